//! Statistics: games played and won, per game and per person's name.

use super::session::Ctl;
use crate::games::GameKind;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    /// Finished games.
    pub played: u32,
    /// Finished games a person (not only bots) won.
    pub won_by_people: u32,
    /// Per person's name.
    pub players: BTreeMap<String, Record>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Keyed by `GameKind::id()`.
    pub games: BTreeMap<String, GameStats>,
}

impl Stats {
    /// Records one finished game: `people` are (name, won) for every human seat. A game
    /// played by bots alone is not counted (nobody played it).
    pub fn record(&mut self, kind: GameKind, people: &[(String, bool)]) {
        if people.is_empty() {
            return;
        }
        let g = self.games.entry(kind.id().to_string()).or_default();
        g.played += 1;
        if people.iter().any(|(_, won)| *won) {
            g.won_by_people += 1;
        }
        for (name, won) in people {
            let r = g.players.entry(name.clone()).or_default();
            r.played += 1;
            if *won {
                r.won += 1;
            }
        }
    }
}

/// The statistics panel of the hub.
#[component]
pub fn StatsPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <section class="panel stats" data-testid="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">"Statistics"</h2>
            {move || {
                let stats = ctl.stats.get();
                if stats.games.values().all(|g| g.played == 0) {
                    return view! { <p class="muted">"No finished games yet."</p> }.into_any();
                }
                stats
                    .games
                    .iter()
                    .map(|(id, g)| {
                        let name = GameKind::from_id(id).map(|k| k.name()).unwrap_or("Unknown game");
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
                                        "{} finished game{}, {} won by a person.",
                                        g.played,
                                        if g.played == 1 { "" } else { "s" },
                                        g.won_by_people,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_of_people_are_counted_bot_only_games_are_not() {
        let mut st = Stats::default();
        st.record(GameKind::WhatTrump, &[]);
        assert!(st.games.is_empty());
        st.record(
            GameKind::WhatTrump,
            &[("Ann".into(), true), ("Ben".into(), false)],
        );
        st.record(GameKind::WhatTrump, &[("Ann".into(), false)]);
        let g = &st.games["what-trump"];
        assert_eq!((g.played, g.won_by_people), (2, 1));
        assert_eq!(g.players["Ann"], Record { played: 2, won: 1 });
        assert_eq!(g.players["Ben"], Record { played: 1, won: 0 });
    }
}
