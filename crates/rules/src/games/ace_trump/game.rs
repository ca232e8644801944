//! Ace Trump on the parlour's interfaces: its facts for the hub, and the match of trick-taking
//! hands it is (the game interface and the parlour's part written once, in
//! [`trick_match_game!`](crate::trick_match_game)).

use super::actions::{Action, ActionError};
use super::chance::Chance;
use super::options::Options;
use super::state::{AceTrump, Phase, STATE_VERSION};
use super::view::View;
use crate::engine::GameInfo;
use crate::mechanics::toggles::Toggled;

const INFO: GameInfo = GameInfo::new("ace-trump", "AT", "Ace Trump")
    .players(Options::SEATS.0, Options::SEATS.1)
    // A point is a trick: a choice expected to lose half a trick by the end of the hand.
    .clearly_worse(5, 10)
    .text(
        "A Decktet trick-taker where every Ace played changes trump. Follow any suit on the led card.",
        "docs/ace-trump.md",
    );

crate::trick_match_game!(AceTrump, info: INFO, lesson: lesson);
