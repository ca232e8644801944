//! A tap's typed action reaches the engine without JSON (`Session::submit`), and it does to
//! the game exactly what the same action as JSON does (`Session::apply`, the way a bot's answer
//! or a guest's move comes in): the same decisions in the record, the same state, and the same
//! words for a refused move. For every game, over many random games.

use trumps::bots::random::BotRng;
use trumps::engine::{Game, Seat};
use trumps::registry::{self, action_to_json, downcast};
use trumps::ui::model::seats::default_seats;
use trumps::ui::model::session::Session;

/// Random games of `G`, each played twice from the same seed: by typed submits and by JSON.
fn typed_and_json_agree<G: Game>(games: u64) {
    let entry = registry::find(G::INFO.id).expect("listed");
    let players = G::INFO.first_players();
    let seats = default_seats()[..players].to_vec();
    for seed in 0..games {
        let options = entry.default_options(players);
        let start = || Session::start(entry, &options, seats.clone(), seed, 500 + seed);
        let (mut typed, mut json) = (start().expect("starts"), start().expect("starts"));
        let mut rng = BotRng::new(seed);
        for _ in 0..600 {
            let Some(seat) = typed.game().to_act() else {
                break;
            };
            let game = downcast::<G>(typed.game()).expect("the game of the session");
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())].clone();

            // The same action from a seat that is not to act: refused alike, nothing changed.
            let other = Seat(((seat.index() + 1) % players) as u8);
            let before = typed.saved.decisions.len();
            let refused_typed = typed.submit::<G>(other, action.clone());
            let refused_json = json.apply(other, action_to_json::<G>(&action));
            assert!(
                refused_typed.is_err(),
                "{}: seat {other:?} is not to act",
                G::INFO.id
            );
            assert_eq!(
                refused_typed,
                refused_json,
                "{}: the same refusal",
                G::INFO.id
            );
            assert_eq!(typed.saved.decisions.len(), before);

            typed.submit::<G>(seat, action.clone()).expect("legal");
            json.apply(seat, action_to_json::<G>(&action))
                .expect("legal");
        }
        assert_eq!(
            typed.saved.decisions,
            json.saved.decisions,
            "{}",
            G::INFO.id
        );
        assert!(
            typed.game().same_state(json.game()),
            "{} seed {seed}",
            G::INFO.id
        );
        assert_eq!(typed.saved.moves, json.saved.moves);
    }
}

macro_rules! each_game {
    ($($module:ident: $ty:ident),* $(,)?) => {
        $( typed_and_json_agree::<trumps::games::$module::$ty>(30); )*
    };
}

#[test]
fn a_typed_decision_does_what_the_same_decision_as_json_does_in_every_game() {
    trumps_rules::for_each_game!(each_game);
}
