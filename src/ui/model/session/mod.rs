//! The game in progress as the UI holds it: the stored [`SavedGame`] (the game, who sits
//! where, every decision so far, what the players have acknowledged) and what is not stored
//! (the pass-and-play cover, the last refused action). No web calls, so it is tested natively;
//! the controller (`stores::ctl::Ctl`) wraps it in a signal. Who acts next, hints, undo
//! and a lesson's scripted steps are in [`turns`].

mod changes;
mod turns;

pub use changes::{Change, Changes};

pub use super::elsewhere::Elsewhere;
use super::lesson::track::LessonTrack;
use super::seats::{SeatConfig, SeatInfo, SeatKind};
use super::store::saved_game::{Aids, SavedGame};
use crate::engine::{Game, GameInfo, Seat};
use crate::records::{DealCode, Decision, Record, RecordError};
use crate::registry::{self, downcast, About, AnyGame, Entry};
use crate::ui::model::lang::{self as words, say, say_with, Msg};
use serde_json::Value;

/// The game in progress as the UI holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub saved: SavedGame,
    /// Pass-and-play: the table is hidden until the viewer taps.
    pub cover: bool,
    /// The last refused action, explained.
    pub message: Option<String>,
    /// The position the last hint was for (a decision counts once, however often asked).
    hinted_at: Option<(u64, u64)>,
    /// A lesson at the table: its script, the coach, a move off the script. The game above
    /// follows it move for move (a move off the script too, until it is taken back).
    pub lesson: Option<LessonTrack>,
    /// Seats of guests who are away, played meanwhile by a bot at the host's word (not
    /// stored: after a reload the host chooses again).
    pub stand_ins: Vec<Seat>,
    /// Another tab stored a later state of this game's save (played on, replaced or ended
    /// it): nobody acts here until the player takes it up again (`view::tabs`).
    pub elsewhere: Option<Elsewhere>,
    /// A game begun on this page that has not been stored yet: its first save replaces
    /// whatever the game's slot holds (the player chose so); every later one only goes over
    /// the save this page wrote.
    pub new_here: bool,
    /// The changes kept for whoever follows the game from outside (the host of a table with
    /// guests).
    pub changes: Changes,
}

impl Session {
    /// A new game of `entry` with checked `options`, these seats and `seed`.
    pub fn start(
        entry: &dyn Entry,
        options: &Value,
        seats: Vec<SeatConfig>,
        seed: u64,
        game_id: u64,
    ) -> Result<Session, String> {
        let game = entry
            .start(options, seed, &Value::Null)
            .map_err(|e| e.message)?;
        if seats.len() != game.players() {
            return Err(say_with(
                Msg::SessionSeats,
                &[
                    ("seats", words::Value::Number(seats.len() as f64)),
                    ("players", words::Value::Number(game.players() as f64)),
                ],
            ));
        }
        Ok(Session::begun(SavedGame {
            seats,
            game,
            summaries_seen: 0,
            moves: 0,
            game_id,
            stats_recorded: false,
            viewer: Seat(0),
            on_table: true,
            deal: Value::Null,
            decisions: Vec::new(),
            recorded: true,
            aids: Aids::default(),
            daily: None,
        }))
    }

    /// A game taken up from a record (all its decisions applied), with these seats.
    pub fn from_record(
        record: &Record,
        seats: Vec<SeatConfig>,
        game_id: u64,
    ) -> Result<Session, RecordError> {
        let game = record.replay()?;
        Ok(Session::begun(SavedGame {
            seats,
            summaries_seen: game.hands_scored(),
            moves: record.decisions.len() as u64,
            stats_recorded: game.outcome().is_some(),
            game,
            game_id,
            viewer: Seat(0),
            on_table: true,
            deal: record.deal.clone(),
            decisions: record.decisions.clone(),
            recorded: true,
            aids: Aids::default(),
            daily: None,
        }))
    }

    /// A lesson at the table, at the step `track` is at: the lesson's seats (the learner a
    /// person named "You", the others bots playing the script) and its game so far.
    pub fn for_lesson(track: LessonTrack, game_id: u64) -> Result<Session, String> {
        let mut record = track.lesson().record();
        record.decisions.truncate(track.step().0);
        let seats = record.seats.iter().map(SeatConfig::from_record).collect();
        let mut s = Session::from_record(&record, seats, game_id).map_err(|e| {
            say_with(
                Msg::SessionLessonUnshown,
                &[("why", words::Value::Text(&e.to_string()))],
            )
        })?;
        s.saved.viewer = track.run().learner();
        s.lesson = Some(track);
        Ok(s)
    }

    /// Whether a lesson is at the table (not a game of the player's own).
    pub fn is_lesson(&self) -> bool {
        self.lesson.is_some()
    }

    /// The game's record so far; `None` for a game saved before records were kept.
    pub fn record(&self) -> Option<Record> {
        self.saved.recorded.then(|| {
            let seats = self
                .saved
                .seats
                .iter()
                .enumerate()
                .map(|(i, c)| c.to_record(i))
                .collect();
            let mut r = Record::of(self.game(), seats, self.saved.deal.clone());
            r.decisions = self.saved.decisions.clone();
            r
        })
    }

    /// The game's shared-deal code (game, players, options, seed).
    pub fn deal_code(&self) -> DealCode {
        let game = self.game();
        let entry = self.entry();
        DealCode {
            game: game.info().id,
            players: game.players() as u8,
            options: entry.options_code(&game.options_json()),
            seed: game.seed(),
        }
    }

    /// A session from a save: the viewer is the person to act (or the first person), and with
    /// several people the table starts covered ([`Session::hand_over`]).
    /// A game begun on this page (not read from its save).
    fn begun(saved: SavedGame) -> Session {
        Session {
            new_here: true,
            ..Session::resume(saved)
        }
    }

    pub fn resume(mut saved: SavedGame) -> Session {
        saved.summaries_seen = saved.summaries_seen.min(saved.game.hands_scored());
        let mut s = Session {
            saved,
            cover: false,
            message: None,
            hinted_at: None,
            lesson: None,
            stand_ins: Vec::new(),
            elsewhere: None,
            new_here: false,
            changes: Changes::default(),
        };
        let humans = s.humans();
        if let Some(t) = s.human_to_act() {
            s.saved.viewer = t;
        } else if !humans.contains(&s.saved.viewer) {
            s.saved.viewer = humans.first().copied().unwrap_or(Seat(0));
        }
        s.hand_over();
        s
    }

    /// The table is being opened (a reload, Continue, a shared deal, play on, back from the
    /// hub, the page brought back after a while): with several people seated, whoever holds
    /// the device may be anyone, so the cover goes up first and names who should hold it (the
    /// person to act, or while a bot acts the person who saw the table last). Bots wait
    /// behind the cover. One person, or a game over: nothing to hide.
    pub fn hand_over(&mut self) {
        if let Some(t) = self.human_to_act() {
            self.saved.viewer = t;
        }
        self.cover = self.humans().len() >= 2 && !self.is_over();
    }

    pub fn game(&self) -> &dyn AnyGame {
        self.saved.game.as_ref()
    }

    /// The game as a `G`, if it is one.
    pub fn game_as<G: Game>(&self) -> Option<&G> {
        downcast::<G>(self.game())
    }

    pub fn info(&self) -> &'static GameInfo {
        self.game().info()
    }

    /// The game's kind (without its rules).
    pub fn entry(&self) -> &'static dyn About {
        registry::about(self.info().id).unwrap_or(registry::first())
    }

    pub fn players(&self) -> usize {
        self.game().players()
    }

    pub fn seat(&self, seat: Seat) -> Option<&SeatConfig> {
        self.saved.seats.get(seat.index())
    }

    pub fn name(&self, seat: Seat) -> String {
        self.seat(seat)
            .map(|c| c.display_name(seat.index()))
            .unwrap_or_else(|| super::seats::player_n(seat.index()))
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        Seat::all(self.players())
            .map(|s| SeatInfo {
                name: self.name(s),
                bot: self.seat(s).filter(|c| c.is_bot()).map(|c| c.level),
            })
            .collect()
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.seat(seat).is_some_and(|c| c.kind == SeatKind::Human)
    }

    /// Whether `seat` is played on a device of its own (a guest of this one).
    pub fn is_remote(&self, seat: Seat) -> bool {
        self.seat(seat).is_some_and(SeatConfig::is_remote)
    }

    /// The seats played on devices of their own.
    pub fn remote_seats(&self) -> Vec<Seat> {
        Seat::all(self.players())
            .filter(|&s| self.is_remote(s))
            .collect()
    }

    /// What this device's table shows: the viewer's seat, or an observer's view when guests
    /// play and the viewer's seat is no person's here (a host with no person of its own
    /// watches: it shows neither a guest's hand nor a bot's to the room).
    pub fn viewpoint(&self) -> crate::engine::Viewpoint {
        let guests = !self.remote_seats().is_empty();
        if self.is_remote(self.saved.viewer) || (guests && !self.is_human(self.saved.viewer)) {
            crate::engine::Viewpoint::Observer
        } else {
            crate::engine::Viewpoint::Seat(self.saved.viewer)
        }
    }

    pub fn humans(&self) -> Vec<Seat> {
        Seat::all(self.players())
            .filter(|&s| self.is_human(s))
            .collect()
    }

    /// The person at this device whose turn it is, if any (not a bot, not a guest).
    pub fn human_to_act(&self) -> Option<Seat> {
        self.game().to_act().filter(|&s| self.is_human(s))
    }

    pub fn viewer(&self) -> Seat {
        self.saved.viewer
    }

    /// The oldest scored hand the players have not dismissed yet (its index from 0).
    pub fn pending_summary(&self) -> Option<usize> {
        (self.info().hand_summaries && self.saved.summaries_seen < self.game().hands_scored())
            .then_some(self.saved.summaries_seen)
    }

    pub fn acknowledge_summary(&mut self) {
        if self.pending_summary().is_some() {
            self.saved.summaries_seen += 1;
        }
    }

    pub fn is_over(&self) -> bool {
        self.game().outcome().is_some()
    }

    /// The people at this device, once every one of them has dropped out of a game that the
    /// bots play on (Top Trumps: no cards left); empty otherwise.
    pub fn people_out(&self) -> Vec<Seat> {
        let people = self.humans();
        let game = self.game();
        if self.is_over() || people.is_empty() || !people.iter().all(|&s| game.is_out(s)) {
            return Vec::new();
        }
        people
    }

    /// A typed action of the game at the table from `seat` (a tap at this device): it goes to
    /// the engine as it is, with no JSON on the way; the decision is then written into the
    /// game's record (as JSON, the record's form). In a lesson the move is checked against the
    /// lesson's script first, as [`Session::apply`] does.
    pub fn submit<G: Game>(&mut self, seat: Seat, action: G::Action) -> Result<(), String> {
        if self.lesson.is_some() {
            return self.apply(seat, registry::action_to_json::<G>(&action));
        }
        self.enact(seat, |game| {
            let game =
                registry::downcast_mut::<G>(game).ok_or_else(|| say(Msg::SessionNotAnAction))?;
            let kept = action.clone();
            game.apply(seat, action)
                .map_err(|e| crate::ui::model::lang::said(&G::refusal_said(&e)))?;
            Ok(registry::action_to_json::<G>(&kept))
        })
    }

    /// Applies one action given as JSON (from the bot worker, another device or a lesson's
    /// script); on success the turn is followed (pass-and-play cover). A refused action leaves the game as it was and is explained in `message`.
    /// In a lesson the learner's move is checked against the script first (a move off it is
    /// played too, and kept apart until it is taken back); the other seats' moves come from
    /// the script ([`Session::lesson_bot_move`]).
    pub fn apply(&mut self, seat: Seat, action: Value) -> Result<(), String> {
        if let Some(track) = self.lesson.as_mut() {
            let refused = if seat != track.run().learner() {
                Some(say(Msg::SessionNotYourTurn))
            } else {
                track
                    .learner_move(&action)
                    .err()
                    .map(|e| words::said(&e.said()))
            };
            if let Some(why) = refused {
                let msg = not_allowed(&why);
                self.message = Some(msg.clone());
                return Err(msg);
            }
        }
        self.apply_to_game(seat, action)
    }

    pub(super) fn apply_to_game(&mut self, seat: Seat, action: Value) -> Result<(), String> {
        self.enact(seat, |game| {
            game.apply_json_said(seat, &action)
                .map(|()| action)
                .map_err(|e| crate::ui::model::lang::said(&e))
        })
    }

    /// Has the game take a decision of `seat` (`apply` gives the decision as the record keeps
    /// it, or why the rules refuse it), unless the game went on elsewhere; on success the
    /// decision is kept and the turn followed, and a refusal is explained in `message`.
    fn enact(
        &mut self,
        seat: Seat,
        apply: impl FnOnce(&mut dyn AnyGame) -> Result<Value, String>,
    ) -> Result<(), String> {
        if let Some(e) = self.elsewhere {
            let msg = e.refusal();
            self.message = Some(msg.clone());
            return Err(msg);
        }
        let before = self.changes.listened().then(|| self.saved.game.clone_box());
        match apply(self.saved.game.as_mut()) {
            Ok(action) => {
                if let Some(before) = before {
                    self.changes.note(Change::Moved {
                        seat,
                        action: action.clone(),
                        before,
                    });
                }
                self.saved.moves += 1;
                self.saved.decisions.push(Decision { seat, action });
                self.message = None;
                self.follow_turn();
                Ok(())
            }
            Err(e) => {
                let msg = not_allowed(&e);
                self.message = Some(msg.clone());
                Err(msg)
            }
        }
    }

    /// After a move: show the person to act; cover the table when it passes between people.
    pub(super) fn follow_turn(&mut self) {
        if let Some(t) = self.human_to_act() {
            if t != self.saved.viewer {
                self.saved.viewer = t;
                if self.humans().len() >= 2 {
                    self.cover = true;
                }
            }
        }
    }

    /// (name, won) for every person, once the game is over.
    pub fn results_for_people(&self) -> Vec<(String, bool)> {
        let winners = self.game().outcome().map(|o| o.winners).unwrap_or_default();
        self.humans()
            .into_iter()
            .map(|s| (self.name(s), winners.contains(&s)))
            .collect()
    }
}

/// A refused move, in words for the player.
fn not_allowed(why: &str) -> String {
    say_with(Msg::SessionNotAllowed, &[("why", words::Value::Text(why))])
}
