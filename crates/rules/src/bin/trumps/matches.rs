//! The command line's bot matches: `simulate` (seats rotated between games), `arena`
//! (duplicate deals, every level at every seat of each) and `bench` (speed figures).

use super::{help, to_json, Failure};
use std::path::PathBuf;
use trumps_rules::bots::arena::ArenaConfig;
use trumps_rules::bots::harness::{SimConfig, SimSeat};
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::records::plain::syntax_error;
use trumps_rules::registry;

/// What `simulate` and `arena` are told: the game, the seats' levels, how many games (or
/// deals), the seed, the budget, the options, and for `simulate` where to write the records.
struct MatchArgs {
    entry: &'static dyn registry::BotEntry,
    seats: Vec<SimSeat>,
    count: u64,
    seed: u64,
    budget: Budget,
    options: Option<serde_json::Value>,
    json: bool,
    records: Option<PathBuf>,
}

/// Reads the flags of `command` (`simulate` or `arena`, whose count is `--deals`); `None`
/// when help was asked for.
fn match_args(command: &str, args: &[String]) -> Result<Option<MatchArgs>, Failure> {
    let count_flag = if command == "arena" {
        "--deals"
    } else {
        "--games"
    };
    let mut m = MatchArgs {
        entry: registry::BOTS[0],
        seats: vec![
            BotLevel::Standard.into(),
            BotLevel::Beginner.into(),
            BotLevel::Beginner.into(),
            BotLevel::Beginner.into(),
        ],
        count: 100,
        seed: 1,
        budget: Budget::default(),
        options: None,
        json: false,
        records: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("{command}: {flag} needs a value")))
        };
        let number = |v: String, what: &str| {
            v.trim().parse::<u64>().map_err(|_| {
                Failure::Usage(format!("{command}: {what} takes a whole number, not {v:?}"))
            })
        };
        match flag.as_str() {
            "--game" => {
                let id = value()?;
                m.entry = registry::find_bots(&id).ok_or_else(|| {
                    let ids: Vec<&str> = registry::BOTS.iter().map(|e| e.info().id).collect();
                    Failure::Usage(format!(
                        "{command}: unknown game {id:?} (one of: {})",
                        ids.join(", ")
                    ))
                })?;
            }
            "--options" => {
                let text = value()?;
                m.options = Some(serde_json::from_str(&text).map_err(|e| {
                    Failure::Usage(format!(
                        "{command}: --options takes a JSON object: {}",
                        syntax_error(&e)
                    ))
                })?);
            }
            "--seats" => {
                m.seats = value()?
                    .split(',')
                    .map(|s| {
                        SimSeat::from_id(s.trim()).ok_or_else(|| {
                            Failure::Usage(format!(
                                "{command}: unknown bot level {s:?} ({}, or all-seeing)",
                                BotLevel::ids_in_words()
                            ))
                        })
                    })
                    .collect::<Result<_, _>>()?
            }
            f if f == count_flag => m.count = number(value()?, count_flag)?,
            "--seed" => m.seed = number(value()?, "--seed")?,
            "--budget" => {
                let ms = number(value()?, "--budget")?;
                m.budget.millis = u32::try_from(ms)
                    .map_err(|_| Failure::Usage(format!("{command}: --budget is too large")))?;
            }
            "--iterations" => {
                let n = number(value()?, "--iterations")?;
                m.budget.iterations = Some(u32::try_from(n).map_err(|_| {
                    Failure::Usage(format!("{command}: --iterations is too large"))
                })?);
            }
            "--json" => m.json = true,
            "--records" if command == "simulate" => m.records = Some(PathBuf::from(value()?)),
            "-h" | "--help" => return Ok(None),
            other => return Err(Failure::Usage(format!("{command}: unknown option {other}"))),
        }
    }
    let info = m.entry.info();
    let (lo, hi) = info.players;
    if !(lo..=hi).contains(&m.seats.len()) {
        return Err(Failure::Usage(format!(
            "{command}: {} needs {} seats, not {}",
            info.name,
            registry::player_range(info),
            m.seats.len()
        )));
    }
    Ok(Some(m))
}

pub(crate) fn simulate_command(args: &[String]) -> Result<String, Failure> {
    let Some(m) = match_args("simulate", args)? else {
        return Ok(help());
    };
    let cfg = SimConfig {
        seats: m.seats,
        games: m.count,
        seed: m.seed,
        budget: m.budget,
        options: m.options,
        records: m.records.is_some(),
    };
    let records = m.records;
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Run(format!("cannot create {}: {e}", dir.display())))?;
    }
    let report = m
        .entry
        .simulate(&cfg, &mut |g, record| {
            let Some(dir) = &records else {
                return Ok(());
            };
            let path = dir.join(format!("game-{g:05}.json"));
            std::fs::write(&path, record.to_json_pretty())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))
        })
        .map_err(Failure::Run)?;
    Ok(if m.json {
        to_json(&report, false)
    } else {
        report.to_text().trim_end().to_string()
    })
}

/// Searches a deal of the arena gets when no `--iterations` is given: a number, not a time,
/// so that the arena repeats on any machine.
const ARENA_ITERATIONS: u32 = 2000;

pub(crate) fn arena_command(args: &[String]) -> Result<String, Failure> {
    let Some(mut m) = match_args("arena", args)? else {
        return Ok(help());
    };
    if m.budget.iterations.is_none() {
        m.budget.iterations = Some(ARENA_ITERATIONS);
    }
    let cfg = ArenaConfig {
        seats: m.seats,
        deals: m.count,
        seed: m.seed,
        budget: m.budget,
        options: m.options,
    };
    let report = m
        .entry
        .arena(&cfg, &mut |_, _, _| {})
        .map_err(Failure::Run)?;
    Ok(if m.json {
        to_json(&report, false)
    } else {
        report.to_text().trim_end().to_string()
    })
}

pub(crate) fn bench_command(args: &[String]) -> Result<String, Failure> {
    let mut games: Vec<&'static dyn registry::BotEntry> = registry::BOTS.to_vec();
    let mut options = serde_json::Value::Null;
    let mut players: Option<usize> = None;
    let mut seconds = 1.0_f64;
    let mut json = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("bench: {flag} needs a value")))
        };
        match flag.as_str() {
            "--game" => {
                let id = value()?;
                games = vec![registry::find_bots(&id)
                    .ok_or_else(|| Failure::Usage(format!("bench: unknown game {id:?}")))?];
            }
            "--players" => {
                let v = value()?;
                players = Some(v.trim().parse().map_err(|_| {
                    Failure::Usage(format!("bench: --players takes a whole number, not {v:?}"))
                })?);
            }
            "--options" => {
                let text = value()?;
                options = serde_json::from_str(&text).map_err(|e| {
                    Failure::Usage(format!(
                        "bench: --options takes a JSON object: {}",
                        syntax_error(&e)
                    ))
                })?;
            }
            "--seconds" => {
                let v = value()?;
                seconds = v
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|s| *s > 0.0 && *s <= 600.0)
                    .ok_or_else(|| {
                        Failure::Usage(format!("bench: --seconds takes 0 to 600, not {v:?}"))
                    })?;
            }
            "--json" => json = true,
            "-h" | "--help" => return Ok(help()),
            other => return Err(Failure::Usage(format!("bench: unknown option {other}"))),
        }
    }
    let each = std::time::Duration::from_secs_f64(seconds);
    let mut out = Vec::new();
    for e in games {
        let p = players
            .unwrap_or(4)
            .clamp(e.info().players.0, e.info().players.1);
        let report = e.bench(&options, p, each).map_err(Failure::Run)?;
        out.push(report);
    }
    Ok(if json {
        to_json(&out, false)
    } else {
        out.iter()
            .map(|r| r.to_text())
            .collect::<Vec<_>>()
            .join("\n")
    })
}
