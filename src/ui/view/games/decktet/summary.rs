//! After each hand: bids, tricks, points and totals ("Next hand" closes it; the
//! acknowledgement is saved). At the end: the winners, the totals and hand-by-hand scores.

use super::card::suit_mark_named;
use super::words::suit_name;
use super::{Ctx, DecktetView, ScoredHand};
use crate::engine::Seat;
use crate::mechanics::partners::seat_totals;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::body;
use crate::ui::view::games::game_over::{final_line, over_modal, over_shown, rounds_table, Ending};
use crate::ui::view::games::hand_summary::score_table;
use crate::ui::view::games::hand_summary::{summary_modal, SummaryContent};
use crate::ui::view::games::GameUi;
use leptos::prelude::*;

/// One hand's bids, tricks and points by seat.
pub fn hand_table<V: DecktetView>(r: &ScoredHand, ctx: &Ctx<V>) -> impl IntoView {
    let v = ctx.view.get_untracked();
    let bidding = v.bidding();
    let rows = Seat::all(r.points.len())
        .map(|s| {
            let i = s.index();
            let bid = r.bids[i].map(|b| b.to_string()).unwrap_or_default();
            let made = r.bids[i].map(|b| r.won[i] >= b);
            view! {
                <tr data-player=i.to_string()>
                    <th scope="row">{ctx.who(&v, s)}</th>
                    {bidding.then(|| view! { <td>{bid}</td> })}
                    <td>{r.won[i].to_string()}</td>
                    {bidding.then(|| view! { <td>{match made { Some(true) => say(Msg::DecktetBidMade), Some(false) => say(Msg::DecktetBidShort), None => String::new() }}</td> })}
                    <td class="num">{format!("+{}", r.points[i])}</td>
                </tr>
            }
        })
        .collect_view();
    let trump = match r.trump {
        Some(t) => {
            view! { <p>{say(r.trump_words)} " " {suit_mark_named(t)} " " {suit_name(t)}</p> }
                .into_any()
        }
        None => view! { <p>{say(r.no_trump_words)}</p> }.into_any(),
    };
    let note = r.note.clone();
    let head = view! {
        <th>{say(Msg::DecktetColPlayer)}</th>
        {bidding.then(|| view! { <th>{say(Msg::DecktetColBid)}</th> })}
        <th>{say(Msg::DecktetColTricks)}</th>
        {bidding.then(|| view! { <th>{say(Msg::DecktetColBidMade)}</th> })}
        <th>{say(Msg::DecktetColPoints)}</th>
    };
    view! {
        {trump}
        {score_table("rounds-table hand-table", head.into_any(), rows.into_any())}
        {note.map(|t| view! { <p class="small">{t}</p> })}
    }
}

/// "Hand 3 scored".
fn hand_scored(number: usize) -> String {
    say_with(
        Msg::DecktetHandScored,
        &[("n", Value::Number(number as f64))],
    )
}

/// The summary of each hand as it ends (until acknowledged) and the end of the match.
pub fn endings<V: DecktetView>() -> AnyView {
    view! {
        {hand_summary_modal::<V>()}
        {game_over::<V>()}
    }
    .into_any()
}

/// The replay viewer's panel of the hand the step shown scored (`last` reads it).
pub fn replay_summary<V: DecktetView>(last: fn(&V::Game) -> Option<ScoredHand>) -> AnyView
where
    V::Game: GameUi,
{
    body::replay_summary::<V::Game, ScoredHand>(
        last,
        |r| hand_scored(r.number),
        |r, ctx| hand_table::<V>(r, ctx).into_any(),
    )
}

/// The summary of each hand as it ends, until acknowledged.
fn hand_summary_modal<V: DecktetView>() -> AnyView {
    summary_modal::<V::Game, ScoredHand>(
        |v, seen| {
            v.scored(seen)
                .map(|r| (r, v.hands_scored() == seen + 1 && v.game_over()))
        },
        |r, ctx| {
            let totals = ctx.view.with_untracked(|v| {
                Seat::all(v.players())
                    .map(|s| format!("{} {}", ctx.who(v, s), v.totals()[s.index()]))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            SummaryContent {
                title: hand_scored(r.number),
                body: hand_table::<V>(r, ctx).into_any(),
                totals: Some(totals),
                next: say(Msg::DecktetNextHand),
            }
        },
    )
}

/// The end of the match: winners, totals, hand by hand.
fn game_over<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let shown = over_shown::<V::Game>(V::game_over);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners().to_vec();
            let players = v.players();
            let partners = v.partners();
            let results: Vec<ScoredHand> = (0..v.hands_scored()).filter_map(|k| v.scored(k)).collect();
            let head = Seat::all(players).map(|s| view! { <th class="num">{crate::ui::model::words::shown_name(&ctx.name(s))}</th> }).collect_view();
            let mut running = vec![0; players];
            let rows = results
                .iter()
                .map(|r| {
                    for (t, p) in running.iter_mut().zip(&r.points) {
                        *t += p;
                    }
                    let shown = seat_totals(&running, partners);
                    let cells = (0..players)
                        .map(|i| view! { <td class="num">{format!("+{} = {}", r.points[i], shown[i])}</td> })
                        .collect_view();
                    view! { <tr><th scope="row">{r.number}</th>{cells}</tr> }
                })
                .collect_view();
            let finals = Seat::all(players)
                .map(|s| {
                    let points = say_with(Msg::DecktetPoints, &[("n", Value::Number(v.totals()[s.index()].into()))]);
                    final_line(ctx.name(s), winners.contains(&s), "num", points.into_any())
                })
                .collect_view();
            let hands = [("n", Value::Number(results.len() as f64))];
            let how = if partners {
                say_with(Msg::DecktetAfterHandsPartners, &hands)
            } else {
                say_with(Msg::DecktetAfterHands, &hands)
            };
            let ending = Ending {
                how,
                finals: finals.into_any(),
                before_actions: None,
                after_actions: Some(rounds_table(say(Msg::DecktetHandByHand), say(Msg::DecktetColHand), head.into_any(), rows.into_any())),
            };
            over_modal::<V::Game>(&v, &winners, ending)
        })
    }
}
