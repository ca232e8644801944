//! *Review my play* in the replay viewer: the button that starts a review of the seat shown,
//! and the review's panel (progress and *Cancel* while Expert checks the decisions one by
//! one, then the decisions judged clearly worse than Expert's best, each with a button that
//! steps the viewer to it). The review runs in the controller ([`crate::ui::stores::ctl::review`]).
//!
//! The panel shows only while the viewer shows the reviewed seat: everything in it (the
//! choices made, Expert's) is what that seat saw.

use super::autoplay::Autoplay;
use super::moment_marks::{keep_marked, Marked};
use crate::bots::request::HintBasis;
use crate::engine::person_words::YOU;
use crate::engine::Viewpoint;
use crate::review::{judgement_said, search_said, Verdict};
use crate::ui::model::browser;
use crate::ui::model::lang::{count, said, say, say_with, Msg, Value};
use crate::ui::stores::ctl::{Review, ReviewStatus};
use crate::ui::stores::play::Play;
use crate::ui::stores::viewer::review::reviewable;
use crate::ui::stores::viewer::Viewer;
use leptos::prelude::*;

/// "Review my play" (or "Review Ann's play") for the seat shown, when it can be reviewed.
#[component]
pub(super) fn ReviewButton() -> impl IntoView {
    let play = expect_context::<Play>();
    let viewer = expect_context::<Viewer>();
    let Autoplay(playing) = expect_context::<Autoplay>();
    let seat = Memo::new(move |_| {
        viewer.replay.with(|r| {
            r.as_ref()
                .and_then(|r| reviewable(r).map(|s| (s, r.names().get(s.index()).cloned())))
        })
    });
    let running = Memo::new(move |_| {
        viewer
            .review
            .with(|r| r.as_ref().is_some_and(Review::running))
    });
    move || {
        seat.get().map(|(seat, name)| {
            let name = name.unwrap_or_default();
            let label = move || {
                let you = if name == YOU { "yes" } else { "no" };
                say_with(
                    Msg::ReviewStart,
                    &[("you", Value::Text(you)), ("name", Value::Text(&name))],
                )
            };
            let no_bots = move || play.bots_unavailable.get();
            view! {
                <button
                    type="button"
                    class="btn small"
                    data-testid="review-start"
                    disabled=move || no_bots() || running.get()
                    title=move || {
                        say(if no_bots() {
                            Msg::ReviewNoWorker
                        } else {
                            Msg::ReviewStartTitle
                        })
                    }
                    on:click=move |_| {
                        playing.set(false);
                        viewer.start_review(seat, None);
                    }
                >
                    {label}
                </button>
            }
        })
    }
}

/// A decision of the review as the panel lists it.
#[derive(Clone, PartialEq)]
struct Item {
    step: usize,
    /// "Round 2 · step 67".
    moment: String,
    words: String,
    /// The search behind it in numbers, for the curious (the words' tooltip).
    search: String,
}

/// What the panel shows of the review, read once per change.
#[derive(Clone, PartialEq)]
struct Shown {
    /// "Review of your play · Round 1".
    title: String,
    /// The reviewed seat's name ("You" for the person's own).
    name: String,
    checked: usize,
    total: usize,
    status: ReviewStatus,
    listed: Vec<Item>,
    not_tried: Vec<Item>,
    /// How a decision comes to be listed, and how many tries each gets.
    how: String,
    elapsed_ms: Option<f64>,
}

fn shown(review: &Review) -> Shown {
    let info = review.entry.info();
    let who = whose(&review.name);
    let title = match review.hand {
        Some(n) => {
            let hand = crate::ui::view::records::hand_word(info.hand_word);
            let mut args = who.to_vec();
            args.extend([("hand", Value::Text(&hand)), ("n", Value::Number(n as f64))]);
            say_with(Msg::ReviewTitleHand, &args)
        }
        None => say_with(Msg::ReviewTitle, &who),
    };
    // What is found is listed as it is found: a long review shows its first findings while
    // Expert goes on.
    let items = |verdict: Verdict| {
        review
            .judged
            .iter()
            .zip(&review.decisions)
            .zip(&review.moments)
            .filter(|((j, _), _)| j.verdict == verdict)
            .map(|((j, d), moment)| Item {
                step: d.step,
                moment: say_with(
                    Msg::ReviewMoment,
                    &[
                        ("moment", Value::Text(moment)),
                        ("n", Value::Number(d.step as f64)),
                    ],
                ),
                words: said(&judgement_said(j, d, info, &review.name)),
                search: said(&search_said(j, &review.name)),
            })
            .collect::<Vec<_>>()
    };
    let gain = said(&HintBasis::of_gain(info).margin_said(info));
    let chance = said(&HintBasis::Chance.margin_said(info));
    let tries = count(u64::from(review.iterations));
    let mut args = who.to_vec();
    args.extend([
        ("tries", Value::Text(&tries)),
        ("gain", Value::Text(&gain)),
        ("chance", Value::Text(&chance)),
    ]);
    let how = say_with(Msg::ReviewHow, &args);
    Shown {
        title,
        name: review.name.clone(),
        checked: review.judged.len(),
        total: review.decisions.len(),
        status: review.status.clone(),
        listed: items(Verdict::ClearlyWorse),
        not_tried: items(Verdict::NotTried),
        how,
        elapsed_ms: review.elapsed_ms,
    }
}

/// Whose decisions: `you` ("yes" for the person's own seat, named "You") and `name`, as the
/// review's messages take them.
fn whose(name: &str) -> [(&'static str, Value<'_>); 2] {
    let you = if name == YOU { "yes" } else { "no" };
    [("you", Value::Text(you)), ("name", Value::Text(name))]
}

/// The review's panel, while the viewer shows the reviewed seat.
#[component]
pub(super) fn ReviewPanel() -> impl IntoView {
    let viewer = expect_context::<Viewer>();
    let Autoplay(playing) = expect_context::<Autoplay>();
    let viewpoint = Memo::new(move |_| viewer.replay.with(|r| r.as_ref().map(|r| r.viewpoint)));
    let state = Memo::new(move |_| {
        let seen = viewpoint.get();
        viewer.review.with(|r| {
            r.as_ref()
                .filter(|r| seen == Some(Viewpoint::Seat(r.seat)))
                .map(shown)
        })
    });
    let step = Memo::new(move |_| viewer.replay.with(|r| r.as_ref().map(|r| r.step)));
    // The decision shown is marked on the table: the choice made and Expert's.
    let marked = RwSignal::new(Marked::default());
    keep_marked(marked);
    let whose_move = Memo::new(move |_| {
        viewer
            .review
            .with(|r| r.as_ref().map(|r| r.name.clone()).unwrap_or_default())
    });
    let legend = move || {
        let Marked { made, best } = marked.get();
        let name = whose_move.get();
        let made = (made > 0).then(|| {
            let key = format!(" {}", say_with(Msg::ReviewMadeKey, &whose(&name)));
            view! { <span class="review-key"><span class="review-key-made" aria-hidden="true">{name}</span>{key}</span> }
        });
        let best = (best > 0).then(|| {
            view! { <span class="review-key"><span class="review-key-best" aria-hidden="true">{say(Msg::ReviewExpert)}</span>" "{say(Msg::ReviewBestKey)}</span> }
        });
        let none = (made.is_none() && best.is_none()).then(|| say(Msg::ReviewNoMarks));
        view! {
            <p class="review-legend small" data-testid="review-legend">
                {(made.is_some() || best.is_some()).then(|| format!("{} ", say(Msg::ReviewMarked)))}
                {made}
                {best}
                {none}
            </p>
        }
    };
    let go = move |to: usize| {
        playing.set(false);
        viewer.replay_go(to);
        browser::scroll_into_view("[data-testid=\"replay-caption\"]");
    };
    let item = move |i: Item, testid: &'static str| {
        let at = i.step;
        view! {
            <li class="review-item" data-testid=testid data-step=at.to_string() aria-current=move || (step.get() == Some(at)).then_some("step")>
                <span class="review-moment" id=format!("{testid}-{at}-moment")>{i.moment}</span>
                <p class="review-words" id=format!("{testid}-{at}-words") title=i.search>{i.words}</p>
                // Each item's button says the same: its moment and finding describe it.
                <button
                    type="button"
                    class="btn small"
                    data-testid="review-goto"
                    aria-describedby=format!("{testid}-{at}-moment {testid}-{at}-words")
                    on:click=move |_| go(at)
                >
                    {move || say(Msg::ReviewShow)}
                </button>
                {move || (step.get() == Some(at)).then(legend)}
            </li>
        }
    };
    let progress = move |s: &Shown| {
        let now = (s.checked + 1).min(s.total);
        view! {
            <div class="review-progress" data-testid="review-progress">
                <p id="review-progress-text" aria-live="polite">{say_with(
                    Msg::ReviewChecking,
                    &[("n", Value::Number(now as f64)), ("total", Value::Number(s.total as f64))],
                )}</p>
                <progress max=s.total.to_string() value=s.checked.to_string() aria-labelledby="review-progress-text"></progress>
                <button type="button" class="btn small" data-testid="review-cancel" on:click=move |_| viewer.cancel_review()>
                    {move || say(Msg::Cancel)}
                </button>
            </div>
        }
    };
    let findings = move |s: &Shown| {
        let partial = s.status != ReviewStatus::Done;
        // Whose decisions, how many, and how many were checked: every sentence below names them.
        let checked = s.checked.to_string();
        let mut about = whose(&s.name).to_vec();
        about.extend([
            ("count", Value::Number(s.total as f64)),
            ("checked", Value::Text(&checked)),
        ]);
        let head = match &s.status {
            ReviewStatus::Failed(why) => {
                let words = say_with(Msg::ReviewFailed, &[("why", Value::Text(why))]);
                Some(view! { <p class="error" role="alert">{words}</p> }.into_any())
            }
            ReviewStatus::Cancelled => Some(
                view! {
                    <p class="review-partial" data-testid="review-partial">
                        {say_with(Msg::ReviewCancelled, &about)}
                    </p>
                }
                .into_any(),
            ),
            _ => None,
        };
        let listed = if s.listed.is_empty() {
            let words = if partial {
                say_with(Msg::ReviewNonePartial, &about)
            } else {
                say_with(Msg::ReviewNone, &about)
            };
            view! { <p class="review-none" data-testid="review-none">{words}</p> }.into_any()
        } else {
            let mut args = about.clone();
            args.push(("n", Value::Number(s.listed.len() as f64)));
            let found = if partial {
                say_with(Msg::ReviewFoundPartial, &args)
            } else {
                say_with(Msg::ReviewFound, &args)
            };
            view! {
                <p class="review-found">{found}</p>
                <ol class="review-list" data-testid="review-list" data-partial=partial.to_string()>
                    {s.listed.iter().cloned().map(|i| item(i, "review-item")).collect_view()}
                </ol>
            }
            .into_any()
        };
        let not_tried = (!s.not_tried.is_empty()).then(|| {
            let n = s.not_tried.len();
            view! {
                <details class="review-not-tried" data-testid="review-not-tried">
                    <summary>{say_with(Msg::ReviewNotJudged, &[("count", Value::Number(n as f64))])}</summary>
                    <ol class="review-list">
                        {s.not_tried.iter().cloned().map(|i| item(i, "review-not-tried-item")).collect_view()}
                    </ol>
                </details>
            }
        });
        view! {
            {head}
            {listed}
            {not_tried}
        }
    };
    move || {
        state.get().map(|s| {
            let body = if s.status == ReviewStatus::Running {
                let so_far = (!s.listed.is_empty()).then(|| findings(&s));
                view! { {progress(&s)} {so_far} }.into_any()
            } else {
                findings(&s).into_any()
            };
            let elapsed = s.elapsed_ms.map(|ms| format!("{ms:.0}"));
            view! {
                <section class="panel review-panel" data-testid="review" aria-labelledby="review-title" data-elapsed-ms=elapsed>
                    <div class="review-head">
                        <h2 id="review-title">{s.title.clone()}</h2>
                        <button type="button" class="btn small" data-testid="review-close" title=move || say(Msg::ReviewClose) aria-label=move || say(Msg::ReviewClose) on:click=move |_| viewer.end_review()>
                            "✕"
                        </button>
                    </div>
                    {body}
                    <details class="review-how small">
                        <summary>{move || say(Msg::ReviewHowTitle)}</summary>
                        <p class="muted">{s.how.clone()}</p>
                    </details>
                </section>
            }
        })
    }
}
