//! Suit symbols drawn by the project, as inline SVG, so they look the same on every system
//! and stay bold enough to read at a phone's card size (the font glyphs were thin: Moons' ☾
//! was faint even in high contrast, and some systems lack the Decktet's symbols). Each is drawn
//! in `currentColor` on a 24-unit square, sized by the text around it (1em).

use leptos::prelude::*;

/// One shape of a drawing: a filled path, a filled circle (centre x, centre y, radius), or a
/// path drawn as a line of the given width (with round ends or not).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Shape {
    Fill(&'static str),
    Dot(&'static str, &'static str, &'static str),
    Line(&'static str, &'static str, bool),
}
use Shape::{Dot, Fill, Line};

/// The shapes of the icon for a suit's symbol (the rules' `symbol()`), if there is one. They are
/// built as elements, not parsed from markup: a table draws hundreds of them.
fn drawing(symbol: char) -> Option<&'static [Shape]> {
    Some(match symbol {
        '♥' => &[Fill(
            "M12 21.3 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z",
        )],
        '♦' => &[Fill("M12 1.5 20.5 12 12 22.5 3.5 12z")],
        '♠' => &[Fill(
            "M12 2C8.6 6.4 3 9.6 3 14.2 3 16.9 5.1 19 7.7 19c1.5 0 2.8-.7 3.6-1.7L10.2 22h3.6l-1.1-4.7c.8 1 2.1 1.7 3.6 1.7 2.6 0 4.7-2.1 4.7-4.8C21 9.6 15.4 6.4 12 2z",
        )],
        '♣' => &[
            Dot("12", "6.8", "4.3"),
            Dot("6.6", "14", "4.3"),
            Dot("17.4", "14", "4.3"),
            Fill("M10.9 12h2.2l1.4 10h-5z"),
        ],
        '☾' => &[Fill("M20.8 14.6A9.2 9.2 0 1 1 9.4 3.2a7.4 7.4 0 0 0 11.4 11.4z")],
        '☀' => &[
            Dot("12", "12", "5.2"),
            Line(
                "M12 1.6v2.8M12 19.6v2.8M1.6 12h2.8M19.6 12h2.8M4.6 4.6l2 2M17.4 17.4l2 2M4.6 19.4l2-2M17.4 6.6l2-2",
                "2.4",
                true,
            ),
        ],
        '≈' => &[Line(
            "M2 6.5q2.5-3.2 5 0t5 0 5 0 5 0M2 12.5q2.5-3.2 5 0t5 0 5 0 5 0M2 18.5q2.5-3.2 5 0t5 0 5 0 5 0",
            "2.5",
            true,
        )],
        '❦' => &[Fill(
            "M21 3C9.6 3 3.6 8.8 3.6 16.6c0 1.4.2 2.7.6 3.9C6 14.6 9.6 10.8 15.2 8 10.6 11.2 7.4 15 5.8 20.4 14.6 21.8 21 15.4 21 3z",
        )],
        '∿' => &[
            Line("M2.5 14c2.4-6.4 5.6-6.4 8 0s5.6 6.4 8 0", "2.8", true),
            Dot("19.6", "9.6", "2.6"),
        ],
        '⌘' => &[Line(
            "M9 9h6v6H9zM9 9H6.5A2.5 2.5 0 1 1 9 6.5zM15 9V6.5A2.5 2.5 0 1 1 17.5 9zM15 15h2.5a2.5 2.5 0 1 1-2.5 2.5zM9 15v2.5A2.5 2.5 0 1 1 6.5 15z",
            "2.3",
            false,
        )],
        _ => return None,
    })
}

/// A suit's symbol drawn as an icon (hidden from screen readers: the words around it name the
/// suit), or the symbol itself as text for a symbol without a drawing.
pub fn suit_glyph(symbol: char) -> AnyView {
    match drawing(symbol) {
        Some(shapes) => {
            let shapes = shapes
                .iter()
                .map(|&shape| match shape {
                    Fill(d) => view! { <path d=d /> }.into_any(),
                    Dot(cx, cy, r) => view! { <circle cx=cx cy=cy r=r /> }.into_any(),
                    Line(d, width, round) => view! {
                        <path fill="none" stroke="currentColor" stroke-width=width stroke-linecap=round.then_some("round") d=d />
                    }
                    .into_any(),
                })
                .collect_view();
            view! {
                <svg class="suit-icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">{shapes}</svg>
            }
            .into_any()
        }
        None => symbol.to_string().into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::{drawing, Fill, Line};

    #[test]
    fn every_suit_of_every_deck_is_drawn() {
        for symbol in ['♥', '♦', '♠', '♣', '☾', '☀', '≈', '❦', '∿', '⌘'] {
            let shapes = drawing(symbol).expect("drawn");
            assert!(!shapes.is_empty(), "{symbol}");
            for shape in shapes {
                let (Fill(d) | Line(d, _, _)) = shape else {
                    continue;
                };
                // A path starts with a move and stays inside the 24-unit square's numbers.
                assert!(d.starts_with('M'), "{symbol}: {d}");
            }
        }
        assert_eq!(drawing('x'), None);
    }
}
