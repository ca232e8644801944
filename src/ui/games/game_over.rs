//! What every game's ending shares: the headline (the winner celebrated when a person at this
//! device won, quietly with reduced motion) and what to do next: play again with the same
//! seats, the same deal again, watch the replay, back to the lobby, download or share.

use crate::ui::ctl::{Ctl, Screen};
use leptos::prelude::*;

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
            <span class="trophy" aria-hidden="true">{if celebrate { "🏆" } else { "♠" }}</span>
            <h2 id="over-title">{headline}</h2>
        </div>
    }
}

/// Whether a person playing at this device is among `winners` (the ending is celebrated).
pub fn celebrated(ctl: Ctl, winners: &[crate::engine::Seat]) -> bool {
    ctl.session.with_untracked(|s| {
        s.as_ref()
            .is_some_and(|s| winners.iter().any(|&w| s.is_human(w)))
    })
}

/// A button of the ending: its test id, its label and what it does.
type Choice = (&'static str, &'static str, fn(Ctl));

/// What to do next, under the final scores; the first is the main one.
const NEXT: [Choice; 4] = [
    ("rematch", "Play again with the same seats", Ctl::rematch),
    ("same-deal", "Same deal again", Ctl::same_deal_again),
    ("over-watch", "Watch the replay", Ctl::watch_current),
    ("back-to-hub", "Back to the lobby", |c| c.show(Screen::Hub)),
];

/// Keeping the game.
const KEEP: [Choice; 2] = [
    (
        "over-download",
        "Download the record",
        Ctl::download_current,
    ),
    ("over-share", "Share this deal", Ctl::share_current),
];

/// The buttons under the final scores.
#[component]
pub fn OverActions() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let button = move |i: usize, (id, label, run): Choice, class: &'static str| {
        let class = if i == 0 && class == "btn" {
            "btn primary big"
        } else {
            class
        };
        view! { <button type="button" class=class data-testid=id on:click=move |_| run(ctl)>{label}</button> }
    };
    view! {
        <div class="actions">{NEXT.into_iter().enumerate().map(|(i, b)| button(i, b, "btn")).collect_view()}</div>
        <div class="actions secondary">
            {KEEP.into_iter().enumerate().map(|(i, b)| button(i, b, "btn small")).collect_view()}
        </div>
    }
}

impl Ctl {
    /// The same deal again: the current game's game, options, seats and seed (the same cards),
    /// as a new game.
    pub fn same_deal_again(self) {
        let same = self.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                (
                    s.entry(),
                    s.game().options_json(),
                    s.saved.seats.clone(),
                    s.deal_code().seed,
                )
            })
        });
        let Some((entry, options, seats, seed)) = same else {
            return;
        };
        let id = crate::ui::ctl::fresh_id();
        self.start_session(entry, &options, seats, seed, id, "The same deal");
    }
}
