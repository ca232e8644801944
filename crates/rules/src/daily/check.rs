//! A friend's result checked: its decisions played again, from the person's seat of the day's
//! deal, against the same bots ([`crate::bots::day_table`]); it is good only if they are all
//! there, none is left over, and the game ends with the result the code claims.

use super::day::Day;
use super::deal::{todays_deal, TodaysDeal};
use super::share::{game_digest, Claim, Share, ShareRefusal};
use crate::bots::day_table::{Played, TableError};

/// A result that replays to what it claims.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    pub share: Share,
    pub deal: TodaysDeal,
    /// The game its decisions play.
    pub played: Played,
}

/// Reads and checks a result's code (or link). With `today`, a result of another day is
/// refused.
pub fn check(text: &str, today: Option<Day>) -> Result<Checked, ShareRefusal> {
    let share = Share::read(text)?;
    if let Some(today) = today.filter(|&t| t != share.day) {
        return Err(ShareRefusal::OtherDay {
            day: share.day,
            today,
        });
    }
    let deal = todays_deal(share.game, share.day)
        .ok_or_else(|| ShareRefusal::UnknownGame(share.game.to_string()))?;
    check_against(share, deal)
}

/// Checks `share` by playing its decisions in `deal` (the day's deal, or in the tests the same
/// with other bots).
pub fn check_against(share: Share, deal: TodaysDeal) -> Result<Checked, ShareRefusal> {
    let mut left = share.decisions.clone();
    let played = deal
        .play(Some(&mut |count| Some(left.take(count))))
        .map_err(|e| match e {
            TableError::Ran(n) | TableError::NoSuchChoice(n) => ShareRefusal::DoesNotReplay(n + 1),
            TableError::Start(_) | TableError::Stuck => ShareRefusal::DoesNotReplay(0),
        })?;
    if !left.is_zero() {
        return Err(ShareRefusal::TooLong);
    }
    let replayed = Claim::of(&played.outcome, deal.seat, share.claim.aids);
    if replayed != share.claim {
        return Err(ShareRefusal::Claims {
            game: share.game,
            claimed: share.claim,
            replayed,
        });
    }
    if game_digest(&played.decisions) != share.digest {
        return Err(ShareRefusal::OtherGame);
    }
    Ok(Checked {
        share,
        deal,
        played,
    })
}
