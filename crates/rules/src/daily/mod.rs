//! Today's deal: every game's deal of the day, the same on every device with no network
//! ([`deal`]), played against bots whose every decision is reproducible
//! ([`crate::bots::day_table`]); a result shared as a short code of the person's decisions
//! ([`share`]) that a friend's app plays again to check it ([`check`]); the page asks the
//! bot worker these questions ([`request`]), since it carries no bot. Web-free: the app
//! gives the day from its clock. How a day's deal is chosen: `docs/daily.md`.

pub mod check;
pub mod day;
pub mod deal;
pub mod link;
pub mod number;
pub mod picture;
pub mod request;
pub mod share;

pub use check::{check, check_against, Checked};
pub use day::Day;
pub use deal::{todays_deal, TodaysDeal, BOTS};
pub use picture::picture;
pub use share::{game_digest, Claim, Share, ShareRefusal, SHARE_VERSION};
