//! The state of a game of Top Trumps: each seat's stack (top first), how much of the top of
//! each stack is still unseen from the deal, the middle pile, who chooses, the turns played,
//! and what the last turn did.
//!
//! Everything below the unseen part of a stack is public: cards only ever leave from the top
//! (revealed to everyone) and arrive at the bottom in an order everyone saw.

use super::actions::{Action, ActionError};
use super::options::Options;
use crate::engine::{GameOptions, GameRng, Seat};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::VecDeque;

pub const STATE_VERSION: u32 = 1;
/// A game still running after this many turns ends; the most cards wins.
pub const TURN_LIMIT: u32 = 1000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    Choose,
    GameOver,
}

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TurnResult {
    /// The single best value took the revealed cards and the middle pile.
    Won { seat: Seat },
    /// Several cards shared the best value: all went to the middle.
    Tie,
    /// A revealed card had no value for the attribute: all went to the middle.
    NoData,
}

/// What one turn did, for the table and the replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// From 1.
    pub number: u32,
    pub chooser: Seat,
    pub attribute: u8,
    /// The cards revealed, in seat order from the chooser.
    pub revealed: Vec<(Seat, u8)>,
    pub result: TurnResult,
    /// The winner's take: the revealed cards and the middle pile, in the order they went to
    /// the bottom of its stack (empty when nobody won).
    pub taken: Vec<u8>,
    /// The middle pile after the turn.
    pub middle: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct TopTrumps {
    pub(super) options: Options,
    pub(super) seed: u64,
    pub(super) dealer: Seat,
    /// Each seat's stack, top first (card = its place in the pack).
    pub(super) stacks: Vec<VecDeque<u8>>,
    /// How many cards at the top of each stack nobody has seen yet (from the deal).
    pub(super) unseen: Vec<u8>,
    pub(super) middle: Vec<u8>,
    pub(super) chooser: Seat,
    pub(super) turns: u32,
    pub(super) last: Option<Turn>,
    pub(super) phase: Phase,
    pub(super) winners: Vec<Seat>,
}

/// A game as a save holds it, before it is checked.
#[derive(Deserialize)]
struct Unchecked {
    options: Options,
    seed: u64,
    dealer: Seat,
    stacks: Vec<VecDeque<u8>>,
    unseen: Vec<u8>,
    middle: Vec<u8>,
    chooser: Seat,
    turns: u32,
    last: Option<Turn>,
    phase: Phase,
    winners: Vec<Seat>,
}

/// A saved game is checked before it is played on: a damaged one is refused with the reason
/// instead of failing later.
impl TryFrom<Unchecked> for TopTrumps {
    type Error = String;

    fn try_from(u: Unchecked) -> Result<Self, String> {
        let players = u.options.players();
        let cards = u.options.pack.cards.len();
        let seat_ok = |s: Seat| s.index() < players;
        if u.stacks.len() != players || u.unseen.len() != players {
            return Err(format!("the saved game does not have {players} stacks"));
        }
        let mut seen = vec![false; cards];
        for &c in u.stacks.iter().flatten().chain(&u.middle) {
            match seen.get_mut(c as usize) {
                Some(s) if !*s => *s = true,
                _ => return Err("the saved game's cards are not each in one place".into()),
            }
        }
        if seen.iter().any(|s| !s) {
            return Err("the saved game has lost cards".into());
        }
        if u.stacks
            .iter()
            .zip(&u.unseen)
            .any(|(s, &n)| n as usize > s.len())
        {
            return Err("the saved game's unseen cards do not fit its stacks".into());
        }
        if !seat_ok(u.dealer) || !seat_ok(u.chooser) || !u.winners.iter().all(|&w| seat_ok(w)) {
            return Err("the saved game names a seat that is not at the table".into());
        }
        let holding = u.stacks.iter().filter(|s| !s.is_empty()).count();
        if u.phase == Phase::Choose && (holding < 2 || u.stacks[u.chooser.index()].is_empty()) {
            return Err("the saved game's chooser has no cards, or nobody is left to play".into());
        }
        if let Some(t) = &u.last {
            let fits = t
                .revealed
                .iter()
                .all(|&(s, c)| seat_ok(s) && (c as usize) < cards)
                && t.taken.iter().all(|&c| (c as usize) < cards)
                && (t.attribute as usize) < u.options.pack.attributes.len()
                && seat_ok(t.chooser);
            if !fits {
                return Err("the saved game's last turn does not fit its pack".into());
            }
        }
        Ok(TopTrumps {
            options: u.options,
            seed: u.seed,
            dealer: u.dealer,
            stacks: u.stacks,
            unseen: u.unseen,
            middle: u.middle,
            chooser: u.chooser,
            turns: u.turns,
            last: u.last,
            phase: u.phase,
            winners: u.winners,
        })
    }
}

/// Deals `order` one card at a time from the dealer's left (the first seats get the extra
/// cards); each seat's first card is the top of its stack.
pub fn deal(order: &[u8], players: usize, dealer: Seat) -> Vec<VecDeque<u8>> {
    let mut stacks = vec![VecDeque::new(); players];
    for (k, &card) in order.iter().enumerate() {
        let seat = dealer.offset(1 + k, players);
        stacks[seat.index()].push_back(card);
    }
    stacks
}

impl TopTrumps {
    /// A new game: the dealer (given, or from the seed), then every card dealt (in the given
    /// order, or shuffled from the seed).
    pub fn start(
        options: &Options,
        seed: u64,
        dealer: Option<Seat>,
        order: Option<Vec<u8>>,
    ) -> Result<TopTrumps, String> {
        options.validate()?;
        let players = options.players();
        let cards = options.pack.cards.len();
        if let Some(d) = dealer {
            if d.index() >= players {
                return Err(format!("there is no seat {} at a table of {players}", d.0));
            }
        }
        let mut rng = GameRng::new(seed);
        let dealer = dealer.unwrap_or_else(|| Seat(rng.below(players) as u8));
        let order = match order {
            Some(o) => {
                let mut sorted = o.clone();
                sorted.sort_unstable();
                if sorted != (0..cards as u8).collect::<Vec<u8>>() {
                    return Err(format!(
                        "the deal must hold each of the pack's {cards} cards once"
                    ));
                }
                o
            }
            None => {
                let mut o: Vec<u8> = (0..cards as u8).collect();
                rng.shuffle(&mut o);
                o
            }
        };
        let stacks = deal(&order, players, dealer);
        let unseen = stacks.iter().map(|s| s.len() as u8).collect();
        Ok(TopTrumps {
            options: options.clone(),
            seed,
            dealer,
            stacks,
            unseen,
            middle: Vec::new(),
            chooser: dealer.next(players),
            turns: 0,
            last: None,
            phase: Phase::Choose,
            winners: Vec::new(),
        })
    }

    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn players_usize(&self) -> usize {
        self.stacks.len()
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn chooser(&self) -> Seat {
        self.chooser
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    pub fn last(&self) -> Option<&Turn> {
        self.last.as_ref()
    }
    pub fn winners(&self) -> &[Seat] {
        &self.winners
    }
    pub fn stack(&self, seat: Seat) -> &VecDeque<u8> {
        &self.stacks[seat.index()]
    }
    pub fn unseen(&self, seat: Seat) -> usize {
        self.unseen.get(seat.index()).map_or(0, |&u| u as usize)
    }
    pub fn middle(&self) -> &[u8] {
        &self.middle
    }
    /// Each seat's number of cards.
    pub fn counts(&self) -> Vec<i32> {
        self.stacks.iter().map(|s| s.len() as i32).collect()
    }
    pub fn is_out(&self, seat: Seat) -> bool {
        self.stacks.get(seat.index()).is_some_and(|s| s.is_empty())
    }

    pub fn to_act_seat(&self) -> Option<Seat> {
        (self.phase == Phase::Choose).then_some(self.chooser)
    }

    pub fn each_legal(&self, mut f: impl FnMut(Action)) {
        if self.phase == Phase::Choose {
            for a in 0..self.options.pack.attributes.len() {
                f(Action::Choose { attribute: a as u8 });
            }
        }
    }

    /// What an action does, with the pack's words: "chooses Diameter".
    pub fn describe(&self, action: &Action) -> String {
        describe(&self.options, action)
    }

    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        if self.phase == Phase::GameOver {
            return Err(ActionError::GameOver);
        }
        if seat != self.chooser {
            return Err(ActionError::NotYourTurn {
                to_act: self.chooser,
                seat,
            });
        }
        let Action::Choose { attribute } = action;
        let attributes = self.options.pack.attributes.len();
        if attribute as usize >= attributes {
            return Err(ActionError::NoSuchAttribute {
                attribute,
                attributes,
            });
        }
        self.play_turn(attribute);
        Ok(())
    }

    /// Everyone still in reveals their top card; the single best value takes them all and
    /// the middle pile; a tie or any "no data" sends them to the middle.
    fn play_turn(&mut self, attribute: u8) {
        let players = self.players_usize();
        let pack = self.options.pack.clone();
        let chooser = self.chooser;
        let mut revealed: Vec<(Seat, u8)> = Vec::with_capacity(players);
        for s in chooser.clockwise(players) {
            let i = s.index();
            if let Some(card) = self.stacks[i].pop_front() {
                self.unseen[i] = self.unseen[i].saturating_sub(1);
                revealed.push((s, card));
            }
        }
        let a = attribute as usize;
        let result = match pack.attribute(a) {
            Some(attr)
                if revealed
                    .iter()
                    .all(|&(_, c)| pack.value(c as usize, a).is_some()) =>
            {
                let value = |c: u8| pack.value(c as usize, a).unwrap_or(0.0);
                let mut best = revealed[0];
                let mut tied = false;
                for &(s, c) in &revealed[1..] {
                    match attr.compare(value(c), value(best.1)) {
                        Ordering::Greater => {
                            best = (s, c);
                            tied = false;
                        }
                        Ordering::Equal => tied = true,
                        Ordering::Less => {}
                    }
                }
                if tied {
                    TurnResult::Tie
                } else {
                    TurnResult::Won { seat: best.0 }
                }
            }
            _ => TurnResult::NoData,
        };
        self.turns += 1;
        let mut taken = Vec::new();
        match result {
            TurnResult::Won { seat } => {
                // The winner's own card first, then clockwise from the winner, then the middle.
                let from = revealed.iter().position(|&(s, _)| s == seat).unwrap_or(0);
                taken.extend(revealed[from..].iter().map(|&(_, c)| c));
                taken.extend(revealed[..from].iter().map(|&(_, c)| c));
                taken.append(&mut self.middle);
                self.stacks[seat.index()].extend(taken.iter().copied());
                self.chooser = seat;
            }
            TurnResult::Tie | TurnResult::NoData => {
                self.middle.extend(revealed.iter().map(|&(_, c)| c));
                if self.is_out(chooser) {
                    if let Some(next) = chooser
                        .clockwise(players)
                        .skip(1)
                        .find(|&s| !self.is_out(s))
                    {
                        self.chooser = next;
                    }
                }
            }
        }
        self.last = Some(Turn {
            number: self.turns,
            chooser,
            attribute,
            revealed: revealed.clone(),
            result,
            taken,
            middle: self.middle.len(),
        });
        let still_in: Vec<Seat> = Seat::all(players).filter(|&s| !self.is_out(s)).collect();
        if still_in.len() <= 1 {
            self.phase = Phase::GameOver;
            // Nobody left: a tie took every remaining player's last cards; they share the win.
            self.winners = if still_in.is_empty() {
                revealed.iter().map(|&(s, _)| s).collect()
            } else {
                still_in
            };
            self.winners.sort();
        } else if self.turns >= TURN_LIMIT {
            self.phase = Phase::GameOver;
            let most = self.stacks.iter().map(VecDeque::len).max().unwrap_or(0);
            self.winners = Seat::all(players)
                .filter(|&s| self.stacks[s.index()].len() == most)
                .collect();
        }
    }
}

/// "chooses Diameter" (the attribute's label).
pub fn describe(options: &Options, action: &Action) -> String {
    describe_said(options, action).en()
}

/// What `action` does, as said after the chooser's name ("chooses Mass"): the pack's label in
/// its words ([`PackWords`](super::words::PackWords)).
pub fn describe_said(options: &Options, action: &Action) -> trumps_words::Said {
    let Action::Choose { attribute } = action;
    let a = *attribute as usize;
    match options.pack.attribute(a) {
        Some(_) => trumps_words::Said::new(trumps_words::Msg::CaptionActionChooses).said(
            "attribute",
            super::words::PackWords::of(&options.pack).label(a),
        ),
        None => {
            trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", action.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn a_game_still_running_after_1000_turns_is_won_by_the_most_cards_ties_shared() {
        let options = Options {
            players: 3,
            pack: std::sync::Arc::new(super::super::pack::fallback()),
        };
        let mut g = TopTrumps::start(&options, 3, Some(Seat(2)), None).unwrap();
        // Three seats of 7, 7 and 6 cards, one turn short of the limit.
        g.turns = TURN_LIMIT - 1;
        let flat = (0..4u8)
            .map(|a| Action::Choose { attribute: a })
            .find(|&a| {
                let mut h = g.clone();
                h.act(Seat(0), a).is_ok() && h.last().is_some_and(|t| t.result != TurnResult::Tie)
            });
        let a = flat.unwrap_or(Action::Choose { attribute: 0 });
        g.act(Seat(0), a).unwrap();
        assert_eq!(g.phase(), Phase::GameOver);
        let counts = g.counts();
        let most = *counts.iter().max().unwrap();
        let want: Vec<Seat> = Seat::all(3).filter(|s| counts[s.index()] == most).collect();
        assert_eq!(g.winners(), want.as_slice());
        assert_eq!(g.outcome().map(|o| o.scores), Some(counts));

        // Two seats tied for the most share the win.
        let mut g = TopTrumps::start(&options, 3, Some(Seat(2)), None).unwrap();
        g.turns = TURN_LIMIT - 1;
        let first = g.stacks[0].pop_front().unwrap();
        g.stacks[2].push_back(first);
        // 6, 7, 7: a turn that moves cards may change that, so look at the result.
        g.act(Seat(0), Action::Choose { attribute: 0 }).unwrap();
        let counts = g.counts();
        let most = *counts.iter().max().unwrap();
        let want: Vec<Seat> = Seat::all(3).filter(|s| counts[s.index()] == most).collect();
        assert_eq!(g.winners(), want.as_slice());
    }

    #[test]
    fn after_1000_turns_two_seats_level_on_cards_share_the_win() {
        let options = Options {
            players: 2,
            pack: std::sync::Arc::new(super::super::pack::fallback()),
        };
        let mut g = TopTrumps::start(&options, 3, Some(Seat(1)), None).unwrap();
        g.turns = TURN_LIMIT - 1;
        // Both show a card with equal values everywhere: a tie, 9 cards each, 2 in the middle.
        g.stacks[0][0] = 0;
        g.stacks[1][0] = 0;
        g.act(Seat(0), Action::Choose { attribute: 0 }).unwrap();
        assert_eq!(g.last().map(|t| t.result), Some(TurnResult::Tie));
        assert_eq!(g.phase(), Phase::GameOver);
        assert_eq!(g.winners(), &[Seat(0), Seat(1)]);
    }
}
