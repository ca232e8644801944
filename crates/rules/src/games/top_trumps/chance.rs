//! A hand-made deal of Top Trumps: the dealer and the order the cards are dealt in. A record
//! writes the cards by name: `{"dealer": 1, "order": ["Mercury", "Venus", …]}`.

use super::options::Options;
use crate::engine::json::{as_array, as_object, as_seat, describe_value};
use crate::engine::quote::quote;
use crate::engine::Seat;
use crate::engine::{ChanceRecord, ErrorKind, GameOptions, RecordError};
use crate::mechanics::deal::{deck_problem, missing_words, DeckProblem};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Chance {
    pub dealer: Option<Seat>,
    /// Every card of the pack once, by name, in dealing order.
    pub order: Option<Vec<String>>,
}

/// What is wrong with a deal's order of names (places from 0).
enum OrderProblem {
    Unknown {
        at: usize,
    },
    Twice {
        at: usize,
        first: usize,
        card: usize,
    },
    Missing {
        card: usize,
        others: usize,
    },
}

/// The cards named by `names` (places in the pack), each of the pack's cards once, or the
/// first problem.
fn cards_of(names: &[String], options: &Options) -> Result<Vec<u8>, OrderProblem> {
    let pack = &options.pack;
    let cards = names
        .iter()
        .enumerate()
        .map(|(at, n)| {
            pack.card_by_name(n)
                .map(|c| c as u8)
                .ok_or(OrderProblem::Unknown { at })
        })
        .collect::<Result<Vec<u8>, _>>()?;
    let all: Vec<u8> = (0..pack.cards.len()).map(|c| c as u8).collect();
    match deck_problem(&cards, &all) {
        None => Ok(cards),
        Some(DeckProblem::Twice { at, first, card }) => Err(OrderProblem::Twice {
            at,
            first,
            card: card as usize,
        }),
        Some(DeckProblem::Missing { card, others }) => Err(OrderProblem::Missing {
            card: card as usize,
            others,
        }),
        Some(DeckProblem::NotInDeck { at, .. }) => Err(OrderProblem::Unknown { at }),
    }
}

impl OrderProblem {
    /// The error at `deal.order`, in words.
    fn error(&self, names: &[String], options: &Options) -> RecordError {
        let pack = &options.pack;
        let at = |i: usize| format!("deal.order[{i}]");
        match *self {
            OrderProblem::Unknown { at: i } => RecordError::new(
                ErrorKind::Card,
                at(i),
                format!(
                    "the pack \"{}\" has no card {}",
                    pack.name,
                    quote(names.get(i).map_or("", String::as_str))
                ),
            ),
            OrderProblem::Twice { at: i, first, card } => RecordError::new(
                ErrorKind::Deal,
                at(i),
                format!(
                    "the card {} is dealt twice (also at {})",
                    quote(pack.card_name(card)),
                    at(first)
                ),
            ),
            OrderProblem::Missing { card, others } => RecordError::new(
                ErrorKind::Deal,
                "deal.order",
                missing_words(&quote(pack.card_name(card)), others, pack.cards.len()),
            ),
        }
    }
}

impl Chance {
    /// The dealing order as places in the pack (each card once), or why not.
    pub fn order_in(&self, options: &Options) -> Result<Option<Vec<u8>>, String> {
        let Some(names) = &self.order else {
            return Ok(None);
        };
        cards_of(names, options)
            .map(Some)
            .map_err(|p| p.error(names, options).to_string())
    }
}

impl ChanceRecord<Options> for Chance {
    fn to_record(&self) -> Value {
        if self.dealer.is_none() && self.order.is_none() {
            return Value::Null;
        }
        let mut out = Map::new();
        if let Some(d) = self.dealer {
            out.insert("dealer".into(), json!(d));
        }
        if let Some(order) = &self.order {
            out.insert("order".into(), json!(order));
        }
        Value::Object(out)
    }

    fn from_record(v: &Value, options: &Options) -> Result<Chance, RecordError> {
        if v.is_null() {
            return Ok(Chance::default());
        }
        let obj = as_object(v, "deal")?;
        let dealer = match obj.get("dealer") {
            None | Some(Value::Null) => None,
            Some(d) => Some(as_seat(d, "deal.dealer", options.players())?),
        };
        let order = match obj.get("order") {
            None | Some(Value::Null) => None,
            Some(list) => Some(
                as_array(list, "deal.order")?
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        c.as_str().map(str::to_string).ok_or_else(|| {
                            RecordError::new(
                                ErrorKind::Card,
                                format!("deal.order[{i}]"),
                                format!(
                                    "expected the name of a card of the pack, found {}",
                                    describe_value(c)
                                ),
                            )
                        })
                    })
                    .collect::<Result<Vec<String>, _>>()?,
            ),
        };
        if let Some(names) = &order {
            cards_of(names, options).map_err(|p| p.error(names, options))?;
        }
        Ok(Chance { dealer, order })
    }
}
