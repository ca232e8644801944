//! *Review my play* (issue 29): Expert's opinion of each decision one seat made in a game's
//! record, written once for every game over the registry's interface.
//!
//! The page holds the record and never runs a bot; the bot worker runs Expert. So a review
//! goes in three steps:
//!
//! 1. [`decisions()`] (on the page): the seat's unforced decisions, each with the seat's own
//!    view at that moment (exactly what the game's `view(seat)` gives, as a hint reads it:
//!    never the full state or another seat's secrets), the action chosen and a seed drawn
//!    from the record, so the same record is reviewed the same on any machine.
//! 2. [`ReviewDecision::request`] (on the page): the question for the bot worker, an ordinary
//!    hint ([`crate::bots::request::BotRequest`] with `hint`) with a fixed number of
//!    iterations and no time limit. The worker answers it as it answers every hint; the
//!    protocol is unchanged.
//! 3. [`judge_answer`] or [`judge()`] (on the page, a pure function of the answer): Expert's
//!    best choice, the choice made as Expert judged it, how much better the best is in the
//!    game's unit, and whether that is clearly worse
//!    ([`crate::engine::GameInfo::clearly_worse`]); [`judgement_words`] says it in a sentence.
//!
//! [`review_here`] does steps 2 and 3 in the calling thread, for the command line, the tests
//! and the speed figure; the page does not call it (it would carry the bots).
//!
//! - [`mod@decisions`]: the decisions to review, and their questions for the worker
//! - [`mod@judge`]: a decision judged from Expert's hint
//! - [`words`]: a judgement in a sentence
//! - [`ask`]: a whole review in this thread

pub mod ask;
pub mod decisions;
pub mod judge;
pub mod words;

pub use ask::{judge_here, review_here};
pub use decisions::{decisions, review_budget, review_seed, ReviewDecision, REVIEW_ITERATIONS};
pub use judge::{judge, judge_answer, Judgement, Verdict};
pub use words::{judgement_said, search_said};
