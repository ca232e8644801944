//! A guest's page: the app opened at `?join=CODE` from the host's invitation. It reads the
//! invitation, answers it (the answer shown as a QR code and as text for the host to scan or
//! paste), and once the devices are connected shows the table as the host sends it: this
//! seat's view and nothing else, moves going back to the host (the connection and the
//! protocol are [`super::guest_link`]).

use super::guest_link::{begin, on_heard, send_move, shown, Shown, Stage};
use crate::ui::model::browser;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::seats::SeatInfo;
use crate::ui::stores::announcer::Announcer;
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::announcer::Announcements;
use crate::ui::view::games;
use crate::ui::view::games::GuestFeed;
use crate::ui::view::keys_help::{KeysButton, KeysHelp};
use crate::ui::view::table_keys;
use leptos::prelude::*;
use trumps_rules::engine::person_words::YOU;

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
    // What happens at the table said aloud, and the table's keys, as at the host's table.
    let announcer = Announcer::guest(ctl.keep.settings);
    provide_context(announcer);
    let keys_open = RwSignal::new(false);
    table_keys::listen(announcer, keys_open);
    // Each state's captions, said as it comes (every state counts as a move: whose turn it is
    // may be said again after it).
    on_heard(Some(Box::new(move |said, own| {
        if !announcer.lines.is_disposed() {
            announcer.heard(said.iter().map(crate::ui::model::lang::said).collect(), own);
        }
    })));
    on_cleanup(|| on_heard(None));
    // After each state the focus goes to the next decision, as at the host's table.
    Effect::new(move |_| {
        view.track();
        request_animation_frame(table_keys::focus_decision);
    });
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
            <KeysButton open=keys_open />
            <super::guest_bar::GuestBar game=game />
            <GuestLine shown=s.clone() />
            <Announcements announcer=announcer />
            {move || match stage.get() {
                Stage::Answering => view! {
                    <section class="panel guest-step" data-testid="guest-answering">
                        <h2>{move || say(Msg::RemoteGuestJoiningTitle)}</h2>
                        <p role="status">{move || say(Msg::RemoteGuestJoining)}</p>
                    </section>
                }.into_any(),
                Stage::ShowAnswer { code, qr } => view! { <AnswerShown code=code qr=qr /> }.into_any(),
                Stage::Problem(why) => view! {
                    <section class="panel guest-step" data-testid="guest-problem">
                        <h2>{move || say(Msg::RemoteGuestProblemTitle)}</h2>
                        <p class="error" role="alert">{why}</p>
                        <a class="btn" href=browser::page_base()>{move || say(Msg::RemoteGuestOpenParlour)}</a>
                    </section>
                }.into_any(),
                // While a move is on its way the table takes no tap (one would be a second
                // move in the same position).
                Stage::Playing | Stage::Lost => view! {
                    <div class="guest-table" inert=move || busy.get().then_some("") aria-busy=move || busy.get().then_some("true")>{table}</div>
                }.into_any(),
            }}
            <KeysHelp open=keys_open suits=Signal::derive(move || game.get().and_then(|id| games::tables_for(&id)).map(|t| (t.suits)()).unwrap_or_default()) />
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
            // Some(the seat's name), or Some(None) to watch.
            let seat = s
                .welcome
                .as_ref()
                .map(|w| w.seat.and_then(|seat| w.names.get(seat.index()).cloned()));
            (
                s.stage.clone(),
                seat,
                s.refused.clone().map(|r| (r, s.refusals)),
                s.captions
                    .iter()
                    .map(crate::ui::model::lang::said)
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        })
    });
    move || {
        let (stage, seat, refused, captions) = line.get();
        let connected = stage == Stage::Playing;
        let seat = seat.map(|name| match name {
            Some(n) => say_with(Msg::RemoteGuestPlaysAs, &[("name", Value::Text(&n))]),
            None => say(Msg::RemoteGuestWatches),
        });
        view! {
            <div class="guest-line">
                {seat.map(|t| view! {
                    <p class="guest-seat-line">
                        <span data-testid="guest-seat">{t}</span>
                        <span class="pill" class:good=connected data-testid="guest-connection">
                            {say(if connected { Msg::RemoteGuestConnected } else { Msg::RemoteGuestNotConnected })}
                        </span>
                    </p>
                })}
                {(stage == Stage::Lost).then(|| view! {
                    <p class="warning" role="alert" data-testid="guest-lost">
                        {say(Msg::RemoteGuestLost)}
                    </p>
                })}
                {refused.map(|(r, n)| view! { <p class="error" role="alert" data-testid="guest-refused" data-count=n>{r}</p> })}
                {(!captions.is_empty()).then(|| view! { <p class="caption" data-testid="guest-caption">{captions}</p> })}
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
            <h2>{move || say(Msg::RemoteAnswerTitle)}</h2>
            <p>{move || say(Msg::RemoteAnswerHow)}</p>
            {match qr {
                Ok(svg) => view! { <div class="qr" inner_html=svg></div> }.into_any(),
                Err(why) => view! { <p class="muted small">{why}</p> }.into_any(),
            }}
            <div class="copy-row">
                <textarea class="code-text" readonly rows="3" aria-label=move || say(Msg::RemoteAnswerLabel) data-testid="answer-code" prop:value=code></textarea>
                <button type="button" class="btn" data-testid="answer-copy" on:click=move |_| copied.set(browser::copy(&c))>
                    {move || say(if copied.get() { Msg::RemoteCopied } else { Msg::RemoteAnswerCopy })}
                </button>
            </div>
            <p class="muted" role="status">{move || say(Msg::RemoteAnswerWaiting)}</p>
        </section>
    }
}
