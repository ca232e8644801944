//! "Share this deal": the code and link of a game's deal, with copy buttons; and, on the
//! other device, the confirmation that starts the same deal with the player's own seats.

use crate::records::DealCode;
use crate::ui::model::browser as web;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::seats::seats_problem;
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::seat_picker::{ReplacesWarning, SeatPicker};
use crate::ui::view::widgets::{close_on_escape, focus_on_mount};
use leptos::prelude::*;

/// A text field with a copy button and a "Copied" note.
#[component]
fn CopyField(label: Msg, value: String, testid: &'static str) -> impl IntoView {
    let copied = RwSignal::new(false);
    let text = value.clone();
    view! {
        <label class="copy-field">
            <span class="copy-label">{move || say(label)}</span>
            <span class="copy-row">
                <input type="text" readonly=true value=value data-testid=testid on:focus=move |ev| {
                    if let Some(t) = ev.target() {
                        if let Ok(i) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t) {
                            i.select();
                        }
                    }
                } />
                <button type="button" class="btn small" on:click=move |_| copied.set(web::copy(&text))>
                    {move || say(if copied.get() { Msg::ShareCopied } else { Msg::ShareCopy })}
                </button>
            </span>
        </label>
    }
}

/// The code and the link of a deal.
#[component]
pub fn ShareBox(code: DealCode) -> impl IntoView {
    let text = code.code();
    let link = web::deal_link(&text);
    view! {
        <div class="share-box" data-testid="share-box">
            <CopyField label=Msg::ShareCode value=text testid="share-code" />
            <CopyField label=Msg::ShareLink value=link testid="share-link" />
            <p class="muted small">{move || say(Msg::ShareNote)}</p>
        </div>
    }
}

/// The share dialog, opened from the table's Game menu, the game-over screen and the history.
#[component]
pub fn ShareDialog() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        ctl.share.get().map(|code| {
            let close = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(close);
            close_on_escape(move || ctl.share.set(None));
            view! {
                <div class="modal-backdrop" on:click=move |_| ctl.share.set(None)>
                    <div class="modal share" role="dialog" aria-modal="true" aria-labelledby="share-title" data-testid="share-dialog" on:click=|ev| ev.stop_propagation()>
                        <h2 id="share-title">{move || say(Msg::ShareTitle)}</h2>
                        <ShareBox code=code />
                        <div class="modal-actions">
                            <button type="button" class="btn primary" node_ref=close on:click=move |_| ctl.share.set(None)>{move || say(Msg::ShareDone)}</button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}

/// "Play this shared deal?" — shown when the page is opened with `?deal=…` or a code is typed:
/// the game, players and options the code names, and who plays each seat. It shows above any
/// pass-and-play cover.
#[component]
pub fn DealOffer() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        ctl.deal_offer.get().map(|code| {
            let seats = RwSignal::new(ctl.keep.seats_for(code.players));
            let game = code.game.to_string();
            let replaces = ctl.keep.unfinished(&game).is_some();
            // With a game to lose, Enter must not end it: the focus starts on "Not now".
            let start = NodeRef::<leptos::html::Button>::new();
            let not_now = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(if replaces { not_now } else { start });
            close_on_escape(move || ctl.decline_deal());
            let entry = code.about();
            let options_json = code.options_json();
            let options = move || options_in_words(entry, &options_json);
            let (game_id, players, deal) = (entry.info().id, code.players, code.deal_label());
            let what = move || {
                say_with(
                    Msg::OfferWhat,
                    &[
                        ("game", Value::Text(&crate::ui::view::games::game_name(game_id))),
                        ("count", Value::Number(players as f64)),
                        ("deal", Value::Text(&deal)),
                    ],
                )
            };
            let problem = Memo::new(move |_| {
                let bots = !ctl.play.bots_unavailable.get();
                seats.with(|s| seats_problem(s, bots))
            });
            view! {
                <div class="modal-backdrop above-cover">
                    <div class="modal deal-offer" role="dialog" aria-modal="true" aria-labelledby="offer-title" data-testid="deal-offer">
                        <h2 id="offer-title">{move || say(Msg::OfferTitle)}</h2>
                        <p class="offer-what" data-testid="deal-offer-what">{what}</p>
                        <p class="offer-options" data-testid="deal-offer-options">{options}</p>
                        <p>{move || say(Msg::OfferSeats)}</p>
                        <ul class="picked-seats"><SeatPicker seats=seats testid="deal-seat" names=true /></ul>
                        <ReplacesWarning game=game lead=Msg::TableReplacesStarting />
                        {move || problem.get().map(|p| view! { <p class="error" role="alert">{p}</p> })}
                        <div class="modal-actions">
                            <button type="button" class="btn primary" node_ref=start data-testid="deal-offer-start" disabled=move || problem.get().is_some() on:click=move |_| ctl.start_deal(code.clone(), seats.get_untracked())>
                                {move || say(Msg::OfferStart)}
                            </button>
                            <button type="button" class="btn" node_ref=not_now data-testid="deal-offer-cancel" on:click=move |_| ctl.decline_deal()>
                                {move || say(Msg::OfferNotNow)}
                            </button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}

/// The options a deal is played with, in words: "Standard options", or each option that
/// differs from the game's defaults ("Excuse · Match ends: after 5 hands").
pub fn options_in_words(entry: &dyn crate::registry::About, options: &serde_json::Value) -> String {
    use crate::engine::FieldKind;
    let players = options
        .get("players")
        .and_then(serde_json::Value::as_u64)
        .unwrap_or(entry.info().players.0 as u64) as usize;
    let defaults = entry.default_options(players);
    let changed: Vec<String> = entry
        .option_fields()
        .into_iter()
        .filter_map(|f| {
            let v = options.get(f.key)?;
            if defaults.get(f.key) == Some(v) {
                return None;
            }
            Some(match f.kind {
                FieldKind::Toggle if v.as_bool() == Some(true) => say(f.label),
                FieldKind::Toggle => say_with(
                    Msg::OfferOptionOff,
                    &[("option", Value::Text(&off_name(f.label)))],
                ),
                FieldKind::Choice(choices) => {
                    let label = choices
                        .iter()
                        .find(|(id, _)| v.as_str() == Some(id))
                        .map_or_else(|| v.to_string(), |(_, l)| say(*l));
                    format!("{}: {label}", say(f.label))
                }
                FieldKind::Number { .. } => format!("{}: {v}", say(f.label)),
            })
        })
        .collect();
    if changed.is_empty() {
        say(Msg::OfferStandardOptions)
    } else {
        say_with(
            Msg::OfferOptions,
            &[("options", Value::Text(&changed.join(" · ")))],
        )
    }
}

/// A variant's name after "no": lower case in English ("no excuse"); German nouns and the
/// Indonesian names of the cards keep their capitals.
fn off_name(label: Msg) -> String {
    let name = say(label);
    if crate::ui::model::lang::language() == "en" {
        name.to_lowercase()
    } else {
        name
    }
}
