//! `trumps replay`'s report checked against the game it describes, for every game: random games
//! with fixed seeds and mixed options (played to the end, and cut short), and the example
//! records, are replayed; in each report every trick's winner leads the next trick of its hand,
//! the tricks each seat won add up to the hand's count, each seat's deal is exactly the cards it
//! played (with its ransom; with the cards set aside, the whole deck), points add up to the
//! totals, the result is the game's outcome, and in Top Trumps the seats and the middle pile hold
//! the whole pack after every turn.

use crate::registry_games;

use registry_games::{random_options, random_record};
use serde_json::Value;
use std::collections::BTreeMap;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::Seat;
use trumps_rules::games::{ace_trump, ransom_trump, top_trumps, truf};
use trumps_rules::mechanics::deal::DeckOptions;
use trumps_rules::records::replay::report;
use trumps_rules::records::{parse_record, Record};
use trumps_rules::registry;

fn seat(v: &Value) -> usize {
    v.as_u64().expect("a seat") as usize
}

fn list(v: &Value) -> &Vec<Value> {
    v.as_array().unwrap_or_else(|| panic!("a list, not {v}"))
}

fn texts(v: &Value) -> Vec<String> {
    list(v)
        .iter()
        .map(|c| c.as_str().expect("a card").to_string())
        .collect()
}

fn numbers(v: &Value) -> Vec<i64> {
    list(v)
        .iter()
        .map(|n| n.as_i64().expect("a number"))
        .collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// One hand (round) of a trick-taking game: its tricks follow on (each winner leads the next;
/// every seat plays once, from the leader), the tricks won per seat are `won`, and the cards
/// each seat played are its `dealt` cards less `kept` (a ransom). Returns the cards played.
fn check_tricks(
    what: &str,
    players: usize,
    tricks: &[Value],
    won: &Value,
    open: Option<&Value>,
) -> Vec<Vec<String>> {
    let mut played = vec![Vec::new(); players];
    let mut count = vec![0u64; players];
    let mut leader = None;
    for (k, t) in tricks.iter().enumerate() {
        if let Some(l) = leader {
            assert_eq!(
                seat(&t["leader"]),
                l,
                "{what}: trick {k} is led by the last winner"
            );
        }
        let plays = list(&t["plays"]);
        assert_eq!(
            plays.len(),
            players,
            "{what}: trick {k} has a card from each seat"
        );
        for (i, p) in plays.iter().enumerate() {
            let s = seat(&p["seat"]);
            assert_eq!(
                s,
                (seat(&t["leader"]) + i) % players,
                "{what}: trick {k} in turn"
            );
            played[s].push(p["card"].as_str().expect("card").to_string());
        }
        let w = seat(&t["winner"]);
        assert!(
            plays.iter().any(|p| seat(&p["seat"]) == w),
            "{what}: winner plays"
        );
        count[w] += 1;
        leader = Some(w);
    }
    if let Some(open) = open {
        if let Some(l) = leader {
            assert_eq!(seat(&open["leader"]), l, "{what}: the open trick's leader");
        }
        assert_eq!(
            open["winner"],
            Value::Null,
            "{what}: the open trick has no winner"
        );
        for p in list(&open["plays"]) {
            played[seat(&p["seat"])].push(p["card"].as_str().expect("card").to_string());
        }
    }
    let won: Vec<u64> = list(won).iter().map(|n| n.as_u64().expect("n")).collect();
    assert_eq!(won, count, "{what}: tricks won per seat");
    played
}

/// The deal of a hand: each seat's `deal` holds what it played (plus `extra`, its ransom); a
/// finished hand's deal is exactly that, and with the cards set aside it is the whole `deck`.
fn check_deal(
    what: &str,
    hand: &Value,
    played: &[Vec<String>],
    extra: &[Vec<String>],
    deck: &[String],
    finished: bool,
) {
    let deal = list(&hand["deal"]);
    let mut all = Vec::new();
    for (s, cards) in deal.iter().enumerate() {
        let dealt = sorted(texts(cards));
        let mut used = played[s].clone();
        used.extend(extra.get(s).cloned().unwrap_or_default());
        if finished {
            assert_eq!(
                dealt,
                sorted(used),
                "{what}: seat {s}'s deal is what it played"
            );
        } else {
            let mut left = dealt.clone();
            for c in &used {
                let i = left.iter().position(|d| d == c);
                let i = i.unwrap_or_else(|| panic!("{what}: seat {s} played {c}, not dealt"));
                left.remove(i);
            }
        }
        all.extend(dealt);
    }
    if hand["set_aside"].is_array() {
        all.extend(texts(&hand["set_aside"]));
    }
    assert_eq!(
        sorted(all),
        sorted(deck.to_vec()),
        "{what}: the whole deck, once"
    );
}

fn deck_of<C: serde::Serialize>(deck: Vec<C>) -> Vec<String> {
    deck.iter()
        .map(|c| {
            serde_json::to_value(c)
                .expect("card")
                .as_str()
                .expect("name")
                .to_string()
        })
        .collect()
}

/// The game's deck as the report writes its cards, from the record's options.
fn deck(record: &Record) -> Vec<String> {
    let o = record.options.clone();
    match record.game {
        "ace-trump" => deck_of(
            serde_json::from_value::<ace_trump::Options>(o)
                .expect("o")
                .deck(),
        ),
        "ransom-trump" => deck_of(
            serde_json::from_value::<ransom_trump::Options>(o)
                .expect("o")
                .deck(),
        ),
        "truf" => deck_of(
            serde_json::from_value::<truf::Options>(o)
                .expect("o")
                .deck(),
        ),
        _ => Vec::new(),
    }
}

/// Each seat's ransom, in Ransom Trump (else nothing kept back from the tricks).
fn ransoms(hand: &Value, players: usize) -> Vec<Vec<String>> {
    match hand["ransoms"]["cards"].as_array() {
        Some(cards) => cards
            .iter()
            .map(|c| vec![c.as_str().expect("card").to_string()])
            .collect(),
        None => vec![Vec::new(); players],
    }
}

/// Truf's face-down cards: exactly those not of the led suit (the suit is the last letter).
fn check_face_down(what: &str, tricks: &[Value]) {
    for t in tricks {
        let plays = list(&t["plays"]);
        let suit = |p: &Value| p["card"].as_str().expect("card").chars().last();
        let led = suit(&plays[0]);
        for p in plays {
            let down = p["face_down"].as_bool().unwrap_or(false);
            assert_eq!(
                down,
                suit(p) != led,
                "{what}: face down iff not following: {t}"
            );
        }
    }
}

/// A hand-based trick game's report (Ace Trump, Ransom Trump, Truf).
fn check_hands(what: &str, record: &Record, v: &Value) {
    let players = record.players();
    let deck = deck(record);
    let hands = list(&v["hands"]);
    let mut points = vec![0i64; players];
    for (i, h) in hands.iter().enumerate() {
        let what = format!("{what}, hand {}", i + 1);
        assert_eq!(h["number"], i + 1, "{what}: numbered in order");
        let tricks = list(&h["tricks"]);
        let played = check_tricks(&what, players, tricks, &h["won"], None);
        check_deal(&what, h, &played, &ransoms(h, players), &deck, true);
        if record.game == "truf" {
            check_face_down(&what, tricks);
        }
        for (p, add) in points.iter_mut().zip(list(&h["points"])) {
            *p += add.as_i64().expect("points");
        }
    }
    let total = numbers(&v["points"]);
    assert_eq!(
        points, total,
        "{what}: each hand's points add up to the points"
    );
    let cur = &v["current"];
    if cur.is_null() {
        return;
    }
    let what = format!("{what}, the hand in progress");
    assert_eq!(cur["number"], hands.len() + 1);
    let tricks = list(&cur["tricks"]);
    let played = check_tricks(&what, players, tricks, &cur["won"], Some(&cur["trick"]));
    if cur["phase"] == "name-trump" {
        // A fixed trump is named before the deal.
        assert!(
            list(&cur["deal"]).iter().all(|d| list(d).is_empty()),
            "{what}"
        );
    } else {
        check_deal(&what, cur, &played, &ransoms(cur, players), &deck, false);
    }
}

/// What Trump?'s report: each round's drafted hands are the cards played.
fn check_rounds(what: &str, record: &Record, v: &Value) {
    let players = record.players();
    for (i, r) in list(&v["rounds"]).iter().enumerate() {
        let what = format!("{what}, round {}", i + 1);
        let played = check_tricks(&what, players, list(&r["tricks"]), &r["tricks_won"], None);
        for (s, hand) in list(&r["hands"]).iter().enumerate() {
            assert_eq!(
                sorted(texts(hand)),
                sorted(played[s].clone()),
                "{what}: seat {s}"
            );
        }
        assert_eq!(
            played.iter().map(Vec::len).sum::<usize>(),
            36,
            "{what}: every card"
        );
    }
    if let Some(round) = v["state"]["round"].as_object() {
        let tricks = list(&round["tricks"]);
        let won = Value::from(
            (0..players)
                .map(|s| tricks.iter().filter(|t| seat(&t["winner"]) == s).count())
                .collect::<Vec<_>>(),
        );
        check_tricks(what, players, tricks, &won, Some(&round["trick"]));
    }
}

/// Top Trumps' report: the deal is the pack; after every turn the seats and the middle pile
/// hold the whole pack, the winner took the cards shown and the middle, a tie left them there.
fn check_turns(what: &str, record: &Record, v: &Value) {
    let options: top_trumps::Options =
        serde_json::from_value(record.options.clone()).expect("options");
    let pack: Vec<String> = options.pack.cards.iter().map(|c| c.name.clone()).collect();
    let deal: Vec<String> = list(&v["deal"]).iter().flat_map(texts).collect();
    assert_eq!(
        sorted(deal),
        sorted(pack.clone()),
        "{what}: the deal is the pack"
    );
    let mut cards: Vec<i64> = list(&v["deal"])
        .iter()
        .map(|s| list(s).len() as i64)
        .collect();
    let mut middle: Vec<String> = Vec::new();
    for (k, t) in list(&v["turns"]).iter().enumerate() {
        let what = format!("{what}, turn {}", k + 1);
        assert_eq!(t["number"], k + 1);
        let shown = list(&t["shown"]);
        assert_eq!(
            seat(&shown[0]["seat"]),
            seat(&t["chooser"]),
            "{what}: chooser first"
        );
        for p in shown {
            assert!(
                cards[seat(&p["seat"])] > 0,
                "{what}: only seats with cards show one"
            );
            cards[seat(&p["seat"])] -= 1;
        }
        let shown_cards: Vec<String> = shown
            .iter()
            .map(|p| p["card"].as_str().expect("card").to_string())
            .collect();
        middle.extend(shown_cards);
        match t["result"].as_str() {
            Some("won") => {
                let w = seat(&t["winner"]);
                assert_eq!(
                    sorted(texts(&t["taken"])),
                    sorted(middle.clone()),
                    "{what}: take"
                );
                cards[w] += middle.len() as i64;
                middle.clear();
            }
            Some("tie") | Some("no-data") => {
                assert_eq!(t["winner"], Value::Null);
                assert!(list(&t["taken"]).is_empty());
            }
            other => panic!("{what}: result {other:?}"),
        }
        assert_eq!(
            sorted(texts(&t["middle"])),
            sorted(middle.clone()),
            "{what}: middle"
        );
        let after = numbers(&t["cards"]);
        assert_eq!(after, cards, "{what}: each seat's cards");
        let held: i64 = after.iter().sum();
        assert_eq!(
            held as usize + middle.len(),
            pack.len(),
            "{what}: the whole pack"
        );
    }
    let end = numbers(&v["cards"]);
    assert_eq!(end, cards, "{what}: the cards at the end");
}

/// Replays `record` and checks its report against the game.
fn check(record: &Record) {
    let what = format!(
        "{} seed {} ({} decisions)",
        record.game,
        record.seed,
        record.decisions.len()
    );
    let v = report(record).unwrap_or_else(|e| panic!("{what}: {}", e.message));
    let game = record.replay().expect("replays");
    assert_eq!(v["ok"], true);
    assert_eq!(v["game"], record.game);
    assert_eq!(v["decisions"], record.decisions.len());
    match game.outcome() {
        Some(o) => {
            let winners: Vec<usize> = list(&v["result"]["winners"]).iter().map(seat).collect();
            let want: Vec<usize> = o.winners.iter().map(|s: &Seat| s.index()).collect();
            assert_eq!(winners, want, "{what}: the winners");
            assert!(!winners.is_empty());
            assert_eq!(
                v["result"]["scores"],
                serde_json::json!(o.scores),
                "{what}: scores"
            );
        }
        None => assert_eq!(v["result"], Value::Null, "{what}: no result yet"),
    }
    match record.game {
        "what-trump" => check_rounds(&what, record, &v),
        "top-trumps" => check_turns(&what, record, &v),
        _ => {
            check_hands(&what, record, &v);
            assert_eq!(
                list(&v["hands"]).len(),
                game.hands_scored(),
                "{what}: every hand"
            );
            assert_eq!(v["current"].is_null(), game.outcome().is_some());
        }
    }
}

/// Random games of `id`, with mixed options and player counts: finished, and cut short.
fn random_games(id: &str, games: u64) {
    let entry = registry::find(id).expect("a game");
    let (lo, hi) = entry.info().players;
    let mut rng = BotRng::new(0x7E57 ^ games);
    for seed in 0..games {
        let players = lo + rng.below(hi - lo + 1);
        let options = random_options(entry, players, &mut rng);
        let full = random_record(entry, &options, seed, None);
        check(&full);
        let cut = rng.below(full.decisions.len() + 1);
        check(&random_record(entry, &options, seed, Some(cut)));
    }
}

#[test]
fn what_trump_reports_agree_with_the_game() {
    random_games("what-trump", 6);
}

#[test]
fn ace_trump_reports_agree_with_the_game() {
    random_games("ace-trump", 40);
}

#[test]
fn ransom_trump_reports_agree_with_the_game() {
    random_games("ransom-trump", 40);
}

#[test]
fn truf_reports_agree_with_the_game() {
    random_games("truf", 30);
}

#[test]
fn top_trumps_reports_hold_the_whole_pack_after_every_turn() {
    random_games("top-trumps", 30);
}

#[test]
fn the_example_records_report_agrees_with_the_game() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut games = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("records") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("a record");
        let record = parse_record(&text).expect("a valid record");
        check(&record);
        *games.entry(record.game).or_insert(0) += 1;
    }
    let ids: Vec<&str> = registry::GAMES.iter().map(|e| e.info().id).collect();
    assert!(ids.iter().all(|id| games.contains_key(id)), "{games:?}");
}
