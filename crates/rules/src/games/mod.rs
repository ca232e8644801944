//! The games of the parlour, one folder each. Each game is a deterministic state machine
//! implementing [`crate::engine::Game`] and [`crate::registry::Listed`]; the registry lists
//! them.

pub mod ace_trump;
pub mod ransom_trump;
pub mod top_trumps;
pub mod truf;
pub mod what_trump;
