//! A Top Trumps card face: the picture (an emoji or a small image), the name, the short
//! description, and every attribute with its value, the chosen one highlighted. Each
//! attribute says which way it wins (▲ highest, ▼ lowest) in symbol and words. The pack's
//! words are its [`PackWords`]: a built-in pack's in the page's language.

use crate::games::top_trumps::{Attribute, Better, PackWords};
use crate::ui::model::lang::{said, say, Msg};
use leptos::prelude::*;

/// Which way an attribute wins, in words ("highest wins").
pub fn wins_words(better: Better) -> String {
    say(match better {
        Better::Higher => Msg::TopTrumpsHighestWins,
        Better::Lower => Msg::TopTrumpsLowestWins,
    })
}

/// ▲ or ▼, with the words for screen readers and a tooltip.
pub fn direction(a: &Attribute) -> impl IntoView {
    let mark = match a.better {
        Better::Higher => "▲",
        Better::Lower => "▼",
    };
    let words = wins_words(a.better);
    // A label that says already which way it wins ("First ascent (earliest wins)") is not
    // told it twice.
    let said = a.label.contains("wins");
    view! {
        <span class="tt-dir" title=words.clone() aria-hidden="true">{mark}</span>
        {(!said).then(|| view! { <span class="sr-only">{format!("({words})")}</span> })}
    }
}

/// A value of attribute `a` on a card: the number, kept on one line, and its unit, which goes
/// under it when the two do not fit beside the label (`10,158` / `million km`). The text reads
/// as one value.
pub fn value(words: PackWords, a: usize, v: Option<f64>) -> impl IntoView {
    let number = said(&words.number(a, v));
    let unit = v.and(words.unit(a)).map(|u| said(&u));
    view! {
        <span class="tt-value">
            <span class="tt-num">{number}</span>
            {unit.map(|u| view! { " " <span class="tt-unit">{u}</span> })}
        </span>
    }
}

/// An attribute's label with which way it wins.
pub fn label(words: PackWords, a: &Attribute, i: usize) -> impl IntoView {
    view! {
        <span class="tt-label"><span class="tt-label-text">{said(&words.label(i))}</span> " " {direction(a)}</span>
    }
}

/// The card's picture: an image, an emoji, or the name's first letter.
pub fn picture(words: PackWords, card: usize) -> AnyView {
    let Some(c) = words.pack().cards.get(card) else {
        return ().into_any();
    };
    let name = said(&words.card_name(card));
    if c.picture_is_image() {
        view! { <img class="tt-pic" src=c.picture.clone() alt="" /> }.into_any()
    } else if !c.picture.is_empty() {
        // An emoji, with the name's first letter for a system that cannot draw it (the page
        // is marked `no-emoji` by pwa/boot.js).
        let first: String = name.chars().take(1).collect();
        view! {
            <span class="tt-pic" aria-hidden="true">
                <span class="tt-emoji">{c.picture.clone()}</span>
                <span class="tt-letter">{first}</span>
            </span>
        }
        .into_any()
    } else {
        let first: String = name.chars().take(1).collect();
        view! { <span class="tt-pic letter" aria-hidden="true">{first}</span> }.into_any()
    }
}

/// The card's head: picture, name and description.
pub fn head(words: PackWords, card: usize) -> impl IntoView {
    let name = said(&words.card_name(card));
    let description = words.card_description(card).map(|d| said(&d));
    view! {
        <header class="tt-head">
            {picture(words, card)}
            <div>
                <h3 class="tt-name">{name}</h3>
                {description.map(|d| view! { <p class="tt-desc small">{d}</p> })}
            </div>
        </header>
    }
}

/// A whole card, read-only, with attribute `chosen` highlighted; `class` adds a look
/// (`won`, `lost`, `tied`).
pub fn card_face(
    words: PackWords,
    card: usize,
    chosen: Option<usize>,
    class: &'static str,
) -> AnyView {
    let pack = words.pack();
    let rows = pack
        .attributes
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let no_data = pack.value(card, i).is_none();
            view! {
                <li class="tt-attr" class:chosen=chosen == Some(i) class:no-data=no_data>
                    {label(words, a, i)}
                    {value(words, i, pack.value(card, i))}
                </li>
            }
        })
        .collect_view();
    let name = pack.card_name(card).to_string();
    view! {
        <article class=format!("tt-card {class}") data-card=name>
            {head(words, card)}
            <ul class="tt-attrs">{rows}</ul>
        </article>
    }
    .into_any()
}
