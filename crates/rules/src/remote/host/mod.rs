//! The host's side: the device that holds the game. Each connection is bound to the place
//! its guest's code gives (a seat, or a spectator's chair); a move from a guest is taken only
//! if it comes from the connection holding that seat, names the current position, and passes
//! the referee ([`super::referee`]); anything else is refused in plain words and the game is
//! not touched. After every change each guest is sent its own view, from its own seat (or the
//! observer's), and nothing else of the game.
//!
//! The host's device plays its own seats (people passing the device, bots, or a bot standing
//! in for a guest who is away) with [`Host::act`]. The transport calls [`Host::receive`] for
//! every frame from a connection, [`Host::disconnect`] when a connection closes,
//! [`Host::tick`] now and then, and sends what [`Host::outgoing`] gives.

use super::channel::Channel;
use super::message::{
    Act, GuestMessage, Hello, HostMessage, Moved, Token, Versions, MAX_GUEST_MESSAGE_BYTES,
};
use super::referee::try_action;
use super::seating::{ChannelId, Place};
use super::seating::{Invite, Seating};
use super::view_update::ViewFields;
use crate::bots::BotLevel;
use crate::engine::person_words::possessive;
use crate::engine::{seat_name, Seat, Viewpoint};
use crate::registry::AnyGame;
use serde_json::Value;
use std::collections::BTreeMap;

mod send;

/// What the host is told of a table it opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    /// The table's id, carried by every invitation (the app draws one per table).
    pub table: String,
    /// The game's number in [`Token`]s (the app draws one per game).
    pub game_id: u64,
    /// The changes already counted (a game restored from a save counts on from its moves).
    pub moves: u64,
    /// Every seat's name, in seat order, as the guests read them (each guest is told its own
    /// seat as "You"; a name "You" here would read as the guest's).
    pub names: Vec<String>,
    /// Each seat's bot level, in seat order; `None` for a person (at the host or on a
    /// device of their own). Guests show who is a bot.
    pub bots: Vec<Option<BotLevel>>,
    /// The app's version: a guest must run the same.
    pub app_version: String,
    /// Where the codes are drawn from (the app draws it from the system's randomness).
    pub seed: u64,
}

/// What happened at the table, for the host's app to show or act on.
#[derive(Clone, Debug, PartialEq)]
pub enum HostEvent {
    /// A guest took its place (a seat taken back after a drop included); `displaced` is the
    /// connection that held the seat until now.
    Joined {
        channel: ChannelId,
        place: Place,
        displaced: Option<ChannelId>,
    },
    /// A connection closed, or lost its seat to a newer one.
    Left { channel: ChannelId, place: Place },
    /// A guest's move was applied (for the app's record of the game).
    Applied { seat: Seat, action: Value },
    /// Something a connection sent was refused; the game is unchanged.
    Refused { channel: ChannelId, reason: String },
    /// A guest of other versions was told the host's.
    Incompatible { channel: ChannelId, guest: String },
}

/// One connection.
#[derive(Clone, Debug)]
struct Peer {
    link: Channel,
    /// States sent over it.
    sent: u64,
    /// The view its guest holds (the last sent), which the next is sent as changes from.
    last_view: Option<ViewFields>,
    /// Captions since the last state sent.
    captions: Vec<String>,
}

impl Peer {
    fn new() -> Peer {
        Peer {
            link: Channel::new(MAX_GUEST_MESSAGE_BYTES),
            sent: 0,
            last_view: None,
            captions: Vec::new(),
        }
    }
}

#[derive(Debug)]
pub struct Host {
    game: Box<dyn AnyGame>,
    table: String,
    names: Vec<String>,
    bots: Vec<Option<BotLevel>>,
    versions: Versions,
    token: Token,
    /// The move that led to the position now (see [`State::moved`]).
    moved: Option<Moved>,
    seating: Seating,
    peers: BTreeMap<ChannelId, Peer>,
}

impl Host {
    pub fn new(game: Box<dyn AnyGame>, setup: TableSetup) -> Host {
        Host {
            game,
            table: setup.table,
            names: setup.names,
            bots: setup.bots,
            versions: Versions::new(setup.app_version),
            token: Token {
                game: setup.game_id,
                moves: setup.moves,
            },
            moved: None,
            seating: Seating::new(setup.seed),
            peers: BTreeMap::new(),
        }
    }

    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    /// The current position.
    pub fn token(&self) -> Token {
        self.token
    }

    pub fn table(&self) -> &str {
        &self.table
    }

    pub fn versions(&self) -> &Versions {
        &self.versions
    }

    /// A code for `place`, to give a guest with the connection's offer. A new code for a seat
    /// replaces its old one (see [`super::seating`]).
    pub fn invite(&mut self, place: Place) -> Invite {
        Invite {
            table: self.table.clone(),
            code: self.seating.invite(place),
        }
    }

    /// The place a connection holds.
    pub fn place_of(&self, channel: ChannelId) -> Option<Place> {
        self.seating.place_of(channel)
    }

    /// The connection holding `seat`.
    pub fn holder(&self, seat: Seat) -> Option<ChannelId> {
        self.seating.holder(Place::Seat(seat))
    }

    /// Seats given to guests whose connection is gone: the app pauses for them, or lets a bot
    /// play for them after a while.
    pub fn away(&self) -> Vec<Seat> {
        self.seating.away()
    }

    /// Seats given to guests.
    pub fn remote_seats(&self) -> Vec<Seat> {
        self.seating.remote_seats()
    }

    /// A connection closed: its seat, if it held one, is away.
    pub fn disconnect(&mut self, channel: ChannelId) -> Option<HostEvent> {
        self.peers.remove(&channel);
        self.seating
            .release(channel)
            .map(|place| HostEvent::Left { channel, place })
    }

    /// Takes a frame from a connection (one not seen before is a new connection).
    pub fn receive(&mut self, channel: ChannelId, frame: &str) -> Vec<HostEvent> {
        let deliveries = self
            .peers
            .entry(channel)
            .or_insert_with(Peer::new)
            .link
            .receive(frame);
        let mut events = Vec::new();
        for d in deliveries {
            match d {
                Ok(text) => self.take_message(channel, &text, &mut events),
                Err(super::frame::FrameProblem::OtherVersion(v)) => {
                    self.say_incompatible(channel, format!("protocol {v}"), &mut events);
                }
                Err(problem) => self.refuse(channel, problem.to_string(), &mut events),
            }
        }
        events
    }

    fn take_message(&mut self, channel: ChannelId, text: &str, events: &mut Vec<HostEvent>) {
        match serde_json::from_str::<GuestMessage>(text) {
            Ok(GuestMessage::Hello(hello)) => self.hello(channel, hello, events),
            Ok(GuestMessage::Act(act)) => {
                if let Err(reason) = self.guest_act(channel, &act) {
                    self.refuse(channel, reason, events);
                } else {
                    events.push(HostEvent::Applied {
                        seat: act.seat,
                        action: act.action,
                    });
                }
            }
            Ok(GuestMessage::Refresh) => {
                if self.seating.place_of(channel).is_some() {
                    self.send_state(channel, true);
                } else {
                    self.refuse(channel, no_place(), events);
                }
            }
            Err(e) => self.refuse(
                channel,
                format!("that is not a message this app understands ({e})"),
                events,
            ),
        }
    }

    fn hello(&mut self, channel: ChannelId, hello: Hello, events: &mut Vec<HostEvent>) {
        if !self.versions.compatible(&hello.versions) {
            self.say_incompatible(channel, hello.versions.words(), events);
            return;
        }
        if hello.table != self.table {
            self.refuse(
                channel,
                "this code is for another table: ask this table's host for one".into(),
                events,
            );
            return;
        }
        let before = self.seating.place_of(channel);
        let (place, displaced) = match self.seating.claim(channel, &hello.code) {
            Ok(claimed) => claimed,
            Err(reason) => {
                self.refuse(channel, reason, events);
                return;
            }
        };
        if let Some(old) = displaced {
            self.refuse(
                old,
                "your seat was taken up on another connection: this one holds no seat now".into(),
                events,
            );
            if let Some(p) = self.peers.get_mut(&old) {
                p.last_view = None;
            }
            events.push(HostEvent::Left {
                channel: old,
                place,
            });
        }
        if let Some(left) = before.filter(|&p| p != place) {
            events.push(HostEvent::Left {
                channel,
                place: left,
            });
        }
        self.send(channel, &HostMessage::Welcome(self.welcome(place)));
        self.send_state(channel, true);
        events.push(HostEvent::Joined {
            channel,
            place,
            displaced,
        });
    }

    /// A guest's move, checked: the connection holds the seat, the move was chosen in the
    /// current position, and the referee takes it.
    fn guest_act(&mut self, channel: ChannelId, act: &Act) -> Result<(), String> {
        let seat = match self.seating.place_of(channel) {
            None => return Err(no_place()),
            Some(Place::Spectator) => {
                return Err("a spectator watches the game and cannot make moves".into())
            }
            Some(Place::Seat(s)) => s,
        };
        let names = self.names_for(Place::Seat(seat));
        if act.seat != seat {
            return Err(format!(
                "this connection holds {} seat, not {}",
                possessive(&seat_name(&names, seat), false),
                possessive(&seat_name(&names, act.seat), false)
            ));
        }
        if act.token.game != self.token.game {
            return Err("that move was chosen in another game at this table".into());
        }
        if act.token.moves < self.token.moves {
            return Err(
                "that move was chosen in an earlier position: the table has moved on since".into(),
            );
        }
        if act.token.moves > self.token.moves {
            return Err("that move names a position this table has not reached".into());
        }
        self.apply(seat, &act.action, &names)
    }

    /// A move by one of the host's own seats (a person at the host's device, a bot, or a bot
    /// standing in for a guest who is away), checked by the referee.
    pub fn act(&mut self, seat: Seat, action: &Value) -> Result<(), String> {
        let names = self.names.clone();
        self.apply(seat, action, &names)
    }

    fn apply(&mut self, seat: Seat, action: &Value, names: &[String]) -> Result<(), String> {
        let next = try_action(self.game.as_ref(), seat, action, names)?;
        let before = std::mem::replace(&mut self.game, next);
        self.moved = Some(Moved {
            token: self.token,
            seat,
        });
        self.token.moves += 1;
        let channels = self.seated();
        for (channel, place) in channels {
            let caption = self.game.caption(
                before.as_ref(),
                seat,
                action,
                viewpoint(place),
                &self.names_for(place),
            );
            if let Some(p) = self.peers.get_mut(&channel) {
                if !caption.is_empty() {
                    p.captions.push(caption);
                }
            }
            self.send_state(channel, false);
        }
        Ok(())
    }

    /// Puts another state of the game (an undo, a save restored) or another game (`game_id`
    /// tells) in place of this one: every guest is welcomed again and sent its whole view.
    pub fn replace_game(&mut self, game: Box<dyn AnyGame>, game_id: u64) {
        self.game = game;
        self.token = Token {
            game: game_id,
            moves: self.token.moves + 1,
        };
        self.moved = None;
        let channels = self.seated();
        for (channel, place) in channels {
            self.send(channel, &HostMessage::Welcome(self.welcome(place)));
            self.send_state(channel, true);
        }
    }

    /// One tick of time for every connection (see [`Channel::tick`]).
    pub fn tick(&mut self) {
        for p in self.peers.values_mut() {
            p.link.tick();
        }
    }

    /// The frames to send now, each with its connection.
    pub fn outgoing(&mut self) -> Vec<(ChannelId, String)> {
        let mut out = Vec::new();
        for (&c, p) in &mut self.peers {
            out.extend(p.link.outgoing().into_iter().map(|f| (c, f)));
        }
        out
    }

    /// Whether every connection has everything it was sent.
    pub fn idle(&self) -> bool {
        self.peers.values().all(|p| p.link.idle())
    }
}

fn viewpoint(place: Place) -> Viewpoint {
    match place {
        Place::Seat(s) => Viewpoint::Seat(s),
        Place::Spectator => Viewpoint::Observer,
    }
}

fn no_place() -> String {
    "this connection holds no seat: it must first say hello with the code of its seat".into()
}
