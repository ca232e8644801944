//! Help against bots, on the session as plain data: the bot's question carries the seat's view
//! only; a hint is for the person to act; Undo takes the game back to just before the
//! person's last decision (bots' replies after it go too), is offered only with one person at
//! the table, and marks the game, as hints do, in its save and its history entry.

use serde_json::Value;
use trumps::bots::request::{answer, Reply};
use trumps::bots::{BotLevel, Budget};
use trumps::engine::Seat;
use trumps::ui::model::seats::{SeatConfig, SeatKind};
use trumps::ui::model::session::Session;
use trumps::ui::model::store::saved_game::SavedGame;

fn seat(kind: SeatKind, name: &str) -> SeatConfig {
    SeatConfig {
        kind,
        name: name.into(),
        level: BotLevel::Beginner,
    }
}

fn start(game: &str, seats: Vec<SeatConfig>) -> Session {
    let entry = trumps::registry::find(game).expect("listed");
    let n = seats.len();
    Session::start(entry, &entry.default_options(n), seats, 17, 99).expect("starts")
}

/// Lets the bots act (as the app does, through their questions) until a person is to act.
fn bots_until_person(s: &mut Session) {
    for _ in 0..500 {
        s.acknowledge_summary();
        let Some((seat, level)) = s.bot_to_act() else {
            return;
        };
        let q = s.bot_request(seat, level, Budget::default());
        let Ok(Reply::Action(a)) = answer(&q).reply else {
            panic!("the bot answers")
        };
        s.apply(seat, a).expect("a bot's action is legal");
    }
    panic!("no person came to act");
}

fn first_legal(s: &Session) -> Value {
    s.game().legal_json().remove(0)
}

#[test]
fn a_bots_question_holds_its_view_only() {
    let s = start(
        "ace-trump",
        vec![
            seat(SeatKind::Bot, "Ann"),
            seat(SeatKind::Human, "Tess"),
            seat(SeatKind::Bot, "Ben"),
        ],
    );
    let (seat, level) = s.bot_to_act().expect("a bot leads");
    let q = s.bot_request(seat, level, Budget::default());
    assert_eq!(q.view, s.game().view_json(seat));
    let text = q.view.to_string();
    // The other seats' hands are not in it: only counts.
    let hands = q.view["hands"].as_array().expect("hands");
    for (i, h) in hands.iter().enumerate() {
        assert_eq!(h.is_null(), i != seat.index(), "seat {i} in {text:.200}");
    }
    assert!(
        s.hint_request(Budget::default()).is_none(),
        "not the person's turn"
    );
}

#[test]
fn undo_takes_back_the_persons_last_decision_and_the_bots_replies() {
    for game in ["ace-trump", "ransom-trump", "what-trump"] {
        let mut s = start(
            game,
            vec![
                seat(SeatKind::Human, "Tess"),
                seat(SeatKind::Bot, "Ann"),
                seat(SeatKind::Bot, "Ben"),
            ],
        );
        bots_until_person(&mut s);
        assert!(
            !s.can_undo(),
            "{game}: nothing of the person's to take back yet"
        );
        let before = s.game().state_json();
        let decisions = s.saved.decisions.len();
        let person = s.person_to_act().expect("the person acts");
        assert!(s.hint_request(Budget::default()).is_some());
        s.note_hint();
        s.note_hint();
        s.apply(person, first_legal(&s)).expect("legal");
        bots_until_person(&mut s);
        assert!(s.saved.decisions.len() > decisions + 1 || s.person_to_act().is_some());
        assert!(s.can_undo());
        s.undo().expect("undone");
        assert_eq!(s.game().state_json(), before, "{game}: the same position");
        assert_eq!(s.saved.decisions.len(), decisions);
        assert_eq!(s.person_to_act(), Some(person));
        assert_eq!((s.saved.aids.hints, s.saved.aids.undos), (1, 1));
        assert_eq!(s.saved.aids.words(), "1 hint, 1 undo");
        // The marks are kept in the save.
        let saved: SavedGame =
            serde_json::from_str(&serde_json::to_string(&s.saved).unwrap()).unwrap();
        assert_eq!(saved.aids, s.saved.aids);
    }
}

#[test]
fn undo_is_not_offered_to_several_people_at_one_device() {
    let mut s = start(
        "ace-trump",
        vec![
            seat(SeatKind::Human, "Tess"),
            seat(SeatKind::Human, "Uma"),
            seat(SeatKind::Bot, "Ben"),
        ],
    );
    for _ in 0..6 {
        s.cover = false;
        if let Some(p) = s.game().to_act().filter(|&p| s.is_human(p)) {
            s.apply(p, first_legal(&s)).expect("legal");
        } else {
            bots_until_person(&mut s);
        }
    }
    assert!(!s.can_undo());
    assert!(s.undo().is_err());
    let _ = Seat(0);
}
