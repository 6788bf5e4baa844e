//! The game's only source of randomness: a seeded, portable ChaCha8 stream stored in the
//! game (R-META-4), with our own unbiased range sampling so results never depend on the
//! version of a sampling library.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    stream: ChaCha8Rng,
    /// Die results to hand out before the stream's own: lets a scenario replay a
    /// rulebook example exactly. Empty in real games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    forced: Vec<u8>,
}

impl GameRng {
    pub fn from_seed(seed: u64) -> GameRng {
        GameRng {
            stream: ChaCha8Rng::seed_from_u64(seed),
            forced: Vec::new(),
        }
    }

    /// Queues die results (1-6) that the next rolls return, in order.
    pub fn force_dice(&mut self, dice: &[u8]) {
        self.forced
            .extend(dice.iter().copied().filter(|d| (1..=6).contains(d)));
    }

    pub fn forced_dice(&self) -> &[u8] {
        &self.forced
    }

    /// A uniform integer in `0..n` (`n > 0`), by Lemire's rejection method.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let n = n.max(1);
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u64::from(self.stream.next_u32()) * u64::from(n);
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// One six-sided die.
    pub fn d6(&mut self) -> u8 {
        if !self.forced.is_empty() {
            return self.forced.remove(0);
        }
        1 + self.below(6) as u8
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.stream.next_u64()
    }

    /// The generator's whole state, for a position written as text: the ChaCha key, the
    /// stream number, the position in the stream (in 32-bit words) and the forced dice.
    pub fn state(&self) -> ([u8; 32], u64, u128, &[u8]) {
        (
            self.stream.get_seed(),
            self.stream.get_stream(),
            self.stream.get_word_pos(),
            &self.forced,
        )
    }

    /// The generator in the state [`GameRng::state`] gave.
    pub fn from_state(key: [u8; 32], stream: u64, word_pos: u128, forced: &[u8]) -> GameRng {
        let mut chacha = ChaCha8Rng::from_seed(key);
        chacha.set_stream(stream);
        chacha.set_word_pos(word_pos);
        GameRng {
            stream: chacha,
            forced: forced.to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generator_rebuilt_from_its_state_draws_the_same() {
        let mut a = GameRng::from_seed(11);
        for _ in 0..37 {
            a.d6();
        }
        a.force_dice(&[3, 5]);
        let (key, stream, pos, forced) = a.state();
        let mut b = GameRng::from_state(key, stream, pos, forced);
        assert_eq!(a, b);
        let xs: Vec<u8> = (0..50).map(|_| a.d6()).collect();
        let ys: Vec<u8> = (0..50).map(|_| b.d6()).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::from_seed(7);
        let mut b = GameRng::from_seed(7);
        let xs: Vec<u8> = (0..50).map(|_| a.d6()).collect();
        let ys: Vec<u8> = (0..50).map(|_| b.d6()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|d| (1..=6).contains(d)));
    }

    #[test]
    fn dice_are_roughly_uniform() {
        let mut r = GameRng::from_seed(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[(r.d6() - 1) as usize] += 1;
        }
        assert!(
            counts.iter().all(|c| (9_000..11_000).contains(c)),
            "{counts:?}"
        );
    }
}
