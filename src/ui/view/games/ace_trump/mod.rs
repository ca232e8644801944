//! Ace Trump's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands and the cards set aside never reach the page. [`UI`] is the
//! game's entry in the UI registry.

mod choices;
mod decktet_view;
mod status;
mod trump;

use crate::games::ace_trump::{AceTrump, View};
use leptos::prelude::*;

/// The game's name and its line on the hub (see [`crate::ui::view::games::UiGame::name`]).
const WORDS: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg) = (
    crate::ui::model::lang::Msg::GameAceTrumpName,
    crate::ui::model::lang::Msg::GameAceTrumpTagline,
);

/// The parts of the table a lesson's coach points at (see [`crate::ui::view::games::UiGame::coach`]).
const COACH_PARTS: &[(&str, &str)] = &[
    ("hand", "[data-testid=\"hand\"]"),
    ("trick", "[data-testid=\"trick\"]"),
    ("trump", "[data-testid=\"trump-display\"]"),
    ("status", "[data-testid=\"status\"]"),
    ("scores", ".players-side .players"),
];

super::game_table!(
    AceTrump, View,
    seat_shown: |v| v.seat(),
    {
        // The table: the decisions and the trick in the centre, the hand of the seat shown,
        // and the side with the trump, the players and the scores.
        super::decktet::parts::decktet_parts!(
            decisions: {
                <choices::Choices />
            },
            scored: |g: &AceTrump| {
                g.results()
                    .last()
                    .map(|r| decktet_view::scored_hand(r, g.options()))
            },
        );
    }
);
