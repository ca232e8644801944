//! Finds deals for the guided lessons (`crates/rules/lessons/`): for each seed, plays a hand
//! with Standard bots at every seat (the learner's too), steering a few of the learner's
//! choices towards the rule the lesson must show, and keeps the seed whose hand shows every
//! rule its lesson needs, soonest. Prints the script (a lesson's `script`) and a numbered
//! listing (each step's seat, action, rule events and caption as the learner sees it) to key
//! the coach's lines to.
//!
//! `cargo run --profile checks -p trumps-rules --example lesson_deals -- GAME [SEEDS]`
//!
//! The lesson files are fixed data: this only finds candidates; a lesson's tests check the
//! file itself (see `docs/lessons.md`).

use serde_json::{json, Value};
use trumps_rules::bots::{Bot, BotGame, BotLevel, Budget};
use trumps_rules::engine::person_words::agree;
use trumps_rules::engine::rng::mix64;
use trumps_rules::engine::{Game, GameOptions, Parlour, Seat, Teller, Viewpoint};
use trumps_rules::games::{ace_trump, ransom_trump, top_trumps, truf, what_trump};
use trumps_rules::registry::{self, action_to_json};

const YOU: Seat = Seat(0);
const NAMES: [&str; 4] = ["You", "Ann", "Ben", "Cleo"];

/// A hand played: the game at the start, every move and the rule events each made happen.
struct Run<G: Game> {
    start: G,
    end: G,
    moves: Vec<(Seat, G::Action)>,
    events: Vec<Vec<&'static str>>,
}

impl<G: Game + Parlour> Run<G> {
    /// The first move (index) making `id` happen, by `seat` if given.
    fn first(&self, id: &str, seat: Option<Seat>) -> Option<usize> {
        (0..self.moves.len())
            .find(|&k| self.events[k].contains(&id) && seat.is_none_or(|s| self.moves[k].0 == s))
    }
}

/// Plays from `start` until `done`, Standard bots deciding unless `steer` decides.
fn drive<G: BotGame + Parlour>(
    start: G,
    bot_seed: u64,
    mut steer: impl FnMut(&G, Seat) -> Option<G::Action>,
    done: impl Fn(&G) -> bool,
) -> Option<Run<G>> {
    let players = start.players();
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
        .map(|s| G::bot(BotLevel::Standard, mix64(bot_seed ^ (s as u64 + 1))))
        .collect();
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut events = Vec::new();
    while !done(&game) {
        let seat = game.to_act()?;
        let action = match steer(&game, seat) {
            Some(a) => a,
            None => {
                let view = game.view_of(seat);
                bots[seat.index()].decide(&view, Budget::millis(2))
            }
        };
        let before = game.clone();
        game.apply(seat, action.clone()).ok()?;
        events.push(G::rule_events(&before, seat, &action, &game));
        moves.push((seat, action));
        if moves.len() > 400 {
            return None;
        }
    }
    Some(Run {
        start,
        end: game,
        moves,
        events,
    })
}

/// Prints the script and the listing of a run.
fn show<G: Game + Parlour>(run: &Run<G>, seed: u64) {
    let names: Vec<String> = NAMES[..run.start.players()]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let script: Vec<Value> = run
        .moves
        .iter()
        .map(|(s, a)| json!({"seat": s.0, "action": action_to_json::<G>(a)}))
        .collect();
    println!("seed {seed}");
    println!(
        "options {}",
        serde_json::to_string(&run.start.game_options()).unwrap_or_default()
    );
    let mut g = run.start.clone();
    for (k, (seat, a)) in run.moves.iter().enumerate() {
        let before = g.clone();
        if g.apply(*seat, a.clone()).is_err() {
            break;
        }
        let teller = Teller {
            seat: *seat,
            viewpoint: Viewpoint::Seat(YOU),
            names: &names,
        };
        let caption = agree(&G::caption(&before, &g, a, &teller));
        println!(
            "{k:3} {:5} {:22} {:?} | {}",
            names[seat.index()],
            G::action_text(a),
            run.events[k],
            caption
        );
    }
    println!("scores {:?}", run.end.scores());
    println!("SCRIPT");
    for (k, d) in script.iter().enumerate() {
        let sep = if k + 1 < script.len() { "," } else { "" };
        println!("    {d}{sep}");
    }
}

fn hand_scored<G: Game>(g: &G) -> bool {
    g.hands_scored() >= 1
}

fn what_trump(seeds: u64) {
    use what_trump::{Action, Options, WhatTrump};
    let mut best: Option<(i64, u64, Run<WhatTrump>)> = None;
    for seed in 1..=seeds {
        let Ok(start) = <WhatTrump as Game>::new(&Options { players: 3 }, seed) else {
            continue;
        };
        if start.first_dealer() == YOU {
            continue;
        }
        // The learner follows a led trump with a card of the trump number of another suit
        // when it can.
        let steer = |g: &WhatTrump, seat: Seat| -> Option<Action> {
            if seat != YOU {
                return None;
            }
            let r = g.round()?;
            let trump = r.trump?;
            let led = *r.trick.led()?;
            if !trump.is_trump(led) {
                return None;
            }
            g.legal_actions().into_iter().find(|a| {
                a.card().is_some_and(|c| {
                    trump.is_number(c) && !trump.is_suit(c) && c.suit() != led.suit()
                })
            })
        };
        let Some(run) = drive(start, seed, steer, hand_scored) else {
            continue;
        };
        let Some(follow) = run.first("trump-number-follows", Some(YOU)) else {
            continue;
        };
        let summary = &run.end.history()[0];
        let met = summary.tasks.iter().any(|t| t.seat == YOU && t.met);
        let wins = run.events[follow..]
            .iter()
            .take(3)
            .any(|e| e.contains(&"trump-number-wins"));
        let suit_and_number = summary.trump.suit.is_some() && summary.trump.number.is_some();
        let score = i64::from(met) * 100 + i64::from(wins) * 50 + i64::from(suit_and_number) * 20
            - run.moves.len() as i64;
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, seed, run));
        }
    }
    if let Some((score, seed, run)) = best {
        println!("score {score}");
        show(&run, seed);
    }
}

fn ace_trump(seeds: u64) {
    use ace_trump::{AceTrump, Options, Until};
    let options = Options {
        until: Until::Hands,
        length: 1,
        ..Options::default().with_players(3)
    };
    let mut best: Option<(i64, u64, Run<AceTrump>)> = None;
    for seed in 1..=seeds {
        let Ok(start) = <AceTrump as Game>::new(&options, seed) else {
            continue;
        };
        let Some(run) = drive(start, seed, |_, _| None, hand_scored) else {
            continue;
        };
        let Some(mid) = run.first("ace-changes-trump-mid-trick", None) else {
            continue;
        };
        let Some(tie) = run.first("symbol-tie", None) else {
            continue;
        };
        // The learner's Ace changing trump mid-trick, best one that wins the learner the
        // trick; and the learner ahead at the end.
        let yours: Vec<usize> = (0..run.moves.len())
            .filter(|&k| {
                run.moves[k].0 == YOU && run.events[k].contains(&"ace-changes-trump-mid-trick")
            })
            .collect();
        let tricks = &run.end.hand().tricks;
        let trick_of = |k: usize| {
            let mut g = run.start.clone();
            for (s, a) in &run.moves[..k] {
                let _ = g.apply(*s, *a);
            }
            g.hand().tricks.len()
        };
        let wins = yours
            .iter()
            .find(|&&k| tricks.get(trick_of(k)).is_some_and(|t| t.winner == YOU));
        let scores = run.end.scores();
        let lead = scores[0] - scores[1..].iter().copied().max().unwrap_or(0);
        let first = wins.or(yours.first()).copied().unwrap_or(mid);
        let score = i64::from(!yours.is_empty()) * 100
            + i64::from(wins.is_some()) * 50
            + i64::from(lead.clamp(-2, 2)) * 10
            - first.max(tie) as i64;
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, seed, run));
        }
    }
    if let Some((score, seed, run)) = best {
        println!("score {score}");
        show(&run, seed);
    }
}

fn ransom_trump(seeds: u64) {
    use ransom_trump::{Action, Options, RansomTrump, Until};
    let options = Options {
        until: Until::Hands,
        length: 1,
        ..Options::default().with_players(3)
    };
    let mut best: Option<(i64, u64, Run<RansomTrump>)> = None;
    for seed in 1..=seeds {
        let Ok(start) = <RansomTrump as Game>::new(&options, seed) else {
            continue;
        };
        // The learner's ransom: its highest card of two suits.
        let steer = |g: &RansomTrump, seat: Seat| -> Option<Action> {
            if seat != YOU || g.hand().reveal.is_some() {
                return None;
            }
            g.hand().hands[YOU.index()]
                .iter()
                .filter(|c| c.suits().len() == 2)
                .max_by_key(|c| c.rank())
                .map(|&card| Action::Ransom { card })
        };
        let Some(run) = drive(start, seed, steer, hand_scored) else {
            continue;
        };
        let Some(dropped) = run.first("tied-ransom-dropped", None) else {
            continue;
        };
        let Some(chose) = run.first("winner-chooses-trump", Some(YOU)) else {
            continue;
        };
        let won = run.end.scores()[0];
        let tie = run.first("symbol-tie", None).is_some();
        let score = i64::from(won) * 10 + i64::from(tie) * 30 - (chose - dropped) as i64;
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, seed, run));
        }
    }
    if let Some((score, seed, run)) = best {
        println!("score {score}");
        show(&run, seed);
    }
}

fn truf(seeds: u64) {
    use truf::bid::{value, BidCard};
    use truf::{Action, Options, Truf};
    let options = Options {
        players: 4,
        hands: 1,
    };
    let mut best: Option<(i64, u64, Run<Truf>)> = None;
    for seed in 1..=seeds {
        let Ok(start) = <Truf as Game>::new(&options, seed) else {
            continue;
        };
        // The bots' bids, as their Standard bots make them (secret: the learner's does not
        // change them).
        let Some(first) = drive(
            start.clone(),
            seed,
            |_, _| None,
            |g: &Truf| g.hand().reveal.is_some(),
        ) else {
            continue;
        };
        let others: Vec<Vec<BidCard>> = first.end.hand().bids[1..].to_vec();
        let taken: u32 = others.iter().map(|b| value(b)).sum();
        let Some(need) = 13u32.checked_sub(taken) else {
            continue;
        };
        let top = others.iter().map(|b| value(b)).max().unwrap_or(0);
        if need <= top {
            continue;
        }
        // The learner's bid: two cards of its longest suit, the lower one minus, worth `need`.
        let hand = &start.hand().hands[YOU.index()];
        let mut pick: Option<(usize, [BidCard; 2])> = None;
        for &a in hand {
            for &b in hand {
                if a.suit() != b.suit() || a >= b {
                    continue;
                }
                for minus_low in [true, false] {
                    let bid = [
                        BidCard {
                            card: a,
                            minus: minus_low,
                        },
                        BidCard {
                            card: b,
                            minus: !minus_low,
                        },
                    ];
                    if value(&bid) != need {
                        continue;
                    }
                    let length = hand.iter().filter(|c| c.suit() == a.suit()).count();
                    if pick.as_ref().is_none_or(|p| length > p.0) {
                        pick = Some((length, bid));
                    }
                }
            }
        }
        let Some((length, bid)) = pick else {
            continue;
        };
        if length < 4 {
            continue;
        }
        let mut shown = 0;
        let steer = move |g: &Truf, seat: Seat| -> Option<Action> {
            if seat != YOU || g.hand().reveal.is_some() {
                return None;
            }
            let a = match bid.get(shown) {
                Some(b) => Action::BidCard {
                    card: b.card,
                    minus: b.minus,
                },
                None => Action::BidDone,
            };
            shown += 1;
            Some(a)
        };
        let Some(run) = drive(start, seed, steer, hand_scored) else {
            continue;
        };
        if run.first("even-game-turned", Some(YOU)).is_none()
            || run.first("minus-card-in-two-card-bid", Some(YOU)).is_none()
        {
            continue;
        }
        let Some(down) = run.first("face-down-trump", Some(YOU)) else {
            continue;
        };
        let made = run.end.scores()[0] > 0;
        let score = i64::from(made) * 100 - down as i64;
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, seed, run));
        }
    }
    if let Some((score, seed, run)) = best {
        println!("score {score}");
        show(&run, seed);
    }
}

fn top_trumps(seeds: u64, players: u8) {
    use top_trumps::{Options, TopTrumps};
    let Some(entry) = registry::find("top-trumps") else {
        return;
    };
    let Ok(options) = entry.options_from_code(players as usize, "M") else {
        return;
    };
    let Ok(options) = serde_json::from_value::<Options>(options) else {
        return;
    };
    let mut best: Option<(i64, u64, Run<TopTrumps>)> = None;
    for seed in 1..=seeds {
        let Ok(start) = <TopTrumps as Game>::new(&options, seed) else {
            continue;
        };
        let Some(run) = drive(start, seed, |_, _| None, |g: &TopTrumps| g.turns() >= 12) else {
            continue;
        };
        let (Some(tie), Some(none)) = (
            run.first("tie-to-middle", None),
            run.first("no-data-to-middle", None),
        ) else {
            continue;
        };
        let after = tie.max(none);
        let Some(won) = (after..run.moves.len()).find(|&k| run.events[k].contains(&"middle-won"))
        else {
            continue;
        };
        let yours = run.moves[..=won].iter().filter(|m| m.0 == YOU).count() as i64;
        let score = yours.min(3) * 10 - won as i64;
        if best.as_ref().is_none_or(|b| score > b.0) {
            let mut run = run;
            run.moves.truncate(won + 1);
            run.events.truncate(won + 1);
            best = Some((score, seed, run));
        }
    }
    if let Some((score, seed, run)) = best {
        println!("score {score}");
        show(&run, seed);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seeds = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    match args.first().map(String::as_str) {
        Some("what-trump") => what_trump(seeds),
        Some("ace-trump") => ace_trump(seeds),
        Some("ransom-trump") => ransom_trump(seeds),
        Some("truf") => truf(seeds),
        Some("top-trumps") => top_trumps(seeds, 3),
        Some("top-trumps-2") => top_trumps(seeds, 2),
        _ => eprintln!("usage: lesson_deals GAME [SEEDS]"),
    }
}
