//! Today's deal: the same deal for a day on every run, another the next day; a day's result
//! as a code that reads back and replays to what it claims, over 1,000 games of every kind;
//! a code changed, edited (and signed again, as anyone could), of another day, too long or
//! with a decision changed is refused; and the bots answer a day's question alike from the
//! typed view and from its JSON (the bot worker's way), so the app's game is the one checked.

use std::time::Instant;
use trumps_rules::bots::day_table::{bot_seed, budget, Bots, Played};
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::request::{answer, BotRequest, Reply};
use trumps_rules::bots::BotLevel;
use trumps_rules::daily::number::Number;
use trumps_rules::daily::{
    check, check_against, todays_deal, Claim, Day, Share, ShareRefusal, TodaysDeal, BOTS,
};
use trumps_rules::engine::Seat;
use trumps_rules::registry;

const BEGINNERS: Bots = Bots {
    level: BotLevel::Beginner,
    iterations: 0,
    draw: 0,
};

/// 2026-11-30.
const A_DAY: Day = Day(20_787);

fn games() -> Vec<&'static str> {
    registry::catalogue().iter().map(|a| a.info().id).collect()
}

/// A deal of `game` as a day's, with its options, drawn from `rng` without the screening (the
/// tests play many), and Beginners in the other seats.
fn quick_deal(game: &'static str, day: Day, rng: &mut BotRng) -> TodaysDeal {
    let about = registry::about(game).expect("a listed game");
    let (options, players) = about
        .read_options(&about.daily_options(rng.next_u64()))
        .expect("a day's options are good");
    TodaysDeal {
        game,
        day,
        options,
        players,
        seed: rng.next_u64() >> 24,
        seat: Seat(rng.below(players) as u8),
        bots: BEGINNERS,
    }
}

/// The deal played with the person choosing at random.
fn play_at_random(deal: &TodaysDeal, rng: &mut BotRng) -> Played {
    deal.play(Some(&mut |count| Some(rng.below(count as usize) as u32)))
        .expect("a day's game plays to its end")
}

fn signed(share: &Share) -> String {
    share.code()
}

#[test]
fn every_game_has_one_deal_a_day_the_same_on_every_run() {
    let start = Instant::now();
    for game in games() {
        let mut seeds = Vec::new();
        for d in 0..4 {
            let day = Day(A_DAY.0 + d);
            let deal = todays_deal(game, day).expect("a deal for every game");
            assert_eq!(todays_deal(game, day).as_ref(), Some(&deal), "{game} {day}");
            assert_eq!(deal.game, game);
            assert_eq!(deal.day, day);
            assert_eq!(deal.bots, BOTS);
            assert!(deal.seat.index() < deal.players, "{game} {day}");
            assert!(deal.seed < 1 << 40, "a short deal code");
            let about = registry::about(game).expect("listed");
            assert!(about.read_options(&deal.options).is_ok(), "{game} {day}");
            seeds.push(deal.seed);
        }
        seeds.dedup();
        assert_eq!(seeds.len(), 4, "{game}: each day its own deal");
    }
    // The games' deals differ on the same day.
    let mut seeds: Vec<u64> = games()
        .into_iter()
        .filter_map(|g| todays_deal(g, A_DAY).map(|d| d.seed))
        .collect();
    seeds.sort_unstable();
    seeds.dedup();
    assert_eq!(seeds.len(), games().len());
    assert!(todays_deal("no-such-game", A_DAY).is_none());
    eprintln!(
        "[daily] 4 days' deals of every game (screened) in {:.1} s",
        start.elapsed().as_secs_f64()
    );
}

#[test]
fn a_result_reads_back_and_replays_and_a_tampered_one_is_refused_over_1000_games_of_every_kind() {
    let start = Instant::now();
    let mut rng = BotRng::new(20_261_130);
    let mut same_result = 0;
    let mut collisions = 0;
    let mut longest = Vec::new();
    for game in games() {
        let mut most = 0;
        for g in 0..1_000u32 {
            let day = Day(A_DAY.0 + g);
            let deal = quick_deal(game, day, &mut rng);
            let played = play_at_random(&deal, &mut rng);
            let aids = rng.chance(0.3);
            let claim = Claim::of(&played.outcome, deal.seat, aids);
            let share = Share::new(game, day, claim, &played);
            let code = share.code();
            most = most.max(code.len());
            let read = Share::read(&code).expect("a code reads back");
            assert_eq!(read, share, "{game} #{g}: {code}");
            let checked = check_against(read, deal.clone()).expect("a true result checks");
            assert_eq!(checked.played, played, "{game} #{g}");
            // Read from a link too, in lower case.
            let link = format!("https://example.org/?daily={}&x=1", code.to_lowercase());
            assert_eq!(Share::read(&link).as_ref(), Ok(&share));
            // And from a whole shared text: words and a picture, then the link with a name.
            let text = format!(
                "Trumps, {game}\n🟩🟥 🏆\n{}\nmore words",
                trumps_rules::daily::link::link("https://example.org/", &code, "Ana Lu")
            );
            assert_eq!(Share::read(&text).as_ref(), Ok(&share));

            // One character changed (not a dash): refused before anything is played.
            let chars: Vec<char> = code.chars().collect();
            let places: Vec<usize> = (0..chars.len()).filter(|&i| chars[i] != '-').collect();
            let at = places[rng.below(places.len())];
            let mut changed = chars.clone();
            changed[at] = if chars[at] == 'Z' { 'Y' } else { 'Z' };
            let changed: String = changed.into_iter().collect();
            assert!(
                Share::read(&changed).is_err(),
                "{game} #{g}: {changed} from {code}"
            );

            // The result edited and the code signed again: refused by the replay.
            let mut edited = share.clone();
            edited.claim.score += 1 + rng.below(3) as i32;
            let refused =
                check_against(Share::read(&signed(&edited)).expect("reads"), deal.clone());
            assert!(
                matches!(refused, Err(ShareRefusal::Claims { .. })),
                "{game} #{g}: {refused:?}"
            );
            let mut won = share.clone();
            won.claim.won = !won.claim.won;
            assert!(check_against(won, deal.clone()).is_err(), "{game} #{g}");

            // More decisions than the game has.
            let mut long = played.person.clone();
            long.push((1, 2));
            let mut too_long = share.clone();
            too_long.decisions = Number::of_digits(&long);
            assert_eq!(
                check_against(too_long, deal.clone()).map(|_| ()),
                Err(ShareRefusal::TooLong),
                "{game} #{g}"
            );

            // One decision changed (and signed again): refused, by its result or by its game.
            let open: Vec<usize> = (0..played.person.len())
                .filter(|&i| played.person[i].1 > 1)
                .collect();
            if !open.is_empty() {
                let k = open[rng.below(open.len())];
                let mut person = played.person.clone();
                let (i, n) = person[k];
                person[k] = ((i + 1 + rng.below(n as usize - 1) as u32) % n, n);
                let mut other = share.clone();
                other.decisions = Number::of_digits(&person);
                match check_against(other, deal.clone()) {
                    Err(ShareRefusal::OtherGame) => same_result += 1,
                    Err(_) => {}
                    // (Only if the two games' 20-bit digests collide: about one in a million.)
                    Ok(_) => collisions += 1,
                }
            }
        }
        longest.push((game, most));
    }
    assert!(collisions <= 1, "{collisions} changed decisions passed");
    eprintln!("[daily] the longest code of each game: {longest:?}");
    eprintln!(
        "[daily] {} results of every kind read back, replayed and tampered with in {:.1} s \
         ({same_result} with a decision changed replayed to the same result, refused as another game)",
        1_000 * games().len(),
        start.elapsed().as_secs_f64()
    );
}

#[test]
fn a_result_of_another_day_is_refused() {
    let mut rng = BotRng::new(7);
    for game in games() {
        let deal = quick_deal(game, A_DAY, &mut rng);
        let played = play_at_random(&deal, &mut rng);
        let share = Share::new(
            game,
            A_DAY,
            Claim::of(&played.outcome, deal.seat, false),
            &played,
        );
        let refused = check(&share.code(), Some(A_DAY.next()));
        assert_eq!(
            refused.map(|_| ()),
            Err(ShareRefusal::OtherDay {
                day: A_DAY,
                today: A_DAY.next()
            })
        );
        let said = ShareRefusal::OtherDay {
            day: A_DAY,
            today: A_DAY.next(),
        }
        .to_string();
        assert_eq!(
            said,
            "this result is for 2026-11-30, not for today (2026-12-01)"
        );
    }
    assert_eq!(
        Share::read("hello").map(|_| ()),
        Err(ShareRefusal::NotAResult)
    );
    assert!(matches!(
        Share::read("QQ1-0K9B-G001-7QX2M-A2KZ"),
        Err(ShareRefusal::UnknownGame(_))
    ));
}

/// The bots' answers of a day's game, asked again as the app asks its bot worker (the seat's
/// view as JSON, the day's seed and budget), are the same actions: so a game played in the
/// app is the game its code replays. Expert at 200 iterations (the day's own 2,000 would only
/// take longer).
#[test]
fn the_days_bots_answer_alike_from_the_view_and_from_its_json() {
    let start = Instant::now();
    let expert = Bots {
        level: BotLevel::Expert,
        iterations: 200,
        draw: 0,
    };
    let mut rng = BotRng::new(11);
    let mut asked = 0;
    for game in games() {
        let deal = quick_deal(game, A_DAY, &mut rng).with_bots(expert);
        let played = play_at_random(&deal, &mut rng);
        let entry = registry::find(game).expect("listed");
        let mut replay = entry
            .start(&deal.options, deal.seed, &serde_json::Value::Null)
            .expect("starts");
        for (moves, (seat, action)) in played.decisions.iter().enumerate() {
            if *seat != deal.seat && moves % 3 == 0 {
                let req = BotRequest {
                    id: 1,
                    game: game.to_string(),
                    view: replay.view_json(*seat),
                    level: BotLevel::Expert,
                    seed: bot_seed(deal.seed, 0, moves, *seat),
                    budget: budget(expert.iterations),
                    hint: false,
                };
                let reply = answer(&req).reply.expect("an answer");
                assert_eq!(
                    reply,
                    Reply::Action(action.clone()),
                    "{game}, decision {moves}"
                );
                asked += 1;
            }
            replay.apply_json(*seat, action).expect("a legal decision");
        }
        assert_eq!(replay.outcome().as_ref(), Some(&played.outcome));
    }
    eprintln!(
        "[daily] {asked} bot answers asked again from JSON views in {:.1} s",
        start.elapsed().as_secs_f64()
    );
}

/// The whole way with the day's own bots, in the game of one hand: today's deal, a result
/// played from it, its code, and the check a friend's app makes.
#[test]
fn a_days_result_with_the_days_bots_is_checked_by_its_code() {
    let start = Instant::now();
    let game = "truf";
    let deal = todays_deal(game, A_DAY).expect("a deal");
    let mut rng = BotRng::new(3);
    let played = play_at_random(&deal, &mut rng);
    let share = Share::new(
        game,
        A_DAY,
        Claim::of(&played.outcome, deal.seat, false),
        &played,
    );
    let checked = check(&share.code(), Some(A_DAY)).expect("checks");
    assert_eq!(checked.played, played);
    let par = deal.play(None).expect("par plays");
    assert_eq!(
        deal.play(None).as_ref(),
        Ok(&par),
        "par is the same each time"
    );
    eprintln!(
        "[daily] a day's Truf played ({}), checked and its par played twice in {:.1} s",
        share.code(),
        start.elapsed().as_secs_f64()
    );
}
