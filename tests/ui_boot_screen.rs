//! The first screen index.html draws before the app arrives (`#boot`) is the hub the app then
//! mounts in its place: the same games in the same order, with the names, taglines and player
//! counts the registry gives, so nothing moves or changes words when the app takes over.

use trumps::registry::{self, player_range};
use trumps::ui::view::games::ui_for;

/// The part of index.html between `<div id="boot"` and the end of its game list.
fn boot_block() -> String {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"))
        .expect("index.html is beside Cargo.toml");
    let start = html
        .find("<div id=\"boot\"")
        .expect("index.html draws a first screen");
    let rest = &html[start..];
    let end = rest
        .find("</ul>")
        .expect("the first screen lists the games");
    rest[..end].to_string()
}

#[test]
fn the_first_screen_lists_the_hubs_games_as_the_hub_does() {
    let boot = boot_block();
    let mut from = 0;
    let mut listed = 0;
    for entry in registry::GAMES
        .iter()
        .filter(|e| ui_for(e.info().id).is_some())
    {
        let info = entry.info();
        let players = format!("{} players", player_range(info).replace(" to ", "–"));
        let mut parts = vec![
            format!(">{}</h3>", info.name),
            format!(
                "<p class=\"tagline\" data-msg=\"game-{}-tagline\">{}</p>",
                info.id, info.tagline
            ),
            format!(">{players}</p>"),
        ];
        // A game with a lesson has *Learn* on its card.
        if trumps::lessons::games().contains(&info.id) {
            parts.push(format!("aria-label=\"Learn {}\"", info.name));
        }
        for part in parts {
            let at = boot[from..].find(&part).unwrap_or_else(|| {
                panic!("index.html's first screen should show {part} next, as the hub does")
            });
            from += at + part.len();
        }
        listed += 1;
    }
    assert_eq!(
        boot.matches("<li class=\"game-card playable\">").count(),
        listed
    );
    assert!(listed >= 5);
}

#[test]
fn the_first_screen_has_no_control_a_test_or_a_person_could_mistake_for_the_apps() {
    let boot = boot_block();
    assert!(
        !boot.contains("data-testid"),
        "the app's test ids only on the app"
    );
    // Each game's "New game" is kept for the app (data-boot-game: its id, in the hub's
    // order); every other button waits for the app.
    let ids: Vec<&str> = registry::GAMES
        .iter()
        .map(|e| e.info().id)
        .filter(|id| ui_for(id).is_some())
        .collect();
    let mut kept = Vec::new();
    for button in boot.split("<button").skip(1) {
        let tag = &button[..button.find('>').unwrap_or(button.len())];
        match tag.split("data-boot-game=\"").nth(1) {
            Some(rest) => kept.push(rest[..rest.find('"').unwrap_or(rest.len())].to_string()),
            None => assert!(
                tag.contains("disabled"),
                "a first-screen button waits for the app: {tag}"
            ),
        }
    }
    assert_eq!(kept, ids, "each game's New game names its game, in order");
}

/// The element tags of the first screen that carry a message (`data-msg`, `data-msg-aria`):
/// each with its text (up to the next `<`) and its attributes.
fn marked(html: &str) -> Vec<(String, String)> {
    html.split('<')
        .filter_map(|piece| {
            let end = piece.find('>')?;
            let (tag, text) = (&piece[..end], &piece[end + 1..]);
            tag.contains("data-msg")
                .then(|| (tag.to_string(), text.to_string()))
        })
        .collect()
}

fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let rest = &tag[at..];
    Some(&rest[..rest.find('"')?])
}

/// The English of message `id` with the first screen's `data-args` ("game=@game-truf-name;
/// most=4": `@` names a message), as the catalogue says it.
fn english(id: &str, args: Option<&str>) -> String {
    let msg = trumps_words::Msg::from_id(id).unwrap_or_else(|| panic!("no message {id}"));
    let values: Vec<(String, String)> = args
        .unwrap_or("")
        .split(';')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| {
            let v = match v.strip_prefix('@') {
                Some(m) => english(m, None),
                None => v.to_string(),
            };
            (k.to_string(), v)
        })
        .collect();
    let given: Vec<(&str, trumps_words::Value)> = values
        .iter()
        .map(|(k, v)| {
            let value = match v.parse::<f64>() {
                Ok(n) => trumps_words::Value::Number(n),
                Err(_) => trumps_words::Value::Text(v),
            };
            (k.as_str(), value)
        })
        .collect();
    trumps_words::en(msg, &given)
}

#[test]
fn the_first_screens_english_is_the_catalogues() {
    // index.html: each marked element's text and aria-label are its messages' English, so
    // the first screen says what the app says, and pwa/boot.js can put it into German or
    // Indonesian by the same messages.
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"))
        .expect("index.html");
    let tags = marked(&html);
    assert!(tags.len() >= 30, "the first screen marks its words");
    for (tag, text) in &tags {
        let args = attribute(tag, "data-args");
        if let Some(id) = attribute(tag, "data-msg") {
            assert_eq!(text.trim(), english(id, args), "{tag}");
        }
        if let Some(id) = attribute(tag, "data-msg-aria") {
            let aria = attribute(tag, "aria-label").expect("an aria-label");
            assert_eq!(aria, english(id, args), "{tag}");
        }
    }
    // pwa/boot.js: each line it says before the words have come is the message's English.
    let js = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/pwa/boot.js"))
        .expect("pwa/boot.js");
    let sample = [
        ("boot-loading", "'Loading the games…'".to_string()),
        ("boot-starting", "'Starting…'".to_string()),
        (
            "boot-offline",
            format!("'{}'", english("boot-offline", None)),
        ),
        (
            "boot-dropped",
            format!("'{}'", english("boot-dropped", None)),
        ),
        (
            "boot-loading-games",
            english("boot-loading-games", Some("percent=PCT")).replace("PCT", "${percent}"),
        ),
        (
            "boot-loading-game",
            english("boot-loading-game", Some("game=GAME;percent=PCT"))
                .replace("GAME", "${game}")
                .replace("PCT", "${percent}"),
        ),
        (
            "boot-failed",
            english("boot-failed", Some("why=WHY")).replace("WHY", "${why}"),
        ),
    ];
    for (id, said) in sample {
        assert!(
            js.contains(&format!("say('{id}', ")) && js.contains(&said),
            "pwa/boot.js says {id} as the catalogue does: {said}"
        );
    }
}

#[test]
fn the_english_manifest_says_what_the_catalogue_says() {
    use trumps_words::{Msg, Said};
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/public/manifest.webmanifest"
    ))
    .expect("the manifest is in public/");
    let manifest: serde_json::Value = serde_json::from_str(&text).expect("the manifest is JSON");
    assert_eq!(manifest["name"], Said::new(Msg::ManifestName).en());
    assert_eq!(
        manifest["description"],
        Said::new(Msg::ManifestDescription).en()
    );
    assert_eq!(manifest["lang"], "en");
}
