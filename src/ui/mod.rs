//! The Leptos web interface. It only turns clicks into engine actions (through
//! [`session::Ctl::apply`]) and renders, for the seat being shown, that seat's [`View`].
//!
//! - [`app`]: the root (notice banner, hub or table, rules panel)
//! - [`hub`], [`setup`], [`settings`], [`stats`]: the game list, seat set-up, pace, statistics
//! - [`settings_panel`]: the hub's Settings (pace, offline play, storage, backup)
//! - [`offline`], [`durability`], [`backup`]: the offline copy and update offer, persistent
//!   storage, and the statistics-and-history backup file
//! - [`session`]: the controller (one signal, `apply`, autosave, bot timers)
//! - [`storage`]: versioned localStorage
//! - [`table`]: the What Trump? table and its parts
//! - [`card`], [`chip`]: card faces and task chips
//! - [`pass_device`], [`rules_help`]: pass-and-play cover, rules help
//! - [`records`]: download and watch game records, play on, shared deals, finished games
//!
//! [`View`]: crate::games::what_trump::View

pub mod app;
pub mod backup;
pub mod card;
pub mod chip;
pub mod durability;
pub mod hub;
pub mod nav;
pub mod offline;
pub mod pass_device;
pub mod records;
pub mod rules_help;
pub mod seats;
pub mod session;
pub mod settings;
pub mod settings_panel;
pub mod setup;
pub mod stats;
pub mod storage;
pub mod table;

/// Mounts the app into `<body>` (browser only).
pub fn start() {
    leptos::mount::mount_to_body(app::App);
}
