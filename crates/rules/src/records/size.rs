//! How large a record may be. A larger text is refused before it is parsed (and the command
//! line stops reading standard input past the limit), so no input can exhaust memory.
//!
//! The largest record the app writes is a Top Trumps game at its 1,000-turn limit played with
//! a pack at the pack limit of 1,000,000 characters (`MAX_PACK_CHARS`): the pack is about
//! 1.0 MB when its text is ASCII (pictures are base64 `data:` URLs) and at most 4.0 MB if every
//! character took 4 bytes of UTF-8; the record's indentation adds a few KB, the 1,000
//! decisions (one a line, `{"seat": 0, "action": {"type": "choose", "attribute": 3}}`) about
//! 64 KB, the deal's order of 60 names and the seats under 10 KB. So no real record passes
//! 4.1 MB; the limit, 8 MiB, leaves twice that.

use crate::engine::record_error::{ErrorKind, RecordError};
use std::io::Read;

/// The largest record read, in bytes (8 MiB).
pub const MAX_RECORD_BYTES: usize = 8 * 1024 * 1024;

/// "8 MiB" (the limit in words).
pub fn limit_in_words() -> String {
    format!("{} MiB", MAX_RECORD_BYTES >> 20)
}

/// The refusal of a record of `bytes` (or, when `None`, of more than the limit) from `source`
/// ("the record", "standard input", a file name).
pub fn too_large(source: &str, bytes: Option<u64>) -> RecordError {
    let size = match bytes {
        Some(n) => format!("is {} bytes", grouped(n)),
        None => format!("holds more than {} bytes", grouped(MAX_RECORD_BYTES as u64)),
    };
    RecordError::new(
        ErrorKind::TooLarge,
        "",
        format!(
            "{source} {size}: a record is at most {} ({} bytes)",
            limit_in_words(),
            grouped(MAX_RECORD_BYTES as u64)
        ),
    )
}

/// Refuses a text longer than the limit.
pub fn check_size(text: &str) -> Result<(), RecordError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(too_large("the record", Some(text.len() as u64)));
    }
    Ok(())
}

/// Reads at most one byte past the limit from `input` (standard input, a file): the bytes, or
/// the refusal once there are more; the reading error is given back as it is.
pub fn read_limited(input: impl Read, source: &str) -> Result<Vec<u8>, ReadProblem> {
    let mut bytes = Vec::new();
    input
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadProblem::Io)?;
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(ReadProblem::TooLarge(too_large(source, None)));
    }
    Ok(bytes)
}

/// Why [`read_limited`] gave no record text.
#[derive(Debug)]
pub enum ReadProblem {
    Io(std::io::Error),
    TooLarge(RecordError),
}

/// `36400690` → `36,400,690`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_stops_one_byte_past_the_limit() {
        let big = std::io::repeat(b' ').take(10 * MAX_RECORD_BYTES as u64);
        match read_limited(big, "standard input") {
            Err(ReadProblem::TooLarge(e)) => {
                assert_eq!(e.kind, ErrorKind::TooLarge);
                assert_eq!(
                    e.message,
                    "standard input holds more than 8,388,608 bytes: a record is at most 8 MiB (8,388,608 bytes)"
                );
            }
            other => panic!("{other:?}"),
        }
        let at_limit = std::io::repeat(b' ').take(MAX_RECORD_BYTES as u64);
        assert_eq!(
            read_limited(at_limit, "x").map(|b| b.len()).ok(),
            Some(MAX_RECORD_BYTES)
        );
        assert_eq!(grouped(36_400_690), "36,400,690");
        assert_eq!(grouped(999), "999");
    }
}
