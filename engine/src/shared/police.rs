//! Groups of riot cops (squads) moving toward a district (R-POL-MOVE, U-OPS-3): the route
//! with the fewest barricades (then the lowest index, AMB-23 / AMB-38) and the barricade
//! rule of the edition. Which groups move and where to is the edition's call.

use crate::shared::barricades::{BarricadeRule, Barricades};
use crate::shared::city::{City, ConnId};
use crate::shared::ids::Cell;

/// One planned group movement, computed from a snapshot of the board before any moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupMove {
    pub from: Cell,
    pub to: Cell,
    pub route: ConnId,
    /// Movers that reach `to`.
    pub advance: u8,
    /// Movers stopped by barricades (they stay in `from`).
    pub stopped: u8,
}

/// The move of `movers` police from `from` to the adjacent `to`, or None when no
/// connection joins them.
pub fn plan_group_move(
    city: &City,
    barricades: &Barricades,
    rule: &BarricadeRule,
    from: Cell,
    to: Cell,
    movers: u8,
) -> Option<GroupMove> {
    let route = barricades.least_barricaded_route(city, from, to)?;
    let stopped = rule.stopped(movers, barricades.on_connection(city, route));
    Some(GroupMove {
        from,
        to,
        route,
        advance: movers - stopped,
        stopped,
    })
}
