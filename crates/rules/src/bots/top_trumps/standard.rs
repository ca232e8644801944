//! "Standard": for each attribute, the chance that its top card beats every card the others
//! still in may show. A top card the bot knows (a stack whose cards were all seen going
//! under it) counts as itself; an unknown one as any card whose place the bot does not know,
//! so the cards seen go by shift the odds. A tie or "no data" keeps the choice and feeds the
//! middle pile, worth a little; losing the choice is worth nothing.

use crate::bots::{Bot, Budget};
use crate::games::top_trumps::{Action, TopTrumps, View};
use std::cmp::Ordering;

/// What a turn that keeps the choice (a tie, no data) is worth against a win.
const KEEP_WORTH: f64 = 0.2;

crate::seeded_bot!(Standard);

/// One attribute's chances for the viewer's top card.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chances {
    pub win: f64,
    /// Someone shows a strictly better value.
    pub lose: f64,
}

/// The chances of each attribute (in the pack's order) for the viewer's top card.
pub fn chances(view: &View) -> Vec<Chances> {
    let pack = &view.options.pack;
    let Some(me) = view.viewpoint.seat() else {
        return Vec::new();
    };
    let Some(mine) = view.my_top() else {
        return Vec::new();
    };
    let pool = view.unknown_cards();
    (0..pack.attributes.len())
        .map(|a| {
            let attr = &pack.attributes[a];
            let Some(v) = pack.value(mine as usize, a) else {
                return Chances {
                    win: 0.0,
                    lose: 0.0,
                };
            };
            let mut win = 1.0;
            let mut not_lose = 1.0;
            for (i, s) in view.stacks.iter().enumerate() {
                if i == me.index() || s.count == 0 {
                    continue;
                }
                // This opponent's card: the one known, or any of the pool.
                let known;
                let candidates: &[u8] = match s.top {
                    Some(t) => {
                        known = [t];
                        &known
                    }
                    None => &pool,
                };
                let n = candidates.len().max(1) as f64;
                let (mut beaten, mut better) = (0.0, 0.0);
                for &c in candidates {
                    match pack.value(c as usize, a) {
                        None => {}
                        Some(w) => match attr.compare(v, w) {
                            Ordering::Greater => beaten += 1.0,
                            Ordering::Less => better += 1.0,
                            Ordering::Equal => {}
                        },
                    }
                }
                win *= beaten / n;
                not_lose *= 1.0 - better / n;
            }
            Chances {
                win,
                lose: 1.0 - not_lose,
            }
        })
        .collect()
}

impl Bot<TopTrumps> for Standard {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let odds = chances(view);
        let worth = |a: usize| {
            odds.get(a).map_or(0.0, |c| {
                c.win + KEEP_WORTH * (1.0 - c.win - c.lose).max(0.0)
            })
        };
        let mut best: Vec<Action> = Vec::new();
        let mut best_worth = f64::NEG_INFINITY;
        for &action in &view.legal {
            let Action::Choose { attribute } = action;
            let w = worth(attribute as usize);
            if w > best_worth + 1e-9 {
                best_worth = w;
                best.clear();
                best.push(action);
            } else if (w - best_worth).abs() <= 1e-9 {
                best.push(action);
            }
        }
        match best.len() {
            0 => Action::Choose { attribute: 0 },
            n => best[self.rng.below(n)],
        }
    }
}
