//! Seats played on other devices, on the session as plain data: a host with no person of its
//! own shows the observer's view (never a guest's hand); a guest's seat is no bot's until the
//! host lets one stand in; nobody takes back a move a guest has seen; and a person called
//! "You" at a table with guests is asked for a name (a guest's device calls its own seat so).

use trumps::bots::BotLevel;
use trumps::engine::{Seat, Viewpoint};
use trumps::ui::model::seats::{seats_problem, SeatConfig, SeatKind};
use trumps::ui::model::session::Session;

fn seat(kind: SeatKind, name: &str) -> SeatConfig {
    SeatConfig {
        kind,
        name: name.into(),
        level: BotLevel::Beginner,
    }
}

fn start(seats: Vec<SeatConfig>) -> Session {
    let entry = trumps::registry::find("ace-trump").expect("listed");
    let n = seats.len();
    Session::start(entry, &entry.default_options(n), seats, 17, 99).expect("starts")
}

#[test]
fn a_host_without_a_person_watches_and_a_bot_plays_for_an_away_guest_only_when_asked() {
    let mut s = start(vec![
        seat(SeatKind::Remote, "Ann"),
        seat(SeatKind::Remote, "Ben"),
        seat(SeatKind::Bot, "Cleo"),
    ]);
    assert_eq!(s.remote_seats(), vec![Seat(0), Seat(1)]);
    assert_eq!(s.viewpoint(), Viewpoint::Observer);
    let to_act = s.game().to_act().expect("someone acts first");
    if s.is_remote(to_act) {
        assert_eq!(s.bot_to_act(), None, "the game waits for the guest");
        s.stand_ins.push(to_act);
        assert_eq!(s.bot_to_act(), Some((to_act, BotLevel::Standard)));
    }
    assert!(!s.can_undo());
}

#[test]
fn a_person_with_guests_keeps_their_own_view_and_cannot_undo() {
    let s = start(vec![
        seat(SeatKind::Human, "Hal"),
        seat(SeatKind::Remote, "Ann"),
        seat(SeatKind::Bot, "Cleo"),
    ]);
    assert_eq!(s.viewpoint(), Viewpoint::Seat(Seat(0)));
    assert_eq!(s.humans(), vec![Seat(0)]);
    assert!(!s.can_undo());
    // In the record a guest is a person.
    let record = s.record().expect("recorded");
    assert_eq!(record.seats[1].kind, trumps::records::SeatKind::Human);
}

#[test]
fn you_is_not_a_name_at_a_table_with_guests() {
    let why = seats_problem(
        &[
            seat(SeatKind::Human, "You"),
            seat(SeatKind::Remote, "Ann"),
            seat(SeatKind::Bot, "Cleo"),
        ],
        true,
    )
    .expect("refused");
    assert!(why.contains("Several people play"), "{why}");
    assert_eq!(
        seats_problem(
            &[
                seat(SeatKind::Human, "You"),
                seat(SeatKind::Bot, "Ann"),
                seat(SeatKind::Bot, "Cleo"),
            ],
            true,
        ),
        None
    );
    assert_eq!(SeatKind::from_id("remote"), Some(SeatKind::Remote));
}
