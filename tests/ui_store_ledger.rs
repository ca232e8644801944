//! The store never writes an older value over a newer one and never drops a refused write
//! unsaid: proved over a store in memory with a quota (the browser's localStorage in the app).
//! "Another tab" is simulated by writing a later revision straight into the store, as another
//! page of the same site would.

use std::cell::Cell;
use std::rc::Rc;
use trumps::ui::model::store::{self, Loaded, Unsaved};

const KEY: &str = "trumps.v1.test";

/// A fresh store in memory of `quota` characters, with nothing known of it.
fn fresh(quota: usize) {
    store::use_memory(Some(quota));
    store::reset_ledger();
}

/// What another tab does: reads the newest value, changes it and stores it (its own ledger
/// is simulated by forgetting ours around the write).
fn other_tab_writes(value: &Vec<u32>) {
    let raw = store::read_raw(KEY);
    let rev = raw.as_deref().map_or(0, store::rev_of);
    let text = trumps::engine::save::encode(1, value);
    let stored = format!("{{\"rev\":{},{}", rev + 1, &text[1..]);
    // Written straight into storage, as another page would.
    store::raw_set_for_tests(KEY, &stored);
}

#[test]
fn a_later_value_stored_elsewhere_is_never_written_over() {
    fresh(1_000_000);
    assert_eq!(store::save(KEY, 1, &vec![1]), Ok(()));
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![1]));
    other_tab_writes(&vec![1, 2, 3]);
    assert!(store::is_newer(KEY));
    // This page's older value is refused, and the newer one stays.
    assert_eq!(store::save(KEY, 1, &vec![1, 9]), Err(Unsaved::Newer));
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![1, 2, 3]));
    // Once read, this page writes over it.
    assert_eq!(store::save(KEY, 1, &vec![1, 2, 3, 4]), Ok(()));
    assert!(!store::is_newer(KEY));
    // A change is made over the newest value, whoever stored it.
    other_tab_writes(&vec![7]);
    let mut mine = vec![1, 2, 3, 4];
    assert_eq!(store::change(KEY, 1, &mut mine, |v| v.push(8)), Ok(()));
    assert_eq!(mine, vec![7, 8]);
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![7, 8]));
}

#[test]
fn a_value_that_does_not_fit_is_kept_told_and_written_once_there_is_room() {
    fresh(200);
    let told = Rc::new(Cell::new(0));
    let t = told.clone();
    store::on_change(move || t.set(t.get() + 1));
    assert_eq!(store::save(KEY, 1, &vec![1u32; 5]), Ok(()));
    let big = vec![12345u32; 40];
    assert_eq!(store::save(KEY, 1, &big), Err(Unsaved::Full));
    // Told at once; the value saved before is untouched.
    assert_eq!(told.get(), 1);
    assert_eq!(store::unsaved_keys(), vec![KEY.to_string()]);
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![1; 5]));
    // Still no room: still waiting.
    assert!(!store::retry_unsaved());
    // Room is made: written, and told.
    store::set_quota(10_000);
    assert!(store::retry_unsaved());
    assert!(store::unsaved_keys().is_empty());
    assert_eq!(told.get(), 2);
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == big));
}

#[test]
fn removing_a_value_makes_room_for_the_writes_waiting() {
    fresh(200);
    assert_eq!(store::save("trumps.v1.other", 1, &vec![0u32; 40]), Ok(()));
    assert_eq!(store::save(KEY, 1, &vec![1u32; 40]), Err(Unsaved::Full));
    store::remove("trumps.v1.other");
    assert!(store::unsaved_keys().is_empty());
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![1; 40]));
}

#[test]
fn a_write_waiting_for_room_does_not_go_over_a_newer_value() {
    fresh(200);
    assert_eq!(store::save(KEY, 1, &vec![1u32]), Ok(()));
    assert_eq!(store::save(KEY, 1, &vec![2u32; 100]), Err(Unsaved::Full));
    other_tab_writes(&vec![3]);
    store::set_quota(10_000);
    assert!(store::retry_unsaved());
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![3]));
}

#[test]
fn a_value_set_aside_stays_where_it_is_when_its_copy_does_not_fit() {
    fresh(60);
    store::raw_set_for_tests(KEY, "{not json but kept}");
    // The backup would not fit beside it: the unreadable value is not removed.
    assert!(matches!(
        store::load::<Vec<u32>>(KEY, 1),
        Loaded::SetAside(_)
    ));
    assert_eq!(store::read_raw(KEY).as_deref(), Some("{not json but kept}"));
}

#[test]
fn values_stored_before_revisions_are_read_and_written_over() {
    fresh(10_000);
    store::raw_set_for_tests(KEY, &trumps::engine::save::encode(1, &vec![5u32]));
    assert!(matches!(store::load::<Vec<u32>>(KEY, 1), Loaded::Found(v) if v == vec![5]));
    assert_eq!(store::save(KEY, 1, &vec![6u32]), Ok(()));
    assert_eq!(store::read_raw(KEY).as_deref().map(store::rev_of), Some(1));
}

/// A game gone on in another tab takes no move and no bot acts in it here; a game begun here
/// replaces its slot's save, one taken up from its save does not.
#[test]
fn a_game_gone_on_elsewhere_takes_no_move_here() {
    use trumps::ui::model::seats::default_seats;
    use trumps::ui::model::session::{Elsewhere, Session};
    let entry = trumps::registry::find("ace-trump").expect("listed");
    let bots = default_seats()
        .into_iter()
        .map(|mut s| {
            s.kind = trumps::ui::model::seats::SeatKind::Bot;
            s
        })
        .take(3)
        .collect();
    let mut s = Session::start(entry, &entry.default_options(3), bots, 4, 5).expect("starts");
    assert!(s.new_here, "a game begun here");
    assert!(s.bot_to_act().is_some());
    let resumed = Session::resume(s.saved.clone());
    assert!(!resumed.new_here, "a game read from its save");
    s.elsewhere = Some(Elsewhere::PlayedOn);
    assert!(
        s.bot_to_act().is_none(),
        "no bot acts in a game gone on elsewhere"
    );
    let seat = s.game().to_act().expect("someone acts");
    let legal = s.game().legal_json();
    let moves = s.saved.moves;
    let refused = s.apply(seat, legal[0].clone());
    assert_eq!(
        refused,
        Err(Elsewhere::PlayedOn.refusal().to_string()),
        "refused in words"
    );
    assert_eq!(s.saved.moves, moves, "and nothing changed");
}

/// A listener told that one waiting value was written may write another anew (the hub's
/// summary of a game whose save caught up): the retry does not then write the older one over it.
#[test]
fn a_value_written_anew_by_a_listener_is_not_overwritten_by_the_retry() {
    fresh(40);
    const GAME: &str = "trumps.v1.game.x";
    const SUMMARY: &str = "trumps.v1.summary.x";
    assert_eq!(
        store::save_over(GAME, 1, &vec![1u32; 60]),
        Err(Unsaved::Full)
    );
    assert_eq!(store::save_over(SUMMARY, 1, &"behind"), Err(Unsaved::Full));
    store::on_change(|| {
        if !store::unsaved_keys().iter().any(|k| k == GAME) {
            let _ = store::save_over(SUMMARY, 1, &"caught up");
        }
    });
    store::set_quota(10_000);
    assert!(store::retry_unsaved());
    assert!(matches!(store::load::<String>(SUMMARY, 1), Loaded::Found(s) if s == "caught up"));
}
