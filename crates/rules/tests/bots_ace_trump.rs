//! Ace Trump's Standard bot plays to its bid and to the match score.

use trumps_rules::bots::{BotGame, BotLevel, Budget};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::ace_trump::{rules, AceTrump, Action, Options, Phase, Until, View};

fn bidding(players: u8, hands: u32) -> Options {
    Options {
        players,
        bidding: true,
        until: Until::Hands,
        length: hands,
        ..Options::default()
    }
}

fn standard_bid(view: &View) -> u8 {
    match AceTrump::bot(BotLevel::Standard, 1).decide(view, Budget::default()) {
        Action::Bid { tricks } => tricks,
        other => panic!("a bid was due, the bot chose {other:?}"),
    }
}

#[test]
fn in_the_last_hand_it_bids_boldly_when_trailing_and_safely_when_leading() {
    let mut bolder = 0;
    for seed in 0..40 {
        let g = AceTrump::new(&bidding(3, 1), seed).expect("valid options");
        assert_eq!(g.phase(), Phase::Bid);
        let seat = g.to_act().expect("a bidder");
        let mut view = g.view_of(seat);
        let others: Vec<usize> = (0..3).filter(|&i| i != seat.index()).collect();
        let with = |view: &mut View, mine: i32, theirs: i32| {
            view.totals[seat.index()] = mine;
            for &o in &others {
                view.totals[o] = theirs;
            }
            standard_bid(view)
        };
        let trailing = with(&mut view, 0, 12);
        let level = with(&mut view, 0, 0);
        let leading = with(&mut view, 12, 0);
        assert!(
            trailing >= level && level >= leading,
            "seed {seed}: trailing {trailing}, level {level}, leading {leading}"
        );
        bolder += usize::from(trailing > leading);
    }
    assert!(
        bolder >= 10,
        "the standing changed only {bolder} bids of 40"
    );
}

/// Whether `seat` playing `card` now would be winning the trick so far.
fn takes_lead(view: &View, seat: Seat, card: trumps_rules::games::ace_trump::Card) -> bool {
    let mut plays = view.trick.plays.to_vec();
    plays.push((seat, card));
    let mut trump = view.trump.clone();
    if card.is_ace() && trump.open {
        trump.current = Some(card.suits()[0]);
    }
    rules::winner(&plays, trump.current, view.options.early_bird) == seat
}

#[test]
fn needing_every_trick_left_it_always_plays_to_take_the_trick_when_it_can() {
    let mut checked = 0;
    for seed in 0..300 {
        let mut g = AceTrump::new(&bidding(4, 1), seed).expect("valid options");
        let mut bots: Vec<_> = (0..4)
            .map(|i| AceTrump::bot(BotLevel::Standard, seed * 7 + i))
            .collect();
        while let Some(seat) = g.to_act() {
            let view = g.view_of(seat);
            let action = bots[seat.index()].decide(&view, Budget::default());
            if let (Phase::Play, Action::Play { card }) = (view.phase, action) {
                let bid = view.bids[seat.index()].unwrap_or(0);
                let won = view.won[seat.index()];
                let left = view.hand_size - view.tricks.len();
                let need = bid.saturating_sub(won) as usize;
                if need > 0 && need == left && !view.trick.plays.is_empty() {
                    let could = view.legal.iter().any(
                        |a| matches!(a, Action::Play { card } if takes_lead(&view, seat, *card)),
                    );
                    if could {
                        checked += 1;
                        assert!(
                            takes_lead(&view, seat, card),
                            "seed {seed}: needing {need} of {left} tricks, {seat:?} played {card:?} and gave up the trick"
                        );
                    }
                }
            }
            g.apply(seat, action).expect("bots play legal actions");
        }
    }
    assert!(checked >= 20, "only {checked} positions tested");
}
