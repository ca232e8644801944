//! On the hub: open a record (a file or pasted text) in the replay viewer, or type a shared
//! deal's code. A record that cannot be read leaves everything as it was and says why.

use crate::records::DealCode;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// The deal code the hub shows as an example: a real one (Ace Trump for 3), as codes look.
pub const EXAMPLE_CODE: &str = "3ATH1-KB9G-S1QW-H8";

#[component]
pub fn ImportPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let error = RwSignal::new(None::<String>);
    let pasted = RwSignal::new(String::new());
    let code = RwSignal::new(String::new());
    let code_error = RwSignal::new(None::<String>);
    let input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        #[cfg(target_arch = "wasm32")]
        if let Some(el) = input.get_untracked() {
            // A file larger than any record is refused unread.
            if let Some((name, size)) = crate::ui::model::browser::chosen_file_size(&el) {
                if size > crate::records::MAX_RECORD_BYTES as f64 {
                    let e = crate::records::size::too_large(&name, Some(size as u64));
                    el.set_value("");
                    error.set(Some(say_with(
                        Msg::ImportTooLarge,
                        &[
                            ("file", Value::Text(&name)),
                            ("why", Value::Text(&e.message)),
                        ],
                    )));
                    return;
                }
            }
            leptos::task::spawn_local(async move {
                let read = crate::ui::model::browser::read_chosen_file(&el).await;
                el.set_value("");
                match read {
                    Ok((name, text)) => ctl.import_record(text, name.clone(), move |result| {
                        error.set(result.err().map(|e| {
                            say_with(
                                Msg::ImportNotARecord,
                                &[("file", Value::Text(&name)), ("why", Value::Text(&e))],
                            )
                        }));
                    }),
                    Err(e) => error.set(Some(e)),
                }
            });
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = input;
    };
    let open_pasted = move |_| {
        let text = pasted.get_untracked();
        if text.trim().is_empty() {
            error.set(Some(say(Msg::ImportPasteFirst)));
            return;
        }
        ctl.import_record(
            text,
            say(Msg::ImportPastedTitle),
            move |result| match result {
                Ok(()) => {
                    error.set(None);
                    pasted.set(String::new());
                }
                Err(e) => error.set(Some(say_with(
                    Msg::ImportTextNotARecord,
                    &[("why", Value::Text(&e))],
                ))),
            },
        );
    };
    let try_code = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let parsed = DealCode::parse(&code.get_untracked())
            .map_err(|e| crate::ui::model::lang::said(&e.said()))
            .and_then(|c| crate::ui::view::games::check_table(c.game).map(|_| c));
        match parsed {
            Ok(c) => {
                code_error.set(None);
                ctl.offer_deal(c);
            }
            Err(e) => code_error.set(Some(say_with(
                Msg::ImportCodeFailed,
                &[("why", Value::Text(&e))],
            ))),
        }
    };
    view! {
        <section class="panel records" aria-labelledby="records-title">
            <h2 id="records-title">{move || say(Msg::ImportTitle)}</h2>
            <div class="records-grid">
                <div>
                    <h3>{move || say(Msg::ImportWatchTitle)}</h3>
                    <p class="muted small">{move || say(Msg::ImportWatchNote)}</p>
                    <label class="btn file-button">
                        {move || say(Msg::ImportOpenFile)}
                        <input
                            type="file"
                            accept=".json,application/json,text/plain"
                            data-testid="import-file"
                            node_ref=input
                            on:change=on_file
                        />
                    </label>
                    <details class="paste">
                        <summary>{move || say(Msg::ImportOrPaste)}</summary>
                        <textarea
                            rows="4"
                            data-testid="import-text"
                            aria-label=move || say(Msg::ImportText)
                            prop:value=move || pasted.get()
                            on:input=move |ev| pasted.set(event_target_value(&ev))
                        ></textarea>
                        <button type="button" class="btn small" data-testid="import-open" on:click=open_pasted>
                            {move || say(Msg::ImportOpen)}
                        </button>
                    </details>
                    {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="import-error">{e}</p> })}
                </div>
                <form class="deal-code-form" on:submit=try_code>
                    <h3>{move || say(Msg::ImportCodeTitle)}</h3>
                    <p class="muted small">{move || say_with(Msg::ImportCodeNote, &[("code", Value::Text(EXAMPLE_CODE))])}</p>
                    <span class="copy-row">
                        <input
                            type="text"
                            data-testid="deal-code-input"
                            aria-label=move || say(Msg::ImportCodeLabel)
                            placeholder="3ATH1-…"
                            autocomplete="off"
                            spellcheck="false"
                            prop:value=move || code.get()
                            on:input=move |ev| code.set(event_target_value(&ev))
                        />
                        <button type="submit" class="btn small" data-testid="deal-code-go">{move || say(Msg::ImportCodeGo)}</button>
                    </span>
                    {move || code_error.get().map(|e| view! { <p class="error" role="alert" data-testid="deal-code-error">{e}</p> })}
                </form>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_example_code_is_a_real_one() {
        let code = crate::records::DealCode::parse(super::EXAMPLE_CODE);
        assert!(code.is_ok(), "{code:?}");
    }
}
