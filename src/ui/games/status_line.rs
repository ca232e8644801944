//! The status line every game's table shows, written once: it always says what happens now
//! (or, in a replay, what happens next), in the words the game gives it.

use super::{SeatView, TableCtx};
use crate::engine::{Game, Seat};
use crate::ui::words::{elsewhere, game_over_sentence};
use leptos::prelude::*;

impl<G: Game> TableCtx<G>
where
    G::View: SeatView,
{
    /// Who acts, as the status line names them: with the bot level at the live table.
    pub fn acting(&self, seat: Seat) -> String {
        if self.live {
            self.label(seat)
        } else {
            self.name(seat)
        }
    }

    /// The status line at the end of the game, for `winners`.
    pub fn game_over_text(&self, v: &G::View, winners: &[Seat]) -> String {
        let names: Vec<String> = winners.iter().map(|&s| self.name(s)).collect();
        let you_won = winners.len() == 1 && self.me(v) == winners.first().copied();
        game_over_sentence(&names, you_won)
    }

    /// What a decision says: `yours` when it is `mine`; else what the one deciding does
    /// (`now` at the live table, `next` in a replay).
    pub fn decision(
        &self,
        mine: bool,
        yours: impl Into<String>,
        now: String,
        next: String,
    ) -> String {
        if mine {
            yours.into()
        } else {
            elsewhere(self.live, now, next)
        }
    }
}

/// The status line, worded by `text`, marked while the seat shown is to act (`my_turn`) at the
/// live table.
pub fn status_line<G: Game>(
    text: impl Fn(&G::View, &TableCtx<G>) -> String + Send + Sync + 'static,
    my_turn: fn(&G::View) -> bool,
) -> AnyView
where
    G::View: SeatView,
{
    let ctx = expect_context::<TableCtx<G>>();
    let words = ctx.memo(move |v| text(v, &ctx));
    let turn = ctx.memo(move |v| ctx.live && my_turn(v));
    view! {
        <p class="status" class:my-turn=move || turn.get() data-testid="status" role="status" aria-live="polite">
            {move || words.get()}
        </p>
    }
    .into_any()
}
