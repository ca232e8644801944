//! A screen or panel that lives in a part of the wasm of its own (a split point, see
//! `docs/wasm-split.md`), drawn once its part is in. Until then, or if the part cannot be
//! fetched, the caller's frame is drawn with [`Waiting`]: what to say, and *Try again*.
//! Written once for the parts that are not the table's ([`crate::ui::view::parts`] has its own
//! requests and screens).

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;

/// What a part gives once in: the view it draws.
pub type Drawn = fn() -> AnyView;

/// A split point's call, boxed: `|| Box::pin(part())`.
pub type Loader = fn() -> Pin<Box<dyn Future<Output = Result<Drawn, SplitLoaderError>>>>;

#[derive(Clone, Copy)]
enum Load {
    Opening,
    Ready(Drawn),
    Failed,
}

/// A part still coming, or one that could not be fetched.
#[derive(Clone, Copy)]
pub struct Waiting {
    /// The last fetch failed (else it is on its way).
    pub failed: bool,
    load: RwSignal<Load>,
    loader: Loader,
}

impl Waiting {
    /// Words for the player on why the part is missing: offline (it was never saved on this
    /// device) or the connection failed. `what` names it: "The pack editor".
    pub fn failed_words(what: &str, kept: &str) -> String {
        use crate::ui::model::lang::{say_with, Msg, Value};
        let msg = if crate::ui::model::browser::offline() {
            Msg::PartMissingOffline
        } else {
            Msg::PartMissingDropped
        };
        say_with(
            msg,
            &[("what", Value::Text(what)), ("kept", Value::Text(kept))],
        )
    }

    /// Fetches the part again.
    pub fn retry(self) {
        start(self.load, self.loader);
    }
}

thread_local! {
    /// The parts in, by their loader: drawn at once the next time, with no frame between.
    static IN: RefCell<Vec<(Loader, Drawn)>> = const { RefCell::new(Vec::new()) };
}

fn already_in(loader: Loader) -> Option<Drawn> {
    IN.with(|parts| {
        parts
            .borrow()
            .iter()
            .find(|(l, _)| std::ptr::fn_addr_eq(*l, loader))
            .map(|(_, drawn)| *drawn)
    })
}

fn start(load: RwSignal<Load>, loader: Loader) {
    load.set(Load::Opening);
    leptos::task::spawn_local(async move {
        let part = loader().await;
        // The part's words come with it (crate::ui::model::lang::rest).
        let words = crate::ui::stores::language::rest().await;
        load.set(
            match part
                .map_err(|_| ())
                .and_then(|p| words.map(|()| p).map_err(|_| ()))
            {
                Ok(drawn) => {
                    IN.with(|parts| parts.borrow_mut().push((loader, drawn)));
                    Load::Ready(drawn)
                }
                Err(_) => Load::Failed,
            },
        );
    });
}

/// The part's view once `loader` has it; `frame` meanwhile and after a failure.
pub fn lazy_part(loader: Loader, frame: fn(Waiting) -> AnyView) -> impl IntoView {
    let load = RwSignal::new(Load::Opening);
    match already_in(loader) {
        Some(drawn) => load.set(Load::Ready(drawn)),
        None => start(load, loader),
    }
    move || match load.get() {
        Load::Ready(drawn) => drawn(),
        Load::Opening => frame(Waiting {
            failed: false,
            load,
            loader,
        }),
        Load::Failed => frame(Waiting {
            failed: true,
            load,
            loader,
        }),
    }
}
