//! The status line every game's table shows, written once: it always says what happens now
//! (or, in a replay, what happens next), in the words the game gives it.

use super::{SeatView, TableCtx};
use crate::engine::{Game, Seat};
use crate::ui::model::words::{agree, game_over_sentence};
use crate::ui::stores::announcer::Announcer;
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

/// The status line, worded by `text`, marked while a person here is to act in the seat shown.
pub fn status_line<G: Game>(
    text: impl Fn(&G::View, &TableCtx<G>) -> String + Send + Sync + 'static,
) -> AnyView
where
    G::View: SeatView,
{
    let ctx = expect_context::<TableCtx<G>>();
    let words = ctx.memo(move |v| text(v, &ctx));
    // Marked for a person's seat only (a bot's, shown at a table of bots, is not "yours").
    let turn = ctx.memo(move |v| ctx.persons_turn(v));
    announce_turn(turn, words);
    // At the live table and on a guest's page the announcer says the turn (one live region);
    // a replay's status line (no announcer there) is read as it changes.
    let live = (!ctx.live || use_context::<Announcer>().is_none()).then_some("polite");
    view! {
        <p class="status" class:my-turn=move || turn.get() data-testid="status" role=live.map(|_| "status") aria-live=live>
            {move || words.get()}
        </p>
    }
    .into_any()
}

/// Tells the table's announcer (`stores::announcer`), where there is one, `words` whenever
/// it is the person's `turn`: after what led to it, once.
pub fn announce_turn(turn: Memo<bool>, words: Memo<String>) {
    if let Some(announcer) = use_context::<Announcer>() {
        Effect::new(move |_| {
            // Each new decision may be the person's again with the same words (a trick won
            // and the next led): the decisions are tracked too, and `Told::turn` keeps it
            // to once a decision.
            announcer.track();
            if turn.get() {
                announcer.turn(words.get());
            }
        });
    }
}

/// What is happening at a seat that is not the viewer's: `now` at the live table, `next` in
/// the replay viewer ("Next: Ann plays."), and at a lesson's table while the coach waits for
/// *Next* (no one moves until it is tapped, so "Ann is playing…" would not be true).
pub fn elsewhere(live: bool, now: String, next: String) -> String {
    if live && !lesson_waiting() {
        now
    } else {
        let what = agree(&next);
        crate::ui::model::lang::say_with(
            crate::ui::model::lang::Msg::TableNext,
            &[("what", crate::ui::model::lang::Value::Text(&what))],
        )
    }
}

/// Whether a lesson is at the table and its coach waits for the learner (see
/// [`crate::ui::model::lesson::track::LessonTrack::waiting`]). Tracked, where read in a memo.
pub(super) fn lesson_waiting() -> bool {
    use leptos::prelude::{use_context, With};
    use_context::<crate::ui::stores::ctl::Ctl>().is_some_and(|ctl| {
        ctl.play.session.with(|s| {
            s.as_ref()
                .and_then(|s| s.lesson.as_ref())
                .is_some_and(|l| l.waiting())
        })
    })
}
