//! The search bot's playout policy for Top Trumps: mostly the attribute where the chooser's
//! top card stands best in the pack, sometimes another at random.

use super::actions::Action;
use super::state::TopTrumps;

pub fn pick(g: &TopTrumps, legal: &[Action], r: u64) -> usize {
    let n = legal.len().max(1);
    // One playout step in four is random, so the search sees more than one line.
    if r.is_multiple_of(4) {
        return ((r >> 2) % n as u64) as usize;
    }
    let Some(&top) = g.stack(g.chooser()).front() else {
        return 0;
    };
    let pack = &g.options().pack;
    legal
        .iter()
        .enumerate()
        .map(|(i, Action::Choose { attribute })| {
            (i, pack.strength(top as usize, *attribute as usize))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(0, |(i, _)| i)
}
