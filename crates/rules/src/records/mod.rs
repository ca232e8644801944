//! Game records: a versioned JSON document that reproduces a game exactly, the loader that
//! checks one (never panicking), replaying it, and bot-vs-bot simulation that writes them.
//! Web-free: used by the `trumps` command line. Format: `docs/record-format.md`.

pub mod format;
pub mod load;
pub mod replay;
pub mod share;
pub mod simulate;
pub mod stepper;

pub use format::{
    Decision, GivenChance, Record, SeatInfo, SeatKind, RECORD_FORMAT, RECORD_VERSION,
};
pub use load::{parse_record, ErrorKind, RecordError};
pub use replay::{load_and_replay, report};
pub use share::DealCode;
pub use stepper::Stepper;
