//! The host's side in the browser: the protocol's [`Host`] beside the session, one WebRTC
//! connection per guest, and what the host's screen shows of them ([`HostStatus`]).
//!
//! The session stays the game's one keeper (saves, records, undo, bots). The host mirrors it
//! move for move ([`sync`]): a move made at this device (a person, a bot, a bot standing in
//! for an away guest) is played on the host too, which sends each guest its new view; a
//! guest's move, once the host has checked and played it, is applied to the session. Anything
//! else that changes the session (a new game, an undo) puts its state in the host's place,
//! and every guest is sent its whole view again.

use super::rtc::{self, Conn, ConnEvent};
use super::signal_code::{self, CodeProblem, Decoded};
use super::{ice, qr, test_hooks};
use crate::engine::Seat;
use crate::ui::model::browser;
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::time::Duration;
use trumps_rules::remote::{ChannelId, Host, HostEvent, Place, TableSetup};

/// How long an invitation can be opened.
pub const INVITE_TTL_MS: u64 = 30 * 60 * 1000;
/// How often the protocol's clock ticks (frames not acknowledged are sent again).
const TICK_MS: u64 = 250;

/// Where a guest's seat stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Presence {
    /// No device has taken the seat since this device opened the game.
    NotYet,
    Here,
    /// Its device's connection is gone: the game waits (or a bot plays for it).
    Away,
}

/// One guest's seat, as the host's screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeatLine {
    pub seat: Seat,
    pub name: String,
    pub presence: Presence,
    /// A bot plays for the guest meanwhile.
    pub stand_in: bool,
    /// It is the seat's turn.
    pub to_act: bool,
    /// Away: the seconds until a bot plays for them (the host chose a time in Settings).
    pub bot_in: Option<u32>,
}

/// Where an invitation stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InviteStage {
    /// The browser is gathering its addresses.
    Preparing,
    /// The link (and its QR code, or why there is none) to give the guest.
    Ready {
        link: String,
        qr: Result<String, String>,
    },
    /// The answer is in; the devices are connecting.
    Connecting,
    /// The invitation could not be made.
    Failed(String),
}

/// The invitation dialog open on the host's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InviteShown {
    /// A seat, or a spectator's chair.
    pub place: Place,
    pub name: String,
    pub stage: InviteStage,
    /// What was wrong with the answer pasted or scanned.
    pub problem: Option<String>,
}

/// What the host's screen shows of the guests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostStatus {
    pub seats: Vec<SeatLine>,
    pub invite: Option<InviteShown>,
    /// The last thing to tell the host ("Ann joined", a guest of another version).
    pub note: Option<String>,
}

/// A seat as the host was opened for it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SeatSetup {
    name: String,
    remote: bool,
    bot: Option<trumps_rules::bots::BotLevel>,
}

struct Table {
    host: Host,
    game_id: u64,
    /// The session's decisions the host has played.
    mirrored: usize,
    /// The session's count of changes when the host last followed it.
    moves_seen: u64,
    /// The seats' set-up the host was opened for (names, who is remote, bots' levels).
    seats: Vec<SeatSetup>,
    /// Seats some device held since the host opened.
    joined: Vec<Seat>,
    conns: BTreeMap<ChannelId, Conn>,
    /// The connection of each place's open invitation, with its code.
    pending: BTreeMap<Place, (ChannelId, String)>,
    /// When each away seat went away (ms), for the bot that plays for them after a time;
    /// infinite once the host chose to wait for them.
    away_since: BTreeMap<Seat, f64>,
}

thread_local! {
    static TABLE: RefCell<Option<Table>> = const { RefCell::new(None) };
    static CTL: Cell<Option<Ctl>> = const { Cell::new(None) };
    static STATUS: RefCell<Option<ArcRwSignal<HostStatus>>> = const { RefCell::new(None) };
    static TICKING: Cell<bool> = const { Cell::new(false) };
    /// Connection numbers, for the page's life (an invitation still being made for a host
    /// since closed is never taken for a new host's).
    static NEXT_CHANNEL: Cell<ChannelId> = const { Cell::new(1) };
}

/// What the host's screen shows (one signal for the page's life).
pub fn status() -> ArcRwSignal<HostStatus> {
    STATUS.with(|s| {
        s.borrow_mut()
            .get_or_insert_with(|| ArcRwSignal::new(HostStatus::default()))
            .clone()
    })
}

fn with_table<R>(f: impl FnOnce(&mut Table) -> R) -> Option<R> {
    TABLE.with(|t| t.borrow_mut().as_mut().map(f))
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
                with_table(|t| t.host.tick());
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

/// Brings the host in step with the session (see the module's doc).
pub fn sync(ctl: Ctl) {
    let glance = ctl.session.with_untracked(|s| {
        s.as_ref()
            .filter(|s| !s.remote_seats().is_empty())
            .map(|s| {
                let infos = s.seat_infos();
                let seats: Vec<SeatSetup> = Seat::all(s.players())
                    .map(|seat| SeatSetup {
                        name: s.name(seat),
                        remote: s.is_remote(seat),
                        bot: infos.get(seat.index()).and_then(|i| i.bot),
                    })
                    .collect();
                (s.saved.game_id, s.saved.moves, seats)
            })
    });
    let Some((game_id, moves, seats)) = glance else {
        close_table();
        return;
    };
    let same_seats = with_table(|t| t.seats == seats).unwrap_or(false);
    let in_step = with_table(|t| t.game_id == game_id && t.moves_seen == moves).unwrap_or(false);
    if same_seats && in_step {
        return;
    }
    // Something changed: the game and its decisions are read (not at every tick).
    let Some((decisions, game)) = ctl.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| (s.saved.decisions.clone(), s.game().clone_box()))
    }) else {
        return;
    };
    if !same_seats {
        close_table();
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let bots = seats.iter().map(|s| s.bot).collect();
        let host = Host::new(
            game,
            TableSetup {
                table: table_id(),
                game_id,
                moves,
                names,
                bots,
                app_version: app_version(),
                seed: browser::random_u64(),
            },
        );
        note_views(&host);
        TABLE.with(|t| {
            *t.borrow_mut() = Some(Table {
                host,
                game_id,
                mirrored: decisions.len(),
                moves_seen: moves,
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
    let changed = with_table(|t| {
        if t.game_id == game_id && t.moves_seen == moves {
            return false;
        }
        let appended = decisions.len().checked_sub(t.mirrored);
        let mut followed = t.game_id == game_id
            && appended.is_some_and(|n| n as u64 == moves - t.moves_seen.min(moves));
        if followed {
            for d in &decisions[t.mirrored..] {
                followed = t.host.act(d.seat, &d.action).is_ok();
                if !followed {
                    break;
                }
                note_views(&t.host);
            }
        }
        if !followed {
            t.host.replace_game(game, game_id);
            note_views(&t.host);
        }
        t.game_id = game_id;
        t.mirrored = decisions.len();
        t.moves_seen = moves;
        true
    });
    if changed == Some(true) {
        flush();
        refresh_status();
    }
}

/// Puts the session's game in the host's place (every guest is sent its whole view again).
fn resync(ctl: Ctl) {
    let now = ctl.session.with_untracked(|s| {
        s.as_ref().map(|s| {
            (
                s.saved.game_id,
                s.saved.moves,
                s.saved.decisions.len(),
                s.game().clone_box(),
            )
        })
    });
    if let Some((game_id, moves, decisions, game)) = now {
        with_table(|t| {
            t.host.replace_game(game, game_id);
            note_views(&t.host);
            t.game_id = game_id;
            t.mirrored = decisions;
            t.moves_seen = moves;
        });
    }
}

/// For the browser tests (`hooks=1` in the host's address): every seat's view and the
/// onlooker's at the host's position now, kept by position in `window.__trumpsHostViews`
/// (`{"GAME:MOVES": "{\"seats\": [...], \"observer\": ...}"}`), so a test can check each
/// state a guest held against the view of its place there.
fn note_views(host: &Host) {
    if !test_hooks::on() {
        return;
    }
    let token = host.token();
    let game = host.game();
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
fn flush() {
    with_table(|t| {
        for (channel, frame) in t.host.outgoing() {
            if let Some(c) = t.conns.get(&channel) {
                c.send(&frame);
            }
        }
    });
}

/// The list of guests' seats from the session and the host.
fn refresh_status() {
    let Some(ctl) = CTL.with(Cell::get) else {
        return;
    };
    let after = ctl.keep.settings.with_untracked(|s| s.away_bot_after);
    let now = browser::now_ms();
    let lines = ctl.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| {
                let to_act = s.game().to_act();
                s.remote_seats()
                    .into_iter()
                    .map(|seat| {
                        let held = with_table(|t| t.host.holder(seat).is_some());
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
            st.note = Some(format!(
                "{name} has been away too long: a bot plays for them until they are back."
            ))
        });
        return;
    }
    let st = status();
    if st.with_untracked(|s| s.seats != lines) {
        st.update(|s| s.seats = lines);
    }
}

/// What a connection says.
fn on_conn(channel: ChannelId, event: ConnEvent) {
    let events = match event {
        ConnEvent::Open => {
            flush();
            return;
        }
        ConnEvent::Frame(text) => {
            // A move is checked against the game as the session has it now.
            if let Some(ctl) = CTL.with(Cell::get) {
                sync(ctl);
            }
            with_table(|t| {
                let events = t.host.receive(channel, &text);
                note_views(&t.host);
                events
            })
        }
        ConnEvent::Closed => with_table(|t| {
            if let Some(gone) = t.conns.remove(&channel) {
                rtc::close_later(gone);
            }
            let unanswered: Vec<Place> = t
                .pending
                .iter()
                .filter(|(_, (c, _))| *c == channel)
                .map(|(p, _)| *p)
                .collect();
            t.pending.retain(|_, (c, _)| *c != channel);
            for place in unanswered {
                set_stage(
                    place,
                    InviteStage::Failed(
                        "The devices could not connect. Make a new invitation and try again; on different networks, see Settings → Playing on several devices.".into(),
                    ),
                );
            }
            t.host.disconnect(channel).into_iter().collect()
        }),
    };
    handle(events.unwrap_or_default());
    flush();
}

fn handle(events: Vec<HostEvent>) {
    let Some(ctl) = CTL.with(Cell::get) else {
        return;
    };
    for event in events {
        match event {
            HostEvent::Joined {
                channel,
                place: Place::Seat(seat),
                displaced,
            } => {
                with_table(|t| {
                    if !t.joined.contains(&seat) {
                        t.joined.push(seat);
                    }
                    t.pending.retain(|_, (c, _)| *c != channel);
                    if let Some(old) = displaced.and_then(|d| t.conns.remove(&d)) {
                        rtc::close_later(old);
                    }
                });
                // Back at the table: the guest plays again, not a bot (one thinking for them
                // now is stopped).
                let stood_in = ctl
                    .session
                    .with_untracked(|s| s.as_ref().is_some_and(|s| s.stand_ins.contains(&seat)));
                if stood_in {
                    ctl.stop_bots();
                    ctl.session.update(|s| {
                        if let Some(s) = s {
                            s.stand_ins.retain(|&x| x != seat);
                        }
                    });
                }
                let name = ctl
                    .session
                    .with_untracked(|s| s.as_ref().map(|s| s.name(seat)))
                    .unwrap_or_default();
                status().update(|st| {
                    if st
                        .invite
                        .as_ref()
                        .is_some_and(|i| i.place == Place::Seat(seat))
                    {
                        st.invite = None;
                    }
                    st.note = Some(format!("{name} joined from their own device."));
                });
            }
            HostEvent::Joined {
                channel,
                place: Place::Spectator,
                ..
            } => {
                with_table(|t| t.pending.retain(|_, (c, _)| *c != channel));
                status().update(|st| {
                    if st
                        .invite
                        .as_ref()
                        .is_some_and(|i| i.place == Place::Spectator)
                    {
                        st.invite = None;
                    }
                    st.note = Some(
                        "A spectator joined: they see the table as an onlooker, no one's cards."
                            .into(),
                    );
                });
            }
            HostEvent::Left { .. } => {}
            HostEvent::Applied { seat, action } => {
                let at = |ctl: Ctl| {
                    ctl.session.with_untracked(|s| {
                        s.as_ref()
                            .map(|s| (s.saved.game_id, s.saved.moves, s.saved.decisions.len()))
                    })
                };
                let before = at(ctl);
                ctl.apply(seat, action);
                let after = at(ctl);
                let followed = matches!((before, after), (Some((g, m, d)), Some((g2, m2, d2)))
                    if g == g2 && m2 == m + 1 && d2 == d + 1);
                if followed {
                    with_table(|t| {
                        t.mirrored += 1;
                        t.moves_seen += 1;
                    });
                } else {
                    // The session did not take it (it was elsewhere): the host takes the
                    // session's game, and nobody at this device is told of a move not theirs.
                    ctl.session.update(|s| {
                        if let Some(s) = s {
                            s.message = None;
                        }
                    });
                    resync(ctl);
                }
            }
            HostEvent::Refused { .. } => {}
            HostEvent::Incompatible { guest, .. } => {
                status().update(|st| {
                    st.note = Some(format!(
                        "A device running Trumps {guest} tried to join: this device runs version {}. Both need the same version: reload the app on both while online.",
                        app_version()
                    ));
                });
            }
        }
    }
    refresh_status();
}

/// Opens the invitation dialog for `place` (a seat, or to watch) and makes its invitation.
pub fn invite(ctl: Ctl, place: Place) {
    start(ctl);
    let name = match place {
        Place::Seat(seat) => ctl
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.name(seat)))
            .unwrap_or_default(),
        Place::Spectator => "someone to watch".to_string(),
    };
    let seat = place;
    let made = with_table(|t| {
        let invite = t.host.invite(place);
        let channel = NEXT_CHANNEL.with(|n| n.replace(n.get() + 1));
        if let Some((old, _)) = t.pending.insert(seat, (channel, invite.code.clone())) {
            // An invitation not answered yet gives way to the new one.
            if let Some(c) = t.conns.remove(&old) {
                rtc::close_later(c);
            }
        }
        (invite, channel)
    });
    let Some((invite, channel)) = made else {
        return;
    };
    status().update(|st| {
        st.invite = Some(InviteShown {
            place,
            name,
            stage: InviteStage::Preparing,
            problem: None,
        })
    });
    let servers = ctl
        .keep
        .settings
        .with_untracked(|s| ice::parse(&s.ice_servers));
    leptos::task::spawn_local(async move {
        let servers = match servers {
            Ok(s) => s,
            Err(why) => {
                set_stage(
                    seat,
                    InviteStage::Failed(format!(
                        "The servers in Settings (Playing on several devices) cannot be read. {why}"
                    )),
                );
                return;
            }
        };
        let made = rtc::offer(&servers, move |e| on_conn(channel, e)).await;
        let (conn, sdp) = match made {
            Ok(made) => made,
            Err(why) => {
                set_stage(
                    seat,
                    InviteStage::Failed(format!("The invitation could not be made: {why}.")),
                );
                return;
            }
        };
        let wanted = with_table(|t| {
            let wanted = t.pending.get(&seat).is_some_and(|(c, _)| *c == channel);
            if wanted {
                t.conns.insert(channel, conn);
            }
            wanted
        });
        if wanted != Some(true) {
            return;
        }
        let code =
            signal_code::encode_offer(&invite, &sdp, browser::now_ms() as u64, INVITE_TTL_MS);
        let link = signal_code::link(&browser::page_base(), &code);
        let qr = qr::svg(&link);
        set_stage(seat, InviteStage::Ready { link, qr });
    });
}

fn set_stage(place: Place, stage: InviteStage) {
    status().update(|st| {
        if let Some(i) = st.invite.as_mut().filter(|i| i.place == place) {
            i.stage = stage;
            i.problem = None;
        }
    });
}

fn set_problem(problem: String) {
    status().update(|st| {
        if let Some(i) = st.invite.as_mut() {
            i.problem = Some(problem);
        }
    });
}

/// The guest's answer, pasted or scanned, for the invitation open.
pub fn answer(text: &str) {
    let Some(seat) = status().with_untracked(|s| s.invite.as_ref().map(|i| i.place)) else {
        return;
    };
    let decoded = match signal_code::decode(text, browser::now_ms() as u64) {
        Ok(d) => d,
        Err(p) => return set_problem(p.words()),
    };
    let checked = with_table(|t| {
        let (channel, code) = t
            .pending
            .get(&seat)
            .cloned()
            .ok_or(CodeProblem::OtherSeat)?;
        signal_code::check_answer(&decoded, t.host.table(), &code)?;
        let Decoded::Answer(a) = &decoded else {
            return Err(CodeProblem::OfferNotAnswer);
        };
        t.conns
            .get(&channel)
            .map(|c| rtc::accept(c, &a.sdp))
            .ok_or(CodeProblem::OtherSeat)
    });
    let accepting = match checked {
        Some(Ok(accepting)) => accepting,
        Some(Err(p)) => return set_problem(p.words()),
        None => return,
    };
    set_stage(seat, InviteStage::Connecting);
    leptos::task::spawn_local(async move {
        if let Err(why) = accepting.await {
            set_problem(format!(
                "The devices could not connect: {why}. Make a new invitation and try again."
            ));
        }
    });
}

/// Closes the invitation dialog (the invitation stays good until it expires or is replaced).
pub fn close_invite() {
    status().update(|st| st.invite = None);
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
        ctl.stop_bots();
        // The host chose to wait: no bot steps in for them until they come and go again.
        with_table(|t| t.away_since.insert(seat, f64::INFINITY));
    }
    ctl.session.update(|s| {
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
