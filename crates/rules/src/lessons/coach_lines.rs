//! The coach's lines of a lesson, read and checked against the script played from the deal:
//! each line's step, words, target and wait, and the rule event it explains, which must happen
//! where the line stands.

use super::format::{CoachLine, Lesson, LessonError, Target, Wait};
use super::load::{only_fields, text, Read, COACH_FIELDS, MAX_COACH_CHARS};
use crate::engine::json::{as_array, as_object, as_str, as_whole, get, path};
use crate::engine::quote::quote;
use serde_json::Value;

pub(super) fn read_coach(
    v: &Value,
    lesson: &Lesson,
    kinds: &[&'static str],
) -> Read<Vec<CoachLine>> {
    let list = as_array(v, "coach")?;
    if list.is_empty() {
        return Err(LessonError::new("coach", "the coach says nothing"));
    }
    let mut out: Vec<CoachLine> = Vec::with_capacity(list.len());
    for (i, c) in list.iter().enumerate() {
        let at = format!("coach[{i}]");
        let line = read_line(c, &at, lesson, kinds)?;
        if let Some(last) = out.last() {
            if line.step < last.step {
                return Err(LessonError::new(
                    path(&at, "step"),
                    format!(
                        "the coach's lines go in step order: step {} comes after step {}",
                        line.step, last.step
                    ),
                ));
            }
            if line.step == last.step && last.wait == Wait::Move {
                return Err(LessonError::new(
                    at,
                    format!(
                        "a line waiting for the learner's move is the last of its step ({})",
                        line.step
                    ),
                ));
            }
        }
        out.push(line);
    }
    Ok(out)
}

fn read_line(v: &Value, at: &str, lesson: &Lesson, kinds: &[&'static str]) -> Read<CoachLine> {
    let obj = as_object(v, at)?;
    only_fields(obj, at, COACH_FIELDS)?;
    let steps = lesson.steps();
    let step = as_whole(get(obj, "step", at)?, &path(at, "step"), 0, steps as u64)? as usize;
    let words = text(get(obj, "text", at)?, &path(at, "text"), MAX_COACH_CHARS)?;
    let target_at = path(at, "target");
    let target_id = as_str(get(obj, "target", at)?, &target_at)?;
    let target = Target::from_id(target_id).ok_or_else(|| {
        let ids: Vec<&str> = Target::ALL.iter().map(|t| t.id()).collect();
        LessonError::new(
            target_at,
            format!(
                "{} is not a part of the table a coach points at (one of: {})",
                quote(target_id),
                ids.join(", ")
            ),
        )
    })?;
    let wait_at = path(at, "wait");
    let wait = match as_str(get(obj, "wait", at)?, &wait_at)? {
        "move" => Wait::Move,
        "next" => Wait::Next,
        other => {
            return Err(LessonError::new(
                wait_at,
                format!("expected \"move\" or \"next\", found {}", quote(other)),
            ))
        }
    };
    if wait == Wait::Move && !lesson.learner_acts_at(step) {
        return Err(LessonError::new(
            wait_at,
            format!("the learner does not act at step {step}: the line can only wait for \"next\""),
        ));
    }
    let event = match obj.get("event") {
        None | Some(Value::Null) => None,
        Some(e) => {
            let event_at = path(at, "event");
            let id = as_str(e, &event_at)?;
            let Some(&known) = kinds.iter().find(|k| **k == id) else {
                return Err(LessonError::new(
                    event_at,
                    format!(
                        "{} is not a moment of this game's rules (one of: {})",
                        quote(id),
                        kinds.join(", ")
                    ),
                ));
            };
            if !event_near(lesson, step, known) {
                return Err(LessonError::new(
                    event_at,
                    format!("{} does not happen at step {step}: neither the action before it nor the learner's actions from it make it happen", quote(id)),
                ));
            }
            Some(known)
        }
    };
    Ok(CoachLine {
        step,
        text: words,
        target,
        wait,
        event,
    })
}

/// Whether rule event `id` happens where a line at `step` stands: made by the action just
/// before it, or by the learner's actions in a row from it ([`Lesson::learner_run`]: what the
/// table sends as one decision).
fn event_near(lesson: &Lesson, step: usize, id: &str) -> bool {
    let made = |k: usize| lesson.events.get(k).is_some_and(|e| e.contains(&id));
    (step > 0 && made(step - 1)) || lesson.learner_run(step).any(made)
}
