//! The trump display: the dealer's secret during the draft, "secret" for the others, then
//! the revealed trump for everyone.

use super::card::CardFace;
use super::TableCtx;
use crate::games::what_trump::{Phase, Trump};
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
    match (t.suit, t.number) {
        (Some(s), Some(n)) => format!(
            "Trumps: every {} {} card and every {n}. {}{n} is the supertrump.",
            s.symbol(),
            s.name(),
            s.symbol()
        ),
        (Some(s), None) => format!("Trumps: every {} {} card.", s.symbol(), s.name()),
        (None, Some(n)) => format!("Trumps: every {n}, whatever its suit."),
        (None, None) => "No trumps: the highest card of the led suit wins.".into(),
    }
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
                "Trump".into(),
                "Each round the dealer secretly picks a trump suit and number.".into(),
                None,
            ),
            Shown::Choosing { dealer, me } => (
                "Trump".into(),
                if me {
                    "You are choosing the secret trump.".into()
                } else {
                    format!("{dealer} is choosing it in secret.")
                },
                None,
            ),
            Shown::Secret { dealer } => (
                "Trump: secret".into(),
                format!("Secret until the draft ends — only {dealer} (the dealer) knows it."),
                None,
            ),
            Shown::MySecret(t) => (
                format!("Your secret trump: {}", t.describe()),
                format!("{} Revealed to all when the draft ends.", describe_cards(t)),
                Some(t),
            ),
            Shown::TheirSecret { dealer, trump } => (
                format!("Secret trump: {}", trump.describe()),
                format!(
                    "{} Only {dealer} (the dealer) knows it until the draft ends.",
                    describe_cards(trump)
                ),
                Some(trump),
            ),
            Shown::Revealed(t) => (
                format!("Trump: {}", t.describe()),
                describe_cards(t),
                Some(t),
            ),
        };
        let sample = cards.and_then(|t| t.supertrump().map(|c| (c, t)));
        view! {
            <section class="panel trump-display" class:reveal=revealed data-testid="trump-display" aria-label="Trump">
                <h2>{title}</h2>
                <div class="trump-row">
                    {sample.map(|(c, t)| view! { <CardFace card=c trump=Some(t) extra="mini" /> })}
                    <p>{body}</p>
                </div>
            </section>
        }
    }
}
