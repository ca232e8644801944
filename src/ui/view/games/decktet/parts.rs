//! The table parts every Decktet game shares, as a macro its `GameUi` calls (apart from the
//! module's shared types, so that the felt and the summaries, which read those, are not also
//! named by them).

/// The [`GameUi`](crate::ui::view::games::GameUi) parts every Decktet table shares: the felt (with
/// the game's `decisions` above the trick and its `trump::TrumpDisplay` over the players), the
/// hand summaries and the ending, and the replay viewer's scored hand (`scored` reads it from
/// the game).
macro_rules! decktet_parts {
    (decisions: { $($decisions:tt)* }, scored: $scored:expr $(,)?) => {
        fn felt() -> AnyView {
            let decisions = ::leptos::view! { $($decisions)* };
            let trump = ::leptos::view! { <trump::TrumpDisplay /> };
            $crate::ui::view::games::decktet::felt::felt::<View>(decisions.into_any(), trump.into_any())
        }
        fn endings() -> AnyView {
            $crate::ui::view::games::decktet::summary::endings::<View>()
        }
        fn replay_scored() -> AnyView {
            $crate::ui::view::games::decktet::summary::replay_summary::<View>($scored)
        }
        fn suits() -> Vec<String> {
            <$crate::mechanics::decktet::Card as $crate::ui::view::games::card_shell::CardDraw>::every_suit()
        }
    };
}
pub(crate) use decktet_parts;
