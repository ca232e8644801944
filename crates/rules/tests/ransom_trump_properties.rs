//! Properties of Ransom Trump over many random games with random legal mixes of variants and
//! 2 to 4 players: cards conserved (ransoms included), every legal action accepted, illegal
//! ones refused with the state unchanged, the ransom winner's suit is trump and it leads,
//! scores add up, matches end, and no view shows another seat's hand or face-down ransom.
//!
//! 10,000 games by default; `RANSOM_TRUMP_GAMES=n` for more or fewer.

use crate::properties;

use properties::{
    cards_conserved, count_from_env, hand_scored_by_the_bids, legal_accepted_illegal_refused,
    only_own_hand_shown, play_out, samples_from_part_way, scores_add_up,
};
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, GameOptions, Viewpoint};
use trumps_rules::games::ransom_trump::{
    Action, Card, Options, Phase, RansomTrump, Reveal, Suit, Until,
};
use trumps_rules::mechanics::deal::DeckOptions;

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
    cards_conserved(cards, g.options().deck());
}

/// Actions of every kind, for the refusals: plays and ransoms of every card, bids and trump
/// choices.
fn every_kind_of_action() -> impl Iterator<Item = Action> {
    Card::all()
        .flat_map(|card| [Action::Play { card }, Action::Ransom { card }])
        .chain((0..=12).map(|tricks| Action::Bid { tricks }))
        .chain(
            Suit::ALL
                .into_iter()
                .map(|suit| Action::ChooseTrump { suit }),
        )
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
    let games: u64 = count_from_env("RANSOM_TRUMP_GAMES", 10_000);
    let mut rng = BotRng::new(2027);
    let mut hands_played = 0;
    let mut no_trump = 0;
    let mut chosen = 0;
    for seed in 0..games {
        let opts = random_options(&mut rng);
        let mut g = RansomTrump::new(&opts, seed).expect("valid options start");
        let players = g.players();
        play_out(&mut g, 5_000, |g, seat, legal| {
            // Views: a seat sees its own hand and ransom, never another's face-down ransom.
            let v = g.view_of(seat);
            let obs = g.view(Viewpoint::Observer);
            only_own_hand_shown(seat, &v.hands, &obs.hands);
            for i in 0..players {
                if v.reveal.is_none() && i != seat.index() {
                    assert_eq!(v.ransoms[i], None);
                }
            }
            assert!(v.set_aside.is_none());
            assert_eq!(v.legal.to_vec(), legal);
            if obs.reveal.is_none() {
                assert!(obs.ransoms.iter().all(Option::is_none));
            }
            if seed % 10 == 0 {
                legal_accepted_illegal_refused(g, seat, &legal, every_kind_of_action(), &mut rng);
            }
            if g.phase() == Phase::ChooseTrump {
                chosen += 1;
            }
            let a = legal[rng.below(legal.len())];
            let hands_before = g.results().len();
            g.apply(seat, a).expect("legal action accepted");
            all_cards_accounted_for(g);
            trump_follows_the_ransom(g);
            if g.results().len() > hands_before {
                let r = g.results().last().expect("a hand");
                if r.trump.is_none() {
                    no_trump += 1;
                }
                hand_scored_by_the_bids(&r.bids, &r.won, &r.points, opts.bidding, opts.tricks());
            }
        });
        hands_played += g.results().len();
        let hands = g.results().iter().map(|r| r.points.as_slice());
        let out = g.outcome().expect("over");
        scores_add_up(g.points(), hands, &out, opts.partners);
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
    let start =
        |rng: &mut BotRng, seed| RansomTrump::new(&random_options(rng), seed).expect("valid");
    samples_from_part_way(&mut rng, 300, 30, start, |s, seat, view| {
        assert_eq!(&s.view_of(seat), view);
        all_cards_accounted_for(s);
    });
}
