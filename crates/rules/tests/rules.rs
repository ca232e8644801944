//! The rules crate's tests, in one test binary: each file beside this one is a module of it
//! (`cargo test -p trumps-rules --test rules remote::` runs one file's tests). One binary
//! instead of one per file: the rules crate's code is compiled and linked into it once, not
//! once per file (docs/testing.md, "The commands").

// Helpers shared by several files.
mod common;
mod packs;
mod properties;
mod registry_games;
mod whist;

mod ace_trump_properties;
mod ace_trump_rules;
mod bots_ace_trump;
mod bots_request;
mod bots_search;
mod bots_truf;
mod bots_what_trump;
mod captions_words;
mod cli_replay;
mod daily;
mod deal_codes;
mod every_game;
mod golden_records;
mod interface;
mod lessons;
mod option_codes;
mod ransom_trump_properties;
mod ransom_trump_rules;
mod records_errors;
mod records_roundtrip;
mod records_size;
mod records_stepper;
mod remote;
mod replay_report;
mod review;
mod smoke_what_trump;
mod top_trumps_fuzz;
mod top_trumps_properties;
mod top_trumps_rules;
mod trick_reasons;
mod truf_properties;
mod truf_rules;
mod what_trump_properties;
mod what_trump_rules;
mod what_trump_scoring;
mod whist_on_the_kit;
