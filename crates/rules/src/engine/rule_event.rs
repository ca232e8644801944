//! A moment of a game's rules that a guided lesson can point at ("an Ace changes trump in the
//! middle of a trick", "a tie sends the cards to the middle"): each game names the ones it
//! tells of ([`super::Parlour::RULE_EVENTS`]) and says which an action made happen
//! ([`super::Parlour::rule_events`]), from the states before and after it, as a caption does.
//! The lessons (`crate::lessons`) key their coach lines to them and check that a lesson's
//! script really shows what its coach explains.

/// One kind of moment: a stable id (`ace-changes-trump-mid-trick`, used in lesson files) and
/// what it is, in a few words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleEvent {
    pub id: &'static str,
    pub words: &'static str,
}

impl RuleEvent {
    pub const fn new(id: &'static str, words: &'static str) -> RuleEvent {
        RuleEvent { id, words }
    }
}
