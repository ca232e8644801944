//! How well placed each seat of a What Trump? game is, for Expert's search, whose playouts
//! stop at the end of the round: the chips each seat still holds, a hard chip weighing more
//! than an easy one. So the search drafts easy chips, and pursues and discards hard ones, as
//! a player who knows the game would (the chips discarded alone would make every chip alike).

use super::state::WhatTrump;
use super::tasks::Task;

/// How hard each task is to meet (1 − the chance of meeting it when pursuing it in an
/// average round), in `Task::all()` order: exactly 1–4, no red/green/yellow/blue, fewest,
/// most, last trick, no tricks. The column means of Standard's measured chip table
/// ([`chip_table`](super::chip_table); a test in Standard's `chips.rs` keeps the two in step).
pub const HARDNESS_3P: [f64; 12] = [
    0.93, 0.92, 0.85, 0.74, 0.84, 0.84, 0.78, 0.84, 0.73, 0.35, 0.58, 0.97,
];
pub const HARDNESS_4P: [f64; 12] = [
    0.77, 0.68, 0.64, 0.74, 0.67, 0.66, 0.66, 0.69, 0.85, 0.51, 0.66, 0.87,
];

/// How much more a hard chip weighs than an easy one.
const HARD_WEIGHT: f64 = 1.0;

/// The column of `t` in the hardness tables.
pub fn task_column(t: Task) -> usize {
    match t {
        Task::Exactly(k) => (k.clamp(1, 4) - 1) as usize,
        Task::NoSuit(s) => 4 + s as usize,
        Task::Fewest => 8,
        Task::Most => 9,
        Task::LastTrick => 10,
        Task::NoTricks => 11,
    }
}

/// How hard `t` is to meet with `players` at the table (0 easy … 1 hard).
pub fn hardness(t: Task, players: usize) -> f64 {
    let table = if players == 3 {
        &HARDNESS_3P
    } else {
        &HARDNESS_4P
    };
    table[task_column(t)]
}

/// Each seat's standing for the search: minus the weight of the chips it still holds, each
/// weighing 1 on average and more the harder it is.
pub fn standing(g: &WhatTrump) -> Vec<f64> {
    let players = g.options().players as usize;
    g.chips
        .iter()
        .map(|c| -c.as_slice().iter().map(|&t| worth(t, players)).sum::<f64>())
        .collect()
}

/// What meeting `task` is worth in [`standing`].
pub fn worth(task: Task, players: usize) -> f64 {
    let table = if players == 3 {
        &HARDNESS_3P
    } else {
        &HARDNESS_4P
    };
    let mean = table.iter().sum::<f64>() / table.len() as f64;
    1.0 + HARD_WEIGHT * (hardness(task, players) - mean)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::what_trump::Suit;

    #[test]
    fn a_chip_weighs_one_on_average_and_a_hard_one_more() {
        for players in [3, 4] {
            let mean: f64 = Task::all().iter().map(|&t| worth(t, players)).sum::<f64>() / 12.0;
            assert!((mean - 1.0).abs() < 1e-9);
        }
        // With four players "no tricks" is met far less often than "most tricks".
        assert!(worth(Task::NoTricks, 4) > worth(Task::Most, 4));
        assert!(worth(Task::Exactly(1), 3) > worth(Task::Fewest, 3));
        assert!(worth(Task::NoSuit(Suit::Blue), 4) > 0.5);
    }

    #[test]
    fn every_task_has_its_own_column() {
        let mut columns: Vec<usize> = Task::all().into_iter().map(task_column).collect();
        assert_eq!(columns, (0..12).collect::<Vec<_>>(), "Task::all() order");
        columns.dedup();
        assert_eq!(columns.len(), 12);
    }

    #[test]
    fn fewer_and_easier_chips_stand_higher() {
        use crate::engine::Game;
        use crate::games::what_trump::{Action, Options, Phase, WhatTrump};
        let mut g = WhatTrump::new(Options::default(), 1).expect("game");
        assert_eq!(g.standing(), vec![0.0; 4], "nobody holds a chip yet");
        // Each seat in turn takes the first chip offered until the draft ends.
        while g.phase() == Phase::ChipDraft {
            let seat = g.to_act().expect("someone picks");
            let a = g.legal_actions()[0];
            g.apply(seat, a).expect("legal");
            let Action::PickChip { task } = a else {
                panic!("a chip pick")
            };
            let s = g.standing();
            let held: f64 = g.chips()[seat.index()].iter().map(|&t| worth(t, 4)).sum();
            assert!((s[seat.index()] + held).abs() < 1e-9, "{task:?}");
        }
        let s = g.standing();
        let chips = g.chips();
        for a in 0..4 {
            for b in 0..4 {
                let harder = chips[a].iter().map(|&t| hardness(t, 4)).sum::<f64>()
                    > chips[b].iter().map(|&t| hardness(t, 4)).sum::<f64>();
                if chips[a].len() == chips[b].len() && harder {
                    assert!(s[a] < s[b]);
                }
            }
        }
    }
}
