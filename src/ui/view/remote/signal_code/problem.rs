//! What can be wrong with a code a player scanned or pasted, in words for the player.

/// Why a scanned or pasted code cannot be used. [`CodeProblem::words`] says it to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeProblem {
    /// Nothing was pasted or scanned.
    Empty,
    /// Text that is not a Trumps code (nor a link holding one).
    NotACode,
    /// A Trumps code that is cut short or has changed on the way; the reason is for
    /// developers (`Debug`), not for the player.
    Damaged(&'static str),
    /// Made by a newer app: this app cannot read it.
    NewerVersion,
    /// Made by an older app: this app no longer reads it.
    OlderVersion,
    /// An answer where an invitation (offer) was expected: the guest scanned a guest's code.
    AnswerNotOffer,
    /// An invitation where an answer was expected: the host scanned its own invitation.
    OfferNotAnswer,
    /// An invitation past its expiry time.
    Expired,
    /// An answer for another table than the host's.
    OtherTable,
    /// An answer to another seat's invitation than the one the host is waiting on.
    OtherSeat,
}

impl CodeProblem {
    /// The problem in plain words for a player, saying what to do.
    pub fn words(&self) -> String {
        match self {
            CodeProblem::Empty => "There is no code here yet: paste or scan the whole code.",
            CodeProblem::NotACode => {
                "This is not a Trumps invitation or answer: copy the whole code again."
            }
            CodeProblem::Damaged(_) => {
                "This code is incomplete or damaged: copy the whole code again, or scan it again \
                 from closer."
            }
            CodeProblem::NewerVersion => {
                "This code was made by a newer version of Trumps: update this app first (reload \
                 while online)."
            }
            CodeProblem::OlderVersion => {
                "This code was made by an older version of Trumps: update the other device's app \
                 (reload while online), then make a new code."
            }
            CodeProblem::AnswerNotOffer => {
                "This is an answer code: show it to the host, who scans it."
            }
            CodeProblem::OfferNotAnswer => {
                "This is an invitation: open it on the device that will join."
            }
            CodeProblem::Expired => "This invitation has expired: ask the host for a new one.",
            CodeProblem::OtherTable => "This code is for another table.",
            CodeProblem::OtherSeat => {
                "This answer is for another seat's invitation: scan the answer from the device \
                 you invited to this seat."
            }
        }
        .to_string()
    }
}
