//! Records of any size are read or refused, never a crash: the largest real record (a Top
//! Trumps game played out with a pack at the 1,000,000-character pack limit) is well under
//! the record limit and reads; a text one byte over the limit is refused before it is parsed;
//! a record at the limit made of nothing but small decisions is read.

use std::sync::Arc;
use trumps_rules::engine::{Game, GameOptions, Seat};
use trumps_rules::games::top_trumps::check::MAX_PACK_CHARS;
use trumps_rules::games::top_trumps::{
    Attribute, Better, Chance, Options, Pack, PackCard, TopTrumps, TURN_LIMIT,
};
use trumps_rules::records::{
    load_and_replay, parse_record, ErrorKind, Record, SeatInfo, MAX_RECORD_BYTES,
};

/// A pack of 60 cards and 8 attributes whose JSON is just under the pack limit (pictures
/// are PNG `data:` URLs of the length that brings it there).
fn largest_pack() -> Pack {
    let attributes = (0..8)
        .map(|a| Attribute {
            key: format!("a{a}"),
            label: format!("Attribute {a}"),
            unit: "km".into(),
            better: if a % 2 == 0 {
                Better::Higher
            } else {
                Better::Lower
            },
            precision: 1,
        })
        .collect();
    let cards = (0..60u32)
        .map(|i| PackCard {
            name: format!("Card number {i}"),
            description: format!("The card {i} of the largest pack."),
            picture: String::new(),
            // Values that differ from card to card and attribute to attribute.
            values: (0..8u32)
                .map(|a| Some(f64::from((i * 37 + a * 11) % 61) + 0.5))
                .collect(),
        })
        .collect();
    let mut pack = Pack {
        name: "The largest pack".into(),
        description: "Pictures to the pack limit.".into(),
        sources: Vec::new(),
        licence: String::new(),
        attributes,
        cards,
    };
    let chars = |p: &Pack| p.to_json().to_string().chars().count();
    let spare = MAX_PACK_CHARS - 100 - chars(&pack);
    let each = spare / pack.cards.len() - "\"picture\":\"\",".len();
    let picture = format!("data:image/png;base64,{}", "A".repeat(each - 22));
    for c in &mut pack.cards {
        c.picture = picture.clone();
    }
    let n = chars(&pack);
    assert!(n <= MAX_PACK_CHARS && n > MAX_PACK_CHARS - 1_000, "{n}");
    pack
}

/// The largest real record: two players with the largest pack, played until the game ends
/// (or reaches its 1,000-turn limit), each chooser naming attribute `turn % 8`.
fn largest_record() -> (String, TopTrumps) {
    let options = Options {
        players: 2,
        pack: Arc::new(largest_pack()),
    };
    assert!(options.validate().is_ok());
    let mut game = TopTrumps::new(&options, 5).expect("a game");
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Bo")];
    let mut record = Record::new::<TopTrumps>(&options, seats, 5, &Chance::default());
    let mut turn = 0u32;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = legal[turn as usize % legal.len()];
        game.apply(seat, action).expect("legal");
        record.push::<TopTrumps>(seat, &action);
        turn += 1;
    }
    assert!(turn <= TURN_LIMIT);
    (record.to_json_pretty(), game)
}

#[test]
fn the_largest_real_record_is_well_under_the_limit_and_reads() {
    let (text, game) = largest_record();
    assert!(text.len() > MAX_PACK_CHARS, "{}", text.len());
    assert!(text.len() < MAX_RECORD_BYTES / 2, "{}", text.len());
    let (record, replayed) = load_and_replay(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record.seats[1].name, "Bo");
    assert!(replayed.same_state(&game));
    eprintln!(
        "largest real record: {} bytes, {} decisions",
        text.len(),
        record.decisions.len()
    );
}

#[test]
fn a_record_one_byte_over_the_limit_is_refused_unread() {
    let (text, _) = largest_record();
    // Spaces before the closing brace: still a valid record, one byte too long.
    let body = text.trim_end().trim_end_matches('}');
    let pad = MAX_RECORD_BYTES + 1 - body.len() - 1;
    let over = format!("{body}{}}}", " ".repeat(pad));
    assert_eq!(over.len(), MAX_RECORD_BYTES + 1);
    let e = parse_record(&over).expect_err("too large");
    assert_eq!(e.kind, ErrorKind::TooLarge);
    assert_eq!(e.at, "");
    assert_eq!(
        e.message,
        "the record is 8,388,609 bytes: a record is at most 8 MiB (8,388,608 bytes)"
    );
    // One byte less, and it is read.
    let at_limit = format!("{body}{}}}", " ".repeat(pad - 1));
    assert_eq!(at_limit.len(), MAX_RECORD_BYTES);
    assert!(parse_record(&at_limit).is_ok());
}

#[test]
fn a_record_at_the_limit_of_small_decisions_is_read() {
    let start = r#"{"format":"trumps-record","version":1,"game":"top-trumps","options":{"players":2,"pack":"planets"},"seats":[{"kind":"human"},{"kind":"human"}],"seed":7,"decisions":["#;
    let one = r#"{"seat":0,"action":{"type":"choose","attribute":0}},"#;
    let n = (MAX_RECORD_BYTES - start.len() - 2) / one.len();
    let mut text = String::with_capacity(MAX_RECORD_BYTES);
    text.push_str(start);
    for _ in 0..n {
        text.push_str(one);
    }
    text.pop();
    text.push_str("]}");
    assert!(text.len() <= MAX_RECORD_BYTES);
    let record = parse_record(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record.decisions.len(), n);
    assert_eq!(record.decisions[n - 1].seat, Seat(0));
    // Replayed, it stops at the first decision out of turn.
    let e = record.replay().expect_err("out of turn");
    assert_eq!(e.kind, ErrorKind::IllegalDecision);
}
