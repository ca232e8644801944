//! Ransom Trump's rules from worked examples (shared/seeds/004_…, shared/RULINGS.md "Ransom
//! Trump"): the seed's own example, every way the ransoms can fall (a lone top card, ties
//! dropped again and again, all dropped, the Excuse, Pawns), the owner's choice of trump, who
//! leads, bids after trump, a fixed trump that Aces do not change, hand sizes, what each seat
//! may see of the ransoms, and why each trick was won, in words.

use trumps_rules::engine::teller::in_english;
use trumps_rules::engine::{Game, GameOptions, Seat, Teller, Viewpoint};
use trumps_rules::games::ransom_trump::{
    Action, ActionError, Card, Chance, Options, Phase, RansomTrump, Suit,
};
use trumps_rules::mechanics::deal::DeckOptions;

fn c(id: &str) -> Card {
    id.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A game whose first hand gives each seat the `given` cards (the rest of each hand filled
/// from the deck in order), with seat `players - 1` dealing, so seat 0 puts down a ransom
/// first.
fn game(options: Options, given: &[&[&str]]) -> RansomTrump {
    let players = options.players();
    let size = options.deal_size();
    let named: Vec<Card> = given
        .iter()
        .flat_map(|h| h.iter().map(|id| c(id)))
        .collect();
    let mut rest: Vec<Card> = options
        .deck()
        .into_iter()
        .filter(|x| !named.contains(x))
        .collect();
    let hands: Vec<Vec<Card>> = (0..players)
        .map(|i| {
            let mut h: Vec<Card> = given
                .get(i)
                .map(|h| h.iter().map(|id| c(id)).collect())
                .unwrap_or_default();
            while h.len() < size {
                h.push(rest.remove(0));
            }
            h
        })
        .collect();
    // Card k goes to the k-th seat from the dealer's left: seat k % players.
    let mut deck = Vec::new();
    for k in 0..size {
        for h in &hands {
            deck.push(h[k]);
        }
    }
    deck.extend(rest);
    let chance = Chance {
        first_dealer: Some(Seat(players as u8 - 1)),
        decks: vec![deck],
    };
    RansomTrump::with_chance(&options, 1, &chance).expect("a valid deal")
}

fn four() -> Options {
    Options::default()
}

fn players(n: u8) -> Options {
    Options {
        players: n,
        ..Options::default()
    }
}

/// Every seat in turn puts down the named ransom.
fn ransoms(g: &mut RansomTrump, cards: &[&str]) {
    for (i, id) in cards.iter().enumerate() {
        assert_eq!(g.phase(), Phase::Ransom);
        g.apply(Seat(i as u8), Action::Ransom { card: c(id) })
            .unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}

#[test]
fn the_seeds_example_two_crowns_drop_and_the_pacts_owner_chooses_moons_or_suns() {
    let mut g = game(
        four(),
        &[&["huntress"], &["calamity"], &["pact"], &["lunatic"]],
    );
    ransoms(&mut g, &["huntress", "calamity", "pact", "lunatic"]);
    let r = g.hand().reveal.clone().expect("shown");
    assert_eq!(r.cancelled, vec![Seat(0), Seat(1)]);
    assert_eq!(r.winner, Some(Seat(2)));
    assert_eq!(g.phase(), Phase::ChooseTrump);
    assert_eq!(g.to_act(), Some(Seat(2)));
    assert_eq!(
        g.legal_actions(),
        vec![
            Action::ChooseTrump { suit: Suit::Moons },
            Action::ChooseTrump { suit: Suit::Suns }
        ]
    );
    // Only a suit of the Pact, and only its owner.
    assert_eq!(
        g.clone()
            .apply(Seat(2), Action::ChooseTrump { suit: Suit::Waves }),
        Err(ActionError::NotOnRansom {
            suit: Suit::Waves,
            ransom: c("pact")
        })
    );
    assert!(g
        .clone()
        .apply(Seat(0), Action::ChooseTrump { suit: Suit::Suns })
        .is_err());
    g.apply(Seat(2), Action::ChooseTrump { suit: Suit::Suns })
        .expect("the owner chooses");
    assert_eq!(g.hand().trump, Some(Suit::Suns));
    // The ransom's winner leads; the ransoms are out of the hands: 8 tricks of 9 cards.
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act(), Some(Seat(2)));
    assert!(g.hand().hands.iter().all(|h| h.len() == 8));
}

#[test]
fn a_lone_crown_sets_its_suit_at_once_and_its_owner_leads() {
    let mut g = game(four(), &[&["author"], &["desert"], &["sea"], &["origin"]]);
    ransoms(&mut g, &["author", "desert", "sea", "origin"]);
    assert_eq!(g.hand().trump, Some(Suit::Waves));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act(), Some(Seat(2)));
    assert!(g
        .hand()
        .reveal
        .as_ref()
        .is_some_and(|r| r.cancelled.is_empty()));
}

#[test]
fn ties_drop_again_and_again_until_one_card_is_highest_alone() {
    // The two Crowns tie and drop; the Author and the Ace are left, each alone at its rank.
    let mut g = game(four(), &[&["bard"], &["end"], &["author"], &["ace-knots"]]);
    ransoms(&mut g, &["bard", "end", "author", "ace-knots"]);
    let r = g.hand().reveal.clone().expect("shown");
    assert_eq!(r.cancelled, vec![Seat(0), Seat(1)]);
    // The Author (2) beats the Ace: it wins and offers Moons or Knots.
    assert_eq!(r.winner, Some(Seat(2)));
    let mut g = game(four(), &[&["bard"], &["end"], &["pact"], &["merchant"]]);
    ransoms(&mut g, &["bard", "end", "pact", "merchant"]);
    // Crowns drop, then the two 9s: nothing is left.
    assert_eq!(g.hand().reveal.as_ref().and_then(|r| r.winner), None);
}

#[test]
fn with_every_ransom_dropped_there_is_no_trump_and_the_dealers_left_leads() {
    let mut g = game(players(3), &[&["huntress"], &["bard"], &["sea"]]);
    ransoms(&mut g, &["huntress", "bard", "sea"]);
    assert_eq!(g.hand().trump, None);
    assert_eq!(g.phase(), Phase::Play);
    // Seat 2 deals: seat 0 leads.
    assert_eq!(g.dealer(), Seat(2));
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert_eq!(g.hand().hands[0].len(), 9);
}

#[test]
fn the_excuse_as_ransom_never_wins_and_does_not_tie() {
    let opts = Options {
        excuse: true,
        ..players(2)
    };
    let mut g = game(opts, &[&["excuse"], &["ace-leaves"]]);
    ransoms(&mut g, &["excuse", "ace-leaves"]);
    let r = g.hand().reveal.clone().expect("shown");
    assert_eq!(r.winner, Some(Seat(1)));
    assert!(r.cancelled.is_empty());
    assert_eq!(g.hand().trump, Some(Suit::Leaves));
    assert_eq!(g.to_act(), Some(Seat(1)));
    // Against a lone Crown the Excuse simply loses; with the others tied, nobody wins.
    let opts3 = Options {
        excuse: true,
        ..players(3)
    };
    let mut g = game(opts3, &[&["excuse"], &["castle"], &["cave"]]);
    ransoms(&mut g, &["excuse", "castle", "cave"]);
    assert_eq!(g.hand().trump, None);
}

#[test]
fn a_winning_pawn_offers_its_three_suits() {
    let opts = Options {
        pawns: true,
        ..players(3)
    };
    let mut g = game(opts, &[&["pact"], &["harvest"], &["author"]]);
    ransoms(&mut g, &["pact", "harvest", "author"]);
    assert_eq!(g.phase(), Phase::ChooseTrump);
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert_eq!(g.legal_actions().len(), 3);
    g.apply(Seat(1), Action::ChooseTrump { suit: Suit::Leaves })
        .expect("one of its suits");
    assert_eq!(g.hand().trump, Some(Suit::Leaves));
    // Two Pawns tie and drop; the 9 left alone wins.
    let mut g = game(opts, &[&["pact"], &["harvest"], &["watchman"]]);
    ransoms(&mut g, &["pact", "harvest", "watchman"]);
    assert_eq!(
        g.hand().reveal.as_ref().and_then(|r| r.winner),
        Some(Seat(0))
    );
}

#[test]
fn hands_are_ten_cards_with_two_or_three_players_and_nine_with_four() {
    for (n, size) in [(2, 10), (3, 10), (4, 9)] {
        let g = RansomTrump::new(&players(n), 5).expect("valid");
        assert!(g.hand().hands.iter().all(|h| h.len() == size));
        let aside = 36 - size * n as usize;
        assert_eq!(g.hand().set_aside.len(), aside);
    }
}

#[test]
fn ransoms_stay_secret_until_all_are_down() {
    let mut g = game(
        four(),
        &[&["huntress"], &["calamity"], &["pact"], &["lunatic"]],
    );
    g.apply(
        Seat(0),
        Action::Ransom {
            card: c("huntress"),
        },
    )
    .expect("legal");
    let own = g.view_of(Seat(0));
    assert_eq!(own.ransoms[0], Some(c("huntress")));
    assert!(!own.my_hand().contains(&c("huntress")));
    let other = g.view_of(Seat(1));
    assert_eq!(other.ransoms[0], None);
    assert!(other.ransom_down[0]);
    assert_eq!(other.counts[0], 8);
    assert_eq!(g.view(Viewpoint::Observer).ransoms[0], None);
    assert_eq!(
        g.view(Viewpoint::Everything).ransoms[0],
        Some(c("huntress"))
    );
    // The replay caption names the card to its owner only.
    let before = g.clone();
    let mut after = g.clone();
    after
        .apply(
            Seat(1),
            Action::Ransom {
                card: c("calamity"),
            },
        )
        .expect("legal");
    let names: Vec<String> = ["Ana", "Ben", "Cleo", "Dev"].map(String::from).to_vec();
    let cap = |v| {
        let teller = Teller {
            seat: Seat(1),
            viewpoint: v,
            names: &names,
        };
        let calamity = Action::Ransom {
            card: c("calamity"),
        };
        in_english(&RansomTrump::caption(&before, &after, &calamity, &teller))
    };
    assert!(cap(Viewpoint::Seat(Seat(1))).contains("Calamity"));
    assert!(!cap(Viewpoint::Seat(Seat(0))).contains("Calamity"));
    assert!(!cap(Viewpoint::Observer).contains("Calamity"));
    // Once all are down, everyone sees them all, and the caption says what happened.
    let mut g = after;
    g.apply(Seat(2), Action::Ransom { card: c("pact") })
        .expect("legal");
    let before = g.clone();
    g.apply(Seat(3), Action::Ransom { card: c("lunatic") })
        .expect("legal");
    assert_eq!(g.view_of(Seat(0)).ransoms[1], Some(c("calamity")));
    let teller = Teller {
        seat: Seat(3),
        viewpoint: Viewpoint::Observer,
        names: &names,
    };
    let lunatic = Action::Ransom { card: c("lunatic") };
    let text = in_english(&RansomTrump::caption(&before, &g, &lunatic, &teller));
    assert!(
        text.contains("Tied at the top and dropped: Huntress, Calamity"),
        "{text}"
    );
    assert!(
        text.contains("Cleo chooses trump from Moons or Suns"),
        "{text}"
    );
}

#[test]
fn a_card_not_in_the_hand_is_no_ransom() {
    let mut g = game(four(), &[&["huntress"], &["calamity"]]);
    assert_eq!(
        g.apply(
            Seat(0),
            Action::Ransom {
                card: c("calamity")
            }
        ),
        Err(ActionError::CardNotInHand(c("calamity")))
    );
    assert!(g
        .apply(
            Seat(1),
            Action::Ransom {
                card: c("calamity")
            }
        )
        .is_err());
    assert!(g
        .apply(
            Seat(0),
            Action::Play {
                card: c("huntress")
            }
        )
        .is_err());
}

#[test]
fn bids_come_after_trump_from_the_dealers_left_up_to_the_tricks_of_the_hand() {
    let opts = Options {
        bidding: true,
        ..Options::default()
    };
    let mut g = game(opts, &[&["author"], &["desert"], &["sea"], &["origin"]]);
    ransoms(&mut g, &["author", "desert", "sea", "origin"]);
    assert_eq!(g.phase(), Phase::Bid);
    // Seat 3 deals: seat 0 bids first; 0 to 8 (9 cards less the ransom).
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert_eq!(g.legal_actions().len(), 9);
    assert_eq!(
        g.clone().apply(Seat(0), Action::Bid { tricks: 9 }),
        Err(ActionError::BidTooHigh { bid: 9, tricks: 8 })
    );
    for s in 0..4 {
        g.apply(Seat(s), Action::Bid { tricks: 2 }).expect("a bid");
    }
    // Then the ransom's winner leads.
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act(), Some(Seat(2)));
}

#[test]
fn trump_stays_fixed_aces_are_plain_low_cards_and_trumps_win() {
    // Waves trump (the Sea wins the ransom). Seat 2 leads the Journey (Moons, Waves: a trump).
    let mut g = game(
        four(),
        &[
            &["author", "ace-moons"],
            &["desert", "chance-meeting"],
            &["sea", "journey"],
            &["origin", "forest"],
        ],
    );
    ransoms(&mut g, &["author", "desert", "sea", "origin"]);
    assert_eq!(g.hand().trump, Some(Suit::Waves));
    let play = |g: &mut RansomTrump, s: u8, id: &str| {
        g.apply(Seat(s), Action::Play { card: c(id) })
            .unwrap_or_else(|e| panic!("{id}: {e}"))
    };
    // A plain Moons lead: the Ace of Moons follows and changes nothing.
    g.apply(Seat(2), Action::Play { card: c("journey") })
        .expect("lead");
    let before = g.hand().trump;
    play(&mut g, 3, "forest");
    play(&mut g, 0, "ace-moons");
    assert_eq!(g.hand().trump, before);
    let last = g.clone();
    play(&mut g, 1, "chance-meeting");
    // The Journey is the only trump (Waves): it wins over the 7 of Moons.
    assert_eq!(g.hand().tricks[0].winner, Seat(2));
    assert_eq!(g.hand().won[2], 1);
    // And every viewer is told so, on the table and in the replay.
    let names: Vec<String> = ["Ann", "Ben", "Cleo", "Dev"].map(String::from).to_vec();
    let name = |s: Seat| names[s.index()].clone();
    let line = "Cleo's Journey (3 of Moons and Waves) wins the trick: the only trump.";
    for s in 0..4 {
        let view = g.view(Viewpoint::Seat(Seat(s)));
        assert_eq!(view.trick_reason(0, &name).as_deref(), Some(line));
        assert_eq!(view.trick_reason(1, &name), None);
    }
    let teller = Teller {
        seat: Seat(1),
        viewpoint: Viewpoint::Seat(Seat(0)),
        names: &names,
    };
    let played = Action::Play {
        card: c("chance-meeting"),
    };
    assert_eq!(
        in_english(&RansomTrump::caption(&last, &g, &played, &teller)),
        format!("Ben played Chance Meeting (7 of Moons and Leaves). {line}")
    );
}

#[test]
fn without_trump_the_highest_card_sharing_a_suit_with_the_led_card_wins_and_says_so() {
    // Every ransom dropped: no trump. Seat 0 (left of seat 2, the dealer) leads.
    let mut g = game(
        players(3),
        &[
            &["huntress", "mountain"],
            &["bard", "chance-meeting"],
            &["sea", "castle"],
        ],
    );
    ransoms(&mut g, &["huntress", "bard", "sea"]);
    assert_eq!(g.hand().trump, None);
    for (s, id) in [(0, "mountain"), (1, "chance-meeting"), (2, "castle")] {
        let legal = g.legal_actions();
        let card = legal.iter().find_map(|a| match a {
            Action::Play { card } if card.id() == id => Some(*card),
            _ => None,
        });
        let card = card.unwrap_or_else(|| panic!("{id} may be played"));
        g.apply(Seat(s), Action::Play { card }).expect("legal");
    }
    let name = |s: Seat| ["Ann", "Ben", "Cleo"][s.index()].to_string();
    assert_eq!(
        g.view(Viewpoint::Observer)
            .trick_reason(0, &name)
            .as_deref(),
        Some(
            "Ben's Chance Meeting (7 of Moons and Leaves) wins the trick: two cards of equal \
             rank tie, and Moons is higher than Suns on the led card."
        )
    );
}

#[test]
fn a_match_scores_a_point_a_trick_and_the_deal_passes_left() {
    let mut g = RansomTrump::new(&players(3), 9).expect("valid");
    let first = g.dealer();
    while g.results().is_empty() {
        let s = g.to_act().expect("to act");
        let a = g.legal_actions()[0];
        g.apply(s, a).expect("legal");
    }
    let r = &g.results()[0];
    assert_eq!(r.won.iter().map(|&w| w as usize).sum::<usize>(), 9);
    assert_eq!(
        r.points,
        r.won.iter().map(|&w| w as i32).collect::<Vec<_>>()
    );
    assert_eq!(g.dealer(), first.next(3));
    assert_eq!(g.phase(), Phase::Ransom);
    assert_eq!(g.to_act(), Some(g.dealer().next(3)));
}
