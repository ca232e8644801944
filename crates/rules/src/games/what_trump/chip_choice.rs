//! The chip draft judged by the whole game's race ([`race`](super::race)), for Expert: a chip
//! counts for every round until it is cleared, far past the one round a search plays out,
//! and a search of the draft itself mostly plays out other random chips (it drafted worse
//! than Standard's rounds-to-clear model). So each chip on offer is judged by the seat's
//! chance of winning the race with it, against the other seats with the draft finished at
//! random ([`FINISHES`] finishes, the same for every chip), best first.
//!
//! With 3 players only, as measured (`docs/strength.md`): with 3, Expert won 53.4% of 1,000
//! games against two Standard bots this way, against 49.1% of 750 when its search drafted
//! the chips; with 4, 35.6% of 1,000 this way against 39.9% of 1,000. (A 3-player game runs
//! about 12.5 rounds, a 4-player one about 9.3: a chip's worth lies further past the first
//! round with 3.)

use super::actions::Action;
use super::race::{next_round_clears, win_chances};
use super::state::Phase;
use super::tasks::Task;
use super::view::View;
use crate::engine::{GameRng, Judged};

/// Random finishes of the draft for each chip's chance of winning.
const FINISHES: usize = 16;
/// The table size whose chip draft is judged here.
const JUDGED_PLAYERS: usize = 3;
/// Chips each seat holds once the draft is over.
const CHIPS: usize = 5;

/// In a 3-player chip draft, each chip on offer to the view's seat, best first; `None`
/// elsewhere (the search decides).
pub fn judge_chips(view: &View) -> Option<Vec<Judged<Action>>> {
    if view.phase != Phase::ChipDraft
        || view.observer
        || view.to_act != Some(view.seat)
        || view.players() != JUDGED_PLAYERS
    {
        return None;
    }
    let players = view.players();
    let me = view.seat.index();
    let held: Vec<Task> = view.chips.get(me)?.to_vec();
    let offset = |s: usize| (s + players - view.dealer.index()) % players;
    // The same finishes of the draft for every chip: the pool shuffled, and each seat's
    // missing chips taken from it in turn (the chip judged taken out first).
    let mut rng = GameRng::new(
        (view.pool.len() as u64 * 0x9E37_79B9) ^ ((me as u64) << 40) ^ 0xC41F_D2A7_0000_0001,
    );
    let shuffles: Vec<Vec<Task>> = (0..FINISHES)
        .map(|_| {
            let mut p = view.pool.clone();
            rng.shuffle(&mut p);
            p
        })
        .collect();
    let mut judged: Vec<Judged<Action>> = view
        .legal
        .iter()
        .filter_map(|a| match *a {
            Action::PickChip { task } => Some(task),
            _ => None,
        })
        .map(|task| {
            let mut mine = held.clone();
            mine.push(task);
            let (mut chance, mut gain) = (0.0, 0.0);
            for shuffled in &shuffles {
                let mut pool = shuffled.clone();
                if let Some(i) = pool.iter().position(|&t| t == task) {
                    pool.remove(i);
                }
                let sets: Vec<Vec<Task>> = (0..players)
                    .map(|s| {
                        let mut set = if s == me {
                            mine.clone()
                        } else {
                            view.chips.get(s).map(|c| c.to_vec()).unwrap_or_default()
                        };
                        while set.len() < CHIPS {
                            match pool.pop() {
                                Some(t) => set.push(t),
                                None => break,
                            }
                        }
                        set
                    })
                    .collect();
                let slices: Vec<&[Task]> = sets.iter().map(Vec::as_slice).collect();
                chance += win_chances(&slices, view.dealer.index())[me];
                gain += next_round_clears(players, &sets[me], offset(me) == 0);
            }
            let n = FINISHES as f64;
            Judged {
                action: Action::PickChip { task },
                chance: chance / n,
                gain: gain / n,
            }
        })
        .collect();
    // Best first; the sort is stable, so ties keep the order of the legal actions.
    judged.sort_by(|a, b| b.chance.total_cmp(&a.chance));
    Some(judged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Viewpoint};
    use crate::games::what_trump::{Options, WhatTrump};

    /// Through the whole chip draft: every chip on offer is judged once, best chance first,
    /// with a chance and a gain in range; outside the draft nothing is judged.
    #[test]
    fn every_chip_on_offer_is_judged_best_first() {
        {
            let players = 3u8;
            let options = Options { players };
            let mut g = WhatTrump::new(options, 9).expect("game");
            while g.phase() == Phase::ChipDraft {
                let seat = g.to_act().expect("someone picks");
                let view = g.view_from(Viewpoint::Seat(seat));
                let judged = judge_chips(&view).expect("judged in the chip draft");
                assert_eq!(judged.len(), view.legal.len());
                for a in &view.legal {
                    assert!(judged.iter().any(|j| &j.action == a), "{a:?} judged");
                }
                for w in judged.windows(2) {
                    assert!(w[0].chance >= w[1].chance);
                }
                for j in &judged {
                    assert!((0.0..=1.0).contains(&j.chance), "{}", j.chance);
                    assert!((0.0..=1.0).contains(&j.gain), "{}", j.gain);
                }
                // Another seat's view judges nothing: it is not that seat's choice.
                let other = crate::engine::Seat((seat.0 + 1) % players);
                assert!(judge_chips(&g.view_from(Viewpoint::Seat(other))).is_none());
                g.apply(seat, judged[0].action).expect("legal");
            }
            let seat = g.to_act().expect("the dealer sets the trump");
            assert!(judge_chips(&g.view_from(Viewpoint::Seat(seat))).is_none());
        }
    }

    /// With 4 players the search drafts the chips.
    #[test]
    fn a_four_player_chip_draft_is_searched() {
        let g = WhatTrump::new(Options { players: 4 }, 9).expect("game");
        let seat = g.to_act().expect("someone picks");
        assert_eq!(g.phase(), Phase::ChipDraft);
        assert!(judge_chips(&g.view_from(Viewpoint::Seat(seat))).is_none());
    }
}
