//! What the browser tests read of a host or a guest, only when its address has `hooks=1` (the
//! tests open the host's page and every invitation so): the frames a guest received and the
//! views it held, and every view the host could have sent at each position, so a test can check
//! that every state a guest held was exactly its own seat's view of the host's game there.

use crate::ui::model::browser;
use std::cell::Cell;

/// At most this many entries are kept in a list (a game of a few hundred moves keeps all).
const KEPT: usize = 20_000;

thread_local! {
    static ON: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Whether the tests' hooks are on for this page (`hooks=1` in its address when it opened).
pub fn on() -> bool {
    ON.with(|o| match o.get() {
        Some(on) => on,
        None => {
            let on = browser::query_param("hooks").is_some();
            o.set(Some(on));
            on
        }
    })
}

/// Appends `text` to the list `window[name]` (made on the first call).
pub fn push(name: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let key = wasm_bindgen::JsValue::from_str(name);
        let global = js_sys::global();
        let list = js_sys::Reflect::get(&global, &key)
            .ok()
            .and_then(|v| v.dyn_into::<js_sys::Array>().ok())
            .unwrap_or_else(|| {
                let a = js_sys::Array::new();
                let _ = js_sys::Reflect::set(&global, &key, &a);
                a
            });
        if (list.length() as usize) < KEPT {
            list.push(&wasm_bindgen::JsValue::from_str(text));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, text, KEPT);
}

/// Sets `window[name][key] = text` (the object made on the first call).
pub fn set(name: &str, key: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        let name = wasm_bindgen::JsValue::from_str(name);
        let global = js_sys::global();
        let map = js_sys::Reflect::get(&global, &name)
            .ok()
            .filter(wasm_bindgen::JsValue::is_object)
            .unwrap_or_else(|| {
                let o = js_sys::Object::new().into();
                let _ = js_sys::Reflect::set(&global, &name, &o);
                o
            });
        let _ = js_sys::Reflect::set(
            &map,
            &wasm_bindgen::JsValue::from_str(key),
            &wasm_bindgen::JsValue::from_str(text),
        );
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, key, text);
}
