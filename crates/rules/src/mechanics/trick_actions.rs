//! A trick-taking game's `Action` declared with what trick-takers share: the card played and,
//! with `bidding`, a bid of tricks, written once with their captions. A game names its own
//! actions, each with its caption: what is said after the seat's name (in the third person),
//! as the table's status line and the records' notes say it, a [`Said`](trumps_words::Said)
//! of a message of `captions.ftl` (the action's `said()`; its `Display` is that in English):
//!
//! ```ignore
//! crate::trick_actions! {
//!     bidding
//!     /// Whist's actions.
//!     pub enum Action for Card {
//!         /// The dealer names trump.
//!         NameTrump { suit: Suit } => (Said::new(Msg::WhistNamesTrump).said("suit", suit.said())),
//!     }
//! }
//! ```
//!
//! The enum is saved with a kebab-case `type` tag (`{"type": "play", "card": "…"}`); the
//! game's own actions come first, then `Bid { tricks }`, then `Play { card }`.

/// Declares a trick-taking game's `Action` (see the module's text).
#[macro_export]
macro_rules! trick_actions {
    (
        @declare
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident: $fty:ty),* $(,)? })? => ($said:expr),
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(tag = "type", rename_all = "kebab-case")]
        pub enum $name {
            $( $(#[$vmeta])* $variant $({ $($field: $fty),* })?, )*
        }

        impl $name {
            /// What the action does, said after the seat's name ("plays the 7 of Hearts").
            pub fn said(&self) -> trumps_words::Said {
                match self {
                    $( $name::$variant $({ $($field),* })? => $said, )*
                }
            }
        }

        impl std::fmt::Display for $name {
            /// [`Self::said`] in English.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.said().en())
            }
        }
    };
    (
        bidding
        $(#[$meta:meta])*
        pub enum $name:ident for $card:ty { $($own:tt)* }
    ) => {
        $crate::trick_actions! {
            $(#[$meta])*
            pub enum $name for $card {
                $($own)*
                /// Bidding: the number of tricks this seat means to take.
                Bid { tricks: u8 } => (
                    trumps_words::Said::new(trumps_words::Msg::CaptionActionBids).num("n", *tricks)
                ),
            }
        }
    };
    (
        $(#[$meta:meta])*
        pub enum $name:ident for $card:ty { $($own:tt)* }
    ) => {
        $crate::trick_actions! {
            @declare
            $(#[$meta])*
            pub enum $name {
                $($own)*
                /// A card of the hand played to the trick.
                Play { card: $card } => (
                    trumps_words::Said::new(trumps_words::Msg::CaptionActionPlays)
                        .said("card", card.said())
                ),
            }
        }
    };
}
