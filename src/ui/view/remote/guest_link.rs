//! A guest's side of the connection to the host: the invitation read and answered, the
//! protocol's [`Guest`] and its WebRTC connection, and what the guest's page shows
//! ([`Shown`]): this seat's view as the host sends it and nothing else, moves going back to
//! the host. The page itself is [`super::guest_page`].

use super::rtc::{self, Conn, ConnEvent};
use super::{host_table::app_version, ice, qr, signal_code, test_hooks};
use crate::ui::model::browser;
use crate::ui::model::lang::{say, say_with, Msg, Value as Arg};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use serde_json::Value;
use std::cell::RefCell;
use std::time::Duration;
use trumps_rules::remote::{Guest, GuestEvent, HostMessage, Versions};

pub use super::guest_shown::{Shown, Stage};

/// How often the protocol's clock ticks.
const TICK_MS: u64 = 250;

struct Side {
    guest: Guest,
    conn: Option<Conn>,
}

thread_local! {
    static SIDE: RefCell<Option<Side>> = const { RefCell::new(None) };
    static SHOWN: RefCell<Option<ArcRwSignal<Shown>>> = const { RefCell::new(None) };
    /// The moves of the decision being made (one tap can make several: a bid shown as cards is
    /// each card, then "done"), sent together once the tap's handler is through.
    static DECISION: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
    /// Told of each state received, with its captions (the page's announcer).
    static HEARD: RefCell<Option<Heard>> = const { RefCell::new(None) };
}

/// Who is told of each state received (see [`on_heard`]): its captions, and whether the
/// move that led to it was the guest's own (its first caption says that move back).
pub type Heard = Box<dyn Fn(&[trumps_words::Said], bool)>;

/// `heard` is told of each state the host sends, with what it says happened since the one
/// before, before the page shows it; `None`: no one is told any more.
pub fn on_heard(heard: Option<Heard>) {
    HEARD.with(|h| *h.borrow_mut() = heard);
}

pub(super) fn shown() -> ArcRwSignal<Shown> {
    SHOWN.with(|s| {
        s.borrow_mut()
            .get_or_insert_with(|| ArcRwSignal::new(Shown::default()))
            .clone()
    })
}

/// Reads the invitation in the page's address and starts answering it.
pub(super) fn begin(ctl: Ctl) {
    let Some(text) = browser::query_param("join") else {
        return;
    };
    let offer = match signal_code::decode_offer(&text, browser::now_ms() as u64) {
        Ok(o) => o,
        Err(p) => {
            shown().update(|s| s.stage = Stage::Problem(p.words()));
            return;
        }
    };
    let servers = ctl
        .keep
        .settings
        .with_untracked(|s| ice::parse(&s.ice_servers))
        .unwrap_or_default();
    SIDE.with(|s| {
        *s.borrow_mut() = Some(Side {
            guest: Guest::join(&offer.invite, &app_version()),
            conn: None,
        })
    });
    // Read before the invitation leaves the address.
    if test_hooks::on() {
        install_test_hooks();
    }
    leptos::task::spawn_local(async move {
        match rtc::answer(&servers, &offer.sdp, on_conn).await {
            Ok((conn, sdp)) => {
                SIDE.with(|s| {
                    if let Some(side) = s.borrow_mut().as_mut() {
                        side.conn = Some(conn);
                    }
                });
                let code = signal_code::encode_answer(&offer.invite, &sdp);
                let qr = qr::svg(&code);
                shown().update(|s| {
                    if s.stage == Stage::Answering {
                        s.stage = Stage::ShowAnswer { code, qr };
                    }
                });
            }
            Err(why) => shown().update(|s| {
                s.stage = Stage::Problem(say_with(
                    Msg::RemoteGuestCannotAnswer,
                    &[("why", Arg::Text(&why))],
                ))
            }),
        }
    });
    let _ = set_interval_with_handle(
        || {
            SIDE.with(|s| {
                if let Some(side) = s.borrow_mut().as_mut() {
                    side.guest.tick();
                }
            });
            flush();
        },
        Duration::from_millis(TICK_MS),
    );
}

fn flush() {
    SIDE.with(|s| {
        if let Some(side) = s.borrow_mut().as_mut() {
            if let Some(conn) = &side.conn {
                for frame in side.guest.outgoing() {
                    conn.send(&frame);
                }
            }
        }
    });
}

fn on_conn(event: ConnEvent) {
    match event {
        ConnEvent::Open => {
            // The invitation has served its one connection: a reload opens the parlour, and
            // the seat is taken back with a new code from the host.
            browser::clear_query();
            shown().update(|s| s.stage = Stage::Playing);
        }
        ConnEvent::Frame(text) => {
            if test_hooks::on() {
                test_hooks::push("__trumpsGuestFrames", &text);
            }
            let events = SIDE.with(|s| {
                s.borrow_mut()
                    .as_mut()
                    .map(|side| side.guest.receive(&text))
                    .unwrap_or_default()
            });
            take(events);
        }
        ConnEvent::Closed => shown().update(|s| match s.stage {
            Stage::Playing => s.stage = Stage::Lost,
            Stage::Answering | Stage::ShowAnswer { .. } => {
                s.stage = Stage::Problem(say(Msg::RemoteGuestNoConnection))
            }
            _ => {}
        }),
    }
    flush();
}

/// Whether a move of this seat's is on its way: its turn by the last state, but nothing to
/// send now.
fn sending() -> bool {
    SIDE.with(|s| {
        s.borrow().as_ref().is_some_and(|side| {
            let g = &side.guest;
            let to_act = g.state().and_then(|st| st.to_act);
            to_act.is_some() && to_act == g.seat() && !g.my_turn()
        })
    })
}

/// What the host's messages change on the page.
fn take(events: Vec<GuestEvent>) {
    let new_state = events
        .iter()
        .any(|e| matches!(e, GuestEvent::Received(HostMessage::State(_))));
    if new_state && test_hooks::on() {
        note_state();
    }
    // Every state's captions, in the order they came, told to the page's announcer before the
    // page shows the state (so whose turn it is is said after what led to it). The line under
    // the title shows only the last state's.
    let me = SIDE.with(|s| {
        s.borrow()
            .as_ref()
            .and_then(|side| side.guest.welcome().and_then(|w| w.seat))
    });
    for e in &events {
        if let GuestEvent::Received(HostMessage::State(st)) = e {
            let own = me.is_some() && st.moved.is_some_and(|m| Some(m.seat) == me);
            HEARD.with(|h| {
                if let Some(heard) = h.borrow().as_ref() {
                    heard(&st.captions, own);
                }
            });
        }
    }
    let refused = events.iter().find_map(|e| match e {
        GuestEvent::Received(HostMessage::Refused(r)) => Some(r.reason.clone()),
        _ => None,
    });
    let incompatible = events.iter().find_map(|e| match e {
        GuestEvent::Received(HostMessage::Incompatible { host }) => Some(host.clone()),
        _ => None,
    });
    let state = SIDE.with(|s| {
        s.borrow().as_ref().map(|side| {
            (
                side.guest.welcome().cloned(),
                side.guest.state().map(|st| {
                    (
                        st.view(),
                        st.to_act,
                        st.outcome.is_some(),
                        st.captions.clone(),
                        st.hands_scored,
                        st.token.game,
                    )
                }),
            )
        })
    });
    let Some((welcome, state)) = state else {
        return;
    };
    let busy = sending();
    shown().update(|s| {
        s.sending = busy;
        if let Some(host) = incompatible {
            s.stage = Stage::Problem(incompatible_words(&host));
        }
        s.welcome = welcome;
        if let Some((view, to_act, over, captions, scored, game)) = state {
            if s.view.as_ref() != Some(&view) {
                s.refused = None;
            }
            s.view = Some(view);
            s.to_act = to_act;
            s.over = over;
            if !captions.is_empty() {
                s.captions = captions;
            }
            // Another game at the table (a rematch): its summaries count from its start.
            match s.joined_at {
                Some((g, _)) if g == game => {}
                Some(_) => s.joined_at = Some((game, 0)),
                None => s.joined_at = Some((game, scored)),
            }
        }
        if let Some(r) = refused {
            s.refused = Some(say_with(Msg::RemoteRefused, &[("reason", Arg::Text(&r))]));
            s.refusals += 1;
        }
    });
}

fn incompatible_words(host: &Versions) -> String {
    let mine = app_version();
    let msg = if browser::offline() {
        Msg::RemoteIncompatibleOffline
    } else {
        Msg::RemoteIncompatible
    };
    let protocol = Arg::Number(f64::from(host.protocol));
    let app = Arg::Text(&host.app);
    say_with(
        msg,
        &[
            ("app", app),
            ("protocol", protocol),
            ("mine", Arg::Text(&mine)),
        ],
    )
}

/// Takes a move of this guest's seat for the host. The moves one tap makes are sent as one
/// decision, each once the host has taken the one before.
pub(super) fn send_move(action: Value) {
    let first = DECISION.with(|d| {
        let mut d = d.borrow_mut();
        d.push(action);
        d.len() == 1
    });
    if first {
        leptos::task::spawn_local(async { send_decision() });
    }
}

fn send_decision() {
    let moves = DECISION.with(|d| std::mem::take(&mut *d.borrow_mut()));
    let sent = SIDE.with(|s| {
        s.borrow_mut()
            .as_mut()
            .map(|side| side.guest.act_all(moves))
            .unwrap_or_else(|| Err(say(Msg::RemoteNotAtTable)))
    });
    match sent {
        Ok(()) => {
            flush();
            let busy = sending();
            shown().update(|s| s.sending = busy);
        }
        Err(why) => shown().update(|s| {
            s.refused = Some(say_with(Msg::RemoteNotSent, &[("why", Arg::Text(&why))]))
        }),
    }
}

/// Keeps the state this guest now holds (`window.__trumpsGuestViews`: its position and its
/// view, as JSON text), for the tests to compare with the host's view of its seat there.
fn note_state() {
    let held = SIDE.with(|s| {
        s.borrow().as_ref().and_then(|side| {
            side.guest.state().map(|st| {
                serde_json::json!({
                    "seat": side.guest.seat(),
                    "game": st.token.game.to_string(),
                    "moves": st.token.moves,
                    "view": st.view(),
                })
                .to_string()
            })
        })
    });
    if let Some(text) = held {
        test_hooks::push("__trumpsGuestViews", &text);
    }
}

/// For the browser tests only (the invitation's address with `&hooks`):
/// `window.__trumpsGuestSend(text, raw)` sends any text to the host as a message (or, with
/// `raw`, as a frame), unchecked, so the browser tests can see the host refuse what a
/// tampered guest might send. A guest's device can always send anything; the host's checks
/// are what keep the game.
fn install_test_hooks() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::closure::Closure;
        use wasm_bindgen::JsCast;
        let send = Closure::<dyn Fn(String, bool)>::new(|text: String, raw: bool| {
            SIDE.with(|s| {
                if let Some(side) = s.borrow_mut().as_mut() {
                    if raw {
                        if let Some(c) = &side.conn {
                            c.send(&text);
                        }
                    } else {
                        side.guest.send_text(&text);
                    }
                }
            });
            flush();
        });
        let _ = js_sys::Reflect::set(
            &js_sys::global(),
            &wasm_bindgen::JsValue::from_str("__trumpsGuestSend"),
            send.as_ref().unchecked_ref(),
        );
        send.forget();
        // `window.__trumpsGuestState()`: what this guest holds now, as JSON text (its own
        // view only), for the tests to compare with the host.
        let state = Closure::<dyn Fn() -> String>::new(|| {
            SIDE.with(|s| {
                let side = s.borrow();
                let guest = side.as_ref().map(|side| &side.guest);
                let state = guest.and_then(|g| g.state());
                serde_json::json!({
                    "seat": guest.and_then(|g| g.seat()),
                    "token": state.map(|st| st.token),
                    "to_act": state.and_then(|st| st.to_act),
                    "outcome": state.and_then(|st| st.outcome.clone()),
                    "view": state.map(|st| st.view()),
                })
                .to_string()
            })
        });
        let _ = js_sys::Reflect::set(
            &js_sys::global(),
            &wasm_bindgen::JsValue::from_str("__trumpsGuestState"),
            state.as_ref().unchecked_ref(),
        );
        state.forget();
    }
}
