//! The days' deals as kept on this device (`trumps.v1.daily`): for each day and game, the
//! game that counts (the first begun from the hub's Today's deal: one scored attempt a day),
//! its result once over, with its code, and par once worked out. A later game of the same
//! deal is practice and changes nothing here.

use crate::ui::model::store;
use crate::ui::model::store::{keys, Loaded};
use serde::{Deserialize, Serialize};

/// A game's result: the person's final score, whether they won, whether they had a hint or
/// took a move back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayResult {
    pub score: i32,
    pub won: bool,
    #[serde(default)]
    pub aids: bool,
    /// The result's code (`crate::daily::share`), to share.
    pub code: String,
}

/// Par: the day's bots in every seat, the person's seat included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Par {
    pub score: i32,
    pub won: bool,
}

/// One game's deal of one day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayEntry {
    /// The day (`crate::daily::Day`).
    pub day: u32,
    pub game: String,
    /// The game that counts (its id: `SavedGame::game_id`).
    pub game_id: u64,
    #[serde(default)]
    pub result: Option<DayResult>,
    #[serde(default)]
    pub par: Option<Par>,
}

/// Everything kept of the days' deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyBook {
    #[serde(default)]
    pub days: Vec<DayEntry>,
}

impl DailyBook {
    pub fn entry(&self, day: u32, game: &str) -> Option<&DayEntry> {
        self.days.iter().find(|e| e.day == day && e.game == game)
    }

    fn entry_mut(&mut self, day: u32, game: &str) -> Option<&mut DayEntry> {
        self.days
            .iter_mut()
            .find(|e| e.day == day && e.game == game)
    }

    /// Game `game_id` of the day's deal of `game` begins: it counts if it is the first.
    /// Whether it counts.
    pub fn begin(&mut self, day: u32, game: &str, game_id: u64) -> bool {
        match self.entry(day, game) {
            Some(e) => e.game_id == game_id,
            None => {
                self.days.push(DayEntry {
                    day,
                    game: game.to_string(),
                    game_id,
                    result: None,
                    par: None,
                });
                true
            }
        }
    }

    /// Whether game `game_id` is the one that counts for that day and game.
    pub fn counts(&self, day: u32, game: &str, game_id: u64) -> bool {
        self.entry(day, game).is_some_and(|e| e.game_id == game_id)
    }

    /// The result of game `game_id`, kept if it is the one that counts and has none yet.
    pub fn finish(&mut self, day: u32, game: &str, game_id: u64, result: DayResult) {
        if let Some(e) = self.entry_mut(day, game) {
            if e.game_id == game_id && e.result.is_none() {
                e.result = Some(result);
            }
        }
    }

    /// Par of a day's game (kept once known; the same for everyone).
    pub fn set_par(&mut self, day: u32, game: &str, par: Par) {
        if let Some(e) = self.entry_mut(day, game) {
            e.par = Some(par);
        }
    }
}

/// The book as stored (a value that cannot be read is set aside and reported).
pub fn load() -> Loaded<DailyBook> {
    store::load(keys::DAILY_KEY, keys::DAILY_VERSION)
}

/// Changes the book over the newest stored (another tab may have changed it since this page
/// read it) and stores it.
pub fn change(book: &mut DailyBook, change: impl Fn(&mut DailyBook)) {
    let _ = store::change(keys::DAILY_KEY, keys::DAILY_VERSION, book, change);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(score: i32) -> DayResult {
        DayResult {
            score,
            won: false,
            aids: false,
            code: "X".into(),
        }
    }

    #[test]
    fn the_first_game_of_a_days_deal_counts_and_its_first_result_stays() {
        let mut b = DailyBook::default();
        assert!(b.begin(5, "g1", 1));
        assert!(
            b.begin(5, "g1", 1),
            "the same game again (a reload) still counts"
        );
        assert!(!b.begin(5, "g1", 2), "a second game is practice");
        assert!(b.begin(5, "g2", 2) && b.begin(6, "g1", 3));
        b.finish(5, "g1", 2, result(9));
        assert_eq!(b.entry(5, "g1").and_then(|e| e.result.clone()), None);
        b.finish(5, "g1", 1, result(4));
        b.finish(5, "g1", 1, result(7));
        assert_eq!(
            b.entry(5, "g1").and_then(|e| e.result.clone()),
            Some(result(4))
        );
        b.set_par(
            5,
            "g1",
            Par {
                score: 3,
                won: true,
            },
        );
        assert_eq!(
            b.entry(5, "g1").and_then(|e| e.par),
            Some(Par {
                score: 3,
                won: true
            })
        );
        assert!(b.counts(5, "g1", 1) && !b.counts(5, "g1", 2) && !b.counts(7, "g1", 1));
    }
}
