//! A game of any kind behind one object-safe interface, for the code written once above the
//! games (records, the replay stepper, the command line, the app's session). Actions cross
//! it as JSON (as records store them) or as their short text; a game's own table components
//! get the typed game back with [`AnyGame::as_any`].

use super::any_report::{AnyReport, Reporting};
use super::entry::{Entry, Listing};
use super::listed::{Listed, Parlour, ReplayReport};
use crate::engine::{Game, GameInfo, Outcome, Seat, Teller, Viewpoint};
use serde_json::Value;
use std::any::Any;
use std::fmt;

/// Why an action given as JSON or text was not applied (the game is unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionProblem {
    /// Not an action of this game at all.
    Malformed(String),
    /// An action of this game that the rules do not allow now.
    Illegal(String),
}

impl fmt::Display for ActionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionProblem::Malformed(m) | ActionProblem::Illegal(m) => f.write_str(m),
        }
    }
}

pub trait AnyGame: fmt::Debug + Send + Sync {
    fn info(&self) -> &'static GameInfo;
    fn state_version(&self) -> u32;
    fn players(&self) -> usize;
    fn seed(&self) -> u64;
    fn options_json(&self) -> Value;
    fn to_act(&self) -> Option<Seat>;
    fn legal_json(&self) -> Vec<Value>;
    fn legal_text(&self) -> Vec<String>;
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<(), ActionProblem>;
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<(), ActionProblem>;
    /// The short text of an action given as JSON.
    fn action_text(&self, action: &Value) -> Result<String, String>;
    /// What an action given as JSON does, in words ("plays R5").
    fn action_words(&self, action: &Value) -> String;
    /// What an action given as JSON does, as said in the reader's language (after a seat's
    /// name: "plays R5"); see [`Game::describe_action_said`].
    fn action_said(&self, action: &Value) -> trumps_words::Said;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Vec<i32>;
    fn hand_number(&self) -> Option<usize>;
    fn hands_scored(&self) -> usize;
    /// See [`Game::is_out`].
    fn is_out(&self, seat: Seat) -> bool;
    /// See [`Game::caption`]: `self` is the state after the action. The sentences are said
    /// with seats in the third person: the page puts them into the reader's language (a seat
    /// named "You" reads in the second person there).
    fn caption(
        &self,
        before: &dyn AnyGame,
        seat: Seat,
        action: &Value,
        viewpoint: Viewpoint,
        names: &[String],
    ) -> Vec<trumps_words::Said>;
    /// [`AnyGame::caption`] in English, a seat named "You" in the second person (the command
    /// line, the tests).
    fn caption_en(
        &self,
        before: &dyn AnyGame,
        seat: Seat,
        action: &Value,
        viewpoint: Viewpoint,
        names: &[String],
    ) -> String {
        let said = self.caption(before, seat, action, viewpoint, names);
        crate::engine::person_words::agree(&crate::engine::teller::in_english(&said))
    }
    /// The moments of the rules (ids of [`crate::engine::Parlour::RULE_EVENTS`]) that `seat`
    /// doing `action` (as JSON) made happen: `self` is the state after it, `before` the state
    /// before. None for an action or a state of another game.
    fn rule_events(&self, before: &dyn AnyGame, seat: Seat, action: &Value) -> Vec<&'static str>;
    /// What `seat` may know, as JSON (what a bot in that seat is given).
    fn view_json(&self, seat: Seat) -> Value;
    /// What an observer (a spectator) may know, as JSON: the public table.
    fn observer_json(&self) -> Value;
    /// The whole state as JSON (for saves; read back by the registry entry).
    fn state_json(&self) -> Value;
    fn same_state(&self, other: &dyn AnyGame) -> bool;
    /// The game's replay report, to be built from this state on (see [`ReplayReport`]).
    fn start_report(&self) -> Box<dyn AnyReport>;
    fn phase_name(&self) -> &'static str;
    /// Where the game stands, for people ("Round 3").
    fn progress(&self) -> String;
    /// [`AnyGame::progress`] as said in the reader's language.
    fn progress_said(&self) -> trumps_words::Said;
    /// See [`Parlour::hand_progress_said`].
    fn hand_progress_said(&self, number: usize) -> trumps_words::Said;
    /// [`AnyGame::apply_json`], with why the action is refused as said in the reader's
    /// language (an action that is not one of this game's at all: in English).
    fn apply_json_said(&mut self, seat: Seat, action: &Value) -> Result<(), trumps_words::Said>;
    /// See [`Parlour::just_shown`].
    fn just_shown(&self) -> bool;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// The game's entry in the registry, with its rules (the game is here, so they are).
    fn entry(&self) -> &'static dyn Entry;
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// The typed game behind `game`, if it is a `G`.
pub fn downcast<G: Game>(game: &dyn AnyGame) -> Option<&G> {
    game.as_any().downcast_ref::<G>()
}

/// The typed game behind `game`, if it is a `G`, to change: a typed action applied to it
/// goes to the engine without JSON.
pub fn downcast_mut<G: Game>(game: &mut dyn AnyGame) -> Option<&mut G> {
    game.as_any_mut().downcast_mut::<G>()
}

/// Reads an action of `G` from JSON, as a record holds it.
pub fn action_from_json<G: Game>(v: &Value) -> Result<G::Action, String> {
    super::read_action::read_action::<G>(v).map_err(|e| e.to_string())
}

pub fn action_to_json<G: Game>(action: &G::Action) -> Value {
    // Plain data with string keys: serialising cannot fail.
    serde_json::to_value(action).unwrap_or(Value::Null)
}

impl<G: Listed> AnyGame for G {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }
    fn state_version(&self) -> u32 {
        G::STATE_VERSION
    }
    fn players(&self) -> usize {
        Game::players(self)
    }
    fn seed(&self) -> u64 {
        self.game_seed()
    }
    fn options_json(&self) -> Value {
        serde_json::to_value(self.game_options()).unwrap_or(Value::Null)
    }
    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }
    fn legal_json(&self) -> Vec<Value> {
        self.legal_actions()
            .iter()
            .map(action_to_json::<G>)
            .collect()
    }
    fn legal_text(&self) -> Vec<String> {
        self.legal_actions().iter().map(G::action_text).collect()
    }
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<(), ActionProblem> {
        let a = action_from_json::<G>(action).map_err(ActionProblem::Malformed)?;
        self.apply(seat, a)
            .map_err(|e| ActionProblem::Illegal(e.to_string()))
    }
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<(), ActionProblem> {
        let a = G::parse_action(text).map_err(ActionProblem::Malformed)?;
        self.apply(seat, a)
            .map_err(|e| ActionProblem::Illegal(e.to_string()))
    }
    fn action_text(&self, action: &Value) -> Result<String, String> {
        action_from_json::<G>(action).map(|a| G::action_text(&a))
    }
    fn action_words(&self, action: &Value) -> String {
        action_from_json::<G>(action)
            .map(|a| G::describe_action(&self.view(Viewpoint::Observer), &a))
            .unwrap_or_else(|_| action.to_string())
    }
    fn action_said(&self, action: &Value) -> trumps_words::Said {
        match action_from_json::<G>(action) {
            Ok(a) => G::describe_action_said(&self.view(Viewpoint::Observer), &a),
            Err(_) => trumps_words::Said::new(trumps_words::Msg::SaidText)
                .text("text", action.to_string()),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn scores(&self) -> Vec<i32> {
        Game::scores(self)
    }
    fn hand_number(&self) -> Option<usize> {
        Game::hand_number(self)
    }
    fn hands_scored(&self) -> usize {
        Game::hands_scored(self)
    }
    fn is_out(&self, seat: Seat) -> bool {
        Game::is_out(self, seat)
    }
    fn caption(
        &self,
        before: &dyn AnyGame,
        seat: Seat,
        action: &Value,
        viewpoint: Viewpoint,
        names: &[String],
    ) -> Vec<trumps_words::Said> {
        match (downcast::<G>(before), action_from_json::<G>(action)) {
            (Some(before), Ok(a)) => {
                let teller = Teller {
                    seat,
                    viewpoint,
                    names,
                };
                G::caption(before, self, &a, &teller)
            }
            _ => Vec::new(),
        }
    }
    fn rule_events(&self, before: &dyn AnyGame, seat: Seat, action: &Value) -> Vec<&'static str> {
        match (downcast::<G>(before), action_from_json::<G>(action)) {
            (Some(before), Ok(a)) => G::rule_events(before, seat, &a, self),
            _ => Vec::new(),
        }
    }
    fn view_json(&self, seat: Seat) -> Value {
        serde_json::to_value(self.view_of(seat)).unwrap_or(Value::Null)
    }
    fn observer_json(&self) -> Value {
        serde_json::to_value(self.view(Viewpoint::Observer)).unwrap_or(Value::Null)
    }
    fn state_json(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
    fn same_state(&self, other: &dyn AnyGame) -> bool {
        downcast::<G>(other).is_some_and(|o| o == self)
    }
    fn start_report(&self) -> Box<dyn AnyReport> {
        Box::new(Reporting::<G>(G::Report::start(self)))
    }
    fn phase_name(&self) -> &'static str {
        Parlour::phase_name(self)
    }
    fn progress(&self) -> String {
        Parlour::progress(self)
    }
    fn progress_said(&self) -> trumps_words::Said {
        Parlour::progress_said(self)
    }
    fn hand_progress_said(&self, number: usize) -> trumps_words::Said {
        Parlour::hand_progress_said(self, number)
    }
    fn apply_json_said(&mut self, seat: Seat, action: &Value) -> Result<(), trumps_words::Said> {
        use trumps_words::{Msg, Said};
        let a =
            action_from_json::<G>(action).map_err(|m| Said::new(Msg::SaidText).text("text", m))?;
        self.apply(seat, a).map_err(|e| G::refusal_said(&e))
    }
    fn just_shown(&self) -> bool {
        Parlour::just_shown(self)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn entry(&self) -> &'static dyn Entry {
        &Listing::<G>::NEW
    }
}
