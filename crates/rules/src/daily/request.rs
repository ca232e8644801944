//! The day's questions the page asks its bot worker, as plain data: the page carries no bot,
//! and a day's deal is screened by bots, par is played by them and a friend's result is
//! checked against them. Each question is JSON text with a `daily` field (a bot's question
//! has none, see [`crate::bots::request`]); [`answer_json`] answers it in the worker.

use super::check::check;
use super::day::Day;
use super::deal::{todays_deal, TodaysDeal};
use super::share::{Claim, ShareRefusal};
use crate::bots::day_table::Played;
use crate::registry;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use trumps_words::{Msg, Said};

/// A question about the day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyRequest {
    /// The asker's number for it, given back with the answer.
    pub id: u64,
    pub daily: DailyQuestion,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DailyQuestion {
    /// The deal of every game on a day.
    Deals { day: u32 },
    /// Par of one game's deal of a day: the day's bots in every seat.
    Par { game: String, day: u32 },
    /// A friend's result (its code or link), refused unless of `today` when given.
    Check { code: String, today: Option<u32> },
}

/// A game's deal of a day, as the page needs it to start the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealNote {
    pub game: String,
    pub day: u32,
    /// The options (the game's JSON).
    pub options: Value,
    pub players: usize,
    pub seed: u64,
    /// The person's seat.
    pub seat: usize,
}

/// How a day's game ended: the person's score and win, and every seat's score hand by hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameNote {
    pub game: String,
    pub day: u32,
    pub seat: usize,
    pub score: i32,
    pub won: bool,
    /// Each seat's final score.
    pub scores: Vec<i32>,
    /// Each seat's score as each hand was scored.
    pub hands: Vec<Vec<i32>>,
}

/// A friend's result that replays to its claim.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CheckedNote {
    pub game: GameNote,
    /// Whether they had hints or took moves back.
    pub aids: bool,
    /// The code, as written by this version.
    pub code: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DailyReply {
    Deals(Vec<DealNote>),
    Par(GameNote),
    Checked(CheckedNote),
}

/// The answer to [`DailyRequest`] `id`: the reply, or why not in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyAnswer {
    pub id: u64,
    pub reply: Result<DailyReply, Said>,
}

impl DealNote {
    pub fn of(deal: &TodaysDeal) -> DealNote {
        DealNote {
            game: deal.game.to_string(),
            day: deal.day.0,
            options: deal.options.clone(),
            players: deal.players,
            seed: deal.seed,
            seat: deal.seat.index(),
        }
    }
}

impl GameNote {
    pub fn of(deal: &TodaysDeal, played: &Played) -> GameNote {
        let claim = Claim::of(&played.outcome, deal.seat, false);
        GameNote {
            game: deal.game.to_string(),
            day: deal.day.0,
            seat: deal.seat.index(),
            score: claim.score,
            won: claim.won,
            scores: played.outcome.scores.clone(),
            hands: played.hands.clone(),
        }
    }
}

fn no_game(game: &str) -> Said {
    ShareRefusal::UnknownGame(game.to_string()).said()
}

/// Answers a question about the day (never panics: a question that cannot be answered is
/// answered with why).
pub fn answer(req: &DailyRequest) -> DailyAnswer {
    let reply = match &req.daily {
        DailyQuestion::Deals { day } => Ok(DailyReply::Deals(
            registry::catalogue()
                .iter()
                .filter_map(|a| todays_deal(a.info().id, Day(*day)))
                .map(|d| DealNote::of(&d))
                .collect(),
        )),
        DailyQuestion::Par { game, day } => match todays_deal(game, Day(*day)) {
            None => Err(no_game(game)),
            Some(deal) => deal
                .play(None)
                .map(|p| DailyReply::Par(GameNote::of(&deal, &p)))
                .map_err(|_| Said::new(Msg::DailyRefusedReplay).num("n", 0)),
        },
        DailyQuestion::Check { code, today } => check(code, today.map(Day))
            .map(|c| {
                DailyReply::Checked(CheckedNote {
                    game: GameNote::of(&c.deal, &c.played),
                    aids: c.share.claim.aids,
                    code: c.share.code(),
                })
            })
            .map_err(|e| e.said()),
    };
    DailyAnswer { id: req.id, reply }
}

/// The answer, as JSON text, to a question about the day given as JSON text; `None` for a
/// text that is not one (a bot's question, answered by [`crate::bots::request::answer_json`]).
pub fn answer_json(text: &str) -> Option<String> {
    let value: Value = serde_json::from_str(text).ok()?;
    value.get("daily")?;
    let id = value.get("id").and_then(Value::as_u64).unwrap_or(0);
    let answer = match serde_json::from_value::<DailyRequest>(value) {
        Ok(req) => answer(&req),
        Err(_) => DailyAnswer {
            id,
            reply: Err(ShareRefusal::NotAResult.said()),
        },
    };
    Some(serde_json::to_string(&answer).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bots_question_is_not_a_daily_one() {
        assert_eq!(answer_json(r#"{"id": 3, "game": "x", "view": {}}"#), None);
        assert_eq!(answer_json("not json"), None);
        let bad = answer_json(r#"{"id": 4, "daily": {"par": 7}}"#).expect("a daily question");
        let a: DailyAnswer = serde_json::from_str(&bad).expect("an answer");
        assert_eq!(a.id, 4);
        assert!(a.reply.is_err());
    }

    #[test]
    fn the_deals_of_a_day_come_as_json() {
        let text = answer_json(r#"{"id": 9, "daily": {"deals": {"day": 20787}}}"#).expect("daily");
        let a: DailyAnswer = serde_json::from_str(&text).expect("an answer");
        assert_eq!(a.id, 9);
        let Ok(DailyReply::Deals(deals)) = a.reply else {
            panic!("deals: {text}");
        };
        assert_eq!(deals.len(), registry::catalogue().len());
        let first = &deals[0];
        let again = todays_deal(&first.game, Day(20_787)).expect("a deal");
        assert_eq!(first, &DealNote::of(&again));
    }

    #[test]
    fn a_result_that_is_not_one_is_refused_in_words() {
        let req = DailyRequest {
            id: 1,
            daily: DailyQuestion::Check {
                code: "hello".into(),
                today: None,
            },
        };
        let a = answer(&req);
        assert_eq!(a.reply, Err(Said::new(Msg::DailyRefusedNotAResult)));
    }
}
