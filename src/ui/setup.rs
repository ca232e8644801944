//! Seat set-up for a new What Trump? game: 3 or 4 seats, each a person or a bot.

use super::seats::SeatKind;
use super::session::Ctl;
use crate::bots::BotLevel;
use leptos::prelude::*;

#[component]
pub fn SeatSetup() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let players = Memo::new(move |_| ctl.settings.with(|s| s.players));
    let rows = move || {
        (0..players.get() as usize)
            .map(|i| view! { <SeatRow index=i /> })
            .collect_view()
    };
    view! {
        <div class="seat-setup">
            <label class="field">
                <span>"Players"</span>
                <select
                    data-testid="player-count"
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                            if matches!(n, 3 | 4) {
                                ctl.update_settings(|s| s.players = n);
                            }
                        }
                    }
                >
                    <option value="3" selected=move || players.get() == 3>"3"</option>
                    <option value="4" selected=move || players.get() == 4>"4"</option>
                </select>
            </label>
            <ol class="seats">{rows}</ol>
            <p class="muted">
                "Seats go clockwise. With two or more people, the game asks you to pass the device between turns."
            </p>
            <button
                type="button"
                class="btn primary big"
                data-testid="new-game"
                on:click=move |_| ctl.new_game_from_settings()
            >
                "New game"
            </button>
        </div>
    }
}

#[component]
fn SeatRow(index: usize) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let seat = Memo::new(move |_| ctl.settings.with(|s| s.seats.get(index).cloned()));
    let kind = move || seat.get().map(|c| c.kind).unwrap_or(SeatKind::Bot);
    let level = move || seat.get().map(|c| c.level).unwrap_or_default();
    let name = move || seat.get().map(|c| c.name).unwrap_or_default();
    view! {
        <li class="seat-row" data-testid=format!("seat-{index}")>
            <span class="seat-no">{format!("Seat {}", index + 1)}</span>
            <select
                data-testid=format!("seat-kind-{index}")
                aria-label=format!("Seat {} is", index + 1)
                on:change=move |ev| {
                    if let Some(k) = SeatKind::from_id(&event_target_value(&ev)) {
                        ctl.update_settings(|s| {
                            if let Some(c) = s.seats.get_mut(index) {
                                c.kind = k;
                            }
                        });
                    }
                }
            >
                <option value="human" selected=move || kind() == SeatKind::Human>"Person"</option>
                <option value="bot" selected=move || kind() == SeatKind::Bot>"Bot"</option>
            </select>
            <input
                type="text"
                maxlength="24"
                data-testid=format!("seat-name-{index}")
                aria-label=format!("Name of seat {}", index + 1)
                placeholder=format!("Player {}", index + 1)
                prop:value=name
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    ctl.update_settings(|s| {
                        if let Some(c) = s.seats.get_mut(index) {
                            c.name = v;
                        }
                    });
                }
            />
            <select
                data-testid=format!("seat-level-{index}")
                aria-label=format!("Bot level of seat {}", index + 1)
                disabled=move || kind() == SeatKind::Human
                on:change=move |ev| {
                    if let Some(l) = BotLevel::from_id(&event_target_value(&ev)) {
                        ctl.update_settings(|s| {
                            if let Some(c) = s.seats.get_mut(index) {
                                c.level = l;
                            }
                        });
                    }
                }
            >
                {BotLevel::ALL
                    .into_iter()
                    .map(|l| {
                        view! {
                            <option value=l.id() selected=move || level() == l>
                                {l.name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </li>
    }
}
