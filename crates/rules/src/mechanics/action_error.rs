//! A game's `ActionError` declared with the refusals every card game of turns shares, and
//! their words written once: the game is over, it is another seat's turn, the action belongs
//! to another part of the hand, the card is not in the hand. With the Decktet, also the card
//! that does not follow (and [`Refusal`](crate::mechanics::decktet_tricks::Refusal) turned into
//! the game's error).
//!
//! [`action_error!`](crate::action_error) takes the game's own variants and the words for
//! them (match arms giving what is said, a [`Said`](trumps_words::Said), in `said { .. }`):
//! the error's `said()` is read in the reader's language on the page, its `Display` is its
//! English (the command line's).
//!
//! ```ignore
//! crate::action_error! {
//!     /// Why an action was refused.
//!     pub enum ActionError for Card {
//!         EmptyBid,
//!     }
//!     said {
//!         ActionError::EmptyBid => Said::new(Msg::RefusalEmptyBid),
//!     }
//! }
//! ```
//!
//! `decktet pub enum ActionError { .. }` (no card named) adds `MustFollow { card, led }` and
//! `From<Refusal>`; `decktet bidding` adds the bid of more tricks than the hand has
//! (`BidTooHigh`, from [`TooHigh`](crate::mechanics::bidding::TooHigh)) too.

/// Declares a game's `ActionError`: the shared refusals first, then the game's own; its
/// `Display` (the shared words, then the game's arms) and `std::error::Error`. See the
/// module's text.
#[macro_export]
macro_rules! action_error {
    (
        decktet bidding
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($own:tt)* }
        said { $($arms:tt)* }
    ) => {
        $crate::action_error! {
            decktet
            $(#[$meta])*
            $vis enum $name {
                /// A bid of more tricks than the hand has.
                BidTooHigh {
                    bid: u8,
                    tricks: usize,
                },
                $($own)*
            }
            said {
                $name::BidTooHigh { bid, tricks } => trumps_words::Said::new(
                    trumps_words::Msg::RefusalBidTooHigh,
                )
                .num("bid", *bid)
                .num("tricks", *tricks as f64),
                $($arms)*
            }
        }

        impl From<$crate::mechanics::bidding::TooHigh> for $name {
            fn from(t: $crate::mechanics::bidding::TooHigh) -> Self {
                $name::BidTooHigh {
                    bid: t.bid,
                    tricks: t.tricks,
                }
            }
        }
    };
    (
        decktet
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($own:tt)* }
        said { $($arms:tt)* }
    ) => {
        $crate::action_error! {
            $(#[$meta])*
            $vis enum $name for $crate::mechanics::decktet::Card {
                /// The card does not share a suit with the led card, and the hand has one
                /// that does.
                MustFollow {
                    card: $crate::mechanics::decktet::Card,
                    led: $crate::mechanics::decktet::Card,
                },
                $($own)*
            }
            said {
                $name::MustFollow { card, led } => trumps_words::Said::new(
                    trumps_words::Msg::RefusalMustFollowSuits,
                )
                .said("card", card.said())
                .said("led", led.said()),
                $($arms)*
            }
        }

        impl From<$crate::mechanics::decktet_tricks::Refusal> for $name {
            fn from(r: $crate::mechanics::decktet_tricks::Refusal) -> Self {
                use $crate::mechanics::decktet_tricks::Refusal;
                match r {
                    Refusal::NotInHand(card) => $name::CardNotInHand(card),
                    Refusal::MustFollow { card, led } => $name::MustFollow { card, led },
                }
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident for $card:ty { $($own:tt)* }
        said { $($arms:tt)* }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        $vis enum $name {
            GameOver,
            NotYourTurn {
                to_act: $crate::engine::Seat,
                seat: $crate::engine::Seat,
            },
            /// The action belongs to another part of the hand.
            NotNow {
                phase: &'static str,
            },
            CardNotInHand($card),
            $($own)*
        }

        impl $name {
            /// Why the action was refused, as said in the reader's language.
            pub fn said(&self) -> trumps_words::Said {
                use trumps_words::{Msg, Said};
                match self {
                    $name::GameOver => Said::new(Msg::RefusalGameOver),
                    $name::NotYourTurn { to_act, seat } => Said::new(Msg::RefusalNotYourTurn)
                        .num("turn", to_act.0 as f64)
                        .num("seat", seat.0 as f64),
                    $name::NotNow { phase } => {
                        Said::new(Msg::RefusalNotNow).text("phase", *phase)
                    }
                    $name::CardNotInHand(c) => {
                        Said::new(Msg::RefusalNotInThatHand).said("card", c.said())
                    }
                    $($arms)*
                }
            }
        }

        /// The refusal in English (the command line's words).
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.said().en())
            }
        }

        impl std::error::Error for $name {}

        impl $name {
            /// Whether `seat` may act when `to_act` is to act (`None`: the game is over).
            pub fn check_turn(
                to_act: Option<$crate::engine::Seat>,
                seat: $crate::engine::Seat,
            ) -> Result<(), Self> {
                match to_act {
                    None => Err($name::GameOver),
                    Some(to_act) if to_act != seat => Err($name::NotYourTurn { to_act, seat }),
                    Some(_) => Ok(()),
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::engine::Seat;
    use crate::mechanics::decktet::Card;
    use crate::mechanics::decktet_tricks::Refusal;

    crate::action_error! {
        decktet
        enum Refused {
            Other,
        }
        said {
            Refused::Other => trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", "other"),
        }
    }

    #[test]
    fn shared_refusals_have_their_words() {
        let deck = Card::deck(false, false);
        let (card, led) = (deck[0], deck[1]);
        let (to_act, seat) = (Seat(1), Seat(0));
        let words = [
            (Refused::GameOver, "the game is over".to_string()),
            (
                Refused::NotYourTurn { to_act, seat },
                format!("it is {to_act}'s turn, not {seat}'s"),
            ),
            (
                Refused::NotNow { phase: "bid" },
                "that is not an action for now (bid)".into(),
            ),
            (
                Refused::CardNotInHand(card),
                format!("{} is not in that hand", card.describe()),
            ),
            (
                Refused::MustFollow { card, led },
                format!(
                    "{} does not follow {}: play a card with one of its suits",
                    card.describe(),
                    led.describe()
                ),
            ),
            (Refused::Other, "other".into()),
        ];
        for (refused, text) in words {
            assert_eq!(refused.to_string(), text);
        }
        assert_eq!(Refused::check_turn(None, seat), Err(Refused::GameOver));
        assert_eq!(
            Refused::check_turn(Some(to_act), seat),
            Err(Refused::NotYourTurn { to_act, seat })
        );
        assert_eq!(Refused::check_turn(Some(seat), seat), Ok(()));
        let followed: Refused = Refusal::MustFollow { card, led }.into();
        assert_eq!(followed, Refused::MustFollow { card, led });
        assert_eq!(
            Refused::from(Refusal::NotInHand(card)),
            Refused::CardNotInHand(card)
        );
    }
}
