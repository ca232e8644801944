//! The app's game in progress keeps its record: every decision applied through the session is
//! in the record, the record replays to the same game, a game taken up from a cut record goes on
//! from there, the finished game makes a history entry, and saves from before records were kept
//! still load (without a record).

use crate::common;

use common::{finished_game, start_session};
use trumps::records::{parse_record, Stepper};
use trumps::ui::model::seats::{default_seats, SeatConfig, SeatKind};
use trumps::ui::model::session::Session;
use trumps::ui::model::store::saved_game::SavedGame;

#[test]
fn the_session_record_replays_to_the_same_game() {
    for seed in 0..10 {
        let s = finished_game(seed);
        let record = s.record().expect("recorded");
        assert_eq!(record.decisions.len() as u64, s.saved.moves);
        assert_eq!(record.seed, seed);
        let read = parse_record(&record.to_json_pretty()).expect("reads");
        assert_eq!(
            read.replay_as::<trumps::games::what_trump::WhatTrump>()
                .ok()
                .as_ref(),
            s.game_as()
        );
        // Seats keep their names and kinds.
        assert_eq!(read.seats[0].name, "You");
        assert!(matches!(
            read.seats[1].kind,
            trumps::records::SeatKind::Bot(_)
        ));
        // The finished game makes a history entry holding the same record.
        let entry = s.history_entry(12.0).expect("finished");
        assert_eq!(entry.record, record.to_json());
        assert_eq!(
            entry.winners,
            s.game()
                .outcome()
                .expect("over")
                .winners
                .iter()
                .map(|w| w.index())
                .collect::<Vec<_>>()
        );
        assert_eq!(entry.rounds, s.game().hands_scored());
    }
}

#[test]
fn a_game_taken_up_from_a_step_goes_on_and_keeps_its_record() {
    let full = finished_game(42).record().expect("recorded");
    let stepper = Stepper::new(full).expect("replays");
    let cut = stepper.steps() / 2;
    let part = stepper.truncated(cut);
    let seats: Vec<SeatConfig> = part.seats.iter().map(SeatConfig::from_record).collect();
    assert_eq!(seats[0].kind, SeatKind::Human);
    let mut s = Session::from_record(&part, seats, 7).expect("takes up");
    assert!(s.game().same_state(stepper.state(cut)));
    assert_eq!(s.saved.moves as usize, cut);
    // Round summaries before the cut count as seen.
    assert!(s.pending_summary().is_none());
    let seat = s.game().to_act().expect("not over");
    let a = s.game().legal_json()[0].clone();
    s.apply(seat, a.clone()).expect("legal");
    let record = s.record().expect("recorded");
    assert_eq!(record.decisions.len(), cut + 1);
    assert_eq!(
        record
            .replay_as::<trumps::games::what_trump::WhatTrump>()
            .ok()
            .as_ref(),
        s.game_as()
    );
    // A refused move is not recorded.
    let before = s.saved.decisions.len();
    let wrong = s.game().to_act().expect("not over").next(4);
    assert!(s.apply(wrong, a).is_err());
    assert_eq!(s.saved.decisions.len(), before);
}

#[test]
fn a_save_from_before_records_still_loads_without_a_record() {
    let s = start_session(default_seats(), 5, 6);
    let mut json: serde_json::Value = serde_json::to_value(&s.saved).expect("serialises");
    let obj = json.as_object_mut().expect("object");
    for key in ["given", "decisions", "recorded"] {
        obj.remove(key);
    }
    let old: SavedGame = serde_json::from_value(json).expect("old saves read");
    let resumed = Session::resume(old);
    assert!(resumed.record().is_none(), "no record for an old save");
    assert!(resumed.game().same_state(s.game()));
}
