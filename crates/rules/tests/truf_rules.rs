//! Truf's rules from worked examples (shared/seeds/003_…, shared/RULINGS.md "Truf"): secret
//! bids made card by card, the winner, trump from a one-suit bid, high, low and even games
//! turned up or down, the lead restriction on trumps until broken, cards played face down when
//! not following (a face-down trump winning, and said to win once turned up), and each hand's
//! score. (Bid values, ties and scores one by one are in the unit tests of `games/truf/bid.rs`
//! and `scoring.rs`.)

use trumps_rules::engine::Seat;
use trumps_rules::games::truf::bid::{Direction, Kind};
use trumps_rules::games::truf::state::trick_winner;
use trumps_rules::games::truf::{
    scoring, Action, ActionError, Card, Options, Phase, Reveal, Suit, Truf,
};

fn c(id: &str) -> Card {
    id.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn cards(ids: &str) -> Vec<Card> {
    ids.split_whitespace().map(c).collect()
}

/// Four hands dealt as given (seat 3 deals, so card k goes to seat k % 4).
fn deal4(hands: [&str; 4]) -> Truf {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    assert!(hands.iter().all(|h| h.len() == 13));
    let deck: Vec<Card> = (0..13)
        .flat_map(|k| hands.iter().map(move |h| h[k]))
        .collect();
    Truf::start(&Options::default(), 1, Some(Seat(3)), vec![deck]).expect("a valid deal")
}

/// Spades 2–8 and hearts 2–7; spades 9–K, hearts 8–A and the 2 of clubs; the Ace of spades,
/// diamonds 2–Q and the 3 of clubs; the King and Ace of diamonds and clubs 4–A.
fn table() -> Truf {
    deal4([
        "2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H 7H",
        "9S 10S JS QS KS 8H 9H 10H JH QH KH AH 2C",
        "AS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD 3C",
        "KD AD 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    ])
}

/// Seat `seat` adds `card` to its bid.
fn show(g: &mut Truf, seat: u8, card: &str, minus: bool) {
    g.act(
        Seat(seat),
        Action::BidCard {
            card: c(card),
            minus,
        },
    )
    .unwrap_or_else(|e| panic!("{card}: {e}"));
}

/// Seat `seat` bids these cards and closes its bid.
fn bid(g: &mut Truf, seat: u8, shown: &[(&str, bool)]) {
    for &(card, minus) in shown {
        show(g, seat, card, minus);
    }
    g.act(Seat(seat), Action::BidDone).expect("the bid closes");
}

/// Each seat in turn from seat 0 bids the cards given (`"7H 8S"`, all plus) and closes its bid.
fn bid_round(g: &mut Truf, bids: [&str; 4]) {
    for (seat, cards) in bids.into_iter().enumerate() {
        let shown: Vec<(&str, bool)> = cards.split_whitespace().map(|c| (c, false)).collect();
        bid(g, seat as u8, &shown);
    }
}

/// A table where each seat bid the cards given (`bid_round`), and the bids shown.
fn revealed(bids: [&str; 4]) -> (Truf, Reveal) {
    let mut g = table();
    bid_round(&mut g, bids);
    let r = g.hand().reveal.clone().expect("shown");
    (g, r)
}

fn play(g: &mut Truf, seat: u8, card: &str) {
    g.act(Seat(seat), Action::Play { card: c(card) })
        .unwrap_or_else(|e| panic!("{card}: {e}"));
}

#[test]
fn bids_are_made_card_by_card_in_hand_order_and_closed() {
    let mut g = table();
    assert_eq!(g.phase(), Phase::Bid);
    assert_eq!(g.to_act_seat(), Some(Seat(0)));
    // Every card of the hand, plus or minus; no closing an empty bid.
    assert_eq!(g.legal().len(), 26);
    assert_eq!(g.act(Seat(0), Action::BidDone), Err(ActionError::EmptyBid));
    assert_eq!(
        g.act(
            Seat(0),
            Action::BidCard {
                card: c("9S"),
                minus: false
            }
        ),
        Err(ActionError::CardNotInHand(c("9S")))
    );
    // The hand's order is clubs, diamonds, hearts, spades, each low to high.
    show(&mut g, 0, "2H", true);
    show(&mut g, 0, "5S", false);
    // Only later cards of the hand may follow, and closing is possible.
    assert_eq!(
        g.act(
            Seat(0),
            Action::BidCard {
                card: c("3S"),
                minus: true
            }
        ),
        Err(ActionError::BidOrder { card: c("3S") })
    );
    assert!(g.legal().contains(&Action::BidDone));
    g.act(Seat(0), Action::BidDone).expect("closed");
    assert_eq!(g.to_act_seat(), Some(Seat(1)));
    // The bid cards stay in the hand.
    assert_eq!(g.hand().hands[0].len(), 13);
}

#[test]
fn the_highest_bid_wins_sets_trump_from_one_suit_and_leads_a_low_game() {
    let (g, r) = revealed(["7S", "2C", "3C", "JC"]);
    assert_eq!(r.values, vec![7, 2, 3, 0]);
    assert_eq!(r.winner, Seat(0));
    assert_eq!(r.trump, Some(Suit::Spades));
    // 12 bid of 13 tricks: a low game.
    assert_eq!(r.kind, Kind::Low);
    assert_eq!(g.hand().contract, Some((vec![7, 2, 3, 0], Kind::Low)));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act_seat(), Some(Seat(0)));
}

#[test]
fn a_bid_of_mixed_suits_wins_with_no_trump() {
    let (g, r) = revealed(["7H 8S", "2C", "3C", "JC"]);
    assert_eq!(r.values, vec![15, 2, 3, 0]);
    assert_eq!(r.trump, None);
    assert_eq!(r.kind, Kind::High);
    // With no trump, any card may be led.
    let leads = g.legal().len();
    assert_eq!(leads, 13);
}

#[test]
fn an_even_game_is_turned_up_or_down_by_the_bid_winner() {
    for (direction, contract, kind) in [
        (Direction::Up, vec![8, 3, 4, 2], Kind::High),
        (Direction::Down, vec![6, 1, 2, 0], Kind::Low),
    ] {
        let mut g = table();
        bid_round(&mut g, ["7S", "2C", "3C", "AC"]);
        assert_eq!(g.hand().reveal.as_ref().map(|r| r.kind), Some(Kind::Even));
        assert_eq!(g.phase(), Phase::Turn);
        assert_eq!(g.to_act_seat(), Some(Seat(0)));
        assert!(g.act(Seat(1), Action::Turn { direction }).is_err());
        g.act(Seat(0), Action::Turn { direction })
            .expect("the winner turns");
        assert_eq!(g.hand().contract, Some((contract, kind)));
        assert_eq!(g.to_act_seat(), Some(Seat(0)));
    }
}

#[test]
fn no_trump_lead_until_broken_face_down_when_not_following_and_a_face_down_trump_wins() {
    let mut g = table();
    bid_round(&mut g, ["7S", "2C", "3C", "JC"]);
    // Spades are trump and not broken: seat 0 (with hearts too) may not lead one.
    assert_eq!(
        g.act(Seat(0), Action::Play { card: c("2S") }),
        Err(ActionError::TrumpNotBroken { card: c("2S") })
    );
    assert!(g
        .legal()
        .iter()
        .all(|a| matches!(a, Action::Play { card } if card.suit() == Suit::Hearts)));
    play(&mut g, 0, "2H");
    // Seat 1 must follow hearts.
    assert_eq!(
        g.act(Seat(1), Action::Play { card: c("9S") }),
        Err(ActionError::MustFollow {
            card: c("9S"),
            suit: Suit::Hearts
        })
    );
    play(&mut g, 1, "AH");
    // Seat 2 has no hearts: its Ace of spades goes face down, so does seat 3's club.
    play(&mut g, 2, "AS");
    assert!(g.hand().trick.is_face_down(Seat(2)));
    assert!(!g.hand().trick.is_face_down(Seat(1)));
    play(&mut g, 3, "4C");
    // The face-down trump takes the trick over the Ace of the led suit; trumps are broken.
    let t = g.hand().tricks.last().expect("a trick").clone();
    assert_eq!(t.winner, Seat(2));
    assert!(g.hand().broken);
    // Seat 2 leads diamonds; the others, with none, play face down; the higher trump wins.
    play(&mut g, 2, "2D");
    play(&mut g, 3, "KD");
    play(&mut g, 0, "8S");
    play(&mut g, 1, "9S");
    assert_eq!(g.hand().tricks[1].winner, Seat(1));
    // Trumps are broken: seat 1 may lead one now.
    assert!(g.legal().contains(&Action::Play { card: c("10S") }));
}

#[test]
fn views_hide_bids_until_all_are_shown_and_face_down_cards_until_the_trick_is_complete() {
    use trumps_rules::engine::{Game, Viewpoint};
    let mut g = table();
    show(&mut g, 0, "7S", false);
    // Seat 0 sees its bid being made; nobody else sees anything of it.
    assert_eq!(g.view_of(Seat(0)).my_bid().len(), 1);
    assert_eq!(g.view_of(Seat(1)).bids[0], None);
    g.act(Seat(0), Action::BidDone).expect("closes");
    assert!(g.view_of(Seat(2)).closed[0]);
    assert_eq!(g.view_of(Seat(2)).bids[0], None);
    assert!(g.view(Viewpoint::Everything).bids[0].is_some());
    bid(&mut g, 1, &[("2C", false)]);
    bid(&mut g, 2, &[("3C", false)]);
    bid(&mut g, 3, &[("JC", false)]);
    // All shown: every bid is public, and its cards are known to be in the hands.
    let v = g.view_of(Seat(1));
    assert_eq!(v.bids[0].as_ref().map(Vec::len), Some(1));
    assert_eq!(v.shown[0], vec![c("7S")]);
    assert_eq!(v.shown[3], vec![c("JC")]);
    play(&mut g, 0, "2H");
    play(&mut g, 1, "AH");
    play(&mut g, 2, "AS");
    // Seat 2's Ace of spades lies face down: seat 2 sees it, the others see a card back.
    let mine = g.view_of(Seat(2));
    assert_eq!(mine.trick.plays[2], (Seat(2), Some(c("AS"))));
    for s in [0u8, 1, 3] {
        let v = g.view_of(Seat(s));
        assert_eq!(v.trick.plays[2], (Seat(2), None), "seat {s}");
        assert!(!serde_json::to_string(&v).expect("json").contains("\"AS\""));
        // Seat 2 showed it lacks hearts.
        assert!(v.voids()[2][Suit::Hearts.index()]);
    }
    // Seat 3 plays a club face down; the trick is complete and everything is turned up.
    play(&mut g, 3, "JC");
    let v = g.view_of(Seat(0));
    assert_eq!(v.tricks[0].plays[2], (Seat(2), c("AS")));
    // The Jack of clubs shown in seat 3's bid has been played: no longer in its hand.
    assert!(v.shown[3].is_empty());
}

#[test]
fn a_trick_says_why_it_was_won_once_its_face_down_cards_are_turned_up() {
    use trumps_rules::engine::teller::in_english;
    use trumps_rules::engine::{Game, Teller, Viewpoint};
    let names: Vec<String> = ["Ann", "Ben", "Cleo", "Dev"].map(String::from).to_vec();
    let name = |s: Seat| names[s.index()].clone();
    let viewpoints = [0u8, 1, 2, 3]
        .map(|s| Viewpoint::Seat(Seat(s)))
        .into_iter()
        .chain([Viewpoint::Observer, Viewpoint::Everything]);
    let mut g = table();
    bid_round(&mut g, ["7S", "2C", "3C", "JC"]);
    // Spades trump. Hearts led; seat 2's Ace of spades goes face down: while the trick is
    // open nobody is told why anything wins.
    play(&mut g, 0, "2H");
    play(&mut g, 1, "AH");
    play(&mut g, 2, "AS");
    for v in viewpoints.clone() {
        assert_eq!(g.view(v).trick_reason(0, &name), None, "{v:?}");
    }
    let before = g.clone();
    play(&mut g, 3, "4C");
    let line = "Cleo's Ace of Spades wins the trick: the only trump.";
    for v in viewpoints.clone() {
        assert_eq!(g.view(v).trick_reason(0, &name).as_deref(), Some(line));
        let teller = Teller {
            seat: Seat(3),
            viewpoint: v,
            names: &names,
        };
        let played = Action::Play { card: c("4C") };
        let own = v == Viewpoint::Seat(Seat(3)) || v == Viewpoint::Everything;
        let play = if own {
            "Dev plays the 4 of Clubs face down."
        } else {
            "Dev plays a card face down."
        };
        assert_eq!(
            in_english(&Truf::caption(&before, &g, &played, &teller)),
            format!("{play} Turned up: Cleo's Ace of Spades, Dev's 4 of Clubs. {line}")
        );
    }
    // Diamonds led; two trumps go down face down, and the higher takes the trick.
    play(&mut g, 2, "2D");
    play(&mut g, 3, "KD");
    play(&mut g, 0, "8S");
    play(&mut g, 1, "9S");
    // Hearts led; the others discard face down or follow: no trump.
    play(&mut g, 1, "KH");
    play(&mut g, 2, "3D");
    play(&mut g, 3, "5C");
    play(&mut g, 0, "3H");
    let v = g.view_of(Seat(0));
    assert_eq!(
        v.trick_reason(1, &name).as_deref(),
        Some("Ben's 9 of Spades wins the trick: the highest trump.")
    );
    assert_eq!(
        v.trick_reason(2, &name).as_deref(),
        Some("Ben's King of Hearts wins the trick: the highest of the led suit, no trump played.")
    );
    assert_eq!(v.trick_reason(3, &name), None);
}

#[test]
fn a_trick_without_trumps_goes_to_the_highest_card_of_the_led_suit() {
    let plays = |ids: &[&str]| -> Vec<(Seat, Card)> {
        ids.iter()
            .enumerate()
            .map(|(i, id)| (Seat(i as u8), c(id)))
            .collect()
    };
    assert_eq!(
        trick_winner(&plays(&["5H", "KH", "AD", "2H"]), Some(Suit::Spades)),
        Seat(1)
    );
    assert_eq!(
        trick_winner(&plays(&["5H", "KH", "2S", "AS"]), Some(Suit::Spades)),
        Seat(3)
    );
    assert_eq!(
        trick_winner(&plays(&["5H", "KH", "AD", "AC"]), None),
        Seat(1)
    );
}

#[test]
fn a_whole_hand_is_scored_by_the_contract_and_the_kind_of_game() {
    let mut g = table();
    bid_round(&mut g, ["7S", "2C", "3C", "JC"]);
    while g.results().is_empty() {
        let seat = g.to_act_seat().expect("someone plays");
        let a = g.legal()[0];
        g.act(seat, a).expect("legal");
    }
    let r = &g.results()[0];
    assert_eq!(r.won.iter().map(|&w| u32::from(w)).sum::<u32>(), 13);
    for i in 0..4 {
        assert_eq!(
            r.points[i],
            scoring::score(r.contract[i], u32::from(r.won[i]), Kind::Low, 4),
            "seat {i}"
        );
    }
    assert_eq!(g.points(), r.points.as_slice());
    // The next hand: the deal passes left, everyone bids again.
    assert_eq!(g.dealer(), Seat(0));
    assert_eq!(g.phase(), Phase::Bid);
    assert_eq!(g.to_act_seat(), Some(Seat(1)));
}

#[test]
fn three_players_get_seventeen_cards_without_the_two_of_clubs() {
    let g = Truf::start(
        &Options {
            players: 3,
            hands: 1,
        },
        7,
        None,
        Vec::new(),
    )
    .expect("valid");
    assert!(g.hand().hands.iter().all(|h| h.len() == 17));
    assert!(g.hand().hands.iter().all(|h| !h.contains(&c("2C"))));
    // A deck that is not the game's cards is refused with the reason.
    let bad = Truf::start(&Options::default(), 7, None, vec![cards("AS KS")]);
    assert_eq!(
        bad.unwrap_err(),
        "deck 1 of the deal: the card 2C is missing (and 49 more): a deck holds each of the game's 52 cards once"
    );
}
