//! The same seeds give the same records: for every listed game, 200 games of random legal
//! decisions with mixed options and player counts, and bot matches (Beginner, Standard and
//! Expert with a fixed number of iterations, so no clock is involved) are played from fixed
//! seeds; each record's text and its `trumps replay` report are hashed, and each game's two
//! hashes (random decisions, bot matches) are checked against `tests/golden/records.txt`,
//! written before the rules were restructured. A change that keeps the rules keeps every
//! `rules` hash; a change to a game's bots changes its `bots` hash alone.
//!
//! `GOLDEN_DIR=dir` writes every record and report there, to diff against an older tree;
//! `GOLDEN_WRITE=1` rewrites the file (only for a change that means to change the rules, or a
//! game's bots).

use crate::registry_games;

use registry_games::{random_options, random_record};
use std::fmt::Write as _;
use trumps_rules::bots::harness::{SimConfig, SimSeat};
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::records::replay::report;
use trumps_rules::records::Record;
use trumps_rules::registry::{self, Entry};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/records.txt");
const RANDOM_GAMES: u64 = 200;
const BOT_GAMES: u64 = 4;

/// FNV-1a, 64 bits: a hash that is the same on every machine and in every Rust version.
struct Fnv(u64);

impl Fnv {
    fn add(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
        // A separator, so "ab"+"c" and "a"+"bc" differ.
        self.0 ^= 0xFF;
        self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
    }
}

/// Hashes a record and its report (and writes both to `GOLDEN_DIR` when asked).
fn take(hash: &mut Fnv, id: &str, name: &str, record: &Record) {
    let text = record.to_json();
    let reported = report(record).unwrap_or_else(|e| panic!("{id} {name}: {}", e.message));
    let reported = serde_json::to_string(&reported).expect("a report is JSON");
    hash.add(text.as_bytes());
    hash.add(reported.as_bytes());
    if let Ok(dir) = std::env::var("GOLDEN_DIR") {
        let dir = std::path::Path::new(&dir).join(id);
        std::fs::create_dir_all(&dir).expect("a folder for the records");
        std::fs::write(dir.join(format!("{name}.json")), &text).expect("written");
        std::fs::write(dir.join(format!("{name}.report.json")), &reported).expect("written");
    }
}

/// The hashes of every fixed-seed game of `entry`: the games of random decisions (the rules
/// alone), then the bot matches (the rules and the bots' play: a change to a bot changes
/// only this one).
fn game_hash(entry: &dyn Entry) -> (u64, u64) {
    let id = entry.info().id;
    let (lo, hi) = entry.info().players;
    let mut hash = Fnv(0xCBF2_9CE4_8422_2325);
    let mut rng = BotRng::new(0x60_1DE1);
    for seed in 0..RANDOM_GAMES {
        let players = lo + rng.below(hi - lo + 1);
        let options = random_options(entry, players, &mut rng);
        let record = random_record(entry, &options, seed, None);
        take(&mut hash, id, &format!("random-{seed}"), &record);
    }
    let rules = hash.0;
    let mut hash = Fnv(0xCBF2_9CE4_8422_2325);
    let levels = [BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert];
    for players in lo..=hi {
        let options = random_options(entry, players, &mut rng);
        let cfg = SimConfig {
            seats: (0..players)
                .map(|i| SimSeat::Bot(levels[i % levels.len()]))
                .collect(),
            games: BOT_GAMES,
            seed: 0xB075 + players as u64,
            budget: Budget {
                millis: 20,
                iterations: Some(40),
            },
            options: Some(options),
            records: true,
        };
        registry::find_bots(id)
            .unwrap_or_else(|| panic!("{id}: no bots"))
            .simulate(&cfg, &mut |g, record| {
                take(&mut hash, id, &format!("bots-{players}-{g}"), record);
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{id}: {e}"));
    }
    (rules, hash.0)
}

#[test]
fn every_game_gives_the_records_it_gave_before() {
    let mut now = String::new();
    for entry in registry::GAMES {
        let t = std::time::Instant::now();
        let (rules, bots) = game_hash(*entry);
        let id = entry.info().id;
        writeln!(now, "{id} rules {rules:016x}\n{id} bots {bots:016x}").expect("a line");
        eprintln!("{}: {:.1} s", entry.info().id, t.elapsed().as_secs_f64());
    }
    if std::env::var("GOLDEN_WRITE").is_ok_and(|v| v == "1") {
        std::fs::write(GOLDEN, &now).expect("the golden file is written");
        return;
    }
    let before = std::fs::read_to_string(GOLDEN).expect("tests/golden/records.txt");
    let before: Vec<&str> = before.lines().collect();
    let changed: Vec<&str> = now.lines().filter(|l| !before.contains(l)).collect();
    assert!(
        changed.is_empty(),
        "these games no longer give the same records from the same seeds: {changed:?}\n\
         (GOLDEN_DIR=dir writes every record and its report, to diff against the older tree)"
    );
}
