//! The finished games on the hub: when, who, the result; watch, download, share or remove.

use crate::engine::Viewpoint;
use crate::records::{DealCode, Record};
use crate::ui::model::browser as web;
use crate::ui::model::history::finished_title;
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::with_rules::{with_rules, Rules};
use leptos::prelude::*;

#[component]
pub fn HistoryPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let error = RwSignal::new(None::<String>);
    // The game whose removal waits for a second click.
    let confirm = RwSignal::new(None::<u64>);
    // The finished game's record, read (with the games' rules) for `then`.
    let record_of =
        move |id: u64, then: Box<dyn FnOnce(&'static Rules, Result<Record, String>)>| {
            let Some(text) = ctl.keep.history.with_untracked(|h| {
                h.entries
                    .iter()
                    .find(|e| e.id == id)
                    .map(|e| e.record.clone())
            }) else {
                error.set(Some("That game is no longer in the list.".into()));
                return;
            };
            with_rules(move |r| then(r, (r.parse_record)(&text).map_err(|e| e.to_string())));
        };
    let rows = move || {
        ctl.keep.history.with(|h| {
            h.entries
                .iter()
                .map(|e| {
                    let id = e.id;
                    let when = web::date_label(e.finished_ms);
                    let who = e.names.join(", ");
                    let info = crate::registry::info(&e.game);
                    let word = info.map_or("round", |i| i.hand_word);
                    let game = info.map_or("", |i| i.name);
                    let rounds = format!("{game} · {} {word}{}", e.rounds, if e.rounds == 1 { "" } else { "s" });
                    let result = e.result();
                    let aids = e.aids.words();
                    let aided = (!aids.is_empty()).then(|| view! {
                        <span class="aided small" title="Help used in this game">{format!("with {aids}")}</span>
                    });
                    let title = finished_title(e.finished_ms);
                    let watch = move |_| {
                        let title = title.clone();
                        record_of(id, Box::new(move |rules, r| {
                            let r = r.and_then(|r| {
                                (rules.open_replay)(ctl, r, title, Viewpoint::Observer).map_err(|e| e.to_string())
                            });
                            error.set(r.err().map(|e| format!("That game's record could not be opened: {e}.")));
                        }));
                    };
                    let download = move |_| {
                        record_of(id, Box::new(move |_, r| match r {
                            Ok(r) => ctl.download_record(&r),
                            Err(e) => error.set(Some(format!("That game's record could not be read: {e}."))),
                        }));
                    };
                    let share = move |_| {
                        record_of(id, Box::new(move |_, r| match r {
                            Ok(r) => ctl.share.set(Some(DealCode::of_record(&r))),
                            Err(e) => error.set(Some(format!("That game's record could not be read: {e}."))),
                        }));
                    };
                    let asking = move || confirm.get() == Some(id);
                    view! {
                        <li class="history-item" data-testid="history-item">
                            <div class="history-what">
                                <span class="history-result">{result}" "{aided}</span>
                                <span class="muted small">{format!("{when} · {rounds} · {who}")}</span>
                            </div>
                            <div class="history-actions">
                                <Show
                                    when=asking
                                    fallback=move || view! {
                                        <button type="button" class="btn small primary" data-testid="history-watch" on:click=watch.clone()>"Watch"</button>
                                        <button type="button" class="btn small" data-testid="history-download" on:click=download>"Download"</button>
                                        <button type="button" class="btn small" data-testid="history-share" on:click=share>"Share deal"</button>
                                        <button type="button" class="btn small ghost" data-testid="history-remove" title="Remove from the list" aria-label="Remove from the list" on:click=move |_| confirm.set(Some(id))>"✕"</button>
                                    }
                                >
                                    <span class="small">"Remove this game from the list?"</span>
                                    <button type="button" class="btn small danger" data-testid="history-remove-yes" on:click=move |_| {
                                        confirm.set(None);
                                        ctl.keep.forget_finished_game(id);
                                    }>"Remove"</button>
                                    <button type="button" class="btn small" data-testid="history-remove-no" on:click=move |_| confirm.set(None)>"Keep"</button>
                                </Show>
                            </div>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let empty = move || ctl.keep.history.with(|h| h.entries.is_empty());
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
                            crate::ui::model::history::MAX_GAMES,
                        )}</p>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
