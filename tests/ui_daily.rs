//! A day's game at this device is the game its result's code replays: begun from the day's
//! deal with the person in the day's seat, its bots asked as the app asks the bot worker (the
//! session's question, answered from JSON), the person's decisions random, a move taken back
//! on the way; its result's code, written from the session's record, is then checked as a
//! friend's app checks it (and it is of that day only).

use trumps::bots::random::BotRng;
use trumps::bots::request::{answer, Reply};
use trumps::daily::request::DealNote;
use trumps::daily::{check, todays_deal, Day, ShareRefusal};
use trumps::ui::model::daily;
use trumps::ui::model::settings::Think;

/// 2026-11-30.
const A_DAY: Day = Day(20_787);

#[test]
fn a_days_game_played_here_checks_by_its_code() {
    // What Trump?'s day is a whole game (par takes half a minute natively): its bots answer
    // alike from JSON as the others' do (crates/rules/tests/daily.rs), so the short games
    // stand for it here.
    for game in ["ace-trump", "ransom-trump", "truf", "top-trumps"] {
        let start = std::time::Instant::now();
        let deal = todays_deal(game, A_DAY).expect("a deal");
        let note = DealNote::of(&deal);
        let mut s = daily::start(&note, "You", 77).expect("starts");
        assert_eq!(s.saved.daily, Some(A_DAY.0));
        assert_eq!(s.humans(), vec![deal.seat]);
        let mut rng = BotRng::new(5);
        let mut undone = false;
        while s.game().to_act().is_some() {
            s.acknowledge_summary();
            if let Some((seat, level)) = s.bot_to_act() {
                let req = s.bot_request(seat, level, Think::Normal.budget());
                let Ok(Reply::Action(action)) = answer(&req).reply else {
                    panic!("{game}: the bot did not answer");
                };
                s.apply(seat, action).expect("the bot's move is legal");
                continue;
            }
            let seat = s.game().to_act().expect("someone acts");
            let legal = s.game().legal_json();
            let a = legal[rng.below(legal.len())].clone();
            s.apply(seat, a).expect("legal");
            // Once, a move taken back and played again (perhaps otherwise).
            if !undone && s.saved.decisions.len() > 6 && s.can_undo() {
                s.undo().expect("undoes");
                undone = true;
            }
        }
        let ended = daily::share(&s).expect("a day's game over has a result");
        assert_eq!(ended.share.claim.aids, undone, "{game}");
        let code = ended.share.code();
        let checked = check(&code, Some(A_DAY)).expect("the code checks");
        // The picture the app shares is the one the friend's check draws.
        let seat = checked.deal.seat.index();
        assert_eq!(
            ended.picture,
            trumps::daily::picture(seat, &checked.played.hands, ended.share.claim.won),
            "{game}"
        );
        assert!(!ended.picture.is_empty(), "{game}");
        let outcome = s.game().outcome().expect("over");
        assert_eq!(checked.played.outcome, outcome, "{game}");
        let decisions: Vec<_> = s
            .saved
            .decisions
            .iter()
            .map(|d| (d.seat, d.action.clone()))
            .collect();
        assert_eq!(checked.played.decisions, decisions, "{game}");
        assert_eq!(
            check(&code, Some(A_DAY.next())).map(|_| ()),
            Err(ShareRefusal::OtherDay {
                day: A_DAY,
                today: A_DAY.next()
            })
        );
        eprintln!(
            "[daily] {game}: a day's game played through the session and checked in {:.1} s ({code})",
            start.elapsed().as_secs_f64()
        );
    }
}

#[test]
fn a_game_not_of_a_day_has_no_days_result() {
    let s = crate::common::finished_game(3);
    assert!(daily::share(&s).is_none());
}
