//! The finished games on the hub: when, who, the result; watch, download, share or remove.

use super::web;
use crate::games::what_trump::Viewpoint;
use crate::records::{parse_record, DealCode};
use crate::ui::session::Ctl;
use leptos::prelude::*;

#[component]
pub fn HistoryPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let error = RwSignal::new(None::<String>);
    let rows = move || {
        ctl.history.with(|h| {
            h.entries
                .iter()
                .map(|e| {
                    let id = e.id;
                    let when = web::date_label(e.finished_ms);
                    let who = e.names.join(", ");
                    let rounds = format!("{} round{}", e.rounds, if e.rounds == 1 { "" } else { "s" });
                    let result = e.result();
                    let title = format!("Finished game of {when}");
                    let record = e.record.clone();
                    let record2 = e.record.clone();
                    let record3 = e.record.clone();
                    let watch = move |_| {
                        let r = parse_record(&record).map_err(|e| e.to_string()).and_then(|r| {
                            ctl.open_replay(r, title.clone(), Viewpoint::Observer)
                                .map_err(|e| e.to_string())
                        });
                        error.set(r.err().map(|e| format!("That game's record could not be opened: {e}.")));
                    };
                    let download = move |_| match parse_record(&record2) {
                        Ok(r) => super::download_record(ctl, &r),
                        Err(e) => error.set(Some(format!("That game's record could not be read: {e}."))),
                    };
                    let share = move |_| {
                        if let Ok(r) = parse_record(&record3) {
                            ctl.share.set(Some(DealCode::of_record(&r)));
                        }
                    };
                    view! {
                        <li class="history-item" data-testid="history-item">
                            <div class="history-what">
                                <span class="history-result">{result}</span>
                                <span class="muted small">{format!("{when} · {rounds} · {who}")}</span>
                            </div>
                            <div class="history-actions">
                                <button type="button" class="btn small primary" data-testid="history-watch" on:click=watch>"Watch"</button>
                                <button type="button" class="btn small" data-testid="history-download" on:click=download>"Download"</button>
                                <button type="button" class="btn small" data-testid="history-share" on:click=share>"Share deal"</button>
                                <button type="button" class="btn small ghost" title="Remove from the list" aria-label="Remove from the list" on:click=move |_| ctl.forget_finished_game(id)>"✕"</button>
                            </div>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let empty = move || ctl.history.with(|h| h.entries.is_empty());
    view! {
        <section class="panel history" aria-labelledby="history-title" data-testid="history">
            <h2 id="history-title">"Finished games"</h2>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {move || {
                if empty() {
                    view! { <p class="muted">"Games you finish are listed here, to watch again, download or share."</p> }.into_any()
                } else {
                    view! {
                        <ul class="history-list">{rows}</ul>
                        <p class="muted small">{format!(
                            "Up to the last {} finished games are kept in this browser (fewer when their records are long).",
                            super::history::MAX_GAMES,
                        )}</p>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
