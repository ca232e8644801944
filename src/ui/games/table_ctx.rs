//! What every game's table parts share, written once for all games: the view of the seat
//! being shown, the seats' names and kinds, whether this is the live table or the replay
//! viewer, and sending an action for the seat shown.

use crate::engine::person_words::{possessive, YOU};
use crate::engine::{Game, Seat};
use crate::ui::ctl::Ctl;
use crate::ui::seats::SeatInfo;
use leptos::prelude::*;

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
    /// True at the live table; false when watching a record (nothing can be clicked to act,
    /// and the seat shown is named rather than called "you").
    pub live: bool,
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
    /// The live table's context (`placeholder` while no game of `G` is loaded).
    pub fn live(placeholder: fn() -> G::View) -> Self {
        TableCtx {
            view: super::live_view::<G>(placeholder),
            seats: super::seat_infos(true),
            live: true,
        }
    }

    /// The replay viewer's context at the step shown, with no action offered.
    pub fn replay(placeholder: fn() -> G::View, clear_legal: fn(&mut G::View)) -> Self {
        TableCtx {
            view: super::replay_view::<G>(placeholder, clear_legal),
            seats: super::seat_infos(false),
            live: false,
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

    pub fn name(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(|i| i.name.clone())
                .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
        })
    }

    /// The name with the bot level, for seat lists.
    pub fn label(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(SeatInfo::label)
                .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
        })
    }

    /// The ending's headline: "You win!" (the person at the live table alone), "Ann wins!",
    /// "Shared win: Ann & Ben".
    pub fn headline(&self, v: &G::View, winners: &[Seat]) -> String {
        let names: Vec<String> = winners.iter().map(|&s| self.name(s)).collect();
        match winners {
            [] => "The game is over".to_string(),
            [one] if self.me(v) == Some(*one) => "You win!".to_string(),
            [_] => format!("{} wins!", names[0]),
            _ => format!("Shared win: {}", names.join(" & ")),
        }
    }

    /// What sits at a seat, for seat lists: "Bot · Standard", "You" (the person viewing),
    /// "Person".
    pub fn kind(&self, v: &G::View, seat: Seat) -> String {
        let bot = self.seats.with(|s| s.get(seat.index()).and_then(|i| i.bot));
        match bot {
            Some(level) => format!("Bot · {}", level.name()),
            // A person named "You" needs no second "You" beside the name.
            None if self.me(v) == Some(seat) && self.name(seat) == YOU => String::new(),
            None if self.me(v) == Some(seat) => "You".to_string(),
            None => "Person".to_string(),
        }
    }

    /// "your" for the person at the live table, else "Ann's".
    pub fn whose(&self, v: &G::View, seat: Seat) -> String {
        if self.me(v) == Some(seat) {
            "your".into()
        } else {
            possessive(&self.name(seat), false)
        }
    }

    /// "You" for the person at the live table, else the seat's name.
    pub fn who(&self, v: &G::View, seat: Seat) -> String {
        if self.me(v) == Some(seat) {
            "You".into()
        } else {
            self.name(seat)
        }
    }
}

/// Sends `action` for the seat being shown at the live table (nothing in the replay viewer).
pub fn act<G: Game>(action: G::Action)
where
    G::View: SeatView,
{
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx<G>>();
    if !ctx.live {
        return;
    }
    if let Some(seat) = ctx.view.with_untracked(|v| v.seat_shown()) {
        ctl.act::<G>(seat, &action);
    }
}
