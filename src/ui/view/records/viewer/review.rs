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
use crate::engine::person_words::{possessive, YOU};
use crate::engine::Viewpoint;
use crate::records::size::grouped;
use crate::review::{judgement_words, search_words, Verdict};
use crate::ui::model::browser;
use crate::ui::model::words::capitalised;
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
            let label = if name == YOU {
                "Review my play".to_string()
            } else {
                format!("Review {} play", possessive(&name, false))
            };
            let no_bots = move || play.bots_unavailable.get();
            view! {
                <button
                    type="button"
                    class="btn small"
                    data-testid="review-start"
                    disabled=move || no_bots() || running.get()
                    title=move || {
                        if no_bots() {
                            "Expert thinks in a Web Worker, which this browser cannot run"
                        } else {
                            "Expert checks each decision made at this seat"
                        }
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
    /// "your", "Ann's".
    whose: String,
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
    let whose = possessive(&review.name, false);
    let title = match review.hand {
        Some(n) => format!(
            "Review of {whose} play · {} {n}",
            capitalised(info.hand_word)
        ),
        None => format!("Review of {whose} play"),
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
                moment: format!("{moment} · step {}", d.step),
                words: judgement_words(j, d, info, &review.name),
                search: search_words(j, &review.name),
            })
            .collect::<Vec<_>>()
    };
    let who = if review.name == YOU {
        "you".to_string()
    } else {
        review.name.clone()
    };
    let gain = HintBasis::of_gain(info).margin_words(info);
    let chance = HintBasis::Chance.margin_words(info);
    let how = format!(
        "Expert sees only what {who} saw, and thinks each decision with a choice over as it \
         would its own (playing it out {} times in all, from deals that fit what {who} knew). \
         A decision is listed when Expert's best choice is ahead by {gain} or more (or by \
         {chance}, for a decision judged over the whole game).",
        grouped(u64::from(review.iterations)),
    );
    Shown {
        title,
        whose,
        checked: review.judged.len(),
        total: review.decisions.len(),
        status: review.status.clone(),
        listed: items(Verdict::ClearlyWorse),
        not_tried: items(Verdict::NotTried),
        how,
        elapsed_ms: review.elapsed_ms,
    }
}

/// "1 decision", "19 decisions".
fn decisions_count(n: usize) -> String {
    format!("{n} decision{}", if n == 1 { "" } else { "s" })
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
        viewer.review.with(|r| {
            r.as_ref()
                .map(|r| (r.name.clone(), possessive(&r.name, false)))
                .unwrap_or_default()
        })
    });
    let legend = move || {
        let Marked { made, best } = marked.get();
        let (name, whose) = whose_move.get();
        let made = (made > 0).then(|| {
            view! { <span class="review-key"><span class="review-key-made" aria-hidden="true">{name}</span>{format!(" {whose} choice")}</span> }
        });
        let best = (best > 0).then(|| {
            view! { <span class="review-key"><span class="review-key-best" aria-hidden="true">"Expert"</span>" Expert's choice"</span> }
        });
        let none = (made.is_none() && best.is_none())
            .then_some("Neither choice has a part on this table: the words above say both.");
        view! {
            <p class="review-legend small" data-testid="review-legend">
                {(made.is_some() || best.is_some()).then_some("Marked on the table: ")}
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
                <span class="review-moment">{i.moment}</span>
                <p class="review-words" title=i.search>{i.words}</p>
                <button type="button" class="btn small" data-testid="review-goto" on:click=move |_| go(at)>
                    "Show this moment"
                </button>
                {move || (step.get() == Some(at)).then(legend)}
            </li>
        }
    };
    let progress = move |s: &Shown| {
        let now = (s.checked + 1).min(s.total);
        view! {
            <div class="review-progress" data-testid="review-progress">
                <p id="review-progress-text" aria-live="polite">{format!("Checking decision {now} of {}", s.total)}</p>
                <progress max=s.total.to_string() value=s.checked.to_string() aria-labelledby="review-progress-text"></progress>
                <button type="button" class="btn small" data-testid="review-cancel" on:click=move |_| viewer.cancel_review()>
                    "Cancel"
                </button>
            </div>
        }
    };
    let findings = move |s: &Shown| {
        let partial = s.status != ReviewStatus::Done;
        let all = decisions_count(s.total);
        let whose = s.whose.clone();
        let head = match &s.status {
            ReviewStatus::Failed(why) => {
                Some(view! { <p class="error" role="alert">{format!("{why} What Expert found before it is below.")}</p> }.into_any())
            }
            ReviewStatus::Cancelled => Some(
                view! {
                    <p class="review-partial" data-testid="review-partial">
                        {format!("Cancelled: Expert checked {} of {whose} {all}. What it found so far:", s.checked)}
                    </p>
                }
                .into_any(),
            ),
            _ => None,
        };
        let listed = if s.listed.is_empty() {
            let words = if partial {
                format!(
                    "Expert found no clear mistakes in the {} of {whose} {all} it checked.",
                    s.checked
                )
            } else {
                format!("Expert found no clear mistakes in {whose} {all}.")
            };
            view! { <p class="review-none" data-testid="review-none">{words}</p> }.into_any()
        } else {
            let n = s.listed.len();
            let found = format!(
                "Expert found {n} clear mistake{} in {}:",
                if n == 1 { "" } else { "s" },
                if partial {
                    format!("the {} of {whose} {all} it checked", s.checked)
                } else {
                    format!("{whose} {all}")
                }
            );
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
                    <summary>{format!(
                        "{} not judged: Expert gave the choice made too little thought to say by how much it was worse.",
                        capitalised(&decisions_count(n))
                    )}</summary>
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
                        <button type="button" class="btn small" data-testid="review-close" title="Close the review" aria-label="Close the review" on:click=move |_| viewer.end_review()>
                            "✕"
                        </button>
                    </div>
                    {body}
                    <details class="review-how small">
                        <summary>"How Expert judges"</summary>
                        <p class="muted">{s.how.clone()}</p>
                    </details>
                </section>
            }
        })
    }
}
