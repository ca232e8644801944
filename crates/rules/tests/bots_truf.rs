//! Truf's bots: Standard bids by simulation and plays by a flat look ahead, each a choice it
//! may make, the same for the same view and seed; a flat look ahead works for any game.

use trumps_rules::bots::flat;
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::{BotGame, BotLevel, Budget};
use trumps_rules::engine::Game;
use trumps_rules::games::ace_trump::AceTrump;
use trumps_rules::games::truf::{bid, Action, Options, Phase, Truf};

/// A one-hand game of Standard players from `seed`, with each view's decision checked.
fn standard_hand(players: u8, seed: u64, mut check: impl FnMut(&Truf, Action)) -> Truf {
    let mut g = Truf::new(&Options { players, hands: 1 }, seed).expect("valid options");
    let mut bots: Vec<_> = (0..players)
        .map(|i| Truf::bot(BotLevel::Standard, seed * 8 + u64::from(i)))
        .collect();
    while let Some(seat) = g.to_act() {
        let view = g.view_of(seat);
        let action = bots[seat.index()].decide(&view, Budget::default());
        check(&g, action);
        g.apply(seat, action)
            .expect("Standard chooses a legal action");
    }
    g
}

#[test]
fn standard_plays_whole_hands_legally_and_the_same_from_the_same_seed() {
    for players in [3, 4] {
        for seed in 0..2 {
            let mut first = Vec::new();
            let a = standard_hand(players, seed, |g, action| {
                assert!(g.legal_actions().contains(&action));
                first.push(action);
            });
            let mut again = Vec::new();
            standard_hand(players, seed, |_, action| again.push(action));
            assert_eq!(first, again, "{players} players, seed {seed}");
            let result = &a.results()[0];
            // Every bid closed is a bid of the hand's own cards, worth what was shown.
            for (i, b) in result.bids.iter().enumerate() {
                assert_eq!(bid::value(b), result.reveal.values[i]);
            }
        }
    }
}

#[test]
fn a_flat_look_ahead_chooses_a_legal_action_the_same_for_the_same_seed() {
    for seed in 0..6 {
        let mut g = Truf::new(&Options::default(), seed).expect("valid options");
        // Past the bids, into the tricks, by Standard.
        let mut bot = Truf::bot(BotLevel::Standard, seed);
        while g.phase() != Phase::Play {
            let seat = g.to_act().expect("a seat acts");
            let action = bot.decide(&g.view_of(seat), Budget::default());
            g.apply(seat, action).expect("legal");
        }
        let seat = g.to_act().expect("a seat plays");
        let view = g.view_of(seat);
        let one = flat::best::<Truf>(&view, 6, &mut BotRng::new(seed)).expect("a card");
        let two = flat::best::<Truf>(&view, 6, &mut BotRng::new(seed)).expect("a card");
        assert_eq!(one, two);
        assert!(g.legal_actions().contains(&one));
        // Written once for every game: another game's first decision.
        let other = AceTrump::new(&Default::default(), seed).expect("valid options");
        let seat = other.to_act().expect("a seat acts");
        let choice = flat::best::<AceTrump>(&other.view_of(seat), 4, &mut BotRng::new(seed))
            .expect("a choice");
        assert!(other.legal_actions().contains(&choice));
    }
}
