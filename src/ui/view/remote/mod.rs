//! Playing on several devices without a server: the codes that connect them. The protocol
//! itself (seats, messages, frames) is in the rules crate (`trumps_rules::remote`); the WebRTC
//! connection and its screens use what is here.
//!
//! Two devices connect over a WebRTC data channel, and with no signalling server their
//! descriptions of themselves (SDP, gathered in full before they are shown: no trickle) travel
//! through the players:
//!
//! - The host's app makes an **offer** code for one seat: the [`Invite`] (table and seat code),
//!   when it expires, and the host's SDP. It shows it as a link (`…?join=CODE`) and as a QR
//!   code of that link: the guest scans it with the phone's camera or opens the link.
//! - The guest's page answers with an **answer** code (the same table and seat code and the
//!   guest's SDP), shown as a QR code and as text to copy: the host scans it with its camera or
//!   pastes the text.
//!
//! [`signal_code`] writes and reads both codes (and says what is wrong with one in plain
//! words); [`qr`] draws a QR code as SVG and finds one in a camera frame. Neither touches the
//! browser: both are tested natively.
//!
//! [`Invite`]: trumps_rules::remote::seating::Invite

pub mod guest_bar;
pub mod guest_link;
pub mod guest_page;
pub mod guest_shown;
pub mod host_invites;
pub mod host_link;
pub mod host_status;
pub mod host_table;
pub mod ice;
pub mod invite;
pub mod qr;
pub mod rtc;
pub mod scan;
pub mod signal_code;
pub mod test_hooks;
