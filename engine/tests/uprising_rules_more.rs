//! More Uprising rules: the map and the metro, crowds, barricades, morale marks, vans
//! without a path, cascading liberations, the semi-co-operative endings, tokens that move.

use engine::uprising::data::data;
use engine::uprising::state::Occupation;
use engine::uprising::{Act, Command, Config, EndReason, Event, Game, Mode, OccKind, Pending};
use engine::{Cell, DistrictKind, Faction};

const W: Faction = Faction::Workers;
const N: Faction = Faction::Neighbors;
const S: Faction = Faction::Students;
const P: Faction = Faction::Prisoners;

fn cell(s: &str) -> Cell {
    Cell::parse(s).unwrap_or_else(|| panic!("cell {s}"))
}

fn game(factions: &[Faction], mode: Mode) -> Game {
    let config = Config {
        players: factions.len() as u8,
        mode,
        factions: Some(factions.to_vec()),
        ..Config::default()
    };
    let mut g = Game::new(config, 1).expect("setup");
    while !g.in_turn() {
        let c = g.default_command().expect("a default");
        g.apply(c).expect("default applies");
    }
    for (k, at) in [
        ("ring_road", "E5"),
        ("expressway", "D5"),
        ("urban_motorway", "C5"),
    ] {
        g.set_tile(cell(at), k, 0).expect("highway");
    }
    for c in Cell::all() {
        g.set_squads(c, 0).expect("squads");
        g.set_van(c, None).expect("van");
        for f in g.factions_in_play() {
            g.set_blocs(c, f, 0).expect("blocs");
        }
        g.set_occupation(c, None).expect("occupation");
    }
    for f in g.factions_in_play() {
        g.set_blocs(cell("E4"), f, 1).expect("alive");
    }
    g
}

fn act(g: &mut Game, by: Faction, act: Act) -> Vec<Event> {
    g.apply(Command { by, act })
        .unwrap_or_else(|e| panic!("refused: {e:?}"))
}

fn current(g: &Game) -> Faction {
    g.turn().expect("a turn").faction
}

fn until_turn(g: &mut Game, f: Faction) {
    while current(g) != f {
        let by = current(g);
        act(g, by, Act::Pass);
    }
}

fn to_last_turn(g: &mut Game) {
    let last = *g.turn_order().last().expect("factions");
    until_turn(g, last);
}

#[test]
fn u_map_street_links_dead_ends_and_the_city_edge() {
    // U-MAP-1, U-MAP-2, U-DIST-7, U-DIST-8, U-DIST-11, U-CITY-5, AMB-11: a 3-way tile
    // (dead end on its canonical north) joins no neighbour across that side; the corner's
    // outer sides lead nowhere.
    let mut g = game(&[W, N], Mode::Coop);
    g.set_tile(cell("B2"), "high_street", 0).expect(""); // streets "0111": dead end north
    g.set_tile(cell("B1"), "mega_mall", 0).expect("");
    g.set_tile(cell("B3"), "the_park", 0).expect("");
    assert!(!g.city().are_adjacent(cell("B2"), cell("B1")), "dead end");
    assert!(g.city().are_adjacent(cell("B2"), cell("B3")));
    // Rotated a half turn, the dead end faces south.
    g.set_tile(cell("B2"), "high_street", 2).expect("");
    assert!(g.city().are_adjacent(cell("B2"), cell("B1")));
    assert!(!g.city().are_adjacent(cell("B2"), cell("B3")));
    assert!(
        g.city().adjacent(cell("A1")).len() <= 2,
        "U-DIST-11: the edge is a dead end"
    );
}

#[test]
fn u_map_3_highways_link_diagonal_pairs_and_are_never_stopped_on() {
    // U-MAP-3, U-MAP-7, U-DIST-9, AMB-10: nobody stands or moves to a highway tile.
    let mut with_highway_links = 0;
    for seed in 0..20 {
        let g = Game::new(Config::default(), seed).expect("setup");
        for h in Cell::all().filter(|&c| g.city().is_highway(c)) {
            assert!(
                g.city().adjacent(h).is_empty(),
                "a highway is not a district"
            );
            assert_eq!(g.district(h).total_blocs() + g.district(h).squads, 0);
        }
        for c in g.city().connections().iter().filter(|c| c.is_highway()) {
            with_highway_links += 1;
            // One highway tile joins a diagonal pair; chained ones reach further (the
            // shared geometry, R-CITY-17); never a district to itself.
            assert_ne!(c.a, c.b);
            assert!(!g.city().is_highway(c.a) && !g.city().is_highway(c.b));
        }
    }
    assert!(with_highway_links > 0);
}

#[test]
fn u_map_4_the_metro_carries_blocs_only_while_open() {
    // U-MAP-4, U-DIST-10, U-PRIO-3, U-MOVE-1, U-MOVE-4, U-MOVE-5.
    let mut g = game(&[W, N], Mode::Coop);
    let stations: Vec<Cell> = g.city().metro_stations().to_vec();
    if stations.len() < 2 {
        return; // this city has no two stations (the data places them; see tiles.toml)
    }
    let (a, b) = (stations[0], stations[1]);
    let f = current(&g);
    g.set_blocs(a, f, 1).expect("");
    g.set_reaction_top("protect_the_ministries").expect(""); // Open
    assert!(g.destinations(f, a, 1).contains(&b));
    g.set_reaction_top("secure_the_institutions").expect(""); // Locked
    let locked = g.destinations(f, a, 1);
    if !g.city().are_adjacent(a, b) {
        // Only by the metro could the blocs have got there directly; a street route may
        // still exist, so check the search instead: no station is joined by the metro.
        let police = engine::shared::draw::CellSet::from_cells(
            Cell::all().filter(|&c| g.district(c).has_police()),
        );
        let reach_no_metro = engine::shared::movement::reachable(g.city(), a, false, police);
        assert_eq!(locked.contains(&b), reach_no_metro.contains(b));
    }
}

#[test]
fn u_move_2_a_crowd_moves_together_for_one_die() {
    // U-MOVE-2, U-MOVE-1, U-NIGHT-6, U-DICE-2, U-ACT-1, U-NIGHT-7.
    let mut g = game(&[W, N], Mode::Coop);
    let f = current(&g);
    g.set_tile(cell("A1"), "mega_mall", 0).expect("");
    g.set_tile(cell("B1"), "the_plaza", 0).expect("");
    g.set_blocs(cell("A1"), f, 3).expect("");
    g.set_dice(&[2, 5]).expect("");
    act(
        &mut g,
        f,
        Act::Move {
            from: cell("A1"),
            to: cell("B1"),
            blocs: 2,
            die: 5,
        },
    );
    assert_eq!(g.district(cell("A1")).blocs[f.index()], 1);
    assert_eq!(g.district(cell("B1")).blocs[f.index()], 2);
    assert_eq!(g.turn().map(|t| t.dice.to_vec()), Some(vec![2]));
    // A die already spent is gone; no bloc, no action there.
    assert!(g
        .apply(Command {
            by: f,
            act: Act::Move {
                from: cell("A1"),
                to: cell("B1"),
                blocs: 1,
                die: 5
            }
        })
        .is_err());
    assert!(g
        .apply(Command {
            by: f,
            act: Act::Meeting {
                from: cell("C1"),
                blocs: 1,
                die: 2
            }
        })
        .is_err());
    // Passing loses the unused die.
    act(&mut g, f, Act::Pass);
    assert_ne!(g.turn().map(|t| t.faction), Some(f));
}

#[test]
fn u_bar_barricades_and_the_neighbors_two() {
    // U-BAR-1, U-BAR-2, U-BAR-3, U-FAC-3, U-FAC-0, U-MAP-6, AMB-28.
    let mut g = game(&[N, W], Mode::Coop);
    until_turn(&mut g, N);
    g.set_tile(cell("A1"), "mega_mall", 0).expect("");
    g.set_tile(cell("B1"), "the_plaza", 0).expect("");
    let (a, b) = (cell("A1"), cell("B1"));
    g.set_blocs(a, N, 1).expect("");
    g.set_dice(&[1, 1, 1]).expect("");
    // One barricade is not a Neighbors action: they place two.
    let one = g.apply(Command {
        by: N,
        act: Act::Barricade {
            from: a,
            toward: vec![b],
            die: 1,
        },
    });
    assert!(matches!(
        one,
        Err(engine::uprising::ActionError::BarricadeCount { expected: 2 })
    ));
    act(
        &mut g,
        N,
        Act::Barricade {
            from: a,
            toward: vec![b, b],
            die: 1,
        },
    );
    let link = g.city().connections_between(a, b)[0];
    assert_eq!(g.barricades().on_connection(g.city(), link), 2);
    // At most 3 on a link.
    assert!(g
        .apply(Command {
            by: N,
            act: Act::Barricade {
                from: a,
                toward: vec![b, b],
                die: 1
            }
        })
        .is_err());
    // Blocs ignore barricades (U-BAR-3).
    act(
        &mut g,
        N,
        Act::Move {
            from: a,
            to: b,
            blocs: 1,
            die: 1,
        },
    );
    // Others place one (Workers).
    act(&mut g, N, Act::Pass);
    until_turn(&mut g, W);
    g.set_blocs(a, W, 1).expect("");
    g.set_dice(&[1]).expect("");
    act(
        &mut g,
        W,
        Act::Barricade {
            from: a,
            toward: vec![b],
            die: 1,
        },
    );
    assert_eq!(g.barricades().on_connection(g.city(), link), 3);
}

#[test]
fn u_ops_2_solos_and_occupied_districts_hold_and_morale_marks() {
    // U-OPS-1, U-OPS-2, U-OPS-3 (a, b), U-OPS-7, U-MOR-2, U-NIGHT-3, AMB-36, AMB-37.
    let mut g = game(&[W, N], Mode::Coop);
    g.set_tile(cell("A1"), "mega_mall", 0).expect("");
    g.set_tile(cell("B1"), "the_plaza", 0).expect("");
    g.set_tile(cell("A2"), "the_park", 0).expect("");
    g.set_tile(cell("C3"), "street_market", 0).expect("");
    g.set_tile(cell("D3"), "central_station", 0).expect("");
    // A solo in A1 next to a Public district stays; an occupied group in C3 stays.
    g.set_squads(cell("A1"), 1).expect("");
    g.set_squads(cell("C3"), 4).expect("");
    g.set_occupation(
        cell("C3"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    // Blocs in B1: squads arriving there make a clash, nobody is attacked at night.
    let f = current(&g);
    let other = g.turn_order()[1];
    g.set_blocs(cell("B1"), other, 2).expect("");
    g.set_ops_top("advance_public_morale").expect("");
    let morale = g.morale();
    let events = act(&mut g, f, Act::Pass);
    assert_eq!(g.district(cell("A1")).squads, 1);
    assert_eq!(g.district(cell("C3")).squads, 4);
    assert!(
        events.contains(&Event::Morale { level: morale + 1 }),
        "+1 police morale"
    );
    assert_eq!(
        g.district(cell("B1")).blocs[other.index()],
        2,
        "no attack at night"
    );
}

#[test]
fn u_van_7_no_van_no_movement() {
    // U-VAN-7, AMB-8, U-REACT-1.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    let (squads, vans) = g.staging();
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ReactionDrawn { .. })));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::VanMoved { .. } | Event::SquadsDeployed { .. })));
    assert_eq!(vans, 4);
    assert!(g.staging().0 <= squads);
}

#[test]
fn u_lib_5_liberations_cascade_and_commercial_districts_liberate() {
    // U-LIB-5, U-LIB-7, U-LIB-2, AMB-13, U-LCARD-1, U-LCARD-3, U-LCARD-4, U-LCARD-5,
    // U-LCARD-6, U-LIB-4 (c: graffiti).
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    g.set_tile(cell("A1"), "the_plaza", 0).expect(""); // Public, difficulty 3
    g.set_tile(cell("B1"), "high_street", 2).expect(""); // Commercial, difficulty 2, open north
    g.set_tile(cell("C1"), "smartphone_factory", 0).expect("");
    assert!(g.city().are_adjacent(cell("A1"), cell("B1")));
    g.set_blocs(cell("A1"), W, 6).expect("");
    g.set_blocs(cell("B1"), N, 4).expect("");
    let morale = g.morale();
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    let liberated: Vec<Cell> = events
        .iter()
        .filter_map(|e| match e {
            Event::Liberated { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    // The Public one first (no neighbour needed); its choices, then the Commercial one.
    assert_eq!(liberated, vec![cell("A1")]);
    while let Some(p) = g.pending().cloned() {
        let Pending::LiberationChoice { .. } = p else {
            break;
        };
        let c = g.default_command().expect("default");
        g.apply(c).expect("choice");
    }
    assert!(
        g.district(cell("B1")).liberated,
        "became eligible during the step"
    );
    assert_eq!(
        g.graffiti(cell("B1")),
        4,
        "unburnt shopping centers become graffiti"
    );
    assert!(g.morale() + 2 <= morale.max(2) || g.morale() == 0);
    assert_eq!(g.kind(cell("B1")), Some(DistrictKind::Commercial));
}

#[test]
fn u_semi_8_a_vanguardist_wins_alone() {
    // U-SEMI-8 (a), U-SEMI-5, U-SEMI-7, U-WIN-2, AMB-33.
    let mut g = game(&[W, N, S], Mode::SemiCoop);
    to_last_turn(&mut g);
    g.set_agenda(N, "vanguard").expect("");
    g.set_agenda(W, "mutual_aid").expect("");
    g.set_agenda(S, "solidarity").expect("");
    g.set_tile(cell("A1"), "financial_district", 0).expect("");
    g.set_tile(cell("C1"), "telecom_hub", 0).expect("");
    g.set_occupation(
        cell("A1"),
        Some(Occupation {
            owner: N,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    g.set_occupation(
        cell("C1"),
        Some(Occupation {
            owner: N,
            kind: OccKind::Aid,
        }),
    )
    .expect("");
    assert!(g.agenda_met(N));
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::AgendaRevealed { faction: N, .. })));
    assert_eq!(
        g.outcome().map(|o| o.reason.clone()),
        Some(EndReason::WonAlone { faction: N })
    );
    assert_eq!(g.outcome().map(|o| o.winners.clone()), Some(vec![N]));
}

#[test]
fn u_semi_4_social_factions_vote_to_end() {
    // U-SEMI-4, U-SEMI-8 (b), AMB-44: two revealed Social factions, both must agree.
    let mut g = game(&[W, P, S], Mode::SemiCoop);
    g.set_agenda(W, "mutual_aid").expect("");
    g.set_agenda(P, "solidarity").expect("");
    g.set_agenda(S, "sect").expect("");
    for (k, at) in [
        ("the_plaza", "A1"),
        ("the_park", "C1"),
        ("supermax_prison", "E1"),
    ] {
        g.set_tile(cell(at), k, 0).expect("");
        g.set_liberated(cell(at)).expect("");
    }
    g.set_occupation(
        cell("A1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    g.set_occupation(
        cell("C1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Aid,
        }),
    )
    .expect("");
    g.set_occupation(
        cell("E1"),
        Some(Occupation {
            owner: P,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    while g.set_conditions_up(g.conditions_up().len() + 1).is_ok() {}
    let key = |k: &str| data().conditions.iter().position(|c| c.key == k).expect("") as u8;
    for _ in 0..3 {
        let f = current(&g);
        let card = match f {
            W => Some(key("popular_conditions")),
            P => Some(key("abolition")),
            _ => None,
        };
        if let Some(card) = card {
            act(&mut g, f, Act::Token { card });
        }
        act(&mut g, f, Act::Pass);
    }
    let Some(Pending::SocialVote { voters, .. }) = g.pending().cloned() else {
        panic!("a vote, not {:?}", g.pending());
    };
    assert_eq!(voters.len(), 2);
    for v in voters {
        act(&mut g, v, Act::Vote { yes: true });
    }
    assert_eq!(
        g.outcome().map(|o| o.reason.clone()),
        Some(EndReason::SocialVictory)
    );
}

#[test]
fn u_cond_5_a_token_moves_to_another_completed_card() {
    // U-COND-5, AMB-17, U-COND-3.
    let mut g = game(&[W, N], Mode::Coop);
    for (k, at) in [
        ("the_plaza", "A1"),
        ("the_park", "C1"),
        ("container_port", "E1"),
    ] {
        g.set_tile(cell(at), k, 0).expect("");
        g.set_liberated(cell(at)).expect("");
    }
    until_turn(&mut g, W);
    g.set_occupation(
        cell("A1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    g.set_occupation(
        cell("C1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Aid,
        }),
    )
    .expect("");
    g.set_occupation(
        cell("E1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Start,
        }),
    )
    .ok();
    while g.set_conditions_up(g.conditions_up().len() + 1).is_ok() {}
    let key = |k: &str| data().conditions.iter().position(|c| c.key == k).expect("") as u8;
    act(
        &mut g,
        W,
        Act::Token {
            card: key("popular_conditions"),
        },
    );
    if g.completes(W, key("workers_control")) {
        let events = act(
            &mut g,
            W,
            Act::Token {
                card: key("workers_control"),
            },
        );
        assert!(events.contains(&Event::TokenRemoved {
            faction: W,
            card: key("popular_conditions")
        }));
        assert_eq!(
            g.faction_state(W).and_then(|s| s.token),
            Some(key("workers_control"))
        );
    }
}

#[test]
fn u_occ_5_swap_keeps_morale_and_u_act_5_loot_cards_cost_no_die() {
    // U-OCC-5, AMB-7, U-OCC-3, AMB-6, U-ACT-5, U-LOOT-6, U-LOOT-7.
    let mut g = game(&[N, W], Mode::Coop);
    until_turn(&mut g, N);
    g.set_tile(cell("A1"), "the_plaza", 0).expect("");
    g.set_blocs(cell("A1"), N, 1).expect("");
    g.set_occupation(
        cell("A1"),
        Some(Occupation {
            owner: W,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    g.set_dice(&[6, 1]).expect("");
    let morale = g.morale();
    // Another faction's occupation may be swapped out in a Public district.
    act(
        &mut g,
        N,
        Act::Swap {
            at: cell("A1"),
            kind: OccKind::Aid,
            dice: vec![6].into(),
            relocate: None,
        },
    );
    assert_eq!(g.morale(), morale);
    assert_eq!(
        g.faction_state(W).map(|s| s.reserve[OccKind::Hall.index()]),
        Some(2)
    );
    // Flyers form a bloc without a die.
    g.give_loot(N, "flyers").expect("");
    let flyers = data()
        .loot
        .iter()
        .position(|c| c.key == "flyers")
        .expect("") as u8;
    act(
        &mut g,
        N,
        Act::Play {
            card: flyers,
            at: cell("A1"),
            to: None,
        },
    );
    assert_eq!(g.district(cell("A1")).blocs[N.index()], 2);
    assert_eq!(g.turn().map(|t| t.dice.len()), Some(1));
}

#[test]
fn u_comp_5_and_u_city_3_dice_and_random_rotations() {
    // U-COMP-5, U-CITY-3, U-SETUP-1, U-SETUP-4, U-DIST-1, U-DIFF-2, U-NAMED-1, U-NAMED-2,
    // U-NAMED-3: dice are d6; tiles get every rotation; all tiles start repressed.
    let mut rotations = [0u32; 4];
    let mut faces = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut g = Game::new(Config::default(), seed).expect("setup");
        for c in Cell::all() {
            rotations[g.city().placed(c).rotation as usize] += 1;
            assert!(!g.district(c).liberated);
        }
        while !g.in_turn() {
            let c = g.default_command().expect("");
            g.apply(c).expect("");
        }
        for d in &g.turn().expect("").dice {
            faces.insert(*d);
        }
        assert_eq!(
            g.barricades().total(),
            u16::from(data().components.barricades)
        );
    }
    assert!(rotations.iter().all(|&r| r > 100), "{rotations:?}");
    assert!(faces.iter().all(|d| (1..=6).contains(d)) && faces.len() >= 5);
    assert!(data().tile_by_key("ministry_of_the_interior").is_some());
    assert!(data().loot.iter().any(|c| c.key == "molotov"));
    assert_eq!(data().morale[data().morale_start as usize].name, "Timid");
}

#[test]
fn u_day_2_sunrise_loot_windows() {
    // U-DAY-2, AMB-42, U-LOOT-6, U-LOOT-7: Smoke Bombs before the Reaction card keep two
    // squads from attacking; a Megaphone before liberation counts two more blocs.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    g.set_tile(cell("A1"), "mega_mall", 0).expect(""); // difficulty 3: 6 blocs to liberate
    g.set_tile(cell("C3"), "the_plaza", 0).expect(""); // Public, difficulty 3
    g.set_blocs(cell("A1"), W, 2).expect("");
    g.set_squads(cell("A1"), 2).expect("");
    g.set_blocs(cell("C3"), W, 4).expect("");
    g.give_loot(W, "smoke_bombs").expect("");
    g.give_loot(W, "megaphone").expect("");
    let key = |k: &str| data().loot.iter().position(|c| c.key == k).expect("") as u8;
    let f = current(&g);
    act(&mut g, f, Act::Pass);
    assert_eq!(
        g.pending(),
        Some(&Pending::SunriseLoot {
            faction: W,
            window: engine::uprising::state::Window::BeforeReaction
        })
    );
    act(
        &mut g,
        W,
        Act::Play {
            card: key("smoke_bombs"),
            at: cell("A1"),
            to: None,
        },
    );
    act(&mut g, W, Act::Pass);
    assert_eq!(
        g.district(cell("A1")).blocs[W.index()],
        2,
        "no squad attacked"
    );
    act(
        &mut g,
        W,
        Act::Play {
            card: key("megaphone"),
            at: cell("C3"),
            to: None,
        },
    );
    let events = act(&mut g, W, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Liberated { at, .. } if *at == cell("C3"))));
}

#[test]
fn u_semi_6_the_controller_may_forbid_a_build() {
    // U-SEMI-6, U-OCC-12, AMB-32, U-LOOT-8 (giving a card where both have blocs).
    for allow in [true, false] {
        let mut g = game(&[W, N, S], Mode::SemiCoop);
        until_turn(&mut g, W);
        g.set_tile(cell("A1"), "the_plaza", 0).expect("");
        let at = cell("A1");
        g.set_blocs(at, W, 1).expect("");
        g.set_blocs(at, N, 2).expect("");
        g.set_dice(&[1, 2]).expect("");
        assert_eq!(g.controller(at, W), Some(N));
        act(
            &mut g,
            W,
            Act::Build {
                at,
                kind: OccKind::Hall,
                dice: vec![1].into(),
                relocate: None,
            },
        );
        assert_eq!(g.to_act(), vec![N]);
        let events = act(&mut g, N, Act::Veto { allow });
        assert_eq!(g.district(at).occupation.is_some(), allow);
        assert_eq!(events.contains(&Event::Vetoed { at, by: N }), !allow);
        // A forbidden Build costs no die.
        assert_eq!(
            g.turn().map(|t| t.dice.len()),
            Some(if allow { 1 } else { 2 })
        );
        g.give_loot(W, "flyers").expect("");
        let flyers = data()
            .loot
            .iter()
            .position(|c| c.key == "flyers")
            .expect("") as u8;
        act(
            &mut g,
            W,
            Act::Give {
                card: flyers,
                to: N,
            },
        );
        assert_eq!(
            g.faction_state(N).map(|s| s.hand.clone()),
            Some(vec![flyers])
        );
    }
}

#[test]
fn u_setup_decks_flame_and_factions() {
    // U-SETUP-3, U-SETUP-7, U-SETUP-8, U-SETUP-9, U-SETUP-12, U-DIFF-1, U-COMP-1, U-COMP-2,
    // U-REACT-4, U-NIGHT-1, U-FLOW-6.
    let base: usize = data()
        .police_ops
        .iter()
        .filter(|c| c.in_deck_from.is_none())
        .map(|c| c.count as usize)
        .sum();
    let mut firsts = std::collections::BTreeSet::new();
    let mut dealt = std::collections::BTreeSet::new();
    for difficulty in 0..4u8 {
        for seed in 0..10 {
            let config = Config {
                players: 2,
                difficulty,
                ..Config::default()
            };
            let g = Game::new(config, seed).expect("setup");
            let v = g.view(None);
            assert_eq!(v.ops_pile, base + difficulty as usize + 1, "U-DIFF-1");
            assert_eq!(v.reaction_pile, 6);
            assert_eq!(v.loot_pile, 45);
            for f in &v.factions {
                assert_eq!(
                    f.reserve,
                    [1, 2, 2],
                    "U-COMP-2: 1 Start, 2 Halls, 2 Centers"
                );
                assert_eq!(f.supply, 10);
                dealt.insert(f.faction);
            }
            firsts.extend(g.first_faction());
            // Nothing is played before the starts are chosen; then the first faction's
            // turn begins with its Police Ops cards (U-NIGHT-1).
            assert!(g.turn().is_none());
        }
    }
    assert_eq!(dealt.len(), 4, "factions dealt at random");
    assert!(firsts.len() >= 3, "the flame goes to a random faction");
    let kinds: Vec<_> = data()
        .reactions
        .iter()
        .map(|r| r.destination.district)
        .collect();
    assert_eq!(kinds.len(), 6);
}

#[test]
fn u_comp_3_supplies_are_hard_caps_and_u_comp_4_decks_reshuffle() {
    // U-COMP-3, U-COMP-4, AMB-43, U-MOR-4, AMB-20.
    let mut g = game(&[W, N], Mode::Coop);
    let f = current(&g);
    assert!(g.set_blocs(cell("A1"), f, 11).is_err(), "10 blocs in a kit");
    g.set_morale(0).expect("");
    g.set_tile(cell("A1"), "the_plaza", 0).expect("");
    g.set_blocs(cell("A1"), f, 1).expect("");
    g.set_dice(&[6]).expect("");
    act(
        &mut g,
        f,
        Act::Build {
            at: cell("A1"),
            kind: OccKind::Hall,
            dice: vec![6].into(),
            relocate: None,
        },
    );
    assert_eq!(g.morale(), 0, "morale is clamped at the bottom");
    let ops = g.view(None).ops_pile + g.view(None).ops_discard.len();
    for _ in 0..500 {
        let Some(c) = g.default_command() else { break };
        g.apply(c).expect("");
        let v = g.view(None);
        assert_eq!(
            v.ops_pile + v.ops_discard.len(),
            ops,
            "the ops deck never runs out"
        );
    }
}

#[test]
fn u_occ_4_relocation_when_all_five_are_built_and_u_occ_11() {
    // U-OCC-4, U-OCC-11, U-ACT-3, U-DIST-3, U-DIST-2, U-DIST-5, U-DIST-6, U-MAP-5.
    let mut g = game(&[W, N], Mode::Coop);
    until_turn(&mut g, W);
    let spots = ["A1", "B1", "C1", "A3", "E2"];
    let tiles = [
        "the_plaza",
        "the_park",
        "street_market",
        "central_station",
        "financial_district",
    ];
    for (at, k) in spots.iter().zip(tiles) {
        g.set_tile(cell(at), k, 0).expect("");
    }
    let kinds = [
        OccKind::Start,
        OccKind::Hall,
        OccKind::Hall,
        OccKind::Aid,
        OccKind::Aid,
    ];
    for (at, kind) in spots.iter().zip(kinds) {
        g.set_occupation(cell(at), Some(Occupation { owner: W, kind }))
            .expect("");
    }
    assert_eq!(g.faction_state(W).map(|s| s.reserve), Some([0, 0, 0]));
    g.set_tile(cell("C3"), "garment_sweatshop", 0).expect(""); // the Workers' own district
    g.set_blocs(cell("C3"), W, 1).expect("");
    g.set_dice(&[1, 1]).expect("");
    // Nothing in the reserve: the Build takes the Hall from B1 (U-OCC-4).
    let none = g.apply(Command {
        by: W,
        act: Act::Build {
            at: cell("C3"),
            kind: OccKind::Hall,
            dice: vec![1].into(),
            relocate: None,
        },
    });
    assert!(matches!(
        none,
        Err(engine::uprising::ActionError::NoOccupation)
    ));
    act(
        &mut g,
        W,
        Act::Build {
            at: cell("C3"),
            kind: OccKind::Hall,
            dice: vec![1].into(),
            relocate: Some(cell("B1")),
        },
    );
    assert!(g.district(cell("B1")).occupation.is_none());
    assert_eq!(
        g.district(cell("C3")).occupation.map(|o| o.kind),
        Some(OccKind::Hall)
    );
    // An evicted occupation goes back to the reserve and can be built again (U-OCC-11).
    g.set_occupation(cell("A3"), None).expect("");
    assert_eq!(g.faction_state(W).map(|s| s.reserve), Some([0, 0, 1]));
    g.set_blocs(cell("B1"), W, 1).expect("");
    act(
        &mut g,
        W,
        Act::Build {
            at: cell("B1"),
            kind: OccKind::Aid,
            dice: vec![1].into(),
            relocate: None,
        },
    );
    // Types, circles and police IDs come from the face that is up.
    assert_eq!(g.kind(cell("A1")), Some(DistrictKind::Public));
    assert_eq!(g.kind(cell("E2")), Some(DistrictKind::State));
    assert!(
        g.police_id(cell("A1")) > g.police_id(cell("E2")),
        "Public IDs are the highest"
    );
    assert_eq!(
        g.free_shopping_centers(cell("A1")),
        0,
        "no shopping center in a Public district"
    );
    for n in g.city().adjacent(cell("C3")) {
        assert!(
            g.city().are_adjacent(n, cell("C3")),
            "adjacency is symmetric"
        );
    }
}

#[test]
fn u_ag_4_a_revealed_card_already_completed_takes_the_token() {
    // U-AG-4, U-COND-1, U-CITY-4.
    let mut placed = 0;
    for seed in 0..40u64 {
        let config = Config {
            players: 2,
            factions: Some(vec![W, N]),
            ..Config::default()
        };
        let mut g = Game::new(config, seed).expect("setup");
        while !g.in_turn() {
            let c = g.default_command().expect("");
            g.apply(c).expect("");
        }
        for c in Cell::all() {
            g.set_squads(c, 0).expect("");
            g.set_van(c, None).expect("");
        }
        let sets = [
            ("the_plaza", "A1"),
            ("the_park", "C1"),
            ("financial_district", "E1"),
            ("telecom_hub", "A3"),
        ];
        for (k, at) in sets {
            g.set_tile(cell(at), k, 0).expect("");
            g.set_liberated(cell(at)).expect("");
            g.set_occupation(cell(at), None).expect("");
        }
        let kinds = [OccKind::Hall, OccKind::Hall, OccKind::Aid, OccKind::Aid];
        for ((_, at), kind) in sets.iter().zip(kinds) {
            g.set_occupation(cell(at), Some(Occupation { owner: W, kind }))
                .ok();
        }
        to_last_turn(&mut g);
        g.set_meeting(N, 1).expect("");
        let f = current(&g);
        let events = act(&mut g, f, Act::Pass);
        if events
            .iter()
            .any(|e| matches!(e, Event::TokenPlaced { faction: W, .. }))
        {
            placed += 1;
        }
    }
    assert!(placed > 0, "some revealed card was completed at once");
}

/// U-SEMI-7/9: an agenda stays hidden while the game is played, unless revealed; once the
/// game is over every agenda is shown (the project's reading, as 2016's R-AGD-3: the
/// ending lists who wanted what).
#[test]
fn every_agenda_is_shown_once_the_game_is_over() {
    let config = Config {
        players: 4,
        mode: Mode::Conflict,
        ..Config::default()
    };
    let mut g = Game::new(config, 7).expect("setup");
    let mut rng = engine::shared::rng::GameRng::from_seed(7);
    let mut hidden_in_play = false;
    let mut steps = 0;
    while !g.is_over() && steps < 5_000 {
        hidden_in_play |= g
            .view(None)
            .factions
            .iter()
            .any(|f| f.revealed_agenda.is_none());
        let legal = g.legal_actions();
        let pick = legal[rng.below(legal.len() as u32) as usize].clone();
        g.apply(pick).expect("a legal command applies");
        steps += 1;
    }
    assert!(g.is_over(), "the game ends");
    assert!(hidden_in_play, "agendas were hidden during play");
    let shown: Vec<_> = g
        .view(None)
        .factions
        .iter()
        .map(|f| f.revealed_agenda)
        .collect();
    assert!(shown.iter().all(Option::is_some), "{shown:?}");
}
