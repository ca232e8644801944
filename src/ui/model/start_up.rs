//! What the app reads from the store at its start besides the game: the finished games, the
//! replay viewer's record and a shared deal from the page's link. Problems become notices.

use crate::ui::model::browser as web;
use crate::ui::model::history::{self, History};
use crate::ui::model::lang::{said, say_with, Msg, Said, Value};
use crate::ui::model::replay::{self, ReplayState};
use crate::ui::model::store::keys::REPLAY_KEY;
use crate::ui::model::store::{self, Loaded};

/// What the records features read at start-up: the history and the replay viewer's record.
/// Problems become notices. (A shared deal from the page's link is read with the games'
/// rules: [`deal_on_start`].)
pub struct StartUp {
    pub history: History,
    /// The record open in the viewer when the page was left (it opens again, once the rules
    /// are in: [`replay_on_start`]).
    pub replay: Option<ReplayOnStart>,
}

/// The replay viewer's record as stored when the page was left.
pub type ReplayOnStart = replay::SavedReplay;

/// The viewer's stored record opened again (needs the games' rules); one that cannot be is
/// set aside and said in `notices`.
pub fn replay_on_start(saved: &ReplayOnStart, notices: &mut Vec<String>) -> Option<ReplayState> {
    match ReplayState::from_saved(saved) {
        Ok(r) => Some(r),
        Err(e) => {
            store::set_aside_key(REPLAY_KEY);
            notices.push(say_with(
                Msg::ReplayUnreadAgain,
                &[("why", Value::Text(&e.to_string()))],
            ));
            None
        }
    }
}

/// A stored value that could not be read at the start, said for the player (`what`:
/// `settings`, `stats`, `history`, `replay`, `lessons`). It is put into words where it is
/// shown: at the start the language's words may not have come yet.
pub fn unread(what: &str, why: &Said) -> Said {
    Said::new(Msg::Unread)
        .text("what", what)
        .said("why", why.clone())
}

pub fn load_on_start(notices: &mut Vec<Said>) -> StartUp {
    let history: History = history::load().or_default_noting(notices, |why| unread("history", why));
    let replay = match replay::load() {
        Loaded::Found(saved) => Some(saved),
        Loaded::Missing => None,
        Loaded::SetAside(why) => {
            notices.push(unread("replay", &why));
            None
        }
    };
    StartUp { history, replay }
}

/// The shared deal of the page's link (`?deal=`), read (needs the games' option forms); one
/// that cannot be read is said in `notices` and the link's query is cleared.
pub fn deal_on_start(code: &str, notices: &mut Vec<String>) -> Option<crate::records::DealCode> {
    match crate::records::DealCode::parse(code).map_err(|e| said(&e.said())) {
        Ok(c) => Some(c),
        Err(e) => {
            notices.push(say_with(Msg::DealLinkUnread, &[("why", Value::Text(&e))]));
            web::clear_query();
            None
        }
    }
}
