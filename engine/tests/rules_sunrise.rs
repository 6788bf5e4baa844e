//! Sunrise: Police Repression (R-REP, spec section 20), District Liberation (R-LIB,
//! section 21) and the 28 manifestation cards (R-MANI, data file section 8).
//!
//! Positions use the beginner city. With seed 1 and the Workers first, the night order is
//! W, P, N, S: the Students act last, so `S end` runs their police step (one harmless card,
//! Strategic Rotation with no district of 7+ cops) and then Sunrise.
//! After Sunrise the next night starts with the Prisoners (R-END-2).
#![allow(clippy::unwrap_used)]

mod support;

use engine::ids::Border;
use engine::{
    bxb2016::{Event, Game, Pending, Phase},
    Faction,
};
use support::*;

const W: Faction = Faction::Workers;
const P: Faction = Faction::Prisoners;
const N: Faction = Faction::Neighbors;
const S: Faction = Faction::Students;

/// Each faction's Start with one bloc, away from the action.
const STARTS: &str = "district A4 W1 occ=W:start
district A2 P1 occ=P:start
district B5 N1 occ=N:start
district B1 S1 occ=S:start
";

const QUIET_POLICE: &str =
    "police-deck strategic_rotation light_low light_low maneuvers maneuvers tactical_retreat\n";

fn header(morale: u8, left: u8) -> String {
    format!(
        "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left {left} morale {morale} first W
turn S dice 3 3 3
"
    )
}

/// The Students act last this night with the Starts in place; `extra` adds the rest.
fn pos(extra: &str) -> Game {
    pos_m(2, extra)
}

/// As [`pos`] with another morale step (3+ draws 2 cards in the Students' police step).
fn pos_m(morale: u8, extra: &str) -> Game {
    let police = if extra.contains("police-deck") {
        ""
    } else {
        QUIET_POLICE
    };
    game(&format!("{}{STARTS}{extra}{police}", header(morale, 6)))
}

/// Ends the night: the Students' police step, then Sunrise up to the first decision or
/// the next night.
fn sunrise(g: &mut Game) -> Vec<Event> {
    let events = play(g, "S end");
    pass_empty_windows(g);
    events
}

fn blocs(g: &Game, c: &str, f: Faction) -> u8 {
    g.district(cell(c)).blocs_of(f)
}

fn total(g: &Game, c: &str) -> u8 {
    g.district(cell(c)).total_blocs()
}

fn cops(g: &Game, c: &str) -> u8 {
    g.district(cell(c)).cops
}

fn hand(g: &Game, f: Faction) -> usize {
    g.faction(f).hand.len()
}

fn lib(g: &Game, c: &str) -> bool {
    g.district(cell(c)).liberated
}

fn bar(g: &Game, a: &str, b: &str) -> u8 {
    g.barricades_on(Border::between(cell(a), cell(b)).unwrap())
}

fn in_next_night(g: &Game) -> bool {
    g.pending().is_none() && g.night_number() == 2 && matches!(g.phase(), Phase::Turn(_))
}

fn liberated_order(ev: &[Event]) -> Vec<String> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Liberated { district } => Some(district.to_string()),
            _ => None,
        })
        .collect()
}

// ================================================================== R-REP

#[test]
fn r_rep_1_2_3_vans_repaired_then_attack() {
    // R-REP-1, R-REP-2, R-REP-3: A repairs every van, then B: every bloc in a van's district is defeated
    // and the occupation evicted (rulebook p.14: a van in a Public district defeats 2 blocs
    // and evicts the occupation).
    let mut g = pos("district C2 W1 N1 van2 occ=N:assembly\ndistrict E3 van1\n");
    let ev = sunrise(&mut g);
    assert!(ev.iter().any(|e| matches!(e, Event::VansRepaired)));
    assert_eq!(g.district(cell("C2")).van, Some(0));
    assert_eq!(g.district(cell("E3")).van, Some(0));
    assert_eq!(total(&g, "C2"), 0);
    assert_eq!(g.district(cell("C2")).occupation, None);
    // R-REP-8: back on the mats.
    assert!(g
        .faction(N)
        .mat_occupations
        .contains(&engine::Occupation::AssemblyHall));
    assert_eq!(g.faction(W).mat_blocs, 9);
}

#[test]
fn r_rep_4_5_cops_attack_rulebook_examples() {
    // R-REP-4, R-REP-5, rulebook p.15: 3 cops defeat 3 different blocs; 1 cop evicts a Students
    // occupation; 2 cops defeat 2 Workers blocs but the occupation survives; 3 cops defeat
    // 2 Neighbors blocs and evict the occupation. Cops stay where they are.
    let mut g = pos(
        "district C2 W1 P1 N1 cops3\ndistrict B3 cops1 occ=S:assembly\ndistrict E2 W2 cops2 occ=W:assembly\ndistrict D1 N2 cops3 occ=N:assembly\n",
    );
    sunrise(&mut g);
    assert_eq!(total(&g, "C2"), 0);
    assert_eq!(g.district(cell("B3")).occupation, None);
    assert_eq!(total(&g, "E2"), 0);
    assert!(
        g.district(cell("E2")).occupation.is_some(),
        "n <= B: the occupation survives"
    );
    assert_eq!(total(&g, "D1"), 0);
    assert_eq!(
        g.district(cell("D1")).occupation,
        None,
        "n > B: one leftover cop evicts"
    );
    assert_eq!(
        (
            cops(&g, "C2"),
            cops(&g, "B3"),
            cops(&g, "E2"),
            cops(&g, "D1")
        ),
        (3, 1, 2, 3)
    );
    assert_eq!(g.staging().0, 30 - 9);
}

#[test]
fn r_rep_4_fewer_cops_than_blocs_of_one_faction() {
    // R-REP-4: n < B with one faction: exactly n blocs defeated.
    let mut g = pos("district C2 W5 cops2 occ=W:assembly\n");
    sunrise(&mut g);
    assert_eq!(blocs(&g, "C2", W), 3);
    assert!(g.district(cell("C2")).occupation.is_some());
    assert_eq!(g.faction(W).mat_blocs, 10 - 6 + 2);
}

#[test]
fn r_rep_6_casualties_chosen_by_the_faction_with_most_blocs() {
    // R-REP-6, rulebook p.15: "The Prisoners have the most blocs in the district and decide
    // that 2 riot cops defeat 1 Neighbors bloc and 1 Prisoners bloc."
    let mut g = pos("district C2 P3 N2 cops2\n");
    sunrise(&mut g);
    match g.pending() {
        Some(Pending::Casualties {
            chooser,
            district,
            n,
        }) => {
            assert_eq!((*chooser, *district, *n), (P, cell("C2"), 2));
        }
        p => panic!("expected a casualty choice, got {p:?}"),
    }
    // A wrong total or more than a faction has is refused (R-REP-4/6).
    refuse(&mut g, "P casualties P1");
    refuse(&mut g, "P casualties N3");
    refuse(&mut g, "N casualties P1 N1");
    play(&mut g, "P casualties P1 N1");
    assert_eq!((blocs(&g, "C2", P), blocs(&g, "C2", N)), (2, 1));
    assert!(in_next_night(&g));
}

#[test]
fn r_rep_6_r_night_5_tie_goes_to_the_earliest_in_turn_order() {
    // R-REP-6 / R-NIGHT-5: tied for most, the faction that acted first this night chooses.
    // Night order W, P, N, S: the Prisoners beat the Neighbors.
    let mut g = pos("district C2 P2 N2 cops1\n");
    sunrise(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::Casualties { chooser: P, .. })
    ));
    // With the Neighbors first (order N, S, W, P) the Neighbors choose.
    let text = format!(
        "position v1
config players=4 mode=coop difficulty=easy beginner-city
seed 1
night 1 left 6 morale 0 first N
turn P dice 3
{STARTS}district C2 P2 N2 cops1
{QUIET_POLICE}"
    );
    let mut g = game(&text);
    play(&mut g, "P end");
    assert!(matches!(
        g.pending(),
        Some(Pending::Casualties { chooser: N, .. })
    ));
    play(&mut g, "N casualties P1");
    assert_eq!((blocs(&g, "C2", P), blocs(&g, "C2", N)), (1, 2));
}

#[test]
fn r_rep_6_no_choice_when_all_blocs_die() {
    // R-REP-6 applies only when n < B: with n >= B every bloc is defeated, no decision.
    let mut g = pos("district C2 P2 N2 cops4 occ=N:assembly\n");
    sunrise(&mut g);
    assert!(in_next_night(&g));
    assert_eq!(total(&g, "C2"), 0);
    assert!(
        g.district(cell("C2")).occupation.is_some(),
        "n == B: the occupation survives"
    );
}

#[test]
fn r_rep_7_no_barricades_dismantled_no_police_moved() {
    // R-REP-7.
    let mut g = pos("district C2 W1 cops2 van\nbarricade C2 C3 2\nbarricade C1 C2 1\n");
    sunrise(&mut g);
    assert_eq!((bar(&g, "C2", "C3"), bar(&g, "C1", "C2")), (2, 1));
    assert_eq!(cops(&g, "C2"), 2);
    assert_eq!(g.district(cell("C2")).van, Some(0));
}

#[test]
fn r_rep_8_defeated_blocs_and_evicted_occupations_return_to_mats() {
    // R-REP-8: they can be used again: the Neighbors rebuild the evicted Assembly Hall.
    let mut g = pos("district D1 N1 cops2 occ=N:assembly\n");
    sunrise(&mut g);
    assert_eq!(g.faction(N).mat_blocs, 10 - 1);
    assert_eq!(g.faction(N).mat_occupations.len(), 4);
}

#[test]
fn r_rep_0_riot_shields_window_before_a() {
    // R-REP-0 / R-LCARD-2 / AMB-60: Riot Shields is offered before step A (RepPre) and
    // reduces the attacking cops by 2 in step C.
    let mut g = pos("district C2 N3 cops3 occ=N:assembly\nhand N riot_shields\n");
    sunrise(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: N, .. })
    ));
    play(&mut g, "N play riot_shields C2");
    // The window stays open for more cards until the faction passes.
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: N, .. })
    ));
    play(&mut g, "N pass");
    assert_eq!(blocs(&g, "C2", N), 2, "only 1 cop attacks");
    assert!(g.district(cell("C2")).occupation.is_some());
    assert_eq!(hand(&g, N), 0);
}

#[test]
fn r_rep_0_riot_shields_may_be_passed() {
    let mut g = pos("district C2 N3 cops3\nhand N riot_shields\n");
    sunrise(&mut g);
    play(&mut g, "N pass");
    assert_eq!(blocs(&g, "C2", N), 0);
    assert_eq!(hand(&g, N), 1);
}

#[test]
fn r_rep_0_medic_kit_window_after_c() {
    // R-REP-0 / R-LCARD-4: Medic Kit is offered after step C to a faction that lost blocs
    // and still has an occupation; it forms up to min(2, blocs lost) there.
    let mut g = pos("district C2 W3 cops3\nhand W medic_kit\n");
    sunrise(&mut g);
    assert_eq!(total(&g, "C2"), 0, "step C happened before the window");
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: W, .. })
    ));
    refuse(&mut g, "W play medic_kit C2"); // no Workers occupation there
    play(&mut g, "W play medic_kit A4");
    play(&mut g, "W pass");
    assert_eq!(blocs(&g, "A4", W), 3);
}

#[test]
fn r_lcard_4_medic_kit_not_offered_without_an_occupation() {
    // R-LCARD-4: the Workers lose their Start (van) and every bloc: no window.
    let text = format!(
        "{}district A4 W1 van occ=W:start\ndistrict C3 W1\ndistrict A2 P1 occ=P:start\ndistrict B5 N1 occ=N:start\ndistrict B1 S1 occ=S:start\nhand W medic_kit\n{QUIET_POLICE}",
        header(2, 6)
    );
    let mut g = game(&text);
    sunrise(&mut g);
    assert!(!matches!(g.pending(), Some(Pending::Window { .. })));
}

// ================================================================== R-LIB

#[test]
fn r_lib_2_4_5_6_7_10_liberation() {
    // Street Market (C2): Public, difficulty 4, 2 shopping centers. 8 blocs + an occupation.
    let mut g = pos(
        "district C2 W4 N4 graffiti1 burned1 occ=N:assembly manifestation=collapse_of_authority\n",
    );
    assert_eq!(g.shopping_centers(cell("C2")), 2);
    let ev = sunrise(&mut g);
    assert!(lib(&g, "C2"));
    // R-LIB-4: loot tokens cleared; blocs and occupation stay.
    let d = g.district(cell("C2"));
    assert_eq!((d.graffiti, d.burned), (0, 0));
    assert_eq!(g.shopping_centers(cell("C2")), 0);
    assert_eq!(total(&g, "C2"), 8);
    assert!(d.occupation.is_some());
    // R-LIB-5, R-LIB-7: revealed, resolved, out of play.
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::ManifestationRevealed { .. })));
    assert_eq!(g.manifestation_under(cell("C2")), None);
    // R-LIB-6: one lower difficulty.
    assert_eq!(g.difficulty(cell("C2")), 3);
    // R-LIB-10.
    assert_eq!(g.districts_liberated(), 1);
    assert!(in_next_night(&g));
}

#[test]
fn r_lib_2_thresholds() {
    // R-LIB-2: 7 blocs are not enough for difficulty 4; no occupation: no liberation; a
    // Commercial district (no liberated side) is never liberated.
    let mut g = pos("district C2 W4 N3 occ=N:assembly\ndistrict C3 W5 N5\ndistrict D3 P8\n");
    sunrise(&mut g);
    assert!(!lib(&g, "C2") && !lib(&g, "C3") && !lib(&g, "D3"));
    assert_eq!(g.districts_liberated(), 0);
}

#[test]
fn r_lib_2_amb_28_police_do_not_block_liberation() {
    // AMB-28: 10 blocs and 2 cops: repression defeats 2, 8 remain, the district is
    // liberated and the cops stay on the flipped tile.
    let mut g = pos("district C2 W5 N5 cops2 occ=W:assembly manifestation=collapse_of_authority\n");
    sunrise(&mut g);
    assert!(matches!(g.pending(), Some(Pending::Casualties { .. })));
    play(&mut g, "W casualties W1 N1");
    assert!(lib(&g, "C2"));
    assert_eq!(cops(&g, "C2"), 2);
}

#[test]
fn r_lib_3_amb_29_highest_id_first_and_recheck() {
    // R-LIB-3 / AMB-29: Street Market (C2, ID 20) and The Plaza (B4, ID 22) both qualify:
    // The Plaza first. Street Market's General Strike (LDD 3: 1 bloc at each liberating
    // faction's Start) brings the Workers' Start, Garment Sweatshop (E4, difficulty 4),
    // from 7 to 8 blocs: it is liberated in the same Sunrise.
    let text = format!(
        "{}district E4 W7 occ=W:start manifestation=police_strike\ndistrict A2 P1 occ=P:start\ndistrict B5 N1 occ=N:start\ndistrict B1 S1 occ=S:start\n\
         district C2 W2 N6 occ=N:assembly manifestation=general_strike\ndistrict B4 S8 occ=S:assembly manifestation=collapse_of_authority\n{QUIET_POLICE}",
        header(6, 6)
    );
    let mut g = game(&text);
    let ev = sunrise(&mut g);
    assert_eq!(liberated_order(&ev), vec!["B4", "C2", "E4"]);
    assert_eq!(blocs(&g, "E4", W), 8);
    assert_eq!(blocs(&g, "B5", N), 2);
    assert_eq!(g.districts_liberated(), 3);
    // R-MANI-2 and Collapse of Authority's extra drop: 6 - 2 (B4) - 1 (C2) - 1 (E4) = 2.
    assert_eq!(g.morale(), 2);
}

#[test]
fn r_lib_1_megaphone_window() {
    // R-LIB-1: the District Liberation window; Megaphone adds 2 to the bloc total of one
    // district for the check, without making anyone a liberating faction.
    let mut g = pos("district C2 W4 N2 occ=N:assembly manifestation=pirate_broadcast\nhand S megaphone\ndistrict C3 S1\n");
    sunrise(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: S, .. })
    ));
    // Megaphone needs a Students bloc in the district.
    refuse(&mut g, "S play megaphone C2");
    play(&mut g, "S pass");
    assert!(!lib(&g, "C2"));
    // With a Students bloc in C2 the 7 blocs + 2 reach 8.
    let mut g = pos(
        "district C2 W4 N2 S1 occ=N:assembly manifestation=pirate_broadcast\nhand S megaphone\n",
    );
    sunrise(&mut g);
    play(&mut g, "S play megaphone C2");
    play(&mut g, "S pass");
    assert!(lib(&g, "C2"));
}

#[test]
fn r_lib_8_liberation_is_permanent() {
    // R-LIB-8: a liberated district whose occupation is evicted stays liberated; an
    // occupation later built there has the liberated ability (checked when used).
    let mut g = pos("district C2 W1 van liberated occ=W:assembly\n");
    sunrise(&mut g);
    assert!(g.district(cell("C2")).occupation.is_none());
    assert!(lib(&g, "C2"));
    assert_eq!(g.difficulty(cell("C2")), 3);
}

#[test]
fn r_lib_9_state_districts_may_be_liberated() {
    // R-LIB-9: Telecom Network Hub (C1, State, difficulty 6) with 12 blocs.
    let mut g = pos("district C1 W8 N4 occ=W:assembly manifestation=collapse_of_authority\n");
    sunrise(&mut g);
    assert!(lib(&g, "C1"));
    assert_eq!(g.difficulty(cell("C1")), 5);
}

// ================================================================== R-MANI

/// Liberates Street Market (C2, LDD 3) with W5 N3 there (chooser: the Workers) and the
/// given manifestation; `extra` adds the rest.
fn liberate(card: &str, extra: &str) -> (Game, Vec<Event>) {
    let mut g = pos(&format!(
        "district C2 W5 N3 occ=N:assembly manifestation={card}\n{extra}"
    ));
    let ev = sunrise(&mut g);
    assert!(lib(&g, "C2"), "{card}: not liberated");
    (g, ev)
}

/// The Stadium (C3, LDD 4) with W6 N4.
fn liberate_ldd4(card: &str, extra: &str) -> (Game, Vec<Event>) {
    let mut g = pos(&format!(
        "district C3 W6 N4 occ=N:assembly manifestation={card}\n{extra}"
    ));
    let ev = sunrise(&mut g);
    assert!(lib(&g, "C3"), "{card}: not liberated");
    (g, ev)
}

/// International Airport (E3, State, LDD 5) with W8 N4.
fn liberate_ldd5(card: &str, extra: &str) -> (Game, Vec<Event>) {
    let mut g = pos(&format!(
        "district E3 W8 N4 occ=N:assembly manifestation={card}\n{extra}"
    ));
    let ev = sunrise(&mut g);
    assert!(lib(&g, "E3"), "{card}: not liberated");
    (g, ev)
}

const LOOT: &str = "loot-deck bicycles molotovs_1 fireworks medic_kit megaphone riot_shields smoke_bombs energy_drinks police_scanner dumpster_barricade molotovs_2 molotovs_3\n";

fn loot(key: &str) -> u8 {
    rules().loot_by_key(key).unwrap()
}

#[test]
fn r_mani_1_every_card_has_a_template_and_28_cards() {
    // R-MANI-1 / R-COMP-1: 28 cards, 25 under the tiles, 3 in the box.
    assert_eq!(rules().manifestations.len(), 28);
    let g = pos("");
    let under = engine::ids::Cell::all()
        .filter(|c| g.manifestation_under(*c).is_some())
        .count();
    assert_eq!(under, 25);
}

#[test]
fn r_mani_2_every_manifestation_lowers_morale_clamped() {
    // R-MANI-2: -1 per card; clamped at the lowest step.
    let (g, _) = liberate("mass_looting", "");
    assert_eq!(g.morale(), 1);
    let mut g = game(&format!(
        "{}{STARTS}district C2 W5 N3 occ=N:assembly manifestation=collapse_of_authority\n{QUIET_POLICE}",
        header(0, 6)
    ));
    sunrise(&mut g);
    assert_eq!(g.morale(), 0);
}

#[test]
fn r_mani_4_amb_54_mass_looting() {
    // R-MANI-4 / AMB-54: LDD 3: each liberating faction MAY draw 2; in turn order.
    let (mut g, _) = liberate("mass_looting", LOOT);
    assert!(matches!(
        g.pending(),
        Some(Pending::OptionalDraw { faction: W, n: 2 })
    ));
    play(&mut g, "W accept");
    assert!(matches!(
        g.pending(),
        Some(Pending::OptionalDraw { faction: N, n: 2 })
    ));
    // docs/notation.md: `refuse` declines an optional draw as `pass` does (issue 15).
    let mut declined = g.clone();
    play(&mut declined, "N refuse");
    play(&mut g, "N pass");
    assert_eq!(declined, g);
    assert_eq!((hand(&g, W), hand(&g, N), hand(&g, P)), (2, 0, 0));
    assert_eq!(
        g.faction(W).hand,
        vec![loot("bicycles"), loot("molotovs_1")]
    );
    assert!(in_next_night(&g));
    // LDD 4 and 5: 3 cards.
    let (g, _) = liberate_ldd4("mass_looting", LOOT);
    assert!(matches!(
        g.pending(),
        Some(Pending::OptionalDraw { n: 3, .. })
    ));
    let (g, _) = liberate_ldd5("mass_looting", LOOT);
    assert!(matches!(
        g.pending(),
        Some(Pending::OptionalDraw { n: 3, .. })
    ));
}

#[test]
fn r_mani_free_store() {
    // Free Store, LDD 3: draw 3, keep 2, discard the rest.
    let (mut g, _) = liberate("free_store", LOOT);
    assert!(matches!(
        g.pending(),
        Some(Pending::Keep {
            faction: W,
            keep: 2,
            ..
        })
    ));
    refuse(&mut g, "W keep bicycles");
    refuse(&mut g, "W keep bicycles medic_kit");
    play(&mut g, "W keep bicycles fireworks");
    assert!(matches!(
        g.pending(),
        Some(Pending::Keep {
            faction: N,
            keep: 2,
            ..
        })
    ));
    play(&mut g, "N keep megaphone riot_shields");
    assert_eq!(g.faction(W).hand, vec![loot("bicycles"), loot("fireworks")]);
    assert_eq!(hand(&g, N), 2);
    // LDD 5: draw 4 keep 3.
    let (g, _) = liberate_ldd5("free_store", LOOT);
    assert!(matches!(g.pending(), Some(Pending::Keep { keep: 3, drawn, .. }) if drawn.len() == 4));
}

#[test]
fn r_mani_expropriation() {
    // Expropriation, LDD 3: the chooser (most blocs: the Workers) draws 3 and may hand any
    // to other liberating factions.
    let (mut g, _) = liberate("expropriation", LOOT);
    assert!(matches!(
        g.pending(),
        Some(Pending::HandOut { faction: W, .. })
    ));
    refuse(&mut g, "W hand-card bicycles P"); // not liberating
    play(&mut g, "W hand-card bicycles N");
    play(&mut g, "W pass");
    assert_eq!(g.faction(N).hand, vec![loot("bicycles")]);
    assert_eq!(hand(&g, W), 2);
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_supply_caravan() {
    // Supply Caravan, LDD 3: 1 loot and 1 bloc here for each liberating faction; LDD 4: 2+1.
    let (g, _) = liberate("supply_caravan", LOOT);
    assert_eq!((hand(&g, W), hand(&g, N)), (1, 1));
    assert_eq!((blocs(&g, "C2", W), blocs(&g, "C2", N)), (6, 4));
    let (g, _) = liberate_ldd4("supply_caravan", LOOT);
    assert_eq!((hand(&g, W), hand(&g, N)), (2, 2));
    assert_eq!((blocs(&g, "C3", W), blocs(&g, "C3", N)), (7, 5));
}

#[test]
fn r_mani_neighborhood_assembly_and_solidarity_march() {
    // FormHere: Neighborhood Assembly 1/1/2/2, Solidarity March 1/2/2/3.
    let (g, _) = liberate("neighborhood_assembly", "");
    assert_eq!((blocs(&g, "C2", W), blocs(&g, "C2", N)), (6, 4));
    let (g, _) = liberate_ldd4("neighborhood_assembly", "");
    assert_eq!((blocs(&g, "C3", W), blocs(&g, "C3", N)), (8, 6));
    let (g, _) = liberate("solidarity_march", "");
    assert_eq!((blocs(&g, "C2", W), blocs(&g, "C2", N)), (7, 5));
    // LDD 5: 3 each, limited by the mat (the Workers have 1 left).
    let (g, _) = liberate_ldd5("solidarity_march", "");
    assert_eq!((blocs(&g, "E3", W), blocs(&g, "E3", N)), (9, 7));
    assert!(g.check_invariants().is_ok());
}

#[test]
fn r_mani_general_strike() {
    // General Strike, LDD 3: 1 bloc at each liberating faction's Start, if in the city.
    let (g, _) = liberate("general_strike", "");
    assert_eq!((blocs(&g, "A4", W), blocs(&g, "B5", N)), (2, 2));
    // Not liberating: the Prisoners' 2nd bloc is their Start bloc of night 2 (they act first).
    assert_eq!(blocs(&g, "A2", P), 2);
}

#[test]
fn r_mani_mutual_aid_network() {
    // Mutual Aid Network, LDD 3: 1 bloc in one district holding the faction's occupation.
    // The Workers have only their Start: no choice. The Neighbors have two: they pick.
    let (mut g, _) = liberate("mutual_aid_network", "");
    assert_eq!(blocs(&g, "A4", W), 2);
    assert!(matches!(
        g.pending(),
        Some(Pending::PickDistricts { faction: N, .. })
    ));
    refuse(&mut g, "N pick A4");
    play(&mut g, "N pick B5");
    assert_eq!(blocs(&g, "B5", N), 2);
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_word_spreads() {
    // Word Spreads, LDD 3: every faction in play, liberating or not, 1 bloc at one of its
    // occupations (the Prisoners and Students too).
    let (mut g, _) = liberate("word_spreads", "");
    while let Some(Pending::PickDistricts { faction, .. }) = g.pending().cloned() {
        let c = if faction == N {
            "C2"
        } else {
            panic!("only the Neighbors have a choice")
        };
        play(
            &mut g,
            &format!(
                "{} pick {c}",
                engine::bxb2016::notation::faction_code(faction)
            ),
        );
    }
    assert_eq!(blocs(&g, "A4", W), 2);
    assert_eq!(blocs(&g, "B1", S), 2);
    assert_eq!(blocs(&g, "C2", N), 4);
    // The Prisoners' Start also got their Start bloc of night 2 (they act first).
    assert_eq!(blocs(&g, "A2", P), 3);
}

#[test]
fn r_mani_community_kitchens() {
    // Community Kitchens, LDD 3: 1 bloc in a liberated district holding one of the
    // faction's occupations (this one counts). The Workers have none: nothing.
    let (g, _) = liberate("community_kitchens", "");
    assert_eq!(blocs(&g, "C2", N), 4);
    assert_eq!(blocs(&g, "C2", W), 5);
    assert_eq!(blocs(&g, "A4", W), 1);
}

#[test]
fn r_mani_victory_party() {
    // Victory Party, LDD 3: 1 bloc here and 1 loot card each.
    let (g, _) = liberate("victory_party", LOOT);
    assert_eq!((blocs(&g, "C2", W), blocs(&g, "C2", N)), (6, 4));
    assert_eq!((hand(&g, W), hand(&g, N)), (1, 1));
}

#[test]
fn r_mani_police_defections() {
    // Police Defections, LDD 3: the chooser sends up to 2 cops from anywhere to staging.
    let (mut g, _) = liberate(
        "police_defections",
        "district D5 cops3\ndistrict E3 cops1 van\n",
    );
    assert!(matches!(
        g.pending(),
        Some(Pending::PickDistricts {
            faction: W,
            remaining: 2,
            ..
        })
    ));
    play(&mut g, "W pick D5");
    play(&mut g, "W pick E3");
    assert_eq!((cops(&g, "D5"), cops(&g, "E3")), (2, 0));
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_desertions() {
    // Desertions, LDD 3: every cop here to staging, plus up to 2 from adjacent districts.
    let (mut g, _) = liberate("desertions", "district C1 cops3\ndistrict D5 cops3\n");
    refuse(&mut g, "W pick D5"); // not adjacent
    play(&mut g, "W pick C1");
    play(&mut g, "W pass");
    assert_eq!((cops(&g, "C1"), cops(&g, "D5")), (2, 3));
    // Cops in the liberated district itself (the district qualifies despite them, AMB-28).
    let mut g = pos("district C2 W6 N3 cops1 occ=N:assembly manifestation=desertions\n");
    sunrise(&mut g);
    play(&mut g, "W casualties W1");
    assert!(lib(&g, "C2"));
    assert_eq!(cops(&g, "C2"), 0);
}

#[test]
fn r_mani_crowd_pushback() {
    // Crowd Pushback, LDD 3: up to 3 cops from districts adjacent to the liberated one.
    let (mut g, _) = liberate(
        "crowd_pushback",
        "district C1 cops2\ndistrict C3 cops2\ndistrict D5 cops2\n",
    );
    refuse(&mut g, "W pick D5");
    play(&mut g, "W pick C1");
    play(&mut g, "W pick C1");
    play(&mut g, "W pick C3");
    assert_eq!((cops(&g, "C1"), cops(&g, "C3"), cops(&g, "D5")), (0, 1, 2));
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_police_strike() {
    // Police Strike: LDD 3, solo cops in districts without a van; LDD 4, all solo cops.
    let cops_here = "district D5 cops1\ndistrict E3 cops1 van\ndistrict D1 cops2\n";
    let (g, _) = liberate("police_strike", cops_here);
    assert_eq!((cops(&g, "D5"), cops(&g, "E3"), cops(&g, "D1")), (0, 1, 2));
    let (g, _) = liberate_ldd4("police_strike", cops_here);
    assert_eq!((cops(&g, "D5"), cops(&g, "E3"), cops(&g, "D1")), (0, 0, 2));
}

#[test]
fn r_mani_sabotaged_fleet() {
    // Sabotaged Fleet: LDD 3, the chooser sends 1 van to staging; LDD 5, destroys it.
    let (mut g, _) = liberate("sabotaged_fleet", "district D5 van cops2\n");
    play(&mut g, "W pick D5");
    assert_eq!(g.district(cell("D5")).van, None);
    assert_eq!(g.staging().1, 6);
    let (mut g, _) = liberate_ldd5("sabotaged_fleet", "district D5 van cops2\n");
    play(&mut g, "W pick D5");
    assert_eq!(g.vans_destroyed(), 1);
    assert_eq!(g.staging().1, 5);
}

#[test]
fn r_mani_torched_vans() {
    // Torched Vans: the van in or adjacent to the liberated district with the highest ID:
    // around Street Market (C2): Telecom (C1, 13) and The Stadium (C3, 23). LDD 5: destroyed.
    let (g, _) = liberate(
        "torched_vans",
        "district C1 van\ndistrict C3 van\ndistrict D5 van\n",
    );
    assert_eq!(g.district(cell("C3")).van, None);
    assert!(g.district(cell("C1")).van.is_some() && g.district(cell("D5")).van.is_some());
    assert_eq!(g.vans_destroyed(), 0);
    // International Airport (E3): neighbours E2, D3, E4.
    let (g, _) = liberate_ldd5("torched_vans", "district E4 van\ndistrict D5 van\n");
    assert_eq!(g.district(cell("E4")).van, None);
    assert_eq!(g.vans_destroyed(), 1);
    // None in or next to it: no effect.
    let (g, _) = liberate("torched_vans", "district D5 van\n");
    assert!(g.district(cell("D5")).van.is_some());
}

#[test]
fn r_mani_barricade_festival() {
    // Barricade Festival, LDD 3: the chooser places up to 3 barricades on the liberated
    // district's connections (R-BARR-3 limit).
    let (mut g, _) = liberate("barricade_festival", "");
    refuse(&mut g, "W pick-barricade C3 D3"); // not around C2
    play(&mut g, "W pick-barricade C2 C3");
    play(&mut g, "W pick-barricade C2 C3");
    play(&mut g, "W pick-barricade C2 C1");
    assert_eq!((bar(&g, "C2", "C3"), bar(&g, "C1", "C2")), (2, 1));
    assert_eq!(g.barricade_supply(), 37);
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_street_blockades() {
    // Street Blockades, LDD 3: each liberating faction up to 1 barricade around a
    // police-free district holding its blocs.
    let (mut g, _) = liberate("street_blockades", "district E2 N1 cops1\n");
    assert!(matches!(
        g.pending(),
        Some(Pending::PickBarricades { faction: W, .. })
    ));
    play(&mut g, "W pick-barricade A4 A3");
    assert!(matches!(
        g.pending(),
        Some(Pending::PickBarricades { faction: N, .. })
    ));
    refuse(&mut g, "N pick-barricade E2 E1"); // police there
    play(&mut g, "N pick-barricade B5 A5");
    assert_eq!((bar(&g, "A4", "A3"), bar(&g, "B5", "A5")), (1, 1));
}

#[test]
fn r_mani_occupy_the_roads() {
    // Occupy the Roads, LDD 3: up to 2 barricades on highway entrances anywhere.
    let (mut g, _) = liberate("occupy_the_roads", "");
    refuse(&mut g, "W pick-barricade C2 C3"); // a street, not a highway entrance
    play(&mut g, "W pick-barricade B1 C2"); // B1's ramp border onto the B2 highway
    play(&mut g, "W pick-barricade C3 D4");
    assert_eq!(bar(&g, "B1", "B2"), 1);
    assert_eq!(bar(&g, "C3", "C4"), 1);
}

#[test]
fn r_mani_5_leaked_police_plans() {
    // Leaked Police Plans, LDD 3: reveal 3, the chooser discards up to 1 and orders the rest.
    let deck =
        "police-deck strategic_rotation move_state_high heavy_low maneuvers light_low light_low\n";
    let (mut g, ev) = liberate("leaked_police_plans", deck);
    // Strategic Rotation was drawn in the Students' step; the top 3 are revealed.
    let revealed: Vec<u8> = ev
        .iter()
        .find_map(|e| match e {
            Event::PoliceCardsRevealed { cards } => Some(cards.clone()),
            _ => None,
        })
        .unwrap();
    let key = |k: &str| rules().police_by_key(k).unwrap();
    assert_eq!(
        revealed,
        vec![key("move_state_high"), key("heavy_low"), key("maneuvers")]
    );
    assert!(matches!(
        g.pending(),
        Some(Pending::ArrangePolice {
            faction: W,
            discard_max: 1,
            public: true,
            ..
        })
    ));
    refuse(&mut g, "W arrange discard 0 1 order 2");
    play(&mut g, "W arrange discard 1 order 2 0");
    let d = g.to_position().police_deck.unwrap();
    assert_eq!(&d[..3], &["maneuvers", "move_state_high", "light_low"]);
}

#[test]
fn r_mani_hacked_police_radio_and_whistleblower() {
    // Hacked Police Radio, LDD 4: reveal 3, discard 1. Whistleblower, LDD 5: reveal 3,
    // discard 2.
    let deck =
        "police-deck strategic_rotation move_state_high heavy_low maneuvers light_low light_low\n";
    let (g, _) = liberate_ldd4("hacked_police_radio", deck);
    assert!(
        matches!(g.pending(), Some(Pending::ArrangePolice { discard_max: 1, cards, .. }) if cards.len() == 3)
    );
    let (g, _) = liberate_ldd5("whistleblower", deck);
    assert!(
        matches!(g.pending(), Some(Pending::ArrangePolice { discard_max: 2, cards, .. }) if cards.len() == 3)
    );
    let (g, _) = liberate("hacked_police_radio", deck);
    assert!(
        matches!(g.pending(), Some(Pending::ArrangePolice { discard_max: 1, cards, .. }) if cards.len() == 2)
    );
}

#[test]
fn r_mani_5_amb_30_reveal_cards_add_up() {
    // R-MANI-5 / AMB-30: two reveal cards in one Sunrise: Leaked Police Plans (Plaza B4,
    // LDD 3: 3/1) and Whistleblower (Street Market C2, LDD 3: 2/1) reveal 5 once, after the
    // last liberation, discard up to 2; the chooser of the first card (The Plaza, ID 22:
    // the Students) decides.
    let deck = "police-deck strategic_rotation move_state_high heavy_low maneuvers light_low light_high tactical_retreat\n";
    let mut g = pos(&format!(
        "district C2 W5 N3 occ=N:assembly manifestation=whistleblower\ndistrict B4 S8 occ=S:assembly manifestation=leaked_police_plans\n{deck}"
    ));
    let ev = sunrise(&mut g);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::PoliceCardsRevealed { .. }))
            .count(),
        1
    );
    let last_lib = ev
        .iter()
        .rposition(|e| matches!(e, Event::Liberated { .. }))
        .unwrap();
    let reveal = ev
        .iter()
        .position(|e| matches!(e, Event::PoliceCardsRevealed { .. }))
        .unwrap();
    assert!(reveal > last_lib);
    match g.pending() {
        Some(Pending::ArrangePolice {
            faction,
            cards,
            discard_max,
            ..
        }) => {
            assert_eq!((*faction, cards.len(), *discard_max), (S, 5, 2));
        }
        p => panic!("{p:?}"),
    }
    play(&mut g, "S arrange discard 0 1 order 2 3 4");
    // 7 cards - 1 drawn by the Students - 2 discarded.
    assert_eq!(g.police_deck_len(), 4);
}

#[test]
fn r_mani_5_reveal_without_reshuffle() {
    // Data file rule 3: reveal fewer if the deck is short; never reshuffle to reveal.
    let (g, _) = liberate_ldd5(
        "leaked_police_plans",
        "police-deck strategic_rotation maneuvers light_low\n",
    );
    match g.pending() {
        Some(Pending::ArrangePolice { cards, .. }) => assert_eq!(cards.len(), 2),
        p => panic!("{p:?}"),
    }
}

#[test]
fn r_mani_collapse_of_authority() {
    // Collapse of Authority: extra -0/-1/-1/-2.
    let (g, _) = liberate("collapse_of_authority", "");
    assert_eq!(g.morale(), 2 - 2);
    let mut g = pos_m(6, "district E3 W8 N4 occ=N:assembly manifestation=collapse_of_authority\npolice-deck strategic_rotation tactical_retreat tactical_retreat\n");
    sunrise(&mut g);
    assert_eq!(g.morale(), 6 - 3);
}

#[test]
fn r_mani_mass_resignations() {
    // Mass Resignations: LDD 3: no extra morale, 1 cop; LDD 4: extra -1, 2 cops.
    let (mut g, _) = liberate("mass_resignations", "district D5 cops3\n");
    assert_eq!(g.morale(), 1);
    play(&mut g, "W pick D5");
    assert_eq!(cops(&g, "D5"), 2);
    assert!(in_next_night(&g));
    let (mut g, _) = liberate_ldd4("mass_resignations", "district D5 cops3\n");
    assert_eq!(g.morale(), 0);
    play(&mut g, "W pick D5");
    play(&mut g, "W pick D5");
    assert_eq!(cops(&g, "D5"), 1);
}

#[test]
fn r_mani_popular_assembly_march() {
    // Popular Assembly March, LDD 3: each liberating faction takes 1 free movement now,
    // in turn order, by the movement rules.
    let (mut g, _) = liberate("popular_assembly_march", "district D5 cops2\n");
    assert!(matches!(
        g.pending(),
        Some(Pending::FreeMoves {
            faction: W,
            remaining: 1
        })
    ));
    refuse(&mut g, "W move D5 E5 1 free"); // no Workers bloc there (and police)
    play(&mut g, "W move C2 C3 2 free");
    assert!(matches!(
        g.pending(),
        Some(Pending::FreeMoves { faction: N, .. })
    ));
    play(&mut g, "N pass");
    assert_eq!((blocs(&g, "C2", W), blocs(&g, "C3", W)), (3, 2));
    assert!(in_next_night(&g));
}

#[test]
fn r_mani_rent_strike() {
    // Rent Strike, LDD 3 (cap 2): 1 card per occupation in the city. Workers: Start only.
    // Neighbors: Start and Assembly Hall.
    let (g, _) = liberate(
        "rent_strike",
        &format!("district E2 occ=W:kitchen\ndistrict D1 occ=N:kitchen\n{LOOT}"),
    );
    assert_eq!((hand(&g, W), hand(&g, N)), (2, 2));
    let (g, _) = liberate("rent_strike", LOOT);
    assert_eq!((hand(&g, W), hand(&g, N)), (1, 2));
}

#[test]
fn r_mani_pirate_broadcast() {
    // Pirate Broadcast, LDD 3: every faction draws 1, liberating factions 1 more.
    let (g, _) = liberate("pirate_broadcast", LOOT);
    assert_eq!(
        (hand(&g, W), hand(&g, N), hand(&g, P), hand(&g, S)),
        (2, 2, 1, 1)
    );
}

#[test]
fn r_mani_3_6_amb_31_benefits_and_chooser() {
    // R-MANI-3: only factions with a bloc there are liberating. R-MANI-6 / AMB-31: the
    // chooser has the most blocs; on a tie the earliest in turn order (W before N).
    let mut g = pos(
        "district C2 W4 N4 occ=N:assembly manifestation=police_defections\ndistrict D5 cops2\n",
    );
    sunrise(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::PickDistricts { faction: W, .. })
    ));
    let mut g = pos(
        "district C2 W3 N5 occ=N:assembly manifestation=police_defections\ndistrict D5 cops2\n",
    );
    sunrise(&mut g);
    assert!(matches!(
        g.pending(),
        Some(Pending::PickDistricts { faction: N, .. })
    ));
}

#[test]
fn r_mani_several_manifestations_in_one_sunrise() {
    // Two liberations: The Plaza (B4, 22) with Solidarity March, then Street Market (C2,
    // 20) with Mass Looting. Both resolve; morale falls twice.
    let mut g = pos(&format!(
        "district C2 W5 N3 occ=N:assembly manifestation=mass_looting\ndistrict B4 S8 occ=S:assembly manifestation=solidarity_march\n{LOOT}"
    ));
    let ev = sunrise(&mut g);
    assert_eq!(liberated_order(&ev), vec!["B4", "C2"]);
    assert_eq!(
        blocs(&g, "B4", S),
        9,
        "Solidarity March at LDD 3: 2, the mat had 1"
    );
    play(&mut g, "W accept");
    play(&mut g, "N accept");
    assert_eq!((hand(&g, W), hand(&g, N)), (2, 2));
    assert_eq!(g.morale(), 0);
    assert!(in_next_night(&g));
}

#[test]
fn r_rep_0_a_window_opens_for_every_faction_with_a_card() {
    // Issue 31 (AMB-60): whom the game waits for is public, so a loot window opens for a
    // faction with any card in hand, playable there or not; one it cannot use offers only
    // "pass". Otherwise the wait itself would tell everyone who holds a card of that
    // window. A faction with an empty hand (hand sizes are public) is not asked.
    let mut g = pos("district C2 W3\nhand W medic_kit\n");
    play(&mut g, "S end");
    assert!(matches!(
        g.pending(),
        Some(Pending::Window { faction: W, .. })
    ));
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 1, "{legal:?}");
    assert!(matches!(legal[0].action, engine::bxb2016::Action::Pass));
    let mut g = pos("district C2 W3\n");
    play(&mut g, "S end");
    assert!(!matches!(g.pending(), Some(Pending::Window { .. })));
    // A game stored before issue 31 keeps the rule it was played under (its log replays):
    // the window opens only for a card the faction can play there.
    let text = format!(
        "{}{STARTS}district C2 W3\nhand W medic_kit\n{QUIET_POLICE}",
        header(2, 6)
    )
    .replace("beginner-city", "beginner-city windows=playable");
    let mut g = game(&text);
    play(&mut g, "S end");
    assert!(!matches!(g.pending(), Some(Pending::Window { .. })));
}

#[test]
fn a_config_stored_before_issue_31_reads_and_writes_as_before() {
    // Stored settings have no `loot_windows`: they read as the old rule and are written
    // back byte for byte; a new game's settings name the new rule.
    let old = r#"{"players":4,"mode":"SemiCoop","difficulty":"Medium","beginner":false,"beginner_city":false,"highway_overpass":false,"scenario":null,"nights":null,"factions":null,"end_order":"Recommended"}"#;
    let config: engine::bxb2016::GameConfig = serde_json::from_str(old).unwrap();
    assert_eq!(config.loot_windows, engine::ids::LootWindows::Playable);
    assert_eq!(serde_json::to_string(&config).unwrap(), old);
    let new = serde_json::to_string(&engine::bxb2016::GameConfig::default()).unwrap();
    assert!(new.contains(r#""loot_windows":"EveryHand""#), "{new}");
    let up_old = r#"{"players":4,"mode":"Coop","difficulty":1,"factions":null}"#;
    let up: engine::uprising::Config = serde_json::from_str(up_old).unwrap();
    assert_eq!(up.loot_windows, engine::ids::LootWindows::Playable);
    assert_eq!(serde_json::to_string(&up).unwrap(), up_old);
}
