//! Where a movement can end (R-MOVE-9): a search over streets, highways and the metro
//! whose intermediate districts hold no police. Shared by the editions.

use crate::shared::city::City;
use crate::shared::ids::{Cell, CELLS};

/// Districts a movement from `from` can end in: reached along connections, and between
/// metro stations while `metro_open`, passing only through the origin and districts
/// without police (`has_police`).
pub fn reachable(
    city: &City,
    from: Cell,
    metro_open: bool,
    has_police: impl Fn(Cell) -> bool,
) -> [bool; CELLS] {
    let mut seen = [false; CELLS];
    let mut stack = [Cell(0); CELLS];
    let mut top = 0;
    seen[from.index()] = true;
    stack[0] = from;
    top += 1;
    let stations = city.metro_stations();
    let mut out = [false; CELLS];
    while top > 0 {
        top -= 1;
        let c = stack[top];
        // Only the origin and police-free districts can be passed through.
        if c != from && has_police(c) {
            continue;
        }
        let mut visit = |o: Cell, seen: &mut [bool; CELLS], out: &mut [bool; CELLS]| {
            if !seen[o.index()] {
                seen[o.index()] = true;
                out[o.index()] = true;
                stack[top] = o;
                top += 1;
            }
        };
        for &i in city.incident(c) {
            visit(city.connection(i).other(c), &mut seen, &mut out);
        }
        if metro_open && city.has_metro(c) {
            for &s in stations {
                visit(s, &mut seen, &mut out);
            }
        }
    }
    out
}
