//! What one seat may know. The only secrets in What Trump? are the trump before the reveal
//! (known to the dealer) and the other players' tasks before scoring; every draft pick is
//! public, so every hand is known to a player with a perfect memory and is part of the view.
//!
//! Besides a seat's view there is the [`Viewpoint::Observer`] (someone watching who sits at no
//! seat: only what is public) and [`Viewpoint::Everything`] (every secret revealed: used to
//! watch a finished game back).

use super::actions::Action;
use super::cards::Card;
use super::scoring::RoundSummary;
use super::state::{Options, Phase, Table, WhatTrump, COLUMNS};
use super::tasks::{Chips, Task};
use super::trump::Trump;
use crate::engine::{CompletedTrick, Game, PerSeat, Seat, Viewpoint};
use crate::mechanics::trick_reason::TrickReason;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use triomphe::Arc;
use trumps_words::Said;

/// The most seats a view lists (What Trump? has 3 or 4).
const MAX_SEATS: usize = 4;

/// The legal actions in a view: inline for every decision but the dealer's trump choice.
pub type Legal = SmallVec<[Action; 12]>;

/// What one viewpoint knows. Built at every decision of every bot, so it shares what it shows
/// with the state (the open table, the chips, the past) instead of copying it, and keeps its
/// own small parts inline: building one allocates nothing during a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view belongs to (for an observer: seat 0, meaningless; see `observer`).
    pub seat: Seat,
    /// True for [`Viewpoint::Observer`] and [`Viewpoint::Everything`]: no seat, no legal
    /// actions, no "my" hand.
    #[serde(default)]
    pub observer: bool,
    pub options: Options,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// The legal actions of this seat (empty unless it is this seat's turn).
    pub legal: Legal,
    pub dealer: Seat,
    /// Every player's chips (public).
    pub chips: PerSeat<Chips>,
    /// Chips still in the middle during the chip draft.
    pub pool: Vec<Task>,
    pub round: Option<RoundView>,
    pub winners: Vec<Seat>,
}

/// A round as one viewpoint knows it: the open [`Table`] (grid, draft, hands, tricks; read
/// through `Deref`, so `round.hands` works) and the secrets this viewpoint may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundView {
    pub number: usize,
    pub dealer: Seat,
    /// What everyone sees, shared with the state. Written with the game's past (which the
    /// state saves once, not with its table), so a view sent to the bot worker keeps it.
    #[serde(with = "table_with_past")]
    pub table: Arc<Table>,
    /// Markers of the columns revealed so far (`None` for columns not yet active).
    pub markers: SmallVec<[Option<Seat>; 9]>,
    /// The column being drafted, during the draft.
    pub active_column: Option<usize>,
    /// Whether the dealer has set the trump.
    pub trump_set: bool,
    /// The trump, once this seat may know it (the dealer at once, everyone after the draft).
    pub trump: Option<Trump>,
    /// This seat's own task this round.
    pub my_task: Option<Task>,
    /// Every seat's task as far as this viewer knows it: a seat sees only its own, an
    /// observer none, [`Viewpoint::Everything`] all of them.
    #[serde(default)]
    pub tasks: PerSeat<Option<Task>>,
    /// Which seats have chosen their task (not which task).
    pub task_chosen: PerSeat<bool>,
    pub tricks_won: PerSeat<usize>,
    /// The round's scoring while the dealer chooses a discard (public: every task is revealed
    /// once the last trick is played); `None` otherwise.
    pub scoring: Option<Arc<RoundSummary>>,
}

/// A round's table written together with the scored rounds it shares.
mod table_with_past {
    use super::{RoundSummary, Table};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use triomphe::Arc;

    #[derive(Serialize)]
    struct Out<'a> {
        #[serde(flatten)]
        table: &'a Table,
        past: &'a [RoundSummary],
    }

    #[derive(Deserialize)]
    struct In {
        #[serde(flatten)]
        table: Table,
        #[serde(default)]
        past: Vec<RoundSummary>,
    }

    pub fn serialize<S: Serializer>(table: &Arc<Table>, s: S) -> Result<S::Ok, S::Error> {
        Out {
            table,
            past: &table.past,
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Table>, D::Error> {
        let In { mut table, past } = In::deserialize(d)?;
        table.past = Arc::new(past);
        Ok(Arc::new(table))
    }
}

impl std::ops::Deref for RoundView {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.table
    }
}

impl RoundView {
    /// The last trick gathered, if any.
    pub fn last_trick(&self) -> Option<&CompletedTrick<Card>> {
        self.tricks.last()
    }
}

impl View {
    pub(super) fn from(game: &WhatTrump, viewpoint: Viewpoint) -> View {
        let (seat, observer, everything) = match viewpoint {
            Viewpoint::Seat(s) => (s, false, false),
            Viewpoint::Observer => (Seat(0), true, false),
            Viewpoint::Everything => (Seat(0), true, true),
        };
        let players = game.players();
        let phase = game.phase();
        let to_act = game.to_act();
        let mut legal = Legal::new();
        if !observer && to_act == Some(seat) {
            game.each_legal(|a| legal.push(a));
        }
        let round = game.round().map(|r| {
            let drafting = matches!(phase, Phase::ChooseTrump | Phase::Draft);
            let revealed_upto = match phase {
                _ if everything => r.markers.len(),
                Phase::ChooseTrump => 0,
                Phase::Draft => r.active_column + 1,
                _ => r.markers.len(),
            };
            let trump_visible = everything || (!observer && seat == r.dealer) || !drafting;
            // Built in plain arrays and copied in one go: a view is built at every decision.
            let mut won = [0usize; MAX_SEATS];
            for t in &r.tricks {
                if let Some(n) = won.get_mut(t.winner.index()) {
                    *n += 1;
                }
            }
            let mut tasks = [None; MAX_SEATS];
            let mut chosen = [false; MAX_SEATS];
            for (i, &t) in r.tasks.iter().enumerate().take(MAX_SEATS) {
                tasks[i] = t.filter(|_| everything || (!observer && i == seat.index()));
                chosen[i] = t.is_some();
            }
            let mut markers = [None; COLUMNS];
            for (i, &m) in r
                .markers
                .iter()
                .enumerate()
                .take(revealed_upto.min(COLUMNS))
            {
                markers[i] = Some(m);
            }
            let seats = players.min(MAX_SEATS);
            RoundView {
                number: r.number,
                dealer: r.dealer,
                table: r.table.clone(),
                markers: SmallVec::from_slice(&markers[..r.markers.len().min(COLUMNS)]),
                active_column: (phase == Phase::Draft).then_some(r.active_column),
                trump_set: r.trump.is_some(),
                trump: if trump_visible { r.trump } else { None },
                my_task: if observer {
                    None
                } else {
                    r.tasks[seat.index()]
                },
                tasks: PerSeat::from_slice(&tasks[..seats]),
                task_chosen: PerSeat::from_slice(&chosen[..seats]),
                tricks_won: PerSeat::from_slice(&won[..seats]),
                scoring: r.summary.clone(),
            }
        });
        View {
            seat,
            observer,
            options: game.options(),
            phase,
            to_act,
            legal,
            dealer: game.dealer(),
            chips: PerSeat::from_slice(&game.chips),
            pool: game.pool().to_vec(),
            round,
            winners: game.winners().to_vec(),
        }
    }

    pub fn players(&self) -> usize {
        self.options.players as usize
    }

    /// Every scored round, oldest first (read through the shared table: none before the
    /// first round is dealt).
    pub fn history(&self) -> &[RoundSummary] {
        self.round.as_ref().map_or(&[], |r| r.table.past.as_slice())
    }

    /// Completed trick `index` of the round in play explained (who won it, with which card,
    /// and why); `None` if there is no such trick, or the trump is not yet known to this
    /// viewpoint (it is known to all before the first card is played).
    pub fn trick_explained(&self, index: usize) -> Option<TrickReason<Card>> {
        let round = self.round.as_ref()?;
        round.trump?.explain(round.tricks.get(index)?)
    }

    /// The line that says why completed trick `index` of the round in play was won ("Ann's
    /// ♥4 (red 4) wins the trick: the trump number."), naming seats with `name`; `None` if
    /// there is no such trick.
    pub fn trick_reason(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<String> {
        self.trick_said(index, name).map(|s| s.en())
    }

    /// The same line as said in the reader's language (what the page shows).
    pub fn trick_said(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<Said> {
        let told = self.trick_explained(index)?;
        Some(told.said(name, Card::said))
    }

    /// The same line for trick `index` of scored round `round` (an index into
    /// [`View::history`], 0 the first round): the last trick of the round before, say.
    pub fn scored_trick_reason(
        &self,
        round: usize,
        index: usize,
        name: &dyn Fn(Seat) -> String,
    ) -> Option<String> {
        self.scored_trick_said(round, index, name).map(|s| s.en())
    }

    /// The same line as said in the reader's language (what the page shows).
    pub fn scored_trick_said(
        &self,
        round: usize,
        index: usize,
        name: &dyn Fn(Seat) -> String,
    ) -> Option<Said> {
        let scored = self.history().get(round)?;
        let told = scored.trump.explain(scored.tricks.get(index)?)?;
        Some(told.said(name, Card::said))
    }

    pub fn my_turn(&self) -> bool {
        !self.observer && self.to_act == Some(self.seat)
    }

    /// The chips this seat may take, choose or discard now (only one kind of chip action is
    /// ever legal at a time).
    pub fn legal_tasks(&self) -> Vec<Task> {
        self.legal.iter().filter_map(|a| a.task()).collect()
    }

    /// The cards this seat may draft or play now (never both at once).
    pub fn legal_cards(&self) -> Vec<Card> {
        self.legal.iter().filter_map(|a| a.card()).collect()
    }

    pub fn my_hand(&self) -> &[Card] {
        if self.observer {
            return &[];
        }
        self.round
            .as_ref()
            .map(|r| r.hands[self.seat.index()].as_slice())
            .unwrap_or(&[])
    }
}

impl crate::engine::SeatView<Action> for View {
    fn seat(&self) -> Option<Seat> {
        (!self.observer).then_some(self.seat)
    }
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }
    fn legal(&self) -> &[Action] {
        &self.legal
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Game, Seat};
    use crate::games::what_trump::{Options, WhatTrump};
    use triomphe::Arc;

    /// Plays random-ish first legal actions until the draft is half done.
    fn mid_draft() -> WhatTrump {
        let mut g = WhatTrump::new(Options { players: 4 }, 11).expect("valid options");
        while g.round().is_none_or(|r| r.draft_log.len() < 18) {
            let seat = g.to_act().expect("game running");
            let a = g.legal_actions()[0];
            g.apply(seat, a).expect("legal");
        }
        g
    }

    #[test]
    fn a_view_shares_the_open_table_and_keeps_it_when_the_game_moves_on() {
        let mut g = mid_draft();
        let seat = g.to_act().expect("game running");
        let view = g.view_of(seat);
        let (Some(r), Some(vr)) = (g.round(), view.round.as_ref()) else {
            panic!("a round is on");
        };
        assert!(Arc::ptr_eq(&r.table, &vr.table), "shared, not copied");
        assert!(Arc::ptr_eq(&g.history, &vr.table.past), "the past too");
        let before = vr.hands.clone();
        let a = view.legal[0];
        g.apply(seat, a).expect("legal");
        // The game copied its table before writing; the view still shows the moment it was
        // taken.
        let vr = view.round.as_ref().expect("round");
        assert_eq!(vr.hands, before);
        assert_ne!(g.round().expect("round").hands, before);
        assert_eq!(
            g.view_of(Seat(0)).round.expect("round").hands,
            g.round().expect("round").hands
        );
    }

    #[test]
    fn a_game_read_back_shows_its_past_in_every_view() {
        let mut g = WhatTrump::new(Options { players: 3 }, 5).expect("valid options");
        while g.history().len() < 2 {
            let seat = g.to_act().expect("game running");
            let a = g.legal_actions()[0];
            g.apply(seat, a).expect("legal");
        }
        let json = serde_json::to_string(&g).expect("saves");
        let back: WhatTrump = serde_json::from_str(&json).expect("reads back");
        assert_eq!(back, g);
        for seat in 0..3 {
            let view = back.view_of(Seat(seat));
            assert_eq!(view.history(), g.history());
            assert_eq!(view.history().len(), 2);
        }
    }
}
