//! The 2016 city from the shared generator: the tile piles (R-GEN-1) and the beginner city
//! (R-SETUP-20), read from this ruleset's tile catalog.

use crate::bxb2016::data::{Letter, Rules};
use crate::shared::city::{self, City, Disconnected, Placed, TileId};
use crate::shared::ids::{Cell, CELLS};
use crate::shared::rng::GameRng;

/// Tile piles A, B, C for a random city (R-GEN-1): the Stadium replaces the Financial
/// District with 3 players; the Highway Overpass replaces a random highway when asked.
pub fn piles(
    rules: &Rules,
    three_players: bool,
    overpass: bool,
    rng: &mut GameRng,
) -> [Vec<TileId>; 3] {
    let mut piles: [Vec<TileId>; 3] = Default::default();
    for (i, t) in rules.tiles.iter().enumerate() {
        let slot = match t.letter {
            Letter::A => 0,
            Letter::B => 1,
            Letter::C => 2,
            _ => continue,
        };
        piles[slot].push(i as TileId);
    }
    if three_players {
        if let (Some(fd), Some(stadium)) = (
            rules.tile_by_key("financial_district"),
            rules.tile_by_key("the_stadium"),
        ) {
            piles[0].retain(|&t| t != fd);
            piles[0].push(stadium);
        }
    }
    if overpass {
        if let Some(ov) = rules.tile_by_key("highway_overpass") {
            let highways: Vec<TileId> = piles[2]
                .iter()
                .copied()
                .filter(|&t| rules.tile(t).is_highway())
                .collect();
            if !highways.is_empty() {
                let out = highways[rng.below(highways.len() as u32) as usize];
                piles[2].retain(|&t| t != out);
                piles[2].push(ov);
            }
        }
    }
    piles
}

/// A random connected city (R-GEN-3, R-GEN-4, R-GEN-6): the zigzag takes piles A, B, C in
/// turn.
pub fn generate(
    rules: &Rules,
    piles: &[Vec<TileId>; 3],
    rng: &mut GameRng,
) -> Result<City, Disconnected> {
    city::generate(
        piles,
        &city::zigzag(),
        |i| i % 3,
        |t| rules.tile(t).shape(),
        rng,
    )
}

/// The beginner city from the data file (R-SETUP-20, AMB-9).
pub fn beginner(rules: &Rules) -> City {
    let b = &rules.beginner_city;
    let mut cells = [Placed {
        tile: 0,
        rotation: 0,
    }; CELLS];
    for c in Cell::all() {
        let (tile, rotation) = b[c.row() as usize][c.col() as usize];
        cells[c.index()] = Placed { tile, rotation };
    }
    City::new(cells, |t| rules.tile(t).shape())
}

#[cfg(test)]
mod tests {
    use super::*;
    fn rules() -> &'static Rules {
        Rules::embedded()
    }

    fn at(s: &str) -> Cell {
        Cell::parse(s).expect("cell")
    }

    fn shape(t: TileId) -> city::TileShape {
        rules().tile(t).shape()
    }

    #[test]
    fn r_gen_1_piles_have_9_8_8() {
        let mut rng = GameRng::from_seed(1);
        for (three, overpass) in [(false, false), (true, false), (false, true), (true, true)] {
            let p = piles(rules(), three, overpass, &mut rng);
            assert_eq!([p[0].len(), p[1].len(), p[2].len()], [9, 8, 8]);
        }
        let r = rules();
        let p = piles(rules(), true, false, &mut rng);
        assert!(p[0].contains(&r.tile_by_key("the_stadium").expect("stadium")));
        assert!(!p[0].contains(&r.tile_by_key("financial_district").expect("fd")));
    }

    #[test]
    fn r_city_beginner_highway_links_match_data_file() {
        // R-CITY-16 and the data file's beginner city: highway_1@0 at B2 links B1-C2 and A2-B3... in
        // (row,col) terms (0,1)<->(1,2) and (2,1)<->(1,0).
        let city = beginner(rules());
        let link = |a: (u8, u8), b: (u8, u8)| {
            let (a, b) = (
                Cell::new(a.0, a.1).expect("a"),
                Cell::new(b.0, b.1).expect("b"),
            );
            city.connections_between(a, b)
                .iter()
                .any(|&i| city.connection(i).is_highway())
        };
        assert!(link((0, 1), (1, 2)));
        assert!(link((2, 1), (1, 0)));
        assert!(link((1, 4), (2, 3)));
        assert!(link((1, 2), (0, 3)));
        assert!(link((2, 2), (3, 3)));
        assert!(link((4, 2), (3, 1)));
        assert!(city.is_connected());
    }

    #[test]
    fn r_city_15_dead_end_blocks_street() {
        // Overcrowded Jail @3 at A2 (row 1, col 0): canonical dead end N rotated 3 -> world W,
        // which is the city edge, so its east side is open towards the highway.
        let city = beginner(rules());
        let jail = at("A2");
        assert_eq!(rules().tile(city.tile_id(jail)).key, "overcrowded_jail");
        // Polluted Slum @2 at B5: dead end faces S (the edge). Commercial 1 @2 at C5 likewise.
        let slum = at("B5");
        assert!(city.are_adjacent(slum, at("A5")));
        assert!(city.are_adjacent(slum, at("C5")));
        assert!(city.are_adjacent(slum, at("B4")));
    }

    #[test]
    fn r_city_15_dead_end_between_two_districts() {
        // A dead end facing a district: no street connection, no adjacency.
        let r = rules();
        let jail = r.tile_by_key("overcrowded_jail").expect("jail"); // dead end N at rotation 0
        let plaza = r.tile_by_key("the_plaza").expect("plaza");
        let mut cells = *beginner(rules()).cells();
        cells[at("A3").index()] = Placed {
            tile: jail,
            rotation: 0,
        }; // (2,0): dead end N faces A2
        let _ = plaza;
        let city = City::new(cells, shape);
        assert!(!city.are_adjacent(at("A3"), at("A2")));
        assert!(city.are_adjacent(at("A3"), at("B3")));
    }

    #[test]
    fn r_city_17_chained_highways_and_edge() {
        // Two highways side by side: a ramp into the second continues along its ramps.
        let r = rules();
        let h1 = r.tile_by_key("highway_1").expect("h1");
        let h2 = r.tile_by_key("highway_2").expect("h2");
        let plaza = r.tile_by_key("the_plaza").expect("plaza");
        let mut cells = [Placed {
            tile: plaza,
            rotation: 0,
        }; CELLS];
        // Put the same Plaza everywhere (ids do not matter for geometry), highways at B2 and C2.
        cells[at("B2").index()] = Placed {
            tile: h1,
            rotation: 0,
        }; // N-E, S-W
        cells[at("C2").index()] = Placed {
            tile: h2,
            rotation: 1,
        }; // E-S, W-N
        let city = City::new(cells, shape);
        // From A2 (west of B2): W side of B2 is ramped to S -> B3.
        assert!(city
            .connections_between(at("A2"), at("B3"))
            .iter()
            .any(|&i| city.connection(i).is_highway()));
        // From B1 (north of B2): N ramps to E -> C2 which is a highway entered from W;
        // C2@1 ramps W-N -> C1. Chain B1 -> B2 -> C2 -> C1 (3 borders).
        let chain = city.connections_between(at("B1"), at("C1"));
        assert!(
            chain.iter().any(|&i| city.connection(i).path.len() == 3),
            "{chain:?}"
        );
    }

    #[test]
    fn r_gen_6_every_generated_city_is_connected() {
        // Test over 10,000 seeds, with and without the 3-player Stadium and the Overpass.
        for seed in 0..10_000u64 {
            let mut rng = GameRng::from_seed(seed);
            let p = piles(rules(), seed % 2 == 1, seed % 3 == 0, &mut rng);
            let city = generate(rules(), &p, &mut rng).expect("a connected city within 100 tries");
            assert!(city.is_connected(), "seed {seed}");
        }
    }
}
