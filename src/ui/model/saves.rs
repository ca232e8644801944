//! The unfinished games, one per game. Each game's save (`trumps.v1.game.<id>`) has a small
//! summary beside it (`trumps.v1.summary.<id>`: the game's name, where it stands, who sits
//! where, when it was last played), so the hub lists every unfinished game without reading any
//! game's state. Plain data and storage only; the controller keeps the list in a signal.

use super::lang::{self, say, say_with, Msg, Value};
use super::save_stage::{seat_words, Stage};
use super::session::Session;
use super::store::keys::{game_key, summary_key, GAME_SAVE_VERSION, SUMMARY_VERSION};
use super::store::saved_game::SavedGame;
use super::store::{self, Loaded};
use crate::registry;
use serde::{Deserialize, Serialize};

/// What the hub shows of one saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveSummary {
    /// The game's id.
    pub game: String,
    /// The game's name.
    pub name: String,
    /// Where it stands, in English words: "Hand 2", "Chip draft" (as summaries kept it before
    /// [`stage`](Self::stage); shown when there is no stage).
    pub at: String,
    /// Where it stands, in no language ([`Stage::code`]; empty in summaries kept before).
    #[serde(default)]
    pub stage: String,
    /// Each seat as the table named it in English: "You", "Bot Ann" (as summaries kept them
    /// before [`table`](Self::table); shown when there is no table).
    pub seats: Vec<String>,
    /// Each seat's name, and whether a bot plays it (empty in summaries kept before).
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub bots: Vec<bool>,
    /// How many people sit at the table.
    pub people: usize,
    /// Decisions made so far.
    pub moves: u64,
    /// Which game this is (a new game of the same kind has another id).
    pub game_id: u64,
    /// When a decision was last made (milliseconds since 1970; 0 if not known).
    pub last_played_ms: f64,
    /// The game is over (its save stays until the next game, for the game-over screen).
    pub finished: bool,
    /// Its save was stored as this summary says (false: storage was full, so the save holds
    /// an earlier state or none; the hub says so).
    #[serde(default = "stored")]
    pub saved: bool,
}

fn stored() -> bool {
    true
}

impl SaveSummary {
    /// The summary of `session`, last played at `last_played_ms`.
    pub fn of(session: &Session, last_played_ms: f64) -> SaveSummary {
        SaveSummary {
            game: session.info().id.to_string(),
            name: session.info().name.to_string(),
            at: session.game().progress(),
            stage: Stage::of(&session.game().progress_said()).map_or(String::new(), Stage::code),
            seats: session.seat_infos().iter().map(|i| i.label()).collect(),
            names: session.seat_infos().into_iter().map(|i| i.name).collect(),
            bots: session
                .seat_infos()
                .iter()
                .map(|i| i.bot.is_some())
                .collect(),
            people: session.humans().len(),
            moves: session.saved.moves,
            game_id: session.saved.game_id,
            last_played_ms,
            finished: session.is_over(),
            saved: true,
        }
    }

    /// The summary to store for `session` now, given the one stored before: the time of play
    /// moves on only when a decision was made since.
    pub fn updated(session: &Session, before: Option<&SaveSummary>, now_ms: f64) -> SaveSummary {
        let played = match before {
            Some(b) if b.game_id == session.saved.game_id && b.moves == session.saved.moves => {
                b.last_played_ms
            }
            _ => now_ms,
        };
        SaveSummary::of(session, played)
    }

    /// "Hand 2 · You, Bot Ann, Bot Ben".
    pub fn line(&self) -> String {
        if self.seats.is_empty() && self.names.is_empty() {
            return self.at();
        }
        format!("{} · {}", self.at(), self.seat_words())
    }

    /// "You, Bot Ann, Bot Ben", in the page's language.
    pub fn seat_words(&self) -> String {
        if self.names.is_empty() {
            return self.seats.join(&say(Msg::ListSep));
        }
        let words: Vec<String> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| seat_words(name, self.bots.get(i).copied().unwrap_or(false)))
            .collect();
        words.join(&say(Msg::ListSep))
    }

    /// Where it stands within a sentence: "(round 2)" in English, "(Runde 2)" in German,
    /// where nouns keep their capital. (ASCII: English's and Indonesian's words for it are;
    /// str::to_lowercase would link Unicode's case tables into the page's first part.)
    pub fn at_within(&self) -> String {
        match lang::language() {
            "de" => self.at(),
            _ => self.at().to_ascii_lowercase(),
        }
    }

    /// The game's name in the page's language.
    pub fn game_name(&self) -> String {
        lang::game_name(&self.game, &self.name)
    }

    /// "your game with Bot Ann and Bot Ben (hand 2)", for "Starting it ends …".
    pub fn words(&self) -> String {
        self.said_in(Msg::SavesYours)
    }

    /// The game said by `msg`, given its name (`game`), whether anybody sits at it (`with`:
    /// yes or no), who (`seats`) and where it stands (`at`), in the page's language.
    pub fn said_in(&self, msg: Msg) -> String {
        let game = self.game_name();
        let seats = self.seat_words();
        let at = self.at_within();
        let with = if self.seats.is_empty() && self.names.is_empty() {
            "no"
        } else {
            "yes"
        };
        say_with(
            msg,
            &[
                ("game", Value::Text(&game)),
                ("seats", Value::Text(&seats)),
                ("at", Value::Text(&at)),
                ("with", Value::Text(with)),
            ],
        )
    }

    /// Where it stands ("Hand 2"), or that an earlier version saved it (its summary is not
    /// read yet).
    pub fn at(&self) -> String {
        if let Some(stage) = Stage::parse(&self.stage) {
            stage.words()
        } else if self.at.is_empty() {
            say(Msg::SavesEarlier)
        } else {
            self.at.clone()
        }
    }
}

/// "just now", "5 minutes ago", "yesterday", "3 days ago": how long ago `then_ms` was, in the
/// page's language.
pub fn ago(now_ms: f64, then_ms: f64) -> String {
    if then_ms <= 0.0 {
        return say(Msg::AgoSomeTime);
    }
    let minutes = ((now_ms - then_ms) / 60_000.0).max(0.0).floor() as u64;
    let count = |msg: Msg, n: u64| say_with(msg, &[("n", Value::Number(n as f64))]);
    match minutes {
        0 => say(Msg::AgoJustNow),
        1..=59 => count(Msg::AgoMinutes, minutes),
        60..=1439 => count(Msg::AgoHours, minutes / 60),
        1440..=2879 => say(Msg::AgoYesterday),
        _ => count(Msg::AgoDays, minutes / 1440),
    }
}

/// The stored summary of game `game`, if any (an unreadable one is dropped quietly: it is
/// written again from the save).
pub fn load(game: &str) -> Option<SaveSummary> {
    match store::load::<SaveSummary>(&summary_key(game), SUMMARY_VERSION) {
        Loaded::Found(s) if s.game == game => Some(s),
        Loaded::SetAside(_) => {
            // A summary holds nothing the save does not: not worth keeping aside.
            store::remove(&store::backup_key(&summary_key(game)));
            None
        }
        _ => None,
    }
}

/// Stores the summary (over any: it holds nothing its save does not).
pub fn store(summary: &SaveSummary) {
    let _ = store::save_over(&summary_key(&summary.game), SUMMARY_VERSION, summary);
}

/// Forgets game `game`'s save and its summary.
pub fn remove(game: &str) {
    store::remove(&game_key(game));
    store::remove(&summary_key(game));
}

/// Every game's stored summary, in the registry's order. A save kept before summaries were
/// written is listed as an unfinished game until its summary is read from it: reading a save
/// needs the games' rules, so its id goes to `unsummed` and [`summarise`] reads it once the
/// rules are in. So the hub never forgets it meanwhile (New game still asks before replacing
/// it).
pub fn load_all(unsummed: &mut Vec<String>) -> Vec<SaveSummary> {
    registry::INFOS
        .iter()
        .filter_map(|info| {
            let id = info.id;
            if let Some(s) = load(id) {
                return Some(s);
            }
            store::read_raw(&game_key(id))?;
            unsummed.push(id.to_string());
            Some(SaveSummary {
                game: id.to_string(),
                name: info.name.to_string(),
                // Said as "Saved by an earlier version" (`at()`) until it is read.
                at: String::new(),
                stage: String::new(),
                seats: Vec::new(),
                names: Vec::new(),
                bots: Vec::new(),
                people: 0,
                moves: 0,
                game_id: 0,
                last_played_ms: 0.0,
                finished: false,
                saved: true,
            })
        })
        .collect()
}

/// The summary of game `id`'s save kept before summaries were written, read once from the
/// save and stored; a save that cannot be read is set aside and reported in `notices`.
pub fn summarise(id: &str, notices: &mut Vec<String>) -> Option<SaveSummary> {
    match store::load::<SavedGame>(&game_key(id), GAME_SAVE_VERSION) {
        Loaded::Found(saved) => {
            let s = SaveSummary::of(&Session::resume(saved), 0.0);
            store(&s);
            Some(s)
        }
        Loaded::SetAside(why) => {
            let name = registry::info(id).map_or_else(String::new, |i| lang::game_name(id, i.name));
            notices.push(say_with(
                Msg::SaveUnreadOf,
                &[
                    ("game", Value::Text(&name)),
                    ("why", Value::Text(&lang::said(&why))),
                ],
            ));
            None
        }
        Loaded::Missing => None,
    }
}

/// The unfinished games among `all`, the most recently played first.
pub fn unfinished(all: &[SaveSummary]) -> Vec<SaveSummary> {
    let mut out: Vec<SaveSummary> = all.iter().filter(|s| !s.finished).cloned().collect();
    out.sort_by(|a, b| b.last_played_ms.total_cmp(&a.last_played_ms));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ago_reads_naturally() {
        let now = 10_000_000_000.0;
        assert_eq!(ago(now, now - 20_000.0), "just now");
        assert_eq!(ago(now, now - 60_000.0), "1 minute ago");
        assert_eq!(ago(now, now - 5.5 * 60_000.0), "5 minutes ago");
        assert_eq!(ago(now, now - 2.0 * 3_600_000.0), "2 hours ago");
        assert_eq!(ago(now, now - 30.0 * 3_600_000.0), "yesterday");
        assert_eq!(ago(now, now - 4.0 * 86_400_000.0), "4 days ago");
        assert_eq!(ago(now, 0.0), "some time ago");
    }
}
