//! Plain Whist, a sixth game kept in the test suite (not in the app) as the measure of the
//! trick-taking kit: four players in two partnerships across the table, the 52 cards dealt
//! thirteen each, the last card (the dealer's) turned up for trump, follow suit if you can,
//! the highest trump or else the highest card of the suit led wins (Ace high), and a side
//! scores a point for each trick over six; the first side to the target wins.
//!
//! Everything a trick-taker shares comes from `mechanics`: the deal, the play step, tricks won,
//! voids shown, sampling hidden hands, match ends and the replay report's tricks.
#![allow(dead_code)]

pub mod bot;
pub mod listed;

use serde::{Deserialize, Serialize};
use trumps_rules::engine::{
    Game, GameInfo, GameOptions, GameRng, Outcome, Seat, Teller, Viewpoint,
};
use trumps_rules::mechanics::card_play::Play;
use trumps_rules::mechanics::french::{Card, Suit};
use trumps_rules::mechanics::french_tricks::{self, FrenchTricks};
use trumps_rules::mechanics::matchplay::{winners_if_over, MatchLength, Until};
use trumps_rules::mechanics::partners::seat_totals;
use trumps_rules::mechanics::trick_hand::{check_turn, next_deck, PlayRefusal, Played, TrickHand};
use trumps_rules::mechanics::trick_reason::explain_play;
use trumps_rules::mechanics::trick_view::{TrickGameView, Unseen};

const PLAYERS: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: usize,
    /// Points a side needs to win.
    pub target: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: PLAYERS,
            target: 5,
        }
    }
}

impl GameOptions for Options {
    fn players(&self) -> usize {
        self.players
    }
    fn with_players(&self, players: usize) -> Self {
        Options { players, ..*self }
    }
    fn check(&self) -> Result<(), trumps_words::Said> {
        trumps_rules::engine::check_seats("Whist", (PLAYERS, PLAYERS), self.players)?;
        Until::Target.check(self.target)
    }
}

pub type Action = Play<Card>;

/// A play refused: the game over, not the seat's turn, or the card (follow suit).
pub type Refusal = PlayRefusal<french_tricks::Refusal>;

/// What every seat knows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    options: Options,
    dealer: Seat,
    /// The hand in play, from 1.
    number: usize,
    /// The last card dealt, the dealer's, turned up: its suit is trump.
    turned: Card,
    /// Each side's points, kept at the side's first seat (seats 0 and 1).
    points: Vec<i32>,
    hands_scored: usize,
    winners: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Whist {
    public: Public,
    rng: GameRng,
    table: TrickHand<Card>,
}

/// What one viewpoint may know: the seat's own hand, the turned-up card, every card played.
pub type View = TrickGameView<Public, Card, Action>;

impl Whist {
    fn deal(&mut self) {
        let deck = next_deck(&mut Vec::new(), &mut self.rng, Card::deck(false));
        let p = &mut self.public;
        p.turned = deck[deck.len() - 1];
        self.table = TrickHand::empty(PLAYERS, p.dealer.next(PLAYERS));
        self.table.deal(deck, 13, p.dealer);
    }

    fn score_hand(&mut self) {
        let p = &mut self.public;
        for side in 0..2 {
            let tricks = i32::from(self.table.won[side] + self.table.won[side + 2]);
            p.points[side] += (tricks - 6).max(0);
        }
        p.hands_scored += 1;
        let target = MatchLength::Target(p.options.target);
        match winners_if_over(&p.points, true, target, p.hands_scored) {
            Some(winners) => p.winners = winners,
            None => {
                p.dealer = p.dealer.next(PLAYERS);
                p.number += 1;
                self.deal();
            }
        }
    }

    pub fn trump(&self) -> Suit {
        self.public.turned.suit()
    }

    fn rules(&self) -> FrenchTricks {
        FrenchTricks {
            trump: Some(self.trump()),
        }
    }
}

impl Game for Whist {
    const INFO: GameInfo = GameInfo::new("whist", "WH", "Whist")
        .players(PLAYERS, PLAYERS)
        .text(
            "Plain Whist: partners across the table, the last card dealt is trump.",
            "Follow suit if you can; the highest trump wins, else the highest card led.",
        );
    const STATE_VERSION: u32 = 1;
    type Options = Options;
    type Action = Action;
    type View = View;
    type Chance = ();
    type Error = Refusal;

    fn with_chance(options: &Options, seed: u64, _: &()) -> Result<Self, String> {
        options.validate()?;
        let mut rng = GameRng::new(seed);
        let dealer = Seat(rng.below(PLAYERS) as u8);
        let public = Public {
            options: *options,
            dealer,
            number: 1,
            turned: Card::all().next().ok_or("no cards")?,
            points: vec![0; PLAYERS],
            hands_scored: 0,
            winners: Vec::new(),
        };
        let table = TrickHand::empty(PLAYERS, dealer);
        let mut g = Whist { public, rng, table };
        g.deal();
        Ok(g)
    }
    fn game_options(&self) -> Options {
        self.public.options
    }
    fn game_seed(&self) -> u64 {
        self.rng.seed()
    }
    fn players(&self) -> usize {
        PLAYERS
    }
    fn to_act(&self) -> Option<Seat> {
        self.public.winners.is_empty().then(|| self.table.to_play())
    }
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(seat) = self.to_act() {
            (self.table).each_playable(&self.rules(), seat, |card| out.push(Play::Play { card }));
        }
    }
    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), Refusal> {
        check_turn(self.to_act(), seat)?;
        if let Played::HandOver(_) = self.table.play(&mut self.rules(), seat, action.card())? {
            self.score_hand();
        }
        Ok(())
    }
    fn view(&self, viewpoint: Viewpoint) -> View {
        let to_act = self.to_act();
        View {
            viewpoint,
            public: self.public.clone(),
            table: self.table.view(viewpoint),
            to_act,
            legal: (to_act.filter(|&s| Some(s) == viewpoint.seat()))
                .map_or_else(Vec::new, |_| self.legal_actions()),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (!self.public.winners.is_empty()).then(|| Outcome {
            winners: self.public.winners.clone(),
            scores: self.scores(),
        })
    }
    fn scores(&self) -> Vec<i32> {
        seat_totals(&self.public.points, true)
    }
    fn hand_number(&self) -> Option<usize> {
        Some(self.public.number)
    }
    fn hands_scored(&self) -> usize {
        self.public.hands_scored
    }
    fn action_text(action: &Action) -> String {
        action.text()
    }
    fn parse_action(text: &str) -> Result<Action, String> {
        Play::parse(text)
    }
    fn caption(
        before: &Self,
        _: &Self,
        action: &Action,
        teller: &Teller,
    ) -> Vec<trumps_words::Said> {
        let text = format!("{} {action}.", teller.who());
        let mut said =
            vec![trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", text)];
        let card = action.card();
        if let Some(told) = explain_play(&before.table, &mut before.rules(), teller.seat, card) {
            said.push(told.said(&|s| teller.name(s), Card::said));
        }
        said
    }
    /// The unseen cards dealt again from `seed`; the dealer keeps the turned-up card until
    /// it is played.
    fn sample(view: &View, seed: u64) -> Self {
        let mut rng = GameRng::new(seed);
        let p = &view.public;
        let held = [(p.dealer, p.turned)];
        let deck = Card::deck(false);
        let unseen = Unseen {
            deck: &deck,
            held: if view.table.played().any(|c| c == p.turned) {
                &[]
            } else {
                &held
            },
            suits: 4,
            suit_of: &|c: Card| c.suit().index(),
        };
        let table = view.table.sample(&unseen, &mut rng);
        Whist {
            public: p.clone(),
            rng,
            table,
        }
    }
    fn view_seat(view: &View) -> Option<Seat> {
        view.viewpoint.seat()
    }
}
