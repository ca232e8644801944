//! `trumps`: the command line. Checks and replays game records of any game, lists legal
//! actions, and runs bot matches. Uses only the web-free rules crate; every game comes from
//! the registry.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use trumps_rules::bots::harness::{SimConfig, SimSeat};
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::records::format::pretty_json;
use trumps_rules::records::parse_record;
use trumps_rules::records::plain::syntax_error;
use trumps_rules::records::replay::{error_json, legal, load_and_replay, report};
use trumps_rules::records::size::{limit_in_words, read_limited, too_large, ReadProblem};
use trumps_rules::records::{ErrorKind, RecordError, MAX_RECORD_BYTES};
use trumps_rules::registry;

const HELP: &str = "\
trumps — the Trumps parlour on the command line

USAGE:
    trumps replay [FILE|-] [--compact]
    trumps legal [FILE|-] [--compact]
    trumps simulate --seats LEVEL,LEVEL,… [--game ID] [--options JSON] [--games N]
                    [--seed S] [--budget MS] [--iterations N] [--json] [--records DIR]
    trumps bench [--game ID] [--players N] [--options JSON] [--seconds S] [--json]
    trumps --help | trumps COMMAND --help

COMMANDS:
    replay    Check a game record and print, as JSON, what happened: every hand (round) with
              its deal, its tricks (leader, cards in order with seats, trump, winner), tricks
              won and points, and the game's own facts (bids, ransoms, contracts; What
              Trump?: trump, tasks, chips); Top Trumps: the deal and every turn (cards shown,
              winner or tie, middle pile). Then the result (winners and scores), or where the
              game stands and who is to act if the record stops before the end.
    legal     Print, as JSON, the legal actions of the seat to act after the record's
              decisions.
    simulate  Play bot matches (seats rotated between games) and print each bot level's share
              of the wins with a 95% confidence interval, its mean and worst decision time,
              and games per second.
    bench     Print speed figures per game through the public interface: random playouts
              (hands per second on one core), the same with Beginner bots at every seat,
              view builds and clone + sample-from-view per second. Every game unless --game.

ARGUMENTS:
    FILE              A game record (JSON, at most LIMIT); `-` or nothing reads standard
                      input.
    --compact         One-line JSON instead of indented JSON.
    --game ID         The game to simulate (default what-trump); see GAMES.
    --options JSON    The game's options as JSON, e.g. '{\"excuse\": true}' (the number of
                      players is the number of seats).
    --seats LIST      One bot level per seat, as many as the game allows, of: LEVELS;
                      or all-seeing: Expert's search reading every hidden card (a ceiling
                      to measure Expert against; simulate only).
                      Default: standard,beginner,beginner,beginner.
    --games N         Games to play (default 100).
    --seed S          Seed of the match (default 1); game g uses a seed derived from S and g.
    --budget MS       Thinking time per bot decision in milliseconds (default 50).
    --iterations N    Expert (and all-seeing): N search iterations per decision and no time
                      limit (the match then repeats on any machine); the other bots keep
                      the budget. Default: 20000 iterations within the budget's time.
    --json            Print the simulation summary as JSON.
    --records DIR     Write every simulated game's record to DIR/game-NNNNN.json.
    --players N       bench: the number of players (default: the game's default options).
    --seconds S       bench: seconds per measurement (default 1; four per game).

EXIT STATUS:
    0  success
    1  the record is invalid: a JSON error {\"ok\": false, \"error\": {kind, at, message}} is
       printed on standard output (for an illegal decision also its index, seat and action);
       also for a record over LIMIT (kind too-large), refused unread
    2  wrong usage (message on standard error)

GAMES:
GAME_LIST
The record format and every JSON output are described in docs/record-format.md.
";

/// The help with the games and bot levels of this build filled in.
fn help() -> String {
    let games: Vec<String> = registry::GAMES
        .iter()
        .map(|e| {
            let i = e.info();
            format!(
                "    {:<17} {} ({} players)",
                i.id,
                i.name,
                registry::player_range(i)
            )
        })
        .collect();
    HELP.replace("GAME_LIST", &games.join("\n"))
        .replace("LEVELS", &BotLevel::ids_in_words())
        .replace("LIMIT", &limit_in_words())
}

enum Failure {
    Usage(String),
    Record(RecordError),
    Run(String),
}

/// The record's text from a file or standard input: at most `MAX_RECORD_BYTES` are read (a
/// larger file is refused by its size, unread; standard input is read one byte past the limit).
fn read_input(file: Option<&str>) -> Result<String, Failure> {
    let fail = |kind, message: String| Failure::Record(RecordError::new(kind, "", message));
    let (source, bytes) = match file {
        None | Some("-") => {
            let source = "standard input";
            let bytes = read_limited(std::io::stdin().lock(), source);
            (source.to_string(), bytes)
        }
        Some(path) => {
            let file = std::fs::File::open(path)
                .map_err(|e| fail(ErrorKind::Io, format!("{path} could not be read ({e})")))?;
            if let Some(len) = file
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len())
            {
                if len > MAX_RECORD_BYTES as u64 {
                    return Err(Failure::Record(too_large(path, Some(len))));
                }
            }
            (path.to_string(), read_limited(file, path))
        }
    };
    let bytes = bytes.map_err(|p| match p {
        ReadProblem::TooLarge(e) => Failure::Record(e),
        ReadProblem::Io(e) => fail(ErrorKind::Io, format!("{source} could not be read ({e})")),
    })?;
    String::from_utf8(bytes).map_err(|e| {
        fail(
            ErrorKind::Json,
            format!(
                "{source} is not text (not UTF-8 from byte {}): a record is a JSON text file",
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

fn to_json<T: serde::Serialize>(value: &T, compact: bool) -> String {
    let out = if compact {
        serde_json::to_string(value)
    } else {
        serde_json::to_string(value).map(|s| pretty_json(&s))
    };
    out.unwrap_or_default()
}

/// `replay` and `legal`: one optional file and `--compact`.
fn record_command(name: &str, args: &[String]) -> Result<String, Failure> {
    let mut file: Option<&str> = None;
    let mut compact = false;
    for a in args {
        match a.as_str() {
            "--compact" => compact = true,
            "-h" | "--help" => return Ok(help()),
            "-" => file = Some("-"),
            flag if flag.starts_with("--") => {
                return Err(Failure::Usage(format!("{name}: unknown option {flag}")))
            }
            path if file.is_none() => file = Some(path),
            extra => {
                return Err(Failure::Usage(format!(
                    "{name}: unexpected argument {extra}"
                )))
            }
        }
    }
    let text = read_input(file)?;
    if name == "replay" {
        let record = parse_record(&text).map_err(Failure::Record)?;
        return Ok(to_json(&report(&record).map_err(Failure::Record)?, compact));
    }
    let (_, game) = load_and_replay(&text).map_err(Failure::Record)?;
    Ok(to_json(&legal(game.as_ref()), compact))
}

fn simulate_command(args: &[String]) -> Result<String, Failure> {
    let mut cfg = SimConfig {
        seats: vec![
            BotLevel::Standard.into(),
            BotLevel::Beginner.into(),
            BotLevel::Beginner.into(),
            BotLevel::Beginner.into(),
        ],
        games: 100,
        seed: 1,
        budget: Budget::default(),
        options: None,
        records: false,
    };
    let mut entry = registry::BOTS[0];
    let mut json = false;
    let mut records: Option<PathBuf> = None;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("simulate: {flag} needs a value")))
        };
        let number = |v: String, what: &str| {
            v.trim().parse::<u64>().map_err(|_| {
                Failure::Usage(format!("simulate: {what} takes a whole number, not {v:?}"))
            })
        };
        match flag.as_str() {
            "--game" => {
                let id = value()?;
                entry = registry::find_bots(&id).ok_or_else(|| {
                    let ids: Vec<&str> = registry::BOTS.iter().map(|e| e.info().id).collect();
                    Failure::Usage(format!(
                        "simulate: unknown game {id:?} (one of: {})",
                        ids.join(", ")
                    ))
                })?;
            }
            "--options" => {
                let text = value()?;
                cfg.options = Some(serde_json::from_str(&text).map_err(|e| {
                    Failure::Usage(format!(
                        "simulate: --options takes a JSON object: {}",
                        syntax_error(&e)
                    ))
                })?);
            }
            "--seats" => {
                cfg.seats = value()?
                    .split(',')
                    .map(|s| {
                        SimSeat::from_id(s.trim()).ok_or_else(|| {
                            Failure::Usage(format!(
                                "simulate: unknown bot level {s:?} ({}, or all-seeing)",
                                BotLevel::ids_in_words()
                            ))
                        })
                    })
                    .collect::<Result<_, _>>()?
            }
            "--games" => cfg.games = number(value()?, "--games")?,
            "--seed" => cfg.seed = number(value()?, "--seed")?,
            "--budget" => {
                let ms = number(value()?, "--budget")?;
                cfg.budget.millis = u32::try_from(ms)
                    .map_err(|_| Failure::Usage("simulate: --budget is too large".into()))?;
            }
            "--iterations" => {
                let n = number(value()?, "--iterations")?;
                cfg.budget.iterations =
                    Some(u32::try_from(n).map_err(|_| {
                        Failure::Usage("simulate: --iterations is too large".into())
                    })?);
            }
            "--json" => json = true,
            "--records" => records = Some(PathBuf::from(value()?)),
            "-h" | "--help" => return Ok(help()),
            other => return Err(Failure::Usage(format!("simulate: unknown option {other}"))),
        }
    }
    let info = entry.info();
    let (lo, hi) = info.players;
    if !(lo..=hi).contains(&cfg.seats.len()) {
        return Err(Failure::Usage(format!(
            "simulate: {} needs {} seats, not {}",
            info.name,
            registry::player_range(info),
            cfg.seats.len()
        )));
    }
    cfg.records = records.is_some();
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Run(format!("cannot create {}: {e}", dir.display())))?;
    }
    let report = entry
        .simulate(&cfg, &mut |g, record| {
            let Some(dir) = &records else {
                return Ok(());
            };
            let path = dir.join(format!("game-{g:05}.json"));
            std::fs::write(&path, record.to_json_pretty())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))
        })
        .map_err(Failure::Run)?;
    Ok(if json {
        to_json(&report, false)
    } else {
        report.to_text().trim_end().to_string()
    })
}

fn bench_command(args: &[String]) -> Result<String, Failure> {
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

fn run(args: &[String]) -> Result<String, Failure> {
    let Some(command) = args.first() else {
        return Ok(help());
    };
    let rest = &args[1..];
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(help()),
        "replay" | "legal" => record_command(command, rest),
        "simulate" => simulate_command(rest),
        "bench" => bench_command(rest),
        other => Err(Failure::Usage(format!("unknown command {other:?}"))),
    }
}

/// Prints a line; a closed pipe (`trumps replay x | head`) is not an error worth a panic.
fn say(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{}", text.trim_end());
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            say(&out);
            ExitCode::SUCCESS
        }
        Err(Failure::Record(e)) => {
            say(&to_json(&error_json(&e), false));
            ExitCode::from(1)
        }
        Err(Failure::Run(e)) => {
            eprintln!("trumps: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Usage(e)) => {
            eprintln!("trumps: {e}\nRun `trumps --help` for usage.");
            ExitCode::from(2)
        }
    }
}
