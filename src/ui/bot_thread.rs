//! Where the page's bots think: the bot worker (`src/bot_worker.rs`), a Web Worker, so Expert's
//! search never freezes the page. One question at a time: a bot's move or a hint. A new
//! question, or [`cancel`] (the table was left, the game changed), stops the one in progress
//! by ending the worker and starting a fresh one, so a stale answer can never be played.
//!
//! The worker starts once the first screen is up ([`start`]), so it never delays it. Until it
//! says "ready", questions wait; if it cannot run at all (no worker in the build, an old
//! browser, a load error) the page answers them itself with the same code, thinking at most
//! a quarter of a second. A worker that stops in the middle of a question (a bug) answers
//! it with an error rather than have the page run it again, and a new worker starts.

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

    /// How often a worker may stop unexpectedly before the page stops starting new ones.
    const MAX_FAILURES: u32 = 2;
    /// The most a question answered on the page may think (it holds the page meanwhile).
    const PAGE_MILLIS: u32 = 250;

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
        /// The current worker's event handlers (dropped with it).
        handlers: Option<Handlers>,
        /// Workers that stopped unexpectedly so far.
        failures: u32,
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
            handlers: None,
            failures: 0,
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
            t.state = State::Unavailable;
            return;
        };
        let Ok(worker) = Worker::new(&url) else {
            t.state = State::Unavailable;
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
        let answer = match serde_json::from_str::<BotAnswer>(&text) {
            Ok(a) => a,
            // Not an answer we can read: the question asked is answered with the problem.
            Err(e) => BotAnswer {
                id: THREAD.with_borrow(|t| t.waiting.as_ref().map_or(0, |(q, _)| q.id)),
                reply: Err(format!("the bot's answer could not be read ({e})")),
                iterations: 0,
            },
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

    /// The worker stopped or could not load. A question it was working on is answered with
    /// the problem (the page does not run it again: it could stop the page the same way); a
    /// new worker starts, unless workers keep failing, and then the page answers from now on.
    fn on_failure() {
        let (waiting, crashed) = THREAD.with_borrow_mut(|t| {
            if let State::Loading(w) | State::Ready(w) = &t.state {
                w.terminate();
            }
            t.failures += 1;
            let crashed = t.posted;
            t.posted = false;
            if t.failures >= MAX_FAILURES {
                t.state = State::Unavailable;
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
        if let Some((q, done)) = waiting {
            if crashed {
                done(BotAnswer {
                    id: q.id,
                    reply: Err("the computer player stopped unexpectedly".into()),
                    iterations: 0,
                });
            } else {
                answer_here(q, done);
            }
        }
    }

    fn post_waiting(t: &mut Thread) {
        if let (State::Ready(w), Some((q, _)), false) = (&t.state, &t.waiting, t.posted) {
            if let Ok(text) = serde_json::to_string(q) {
                t.posted = w.post_message(&JsValue::from_str(&text)).is_ok();
            }
        }
    }

    /// Answers on the page, after the current event (as the worker would), thinking briefly:
    /// the page is held meanwhile.
    fn answer_here(mut q: BotRequest, done: Done) {
        q.budget.millis = q.budget.millis.min(PAGE_MILLIS);
        leptos::prelude::set_timeout(move || done(request::answer(&q)), std::time::Duration::ZERO);
    }

    pub fn ask(mut q: BotRequest, done: Done) {
        cancel();
        let here = THREAD.with_borrow_mut(|t| {
            q.id = t.next_id;
            t.next_id += 1;
            if matches!(t.state, State::Idle) {
                spawn(t);
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
