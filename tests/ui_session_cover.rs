//! Pass-and-play: whenever the table is opened with several people seated (a reload, Continue,
//! a shared deal, play on, back from the hub), the cover goes up first and names who should
//! hold the device: the person to act, or while a bot acts the person who saw the table last.
//! Bots wait behind the cover. With one person, or once the game is over, nothing is covered.

use crate::common;

use common::{random_move, start_session};
use trumps::bots::random::BotRng;
use trumps::bots::BotLevel;
use trumps::ui::model::seats::{SeatConfig, SeatKind};
use trumps::ui::model::session::Session;

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
fn opening_the_table_with_two_people_always_covers_it_first() {
    let mut s = start_session(seats(), 3, 4);
    assert!(s.cover, "a new game of two people starts covered");
    s.cover = false;
    let mut policy = BotRng::new(9);
    let (mut bot_turns, mut person_turns) = (0, 0);
    while let Some(seat) = s.game().to_act() {
        let reloaded = Session::resume(s.saved.clone());
        assert!(reloaded.cover, "two people seated: covered");
        assert!(
            reloaded.bot_to_act().is_none(),
            "bots wait behind the cover"
        );
        let mut opened = s.clone();
        opened.hand_over();
        assert!(opened.cover, "the table opened again: covered");
        if s.is_human(seat) {
            person_turns += 1;
            assert_eq!(reloaded.viewer(), seat, "the cover names the person to act");
            assert_eq!(opened.viewer(), seat);
        } else {
            bot_turns += 1;
            assert_eq!(
                opened.viewer(),
                s.viewer(),
                "while a bot acts, the cover names the person who saw the table last"
            );
            assert!(reloaded.is_human(reloaded.viewer()));
        }
        random_move(&mut s, seat, &mut policy);
        s.acknowledge_summary();
        s.cover = false;
    }
    assert!(bot_turns > 50 && person_turns > 50);
    assert!(
        !Session::resume(s.saved.clone()).cover,
        "game over: not covered"
    );
}

#[test]
fn one_person_is_never_covered() {
    let mut one = seats();
    one[2].kind = SeatKind::Bot;
    let mut s = start_session(one, 5, 6);
    let mut policy = BotRng::new(1);
    for _ in 0..200 {
        let Some(seat) = s.game().to_act() else { break };
        assert!(!Session::resume(s.saved.clone()).cover);
        let mut opened = s.clone();
        opened.hand_over();
        assert!(!opened.cover);
        random_move(&mut s, seat, &mut policy);
        s.acknowledge_summary();
    }
}
