//! What Trump? on the parlour's game interface: options, who acts, the legal actions, applying
//! one, views, outcome and scores. The state machine's own parts are in [`super::state`].

use super::actions::{Action, ActionError};
use super::chance::Chance;
use super::state::{remove_one, DraftPick, Options, Phase, WhatTrump, COLUMNS, STATE_VERSION};
use super::tasks::CHIPS_PER_PLAYER;
use super::trump::Trump;
use super::view::View;
use crate::engine::{
    check_seats, Game, GameInfo, GameOptions, Outcome, Seat, Teller, Trick, Viewpoint,
};

impl GameOptions for Options {
    crate::players_field!();
    fn check(&self) -> Result<(), trumps_words::Said> {
        check_seats("What Trump?", (3, 4), self.players())
    }

    /// A day's deal: a whole game, of 3 or 4 players as `r` falls.
    fn daily(r: u64) -> Self {
        Options::default().with_players(3 + (r % 2) as usize)
    }
}

impl WhatTrump {
    /// Who acts, worked out from the state ([`Game::to_act`] remembers it).
    #[inline(never)]
    fn work_out_to_act(&self) -> Option<Seat> {
        let players = self.players_usize();
        let round = self.round.as_ref();
        match self.phase {
            Phase::ChipDraft => Some(self.chip_turn),
            Phase::ChooseTrump | Phase::DealerDiscard => Some(self.dealer),
            Phase::Draft => round.map(|r| r.drafter(players)),
            Phase::ChooseTasks => round.and_then(|r| self.next_task_chooser(r)),
            Phase::Play => round.map(|r| r.trick.next_to_play(players)),
            Phase::GameOver => None,
        }
    }

    /// Calls `f` with each legal action of the seat to act, without allocating during a round
    /// (the views and playouts of search bots build on this).
    pub fn each_legal(&self, mut f: impl FnMut(Action)) {
        let Some(seat) = self.to_act() else {
            return;
        };
        let round = self.round.as_ref();
        match (self.phase, round) {
            (Phase::ChipDraft, _) => Self::each_distinct(&self.pool)
                .map(|task| Action::PickChip { task })
                .for_each(&mut f),
            (Phase::ChooseTrump, _) => {
                Trump::each_choice().for_each(|trump| f(Action::SetTrump { trump }))
            }
            (Phase::Draft, Some(r)) => r.columns[r.active_column]
                .iter()
                .map(|&card| Action::Draft { card })
                .for_each(&mut f),
            (Phase::ChooseTasks, _) => Self::each_distinct(&self.chips[seat.index()])
                .map(|task| Action::ChooseTask { task })
                .for_each(&mut f),
            (Phase::Play, Some(r)) => r
                .trump
                .unwrap_or_default()
                .playable_set(r.hands[seat.index()].set(), r.trick.led().copied())
                .iter()
                .for_each(|card| f(Action::Play { card })),
            (Phase::DealerDiscard, _) => Self::each_distinct(&self.chips[seat.index()])
                .map(|task| Action::DealerDiscard { task })
                .for_each(&mut f),
            _ => {}
        }
    }
}

impl Game for WhatTrump {
    crate::game_types!(GameInfo::new("what-trump", "WT", "What Trump?")
        .players(3, 4)
        .words("round", "chip shed", "chips shed")
        // A round sheds at most one chip a seat, so a hint's gain is the chance of shedding it:
        // a choice that loses 10 percentage points of it is a clear mistake (at the review's
        // 20,000 tries a well-tried choice's chance is known to about 2 points); the chip
        // draft is judged by the chance of winning the game, 5 points of it.
        .one_a_hand("shedding a chip")
        .clearly_worse(1, 5)
        .text(
            "Draft your hand from a face-up grid while the dealer hides the trump. Shed your five task chips first.",
            "docs/rules.md",
        ));

    fn with_chance(options: &Options, seed: u64, chance: &Chance) -> Result<Self, String> {
        WhatTrump::with_given(*options, seed, chance.first_dealer, chance.rounds.clone())
            .map_err(|e| e.to_string())
    }

    fn game_options(&self) -> Options {
        self.options
    }

    fn game_seed(&self) -> u64 {
        self.rng.seed()
    }

    fn players(&self) -> usize {
        self.players_usize()
    }

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        self.turn.get_or(|| self.work_out_to_act())
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| out.push(a));
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        let to_act = self.to_act().ok_or(ActionError::GameOver)?;
        if seat != to_act {
            return Err(ActionError::NotYourTurn { to_act, seat });
        }
        let players = self.players_usize();
        // Who acts next, where the move tells it without walking the state (`None`: work it
        // out when asked).
        let mut next: Option<Option<Seat>> = None;
        match (self.phase, action) {
            (Phase::ChipDraft, Action::PickChip { task }) => {
                if !self.pool.contains(&task) {
                    return Err(ActionError::ChipNotInPool(task));
                }
                // (Seats take chips in turn and all reach five together: never full here.)
                if !self.chips[seat.index()].insert(task) {
                    return Err(self.wrong_phase());
                }
                remove_one(&mut self.pool, task);
                self.chip_turn = seat.next(players);
                if self.chips.iter().all(|c| c.len() == CHIPS_PER_PLAYER) {
                    self.pool.clear();
                    self.start_round();
                }
            }
            (Phase::ChooseTrump, Action::SetTrump { trump }) => {
                if let Some(n) = trump.number.filter(|n| !(1..=9).contains(n)) {
                    return Err(ActionError::InvalidTrumpNumber(n));
                }
                self.round_mut()?.trump = Some(trump);
                self.phase = Phase::Draft;
            }
            (Phase::Draft, Action::Draft { card }) => {
                let round = self.round_mut()?.table_mut();
                let col = round.active_column;
                let Some(i) = round.columns[col].iter().position(|&c| c == card) else {
                    return Err(ActionError::CardNotInColumn { card, column: col });
                };
                round.columns[col].remove(i);
                round.draft_log.push(DraftPick {
                    seat,
                    card,
                    column: col,
                });
                // Hands stay sorted: the card goes in at its place.
                round.hands[seat.index()].insert(card);
                if round.columns[col].is_empty() {
                    if col + 1 < COLUMNS {
                        round.active_column = col + 1;
                    } else {
                        self.phase = Phase::ChooseTasks;
                    }
                }
                // Within the draft the next drafter is known at once (hot in playouts).
                if self.phase == Phase::Draft {
                    next = self.round.as_ref().map(|r| Some(r.drafter(players)));
                }
            }
            (Phase::ChooseTasks, Action::ChooseTask { task }) => {
                if !self.chips[seat.index()].contains(&task) {
                    return Err(ActionError::TaskNotHeld(task));
                }
                let round = self.round_mut()?;
                round.tasks[seat.index()] = Some(task);
                let done = self
                    .round
                    .as_ref()
                    .is_some_and(|r| self.next_task_chooser(r).is_none());
                if done {
                    let round = self.round_mut()?;
                    let trump = round.trump.unwrap_or_default();
                    let leader = Self::first_leader(round, trump);
                    round.table_mut().trick = Trick::new(leader);
                    self.phase = Phase::Play;
                }
            }
            (Phase::Play, Action::Play { card }) => {
                let round = self.round_mut()?;
                let trump = round.trump.unwrap_or_default();
                let round = round.table_mut();
                let hand = round.hands[seat.index()].set();
                if !hand.contains(card) {
                    return Err(ActionError::CardNotInHand(card));
                }
                if let Some(&led) = round.trick.led() {
                    if !trump.playable_set(hand, Some(led)).contains(card) {
                        return Err(ActionError::MustFollow { card, led });
                    }
                }
                round.hands[seat.index()].remove(card);
                round.trick.plays.push((seat, card));
                if round.trick.is_complete(players) {
                    let winner = trump.winner(&round.trick);
                    let done = std::mem::replace(&mut round.trick, Trick::new(winner));
                    round.tricks.push(done.complete(winner));
                    if round.hands.iter().all(|h| h.is_empty()) {
                        self.finish_play();
                    } else {
                        next = Some(Some(winner));
                    }
                } else {
                    // Nobody sits out a trick in What Trump?: the next seat plays.
                    next = Some(Some(seat.next(players)));
                }
            }
            (Phase::DealerDiscard, Action::DealerDiscard { task }) => {
                if !self.chips[seat.index()].contains(&task) {
                    return Err(ActionError::TaskNotHeld(task));
                }
                self.close_round(Some(task));
            }
            _ => return Err(self.wrong_phase()),
        }
        match next {
            Some(seat) => {
                self.turn.set(seat);
                debug_assert_eq!(seat, self.work_out_to_act(), "the seat to act, told");
            }
            None => self.turn.forget(),
        }
        Ok(())
    }

    fn view(&self, viewpoint: Viewpoint) -> View {
        View::from(self, viewpoint)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            winners: self.winners.clone(),
            scores: self.scores(),
        })
    }

    /// Chips shed so far (five when a seat has none left).
    fn scores(&self) -> Vec<i32> {
        if self.phase == Phase::ChipDraft {
            return vec![0; self.players_usize()];
        }
        self.chips
            .iter()
            .map(|c| (CHIPS_PER_PLAYER - c.len().min(CHIPS_PER_PLAYER)) as i32)
            .collect()
    }

    fn hand_number(&self) -> Option<usize> {
        self.round.as_ref().map(|r| r.number)
    }

    fn hands_scored(&self) -> usize {
        self.history.len()
    }

    fn action_text(action: &Action) -> String {
        super::notation::text(action)
    }

    fn parse_action(text: &str) -> Result<Action, String> {
        super::notation::parse(text)
    }

    fn caption(
        before: &Self,
        after: &Self,
        action: &Action,
        teller: &Teller,
    ) -> Vec<trumps_words::Said> {
        super::caption::caption(before, after, *action, teller)
    }

    /// A card in words as the captions name it ("plays ♣9 (green 9)"), not its notation.
    fn describe_action(_view: &View, action: &Action) -> String {
        action.said().en()
    }
    fn describe_action_said(_view: &View, action: &Action) -> trumps_words::Said {
        action.said()
    }

    fn sample(view: &View, seed: u64) -> Self {
        super::sample::sample(view, seed)
    }

    fn standing(&self) -> Vec<f64> {
        super::standing::standing(self)
    }

    fn judged_by_the_game(view: &View) -> Option<Vec<crate::engine::Judged<Action>>> {
        super::chip_choice::judge_chips(view)
    }

    /// The seat's task, once chosen (the dealer's trump is not kept apart: during the draft
    /// the dealer's choices would be split fifty ways).
    fn secret_key(&self, seat: Seat) -> u64 {
        self.round
            .as_ref()
            .and_then(|r| r.tasks.get(seat.index()).copied().flatten())
            .map_or(0, |t| 1 + super::standing::task_column(t) as u64)
    }

    fn view_seat(view: &View) -> Option<Seat> {
        (!view.observer).then_some(view.seat)
    }
}
