//! Player settings (bot pace, seats, each game's last set-up, the look) as plain data, kept in
//! the store.

use super::announce::Verbosity;
use super::seats::{default_seats, SeatConfig};
use super::store::keys::{SETTINGS_KEY, SETTINGS_VERSION};
use super::store::{self, Loaded};
use crate::bots::Budget;
use crate::registry;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

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

/// How long Expert thinks over a decision (and over a hint).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Think {
    Quick,
    #[default]
    Normal,
    Deep,
}

impl Think {
    pub const ALL: [Think; 3] = [Think::Quick, Think::Normal, Think::Deep];

    pub fn id(self) -> &'static str {
        match self {
            Think::Quick => "quick",
            Think::Normal => "normal",
            Think::Deep => "deep",
        }
    }

    pub fn from_id(id: &str) -> Option<Think> {
        Think::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Expert's budget: a time, and iterations enough to use it on a fast device (it stops
    /// sooner once its choice cannot change). Normal's search stops at 850 ms, so that with
    /// the question's way to the bot worker and back a decision stays within the second its
    /// name promises on a slow phone (the worst seen at 1,000 ms was 1,093 ms, on a busy
    /// machine).
    pub fn budget(self) -> Budget {
        let (millis, iterations) = match self {
            Think::Quick => (330, 6_000),
            Think::Normal => (850, 20_000),
            Think::Deep => (3_000, 60_000),
        };
        Budget {
            millis,
            iterations: Some(iterations),
        }
    }
}

/// The last set-up of one game: players and options (the game's own JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub players: usize,
    pub options: Value,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub pace: Pace,
    /// What Trump?'s number of players, from before every game had its set-up (read into
    /// `setups` by [`Settings::check_setups`]).
    #[serde(default)]
    pub players: u8,
    /// The seat set-ups, shared by every game: a game of n players uses the first n.
    pub seats: Vec<SeatConfig>,
    /// The game chosen on the hub.
    #[serde(default)]
    pub game: String,
    /// Per game (by id): the last players and options chosen.
    #[serde(default)]
    pub setups: BTreeMap<String, Setup>,
    /// Stronger colours and outlines (suits easier to tell apart).
    #[serde(default)]
    pub high_contrast: bool,
    /// Soft card sounds (off unless turned on).
    #[serde(default)]
    pub sound: bool,
    /// Light, dark, or as the device.
    #[serde(default)]
    pub theme: Theme,
    /// How long Expert thinks.
    #[serde(default)]
    pub think: Think,
    /// The STUN and TURN servers that help devices on different networks reach each other
    /// (one a line: `URL [USERNAME CREDENTIAL]`; see `view::remote::ice`).
    #[serde(default = "default_ice_servers")]
    pub ice_servers: String,
    /// When a player on another device is away, a bot plays for them after this many seconds
    /// (`None`: the game waits for them until the host says otherwise).
    #[serde(default)]
    pub away_bot_after: Option<u32>,
    /// The language chosen in Settings (`en`, `de`, `id`); `None`: as the browser's languages
    /// ask, English if none of them is one of ours.
    #[serde(default)]
    pub language: Option<String>,
    /// How much the table says aloud to a screen reader.
    #[serde(default)]
    pub announce: Verbosity,
}

/// The servers used unless the player changes them: two public STUN servers (they tell a
/// device its address on the internet; no game data goes through them).
pub fn default_ice_servers() -> String {
    "stun:stun.l.google.com:19302\nstun:stun.cloudflare.com:3478".to_string()
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pace: Pace::Normal,
            players: 0,
            seats: default_seats(),
            game: registry::first_info().id.to_string(),
            setups: BTreeMap::new(),
            high_contrast: false,
            sound: false,
            theme: Theme::Device,
            think: Think::Normal,
            ice_servers: default_ice_servers(),
            away_bot_after: None,
            language: None,
            announce: Verbosity::Full,
        }
    }
}

pub fn load() -> Loaded<Settings> {
    match store::load::<Settings>(SETTINGS_KEY, SETTINGS_VERSION) {
        Loaded::Found(s) => Loaded::Found(s.normalised()),
        other => other,
    }
}

/// Changes the settings over the newest stored (another tab may have changed them since this
/// page read them) and stores them.
pub fn change(settings: &mut Settings, change: impl Fn(&mut Settings)) {
    let _ = store::change(SETTINGS_KEY, SETTINGS_VERSION, settings, |s| {
        *s = std::mem::take(s).normalised();
        change(s);
    });
}

impl Settings {
    /// Repairs anything out of range (e.g. hand-edited storage). What needs the games' option
    /// forms (the stored set-ups) is checked by [`Settings::check_setups`] once the set-up is
    /// in, so the hub reads the settings without them.
    pub fn normalised(mut self) -> Settings {
        if registry::info(&self.game).is_none() {
            self.game = registry::first_info().id.to_string();
        }
        self.setups.retain(|id, _| registry::info(id).is_some());
        let defaults = default_seats();
        self.seats.truncate(defaults.len());
        while self.seats.len() < defaults.len() {
            let i = self.seats.len();
            self.seats.push(defaults[i].clone());
        }
        self
    }

    /// Carries older set-ups over and drops any a game no longer accepts (e.g. hand-edited
    /// storage), by the games' option forms: the set-up's body does it when it opens.
    pub fn check_setups(&mut self) {
        // Before every game had its set-up, What Trump?'s players were kept alone.
        if self.players != 0 && !self.setups.contains_key("what-trump") {
            if let Some(e) = registry::about("what-trump") {
                let players = self.players as usize;
                self.setups.insert(
                    "what-trump".into(),
                    Setup {
                        players,
                        options: e.default_options(players),
                    },
                );
            }
        }
        self.players = 0;
        self.setups.retain(|id, s| {
            registry::about(id).is_some_and(|e| {
                e.read_options(&s.options)
                    .is_ok_and(|(_, n)| n == s.players)
            })
        });
    }

    /// The set-up of `game`: the last one chosen, or the game's defaults (4 players where it
    /// allows them).
    pub fn setup(&self, game: &str) -> Setup {
        if let Some(s) = self.setups.get(game) {
            return s.clone();
        }
        let entry = registry::about(game).unwrap_or(registry::first());
        let players = entry.info().first_players();
        Setup {
            players,
            options: entry.default_options(players),
        }
    }
}

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Follows the device (`prefers-color-scheme`).
    #[default]
    Device,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Device, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::Device => "device",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The value of `data-theme` on the root, none when the device decides.
    pub fn mark(self) -> Option<&'static str> {
        match self {
            Theme::Device => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}
