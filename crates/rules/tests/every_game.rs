//! Properties every listed game keeps, written once and run for each game of the list
//! (`for_each_game!`), with random options drawn from the game's own form: a state sampled
//! from a seat's view shows that seat the same view and plays on to the end; every legal
//! action is accepted, actions legal elsewhere in the game but not now are refused, and so is
//! another seat's action, each leaving the state unchanged; action texts read back; every
//! game ends with a winner. (Whist, the test suite's own game, runs the same checks in
//! `whist_on_the_kit.rs`; each game's worked rules examples stay in its own files.)

use crate::registry_games;

use registry_games::{random_options, sampled_states_agree_with_the_view};
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::Seat;
use trumps_rules::registry::{self, Listed};

/// `G`'s options drawn at random from its form, for a random number of players.
fn options_of<G: Listed>(rng: &mut BotRng) -> G::Options {
    let entry = registry::find(G::INFO.id).expect("a listed game");
    let (lo, hi) = G::INFO.players;
    let json = random_options(entry, lo + rng.below(hi - lo + 1), rng);
    serde_json::from_value(json).expect("the form's options are the game's")
}

/// Views sampled back, over games with random options.
fn samples_agree<G: Listed>(games: u64)
where
    G::View: PartialEq,
{
    let mut rng = BotRng::new(0x5A3B);
    for _ in 0..games {
        sampled_states_agree_with_the_view::<G>(1, &options_of::<G>(&mut rng));
    }
}

/// Random games in which, every few steps, actions seen legal elsewhere but not legal now are
/// refused (and another seat's legal action), leaving the state as it was.
fn illegal_is_refused<G: Listed>(games: u64) {
    let mut rng = BotRng::new(0x1E6A);
    for seed in 0..games {
        let options = options_of::<G>(&mut rng);
        let mut g = G::new(&options, seed).expect("the form's options start a game");
        let mut seen: Vec<G::Action> = Vec::new();
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            steps += 1;
            assert!(steps < 20_000, "{}: the game ends", G::INFO.name);
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "{}: the seat to act can act",
                G::INFO.name
            );
            for a in &legal {
                if !seen.contains(a) && seen.len() < 400 {
                    seen.push(a.clone());
                }
            }
            if steps % 5 == 0 {
                let before = g.clone();
                let wrong: Vec<&G::Action> = seen.iter().filter(|a| !legal.contains(a)).collect();
                for _ in 0..3.min(wrong.len()) {
                    let a = wrong[rng.below(wrong.len())].clone();
                    let mut g2 = g.clone();
                    assert!(g2.apply(seat, a.clone()).is_err(), "{a:?} is refused");
                    assert_eq!(
                        g2,
                        before,
                        "{}: refusing {a:?} changes nothing",
                        G::INFO.name
                    );
                }
                let other = Seat(((seat.index() + 1) % g.players()) as u8);
                let mut g2 = g.clone();
                assert!(
                    g2.apply(other, legal[0].clone()).is_err(),
                    "only the seat to act"
                );
                assert_eq!(g2, before);
            }
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, a).expect("a legal action is accepted");
        }
        let outcome = g.outcome().expect("a game that stops is over");
        assert!(
            !outcome.winners.is_empty(),
            "{}: someone wins",
            G::INFO.name
        );
        assert_eq!(outcome.scores.len(), g.players());
    }
}

macro_rules! every_game {
    ($($module:ident: $ty:ident),* $(,)?) => {$(
        mod $module {
            use trumps_rules::games::$module::$ty;

            #[test]
            fn samples_agree_with_the_view() {
                super::samples_agree::<$ty>(12);
            }

            #[test]
            fn illegal_actions_are_refused_and_change_nothing() {
                super::illegal_is_refused::<$ty>(12);
            }
        }
    )*};
}

trumps_rules::for_each_game!(every_game);

/// Every game names its rules: a Markdown file in the repository's `docs/` folder, with the
/// game's name as its title. The web build renders it to the page the rules panel fetches.
#[test]
fn every_game_names_its_rules_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for e in registry::catalogue() {
        let info = e.info();
        assert!(
            info.rules.starts_with("docs/") && info.rules.ends_with(".md"),
            "{}: rules file {:?} is not a Markdown file in docs/",
            info.name,
            info.rules
        );
        let text = std::fs::read_to_string(root.join(info.rules))
            .unwrap_or_else(|e| panic!("{}: cannot read {}: {e}", info.name, info.rules));
        let title = text.lines().next().unwrap_or_default();
        assert!(
            title.starts_with("# ") && title.contains(info.name.trim_end_matches('?')),
            "{}: the rules start with {title:?}",
            info.name
        );
    }
}
