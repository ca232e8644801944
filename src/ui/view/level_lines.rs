//! Under the set-up's seats: one line a bot level saying how strong it is in the chosen game
//! with this many players ("Expert: wins about 2 in 7 games against 3 Standard bots, where an
//! even share is 1 in 4."), from the bots' published ladder ([`crate::bots::ladder`], the
//! figures of `docs/bots.md`).

use crate::bots::ladder::{self, About};
use crate::bots::BotLevel;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games::bot_level_name;
use leptos::prelude::*;

/// The line of `level` in game `game` with `players` players (or the nearest number measured:
/// the line names the table it was measured at).
fn line(game: &str, players: usize, level: BotLevel) -> String {
    let name = bot_level_name(level);
    let n = |x: usize| Value::Number(x as f64);
    match ladder::rung_for(game, players, level) {
        Some(r) => {
            let players = r.players;
            let against = bot_level_name(r.against);
            let (msg, wins, games) = match ladder::about(r.win_share) {
                About::Rarely => (Msg::SetupLevelRarely, 0, 0),
                About::NearlyAll => (Msg::SetupLevelNearlyAll, 0, 0),
                About::InGames { wins, games } => (Msg::SetupLevelLine, wins, games),
            };
            say_with(
                msg,
                &[
                    ("level", Value::Text(&name)),
                    ("wins", Value::Number(f64::from(wins))),
                    ("games", Value::Number(f64::from(games))),
                    ("others", n(players.saturating_sub(1))),
                    ("against", Value::Text(&against)),
                    ("players", n(players)),
                ],
            )
        }
        None => say_with(
            Msg::SetupLevelUnmeasured,
            &[("level", Value::Text(&name)), ("players", n(players))],
        ),
    }
}

/// The lines of every level offered, for the game `game` and `players` players (none where
/// this browser cannot run the bots).
#[component]
pub fn LevelLines(game: Memo<&'static str>, players: Memo<usize>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        (!ctl.play.bots_unavailable.get()).then(|| {
            let lines = BotLevel::ALL
                .into_iter()
                .filter(|l| l.offered_in_app())
                .map(|level| {
                    view! {
                        <li data-testid=format!("level-line-{}", level.id())>
                            {move || line(game.get(), players.get(), level)}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="level-lines" data-testid="level-lines" aria-labelledby="level-lines-title">
                    <h3 id="level-lines-title">{move || say(Msg::SetupLevelsTitle)}</h3>
                    <ul>{lines}</ul>
                </section>
            }
        })
    }
}
