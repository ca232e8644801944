//! "Play on from here": the recorded game up to the step shown becomes the game in progress,
//! with seats chosen here (each a person or a bot), after a warning if it replaces a game.

use crate::bots::BotLevel;
use crate::records::Record;
use crate::ui::app::{close_on_escape, focus_on_mount};
use crate::ui::ctl::{Ctl, Screen};
use crate::ui::seats::{SeatConfig, SeatKind};
use crate::ui::session::Session;
use leptos::prelude::*;

impl Ctl {
    /// Makes `record` (cut at the chosen step) the game in progress with these seats.
    pub fn play_on(self, record: &Record, seats: Vec<SeatConfig>) -> Result<(), String> {
        let id = crate::ui::ctl::fresh_id();
        let session = Session::from_record(record, seats, id).map_err(|e| e.to_string())?;
        self.session.set(Some(session));
        self.show(Screen::Table);
        Ok(())
    }

    /// "Round 3 of your game with Ann, Ben…" when an unfinished game would be replaced.
    pub fn game_in_progress(self) -> Option<String> {
        self.session
            .with_untracked(|s| s.as_ref().and_then(Session::progress))
            .map(|(at, names)| format!("your game with {names} ({})", at.to_ascii_lowercase()))
    }

    /// Downloads the record of the game in progress (before it is replaced).
    pub fn download_current(self) {
        let record = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::record));
        match record {
            Some(r) => super::download_record(self, &r),
            None => self.notice.set(Some(
                "This game was started before game records were kept, so it has no record to save."
                    .into(),
            )),
        }
    }
}

/// "human", or the bot level's id: one select per seat offers a person or a bot of any level.
fn kind_id(c: &SeatConfig) -> &'static str {
    match c.kind {
        SeatKind::Human => "human",
        SeatKind::Bot => c.level.id(),
    }
}

fn set_kind(c: &mut SeatConfig, id: &str) {
    match BotLevel::from_id(id) {
        Some(level) => {
            c.kind = SeatKind::Bot;
            c.level = level;
        }
        None => c.kind = SeatKind::Human,
    }
}

/// "This replaces your game with … [Download its record first]".
#[component]
pub fn ReplacesWarning(text: String) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <p class="warning" role="note">
            {text}
            <button type="button" class="btn small" on:click=move |_| ctl.download_current()>
                "Download its record first"
            </button>
        </p>
    }
}

/// The dialog for the record cut at `step` (its first `step` decisions).
#[component]
pub fn PlayOnDialog(open: RwSignal<bool>, record: Record, step: usize) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let seats = RwSignal::new(
        record
            .seats
            .iter()
            .map(SeatConfig::from_record)
            .collect::<Vec<_>>(),
    );
    let replaces = ctl.game_in_progress();
    let error = RwSignal::new(None::<String>);
    let start = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(start);
    close_on_escape(move || open.set(false));
    let rows = move || {
        seats
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let name = c.display_name(i);
                let current = kind_id(&c);
                let opt = move |id: &'static str, label: String| {
                    view! { <option value=id selected=current == id>{label}</option> }
                };
                view! {
                    <li class="play-on-seat">
                        <span class="seat-name">{name}</span>
                        <select
                            data-testid=format!("play-on-seat-{i}")
                            aria-label=format!("Who plays seat {}", i + 1)
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                seats.update(|s| {
                                    if let Some(c) = s.get_mut(i) {
                                        set_kind(c, &v);
                                    }
                                });
                            }
                        >
                            {opt("human", "Person".to_string())}
                            {BotLevel::ALL
                                .into_iter()
                                .filter(|l| l.offered_in_app() || current == l.id())
                                .map(|l| opt(l.id(), format!("Bot · {}", l.name())))
                                .collect_view()}
                        </select>
                    </li>
                }
            })
            .collect_view()
    };
    let go = move |_| {
        let chosen = seats.get_untracked();
        match ctl.play_on(&record, chosen) {
            Ok(()) => open.set(false),
            Err(e) => error.set(Some(format!("This game cannot be taken over: {e}."))),
        }
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal play-on" role="dialog" aria-modal="true" aria-labelledby="play-on-title" data-testid="play-on">
                <h2 id="play-on-title">"Play on from here"</h2>
                <p>{format!("The game goes on from step {step}, with every decision up to there kept. Choose who plays each seat:")}</p>
                <ul class="play-on-seats">{rows}</ul>
                {replaces.map(|what| view! { <ReplacesWarning text=format!("This replaces {what}. ") /> })}
                {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                <div class="modal-actions">
                    <button type="button" class="btn primary" node_ref=start data-testid="play-on-start" on:click=go>
                        "Play on"
                    </button>
                    <button type="button" class="btn" on:click=move |_| open.set(false)>"Cancel"</button>
                </div>
            </div>
        </div>
    }
}
