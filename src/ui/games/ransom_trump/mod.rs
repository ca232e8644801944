//! Ransom Trump's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands, ransoms still face down and the cards set aside never reach
//! the page. The hand, the trick, the log, the players and the summaries are the Decktet
//! tables' shared parts; the ransoms, the trump choice and the trump panel are this game's.
//! [`UI`] is the game's entry in the UI registry.

mod choices;
mod decktet_view;
mod ransoms;
mod status;
mod trump;

use crate::games::ransom_trump::{Phase, RansomTrump, View};
use crate::ui::games::trick_head::trick_just_taken;
use leptos::prelude::*;

/// The parts of the table a lesson's coach points at (see [`crate::ui::games::UiGame::coach`]).
const COACH_PARTS: &[(&str, &str)] = &[
    ("hand", "[data-testid=\"hand\"]"),
    ("trick", "[data-testid=\"trick\"]"),
    ("trump", "[data-testid=\"trump-display\"]"),
    ("status", "[data-testid=\"status\"]"),
    ("ransoms", "[data-testid=\"ransoms\"]"),
    ("scores", ".players-side .players"),
];

super::game_table!(
    RansomTrump, View,
    seat_shown: |v| v.seat(),
    {
        /// A trick just taken, or the ransoms just shown: both stay on the table a while before
        /// the next bot acts.
        fn just_completed(&self) -> bool {
            let h = self.hand();
            let playing = self.phase() == Phase::Play;
            let trick_taken = trick_just_taken(playing, h.trick.plays.is_empty(), h.tricks.len());
            // Right after the last ransom: the owner of a two-suit winner is to choose, or a lone
            // Ace or Crown (or none) set trump and nothing has been bid or played yet.
            let just_shown = h.reveal.as_ref().is_some_and(|r| {
                self.phase() == Phase::ChooseTrump
                    || (r.suits_on_offer().len() <= 1
                        && h.tricks.is_empty()
                        && h.trick.plays.is_empty()
                        && h.bids.iter().all(Option::is_none))
            });
            trick_taken || just_shown
        }
        // The table: the decisions and the trick in the centre, the hand of the seat shown,
        // and the side with the trump, the players and the scores.
        super::decktet::decktet_parts!(
            decisions: {
                <ransoms::Ransoms />
                <choices::Choices />
            },
            scored: |g: &RansomTrump| {
                g.results().last().map(decktet_view::scored_hand)
            },
        );
    }
);
