//! Setup (R-SETUP, spec section 5), game modes (R-MODE, 2), random city generation
//! (R-GEN, 4), the city model (R-CITY, 3: connections, highways, dead ends, the metro) and
//! the start of a Sunset turn (R-TURN-2 Start ability, R-TURN-3 dice count).
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::data::Letter;
use engine::city::{City, Placed};
use engine::ids::{Border, Side};
use engine::{
    bxb2016::{Event, Game, GameConfig, Mode, SetupError},
    Cell, DistrictKind, Faction, Occupation,
};
use support::*;

fn config(players: u8) -> GameConfig {
    GameConfig {
        players,
        ..GameConfig::default()
    }
}

fn new(c: GameConfig, seed: u64) -> Game {
    Game::new(c, seed).unwrap()
}

fn key(g: &Game, c: Cell) -> &'static str {
    g.tile(c).key.as_str()
}

fn tile_id(key: &str) -> u8 {
    rules().tile_by_key(key).unwrap()
}

fn cells_of(g: &Game, kind: DistrictKind) -> Vec<Cell> {
    g.city()
        .districts()
        .filter(|c| g.tile(*c).kind == kind)
        .collect()
}

// ====================================================================== R-MODE

#[test]
fn r_mode_5_two_to_four_players() {
    // R-MODE-5: 2, 3 or 4 players.
    for players in [0, 1, 5] {
        let e = Game::new(config(players), 1).unwrap_err();
        assert_eq!(e, SetupError::PlayerCount(players));
        assert!(e.to_string().contains("R-MODE-5"), "{e}");
    }
    for players in [2, 3, 4] {
        assert!(Game::new(config(players), 1).is_ok());
    }
}

#[test]
fn r_mode_1_r_setup_9_semi_cooperative_deals_one_agenda_each() {
    // R-MODE-1 / R-SETUP-9: one secret agenda per faction; the rest go to the box.
    let g = new(config(4), 3);
    assert_eq!(g.mode(), Mode::SemiCoop);
    let agendas: Vec<_> = Faction::ALL
        .iter()
        .filter_map(|f| g.faction(*f).agenda)
        .collect();
    assert_eq!(agendas.len(), 4);
    let mut distinct = agendas.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 4);
    // An agenda is private (R-AGD-3): a view hides the others'.
    let view = g.view(Some(Faction::Workers));
    assert_eq!(view.agenda(), g.faction(Faction::Workers).agenda);
    assert!(view.revealed_agendas().is_empty());
}

#[test]
fn r_mode_2_fully_cooperative_uses_no_agendas() {
    // R-MODE-2: the whole agenda deck goes to the box.
    let g = new(
        GameConfig {
            mode: Mode::FullCoop,
            ..config(4)
        },
        3,
    );
    assert!(Faction::ALL.iter().all(|f| g.faction(*f).agenda.is_none()));
}

#[test]
fn r_mode_3_r_setup_7_difficulty_sets_the_paramilitary_cards() {
    // R-MODE-3 / R-SETUP-7: Easy 32 cards (1 Paramilitary), Medium 33, Hard 34.
    use engine::bxb2016::Difficulty::*;
    let para = rules().police_by_key("paramilitary_operations").unwrap();
    for (difficulty, size, paras) in [(Easy, 32, 1), (Medium, 33, 2), (Hard, 34, 3)] {
        let g = new(
            GameConfig {
                difficulty,
                ..config(4)
            },
            5,
        );
        assert_eq!(g.police_deck_len(), size, "{difficulty:?}");
        let deck = g.to_position().police_deck.unwrap();
        assert_eq!(
            deck.iter()
                .filter(|k| rules().police_by_key(k) == Some(para))
                .count(),
            paras
        );
    }
}

#[test]
fn r_mode_4_the_beginner_game_bundle() {
    // R-MODE-4: fully cooperative, Easy, the beginner city, 6 nights (8 with 3 players).
    let g = new(GameConfig::beginner(4), 1);
    assert_eq!(g.mode(), Mode::FullCoop);
    assert_eq!(g.police_deck_len(), 32);
    assert_eq!(g.nights_left(), 6);
    assert_eq!(key(&g, cell("C3")), "the_stadium");
    let g = new(GameConfig::beginner(3), 1);
    assert_eq!(g.nights_left(), 8);
    // The bundle cannot be combined with other options.
    for bad in [
        GameConfig {
            mode: Mode::SemiCoop,
            ..GameConfig::beginner(4)
        },
        GameConfig {
            difficulty: engine::bxb2016::Difficulty::Hard,
            ..GameConfig::beginner(4)
        },
    ] {
        let e = Game::new(bad, 1).unwrap_err();
        assert_eq!(e, SetupError::BeginnerOptions);
        assert!(e.to_string().contains("R-MODE-4"));
    }
}

#[test]
fn r_mode_5_r_setup_13_two_players_run_two_factions_each_fully_cooperatively() {
    // R-MODE-5 / R-SETUP-13/14 / AMB-8: all 4 factions; seats alternate around the cycle;
    // no agendas even if semi-cooperative play was asked for.
    let g = new(config(2), 9);
    assert_eq!(g.mode(), Mode::FullCoop);
    assert_eq!(g.cycle().len(), 4);
    let seats: Vec<u8> = g.cycle().iter().map(|f| g.faction(*f).player).collect();
    assert_eq!(seats, vec![0, 1, 0, 1]);
    assert!(Faction::ALL.iter().all(|f| g.faction(*f).agenda.is_none()));
}

#[test]
fn r_mode_5_r_setup_12_three_players_box_one_faction() {
    // R-MODE-5 / R-SETUP-12: 3 factions in play, the 4th out of the game.
    let g = new(config(3), 4);
    assert_eq!(g.cycle().len(), 3);
    let out: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| !g.in_play(*f))
        .collect();
    assert_eq!(out.len(), 1);
    assert!(g.faction(out[0]).hand.is_empty());
    // Chosen factions.
    let g = new(
        GameConfig {
            factions: Some(vec![
                Faction::Workers,
                Faction::Neighbors,
                Faction::Prisoners,
            ]),
            ..config(3)
        },
        4,
    );
    assert!(!g.in_play(Faction::Students));
    let e = Game::new(
        GameConfig {
            factions: Some(vec![Faction::Workers, Faction::Workers, Faction::Prisoners]),
            ..config(3)
        },
        4,
    )
    .unwrap_err();
    assert!(matches!(e, SetupError::Factions { .. }));
}

#[test]
fn r_mode_6_the_unused_factions_districts_stay_but_nobody_builds_there() {
    // R-MODE-6: with the Students out, their districts are ordinary districts where no
    // one may build (R-BUILD-2). B1 is a Students district.
    let mut g = game(
        "position v1
config players=3 mode=coop difficulty=easy beginner-city factions=W,N,P
seed 1
night 1 left 8 morale 0 first W
turn W dice 6
district B1 W1
",
    );
    assert_eq!(g.tile(cell("B1")).kind, DistrictKind::Students);
    let e = refuse(&mut g, "W build B1 kitchen die 6");
    assert!(e.to_string().contains("R-BUILD-2"), "{e}");
    play(&mut g, "W move B1 A1 1 die 6");
    // The Students are not in the game.
    let e = engine::bxb2016::notation::parse_position(
        "position v1
config players=3 mode=coop difficulty=easy beginner-city factions=W,N,P
seed 1
turn W dice 6
district B1 S1
",
    )
    .unwrap();
    let err = Game::from_position(&e).unwrap_err();
    assert_eq!(
        err,
        engine::bxb2016::position::PositionError::NotInGame(engine::Faction::Students)
    );
}

// ====================================================================== R-SETUP

#[test]
fn r_setup_1_r_setup_20_amb_9_the_beginner_city_layout() {
    // R-SETUP-20 / AMB-9: the data file's layout, row by row.
    let expected = [
        "commercial_3@0 underfunded_high_school@0 telecom_network_hub@0 the_projects@0 gentrifying_residential_zone@0",
        "overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0",
        "interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0",
        "global_shipping_receiving_center@0 the_plaza@0 highway_3@0 immigrant_detention_center@0 garment_sweatshop@1",
        "privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0",
    ];
    let g = new(GameConfig::beginner(4), 1);
    for (row, line) in expected.iter().enumerate() {
        let got: Vec<String> = (0..5)
            .map(|col| {
                let c = Cell::new(row as u8, col).unwrap();
                format!("{}@{}", key(&g, c), g.city().placed(c).rotation)
            })
            .collect();
        assert_eq!(got.join(" "), *line);
    }
    // Financial District and the D tiles are boxed.
    for boxed in [
        "financial_district",
        "mega_mall",
        "community_defense_hq",
        "communal_gardens",
        "highway_overpass",
    ] {
        assert!(g.city().find(tile_id(boxed)).is_none(), "{boxed}");
    }
    assert!(g.city().is_connected());
}

#[test]
fn r_setup_2_the_countdown() {
    // R-SETUP-2: 8 nights; beginner 6 (4 players, and 2 players) or 8 (3 players).
    assert_eq!(new(config(4), 1).nights_left(), 8);
    assert_eq!(new(config(3), 1).nights_left(), 8);
    assert_eq!(new(GameConfig::beginner(4), 1).nights_left(), 6);
    assert_eq!(new(GameConfig::beginner(2), 1).nights_left(), 6);
    assert_eq!(new(GameConfig::beginner(3), 1).nights_left(), 8);
    assert_eq!(
        new(
            GameConfig {
                nights: Some(5),
                ..config(4)
            },
            1
        )
        .nights_left(),
        5
    );
    assert_eq!(
        Game::new(
            GameConfig {
                nights: Some(0),
                ..config(4)
            },
            1
        )
        .unwrap_err(),
        SetupError::Nights
    );
}

#[test]
fn r_setup_3_r_setup_8_loot_deck_and_two_cards_each() {
    // R-SETUP-3/8: 60 cards shuffled, 2 dealt to each faction, discard pile empty.
    for players in [2, 3, 4] {
        let g = new(config(players), 11);
        let in_play = g.cycle().len();
        for f in g.cycle() {
            assert_eq!(g.faction(*f).hand.len(), 2);
        }
        let p = g.to_position();
        assert_eq!(p.loot_deck.unwrap().len(), 60 - 2 * in_play);
    }
    // Shuffled: two seeds give two orders.
    let a = new(config(4), 1).to_position().loot_deck;
    let b = new(config(4), 2).to_position().loot_deck;
    assert_ne!(a, b);
}

#[test]
fn r_setup_4_r_setup_6_supplies_staging_and_morale() {
    // R-SETUP-4, R-SETUP-6: 40 barricades in the supply; 30 - 12 = 18 cops and 6 - 4 = 2 vans in
    // staging; morale on the first step.
    for c in [
        config(4),
        config(3),
        GameConfig::beginner(4),
        GameConfig::beginner(3),
    ] {
        let g = new(c.clone(), 8);
        assert_eq!(g.barricade_supply(), 40);
        assert_eq!(g.staging(), (18, 2), "{c:?}");
        assert_eq!(g.morale(), 0);
        assert_eq!(g.vans_destroyed(), 0);
    }
}

#[test]
fn r_setup_5_a_van_and_three_cops_in_every_state_district() {
    // R-SETUP-5: random 4-player city: the 4 State districts.
    let g = new(config(4), 21);
    let states = cells_of(&g, DistrictKind::State);
    assert_eq!(states.len(), 4);
    for c in Cell::all() {
        let d = g.district(c);
        if states.contains(&c) {
            assert_eq!((d.cops, d.van), (3, Some(0)), "{c}");
        } else {
            assert_eq!((d.cops, d.van), (0, None), "{c}");
        }
    }
    // Beginner city: 3 State districts and The Stadium.
    let g = new(GameConfig::beginner(4), 21);
    for c in ["C1", "A3", "E3", "C3"] {
        assert_eq!(
            (g.district(cell(c)).cops, g.district(cell(c)).van),
            (3, Some(0)),
            "{c}"
        );
    }
    assert_eq!(g.cops_in_city(), 12);
}

#[test]
fn r_setup_8_mats_hold_ten_blocs_and_five_occupations() {
    // R-SETUP-8 / R-OCC-1: 10 blocs and Start, Assembly Hall, People's Kitchen plus two
    // unique occupations.
    let g = new(config(4), 2);
    for f in Faction::ALL {
        let fs = g.faction(f);
        assert_eq!(fs.mat_blocs, 10);
        assert_eq!(fs.mat_occupations, Occupation::of_faction(f).to_vec());
    }
    assert_eq!(
        Occupation::of_faction(Faction::Neighbors)[3..],
        [Occupation::GuerrillaGarden, Occupation::ComradeCafe]
    );
}

#[test]
fn r_setup_10_each_faction_places_its_start_in_one_of_its_own_districts() {
    // R-SETUP-10: Start plus 1 bloc in an own district; any order (AMB-6); police there
    // do not matter; the first night begins when all four have chosen.
    let mut g = new(GameConfig::beginner(4), 1);
    assert_eq!(g.to_act().len(), 4);
    // Not another faction's district.
    let e = refuse(&mut g, "W start B1");
    assert!(e.to_string().contains("R-SETUP-10"), "{e}");
    // Not an action yet.
    let e = refuse(&mut g, "W move A4 B4 1 die 3");
    assert!(e.to_string().contains("R-SETUP-10"), "{e}");
    play(&mut g, "N start B5");
    assert_eq!(
        g.district(cell("B5")).occupation,
        Some((Faction::Neighbors, Occupation::Start))
    );
    assert_eq!(g.district(cell("B5")).blocs_of(Faction::Neighbors), 1);
    assert_eq!(g.faction(Faction::Neighbors).mat_blocs, 9);
    assert!(!g.to_act().contains(&Faction::Neighbors));
    play_all(&mut g, "S start B1\nP start A2\n");
    let events = play(&mut g, "W start E4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::NightStarted { night: 1, .. })));
    assert!(g.current_turn().is_some());
}

#[test]
fn r_setup_10_the_start_district_may_hold_police() {
    // R-SETUP-10: nothing forbids a Start in a district with police.
    let p = engine::bxb2016::notation::parse_position(
        "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
district E4 cops2
",
    )
    .unwrap();
    let mut g = Game::from_position(&p).unwrap();
    play(&mut g, "W start E4");
    assert_eq!(g.district(cell("E4")).blocs_of(Faction::Workers), 1);
}

#[test]
fn r_setup_11_amb_7_the_first_faction_is_rolled() {
    // R-SETUP-11: the first faction comes from the seeded roll: the same seed gives the
    // same faction, and over many seeds every faction is sometimes first.
    let mut seen = [false; 4];
    for seed in 0..200 {
        let a = new(config(4), seed);
        let b = new(config(4), seed);
        assert_eq!(a.first_faction(), b.first_faction());
        assert!(a.cycle().contains(&a.first_faction()));
        assert_eq!(a.night_order()[0], a.first_faction());
        seen[a.first_faction().index()] = true;
    }
    assert_eq!(seen, [true; 4]);
}

#[test]
fn r_setup_14_the_cycle_is_stored_and_left_is_the_next_faction() {
    // R-SETUP-14: night order is the cycle starting from the first faction.
    let g = new(config(4), 6);
    let cycle = g.cycle().to_vec();
    let mut sorted = cycle.clone();
    sorted.sort();
    assert_eq!(sorted, Faction::ALL.to_vec());
    for (i, f) in cycle.iter().enumerate() {
        assert_eq!(g.left_of(*f), cycle[(i + 1) % 4]);
    }
    let order = g.night_order();
    assert_eq!(order[0], g.first_faction());
    for w in order.windows(2) {
        assert_eq!(g.left_of(w[0]), w[1]);
    }
}

#[test]
fn r_setup_12_three_players_use_the_stadium_instead_of_the_financial_district() {
    // R-SETUP-12 / R-GEN-1: random 3-player cities hold The Stadium (with a van and 3
    // cops), not the Financial District.
    for seed in 0..20 {
        let g = new(config(3), seed);
        assert!(g.city().find(tile_id("financial_district")).is_none());
        let stadium = g.city().find(tile_id("the_stadium")).unwrap();
        assert_eq!(g.district(stadium).van, Some(0));
        assert_eq!(g.district(stadium).cops, 3);
        assert_eq!(cells_of(&g, DistrictKind::State).len(), 3);
    }
}

// ====================================================================== R-GEN

#[test]
fn r_gen_1_r_gen_4_zigzag_abc_placement() {
    // R-GEN-1, R-GEN-4: 25 tiles, 9 A, 8 B, 8 C (no D tiles, no Stadium in a 4-player game),
    // placed in zigzag ABC order: the letter at placement i is "ABC"[i % 3].
    let expected = ["ABCAB", "ACBAC", "BCABC", "BACBA", "CABCA"];
    for seed in 0..30 {
        for (players, overpass) in [(4, false), (3, false), (4, true)] {
            let g = new(
                GameConfig {
                    highway_overpass: overpass,
                    ..config(players)
                },
                seed,
            );
            for c in Cell::all() {
                let letter = match g.tile(c).letter() {
                    Letter::A | Letter::Three => 'A',
                    Letter::B => 'B',
                    Letter::C => 'C',
                    Letter::D => {
                        assert_eq!(
                            key(&g, c),
                            "highway_overpass",
                            "only the Overpass joins a pile"
                        );
                        'C'
                    }
                };
                let want = expected[c.row() as usize].as_bytes()[c.col() as usize] as char;
                assert_eq!(letter, want, "seed {seed} {c}");
            }
            let has_overpass = g.city().find(tile_id("highway_overpass")).is_some();
            assert_eq!(has_overpass, overpass);
            let highways = Cell::all().filter(|c| g.city().is_highway(*c)).count();
            assert_eq!(highways, 3, "one highway makes way for the Overpass");
            assert_eq!(
                g.city().find(tile_id("the_stadium")).is_some(),
                players == 3
            );
        }
    }
}

#[test]
fn r_gen_2_25_manifestations_under_the_tiles() {
    // R-GEN-2: one face-down manifestation under each of the 25 tiles, all different.
    let g = new(config(4), 12);
    let m = g.to_position().manifestations;
    assert_eq!(m.len(), 25);
    let mut keys: Vec<String> = m.into_iter().map(Option::unwrap).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), 25);
    // Hidden from every view until liberation.
    let view = g.view(Some(Faction::Workers));
    assert!(view.revealed_manifestations().is_empty());
}

#[test]
fn r_gen_3_rotations_are_random() {
    // R-GEN-3: each tile gets its own random rotation: all four occur in a city.
    let g = new(config(4), 3);
    let mut seen = [false; 4];
    for c in Cell::all() {
        seen[g.city().placed(c).rotation as usize] = true;
    }
    assert_eq!(seen, [true; 4]);
    assert_ne!(new(config(4), 3).city(), new(config(4), 4).city());
}

#[test]
fn r_gen_5_every_tile_starts_repressed() {
    // R-GEN-5.
    for c in [config(4), GameConfig::beginner(4)] {
        let g = new(c, 5);
        assert!(Cell::all().all(|c| !g.district(c).liberated));
        assert_eq!(g.districts_liberated(), 0);
    }
}

#[test]
fn r_gen_6_amb_5_generated_cities_are_connected() {
    // R-GEN-6: all districts form one component by streets and highways.
    for seed in 0..300 {
        assert!(
            new(config(4 - (seed % 2) as u8), seed)
                .city()
                .is_connected(),
            "seed {seed}"
        );
    }
}

#[test]
fn r_meta_4_same_seed_same_setup() {
    // R-META-4: the same seed and configuration give the same game.
    assert_eq!(new(config(4), 77), new(config(4), 77));
    assert_ne!(new(config(4), 77), new(config(4), 78));
}

// ====================================================================== R-CITY

/// A 5x5 city from rows of `key@rotation`.
fn city(rows: &[&str]) -> City {
    let mut cells = [Placed {
        tile: 0,
        rotation: 0,
    }; 25];
    for (r, row) in rows.iter().enumerate() {
        for (c, tok) in row.split_whitespace().enumerate() {
            let (k, rot) = tok.split_once('@').unwrap();
            cells[r * 5 + c] = Placed {
                tile: tile_id(k),
                rotation: rot.parse().unwrap(),
            };
        }
    }
    City::new(cells, |t| rules().tile(t).shape())
}

/// Every district a 4-way tile; `overrides` replace single cells.
fn plaza_city(overrides: &[(&str, &str)]) -> City {
    let mut rows = vec![vec!["the_plaza@0".to_string(); 5]; 5];
    for (c, t) in overrides {
        let c = cell(c);
        rows[c.row() as usize][c.col() as usize] = t.to_string();
    }
    let rows: Vec<String> = rows.into_iter().map(|r| r.join(" ")).collect();
    city(&rows.iter().map(String::as_str).collect::<Vec<_>>())
}

#[test]
fn r_city_1_r_city_2_grid_coordinates_and_sides() {
    // R-CITY-1, R-CITY-2: (row, col) with row 0 on top; A2 is (row 1, col 0).
    let a2 = cell("A2");
    assert_eq!((a2.row(), a2.col()), (1, 0));
    assert_eq!(Cell::new(1, 0), Some(a2));
    assert_eq!(a2.neighbor(Side::N), Some(cell("A1")));
    assert_eq!(a2.neighbor(Side::E), Some(cell("B2")));
    assert_eq!(a2.neighbor(Side::S), Some(cell("A3")));
    assert_eq!(a2.neighbor(Side::W), None);
    assert_eq!(Side::N.opposite(), Side::S);
    assert_eq!(Side::W.opposite(), Side::E);
    assert!(Cell::new(5, 0).is_none());
}

#[test]
fn r_city_3_borders_are_unordered_pairs_of_neighbours() {
    // R-CITY-3: 40 borders on a 5x5 grid; diagonal cells share none.
    assert_eq!(
        Border::between(cell("A1"), cell("B1")),
        Border::between(cell("B1"), cell("A1"))
    );
    assert!(Border::between(cell("A1"), cell("B2")).is_none());
    assert!(Border::between(cell("A1"), cell("C1")).is_none());
    let mut all = Vec::new();
    for a in Cell::all() {
        for b in Cell::all() {
            if let Some(x) = Border::between(a, b) {
                all.push(x);
            }
        }
    }
    all.sort_by_key(|b| b.index());
    all.dedup();
    assert_eq!(all.len(), engine::ids::BORDERS);
}

#[test]
fn r_city_6_rotation_turns_the_streets() {
    // R-CITY-6: Overcrowded Jail's dead end is canonical N. In the middle of a 4-way city
    // at C3, rotation r puts the dead end on world side r, cutting that one neighbour.
    for (rot, cut) in [(0, "C2"), (1, "D3"), (2, "C4"), (3, "B3")] {
        let c = plaza_city(&[("C3", &format!("overcrowded_jail@{rot}"))]);
        let adj: Vec<String> = c
            .adjacent(cell("C3"))
            .iter()
            .map(|x| x.to_string())
            .collect();
        assert_eq!(adj.len(), 3, "rotation {rot}: {adj:?}");
        assert!(!adj.contains(&cut.to_string()), "rotation {rot}: {adj:?}");
    }
}

#[test]
fn r_city_15_a_dead_end_blocks_both_directions() {
    // R-CITY-15: the dead end of C3 (rotation 0: north) faces C2's open street, yet C2
    // and C3 are not adjacent.
    let c = plaza_city(&[("C3", "overcrowded_jail@0")]);
    assert!(!c.are_adjacent(cell("C3"), cell("C2")));
    assert!(!c.are_adjacent(cell("C2"), cell("C3")));
    assert!(c.are_adjacent(cell("C3"), cell("B3")));
}

#[test]
fn r_city_16_a_ramp_joins_two_diagonal_districts() {
    // R-CITY-16: a standard highway (ramps N-E and S-W) in C3 joins C2-D3 and C4-B3; a
    // quarter turn gives E-S and W-N: D3-C4 and B3-C2. The highway is not a district.
    let c = plaza_city(&[("C3", "highway_1@0")]);
    assert!(c.are_adjacent(cell("C2"), cell("D3")));
    assert!(c.are_adjacent(cell("C4"), cell("B3")));
    assert!(!c.are_adjacent(cell("C2"), cell("C4")));
    assert!(!c.are_adjacent(cell("B3"), cell("D3")));
    assert!(c.adjacent(cell("C2")).iter().all(|x| *x != cell("C3")));
    let id = c.connections_between(cell("C2"), cell("D3"))[0];
    assert_eq!(c.connection(id).path.len(), 2);
    let c = plaza_city(&[("C3", "highway_1@1")]);
    assert!(c.are_adjacent(cell("D3"), cell("C4")));
    assert!(c.are_adjacent(cell("B3"), cell("C2")));
    assert!(!c.are_adjacent(cell("C2"), cell("D3")));
}

#[test]
fn r_city_16_amb_3_both_ends_need_an_open_street() {
    // AMB-3: C2 (north of the highway in C3) has its dead end facing south: the N-E ramp
    // joins nothing; the S-W ramp still joins C4 and B3.
    let c = plaza_city(&[("C3", "highway_1@0"), ("C2", "overcrowded_jail@2")]);
    assert!(!c.are_adjacent(cell("C2"), cell("D3")));
    assert!(c.are_adjacent(cell("C4"), cell("B3")));
}

#[test]
fn r_city_17_amb_4_chained_highways() {
    // R-CITY-17: highways in C3 (N-E, S-W) and D3 (rotated: E-S, W-N). From C2 the ramp
    // N-E of C3 leads into D3 from the west; D3's W-N ramp ends in D2. C2-D2 is then a
    // connection of 3 borders (besides their own... C2 and D2 are also street neighbours).
    let c = plaza_city(&[("C3", "highway_1@0"), ("D3", "highway_2@1")]);
    let routes = c.connections_between(cell("C2"), cell("D2"));
    assert!(
        routes.iter().any(|&r| c.connection(r).path.len() == 3),
        "{routes:?}"
    );
    assert!(routes.iter().any(|&r| c.connection(r).path.len() == 1));
    // And from C4 the S-W ramp of C3 goes to B3; D3's E-S ramp joins E3 and D4.
    assert!(c.are_adjacent(cell("E3"), cell("D4")));
}

#[test]
fn r_city_18_the_city_edge_is_a_dead_end() {
    // R-CITY-18: a highway in a corner: its ramps that leave the grid join nothing. A1
    // holds a highway (N-E, S-W): N-E leaves the grid; S-W has both ends off the grid
    // on the west. So no connection passes through A1.
    let c = plaza_city(&[("A1", "highway_1@0")]);
    assert!(c.connections().iter().all(|k| k.path.iter().all(|b| {
        let (x, y) = b.cells();
        x != cell("A1") && y != cell("A1")
    })));
    // Rotated (E-S, W-N): E-S joins B1 and A2.
    let c = plaza_city(&[("A1", "highway_1@1")]);
    assert!(c.are_adjacent(cell("B1"), cell("A2")));
}

#[test]
fn r_city_19_two_highways_give_two_connections() {
    // R-CITY-19: highways in B2 and C1 both join B1 and C2 (beginner layout with the
    // Telecom Network Hub moved).
    let c = city(&[
        "commercial_3@0 underfunded_high_school@0 highway_3@0 the_projects@0 gentrifying_residential_zone@0",
        "overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0",
        "interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0",
        "global_shipping_receiving_center@0 the_plaza@0 telecom_network_hub@0 immigrant_detention_center@0 garment_sweatshop@1",
        "privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0",
    ]);
    assert_eq!(c.connections_between(cell("B1"), cell("C2")).len(), 2);
    assert_eq!(
        c.adjacent(cell("B1"))
            .iter()
            .filter(|x| **x == cell("C2"))
            .count(),
        1
    );
}

#[test]
fn r_city_19_r_city_22_beginner_city_connections() {
    // R-CITY-19/22: the beginner city's 34 connections: 28 streets and 6 highway routes
    // (data file section 3, "Highway links").
    let g = new(GameConfig::beginner(4), 1);
    let conns = g.city().connections();
    assert_eq!(conns.len(), 34);
    let highways: Vec<(String, String)> = conns
        .iter()
        .filter(|c| c.is_highway())
        .map(|c| (c.a.to_string(), c.b.to_string()))
        .collect();
    assert_eq!(highways.len(), 6);
    for (a, b) in [
        ("B1", "C2"),
        ("A2", "B3"),
        ("E2", "D3"),
        ("D1", "C2"),
        ("C3", "D4"),
        ("B4", "C5"),
    ] {
        assert!(g.city().are_adjacent(cell(a), cell(b)), "{a}-{b}");
    }
    // Every connection is stored once, lower cell first.
    for c in conns {
        assert!(c.a < c.b);
    }
}

#[test]
fn r_city_20_liberation_does_not_change_connectivity() {
    // R-CITY-20 / R-CITY-7 / AMB-2: a liberated district keeps its streets and metro.
    let g = game(&format!(
        "{BEGINNER}turn W dice 1\ndistrict B5 W1 liberated\n"
    ));
    let fresh = new(GameConfig::beginner(4), 1);
    assert_eq!(
        g.city().adjacent(cell("B5")),
        fresh.city().adjacent(cell("B5"))
    );
    assert!(g.city().has_metro(cell("B5")));
    assert_eq!(g.difficulty(cell("B5")), 3);
    assert_eq!(g.shopping_centers(cell("B5")), 0, "R-CITY-12");
}

#[test]
fn r_city_21_the_metro_is_not_adjacency() {
    // R-CITY-21: the beginner city's 5 stations link for movement but are not adjacent.
    let g = new(GameConfig::beginner(4), 1);
    let stations: Vec<String> = g
        .city()
        .metro_stations()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(stations, vec!["B1", "A2", "E4", "B5", "C5"]);
    assert!(!g.city().are_adjacent(cell("B1"), cell("E4")));
}

#[test]
fn r_city_10_r_city_11_tile_kinds() {
    // R-CITY-10: Commercial districts have no occupation circle and at least 2 shopping
    // centers. R-CITY-11: highways have no circle, no shops and no streets of their own.
    for t in &rules().tiles {
        match t.kind {
            DistrictKind::Commercial => {
                assert!(!t.has_occupation_circle() && !t.liberatable(), "{}", t.key);
                assert!(t.shopping_centers() >= 2, "{}", t.key);
            }
            DistrictKind::Highway => {
                assert!(
                    !t.has_occupation_circle() && t.shopping_centers() == 0,
                    "{}",
                    t.key
                );
                assert_eq!(t.shape().streets, [false; 4]);
            }
            _ => assert!(t.has_occupation_circle() && t.liberatable(), "{}", t.key),
        }
    }
}

#[test]
fn r_city_11_nothing_is_ever_placed_on_a_highway() {
    // R-CITY-11: a position putting a bloc on the highway in B2 is refused.
    let p = engine::bxb2016::notation::parse_position(&format!(
        "{BEGINNER}turn W dice 1\ndistrict B2 W1\n"
    ))
    .unwrap();
    let e = Game::from_position(&p).unwrap_err();
    assert!(e.to_string().contains("R-CITY-11"), "{e}");
}

// ====================================================================== R-TURN-2/3

/// The Workers end their turn (one harmless police card); the Prisoners' turn starts.
fn prisoners_turn(extra: &str) -> (Game, Vec<Event>) {
    let mut g = game(&format!(
        "{BEGINNER}turn W dice 1\ndistrict A4 W1\npolice-deck strategic_rotation\n{extra}"
    ));
    let events = play(&mut g, "W end");
    assert_eq!(g.current_turn().unwrap().faction, Faction::Prisoners);
    (g, events)
}

fn dice_rolled(events: &[Event]) -> usize {
    events
        .iter()
        .find_map(|e| match e {
            Event::DiceRolled {
                faction: Faction::Prisoners,
                dice,
            } => Some(dice.len()),
            _ => None,
        })
        .unwrap()
}

#[test]
fn r_turn_2_r_occ_c1_the_start_forms_a_bloc_before_the_roll() {
    // R-TURN-2 / R-OCC-C1: one bloc formed at the Start, then the dice.
    let (g, events) = prisoners_turn("district A2 P1 occ=P:start\n");
    assert_eq!(g.district(cell("A2")).blocs_of(Faction::Prisoners), 2);
    let formed = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::BlocsFormed {
                    faction: Faction::Prisoners,
                    ..
                }
            )
        })
        .unwrap();
    let rolled = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::DiceRolled {
                    faction: Faction::Prisoners,
                    ..
                }
            )
        })
        .unwrap();
    assert!(formed < rolled);
}

#[test]
fn r_turn_2_the_start_forms_a_bloc_even_in_a_clash() {
    // R-TURN-2: police in the Start's district do not stop it.
    let (g, _) = prisoners_turn("district A2 P1 cops3 van0 occ=P:start\n");
    assert_eq!(g.district(cell("A2")).blocs_of(Faction::Prisoners), 2);
}

#[test]
fn r_turn_2_amb_51_no_start_no_bloc_but_still_three_dice() {
    // AMB-51: the Start was evicted: no bloc is formed; the minimum is 3 dice, even with
    // no bloc in the city.
    let (g, events) = prisoners_turn("district D4 P2\n");
    assert_eq!(g.faction(Faction::Prisoners).mat_blocs, 8);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::BlocsFormed {
            faction: Faction::Prisoners,
            ..
        }
    )));
    assert_eq!(dice_rolled(&events), 3);
    let (_, events) = prisoners_turn("");
    assert_eq!(dice_rolled(&events), 3);
}

#[test]
fn r_turn_2_amb_51_an_empty_mat_forms_nothing() {
    // AMB-51: all 10 Prisoners blocs are in the city.
    let (g, events) = prisoners_turn("district A2 P4 occ=P:start\ndistrict D4 P6\n");
    assert_eq!(g.blocs_in_city(Faction::Prisoners), 10);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::BlocsFormed {
            faction: Faction::Prisoners,
            ..
        }
    )));
    assert_eq!(dice_rolled(&events), 5);
}

#[test]
fn r_turn_3_dice_follow_the_blocs_in_the_city_after_the_start() {
    // R-TURN-3: 0-5 blocs: 3 dice; 6-8: 4; 9-10: 5 (counted after step 1a).
    for (before, dice) in [(1, 3), (4, 3), (5, 4), (6, 4), (7, 4), (8, 5), (9, 5)] {
        let extra = format!("district A2 P1 occ=P:start\ndistrict D4 P{}\n", before - 1);
        let extra = if before == 1 {
            "district A2 P1 occ=P:start\n".to_string()
        } else {
            extra
        };
        let (g, events) = prisoners_turn(&extra);
        assert_eq!(g.blocs_in_city(Faction::Prisoners), before + 1);
        assert_eq!(dice_rolled(&events), dice, "{} blocs", before + 1);
        assert_eq!(g.current_turn().unwrap().dice.len(), dice);
    }
}

#[test]
fn r_turn_3_amb_41_dice_are_not_capped_at_seven() {
    // AMB-41 / R-COMP-5: a liberated People's Kitchen (2 extra dice on a reaction 6)
    // pushes the Workers' 7 dice to 8.
    let mut g = game(&format!(
        "{BEGINNER}turn W dice 4 4 4 4 4 4 4\ndistrict D5 occ=W:kitchen liberated\ndistrict C2 W1\nforced-dice 6 5 5\n"
    ));
    play(&mut g, "W loot C2 die 4");
    assert_eq!(g.current_turn().unwrap().dice[..], [4, 4, 4, 4, 4, 4, 5, 5]);
}
