//! Every message of the catalogues (`crates/words/locales`) is shown somewhere: a message no
//! code names (`Msg::Name` in `src/`, `crates/rules/src/` or `crates/words/src/`, or its id in the first screen's
//! index.html or pwa/boot.js) fails here, as a missing or mismatched one fails the build.
//! The lessons' messages, read from their JSON (`trumps_words::LESSON_IDS`), are named by id
//! at run time (`lesson-<game>-coach-<n>`): they count as used while the app looks them up so.
//! So do the built-in packs' (`trumps_words::PACK_IDS`, read from their JSON), looked up by
//! `pack-<pack>-<what>` (`crates/rules`' `top_trumps::words`).

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
    // The first screen names its messages by id (index.html's `data-msg`, pwa/boot.js).
    // The manifests' words are named by the script that writes the manifests.
    let first_screen = ["index.html", "pwa/boot.js", "scripts/rules-pages.mjs"]
        .map(|f| std::fs::read_to_string(root.join(f)).expect("the first screen's files"))
        .concat();
    // The lessons' own words, looked up by the id made from the lesson's game and line.
    let lessons_looked_up = text.contains("lesson_msg(&format!(\"lesson-{");
    // The built-in packs' words, looked up by the id made from the pack and what is said.
    let packs_looked_up = text.contains("pack_msg(&format!(\"pack-{");
    let unused: Vec<&str> = trumps_words::IDS
        .iter()
        .filter(|(id, variant, _)| {
            if lessons_looked_up && trumps_words::LESSON_IDS.contains(id) {
                return false;
            }
            if packs_looked_up && trumps_words::PACK_IDS.contains(id) {
                return false;
            }
            let quoted = [format!("\"{id}\""), format!("'{id}'"), format!("@{id}\"")];
            if quoted.iter().any(|q| first_screen.contains(q.as_str())) {
                return false;
            }
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
