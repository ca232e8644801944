//! Game records: a versioned JSON document that reproduces a game of any kind exactly, the
//! loader that checks one (never panicking), replaying it, stepping through it, and shared-deal
//! codes. Web-free: used by the `trumps` command line and the app. Format:
//! `docs/record-format.md`.

pub mod format;
pub mod load;
pub mod plain;
pub mod raw;
pub mod replay;
pub mod share;
pub mod size;
pub mod stepper;

pub use crate::engine::record_error::{DecisionAt, ErrorKind, RecordError};
pub use format::{Decision, Record, SeatInfo, SeatKind, RECORD_FORMAT, RECORD_VERSION};
pub use load::parse_record;
pub use replay::{load_and_replay, report};
pub use share::DealCode;
pub use size::MAX_RECORD_BYTES;
pub use stepper::Stepper;
