//! Which screen the app shows.

/// The screen shown: the hub, a game's table or the replay viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Hub,
    Table,
    /// The replay viewer.
    Replay,
}
