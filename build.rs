//! Renders each game's rules (the Markdown a game names with `include_str!("…/docs/NAME.md")`
//! in `crates/rules/src/games/*/game.rs`, its `GameInfo` rules) into HTML with a CommonMark
//! library, pulldown-cmark, at build time, so the page carries HTML and no Markdown parser.
//! Written to `$OUT_DIR/rules_html.rs` as `RULES_HTML: &[(u64, &str)]`: each rules text's
//! hash (`rules_key`, the same FNV-1a the app computes of `GameInfo::rules`) and its HTML.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

include!("src/ui/rules_key.rs");

fn html_of(markdown: &str) -> String {
    use pulldown_cmark::{html, Options, Parser};
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    let mut out = String::new();
    html::push_html(&mut out, Parser::new_ext(markdown, options));
    out
}

/// The docs the games include as their rules, from their `game.rs` files.
fn rules_files(root: &Path) -> Vec<PathBuf> {
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
        for part in code.split("include_str!(\"").skip(1) {
            let Some(end) = part.find('"') else { continue };
            let rel = &part[..end];
            if let Some(name) = rel
                .rsplit("docs/")
                .next()
                .filter(|_| rel.contains("/docs/"))
            {
                found.push(root.join("docs").join(name));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

fn main() {
    // The page's wasm keeps its relocations, which the splitter needs to cut it into the part
    // the hub needs and the parts fetched later (scripts/wasm-split.mjs, src/ui/parts.rs).
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=trumps-app=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/ui/rules_key.rs");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut table = String::from("/// Each game's rules as HTML, keyed by the hash of its Markdown.\npub static RULES_HTML: &[(u64, &str)] = &[\n");
    for file in rules_files(&root) {
        println!("cargo:rerun-if-changed={}", file.display());
        let markdown = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let _ = writeln!(
            table,
            "    ({:#x}, {:?}),",
            rules_key(&markdown),
            html_of(&markdown)
        );
    }
    table.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("rules_html.rs");
    std::fs::write(&out, table).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
