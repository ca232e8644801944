//! The side of the table: the pack in play (with where its facts come from) and every player
//! with the cards in their stack, who chooses, the dealer, and who is out. A stack that grows
//! flies in from the table.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::top_trumps::{Phase, TURN_LIMIT};
use crate::ui::view::games::motion::fly_in;
use leptos::prelude::*;

#[component]
pub fn PackPanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        let v = ctx.view.get();
        let pack = v.options.pack.clone();
        let sources = pack
            .sources
            .iter()
            .map(|s| {
                if s.url.is_empty() {
                    view! { <li>{s.name.clone()}</li> }.into_any()
                } else {
                    view! { <li><a href=s.url.clone() target="_blank" rel="noopener">{s.name.clone()}</a></li> }.into_any()
                }
            })
            .collect_view();
        view! {
            <section class="panel tt-pack" data-testid="pack-panel">
                <h2>{pack.name.clone()}</h2>
                <p class="small muted">{format!("{} cards · {} attributes", pack.cards.len(), pack.attributes.len())}</p>
                <details class="small">
                    <summary>"Where the facts come from"</summary>
                    {(!pack.description.is_empty()).then(|| view! { <p>{pack.description.clone()}</p> })}
                    <ul class="tt-sources">{sources}</ul>
                    {(!pack.licence.is_empty()).then(|| view! { <p class="muted">{format!("Licence: {}", pack.licence)}</p> })}
                </details>
            </section>
        }
    }
}

#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let drawn: StoredValue<Option<Vec<usize>>> = StoredValue::new(None);
    move || {
        let v = ctx.view.get();
        let me = ctx.me(&v);
        let counts: Vec<usize> = v.stacks.iter().map(|s| s.count).collect();
        let before = drawn.get_value();
        drawn.set_value(Some(counts.clone()));
        let mut arrived = false;
        let playing = v.phase != Phase::GameOver;
        let items = Seat::all(v.players())
            .map(|s| {
                let i = s.index();
                let name = ctx.name(s);
                let kind = ctx.kind(&v, s);
                let n = counts[i];
                let grew = ctx.live && before.as_ref().is_some_and(|b| b.get(i).is_some_and(|&was| was < n));
                arrived |= grew;
                let out = n == 0;
                let chooses = playing && v.chooser == s;
                let won = v.winners.contains(&s);
                let line = [
                    chooses.then_some("Chooses"),
                    (out && !won).then_some("Out"),
                    won.then_some("★ Winner"),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" · ");
                view! {
                    <li class="player" class:to-act=chooses class:me=Some(s) == me class:out=out data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{name}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer && playing).then(|| view! { <span class="dealer-badge" title="Dealer">"Dealer"</span> })}
                        </div>
                        <div class="player-line small">{line}</div>
                        <div class="player-score">
                            <span class="points tt-count" class:arrive=grew data-testid="stack-count">
                                {format!("{n} card{}", if n == 1 { "" } else { "s" })}
                            </span>
                        </div>
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", &["[data-testid=\"revealed\"]", ".tt-turn"]);
        }
        let length = match v.phase {
            Phase::GameOver => format!("Game over after {} turns", v.turns),
            Phase::Choose => format!(
                "Turn {} · {} players · at most {TURN_LIMIT} turns",
                v.turns + 1,
                v.players()
            ),
        };
        view! {
            <section class="panel players" aria-label="Players" data-testid="tt-players">
                <p class="match-length small muted" data-testid="match-length">{length}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}
