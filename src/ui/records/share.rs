//! "Share this deal": the code and link of a game's deal, with copy buttons; and, on the
//! other device, the confirmation that starts the same deal with the player's own seats.

use super::play_on::ReplacesWarning;
use crate::records::DealCode;
use crate::ui::app::{close_on_escape, focus_on_mount};
use crate::ui::browser as web;
use crate::ui::ctl::Ctl;
use crate::ui::seats::{SeatConfig, SeatKind};
use leptos::prelude::*;

impl Ctl {
    /// Asks whether to start a shared deal (from a link or a typed code).
    pub fn offer_deal(self, code: DealCode) {
        self.deal_offer.set(Some(code));
    }

    /// The seats a shared deal is played with: the player's own set-up for that many players.
    pub fn seats_for(self, players: u8) -> Vec<SeatConfig> {
        self.settings.with_untracked(|s| {
            let mut seats: Vec<SeatConfig> =
                s.seats.iter().take(players as usize).cloned().collect();
            while seats.len() < players as usize {
                let i = seats.len();
                seats.push(SeatConfig {
                    kind: SeatKind::Bot,
                    name: format!("Bot {}", i + 1),
                    level: crate::bots::BotLevel::Standard,
                });
            }
            seats
        })
    }

    /// Starts the shared deal, replacing any game in progress.
    pub fn start_deal(self, code: DealCode) {
        let seats = self.seats_for(code.players);
        let id = crate::ui::ctl::fresh_id();
        self.deal_offer.set(None);
        web::clear_query();
        self.start_session(
            code.entry(),
            &code.options_json(),
            seats,
            code.seed,
            id,
            "The shared deal",
        );
    }

    pub fn decline_deal(self) {
        self.deal_offer.set(None);
        web::clear_query();
    }
}

/// A text field with a copy button and a "Copied" note.
#[component]
fn CopyField(label: &'static str, value: String, testid: &'static str) -> impl IntoView {
    let copied = RwSignal::new(false);
    let text = value.clone();
    view! {
        <label class="copy-field">
            <span class="copy-label">{label}</span>
            <span class="copy-row">
                <input type="text" readonly=true value=value data-testid=testid on:focus=move |ev| {
                    if let Some(t) = ev.target() {
                        if let Ok(i) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t) {
                            i.select();
                        }
                    }
                } />
                <button type="button" class="btn small" on:click=move |_| copied.set(web::copy(&text))>
                    {move || if copied.get() { "Copied ✓" } else { "Copy" }}
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
            <CopyField label="Deal code" value=text testid="share-code" />
            <CopyField label="Link" value=link testid="share-link" />
            <p class="muted small">
                "Whoever opens the link, or types the code on the hub, gets the same first dealer and the same grids, round after round, playing with their own seats."
            </p>
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
                        <h2 id="share-title">"Share this deal"</h2>
                        <ShareBox code=code />
                        <div class="modal-actions">
                            <button type="button" class="btn primary" node_ref=close on:click=move |_| ctl.share.set(None)>"Done"</button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}

/// "Play this shared deal?" — shown when the page is opened with `?deal=…` or a code is typed.
#[component]
pub fn DealOffer() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        ctl.deal_offer.get().map(|code| {
            let seats = ctl.seats_for(code.players);
            let names: Vec<String> = seats
                .iter()
                .enumerate()
                .map(|(i, c)| match c.kind {
                    SeatKind::Human => c.display_name(i),
                    SeatKind::Bot => format!("Bot {} ({})", c.display_name(i), c.level.name()),
                })
                .collect();
            let replaces = ctl.game_in_progress();
            // With a game in progress, Enter must not end it: the focus starts on "Not now".
            let start = NodeRef::<leptos::html::Button>::new();
            let not_now = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(if replaces.is_some() { not_now } else { start });
            close_on_escape(move || ctl.decline_deal());
            view! {
                <div class="modal-backdrop">
                    <div class="modal deal-offer" role="dialog" aria-modal="true" aria-labelledby="offer-title" data-testid="deal-offer">
                        <h2 id="offer-title">"Play a shared deal?"</h2>
                        <p class="offer-what">
                            {format!("{} · {} players · deal {}", code.entry().info().name, code.players, code.deal_label())}
                        </p>
                        <p>{format!("Seats: {}.", names.join(", "))}</p>
                        <p class="muted small">"The seats come from your own set-up on the hub."</p>
                        {replaces.map(|what| view! { <ReplacesWarning text=format!("Starting it ends {what}. ") /> })}
                        <div class="modal-actions">
                            <button type="button" class="btn primary" node_ref=start data-testid="deal-offer-start" on:click=move |_| ctl.start_deal(code.clone())>
                                "Start this deal"
                            </button>
                            <button type="button" class="btn" node_ref=not_now data-testid="deal-offer-cancel" on:click=move |_| ctl.decline_deal()>
                                "Not now"
                            </button>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
