//! The `trumps` binary on hand-made deals (tests/records/*.json): one record per trick-winner
//! ruling, each stopping after the first trick, plus complete games, `legal`, and errors.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_trumps");

fn records_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

/// Runs `trumps args…` with `stdin`, returning (exit code, stdout as JSON or text).
fn run(args: &[&str], stdin: Option<&str>) -> (i32, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the trumps binary starts");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("write stdin");
    } else {
        drop(child.stdin.take());
    }
    let out = child.wait_with_output().expect("trumps runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Runs `trumps` with the words of `command` (split at spaces, no quoting) and no input.
fn run_words(command: &str) -> (i32, String) {
    run(&command.split_whitespace().collect::<Vec<_>>(), None)
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}"))
}

fn replay_file(name: &str) -> Value {
    let path = records_dir().join(name);
    let (code, out) = run(&["replay", path.to_str().expect("utf-8 path")], None);
    assert_eq!(code, 0, "{name}: {out}");
    json(&out)
}

/// The first trick of a record that stops right after it: (trump text, plays, winner).
fn first_trick(name: &str) -> (String, Vec<(u64, String)>, u64) {
    let v = replay_file(name);
    assert_eq!(v["ok"], true);
    assert_eq!(v["result"], Value::Null, "the record stops mid-game");
    let round = &v["state"]["round"];
    assert_eq!(v["state"]["phase"], "play");
    let tricks = round["tricks"].as_array().expect("tricks");
    assert_eq!(tricks.len(), 1);
    let t = &tricks[0];
    let plays = t["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .map(|p| {
            (
                p["seat"].as_u64().expect("seat"),
                p["card"].as_str().expect("card").to_string(),
            )
        })
        .collect();
    // The winner leads the next trick and is the one to act.
    assert_eq!(v["state"]["to_act"], t["winner"]);
    assert_eq!(round["trick"]["leader"], t["winner"]);
    (
        round["trump"]["text"].as_str().expect("trump").to_string(),
        plays,
        t["winner"].as_u64().expect("winner"),
    )
}

/// Plays written `"1 R1, 2 G5"`: each seat and its card.
fn plays(spec: &str) -> Vec<(u64, String)> {
    spec.split(", ")
        .map(|p| {
            let (seat, card) = p.split_once(' ').expect("a seat and a card");
            (seat.parse().expect("a seat"), card.to_string())
        })
        .collect()
}

#[test]
fn each_ruling_of_the_trick_winner() {
    // (record, trump, the plays "seat card" from the leader, the winner)
    for (name, trump, played, winner) in [
        // The supertrump beats an earlier trump-number card: R5 is the supertrump.
        (
            "supertrump.json",
            "♥ red and 5s",
            "1 R1, 2 G5, 3 R5, 0 R9",
            3,
        ),
        // The first trump-number card beats later ones and the trump suit: G7 is the first 7.
        (
            "first-trump-number.json",
            "♠ yellow and 7s",
            "1 Y1, 2 G7, 3 B7, 0 Y9",
            2,
        ),
        // The highest card of the trump suit beats the led suit: B8 is the highest blue.
        (
            "highest-trump-suit.json",
            "♦ blue, no trump number",
            "1 G9, 2 B3, 3 B8, 0 G2",
            3,
        ),
        // The highest of the led suit wins (Y9), and a trump of that suit does not follow:
        // seat 2 holds Y6 (a trump) but no other yellow, so it need not follow and discards G8.
        (
            "highest-led-suit.json",
            "6s, no trump suit",
            "1 Y4, 2 G8, 3 Y9, 0 Y2",
            3,
        ),
    ] {
        let (t, p, w) = first_trick(name);
        assert_eq!(t, trump, "{name}");
        assert_eq!(p, plays(played), "{name}");
        assert_eq!(w, winner, "{name}");
    }
}

/// The record with its decisions cut to the first `keep`.
fn truncated(name: &str, keep: usize) -> String {
    let text = std::fs::read_to_string(records_dir().join(name)).expect("record");
    let mut v = json(&text);
    v["decisions"]
        .as_array_mut()
        .expect("decisions")
        .truncate(keep);
    v.to_string()
}

/// `trumps legal -` on the record `name` cut to its first `keep` decisions.
fn legal_after(name: &str, keep: usize) -> Value {
    let (code, out) = run(&["legal", "-"], Some(&truncated(name, keep)));
    assert_eq!(code, 0, "{out}");
    json(&out)
}

/// Who is to act in the record `name` cut to its first `keep` decisions, and how many legal
/// actions it has.
fn choices_after(name: &str, keep: usize) -> (u64, usize) {
    let v = legal_after(name, keep);
    let legal = v["legal"].as_array().expect("legal");
    (v["to_act"].as_u64().expect("a seat to act"), legal.len())
}

/// The cards of a `legal` answer, every action a play.
fn legal_cards(v: &Value) -> Vec<&str> {
    v["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .map(|a| {
            assert_eq!(a["type"], "play");
            a["card"].as_str().expect("card")
        })
        .collect()
}

/// `trumps replay` of the record `name`: it replays, as a game of `game`.
fn replayed(name: &str, game: &str) -> Value {
    let v = replay_file(name);
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["game"], game);
    v
}

#[test]
fn legal_lists_every_card_when_the_only_led_suit_card_is_a_trump() {
    // 20 chips + trump + 36 drafts + 3 tasks + seat 1's lead of Y4.
    let v = legal_after("highest-led-suit.json", 61);
    assert_eq!(v["phase"], "play");
    assert_eq!(v["to_act"], 2);
    let mut cards = legal_cards(&v);
    cards.sort();
    assert_eq!(
        cards,
        ["B1", "B2", "B3", "B4", "G7", "G8", "G9", "R9", "Y6"],
        "Y6 is a trump, so seat 2 cannot follow yellow and may play anything"
    );
    // Seat 0 still holds plain yellows and must play one of them.
    // (`legal` reads standard input without the "-" too.)
    let (code, out) = run(&["legal"], Some(&truncated("highest-led-suit.json", 63)));
    assert_eq!(code, 0, "{out}");
    let v = json(&out);
    assert_eq!(v["to_act"], 0);
    assert_eq!(legal_cards(&v), ["Y1", "Y2", "Y3"]);
}

#[test]
fn complete_games_replay_to_their_result() {
    for (name, players) in [("full-game-4p.json", 4), ("full-game-3p.json", 3)] {
        let v = replay_file(name);
        assert_eq!(v["players"], players);
        assert_eq!(v["state"], Value::Null);
        let winners = v["result"]["winners"].as_array().expect("winners").clone();
        assert!(!winners.is_empty());
        let rounds = v["rounds"].as_array().expect("rounds");
        assert_eq!(v["result"]["rounds"], rounds.len());
        let last = rounds.last().expect("a round");
        for w in &winners {
            let w = w.as_u64().expect("seat") as usize;
            assert_eq!(last["chips_after"][w], Value::Array(vec![]), "{name}");
        }
        for r in rounds {
            let tricks = r["tricks"].as_array().expect("tricks");
            assert_eq!(tricks.len(), 36 / players, "{name}");
            let won: u64 = r["tricks_won"]
                .as_array()
                .expect("won")
                .iter()
                .map(|n| n.as_u64().expect("n"))
                .sum();
            assert_eq!(won as usize, tricks.len());
            assert_eq!(r["tasks"].as_array().expect("tasks").len(), players - 1);
        }
        // `legal` after a finished game: nobody acts.
        let path = records_dir().join(name);
        let (code, out) = run(&["legal", path.to_str().expect("path")], None);
        assert_eq!(code, 0);
        let l = json(&out);
        assert_eq!(l["phase"], "game-over");
        assert_eq!(l["to_act"], Value::Null);
    }
}

#[test]
fn an_invalid_record_exits_non_zero_with_a_json_error() {
    let text = std::fs::read_to_string(records_dir().join("supertrump.json")).expect("record");
    // Seat 0 plays R9 (♥9) to the first trick before the leader: refuse, naming the decision in words.
    let bad = text.replacen(
        r#"{"seat": 1, "action": {"type": "play", "card": "R1"}}"#,
        r#"{"seat": 0, "action": {"type": "play", "card": "R9"}}"#,
        1,
    );
    assert_ne!(bad, text);
    let (code, out) = run(&["replay", "-"], Some(&bad));
    assert_eq!(code, 1);
    let v = json(&out);
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["kind"], "illegal-decision");
    assert_eq!(v["error"]["at"], "decisions[60]");
    assert_eq!(v["error"]["decision"]["index"], 60);
    assert_eq!(v["error"]["decision"]["seat"], 0);
    assert_eq!(
        v["error"]["message"],
        "decision 60 (seat 0: plays ♥9 (red 9)) is illegal: it is not seat 0's turn (seat 1 is to act)"
    );
    let (code, out) = run(&["replay", "/no/such/record.json"], None);
    assert_eq!(code, 1);
    assert_eq!(json(&out)["error"]["kind"], "io");
    let (code, _) = run(&["replay", "--bogus"], None);
    assert_eq!(code, 2);
}

/// A valid Top Trumps record of about `bytes` bytes: decisions, one after another.
fn record_of(bytes: usize) -> String {
    let start = r#"{"format":"trumps-record","version":1,"game":"top-trumps","options":{"players":2,"pack":"planets"},"seats":[{"kind":"human"},{"kind":"human"}],"seed":7,"decisions":["#;
    let one = r#"{"seat":0,"action":{"type":"choose","attribute":0}},"#;
    let mut text = start.to_string();
    text.push_str(&one.repeat(bytes / one.len()));
    text.pop();
    text.push_str("]}");
    text
}

#[test]
fn a_record_over_the_limit_is_refused_from_a_file_and_from_standard_input() {
    let text = record_of(40_000_000);
    let path = std::env::temp_dir().join(format!("trumps-big-{}.json", std::process::id()));
    std::fs::write(&path, &text).expect("write the record");
    let (code, out) = run(&["replay", path.to_str().expect("utf-8 path")], None);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 1, "{out}");
    let v = json(&out);
    assert_eq!(v["error"]["kind"], "too-large");
    let size = text.len().to_string();
    let (millions, rest) = size.split_at(size.len() - 6);
    assert_eq!(
        v["error"]["message"],
        format!(
            "{} is {millions},{},{} bytes: a record is at most 8 MiB (8,388,608 bytes)",
            path.display(),
            &rest[..3],
            &rest[3..]
        )
    );

    // Standard input: the command stops reading past the limit (the rest of the text is
    // never read, so the writer may see the pipe close).
    let mut child = Command::new(BIN)
        .args(["legal", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the trumps binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().expect("trumps runs");
    let _ = writer.join();
    assert_eq!(out.status.code(), Some(1));
    let v = json(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(v["error"]["kind"], "too-large");
    assert_eq!(
        v["error"]["message"],
        "standard input holds more than 8,388,608 bytes: a record is at most 8 MiB (8,388,608 bytes)"
    );
}

#[test]
fn simulate_takes_the_number_of_players_from_the_seats_in_every_game() {
    for (game, options) in [
        ("what-trump", "{}"),
        ("ace-trump", r#"{"excuse": true, "length": 1}"#),
        ("ransom-trump", r#"{"length": 1}"#),
        ("truf", r#"{"hands": 1}"#),
        ("top-trumps", r#"{"pack": "elements"}"#),
    ] {
        let (code, out) = run(
            &[
                "simulate",
                "--game",
                game,
                "--options",
                options,
                "--seats",
                "beginner,beginner,beginner",
                "--games",
                "1",
                "--json",
            ],
            None,
        );
        assert_eq!(code, 0, "{game}: {out}");
        let v = json(&out);
        assert_eq!(
            (v["games"].as_u64(), v["players"].as_u64()),
            (Some(1), Some(3))
        );
    }
    // Options the game refuses are named in plain words.
    let out = Command::new(BIN)
        .args([
            "simulate",
            "--game",
            "truf",
            "--options",
            r#"{"hands": 1.8e19}"#,
        ])
        .args(["--seats", "beginner,beginner,beginner", "--games", "1"])
        .output()
        .expect("trumps runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "trumps: options.hands: expected a whole number from 1 to 50, found 1.8e+19"
    );
}

#[test]
fn help_documents_every_command() {
    let (code, out) = run(&["--help"], None);
    assert_eq!(code, 0);
    for word in [
        "replay",
        "legal",
        "simulate",
        "--seats",
        "--games",
        "--seed",
        "--json",
        "--records",
        "bench",
        "--seconds",
        "arena",
        "--deals",
    ] {
        assert!(out.contains(word), "--help mentions {word}");
    }
}

#[test]
fn arena_repeats_for_a_seed_in_json_and_says_the_bids_made_in_truf() {
    let arena = |seed: &str| {
        let (code, out) = run(
            &[
                "arena",
                "--game",
                "truf",
                "--options",
                r#"{"hands": 1}"#,
                "--seats",
                "standard,beginner,beginner",
                "--deals",
                "4",
                "--seed",
                seed,
                "--json",
            ],
            None,
        );
        assert_eq!(code, 0, "{out}");
        let mut v = json(&out);
        // Only the times depend on the machine.
        v["seconds"] = serde_json::Value::Null;
        for l in v["levels"].as_array_mut().expect("levels") {
            l["mean_decision_ms"] = serde_json::Value::Null;
        }
        v
    };
    let a = arena("5");
    assert_eq!(a, arena("5"));
    assert_ne!(a, arena("6"));
    assert_eq!(
        (a["deals"].as_u64(), a["games"].as_u64()),
        (Some(4), Some(12))
    );
    assert_eq!(a["budget_iterations"].as_u64(), Some(2000));
    let levels = a["levels"].as_array().expect("levels");
    assert_eq!(levels.len(), 2);
    for l in levels {
        let made = l["contracts_made"]["mean"].as_f64().expect("bids made");
        assert!((0.0..=1.0).contains(&made), "{l}");
    }
}

#[test]
fn simulate_writes_records_that_replay() {
    let dir = std::env::temp_dir().join(format!("trumps-sim-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (code, out) = run(
        &[
            "simulate",
            "--game",
            "what-trump",
            "--seats",
            "standard,beginner,beginner",
            "--games",
            "3",
            "--seed",
            "5",
            "--json",
            "--records",
            dir.to_str().expect("path"),
        ],
        None,
    );
    assert_eq!(code, 0, "{out}");
    let v = json(&out);
    assert_eq!(v["games"], 3);
    assert_eq!(v["players"], 3);
    let levels = v["levels"].as_array().expect("levels");
    assert_eq!(levels.len(), 2);
    let shares: f64 = levels
        .iter()
        .map(|l| l["win_share"].as_f64().expect("share"))
        .sum();
    assert!((shares - 1.0).abs() < 1e-9, "every game has a winner");
    for g in 0..3 {
        let path = dir.join(format!("game-{g:05}.json"));
        let (code, out) = run(&["replay", path.to_str().expect("path")], None);
        assert_eq!(code, 0, "{out}");
        assert_ne!(json(&out)["result"], Value::Null);
    }
    let _ = std::fs::remove_dir_all(&dir);
    // The text summary.
    let (code, out) = run_words("simulate --games 2 --seats beginner,beginner,beginner,beginner");
    assert_eq!(code, 0);
    assert!(out.contains("95% CI") && out.contains("games/s"), "{out}");
}

#[test]
fn an_ace_trump_record_replays_with_the_second_ace_taking_over_trump() {
    // Ann leads the Mountain (4, Moons and Suns); Ben, with neither suit, plays the Ace of
    // Waves (Waves trump); Cleo follows with the Ace of Suns (Suns trump): the Mountain is then
    // the highest trump and wins.
    let v = replayed("ace-trump-second-ace.json", "ace-trump");
    let cur = &v["current"];
    assert_eq!(cur["trump"], "suns");
    assert_eq!(cur["tricks"][0]["winner"], 0);
    assert_eq!(cur["won"], serde_json::json!([1, 0, 0]));
    // After the Mountain alone, Ben (void in Moons and Suns) may play any of his 12 cards.
    assert_eq!(choices_after("ace-trump-second-ace.json", 1), (1, 12));
}

#[test]
fn a_ransom_trump_record_replays_the_seeds_example() {
    // Alice the Huntress, Bob the Calamity, Charlie the Pact, Doris the Lunatic: the Crowns
    // drop, the Pact wins, and Charlie makes Suns trump.
    let v = replayed("ransom-trump-seed-example.json", "ransom-trump");
    let cur = &v["current"];
    assert_eq!(cur["ransoms"]["cancelled"], serde_json::json!([0, 1]));
    assert_eq!(cur["ransoms"]["winner"], 2);
    assert_eq!(cur["trump"], "suns");
    // Before the choice, Charlie alone chooses, between the Pact's two suits.
    assert_eq!(choices_after("ransom-trump-seed-example.json", 4), (2, 2));
}

#[test]
fn a_truf_record_replays_to_its_bids_trump_contract_and_score() {
    // Three players, one hand: seat 0 bids 9H plus and 4D minus (5), seat 1 the 4 of clubs
    // (4), seat 2 the 6 of spades alone (6): seat 2 wins the bid and spades are trump; 15 of
    // 17 tricks bid is a low game, where each trick over costs 2.
    let v = replayed("truf-three-players.json", "truf");
    let h = &v["hands"][0];
    assert_eq!(h["values"], serde_json::json!([5, 4, 6]));
    assert_eq!(h["bid_winner"], 2);
    assert_eq!(h["trump"], "spades");
    assert_eq!(h["kind"], "low");
    assert_eq!(h["won"], serde_json::json!([9, 4, 4]));
    // 4 over: −8; exact: +4; 2 short: −2.
    assert_eq!(h["points"], serde_json::json!([-8, 4, -2]));
    // Cut after the first bid: seat 1 is to bid, with every card of its hand plus or minus.
    assert_eq!(choices_after("truf-three-players.json", 3), (1, 34));
}

#[test]
fn bench_prints_speed_figures_for_every_game() {
    let (code, out) = run(&["bench", "--seconds", "0.05", "--json"], None);
    assert_eq!(code, 0, "{out}");
    let v = json(&out);
    let games: Vec<&str> = v
        .as_array()
        .expect("a list")
        .iter()
        .map(|g| g["game"].as_str().expect("id"))
        .collect();
    let listed: Vec<&str> = trumps_rules::registry::GAMES
        .iter()
        .map(|e| e.info().id)
        .collect();
    assert_eq!(games, listed);
    for g in v.as_array().expect("a list") {
        assert!(g["playout_hands_per_s"].as_f64().expect("figure") > 0.0);
        assert!(g["views_per_s"].as_f64().expect("figure") > 0.0);
    }
}

#[test]
fn a_top_trumps_record_replays_with_its_pack_and_hand_made_deal() {
    // The planets pack dealt in pack order from seat 0: Mercury against Venus on diameter
    // (Venus takes both), Earth against Mars on closeness to the Sun (Earth, lowest, takes
    // both), then Jupiter against Saturn on diameter (Jupiter).
    let v = replayed("top-trumps-planets.json", "top-trumps");
    assert_eq!(v["pack"], "The planets and large moons");
    let turns = v["turns"].as_array().expect("turns");
    assert_eq!(turns.len(), 3);
    let shown = |t: &Value| -> Vec<String> {
        t["shown"]
            .as_array()
            .expect("shown")
            .iter()
            .map(|s| s["card"].as_str().expect("card").to_string())
            .collect()
    };
    assert_eq!(shown(&turns[0]), ["Mercury", "Venus"]);
    assert_eq!(turns[0]["winner"], 1);
    assert_eq!(turns[0]["taken"], serde_json::json!(["Venus", "Mercury"]));
    assert_eq!(shown(&turns[1]), ["Mars", "Earth"]);
    assert_eq!(turns[1]["attribute_label"], "Closest to the Sun");
    assert_eq!(turns[1]["winner"], 0);
    assert_eq!(shown(&turns[2]), ["Jupiter", "Saturn"]);
    assert_eq!(turns[2]["winner"], 0);
    assert_eq!(turns[2]["cards"], serde_json::json!([16, 14]));
    assert_eq!(v["cards"], serde_json::json!([16, 14]));
    assert_eq!(v["result"], Value::Null);
    assert_eq!(v["current"]["to_act"], 0);
    // A deal naming a card the pack lacks is refused with the place of the problem.
    let path = records_dir().join("top-trumps-planets.json");
    let mut rec = json(&std::fs::read_to_string(&path).expect("record"));
    rec["deal"]["order"][3] = serde_json::json!("Vulcan");
    let (code, out) = run(&["replay", "-"], Some(&rec.to_string()));
    assert_ne!(code, 0, "{out}");
    assert!(
        out.contains("deal.order") && out.contains("Vulcan"),
        "{out}"
    );
}
