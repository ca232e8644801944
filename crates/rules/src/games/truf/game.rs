//! Truf on the parlour's interfaces: its facts for the hub, and the match of trick-taking
//! hands it is (the game interface and the parlour's part written once, in
//! [`trick_match_game!`](crate::trick_match_game)).

use super::actions::{Action, ActionError};
use super::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, Truf, STATE_VERSION};
use super::view::View;
use super::Chance;
use crate::engine::GameInfo;

const INFO: GameInfo = GameInfo::new("truf", "TF", "Truf")
    .players(MIN_PLAYERS, MAX_PLAYERS)
    // A missed bid costs 1 or 2 points a trick: a whole point expected lost is clearly worse.
    .clearly_worse(10, 10)
    .text(
        "The Indonesian exact-bid game: everyone bids at once by showing cards, the best bid names trump, and each must take exactly the tricks bid.",
        "docs/truf.md",
    );

/// Expert's bid: judged over many deals ([`super::bidding`]), not searched.
fn judged(view: &View) -> Option<Vec<crate::engine::Judged<Action>>> {
    super::bidding::judged_steps(view, super::bidding::EXPERT_DEALS)
}

crate::trick_match_game!(Truf, info: INFO, lesson: lesson, judged: judged);
