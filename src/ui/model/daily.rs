//! A day's game at this device (`docs/daily.md`): begun from the day's deal as the bot worker
//! gives it ([`DealNote`]), with the person in the day's seat and the day's bots in the
//! others, and at its end its result's code, which a friend's app plays again to check.

use super::seats::{default_seats, SeatConfig, SeatKind};
use super::session::Session;
use crate::daily::request::DealNote;
use crate::daily::{game_digest, picture, Claim, Day, Share, BOTS};
use crate::engine::Seat;
use crate::registry;

/// A new game of the day's deal `note`: the person, named `person`, in its seat; the day's
/// bots in the others, named as the set-up's default bots are (Ann, Ben, Cleo, leaving out
/// the person's own name).
pub fn start(note: &DealNote, person: &str, game_id: u64) -> Result<Session, String> {
    let entry = registry::find(&note.game).ok_or_else(|| note.game.clone())?;
    let mut names = default_seats()
        .into_iter()
        .filter(|c| c.is_bot() && c.name != person)
        .map(|c| c.name);
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
                    name: names.next().unwrap_or_default(),
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

/// A day's game that is over, as it is kept and shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// Its result, with the code a friend's app plays again.
    pub share: Share,
    /// Its picture in emoji (`crate::daily::picture`).
    pub picture: String,
}

/// The result of a day's game that is over: its code holds the person's decisions, each as
/// its place among the legal actions there were (worked out by playing the record again, which
/// also gives each hand's scores for the picture). `None` for a game that is not a day's, not
/// over, or not wholly recorded.
pub fn share(s: &Session) -> Option<Ended> {
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
    let mut hands = Vec::new();
    for d in &s.saved.decisions {
        if d.seat == seat {
            let legal = game.legal_json();
            let index = legal.iter().position(|a| *a == d.action)?;
            person.push((index as u32, legal.len() as u32));
        }
        let scored = game.hands_scored();
        game.apply_json(d.seat, &d.action).ok()?;
        if game.hands_scored() > scored {
            hands.push(game.scores());
        }
    }
    let claim = Claim::of(&outcome, seat, !s.saved.aids.is_none());
    let all: Vec<(Seat, serde_json::Value)> = s
        .saved
        .decisions
        .iter()
        .map(|d| (d.seat, d.action.clone()))
        .collect();
    Some(Ended {
        picture: picture(seat.index(), &hands, claim.won),
        share: Share {
            game: s.info().id,
            day,
            claim,
            digest: game_digest(&all),
            decisions: crate::daily::number::Number::of_digits(&person),
        },
    })
}
