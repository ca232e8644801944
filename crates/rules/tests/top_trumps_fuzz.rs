//! The pack reader under fire: 100,000 mutated packs (characters flipped, cut, doubled; JSON
//! nodes replaced by odd values, fields dropped, cards duplicated) go through `read_pack`,
//! which must never panic, must name at least one problem for every pack it refuses, and
//! must read back exactly every pack it accepts once written out again.
//!
//! `TOP_TRUMPS_FUZZ=n` for more or fewer inputs.

use crate::packs;

use crate::properties;
use packs::random_pack;
use serde_json::{json, Value};

use properties::count_from_env;
use trumps_rules::bots::random::BotRng;
use trumps_rules::games::top_trumps::check::pack_from_value;
use trumps_rules::games::top_trumps::{builtin, read_pack};

fn odd_value(rng: &mut BotRng) -> Value {
    match rng.below(14) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(-1),
        3 => json!(1e308),
        4 => json!(0.5),
        5 => json!(""),
        6 => json!("x".repeat(rng.below(2000))),
        7 => json!("🪐🌍\u{7}\n"),
        8 => json!([]),
        9 => json!({}),
        10 => json!(u64::MAX),
        11 => json!("data:image/png;base64,AAAA"),
        12 => json!("lower"),
        _ => json!({"key": "k", "label": "L", "better": "higher"}),
    }
}

/// A random node of `v`, replaced, removed or duplicated.
fn mutate_value(v: &mut Value, rng: &mut BotRng, depth: usize) {
    let go_deeper = depth < 6 && rng.chance(0.7);
    match v {
        Value::Object(map) if !map.is_empty() => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let k = keys[rng.below(keys.len())].clone();
            if go_deeper {
                if let Some(child) = map.get_mut(&k) {
                    mutate_value(child, rng, depth + 1);
                }
            } else {
                match rng.below(4) {
                    0 => {
                        map.remove(&k);
                    }
                    1 => {
                        map.insert(format!("{k}x"), odd_value(rng));
                    }
                    _ => {
                        map.insert(k, odd_value(rng));
                    }
                }
            }
        }
        Value::Array(list) if !list.is_empty() => {
            let i = rng.below(list.len());
            if go_deeper {
                mutate_value(&mut list[i], rng, depth + 1);
            } else {
                match rng.below(4) {
                    0 => {
                        list.remove(i);
                    }
                    1 => {
                        let c = list[i].clone();
                        for _ in 0..1 + rng.below(40) {
                            list.push(c.clone());
                        }
                    }
                    _ => list[i] = odd_value(rng),
                }
            }
        }
        other => *other = odd_value(rng),
    }
}

fn mutate_text(text: &str, rng: &mut BotRng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let i = rng.below(bytes.len());
        match rng.below(5) {
            0 => bytes[i] = rng.below(256) as u8,
            1 => {
                bytes.remove(i);
            }
            2 => bytes.insert(i, b"{}[]\",:0-e\\"[rng.below(11)]),
            3 => bytes.truncate(i),
            _ => {
                let end = (i + rng.below(200)).min(bytes.len());
                let piece = bytes[i..end].to_vec();
                bytes.splice(i..i, piece);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn the_pack_reader_never_panics_and_explains_every_refusal() {
    let inputs: usize = count_from_env("TOP_TRUMPS_FUZZ", 100_000);
    let mut rng = BotRng::new(4242);
    let mut seeds: Vec<Value> = builtin::packs().map(|(_, p)| p.to_json()).collect();
    for _ in 0..5 {
        seeds.push(random_pack(&mut rng).to_json());
    }
    let (mut accepted, mut refused) = (0usize, 0usize);
    for n in 0..inputs {
        let base = &seeds[n % seeds.len()];
        let result = if rng.chance(0.5) {
            let mut v = base.clone();
            for _ in 0..1 + rng.below(3) {
                mutate_value(&mut v, &mut rng, 0);
            }
            if rng.chance(0.5) {
                pack_from_value(&v)
            } else {
                read_pack(&v.to_string())
            }
        } else {
            read_pack(&mutate_text(&base.to_string(), &mut rng))
        };
        match result {
            Ok(pack) => {
                accepted += 1;
                let again = pack_from_value(&pack.to_json()).expect("an accepted pack reads back");
                assert_eq!(again, pack);
            }
            Err(problems) => {
                refused += 1;
                assert!(!problems.is_empty());
                assert!(problems.iter().all(|p| !p.message.is_empty()));
            }
        }
    }
    // Lists far past their limits (tens of thousands of attributes and cards) are refused
    // quickly, by their count, without reading every item.
    for n in [61usize, 5_000, 40_000] {
        let mut v = seeds[0].clone();
        v["attributes"] = Value::Array(vec![json!({}); n]);
        v["cards"] = Value::Array(vec![json!({"name": "same"}); n]);
        let problems = pack_from_value(&v).unwrap_err();
        assert!(problems.len() <= 201, "{} problems", problems.len());
        assert!(
            problems.iter().any(|p| p.message.contains("at most")),
            "{problems:?}"
        );
    }
    println!("{inputs} mutated packs: {accepted} accepted, {refused} refused with reasons");
    assert_eq!(accepted + refused, inputs);
    assert!(refused > inputs / 2, "most mutations break a pack");
}
