//! The trump display: the dealer's secret during the draft, "secret" for the others, then
//! the revealed trump for everyone.

use super::card::{suit_words, CardFace};
use super::TableCtx;
use crate::games::what_trump::{Phase, Trump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
enum Shown {
    NoRound,
    Choosing {
        dealer: String,
        me: bool,
    },
    Secret {
        dealer: String,
    },
    MySecret(Trump),
    /// Watching a record: the dealer's secret shown to a viewer who may see it.
    TheirSecret {
        dealer: String,
        trump: Trump,
    },
    Revealed(Trump),
}

fn describe_cards(t: Trump) -> String {
    let number = t.number.map(|n| n.to_string()).unwrap_or_default();
    let suit = t.suit.map(suit_words).unwrap_or_default();
    let card = t
        .suit
        .map(|s| format!("{}{number}", s.symbol()))
        .unwrap_or_default();
    let msg = match (t.suit, t.number) {
        (Some(_), Some(_)) => Msg::WhatTrumpTrumpsBoth,
        (Some(_), None) => Msg::WhatTrumpTrumpsSuit,
        (None, Some(_)) => Msg::WhatTrumpTrumpsNumber,
        (None, None) => Msg::WhatTrumpTrumpsNone,
    };
    say_with(
        msg,
        &[
            ("suit", Value::Text(&suit)),
            ("number", Value::Text(&number)),
            ("card", Value::Text(&card)),
        ],
    )
}

/// A message naming the dealer.
fn of_dealer(msg: Msg, dealer: &str) -> String {
    say_with(msg, &[("dealer", Value::Text(dealer))])
}

/// A message naming the trump (the rules' description of it).
fn of_trump(msg: Msg, t: Trump) -> String {
    let trump = said(&t.said());
    say_with(msg, &[("trump", Value::Text(&trump))])
}

#[component]
pub fn TrumpDisplay() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = ctx.memo(move |v| {
        let Some(r) = v.round.as_ref() else {
            return Shown::NoRound;
        };
        let drafting = matches!(v.phase, Phase::ChooseTrump | Phase::Draft);
        match (r.trump, drafting) {
            (Some(t), true) if ctx.me(v) == Some(r.dealer) => Shown::MySecret(t),
            (Some(t), true) => Shown::TheirSecret {
                dealer: ctx.label(r.dealer),
                trump: t,
            },
            (Some(t), false) => Shown::Revealed(t),
            (None, _) if !r.trump_set => Shown::Choosing {
                dealer: ctx.label(r.dealer),
                me: ctx.me(v) == Some(r.dealer),
            },
            (None, _) => Shown::Secret {
                dealer: ctx.label(r.dealer),
            },
        }
    });
    move || {
        // The moment the trump is revealed to all (drawn once: the panel is redrawn only
        // when what it shows changes).
        let revealed = matches!(shown.get(), Shown::Revealed(_));
        let (title, body, cards): (String, String, Option<Trump>) = match shown.get() {
            Shown::NoRound => (
                say(Msg::WhatTrumpTrump),
                say(Msg::WhatTrumpTrumpEachRound),
                None,
            ),
            Shown::Choosing { dealer, me } => (
                say(Msg::WhatTrumpTrump),
                if me {
                    say(Msg::WhatTrumpTrumpYouChoose)
                } else {
                    of_dealer(Msg::WhatTrumpTrumpTheyChoose, &dealer)
                },
                None,
            ),
            Shown::Secret { dealer } => (
                say(Msg::WhatTrumpTrumpSecret),
                of_dealer(Msg::WhatTrumpTrumpSecretUntil, &dealer),
                None,
            ),
            Shown::MySecret(t) => (
                of_trump(Msg::WhatTrumpYourSecret, t),
                format!("{} {}", describe_cards(t), say(Msg::WhatTrumpRevealedLater)),
                Some(t),
            ),
            Shown::TheirSecret { dealer, trump } => (
                of_trump(Msg::WhatTrumpTheirSecret, trump),
                format!(
                    "{} {}",
                    describe_cards(trump),
                    of_dealer(Msg::WhatTrumpOnlyDealerKnows, &dealer)
                ),
                Some(trump),
            ),
            Shown::Revealed(t) => (
                of_trump(Msg::WhatTrumpTrumpIs, t),
                describe_cards(t),
                Some(t),
            ),
        };
        let sample = cards.and_then(|t| t.supertrump().map(|c| (c, t)));
        view! {
            <section class="panel trump-display" class:reveal=revealed data-testid="trump-display" aria-label=say(Msg::WhatTrumpTrump)>
                <h2>{title}</h2>
                <div class="trump-row">
                    {sample.map(|(c, t)| view! { <CardFace card=c trump=Some(t) extra="mini" /> })}
                    <p>{body}</p>
                </div>
            </section>
        }
    }
}
