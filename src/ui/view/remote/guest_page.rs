//! A guest's page: the app opened at `?join=CODE` from the host's invitation. It reads the
//! invitation, answers it (the answer shown as a QR code and as text for the host to scan or
//! paste), and once the devices are connected shows the table as the host sends it: this
//! seat's view and nothing else, moves going back to the host.

use super::rtc::{self, Conn, ConnEvent};
use super::{host_table::app_version, ice, qr, signal_code, test_hooks};
use crate::engine::Seat;
use crate::ui::model::browser;
use crate::ui::model::seats::SeatInfo;
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games;
use crate::ui::view::games::GuestFeed;
use leptos::prelude::*;
use serde_json::Value;
use std::cell::RefCell;
use std::time::Duration;
use trumps_rules::engine::person_words::YOU;
use trumps_rules::remote::{Guest, GuestEvent, HostMessage, Welcome};

/// How often the protocol's clock ticks.
const TICK_MS: u64 = 250;

/// Where the guest's page stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading the invitation and making the answer.
    Answering,
    /// The answer to show the host.
    ShowAnswer {
        code: String,
        qr: Result<String, String>,
    },
    /// Connected: the table as the host sends it.
    Playing,
    /// The connection to the host is gone.
    Lost,
    /// The invitation cannot be used (why, in words).
    Problem(String),
}

/// What the guest's page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub stage: Stage,
    pub welcome: Option<Welcome>,
    pub view: Option<Value>,
    pub to_act: Option<Seat>,
    pub over: bool,
    pub captions: Vec<String>,
    /// What the host refused, or a move this page would not send.
    pub refused: Option<String>,
    /// How many refusals came (the same words twice are still two).
    pub refusals: u32,
    /// The game shown (the host's number for it) and the hands it had scored when this page
    /// first saw it: summaries are shown from there on.
    pub joined_at: Option<(u64, usize)>,
    /// A move of this seat's is on its way to the host (the table takes no tap meanwhile).
    pub sending: bool,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            stage: Stage::Answering,
            welcome: None,
            view: None,
            to_act: None,
            over: false,
            captions: Vec::new(),
            refused: None,
            refusals: 0,
            joined_at: None,
            sending: false,
        }
    }
}

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
}

fn shown() -> ArcRwSignal<Shown> {
    SHOWN.with(|s| {
        s.borrow_mut()
            .get_or_insert_with(|| ArcRwSignal::new(Shown::default()))
            .clone()
    })
}

/// Reads the invitation in the page's address and starts answering it.
fn begin(ctl: Ctl) {
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
                s.stage = Stage::Problem(format!(
                    "This device could not answer the invitation: {why}. Ask the host for a new one."
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
                s.stage = Stage::Problem(
                    "The devices could not connect. Ask the host for a new invitation; on different networks, see Settings → Playing on several devices on both devices.".into(),
                )
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
    let refused = events.iter().find_map(|e| match e {
        GuestEvent::Received(HostMessage::Refused(r)) => Some(r.reason.clone()),
        _ => None,
    });
    let incompatible = events.iter().find_map(|e| match e {
        GuestEvent::Received(HostMessage::Incompatible { host }) => Some(host.words()),
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
            s.refused = Some(format!("The host did not take that: {r}."));
            s.refusals += 1;
        }
    });
}

fn incompatible_words(host: &str) -> String {
    let mine = app_version();
    if browser::offline() {
        format!("The host runs Trumps {host}, and this device runs version {mine}. This device is offline, so it cannot update: it can join once it has been online and reloaded.")
    } else {
        format!("The host runs Trumps {host}, and this device runs version {mine}. Reload this page to update, then ask the host for a new invitation.")
    }
}

/// Takes a move of this guest's seat for the host. The moves one tap makes are sent as one
/// decision, each once the host has taken the one before.
fn send_move(action: Value) {
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
            .unwrap_or_else(|| Err("you are not at a table".into()))
    });
    match sent {
        Ok(()) => {
            flush();
            let busy = sending();
            shown().update(|s| s.sending = busy);
        }
        Err(why) => shown().update(|s| s.refused = Some(format!("Not sent: {why}."))),
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

/// The guest's page.
#[component]
pub fn GuestScreen() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    begin(ctl);
    let s = shown();
    let stage = {
        let s = s.clone();
        Memo::new(move |_| s.with(|s| s.stage.clone()))
    };
    let welcome = {
        let s = s.clone();
        Memo::new(move |_| s.with(|s| s.welcome.clone()))
    };
    let view = {
        let s = s.clone();
        Memo::new(move |_| s.with(|s| s.view.clone()))
    };
    let seats = Memo::new(move |_| {
        welcome.with(|w| {
            w.as_ref()
                .map(|w| {
                    w.names
                        .iter()
                        .enumerate()
                        .map(|(i, n)| SeatInfo {
                            name: if w.seat.map(|s| s.index()) == Some(i) {
                                YOU.to_string()
                            } else {
                                n.clone()
                            },
                            bot: w.bots.get(i).copied().flatten(),
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let seen = RwSignal::new(usize::MAX);
    let summary_up = RwSignal::new(false);
    {
        let s = s.clone();
        let joined = Memo::new(move |_| s.with(|s| s.joined_at));
        Effect::new(move |_| {
            if let Some((_, n)) = joined.get() {
                seen.set(n);
                summary_up.set(false);
            }
        });
    }
    provide_context(GuestFeed {
        view,
        seats,
        seen,
        summary_up,
        send: send_move,
    });
    let busy = {
        let s = s.clone();
        Memo::new(move |_| s.with(|s| s.sending))
    };
    let game = Memo::new(move |_| welcome.with(|w| w.as_ref().map(|w| w.game.clone())));
    let table = move || {
        game.get().and_then(|id| {
            games::tables_for(&id).map(|t| (t.guest)()).or_else(|| {
                Some(view! { <p class="error">{games::check_table(&id).err()}</p> }.into_any())
            })
        })
    };
    view! {
        <main class="table-screen guest" data-testid="guest">
            <super::guest_bar::GuestBar game=game />
            <GuestLine shown=s.clone() />
            {move || match stage.get() {
                Stage::Answering => view! {
                    <section class="panel guest-step" data-testid="guest-answering">
                        <h2>"Joining a table"</h2>
                        <p role="status">"Reading the invitation and preparing this device's answer…"</p>
                    </section>
                }.into_any(),
                Stage::ShowAnswer { code, qr } => view! { <AnswerShown code=code qr=qr /> }.into_any(),
                Stage::Problem(why) => view! {
                    <section class="panel guest-step" data-testid="guest-problem">
                        <h2>"This invitation cannot be used"</h2>
                        <p class="error" role="alert">{why}</p>
                        <a class="btn" href=browser::page_base()>"Open the parlour instead"</a>
                    </section>
                }.into_any(),
                // While a move is on its way the table takes no tap (one would be a second
                // move in the same position).
                Stage::Playing | Stage::Lost => view! {
                    <div class="guest-table" inert=move || busy.get().then_some("") aria-busy=move || busy.get().then_some("true")>{table}</div>
                }.into_any(),
            }}
        </main>
    }
}

/// The line under the title: where this device sits, the connection, the last refusal and
/// what just happened.
#[component]
fn GuestLine(shown: ArcRwSignal<Shown>) -> impl IntoView {
    let s = shown.clone();
    let line = Memo::new(move |_| {
        s.with(|s| {
            let seat = s.welcome.as_ref().and_then(|w| {
                w.seat
                    .and_then(|seat| w.names.get(seat.index()).cloned())
                    .map(|n| format!("You play as {n}."))
                    .or_else(|| Some("You watch this table.".to_string()))
            });
            (
                s.stage.clone(),
                seat,
                s.refused.clone().map(|r| (r, s.refusals)),
                s.captions.join(" "),
            )
        })
    });
    move || {
        let (stage, seat, refused, captions) = line.get();
        let connected = stage == Stage::Playing;
        view! {
            <div class="guest-line">
                {seat.map(|t| view! {
                    <p class="guest-seat-line">
                        <span data-testid="guest-seat">{t}</span>
                        <span class="pill" class:good=connected data-testid="guest-connection">
                            {if connected { "Connected" } else { "Not connected" }}
                        </span>
                    </p>
                })}
                {(stage == Stage::Lost).then(|| view! {
                    <p class="warning" role="alert" data-testid="guest-lost">
                        "The connection to the host was lost. Your seat is kept: ask the host for a new code for your seat, then open it on this device."
                    </p>
                })}
                {refused.map(|(r, n)| view! { <p class="error" role="alert" data-testid="guest-refused" data-count=n>{r}</p> })}
                {(!captions.is_empty()).then(|| view! { <p class="caption" aria-live="polite" data-testid="guest-caption">{captions}</p> })}
            </div>
        }
    }
}

#[component]
fn AnswerShown(code: String, qr: Result<String, String>) -> impl IntoView {
    let copied = RwSignal::new(false);
    let c = code.clone();
    view! {
        <section class="panel guest-step" data-testid="guest-answer">
            <h2>"Show this to the host"</h2>
            <p>"The host scans this code with their device, or you copy the text and send it to them."</p>
            {match qr {
                Ok(svg) => view! { <div class="qr" inner_html=svg></div> }.into_any(),
                Err(why) => view! { <p class="muted small">{why}</p> }.into_any(),
            }}
            <div class="copy-row">
                <textarea class="code-text" readonly rows="3" aria-label="This device's answer" data-testid="answer-code" prop:value=code></textarea>
                <button type="button" class="btn" data-testid="answer-copy" on:click=move |_| copied.set(browser::copy(&c))>
                    {move || if copied.get() { "Copied" } else { "Copy the text" }}
                </button>
            </div>
            <p class="muted" role="status">"Waiting for the host to scan it… The table opens here as soon as they have."</p>
        </section>
    }
}
