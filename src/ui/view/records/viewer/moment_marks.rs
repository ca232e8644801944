//! A reviewed decision marked on the replay's table: when the viewer shows the reviewed seat
//! just before a decision the review lists, the choice made (`data-review-made`, carrying the
//! seat's name) and Expert's best (`data-review-best`) are marked on the table, and the panel
//! says which marks it could place (a choice with no part on the replay's table, such as a
//! trump chosen in a form only the live table shows, is told in words alone).
//!
//! A choice is found on the table by its action's short text (`data-action`, or
//! `data-leads-to` for a tap that starts it), by the card it names (`data-card`) or by the
//! task of a chip (`data-task`): what each game's table writes on its parts.

use crate::engine::Viewpoint;
use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::Review;
use crate::ui::stores::viewer::Viewer;
use crate::ui::view::table_marks;
use crate::ui::view::table_marks::{action_selector, escaped, leads_to_selector};
use leptos::prelude::*;
use serde_json::Value;

/// The marks of a listed decision at the step shown: the selectors of the choice made and the
/// seat's name, and those of Expert's best.
#[derive(Clone, PartialEq)]
struct Marks {
    made: Vec<String>,
    name: String,
    best: Vec<String>,
}

/// What the table shows of the reviewed decision at the step shown: how many parts carry the
/// mark of the choice made, and of Expert's best.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Marked {
    pub made: usize,
    pub best: usize,
}

/// The selectors that find the parts of the table that play `action` (short text `text`).
pub(super) fn selectors(action: &Value, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    if !text.is_empty() {
        found.push(action_selector(text));
        found.push(leads_to_selector(text));
    }
    for (field, attr) in [("card", "data-card"), ("task", "data-task")] {
        if let Some(id) = action.get(field).and_then(Value::as_str) {
            found.push(format!("[{attr}=\"{}\"]", escaped(id)));
        }
    }
    found
}

fn marks_at(review: &Review, step: usize) -> Option<Marks> {
    let (decision, judged) = review
        .decisions
        .iter()
        .zip(&review.judged)
        .find(|(d, j)| d.step == step && j.step == step)?;
    let listed = judged.listed() || judged.verdict == crate::review::Verdict::NotTried;
    listed.then(|| Marks {
        made: selectors(&decision.action, &decision.text),
        name: review.name.clone(),
        best: selectors(&judged.best.action, &judged.best.text),
    })
}

/// Marks the table as the step shown asks, and keeps `marked` telling what was marked.
pub(super) fn keep_marked(marked: RwSignal<Marked>) {
    let viewer = expect_context::<Viewer>();
    let wanted = Memo::new(move |_| {
        let (step, viewpoint) = viewer
            .replay
            .with(|r| r.as_ref().map(|r| (r.step, r.viewpoint)))?;
        viewer.review.with(|rv| {
            rv.as_ref()
                .filter(|rv| viewpoint == Viewpoint::Seat(rv.seat))
                .and_then(|rv| marks_at(rv, step))
        })
    });
    Effect::new(move |_| {
        let marks = wanted.get();
        // After the table of the step is drawn.
        request_animation_frame(move || {
            let (made, best) = match marks {
                Some(m) => {
                    let name = m.name;
                    let made = table_marks::mark(
                        "data-review-made",
                        m.made.into_iter().map(|s| (s, name.clone())).collect(),
                    );
                    let best = table_marks::mark(
                        "data-review-best",
                        m.best
                            .into_iter()
                            .map(|s| (s, say(Msg::ReviewExpert)))
                            .collect(),
                    );
                    (made, best)
                }
                None => {
                    table_marks::mark("data-review-made", Vec::new());
                    table_marks::mark("data-review-best", Vec::new());
                    (0, 0)
                }
            };
            marked.set(Marked { made, best });
        });
    });
    on_cleanup(|| {
        table_marks::mark("data-review-made", Vec::new());
        table_marks::mark("data-review-best", Vec::new());
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_choice_is_found_by_its_text_the_card_it_names_or_its_chip() {
        let card = selectors(&json!({"type": "play", "card": "7H"}), "play 7H");
        assert_eq!(
            card,
            vec![
                "[data-action=\"play 7H\"]",
                "[data-leads-to=\"play 7H\"]",
                "[data-card=\"7H\"]"
            ]
        );
        let chip = selectors(
            &json!({"type": "pick-chip", "task": "no-blue"}),
            "pick no-blue",
        );
        assert_eq!(
            chip.last().map(String::as_str),
            Some("[data-task=\"no-blue\"]")
        );
        assert!(selectors(&json!({"type": "bid-done"}), "").is_empty());
    }
}
