//! The controller at start: the settings, statistics, saves and lessons' progress, read from
//! the store; `?pace=` from the URL. The game, lesson or replay left open is only looked at
//! here (is it at the table?): reading it needs the games' rules, which come with the part
//! fetched after the hub, so [`Ctl::restore_now`] takes it up once they are in.

use super::{fresh_seed, Ctl, Screen};
use crate::registry;
use crate::ui::model::browser::query_param;
use crate::ui::model::saves;
use crate::ui::model::session::Session;
use crate::ui::model::settings;
use crate::ui::model::settings::{Pace, Settings};
use crate::ui::model::start_up as records_ui;
use crate::ui::model::stats;
use crate::ui::model::stats::Stats;
use crate::ui::model::store;
use crate::ui::model::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use crate::ui::model::store::saved_game::SavedGame;
use crate::ui::model::store::Loaded;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::play::Play;
use crate::ui::stores::viewer::Viewer;
use crate::ui::stores::with_rules::Restore;
use leptos::prelude::*;
use serde::Deserialize;

/// The one field of a saved game read before the rules are in.
#[derive(Deserialize)]
struct AtTable {
    on_table: bool,
}

impl Ctl {
    /// Loads settings, statistics and what was open last (to take up with
    /// [`Ctl::restore_now`] once the rules are in); reads `?pace=` from the URL.
    pub fn init() -> (Ctl, Restore) {
        let mut notices = Vec::new();
        let mut settings = settings::load().or_default_noting(&mut notices, |why| {
            format!("Your settings could not be read ({why}) and were set aside; the defaults are used.")
        });
        if let Some(p) = query_param("pace").and_then(|p| Pace::from_id(&p)) {
            settings.pace = p;
        }
        let stats: Stats = stats::load().or_default_noting(&mut notices, |why| {
            format!("Your statistics could not be read ({why}) and were set aside; they start again from zero.")
        });
        let mut screen = Screen::Hub;
        let mut restore = Restore::default();
        let current = match store::load::<String>(CURRENT_KEY, CURRENT_VERSION) {
            Loaded::Found(id) if registry::info(&id).is_some() => id,
            _ => registry::first_info().id.to_string(),
        };
        if store::read_raw(&game_key(&current)).is_some() {
            // A save that cannot be read is found out when it is read whole: a new game then
            // takes its place at the table.
            let at_table = store::peek::<AtTable>(&game_key(&current), GAME_SAVE_VERSION)
                .is_none_or(|s| s.on_table);
            if at_table {
                screen = Screen::Table;
            }
            restore.game = Some(current);
        }
        let lessons = super::lesson::load_book(&mut notices);
        if lessons.at_table.is_some() {
            screen = Screen::Table;
            restore.lesson = true;
        }
        let all_saves = saves::load_all(&mut restore.unsummed);
        let start = records_ui::load_on_start(&mut notices);
        if start.replay.is_some() {
            screen = Screen::Replay;
        }
        restore.replay = start.replay;
        restore.deal = query_param("deal");
        let keep = Keep {
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            history: RwSignal::new(start.history),
            saves: RwSignal::new(all_saves),
            lessons: RwSignal::new(lessons),
        };
        let screen = RwSignal::new(screen);
        let viewer = Viewer {
            replay: RwSignal::new(None),
            review: RwSignal::new(None),
            screen,
        };
        let notice = RwSignal::new((!notices.is_empty()).then(|| notices.join(" ")));
        let play = Play {
            session: RwSignal::new(None),
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            bots_unavailable: RwSignal::new(false),
            people_out: RwSignal::new(None),
            scheduled: StoredValue::new(None),
            keep,
            viewer,
            screen,
            notice,
        };
        let ctl = Ctl {
            play,
            keep,
            viewer,
            notice,
            screen,
            rules_open: RwSignal::new(false),
            rules_game: RwSignal::new(registry::first_info().id),
            deal_offer: RwSignal::new(None),
            share: RwSignal::new(None),
            setup_open: RwSignal::new(false),
        };
        (ctl, restore)
    }

    /// Takes up what was open when the page was left (see [`Restore`]): the game (a save that
    /// cannot be read is set aside, said, and a new game takes its place), then a lesson that
    /// was at the table, then the replay viewer's record, then the shared deal of the page's
    /// link. Needs the games' rules.
    pub(crate) fn restore_now(self, restore: Restore) {
        let mut notices = Vec::new();
        // The stored set-ups checked against the games' option forms (in by now), before a
        // new game may be made from them below.
        self.keep.check_setups();
        for id in &restore.unsummed {
            if let Some(s) = saves::summarise(id, &mut notices) {
                self.keep.saves.update(|all| {
                    all.retain(|x| x.game != s.game);
                    all.push(s);
                });
            }
        }
        let mut session = None;
        if let Some(game) = &restore.game {
            match store::load::<SavedGame>(&game_key(game), GAME_SAVE_VERSION) {
                Loaded::Found(saved) => session = Some(Session::resume(saved)),
                Loaded::Missing => {}
                Loaded::SetAside(why) => {
                    notices.push(format!(
                        "Your saved game could not be read ({why}) and was set aside; a new game was started."
                    ));
                    session = self
                        .keep
                        .settings
                        .with_untracked(|settings| new_session(settings, game).ok());
                }
            }
        }
        if restore.lesson {
            let lesson = self
                .keep
                .lessons
                .with_untracked(|book| super::lesson::lesson_at_table(book, &mut notices));
            if lesson.is_some() {
                session = lesson;
            }
        }
        if let Some(mut s) = session {
            // The player may have gone back to the hub meanwhile.
            s.saved.on_table = self.screen.get_untracked() == Screen::Table;
            self.play.session.set(Some(s));
        }
        if let Some(saved) = restore.replay {
            self.viewer
                .replay
                .set(records_ui::replay_on_start(&saved, &mut notices));
        }
        // (Unless the player said Not now while the rules came: the link's query is gone.)
        if let Some(code) = restore.deal.filter(|_| query_param("deal").is_some()) {
            self.deal_offer
                .set(records_ui::deal_on_start(&code, &mut notices));
        }
        if !crate::ui::stores::with_rules::asked() {
            // (Else the player's requests, run next, may open that screen: the part's arrival
            // leaves it if they do not.)
            self.leave_empty_screen();
        }
        if !notices.is_empty() {
            self.notice.update(|n| {
                let before = n.take().into_iter();
                *n = Some(before.chain(notices).collect::<Vec<_>>().join(" "));
            });
        }
    }
}

/// A new game of `game` with the set-up of the settings (after a save could not be read).
fn new_session(settings: &Settings, game: &str) -> Result<Session, String> {
    let entry = registry::find(game).ok_or("no such game")?;
    let setup = settings.setup(game);
    let seats = settings.seats[..setup.players.min(settings.seats.len())].to_vec();
    let (seed, id) = fresh_seed();
    Session::start(entry, &setup.options, seats, seed, id)
}
