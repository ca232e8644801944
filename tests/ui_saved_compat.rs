//! What players have stored stays readable: a game in progress, the finished-games history,
//! the statistics and the replay viewer's state, as the app wrote them before the game-generic
//! core (tests/fixtures/*-before-core.json, written by this file with WRITE_FIXTURES=1 at that
//! version), are read by today's code into the same game.

use crate::common;

use common::{random_move, start_session};
use std::path::PathBuf;
use trumps::bots::random::BotRng;
use trumps::engine::save::{decode, encode};
use trumps::games::what_trump::WhatTrump;
use trumps::records::parse_record;
use trumps::ui::model::history::History;
use trumps::ui::model::replay::SavedReplay;
use trumps::ui::model::seats::default_seats;
use trumps::ui::model::session::Session;
use trumps::ui::model::stats::Stats;
use trumps::ui::model::store::keys::{
    GAME_SAVE_VERSION, HISTORY_VERSION, REPLAY_VERSION, STATS_VERSION,
};
use trumps::ui::model::store::saved_game::{Aids, SavedGame};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A game played with random legal moves for `moves` decisions (or to its end).
fn played(seed: u64, moves: usize) -> Session {
    let mut s = start_session(default_seats(), seed, seed + 77);
    let mut rng = BotRng::new(seed);
    for _ in 0..moves {
        let Some(seat) = s.game().to_act() else { break };
        random_move(&mut s, seat, &mut rng);
        s.acknowledge_summary();
    }
    s
}

/// Writes the fixtures from the code of the day (run once, at the version they stand for).
#[test]
fn write_fixtures_when_asked() {
    if std::env::var("WRITE_FIXTURES").is_err() {
        return;
    }
    std::fs::create_dir_all(fixture("")).expect("fixtures folder");
    let mid = played(2024, 300);
    std::fs::write(
        fixture("game-in-progress-before-core.json"),
        encode(GAME_SAVE_VERSION, &mid.saved),
    )
    .expect("writes");
    let done = played(7, 100_000);
    assert!(done.is_over());
    let mut history = History::default();
    history.add(done.history_entry(1_795_000_000_000.0).expect("finished"));
    std::fs::write(
        fixture("history-before-core.json"),
        encode(HISTORY_VERSION, &history),
    )
    .expect("writes");
    let mut stats = Stats::default();
    stats.record(
        done.saved.game_id,
        "what-trump",
        1_795_000_000_000,
        &done.results_for_people(),
        false,
    );
    std::fs::write(
        fixture("stats-before-core.json"),
        encode(STATS_VERSION, &stats),
    )
    .expect("writes");
    let replay = SavedReplay {
        record: done.record().expect("recorded").to_json(),
        step: 40,
        viewpoint: trumps::games::what_trump::Viewpoint::Observer,
        title: "Finished game of 1 Nov 2026, 10:00".into(),
        only: None,
    };
    std::fs::write(
        fixture("replay-before-core.json"),
        encode(REPLAY_VERSION, &replay),
    )
    .expect("writes");
}

#[test]
fn a_game_in_progress_saved_before_the_core_goes_on() {
    let saved: SavedGame = decode(
        GAME_SAVE_VERSION,
        &read("game-in-progress-before-core.json"),
    )
    .expect("the old save reads");
    let s = Session::resume(saved);
    // The same game as the one that was saved: replaying its record gives the same state.
    let record = s.record().expect("recorded");
    let replayed = parse_record(&record.to_json())
        .and_then(|r| r.replay_as::<WhatTrump>())
        .expect("its record replays");
    assert_eq!(Some(&replayed), s.game_as::<WhatTrump>());
    assert!(!s.is_over());
    assert_eq!(s.saved.moves, 300);
    // And it can be played on.
    let mut s = s;
    let seat = s.game().to_act().expect("someone acts");
    let a = s.game().legal_json()[0].clone();
    s.apply(seat, a).expect("legal");
}

/// A save written today (it is written after every move, straight from the game, with no copy
/// of it) reads back as the same game; what is empty is left out, and the fields come in the
/// stored form's order.
#[test]
fn a_save_written_today_reads_back_as_the_same_game() {
    let busy = Aids { hints: 2, undos: 1 };
    for (moves, aids, daily) in [(0, Aids::default(), None), (150, busy, Some(20_400))] {
        let mut s = played(31, moves);
        s.saved.aids = aids;
        s.saved.daily = daily;
        let text = encode(GAME_SAVE_VERSION, &s.saved);
        let back: SavedGame = decode(GAME_SAVE_VERSION, &text).expect("today's save reads");
        assert!(back == s.saved, "the same game after {moves} moves");
        assert_eq!(back.decisions.len(), s.saved.decisions.len());
        let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let keys: Vec<&str> = json["data"]
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        let mut want = vec![
            "kind",
            "state_version",
            "seats",
            "game",
            "summaries_seen",
            "moves",
            "game_id",
            "stats_recorded",
            "viewer",
            "on_table",
            "decisions",
            "recorded",
        ];
        if moves > 0 {
            want.extend(["aids", "daily"]);
        }
        assert_eq!(keys, want);
        assert_eq!(json["data"]["kind"], "what-trump");
    }
}

#[test]
fn history_statistics_and_replay_saved_before_the_core_read() {
    let history: History =
        decode(HISTORY_VERSION, &read("history-before-core.json")).expect("history reads");
    assert_eq!(history.entries.len(), 1);
    let record = parse_record(&history.entries[0].record).expect("its record reads");
    let game = record.replay_as::<WhatTrump>().expect("replays");
    assert_eq!(
        game.winners().iter().map(|s| s.index()).collect::<Vec<_>>(),
        history.entries[0].winners
    );
    let stats: Stats = decode(STATS_VERSION, &read("stats-before-core.json")).expect("stats read");
    assert_eq!(stats.games()["what-trump"].played, 1);
    let replay: SavedReplay =
        decode(REPLAY_VERSION, &read("replay-before-core.json")).expect("replay state reads");
    assert_eq!(replay.step, 40);
    parse_record(&replay.record)
        .and_then(|r| r.replay())
        .expect("the viewer's record replays");
    // Settings from before every game had its set-up: What Trump?'s players carry over.
    let old: trumps::ui::model::settings::Settings = serde_json::from_str(
        r#"{"pace":"Fast","players":3,"seats":[{"kind":"Human","name":"Ann","level":"Standard"}]}"#,
    )
    .expect("old settings read");
    let mut s = old.normalised();
    // The hub reads them as they are; the set-up carries the players over when it opens.
    s.check_setups();
    assert_eq!(s.setup("what-trump").players, 3);
    assert_eq!(s.seats[0].name, "Ann");
    assert_eq!(s.seats.len(), 6);
}
