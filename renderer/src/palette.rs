//! The image's colour table. The board uses a few dozen flat colours; anti-aliased edges
//! add blends between two of them. Drawing straight into palette indices (one byte a pixel)
//! makes fills three times cheaper than RGB and lets the PNG be stored indexed, which is
//! both smaller and faster to compress. The same table serves every frame of the story GIF.

use crate::canvas::Rgb;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Colours hash to themselves: three bytes need no mixing, and the table is looked up for
/// every shape drawn.
#[derive(Default)]
struct RgbHasher(u64);

impl Hasher for RgbHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0 << 8) | b as u64;
    }
}

/// Steps of coverage an edge pixel may take: 16 steps look as smooth as 256 on a board of
/// flat colours and keep the number of blended colours within a 256-colour table.
pub const LEVELS: u32 = 16;

/// Entries kept for flat colours (the theme has about fifty).
const FLAT_RESERVE: usize = 72;

/// Up to 256 colours, grown as the board is drawn. Entries are only ever appended, so an
/// index keeps its colour for the life of the table (frames of one GIF share it).
#[derive(Clone, Debug)]
pub struct Palette {
    colors: Vec<Rgb>,
    index: HashMap<Rgb, u8, BuildHasherDefault<RgbHasher>>,
    /// For each `(destination, source)` pair blended so far, 1 + its row in `ramps`.
    pairs: Vec<u32>,
    /// Memo of blends per pair and coverage level: palette index + 1 (0: not yet).
    ramps: Vec<[u16; LEVELS as usize]>,
    /// The last pair blended and its row: text and edges blend the same pair many times
    /// in a row.
    last: (u8, u8, usize),
    capacity: usize,
    frozen: usize,
}

impl Palette {
    /// An empty table holding at most `capacity` colours (256 for a PNG; one fewer for a GIF
    /// that keeps an index for "unchanged" pixels).
    pub fn with_capacity(capacity: usize) -> Palette {
        Palette {
            colors: Vec::with_capacity(capacity.min(256)),
            index: HashMap::default(),
            pairs: vec![0; 256 * 256],
            ramps: Vec::new(),
            last: (0, 0, usize::MAX),
            capacity: capacity.clamp(1, 256),
            frozen: 0,
        }
    }

    /// Marks the colours so far as the fixed base every drawing starts from.
    pub fn freeze(&mut self) {
        self.frozen = self.colors.len();
    }

    /// How many colours are the fixed base (see [`Palette::freeze`]).
    pub fn frozen(&self) -> usize {
        self.frozen
    }

    /// The same table, holding at most `capacity` colours from now on (entries beyond it,
    /// if any, stay).
    pub fn with_capacity_of(mut self, capacity: usize) -> Palette {
        self.capacity = capacity.clamp(self.colors.len().max(1), 256);
        self
    }

    /// Computes every coverage level of every pair blended so far, so that later drawings
    /// of the same pairs (at any size) find them ready.
    pub fn complete_ramps(&mut self) {
        let pairs: Vec<(u8, u8)> = (0..256usize * 256)
            .filter(|&p| self.pairs[p] != 0)
            .map(|p| ((p / 256) as u8, (p % 256) as u8))
            .collect();
        for (d, s) in pairs {
            for level in 1..LEVELS {
                self.blend(d, s, level);
            }
        }
    }

    /// The colours so far, in index order.
    pub fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    pub fn len(&self) -> usize {
        self.colors.len()
    }

    /// The index of a flat colour: its own entry, a new one, or (once the table is full)
    /// the nearest.
    pub fn index_of(&mut self, c: Rgb) -> u8 {
        self.entry(c, self.capacity)
    }

    /// The index of `c`, adding it while the table holds fewer than `limit` colours.
    fn entry(&mut self, c: Rgb, limit: usize) -> u8 {
        if let Some(&i) = self.index.get(&c) {
            return i;
        }
        if self.colors.len() < limit.min(self.capacity) {
            let i = self.colors.len() as u8;
            self.colors.push(c);
            self.index.insert(c, i);
            return i;
        }
        self.nearest(c)
    }

    fn nearest(&self, c: Rgb) -> u8 {
        let dist = |p: &Rgb| {
            let d = |a: u8, b: u8| (a as i32 - b as i32).pow(2);
            d(p.0, c.0) * 3 + d(p.1, c.1) * 4 + d(p.2, c.2) * 2
        };
        let mut best = (i32::MAX, 0u8);
        for (i, p) in self.colors.iter().enumerate() {
            let dd = dist(p);
            if dd < best.0 {
                best = (dd, i as u8);
            }
        }
        best.1
    }

    /// The index of `source` laid over `dest` with coverage `level` / [`LEVELS`]
    /// (`0 < level < LEVELS`).
    #[inline]
    pub fn blend(&mut self, dest: u8, source: u8, level: u32) -> u8 {
        let row = if self.last.0 == dest && self.last.1 == source && self.last.2 != usize::MAX {
            self.last.2
        } else {
            let pair = dest as usize * 256 + source as usize;
            let row = match self.pairs[pair] {
                0 => {
                    self.ramps.push([0; LEVELS as usize]);
                    self.pairs[pair] = self.ramps.len() as u32;
                    self.ramps.len() - 1
                }
                r => r as usize - 1,
            };
            self.last = (dest, source, row);
            row
        };
        let level = (level as usize).min(LEVELS as usize - 1);
        match self.ramps[row][level] {
            0 => {
                let (d, s) = (self.color(dest), self.color(source));
                let mixed = d.mix(s, level as f32 / LEVELS as f32);
                // Blends never take the last entries: they stay free for flat colours,
                // which must be exact however late they are first drawn.
                let i = self.entry(mixed, self.capacity.saturating_sub(FLAT_RESERVE));
                self.ramps[row][level] = i as u16 + 1;
                i
            }
            v => (v - 1) as u8,
        }
    }

    pub fn color(&self, i: u8) -> Rgb {
        self.colors.get(i as usize).copied().unwrap_or(Rgb(0, 0, 0))
    }

    /// The table as `r g b` bytes (a PNG PLTE chunk or a GIF colour table).
    pub fn rgb_bytes(&self) -> Vec<u8> {
        self.colors.iter().flat_map(|c| [c.0, c.1, c.2]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_are_stable_and_blends_memoized() {
        let mut p = Palette::with_capacity(256);
        let black = p.index_of(Rgb(0, 0, 0));
        let white = p.index_of(Rgb(255, 255, 255));
        assert_eq!((black, white), (0, 1));
        let half = p.blend(black, white, LEVELS / 2);
        assert_eq!(p.color(half), Rgb(128, 128, 128));
        assert_eq!(p.blend(black, white, LEVELS / 2), half);
        assert_eq!(p.index_of(Rgb(0, 0, 0)), black);
        assert_eq!(p.len(), 3);
    }

    #[test]
    fn a_full_table_answers_with_the_nearest_colour() {
        let mut p = Palette::with_capacity(2);
        p.index_of(Rgb(0, 0, 0));
        p.index_of(Rgb(250, 250, 250));
        assert_eq!(p.index_of(Rgb(200, 210, 190)), 1);
        assert_eq!(p.index_of(Rgb(20, 10, 0)), 0);
        assert_eq!(p.len(), 2);
    }
}
