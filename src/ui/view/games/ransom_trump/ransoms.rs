//! Buying the trump on screen: while the ransoms go down, each seat's place shows a card face
//! down (your own face up to you); once all are down they are shown together, the ones tied at
//! the top marked as dropped and the winner highlighted, with what that means in words. A
//! ransom still face down is never in the page for anyone but its owner.

use super::TableCtx;
use crate::engine::person_words::{agree, possessive};
use crate::engine::Seat;
use crate::games::ransom_trump::{Card, Phase, Reveal, View};
use crate::ui::view::games::decktet::card::CardFace;
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

    fn words(self) -> &'static str {
        match self {
            Fate::Won => "wins",
            Fate::Dropped => "tied · dropped",
            Fate::NeverWins => "never wins",
            Fate::Lower => "lower",
        }
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
    let me = ctx.me(v);
    // "you" / "Ann" inside a sentence, and "you choose" / "Ann chooses".
    let who = |s: Seat| {
        if me == Some(s) {
            "you".to_string()
        } else {
            ctx.name(s)
        }
    };
    let verb = |s: Seat, plain: &str, third: &str| {
        format!("{} {}", who(s), if me == Some(s) { plain } else { third })
    };
    let mut text = String::new();
    if !r.cancelled.is_empty() {
        let gone: Vec<&str> = r
            .cancelled
            .iter()
            .map(|&s| r.cards[s.index()].name())
            .collect();
        text.push_str(&format!(
            "Tied at the top and dropped: {}. ",
            gone.join(", ")
        ));
    }
    match (r.winner, r.winning_card()) {
        (Some(w), Some(card)) => {
            let owner = if me == Some(w) {
                format!("Your {}", card.name())
            } else {
                format!("{} {}", possessive(&ctx.name(w), true), card.name())
            };
            let offer = r.suits_on_offer();
            match v.trump.or((offer.len() == 1).then(|| offer[0])) {
                Some(t) => text.push_str(&format!(
                    "{owner} wins: {} are trump and {} the first trick.",
                    t.name(),
                    verb(w, "lead", "leads")
                )),
                None => {
                    let suits: Vec<&str> = offer.iter().map(|s| s.name()).collect();
                    text.push_str(&format!(
                        "{owner} wins: {} trump from {}.",
                        verb(w, "choose", "chooses"),
                        suits.join(" or ")
                    ));
                }
            }
        }
        _ => {
            let leader = v.dealer.next(v.players);
            text.push_str(&format!(
                "No ransom is left alone: no trump this hand, and {} first.",
                verb(leader, "lead", "leads")
            ));
        }
    }
    // A seat named "You" seen from another seat (the replay viewer's) reads in the second
    // person too: "You choose".
    Some(agree(&text))
}

#[component]
pub fn Ransoms() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        showing(v).then(|| {
            (
                slots(v),
                outcome(v, &ctx),
                v.phase == Phase::Ransom && ctx.live && v.my_turn(),
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
                        if waiting { "choosing…" } else { "waiting" }.to_string(),
                    ),
                    Slot::FaceDown => (
                        "down",
                        view! { <span class="dcard back" role="img" aria-label=format!("{} ransom, face down", possessive(&name, true))></span> }.into_any(),
                        "face down".to_string(),
                    ),
                    Slot::Mine(card) => (
                        "mine",
                        view! { <CardFace card=card trump=None /> }.into_any(),
                        if ctx.live { "face down (yours)" } else { "face down" }.to_string(),
                    ),
                    Slot::Shown { card, fate } => (
                        fate.id(),
                        view! { <CardFace card=card trump=None /> }.into_any(),
                        fate.words().to_string(),
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
        let title = if outcome.is_some() {
            format!("Hand {number}: the ransoms are shown")
        } else {
            format!("Hand {number}: buying the trump")
        };
        let help = choosing.then(|| {
            view! {
                <p class="ransom-help">
                    "Pick a card from your hand to put down as your ransom. When all are down they are shown together: "
                    "cards tied at the top rank are dropped, and the highest card left alone names trump "
                    "(its owner picks one of its suits) and leads. The ransom takes no trick."
                </p>
            }
        });
        Some(view! {
            <section class="ransoms" class:in-play=in_play data-testid="ransoms" aria-label="Ransoms">
                <h2 class="ransoms-title">{title}</h2>
                {help}
                <div class=format!("trick drow ransom-row players-{}", v.players)>{items}</div>
                {outcome.map(|t| view! { <p class="ransom-outcome" data-testid="ransom-outcome">{t}</p> })}
            </section>
        })
    }
}
