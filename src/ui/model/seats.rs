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

/// Names a seat takes when it becomes a bot while called "You", the first not already at the
/// table.
const BOT_NAMES: [&str; 12] = [
    "Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lena",
];

/// Makes seat `index` of `seats` a seat of `kind`. A seat called "You" that becomes a bot takes
/// a bot's name no other seat has: the table says "you" to the seat of that name ("Your turn",
/// "You start"), which would read as the person at the device while the bot plays.
pub fn set_kind(seats: &mut [SeatConfig], index: usize, kind: SeatKind) {
    let Some(seat) = seats.get(index) else {
        return;
    };
    let rename = kind == SeatKind::Bot && seat.name.trim().eq_ignore_ascii_case("you");
    let name = rename
        .then(|| {
            BOT_NAMES
                .into_iter()
                .find(|n| !seats.iter().any(|c| c.name.trim().eq_ignore_ascii_case(n)))
        })
        .flatten();
    if let Some(c) = seats.get_mut(index) {
        c.kind = kind;
        if rename {
            // Every bot's name taken: no name, and the table says "Player N".
            c.name = name.unwrap_or_default().into();
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn names(seats: &[SeatConfig]) -> Vec<&str> {
        seats.iter().map(|c| c.name.as_str()).collect()
    }

    #[test]
    fn a_seat_called_you_that_becomes_a_bot_takes_a_free_bot_name() {
        let mut seats = default_seats();
        seats.truncate(4);
        set_kind(&mut seats, 0, SeatKind::Bot);
        assert_eq!(seats[0].kind, SeatKind::Bot);
        // Ann, Ben and Cleo sit at the table already.
        assert_eq!(names(&seats), ["Dan", "Ann", "Ben", "Cleo"]);
        // Back to a person: the name stays as it is.
        set_kind(&mut seats, 0, SeatKind::Human);
        assert_eq!(seats[0].kind, SeatKind::Human);
        assert_eq!(seats[0].name, "Dan");
    }

    #[test]
    fn other_names_and_kinds_keep_their_name() {
        let mut seats = default_seats();
        set_kind(&mut seats, 1, SeatKind::Human);
        assert_eq!(seats[1].name, "Ann");
        set_kind(&mut seats, 0, SeatKind::Remote);
        assert_eq!(seats[0].name, "You");
        seats[2].name = " you ".into();
        set_kind(&mut seats, 2, SeatKind::Bot);
        // Ben's own name is free again once the seat is called otherwise.
        assert_eq!(seats[2].name, "Ben");
        // Out of range: nothing happens.
        set_kind(&mut seats, 9, SeatKind::Bot);
        assert_eq!(seats.len(), 6);
    }

    #[test]
    fn with_every_bot_name_taken_the_seat_goes_without_a_name() {
        let mut seats: Vec<SeatConfig> = BOT_NAMES
            .iter()
            .map(|n| SeatConfig {
                kind: SeatKind::Bot,
                name: (*n).into(),
                level: BotLevel::Standard,
            })
            .collect();
        seats[0].name = "You".into();
        seats[0].kind = SeatKind::Human;
        seats.push(SeatConfig {
            kind: SeatKind::Bot,
            name: "Ann".into(),
            level: BotLevel::Standard,
        });
        set_kind(&mut seats, 0, SeatKind::Bot);
        assert_eq!(seats[0].name, "");
        assert_eq!(seats[0].display_name(0), player_n(0));
    }
}
