//! A simulated connection, one way, for tests: it loses some frames, repeats some, and
//! delays each by a few ticks so they arrive out of order, all drawn from a seed (the same
//! seed, the same faults). Frames sent go in with [`LossyLink::send`]; [`LossyLink::tick`]
//! moves time on one tick and gives the frames that arrive.

use crate::engine::rng::SplitMix64;

/// How bad the connection is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Faults {
    /// The chance that a frame is lost.
    pub drop: f64,
    /// The chance that a frame arrives twice (each copy with its own delay).
    pub repeat: f64,
    /// The most ticks a frame is delayed beyond the next (0: every frame arrives at the next
    /// tick, in a shuffled order).
    pub delay: u64,
}

impl Faults {
    /// A perfect connection.
    pub const NONE: Faults = Faults {
        drop: 0.0,
        repeat: 0.0,
        delay: 0,
    };
}

#[derive(Clone, Debug)]
pub struct LossyLink {
    rng: SplitMix64,
    faults: Faults,
    now: u64,
    /// Frames on their way, with the tick they arrive at.
    in_flight: Vec<(u64, String)>,
    /// Frames lost so far.
    pub lost: u64,
}

impl LossyLink {
    pub fn new(seed: u64, faults: Faults) -> LossyLink {
        LossyLink {
            rng: SplitMix64::new(seed),
            faults,
            now: 0,
            in_flight: Vec::new(),
            lost: 0,
        }
    }

    /// A frame sent: lost, or on its way (maybe twice).
    pub fn send(&mut self, frame: String) {
        if self.rng.unit() < self.faults.drop {
            self.lost += 1;
            return;
        }
        if self.rng.unit() < self.faults.repeat {
            let at = self.arrival();
            self.in_flight.push((at, frame.clone()));
        }
        let at = self.arrival();
        self.in_flight.push((at, frame));
    }

    fn arrival(&mut self) -> u64 {
        self.now + 1 + self.rng.below(self.faults.delay as usize + 1) as u64
    }

    /// One tick: the frames that arrive now, in a shuffled order.
    pub fn tick(&mut self) -> Vec<String> {
        self.now += 1;
        let now = self.now;
        let (mut due, later): (Vec<_>, Vec<_>) =
            self.in_flight.drain(..).partition(|(at, _)| *at <= now);
        self.in_flight = later;
        // Fisher–Yates, from the link's own seed.
        for i in (1..due.len()).rev() {
            let j = self.rng.below(i + 1);
            due.swap(i, j);
        }
        due.into_iter().map(|(_, f)| f).collect()
    }

    /// Frames on their way.
    pub fn in_flight(&self) -> usize {
        self.in_flight.len()
    }

    /// Drops every frame on its way (the connection is gone).
    pub fn cut(&mut self) {
        self.lost += self.in_flight.len() as u64;
        self.in_flight.clear();
    }
}
