//! What the player keeps on this device, as signals: the settings, the statistics, the
//! finished games, every game's save as the hub lists it, and the lessons' progress. Each is
//! changed over the newest stored (another tab may have changed it) and stored at once. This
//! store needs no other: the controller and the components call it.
//!
//! - [`history`]: the finished games and the backup file
//! - [`saves`]: every game's save summary

mod history;
mod saves;

use crate::ui::model::history::History;
use crate::ui::model::lesson::book::{self, LessonBook};
use crate::ui::model::saves::SaveSummary;
use crate::ui::model::seats::{SeatConfig, SeatKind};
use crate::ui::model::session::Session;
use crate::ui::model::settings::{self, Pace, Settings};
use crate::ui::model::stats::Stats;
use leptos::prelude::*;

/// What the player keeps on this device (see the module's text). All fields are reactive
/// handles.
#[derive(Clone, Copy)]
pub struct Keep {
    pub settings: RwSignal<Settings>,
    pub stats: RwSignal<Stats>,
    /// Finished games.
    pub history: RwSignal<History>,
    /// Every game's save as the hub lists it (finished ones too, marked so).
    pub saves: RwSignal<Vec<SaveSummary>>,
    /// The lessons: done, offered, in progress (their own save slot).
    pub lessons: RwSignal<LessonBook>,
}

impl Keep {
    pub fn set_pace(self, pace: Pace) {
        self.update_settings(|s| s.pace = pace);
    }

    /// Checks the stored set-ups against the games' option forms ([`Settings::check_setups`]),
    /// storing the settings only if that changed them. Needs the set-up's or the rules' part.
    pub fn check_setups(self) {
        let changes = self.settings.with_untracked(|s| {
            let mut checked = s.clone();
            checked.check_setups();
            checked != *s
        });
        if changes {
            self.update_settings(Settings::check_setups);
        }
    }

    /// Changes the settings over the newest stored (another tab may have changed them since
    /// this one read them) and stores them; the player now has something worth keeping, so the
    /// browser is asked to keep the site's storage.
    pub fn update_settings(self, f: impl Fn(&mut Settings)) {
        self.settings.update(|s| settings::change(s, f));
        crate::ui::model::durability::request_persistence();
    }

    /// The seats a shared deal is offered with: the player's own set-up for that many
    /// players, with only its first person kept a person (a link is most often opened by one
    /// person alone; the offer lets them seat more).
    pub fn seats_for(self, players: u8) -> Vec<SeatConfig> {
        self.settings.with_untracked(|s| {
            let mut seats: Vec<SeatConfig> =
                s.seats.iter().take(players as usize).cloned().collect();
            while seats.len() < players as usize {
                let i = seats.len();
                seats.push(SeatConfig {
                    kind: SeatKind::Bot,
                    name: format!("Bot {}", i + 1),
                    level: crate::bots::BotLevel::Standard,
                });
            }
            let first_person = seats.iter().position(|c| c.kind == SeatKind::Human);
            for (i, c) in seats.iter_mut().enumerate() {
                if c.kind == SeatKind::Human && Some(i) != first_person {
                    c.kind = SeatKind::Bot;
                }
            }
            seats
        })
    }

    /// Keeps the lesson at the table in the lessons' own slot (never in a game's): where it
    /// is, or done once its last move is played; and whether it is on the table.
    pub fn persist_lesson(self, s: &Session) {
        let Some(t) = &s.lesson else {
            return;
        };
        let game = t.game();
        let (finished, save) = (t.finished(), t.save());
        let at_table = (s.saved.on_table && !finished).then(|| game.to_string());
        let step = |book: &mut LessonBook| {
            if finished {
                book.close(game);
                book.mark_done(game);
            } else {
                book.keep(save.clone());
            }
            book.at_table = at_table.clone();
        };
        let mut book = self.lessons.get_untracked();
        step(&mut book);
        if self.lessons.with_untracked(|b| *b != book) {
            self.lessons.update(|b| book::change(b, step));
        }
    }

    /// Whether the first *New game* of `game` should offer its lesson first: never played
    /// here, its lesson not done nor offered before. The offer is then counted as made.
    pub fn offer_lesson_first(self, game: &str) -> bool {
        let has_lesson = crate::lessons::games().contains(&game);
        let played = self.stats.with_untracked(|s| s.games().contains_key(game))
            || self
                .saves
                .with_untracked(|all| all.iter().any(|s| s.game == game));
        let offer = self.lessons.with_untracked(|b| {
            has_lesson && !played && !b.is_done(game) && !b.offered.iter().any(|g| g == game)
        });
        if offer {
            self.lessons
                .update(|b| book::change(b, |b| b.mark_offered(game)));
        }
        offer
    }
}
