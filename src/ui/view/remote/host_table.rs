//! The host's side in the browser: the protocol's host beside the session
//! ([`Hosting`], plain data in the model), one WebRTC connection per guest, and what the
//! host's screen shows of them ([`HostStatus`]).
//!
//! The session is the game's one keeper (saves, records, bots); the host holds no game. After
//! every change of the session, whoever made it (a person here, a bot, a bot standing in for
//! an away guest, a guest's move the session applied, a new game or a save taken up), [`sync`]
//! publishes it to every guest from the session's log of changes.
//!
//! What a connection says is [`super::host_link`]; invitations are [`super::host_invites`];
//! what the host's screen shows is [`super::host_status`].

use super::host_status::{status, HostStatus, Presence, SeatLine};
use super::rtc::Conn;
use super::test_hooks;
use crate::engine::Seat;
use crate::registry::AnyGame;
use crate::ui::model::browser;
use crate::ui::model::hosting::Hosting;
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::time::Duration;
use trumps_rules::remote::{ChannelId, Place, TableSetup, Token};

/// How long an invitation can be opened.
pub const INVITE_TTL_MS: u64 = 30 * 60 * 1000;
/// How often the protocol's clock ticks (frames not acknowledged are sent again).
const TICK_MS: u64 = 250;

/// A seat as the host was opened for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SeatSetup {
    name: String,
    remote: bool,
    bot: Option<trumps_rules::bots::BotLevel>,
}

pub(super) struct Table {
    pub(super) hosting: Hosting,
    /// The seats' set-up the host was opened for (names, who is remote, bots' levels).
    pub(super) seats: Vec<SeatSetup>,
    /// Seats some device held since the host opened.
    pub(super) joined: Vec<Seat>,
    pub(super) conns: BTreeMap<ChannelId, Conn>,
    /// The connection of each place's open invitation, with its code.
    pub(super) pending: BTreeMap<Place, (ChannelId, String)>,
    /// When each away seat went away (ms), for the bot that plays for them after a time;
    /// infinite once the host chose to wait for them.
    pub(super) away_since: BTreeMap<Seat, f64>,
}

thread_local! {
    static TABLE: RefCell<Option<Table>> = const { RefCell::new(None) };
    static CTL: Cell<Option<Ctl>> = const { Cell::new(None) };
    static TICKING: Cell<bool> = const { Cell::new(false) };
    /// Connection numbers, for the page's life (an invitation still being made for a host
    /// since closed is never taken for a new host's).
    static NEXT_CHANNEL: Cell<ChannelId> = const { Cell::new(1) };
}

pub(super) fn with_table<R>(f: impl FnOnce(&mut Table) -> R) -> Option<R> {
    TABLE.with(|t| t.borrow_mut().as_mut().map(f))
}

/// The controller the host follows (once [`start`] has run).
pub(super) fn ctl() -> Option<Ctl> {
    CTL.with(Cell::get)
}

/// A new connection number.
pub(super) fn next_channel() -> ChannelId {
    NEXT_CHANNEL.with(|n| n.replace(n.get() + 1))
}

/// The app's version, as the protocol compares it: a guest must run the host's, down to the
/// rules (two builds of one version with other rules would not decide a game alike).
pub fn app_version() -> String {
    format!(
        "{} (rules {})",
        env!("CARGO_PKG_VERSION"),
        env!("TRUMPS_RULES")
    )
}

/// Starts following the session (the table calls it when a game with guests' seats is open):
/// the host is opened, kept in step, and its clock runs.
pub fn start(ctl: Ctl) {
    CTL.with(|c| c.set(Some(ctl)));
    sync(ctl);
    if !TICKING.with(|t| t.replace(true)) {
        let ticked = set_interval_with_handle(
            move || {
                with_table(|t| t.hosting.host.tick());
                sync(ctl);
                flush();
                // The countdowns to a bot for an away guest.
                refresh_status();
            },
            Duration::from_millis(TICK_MS),
        );
        if ticked.is_err() {
            TICKING.with(|t| t.set(false));
        }
    }
}

/// Publishes to every guest what changed in the session (see the module's doc); opens the
/// host when a game with guests' seats comes to the table, closes it when none is there.
pub fn sync(ctl: Ctl) {
    let seats = ctl.play.session.with_untracked(|s| {
        s.as_ref()
            .filter(|s| !s.remote_seats().is_empty())
            .map(|s| {
                let infos = s.seat_infos();
                Seat::all(s.players())
                    .map(|seat| SeatSetup {
                        name: s.name(seat),
                        remote: s.is_remote(seat),
                        bot: infos.get(seat.index()).and_then(|i| i.bot),
                    })
                    .collect::<Vec<_>>()
            })
    });
    let Some(seats) = seats else {
        close_table();
        return;
    };
    if with_table(|t| t.seats == seats) != Some(true) {
        close_table();
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let bots = seats.iter().map(|s| s.bot).collect();
        let setup = TableSetup {
            table: table_id(),
            game_id: 0,
            moves: 0,
            names,
            bots,
            app_version: app_version(),
            seed: browser::random_u64(),
        };
        let Some(hosting) = ctl.play.session.try_update_untracked(|s| {
            s.as_mut().map(|s| {
                let hosting = Hosting::open(s, setup);
                note_views(s.game(), hosting.host.token());
                hosting
            })
        }) else {
            return;
        };
        let Some(hosting) = hosting else {
            return;
        };
        TABLE.with(|t| {
            *t.borrow_mut() = Some(Table {
                hosting,
                seats,
                joined: Vec::new(),
                conns: BTreeMap::new(),
                pending: BTreeMap::new(),
                away_since: BTreeMap::new(),
            })
        });
        refresh_status();
        return;
    }
    let sent = ctl.play.session.try_update_untracked(|s| {
        let s = s.as_mut()?;
        with_table(|t| {
            let sent = t.hosting.publish(s);
            if sent {
                note_views(s.game(), t.hosting.host.token());
            }
            sent
        })
    });
    if sent.flatten() == Some(true) {
        flush();
        refresh_status();
    }
}

/// For the browser tests (`hooks=1` in the host's address): every seat's view and the
/// onlooker's at the host's position now, kept by position in `window.__trumpsHostViews`
/// (`{"GAME:MOVES": "{\"seats\": [...], \"observer\": ...}"}`), so a test can check each
/// state a guest held against the view of its place there.
pub(super) fn note_views(game: &dyn AnyGame, token: Token) {
    if !test_hooks::on() {
        return;
    }
    let seats: Vec<serde_json::Value> = Seat::all(game.players())
        .map(|s| game.view_json(s))
        .collect();
    let views = serde_json::json!({ "seats": seats, "observer": game.observer_json() });
    test_hooks::set(
        "__trumpsHostViews",
        &format!("{}:{}", token.game, token.moves),
        &views.to_string(),
    );
}

/// A table id for invitations (new each time the host opens).
fn table_id() -> String {
    format!("{:012x}", browser::random_u64() & 0xffff_ffff_ffff)
}

/// Closes every connection and forgets the host (no game with guests' seats is open).
fn close_table() {
    let old = TABLE.with(|t| t.borrow_mut().take());
    if let Some(old) = old {
        // Dropped after this turn of the event loop: a connection's own callback may be
        // running.
        set_timeout(move || drop(old), Duration::ZERO);
        status().set(HostStatus::default());
    }
}

/// Sends every frame the host has for its connections.
pub(super) fn flush() {
    with_table(|t| {
        for (channel, frame) in t.hosting.host.outgoing() {
            if let Some(c) = t.conns.get(&channel) {
                c.send(&frame);
            }
        }
    });
}

/// The list of guests' seats from the session and the host.
pub(super) fn refresh_status() {
    let Some(ctl) = CTL.with(Cell::get) else {
        return;
    };
    let after = ctl.keep.settings.with_untracked(|s| s.away_bot_after);
    let now = browser::now_ms();
    let lines = ctl.play.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| {
                let to_act = s.game().to_act();
                s.remote_seats()
                    .into_iter()
                    .map(|seat| {
                        let held = with_table(|t| t.hosting.host.holder(seat).is_some());
                        let joined = with_table(|t| t.joined.contains(&seat));
                        let presence = match (held, joined) {
                            (Some(true), _) => Presence::Here,
                            (_, Some(true)) => Presence::Away,
                            _ => Presence::NotYet,
                        };
                        let stand_in = s.stand_ins.contains(&seat);
                        let since = with_table(|t| {
                            if presence == Presence::Away {
                                Some(*t.away_since.entry(seat).or_insert(now))
                            } else {
                                t.away_since.remove(&seat);
                                None
                            }
                        })
                        .flatten();
                        let bot_in = match (after, since) {
                            // Only while the game goes on.
                            (Some(secs), Some(since))
                                if !stand_in && since.is_finite() && to_act.is_some() =>
                            {
                                let left = f64::from(secs) - (now - since) / 1000.0;
                                Some(left.ceil().max(0.0) as u32)
                            }
                            _ => None,
                        };
                        SeatLine {
                            seat,
                            name: s.name(seat),
                            presence,
                            stand_in,
                            to_act: to_act == Some(seat),
                            bot_in,
                        }
                    })
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    });
    // The time the host chose is up: a bot plays for them until they are back.
    if let Some(line) = lines.iter().find(|l| l.bot_in == Some(0)) {
        let name = line.name.clone();
        stand_in(ctl, line.seat, true);
        status().update(|st| {
            st.note = Some(say_with(
                Msg::RemoteAwayTooLong,
                &[("name", Value::Text(&name))],
            ))
        });
        return;
    }
    let st = status();
    if st.with_untracked(|s| s.seats != lines) {
        st.update(|s| s.seats = lines);
    }
}

/// The host chose another time for a bot to step in: the countdowns start again from now.
pub fn away_choice_changed() {
    let now = browser::now_ms();
    with_table(|t| {
        for since in t.away_since.values_mut() {
            if since.is_finite() {
                *since = now;
            }
        }
    });
    refresh_status();
}

/// Lets a bot play for a guest who is away, or gives the seat back to waiting.
pub fn stand_in(ctl: Ctl, seat: Seat, on: bool) {
    if !on {
        ctl.play.stop_bots();
        // The host chose to wait: no bot steps in for them until they come and go again.
        with_table(|t| t.away_since.insert(seat, f64::INFINITY));
    }
    ctl.play.session.update(|s| {
        if let Some(s) = s {
            s.stand_ins.retain(|&x| x != seat);
            if on {
                s.stand_ins.push(seat);
            }
        }
    });
    refresh_status();
}

/// Refreshes the list after the session changed (whose turn it is).
pub fn session_changed(ctl: Ctl) {
    sync(ctl);
    refresh_status();
}
