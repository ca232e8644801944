//! The WebRTC transport: one data channel between two devices, opened from an offer and an
//! answer that the players carry between them (no signalling server). Each side's
//! description is gathered in full before it is shown (no trickle). It carries the protocol's
//! frames (`trumps_rules::remote`) as text, both ways, and says when the channel opens and
//! when it closes; everything else (order, loss, sizes, seats) is the protocol's business.
//!
//! Outside the browser (native tests) every call says WebRTC is missing.

/// A STUN or TURN server, as the host's settings hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// `stun:host:port`, `turn:host:port`, `turns:host:port?transport=tcp`.
    pub url: String,
    pub username: String,
    pub credential: String,
}

/// What a connection tells its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnEvent {
    /// The data channel is open: frames may go both ways.
    Open,
    /// A frame came.
    Frame(String),
    /// The channel closed or the connection failed (it will not come back).
    Closed,
}

/// How long gathering the network's addresses may take before the description is shown with
/// those found so far (a STUN server out of reach would otherwise hold it for many seconds).
pub const GATHER_MS: u32 = 6000;

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::{ConnEvent, IceServer, GATHER_MS};
    use crate::ui::model::lang::{say, say_with, Msg, Value};
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{
        MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
        RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
        RtcSessionDescriptionInit,
    };

    type Listener = Rc<dyn Fn(ConnEvent)>;

    /// One connection: the peer connection, its data channel once there is one, and the
    /// browser's callbacks (kept alive as long as the connection).
    pub struct Conn {
        pc: RtcPeerConnection,
        channel: Rc<RefCell<Option<RtcDataChannel>>>,
        _callbacks: Rc<RefCell<Vec<Box<dyn std::any::Any>>>>,
    }

    impl Conn {
        /// Sends a frame; false if the channel is not open.
        pub fn send(&self, frame: &str) -> bool {
            self.channel.borrow().as_ref().is_some_and(|dc| {
                dc.ready_state() == RtcDataChannelState::Open && dc.send_with_str(frame).is_ok()
            })
        }

        /// Whether the channel is open.
        pub fn open(&self) -> bool {
            self.channel
                .borrow()
                .as_ref()
                .is_some_and(|dc| dc.ready_state() == RtcDataChannelState::Open)
        }

        /// Closes the connection (the other side sees it close).
        pub fn close(&self) {
            if let Some(dc) = self.channel.borrow().as_ref() {
                dc.close();
            }
            self.pc.close();
        }
    }

    /// Closes `conn` once the browser's current callback has returned (a connection's own
    /// callback may be the one running: its closure must outlive it).
    pub fn close_later(conn: Conn) {
        leptos::prelude::set_timeout(move || drop(conn), std::time::Duration::ZERO);
    }

    impl Drop for Conn {
        fn drop(&mut self) {
            self.pc.set_onconnectionstatechange(None);
            self.pc.set_ondatachannel(None);
            if let Some(dc) = self.channel.borrow().as_ref() {
                dc.set_onopen(None);
                dc.set_onmessage(None);
                dc.set_onclose(None);
            }
            self.close();
        }
    }

    fn words(e: JsValue) -> String {
        e.dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| say(Msg::RemoteRtcNoReason))
    }

    /// What failed (`msg`), with the browser's reason.
    fn because(msg: Msg, why: String) -> String {
        say_with(msg, &[("why", Value::Text(&why))])
    }

    fn peer(ice: &[IceServer]) -> Result<RtcPeerConnection, String> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        for s in ice {
            let server = RtcIceServer::new();
            server.set_urls_str(&s.url);
            if !s.username.is_empty() {
                server.set_username(&s.username);
            }
            if !s.credential.is_empty() {
                server.set_credential(&s.credential);
            }
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        RtcPeerConnection::new_with_configuration(&config)
            .map_err(|e| because(Msg::RemoteRtcCannotOpen, words(e)))
    }

    /// Hooks a data channel's events to `on`.
    fn hook_channel(
        dc: &RtcDataChannel,
        on: &Listener,
        callbacks: &Rc<RefCell<Vec<Box<dyn std::any::Any>>>>,
    ) {
        let o = on.clone();
        let opened = Closure::<dyn FnMut()>::new(move || o(ConnEvent::Open));
        dc.set_onopen(Some(opened.as_ref().unchecked_ref()));
        let o = on.clone();
        let message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            if let Some(text) = ev.data().as_string() {
                o(ConnEvent::Frame(text));
            }
        });
        dc.set_onmessage(Some(message.as_ref().unchecked_ref()));
        let o = on.clone();
        let closed = Closure::<dyn FnMut()>::new(move || o(ConnEvent::Closed));
        dc.set_onclose(Some(closed.as_ref().unchecked_ref()));
        let mut c = callbacks.borrow_mut();
        c.push(Box::new(opened));
        c.push(Box::new(message));
        c.push(Box::new(closed));
    }

    /// Says `Closed` when the connection fails or closes (a device gone, its page closed). A
    /// connection *disconnected* for a moment (a phone between networks) may come back, so
    /// it is not given up: ICE says *failed* when it will not.
    fn hook_state(
        pc: &RtcPeerConnection,
        on: &Listener,
        callbacks: &Rc<RefCell<Vec<Box<dyn std::any::Any>>>>,
    ) {
        let o = on.clone();
        let p = pc.clone();
        let changed = Closure::<dyn FnMut()>::new(move || {
            if matches!(
                p.connection_state(),
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                o(ConnEvent::Closed);
            }
        });
        pc.set_onconnectionstatechange(Some(changed.as_ref().unchecked_ref()));
        callbacks.borrow_mut().push(Box::new(changed));
    }

    /// Waits until the browser has gathered its addresses (or [`GATHER_MS`] passed), then
    /// gives the local description with them.
    async fn gathered(pc: &RtcPeerConnection) -> Result<String, String> {
        let mut waited = 0;
        while pc.ice_gathering_state() != RtcIceGatheringState::Complete && waited < GATHER_MS {
            gloo_timers::future::TimeoutFuture::new(50).await;
            waited += 50;
        }
        pc.local_description()
            .map(|d| d.sdp())
            .filter(|s| !s.is_empty())
            .ok_or_else(|| say(Msg::RemoteRtcNoDescription))
    }

    async fn describe(
        pc: &RtcPeerConnection,
        kind: RtcSdpType,
        sdp: Option<String>,
    ) -> Result<(), String> {
        let init = RtcSessionDescriptionInit::new(kind);
        let promise = match sdp {
            Some(sdp) => {
                init.set_sdp(&sdp);
                pc.set_remote_description(&init)
            }
            None => {
                let made = match kind {
                    RtcSdpType::Answer => JsFuture::from(pc.create_answer()).await,
                    _ => JsFuture::from(pc.create_offer()).await,
                }
                .map_err(words)?;
                let sdp = js_sys::Reflect::get(&made, &JsValue::from_str("sdp"))
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                init.set_sdp(&sdp);
                pc.set_local_description(&init)
            }
        };
        JsFuture::from(promise).await.map(|_| ()).map_err(words)
    }

    /// The host's side: a new connection with its data channel, and its offer (gathered).
    pub async fn offer(
        ice: &[IceServer],
        on: impl Fn(ConnEvent) + 'static,
    ) -> Result<(Conn, String), String> {
        let pc = peer(ice)?;
        let on: Listener = Rc::new(on);
        let callbacks = Rc::new(RefCell::new(Vec::new()));
        let dc = pc.create_data_channel("trumps");
        hook_channel(&dc, &on, &callbacks);
        hook_state(&pc, &on, &callbacks);
        let conn = Conn {
            pc,
            channel: Rc::new(RefCell::new(Some(dc))),
            _callbacks: callbacks,
        };
        describe(&conn.pc, RtcSdpType::Offer, None)
            .await
            .map_err(|e| because(Msg::RemoteRtcOfferFailed, e))?;
        let sdp = gathered(&conn.pc).await?;
        Ok((conn, sdp))
    }

    /// The host's side: the guest's answer to `conn`'s offer (the future holds no borrow of
    /// `conn`).
    pub fn accept(
        conn: &Conn,
        answer: &str,
    ) -> impl std::future::Future<Output = Result<(), String>> + 'static {
        let (pc, answer) = (conn.pc.clone(), answer.to_string());
        async move {
            describe(&pc, RtcSdpType::Answer, Some(answer))
                .await
                .map_err(|e| because(Msg::RemoteRtcAnswerUnusable, e))
        }
    }

    /// The guest's side: a connection answering the host's `offer`, and the answer (gathered).
    pub async fn answer(
        ice: &[IceServer],
        offer: &str,
        on: impl Fn(ConnEvent) + 'static,
    ) -> Result<(Conn, String), String> {
        let pc = peer(ice)?;
        let on: Listener = Rc::new(on);
        let callbacks = Rc::new(RefCell::new(Vec::new()));
        let channel = Rc::new(RefCell::new(None::<RtcDataChannel>));
        let (c, o, cb) = (channel.clone(), on.clone(), callbacks.clone());
        let arrived =
            Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |ev: RtcDataChannelEvent| {
                let dc = ev.channel();
                hook_channel(&dc, &o, &cb);
                let open = dc.ready_state() == RtcDataChannelState::Open;
                *c.borrow_mut() = Some(dc);
                if open {
                    o(ConnEvent::Open);
                }
            });
        pc.set_ondatachannel(Some(arrived.as_ref().unchecked_ref()));
        callbacks.borrow_mut().push(Box::new(arrived));
        hook_state(&pc, &on, &callbacks);
        let conn = Conn {
            pc,
            channel,
            _callbacks: callbacks,
        };
        describe(&conn.pc, RtcSdpType::Offer, Some(offer.to_string()))
            .await
            .map_err(|e| because(Msg::RemoteRtcOfferUnusable, e))?;
        describe(&conn.pc, RtcSdpType::Answer, None)
            .await
            .map_err(|e| because(Msg::RemoteRtcAnswerFailed, e))?;
        let sdp = gathered(&conn.pc).await?;
        Ok((conn, sdp))
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::{ConnEvent, IceServer};

    const MISSING: &str = "there is no WebRTC outside a browser";

    pub struct Conn;

    impl Conn {
        pub fn send(&self, _frame: &str) -> bool {
            false
        }
        pub fn open(&self) -> bool {
            false
        }
        pub fn close(&self) {}
    }

    pub fn close_later(_conn: Conn) {}

    pub async fn offer(
        _ice: &[IceServer],
        _on: impl Fn(ConnEvent) + 'static,
    ) -> Result<(Conn, String), String> {
        Err(MISSING.into())
    }

    pub fn accept(
        _conn: &Conn,
        _answer: &str,
    ) -> impl std::future::Future<Output = Result<(), String>> + 'static {
        std::future::ready(Err(MISSING.into()))
    }

    pub async fn answer(
        _ice: &[IceServer],
        _offer: &str,
        _on: impl Fn(ConnEvent) + 'static,
    ) -> Result<(Conn, String), String> {
        Err(MISSING.into())
    }
}

pub use imp::{accept, answer, close_later, offer, Conn};
