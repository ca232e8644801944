//! Friends' results on the hub: a game's board of the day (the person's result beside the
//! friends' results that checked on this device, and par), and the field where a friend's
//! link or shared text is pasted, with where its check stands.

use super::row::{board_name, yes_no};
use crate::ui::model::daily_book::{DayResult, Par};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::daily::{today, FriendCheck};
use leptos::prelude::*;

/// One line of a board.
struct Line {
    name: String,
    score: i32,
    won: bool,
    aids: bool,
    /// `you`, `friend` or `par`.
    kind: &'static str,
}

/// The day's board of game `id`, when a friend's result of it is kept: every result (the
/// person's once they have one), best first.
pub(super) fn board(
    ctl: Ctl,
    id: &'static str,
    own: Option<&DayResult>,
    par: Option<Par>,
    person: &str,
) -> Option<impl IntoView> {
    let day = today().0;
    let friends = ctl.daily.book.with(|b| {
        b.friends_of(day, id)
            .into_iter()
            .enumerate()
            .map(|(i, f)| Line {
                name: if f.name.is_empty() {
                    say_with(
                        Msg::DailyBoardFriend,
                        &[("n", Value::Number(i as f64 + 1.0))],
                    )
                } else {
                    f.name.clone()
                },
                score: f.score,
                won: f.won,
                aids: f.aids,
                kind: "friend",
            })
            .collect::<Vec<_>>()
    });
    if friends.is_empty() {
        return None;
    }
    let mut lines = friends;
    if let Some(own) = own {
        lines.push(Line {
            name: board_name(person),
            score: own.score,
            won: own.won,
            aids: own.aids,
            kind: "you",
        });
    }
    if let Some(p) = par {
        lines.push(Line {
            name: say(Msg::DailyBoardPar),
            score: p.score,
            won: p.won,
            aids: false,
            kind: "par",
        });
    }
    lines.sort_by_key(|l| std::cmp::Reverse(l.score));
    let title = say(Msg::DailyBoardTitle);
    let items = lines
        .into_iter()
        .map(|l| {
            let score = say_with(
                Msg::DailyBoardScore,
                &[
                    ("score", Value::Number(f64::from(l.score))),
                    ("unit", super::row::unit(id)),
                    ("won", yes_no(l.won)),
                    ("aids", yes_no(l.aids)),
                ],
            );
            let data_name = l.name.clone();
            view! {
                <li class=format!("daily-board-line {}", l.kind) data-testid="daily-board-line" data-kind=l.kind data-name=data_name data-score=l.score>
                    <span class="name">{l.name}</span>
                    <span class="score">{score}</span>
                </li>
            }
        })
        .collect_view();
    Some(view! {
        <div class="daily-board" data-testid=format!("daily-board-{id}")>
            <h4>{title}</h4>
            <ol>{items}</ol>
        </div>
    })
}

/// The field for a friend's result, and where its check stands.
#[component]
pub(super) fn FriendResult() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let daily = ctl.daily;
    let text = RwSignal::new(String::new());
    let check = move || {
        daily.offer(&text.get_untracked());
        text.set(String::new());
    };
    let status = move || {
        daily.friend.get().map(|f| match f {
            FriendCheck::Waiting { .. } | FriendCheck::Checking { .. } => view! {
                <p class="muted" data-testid="daily-friend-checking">{say(Msg::DailyFriendChecking)}</p>
            }
            .into_any(),
            FriendCheck::Refused { why } => view! {
                <p class="warning" data-testid="daily-friend-refused">
                    {say_with(Msg::DailyFriendRefused, &[("why", Value::Text(&why))])}
                </p>
            }
            .into_any(),
            FriendCheck::Added { game, name, new } => {
                let game_name = crate::ui::view::games::ui_for(&game)
                    .map(|ui| say(ui.name))
                    .unwrap_or(game);
                let name = if name.is_empty() { say(Msg::DailyFriendSomeone) } else { name };
                let msg = if new { Msg::DailyFriendAdded } else { Msg::DailyFriendKnown };
                view! {
                    <p class="ok" data-testid="daily-friend-added">
                        {say_with(msg, &[("name", Value::Text(&name)), ("game", Value::Text(&game_name))])}
                    </p>
                }
                .into_any()
            }
        })
    };
    view! {
        <form class="daily-friend" on:submit=move |ev| {
            ev.prevent_default();
            check();
        }>
            <label for="daily-friend-input">{move || say(Msg::DailyFriendLabel)}</label>
            <div class="daily-friend-row">
                <input id="daily-friend-input" type="text" autocomplete="off" spellcheck="false" data-testid="daily-friend-input"
                    prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                <button type="submit" class="btn" data-testid="daily-friend-check" disabled=move || daily.checking()>
                    {move || say(Msg::DailyFriendCheck)}
                </button>
            </div>
            // One live region, in place from the start, so each new word in it is read out.
            <div aria-live="polite" data-testid="daily-friend-status">{status}</div>
        </form>
    }
}
