//! Truf on the parlour's game interface.

use super::actions::{Action, ActionError};
use super::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, Truf, STATE_VERSION};
use super::view::View;
use super::Chance;
use crate::engine::{Game, GameInfo, Outcome, Seat, Viewpoint};

impl Game for Truf {
    const INFO: GameInfo = GameInfo {
        id: "truf",
        code: "TF",
        name: "Truf",
        tagline: "The Indonesian exact-bid game: everyone bids at once by showing cards, the best bid names trump, and each must take exactly the tricks bid.",
        players: (MIN_PLAYERS, MAX_PLAYERS),
        hand_word: "hand",
        score_unit: "point",
        rules: include_str!("../../../../../docs/truf.md"),
    };
    const STATE_VERSION: u32 = STATE_VERSION;

    type Options = Options;
    type Action = Action;
    type View = View;
    type Chance = Chance;
    type Error = ActionError;

    fn with_chance(options: &Options, seed: u64, chance: &Chance) -> Result<Self, String> {
        Truf::start(options, seed, chance.first_dealer, chance.decks.clone())
    }
    fn game_options(&self) -> Options {
        *self.options()
    }
    fn game_seed(&self) -> u64 {
        self.rng.seed()
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
            scores: self.points().to_vec(),
        })
    }
    fn scores(&self) -> Vec<i32> {
        self.points().to_vec()
    }
    fn hand_number(&self) -> Option<usize> {
        Some(self.hand().number)
    }
    fn hands_scored(&self) -> usize {
        self.results().len()
    }
    fn action_text(action: &Action) -> String {
        super::notation::text(action)
    }
    fn parse_action(text: &str) -> Result<Action, String> {
        super::notation::parse(text)
    }
    fn caption(
        before: &Self,
        after: &Self,
        seat: Seat,
        action: &Action,
        viewpoint: Viewpoint,
        names: &[String],
    ) -> String {
        super::caption::caption(before, after, seat, *action, viewpoint, names)
    }
    fn sample(view: &View, seed: u64) -> Self {
        super::sample::sample(view, seed)
    }
    fn view_seat(view: &View) -> Option<Seat> {
        view.viewpoint.seat()
    }
}
