//! Where the page's bots think: the bot worker (`src/bot_worker.rs`), a Web Worker, so Expert's
//! search never freezes the page. One question at a time: a bot's move or a hint. A new
//! question, or [`cancel`] (the table was left, the game changed), stops the one in progress
//! by ending the worker and starting a fresh one, so a stale answer can never be played.
//!
//! The worker starts once the first screen is up ([`start`]), so it never delays it. Until it
//! says "ready", questions wait; if it cannot run at all (no worker in the build, an old
//! browser, a load error) the page answers them itself with the same code, and the search
//! then has no clock and stops at a fixed number of iterations.

use crate::bots::request::{self, BotAnswer, BotRequest};

/// What to do with the answer.
pub type Done = Box<dyn FnOnce(BotAnswer)>;

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::{request, BotAnswer, BotRequest, Done};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{MessageEvent, Worker};

    enum State {
        /// Not asked for yet.
        Idle,
        /// Loading: questions wait in `waiting`.
        Loading(Worker),
        Ready(Worker),
        /// No worker can run here: the page answers.
        Unavailable,
    }

    struct Thread {
        state: State,
        /// The question asked or waiting, with what to do with its answer.
        waiting: Option<(BotRequest, Done)>,
        /// Whether `waiting` was posted to the worker.
        posted: bool,
        /// Counts questions.
        next_id: u64,
    }

    thread_local! {
        static THREAD: RefCell<Thread> = const { RefCell::new(Thread {
            state: State::Idle,
            waiting: None,
            posted: false,
            next_id: 1,
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

    pub fn start() {
        THREAD.with_borrow_mut(|t| {
            if matches!(t.state, State::Idle) {
                t.state = spawn();
            }
        });
    }

    /// Starts a worker (or finds that none can run).
    fn spawn() -> State {
        let Some(url) = loader_url() else {
            return State::Unavailable;
        };
        let Ok(worker) = Worker::new(&url) else {
            return State::Unavailable;
        };
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            on_message(e.data().as_string().unwrap_or_default())
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            e.prevent_default();
            on_failure();
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        State::Loading(worker)
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
        let Ok(answer) = serde_json::from_str::<BotAnswer>(&text) else {
            return;
        };
        let done = THREAD.with_borrow_mut(|t| {
            let mine = t
                .waiting
                .as_ref()
                .is_some_and(|(q, _)| q.id == answer.id && t.posted);
            if mine {
                t.posted = false;
                t.waiting.take().map(|(_, done)| done)
            } else {
                None
            }
        });
        if let Some(done) = done {
            done(answer);
        }
    }

    /// The worker died or could not load: the page answers from now on.
    fn on_failure() {
        let waiting = THREAD.with_borrow_mut(|t| {
            if let State::Loading(w) | State::Ready(w) = &t.state {
                w.terminate();
            }
            t.state = State::Unavailable;
            t.posted = false;
            t.waiting.take()
        });
        if let Some((q, done)) = waiting {
            answer_here(q, done);
        }
    }

    fn post_waiting(t: &mut Thread) {
        if let (State::Ready(w), Some((q, _)), false) = (&t.state, &t.waiting, t.posted) {
            if let Ok(text) = serde_json::to_string(q) {
                t.posted = w.post_message(&JsValue::from_str(&text)).is_ok();
            }
        }
    }

    /// Answers on the page, after the current event (as the worker would).
    fn answer_here(q: BotRequest, done: Done) {
        leptos::prelude::set_timeout(move || done(request::answer(&q)), std::time::Duration::ZERO);
    }

    pub fn ask(mut q: BotRequest, done: Done) {
        cancel();
        let here = THREAD.with_borrow_mut(|t| {
            q.id = t.next_id;
            t.next_id += 1;
            if matches!(t.state, State::Idle) {
                t.state = spawn();
            }
            if matches!(t.state, State::Unavailable) {
                return Some((q, done));
            }
            t.waiting = Some((q, done));
            t.posted = false;
            post_waiting(t);
            None
        });
        if let Some((q, done)) = here {
            answer_here(q, done);
        }
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
                t.state = spawn();
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
    use super::{request, BotRequest, Done};

    pub fn start() {}

    pub fn ask(q: BotRequest, done: Done) {
        done(request::answer(&q));
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

/// Asks a question (its `id` is set here); a question still open is cancelled first. `done`
/// gets the answer, later, on the page's thread.
pub fn ask(q: BotRequest, done: impl FnOnce(BotAnswer) + 'static) {
    imp::ask(q, Box::new(done));
}

/// Forgets the open question, if any, and stops its search.
pub fn cancel() {
    imp::cancel();
}

/// Whether a question is open.
pub fn busy() -> bool {
    imp::busy()
}

/// Whether the worker is running and ready (for the bot-timing figures).
pub fn in_worker() -> bool {
    imp::in_worker()
}
