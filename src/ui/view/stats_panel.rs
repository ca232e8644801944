//! The hub's statistics panel: the days' deals played (`daily_stats`), then games played and
//! won, per game and per person.

use crate::registry;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::stats::Stats;
use crate::ui::stores::keep::Keep;
use leptos::prelude::*;

/// The statistics panel of the hub.
#[component]
pub fn StatsPanel() -> impl IntoView {
    let keep = expect_context::<Keep>();
    view! {
        <section class="panel stats" data-testid="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">{move || say(Msg::StatsTitle)}</h2>
            <crate::ui::view::daily_stats::DailyStats />
            {move || {
                let games = keep.stats.with(Stats::games);
                if games.values().all(|g| g.played == 0) {
                    return view! {
                        <p class="muted">
                            {say(Msg::StatsNone)}
                        </p>
                    }
                    .into_any();
                }
                games
                    .iter()
                    .map(|(id, g)| {
                        let name = match registry::info(id) {
                            Some(_) => crate::ui::view::games::game_name(id),
                            None => say(Msg::StatsAnotherGame),
                        };
                        let rows = g
                            .players
                            .iter()
                            .map(|(who, r)| {
                                view! {
                                    <tr>
                                        <td>{crate::ui::model::words::shown_name(who)}</td>
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
                                    {say_with(
                                        Msg::StatsSummary,
                                        &[
                                            ("count", Value::Number(g.played as f64)),
                                            ("won", Value::Number(g.won_by_people as f64)),
                                            ("aided", Value::Number(g.aided as f64)),
                                        ],
                                    )}
                                </p>
                                <table class="stats-table" class:hidden=g.players.is_empty()>
                                    <thead>
                                        <tr>
                                            <th>{say(Msg::StatsPlayer)}</th>
                                            <th class="num">{say(Msg::StatsPlayed)}</th>
                                            <th class="num">{say(Msg::StatsWon)}</th>
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
