//! Helpers shared by the app's native tests (`tests/ui_*.rs`): a What Trump? game started
//! through the session, and random legal moves played in it.
#![allow(dead_code)]

use trumps::bots::random::BotRng;
use trumps::engine::Seat;
use trumps::ui::model::seats::{default_seats, SeatConfig};
use trumps::ui::model::session::Session;

/// A new What Trump? game through the session (at most four of `seats`).
pub fn start_session(seats: Vec<SeatConfig>, seed: u64, id: u64) -> Session {
    let entry = trumps::registry::find("what-trump").expect("listed");
    let n = seats.len().min(4);
    Session::start(
        entry,
        &entry.default_options(n),
        seats[..n].to_vec(),
        seed,
        id,
    )
    .expect("starts")
}

/// A random legal move of `seat`, the seat to act, applied through the session.
pub fn random_move(s: &mut Session, seat: Seat, rng: &mut BotRng) {
    let legal = s.game().legal_json();
    let a = legal[rng.below(legal.len())].clone();
    s.apply(seat, a).expect("legal");
}

/// A whole game with the default seats (id 1000 + `seed`) played with random legal moves.
pub fn finished_game(seed: u64) -> Session {
    let mut s = start_session(default_seats(), seed, seed + 1000);
    let mut policy = BotRng::new(seed);
    while let Some(seat) = s.game().to_act() {
        random_move(&mut s, seat, &mut policy);
    }
    s
}
