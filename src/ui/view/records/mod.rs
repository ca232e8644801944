//! Game records in the app: download a game's record, open one (a file, pasted text or a
//! finished game) in the replay viewer, play on from any step, share a deal by code or link,
//! and the finished-games history.
//!
//! - [`viewer`]: the replay viewer
//! - [`play_on`]: taking over a recorded game from a step
//! - [`share`]: the share dialog and the "play this shared deal?" confirmation
//! - [`import`]: opening a record file or pasted text, entering a deal code
//! - [`history_panel`]: the finished games on the hub
//! - [`game_menu`]: the table's "Game" dialog (share, download, watch)

pub mod game_menu;
pub mod history_panel;
pub mod import;
pub mod play_on;
pub mod share;
pub mod viewer;
