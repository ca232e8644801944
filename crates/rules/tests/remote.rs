//! Playing on several devices, natively: the remote protocol ([`trumps_rules::remote`]) over
//! simulated connections that lose, repeat and reorder frames. Random games of every game in
//! the registry, with Beginner bots in the guests' seats and the host's, end in the same state
//! at the host and at every guest; everything a guest sends that it should not is refused in
//! plain words and changes nothing; a guest is only ever sent its own seat's view; long
//! messages go in pieces; a guest that drops comes back to its seat.
//!
//! `REMOTE_GAMES=n` plays more or fewer random games (1,000 by default); `REMOTE_ONLY=<game id>`
//! plays only those of one game, and `REMOTE_TRACE=1` prints a line for each (run with
//! `--nocapture`).

use crate::registry_games;

use registry_games::random_options;
use serde_json::{json, Value};
use std::time::Instant;
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::request::Reply;
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::engine::rng::mix64;
use trumps_rules::engine::Seat;
use trumps_rules::registry::{self, AnyGame};
use trumps_rules::remote::chunk::{split, ChunkError, Reassembly};
use trumps_rules::remote::frame::Frame;
use trumps_rules::remote::view_update::ViewFields;
use trumps_rules::remote::{
    Act, Channel, ChannelId, Faults, Guest, GuestEvent, GuestMessage, Host, HostEvent, HostMessage,
    Invite, LossyLink, Place, TableSetup, Token, Versions, MAX_FRAME_BYTES, PROTOCOL_VERSION,
};

const APP: &str = "test-1";

/// A connection that loses, repeats and reorders frames.
const BAD: Faults = Faults {
    drop: 0.15,
    repeat: 0.1,
    delay: 2,
};

/// The seed of a bot's decision in a position (as the app seeds its bots): the same position,
/// the same choice, wherever the bot runs.
fn bot_seed(token: Token, seat: Seat) -> u64 {
    mix64(token.game ^ mix64(token.moves ^ mix64(seat.index() as u64)))
}

/// A Beginner bot's move for the seat whose view this is.
fn beginner(game: &str, view: &Value, seed: u64) -> Value {
    let bots = registry::find_bots(game).expect("a listed game");
    match bots
        .answer(view, BotLevel::Beginner, seed, Budget::default(), false)
        .expect("a view with a decision")
        .0
    {
        Reply::Action(a) => a,
        Reply::Hint(_) => panic!("asked for a move, not a hint"),
    }
}

/// One guest on its simulated connection (a frame each way through its own link).
struct Remote {
    channel: ChannelId,
    guest: Guest,
    up: LossyLink,
    down: LossyLink,
    /// Every message the guest heard, as it heard it.
    heard: Vec<HostMessage>,
    /// The number of the last state checked.
    checked: u64,
    /// The connection is gone (the guest dropped).
    gone: bool,
    /// The invitation it joined with.
    invite: Invite,
}

/// A host and its guests, the game's keeper beside them (as the app's session is: the host
/// holds no game), with every state the game went through (by the token's count of moves) to
/// check what each guest was sent against.
struct Table {
    host: Host,
    /// The game, kept here: every move is applied to it and then told to the host.
    game: Box<dyn AnyGame>,
    remotes: Vec<Remote>,
    history: Vec<Box<dyn AnyGame>>,
    /// The moves made before the table opened (the first state of `history` is after them).
    base: u64,
    rng: BotRng,
    faults: Faults,
    next_channel: ChannelId,
    rounds: u64,
    /// Refusals the host made (none in a game played by the rules).
    refusals: Vec<String>,
    /// Checks every state a guest holds against the host's at that position.
    check_views: bool,
    /// Keeps every message each guest heard.
    keep_heard: bool,
}

impl Table {
    /// A table for `game` (numbered `seed`), `made` moves into it.
    fn new(game: Box<dyn AnyGame>, seed: u64, made: u64, faults: Faults) -> Table {
        let names = (0..game.players()).map(|i| format!("P{i}")).collect();
        let history = vec![game.clone()];
        let host = Host::new(
            game.as_ref(),
            TableSetup {
                table: format!("table-{seed}"),
                game_id: seed,
                moves: made,
                names,
                bots: Vec::new(),
                app_version: APP.into(),
                seed,
            },
        );
        Table {
            host,
            game,
            remotes: Vec::new(),
            history,
            base: made,
            rng: BotRng::new(seed),
            faults,
            next_channel: 1,
            rounds: 0,
            refusals: Vec::new(),
            check_views: true,
            keep_heard: true,
        }
    }

    /// A guest joining with `invite` on a fresh connection: its index among the remotes.
    fn join(&mut self, invite: &Invite) -> usize {
        let channel = self.next_channel;
        self.next_channel += 1;
        let seed = self.rng.next_u64();
        self.remotes.push(Remote {
            channel,
            guest: Guest::join(invite, APP),
            up: LossyLink::new(seed, self.faults),
            down: LossyLink::new(seed ^ 0xD0, self.faults),
            heard: Vec::new(),
            checked: 0,
            gone: false,
            invite: invite.clone(),
        });
        self.remotes.len() - 1
    }

    fn invite_and_join(&mut self, place: Place) -> usize {
        let invite = self.host.invite(place);
        self.join(&invite)
    }

    /// Guest `k`'s connection closes (a reload, a locked phone, a lost network).
    fn drop_guest(&mut self, k: usize) -> Option<HostEvent> {
        let r = &mut self.remotes[k];
        r.gone = true;
        r.up.cut();
        r.down.cut();
        self.host.disconnect(r.channel)
    }

    /// The game as its keeper has it now.
    fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    /// The keeper applies a move (a bot's or a person's at the host, or a guest's the host
    /// passed on) and tells the host, which sends each guest what changed.
    fn apply(&mut self, seat: Seat, action: &Value) {
        let before = self.game.clone_box();
        self.game.apply_json(seat, action).expect("a legal move");
        self.host
            .moved(before.as_ref(), self.game.as_ref(), seat, action);
        self.note_states();
    }

    /// The keeper puts another state (or another game, numbered `game_id`) in place.
    fn replace(&mut self, game: Box<dyn AnyGame>, game_id: u64) {
        self.game = game;
        let token = Token {
            game: game_id,
            moves: self.host.token().moves + 1,
        };
        self.host.replaced(self.game.as_ref(), token);
        self.note_states();
    }

    /// A frame from a connection, read by the host against the game now; a move it passes on
    /// is applied by the keeper.
    fn receive(&mut self, channel: ChannelId, frame: &str) -> Vec<HostEvent> {
        let events = self.host.receive(channel, frame, self.game.as_ref());
        for e in &events {
            if let HostEvent::Move { seat, action, .. } = e {
                self.apply(*seat, action);
            }
        }
        events
    }

    /// Keeps the game's states by position (each move counts one).
    fn note_states(&mut self) {
        let moves = (self.host.token().moves - self.base) as usize;
        assert!(self.history.len() >= moves, "one state per move");
        if self.history.len() == moves {
            self.history.push(self.game.clone_box());
        }
    }

    /// The host's game at the position a token names.
    fn at(&self, token: Token) -> &dyn AnyGame {
        self.history[(token.moves - self.base) as usize].as_ref()
    }

    /// One tick: frames go out, travel, arrive; then everyone's clock moves on.
    fn pump(&mut self) {
        self.rounds += 1;
        for (channel, frame) in self.host.outgoing() {
            let r = self.remotes.iter_mut().find(|r| r.channel == channel);
            let r = r.expect("frames only for connections the host has");
            assert!(!r.gone, "no frames for a connection that closed");
            r.down.send(frame);
        }
        for r in self.remotes.iter_mut().filter(|r| !r.gone) {
            for f in r.guest.outgoing() {
                r.up.send(f);
            }
        }
        for k in 0..self.remotes.len() {
            if self.remotes[k].gone {
                continue;
            }
            for f in self.remotes[k].down.tick() {
                for e in self.remotes[k].guest.receive(&f) {
                    match e {
                        GuestEvent::Received(m) if self.keep_heard => self.remotes[k].heard.push(m),
                        GuestEvent::Received(_) => {}
                        GuestEvent::Problem(p) => panic!("the guest could not read a frame: {p}"),
                    }
                }
            }
            if self.check_views {
                self.check_guest(k);
            }
        }
        for k in 0..self.remotes.len() {
            if self.remotes[k].gone {
                continue;
            }
            let channel = self.remotes[k].channel;
            for f in self.remotes[k].up.tick() {
                for e in self.receive(channel, &f) {
                    if let HostEvent::Refused { reason, .. } = e {
                        self.refusals.push(reason);
                    }
                }
            }
        }
        self.host.tick();
        for r in &mut self.remotes {
            r.guest.tick();
        }
    }

    /// What guest `k` holds is exactly its own view of the host's game at that position.
    fn check_guest(&mut self, k: usize) {
        let r = &self.remotes[k];
        let Some(state) = r.guest.state() else { return };
        if state.token.game != self.host.token().game || state.seq == r.checked {
            return;
        }
        let game = self.at(state.token);
        let expected = match r.guest.welcome().map(|w| w.place()) {
            Some(Place::Seat(s)) => game.view_json(s),
            Some(Place::Spectator) => game.observer_json(),
            None => panic!("a state before the welcome"),
        };
        // Compared as text, fields in order (a view can be long: not read back at each move).
        assert!(
            state.view_text() == ViewFields::of(&expected).to_text(),
            "{}: guest {k} holds the view of its place at move {}",
            game.info().name,
            state.token.moves
        );
        assert_eq!(state.to_act, game.to_act());
        assert_eq!(state.outcome, game.outcome());
        let seq = state.seq;
        self.remotes[k].checked = seq;
    }

    /// The seats the host's device plays (every seat no guest was invited to).
    fn host_seats(&self) -> Vec<Seat> {
        let remote = self.host.remote_seats();
        Seat::all(self.game().players())
            .filter(|s| !remote.contains(s))
            .collect()
    }

    /// Bots move where it is their turn: the host's seats at the host, the guests' at their
    /// own device, from the view they were sent.
    fn bots_move(&mut self) {
        let id = self.game().info().id;
        if let Some(seat) = self.game().to_act() {
            if self.host_seats().contains(&seat) {
                let view = self.game().view_json(seat);
                let a = beginner(id, &view, bot_seed(self.host.token(), seat));
                self.apply(seat, &a);
            }
        }
        for k in 0..self.remotes.len() {
            if !self.remotes[k].gone && self.remotes[k].guest.my_turn() {
                let r = &mut self.remotes[k];
                let state = r.guest.state().expect("a state");
                let seat = r.guest.seat().expect("a seat");
                let seed = bot_seed(state.token, seat);
                let view = state.view();
                let a = beginner(id, &view, seed);
                r.guest.act(a).expect("its turn");
            }
        }
    }

    /// Whether every frame has arrived and been acknowledged.
    fn settled(&self) -> bool {
        self.host.idle()
            && self
                .remotes
                .iter()
                .filter(|r| !r.gone)
                .all(|r| r.guest.idle() && r.up.in_flight() == 0 && r.down.in_flight() == 0)
    }

    /// Plays to the end and until every guest has heard everything.
    fn play_out(&mut self) {
        let start = self.rounds;
        while self.game().outcome().is_none() || !self.settled() {
            self.pump();
            self.bots_move();
            assert!(
                self.rounds - start < 200_000,
                "{}: the game ends",
                self.game().info().name
            );
        }
    }

    /// Every guest ends with the host's final state.
    fn check_final(&self) {
        let game = self.game();
        assert!(game.outcome().is_some());
        for (k, r) in self.remotes.iter().enumerate().filter(|(_, r)| !r.gone) {
            let state = r.guest.state().expect("a state");
            assert_eq!(state.token, self.host.token(), "guest {k} is up to date");
            assert_eq!(state.outcome, game.outcome());
            let expected = match r.guest.welcome().map(|w| w.place()) {
                Some(Place::Seat(s)) => game.view_json(s),
                _ => game.observer_json(),
            };
            assert!(
                state.view_text() == ViewFields::of(&expected).to_text(),
                "guest {k} ends with the host's view"
            );
        }
    }
}

/// Random games of every game, random player counts and options, random seats for the
/// guests (and sometimes a spectator), over bad connections: each guest ends with the
/// host's final state, having held its own view of each position in between.
#[test]
fn random_games_over_bad_connections_end_the_same_at_every_device() {
    let games: u64 = std::env::var("REMOTE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let entries = registry::all();
    let started = Instant::now();
    let mut rng = BotRng::new(0x2E30);
    let (mut moves, mut frames_lost, mut rounds) = (0u64, 0u64, 0u64);
    for g in 0..games {
        let entry = entries[g as usize % entries.len()];
        if std::env::var("REMOTE_ONLY").is_ok_and(|id| id != entry.info().id) {
            continue;
        }
        let (lo, hi) = entry.info().players;
        let players = lo + rng.below(hi - lo + 1);
        let options = random_options(entry, players, &mut rng);
        // The games are played at the host up to their last stretch (a few moves: What
        // Trump? runs to a thousand) before the guests join: a game in progress, as after a
        // reload. (The privacy test below plays whole games over bad connections.)
        let remaining = 2 + rng.below(9);
        let (game, made) = last_moves_of(entry, &options, g, remaining);
        let mut table = Table::new(game, g, made, BAD);
        table.keep_heard = false;
        // One game in three checks each state each guest holds; every game its final state.
        table.check_views = g % 3 == 0;
        // Every seat is a guest's or the host's, at least one a guest's.
        let first = rng.below(players);
        for s in 0..players {
            if s == first || rng.chance(0.5) {
                table.invite_and_join(Place::Seat(Seat(s as u8)));
            }
        }
        if rng.chance(0.25) {
            table.invite_and_join(Place::Spectator);
        }
        let t0 = Instant::now();
        table.play_out();
        if std::env::var("REMOTE_TRACE").is_ok() {
            println!(
                "{} {players}p: {} moves, {} ticks, {:.3} s, view {} bytes",
                entry.info().id,
                table.host.token().moves - made,
                table.rounds,
                t0.elapsed().as_secs_f64(),
                table.game().view_json(Seat(0)).to_string().len()
            );
        }
        table.check_final();
        assert!(table.refusals.is_empty(), "{:?}", table.refusals);
        moves += table.host.token().moves - made;
        rounds += table.rounds;
        frames_lost += table
            .remotes
            .iter()
            .map(|r| r.up.lost + r.down.lost)
            .sum::<u64>();
    }
    let took = started.elapsed();
    println!(
        "{games} remote games, {moves} moves, {rounds} ticks, {frames_lost} frames lost on the way: {:.2} s",
        took.as_secs_f64()
    );
    assert!(frames_lost > 0, "the connections lost frames");
}

/// A game of `entry` (numbered `seed`) with its moves made at the host until about
/// `remaining` are left, and the number made. The moves are those Beginner bots seeded by
/// [`bot_seed`] would make (a Beginner takes a random legal move, drawn as here), so the
/// guests, who go on with Beginner bots, usually play just the `remaining` moves (a game whose
/// Beginner knows more plays longer).
fn last_moves_of(
    entry: &dyn registry::Entry,
    options: &Value,
    seed: u64,
    remaining: usize,
) -> (Box<dyn AnyGame>, u64) {
    let mut game = entry.start(options, seed, &Value::Null).expect("starts");
    // The last states, the one `remaining` moves before the end first.
    let mut last = std::collections::VecDeque::with_capacity(remaining);
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        if last.len() >= remaining {
            last.pop_front();
        }
        last.push_back((game.clone_box(), moves));
        let legal = game.legal_json();
        let token = Token { game: seed, moves };
        let a = &legal[BotRng::new(bot_seed(token, seat)).below(legal.len())];
        game.apply_json(seat, a).expect("legal");
        moves += 1;
    }
    last.pop_front().unwrap_or((game, moves))
}

/// A Truf table at which the guest in seat 1 is to act, with guests in seats 1 and 2 and a
/// spectator, over perfect connections.
fn table_at_seat_1s_turn() -> (Table, usize, usize, usize) {
    let entry = registry::find("truf").expect("Truf");
    let options = entry.default_options(4);
    let game = entry.start(&options, 7, &Value::Null).expect("starts");
    let mut t = Table::new(game, 7, 0, Faults::NONE);
    let one = t.invite_and_join(Place::Seat(Seat(1)));
    let two = t.invite_and_join(Place::Seat(Seat(2)));
    let watcher = t.invite_and_join(Place::Spectator);
    // Play a while, stopping at a turn of seat 1's after some tricks.
    let mut turns = 0;
    loop {
        t.pump();
        let to_act = t.game().to_act();
        if to_act == Some(Seat(1)) && t.settled() {
            turns += 1;
            if turns == 6 {
                break;
            }
        }
        if to_act == Some(Seat(1)) && !t.settled() {
            continue;
        }
        t.bots_move();
    }
    assert!(t.remotes[one].guest.my_turn());
    (t, one, two, watcher)
}

/// Sends `message` from remote `k` and delivers it: the refusal it got, the game unchanged.
fn refused(t: &mut Table, k: usize, message: GuestMessage) -> String {
    t.remotes[k].guest.send(&message);
    refused_after(t, k)
}

fn refused_after(t: &mut Table, k: usize) -> String {
    let before = t.game().clone_box();
    let token = t.host.token();
    let heard = t.remotes[k].heard.len();
    t.refusals.clear();
    for _ in 0..4 {
        t.pump();
    }
    assert!(
        t.game().same_state(before.as_ref()),
        "the game is unchanged"
    );
    assert_eq!(t.host.token(), token, "the position is the same");
    assert_eq!(t.refusals.len(), 1, "one refusal: {:?}", t.refusals);
    let reason = t.refusals[0].clone();
    let told = t.remotes[k].heard[heard..]
        .iter()
        .any(|m| matches!(m, HostMessage::Refused(r) if r.reason == reason && r.token == token));
    assert!(told, "the guest is told why: {reason}");
    reason
}

fn act(token: Token, seat: u8, action: Value) -> GuestMessage {
    GuestMessage::Act(Act {
        token,
        seat: Seat(seat),
        action,
    })
}

#[test]
fn moves_a_guest_should_not_make_are_refused_in_plain_words_and_change_nothing() {
    let (mut t, one, two, watcher) = table_at_seat_1s_turn();
    let token = t.host.token();
    let legal = t.game().legal_json();
    let good = legal[0].clone();

    // Out of turn: seat 2 is not to act.
    let r = refused(&mut t, two, act(token, 2, good.clone()));
    assert_eq!(r, "it is not your turn: P1 is to act");

    // From the wrong connection: seat 2's connection moving for seat 1.
    let r = refused(&mut t, two, act(token, 1, good.clone()));
    assert_eq!(r, "this connection holds your seat, not P1's");

    // A spectator cannot move.
    let r = refused(&mut t, watcher, act(token, 1, good.clone()));
    assert!(r.contains("spectator"), "{r}");

    // A move chosen in an earlier position, or in a position not reached.
    let stale = Token {
        moves: token.moves - 1,
        ..token
    };
    let r = refused(&mut t, one, act(stale, 1, good.clone()));
    assert!(r.contains("earlier position"), "{r}");
    let ahead = Token {
        moves: token.moves + 1,
        ..token
    };
    let r = refused(&mut t, one, act(ahead, 1, good.clone()));
    assert!(r.contains("not reached"), "{r}");
    let other_game = Token {
        game: token.game + 1,
        ..token
    };
    let r = refused(&mut t, one, act(other_game, 1, good.clone()));
    assert!(r.contains("another game"), "{r}");

    // Malformed: not a move of this game at all.
    let r = refused(&mut t, one, act(token, 1, json!({"juggle": 3})));
    assert!(r.starts_with("that is not a move of Truf"), "{r}");

    // Illegal: a move of the game, not allowed now (a card seat 1 does not hold).
    let hand: Vec<String> = t.game().view_json(Seat(1))["hands"][1]
        .as_array()
        .expect("seat 1's hand")
        .iter()
        .map(|c| c.as_str().expect("a card").to_string())
        .collect();
    let other: Vec<String> = t.game().view_json(Seat(2))["hands"][2]
        .as_array()
        .expect("seat 2's hand")
        .iter()
        .map(|c| c.as_str().expect("a card").to_string())
        .collect();
    let not_held = other.iter().find(|c| !hand.contains(c)).expect("a card");
    let mut illegal = good.clone();
    replace_card(&mut illegal, not_held);
    assert_ne!(illegal, good, "the move names a card: {good}");
    let r = refused(&mut t, one, act(token, 1, illegal));
    assert!(r.starts_with("that move is not allowed: "), "{r}");

    // Oversized: a move of 10 KiB, and a message of 100 KiB (in pieces).
    let r = refused(
        &mut t,
        one,
        act(token, 1, json!({ "x": "y".repeat(10_000) })),
    );
    assert!(r.contains("a move may be at most 4 KiB"), "{r}");
    let r = refused(
        &mut t,
        one,
        act(token, 1, json!({ "x": "y".repeat(100_000) })),
    );
    assert!(r.contains("longer than the 64 KiB accepted here"), "{r}");

    // Frames that are no frames, too long, or carry no message of the protocol.
    let r = refused_raw(&mut t, one, "hello?".into());
    assert!(r.starts_with("an unreadable frame"), "{r}");
    let long = format!(
        "{{\"v\":1,\"ack\":0,\"pad\":\"{}\"}}",
        "z".repeat(MAX_FRAME_BYTES)
    );
    let r = refused_raw(&mut t, one, long);
    assert!(r.contains("longer than the 16 KiB a frame may be"), "{r}");
    let r = direct(&mut t, &["{\"type\":\"Dance\"}"]);
    assert!(
        r.starts_with("that is not a message this app understands"),
        "{r}"
    );
    let r = direct(&mut t, &[&act_text(token, 1, good.clone())]);
    assert!(r.starts_with("this connection holds no seat"), "{r}");

    // Nothing above moved the game: seat 1's own legal move still goes.
    t.refusals.clear();
    t.remotes[one].guest.act(good).expect("its turn");
    for _ in 0..4 {
        t.pump();
    }
    assert!(t.refusals.is_empty(), "{:?}", t.refusals);
    assert_eq!(t.host.token().moves, token.moves + 1);
}

fn act_text(token: Token, seat: u8, action: Value) -> String {
    serde_json::to_string(&act(token, seat, action)).expect("plain data")
}

/// Sends messages to the host over a fresh connection of its own, straight (no link): the one
/// refusal they got, the game unchanged.
fn direct(t: &mut Table, messages: &[&str]) -> String {
    let before = t.game().clone_box();
    let mut c = Channel::new(1 << 20);
    for m in messages {
        c.send(m);
    }
    let channel = 1000 + t.next_channel;
    t.next_channel += 1;
    let mut refusals = Vec::new();
    for f in c.outgoing() {
        for e in t.receive(channel, &f) {
            match e {
                HostEvent::Refused { reason, .. } => refusals.push(reason),
                other => panic!("only refusals: {other:?}"),
            }
        }
    }
    assert!(
        t.game().same_state(before.as_ref()),
        "the game is unchanged"
    );
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    // The connection is told, in a message it can read.
    let mut told = false;
    for (ch, f) in t.host.outgoing() {
        if ch == channel {
            for m in c.receive(&f) {
                let m: HostMessage = serde_json::from_str(&m.expect("a message")).expect("reads");
                told |= matches!(m, HostMessage::Refused(r) if r.reason == refusals[0]);
            }
        } else if let Some(r) = t.remotes.iter_mut().find(|r| r.channel == ch) {
            r.down.send(f);
        }
    }
    assert!(told);
    t.host.disconnect(channel);
    refusals.remove(0)
}

/// Sends a raw frame over remote `k`'s connection: the refusal it got, the game unchanged.
fn refused_raw(t: &mut Table, k: usize, frame: String) -> String {
    t.remotes[k].up.send(frame);
    refused_after(t, k)
}

/// Replaces the first card named in `action` (a JSON string of 2 or 3 letters) by `card`.
fn replace_card(action: &mut Value, card: &str) -> bool {
    match action {
        Value::String(s) if s.len() <= 3 && !s.is_empty() => {
            *s = card.to_string();
            true
        }
        Value::Array(items) => items.iter_mut().any(|v| replace_card(v, card)),
        Value::Object(m) => m.values_mut().any(|v| replace_card(v, card)),
        _ => false,
    }
}

/// The events a host gives for frames from a fresh connection, the messages it sends back to
/// it, and its frames.
fn exchange(
    host: &mut Host,
    game: &dyn AnyGame,
    channel: ChannelId,
    frames: &[String],
) -> (Vec<HostEvent>, Vec<HostMessage>, Vec<String>) {
    let mut events = Vec::new();
    for f in frames {
        events.extend(host.receive(channel, f, game));
    }
    let mut back = Channel::new(1 << 24);
    let (mut heard, mut sent) = (Vec::new(), Vec::new());
    for (c, f) in host.outgoing() {
        if c == channel {
            for m in back.receive(&f) {
                heard.push(serde_json::from_str(&m.expect("a message")).expect("reads"));
            }
            sent.push(f);
        }
    }
    (events, heard, sent)
}

#[test]
fn a_guest_of_other_versions_or_with_a_wrong_code_is_told_and_takes_no_seat() {
    let entry = registry::find("ace-trump").expect("Ace Trump");
    let game = entry
        .start(&entry.default_options(3), 3, &Value::Null)
        .expect("starts");
    let mut t = Table::new(game, 3, 0, Faults::NONE);
    let invite = t.host.invite(Place::Seat(Seat(1)));
    let before = t.game().clone_box();

    // Another app version: told the host's, and nothing else.
    let mut other = Guest::join(&invite, "test-2");
    let (events, heard, frames) = exchange(&mut t.host, t.game.as_ref(), 1, &other.outgoing());
    assert!(
        matches!(&events[..], [HostEvent::Incompatible { guest, .. }]
        if guest == "version test-2, protocol 1")
    );
    assert_eq!(
        heard,
        vec![HostMessage::Incompatible {
            host: Versions::new(APP)
        }]
    );
    assert_eq!(t.host.place_of(1), None);
    // The guest reads it, and can say which version to update to.
    for f in &frames {
        other.receive(f);
    }
    assert_eq!(
        other.incompatible().map(Versions::words).as_deref(),
        Some("version test-1, protocol 1")
    );
    assert_eq!(other.seat(), None);

    // Another protocol version: a frame that says so is answered the same way.
    let v2 = r#"{"v":2,"hello":"from the future"}"#.to_string();
    let (events, heard, _) = exchange(&mut t.host, t.game.as_ref(), 2, &[v2]);
    assert!(
        matches!(&events[..], [HostEvent::Incompatible { guest, .. }] if guest == "protocol 2")
    );
    assert!(matches!(&heard[..], [HostMessage::Incompatible { host }] if host.app == APP));

    // A code for another table, and a code this table never gave.
    let elsewhere = Invite {
        table: "another".into(),
        code: invite.code.clone(),
    };
    let (events, heard, _) = exchange(
        &mut t.host,
        t.game.as_ref(),
        3,
        &Guest::join(&elsewhere, APP).outgoing(),
    );
    assert!(matches!(&events[..], [HostEvent::Refused { reason, .. }]
        if reason == "this code is for another table: ask this table's host for one"));
    assert!(matches!(&heard[..], [HostMessage::Refused(_)]));
    let made_up = Invite {
        table: invite.table.clone(),
        code: "abcdefghjk".into(),
    };
    let (events, _, _) = exchange(
        &mut t.host,
        t.game.as_ref(),
        4,
        &Guest::join(&made_up, APP).outgoing(),
    );
    assert!(matches!(&events[..], [HostEvent::Refused { reason, .. }]
        if reason.starts_with("this code is not one this table gave out")));

    // None of them took a seat or changed the game; the right code still works.
    assert!(t.game().same_state(before.as_ref()));
    assert_eq!(t.host.away(), vec![Seat(1)]);
    let (events, heard, _) = exchange(
        &mut t.host,
        t.game.as_ref(),
        5,
        &Guest::join(&invite, APP).outgoing(),
    );
    assert!(matches!(
        &events[..],
        [HostEvent::Joined {
            place: Place::Seat(Seat(1)),
            ..
        }]
    ));
    assert!(
        matches!(&heard[..], [HostMessage::Welcome(w), HostMessage::State(_)]
        if w.seat == Some(Seat(1)) && w.game == "ace-trump" && w.players == 3)
    );
    assert_eq!(t.host.away(), vec![]);
}

/// The cards of `seat`'s hand in `game`, as they are written in JSON (`"♥9"` with its quotes),
/// for the games whose views list hands (`hands`: one list per seat, `null` where unseen).
fn hand_needles(game: &dyn AnyGame, seat: Seat) -> Vec<String> {
    game.view_json(seat)["hands"][seat.index()]
        .as_array()
        .map(|cards| cards.iter().map(|c| c.to_string()).collect())
        .unwrap_or_default()
}

/// Every message a guest receives holds its own view and nothing else of another seat: at
/// tables of Truf, Ace Trump and Ransom Trump whose every seat is a guest's (and a spectator),
/// no card held in another seat's hand (and not shown to everybody) is in any message a guest
/// heard while it was held there.
#[test]
fn a_guest_is_sent_only_what_its_seat_may_see() {
    let mut rng = BotRng::new(0x9417);
    let (mut needles_checked, mut own_seen) = (0u64, 0u64);
    for (n, id) in ["truf", "ace-trump", "ransom-trump"]
        .iter()
        .cycle()
        .take(30)
        .enumerate()
    {
        let entry = registry::find(id).expect("a listed game");
        let (lo, hi) = entry.info().players;
        let players = lo + rng.below(hi - lo + 1);
        let options = random_options(entry, players, &mut rng);
        let game = entry
            .start(&options, n as u64, &Value::Null)
            .expect("starts");
        let mut t = Table::new(game, n as u64, 0, BAD);
        for s in 0..players {
            t.invite_and_join(Place::Seat(Seat(s as u8)));
        }
        t.invite_and_join(Place::Spectator);
        t.play_out();
        t.check_final();
        for r in &t.remotes {
            let me = r.guest.seat();
            for m in &r.heard {
                let HostMessage::State(state) = m else {
                    continue;
                };
                let text = serde_json::to_string(m).expect("plain data");
                let game = t.at(state.token);
                let public = game.observer_json().to_string();
                let own = me.map(|s| hand_needles(game, s)).unwrap_or_default();
                own_seen += own.iter().filter(|c| text.contains(c.as_str())).count() as u64;
                for other in Seat::all(players).filter(|&s| Some(s) != me) {
                    for card in hand_needles(game, other) {
                        if own.contains(&card) || public.contains(&card) {
                            continue;
                        }
                        needles_checked += 1;
                        assert!(
                            !text.contains(&card),
                            "{id}: {me:?} was sent {card}, in {other}'s hand: {text}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        needles_checked > 10_000,
        "{needles_checked} cards looked for"
    );
    assert!(
        own_seen > 100,
        "a guest's own cards are found where they are"
    );
}

#[test]
fn a_megabyte_goes_in_pieces_and_pieces_that_do_not_make_a_message_are_refused() {
    // 1 MiB of text with quotes, escapes and letters of several bytes.
    let mut payload: String = (0..)
        .map(|i: u32| match i % 7 {
            0 => '"',
            1 => '\\',
            2 => 'é',
            3 => '\n',
            4 => '♥',
            _ => char::from(b'a' + (i % 26) as u8),
        })
        .scan(0usize, |size, c| {
            *size += c.len_utf8();
            (*size <= 1 << 20).then_some(c)
        })
        .collect();
    while payload.len() < 1 << 20 {
        payload.push('.');
    }
    let pieces = split(&payload);
    assert!(pieces.len() > 64, "{} pieces", pieces.len());
    let mut r = Reassembly::new(2 << 20);
    let mut whole = None;
    for p in pieces.clone() {
        let frame = Frame {
            v: PROTOCOL_VERSION,
            ack: 0,
            resend: None,
            data: Some(trumps_rules::remote::frame::Data::new(1, p.clone())),
        };
        assert!(
            frame.to_text().len() <= MAX_FRAME_BYTES,
            "each piece fits a frame"
        );
        whole = r.push(p).expect("a piece in its place");
    }
    assert_eq!(whole.as_deref(), Some(payload.as_str()));

    // Over a bad connection, through the channels.
    let (mut a, mut b) = (Channel::new(1 << 20), Channel::new(2 << 20));
    let (mut there, mut back) = (LossyLink::new(1, BAD), LossyLink::new(2, BAD));
    a.send(&payload);
    a.send("after");
    let mut got = Vec::new();
    for _ in 0..2000 {
        for f in a.outgoing() {
            there.send(f);
        }
        for f in b.outgoing() {
            back.send(f);
        }
        for f in there.tick() {
            got.extend(b.receive(&f).into_iter().map(|m| m.expect("a message")));
        }
        for f in back.tick() {
            assert!(a.receive(&f).is_empty());
        }
        a.tick();
        b.tick();
        if a.idle() && got.len() == 2 {
            break;
        }
    }
    assert!(there.lost > 0);
    assert_eq!(got.len(), 2);
    assert!(got[0] == payload && got[1] == "after");

    // Too long for the receiver: refused at the first piece, the rest let go.
    let mut small = Reassembly::new(trumps_rules::remote::MAX_GUEST_MESSAGE_BYTES);
    let err = small.push(pieces[0].clone()).expect_err("too long");
    assert_eq!(
        err.to_string(),
        "a message of 1 MiB is longer than the 64 KiB accepted here"
    );
    assert!(matches!(err, ChunkError::TooLong { .. }));
    for p in &pieces[1..] {
        assert_eq!(small.push(p.clone()), Ok(None));
    }
    assert_eq!(
        small.push(split("next")[0].clone()),
        Ok(Some("next".into()))
    );

    // Cut short: a new message begins before the last piece.
    let mut r = Reassembly::new(2 << 20);
    for p in &pieces[..pieces.len() - 1] {
        assert_eq!(r.push(p.clone()), Ok(None));
    }
    let err = r.push(split("next")[0].clone()).expect_err("cut short");
    assert!(
        err.to_string().starts_with("a long message was cut short"),
        "{err}"
    );

    // Pieces that do not add up to what the first said, or that come without a first.
    let mut lying = split("short text");
    lying[0].total = 11;
    let err = Reassembly::new(100)
        .push(lying[0].clone())
        .expect_err("wrong length");
    assert_eq!(
        err.to_string(),
        "a long message's pieces add up to 10 bytes where it said 11 bytes"
    );
    let err = Reassembly::new(1 << 21)
        .push(pieces[3].clone())
        .expect_err("no first");
    assert_eq!(
        err.to_string(),
        "piece 4 of a long message came without the pieces before it"
    );
    let mut impossible = pieces[0].clone();
    impossible.parts = 2;
    let err = Reassembly::new(2 << 20)
        .push(impossible)
        .expect_err("figures");
    assert!(matches!(err, ChunkError::Impossible));
}

/// A Top Trumps pack of the players' own, most of a megabyte (a picture on every card): the
/// game's options, and so every view, holds it. It is sent to each guest once, in pieces, and
/// the game is played to the end over bad connections.
#[test]
fn a_game_with_a_pack_of_most_of_a_megabyte_is_played_over_bad_connections() {
    let mut pack: Value =
        serde_json::from_str(include_str!("../packs/planets.json")).expect("a pack");
    let picture = format!("data:image/png;base64,{}", "A".repeat(23_900));
    for card in pack["cards"].as_array_mut().expect("cards") {
        card["picture"] = Value::from(picture.as_str());
    }
    let entry = registry::find("top-trumps").expect("Top Trumps");
    let (options, _) = entry
        .read_options(&json!({"players": 3, "pack": pack}))
        .expect("a pack of the players' own");
    let (game, made) = last_moves_of(entry, &options, 11, 12);
    let mut t = Table::new(game, 11, made, BAD);
    let one = t.invite_and_join(Place::Seat(Seat(1)));
    t.invite_and_join(Place::Seat(Seat(2)));
    let view = t.game().view_json(Seat(1)).to_string();
    assert!(view.len() > 700_000, "a view of {} bytes", view.len());
    t.play_out();
    t.check_final();
    // Once whole, then only what changed: far less than a view per move.
    let sent: usize = t.remotes[one]
        .heard
        .iter()
        .map(|m| serde_json::to_string(m).expect("plain data").len())
        .sum();
    assert!(
        sent < 2 * view.len(),
        "{sent} bytes for {} moves",
        t.host.token().moves - made
    );
}

/// A guest drops in the middle of a trick: its seat is away and the game waits for it; it
/// comes back on a fresh connection with a new code (the old one no longer works) and plays
/// on; it drops again and comes back with the code it has; another connection taking a seat
/// leaves the one before it with nothing. The game ends the same at every device.
#[test]
fn a_guest_that_drops_comes_back_to_its_seat_and_the_game_goes_on() {
    let entry = registry::find("ace-trump").expect("Ace Trump");
    let game = entry
        .start(&entry.default_options(4), 5, &Value::Null)
        .expect("starts");
    let mut t = Table::new(game, 5, 0, BAD);
    let one = t.invite_and_join(Place::Seat(Seat(1)));
    let two = t.invite_and_join(Place::Seat(Seat(2)));
    // Play until seat 1 is to act in the middle of a trick, some way into the game.
    while !(t.host.token().moves > 10
        && t.game().to_act() == Some(Seat(1))
        && t.game().view_json(Seat(1))["trick"]["plays"]
            .as_array()
            .is_some_and(|p| !p.is_empty()))
    {
        t.pump();
        t.bots_move();
    }
    let event = t.drop_guest(one);
    assert_eq!(
        event,
        Some(HostEvent::Left {
            channel: t.remotes[one].channel,
            place: Place::Seat(Seat(1))
        })
    );
    assert_eq!(t.host.away(), vec![Seat(1)]);
    // The game waits for the seat that is away.
    let token = t.host.token();
    for _ in 0..50 {
        t.pump();
        t.bots_move();
    }
    assert_eq!(t.host.token(), token, "nothing moves while seat 1 is away");

    // A new code for the seat: the old one no longer works.
    let new = t.host.invite(Place::Seat(Seat(1)));
    let old = t.remotes[one].invite.clone();
    let stale = t.join(&old);
    for _ in 0..20 {
        t.pump();
    }
    assert!(t.remotes[stale].heard.iter().any(|m| matches!(m,
        HostMessage::Refused(r) if r.reason.starts_with("this code is not one this table gave out, or it was replaced"))));
    assert_eq!(t.remotes[stale].guest.seat(), None);
    assert_eq!(t.host.token(), token);
    t.drop_guest(stale);
    t.refusals.clear();
    let back = t.join(&new);
    while t.host.token() == token {
        t.pump();
        t.bots_move();
    }
    assert_eq!(t.host.away(), vec![]);
    assert_eq!(t.remotes[back].guest.seat(), Some(Seat(1)));

    // Dropped again, and back with the code it has.
    for _ in 0..30 {
        t.pump();
        t.bots_move();
    }
    t.drop_guest(back);
    // Meanwhile the host lets a bot play for it once, if it is its turn.
    for _ in 0..10 {
        t.pump();
        if t.game().to_act() == Some(Seat(1)) {
            let view = t.game().view_json(Seat(1));
            let a = beginner("ace-trump", &view, 1);
            t.apply(Seat(1), &a);
            break;
        }
        t.bots_move();
    }
    let again = t.join(&new);

    // Another connection takes seat 2 with its code: the first holds nothing now.
    let two_code = t.host.invite(Place::Seat(Seat(2)));
    for _ in 0..10 {
        t.pump();
        t.bots_move();
    }
    let first_two = two;
    let new_two = t.join(&two_code);
    for _ in 0..20 {
        t.pump();
    }
    assert_eq!(t.host.holder(Seat(2)), Some(t.remotes[new_two].channel));
    assert!(t.remotes[first_two].heard.iter().any(|m| matches!(m,
        HostMessage::Refused(r) if r.reason.starts_with("your seat was taken up"))));
    t.drop_guest(first_two);
    t.refusals
        .retain(|r| !r.starts_with("your seat was taken up"));

    t.play_out();
    t.check_final();
    assert_eq!(t.remotes[again].guest.seat(), Some(Seat(1)));
    assert!(t.refusals.is_empty(), "{:?}", t.refusals);
}

/// The host puts an earlier state of the game in place of this one (a save restored): every
/// guest is welcomed again and sent its whole view, a move chosen before is refused as from an
/// earlier position, and the game plays on to the same end everywhere.
#[test]
fn a_host_that_puts_another_state_in_place_sends_each_guest_its_whole_view_again() {
    let entry = registry::find("ransom-trump").expect("Ransom Trump");
    let game = entry
        .start(&entry.default_options(3), 9, &Value::Null)
        .expect("starts");
    let mut t = Table::new(game, 9, 0, BAD);
    let one = t.invite_and_join(Place::Seat(Seat(1)));
    t.invite_and_join(Place::Spectator);
    while t.host.token().moves < 12 || !t.settled() {
        t.pump();
        t.bots_move();
    }
    let earlier = t.history[5].clone();
    let welcomes = |t: &Table| {
        t.remotes
            .iter()
            .map(|r| {
                r.heard
                    .iter()
                    .filter(|m| matches!(m, HostMessage::Welcome(_)))
                    .count()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(welcomes(&t), vec![1, 1]);
    let stale = t.host.token();
    t.replace(earlier.clone(), 9);
    // The states before are no longer the host's: start the record of states again.
    t.base = t.host.token().moves;
    t.history = vec![earlier];
    while !t.settled() {
        t.pump();
    }
    assert_eq!(welcomes(&t), vec![2, 2]);
    let state = t.remotes[one].guest.state().expect("a state");
    assert_eq!(state.token, t.host.token());
    assert_eq!(state.view(), t.game().view_json(Seat(1)));
    // A move chosen before the change names a position gone by.
    let r = refused(&mut t, one, act(stale, 1, json!(null)));
    assert!(r.contains("earlier position"), "{r}");
    t.play_out();
    t.check_final();
}

/// After a decision's first move was refused: nothing else of it was sent, the game is
/// `before`, and guest `k` may choose again.
fn only_the_first_was_sent(t: &mut Table, k: usize, before: &dyn AnyGame) {
    for _ in 0..400 {
        t.pump();
    }
    assert_eq!(t.refusals.len(), 1, "one refusal: {:?}", t.refusals);
    assert!(t.game().same_state(before), "no move was taken");
    assert!(t.remotes[k].guest.my_turn(), "the guest may choose again");
    t.refusals.clear();
}

/// A decision made of several moves (a Truf bid: cards, then "done"), sent at once by a
/// guest over a bad connection: each goes once the host took the one before, and the whole
/// bid is the host's; a refused move, or another state put in place, drops the rest.
#[test]
fn a_guests_bid_of_several_cards_reaches_the_host_move_by_move() {
    let entry = registry::find("truf").expect("Truf");
    let options = entry.default_options(4);
    let game = entry.start(&options, 11, &Value::Null).expect("starts");
    let mut t = Table::new(game, 11, 0, BAD);
    let one = t.invite_and_join(Place::Seat(Seat(1)));
    // Bots bid until seat 1's first bid, with the guest up to date.
    for round in 0.. {
        assert!(round < 100_000, "seat 1 comes to bid");
        t.pump();
        let to_act = t.game().to_act();
        if to_act == Some(Seat(1)) && t.settled() && t.remotes[one].guest.my_turn() {
            break;
        }
        if to_act != Some(Seat(1)) {
            t.bots_move();
        }
    }
    // A bid whose first card is not in the hand is refused, and nothing else is sent.
    let before = t.game().clone_box();
    let wrong = json!({"type": "bid-card", "card": "no such card", "minus": false});
    t.remotes[one]
        .guest
        .act_all(vec![wrong, json!({"type": "bid-done"})])
        .expect("its turn");
    only_the_first_was_sent(&mut t, one, before.as_ref());
    // Worked out on a copy of the game: two cards of the hand, in order, then "done".
    let bid = {
        let mut copy = t.game().clone_box();
        let mut bid = Vec::new();
        for _ in 0..2 {
            let card = copy
                .legal_json()
                .into_iter()
                .find(|a| a["type"] == "bid-card")
                .expect("a card to add to the bid");
            copy.apply_json(Seat(1), &card).expect("legal");
            bid.push(card);
        }
        bid.push(json!({"type": "bid-done"}));
        bid
    };

    // The host puts another state in place while the first move is on its way: the guest's
    // first move is refused (an earlier position) and the rest are never sent, though it is
    // still the guest's turn in the new position.
    let before = t.game().clone_box();
    t.remotes[one].guest.act_all(bid.clone()).expect("its turn");
    t.replace(before.clone_box(), 11);
    only_the_first_was_sent(&mut t, one, before.as_ref());
    // Now the whole bid goes through.
    let mut copy = t.game().clone_box();
    for a in &bid {
        copy.apply_json(Seat(1), a).expect("legal");
    }
    let moves = t.host.token().moves;
    t.remotes[one].guest.act_all(bid.clone()).expect("its turn");
    assert!(
        !t.remotes[one].guest.my_turn(),
        "no second decision meanwhile"
    );
    for _ in 0..2000 {
        if t.host.token().moves == moves + 3 && t.settled() {
            break;
        }
        t.pump();
    }
    assert_eq!(t.host.token().moves, moves + 3, "three moves taken");
    assert!(t.refusals.is_empty(), "none refused: {:?}", t.refusals);
    assert!(t.game().same_state(copy.as_ref()), "the host made the bid");
    assert_ne!(t.game().to_act(), Some(Seat(1)), "the turn passed");
}

/// The host holds no game: a guest's move that passes its checks is passed on to the keeper,
/// and no second move is taken in that position until the keeper has said what became of the
/// first (applied, or not taken: then the guest is told why and may move again).
#[test]
fn a_guests_move_is_passed_on_to_the_keeper_once_per_position() {
    let (mut t, one, _, _) = table_at_seat_1s_turn();
    let token = t.host.token();
    let legal = t.game().legal_json();
    let channel = t.remotes[one].channel;
    let frames = |t: &mut Table, action: &Value| {
        t.remotes[one].guest.send(&act(token, 1, action.clone()));
        t.remotes[one].guest.outgoing()
    };
    // Two moves in one position, the keeper not yet asked: the first is passed on, the
    // second refused.
    let mut events = Vec::new();
    for a in [&legal[0], &legal[legal.len() - 1]] {
        for f in frames(&mut t, a) {
            events.extend(t.host.receive(channel, &f, t.game.as_ref()));
        }
    }
    assert!(
        matches!(&events[..], [HostEvent::Move { seat: Seat(1), action, .. }, HostEvent::Refused { reason, .. }]
            if action == &legal[0] && reason.starts_with("a move was already made in this position")),
        "{events:?}"
    );
    // The keeper does not take it: the guest is told, and the same move may come again.
    let events = t
        .host
        .not_taken(channel, "the game went on elsewhere".into());
    assert!(
        matches!(&events[..], [HostEvent::Refused { reason, .. }] if reason == "the game went on elsewhere")
    );
    assert_eq!(t.host.token(), token, "nothing moved");
    let mut events = Vec::new();
    for f in frames(&mut t, &legal[0]) {
        events.extend(t.receive(channel, &f));
    }
    assert!(
        matches!(&events[..], [HostEvent::Move { .. }]),
        "{events:?}"
    );
    assert_eq!(
        t.host.token().moves,
        token.moves + 1,
        "the keeper applied it"
    );
    t.refusals.clear();
    t.play_out();
    t.check_final();
}
