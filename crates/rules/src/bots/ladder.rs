//! The bots' published ladder as the set-up's level picker says it: one line a level, "Expert:
//! wins about 2 in 7 games against 3 Standard bots". The figures are measured by
//! `scripts/ladder.mjs` (arena runs on duplicate deals, kept in `docs/ladder/`, the same as
//! `docs/bots.md`) and written as data into `ladder.json` beside this file, read once.

use super::BotLevel;
use serde::Deserialize;
use std::sync::OnceLock;

/// One level's results at a table of another level: one seat of `level`, the rest `against`.
#[derive(Clone, Debug, PartialEq)]
pub struct Rung {
    pub game: String,
    pub players: usize,
    pub level: BotLevel,
    pub against: BotLevel,
    /// The level's share of the wins (a shared win counted as a share).
    pub win_share: f64,
    /// The deals measured (each played once per rotation of the seats).
    pub deals: u32,
}

/// The figures as `scripts/ladder.mjs` writes them.
#[derive(Deserialize)]
struct Figures {
    rungs: Vec<RungData>,
}

#[derive(Deserialize)]
struct RungData {
    game: String,
    players: usize,
    level: String,
    against: String,
    win_share: f64,
    deals: u32,
}

/// Every rung kept (none if the file could not be read: the picker then says a level is not
/// measured yet; a test keeps the file readable).
pub fn rungs() -> &'static [Rung] {
    static RUNGS: OnceLock<Vec<Rung>> = OnceLock::new();
    RUNGS.get_or_init(|| read(include_str!("ladder.json")).unwrap_or_default())
}

/// The rungs of the figures `json`, or why they cannot be read.
fn read(json: &str) -> Result<Vec<Rung>, String> {
    let f: Figures = serde_json::from_str(json).map_err(|e| e.to_string())?;
    f.rungs
        .into_iter()
        .map(|r| {
            let level = |id: &str| BotLevel::from_id(id).ok_or_else(|| format!("no level {id}"));
            Ok(Rung {
                level: level(&r.level)?,
                against: level(&r.against)?,
                game: r.game,
                players: r.players,
                win_share: r.win_share,
                deals: r.deals,
            })
        })
        .collect()
}

/// What the picker says of `level` in game `game` with `players` players: the rung measured
/// with that many players, else the one measured with the nearest number (the fewer on a
/// tie). Its line names its own table ("against 2 Standard bots, where an even share is 1 in
/// 3"), so a rung from another number of players still says only what was measured.
pub fn rung_for(game: &str, players: usize, level: BotLevel) -> Option<&'static Rung> {
    rungs()
        .iter()
        .filter(|r| r.game == game && r.level == level)
        .min_by_key(|r| (r.players.abs_diff(players), r.players))
}

/// A share of wins as a player would say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum About {
    /// Fewer than 1 in 20.
    Rarely,
    /// About `wins` in `games`.
    InGames { wins: u32, games: u32 },
    /// More than 19 in 20.
    NearlyAll,
}

/// A share of wins as "about `wins` in `games`": the fraction with the fewest games (2 to 10)
/// within 2 points of the share, else the nearest in 20; under 1 in 20 "rarely", over 19 in
/// 20 "nearly every game".
pub fn about(share: f64) -> About {
    if share < 0.05 {
        return About::Rarely;
    }
    if share > 0.95 {
        return About::NearlyAll;
    }
    for games in 2..=10u32 {
        let wins = (share * f64::from(games)).round();
        if (wins / f64::from(games) - share).abs() <= 0.02 {
            return About::InGames {
                wins: wins as u32,
                games,
            };
        }
    }
    About::InGames {
        wins: (share * 20.0).round() as u32,
        games: 20,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_reads_as_a_simple_fraction() {
        let at = |wins, games| About::InGames { wins, games };
        assert_eq!(about(0.5), at(1, 2));
        assert_eq!(about(0.29), at(2, 7));
        assert_eq!(about(0.333), at(1, 3));
        assert_eq!(about(0.55), at(5, 9));
        assert_eq!(about(0.06), at(1, 20));
        assert_eq!(about(0.0), About::Rarely);
        assert_eq!(about(0.049), About::Rarely);
        assert_eq!(about(0.96), About::NearlyAll);
        assert_eq!(about(1.4), About::NearlyAll);
        for i in 5..=95 {
            let s = f64::from(i) / 100.0;
            let About::InGames { wins, games } = about(s) else {
                panic!("{s}: not a fraction");
            };
            assert!(
                wins >= 1 && wins < games && games <= 20,
                "{s}: {wins} in {games}"
            );
            assert!(
                (f64::from(wins) / f64::from(games) - s).abs() <= 0.025,
                "{s}: {wins} in {games}"
            );
        }
    }

    #[test]
    fn every_game_and_level_offered_has_its_line_at_each_measured_table() {
        let all = read(include_str!("ladder.json")).expect("ladder.json reads");
        assert_eq!(all, rungs());
        for r in rungs() {
            assert!(
                crate::registry::about(&r.game).is_some(),
                "{}: no such game",
                r.game
            );
            assert!((0.0..=1.0).contains(&r.win_share) && r.deals > 0, "{r:?}");
            assert_ne!(r.level, r.against, "{r:?}");
            assert_eq!(rung_for(&r.game, r.players, r.level), Some(r));
        }
        // Every game has the lines of all three levels at some number of players.
        for g in crate::registry::infos().into_iter().map(|i| i.id) {
            for level in BotLevel::ALL {
                assert!(
                    rungs().iter().any(|r| r.game == g && r.level == level),
                    "{g}: no line for {level:?}"
                );
            }
        }
        // Another number of players: the nearest measured, the fewer on a tie.
        let near = |g: &str, n: usize| rung_for(g, n, BotLevel::Expert).map(|r| r.players);
        let truf: Vec<usize> = rungs()
            .iter()
            .filter(|r| r.game == "truf" && r.level == BotLevel::Expert)
            .map(|r| r.players)
            .collect();
        if let (Some(&lo), Some(&hi)) = (truf.iter().min(), truf.iter().max()) {
            assert_eq!(near("truf", 9), Some(hi));
            assert_eq!(near("truf", 1), Some(lo));
        }
        assert_eq!(near("no-such-game", 3), None);
        // A broken file is refused with a reason, not read as something else.
        assert!(read("{").is_err());
        assert!(read(r#"{"rungs":[{"game":"truf","players":4,"level":"master","against":"standard","win_share":0.3,"deals":1}]}"#).is_err());
    }
}
