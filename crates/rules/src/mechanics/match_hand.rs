//! A match's hand in play and its phases declared once: [`match_hand!`](crate::match_hand)
//! writes the hand's struct (its number, a [`TrickHand`](crate::mechanics::trick_hand::TrickHand)
//! for the cards and what is the game's own, each with its value before the deal), its
//! [`MatchHand`](crate::mechanics::match_state::MatchHand) and its reading as the table;
//! [`trick_phases!`](crate::trick_phases) writes the phases, the game's own first, then the
//! bids of a Bidding variant, the tricks and the end.

/// Declares a match's hand in play. Fields listed before `@table` are saved before the
/// cards, the others after (the keys a save keeps, in that order); each has its value in an
/// empty hand, which may read the number of players through the name after `for`:
///
/// ```ignore
/// crate::match_hand! {
///     /// The hand in play.
///     pub struct Hand of Card, for players {
///         @table,
///         bids: Vec<Option<u8>> = vec![None; players],
///     }
/// }
/// ```
#[macro_export]
macro_rules! match_hand {
    (
        $(#[$meta:meta])*
        pub struct $hand:ident of $card:ty, for $players:ident {
            $( $(#[$bdoc:meta])* $before:ident: $bty:ty = $binit:expr, )*
            @table,
            $( $(#[$adoc:meta])* $after:ident: $aty:ty = $ainit:expr, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub struct $hand {
            /// From 1.
            pub number: usize,
            $( $(#[$bdoc])* pub $before: $bty, )*
            /// The hands, the open trick, the tricks gathered and won.
            #[serde(flatten)]
            pub table: $crate::mechanics::trick_hand::TrickHand<$card>,
            $( $(#[$adoc])* pub $after: $aty, )*
        }

        impl $crate::mechanics::match_state::MatchHand<$card> for $hand {
            fn empty(number: usize, $players: usize, dealer: $crate::engine::Seat) -> Self {
                $hand {
                    number,
                    $( $before: $binit, )*
                    table: $crate::mechanics::trick_hand::TrickHand::empty(
                        $players,
                        dealer.next($players),
                    ),
                    $( $after: $ainit, )*
                }
            }
            fn number(&self) -> usize {
                self.number
            }
        }

        $crate::deref_to_table!($hand, $card);
    };
}

/// Declares a match's `Phase`: the game's own phases, then with `bidding` the bids
/// (`Bid`), then the tricks (`Play`) and the end (`GameOver`). Saved in kebab-case
/// (`"game-over"`); `trick_match_state!` reads `Play` and `GameOver`.
#[macro_export]
macro_rules! trick_phases {
    (bidding $(#[$meta:meta])* pub enum $name:ident { $($own:tt)* }) => {
        $crate::trick_phases! {
            $(#[$meta])*
            pub enum $name {
                $($own)*
                /// Bids of tricks, in turn from the dealer's left.
                Bid,
            }
        }
    };
    ($(#[$meta:meta])* pub enum $name:ident { $($own:tt)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum $name {
            $($own)*
            /// The tricks.
            Play,
            /// The match is over.
            GameOver,
        }
    };
}
