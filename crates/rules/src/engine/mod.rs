//! Generic pieces every game shares: seats and turn order, the seeded RNG, viewpoints,
//! options, the game interface, versioned saves, a game's part of a replay report, and reading
//! JSON field by field with errors that name the path (`json`, `record_error`, `quote`). Card-game mechanics are in
//! [`crate::mechanics`].
//!
//! Nothing in here (or in `games/`) touches the web: it compiles and tests natively.

pub mod chance_record;
pub mod clearly_worse;
pub mod game;
pub mod json;
pub mod notation;
pub mod options;
pub mod parlour;
pub mod person_words;
pub mod quote;
pub mod record_error;
pub mod replay_report;
pub mod rng;
pub mod rule_event;
pub mod save;
pub mod seat;
pub mod seat_view;
pub mod teller;
pub mod turn_cache;
pub mod unit_name;
pub mod viewpoint;

pub use crate::mechanics::trick::{CompletedTrick, Trick};
pub use chance_record::ChanceRecord;
pub use clearly_worse::ClearlyWorse;
pub use game::{seat_name, Game, GameInfo, Judged, Outcome};
pub use options::{
    check_seats, game_said, seat_range, seat_range_said, FieldKind, GameOptions, OptionField,
};
pub use parlour::Parlour;
pub use record_error::{DecisionAt, ErrorKind, RecordError};
pub use replay_report::ReplayReport;
pub use rng::GameRng;
pub use rule_event::RuleEvent;
pub use seat::{PerSeat, Seat};
pub use seat_view::SeatView;
pub use teller::Teller;
pub use turn_cache::TurnCache;
pub use unit_name::unit_name;
pub use viewpoint::Viewpoint;
