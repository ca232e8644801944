//! Who a caption is told about and for: the seat that acted, the viewpoint reading it and the
//! players' names, with the sentences every game's captions end with.
//!
//! A caption is said, not written: sentences ([`Said`]), each a message of
//! `crates/words/locales/*/captions.ftl` with its arguments, put into words where it is read
//! (the page in the reader's language, the command line and the tests in English:
//! [`in_english`]). Seats are named in the third person ("Ann played …"); a seat named "You"
//! picks a message's `[You]` variant, and in English the page words it as
//! [`agree`](super::person_words::agree) does.

use super::{seat_name, Seat, Viewpoint};
use trumps_words::{Catalogue, Msg, Said};

pub struct Teller<'a> {
    /// The seat that acted.
    pub seat: Seat,
    /// Whose eyes the caption is for: a secret is told only to a viewpoint that knows it.
    pub viewpoint: Viewpoint,
    pub names: &'a [String],
}

impl Teller<'_> {
    pub fn name(&self, s: Seat) -> String {
        seat_name(self.names, s)
    }
    /// The name of the seat that acted.
    pub fn who(&self) -> String {
        self.name(self.seat)
    }
    /// Whether the viewpoint may know what the acting seat keeps secret.
    pub fn sees_secret(&self) -> bool {
        self.viewpoint.knows_secret_of(self.seat)
    }
    /// `msg` said of the seat that acted (its argument `who`).
    pub fn says(&self, msg: Msg) -> Said {
        Said::new(msg).seat("who", self.who())
    }
    /// "Hand 3 is over: Ann 2, Bo 0." from each seat's words.
    pub fn hand_over(&self, number: usize, scores: Vec<Said>) -> Said {
        Said::new(Msg::CaptionHandOver)
            .num("n", number as f64)
            .list("scores", scores, Msg::ListSep)
    }
    /// "Hand 3 is over: Ann 2, Bo 0." from each seat's `points`.
    pub fn hand_points(&self, number: usize, points: &[i32]) -> Said {
        let scores: Vec<Said> = (0..points.len())
            .map(|i| {
                Said::new(Msg::CaptionHandPoints)
                    .seat("name", self.name(Seat(i as u8)))
                    .num("points", points[i])
            })
            .collect();
        self.hand_over(number, scores)
    }
    /// "The game is over: Ann and Bo won." when the action ended the game, else nothing.
    pub fn game_over(&self, ended: bool, winners: &[Seat]) -> Option<Said> {
        if !ended {
            return None;
        }
        Some(match winners {
            [one] => Said::new(Msg::CaptionGameOverOne).seat("winner", self.name(*one)),
            _ => Said::new(Msg::CaptionGameOver).and_list(
                "winners",
                winners
                    .iter()
                    .map(|&s| Said::new(Msg::CaptionName).seat("name", self.name(s)))
                    .collect(),
            ),
        })
    }
}

/// Sentences said, in English as the rules write them: seats in the third person ("You
/// plays"; the page and [`crate::registry::AnyGame::caption_en`] agree them).
pub fn in_english(said: &[Said]) -> String {
    trumps_words::said::sentences(&Catalogue::english(), said, &trumps_words::english_plural)
}
