//! Where a movement can end (R-MOVE-9): a search over streets, highways and the metro
//! whose intermediate districts hold no police. Shared by the editions.

use crate::shared::city::City;
use crate::shared::draw::CellSet;
use crate::shared::ids::Cell;
use smallvec::SmallVec;

/// Districts a movement from `from` can end in: reached along connections, and between
/// metro stations while `metro_open`, passing only through the origin and districts
/// without police (`police`). The origin itself is not in the set.
///
/// A breadth-first search on bit sets (issue 11: it runs for every district with blocs at
/// every command of a search playout): each round expands the newly reached districts
/// that may be passed through.
pub fn reachable(city: &City, from: Cell, metro_open: bool, police: CellSet) -> CellSet {
    search(city, from, metro_open, police, None).difference(CellSet::single(from))
}

/// [`reachable`] from many origins in one city under the same metro and police, one
/// search serving every origin in the police-free part it passed through (issue 11: a
/// turn listing searched from each district holding the faction's blocs, and blocs
/// cluster).
///
/// When the origin holds no police, every police-free district its search reached has
/// the same search: those districts are joined to the origin by paths through
/// police-free districts, and connections and the metro join districts both ways.
#[derive(Debug)]
pub struct SharedReach<'a> {
    city: &'a City,
    metro_open: bool,
    police: CellSet,
    /// Each search kept: the police-free districts it passed through, and all it reached.
    searches: SmallVec<[(CellSet, CellSet); 4]>,
}

impl<'a> SharedReach<'a> {
    pub fn new(city: &'a City, metro_open: bool, police: CellSet) -> SharedReach<'a> {
        SharedReach {
            city,
            metro_open,
            police,
            searches: SmallVec::new(),
        }
    }

    /// [`reachable`] from `from`.
    pub fn reachable(&mut self, from: Cell) -> CellSet {
        let origin = CellSet::single(from);
        if let Some((_, all)) = self.searches.iter().find(|(part, _)| part.contains(from)) {
            return all.difference(origin);
        }
        let all = search(self.city, from, self.metro_open, self.police, None);
        // An origin holding police passes through itself only: its search is its own.
        if !self.police.contains(from) {
            self.searches.push((all.difference(self.police), all));
        }
        all.difference(origin)
    }
}

/// Whether a movement from `from` can end in `to` (`to` is in [`reachable`]): the same
/// search, stopped once it reaches `to` (issue 11: a movement's check needs no more).
pub fn reaches(city: &City, from: Cell, to: Cell, metro_open: bool, police: CellSet) -> bool {
    to != from && search(city, from, metro_open, police, Some(to)).contains(to)
}

/// The districts [`reachable`]'s search reaches from `from`, the origin included, until
/// it has reached `until`, if given.
fn search(
    city: &City,
    from: Cell,
    metro_open: bool,
    police: CellSet,
    until: Option<Cell>,
) -> CellSet {
    let origin = CellSet::single(from);
    let stations = city.metro_set();
    let mut seen = origin;
    let mut frontier = origin;
    while !frontier.is_empty() {
        let mut next = CellSet::default();
        // Only the origin and police-free districts can be passed through.
        let passable = frontier.difference(police.difference(origin));
        for c in passable.iter() {
            next = next.union(city.neighbour_set(c));
        }
        if metro_open && !passable.intersection(stations).is_empty() {
            next = next.union(stations);
        }
        frontier = next.difference(seen);
        seen = seen.union(frontier);
        if until.is_some_and(|to| frontier.contains(to)) {
            break;
        }
    }
    seen
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::bxb2016::state::{Game, GameConfig};
    use crate::shared::ids::CELLS;
    use crate::shared::rng::GameRng;

    /// The search as it was written before the bit sets: a depth-first walk over the
    /// connections, one district at a time (the reference for the property below).
    fn reachable_by_walk(
        city: &City,
        from: Cell,
        metro_open: bool,
        has_police: impl Fn(Cell) -> bool,
    ) -> CellSet {
        let mut seen = [false; CELLS];
        let mut stack = vec![from];
        seen[from.index()] = true;
        let mut out = Vec::new();
        while let Some(c) = stack.pop() {
            if c != from && has_police(c) {
                continue;
            }
            let mut next: Vec<Cell> = city
                .incident(c)
                .iter()
                .map(|&i| city.connection(i).other(c))
                .collect();
            if metro_open && city.has_metro(c) {
                next.extend_from_slice(city.metro_stations());
            }
            for o in next {
                if !seen[o.index()] {
                    seen[o.index()] = true;
                    out.push(o);
                    stack.push(o);
                }
            }
        }
        CellSet::from_cells(out)
    }

    /// R-MOVE-9: the bit-set search finds exactly the districts the walk finds, and the
    /// search stopped at a destination answers whether the walk reaches it, in random
    /// cities (with and without the metro) under random police placements.
    #[test]
    fn r_move_9_bit_set_search_matches_the_walk() {
        let mut rng = GameRng::from_seed(7);
        for seed in 0..40 {
            let game = Game::new(GameConfig::default(), seed).unwrap();
            let city = game.city();
            // R-CITY-19: the neighbour sets are the connections' other ends.
            for from in Cell::all() {
                let mut ends: Vec<Cell> = city
                    .incident(from)
                    .iter()
                    .map(|&i| city.connection(i).other(from))
                    .collect();
                ends.sort();
                ends.dedup();
                assert_eq!(city.adjacent(from), ends, "seed {seed}, {from:?}");
                for to in Cell::all() {
                    assert_eq!(city.are_adjacent(from, to), ends.contains(&to));
                }
            }
            for _ in 0..30 {
                let police = CellSet::from_bits(rng.next_u64() as u32 & rng.next_u64() as u32);
                for from in city.districts() {
                    for metro_open in [true, false] {
                        let fast = reachable(city, from, metro_open, police);
                        let walk =
                            reachable_by_walk(city, from, metro_open, |c| police.contains(c));
                        assert_eq!(fast, walk, "seed {seed}, from {from:?}, police {police:?}");
                        // One search shared among origins answers the same, whichever
                        // origin is asked first.
                        let mut shared = SharedReach::new(city, metro_open, police);
                        let mut origins: Vec<Cell> = city.districts().collect();
                        let turn = from.index() % origins.len().max(1);
                        origins.rotate_left(turn);
                        for o in origins {
                            assert_eq!(
                                shared.reachable(o),
                                reachable(city, o, metro_open, police),
                                "seed {seed}, shared from {o:?}, police {police:?}"
                            );
                        }
                        // The search stopped at its destination answers the same.
                        for to in Cell::all() {
                            assert_eq!(
                                reaches(city, from, to, metro_open, police),
                                walk.contains(to),
                                "seed {seed}, {from:?} to {to:?}, police {police:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
