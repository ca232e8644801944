//! Truf's cards in the page's language: the suits, a card read aloud ("10 of Hearts") and in
//! short ("10♥", with the rank letters German players print: B, D for J, Q), and the seat a
//! sentence is about in the second person.

use super::TableCtx;
use crate::engine::person_words::YOU;
use crate::engine::Seat;
use crate::games::truf::{Card, Suit, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};

/// A suit's name: "Hearts" ("Herz" in German).
pub fn suit_name(suit: Suit) -> String {
    say(match suit {
        Suit::Spades => Msg::TrufSuitSpades,
        Suit::Hearts => Msg::TrufSuitHearts,
        Suit::Diamonds => Msg::TrufSuitDiamonds,
        Suit::Clubs => Msg::TrufSuitClubs,
    })
}

/// A suit's symbol and name: "♥ Hearts".
pub fn suit_named(suit: Suit) -> String {
    format!("{} {}", suit.symbol(), suit_name(suit))
}

/// A card as it is read aloud: "10 of Hearts", "Jack of Spades".
pub fn describe(card: Card) -> String {
    let rank = match card.rank() {
        11 => say(Msg::TrufRankJack),
        12 => say(Msg::TrufRankQueen),
        13 => say(Msg::TrufRankKing),
        14 => say(Msg::TrufRankAce),
        _ => card.rank_text().to_string(),
    };
    say_with(
        Msg::TrufCardDescribed,
        &[
            ("rank", Value::Text(&rank)),
            ("suit", Value::Text(&suit_name(card.suit()))),
        ],
    )
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
