//! How the Standard bots of the Decktet trick-takers (Ace Trump, Ransom Trump) play a card:
//! they count cards, read voids and watch the Aces still out when an Ace can change trump.
//!
//! - **Plays to its bid**: while it still needs tricks it tries harder to win them (and when it
//!   needs every trick left, it plays its strongest card instead of giving up cheaply).
//! - **Leads** a card no unseen card can beat (counting the Aces still out, which could change
//!   trump); else an Ace that makes its strongest suit trump; else a low card.
//! - **Follows** with the cheapest card that wins and is likely to hold, lets a partner's winning
//!   card stand, and throws its least useful card (the Excuse first if it would otherwise give
//!   up a good card) when it cannot win.

use crate::engine::{GameOptions, Seat};
use crate::mechanics::decktet::{Card, Rank, Suit};
use crate::mechanics::decktet_tricks::{self as rules, known_voids};
use crate::mechanics::match_view::MatchView;
use crate::mechanics::suits::SuitSet;
use crate::mechanics::trick::CompletedTrick;

/// How likely a card is to take a trick on its own, before anything is known.
pub fn strength(card: Card, players: usize, trump: Option<Suit>) -> f64 {
    let base = match card.rank() {
        Rank::Crown => 0.9,
        Rank::Court | Rank::Pawn => 0.75,
        Rank::Num(9) => 0.55,
        Rank::Num(8) => 0.4,
        Rank::Num(7) => 0.25,
        Rank::Num(6) => 0.12,
        Rank::Num(n) if n >= 2 => 0.05,
        _ => 0.0,
    };
    let crowd = (4.0 / players as f64).sqrt();
    let trump_bonus = if rules::is_trump(card, trump) {
        0.3
    } else {
        0.0
    };
    ((base + trump_bonus) * crowd).min(0.97)
}

/// The suit carried by most of `hand`'s good cards.
pub fn best_suit(hand: &[Card]) -> Option<(Suit, f64)> {
    Suit::ALL
        .into_iter()
        .map(|s| {
            let w: f64 = hand
                .iter()
                .filter(|c| c.has_suit(s) && !c.is_ace())
                .map(|c| 1.0 + c.rank().value() as f64 / 6.0)
                .sum();
            (s, w)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// What one seat sees of a Decktet trick hand when it plays (each game fills it from its view).
pub struct Seen<'a> {
    pub me: Seat,
    pub players: usize,
    /// The partner across the table, with Partners.
    pub partner: Option<Seat>,
    pub hand: &'a [Card],
    /// The cards it may play now.
    pub legal: Vec<Card>,
    /// Every card of the game's deck still in play (not known to be set aside).
    pub deck: Vec<Card>,
    pub tricks: &'a [CompletedTrick<Card>],
    /// The open trick's plays.
    pub plays: &'a [(Seat, Card)],
    /// The trump in force.
    pub trump: Option<Suit>,
    /// Whether an Ace played still changes trump (Ace Trump), and whether only the first does.
    pub aces_change_trump: bool,
    pub sticky_aces: bool,
    pub early_bird: bool,
    /// With Bidding: its bid and the tricks it has won.
    pub bid: Option<u8>,
    pub won: u8,
    /// Tricks in the hand.
    pub hand_tricks: usize,
}

/// What a Decktet game's rules say to a seat about to play (the rest of [`Seen`]).
pub struct Rules {
    /// The partner across the table, with Partners.
    pub partner: Option<Seat>,
    /// Every card of the game's deck still in play (not known to be set aside).
    pub deck: Vec<Card>,
    pub trump: Option<Suit>,
    pub aces_change_trump: bool,
    pub sticky_aces: bool,
    pub early_bird: bool,
    /// Tricks in the hand.
    pub hand_tricks: usize,
}

impl<'a> Seen<'a> {
    /// What the seat to play sees in a match's `view`, with the open trick's `plays`, each
    /// seat's `bids` (counted with `bidding`) and the game's `rules`; `card_of` reads the card
    /// of a play action.
    pub fn of_view<O: GameOptions, P: Copy, R, A>(
        view: &'a MatchView<O, P, R, A, Card>,
        plays: &'a [(Seat, Card)],
        (bids, bidding): (&[Option<u8>], bool),
        rules: Rules,
        card_of: impl Fn(&A) -> Option<Card>,
    ) -> Seen<'a> {
        let me = view.seat().unwrap_or(Seat(0));
        Seen {
            me,
            players: view.players,
            partner: rules.partner,
            hand: view.my_hand(),
            legal: view.legal.iter().filter_map(card_of).collect(),
            deck: rules.deck,
            tricks: &view.tricks,
            plays,
            trump: rules.trump,
            aces_change_trump: rules.aces_change_trump,
            sticky_aces: rules.sticky_aces,
            early_bird: rules.early_bird,
            bid: bidding
                .then(|| bids.get(me.index()).copied().flatten())
                .flatten(),
            won: view.won.get(me.index()).copied().unwrap_or(0),
            hand_tricks: rules.hand_tricks,
        }
    }
}

/// What the bot knows about the table when it plays.
pub struct Table<'a> {
    seen: Seen<'a>,
    me: Seat,
    hand: &'a [Card],
    legal: Vec<Card>,
    /// Cards not in this hand and not played: in other hands or set aside.
    unseen: Vec<Card>,
    voids: Vec<SuitSet>,
    /// With Bidding: tricks this seat still needs to make its bid (0 once made), if it can
    /// still make it.
    need: Option<usize>,
    /// Tricks still to be played in this hand, the current one included.
    left: usize,
}

impl<'a> Table<'a> {
    pub fn new(seen: Seen<'a>) -> Self {
        let me = seen.me;
        let hand = seen.hand;
        let played: Vec<Card> = seen
            .tricks
            .iter()
            .flat_map(|t| t.plays.iter().map(|&(_, c)| c))
            .chain(seen.plays.iter().map(|&(_, c)| c))
            .collect();
        let unseen = seen
            .deck
            .iter()
            .copied()
            .filter(|c| !hand.contains(c) && !played.contains(c))
            .collect();
        let legal = seen.legal.clone();
        let left = seen.hand_tricks.saturating_sub(seen.tricks.len());
        let need = seen.bid.and_then(|bid| {
            let need = bid.saturating_sub(seen.won) as usize;
            (need <= left).then_some(need)
        });
        let voids = known_voids(seen.players, seen.tricks, seen.plays);
        Table {
            seen,
            me,
            hand,
            legal,
            unseen,
            voids,
            need,
            left,
        }
    }

    fn trump_after(&self, plays: &[(Seat, Card)]) -> Option<Suit> {
        let mut current = self.seen.trump;
        let mut open = self.seen.aces_change_trump;
        let already = self.seen.plays.len();
        for &(_, c) in &plays[already..] {
            if c.is_ace() && open {
                current = Some(c.suits()[0]);
                if self.seen.sticky_aces {
                    open = false;
                }
            }
        }
        current
    }

    fn winner_of(&self, plays: &[(Seat, Card)]) -> Seat {
        rules::winner(plays, self.trump_after(plays), self.seen.early_bird)
    }

    fn on_my_side(&self, seat: Seat) -> bool {
        seat == self.me || self.seen.partner == Some(seat)
    }

    /// Seats still to play after me in this trick.
    fn later_seats(&self) -> Vec<Seat> {
        let players = self.seen.players;
        let played = self.seen.plays.len() + 1;
        (0..players - played)
            .map(|k| self.me.offset(k + 1, players))
            .collect()
    }

    /// Whether some unseen card, played by a seat after me, could take the trick from `plays`.
    fn threatened(&self, plays: &[(Seat, Card)]) -> bool {
        let later = self.later_seats();
        let led = rules::led_card(plays);
        later.iter().any(|&seat| {
            if self.on_my_side(seat) {
                return false;
            }
            let void = self.voids[seat.index()];
            self.unseen.iter().any(|&u| {
                // A seat known to lack a suit cannot hold a card of it.
                if !u.is_excuse() && u.suit_set().meets(void) {
                    return false;
                }
                // A card that does not follow needs the seat to be out of the led suits.
                if let Some(l) = led {
                    if !rules::follows(l, u) && !l.suit_set().without(void).is_empty() {
                        // The seat may still hold a follower; assume it follows if it can.
                        let could_follow = self
                            .unseen
                            .iter()
                            .any(|&x| rules::follows(l, x) && !x.suit_set().meets(void));
                        if could_follow {
                            return false;
                        }
                    }
                }
                let mut p = plays.to_vec();
                p.push((seat, u));
                self.winner_of(&p) == seat
            })
        })
    }

    /// Whether the bid is still to make and needs every trick left: no trick may be given up.
    fn needs_every_trick(&self) -> bool {
        self.need.is_some_and(|n| n > 0 && n >= self.left)
    }

    /// Whether tricks are still needed for the bid.
    fn short_of_bid(&self) -> bool {
        self.need.is_some_and(|n| n > 0)
    }

    /// The highest-ranked card that is not the Excuse.
    fn strongest(cards: impl Iterator<Item = Card>) -> Option<Card> {
        cards
            .filter(|c| !c.is_excuse())
            .max_by_key(|c| (c.rank().value(), c.index()))
    }

    /// The card to play.
    pub fn choose(&self) -> Card {
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        if self.seen.plays.is_empty() {
            self.lead()
        } else {
            self.follow()
        }
    }

    fn cheapest(cards: impl Iterator<Item = Card>) -> Option<Card> {
        cards.min_by_key(|c| (c.is_excuse(), c.rank().value(), c.index()))
    }

    fn lead(&self) -> Card {
        let safe: Vec<Card> = self
            .legal
            .iter()
            .copied()
            .filter(|&c| !c.is_excuse() && !self.threatened(&[(self.me, c)]))
            .collect();
        if let Some(c) = Self::cheapest(safe.into_iter()) {
            return c;
        }
        // An Ace that makes the suit of most of my good cards trump.
        if self.seen.aces_change_trump {
            if let Some((suit, weight)) = best_suit(self.hand) {
                let ace = self
                    .legal
                    .iter()
                    .copied()
                    .find(|c| c.is_ace() && c.has_suit(suit));
                if let Some(a) = ace {
                    if weight >= 3.0 && self.seen.trump != Some(suit) {
                        return a;
                    }
                }
            }
        }
        // Every trick is needed: lead the card most likely to hold.
        if self.needs_every_trick() {
            if let Some(c) = Self::strongest(self.legal.iter().copied()) {
                return c;
            }
        }
        // Otherwise a low card, keeping Aces that could still set trump.
        let low = Self::cheapest(
            self.legal
                .iter()
                .copied()
                .filter(|c| !c.is_excuse() && !c.is_ace()),
        );
        low.or_else(|| Self::cheapest(self.legal.iter().copied()))
            .unwrap_or(self.legal[0])
    }

    fn follow(&self) -> Card {
        let plays = self.seen.plays;
        let now = self.winner_of(plays);
        let with = |c: Card| {
            let mut p = plays.to_vec();
            p.push((self.me, c));
            p
        };
        let winning: Vec<Card> = self
            .legal
            .iter()
            .copied()
            .filter(|&c| self.winner_of(&with(c)) == self.me)
            .collect();
        // A partner's trick counts for the partner's bid, not this seat's: when this seat
        // needs every trick left, it takes the trick over if it can.
        let partner_holds = now != self.me
            && self.on_my_side(now)
            && !self.threatened(plays)
            && (winning.is_empty() || !self.needs_every_trick());
        if !partner_holds {
            let holding: Vec<Card> = winning
                .iter()
                .copied()
                .filter(|&c| !self.threatened(&with(c)))
                .collect();
            if let Some(c) = Self::cheapest(holding.into_iter()) {
                return c;
            }
            // Nothing safe: try the strongest winner if it is a real card (any winner while
            // the bid is short), else give up cheaply.
            let bar = if self.short_of_bid() { 0 } else { 8 };
            let strongest = Self::strongest(winning.iter().copied());
            if let Some(c) = strongest.filter(|c| c.rank().value() >= bar) {
                return c;
            }
        }
        self.throw_away(&winning)
    }

    /// The least useful card that does not take the trick from my side (if one exists).
    fn throw_away(&self, winning: &[Card]) -> Card {
        let losing: Vec<Card> = self
            .legal
            .iter()
            .copied()
            .filter(|c| !winning.contains(c) || c.is_excuse())
            .collect();
        let pool = if losing.is_empty() {
            self.legal.clone()
        } else {
            losing
        };
        let plain = Self::cheapest(pool.iter().copied().filter(|c| !c.is_excuse()));
        let excuse = pool.iter().copied().find(|c| c.is_excuse());
        match (plain, excuse) {
            (Some(p), Some(e)) if p.rank().value() >= 7 => e,
            (Some(p), _) => p,
            (None, Some(e)) => e,
            (None, None) => self.legal[0],
        }
    }
}
