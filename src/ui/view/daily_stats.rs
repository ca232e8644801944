//! The statistics of the days' deals, at the top of the statistics panel: days played, the
//! run of days in a row (now and longest), the best result against par, and this month's
//! calendar with the days played marked.

use crate::daily::Day;
use crate::ui::model::daily_streaks::{month, streaks, Month};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::daily::today;
use leptos::prelude::*;

#[component]
pub fn DailyStats() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let book = ctl.daily.book;
    let body = move || {
        let day = today().0;
        let s = book.with(|b| streaks(b, day));
        if s.days == 0 {
            return view! { <p class="muted">{say(Msg::StatsDailyNone)}</p> }.into_any();
        }
        let best = s.best.map(|b| {
            let game = crate::ui::view::games::ui_for(&b.game)
                .map(|ui| say(ui.name))
                .unwrap_or(b.game);
            say_with(
                Msg::StatsDailyBest,
                &[
                    ("n", Value::Number(f64::from(b.diff.abs()))),
                    ("side", crate::ui::view::daily::par_side(b.diff)),
                    ("game", Value::Text(&game)),
                    ("date", Value::Text(&Day(b.day).to_string())),
                ],
            )
        });
        let n = |n: u32| Value::Number(f64::from(n));
        view! {
            <ul class="daily-streaks" data-testid="daily-streaks">
                <li data-testid="daily-days">{say_with(Msg::StatsDailyDays, &[("n", Value::Number(s.days as f64))])}</li>
                <li data-testid="daily-run">{say_with(Msg::StatsDailyRun, &[("n", n(s.current)), ("longest", n(s.longest))])}</li>
                {best.map(|b| view! { <li data-testid="daily-best">{b}</li> })}
            </ul>
            {calendar(book.with(|b| month(b, day)))}
        }
        .into_any()
    };
    view! {
        <div class="stats-daily" data-testid="stats-daily">
            <h3>{move || say(Msg::StatsDailyTitle)}</h3>
            {body}
        </div>
    }
}

/// The month as a table of weeks, Monday first; a day played is marked and named so.
fn calendar(m: Month) -> impl IntoView {
    let title = say_with(
        Msg::StatsDailyMonth,
        &[
            ("month", Value::Number(f64::from(m.month))),
            ("year", Value::Number(m.year as f64)),
        ],
    );
    let heads = say(Msg::StatsDailyWeekdays)
        .split_whitespace()
        .map(|d| view! { <th scope="col">{d.to_string()}</th> })
        .collect_view();
    let mut cells: Vec<Option<(usize, usize)>> = vec![None; m.first_weekday as usize];
    cells.extend(m.played.iter().copied().enumerate().map(Some));
    while !cells.len().is_multiple_of(7) {
        cells.push(None);
    }
    let first = Day::from_civil(m.year, m.month, 1).map_or(0, |d| d.0);
    let rows = cells
        .chunks(7)
        .map(|week| {
            let days = week
                .iter()
                .map(|c| match *c {
                    None => view! { <td></td> }.into_any(),
                    Some((i, played)) => {
                        let date = Day(first + i as u32).to_string();
                        // (A day still to come is only its date.)
                        let label = if m.today.is_some_and(|t| i > t) {
                            date
                        } else {
                            say_with(
                                Msg::StatsDailyDay,
                                &[("date", Value::Text(&date)), ("n", Value::Number(played as f64))],
                            )
                        };
                        let today = m.today == Some(i);
                        let was_played = played > 0;
                        let tip = label.clone();
                        view! {
                            <td class:played=was_played class:today=today aria-current=today.then_some("date") aria-label=label title=tip data-testid="daily-calendar-day" data-played=played>
                                {i + 1}
                            </td>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! { <tr>{days}</tr> }
        })
        .collect_view();
    view! {
        <table class="daily-calendar" data-testid="daily-calendar">
            <caption>{title}</caption>
            <thead><tr>{heads}</tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
