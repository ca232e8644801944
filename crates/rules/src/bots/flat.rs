//! Flat Monte Carlo, a cheap look ahead for a heuristic bot: each legal action is tried over
//! the same few states drawn from the bot's view, each played out to the end of the hand
//! with the game's playout policy ([`BotGame::playout_pick`]), and the action whose mean
//! gain in points is best is taken. No tree: far cheaper and weaker than Expert's search, but
//! it sees what a card does to the bid the bot must make exactly.

use super::random::BotRng;
use super::search::play_out_hand;
use super::BotGame;

/// The legal action of the viewer with the best mean gain in points over `deals` states
/// drawn from `view`; `None` with nothing to decide. The same states serve every action.
pub fn best<G: BotGame>(view: &G::View, deals: usize, rng: &mut BotRng) -> Option<G::Action> {
    let seat = G::view_seat(view)?;
    let first = G::sample(view, rng.next_u64());
    let legal = first.legal_actions();
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let mut sums = vec![0.0; legal.len()];
    let mut buf: Vec<G::Action> = Vec::new();
    for d in 0..deals.max(1) {
        let base = if d == 0 {
            first.clone()
        } else {
            G::sample(view, rng.next_u64())
        };
        let bits = rng.next_u64();
        for (a, sum) in legal.iter().zip(sums.iter_mut()) {
            let mut g = base.clone();
            let before = g.scores();
            let scored = g.hands_scored();
            if g.apply(seat, a.clone()).is_err() {
                *sum = f64::MIN;
                continue;
            }
            let mut r = bits;
            play_out_hand(&mut g, scored, &mut buf, || {
                r = r
                    .wrapping_mul(0x5851_F42D_4C95_7F2D)
                    .wrapping_add(0x1405_7B7E_F767_814F);
                r
            });
            let after = g.scores();
            let gain = after.get(seat.index()).copied().unwrap_or(0)
                - before.get(seat.index()).copied().unwrap_or(0);
            *sum += f64::from(gain);
        }
    }
    let best = sums
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(i, _)| i)?;
    legal.into_iter().nth(best)
}
