//! The catalogues' check, on a catalogue broken on purpose (`tests/broken/`): each kind of
//! problem the build fails on is found and named. And the real catalogues: every message reads
//! in every language with sample arguments, leaving no mark of the pattern behind.

#[path = "../src/check.rs"]
#[allow(dead_code)]
mod check;

use trumps_words::{english_plural, Catalogue, Msg, Value, ALL, FILES, IDS};

fn compile(dir: &str, lang: &str) -> Result<Vec<check::Compiled>, Vec<String>> {
    let path = format!("{}/{dir}/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a catalogue");
    check::compile(lang, &text)
}

#[test]
fn a_broken_catalogue_is_refused_with_every_problem_named() {
    let en = compile("tests/broken", "en").expect("English reads");
    let de = compile("tests/broken", "de").expect("German reads");
    let mut problems = check::compare(&en, "de", &de);
    // Indonesian has no plural form "one": that is refused when it is read.
    let id = compile("tests/broken", "id").expect_err("Indonesian has no \"one\"");
    problems.extend(id);
    let expected = [
        "de: hub-players names the arguments {\"anzahl\"}, and English {\"range\"}",
        "de: only-english is missing",
        "de: nur-deutsch is not an English message (unused)",
        "id: tricks-won: id has no plural form \"one\" (it has [\"other\"])",
    ];
    assert_eq!(problems, expected);
}

#[test]
fn every_message_reads_in_every_language() {
    let mut langs = vec![Catalogue::english()];
    for files in FILES {
        let (first, rest) = trumps_words::file_texts(files.lang).expect("built");
        let cat = if files.lang == "en" {
            // English as the page reads it: the first part built in, the rest from its file.
            assert!(files.first.is_none(), "English's first part is built in");
            Catalogue::english().with_rest(rest)
        } else {
            Catalogue::read(files.lang, first).and_then(|c| c.with_rest(rest))
        };
        langs.push(cat.expect("one line per message"));
    }
    let sample = |name: &str| match name {
        "n" | "count" => Value::Number(2.0),
        _ => Value::Text("ARG"),
    };
    for cat in &langs {
        for (msg, (id, _, args)) in ALL.iter().zip(IDS.iter()) {
            let given: Vec<(&str, Value)> = args.iter().map(|a| (*a, sample(a))).collect();
            let words = cat.say(*msg, &given, &english_plural);
            assert!(!words.trim().is_empty(), "{}: {id} has words", cat.lang);
            assert!(
                !words.contains(['{', '}', '|', '\\']),
                "{}: {id} leaves no mark behind: {words}",
                cat.lang
            );
            for a in *args {
                // An argument only chosen on (`{form|asked:…}`) is not shown.
                let shown = cat.pattern(*msg).contains(&format!("{{{a}}}"));
                if shown && matches!(sample(a), Value::Text(_)) {
                    assert!(
                        words.contains("ARG"),
                        "{}: {id} shows ${a}: {words}",
                        cat.lang
                    );
                }
            }
        }
    }
}

#[test]
fn a_file_of_another_version_is_refused() {
    let e = Catalogue::read("de", "one line\n").expect_err("too short");
    assert!(e.contains("this version has"), "{e}");
    let (first, _) = trumps_words::file_texts("de").expect("built");
    let e = Catalogue::read("de", first)
        .and_then(|c| c.with_rest("one line\n"))
        .expect_err("too short");
    assert!(e.contains("this version has"), "{e}");
    assert_eq!(trumps_words::en(Msg::HubTitle, &[]), "Trumps");
}
