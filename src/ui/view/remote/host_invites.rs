//! Invitations from the host: one for a seat or to watch, made as a link and a QR code once
//! the browser has gathered its addresses, and the guest's answer read (pasted or scanned) to
//! connect the two devices.

use super::host_link::on_conn;
use super::host_status::{set_problem, set_stage, status, InviteShown, InviteStage};
use super::host_table::{next_channel, start, with_table, INVITE_TTL_MS};
use super::signal_code::{self, CodeProblem, Decoded};
use super::{ice, qr, rtc};
use crate::ui::model::browser;
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use trumps_rules::remote::Place;

/// Opens the invitation dialog for `place` (a seat, or to watch) and makes its invitation.
pub fn invite(ctl: Ctl, place: Place) {
    start(ctl);
    let name = match place {
        Place::Seat(seat) => ctl
            .play
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.name(seat)))
            .unwrap_or_default(),
        // The dialog says "someone to watch" in the page's language.
        Place::Spectator => String::new(),
    };
    let seat = place;
    let made = with_table(|t| {
        let invite = t.hosting.host.invite(place);
        let channel = next_channel();
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
                    InviteStage::Failed(because(Msg::RemoteServersUnreadable, &why)),
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
                    InviteStage::Failed(because(Msg::RemoteInviteNotMade, &why)),
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
        signal_code::check_answer(&decoded, t.hosting.host.table(), &code)?;
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
            set_problem(because(Msg::RemoteConnectFailed, &why));
        }
    });
}

/// What failed (`msg`), with its reason.
fn because(msg: Msg, why: &str) -> String {
    say_with(msg, &[("why", Value::Text(why))])
}

/// Closes the invitation dialog (the invitation stays good until it expires or is replaced).
pub fn close_invite() {
    status().update(|st| st.invite = None);
}
