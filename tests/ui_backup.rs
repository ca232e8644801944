//! The backup of statistics and finished games: exported, read back and merged, every game is
//! counted and listed once however often the file is imported; a file that is not a backup,
//! from a newer version, or damaged anywhere, is refused with a message that says what is
//! wrong (and the caller changes nothing).

use crate::common;

use common::finished_game;
use trumps::ui::model::backup::{Backup, Merged, BACKUP_VERSION};
use trumps::ui::model::history::History;
use trumps::ui::model::stats::{GameStats, Record, Stats, StatsV1};

/// Statistics and a history of `n` finished games (ids 1000 + seed), with totals carried over
/// from the first format.
fn device(seeds: std::ops::Range<u64>) -> (Stats, History) {
    let mut old = StatsV1::default();
    old.games.insert(
        "what-trump".into(),
        GameStats {
            played: 4,
            won_by_people: 1,
            players: [("You".to_string(), Record { played: 4, won: 1 })].into(),
            aided: 0,
        },
    );
    let mut stats = Stats::from_v1(old, || 7);
    let mut history = History::default();
    for seed in seeds {
        let s = finished_game(seed);
        let when = 1_000 * seed;
        stats.record(
            s.saved.game_id,
            "what-trump",
            when,
            &s.results_for_people(),
            false,
        );
        history.add(s.history_entry(when as f64).expect("finished"));
    }
    (stats, history)
}

#[test]
fn a_backup_round_trips_and_a_second_import_adds_nothing() {
    let (stats, history) = device(0..3);
    let file = Backup::new(stats.clone(), history.clone(), 99).to_json();
    let read = Backup::parse(&file).expect("reads");
    assert_eq!(read.stats, stats);
    assert_eq!(read.history, history);

    // Into an empty device: everything arrives.
    let (mut s2, mut h2) = (Stats::default(), History::default());
    let merged = read.merge_into(&mut s2, &mut h2);
    assert_eq!(
        merged,
        Merged {
            counted: 4 + 3,
            listed: 3,
            not_kept: 0
        }
    );
    assert_eq!(s2.games(), stats.games());
    assert_eq!(h2, history);
    assert_eq!(
        merged.message("b.json"),
        "From b.json: 7 games added to the statistics and 3 games to the finished games."
    );
    // Again: nothing is counted twice.
    let again = read.merge_into(&mut s2, &mut h2);
    assert_eq!(again, Merged::default());
    assert_eq!(
        again.message("b.json"),
        "Nothing new in b.json: everything in it is already here."
    );
    assert_eq!(s2.games(), stats.games());
    assert_eq!(h2.entries.len(), 3);
}

#[test]
fn two_devices_merge_into_the_union() {
    let (a_stats, a_hist) = device(0..2);
    let (mut b_stats, mut b_hist) = device(1..4);
    // The carried-over totals have the same id (7) in both: counted once.
    let merged = Backup::new(a_stats, a_hist, 0).merge_into(&mut b_stats, &mut b_hist);
    assert_eq!((merged.counted, merged.listed), (1, 1));
    assert_eq!(b_stats.games()["what-trump"].played, 4 + 4);
    let ids: Vec<u64> = b_hist.entries.iter().map(|e| e.id).collect();
    assert_eq!(ids, vec![1003, 1002, 1001, 1000], "newest first");
}

fn refused(text: &str) -> String {
    match Backup::parse(text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e,
    }
}

#[test]
fn a_file_that_is_not_a_good_backup_is_refused_with_the_reason() {
    let (stats, history) = device(0..1);
    let good = Backup::new(stats, history, 5);
    let json = good.to_json();

    assert!(refused("{ not json").starts_with("it is not a JSON file ("));
    assert_eq!(
        refused("[1, 2]"),
        "a backup is a JSON object with a \"format\", this file holds something else"
    );
    let record = good.history.entries[0].record.clone();
    assert!(refused(&record).starts_with("it is a game record, not a backup"));
    assert_eq!(
        refused(r#"{"format":"zip"}"#),
        "its format is \"zip\", not \"trumps-backup\": it is not a Trumps backup"
    );
    assert!(refused(r#"{"stats":{}}"#).starts_with("it has no \"format\""));
    let newer = json.replace(
        &format!("\"version\":{BACKUP_VERSION}"),
        &format!("\"version\":{}", BACKUP_VERSION + 1),
    );
    assert!(
        refused(&newer).starts_with("it was made by a newer version of Trumps (backup format 2")
    );
    let shapeless = json.replace("\"tallies\"", "\"talies\"");
    assert!(refused(&shapeless).starts_with("it is damaged (missing field `tallies`"));
    // A finished game whose record cannot be replayed: named, with the record's own error.
    let mut broken = good.clone();
    broken.history.entries[0].record = broken.history.entries[0]
        .record
        .replace("\"decisions\"", "\"moves\"");
    let why = refused(&broken.to_json());
    assert!(
        why.starts_with("finished game 1 (You, Ann, Ben, Cleo) has a record that cannot be read:"),
        "{why}"
    );
    let mut winner = good.clone();
    winner.history.entries[0].winners = vec![9];
    assert_eq!(
        refused(&winner.to_json()),
        "finished game 1 (You, Ann, Ben, Cleo) names winner 9, but it has 4 players"
    );
    let mut count = good.clone();
    count.stats.tallies[0].totals.won_by_people = 99;
    assert!(refused(&count.to_json()).starts_with("statistics entry 1 is not a possible count"));
    // The good file itself is fine.
    assert_eq!(Backup::parse(&json), Ok(good));
}
