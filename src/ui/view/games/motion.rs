//! Motion the stylesheet cannot place alone: something that arrives (a chip taken from the
//! pool, points scored) flies in from where it came from, and a new hand is dealt in card by
//! card. A part marks what is new with the class `arrive`; [`fly_in`] measures, once the page is drawn, the distance from the origin's
//! centre to each such element, writes it as `--fly-x`/`--fly-y` and marks it `data-fly`,
//! which the stylesheet animates (scaled by the pace; nothing with reduced motion or
//! at the Instant pace); [`deal_in`] numbers the cards (`--i`) and marks them `data-deal`.
//! The marks are attributes the views do not render, so redrawing a part (the next move) does
//! not cut the motion short. Nothing waits for it: input goes on at once.

/// After the next frame, sends every `.arrive` element inside `scope` flying in from the
/// centre of the first of `origins` found on the page.
pub fn fly_in(scope: &'static str, origins: &'static [&'static str]) {
    leptos::prelude::request_animation_frame(move || start(scope, origins));
}

/// After the next frame, deals in the `.arrive` elements inside `scope`, one after the other.
pub fn deal_in(scope: &'static str) {
    leptos::prelude::request_animation_frame(move || start_deal(scope));
}

#[cfg(target_arch = "wasm32")]
fn arrived(scope: &str) -> Vec<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    let doc = leptos::prelude::document();
    let Ok(list) = doc.query_selector_all(&format!("{scope} .arrive")) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// Marks `el` with `mark` afresh (taken off and put back, so its animation starts again).
#[cfg(target_arch = "wasm32")]
fn restart(el: &web_sys::HtmlElement, mark: &str) {
    let _ = el.class_list().remove_1("arrive");
    let _ = el.remove_attribute(mark);
    let _ = el.offset_width();
    let _ = el.set_attribute(mark, "");
}

#[cfg(target_arch = "wasm32")]
fn start_deal(scope: &str) {
    for (i, el) in arrived(scope).iter().enumerate() {
        let _ = el.style().set_property("--i", &i.to_string());
        restart(el, "data-deal");
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn start_deal(scope: &str) {
    let _ = scope;
}

#[cfg(target_arch = "wasm32")]
fn start(scope: &str, origins: &[&str]) {
    let doc = leptos::prelude::document();
    let Some(origin) = origins
        .iter()
        .find_map(|sel| doc.query_selector(sel).ok().flatten())
    else {
        return;
    };
    let from = origin.get_bounding_client_rect();
    let (fx, fy) = (
        from.left() + from.width() / 2.0,
        from.top() + from.height() / 2.0,
    );
    for el in arrived(scope) {
        let to = el.get_bounding_client_rect();
        let (tx, ty) = (to.left() + to.width() / 2.0, to.top() + to.height() / 2.0);
        let style = el.style();
        let _ = style.set_property("--fly-x", &format!("{:.0}px", fx - tx));
        let _ = style.set_property("--fly-y", &format!("{:.0}px", fy - ty));
        restart(&el, "data-fly");
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn start(scope: &str, origins: &[&str]) {
    let _ = (scope, origins);
}
