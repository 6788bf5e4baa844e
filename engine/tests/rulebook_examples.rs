//! The rulebook's worked examples as scenario files (`scenarios/rulebook/*.scn`, format in
//! docs/notation.md). Every file is run with `engine::bxb2016::notation::run_scenario`; its final
//! position (and the refused command, if any) is compared with a reviewed snapshot in
//! `engine/tests/snapshots/`, and the key facts of each example are asserted explicitly.
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::notation::{print_position, run_scenario, ScenarioRun};
use engine::ids::Border;
use engine::{
    bxb2016::{Event, Game},
    Faction, Occupation,
};
use std::path::PathBuf;
use support::cell;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scenarios/rulebook")
}

fn files() -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "scn"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    v.sort();
    v
}

fn run(name: &str) -> ScenarioRun {
    let text = std::fs::read_to_string(dir().join(format!("{name}.scn"))).unwrap();
    run_scenario(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn events(run: &ScenarioRun) -> Vec<Event> {
    run.log
        .iter()
        .flat_map(|(_, e)| e.iter().cloned())
        .collect()
}

fn reactions(run: &ScenarioRun) -> Vec<u8> {
    events(run)
        .iter()
        .filter_map(|e| match e {
            Event::ReactionRolled { roll, .. } => Some(*roll),
            _ => None,
        })
        .collect()
}

fn blocs(g: &Game, c: &str, f: Faction) -> u8 {
    g.district(cell(c)).blocs_of(f)
}

fn bar(g: &Game, a: &str, b: &str) -> u8 {
    g.barricades_on(Border::between(cell(a), cell(b)).unwrap())
}

fn dice(g: &Game) -> Vec<u8> {
    g.current_turn()
        .map(|t| t.dice.to_vec())
        .unwrap_or_default()
}

fn no_error(name: &str, r: &ScenarioRun) {
    assert!(r.error.is_none(), "{name}: {:?}", r.error);
}

#[test]
fn every_rulebook_scenario_matches_its_snapshot() {
    let all = files();
    assert!(all.len() >= 11, "{} files", all.len());
    for (name, text) in all {
        let r = run_scenario(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut out = print_position(&r.game.to_position());
        if let Some((line, cmd, e)) = &r.error {
            out.push_str(&format!("# refused at line {line}: {cmd}\n# {e}\n"));
        }
        insta::assert_snapshot!(name.clone(), out);
    }
}

#[test]
fn p08_move_a_mob_of_4() {
    // R-MOVE-2: the whole mob, one die of any value.
    let r = run("p08-move-mob-of-4");
    no_error("p08-move-mob-of-4", &r);
    assert_eq!(blocs(&r.game, "A4", Faction::Workers), 0);
    assert_eq!(blocs(&r.game, "B3", Faction::Workers), 4);
    assert_eq!(dice(&r.game), vec![5, 6]);
    assert!(
        reactions(&r).is_empty(),
        "basic actions make no reaction roll (R-ACT-5)"
    );
}

#[test]
fn p08_move_a_mob_of_3_by_streets_and_metro() {
    // R-MOVE-3/6: the mob ends in A1; the metro was needed: under a Metro Lockdown the
    // same move is refused.
    let r = run("p08-move-mob-of-3-streets-and-metro");
    no_error("p08", &r);
    assert_eq!(blocs(&r.game, "A1", Faction::Prisoners), 3);
    assert_eq!(blocs(&r.game, "D4", Faction::Prisoners), 0);
    assert_eq!(dice(&r.game), vec![4, 6]);
    let text =
        std::fs::read_to_string(dir().join("p08-move-mob-of-3-streets-and-metro.scn")).unwrap();
    let locked = run_scenario(&text.replace("actions\n", "lockdown N\nactions\n")).unwrap();
    let (_, _, e) = locked.error.unwrap();
    assert!(e.to_string().contains("R-MOVE-3"), "{e}");
}

#[test]
fn p09_two_barricades_around_a_district() {
    // R-BARR-2: two actions, two connections of the Polluted Slum.
    let r = run("p09-two-barricades-around-a-district");
    no_error("p09", &r);
    assert_eq!(bar(&r.game, "B4", "B5"), 1);
    assert_eq!(bar(&r.game, "A5", "B5"), 1);
    assert_eq!(r.game.barricade_supply(), 38);
    assert_eq!(dice(&r.game), vec![6]);
}

#[test]
fn p09_three_barricades_between_different_districts() {
    // R-BARR-2 / AMB-11: the highway barricade sits on B1's side.
    let r = run("p09-three-barricades-between-different-districts");
    no_error("p09", &r);
    assert_eq!(bar(&r.game, "A1", "B1"), 1);
    assert_eq!(bar(&r.game, "B1", "C1"), 1);
    assert_eq!(bar(&r.game, "B1", "B2"), 1);
    assert_eq!(bar(&r.game, "B2", "C2"), 0);
    assert_eq!(r.game.barricade_supply(), 37);
    assert!(dice(&r.game).is_empty());
}

#[test]
fn p10_build_in_own_district() {
    // R-BUILD-1..3: the Kitchen leaves the mat; one reaction roll.
    let r = run("p10-build-in-own-district");
    no_error("p10", &r);
    assert_eq!(
        r.game.district(cell("E4")).occupation,
        Some((Faction::Workers, Occupation::PeoplesKitchen))
    );
    assert!(!r
        .game
        .faction(Faction::Workers)
        .mat_occupations
        .contains(&Occupation::PeoplesKitchen));
    assert_eq!(reactions(&r), vec![3]);
    assert_eq!(dice(&r.game), vec![2, 1]);
}

#[test]
fn p10_swap_comrade_cafe_for_peoples_kitchen() {
    // R-SWAP-3: own occupation for own occupation; the Cafe back on the mat.
    let r = run("p10-swap-cafe-for-kitchen");
    no_error("p10", &r);
    let n = r.game.faction(Faction::Neighbors);
    assert_eq!(
        r.game.district(cell("D1")).occupation,
        Some((Faction::Neighbors, Occupation::PeoplesKitchen))
    );
    assert!(n.mat_occupations.contains(&Occupation::ComradeCafe));
    assert!(!n.mat_occupations.contains(&Occupation::PeoplesKitchen));
    assert_eq!(reactions(&r), vec![4]);
}

#[test]
fn p10_swap_out_a_prisoners_occupation_in_a_public_district() {
    // R-SWAP-2/3: another faction's occupation in a Public district; it returns to its
    // owner's mat.
    let r = run("p10-swap-out-prisoners-occupation-in-public");
    no_error("p10", &r);
    assert_eq!(
        r.game.district(cell("B4")).occupation,
        Some((Faction::Students, Occupation::SocialCenter))
    );
    assert!(r
        .game
        .faction(Faction::Prisoners)
        .mat_occupations
        .contains(&Occupation::MolotovFactory));
    assert!(!r
        .game
        .faction(Faction::Students)
        .mat_occupations
        .contains(&Occupation::SocialCenter));
    assert_eq!(reactions(&r), vec![5]);
}

#[test]
fn p11_defeat_one_riot_cop() {
    // R-ATK-5: the cop goes to staging; the one reaction roll comes when the Prisoners
    // end their actions, before their police step (R-TURN-5).
    let r = run("p11-defeat-one-cop");
    no_error("p11", &r);
    assert_eq!(r.game.district(cell("C2")).cops, 1);
    assert_eq!(r.game.staging().0, 30 - 12 - 1);
    let (attack, end) = (&r.log[0].1, &r.log[1].1);
    assert!(attack
        .iter()
        .any(|e| matches!(e, Event::CopDefeated { .. })));
    assert!(!attack
        .iter()
        .any(|e| matches!(e, Event::ReactionRolled { .. })));
    let roll = end
        .iter()
        .position(|e| matches!(e, Event::ReactionRolled { roll: 3, .. }))
        .unwrap();
    let card = end
        .iter()
        .position(|e| matches!(e, Event::PoliceCardDrawn { .. }))
        .unwrap();
    assert!(roll < card);
}

#[test]
fn p11_kick_out_two_riot_cops() {
    // R-ATK-6/9: both cops to B4, the barricade dismantled, the clash over.
    let r = run("p11-kick-out-two-cops");
    no_error("p11", &r);
    assert_eq!(r.game.district(cell("B3")).cops, 0);
    assert_eq!(r.game.district(cell("B4")).cops, 2);
    assert_eq!(bar(&r.game, "B3", "B4"), 0);
    assert_eq!(r.game.barricade_supply(), 40);
    assert_eq!(reactions(&r), vec![4]);
}

#[test]
fn p11_two_attacks_and_the_third_refused() {
    // R-ATK-3: 2 blocs, 2 attacks; the third is refused.
    let r = run("p11-two-attacks-third-refused");
    let (line, cmd, e) = r.error.clone().unwrap();
    assert_eq!(cmd, "W attack E4 cop die 6");
    assert!(line > 0);
    assert!(matches!(e, engine::bxb2016::ActionError::Attack(_)));
    assert!(e.to_string().contains("R-ATK-3"), "{e}");
    assert_eq!(r.log.len(), 2);
    assert_eq!(r.game.district(cell("E4")).cops, 1);
    assert_eq!(r.game.staging().0, 30 - 12 - 3 + 2);
    assert_eq!(dice(&r.game), vec![6]);
}

#[test]
fn p11_stop_an_advanced_action() {
    // R-STOP-1, R-STOP-2, R-STOP-3: stopped (die kept, no roll), then with a tie nobody can stop.
    let r = run("p11-stop-an-advanced-action");
    no_error("p11", &r);
    assert!(r.log[1].1.iter().any(|e| matches!(
        e,
        Event::ActionStopped {
            by: Faction::Neighbors,
            ..
        }
    )));
    assert!(!r.log[1]
        .1
        .iter()
        .any(|e| matches!(e, Event::ReactionRolled { .. })));
    assert!(!r.log[3]
        .1
        .iter()
        .any(|e| matches!(e, Event::ActionDeclared { .. })));
    assert_eq!(r.game.district(cell("C2")).graffiti, 1);
    assert_eq!(blocs(&r.game, "C2", Faction::Workers), 2);
    assert_eq!(r.game.faction(Faction::Workers).hand.len(), 1);
    assert_eq!(reactions(&r), vec![3]);
    assert_eq!(dice(&r.game), vec![2]);
}
