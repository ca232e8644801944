//! Top Trumps' one action (the chooser names an attribute) and why it may be refused.

use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use trumps_words::{Msg, Said};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Names an attribute (its place in the pack, from 0) for everyone still in to compare.
    Choose { attribute: u8 },
}

impl fmt::Display for Action {
    /// Without the pack at hand: "chooses attribute 3" (from 1). With it, see
    /// [`super::TopTrumps::describe`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Choose { attribute } => {
                write!(f, "chooses attribute {}", u32::from(*attribute) + 1)
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NotYourTurn { to_act: Seat, seat: Seat },
    NoSuchAttribute { attribute: u8, attributes: usize },
}

impl ActionError {
    /// Why the action was refused, as said in the reader's language.
    pub fn said(&self) -> Said {
        match self {
            ActionError::GameOver => Said::new(Msg::RefusalGameOver),
            ActionError::NotYourTurn { to_act, seat } => Said::new(Msg::RefusalNotYourTurnToChoose)
                .num("turn", to_act.index() as f64 + 1.0)
                .num("seat", seat.index() as f64 + 1.0),
            ActionError::NoSuchAttribute {
                attribute,
                attributes,
            } => Said::new(Msg::RefusalNoSuchAttribute)
                .num("attributes", *attributes as f64)
                .num("attribute", u32::from(*attribute) + 1),
        }
    }
}

/// The refusal in English (the command line's words).
impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for ActionError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_attribute_number_does_not_wrap() {
        let a = Action::Choose { attribute: 255 };
        assert_eq!(a.to_string(), "chooses attribute 256");
        let e = ActionError::NoSuchAttribute {
            attribute: 255,
            attributes: 6,
        };
        assert_eq!(
            e.to_string(),
            "the pack has 6 attributes: there is no attribute 256"
        );
    }
}
