//! Properties of Ace Trump over many random games with random legal mixes of variants and 2 to 6
//! players: cards conserved, every legal action accepted, illegal ones refused with the state
//! unchanged, scores add up, matches end, views never show another seat's hand.
//!
//! 10,000 games by default; `ACE_TRUMP_GAMES=n` for more or fewer.

use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, GameOptions, Seat, Viewpoint};
use trumps_rules::games::ace_trump::{AceTrump, Action, Card, Options, Phase, Suit, Until};

fn random_options(rng: &mut BotRng) -> Options {
    loop {
        let players = 2 + rng.below(5) as u8;
        let o = Options {
            players,
            excuse: rng.chance(0.4),
            pawns: rng.chance(0.4),
            sticky_aces: rng.chance(0.25),
            early_bird: rng.chance(0.25),
            partners: rng.chance(0.4),
            bidding: rng.chance(0.4),
            tides: rng.chance(0.3),
            fixed_trump: rng.chance(0.2),
            until: if rng.chance(0.5) {
                Until::Hands
            } else {
                Until::Target
            },
            length: 0,
        };
        let o = Options {
            length: match o.until {
                Until::Hands => 1 + rng.below(3) as u32,
                Until::Target => 5 + rng.below(20) as u32,
            },
            ..o
        };
        if o.validate().is_ok() {
            return o;
        }
    }
}

fn all_cards_accounted_for(g: &AceTrump) {
    if g.phase() == Phase::GameOver || g.phase() == Phase::NameTrump {
        return;
    }
    let h = g.hand();
    let mut cards: Vec<Card> = h.hands.concat();
    cards.extend(&h.set_aside);
    cards.extend(h.played().map(|(_, c)| c));
    cards.sort();
    let mut deck = g.options().deck();
    deck.sort();
    assert_eq!(cards, deck, "cards conserved");
}

fn illegal_is_refused(g: &AceTrump, seat: Seat, legal: &[Action], rng: &mut BotRng) {
    let before = g.clone();
    let mut tries: Vec<Action> = Card::all()
        .map(|card| Action::Play { card })
        .chain((0..=14).map(|tricks| Action::Bid { tricks }))
        .chain(Suit::ALL.into_iter().map(|suit| Action::NameTrump { suit }))
        .filter(|a| !legal.contains(a))
        .collect();
    // A few illegal actions of the seat to act, and one by another seat.
    for _ in 0..3 {
        if tries.is_empty() {
            break;
        }
        let a = tries.swap_remove(rng.below(tries.len()));
        let mut g2 = g.clone();
        assert!(g2.apply(seat, a).is_err(), "{a:?} refused");
        assert_eq!(g2, before, "state unchanged after {a:?}");
    }
    let other = seat.next(g.players());
    let mut g2 = g.clone();
    assert!(g2.apply(other, legal[0]).is_err());
    assert_eq!(g2, before);
}

#[test]
fn random_games_keep_every_rule() {
    let games: u64 = std::env::var("ACE_TRUMP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let mut rng = BotRng::new(2026);
    let mut hands_played = 0;
    for seed in 0..games {
        let opts = random_options(&mut rng);
        let mut g = AceTrump::new(&opts, seed).expect("valid options start");
        let players = g.players();
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            steps += 1;
            assert!(steps < 5_000, "the match ends ({opts:?})");
            let legal = g.legal_actions();
            assert!(!legal.is_empty());
            // Views: a seat sees its own hand and never another's, nor the cards set aside.
            let v = g.view_of(seat);
            for i in 0..players {
                assert_eq!(v.hands[i].is_some(), i == seat.index());
            }
            assert!(v.set_aside.is_none());
            assert_eq!(v.legal.to_vec(), legal);
            let obs = g.view(Viewpoint::Observer);
            assert!(obs.hands.iter().all(Option::is_none));
            if seed % 10 == 0 {
                illegal_is_refused(&g, seat, &legal, &mut rng);
                // Every legal action is accepted.
                for a in &legal {
                    let mut g2 = g.clone();
                    g2.apply(seat, *a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
                }
            }
            let a = legal[rng.below(legal.len())];
            let hands_before = g.results().len();
            g.apply(seat, a).expect("legal action accepted");
            all_cards_accounted_for(&g);
            if g.results().len() > hands_before {
                let r = g.results().last().expect("a hand");
                let tricks: u32 = r.won.iter().map(|&w| w as u32).sum();
                assert_eq!(tricks as usize, r.size, "one winner a trick");
                for i in 0..players {
                    let want = match r.bids[i] {
                        Some(b) if opts.bidding => {
                            if r.won[i] < b {
                                0
                            } else {
                                5 * b as i32 + (r.won[i] - b) as i32
                            }
                        }
                        _ => r.won[i] as i32,
                    };
                    assert_eq!(r.points[i], want);
                }
            }
        }
        hands_played += g.results().len();
        // Scores add up: each seat's points are the sum of its hands, totals add partners.
        for i in 0..players {
            let sum: i32 = g.results().iter().map(|r| r.points[i]).sum();
            assert_eq!(g.points()[i], sum);
        }
        let out = g.outcome().expect("over");
        assert!(!out.winners.is_empty());
        let best = *out.scores.iter().max().expect("scores");
        assert!(out.winners.iter().all(|w| out.scores[w.index()] == best));
        if opts.partners {
            let half = players / 2;
            for i in 0..players {
                assert_eq!(
                    out.scores[i],
                    g.points()[i] + g.points()[(i + half) % players]
                );
            }
        }
    }
    assert!(hands_played as u64 >= games);
}

#[test]
fn samples_agree_with_the_view() {
    let mut rng = BotRng::new(99);
    for seed in 0..300 {
        let opts = random_options(&mut rng);
        let mut g = AceTrump::new(&opts, seed).expect("valid");
        let stop = rng.below(40);
        for _ in 0..stop {
            let Some(seat) = g.to_act() else { break };
            let legal = g.legal_actions();
            g.apply(seat, legal[rng.below(legal.len())]).expect("legal");
        }
        let Some(seat) = g.to_act() else { continue };
        let view = g.view_of(seat);
        let s = AceTrump::sample(&view, seed + 1);
        let back = s.view_of(seat);
        assert_eq!(back.hands, view.hands);
        assert_eq!(back.counts, view.counts);
        assert_eq!(back.trick, view.trick);
        assert_eq!(back.legal, view.legal);
        all_cards_accounted_for(&s);
        // The sample plays on to the end.
        let mut s = s;
        while let Some(seat) = s.to_act() {
            let legal = s.legal_actions();
            s.apply(seat, legal[0]).expect("legal in the sample");
        }
    }
}
