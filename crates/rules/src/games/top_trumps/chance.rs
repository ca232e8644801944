//! A hand-made deal of Top Trumps: the dealer and the order the cards are dealt in. A record
//! writes the cards by name: `{"dealer": 1, "order": ["Mercury", "Venus", …]}`.

use super::options::Options;
use crate::engine::Seat;
use crate::records::json::{as_array, as_object, as_seat, as_str};
use crate::records::{ErrorKind, RecordError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Chance {
    pub dealer: Option<Seat>,
    /// Every card of the pack once, by name, in dealing order.
    pub order: Option<Vec<String>>,
}

impl Chance {
    /// The dealing order as places in the pack (each card once), or why not.
    pub fn order_in(&self, options: &Options) -> Result<Option<Vec<u8>>, String> {
        let Some(names) = &self.order else {
            return Ok(None);
        };
        let cards = names
            .iter()
            .map(|n| {
                options
                    .pack
                    .card_by_name(n)
                    .map(|c| c as u8)
                    .ok_or_else(|| format!("the pack has no card \"{n}\""))
            })
            .collect::<Result<Vec<u8>, String>>()?;
        let mut sorted = cards.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != cards.len() || cards.len() != options.pack.cards.len() {
            return Err(format!(
                "the deal must name each of the pack's {} cards once",
                options.pack.cards.len()
            ));
        }
        Ok(Some(cards))
    }

    pub fn to_record(&self) -> Value {
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

    pub fn from_record(v: &Value, options: &Options) -> Result<Chance, RecordError> {
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
                    .map(|(i, c)| as_str(c, &format!("deal.order[{i}]")).map(str::to_string))
                    .collect::<Result<Vec<String>, _>>()?,
            ),
        };
        let chance = Chance { dealer, order };
        chance
            .order_in(options)
            .map_err(|why| RecordError::new(ErrorKind::Deal, "deal.order", why))?;
        Ok(chance)
    }
}
