//! The data against the seed: every count and constraint it states, by rule id (BM-*).

use super::*;
use std::collections::{BTreeSet, VecDeque};

fn d() -> &'static FeudData {
    data()
}

/// Loads the embedded files with one edit; edited texts are leaked (a test's few kilobytes).
fn load_with(edit: impl FnOnce(&mut Sources<'static>)) -> Result<(), Problem> {
    let mut src = Sources::EMBEDDED;
    edit(&mut src);
    FeudData::from_sources(&src)
        .map(|_| ())
        .map_err(|e| e.problem)
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

#[test]
fn embedded_data_loads() {
    if let Err(e) = FeudData::load() {
        panic!("{e}");
    }
}

// ---- rules.toml: the seed's numbers ----

#[test]
fn bm_1_1_and_13_1_two_to_four_players() {
    assert_eq!((d().rules.players_min, d().rules.players_max), (2, 4));
}

#[test]
fn bm_4_3_and_4_4_setup_numbers() {
    let r = &d().rules;
    assert_eq!(r.setup.first_tenants, 4);
    assert_eq!(r.setup.deal, 3);
    // BM-4.4, BM-13.2: 16 cards aside with 2 players, 12 with 3, 6 with 4.
    assert_eq!(r.set_aside(2), Some(16));
    assert_eq!(r.set_aside(3), Some(12));
    assert_eq!(r.set_aside(4), Some(6));
    assert_eq!(r.set_aside(1), None);
    assert_eq!(r.set_aside(5), None);
}

#[test]
fn bm_5_1_command_points_and_deployment() {
    let c = &d().rules.command;
    assert_eq!((c.dice, c.deploy_cost, c.extra_mp_cost), (2, 4, 1));
}

#[test]
fn bm_6_movement_costs() {
    let m = &d().rules.movement;
    // BM-6.1: across and down 1, up 2; BM-6.3: +1 in and out of a collapsed square.
    assert_eq!((m.across, m.down, m.up, m.collapsed_extra), (1, 1, 2, 1));
    // BM-6.8 to BM-6.13, BM-6.15, BM-9.7, BM-9.9.
    assert_eq!((m.lift, m.drop_tube, m.ride, m.pass_kit), (1, 1, 1, 1));
    assert_eq!((m.deploy_heavy, m.leave_charge, m.switch_power), (2, 1, 1));
}

#[test]
fn bm_7_attack_numbers() {
    let c = &d().rules.combat;
    // BM-7.3: 6+ kills; +1 in open air or civic squares.
    assert_eq!((c.kill_at, c.open_bonus), (6, 1));
    // BM-9.9: power off, -1 at interior squares; BM-11.3: noise cannon -1.
    assert_eq!((c.power_off_interior, c.noise_cannon), (-1, -1));
    // BM-7.6, BM-7.7, BM-7.9: loot, arson and hoses on 6+; a loot draws 3.
    assert_eq!(
        (c.loot_at, c.loot_draws, c.arson_at, c.hose_at),
        (6, 3, 6, 6)
    );
}

#[test]
fn bm_8_fire_and_structure_numbers() {
    let f = &d().rules.fire;
    // BM-8.1, BM-8.2.
    assert_eq!(
        (f.max_markers, f.fades_up_to, f.damage_at, f.burns_tenant_at),
        (3, 2, 7, 7)
    );
    let s = &d().rules.structure;
    // BM-8.3, BM-8.6, BM-9.9.
    assert_eq!(
        (s.square_strength, s.lockup_strength, s.rail_strength),
        (6, 8, 4)
    );
    assert_eq!((s.collapse_at, s.blast_from, s.blast_damage), (6, 5, 3));
    // BM-8.5: 5D6; BM-8.6: three hits sever a skybridge, two collapse a freeway.
    assert_eq!(
        (s.catastrophe_dice, s.skybridge_hits, s.freeway_hits),
        (5, 3, 2)
    );
}

#[test]
fn bm_10_5_hand_and_draw() {
    let c = &d().rules.cards;
    assert_eq!((c.hand_limit, c.draw), (3, 1));
}

#[test]
fn bm_9_6_and_13_5_contractors_in_play() {
    let r = &d().rules;
    assert_eq!(
        (
            r.contractors_max(2),
            r.contractors_max(3),
            r.contractors_max(4)
        ),
        (Some(2), Some(4), Some(4))
    );
}

#[test]
fn bm_11_3_warden_numbers() {
    let w = &d().rules.wardens;
    assert_eq!(
        (
            w.units_of_each,
            w.drone_damage,
            w.foam_removes_up_to,
            w.gas_removes_up_to
        ),
        (2, 6, 4, 4)
    );
}

#[test]
fn bm_12_1_ruin_points() {
    let s = &d().rules.score;
    assert_eq!(
        (
            s.lost_tenant,
            s.collapse_marker,
            s.burning_square,
            s.bank_or_lockup
        ),
        (1, 6, 1, 4)
    );
    assert_eq!(
        (
            s.market_looted,
            s.tag_window,
            s.tag_commons,
            s.stack_collapsed
        ),
        (2, 4, 2, 200)
    );
}

// ---- stack.toml: the board ----

#[test]
fn bm_3_3_thirty_six_flats_one_per_roll_of_two_dice() {
    let layout = &d().layout;
    for tens in 1..=6u8 {
        for units in 1..=6u8 {
            let address = 10 * tens + units;
            let Some((c, l)) = layout.flat(address) else {
                panic!("no flat {address}");
            };
            let square = layout.at(c, l).copied();
            assert_eq!(square.map(|s| s.place), Some(Place::Flat));
            assert_ne!(square.map(|s| s.kind), Some(Kind::Open));
        }
    }
    let flats = layout
        .squares()
        .filter(|(_, _, s)| s.place == Place::Flat)
        .count();
    assert_eq!(flats, 36);
    // The first die says how high: a higher tens digit is never lower.
    for a in 11..=65u8 {
        if let (Some((_, la)), Some((_, lb))) = (layout.flat(a), layout.flat(a + 1)) {
            assert!(la <= lb, "flat {a} above flat {}", a + 1);
        }
    }
}

#[test]
fn bm_3_2_kinds_and_colours() {
    let layout = &d().layout;
    for (c, l, s) in layout.squares() {
        assert_eq!(
            s.kind == Kind::Open,
            s.colour_is_none(),
            "square {c},{l}: open air has no colour, building squares one"
        );
        assert_eq!(s.address.is_some(), s.place == Place::Flat);
    }
    // The ground floor is level 1 and there is sky above the roof.
    assert!((1..=layout.width).all(|c| layout
        .at(c - 1, layout.height)
        .is_some_and(|s| s.kind == Kind::Open)));
    // Some commons squares are windows and some interior (tags score 2 on either, BM-12.1).
    let commons: BTreeSet<_> = layout
        .squares()
        .filter(|(_, _, s)| s.place == Place::Commons)
        .map(|(_, _, s)| format!("{:?}", s.kind))
        .collect();
    assert_eq!(commons.len(), 2);
}

trait ColourIsNone {
    fn colour_is_none(&self) -> bool;
}

impl ColourIsNone for Square {
    fn colour_is_none(&self) -> bool {
        self.place.colour().is_none()
    }
}

#[test]
fn bm_9_9_every_location_type_is_on_the_board() {
    let layout = &d().layout;
    let on_board: BTreeSet<_> = layout.squares().map(|(_, _, s)| s.place).collect();
    assert_eq!(on_board.len(), Place::ALL.len());
    assert!(!layout.lifts.is_empty(), "BM-6.9: lift shafts");
    assert!(!layout.drop_tubes.is_empty(), "BM-6.10: drop tubes");
    assert!(
        layout.squares().any(|(_, _, s)| s.hose),
        "BM-7.9: fire-control symbols"
    );
}

#[test]
fn bm_6_11_skybridges_on_level_6() {
    let layout = &d().layout;
    let levels: BTreeSet<_> = layout
        .squares()
        .filter(|(_, _, s)| matches!(s.place, Place::Skybridge | Place::Landing))
        .map(|(_, l, _)| l)
        .collect();
    assert_eq!(levels, BTreeSet::from([6]));
}

#[test]
fn bm_6_14_flyers_take_off_into_open_air() {
    // Balconies and forecourts touch open air, so a flyer can leave from them.
    let layout = &d().layout;
    for (c, l, s) in layout.squares() {
        if matches!(s.place, Place::Balcony | Place::Forecourt) {
            let beside = [c.checked_sub(1), c.checked_add(1)];
            assert!(
                beside
                    .into_iter()
                    .flatten()
                    .any(|n| layout.at(n, l).is_some_and(|x| x.kind == Kind::Open)),
                "{:?} at {c},{l} touches no open air",
                s.place
            );
        }
    }
}

#[test]
fn bm_9_9_the_cistern_has_three_building_squares_below() {
    let layout = &d().layout;
    let (c, l, _) = layout
        .squares()
        .find(|(_, _, s)| s.place == Place::Cistern)
        .expect("a cistern");
    for below in 1..=3 {
        let s = layout.at(c, l - below).expect("on the board");
        assert_ne!(s.kind, Kind::Open);
    }
}

#[test]
fn bm_9_8_firebomb_windows_on_level_3_and_up_face_a_courtyard() {
    let layout = &d().layout;
    let high_windows = layout
        .squares()
        .filter(|(_, l, s)| *l >= d().specials.firebomb_high_level && s.kind == Kind::Window)
        .count();
    assert!(high_windows > 0);
    assert!(layout
        .squares()
        .any(|(_, l, s)| l == 1 && s.place == Place::Courtyard));
}

#[test]
fn bm_6_10_drop_tubes_land_on_level_1() {
    let layout = &d().layout;
    for t in &layout.drop_tubes {
        assert!(t.from >= 2);
        let foot = layout.at(t.column, 1).expect("level 1");
        assert_ne!(foot.kind, Kind::Open);
    }
}

/// The squares a stack's tenants can reach on two boards side by side (BM-3.4), from flat 11
/// of the first, by walking (BM-6.1, BM-6.4), lifts (BM-6.9), drop tubes (BM-6.10), the
/// three lines (BM-6.11 to BM-6.13) and flight (BM-6.14). A walker never enters open air but
/// courtyards, nor a line's track or portals; riders pass through them; flyers take off from
/// balconies and forecourts to any open-air, balcony or courtyard square.
fn reachable_on_two_boards(layout: &Layout) -> BTreeSet<Place> {
    let w = layout.width;
    let total = 2 * w;
    let at = |c: u8, l: u8| -> Option<&Square> { layout.at(c % w, l) };
    let walkable = |s: &Square| {
        !matches!(
            s.place,
            Place::Sky
                | Place::Skybridge
                | Place::Freeway
                | Place::Rail
                | Place::RailPortal
                | Place::Tube
                | Place::FreewayPortal
        )
    };
    let (c0, l0) = layout.flat(11).expect("flat 11");
    let mut seen = BTreeSet::from([(c0, l0)]);
    let mut places = BTreeSet::new();
    let mut queue = VecDeque::from([(c0, l0)]);
    let reach = |c: u8, l: u8, seen: &mut BTreeSet<(u8, u8)>, queue: &mut VecDeque<_>| {
        if seen.insert((c, l)) {
            queue.push_back((c, l));
        }
    };
    while let Some((c, l)) = queue.pop_front() {
        let Some(s) = at(c, l) else { continue };
        places.insert(s.place);
        // Walking, orthogonally; the row's outer edges are closed with 2 players (BM-3.4).
        let steps = [
            (c.checked_sub(1), Some(l)),
            (c.checked_add(1).filter(|&n| n < total), Some(l)),
            (Some(c), l.checked_add(1)),
            (Some(c), l.checked_sub(1)),
        ];
        for (nc, nl) in steps {
            if let (Some(nc), Some(nl)) = (nc, nl) {
                if at(nc, nl).is_some_and(&walkable) {
                    reach(nc, nl, &mut seen, &mut queue);
                }
            }
        }
        // Lifts and drop tubes.
        if let Some(id) = s.lift {
            let shaft = layout.lifts[usize::from(id)];
            for nl in shaft.from..=shaft.to {
                reach(c, nl, &mut seen, &mut queue);
            }
        }
        if s.drop_tube.is_some() {
            reach(c, 1, &mut seen, &mut queue);
        }
        // Rides: along the level from a terminal, through its line, to the next terminal.
        for line in Line::ALL {
            let (terminal, portals, track) = line.places();
            if s.place != terminal {
                continue;
            }
            for dir in [-1i16, 1] {
                let mut x = i16::from(c);
                loop {
                    x += dir;
                    let Ok(nc) = u8::try_from(x) else { break };
                    if nc >= total {
                        break;
                    }
                    let Some(n) = at(nc, l) else { break };
                    if n.place == terminal {
                        reach(nc, l, &mut seen, &mut queue);
                        break;
                    }
                    let inside = n.place == Place::Tube && line == Line::Monorail;
                    if n.place == track || portals.contains(&n.place) || inside {
                        // Passed through: a place reached on the way.
                        places.insert(n.place);
                        continue;
                    }
                    break;
                }
            }
        }
        // Flight from a balcony or forecourt.
        if matches!(s.place, Place::Balcony | Place::Forecourt) {
            for nc in 0..total {
                for nl in 1..=layout.height {
                    if at(nc, nl).is_some_and(|n| {
                        n.kind == Kind::Open || matches!(n.place, Place::Balcony | Place::Courtyard)
                    }) {
                        reach(nc, nl, &mut seen, &mut queue);
                    }
                }
            }
        }
    }
    places
}

#[test]
fn bm_9_9_every_location_type_is_reachable() {
    let reached = reachable_on_two_boards(&d().layout);
    for place in Place::ALL {
        assert!(reached.contains(&place), "{place:?} cannot be reached");
    }
}

#[test]
fn bm_6_11_to_6_13_lines_join_at_the_board_edges() {
    // check_lines ran at load; here: each line has a terminal facing each neighbour.
    let layout = &d().layout;
    for line in Line::ALL {
        let (terminal, _, track) = line.places();
        let terminals: Vec<_> = layout
            .squares()
            .filter(|(_, _, s)| s.place == terminal)
            .map(|(c, _, _)| c)
            .collect();
        assert!(terminals.iter().any(|&c| c < layout.width / 2), "{line:?}");
        assert!(terminals.iter().any(|&c| c >= layout.width / 2), "{line:?}");
        // The track reaches both edges, so neighbours' tracks meet.
        let edge = |c: u8| layout.squares().any(|(x, _, s)| x == c && s.place == track);
        assert!(edge(0) && edge(layout.width - 1), "{line:?}");
    }
}

// ---- tenants.toml ----

fn kind_of(key: &str) -> &'static TenantKind {
    let i = d().kind(key).expect("kind");
    &d().kinds[usize::from(i)]
}

#[test]
fn bm_2_2_every_blocker_type_is_in_the_pile() {
    let pile = &d().pile;
    for key in ["resident", "bruiser", "drifter", "crowd", "vigilante"] {
        let k = d().kind(key);
        assert!(pile.iter().any(|t| Some(t.kind) == k), "{key}");
    }
    // A and H marks both occur (BM-5.1).
    assert!(pile.iter().any(|t| t.starts == Some(Bag::Arms)));
    assert!(pile.iter().any(|t| t.starts == Some(Bag::Gear)));
    assert_eq!(pile.len(), 18);
}

#[test]
fn bm_9_2_bruisers() {
    let k = kind_of("bruiser");
    assert!(!k.vehicles && !k.monorail && !k.fights_fire && !k.flight_kit);
    assert_eq!(k.charge_bonus, 2);
}

#[test]
fn bm_9_3_drifters_are_the_only_hireable_kind() {
    let hireable: Vec<_> = d()
        .kinds
        .iter()
        .filter(|k| k.hireable)
        .map(|k| k.key.as_str())
        .collect();
    assert_eq!(hireable, ["drifter"]);
}

#[test]
fn bm_9_4_crowds() {
    let k = kind_of("crowd");
    assert!(!k.vehicles && !k.flight_kit);
}

#[test]
fn bm_9_5_vigilantes() {
    let k = kind_of("vigilante");
    assert!(k.flies && !k.carries_kit && !k.loots_and_burns);
    let v = d().kind("vigilante");
    assert!(d()
        .pile
        .iter()
        .filter(|t| Some(t.kind) == v)
        .all(|t| t.starts.is_none()));
    // Only vigilantes fly without kit (BM-6.14).
    assert!(d().kinds.iter().filter(|k| k.flies).count() == 1);
}

#[test]
fn bm_9_6_contractors() {
    let k = kind_of("contractor");
    assert!(!k.hireable);
    let c = d().contractor;
    assert_eq!(Some(c.kind), d().kind("contractor"));
    assert_eq!(c.starts, Some(Bag::Arms));
    assert!(d().pile.iter().all(|t| t.kind != c.kind));
}

#[test]
fn bm_6_7_every_tenant_can_carry_what_it_starts_with() {
    // Carry limit = grit >= 1, and a starting counter is one.
    assert!(d().pile.iter().all(|t| t.grit >= 1));
}

// ---- kit.toml ----

fn item(key: &str) -> &'static Item {
    d().items.iter().find(|i| i.key == key).expect("item")
}

#[test]
fn bm_8_3_some_weapon_damages_walls() {
    let s = &d().rules.structure;
    let k = d().rules.combat.kill_at;
    let breakers: Vec<_> = d()
        .items
        .iter()
        .filter(|i| i.damages_walls(s.square_strength, k))
        .map(|i| i.key.as_str())
        .collect();
    assert!(breakers.contains(&"beam_projector"));
    assert!(breakers.contains(&"siege_gun"));
    // BM-9.7: launchers and charges place markers themselves; BM-9.8: the drill too.
    for key in ["rocket_tube", "breaching_charge", "core_drill"] {
        assert!(breakers.contains(&key), "{key}");
    }
    // A plain rifle does not (D6 + 2 - 6 < 6).
    assert!(!item("rifle").damages_walls(s.square_strength, k));
}

#[test]
fn bm_8_6_the_laser_can_hit_the_rail() {
    let laser = item("beam_projector");
    assert_eq!(laser.special, Special::Laser);
    let w = laser.weapon.expect("a weapon");
    assert!(6 + w.damage >= d().rules.structure.rail_strength + d().rules.combat.kill_at);
}

#[test]
fn bm_6_15_heavy_weapons() {
    for key in ["beam_projector", "rocket_tube", "core_drill", "siege_gun"] {
        assert!(item(key).heavy, "{key}");
    }
    for key in ["pistol", "torch", "firebomb", "breaching_charge"] {
        assert!(!item(key).heavy, "{key}");
    }
}

#[test]
fn bm_9_7_and_9_8_special_counters_as_printed() {
    let s = &d().specials;
    assert_eq!(
        (
            s.charge_damage,
            s.charge_markers_divisor,
            s.charge_sets_off_on
        ),
        (4, 1, 6)
    );
    assert_eq!(
        (s.fire_light, s.fire_heavy, s.firebomb_high_level),
        (1, 3, 3)
    );
    assert_eq!(s.rocket_explosive_damage, 3);
    assert_eq!(s.rocket_explosive_markers, [1, 1, 2, 2, 3, 3]);
    assert_eq!(
        (s.rocket_incendiary_damage, s.rocket_incendiary_fires),
        (1, 2)
    );
    assert_eq!(
        (s.homing_incendiary_damage, s.homing_incendiary_fires),
        (0, 1)
    );
    assert_eq!(
        (s.homing_explosive_damage, s.homing_explosive_markers),
        (2, 1)
    );
    assert_eq!(item("firebomb").weapon.map(|w| w.range), Some(1));
    assert_eq!(item("paint_cans").bag, Bag::Gear);
    assert_eq!(item("jet_pack").special, Special::Flight);
    assert_eq!(item("glider_suit").special, Special::Flight);
}

#[test]
fn bm_13_1_the_expansion_adds_kit() {
    let total = |players| -> u32 {
        d().items
            .iter()
            .map(|i| u32::from(d().item_count(i, players)))
            .sum()
    };
    assert!(total(3) > total(2));
    assert_eq!(total(3), total(4));
}

// ---- cards.toml ----

#[test]
fn bm_4_4_the_deck_outlasts_the_setup() {
    let r = &d().rules;
    for players in 2..=4u8 {
        let aside = usize::from(r.set_aside(players).expect("table"));
        let dealt = usize::from(r.setup.deal) * usize::from(players);
        assert!(d().deck.len() > aside + dealt, "{players} players");
    }
    assert_eq!(d().deck.len(), 48);
}

#[test]
fn bm_10_card_types_and_named_cards() {
    let sides = &d().feud_sides;
    for t in [CardType::Command, CardType::Hazard, CardType::Attack] {
        assert!(sides.iter().any(|s| s.card_type == t), "{t:?}");
    }
    // BM-6.12: cards bring monorail cars; BM-9.6: the contractor card; BM-10.2: a second
    // roll of the command dice.
    for effect in [
        FeudEffect::Car {},
        FeudEffect::Contractors {},
        FeudEffect::RerollPoints {},
    ] {
        assert!(sides.iter().any(|s| s.effect == effect), "{effect:?}");
    }
    // BM-10.4: attack cards that move the dice both ways.
    assert!(sides
        .iter()
        .any(|s| matches!(s.effect, FeudEffect::Roll { modifier } if modifier < 0)));
}

#[test]
fn bm_10_3_every_hazard_names_a_square_on_the_board() {
    let layout = &d().layout;
    for side in &d().feud_sides {
        let at = match side.effect {
            FeudEffect::Shot { at, .. } | FeudEffect::Halt { at } => at,
            _ => continue,
        };
        assert!(
            layout.squares().any(|(_, _, s)| at.matches(s)),
            "{}",
            side.key
        );
    }
}

#[test]
fn bm_11_3_the_ten_lockdown_effects() {
    let effects: BTreeSet<_> = d()
        .lockdown_sides
        .iter()
        .map(|s| format!("{:?}", s.effect))
        .collect();
    assert_eq!(effects.len(), 10);
    for unit in [Unit::Drone, Unit::Truck, Unit::Cannon] {
        assert!(d()
            .lockdown_sides
            .iter()
            .any(|s| s.effect == LockdownEffect::Unit { unit }));
    }
    // Every card has both sides (BM-2.4); every side is on some card.
    for (i, _) in d().lockdown_sides.iter().enumerate() {
        assert!(d().deck.iter().any(|c| usize::from(c.lockdown) == i));
    }
}

// ---- the loader refuses broken data ----

#[test]
fn a_board_without_36_flats_is_refused() {
    let r = load_with(|src| {
        src.stack = leak(
            src.stack
                .replacen("\"..wimTimiw..\"", "\"..mimTimim..\"", 1),
        );
    });
    assert_eq!(r, Err(Problem::Flats { found: 34 }));
}

#[test]
fn walls_fall_even_without_damage_6_weapons() {
    // BM-8.3: with every DAMAGE 6 lowered to 5, the launcher, charge and drill still place
    // structural markers by their own rules (BM-9.7, BM-9.8), so the data stays playable...
    let r = load_with(|src| src.kit = leak(src.kit.replace("damage = 6", "damage = 5")));
    assert_eq!(r, Ok(()));
    // ...while a plain DAMAGE 5 weapon cannot hurt a wall: D6 + 5 - 6 < 6.
    let s = &d().rules.structure;
    let weak = Item {
        key: "x".into(),
        bag: Bag::Arms,
        weapon: Some(Weapon {
            range: 6,
            damage: 5,
        }),
        heavy: true,
        special: Special::None,
        count: 1,
        extra: 0,
    };
    assert!(!weak.damages_walls(s.square_strength, d().rules.combat.kill_at));
}

#[test]
fn a_kit_without_a_drill_is_refused() {
    let r = load_with(|src| {
        src.kit = leak(
            src.kit
                .replacen("special = \"drill\"", "special = \"none\"", 1),
        );
    });
    assert_eq!(r, Err(Problem::Missing { what: "drill" }));
}

#[test]
fn unknown_fields_and_legend_characters_are_refused() {
    let r = load_with(|src| {
        src.rules = leak(src.rules.replacen("[fire]", "[fire]\nspread = 2", 1));
    });
    assert!(matches!(r, Err(Problem::Syntax(_))), "{r:?}");
    let r = load_with(|src| {
        src.stack = leak(
            src.stack
                .replacen("\"..yimiimiy..\"", "\"..yimiimiZ..\"", 1),
        );
    });
    assert_eq!(r, Err(Problem::Legend('Z')));
}

#[test]
fn a_deck_too_small_for_two_players_is_refused() {
    let r = load_with(|src| {
        src.rules = leak(src.rules.replacen(
            "set_aside = [16, 12, 6]",
            "set_aside = [46, 12, 6]",
            1,
        ));
    });
    assert!(
        matches!(r, Err(Problem::DeckTooSmall { players: 2, .. })),
        "{r:?}"
    );
}

#[test]
fn a_contractor_in_the_pile_is_refused() {
    let r = load_with(|src| {
        src.tenants = leak(src.tenants.replacen(
            "[[tenant]]\nkind = \"crowd\"",
            "[[tenant]]\nkind = \"contractor\"",
            1,
        ));
    });
    assert_eq!(r, Err(Problem::ContractorInPile));
}

#[test]
fn a_broken_line_is_refused() {
    let r = load_with(|src| {
        src.stack = leak(
            src.stack
                .replacen("\"bblimiimilbb\"", "\"b.limiimilbb\"", 1),
        );
    });
    assert_eq!(r, Err(Problem::Line("skybridge")));
}
