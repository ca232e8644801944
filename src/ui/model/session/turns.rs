//! The session's turns: which bot or person acts now (and the bot's question for the worker),
//! hints asked, taking back the last decision, and a lesson's scripted moves and steps.

use super::{Change, Session};
use crate::bots::request::BotRequest;
use crate::bots::{day_table, BotLevel, Budget};
use crate::engine::Seat;
use crate::ui::model::lang::{said, say, say_with, Msg, Value};

impl Session {
    /// Plays the scripted move of the lesson's bot to act.
    pub fn lesson_bot_move(&mut self) -> Result<(), String> {
        let track = self
            .lesson
            .as_mut()
            .ok_or_else(|| say(Msg::SessionNoLesson))?;
        let d = track.bot_move().map_err(|e| said(&e.said()))?;
        self.apply_to_game(d.seat, d.action)
    }

    /// Takes back the learner's move off the lesson's script: the game goes back to the
    /// script's line. Whether there was one.
    pub fn lesson_take_back(&mut self) -> bool {
        let Some(track) = self.lesson.as_mut() else {
            return false;
        };
        if !track.take_back() {
            return false;
        }
        let at = track.step().0;
        if let Err(why) = self.back_to(at) {
            self.message = Some(why);
        }
        true
    }

    /// The coach's *Next* (or the "what's different" card's *Start*).
    pub fn lesson_next(&mut self) {
        if let Some(t) = self.lesson.as_mut() {
            t.next();
        }
    }

    /// Identifies the current position for bot timers.
    pub fn token(&self) -> (u64, u64) {
        (self.saved.game_id, self.saved.moves)
    }

    /// The bot that must act now, if any (bots wait while a hand's summary is open).
    pub fn bot_to_act(&self) -> Option<(Seat, BotLevel)> {
        if self.pending_summary().is_some() || self.cover || self.elsewhere.is_some() {
            return None;
        }
        if let Some(t) = &self.lesson {
            // A lesson's bots play the script, once the learner has read the coach.
            return t.bot_due().map(|d| (d.seat, BotLevel::Standard));
        }
        let seat = self.game().to_act()?;
        let cfg = self.seat(seat)?;
        if cfg.is_remote() && self.stand_ins.contains(&seat) {
            return Some((seat, BotLevel::Standard));
        }
        cfg.is_bot().then_some((seat, cfg.level))
    }

    /// The seed of a bot's decision at this point (the same after a reload).
    fn bot_seed(&self, seat: Seat) -> u64 {
        use crate::engine::rng::mix64;
        mix64(self.saved.game_id ^ mix64(self.saved.moves ^ mix64(seat.index() as u64)))
    }

    /// The question for the bot in `seat` (to act): its view, nothing more. Expert thinks
    /// within `expert`; the other levels within the default budget. At a day's table the
    /// day's bots decide, seeded and budgeted as the day's table is (so the game is the one
    /// its result's code replays: `crate::bots::day_table`).
    pub fn bot_request(&self, seat: Seat, level: BotLevel, expert: Budget) -> BotRequest {
        if self.saved.daily.is_some() {
            let bots = crate::daily::BOTS;
            return BotRequest {
                id: 0,
                game: self.info().id.to_string(),
                view: self.game().view_json(seat),
                level: bots.level,
                seed: day_table::bot_seed(
                    self.game().seed(),
                    bots.draw,
                    self.saved.decisions.len(),
                    seat,
                ),
                budget: day_table::budget(bots.iterations),
                hint: false,
            };
        }
        BotRequest {
            id: 0,
            game: self.info().id.to_string(),
            view: self.game().view_json(seat),
            level,
            seed: self.bot_seed(seat),
            budget: if level == BotLevel::Expert {
                expert
            } else {
                Budget::default()
            },
            hint: false,
        }
    }

    /// The person to act whom a hint or an undo is for: the viewer, when the table is open
    /// to them (not covered, no summary waiting) and it is their turn.
    pub fn person_to_act(&self) -> Option<Seat> {
        let seat = self.human_to_act()?;
        if self.is_lesson() {
            // The coach says what to play: no hint.
            return None;
        }
        (seat == self.saved.viewer && !self.cover && self.pending_summary().is_none())
            .then_some(seat)
    }

    /// The question for a hint for the person to act (from their own view only).
    pub fn hint_request(&self, budget: Budget) -> Option<BotRequest> {
        let seat = self.person_to_act()?;
        Some(BotRequest {
            hint: true,
            ..self.bot_request(seat, BotLevel::Expert, budget)
        })
    }

    /// Counts a hint at this decision (once, however often it is asked for).
    pub fn note_hint(&mut self) {
        let here = Some(self.token());
        if self.hinted_at != here {
            self.hinted_at = here;
            self.saved.aids.hints += 1;
        }
    }

    /// Whether the person can take back their last decision: one person at the table (with
    /// several, one would take back what the others saw), a game not over, a complete
    /// record, and a decision of theirs to take back.
    pub fn can_undo(&self) -> bool {
        !self.is_lesson()
            && self.humans().len() == 1
            && self.remote_seats().is_empty()
            && !self.is_over()
            && self.saved.recorded
            && self.last_person_decision().is_some()
    }

    /// The index of the person's last decision.
    fn last_person_decision(&self) -> Option<usize> {
        self.saved
            .decisions
            .iter()
            .rposition(|d| self.is_human(d.seat))
    }

    /// Takes the game back to just before the person's last decision (the bots' replies
    /// after it go too), by replaying the record up to there. The person is then to act
    /// again, at the same decision.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err(say(Msg::SessionNothingToUndo));
        }
        let Some(at) = self.last_person_decision() else {
            return Err(say(Msg::SessionNothingToUndo));
        };
        self.back_to(at)?;
        self.saved.aids.undos += 1;
        Ok(())
    }

    /// Takes the game back to just before decision `at`, by replaying the record up to there
    /// (what an undo and a lesson's take-back do).
    pub fn back_to(&mut self, at: usize) -> Result<(), String> {
        let mut record = self.record().ok_or_else(|| say(Msg::SessionNoRecord))?;
        record.decisions.truncate(at);
        let game = record.replay().map_err(|e| {
            say_with(
                Msg::SessionUndoFailed,
                &[("why", Value::Text(&e.to_string()))],
            )
        })?;
        let seen = self.saved.summaries_seen.min(game.hands_scored());
        self.saved.game = game;
        self.saved.decisions.truncate(at);
        self.saved.summaries_seen = seen;
        // A new move count: the bots' timers and seeds see a new position.
        self.saved.moves += 1;
        self.changes.note(Change::Replaced);
        self.message = None;
        self.cover = false;
        Ok(())
    }
}
