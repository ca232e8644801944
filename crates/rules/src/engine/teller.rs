//! Who a caption is told about and for: the seat that acted, the viewpoint reading it and the
//! players' names, with the sentences every game's captions end with.

use super::{seat_name, Seat, Viewpoint};

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
    /// " Hand 3 is over: Ann 2, Bo 0." from each seat's words.
    pub fn hand_over(&self, number: usize, scores: &[String]) -> String {
        format!(" Hand {number} is over: {}.", scores.join(", "))
    }
    /// " Hand 3 is over: Ann 2, Bo 0." from each seat's `points`.
    pub fn hand_points(&self, number: usize, points: &[i32]) -> String {
        let scores: Vec<String> = (0..points.len())
            .map(|i| format!("{} {}", self.name(Seat(i as u8)), points[i]))
            .collect();
        self.hand_over(number, &scores)
    }
    /// " The game is over: Ann and Bo won." when the action ended the game, else nothing.
    pub fn game_over(&self, ended: bool, winners: &[Seat]) -> String {
        if !ended {
            return String::new();
        }
        let names: Vec<String> = winners.iter().map(|&s| self.name(s)).collect();
        format!(" The game is over: {} won.", names.join(" and "))
    }
}
