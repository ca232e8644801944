//! What every game's ending shares: the headline (the winner celebrated when a person at this
//! device won, quietly with reduced motion) and what to do next: play again with the same
//! seats, the same deal again, watch the replay, review the person's play, back to the lobby,
//! download or share.

use super::hand_summary::score_table;
use super::review_button::ReviewButton;
use super::{SeatView, TableCtx};
use crate::engine::{Game, Seat};
use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::{Ctl, Screen};
use leptos::prelude::*;

/// Whether the ending shows: the game is over (`over` reads it from the view) and every hand
/// summary has been dismissed.
pub fn over_shown<G: Game>(over: fn(&G::View) -> bool) -> Memo<bool>
where
    G::View: SeatView,
{
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx<G>>();
    Memo::new(move |_| {
        // A lesson ends with the coach's last words instead.
        let done = match ctx.guest {
            Some(feed) => !feed.summary_up.get(),
            None => ctl.play.session.with(|s| {
                s.as_ref()
                    .is_some_and(|s| s.pending_summary().is_none() && !s.is_lesson())
            }),
        };
        done && ctx.view.with(over)
    })
}

/// What an ending shows besides the headline and the buttons.
pub struct Ending {
    /// The line under the headline (how the game ended).
    pub how: String,
    /// The seats' final lines ([`final_line`]).
    pub finals: AnyView,
    /// Anything between the finals and the buttons.
    pub before_actions: Option<AnyView>,
    /// Anything under the buttons (the table of the hands).
    pub after_actions: Option<AnyView>,
}

/// The ending's modal for the view shown, with `winners` celebrated.
pub fn over_modal<G: Game>(v: &G::View, winners: &[Seat], ending: Ending) -> AnyView
where
    G::View: SeatView,
{
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx<G>>();
    let headline = ctx.headline(v, winners);
    // The ending takes the focus (its first button), as every dialog does.
    crate::ui::view::widgets::focus_first_on_mount("[data-testid=\"game-over\"] button");
    let celebrate = match ctx.guest {
        Some(_) => winners.iter().any(|&w| ctx.me(v) == Some(w)),
        None => celebrated(ctl, winners),
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal game-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="over-title" aria-describedby="over-how over-finals">
                <OverTitle headline=headline celebrate=celebrate />
                <p class="muted" id="over-how">{ending.how}</p>
                <ul class="finals" id="over-finals">{ending.finals}</ul>
                {day_line(ctl)}
                {ending.before_actions}
                <OverActions />
                {ending.after_actions}
            </div>
        </div>
    }
    .into_any()
}

/// At the end of a game of today's deal: whether it is the day's result (the first game of the
/// deal, kept on the hub with par) or practice.
fn day_line(ctl: Ctl) -> Option<AnyView> {
    let (day, game, id) = ctl.play.session.with_untracked(|s| {
        let s = s.as_ref()?;
        Some((s.saved.daily?, s.info().id, s.saved.game_id))
    })?;
    let counts = ctl.daily.book.with_untracked(|b| b.counts(day, game, id));
    let msg = if counts {
        Msg::DailyOverKept
    } else {
        Msg::DailyOverPractice
    };
    Some(view! { <p class="daily-over" data-testid="daily-over">{move || say(msg)}</p> }.into_any())
}

/// A seat's line in the finals: its name (starred when it `won`) and `value` in a span of
/// `class`.
pub fn final_line(name: String, won: bool, class: &'static str, value: AnyView) -> AnyView {
    view! {
        <li class:winner=won>
            <span class="who">{crate::ui::model::words::shown_name(&name)} {won.then(|| format!(" ★ {}", say(Msg::TableWinner)))}</span>
            <span class=class>{value}</span>
        </li>
    }
    .into_any()
}

/// The table of the game hand by hand (`title`: "Hand by hand"; `first`: the first column's
/// head, "Hand"), with a head cell a seat and the rows.
pub fn rounds_table(title: String, first: String, head: AnyView, rows: AnyView) -> AnyView {
    let head = view! {
        <th>{first}</th>
        {head}
    };
    view! {
        <h3>{title}</h3>
        {score_table("rounds-table", head.into_any(), rows)}
    }
    .into_any()
}

/// The ending's title: `headline` ("You win!", "Ann wins!"), celebrated when `celebrate`.
#[component]
pub fn OverTitle(headline: String, celebrate: bool) -> impl IntoView {
    view! {
        <div class="over-head" class:celebrate=celebrate>
            {celebrate.then(|| view! {
                <span class="confetti" aria-hidden="true">
                    {(0..14).map(|i| view! { <i style=format!("--i:{i}")></i> }).collect_view()}
                </span>
            })}
            // The cup is drawn here, not an emoji: a system without an emoji font showed a box.
            <span class="trophy" aria-hidden="true">
                {if celebrate {
                    view! {
                        <svg class="trophy-cup" viewBox="0 0 24 24" fill="currentColor" focusable="false">
                            <path d="M7 2h10v2h4v3.5a4.5 4.5 0 0 1-4.6 4.5 5.5 5.5 0 0 1-3.4 3V18h3.5v3h-9v-3H11v-3a5.5 5.5 0 0 1-3.4-3A4.5 4.5 0 0 1 3 7.5V4h4V2zm-2 4v1.5A2.5 2.5 0 0 0 7 10V6H5zm12 0v4a2.5 2.5 0 0 0 2-2.5V6h-2z" />
                        </svg>
                    }
                    .into_any()
                } else {
                    "♠".into_any()
                }}
            </span>
            <h2 id="over-title">{headline}</h2>
        </div>
    }
}

/// Whether a person playing at this device is among `winners` (the ending is celebrated).
pub fn celebrated(ctl: Ctl, winners: &[crate::engine::Seat]) -> bool {
    ctl.play.session.with_untracked(|s| {
        s.as_ref()
            .is_some_and(|s| winners.iter().any(|&w| s.is_human(w)))
    })
}

/// A button of the ending: its test id, its label and what it does.
type Choice = (&'static str, Msg, fn(Ctl));

/// What to do next, under the final scores; the first is the main one.
const NEXT: [Choice; 4] = [
    ("rematch", Msg::TableRematch, Ctl::rematch),
    ("same-deal", Msg::TableSameDeal, Ctl::same_deal_again),
    ("over-watch", Msg::TableWatchReplay, Ctl::watch_current),
    ("back-to-hub", Msg::BackToHub, |c| {
        c.screens.show(Screen::Hub)
    }),
];

/// Keeping the game.
const KEEP: [Choice; 2] = [
    ("over-download", Msg::MenuDownload, Ctl::download_current),
    ("over-share", Msg::TableShare, Ctl::share_current),
];

/// The buttons under the final scores.
#[component]
pub fn OverActions() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    if use_context::<super::GuestFeed>().is_some() {
        // A guest's device: the host holds the game and starts the next.
        return view! {
            <p class="muted" data-testid="guest-over-next">
                {move || say(Msg::TableGuestNext)}
            </p>
            <div class="actions">
                <button type="button" class="btn" data-testid="guest-leave" on:click=move |_| crate::ui::model::browser::leave_table()>
                    {move || say(Msg::TableGuestLeave)}
                </button>
            </div>
        }
        .into_any();
    }
    let button = move |i: usize, (id, label, run): Choice, class: &'static str| {
        let class = if i == 0 && class == "btn" {
            "btn primary big"
        } else {
            class
        };
        view! { <button type="button" class=class data-testid=id on:click=move |_| run(ctl)>{move || say(label)}</button> }
    };
    view! {
        <div class="actions">
            {NEXT[..3].iter().enumerate().map(|(i, &b)| button(i, b, "btn")).collect_view()}
            <ReviewButton testid="over-review" />
            {NEXT[3..].iter().map(|&b| button(3, b, "btn")).collect_view()}
        </div>
        <div class="actions secondary">
            {KEEP.into_iter().enumerate().map(|(i, b)| button(i, b, "btn small")).collect_view()}
        </div>
    }
    .into_any()
}
