//! Ransom Trump on the parlour's interfaces: its facts for the hub, and the match of trick-taking
//! hands it is (the game interface and the parlour's part written once, in
//! [`trick_match_game!`](crate::trick_match_game)).

use super::actions::{Action, ActionError};
use super::options::Options;
use super::state::{Phase, RansomTrump, STATE_VERSION};
use super::view::View;
use super::Chance;
use crate::engine::GameInfo;
use crate::mechanics::toggles::Toggled;

const INFO: GameInfo = GameInfo::new("ransom-trump", "RT", "Ransom Trump")
    .players(Options::SEATS.0, Options::SEATS.1)
    // A point is a trick: a choice expected to lose half a trick by the end of the hand.
    .clearly_worse(5, 10)
    .text(
        "A Decktet trick-taker where trump is bought: everyone puts down a secret ransom, and the highest card left alone names trump.",
        "docs/ransom-trump.md",
    );

crate::trick_match_game!(RansomTrump, info: INFO, lesson: lesson);
