//! Truf's cards in the page's language: the suits, a card read aloud ("10 of Hearts") and in
//! short ("10♥", with the rank letters German players print: B, D for J, Q), and the seat a
//! sentence is about in the second person.

use super::TableCtx;
use crate::engine::person_words::YOU;
use crate::engine::Seat;
use crate::games::truf::{Card, Suit, View};
use crate::ui::model::lang::{said, say, Msg};

/// A suit's name: "Hearts" ("Herz" in German).
pub fn suit_name(suit: Suit) -> String {
    said(&suit.said())
}

/// A suit's symbol and name: "♥ Hearts".
pub fn suit_named(suit: Suit) -> String {
    format!("{} {}", suit.symbol(), suit_name(suit))
}

/// A card as it is read aloud: "10 of Hearts", "Jack of Spades".
pub fn describe(card: Card) -> String {
    said(&card.said())
}

/// The rank as printed in a card's corner: "10", "J" ("B" in German).
pub fn corner(card: Card) -> String {
    match card.rank() {
        11 => say(Msg::TrufLetterJack),
        12 => say(Msg::TrufLetterQueen),
        _ => card.rank_text().to_string(),
    }
}

/// A card in short: "10♥", "K♠".
pub fn short(card: Card) -> String {
    format!("{}{}", corner(card), card.suit().symbol())
}

/// Whether `seat` reads in the second person: the person at the live table, or a seat named
/// "You".
pub fn is_you(ctx: &TableCtx, v: &View, seat: Seat) -> bool {
    ctx.me(v) == Some(seat) || ctx.name(seat) == YOU
}
