//! Statistics: games played and won, per game and per person's name.

use super::store::keys::{STATS_KEY, STATS_VERSION};
use super::store::{self, Loaded};
use crate::engine::save::{decode, SaveError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

/// The totals of one game kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    /// Finished games.
    pub played: u32,
    /// Finished games a person (not only bots) won.
    pub won_by_people: u32,
    /// Per person's name.
    pub players: BTreeMap<String, Record>,
    /// Finished games in which a person used hints or undo.
    #[serde(default)]
    pub aided: u32,
}

impl GameStats {
    fn add(&mut self, other: &GameStats) {
        self.played += other.played;
        self.won_by_people += other.won_by_people;
        self.aided += other.aided;
        for (name, r) in &other.players {
            let mine = self.players.entry(name.clone()).or_default();
            mine.played += r.played;
            mine.won += r.won;
        }
    }
}

/// One contribution to the statistics: a finished game (its id is the game's id), or totals
/// carried over from the first format, which kept no games. Each is counted once, however often
/// a backup holding it is imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub id: u64,
    /// the game's id (kept as text: a backup may come from a version with more games).
    pub game: String,
    /// When the game ended, in milliseconds since 1970 (0 for carried-over totals).
    #[serde(default)]
    pub finished_ms: u64,
    pub totals: GameStats,
}

/// Statistics: every tally, in the order they were recorded or imported. Format version 2
/// ([`crate::ui::storage`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub tallies: Vec<Tally>,
}

/// The first stored format (version 1): totals only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsV1 {
    /// Keyed by the game's id.
    pub games: BTreeMap<String, GameStats>,
}

impl Stats {
    /// Records one finished game `id`: `people` are (name, won) for every human seat. A game
    /// played by bots alone is not counted (nobody played it), nor a game counted already.
    pub fn record(
        &mut self,
        id: u64,
        game: &str,
        finished_ms: u64,
        people: &[(String, bool)],
        aided: bool,
    ) {
        if people.is_empty() || self.has(id) {
            return;
        }
        let mut totals = GameStats {
            played: 1,
            won_by_people: u32::from(people.iter().any(|(_, won)| *won)),
            players: BTreeMap::new(),
            aided: u32::from(aided),
        };
        for (name, won) in people {
            let r = totals.players.entry(name.clone()).or_default();
            r.played += 1;
            r.won += u32::from(*won);
        }
        self.tallies.push(Tally {
            id,
            game: game.to_string(),
            finished_ms,
            totals,
        });
    }

    pub fn has(&self, id: u64) -> bool {
        self.tallies.iter().any(|t| t.id == id)
    }

    /// The totals per game kind (keyed by the game's id).
    pub fn games(&self) -> BTreeMap<String, GameStats> {
        let mut out: BTreeMap<String, GameStats> = BTreeMap::new();
        for t in &self.tallies {
            out.entry(t.game.clone()).or_default().add(&t.totals);
        }
        out
    }

    /// Adds the tallies of `other` that are not here yet; returns how many games they count.
    pub fn merge(&mut self, other: &Stats) -> u32 {
        let mut added = 0;
        for t in &other.tallies {
            if !self.has(t.id) {
                self.tallies.push(t.clone());
                added += t.totals.played;
            }
        }
        added
    }

    /// The first format's totals, carried over as one tally per game kind with ids from `ids`.
    pub fn from_v1(old: StatsV1, mut ids: impl FnMut() -> u64) -> Stats {
        Stats {
            tallies: old
                .games
                .into_iter()
                .filter(|(_, g)| g.played > 0)
                .map(|(game, totals)| Tally {
                    id: ids(),
                    game,
                    finished_ms: 0,
                    totals,
                })
                .collect(),
        }
    }
}

/// The stored statistics; the first format (totals only) is carried over and stored anew.
pub fn load() -> Loaded<Stats> {
    let Some(raw) = store::read(STATS_KEY) else {
        return Loaded::Missing;
    };
    match decode::<Stats>(STATS_VERSION, &raw) {
        Ok(st) => Loaded::Found(st),
        Err(SaveError::WrongVersion { found: 1, .. }) => match decode::<StatsV1>(1, &raw) {
            Ok(old) => {
                let st = Stats::from_v1(old, super::browser::random_u64);
                save(&st);
                Loaded::Found(st)
            }
            Err(e) => {
                store::set_aside_key(STATS_KEY);
                Loaded::SetAside(e.said())
            }
        },
        Err(e) => {
            store::set_aside_key(STATS_KEY);
            Loaded::SetAside(e.said())
        }
    }
}

/// Stores the statistics (a refusal for space is told by the store's listeners).
pub fn save(stats: &Stats) {
    let _ = store::save_over(STATS_KEY, STATS_VERSION, stats);
}

/// Changes the statistics over the newest stored (another tab may have counted games since
/// this one read them): every tally this page holds is kept, and `change` made.
pub fn change(stats: &mut Stats, change: impl Fn(&mut Stats)) {
    let mine = stats.clone();
    let _ = store::change(STATS_KEY, STATS_VERSION, stats, |st| {
        st.merge(&mine);
        change(st);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn people(list: &[(&str, bool)]) -> Vec<(String, bool)> {
        list.iter().map(|(n, w)| (n.to_string(), *w)).collect()
    }

    #[test]
    fn games_of_people_are_counted_bot_only_games_are_not() {
        let mut st = Stats::default();
        st.record(1, "what-trump", 10, &[], false);
        assert!(st.games().is_empty());
        st.record(
            2,
            "what-trump",
            20,
            &people(&[("Ann", true), ("Ben", false)]),
            true,
        );
        st.record(3, "what-trump", 30, &people(&[("Ann", false)]), false);
        st.record(3, "what-trump", 30, &people(&[("Ann", false)]), false);
        let g = &st.games()["what-trump"];
        assert_eq!((g.played, g.won_by_people, g.aided), (2, 1, 1));
        assert_eq!(g.players["Ann"], Record { played: 2, won: 1 });
        assert_eq!(g.players["Ben"], Record { played: 1, won: 0 });
    }

    #[test]
    fn merging_counts_each_game_once() {
        let mut here = Stats::default();
        here.record(1, "what-trump", 10, &people(&[("Ann", true)]), false);
        let mut there = Stats::default();
        there.record(1, "what-trump", 10, &people(&[("Ann", true)]), false);
        there.record(2, "what-trump", 5, &people(&[("Ben", true)]), false);
        assert_eq!(here.merge(&there), 1);
        assert_eq!(here.merge(&there), 0, "a second import adds nothing");
        let g = &here.games()["what-trump"];
        assert_eq!((g.played, g.won_by_people), (2, 2));
    }

    #[test]
    fn first_format_totals_are_carried_over() {
        let mut old = StatsV1::default();
        old.games.insert(
            "what-trump".into(),
            GameStats {
                played: 5,
                won_by_people: 3,
                players: [("Ann".to_string(), Record { played: 5, won: 3 })].into(),
                aided: 0,
            },
        );
        old.games
            .insert("another-game".into(), GameStats::default());
        let mut next = 100;
        let st = Stats::from_v1(old.clone(), || {
            next += 1;
            next
        });
        assert_eq!(st.tallies.len(), 1, "empty totals are dropped");
        assert_eq!(st.tallies[0].id, 101);
        assert_eq!(st.games()["what-trump"], old.games["what-trump"]);
    }
}
