//! Properties of Ransom Trump over many random games with random legal mixes of variants and
//! 2 to 4 players: cards conserved (ransoms included), every legal action accepted, illegal
//! ones refused with the state unchanged, the ransom winner's suit is trump and it leads,
//! scores add up, matches end, and no view shows another seat's hand or face-down ransom.
//!
//! 10,000 games by default; `RANSOM_TRUMP_GAMES=n` for more or fewer.

use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, GameOptions, Seat, Viewpoint};
use trumps_rules::games::ransom_trump::{
    Action, Card, Options, Phase, RansomTrump, Reveal, Suit, Until,
};

fn random_options(rng: &mut BotRng) -> Options {
    loop {
        let players = 2 + rng.below(3) as u8;
        let until = if rng.chance(0.5) {
            Until::Hands
        } else {
            Until::Target
        };
        let o = Options {
            players,
            excuse: rng.chance(0.4),
            pawns: rng.chance(0.4),
            early_bird: rng.chance(0.25),
            partners: rng.chance(0.4),
            bidding: rng.chance(0.4),
            until,
            length: match until {
                Until::Hands => 1 + rng.below(3) as u32,
                Until::Target => 5 + rng.below(20) as u32,
            },
        };
        if o.validate().is_ok() {
            return o;
        }
    }
}

fn all_cards_accounted_for(g: &RansomTrump) {
    if g.phase() == Phase::GameOver {
        return;
    }
    let h = g.hand();
    let mut cards: Vec<Card> = h.hands.concat();
    cards.extend(&h.set_aside);
    cards.extend(h.ransoms.iter().flatten());
    cards.extend(h.played().map(|(_, c)| c));
    cards.sort();
    let mut deck = g.options().deck();
    deck.sort();
    assert_eq!(cards, deck, "cards conserved");
}

fn illegal_is_refused(g: &RansomTrump, seat: Seat, legal: &[Action], rng: &mut BotRng) {
    let before = g.clone();
    let mut tries: Vec<Action> = Card::all()
        .flat_map(|card| [Action::Play { card }, Action::Ransom { card }])
        .chain((0..=12).map(|tricks| Action::Bid { tricks }))
        .chain(
            Suit::ALL
                .into_iter()
                .map(|suit| Action::ChooseTrump { suit }),
        )
        .filter(|a| !legal.contains(a))
        .collect();
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

/// Once the ransoms are shown and trump is set: a lone winner's suit is trump and it leads;
/// with no winner there is no trump and the dealer's left leads.
fn trump_follows_the_ransom(g: &RansomTrump) {
    let h = g.hand();
    let Some(r) = &h.reveal else { return };
    if !matches!(g.phase(), Phase::Bid | Phase::Play) || !h.tricks.is_empty() {
        return;
    }
    assert_eq!(*r, Reveal::of(r.cards.clone()));
    match r.winner {
        Some(w) => {
            let card = r.cards[w.index()];
            assert!(h.trump.is_some_and(|t| card.has_suit(t)));
            assert_eq!(h.trick.leader, w);
        }
        None => {
            assert_eq!(h.trump, None);
            assert_eq!(h.trick.leader, g.dealer().next(g.players()));
        }
    }
}

#[test]
fn random_games_keep_every_rule() {
    let games: u64 = std::env::var("RANSOM_TRUMP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let mut rng = BotRng::new(2027);
    let mut hands_played = 0;
    let mut no_trump = 0;
    let mut chosen = 0;
    for seed in 0..games {
        let opts = random_options(&mut rng);
        let mut g = RansomTrump::new(&opts, seed).expect("valid options start");
        let players = g.players();
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            steps += 1;
            assert!(steps < 5_000, "the match ends ({opts:?})");
            let legal = g.legal_actions();
            assert!(!legal.is_empty());
            // Views: a seat sees its own hand and ransom, never another's face-down ransom.
            let v = g.view_of(seat);
            for i in 0..players {
                assert_eq!(v.hands[i].is_some(), i == seat.index());
                if v.reveal.is_none() && i != seat.index() {
                    assert_eq!(v.ransoms[i], None);
                }
            }
            assert!(v.set_aside.is_none());
            assert_eq!(v.legal.to_vec(), legal);
            let obs = g.view(Viewpoint::Observer);
            assert!(obs.hands.iter().all(Option::is_none));
            if obs.reveal.is_none() {
                assert!(obs.ransoms.iter().all(Option::is_none));
            }
            if seed % 10 == 0 {
                illegal_is_refused(&g, seat, &legal, &mut rng);
                for a in &legal {
                    let mut g2 = g.clone();
                    g2.apply(seat, *a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
                }
            }
            if g.phase() == Phase::ChooseTrump {
                chosen += 1;
            }
            let a = legal[rng.below(legal.len())];
            let hands_before = g.results().len();
            g.apply(seat, a).expect("legal action accepted");
            all_cards_accounted_for(&g);
            trump_follows_the_ransom(&g);
            if g.results().len() > hands_before {
                let r = g.results().last().expect("a hand");
                if r.trump.is_none() {
                    no_trump += 1;
                }
                let tricks: usize = r.won.iter().map(|&w| w as usize).sum();
                assert_eq!(tricks, opts.tricks(), "one winner a trick");
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
        for i in 0..players {
            let sum: i32 = g.results().iter().map(|r| r.points[i]).sum();
            assert_eq!(g.points()[i], sum);
        }
        let out = g.outcome().expect("over");
        assert!(!out.winners.is_empty());
        let best = *out.scores.iter().max().expect("scores");
        assert!(out.winners.iter().all(|w| out.scores[w.index()] == best));
        if opts.partners {
            for i in 0..players {
                assert_eq!(out.scores[i], g.points()[i] + g.points()[(i + 2) % players]);
            }
        }
    }
    assert!(hands_played as u64 >= games);
    // Random ransoms reach every branch: some hands without trump, some trump choices.
    if games >= 1_000 {
        assert!(no_trump > 0 && chosen > 0, "{no_trump} {chosen}");
    }
}

#[test]
fn samples_agree_with_the_view() {
    let mut rng = BotRng::new(98);
    for seed in 0..300 {
        let opts = random_options(&mut rng);
        let mut g = RansomTrump::new(&opts, seed).expect("valid");
        let stop = rng.below(30);
        for _ in 0..stop {
            let Some(seat) = g.to_act() else { break };
            let legal = g.legal_actions();
            g.apply(seat, legal[rng.below(legal.len())]).expect("legal");
        }
        let Some(seat) = g.to_act() else { continue };
        let view = g.view_of(seat);
        let s = RansomTrump::sample(&view, seed + 1);
        assert_eq!(s.view_of(seat), view);
        all_cards_accounted_for(&s);
        let mut s = s;
        while let Some(seat) = s.to_act() {
            let legal = s.legal_actions();
            s.apply(seat, legal[0]).expect("legal in the sample");
        }
    }
}
