//! The games of the parlour. Each game is a deterministic state machine implementing
//! [`crate::engine::Game`]; this module also lists them for the hub.

pub mod what_trump;

use serde::{Deserialize, Serialize};

/// Every game the parlour knows, playable or not yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    WhatTrump,
    AceTrump,
    RansomTrump,
    Truf,
    TopTrumps,
}

impl GameKind {
    pub const ALL: [GameKind; 5] = [
        GameKind::WhatTrump,
        GameKind::AceTrump,
        GameKind::RansomTrump,
        GameKind::Truf,
        GameKind::TopTrumps,
    ];

    pub fn name(self) -> &'static str {
        match self {
            GameKind::WhatTrump => "What Trump?",
            GameKind::AceTrump => "Ace Trump",
            GameKind::RansomTrump => "Ransom Trump",
            GameKind::Truf => "Truf",
            GameKind::TopTrumps => "Top Trumps",
        }
    }

    /// Stable identifier used in saves, links and the command line.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::WhatTrump => "what-trump",
            GameKind::AceTrump => "ace-trump",
            GameKind::RansomTrump => "ransom-trump",
            GameKind::Truf => "truf",
            GameKind::TopTrumps => "top-trumps",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    pub fn tagline(self) -> &'static str {
        match self {
            GameKind::WhatTrump => {
                "Draft your hand from a face-up grid while the dealer hides the trump. Shed your five task chips first."
            }
            GameKind::AceTrump => "Decktet tricks where every Ace played changes the trump suit.",
            GameKind::RansomTrump => "Everyone stakes a secret card; the highest ransom names trump.",
            GameKind::Truf => "Bid exactly with the cards you show, then play high or low.",
            GameKind::TopTrumps => "Pick the attribute, beat every card on the table, take them all.",
        }
    }

    pub fn players(self) -> (usize, usize) {
        match self {
            GameKind::WhatTrump => (3, 4),
            GameKind::AceTrump => (2, 6),
            GameKind::RansomTrump => (2, 4),
            GameKind::Truf => (3, 4),
            GameKind::TopTrumps => (2, 6),
        }
    }

    /// Whether the game can be played in this version.
    pub fn playable(self) -> bool {
        matches!(self, GameKind::WhatTrump)
    }
}
