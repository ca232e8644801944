//! A bot's own randomness (never the game's RNG, which only drives chance).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct BotRng(ChaCha8Rng);

impl BotRng {
    pub fn new(seed: u64) -> Self {
        BotRng(ChaCha8Rng::seed_from_u64(seed))
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n.max(1))
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.0.random_bool(p.clamp(0.0, 1.0))
    }

    /// 64 random bits (to seed a bot's cheap inner generators).
    pub fn next_u64(&mut self) -> u64 {
        self.0.random()
    }

    /// `choice` when it is among the `legal` actions, else one of them at random (a bot's
    /// answer when its own reasoning finds nothing legal).
    pub fn legal_or_random<A: Clone + PartialEq>(&mut self, choice: Option<A>, legal: &[A]) -> A {
        match choice {
            Some(a) if legal.contains(&a) => a,
            _ => legal[self.below(legal.len())].clone(),
        }
    }

    /// A random element (None for an empty slice).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

/// A bot made from a seed alone (its own randomness), as every level is.
pub trait Seeded {
    fn seeded(seed: u64) -> Self;
}

/// Declares a bot whose only state is its own randomness: the struct, `new(seed)` and
/// [`Seeded`].
#[macro_export]
macro_rules! seeded_bot {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        pub struct $name {
            rng: $crate::bots::random::BotRng,
        }

        impl $name {
            pub fn new(seed: u64) -> Self {
                $name {
                    rng: $crate::bots::random::BotRng::new(seed),
                }
            }
        }

        impl $crate::bots::random::Seeded for $name {
            fn seeded(seed: u64) -> Self {
                $name::new(seed)
            }
        }
    };
}
