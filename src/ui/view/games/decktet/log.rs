//! The tricks of this hand, newest first: who led, every card in order, who took it, and where
//! an Ace changed trump (Ace Trump). Everything here was played face up, so every seat may see it; it gives
//! a person the same memory of the hand a bot has.

use super::card::suit_mark;
use super::words::describe;
use super::{Ctx, DecktetView};
use crate::mechanics::decktet::Card;
use crate::ui::model::lang::{said, say, Msg};
use crate::ui::view::games::hand_summary::waiting_panel;
use leptos::prelude::*;

/// This hand's tricks, for a game whose view is `V`.
pub fn trick_log<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    move || {
        let v = ctx.view.get();
        if v.tricks().is_empty() {
            let text = say(Msg::DecktetLogEmpty);
            return waiting_panel(
                "panel trick-log",
                Some("trick-log"),
                say(Msg::DecktetLogTitle),
                ("muted small", text),
            );
        }
        let items = v
            .tricks()
            .iter()
            .enumerate()
            .rev()
            .map(|(k, t)| {
                let cards = t
                    .plays
                    .iter()
                    .map(|&(s, c)| {
                        let won = s == t.winner;
                        view! {
                            <span class="log-play" class:won=won title=format!("{}: {}", ctx.who(&v, s), describe(c))>
                                {mini(c)}
                            </span>
                        }
                    })
                    .collect_view();
                let changes = v
                    .trump_changes_in(k)
                    .into_iter()
                    .map(|(_, to)| view! { <span class="log-change">" → " {suit_mark(to)}</span> })
                    .collect_view();
                let why = v.trick_explained(k).map(|r| said(&r.why.said()));
                view! {
                    <li>
                        <span class="log-num">{format!("{}", k + 1)}</span>
                        <span class="log-cards">{cards}</span>
                        {changes}
                        <span class="log-winner">{ctx.who(&v, t.winner)}</span>
                        {why.map(|w| view! { <span class="log-why small">{w}</span> })}
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="panel trick-log" data-testid="trick-log">
                <h2>{say(Msg::DecktetLogTitle)}</h2>
                <ol class="log-list" reversed>{items}</ol>
            </section>
        }
        .into_any()
    }
}

/// A card in a few characters: rank and suit symbols, coloured ("8☾☀").
fn mini(c: Card) -> impl IntoView {
    let suits = c
        .suits()
        .iter()
        .map(|&s| view! { <span class=super::card::suit_class(s)>{crate::ui::view::games::suit_icon::suit_glyph(s.symbol())}</span> })
        .collect_view();
    view! {
        <span class="mini-rank">{c.rank().corner()}</span>
        {suits}
    }
}
