//! The What Trump? state machine: options + seed + decisions → state.

use super::actions::ActionError;
use super::cards::{deck, deck_array, Card, CardSet, MAX_RANK, MIN_RANK};
use super::hand::Hand;
use super::scoring::{captured, score_tasks, RoundSummary};
use super::tasks::{Chips, Task, CHIPS_PER_PLAYER};
use super::trump::Trump;
use super::view::View;
use crate::engine::{CompletedTrick, GameRng, PerSeat, Seat, Trick, TurnCache, Viewpoint};
use crate::mechanics::trick::tricks_won;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::collections::VecDeque;
use std::fmt;
use triomphe::Arc;

/// Bumped whenever the serialised state changes shape; older saves are then refused cleanly.
pub const STATE_VERSION: u32 = 1;

pub const COLUMNS: usize = 9;
pub const COLUMN_SIZE: usize = 4;

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

/// Chance given explicitly instead of drawn from the RNG: one round's grid and column markers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// 9 columns of 4 cards: the whole deck, each card once.
    pub grid: Vec<Vec<Card>>,
    /// Each column's marker seat (with 3 players: every seat exactly 3 times).
    pub markers: Vec<Seat>,
}

/// Why a hand-made deal cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not 9 columns, or a column without exactly 4 cards.
    GridShape,
    DuplicateCard(Card),
    MissingCard(Card),
    MarkerCount(usize),
    MarkerSeat(Seat),
    /// With 3 players every seat must be the marker of exactly 3 columns.
    MarkerBalance {
        seat: Seat,
        count: usize,
    },
    DealerSeat(Seat),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::GridShape => write!(
                f,
                "the grid must be {} columns of {} cards",
                COLUMNS, COLUMN_SIZE
            ),
            DealError::DuplicateCard(c) => write!(f, "the card {c} is dealt twice"),
            DealError::MissingCard(c) => write!(f, "the card {c} is missing from the grid"),
            DealError::MarkerCount(n) => {
                write!(f, "there must be {COLUMNS} column markers, not {n}")
            }
            DealError::MarkerSeat(s) => write!(f, "the marker {s} is not a seat at this table"),
            DealError::MarkerBalance { seat, count } => write!(
                f,
                "with 3 players every seat marks exactly 3 columns, but {seat} marks {count}"
            ),
            DealError::DealerSeat(s) => write!(f, "the dealer {s} is not a seat at this table"),
        }
    }
}

impl std::error::Error for DealError {}

impl Deal {
    /// Builds a deal from 36 cards in column order (column 1 top to bottom, then column 2…).
    pub fn from_cards(cards: &[Card], markers: Vec<Seat>) -> Deal {
        Deal {
            grid: cards.chunks(COLUMN_SIZE).map(|c| c.to_vec()).collect(),
            markers,
        }
    }

    /// Checks the deal for a table of `players`.
    pub fn check(&self, players: usize) -> Result<(), DealError> {
        if self.grid.len() != COLUMNS || self.grid.iter().any(|c| c.len() != COLUMN_SIZE) {
            return Err(DealError::GridShape);
        }
        // 36 cards: a list is as quick as a hash set here and keeps std's HashSet (hashbrown
        // and SipHash instantiated for cards) out of the app's wasm.
        let mut seen: Vec<Card> = Vec::with_capacity(COLUMNS * COLUMN_SIZE);
        for &c in self.grid.iter().flatten() {
            if seen.contains(&c) {
                return Err(DealError::DuplicateCard(c));
            }
            seen.push(c);
        }
        if let Some(&c) = deck().iter().find(|c| !seen.contains(c)) {
            return Err(DealError::MissingCard(c));
        }
        if self.markers.len() != COLUMNS {
            return Err(DealError::MarkerCount(self.markers.len()));
        }
        if let Some(&m) = self.markers.iter().find(|m| m.index() >= players) {
            return Err(DealError::MarkerSeat(m));
        }
        if players == 3 {
            for seat in Seat::all(players) {
                let count = self.markers.iter().filter(|&&m| m == seat).count();
                if count != 3 {
                    return Err(DealError::MarkerBalance { seat, count });
                }
            }
        }
        Ok(())
    }
}

/// Why [`WhatTrump::with_given`] refused its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChanceError {
    Players(u8),
    FirstDealer(DealError),
    /// The deal of round `round` (from 1).
    Deal {
        round: usize,
        error: DealError,
    },
}

impl fmt::Display for ChanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChanceError::Players(n) => write!(f, "What Trump? is for 3 or 4 players, not {n}"),
            ChanceError::FirstDealer(e) => write!(f, "first dealer: {e}"),
            ChanceError::Deal { round, error } => write!(f, "deal of round {round}: {error}"),
        }
    }
}

impl std::error::Error for ChanceError {}

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

    /// Deals a new round: shuffled grid and column markers (3 players: every seat exactly 3 times).
    pub(super) fn start_round(&mut self) {
        if let Some(d) = self.preset_deals.pop_front() {
            let grid = d.grid.iter().map(|c| Column::from_slice(c)).collect();
            self.install_round(grid, Markers::from_vec(d.markers));
            return;
        }
        let players = self.players_usize();
        let mut cards = deck_array();
        self.rng.shuffle(&mut cards);
        let grid: Vec<Column> = cards.chunks(COLUMN_SIZE).map(Column::from_slice).collect();
        let markers = if players == 3 {
            let mut m: Markers = (0..COLUMNS).map(|i| Seat((i % 3) as u8)).collect();
            self.rng.shuffle(&mut m);
            m
        } else {
            (0..COLUMNS)
                .map(|_| Seat(self.rng.below(players) as u8))
                .collect()
        };
        self.install_round(grid, markers);
    }

    /// Starts a round on a given grid and markers (also used for hand-made deals).
    pub(crate) fn install_round(&mut self, grid: Vec<Column>, markers: Markers) {
        let players = self.players_usize();
        self.turn.forget();
        self.round = Some(Round {
            number: self.history.len() + 1,
            dealer: self.dealer,
            table: Arc::new(Table {
                columns: grid.clone(),
                grid,
                active_column: 0,
                draft_log: Vec::with_capacity(COLUMNS * COLUMN_SIZE),
                hands: PerSeat::from_elem(Hand::default(), players),
                tricks: Vec::with_capacity(COLUMNS * COLUMN_SIZE / players + 1),
                trick: Trick::new(self.dealer),
                past: self.history.clone(),
            }),
            markers,
            trump: None,
            tasks: PerSeat::from_elem(None, players),
            summary: None,
        });
        self.phase = Phase::ChooseTrump;
    }

    /// The next non-dealer (clockwise from the dealer's left) still to choose a task.
    pub(super) fn next_task_chooser(&self, round: &Round) -> Option<Seat> {
        let players = self.players_usize();
        round
            .dealer
            .clockwise(players)
            .skip(1)
            .find(|s| round.tasks[s.index()].is_none())
    }

    /// First leader: holder of the lowest card of the trump suit, or with no trump suit the
    /// lowest card overall (rank, then suit order).
    pub(super) fn first_leader(round: &Round, trump: Trump) -> Seat {
        let held = round
            .hands
            .iter()
            .fold(CardSet::default(), |all, h| all.union(h.set()));
        // Deck order is suit, then rank: the first card of a suit's block is its lowest; with
        // no trump suit, the lowest rank held, and among those the first suit.
        let lowest = match trump.suit {
            Some(suit) => held.intersection(CardSet::suit(suit)).iter().next(),
            None => (MIN_RANK..=MAX_RANK)
                .find_map(|rank| held.intersection(CardSet::rank(rank)).iter().next()),
        };
        lowest
            .and_then(|card| round.hands.iter().position(|h| h.set().contains(card)))
            .map_or(round.dealer, |i| Seat(i as u8))
    }

    pub(super) fn round_mut(&mut self) -> Result<&mut Round, ActionError> {
        self.round.as_mut().ok_or(ActionError::WrongPhase {
            phase: Phase::ChipDraft.name(),
        })
    }

    pub(super) fn wrong_phase(&self) -> ActionError {
        ActionError::WrongPhase {
            phase: self.phase.name(),
        }
    }

    pub(super) fn finish_play(&mut self) {
        let players = self.players_usize();
        let Some(round) = self.round.as_mut() else {
            return;
        };
        let trump = round.trump.unwrap_or_default();
        let results = score_tasks(&round.tasks, round.dealer, &round.tricks);
        for r in &results {
            if r.met {
                self.chips[r.seat.index()].remove(r.task);
            }
        }
        let summary = RoundSummary {
            number: round.number,
            dealer: round.dealer,
            trump,
            tricks_won: round.tricks_won(players),
            captured: Arc::new(captured(&round.tricks, players)),
            tricks: Arc::new(round.tricks.clone()),
            tasks: results,
            dealer_discard: None,
            chips_after: PerSeat::new(),
        };
        let claims = summary.dealer_claims();
        round.summary = Some(Arc::new(summary));
        let (first, several) = {
            let mut distinct = Self::each_distinct(&self.chips[self.dealer.index()]);
            (distinct.next(), distinct.next().is_some())
        };
        if claims && several {
            self.phase = Phase::DealerDiscard;
        } else if claims {
            self.close_round(first);
        } else {
            self.close_round(None);
        }
    }

    pub(super) fn close_round(&mut self, dealer_discard: Option<Task>) {
        if let Some(t) = dealer_discard {
            self.chips[self.dealer.index()].remove(t);
        }
        let Some(summary) = self.round.as_mut().and_then(|r| r.summary.take()) else {
            return;
        };
        let mut summary = Arc::unwrap_or_clone(summary);
        summary.dealer_discard = dealer_discard;
        summary.chips_after = self.chips.clone();
        // The round's table shares the history: it lets go first, so that adding a round
        // does not copy every earlier one.
        if let Some(r) = self.round.as_mut() {
            drop(std::mem::take(&mut r.table_mut().past));
        }
        Arc::make_mut(&mut self.history).push(summary);
        let winners: Vec<Seat> = Seat::all(self.players_usize())
            .filter(|s| self.chips[s.index()].is_empty())
            .collect();
        if !winners.is_empty() {
            self.winners = winners;
            self.phase = Phase::GameOver;
            // The finished game's table shows every round, the last one too.
            let history = self.history.clone();
            if let Some(r) = self.round.as_mut() {
                r.table_mut().past = history;
            }
            return;
        }
        self.dealer = self.dealer.next(self.players_usize());
        self.start_round();
    }

    /// Distinct tasks among some chips, in display order.
    pub(crate) fn distinct(chips: &[Task]) -> Vec<Task> {
        Self::each_distinct(chips).collect()
    }

    /// [`WhatTrump::distinct`] without allocating: each task at its first chip. Chip lists and
    /// the pool are kept sorted (a chip goes in at its place), so this is display order.
    pub(super) fn each_distinct(chips: &[Task]) -> impl Iterator<Item = Task> + '_ {
        let mut seen = 0u32;
        chips.iter().copied().filter(move |t| {
            let bit = 1 << t.slot();
            let new = seen & bit == 0;
            seen |= bit;
            new
        })
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
