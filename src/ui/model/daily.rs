//! A day's game at this device (`docs/daily.md`): begun from the day's deal as the bot worker
//! gives it ([`DealNote`]), with the person in the day's seat and the day's bots in the
//! others, and at its end its result's code, which a friend's app plays again to check.

use super::seats::{SeatConfig, SeatKind};
use super::session::Session;
use crate::daily::request::DealNote;
use crate::daily::{Claim, Day, Share, BOTS};
use crate::engine::Seat;
use crate::registry;

/// A new game of the day's deal `note`: the person, named `person`, in its seat; the day's
/// bots in the others (named as the set-up names bots).
pub fn start(note: &DealNote, person: &str, game_id: u64) -> Result<Session, String> {
    let entry = registry::find(&note.game).ok_or_else(|| note.game.clone())?;
    let seats = (0..note.players)
        .map(|i| {
            if i == note.seat {
                SeatConfig {
                    kind: SeatKind::Human,
                    name: person.to_string(),
                    level: BOTS.level,
                }
            } else {
                SeatConfig {
                    kind: SeatKind::Bot,
                    name: String::new(),
                    level: BOTS.level,
                }
            }
        })
        .collect();
    let mut s = Session::start(entry, &note.options, seats, note.seed, game_id)?;
    s.saved.daily = Some(note.day);
    Ok(s)
}

/// The person's seat of a day's game: its one person.
fn person(s: &Session) -> Option<Seat> {
    match s.humans().as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The result of a day's game that is over: its code holds the person's decisions, each as
/// its place among the legal actions there were (worked out by playing the record again).
/// `None` for a game that is not a day's, not over, or not wholly recorded.
pub fn share(s: &Session) -> Option<Share> {
    let day = Day(s.saved.daily?);
    let outcome = s.game().outcome()?;
    let seat = person(s)?;
    if !s.saved.recorded {
        return None;
    }
    let entry = s.game().entry();
    let mut game = entry
        .start(&s.game().options_json(), s.game().seed(), &s.saved.deal)
        .ok()?;
    let mut person = Vec::new();
    for d in &s.saved.decisions {
        if d.seat == seat {
            let legal = game.legal_json();
            let index = legal.iter().position(|a| *a == d.action)?;
            person.push((index as u32, legal.len() as u32));
        }
        game.apply_json(d.seat, &d.action).ok()?;
    }
    let claim = Claim::of(&outcome, seat, !s.saved.aids.is_none());
    Some(Share {
        game: s.info().id,
        day,
        claim,
        decisions: crate::daily::number::Number::of_digits(&person),
    })
}
