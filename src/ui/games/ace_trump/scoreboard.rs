//! The side of the table: the trump in force (and when an Ace changed it), and every player
//! with dealer marker, cards left, bid, tricks this hand, points and, with partners, the team.

use super::card::suit_mark;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::ace_trump::{Phase, Suit};
use crate::mechanics::matchplay::MatchLength;
use crate::ui::games::motion::fly_in;
use leptos::prelude::*;

#[component]
pub fn TrumpDisplay() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = Memo::new(move |_| {
        ctx.view.with(|v| {
            let last = v.trump.changes.last().map(|c| (c.seat, c.trick));
            // An Ace changed trump in the trick on the table (open, or just completed).
            let on_table = if v.trick.plays.is_empty() {
                v.tricks.len().checked_sub(1)
            } else {
                Some(v.tricks.len())
            };
            let fresh = last.is_some_and(|(_, t)| Some(t) == on_table);
            (
                v.trump.current,
                v.options.fixed_trump,
                v.options.sticky_aces,
                v.trump.open,
                last,
                v.phase,
                v.hand_number,
                fresh,
            )
        })
    });
    move || {
        let (current, fixed, sticky, open, last, phase, hand, fresh) = data.get();
        let v = ctx.view.get_untracked();
        let title = match current {
            Some(s) => view! { <h2>"Trump: " {suit_mark(s)} " " {s.name()}</h2> }.into_any(),
            None if phase == Phase::NameTrump => {
                view! { <h2>"Trump: the dealer is naming it"</h2> }.into_any()
            }
            None => view! { <h2>"No trump yet"</h2> }.into_any(),
        };
        let note = if fixed {
            format!("Named by the dealer for hand {hand}. Aces are plain low cards.")
        } else {
            match last {
                Some((s, t)) => {
                    let more = if open {
                        "The next Ace played changes it."
                    } else {
                        "Sticky Aces: it stays for the rest of the hand."
                    };
                    format!("Set by {} Ace in trick {}. {more}", ctx.whose(&v, s), t + 1)
                }
                None if sticky => "The first Ace played sets trump for the whole hand.".to_string(),
                None => "The first Ace played makes its suit trump.".to_string(),
            }
        };
        // The Aces not yet seen by this seat (played or in its hand): each could change trump.
        let aces_out = (!fixed && open).then(|| {
            let mut seen: Vec<Suit> = v.played().filter(|(_, c)| c.is_ace()).map(|(_, c)| c.suits()[0]).collect();
            seen.extend(v.my_hand().iter().filter(|c| c.is_ace()).map(|c| c.suits()[0]));
            let out: Vec<Suit> = Suit::ALL.into_iter().filter(|s| !seen.contains(s)).collect();
            view! {
                <p class="aces-out small">
                    "Aces not seen: "
                    {if out.is_empty() {
                        view! { <span>"none"</span> }.into_any()
                    } else {
                        out.into_iter().map(|s| view! { {suit_mark(s)} " " }).collect_view().into_any()
                    }}
                </p>
            }
        });
        view! {
            <section class="panel trump-display" class:no-trump=current.is_none() class:just-changed=fresh data-testid="trump-display" aria-label="Trump">
                {title}
                <p class="small">{note}</p>
                {aces_out}
            </section>
        }
    }
}

/// Each seat's tricks this hand and points, as last drawn.
#[derive(Clone)]
struct Counts {
    hand: usize,
    won: Vec<u8>,
    points: Vec<i32>,
}

#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // The tricks and points of each seat when last drawn: a count that has grown since flies
    // in from the trick to its owner.
    let shown: StoredValue<Option<Counts>> = StoredValue::new(None);
    move || {
        let v = ctx.view.get();
        let me = ctx.me(&v);
        let bidding = v.options.bidding;
        let before = shown.get_value();
        shown.set_value(Some(Counts {
            hand: v.hand_number,
            won: v.won.to_vec(),
            points: v.points.to_vec(),
        }));
        let grew = |now: &dyn Fn(&Counts) -> bool| ctx.live && before.as_ref().is_some_and(now);
        let mut arrived = false;
        let items = Seat::all(v.players)
            .map(|s| {
                let i = s.index();
                let info = ctx.seats.with(|x| x.get(i).cloned());
                let name = info.as_ref().map(|x| x.name.clone()).unwrap_or_default();
                let kind = match info.and_then(|x| x.bot) {
                    Some(level) => format!("Bot · {}", level.name()),
                    None if Some(s) == me => "You".to_string(),
                    None => "Person".to_string(),
                };
                let bid = bidding.then(|| match v.bids[i] {
                    Some(b) => format!("bid {b}"),
                    None if v.phase == Phase::Bid => "bidding…".to_string(),
                    None => "no bid".to_string(),
                });
                let team = v.partner(s).map(|p| format!("partner {}", ctx.who(&v, p)));
                let in_hand = v.phase != Phase::GameOver;
                let won_grew = grew(&|b| b.hand == v.hand_number && b.won.get(i).is_some_and(|&w| w < v.won[i]));
                let points_grew = grew(&|b| b.points.get(i).is_some_and(|&p| p < v.points[i]));
                arrived |= won_grew || points_grew;
                view! {
                    <li class="player" class:to-act=v.to_act == Some(s) class:me=Some(s) == me data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{name}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer && in_hand).then(|| view! { <span class="dealer-badge" title="Dealer">"Dealer"</span> })}
                        </div>
                        <div class="player-line small">
                            {in_hand.then(|| format!("{} card{} · ", v.counts[i], if v.counts[i] == 1 { "" } else { "s" }))}
                            {bid.map(|b| format!("{b} · "))}
                            {in_hand.then(|| {
                                view! {
                                    <span class="won" class:arrive=won_grew>
                                        {format!("{} trick{} this hand", v.won[i], if v.won[i] == 1 { "" } else { "s" })}
                                    </span>
                                }
                            })}
                        </div>
                        <div class="player-score">
                            <span class="points" class:arrive=points_grew data-testid="points">{format!("{} pt{}", v.points[i], if v.points[i] == 1 { "" } else { "s" })}</span>
                            {team.map(|t| view! { <span class="team small">{format!("{t} · team {}", v.totals[i])}</span> })}
                        </div>
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", &["[data-testid=\"trick\"]", ".center"]);
        }
        let length = match v.options.match_length() {
            MatchLength::Hands(n) => format!("Hand {} of {n}", v.hand_number.min(n as usize)),
            MatchLength::Target(t) => format!("Hand {} · first to {t} points", v.hand_number),
        };
        view! {
            <section class="panel players" aria-label="Players">
                <p class="match-length small muted" data-testid="match-length">{length} " · " {v.options.describe()}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}
