//! When every person at the device is out of a game the bots play on (Top Trumps: no cards
//! left), the table says so and offers *Skip to the result* (the bots finish at once: instant
//! pace, quick thinking) or *Watch* (they play on at the chosen pace; skipping stays offered).
//! The same for every game: a game says who is out through `Game::is_out`.

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::words::SeatWords;
use crate::ui::stores::ctl::OutChoice;
use crate::ui::stores::play::Play;
use leptos::prelude::*;

/// "You are out of this game.", "Ann is out of this game.", "Ann and Ben are out of this game."
pub fn out_sentence(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => say_with(Msg::TableOutOne, &[("name", SeatWords::of(one).value())]),
        [rest @ .., last] => {
            let names = format!(
                "{}{}{last}",
                rest.join(&say(Msg::ListSep)),
                say(Msg::ListAnd)
            );
            say_with(Msg::TableOutMany, &[("names", Value::Text(&names))])
        }
    }
}

#[component]
pub fn PeopleOut() -> impl IntoView {
    let play = expect_context::<Play>();
    let names = Memo::new(move |_| {
        play.session.with(|s| {
            s.as_ref()
                .map(|s| {
                    s.people_out()
                        .into_iter()
                        .map(|p| s.name(p))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let game_id = move || {
        play.session
            .with_untracked(|s| s.as_ref().map(|s| s.saved.game_id))
    };
    let choose = move |choice: OutChoice| {
        if let Some(id) = game_id() {
            play.people_out.set(Some((id, choice)));
        }
    };
    // Who is out and what they chose: the offer is drawn again only when these change, not at
    // every move of the bots (a button redrawn under the finger could not be tapped).
    let shown = Memo::new(move |_| (names.get(), play.out_choice()));
    move || {
        let (names, choice) = shown.get();
        if names.is_empty() {
            return None;
        }
        let said = out_sentence(&names);
        Some(match choice {
            Some(OutChoice::Skip) => view! {
                <div class="people-out" role="status" data-testid="people-out">
                    <p>{said} " " {say(Msg::TableOutPlaying)}</p>
                </div>
            }
            .into_any(),
            Some(OutChoice::Watch) => view! {
                <div class="people-out compact" data-testid="people-out">
                    <p>{said}</p>
                    <button type="button" class="btn" data-testid="out-skip" on:click=move |_| choose(OutChoice::Skip)>
                        {say(Msg::TableOutSkip)}
                    </button>
                </div>
            }
            .into_any(),
            None => view! {
                <div class="people-out" role="alertdialog" aria-labelledby="people-out-words" data-testid="people-out">
                    <p id="people-out-words">{said} " " {say(Msg::TableOutBotsPlay)}</p>
                    <div class="people-out-choices">
                        <button type="button" class="btn primary" data-testid="out-skip" on:click=move |_| choose(OutChoice::Skip)>
                            {say(Msg::TableOutSkip)}
                        </button>
                        <button type="button" class="btn" data-testid="out-watch" on:click=move |_| choose(OutChoice::Watch)>
                            {say(Msg::TableOutWatch)}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::out_sentence;

    #[test]
    fn says_who_is_out_with_the_verb_agreeing() {
        assert_eq!(out_sentence(&["You".into()]), "You are out of this game.");
        assert_eq!(out_sentence(&["Ann".into()]), "Ann is out of this game.");
        assert_eq!(
            out_sentence(&["Ann".into(), "Ben".into(), "Cleo".into()]),
            "Ann, Ben and Cleo are out of this game."
        );
    }
}
