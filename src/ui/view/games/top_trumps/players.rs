//! The side of the table: the pack in play (with where its facts come from) and every player
//! with the cards in their stack, who chooses, the dealer, and who is out. A stack that grows
//! flies in from the table.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::top_trumps::{Pack, PackWords, Phase, TURN_LIMIT};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::motion::fly_in;
use leptos::prelude::*;

/// "30 cards · 6 attributes".
pub fn pack_size(pack: &Pack) -> String {
    say_with(
        Msg::TopTrumpsPackSize,
        &[
            ("cards", Value::Number(pack.cards.len() as f64)),
            ("attributes", Value::Number(pack.attributes.len() as f64)),
        ],
    )
}

/// "12 cards".
pub fn cards_words(n: usize) -> String {
    say_with(Msg::TopTrumpsCards, &[("n", Value::Number(n as f64))])
}

#[component]
pub fn PackPanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // (Drawn again only if the pack changes, not at every turn.)
    let pack = ctx.memo(|v| v.options.pack.clone());
    move || {
        let pack = pack.get();
        let words = PackWords::of(&pack);
        let sources = pack
            .sources
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let name = said(&words.source(i));
                if s.url.is_empty() {
                    view! { <li>{name}</li> }.into_any()
                } else {
                    view! { <li><a href=s.url.clone() target="_blank" rel="noopener">{name}</a></li> }.into_any()
                }
            })
            .collect_view();
        let description = words.description().map(|d| said(&d));
        let licence = words.licence().map(|l| {
            say_with(
                Msg::TopTrumpsLicence,
                &[("licence", Value::Text(&said(&l)))],
            )
        });
        view! {
            <section class="panel tt-pack" data-testid="pack-panel">
                <h2>{said(&words.name())}</h2>
                <p class="small muted">{pack_size(&pack)}</p>
                <details class="small">
                    <summary>{say(Msg::TopTrumpsWhereFacts)}</summary>
                    {description.map(|d| view! { <p>{d}</p> })}
                    <ul class="tt-sources">{sources}</ul>
                    {licence.map(|l| view! { <p class="muted">{l}</p> })}
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
                    chooses.then(|| say(Msg::TopTrumpsChoosesMark)),
                    (out && !won).then(|| say(Msg::TopTrumpsOut)),
                    won.then(|| say(Msg::TopTrumpsWinner)),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" · ");
                view! {
                    <li class="player" class:to-act=chooses class:me=Some(s) == me class:out=out data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{crate::ui::model::words::shown_name(&name)}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer && playing).then(|| view! { <span class="dealer-badge" title=say(Msg::TopTrumpsDealer)>{say(Msg::TopTrumpsDealer)}</span> })}
                        </div>
                        <div class="player-line small">{line}</div>
                        <div class="player-score">
                            <span class="points tt-count" class:arrive=grew data-testid="stack-count">
                                {cards_words(n)}
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
            Phase::GameOver => say_with(
                Msg::TopTrumpsOverAfter,
                &[("n", Value::Number(v.turns as f64))],
            ),
            Phase::Choose => say_with(
                Msg::TopTrumpsTurnLine,
                &[
                    ("turn", Value::Number((v.turns + 1) as f64)),
                    ("players", Value::Number(v.players() as f64)),
                    ("limit", Value::Number(TURN_LIMIT as f64)),
                ],
            ),
        };
        view! {
            <section class="panel players" data-read="players" aria-label=say(Msg::TopTrumpsPlayers) data-testid="tt-players">
                <p class="match-length small muted" data-testid="match-length">{length}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}
