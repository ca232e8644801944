//! What a seat can infer about the secret trump from the open table, for the bots (Standard's
//! draft and Expert's samples): earlier rounds' trumps (public once revealed) say which kinds
//! of trump dealers set, and the dealer's picks in this draft say which cards it found strong.

use super::cards::Card;
use super::scoring::RoundSummary;
use super::trump::Trump;
use super::view::RoundView;

/// Share of a dealer's picks modelled as made at random (the rest favour strong cards).
const DEALER_RANDOM: f64 = 0.3;
/// How strongly a dealer is modelled to favour a card's power under the trump it set.
const DEALER_BETA: f64 = 3.0;

/// The styles a dealer's picks are modelled with: how strongly it favours (or shuns) cards
/// that are strong under the trump it set. A plain "takes its trumps" dealer, one that keeps
/// its hand weak, and one that picks without regard to the trump.
const DEALER_STYLES: [f64; 3] = [DEALER_BETA, -DEALER_BETA, 0.0];

/// A rough chance that `c` takes a trick when played to win under `trump`.
pub fn power(trump: Trump, c: Card) -> f64 {
    if trump.supertrump() == Some(c) {
        1.0
    } else if trump.is_number(c) {
        0.85
    } else if trump.is_suit(c) {
        0.25 + 0.07 * f64::from(c.rank())
    } else {
        match c.rank() {
            9 => 0.45,
            8 => 0.25,
            7 => 0.12,
            6 => 0.05,
            _ => 0.0,
        }
    }
}

/// Which of suit and number a trump sets: 0 neither, 1 number only, 2 suit only, 3 both.
fn trump_kind(t: Trump) -> usize {
    t.suit.is_some() as usize * 2 + t.number.is_some() as usize
}

/// A prior over the 50 trump choices (in [`Trump::all_choices`] order) from the trumps
/// dealers set in earlier rounds: each kind (suit and/or number) gets the share it had,
/// smoothed towards every choice being equally likely.
pub fn trump_prior(history: &[RoundSummary]) -> Vec<f64> {
    const PSEUDO: f64 = 2.0;
    let choices = Trump::all_choices();
    let mut size = [0.0f64; 4];
    for &t in &choices {
        size[trump_kind(t)] += 1.0;
    }
    let mut seen = [0.0f64; 4];
    for h in history {
        seen[trump_kind(h.trump)] += 1.0;
    }
    let total = choices.len() as f64;
    choices
        .iter()
        .map(|&t| {
            let k = trump_kind(t);
            (seen[k] + PSEUDO * size[k] / total) / size[k]
        })
        .collect()
}

/// The probability of each of the 50 trump choices, given earlier rounds' trumps and the
/// dealer's picks so far (the dealer's style is unknown too, so the likelihood is averaged
/// over [`DEALER_STYLES`]). A trump the view shows is certain.
pub fn trump_belief(rv: &RoundView, history: &[RoundSummary]) -> Vec<(Trump, f64)> {
    let choices = Trump::all_choices();
    if let Some(t) = rv.trump {
        return vec![(t, 1.0)];
    }
    let prior = trump_prior(history);
    let mut logw = vec![[0.0f64; DEALER_STYLES.len()]; choices.len()];
    let mut avail: Vec<Vec<Card>> = rv.grid.iter().map(|c| c.to_vec()).collect();
    for pick in &rv.draft_log {
        let col = pick.column.min(avail.len().saturating_sub(1));
        let Some(here) = avail.get_mut(col) else {
            continue;
        };
        let m = here.len() as f64;
        if pick.seat == rv.dealer && m > 1.0 {
            for (i, &t) in choices.iter().enumerate() {
                for (k, &beta) in DEALER_STYLES.iter().enumerate() {
                    let z: f64 = here.iter().map(|&x| (beta * power(t, x)).exp()).sum();
                    let p = DEALER_RANDOM / m
                        + (1.0 - DEALER_RANDOM) * (beta * power(t, pick.card)).exp() / z;
                    logw[i][k] += p.ln();
                }
            }
        }
        here.retain(|&c| c != pick.card);
    }
    let top = logw
        .iter()
        .flat_map(|l| l.iter().copied())
        .fold(f64::NEG_INFINITY, f64::max);
    let w: Vec<f64> = logw
        .iter()
        .zip(&prior)
        .map(|(l, p)| p * l.iter().map(|x| (x - top).exp()).sum::<f64>())
        .collect();
    let total: f64 = w.iter().sum();
    choices
        .into_iter()
        .zip(w)
        .map(|(t, x)| (t, x / total))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewpoint};
    use crate::games::what_trump::{Action, Options, Phase, Suit, WhatTrump};

    /// A dealer who sets red 7 and always drafts its strongest card: by the draft's last
    /// column a non-dealer's belief puts the true trump far above the 1 in 50 of a guess.
    #[test]
    fn a_dealer_taking_its_trumps_gives_the_trump_away() {
        let truth = Trump::new(Some(Suit::Red), Some(7));
        let mut found = 0.0;
        for seed in 0..6 {
            let mut g = WhatTrump::new(Options::default(), seed).expect("game");
            let mut belief = None;
            while let Some(seat) = g.to_act() {
                let legal = g.legal_actions();
                let dealer = g.dealer();
                let a = match g.phase() {
                    Phase::ChooseTrump => Action::SetTrump { trump: truth },
                    Phase::Draft if seat == dealer => *legal
                        .iter()
                        .max_by(|a, b| {
                            let p = |x: &Action| match x {
                                Action::Draft { card } => power(truth, *card),
                                _ => 0.0,
                            };
                            p(a).total_cmp(&p(b))
                        })
                        .expect("a card"),
                    Phase::Draft => {
                        let other = Seat((dealer.0 + 1) % 4);
                        let view = g.view_from(Viewpoint::Seat(other));
                        if let Some(r) = view.round.as_ref() {
                            if r.draft_log.len() >= 30 && belief.is_none() {
                                assert_eq!(r.trump, None, "the trump is still secret");
                                belief = Some(trump_belief(r, view.history()));
                            }
                        }
                        legal[0]
                    }
                    Phase::GameOver => break,
                    _ => legal[0],
                };
                if belief.is_some() {
                    break;
                }
                g.apply(seat, a).expect("legal");
            }
            let belief = belief.expect("the draft reached its last columns");
            let total: f64 = belief.iter().map(|b| b.1).sum();
            assert!((total - 1.0).abs() < 1e-9, "a probability");
            found += belief
                .iter()
                .find(|b| b.0 == truth)
                .map(|b| b.1)
                .unwrap_or(0.0);
        }
        assert!(found / 6.0 > 0.1, "true trump believed {}", found / 6.0);
    }

    #[test]
    fn with_no_earlier_rounds_every_trump_is_as_likely() {
        let prior = trump_prior(&[]);
        assert_eq!(prior.len(), Trump::all_choices().len());
        assert!(prior.iter().all(|&p| (p - prior[0]).abs() < 1e-12));
    }
}
