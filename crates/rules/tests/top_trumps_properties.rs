//! Properties of Top Trumps over many random games with random packs (4–8 attributes, 20–60
//! cards, many ties, some "no data", both directions) and 2 to 6 players: every card is
//! always in exactly one place, every legal choice is accepted, illegal ones are refused with
//! the state unchanged, the choice passes by the rules, and every game ends within the
//! 1,000-turn limit with the right winners.
//!
//! 10,000 games by default; `TOP_TRUMPS_GAMES=n` for more or fewer.

use crate::packs;

use crate::properties;
use packs::{every_card_once, options, random_pack};

use properties::count_from_env;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::top_trumps::{
    Action, ActionError, Phase, TopTrumps, TurnResult, TURN_LIMIT,
};

#[test]
fn random_games_with_random_packs_keep_every_rule() {
    let games: u64 = count_from_env("TOP_TRUMPS_GAMES", 10_000);
    let mut rng = BotRng::new(2026);
    let (mut by_limit, mut shared, mut turns_total) = (0, 0, 0u64);
    for seed in 0..games {
        let players = 2 + (seed % 5) as u8;
        let pack = random_pack(&mut rng);
        let attributes = pack.attributes.len() as u8;
        let mut g = TopTrumps::start(&options(players, pack), seed, None, None).expect("valid");
        every_card_once(&g);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            assert_eq!(
                legal.len(),
                attributes as usize,
                "every attribute may be chosen"
            );
            assert!(!g.stack(seat).is_empty(), "the chooser has cards");
            // Illegal: another seat, an attribute the pack lacks. Nothing changes.
            let before = g.clone();
            let other = seat.next(players as usize);
            assert!(matches!(
                g.apply(other, legal[0]),
                Err(ActionError::NotYourTurn { .. })
            ));
            assert!(matches!(
                g.apply(
                    seat,
                    Action::Choose {
                        attribute: attributes
                    }
                ),
                Err(ActionError::NoSuchAttribute { .. })
            ));
            assert_eq!(g, before);
            // Mostly the strongest-looking attribute, sometimes any: long and short games.
            let a = if rng.chance(0.5) {
                legal[rng.below(legal.len())]
            } else {
                let top = *g.stack(seat).front().unwrap() as usize;
                *legal
                    .iter()
                    .max_by(|x, y| {
                        let (Action::Choose { attribute: p }, Action::Choose { attribute: q }) =
                            (x, y);
                        g.options()
                            .pack
                            .strength(top, *p as usize)
                            .total_cmp(&g.options().pack.strength(top, *q as usize))
                    })
                    .unwrap()
            };
            let in_before: Vec<bool> = (0..players).map(|p| !g.stack(Seat(p)).is_empty()).collect();
            let middle_before = g.middle().len();
            g.apply(seat, a).expect("a legal choice is accepted");
            every_card_once(&g);
            let t = g.last().unwrap();
            let shown = in_before.iter().filter(|&&x| x).count();
            assert_eq!(t.revealed.len(), shown, "everyone still in shows a card");
            match t.result {
                TurnResult::Won { seat: w } => {
                    assert_eq!(t.taken.len(), shown + middle_before);
                    assert!(g.middle().is_empty());
                    if g.phase() == Phase::Choose {
                        assert_eq!(g.to_act(), Some(w), "the winner chooses");
                    }
                }
                TurnResult::Tie | TurnResult::NoData => {
                    assert_eq!(g.middle().len(), middle_before + shown);
                    if g.phase() == Phase::Choose {
                        let want = if g.stack(seat).is_empty() {
                            seat.clockwise(players as usize)
                                .find(|&s| !g.stack(s).is_empty())
                        } else {
                            Some(seat)
                        };
                        assert_eq!(g.to_act(), want);
                    }
                }
            }
        }
        turns_total += u64::from(g.turns());
        assert!(g.turns() <= TURN_LIMIT, "the game ends by the limit");
        let winners = g.outcome().expect("over").winners;
        assert!(!winners.is_empty());
        let holding: Vec<Seat> = (0..players)
            .map(Seat)
            .filter(|&s| !g.stack(s).is_empty())
            .collect();
        if g.turns() == TURN_LIMIT && holding.len() > 1 {
            by_limit += 1;
            let most = (0..players).map(|p| g.stack(Seat(p)).len()).max().unwrap();
            assert!(winners.iter().all(|&w| g.stack(w).len() == most));
            assert_eq!(
                winners.len(),
                holding
                    .iter()
                    .filter(|&&s| g.stack(s).len() == most)
                    .count()
            );
        } else if holding.is_empty() {
            shared += 1;
            let last = g.last().unwrap();
            let mut want: Vec<Seat> = last.revealed.iter().map(|&(s, _)| s).collect();
            want.sort();
            assert_eq!(
                winners, want,
                "a tie of everyone's last cards is a shared win"
            );
        } else {
            assert_eq!(winners, holding, "the last player with cards wins");
        }
    }
    println!("{games} games, {turns_total} turns, {by_limit} ended by the limit, {shared} shared");
    if games >= 1000 {
        assert!(by_limit > 0, "some games reach the turn limit");
    }
}
