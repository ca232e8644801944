//! Chance given explicitly for What Trump? (hand-made deals): the first dealer and the deals
//! of the first rounds, and how a record writes them (`deal` in `docs/record-format.md`).

use super::cards::{deck, Card};
use super::state::{Deal, Options};
use crate::engine::json::{as_array, as_card, as_object, as_seat, get, path};
use crate::engine::Seat;
use crate::engine::{ChanceRecord, ErrorKind, RecordError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

/// The first dealer (if given) and the deals of the first rounds, in order. Rounds past the
/// given ones are shuffled from the seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Chance {
    pub first_dealer: Option<Seat>,
    pub rounds: Vec<Deal>,
}

impl Chance {
    pub fn is_empty(&self) -> bool {
        self.first_dealer.is_none() && self.rounds.is_empty()
    }
}

impl ChanceRecord<Options> for Chance {
    /// As a record writes it: `null` when nothing is given, else the first dealer (if given)
    /// and each round's grid (36 cards in column order) and markers.
    fn to_record(&self) -> Value {
        if self.is_empty() {
            return Value::Null;
        }
        let mut out = Map::new();
        if let Some(d) = self.first_dealer {
            out.insert("first_dealer".into(), json!(d));
        }
        if !self.rounds.is_empty() {
            let rounds: Vec<Value> = self
                .rounds
                .iter()
                .map(|d| json!({ "grid": d.grid.concat(), "markers": d.markers }))
                .collect();
            out.insert("rounds".into(), Value::Array(rounds));
        }
        Value::Object(out)
    }

    /// A record's `deal` read back (`null`: nothing given); errors name the field.
    fn from_record(v: &Value, options: &Options) -> Result<Chance, RecordError> {
        if v.is_null() {
            return Ok(Chance::default());
        }
        let players = options.players as usize;
        let obj = as_object(v, "deal")?;
        let first_dealer = match obj.get("first_dealer") {
            None | Some(Value::Null) => None,
            Some(d) => Some(as_seat(d, "deal.first_dealer", players)?),
        };
        let mut rounds = Vec::new();
        if let Some(list) = obj.get("rounds").filter(|r| !r.is_null()) {
            for (r, round) in as_array(list, "deal.rounds")?.iter().enumerate() {
                let at = format!("deal.rounds[{r}]");
                rounds.push(parse_round(round, &at, players)?);
            }
        }
        Ok(Chance {
            first_dealer,
            rounds,
        })
    }
}

fn parse_round(v: &Value, at: &str, players: usize) -> Result<Deal, RecordError> {
    let obj = as_object(v, at)?;
    let gat = path(at, "grid");
    let grid = as_array(get(obj, "grid", at)?, &gat)?;
    let mut cards: Vec<Card> = Vec::with_capacity(36);
    for (i, c) in grid.iter().enumerate() {
        let card = as_card(c, &format!("{gat}[{i}]"), "R5", str::parse::<Card>)?;
        if let Some(j) = cards.iter().position(|&x| x == card) {
            return Err(RecordError::new(
                ErrorKind::Deal,
                format!("{gat}[{i}]"),
                format!("the card {card} is dealt twice (also at {gat}[{j}])"),
            ));
        }
        cards.push(card);
    }
    if cards.len() != 36 {
        let mut missing = deck().into_iter().filter(|c| !cards.contains(c));
        let first = missing
            .next()
            .map(|c| format!(" ({c} is missing)"))
            .unwrap_or_default();
        return Err(RecordError::new(
            ErrorKind::Deal,
            gat,
            format!(
                "a grid lists all 36 cards in column order, this one has {}{first}",
                cards.len()
            ),
        ));
    }
    let mat = path(at, "markers");
    let markers = as_array(get(obj, "markers", at)?, &mat)?
        .iter()
        .enumerate()
        .map(|(i, m)| as_seat(m, &format!("{mat}[{i}]"), players))
        .collect::<Result<Vec<Seat>, _>>()?;
    let deal = Deal::from_cards(&cards, markers);
    deal.check(players)
        .map_err(|e| RecordError::new(ErrorKind::Deal, at, e.to_string()))?;
    Ok(deal)
}
