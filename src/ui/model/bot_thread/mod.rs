//! Where the page's bots think: the bot worker (`src/bot_worker.rs`), a Web Worker, so Expert's
//! search never freezes the page. One question at a time: a bot's move or a hint. A new
//! question, or [`cancel`] (the table was left, the game changed), stops the one in progress
//! by ending the worker and starting a fresh one, so a stale answer can never be played.
//!
//! The worker starts once the first screen is up ([`start`]), so it never delays it. Until it
//! says "ready", questions wait. The page carries no bot of its own: if no worker can run
//! (no worker in the build, a browser without workers, a worker that keeps failing to load)
//! questions are answered with [`no_bots`], and [`on_unavailable`] tells the set-up, which then
//! offers tables of people only. A worker that stops in the middle of a question (a bug)
//! answers it with an error, and a new worker starts.

mod question;

use crate::bots::request::{BotAnswer, BotRequest};
use crate::daily::request::{DailyAnswer, DailyRequest};
use question::Question;

/// Why no computer player can play here, in words for the player.
pub fn no_bots() -> String {
    crate::ui::model::lang::say(crate::ui::model::lang::Msg::BotsNone)
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::Question;
    use crate::ui::model::lang::{say, Msg};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{MessageEvent, Worker};

    /// How often a worker may stop unexpectedly before the page stops starting new ones.
    const MAX_FAILURES: u32 = 2;

    enum State {
        /// Not asked for yet.
        Idle,
        /// Loading: questions wait in `waiting`.
        Loading(Worker),
        Ready(Worker),
        /// No worker can run here: no bot can play.
        Unavailable,
    }

    struct Thread {
        state: State,
        /// The current worker's event handlers (dropped with it).
        handlers: Option<Handlers>,
        /// Workers that stopped unexpectedly so far.
        failures: u32,
        /// The question asked or waiting, with what to do with its answer.
        waiting: Option<Question>,
        /// Whether `waiting` was posted to the worker.
        posted: bool,
        /// Counts questions.
        next_id: u64,
        /// Told once if no worker can run here.
        on_unavailable: Option<Box<dyn FnOnce()>>,
    }

    thread_local! {
        static THREAD: RefCell<Thread> = const { RefCell::new(Thread {
            state: State::Idle,
            handlers: None,
            failures: 0,
            waiting: None,
            posted: false,
            next_id: 1,
            on_unavailable: None,
        }) };
    }

    /// The worker's loader as the build named it (`<meta name="trumps-bot-worker">`).
    fn loader_url() -> Option<String> {
        let doc = web_sys::window()?.document()?;
        let meta = doc
            .query_selector("meta[name=\"trumps-bot-worker\"]")
            .ok()??;
        let name = meta.get_attribute("content")?;
        (!name.is_empty()).then_some(name)
    }

    struct Handlers {
        _message: Closure<dyn Fn(MessageEvent)>,
        _error: Closure<dyn Fn(web_sys::Event)>,
    }

    pub fn start() {
        THREAD.with_borrow_mut(|t| {
            if matches!(t.state, State::Idle) {
                spawn(t);
            }
        });
    }

    /// Starts a worker (or finds that none can run).
    fn spawn(t: &mut Thread) {
        // The old worker's handlers may be the ones running now: they go after this event.
        if let Some(old) = t.handlers.take() {
            leptos::prelude::set_timeout(move || drop(old), std::time::Duration::ZERO);
        }
        let Some(url) = loader_url() else {
            unavailable(t);
            return;
        };
        let Ok(worker) = Worker::new(&url) else {
            unavailable(t);
            return;
        };
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            on_message(e.data().as_string().unwrap_or_default())
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            e.prevent_default();
            on_failure();
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        t.handlers = Some(Handlers {
            _message: on_message,
            _error: on_error,
        });
        t.state = State::Loading(worker);
    }

    fn on_message(text: String) {
        if text == "ready" {
            THREAD.with_borrow_mut(|t| {
                if let State::Loading(w) = &t.state {
                    t.state = State::Ready(w.clone());
                }
                post_waiting(t);
            });
            return;
        }
        // The id of the answer, read before the rest (an answer of another question, one
        // cancelled meanwhile, is dropped).
        let id = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64));
        let question = THREAD.with_borrow_mut(|t| {
            let open = t.waiting.as_ref().map(Question::id);
            // An answer that cannot be read at all is the open question's.
            let mine = t.posted && open.is_some() && (id.is_none() || id == open);
            if mine {
                t.posted = false;
                t.waiting.take()
            } else {
                None
            }
        });
        if let Some(q) = question {
            q.answer_with(&text);
        }
    }

    /// No worker can run here: says so to whoever asked to be told.
    fn unavailable(t: &mut Thread) {
        t.state = State::Unavailable;
        if let Some(tell) = t.on_unavailable.take() {
            leptos::prelude::set_timeout(tell, std::time::Duration::ZERO);
        }
    }

    pub fn on_unavailable(tell: Box<dyn FnOnce()>) {
        THREAD.with_borrow_mut(|t| {
            if matches!(t.state, State::Unavailable) {
                leptos::prelude::set_timeout(tell, std::time::Duration::ZERO);
            } else {
                t.on_unavailable = Some(tell);
            }
        });
    }

    /// The worker stopped or could not load. A question it was working on is answered with
    /// the problem (it is not asked again: it could stop the worker the same way); a new
    /// worker starts, unless workers keep failing, and then no bot can play here.
    fn on_failure() {
        let (waiting, crashed) = THREAD.with_borrow_mut(|t| {
            if let State::Loading(w) | State::Ready(w) = &t.state {
                w.terminate();
            }
            t.failures += 1;
            let crashed = t.posted;
            t.posted = false;
            if t.failures >= MAX_FAILURES {
                unavailable(t);
            } else {
                spawn(t);
            }
            let waiting = if crashed || matches!(t.state, State::Unavailable) {
                t.waiting.take()
            } else {
                None
            };
            (waiting, crashed)
        });
        if let Some(q) = waiting {
            if crashed {
                q.fail(say(Msg::BotsStopped));
            } else {
                refuse(q);
            }
        }
    }

    fn post_waiting(t: &mut Thread) {
        if let (State::Ready(w), Some(q), false) = (&t.state, &t.waiting, t.posted) {
            if let Some(text) = q.text() {
                t.posted = w.post_message(&JsValue::from_str(&text)).is_ok();
            }
        }
    }

    /// Answers that no bot can play here, after the current event (as the worker would).
    fn refuse(q: Question) {
        leptos::prelude::set_timeout(move || q.refuse(), std::time::Duration::ZERO);
    }

    pub fn ask(mut q: Question) -> u64 {
        cancel();
        let id = THREAD.with_borrow(|t| t.next_id);
        let here = THREAD.with_borrow_mut(|t| {
            q.set_id(t.next_id);
            t.next_id += 1;
            if matches!(t.state, State::Idle) {
                spawn(t);
            }
            if matches!(t.state, State::Unavailable) {
                return Some(q);
            }
            t.waiting = Some(q);
            t.posted = false;
            post_waiting(t);
            None
        });
        if let Some(q) = here {
            refuse(q);
        }
        id
    }

    pub fn open_question() -> Option<u64> {
        THREAD.with_borrow(|t| t.waiting.as_ref().map(Question::id))
    }

    pub fn cancel() {
        THREAD.with_borrow_mut(|t| {
            let busy = t.posted;
            t.waiting = None;
            t.posted = false;
            if busy {
                // The worker is deep in a search and reads no message until it ends: end it
                // and start a fresh one.
                if let State::Ready(w) | State::Loading(w) = &t.state {
                    w.terminate();
                }
                spawn(t);
            }
        });
    }

    pub fn busy() -> bool {
        THREAD.with_borrow(|t| t.waiting.is_some())
    }

    pub fn in_worker() -> bool {
        THREAD.with_borrow(|t| matches!(t.state, State::Ready(_)))
    }
}

/// Natively (tests) the answer is computed at once.
#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::Question;
    use crate::bots::request;
    use crate::daily::request as daily;

    pub fn start() {}

    pub fn on_unavailable(_: Box<dyn FnOnce()>) {}

    pub fn ask(q: Question) -> u64 {
        match q {
            Question::Bot(q, done) => done(request::answer(&q)),
            Question::Daily(q, done) => done(daily::answer(&q)),
        }
        0
    }

    pub fn open_question() -> Option<u64> {
        None
    }

    pub fn cancel() {}

    pub fn busy() -> bool {
        false
    }

    pub fn in_worker() -> bool {
        false
    }
}

/// Starts the bot worker (call once the first screen is drawn); idempotent.
pub fn start() {
    imp::start();
}

/// Calls `tell` (later, on the page's thread) once it is known that no worker can run here,
/// so no bot can play; at once if that is known already. Natively bots always can.
pub fn on_unavailable(tell: impl FnOnce() + 'static) {
    imp::on_unavailable(Box::new(tell));
}

/// Asks a question (its `id` is set here, and returned); a question still open is cancelled
/// first. `done` gets the answer, later, on the page's thread.
pub fn ask(q: BotRequest, done: impl FnOnce(BotAnswer) + 'static) -> u64 {
    imp::ask(Question::Bot(q, Box::new(done)))
}

/// Asks a question about the day's deal, as [`ask`] a bot's (the two share the worker: one
/// cancels the other).
pub fn ask_daily(q: DailyRequest, done: impl FnOnce(DailyAnswer) + 'static) -> u64 {
    imp::ask(Question::Daily(q, Box::new(done)))
}

/// The id of the question open now (asked and not answered yet), if any.
pub fn open_question() -> Option<u64> {
    imp::open_question()
}

/// Forgets the open question, if any, and stops its search.
pub fn cancel() {
    imp::cancel();
}

/// Like [`cancel`], only if the open question is question `id` (another asker's question is
/// left alone).
pub fn cancel_question(id: u64) {
    if open_question() == Some(id) {
        cancel();
    }
}

/// Whether a question is open.
pub fn busy() -> bool {
    imp::busy()
}

/// Whether the worker is running and ready (for the bot-timing figures).
pub fn in_worker() -> bool {
    imp::in_worker()
}
