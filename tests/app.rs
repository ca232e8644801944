//! The app crate's native tests (its plain-data layers), in one test binary: each file beside
//! this one is a module of it (`cargo test -p trumps --test app ui_backup::` runs one file's
//! tests). One binary instead of one per file: the app's library is linked once, not once per
//! file (docs/testing.md, "The commands").

// Helpers shared by several files.
mod common;

mod ui_announce;
mod ui_backup;
mod ui_boot_screen;
mod ui_daily;
mod ui_hosting;
mod ui_remote_seats;
mod ui_review_steps;
mod ui_saved_compat;
mod ui_session_aids;
mod ui_session_cover;
mod ui_session_records;
mod ui_session_submit;
mod ui_store_ledger;
mod ui_suit_keys;
mod ui_words;
