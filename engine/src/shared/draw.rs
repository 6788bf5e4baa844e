//! Drawing one legal command without listing them all (issue 11, search playouts).
//!
//! A ruleset's option generator writes its options to a sink: the listing sink expands
//! every block of similar commands (a move to every destination with every bloc count),
//! the drawing sink only counts them. The draw then takes the block holding the drawn
//! index and builds that one command. Both sinks see the same blocks in the same order, so
//! the drawn command is exactly the one at that index of the list: the distribution is the
//! list's (uniform), and a seed draws the same command either way.

use crate::shared::ids::{Cell, CELLS};

/// A set of districts as bits (`Cell::index`), iterated in ascending order, which is the
/// order `Cell::all()` lists them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellSet(u32);

impl CellSet {
    /// The set of `cells`.
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> CellSet {
        CellSet(cells.into_iter().fold(0, |m, c| m | 1 << c.index()))
    }
    /// The cells whose bit is set in `bits` (bit `i`: `Cell(i)`).
    pub fn from_bits(bits: u32) -> CellSet {
        CellSet(bits)
    }
    pub fn bits(self) -> u32 {
        self.0
    }
    pub fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }
    pub fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 == 1
    }
    pub fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
    pub fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }
    pub fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The `n`-th district in ascending order (`n < len`).
    pub fn nth(self, n: u32) -> Option<Cell> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.checked_sub(1)?;
        }
        (bits != 0).then(|| Cell(bits.trailing_zeros() as u8))
    }
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let c = Cell(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            Some(c)
        })
    }
}

/// Finds the block holding index `i` among blocks of `count` commands each, in order, and
/// the index inside it.
pub fn locate<T>(blocks: &[T], count: impl Fn(&T) -> u32, mut i: u32) -> Option<(&T, u32)> {
    for b in blocks {
        let n = count(b);
        if i < n {
            return Some((b, i));
        }
        i -= n;
    }
    None
}

/// `table`'s entry for `at` if `known` has its bit, else `compute`'s, kept (the tables
/// of what a kept draw scratch remembers per district, issue 11).
#[inline]
pub(crate) fn known_or<T: Copy>(
    table: &mut [T; CELLS],
    known: &mut u32,
    at: Cell,
    compute: impl FnOnce() -> T,
) -> T {
    let bit = 1u32 << at.index();
    let Some(entry) = table.get_mut(at.index()) else {
        return compute();
    };
    if *known & bit == 0 {
        *entry = compute();
        *known |= bit;
    }
    *entry
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_set_counts_and_indexes_in_ascending_order() {
        let cells = [Cell(24), Cell(0), Cell(7), Cell(8)];
        let set = CellSet::from_cells(cells);
        assert_eq!(set.len(), 4);
        let listed: Vec<Cell> = set.iter().collect();
        assert_eq!(listed, vec![Cell(0), Cell(7), Cell(8), Cell(24)]);
        for (n, c) in listed.iter().enumerate() {
            assert_eq!(set.nth(n as u32), Some(*c));
        }
        assert_eq!(set.nth(4), None);
        assert!(CellSet::default().is_empty());
        assert_eq!(CellSet::default().nth(0), None);
    }

    #[test]
    fn locate_finds_the_block_and_the_offset() {
        let blocks = [2u32, 0, 3];
        let at = |i| locate(&blocks, |&n| n, i).map(|(b, j)| (*b, j));
        assert_eq!(at(0), Some((2, 0)));
        assert_eq!(at(1), Some((2, 1)));
        assert_eq!(at(2), Some((3, 0)));
        assert_eq!(at(4), Some((3, 2)));
        assert_eq!(at(5), None);
    }
}
