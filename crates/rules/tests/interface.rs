//! The game interface, checked the same way for every game of the registry: random games
//! through the erased interface accept every legal action and refuse a wrong seat, each
//! action's text reads back to the same action, and a state sampled from a seat's view (by
//! `sample` or by the search's `sampler`) shows that seat exactly the same view.

mod registry_games;

use registry_games::{plays_through_the_erased_interface, sampled_states_agree_with_the_view};
use trumps_rules::games::what_trump::WhatTrump;
use trumps_rules::registry;

#[test]
fn what_trump_samples_agree_with_the_view() {
    sampled_states_agree_with_the_view::<WhatTrump>(20, &Default::default());
    sampled_states_agree_with_the_view::<WhatTrump>(
        20,
        &trumps_rules::games::what_trump::Options { players: 3 },
    );
}

#[test]
fn ace_trump_samples_agree_with_the_view() {
    use trumps_rules::games::ace_trump::{AceTrump, Options};
    sampled_states_agree_with_the_view::<AceTrump>(20, &Options::default());
    let mix = Options {
        players: 6,
        excuse: true,
        pawns: true,
        partners: true,
        bidding: true,
        ..Options::default()
    };
    sampled_states_agree_with_the_view::<AceTrump>(10, &mix);
    let tides = Options {
        players: 2,
        tides: true,
        fixed_trump: true,
        ..Options::default()
    };
    sampled_states_agree_with_the_view::<AceTrump>(10, &tides);
}

#[test]
fn ransom_trump_samples_agree_with_the_view() {
    use trumps_rules::games::ransom_trump::{Options, RansomTrump};
    sampled_states_agree_with_the_view::<RansomTrump>(20, &Options::default());
    let mix = Options {
        players: 4,
        excuse: true,
        pawns: true,
        partners: true,
        bidding: true,
        ..Options::default()
    };
    sampled_states_agree_with_the_view::<RansomTrump>(10, &mix);
    let two = Options {
        players: 2,
        early_bird: true,
        ..Options::default()
    };
    sampled_states_agree_with_the_view::<RansomTrump>(10, &two);
}

#[test]
fn truf_samples_agree_with_the_view() {
    use trumps_rules::games::truf::{Options, Truf};
    sampled_states_agree_with_the_view::<Truf>(
        12,
        &Options {
            players: 4,
            hands: 1,
        },
    );
    sampled_states_agree_with_the_view::<Truf>(
        8,
        &Options {
            players: 3,
            hands: 1,
        },
    );
}

#[test]
fn top_trumps_samples_agree_with_the_view() {
    use trumps_rules::games::top_trumps::{builtin, Options, TopTrumps};
    for (players, id) in [(2, "planets"), (4, "mountains"), (6, "elements")] {
        let pack = builtin::by_id(id).expect("a built-in pack");
        sampled_states_agree_with_the_view::<TopTrumps>(10, &Options { players, pack });
    }
}

#[test]
fn top_trumps_deal_codes_name_a_built_in_pack_and_refuse_a_pack_of_ones_own() {
    use trumps_rules::records::DealCode;
    let code = DealCode {
        game: "top-trumps",
        players: 3,
        options: "M".into(),
        seed: 99,
    };
    let text = code.code();
    assert!(text.starts_with("3TTM-"), "{text}");
    let back = DealCode::parse(&text).expect("reads back");
    assert_eq!(back.options_json()["pack"]["name"], "The great mountains");
    // In a code of the format before check characters, and in one of today's.
    let today = DealCode {
        options: "U".into(),
        ..code
    }
    .code();
    assert!(today.starts_with("3TTU-"), "{today}");
    for own in ["TT3U-7K2M", &today] {
        let why = DealCode::parse(own).unwrap_err().to_string();
        assert!(why.contains("a pack of the player's own"), "{own}: {why}");
    }
}

#[test]
fn every_game_plays_through_the_erased_interface() {
    for entry in registry::GAMES {
        plays_through_the_erased_interface(*entry);
    }
}

#[test]
fn deal_codes_carry_every_games_options() {
    use trumps_rules::records::DealCode;
    let code = DealCode {
        game: "ace-trump",
        players: 4,
        options: "XBR30".into(),
        seed: 123_456_789,
    };
    let text = code.code();
    assert!(text.starts_with("4ATXBR30-"), "{text}");
    for typed in [
        text.clone(),
        text.to_lowercase(),
        format!("https://x.org/?deal={text}"),
    ] {
        let back = DealCode::parse(&typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(back.game, "ace-trump");
        assert_eq!(back.seed, 123_456_789);
        assert_eq!(back.options.to_ascii_uppercase(), "XBR30");
    }
    // Options that cannot be played are refused with the reason.
    assert!(DealCode::parse("AT3A-7K2M").is_err());
}
