//! A guest's side: one connection to a host. It says hello with its code, keeps the latest
//! state it was sent (its seat's view, whose turn it is, the captions), and sends its moves
//! naming the position they were chosen in. Lost, repeated and reordered frames are the
//! channel's business ([`super::channel`]); a view update that does not follow the state the
//! guest holds makes it ask for the whole view again.
//!
//! The transport calls [`Guest::receive`] for every frame from the host, [`Guest::tick`] now
//! and then, and sends what [`Guest::outgoing`] gives. A guest that lost its connection
//! starts a new `Guest` with its code (or a new one from the host) on the new connection.

use super::channel::Channel;
use super::message::{
    to_text, Act, GuestMessage, Hello, HostMessage, Moved, Refused, State, Token, Versions,
    Welcome, MAX_HOST_MESSAGE_BYTES,
};
use super::seating::Invite;
use super::view_update::ViewFields;
use crate::engine::{Outcome, Seat};
use serde_json::Value;
use std::collections::VecDeque;

/// The table as this guest last heard of it.
#[derive(Clone, Debug)]
pub struct GuestState {
    /// The number of the state (states count up over a connection).
    pub seq: u64,
    pub token: Token,
    pub to_act: Option<Seat>,
    pub outcome: Option<Outcome>,
    /// The hands scored so far.
    pub hands_scored: usize,
    /// What happened in the last change, as said (sentences to put into the reader's
    /// language, one after another).
    pub captions: Vec<trumps_words::Said>,
    /// The move that led here, as the host said.
    pub moved: Option<Moved>,
    /// The guest's own view (its seat's, or an observer's), kept as sent.
    fields: ViewFields,
}

impl GuestState {
    /// The guest's own view (its seat's, or an observer's), as the game writes it in JSON.
    pub fn view(&self) -> Value {
        self.fields.to_value()
    }

    /// The same as JSON text (to read into the game's own view type).
    pub fn view_text(&self) -> String {
        self.fields.to_text()
    }
}

/// What a guest heard: every message from the host, as it came, or what was wrong with a
/// frame.
#[derive(Clone, Debug, PartialEq)]
pub enum GuestEvent {
    Received(HostMessage),
    Problem(String),
}

#[derive(Clone, Debug)]
pub struct Guest {
    link: Channel,
    versions: Versions,
    welcome: Option<Welcome>,
    state: Option<GuestState>,
    /// The position a move was sent in and no answer came yet (one move per position).
    acted_at: Option<Token>,
    /// The moves that follow the one on its way in the same decision (a bid shown as cards is
    /// a card, another card, then "done"): each is sent once the host has taken the one before
    /// and this seat is still to act; dropped when the host refuses one or the turn passes.
    then: VecDeque<Value>,
    refused: Option<Refused>,
    incompatible: Option<Versions>,
    /// The whole view was asked for and has not come yet (asked once).
    refreshing: bool,
}

impl Guest {
    /// A guest taking the place `invite` gives, running `app_version`: its hello is queued.
    pub fn join(invite: &Invite, app_version: &str) -> Guest {
        let versions = Versions::new(app_version);
        let mut g = Guest {
            link: Channel::new(MAX_HOST_MESSAGE_BYTES),
            versions: versions.clone(),
            welcome: None,
            state: None,
            acted_at: None,
            then: VecDeque::new(),
            refused: None,
            incompatible: None,
            refreshing: false,
        };
        g.send(&GuestMessage::Hello(Hello {
            table: invite.table.clone(),
            code: invite.code.clone(),
            versions,
        }));
        g
    }

    /// Queues any message for the host (a move is better sent with [`Guest::act`]).
    pub fn send(&mut self, message: &GuestMessage) {
        self.link.send(&to_text(message));
    }

    /// Queues any text as a message, unchecked (a test's malformed message: the host must
    /// refuse it).
    pub fn send_text(&mut self, text: &str) {
        self.link.send(text);
    }

    /// Takes a frame from the host.
    pub fn receive(&mut self, frame: &str) -> Vec<GuestEvent> {
        let mut events = Vec::new();
        for d in self.link.receive(frame) {
            match d {
                Ok(text) => match serde_json::from_str::<HostMessage>(&text) {
                    Ok(m) => {
                        self.take(&m);
                        events.push(GuestEvent::Received(m));
                    }
                    Err(e) => events.push(GuestEvent::Problem(format!(
                        "the host sent something this app does not understand ({e})"
                    ))),
                },
                Err(p) => events.push(GuestEvent::Problem(p.to_string())),
            }
        }
        events
    }

    fn take(&mut self, message: &HostMessage) {
        match message {
            HostMessage::Welcome(w) => {
                if self.welcome.as_ref() != Some(w) {
                    self.state = None;
                    self.acted_at = None;
                    self.then.clear();
                }
                self.welcome = Some(w.clone());
            }
            HostMessage::State(s) => self.take_state(s),
            HostMessage::Refused(r) => {
                // A refused move may be chosen again.
                if self.acted_at == Some(r.token) {
                    self.acted_at = None;
                }
                // The rest of the decision was chosen after the refused move.
                self.then.clear();
                self.refused = Some(r.clone());
            }
            HostMessage::Incompatible { host } => self.incompatible = Some(host.clone()),
        }
    }

    fn take_state(&mut self, s: &State) {
        let held = self.state.as_ref().map(|h| h.seq);
        if held.is_some_and(|h| s.seq <= h) {
            return;
        }
        if !s.view.is_whole() && held.is_none_or(|h| s.seq != h + 1) {
            self.refresh();
            return;
        }
        let old = self.state.take().map(|h| h.fields);
        let Some(fields) = ViewFields::updated(old, &s.view) else {
            self.refresh();
            return;
        };
        self.refreshing = false;
        self.state = Some(GuestState {
            seq: s.seq,
            token: s.token,
            to_act: s.to_act,
            outcome: s.outcome.clone(),
            hands_scored: s.hands_scored,
            captions: s.captions.clone(),
            moved: s.moved,
            fields,
        });
        self.send_next();
    }

    /// Sends the next move of a decision once the host says it took the one before (and it
    /// is still this seat's turn); any other new position (another state put in place, the
    /// turn passed) drops the rest.
    fn send_next(&mut self) {
        if self.then.is_empty() {
            return;
        }
        let (Some(state), Some(seat)) = (&self.state, self.seat()) else {
            return;
        };
        let Some(sent) = self.acted_at else {
            self.then.clear();
            return;
        };
        if state.token == sent {
            // The move is still on its way.
            return;
        }
        let taken = state.moved == Some(Moved { token: sent, seat });
        if taken && state.to_act == Some(seat) {
            if let Some(next) = self.then.pop_front() {
                // Its turn, no move on its way: this cannot be refused here.
                let _ = self.act(next);
            }
        } else {
            self.then.clear();
        }
    }

    /// Asks the host for the whole view (once until it comes).
    fn refresh(&mut self) {
        if !self.refreshing {
            self.refreshing = true;
            self.send(&GuestMessage::Refresh);
        }
    }

    /// Sends a move for this guest's seat in the current position; refused here, in plain
    /// words, when there is no move to make (no seat, not its turn, a move already sent).
    pub fn act(&mut self, action: Value) -> Result<(), String> {
        let Some(seat) = self.seat() else {
            return Err("you have no seat at this table".into());
        };
        let Some(state) = &self.state else {
            return Err("the table has not been shown yet".into());
        };
        if state.to_act != Some(seat) {
            return Err("it is not your turn".into());
        }
        if self.acted_at == Some(state.token) {
            return Err("your move is on its way to the host".into());
        }
        let token = state.token;
        self.acted_at = Some(token);
        self.send(&GuestMessage::Act(Act {
            token,
            seat,
            action,
        }));
        Ok(())
    }

    /// Sends the moves of one decision, in order: the first now, each next once the host has
    /// taken the one before (a move names the position it was chosen in, so they cannot go
    /// at once). The rest are dropped if the host refuses one or the turn passes.
    pub fn act_all(&mut self, actions: Vec<Value>) -> Result<(), String> {
        let mut actions = VecDeque::from(actions);
        let Some(first) = actions.pop_front() else {
            return Err("there was no move to send".into());
        };
        self.act(first)?;
        self.then = actions;
        Ok(())
    }

    /// Whether the guest has a move to make now (none while a decision's moves are on their
    /// way).
    pub fn my_turn(&self) -> bool {
        match (&self.state, self.seat()) {
            (Some(s), Some(seat)) => {
                s.to_act == Some(seat) && self.acted_at != Some(s.token) && self.then.is_empty()
            }
            _ => false,
        }
    }

    /// The guest's seat (`None` for a spectator, or before the welcome).
    pub fn seat(&self) -> Option<Seat> {
        self.welcome.as_ref().and_then(|w| w.seat)
    }

    pub fn welcome(&self) -> Option<&Welcome> {
        self.welcome.as_ref()
    }

    pub fn state(&self) -> Option<&GuestState> {
        self.state.as_ref()
    }

    /// The last refusal from the host.
    pub fn refused(&self) -> Option<&Refused> {
        self.refused.as_ref()
    }

    /// The host's versions, if it said they are not this guest's.
    pub fn incompatible(&self) -> Option<&Versions> {
        self.incompatible.as_ref()
    }

    pub fn versions(&self) -> &Versions {
        &self.versions
    }

    /// One tick of time (see [`Channel::tick`]).
    pub fn tick(&mut self) {
        self.link.tick();
    }

    /// The frames to send now.
    pub fn outgoing(&mut self) -> Vec<String> {
        self.link.outgoing()
    }

    /// Whether the host has everything this guest sent.
    pub fn idle(&self) -> bool {
        self.link.idle()
    }
}
