//! After each hand: every bid, the tricks taken and the points, with the kind of game
//! ("Next hand" closes it; the acknowledgement is saved). At the end: the winners, the totals
//! and the scores hand by hand.

use super::bids::kind_text;
use super::card::suit_mark_named;
use super::words::suit_name;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::state::HandResult;
use crate::games::truf::{Phase, Truf};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::game_over::{final_line, over_modal, over_shown, rounds_table, Ending};
use crate::ui::view::games::hand_summary::score_table;
use crate::ui::view::games::hand_summary::{summary_modal, SummaryContent};
use leptos::prelude::*;

/// One hand's bids, tricks and points by seat.
pub fn hand_table(r: &HandResult, ctx: &TableCtx) -> impl IntoView {
    let v = ctx.view.get_untracked();
    let rows = Seat::all(r.points.len())
        .map(|s| {
            let i = s.index();
            let made = u32::from(r.won[i]) == r.contract[i];
            let bid = if r.contract[i] == r.reveal.values[i] {
                r.contract[i].to_string()
            } else {
                format!("{} → {}", r.reveal.values[i], r.contract[i])
            };
            view! {
                <tr data-player=i.to_string()>
                    <th scope="row">{ctx.who(&v, s)}{(r.reveal.winner == s).then_some(" ★")}</th>
                    <td>{bid}</td>
                    <td>{r.won[i].to_string()}</td>
                    <td>{say(if made { Msg::TrufExact } else if u32::from(r.won[i]) < r.contract[i] { Msg::TrufShort } else { Msg::TrufOver })}</td>
                    <td class="num">{format!("{:+}", r.points[i])}</td>
                </tr>
            }
        })
        .collect_view();
    let trump = match r.reveal.trump {
        Some(t) => {
            let name = suit_name(t);
            let words = say_with(Msg::TrufTrumpWas, &[("suit", Value::Text(&name))]);
            // The symbol goes before the suit's name, wherever the sentence puts it.
            let (before, after) = words
                .split_once(&name)
                .map_or((words.clone(), String::new()), |(b, a)| {
                    (b.to_string(), a.to_string())
                });
            view! { <p>{before} {suit_mark_named(t)} " " {name} {after}</p> }.into_any()
        }
        None => view! { <p>{say(Msg::TrufNoTrumpWas)}</p> }.into_any(),
    };
    let head = view! {
        <th>{say(Msg::TrufColPlayer)}</th>
        <th>{say(Msg::TrufColBid)}</th>
        <th>{say(Msg::TrufColTook)}</th>
        <th>{say(Msg::TrufColExact)}</th>
        <th>{say(Msg::TrufColPoints)}</th>
    };
    // An even game turned up or down changed the bids: "3 → 2" says from what to what.
    let turned = (0..r.points.len())
        .map(|i| (r.reveal.values[i], r.contract[i]))
        .find(|(bid, played)| bid != played)
        .map(|(bid, played)| {
            let turned = say(if played > bid {
                Msg::TrufTurnedUpNote
            } else {
                Msg::TrufTurnedDownNote
            });
            format!(" {turned}")
        });
    view! {
        {trump}
        <p class="small">{kind_text(r.kind)}</p>
        {score_table("rounds-table hand-table", head.into_any(), rows.into_any())}
        <p class="small muted" data-testid="hand-notes">{say(Msg::TrufWonTheBidNote)}{turned}</p>
    }
}

/// "Hand 3 scored".
pub fn hand_scored(number: usize) -> String {
    say_with(Msg::TrufHandScored, &[("n", Value::Number(number as f64))])
}

/// The summary of each hand as it ends (until acknowledged) and the end of the match.
pub fn endings() -> AnyView {
    view! {
        {hand_summary_modal()}
        {game_over()}
    }
    .into_any()
}

/// The summary of each hand as it ends, until acknowledged.
fn hand_summary_modal() -> AnyView {
    summary_modal::<Truf, HandResult>(
        |v, seen| {
            v.results
                .get(seen)
                .cloned()
                .map(|r| (r, v.results.len() == seen + 1 && v.phase == Phase::GameOver))
        },
        |r, ctx| {
            let totals = ctx.view.with_untracked(|v| {
                Seat::all(v.players)
                    .map(|s| format!("{} {}", ctx.who(v, s), v.points[s.index()]))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            SummaryContent {
                title: hand_scored(r.number),
                body: hand_table(r, ctx).into_any(),
                totals: Some(totals),
                next: say(Msg::TrufNextHand),
            }
        },
    )
}

/// The end of the match: winners, totals, hand by hand.
fn game_over() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = over_shown::<Truf>(|v| v.phase == Phase::GameOver);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
            let players = v.players;
            let head = Seat::all(players).map(|s| view! { <th class="num">{crate::ui::model::words::shown_name(&ctx.name(s))}</th> }).collect_view();
            let mut running = vec![0; players];
            let rows = v
                .results
                .iter()
                .map(|r| {
                    let cells = (0..players)
                        .map(|i| {
                            running[i] += r.points[i];
                            view! { <td class="num">{format!("{:+} = {}", r.points[i], running[i])}</td> }
                        })
                        .collect_view();
                    view! { <tr><th scope="row">{r.number}</th>{cells}</tr> }
                })
                .collect_view();
            let finals = Seat::all(players)
                .map(|s| {
                    let points = say_with(Msg::TrufPoints, &[("n", Value::Number(v.points[s.index()].into()))]);
                    final_line(ctx.name(s), winners.contains(&s), "num", points.into_any())
                })
                .collect_view();
            let ending = Ending {
                how: say_with(Msg::TrufAfterHands, &[("n", Value::Number(v.results.len() as f64))]),
                finals: finals.into_any(),
                before_actions: None,
                after_actions: Some(rounds_table(say(Msg::TrufHandByHand), say(Msg::TrufColHand), head.into_any(), rows.into_any())),
            };
            over_modal::<Truf>(&v, &winners, ending)
        })
    }
}
