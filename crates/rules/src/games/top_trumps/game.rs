//! Top Trumps on the parlour's game interface. A "hand" is one turn (one comparison), so the
//! search bot judges a choice by the turn it starts.

use super::actions::{Action, ActionError};
use super::chance::Chance;
use super::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, TopTrumps, STATE_VERSION};
use super::view::View;
use crate::engine::{Game, GameInfo, Outcome, Seat, Teller, Viewpoint};

impl Game for TopTrumps {
    crate::game_types!(GameInfo::new("top-trumps", "TT", "Top Trumps")
        .players(MIN_PLAYERS, MAX_PLAYERS)
        .words("turn", "card", "cards")
        .every_turn_scores()
        // A turn won instead of lost swings three cards or more, and the search's estimates of
        // a turn vary widely (ties pile cards in the middle): one and a half cards.
        .clearly_worse(15, 10)
        .first_table(3)
        .text(
            "Pick the fact on your top card you think beats everyone else's: the best value takes the cards, and the last player holding any wins.",
            "docs/top-trumps.md",
        ));

    fn with_chance(options: &Options, seed: u64, chance: &Chance) -> Result<Self, String> {
        TopTrumps::start(options, seed, chance.dealer, chance.order_in(options)?)
    }
    fn game_options(&self) -> Options {
        self.options().clone()
    }
    fn game_seed(&self) -> u64 {
        self.seed()
    }
    fn players(&self) -> usize {
        self.players_usize()
    }
    fn to_act(&self) -> Option<Seat> {
        self.to_act_seat()
    }
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| out.push(a));
    }
    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        self.act(seat, action)
    }
    fn view(&self, viewpoint: Viewpoint) -> View {
        View::from(self, viewpoint)
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.phase() == Phase::GameOver).then(|| Outcome {
            winners: self.winners().to_vec(),
            scores: self.counts(),
        })
    }
    fn scores(&self) -> Vec<i32> {
        self.counts()
    }
    fn hand_number(&self) -> Option<usize> {
        Some(match self.phase() {
            Phase::GameOver => self.turns() as usize,
            Phase::Choose => self.turns() as usize + 1,
        })
    }
    fn hands_scored(&self) -> usize {
        self.turns() as usize
    }
    fn is_out(&self, seat: Seat) -> bool {
        TopTrumps::is_out(self, seat)
    }
    fn action_text(action: &Action) -> String {
        super::notation::text(action)
    }
    fn parse_action(text: &str) -> Result<Action, String> {
        super::notation::parse(text)
    }
    fn describe_action(view: &View, action: &Action) -> String {
        super::state::describe(&view.options, action)
    }
    fn describe_action_said(view: &View, action: &Action) -> trumps_words::Said {
        super::state::describe_said(&view.options, action)
    }
    fn caption(
        before: &Self,
        after: &Self,
        action: &Action,
        teller: &Teller,
    ) -> Vec<trumps_words::Said> {
        super::caption::caption(before, after, *action, teller)
    }
    fn sample(view: &View, seed: u64) -> Self {
        super::sample::sample(view, seed)
    }
    fn view_seat(view: &View) -> Option<Seat> {
        view.viewpoint.seat()
    }
}
