//! Reads and checks the catalogues (`locales/LANG/*.ftl`, see `src/check.rs`): the build
//! fails, naming each problem, on a message missing in a language or written only there, on
//! one kept in another file than English keeps it, on arguments one language names and
//! another lacks, and on a plural form a language does not have.
//!
//! A language's files are read as one catalogue, `first.ftl` first: its messages are the
//! words the page's first part shows (the hub, before anything else has come); every other
//! file's are *the rest*, wanted only by the parts of the page fetched after the hub.
//!
//! Then it writes `catalogue.rs` (the `Msg` list, the first part's English patterns for the
//! code, and off the web every English pattern) and, for each language, its patterns as files
//! of one line per message in `Msg`'s order, named by a hash of their content: the first
//! part's (`words/de-first-0123456789abcdef.txt`, each line `id<TAB>pattern`, which the first
//! screen reads too; none for English, which is built in) and
//! the rest (`words/en-rest-….txt`), which the page fetches with its first part fetched after
//! the hub. So the first load carries the hub's English and nothing more.
//!
//! The lessons' English is not written here twice: each lesson's texts stay in its JSON file
//! (`../rules/lessons/<game>.json`, which the rules crate reads and checks), and this build
//! reads them as English messages of the rest, kept (for the check of where a message lives)
//! in `lessons.ftl`: `lesson-<game>-title`, `lesson-<game>-intro-<n>`,
//! `lesson-<game>-coach-<n>` (n counted from 1: the n-th line of the file's `intro` or
//! `coach` list) and `lesson-<game>-end`, with no arguments. The other languages translate
//! them in their `lessons.ftl`, and the build fails on one missing as on any other message.
//!
//! The built-in Top Trumps packs' words likewise stay in their JSON files
//! (`../rules/packs/<pack>.json`): this build reads them as English messages kept in
//! `packs.ftl` ([`from_json::pack_messages`]: `pack-<pack>-name`, `-description`, `-licence`,
//! `-source-<n>`, `-attr-<key>`, `-unit-<key>`, `-card-<n>`, `-card-<n>-description`), which
//! the other languages translate in their `packs.ftl`. The packs' values are not words.

#[path = "src/check.rs"]
mod check;
#[path = "build/from_json.rs"]
mod from_json;

use std::fmt::Write as _;
use std::path::Path;

/// The file whose messages the page's first part shows.
const FIRST_FILE: &str = "first.ftl";

/// The file the lessons' messages count as kept in (English's are read from the lessons).
const LESSONS_FILE: &str = "lessons.ftl";

/// The file the built-in packs' messages count as kept in (English's are read from the packs).
const PACKS_FILE: &str = "packs.ftl";

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/check.rs");
    println!("cargo:rerun-if-changed=build");
    println!("cargo:rerun-if-changed=../rules/lessons");
    println!("cargo:rerun-if-changed=../rules/packs");
    let packs = from_json::pack_messages();
    let pack_ids: Vec<String> = packs.iter().map(|m| m.id.clone()).collect();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut problems = Vec::new();
    let mut compiled = Vec::new();
    for (lang, _) in check::LANGUAGES {
        let (source, mut homes) = read_language(&dir.join(lang));
        match check::compile(lang, &source) {
            Ok(mut c) => {
                if lang == "en" {
                    let read = from_json::lesson_messages()
                        .into_iter()
                        .map(|m| (m, LESSONS_FILE))
                        .chain(packs.iter().cloned().map(|m| (m, PACKS_FILE)));
                    for (m, file) in read {
                        if c.iter().any(|o| o.id == m.id) {
                            problems
                                .push(format!("en: {} is read from JSON, and written too", m.id));
                        }
                        homes.push((m.id.clone(), file.to_string()));
                        c.push(m);
                    }
                }
                compiled.push((lang, c, homes))
            }
            Err(p) => problems.extend(p),
        }
    }
    if let Some((_, en, en_homes)) = compiled.first().filter(|(l, _, _)| *l == "en") {
        for (lang, other, homes) in &compiled[1..] {
            problems.extend(check::compare(en, lang, other));
            for (id, file) in homes {
                let english = en_homes.iter().find(|(i, _)| i == id).map(|(_, f)| f);
                if english.is_some_and(|f| f != file) {
                    problems.push(format!(
                        "{lang}: {id} is in {file}, and English keeps it in {}",
                        english.map_or("", String::as_str)
                    ));
                }
            }
        }
    }
    if !problems.is_empty() {
        panic!(
            "the catalogues (crates/words/locales) do not agree:\n  {}",
            problems.join("\n  ")
        );
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let (_, en, en_homes) = &compiled[0];
    let first = en_homes.iter().filter(|(_, f)| f == FIRST_FILE).count();
    let mut code = String::new();
    code.push_str(
        "/// Every message of the catalogues (`crates/words/locales`), by its id there: first the\n/// first part's (`first.ftl`), then the rest.\n",
    );
    code.push_str(
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n#[repr(u16)]\npub enum Msg {\n",
    );
    for m in en {
        let _ = writeln!(
            code,
            "    /// `{}`: {}\n    {},",
            m.id,
            m.line.replace('`', "'"),
            variant(&m.id)
        );
    }
    code.push_str("}\n\n");
    let _ = writeln!(
        code,
        "/// How many messages there are.\npub const COUNT: usize = {};\n\n/// How many of them the page's first part shows (`first.ftl`): `Msg`'s first ones.\npub const FIRST: usize = {first};\n",
        en.len()
    );
    code.push_str("/// Every message, in order.\npub const ALL: [Msg; COUNT] = [\n");
    for m in en {
        let _ = writeln!(code, "    Msg::{},", variant(&m.id));
    }
    code.push_str("];\n\n/// Every message's id (`hub-new-game`), in `Msg`'s order: what travels between devices.\nstatic NAMES: [&str; COUNT] = [\n");
    for m in en {
        let _ = writeln!(code, "    {:?},", m.id);
    }
    code.push_str("];\n\nimpl Msg {\n    /// The message's id in the catalogues (`hub-new-game`).\n    pub fn id(self) -> &'static str {\n        NAMES[self as usize]\n    }\n\n    /// The message with this id, if this version has it.\n    pub fn from_id(id: &str) -> Option<Msg> {\n        NAMES.iter().position(|n| *n == id).map(|i| ALL[i])\n    }\n}\n\n/// English's patterns of the first part, in `Msg`'s order.\npub static EN_FIRST: [&str; FIRST] = [\n");
    for m in &en[..first] {
        let _ = writeln!(code, "    {:?},", m.line);
    }
    code.push_str("];\n\n/// English's patterns of the rest, off the web (the page fetches them: [`FILES`]).\n#[cfg(not(target_arch = \"wasm32\"))]\npub static EN_REST: [&str; COUNT - FIRST] = [\n");
    for m in &en[first..] {
        let _ = writeln!(code, "    {:?},", m.line);
    }
    code.push_str("];\n\n");
    code.push_str("/// Each message's id, its name in `Msg` and its arguments, for the tests and the command\n/// line.\n#[cfg(not(target_arch = \"wasm32\"))]\npub static IDS: [(&str, &str, &[&str]); COUNT] = [\n");
    for m in en {
        let args: Vec<String> = m.args.iter().map(|a| format!("{a:?}")).collect();
        let _ = writeln!(
            code,
            "    ({:?}, {:?}, &[{}]),",
            m.id,
            variant(&m.id),
            args.join(", ")
        );
    }
    code.push_str("];\n\n");
    let from_lessons: Vec<&str> = en_homes
        .iter()
        .filter(|(_, f)| f == LESSONS_FILE)
        .map(|(id, _)| id.as_str())
        .collect();
    let _ = writeln!(
        code,
        "/// The messages read from the lessons' JSON (`crates/rules/lessons`), which the app names\n/// by id at run time (`lesson-ace-trump-coach-1`), for the tests.\n#[cfg(not(target_arch = \"wasm32\"))]\npub static LESSON_IDS: [&str; {}] = {from_lessons:?};\n",
        from_lessons.len()
    );
    let _ = writeln!(
        code,
        "/// The messages read from the built-in packs' JSON (`crates/rules/packs`), which the rules\n/// name by id at run time (`pack-planets-card-3`), for the tests.\n#[cfg(not(target_arch = \"wasm32\"))]\npub static PACK_IDS: [&str; {}] = {pack_ids:?};\n",
        pack_ids.len()
    );
    // Lookups by id of the three families of messages the app names at run time, written out
    // so that the page need not carry every message's id ([`Msg::from_id`]).
    let lookup = |name: &str, doc: &str, ids: Vec<&str>| {
        let mut f =
            format!("/// {doc}\npub fn {name}(id: &str) -> Option<Msg> {{\n    match id {{\n");
        for id in ids {
            let _ = writeln!(f, "        {id:?} => Some(Msg::{}),", variant(id));
        }
        f.push_str("        _ => None,\n    }\n}\n\n");
        f
    };
    code.push_str(&lookup(
        "game_name_msg",
        "A game's name by its message's id (`game-truf-name`).",
        en.iter()
            .map(|m| m.id.as_str())
            .filter(|id| id.starts_with("game-") && id.ends_with("-name"))
            .collect(),
    ));
    code.push_str(&lookup(
        "lesson_msg",
        "A lesson's words by their message's id (`lesson-truf-coach-3`).",
        from_lessons.clone(),
    ));
    code.push_str(&lookup(
        "pack_msg",
        "A built-in pack's words by their message's id (`pack-planets-attr-mass`).",
        pack_ids.iter().map(String::as_str).collect(),
    ));
    let words = out.join("words");
    let _ = std::fs::remove_dir_all(&words);
    std::fs::create_dir_all(&words).expect("OUT_DIR is writable");
    code.push_str("/// Each language's files (`words/NAME` beside the page; built into `OUT_DIR/words/`), each\n/// named by its content's hash: the first part's words (none for English, built in) and the\n/// rest.\npub const FILES: [Files; 3] = [\n");
    let mut natives = String::new();
    let mut english_file = String::new();
    for (lang, other, _) in &compiled {
        // The first part's lines carry their message's id before a tab (`hub-title\tTrumps`),
        // so the first screen can read them before the app has come (pwa/boot.js).
        let lines = |range: std::ops::Range<usize>, with_ids: bool| {
            let mut text = String::new();
            for m in &en[range] {
                let line = other
                    .iter()
                    .find(|o| o.id == m.id)
                    .map(|o| o.line.as_str())
                    .unwrap_or("");
                assert!(!line.contains('\t'), "{lang}: {} holds a tab", m.id);
                if with_ids {
                    text.push_str(&m.id);
                    text.push('\t');
                }
                text.push_str(line);
                text.push('\n');
            }
            text
        };
        let write = |part: &str, text: String| {
            let name = format!("{lang}-{part}-{:016x}.txt", fnv64(text.as_bytes()));
            std::fs::write(words.join(&name), &text).expect("OUT_DIR is writable");
            name
        };
        let rest = write("rest", lines(first..en.len(), false));
        if *lang == "en" {
            // A const, so only a program that names it carries it (the bot worker does).
            let _ = writeln!(
                english_file,
                "/// English's rest as its file's text: the bot worker keeps it ([`keep_english_rest`]).\npub const EN_REST_FILE: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/words/{rest}\"));\n"
            );
        }
        let first_file = if *lang == "en" {
            None
        } else {
            Some(write("first", lines(0..first, true)))
        };
        let quoted = |n: &Option<String>| {
            n.as_ref()
                .map_or("None".to_string(), |n| format!("Some(\"words/{n}\")"))
        };
        let _ = writeln!(
            code,
            "    Files {{ lang: {lang:?}, first: {}, rest: \"words/{rest}\" }},",
            quoted(&first_file)
        );
        let include = |n: &Option<String>| {
            n.as_ref().map_or("\"\"".to_string(), |n| {
                format!("include_str!(concat!(env!(\"OUT_DIR\"), \"/words/{n}\"))")
            })
        };
        let _ = writeln!(
            natives,
            "        {lang:?} => Some(({}, {})),",
            include(&first_file),
            include(&Some(rest))
        );
    }
    code.push_str("];\n\n");
    code.push_str(&english_file);
    code.push_str("/// A language's files' text (the first part's, empty for English, and the rest), off the\n/// web (the tests, the command line).\n#[cfg(not(target_arch = \"wasm32\"))]\npub fn file_texts(lang: &str) -> Option<(&'static str, &'static str)> {\n    match lang {\n");
    code.push_str(&natives);
    code.push_str("        _ => None,\n    }\n}\n");
    std::fs::write(out.join("catalogue.rs"), code).expect("OUT_DIR is writable");
}

/// A language's files as one catalogue (`first.ftl` first, then the others by name), and
/// which file holds each message.
fn read_language(dir: &Path) -> (String, Vec<(String, String)>) {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect();
    names.sort_by_key(|n| (n != FIRST_FILE, n.clone()));
    if names.first().map(String::as_str) != Some(FIRST_FILE) {
        panic!("{} has no {FIRST_FILE}", dir.display());
    }
    let mut source = String::new();
    let mut homes = Vec::new();
    for name in names {
        let path = dir.join(&name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        if let Ok(r) = fluent_syntax::parser::parse(text.as_str()) {
            for entry in &r.body {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    homes.push((m.id.name.to_string(), name.clone()));
                }
            }
        }
        source.push_str(&text);
        source.push('\n');
    }
    (source, homes)
}

/// `hub-new-game` → `HubNewGame`.
fn variant(id: &str) -> String {
    id.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

fn fnv64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}
