//! The suits' keys at the table (`view::table_keys::suit_keys`): each suit of a game has a key
//! of its own, the first letter of its name no suit before it has taken, so no key goes to
//! two suits (Waves and Wyrms, Karo and Kreuz, Grün and Gelb).

use trumps::ui::model::lang;
use trumps::ui::view::games::TABLES;
use trumps::ui::view::table_keys::suit_keys;

fn keys(names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    suit_keys(&names)
        .into_iter()
        .map(|k| k.unwrap_or('-'))
        .collect()
}

#[test]
fn every_suit_of_every_game_has_a_key_of_its_own_in_every_language() {
    for lang in ["en", "de", "id"] {
        lang::put(trumps_words::whole_catalogue(lang).expect("a catalogue"));
        every_suit_has_a_key(lang);
    }
    lang::put(trumps_words::whole_catalogue("en").expect("English"));
}

fn every_suit_has_a_key(lang: &str) {
    let mut with_suits = 0;
    for table in TABLES {
        let names = (table.suits)();
        let keys = suit_keys(&names);
        assert_eq!(keys.len(), names.len());
        let mut seen = Vec::new();
        for (name, key) in names.iter().zip(&keys) {
            let key = key.unwrap_or_else(|| panic!("{lang} {}: {name} has no key", table.id));
            assert!(!seen.contains(&key), "{lang} {}: {key} twice", table.id);
            assert!(
                name.to_lowercase().contains(key),
                "{}: {key} in {name}",
                table.id
            );
            seen.push(key);
        }
        with_suits += usize::from(!names.is_empty());
    }
    assert_eq!(with_suits, 4, "{lang}: every game but Top Trumps has suits");
}

#[test]
fn a_first_letter_taken_gives_the_next_letter_of_the_name() {
    assert_eq!(
        keys(&["Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"]),
        "mswlyk"
    );
    assert_eq!(keys(&["Kreuz", "Karo", "Herz", "Pik"]), "kahp");
    assert_eq!(keys(&["Rot", "Grün", "Gelb", "Blau"]), "rgeb");
    assert_eq!(keys(&["Clubs", "Diamonds", "Hearts", "Spades"]), "cdhs");
    // A name whose every letter is taken has no key.
    assert_eq!(keys(&["ab", "ba", "ab"]), "ab-");
}
