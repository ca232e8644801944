//! Reading a lesson file and checking it (never panicking): the fields and their forms, the
//! game's options and deal, the script played through from the deal (every action legal, by
//! the seat whose turn it is), where it ends, and the coach's lines (their steps, targets,
//! waits and the rule events they explain, which must happen there). Every problem is a
//! [`LessonError`] naming the field (`script[12]`, `coach[3].target`) in plain words.

use super::coach_lines::read_coach;
use super::format::{Lesson, LessonEnd, LessonError};
use super::format::{LESSON_FORMAT, LESSON_VERSION};
use crate::engine::json::{as_array, as_bool, as_object, as_seat, as_str, as_whole, get, path};
use crate::engine::quote::quote;
use crate::records::plain::syntax_error;
use crate::records::Decision;
use crate::registry::{self, ActionProblem, AnyGame, Entry};
use serde_json::{Map, Value};

/// The fewest and most lines of the "what's different" card.
pub const INTRO_LINES: (usize, usize) = (3, 5);
/// The longest intro line, title and coach line, in characters.
pub const MAX_INTRO_CHARS: usize = 120;
pub const MAX_TITLE_CHARS: usize = 60;
pub const MAX_COACH_CHARS: usize = 280;
/// The learner's name.
pub const LEARNER_NAME: &str = "You";

const FIELDS: &[&str] = &[
    "format", "version", "revision", "game", "title", "players", "options", "seed", "deal",
    "seats", "learner", "intro", "script", "coach", "end",
];
pub(super) const COACH_FIELDS: &[&str] = &["step", "text", "target", "wait", "event"];
const END_FIELDS: &[&str] = &["hands", "game_over", "text"];
const DECISION_FIELDS: &[&str] = &["seat", "action"];

pub(super) type Read<T> = Result<T, LessonError>;

/// Reads and checks a lesson file.
pub fn read_lesson(text: &str) -> Read<Lesson> {
    let v: Value = serde_json::from_str(text)
        .map_err(|e| LessonError::new("", format!("not JSON: {}", syntax_error(&e))))?;
    let obj = v
        .as_object()
        .ok_or_else(|| LessonError::new("", "a lesson is a JSON object"))?;
    only_fields(obj, "", FIELDS)?;
    let format = as_str(get(obj, "format", "")?, "format")?;
    if format != LESSON_FORMAT {
        return Err(LessonError::new(
            "format",
            format!("expected \"{LESSON_FORMAT}\", found {}", quote(format)),
        ));
    }
    let version = as_whole(get(obj, "version", "")?, "version", 0, u64::from(u32::MAX))?;
    if version != u64::from(LESSON_VERSION) {
        return Err(LessonError::new(
            "version",
            format!("this build reads lessons of version {LESSON_VERSION}, not {version}"),
        ));
    }
    let id = as_str(get(obj, "game", "")?, "game")?;
    let entry = registry::find(id).ok_or_else(|| {
        let ids: Vec<&str> = registry::all().iter().map(|e| e.info().id).collect();
        LessonError::new(
            "game",
            format!("{} is not a game (one of: {})", quote(id), ids.join(", ")),
        )
    })?;
    read_game_lesson(entry, obj).map_err(|e| e.of_game(entry.info().name))
}

/// The rest of the lesson, once its game is known.
fn read_game_lesson(entry: &'static dyn Entry, obj: &Map<String, Value>) -> Read<Lesson> {
    let info = entry.info();
    let revision = as_whole(
        get(obj, "revision", "")?,
        "revision",
        1,
        u64::from(u32::MAX),
    )? as u32;
    let title = text(get(obj, "title", "")?, "title", MAX_TITLE_CHARS)?;
    let (lo, hi) = info.players;
    let players = as_whole(get(obj, "players", "")?, "players", lo as u64, hi as u64)? as usize;
    let options = read_options(entry, obj.get("options"), players)?;
    let seed = get(obj, "seed", "")?
        .as_u64()
        .ok_or_else(|| LessonError::new("seed", "expected a whole number from 0 to 2^64 - 1"))?;
    let deal = obj.get("deal").cloned().unwrap_or(Value::Null);
    entry.check_deal(&deal, &options)?;
    let seats = read_seats(get(obj, "seats", "")?, players)?;
    let learner = as_seat(get(obj, "learner", "")?, "learner", players)?;
    if seats[learner.index()] != LEARNER_NAME {
        return Err(LessonError::new(
            "seats",
            format!(
                "the learner's seat ({}) is named {}, not \"{LEARNER_NAME}\"",
                learner.index(),
                quote(&seats[learner.index()])
            ),
        ));
    }
    let intro = read_intro(get(obj, "intro", "")?)?;
    let script = read_script(entry, get(obj, "script", "")?, players)?;
    let game = entry.start(&options, seed, &deal)?;
    let played = play_script(game, &script)?;
    let end = read_end(get(obj, "end", "")?, &played)?;
    let events = played.events;
    let kinds: Vec<&'static str> = entry.rule_event_kinds().iter().map(|k| k.id).collect();
    let lesson = Lesson {
        game: info.id,
        revision,
        title,
        players,
        options,
        seed,
        deal,
        seats,
        learner,
        intro,
        script,
        coach: Vec::new(),
        end,
        events,
    };
    let coach = read_coach(get(obj, "coach", "")?, &lesson, &kinds)?;
    Ok(Lesson { coach, ..lesson })
}

/// Refuses a field the lesson format does not have (a misspelt one would be ignored).
pub(super) fn only_fields(obj: &Map<String, Value>, at: &str, known: &[&str]) -> Read<()> {
    match obj.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(LessonError::new(
            path(at, k),
            format!(
                "a lesson has no field {} here (its fields: {})",
                quote(k),
                known.join(", ")
            ),
        )),
        None => Ok(()),
    }
}

/// A non-empty string of at most `max` characters.
pub(super) fn text(v: &Value, at: &str, max: usize) -> Read<String> {
    let s = as_str(v, at)?.trim();
    if s.is_empty() {
        return Err(LessonError::new(at, "the text is empty"));
    }
    let n = s.chars().count();
    if n > max {
        return Err(LessonError::new(
            at,
            format!("the text is {n} characters long: keep it to {max}"),
        ));
    }
    Ok(s.to_string())
}

/// The options: left out, the game's defaults; an object, the fields that differ from them;
/// a string, the options' part of a shared-deal code (`H1`, `M`).
fn read_options(entry: &dyn Entry, v: Option<&Value>, players: usize) -> Read<Value> {
    let full = match v {
        None | Some(Value::Null) => entry.default_options(players),
        Some(Value::String(code)) => entry
            .options_from_code(players, code)
            .map_err(|why| LessonError::new("options", why))?,
        Some(Value::Object(given)) => {
            let mut merged = match entry.default_options(players) {
                Value::Object(m) => m,
                _ => Map::new(),
            };
            for (k, x) in given {
                if k == "players" && x.as_u64() != Some(players as u64) {
                    return Err(LessonError::new(
                        "options.players",
                        "the players are given once, in the field \"players\"",
                    ));
                }
                merged.insert(k.clone(), x.clone());
            }
            Value::Object(merged)
        }
        Some(_) => {
            return Err(LessonError::new(
                "options",
                "expected an object (the options that differ from the defaults) or a deal code's options (\"H1\")",
            ))
        }
    };
    Ok(entry.read_options(&full)?.0)
}

fn read_seats(v: &Value, players: usize) -> Read<Vec<String>> {
    let list = as_array(v, "seats")?;
    if list.len() != players {
        return Err(LessonError::new(
            "seats",
            format!("expected {players} names, one a seat, found {}", list.len()),
        ));
    }
    let mut names: Vec<String> = Vec::with_capacity(players);
    for (i, n) in list.iter().enumerate() {
        let at = format!("seats[{i}]");
        let name = text(n, &at, 24)?;
        if names.contains(&name) {
            return Err(LessonError::new(
                at,
                format!("two seats are named {}", quote(&name)),
            ));
        }
        names.push(name);
    }
    Ok(names)
}

fn read_intro(v: &Value) -> Read<Vec<String>> {
    let list = as_array(v, "intro")?;
    let (lo, hi) = INTRO_LINES;
    if !(lo..=hi).contains(&list.len()) {
        return Err(LessonError::new(
            "intro",
            format!("expected {lo} to {hi} short lines, found {}", list.len()),
        ));
    }
    list.iter()
        .enumerate()
        .map(|(i, l)| text(l, &format!("intro[{i}]"), MAX_INTRO_CHARS))
        .collect()
}

/// The script's decisions, each in the form the game writes its actions.
fn read_script(entry: &dyn Entry, v: &Value, players: usize) -> Read<Vec<Decision>> {
    let list = as_array(v, "script")?;
    if list.is_empty() {
        return Err(LessonError::new("script", "the script is empty"));
    }
    let mut out = Vec::with_capacity(list.len());
    for (i, d) in list.iter().enumerate() {
        let at = format!("script[{i}]");
        let obj = as_object(d, &at)?;
        only_fields(obj, &at, DECISION_FIELDS)?;
        let seat = as_seat(get(obj, "seat", &at)?, &path(&at, "seat"), players)?;
        let action = entry.check_action(get(obj, "action", &at)?, &path(&at, "action"))?;
        out.push(Decision { seat, action });
    }
    Ok(out)
}

/// The script played from the deal.
struct Played {
    /// The game after the last action.
    end: Box<dyn AnyGame>,
    /// The hands scored before the last action.
    scored_before_last: usize,
    /// The rule events of each action.
    events: Vec<Vec<&'static str>>,
}

/// Plays the script from the deal, every action checked.
fn play_script(mut game: Box<dyn AnyGame>, script: &[Decision]) -> Read<Played> {
    let mut events = Vec::with_capacity(script.len());
    let mut scored_before_last = 0;
    for (i, d) in script.iter().enumerate() {
        scored_before_last = game.hands_scored();
        let at = format!("script[{i}]");
        let words = game.action_words(&d.action);
        match game.to_act() {
            None => {
                return Err(LessonError::new(
                    at,
                    format!(
                        "the game is over before this action (seat {}: {words})",
                        d.seat.0
                    ),
                ))
            }
            Some(s) if s != d.seat => {
                return Err(LessonError::new(
                    at,
                    format!("seat {} {words}, but it is seat {}'s turn", d.seat.0, s.0),
                ))
            }
            Some(_) => {}
        }
        let before = game.clone();
        game.apply_json(d.seat, &d.action).map_err(|p| {
            let why = match p {
                ActionProblem::Illegal(m) | ActionProblem::Malformed(m) => m,
            };
            LessonError::new(
                at.clone(),
                format!(
                    "seat {} {words}, which the rules do not allow here: {why}",
                    d.seat.0
                ),
            )
        })?;
        events.push(game.rule_events(before.as_ref(), d.seat, &d.action));
    }
    Ok(Played {
        end: game,
        scored_before_last,
        events,
    })
}

/// Where the lesson ends, checked against the script: it ends exactly as its last hand is
/// scored, and the game is over then or not as the file says.
fn read_end(v: &Value, played: &Played) -> Read<LessonEnd> {
    let obj = as_object(v, "end")?;
    only_fields(obj, "end", END_FIELDS)?;
    let hands = as_whole(get(obj, "hands", "end")?, "end.hands", 1, 1000)? as usize;
    let game_over = as_bool(get(obj, "game_over", "end")?, "end.game_over")?;
    let words = text(get(obj, "text", "end")?, "end.text", MAX_COACH_CHARS)?;
    let scored = played.end.hands_scored();
    if scored != hands {
        return Err(LessonError::new(
            "end.hands",
            format!("the script ends with {scored} hands scored, not {hands}"),
        ));
    }
    if played.scored_before_last >= hands {
        return Err(LessonError::new(
            "script",
            format!("the script goes on after hand {hands} is scored: it ends with the action that scores it"),
        ));
    }
    if played.end.outcome().is_some() != game_over {
        let really = if game_over { "goes on" } else { "is over" };
        return Err(LessonError::new(
            "end.game_over",
            format!("after the script the game {really}"),
        ));
    }
    Ok(LessonEnd {
        hands,
        game_over,
        text: words,
    })
}
