//! The viewer's controls (step, slider, rounds, viewpoint, autoplay, review) and the caption
//! of the last decision. On a phone they are a bar at the foot of the screen (stepping and the slider;
//! the rest behind *More*).

use super::autoplay::Autoplay;
use super::review::ReviewButton;
use crate::engine::person_words::YOU;
use crate::engine::{Seat, Viewpoint};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::model::replay::ReplayState;
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::viewer::Viewer;
use crate::ui::view::records::play_on::PlayOnDialog;
use crate::ui::view::records::{hand_n, hand_word};
use leptos::prelude::*;
use std::time::Duration;

fn viewpoint_id(v: Viewpoint) -> String {
    match v {
        Viewpoint::Seat(s) => format!("seat-{}", s.index()),
        _ => "observer".into(),
    }
}

fn viewpoint_from_id(id: &str) -> Viewpoint {
    id.strip_prefix("seat-")
        .and_then(|n| n.parse::<u8>().ok())
        .map(|n| Viewpoint::Seat(Seat(n)))
        .unwrap_or(Viewpoint::Observer)
}

/// What does not change while one record is open.
#[derive(Clone, PartialEq)]
struct RecordFacts {
    steps: usize,
    names: Vec<String>,
    only: Option<Seat>,
    rounds: Vec<(usize, usize)>,
    /// What comes before the first hand, if anything (What Trump?'s chip draft).
    opening: Option<String>,
    /// What the game calls one deal: "round", "hand" or "turn".
    hand_word: &'static str,
    reveals: bool,
    finished: bool,
    /// Every hand is one decision (Top Trumps' turns): the step is the hand, counted once.
    hand_per_step: bool,
}

/// Autoplay speeds: milliseconds per step and their names.
const AUTOPLAY_PACES: [(u64, Msg); 3] = [
    (1600, Msg::SettingsPaceSlow),
    (800, Msg::SettingsPaceNormal),
    (300, Msg::SettingsPaceFast),
];

/// The controls. Only attributes and texts follow the step (no element is rebuilt), so the
/// slider keeps the pointer while it is dragged.
#[component]
pub(super) fn Controls() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let viewer = expect_context::<Viewer>();
    let facts = Memo::new(move |_| {
        viewer.replay.with(|r| {
            r.as_ref().map(|r| RecordFacts {
                steps: r.stepper.steps(),
                names: r.names(),
                only: r.only,
                rounds: r.stepper.round_starts(),
                opening: r
                    .stepper
                    .round_starts()
                    .first()
                    .is_some_and(|&(_, s)| s > 0)
                    .then(|| said(&r.stepper.state(0).progress_said())),
                hand_word: r.stepper.record().entry().info().hand_word,
                reveals: r.stepper.observer_sees_all(),
                finished: r.stepper.finished(),
                hand_per_step: r.stepper.round_starts().len() >= r.stepper.steps()
                    && r.stepper.steps() > 0,
            })
        })
    });
    let step = Memo::new(move |_| {
        viewer
            .replay
            .with(|r| r.as_ref().map(|r| r.step).unwrap_or(0))
    });
    let viewpoint = Memo::new(move |_| {
        viewer.replay.with(|r| {
            r.as_ref()
                .map(|r| viewpoint_id(r.viewpoint))
                .unwrap_or_default()
        })
    });
    let steps = move || facts.with(|f| f.as_ref().map(|f| f.steps).unwrap_or(0));
    let at_start = move || step.get() == 0;
    let at_end = move || step.get() >= steps();
    let over_here = move || at_end() && facts.with(|f| f.as_ref().is_some_and(|f| f.finished));
    // Autoplay: one step every `pace` milliseconds until the end.
    let Autoplay(playing) = expect_context::<Autoplay>();
    // A step chosen by hand stops autoplay.
    let go = move |step: usize| {
        playing.set(false);
        viewer.replay_go(step);
    };
    let by = move |delta: isize| {
        playing.set(false);
        viewer.replay_by(delta);
    };
    let pace = RwSignal::new(AUTOPLAY_PACES[1].0);
    // The slider, the round chooser and the autoplay pace.
    let step_to = parsed::<usize, leptos::ev::Event>(go);
    let round_to = parsed::<usize, leptos::ev::Event>(go);
    let pace_to = parsed::<u64, leptos::ev::Event>(move |ms| pace.set(ms));
    Effect::new(move |_| {
        let at = step.get();
        let ms = pace.get();
        if !playing.get() {
            return;
        }
        if at >= steps() {
            playing.set(false);
            return;
        }
        // The viewer may be gone when the timer fires (back to the hub, play on): then the
        // signals are disposed and nothing happens.
        set_timeout(
            move || {
                if playing.try_get_untracked() == Some(true) && step.try_get_untracked() == Some(at)
                {
                    viewer.replay_by(1);
                }
            },
            Duration::from_millis(ms),
        );
    });
    let play_on = RwSignal::new(false);
    let download = move |_| {
        let record = viewer
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.stepper.record().clone()));
        if let Some(record) = record {
            ctl.download_record(&record);
        }
    };
    let viewpoint_options = move || {
        facts.get().map(|f| {
            let observer = say(if f.reveals {
                Msg::ReplayObserverAll
            } else {
                Msg::ReplayObserverPublic
            });
            let mut opts = vec![("observer".to_string(), observer)];
            for (i, n) in f.names.iter().enumerate() {
                if f.only.is_none_or(|s| s.index() == i) {
                    let you = if n == YOU { "yes" } else { "no" };
                    let label = say_with(
                        Msg::ReplaySeat,
                        &[("you", Value::Text(you)), ("name", Value::Text(n))],
                    );
                    opts.push((format!("seat-{i}"), label));
                }
            }
            opts.into_iter()
                .map(|(id, label)| {
                    let id2 = id.clone();
                    view! { <option value=id prop:selected=move || viewpoint.get() == id2>{label}</option> }
                })
                .collect_view()
        })
    };
    // What comes before the first hand (from step 0), then each hand from its first step.
    let round_options = move || {
        facts.get().map(|f| {
            let parts: Vec<(String, usize)> = f
                .opening
                .iter()
                .map(|o| (o.clone(), 0))
                .chain(f.rounds.iter().map(|&(n, s)| (hand_n(f.hand_word, n), s)))
                .collect();
            let starts: Vec<usize> = parts.iter().map(|p| p.1).collect();
            parts
                .into_iter()
                .enumerate()
                .map(|(i, (label, s))| {
                    let starts = starts.clone();
                    let current = move || {
                        let at = step.get();
                        starts.iter().rposition(|&s2| s2 <= at) == Some(i)
                    };
                    view! { <option value=s.to_string() prop:selected=current>{label}</option> }
                })
                .collect_view()
        })
    };
    // One numbering: where each hand is one decision, the step is counted as that hand ("Turn 2
    // of 37", the turn the table shows) and the hand chooser is left out.
    let hand_per_step = move || facts.with(|f| f.as_ref().is_some_and(|f| f.hand_per_step));
    let step_words = move || {
        let (at, of) = (step.get(), steps());
        let (n, total) = (Value::Number(at as f64), Value::Number(of as f64));
        match facts.with(|f| f.as_ref().map(|f| (f.hand_per_step, f.hand_word))) {
            Some((true, _)) if at == 0 => say_with(Msg::ReplayStartOf, &[("total", total)]),
            Some((true, word)) => say_with(
                Msg::ReplayHandOf,
                &[
                    ("hand", Value::Text(&hand_word(word))),
                    ("n", n),
                    ("total", total),
                ],
            ),
            _ => say_with(Msg::ReplayStepOf, &[("n", n), ("total", total)]),
        }
    };
    // On a phone the controls are a bar at the foot of the screen; the rarer ones open from it.
    let more = RwSignal::new(false);
    view! {
        <section class="replay-controls panel" class:more=move || more.get() aria-label=move || say(Msg::ReplayControls)>
            <div class="stepper-row">
                <button type="button" class="btn small" data-testid="replay-start" title=move || say(Msg::ReplayFirstKey) aria-label=move || say(Msg::ReplayFirst) disabled=at_start on:click=move |_| go(0)>"«"</button>
                <button type="button" class="btn" data-testid="replay-back" title=move || say(Msg::ReplayBackKey) disabled=at_start on:click=move |_| by(-1)>{move || say(Msg::ReplayBack)}</button>
                <button type="button" class="btn primary" data-testid="replay-forward" title=move || say(Msg::ReplayNextKey) disabled=at_end on:click=move |_| by(1)>{move || say(Msg::ReplayNext)}</button>
                <button type="button" class="btn small" data-testid="replay-end" title=move || say(Msg::ReplayLastKey) aria-label=move || say(Msg::ReplayLast) disabled=at_end on:click=move |_| go(usize::MAX)>"»"</button>
                <button
                    type="button"
                    class="btn small replay-more"
                    data-testid="replay-more"
                    aria-expanded=move || more.get().to_string()
                    aria-controls="replay-options"
                    on:click=move |_| more.update(|m| *m = !*m)
                >
                    {move || say(if more.get() { Msg::ReplayLess } else { Msg::ReplayMore })}
                </button>
            </div>
            <div class="slider-row">
                <span class="step-count" data-testid="replay-step" aria-live="polite">{step_words}</span>
                <input
                    type="range"
                    class="replay-slider"
                    data-testid="replay-slider"
                    aria-label=move || say(Msg::ReplayStep)
                    min="0"
                    max=move || steps().to_string()
                    prop:value=move || step.get().to_string()
                    on:input=step_to
                />
            </div>
            <div class="replay-options" id="replay-options">
                <button
                    type="button"
                    class="btn small"
                    data-testid="replay-autoplay"
                    aria-pressed=move || playing.get().to_string()
                    disabled=at_end
                    on:click=move |_| playing.update(|p| *p = !*p)
                >
                    {move || say(if playing.get() { Msg::ReplayPause } else { Msg::ReplayAutoplay })}
                </button>
                <label class="replay-hand" hidden=hand_per_step>
                    <span>{move || facts.with(|f| f.as_ref().map(|f| hand_word(f.hand_word)).unwrap_or_default())}</span>
                    <select
                        data-testid="replay-round"
                        disabled=move || facts.with(|f| f.as_ref().is_none_or(|f| f.rounds.is_empty()))
                        on:change=round_to
                    >
                        {round_options}
                    </select>
                </label>
                <label>
                    <span>{move || say(Msg::ReplayViewAs)}</span>
                    <select
                        data-testid="replay-viewpoint"
                        on:change=move |ev| viewer.replay_viewpoint(viewpoint_from_id(&event_target_value(&ev)))
                    >
                        {viewpoint_options}
                    </select>
                </label>
                <label>
                    <span>{move || say(Msg::ReplaySpeed)}</span>
                    <select
                        data-testid="replay-pace"
                        on:change=pace_to
                    >
                        {AUTOPLAY_PACES
                            .iter()
                            .map(|&(ms, label)| {
                                view! { <option value=ms.to_string() selected=ms == pace.get_untracked()>{move || say(label)}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <ReviewButton />
                <button type="button" class="btn small" data-testid="replay-download" on:click=download>
                    {move || say(Msg::ReplayDownload)}
                </button>
                <button
                    type="button"
                    class="btn small"
                    data-testid="replay-play-on"
                    disabled=over_here
                    title=move || say(if over_here() { Msg::ReplayOverTitle } else { Msg::ReplayPlayOnTitle })
                    on:click=move |_| {
                        playing.set(false);
                        play_on.set(true);
                    }
                >
                    {move || say(Msg::ReplayPlayOn)}
                </button>
            </div>
        </section>
        {move || {
            play_on
                .get()
                .then(|| {
                    viewer.replay.with_untracked(|r| {
                        r.as_ref().map(|r| (r.stepper.truncated(r.step), r.step))
                    })
                })
                .flatten()
                .map(|(record, step)| view! { <PlayOnDialog open=play_on record=record step=step /> })
        }}
    }
}

/// What the last decision was, in words that keep the viewer's secrets.
#[component]
pub(super) fn Caption() -> impl IntoView {
    let viewer = expect_context::<Viewer>();
    let text = Memo::new(move |_| {
        viewer
            .replay
            .with(|r| r.as_ref().map(ReplayState::caption))
            .unwrap_or_default()
    });
    view! {
        <p class="replay-caption" data-testid="replay-caption" aria-live="polite">
            {move || text.get()}
        </p>
    }
}

/// An input's handler that reads its value as a `T` and, if it is one, hands it to `then`.
fn parsed<T, E>(then: impl Fn(T) + 'static) -> impl Fn(E) + 'static
where
    T: std::str::FromStr,
    E: wasm_bindgen::JsCast,
{
    move |ev| {
        if let Ok(value) = event_target_value(&ev).parse::<T>() {
            then(value);
        }
    }
}
