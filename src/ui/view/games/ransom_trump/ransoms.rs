//! Buying the trump on screen: while the ransoms go down, each seat's place shows a card face
//! down (your own face up to you); once all are down they are shown together, the ones tied at
//! the top marked as dropped and the winner highlighted, with what that means in words. A
//! ransom still face down is never in the page for anyone but its owner.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::ransom_trump::{Card, Phase, Reveal, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::card::CardFace;
use crate::ui::view::games::decktet::words::{card_name, is_you, or_list, suit_name};
use leptos::prelude::*;

/// How one seat's ransom is shown.
#[derive(Clone, PartialEq)]
enum Slot {
    Choosing { waiting: bool },
    FaceDown,
    Mine(Card),
    Shown { card: Card, fate: Fate },
}

#[derive(Clone, Copy, PartialEq)]
enum Fate {
    Won,
    Dropped,
    NeverWins,
    Lower,
}

impl Fate {
    fn of(r: &Reveal, seat: Seat) -> Fate {
        if r.winner == Some(seat) {
            Fate::Won
        } else if r.cancelled.contains(&seat) {
            Fate::Dropped
        } else if r.cards[seat.index()].is_excuse() {
            Fate::NeverWins
        } else {
            Fate::Lower
        }
    }

    fn id(self) -> &'static str {
        match self {
            Fate::Won => "won",
            Fate::Dropped => "dropped",
            Fate::NeverWins => "never-wins",
            Fate::Lower => "lower",
        }
    }

    fn words(self) -> String {
        say(match self {
            Fate::Won => Msg::DecktetRansomFateWins,
            Fate::Dropped => Msg::DecktetRansomFateDropped,
            Fate::NeverWins => Msg::DecktetRansomFateNeverWins,
            Fate::Lower => Msg::DecktetRansomFateLower,
        })
    }
}

/// Whether the ransoms are the thing to look at: while they go down, and once shown until the
/// first trick is taken.
fn showing(v: &View) -> bool {
    match v.phase {
        Phase::Ransom | Phase::ChooseTrump | Phase::Bid => true,
        Phase::Play => v.tricks.is_empty(),
        Phase::GameOver => false,
    }
}

fn slots(v: &View) -> Vec<(Seat, Slot)> {
    v.dealer
        .next(v.players)
        .clockwise(v.players)
        .map(|s| {
            let i = s.index();
            let slot = match (&v.reveal, v.ransoms[i]) {
                (Some(r), _) => Slot::Shown {
                    card: r.cards[i],
                    fate: Fate::of(r, s),
                },
                (None, Some(card)) => Slot::Mine(card),
                (None, None) if v.ransom_down[i] => Slot::FaceDown,
                (None, None) => Slot::Choosing {
                    waiting: v.to_act == Some(s),
                },
            };
            (s, slot)
        })
        .collect()
}

/// What the shown ransoms gave, in words for the seat shown.
fn outcome(v: &View, ctx: &TableCtx) -> Option<String> {
    let r = v.reveal.as_ref()?;
    // A seat reads in the second person for the person it is (or a seat named "You").
    let you = |s: Seat| is_you(ctx, v, s);
    let mut text = String::new();
    if !r.cancelled.is_empty() {
        let gone: Vec<String> = r
            .cancelled
            .iter()
            .map(|&s| card_name(r.cards[s.index()]))
            .collect();
        let gone = gone.join(", ");
        let dropped = say_with(
            Msg::DecktetRansomTiedDropped,
            &[("cards", Value::Text(&gone))],
        );
        text.push_str(&format!("{dropped} "));
    }
    let said = match (r.winner, r.winning_card()) {
        (Some(w), Some(card)) => {
            let name = ctx.name(w);
            let offer = r.suits_on_offer();
            let (msg, suits) = match v.trump.or((offer.len() == 1).then(|| offer[0])) {
                Some(t) => {
                    let msg = if you(w) {
                        Msg::DecktetRansomYouWinTrump
                    } else {
                        Msg::DecktetRansomWinsTrump
                    };
                    (msg, suit_name(t))
                }
                None => {
                    let suits: Vec<String> = offer.iter().map(|&s| suit_name(s)).collect();
                    let msg = if you(w) {
                        Msg::DecktetRansomYouWinChoose
                    } else {
                        Msg::DecktetRansomWinsChoose
                    };
                    (msg, or_list(&suits))
                }
            };
            say_with(
                msg,
                &[
                    ("name", Value::Text(&name)),
                    ("card", Value::Text(&card_name(card))),
                    ("suits", Value::Text(&suits)),
                ],
            )
        }
        _ => {
            let leader = v.dealer.next(v.players);
            if you(leader) {
                say(Msg::DecktetRansomNoneAloneYouLead)
            } else {
                let name = ctx.name(leader);
                say_with(
                    Msg::DecktetRansomNoneAloneLeads,
                    &[("name", Value::Text(&name))],
                )
            }
        }
    };
    text.push_str(&said);
    Some(text)
}

/// How a ransom lying face down is read aloud: "Ann's ransom, face down".
fn face_down_label(ctx: &TableCtx, v: &View, seat: Seat) -> String {
    if is_you(ctx, v, seat) {
        say(Msg::DecktetRansomYourFaceDown)
    } else {
        let name = ctx.name(seat);
        say_with(
            Msg::DecktetRansomFaceDownOf,
            &[("name", Value::Text(&name))],
        )
    }
}

#[component]
pub fn Ransoms() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        showing(v).then(|| {
            (
                slots(v),
                outcome(v, &ctx),
                v.phase == Phase::Ransom && ctx.persons_turn(v),
                v.hand_number,
                v.phase == Phase::Play,
            )
        })
    });
    move || {
        let (slots, outcome, choosing, number, in_play) = data.get()?;
        let v = ctx.view.get_untracked();
        let items = slots
            .into_iter()
            .map(|(s, slot)| {
                let name = ctx.who(&v, s);
                let (state, face, label) = match slot {
                    Slot::Choosing { waiting } => (
                        "choosing",
                        view! { <span class="card-space" class:waiting=waiting aria-hidden="true"></span> }.into_any(),
                        say(if waiting { Msg::DecktetRansomSlotChoosing } else { Msg::DecktetRansomSlotWaiting }),
                    ),
                    Slot::FaceDown => (
                        "down",
                        view! { <span class="dcard back" role="img" aria-label=face_down_label(&ctx, &v, s)></span> }.into_any(),
                        say(Msg::DecktetRansomSlotFaceDown),
                    ),
                    Slot::Mine(card) => (
                        "mine",
                        view! { <CardFace card=card trump=None /> }.into_any(),
                        say(if ctx.me(&v).is_some() { Msg::DecktetRansomSlotYours } else { Msg::DecktetRansomSlotFaceDown }),
                    ),
                    Slot::Shown { card, fate } => (
                        fate.id(),
                        view! { <CardFace card=card trump=None /> }.into_any(),
                        fate.words(),
                    ),
                };
                view! {
                    <div class=format!("slot ransom-slot {state}") data-seat=s.index().to_string() data-ransom=state>
                        {face}
                        <span class="slot-name">{name} <br /> <span class="ransom-fate">{label}</span></span>
                    </div>
                }
            })
            .collect_view();
        let title = say_with(
            if outcome.is_some() {
                Msg::DecktetRansomTitleShown
            } else {
                Msg::DecktetRansomTitleBuying
            },
            &[("n", Value::Number(number as f64))],
        );
        let help = choosing.then(|| {
            view! {
                <p class="ransom-help">{say(Msg::DecktetRansomHelp)}</p>
            }
        });
        Some(view! {
            <section class="ransoms" class:in-play=in_play data-testid="ransoms" aria-label=say(Msg::DecktetRansomsLabel)>
                <h2 class="ransoms-title">{title}</h2>
                {help}
                <div class=format!("trick drow ransom-row players-{}", v.players)>{items}</div>
                {outcome.map(|t| view! { <p class="ransom-outcome" data-testid="ransom-outcome">{t}</p> })}
            </section>
        })
    }
}
