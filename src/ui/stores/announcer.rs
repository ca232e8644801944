//! `Announcer`, what the table says aloud (`model::announce`): the lines a screen reader
//! reads from the table's one polite live region, in order, each once. The table makes it
//! when it is drawn; the table's status line tells it whose turn it is. A guest's page (a
//! seat played on a device of its own) makes one too, told what happened by the host: the
//! captions each state it sends carries, already for this seat's eyes.

use crate::ui::model::announce::{Told, Verbosity};
use crate::ui::model::session::Session;
use crate::ui::model::settings::Settings;
use crate::ui::stores::play::Play;
use leptos::prelude::*;

/// The lines kept in the live region (older ones are dropped: each was read when it came).
const KEPT: usize = 24;

/// One line said, numbered so the same words twice are two lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub n: u64,
    pub text: String,
}

/// What an announcer follows.
#[derive(Clone, Copy)]
enum Follows {
    /// The game kept at this device's table (its session).
    Table(RwSignal<Option<Session>>),
    /// The states a host sends to a guest's page: how many came with something to say.
    Guest(RwSignal<usize>),
}

#[derive(Clone, Copy)]
pub struct Announcer {
    pub lines: RwSignal<Vec<Line>>,
    told: StoredValue<Told>,
    next: StoredValue<u64>,
    follows: Follows,
    settings: RwSignal<Settings>,
}

impl Announcer {
    /// The announcer of the table at this device.
    pub fn new(play: Play, settings: RwSignal<Settings>) -> Announcer {
        Self::following(Follows::Table(play.session), settings)
    }

    /// The announcer of a guest's page, told by [`Announcer::heard`].
    pub fn guest(settings: RwSignal<Settings>) -> Announcer {
        Self::following(Follows::Guest(RwSignal::new(0)), settings)
    }

    fn following(follows: Follows, settings: RwSignal<Settings>) -> Announcer {
        Announcer {
            lines: RwSignal::new(Vec::new()),
            told: StoredValue::new(Told::default()),
            next: StoredValue::new(0),
            follows,
            settings,
        }
    }

    /// Subscribes the running effect to every move it follows (each may leave the turn with
    /// the person again, in the same words).
    pub fn track(self) {
        match self.follows {
            Follows::Table(session) => session.track(),
            Follows::Guest(states) => states.track(),
        }
    }

    /// A guest's page: what the host's latest state said happened (`lines`, worded for this
    /// seat), said as the verbosity asks: Short leaves out the first line of the guest's `own`
    /// move, which says that move back, as at the host's table.
    pub fn heard(self, lines: Vec<String>, own: bool) {
        let Follows::Guest(states) = self.follows else {
            return;
        };
        self.told.update_value(Told::moved);
        states.update(|n| *n += 1);
        let skip = usize::from(own && self.verbosity() == Verbosity::Short);
        if self.verbosity() != Verbosity::Off {
            self.add(lines.into_iter().skip(skip).collect());
        }
    }

    fn verbosity(self) -> Verbosity {
        self.settings.with_untracked(|s| s.announce)
    }

    /// Says what the decisions since the last call did (the table calls it at every change
    /// of the game).
    pub fn catch_up(self) {
        let Follows::Table(session) = self.follows else {
            return;
        };
        let verbosity = self.verbosity();
        let news = session.with_untracked(|s| {
            s.as_ref()
                .map(|s| self.told.try_update_value(|t| t.follow(s, verbosity)))
        });
        let Some(Some(news)) = news else {
            return;
        };
        if news.fresh {
            self.lines.update(Vec::clear);
        }
        self.add(news.lines);
    }

    /// Says whose turn it is (`text`, the status line's words), after the decisions that led
    /// to it, unless it was said since the last decision.
    pub fn turn(self, text: String) {
        self.catch_up();
        if self.verbosity() == Verbosity::Off {
            return;
        }
        if let Some(Some(line)) = self.told.try_update_value(|t| t.turn(&text)) {
            self.add(vec![line]);
        }
    }

    /// Says `text`, something going on that no move shows (a bot thinking a long while),
    /// unless the table says nothing.
    pub fn aside(self, text: String) {
        if self.verbosity() != Verbosity::Off {
            self.say(text);
        }
    }

    /// Says `text` at the person's asking (a reading key), whatever the verbosity.
    pub fn say(self, text: String) {
        self.catch_up();
        self.add(vec![text]);
    }

    fn add(self, texts: Vec<String>) {
        if texts.is_empty() {
            return;
        }
        self.lines.update(|lines| {
            for text in texts {
                let n = self.next.get_value();
                self.next.set_value(n + 1);
                lines.push(Line { n, text });
            }
            let over = lines.len().saturating_sub(KEPT);
            lines.drain(..over);
        });
    }
}
