//! Barricades on the borders between districts (R-BARR, U-OPS-4): where they stand, the
//! supply, how many fit on a connection, and the rule family deciding how many moving
//! police they stop. Shared by the editions; each passes its own numbers.

use crate::shared::city::{City, ConnId};
use crate::shared::ids::{Border, Cell, BORDERS};
use serde::{Deserialize, Serialize};

/// Barricades per border plus the unused supply (R-COMP-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Barricades {
    #[serde(with = "border_array")]
    on: [u8; BORDERS],
    supply: u8,
}

/// Why barricades do not fit (see [`Barricades::misfit`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misfit {
    NoSuchConnection(ConnId),
    /// The connection does not touch the district they are placed from (R-BARR-2).
    NotTouching,
    /// The supply is empty (R-COMP-3).
    SupplyEmpty,
    /// A connection through that border already holds the maximum (R-BARR-3).
    Full(Cell, Cell),
}

impl Barricades {
    /// None on the board and `supply` in the box.
    pub fn new(supply: u8) -> Barricades {
        Barricades {
            on: [0; BORDERS],
            supply,
        }
    }

    pub fn on(&self, border: Border) -> u8 {
        self.on[border.index()]
    }

    pub fn supply(&self) -> u8 {
        self.supply
    }

    /// Barricades on the board and in the supply.
    pub fn total(&self) -> u16 {
        self.on.iter().map(|&b| b as u16).sum::<u16>() + self.supply as u16
    }

    /// The route from `a` to `b` that police or a barricade take: the least
    /// [`Barricades::route_key`]; None when no connection joins them.
    pub fn least_barricaded_route(&self, city: &City, a: Cell, b: Cell) -> Option<ConnId> {
        city.routes_between(a, b)
            .min_by_key(|&l| self.route_key(city, l))
    }

    /// How the routes between two districts are preferred, least first: the fewest
    /// barricades, then the lowest connection index (AMB-23, AMB-38).
    pub fn route_key(&self, city: &City, l: ConnId) -> (u8, ConnId) {
        (self.on_connection(city, l), l)
    }

    /// Barricades on a connection: the sum over its borders (R-BARR-1).
    pub fn on_connection(&self, city: &City, id: ConnId) -> u8 {
        city.connection(id)
            .path
            .iter()
            .map(|b| self.on[b.index()])
            .sum()
    }

    /// Why placing one barricade per listed connection, from `district`, one after another,
    /// would break R-BARR-2/3 or exhaust the supply; None if they all fit.
    pub fn misfit(
        &self,
        city: &City,
        district: Cell,
        conns: &[ConnId],
        max_per_connection: u8,
    ) -> Option<Misfit> {
        let mut probe = self.clone();
        for &conn in conns {
            if let Some(misfit) = probe.misfit_one(city, district, conn, max_per_connection) {
                return Some(misfit);
            }
            probe.place(city, district, conn);
        }
        None
    }

    /// Why one more barricade on `conn`, from `district`, would break R-BARR-2/3 or exhaust
    /// the supply; None if it fits. [`Barricades::misfit`] is this for each connection in
    /// turn, each placed before the next is checked.
    pub fn misfit_one(
        &self,
        city: &City,
        district: Cell,
        conn: ConnId,
        max_per_connection: u8,
    ) -> Option<Misfit> {
        let connections = city.connections();
        let Some(c) = connections.get(conn as usize) else {
            return Some(Misfit::NoSuchConnection(conn));
        };
        if c.a != district && c.b != district {
            return Some(Misfit::NotTouching);
        }
        if self.supply == 0 {
            return Some(Misfit::SupplyEmpty);
        }
        let border = c.first_border_from(district);
        for &id in city.through(border) {
            let k = &connections[id as usize];
            let n: u8 = k.path.iter().map(|b| self.on[b.index()]).sum();
            if n >= max_per_connection {
                return Some(Misfit::Full(k.a, k.b));
            }
        }
        None
    }

    /// Puts one barricade from the supply on the border of `conn` touching `district`
    /// (R-BARR-2). The caller has checked that it fits.
    pub fn place(&mut self, city: &City, district: Cell, conn: ConnId) -> Border {
        let border = city.connection(conn).first_border_from(district);
        self.on[border.index()] += 1;
        self.supply = self.supply.saturating_sub(1);
        border
    }

    /// Takes up to `n` barricades off a connection back to the supply, from the border
    /// nearest `a` on; returns the borders cleared or reduced and the count.
    pub fn remove(&mut self, city: &City, conn: ConnId, n: u8) -> (Vec<Border>, u8) {
        let mut borders = Vec::new();
        let count = self.remove_each(city, conn, n, |b| borders.push(b));
        (borders, count)
    }

    /// [`Barricades::remove`] for a caller that needs only the count (issue 11: the
    /// borders' list was made and dropped at every removal of a playout).
    pub fn remove_count(&mut self, city: &City, conn: ConnId, n: u8) -> u8 {
        self.remove_each(city, conn, n, |_| {})
    }

    /// Takes the barricades off as [`Barricades::remove`], naming each border cleared or
    /// reduced to `cleared`; returns the count.
    fn remove_each(
        &mut self,
        city: &City,
        conn: ConnId,
        n: u8,
        mut cleared: impl FnMut(Border),
    ) -> u8 {
        let mut left = n;
        let mut count = 0;
        for &b in &city.connection(conn).path {
            let k = self.on[b.index()].min(left);
            if k > 0 {
                self.on[b.index()] -= k;
                self.supply += k;
                left -= k;
                count += k;
                cleared(b);
            }
        }
        count
    }

    /// Barricades exactly as a position writes them: `on` each border, `supply` left.
    pub fn from_parts(on: [u8; BORDERS], supply: u8) -> Barricades {
        Barricades { on, supply }
    }

    /// Places barricades directly (positions of the notation): `n` on `border`.
    pub fn set(&mut self, border: Border, n: u8) -> bool {
        let have = self.on[border.index()];
        let add = n.saturating_sub(have);
        if add > self.supply {
            return false;
        }
        self.supply -= add;
        self.supply += have.saturating_sub(n);
        self.on[border.index()] = n;
        true
    }
}

/// How many of the police moving along a connection its barricades stop (2 barricades), a
/// parameter of the rule family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TwoBarricades {
    /// Half the movers, rounded down (2016: R-POL-MOVE-8).
    StopHalf,
    /// At most this many (Uprising, AMB-2: `min(m, 2)`).
    StopAtMost(u8),
}

/// How many barricades go once they stopped someone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dismantling {
    /// Every barricade on the connection (2016: R-POL-MOVE-9).
    All,
    /// As many as police were stopped (Uprising, AMB-3).
    AsManyAsStopped,
}

/// The barricade rule of an edition: 1 barricade stops 1 mover, 3 stop all, 2 as the
/// edition says; then barricades are dismantled as it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarricadeRule {
    pub two: TwoBarricades,
    pub dismantling: Dismantling,
}

impl BarricadeRule {
    /// The 2016 rule (R-POL-MOVE-8, R-POL-MOVE-9).
    pub const BXB2016: BarricadeRule = BarricadeRule {
        two: TwoBarricades::StopHalf,
        dismantling: Dismantling::All,
    };

    /// Movers stopped by `barricades` on their connection, out of `movers`.
    pub fn stopped(&self, movers: u8, barricades: u8) -> u8 {
        match barricades {
            0 => 0,
            1 => movers.min(1),
            2 => match self.two {
                TwoBarricades::StopHalf => movers / 2,
                TwoBarricades::StopAtMost(k) => movers.min(k),
            },
            _ => movers,
        }
    }

    /// Barricades dismantled when `stopped` movers were stopped by `barricades`.
    pub fn dismantled(&self, stopped: u8, barricades: u8) -> u8 {
        if stopped == 0 {
            return 0;
        }
        match self.dismantling {
            Dismantling::All => barricades,
            Dismantling::AsManyAsStopped => stopped.min(barricades),
        }
    }
}

/// Serde supports arrays up to 32 long; barricades per border need 40.
mod border_array {
    use super::BORDERS;
    use serde::{de::Error, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(a: &[u8; BORDERS], s: S) -> Result<S::Ok, S::Error> {
        a.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; BORDERS], D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        v.try_into().map_err(|v: Vec<u8>| {
            D::Error::custom(format!("expected {BORDERS} borders, got {}", v.len()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_pol_move_10_barricade_table() {
        // R-POL-MOVE-10: (group, barricades) -> (stopped, advance), 2016 rule.
        for (group, b, stopped, advance) in [
            (2, 0, 0, 1),
            (4, 1, 1, 2),
            (6, 2, 2, 3),
            (5, 3, 4, 0),
            (2, 2, 0, 1),
            (3, 2, 1, 1),
        ] {
            let m = group - 1;
            let s = BarricadeRule::BXB2016.stopped(m, b);
            assert_eq!(
                (s, m - s),
                (stopped, advance),
                "group {group}, {b} barricades"
            );
        }
    }

    #[test]
    #[allow(clippy::unwrap_used)]
    fn removing_fewer_than_a_route_holds_clears_from_its_first_border() {
        // A highway at (0,1) ramped west-east: (0,0) and (0,2) joined over two borders.
        use crate::shared::city::{Placed, TileShape};
        use crate::shared::ids::{Side, CELLS};
        let mut cells = [Placed {
            tile: 0,
            rotation: 0,
        }; CELLS];
        cells[1] = Placed {
            tile: 1,
            rotation: 0,
        };
        let city = City::new(cells, |tile| TileShape {
            streets: [tile == 0; 4],
            ramps: if tile == 1 {
                vec![(Side::W, Side::E)]
            } else {
                Vec::new()
            },
            metro: false,
        });
        let (a, b) = (Cell::new(0, 0).unwrap(), Cell::new(0, 2).unwrap());
        let route = city.routes_between(a, b).next().unwrap();
        let path = city.connection(route).path.clone();
        assert_eq!(path.len(), 2);
        let mut on = Barricades::new(10);
        on.place(&city, a, route);
        on.place(&city, b, route);
        let start = on.clone();
        // AMB-2 / AMB-3 (Uprising): as many as stopped, here 1 of the 2, from the border
        // nearest the connection's first district.
        let mut count_only = start.clone();
        assert_eq!(count_only.remove_count(&city, route, 1), 1);
        assert_eq!(on.remove(&city, route, 1), (vec![path[0]], 1));
        assert_eq!(on, count_only);
        assert_eq!((on.on[path[0].index()], on.on[path[1].index()]), (0, 1));
        assert_eq!(on.supply, start.supply + 1);
    }

    #[test]
    fn the_rule_family_is_parameterised() {
        // The Uprising reading (AMB-2, AMB-3): 2 barricades stop at most 2 and only as many
        // barricades as police stopped are removed.
        let capped = BarricadeRule {
            two: TwoBarricades::StopAtMost(2),
            dismantling: Dismantling::AsManyAsStopped,
        };
        assert_eq!(capped.stopped(5, 2), 2);
        assert_eq!(BarricadeRule::BXB2016.stopped(5, 2), 2);
        assert_eq!(capped.stopped(1, 2), 1);
        assert_eq!(BarricadeRule::BXB2016.stopped(1, 2), 0);
        assert_eq!(capped.dismantled(1, 3), 1);
        assert_eq!(BarricadeRule::BXB2016.dismantled(1, 3), 3);
        assert_eq!(BarricadeRule::BXB2016.dismantled(0, 3), 0);
    }
}
