//! "Play on from here": the recorded game up to the step shown becomes the game in progress,
//! with seats chosen here (each a person or a bot), after a warning if it replaces a game.

use crate::records::Record;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::seats::{seats_problem, SeatConfig};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::seat_picker::ReplacesWarning;
use crate::ui::view::seat_picker::SeatPicker;
use crate::ui::view::widgets::{close_on_escape, focus_on_mount};
use leptos::prelude::*;

/// The dialog for the record cut at `step` (its first `step` decisions).
#[component]
pub fn PlayOnDialog(open: RwSignal<bool>, record: Record, step: usize) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let seats = RwSignal::new(
        record
            .seats
            .iter()
            .map(SeatConfig::from_record)
            .collect::<Vec<_>>(),
    );
    let error = RwSignal::new(None::<String>);
    let start = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(start);
    close_on_escape(move || open.set(false));
    let game = record.game.to_string();
    let problem = Memo::new(move |_| {
        let bots = !ctl.play.bots_unavailable.get();
        seats.with(|s| seats_problem(s, bots))
    });
    let go = move |_| {
        let chosen = seats.get_untracked();
        match ctl.play_on(&record, chosen) {
            Ok(()) => open.set(false),
            Err(e) => error.set(Some(say_with(
                Msg::PlayOnFailed,
                &[("why", Value::Text(&e))],
            ))),
        }
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal play-on" role="dialog" aria-modal="true" aria-labelledby="play-on-title" data-testid="play-on">
                <h2 id="play-on-title">{move || say(Msg::PlayOnTitle)}</h2>
                <p>{move || say_with(Msg::PlayOnNote, &[("n", Value::Number(step as f64))])}</p>
                <ul class="play-on-seats picked-seats"><SeatPicker seats=seats testid="play-on-seat" names=true /></ul>
                <ReplacesWarning game=game lead=Msg::TableReplacesThis />
                {move || error.get().or(problem.get()).map(|e| view! { <p class="error" role="alert">{e}</p> })}
                <div class="modal-actions">
                    <button type="button" class="btn primary" node_ref=start data-testid="play-on-start" disabled=move || problem.get().is_some() on:click=go>
                        {move || say(Msg::PlayOnStart)}
                    </button>
                    <button type="button" class="btn" on:click=move |_| open.set(false)>{move || say(Msg::Cancel)}</button>
                </div>
            </div>
        </div>
    }
}
