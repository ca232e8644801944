//! The Decktet's words as the tables say them, in the page's language: the suits, a card's name
//! and a card read aloud ("Diplomat (8 of Moons and Suns)", as the rules crate says them), a
//! choice of suits, and whether a seat reads in the second person.

use super::super::{SeatView, TableCtx};
use crate::engine::person_words::YOU;
use crate::engine::{Game, Seat};
use crate::mechanics::decktet::{Card, Suit};
use crate::ui::model::lang::{said, say_with, Msg, Value};

/// A suit's name: "Moons" ("Mond" in German).
pub fn suit_name(suit: Suit) -> String {
    said(&suit.said())
}

/// A card's own name: "Diplomat", "Ace of Moons", "the Excuse".
pub fn card_name(card: Card) -> String {
    said(&card.name_said())
}

/// A card as it is read aloud: "Diplomat (8 of Moons and Suns)", an Ace by its name, "the
/// Excuse".
pub fn describe(card: Card) -> String {
    said(&card.said())
}

/// "a or b or c".
pub fn or_list(words: &[String]) -> String {
    let mut all = words.iter();
    let first = all.next().cloned().unwrap_or_default();
    all.fold(first, |a, b| {
        say_with(
            Msg::DecktetListOr,
            &[("a", Value::Text(&a)), ("b", Value::Text(b))],
        )
    })
}

/// Whether `seat` reads in the second person: the person at the live table, or a seat named
/// "You".
pub fn is_you<G: Game>(ctx: &TableCtx<G>, v: &G::View, seat: Seat) -> bool
where
    G::View: SeatView,
{
    ctx.me(v) == Some(seat) || ctx.name(seat) == YOU
}
