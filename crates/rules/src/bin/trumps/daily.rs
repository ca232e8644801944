//! `trumps daily`: today's deal of each game (or of a day given), its par (the day's bots in
//! every seat) and the check of a day's result from its code.

use super::{help, to_json, Failure};
use serde_json::{json, Value};
use std::time::Instant;
use trumps_rules::daily::{check, todays_deal, Checked, Day, TodaysDeal};
use trumps_rules::registry;

fn deal_json(deal: &TodaysDeal) -> Value {
    json!({
        "game": deal.game,
        "day": deal.day.to_string(),
        "players": deal.players,
        "options": deal.options,
        "seed": deal.seed,
        "deal_code": deal.deal_code().code(),
        "seat": deal.seat.index(),
        "bots": {"level": deal.bots.level.id(), "iterations": deal.bots.iterations},
    })
}

fn par_json(deal: &TodaysDeal, record: bool) -> Result<Value, Failure> {
    let start = Instant::now();
    let par = deal
        .play(None)
        .map_err(|e| Failure::Run(format!("{}: par could not be played ({e:?})", deal.game)))?;
    let seat = deal.seat.index();
    let mut out = json!({
        "score": par.outcome.scores.get(seat),
        "won": par.outcome.winners.contains(&deal.seat),
        "scores": par.outcome.scores,
        "decisions": par.decisions.len(),
        "seconds": (start.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
    });
    if record {
        out["record"] =
            serde_json::from_str(&deal.record(&par, None).to_json()).unwrap_or(Value::Null);
    }
    Ok(out)
}

fn checked_json(c: &Checked) -> Value {
    json!({
        "ok": true,
        "game": c.share.game,
        "day": c.share.day.to_string(),
        "score": c.share.claim.score,
        "won": c.share.claim.won,
        "aids": c.share.claim.aids,
        "decisions": c.played.person.len(),
    })
}

/// `trumps daily [--game ID] [--day YYYY-MM-DD] [--par] [--record] [--check CODE] [--today]`.
pub fn daily_command(args: &[String]) -> Result<String, Failure> {
    let mut game: Option<&'static str> = None;
    let mut day: Option<Day> = None;
    let mut par = false;
    let mut record = false;
    let mut code: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("daily: {flag} needs a value")))
        };
        match a.as_str() {
            "-h" | "--help" => return Ok(help()),
            "--game" => {
                let id = value("--game")?;
                game = Some(
                    registry::about(&id)
                        .ok_or_else(|| Failure::Usage(format!("daily: no game {id:?}")))?
                        .info()
                        .id,
                );
            }
            "--day" => {
                let d = value("--day")?;
                day = Some(d.parse().map_err(|_| {
                    Failure::Usage(format!("daily: {d:?} is not a date (YYYY-MM-DD)"))
                })?);
            }
            "--par" => par = true,
            "--record" => record = true,
            "--check" => code = Some(value("--check")?),
            other => return Err(Failure::Usage(format!("daily: unknown option {other}"))),
        }
    }
    let today = || {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as f64)
            .unwrap_or(0.0);
        Day::from_unix_ms(ms).unwrap_or(Day(0))
    };
    if let Some(code) = code {
        return match check(&code, day) {
            Ok(c) => Ok(to_json(&checked_json(&c), false)),
            Err(e) => Err(Failure::Run(format!("the result is refused: {e}"))),
        };
    }
    let day = day.unwrap_or_else(today);
    let ids: Vec<&'static str> = match game {
        Some(g) => vec![g],
        None => registry::catalogue().iter().map(|a| a.info().id).collect(),
    };
    let mut out = Vec::new();
    for id in ids {
        let deal =
            todays_deal(id, day).ok_or_else(|| Failure::Run(format!("{id}: no deal for {day}")))?;
        let mut j = deal_json(&deal);
        if par {
            j["par"] = par_json(&deal, record)?;
        }
        out.push(j);
    }
    Ok(to_json(&out, false))
}
