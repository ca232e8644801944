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
    /// Its picture in emoji (`crate::daily::picture`), to share.
    #[serde(default)]
    pub picture: String,
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

/// A friend's result of a day's deal, checked on this device (it replayed to what it
/// claims) and kept for that day's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FriendResult {
    pub day: u32,
    pub game: String,
    /// The name the link gave (`from=`), or empty.
    #[serde(default)]
    pub name: String,
    pub score: i32,
    pub won: bool,
    #[serde(default)]
    pub aids: bool,
    /// Its code, as this version writes it (two of the same are one result).
    pub code: String,
}

/// How many days of friends' results are kept (the board is of today; a few days more let a
/// late share of yesterday's still be seen).
pub const FRIEND_DAYS: u32 = 7;

/// Everything kept of the days' deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyBook {
    #[serde(default)]
    pub days: Vec<DayEntry>,
    #[serde(default)]
    pub friends: Vec<FriendResult>,
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

impl DailyBook {
    /// Adds a friend's checked result (one with the same code is kept once; results older
    /// than [`FRIEND_DAYS`] before it go). Whether it is new.
    pub fn add_friend(&mut self, friend: FriendResult) -> bool {
        let oldest = friend.day.saturating_sub(FRIEND_DAYS);
        self.friends.retain(|f| f.day >= oldest);
        if let Some(f) = self.friends.iter_mut().find(|f| f.code == friend.code) {
            if f.name.is_empty() {
                f.name = friend.name;
            }
            return false;
        }
        self.friends.push(friend);
        true
    }

    /// Friends' results of a day's deal of `game`, in the order they came.
    pub fn friends_of(&self, day: u32, game: &str) -> Vec<&FriendResult> {
        self.friends
            .iter()
            .filter(|f| f.day == day && f.game == game)
            .collect()
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
            picture: String::new(),
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

    fn friend(day: u32, code: &str, name: &str) -> FriendResult {
        FriendResult {
            day,
            game: "g1".into(),
            name: name.into(),
            score: 2,
            won: true,
            aids: false,
            code: code.into(),
        }
    }

    #[test]
    fn a_friends_result_is_kept_once_and_old_days_go() {
        let mut b = DailyBook::default();
        assert!(b.add_friend(friend(1, "A", "")));
        assert!(
            !b.add_friend(friend(1, "A", "Ana")),
            "the same code twice is one"
        );
        assert_eq!(
            b.friends_of(1, "g1")[0].name,
            "Ana",
            "a name given later is kept"
        );
        assert!(b.add_friend(friend(1, "B", "Budi")));
        assert_eq!(b.friends_of(1, "g1").len(), 2);
        assert!(b.friends_of(1, "g2").is_empty() && b.friends_of(2, "g1").is_empty());
        assert!(b.add_friend(friend(1 + FRIEND_DAYS + 1, "C", "")));
        assert_eq!(b.friends.len(), 1, "a week later the first day's are gone");
    }
}
