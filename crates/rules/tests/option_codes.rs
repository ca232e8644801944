//! Options read from deal codes, for every game through the registry: impossible tables and
//! mixes refused with a reason, codes written back as the game writes them; and the Decktet
//! games' variants, deal sizes and the variants a smaller table switches off.

use trumps_rules::engine::GameOptions;
use trumps_rules::games::{ace_trump, ransom_trump};
use trumps_rules::mechanics::toggles::Toggled;
use trumps_rules::registry;

/// (game, players, code as typed, what it reads as: the code as the game writes it, or words
/// of the refusal).
#[rustfmt::skip]
const CODES: &[(&str, usize, &str, Result<&str, &str>)] = &[
    ("ace-trump", 4, "", Ok("")),
    ("ace-trump", 4, "xpseabtr30", Ok("XPSEABTR30")),
    ("ace-trump", 6, "AF", Ok("AF")),
    ("ace-trump", 4, "H4", Ok("")),
    ("ace-trump", 7, "", Err("Ace Trump is for 2 to 6 players, not 7")),
    ("ace-trump", 1, "", Err("2 to 6")),
    ("ace-trump", 3, "A", Err("Partners needs 4 or 6 players")),
    ("ace-trump", 5, "T", Err("Tides of fortune is for 2 to 4 players")),
    ("ace-trump", 4, "SF", Err("cannot be combined")),
    ("ace-trump", 4, "H51", Err("a match is 1 to 50 hands, not 51")),
    ("ace-trump", 4, "R501", Err("the target score is 1 to 500 points")),
    ("ace-trump", 4, "Q", Err("\"Q\" is not a set of Ace Trump options")),
    ("ace-trump", 4, "XX", Err("not a set of Ace Trump options")),
    ("ransom-trump", 4, "XPEAB", Ok("XPEAB")),
    ("ransom-trump", 2, "bxh8", Ok("XBH8")),
    ("ransom-trump", 5, "", Err("Ransom Trump is for 2 to 4 players, not 5")),
    ("ransom-trump", 1, "", Err("2 to 4")),
    ("ransom-trump", 3, "A", Err("Partners needs 4 players")),
    ("ransom-trump", 4, "S", Err("\"S\" is not a set of Ransom Trump options")),
    ("ransom-trump", 4, "H0", Err("not a set of Ransom Trump options")),
    ("truf", 3, "H6", Ok("H6")),
    ("truf", 5, "", Err("Truf is for 3 or 4 players, not 5")),
    ("truf", 2, "", Err("3 or 4")),
    ("top-trumps", 7, "P", Err("Top Trumps is for 2 to 6 players, not 7")),
    ("what-trump", 5, "", Err("What Trump? is for 3 or 4 players, not 5")),
    ("what-trump", 259, "", Err("3 or 4")),
];

#[test]
fn codes_are_read_back_or_refused_with_a_reason() {
    for &(id, players, typed, expected) in CODES {
        let entry = registry::find(id).expect("a listed game");
        match (entry.options_from_code(players, typed), expected) {
            (Ok(options), Ok(written)) => {
                assert_eq!(entry.options_code(&options), written, "{id} {typed:?}");
                assert_eq!(options["players"], players, "{id} {typed:?}");
            }
            (Err(e), Err(words)) => assert!(e.contains(words), "{id} {players} {typed:?}: {e}"),
            (read, _) => panic!("{id} {players} {typed:?} read as {read:?}"),
        }
    }
}

#[test]
fn decktet_variants_in_words_and_on_the_form() {
    let mut all = ace_trump::options::Options::from_code(4, "XPSEABT").expect("a code");
    assert!(all.sticky_aces && all.tides && !all.fixed_trump);
    all.bidding = false;
    assert_eq!(
        all.describe(),
        "Excuse, Pawns, Sticky Aces, Early bird, Partners, Tides of fortune"
    );
    let ransom = ransom_trump::options::Options::from_code(4, "XPEAB").expect("a code");
    assert_eq!(
        ransom.describe(),
        "Excuse, Pawns, Early bird, Partners, Bidding"
    );
    let keys = |fields: Vec<trumps_rules::engine::OptionField>| -> Vec<&str> {
        fields.iter().map(|f| f.key).collect()
    };
    assert_eq!(
        keys(ace_trump::options::Options::fields()),
        [
            "excuse",
            "pawns",
            "sticky_aces",
            "early_bird",
            "partners",
            "bidding",
            "tides",
            "fixed_trump",
            "until",
            "length"
        ]
    );
    assert_eq!(
        keys(ransom_trump::options::Options::fields()),
        [
            "excuse",
            "pawns",
            "early_bird",
            "partners",
            "bidding",
            "until",
            "length"
        ]
    );
}

#[test]
fn decktet_deal_sizes_follow_the_rules() {
    let ace = |players, code| {
        ace_trump::options::Options::from_code(players, code).map(|o| o.deal_size())
    };
    assert_eq!(
        [2, 3, 4, 5, 6].map(|p| ace(p, "")),
        [9, 12, 9, 7, 6].map(Ok)
    );
    assert_eq!(
        [2, 3, 4, 5, 6].map(|p| ace(p, "XP")),
        [9, 13, 10, 8, 6].map(Ok)
    );
    assert_eq!(ace(4, "X"), Ok(9));
    let ransom = |players, code| {
        ransom_trump::options::Options::from_code(players, code)
            .map(|o| (o.deal_size(), o.tricks()))
    };
    assert_eq!(
        [2, 3, 4].map(|p| ransom(p, "")),
        [(10, 9), (10, 9), (9, 8)].map(Ok)
    );
    assert_eq!(
        [2, 3, 4].map(|p| ransom(p, "XP")),
        [(10, 9), (10, 9), (9, 8)].map(Ok)
    );
}

#[test]
fn a_smaller_table_switches_off_what_it_cannot_have() {
    let ace = ace_trump::options::Options::from_code(4, "AT").expect("a code");
    let three = ace.with_players(3);
    assert!(!three.partners && three.tides && three.validate().is_ok());
    let six = ace.with_players(6);
    assert!(six.partners && !six.tides && six.validate().is_ok());
    assert!(!ace.with_players(2).partners && ace.with_players(2).validate().is_ok());
    let ransom = ransom_trump::options::Options::from_code(4, "A").expect("a code");
    assert!(!ransom.with_players(3).partners);
    assert!(!ransom.with_players(2).partners);
    assert!(ransom.with_players(4).partners);
}

#[test]
fn a_match_of_no_hands_is_refused() {
    let ace = ace_trump::options::Options {
        length: 0,
        ..Default::default()
    };
    let ransom = ransom_trump::options::Options {
        length: 0,
        ..Default::default()
    };
    for refusal in [ace.validate(), ransom.validate()] {
        assert_eq!(refusal, Err("a match is 1 to 50 hands, not 0".into()));
    }
}

#[test]
fn a_seat_count_past_255_is_refused_not_wrapped() {
    let ace = ace_trump::options::Options::default().with_players(260);
    assert_eq!(ace.players(), 255);
    assert_eq!(
        ace.validate(),
        Err("Ace Trump is for 2 to 6 players, not 255".into())
    );
    let truf = trumps_rules::games::truf::Options::default().with_players(259);
    assert!(truf.validate().is_err());
}

/// The kit reads the Decktet games' partners, Pawns and Excuse by their keys: each key is a
/// variant, and switching it on changes the terms or the deck.
#[test]
fn the_variants_the_kit_reads_are_there_and_count() {
    use trumps_rules::mechanics::deal::DeckOptions;
    use trumps_rules::mechanics::match_state::MatchTerms;
    let ace = ace_trump::options::Options::default();
    let ransom = ransom_trump::options::Options::default();
    for (deck, with) in [
        (
            ace.deck().len(),
            ace_trump::options::Options {
                pawns: true,
                excuse: true,
                ..ace
            }
            .deck()
            .len(),
        ),
        (
            ransom.deck().len(),
            ransom_trump::options::Options {
                pawns: true,
                excuse: true,
                ..ransom
            }
            .deck()
            .len(),
        ),
    ] {
        assert_eq!((deck, with), (36, 41));
    }
    assert!(!ace.terms().partners && !ransom.terms().partners);
    assert!(
        ace_trump::options::Options {
            partners: true,
            ..ace
        }
        .terms()
        .partners
    );
    assert!(
        ransom_trump::options::Options {
            partners: true,
            ..ransom
        }
        .terms()
        .partners
    );
}

/// A phase's name (the table's `data-phase`, a refusal's "not now") is the name it is saved
/// under, for every phase of every game.
#[test]
fn phases_are_named_as_they_are_saved() {
    use trumps_rules::engine::unit_name;
    use trumps_rules::games::{top_trumps, truf, what_trump};
    fn check<P: serde::Serialize>(phases: &[P]) {
        for p in phases {
            let saved = serde_json::to_value(p).expect("a phase saves");
            assert_eq!(Some(unit_name(p)), saved.as_str());
            assert!(!unit_name(p).is_empty());
        }
    }
    use ace_trump::Phase as A;
    check(&[A::NameTrump, A::Bid, A::Play, A::GameOver]);
    use ransom_trump::Phase as R;
    check(&[R::Ransom, R::ChooseTrump, R::Bid, R::Play, R::GameOver]);
    use truf::Phase as T;
    check(&[T::Bid, T::Turn, T::Play, T::GameOver]);
    use top_trumps::state::Phase as P;
    check(&[P::Choose, P::GameOver]);
    use what_trump::Phase as W;
    check(&[
        W::ChipDraft,
        W::ChooseTrump,
        W::Draft,
        W::ChooseTasks,
        W::Play,
        W::DealerDiscard,
        W::GameOver,
    ]);
}
