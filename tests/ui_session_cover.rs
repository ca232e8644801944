//! Pass-and-play after a reload: the table is covered when a person is to act (the device may
//! have changed hands), not while a bot acts, so the bots go on by themselves.

use trumps::bots::random::BotRng;
use trumps::bots::BotLevel;
use trumps::ui::seats::{SeatConfig, SeatKind};
use trumps::ui::session::Session;

/// A new What Trump? game through the session (at most four of `seats`).
fn start_session(seats: Vec<SeatConfig>, seed: u64, id: u64) -> Session {
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

fn seats() -> Vec<SeatConfig> {
    let seat = |kind, name: &str| SeatConfig {
        kind,
        name: name.into(),
        level: BotLevel::Beginner,
    };
    vec![
        seat(SeatKind::Human, "Ann"),
        seat(SeatKind::Bot, "Bot"),
        seat(SeatKind::Human, "Ben"),
        seat(SeatKind::Bot, "Bea"),
    ]
}

#[test]
fn a_reload_covers_the_table_only_when_a_person_is_to_act() {
    let mut s = start_session(seats(), 3, 4);
    let mut policy = BotRng::new(9);
    let (mut bot_turns, mut person_turns) = (0, 0);
    while let Some(seat) = s.game().to_act() {
        let reloaded = Session::resume(s.saved.clone());
        if s.is_human(seat) {
            person_turns += 1;
            assert!(reloaded.cover, "a person is to act: covered");
            assert_eq!(reloaded.viewer(), seat);
        } else {
            bot_turns += 1;
            assert!(!reloaded.cover, "a bot is to act: not covered");
            if reloaded.pending_summary().is_none() {
                assert!(reloaded.bot_to_act().is_some(), "the bot goes on");
            }
        }
        let legal = s.game().legal_json();
        let a = legal[policy.below(legal.len())].clone();
        s.apply(seat, a).expect("legal");
        s.acknowledge_summary();
    }
    assert!(bot_turns > 50 && person_turns > 50);
    assert!(
        !Session::resume(s.saved.clone()).cover,
        "game over: not covered"
    );
}
