//! Police ops (R-POL, spec section 18) and police morale (R-MORALE, section 19).
//!
//! Positions use the beginner city (data file section 3). Night order with seed 1 and the
//! Workers first: W, P, N, S. The Workers end their turn with `W end`, which runs their
//! police step (R-TURN-6): with morale at step 0-2 that is exactly one card, the top of
//! `police-deck`.
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::{Event, Game};
use engine::ids::Border;
use support::*;

/// Each faction's Start with one bloc, out of the way of the police in these tests.
const STARTS: &str = "district A4 W1 occ=W:start
district A2 P1 occ=P:start
district B5 N1 occ=N:start
district B1 S1 occ=S:start
";

fn header(morale: u8) -> String {
    format!(
        "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left 6 morale {morale} first W
turn W dice 6 3 3
"
    )
}

/// The Workers act (dice 6 3 3) with morale 0; `extra` adds districts, decks and so on.
fn pos(extra: &str) -> Game {
    game(&format!("{}{STARTS}{extra}", header(0)))
}

fn pos_morale(morale: u8, extra: &str) -> Game {
    game(&format!("{}{STARTS}{extra}", header(morale)))
}

fn cops(g: &Game, c: &str) -> u8 {
    g.district(cell(c)).cops
}

fn van(g: &Game, c: &str) -> Option<u8> {
    g.district(cell(c)).van
}

fn bar(g: &Game, a: &str, b: &str) -> u8 {
    g.barricades_on(Border::between(cell(a), cell(b)).unwrap())
}

fn card(key: &str) -> u8 {
    rules().police_by_key(key).unwrap()
}

fn drawn(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PoliceCardDrawn { card } => Some(*card),
            _ => None,
        })
        .collect()
}

fn deck(g: &Game) -> Vec<String> {
    g.to_position().police_deck.unwrap_or_default()
}

// ------------------------------------------------------------------ deck handling

#[test]
fn r_pol_1_amb_59_reshuffle_when_the_last_card_is_drawn() {
    // R-POL-1 / AMB-59: the deck holds one card; drawing it empties the deck, the discard
    // pile is shuffled into a new deck at once, and the card just drawn is not in it: once
    // resolved it starts the new discard pile.
    let mut g = pos("police-deck tactical_retreat\n");
    let ev = play(&mut g, "W end");
    assert_eq!(drawn(&ev), vec![card("tactical_retreat")]);
    assert!(ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })));
    let d = deck(&g);
    // Easy: 32 cards in play; 31 in the new deck, the drawn one on the discard pile.
    assert_eq!(d.len(), 31);
    assert_eq!(
        d.iter().filter(|k| *k == "tactical_retreat").count(),
        1,
        "the other copy only"
    );
    assert_eq!(g.police_deck_len(), 31);
}

#[test]
fn r_pol_1_draw_from_an_empty_deck_shuffles_then() {
    // R-POL-1: a card must be drawn while the deck is empty: shuffle the discard pile then.
    let mut g = pos("police-deck\n");
    assert_eq!(g.police_deck_len(), 0);
    let ev = play(&mut g, "W end");
    assert_eq!(drawn(&ev).len(), 1);
    assert!(ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })));
    // The drawn card went to the discard pile (Metro Lockdown would sit in front of P).
    assert_eq!(g.police_deck_len() + g.lockdowns().len(), 31);
}

#[test]
fn r_pol_2_r_turn_6_police_step_draws_by_morale() {
    // R-POL-2 / R-MORALE-1 / R-TURN-6: morale steps 0-2 draw 1, 3-5 draw 2, 6-8 draw 3.
    let fill =
        "police-deck maneuvers maneuvers light_low light_low light_high strategic_rotation\n";
    for (morale, n) in [(0, 1), (2, 1), (3, 2), (5, 2), (6, 3), (8, 3)] {
        let mut g = pos_morale(morale, fill);
        let ev = play(&mut g, "W end");
        assert_eq!(drawn(&ev).len(), n, "morale step {morale}");
        assert_eq!(g.police_this_night().len(), n);
    }
}

#[test]
fn r_pol_3_plus_one_morale_applies_before_the_card_and_is_capped() {
    // R-POL-3: "+1 police morale" moves the marker as soon as the card is drawn, before the
    // rest of the card; capped at the top of the track (R-MORALE-2).
    let mut g = pos("district C1 van\npolice-deck heavy_high maneuvers\n");
    let ev = play(&mut g, "W end");
    let morale_at = ev
        .iter()
        .position(|e| matches!(e, Event::MoraleChanged { from: 0, to: 1 }))
        .unwrap();
    let reinforced_at = ev
        .iter()
        .position(|e| matches!(e, Event::CopsReinforced { .. }))
        .unwrap();
    assert!(morale_at < reinforced_at);
    assert_eq!(g.morale(), 1);
    assert_eq!(cops(&g, "C1"), 2);

    let top = rules().morale.len() as u8 - 1;
    let mut g = pos_morale(
        top,
        "police-deck heavy_high maneuvers light_low light_low\n",
    );
    play(&mut g, "W end");
    assert_eq!(g.morale(), top, "clamped at the top");
}

#[test]
fn r_morale_1_track_starts_timid() {
    // R-MORALE-1: the marker starts on the lowest step, "Timid"; each step draws 1-3 cards.
    let g = Game::new(engine::bxb2016::GameConfig::default(), 5).unwrap();
    assert_eq!(g.morale(), 0);
    assert_eq!(rules().morale[0].label, "Timid");
    assert!(rules().morale.iter().all(|s| (1..=3).contains(&s.draw())));
    let draws: Vec<u8> = rules().morale.iter().map(|s| s.draw()).collect();
    assert!(draws.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn r_morale_3_rise_in_the_police_step_counts_from_the_next_turn() {
    // R-MORALE-3: at step 2 (1 card) the Workers draw Heavy Reinforcements (+1: step 3,
    // 2 cards). They draw no second card; the Prisoners, next, draw 2.
    let mut g = pos_morale(
        2,
        "police-deck heavy_high light_low light_low maneuvers maneuvers\n",
    );
    let ev = play(&mut g, "W end");
    assert_eq!(drawn(&ev), vec![card("heavy_high")]);
    assert_eq!(g.morale(), 3);
    let ev = play(&mut g, "P end");
    assert_eq!(
        drawn(&ev).len(),
        2,
        "the next faction's step draws at the new morale"
    );
}

#[test]
fn r_react_3_amb_20_rise_on_a_reaction_roll_counts_for_the_same_faction() {
    // R-POL-2 / AMB-20: a reaction roll of 2 draws a police card at once; its +1 morale
    // (step 2 -> 3) does change the number of cards this faction draws in its own step 3.
    let mut g = pos_morale(
        2,
        "forced-dice 2\npolice-deck heavy_high light_low light_low maneuvers maneuvers\n",
    );
    let ev = play(&mut g, "W loot A4 die 6");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::ReactionRolled { roll: 2, .. })));
    assert_eq!(drawn(&ev), vec![card("heavy_high")]);
    assert_eq!(g.morale(), 3);
    let ev = play(&mut g, "W end");
    assert_eq!(drawn(&ev), vec![card("light_low"), card("light_low")]);
}

#[test]
fn r_turn_5_amb_20_attack_sequence_roll_before_the_police_step() {
    // R-TURN-5 / AMB-20: ending the turn first closes the attack sequence with its reaction
    // roll (a 2: Heavy Reinforcements, morale 2 -> 3); that happens before step 3 begins,
    // so the Workers' own police step draws 2 cards.
    let mut g = pos_morale(2, "district C3 W2 cops3\nforced-dice 2\npolice-deck heavy_high light_low light_low maneuvers maneuvers\n");
    play(&mut g, "W attack C3 cop die 6");
    let ev = play(&mut g, "W end");
    assert_eq!(
        drawn(&ev),
        vec![card("heavy_high"), card("light_low"), card("light_low")]
    );
    assert_eq!(g.morale(), 3);
}

#[test]
fn r_morale_2_morale_only_rises_through_plus_one_cards() {
    // R-MORALE-2: cards without "+1" leave morale alone.
    let mut g = pos_morale(4, "police-deck tactical_retreat maneuvers light_low\n");
    play(&mut g, "W end");
    assert_eq!(g.morale(), 4);
}

// ------------------------------------------------------------------ riot cop movement

#[test]
fn r_pol_move_5_6_id_priority_and_one_solo_cop_stays() {
    // R-POL-MOVE-5, R-POL-MOVE-6: 4 cops in International Airport (E3) touch two Workers districts:
    // Smartphone Factory (E2, ID 10) and Garment Sweatshop (E4, ID 5).
    let mut g = pos("district E3 cops4\npolice-deck move_workers_high\n");
    play(&mut g, "W end");
    assert_eq!((cops(&g, "E3"), cops(&g, "E2"), cops(&g, "E4")), (1, 3, 0));
    let mut g = pos("district E3 cops4\npolice-deck move_workers_low\n");
    play(&mut g, "W end");
    assert_eq!((cops(&g, "E3"), cops(&g, "E2"), cops(&g, "E4")), (1, 0, 3));
}

#[test]
fn r_pol_move_1_amb_22_snapshot_groups_swap_simultaneously() {
    // R-POL-MOVE-1 / AMB-22 / R-POL-MOVE-3: Street Market (C2, Public 20) and The Stadium
    // (C3, Public 23) are adjacent Public districts. On "Public, Highest" each group moves
    // into the other (a group in a Public district still moves). Arrivals never move again.
    let mut g = pos("district C2 cops4\ndistrict C3 cops3\npolice-deck move_public_high\n");
    let ev = play(&mut g, "W end");
    assert_eq!(cops(&g, "C2"), 4 - 3 + 2);
    assert_eq!(cops(&g, "C3"), 3 - 2 + 3);
    let moves = ev
        .iter()
        .filter(|e| matches!(e, Event::CopsAdvanced { .. }))
        .count();
    assert_eq!(moves, 2);
}

#[test]
fn r_pol_move_2_clashes_solos_and_vans_hold() {
    // R-POL-MOVE-2: a group in a clash stays, a solo cop stays, vans never move on these cards.
    let mut g = pos(
        "district E3 cops3 S1\ndistrict D3 cops1\ndistrict D4 van\npolice-deck move_workers_high\n",
    );
    play(&mut g, "W end");
    assert_eq!(cops(&g, "E3"), 3);
    assert_eq!(cops(&g, "D3"), 1);
    assert_eq!(cops(&g, "E2"), 0);
    assert_eq!(van(&g, "D4"), Some(0));
    assert_eq!(cops(&g, "E4"), 0);
}

#[test]
fn r_pol_move_3_4_no_target_through_a_dead_end_or_the_metro() {
    // R-POL-MOVE-3, R-POL-MOVE-4: The Polluted Slum turned so its dead end faces The Plaza: the Plaza's
    // group has no Neighbors district to advance into and stays.
    let city = "city commercial_3@0 underfunded_high_school@0 telecom_network_hub@0 the_projects@0 gentrifying_residential_zone@0
city overcrowded_jail@3 highway_1@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 highway_3@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@0 commercial_1@2 the_park@0 supermax_prison@0
";
    let mut g = game(&format!(
        "{}{city}{STARTS}district B4 cops3\npolice-deck move_neighbors_high\n",
        header(0)
    ));
    assert!(!g.city().are_adjacent(cell("B4"), cell("B5")));
    play(&mut g, "W end");
    assert_eq!(cops(&g, "B4"), 3);
    assert_eq!(cops(&g, "B5"), 0);

    // Commercial District 1 (C5, metro) reaches Garment Sweatshop (E4, metro, Workers) only
    // by metro: riot cops never use it.
    let mut g = pos("district C5 cops3\npolice-deck move_workers_high\n");
    play(&mut g, "W end");
    assert_eq!(cops(&g, "C5"), 3);
    assert_eq!(cops(&g, "E4"), 0);
}

#[test]
fn r_pol_move_3_highway_connected_district_is_a_target() {
    // R-POL-MOVE-3 / R-CITY-16: The Stadium (C3) touches the Immigrant Detention Center (D4)
    // only through the highway at C4; cops advance along it.
    let mut g = pos("district C3 cops2\npolice-deck move_prisoners_high\n");
    play(&mut g, "W end");
    assert_eq!((cops(&g, "C3"), cops(&g, "D4")), (1, 1));
}

#[test]
fn r_pol_move_8_9_10_barricade_examples() {
    // R-POL-MOVE-8, R-POL-MOVE-9, R-POL-MOVE-10: every row of the table. The Park (D5) group advances into Supermax
    // Prison (E5, Prisoners 18) across the D5|E5 border.
    // (group, barricades, stopped, advance, dismantled)
    for (group, b, stopped, advance, dismantled) in [
        (2, 0, 0, 1, false),
        (4, 1, 1, 2, true),
        (6, 2, 2, 3, true),
        (5, 3, 4, 0, true),
        (2, 2, 0, 1, false),
        (3, 2, 1, 1, true),
    ] {
        let mut extra = format!("district D5 cops{group}\npolice-deck move_prisoners_high\n");
        if b > 0 {
            extra.push_str(&format!("barricade D5 E5 {b}\n"));
        }
        let mut g = pos(&extra);
        let ev = play(&mut g, "W end");
        let what = format!("{group} cops, {b} barricades");
        assert_eq!(cops(&g, "D5"), 1 + stopped, "{what}: stay");
        assert_eq!(cops(&g, "E5"), advance, "{what}: advance");
        assert_eq!(
            bar(&g, "D5", "E5"),
            if dismantled { 0 } else { b },
            "{what}: dismantled"
        );
        assert_eq!(
            g.barricade_supply(),
            40 - if dismantled { 0 } else { b },
            "{what}: back to the supply"
        );
        assert!(ev.iter().any(|e| matches!(e, Event::CopsAdvanced { moved, stopped: s, .. } if *moved == advance && *s == stopped)));
        assert_eq!(
            engine::bxb2016::stopped_by_barricades(group - 1, b),
            stopped
        );
    }
}

#[test]
fn r_pol_move_9_dismantled_after_all_moves_amb_12() {
    // R-POL-MOVE-9 / AMB-12: two groups cross the same barricaded border in opposite
    // directions. Both are computed from the snapshot, so both are stopped by the barricade,
    // which is dismantled only after all moves.
    let mut g = pos(
        "district C2 cops4\ndistrict C3 cops3\nbarricade C2 C3 1\npolice-deck move_public_high\n",
    );
    play(&mut g, "W end");
    // C2: m=3, 1 stopped, 2 advance. C3: m=2, 1 stopped, 1 advances.
    assert_eq!(cops(&g, "C2"), 4 - 2 + 1);
    assert_eq!(cops(&g, "C3"), 3 - 1 + 2);
    assert_eq!(bar(&g, "C2", "C3"), 0);
}

#[test]
fn r_pol_move_11_cops_join_blocs_vans_and_cops() {
    // R-POL-MOVE-11: cops advance into a district with blocs (a clash forms), a van and cops.
    let mut g =
        pos("district D5 cops4\ndistrict E5 N1 cops1 van\npolice-deck move_prisoners_high\n");
    play(&mut g, "W end");
    assert_eq!(cops(&g, "D5"), 1);
    assert_eq!(cops(&g, "E5"), 4);
    assert_eq!(
        g.district(cell("E5")).blocs_of(engine::Faction::Neighbors),
        1
    );
}

/// A city where The Park (A1) and Telecom Network Hub (B2) are joined by two highway
/// routes: through B1 (ramp W-S) and through A2 (ramp N-E).
const TWO_ROUTES: &str = "city the_park@0 highway_1@0 underfunded_high_school@0 the_projects@0 gentrifying_residential_zone@0
city highway_3@0 telecom_network_hub@0 street_market@0 highway_2@1 smartphone_factory@0
city interior_ministry@0 the_old_polytechnic@0 the_stadium@0 commercial_2@0 international_airport@0
city global_shipping_receiving_center@0 the_plaza@0 commercial_3@0 immigrant_detention_center@0 garment_sweatshop@1
city privatized_university@0 polluted_slum@2 commercial_1@2 overcrowded_jail@0 supermax_prison@0
district A4 W1 occ=W:start
district E5 P1 occ=P:start
district B5 N1 occ=N:start
district A5 S1 occ=S:start
";

#[test]
fn r_pol_move_7_fewest_barricades_route() {
    // R-POL-MOVE-7: of two highway routes, the cops take the one with fewer barricades.
    let mut g = game(&format!(
        "{}{TWO_ROUTES}district A1 cops3\nbarricade A1 B1 1\npolice-deck move_state_high\n",
        header(0)
    ));
    assert_eq!(
        g.city().connections_between(cell("A1"), cell("B2")).len(),
        2
    );
    play(&mut g, "W end");
    assert_eq!((cops(&g, "A1"), cops(&g, "B2")), (1, 2), "nobody stopped");
    assert_eq!(bar(&g, "A1", "B1"), 1, "the other route's barricade stays");
}

#[test]
fn r_pol_move_7_amb_23_tied_routes_only_the_used_one_is_dismantled() {
    // AMB-23: 1 barricade on each route: either is used (lowest route index), 1 cop is
    // stopped, and only the used route's barricade is dismantled.
    let mut g = game(&format!(
        "{}{TWO_ROUTES}district A1 cops3\nbarricade A1 B1 1\nbarricade A1 A2 1\npolice-deck move_state_high\n",
        header(0)
    ));
    let routes = g.city().connections_between(cell("A1"), cell("B2"));
    play(&mut g, "W end");
    assert_eq!((cops(&g, "A1"), cops(&g, "B2")), (2, 1));
    assert_eq!(bar(&g, "A1", "B1") + bar(&g, "A1", "A2"), 1);
    // The used route is the lowest-index one: its barricade is the one gone.
    assert_eq!(
        routes
            .iter()
            .map(|&r| g.connection_barricades(r))
            .collect::<Vec<_>>(),
        [0, 1]
    );
}

// ------------------------------------------------------------------ other cards

/// 25 cops parked in Commercial District 2 (D3) leave 5 in staging.
const FIVE_IN_STAGING: &str = "district D3 cops25\n";

#[test]
fn r_pol_hr_1_2_3_heavy_reinforcements_by_priority_and_stock() {
    // R-POL-HR-1, R-POL-HR-2, R-POL-HR-3: undamaged vans take 2 cops each, highest ID first while stock lasts;
    // the last may get 1; a damaged van (The Stadium, C3) gets none (R-ATK-12).
    let vans = "district C1 van\ndistrict E3 van\ndistrict A3 van\ndistrict C3 van1\n";
    let mut g = pos(&format!("{FIVE_IN_STAGING}{vans}police-deck heavy_high\n"));
    play(&mut g, "W end");
    // IDs: A3 15, E3 14, C1 13: the police ID breaks the tie between vans (R-CITY-14).
    assert_eq!(
        (
            cops(&g, "A3"),
            cops(&g, "E3"),
            cops(&g, "C1"),
            cops(&g, "C3")
        ),
        (2, 2, 1, 0)
    );
    assert_eq!(g.staging().0, 0);

    let mut g = pos(&format!("{FIVE_IN_STAGING}{vans}police-deck heavy_low\n"));
    play(&mut g, "W end");
    assert_eq!(
        (
            cops(&g, "C1"),
            cops(&g, "E3"),
            cops(&g, "A3"),
            cops(&g, "C3")
        ),
        (2, 2, 1, 0)
    );
}

#[test]
fn r_pol_hr_1_light_reinforcements() {
    // R-POL-HR-1/2: Light Reinforcements, 1 cop per undamaged van.
    let mut g =
        pos("district C1 van\ndistrict E3 van cops2\ndistrict C3 van2\npolice-deck light_low\n");
    play(&mut g, "W end");
    assert_eq!((cops(&g, "C1"), cops(&g, "E3"), cops(&g, "C3")), (1, 3, 0));
    assert_eq!(g.morale(), 0, "Light Reinforcements carry no +1");
}

#[test]
fn r_pol_sr_1_strategic_rotation() {
    // R-POL-SR-1: 7 or more cops keep 6, the rest go to staging; vans unaffected.
    let mut g = pos("district C1 cops9 van\ndistrict E3 cops7\ndistrict C3 cops6\npolice-deck strategic_rotation\n");
    let before = g.staging().0;
    play(&mut g, "W end");
    assert_eq!((cops(&g, "C1"), cops(&g, "E3"), cops(&g, "C3")), (6, 6, 6));
    assert_eq!(van(&g, "C1"), Some(0));
    assert_eq!(g.staging().0, before + 4);
}

#[test]
fn r_pol_er_1_emergency_reinforcements_highest_id_with_cops_and_no_van() {
    // R-POL-ER-1 / R-POL-ER-3 (never 2 vans in a district): 1 van from staging into the highest-ID district with a cop and no van.
    // Candidates: The Park (D5, 21, 1 cop), Street Market (C2, 20). The Plaza (B4, 22) has
    // a van already. +1 morale (data file).
    let mut g = pos("district D5 cops1\ndistrict C2 cops2\ndistrict B4 cops1 van\npolice-deck emergency_reinforcements\n");
    play(&mut g, "W end");
    assert_eq!(van(&g, "D5"), Some(0));
    assert_eq!(van(&g, "C2"), None);
    assert_eq!(g.vans_in_city(), 2);
    assert_eq!(g.morale(), 1);
}

#[test]
fn r_pol_er_2_damaged_vans_count_toward_four() {
    // R-POL-ER-2 / AMB-24 / AMB-55: 4 vans in the city, two of them damaged: nothing happens.
    let mut g = pos("district C1 van1\ndistrict E3 van2\ndistrict A3 van\ndistrict C3 van\ndistrict D5 cops2\npolice-deck emergency_reinforcements\n");
    play(&mut g, "W end");
    assert_eq!(van(&g, "D5"), None);
    assert_eq!(g.vans_in_city(), 4);
}

#[test]
fn r_pol_er_1_no_van_in_staging_or_no_district_amb_24() {
    // R-POL-ER-1: no van left in staging: nothing happens.
    let mut g = pos("vans-destroyed 3\ndistrict C1 van\ndistrict E3 van\ndistrict A3 van\ndistrict D5 cops2\npolice-deck emergency_reinforcements\n");
    assert_eq!(g.staging().1, 0);
    play(&mut g, "W end");
    assert_eq!(van(&g, "D5"), None);
    // AMB-24: no district qualifies (every district with cops has a van): nothing happens.
    let mut g = pos("district C1 van cops3\npolice-deck emergency_reinforcements\n");
    play(&mut g, "W end");
    assert_eq!(g.vans_in_city(), 1);
}

#[test]
fn r_pol_tr_1_tactical_retreat() {
    // R-POL-TR-1: solo cops go to staging unless with a van or in a clash; groups stay.
    let mut g = pos("district C1 cops1\ndistrict E3 cops1 van\ndistrict C3 cops1 S1\ndistrict D5 cops2\npolice-deck tactical_retreat\n");
    play(&mut g, "W end");
    assert_eq!(
        (
            cops(&g, "C1"),
            cops(&g, "E3"),
            cops(&g, "C3"),
            cops(&g, "D5")
        ),
        (0, 1, 1, 2)
    );
}

#[test]
fn r_pol_man_1_2_maneuvers_amb_25() {
    // R-POL-MAN-1/2, AMB-25: the 2 undamaged vans go to the 2 highest-ID candidates
    // (districts with a van or a cop, minus the damaged van's district). The damaged van in
    // The Stadium (C3, 23) stays. Candidates: Plaza B4 22, Park D5 21, Airport E3 14 (van),
    // Telecom C1 13 (van), Projects D1 8.
    let mut g = pos("district C3 van1 cops2\ndistrict B4 cops1\ndistrict D5 cops2\ndistrict E3 van\ndistrict C1 van\ndistrict D1 cops1\npolice-deck maneuvers\n");
    play(&mut g, "W end");
    assert_eq!(van(&g, "C3"), Some(1));
    assert_eq!(van(&g, "B4"), Some(0));
    assert_eq!(van(&g, "D5"), Some(0));
    assert_eq!(van(&g, "E3"), None);
    assert_eq!(van(&g, "C1"), None);
    assert_eq!(g.vans_in_city(), 3, "no van from staging");
    assert_eq!(g.staging().1, 3);
}

#[test]
fn r_pol_man_1_three_vans_rulebook_example() {
    // R-POL-MAN-2's text example: with 3 vans in the city they end in the 3 highest-ID
    // qualifying districts, never 2 in one district.
    let mut g = pos("district C1 van\ndistrict A3 van\ndistrict E3 van\ndistrict C3 cops1\ndistrict B4 cops2\npolice-deck maneuvers\n");
    play(&mut g, "W end");
    let with_van: Vec<_> = ["C3", "B4", "A3", "E3", "C1"]
        .iter()
        .map(|c| van(&g, c).is_some())
        .collect();
    assert_eq!(with_van, vec![true, true, true, false, false]);
}

/// The Prisoners' Start is in the Overcrowded Jail (A2, metro). Cops in A1, A3 and B3 cut
/// it off, so only the metro leads further (to B1, B5, C5, E4).
const CUT_OFF: &str = "district A1 cops1 van\ndistrict A3 cops1 van\ndistrict B3 cops1 van\n";

#[test]
fn r_pol_ml_1_2_lockdown_lifetime() {
    // R-POL-ML-1/2, AMB-26: drawn in the Workers' police step, the card goes in front of the
    // Prisoners (to the Workers' left). No faction may use the metro until it is discarded at
    // the end of the Prisoners' next turn.
    let mut g = game(&format!(
        "{}{STARTS}{CUT_OFF}police-deck metro_lockdown strategic_rotation tactical_retreat\nforced-dice 4 4 4\n",
        header(0)
    ));
    play(&mut g, "W end");
    assert!(g.metro_locked());
    assert_eq!(g.lockdowns()[0].holder, engine::Faction::Prisoners);
    // R-POL-ML-3: the card is in neither the deck nor the discard pile.
    assert_eq!(g.police_deck_len(), 2);
    // The Prisoners' turn: the Start formed a bloc in A2; the metro is closed.
    let e = refuse(&mut g, "P move A2 C5 1 die 4");
    assert!(matches!(e, engine::bxb2016::ActionError::Move(_)), "{e}");
    play(&mut g, "P end");
    assert!(
        !g.metro_locked(),
        "discarded at the end of the holder's next turn"
    );
    assert!(g.lockdowns().is_empty());
}

#[test]
fn r_pol_ml_2_metro_open_without_lockdown() {
    // Control for the test above: without the card the move is legal.
    let mut g = game(&format!(
        "{}{STARTS}{CUT_OFF}police-deck strategic_rotation tactical_retreat\nforced-dice 4 4 4\n",
        header(0)
    ));
    play(&mut g, "W end");
    play(&mut g, "P move A2 C5 1 die 4");
    assert_eq!(
        g.district(cell("C5")).blocs_of(engine::Faction::Prisoners),
        1
    );
}

#[test]
fn r_pol_ml_1_amb_26_lockdown_on_a_reaction_roll_locks_the_current_faction() {
    // AMB-26: drawn on a reaction roll mid-turn, the lockdown binds the acting faction for
    // the rest of its turn too; the card goes to the Prisoners (left of the Workers).
    // Workers: a bloc in Garment Sweatshop (E4, metro), cut off by cops in E3, D4, E5.
    let extra = "district E4 W1\ndistrict E3 cops1 van\ndistrict D4 cops1 van\ndistrict E5 cops1 van\nforced-dice 2\npolice-deck metro_lockdown strategic_rotation tactical_retreat\n";
    let mut g = pos(extra);
    let mut probe = g.clone();
    play(&mut probe, "W move E4 C5 1 die 3"); // legal by metro before the roll
    play(&mut g, "W loot A4 die 6");
    assert!(g.metro_locked());
    assert_eq!(g.lockdowns()[0].holder, engine::Faction::Prisoners);
    refuse(&mut g, "W move E4 C5 1 die 3");
    // The Workers' turn ends: the Prisoners' card is not yet discarded.
    play(&mut g, "W end");
    assert!(g.metro_locked());
    play(&mut g, "P end");
    assert!(!g.metro_locked());
}

#[test]
fn r_pol_ml_2_two_lockdowns_each_on_its_own() {
    // R-POL-ML-2: the Prisoners hold a lockdown; in their police step a second one is drawn
    // and goes to the Neighbors. The Prisoners' card goes at the end of their turn, the
    // Neighbors' at the end of theirs; the metro stays closed in between.
    let mut g = game(&format!(
        "{}{STARTS}lockdown P\npolice-deck strategic_rotation metro_lockdown tactical_retreat tactical_retreat\nforced-dice 4 4 4 4 4 4 4 4 4\n",
        header(0)
    ));
    play(&mut g, "W end");
    assert_eq!(g.lockdowns().len(), 1);
    play(&mut g, "P end");
    assert_eq!(g.lockdowns().len(), 1);
    assert_eq!(g.lockdowns()[0].holder, engine::Faction::Neighbors);
    assert!(g.metro_locked());
    play(&mut g, "N end");
    assert!(!g.metro_locked());
}

#[test]
fn r_pol_cpf_1_chief_of_police_fired() {
    // R-POL-CPF-1: the card is set aside, the rest of the deck and the whole discard pile
    // are shuffled into a new deck, and the new discard pile holds only this card.
    let mut g = pos("police-deck chief_of_police_fired maneuvers light_low\n");
    let ev = play(&mut g, "W end");
    assert!(ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })));
    let d = deck(&g);
    assert_eq!(d.len(), 31);
    assert!(!d.contains(&"chief_of_police_fired".to_string()));
}

#[test]
fn r_pol_para_1_amb_27_paramilitary_raids_unguarded_occupations() {
    // R-POL-PARA-1 / AMB-27 (data file 4.1): 1 cop from staging into each district with an
    // occupation, no bloc and no police, by police ID descending, until staging is empty;
    // then +1 morale. With 2 cops in staging: The Stadium (C3, 23) and the Airport (E3, 14)
    // get one; Telecom (C1, 13) gets none. Guarded (A4) or policed (D5) occupations are
    // skipped.
    let mut g = pos(
        "district D3 cops27\ndistrict C3 occ=N:assembly\ndistrict E3 occ=S:assembly\ndistrict C1 occ=W:assembly\ndistrict D5 cops1 occ=P:assembly\npolice-deck paramilitary_operations\n",
    );
    assert_eq!(g.staging().0, 2);
    play(&mut g, "W end");
    assert_eq!(
        (
            cops(&g, "C3"),
            cops(&g, "E3"),
            cops(&g, "C1"),
            cops(&g, "D5"),
            cops(&g, "A4")
        ),
        (1, 1, 0, 1, 0)
    );
    assert_eq!(g.morale(), 1);
}

#[test]
fn r_pol_step_1_cards_resolve_one_at_a_time() {
    // R-POL-STEP-1: at morale step 3 the Workers draw 2 cards, each resolved in full before
    // the next: Heavy Reinforcements takes Telecom to 8 cops, then Strategic Rotation
    // sends 2 back.
    let mut g = pos_morale(
        3,
        "district C1 van cops6\npolice-deck heavy_high strategic_rotation\n",
    );
    let ev = play(&mut g, "W end");
    assert_eq!(
        drawn(&ev),
        vec![card("heavy_high"), card("strategic_rotation")]
    );
    assert_eq!(cops(&g, "C1"), 6);
}

#[test]
fn r_mode_3_deck_size_by_difficulty() {
    // R-MODE-3 / R-SETUP-7: Easy 32, Medium 33, Hard 34 police cards.
    for (d, n) in [
        (engine::bxb2016::Difficulty::Easy, 32),
        (engine::bxb2016::Difficulty::Medium, 33),
        (engine::bxb2016::Difficulty::Hard, 34),
    ] {
        let cfg = engine::bxb2016::GameConfig {
            difficulty: d,
            ..engine::bxb2016::GameConfig::default()
        };
        let g = Game::new(cfg, 3).unwrap();
        assert_eq!(g.police_deck_len(), n, "{d:?}");
    }
}
