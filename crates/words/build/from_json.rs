//! The messages whose English is kept in JSON files beside the rules, not in the catalogue:
//! the lessons' lines and the built-in Top Trumps packs' words (see build.rs's top comment).
//! The other languages translate them in their `lessons.ftl` and `packs.ftl`.

use super::check::{self, Compiled};
use std::path::{Path, PathBuf};

/// Every JSON file of the folder `dir` (relative to this crate), by file name, read.
fn json_files(dir: &str) -> Vec<(PathBuf, serde_json::Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let json = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
            (path, json)
        })
        .collect()
}

/// The message `id` saying `words` as they are (no argument).
fn message(id: String, words: &str) -> Compiled {
    let mut line = String::new();
    check::escape_into(&mut line, words);
    Compiled {
        id,
        line,
        args: Default::default(),
    }
}

/// The lessons' English (`../rules/lessons/*.json`, by file name) as messages:
/// `lesson-<game>-title`, `-intro-<n>`, `-coach-<n>` (n from 1) and `-end`.
pub fn lesson_messages() -> Vec<Compiled> {
    let mut out = Vec::new();
    for (path, json) in json_files("../rules/lessons") {
        let field = |v: &serde_json::Value, what: &str| -> String {
            v.as_str()
                .unwrap_or_else(|| panic!("{}: {what} is not text", path.display()))
                .to_string()
        };
        let game = field(&json["game"], "game");
        let mut add = |id: String, words: String| out.push(message(id, &words));
        add(
            format!("lesson-{game}-title"),
            field(&json["title"], "title"),
        );
        let list = |key: &str| json[key].as_array().cloned().unwrap_or_default();
        for (n, l) in list("intro").iter().enumerate() {
            add(
                format!("lesson-{game}-intro-{}", n + 1),
                field(l, "an intro line"),
            );
        }
        for (n, l) in list("coach").iter().enumerate() {
            add(
                format!("lesson-{game}-coach-{}", n + 1),
                field(&l["text"], "a coach line's text"),
            );
        }
        add(
            format!("lesson-{game}-end"),
            field(&json["end"]["text"], "end.text"),
        );
    }
    out
}

/// The built-in packs' English (`../rules/packs/*.json`, by file name) as messages:
/// `pack-<pack>-name`, `-description`, `-licence`, `-source-<n>` (a source's name),
/// `-attr-<key>` (an attribute's label), `-unit-<key>` (its unit, if it has one), `-card-<n>`
/// (a card's name) and `-card-<n>-description` (if it has one), n counted from 1.
pub fn pack_messages() -> Vec<Compiled> {
    let mut out = Vec::new();
    for (path, json) in json_files("../rules/packs") {
        let pack = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut add = |id: String, words: &serde_json::Value| {
            // A field left out or empty is no message (the pack says nothing there).
            let Some(words) = words.as_str().filter(|w| !w.is_empty()) else {
                return;
            };
            out.push(message(format!("pack-{pack}-{id}"), words));
        };
        add("name".into(), &json["name"]);
        add("description".into(), &json["description"]);
        add("licence".into(), &json["licence"]);
        let list = |key: &str| json[key].as_array().cloned().unwrap_or_default();
        for (n, s) in list("sources").iter().enumerate() {
            add(format!("source-{}", n + 1), &s["name"]);
        }
        for a in list("attributes") {
            let key = a["key"]
                .as_str()
                .unwrap_or_else(|| panic!("{}: an attribute has no key", path.display()));
            add(format!("attr-{key}"), &a["label"]);
            add(format!("unit-{key}"), &a["unit"]);
        }
        for (n, c) in list("cards").iter().enumerate() {
            add(format!("card-{}", n + 1), &c["name"]);
            add(format!("card-{}-description", n + 1), &c["description"]);
        }
    }
    out
}
