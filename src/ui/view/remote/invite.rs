//! The host's screen for its guests: the list of seats played on other devices (who is here,
//! who is away, whose turn it is), *Invite* for each, and the invitation dialog: the link and
//! its QR code for the guest, then the guest's answer scanned or pasted.

use super::host_status::{HostStatus, InviteShown, InviteStage, Presence, SeatLine};
use super::scan::QrScanner;
use super::{host_invites, host_status, host_table};
use crate::ui::model::browser;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::widgets::close_on_escape;
use leptos::prelude::*;
use trumps_rules::remote::Place;

/// The guests' seats at the host's table, with the invitation dialog when one is open.
#[component]
pub fn RemoteSeats() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    host_table::start(ctl);
    // Every change of the session is followed at once (the clock would, a moment later).
    Effect::new(move |_| {
        ctl.play.session.track();
        host_table::session_changed(ctl);
    });
    let status = host_status::status();
    let seats = {
        let status = status.clone();
        Memo::new(move |_| status.with(|s| s.seats.clone()))
    };
    let note = {
        let status = status.clone();
        Memo::new(move |_| status.with(|s| s.note.clone()))
    };
    // The dialog is drawn anew only for another place: its stage and problem change inside
    // it (the text pasted and the camera stay).
    let open = {
        let status = status.clone();
        Memo::new(move |_| {
            status.with(|s: &HostStatus| s.invite.as_ref().map(|i| (i.place, i.name.clone())))
        })
    };
    view! {
        <section class="panel remote-seats" aria-labelledby="remote-title" data-testid="remote-seats">
            <h2 id="remote-title">{move || say(Msg::RemoteSeatsTitle)}</h2>
            <ul class="remote-list">
                // A row is drawn again when its seat's state changes, not at each second of a
                // countdown (a tap on its buttons must not meet a new row).
                <For each=move || seats.get() key=|l| (l.seat, l.name.clone(), l.presence, l.stand_in, l.to_act) let:line>
                    <SeatRow line=line />
                </For>
            </ul>
            <AwayChoice />
            <button type="button" class="btn small" data-testid="invite-spectator" on:click=move |_| host_invites::invite(ctl, Place::Spectator)>
                {move || say(Msg::RemoteInviteSpectator)}
            </button>
            {move || note.get().map(|n| view! { <p class="muted small" role="status" data-testid="remote-note">{n}</p> })}
        </section>
        {move || open.get().map(|(place, name)| view! { <InviteDialog place=place name=name /> })}
    }
}

/// The times the host may choose from, after which a bot plays for someone away (seconds).
const AWAY_CHOICES: [Option<u32>; 4] = [None, Some(30), Some(60), Some(180)];

/// A choice of [`AWAY_CHOICES`] in words: "A bot plays for them after 1 minute".
fn away_words(after: Option<u32>) -> String {
    match after {
        None => say(Msg::RemoteAwayWait),
        Some(secs) if secs % 60 == 0 => say_with(
            Msg::RemoteAwayAfterMinutes,
            &[("n", Value::Number(f64::from(secs / 60)))],
        ),
        Some(secs) => say_with(
            Msg::RemoteAwayAfterSeconds,
            &[("n", Value::Number(f64::from(secs)))],
        ),
    }
}

/// What the game does when someone's connection is lost (kept in the settings).
#[component]
fn AwayChoice() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let value = |v: Option<u32>| v.map_or_else(|| "wait".to_string(), |s| s.to_string());
    view! {
        <label class="away-choice">
            <span>{move || say(Msg::RemoteAwayLabel)}</span>
            <select
                data-testid="away-bot-after"
                prop:value=move || value(ctl.keep.settings.with(|s| s.away_bot_after))
                on:change=move |ev| {
                    let secs = event_target_value(&ev).parse::<u32>().ok();
                    ctl.keep.update_settings(|s| s.away_bot_after = secs);
                    host_table::away_choice_changed();
                }
            >
                {AWAY_CHOICES
                    .iter()
                    .map(|&v| view! { <option value=value(v)>{move || away_words(v)}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

#[component]
fn SeatRow(line: SeatLine) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let seat = line.seat;
    let i = seat.index();
    let (state, class) = match (line.presence, line.stand_in) {
        (Presence::Here, _) => (Msg::RemoteHere, "here"),
        (_, true) => (Msg::RemoteAwayBot, "away"),
        (Presence::Away, false) => (Msg::RemoteAwayLost, "away"),
        (Presence::NotYet, false) => (Msg::RemoteNotJoined, "not-yet"),
    };
    let waiting = line.to_act && line.presence != Presence::Here && !line.stand_in;
    let status = host_status::status();
    let bot_in = Memo::new(move |_| {
        status.with(|s| {
            s.seats
                .iter()
                .find(|l| l.seat == seat)
                .and_then(|l| l.bot_in)
        })
    });
    let invite_msg = match line.presence {
        Presence::NotYet => Msg::RemoteInviteSeat,
        _ => Msg::RemoteNewCode,
    };
    let name = line.name.clone();
    let invite_label = move || say_with(invite_msg, &[("name", Value::Text(&name))]);
    view! {
        <li class=format!("remote-seat {class}") data-testid=format!("remote-seat-{i}")>
            <span class="who">
                <strong>{line.name.clone()}</strong>
                <span class="presence" data-testid=format!("remote-presence-{i}")>{move || say(state)}</span>
                {move || match (waiting, bot_in.get()) {
                    (_, Some(n)) => Some(view! { <span class="muted small" data-testid=format!("bot-in-{i}")>{say_with(Msg::RemoteBotIn, &[("n", Value::Number(f64::from(n)))])}</span> }.into_any()),
                    (true, None) => Some(view! { <span class="muted small">{say(Msg::RemoteGameWaits)}</span> }.into_any()),
                    _ => None,
                }}
            </span>
            <span class="remote-actions">
                <button type="button" class="btn" data-testid=format!("invite-{i}") on:click=move |_| host_invites::invite(ctl, Place::Seat(seat))>
                    {invite_label}
                </button>
                {(line.presence != Presence::Here).then(|| {
                    let on = !line.stand_in;
                    view! {
                        <button type="button" class="btn" data-testid=format!("stand-in-{i}") on:click=move |_| host_table::stand_in(ctl, seat, on)>
                            {move || say(if on { Msg::RemoteLetBot } else { Msg::RemoteWaitInstead })}
                        </button>
                    }
                })}
            </span>
        </li>
    }
}

/// The scanned answer goes where a pasted one does.
fn answer_scanned(text: String) {
    host_invites::answer(&text)
}

#[component]
fn InviteDialog(place: Place, name: String) -> impl IntoView {
    close_on_escape(host_invites::close_invite);
    let answer = RwSignal::new(String::new());
    let status = host_status::status();
    let stage = {
        let status = status.clone();
        Memo::new(move |_| {
            status.with(|s| s.invite.as_ref().map(|i: &InviteShown| i.stage.clone()))
        })
    };
    let problem =
        Memo::new(move |_| status.with(|s| s.invite.as_ref().and_then(|i| i.problem.clone())));
    // The words that name the guest: a seat's by its name, a spectator's without one. Each
    // is drawn in its own closure: a change of language redraws the words, not the dialog's
    // body (the text pasted and the camera stay).
    let watch = place == Place::Spectator;
    let words = move |seat: Msg, spectator: Msg| {
        let name = name.clone();
        move || {
            if watch {
                say(spectator)
            } else {
                say_with(seat, &[("name", Value::Text(&name))])
            }
        }
    };
    let title = words(Msg::RemoteInviteSeat, Msg::RemoteInviteSpectator);
    let body = move || {
        match stage.get().unwrap_or(InviteStage::Preparing) {
        InviteStage::Preparing => view! {
            <p role="status" data-testid="invite-preparing">{move || say(Msg::RemoteInvitePreparing)}</p>
        }
        .into_any(),
        InviteStage::Connecting => view! {
            <p role="status" data-testid="invite-connecting">{words(Msg::RemoteConnectingSeat, Msg::RemoteConnectingWatch)}</p>
        }
        .into_any(),
        InviteStage::Failed(why) => view! {
            <p class="error" role="alert" data-testid="invite-failed">{why}</p>
        }
        .into_any(),
        InviteStage::Ready { link, qr } => {
            let copied = RwSignal::new(false);
            let link_copy = link.clone();
            let picture = match qr {
                Ok(svg) => view! { <div class="qr" inner_html=svg></div> }.into_any(),
                Err(why) => {
                    let words = move || say_with(Msg::RemoteQrFailed, &[("why", Value::Text(&why))]);
                    view! { <p class="muted small">{words}</p> }.into_any()
                }
            };
            view! {
                <ol class="invite-steps">
                    <li>
                        <p>{words(Msg::RemoteInviteStepOneSeat, Msg::RemoteInviteStepOneWatch)}</p>
                        {picture}
                        <div class="copy-row">
                            <input type="text" readonly class="code-text" aria-label=move || say(Msg::RemoteInviteLinkLabel) data-testid="invite-link" prop:value=link.clone() />
                            <button type="button" class="btn" data-testid="invite-copy" on:click=move |_| copied.set(browser::copy(&link_copy))>
                                {move || say(if copied.get() { Msg::RemoteCopied } else { Msg::RemoteCopyLink })}
                            </button>
                        </div>
                    </li>
                    <li>
                        <p>{words(Msg::RemoteInviteStepTwoSeat, Msg::RemoteInviteStepTwoWatch)}</p>
                        <QrScanner label=Msg::RemoteScanTheirCode testid="answer-scan" found=answer_scanned />
                        <textarea
                            class="code-text"
                            rows="3"
                            aria-label=words(Msg::RemoteTheirCodeSeat, Msg::RemoteTheirCodeWatch)
                            placeholder=move || say(Msg::RemotePastePlaceholder)
                            data-testid="answer-input"
                            on:input=move |ev| answer.set(event_target_value(&ev))
                        ></textarea>
                        <button type="button" class="btn primary" data-testid="answer-connect" on:click=move |_| host_invites::answer(&answer.get_untracked())>
                            {move || say(Msg::RemoteConnect)}
                        </button>
                    </li>
                </ol>
            }
            .into_any()
        }
    }
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal invite" role="dialog" aria-modal="true" aria-labelledby="invite-title" data-testid="invite-dialog">
                <h2 id="invite-title">{title}</h2>
                {body}
                {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="answer-problem">{p}</p> })}
                <div class="actions">
                    <button type="button" class="btn" data-testid="invite-close" on:click=move |_| host_invites::close_invite()>
                        {move || say(Msg::RemoteClose)}
                    </button>
                </div>
            </div>
        </div>
    }
}
