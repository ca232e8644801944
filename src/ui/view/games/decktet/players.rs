//! Every player at a Decktet table: dealer marker, cards left, bid, tricks this hand, points
//! and, with partners, the team; a count that grows flies in from the trick.

use super::{Ctx, DecktetView};
use crate::engine::Seat;
use crate::mechanics::matchplay::MatchLength;
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
                    Some(b) => format!("bid {b}"),
                    None if v.bidding_now() => "bidding…".to_string(),
                    None if v.bids_to_come() => "bids later".to_string(),
                    None => "no bid".to_string(),
                });
                let team = v.partner(s).map(|p| {
                    let who = if me == Some(p) { "you".to_string() } else { ctx.name(p) };
                    format!("partner {who}")
                });
                let in_hand = !v.game_over();
                let note = v.seat_note(s);
                let won_grew = grew(&|b| b.hand == v.hand_number() && b.won.get(i).is_some_and(|&w| w < v.won()[i]));
                let points_grew = grew(&|b| b.points.get(i).is_some_and(|&p| p < v.points()[i]));
                arrived |= won_grew || points_grew;
                view! {
                    <li class="player" class:to-act=v.to_act() == Some(s) class:me=Some(s) == me data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{name}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer() && in_hand).then(|| view! { <span class="dealer-badge" title="Dealer">"Dealer"</span> })}
                        </div>
                        <div class="player-line small">
                            {in_hand.then(|| format!("{} card{} · ", v.counts()[i], if v.counts()[i] == 1 { "" } else { "s" }))}

                            {bid.map(|b| format!("{b} · "))}
                            {in_hand.then(|| {
                                view! {
                                    <span class="won" class:arrive=won_grew>
                                        {format!("{} trick{} this hand", v.won()[i], if v.won()[i] == 1 { "" } else { "s" })}
                                    </span>
                                }
                            })}
                        </div>
                        {note.map(|n| view! { <div class="player-line small seat-note" data-testid="seat-note">{n}</div> })}
                        <div class="player-score">
                            <span class="points" class:arrive=points_grew data-testid="points">{format!("{} pt{}", v.points()[i], if v.points()[i] == 1 { "" } else { "s" })}</span>
                            {team.map(|t| view! { <span class="team small">{format!("{t} · team {}", v.totals()[i])}</span> })}
                        </div>
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", &["[data-testid=\"trick\"]", ".center"]);
        }
        let length = match v.match_length() {
            MatchLength::Hands(n) => format!("Hand {} of {n}", v.hand_number().min(n as usize)),
            MatchLength::Target(t) => format!("Hand {} · first to {t} points", v.hand_number()),
        };
        view! {
            <section class="panel players" aria-label="Players">
                <p class="match-length small muted" data-testid="match-length">{length} " · " {v.describe_options()}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}
