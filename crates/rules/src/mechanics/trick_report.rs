//! A trick as every trick-taking game's replay report writes it, and the hands a report sees
//! as the replay steps: each hand's deal, the tricks a play completed and who won them, and the
//! hand once scored.

use crate::engine::Seat;
use crate::mechanics::trick::Trick;
use crate::mechanics::trick_hand::{TrickHand, TrickRules};
use serde::Serialize;

/// One card of a trick.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayJson<C> {
    pub seat: Seat,
    pub card: C,
    /// Played face down (shown once the trick is complete); left out when not.
    #[serde(skip_serializing_if = "is_false")]
    pub face_down: bool,
}

fn is_false(b: &bool) -> bool {
    !b
}

/// A trick: its leader, the cards in the order played, the trump in force (`T`, the game's
/// own form) and the winner (absent for the trick in progress).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TrickJson<C, T> {
    pub leader: Seat,
    pub plays: Vec<PlayJson<C>>,
    pub trump: T,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
}

impl<C: Clone, T> TrickJson<C, T> {
    /// The trick in progress, as it lies.
    pub fn open(trick: &Trick<C>, trump: T) -> Self {
        TrickJson {
            leader: trick.leader,
            plays: trick
                .plays
                .iter()
                .map(|(seat, card)| PlayJson {
                    seat: *seat,
                    card: card.clone(),
                    face_down: trick.is_face_down(*seat),
                })
                .collect(),
            trump,
            winner: None,
        }
    }

    /// The trick `before` completed by `seat`'s `card` (face down or not), won by `winner`
    /// with `trump` in force.
    pub fn completed(before: &Trick<C>, play: PlayJson<C>, trump: T, winner: Seat) -> Self {
        let mut t = TrickJson::open(before, trump);
        t.plays.push(play);
        t.winner = Some(winner);
        t
    }
}

/// A hand's deal and tricks, as the replay saw them (the game adds its result).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandSeen<C, T> {
    pub number: usize,
    pub dealer: Seat,
    /// Cards dealt to each seat, where the number varies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards_each: Option<usize>,
    /// Each seat's cards as dealt.
    pub deal: Vec<Vec<C>>,
    /// The cards set aside, where the game has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set_aside: Option<Vec<C>>,
    pub tricks: Vec<TrickJson<C, T>>,
}

/// The hands of a match as the replay steps through it: those scored (`H`, the game's own
/// account of one), and the one dealt and not yet scored.
#[derive(Clone, Debug)]
pub struct HandsSeen<C, T, H> {
    pub scored: Vec<H>,
    pub open: Option<HandSeen<C, T>>,
}

impl<C, T, H> Default for HandsSeen<C, T, H> {
    fn default() -> Self {
        HandsSeen {
            scored: Vec::new(),
            open: None,
        }
    }
}

impl<C: Clone, T, H> HandsSeen<C, T, H> {
    /// Notes the deal of a hand when one is `dealt` and none is open (`seen` makes it).
    pub fn deal(&mut self, dealt: bool, seen: impl FnOnce() -> HandSeen<C, T>) {
        if dealt && self.open.is_none() {
            self.open = Some(seen());
        }
    }

    /// A card was played to `trick` (as it was before): if it completed the trick (a seat's
    /// count of tricks won went up from `won_before` to `won_after`), the trick is noted.
    pub fn play(
        &mut self,
        trick: &Trick<C>,
        play: PlayJson<C>,
        trump: T,
        won_before: &[u8],
        won_after: &[u8],
    ) {
        if let (Some(h), Some(winner)) = (&mut self.open, gainer(won_before, won_after)) {
            h.tricks
                .push(TrickJson::completed(trick, play, trump, winner));
        }
    }

    /// The open hand was scored: `account` makes the game's entry for it.
    pub fn score(&mut self, account: impl FnOnce(HandSeen<C, T>) -> H) {
        if let Some(h) = self.open.take() {
            self.scored.push(account(h));
        }
    }
}

impl<C: Copy + Ord, T, H> HandsSeen<C, T, H> {
    /// Notes the deal of hand `number` by `dealer` from a table on which no card has been
    /// played yet.
    pub fn deal_table(&mut self, number: usize, dealer: Seat, table: &TrickHand<C>) {
        let fresh = table.tricks.is_empty() && table.trick.plays.is_empty();
        self.deal(fresh, || HandSeen {
            number,
            dealer,
            cards_each: None,
            deal: table.hands.clone(),
            set_aside: None,
            tricks: Vec::new(),
        });
    }

    /// `seat` played `card` on the table as it was (`before`, judged by `rules` with `trump`
    /// in force): a trick it completed is noted. Returns the tricks won after the play (a
    /// finished hand's whole count, though the game has dealt anew since).
    pub fn play_on<R: TrickRules<C>>(
        &mut self,
        before: &TrickHand<C>,
        rules: &mut R,
        (seat, card): (Seat, C),
        trump: T,
    ) -> Vec<u8> {
        let mut after = before.clone();
        let face_down = rules.face_down(&before.trick, card);
        let _ = after.play(rules, seat, card);
        let play = PlayJson {
            seat,
            card,
            face_down,
        };
        self.play(&before.trick, play, trump, &before.won, &after.won);
        after.won
    }
}

/// The seat whose count of tricks won went up from `before` to `after` (the winner of the
/// trick a play completed), if any.
pub fn gainer(before: &[u8], after: &[u8]) -> Option<Seat> {
    before
        .iter()
        .zip(after)
        .position(|(b, a)| a > b)
        .map(|i| Seat(i as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_completed_trick_keeps_face_down_cards_and_names_its_winner() {
        let mut t: Trick<u8> = Trick::new(Seat(2));
        t.play(Seat(2), 7, false);
        t.play(Seat(0), 3, true);
        let play = PlayJson {
            seat: Seat(1),
            card: 9,
            face_down: false,
        };
        let done = TrickJson::completed(&t, play, "moons", Seat(1));
        let v = serde_json::to_value(&done).expect("json");
        assert_eq!(
            v,
            serde_json::json!({
                "leader": 2,
                "plays": [{"seat": 2, "card": 7}, {"seat": 0, "card": 3, "face_down": true}, {"seat": 1, "card": 9}],
                "trump": "moons",
                "winner": 1,
            })
        );
        assert_eq!(gainer(&[1, 0, 2], &[1, 1, 2]), Some(Seat(1)));
        assert_eq!(gainer(&[1, 0, 2], &[1, 0, 2]), None);
    }
}
