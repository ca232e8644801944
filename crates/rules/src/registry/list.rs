//! The list of the games: the one place that names every game, in the order the hub shows
//! them. Adding a game is one line here (and its folders: `games/<id>`, `bots/<id>`,
//! `src/ui/games/<id>`).

/// Calls the macro `$callback` with every game of the parlour as `module: Type` pairs, in the
/// hub's order: `what_trump: WhatTrump, ace_trump: AceTrump, …`. The module is the game's
/// folder (`trumps_rules::games::<module>`, and the app's `ui::games::<module>`); the type is
/// its state machine. The registry's [`crate::registry::GAMES`] and the app's table list are
/// built from it, so no other file lists the games.
///
/// ```
/// macro_rules! count {
///     ($($module:ident: $ty:ident),* $(,)?) => { [$(stringify!($module)),*].len() };
/// }
/// assert_eq!(trumps_rules::for_each_game!(count), trumps_rules::registry::GAMES.len());
/// ```
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback! {
            what_trump: WhatTrump,
            ace_trump: AceTrump,
            ransom_trump: RansomTrump,
            truf: Truf,
            top_trumps: TopTrumps,
        }
    };
}
