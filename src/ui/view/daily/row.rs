//! One game's row of Today's deal: its name and players, then Play, where the day's game
//! stands, or its result against par, the day's board (the person's result beside their
//! friends' and par), Share and Practise.

use crate::daily::request::DealNote;
use crate::daily::Day;
use crate::ui::model::browser;
use crate::ui::model::daily_book::{DayEntry, DayResult, Par};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::words::{shown_name, YOU};
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::daily::today;
use leptos::prelude::*;

/// What a row shows.
pub(super) struct Row {
    pub id: &'static str,
    pub name: Msg,
    pub note: DealNote,
    /// The day's game of it, once begun.
    pub entry: Option<DayEntry>,
}

/// A yes-or-no argument of the day's messages (`won`, `aids`).
pub(crate) fn yes_no(b: bool) -> Value<'static> {
    Value::Text(if b { "yes" } else { "no" })
}

/// Where a score stands to par, as the day's messages choose on it: `above`, `below` or
/// `level` (with `n`, how far).
pub(crate) fn par_side(diff: i32) -> Value<'static> {
    Value::Text(match diff.signum() {
        1 => "above",
        -1 => "below",
        _ => "level",
    })
}

/// What game `id`'s scores count, as the day's messages choose on it: `card` (Top Trumps'
/// score is the cards held) or `point`.
pub(super) fn unit(id: &str) -> Value<'static> {
    Value::Text(crate::daily::share::unit(id))
}

/// "You won with 4 points (with help)".
fn result_words(id: &str, r: &DayResult) -> String {
    say_with(
        Msg::DailyResult,
        &[
            ("score", Value::Number(f64::from(r.score))),
            ("unit", unit(id)),
            ("won", yes_no(r.won)),
            ("aids", yes_no(r.aids)),
        ],
    )
}

/// "Par (Expert in your seat): 2 points".
fn par_words(id: &str, par: Par) -> String {
    say_with(
        Msg::DailyPar,
        &[
            ("score", Value::Number(f64::from(par.score))),
            ("unit", unit(id)),
            ("won", yes_no(par.won)),
        ],
    )
}

/// "2 above par".
fn against_par(score: i32, par: Par) -> String {
    let diff = score - par.score;
    say_with(
        Msg::DailyVsPar,
        &[
            ("n", Value::Number(f64::from(diff.abs()))),
            ("side", par_side(diff)),
        ],
    )
}

/// The text shared: the game and day, the picture, the result and par, and the link.
fn share_text(id: &str, game_name: &str, r: &DayResult, par: Option<Par>, person: &str) -> String {
    let head = say_with(
        Msg::DailyShareHead,
        &[
            ("game", Value::Text(game_name)),
            ("date", Value::Text(&Day(today().0).to_string())),
        ],
    );
    let name = if person == YOU { "" } else { person };
    let link = crate::daily::link::link(&browser::page_base(), &r.code, name);
    [
        Some(head),
        Some(r.picture.clone()).filter(|p| !p.is_empty()),
        Some(result_words(id, r)),
        par.map(|p| par_words(id, p)),
        par.map(|p| against_par(r.score, p)),
        Some(link),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("\n")
}

pub(super) fn row(
    ctl: Ctl,
    row: Row,
    ask: RwSignal<Option<String>>,
    play: Callback<String>,
    shared: RwSignal<Option<String>>,
) -> impl IntoView {
    let Row {
        id,
        name,
        note,
        entry,
    } = row;
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
            <button type="button" class="btn" data-testid=format!("daily-practise-{id}") aria-describedby=format!("daily-name-{id}") on:click=move |_| start()>
                {say(Msg::DailyPractise)}
            </button>
        }
    };
    let person = ctl.person_name();
    let own = entry.as_ref().and_then(|e| e.result.clone());
    let board = super::friend::board(
        ctl,
        id,
        own.as_ref(),
        entry.as_ref().and_then(|e| e.par),
        &person,
    );
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
            let line = result_words(id, &r);
            let par_line = match par {
                Some(p) => Some(par_words(id, p)),
                None => ctl
                    .daily
                    .working_out_par(id)
                    .then(|| say(Msg::DailyParWorking)),
            };
            let vs_par = par.map(|p| against_par(r.score, p));
            let text = share_text(id, &game_name, &r, par, &person);
            let code = r.code.clone();
            let can_share = browser::can_share();
            let is_shared = move || shared.get().as_deref() == Some(id);
            view! {
                <p class="daily-result" data-testid=format!("daily-result-{id}") data-code=code>{line}</p>
                {par_line.map(|p| view! { <p class="daily-par muted" data-testid=format!("daily-par-{id}")>{p}</p> })}
                {vs_par.map(|v| view! { <p class="daily-par" data-testid=format!("daily-vs-par-{id}")>{v}</p> })}
                <button type="button" class="btn" data-testid=format!("daily-share-{id}") aria-describedby=format!("daily-name-{id}") on:click=move |_| {
                    if !browser::share(&text) {
                        browser::copy(&text);
                    }
                    shared.set(Some(id.to_string()));
                }>
                    {move || match (can_share, is_shared()) {
                        (false, true) => say(Msg::DailyCopied),
                        (false, false) => say(Msg::DailyCopy),
                        (true, _) => say(Msg::DailyShare),
                    }}
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
                <h3 id=format!("daily-name-{id}")>{game_name.clone()}</h3>
                <span class="players">{players}</span>
            </div>
            <div class="daily-actions">{state}</div>
            {board}
        </li>
    }
}

/// The person's name as the board shows it ("You", "Du", or theirs).
pub(super) fn board_name(person: &str) -> String {
    shown_name(if person.is_empty() { YOU } else { person })
}
