//! One end of a connection that loses, repeats and reorders frames, made reliable: every
//! message is sent in numbered frames; the other end acknowledges the frames it has (all of
//! them up to a number); a frame not acknowledged within [`RESEND_AFTER`] ticks is sent again,
//! and so is every frame from a gap the other end reports; frames are delivered in order,
//! each once, and pieces put back together into messages.
//!
//! The owner (the host for each guest, or a guest) calls [`Channel::send`] with each message,
//! [`Channel::receive`] with each frame that arrives, [`Channel::tick`] now and then, and
//! sends what [`Channel::outgoing`] gives.

use super::chunk::{split, Piece, Reassembly};
use super::frame::{Data, Frame, FrameProblem};
use super::message::PROTOCOL_VERSION;
use std::collections::{BTreeMap, VecDeque};

/// Ticks a frame waits for its acknowledgement before it is sent again.
pub const RESEND_AFTER: u64 = 4;
/// How far ahead of a gap frames are kept until the gap is filled (frames further ahead are
/// dropped, and sent again later).
pub const MAX_EARLY: u64 = 256;

/// A frame sent and not acknowledged yet.
#[derive(Clone, Debug)]
struct Pending {
    seq: u64,
    piece: Piece,
    /// The tick it was last sent at; `None`: to be sent at the next `outgoing`.
    sent_at: Option<u64>,
}

#[derive(Clone, Debug)]
pub struct Channel {
    now: u64,
    /// The number of the next frame sent.
    next_seq: u64,
    unacked: VecDeque<Pending>,
    /// Every frame numbered up to this has been received and delivered.
    received: u64,
    /// Frames that came ahead of a gap.
    early: BTreeMap<u64, Piece>,
    reassembly: Reassembly,
    ack_due: bool,
    /// The tick a gap was first seen at, while there is one.
    gap_since: Option<u64>,
    /// The tick the other end was last asked to fill a gap.
    asked_at: Option<u64>,
    resend_due: bool,
}

impl Channel {
    /// A fresh end that accepts messages of at most `limit` bytes.
    pub fn new(limit: usize) -> Channel {
        Channel {
            now: 0,
            next_seq: 1,
            unacked: VecDeque::new(),
            received: 0,
            early: BTreeMap::new(),
            reassembly: Reassembly::new(limit),
            ack_due: false,
            gap_since: None,
            asked_at: None,
            resend_due: false,
        }
    }

    /// Queues a message: in one frame, or in pieces if it is long.
    pub fn send(&mut self, message: &str) {
        for piece in split(message) {
            self.unacked.push_back(Pending {
                seq: self.next_seq,
                piece,
                sent_at: None,
            });
            self.next_seq += 1;
        }
    }

    /// Takes a frame that arrived: the messages it completes, in order (a frame filling a gap
    /// may complete several), and anything wrong with it or them. A repeated frame, or one of
    /// a message already delivered, gives nothing.
    pub fn receive(&mut self, text: &str) -> Vec<Result<String, FrameProblem>> {
        let frame = match Frame::read(text) {
            Ok(f) => f,
            Err(p) => return vec![Err(p)],
        };
        // An acknowledgement of frames never sent says nothing.
        if frame.ack < self.next_seq {
            while self.unacked.front().is_some_and(|p| p.seq <= frame.ack) {
                self.unacked.pop_front();
            }
        }
        if let Some(from) = frame.resend {
            for p in self.unacked.iter_mut().filter(|p| p.seq >= from) {
                if p.sent_at != Some(self.now) {
                    p.sent_at = None;
                }
            }
        }
        let Some((seq, piece)) = frame.data.map(Data::into_piece) else {
            return Vec::new();
        };
        // Whatever came, the other end may be waiting to hear what we have.
        self.ack_due = true;
        let mut out = Vec::new();
        if seq == self.received + 1 {
            self.deliver(piece, &mut out);
            while let Some(piece) = self.early.remove(&(self.received + 1)) {
                self.deliver(piece, &mut out);
            }
            self.gap_since = if self.early.is_empty() {
                None
            } else {
                Some(self.now)
            };
        } else if seq > self.received + 1 && seq - self.received <= MAX_EARLY {
            self.early.entry(seq).or_insert(piece);
            self.gap_since.get_or_insert(self.now);
        }
        out
    }

    fn deliver(&mut self, piece: Piece, out: &mut Vec<Result<String, FrameProblem>>) {
        self.received += 1;
        match self.reassembly.push(piece) {
            Ok(Some(message)) => out.push(Ok(message)),
            Ok(None) => {}
            Err(e) => out.push(Err(FrameProblem::Broken(e.to_string()))),
        }
    }

    /// One tick of time: frames unacknowledged for [`RESEND_AFTER`] ticks are due again, and
    /// a gap seen for a tick is reported to the other end.
    pub fn tick(&mut self) {
        self.now += 1;
        let now = self.now;
        for p in &mut self.unacked {
            if p.sent_at.is_some_and(|t| now - t >= RESEND_AFTER) {
                p.sent_at = None;
            }
        }
        if let Some(since) = self.gap_since {
            let asked_long_ago = self.asked_at.is_none_or(|t| now - t >= RESEND_AFTER);
            if since < now && asked_long_ago {
                self.resend_due = true;
            }
        }
    }

    /// The frames to send now: new and due-again pieces, each carrying the acknowledgement;
    /// a bare acknowledgement (or request to fill a gap) if no piece goes.
    pub fn outgoing(&mut self) -> Vec<String> {
        let mut frames = Vec::new();
        let mut resend = self
            .resend_due
            .then_some(self.received + 1)
            .filter(|_| self.gap_since.is_some());
        if resend.is_some() {
            self.asked_at = Some(self.now);
        }
        self.resend_due = false;
        for p in self.unacked.iter_mut().filter(|p| p.sent_at.is_none()) {
            p.sent_at = Some(self.now);
            let frame = Frame {
                v: PROTOCOL_VERSION,
                ack: self.received,
                resend: resend.take(),
                data: Some(Data::new(p.seq, p.piece.clone())),
            };
            frames.push(frame.to_text());
        }
        if frames.is_empty() && (self.ack_due || resend.is_some()) {
            let frame = Frame {
                v: PROTOCOL_VERSION,
                ack: self.received,
                resend,
                data: None,
            };
            frames.push(frame.to_text());
        }
        self.ack_due = false;
        frames
    }

    /// Whether everything sent has been acknowledged and nothing is owed to the other end.
    pub fn idle(&self) -> bool {
        self.unacked.is_empty() && !self.ack_due && !self.resend_due
    }

    /// Frames sent and not acknowledged yet.
    pub fn unacknowledged(&self) -> usize {
        self.unacked.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moves every frame from `a` to `b` (as `keep` says), returning the messages delivered.
    fn carry(a: &mut Channel, b: &mut Channel, keep: impl Fn(usize) -> bool) -> Vec<String> {
        let mut got = Vec::new();
        for (k, f) in a.outgoing().into_iter().enumerate() {
            if keep(k) {
                for m in b.receive(&f) {
                    got.push(m.unwrap());
                }
            }
        }
        got
    }

    #[test]
    fn a_lost_frame_is_sent_again_and_messages_arrive_in_order_once() {
        let mut a = Channel::new(1 << 20);
        let mut b = Channel::new(1 << 20);
        a.send("one");
        a.send("two");
        a.send("three");
        // The first is lost: the others wait behind the gap.
        assert!(carry(&mut a, &mut b, |k| k != 0).is_empty());
        let mut got = Vec::new();
        for _ in 0..10 {
            a.tick();
            b.tick();
            got.extend(carry(&mut a, &mut b, |_| true));
            carry(&mut b, &mut a, |_| true);
        }
        assert_eq!(got, ["one", "two", "three"]);
        assert!(a.idle() && b.idle());
        // A repeated frame gives nothing.
        a.send("four");
        let frames = a.outgoing();
        assert_eq!(b.receive(&frames[0]).len(), 1);
        assert!(b.receive(&frames[0]).is_empty());
    }
}
