//! What a guest's connection says to the host: frames read by the protocol's host against the
//! game as the session has it, and what the host makes of them: a guest joined or left, a
//! guest's move handed to the session (which every guest then hears of, like any other
//! change), a device of another version.

use super::host_status::{set_stage, status, InviteStage};
use super::host_table::{app_version, ctl, flush, note_views, refresh_status, sync, with_table};
use super::rtc::{self, ConnEvent};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;
use trumps_rules::remote::{ChannelId, HostEvent, Place};

/// What a connection says.
pub(super) fn on_conn(channel: ChannelId, event: ConnEvent) {
    let events = match event {
        ConnEvent::Open => {
            flush();
            return;
        }
        ConnEvent::Frame(text) => {
            let Some(ctl) = ctl() else {
                return;
            };
            // Whatever the session did meanwhile is published first: a move is checked
            // against the game as the session has it now.
            sync(ctl);
            ctl.play.session.with_untracked(|s| {
                let s = s.as_ref()?;
                with_table(|t| {
                    let events = t.hosting.receive(s, channel, &text);
                    note_views(s.game(), t.hosting.host.token());
                    events
                })
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
                set_stage(place, InviteStage::Failed(say(Msg::RemoteHostNoConnection)));
            }
            t.hosting.host.disconnect(channel).into_iter().collect()
        }),
    };
    handle(events.unwrap_or_default());
    flush();
}

fn handle(events: Vec<HostEvent>) {
    let Some(ctl) = ctl() else {
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
                    .play
                    .session
                    .with_untracked(|s| s.as_ref().is_some_and(|s| s.stand_ins.contains(&seat)));
                if stood_in {
                    ctl.play.stop_bots();
                    ctl.play.session.update(|s| {
                        if let Some(s) = s {
                            s.stand_ins.retain(|&x| x != seat);
                        }
                    });
                }
                let name = ctl
                    .play
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
                    st.note = Some(say_with(Msg::RemoteJoined, &[("name", Value::Text(&name))]));
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
                    st.note = Some(say(Msg::RemoteSpectatorJoined));
                });
            }
            HostEvent::Left { .. } => {}
            HostEvent::Move {
                channel,
                seat,
                action,
            } => {
                // The session takes the move like any other; every guest hears of it from
                // the session's changes ([`sync`]).
                if let Err(reason) = ctl.play.apply(seat, action) {
                    // Not taken (the game went on elsewhere): the guest is told why, and
                    // nobody at this device is told of a move not theirs.
                    ctl.play.session.update(|s| {
                        if let Some(s) = s {
                            s.message = None;
                        }
                    });
                    with_table(|t| t.hosting.not_taken(channel, reason));
                }
                sync(ctl);
            }
            HostEvent::Refused { .. } => {}
            HostEvent::Incompatible { guest, .. } => {
                status().update(|st| {
                    st.note = Some(say_with(
                        Msg::RemoteGuestIncompatible,
                        &[
                            ("guest", Value::Text(&guest)),
                            ("mine", Value::Text(&app_version())),
                        ],
                    ));
                });
            }
        }
    }
    refresh_status();
}
