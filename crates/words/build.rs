//! Reads and checks the catalogues (`locales/*.ftl`, see `src/check.rs`): the build fails,
//! naming each problem, on a message missing in a language or written only there, on
//! arguments one language names and another lacks, and on a plural form a language does not
//! have. Then it writes `catalogue.rs` (the `Msg` list and English's patterns, for the code)
//! and each other language's patterns as a file of its own, one line per message in `Msg`'s
//! order, named by a hash of its content (`words/de-0123456789abcdef.txt`): the app fetches
//! a language only when it is chosen.

#[path = "src/check.rs"]
mod check;

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/check.rs");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut problems = Vec::new();
    let mut compiled = Vec::new();
    for (lang, _) in check::LANGUAGES {
        let path = dir.join(format!("{lang}.ftl"));
        let source = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        match check::compile(lang, &source) {
            Ok(c) => compiled.push((lang, c)),
            Err(p) => problems.extend(p),
        }
    }
    if let Some((_, en)) = compiled.first().filter(|(l, _)| *l == "en") {
        for (lang, other) in &compiled[1..] {
            problems.extend(check::compare(en, lang, other));
        }
    }
    if !problems.is_empty() {
        panic!(
            "the catalogues (crates/words/locales) do not agree:\n  {}",
            problems.join("\n  ")
        );
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let en = &compiled[0].1;
    let mut code = String::new();
    code.push_str(
        "/// Every message of the catalogues (`crates/words/locales`), by its id there.\n",
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
        "/// How many messages there are.\npub const COUNT: usize = {};\n",
        en.len()
    );
    code.push_str("/// Every message, in order.\npub const ALL: [Msg; COUNT] = [\n");
    for m in en {
        let _ = writeln!(code, "    Msg::{},", variant(&m.id));
    }
    code.push_str(
        "];\n\n/// English's patterns, in `Msg`'s order.\npub static EN: [&str; COUNT] = [\n",
    );
    for m in en {
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
    let words = out.join("words");
    let _ = std::fs::remove_dir_all(&words);
    std::fs::create_dir_all(&words).expect("OUT_DIR is writable");
    code.push_str("/// The other languages' files (`words/NAME` beside the page; built into `OUT_DIR/words/`),
/// each named by its content's hash.\npub const FILES: [(&str, &str); 2] = [\n");
    let mut natives = String::new();
    for (lang, other) in &compiled[1..] {
        let mut text = String::new();
        for m in en {
            let line = other
                .iter()
                .find(|o| o.id == m.id)
                .map(|o| o.line.as_str())
                .unwrap_or("");
            text.push_str(line);
            text.push('\n');
        }
        let name = format!("{lang}-{:016x}.txt", fnv64(text.as_bytes()));
        std::fs::write(words.join(&name), &text).expect("OUT_DIR is writable");
        let _ = writeln!(code, "    ({lang:?}, \"words/{name}\"),");
        let _ = writeln!(
            natives,
            "        {lang:?} => Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/words/{name}\"))),"
        );
    }
    code.push_str("];\n\n");
    code.push_str("/// Another language's file, off the web (the tests, the command line).\n#[cfg(not(target_arch = \"wasm32\"))]\npub fn file_text(lang: &str) -> Option<&'static str> {\n    match lang {\n");
    code.push_str(&natives);
    code.push_str("        _ => None,\n    }\n}\n");
    std::fs::write(out.join("catalogue.rs"), code).expect("OUT_DIR is writable");
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
