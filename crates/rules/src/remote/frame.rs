//! The envelope of everything sent over a connection: one JSON object of at most
//! [`MAX_FRAME_BYTES`], carrying the protocol's version, an acknowledgement of the frames
//! received, maybe a request to send some again, and maybe a numbered piece of a message.
//!
//! `{"v":1,"ack":4,"data":{"seq":5,"part":0,"parts":1,"total":90,"text":"{\"Hello\":…}"}}`
//!
//! The field `v` stays first and means the same in every version to come, so a side can
//! always tell a frame of another version and say so.

use super::chunk::Piece;
use super::message::PROTOCOL_VERSION;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The longest frame sent or accepted, in bytes: below what every browser's data channel
/// carries in one message.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The sender's protocol version.
    pub v: u32,
    /// Every frame numbered up to this one has arrived (0: none yet).
    pub ack: u64,
    /// A gap was seen: send again every frame unacknowledged from this number on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resend: Option<u64>,
    /// A numbered piece of a message (a bare acknowledgement carries none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Data>,
}

/// A frame's numbered piece of a message: numbers count from 1, in each direction apart.
/// The piece's fields are those of [`Piece`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Data {
    pub seq: u64,
    pub part: u32,
    pub parts: u32,
    pub total: u64,
    pub text: String,
}

impl Data {
    pub fn new(seq: u64, piece: Piece) -> Data {
        let Piece {
            part,
            parts,
            total,
            text,
        } = piece;
        Data {
            seq,
            part,
            parts,
            total,
            text,
        }
    }

    /// The number and the piece.
    pub fn into_piece(self) -> (u64, Piece) {
        let Data {
            seq,
            part,
            parts,
            total,
            text,
        } = self;
        (
            seq,
            Piece {
                part,
                parts,
                total,
                text,
            },
        )
    }
}

/// Why a frame was set aside unread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameProblem {
    /// Longer than [`MAX_FRAME_BYTES`].
    TooLong(usize),
    /// Of another protocol version.
    OtherVersion(u32),
    /// Not a frame at all.
    Unreadable(String),
    /// Its piece did not fit the message being put together (see [`super::chunk`]).
    Broken(String),
}

impl fmt::Display for FrameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameProblem::TooLong(n) => write!(
                f,
                "a frame of {n} bytes is longer than the {} a frame may be",
                super::chunk::bytes_words(MAX_FRAME_BYTES as u64)
            ),
            FrameProblem::OtherVersion(v) => write!(
                f,
                "a frame of protocol version {v}, where this app speaks version {PROTOCOL_VERSION}"
            ),
            FrameProblem::Unreadable(why) => write!(f, "an unreadable frame ({why})"),
            FrameProblem::Broken(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for FrameProblem {}

impl Frame {
    /// The frame as JSON text (plain data: writing it cannot fail).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a frame, checking its size and version first.
    pub fn read(text: &str) -> Result<Frame, FrameProblem> {
        if text.len() > MAX_FRAME_BYTES {
            return Err(FrameProblem::TooLong(text.len()));
        }
        match serde_json::from_str::<Frame>(text) {
            Ok(f) if f.v == PROTOCOL_VERSION => Ok(f),
            Ok(f) => Err(FrameProblem::OtherVersion(f.v)),
            Err(e) => {
                // A frame of another version may have another shape: its `v` still says so.
                let v = serde_json::from_str::<Value>(text)
                    .ok()
                    .and_then(|v| v.get("v").and_then(Value::as_u64));
                match v {
                    Some(v) if v != u64::from(PROTOCOL_VERSION) => Err(FrameProblem::OtherVersion(
                        u32::try_from(v).unwrap_or(u32::MAX),
                    )),
                    _ => Err(FrameProblem::Unreadable(e.to_string())),
                }
            }
        }
    }
}
