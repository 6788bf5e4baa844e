//! Loot cards in play (R-LCARD, spec section 17), loot exchange (R-XCHG) and occupation
//! abilities (R-OCC, section 24), each with its liberated version.
//!
//! Positions use the beginner city (data file section 3). Faction districts there:
//! Workers A4 (6), E2 (5), E4 (4); Neighbors D1 (5), E1 (6), B5 (4); Students B1 (4),
//! B3 (5), A5 (6); Prisoners A2 (4), D4 (5), E5 (6). State: C1, A3, E3 (6). Public: C2
//! Street Market (4, 2 shops), B4 The Plaza (4), D5 The Park (4), C3 The Stadium (5).
//! Night order with seed 1 and the Workers first: W, P, N, S.
#![allow(clippy::unwrap_used)]

mod support;

use engine::ids::Border;
use engine::{
    bxb2016::{ActionError, Event, Game, Pending},
    Faction, Occupation,
};
use support::*;

const W: Faction = Faction::Workers;
const N: Faction = Faction::Neighbors;
const S: Faction = Faction::Students;
const P: Faction = Faction::Prisoners;

/// Faction `f` acts with `dice`; `extra` adds position lines.
fn turn(f: char, dice: &str, extra: &str) -> Game {
    game(&format!("{BEGINNER}turn {f} dice {dice}\n{extra}"))
}

/// Whether `command` (notation) is among the legal actions, and so can be drawn at random.
fn lists(g: &Game, command: &str) -> bool {
    let command = engine::bxb2016::notation::parse_command(g, command).unwrap();
    g.legal_actions().contains(&command)
}

fn blocs(g: &Game, c: &str, f: Faction) -> u8 {
    g.district(cell(c)).blocs_of(f)
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

fn reactions(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::ReactionRolled { .. }))
        .count()
}

fn bar(g: &Game, a: &str, b: &str) -> u8 {
    g.barricades_on(Border::between(cell(a), cell(b)).unwrap())
}

fn occ(g: &Game, c: &str) -> Option<(Faction, Occupation)> {
    g.district(cell(c)).occupation
}

/// Cards in the loot discard pile: those in no hand and not in the deck.
fn discard_len(g: &Game) -> usize {
    let p = g.to_position();
    60 - p.loot_deck.unwrap().len() - p.hands.iter().map(|(_, h)| h.len()).sum::<usize>()
}

fn assert_msg(e: &ActionError, rule: &str) {
    assert!(e.to_string().contains(rule), "`{e}` should cite {rule}");
}

// ====================================================================== R-LCARD

#[test]
fn r_lcard_1_cards_are_played_at_their_timing_and_then_discarded() {
    // R-LCARD-1: Riot Shields is a Police Repression card, not a "your turn" one; Bicycles
    // is played in the turn and goes to the discard pile.
    let mut g = turn('W', "1", "district A1 W1\nhand W riot_shields bicycles\n");
    let e = refuse(&mut g, "W play riot_shields A1");
    assert!(matches!(e, ActionError::Card(_)), "{e:?}");
    assert_msg(&e, "R-LCARD-1");
    let before = discard_len(&g);
    let events = play(&mut g, "W play bicycles A1 B1 1");
    assert!(events.iter().any(|e| matches!(e, Event::CardPlayed { .. })));
    assert_eq!(hand(&g, W), vec!["riot_shields"]);
    assert_eq!(discard_len(&g), before + 1);
}

#[test]
fn r_lcard_1_only_cards_in_hand() {
    let mut g = turn('W', "1", "district A1 W1\n");
    let e = refuse(&mut g, "W play bicycles A1 B1 1");
    assert!(matches!(e, ActionError::NoSuchCard(_)), "{e:?}");
    assert_msg(&e, "R-LCARD-1");
}

/// Ends the turns of W, P, N and S (one harmless police card each) to reach Sunrise.
const TO_SUNRISE: &str = "W end\nP end\nN end\nS end";
const FOUR_CARDS: &str =
    "police-deck strategic_rotation tactical_retreat tactical_retreat chief_of_police_fired\n";

#[test]
fn r_lcard_2_amb_60_repression_windows_in_turn_order() {
    // R-LCARD-2 / AMB-60: at Sunrise, factions holding a Repression card they can play are
    // offered a window before the cops attack, in the night's order (W before N).
    let mut g = turn(
        'W',
        "1",
        &format!("district B4 W1 N2 cops2\nhand W riot_shields\nhand N riot_shields\n{FOUR_CARDS}"),
    );
    play_all(&mut g, TO_SUNRISE);
    assert!(matches!(
        g.pending(),
        Some(Pending::Window {
            faction: Faction::Workers,
            ..
        })
    ));
    play(&mut g, "W pass");
    assert!(matches!(
        g.pending(),
        Some(Pending::Window {
            faction: Faction::Neighbors,
            ..
        })
    ));
    // Riot Shields: the 2 cops in B4 attack as 0 (data file): nobody is defeated.
    play(&mut g, "N play riot_shields B4");
    assert_eq!(blocs(&g, "B4", W) + blocs(&g, "B4", N), 3);
}

#[test]
fn r_lcard_3_molotovs_add_to_an_attack_die_and_stack() {
    // R-LCARD-3: a 1 with Molotovs +1 and +2 makes a 4 in the Plaza (difficulty 4); both
    // cards are discarded.
    let mut g = turn(
        'W',
        "1 1",
        "district B4 W2 cops3\nhand W molotovs_1 molotovs_2 molotovs_3\n",
    );
    let e = refuse(&mut g, "W attack B4 cop die 1 molotovs_1");
    assert!(matches!(e, ActionError::DieTooLow { .. }), "{e:?}");
    // The listing offers the attack the cards make reach, and not the one they do not.
    assert!(lists(&g, "W attack B4 cop die 1 molotovs_1 molotovs_2"));
    assert!(lists(&g, "W attack B4 cop die 1 molotovs_3"));
    assert!(!lists(&g, "W attack B4 cop die 1 molotovs_1"));
    let events = play(&mut g, "W attack B4 cop die 1 molotovs_1 molotovs_2");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::CardPlayed { .. }))
            .count(),
        2
    );
    assert_eq!(hand(&g, W), vec!["molotovs_3"]);
    assert_eq!(g.district(cell("B4")).cops, 2);
    // Only Molotovs can be played on an attack, and only cards you hold.
    let e = refuse(&mut g, "W attack B4 cop die 1 molotovs_2");
    assert!(matches!(e, ActionError::NoSuchCard(_)), "{e:?}");
}

#[test]
fn r_lcard_3_molotovs_are_not_played_on_advanced_actions() {
    // R-ACT-4 / R-LCARD-3: Molotovs add to attacks only; a loot needs the die itself.
    let g = turn('W', "1", "district C2 W1\nhand W molotovs_3\n");
    assert!(engine::bxb2016::notation::parse_command(&g, "W loot C2 die 1 molotovs_3").is_err());
    assert!(g
        .legal_actions()
        .iter()
        .all(|c| !matches!(c.action, engine::bxb2016::Action::Loot { .. })));
}

/// A Sunrise where the Workers lose both blocs in B4 to 3 cops.
fn medic_kit_sunrise(extra: &str) -> Game {
    let mut g = turn(
        'W',
        "1",
        &format!("district B4 W2 cops3\ndistrict A4 W1\nhand W medic_kit\n{FOUR_CARDS}{extra}"),
    );
    play_all(&mut g, TO_SUNRISE);
    pass_empty_windows(&mut g);
    g
}

#[test]
fn r_lcard_4_no_medic_kit_without_an_occupation() {
    // R-LCARD-4: the Workers have no occupation: no window is offered for Medic Kit.
    let g = medic_kit_sunrise("");
    assert_eq!(blocs(&g, "B4", W), 0);
    assert!(!matches!(
        g.pending(),
        Some(Pending::Window {
            faction: Faction::Workers,
            ..
        })
    ));
    assert_eq!(hand(&g, W), vec!["medic_kit"]);
}

#[test]
fn r_lcard_4_medic_kit_without_an_occupation_is_refused_for_that_rule() {
    // Issue 15: while the Neighbors' Riot Shields window is open at Sunrise, the Workers
    // (no occupation) play Medic Kit: refused for R-LCARD-4, not "not your turn".
    let mut g = turn(
        'W',
        "1",
        &format!("district B4 W2 cops3\ndistrict A4 W1\ndistrict D1 N1 cops1\nhand W medic_kit\nhand N riot_shields\n{FOUR_CARDS}"),
    );
    play_all(&mut g, TO_SUNRISE);
    pass_empty_windows(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: N, .. })
    ));
    let e = refuse(&mut g, "W play medic_kit B4");
    assert!(
        matches!(
            e,
            ActionError::Card(engine::bxb2016::error::CardError::MedicNoOccupation)
        ),
        "{e:?}"
    );
    assert_msg(&e, "R-LCARD-4");
}

#[test]
fn r_lcard_4_medic_kit_with_an_occupation() {
    // R-LCARD-4 (data file): with an occupation (C2) the Workers may play Medic Kit after
    // the cops attack, forming up to 2 lost blocs there.
    let mut g = medic_kit_sunrise("district C2 occ=W:kitchen\n");
    assert!(matches!(
        g.pending(),
        Some(Pending::Window {
            faction: Faction::Workers,
            ..
        })
    ));
    let e = refuse(&mut g, "W play medic_kit A4");
    assert!(matches!(e, ActionError::Card(_)), "{e:?}");
    play(&mut g, "W play medic_kit C2");
    assert_eq!(blocs(&g, "C2", W), 2);
}

#[test]
fn r_lcard_5_fireworks_is_not_an_attack() {
    // R-LCARD-5: Fireworks needs no die and uses no attack: after it, the bloc can still
    // attack; and a bloc that has attacked can still play Fireworks.
    let mut g = turn(
        'W',
        "4",
        "district B4 W1 cops3\nhand W fireworks fireworks\nforced-dice 3 3 3\n",
    );
    let events = play(&mut g, "W play fireworks B4 A4");
    assert_eq!(reactions(&events), 1);
    assert_eq!(g.district(cell("B4")).cops, 1);
    assert_eq!(g.district(cell("A4")).cops, 2);
    assert_eq!(dice(&g), vec![4]);
    play(&mut g, "W attack B4 cop die 4");
    // B4 is now free of police: the clash is over. Back to A4 with a fresh clash.
    let mut g = turn(
        'W',
        "4",
        "district B4 W1 cops3\nhand W fireworks\nforced-dice 3 3\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    play(&mut g, "W play fireworks B4 B3");
    assert_eq!(g.district(cell("B4")).cops, 0);
}

#[test]
fn r_lcard_fireworks_needs_a_cop_and_a_bloc() {
    // Fireworks (data file): a district with your bloc and at least one riot cop.
    let mut g = turn(
        'W',
        "4",
        "district B4 W1 van0\ndistrict C2 cops2\nhand W fireworks\n",
    );
    assert!(matches!(
        refuse(&mut g, "W play fireworks B4 A4"),
        ActionError::Card(_)
    ));
    assert!(matches!(
        refuse(&mut g, "W play fireworks C2 C3"),
        ActionError::NoBloc(_)
    ));
}

#[test]
fn r_lcard_smoke_bombs_let_the_next_movement_leave_a_clash() {
    // Smoke Bombs (data file): the next movement may start in a district with police;
    // intermediate districts must still be police-free.
    let mut g = turn(
        'W',
        "1 1",
        "district A1 W2 cops1\ndistrict A2 cops1\nhand W smoke_bombs\n",
    );
    assert_msg(&refuse(&mut g, "W move A1 B1 1 die 1"), "R-MOVE-7");
    play(&mut g, "W play smoke_bombs");
    play(&mut g, "W move A1 B1 1 die 1");
    assert_eq!(blocs(&g, "B1", W), 1);
    // Only the next movement.
    assert_msg(&refuse(&mut g, "W move A1 B1 1 die 1"), "R-MOVE-7");
}

#[test]
fn r_lcard_police_scanner_rearranges_the_top_three() {
    // Police Scanner (data file): look at the top 3 police cards, put them back in any order.
    let mut g = turn(
        'W',
        "1",
        "district A1 W1\nhand W police_scanner\npolice-deck strategic_rotation tactical_retreat maneuvers metro_lockdown\n",
    );
    let events = play(&mut g, "W play police_scanner");
    let seen = events
        .iter()
        .find(|e| matches!(e, Event::PoliceCardsSeen { .. }))
        .unwrap();
    assert!(seen.is_private());
    assert!(matches!(
        g.pending(),
        Some(Pending::ArrangePolice { discard_max: 0, .. })
    ));
    assert_eq!(
        refuse(&mut g, "W arrange discard 0 order 1 2"),
        ActionError::Decision(engine::bxb2016::error::DecisionError::DiscardAtMost { max: 0 })
    );
    play(&mut g, "W arrange discard order 2 0 1");
    assert_eq!(
        g.to_position().police_deck.unwrap(),
        vec![
            "maneuvers",
            "strategic_rotation",
            "tactical_retreat",
            "metro_lockdown"
        ]
    );
}

#[test]
fn r_lcard_dumpster_barricade_places_two_without_a_die() {
    // Dumpster Barricade (data file): up to 2 barricades around a police-free district
    // with your bloc, R-BARR-3 limits apply.
    let mut g = turn(
        'W',
        "1",
        "district A1 W1\nbarricade A1 A2 3\nhand W dumpster_barricade dumpster_barricade\n",
    );
    assert_msg(
        &refuse(&mut g, "W play dumpster_barricade A1 A2"),
        "R-BARR-3",
    );
    play(&mut g, "W play dumpster_barricade A1 B1 B1");
    assert_eq!(bar(&g, "A1", "B1"), 2);
    assert_eq!(dice(&g), vec![1]);
    let mut g = turn(
        'W',
        "1",
        "district A1 W1 cops1\nhand W dumpster_barricade\n",
    );
    assert!(matches!(
        refuse(&mut g, "W play dumpster_barricade A1 B1"),
        ActionError::InClash(_)
    ));
}

#[test]
fn r_lcard_bicycles_is_a_free_movement() {
    // Bicycles (data file): a movement action without a die; R-MOVE rules apply.
    let mut g = turn(
        'W',
        "1",
        "district A1 W2\ndistrict B1 cops1\ndistrict A2 cops1\nhand W bicycles bicycles\n",
    );
    assert_msg(&refuse(&mut g, "W play bicycles A1 C1 2"), "R-MOVE-3");
    play(&mut g, "W play bicycles A1 B1 2");
    assert_eq!(blocs(&g, "B1", W), 2);
    assert_eq!(dice(&g), vec![1]);
}

#[test]
fn r_lcard_energy_drinks_reroll_an_unspent_die() {
    // Energy Drinks (data file): reroll 1 unspent die.
    let mut g = turn(
        'W',
        "1 2",
        "district A1 W1\nhand W energy_drinks energy_drinks\nforced-dice 6\n",
    );
    assert!(matches!(
        refuse(&mut g, "W play energy_drinks 5"),
        ActionError::NoSuchDie(5)
    ));
    let events = play(&mut g, "W play energy_drinks 1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DieRerolled { from: 1, to: 6, .. })));
    let mut d = dice(&g);
    d.sort();
    assert_eq!(d, vec![2, 6]);
}

// ====================================================================== R-XCHG

#[test]
fn r_xchg_1_a_gift_to_a_faction_sharing_a_district() {
    // R-XCHG-1: no die; the recipient accepts (AMB-21).
    let mut g = turn('W', "1", "district C2 W1 N1\nhand W fireworks bicycles\n");
    play(&mut g, "W give N fireworks");
    assert!(matches!(g.pending(), Some(Pending::Offer { .. })));
    assert_eq!(g.to_act(), vec![N]);
    let events = play(&mut g, "N accept");
    assert!(events.iter().any(|e| matches!(e, Event::CardsGiven { .. })));
    assert_eq!(hand(&g, W), vec!["bicycles"]);
    assert_eq!(hand(&g, N), vec!["fireworks"]);
    assert_eq!(dice(&g), vec![1]);
}

#[test]
fn r_xchg_1_amb_21_a_gift_may_be_refused() {
    let mut g = turn('W', "1", "district C2 W1 N1\nhand W fireworks\n");
    play(&mut g, "W give N fireworks");
    play(&mut g, "N refuse");
    assert_eq!(hand(&g, W), vec!["fireworks"]);
    assert!(hand(&g, N).is_empty());
}

#[test]
fn r_xchg_1_a_trade_needs_both_sides() {
    // R-XCHG-1: the Workers offer Fireworks for the Prisoners' Medic Kit.
    let mut g = turn(
        'W',
        "1",
        "district C2 W1\ndistrict B4 W1 P2\nhand W fireworks\nhand P medic_kit\n",
    );
    play(&mut g, "W trade P fireworks for medic_kit");
    // The accept is offered: the Prisoners hold the one card asked for.
    assert!(lists(&g, "P accept") && lists(&g, "P refuse"));
    play(&mut g, "P accept");
    assert_eq!(hand(&g, W), vec!["medic_kit"]);
    assert_eq!(hand(&g, P), vec!["fireworks"]);
    // A trade asking for a card the other side does not have cannot be accepted.
    play(&mut g, "W trade P medic_kit for bicycles");
    assert!(!lists(&g, "P accept") && lists(&g, "P refuse"));
    assert!(matches!(
        refuse(&mut g, "P accept"),
        ActionError::Exchange(_)
    ));
    play(&mut g, "P refuse");
    assert_eq!(hand(&g, W), vec!["medic_kit"]);
}

#[test]
fn r_xchg_1_only_with_a_faction_sharing_a_district() {
    // R-XCHG-1: the Students have no bloc where the Workers have one.
    let mut g = turn(
        'W',
        "1",
        "district C2 W1\ndistrict B4 S1\nhand W fireworks\n",
    );
    let e = refuse(&mut g, "W give S fireworks");
    assert!(matches!(e, ActionError::Exchange(_)), "{e:?}");
    assert_msg(&e, "R-XCHG-1");
    // Nor cards you do not hold.
    let mut g = turn('W', "1", "district C2 W1 S1\nhand W fireworks\n");
    assert!(matches!(
        refuse(&mut g, "W give S bicycles"),
        ActionError::NoSuchCard(_)
    ));
}

#[test]
fn r_xchg_1_only_during_your_own_turn() {
    // R-XCHG-1: the Neighbors cannot offer during the Workers' turn.
    let mut g = turn('W', "1", "district C2 W1 N1\nhand N fireworks\n");
    assert!(matches!(
        refuse(&mut g, "N give W fireworks"),
        ActionError::NotYourTurn { .. }
    ));
}

// ====================================================================== R-OCC-0

#[test]
fn r_occ_0_an_ability_works_only_while_its_occupation_is_in_the_city() {
    let mut g = turn('W', "1", "district C2 W1\n");
    let e = refuse(&mut g, "W assembly die 1");
    assert_eq!(e, ActionError::NoOccupation(Occupation::AssemblyHall));
    assert_msg(&e, "R-OCC-0");
}

#[test]
fn r_occ_0_only_the_owner_uses_an_ability() {
    // The Neighbors' Assembly Hall in C2 is no use to the Workers.
    let mut g = turn('W', "1", "district C2 W1 occ=N:assembly\n");
    assert_eq!(
        refuse(&mut g, "W assembly die 1"),
        ActionError::NoOccupation(Occupation::AssemblyHall)
    );
}

#[test]
fn r_occ_0_an_ability_works_from_the_moment_it_is_built() {
    // R-OCC-0 / R-BUILD-3: build the Assembly Hall, use it in the same turn.
    let mut g = turn('W', "4 1", "district C2 W1\nforced-dice 3\n");
    play(&mut g, "W build C2 assembly die 4");
    play(&mut g, "W assembly die 1");
    assert_eq!(blocs(&g, "C2", W), 2);
}

#[test]
fn r_occ_0_amb_37_a_rebuilt_occupation_gets_no_fresh_uses() {
    // AMB-37: use the Assembly Hall, swap it out and build it again: still used this turn.
    let mut g = turn(
        'W',
        "1 4 4 1",
        "district C2 W1 occ=W:assembly\ndistrict B4 W1\nforced-dice 3 3\n",
    );
    play(&mut g, "W assembly die 1");
    play(&mut g, "W swap C2 kitchen die 4");
    assert!(g
        .faction(W)
        .mat_occupations
        .contains(&Occupation::AssemblyHall));
    play(&mut g, "W build B4 assembly die 4");
    assert_msg(&refuse(&mut g, "W assembly die 1"), "R-OCC-C2");
}

#[test]
fn r_occ_0_r_turn_7_once_per_turn_counters_reset_at_the_end_of_the_turn() {
    // R-TURN-7: the Workers' Propaganda Workshop is fresh again on their next turn. Play a
    // whole night (the 4 Starts keep everyone in the city) and come back to the Workers.
    let mut g = turn(
        'W',
        "1",
        "district A4 W1 occ=W:start\ndistrict E2 occ=W:propaganda\ndistrict A2 P1 occ=P:start\n\
         district B5 N1 occ=N:start\ndistrict B1 S1 occ=S:start\n\
         police-deck strategic_rotation tactical_retreat tactical_retreat chief_of_police_fired maneuvers maneuvers\n",
    );
    play(&mut g, "W propaganda");
    assert_msg(&refuse(&mut g, "W propaganda"), "R-OCC-W2");
    play_all(&mut g, "W end\nP end\nN end\nS end");
    // Sunrise ran; the next night starts with the next first faction (to the left of W).
    while g.current_turn().map(|t| t.faction) != Some(W) {
        // Ends each turn, and passes the Sunrise windows (the Workers hold a card).
        let command = g.default_command().unwrap();
        g.apply(command).unwrap();
    }
    play(&mut g, "W propaganda");
}

// ====================================================================== common occupations

#[test]
fn r_occ_c1_a_liberated_start_still_forms_one_bloc() {
    // R-OCC-C1: no liberated ability.
    let mut g = turn(
        'W',
        "1",
        "district A4 W1\ndistrict A2 P1 occ=P:start liberated\npolice-deck strategic_rotation\n",
    );
    play(&mut g, "W end");
    assert_eq!(blocs(&g, "A2", P), 2);
}

#[test]
fn r_occ_c2_assembly_hall_forms_a_bloc_for_any_die() {
    // R-OCC-C2: any die; no bloc needed there; works in a clash; no reaction roll; once
    // per turn; the Neighbors, with the most blocs there, cannot stop it (AMB-15).
    let mut g = turn('W', "1 1", "district C2 N3 cops2 occ=W:assembly\n");
    let events = play(&mut g, "W assembly die 1");
    assert_eq!(blocs(&g, "C2", W), 1);
    assert_eq!(reactions(&events), 0);
    assert!(g.pending().is_none());
    let e = refuse(&mut g, "W assembly die 1");
    assert!(matches!(e, ActionError::Ability(_)), "{e:?}");
    assert_msg(&e, "R-OCC-C2");
}

#[test]
fn r_occ_c2_liberated_assembly_hall_works_twice() {
    let mut g = turn('W', "1 1 1", "district C2 occ=W:assembly liberated\n");
    play_all(&mut g, "W assembly die 1\nW assembly die 1");
    assert_eq!(blocs(&g, "C2", W), 2);
    assert_msg(&refuse(&mut g, "W assembly die 1"), "R-OCC-C2");
}

#[test]
fn r_occ_c2_assembly_hall_needs_a_bloc_on_the_mat() {
    let mut g = turn('W', "1", "district C2 W10 occ=W:assembly\n");
    assert!(matches!(
        refuse(&mut g, "W assembly die 1"),
        ActionError::Ability(_)
    ));
}

#[test]
fn r_occ_c3_peoples_kitchen_one_extra_die_on_a_reaction_6() {
    // R-OCC-C3: a 6 on a reaction roll: one extra action die at once.
    let mut g = turn(
        'W',
        "4 4",
        "district C2 W1\ndistrict E4 occ=W:kitchen\nforced-dice 6 5\n",
    );
    let events = play(&mut g, "W loot C2 die 4");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ExtraDice { dice, .. } if dice[..] == [5])));
    assert_eq!(dice(&g), vec![4, 5]);
}

#[test]
fn r_occ_c3_liberated_peoples_kitchen_two_extra_dice_each_6() {
    // R-OCC-C3: 2 dice when liberated, for every 6, with no cap.
    let mut g = turn(
        'W',
        "4 4",
        "district C2 W1\ndistrict D5 occ=W:kitchen liberated\nforced-dice 6 1 2 6 3 4\n",
    );
    play(&mut g, "W loot C2 die 4");
    play(&mut g, "W burn C2 die 4");
    assert_eq!(dice(&g), vec![1, 2, 3, 4]);
}

#[test]
fn r_occ_c3_extra_dice_must_be_used_this_turn() {
    // R-OCC-C3 / R-TURN-5: a 6 on the reaction roll that closes an attack sequence at the
    // end of step 2 gives a die that can still be used: the turn goes on; ending again
    // loses it.
    let mut g = turn(
        'W',
        "4",
        "district B4 W1 cops2\ndistrict E4 occ=W:kitchen\npolice-deck strategic_rotation\nforced-dice 6 2\n",
    );
    play(&mut g, "W attack B4 cop die 4");
    let events = play(&mut g, "W end");
    assert!(events.iter().any(|e| matches!(e, Event::ExtraDice { .. })));
    assert_eq!(g.current_turn().unwrap().faction, W);
    assert_eq!(dice(&g), vec![2]);
    play(&mut g, "W end");
    assert_eq!(g.current_turn().unwrap().faction, P);
}

// ====================================================================== Workers

#[test]
fn r_occ_w1_strike_hall_makes_build_and_swap_basic_here_and_next_door() {
    // R-OCC-W1: Strike Hall in E4. E3 (State, difficulty 6) is adjacent: build with a 1,
    // no reaction roll. A3 (State) is not: it needs the difficulty.
    let mut g = turn(
        'W',
        "1 1 1",
        "district E4 W1 occ=W:strike\ndistrict E3 W1\ndistrict A3 W1\ndistrict B4 W1 occ=N:kitchen\n",
    );
    let events = play(&mut g, "W build E3 kitchen die 1");
    assert_eq!(occ(&g, "E3"), Some((W, Occupation::PeoplesKitchen)));
    assert_eq!(reactions(&events), 0);
    assert!(matches!(
        refuse(&mut g, "W build A3 assembly die 1"),
        ActionError::DieTooLow { .. }
    ));
    // In its own district too: swap the Strike Hall itself.
    let events = play(&mut g, "W swap E4 assembly die 1");
    assert_eq!(reactions(&events), 0);
    assert_eq!(occ(&g, "E4"), Some((W, Occupation::AssemblyHall)));
}

#[test]
fn r_occ_w1_strike_hall_keeps_the_other_requirements() {
    // R-OCC-W1: D4 is adjacent to E4 but a Prisoners district (R-BUILD-2); and the
    // Prisoners, with most blocs in E3, may still stop it (R-STOP-2).
    let mut g = turn(
        'W',
        "1 1",
        "district E4 W1 occ=W:strike\ndistrict D4 W1\ndistrict E3 W1 P2\n",
    );
    assert_msg(&refuse(&mut g, "W build D4 kitchen die 1"), "R-BUILD-2");
    play(&mut g, "W build E3 kitchen die 1");
    assert!(matches!(
        g.pending(),
        Some(Pending::Veto {
            by: Faction::Prisoners,
            ..
        })
    ));
    play(&mut g, "P stop");
    assert_eq!(occ(&g, "E3"), None);
    assert_eq!(dice(&g), vec![1, 1]);
}

#[test]
fn r_occ_w1_amb_38_liberated_strike_hall_every_district_of_its_type() {
    // AMB-38: liberated in E4 (Workers): every Workers district, e.g. A4 (difficulty 6).
    // Not other types far away (C2, Public).
    let mut g = turn(
        'W',
        "1 1",
        "district E4 W1 occ=W:strike liberated\ndistrict A4 W1\ndistrict C2 W1\n",
    );
    let events = play(&mut g, "W build A4 kitchen die 1");
    assert_eq!(reactions(&events), 0);
    assert!(matches!(
        refuse(&mut g, "W build C2 assembly die 1"),
        ActionError::DieTooLow { .. }
    ));
}

#[test]
fn r_occ_w2_propaganda_workshop_draws_a_free_card_once_per_turn() {
    // R-OCC-W2: no die, no bloc needed, no reaction roll.
    let mut g = turn(
        'W',
        "1",
        "district A4 W1\ndistrict E2 occ=W:propaganda\nloot-deck fireworks bicycles\n",
    );
    let events = play(&mut g, "W propaganda");
    assert_eq!(hand(&g, W), vec!["fireworks"]);
    assert_eq!(reactions(&events), 0);
    assert_eq!(dice(&g), vec![1]);
    let e = refuse(&mut g, "W propaganda");
    assert_msg(&e, "R-OCC-W2");
}

#[test]
fn r_occ_w2_liberated_propaganda_workshop_draws_two() {
    // R-OCC-W2: "draw 2 free loot cards each turn": one at a time, at any moments of the
    // turn (issue 15), here with a move between them.
    let mut g = turn('W', "1", "district A4 W1\ndistrict E2 occ=W:propaganda liberated\nloot-deck fireworks bicycles medic_kit\n");
    let events = play(&mut g, "W propaganda");
    assert_eq!(hand(&g, W), vec!["fireworks"]);
    assert_eq!(reactions(&events), 0);
    play(&mut g, "W move A4 B4 1 die 1");
    play(&mut g, "W propaganda");
    assert_eq!(hand(&g, W), vec!["fireworks", "bicycles"]);
    assert_msg(&refuse(&mut g, "W propaganda"), "R-OCC-W2");
}

// ====================================================================== Neighbors

#[test]
fn r_occ_n1_r_barr_6_guerrilla_garden_three_barricades_for_one_die() {
    // R-OCC-N1 / R-BARR-6: around the Garden's district (B5), 1 die places up to 3,
    // spread as the Neighbors like, within 3 per connection.
    let mut g = turn(
        'N',
        "1 1 1",
        "district B5 N1 occ=N:garden\ndistrict D1 N1\n",
    );
    play(&mut g, "N barricade B5 B4 A5 C5 die 1");
    assert_eq!(
        (
            bar(&g, "B4", "B5"),
            bar(&g, "A5", "B5"),
            bar(&g, "B5", "C5")
        ),
        (1, 1, 1)
    );
    play(&mut g, "N barricade B5 B4 B4 die 1");
    assert_eq!(bar(&g, "B4", "B5"), 3);
    assert_msg(&refuse(&mut g, "N barricade B5 B4 A5 die 1"), "R-BARR-3");
    // Elsewhere, one barricade per action.
    let e = refuse(&mut g, "N barricade D1 C1 E1 die 1");
    assert_msg(&e, "R-BARR-2");
    play(&mut g, "N barricade D1 C1 die 1");
}

#[test]
fn r_occ_n1_amb_38_liberated_garden_every_district_of_its_type() {
    // AMB-38: liberated in B5 (Neighbors): around D1 (Neighbors) too, not around C2.
    let mut g = turn(
        'N',
        "1 1",
        "district B5 occ=N:garden liberated\ndistrict D1 N1\ndistrict C2 N1\n",
    );
    play(&mut g, "N barricade D1 C1 E1 C2 die 1");
    assert_eq!(bar(&g, "C1", "D1"), 1);
    assert_eq!(bar(&g, "D1", "E1"), 1);
    assert_eq!(
        bar(&g, "D1", "D2"),
        1,
        "the highway entrance on D1's side (AMB-11)"
    );
    assert_msg(&refuse(&mut g, "N barricade C2 C1 C3 die 1"), "R-BARR-2");
}

#[test]
fn r_occ_n1_the_garden_needs_a_bloc_out_of_a_clash() {
    let mut g = turn('N', "1", "district B5 N1 cops1 occ=N:garden\n");
    assert!(matches!(
        refuse(&mut g, "N barricade B5 B4 A5 die 1"),
        ActionError::InClash(_)
    ));
}

#[test]
fn r_occ_n2_comrade_cafe_graffiti_loot_is_basic() {
    // R-OCC-N2: graffiti loot anywhere with any die and no reaction roll; burning is
    // still advanced.
    let mut g = turn('N', "1 1", "district D1 occ=N:cafe\ndistrict C2 N1\n");
    assert!(
        lists(&g, "N loot C2 die 1"),
        "the basic loot is a legal action"
    );
    assert!(!lists(&g, "N burn C2 die 1"), "nothing to burn yet");
    let events = play(&mut g, "N loot C2 die 1");
    assert_eq!(g.district(cell("C2")).graffiti, 1);
    assert_eq!(reactions(&events), 0);
    assert!(matches!(
        refuse(&mut g, "N burn C2 die 1"),
        ActionError::DieTooLow { .. }
    ));
}

#[test]
fn r_occ_n2_liberated_comrade_cafe_burn_loot_is_basic_too() {
    let mut g = turn(
        'N',
        "1",
        "district D1 occ=N:cafe liberated\ndistrict C2 N1 graffiti1\n",
    );
    assert!(
        lists(&g, "N burn C2 die 1"),
        "the basic burn is a legal action"
    );
    let events = play(&mut g, "N burn C2 die 1");
    assert_eq!(g.district(cell("C2")).burned, 1);
    assert_eq!(reactions(&events), 0);
}

#[test]
fn r_occ_n2_comrade_cafe_loot_can_still_be_stopped() {
    // R-OCC-N2 / R-STOP-2: the Workers have the most blocs in C2.
    let mut g = turn('N', "1", "district D1 occ=N:cafe\ndistrict C2 N1 W2\n");
    play(&mut g, "N loot C2 die 1");
    assert!(matches!(
        g.pending(),
        Some(Pending::Veto {
            by: Faction::Workers,
            ..
        })
    ));
    play(&mut g, "W stop");
    assert_eq!(g.district(cell("C2")).graffiti, 0);
    assert_eq!(dice(&g), vec![1]);
}

// ====================================================================== Students

#[test]
fn r_occ_s1_social_center_one_free_movement_per_turn() {
    // R-OCC-S1: no die; all movement rules apply.
    let mut g = turn(
        'S',
        "1",
        "district B1 occ=S:social\ndistrict B3 S2\ndistrict A5 S1 cops1\n",
    );
    assert_msg(&refuse(&mut g, "S move A5 B5 1 free"), "R-MOVE-7");
    play(&mut g, "S move B3 C3 1 free");
    assert_eq!(dice(&g), vec![1]);
    let e = refuse(&mut g, "S move B3 C3 1 free");
    assert_msg(&e, "R-OCC-S1");
    play(&mut g, "S move B3 C3 1 die 1");
}

#[test]
fn r_occ_s1_liberated_social_center_two_free_movements() {
    let mut g = turn(
        'S',
        "1",
        "district B1 occ=S:social liberated\ndistrict B3 S3\n",
    );
    play_all(&mut g, "S move B3 C3 1 free\nS move B3 C3 1 free");
    assert_msg(&refuse(&mut g, "S move B3 C3 1 free"), "R-OCC-S1");
}

#[test]
fn r_occ_s1_free_movement_needs_a_social_center() {
    let mut g = turn('S', "1", "district B3 S1\n");
    assert_eq!(
        refuse(&mut g, "S move B3 C3 1 free"),
        ActionError::NoOccupation(Occupation::SocialCenter)
    );
}

#[test]
fn r_occ_s2_hacker_space_draw_two_keep_one() {
    // R-OCC-S2: any die; no bloc needed; no reaction roll; cannot be stopped (AMB-15)
    // even where another faction has the most blocs; once per turn.
    let mut g = turn(
        'S',
        "1 1",
        "district B3 W3 occ=S:hacker\ndistrict A5 S1\nloot-deck fireworks bicycles medic_kit\n",
    );
    let events = play(&mut g, "S hacker die 1");
    assert_eq!(reactions(&events), 0);
    assert!(matches!(g.pending(), Some(Pending::Keep { keep: 1, .. })));
    assert!(matches!(
        refuse(&mut g, "S keep fireworks bicycles"),
        ActionError::Decision(_)
    ));
    assert!(matches!(
        refuse(&mut g, "S keep medic_kit"),
        ActionError::Decision(_)
    ));
    play(&mut g, "S keep bicycles");
    assert_eq!(hand(&g, S), vec!["bicycles"]);
    assert_eq!(dice(&g), vec![1]);
    assert_msg(&refuse(&mut g, "S hacker die 1"), "R-OCC-S2");
}

#[test]
fn r_occ_s2_liberated_hacker_space_twice_per_turn() {
    let mut g = turn(
        'S',
        "1 1 1",
        "district B3 occ=S:hacker liberated\nloot-deck fireworks bicycles medic_kit fireworks\n",
    );
    play_all(
        &mut g,
        "S hacker die 1\nS keep fireworks\nS hacker die 1\nS keep medic_kit",
    );
    let mut h = hand(&g, S);
    h.sort();
    assert_eq!(h, vec!["fireworks", "medic_kit"]);
    assert_msg(&refuse(&mut g, "S hacker die 1"), "R-OCC-S2");
}

#[test]
fn r_occ_s2_r_loot_5_an_open_hacker_space_choice_cannot_be_taken_back() {
    // R-OCC-S2, R-LOOT-3, R-LOOT-5 (issue 33, conformance property (g)): once the choice
    // opens the Students have seen the two cards drawn, and every seat sees a choice open
    // (two equal cards go straight to the hand instead). The draw stands: its event reveals
    // information, so it cannot be undone, and it names no card to anyone.
    let mut g = turn(
        'S',
        "1 1",
        "district B3 occ=S:hacker\nloot-deck fireworks bicycles medic_kit\n",
    );
    let events = play(&mut g, "S hacker die 1");
    assert!(matches!(g.pending(), Some(Pending::Keep { keep: 1, .. })));
    let offered = Event::LootOffered {
        faction: S,
        count: 2,
        keep: 1,
    };
    assert_eq!(events, vec![offered.clone()]);
    assert!(events.iter().any(Event::reveals_information));
    for viewer in [None, Some(W), Some(S)] {
        assert_eq!(offered.redacted_for(viewer).as_ref(), Some(&offered));
    }
    // The answer shows the kept card to its owner only, as before.
    let events = play(&mut g, "S keep bicycles");
    assert!(events.iter().any(Event::reveals_information));

    // Two equal cards: no choice to make, the card goes to the hand as before.
    let mut g = turn(
        'S',
        "1 1",
        "district B3 occ=S:hacker\nloot-deck fireworks fireworks medic_kit\n",
    );
    let events = play(&mut g, "S hacker die 1");
    assert!(g.pending().is_none());
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::LootOffered { .. })));
    assert!(events.iter().any(Event::reveals_information));
    assert_eq!(hand(&g, S), vec!["fireworks"]);
}

// ====================================================================== Prisoners

#[test]
fn r_occ_p1_amb_39_molotov_factory_boosts_one_card_per_turn() {
    // R-OCC-P1 / AMB-39: +2 on one Molotovs card per turn. In D4 (difficulty 5) a 2 with
    // Molotovs +1 becomes 2 + 1 + 2 = 5. The next card gets no boost.
    let mut g = turn(
        'P',
        "2 2 3",
        "district A2 occ=P:molotov\ndistrict D4 P3 cops3\nhand P molotovs_1 molotovs_1 molotovs_2\n",
    );
    play(&mut g, "P attack D4 cop die 2 molotovs_1");
    assert_eq!(g.district(cell("D4")).cops, 2);
    assert!(matches!(
        refuse(&mut g, "P attack D4 cop die 2 molotovs_1"),
        ActionError::DieTooLow { .. }
    ));
    play(&mut g, "P attack D4 cop die 3 molotovs_2");
}

#[test]
fn r_occ_p1_boosts_only_one_of_several_cards_on_one_attack() {
    // AMB-39: 1 + (1 + 2) + 1 = 5 reaches D4; 1 + 1 + 1 = 3 would not.
    let mut g = turn(
        'P',
        "1",
        "district A2 occ=P:molotov\ndistrict D4 P1 cops1\nhand P molotovs_1 molotovs_1\n",
    );
    play(&mut g, "P attack D4 cop die 1 molotovs_1 molotovs_1");
    assert_eq!(g.district(cell("D4")).cops, 0);
}

#[test]
fn r_occ_p1_liberated_molotov_factory_boosts_two_cards() {
    // 1 + (1 + 2) + (1 + 2) = 7 reaches E5 (difficulty 6).
    let mut g = turn(
        'P',
        "1 1",
        "district A2 occ=P:molotov liberated\ndistrict E5 P2 cops2\nhand P molotovs_1 molotovs_1 molotovs_1\n",
    );
    play(&mut g, "P attack E5 cop die 1 molotovs_1 molotovs_1");
    assert_eq!(g.district(cell("E5")).cops, 1);
    assert!(matches!(
        refuse(&mut g, "P attack E5 cop die 1 molotovs_1"),
        ActionError::DieTooLow { .. }
    ));
}

#[test]
fn r_occ_p2_scavengers_hideout_draw_three_keep_two() {
    // R-OCC-P2: each loot action draws 3; keep 2, discard 1. The reaction roll is made.
    let mut g = turn(
        'P',
        "4",
        "district D4 occ=P:scavenger\ndistrict C2 P1\nloot-deck fireworks bicycles medic_kit molotovs_1\nforced-dice 3\n",
    );
    let before = discard_len(&g);
    let events = play(&mut g, "P loot C2 die 4");
    assert_eq!(reactions(&events), 1);
    assert!(matches!(g.pending(), Some(Pending::Keep { keep: 2, .. })));
    play(&mut g, "P keep fireworks medic_kit");
    assert_eq!(hand(&g, P), vec!["fireworks", "medic_kit"]);
    assert_eq!(discard_len(&g), before + 1);
}

#[test]
fn r_occ_p2_liberated_scavengers_hideout_keeps_all_three() {
    let mut g = turn(
        'P',
        "4",
        "district D4 occ=P:scavenger liberated\ndistrict C2 P1\nloot-deck fireworks bicycles medic_kit\nforced-dice 3\n",
    );
    play(&mut g, "P loot C2 die 4");
    assert!(g.pending().is_none());
    assert_eq!(hand(&g, P), vec!["fireworks", "bicycles", "medic_kit"]);
}

#[test]
fn r_occ_0_abilities_are_listed_as_legal_actions() {
    // The legal actions offer each ability while it may be used.
    let g = turn(
        'W',
        "1",
        "district C2 W1 occ=W:assembly\ndistrict E2 occ=W:propaganda\n",
    );
    let legal = g.legal_actions();
    assert!(legal
        .iter()
        .any(|c| c.action == engine::bxb2016::Action::AssemblyHall { die: 1 }));
    assert!(legal
        .iter()
        .any(|c| c.action == engine::bxb2016::Action::PropagandaWorkshop));
    assert!(!legal
        .iter()
        .any(|c| matches!(c.action, engine::bxb2016::Action::HackerSpace { .. })));
}
