//! The tricks of this hand, newest first: who led, every card in order, who took it, and where
//! an Ace changed trump (Ace Trump). Everything here was played face up, so every seat may see it; it gives
//! a person the same memory of the hand a bot has.

use super::card::suit_mark;
use super::words::describe;
use super::{Ctx, DecktetView};
use crate::mechanics::decktet::{Card, Suit};
use crate::ui::model::lang::{said, say, Msg};
use crate::ui::view::games::hand_summary::waiting_panel;
use leptos::prelude::*;

/// One trick of the log as it reads: its number, each card with who played it and whether
/// it took the trick, the suits an Ace made trump in it, who took it and why.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Entry {
    number: usize,
    /// (card, took the trick, "who: card" for its title).
    plays: Vec<(Card, bool, String)>,
    changes: Vec<Suit>,
    winner: String,
    why: Option<String>,
}

/// This hand's tricks, for a game whose view is `V`. A trick once taken never changes, so the
/// list is keyed by what each entry reads: a new trick adds one entry and leaves the others
/// in the page as they are (not the whole list drawn again after every trick).
pub fn trick_log<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let entries = ctx.memo(move |v| {
        v.tricks()
            .iter()
            .enumerate()
            .rev()
            .map(|(k, t)| Entry {
                number: k + 1,
                plays: t
                    .plays
                    .iter()
                    .map(|&(s, c)| {
                        (
                            c,
                            s == t.winner,
                            format!("{}: {}", ctx.who(v, s), describe(c)),
                        )
                    })
                    .collect(),
                changes: v
                    .trump_changes_in(k)
                    .into_iter()
                    .map(|(_, to)| to)
                    .collect(),
                winner: ctx.who(v, t.winner),
                why: v.trick_explained(k).map(|r| said(&r.why.said())),
            })
            .collect::<Vec<_>>()
    });
    let empty = Memo::new(move |_| entries.with(Vec::is_empty));
    move || {
        if empty.get() {
            let text = say(Msg::DecktetLogEmpty);
            return waiting_panel(
                "panel trick-log",
                Some("trick-log"),
                say(Msg::DecktetLogTitle),
                ("muted small", text),
            );
        }
        view! {
            <section class="panel trick-log" data-testid="trick-log">
                <h2>{say(Msg::DecktetLogTitle)}</h2>
                <ol class="log-list" reversed>
                    <For each=move || entries.get() key=Entry::clone let:e>
                        {entry(e)}
                    </For>
                </ol>
            </section>
        }
        .into_any()
    }
}

/// One trick of the log.
fn entry(e: Entry) -> impl IntoView {
    let cards = e
        .plays
        .into_iter()
        .map(|(c, won, title)| {
            view! { <span class="log-play" class:won=won title=title>{mini(c)}</span> }
        })
        .collect_view();
    let changes = e
        .changes
        .into_iter()
        .map(|to| view! { <span class="log-change">" → " {suit_mark(to)}</span> })
        .collect_view();
    view! {
        <li>
            <span class="log-num">{e.number.to_string()}</span>
            <span class="log-cards">{cards}</span>
            {changes}
            <span class="log-winner">{e.winner}</span>
            {e.why.map(|w| view! { <span class="log-why small">{w}</span> })}
        </li>
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
