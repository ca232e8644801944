//! Properties of Truf's rules over many random matches of 3 and 4 players: cards conserved,
//! every legal action accepted and a few illegal ones refused with the state unchanged, a
//! trump is never led before trumps are broken by a hand with other cards, the scores add up
//! and every match ends. (Truf's view, bots and the registry come next; then the properties
//! of the game interface cover it too.)
//!
//! 2,000 matches by default; `TRUF_GAMES=n` for more or fewer.

use crate::properties;

use properties::{
    cards_conserved, count_from_env, every_legal_accepted, play_out, refused_unchanged,
};
use trumps_rules::bots::random::BotRng;
use trumps_rules::games::truf::bid::{Direction, Kind};
use trumps_rules::games::truf::{scoring, Action, Card, Options, Phase, Truf};
use trumps_rules::mechanics::deal::DeckOptions;

fn all_cards_accounted_for(g: &Truf) {
    if g.phase() == Phase::GameOver {
        return;
    }
    let h = g.hand();
    let mut cards: Vec<Card> = h.hands.concat();
    cards.extend(
        h.tricks
            .iter()
            .flat_map(|t| t.plays.iter().map(|&(_, c)| c)),
    );
    cards.extend(h.trick.plays.iter().map(|&(_, c)| c));
    cards_conserved(cards, g.options().deck());
}

/// A random legal action; bids close early half the time, so low, even and high games all come.
fn pick(legal: &[Action], rng: &mut BotRng) -> Action {
    if legal.contains(&Action::BidDone) && rng.chance(0.5) {
        return Action::BidDone;
    }
    legal[rng.below(legal.len())]
}

#[test]
fn random_matches_keep_every_rule() {
    let games: u64 = count_from_env("TRUF_GAMES", 10_000);
    let mut rng = BotRng::new(2028);
    let mut kinds = [0usize; 3];
    for seed in 0..games {
        let players = 3 + (seed % 2) as u8;
        let options = Options {
            players,
            hands: 1 + rng.below(3) as u32,
        };
        let mut g = Truf::start(&options, seed, None, Vec::new()).expect("valid");
        play_out(&mut g, 10_000, |g, seat, legal| {
            if seed % 10 == 0 {
                // Every legal action is accepted; a few others are refused, changing
                // nothing, and so is another seat's legal action.
                every_legal_accepted(g, seat, &legal);
                let tries = Card::all()
                    .flat_map(|card| {
                        [
                            Action::Play { card },
                            Action::BidCard { card, minus: false },
                        ]
                    })
                    .chain([
                        Action::BidDone,
                        Action::Turn {
                            direction: Direction::Up,
                        },
                    ])
                    .filter(|a| !legal.contains(a))
                    .take(40);
                refused_unchanged(g, seat, tries);
                refused_unchanged(g, seat.next(players as usize), [legal[0]]);
            }
            // No trump is led before trumps are broken, unless the hand holds only trumps.
            if g.phase() == Phase::Play && g.hand().trick.plays.is_empty() && !g.hand().broken {
                if let Some(t) = g.trump() {
                    let hand = &g.hand().hands[seat.index()];
                    if hand.iter().any(|c| c.suit() != t) {
                        assert!(legal
                            .iter()
                            .all(|a| matches!(a, Action::Play { card } if card.suit() != t)));
                    }
                }
            }
            let a = pick(&legal, &mut rng);
            let hands_before = g.results().len();
            g.act(seat, a).expect("legal action accepted");
            all_cards_accounted_for(g);
            if g.results().len() > hands_before {
                let r = g.results().last().expect("a hand");
                let tricks: usize = r.won.iter().map(|&w| w as usize).sum();
                assert_eq!(tricks, options.tricks());
                kinds[match r.reveal.kind {
                    Kind::High => 0,
                    Kind::Low => 1,
                    Kind::Even => 2,
                }] += 1;
                for i in 0..players as usize {
                    let want = scoring::score(
                        r.contract[i],
                        u32::from(r.won[i]),
                        r.kind,
                        players as usize,
                    );
                    assert_eq!(r.points[i], want);
                }
            }
        });
        assert_eq!(g.results().len() as u32, options.hands);
        for i in 0..players as usize {
            let sum: i32 = g.results().iter().map(|r| r.points[i]).sum();
            assert_eq!(g.points()[i], sum);
        }
        let best = g.points().iter().max().copied();
        assert!(!g.winners().is_empty());
        assert!(g
            .winners()
            .iter()
            .all(|w| Some(g.points()[w.index()]) == best));
    }
    if games >= 1_000 {
        assert!(
            kinds.iter().all(|&k| k > 0),
            "high, low and even games all came: {kinds:?}"
        );
    }
}
