//! A match of trick-taking hands on the parlour's interfaces, written once: the game's
//! [`Game`](crate::engine::Game) and [`Parlour`](crate::engine::Parlour) from what every such
//! match has (its options, seeded RNG, phases ending in `GameOver`, the hand in play, the
//! results of the hands played, its winners and totals).
//!
//! [`trick_match_game!`](crate::trick_match_game) expects, where it is called (a game's
//! `game.rs`):
//! - in scope: `Options`, `Action`, `View`, `Chance`, `ActionError`, `Phase` (declared by
//!   [`trick_phases!`](crate::trick_phases), named by [`unit_name`](crate::engine::unit_name))
//!   and `STATE_VERSION`;
//! - sibling modules `notation` (`text`, `parse`), `caption` (`caption`), `sample`
//!   (`sample`) and `report` (`Report`);
//! - on the state: `options()`, `players_usize()`, `to_act_seat()`, `each_legal(f)`,
//!   `act(seat, action)` (from [`trick_match_state!`](crate::trick_match_state)), `phase()`,
//!   `winners()`, `hand().number`, `results()`, a `View::from(state, viewpoint)`, and the
//!   state's
//!   [`TrickMatch`](crate::mechanics::match_state::TrickMatch) (`open` starts it, `totals`
//!   reads its terms);
//! - on the options: their [`DeckOptions`](crate::mechanics::deal::DeckOptions) (the deck)
//!   and [`MatchTerms`](crate::mechanics::match_state::MatchTerms) (partners, length);
//! - a `Chance::from_record(value, players, &deck)` and `chance.to_record()`;
//! - with `lesson: <module>` (`trick_match_game!(Whist, info: INFO, lesson: lesson)`), a
//!   sibling module of that name with the game's lesson file (`LESSON`), the moments of its
//!   rules it tells (`EVENTS`) and `events(before, seat, action, after)` (see
//!   [`Parlour::rule_events`](crate::engine::Parlour::rule_events));
//! - with `judged: <function>`, a `fn(&View) -> Option<Vec<Judged<Action>>>` that judges some
//!   decisions of the hand (ranked by the points expected by its end) with the game's own model ([`Game::judged_by_the_game`](crate::engine::Game::judged_by_the_game)).

/// Implements `Game` and `Parlour` for a trick-taking match, and `ChanceRecord` for its
/// given deal (see the module's text for what
/// it expects in scope), started by its
/// [`TrickMatch::open`](crate::mechanics::match_state::TrickMatch::open).
#[macro_export]
macro_rules! trick_match_game {
    ($game:ident, info: $info:expr $(, lesson: $lesson:ident)? $(, judged: $judged:path)? $(,)?) => {
        impl $crate::engine::Game for $game {
            $crate::game_types!($info);

            fn with_chance(options: &Options, seed: u64, chance: &Chance) -> Result<Self, String> {
                <$game as $crate::mechanics::match_state::TrickMatch>::open(options, seed, chance)
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
            fn to_act(&self) -> Option<$crate::engine::Seat> {
                self.to_act_seat()
            }
            fn legal_actions_into(&self, out: &mut Vec<Action>) {
                out.clear();
                self.each_legal(|a| out.push(a));
            }
            fn apply(
                &mut self,
                seat: $crate::engine::Seat,
                action: Action,
            ) -> Result<(), ActionError> {
                self.act(seat, action)
            }
            fn view(&self, viewpoint: $crate::engine::Viewpoint) -> View {
                View::from(self, viewpoint)
            }
            fn outcome(&self) -> Option<$crate::engine::Outcome> {
                (self.phase() == Phase::GameOver).then(|| $crate::engine::Outcome {
                    winners: self.winners().to_vec(),
                    scores: $crate::mechanics::match_state::TrickMatch::totals(self),
                })
            }
            fn scores(&self) -> Vec<i32> {
                $crate::mechanics::match_state::TrickMatch::totals(self)
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
            fn describe_action_said(_view: &View, action: &Action) -> trumps_words::Said {
                action.said()
            }
            fn caption(
                before: &Self,
                after: &Self,
                action: &Action,
                teller: &$crate::engine::Teller,
            ) -> Vec<trumps_words::Said> {
                super::caption::caption(before, after, *action, teller)
            }
            fn sample(view: &View, seed: u64) -> Self {
                super::sample::sample(view, seed)
            }
            fn view_seat(view: &View) -> Option<$crate::engine::Seat> {
                view.viewpoint.seat()
            }
            $(
                const JUDGED_BY_POINTS: bool = true;
                fn judged_by_the_game(
                    view: &View,
                ) -> Option<Vec<$crate::engine::Judged<Action>>> {
                    $judged(view)
                }
            )?
        }

        impl $crate::engine::ChanceRecord<Options> for Chance {
            fn to_record(&self) -> serde_json::Value {
                // The given deal's own writer (`GivenDeal::to_record`), not this trait's.
                $crate::mechanics::given_deal::GivenDeal::to_record(self)
            }
            fn from_record(
                v: &serde_json::Value,
                options: &Options,
            ) -> Result<Chance, $crate::engine::RecordError> {
                Chance::from_record(
                    v,
                    $crate::engine::GameOptions::players(options),
                    &$crate::mechanics::deal::DeckOptions::deck(options),
                )
            }
        }

        impl $crate::engine::Parlour for $game {
            type Report = super::report::Report;
            fn phase_name(&self) -> &'static str {
                $crate::engine::unit_name(&self.phase())
            }
            fn progress(&self) -> String {
                self.progress_said().en()
            }
            fn progress_said(&self) -> trumps_words::Said {
                use trumps_words::{Msg, Said};
                match self.phase() {
                    Phase::GameOver => Said::new(Msg::ProgressMatchOver),
                    _ => $crate::engine::Parlour::hand_progress_said(self, self.hand().number),
                }
            }
            fn just_shown(&self) -> bool {
                $crate::mechanics::match_state::TrickMatch::just_shown(self)
            }
            $(
                const LESSON: &'static str = super::$lesson::LESSON;
                const RULE_EVENTS: &'static [$crate::engine::RuleEvent] = super::$lesson::EVENTS;
                fn rule_events(
                    before: &Self,
                    seat: $crate::engine::Seat,
                    action: &Action,
                    after: &Self,
                ) -> Vec<&'static str> {
                    super::$lesson::events(before, seat, *action, after)
                }
            )?
        }
    };
}
