//! Ransom Trump on the parlour's interfaces: its facts for the hub, and the match of trick-taking
//! hands it is (the game interface and the parlour's part written once, in
//! [`trick_match_game!`](crate::trick_match_game)).

use super::actions::{Action, ActionError};
use super::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, RansomTrump, STATE_VERSION};
use super::view::View;
use super::Chance;
use crate::engine::GameInfo;

const INFO: GameInfo = GameInfo::new("ransom-trump", "RT", "Ransom Trump")
    .players(MIN_PLAYERS, MAX_PLAYERS)
    .text(
        "A Decktet trick-taker where trump is bought: everyone puts down a secret ransom, and the highest card left alone names trump.",
        include_str!("../../../../../docs/ransom-trump.md"),
    );

crate::trick_match_game!(RansomTrump, info: INFO);
