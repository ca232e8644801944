//! The rules help: the rules of the game at hand (each game's rules in the project's own
//! words, `GameInfo::rules`), rendered from a small Markdown subset.

use super::app::focus_on_mount;
use super::ctl::Ctl;
use leptos::prelude::*;

enum Block {
    H1(String),
    H2(String),
    H3(String),
    Para(String),
    Bullets(Vec<String>),
    Numbered(Vec<String>),
    /// A fenced block (```), shown as written.
    Code(String),
}

fn parse(md: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para = String::new();
    let flush = |para: &mut String, out: &mut Vec<Block>| {
        if !para.trim().is_empty() {
            out.push(Block::Para(para.trim().to_string()));
        }
        para.clear();
    };
    let mut code: Option<String> = None;
    for line in md.lines() {
        let l = line.trim_end();
        if l.starts_with("```") {
            match code.take() {
                Some(text) => out.push(Block::Code(text)),
                None => {
                    flush(&mut para, &mut out);
                    code = Some(String::new());
                }
            }
            continue;
        }
        if let Some(text) = code.as_mut() {
            text.push_str(l);
            text.push('\n');
            continue;
        }
        let numbered = l
            .split_once(". ")
            .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if let Some(h) = l.strip_prefix("### ") {
            flush(&mut para, &mut out);
            out.push(Block::H3(h.into()));
        } else if let Some(h) = l.strip_prefix("## ") {
            flush(&mut para, &mut out);
            out.push(Block::H2(h.into()));
        } else if let Some(h) = l.strip_prefix("# ") {
            flush(&mut para, &mut out);
            out.push(Block::H1(h.into()));
        } else if let Some(item) = l.strip_prefix("- ") {
            flush(&mut para, &mut out);
            match out.last_mut() {
                Some(Block::Bullets(items)) => items.push(item.into()),
                _ => out.push(Block::Bullets(vec![item.into()])),
            }
        } else if let Some((_, item)) = numbered {
            flush(&mut para, &mut out);
            match out.last_mut() {
                Some(Block::Numbered(items)) => items.push(item.into()),
                _ => out.push(Block::Numbered(vec![item.into()])),
            }
        } else if l.is_empty() {
            flush(&mut para, &mut out);
        } else if let (true, Some(Block::Bullets(items) | Block::Numbered(items))) =
            (line.starts_with("  ") && para.is_empty(), out.last_mut())
        {
            // An indented line continues the list item above it.
            if let Some(last) = items.last_mut() {
                last.push(' ');
                last.push_str(l.trim());
            }
        } else {
            if !para.is_empty() {
                para.push(' ');
            }
            para.push_str(l.trim());
        }
    }
    flush(&mut para, &mut out);
    if let Some(text) = code {
        out.push(Block::Code(text));
    }
    out
}

/// Text with `**bold**` parts (and `code` shown plainly, without its backquotes).
fn inline(text: &str) -> impl IntoView {
    text.replace('`', "")
        .split("**")
        .enumerate()
        .map(|(k, part)| {
            let part = part.to_string();
            if k % 2 == 1 {
                view! { <strong>{part}</strong> }.into_any()
            } else {
                view! { {part} }.into_any()
            }
        })
        .collect_view()
}

fn render(md: &str) -> impl IntoView {
    parse(md)
        .into_iter()
        .map(|b| match b {
            Block::H1(t) => view! { <h2 id="rules-title">{t}</h2> }.into_any(),
            Block::H2(t) => view! { <h3>{t}</h3> }.into_any(),
            Block::H3(t) => view! { <h4>{t}</h4> }.into_any(),
            Block::Para(t) => view! { <p>{inline(&t)}</p> }.into_any(),
            Block::Bullets(items) => view! {
                <ul>{items.into_iter().map(|i| view! { <li>{inline(&i)}</li> }).collect_view()}</ul>
            }
            .into_any(),
            Block::Numbered(items) => view! {
                <ol>{items.into_iter().map(|i| view! { <li>{inline(&i)}</li> }).collect_view()}</ol>
            }
            .into_any(),
            Block::Code(text) => {
                view! { <pre class="rules-code"><code>{text}</code></pre> }.into_any()
            }
        })
        .collect_view()
}

/// The rules as a modal panel (only in the page while open).
#[component]
pub fn RulesPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        ctl.rules_open.get().then(|| {
            let rules = ctl.game_at_hand().info().rules;
            let close = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(close);
            view! {
                <div class="modal-backdrop" on:click=move |_| ctl.rules_open.set(false)>
                    <div
                        class="modal rules"
                        data-testid="rules"
                        role="dialog"
                        aria-modal="true"
                        aria-labelledby="rules-title"
                        on:click=|ev| ev.stop_propagation()
                        on:keydown=move |ev| {
                            if ev.key() == "Escape" {
                                ctl.rules_open.set(false);
                            }
                        }
                    >
                        <button
                            type="button"
                            class="btn close"
                            aria-label="Close the rules"
                            node_ref=close
                            on:click=move |_| ctl.rules_open.set(false)
                        >
                            "✕"
                        </button>
                        <div class="rules-body">{render(rules)}</div>
                    </div>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indented_lines_continue_a_list_item() {
        let blocks = parse("- one\n  more\n- two\n\nafter");
        assert!(
            matches!(&blocks[0], Block::Bullets(items) if items == &["one more".to_string(), "two".to_string()])
        );
        assert!(matches!(&blocks[1], Block::Para(p) if p == "after"));
    }

    #[test]
    fn a_fenced_block_is_kept_as_written() {
        let blocks = parse("before\n```json\n{\n  - \"a\": 1\n}\n```\nafter");
        assert!(matches!(&blocks[0], Block::Para(p) if p == "before"));
        assert!(matches!(&blocks[1], Block::Code(c) if c == "{\n  - \"a\": 1\n}\n"));
        assert!(matches!(&blocks[2], Block::Para(p) if p == "after"));
    }

    #[test]
    fn every_game_s_rules_parse_into_blocks() {
        for e in crate::registry::GAMES {
            let blocks = parse(e.info().rules);
            assert!(blocks.len() > 10, "{}", e.info().name);
            assert!(matches!(blocks[0], Block::H1(_)));
        }
    }
}
