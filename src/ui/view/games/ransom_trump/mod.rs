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

use crate::games::ransom_trump::{RansomTrump, View};
use leptos::prelude::*;

/// The game's name and its line on the hub (see [`crate::ui::view::games::UiGame::name`]).
const WORDS: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg) = (
    crate::ui::model::lang::Msg::GameRansomTrumpName,
    crate::ui::model::lang::Msg::GameRansomTrumpTagline,
);

/// The parts of the table a lesson's coach points at (see [`crate::ui::view::games::UiGame::coach`]).
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
        // The table: the decisions and the trick in the centre, the hand of the seat shown,
        // and the side with the trump, the players and the scores.
        super::decktet::parts::decktet_parts!(
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
