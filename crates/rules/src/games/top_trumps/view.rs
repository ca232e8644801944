//! What one viewpoint may know of a game of Top Trumps. Every revealed card is public, and so
//! is the order in which won cards went to the bottom of a stack; what nobody has seen is the
//! top part of each stack still from the deal, except a player's own top card, which that
//! player may look at.

use super::actions::Action;
use super::options::Options;
use super::state::{Phase, TopTrumps, Turn};
use crate::engine::{Game, Seat, Viewpoint};
use serde::{Deserialize, Serialize};

/// One seat's stack as a viewpoint knows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackView {
    pub count: usize,
    /// Cards at the top that nobody has seen (from the deal).
    pub unseen: usize,
    /// The rest of the stack, top first: cards won, in the order everyone saw them go under.
    pub known: Vec<u8>,
    /// The top card, if this viewpoint may know it.
    pub top: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewpoint: Viewpoint,
    pub options: Options,
    pub dealer: Seat,
    pub phase: Phase,
    pub chooser: Seat,
    pub turns: u32,
    pub stacks: Vec<StackView>,
    pub middle: Vec<u8>,
    pub last: Option<Turn>,
    pub winners: Vec<Seat>,
    /// The viewer's legal actions (none unless it is the viewer's turn to choose).
    pub legal: Vec<Action>,
}

impl View {
    pub fn from(g: &TopTrumps, viewpoint: Viewpoint) -> View {
        let everything = viewpoint == Viewpoint::Everything;
        let stacks = Seat::all(g.players_usize())
            .map(|s| {
                let stack = g.stack(s);
                let unseen = if everything { 0 } else { g.unseen(s) };
                let top = if unseen == 0 || viewpoint.knows_secret_of(s) {
                    stack.front().copied()
                } else {
                    None
                };
                StackView {
                    count: stack.len(),
                    unseen,
                    known: stack.iter().skip(unseen).copied().collect(),
                    top,
                }
            })
            .collect();
        let legal = if viewpoint.seat().is_some() && viewpoint.seat() == g.to_act() {
            g.legal_actions()
        } else {
            Vec::new()
        };
        View {
            viewpoint,
            options: g.options().clone(),
            dealer: g.dealer(),
            phase: g.phase(),
            chooser: g.chooser(),
            turns: g.turns(),
            stacks,
            middle: g.middle().to_vec(),
            last: g.last().cloned(),
            winners: g.winners().to_vec(),
            legal,
        }
    }

    pub fn players(&self) -> usize {
        self.stacks.len()
    }

    /// The viewer's own top card (a seat's view).
    pub fn my_top(&self) -> Option<u8> {
        let s = self.viewpoint.seat()?;
        self.stacks.get(s.index())?.top
    }

    pub fn is_out(&self, seat: Seat) -> bool {
        self.stacks.get(seat.index()).is_none_or(|s| s.count == 0)
    }

    /// Cards whose place this viewpoint does not know: the pack less every known card.
    pub fn unknown_cards(&self) -> Vec<u8> {
        let n = self.options.pack.cards.len();
        let mut placed = vec![false; n];
        let mut mark = |c: u8| {
            if let Some(p) = placed.get_mut(c as usize) {
                *p = true;
            }
        };
        for s in &self.stacks {
            s.known.iter().copied().for_each(&mut mark);
            if s.unseen > 0 {
                if let Some(t) = s.top {
                    mark(t);
                }
            }
        }
        self.middle.iter().copied().for_each(&mut mark);
        (0..n as u8).filter(|&c| !placed[c as usize]).collect()
    }
}

impl crate::engine::SeatView<Action> for View {
    fn seat(&self) -> Option<Seat> {
        self.viewpoint.seat()
    }
    fn to_act(&self) -> Option<Seat> {
        (self.phase == Phase::Choose).then_some(self.chooser)
    }
    fn legal(&self) -> &[Action] {
        &self.legal
    }
}
