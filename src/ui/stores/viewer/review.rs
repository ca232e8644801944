//! *Review my play* (issue 29), the controller's part: the decisions of one person in the
//! record open in the replay viewer, each asked of the bot worker in turn as an ordinary hint
//! (their own view at that moment, a fixed number of search iterations, a seed drawn from the
//! decision), and judged on the page from the answer ([`crate::review`]). One question at a
//! time; *Cancel* stops asking and keeps what was judged so far. The page runs no bot: it
//! never calls `review::ask`.
//!
//! A review starts from the viewer (a finished record seen from a person's seat, or one's own
//! game so far), from a hand's summary (that hand) or from the game's end (the whole game):
//! the last two open the viewer from the person's seat first.

use super::Viewer;
use crate::engine::{Seat, Viewpoint};
use crate::records::Stepper;
use crate::registry::Entry;
use crate::review::{decisions, judge_answer, Judgement, ReviewDecision, REVIEW_ITERATIONS};
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::model::replay::ReplayState;
use crate::ui::model::seats::SeatConfig;
use leptos::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where a review is.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewStatus {
    /// Asking Expert about the decisions in turn.
    Running,
    /// Every decision judged.
    Done,
    /// Stopped by the player: what was judged before is kept.
    Cancelled,
    /// A decision could not be judged (the words say why): what was judged before is kept.
    Failed(String),
}

/// A review of one seat's decisions in the record open in the viewer.
#[derive(Clone)]
pub struct Review {
    /// Which review this is: an answer for an older one is not this one's.
    run: u64,
    pub seat: Seat,
    /// The seat's name in the record ("You" reads in the second person).
    pub name: String,
    pub entry: &'static dyn Entry,
    /// The hand (its number) the review covers, or `None` for every hand in the record.
    pub hand: Option<usize>,
    /// The decisions asked about, in order, and where each was ("Round 2").
    pub decisions: Vec<ReviewDecision>,
    pub moments: Vec<String>,
    /// The judgements of the first decisions, in order.
    pub judged: Vec<Judgement>,
    /// The search iterations each decision gets.
    pub iterations: u32,
    pub status: ReviewStatus,
    /// The question with the bot worker now.
    question: Option<u64>,
    started_ms: f64,
    /// How long the whole review took, once done.
    pub elapsed_ms: Option<f64>,
}

impl Review {
    pub fn running(&self) -> bool {
        self.status == ReviewStatus::Running
    }
}

/// Counts reviews.
static RUNS: AtomicU64 = AtomicU64::new(1);

/// The iterations a review gives each decision: [`REVIEW_ITERATIONS`], or fewer when the page's
/// address asks for it (`?review-iterations=300`, for tests).
pub fn review_iterations() -> u32 {
    browser::query_param("review-iterations")
        .and_then(|n| n.parse::<u32>().ok())
        .filter(|&n| n > 0)
        .map_or(REVIEW_ITERATIONS, |n| n.min(REVIEW_ITERATIONS))
}

/// The steps a review covers in `stepper`'s record, `from..to`: hand `hand`'s decisions (the
/// first hand's with what comes before it, What Trump?'s chip draft), or without a hand every
/// decision of a finished game, or of a game in progress those of its hands already scored
/// (the hand being played is not reviewed). `None` when that is nothing.
pub fn review_steps(stepper: &Stepper, hand: Option<usize>) -> Option<(usize, usize)> {
    let steps = stepper.steps();
    let scored = |n: usize| (1..=steps).find(|&k| stepper.state(k).hands_scored() >= n);
    let (from, to) = match hand {
        Some(n) => {
            let from = match n {
                0 | 1 => 0,
                _ => stepper
                    .round_starts()
                    .iter()
                    .find(|&&(h, _)| h == n)
                    .map(|&(_, s)| s)?,
            };
            (from, scored(n.max(1))?)
        }
        None if stepper.finished() => (0, steps),
        None => match stepper.state(steps).hands_scored() {
            0 => return None,
            n => (0, scored(n)?),
        },
    };
    (from < to).then_some((from, to))
}

/// The seat whose play the viewer can review as it is now: the seat shown, if a person sat
/// there, in a finished record or in one's own game so far (only that seat's view is shown).
pub fn reviewable(r: &ReplayState) -> Option<Seat> {
    let Viewpoint::Seat(seat) = r.viewpoint else {
        return None;
    };
    let person = r
        .stepper
        .record()
        .seats
        .get(seat.index())
        .is_some_and(|s| !SeatConfig::from_record(s).is_bot());
    let theirs = r.stepper.finished() || r.only == Some(seat);
    (person && theirs && review_steps(&r.stepper, None).is_some()).then_some(seat)
}

impl Viewer {
    /// Starts a review of `seat`'s decisions in the record open in the viewer (those of hand
    /// `hand`, or every one the viewer can review), replacing any review.
    pub fn start_review(self, seat: Seat, hand: Option<usize>) {
        self.end_review();
        let review = self.replay.with_untracked(|r| {
            let r = r.as_ref()?;
            let (from, to) = review_steps(&r.stepper, hand)?;
            let decisions: Vec<ReviewDecision> = decisions(&r.stepper, seat)
                .into_iter()
                .filter(|d| (from..to).contains(&d.step))
                .collect();
            let moments = decisions
                .iter()
                .map(|d| crate::ui::model::lang::said(&r.stepper.state(d.step).progress_said()))
                .collect();
            Some(Review {
                run: RUNS.fetch_add(1, Ordering::Relaxed),
                seat,
                name: r.names().get(seat.index()).cloned().unwrap_or_default(),
                entry: r.stepper.record().entry(),
                hand,
                status: if decisions.is_empty() {
                    ReviewStatus::Done
                } else {
                    ReviewStatus::Running
                },
                decisions,
                moments,
                judged: Vec::new(),
                iterations: review_iterations(),
                question: None,
                started_ms: browser::clock_ms(),
                elapsed_ms: None,
            })
        });
        let Some(review) = review else {
            return;
        };
        let run = review.run;
        self.review.set(Some(review));
        self.ask_review(run);
    }

    /// Sends the next decision of review `run` to the bot worker.
    fn ask_review(self, run: u64) {
        let next = self.review.with_untracked(|r| {
            let r = r.as_ref().filter(|r| r.run == run && r.running())?;
            let index = r.judged.len();
            let d = r.decisions.get(index)?;
            Some((index, d.request(r.entry.info().id, 0, r.iterations)))
        });
        let Some((index, question)) = next else {
            return;
        };
        let id = bot_thread::ask(question, move |answer| {
            let mut more = false;
            self.review.update(|r| {
                let Some(r) = r
                    .as_mut()
                    .filter(|r| r.run == run && r.running() && r.judged.len() == index)
                else {
                    return;
                };
                r.question = None;
                let Some(d) = r.decisions.get(index) else {
                    return;
                };
                match judge_answer(r.entry, d, &answer) {
                    Ok(j) => {
                        r.judged.push(j);
                        more = r.judged.len() < r.decisions.len();
                        if !more {
                            r.status = ReviewStatus::Done;
                            r.elapsed_ms = Some(browser::clock_ms() - r.started_ms);
                        }
                    }
                    Err(why) => {
                        r.status = ReviewStatus::Failed(say_with(
                            Msg::ReviewUnchecked,
                            &[
                                ("n", Value::Number((index + 1) as f64)),
                                ("count", Value::Number(r.decisions.len() as f64)),
                                ("why", Value::Text(&why.to_string())),
                            ],
                        ))
                    }
                }
            });
            if more {
                self.ask_review(run);
            }
        });
        self.review.update(|r| {
            if let Some(r) = r
                .as_mut()
                .filter(|r| r.run == run && r.running() && r.judged.len() == index)
            {
                r.question = Some(id);
            }
        });
    }

    /// Stops the review: no more questions; what was judged so far stays, marked as partial.
    pub fn cancel_review(self) {
        if let Some(id) = self.review_question() {
            bot_thread::cancel_question(id);
        }
        self.review.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.running()) {
                r.status = ReviewStatus::Cancelled;
                r.question = None;
            }
        });
    }

    /// Closes the review (stopping it if it runs).
    pub fn end_review(self) {
        if self.review.with_untracked(Option::is_none) {
            return;
        }
        if let Some(id) = self.review_question() {
            bot_thread::cancel_question(id);
        }
        self.review.set(None);
    }

    /// The review's question with the bot worker, if one is.
    pub fn review_question(self) -> Option<u64> {
        self.review
            .with_untracked(|r| r.as_ref().and_then(|r| r.question))
    }
}
