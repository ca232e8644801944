//! The bot worker: a second, small WebAssembly program that the page runs as a Web Worker, so
//! bots (Expert above all) think off the page's thread and the table stays responsive. It
//! holds only the rules crate: it receives a [`BotRequest`] as JSON text, answers it with
//! [`answer_json`] and posts the [`BotAnswer`] back (a question about today's deal, which has
//! a `daily` field, is answered by `trumps_rules::daily::request::answer_json`). It says
//! "ready" once it listens.
//!
//! Built by Trunk from `index.html` (`data-type="worker"`); `src/ui/bot_thread.rs` starts it.
//!
//! [`BotRequest`]: trumps_rules::bots::request::BotRequest
//! [`BotAnswer`]: trumps_rules::bots::request::BotAnswer
//! [`answer_json`]: trumps_rules::bots::request::answer_json

#[cfg(target_arch = "wasm32")]
fn main() {
    use trumps_rules::bots::{clock, request};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    // The words bots give (a hint's choices, a review's) are English's, said by the catalogue.
    let _ = trumps_words::keep_english_rest(trumps_words::EN_REST_FILE);
    // The search's time limit needs a clock; the rules crate has none in the browser.
    clock::set_clock(js_sys::Date::now);
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        // A question about the day (a deal, par, a friend's result) or a bot's.
        let answer = trumps_rules::daily::request::answer_json(&text)
            .unwrap_or_else(|| request::answer_json(&text));
        let _ = reply.post_message(&JsValue::from_str(&answer));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// Natively there is nothing to run: the command line and the tests call the bots directly.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the bot worker runs only in a browser (see src/ui/bot_thread.rs)");
}
