//! *Review my play*: which steps of a record a review covers. A finished game: every
//! decision; a hand (from its summary): that hand's decisions, the first with the chip draft
//! before it; one's own game in progress: the hands already scored, never the one being
//! played. Read from the browser tests' pass-and-play record (8 rounds of What Trump?).

use trumps::engine::Seat;
use trumps::records::{parse_record, Stepper};
use trumps::review::decisions;
use trumps::ui::model::replay::ReplayState;
use trumps::ui::stores::viewer::review::{review_iterations, review_steps};

fn game() -> Stepper {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/review-what-trump-game.json"
    ))
    .expect("the fixture is there");
    Stepper::new(parse_record(&text).expect("a record")).expect("it replays")
}

/// The step whose decision scored hand `n`.
fn scored(stepper: &Stepper, n: usize) -> usize {
    (1..=stepper.steps())
        .find(|&k| stepper.state(k).hands_scored() == n)
        .expect("scored")
}

#[test]
fn a_review_covers_the_whole_finished_game_or_one_hand() {
    let stepper = game();
    let steps = stepper.steps();
    assert!(stepper.finished());
    assert_eq!(review_steps(&stepper, None), Some((0, steps)));
    // The first round with the chip draft before it.
    let first = scored(&stepper, 1);
    assert_eq!(review_steps(&stepper, Some(1)), Some((0, first)));
    // The second: from its first step to the step that scored it.
    let (_, start) = stepper.round_starts()[1];
    assert_eq!(stepper.round_starts()[1].0, 2);
    assert!(start >= first);
    assert_eq!(
        review_steps(&stepper, Some(2)),
        Some((start, scored(&stepper, 2)))
    );
    // A hand that was never played.
    assert_eq!(review_steps(&stepper, Some(20)), None);
    // Every decision of round 2 that Cleo made with a choice is in it, and no other.
    let (from, to) = review_steps(&stepper, Some(2)).expect("round 2");
    let all = decisions(&stepper, Seat(2));
    let in_round: Vec<_> = all
        .iter()
        .filter(|d| (from..to).contains(&d.step))
        .collect();
    assert!(!in_round.is_empty());
    assert!(in_round
        .iter()
        .all(|d| stepper.state(d.step).hand_number() == Some(2)));
}

#[test]
fn in_a_game_in_progress_only_the_hands_scored_are_reviewed() {
    let stepper = game();
    // Cut in the middle of round 3: rounds 1 and 2 are reviewed, not round 3.
    let two = scored(&stepper, 2);
    let cut = Stepper::new(stepper.truncated(two + 30)).expect("replays");
    assert!(!cut.finished());
    assert_eq!(review_steps(&cut, None), Some((0, two)));
    // Before the first round is scored there is nothing to review.
    let early = Stepper::new(stepper.truncated(scored(&stepper, 1) - 1)).expect("replays");
    assert_eq!(review_steps(&early, None), None);
}

#[test]
fn the_viewer_offers_a_review_of_a_persons_seat_only() {
    use trumps::engine::Viewpoint;
    use trumps::ui::stores::viewer::review::reviewable;
    let stepper = game();
    let record = stepper.record().clone();
    let at = |viewpoint| ReplayState::new(record.clone(), "t".into(), viewpoint).expect("opens");
    // Seats 0 and 2 were people, 1 and 3 bots; an observer reviews nobody.
    assert_eq!(reviewable(&at(Viewpoint::Seat(Seat(0)))), Some(Seat(0)));
    assert_eq!(reviewable(&at(Viewpoint::Seat(Seat(2)))), Some(Seat(2)));
    assert_eq!(reviewable(&at(Viewpoint::Seat(Seat(1)))), None);
    assert_eq!(reviewable(&at(Viewpoint::Observer)), None);
    // A record in progress that is not one's own game: not reviewed.
    let mut cut = ReplayState::new(
        stepper.truncated(scored(&stepper, 2) + 3),
        "t".into(),
        Viewpoint::Seat(Seat(0)),
    )
    .expect("opens");
    assert_eq!(reviewable(&cut), None);
    // One's own game so far: reviewed.
    cut.only = Some(Seat(0));
    assert_eq!(reviewable(&cut), Some(Seat(0)));
    // Natively there is no page address: the app's budget.
    assert_eq!(review_iterations(), trumps::review::REVIEW_ITERATIONS);
}
