//! What the table says aloud (`model::announce`): over random games of every kind, every
//! decision is told once, in order, in the game's own captions from the person's viewpoint
//! (so nothing the person may not see); Short leaves out only the person's own move said
//! back; Off says nothing; a move taken back, another game or another person at the device
//! clears what was said.

use trumps::bots::random::BotRng;
use trumps::bots::BotLevel;
use trumps::engine::{Seat, Viewpoint};
use trumps::registry;
use trumps::ui::model::announce::{Told, Verbosity};
use trumps::ui::model::lang;
use trumps::ui::model::seats::{SeatConfig, SeatKind};
use trumps::ui::model::session::Session;

fn seats(people: &[usize], n: usize) -> Vec<SeatConfig> {
    (0..n)
        .map(|i| SeatConfig {
            kind: if people.contains(&i) {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            name: ["You", "Ann", "Ben", "Cleo"][i].into(),
            level: BotLevel::Beginner,
        })
        .collect()
}

fn start(id: &str, people: &[usize], seed: u64) -> Session {
    let entry = registry::find(id).expect("listed");
    let n = entry.info().first_players();
    let mut s = Session::start(
        entry,
        &entry.default_options(n),
        seats(people, n),
        seed,
        seed,
    )
    .expect("starts");
    s.cover = false;
    s
}

/// What the caption of the session's last decision says, from `viewpoint`.
fn caption_of_last(before: &Session, after: &Session, viewpoint: Viewpoint) -> Vec<String> {
    let d = after.saved.decisions.last().expect("a decision");
    let names: Vec<String> = Seat::all(after.players()).map(|s| after.name(s)).collect();
    after
        .game()
        .caption(before.game(), d.seat, &d.action, viewpoint, &names)
        .iter()
        .map(lang::said)
        .collect()
}

/// A random legal decision of the seat to act, and what its caption says to seat 0; `None`
/// once the game is over.
fn random_step(s: &mut Session, rng: &mut BotRng) -> Option<(Seat, Vec<String>)> {
    let seat = s.game().to_act()?;
    let before = s.clone();
    let legal = s.game().legal_json();
    s.apply(seat, legal[rng.below(legal.len())].clone())
        .expect("legal");
    s.acknowledge_summary();
    Some((seat, caption_of_last(&before, s, Viewpoint::Seat(Seat(0)))))
}

#[test]
fn every_decision_is_told_once_in_order_from_the_persons_viewpoint() {
    for entry in registry::all() {
        let id = entry.info().id;
        for seed in 1..=4 {
            let mut s = start(id, &[0], seed);
            let mut full = Told::default();
            let mut short = Told::default();
            let mut off = Told::default();
            assert!(
                full.follow(&s, Verbosity::Full).fresh,
                "{id}: a game first met"
            );
            short.follow(&s, Verbosity::Short);
            off.follow(&s, Verbosity::Off);
            let mut rng = BotRng::new(seed);
            let mut moves = 0;
            let mut heard: Vec<String> = Vec::new();
            while let Some((seat, said)) = random_step(&mut s, &mut rng) {
                let news = full.follow(&s, Verbosity::Full);
                assert!(!news.fresh, "{id}: the same game goes on");
                let line: Vec<String> = news.lines;
                heard.extend(line.iter().cloned());
                let expected = if said.is_empty() {
                    vec![]
                } else {
                    vec![said.join(" ")]
                };
                assert_eq!(line, expected, "{id}: move {moves} told as its caption");
                let short_news = short.follow(&s, Verbosity::Short);
                let own = seat == Seat(0);
                let short_expected: Vec<String> = if own {
                    let rest = said[1.min(said.len())..].join(" ");
                    if rest.is_empty() {
                        vec![]
                    } else {
                        vec![rest]
                    }
                } else {
                    expected.clone()
                };
                assert_eq!(
                    short_news.lines, short_expected,
                    "{id}: Short, move {moves}"
                );
                assert!(off.follow(&s, Verbosity::Off).lines.is_empty());
                // Asked again with nothing new: nothing more.
                assert!(full.follow(&s, Verbosity::Full).lines.is_empty());
                moves += 1;
            }
            assert!(moves > 0);
            assert!(
                heard.iter().any(|l| l.contains("Ann"))
                    && heard.iter().any(|l| l.starts_with("You ")),
                "{id}: the lines name the seats, the person as You: {heard:?}"
            );
        }
    }
}

#[test]
fn several_moves_at_once_are_told_in_their_order() {
    for entry in registry::all() {
        let id = entry.info().id;
        let mut s = start(id, &[0], 11);
        let mut told = Told::default();
        told.follow(&s, Verbosity::Full);
        let mut expected = Vec::new();
        let mut rng = BotRng::new(5);
        for _ in 0..12 {
            let Some((_, said)) = random_step(&mut s, &mut rng) else {
                break;
            };
            if !said.is_empty() {
                expected.push(said.join(" "));
            }
        }
        assert_eq!(told.follow(&s, Verbosity::Full).lines, expected, "{id}");
    }
}

#[test]
fn a_move_taken_back_or_another_game_clears_what_was_said() {
    let mut s = start("truf", &[0], 3);
    let mut told = Told::default();
    told.follow(&s, Verbosity::Full);
    let mut rng = BotRng::new(1);
    // Six decisions at least, one of them the person's.
    while s.saved.decisions.len() < 6 || !s.saved.decisions.iter().any(|d| d.seat == Seat(0)) {
        let seat = s.game().to_act().expect("to act");
        let legal = s.game().legal_json();
        s.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
    }
    assert!(!told.follow(&s, Verbosity::Full).lines.is_empty());
    // The person's last decision undone (the table's Undo): the game replayed to just before
    // it, so what was said of it and after it is no longer true.
    let mut back = s.clone();
    back.undo()
        .expect("the person's decision can be taken back");
    let news = told.follow(&back, Verbosity::Full);
    assert!(
        news.fresh && news.lines.is_empty(),
        "a move taken back: cleared"
    );
    // A different decision in its place, as many decisions as before the undo: not taken
    // for the game that was told.
    let mut other_way = back.clone();
    let mut told_again = Told::default();
    told_again.follow(&s, Verbosity::Full);
    while other_way.saved.decisions.len() < s.saved.decisions.len() {
        let seat = other_way.game().to_act().expect("to act");
        let legal = other_way.game().legal_json();
        let pick = legal
            .iter()
            .find(|a| {
                s.saved
                    .decisions
                    .get(other_way.saved.decisions.len())
                    .map(|d| &d.action)
                    != Some(a)
            })
            .unwrap_or(&legal[0])
            .clone();
        other_way.apply(seat, pick).expect("legal");
    }
    if other_way.saved.decisions.last() != s.saved.decisions.last() {
        assert!(
            told_again.follow(&other_way, Verbosity::Full).fresh,
            "the same number of decisions, another last one: cleared"
        );
    }
    let other = start("truf", &[0], 4);
    assert!(told.follow(&other, Verbosity::Full).fresh, "another game");
}

#[test]
fn another_person_at_the_device_clears_the_lines_said_to_the_last() {
    // Pass-and-play: what one person was told (their own bid's cards) must not stay on the
    // page for the next.
    let mut s = start("truf", &[0, 1], 2);
    let mut told = Told::default();
    told.follow(&s, Verbosity::Full);
    let mut rng = BotRng::new(2);
    let mut cleared = 0;
    while let Some(seat) = s.game().to_act() {
        let legal = s.game().legal_json();
        let before_viewer = told.seat();
        s.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
        s.acknowledge_summary();
        // The next person lifts the cover.
        s.cover = false;
        let news = told.follow(&s, Verbosity::Full);
        if Some(s.viewer()) != before_viewer {
            assert!(news.fresh, "another person: cleared");
            cleared += 1;
        } else {
            assert!(!news.fresh);
        }
        assert_eq!(told.seat(), Some(s.viewer()));
    }
    assert!(cleared > 2, "the device passed between the two");
}

#[test]
fn a_line_reads_as_a_sentence() {
    let mut s = start("ace-trump", &[0], 5);
    let mut told = Told::default();
    told.follow(&s, Verbosity::Full);
    let mut rng = BotRng::new(3);
    let mut heard = Vec::new();
    for _ in 0..30 {
        let Some(seat) = s.game().to_act() else { break };
        let legal = s.game().legal_json();
        s.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
        heard.extend(told.follow(&s, Verbosity::Full).lines);
    }
    assert!(heard
        .iter()
        .all(|l| l.ends_with('.') && !l.contains("You plays")));
}

#[test]
fn under_the_cover_nothing_stays_and_nothing_is_said() {
    // The cover goes up for the same person too (the page hidden, the table opened again):
    // whoever holds the device then must not find the lines.
    let mut s = start("truf", &[0, 1], 2);
    let mut told = Told::default();
    told.follow(&s, Verbosity::Full);
    let mut rng = BotRng::new(4);
    let seat = s.game().to_act().expect("to act");
    let legal = s.game().legal_json();
    s.apply(seat, legal[rng.below(legal.len())].clone())
        .expect("legal");
    s.cover = false;
    told.follow(&s, Verbosity::Full);
    s.cover = true;
    let news = told.follow(&s, Verbosity::Full);
    assert!(news.fresh && news.lines.is_empty(), "covered: cleared");
    assert_eq!(told.turn("Your bid"), None, "no turn said under the cover");
    // Moves made while covered (bots) are not said; once uncovered, the table goes on.
    s.cover = false;
    let news = told.follow(&s, Verbosity::Full);
    assert!(
        !news.fresh && news.lines.is_empty(),
        "uncovered: followed from here"
    );
    assert_eq!(told.turn("Your bid").as_deref(), Some("Your bid"));
}

#[test]
fn whose_turn_is_said_once_a_move_until_the_next() {
    // At the table the moves are the session's; on a guest's page each state the host sends
    // is one (`Told::moved`).
    let mut told = Told::default();
    assert_eq!(
        told.turn("Your turn: play a card."),
        Some("Your turn: play a card.".into())
    );
    assert_eq!(told.turn("Your turn: play a card."), None);
    told.moved();
    assert_eq!(
        told.turn("Your turn: play a card."),
        Some("Your turn: play a card.".into())
    );
    assert_eq!(
        told.turn("Your turn: lead a card."),
        Some("Your turn: lead a card.".into())
    );
    assert_eq!(told.turn("Your turn: lead a card."), None);
}

#[test]
fn many_moves_at_once_are_told_by_their_number_and_the_last_of_them() {
    use trumps::ui::model::announce::{AT_ONCE, LAST_SAID};
    let mut checked = 0;
    for entry in registry::all() {
        let id = entry.info().id;
        let mut s = start(id, &[0], 12);
        let mut told = Told::default();
        told.follow(&s, Verbosity::Full);
        let mut expected = Vec::new();
        let mut made = 0;
        let mut rng = BotRng::new(6);
        while expected.len() <= AT_ONCE {
            let Some((_, said)) = random_step(&mut s, &mut rng) else {
                break;
            };
            made += 1;
            if !said.is_empty() {
                expected.push(said.join(" "));
            }
        }
        if expected.len() <= AT_ONCE {
            continue;
        }
        let lines = told.follow(&s, Verbosity::Full).lines;
        assert_eq!(lines.len(), LAST_SAID + 1, "{id}");
        assert_eq!(
            lines[0],
            format!("{made} moves were made meanwhile. The last of them:"),
            "{id}"
        );
        assert_eq!(lines[1..], expected[expected.len() - LAST_SAID..], "{id}");
        checked += 1;
    }
    assert_eq!(
        checked,
        registry::all().len(),
        "every kind of game was told so"
    );
}

#[test]
fn short_keeps_the_cards_a_top_trumps_choice_shows() {
    // Short leaves out the person's own choice said back ("You chose Mass"), not the cards it
    // turns over, which the person learns only from the announcement.
    let mut s = start("top-trumps", &[0], 3);
    let mut short = Told::default();
    short.follow(&s, Verbosity::Short);
    let mut rng = BotRng::new(3);
    let mut checked = 0;
    while let Some((seat, said)) = random_step(&mut s, &mut rng) {
        let lines = short.follow(&s, Verbosity::Short).lines;
        if seat == Seat(0) {
            let line = lines.join(" ");
            assert!(!line.contains("You chose"), "{line}");
            assert!(line.starts_with("Shown: "), "{line}");
            assert!(said[1].starts_with("Shown: ") && line.contains(&said[1]));
            checked += 1;
        }
    }
    assert!(checked > 0, "the person chose at least once");
}
