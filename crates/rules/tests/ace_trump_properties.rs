//! Properties of Ace Trump over many random games with random legal mixes of variants and 2 to 6
//! players: cards conserved, every legal action accepted, illegal ones refused with the state
//! unchanged, scores add up, matches end, views never show another seat's hand.
//!
//! 10,000 games by default; `ACE_TRUMP_GAMES=n` for more or fewer.

use crate::properties;

use properties::{
    cards_conserved, count_from_env, hand_scored_by_the_bids, legal_accepted_illegal_refused,
    only_own_hand_shown, play_out, samples_from_part_way, scores_add_up,
};
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, GameOptions, Viewpoint};
use trumps_rules::games::ace_trump::{AceTrump, Action, Card, Options, Phase, Suit, Until};
use trumps_rules::mechanics::deal::DeckOptions;

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
    cards_conserved(cards, g.options().deck());
}

/// Actions of every kind, for the refusals: plays of every card, bids and trump namings.
fn every_kind_of_action() -> impl Iterator<Item = Action> {
    Card::all()
        .map(|card| Action::Play { card })
        .chain((0..=14).map(|tricks| Action::Bid { tricks }))
        .chain(Suit::ALL.into_iter().map(|suit| Action::NameTrump { suit }))
}

#[test]
fn random_games_keep_every_rule() {
    let games: u64 = count_from_env("ACE_TRUMP_GAMES", 10_000);
    let mut rng = BotRng::new(2026);
    let mut hands_played = 0;
    for seed in 0..games {
        let opts = random_options(&mut rng);
        let mut g = AceTrump::new(&opts, seed).expect("valid options start");
        play_out(&mut g, 5_000, |g, seat, legal| {
            // Views: a seat sees its own hand and never another's, nor the cards set aside.
            let v = g.view_of(seat);
            let obs = g.view(Viewpoint::Observer);
            only_own_hand_shown(seat, &v.hands, &obs.hands);
            assert!(v.set_aside.is_none());
            assert_eq!(v.legal.to_vec(), legal);
            if seed % 10 == 0 {
                legal_accepted_illegal_refused(g, seat, &legal, every_kind_of_action(), &mut rng);
            }
            let a = legal[rng.below(legal.len())];
            let hands_before = g.results().len();
            g.apply(seat, a).expect("legal action accepted");
            all_cards_accounted_for(g);
            if g.results().len() > hands_before {
                let r = g.results().last().expect("a hand");
                hand_scored_by_the_bids(&r.bids, &r.won, &r.points, opts.bidding, r.size);
            }
        });
        hands_played += g.results().len();
        // Scores add up: each seat's points are the sum of its hands, totals add partners.
        let hands = g.results().iter().map(|r| r.points.as_slice());
        let out = g.outcome().expect("over");
        scores_add_up(g.points(), hands, &out, opts.partners);
    }
    assert!(hands_played as u64 >= games);
}

#[test]
fn samples_agree_with_the_view() {
    let mut rng = BotRng::new(99);
    let start = |rng: &mut BotRng, seed| AceTrump::new(&random_options(rng), seed).expect("valid");
    samples_from_part_way(&mut rng, 300, 40, start, |s, seat, view| {
        let back = s.view_of(seat);
        assert_eq!(back.hands, view.hands);
        assert_eq!(back.counts, view.counts);
        assert_eq!(back.trick, view.trick);
        assert_eq!(back.legal, view.legal);
        all_cards_accounted_for(s);
    });
}
