//! Chance given explicitly for a game that deals a shuffled deck each hand (hand-made deals):
//! the first dealer and, for the first hands, the whole deck in the order it is dealt (one card at a time from the dealer's left; what is left over is set
//! aside). A record writes them as its `deal`, each card in the game's notation:
//! `{"first_dealer": 2, "decks": [["diplomat", "ace-moons", …], …]}` (Decktet),
//! `{"decks": [["AS", "10H", …]]}` (the 52-card deck).

use crate::engine::json::{as_array, as_card, as_object, as_seat};
use crate::engine::Seat;
use crate::engine::{ErrorKind, RecordError};
use crate::mechanics::deal::{check_given, deck_problem, missing_words, DeckProblem};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::fmt::Display;
use std::str::FromStr;

/// A card a record can name: its notation reads back, and `EXAMPLE` shows one in messages.
pub trait RecordCard: Copy + Ord + Serialize + FromStr<Err = String> + Display {
    const EXAMPLE: &'static str;
}

impl RecordCard for crate::mechanics::decktet::Card {
    const EXAMPLE: &'static str = "diplomat";
}

impl RecordCard for crate::mechanics::french::Card {
    const EXAMPLE: &'static str = "AS";
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GivenDeal<Card> {
    pub first_dealer: Option<Seat>,
    /// Each hand's deck in dealing order, for the first hands; later hands are shuffled from
    /// the seed.
    pub decks: Vec<Vec<Card>>,
}

impl<Card> Default for GivenDeal<Card> {
    fn default() -> Self {
        GivenDeal {
            first_dealer: None,
            decks: Vec::new(),
        }
    }
}

impl<Card: RecordCard> GivenDeal<Card> {
    /// Why this chance does not fit a table of `players` dealing `deck`, if it does not.
    pub fn check(&self, players: usize, deck: &[Card]) -> Result<(), String> {
        check_given(self.first_dealer, &self.decks, players, deck)
    }

    pub fn to_record(&self) -> Value {
        if self.first_dealer.is_none() && self.decks.is_empty() {
            return Value::Null;
        }
        let mut out = Map::new();
        if let Some(d) = self.first_dealer {
            out.insert("first_dealer".into(), json!(d));
        }
        if !self.decks.is_empty() {
            out.insert("decks".into(), json!(self.decks));
        }
        Value::Object(out)
    }

    /// The record's `deal` read back for a table of `players` dealing `deck`.
    pub fn from_record(v: &Value, players: usize, full: &[Card]) -> Result<Self, RecordError> {
        if v.is_null() {
            return Ok(GivenDeal::default());
        }
        let obj = as_object(v, "deal")?;
        let first_dealer = match obj.get("first_dealer") {
            None | Some(Value::Null) => None,
            Some(d) => Some(as_seat(d, "deal.first_dealer", players)?),
        };
        let mut decks = Vec::new();
        if let Some(list) = obj.get("decks").filter(|d| !d.is_null()) {
            for (k, deck) in as_array(list, "deal.decks")?.iter().enumerate() {
                let at = format!("deal.decks[{k}]");
                let cards = as_array(deck, &at)?
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        as_card(c, &format!("{at}[{i}]"), Card::EXAMPLE, str::parse::<Card>)
                    })
                    .collect::<Result<Vec<Card>, _>>()?;
                if let Some(p) = deck_problem(&cards, full) {
                    return Err(deck_error(&at, p, full.len()));
                }
                decks.push(cards);
            }
        }
        let chance = GivenDeal {
            first_dealer,
            decks,
        };
        chance
            .check(players, full)
            .map_err(|e| RecordError::new(ErrorKind::Deal, "deal", e))?;
        Ok(chance)
    }
}

/// The error for deck `at` of a record's deal (`deal.decks[0]`), the card at fault named.
fn deck_error<Card: Display>(at: &str, p: DeckProblem<Card>, size: usize) -> RecordError {
    match p {
        DeckProblem::NotInDeck { at: i, card } => RecordError::new(
            ErrorKind::Deal,
            format!("{at}[{i}]"),
            format!("the card {card} is not in this game's deck of {size} cards (see the options)"),
        ),
        DeckProblem::Twice { at: i, first, card } => RecordError::new(
            ErrorKind::Deal,
            format!("{at}[{i}]"),
            format!("the card {card} is dealt twice (also at {at}[{first}])"),
        ),
        DeckProblem::Missing { card, others } => {
            RecordError::new(ErrorKind::Deal, at, missing_words(&card, others, size))
        }
    }
}
