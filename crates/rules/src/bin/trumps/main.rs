//! `trumps`: the command line. Checks and replays game records of any game, lists legal
//! actions, and runs bot matches. Uses only the web-free rules crate; every game comes from
//! the registry.

mod daily;
mod matches;

use daily::daily_command;
use matches::{arena_command, bench_command, simulate_command};
use std::io::Write;
use std::process::ExitCode;
use trumps_rules::bots::BotLevel;
use trumps_rules::records::format::pretty_json;
use trumps_rules::records::parse_record;
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
    trumps arena --seats LEVEL,LEVEL,… [--game ID] [--options JSON] [--deals N]
                 [--seed S] [--budget MS] [--iterations N] [--json]
    trumps bench [--game ID] [--players N] [--options JSON] [--seconds S] [--json]
    trumps daily [--game ID] [--day YYYY-MM-DD] [--par [--record]] [--check CODE]
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
    arena     Play each of N deals once per rotation of the seats (every level holds every
              hand) and print, per level, its share of the wins and that share as a
              multiple of its fair share, its points a game and a hand (each a mean over
              the deals with a 95% confidence interval) and its time a decision. The same
              seed gives the same figures: searches get iterations (2000 unless
              --iterations), not time.
    bench     Print speed figures per game through the public interface: random playouts
              (hands per second on one core), the same with Beginner bots at every seat,
              view builds and clone + sample-from-view per second. Every game unless --game.
    daily     Print, as JSON, today's deal of every game (UTC; or of --day, or one --game):
              its options, seed, deal code and the person's seat; with --par, par (the
              day's bots in every seat: score, win, seconds; --record adds its record).
              With --check CODE, check a day's result (a code or a link): its decisions are
              played again against the day's bots and must give the result it claims (a
              result of another day than --day, when given, is refused).

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
    --deals N         arena: deals to play, each once per seat (default 100).
    --seed S          Seed of the match (default 1); game g uses a seed derived from S and g.
    --budget MS       Thinking time per bot decision in milliseconds (default 50).
    --iterations N    Expert (and all-seeing): N search iterations per decision and no time
                      limit (the match then repeats on any machine); the other bots keep
                      the budget. Default: 20000 iterations within the budget's time.
    --json            Print the simulation summary as JSON.
    --records DIR     Write every simulated game's record to DIR/game-NNNNN.json.
    --players N       bench: the number of players (default: the game's default options).
    --seconds S       bench: seconds per measurement (default 1; four per game).
    --day DATE        daily: the day (YYYY-MM-DD, UTC); default today.

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
pub(crate) fn help() -> String {
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

pub(crate) enum Failure {
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

pub(crate) fn to_json<T: serde::Serialize>(value: &T, compact: bool) -> String {
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
        "arena" => arena_command(rest),
        "daily" => daily_command(rest),
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
