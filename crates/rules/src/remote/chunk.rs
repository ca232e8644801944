//! A long message in numbered pieces, each small enough for one frame, and the pieces put
//! back together. A data channel carries messages of a limited size (browsers agree on 16 KiB
//! and no more), and a Top Trumps pack of the player's own can be a megabyte.
//!
//! Pieces arrive in order (the channel sees to that), so putting them together is checking
//! that each is the next of the same message: the message's length, said by its first piece,
//! must be under the receiver's limit, and the pieces must add up to exactly that length.

use super::frame::MAX_FRAME_BYTES;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most of a frame a piece's text may take once written in JSON (its quotes and
/// escapes), leaving room for the envelope.
pub const PIECE_BYTES: usize = MAX_FRAME_BYTES - 512;

/// Piece `part` (from 0) of `parts` of a message `total` bytes long.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub part: u32,
    pub parts: u32,
    pub total: u64,
    pub text: String,
}

/// How many bytes `c` takes inside a JSON string.
fn escaped_len(c: char) -> usize {
    match c {
        '"' | '\\' | '\n' | '\r' | '\t' | '\u{8}' | '\u{c}' => 2,
        c if (c as u32) < 0x20 => 6,
        c => c.len_utf8(),
    }
}

/// `text` in pieces that each fit a frame (one piece, maybe empty, for a short text).
pub fn split(text: &str) -> Vec<Piece> {
    let mut cuts = vec![0];
    let mut size = 0;
    for (at, c) in text.char_indices() {
        let n = escaped_len(c);
        if size + n > PIECE_BYTES {
            cuts.push(at);
            size = 0;
        }
        size += n;
    }
    cuts.push(text.len());
    let parts = (cuts.len() - 1) as u32;
    cuts.windows(2)
        .enumerate()
        .map(|(k, w)| Piece {
            part: k as u32,
            parts,
            total: text.len() as u64,
            text: text[w[0]..w[1]].to_string(),
        })
        .collect()
}

/// Why pieces could not be put together; the message they belonged to is dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChunkError {
    /// The message says it is longer than the receiver accepts.
    TooLong { total: u64, limit: usize },
    /// A piece that is not the one expected next (a message cut short, or pieces of nothing).
    OutOfPlace { expected: u32, got: u32 },
    /// The first piece's figures cannot be right (no pieces, or more than the bytes).
    Impossible,
    /// The pieces do not add up to the length the first said.
    WrongLength { total: u64, got: u64 },
}

impl fmt::Display for ChunkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChunkError::TooLong { total, limit } => write!(
                f,
                "a message of {} is longer than the {} accepted here",
                bytes_words(*total),
                bytes_words(*limit as u64)
            ),
            ChunkError::OutOfPlace { expected: 0, got } => write!(
                f,
                "piece {} of a long message came without the pieces before it",
                got + 1
            ),
            ChunkError::OutOfPlace { expected, got } => write!(
                f,
                "a long message was cut short: piece {} came where piece {} should have",
                got + 1,
                expected + 1
            ),
            ChunkError::Impossible => {
                f.write_str("a long message's first piece gives impossible figures")
            }
            ChunkError::WrongLength { total, got } => write!(
                f,
                "a long message's pieces add up to {} where it said {}",
                bytes_words(*got),
                bytes_words(*total)
            ),
        }
    }
}

impl std::error::Error for ChunkError {}

/// "900 bytes", "16 KiB", "1.5 MiB".
pub fn bytes_words(n: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    let one = |n: u64, unit: u64, name: &str| {
        if n.is_multiple_of(unit) {
            format!("{} {name}", n / unit)
        } else {
            format!("{:.1} {name}", n as f64 / unit as f64)
        }
    };
    if n >= 1000 * KIB {
        one(n, MIB, "MiB")
    } else if n >= KIB {
        one(n, KIB, "KiB")
    } else {
        format!("{n} bytes")
    }
}

/// The pieces of the message being put together.
#[derive(Clone, Debug)]
pub struct Reassembly {
    limit: usize,
    /// The message begun (its parts and length) and its text so far; `None` between messages.
    open: Option<(u32, u64, String)>,
    next: u32,
    /// The rest of a message refused already is let go by without a word.
    skipping: bool,
}

impl Reassembly {
    /// Accepts messages of at most `limit` bytes.
    pub fn new(limit: usize) -> Reassembly {
        Reassembly {
            limit,
            open: None,
            next: 0,
            skipping: false,
        }
    }

    /// The largest message accepted.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Takes the next piece: the whole message once its last piece is in, `None` before,
    /// or why the pieces do not make a message (the message is then dropped, and the rest of
    /// its pieces with it, up to the first piece of another).
    pub fn push(&mut self, piece: Piece) -> Result<Option<String>, ChunkError> {
        if self.skipping && piece.part != 0 {
            return Ok(None);
        }
        self.skipping = false;
        let more = piece.part + 1 < piece.parts;
        let result = self.take(piece);
        if result.is_err() {
            self.open = None;
            self.next = 0;
            self.skipping = more;
        }
        result
    }

    fn take(&mut self, piece: Piece) -> Result<Option<String>, ChunkError> {
        let Piece {
            part,
            parts,
            total,
            text,
        } = piece;
        match &self.open {
            None => {
                if part != 0 {
                    return Err(ChunkError::OutOfPlace {
                        expected: 0,
                        got: part,
                    });
                }
                if total > self.limit as u64 {
                    return Err(ChunkError::TooLong {
                        total,
                        limit: self.limit,
                    });
                }
                // Every piece but an empty message's holds a byte, and none more than fits.
                if parts == 0
                    || u64::from(parts) > total.max(1)
                    || total > u64::from(parts) * PIECE_BYTES as u64
                {
                    return Err(ChunkError::Impossible);
                }
                self.open = Some((parts, total, String::with_capacity(total as usize)));
            }
            Some((p, t, _)) => {
                if part != self.next || parts != *p || total != *t {
                    return Err(ChunkError::OutOfPlace {
                        expected: self.next,
                        got: part,
                    });
                }
            }
        }
        let Some((parts, total, whole)) = &mut self.open else {
            return Err(ChunkError::Impossible);
        };
        let got = (whole.len() + text.len()) as u64;
        if got > *total || (text.is_empty() && *total > 0) {
            return Err(ChunkError::WrongLength { total: *total, got });
        }
        whole.push_str(&text);
        self.next = part + 1;
        if self.next < *parts {
            return Ok(None);
        }
        if got != *total {
            return Err(ChunkError::WrongLength { total: *total, got });
        }
        let done = std::mem::take(whole);
        self.open = None;
        self.next = 0;
        Ok(Some(done))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_fit_a_frame_even_when_every_character_is_escaped() {
        let text = "\"\u{1}é".repeat(10_000);
        let pieces = split(&text);
        assert!(pieces.len() > 1);
        for p in &pieces {
            let written = serde_json::to_string(&p.text).unwrap();
            assert!(written.len() <= PIECE_BYTES + 2, "{}", written.len());
        }
        let mut r = Reassembly::new(1 << 20);
        let mut out = None;
        for p in pieces {
            out = r.push(p).unwrap();
        }
        assert_eq!(out.as_deref(), Some(text.as_str()));
    }

    #[test]
    fn an_empty_message_is_one_empty_piece() {
        let pieces = split("");
        assert_eq!(pieces.len(), 1);
        let mut r = Reassembly::new(10);
        assert_eq!(r.push(pieces[0].clone()).unwrap().as_deref(), Some(""));
    }

    #[test]
    fn sizes_in_words() {
        assert_eq!(bytes_words(900), "900 bytes");
        assert_eq!(bytes_words(16 * 1024), "16 KiB");
        assert_eq!(bytes_words(3 * 1024 * 1024 / 2), "1.5 MiB");
        assert_eq!(bytes_words(1024 * 1024 - 1), "1.0 MiB");
    }
}
