//! What every view says about acting, so bots, the bot worker and hints can ask a view (not a
//! state sampled from it): whose view it is, who is to act, and the viewer's legal actions.

use super::Seat;

pub trait SeatView<A> {
    /// The seat this view belongs to (`None` for an observer's or the all-seeing view).
    fn seat(&self) -> Option<Seat>;
    /// The seat to act, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// The viewer's legal actions when it is the viewer's turn; empty otherwise.
    fn legal(&self) -> &[A];
    /// Whether the viewer has something to decide now.
    fn has_decision(&self) -> bool {
        self.seat().is_some() && self.to_act() == self.seat() && !self.legal().is_empty()
    }
}

/// Implements [`SeatView`] for a view with the usual fields: `viewpoint`, `to_act` and `legal`.
#[macro_export]
macro_rules! seat_view_of_fields {
    ($view:ty, $action:ty) => {
        impl $crate::engine::SeatView<$action> for $view {
            fn seat(&self) -> Option<$crate::engine::Seat> {
                self.viewpoint.seat()
            }
            fn to_act(&self) -> Option<$crate::engine::Seat> {
                self.to_act
            }
            fn legal(&self) -> &[$action] {
                &self.legal
            }
        }
    };
}
