//! The replay viewer: a record stepped through decision by decision (forward, back, a
//! slider, jump to a round, autoplay, arrow keys), the table shown as any seat or as an
//! observer; secrets are revealed to the observer only when the recorded game is finished.
//! From any step the game can be played on ([`super::play_on`]).

use super::play_on::PlayOnDialog;
use crate::engine::Seat;
use crate::engine::Viewpoint;
use crate::records::{parse_record, Record, RecordError, Stepper};
use crate::ui::app::{EmptyScreen, RulesButton};
use crate::ui::browser as web;
use crate::ui::ctl::{Ctl, Screen};
use crate::ui::games::ui_for;
use crate::ui::seats::{SeatConfig, SeatInfo};
use crate::ui::store::keys::{REPLAY_KEY, REPLAY_VERSION};
use crate::ui::store::{self, Loaded};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub fn load() -> Loaded<SavedReplay> {
    store::load(REPLAY_KEY, REPLAY_VERSION)
}

/// Stores the viewer's record, or removes it. If the browser refuses to store it, the key is
/// removed too, so a reload never opens an older record instead.
pub fn save(replay: Option<&SavedReplay>) {
    let stored = replay.is_some_and(|r| store::save(REPLAY_KEY, REPLAY_VERSION, r));
    if !stored {
        store::remove(REPLAY_KEY);
    }
}

/// What is stored while the replay viewer is open, so a reload comes back to the same step.
/// Leaving the viewer removes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedReplay {
    /// The record as compact JSON.
    pub record: String,
    pub step: usize,
    pub viewpoint: Viewpoint,
    pub title: String,
    #[serde(default)]
    pub only: Option<Seat>,
}

/// A record open in the viewer.
#[derive(Clone, Debug)]
pub struct ReplayState {
    pub stepper: Stepper,
    /// The record as compact JSON, kept for storing the viewer after every step.
    record_json: std::sync::Arc<str>,
    pub step: usize,
    pub viewpoint: Viewpoint,
    /// Where it came from: "game-2026-11-21.json", "Finished game of 21 Nov 2026, 14:05"…
    pub title: String,
    /// Watching one's own game in progress: only this seat's view (or the public one) may be
    /// chosen, so the other players' secrets stay hidden.
    pub only: Option<Seat>,
}

impl ReplayState {
    pub fn new(record: Record, title: String, viewpoint: Viewpoint) -> Result<Self, RecordError> {
        let stepper = Stepper::new(record)?;
        let viewpoint = match viewpoint {
            Viewpoint::Seat(s) if s.index() >= stepper.record().seats.len() => Viewpoint::Observer,
            v => v,
        };
        Ok(ReplayState {
            record_json: stepper.record().to_json().into(),
            stepper,
            step: 0,
            viewpoint,
            title,
            only: None,
        })
    }

    /// Whether this viewpoint may be chosen.
    pub fn allows(&self, viewpoint: Viewpoint) -> bool {
        match (self.only, viewpoint) {
            (Some(me), Viewpoint::Seat(s)) => s == me,
            (_, Viewpoint::Seat(s)) => s.index() < self.stepper.record().seats.len(),
            _ => true,
        }
    }

    /// Reads a stored viewer state back.
    pub fn from_saved(saved: &SavedReplay) -> Result<Self, RecordError> {
        let record = parse_record(&saved.record)?;
        let mut r = ReplayState::new(record, saved.title.clone(), saved.viewpoint)?;
        r.step = saved.step.min(r.stepper.steps());
        r.only = saved.only;
        if !r.allows(r.viewpoint) {
            r.viewpoint = Viewpoint::Observer;
        }
        Ok(r)
    }

    pub fn saved(&self) -> SavedReplay {
        SavedReplay {
            record: self.record_json.to_string(),
            step: self.step,
            viewpoint: self.viewpoint,
            title: self.title.clone(),
            only: self.only,
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.stepper
            .record()
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatConfig::from_record(s).display_name(i))
            .collect()
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.stepper
            .record()
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let c = SeatConfig::from_record(s);
                SeatInfo {
                    name: c.display_name(i),
                    bot: c.is_bot().then_some(c.level),
                }
            })
            .collect()
    }

    pub fn caption(&self) -> String {
        self.stepper
            .describe(self.step, self.viewpoint, &self.names())
    }
}

impl Ctl {
    /// Opens a record in the viewer at its start; the error says why a record cannot be
    /// watched (nothing else changes then).
    pub fn open_replay(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
    ) -> Result<(), RecordError> {
        self.open_replay_for(record, title, viewpoint, None)
    }

    /// Like [`Ctl::open_replay`], limited to one seat's view (or the public one) when `only`.
    pub fn open_replay_for(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
        only: Option<Seat>,
    ) -> Result<(), RecordError> {
        let mut state = ReplayState::new(record, title, viewpoint)?;
        state.only = only;
        self.replay.set(Some(state));
        self.show(Screen::Replay);
        Ok(())
    }

    pub fn replay_go(self, step: usize) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.step = step.min(r.stepper.steps());
            }
        });
        self.persist_replay();
    }

    pub fn replay_by(self, delta: isize) {
        let step = self
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.step))
            .unwrap_or(0);
        self.replay_go(step.saturating_add_signed(delta));
    }

    pub fn replay_viewpoint(self, viewpoint: Viewpoint) {
        self.replay.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.allows(viewpoint)) {
                r.viewpoint = viewpoint;
            }
        });
        self.persist_replay();
    }

    /// Back to the hub (the record is closed: see [`Ctl::show`]).
    pub fn close_replay(self) {
        self.show(Screen::Hub);
    }

    /// Stores the open record and the place in it (or removes it once the viewer is left).
    pub fn persist_replay(self) {
        let shown = self.screen.get_untracked() == Screen::Replay;
        self.replay.with_untracked(|r| {
            save(
                r.as_ref()
                    .filter(|_| shown)
                    .map(ReplayState::saved)
                    .as_ref(),
            )
        });
    }
}

fn viewpoint_id(v: Viewpoint) -> String {
    match v {
        Viewpoint::Seat(s) => format!("seat-{}", s.index()),
        _ => "observer".into(),
    }
}

fn viewpoint_from_id(id: &str) -> Viewpoint {
    id.strip_prefix("seat-")
        .and_then(|n| n.parse::<u8>().ok())
        .map(|n| Viewpoint::Seat(Seat(n)))
        .unwrap_or(Viewpoint::Observer)
}

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let game = Memo::new(move |_| {
        ctl.replay
            .with(|r| r.as_ref().map(|r| r.stepper.record().game))
    });
    let game_name = Memo::new(move |_| {
        ctl.replay.with(|r| {
            r.as_ref()
                .map(|r| r.stepper.record().entry().info().name)
                .unwrap_or_default()
        })
    });
    let title = Memo::new(move |_| {
        ctl.replay
            .with(|r| r.as_ref().map(|r| r.title.clone()))
            .unwrap_or_default()
    });
    let has = Memo::new(move |_| ctl.replay.with(Option::is_some));
    // Watching one's own game in progress: the way back to it.
    let own_game = Memo::new(move |_| {
        ctl.replay
            .with(|r| r.as_ref().is_some_and(|r| r.only.is_some()))
    });
    // Autoplay is on (the controls run it); stepping by hand or by key stops it.
    let playing = RwSignal::new(false);
    provide_context(Autoplay(playing));
    // Arrow keys step (unless typing in a field or a control has the focus).
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ctl.screen.get_untracked() != Screen::Replay || ev.alt_key() || ev.ctrl_key() {
            return;
        }
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        // A dialog over the viewer (play on, rules) keeps the keys.
        let dialog_open = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("[aria-modal='true']").ok().flatten())
            .is_some();
        if typing || dialog_open {
            return;
        }
        let key = ev.key();
        if matches!(key.as_str(), "ArrowRight" | "ArrowLeft" | "Home" | "End") {
            playing.set(false);
        }
        match key.as_str() {
            "ArrowRight" => ctl.replay_by(1),
            "ArrowLeft" => ctl.replay_by(-1),
            "Home" => ctl.replay_go(0),
            "End" => ctl.replay_go(usize::MAX),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    view! {
        <main class="table-screen replay-screen" data-testid="replay">
            <header class="topbar">
                <button type="button" class="btn ghost" data-testid="replay-hub" on:click=move |_| ctl.close_replay()>
                    "← Hub"
                </button>
                <div class="title">
                    <span class="game-name">{move || format!("Replay · {}", game_name.get())}</span>
                    <span class="round-label" data-testid="replay-title">{move || title.get()}</span>
                </div>
                <div class="tools">
                    {move || {
                        own_game
                            .get()
                            .then(|| {
                                view! {
                                    <button type="button" class="btn ghost" data-testid="replay-to-game" on:click=move |_| ctl.show(Screen::Table)>
                                        "Back to the game"
                                    </button>
                                }
                            })
                    }}
                    <RulesButton />
                </div>
            </header>
            {move || {
                if has.get() {
                    let table = game
                        .get()
                        .and_then(ui_for)
                        .map(|ui| (ui.replay)())
                        .unwrap_or_else(|| view! { <EmptyScreen text="This game cannot be shown in this version." /> }.into_any());
                    view! {
                        <Controls />
                        <div class="table-body replay-body">
                            <Caption />
                            {table}
                        </div>
                    }
                        .into_any()
                } else {
                    view! { <EmptyScreen text="No record is open." /> }.into_any()
                }
            }}
        </main>
    }
}

/// Whether autoplay runs (shared by the controls and the keys).
#[derive(Clone, Copy)]
struct Autoplay(RwSignal<bool>);

/// What does not change while one record is open.
#[derive(Clone, PartialEq)]
struct RecordFacts {
    steps: usize,
    names: Vec<String>,
    only: Option<Seat>,
    rounds: Vec<(usize, usize)>,
    /// What comes before the first hand, if anything (What Trump?'s chip draft).
    opening: Option<String>,
    /// "Round" or "Hand".
    hand_word: String,
    reveals: bool,
    finished: bool,
}

/// Autoplay speeds: milliseconds per step and their names.
const AUTOPLAY_PACES: [(u64, &str); 3] = [(1600, "Slow"), (800, "Normal"), (300, "Fast")];

/// The controls. Only attributes and texts follow the step (no element is rebuilt), so the
/// slider keeps the pointer while it is dragged.
#[component]
fn Controls() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let facts = Memo::new(move |_| {
        ctl.replay.with(|r| {
            r.as_ref().map(|r| RecordFacts {
                steps: r.stepper.steps(),
                names: r.names(),
                only: r.only,
                rounds: r.stepper.round_starts(),
                opening: r
                    .stepper
                    .round_starts()
                    .first()
                    .is_some_and(|&(_, s)| s > 0)
                    .then(|| r.stepper.state(0).progress()),
                hand_word: capitalised(r.stepper.record().entry().info().hand_word),
                reveals: r.stepper.observer_sees_all(),
                finished: r.stepper.finished(),
            })
        })
    });
    let step = Memo::new(move |_| ctl.replay.with(|r| r.as_ref().map(|r| r.step).unwrap_or(0)));
    let viewpoint = Memo::new(move |_| {
        ctl.replay.with(|r| {
            r.as_ref()
                .map(|r| viewpoint_id(r.viewpoint))
                .unwrap_or_default()
        })
    });
    let steps = move || facts.with(|f| f.as_ref().map(|f| f.steps).unwrap_or(0));
    let at_start = move || step.get() == 0;
    let at_end = move || step.get() >= steps();
    let over_here = move || at_end() && facts.with(|f| f.as_ref().is_some_and(|f| f.finished));
    // Autoplay: one step every `pace` milliseconds until the end.
    let Autoplay(playing) = expect_context::<Autoplay>();
    // A step chosen by hand stops autoplay.
    let go = move |step: usize| {
        playing.set(false);
        ctl.replay_go(step);
    };
    let by = move |delta: isize| {
        playing.set(false);
        ctl.replay_by(delta);
    };
    let pace = RwSignal::new(AUTOPLAY_PACES[1].0);
    Effect::new(move |_| {
        let at = step.get();
        let ms = pace.get();
        if !playing.get() {
            return;
        }
        if at >= steps() {
            playing.set(false);
            return;
        }
        // The viewer may be gone when the timer fires (back to the hub, play on): then the
        // signals are disposed and nothing happens.
        set_timeout(
            move || {
                if playing.try_get_untracked() == Some(true) && step.try_get_untracked() == Some(at)
                {
                    ctl.replay_by(1);
                }
            },
            Duration::from_millis(ms),
        );
    });
    let play_on = RwSignal::new(false);
    let download = move |_| {
        let record = ctl
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.stepper.record().clone()));
        if let Some(record) = record {
            super::download_record(ctl, &record);
        }
    };
    let viewpoint_options = move || {
        facts.get().map(|f| {
            let observer = if f.reveals {
                "Observer (game over: all revealed)"
            } else {
                "Observer (public cards only)"
            };
            let mut opts = vec![("observer".to_string(), observer.to_string())];
            for (i, n) in f.names.iter().enumerate() {
                if f.only.is_none_or(|s| s.index() == i) {
                    opts.push((format!("seat-{i}"), format!("{n}'s seat")));
                }
            }
            opts.into_iter()
                .map(|(id, label)| {
                    let id2 = id.clone();
                    view! { <option value=id prop:selected=move || viewpoint.get() == id2>{label}</option> }
                })
                .collect_view()
        })
    };
    // What comes before the first hand (from step 0), then each hand from its first step.
    let round_options = move || {
        facts.get().map(|f| {
            let parts: Vec<(String, usize)> = f
                .opening
                .iter()
                .map(|o| (o.clone(), 0))
                .chain(
                    f.rounds
                        .iter()
                        .map(|&(n, s)| (format!("{} {n}", f.hand_word), s)),
                )
                .collect();
            let starts: Vec<usize> = parts.iter().map(|p| p.1).collect();
            parts
                .into_iter()
                .enumerate()
                .map(|(i, (label, s))| {
                    let starts = starts.clone();
                    let current = move || {
                        let at = step.get();
                        starts.iter().rposition(|&s2| s2 <= at) == Some(i)
                    };
                    view! { <option value=s.to_string() prop:selected=current>{label}</option> }
                })
                .collect_view()
        })
    };
    view! {
        <section class="replay-controls panel" aria-label="Replay controls">
            <div class="stepper-row">
                <button type="button" class="btn small" data-testid="replay-start" title="First step (Home)" aria-label="First step" disabled=at_start on:click=move |_| go(0)>"«"</button>
                <button type="button" class="btn" data-testid="replay-back" title="Back one decision (←)" disabled=at_start on:click=move |_| by(-1)>"◀ Back"</button>
                <span class="step-count" data-testid="replay-step" aria-live="polite">
                    {move || format!("Step {} of {}", step.get(), steps())}
                </span>
                <button type="button" class="btn primary" data-testid="replay-forward" title="Next decision (→)" disabled=at_end on:click=move |_| by(1)>"Next ▶"</button>
                <button type="button" class="btn small" data-testid="replay-end" title="Last step (End)" aria-label="Last step" disabled=at_end on:click=move |_| go(usize::MAX)>"»"</button>
                <button
                    type="button"
                    class="btn small"
                    data-testid="replay-autoplay"
                    aria-pressed=move || playing.get().to_string()
                    disabled=at_end
                    on:click=move |_| playing.update(|p| *p = !*p)
                >
                    {move || if playing.get() { "❚❚ Pause" } else { "▶ Autoplay" }}
                </button>
            </div>
            <input
                type="range"
                class="replay-slider"
                data-testid="replay-slider"
                aria-label="Step"
                min="0"
                max=move || steps().to_string()
                prop:value=move || step.get().to_string()
                on:input=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        go(n);
                    }
                }
            />
            <div class="replay-options">
                <label>
                    <span>{move || facts.with(|f| f.as_ref().map(|f| f.hand_word.clone()).unwrap_or_default())}</span>
                    <select
                        data-testid="replay-round"
                        disabled=move || facts.with(|f| f.as_ref().is_none_or(|f| f.rounds.is_empty()))
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                                go(n);
                            }
                        }
                    >
                        {round_options}
                    </select>
                </label>
                <label>
                    <span>"View as"</span>
                    <select
                        data-testid="replay-viewpoint"
                        on:change=move |ev| ctl.replay_viewpoint(viewpoint_from_id(&event_target_value(&ev)))
                    >
                        {viewpoint_options}
                    </select>
                </label>
                <label>
                    <span>"Autoplay"</span>
                    <select
                        data-testid="replay-pace"
                        on:change=move |ev| {
                            if let Ok(ms) = event_target_value(&ev).parse::<u64>() {
                                pace.set(ms);
                            }
                        }
                    >
                        {AUTOPLAY_PACES
                            .iter()
                            .map(|&(ms, label)| {
                                view! { <option value=ms.to_string() selected=ms == pace.get_untracked()>{label}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <button type="button" class="btn small" data-testid="replay-download" on:click=download>
                    "Download record"
                </button>
                <button
                    type="button"
                    class="btn small"
                    data-testid="replay-play-on"
                    disabled=over_here
                    title=move || if over_here() { "The game is over at this step" } else { "Take over the game from this step" }
                    on:click=move |_| {
                        playing.set(false);
                        play_on.set(true);
                    }
                >
                    "Play on from here…"
                </button>
            </div>
        </section>
        {move || {
            play_on
                .get()
                .then(|| {
                    ctl.replay.with_untracked(|r| {
                        r.as_ref().map(|r| (r.stepper.truncated(r.step), r.step))
                    })
                })
                .flatten()
                .map(|(record, step)| view! { <PlayOnDialog open=play_on record=record step=step /> })
        }}
    }
}

/// What the last decision was, in words that keep the viewer's secrets.
#[component]
fn Caption() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let text = Memo::new(move |_| {
        ctl.replay
            .with(|r| r.as_ref().map(ReplayState::caption))
            .unwrap_or_default()
    });
    view! {
        <p class="replay-caption" data-testid="replay-caption" aria-live="polite">
            {move || text.get()}
        </p>
    }
}

/// A file name for a record: `what-trump-2026-11-21-4WT-7K2M-9QXA-49.json`.
pub fn file_name(record: &Record) -> String {
    format!(
        "{}-{}-{}.json",
        record.game,
        web::date_stamp(web::now_ms()),
        crate::records::DealCode::of_record(record).code()
    )
}

/// "round" → "Round" (a game's own ASCII word: ASCII case mapping keeps the Unicode case tables
/// out of the wasm).
fn capitalised(word: &str) -> String {
    let mut s = word.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}
