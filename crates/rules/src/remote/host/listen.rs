//! What a guest says to the host: its hello with the code of its place, a move (checked
//! here, then passed on to the keeper of the game), a request for its whole view.

use super::{Host, HostEvent};
use crate::engine::person_words::possessive;
use crate::engine::seat_name;
use crate::registry::AnyGame;
use crate::remote::message::{Act, GuestMessage, Hello, HostMessage};
use crate::remote::referee::try_action;
use crate::remote::seating::{ChannelId, Place};

impl Host {
    pub(super) fn take_message(
        &mut self,
        channel: ChannelId,
        text: &str,
        game: &dyn AnyGame,
        events: &mut Vec<HostEvent>,
    ) {
        match serde_json::from_str::<GuestMessage>(text) {
            Ok(GuestMessage::Hello(hello)) => self.hello(channel, hello, game, events),
            Ok(GuestMessage::Act(act)) => match self.guest_act(channel, &act, game) {
                Err(reason) => self.refuse(channel, reason, events),
                Ok(()) => {
                    self.passed_on = Some(self.token);
                    events.push(HostEvent::Move {
                        channel,
                        seat: act.seat,
                        action: act.action,
                    });
                }
            },
            Ok(GuestMessage::Refresh) => {
                if self.seating.place_of(channel).is_some() {
                    self.send_state(channel, game, true);
                } else {
                    self.refuse(channel, no_place(), events);
                }
            }
            Err(e) => self.refuse(
                channel,
                format!("that is not a message this app understands ({e})"),
                events,
            ),
        }
    }

    fn hello(
        &mut self,
        channel: ChannelId,
        hello: Hello,
        game: &dyn AnyGame,
        events: &mut Vec<HostEvent>,
    ) {
        if !self.versions.compatible(&hello.versions) {
            self.say_incompatible(channel, hello.versions.words(), events);
            return;
        }
        if hello.table != self.table {
            self.refuse(
                channel,
                "this code is for another table: ask this table's host for one".into(),
                events,
            );
            return;
        }
        let before = self.seating.place_of(channel);
        let (place, displaced) = match self.seating.claim(channel, &hello.code) {
            Ok(claimed) => claimed,
            Err(reason) => {
                self.refuse(channel, reason, events);
                return;
            }
        };
        if let Some(old) = displaced {
            self.refuse(
                old,
                "your seat was taken up on another connection: this one holds no seat now".into(),
                events,
            );
            if let Some(p) = self.peers.get_mut(&old) {
                p.last_view = None;
            }
            events.push(HostEvent::Left {
                channel: old,
                place,
            });
        }
        if let Some(left) = before.filter(|&p| p != place) {
            events.push(HostEvent::Left {
                channel,
                place: left,
            });
        }
        self.send(channel, &HostMessage::Welcome(self.welcome(place)));
        self.send_state(channel, game, true);
        events.push(HostEvent::Joined {
            channel,
            place,
            displaced,
        });
    }

    /// A guest's move, checked: the connection holds the seat, the move was chosen in the
    /// current position, and the referee takes it.
    fn guest_act(
        &mut self,
        channel: ChannelId,
        act: &Act,
        game: &dyn AnyGame,
    ) -> Result<(), String> {
        let seat = match self.seating.place_of(channel) {
            None => return Err(no_place()),
            Some(Place::Spectator) => {
                return Err("a spectator watches the game and cannot make moves".into())
            }
            Some(Place::Seat(s)) => s,
        };
        let names = self.names_for(Place::Seat(seat));
        if act.seat != seat {
            return Err(format!(
                "this connection holds {} seat, not {}",
                possessive(&seat_name(&names, seat), false),
                possessive(&seat_name(&names, act.seat), false)
            ));
        }
        if act.token.game != self.token.game {
            return Err("that move was chosen in another game at this table".into());
        }
        if act.token.moves < self.token.moves {
            return Err(
                "that move was chosen in an earlier position: the table has moved on since".into(),
            );
        }
        if act.token.moves > self.token.moves {
            return Err("that move names a position this table has not reached".into());
        }
        if self.passed_on == Some(self.token) {
            return Err("a move was already made in this position: the table is moving on".into());
        }
        try_action(game, seat, &act.action, &names).map(drop)
    }
}

fn no_place() -> String {
    "this connection holds no seat: it must first say hello with the code of its seat".into()
}
