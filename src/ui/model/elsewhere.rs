//! What became, in another tab, of the game at this page's table (plain data: the session
//! holds it, `view::tabs` finds it out and shows it).

/// What became of the game at this table in another tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// Decisions were made in it there since this page stored it.
    PlayedOn,
    /// A new game of the same kind took its place there.
    Replaced,
    /// It was ended there (abandoned).
    Ended,
}

impl Elsewhere {
    /// Why a move at this table is refused.
    pub fn refusal(self) -> &'static str {
        match self {
            Elsewhere::PlayedOn => {
                "This game went on in another tab: take it up here first to play on."
            }
            Elsewhere::Replaced => "Another tab started a new game in place of this one.",
            Elsewhere::Ended => "This game was ended in another tab.",
        }
    }
}
