//! Who sits where: each seat is a person at this device, a person on a device of their own
//! (a guest, see `view::remote`) or a bot (with a level), and has a name.

use crate::bots::BotLevel;
use crate::records;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot,
    /// A person playing on a device of their own, connected to this one (the host).
    Remote,
}

impl SeatKind {
    pub fn id(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot => "bot",
            SeatKind::Remote => "remote",
        }
    }

    pub fn from_id(id: &str) -> Option<SeatKind> {
        match id {
            "human" => Some(SeatKind::Human),
            "bot" => Some(SeatKind::Bot),
            "remote" => Some(SeatKind::Remote),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub kind: SeatKind,
    pub name: String,
    pub level: BotLevel,
}

impl SeatConfig {
    pub fn is_bot(&self) -> bool {
        self.kind == SeatKind::Bot
    }

    /// A person on a device of their own.
    pub fn is_remote(&self) -> bool {
        self.kind == SeatKind::Remote
    }

    /// The name to show: what the player typed, or "Player N" when left blank.
    pub fn display_name(&self, index: usize) -> String {
        let name = self.name.trim();
        if name.is_empty() {
            player_n(index)
        } else {
            name.chars().take(24).collect()
        }
    }
}

/// "Player 3" (`index` 2) in the page's language: a seat with no name (English while the
/// words of the screens after the hub have not come).
pub fn player_n(index: usize) -> String {
    let n = index + 1;
    let said = say_with(Msg::SetupPlayerN, &[("n", Value::Number(n as f64))]);
    if said.is_empty() {
        format!("Player {n}")
    } else {
        said
    }
}

impl SeatConfig {
    /// The seat as a game record writes it.
    pub fn to_record(&self, index: usize) -> records::SeatInfo {
        let name = self.display_name(index);
        match self.kind {
            SeatKind::Human | SeatKind::Remote => records::SeatInfo::human(name),
            SeatKind::Bot => records::SeatInfo::bot(name, self.level),
        }
    }

    /// A seat from a game record (a recorded bot stays a bot of its level).
    pub fn from_record(info: &records::SeatInfo) -> SeatConfig {
        match info.kind {
            records::SeatKind::Human => SeatConfig {
                kind: SeatKind::Human,
                name: info.name.chars().take(24).collect(),
                level: BotLevel::Standard,
            },
            records::SeatKind::Bot(level) => SeatConfig {
                kind: SeatKind::Bot,
                name: info.name.chars().take(24).collect(),
                level,
            },
        }
    }
}

/// The seats offered by default (as many as any game seats): you and Standard bots.
pub fn default_seats() -> Vec<SeatConfig> {
    let bot = |name: &str| SeatConfig {
        kind: SeatKind::Bot,
        name: name.into(),
        level: BotLevel::Standard,
    };
    vec![
        SeatConfig {
            kind: SeatKind::Human,
            name: "You".into(),
            level: BotLevel::Standard,
        },
        bot("Ann"),
        bot("Ben"),
        bot("Cleo"),
        bot("Dan"),
        bot("Eve"),
    ]
}

/// A bot among these seats where no bot can play (`bots`: whether bots can play here).
pub fn bots_problem(seats: &[SeatConfig], bots: bool) -> Option<String> {
    (!bots && seats.iter().any(SeatConfig::is_bot)).then(|| say(Msg::SeatsNoBots))
}

/// What the table shows about a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    pub name: String,
    pub bot: Option<BotLevel>,
}

impl SeatInfo {
    /// "Bot Ann" for a bot, the plain name for a person ("Du" for the person named "You"),
    /// in the page's language.
    pub fn label(&self) -> String {
        crate::ui::model::save_stage::seat_words(&self.name, self.bot.is_some())
    }
}

/// Why these seats cannot play together, in words for the player: a bot where no bot can play
/// (`bots`: whether bots can play here), two seats of one name (the table, the history and
/// the statistics tell players by name), or several people with one called "You" (passing
/// the device, the table says "you" to whoever holds it).
pub fn seats_problem(seats: &[SeatConfig], bots: bool) -> Option<String> {
    if let Some(why) = bots_problem(seats, bots) {
        return Some(why);
    }
    let names: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, c)| c.display_name(i))
        .collect();
    let twin = names.iter().enumerate().find_map(|(i, n)| {
        names[..i]
            .iter()
            .any(|m| m.to_lowercase() == n.to_lowercase())
            .then(|| say_with(Msg::SeatsTwin, &[("name", Value::Text(n))]))
    });
    // A guest's device calls its own seat "You": a person here called so would read as the
    // guest.
    let people = seats.iter().filter(|c| !c.is_bot()).count();
    let guests = seats.iter().any(SeatConfig::is_remote);
    let you = (people > 1 || guests)
        && names
            .iter()
            .zip(seats)
            .any(|(n, c)| (guests || !c.is_bot()) && n.trim().eq_ignore_ascii_case("you"));
    twin.or_else(|| {
        you.then(|| {
            say(if seats.iter().any(SeatConfig::is_remote) {
                Msg::SeatsYouRemote
            } else {
                Msg::SeatsYouShared
            })
        })
    })
}
