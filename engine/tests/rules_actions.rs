//! Sunset step 2 actions: general rules (R-ACT, spec section 8), movement (R-MOVE, 9),
//! barricades (R-BARR, 10), loot (R-LOOT, 11), build (R-BUILD, 12), swap (R-SWAP, 13),
//! stopping an advanced action (R-STOP, 14), attacks (R-ATK, 15) and reaction rolls
//! (R-REACT, 16), plus the dice rules of R-TURN-4/5.
//!
//! Positions use the beginner city (data file section 3). In the notation a cell is its
//! column letter and row number, so the data file's (row 1, col 0) is `A2`. The districts
//! used most here:
//!
//! | cell | district | type | difficulty | shops | metro |
//! |---|---|---|---|---|---|
//! | A1 | Commercial District 3 | Commercial | 3 | 3 | |
//! | B1 | Underfunded High School | Students | 4 | 1 | yes |
//! | C1 | Telecom Network Hub | State | 6 | 0 | |
//! | A2 | Overcrowded Jail | Prisoners | 4 | 1 | yes |
//! | C2 | Street Market | Public | 4 | 2 | |
//! | E2 | Smartphone Factory | Workers | 5 | 1 | |
//! | A3 | Interior Ministry | State | 6 | 0 | |
//! | B3 | The Old Polytechnic | Students | 5 | 1 | |
//! | C3 | The Stadium | Public | 5 | 1 | |
//! | A4 | Global Shipping & Receiving Center | Workers | 6 | 1 | |
//! | B4 | The Plaza | Public | 4 | 1 | |
//! | E4 | Garment Sweatshop | Workers | 4 | 1 | yes |
//! | B5 | Polluted Slum | Neighbors | 4 | 1 | yes |
//! | C5 | Commercial District 1 | Commercial | 3 | 3 | yes |
//!
//! Highways: B2 joins B1-C2 and A2-B3; D2 joins C2-D1 and E2-D3; C4 joins C3-D4 and B4-C5.
//! Metro stations: B1, A2, E4, B5, C5. Districts not listed in a position are empty, so
//! the usual starting police are absent unless a test places them.
//!
//! Night order with seed 1 and the Workers first: W, P, N, S.
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::action::{Action, Command, Target};
use engine::ids::Border;
use engine::{
    bxb2016::{ActionError, Event, Game, Pending},
    Faction,
};
use support::*;

/// The Workers act with `dice`; `extra` adds position lines.
fn pos(dice: &str, extra: &str) -> Game {
    game(&format!("{BEGINNER}turn W dice {dice}\n{extra}"))
}

fn blocs(g: &Game, c: &str, f: Faction) -> u8 {
    g.district(cell(c)).blocs_of(f)
}

fn cops(g: &Game, c: &str) -> u8 {
    g.district(cell(c)).cops
}

fn bar(g: &Game, a: &str, b: &str) -> u8 {
    g.barricades_on(Border::between(cell(a), cell(b)).unwrap())
}

fn dice(g: &Game) -> Vec<u8> {
    g.current_turn()
        .map(|t| t.dice.to_vec())
        .unwrap_or_default()
}

fn hand(g: &Game, f: Faction) -> Vec<String> {
    g.faction(f)
        .hand
        .iter()
        .map(|&k| rules().loot[k as usize].key.clone())
        .collect()
}

fn reactions(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ReactionRolled { roll, .. } => Some(*roll),
            _ => None,
        })
        .collect()
}

fn police_drawn(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::PoliceCardDrawn { .. }))
        .count()
}

fn assert_msg(e: &ActionError, rule: &str) {
    assert!(e.to_string().contains(rule), "`{e}` should cite {rule}");
}

const W: Faction = Faction::Workers;
const N: Faction = Faction::Neighbors;
const P: Faction = Faction::Prisoners;

// ====================================================================== R-TURN-4, R-ACT

#[test]
fn r_turn_4_one_die_per_action_and_dice_cannot_be_combined() {
    // R-TURN-4: each die is one action; a die value you did not roll cannot be spent (two
    // dice showing 2 and 3 are not a 5).
    let mut g = pos("2 3", "district A1 W2\n");
    let e = refuse(&mut g, "W loot A1 die 5");
    assert!(matches!(e, ActionError::NoSuchDie(5)), "{e:?}");
    assert_msg(&e, "R-TURN-4");
    play(&mut g, "W move A1 B1 1 die 2");
    assert_eq!(dice(&g), vec![3]);
    // Actions may be repeated, in any order.
    play(&mut g, "W move B1 A1 1 die 3");
    assert!(dice(&g).is_empty());
    let e = refuse(&mut g, "W move A1 B1 1 die 3");
    assert!(matches!(e, ActionError::NoSuchDie(3)), "{e:?}");
}

#[test]
fn r_turn_4_unused_dice_are_lost_at_the_end_of_the_turn() {
    // R-TURN-4: unused dice are lost; the next faction rolls its own.
    let mut g = pos(
        "6 6 6",
        "district A1 W1\ndistrict A2 P1\npolice-deck strategic_rotation\nforced-dice 1 2 3\n",
    );
    let events = play(&mut g, "W end");
    let turn = g.current_turn().unwrap();
    assert_eq!(turn.faction, P);
    assert_eq!(turn.dice[..], [1, 2, 3]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DiceRolled {
            faction: Faction::Prisoners,
            ..
        }
    )));
}

#[test]
fn r_act_1_basic_actions_need_no_reaction_roll_advanced_actions_do() {
    // R-ACT-1 / R-ACT-5: movement and barricades are basic (no reaction roll); loot, build
    // and swap are advanced (one reaction roll each).
    let mut g = pos("1 1 4 4", "district C2 W3\nforced-dice 3 4\n");
    assert!(reactions(&play(&mut g, "W move C2 C3 1 die 1")).is_empty());
    assert!(reactions(&play(&mut g, "W barricade C2 C1 die 1")).is_empty());
    assert_eq!(reactions(&play(&mut g, "W loot C2 die 4")), vec![3]);
    assert_eq!(
        reactions(&play(&mut g, "W build C2 kitchen die 4")),
        vec![4]
    );
}

#[test]
fn r_act_2_every_action_needs_a_bloc_in_its_district() {
    // R-ACT-2: the acting faction must have a bloc in the action's district.
    let mut g = pos(
        "6 6",
        "district A1 N2\ndistrict B4 N1 cops2\ndistrict C2 W1\n",
    );
    for line in [
        "W move A1 B1 1 die 6",
        "W barricade A1 B1 die 6",
        "W loot A1 die 6",
        "W attack B4 cop die 6",
    ] {
        let e = refuse(&mut g, line);
        assert!(matches!(e, ActionError::NoBloc(_)), "{line}: {e:?}");
        assert_msg(&e, "R-ACT-2");
    }
    let e = refuse(&mut g, "W build B4 kitchen die 6");
    assert!(matches!(e, ActionError::NoBloc(_)), "{e:?}");
}

#[test]
fn r_act_3_basic_and_advanced_actions_need_a_police_free_district() {
    // R-ACT-3: a bloc in a clash cannot barricade, loot, build or swap.
    let mut g = pos(
        "6 6",
        "district C2 W2 cops1\ndistrict B4 W1 van0 occ=P:kitchen\n",
    );
    for line in [
        "W barricade C2 C1 die 6",
        "W loot C2 die 6",
        "W build C2 kitchen die 6",
        "W swap B4 kitchen die 6",
    ] {
        let e = refuse(&mut g, line);
        assert!(matches!(e, ActionError::InClash(_)), "{line}: {e:?}");
        assert_msg(&e, "R-ACT-3");
    }
    // A van alone makes a clash too.
    let e = refuse(&mut g, "W barricade B4 B3 die 6");
    assert!(matches!(e, ActionError::InClash(_)), "{e:?}");
}

#[test]
fn r_act_3_attacks_need_a_clash() {
    // R-ACT-3: attack actions need police in the district.
    let mut g = pos("6 6", "district C2 W2\n");
    let e = refuse(&mut g, "W attack C2 cop die 6");
    assert!(matches!(e, ActionError::NoClash(_)), "{e:?}");
    assert_msg(&e, "R-ACT-3");
}

#[test]
fn r_act_4_basic_actions_take_any_die_advanced_and_attacks_need_the_difficulty() {
    // R-ACT-4: a 1 moves or barricades; loot in a difficulty-4 district needs a 4+; an
    // attack in a difficulty-4 district needs a 4+.
    let mut g = pos(
        "1 1 3 3 4 4",
        "district C2 W2\ndistrict B4 W1 cops2\nforced-dice 3 3\n",
    );
    play(&mut g, "W barricade C2 C1 die 1");
    play(&mut g, "W move C2 C3 1 die 1");
    let e = refuse(&mut g, "W loot C2 die 3");
    assert!(
        matches!(
            e,
            ActionError::DieTooLow {
                difficulty: 4,
                value: 3,
                ..
            }
        ),
        "{e:?}"
    );
    assert_msg(&e, "R-ACT-4");
    let e = refuse(&mut g, "W attack B4 cop die 3");
    assert!(
        matches!(e, ActionError::DieTooLow { difficulty: 4, .. }),
        "{e:?}"
    );
    play(&mut g, "W loot C2 die 4");
    play(&mut g, "W attack B4 cop die 4");
}

#[test]
fn r_act_4_r_city_13_liberated_districts_are_one_easier() {
    // R-ACT-4 / R-CITY-13 / R-CITY-7: the liberated side's difficulty is 1 lower, so a
    // 3 builds in a liberated Street Market (4 / 3).
    let mut g = pos(
        "3 3",
        "district C2 W1 liberated\ndistrict B4 W1\nforced-dice 3\n",
    );
    play(&mut g, "W build C2 kitchen die 3");
    assert_eq!(
        g.district(cell("C2")).occupation,
        Some((W, engine::Occupation::PeoplesKitchen))
    );
    let e = refuse(&mut g, "W build B4 kitchen die 3");
    assert!(
        matches!(e, ActionError::DieTooLow { .. } | ActionError::Build(_)),
        "{e:?}"
    );
}

#[test]
fn r_act_6_refused_actions_leave_the_die_and_the_game_unchanged() {
    // R-ACT-6: `refuse` checks that the whole game is unchanged, dice included.
    let mut g = pos("5", "district C1 W1\n");
    refuse(&mut g, "W loot C1 die 5"); // no shopping center
    assert_eq!(dice(&g), vec![5]);
}

// ====================================================================== R-MOVE

#[test]
fn r_move_1_movement_costs_one_die_of_any_value() {
    // R-MOVE-1: a 1 pays for a movement; the die is spent.
    let mut g = pos("1 6", "district A1 W1\n");
    let events = play(&mut g, "W move A1 B1 1 die 1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::BlocsMoved {
            faction: Faction::Workers,
            count: 1,
            ..
        }
    )));
    assert_eq!(dice(&g), vec![6]);
    assert_eq!(blocs(&g, "B1", W), 1);
}

#[test]
fn r_move_2_a_whole_mob_moves_for_one_die() {
    // R-MOVE-2: all k blocs travel together for one die.
    let mut g = pos("2", "district A1 W4\n");
    play(&mut g, "W move A1 C1 4 die 2");
    assert_eq!(blocs(&g, "A1", W), 0);
    assert_eq!(blocs(&g, "C1", W), 4);
}

#[test]
fn r_move_2_amb_10_part_of_a_mob_may_move() {
    // AMB-10: 1 die moves any k >= 1 of the blocs.
    let mut g = pos("2", "district A1 W4\n");
    play(&mut g, "W move A1 B1 3 die 2");
    assert_eq!(blocs(&g, "A1", W), 1);
    assert_eq!(blocs(&g, "B1", W), 3);
}

#[test]
fn r_move_2_bloc_count_and_destination_are_checked() {
    // R-MOVE-2: 1 <= k <= blocs in the origin; the destination differs from the origin.
    let mut g = pos("2", "district A1 W2\n");
    for line in [
        "W move A1 B1 0 die 2",
        "W move A1 B1 3 die 2",
        "W move A1 A1 1 die 2",
    ] {
        let e = refuse(&mut g, line);
        assert!(matches!(e, ActionError::Move(_)), "{line}: {e:?}");
        assert_msg(&e, "R-MOVE-2");
    }
    let e = refuse(&mut g, "W move B1 A1 1 die 2");
    assert!(matches!(e, ActionError::NoBloc(_)), "{e:?}");
}

#[test]
fn r_move_3_distance_is_unlimited() {
    // R-MOVE-3: any number of police-free districts may be crossed: A1 to E5 in one action.
    let mut g = pos("2", "district A1 W1\n");
    play(&mut g, "W move A1 E5 1 die 2");
    assert_eq!(blocs(&g, "E5", W), 1);
}

#[test]
fn r_move_3_intermediate_districts_must_be_police_free() {
    // R-MOVE-3: A1's only ways out are B1 and A2. With a cop in each, the blocs can end in
    // either (joining the clash) but go no further.
    let mut g = pos(
        "2 2",
        "district A1 W2\ndistrict B1 cops1\ndistrict A2 van0\n",
    );
    for to in ["C1", "A3", "E5", "B5"] {
        let e = refuse(&mut g, &format!("W move A1 {to} 1 die 2"));
        assert!(matches!(e, ActionError::Move(_)), "{to}: {e:?}");
        assert_msg(&e, "R-MOVE-3");
    }
    // The destination may hold police: the blocs join the clash.
    play(&mut g, "W move A1 B1 1 die 2");
    assert_eq!(blocs(&g, "B1", W), 1);
    play(&mut g, "W move A1 A2 1 die 2");
    assert_eq!(blocs(&g, "A2", W), 1);
}

#[test]
fn r_move_4_r_barr_4_blocs_ignore_barricades() {
    // R-MOVE-4 / R-BARR-4: three barricades on A1-B1 do not slow blocs down.
    let mut g = pos(
        "2",
        "district A1 W1\nbarricade A1 B1 3\nbarricade A1 A2 3\n",
    );
    play(&mut g, "W move A1 B1 1 die 2");
    assert_eq!(blocs(&g, "B1", W), 1);
}

#[test]
fn r_move_5_r_city_11_blocs_never_stop_on_a_highway() {
    // R-MOVE-5 / R-CITY-11: B2 is a highway.
    let mut g = pos("2", "district A1 W1\n");
    let e = refuse(&mut g, "W move A1 B2 1 die 2");
    assert!(matches!(e, ActionError::Highway(_)), "{e:?}");
    assert_msg(&e, "R-CITY-11");
}

#[test]
fn r_move_5_diagonal_only_along_a_highway() {
    // R-MOVE-5: A4 and B3 touch only at a corner and no highway joins them: with A4's
    // three neighbours (A3, B4, A5) held by police, B3 is out of reach. B1 and C2 are
    // diagonal too, but the highway in B2 joins them: one step.
    let mut g = pos(
        "2 2",
        "district A4 W1\ndistrict A3 cops1\ndistrict B4 cops1\ndistrict A5 cops1\n\
         district B1 W1\ndistrict C1 cops1\ndistrict A1 cops1\n",
    );
    assert!(!g.city().are_adjacent(cell("A4"), cell("B3")));
    let e = refuse(&mut g, "W move A4 B3 1 die 2");
    assert_msg(&e, "R-MOVE-3");
    assert!(g.city().are_adjacent(cell("B1"), cell("C2")));
    play(&mut g, "W move B1 C2 1 die 2");
    assert_eq!(blocs(&g, "C2", W), 1);
}

#[test]
fn r_move_5_r_city_15_blocs_never_cross_a_dead_end() {
    // R-MOVE-5 / R-CITY-15: a custom city where the Underfunded High School at B1 has its
    // dead end (canonical N) turned to face south (rotation 2), towards the highway in B2.
    // Its only ways out are then A1 and C1 (and the metro).
    let city = "city commercial_3@0 underfunded_high_school@2 telecom_network_hub@0 the_projects@0 gentrifying_residential_zone@0
city overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 highway_3@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0
";
    let mut g = game(&format!(
        "{BEGINNER}{city}turn W dice 2\ndistrict B1 W1\ndistrict A1 cops1\ndistrict C1 cops1\n\
         district A2 cops1\ndistrict E4 cops1\ndistrict B5 cops1\ndistrict C5 cops1\n"
    ));
    assert!(
        !g.city().are_adjacent(cell("B1"), cell("C2")),
        "the ramp needs an open street (AMB-3)"
    );
    let e = refuse(&mut g, "W move B1 C2 1 die 2");
    assert_msg(&e, "R-MOVE-3");
}

#[test]
fn r_move_6_metro_stations_are_one_step_apart() {
    // R-MOVE-6: E4's street neighbours all hold police, but E4 is a metro station: its
    // blocs reach B5 in one step and A5 beyond it.
    let mut g = pos(
        "2 2",
        "district E4 W3\ndistrict E3 cops1\ndistrict D4 cops1\ndistrict E5 cops1\n",
    );
    play(&mut g, "W move E4 B5 1 die 2");
    play(&mut g, "W move E4 A5 1 die 2");
    assert_eq!(blocs(&g, "B5", W), 1);
    assert_eq!(blocs(&g, "A5", W), 1);
}

#[test]
fn r_move_6_intermediate_metro_districts_must_be_police_free() {
    // R-MOVE-6: A5 is reached only through B5 or A4. With police in both, E4's blocs
    // cannot get there even by metro, though B5 (with police) is a legal destination.
    let mut g = pos(
        "2 2",
        "district E4 W2\ndistrict E3 cops1\ndistrict D4 cops1\ndistrict E5 cops1\n\
         district B5 cops1\ndistrict A4 cops1\n",
    );
    let e = refuse(&mut g, "W move E4 A5 1 die 2");
    assert_msg(&e, "R-MOVE-3");
    play(&mut g, "W move E4 B5 1 die 2");
}

#[test]
fn r_move_6_r_city_21_no_metro_under_lockdown() {
    // R-MOVE-6 / R-CITY-21: a Metro Lockdown (R-POL-ML) shuts the metro.
    let mut g = pos(
        "2",
        "district E4 W2\ndistrict E3 cops1\ndistrict D4 cops1\ndistrict E5 cops1\nlockdown N\n",
    );
    let e = refuse(&mut g, "W move E4 B5 1 die 2");
    // The refusal names the lockdown (R-POL-ML-1) besides the path rule (R-MOVE-3).
    assert!(
        matches!(
            e,
            ActionError::Move(engine::bxb2016::error::MoveError::NoPath {
                metro_locked: true,
                ..
            })
        ),
        "{e}"
    );
    assert_msg(&e, "metro-locked");
    assert_msg(&e, "R-MOVE-3");
}

#[test]
fn r_move_7_blocs_in_a_clash_cannot_leave() {
    // R-MOVE-7: no movement out of a district holding police.
    let mut g = pos("2", "district A1 W2 cops1\n");
    let e = refuse(&mut g, "W move A1 B1 1 die 2");
    assert!(matches!(e, ActionError::Move(_)), "{e:?}");
    assert_msg(&e, "R-MOVE-7");
    // A van is police too.
    let mut g = pos("2", "district A1 W2 van1\n");
    assert_msg(&refuse(&mut g, "W move A1 B1 1 die 2"), "R-MOVE-7");
}

#[test]
fn r_move_8_other_factions_never_block() {
    // R-MOVE-8: blocs of other factions on the way (and at the destination) do not matter.
    let mut g = pos("2", "district A1 W1\ndistrict B1 N5\ndistrict C1 S3 P2\n");
    play(&mut g, "W move A1 C1 1 die 2");
    assert_eq!(blocs(&g, "C1", W), 1);
}

#[test]
fn r_move_9_reachability_is_a_search_over_police_free_districts() {
    // R-MOVE-9: the legal destinations are exactly what `reachable` finds; with police
    // in A2 and B1 only those two are reachable from A1.
    let g = pos(
        "2",
        "district A1 W1\ndistrict A2 cops1\ndistrict B1 cops1\n",
    );
    let reach = g.reachable(cell("A1"));
    let cells: Vec<String> = engine::Cell::all()
        .filter(|&c| reach.contains(c))
        .map(|c| c.to_string())
        .collect();
    assert_eq!(cells, vec!["B1", "A2"]);
    let g = pos("2", "district A1 W1\n");
    let reach = g.reachable(cell("A1"));
    // Everything but the origin and the 3 highways.
    assert_eq!(reach.len(), 21);
}

// ====================================================================== R-BARR

#[test]
fn r_barr_2_a_barricade_goes_on_the_border_touching_the_district() {
    // R-BARR-2: one die of any value, one barricade between X and an adjacent district.
    let mut g = pos("1", "district A1 W1\n");
    let events = play(&mut g, "W barricade A1 B1 die 1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::BarricadePlaced { .. })));
    assert_eq!(bar(&g, "A1", "B1"), 1);
    assert_eq!(g.barricade_supply(), 39);
    assert!(dice(&g).is_empty());
}

#[test]
fn r_barr_2_amb_11_on_a_highway_the_entrance_on_the_actors_side() {
    // AMB-11: B1-C2 runs through the highway in B2; from B1 the barricade goes on B1|B2,
    // from C2 on B2|C2.
    let mut g = pos("1 1", "district B1 W1\ndistrict C2 W1\n");
    play(&mut g, "W barricade B1 C2 die 1");
    assert_eq!(bar(&g, "B1", "B2"), 1);
    assert_eq!(bar(&g, "B2", "C2"), 0);
    play(&mut g, "W barricade C2 B1 die 1");
    assert_eq!(bar(&g, "B2", "C2"), 1);
}

#[test]
fn r_barr_2_only_to_an_adjacent_district() {
    // R-BARR-2: A1 and C1 are not adjacent, A1 and B2 are diagonal: the command reads
    // (the notation reads syntax only, issue 15) and the rules refuse it.
    let mut g = pos("1", "district A1 W1\n");
    for line in [
        "W barricade A1 C1 die 1",
        "W barricade A1 B2 die 1",
        "W barricade A1 B1/2 die 1",
    ] {
        let e = refuse(&mut g, line);
        assert!(
            matches!(
                e,
                ActionError::Barricade(engine::bxb2016::error::BarricadeError::NotJoined { .. })
            ),
            "{e:?}"
        );
        assert_msg(&e, "R-BARR-2");
        // The refused command prints back as written.
        let cmd = engine::bxb2016::notation::parse_command(&g, line).unwrap();
        assert_eq!(engine::bxb2016::notation::print_command(&g, &cmd), line);
    }
}

#[test]
fn r_barr_2_needs_a_bloc_not_in_a_clash() {
    // R-BARR-2 / R-ACT-3.
    let mut g = pos("1", "district A1 W1 cops1\n");
    assert!(matches!(
        refuse(&mut g, "W barricade A1 B1 die 1"),
        ActionError::InClash(_)
    ));
}

#[test]
fn r_barr_1_r_barr_3_at_most_3_barricades_per_connection() {
    // R-BARR-3: a street holding 3 takes no more.
    let mut g = pos("1", "district A1 W1\nbarricade A1 B1 3\n");
    let e = refuse(&mut g, "W barricade A1 B1 die 1");
    assert!(matches!(e, ActionError::Barricade(_)), "{e:?}");
    assert_msg(&e, "R-BARR-3");
    // R-BARR-1: a highway connection counts all its borders: 1 + 2 on B1-C2 is full.
    let mut g = pos(
        "1",
        "district B1 W1\nbarricade B1 B2 1\nbarricade B2 C2 2\n",
    );
    assert_eq!(
        g.connection_barricades(g.city().connections_between(cell("B1"), cell("C2"))[0]),
        3
    );
    assert_msg(&refuse(&mut g, "W barricade B1 C2 die 1"), "R-BARR-3");
}

#[test]
fn r_barr_3_no_connection_through_the_border_may_exceed_3() {
    // R-BARR-3 with the Highway Overpass (4 ramps) in B2: the border B1|B2 is on both
    // B1-A2 and B1-C2. With 3 barricades on B2|C2, one more on B1|B2 would put 4 on
    // B1-C2, so it is refused even though B1-A2 is empty.
    let city = "city commercial_3@0 underfunded_high_school@0 telecom_network_hub@0 the_projects@0 gentrifying_residential_zone@0
city overcrowded_jail@3 highway_overpass@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 highway_3@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0
";
    let mut g = game(&format!(
        "{BEGINNER}{city}turn W dice 1 1\ndistrict B1 W1\nbarricade B2 C2 3\n"
    ));
    assert!(g.city().are_adjacent(cell("B1"), cell("A2")));
    let e = refuse(&mut g, "W barricade B1 A2 die 1");
    assert_msg(&e, "R-BARR-3");
    // Without the barricades on B2|C2, it fits.
    let mut g = game(&format!(
        "{BEGINNER}{city}turn W dice 1 1\ndistrict B1 W1\n"
    ));
    play(&mut g, "W barricade B1 A2 die 1");
    assert_eq!(bar(&g, "B1", "B2"), 1);
}

#[test]
fn r_comp_3_amb_40_no_barricade_when_the_supply_is_empty() {
    // R-COMP-3 / AMB-40: all 40 barricades are on the board (3 on 13 streets, 1 more).
    let streets = [
        ("C1", "D1"),
        ("D1", "E1"),
        ("E1", "E2"),
        ("A2", "A3"),
        ("C2", "C3"),
        ("E2", "E3"),
        ("A3", "B3"),
        ("A3", "A4"),
        ("B3", "C3"),
        ("B3", "B4"),
        ("C3", "D3"),
        ("D3", "E3"),
        ("D3", "D4"),
    ];
    let mut lines: String = streets
        .iter()
        .map(|(a, b)| format!("barricade {a} {b} 3\n"))
        .collect();
    lines.push_str("barricade E3 E4 1\ndistrict A1 W1\n");
    let mut g = pos("1", &lines);
    assert_eq!(g.barricade_supply(), 0);
    let e = refuse(&mut g, "W barricade A1 B1 die 1");
    assert_msg(&e, "R-COMP-3");
}

#[test]
fn r_barr_5_barricades_stay_until_dismantled() {
    // R-BARR-5: a movement across them, other actions and the end of the turn leave them.
    let mut g = pos(
        "1 1",
        "district A1 W2\nbarricade A1 B1 2\npolice-deck strategic_rotation\n",
    );
    play_all(
        &mut g,
        "W move A1 B1 1 die 1\nW barricade A1 B1 die 1\nW end",
    );
    assert_eq!(bar(&g, "A1", "B1"), 3);
}

// ====================================================================== R-LOOT

#[test]
fn r_loot_1_r_loot_3_loot_draws_a_card_and_makes_a_reaction_roll() {
    // R-LOOT-1, R-LOOT-2, R-LOOT-3: graffiti a fresh shopping center, draw 1 card, then a reaction roll.
    let mut g = pos(
        "4",
        "district C2 W1\nloot-deck fireworks bicycles\nforced-dice 4\n",
    );
    let events = play(&mut g, "W loot C2 die 4");
    assert_eq!(g.district(cell("C2")).graffiti, 1);
    assert_eq!(hand(&g, W), vec!["fireworks"]);
    assert_eq!(reactions(&events), vec![4]);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Looted { burned: false, .. })));
}

#[test]
fn r_loot_1_needs_a_shopping_center_that_is_not_burned() {
    // R-LOOT-1: the Telecom Network Hub has no shopping center; a burned one is done.
    let mut g = pos("6 6", "district C1 W1\ndistrict B1 W1 burned1\n");
    let e = refuse(&mut g, "W loot C1 die 6");
    assert!(matches!(e, ActionError::Loot(_)), "{e:?}");
    assert_msg(&e, "R-LOOT-1");
    let e = refuse(&mut g, "W loot B1 die 6");
    assert_msg(&e, "R-LOOT-2");
    let e = refuse(&mut g, "W burn B1 die 6");
    assert_msg(&e, "R-LOOT-2");
}

#[test]
fn r_loot_1_needs_the_difficulty_and_no_police() {
    // R-LOOT-1: Street Market has difficulty 4.
    let mut g = pos("3 6", "district C2 W1\ndistrict B4 W1 cops1\n");
    assert!(matches!(
        refuse(&mut g, "W loot C2 die 3"),
        ActionError::DieTooLow { .. }
    ));
    assert!(matches!(
        refuse(&mut g, "W loot B4 die 6"),
        ActionError::InClash(_)
    ));
}

#[test]
fn r_loot_2_graffiti_then_burn_then_nothing() {
    // R-LOOT-2: a second loot flips the token to burned; a burned center is never looted.
    let mut g = pos("4 4 4", "district B1 W1\nforced-dice 3 3\n");
    let e = refuse(&mut g, "W burn B1 die 4");
    assert_msg(&e, "R-LOOT-2");
    play(&mut g, "W loot B1 die 4");
    let e = refuse(&mut g, "W loot B1 die 4");
    assert_msg(&e, "R-LOOT-2");
    let events = play(&mut g, "W burn B1 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Looted { burned: true, .. })));
    let d = g.district(cell("B1"));
    assert_eq!((d.graffiti, d.burned), (0, 1));
    assert_eq!(g.burned_on_board(), 1);
}

#[test]
fn r_loot_2_amb_13_the_looter_chooses_the_shopping_center() {
    // AMB-13: Commercial District 3 (A1) has 3 centers, one graffitied: the looter may
    // graffiti a fresh one or burn the graffitied one.
    let mut g = pos("3 3", "district A1 W1 graffiti1\nforced-dice 3 3\n");
    play(&mut g, "W loot A1 die 3");
    assert_eq!(
        (
            g.district(cell("A1")).graffiti,
            g.district(cell("A1")).burned
        ),
        (2, 0)
    );
    play(&mut g, "W burn A1 die 3");
    assert_eq!(
        (
            g.district(cell("A1")).graffiti,
            g.district(cell("A1")).burned
        ),
        (1, 1)
    );
}

#[test]
fn r_loot_4_reshuffle_as_soon_as_the_last_card_is_drawn() {
    // R-LOOT-4 / AMB-59: the deck holds 1 card; the rest (58, W holds 1) are discarded.
    // Drawing the last card reshuffles the discard pile into a new deck at once.
    let mut g = pos(
        "4",
        "district C2 W1\nhand W bicycles\nloot-deck fireworks\nforced-dice 3\n",
    );
    let events = play(&mut g, "W loot C2 die 4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckReshuffled {
            deck: engine::bxb2016::event::Deck::Loot
        }
    )));
    assert_eq!(g.to_position().loot_deck.unwrap().len(), 58);
}

/// Every loot card key, as many times as it is in the box.
fn all_loot() -> Vec<String> {
    rules()
        .loot
        .iter()
        .flat_map(|c| std::iter::repeat_n(c.key.clone(), c.count() as usize))
        .collect()
}

#[test]
fn r_loot_4_amb_14_no_card_when_deck_and_discard_are_empty() {
    // AMB-14: the Neighbors hold 59 cards, the deck 1, the discard pile none. The first
    // loot draws the last card (nothing to reshuffle); the second draws nothing.
    let mut cards = all_loot();
    let last = cards.pop().unwrap();
    let mut g = pos(
        "4 4",
        &format!(
            "district C2 W1\ndistrict A2 N1\nhand N {}\nloot-deck {last}\nforced-dice 3 3\n",
            cards.join(" ")
        ),
    );
    play(&mut g, "W loot C2 die 4");
    assert_eq!(hand(&g, W), vec![last.clone()]);
    let events = play(&mut g, "W burn C2 die 4");
    assert_eq!(hand(&g, W), vec![last]);
    assert!(!events.iter().any(|e| matches!(e, Event::LootDrawn { .. })));
    assert_eq!(g.district(cell("C2")).burned, 1);
}

#[test]
fn r_loot_5_hands_are_hidden_from_other_factions() {
    // R-LOOT-5: the cards drawn are shown only to their owner.
    let mut g = pos("4", "district C2 W1\nloot-deck fireworks\nforced-dice 3\n");
    let events = play(&mut g, "W loot C2 die 4");
    let drawn = events
        .iter()
        .find(|e| matches!(e, Event::LootDrawn { .. }))
        .unwrap();
    assert!(drawn.is_private());
    assert_eq!(drawn.redacted_for(Some(W)), Some(drawn.clone()));
    assert!(matches!(
        drawn.redacted_for(Some(N)),
        Some(Event::LootDrawnHidden { count: 1, .. })
    ));
    let view = g.view(Some(N));
    assert!(view.hand().is_empty());
    assert_eq!(view.hand_size(W), 1);
}

// ====================================================================== R-BUILD

#[test]
fn r_build_1_r_build_3_build_an_occupation_from_the_mat() {
    // R-BUILD-1/3: a die of at least the difficulty, any occupation from the mat, then a
    // reaction roll.
    let mut g = pos("5", "district E2 W1\nforced-dice 5\n");
    let events = play(&mut g, "W build E2 assembly die 5");
    assert_eq!(
        g.district(cell("E2")).occupation,
        Some((W, engine::Occupation::AssemblyHall))
    );
    assert!(!g
        .faction(W)
        .mat_occupations
        .contains(&engine::Occupation::AssemblyHall));
    assert_eq!(reactions(&events), vec![5]);
}

#[test]
fn r_build_1_needs_an_occupation_circle_a_bloc_and_no_police() {
    // R-BUILD-1: Commercial districts have no circle (R-CITY-10).
    let mut g = pos("6 6", "district A1 W1\ndistrict E2 W1 cops1\n");
    let e = refuse(&mut g, "W build A1 kitchen die 6");
    assert!(matches!(e, ActionError::Build(_)), "{e:?}");
    assert!(matches!(
        refuse(&mut g, "W build E2 kitchen die 6"),
        ActionError::InClash(_)
    ));
    assert!(matches!(
        refuse(&mut g, "W build E4 kitchen die 6"),
        ActionError::NoBloc(_)
    ));
}

#[test]
fn r_build_2_r_city_8_r_city_9_own_state_and_public_districts_only() {
    // R-BUILD-2: Workers build in a Workers district (E4), a State district (C1) and a
    // Public one (B4), never in another faction's district (B1, Students).
    let mut g = pos(
        "6 6 6 6",
        "district E4 W1\ndistrict C1 W1\ndistrict B4 W1\ndistrict B1 W1\nforced-dice 3 3 3\n",
    );
    let e = refuse(&mut g, "W build B1 kitchen die 6");
    assert!(matches!(e, ActionError::Build(_)), "{e:?}");
    assert_msg(&e, "R-BUILD-2");
    play_all(
        &mut g,
        "W build E4 kitchen die 6\nW build C1 assembly die 6\nW build B4 strike die 6",
    );
    assert_eq!(
        g.district(cell("C1")).occupation,
        Some((W, engine::Occupation::AssemblyHall))
    );
}

#[test]
fn r_build_3_only_occupations_still_on_the_mat() {
    // R-BUILD-3: the Start is in the city, so it cannot be built again.
    let mut g = pos("6", "district A4 W1 occ=W:start\ndistrict C1 W1\n");
    let e = refuse(&mut g, "W build C1 start die 6");
    assert_msg(&e, "R-BUILD-3");
    // Another faction's occupation is never on your mat.
    let e = refuse(&mut g, "W build C1 cafe die 6");
    assert_msg(&e, "R-BUILD-3");
}

#[test]
fn r_build_4_one_occupation_per_district() {
    // R-BUILD-4: the circle is taken; swap instead.
    let mut g = pos("6", "district C1 W1 occ=N:kitchen\n");
    let e = refuse(&mut g, "W build C1 assembly die 6");
    assert_msg(&e, "R-BUILD-4");
}

// ====================================================================== R-SWAP

#[test]
fn r_swap_1_r_swap_3_swap_returns_the_old_occupation_to_its_owner() {
    // R-SWAP-1/3: in the Plaza (Public, difficulty 4) the Workers replace the Prisoners'
    // People's Kitchen with their Assembly Hall; the Kitchen goes back to the Prisoners' mat.
    let mut g = pos("4", "district B4 W1 occ=P:kitchen\nforced-dice 3\n");
    let events = play(&mut g, "W swap B4 assembly die 4");
    assert_eq!(
        g.district(cell("B4")).occupation,
        Some((W, engine::Occupation::AssemblyHall))
    );
    assert!(g
        .faction(P)
        .mat_occupations
        .contains(&engine::Occupation::PeoplesKitchen));
    assert!(!g
        .faction(W)
        .mat_occupations
        .contains(&engine::Occupation::AssemblyHall));
    assert_eq!(reactions(&events), vec![3]);
    assert!(events.iter().any(|e| matches!(e, Event::Swapped { .. })));
}

#[test]
fn r_swap_1_needs_an_existing_occupation_and_the_difficulty() {
    // R-SWAP-1: nothing to swap in an empty circle; the die must reach the difficulty.
    let mut g = pos("4 3", "district B4 W1\ndistrict C2 W1 occ=N:kitchen\n");
    let e = refuse(&mut g, "W swap B4 assembly die 4");
    assert_msg(&e, "R-SWAP-1");
    assert!(matches!(
        refuse(&mut g, "W swap C2 assembly die 3"),
        ActionError::DieTooLow { .. }
    ));
}

#[test]
fn r_swap_2_other_factions_districts_are_never_allowed() {
    // R-SWAP-1/2: the Prisoners' own occupation in a Prisoners district (A2) cannot be
    // swapped out by the Workers.
    let mut g = pos("6", "district A2 W1 occ=P:kitchen\n");
    let e = refuse(&mut g, "W swap A2 assembly die 6");
    // Issue 15: the refusal names the swap's rule and says "swap", not "build".
    assert_msg(&e, "R-SWAP-1");
    assert_eq!(
        engine::Explain::message(&e).id,
        "bxb2016-err-swap-wrong-kind"
    );
    // Building there is still refused under R-BUILD-2.
    let mut g = pos("6", "district A2 W1\n");
    assert_msg(&refuse(&mut g, "W build A2 assembly die 6"), "R-BUILD-2");
}

#[test]
fn r_swap_3_own_occupation_for_another_own_one() {
    // R-SWAP-3: swapping your own occupation for another of yours is legal (E4, Workers).
    let mut g = pos("4", "district E4 W1 occ=W:kitchen\nforced-dice 3\n");
    play(&mut g, "W swap E4 strike die 4");
    assert_eq!(
        g.district(cell("E4")).occupation,
        Some((W, engine::Occupation::StrikeHall))
    );
    assert!(g
        .faction(W)
        .mat_occupations
        .contains(&engine::Occupation::PeoplesKitchen));
}

#[test]
fn r_swap_3_the_mat_must_hold_an_occupation() {
    // R-SWAP-3: all 5 Workers occupations are in the city: nothing to swap in.
    let mut g = pos(
        "6",
        "district E4 W1 occ=W:kitchen\ndistrict A4 occ=W:start\ndistrict E2 occ=W:assembly\n\
         district C1 occ=W:strike\ndistrict A3 occ=W:propaganda\ndistrict B4 W1 occ=N:cafe\n",
    );
    let e = refuse(&mut g, "W swap B4 kitchen die 6");
    assert!(matches!(e, ActionError::Build(_)), "{e:?}");
}

// ====================================================================== R-STOP

#[test]
fn r_stop_1_r_stop_3_the_faction_with_most_blocs_stops_an_advanced_action() {
    // R-STOP-1/3: the Neighbors have strictly the most blocs in C2; they stop the
    // Workers' loot. The die is not spent, there is no reaction roll, and the Workers may
    // declare something else.
    let mut g = pos("4 4", "district C2 W1 N2\nforced-dice 5\n");
    let events = play(&mut g, "W loot C2 die 4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ActionDeclared {
            veto_by: Faction::Neighbors,
            ..
        }
    )));
    assert!(matches!(
        g.pending(),
        Some(Pending::Veto {
            by: Faction::Neighbors,
            ..
        })
    ));
    assert_eq!(g.to_act(), vec![N]);
    // The Workers cannot act while the question is open.
    assert!(matches!(
        refuse(&mut g, "W move C2 C3 1 die 4"),
        ActionError::NotYourTurn { .. }
    ));
    let events = play(&mut g, "N stop");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ActionStopped { .. })));
    assert!(reactions(&events).is_empty());
    assert_eq!(dice(&g), vec![4, 4]);
    assert_eq!(g.district(cell("C2")).graffiti, 0);
    assert_eq!(g.to_act(), vec![W]);
    // Something else: a movement is basic and cannot be stopped.
    play(&mut g, "W move C2 C3 1 die 4");
}

#[test]
fn r_stop_1_allowed_actions_go_ahead() {
    // R-STOP-1: M may stop; if it allows, the action happens with its reaction roll.
    let mut g = pos("4", "district C2 W1 N2\nforced-dice 5\n");
    play(&mut g, "W loot C2 die 4");
    let events = play(&mut g, "N allow");
    assert_eq!(g.district(cell("C2")).graffiti, 1);
    assert_eq!(reactions(&events), vec![5]);
    assert!(dice(&g).is_empty());
}

#[test]
fn r_stop_1_no_veto_for_the_actor_or_a_tie() {
    // R-STOP-1: if the actor has the most, or the top count is shared, nobody can stop.
    for extra in [
        "district C2 W2 N1\n",
        "district C2 W1 N2 S2\n",
        "district C2 W2 N2\n",
    ] {
        let mut g = pos("4", &format!("{extra}forced-dice 3\n"));
        play(&mut g, "W loot C2 die 4");
        assert!(g.pending().is_none(), "{extra}");
        assert_eq!(g.district(cell("C2")).graffiti, 1, "{extra}");
    }
}

#[test]
fn r_stop_2_build_and_swap_can_be_stopped() {
    // R-STOP-2: Loot, Build and Swap.
    let mut g = pos(
        "4 4",
        "district C2 W1 S3\ndistrict B4 W1 P2 occ=N:kitchen\n",
    );
    play(&mut g, "W build C2 kitchen die 4");
    play(&mut g, "S stop");
    play(&mut g, "W swap B4 kitchen die 4");
    assert!(matches!(
        g.pending(),
        Some(Pending::Veto {
            by: Faction::Prisoners,
            ..
        })
    ));
    play(&mut g, "P stop");
    assert_eq!(g.district(cell("C2")).occupation, None);
    assert_eq!(
        g.district(cell("B4")).occupation,
        Some((N, engine::Occupation::PeoplesKitchen))
    );
    assert_eq!(dice(&g), vec![4, 4]);
}

#[test]
fn r_stop_2_attacks_movement_and_barricades_cannot_be_stopped() {
    // R-STOP-2: only advanced actions are stoppable.
    let mut g = pos(
        "4 4 1",
        "district C2 W1 N3\ndistrict B4 W1 N3 cops2\nforced-dice 3\n",
    );
    play(&mut g, "W barricade C2 C1 die 1");
    assert!(g.pending().is_none());
    play(&mut g, "W attack B4 cop die 4");
    assert!(g.pending().is_none());
    play(&mut g, "W move C2 C3 1 die 4");
    assert!(g.pending().is_none());
}

// ====================================================================== R-ATK

#[test]
fn r_atk_1_r_atk_5_defeat_one_riot_cop() {
    // R-ATK-1/5: a die of at least the difficulty (Plaza: 4) sends 1 cop to staging.
    let mut g = pos("4", "district B4 W1 cops2\n");
    let staging = g.staging().0;
    let events = play(&mut g, "W attack B4 cop die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CopDefeated { .. })));
    assert_eq!(cops(&g, "B4"), 1);
    assert_eq!(g.staging().0, staging + 1);
}

#[test]
fn r_atk_2_r_atk_3_each_bloc_attacks_once_per_clash_per_night() {
    // R-ATK-2/3: two blocs, two attacks; the third is refused.
    let mut g = pos("4 4 4", "district B4 W2 cops3\n");
    play(&mut g, "W attack B4 cop die 4");
    play(&mut g, "W attack B4 cop die 4");
    let e = refuse(&mut g, "W attack B4 cop die 4");
    assert!(matches!(e, ActionError::Attack(_)), "{e:?}");
    assert_msg(&e, "R-ATK-3");
}

#[test]
fn r_atk_3_amb_17_counter_is_per_faction_and_district() {
    // AMB-17: the counter is per (faction, district): an attack in another clash is fine,
    // and a bloc moving into a clash where another already attacked does not add a use
    // for blocs that are not there.
    let mut g = pos(
        "4 4 4",
        "district B4 W1 cops3\ndistrict C2 W1 cops1\nforced-dice 3 3\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    assert_msg(&refuse(&mut g, "W attack B4 cop die 4"), "R-ATK-3");
    play(&mut g, "W attack C2 cop die 4");
}

#[test]
fn r_atk_3_amb_17_counter_resets_when_the_clash_ends() {
    // AMB-17: once C2 has no police its counter is reset: a cop arriving later (reaction
    // roll of 1) makes a new clash the same bloc may attack.
    let mut g = pos("4 4", "district C2 W1 cops1\nforced-dice 1 3\n");
    let events = play(&mut g, "W attack C2 cop die 4");
    // The clash ended: the sequence's reaction roll happens at once and brings a cop.
    assert_eq!(reactions(&events), vec![1]);
    assert_eq!(cops(&g, "C2"), 1);
    play(&mut g, "W attack C2 cop die 4");
    assert_eq!(cops(&g, "C2"), 0);
}

#[test]
fn r_atk_3_amb_52_blocs_formed_into_a_clash_may_attack() {
    // AMB-52: an Assembly Hall bloc formed in a clash adds an attack.
    let mut g = pos("4 4 1", "district B4 W1 cops3 occ=W:assembly\n");
    play(&mut g, "W attack B4 cop die 4");
    assert_msg(&refuse(&mut g, "W attack B4 cop die 4"), "R-ATK-3");
    play(&mut g, "W assembly die 1");
    play(&mut g, "W attack B4 cop die 4");
    assert_eq!(cops(&g, "B4"), 1);
}

#[test]
fn r_atk_3_moving_blocs_into_the_clash_adds_attacks() {
    // R-ATK-3: three attacks need three blocs there.
    let mut g = pos(
        "4 4 1",
        "district B4 W1 cops3\ndistrict A4 W1\nforced-dice 3\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    play(&mut g, "W move A4 B4 1 die 1");
    play(&mut g, "W attack B4 cop die 4");
    assert_eq!(cops(&g, "B4"), 1);
}

#[test]
fn r_atk_4_the_attacker_picks_van_or_cops() {
    // R-ATK-4 / R-ATK-10: with a van and cops, each attack picks its target.
    let mut g = pos("4 4", "district B4 W2 cops1 van0\n");
    play(&mut g, "W attack B4 van die 4");
    assert_eq!(g.district(cell("B4")).van, Some(1));
    assert_eq!(cops(&g, "B4"), 1);
    play(&mut g, "W attack B4 cop die 4");
    assert_eq!(cops(&g, "B4"), 0);
    assert_eq!(g.district(cell("B4")).van, Some(1));
}

#[test]
fn r_atk_5_no_cop_to_defeat() {
    let mut g = pos("4", "district B4 W1 van0\n");
    assert_msg(&refuse(&mut g, "W attack B4 cop die 4"), "R-ATK-5");
    assert_msg(&refuse(&mut g, "W attack B4 kick B3 die 4"), "R-ATK-6");
}

#[test]
fn r_atk_6_kick_out_2_cops_to_an_adjacent_district() {
    // R-ATK-6: up to 2 cops go to the chosen adjacent district, which may hold blocs (a
    // clash forms) or police.
    let mut g = pos("4", "district B4 W1 cops3\ndistrict B3 N1 cops1\n");
    let events = play(&mut g, "W attack B4 kick B3 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CopsKickedOut { count: 2, .. })));
    assert_eq!(cops(&g, "B4"), 1);
    assert_eq!(cops(&g, "B3"), 3);
}

#[test]
fn r_atk_6_amb_18_kick_out_a_single_cop() {
    // AMB-18: with 1 cop, that cop is kicked out.
    let mut g = pos("4", "district B4 W1 cops1\nforced-dice 3\n");
    let events = play(&mut g, "W attack B4 kick A4 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CopsKickedOut { count: 1, .. })));
    assert_eq!(cops(&g, "A4"), 1);
    assert_eq!(cops(&g, "B4"), 0);
}

#[test]
fn r_atk_6_kick_out_along_a_highway() {
    // R-ATK-6: B4 and C5 are joined by the highway in C4.
    let mut g = pos("4", "district B4 W1 cops2\nforced-dice 3\n");
    play(&mut g, "W attack B4 kick C5 die 4");
    assert_eq!(cops(&g, "C5"), 2);
}

#[test]
fn r_atk_7_never_through_the_metro_or_to_a_district_that_is_not_adjacent() {
    // R-ATK-7: E4 and B5 are both metro stations but not adjacent. The command reads (the
    // notation reads syntax only, issue 15) and the rules refuse it; so is a hand-built
    // command naming another connection.
    let mut g = pos("4", "district E4 W1 cops2\n");
    let e = refuse(&mut g, "W attack E4 kick B5 die 4");
    assert!(
        matches!(
            e,
            ActionError::Attack(engine::bxb2016::error::AttackError::NotJoined { .. })
        ),
        "{e:?}"
    );
    assert_msg(&e, "R-ATK-7");
    let via = g.city().incident(cell("E4"))[0];
    let cmd = Command {
        by: W,
        action: Action::Attack {
            district: cell("E4"),
            target: Target::KickOut {
                to: cell("B5"),
                via,
            },
            die: 4,
            molotovs: vec![],
        },
    };
    let before = g.clone();
    let e = g.apply(cmd).unwrap_err();
    assert_msg(&e, "R-ATK-7");
    assert_eq!(g, before);
}

#[test]
fn r_atk_9_kicking_out_through_barricades_dismantles_them() {
    // R-ATK-9: all barricades on the chosen connection go back to the supply; others stay.
    let mut g = pos("4", "district B4 W1 cops2\nbarricade B4 B3 2\nbarricade B4 A4 1\nbarricade B4 C4 1\nbarricade C4 C5 1\nforced-dice 3\n");
    let events = play(&mut g, "W attack B4 kick C5 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::BarricadesDismantled { count: 2, .. })));
    assert_eq!(bar(&g, "B4", "C4"), 0);
    assert_eq!(bar(&g, "C4", "C5"), 0);
    assert_eq!(bar(&g, "B4", "B3"), 2);
    assert_eq!(bar(&g, "B4", "A4"), 1);
    assert_eq!(g.barricade_supply(), 37);
}

/// A city where B1 and C2 are joined twice: through a highway put in C1 (route 1, found
/// first: routes are numbered in the order of R-CITY-22's enumeration) and through the
/// highway in B2 (route 2). The Telecom Network Hub moves to C4.
const TWO_ROUTES: &str = "city commercial_3@0 underfunded_high_school@0 highway_3@0 the_projects@0 gentrifying_residential_zone@0
city overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 telecom_network_hub@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@2 commercial_1@2 the_park@0 supermax_prison@0
";

#[test]
fn r_atk_8_r_city_19_the_attacker_picks_the_route() {
    // R-ATK-8 / R-CITY-19: two connections join C2 and B1; kicking out along route 1 (via
    // C1) dismantles only that route's barricades (R-ATK-9).
    let mut g = game(&format!(
        "{BEGINNER}{TWO_ROUTES}turn W dice 4\ndistrict C2 W1 cops2\nbarricade B1 B2 1\nbarricade C1 C2 2\nforced-dice 3\n"
    ));
    let routes = g.city().connections_between(cell("C2"), cell("B1"));
    assert_eq!(routes.len(), 2);
    let via_c1 = Border::between(cell("C1"), cell("C2")).unwrap();
    assert!(g.city().connection(routes[0]).path.contains(&via_c1));
    play(&mut g, "W attack C2 kick B1/1 die 4");
    assert_eq!(cops(&g, "B1"), 2);
    assert_eq!(bar(&g, "C1", "C2"), 0);
    assert_eq!(bar(&g, "B1", "B2"), 1);
}

#[test]
fn r_atk_10_r_atk_13_three_hits_destroy_a_van() {
    // R-ATK-10, R-ATK-13: 0 -> 1 -> 2 -> destroyed (boxed, counted in vans_destroyed).
    let mut g = pos("4 4 4", "district B4 W3 van0\nforced-dice 3\n");
    let vans_staging = g.staging().1;
    play(&mut g, "W attack B4 van die 4");
    assert_eq!(g.district(cell("B4")).van, Some(1));
    play(&mut g, "W attack B4 van die 4");
    assert_eq!(g.district(cell("B4")).van, Some(2));
    let events = play(&mut g, "W attack B4 van die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::VanDestroyed { .. })));
    assert_eq!(g.district(cell("B4")).van, None);
    assert_eq!(g.vans_destroyed(), 1);
    assert_eq!(
        g.staging().1,
        vans_staging,
        "a destroyed van does not go to staging"
    );
    // The clash is over: the sequence's reaction roll is made at once (R-REACT-2).
    assert_eq!(reactions(&events), vec![3]);
}

#[test]
fn r_atk_11_hits_from_different_factions_add_up() {
    // R-ATK-11: the van already has 2 hits tonight (from the Prisoners, say).
    let mut g = pos("4", "district B4 W1 van2 cops1\nforced-dice 3\n");
    play(&mut g, "W attack B4 van die 4");
    assert_eq!(g.district(cell("B4")).van, None);
    assert_eq!(g.vans_destroyed(), 1);
}

#[test]
fn r_atk_14_r_react_2_one_reaction_roll_after_a_run_of_attacks() {
    // R-ATK-14 / R-REACT-2: two attacks in the same clash, one reaction roll when the
    // faction declares something else.
    let mut g = pos(
        "4 4 1",
        "district B4 W2 cops3\ndistrict A1 W1\nforced-dice 4 4\n",
    );
    assert!(reactions(&play(&mut g, "W attack B4 cop die 4")).is_empty());
    assert!(reactions(&play(&mut g, "W attack B4 cop die 4")).is_empty());
    let events = play(&mut g, "W move A1 B1 1 die 1");
    assert_eq!(reactions(&events), vec![4]);
    // The roll is located in the clash.
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ReactionRolled { district, .. } if *district == cell("B4"))));
}

// ====================================================================== R-REACT

#[test]
fn r_react_1_roll_1_brings_a_cop_from_staging() {
    // R-REACT-1: on a 1, one cop from staging into the action's district.
    let mut g = pos("4", "district C2 W1\nforced-dice 1\n");
    let staging = g.staging().0;
    let events = play(&mut g, "W loot C2 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CopFromStaging { .. })));
    assert_eq!(cops(&g, "C2"), 1);
    assert_eq!(g.staging().0, staging - 1);
}

#[test]
fn r_react_1_roll_1_with_an_empty_staging_area_does_nothing() {
    // R-REACT-1: all 30 cops are in the city.
    let mut g = pos(
        "4",
        "district C2 W1\ndistrict C1 cops15\ndistrict A3 cops15\nforced-dice 1\n",
    );
    assert_eq!(g.staging().0, 0);
    let events = play(&mut g, "W loot C2 die 4");
    assert_eq!(reactions(&events), vec![1]);
    assert_eq!(cops(&g, "C2"), 0);
}

#[test]
fn r_react_1_roll_2_resolves_a_police_ops_card() {
    // R-REACT-1: on a 2, draw and resolve the top police card at once.
    let mut g = pos(
        "4",
        "district C2 W1\npolice-deck strategic_rotation tactical_retreat\nforced-dice 2\n",
    );
    let events = play(&mut g, "W loot C2 die 4");
    assert_eq!(police_drawn(&events), 1);
    assert_eq!(g.police_deck_len(), 1);
}

#[test]
fn r_react_1_rolls_3_to_5_and_6_without_kitchen_do_nothing() {
    // R-REACT-1: 3, 4, 5 nothing; 6 nothing without People's Kitchen.
    for roll in [3, 4, 5, 6] {
        let mut g = pos("4", &format!("district C2 W1\nforced-dice {roll}\n"));
        let before_staging = g.staging();
        let events = play(&mut g, "W loot C2 die 4");
        assert_eq!(reactions(&events), vec![roll]);
        assert_eq!(police_drawn(&events), 0);
        assert!(!events.iter().any(|e| matches!(e, Event::ExtraDice { .. })));
        assert_eq!(g.staging(), before_staging);
        assert!(dice(&g).is_empty());
    }
}

#[test]
fn r_react_2_an_attack_elsewhere_ends_the_sequence() {
    // R-REACT-2: attacking in another district first makes the first clash's roll.
    let mut g = pos(
        "4 4",
        "district B4 W1 cops2\ndistrict C2 W1 cops2\nforced-dice 3 4\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    let events = play(&mut g, "W attack C2 cop die 4");
    assert_eq!(reactions(&events), vec![3]);
    let events = play(&mut g, "W end");
    assert_eq!(reactions(&events), vec![4]);
}

#[test]
fn r_react_2_r_turn_5_ending_the_turn_ends_the_sequence_before_police_ops() {
    // R-REACT-2 / R-TURN-5: the roll comes before the police step's cards.
    let mut g = pos(
        "4",
        "district B4 W1 cops2\npolice-deck strategic_rotation\nforced-dice 3\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    let events = play(&mut g, "W end");
    let roll = events
        .iter()
        .position(|e| matches!(e, Event::ReactionRolled { .. }))
        .unwrap();
    let card = events
        .iter()
        .position(|e| matches!(e, Event::PoliceCardDrawn { .. }))
        .unwrap();
    assert!(roll < card);
}

#[test]
fn r_react_2_amb_19_molotovs_and_abilities_do_not_end_the_sequence() {
    // AMB-19: an ability (Assembly Hall) in the middle of a run of attacks does not make
    // the reaction roll; neither does a Molotovs card.
    let mut g = pos(
        "4 1 3",
        "district B4 W1 cops3 occ=W:assembly\nhand W molotovs_1\nforced-dice 5\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    assert!(reactions(&play(&mut g, "W assembly die 1")).is_empty());
    assert!(reactions(&play(&mut g, "W attack B4 cop die 3 molotovs_1")).is_empty());
    assert_eq!(reactions(&play(&mut g, "W end")), vec![5]);
}

#[test]
fn r_react_2_the_clash_ending_ends_the_sequence() {
    // R-REACT-2: the last police piece gone, the roll is made at once.
    let mut g = pos("4 4", "district B4 W2 cops2\nforced-dice 3\n");
    assert!(reactions(&play(&mut g, "W attack B4 cop die 4")).is_empty());
    assert_eq!(reactions(&play(&mut g, "W attack B4 cop die 4")), vec![3]);
    assert!(reactions(&play(&mut g, "W end")).is_empty());
}

#[test]
fn r_react_2_an_action_made_impossible_by_the_sequence_roll_costs_nothing() {
    // R-REACT-2 / R-ACT-6: an attack sequence runs in A1; the Workers then declare a loot
    // in C2. The sequence's reaction roll comes first: a 2 draws "Advance: Public", and
    // the group of cops in C1 advances into C2. The loot is no longer possible: it does
    // not happen and its die is not spent; the roll stands.
    let mut g = pos(
        "4 4",
        "district A1 W1 cops2\ndistrict C2 W1\ndistrict C1 cops3\npolice-deck move_public_high\nforced-dice 2\n",
    );
    play(&mut g, "W attack A1 cop die 4");
    let events = play(&mut g, "W loot C2 die 4");
    assert_eq!(reactions(&events), vec![2]);
    assert!(cops(&g, "C2") > 0);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ActionCancelled { .. })));
    assert_eq!(dice(&g), vec![4]);
    assert_eq!(g.district(cell("C2")).graffiti, 0);
}

#[test]
fn r_react_3_amb_20_a_morale_rise_on_a_roll_of_2_counts_for_this_turn() {
    // R-REACT-3 / AMB-20: at morale step 2 (1 card), a reaction roll of 2 draws Heavy
    // Reinforcements (+1 morale, step 3: 2 cards). The Workers' own police step then
    // draws 2 cards.
    let mut g = game(
        "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left 6 morale 2 first W
turn W dice 4
district C2 W1
police-deck heavy_high strategic_rotation tactical_retreat maneuvers
forced-dice 2
",
    );
    play(&mut g, "W loot C2 die 4");
    assert_eq!(g.morale(), 3);
    let events = play(&mut g, "W end");
    assert_eq!(police_drawn(&events), 2);
}

#[test]
fn r_react_4_r_lcard_5_fireworks_makes_its_own_roll() {
    // R-REACT-4: an attack sequence in B4, then Fireworks in B4: the sequence's roll
    // (Fireworks ends it) and Fireworks' own roll.
    let mut g = pos(
        "4",
        "district B4 W2 cops3\nhand W fireworks\nforced-dice 3 4\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    let events = play(&mut g, "W play fireworks B4 A4");
    assert_eq!(reactions(&events), vec![3, 4]);
    assert_eq!(cops(&g, "A4"), 2);
}
