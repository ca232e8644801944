//! The What Trump? state machine: options + seed + decisions → state.

use super::cards::{deck, Card};
use super::hand::Hand;
use super::scoring::RoundSummary;
use super::tasks::{Chips, Task, CHIPS_PER_PLAYER};
use super::trump::Trump;
use super::view::View;
use crate::engine::{CompletedTrick, GameRng, PerSeat, Seat, Trick, TurnCache, Viewpoint};
use crate::mechanics::trick::tricks_won;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::collections::VecDeque;
use triomphe::Arc;

/// Bumped whenever the serialised state changes shape; older saves are then refused cleanly.
pub const STATE_VERSION: u32 = 1;

pub const COLUMNS: usize = 9;
pub const COLUMN_SIZE: usize = 4;

pub use super::deal::{ChanceError, Deal, DealError};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 3 or 4.
    pub players: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options { players: 4 }
    }
}

impl Options {
    pub fn valid(self) -> bool {
        matches!(self.players, 3 | 4)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Once per game: players take chips in turn, dealer first, until everyone has five.
    ChipDraft,
    /// The dealer, seeing the grid, secretly sets the trump.
    ChooseTrump,
    /// Columns are drafted one card at a time from each column's marker seat.
    Draft,
    /// Trump revealed; each non-dealer secretly chooses a task.
    ChooseTasks,
    Play,
    /// The dealer met a failed task and chooses a chip to discard.
    DealerDiscard,
    GameOver,
}

impl Phase {
    /// The phase in words (`card draft`).
    pub fn name(self) -> &'static str {
        match self {
            Phase::ChipDraft => "chip draft",
            Phase::ChooseTrump => "trump choice",
            Phase::Draft => "card draft",
            Phase::ChooseTasks => "task choice",
            Phase::Play => "trick play",
            Phase::DealerDiscard => "dealer's discard",
            Phase::GameOver => "end of the game",
        }
    }
}

/// One public draft pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftPick {
    pub seat: Seat,
    pub card: Card,
    pub column: usize,
}

/// Each column's marker seat, inline (serialised as a plain list).
pub type Markers = SmallVec<[Seat; COLUMNS]>;

/// The cards left in a column, inline (serialised as a plain list).
pub type Column = SmallVec<[Card; COLUMN_SIZE]>;

/// What everyone at the table sees of a round: the grid, the draft, the hands (every pick is
/// made in the open) and the tricks. Shared, not copied, by the state, its clones and every
/// seat's view; the state writes it copy-on-write ([`Round::table_mut`]), so a view costs the
/// same whether the round has just begun or is nearly over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The grid as dealt: 9 columns of 4 cards (each held inline).
    pub grid: Vec<Column>,
    /// The cards still in each column (held inline).
    pub columns: Vec<Column>,
    pub active_column: usize,
    pub draft_log: Vec<DraftPick>,
    /// Every hand, each sorted (held inline).
    pub hands: PerSeat<Hand>,
    pub tricks: Vec<CompletedTrick<Card>>,
    pub trick: Trick<Card>,
    /// The game's scored rounds (the state's history, shared): a view reads the past through
    /// the one table it shares instead of holding a second shared pointer. Not saved with the
    /// table (the game saves its history once); restored when a game is read back.
    #[serde(skip)]
    pub past: Arc<Vec<RoundSummary>>,
}

impl Table {
    pub fn tricks_won(&self, players: usize) -> PerSeat<usize> {
        tricks_won(&self.tricks, players)
    }
}

/// The state of the round being played: the open [`Table`] and the round's secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: usize,
    pub dealer: Seat,
    /// Serialised in line with the other fields, as before the split: saves read unchanged.
    #[serde(flatten)]
    pub table: Arc<Table>,
    /// Each column's marker seat (secret until the column becomes active).
    pub markers: Markers,
    pub trump: Option<Trump>,
    pub tasks: PerSeat<Option<Task>>,
    /// Set when the last trick is played; pushed to the history once the round closes.
    pub summary: Option<Arc<RoundSummary>>,
}

impl std::ops::Deref for Round {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.table
    }
}

impl Round {
    /// The open table, to change it (copied first only if a clone or a view still shares it).
    pub(super) fn table_mut(&mut self) -> &mut Table {
        Arc::make_mut(&mut self.table)
    }

    /// Whose pick it is in the draft.
    pub fn drafter(&self, players: usize) -> Seat {
        let taken = COLUMN_SIZE - self.columns[self.active_column].len();
        self.markers[self.active_column].offset(taken, players)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Saved")]
pub struct WhatTrump {
    pub(super) options: Options,
    pub(super) rng: GameRng,
    pub(super) first_dealer: Seat,
    pub(super) dealer: Seat,
    pub(super) phase: Phase,
    /// Each seat's chips, inline: a view copies them without allocating.
    pub(super) chips: PerSeat<Chips>,
    pub(super) pool: SmallVec<[Task; 24]>,
    pub(super) chip_turn: Seat,
    pub(super) round: Option<Round>,
    /// Every scored round, shared (not copied) by clones and views: the past costs nothing
    /// to carry.
    pub(super) history: Arc<Vec<RoundSummary>>,
    pub(super) winners: Vec<Seat>,
    /// Hand-made deals still to use, next round first; a round with none left is shuffled.
    /// Absent from saves without preset deals, so older saves read unchanged.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub(super) preset_deals: VecDeque<Deal>,
    /// Who acts, once worked out; forgotten by every change (`apply`, a new round). Not saved.
    #[serde(skip)]
    pub(super) turn: TurnCache,
}

/// A saved [`WhatTrump`] as read back: the same fields. Reading goes through it so that the
/// round's table gets the game's history to share again (see [`Table::past`]).
#[derive(Deserialize)]
struct Saved {
    options: Options,
    rng: GameRng,
    first_dealer: Seat,
    dealer: Seat,
    phase: Phase,
    chips: PerSeat<Chips>,
    pool: SmallVec<[Task; 24]>,
    chip_turn: Seat,
    round: Option<Round>,
    history: Arc<Vec<RoundSummary>>,
    winners: Vec<Seat>,
    #[serde(default)]
    preset_deals: VecDeque<Deal>,
}

impl From<Saved> for WhatTrump {
    fn from(s: Saved) -> WhatTrump {
        let mut round = s.round;
        if let Some(r) = round.as_mut() {
            r.table_mut().past = s.history.clone();
        }
        WhatTrump {
            options: s.options,
            rng: s.rng,
            first_dealer: s.first_dealer,
            dealer: s.dealer,
            phase: s.phase,
            chips: s.chips,
            pool: s.pool,
            chip_turn: s.chip_turn,
            round,
            history: s.history,
            winners: s.winners,
            preset_deals: s.preset_deals,
            turn: TurnCache::default(),
        }
    }
}

impl WhatTrump {
    /// A new game; `None` if the options are invalid (only 3 or 4 players).
    pub fn new(options: Options, seed: u64) -> Option<WhatTrump> {
        if !options.valid() {
            return None;
        }
        let players = options.players as usize;
        let mut rng = GameRng::new(seed);
        let first_dealer = Seat(rng.below(players) as u8);
        Some(WhatTrump {
            options,
            rng,
            first_dealer,
            dealer: first_dealer,
            phase: Phase::ChipDraft,
            chips: PerSeat::from_elem(Chips::new(), players),
            pool: Task::chip_set().into(),
            chip_turn: first_dealer,
            round: None,
            history: Arc::default(),
            winners: Vec::new(),
            preset_deals: VecDeque::new(),
            turn: TurnCache::default(),
        })
    }

    /// A new game whose chance is partly given instead of drawn: the first dealer (if
    /// `Some`) and the deals of the first rounds, in order (round 1 first). Chance given this
    /// way does not use the RNG; every round past the given ones is shuffled from `seed`.
    pub fn with_given(
        options: Options,
        seed: u64,
        first_dealer: Option<Seat>,
        deals: Vec<Deal>,
    ) -> Result<WhatTrump, ChanceError> {
        if !options.valid() {
            return Err(ChanceError::Players(options.players));
        }
        let players = options.players as usize;
        for (i, d) in deals.iter().enumerate() {
            d.check(players).map_err(|error| ChanceError::Deal {
                round: i + 1,
                error,
            })?;
        }
        let mut game = match first_dealer {
            None => WhatTrump::new(options, seed).ok_or(ChanceError::Players(options.players))?,
            Some(d) if d.index() >= players => {
                return Err(ChanceError::FirstDealer(DealError::DealerSeat(d)))
            }
            Some(d) => WhatTrump {
                options,
                rng: GameRng::new(seed),
                first_dealer: d,
                dealer: d,
                phase: Phase::ChipDraft,
                chips: PerSeat::from_elem(Chips::new(), players),
                pool: Task::chip_set().into(),
                chip_turn: d,
                round: None,
                history: Arc::default(),
                winners: Vec::new(),
                preset_deals: VecDeque::new(),
                turn: TurnCache::default(),
            },
        };
        game.preset_deals = deals.into();
        Ok(game)
    }

    /// A game that skips the chip draft and starts its first round on a hand-made deal:
    /// `dealer` deals, each seat holds `chips[seat]`, and the grid and column markers are
    /// given instead of shuffled (later rounds are shuffled from `seed` as usual). Meant for
    /// tests and worked examples. `None` unless the options are valid, `chips` has one
    /// non-empty list of at most five chips per seat, `grid` is the 36-card deck in 9 columns
    /// of 4, and `markers` has one valid seat per column (with 3 players: each seat 3 times).
    pub fn with_deal(
        options: Options,
        seed: u64,
        dealer: Seat,
        chips: Vec<Vec<Task>>,
        grid: Vec<Vec<Card>>,
        markers: Vec<Seat>,
    ) -> Option<WhatTrump> {
        let mut game = WhatTrump::new(options, seed)?;
        let players = game.players_usize();
        let chips_ok = chips.len() == players
            && chips
                .iter()
                .all(|c| (1..=CHIPS_PER_PLAYER).contains(&c.len()));
        let mut cards: Vec<Card> = grid.concat();
        cards.sort_unstable();
        let grid_ok =
            grid.len() == COLUMNS && grid.iter().all(|c| c.len() == COLUMN_SIZE) && cards == deck();
        let markers_ok = markers.len() == COLUMNS
            && markers.iter().all(|m| m.index() < players)
            && (players != 3
                || Seat::all(players).all(|s| markers.iter().filter(|&&m| m == s).count() == 3));
        if dealer.index() >= players || !chips_ok || !grid_ok || !markers_ok {
            return None;
        }
        game.first_dealer = dealer;
        game.dealer = dealer;
        game.chip_turn = dealer;
        game.chips = chips.iter().filter_map(|c| Chips::from_slice(c)).collect();
        game.pool.clear();
        let grid = grid.iter().map(|c| Column::from_slice(c)).collect();
        game.install_round(grid, Markers::from_vec(markers));
        Some(game)
    }

    pub fn options(&self) -> Options {
        self.options
    }
    pub fn seed(&self) -> u64 {
        self.rng.seed()
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }
    pub fn chips(&self) -> &[Chips] {
        &self.chips
    }
    pub fn pool(&self) -> &[Task] {
        &self.pool
    }
    pub fn round(&self) -> Option<&Round> {
        self.round.as_ref()
    }
    pub fn history(&self) -> &[RoundSummary] {
        &self.history
    }
    /// What a seat, an observer or an all-seeing viewer knows (see [`Viewpoint`]).
    pub fn view_from(&self, viewpoint: Viewpoint) -> View {
        View::from(self, viewpoint)
    }

    pub fn winners(&self) -> &[Seat] {
        &self.winners
    }

    pub(super) fn players_usize(&self) -> usize {
        self.options.players as usize
    }
}

/// Takes one chip of `task` out of the pool; `false` if there is none.
pub(super) fn remove_one(chips: &mut SmallVec<[Task; 24]>, task: Task) -> bool {
    match chips.iter().position(|&t| t == task) {
        Some(i) => {
            chips.remove(i);
            true
        }
        None => false,
    }
}
