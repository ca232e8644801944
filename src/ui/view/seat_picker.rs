//! Choosing who plays each seat of a game that comes from elsewhere (a shared deal, a record
//! played on): each seat a person or a bot of any level, with its name; and the warning shown
//! when starting it would end an unfinished game of the same kind.

use crate::bots::BotLevel;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::seats::{SeatConfig, SeatKind};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games::bot_level;
use leptos::prelude::*;

/// "human", or the bot level's id: one select per seat offers a person or a bot of any level.
fn kind_id(c: &SeatConfig) -> &'static str {
    match c.kind {
        SeatKind::Human => "human",
        SeatKind::Remote => "remote",
        SeatKind::Bot => c.level.id(),
    }
}

/// Makes a seat a person, a guest or a bot of the level `id` names. Its name stays: these seats
/// carry on a game that has its players already (a record played on keeps its names).
fn set_kind(c: &mut SeatConfig, id: &str) {
    match BotLevel::from_id(id) {
        Some(level) => {
            c.kind = SeatKind::Bot;
            c.level = level;
        }
        None if id == "remote" => c.kind = SeatKind::Remote,
        None => c.kind = SeatKind::Human,
    }
}

/// One row per seat: its name (editable when `names`) and who plays it. `testid` prefixes
/// each select's test id (`play-on-seat-0`).
#[component]
pub fn SeatPicker(
    seats: RwSignal<Vec<SeatConfig>>,
    testid: &'static str,
    #[prop(optional)] names: bool,
) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let count = Memo::new(move |_| seats.with(Vec::len));
    move || {
        (0..count.get())
            .map(|i| {
                let seat = Memo::new(move |_| seats.with(|s| s.get(i).cloned()));
                let current = move || seat.get().map(|c| kind_id(&c)).unwrap_or("human");
                let name = move || seat.get().map(|c| c.display_name(i)).unwrap_or_default();
                let label = if names {
                    view! {
                        <input
                            type="text"
                            class="seat-name"
                            maxlength="24"
                            data-testid=format!("{testid}-name-{i}")
                            aria-label=move || say_with(Msg::SetupSeatName, &[("n", Value::Number((i + 1) as f64))])
                            placeholder=move || say_with(Msg::SetupPlayerN, &[("n", Value::Number((i + 1) as f64))])
                            prop:value=move || seat.get().map(|c| c.name).unwrap_or_default()
                            on:input=move |ev| {
                                let v = event_target_value(&ev);
                                seats.update(|s| {
                                    if let Some(c) = s.get_mut(i) {
                                        c.name = v;
                                    }
                                });
                            }
                        />
                    }
                    .into_any()
                } else {
                    view! { <span class="seat-name">{name}</span> }.into_any()
                };
                let opt = move |id: &'static str, text: String| {
                    let bot = id != "human" && id != "remote";
                    view! {
                        <option
                            value=id
                            selected=move || current() == id
                            disabled=move || bot && ctl.play.bots_unavailable.get()
                        >
                            {text}
                        </option>
                    }
                };
                view! {
                    <li class="picked-seat">
                        {label}
                        <select
                            data-testid=format!("{testid}-{i}")
                            aria-label=move || say_with(Msg::TableSeatWho, &[("n", Value::Number((i + 1) as f64)), ("name", Value::Text(&name()))])
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                seats.update(|s| {
                                    if let Some(c) = s.get_mut(i) {
                                        set_kind(c, &v);
                                    }
                                });
                            }
                        >
                            {opt("human", say(Msg::SetupPerson))}
                            {opt("remote", say(Msg::TableSeatRemote))}
                            {BotLevel::ALL
                                .into_iter()
                                .filter(|l| l.offered_in_app() || current() == l.id())
                                .map(|l| opt(l.id(), bot_level(l)))
                                .collect_view()}
                        </select>
                    </li>
                }
            })
            .collect_view()
    }
}

/// "Starting it ends your <game> game with … [Download its record first]", when the game about
/// to start (of kind `game`) would replace an unfinished one.
#[component]
pub fn ReplacesWarning(game: String, lead: Msg) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let g = game.clone();
    move || {
        let g = g.clone();
        ctl.keep.saves.track();
        ctl.keep.unfinished(&game).map(|u| {
            view! {
                <p class="warning" role="note" data-testid="replaces-warning">
                    {replaces(lead, &u)}
                    " "
                    <button type="button" class="btn small" on:click=move |_| ctl.download_saved(&g)>
                        {say(Msg::TableReplacesDownload)}
                    </button>
                </p>
            }
        })
    }
}

/// "Starting it ends your What Trump? game with Bot Ann (round 2).": `lead` words it
/// (`TableReplacesStarting`, `TableReplacesThis`).
fn replaces(lead: Msg, u: &crate::ui::model::saves::SaveSummary) -> String {
    u.said_in(lead)
}
