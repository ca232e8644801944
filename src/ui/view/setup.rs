//! The set-up of a new game of the game chosen on the hub: the number of players (the game's
//! range), each seat a person or a bot (with its level), and the game's options drawn from its
//! option form, checked as they change (an impossible mix is refused with the game's reason).
//! The last set-up of every game is remembered.

use crate::bots::BotLevel;
use crate::engine::{FieldKind, OptionField};
use crate::registry::{self, About};
use crate::ui::model::lang::{said, say, say_with, Msg, Value as Arg};
use crate::ui::model::seats::{seats_problem, set_kind as set_seat_kind, SeatConfig, SeatKind};
use crate::ui::model::settings::Setup;
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use serde_json::Value;

/// The game chosen on the hub.
fn chosen(ctl: Ctl) -> &'static dyn About {
    ctl.keep
        .settings
        .with(|s| registry::about(&s.game))
        .unwrap_or(registry::first())
}

/// Changes the chosen game's set-up (a game's own set-up part uses it for its options).
pub fn change_setup(ctl: Ctl, f: impl Fn(&mut Setup)) {
    ctl.keep.update_settings(|s| {
        let mut setup = s.setup(&s.game);
        f(&mut setup);
        s.setups.insert(s.game.clone(), setup);
    });
}

#[component]
pub fn SeatSetup() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    // The stored set-ups are checked against the games' option forms here, not at start.
    ctl.keep.check_setups();
    let entry = Memo::new(move |_| chosen(ctl).info().id);
    let setup = Memo::new(move |_| ctl.keep.settings.with(|s| s.setup(&s.game)));
    let players = Memo::new(move |_| setup.with(|s| s.players));
    // The options as the game reads them: an impossible mix says why. Two seats of one name
    // are refused too (the table, the history and the statistics tell players by name).
    let problem = Memo::new(move |_| {
        let e = chosen(ctl);
        let options = setup.with(|s| e.options_refusal(&s.options).map(|why| said(&why)));
        options.or_else(|| {
            ctl.keep.settings.with(|s| {
                let seats: Vec<SeatConfig> = s.seats.iter().take(players.get()).cloned().collect();
                seats_problem(&seats, !ctl.play.bots_unavailable.get())
            })
        })
    });
    let rows = move || {
        (0..players.get())
            .map(|i| view! { <SeatRow index=i /> })
            .collect_view()
    };
    let range = move || {
        let (lo, hi) = registry::about(entry.get())
            .map(|e| e.info().players)
            .unwrap_or((3, 4));
        (lo..=hi)
            .map(|n| {
                view! {
                    <option value=n.to_string() selected=move || players.get() == n>
                        {n.to_string()}
                    </option>
                }
            })
            .collect_view()
    };
    let fields = move || {
        let e = registry::about(entry.get()).unwrap_or(registry::first());
        e.option_fields()
            .into_iter()
            .map(|f| view! { <OptionInput field=f /> })
            .collect_view()
    };
    view! {
        <div class="seat-setup">
            <label class="field">
                <span>{move || say(Msg::SetupPlayers)}</span>
                <select
                    data-testid="player-count"
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                            change_setup(ctl, |s| {
                                s.players = n;
                                if let Some(o) = s.options.as_object_mut() {
                                    o.insert("players".into(), Value::from(n));
                                }
                            });
                        }
                    }
                >
                    {range}
                </select>
            </label>
            <NoBotsNote players=players />
            <ol class="seats">{rows}</ol>
            <super::level_lines::LevelLines game=entry players=players />
            <div class="game-options" data-testid="game-options">{fields}</div>
            {move || crate::ui::view::games::setup_for(entry.get()).map(|part| part())}
            <p class="muted">{move || say(Msg::SetupSeatsNote)}</p>
            // What stops the game from starting, and the button, stay in sight at the bottom
            // of the set-up while it scrolls.
            <div class="setup-go">
                {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="options-problem">{p}</p> })}
                <button
                    type="button"
                    class="btn primary big"
                    data-testid="new-game"
                    disabled=move || problem.get().is_some()
                    on:click=move |_| ctl.new_game_from_settings()
                >
                    {move || say(Msg::SetupStart)}
                </button>
            </div>
        </div>
    }
}

/// Where no bot can play: says so, with a button that makes every seat a person.
#[component]
fn NoBotsNote(players: Memo<usize>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let any_bot = move || {
        ctl.keep
            .settings
            .with(|s| s.seats.iter().take(players.get()).any(SeatConfig::is_bot))
    };
    move || {
        ctl.play.bots_unavailable.get().then(|| {
            view! {
                <div class="warning no-bots" role="note" data-testid="no-bots">
                    <p>{move || say(Msg::SetupNoBots)}</p>
                    {move || any_bot().then(|| view! {
                        <button
                            type="button"
                            class="btn"
                            data-testid="all-people"
                            on:click=move |_| ctl.keep.update_settings(|s| {
                                for c in s.seats.iter_mut().filter(|c| c.is_bot()) {
                                    c.kind = SeatKind::Human;
                                }
                            })
                        >
                            {move || say(Msg::SetupAllPeople)}
                        </button>
                    })}
                </div>
            }
        })
    }
}

/// One field of the chosen game's option form.
#[component]
fn OptionInput(field: OptionField) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let key = field.key;
    let value = Memo::new(move |_| {
        ctl.keep.settings.with(|s| {
            s.setup(&s.game)
                .options
                .get(key)
                .cloned()
                .unwrap_or(Value::Null)
        })
    });
    let set = move |v: Value| {
        change_setup(ctl, |s| {
            if let Some(o) = s.options.as_object_mut() {
                o.insert(key.into(), v.clone());
            }
        })
    };
    let testid = format!("option-{key}");
    let input = match field.kind {
        FieldKind::Toggle => view! {
            <input
                type="checkbox"
                data-testid=testid
                prop:checked=move || value.get().as_bool().unwrap_or(false)
                on:change=move |ev| set(Value::Bool(event_target_checked(&ev)))
            />
        }
        .into_any(),
        FieldKind::Choice(choices) => view! {
            <select data-testid=testid on:change=move |ev| set(Value::String(event_target_value(&ev)))>
                {choices
                    .iter()
                    .map(|&(v, label)| {
                        view! {
                            <option value=v selected=move || value.get().as_str() == Some(v)>
                                {move || say(label)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        }
        .into_any(),
        FieldKind::Number { min, max } => view! {
            <input
                type="number"
                min=min
                max=max
                data-testid=testid
                prop:value=move || value.get().as_u64().map(|n| n.to_string()).unwrap_or_default()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() {
                        set(Value::from(n.clamp(min, max)));
                    }
                }
            />
        }
        .into_any(),
    };
    view! {
        <label class="option-field">
            {input}
            <span class="option-text">
                <span class="option-label">{move || say(field.label)}</span>
                <span class="muted small">{move || say(field.help)}</span>
            </span>
        </label>
    }
}

#[component]
fn SeatRow(index: usize) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let seat = Memo::new(move |_| ctl.keep.settings.with(|s| s.seats.get(index).cloned()));
    let kind = move || seat.get().map(|c| c.kind).unwrap_or(SeatKind::Bot);
    let level = move || seat.get().map(|c| c.level).unwrap_or_default();
    let name = move || seat.get().map(|c| c.name).unwrap_or_default();
    // The seat's number, as the words name it.
    let n = [("n", Arg::Number((index + 1) as f64))];
    view! {
        <li class="seat-row" data-testid=format!("seat-{index}")>
            <span class="seat-no">{move || say_with(Msg::SetupSeat, &n)}</span>
            <select
                data-testid=format!("seat-kind-{index}")
                aria-label=move || say_with(Msg::SetupSeatIs, &n)
                on:change=move |ev| {
                    if let Some(k) = SeatKind::from_id(&event_target_value(&ev)) {
                        ctl.keep.update_settings(|s| set_seat_kind(&mut s.seats, index, k));
                    }
                }
            >
                <option value="human" selected=move || kind() == SeatKind::Human>{move || say(Msg::SetupPerson)}</option>
                <option
                    value="bot"
                    selected=move || kind() == SeatKind::Bot
                    disabled=move || ctl.play.bots_unavailable.get()
                >
                    {move || say(Msg::SetupBot)}
                </option>
                <option value="remote" selected=move || kind() == SeatKind::Remote>
                    {move || say(Msg::SetupOwnDevice)}
                </option>
            </select>
            <input
                type="text"
                maxlength="24"
                data-testid=format!("seat-name-{index}")
                aria-label=move || say_with(Msg::SetupSeatName, &n)
                placeholder=move || say_with(Msg::SetupPlayerN, &n)
                prop:value=name
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    ctl.keep.update_settings(|s| {
                        if let Some(c) = s.seats.get_mut(index) {
                            c.name = v.clone();
                        }
                    });
                }
            />
            <select
                data-testid=format!("seat-level-{index}")
                aria-label=move || say_with(Msg::SetupSeatLevel, &n)
                disabled=move || kind() != SeatKind::Bot
                on:change=move |ev| {
                    if let Some(l) = BotLevel::from_id(&event_target_value(&ev)) {
                        ctl.keep.update_settings(|s| {
                            if let Some(c) = s.seats.get_mut(index) {
                                c.level = l;
                            }
                        });
                    }
                }
            >
                {BotLevel::ALL
                    .into_iter()
                    .filter(|l| l.offered_in_app() || level() == *l)
                    .map(|l| {
                        view! {
                            <option value=l.id() selected=move || level() == l>
                                {move || crate::ui::view::games::bot_level_name(l)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </li>
    }
}
