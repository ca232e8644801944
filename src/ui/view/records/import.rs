//! On the hub: open a record (a file or pasted text) in the replay viewer, or type a shared
//! deal's code. A record that cannot be read leaves everything as it was and says why.

use crate::records::DealCode;
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
                    error.set(Some(format!("{name} cannot be opened: {}.", e.message)));
                    return;
                }
            }
            leptos::task::spawn_local(async move {
                let read = crate::ui::model::browser::read_chosen_file(&el).await;
                el.set_value("");
                match read {
                    Ok((name, text)) => ctl.import_record(text, name.clone(), move |result| {
                        error.set(result.err().map(|e| {
                            format!("{name} is not a game record this app can open: {e}.")
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
            error.set(Some("Paste the text of a record first.".into()));
            return;
        }
        ctl.import_record(text, "Pasted record".into(), move |result| match result {
            Ok(()) => {
                error.set(None);
                pasted.set(String::new());
            }
            Err(e) => error.set(Some(format!(
                "That text is not a game record this app can open: {e}."
            ))),
        });
    };
    let try_code = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let parsed = DealCode::parse(&code.get_untracked())
            .map_err(|e| e.to_string())
            .and_then(|c| crate::ui::view::games::check_table(c.game).map(|_| c));
        match parsed {
            Ok(c) => {
                code_error.set(None);
                ctl.offer_deal(c);
            }
            Err(e) => code_error.set(Some(format!("That code cannot be played: {e}."))),
        }
    };
    view! {
        <section class="panel records" aria-labelledby="records-title">
            <h2 id="records-title">"Records and shared deals"</h2>
            <div class="records-grid">
                <div>
                    <h3>"Watch a game record"</h3>
                    <p class="muted small">"A record file downloaded from this app (here or on another device) opens in the replay viewer, to watch step by step or play on."</p>
                    <label class="btn file-button">
                        "Open a record file…"
                        <input
                            type="file"
                            accept=".json,application/json,text/plain"
                            data-testid="import-file"
                            node_ref=input
                            on:change=on_file
                        />
                    </label>
                    <details class="paste">
                        <summary>"…or paste a record"</summary>
                        <textarea
                            rows="4"
                            data-testid="import-text"
                            aria-label="Record text"
                            prop:value=move || pasted.get()
                            on:input=move |ev| pasted.set(event_target_value(&ev))
                        ></textarea>
                        <button type="button" class="btn small" data-testid="import-open" on:click=open_pasted>
                            "Open"
                        </button>
                    </details>
                    {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="import-error">{e}</p> })}
                </div>
                <form class="deal-code-form" on:submit=try_code>
                    <h3>"Play a shared deal"</h3>
                    <p class="muted small">{format!("Someone shared a deal code, like {EXAMPLE_CODE}? Type it here to play the same deal.")}</p>
                    <span class="copy-row">
                        <input
                            type="text"
                            data-testid="deal-code-input"
                            aria-label="Deal code"
                            placeholder="3ATH1-…"
                            autocomplete="off"
                            spellcheck="false"
                            prop:value=move || code.get()
                            on:input=move |ev| code.set(event_target_value(&ev))
                        />
                        <button type="submit" class="btn small" data-testid="deal-code-go">"Play this deal"</button>
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
