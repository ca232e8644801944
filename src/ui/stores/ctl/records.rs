//! Records, shared deals and the replay viewer at the controller: the game at the table
//! watched, shared or downloaded, played on from a record's step, the same deal again, a
//! shared deal offered and started, a record imported; a record opened in the viewer (the
//! screen changes), closed, and the game at the table reviewed there. Stepping through a
//! record and the review itself are the viewer's store ([`crate::ui::stores::viewer`]).

use crate::engine::{Seat, Viewpoint};
use crate::records::{parse_record, DealCode, Record, RecordError};
use crate::ui::model::browser as web;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::replay::ReplayState;
use crate::ui::model::seats::SeatConfig;
use crate::ui::model::session::Session;
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::stores::with_rules::with_rules_showing;
use leptos::prelude::*;

impl Ctl {
    /// Offers a record as a file download; a failure is shown in the notice banner.
    pub fn download_record(self, record: &Record) {
        let file = crate::ui::model::replay::file_name(record);
        if let Err(why) = web::download(&file, &record.to_json_pretty()) {
            self.notice.set(Some(say_with(
                Msg::RecordSaveFailed,
                &[("why", Value::Text(&why))],
            )));
        }
    }

    /// Opens the game in progress (or just finished) in the replay viewer, seen by the person
    /// at the table (or by an observer once it is over).
    pub fn watch_current(self) {
        let found = self.play.session.with_untracked(|s| {
            s.as_ref().filter(|s| !s.cover).map(|s| {
                let (vp, only, title) = if s.is_over() {
                    // Titled as in the finished-games list.
                    let finished = self.keep.history.with_untracked(|h| {
                        h.entries
                            .iter()
                            .find(|e| e.id == s.saved.game_id)
                            .map(|e| e.finished_ms)
                    });
                    let title = crate::ui::model::history::finished_title(
                        finished.unwrap_or_else(crate::ui::model::browser::now_ms),
                    );
                    (Viewpoint::Observer, None, title)
                } else {
                    // The seat this device shows (an observer's view for a host with guests
                    // and no person of its own).
                    let vp = s.viewpoint();
                    let only = match vp {
                        Viewpoint::Seat(me) => Some(me),
                        _ => None,
                    };
                    (vp, only, say(Msg::RecordSoFar))
                };
                (s.record(), vp, only, title)
            })
        });
        match found {
            Some((Some(record), vp, only, title)) => {
                if let Err(e) = self.open_replay_for(record, title, vp, only) {
                    self.notice.set(Some(say_with(
                        Msg::RecordViewerFailed,
                        &[("why", Value::Text(&e.to_string()))],
                    )));
                }
            }
            Some((None, ..)) => self.notice.set(Some(say(Msg::RecordUnwatchable))),
            None => {}
        }
    }

    pub fn share_current(self) {
        let code = self
            .play
            .session
            .with_untracked(|s| s.as_ref().map(Session::deal_code));
        self.share.set(code);
    }
}

impl Ctl {
    /// Opens record text in the viewer, then calls `done` (with the message to show if it
    /// could not). Text over [`crate::records::MAX_RECORD_BYTES`] is refused unread by the
    /// loader.
    pub fn import_record(
        self,
        text: String,
        title: String,
        done: impl FnOnce(Result<(), String>) + 'static,
    ) {
        with_rules_showing(self, Screen::Replay, move |r| {
            let result = (r.import_record)(self, &text, title);
            let opened = result.is_ok();
            done(result);
            opened
        });
    }

    pub(crate) fn import_record_now(self, text: &str, title: String) -> Result<(), String> {
        let record = parse_record(text).map_err(|e| e.to_string())?;
        self.open_replay_now(record, title, Viewpoint::Observer)
            .map_err(|e| e.to_string())
    }
}

impl Ctl {
    /// Makes `record` (cut at the chosen step) the game in progress with these seats.
    pub fn play_on(self, record: &Record, seats: Vec<SeatConfig>) -> Result<(), String> {
        if crate::ui::model::seats::bots_problem(
            &seats,
            !self.play.bots_unavailable.get_untracked(),
        )
        .is_some()
        {
            return Err(crate::ui::model::bot_thread::no_bots());
        }
        let id = crate::ui::stores::ctl::fresh_id();
        let session = Session::from_record(record, seats, id).map_err(|e| e.to_string())?;
        self.play.session.set(Some(session));
        self.screens.show(Screen::Table);
        Ok(())
    }

    /// Downloads the record of the game in progress (before it is replaced).
    pub fn download_current(self) {
        let record = self
            .play
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::record));
        match record {
            Some(r) => self.download_record(&r),
            None => self.notice.set(Some(say(Msg::RecordNone))),
        }
    }
}

impl Ctl {
    /// Asks whether to start a shared deal (from a link or a typed code).
    pub fn offer_deal(self, code: DealCode) {
        self.deal_offer.set(Some(code));
    }

    /// Starts the shared deal with these seats (replacing the unfinished game of its kind, if
    /// any: the offer has said so).
    pub fn start_deal(self, code: DealCode, seats: Vec<SeatConfig>) {
        let id = crate::ui::stores::ctl::fresh_id();
        self.deal_offer.set(None);
        let options = code.options_json();
        // The link keeps the deal until it is started (going back while the table opens
        // leaves it in the address, to be offered again on a reload).
        with_rules_showing(self, Screen::Table, move |r| {
            web::clear_query();
            let what = "deal";
            (r.start_session)(self, code.game, &options, seats, code.seed, id, what)
        });
    }

    pub fn decline_deal(self) {
        self.deal_offer.set(None);
        web::clear_query();
    }
}

impl Ctl {
    /// The same deal again: the current game's game, options, seats and seed (the same cards),
    /// as a new game.
    pub fn same_deal_again(self) {
        let same = self.play.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                (
                    s.info().id,
                    s.game().options_json(),
                    s.saved.seats.clone(),
                    s.deal_code().seed,
                )
            })
        });
        let Some((game, options, seats, seed)) = same else {
            return;
        };
        let id = crate::ui::stores::ctl::fresh_id();
        self.start_session(game, &options, seats, seed, id, "same");
    }
}

impl Ctl {
    /// Opens a record in the viewer at its start; the error says why a record cannot be
    /// watched (nothing else changes then). Needs the games' rules: the first part asks for
    /// it through [`crate::ui::stores::with_rules`].
    pub fn open_replay_now(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
    ) -> Result<(), RecordError> {
        self.open_replay_for(record, title, viewpoint, None)
    }

    /// Like [`Ctl::open_replay`], limited to one seat's view (or the public one) when `only`.
    pub fn open_replay_for(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
        only: Option<Seat>,
    ) -> Result<(), RecordError> {
        let mut state = ReplayState::new(record, title, viewpoint)?;
        state.only = only;
        self.viewer.replay.set(Some(state));
        self.screens.show(Screen::Replay);
        Ok(())
    }

    /// Back to the hub (the record is closed: see [`Screens::show`](crate::ui::stores::screens::Screens::show)).
    pub fn close_replay(self) {
        self.screens.show(Screen::Hub);
    }

    /// From the game at the table: opens it in the viewer from the seat of the person at the
    /// device and reviews their play in the hand whose summary is up, or, at the end, in the
    /// whole game.
    pub fn review_at_table(self) {
        let found = self.play.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let me = s.viewer();
            let hand = if s.is_over() && s.pending_summary().is_none() {
                None
            } else {
                Some(s.pending_summary()? + 1)
            };
            (s.is_human(me) && !s.cover).then_some((me, hand))
        });
        let Some((me, hand)) = found else {
            return;
        };
        self.watch_current();
        if self.screens.screen.get_untracked() != Screen::Replay {
            return;
        }
        self.viewer.replay_viewpoint(Viewpoint::Seat(me));
        self.viewer.start_review(me, hand);
    }

    /// Whether the game at the table can be reviewed from there: a person holds the device and
    /// the game has a record.
    pub fn review_offered(self) -> bool {
        self.play.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| s.is_human(s.viewer()) && s.saved.recorded && !s.is_lesson())
        })
    }
}
