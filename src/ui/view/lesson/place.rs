//! Where the coach sits at a lesson's table: away from what it points at. On a wide screen over
//! the side column farther from it, if that column has room; else at the top (under the status
//! line, never over it) or at the bottom of the screen, whichever hides least of what matters,
//! the page scrolled a little when that uncovers the move asked for: the move marked most, then
//! the status line, the decision being made (the cards picked for a bid), and the part pointed
//! at.

/// Where the coach sits on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Top,
    Bottom,
    /// Wide screens: over a side column.
    Left,
    Right,
}

impl Place {
    pub fn class(self) -> &'static str {
        match self {
            Place::Top => "at-top",
            Place::Bottom => "at-bottom",
            Place::Left => "at-left",
            Place::Right => "at-right",
        }
    }

    /// The arrow pointing from the coach towards what it speaks of.
    pub fn arrow(self) -> &'static str {
        match self {
            Place::Top => "▼",
            Place::Bottom => "▲",
            Place::Left => "▶",
            Place::Right => "◀",
        }
    }
}

/// A part of the table the coach should leave in sight: its top and bottom on the screen (CSS
/// pixels), how much it matters, and whether it stays put when the page scrolls (a phone's
/// status line, stuck to the top of the screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Keep {
    pub top: f64,
    pub bottom: f64,
    pub weight: f64,
    pub stuck: bool,
}

/// How much each kind of part matters (per pixel of its height hidden): the move marked, the
/// status line, the parts of a move being put together (the cards picked for a bid), the part
/// pointed at by a line to read, the decision being made, the part pointed at beside a move
/// asked for, the other parts of the table a coach may point at.
pub const MARK: f64 = 1000.0;
pub const STATUS: f64 = 100.0;
pub const DRAFTED: f64 = 20.0;
pub const COACHED: f64 = 8.0;
pub const DECISION: f64 = 2.0;
pub const COACHED_BESIDE_MOVE: f64 = 1.0;
pub const PART: f64 = 0.5;
/// What a pixel of scrolling costs: the page moves under the learner's eyes.
const SCROLL: f64 = 0.5;
/// The coach's gap to the screen's bottom edge (CSS: `.coach.at-bottom`), and to what it sits
/// under at the top.
pub const EDGE: f64 = 8.0;

/// The screen as the coach sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Screen {
    pub height: f64,
    /// Where the coach at the top starts (under the top bar and the status line).
    pub top: f64,
    /// Down to here, anything scrolled up is hidden (under a stuck status line; else 0).
    pub hidden_above: f64,
    /// The coach's height.
    pub coach: f64,
    /// How far the page can scroll down, and up.
    pub room_down: f64,
    pub room_up: f64,
}

/// The length two spans of the screen share.
fn shared((a0, a1): (f64, f64), (b0, b1): (f64, f64)) -> f64 {
    (a1.min(b1) - a0.max(b0)).max(0.0)
}

impl Screen {
    /// The span the coach covers at `place` (the top or the bottom).
    fn band(&self, place: Place) -> (f64, f64) {
        match place {
            Place::Top => (self.top, self.top + self.coach),
            _ => (self.height - EDGE - self.coach, self.height - EDGE),
        }
    }

    /// What the coach at `place` hides, the page scrolled down by `shift` (up if negative).
    fn cost(&self, keep: &[Keep], place: Place, shift: f64) -> f64 {
        let band = self.band(place);
        let hidden: f64 = keep
            .iter()
            .map(|k| {
                let moved = if k.stuck { 0.0 } else { shift };
                let span = (k.top - moved, k.bottom - moved);
                let mut px = shared(span, band);
                if !k.stuck {
                    px += shared(span, (f64::MIN, self.hidden_above))
                        + shared(span, (self.height, f64::MAX));
                }
                k.weight * px
            })
            .sum();
        hidden + SCROLL * shift.abs()
    }
}

/// The coach at the top or the bottom, and how far to scroll the page (down if positive):
/// whichever hides least of `keep`, trying the page as it is and scrolled just enough to clear
/// each part that matters most of the coach; on a tie, `prefer`, unscrolled.
pub fn top_or_bottom(keep: &[Keep], screen: &Screen, prefer: Place) -> (Place, f64) {
    let other = if prefer == Place::Top {
        Place::Bottom
    } else {
        Place::Top
    };
    let mut best = (prefer, 0.0, screen.cost(keep, prefer, 0.0));
    for place in [prefer, other] {
        let (b0, b1) = screen.band(place);
        let shifts = keep
            .iter()
            .filter(|k| k.weight >= STATUS && !k.stuck)
            .flat_map(|k| [k.bottom + EDGE - b0, k.top - EDGE - b1])
            .map(|s| s.clamp(-screen.room_up, screen.room_down));
        for shift in std::iter::once(0.0).chain(shifts) {
            let cost = screen.cost(keep, place, shift);
            if cost < best.2 - 0.5 {
                best = (place, shift, cost);
            }
        }
    }
    (best.0, best.1)
}

/// From this width (CSS pixels) the table has side columns the coach can sit over.
const WIDE: f64 = 1100.0;

/// The coach's place away from the part pointed at and the move asked for (see the module's
/// words), `parts` the selectors of the other parts of the table worth keeping in sight;
/// scrolls the page when that uncovers the move. Once the coach is drawn.
pub fn place_coach(parts: &[&str]) -> Place {
    #[cfg(target_arch = "wasm32")]
    {
        dom::place(parts)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (
            parts,
            WIDE,
            MARK,
            DRAFTED,
            DECISION,
            COACHED,
            COACHED_BESIDE_MOVE,
            PART,
        );
        Place::Bottom
    }
}

/// Brings the move asked for (or else the part pointed at) into view if none of it is on the
/// screen.
pub fn scroll_into_view() {
    #[cfg(target_arch = "wasm32")]
    dom::scroll_into_view();
}

#[cfg(target_arch = "wasm32")]
mod dom;

#[cfg(test)]
mod tests {
    use super::*;

    /// A phone: the coach 130 px tall starts under the status line (at 108) or ends 8 px
    /// above the bottom (844), and the page can scroll 200 px down, under the status line
    /// stuck to the top.
    const PHONE: Screen = Screen {
        height: 844.0,
        top: 108.0,
        hidden_above: 100.0,
        coach: 130.0,
        room_down: 200.0,
        room_up: 0.0,
    };

    fn keep(top: f64, bottom: f64, weight: f64) -> Keep {
        Keep {
            top,
            bottom,
            weight,
            stuck: false,
        }
    }

    #[test]
    fn the_coach_leaves_the_move_and_the_status_line_in_sight() {
        // Ace Trump: the status line and the trick at the top, the hand pointed at and the
        // card asked for in its lower half: the coach goes to the bottom, under the hand,
        // rather than away from the hand over the trick.
        let status = Keep {
            stuck: true,
            ..keep(60.0, 100.0, STATUS)
        };
        let trick = keep(110.0, 360.0, PART);
        let hand = keep(515.0, 690.0, COACHED_BESIDE_MOVE);
        let card = keep(600.0, 690.0, MARK);
        assert_eq!(
            top_or_bottom(&[status, trick, hand, card], &PHONE, Place::Top),
            (Place::Bottom, 0.0)
        );
        // A bid of cards: the card asked for lower down, where the coach at the bottom would
        // sit, and a card picked for the bid at the top: the page scrolls the card clear,
        // rather than the coach covering the card picked.
        let hand = keep(480.0, 800.0, DECISION);
        let card = keep(700.0, 780.0, MARK);
        let picker = keep(105.0, 400.0, DECISION);
        let picked = keep(190.0, 295.0, DRAFTED);
        let all = [status, hand, card, picker, picked];
        let (place, shift) = top_or_bottom(&all, &PHONE, Place::Top);
        assert_eq!(place, Place::Bottom);
        assert!((shift - (780.0 + EDGE - (844.0 - EDGE - 130.0))).abs() < 1e-9);
        // Nothing to scroll: the coach goes to the top, clear of the card.
        let fixed = Screen {
            room_down: 0.0,
            ..PHONE
        };
        assert_eq!(
            top_or_bottom(&all, &fixed, Place::Bottom),
            (Place::Top, 0.0)
        );
    }

    #[test]
    fn a_tie_keeps_the_place_preferred_unscrolled() {
        assert_eq!(top_or_bottom(&[], &PHONE, Place::Top), (Place::Top, 0.0));
        let trick = keep(400.0, 420.0, COACHED);
        assert_eq!(
            top_or_bottom(&[trick], &PHONE, Place::Bottom),
            (Place::Bottom, 0.0)
        );
    }
}
