//! What every game's ending shares: the headline (the winner celebrated when a person at this
//! device won, quietly with reduced motion) and what to do next: play again with the same
//! seats, the same deal again, watch the replay, back to the lobby, download or share.

use crate::ui::ctl::{Ctl, Screen};
use crate::ui::session::Session;
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

/// The buttons under the final scores.
#[component]
pub fn OverActions() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <div class="actions">
            <button type="button" class="btn primary big" data-testid="rematch" on:click=move |_| ctl.rematch()>
                "Play again with the same seats"
            </button>
            <button type="button" class="btn" data-testid="same-deal" on:click=move |_| ctl.same_deal_again()>
                "Same deal again"
            </button>
            <button type="button" class="btn" data-testid="over-watch" on:click=move |_| ctl.watch_current()>
                "Watch the replay"
            </button>
            <button type="button" class="btn" data-testid="back-to-hub" on:click=move |_| ctl.show(Screen::Hub)>
                "Back to the lobby"
            </button>
        </div>
        <div class="actions secondary">
            <button type="button" class="btn small" data-testid="over-download" on:click=move |_| ctl.download_current()>
                "Download the record"
            </button>
            <button type="button" class="btn small" data-testid="over-share" on:click=move |_| ctl.share_current()>
                "Share this deal"
            </button>
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
        match Session::start(entry, &options, seats, seed, crate::ui::ctl::fresh_id()) {
            Ok(s) => {
                self.session.set(Some(s));
                self.after_new_game();
            }
            Err(why) => self
                .notice
                .set(Some(format!("The deal could not be started again: {why}."))),
        }
    }
}
