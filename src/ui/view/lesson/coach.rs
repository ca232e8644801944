//! The coach at a lesson's table: the "what's different in this game" card at the start, then
//! one line at a time, pointing at the part of the table it speaks of (a ring around it, the
//! coach placed on the other side of the screen with an arrow towards it) and marking the
//! control of the move it asks for; a move off the script with what Expert reckons it cost
//! and *Take back*; and at the end, the coach's last words with what to do next.

use crate::lessons::Target;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::lesson::cost::Cost;
use crate::ui::model::lesson::track::CoachShown;
use crate::ui::model::lesson::words::lesson_words;
use crate::ui::stores::announcer::Announcer;
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::view::games::{game_name, ui_for};
use crate::ui::view::lesson::place::{place_coach, scroll_into_view, Place};
use crate::ui::view::table_keys;
use crate::ui::view::table_marks;
use crate::ui::view::widgets::focus_on_mount;
use leptos::prelude::*;

/// What the coach shows, read from the lesson at the table (its own words in the page's
/// language).
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    game: &'static str,
    /// The lesson's title and its "what's different" lines, while that card is up.
    intro: Option<(String, Vec<String>)>,
    line: Option<CoachShown>,
    /// (what the learner played, what the lesson expected), in words.
    off: Option<(String, String)>,
    cost: Cost,
    /// The lesson's last move is played and its summary dismissed.
    ended: bool,
    summary_up: bool,
    /// (moves played, moves in the lesson).
    step: (usize, usize),
    end_text: String,
}

fn shown(ctl: Ctl) -> Option<Shown> {
    ctl.play.session.with(|s| {
        let s = s.as_ref()?;
        let t = s.lesson.as_ref()?;
        let line = t.line();
        let (game, lesson) = (t.game(), t.lesson());
        let intro = || {
            let lines = lesson.intro.iter().enumerate();
            let lines = lines.map(|(n, l)| lesson_words(game, &format!("intro-{}", n + 1), l));
            (lesson_words(game, "title", &lesson.title), lines.collect())
        };
        Some(Shown {
            game,
            intro: t.intro.then(intro),
            ended: t.finished() && s.pending_summary().is_none() && line.is_none(),
            line,
            off: t.off_script(),
            cost: t.cost.clone(),
            summary_up: s.pending_summary().is_some(),
            step: t.step(),
            end_text: lesson_words(game, "end", &lesson.end.text),
        })
    })
}

/// Everything the coach shows at a lesson's table (nothing at a game's).
#[component]
pub fn Coach() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let state = Memo::new(move |_| shown(ctl));
    // Where the coach sits: away from what it points at.
    let at_top = RwSignal::new(Place::Bottom);
    // Placed again once the coach and the marks are drawn, and whenever the mark walks on.
    // (A frame may come after the table is left: then there is nothing to place. Nor when a
    // hand's summary opened before the frame came: the coach then sits at the top, as it does
    // under any summary, and the table behind the summary, which the browser does not lay out
    // then, is not measured.)
    let place = move || {
        let Some(Some((game, summary_up))) =
            state.try_with_untracked(|s| s.as_ref().map(|s| (s.game, s.summary_up)))
        else {
            return;
        };
        if summary_up {
            at_top.try_set(Place::Top);
            return;
        }
        scroll_into_view();
        at_top.try_set(place_coach(&other_parts(game)));
        // The focus on the move asked for, for a person at the keys.
        table_keys::focus_choice(MARKED);
    };
    // The part pointed at and the move asked for are marked on the table, and marked again
    // whenever the table redraws; the move's mark walks through its taps.
    Effect::new(move |_| {
        let (game, target, expected, summary_up) = state.with(|s| match s {
            Some(s) => (
                Some(s.game),
                s.line.as_ref().and_then(|l| l.target),
                s.line
                    .as_ref()
                    .map(|l| l.expected.clone())
                    .unwrap_or_default(),
                s.summary_up,
            ),
            None => (None, None, Vec::new(), false),
        });
        // Under a summary with nothing more to say, the coach marks the summary's button.
        let summary_next =
            summary_up && state.with(|s| s.as_ref().is_some_and(|s| s.line.is_none()));
        ctl.play.session.track();
        request_animation_frame(move || {
            let parts = match (game, target) {
                (Some(g), Some(t)) if !summary_up => selectors(g, t)
                    .into_iter()
                    .map(|sel| (sel.to_string(), t.id().to_string()))
                    .collect(),
                _ => Vec::new(),
            };
            table_marks::mark("data-coached", parts);
            if summary_next {
                let next = vec![(SUMMARY_NEXT.to_string(), "1".to_string())];
                table_marks::mark("data-coach-move", next);
                // (The coach's Next had the focus, and is gone.)
                table_keys::focus_choice(SUMMARY_NEXT);
            } else {
                table_marks::mark_taps("data-coach-move", expected, move || {
                    request_animation_frame(place)
                });
            }
            if summary_up {
                at_top.try_set(Place::Top);
            } else {
                place();
            }
        });
    });
    on_cleanup(|| {
        table_marks::mark("data-coached", Vec::new());
        table_marks::mark("data-coach-move", Vec::new());
    });
    // The coach's last words said aloud, with their step (a line drawn again is not said
    // again; the same line after a move taken back is).
    let said = StoredValue::new(String::new());
    move || {
        let s = state.get()?;
        Some(if let Some((title, lines)) = s.intro.clone() {
            view! { <IntroCard game=s.game title=title lines=lines /> }.into_any()
        } else if let Some((played, expected)) = s.off.clone() {
            view! { <OffScript played=played expected=expected cost=s.cost.clone() at_top=at_top said=said /> }.into_any()
        } else if let Some(line) = s.line.clone() {
            view! { <CoachLine line=line step=s.step at_top=at_top said=said /> }.into_any()
        } else if s.ended {
            view! { <EndCard game=s.game text=s.end_text.clone() /> }.into_any()
        } else {
            ().into_any()
        })
    }
}

/// Says the coach's `text` through the table's announcer, after what the last move did (the
/// table's one live region: the coach has none of its own), unless it was the last said
/// under the same `key` (its step, or the move off the script).
fn say_once(said: StoredValue<String>, key: String, text: String) {
    let heard = format!("{key}{text}");
    if said.get_value() == heard {
        return;
    }
    said.set_value(heard);
    if let Some(announcer) = use_context::<Announcer>() {
        announcer.say(text);
    }
}

/// The control of the move the coach asks for, marked on the table.
const MARKED: &str = ".table-body [data-coach-move]";

/// The button that dismisses a hand's summary (`games::hand_summary`).
const SUMMARY_NEXT: &str = "[data-testid=\"next-round\"]";

/// The selectors of the parts of game `game`'s table a coach may point at, worth keeping in
/// sight when it points elsewhere (all but the scores, which lie at the end of the page).
fn other_parts(game: &str) -> Vec<&'static str> {
    ui_for(game)
        .map(|u| {
            u.coach
                .iter()
                .filter(|(t, _)| *t != Target::Scores.id())
                .map(|(_, sel)| *sel)
                .collect()
        })
        .unwrap_or_default()
}

/// The selectors of the part `target` of game `game`'s table.
fn selectors(game: &str, target: Target) -> Vec<&'static str> {
    ui_for(game)
        .map(|u| {
            u.coach
                .iter()
                .filter(|(t, _)| *t == target.id())
                .map(|(_, sel)| *sel)
                .collect()
        })
        .unwrap_or_default()
}

#[component]
fn CoachLine(
    line: CoachShown,
    step: (usize, usize),
    at_top: RwSignal<Place>,
    said: StoredValue<String>,
) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    say_once(said, format!("{}:", step.0), line.text.clone());
    let next = NodeRef::<leptos::html::Button>::new();
    if line.next {
        focus_on_mount(next);
        // Again once the frame is drawn: a hand's summary opened by the same move takes the
        // focus for its own button, but the coach speaks first (its Next, then the summary's
        // button, which it marks).
        // (The line may be gone by then: a NodeRef disposed with it is read as nothing.)
        request_animation_frame(move || {
            if let Some(el) = next.try_get_untracked().flatten() {
                let _ = el.focus();
            }
        });
    }
    let (done, all) = step;
    let width = format!("width: {:.0}%", 100.0 * done as f64 / all.max(1) as f64);
    view! {
        <aside
            class=move || format!("coach {}", at_top.get().class())
            data-testid="coach"
            data-target=line.target.map_or("", |t| t.id())
            data-wait=if line.next { "next" } else { "move" }
            data-step=step.0
            aria-label=move || say(Msg::LessonCoach)
        >
            <span class="coach-arrow" aria-hidden="true">{move || at_top.get().arrow()}</span>
            <div class="coach-head">
                <span class="coach-who">{move || say(Msg::LessonCoach)}</span>
                <span
                    class="coach-progress"
                    role="progressbar"
                    aria-label=move || say(Msg::LessonProgress)
                    aria-valuemin="0"
                    aria-valuemax=all
                    aria-valuenow=done
                    data-testid="coach-progress"
                >
                    <span style=width></span>
                </span>
            </div>
            <p class="coach-text" data-testid="coach-text">{line.text.clone()}</p>
            <div class="coach-go">
                {if line.next {
                    view! {
                        <button type="button" class="btn primary" data-testid="coach-next" node_ref=next on:click=move |_| ctl.play.lesson_next()>
                            {move || say(Msg::LessonNext)}
                        </button>
                    }
                    .into_any()
                } else {
                    view! {
                        <span class="coach-wait" data-testid="coach-wait">
                            {move || say(if line.expected.is_empty() { Msg::LessonYourMove } else { Msg::LessonYourMoveMarked })}
                        </span>
                    }
                    .into_any()
                }}
            </div>
        </aside>
    }
}

#[component]
fn OffScript(
    played: String,
    expected: String,
    cost: Cost,
    at_top: RwSignal<Place>,
    said: StoredValue<String>,
) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let back = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(back);
    let cost_now = cost.clone();
    let cost = move || match &cost {
        Cost::None => String::new(),
        Cost::Asking => say(Msg::LessonCostAsking),
        Cost::Said(w) => w.clone(),
        Cost::Unknown(why) => say_with(Msg::LessonCostUnknown, &[("why", Value::Text(why))]),
    };
    let moves = move || {
        let args = [
            ("played", Value::Text(&played)),
            ("expected", Value::Text(&expected)),
        ];
        say_with(Msg::LessonOffScriptMoves, &args)
    };
    // (Drawn again when Expert's reckoning of the cost comes: the moves are said once, the
    // cost once it is known.)
    say_once(said, "off:".to_string(), moves());
    if matches!(cost_now, Cost::Said(_) | Cost::Unknown(_)) {
        say_once(said, "off-cost:".to_string(), cost());
    }
    view! {
        <aside
            class=move || format!("coach off-script {}", at_top.get().class())
            data-testid="coach-off"
            aria-label=move || say(Msg::LessonCoach)
        >
            <div class="coach-head">
                <span class="coach-who">{move || say(Msg::LessonOffScript)}</span>
            </div>
            <p class="coach-text">{moves}</p>
            <p class="coach-cost" data-testid="coach-cost">{cost}</p>
            <p class="muted small">{move || say(Msg::LessonTakeBackNote)}</p>
            <div class="coach-go">
                <button type="button" class="btn primary" data-testid="coach-take-back" node_ref=back on:click=move |_| ctl.play.lesson_take_back()>
                    {move || say(Msg::LessonTakeBack)}
                </button>
            </div>
        </aside>
    }
}

/// The "what's different in this game" card, before the lesson's first move.
#[component]
fn IntroCard(game: &'static str, title: String, lines: Vec<String>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let start = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(start);
    view! {
        <div class="modal-backdrop">
            <div class="modal lesson-intro" role="dialog" aria-modal="true" aria-labelledby="intro-title" data-testid="lesson-intro">
                <p class="muted small" data-testid="lesson-title">{title}</p>
                <h2 id="intro-title">
                    {move || say_with(Msg::LessonIntroTitle, &[("game", Value::Text(&game_name(game)))])}
                </h2>
                <ul class="intro-lines">
                    {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
                <p class="muted small">{move || say(Msg::LessonIntroAbout)}</p>
                <div class="modal-actions">
                    <button type="button" class="btn primary big" data-testid="lesson-start" node_ref=start on:click=move |_| ctl.play.lesson_next()>
                        {move || say(Msg::LessonStart)}
                    </button>
                    <button type="button" class="btn" data-testid="lesson-not-now" on:click=move |_| ctl.screens.show(Screen::Hub)>
                        {move || say(Msg::LessonNotNow)}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// The lesson's end: the coach's last words and what to do next.
#[component]
fn EndCard(game: &'static str, text: String) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let play = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(play);
    let named = move |msg: Msg| say_with(msg, &[("game", Value::Text(&game_name(game)))]);
    view! {
        <div class="modal-backdrop">
            <div class="modal lesson-end" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="lesson-end">
                <h2 id="end-title">{move || named(Msg::LessonDoneTitle)}</h2>
                <p data-testid="lesson-end-text">{text}</p>
                <p class="muted small">{move || say(Msg::LessonDoneAbout)}</p>
                <div class="modal-actions stacked">
                    <button type="button" class="btn primary big" data-testid="lesson-play" node_ref=play on:click=move |_| ctl.set_up_after_lesson(game)>
                        {move || named(Msg::LessonPlayGame)}
                    </button>
                    <button type="button" class="btn" data-testid="lesson-again" on:click=move |_| ctl.restart_lesson(game)>
                        {move || say(Msg::LessonAgain)}
                    </button>
                    <button type="button" class="btn" data-testid="lesson-hub" on:click=move |_| ctl.screens.show(Screen::Hub)>
                        {move || say(Msg::LessonBackToHub)}
                    </button>
                </div>
            </div>
        </div>
    }
}
