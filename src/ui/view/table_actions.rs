//! The table's help, the same for every game: the Hint and Undo buttons of the top bar, which
//! bot is thinking, and the hint's answer (Expert's best three choices, also marked on the
//! table).
//!
//! A hint is marked on the table through the controls' `data-action` (the action's short
//! text, which each game's table writes on the button that plays it): the choices' buttons get
//! `data-hint="1"`, `"2"`, `"3"` (or the control whose tap starts the choice, `data-leads-to`). So a new game gets hints by writing `data-action`, with no
//! change here.

use super::table_marks::{self, action_selector, leads_to_selector};
use crate::bots::request::HintChoice;
use crate::ui::model::lang::{said, said_asked, say, say_with, Msg, Value};
use crate::ui::model::words::capitalised;
use crate::ui::stores::announcer::Announcer;
use crate::ui::stores::ctl::HintShown;
use crate::ui::stores::play::Play;
use leptos::prelude::*;

#[component]
pub fn TableActions() -> impl IntoView {
    let play = expect_context::<Play>();
    // (someone is at the table, a person can ask for a hint now, undo is offered, undo possible)
    let state = Memo::new(move |_| {
        play.session.with(|s| match s {
            Some(s) if !s.is_over() && !s.humans().is_empty() => Some((
                s.person_to_act().is_some(),
                s.humans().len() == 1,
                s.can_undo(),
            )),
            _ => None,
        })
    });
    let asking = move || {
        play.hint.with(|h| {
            h.as_ref()
                .is_some_and(|h| h.choices.is_none() && h.error.is_none())
        })
    };
    move || {
        state.get().map(|(can_hint, offers_undo, can_undo)| {
            view! {
                <div class="table-actions" data-testid="table-actions">
                    <button
                        type="button"
                        class="btn"
                        data-testid="hint"
                        disabled=move || !can_hint || asking()
                        title=move || say(Msg::TableHintAsk)
                        on:click=move |_| play.ask_hint()
                    >
                        {move || say(if asking() { Msg::TableHintThinking } else { Msg::TableHint })}
                    </button>
                    {offers_undo.then(|| view! {
                        <button
                            type="button"
                            class="btn"
                            data-testid="undo"
                            disabled=!can_undo
                            title=move || say(Msg::TableUndoAbout)
                            on:click=move |_| play.undo()
                        >
                            <span aria-hidden="true">"↶"</span>
                            <span class="undo-word">" "{move || say(Msg::TableUndo)}</span>
                        </button>
                    })}
                </div>
            }
        })
    }
}

/// "Ann is thinking…" beside the game's name while a bot thinks (on a phone it takes the
/// place of the hand's number for that moment).
#[component]
pub fn Thinking() -> impl IntoView {
    let play = expect_context::<Play>();
    let thinking = Memo::new(move |_| {
        let seat = play.thinking.get()?;
        play.session.with(|s| {
            s.as_ref()
                .map(|s| say_with(Msg::TableThinking, &[("name", Value::Text(&s.name(seat)))]))
        })
    });
    say_long_thinking(thinking);
    view! {
        <span class="thinking" data-testid="thinking">
            {move || thinking.get().map(|t| view! {
                <span class="thinking-text">{t}<span class="dots" aria-hidden="true"></span></span>
            })}
        </span>
    }
}

/// How long a bot thinks before the table says so aloud: a bot that moves at once is told by
/// its move alone (its thinking said every time would be noise).
const THINKING_SAID_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// Tells the table's announcer "Ann is thinking" once a bot has thought for
/// [`THINKING_SAID_AFTER`] and is still at it.
fn say_long_thinking(thinking: Memo<Option<String>>) {
    let Some(announcer) = use_context::<Announcer>() else {
        return;
    };
    // Each bot's turn to think, numbered: a reminder set for one that has moved on is stale.
    let turn = StoredValue::new(0u64);
    Effect::new(move |_| {
        let text = thinking.get();
        let n = turn.get_value() + 1;
        turn.set_value(n);
        if let Some(text) = text {
            set_timeout(
                move || {
                    if turn.try_get_value() == Some(n) && !announcer.lines.is_disposed() {
                        announcer.aside(text);
                    }
                },
                THINKING_SAID_AFTER,
            );
        }
    });
}

/// Expert's best choices for the person's decision, best first, with what each is expected
/// to bring by the end of the hand.
#[component]
pub fn HintPanel() -> impl IntoView {
    let play = expect_context::<Play>();
    let current = Memo::new(move |_| {
        let token = play.session.with(|s| s.as_ref().map(|s| s.token()));
        play.hint.get().filter(|h| Some(h.token) == token)
    });
    // The choices are marked on the table (after it is drawn, and again when it is redrawn).
    // With no hint shown and none marked, a move has nothing to clear.
    let marked = StoredValue::new(false);
    Effect::new(move |_| {
        let texts: Vec<String> = current.with(|h| {
            h.as_ref()
                .and_then(|h| h.choices.as_ref())
                .map(|c| c.iter().map(|c| c.text.clone()).collect())
                .unwrap_or_default()
        });
        play.session.track();
        if texts.is_empty() && !marked.get_value() {
            return;
        }
        marked.set_value(!texts.is_empty());
        let marks = texts
            .iter()
            .enumerate()
            .flat_map(|(rank, text)| {
                // A choice's control, or the first tap towards it (a card of a bid to be counted
                // minus is picked first).
                let rank = (rank + 1).to_string();
                [
                    (action_selector(text), rank.clone()),
                    (leads_to_selector(text), rank),
                ]
            })
            .collect();
        request_animation_frame(move || {
            table_marks::mark("data-hint", marks);
        });
    });
    let info = Memo::new(move |_| play.session.with(|s| s.as_ref().map(|s| *s.info())));
    move || {
        current.get().map(|h: HintShown| {
            let info = info.get();
            let body = match (&h.choices, &h.error) {
                (_, Some(e)) => view! {
                    <p class="error">{say_with(Msg::HintNone, &[("why", Value::Text(e))])}</p>
                }
                .into_any(),
                (None, None) => view! {
                    <p class="muted">{say(Msg::HintWaiting)}</p>
                }
                .into_any(),
                (Some(choices), None) => {
                    // The bar shows the number shown, from the lowest choice to the highest.
                    let shown: Vec<f64> = choices.iter().map(HintChoice::shown).collect();
                    let top = shown.iter().copied().fold(f64::MIN, f64::max);
                    let low = shown.iter().copied().fold(f64::MAX, f64::min);
                    view! {
                        <ol class="hint-choices">
                            {choices
                                .iter()
                                .enumerate()
                                .map(|(i, c)| {
                                    let share = if top > low { (c.shown() - low) / (top - low) } else { 1.0 };
                                    let width = format!("width: {:.0}%", 100.0 * share.clamp(0.05, 1.0));
                                    let number = info.map(|i| said(&c.number_said(&i))).unwrap_or_default();
                                    let words = h.said.get(i).map(said_asked).unwrap_or_default();
                                    view! {
                                        <li data-rank=i + 1>
                                            <span class="hint-rank" aria-hidden="true">{i + 1}</span>
                                            <span class="hint-words">{capitalised(&words)}</span>
                                            <span class="hint-gain">{number}</span>
                                            <span class="hint-bar" aria-hidden="true"><span style=width></span></span>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ol>
                    }
                    .into_any()
                }
            };
            view! {
                <section class="hint-panel" aria-labelledby="hint-title" data-testid="hint-panel">
                    <header>
                        <h2 id="hint-title">{move || say(Msg::TableHint)}</h2>
                        <span class="muted small">{move || say(Msg::TableHintAbout)}</span>
                        <button type="button" class="btn ghost small" aria-label=move || say(Msg::TableHintClose) on:click=move |_| play.close_hint()>
                            "✕"
                        </button>
                    </header>
                    {body}
                </section>
            }
        })
    }
}
