//! Following the led card. Each game says what "follows" means (a shared suit for Decktet
//! cards, a printed suit outside the trumps for What Trump?); this module applies the rule the
//! same way for all: if any card of the hand follows, only following cards (and cards the game
//! frees from following, like the Excuse) may be played; otherwise any card may.

/// The cards of `hand` that may be played on `led` (`None`: leading, anything goes).
/// `follows(led, card)` is the game's following rule, `free(card)` marks cards that may always
/// be played.
pub fn playable<C: Copy>(
    hand: &[C],
    led: Option<C>,
    follows: impl Fn(C, C) -> bool,
    free: impl Fn(C) -> bool,
) -> Vec<C> {
    let mut out = Vec::with_capacity(hand.len());
    each_playable(hand, led, follows, free, |c| out.push(c));
    out
}

/// Calls `f` with each card of `hand` that may be played on `led`, in hand order, without
/// allocating (for legal-action buffers and playouts).
pub fn each_playable<C: Copy>(
    hand: &[C],
    led: Option<C>,
    follows: impl Fn(C, C) -> bool,
    free: impl Fn(C) -> bool,
    mut f: impl FnMut(C),
) {
    let must_follow = led.is_some_and(|led| hand.iter().any(|&c| !free(c) && follows(led, c)));
    for &c in hand {
        if !must_follow || free(c) || led.is_some_and(|led| follows(led, c)) {
            f(c);
        }
    }
}

/// Whether playing `card` on `led` from `hand` is allowed.
pub fn may_play<C: Copy + PartialEq>(
    hand: &[C],
    led: Option<C>,
    card: C,
    follows: impl Fn(C, C) -> bool,
    free: impl Fn(C) -> bool,
) -> bool {
    if !hand.contains(&card) {
        return false;
    }
    match led {
        None => true,
        Some(led) => {
            free(card) || follows(led, card) || !hand.iter().any(|&c| !free(c) && follows(led, c))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follow_if_you_can_free_cards_always() {
        // Cards are (suit, n); follows = same suit; 0 is free.
        let hand = [(1, 5), (2, 7), (0, 0)];
        let f = |l: (u8, u8), c: (u8, u8)| l.0 == c.0;
        let free = |c: (u8, u8)| c.1 == 0;
        assert_eq!(playable(&hand, Some((1, 9)), f, free), vec![(1, 5), (0, 0)]);
        assert_eq!(playable(&hand, Some((3, 9)), f, free).len(), 3);
        assert_eq!(playable(&hand, None, f, free).len(), 3);
        assert!(!may_play(&hand, Some((1, 9)), (2, 7), f, free));
    }
}
