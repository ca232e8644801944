//! Every player at a Decktet table: dealer marker, cards left, bid, tricks this hand, points
//! and, with partners, the team; a count that grows flies in from the trick.

use super::{Ctx, DecktetView};
use crate::engine::Seat;
use crate::mechanics::matchplay::MatchLength;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::motion::fly_in;
use crate::ui::view::games::player_head::player_head;
use leptos::prelude::*;

/// One seat's row as the view shows it.
#[derive(Clone, PartialEq)]
struct SeatRow {
    seat: Seat,
    name: String,
    kind: String,
    to_act: bool,
    me: bool,
    dealer: bool,
    /// The hand number, for telling a count that grew from a new hand's.
    hand: usize,
    /// During a hand: "5 cards · " and the tricks taken.
    cards: Option<String>,
    won: Option<u8>,
    bid: Option<String>,
    note: Option<String>,
    points: i32,
    team: Option<String>,
}

/// Every player, for a game whose view is `V`: a row each, a part of a row drawn again only
/// when it changes (a card played changes one row's cards left and moves the turn).
pub fn players<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let rows = ctx.memo(move |v: &V| {
        let me = ctx.me(v);
        let bidding = v.bidding();
        let in_hand = !v.game_over();
        Seat::all(v.players())
            .map(|s| {
                let i = s.index();
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
                        say_with(
                            Msg::DecktetTeam,
                            &[("partner", Value::Text(&ctx.name(p))), total],
                        )
                    }
                });
                SeatRow {
                    seat: s,
                    name: ctx.name(s),
                    kind: ctx.kind(v, s),
                    to_act: v.to_act() == Some(s),
                    me: me == Some(s),
                    dealer: s == v.dealer() && in_hand,
                    hand: v.hand_number(),
                    cards: in_hand.then(|| {
                        format!(
                            "{} · ",
                            say_with(
                                Msg::DecktetCards,
                                &[("n", Value::Number(v.counts()[i] as f64))]
                            )
                        )
                    }),
                    won: in_hand.then(|| v.won()[i]),
                    bid: bid.map(|b| format!("{b} · ")),
                    note: v.seat_note(s),
                    points: v.points()[i],
                    team,
                }
            })
            .collect::<Vec<_>>()
    });
    let length = ctx.memo(|v: &V| {
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
        format!("{length} · {}", v.describe_options())
    });
    let seats = Memo::new(move |_| rows.with(|r| r.iter().map(|r| r.seat).collect::<Vec<_>>()));
    view! {
        <section class="panel players" data-read="players" aria-label=move || say(Msg::DecktetPlayersLabel)>
            <p class="match-length small muted" data-testid="match-length">{move || length.get()}</p>
            <ul class="player-list">
                <For each=move || seats.get() key=|s| *s children=move |seat| seat_row(ctx.live, rows, seat) />
            </ul>
        </section>
    }
}

/// One seat's row; a count of tricks that grew in the hand, or points that grew, fly in from
/// the trick (`live`: at the live table only).
fn seat_row(live: bool, rows: Memo<Vec<SeatRow>>, seat: Seat) -> impl IntoView {
    const FROM: &[&str] = &["[data-testid=\"trick\"]", ".center"];
    let row = Memo::new(move |_| rows.with(|r| r.iter().find(|r| r.seat == seat).cloned()));
    let flag = move |read: fn(&SeatRow) -> bool| row.with(|r| r.as_ref().is_some_and(read));
    let to_act = Memo::new(move |_| flag(|r| r.to_act));
    let me = Memo::new(move |_| flag(|r| r.me));
    let dealer = Memo::new(move |_| flag(|r| r.dealer));
    let text = move |read: fn(&SeatRow) -> Option<String>| {
        Memo::new(move |_| row.with(|r| r.as_ref().and_then(read)))
    };
    let who = Memo::new(move |_| {
        row.with(|r| {
            r.as_ref()
                .map(|r| (crate::ui::model::words::shown_name(&r.name), r.kind.clone()))
                .unwrap_or_default()
        })
    });
    let cards = text(|r| r.cards.clone());
    let bid = text(|r| r.bid.clone());
    let note = text(|r| r.note.clone());
    let team = text(|r| r.team.clone());
    let won = Memo::new(move |_| row.with(|r| r.as_ref().and_then(|r| r.won.map(|w| (r.hand, w)))));
    let points = Memo::new(move |_| row.with(|r| r.as_ref().map_or(0, |r| r.points)));
    let took: StoredValue<Option<(usize, u8)>> = StoredValue::new(None);
    let won_view = move || {
        let (hand, n) = won.get()?;
        let before = took.get_value();
        took.set_value(Some((hand, n)));
        let grew = live && before.is_some_and(|(h, w)| h == hand && w < n);
        if grew {
            fly_in(".player-list", FROM);
        }
        Some(view! {
            <span class="won" class:arrive=grew>
                {say_with(Msg::DecktetTricksThisHand, &[("n", Value::Number(n.into()))])}
            </span>
        })
    };
    let scored: StoredValue<Option<i32>> = StoredValue::new(None);
    let points_view = move || {
        let now = points.get();
        let grew = live && scored.get_value().is_some_and(|p| p < now);
        scored.set_value(Some(now));
        if grew {
            fly_in(".player-list", FROM);
        }
        view! { <span class="points" class:arrive=grew data-testid="points">{points_short(now)}</span> }
    };
    view! {
        <li class="player" class:to-act=move || to_act.get() class:me=move || me.get() data-player=seat.index().to_string()>
            {player_head(who, dealer, Msg::DecktetDealer)}
            <div class="player-line small">
                {move || cards.get()}
                {move || bid.get()}
                {won_view}
            </div>
            {move || note.get().map(|n| view! { <div class="player-line small seat-note" data-testid="seat-note">{n}</div> })}
            <div class="player-score">
                {points_view}
                {move || team.get().map(|t| view! { <span class="team small">{t}</span> })}
            </div>
        </li>
    }
}

/// "3 pts" (a seat's points, short).
pub fn points_short(points: i32) -> String {
    say_with(
        Msg::DecktetPointsShort,
        &[("n", Value::Number(points.into()))],
    )
}
