//! The game interface, checked the same way for every game of the registry: random games
//! through the erased interface accept every legal action and refuse a wrong seat, each
//! action's text reads back to the same action, and a state sampled from a seat's view (by
//! `sample` or by the search's `sampler`) shows that seat exactly the same view.

use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::Seat;
use trumps_rules::games::what_trump::WhatTrump;
use trumps_rules::registry::{self, AnyGame, Listed};

/// Plays `games` random games of `G` and checks, at every step, that sampling from each
/// seat's view gives a state with that same view, and that the text of every legal action
/// reads back to it.
fn sampled_states_agree_with_the_view<G: Listed>(games: u64, options: &G::Options)
where
    G::View: PartialEq,
{
    for seed in 0..games {
        let mut g = G::new(options, seed).expect("valid options");
        let mut rng = BotRng::new(seed);
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            steps += 1;
            assert!(steps < 20_000, "the game ends");
            if steps % 7 == 0 {
                for s in Seat::all(g.players()) {
                    let view = g.view_of(s);
                    let sampled = G::sample(&view, seed ^ steps);
                    assert_eq!(
                        sampled.view_of(s),
                        view,
                        "{}: seed {seed}, step {steps}, seat {s}",
                        G::INFO.name
                    );
                    assert_eq!(sampled.to_act(), g.to_act());
                    // The search draws through the game's sampler (What Trump?'s weighs the
                    // secret trump and tasks): its states agree with the view too.
                    let mut draw = G::sampler(&view);
                    for k in 0..2 {
                        let drawn = draw(seed ^ steps ^ (k << 32));
                        assert_eq!(drawn.view_of(s), view, "{}: sampler", G::INFO.name);
                    }
                }
            }
            let legal = g.legal_actions();
            for a in &legal {
                assert_eq!(G::parse_action(&G::action_text(a)).as_ref(), Ok(a));
            }
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, a).expect("a legal action is accepted");
        }
        assert!(g.outcome().is_some());
    }
}

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
        let info = entry.info();
        for players in info.players.0..=info.players.1 {
            let options = entry.default_options(players);
            let (options, n) = entry
                .read_options(&options)
                .expect("default options are valid");
            assert_eq!(n, players);
            for seed in 0..5 {
                let mut game: Box<dyn AnyGame> = entry
                    .start(&options, seed, &serde_json::Value::Null)
                    .expect("starts");
                let mut rng = BotRng::new(seed);
                let mut steps = 0;
                while let Some(seat) = game.to_act() {
                    steps += 1;
                    assert!(steps < 20_000);
                    let legal = game.legal_json();
                    let wrong = Seat(((seat.index() + 1) % players) as u8);
                    let mut copy = game.clone();
                    assert!(
                        copy.apply_json(wrong, &legal[0]).is_err(),
                        "{}: only the seat to act acts",
                        info.name
                    );
                    assert!(
                        copy.same_state(game.as_ref()),
                        "a refused action changes nothing"
                    );
                    let a = &legal[rng.below(legal.len())];
                    let text = game.action_text(a).expect("a text");
                    let mut by_text = game.clone();
                    by_text
                        .apply_text(seat, &text)
                        .expect("the text of a legal action applies");
                    game.apply_json(seat, a).expect("legal");
                    assert!(by_text.same_state(game.as_ref()));
                }
                let outcome = game.outcome().expect("over");
                assert_eq!(outcome.scores.len(), players);
                assert!(!outcome.winners.is_empty());
                // A save reads back to the same game.
                let back = entry.load_state(game.state_json()).expect("reads back");
                assert!(back.same_state(game.as_ref()));
            }
        }
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
