//! Trumps: a parlour of trump card games, in the browser.
//!
//! The games themselves (engine, rules, bots, records) are the web-free workspace crate
//! [`trumps_rules`] (`crates/rules/`), re-exported here; this crate is the Leptos UI:
//!
//! - [`ui`]: the web interface (only turns clicks into engine actions).

pub use trumps_rules::{bots, daily, engine, games, lessons, mechanics, records, registry, review};

pub mod ui;
