//! The coach's place measured on the page (the browser only).

use super::{top_or_bottom, Keep, Place, Screen, WIDE};
use super::{COACHED, COACHED_BESIDE_MOVE, DECISION, DRAFTED, EDGE, MARK, PART, STATUS};
use leptos::prelude::{document, window};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// The elements of the page that match `selector`, drawn (a size on the screen).
fn drawn(selector: &str) -> Vec<Element> {
    let Ok(found) = document().query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .filter(|el| {
            let r = el.get_bounding_client_rect();
            r.width() > 0.0 && r.height() > 0.0
        })
        .collect()
}

fn window_size() -> (f64, f64) {
    let size = |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>, or: f64| {
        v.ok().and_then(|h| h.as_f64()).unwrap_or(or)
    };
    (
        size(window().inner_width(), 1280.0),
        size(window().inner_height(), 800.0),
    )
}

/// Sets the CSS variable `name` on the page's root.
fn set_var(name: &str, px: f64) {
    if let Some(root) = document()
        .document_element()
        .and_then(|r| r.dyn_into::<HtmlElement>().ok())
    {
        let _ = root
            .style()
            .set_property(name, &format!("{:.0}px", px.floor()));
    }
}

/// Whether `el` stays put when the page scrolls (CSS `position: sticky`).
fn stuck(el: &Element) -> bool {
    window()
        .get_computed_style(el)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("position").ok())
        .is_some_and(|p| p == "sticky")
}

/// The table's status line, if drawn.
fn status() -> Option<Element> {
    drawn(".table-body [data-testid=\"status\"]")
        .into_iter()
        .next()
}

/// Where the coach at the top starts: under the top bar and the status line, where they are on
/// the screen. Also sets it for the stylesheet (`--coach-top`).
fn top_start(height: f64) -> f64 {
    let mut top = EDGE;
    for el in drawn("header.topbar").into_iter().chain(status()) {
        let r = el.get_bounding_client_rect();
        if r.bottom() > 0.0 && r.top() < height / 3.0 {
            top = top.max(r.bottom() + EDGE);
        }
    }
    set_var("--coach-top", top);
    top
}

pub fn place(parts: &[&str]) -> Place {
    // Nothing to place (no line shown): nothing measured, nothing scrolled.
    let Some(coach) = drawn(".coach")
        .first()
        .map(|el| el.get_bounding_client_rect())
    else {
        return Place::Bottom;
    };
    let (width, height) = window_size();
    let marked = drawn(".table-body [data-coach-move]");
    let coached = drawn(".table-body [data-coached]");
    let pointed = coached.first().or(marked.first()).map(|el| {
        let r = el.get_bounding_client_rect();
        (r.top(), r.right(), r.bottom(), r.left())
    });
    // On a wide screen, over the side column farther from what it points at, if it has room.
    let side = match pointed {
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
    // Else away from the part pointed at, unless another place hides less.
    let prefer = match pointed {
        Some((top, _, bottom, _)) if (top + bottom) / 2.0 > height / 2.0 => Place::Top,
        _ => Place::Bottom,
    };
    // What to keep in sight, each element once, at the most it matters as any of its kinds.
    let mut weighed: Vec<(Element, f64)> = Vec::new();
    let mut weigh = |found: Vec<Element>, weight: f64| {
        for el in found {
            match weighed.iter_mut().find(|(e, _)| *e == el) {
                Some((_, w)) => *w = w.max(weight),
                None => weighed.push((el, weight)),
            }
        }
    };
    let status = status();
    weigh(marked.clone(), MARK);
    weigh(status.iter().cloned().collect(), STATUS);
    weigh(drawn(".table-body [data-drafted]"), DRAFTED);
    let coached_weight = if marked.is_empty() {
        COACHED
    } else {
        COACHED_BESIDE_MOVE
    };
    weigh(coached, coached_weight);
    weigh(drawn(".table-body [data-decision]"), DECISION);
    for selector in parts {
        weigh(drawn(&format!(".table-body {selector}")), PART);
    }
    let keep: Vec<Keep> = weighed
        .iter()
        .map(|(el, weight)| {
            let r = el.get_bounding_client_rect();
            Keep {
                top: r.top(),
                bottom: r.bottom(),
                weight: *weight,
                stuck: stuck(el),
            }
        })
        .collect();
    let hidden_above = status
        .as_ref()
        .filter(|el| stuck(el))
        .map_or(0.0, |el| el.get_bounding_client_rect().bottom());
    let scroll_y = window().scroll_y().unwrap_or(0.0);
    let page = document()
        .document_element()
        .map_or(height, |r| f64::from(r.scroll_height()));
    let screen = Screen {
        height,
        top: top_start(height),
        hidden_above,
        coach: coach.height(),
        room_down: (page - height - scroll_y).max(0.0),
        room_up: scroll_y.max(0.0),
    };
    let (place, shift) = top_or_bottom(&keep, &screen, prefer);
    if shift.abs() >= 1.0 {
        window().scroll_by_with_x_and_y(0.0, shift);
        // The top bar may have scrolled away, the status line stuck higher.
        top_start(height);
    }
    place
}

/// Whether the coach fits over the side column at `side`, between the screen's edge and the
/// nearest part of the table beside the column (a column narrower than the coach would have it
/// cover the middle of the table: a player's top card, a bid being put together). Sets the
/// coach's width for it (`--coach-side` on the page).
fn side_room(side: Place, width: f64) -> bool {
    /// The narrowest a coach over a side column may be (CSS pixels), and the widest.
    const SIDE_MIN: f64 = 230.0;
    const SIDE_MAX: f64 = 320.0;
    const SIDE_EDGE: f64 = 16.0;
    const GAP: f64 = 10.0;
    // The band the coach covers: from under the top bar, about as tall as a long line.
    let (band_top, band_bottom) = (100.0, 420.0);
    let parts = drawn(
        ".table-body .panel, .table-body .hand-wrap, .table-body [data-decision], \
         .table-body [data-coached], .table-body [data-coach-move]",
    );
    let mut room = SIDE_MAX;
    for el in parts {
        let r = el.get_bounding_client_rect();
        if r.top() >= band_bottom || r.bottom() <= band_top {
            continue;
        }
        // A part of the side column itself starts (or ends) near the screen's edge.
        let free = match side {
            Place::Left if r.left() > SIDE_EDGE * 3.0 => r.left() - SIDE_EDGE - GAP,
            Place::Right if r.right() < width - SIDE_EDGE * 3.0 => {
                width - r.right() - SIDE_EDGE - GAP
            }
            _ => continue,
        };
        room = room.min(free);
    }
    set_var("--coach-side", room);
    room >= SIDE_MIN
}

/// Brings the move asked for (or else the part pointed at) into view if none of it is on the
/// screen.
pub fn scroll_into_view() {
    let found = drawn(".table-body [data-coach-move]")
        .into_iter()
        .next()
        .or_else(|| drawn(".table-body [data-coached]").into_iter().next());
    if let Some(el) = found {
        let r = el.get_bounding_client_rect();
        let (_, height) = window_size();
        // Only when none of it is on the screen: the coach keeps clear of what is.
        if r.top() >= height || r.bottom() <= 0.0 {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Center);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    }
}
