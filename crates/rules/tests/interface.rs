//! The game interface, checked the same way for every game of the registry: random games
//! through the erased interface accept every legal action and refuse a wrong seat, and each
//! action's text reads back to the same action; deal codes carry every game's options. (The
//! typed properties of every game, sampling from views included, are in `every_game.rs`.)

use crate::registry_games;

use registry_games::plays_through_the_erased_interface;
use trumps_rules::records::DealCode;
use trumps_rules::registry;

/// The code of a deal of `game` for `players`, with the options' code `options` and `seed`,
/// checked to start with `start` (players, game, options).
fn code_of(game: &'static str, players: u8, options: &str, seed: u64, start: &str) -> String {
    let code = DealCode {
        game,
        players,
        options: options.into(),
        seed,
    };
    let text = code.code();
    assert!(text.starts_with(start), "{text}");
    text
}

#[test]
fn top_trumps_deal_codes_name_a_built_in_pack_and_refuse_a_pack_of_ones_own() {
    let text = code_of("top-trumps", 3, "M", 99, "3TTM-");
    let back = DealCode::parse(&text).expect("reads back");
    assert_eq!(back.options_json()["pack"]["name"], "The great mountains");
    // In a code of the format before check characters, and in one of today's.
    let today = code_of("top-trumps", 3, "U", 99, "3TTU-");
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
    let text = code_of("ace-trump", 4, "XBR30", 123_456_789, "4ATXBR30-");
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
