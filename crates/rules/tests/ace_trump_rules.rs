//! Ace Trump's rules from worked examples (shared/RULINGS.md, "Ace Trump"): following by any
//! shared suit, the Excuse, trump set and replaced by Aces mid-trick, Sticky Aces, each kind of
//! tie, Tides of fortune hand sizes, Fixed trump, bidding scores and partner totals, and why
//! each trick was won, in words.

use trumps_rules::engine::teller::in_english;
use trumps_rules::engine::{Game, Seat, Teller, Viewpoint};
use trumps_rules::games::ace_trump::rules::{judge, playable, tides_size, winner};
use trumps_rules::games::ace_trump::{AceTrump, Action, Card, Chance, Options, Phase, Suit, Until};
use trumps_rules::mechanics::deal::DeckOptions;
use trumps_rules::mechanics::match_state::TrickMatch;
use trumps_rules::mechanics::trick_reason::TrickReason;

/// The default options for `n` players.
fn players(n: u8) -> Options {
    Options {
        players: n,
        ..Options::default()
    }
}

fn c(id: &str) -> Card {
    id.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn plays(cards: &[&str]) -> Vec<(Seat, Card)> {
    cards
        .iter()
        .enumerate()
        .map(|(i, id)| (Seat(i as u8), c(id)))
        .collect()
}

fn ids(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.id()).collect()
}

#[test]
fn a_card_follows_if_it_shares_any_suit_with_the_led_card() {
    // The Diplomat (8, Moons and Suns) is led: the Forest (Moons) and the Bard (Suns) follow,
    // the Sailor (Waves, Leaves) does not.
    let hand = [c("forest"), c("sailor"), c("bard")];
    assert_eq!(
        ids(&playable(&hand, &plays(&["diplomat"]))),
        ["forest", "bard"]
    );
    // With nothing that follows, anything goes.
    assert_eq!(
        playable(&[c("sailor"), c("savage")], &plays(&["diplomat"])).len(),
        2
    );
}

#[test]
fn the_excuse_may_always_be_played_and_if_led_the_next_card_sets_the_suit() {
    let hand = [c("forest"), c("sailor"), Card::EXCUSE];
    assert_eq!(
        ids(&playable(&hand, &plays(&["diplomat"]))),
        ["forest", "excuse"]
    );
    // Excuse led: the second player may play anything; the third must follow the second card.
    assert_eq!(playable(&hand, &plays(&["excuse"])).len(), 3);
    assert_eq!(
        ids(&playable(&hand, &plays(&["excuse", "discovery"]))),
        ["sailor", "excuse"]
    );
    // It never wins, even led, even alone with a lower card.
    assert_eq!(winner(&plays(&["excuse", "author"]), None, false), Seat(1));
    assert_eq!(
        winner(&plays(&["excuse", "author", "journey"]), None, false),
        Seat(2)
    );
}

#[test]
fn without_trump_the_highest_card_that_follows_wins() {
    // Journey (3 Moons/Waves) led; Castle (7 Suns/Knots) does not follow; Lunatic (6) does.
    assert_eq!(
        winner(&plays(&["journey", "castle", "lunatic"]), None, false),
        Seat(2)
    );
    // A Crown is above 9; an Ace below 2.
    assert_eq!(winner(&plays(&["pact", "huntress"]), None, false), Seat(1));
    assert_eq!(
        winner(&plays(&["ace-moons", "author"]), Some(Suit::Moons), false),
        Seat(1)
    );
}

#[test]
fn an_ace_makes_its_suit_trump_for_its_own_trick_and_a_second_ace_replaces_it() {
    let opts = players(3);
    // Pact (9 Moons/Suns) led; the Ace of Knots (void) makes Knots trump and is the only trump:
    // it wins.
    assert_eq!(
        winner(&plays(&["pact", "ace-knots"]), Some(Suit::Knots), false),
        Seat(1)
    );
    // Castle (7 Suns/Knots) follows and is a higher trump: it beats the Ace.
    assert_eq!(
        winner(
            &plays(&["pact", "ace-knots", "castle"]),
            Some(Suit::Knots),
            false
        ),
        Seat(2)
    );
    // Played through the game: Mountain (4 Moons/Suns) led, Ace of Waves, then Ace of Suns
    // (which follows). Suns are trump when the trick ends: Mountain, the highest trump, wins.
    // Seat 1 holds no Moon and no Sun, so it may play its Ace of Waves.
    let second_ace = |opts: Options| {
        let deck = stacked(
            &opts,
            &[&["mountain"], VOID_OF_MOONS_AND_SUNS, &["ace-suns"]],
        );
        let mut g = game_with(opts, Seat(2), deck);
        play_all(&mut g, &["mountain", "ace-waves", "ace-suns"]);
        g
    };
    let g = second_ace(opts);
    assert_eq!(g.hand().tricks[0].winner, Seat(0));
    assert_eq!(g.hand().trump.current, Some(Suit::Suns));
    assert_eq!(g.hand().trump.changes.len(), 2);
    // Sticky Aces: only the first Ace counts, Waves stay trump and the Ace of Waves wins.
    let sticky = Options {
        sticky_aces: true,
        ..opts
    };
    let g = second_ace(sticky);
    assert_eq!(g.hand().tricks[0].winner, Seat(1));
    assert_eq!(g.hand().trump.current, Some(Suit::Waves));
}

#[test]
fn ties_go_to_the_led_cards_upper_suit_or_with_early_bird_to_the_first_played() {
    // Mountain (4 Moons/Suns) led; Castle (7 Suns/Knots) then Chance Meeting (7 Moons/Leaves):
    // Moons stand above Suns on the Mountain, so Chance Meeting wins though played later.
    let p = plays(&["mountain", "castle", "chance-meeting"]);
    assert_eq!(winner(&p, None, false), Seat(2));
    assert_eq!(winner(&p, None, true), Seat(1));
    // Two Pawns: the first played wins.
    let p = plays(&["harvest", "watchman"]);
    assert_eq!(winner(&p, None, false), Seat(0));
    let p = plays(&["author", "watchman", "harvest"]);
    assert_eq!(winner(&p, None, false), Seat(1));
}

#[test]
fn tides_of_fortune_sizes_come_from_the_last_card() {
    assert_eq!(tides_size(c("ace-suns")), 1);
    assert_eq!(tides_size(Card::EXCUSE), 1);
    assert_eq!(tides_size(c("cave")), 7);
    assert_eq!(tides_size(c("sea")), 9);
    assert_eq!(tides_size(c("borderland")), 9);
    // First hand: one card each; the second hand has as many as the last card said.
    let opts = Options {
        tides: true,
        until: Until::Hands,
        length: 3,
        ..players(3)
    };
    let deck = stacked(&opts, &[&["author"], &["journey"], &["cave"]]);
    let mut g = game_with(opts, Seat(2), deck);
    assert_eq!(g.hand().size, 1);
    assert!(g.hand().hands.iter().all(|h| h.len() == 1));
    assert_eq!(g.hand().set_aside.len(), 33);
    play_all(&mut g, &["author", "journey", "cave"]);
    assert_eq!(g.results()[0].last_card, Some(c("cave")));
    assert_eq!(g.hand().number, 2);
    assert_eq!(g.hand().size, 7);
    assert!(g.hand().hands.iter().all(|h| h.len() == 7));
}

#[test]
fn deal_sizes_and_the_cards_set_aside() {
    for (players, size, aside) in [(2, 9, 18), (3, 12, 0), (4, 9, 0), (5, 7, 1), (6, 6, 0)] {
        let g = AceTrump::new(
            &Options {
                players,
                ..Options::default()
            },
            9,
        )
        .expect("valid");
        assert!(g.hand().hands.iter().all(|h| h.len() == size), "{players}");
        assert_eq!(g.hand().set_aside.len(), aside, "{players}");
        // The player left of the dealer leads.
        assert_eq!(g.to_act(), Some(g.dealer().next(players as usize)));
    }
    let extended = Options {
        excuse: true,
        pawns: true,
        ..players(4)
    };
    let g = AceTrump::new(&extended, 1).expect("valid");
    assert!(g.hand().hands.iter().all(|h| h.len() == 10));
    assert_eq!(g.hand().set_aside.len(), 1);
}

#[test]
fn fixed_trump_is_named_before_the_deal_and_aces_change_nothing() {
    let opts = Options {
        fixed_trump: true,
        ..players(3)
    };
    let mut g = AceTrump::new(&opts, 4).expect("valid");
    assert_eq!(g.phase(), Phase::NameTrump);
    assert_eq!(g.to_act(), Some(g.dealer()));
    assert!(g.hand().hands.iter().all(|h| h.is_empty()));
    let dealer = g.dealer();
    g.apply(dealer, Action::NameTrump { suit: Suit::Wyrms })
        .expect("legal");
    assert_eq!(g.phase(), Phase::Play);
    assert!(g.hand().hands.iter().all(|h| h.len() == 12));
    // Play the hand out: trump never changes.
    while g.phase() == Phase::Play && g.hand().number == 1 {
        let seat = g.to_act().expect("someone acts");
        let a = g.legal_actions()[0];
        g.apply(seat, a).expect("legal");
        if g.hand().number == 1 {
            assert_eq!(g.hand().trump.current, Some(Suit::Wyrms));
        }
    }
    assert_eq!(g.results()[0].trump, Some(Suit::Wyrms));
}

#[test]
fn bids_score_five_a_trick_and_one_an_overtrick_or_nothing_and_partners_add_up() {
    let opts = Options {
        bidding: true,
        partners: true,
        until: Until::Hands,
        length: 2,
        ..players(4)
    };
    let mut g = AceTrump::new(&opts, 12).expect("valid");
    assert_eq!(g.phase(), Phase::Bid);
    let first = g.dealer().next(4);
    assert_eq!(g.to_act(), Some(first));
    assert_eq!(g.legal_actions().len(), 10);
    assert!(g.apply(first, Action::Bid { tricks: 10 }).is_err());
    for (k, bid) in [3u8, 0, 2, 1].into_iter().enumerate() {
        g.apply(first.offset(k, 4), Action::Bid { tricks: bid })
            .expect("legal");
    }
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act(), Some(first));
    while g.results().is_empty() {
        let seat = g.to_act().expect("someone acts");
        let a = g.legal_actions()[0];
        g.apply(seat, a).expect("legal");
    }
    let r = &g.results()[0];
    for i in 0..4 {
        let bid = r.bids[i].expect("bid") as i32;
        let won = r.won[i] as i32;
        let expect = if won < bid { 0 } else { 5 * bid + (won - bid) };
        assert_eq!(r.points[i], expect, "seat {i}: bid {bid} won {won}");
    }
    let t = g.totals();
    assert_eq!(t[0], r.points[0] + r.points[2]);
    assert_eq!(t[1], r.points[1] + r.points[3]);
    assert_eq!(t[0], t[2]);
}

#[test]
fn a_match_to_a_target_ends_when_a_score_reaches_it_and_the_highest_wins() {
    let opts = Options {
        until: Until::Target,
        length: 10,
        ..players(3)
    };
    let mut g = AceTrump::new(&opts, 77).expect("valid");
    while let Some(seat) = g.to_act() {
        let a = g.legal_actions()[0];
        g.apply(seat, a).expect("legal");
    }
    let out = g.outcome().expect("over");
    let best = *out.scores.iter().max().expect("scores");
    assert!(best >= 10);
    for w in &out.winners {
        assert_eq!(out.scores[w.index()], best);
    }
    // Each hand gives out 12 points, so the previous hand ended below the target.
    let before: Vec<i32> = (0..3)
        .map(|i| g.points()[i] - g.results().last().expect("a hand").points[i])
        .collect();
    assert!(before.iter().all(|&p| p < 10));
}

// ───── why a trick was won ─────

fn name(s: Seat) -> String {
    ["Ann", "Ben", "Cleo", "Dev", "Eve", "Finn"][s.index()].to_string()
}

/// The line for a trick of these cards (seat 0 leads), judged with `trump` and `early_bird`.
fn why(cards: &[&str], trump: Option<Suit>, early_bird: bool) -> String {
    let p = plays(cards);
    let told = TrickReason::judged(&p, judge(&p, trump, early_bird)).expect("the winner played");
    assert_eq!(told.winner, winner(&p, trump, early_bird), "one judgement");
    told.line(&name, Card::describe)
}

#[test]
fn each_trick_says_why_it_was_won() {
    // The Pact (9 Moons/Suns) led; the Ace of Knots made Knots trump; the Castle (7 Suns/Knots)
    // follows and is the higher trump.
    assert_eq!(
        why(&["pact", "ace-knots", "castle"], Some(Suit::Knots), false),
        "Cleo's Castle (7 of Suns and Knots) wins the trick: the highest trump."
    );
    assert_eq!(
        why(&["pact", "ace-knots"], Some(Suit::Knots), false),
        "Ben's Ace of Knots wins the trick: the only trump."
    );
    // No trump: the Castle does not follow the Journey (3 Moons/Waves), the Lunatic (6
    // Moons/Waves) does.
    assert_eq!(
        why(&["journey", "castle", "lunatic"], None, false),
        "Cleo's Lunatic (6 of Moons and Waves) wins the trick: the highest card sharing a suit \
         with the led card, no trump played."
    );
    assert_eq!(
        why(&["journey", "castle"], None, false),
        "Ann's Journey (3 of Moons and Waves) wins the trick: nothing followed it and no trump \
         was played."
    );
    // Two 7s tie on the Mountain (4 Moons/Suns): Moons stand above Suns on it.
    let sevens = ["mountain", "castle", "chance-meeting"];
    assert_eq!(
        why(&sevens, None, false),
        "Cleo's Chance Meeting (7 of Moons and Leaves) wins the trick: two cards of equal rank \
         tie, and Moons is higher than Suns on the led card."
    );
    assert_eq!(
        why(&sevens, None, true),
        "Ben's Castle (7 of Suns and Knots) wins the trick: two cards of equal rank tie, and \
         with Early bird the first played wins."
    );
    assert_eq!(
        why(&["author", "watchman", "harvest"], None, false),
        "Ben's Watchman (Pawn of Moons, Wyrms and Knots) wins the trick: two Pawns tie, and the \
         first played wins."
    );
    // The Excuse never wins: led, the next card sets what follows.
    assert_eq!(
        why(&["excuse", "author"], None, false),
        "Ben's Author (2 of Moons and Knots) wins the trick: the only card besides the Excuse, \
         which never wins."
    );
    assert_eq!(
        why(&["excuse", "author", "journey"], None, false),
        "Cleo's Journey (3 of Moons and Waves) wins the trick: the highest card sharing a suit \
         with the led card, no trump played."
    );
}

#[test]
fn a_trick_is_explained_by_the_trump_in_force_at_its_last_card() {
    // The Mountain (4 Moons/Suns) led, the Ace of Waves, then the Ace of Suns: Suns are trump
    // when the trick ends, and the Mountain is the higher of the two Suns.
    let deck = stacked(
        &players(3),
        &[&["mountain"], VOID_OF_MOONS_AND_SUNS, &["ace-suns"]],
    );
    let mut g = game_with(players(3), Seat(2), deck);
    play_all(&mut g, &["mountain", "ace-waves"]);
    let view = g.view(Viewpoint::Seat(Seat(1)));
    assert_eq!(
        view.trick_reason(0, &name),
        None,
        "no trick is complete yet"
    );
    let before = g.clone();
    play_all(&mut g, &["ace-suns"]);
    let line = "Ann's Mountain (4 of Moons and Suns) wins the trick: the highest trump.";
    for viewpoint in [Viewpoint::Seat(Seat(1)), Viewpoint::Observer] {
        let view = g.view(viewpoint);
        assert_eq!(view.trick_reason(0, &name).as_deref(), Some(line));
        assert_eq!(view.trick_reason(1, &name), None);
    }
    let names: Vec<String> = (0..3).map(|i| name(Seat(i))).collect();
    let teller = Teller {
        seat: Seat(2),
        viewpoint: Viewpoint::Observer,
        names: &names,
    };
    let played = Action::Play {
        card: c("ace-suns"),
    };
    assert_eq!(
        in_english(&AceTrump::caption(&before, &g, &played, &teller)),
        format!("Cleo played Ace of Suns. Suns are trump now. {line}")
    );
    // Later Aces do not change how the first trick reads.
    play_all(&mut g, &["ace-moons"]);
    let g2 = g.view(Viewpoint::Observer);
    assert_eq!(g2.trick_reason(0, &name).as_deref(), Some(line));

    // Sticky Aces: the first Ace's Waves stay trump, and its Ace is the only trump.
    let sticky = Options {
        sticky_aces: true,
        ..players(3)
    };
    let deck = stacked(
        &sticky,
        &[&["mountain"], VOID_OF_MOONS_AND_SUNS, &["ace-suns"]],
    );
    let mut g = game_with(sticky, Seat(2), deck);
    play_all(&mut g, &["mountain", "ace-waves", "ace-suns"]);
    assert_eq!(
        g.view(Viewpoint::Observer)
            .trick_reason(0, &name)
            .as_deref(),
        Some("Ben's Ace of Waves wins the trick: the only trump.")
    );
}

// ───── helpers: a stacked deck deals chosen cards to chosen seats ─────

/// Twelve cards with neither a Moon nor a Sun.
const VOID_OF_MOONS_AND_SUNS: &[&str] = &[
    "ace-waves",
    "origin",
    "sailor",
    "battle",
    "soldier",
    "market",
    "cave",
    "mill",
    "betrayal",
    "darkness",
    "merchant",
    "sea",
];

/// A deck (for a game whose first dealer is seat 2) that deals `wanted[k]` to the k-th seat
/// from the dealer's left, and the remaining cards after.
fn stacked(opts: &Options, wanted: &[&[&str]]) -> Vec<Card> {
    let players = opts.players as usize;
    let per_seat = wanted.iter().map(|w| w.len()).max().unwrap_or(0);
    let mut rest: Vec<Card> = opts.deck();
    let chosen: Vec<Card> = wanted
        .iter()
        .flat_map(|w| w.iter().map(|&id| c(id)))
        .collect();
    rest.retain(|x| !chosen.contains(x));
    let size = if opts.tides { 1 } else { opts.deal_size() };
    let mut deck = Vec::new();
    for round in 0..size {
        for seat_k in 0..players {
            let card = if round < per_seat {
                wanted
                    .get(seat_k)
                    .and_then(|w| w.get(round))
                    .map(|&id| c(id))
            } else {
                None
            };
            deck.push(card.unwrap_or_else(|| rest.remove(0)));
        }
    }
    deck.extend(rest);
    deck
}

fn game_with(opts: Options, dealer: Seat, deck: Vec<Card>) -> AceTrump {
    AceTrump::with_chance(
        &opts,
        5,
        &Chance {
            first_dealer: Some(dealer),
            decks: vec![deck],
        },
    )
    .expect("valid deal")
}

/// Plays these cards in turn (each by the seat to act).
fn play_all(g: &mut AceTrump, cards: &[&str]) {
    for id in cards {
        let seat = g.to_act().expect("someone acts");
        g.apply(seat, Action::Play { card: c(id) })
            .unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}
