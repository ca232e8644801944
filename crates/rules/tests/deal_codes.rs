//! Shared-deal codes: a mistyped code is refused, never read as another deal; codes of the
//! format before the check still open the deal they named.

use serde_json::{json, Value};
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::FieldKind;
use trumps_rules::records::share::{ShareError, SHORT_SEED_BITS};
use trumps_rules::records::DealCode;
use trumps_rules::registry::{self, Entry};

/// Options a person could pick: a few fields of the form changed at random (kept if the game
/// accepts them), or an option code of one letter the game reads (a Top Trumps pack).
fn random_options(entry: &dyn Entry, players: usize, rng: &mut BotRng) -> String {
    let letters: Vec<String> = ('A'..='Z')
        .map(|c| c.to_string())
        .filter(|c| entry.options_from_code(players, c).is_ok())
        .collect();
    if !letters.is_empty() && (entry.option_fields().is_empty() || rng.chance(0.15)) {
        return letters[rng.below(letters.len())].clone();
    }
    for _ in 0..50 {
        let mut o = entry.default_options(players);
        for f in entry.option_fields() {
            if !rng.chance(0.45) {
                continue;
            }
            o[f.key] = match f.kind {
                FieldKind::Toggle => json!(rng.chance(0.5)),
                FieldKind::Choice(values) => json!(values[rng.below(values.len())].0),
                FieldKind::Number { min, max } => {
                    let top = if rng.chance(0.7) {
                        max.min(min + 11)
                    } else {
                        max
                    };
                    json!(min + rng.below((top - min + 1) as usize) as u32)
                }
            };
        }
        if let Ok((checked, _)) = entry.read_options(&o) {
            return entry.options_code(&checked);
        }
    }
    entry.options_code(&entry.default_options(players))
}

/// `n` deals of every game in turn: varied players and options; seeds of the app's 40 bits,
/// full 64-bit ones and the edges.
fn real_deals(n: usize) -> Vec<DealCode> {
    let mut rng = BotRng::new(25);
    let edges = [
        0,
        1,
        31,
        32,
        (1 << SHORT_SEED_BITS) - 1,
        1 << SHORT_SEED_BITS,
        u64::MAX,
    ];
    (0..n)
        .map(|i| {
            let entry = registry::GAMES[i % registry::GAMES.len()];
            let (lo, hi) = entry.info().players;
            let players = lo + rng.below(hi - lo + 1);
            let seed = match i % 5 {
                0 => edges[(i / 5) % edges.len()],
                1 => rng.next_u64() >> rng.below(64),
                _ => rng.next_u64() & ((1 << SHORT_SEED_BITS) - 1),
            };
            DealCode {
                game: entry.info().id,
                players: players as u8,
                options: random_options(entry, players, &mut rng),
                seed,
            }
        })
        .collect()
}

fn is_separator(c: char) -> bool {
    c == '-' || c.is_whitespace()
}

fn read_alike(c: char) -> char {
    match c.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    }
}

/// Whether the code's first three characters name players and a game that go together (the
/// rest of a code so written can only be refused as a typo).
fn well_formed_start(text: &str) -> bool {
    let s: Vec<char> = text
        .chars()
        .filter(|&c| !is_separator(c))
        .map(read_alike)
        .collect();
    let letters: String = s.iter().skip(1).take(2).collect();
    let players = s.first().and_then(|c| c.to_digit(10)).map(|n| n as usize);
    match (registry::find_by_code(&letters), players) {
        (Some(e), Some(p)) => (e.info().players.0..=e.info().players.1).contains(&p),
        _ => false,
    }
}

/// Checks one edit of `code` (for `deal`): refused, as a typo when the start is well formed;
/// or, when `harmless`, possibly read as the same deal.
fn assert_refused(deal: &DealCode, code: &str, edited: &str, harmless: bool, what: &str) {
    match DealCode::parse(edited) {
        Ok(back) if harmless && back == *deal => {}
        Ok(back) => panic!("{what} of {code}: {edited} reads as {back:?}"),
        Err(e) if well_formed_start(edited) => {
            assert_eq!(e, ShareError::Typo, "{what} of {code}: {edited}: {e}")
        }
        Err(_) => {}
    }
}

const TYPED: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ- ";

fn with(chars: &[char], f: impl FnOnce(&mut Vec<char>)) -> String {
    let mut v = chars.to_vec();
    f(&mut v);
    v.into_iter().collect()
}

#[test]
fn new_codes_read_back_and_stay_short() {
    for deal in real_deals(200) {
        let code = deal.code();
        assert_eq!(DealCode::parse(&code), Ok(deal.clone()), "{code}");
        assert_eq!(
            DealCode::parse(&code.to_lowercase()),
            Ok(deal.clone()),
            "{code}"
        );
        // The players first, then the game's letters and the options before the first dash.
        let head = format!(
            "{}{}{}",
            deal.players,
            deal.entry().info().code,
            deal.options
        );
        assert!(code.starts_with(&format!("{head}-")), "{code}");
        // The old code's characters and two more (a short seed always has 8 digits).
        let seed_digits = if deal.seed >> SHORT_SEED_BITS == 0 {
            8
        } else {
            13
        };
        let symbols = code.chars().filter(|&c| c != '-').count();
        assert_eq!(symbols, head.len() + seed_digits + 2, "{code}");
        assert_eq!(code, format!("{head}-{}", deal.deal_label()));
    }
}

#[test]
fn every_changed_character_is_refused() {
    for deal in real_deals(200) {
        let code = deal.code();
        let chars: Vec<char> = code.chars().collect();
        for (i, &was) in chars.iter().enumerate() {
            // Another case reads alike.
            let lower = with(&chars, |v| v[i] = was.to_ascii_lowercase());
            assert_eq!(DealCode::parse(&lower), Ok(deal.clone()), "{lower}");
            for c in TYPED.chars().filter(|&c| c != was) {
                let edited = with(&chars, |v| v[i] = c);
                if !is_separator(c) && read_alike(c) == read_alike(was) {
                    // I and L for 1, O for 0.
                    assert_eq!(DealCode::parse(&edited), Ok(deal.clone()), "{edited}");
                    continue;
                }
                // A dash for a space (or back) changes nothing.
                let harmless = is_separator(c) && is_separator(was);
                assert_refused(&deal, &code, &edited, harmless, "a change");
            }
        }
    }
}

#[test]
fn swapped_neighbours_are_refused() {
    for deal in real_deals(200) {
        let code = deal.code();
        let chars: Vec<char> = code.chars().collect();
        for i in 0..chars.len() - 1 {
            let (a, b) = (chars[i], chars[i + 1]);
            let edited = with(&chars, |v| v.swap(i, i + 1));
            if read_alike(a) == read_alike(b) {
                continue;
            }
            // A dash moved within the seed and the check changes nothing.
            let harmless = is_separator(a) || is_separator(b);
            assert_refused(&deal, &code, &edited, harmless, "a swap");
        }
    }
}

/// Every character of `code` left out, and every character typed in at every place.
fn assert_left_out_or_added_refused(deal: &DealCode, code: &str) {
    let chars: Vec<char> = code.chars().collect();
    for i in 0..chars.len() {
        let edited = with(&chars, |v| {
            v.remove(i);
        });
        assert_refused(deal, code, &edited, is_separator(chars[i]), "a deletion");
    }
    for i in 0..=chars.len() {
        for c in TYPED.chars() {
            let edited = with(&chars, |v| v.insert(i, c));
            assert_refused(deal, code, &edited, is_separator(c), "an insertion");
        }
    }
}

#[test]
fn a_character_left_out_or_added_is_refused() {
    for deal in real_deals(200) {
        assert_left_out_or_added_refused(&deal, &deal.code());
        // (Without any dash, a code that loses its first character may read as one of the
        // old format, which has no check.)
        for code in typed_variants(&deal, false) {
            assert_left_out_or_added_refused(&deal, &code);
        }
    }
}

/// The code as people may type it: with spaces; with only the space that ends the options;
/// and, `unseparated`, without any when there are no options.
fn typed_variants(deal: &DealCode, unseparated: bool) -> Vec<String> {
    let code = deal.code();
    let head = code.split('-').next().unwrap_or_default().to_string();
    let rest: String = code[head.len()..].chars().filter(|&c| c != '-').collect();
    let mut out = vec![code.replace('-', " "), format!("{head} {rest}")];
    if unseparated && deal.options.is_empty() {
        out.push(format!("{head}{rest}"));
    }
    out
}

#[test]
fn codes_typed_otherwise_catch_changes_and_swaps_too() {
    for deal in real_deals(200) {
        for code in typed_variants(&deal, true) {
            assert_eq!(DealCode::parse(&code), Ok(deal.clone()), "{code}");
            let chars: Vec<char> = code.chars().collect();
            for i in 0..chars.len() {
                if is_separator(chars[i]) {
                    continue;
                }
                for c in TYPED.chars().filter(|&c| !is_separator(c)) {
                    if read_alike(c) != read_alike(chars[i]) {
                        let edited = with(&chars, |v| v[i] = c);
                        assert_refused(&deal, &code, &edited, false, "a change");
                    }
                }
                let next = chars.get(i + 1).copied().unwrap_or(' ');
                if !is_separator(next) && read_alike(chars[i]) != read_alike(next) {
                    let edited = with(&chars, |v| v.swap(i, i + 1));
                    assert_refused(&deal, &code, &edited, false, "a swap");
                }
            }
        }
    }
}

#[test]
fn codes_of_the_old_format_still_open_their_deal() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/deal-codes/old-format.json");
    let text = std::fs::read_to_string(path).expect("the fixture");
    let doc: Value = serde_json::from_str(&text).expect("JSON");
    let codes = doc["codes"].as_array().expect("a list of codes");
    assert!(codes.len() >= 100);
    let mut games = std::collections::BTreeSet::new();
    for c in codes {
        let old = c["code"].as_str().expect("a code");
        for typed in [old.to_string(), old.to_lowercase(), format!("?deal={old}")] {
            let deal = DealCode::parse(&typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
            assert_eq!(deal.game, c["game"], "{typed}");
            assert_eq!(
                Some(u64::from(deal.players)),
                c["players"].as_u64(),
                "{typed}"
            );
            assert_eq!(Some(deal.seed), c["seed"].as_u64(), "{typed}");
            assert_eq!(deal.options_json(), c["options"], "{typed}");
            // Shared again, it is written in the new format and names the same deal.
            assert_eq!(DealCode::parse(&deal.code()), Ok(deal.clone()));
        }
        games.insert(c["game"].as_str().unwrap_or_default().to_string());
    }
    assert_eq!(
        games.len(),
        registry::GAMES.len(),
        "every game has old codes"
    );
}

#[test]
fn old_codes_keep_their_messages() {
    let err = |t: &str| DealCode::parse(t).unwrap_err().to_string();
    assert_eq!(err("wt4 zzzz u"), "'U' cannot appear in a deal code");
    assert_eq!(
        err("WT9-1234"),
        "\"9\" is not a number of players for What Trump?"
    );
    assert!(err("TT3U-7K2M").contains("a pack of the player's own"));
}

#[test]
fn the_documented_examples_are_right() {
    // docs/record-format.md, "Shared-deal codes" and the games' options.
    let read = |t: &str| DealCode::parse(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    let wt = read("4WT-7K2M-9QXA-49");
    assert_eq!(
        (wt.game, wt.players, wt.seed),
        ("what-trump", 4, read("WT4-7K2M-9QXA").seed)
    );
    assert_eq!(read("4WT7K2M9QXA49"), wt);
    assert_eq!(read("…/?deal=4WT-7K2M-9QXA-49"), wt);
    let at = read("4ATXBR30-7K2M-9QXA-2H");
    assert_eq!((at.game, at.options.as_str()), ("ace-trump", "XBR30"));
    assert_eq!(at.options_json()["until"], "target");
    let tt = read("3TTM-7K2M-9QXA-AQ");
    assert_eq!((tt.game, tt.players), ("top-trumps", 3));
    assert_eq!(tt.options_json()["pack"]["name"], "The great mountains");
    let largest = DealCode {
        seed: u64::MAX,
        ..wt
    };
    assert!(largest.code().starts_with("4WT-F-ZZZZ-ZZZZ-ZZZZ-"));
    let typo = DealCode::parse("4WT-7K2M-9QXA-48").unwrap_err().to_string();
    assert_eq!(
        typo,
        "this code has a typo (check it against the one you were sent)"
    );
}
