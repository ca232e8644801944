//! What can be wrong with a code a player scanned or pasted, in words for the player.

use crate::ui::model::lang::{say, Msg};

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
        say(match self {
            CodeProblem::Empty => Msg::RemoteCodeEmpty,
            CodeProblem::NotACode => Msg::RemoteCodeNotACode,
            CodeProblem::Damaged(_) => Msg::RemoteCodeDamaged,
            CodeProblem::NewerVersion => Msg::RemoteCodeNewer,
            CodeProblem::OlderVersion => Msg::RemoteCodeOlder,
            CodeProblem::AnswerNotOffer => Msg::RemoteCodeAnswerNotOffer,
            CodeProblem::OfferNotAnswer => Msg::RemoteCodeOfferNotAnswer,
            CodeProblem::Expired => Msg::RemoteCodeExpired,
            CodeProblem::OtherTable => Msg::RemoteCodeOtherTable,
            CodeProblem::OtherSeat => Msg::RemoteCodeOtherSeat,
        })
    }
}
