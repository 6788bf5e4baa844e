//! Every number and sentence of the seed that constrains the map, as a test on the data
//! (issue 34), each citing its A2040 id. "seed N" is the rulebook's section N; section 12 is
//! the worked example of play.

use super::map::{load_from, map, Files, Map, Problem, Side, SpaceId, SpaceKind, Status, Terrain};

fn id(key: &str) -> SpaceId {
    map()
        .space_id(key)
        .unwrap_or_else(|| panic!("no space {key}"))
}

fn ids(keys: &[&str]) -> Vec<SpaceId> {
    keys.iter().map(|k| id(k)).collect()
}

fn pop(key: &str) -> u8 {
    map().space(id(key)).population
}

fn pops(keys: &[&str]) -> u32 {
    keys.iter().map(|k| u32::from(pop(k))).sum()
}

#[test]
fn embedded_map_loads() {
    let m = Map::load().expect("the embedded 2040 map is valid");
    assert_eq!(&m, map());
}

#[test]
fn a2040_3_1_spaces_are_9_regions_11_cities_11_suburbs_canada_and_mexico() {
    let m = map();
    let count = |k: SpaceKind| {
        m.spaces
            .iter()
            .filter(|s| s.kind == k && !s.foreign)
            .count()
    };
    assert_eq!(count(SpaceKind::City), 11);
    assert_eq!(count(SpaceKind::Suburb), 11);
    assert_eq!(count(SpaceKind::Region), 9);
    for k in ["canada", "mexico"] {
        let s = m.space(id(k));
        assert!(s.foreign && s.kind == SpaceKind::Region, "{k}");
        assert_eq!(s.population, 0, "seed 7.1.3: {k} is a 0-population region");
    }
    assert_eq!(m.spaces.len(), 33);
}

#[test]
fn a2040_3_2_the_named_metros_and_regions() {
    let m = map();
    for metro in [
        "new_york",
        "washington",
        "san_francisco",
        "seattle",
        "los_angeles",
        "chicago",
        "dallas",
        "denver",
        "atlanta",
        "miami",
        "phoenix",
    ] {
        let mi = m.metro_id(metro).expect(metro);
        let me = &m.metros[usize::from(mi)];
        assert_eq!(m.space(me.city).kind, SpaceKind::City);
        assert_eq!(m.space(me.suburb).kind, SpaceKind::Suburb);
        assert_eq!(m.space(me.city).key, format!("{metro}_city"));
    }
    for region in [
        "east_coast",
        "cascadia",
        "texas",
        "south",
        "appalachia",
        "plains",
        "big_sky",
        "midwest",
        "mesa",
    ] {
        assert_eq!(m.space(id(region)).kind, SpaceKind::Region);
    }
}

#[test]
fn a2040_3_3_a_city_touches_only_its_suburb_a_suburb_its_city_and_regions() {
    let m = map();
    for me in &m.metros {
        assert_eq!(
            m.adjacency[usize::from(me.city)],
            vec![me.suburb],
            "{}",
            me.key
        );
        let around = &m.adjacency[usize::from(me.suburb)];
        assert!(around.contains(&me.city));
        assert!(
            around.len() >= 2,
            "seed 7.1.1: one or several neighbouring regions"
        );
        for &s in around.iter().filter(|&&s| s != me.city) {
            let sp = m.space(s);
            assert!(
                sp.kind == SpaceKind::Region && !sp.foreign,
                "{} touches {}",
                me.key,
                sp.key
            );
        }
    }
    for a in 0..m.spaces.len() as SpaceId {
        for &b in &m.adjacency[usize::from(a)] {
            assert!(m.adjacent(b, a), "adjacency is symmetric");
        }
    }
}

#[test]
fn a2040_3_3_midwest_touches_exactly_plains_chicago_suburb_appalachia_and_canada() {
    // Seed 12: «Group 1, in the Midwest, could move for free to any of the following spaces:
    // Plains, Chicago suburbs, or Appalachia. (If Canada were in play ...)»
    let mut expected = ids(&["plains", "chicago_suburb", "appalachia", "canada"]);
    expected.sort_unstable();
    assert_eq!(map().adjacency[usize::from(id("midwest"))], expected);
}

#[test]
fn a2040_3_4_populations_the_seed_states() {
    assert_eq!(
        pop("washington_suburb"),
        1,
        "seed 12: Super Bug, Federal VPs fall from 21 to 20"
    );
    assert_eq!(pop("midwest"), 3, "seed 10.2.3: Midwest has population 3");
    assert_eq!(pop("mesa"), 2, "seed 10.2.3: Mesa has population 2");
    assert_eq!(
        pop("phoenix_suburb"),
        3,
        "seed 12: the juicy 3 VPs in suburban Phoenix"
    );
    for s in &map().spaces {
        if !s.foreign {
            assert!((1..=3).contains(&s.population), "{}", s.key);
        }
    }
}

#[test]
fn a2040_3_4_terrain_for_regions_only_and_the_midwest_is_forest() {
    let m = map();
    assert_eq!(
        m.space(id("midwest")).terrain,
        Some(Terrain::Forest),
        "seed 12"
    );
    for s in &m.spaces {
        assert_eq!(
            s.terrain.is_some(),
            s.kind == SpaceKind::Region,
            "{}",
            s.key
        );
    }
    // The three terrains the seed names are all on the map (seed 7.1.1).
    for t in [Terrain::Forest, Terrain::Mountain, Terrain::Desert] {
        assert!(
            m.spaces.iter().any(|s| !s.foreign && s.terrain == Some(t)),
            "{t:?}"
        );
    }
}

#[test]
fn a2040_3_5_control_factors_and_colours() {
    assert_eq!(
        [
            Status::Order,
            Status::Anger,
            Status::Defiance,
            Status::Revolt
        ]
        .map(Status::cf),
        [0, 1, 2, 3]
    );
    assert_eq!(Status::Anger.colour(), Side::Federal);
    assert_eq!(Status::Defiance.colour(), Side::Rebel);
}

#[test]
fn a2040_13_2_patriot_set_up_and_its_vp() {
    let m = map();
    let s = &m.patriot;
    // Implied: Order population 19 + 2 Federal bases = 21; Revolt 18 + 3 Rebel bases = 21.
    let order = [
        "new_york_city",
        "washington_city",
        "san_francisco_city",
        "seattle_city",
        "los_angeles_city",
        "new_york_suburb",
        "washington_suburb",
        "miami_suburb",
        "east_coast",
        "cascadia",
    ];
    let revolt = [
        "dallas_city",
        "denver_city",
        "atlanta_city",
        "dallas_suburb",
        "denver_suburb",
        "atlanta_suburb",
        "texas",
        "south",
        "appalachia",
        "plains",
        "big_sky",
    ];
    assert_eq!(pops(&order), 19);
    assert_eq!(pops(&revolt), 18);
    assert_eq!(s.printed_vp, (21, 21));
    assert_eq!(s.vp(m, Side::Federal), 21);
    assert_eq!(s.vp(m, Side::Rebel), 21);
    for k in order {
        assert_eq!(s.status_of(id(k)), Some(Status::Order), "{k}");
    }
    for k in revolt {
        assert_eq!(s.status_of(id(k)), Some(Status::Revolt), "{k}");
    }
    assert_eq!(s.status_of(id("chicago_city")), Some(Status::Anger));
    assert_eq!(s.status_of(id("chicago_suburb")), Some(Status::Defiance));
    assert_eq!(s.status_of(id("midwest")), Some(Status::Defiance));
    // Seed 12: suburban Phoenix is «a currently empty space» and unmarked; Miami city unmarked.
    assert_eq!(s.status_of(id("phoenix_suburb")), None);
    assert_eq!(s.status_of(id("miami_city")), None);
    assert_eq!(m.social_media.names[usize::from(s.social_media)], "B");
    assert_eq!(
        m.social_media.edge[usize::from(s.social_media)],
        Side::Rebel
    );
    assert_eq!(s.resources, (30, 30));
    let total = |v: &[(SpaceId, u8)]| v.iter().map(|(_, n)| u32::from(*n)).sum::<u32>();
    assert_eq!(total(&s.agents), 13);
    assert_eq!(total(&s.militia), 14);
    let count =
        |v: &[(SpaceId, u8)], k: &str| v.iter().find(|(s, _)| *s == id(k)).map_or(0, |(_, n)| *n);
    // Seed 12 (Secure): the Midwest has 3 agents, then 7 after Patton's 4; 4 militia.
    assert_eq!(count(&s.agents, "midwest"), 3);
    assert_eq!(count(&s.militia, "midwest"), 4);
    assert_eq!(count(&s.militia, "chicago_suburb"), 4);
    assert_eq!(count(&s.agents, "washington_suburb"), 2);
    assert_eq!(s.federal_bases, ids(&["chicago_suburb", "midwest"]));
    assert_eq!(s.rebel_bases, ids(&["texas", "south", "appalachia"]));
}

#[test]
fn a2040_13_3_resistance_set_up_and_its_vp() {
    let m = map();
    let s = &m.resistance;
    let order = [
        "dallas_suburb",
        "atlanta_suburb",
        "washington_suburb",
        "denver_suburb",
        "texas",
        "south",
        "appalachia",
        "midwest",
        "plains",
        "big_sky",
    ];
    // Implied: Order population 18 + the Mesa base = 19.
    assert_eq!(pops(&order), 18);
    assert_eq!(s.printed_vp, (19, 19));
    assert_eq!(s.vp(m, Side::Federal), 19);
    // The seed prints Big Sky both Order and Anger: the project reads Order.
    assert_eq!(s.status_of(id("big_sky")), Some(Status::Order));
    // Revolt population + the designed Rebel bases = the printed 19.
    let revolt = [
        "new_york_city",
        "miami_city",
        "los_angeles_city",
        "san_francisco_city",
        "seattle_city",
        "new_york_suburb",
        "los_angeles_suburb",
        "san_francisco_suburb",
        "seattle_suburb",
    ];
    assert_eq!(pops(&revolt) + s.rebel_bases.len() as u32, 19);
    assert_eq!(s.vp(m, Side::Rebel), 19);
    assert_eq!(m.social_media.names[usize::from(s.social_media)], "E");
    assert_eq!(
        m.social_media.edge[usize::from(s.social_media)],
        Side::Federal
    );
    // A2040-12.4: the Rebel must start with pieces (the seed lists none).
    assert!(!s.militia.is_empty() && !s.rebel_bases.is_empty());
    assert_eq!(s.federal_bases, ids(&["mesa"]));
}

#[test]
fn a2040_13_dallas_denver_and_atlanta_cities_total_4() {
    // #patriot Revolt (18) less #resistance Order (18) leaves these three cities (errata).
    assert_eq!(pops(&["dallas_city", "denver_city", "atlanta_city"]), 4);
}

#[test]
fn a2040_8_3_the_city_table_of_the_worked_example() {
    let m = map();
    // Seed 12: «The rolls are 3, 9, and 13»: suburban Phoenix, Denver, Miami.
    assert_eq!(
        m.roll_space(SpaceKind::Suburb, 3),
        Some(id("phoenix_suburb"))
    );
    assert_eq!(
        m.roll_space(SpaceKind::Suburb, 9),
        Some(id("denver_suburb"))
    );
    assert_eq!(
        m.roll_space(SpaceKind::Suburb, 13),
        Some(id("miami_suburb"))
    );
    assert_eq!(m.roll_space(SpaceKind::City, 13), Some(id("miami_city")));
    assert_eq!(m.roll_space(SpaceKind::City, 0), None);
    assert_eq!(m.roll_space(SpaceKind::City, 21), None);
    // Every US space can be rolled; Canada and Mexico cannot.
    let mut rolled: Vec<SpaceId> = [SpaceKind::City, SpaceKind::Suburb, SpaceKind::Region]
        .iter()
        .flat_map(|&k| (1..=20).filter_map(move |r| m.roll_space(k, r)))
        .collect();
    rolled.sort_unstable();
    rolled.dedup();
    assert_eq!(rolled.len(), 31);
    assert!(!rolled.contains(&id("canada")) && !rolled.contains(&id("mexico")));
}

#[test]
fn a2040_7_4_rebellion_power_factors_the_seed_states() {
    let m = map();
    // Seed 7.3.3: space 3 -> RPF 1, space 10 -> RPF 4; seed 12: 5 -> 2, 2 -> 0.
    assert_eq!(m.rpf(3), 1);
    assert_eq!(m.rpf(10), 4);
    assert_eq!(m.rpf(5), 2);
    assert_eq!(m.rpf(2), 0);
    // The track cannot go below 0 or above 11 (seed 10.4.3).
    assert_eq!(m.rpf(-4), m.rpf(0));
    assert_eq!(m.rpf(15), m.rpf(11));
}

#[test]
fn a2040_7_3_social_media_moves() {
    let t = &map().social_media;
    let at = |n: &str| t.index(n).expect(n);
    let moves = |n: &str| {
        let mut v: Vec<String> = t
            .moves(at(n))
            .iter()
            .map(|&i| t.names[usize::from(i)].clone())
            .collect();
        v.sort();
        v
    };
    assert_eq!(moves("A"), ["B"], "A to F is forbidden");
    assert_eq!(moves("B"), ["A", "C"]);
    assert_eq!(moves("C"), ["B", "D"]);
    assert_eq!(moves("D"), ["E"], "D to C is forbidden");
    assert_eq!(moves("E"), ["D", "F"]);
    assert_eq!(moves("F"), ["A", "E"]);
    // Seed 12: B to C keeps the edge with the Rebel; C to D gives it to the Federal.
    assert_eq!(t.edge[usize::from(at("C"))], Side::Rebel);
    assert_eq!(t.edge[usize::from(at("D"))], Side::Federal);
    assert_eq!(t.edge[usize::from(at("A"))], Side::Rebel);
    assert_eq!(t.edge[usize::from(at("F"))], Side::Federal);
}

/// Spaces holding militia when the Federal moves with Open Borders in the worked example
/// (seed 12): Texas, the South and Appalachia (2 each), Chicago suburb (4). The Midwest's
/// were hunted down and suburban Washington's died of Super Bug.
fn example_militia() -> Vec<SpaceId> {
    ids(&["texas", "south", "appalachia", "chicago_suburb"])
}

#[test]
fn a2040_10_3_worked_example_group_1_midwest_to_chicago_city_costs_1() {
    let m = map();
    let hostile = example_militia();
    let r = m
        .cheapest_route(id("midwest"), id("chicago_city"), false, |s| {
            hostile.contains(&s)
        })
        .expect("a route");
    assert_eq!(r.cost, 1);
    assert_eq!(r.entered, ids(&["chicago_suburb", "chicago_city"]));
    // «They could take I-90 ..., I-80 ..., or I-55»: each has a Midwest stop next to Chicago.
    for name in ["I-90", "I-80", "I-55"] {
        let hw = m.interstates.iter().find(|h| h.name == name).expect(name);
        let spaces: Vec<SpaceId> = hw
            .stops
            .iter()
            .map(|&s| m.stops[usize::from(s)].space)
            .collect();
        assert!(
            spaces
                .windows(2)
                .any(|w| (w[0] == id("midwest") && w[1] == id("chicago_suburb"))
                    || (w[1] == id("midwest") && w[0] == id("chicago_suburb"))),
            "{name}"
        );
    }
}

#[test]
fn a2040_10_3_worked_example_group_2_san_francisco_to_dallas() {
    let m = map();
    let from = id("san_francisco_city");
    // «along I-80, crossing through suburban SF, Mesa, Big Sky, and suburban Denver ... passes
    // through Denver city and continues south on I-25. At I-10, the agent goes east and
    // continues into Dallas city»; Mesa is entered twice.
    let through = ids(&[
        "san_francisco_suburb",
        "mesa",
        "big_sky",
        "mesa",
        "denver_suburb",
        "denver_city",
        "plains",
        "texas",
        "dallas_suburb",
        "dallas_city",
    ]);
    assert!(m.is_interstate_route(from, &through, false));
    // «or it can go around it»: the ring route stays in the suburb.
    let around: Vec<SpaceId> = through
        .iter()
        .copied()
        .filter(|&s| s != id("denver_city"))
        .collect();
    assert!(m.is_interstate_route(from, &around, false));
    // A route must follow the highways: skipping Big Sky is not I-80.
    let skip: Vec<SpaceId> = ids(&["san_francisco_suburb", "mesa", "denver_suburb"]);
    assert!(!m.is_interstate_route(from, &skip, false));
    let cost = |route: &[SpaceId], hostile: &[SpaceId]| {
        route.iter().filter(|s| hostile.contains(s)).count()
    };
    // «When I-10 crosses into Texas, the Federal must pay $1».
    assert_eq!(cost(&through, &example_militia()), 1);
    // «if there were militias in Mesa, the trip cost would go up by $2».
    let mut with_mesa = example_militia();
    with_mesa.push(id("mesa"));
    assert_eq!(cost(&through, &with_mesa), 3);
    // The cheapest route costs what the example pays.
    let hostile = example_militia();
    let r = m
        .cheapest_route(from, id("dallas_city"), false, |s| hostile.contains(&s))
        .expect("a route");
    assert_eq!(r.cost, 1);
    assert!(m.is_interstate_route(from, &r.entered, false));
}

#[test]
fn a2040_10_3_worked_example_group_3_los_angeles_to_miami_and_the_4_dollar_bill() {
    let m = map();
    let from = id("los_angeles_city");
    // «takes I-10 east and pays $1 when entering Texas. He proceeds through the Dallas
    // suburbs and continues on into the South region ... to Miami city.»
    let named = ids(&[
        "los_angeles_suburb",
        "mesa",
        "phoenix_suburb",
        "mesa",
        "plains",
        "texas",
        "dallas_suburb",
        "south",
        "miami_suburb",
        "miami_city",
    ]);
    assert!(m.is_interstate_route(from, &named, false));
    let hostile = example_militia();
    assert_eq!(named.iter().filter(|s| hostile.contains(s)).count(), 2);
    let r = m
        .cheapest_route(from, id("miami_city"), false, |s| hostile.contains(&s))
        .expect("a route");
    assert_eq!(r.cost, 2);
    // «The total bill for the Federal move is $4»: 1 + 1 + 2, no Mountain destination.
    let bill: u32 = [
        ("midwest", "chicago_city"),
        ("san_francisco_city", "dallas_city"),
        ("los_angeles_city", "miami_city"),
    ]
    .iter()
    .map(|(a, b)| {
        let to = id(b);
        assert_ne!(m.space(to).terrain, Some(Terrain::Mountain));
        m.cheapest_route(id(a), to, false, |s| hostile.contains(&s))
            .expect("a route")
            .cost
    })
    .sum();
    assert_eq!(bill, 4);
}

#[test]
fn a2040_9_4_illustration_los_angeles_city_to_phoenix_suburb() {
    let m = map();
    let from = id("los_angeles_city");
    // «The group enters 3 spaces: Suburban Los Angeles (A), the Mesa Region (B), and suburban
    // Phoenix (C)» ... «If the group had gone into Phoenix city (D)».
    let ring = ids(&["los_angeles_suburb", "mesa", "phoenix_suburb"]);
    assert!(m.is_interstate_route(from, &ring, false));
    let mut city = ring.clone();
    city.push(id("phoenix_city"));
    assert!(m.is_interstate_route(from, &city, false));
    // Agents in Mesa and Phoenix city: one militia lost on the ring, two through the city.
    let agents = ids(&["mesa", "phoenix_city"]);
    let r = m
        .cheapest_route(from, id("phoenix_suburb"), false, |s| agents.contains(&s))
        .expect("a route");
    assert_eq!(r.entered, ring);
    assert_eq!(r.cost, 1);
    let r = m
        .cheapest_route(from, id("phoenix_city"), false, |s| agents.contains(&s))
        .expect("a route");
    assert_eq!(r.cost, 2);
}

#[test]
fn a2040_3_8_transfers_in_metros_happen_in_the_suburbs() {
    let m = map();
    // «It is not possible to transfer from I-80 to I-25 without entering the Denver suburbs»
    // nor «from I-80 to I-55 without entering the Chicago suburbs»: no region junction joins
    // these pairs, so they meet only in a suburb.
    let name_of = |s: u16| {
        m.interstates[usize::from(m.stops[usize::from(s)].interstate)]
            .name
            .as_str()
    };
    for (i, links) in m.transfers.iter().enumerate() {
        let here = m.space(m.stops[i].space);
        if here.kind != SpaceKind::Region {
            continue;
        }
        for &j in links {
            let pair = [name_of(i as u16), name_of(j)];
            for banned in [["I-80", "I-25"], ["I-80", "I-55"]] {
                assert!(
                    !(pair == banned || pair == [banned[1], banned[0]]),
                    "{pair:?} meet in {}",
                    here.key
                );
            }
        }
    }
    // Every interstate entering a metro enters its suburb, never its city.
    assert!(m
        .stops
        .iter()
        .all(|s| m.space(s.space).kind != SpaceKind::City));
}

#[test]
fn a2040_3_3_canada_and_mexico_are_closed_unless_a_card_opens_them() {
    let m = map();
    let none = |_| false;
    assert_eq!(
        m.cheapest_route(id("midwest"), id("canada"), false, none),
        None
    );
    assert!(m
        .cheapest_route(id("midwest"), id("canada"), true, none)
        .is_some());
    assert!(m
        .cheapest_route(id("los_angeles_suburb"), id("mexico"), true, none)
        .is_some());
    // Closed, no route passes through them either.
    for from in 0..m.spaces.len() as SpaceId {
        for to in 0..m.spaces.len() as SpaceId {
            if let Some(r) = m.cheapest_route(from, to, false, none) {
                assert!(r.entered.iter().all(|&s| !m.space(s).foreign));
            }
        }
    }
}

#[test]
fn a2040_3_8_every_us_space_reaches_every_other_by_interstate() {
    let m = map();
    let us: Vec<SpaceId> = (0..m.spaces.len() as SpaceId)
        .filter(|&s| !m.space(s).foreign)
        .collect();
    for &a in &us {
        for &b in &us {
            if a != b {
                let r = m.cheapest_route(a, b, false, |_| false);
                let r = r.unwrap_or_else(|| panic!("{} to {}", m.space(a).key, m.space(b).key));
                assert_eq!(r.entered.last(), Some(&b));
                assert!(m.is_interstate_route(a, &r.entered, false));
            }
        }
    }
    let segments: usize = m.interstates.iter().map(|h| h.stops.len() - 1).sum();
    assert_eq!((m.interstates.len(), segments), (12, 61));
}

fn altered(file: &str, from: &str, to: &str) -> Problem {
    let mut f = Files::embedded();
    let text = match file {
        "map" => &mut f.map,
        "interstates" => &mut f.interstates,
        "tables" => &mut f.tables,
        _ => &mut f.scenarios,
    };
    assert!(text.contains(from), "{from}");
    *text = text.replacen(from, to, 1);
    match load_from(&f) {
        Ok(_) => panic!("{file} with {to} still loads"),
        Err(e) => e.problem,
    }
}

#[test]
fn the_loader_refuses_maps_that_break_the_rules() {
    let is_rule = |p: Problem, id: &str| match p {
        Problem::Rule { rule, .. } => assert_eq!(rule, id),
        other => panic!("expected {id}, got {other}"),
    };
    // A segment between spaces that do not touch.
    is_rule(
        altered(
            "interstates",
            r#""mexico", "texas", "dallas_suburb""#,
            r#""mexico", "texas", "miami_suburb""#,
        ),
        "A2040-3.8",
    );
    // A region listing a neighbour that does not list it back.
    is_rule(
        altered(
            "map",
            r#"neighbours = ["texas", "mesa"]"#,
            r#"neighbours = ["texas", "mesa", "plains"]"#,
        ),
        "A2040-3.3",
    );
    // A population that no longer gives the printed VP.
    is_rule(
        altered(
            "map",
            "population = 3                 # seed 10.2.3 and 12",
            "population = 2 #",
        ),
        "A2040-12.1",
    );
    // Big Sky in two statuses, as printed.
    is_rule(
        altered(
            "scenarios",
            r#"anger = ["atlanta_city", "dallas_city", "phoenix_suburb", "mesa"]"#,
            r#"anger = ["atlanta_city", "dallas_city", "phoenix_suburb", "mesa", "big_sky"]"#,
        ),
        "A2040-13",
    );
    // #resistance as printed: no Rebel piece.
    is_rule(
        altered(
            "scenarios",
            r#"militia = { new_york_city = 2, los_angeles_city = 2, washington_city = 3, chicago_city = 3, seattle_suburb = 2 }
rebel_bases = ["new_york_city", "los_angeles_city"]"#,
            "militia = {}\nrebel_bases = []",
        ),
        "A2040-12.4",
    );
    assert!(matches!(
        altered(
            "tables",
            r#""new_york", "los_angeles", "phoenix","#,
            r#""los_angeles", "phoenix","#
        ),
        Problem::Count { expected: 20, .. }
    ));
    assert!(matches!(
        altered(
            "map",
            r#"key = "mesa""#,
            r#"key = "mesa"
oops = 1"#
        ),
        Problem::Syntax(_)
    ));
}

/// A set-up made by the build-your-own rules: Order 18 + 2 bases, Revolt 17 + 3 bases.
fn custom() -> super::map::Setup {
    let m = map();
    let status = |keys: &[&str], st| keys.iter().map(|k| (id(k), st)).collect::<Vec<_>>();
    let mut all = status(
        &[
            "new_york_city",
            "new_york_suburb",
            "los_angeles_city",
            "los_angeles_suburb",
            "san_francisco_city",
            "san_francisco_suburb",
            "east_coast",
            "cascadia",
        ],
        Status::Order,
    );
    all.extend(status(
        &[
            "texas",
            "south",
            "appalachia",
            "plains",
            "big_sky",
            "dallas_suburb",
            "denver_suburb",
            "atlanta_suburb",
            "midwest",
        ],
        Status::Revolt,
    ));
    super::map::Setup {
        key: "custom".to_owned(),
        printed_vp: (20, 20),
        social_media: m.patriot.social_media,
        resources: (30, 30),
        status: all,
        agents: vec![
            (id("new_york_city"), 4),
            (id("east_coast"), 4),
            (id("chicago_city"), 4),
        ],
        militia: vec![
            (id("texas"), 4),
            (id("midwest"), 4),
            (id("seattle_suburb"), 4),
        ],
        federal_bases: ids(&["east_coast", "chicago_city"]),
        rebel_bases: ids(&["texas", "seattle_suburb", "south"]),
    }
}

#[test]
fn a2040_13_4_build_your_own_set_ups() {
    let m = map();
    let s = custom();
    assert_eq!(s.vp(m, Side::Federal), 20);
    assert_eq!(s.vp(m, Side::Rebel), 20);
    assert_eq!(s.check_build_your_own(m), Ok(()));
    // The printed scenarios are not build-your-own ones (21 or 19 VP, Anger and Defiance).
    assert_eq!(m.patriot.check_build_your_own(m), Err("A2040-13.4"));
    assert_eq!(m.resistance.check_build_your_own(m), Err("A2040-13.4"));
    let broken = |f: &dyn Fn(&mut super::map::Setup)| {
        let mut s = custom();
        f(&mut s);
        s.check_build_your_own(m)
    };
    // 11 agents; an agent where the Federal has neither Order nor a base; a third base in a
    // space; a 21st VP; an Anger space; a militia in Canada.
    assert_eq!(broken(&|s| s.agents[0].1 = 3), Err("A2040-13.4"));
    assert_eq!(
        broken(&|s| s.agents[0].0 = id("miami_city")),
        Err("A2040-13.4")
    );
    assert_eq!(
        broken(&|s| {
            s.federal_bases = ids(&["east_coast", "east_coast"]);
            s.rebel_bases = ids(&["east_coast", "seattle_suburb", "south"]);
        }),
        Err("A2040-3.4")
    );
    assert_eq!(
        broken(&|s| s.rebel_bases.push(id("plains"))),
        Err("A2040-13.4")
    );
    assert_eq!(
        broken(&|s| s.status.push((id("miami_city"), Status::Anger))),
        Err("A2040-13.4")
    );
    assert_eq!(broken(&|s| s.militia[2].0 = id("canada")), Err("A2040-3.3"));
    // Order 16 is too little even with 4 bases making 20.
    assert_eq!(
        broken(&|s| {
            s.status.retain(|(sp, _)| *sp != id("cascadia"));
            s.federal_bases = ids(&["east_coast", "chicago_city", "new_york_city", "cascadia"]);
        }),
        Err("A2040-13.4")
    );
}
