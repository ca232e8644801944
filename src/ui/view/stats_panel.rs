//! The hub's statistics panel: games played and won, per game and per person.

use crate::registry;
use crate::ui::model::stats::Stats;
use crate::ui::stores::keep::Keep;
use leptos::prelude::*;

/// The statistics panel of the hub.
#[component]
pub fn StatsPanel() -> impl IntoView {
    let keep = expect_context::<Keep>();
    view! {
        <section class="panel stats" data-testid="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">"Statistics"</h2>
            {move || {
                let games = keep.stats.with(Stats::games);
                if games.values().all(|g| g.played == 0) {
                    return view! {
                        <p class="muted">
                            "No statistics yet. They count finished games with at least one person at the table; games played by bots alone are not counted."
                        </p>
                    }
                    .into_any();
                }
                games
                    .iter()
                    .map(|(id, g)| {
                        let name = registry::info(id).map(|i| i.name).unwrap_or("Another game");
                        let rows = g
                            .players
                            .iter()
                            .map(|(who, r)| {
                                view! {
                                    <tr>
                                        <td>{who.clone()}</td>
                                        <td class="num">{r.played}</td>
                                        <td class="num">{r.won}</td>
                                    </tr>
                                }
                            })
                            .collect_view();
                        view! {
                            <div class="stats-game">
                                <h3>{name}</h3>
                                <p>
                                    {format!(
                                        "{} finished game{}, {} won by a person{}.",
                                        g.played,
                                        if g.played == 1 { "" } else { "s" },
                                        g.won_by_people,
                                        match g.aided {
                                            0 => String::new(),
                                            1 => "; 1 played with hints or undo".to_string(),
                                            n => format!("; {n} played with hints or undo"),
                                        },
                                    )}
                                </p>
                                <table class="stats-table" class:hidden=g.players.is_empty()>
                                    <thead>
                                        <tr>
                                            <th>"Player"</th>
                                            <th class="num">"Played"</th>
                                            <th class="num">"Won"</th>
                                        </tr>
                                    </thead>
                                    <tbody>{rows}</tbody>
                                </table>
                            </div>
                        }
                    })
                    .collect_view()
                    .into_any()
            }}
        </section>
    }
}
