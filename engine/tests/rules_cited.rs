//! Rules of the digest (`/work/shared/rules/bloc-by-bloc-1e.md`) that no other test file
//! names: the city and its pieces at setup (R-SETUP-1, R-GEN-5, R-CITY-5, R-CITY-9), the
//! conservation of pieces and the game counters over random games (R-COMP-2, R-COMP-4,
//! R-ATK-13, R-LIB-10) and the three steps of a turn (R-TURN-1).
//!
//! Ids that need no test, in the digest's own words:
//! - R-META-1 "Source edition": which printing the digest reads; the engine names it in
//!   `engine::bxb2016::RULESET` ("bxb-2016-v1.0"), nothing to play.
//! - R-META-2 "Rule IDs have the form `R-<AREA>-<n>`. Tests should cite them": the
//!   convention every test follows, this file included.
//! - R-META-3 "MUST means a required engine behavior. MAY is a player option": how to read
//!   the other ids, no behaviour of its own.
//! - R-META-5 "License note": CC BY-NC-SA 4.0, stated in `engine/data/` and the README.
//! - R-SCN-0.8 "Source caveat" about the extracted scenario pages: a note on the source
//!   text; each scenario's rules are tested under their own R-SCN-* ids.
//! - R-WIN-4 "Narrative epilogues exist": text for people, which the bot prints; the
//!   engine's part is the outcome, tested under R-WIN-1 to R-WIN-3.
//! - R-CITY-4 "Every tile has the following static fields [DATA]": the data loader reads
//!   and checks them (`engine/src/bxb2016/data.rs`, its tests, `data_numbers.rs`).
#![allow(clippy::unwrap_used)]

mod support;

use engine::bxb2016::state::District;
use engine::bxb2016::{Event, Game, GameConfig, Mode};
use engine::ids::{Cell, Faction, Occupation};
use engine::sim::RandomPlayer;
use support::*;

#[test]
fn r_setup_1_r_gen_5_the_city_is_generated_or_the_beginner_city_repressed_side_up() {
    // R-SETUP-1: the city comes from R-GEN (it varies with the seed) or is the beginner
    // city (the same for every seed); R-GEN-5: every tile starts repressed side up.
    let city = |beginner_city: bool, seed: u64| {
        let g = Game::new(
            GameConfig {
                beginner_city,
                ..GameConfig::default()
            },
            seed,
        )
        .unwrap();
        assert!(Cell::all().all(|c| !g.district(c).liberated));
        assert_eq!(g.districts_liberated(), 0);
        g.city().clone()
    };
    let generated: Vec<_> = (0..6).map(|s| city(false, s)).collect();
    assert!(generated.windows(2).any(|w| w[0] != w[1]));
    let beginner: Vec<_> = (0..6).map(|s| city(true, s)).collect();
    assert!(beginner.windows(2).all(|w| w[0] == w[1]));
    assert!(!generated.contains(&beginner[0]));
}

#[test]
fn r_city_5_a_district_starts_empty() {
    // R-CITY-5: the dynamic state of a placed tile, empty until pieces arrive.
    let d = District::default();
    assert_eq!(d.blocs, [0; 4]);
    assert_eq!((d.cops, d.van, d.occupation), (0, None, None));
    assert_eq!((d.graffiti, d.burned, d.liberated), (0, 0, false));
}

#[test]
fn r_city_9_any_faction_builds_in_state_and_public_districts() {
    // R-CITY-9: the Workers build in a State district (C1, Telecom Network Hub) and a
    // Public one (C2, Street Market), neither of them a Workers district.
    let mut g = game(&format!(
        "{BEGINNER}turn W dice 6 4\ndistrict C1 W1\ndistrict C2 W1\n"
    ));
    play(&mut g, "W build C1 kitchen die 6");
    play(&mut g, "W build C2 assembly die 4");
    assert_eq!(
        g.district(cell("C1")).occupation,
        Some((Faction::Workers, Occupation::PeoplesKitchen))
    );
    assert_eq!(
        g.district(cell("C2")).occupation,
        Some((Faction::Workers, Occupation::AssemblyHall))
    );
}

#[test]
fn r_turn_1_a_turn_rolls_then_acts_then_runs_police_ops() {
    // R-TURN-1: the Workers end their actions; the police ops card comes next (step 3),
    // then the next faction's turn starts with its roll (step 1).
    let mut g = game(&format!("{BEGINNER}turn W dice 4\n"));
    let events = play(&mut g, "W end");
    let at = |f: &dyn Fn(&Event) -> bool| events.iter().position(f);
    let police = at(&|e| matches!(e, Event::PoliceCardDrawn { .. })).unwrap();
    let next_turn = at(&|e| matches!(e, Event::TurnStarted { .. })).unwrap();
    let roll = at(&|e| matches!(e, Event::DiceRolled { .. })).unwrap();
    assert!(police < next_turn && next_turn < roll, "{events:?}");
    assert!(g
        .current_turn()
        .is_some_and(|t| t.faction != Faction::Workers));
}

/// R-COMP-2: every cop is in staging or a district, every van in staging, a district or
/// the box; R-ATK-13: destroyed vans never come back (the counter only grows); R-LIB-10:
/// `districts_liberated` counts the liberated districts; R-COMP-4: a district never has
/// more loot tokens than shopping centers. Random players rarely destroy a van or
/// liberate a district; `rules_actions.rs` (R-ATK-13) and `rules_sunrise.rs` (R-LIB-10)
/// check those counters move.
#[test]
fn r_comp_2_r_comp_4_r_atk_13_r_lib_10_pieces_and_counters_over_random_games() {
    let mut steps = 0;
    for seed in 0..300 {
        let config = GameConfig {
            players: 2 + (seed % 3) as u8,
            mode: if seed % 2 == 0 {
                Mode::SemiCoop
            } else {
                Mode::FullCoop
            },
            ..GameConfig::default()
        };
        let mut g = Game::new(config, seed).unwrap();
        let cops = g.cops_in_city() + g.staging().0;
        let vans = g.vans_in_city() + g.staging().1;
        let mut destroyed = 0;
        let mut liberated = 0;
        let mut player = RandomPlayer::new(seed);
        for _ in 0..400 {
            let Some(cmd) = player.choose(&g) else { break };
            g.apply(cmd).unwrap();
            steps += 1;
            assert_eq!(g.cops_in_city() + g.staging().0, cops);
            assert_eq!(g.vans_in_city() + g.staging().1 + g.vans_destroyed(), vans);
            assert!(g.vans_destroyed() >= destroyed);
            destroyed = g.vans_destroyed();
            let count = Cell::all().filter(|&c| g.district(c).liberated).count() as u8;
            assert_eq!(g.districts_liberated(), count);
            assert!(count >= liberated);
            liberated = count;
            for c in Cell::all() {
                let d = g.district(c);
                if !d.liberated {
                    assert!(d.graffiti + d.burned <= g.shopping_centers(c), "{c}");
                }
            }
        }
    }
    assert!(steps > 8_000, "{steps} steps");
}
