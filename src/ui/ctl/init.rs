//! The controller at start: the settings, statistics, saves and the game open last, read from
//! the store; `?pace=` from the URL.

use super::{fresh_seed, Ctl, Screen};
use crate::registry;
use crate::ui::browser::query_param;
use crate::ui::records as records_ui;
use crate::ui::saves;
use crate::ui::session::Session;
use crate::ui::settings::{self, Pace, Settings};
use crate::ui::stats::{self, Stats};
use crate::ui::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use crate::ui::store::saved_game::SavedGame;
use crate::ui::store::{self, Loaded};
use leptos::prelude::*;

impl Ctl {
    /// Loads settings, statistics and the game open last; reads `?pace=` and `?seed=` from
    /// the URL.
    pub fn init() -> Ctl {
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
        let current = match store::load::<String>(CURRENT_KEY, CURRENT_VERSION) {
            Loaded::Found(id) if registry::find(&id).is_some() => id,
            _ => registry::GAMES[0].info().id.to_string(),
        };
        let session = match store::load::<SavedGame>(&game_key(&current), GAME_SAVE_VERSION) {
            Loaded::Found(saved) => {
                if saved.on_table {
                    screen = Screen::Table;
                }
                Some(Session::resume(saved))
            }
            Loaded::Missing => None,
            Loaded::SetAside(why) => {
                notices.push(format!(
                    "Your saved game could not be read ({why}) and was set aside; a new game was started."
                ));
                let s = new_session(&settings, &current).ok();
                if s.is_some() {
                    screen = Screen::Table;
                }
                s
            }
        };
        let lessons = super::lesson::load_book(&mut notices);
        let session = match super::lesson::lesson_at_table(&lessons, &mut notices) {
            Some(lesson) => {
                screen = Screen::Table;
                Some(lesson)
            }
            None => session,
        };
        let all_saves = saves::load_all(&mut notices);
        let start = records_ui::load_on_start(&mut notices);
        if start.replay.is_some() {
            screen = Screen::Replay;
        }
        Ctl {
            history: RwSignal::new(start.history),
            replay: RwSignal::new(start.replay),
            deal_offer: RwSignal::new(start.deal_offer),
            share: RwSignal::new(None),
            session: RwSignal::new(session),
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            notice: RwSignal::new((!notices.is_empty()).then(|| notices.join(" "))),
            screen: RwSignal::new(screen),
            rules_open: RwSignal::new(false),
            rules_game: RwSignal::new(registry::GAMES[0].info().id),
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            saves: RwSignal::new(all_saves),
            bots_unavailable: RwSignal::new(false),
            people_out: RwSignal::new(None),
            review: RwSignal::new(None),
            lessons: RwSignal::new(lessons),
            setup_open: RwSignal::new(false),
            scheduled: StoredValue::new(None),
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
