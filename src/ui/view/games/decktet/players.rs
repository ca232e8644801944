//! Every player at a Decktet table: dealer marker, cards left, bid, tricks this hand, points
//! and, with partners, the team; a count that grows flies in from the trick.

use super::{Ctx, DecktetView};
use crate::engine::Seat;
use crate::mechanics::matchplay::MatchLength;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::motion::fly_in;
use leptos::prelude::*;

/// Each seat's tricks this hand and points, as last drawn.
#[derive(Clone)]
struct Counts {
    hand: usize,
    won: Vec<u8>,
    points: Vec<i32>,
}

/// Every player, for a game whose view is `V`.
pub fn players<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    // The tricks and points of each seat when last drawn: a count that has grown since flies
    // in from the trick to its owner.
    let shown: StoredValue<Option<Counts>> = StoredValue::new(None);
    move || {
        let v = ctx.view.get();
        let me = ctx.me(&v);
        let bidding = v.bidding();
        let before = shown.get_value();
        shown.set_value(Some(Counts {
            hand: v.hand_number(),
            won: v.won().to_vec(),
            points: v.points().to_vec(),
        }));
        let grew = |now: &dyn Fn(&Counts) -> bool| ctx.live && before.as_ref().is_some_and(now);
        let mut arrived = false;
        let items = Seat::all(v.players())
            .map(|s| {
                let i = s.index();
                let name = ctx.name(s);
                let kind = ctx.kind(&v, s);
                let bid = bidding.then(|| match v.bids()[i] {
                    Some(b) => say_with(Msg::DecktetSeatBid, &[("n", Value::Number(b.into()))]),
                    None if v.bidding_now() => say(Msg::DecktetSeatBidding),
                    None if v.bids_to_come() => say(Msg::DecktetSeatBidsLater),
                    None => say(Msg::DecktetSeatNoBid),
                });
                let team = v.partner(s).map(|p| {
                    let total = ("total", Value::Number(v.totals()[i].into()));
                    if me == Some(p) {
                        say_with(Msg::DecktetTeamYou, &[total])
                    } else {
                        say_with(Msg::DecktetTeam, &[("partner", Value::Text(&ctx.name(p))), total])
                    }
                });
                let in_hand = !v.game_over();
                let note = v.seat_note(s);
                let won_grew = grew(&|b| b.hand == v.hand_number() && b.won.get(i).is_some_and(|&w| w < v.won()[i]));
                let points_grew = grew(&|b| b.points.get(i).is_some_and(|&p| p < v.points()[i]));
                arrived |= won_grew || points_grew;
                view! {
                    <li class="player" class:to-act=v.to_act() == Some(s) class:me=Some(s) == me data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{crate::ui::model::words::shown_name(&name)}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer() && in_hand).then(|| view! { <span class="dealer-badge" title=say(Msg::DecktetDealer)>{say(Msg::DecktetDealer)}</span> })}
                        </div>
                        <div class="player-line small">
                            {in_hand.then(|| format!("{} · ", say_with(Msg::DecktetCards, &[("n", Value::Number(v.counts()[i] as f64))])))}

                            {bid.map(|b| format!("{b} · "))}
                            {in_hand.then(|| {
                                view! {
                                    <span class="won" class:arrive=won_grew>
                                        {say_with(Msg::DecktetTricksThisHand, &[("n", Value::Number(v.won()[i].into()))])}
                                    </span>
                                }
                            })}
                        </div>
                        {note.map(|n| view! { <div class="player-line small seat-note" data-testid="seat-note">{n}</div> })}
                        <div class="player-score">
                            <span class="points" class:arrive=points_grew data-testid="points">{points_short(v.points()[i])}</span>
                            {team.map(|t| view! { <span class="team small">{t}</span> })}
                        </div>
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", &["[data-testid=\"trick\"]", ".center"]);
        }
        let length = match v.match_length() {
            MatchLength::Hands(n) => say_with(
                Msg::DecktetHandOf,
                &[
                    (
                        "hand",
                        Value::Number(v.hand_number().min(n as usize) as f64),
                    ),
                    ("hands", Value::Number(n as f64)),
                ],
            ),
            MatchLength::Target(t) => say_with(
                Msg::DecktetHandFirstTo,
                &[
                    ("hand", Value::Number(v.hand_number() as f64)),
                    ("target", Value::Number(t as f64)),
                ],
            ),
        };
        view! {
            <section class="panel players" data-read="players" aria-label=say(Msg::DecktetPlayersLabel)>
                <p class="match-length small muted" data-testid="match-length">{length} " · " {v.describe_options()}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}

/// "3 pts" (a seat's points, short).
pub fn points_short(points: i32) -> String {
    say_with(
        Msg::DecktetPointsShort,
        &[("n", Value::Number(points.into()))],
    )
}
