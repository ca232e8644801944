//! What the table says aloud, for a player who does not see it: every decision at the table
//! as the game's own captions put it ([`crate::registry::AnyGame::caption`]), told from the
//! viewpoint of the person shown at this device, so it names no card they may not see. A
//! screen reader reads the lines from one polite live region (`view::announcer`).
//!
//! [`Told`] follows the session's decisions: each new one is played on a copy of the game
//! as it stood, and its captions are worded. A game replaced (a new game, an undo, a save
//! taken up) is followed from where it stands, with nothing said of it.

use super::lang;
use super::session::Session;
use crate::engine::{Seat, Viewpoint};
use crate::records::Decision;
use crate::registry::AnyGame;
use serde::{Deserialize, Serialize};

/// How much the table says aloud.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verbosity {
    /// Every decision, the person's own too, and whose turn it is.
    #[default]
    Full,
    /// The others' decisions and what follows from the person's own (a trick won, a hand
    /// scored), not the person's own move said back; whose turn it is.
    Short,
    /// Nothing.
    Off,
}

impl Verbosity {
    pub const ALL: [Verbosity; 3] = [Verbosity::Full, Verbosity::Short, Verbosity::Off];

    pub fn id(self) -> &'static str {
        match self {
            Verbosity::Full => "full",
            Verbosity::Short => "short",
            Verbosity::Off => "off",
        }
    }
}

/// What the table told so far of the session's game.
#[derive(Clone, Debug, Default)]
pub struct Told {
    /// The game as it stood after the last decision told.
    game: Option<Box<dyn AnyGame>>,
    /// Which game it is (the session's number for it), the decisions told and the last of
    /// them (a game taken back and played otherwise is not the one told).
    game_id: u64,
    decisions: usize,
    last: Option<Decision>,
    /// Whose eyes the lines were for.
    viewpoint: Option<Viewpoint>,
    /// The turn last said, and after how many decisions.
    turn: Option<(usize, String)>,
    /// The table was covered when last followed (pass-and-play): nothing is said.
    covered: bool,
}

/// More lines than this at once (the game played on in another tab and taken up here, the
/// bots finishing it once the people are out) are not all said: how many moves were made, then
/// the last [`LAST_SAID`] lines.
pub const AT_ONCE: usize = 16;
pub const LAST_SAID: usize = 6;

/// `lines`, the words of `made` moves, as many as are said at once.
fn at_once(mut lines: Vec<String>, made: usize) -> Vec<String> {
    if lines.len() <= AT_ONCE {
        return lines;
    }
    let last = lines.split_off(lines.len() - LAST_SAID);
    let many = lang::say_with(
        lang::Msg::AnnounceMany,
        &[("n", lang::Value::Number(made as f64))],
    );
    std::iter::once(many).chain(last).collect()
}

/// What is new to say.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct News {
    /// The lines said before are no longer true or no longer for these eyes (another game,
    /// a move taken back, another person at the device): clear them first.
    pub fresh: bool,
    pub lines: Vec<String>,
}

impl Told {
    /// The lines the session's decisions since the last call make, as `verbosity` asks.
    pub fn follow(&mut self, session: &Session, verbosity: Verbosity) -> News {
        let saved = &session.saved;
        let viewpoint = session.viewpoint();
        let told = self.decisions;
        let same_game = self.game.is_some()
            && self.game_id == saved.game_id
            && saved.decisions.len() >= told
            && (told == 0 || saved.decisions.get(told - 1) == self.last.as_ref());
        // Under the pass-and-play cover nothing of anyone's view stays on the page, and
        // nothing is said: whoever holds the device may not be the person the lines were for.
        if session.cover || !same_game || self.viewpoint != Some(viewpoint) {
            self.restart(session);
            return News {
                fresh: true,
                lines: Vec::new(),
            };
        }
        self.covered = false;
        let mut lines = Vec::new();
        let names: Vec<String> = Seat::all(session.players())
            .map(|s| session.name(s))
            .collect();
        for d in &saved.decisions[told..] {
            let Some(before) = self.game.take() else {
                break;
            };
            let mut after = before.clone_box();
            if after.apply_json(d.seat, &d.action).is_err() {
                // Not a decision of the game told: follow the session's game from here.
                self.restart(session);
                return News { fresh: true, lines };
            }
            if verbosity != Verbosity::Off {
                let said = after.caption(before.as_ref(), d.seat, &d.action, viewpoint, &names);
                let own = viewpoint == Viewpoint::Seat(d.seat) && session.is_human(d.seat);
                let skip = usize::from(own && verbosity == Verbosity::Short);
                let words: Vec<String> = said.iter().skip(skip).map(lang::said).collect();
                if !words.is_empty() {
                    lines.push(words.join(" "));
                }
            }
            self.game = Some(after);
        }
        let made = saved.decisions.len() - told;
        self.decisions = saved.decisions.len();
        self.last = saved.decisions.last().cloned();
        News {
            fresh: false,
            lines: at_once(lines, made),
        }
    }

    /// A move was told from elsewhere (a guest's page, told by the host): whose turn it is may
    /// be said again.
    pub fn moved(&mut self) {
        self.decisions += 1;
    }

    /// `text`, whose turn it is, unless it was said already since the last decision.
    pub fn turn(&mut self, text: &str) -> Option<String> {
        if self.covered {
            return None;
        }
        let now = (self.decisions, text.to_string());
        if self.turn.as_ref() == Some(&now) {
            return None;
        }
        self.turn = Some(now);
        Some(text.to_string())
    }

    fn restart(&mut self, session: &Session) {
        let saved = &session.saved;
        *self = Told {
            game: Some(saved.game.clone_box()),
            game_id: saved.game_id,
            decisions: saved.decisions.len(),
            last: saved.decisions.last().cloned(),
            viewpoint: Some(session.viewpoint()),
            turn: None,
            covered: session.cover,
        };
    }

    /// Whose seat's eyes the lines are for.
    pub fn seat(&self) -> Option<Seat> {
        match self.viewpoint {
            Some(Viewpoint::Seat(s)) => Some(s),
            _ => None,
        }
    }
}
