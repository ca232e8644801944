//! Every browser call the app makes outside storage: saving a file, reading a chosen file,
//! copying text, the page's link and query, the clock, randomness, scrolling. Outside the
//! browser (native tests) they do nothing or give fixed values.

#[cfg(target_arch = "wasm32")]
mod imp {
    use crate::ui::model::lang::{say, say_with, Msg, Value};
    use wasm_bindgen::JsCast;

    /// Offers `text` as a file download named `file_name`.
    pub fn download(file_name: &str, text: &str) -> Result<(), String> {
        let fail = say;
        let window = web_sys::window().ok_or_else(|| fail(Msg::FileNoWindow))?;
        let document = window.document().ok_or_else(|| fail(Msg::FileNoPage))?;
        let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/json");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
            .map_err(|_| fail(Msg::FileNoFile))?;
        let url =
            web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail(Msg::FileNoFile))?;
        let a: web_sys::HtmlAnchorElement = document
            .create_element("a")
            .map_err(|_| fail(Msg::FileNoLink))?
            .dyn_into()
            .map_err(|_| fail(Msg::FileNoLink))?;
        a.set_href(&url);
        a.set_download(file_name);
        if let Some(body) = document.body() {
            let _ = body.append_child(&a);
        }
        a.click();
        a.remove();
        let _ = web_sys::Url::revoke_object_url(&url);
        Ok(())
    }

    /// The name and size in bytes of the first file chosen in a file input (to refuse a
    /// file too large before reading it).
    pub fn chosen_file_size(input: &web_sys::HtmlInputElement) -> Option<(String, f64)> {
        let file = input.files().and_then(|f| f.get(0))?;
        Some((file.name(), file.size()))
    }

    /// The text of the first file chosen in a file input.
    pub async fn read_chosen_file(
        input: &web_sys::HtmlInputElement,
    ) -> Result<(String, String), String> {
        let file = input
            .files()
            .and_then(|f| f.get(0))
            .ok_or_else(|| say(Msg::FileNone))?;
        let name = file.name();
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .map_err(|_| say_with(Msg::FileUnread, &[("name", Value::Text(&name))]))?;
        let text = text
            .as_string()
            .ok_or_else(|| say_with(Msg::FileNotText, &[("name", Value::Text(&name))]))?;
        Ok((name, text))
    }

    /// The text of a file of the site (`path` relative to the app's folder), or why it could
    /// not be fetched, in words for the player.
    pub async fn fetch_text(path: &str) -> Result<String, String> {
        use wasm_bindgen_futures::JsFuture;
        let failed = |why: &str, status: u16| {
            say_with(
                Msg::FetchFailed,
                &[
                    ("why", Value::Text(why)),
                    ("status", Value::Number(f64::from(status))),
                ],
            )
        };
        let window = web_sys::window().ok_or_else(|| failed("window", 0))?;
        let response: web_sys::Response = JsFuture::from(window.fetch_with_str(path))
            .await
            .map_err(|_| failed("connection", 0))?
            .dyn_into()
            .map_err(|_| failed("answer", 0))?;
        if !response.ok() {
            return Err(failed("status", response.status()));
        }
        let text = response.text().map_err(|_| failed("unread", 0))?;
        JsFuture::from(text)
            .await
            .ok()
            .and_then(|t| t.as_string())
            .ok_or_else(|| failed("unread", 0))
    }

    /// Copies text to the clipboard (the returned promise is left to settle).
    pub fn copy(text: &str) -> bool {
        match web_sys::window() {
            Some(w) => {
                let _ = w.navigator().clipboard().write_text(text);
                true
            }
            None => false,
        }
    }

    /// The device's share sheet (Web Share), if the browser has one.
    fn share_sheet() -> Option<(web_sys::Navigator, js_sys::Function)> {
        let nav = web_sys::window()?.navigator();
        let f = js_sys::Reflect::get(&nav, &wasm_bindgen::JsValue::from_str("share")).ok()?;
        Some((nav, f.dyn_into().ok()?))
    }

    /// Whether the device has a share sheet.
    pub fn can_share() -> bool {
        share_sheet().is_some()
    }

    /// Hands `text` to the device's share sheet: whether there is one (the person may still
    /// close it without sharing: that is theirs to do, and not an error).
    pub fn share(text: &str) -> bool {
        let Some((nav, f)) = share_sheet() else {
            return false;
        };
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(
            &data,
            &wasm_bindgen::JsValue::from_str("text"),
            &wasm_bindgen::JsValue::from_str(text),
        );
        match f.call1(&nav, &data) {
            Ok(p) => {
                if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                    wasm_bindgen_futures::spawn_local(async move {
                        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
                    });
                }
                true
            }
            Err(_) => false,
        }
    }

    /// Whether the browser says this device has no network.
    pub fn offline() -> bool {
        web_sys::window().is_some_and(|w| !w.navigator().on_line())
    }

    /// The page's address without query or fragment.
    pub fn page_base() -> String {
        web_sys::window()
            .and_then(|w| {
                let l = w.location();
                Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
            })
            .unwrap_or_default()
    }

    /// Removes the query (`?deal=…`) from the address bar without reloading.
    pub fn clear_query() {
        if let Some(w) = web_sys::window() {
            let base = page_base();
            if let Ok(h) = w.history() {
                // The state (which screen this entry shows) stays.
                let state = h.state().unwrap_or(wasm_bindgen::JsValue::NULL);
                let _ = h.replace_state_with_url(&state, "", Some(&base));
            }
        }
    }

    pub fn now_ms() -> f64 {
        js_sys::Date::now()
    }

    /// Milliseconds since the page loaded (for timing).
    pub fn clock_ms() -> f64 {
        web_sys::window()
            .and_then(|w| w.performance())
            .map(|p| p.now())
            .unwrap_or_default()
    }

    /// A value of the page's URL query (`?pace=instant&seed=7`).
    pub fn query_param(name: &str) -> Option<String> {
        let search = web_sys::window()?.location().search().ok()?;
        search
            .trim_start_matches('?')
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }

    pub fn random_u64() -> u64 {
        let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (hi << 32) | lo
    }

    /// A new screen starts at its top, whatever the old one was scrolled to.
    pub fn scroll_to_top() {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Scrolls the first element matching `selector` to the top of the window, if there is one.
    pub fn scroll_into_view(selector: &str) {
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(selector).ok().flatten());
        if let Some(el) = el {
            el.scroll_into_view();
        }
    }

    /// "21 Nov 2026, 14:05" in the browser's time zone; in another language the way it
    /// writes dates ("21. Nov. 2026, 14:05").
    pub fn date_label(ms: f64) -> String {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        let lang = crate::ui::model::lang::language();
        if lang != "en" {
            let options = js_sys::Object::new();
            for (key, value) in [
                ("day", "numeric"),
                ("month", "short"),
                ("year", "numeric"),
                ("hour", "2-digit"),
                ("minute", "2-digit"),
            ] {
                let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
            }
            if let Some(label) = d.to_locale_string(lang, &options).as_string() {
                return label;
            }
        }
        const MONTHS: [&str; 12] = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ];
        format!(
            "{} {} {}, {:02}:{:02}",
            d.get_date(),
            MONTHS[(d.get_month() as usize).min(11)],
            d.get_full_year(),
            d.get_hours(),
            d.get_minutes()
        )
    }

    /// The page's language (`<html lang>`), for the browser's voice, hyphens and spelling.
    /// The languages the browser asks for, most wanted first (`["de-DE", "en"]`).
    pub fn languages() -> Vec<String> {
        web_sys::window()
            .map(|w| w.navigator().languages())
            .map(|list| list.iter().filter_map(|l| l.as_string()).collect())
            .unwrap_or_default()
    }

    pub fn set_page_language(lang: &str) {
        let root = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element());
        if let Some(root) = root {
            let _ = root.set_attribute("lang", lang);
        }
        // The manifest of the language (scripts/rules-pages.mjs writes one for each), so the
        // parlour installs under its name there.
        let link = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("link[rel=\"manifest\"]").ok().flatten());
        if let Some(link) = link {
            let href = match lang {
                "en" => "manifest.webmanifest".to_string(),
                other => format!("manifest-{other}.webmanifest"),
            };
            let _ = link.set_attribute("href", &href);
        }
    }

    /// "2026-11-21" for file names.
    pub fn date_stamp(ms: f64) -> String {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        format!(
            "{}-{:02}-{:02}",
            d.get_full_year(),
            d.get_month() + 1,
            d.get_date()
        )
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub fn download(_file_name: &str, _text: &str) -> Result<(), String> {
        Err("files can only be saved in the browser".into())
    }
    pub fn offline() -> bool {
        false
    }
    pub async fn fetch_text(path: &str) -> Result<String, String> {
        Err(format!("{path} can only be fetched in the browser"))
    }
    pub fn copy(_text: &str) -> bool {
        false
    }
    pub fn can_share() -> bool {
        false
    }
    pub fn share(_text: &str) -> bool {
        false
    }
    pub fn page_base() -> String {
        String::new()
    }
    pub fn clear_query() {}
    pub fn now_ms() -> f64 {
        0.0
    }
    pub fn clock_ms() -> f64 {
        0.0
    }
    pub fn query_param(_name: &str) -> Option<String> {
        None
    }
    pub fn random_u64() -> u64 {
        0x5EED_u64
    }
    pub fn scroll_to_top() {}
    pub fn set_page_language(_lang: &str) {}
    pub fn languages() -> Vec<String> {
        Vec::new()
    }
    pub fn scroll_into_view(_selector: &str) {}
    pub fn date_label(_ms: f64) -> String {
        String::new()
    }
    pub fn date_stamp(_ms: f64) -> String {
        "game".into()
    }
}

pub use imp::*;

/// The link that opens a shared deal on this site.
pub fn deal_link(code: &str) -> String {
    format!("{}?deal={code}", page_base())
}

/// Reads the file chosen in `input` (clearing the input for the next choice) and hands
/// `then` its name and text, or why it could not be read. Outside the browser, nothing.
pub fn read_chosen(
    input: leptos::prelude::NodeRef<leptos::html::Input>,
    then: impl FnOnce(Result<(String, String), String>) + 'static,
) {
    #[cfg(target_arch = "wasm32")]
    if let Some(el) = leptos::prelude::GetUntracked::get_untracked(&input) {
        leptos::task::spawn_local(async move {
            let read = read_chosen_file(&el).await;
            el.set_value("");
            then(read);
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (input, then);
}

/// A guest leaves the host's table for its own parlour (the page without the invitation).
pub fn leave_table() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().assign(&page_base());
    }
}
