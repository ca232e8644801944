//! What the host's screen shows of its guests: each guest's seat (here, away, a bot standing
//! in) and the invitation open, as one signal for the page's life.

use crate::engine::Seat;
use leptos::prelude::*;
use std::cell::RefCell;
use trumps_rules::remote::Place;

thread_local! {
    static STATUS: RefCell<Option<ArcRwSignal<HostStatus>>> = const { RefCell::new(None) };
}

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
    /// The seat's name (none for a spectator).
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

/// What the host's screen shows (one signal for the page's life).
pub fn status() -> ArcRwSignal<HostStatus> {
    STATUS.with(|s| {
        s.borrow_mut()
            .get_or_insert_with(|| ArcRwSignal::new(HostStatus::default()))
            .clone()
    })
}

pub(super) fn set_stage(place: Place, stage: InviteStage) {
    status().update(|st| {
        if let Some(i) = st.invite.as_mut().filter(|i| i.place == place) {
            i.stage = stage;
            i.problem = None;
        }
    });
}

pub(super) fn set_problem(problem: String) {
    status().update(|st| {
        if let Some(i) = st.invite.as_mut() {
            i.problem = Some(problem);
        }
    });
}
