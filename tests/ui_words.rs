//! Every message of the catalogues (`crates/words/locales`) is shown somewhere: a message no
//! code names (`Msg::Name` in `src/`, `crates/rules/src/` or `crates/words/src/`, whose
//! `Said` words "You" and lists itself) fails here, as a missing or mismatched one fails the
//! build.

use std::path::Path;

fn sources(dir: &Path, text: &mut String) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, text);
        } else if path.extension().is_some_and(|e| e == "rs") {
            text.push_str(&std::fs::read_to_string(&path).expect("a source file"));
        }
    }
}

#[test]
fn every_message_in_the_catalogues_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = String::new();
    sources(&root.join("src"), &mut text);
    sources(&root.join("crates/rules/src"), &mut text);
    sources(&root.join("crates/words/src"), &mut text);
    let unused: Vec<&str> = trumps_words::IDS
        .iter()
        .filter(|(_, variant, _)| {
            let name = format!("Msg::{variant}");
            !text.match_indices(&name).any(|(at, _)| {
                // The whole name: `Msg::HubNewGame`, not the start of `Msg::HubNewGameTitle`.
                !text[at + name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
            })
        })
        .map(|(id, _, _)| *id)
        .collect();
    assert!(unused.is_empty(), "messages no code shows: {unused:?}");
}
