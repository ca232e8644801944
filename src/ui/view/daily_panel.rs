//! The hub's Today's deal (`docs/daily.md`): every game's deal of the day, the same for
//! everyone, against the day's Expert bots. Each row plays it (the first game counts), says
//! where the day's game stands, or gives its result with a button that copies it to share,
//! and plays the same deal again as practice.

use super::unfinished::NewGameQuestion;
use crate::daily::request::DealNote;
use crate::daily::Day;
use crate::ui::model::browser;
use crate::ui::model::daily_book::DayEntry;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::daily::{today, Deals};
use crate::ui::view::games::ui_for;
use leptos::prelude::*;

#[component]
pub fn DailyPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let daily = ctl.daily;
    // Asked once the hub is up (the worker starts then), and again on each return to it;
    // then par of each of today's results that has none yet, one at a time.
    Effect::new(move |_| daily.ask_deals());
    Effect::new(move |_| {
        let ready = daily.deals.with(|d| matches!(d, Some(Deals::Ready { .. })));
        daily.book.track();
        if ready {
            daily.ask_par();
        }
    });
    // The game whose unfinished game is asked about before its deal of the day replaces it.
    let ask = RwSignal::new(None::<String>);
    let play = Callback::new(move |game: String| {
        if let Some(note) = daily.note(&game) {
            ctl.play_daily(note);
        }
    });
    let copied = RwSignal::new(None::<String>);
    let date = move || today().to_string();
    let rows = move || {
        let day = today().0;
        registry_rows()
            .into_iter()
            .filter_map(|(id, name)| {
                let note = daily.note(id)?;
                let entry = daily.book.with(|b| b.entry(day, id).cloned());
                Some(row(ctl, id, name, &note, entry, ask, play, copied))
            })
            .collect_view()
    };
    view! {
        <section class="panel daily" aria-labelledby="daily-title" data-testid="daily">
            <h2 id="daily-title">{move || say(Msg::DailyTitle)}</h2>
            <p class="muted small">{move || say_with(Msg::DailyIntro, &[("date", Value::Text(&date()))])}</p>
            {move || daily.asking().then(|| view! {
                <p class="muted" role="status" data-testid="daily-dealing">{say(Msg::DailyDealing)}</p>
            })}
            {move || daily.failed().map(|why| view! {
                <p class="warning" role="alert" data-testid="daily-failed">
                    {say_with(Msg::DailyFailed, &[("why", Value::Text(&why))])}
                </p>
            })}
            <ul class="daily-list">{rows}</ul>
            <NewGameQuestion ask=ask set_up=play />
        </section>
    }
}

/// The games the app has a table for, with their names' messages.
fn registry_rows() -> Vec<(&'static str, Msg)> {
    crate::registry::INFOS
        .iter()
        .filter_map(|info| ui_for(info.id).map(|ui| (info.id, ui.name)))
        .collect()
}

/// One game's row: its name and players, then Play, where the day's game stands, or its
/// result with Copy and Practise.
#[allow(clippy::too_many_arguments)]
fn row(
    ctl: Ctl,
    id: &'static str,
    name: Msg,
    note: &DealNote,
    entry: Option<DayEntry>,
    ask: RwSignal<Option<String>>,
    play: Callback<String>,
    copied: RwSignal<Option<String>>,
) -> impl IntoView {
    let start = move || {
        if ctl.keep.unfinished(id).is_some() {
            ask.set(Some(id.to_string()));
        } else {
            play.run(id.to_string());
        }
    };
    let game_name = say(name);
    let play_label = say_with(Msg::DailyPlayGame, &[("game", Value::Text(&game_name))]);
    let players = say_with(
        Msg::DailyPlayers,
        &[("n", Value::Number(note.players as f64))],
    );
    // The deal, for whoever compares two devices' (the tests do).
    let seed = note.seed.to_string();
    let practise = move || {
        view! {
            <button type="button" class="btn" data-testid=format!("daily-practise-{id}") on:click=move |_| start()>
                {say(Msg::DailyPractise)}
            </button>
        }
    };
    let state = match entry {
        None => view! {
            <button type="button" class="btn primary" data-testid=format!("daily-play-{id}") aria-label=play_label on:click=move |_| start()>
                {say(Msg::DailyPlay)}
            </button>
        }
        .into_any(),
        Some(DayEntry {
            result: Some(r),
            par,
            ..
        }) => {
            let yes_no = |b: bool| Value::Text(if b { "yes" } else { "no" });
            let line = say_with(
                Msg::DailyResult,
                &[
                    ("score", Value::Number(f64::from(r.score))),
                    ("won", yes_no(r.won)),
                    ("aids", yes_no(r.aids)),
                ],
            );
            let par_line = par.map(|p| {
                say_with(
                    Msg::DailyPar,
                    &[("score", Value::Number(f64::from(p.score))), ("won", yes_no(p.won))],
                )
            });
            let head = say_with(
                Msg::DailyShareHead,
                &[("game", Value::Text(&game_name)), ("date", Value::Text(&Day(today().0).to_string()))],
            );
            let lines: Vec<String> = [Some(head), Some(line.clone()), par_line.clone()]
                .into_iter()
                .flatten()
                .collect();
            let text = format!("{}\n{}?daily={}", lines.join("\n"), browser::page_base(), r.code);
            let code = r.code.clone();
            let is_copied = move || copied.get().as_deref() == Some(id);
            let par = par_line.or_else(|| {
                ctl.daily
                    .working_out_par(id)
                    .then(|| say(Msg::DailyParWorking))
            });
            view! {
                <p class="daily-result" data-testid=format!("daily-result-{id}") data-code=code>{line}</p>
                {par.map(|p| view! { <p class="daily-par muted" data-testid=format!("daily-par-{id}")>{p}</p> })}
                <button type="button" class="btn" data-testid=format!("daily-copy-{id}") on:click=move |_| {
                    browser::copy(&text);
                    copied.set(Some(id.to_string()));
                }>
                    {move || if is_copied() { say(Msg::DailyCopied) } else { say(Msg::DailyCopy) }}
                </button>
                {practise()}
            }
            .into_any()
        }
        Some(_) if ctl.keep.unfinished(id).is_some() => view! {
            <p class="muted small" data-testid=format!("daily-begun-{id}")>{say(Msg::DailyBegun)}</p>
        }
        .into_any(),
        Some(_) => view! {
            <p class="muted small" data-testid=format!("daily-lost-{id}")>{say(Msg::DailyLost)}</p>
            {practise()}
        }
        .into_any(),
    };
    view! {
        <li class="daily-game" data-game=id data-seed=seed>
            <div class="daily-name">
                <h3>{game_name.clone()}</h3>
                <span class="players">{players}</span>
            </div>
            <div class="daily-actions">{state}</div>
        </li>
    }
}
