//! Today's deal of a game: the day picks the options, the seed and the person's seat, the
//! same on every device and with no network. Bots at Expert, searching a fixed number of
//! iterations ([`BOTS`]), fill the other seats.
//!
//! A day's deal is drawn so it is worth playing: up to [`CANDIDATES`] deals are drawn in
//! turn, and each is played [`SCREEN_GAMES`] times by Beginner bots in every seat (each time
//! with other bot seeds). A deal is kept when the person's seat won at least one of those
//! games and at most twice its fair share of them: a seat that never wins even against random
//! play, or that wins whatever anyone does, is a deal decided by the cards alone. If no
//! candidate passes, the one whose seat came closest to its fair share is kept.

use super::day::Day;
use crate::bots::day_table::{Bots, Played};
use crate::bots::BotLevel;
use crate::engine::rng::mix64;
use crate::engine::Seat;
use crate::records::share::SHORT_SEED_BITS;
use crate::records::{DealCode, Decision, Record, SeatInfo};
use crate::registry;
use serde_json::Value;

/// The bots of a day's game: Expert, 2,000 iterations a decision (about a tenth of a second
/// in the browser's bot worker).
pub const BOTS: Bots = Bots {
    level: BotLevel::Expert,
    iterations: 2_000,
    draw: 0,
};

/// Deals drawn at most before one is kept.
pub const CANDIDATES: u64 = 8;
/// Games of Beginner bots each candidate is screened by.
pub const SCREEN_GAMES: u64 = 12;

/// A game's deal for a day.
#[derive(Clone, Debug, PartialEq)]
pub struct TodaysDeal {
    /// The game's id in the registry.
    pub game: &'static str,
    pub day: Day,
    /// The game's options (its JSON), the day's.
    pub options: Value,
    pub players: usize,
    /// The deal's seed (of [`SHORT_SEED_BITS`], so its deal code is short).
    pub seed: u64,
    /// The person's seat.
    pub seat: Seat,
    /// Who plays the other seats.
    pub bots: Bots,
}

impl TodaysDeal {
    /// The day's game played with `chooser` deciding for the person (`None`: par, the bots
    /// in every seat).
    pub fn play(
        &self,
        chooser: Option<crate::bots::day_table::Chooser<'_>>,
    ) -> Result<Played, crate::bots::day_table::TableError> {
        let bots = registry::find_bots(self.game)
            .ok_or_else(|| crate::bots::day_table::TableError::Start(self.game.to_string()))?;
        bots.day_play(&self.options, self.seed, self.seat, self.bots, chooser)
    }

    /// The deal's code, as any shared deal's (the day's bots are not part of it).
    pub fn deal_code(&self) -> DealCode {
        let about = registry::about(self.game);
        DealCode {
            game: self.game,
            players: self.players as u8,
            options: about
                .map(|a| a.options_code(&self.options))
                .unwrap_or_default(),
            seed: self.seed,
        }
    }

    /// The record of a day's game: `person` in the person's seat (a bot of the day's level
    /// for par, with `None`), the bots in the others.
    pub fn record(&self, played: &Played, person: Option<&str>) -> Record {
        let seats = (0..self.players)
            .map(|i| match person.filter(|_| i == self.seat.index()) {
                Some(name) => SeatInfo::human(name),
                None => SeatInfo::bot(
                    format!("{} {}", self.bots.level.name(), i + 1),
                    self.bots.level,
                ),
            })
            .collect();
        Record {
            game: self.game,
            options: self.options.clone(),
            seats,
            seed: self.seed,
            deal: Value::Null,
            decisions: played
                .decisions
                .iter()
                .map(|(seat, action)| Decision {
                    seat: *seat,
                    action: action.clone(),
                })
                .collect(),
        }
    }

    /// The same deal with other bots (the tests play many days quickly with Beginners).
    pub fn with_bots(self, bots: Bots) -> TodaysDeal {
        TodaysDeal { bots, ..self }
    }
}

/// The game's deal for `day`; `None` for a game this version does not have.
pub fn todays_deal(game: &str, day: Day) -> Option<TodaysDeal> {
    let about = registry::about(game)?;
    let id = about.info().id;
    let base = mix64(u64::from(day.0) ^ mix64(name_hash(id)));
    let options = about.daily_options(base);
    let (options, players) = about.read_options(&options).ok()?;
    let candidate = |k: u64| {
        let r = mix64(base ^ mix64(k + 1));
        TodaysDeal {
            game: id,
            day,
            options: options.clone(),
            players,
            seed: r & ((1u64 << SHORT_SEED_BITS) - 1),
            seat: Seat(((r >> SHORT_SEED_BITS) % players as u64) as u8),
            bots: BOTS,
        }
    };
    let mut best: Option<(f64, TodaysDeal)> = None;
    for k in 0..CANDIDATES {
        let deal = candidate(k);
        let wins = screen(&deal);
        let fair = SCREEN_GAMES as f64 / players as f64;
        if wins >= 1.0 && wins <= 2.0 * fair {
            return Some(deal);
        }
        let off = (wins - fair).abs();
        if best.as_ref().is_none_or(|(o, _)| off < *o) {
            best = Some((off, deal));
        }
    }
    best.map(|(_, d)| d)
}

/// The person's seat's wins (a shared win counted as its share) in [`SCREEN_GAMES`] games of
/// `deal` with Beginner bots in every seat.
fn screen(deal: &TodaysDeal) -> f64 {
    (0..SCREEN_GAMES)
        .filter_map(|g| {
            let bots = Bots {
                level: BotLevel::Beginner,
                iterations: 0,
                draw: g + 1,
            };
            deal.clone().with_bots(bots).play(None).ok()
        })
        .map(|p| {
            let w = &p.outcome.winners;
            if w.contains(&deal.seat) {
                1.0 / w.len() as f64
            } else {
                0.0
            }
        })
        .sum()
}

/// A game's id as a number (FNV-1a), so each game's deals differ on the same day.
fn name_hash(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
