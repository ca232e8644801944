//! The hub's Today's deal (`docs/daily.md`): every game's deal of the day, the same for
//! everyone, against the day's Expert bots. Each row plays it (the first game counts), says
//! where the day's game stands, or gives its result and par with a button that shares it and
//! the day's board of friends' results ([`row`]); under the rows a friend's result is opened
//! ([`friend`]).

mod friend;
mod row;

pub(crate) use row::par_side;

use super::unfinished::NewGameQuestion;
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
    // then a friend's result waiting to be checked, and par of each of today's results that
    // has none yet, one question at a time, while the hub shows (a table's bots come first).
    daily.showing.update(|n| *n += 1);
    on_cleanup(move || daily.showing.update(|n| *n = n.saturating_sub(1)));
    daily.check_again();
    Effect::new(move |_| daily.ask_deals());
    Effect::new(move |_| {
        let ready = daily.deals.with(|d| matches!(d, Some(Deals::Ready { .. })));
        let failed = daily.failed().is_some();
        daily.book.track();
        daily.friend.track();
        if ready {
            daily.ask_next();
        } else if failed {
            // (No worker: the friend's result is refused with why.)
            daily.ask_check();
        }
    });
    // The game whose unfinished game is asked about before its deal of the day replaces it.
    let ask = RwSignal::new(None::<String>);
    let play = Callback::new(move |game: String| {
        if let Some(note) = daily.note(&game) {
            ctl.play_daily(note);
        }
    });
    let shared = RwSignal::new(None::<String>);
    let date = move || today().to_string();
    let rows = move || {
        let day = today().0;
        registry_rows()
            .into_iter()
            .filter_map(|(id, name)| {
                let note = daily.note(id)?;
                let entry = daily.book.with(|b| b.entry(day, id).cloned());
                Some(row::row(
                    ctl,
                    row::Row {
                        id,
                        name,
                        note,
                        entry,
                    },
                    ask,
                    play,
                    shared,
                ))
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
            <friend::FriendResult />
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
