//! The statistics of the days' deals (from [`DailyBook`]): how many days the person played,
//! their run of days in a row (now and longest), their best result against par, and a month's
//! calendar of the days played.

use super::daily_book::DailyBook;
use crate::daily::Day;

/// A day's best result against par: how far above it (or below), in which game, on which day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestAgainstPar {
    pub diff: i32,
    pub game: String,
    pub day: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    /// Days with at least one day's game finished.
    pub days: usize,
    /// The days in a row up to today (or up to yesterday, while today is still to play).
    pub current: u32,
    /// The longest run of days in a row.
    pub longest: u32,
    pub best: Option<BestAgainstPar>,
}

/// The days with a result, in order, once each.
fn played_days(book: &DailyBook) -> Vec<u32> {
    let mut days: Vec<u32> = book
        .days
        .iter()
        .filter(|e| e.result.is_some())
        .map(|e| e.day)
        .collect();
    days.sort_unstable();
    days.dedup();
    days
}

/// The streaks as of `today`.
pub fn streaks(book: &DailyBook, today: u32) -> Streaks {
    let days = played_days(book);
    let mut longest = 0;
    let mut run = 0;
    let mut last: Option<u32> = None;
    for &d in &days {
        run = if last.is_some_and(|l| l + 1 == d) {
            run + 1
        } else {
            1
        };
        longest = longest.max(run);
        last = Some(d);
    }
    // The run now: it ends today, or yesterday if today has no result yet.
    let current = match last {
        Some(l) if l == today || l + 1 == today => run,
        _ => 0,
    };
    let best = book
        .days
        .iter()
        .filter_map(|e| {
            let diff = e.result.as_ref()?.score - e.par?.score;
            Some(BestAgainstPar {
                diff,
                game: e.game.clone(),
                day: e.day,
            })
        })
        .fold(None::<BestAgainstPar>, |best, b| match best {
            Some(a) if a.diff >= b.diff => Some(a),
            _ => Some(b),
        });
    Streaks {
        days: days.len(),
        current,
        longest,
        best,
    }
}

/// A month's calendar: its year and month, the weekday of its first day (Monday 0), and for
/// each of its days how many of that day's deals the person finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Month {
    pub year: i64,
    pub month: u32,
    pub first_weekday: u32,
    pub played: Vec<usize>,
    /// Today's place in it (from 0), if today is in it.
    pub today: Option<usize>,
}

/// The month of `today`.
pub fn month(book: &DailyBook, today: u32) -> Month {
    let (year, month, day) = Day(today).civil();
    let first = today + 1 - day;
    let next = if month == 12 {
        Day::from_civil(year + 1, 1, 1)
    } else {
        Day::from_civil(year, month + 1, 1)
    }
    .map_or(first + 31, |d| d.0);
    let played = (first..next)
        .map(|d| {
            book.days
                .iter()
                .filter(|e| e.day == d && e.result.is_some())
                .count()
        })
        .collect();
    Month {
        year,
        month,
        // 1970-01-01, day 0, was a Thursday.
        first_weekday: (first + 3) % 7,
        played,
        today: Some((today - first) as usize),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::model::daily_book::{DayResult, Par};

    fn book(days: &[(u32, i32, Option<i32>)]) -> DailyBook {
        let mut b = DailyBook::default();
        for (i, &(day, score, par)) in days.iter().enumerate() {
            let game = format!("g{i}");
            b.begin(day, &game, i as u64);
            b.finish(
                day,
                &game,
                i as u64,
                DayResult {
                    score,
                    won: false,
                    aids: false,
                    code: String::new(),
                    picture: String::new(),
                },
            );
            if let Some(p) = par {
                b.set_par(
                    day,
                    &game,
                    Par {
                        score: p,
                        won: false,
                    },
                );
            }
        }
        b
    }

    #[test]
    fn runs_count_days_in_a_row_and_todays_run_waits_for_today() {
        // Days 10, 11, 12 (two games on 11), then 20, 21.
        let b = book(&[
            (10, 1, Some(0)),
            (11, 5, Some(1)),
            (11, 0, None),
            (12, 2, Some(4)),
            (20, 0, Some(0)),
            (21, 3, Some(3)),
        ]);
        let s = streaks(&b, 21);
        assert_eq!((s.days, s.current, s.longest), (5, 2, 3));
        assert_eq!(streaks(&b, 22).current, 2, "today is still to play");
        assert_eq!(streaks(&b, 23).current, 0, "yesterday was missed");
        let best = s.best.expect("results with par");
        assert_eq!((best.diff, best.day), (4, 11));
        assert_eq!(streaks(&DailyBook::default(), 5), Streaks::default());
        // A day begun and not finished is not played.
        let mut b = DailyBook::default();
        b.begin(3, "g", 1);
        assert_eq!(streaks(&b, 3).days, 0);
    }

    #[test]
    fn a_month_starts_on_its_weekday_and_marks_the_days_played() {
        // 2026-11-30 is a Monday; November 2026 began on a Sunday.
        let today = Day::from_civil(2026, 11, 30).expect("a day").0;
        let b = book(&[(today, 1, None), (today - 2, 1, None), (today - 2, 3, None)]);
        let m = month(&b, today);
        assert_eq!((m.year, m.month, m.first_weekday), (2026, 11, 6));
        assert_eq!(m.played.len(), 30);
        assert_eq!((m.played[29], m.played[27], m.played[0]), (1, 2, 0));
        assert_eq!(m.today, Some(29));
        let feb = month(&b, Day::from_civil(2028, 2, 10).expect("a day").0);
        assert_eq!(feb.played.len(), 29, "a leap year's February");
    }
}
