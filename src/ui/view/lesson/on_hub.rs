//! Lessons on the hub: *Learn* on each game's card (*Continue lesson* while one is in
//! progress, a done mark once finished), the lessons in progress listed apart from the
//! unfinished games with *Continue* and *Start again*, and the offer of the lesson at the top
//! of the set-up on a first *New game* of a game never played here.

use crate::lessons;
use crate::registry;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games::game_name;
use leptos::prelude::*;

/// *Learn* on a game's card, with the done mark.
#[component]
pub fn LearnButton(game: &'static str) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let has = lessons::games().contains(&game);
    let state = Memo::new(move |_| {
        ctl.keep
            .lessons
            .with(|b| (b.is_done(game), b.open_of(game).is_some()))
    });
    let name = crate::ui::view::games::ui_for(game).map(|u| u.name);
    has.then(|| {
        view! {
            <button
                type="button"
                class="btn learn"
                class:done=move || state.get().0
                data-testid=format!("learn-{game}")
                aria-label=move || {
                    let (done, open) = state.get();
                    let name = name.map(say).unwrap_or_default();
                    let yes = |b: bool| Value::Text(if b { "yes" } else { "no" });
                    say_with(
                        Msg::HubLearnGame,
                        &[("game", Value::Text(&name)), ("open", yes(open)), ("done", yes(done))],
                    )
                }
                on:click=move |_| ctl.open_lesson(game)
            >
                {move || {
                    let (done, open) = state.get();
                    let word = say(if open { Msg::HubContinueLesson } else { Msg::HubLearn });
                    view! {
                        {done.then(|| view! { <span class="done-mark" data-testid=format!("lesson-done-{game}") aria-hidden="true">"✓ "</span> })}
                        {word}
                    }
                }}
            </button>
        }
    })
}

/// The lessons in progress, apart from the unfinished games.
#[component]
pub fn LessonsInProgress() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let open = Memo::new(move |_| {
        ctl.keep.lessons.with(|b| {
            b.open
                .iter()
                .filter_map(|s| {
                    let info = registry::info(&s.progress.game)?;
                    let steps = lessons::steps_of(info.id)?;
                    Some((info.id, s.progress.step, steps))
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        let rows = open.get();
        (!rows.is_empty()).then(|| {
            let count = rows.len() as f64;
            let title = move || say_with(Msg::HubLessonsOpen, &[("count", Value::Number(count))]);
            let rows = rows
                .into_iter()
                .map(|(id, step, steps)| {
                    let name = move || say_with(Msg::HubLessonOpen, &[("game", Value::Text(&game_name(id)))]);
                    let played = move || {
                        let args = [("step", Value::Number(step as f64)), ("steps", Value::Number(steps as f64))];
                        say_with(Msg::HubLessonMovesPlayed, &args)
                    };
                    view! {
                        <li class="lesson-row" data-testid=format!("lesson-open-{id}")>
                            <div class="unfinished-what">
                                <h3>{name}</h3>
                                <p>{played}</p>
                            </div>
                            <div class="unfinished-buttons">
                                <button type="button" class="btn primary" data-testid=format!("lesson-continue-{id}") on:click=move |_| ctl.open_lesson(id)>
                                    {move || say(Msg::UnfinishedContinue)}
                                </button>
                                <button type="button" class="btn" data-testid=format!("lesson-restart-{id}") on:click=move |_| ctl.restart_lesson(id)>
                                    {move || say(Msg::HubLessonRestart)}
                                </button>
                            </div>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="panel continue lessons-open" aria-labelledby="lessons-open-title" data-testid="lessons-open">
                    <h2 id="lessons-open-title">{title}</h2>
                    <ul class="unfinished-list">{rows}</ul>
                </section>
            }
        })
    }
}

/// At the top of the set-up on the first *New game* of a game never played here: learn it
/// with its guided hand first. `offer` holds the game's id while it is offered.
#[component]
pub fn LessonOffer(offer: RwSignal<Option<&'static str>>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        let game = offer.get()?;
        let title = move || {
            let name = game_name(game);
            let question = Value::Text(if name.ends_with('?') { "yes" } else { "no" });
            say_with(
                Msg::HubLessonOffer,
                &[("game", Value::Text(&name)), ("question", question)],
            )
        };
        Some(view! {
            <aside class="lesson-offer" data-testid="lesson-offer" aria-labelledby="offer-title">
                <div class="offer-words">
                    <h3 id="offer-title">{title}</h3>
                    <p class="small">{move || say(Msg::HubLessonOfferAbout)}</p>
                </div>
                <button type="button" class="btn primary" data-testid="offer-learn" on:click=move |_| {
                    offer.set(None);
                    ctl.screens.setup_open.set(false);
                    ctl.open_lesson(game);
                }>
                    {move || say(Msg::HubLessonOfferLearn)}
                </button>
            </aside>
        })
    }
}
