//! A day by the calendar of UTC: the days since 1 January 1970, as every device counts them
//! whatever its clock's time zone. The rules crate has no clock: the app gives the time.

use std::fmt;
use std::str::FromStr;

/// A day of UTC, counted from 1970-01-01 (day 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub u32);

const MS_A_DAY: f64 = 86_400_000.0;

impl Day {
    /// The day of a time in milliseconds since 1970-01-01 UTC (what `Date.now()` gives);
    /// `None` before 1970 or for a time that is not a number.
    pub fn from_unix_ms(ms: f64) -> Option<Day> {
        let days = (ms / MS_A_DAY).floor();
        (days.is_finite() && (0.0..f64::from(u32::MAX)).contains(&days)).then_some(Day(days as u32))
    }

    pub fn next(self) -> Day {
        Day(self.0.saturating_add(1))
    }

    pub fn previous(self) -> Day {
        Day(self.0.saturating_sub(1))
    }

    /// Year, month (1–12) and day of the month (1–31): the proleptic Gregorian calendar
    /// (Howard Hinnant's `civil_from_days`).
    pub fn civil(self) -> (i64, u32, u32) {
        let z = i64::from(self.0) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i64::from(m <= 2);
        (y, m, d)
    }

    /// The day of a date (`None` before 1970 or for a date that does not exist).
    pub fn from_civil(y: i64, m: u32, d: u32) -> Option<Day> {
        if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
            return None;
        }
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = i64::from(if m > 2 { m - 3 } else { m + 9 });
        let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        let days = era * 146_097 + doe - 719_468;
        u32::try_from(days).ok().map(Day)
    }
}

fn days_in_month(y: i64, m: u32) -> u32 {
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `2026-11-30`.
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.civil();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// Reads `2026-11-30`.
impl FromStr for Day {
    type Err = ();

    fn from_str(s: &str) -> Result<Day, ()> {
        let mut parts = s.trim().splitn(3, '-');
        let mut next = || parts.next().ok_or(());
        let y = next()?.parse::<i64>().map_err(|_| ())?;
        let m = next()?.parse::<u32>().map_err(|_| ())?;
        let d = next()?.parse::<u32>().map_err(|_| ())?;
        Day::from_civil(y, m, d).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_counted_from_1970_by_utc() {
        assert_eq!(Day::from_unix_ms(0.0), Some(Day(0)));
        assert_eq!(Day(0).to_string(), "1970-01-01");
        // 2026-11-30T23:59:59.999Z and the next millisecond.
        let end = 1_796_083_199_999.0;
        assert_eq!(
            Day::from_unix_ms(end).map(|d| d.to_string()).as_deref(),
            Some("2026-11-30")
        );
        assert_eq!(
            Day::from_unix_ms(end + 1.0)
                .map(|d| d.to_string())
                .as_deref(),
            Some("2026-12-01")
        );
        assert_eq!(Day::from_unix_ms(-1.0), None);
        assert_eq!(Day::from_unix_ms(f64::NAN), None);
    }

    #[test]
    fn every_day_reads_back_from_its_date() {
        for n in (0..80_000).step_by(7).chain([59, 60, 789, 11_016, 20_787]) {
            let day = Day(n);
            assert_eq!(day.to_string().parse::<Day>(), Ok(day), "day {n}");
        }
        assert_eq!("2024-02-29".parse::<Day>().map(|d| d.0), Ok(19_782));
        assert!("2023-02-29".parse::<Day>().is_err());
        assert!("1969-12-31".parse::<Day>().is_err());
        assert!("2026-13-01".parse::<Day>().is_err());
        assert!("soon".parse::<Day>().is_err());
    }
}
