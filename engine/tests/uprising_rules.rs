//! Uprising rules, one test per rule family, citing the ids of
//! `shared/rules/uprising-3e.md`. Positions are set up with the editing helpers of
//! `engine::uprising::edit` (pieces come from their supplies), then played with commands.

use engine::seam::Ruleset;
use engine::uprising::data::data;
use engine::uprising::state::{Occupation, Phase};
use engine::uprising::{Act, Command, Config, EndReason, Event, Game, Mode, OccKind, Pending};
use engine::{Cell, DistrictKind, Faction};

const W: Faction = Faction::Workers;
const N: Faction = Faction::Neighbors;
const S: Faction = Faction::Students;
const P: Faction = Faction::Prisoners;

fn cell(s: &str) -> Cell {
    Cell::parse(s).unwrap_or_else(|| panic!("cell {s}"))
}

/// A game with these factions, starts chosen by default, in the first faction's turn.
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
    g
}

fn act(g: &mut Game, by: Faction, act: Act) -> Vec<Event> {
    g.apply(Command { by, act })
        .unwrap_or_else(|e| panic!("refused: {e:?}"))
}

fn current(g: &Game) -> Faction {
    g.turn().expect("a turn").faction
}

/// Passes until the last faction of the night is playing (no Police Ops card will be
/// drawn before Sunrise).
fn to_last_turn(g: &mut Game) {
    let last = *g.turn_order().last().expect("factions");
    while current(g) != last {
        let f = current(g);
        act(g, f, Act::Pass);
    }
}

/// Passes until it is `f`'s turn (police cleared and everyone kept alive on the way).
fn until_turn(g: &mut Game, f: Faction) {
    while current(g) != f {
        let by = current(g);
        clear_police(g);
        act(g, by, Act::Pass);
    }
}

fn clear_police(g: &mut Game) {
    for c in Cell::all() {
        g.set_squads(c, 0).expect("squads");
        g.set_van(c, None).expect("van");
    }
}

fn clear_blocs_except(g: &mut Game, keep: &[Cell]) {
    for c in Cell::all() {
        if keep.contains(&c) {
            continue;
        }
        for f in g.factions_in_play() {
            g.set_blocs(c, f, 0).expect("blocs");
        }
        g.set_occupation(c, None).expect("occupation");
    }
}

fn links(g: &Game, a: Cell, b: Cell) -> u8 {
    let l = g.city().connections_between(a, b)[0];
    g.barricades().on_connection(g.city(), l)
}

/// Four 4-way districts in the north-west corner, highways far away in the south.
fn square(g: &mut Game, a: &str, b: &str, c: &str, d: &str) {
    for (k, at) in [
        ("ring_road", "E5"),
        ("expressway", "D5"),
        ("urban_motorway", "C5"),
    ] {
        g.set_tile(cell(at), k, 0).expect("highway");
    }
    for (k, at) in [(a, "A1"), (b, "B1"), (c, "A2"), (d, "B2")] {
        g.set_tile(cell(at), k, 0).expect("tile");
    }
}

/// A safe place for each faction's blocs, so nobody is crushed (U-LOSE-2) by accident.
fn keep_alive(g: &mut Game, at: Cell) {
    for f in g.factions_in_play() {
        g.set_blocs(at, f, 1).expect("blocs");
    }
}

#[test]
fn u_setup_14_player_counts_blocs_and_conditions() {
    // U-SETUP-14, U-SETUP-10, U-SETUP-11, U-SETUP-5, U-SETUP-2, U-SETUP-6, U-FLOW-1.
    for (players, blocs, cards) in [(4usize, 1u8, 11usize), (3, 2, 10), (2, 3, 9), (1, 3, 9)] {
        let factions = &Faction::ALL[..players.max(2)];
        let config = Config {
            players: players as u8,
            factions: Some(factions.to_vec()),
            ..Config::default()
        };
        let mut g = Game::new(config, 3).expect("setup");
        assert_eq!(g.countdown(), 10);
        assert_eq!(data().morale[g.morale() as usize].key, "timid");
        let v = g.view(None);
        assert_eq!(v.conditions_up.len() + v.conditions_pile, cards);
        assert_eq!(v.conditions_up.len(), 1, "U-SETUP-11: one card face up");
        for c in Cell::all() {
            if g.kind(c) == Some(DistrictKind::State) {
                assert_eq!(g.district(c).squads, 3, "U-SETUP-5");
                assert!(g.district(c).van.is_some());
            }
        }
        while !g.in_turn() {
            let c = g.default_command().expect("default");
            g.apply(c).expect("start");
        }
        for f in factions {
            // The first faction's Start already formed 1 bloc (U-NIGHT-4).
            let extra = u8::from(g.turn().is_some_and(|t| t.faction == *f));
            assert_eq!(g.blocs_in_city(*f), blocs + extra, "{players} players, {f}");
        }
        if players == 1 {
            let seats: Vec<u8> = factions
                .iter()
                .filter_map(|f| g.faction_state(*f).map(|s| s.seat))
                .collect();
            assert_eq!(seats, [0, 0], "U-FLOW-5: one player runs both factions");
        }
    }
    // U-FLOW-4: no semi-co-op with 2 players.
    let semi = Config {
        players: 2,
        mode: Mode::SemiCoop,
        ..Config::default()
    };
    assert!(Game::new(semi, 1).is_err());
}

#[test]
fn u_setup_10_barricades_towards_van_districts() {
    // U-SETUP-10, AMB-39: 3 barricades on every link from the start to a van district.
    let config = Config {
        players: 2,
        factions: Some(vec![W, N]),
        ..Config::default()
    };
    for seed in 0..30 {
        let mut g = Game::new(config.clone(), seed).expect("setup");
        let c = g.default_command().expect("start");
        let Act::Start { at } = c.act else { panic!() };
        g.apply(c).expect("start");
        for n in g.city().adjacent(at) {
            let want = if g.district(n).van.is_some() { 3 } else { 0 };
            for l in g.city().connections_between(at, n) {
                assert_eq!(g.barricades().on_connection(g.city(), l), want);
            }
        }
    }
}

#[test]
fn u_ops_4_barricade_test_vectors() {
    // U-OPS-4, U-OPS-3, AMB-2, AMB-3, AMB-4: group 2 / B 3, group 6 / B 2, group 5 / B 3.
    for (group, barricades, stay, arrive, left) in
        [(2, 3, 2, 0, 2), (6, 2, 3, 3, 0), (5, 3, 5, 0, 0)]
    {
        let mut g = game(&[W, N], Mode::Coop);
        square(
            &mut g,
            "mega_mall",
            "old_polytechnic",
            "smartphone_factory",
            "ministry_of_the_interior",
        );
        clear_police(&mut g);
        let (x, y) = (cell("A1"), cell("B1"));
        // A1's neighbours: B1 (Students) and A2 (Workers): only B1 is Students.
        g.set_squads(x, group).expect("squads");
        g.set_barricades(x, y, barricades).expect("barricades");
        g.set_ops_top("advance_students").expect("ops");
        let f = current(&g);
        let events = act(&mut g, f, Act::Pass);
        assert!(events.contains(&Event::OpsDrawn {
            card: data()
                .police_ops
                .iter()
                .position(|c| c.key == "advance_students")
                .expect("card") as u8
        }));
        assert_eq!(
            g.district(x).squads,
            stay,
            "group {group}, {barricades} barricades"
        );
        assert_eq!(g.district(y).squads, arrive);
        assert_eq!(links(&g, x, y), left);
    }
}

#[test]
fn u_ops_5_and_6_reinforcements() {
    // U-OPS-5, U-OPS-6, AMB-24: undamaged vans get a squad; a damaged one none; Heavy sends
    // a van from Staging to the highest-ID district with a squad and no van.
    let mut g = game(&[W, N], Mode::Coop);
    clear_police(&mut g);
    let (a, b, c) = (cell("A1"), cell("C3"), cell("E1"));
    g.set_van(a, Some(0)).expect("van");
    g.set_van(b, Some(1)).expect("damaged van");
    g.set_squads(c, 1).expect("squad");
    g.set_ops_top("heavy_reinforcements_medium")
        .expect("medium deck has it");
    let f = current(&g);
    act(&mut g, f, Act::Pass);
    assert_eq!(g.district(a).squads, 1);
    assert_eq!(g.district(b).squads, 0, "a damaged van deploys nobody");
    assert!(
        g.district(c).van.is_some(),
        "U-OPS-6: the van goes where the squad is"
    );
}

/// Workers and Neighbors, cooperative, in the Night's last turn: no police and no blocs on
/// the board but a bloc kept alive at E5 (so the Sunrise ends nobody).
fn before_sunrise_without_police_or_blocs() -> Game {
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    clear_police(&mut g);
    let safe = cell("E5");
    clear_blocs_except(&mut g, &[]);
    if g.city().is_highway(safe) {
        g.set_tile(safe, "mega_mall", 0).expect("tile");
    }
    keep_alive(&mut g, safe);
    g
}

#[test]
fn u_react_5_police_attack_vectors() {
    // U-REACT-2, U-REACT-5, U-REACT-6, AMB-35, AMB-45, U-DAY-1, U-FLOW-2.
    let mut g = before_sunrise_without_police_or_blocs();
    let (c1, c2, c3, c4, c5) = (cell("A1"), cell("C1"), cell("E1"), cell("A3"), cell("C3"));
    for c in [c1, c2, c3, c4, c5] {
        if g.city().is_highway(c) {
            g.set_tile(c, "the_plaza", 0).expect("tile");
        }
    }
    // 3 squads vs 3 Neighbors + 1 Workers bloc: the Neighbors decide, losing their own.
    g.set_squads(c1, 3).expect("");
    g.set_blocs(c1, N, 3).expect("");
    g.set_blocs(c1, W, 1).expect("");
    // 2 squads vs 2 Workers blocs and an occupation: blocs lost, occupation stays.
    g.set_squads(c2, 2).expect("");
    g.set_blocs(c2, W, 2).expect("");
    g.set_occupation(
        c2,
        Some(Occupation {
            owner: W,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    // 1 squad vs a lone occupation: evicted.
    g.set_squads(c3, 1).expect("");
    g.set_occupation(
        c3,
        Some(Occupation {
            owner: N,
            kind: OccKind::Hall,
        }),
    )
    .expect("");
    // 3 squads vs 2 blocs and an occupation: all removed.
    g.set_squads(c4, 3).expect("");
    g.set_blocs(c4, N, 2).expect("");
    g.set_occupation(
        c4,
        Some(Occupation {
            owner: N,
            kind: OccKind::Aid,
        }),
    )
    .expect("");
    // A van vs 2 blocs and an occupation: all removed.
    g.set_van(c5, Some(0)).expect("");
    g.set_blocs(c5, W, 2).expect("");
    g.set_occupation(
        c5,
        Some(Occupation {
            owner: W,
            kind: OccKind::Aid,
        }),
    )
    .expect("");
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ReactionDrawn { .. })));
    // U-REACT-2c: in c1 the Neighbors, who have the most blocs, choose (the only place
    // where some blocs fall and not all, among two factions); nothing fell yet.
    assert_eq!(
        g.pending(),
        Some(&Pending::Casualties {
            at: c1,
            decider: N,
            losses: 3
        })
    );
    assert_eq!(g.district(c1).blocs[N.index()], 3);
    assert_eq!(g.district(c2).blocs[W.index()], 2, "no squad attacked yet");
    assert_eq!(
        g.district(c5).blocs[W.index()],
        0,
        "the van did (U-REACT-2b)"
    );
    // AMB-45: the default is the decider's own blocs first.
    let default = g.default_command().expect("a default");
    assert_eq!(
        default,
        Command {
            by: N,
            act: Act::Casualties {
                losses: vec![(N, 3)]
            }
        }
    );
    g.apply(default).expect("the default applies");
    assert_eq!(g.district(c1).blocs[N.index()], 0);
    assert_eq!(g.district(c1).blocs[W.index()], 1);
    assert_eq!(g.district(c1).squads, 3, "squads stay where they are");
    assert_eq!(g.district(c2).blocs[W.index()], 0);
    assert!(g.district(c2).occupation.is_some());
    assert!(g.district(c3).occupation.is_none());
    assert_eq!(g.district(c4).blocs[N.index()], 0);
    assert!(g.district(c4).occupation.is_none());
    assert_eq!(g.district(c5).blocs[W.index()], 0);
    assert!(g.district(c5).occupation.is_none());
    assert!(g.outcome().is_none());
}

#[test]
fn u_react_2c_amb_45_a_tie_goes_to_the_faction_that_played_earliest() {
    // U-REACT-2c, AMB-45: equal blocs, so the faction that played earlier this night
    // decides and loses its own blocs first; the one playing now keeps its blocs.
    let mut g = before_sunrise_without_police_or_blocs();
    let at = cell("A1");
    if g.city().is_highway(at) {
        g.set_tile(at, "the_plaza", 0).expect("tile");
    }
    let now = current(&g);
    let earlier = if now == W { N } else { W };
    g.set_squads(at, 2).expect("squads");
    g.set_blocs(at, W, 2).expect("blocs");
    g.set_blocs(at, N, 2).expect("blocs");
    act(&mut g, now, Act::Pass);
    assert_eq!(
        g.pending().and_then(Pending::faction),
        Some(earlier),
        "the earlier faction decides"
    );
    let default = g.default_command().expect("a default");
    g.apply(default).expect("the default applies");
    assert_eq!(
        g.district(at).blocs[earlier.index()],
        0,
        "by default it loses its own first"
    );
    assert_eq!(g.district(at).blocs[now.index()], 2);
}

/// U-REACT-2c (seed 003: «la faction qui a le plus de blocs dans le quartier décide quels
/// blocs sont vaincus»): the decider may give up the other faction's blocs; exactly as
/// many blocs as attacking squads fall, no faction more than it has; the listing holds
/// every split and nothing else; nobody else answers.
#[test]
fn u_react_2c_the_majority_faction_chooses_the_casualties() {
    let mut g = before_sunrise_without_police_or_blocs();
    let at = cell("A1");
    if g.city().is_highway(at) {
        g.set_tile(at, "the_plaza", 0).expect("tile");
    }
    g.set_squads(at, 2).expect("squads");
    g.set_blocs(at, N, 3).expect("blocs");
    g.set_blocs(at, W, 1).expect("blocs");
    let f = current(&g);
    act(&mut g, f, Act::Pass);
    let listed = g.legal_actions();
    let splits: Vec<&Act> = listed.iter().map(|c| &c.act).collect();
    assert_eq!(
        splits,
        [
            &Act::Casualties {
                losses: vec![(N, 2)]
            },
            &Act::Casualties {
                losses: vec![(W, 1), (N, 1)]
            },
        ]
    );
    assert!(listed.iter().all(|c| c.by == N));
    for wrong in [
        vec![(N, 3)],
        vec![(W, 1)],
        vec![(W, 2)],
        vec![(N, 1), (W, 1)],
        vec![(W, 1), (N, 1), (S, 0)],
    ] {
        let before = g.clone();
        assert!(g
            .apply(Command {
                by: N,
                act: Act::Casualties { losses: wrong }
            })
            .is_err());
        assert_eq!(g, before, "a refused command changes nothing");
    }
    assert!(g
        .apply(Command {
            by: W,
            act: Act::Casualties {
                losses: vec![(W, 1), (N, 1)]
            }
        })
        .is_err());
    let events = act(
        &mut g,
        N,
        Act::Casualties {
            losses: vec![(W, 1), (N, 1)],
        },
    );
    assert!(matches!(
        events.first(),
        Some(Event::CasualtiesChosen { by: N, .. })
    ));
    assert_eq!(g.district(at).blocs[N.index()], 2);
    assert_eq!(g.district(at).blocs[W.index()], 0);
    assert!(g.pending().is_none() || !matches!(g.pending(), Some(Pending::Casualties { .. })));
}

/// Games stored before issue 32 (a config without `casualties`) replay under AMB-45's
/// order applied by the engine: nobody is asked.
#[test]
fn u_react_2c_a_stored_game_keeps_the_casualties_by_rule() {
    let mut g = before_sunrise_without_police_or_blocs();
    let mut json: serde_json::Value =
        serde_json::from_str(&serde_json::to_string(&g).expect("state")).expect("json");
    let config = json.get_mut("config").expect("a config");
    config
        .as_object_mut()
        .expect("an object")
        .remove("casualties");
    g = <Game as Ruleset>::parse_position(&json.to_string()).expect("position");
    assert_eq!(g.config().casualties, engine::uprising::Casualties::ByRule);
    let at = cell("A1");
    if g.city().is_highway(at) {
        g.set_tile(at, "the_plaza", 0).expect("tile");
    }
    g.set_squads(at, 2).expect("squads");
    g.set_blocs(at, N, 3).expect("blocs");
    g.set_blocs(at, W, 1).expect("blocs");
    let f = current(&g);
    act(&mut g, f, Act::Pass);
    assert!(!matches!(g.pending(), Some(Pending::Casualties { .. })));
    assert_eq!(g.district(at).blocs[N.index()], 1);
    assert_eq!(g.district(at).blocs[W.index()], 1);
}

#[test]
fn u_lose_2_a_faction_without_blocs_loses_everyone() {
    // U-LOSE-2, U-REACT-6, U-MEET-2: meeting blocs keep a faction alive.
    for at_meeting in [0u8, 1] {
        let mut g = game(&[W, N], Mode::Coop);
        to_last_turn(&mut g);
        let a = bare_board(&mut g);
        g.set_blocs(a, W, 1).expect("");
        g.set_blocs(a, N, 1).expect("");
        g.set_meeting(N, at_meeting).expect("");
        g.set_squads(a, 2).expect("");
        let f = current(&g);
        act(&mut g, f, Act::Pass);
        if at_meeting == 0 {
            assert!(matches!(
                g.outcome().map(|o| &o.reason),
                Some(EndReason::Crushed { .. })
            ));
            assert!(g.outcome().is_some_and(|o| o.winners.is_empty()));
        } else {
            assert!(matches!(
                g.outcome().map(|o| &o.reason),
                Some(EndReason::Crushed { faction: W })
            ));
        }
    }
}

/// No police and no bloc anywhere, and C3 a district (not a highway): returns C3.
fn bare_board(g: &mut Game) -> Cell {
    clear_police(g);
    clear_blocs_except(g, &[]);
    let a = cell("C3");
    if g.city().is_highway(a) {
        g.set_tile(a, "the_plaza", 0).expect("tile");
    }
    a
}

/// U-LOSE-2, U-FLOW-6 (losing is checked continuously): a faction left with no bloc in
/// the city or at the Meeting ends the game after any command, mid-night (no Sunrise
/// follows this one).
#[test]
fn u_lose_2_is_checked_after_every_command_not_only_at_sunrise() {
    let mut g = game(&[W, N], Mode::Coop);
    let a = bare_board(&mut g);
    let f = current(&g);
    let other = if f == W { N } else { W };
    g.set_blocs(a, f, 2).expect("blocs");
    g.set_meeting(other, 0).expect("meeting");
    act(&mut g, f, Act::Pass);
    assert!(!matches!(g.phase(), Phase::Sunrise { .. }));
    assert_eq!(
        g.outcome().map(|o| &o.reason),
        Some(&EndReason::Crushed { faction: other })
    );
}

/// U-LOSE-2, U-MEET-2: a faction whose only blocs are at the Meeting is not crushed,
/// whichever of the two factions comes first in turn order (the check after every command).
#[test]
fn u_meet_2_blocs_at_the_meeting_alone_keep_a_faction_in_the_game() {
    for (on_board, at_meeting) in [(W, N), (N, W)] {
        let mut g = game(&[W, N], Mode::Coop);
        let a = bare_board(&mut g);
        g.set_blocs(a, on_board, 2).expect("blocs");
        g.set_meeting(at_meeting, 1).expect("meeting");
        let f = current(&g);
        act(&mut g, f, Act::Pass);
        assert!(g.outcome().is_none(), "{:?}", g.outcome());
    }
}

#[test]
fn u_van_9_a_shortest_route_by_priority_removes_barricades() {
    // U-VAN-9 (a), U-VAN-1, U-VAN-2, U-VAN-3, U-VAN-4, U-VAN-6, U-VAN-8, U-REACT-3,
    // U-PRIO-2, U-PRIO-5, AMB-9, AMB-1.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    square(
        &mut g,
        "mega_mall",
        "old_polytechnic",
        "smartphone_factory",
        "ministry_of_the_interior",
    );
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    let (a, b, c, d) = (cell("A1"), cell("B1"), cell("A2"), cell("B2"));
    g.set_van(a, Some(0)).expect("");
    g.set_barricades(a, b, 1).expect("");
    g.set_barricades(a, c, 1).expect("");
    g.set_reaction_top("protect_the_ministries").expect("");
    assert!(g.police_id(b) > g.police_id(c));
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events.contains(&Event::VanMoved { from: a, to: d }));
    assert!(events.contains(&Event::SquadsDeployed { at: d, squads: 1 }));
    assert_eq!(links(&g, a, b), 0, "the route via the higher ID");
    assert_eq!(links(&g, a, c), 1);
    assert!(g.district(d).van.is_some());
}

#[test]
fn u_van_9_b_three_barricades_stop_the_van() {
    // U-VAN-9 (b), U-VAN-4, U-VAN-5, AMB-8.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    square(
        &mut g,
        "financial_district",
        "smartphone_factory",
        "mega_mall",
        "ministry_of_the_interior",
    );
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    let (a, b, c, d) = (cell("A1"), cell("B1"), cell("A2"), cell("B2"));
    g.set_van(a, Some(0)).expect("");
    // Both routes walled at their second link: the van takes one and stops before it.
    g.set_barricades(b, d, 3).expect("");
    g.set_barricades(c, d, 3).expect("");
    g.set_reaction_top("protect_the_ministries").expect("");
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    let via = if g.police_id(b) > g.police_id(c) {
        b
    } else {
        c
    };
    assert!(events.contains(&Event::VanMoved { from: a, to: via }));
    assert!(events.contains(&Event::SquadsDeployed { at: via, squads: 1 }));
    assert_eq!(links(&g, via, d), 0, "the 3 barricades are removed");
}

#[test]
fn u_van_5_a_van_never_stops_on_another_van() {
    // U-VAN-5, AMB-8: the destination holds a van: the moving one steps back.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    square(
        &mut g,
        "mega_mall",
        "old_polytechnic",
        "smartphone_factory",
        "ministry_of_the_interior",
    );
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    let (a, b, d) = (cell("A1"), cell("B1"), cell("B2"));
    g.set_van(a, Some(0)).expect("");
    g.set_van(d, Some(0)).expect("");
    g.set_reaction_top("protect_the_ministries").expect("");
    // The lowest-ID van moves (U-VAN-1): A1's mega mall (2) is below the ministry (18).
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events.contains(&Event::VanMoved { from: a, to: b }));
}

#[test]
fn u_lib_6_liberation_by_adjacency_with_its_card() {
    // U-LIB-6, U-LIB-1, U-LIB-3, U-LIB-4, U-LCARD-2, U-LCARD-3, U-MOR-3, AMB-13.
    let mut g = game(&[W, S, N], Mode::Coop);
    to_last_turn(&mut g);
    square(
        &mut g,
        "polluted_slum",
        "mega_mall",
        "smartphone_factory",
        "ministry_of_the_interior",
    );
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    let (x, lib) = (cell("A1"), cell("B1"));
    assert_eq!(g.difficulty(x), 4);
    g.set_liberated(lib).expect("");
    g.set_blocs(x, W, 3).expect("");
    g.set_blocs(x, S, 3).expect("");
    g.set_blocs(x, N, 2).expect("");
    let morale = g.morale();
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Liberated { at, card: Some(_) } if *at == x)));
    assert!(g.district(x).liberated);
    assert_eq!(g.morale() + 1, morale, "U-LIB-4a");
    assert_eq!(g.difficulty(x), 3, "U-LIB-4f: the liberated side's value");
    // Each liberating faction chooses, in turn order (U-LCARD-2).
    let Some(Pending::LiberationChoice { choosers, .. }) = g.pending().cloned() else {
        panic!("a Liberation-card choice");
    };
    let order: Vec<Faction> = g
        .turn_order()
        .into_iter()
        .filter(|f| choosers.contains(f))
        .collect();
    assert_eq!(choosers, order);
    assert_eq!(choosers.len(), 3);
    for f in choosers {
        assert_eq!(g.to_act(), vec![f]);
        act(&mut g, f, Act::Choose { option: 0 });
    }
}

#[test]
fn u_lib_2_public_districts_need_no_neighbour_and_turn_the_countdown_back() {
    // U-LIB-2, U-LIB-4e, U-CD-3, AMB-14, U-LIB-1 (police block it).
    for police in [false, true] {
        let mut g = game(&[W, N], Mode::Coop);
        to_last_turn(&mut g);
        clear_police(&mut g);
        clear_blocs_except(&mut g, &[]);
        keep_alive(&mut g, cell("E1"));
        g.set_tile(cell("A1"), "the_plaza", 0).expect("");
        let x = cell("A1");
        g.set_blocs(x, W, 3).expect("");
        g.set_blocs(x, N, 3).expect("");
        g.set_countdown(7).expect("");
        if police {
            g.set_squads(x, 1).expect("");
        }
        let f = current(&g);
        act(&mut g, f, Act::Pass);
        assert_eq!(g.district(x).liberated, !police);
        while g.pending().is_some() {
            let c = g.default_command().expect("default");
            g.apply(c).expect("default");
        }
        // Back one for the Public district, then forward 1 at Timid (U-CD-1).
        assert_eq!(g.countdown(), if police { 6 } else { 7 });
    }
}

#[test]
fn u_ag_5_meeting_reveals_and_blocs_return() {
    // U-AG-5, U-AG-1, U-AG-2, U-AG-3, U-MEET-1, U-MEET-3, AMB-15.
    let mut g = game(&[W, P], Mode::Coop);
    to_last_turn(&mut g);
    clear_police(&mut g);
    g.set_conditions_up(2).expect("");
    g.set_meeting(P, 2).expect("");
    let home = g
        .faction_state(P)
        .map(|_| ())
        .and(Cell::all().find(|&c| g.district(c).occupation.is_some_and(|o| o.owner == P)));
    let home = home.expect("the Prisoners' start");
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MeetingHeld { blocs: 2, revealed } if revealed.len() == 1)));
    assert_eq!(g.conditions_up().len(), 3);
    assert_eq!(g.pending(), Some(&Pending::MeetingReturn { faction: P }));
    assert_eq!(g.return_options(P), vec![home]);
    let events = act(
        &mut g,
        P,
        Act::Return {
            to: home,
            blocs: None,
        },
    );
    assert_eq!(
        events.first(),
        Some(&Event::MeetingReturned {
            faction: P,
            to: home,
            blocs: 2
        })
    );
    assert_eq!(g.faction_state(P).map(|s| s.meeting), Some(0));
}

#[test]
fn u_cd_2_countdown_by_morale_and_the_flame_passes() {
    // U-CD-2, U-CD-1, U-FLOW-3, U-MOR-1, U-LOSE-1.
    let mut g = game(&[W, N], Mode::Coop);
    to_last_turn(&mut g);
    let level = data()
        .morale
        .iter()
        .position(|m| m.countdown_steps == 2)
        .expect("a level") as u8;
    g.set_morale(level).expect("");
    g.set_countdown(3).expect("");
    let first = g.first_faction();
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events.contains(&Event::Countdown { step: 1 }));
    assert_ne!(g.first_faction(), first);
    assert!(g.outcome().is_none());
    // The last night: at Sunrise the tank reaches Game Over.
    while g.outcome().is_none() {
        let c = g.default_command().expect("default");
        g.apply(c).expect("default");
    }
    assert!(g.outcome().is_some_and(
        |o| o.reason == EndReason::GameOver || matches!(o.reason, EndReason::Crushed { .. })
    ));
}

#[test]
fn u_atk_5_attack_vectors() {
    // U-ATK-5, U-ATK-0, U-ATK-1, U-ATK-2, U-FAC-1, U-DICE-3, U-DICE-4, AMB-29, AMB-25.
    let mut g = game(&[N, W, S], Mode::Coop);
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    g.set_tile(cell("A1"), "mega_mall", 0).expect(""); // difficulty 3
    g.set_tile(cell("C3"), "financial_district", 0).expect(""); // difficulty 6
    let (x, y) = (cell("A1"), cell("C3"));
    // Neighbors, 1 bloc, difficulty 3: one squad defeated, then the bloc has attacked.
    until_turn(&mut g, N);
    g.set_blocs(x, N, 1).expect("");
    g.set_squads(x, 3).expect("");
    g.set_dice(&[3, 3]).expect("");
    act(
        &mut g,
        N,
        Act::Defeat {
            at: x,
            dice: vec![3].into(),
            molotovs: 0,
        },
    );
    assert_eq!(g.district(x).squads, 2);
    let again = g.apply(Command {
        by: N,
        act: Act::Defeat {
            at: x,
            dice: vec![3].into(),
            molotovs: 0,
        },
    });
    assert_eq!(
        again.map_err(|e| engine::seam::Explain::rule(&e)),
        Err(Some("U-ATK-0"))
    );
    act(&mut g, N, Act::Pass);
    // Workers, 2 blocs vs 3 squads: at most 2 defeated.
    until_turn(&mut g, W);
    clear_police(&mut g);
    g.set_blocs(x, N, 0).expect("");
    g.set_blocs(x, W, 2).expect("");
    g.set_squads(x, 3).expect("");
    g.set_dice(&[3, 4, 5]).expect("");
    act(
        &mut g,
        W,
        Act::Defeat {
            at: x,
            dice: vec![3].into(),
            molotovs: 0,
        },
    );
    act(
        &mut g,
        W,
        Act::Defeat {
            at: x,
            dice: vec![4].into(),
            molotovs: 0,
        },
    );
    assert!(g
        .apply(Command {
            by: W,
            act: Act::Defeat {
                at: x,
                dice: vec![5].into(),
                molotovs: 0
            }
        })
        .is_err());
    assert_eq!(g.district(x).squads, 1);
    act(&mut g, W, Act::Pass);
    // Students push 2 squads out of a difficulty-6 district with one combined attack.
    until_turn(&mut g, S);
    clear_police(&mut g);
    g.set_blocs(y, S, 1).expect("");
    g.set_squads(y, 2).expect("");
    g.set_dice(&[2, 4, 1]).expect("");
    let low = g.apply(Command {
        by: S,
        act: Act::Push {
            at: y,
            to: g.city().adjacent(y)[0],
            dice: vec![4, 1].into(),
            molotovs: 0,
        },
    });
    assert!(
        matches!(low, Err(engine::uprising::ActionError::DieTooLow { .. })),
        "U-DICE-4"
    );
    let to = g.city().adjacent(y)[0];
    act(
        &mut g,
        S,
        Act::Push {
            at: y,
            to,
            dice: vec![2, 4].into(),
            molotovs: 0,
        },
    );
    assert_eq!(g.district(y).squads, 0);
    assert_eq!(g.district(to).squads, 2);
}

#[test]
fn u_loot_7_molotovs_played_on_an_attack_stand() {
    // U-LOOT-7, U-LOOT-5, U-LOOT-6, U-SEMI-9, U-ATK-0, U-ATK-1 (issue 33, conformance
    // property (g)): Molotovs boosting an attack are loot cards played, so the table sees
    // them leave a hidden hand for the discard. Each one is a `LootPlayed` event, which
    // reveals information: the attack cannot be taken back. An attack without Molotovs
    // plays no card and still reveals nothing.
    let mut g = game(&[N, W, S], Mode::SemiCoop);
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    g.set_tile(cell("C3"), "financial_district", 0).expect(""); // difficulty 6
    let x = cell("C3");
    until_turn(&mut g, N);
    g.set_blocs(x, N, 2).expect("");
    g.set_squads(x, 3).expect("");
    g.set_dice(&[2, 6]).expect("");
    g.give_loot(N, "molotov").expect("");
    g.give_loot(N, "molotov").expect("");
    let molotov = data()
        .loot
        .iter()
        .position(|c| c.key == "molotov")
        .expect("a Molotov card") as u8;
    let hand = |g: &Game| g.faction_state(N).expect("in play").hand.clone();
    let held = hand(&g).len();
    // 2 + 2 Molotovs of +2 = 6 (U-LOOT-7: several Molotovs boost one attack).
    let events = act(
        &mut g,
        N,
        Act::Defeat {
            at: x,
            dice: vec![2].into(),
            molotovs: 2,
        },
    );
    let played = Event::LootPlayed {
        faction: N,
        card: molotov,
        at: x,
    };
    assert_eq!(
        events,
        vec![
            played.clone(),
            played.clone(),
            Event::SquadDefeated { at: x }
        ]
    );
    assert!(events.iter().any(Event::reveals_information));
    for viewer in [None, Some(W), Some(N)] {
        assert_eq!(played.redacted_for(viewer), played);
    }
    assert_eq!(hand(&g).len(), held - 2);
    assert_eq!(g.district(x).squads, 2);
    // Without a Molotov: no card played, nothing revealed (still undoable).
    let events = act(
        &mut g,
        N,
        Act::Defeat {
            at: x,
            dice: vec![6].into(),
            molotovs: 0,
        },
    );
    assert_eq!(events, vec![Event::SquadDefeated { at: x }]);
    assert!(!events.iter().any(Event::reveals_information));
}

#[test]
fn u_atk_3_vans_take_three_hits_and_morale_drops() {
    // U-ATK-3, U-ATK-4, U-MOR-3, U-REACT-2 (a: repair).
    let mut g = game(&[P, W], Mode::Coop);
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    g.set_tile(cell("A1"), "mega_mall", 0).expect("");
    let x = cell("A1");
    until_turn(&mut g, P);
    g.set_blocs(x, P, 3).expect("");
    g.set_van(x, Some(0)).expect("");
    g.set_squads(x, 1).expect("");
    // Prisoners: +1 to attacks (U-FAC-1, AMB-26): a 2 does against difficulty 3.
    g.set_dice(&[2, 2, 2]).expect("");
    let morale = g.morale();
    act(
        &mut g,
        P,
        Act::HitVan {
            at: x,
            dice: vec![2].into(),
            molotovs: 0,
        },
    );
    assert_eq!(g.district(x).van, Some(1));
    act(
        &mut g,
        P,
        Act::HitVan {
            at: x,
            dice: vec![2].into(),
            molotovs: 0,
        },
    );
    let events = act(
        &mut g,
        P,
        Act::HitVan {
            at: x,
            dice: vec![2].into(),
            molotovs: 0,
        },
    );
    assert!(events.contains(&Event::VanDestroyed { at: x }));
    assert_eq!(g.district(x).van, None);
    assert_eq!(g.morale() + 1, morale.max(1));
    assert_eq!(g.district(x).squads, 1, "each attack chose the van");
}

#[test]
fn u_move_3_police_block_movement_except_a_lone_student() {
    // U-MOVE-3, U-MOVE-4, U-MOVE-5, U-FAC-4, AMB-5, U-ACT-2, U-ACT-4.
    let mut g = game(&[S, W], Mode::Coop);
    square(
        &mut g,
        "mega_mall",
        "old_polytechnic",
        "smartphone_factory",
        "ministry_of_the_interior",
    );
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    let (a, b) = (cell("A1"), cell("B1"));
    until_turn(&mut g, S);
    g.set_blocs(a, S, 2).expect("");
    g.set_squads(a, 1).expect("");
    g.set_dice(&[1, 1, 1]).expect("");
    // Two blocs in a clash cannot leave; one Students bloc can.
    assert!(g
        .apply(Command {
            by: S,
            act: Act::Move {
                from: a,
                to: b,
                blocs: 2,
                die: 1
            }
        })
        .is_err());
    act(
        &mut g,
        S,
        Act::Move {
            from: a,
            to: b,
            blocs: 1,
            die: 1,
        },
    );
    assert_eq!(g.district(b).blocs[S.index()], 1);
    // Blocs in a clash cannot build or barricade (U-ACT-4).
    let refused = g.apply(Command {
        by: S,
        act: Act::Meeting {
            from: a,
            blocs: 1,
            die: 1,
        },
    });
    assert!(matches!(
        refused,
        Err(engine::uprising::ActionError::InClash { .. })
    ));
}

#[test]
fn u_occ_build_swap_and_abilities() {
    // U-OCC-1, U-OCC-2, U-OCC-3, U-OCC-6, U-OCC-8, U-OCC-9, U-OCC-10, U-FAC-2, AMB-27,
    // U-MOR-3, U-LOOT-1, U-LOOT-2, U-LOOT-3, U-LOOT-4, AMB-30, AMB-31, U-DICE-2.
    let mut g = game(&[W, N], Mode::Coop);
    clear_police(&mut g);
    clear_blocs_except(&mut g, &[]);
    keep_alive(&mut g, cell("E1"));
    g.set_tile(cell("A1"), "the_plaza", 0).expect(""); // Public, difficulty 3
    g.set_tile(cell("B1"), "mega_mall", 0).expect(""); // Commercial, 4 shopping centers
    let (pub_, mall) = (cell("A1"), cell("B1"));
    until_turn(&mut g, W);
    g.set_blocs(pub_, W, 1).expect("");
    g.set_blocs(mall, W, 1).expect("");
    g.set_dice(&[1, 6, 1, 1, 1]).expect("");
    let morale = g.morale();
    // Workers build with any die (U-FAC-2).
    act(
        &mut g,
        W,
        Act::Build {
            at: pub_,
            kind: OccKind::Aid,
            dice: vec![1].into(),
            relocate: None,
        },
    );
    assert_eq!(g.morale() + 1, morale.max(1));
    // No circle in a Commercial district (U-OCC-2).
    assert!(g
        .apply(Command {
            by: W,
            act: Act::Build {
                at: mall,
                kind: OccKind::Hall,
                dice: vec![1].into(),
                relocate: None
            }
        })
        .is_err());
    // Graffiti in the mall feeds the Mutual Aid Center next door (if adjacent).
    act(
        &mut g,
        W,
        Act::Loot {
            at: mall,
            graffiti: true,
            dice: vec![6].into(),
        },
    );
    assert_eq!(g.free_shopping_centers(mall), 3);
    let adjacent = g.city().are_adjacent(pub_, mall);
    let events = act(&mut g, W, Act::Aid { at: pub_, die: 1 });
    let drew = events
        .iter()
        .any(|e| matches!(e, Event::LootDrawn { count: 1, .. }));
    assert_eq!(drew, adjacent, "one graffiti, one card");
    // Once per turn (U-OCC-6).
    assert!(g
        .apply(Command {
            by: W,
            act: Act::Aid { at: pub_, die: 1 }
        })
        .is_err());
    // Swap own Mutual Aid Center for an Assembly Hall, then use it.
    act(
        &mut g,
        W,
        Act::Swap {
            at: pub_,
            kind: OccKind::Hall,
            dice: vec![1].into(),
            relocate: None,
        },
    );
    assert_eq!(
        g.district(pub_).occupation.map(|o| o.kind),
        Some(OccKind::Hall)
    );
}

#[test]
fn u_dice_1_dice_by_blocs_in_the_city() {
    // U-DICE-1, U-NIGHT-5, U-NIGHT-4, U-OCC-7, AMB-16.
    let table: Vec<(u8, u8)> = data().dice.iter().map(|s| (s.min_blocs, s.dice)).collect();
    let mut g = game(&[W, N], Mode::Coop);
    let f = current(&g);
    let next = g.turn_order()[1];
    g.set_meeting(next, 4).expect("");
    act(&mut g, f, Act::Pass);
    let blocs = g.blocs_in_city(next);
    let want = engine::shared::dice::dice_for_blocs(table.iter().copied(), blocs);
    assert_eq!(g.turn().map(|t| t.dice.len() as u8), Some(want));
    assert!(want >= 4, "meeting blocs count ({blocs} blocs)");
}

#[test]
fn u_cond_7_tokens_on_completed_cards_and_u_win_1() {
    // U-COND-7, U-COND-2, U-COND-3, U-COND-6, U-WIN-1, AMB-18, AMB-19, AMB-34.
    let mut g = game(&[W, P], Mode::Coop);
    clear_police(&mut g);
    for (k, at) in [
        ("the_plaza", "A1"),
        ("the_park", "C1"),
        ("supermax_prison", "E1"),
        ("mega_mall", "E5"),
    ] {
        g.set_tile(cell(at), k, 0).expect("");
    }
    for at in ["A1", "C1", "E1"] {
        g.set_liberated(cell(at)).expect("");
    }
    let occ = |owner, kind| Some(Occupation { owner, kind });
    g.set_occupation(cell("A1"), occ(W, OccKind::Hall))
        .expect("");
    g.set_occupation(cell("C1"), occ(W, OccKind::Aid))
        .expect("");
    g.set_occupation(cell("E1"), occ(P, OccKind::Hall))
        .expect("");
    let key = |k: &str| {
        data()
            .conditions
            .iter()
            .position(|c| c.key == k)
            .expect("card") as u8
    };
    let (popular, abolition) = (key("popular_conditions"), key("abolition"));
    assert!(g.completes(W, popular));
    assert!(g.completes(P, abolition));
    assert!(!g.completes(P, popular));
    // Only face-up cards take tokens (U-COND-6): reveal the whole deck.
    while g.set_conditions_up(g.conditions_up().len() + 1).is_ok() {}
    assert!(g.conditions_up().contains(&popular) && g.conditions_up().contains(&abolition));
    let card_of = |f: Faction| if f == W { popular } else { abolition };
    let first = current(&g);
    let second = g.turn_order()[1];
    // Never on another faction's card, never out of turn (U-COND-3).
    assert!(g
        .apply(Command {
            by: first,
            act: Act::Token {
                card: card_of(second)
            }
        })
        .is_err());
    act(
        &mut g,
        first,
        Act::Token {
            card: card_of(first),
        },
    );
    act(&mut g, first, Act::Pass);
    clear_police(&mut g);
    act(
        &mut g,
        second,
        Act::Token {
            card: card_of(second),
        },
    );
    let events = act(&mut g, second, Act::Pass);
    assert!(events.iter().any(|e| matches!(e, Event::GameEnded { .. })));
    assert_eq!(
        g.outcome().map(|o| o.reason.clone()),
        Some(EndReason::CityLiberated)
    );
    assert_eq!(g.outcome().map(|o| o.winners.len()), Some(2));
}

#[test]
fn u_cond_4_an_evicted_occupation_takes_the_token_off() {
    // U-COND-4, U-REACT-2 (c).
    let mut g = game(&[W, P], Mode::Coop);
    to_last_turn(&mut g);
    clear_police(&mut g);
    g.set_tile(cell("A1"), "supermax_prison", 0).expect("");
    g.set_liberated(cell("A1")).expect("");
    let occ = Some(Occupation {
        owner: P,
        kind: OccKind::Hall,
    });
    g.set_occupation(cell("A1"), occ).expect("");
    while g.set_conditions_up(g.conditions_up().len() + 1).is_ok() {}
    let abolition = data()
        .conditions
        .iter()
        .position(|c| c.key == "abolition")
        .expect("card") as u8;
    until_turn(&mut g, P);
    act(&mut g, P, Act::Token { card: abolition });
    assert_eq!(g.faction_state(P).and_then(|s| s.token), Some(abolition));
    to_last_turn(&mut g);
    clear_police(&mut g);
    g.set_squads(cell("A1"), 1).expect("");
    let f = current(&g);
    let events = act(&mut g, f, Act::Pass);
    assert!(events.contains(&Event::TokenRemoved {
        faction: P,
        card: abolition
    }));
}

#[test]
fn u_semi_agendas_are_dealt_secret_and_revealed() {
    // U-SEMI-1, U-SEMI-2, U-SEMI-3, U-SEMI-7, U-SETUP-13, U-SEMI-9.
    for (players, mode, social_max) in [
        (4u8, Mode::SemiCoop, 4usize),
        (3, Mode::SemiCoop, 3),
        (4, Mode::Conflict, 3),
    ] {
        let config = Config {
            players,
            mode,
            ..Config::default()
        };
        let g = Game::new(config, 5).expect("setup");
        let agendas: Vec<u8> = g
            .factions_in_play()
            .iter()
            .filter_map(|f| g.faction_state(*f).and_then(|s| s.agenda))
            .collect();
        assert_eq!(agendas.len(), players as usize);
        let social = agendas
            .iter()
            .filter(|&&a| {
                data().agendas[a as usize].family == engine::uprising::data::AgendaFamily::Social
            })
            .count();
        assert!(social <= social_max);
        // A spectator sees no agenda; a faction sees its own only.
        let v = g.view(None);
        assert_eq!(v.agenda, None);
        assert!(v.factions.iter().all(|f| f.revealed_agenda.is_none()));
        let f = g.factions_in_play()[0];
        assert_eq!(
            g.view(Some(f)).agenda,
            g.faction_state(f).and_then(|s| s.agenda)
        );
    }
}

#[test]
fn u_prio_1_the_reaction_pile_back_is_public() {
    // U-PRIO-1, U-PRIO-3, U-PRIO-4, U-PRIO-6, AMB-1.
    let mut g = game(&[W, N], Mode::Coop);
    g.set_reaction_top("secure_the_institutions").expect("");
    let v = g.view(None);
    assert_eq!(v.metro, engine::uprising::data::Metro::Locked);
    assert_eq!(v.priority, engine::uprising::data::Priority::Lowest);
    assert!(!g.metro_open());
    // The pile never runs out: after six Sunrises the discard is reshuffled.
    for _ in 0..400 {
        let Some(c) = g.default_command() else { break };
        g.apply(c).expect("default");
        assert!(g.view(None).reaction_pile > 0);
    }
    let _ = Phase::Over;
    let _ = <Game as Ruleset>::KEY;
}

/// AMB-15 (issue 32): where two or more districts hold the faction's occupations, the
/// listing offers the meeting's blocs split (`return CELL N`), so menus and computer seats
/// can choose it; with one district only, the whole return.
#[test]
fn amb_15_a_split_meeting_return_is_listed() {
    let text = "ruleset uprising\nseed 1\nplayers 2\nfactions W P\ndefault 2\n\
        set E5 tile ring_road\nset D5 tile expressway\nset C5 tile urban_motorway\ndefault\n\
        clear police\nclear blocs\nset C3 blocs W 1\nset A1 occupation P hall\n\
        set E1 occupation P aid\nconditions 2\nmeeting P 3\ndefault\nexpect to-act P\n";
    let report = engine::uprising::ruleset::run_scenario(text).expect("scenario");
    assert!(report.refused.is_none());
    let listed: Vec<Act> = report
        .game
        .legal_actions()
        .into_iter()
        .map(|c| c.act)
        .collect();
    for to in [cell("A1"), cell("E1")] {
        assert!(listed.contains(&Act::Return { to, blocs: None }));
        for n in 1..3 {
            assert!(
                listed.contains(&Act::Return { to, blocs: Some(n) }),
                "{to} {n}"
            );
        }
        assert!(!listed.contains(&Act::Return { to, blocs: Some(3) }));
    }
}
