//! The games of the parlour, one folder each. Each game is a deterministic state machine
//! implementing [`crate::engine::Game`] and [`crate::registry::Listed`]; the registry lists
//! them. Truf is being built (its rules so far) and is not listed yet.

pub mod ace_trump;
pub mod ransom_trump;
pub mod truf;
pub mod what_trump;
