//! Captions in every language: random games of every game (random options, random legal
//! actions), each decision's caption said for each viewpoint and put into English, German and
//! Indonesian. Every sentence reads (no mark of a pattern left, no message missing), the
//! English is what `caption_en` gives, and a seat named "You" is spoken to in the second
//! person ("Du", "du"; "Kamu", "kamu"), never named "You".

use crate::registry_games::random_options;
use serde_json::Value;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Seat, Viewpoint};
use trumps_rules::registry::{self, AnyGame};
use trumps_words::said::sentences;
use trumps_words::{english_plural, plural, Catalogue};

const NAMES: [&str; 6] = ["You", "Ben", "Cleo", "Dev", "Eve", "Finn"];

fn language(lang: &'static str) -> Catalogue {
    trumps_words::whole_catalogue(lang).expect("one line per message")
}

#[test]
fn every_caption_reads_in_every_language() {
    let de = language("de");
    let id = language("id");
    let mut rng = BotRng::new(0xCA97);
    for entry in registry::all() {
        let info = entry.info();
        let (lo, hi) = info.players;
        for seed in 0..3 {
            let players = lo + rng.below(hi - lo + 1);
            let options = random_options(entry, players, &mut rng);
            let mut game: Box<dyn AnyGame> =
                entry.start(&options, seed, &Value::Null).expect("starts");
            let names: Vec<String> = NAMES[..players].iter().map(|n| n.to_string()).collect();
            let mut steps = 0;
            while let Some(seat) = game.to_act() {
                steps += 1;
                if steps > 400 {
                    break;
                }
                let legal = game.legal_json();
                let action = legal[rng.below(legal.len())].clone();
                let before = game.clone_box();
                game.apply_json(seat, &action).expect("a legal action");
                for vp in [Viewpoint::Seat(Seat(0)), Viewpoint::Observer] {
                    let said = game.caption(before.as_ref(), seat, &action, vp, &names);
                    let at = format!("{} seed {seed} step {steps} {vp:?}", info.id);
                    assert!(!said.is_empty() || info.id == "top-trumps", "{at}");
                    let en = sentences(&Catalogue::english(), &said, &english_plural);
                    let agreed = trumps_rules::engine::person_words::agree(&en);
                    assert_eq!(
                        agreed,
                        game.caption_en(before.as_ref(), seat, &action, vp, &names),
                        "{at}"
                    );
                    for (cat, you) in [
                        (&de, ["Du", "du", "dir", "Dein"]),
                        (&id, ["Kamu", "kamu", "mu", "Kamu"]),
                    ] {
                        let words = sentences(cat, &said, &|n| plural(cat.lang, n));
                        assert!(!words.trim().is_empty(), "{at} {}: {en}", cat.lang);
                        assert!(
                            !words.contains(['{', '}', '|']),
                            "{at} {}: {words}",
                            cat.lang
                        );
                        assert!(!words.contains("You"), "{at} {}: {words}", cat.lang);
                        if en.contains("You") {
                            assert!(
                                you.iter().any(|y| words.contains(y)),
                                "{at} {}: {words} / {en}",
                                cat.lang
                            );
                        }
                    }
                }
            }
        }
    }
}
