//! Why a trick was won, in words every trick-taker shares: the highest trump, the highest card
//! that followed, a tie and what broke it, the supertrump and the trump number (What Trump?),
//! the Excuse that never wins. A game's rules give the reason with the winner, judged once
//! ([`TrickRules::judge`]), so the words can never disagree with who took the trick; and it is
//! given only for a complete trick, whose cards all lie face up, so the cards it names (the
//! winner's, and the Excuse it beat) are ones every viewer has seen.
//!
//! The line is written in the third person ("Ann's 7 of Knots wins the trick: the highest
//! trump."); a seat named "You" reads right once the text passes through
//! [`agree`](crate::engine::person_words::agree).

use super::trick::CompletedTrick;
use super::trick_hand::{Played, TrickHand, TrickRules};
use crate::engine::Seat;
use trumps_words::{Msg, Said};

/// What "following" means in a game, for the words of [`TrickWin::HighestFollowing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Follow {
    /// A card follows if it is of the suit led (the French deck, What Trump?'s printed suits).
    LedSuit,
    /// A card follows if it shares a suit with the led card (the Decktet's cards of several
    /// suits).
    SharesSuit,
}

/// How cards of equal rank at the top of a trick were told apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The led card's suits read from the top: the winner carries `suit`, the first of them any
    /// tied card carries; `over` is the next of them another tied card carries, if one does.
    LedSuits {
        suit: &'static str,
        over: Option<&'static str>,
    },
    /// Pawns of equal rank: the one played first wins.
    Pawns,
    /// Early bird: every tie goes to the card played first.
    EarlyBird,
    /// Nothing else told them apart: the one played first wins.
    FirstPlayed,
}

/// Why the winner of a complete trick won it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrickWin {
    /// What Trump?: the card of the trump suit and the trump number beats everything.
    Supertrump,
    /// What Trump?: a card of the trump number, the first of them played (`alone`: the only
    /// one).
    FirstTrumpNumber { alone: bool },
    /// The highest trump (`alone`: the only trump played).
    HighestTrump { alone: bool },
    /// No trump was played: the highest card that followed (`alone`: nothing followed the led
    /// card, which wins).
    HighestFollowing { alone: bool, follow: Follow },
    /// `tied` cards of equal rank were highest (among the trumps if `trump`), told apart `by`.
    Tie { trump: bool, tied: u8, by: TieBreak },
    /// Every other card played was the Excuse, which never wins.
    OnlyCard,
}

impl TrickWin {
    /// The reason in words, after "wins the trick: " ("the highest trump").
    pub fn words(self) -> String {
        self.said().en()
    }

    /// The reason as said in the reader's language, after "wins the trick: ".
    pub fn said(self) -> Said {
        match self {
            TrickWin::Supertrump => Said::new(Msg::TrickWhySupertrump),
            TrickWin::FirstTrumpNumber { alone: true } => Said::new(Msg::TrickWhyTrumpNumber),
            TrickWin::FirstTrumpNumber { alone: false } => Said::new(Msg::TrickWhyFirstTrumpNumber),
            TrickWin::HighestTrump { alone: true } => Said::new(Msg::TrickWhyOnlyTrump),
            TrickWin::HighestTrump { alone: false } => Said::new(Msg::TrickWhyHighestTrump),
            TrickWin::HighestFollowing { alone: true, .. } => {
                Said::new(Msg::TrickWhyNothingFollowed)
            }
            TrickWin::HighestFollowing {
                alone: false,
                follow: Follow::LedSuit,
            } => Said::new(Msg::TrickWhyHighestLedSuit),
            TrickWin::HighestFollowing {
                alone: false,
                follow: Follow::SharesSuit,
            } => Said::new(Msg::TrickWhyHighestSharing),
            TrickWin::Tie { trump, tied, by } => tie_said(trump, tied, by),
            TrickWin::OnlyCard => Said::new(Msg::TrickWhyOnlyCard),
        }
    }
}

/// "two Pawns tie, and the first played wins", "two cards of equal rank tie, and Moons is
/// higher than Leaves on the led card".
fn tie_said(trump: bool, tied: u8, by: TieBreak) -> Said {
    // A suit's name as the tie-break keeps it (the Decktet's, in English).
    let suit = |name: &str| match crate::mechanics::decktet::Suit::from_name(name) {
        Some(s) => s.said(),
        None => Said::new(Msg::SaidText).text("text", name),
    };
    let broken = match by {
        TieBreak::LedSuits {
            suit: s,
            over: Some(over),
        } => Said::new(Msg::TrickTieSuitHigher)
            .said("suit", suit(s))
            .said("over", suit(over)),
        TieBreak::LedSuits {
            suit: s,
            over: None,
        } => Said::new(Msg::TrickTieSuitShared).said("suit", suit(s)),
        TieBreak::Pawns | TieBreak::FirstPlayed => Said::new(Msg::TrickTieFirstPlayed),
        TieBreak::EarlyBird => Said::new(Msg::TrickTieEarlyBird),
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    Said::new(Msg::TrickWhyTie)
        .num("tied", tied)
        .text("pawns", yes(matches!(by, TieBreak::Pawns)))
        .text("trump", yes(trump))
        .said("broken", broken)
}

/// A complete trick explained: who won it, with which card, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickReason<C> {
    pub winner: Seat,
    pub card: C,
    pub why: TrickWin,
}

impl<C: Copy> TrickReason<C> {
    /// The reason for a trick of these `plays` as its rules `judged` it (the winner and why);
    /// `None` if the winner played no card to it.
    pub fn judged(plays: &[(Seat, C)], judged: (Seat, TrickWin)) -> Option<Self> {
        let (winner, why) = judged;
        let &(_, card) = plays.iter().find(|&&(s, _)| s == winner)?;
        Some(TrickReason { winner, card, why })
    }

    /// The line: "Ann's 7 of Knots wins the trick: the highest trump." `name` names a seat,
    /// `card_words` a card as the game writes it.
    pub fn line(&self, name: &dyn Fn(Seat) -> String, card_words: impl Fn(C) -> String) -> String {
        line(&name(self.winner), &card_words(self.card), self.why)
    }

    /// The line as said in the reader's language; `card` says a card as the game names it.
    pub fn said(&self, name: &dyn Fn(Seat) -> String, card: impl Fn(C) -> Said) -> Said {
        said_line(&name(self.winner), card(self.card), self.why)
    }
}

/// "Ann's 7 of Knots wins the trick: the highest trump." from the winner's name, the winning
/// card in words and why it won.
pub fn line(winner: &str, card: &str, why: TrickWin) -> String {
    Said::new(Msg::TrickWon)
        .seat("winner", winner)
        .text("card", card)
        .said("why", why.said())
        .en()
}

/// The same line as said in the reader's language.
pub fn said_line(winner: &str, card: Said, why: TrickWin) -> Said {
    Said::new(Msg::TrickWon)
        .seat("winner", winner)
        .said("card", card)
        .said("why", why.said())
}

/// The completed trick `done` explained by the `rules` it was judged by.
pub fn explain<C: Copy, R: TrickRules<C>>(
    rules: &R,
    done: &CompletedTrick<C>,
) -> Option<TrickReason<C>> {
    TrickReason::judged(&done.plays, rules.judge(&done.as_played()))
}

/// The trick that `seat` playing `card` on `table` completes, explained by `rules` as the play
/// leaves them (an Ace played changes Ace Trump's trump first): `None` if the play completes
/// no trick or is refused. The table is not changed (the play is made on a copy).
pub fn explain_play<C: Copy + Ord, R: TrickRules<C>>(
    table: &TrickHand<C>,
    rules: &mut R,
    seat: Seat,
    card: C,
) -> Option<TrickReason<C>> {
    let mut after = table.clone();
    match after.play(rules, seat, card) {
        Ok(Played::Trick(_) | Played::HandOver(_)) => explain(rules, after.tricks.last()?),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_reads_as_one_line() {
        let l = |why| line("Ann", "7 of Knots", why);
        assert_eq!(
            l(TrickWin::HighestTrump { alone: false }),
            "Ann's 7 of Knots wins the trick: the highest trump."
        );
        assert_eq!(
            l(TrickWin::HighestTrump { alone: true }),
            "Ann's 7 of Knots wins the trick: the only trump."
        );
        assert_eq!(
            l(TrickWin::HighestFollowing {
                alone: false,
                follow: Follow::LedSuit
            }),
            "Ann's 7 of Knots wins the trick: the highest of the led suit, no trump played."
        );
        assert_eq!(
            l(TrickWin::HighestFollowing {
                alone: true,
                follow: Follow::SharesSuit
            }),
            "Ann's 7 of Knots wins the trick: nothing followed it and no trump was played."
        );
        assert_eq!(
            l(TrickWin::Tie {
                trump: false,
                tied: 2,
                by: TieBreak::Pawns
            }),
            "Ann's 7 of Knots wins the trick: two Pawns tie, and the first played wins."
        );
        assert_eq!(
            l(TrickWin::Tie {
                trump: true,
                tied: 3,
                by: TieBreak::EarlyBird
            }),
            "Ann's 7 of Knots wins the trick: three cards of equal rank tie for the highest \
             trump, and with Early bird the first played wins."
        );
        assert_eq!(
            l(TrickWin::Tie {
                trump: false,
                tied: 2,
                by: TieBreak::LedSuits {
                    suit: "Moons",
                    over: Some("Leaves")
                }
            }),
            "Ann's 7 of Knots wins the trick: two cards of equal rank tie, and Moons is higher \
             than Leaves on the led card."
        );
        assert_eq!(
            l(TrickWin::OnlyCard),
            "Ann's 7 of Knots wins the trick: the only card besides the Excuse, which never wins."
        );
    }

    #[test]
    fn a_reason_names_the_winners_card() {
        let plays = [(Seat(2), 'a'), (Seat(0), 'b'), (Seat(1), 'c')];
        let why = TrickWin::HighestTrump { alone: true };
        let r = TrickReason::judged(&plays, (Seat(0), why)).expect("seat 0 played");
        assert_eq!(r.card, 'b');
        let name = |s: Seat| ["Ann", "Bo", "Cy"][s.index()].to_string();
        assert_eq!(
            r.line(&name, |c| format!("card {c}")),
            "Ann's card b wins the trick: the only trump."
        );
        assert_eq!(TrickReason::judged(&plays, (Seat(3), why)), None);
    }
}
