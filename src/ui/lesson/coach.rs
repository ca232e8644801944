//! The coach at a lesson's table: the "what's different in this game" card at the start, then
//! one line at a time, pointing at the part of the table it speaks of (a ring around it, the
//! coach placed on the other side of the screen with an arrow towards it) and marking the
//! control of the move it asks for; a move off the script with what Expert reckons it cost
//! and *Take back*; and at the end, the coach's last words with what to do next.

use super::track::CoachShown;
use crate::engine::person_words::asked;
use crate::lessons::Target;
use crate::ui::app::focus_on_mount;
use crate::ui::ctl::{Ctl, Screen};
use crate::ui::games::ui_for;
use crate::ui::lesson::cost::Cost;
use crate::ui::table_marks::{self, action_selector};
use leptos::prelude::*;

/// What the coach shows, read from the lesson at the table.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    game: &'static str,
    name: &'static str,
    intro: Option<Vec<String>>,
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
    ctl.session.with(|s| {
        let s = s.as_ref()?;
        let t = s.lesson.as_ref()?;
        let line = t.line();
        Some(Shown {
            game: t.game(),
            name: s.info().name,
            intro: t.intro.then(|| t.lesson().intro.clone()),
            ended: t.finished() && s.pending_summary().is_none() && line.is_none(),
            line,
            off: t.off_script(),
            cost: t.cost.clone(),
            summary_up: s.pending_summary().is_some(),
            step: t.step(),
            end_text: t.lesson().end.text.clone(),
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
    // The part pointed at and the move asked for are marked on the table, and marked again
    // whenever the table redraws.
    Effect::new(move |_| {
        let (game, target, expected, summary_up) = state.with(|s| match s {
            Some(s) => (
                Some(s.game),
                s.line.as_ref().and_then(|l| l.target),
                s.line.as_ref().and_then(|l| l.expected.clone()),
                s.summary_up,
            ),
            None => (None, None, None, false),
        });
        ctl.session.track();
        request_animation_frame(move || {
            let parts = match (game, target) {
                (Some(g), Some(t)) if !summary_up => selectors(g, t)
                    .into_iter()
                    .map(|sel| (sel.to_string(), t.id().to_string()))
                    .collect(),
                _ => Vec::new(),
            };
            table_marks::mark("data-coached", parts);
            let moves = expected
                .map(|e: String| vec![(action_selector(&e), "1".to_string())])
                .unwrap_or_default();
            table_marks::mark("data-coach-move", moves);
            at_top.set(if summary_up { Place::Top } else { place_away() });
            scroll_into_view();
        });
    });
    on_cleanup(|| {
        table_marks::mark("data-coached", Vec::new());
        table_marks::mark("data-coach-move", Vec::new());
    });
    move || {
        let s = state.get()?;
        Some(if let Some(lines) = s.intro.clone() {
            view! { <IntroCard name=s.name lines=lines /> }.into_any()
        } else if let Some((played, expected)) = s.off.clone() {
            view! { <OffScript played=played expected=expected cost=s.cost.clone() at_top=at_top /> }.into_any()
        } else if let Some(line) = s.line.clone() {
            view! { <CoachLine line=line step=s.step at_top=at_top /> }.into_any()
        } else if s.ended {
            view! { <EndCard game=s.game name=s.name text=s.end_text.clone() /> }.into_any()
        } else {
            ().into_any()
        })
    }
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

/// Where the coach sits on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Top,
    Bottom,
    /// Wide screens: over a side column.
    Left,
    Right,
}

impl Place {
    fn class(self) -> &'static str {
        match self {
            Place::Top => "at-top",
            Place::Bottom => "at-bottom",
            Place::Left => "at-left",
            Place::Right => "at-right",
        }
    }

    /// The arrow pointing from the coach towards what it speaks of.
    fn arrow(self) -> &'static str {
        match self {
            Place::Top => "▼",
            Place::Bottom => "▲",
            Place::Left => "▶",
            Place::Right => "◀",
        }
    }
}

/// The coach's place away from the part pointed at (or else the move asked for): on a wide
/// screen over the side column farther from it, if that column has room for the coach beside
/// the rest of the table; else at the top when the part lies in the lower half of the screen,
/// at the bottom otherwise.
fn place_away() -> Place {
    let size = |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>, or: f64| {
        v.ok().and_then(|h| h.as_f64()).unwrap_or(or)
    };
    let width = size(window().inner_width(), 1280.0);
    let height = size(window().inner_height(), 800.0);
    let place = table_marks::marked_place("data-coached")
        .or_else(|| table_marks::marked_place("data-coach-move"));
    let vertical = |top: f64, bottom: f64| {
        if (top + bottom) / 2.0 > height / 2.0 {
            Place::Top
        } else {
            Place::Bottom
        }
    };
    let side = match place {
        _ if width < WIDE => None,
        None => Some(Place::Right),
        Some((_, right, _, left)) if (left + right) / 2.0 > width * 0.6 => Some(Place::Left),
        Some(_) => Some(Place::Right),
    };
    if let Some(side) = side {
        if side_room(side, width) {
            return side;
        }
    }
    match place {
        Some((top, _, bottom, _)) => vertical(top, bottom),
        None => Place::Bottom,
    }
}

/// The narrowest a coach over a side column may be (CSS pixels), and the widest.
const SIDE_MIN: f64 = 230.0;
const SIDE_MAX: f64 = 320.0;

/// Whether the coach fits over the side column at `side`, between the screen's edge and the
/// nearest part of the table beside the column (a column narrower than the coach would have it
/// cover the middle of the table: a player's top card, a bid being put together). Sets the
/// coach's width for it (`--coach-side` on the page).
fn side_room(side: Place, width: f64) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        const EDGE: f64 = 16.0;
        const GAP: f64 = 10.0;
        // The band the coach covers: from under the top bar, about as tall as a long line.
        let (band_top, band_bottom) = (100.0, 420.0);
        let doc = document();
        let Ok(parts) = doc.query_selector_all(
            ".table-body .panel, .table-body .hand-wrap, .table-body [data-decision], \
             .table-body [data-coached], .table-body [data-coach-move]",
        ) else {
            return false;
        };
        let mut room = SIDE_MAX;
        for i in 0..parts.length() {
            let Some(el) = parts
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let r = el.get_bounding_client_rect();
            if r.width() == 0.0 || r.top() >= band_bottom || r.bottom() <= band_top {
                continue;
            }
            // A part of the side column itself starts (or ends) near the screen's edge.
            let free = match side {
                Place::Left if r.left() > EDGE * 3.0 => r.left() - EDGE - GAP,
                Place::Right if r.right() < width - EDGE * 3.0 => width - r.right() - EDGE - GAP,
                _ => continue,
            };
            room = room.min(free);
        }
        let fits = room >= SIDE_MIN;
        if let Some(root) = doc.document_element() {
            if let Some(root) = root.dyn_ref::<web_sys::HtmlElement>() {
                let _ = root
                    .style()
                    .set_property("--coach-side", &format!("{:.0}px", room.floor()));
            }
        }
        fits
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (side, width, SIDE_MIN, SIDE_MAX);
        true
    }
}

/// From this width (CSS pixels) the table has side columns the coach can sit over.
const WIDE: f64 = 1100.0;

#[component]
fn CoachLine(line: CoachShown, step: (usize, usize), at_top: RwSignal<Place>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let next = NodeRef::<leptos::html::Button>::new();
    if line.next {
        focus_on_mount(next);
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
            aria-label="Coach"
        >
            <span class="coach-arrow" aria-hidden="true">{move || at_top.get().arrow()}</span>
            <div class="coach-head">
                <span class="coach-who">"Coach"</span>
                <span
                    class="coach-progress"
                    role="progressbar"
                    aria-label="Lesson progress"
                    aria-valuemin="0"
                    aria-valuemax=all
                    aria-valuenow=done
                    data-testid="coach-progress"
                >
                    <span style=width></span>
                </span>
            </div>
            <p class="coach-text" data-testid="coach-text" role="status" aria-live="polite">{line.text.clone()}</p>
            <div class="coach-go">
                {if line.next {
                    view! {
                        <button type="button" class="btn primary" data-testid="coach-next" node_ref=next on:click=move |_| ctl.lesson_next()>
                            "Next"
                        </button>
                    }
                    .into_any()
                } else {
                    view! {
                        <span class="coach-wait" data-testid="coach-wait">
                            {if line.expected.is_some() { "Your move: the marked one" } else { "Your move" }}
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
) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let back = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(back);
    let cost = match cost {
        Cost::None => String::new(),
        Cost::Asking => "Expert is weighing your move…".to_string(),
        Cost::Said(w) => w,
        Cost::Unknown(why) => format!("Expert could not weigh it: {why}."),
    };
    view! {
        <aside
            class=move || format!("coach off-script {}", at_top.get().class())
            data-testid="coach-off"
            aria-label="Coach"
        >
            <div class="coach-head">
                <span class="coach-who">"Not the lesson's move"</span>
            </div>
            <p class="coach-text" role="status" aria-live="polite">
                {format!("Your move: {}. The lesson's move: {}.", asked(&played), asked(&expected))}
            </p>
            <p class="coach-cost" data-testid="coach-cost">{cost}</p>
            <p class="muted small">"Take it back to go on with the lesson."</p>
            <div class="coach-go">
                <button type="button" class="btn primary" data-testid="coach-take-back" node_ref=back on:click=move |_| ctl.lesson_take_back()>
                    "↶ Take back"
                </button>
            </div>
        </aside>
    }
}

/// The "what's different in this game" card, before the lesson's first move.
#[component]
fn IntroCard(name: &'static str, lines: Vec<String>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let start = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(start);
    view! {
        <div class="modal-backdrop">
            <div class="modal lesson-intro" role="dialog" aria-modal="true" aria-labelledby="intro-title" data-testid="lesson-intro">
                <h2 id="intro-title">{format!("What's different in {name}")}</h2>
                <ul class="intro-lines">
                    {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
                <p class="muted small">"You play one short hand. The coach explains each rule as it comes up and points at it on the table; the other players' moves are fixed, so every learner sees the same hand."</p>
                <div class="modal-actions">
                    <button type="button" class="btn primary big" data-testid="lesson-start" node_ref=start on:click=move |_| ctl.lesson_next()>
                        "Start the lesson"
                    </button>
                    <button type="button" class="btn" data-testid="lesson-not-now" on:click=move |_| ctl.show(Screen::Hub)>
                        "Not now"
                    </button>
                </div>
            </div>
        </div>
    }
}

/// The lesson's end: the coach's last words and what to do next.
#[component]
fn EndCard(game: &'static str, name: &'static str, text: String) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let play = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(play);
    view! {
        <div class="modal-backdrop">
            <div class="modal lesson-end" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="lesson-end">
                <h2 id="end-title">{format!("Lesson done: {name}")}</h2>
                <p data-testid="lesson-end-text">{text}</p>
                <p class="muted small">"It is marked done on the hub. Its hand is yours to play again whenever you like."</p>
                <div class="modal-actions stacked">
                    <button type="button" class="btn primary big" data-testid="lesson-play" node_ref=play on:click=move |_| ctl.set_up_after_lesson(game)>
                        {format!("Play a game of {name}")}
                    </button>
                    <button type="button" class="btn" data-testid="lesson-again" on:click=move |_| ctl.restart_lesson(game)>
                        "Play the lesson again"
                    </button>
                    <button type="button" class="btn" data-testid="lesson-hub" on:click=move |_| ctl.show(Screen::Hub)>
                        "Back to the hub"
                    </button>
                </div>
            </div>
        </div>
    }
}

/// Brings the move asked for (or else the part pointed at) into view if none of it is on the
/// screen.
fn scroll_into_view() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let doc = document();
        let found = doc
            .query_selector(".table-body [data-coach-move]")
            .ok()
            .flatten()
            .or_else(|| {
                doc.query_selector(".table-body [data-coached]")
                    .ok()
                    .flatten()
            });
        if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let r = el.get_bounding_client_rect();
            let height = window()
                .inner_height()
                .ok()
                .and_then(|h| h.as_f64())
                .unwrap_or(800.0);
            // Only when none of it is on the screen: the coach keeps clear of what is.
            if r.top() >= height || r.bottom() <= 0.0 {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Center);
                el.scroll_into_view_with_scroll_into_view_options(&options);
            }
        }
    }
}
