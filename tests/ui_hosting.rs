//! One keeper of the game at a table with guests: the session. The protocol's host beside it
//! (`model::hosting`) holds no game; every change reaches each guest from the session alone,
//! whoever made it: a guest's move (checked by the host, applied by the session), a bot's
//! move, an undo (the session going back through its record), and the host's reload (the
//! session resumed from its save, the guests back with new codes). After each, every guest
//! holds exactly its own seat's view of the session's game at the session's position.

use trumps::bots::BotLevel;
use trumps::engine::Seat;
use trumps::ui::model::hosting::Hosting;
use trumps::ui::model::seats::{SeatConfig, SeatKind};
use trumps::ui::model::session::Session;
use trumps_rules::remote::view_update::ViewFields;
use trumps_rules::remote::{Guest, GuestEvent, HostEvent, Place, TableSetup};

const APP: &str = "test";

fn seat(kind: SeatKind, name: &str) -> SeatConfig {
    SeatConfig {
        kind,
        name: name.into(),
        level: BotLevel::Beginner,
    }
}

fn setup(table: &str) -> TableSetup {
    TableSetup {
        table: table.into(),
        game_id: 0,
        moves: 0,
        names: vec!["Ann".into(), "Ben".into(), "Cleo".into()],
        bots: vec![None, None, Some(BotLevel::Beginner)],
        app_version: APP.into(),
        seed: 5,
    }
}

/// The session's host and its two guests (seats 0 and 1), frames passed straight across.
struct Table {
    session: Session,
    hosting: Hosting,
    guests: Vec<(u64, Guest)>,
    /// Moves the host passed on from a guest and the session applied.
    guest_moves: usize,
}

impl Table {
    /// Frames go both ways until nobody has anything to send; a guest's move passed on is
    /// applied by the session, and the change published.
    fn pump(&mut self) {
        for _ in 0..50 {
            let mut quiet = true;
            for (channel, frame) in self.hosting.host.outgoing() {
                quiet = false;
                let (_, guest) = self
                    .guests
                    .iter_mut()
                    .find(|(c, _)| *c == channel)
                    .expect("a guest's connection");
                for e in guest.receive(&frame) {
                    assert!(matches!(e, GuestEvent::Received(_)), "{e:?}");
                }
            }
            for k in 0..self.guests.len() {
                let (channel, frames) = (self.guests[k].0, self.guests[k].1.outgoing());
                for f in frames {
                    quiet = false;
                    for e in self.hosting.receive(&self.session, channel, &f) {
                        match e {
                            HostEvent::Move { seat, action, .. } => {
                                self.session
                                    .apply(seat, action)
                                    .expect("the session takes it");
                                self.guest_moves += 1;
                                self.hosting.publish(&mut self.session);
                            }
                            HostEvent::Refused { reason, .. } => panic!("refused: {reason}"),
                            _ => {}
                        }
                    }
                }
            }
            if quiet {
                return;
            }
        }
        panic!("the frames settle");
    }

    fn join(&mut self, channel: u64, seat: Seat) {
        let invite = self.hosting.host.invite(Place::Seat(seat));
        self.guests.push((channel, Guest::join(&invite, APP)));
        self.pump();
    }

    /// Every guest holds its seat's view of the session's game, at the session's position.
    fn every_guest_is_in_step(&self, after: &str) {
        for (_, guest) in &self.guests {
            let state = guest.state().expect("a state");
            let seat = guest.seat().expect("a seat");
            assert_eq!(
                (state.token.game, state.token.moves),
                self.session.token(),
                "after {after}: the guest in {seat:?} is at the session's position"
            );
            let expected = ViewFields::of(&self.session.game().view_json(seat)).to_text();
            assert!(
                state.view_text() == expected,
                "after {after}: the guest in {seat:?} holds its view of the session's game"
            );
            assert_eq!(state.to_act, self.session.game().to_act());
        }
    }

    /// The guest whose turn it is makes the first legal move of its view.
    fn guest_moves(&mut self) -> bool {
        let Some(k) = self.guests.iter().position(|(_, g)| g.my_turn()) else {
            return false;
        };
        let seat = self.guests[k].1.seat().expect("a seat");
        let legal = self.session.game().legal_json();
        assert_eq!(self.session.game().to_act(), Some(seat));
        self.guests[k].1.act(legal[0].clone()).expect("its turn");
        self.pump();
        true
    }

    /// The bot to act moves (the app applies the bot worker's answer the same way).
    fn bot_moves(&mut self) -> bool {
        // The host reads a hand's summary before the bots go on.
        self.session.acknowledge_summary();
        let Some((seat, _)) = self.session.bot_to_act() else {
            return false;
        };
        let legal = self.session.game().legal_json();
        let last = legal.len() - 1;
        self.session
            .apply(seat, legal[last].clone())
            .expect("a legal move");
        self.hosting.publish(&mut self.session);
        self.pump();
        true
    }
}

#[test]
fn every_change_reaches_every_guest_through_the_session_alone() {
    let entry = trumps::registry::find("ace-trump").expect("listed");
    let seats = vec![
        seat(SeatKind::Remote, "Ann"),
        seat(SeatKind::Remote, "Ben"),
        seat(SeatKind::Bot, "Cleo"),
    ];
    let mut session =
        Session::start(entry, &entry.default_options(3), seats, 17, 99).expect("starts");
    let hosting = Hosting::open(&mut session, setup("t1"));
    let mut t = Table {
        session,
        hosting,
        guests: Vec::new(),
        guest_moves: 0,
    };
    t.join(1, Seat(0));
    t.join(2, Seat(1));
    t.every_guest_is_in_step("joining");

    // A guest's move and a bot's move, each followed by every guest.
    let (mut by_guests, mut by_bots) = (0, 0);
    while by_guests < 4 || by_bots < 2 {
        if t.guest_moves() {
            by_guests += 1;
            t.every_guest_is_in_step("a guest's move");
        } else if t.bot_moves() {
            by_bots += 1;
            t.every_guest_is_in_step("a bot's move");
        } else {
            panic!("someone is to act");
        }
    }
    assert_eq!(
        t.guest_moves, by_guests,
        "each guest's move reached the session once"
    );
    assert_eq!(
        t.session.saved.decisions.len(),
        by_guests + by_bots,
        "the session's record holds every move"
    );

    // An undo: the session goes back through its record; each guest is sent its whole view.
    let back_to = t.session.saved.decisions.len() - 3;
    t.session.back_to(back_to).expect("goes back");
    assert!(t.hosting.publish(&mut t.session));
    t.pump();
    t.every_guest_is_in_step("an undo");
    // And the game goes on from there.
    for _ in 0..3 {
        if !t.guest_moves() {
            assert!(t.bot_moves(), "someone is to act");
        }
        t.every_guest_is_in_step("a move after the undo");
    }

    // The host's reload: the session resumed from its save, a new table, the guests back
    // with new codes; the position counts on from the save.
    let saved = t.session.saved.clone();
    let before = t.session.token();
    let mut session = Session::resume(saved);
    let hosting = Hosting::open(&mut session, setup("t2"));
    let mut t = Table {
        session,
        hosting,
        guests: Vec::new(),
        guest_moves: 0,
    };
    assert_eq!(t.session.token(), before);
    t.join(3, Seat(0));
    t.join(4, Seat(1));
    t.every_guest_is_in_step("the host's reload");
    // Played to the end from there, every guest in step at each move.
    for _ in 0..2000 {
        if t.session.is_over() {
            break;
        }
        if !t.guest_moves() {
            assert!(t.bot_moves(), "someone is to act");
        }
        t.every_guest_is_in_step("a move after the reload");
    }
    assert!(t.session.is_over(), "the game ends");
}
