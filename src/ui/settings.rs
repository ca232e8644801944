//! Player settings (bot pace, default seats) and the pace selector.

use super::seats::{default_seats, SeatConfig};
use super::session::Ctl;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// How fast bots act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pace {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    pub fn id(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "Slow",
            Pace::Normal => "Normal",
            Pace::Fast => "Fast",
            Pace::Instant => "Instant",
        }
    }

    pub fn from_id(id: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.id() == id)
    }

    /// Pause before a bot's move.
    pub fn delay_ms(self) -> u64 {
        match self {
            Pace::Slow => 1200,
            Pace::Normal => 600,
            Pace::Fast => 200,
            Pace::Instant => 5,
        }
    }

    /// Extra time a completed trick stays on the table before a bot goes on.
    pub fn hold_ms(self) -> u64 {
        match self {
            Pace::Slow => 1600,
            Pace::Normal => 1000,
            Pace::Fast => 450,
            Pace::Instant => 0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub pace: Pace,
    /// Player count offered for a new What Trump? game (3 or 4).
    pub players: u8,
    /// Four seat set-ups; a 3-player game uses the first three.
    pub seats: Vec<SeatConfig>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pace: Pace::Normal,
            players: 4,
            seats: default_seats(),
        }
    }
}

impl Settings {
    /// Repairs anything out of range (e.g. hand-edited storage).
    pub fn normalised(mut self) -> Settings {
        if !matches!(self.players, 3 | 4) {
            self.players = 4;
        }
        let defaults = default_seats();
        self.seats.truncate(4);
        while self.seats.len() < 4 {
            let i = self.seats.len();
            self.seats.push(defaults[i].clone());
        }
        self
    }
}

/// The bot pace selector (hub and table).
#[component]
pub fn PaceSelect() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let pace = Memo::new(move |_| ctl.settings.with(|s| s.pace));
    view! {
        <label class="pace">
            <span class="pace-label">"Bot pace"</span>
            <select
                data-testid="pace"
                aria-label="Bot pace"
                on:change=move |ev| {
                    if let Some(p) = Pace::from_id(&event_target_value(&ev)) {
                        ctl.set_pace(p);
                    }
                }
            >
                {Pace::ALL
                    .into_iter()
                    .map(|p| {
                        view! {
                            <option value=p.id() selected=move || pace.get() == p>
                                {p.name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
