//! Renders each game's rules (the Markdown file a game names in its `GameInfo`, `"docs/NAME.md"`
//! in `crates/rules/src/games/*/game.rs`, and the same in German and Indonesian,
//! `docs/de/NAME.md` and `docs/id/NAME.md`: the build fails on one missing) into HTML with a
//! CommonMark library, pulldown-cmark, at build time, so the page carries no Markdown parser
//! and no rules text: each is a page of its own, `$OUT_DIR/rules/ID-LANG-HASH.html`, that the
//! rules panel fetches when it is opened, in the reader's language. `scripts/rules-pages.mjs`
//! copies the pages the app names into the build (the service worker precaches them with the
//! rest). `$OUT_DIR/rules_pages.rs` lists them for the app: `RULES_PAGES: &[(&str, &str,
//! &str)]`, each game's id, a language and its page (`rules/ID-de-0123456789abcdef.html`, named
//! by a hash of its HTML so a changed text is never taken from a stale cache).
//! It also names the rules the app runs (`TRUMPS_RULES`, a hash of the rules crate's sources).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn html_of(markdown: &str) -> String {
    use pulldown_cmark::{html, Options, Parser};
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    let mut out = String::new();
    html::push_html(&mut out, Parser::new_ext(markdown, options));
    out
}

/// The languages every game's rules are written in (as `crates/words` has them).
const LANGUAGES: [&str; 3] = ["en", "de", "id"];

/// Each game's id and the Markdown file it names as its rules, from the games' `game.rs` files:
/// the id in `GameInfo::new("ID"`, the file in a `"docs/NAME.md"` string.
fn rules_files(root: &Path) -> Vec<(String, PathBuf)> {
    let games = root.join("crates/rules/src/games");
    println!("cargo:rerun-if-changed={}", games.display());
    let mut found = Vec::new();
    let Ok(dirs) = std::fs::read_dir(&games) else {
        return found;
    };
    for dir in dirs.flatten() {
        let game = dir.path().join("game.rs");
        let Ok(code) = std::fs::read_to_string(&game) else {
            continue;
        };
        println!("cargo:rerun-if-changed={}", game.display());
        let quoted_after = |mark: &str| {
            let rest = &code[code.find(mark)? + mark.len()..];
            Some(rest[..rest.find('"')?].to_string())
        };
        let id = quoted_after("GameInfo::new(\"");
        let doc = quoted_after("\"docs/");
        if let (Some(id), Some(doc)) = (id, doc.filter(|d| d.ends_with(".md"))) {
            found.push((id, root.join("docs").join(doc)));
        }
    }
    found.sort();
    found
}

/// FNV-1a of a text, for the pages' names.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Every file under `dir`, in a stable order.
fn files_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

/// A hash of the rules crate's sources (the games, the bots, the remote protocol): devices
/// playing together must decide the game alike, so a guest must run the host's rules.
/// `TRUMPS_RULES` for the app's version as the remote protocol compares it.
fn rules_hash(root: &Path) -> String {
    let src = root.join("crates/rules/src");
    println!("cargo:rerun-if-changed={}", src.display());
    let mut files = Vec::new();
    files_under(&src, &mut files);
    files.sort();
    let mut all = String::new();
    for f in files {
        // The same name on every system.
        let rel = f
            .strip_prefix(&src)
            .unwrap_or(&f)
            .display()
            .to_string()
            .replace('\\', "/");
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        let _ = write!(all, "{rel}\n{:016x}\n", hash(&text));
    }
    format!("{:08x}", hash(&all) >> 32)
}

fn main() {
    // The page's wasm keeps its relocations, which the splitter needs to cut it into the part
    // the hub needs and the parts fetched later (scripts/wasm-split.mjs, src/ui/view/parts.rs).
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=trumps-app=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:rustc-env=TRUMPS_RULES={}", rules_hash(&root));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    let pages = out.join("rules");
    // Pages of rules since changed or removed must not be copied into a build.
    let _ = std::fs::remove_dir_all(&pages);
    std::fs::create_dir_all(&pages)
        .unwrap_or_else(|e| panic!("cannot make {}: {e}", pages.display()));
    let mut table = String::from(
        "/// Each game's id, a language and the page of the game's rules in it (relative to the\n/// app's folder).\npub static RULES_PAGES: &[(&str, &str, &str)] = &[\n",
    );
    for (id, english) in rules_files(&root) {
        for lang in LANGUAGES {
            // English's page is `docs/NAME.md`, another language's `docs/LANG/NAME.md`.
            let file = match (lang, english.parent(), english.file_name()) {
                ("en", _, _) => english.clone(),
                (_, Some(dir), Some(name)) => dir.join(lang).join(name),
                _ => continue,
            };
            println!("cargo:rerun-if-changed={}", file.display());
            let markdown = std::fs::read_to_string(&file).unwrap_or_else(|e| {
                panic!(
                    "cannot read {}: {e} (every game's rules are written in every language)",
                    file.display()
                )
            });
            let html = html_of(&markdown);
            let name = format!("{id}-{lang}-{:016x}.html", hash(&html));
            std::fs::write(pages.join(&name), &html)
                .unwrap_or_else(|e| panic!("cannot write {name}: {e}"));
            let _ = writeln!(table, "    ({id:?}, {lang:?}, \"rules/{name}\"),");
        }
    }
    table.push_str("];\n");
    let list = out.join("rules_pages.rs");
    std::fs::write(&list, table).unwrap_or_else(|e| panic!("cannot write {}: {e}", list.display()));
}
