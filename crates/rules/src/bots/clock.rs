//! The search's clock. Natively the system's monotonic clock; in the browser the rules crate
//! has no clock of its own (it calls no web API), so the code that runs the bots there (the
//! bot worker) lends it one with [`set_clock`]. Without one, only iteration limits apply.

use std::sync::OnceLock;

static CLOCK: OnceLock<fn() -> f64> = OnceLock::new();

/// Lends the search a clock in milliseconds (any origin; only differences count). The first
/// call wins.
pub fn set_clock(now_ms: fn() -> f64) {
    let _ = CLOCK.set(now_ms);
}

/// The time in milliseconds, if there is a clock.
pub fn now_ms() -> Option<f64> {
    if let Some(f) = CLOCK.get() {
        return Some(f());
    }
    native_now_ms()
}

#[cfg(not(target_arch = "wasm32"))]
fn native_now_ms() -> Option<f64> {
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    Some(start.elapsed().as_secs_f64() * 1000.0)
}

#[cfg(target_arch = "wasm32")]
fn native_now_ms() -> Option<f64> {
    None
}

/// Whether a clock is there (natively always; in the browser once one is lent).
pub fn available() -> bool {
    now_ms().is_some()
}

/// A time limit from now; never over without a clock.
#[derive(Clone, Copy, Debug)]
pub struct Deadline(Option<f64>);

impl Deadline {
    pub fn after_ms(millis: u32) -> Deadline {
        Deadline(now_ms().map(|t| t + f64::from(millis)))
    }

    pub fn none() -> Deadline {
        Deadline(None)
    }

    pub fn over(&self) -> bool {
        match (self.0, now_ms()) {
            (Some(d), Some(t)) => t >= d,
            _ => false,
        }
    }
}
