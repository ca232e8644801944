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
            format!("<h3>{}</h3>", info.name),
            format!("<p class=\"tagline\">{}</p>", info.tagline),
            format!("<p class=\"players\">{players}</p>"),
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
