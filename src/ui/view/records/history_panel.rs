//! The finished games on the hub: when, who, the result; watch, download, share or remove.

use crate::engine::Viewpoint;
use crate::records::{DealCode, Record};
use crate::ui::model::browser as web;
use crate::ui::model::history::finished_title;
use crate::ui::model::lang::{say, say_with, Msg, Value};
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
                error.set(Some(say(Msg::HistoryGone)));
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
                    let who = e.names.iter().map(|n| crate::ui::model::words::shown_name(n)).collect::<Vec<_>>().join(&say(Msg::ListSep));
                    let info = crate::registry::info(&e.game);
                    let word = info.map_or("round", |i| i.hand_word);
                    let game = info.map_or_else(String::new, |i| crate::ui::view::games::game_name(i.id));
                    let rounds = format!("{game} · {}", super::hands_count(word, e.rounds));
                    let result = e.result();
                    let aids = e.aids.words();
                    let aided = (!aids.is_empty()).then(|| view! {
                        <span class="aided small" title=say(Msg::HistoryAidsTitle)>{say_with(Msg::HistoryWithAids, &[("aids", Value::Text(&aids))])}</span>
                    });
                    let title = finished_title(e.finished_ms);
                    let watch = move |_| {
                        let title = title.clone();
                        record_of(id, Box::new(move |rules, r| {
                            let r = r.and_then(|r| {
                                (rules.open_replay)(ctl, r, title, Viewpoint::Observer).map_err(|e| e.to_string())
                            });
                            error.set(r.err().map(|e| say_with(Msg::HistoryOpenFailed, &[("why", Value::Text(&e))])));
                        }));
                    };
                    let download = move |_| {
                        record_of(id, Box::new(move |_, r| match r {
                            Ok(r) => ctl.download_record(&r),
                            Err(e) => error.set(Some(say_with(Msg::HistoryReadFailed, &[("why", Value::Text(&e))]))),
                        }));
                    };
                    let share = move |_| {
                        record_of(id, Box::new(move |_, r| match r {
                            Ok(r) => ctl.share.set(Some(DealCode::of_record(&r))),
                            Err(e) => error.set(Some(say_with(Msg::HistoryReadFailed, &[("why", Value::Text(&e))]))),
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
                                        <button type="button" class="btn small primary" data-testid="history-watch" on:click=watch.clone()>{say(Msg::HistoryWatch)}</button>
                                        <button type="button" class="btn small" data-testid="history-download" on:click=download>{say(Msg::HistoryDownload)}</button>
                                        <button type="button" class="btn small" data-testid="history-share" on:click=share>{say(Msg::HistoryShare)}</button>
                                        <button type="button" class="btn small ghost" data-testid="history-remove" title=say(Msg::HistoryRemoveTitle) aria-label=say(Msg::HistoryRemoveTitle) on:click=move |_| confirm.set(Some(id))>"✕"</button>
                                    }
                                >
                                    <span class="small">{say(Msg::HistoryRemoveQuestion)}</span>
                                    <button type="button" class="btn small danger" data-testid="history-remove-yes" on:click=move |_| {
                                        confirm.set(None);
                                        ctl.keep.forget_finished_game(id);
                                    }>{say(Msg::HistoryRemove)}</button>
                                    <button type="button" class="btn small" data-testid="history-remove-no" on:click=move |_| confirm.set(None)>{say(Msg::HistoryKeep)}</button>
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
            <h2 id="history-title">{move || say(Msg::HistoryTitle)}</h2>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {move || {
                if empty() {
                    view! { <p class="muted">{say(Msg::HistoryEmpty)}</p> }.into_any()
                } else {
                    view! {
                        <ul class="history-list">{rows}</ul>
                        <p class="muted small">{say_with(
                            Msg::HistoryKept,
                            &[("count", Value::Number(crate::ui::model::history::MAX_GAMES as f64))],
                        )}</p>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
