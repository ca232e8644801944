//! The interface every game implements, modelled on OpenSpiel's state API: options and
//! construction (from a seed, or with chance given explicitly), who acts, the legal actions,
//! applying one (with a typed error for anything illegal), what one viewpoint may see, the
//! outcome with scores, a stable text for actions, replay captions, and what a search bot
//! needs (a cheap clone, and a full state sampled to agree with one seat's view).
//!
//! Everything above the games (records, the replay stepper, deal codes, the command line,
//! simulate, the app's session, saves and table shell) is written once over this interface,
//! through the registry ([`crate::registry`]).

use super::chance_record::ChanceRecord;
use super::clearly_worse::ClearlyWorse;
use super::options::GameOptions;
use super::seat_view::SeatView;
use super::{Seat, Teller, Viewpoint};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// What the parlour shows about a game and how it names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable identifier used in saves, records, links and the command line: `ace-trump`.
    pub id: &'static str,
    /// Two capital letters that start its shared-deal codes: `AT`.
    pub code: &'static str,
    pub name: &'static str,
    /// One line for the lobby.
    pub tagline: &'static str,
    /// Fewest and most players.
    pub players: (usize, usize),
    /// What one deal is called in this game: "round" or "hand".
    pub hand_word: &'static str,
    /// What the score counts, in the singular: "point", "card" (Top Trumps' cards held) or
    /// "chip shed" (What Trump?'s task chips met and put away).
    pub score_unit: &'static str,
    /// The same in the plural: "points", "chips shed".
    pub score_units: &'static str,
    /// Where the rules in the project's own words are: a Markdown file in the repository's
    /// `docs/` folder (`"docs/NAME.md"`). The web build renders it to a page of its own (the
    /// app's `build.rs`), which the rules panel fetches when it is opened, so no game carries
    /// its rules text in its code.
    pub rules: &'static str,
    /// How many seats a first game is set up with (0: four, or the nearest the game allows).
    pub first_table: usize,
    /// How much worse than Expert's best a choice must be judged for a review of the play to
    /// list it, in the game's unit ([`GameInfo::clearly_worse`]).
    pub clearly_worse: ClearlyWorse,
    /// For a game whose hand scores at most one of its unit a seat (What Trump?'s chip shed
    /// in a round), what that one is, as a chance is said of it: "shedding a chip". Hints and
    /// reviews then give a hand's gain as the chance of it, in whole percent
    /// ([`GameInfo::one_a_hand`]).
    pub one_a_hand: Option<&'static str>,
    /// Whether each scored hand ends with a summary the players read before play goes on.
    /// A game whose every turn scores (Top Trumps) shows the turn on the table instead.
    pub hand_summaries: bool,
}

impl GameInfo {
    /// A game's facts: its id, deal-code letters, name and fewest and most players; played
    /// in hands scored in points until said otherwise.
    pub const fn new(id: &'static str, code: &'static str, name: &'static str) -> GameInfo {
        GameInfo {
            id,
            code,
            name,
            tagline: "",
            players: (2, 2),
            hand_word: "hand",
            score_unit: "point",
            score_units: "points",
            rules: "",
            first_table: 0,
            clearly_worse: ClearlyWorse::DEFAULT,
            one_a_hand: None,
            hand_summaries: true,
        }
    }
    pub const fn players(self, fewest: usize, most: usize) -> GameInfo {
        GameInfo {
            players: (fewest, most),
            ..self
        }
    }
    /// What one deal is called and what the score counts, singular and plural (see the
    /// fields).
    pub const fn words(
        self,
        hand_word: &'static str,
        score_unit: &'static str,
        score_units: &'static str,
    ) -> GameInfo {
        GameInfo {
            hand_word,
            score_unit,
            score_units,
            ..self
        }
    }
    /// How many seats a first game is set up with: a game a newcomer is best shown at a
    /// smaller table.
    pub const fn first_table(self, seats: usize) -> GameInfo {
        GameInfo {
            first_table: seats,
            ..self
        }
    }
    /// The margin by which a review of the play calls a choice clearly worse than Expert's
    /// best: `tenths` of the game's score unit gained by the end of the hand, or `percent`
    /// points of the chance of winning the game (a decision judged beyond the hand). A game
    /// whose hands score more, or whose choices matter less, sets its own.
    pub const fn clearly_worse(self, tenths: u32, percent: u32) -> GameInfo {
        GameInfo {
            clearly_worse: ClearlyWorse { tenths, percent },
            ..self
        }
    }
    /// A hand scores at most one of the game's unit a seat, which is `what` ("shedding a
    /// chip"): the gain a hint expects by the end of the hand is the chance of it, and is
    /// shown so, in whole percent; the review's margin in tenths of the unit is then ten
    /// times as many percentage points of that chance.
    pub const fn one_a_hand(self, what: &'static str) -> GameInfo {
        GameInfo {
            one_a_hand: Some(what),
            ..self
        }
    }
    /// Every turn scores, shown on the table: no hand ends with a summary to read.
    pub const fn every_turn_scores(self) -> GameInfo {
        GameInfo {
            hand_summaries: false,
            ..self
        }
    }
    /// The seats a first game is set up with: [`GameInfo::first_table`], else four, within the
    /// game's range.
    pub fn first_players(&self) -> usize {
        let (lo, hi) = self.players;
        let seats = if self.first_table == 0 {
            4
        } else {
            self.first_table
        };
        seats.clamp(lo, hi)
    }
    /// The lobby's line and the file holding the rules ([`GameInfo::rules`]).
    pub const fn text(self, tagline: &'static str, rules: &'static str) -> GameInfo {
        GameInfo {
            tagline,
            rules,
            ..self
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Every seat that won (several for a shared win).
    pub winners: Vec<Seat>,
    /// The final score of each seat, higher is better (a team's seats share the team's).
    #[serde(default)]
    pub scores: Vec<i32>,
}

/// One legal action judged by a game's own model ([`Game::judged_by_the_game`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    pub action: A,
    /// The estimated chance of winning the game after it (0…1).
    pub chance: f64,
    /// The points expected by the end of the next hand.
    pub gain: f64,
}

pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    const INFO: GameInfo;
    /// Bumped whenever the serialised state changes shape; a save of another version is
    /// refused with a message instead of misread.
    const STATE_VERSION: u32;

    type Options: GameOptions;
    /// `Display` says what the action does ("plays R5"), for messages.
    type Action: Clone
        + Debug
        + std::fmt::Display
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;
    /// What one viewpoint may know. Bots and the UI for a seat see only this.
    /// Plain data that may cross threads (a search bot's worker, the UI's reactive state).
    type View: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + SeatView<Self::Action>;
    /// Chance given explicitly instead of drawn from the seed (hand-made deals); the default
    /// gives none.
    type Chance: Clone
        + Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + ChanceRecord<Self::Options>;
    type Error: std::error::Error + PartialEq;

    /// A new game with every chance drawn from `seed`; the error says why the options cannot
    /// be played.
    fn new(options: &Self::Options, seed: u64) -> Result<Self, String> {
        Self::with_chance(options, seed, &Self::Chance::default())
    }
    /// A new game with part of the chance given (checked: the error names what is wrong).
    fn with_chance(
        options: &Self::Options,
        seed: u64,
        chance: &Self::Chance,
    ) -> Result<Self, String>;

    fn game_options(&self) -> Self::Options;
    /// The seed the game's chance is drawn from.
    fn game_seed(&self) -> u64;
    /// Number of seats at the table.
    fn players(&self) -> usize;
    /// The seat that must act now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Every legal action of the seat to act (empty once the game is over).
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }
    /// The same actions written into `out` (cleared first): a search bot or a playout reuses
    /// one buffer instead of allocating at every decision.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);
    /// Applies `action` for `seat`, or explains why it is not allowed (the state is then unchanged).
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Error>;
    /// Why [`Game::apply`] refused an action, as said in the reader's language; by default
    /// the refusal's English as it is.
    fn refusal_said(error: &Self::Error) -> trumps_words::Said {
        trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", error.to_string())
    }
    /// Exactly what `viewpoint` may know.
    fn view(&self, viewpoint: Viewpoint) -> Self::View;
    /// What `seat` may know.
    fn view_of(&self, seat: Seat) -> Self::View {
        self.view(Viewpoint::Seat(seat))
    }
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's score so far, higher is better.
    fn scores(&self) -> Vec<i32>;
    /// The hand (round) in play, from 1; `None` before the first (a draft, say).
    fn hand_number(&self) -> Option<usize>;
    /// How many hands have been scored so far.
    fn hands_scored(&self) -> usize;
    /// Whether `seat` has dropped out of a game that goes on without it (Top Trumps: no cards
    /// left). By default nobody drops out.
    fn is_out(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }

    /// A short, stable text for an action (`play R5`, `bid 3`), read back by `parse_action`.
    fn action_text(action: &Self::Action) -> String;
    fn parse_action(text: &str) -> Result<Self::Action, String>;
    /// What `action` does, in words, with what `view` knows (a hint's choices): by default
    /// the action's own `Display`; a game whose actions need its options to be told (Top
    /// Trumps' attributes, named by the pack) says more.
    fn describe_action(view: &Self::View, action: &Self::Action) -> String {
        let _ = view;
        action.to_string()
    }
    /// What `action` does, as said in the reader's language (after a seat's name, in the
    /// third person): by default [`Game::describe_action`]'s English, as it is.
    fn describe_action_said(view: &Self::View, action: &Self::Action) -> trumps_words::Said {
        trumps_words::Said::new(trumps_words::Msg::SaidText)
            .text("text", Self::describe_action(view, action))
    }
    /// What `action` by the teller's seat (the step from `before` to `after`) was, said as
    /// sentences (put into words where they are read, one after another: see [`Teller`]) that
    /// give away nothing the teller's viewpoint may not know.
    fn caption(
        before: &Self,
        after: &Self,
        action: &Self::Action,
        teller: &Teller,
    ) -> Vec<trumps_words::Said>;

    /// A full state that agrees with everything `view` (a seat's) shows: the seat's own hand
    /// and secrets, public plays, known voids and anything revealed; the rest is drawn from
    /// `seed`. What a search bot thinks about instead of the true state it cannot see.
    fn sample(view: &Self::View, seed: u64) -> Self;
    /// Whether the game is played for the points of each hand (a game of exact bids, where
    /// every point is a bid made or missed): its own judgement ([`Game::judged_by_the_game`]) ranks by the points
    /// expected by the end of the hand rather than by the chance of winning the game, and the
    /// search rewards each seat by its own gain rather than by its lead over the others.
    const JUDGED_BY_POINTS: bool = false;
    /// The seat a view belongs to (`None` for an observer's or the all-seeing view).
    fn view_seat(view: &Self::View) -> Option<Seat>;
    /// What `seat` knows of this state that the other seats may not (What Trump?: its
    /// secret task), as a number: a search keeps a seat's choices apart for each of its
    /// secrets, so a seat is modelled as choosing by what it knows, not by an average over
    /// every secret it might hold. By default 0: nothing is kept apart.
    fn secret_key(&self, seat: Seat) -> u64 {
        let _ = seat;
        0
    }
    /// How well placed each seat is, higher is better, for a search whose playout stops at
    /// the end of a hand: by default the scores. A game whose score misses part of what a
    /// hand changed gives a fuller estimate (What Trump?: the chips each seat still has to
    /// clear, each counted by how hard it is).
    fn standing(&self) -> Vec<f64> {
        self.scores().into_iter().map(f64::from).collect()
    }
    /// A decision the game judges with its own model instead of the search: one whose effect
    /// reaches far past the hand a search plays out (a draft made once a game before any hand
    /// is dealt), or one a model judges better than a tree can (a bid, tried over many deals).
    /// The legal actions, best first; by default `None`: the search decides.
    fn judged_by_the_game(view: &Self::View) -> Option<Vec<Judged<Self::Action>>> {
        let _ = view;
        None
    }
}

/// A name for seat `s` from `names`, or "Player n".
pub fn seat_name(names: &[String], s: Seat) -> String {
    names
        .get(s.index())
        .cloned()
        .unwrap_or_else(|| format!("Player {}", s.index() + 1))
}

/// The head of a game's `impl Game`: its `INFO`, then its state version and five types under
/// the names a game module gives them (`STATE_VERSION`, `Options`, `Action`, `View`, `Chance`
/// and `ActionError` in scope).
#[macro_export]
macro_rules! game_types {
    ($info:expr) => {
        const INFO: $crate::engine::GameInfo = $info;
        const STATE_VERSION: u32 = STATE_VERSION;

        type Options = Options;
        type Action = Action;
        type View = View;
        type Chance = Chance;
        type Error = ActionError;

        fn refusal_said(error: &ActionError) -> trumps_words::Said {
            error.said()
        }
    };
}
