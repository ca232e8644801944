//! What a guest's page shows ([`Shown`]), as its side of the connection
//! ([`super::guest_link`]) keeps it: where the page stands, the host's welcome, this seat's
//! view as the host sent it, what was said, refused and is on its way.

use crate::engine::Seat;
use serde_json::Value;
use trumps_rules::remote::Welcome;

/// Where the guest's page stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading the invitation and making the answer.
    Answering,
    /// The answer to show the host.
    ShowAnswer {
        code: String,
        qr: Result<String, String>,
    },
    /// Connected: the table as the host sends it.
    Playing,
    /// The connection to the host is gone.
    Lost,
    /// The invitation cannot be used (why, in words).
    Problem(String),
}

/// What the guest's page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub stage: Stage,
    pub welcome: Option<Welcome>,
    pub view: Option<Value>,
    pub to_act: Option<Seat>,
    pub over: bool,
    pub captions: Vec<trumps_words::Said>,
    /// What the host refused, or a move this page would not send.
    pub refused: Option<String>,
    /// How many refusals came (the same words twice are still two).
    pub refusals: u32,
    /// The game shown (the host's number for it) and the hands it had scored when this page
    /// first saw it: summaries are shown from there on.
    pub joined_at: Option<(u64, usize)>,
    /// A move of this seat's is on its way to the host (the table takes no tap meanwhile).
    pub sending: bool,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            stage: Stage::Answering,
            welcome: None,
            view: None,
            to_act: None,
            over: false,
            captions: Vec::new(),
            refused: None,
            refusals: 0,
            joined_at: None,
            sending: false,
        }
    }
}
