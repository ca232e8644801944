//! What every game's table parts share, written once for all games: the view of the seat
//! being shown, the seats' names and kinds, whether this is the live table, a guest's table
//! (a seat played on a device of its own, see `crate::ui::view::remote`) or the replay viewer, and
//! sending an action for the seat shown.

use crate::engine::person_words::YOU;
use crate::engine::{Game, Seat};
use crate::ui::model::lang::{say, say_with, Msg, Value as Arg};
use crate::ui::model::seats::SeatInfo;
use crate::ui::model::words::SeatWords;
use crate::ui::stores::play::Play;
use leptos::prelude::*;
use serde::Deserialize;
use serde_json::Value;

/// A guest's table: what the host sent (the guest's own view, the seats), and where its moves
/// go. Provided as context by the guest's screen; the table reads only this, never a game.
#[derive(Clone, Copy)]
pub struct GuestFeed {
    /// The guest's view as the host sent it (`None` before the first).
    pub view: Memo<Option<Value>>,
    /// The seats' names as the guest reads them (its own is "You").
    pub seats: Memo<Vec<SeatInfo>>,
    /// The hand summaries the guest has dismissed (kept on the guest's device).
    pub seen: RwSignal<usize>,
    /// A hand summary is open (the ending waits for it).
    pub summary_up: RwSignal<bool>,
    /// Sends a move (the game's action JSON) to the host.
    pub send: fn(Value),
}

/// What the shell reads from any game's view: the seat it belongs to (`None` for an observer
/// or an all-seeing view).
pub trait SeatView {
    fn seat_shown(&self) -> Option<Seat>;
}

/// Provided as context by a game's table body; its parts read it with `expect_context`.
pub struct TableCtx<G: Game> {
    /// The view of the seat being shown.
    pub view: Memo<G::View>,
    pub seats: Memo<Vec<SeatInfo>>,
    /// True at the live table (a guest's too); false when watching a record (nothing can be
    /// clicked to act, and the seat shown is named rather than called "you").
    pub live: bool,
    /// At a guest's table: the host's feed, where moves go.
    pub guest: Option<GuestFeed>,
}

impl<G: Game> Clone for TableCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for TableCtx<G> {}

impl<G: Game> TableCtx<G>
where
    G::View: SeatView,
{
    /// The live table's context (`placeholder` while no game of `G` is loaded; `clear_legal`
    /// empties the actions of a seat a bot plays).
    pub fn live(placeholder: fn() -> G::View, clear_legal: fn(&mut G::View)) -> Self {
        TableCtx {
            view: super::live_view::<G>(placeholder, clear_legal),
            seats: super::seat_infos(true),
            live: true,
            guest: None,
        }
    }

    /// A guest's table: the view the host sent (`placeholder` until one of `G` has come).
    pub fn guest(placeholder: fn() -> G::View) -> Self {
        let feed = expect_context::<GuestFeed>();
        TableCtx {
            view: Memo::new(move |_| {
                feed.view
                    .with(|v| v.as_ref().and_then(|v| G::View::deserialize(v).ok()))
                    .unwrap_or_else(placeholder)
            }),
            seats: feed.seats,
            live: true,
            guest: Some(feed),
        }
    }

    /// The hand summaries dismissed at this table (the session's, or the guest's own).
    pub fn summaries_seen(&self) -> Memo<usize> {
        let guest = self.guest;
        let play = expect_context::<Play>();
        Memo::new(move |_| match guest {
            Some(feed) => feed.seen.get(),
            None => play
                .session
                .with(|s| s.as_ref().map(|s| s.saved.summaries_seen))
                .unwrap_or(usize::MAX),
        })
    }

    /// Dismisses the oldest hand summary open.
    pub fn acknowledge_summary(&self) {
        match self.guest {
            Some(feed) => feed.seen.update(|n| *n += 1),
            None => expect_context::<Play>().acknowledge_summary(),
        }
    }

    /// The replay viewer's context at the step shown, with no action offered.
    pub fn replay(placeholder: fn() -> G::View, clear_legal: fn(&mut G::View)) -> Self {
        TableCtx {
            view: super::replay_view::<G>(placeholder, clear_legal),
            seats: super::seat_infos(false),
            live: false,
            guest: None,
        }
    }

    /// A memo of what `read` takes from the view of the seat shown.
    pub fn memo<T>(&self, read: impl Fn(&G::View) -> T + Send + Sync + 'static) -> Memo<T>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        let view = self.view;
        Memo::new(move |_| view.with(|v| read(v)))
    }

    /// The seat to call "you": the person viewing the live table; nobody when watching a
    /// record, for an observer, or when a bot sits there.
    pub fn me(&self, v: &G::View) -> Option<Seat> {
        let seat = v.seat_shown()?;
        let person = self
            .seats
            .with(|s| s.get(seat.index()).is_some_and(|i| i.bot.is_none()));
        (self.live && person).then_some(seat)
    }

    /// Whether the seat shown is to act and is a person's here: only then does the table
    /// offer its choices and say "your turn".
    pub fn persons_turn(&self, v: &G::View) -> bool {
        self.me(v)
            .is_some_and(|s| crate::engine::SeatView::to_act(v) == Some(s))
    }

    pub fn name(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(|i| i.name.clone())
                .unwrap_or_else(|| player_n(seat))
        })
    }

    /// The name as it reads after a preposition, in the page's language: "you" for a person
    /// named "You" ("failed by you", "bei dir"), else the name.
    pub fn name_within(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if name == YOU {
            say(Msg::TableYouWithin)
        } else {
            name
        }
    }

    /// The name with the bot level, for seat lists.
    pub fn label(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(SeatInfo::label)
                .unwrap_or_else(|| player_n(seat))
        })
    }

    /// The ending's headline: "You win!" (the person at the live table alone), "Ann wins!",
    /// "Shared win: Ann & Ben".
    pub fn headline(&self, v: &G::View, winners: &[Seat]) -> String {
        match winners {
            [] => say(Msg::TableHeadlineNone),
            [one] if self.me(v) == Some(*one) => say(Msg::TableHeadlineYou),
            [one] => say_with(
                Msg::TableHeadlineOne,
                &[("name", SeatWords::of(&self.name(*one)).value())],
            ),
            _ => {
                let names: Vec<String> = winners
                    .iter()
                    .map(|&s| SeatWords::of(&self.name(s)).text)
                    .collect();
                let names = names.join(" & ");
                say_with(Msg::TableHeadlineShared, &[("names", Arg::Text(&names))])
            }
        }
    }

    /// What sits at a seat, for seat lists: "Bot · Standard", "You" (the person viewing),
    /// "Person".
    pub fn kind(&self, v: &G::View, seat: Seat) -> String {
        let bot = self.seats.with(|s| s.get(seat.index()).and_then(|i| i.bot));
        match bot {
            Some(level) => bot_level(level),
            // A person named "You" needs no second "You" beside the name.
            None if self.me(v) == Some(seat) && self.name(seat) == YOU => String::new(),
            None if self.me(v) == Some(seat) => say(Msg::SeatYou),
            None => say(Msg::SetupPerson),
        }
    }

    /// "You" (in the page's language: "Du") for the person at the live table and for a seat
    /// named "You", else the seat's name.
    pub fn who(&self, v: &G::View, seat: Seat) -> String {
        self.seat_value(v, seat).text
    }

    /// The seat as a message's argument (see [`SeatWords`]): the person's at the live table
    /// chooses the variant `[You]`.
    pub fn seat_value(&self, v: &G::View, seat: Seat) -> SeatWords {
        if self.me(v) == Some(seat) {
            SeatWords::you()
        } else {
            SeatWords::of(&self.name(seat))
        }
    }

    /// The name the rules crate is given for a seat (what it says travels as [`Said`] and is
    /// worded by the reader): "You" for the person at the live table, else the seat's name.
    ///
    /// [`Said`]: crate::ui::model::lang::Said
    pub fn said_name(&self, v: &G::View, seat: Seat) -> String {
        if self.me(v) == Some(seat) {
            YOU.into()
        } else {
            self.name(seat)
        }
    }
}

/// "Player 3": a seat with no name.
fn player_n(seat: Seat) -> String {
    crate::ui::model::seats::player_n(seat.index())
}

/// "Bot · Standard": a bot and its level in the page's language.
pub fn bot_level(level: crate::bots::BotLevel) -> String {
    let level = bot_level_name(level);
    say_with(Msg::TableBot, &[("level", Arg::Text(&level))])
}

/// "Standard": a bot's level in the page's language.
pub fn bot_level_name(level: crate::bots::BotLevel) -> String {
    crate::ui::model::lang::said(&level.said())
}

/// Sends `action` for the seat being shown at the live table if it is a person's (nothing in
/// the replay viewer, nor for a bot's seat shown at a table of bots).
pub fn act<G: Game>(action: G::Action)
where
    G::View: SeatView,
{
    let play = expect_context::<Play>();
    let ctx = expect_context::<TableCtx<G>>();
    if !ctx.live {
        return;
    }
    let Some(seat) = ctx.view.with_untracked(|v| v.seat_shown()) else {
        return;
    };
    match ctx.guest {
        Some(feed) => (feed.send)(crate::registry::action_to_json::<G>(&action)),
        // Only for a person's seat: a bot's, shown at a table of bots, decides for itself.
        None if ctx.view.with_untracked(|v| ctx.me(v)).is_some() => play.submit::<G>(seat, action),
        None => {}
    }
}
