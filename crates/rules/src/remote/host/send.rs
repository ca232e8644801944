//! What the host sends: the welcome of a guest taking its place, each place's view and the
//! game's state (whole, or what changed since the last it was sent), refusals in words.

use super::{Host, HostEvent};
use crate::engine::person_words::YOU;
use crate::engine::{seat_name, Seat};
use crate::registry::AnyGame;
use crate::remote::message::{to_text, HostMessage, Refused, State, Welcome};
use crate::remote::seating::{ChannelId, Place};
use crate::remote::view_update::ViewFields;
use serde_json::Value;

impl Host {
    /// Where `place` sits at this table.
    pub(super) fn welcome(&self, place: Place) -> Welcome {
        Welcome {
            table: self.table.clone(),
            game: self.game.to_string(),
            players: self.players,
            names: self.names.clone(),
            bots: self.bots.clone(),
            seat: match place {
                Place::Seat(s) => Some(s),
                Place::Spectator => None,
            },
        }
    }

    /// Every connection holding a place, with it.
    pub(super) fn seated(&self) -> Vec<(ChannelId, Place)> {
        self.peers
            .keys()
            .filter_map(|&c| self.seating.place_of(c).map(|p| (c, p)))
            .collect()
    }

    /// The seats' names as `place` is told them: its own seat is "You".
    pub(super) fn names_for(&self, place: Place) -> Vec<String> {
        let mut names: Vec<String> = Seat::all(self.players)
            .map(|s| seat_name(&self.names, s))
            .collect();
        if let Place::Seat(s) = place {
            if let Some(n) = names.get_mut(s.index()) {
                *n = YOU.to_string();
            }
        }
        names
    }

    /// Sends a connection's guest the state of `game` (the keeper's, now): its view whole,
    /// or changed from the last.
    pub(super) fn send_state(&mut self, channel: ChannelId, game: &dyn AnyGame, whole: bool) {
        let Some(place) = self.seating.place_of(channel) else {
            return;
        };
        let view = ViewFields::of(&view_for(game, place));
        let token = self.token;
        let to_act = game.to_act();
        let outcome = game.outcome();
        let hands_scored = game.hands_scored();
        let Some(p) = self.peers.get_mut(&channel) else {
            return;
        };
        let update = if whole {
            view.update_from(None)
        } else {
            view.update_from(p.last_view.as_ref())
        };
        p.sent += 1;
        let state = State {
            seq: p.sent,
            token,
            to_act,
            outcome,
            hands_scored,
            view: update,
            captions: std::mem::take(&mut p.captions),
            moved: self.moved,
        };
        p.last_view = Some(view);
        p.link.send(&to_text(&HostMessage::State(state)));
    }

    pub(super) fn send(&mut self, channel: ChannelId, message: &HostMessage) {
        if let Some(p) = self.peers.get_mut(&channel) {
            p.link.send(&to_text(message));
        }
    }

    pub(super) fn refuse(
        &mut self,
        channel: ChannelId,
        reason: String,
        events: &mut Vec<HostEvent>,
    ) {
        let refused = Refused {
            reason: reason.clone(),
            token: self.token,
        };
        self.send(channel, &HostMessage::Refused(refused));
        events.push(HostEvent::Refused { channel, reason });
    }

    pub(super) fn say_incompatible(
        &mut self,
        channel: ChannelId,
        guest: String,
        events: &mut Vec<HostEvent>,
    ) {
        let host = self.versions.clone();
        self.send(channel, &HostMessage::Incompatible { host });
        events.push(HostEvent::Incompatible { channel, guest });
    }
}

/// What `place` may see of `game`, as JSON.
fn view_for(game: &dyn AnyGame, place: Place) -> Value {
    match place {
        Place::Seat(s) => game.view_json(s),
        Place::Spectator => game.observer_json(),
    }
}
