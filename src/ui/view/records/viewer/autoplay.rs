//! Whether the replay viewer's autoplay runs: shared by the controls (which run it), the keys
//! and the review panel (which stop it).

use leptos::prelude::*;

/// Whether autoplay runs (a context of the viewer).
#[derive(Clone, Copy)]
pub(super) struct Autoplay(pub(super) RwSignal<bool>);
