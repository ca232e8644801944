//! Playing on several devices: the protocol between the device that holds the game (the
//! *host*) and the devices of remote players and spectators (the *guests*), written once over
//! the game interface ([`crate::registry::AnyGame`]) and tested natively. A transport (the
//! app's WebRTC data channel) only carries its frames, plain `String`s, both ways; it calls
//! [`Host::receive`] or [`Guest::receive`] with each frame that arrives, sends whatever
//! `outgoing()` returns, and calls `tick()` now and then (every quarter of a second, say) so
//! that frames the other side did not acknowledge are sent again.
//!
//! - [`message`]: what the host and a guest say to each other (versioned JSON)
//! - [`view_update`]: a seat's view sent whole, or only the parts of it that changed
//! - [`chunk`]: a long message split into numbered pieces and put back together
//! - [`frame`]: the envelope every piece travels in: its number, acknowledgements, resends
//! - [`channel`]: one end of a connection: numbered frames, acknowledged, sent again until
//!   they arrive, and delivered in order exactly once
//! - [`seating`]: the codes a host gives out and which connection holds which seat
//! - [`referee`]: the checks an action passes before it changes the game
//! - [`host`]: the host's side: the game, the seats' connections, and what each guest sees
//! - [`guest`]: a guest's side: its seat, the last state it was sent, and its moves
//! - [`link`]: a simulated connection that loses, repeats and reorders frames, for tests
//!
//! The protocol is described for people in `docs/remote-protocol.md`.

pub mod channel;
pub mod chunk;
pub mod frame;
pub mod guest;
pub mod host;
pub mod link;
pub mod message;
pub mod referee;
pub mod seating;
pub mod view_update;

pub use channel::Channel;
pub use frame::MAX_FRAME_BYTES;
pub use guest::{Guest, GuestEvent, GuestState};
pub use host::{Host, HostEvent, TableSetup};
pub use link::{Faults, LossyLink};
pub use message::{
    Act, GuestMessage, Hello, HostMessage, Moved, Refused, State, Token, Versions, Welcome,
    MAX_GUEST_MESSAGE_BYTES, MAX_HOST_MESSAGE_BYTES, PROTOCOL_VERSION,
};
pub use referee::MAX_ACTION_BYTES;
pub use seating::{ChannelId, Invite, Place};
pub use view_update::ViewUpdate;
