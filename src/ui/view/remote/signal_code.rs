//! The text form of a connection's offer and answer: the codes players pass between devices.
//!
//! A code is base64url (no padding) of three bytes and a compressed body:
//!
//! - a mark saying "Trumps code" ([`MARK`]), the format's version ([`FORMAT_VERSION`]) and the
//!   kind (1 an offer, 2 an answer), left uncompressed so that a code from another version is
//!   told apart from a damaged one;
//! - then, raw DEFLATE of: the table id, the seat code, for an offer its expiry time (ms since
//!   the epoch), the SDP (each string as its length in bytes, a LEB128 number, then its UTF-8
//!   bytes; the time as a LEB128 number), and a CRC-32 of everything before it, header
//!   included, so that a code changed on the way is refused instead of read wrong.
//!
//! The SDP is kept byte for byte, never parsed and rebuilt, so any browser's SDP works.
//!
//! Sizes measured (the tests' samples, `sizes_of_real_offers`): a Chromium data-channel offer
//! with two mDNS host candidates, a server-reflexive one and a TCP one, 987 bytes of SDP,
//! becomes a code of 802 characters (840 as a link on a 32-character page address: a QR code
//! of version 20); a Chromium answer of 721 bytes, an answer code of 683 characters; a Firefox
//! offer of 807 bytes, 731 characters. Most of an SDP is random (ICE password, fingerprint,
//! ids, addresses), so DEFLATE only saves its fixed words, and base64 adds a third back.
//!
//! Every offer code starts `TgEB` and every answer code `TgEC` (the header).
//!
//! An offer travels as a link, `{page}?join={code}` ([`link`]); [`decode`] takes the bare code,
//! a whole link holding it, and text pasted with spaces or line breaks around or inside it.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use trumps_rules::remote::Invite;

mod problem;

pub use problem::CodeProblem;

/// The first byte of every code: says it is a Trumps code.
pub const MARK: u8 = 0x4E;
/// The format's version, the second byte. A change to the format raises it.
pub const FORMAT_VERSION: u8 = 1;
const KIND_OFFER: u8 = 1;
const KIND_ANSWER: u8 = 2;
/// The header (mark, version, kind) is three bytes: exactly four characters of base64url.
const HEADER_CHARS: usize = 4;
/// Longer pasted text is not a code (an SDP is a few kilobytes at most).
const MAX_CODE_CHARS: usize = 16 * 1024;
/// A body that inflates past this is refused (a made-up code cannot fill the memory).
const MAX_BODY_BYTES: usize = 64 * 1024;
/// DEFLATE's strongest level in `miniz_oxide`.
const DEFLATE_LEVEL: u8 = 10;

/// An invitation for one seat, as the guest reads it from the host's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub invite: Invite,
    /// When the invitation stops working, in ms since the epoch.
    pub expires_ms: u64,
    /// The host's session description, exactly as its browser wrote it.
    pub sdp: String,
}

/// A guest's answer to an offer, as the host reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The table and seat code of the offer answered.
    pub invite: Invite,
    /// The guest's session description, exactly as its browser wrote it.
    pub sdp: String,
}

/// A code read back: an offer or an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    Offer(Offer),
    Answer(Answer),
}

/// The offer code for `invite`, with the host's `sdp` (gathered in full), good until `ttl_ms`
/// after `now_ms`.
pub fn encode_offer(invite: &Invite, sdp: &str, now_ms: u64, ttl_ms: u64) -> String {
    let mut body = Vec::with_capacity(sdp.len() + 64);
    put_text(&mut body, &invite.table);
    put_text(&mut body, &invite.code);
    put_number(&mut body, now_ms.saturating_add(ttl_ms));
    put_text(&mut body, sdp);
    seal(KIND_OFFER, body)
}

/// The answer code to the offer for `invite`, with the guest's `sdp` (gathered in full).
pub fn encode_answer(invite: &Invite, sdp: &str) -> String {
    let mut body = Vec::with_capacity(sdp.len() + 32);
    put_text(&mut body, &invite.table);
    put_text(&mut body, &invite.code);
    put_text(&mut body, sdp);
    seal(KIND_ANSWER, body)
}

/// The link a guest opens to join: `{page_base}?join={offer_code}` (with `&` instead of `?`
/// when `page_base` already has a query).
pub fn link(page_base: &str, offer_code: &str) -> String {
    let join = if page_base.contains('?') { '&' } else { '?' };
    format!("{page_base}{join}join={offer_code}")
}

/// Reads a code (bare, in a link, or pasted with spaces and line breaks). An offer past its
/// expiry at `now_ms` is refused. Never panics, whatever the text.
pub fn decode(text: &str, now_ms: u64) -> Result<Decoded, CodeProblem> {
    let decoded = read(text)?;
    if let Decoded::Offer(offer) = &decoded {
        if now_ms > offer.expires_ms {
            return Err(CodeProblem::Expired);
        }
    }
    Ok(decoded)
}

/// Reads a code where an invitation is expected (on the guest's device).
pub fn decode_offer(text: &str, now_ms: u64) -> Result<Offer, CodeProblem> {
    match read(text)? {
        Decoded::Answer(_) => Err(CodeProblem::AnswerNotOffer),
        Decoded::Offer(offer) if now_ms > offer.expires_ms => Err(CodeProblem::Expired),
        Decoded::Offer(offer) => Ok(offer),
    }
}

/// Reads a code where an answer is expected (on the host's device): an invitation is refused
/// as one, even an expired one.
pub fn decode_answer(text: &str) -> Result<Answer, CodeProblem> {
    match read(text)? {
        Decoded::Offer(_) => Err(CodeProblem::OfferNotAnswer),
        Decoded::Answer(answer) => Ok(answer),
    }
}

/// The host's check of a code it scanned while waiting for the answer to the invitation
/// for `table` with seat code `expected_seat_code`.
pub fn check_answer(
    decoded: &Decoded,
    table: &str,
    expected_seat_code: &str,
) -> Result<(), CodeProblem> {
    match decoded {
        Decoded::Offer(_) => Err(CodeProblem::OfferNotAnswer),
        Decoded::Answer(answer) if answer.invite.table != table => Err(CodeProblem::OtherTable),
        Decoded::Answer(answer) if answer.invite.code != expected_seat_code => {
            Err(CodeProblem::OtherSeat)
        }
        Decoded::Answer(_) => Ok(()),
    }
}

/// Header, compressed body and its check, as base64url.
fn seal(kind: u8, mut body: Vec<u8>) -> String {
    let header = [MARK, FORMAT_VERSION, kind];
    let check = crc32(&[&header, &body]);
    body.extend_from_slice(&check.to_be_bytes());
    let mut code = URL_SAFE_NO_PAD.encode(header);
    code.push_str(
        &URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&body, DEFLATE_LEVEL)),
    );
    code
}

/// A code of either kind, its expiry not checked.
fn read(text: &str) -> Result<Decoded, CodeProblem> {
    let code = find_code(text)?;
    if code.len() < HEADER_CHARS {
        return Err(CodeProblem::NotACode);
    }
    let (head, rest) = code.split_at(HEADER_CHARS);
    let header = URL_SAFE_NO_PAD
        .decode(head)
        .map_err(|_| CodeProblem::NotACode)?;
    let [mark, version, kind] = header[..] else {
        return Err(CodeProblem::NotACode);
    };
    if mark != MARK {
        return Err(CodeProblem::NotACode);
    }
    if version > FORMAT_VERSION {
        return Err(CodeProblem::NewerVersion);
    }
    if version < FORMAT_VERSION {
        return Err(CodeProblem::OlderVersion);
    }
    if kind != KIND_OFFER && kind != KIND_ANSWER {
        return Err(CodeProblem::Damaged("unknown kind"));
    }
    let packed = URL_SAFE_NO_PAD
        .decode(rest)
        .map_err(|_| CodeProblem::Damaged("not base64url"))?;
    let body = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_BODY_BYTES)
        .map_err(|_| CodeProblem::Damaged("not DEFLATE"))?;
    let Some(split) = body.len().checked_sub(4) else {
        return Err(CodeProblem::Damaged("no check"));
    };
    let (fields, check) = body.split_at(split);
    if crc32(&[&header, fields]).to_be_bytes()[..] != *check {
        return Err(CodeProblem::Damaged("check differs"));
    }
    let mut reader = Reader { rest: fields };
    let invite = Invite {
        table: reader.text()?,
        code: reader.text()?,
    };
    let decoded = if kind == KIND_OFFER {
        let expires_ms = reader.number()?;
        let sdp = reader.text()?;
        Decoded::Offer(Offer {
            invite,
            expires_ms,
            sdp,
        })
    } else {
        let sdp = reader.text()?;
        Decoded::Answer(Answer { invite, sdp })
    };
    if !reader.rest.is_empty() {
        return Err(CodeProblem::Damaged("bytes after the fields"));
    }
    Ok(decoded)
}

fn is_code_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The code in pasted text: after `?join=` or `&join=` in a link, else the whole text, with
/// all whitespace (line breaks of a wrapped code too) and wrapping punctuation dropped.
fn find_code(text: &str) -> Result<String, CodeProblem> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if squeezed.is_empty() {
        return Err(CodeProblem::Empty);
    }
    let joined = ["?join=", "&join="]
        .iter()
        .filter_map(|key| squeezed.find(key).map(|at| at + key.len()))
        .min();
    let code: &str = match joined {
        Some(start) => {
            let after = squeezed.get(start..).unwrap_or_default();
            let end = after.find(|c| !is_code_char(c)).unwrap_or(after.len());
            let code = after.get(..end).unwrap_or_default();
            if code.is_empty() {
                return Err(CodeProblem::Damaged("a link with no code"));
            }
            code
        }
        None => {
            let code = squeezed.trim_matches(|c| !is_code_char(c));
            if code.is_empty() || !code.chars().all(is_code_char) {
                return Err(CodeProblem::NotACode);
            }
            code
        }
    };
    if code.len() > MAX_CODE_CHARS {
        return Err(CodeProblem::NotACode);
    }
    Ok(code.to_string())
}

fn put_number(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7F) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_number(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// Reads the body's fields; anything that does not fit is a damaged code.
struct Reader<'a> {
    rest: &'a [u8],
}

impl Reader<'_> {
    fn number(&mut self) -> Result<u64, CodeProblem> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let Some((&byte, rest)) = self.rest.split_first() else {
                return Err(CodeProblem::Damaged("a number cut short"));
            };
            self.rest = rest;
            let bits = u64::from(byte & 0x7F);
            if shift == 63 && bits > 1 {
                return Err(CodeProblem::Damaged("a number too large"));
            }
            n |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(CodeProblem::Damaged("a number too long"))
    }

    fn text(&mut self) -> Result<String, CodeProblem> {
        let length = usize::try_from(self.number()?)
            .map_err(|_| CodeProblem::Damaged("a length too large"))?;
        if length > self.rest.len() {
            return Err(CodeProblem::Damaged("a text cut short"));
        }
        let (bytes, rest) = self.rest.split_at(length);
        self.rest = rest;
        String::from_utf8(bytes.to_vec()).map_err(|_| CodeProblem::Damaged("not UTF-8"))
    }
}

/// CRC-32 (the one of zip and PNG) over the parts in turn.
fn crc32(parts: &[&[u8]]) -> u32 {
    let mut crc = !0u32;
    for byte in parts.iter().flat_map(|part| part.iter()) {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
pub(crate) mod samples;
#[cfg(test)]
mod tests;
