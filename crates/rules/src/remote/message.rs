//! What the host and a guest say to each other. Every message is a JSON object with one
//! field, named after the message, holding its content (`{"Act":{…}}`); it travels in one or more frames ([`super::frame`]), which number, acknowledge
//! and resend it, so a message here is never lost, repeated or out of order.
//!
//! Host to guest: [`Welcome`] (your seat at this table), [`State`] (the table as your seat
//! sees it), [`Refused`] (what you sent was not taken, and why), `Incompatible` (we run
//! different versions). Guest to host: [`Hello`] (the code of my seat), [`Act`] (my move),
//! `Refresh` (send me the whole state again).

use super::seating::Place;
use super::view_update::ViewUpdate;
use crate::bots::BotLevel;
use crate::engine::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version of this protocol. A frame of another version is answered with
/// `Incompatible` and nothing else.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest message a guest may send (its moves are small), in bytes.
pub const MAX_GUEST_MESSAGE_BYTES: usize = 64 * 1024;
/// The longest message a host may send (a view holds the game's options, and a Top Trumps
/// pack of the player's own can be a megabyte or more), in bytes.
pub const MAX_HOST_MESSAGE_BYTES: usize = 8 * 1024 * 1024;

/// The versions a side runs: the protocol's and the app's. Host and guest play together only
/// when both are the same ([`Versions::compatible`]): the guest draws the views it is sent with
/// its own copy of the games, which must be the host's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Versions {
    pub protocol: u32,
    /// The app's version, as the app names it ("0.1.0", a build's date…).
    pub app: String,
}

impl Versions {
    /// This protocol's version with the app's.
    pub fn new(app: impl Into<String>) -> Versions {
        Versions {
            protocol: PROTOCOL_VERSION,
            app: app.into(),
        }
    }

    /// Whether a side running `other` can play with this one.
    pub fn compatible(&self, other: &Versions) -> bool {
        self.protocol == other.protocol && self.app == other.app
    }

    /// "version 0.1.0 (rules 1a2b3c4d), protocol 1".
    pub fn words(&self) -> String {
        format!("version {}, protocol {}", self.app, self.protocol)
    }
}

/// A position of the game at one table: the game's number (the host draws one for each game
/// it starts) and a count of the changes the host made to it (each action, and each time the
/// host put another state in its place), so no two positions of a game share a token. A move
/// names the position it was chosen in; one chosen in any other is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Token {
    pub game: u64,
    pub moves: u64,
}

/// Host to guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HostMessage {
    Welcome(Welcome),
    State(State),
    Refused(Refused),
    /// The guest runs other versions than the host: the host's, to say which to update to.
    Incompatible {
        host: Versions,
    },
}

/// The first answer to a guest's [`Hello`]: where it sits. A [`State`] follows at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// The table's id, as in the invitation.
    pub table: String,
    /// The game's id in the registry (`ace-trump`).
    pub game: String,
    pub players: usize,
    /// Every seat's name, in seat order.
    pub names: Vec<String>,
    /// Each seat's bot level, in seat order (`None`: a person); empty from a host that did
    /// not say.
    #[serde(default)]
    pub bots: Vec<Option<BotLevel>>,
    /// The guest's seat; `None` for a spectator.
    pub seat: Option<Seat>,
}

impl Welcome {
    /// The guest's place at the table.
    pub fn place(&self) -> Place {
        match self.seat {
            Some(s) => Place::Seat(s),
            None => Place::Spectator,
        }
    }
}

/// The table as one guest may see it, after each change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Counts the states sent over this connection, from 1: a guest keeps the highest.
    pub seq: u64,
    /// The position, to be named by a move chosen in it.
    pub token: Token,
    /// Whose turn it is (`None` once the game is over).
    pub to_act: Option<Seat>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// The hands (or rounds) scored so far: a guest that joins mid-game shows the summaries
    /// of hands scored after it came, not of those before.
    #[serde(default)]
    pub hands_scored: usize,
    /// The guest's own view (its seat's `view_json`, or an observer's), whole or the parts
    /// that changed since the state before.
    pub view: ViewUpdate,
    /// What happened since the state before, told for this guest: sentences said (message
    /// ids with their arguments), which the guest puts into its reader's language.
    #[serde(default)]
    pub captions: Vec<trumps_words::Said>,
    /// The move that led to this position (none after the host put another state in place):
    /// a guest whose decision has more moves to send knows from it that its last was taken.
    #[serde(default)]
    pub moved: Option<Moved>,
}

/// A move the host took: `seat`'s, chosen in position `token`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moved {
    pub token: Token,
    pub seat: Seat,
}

/// What a guest sent was not taken; the game is as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    /// Why, in plain words.
    pub reason: String,
    /// The position at the host when it refused.
    pub token: Token,
}

/// Guest to host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GuestMessage {
    Hello(Hello),
    Act(Act),
    /// "Send me my whole view again" (a guest that lost track of its state).
    Refresh,
}

/// A guest's first message on a connection: the code it was given for its seat (or as a
/// spectator), which also takes its seat back after a drop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    pub table: String,
    pub code: String,
    pub versions: Versions,
}

/// A move: the seat making it, the position it was chosen in, and the game's action JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Act {
    pub token: Token,
    pub seat: Seat,
    pub action: Value,
}

/// A message as JSON text (plain data: writing it cannot fail).
pub fn to_text<M: Serialize>(message: &M) -> String {
    serde_json::to_string(message).unwrap_or_default()
}
