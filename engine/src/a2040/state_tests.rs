//! The set-up of both scenarios (A2040-4, A2040-13) and the derived values of the state
//! (A2040-3.7, A2040-7.3, A2040-7.4, A2040-12.1, A2040-12.4).

use super::cards::{cards, Scenario};
use super::map::{map, Side, SpaceId, Status};
use super::state::{State, OPENING_HAND};
use crate::rng::GameRng;

fn id(key: &str) -> SpaceId {
    map()
        .space_id(key)
        .unwrap_or_else(|| panic!("no space {key}"))
}

fn new(scenario: Scenario, seed: u64) -> State {
    State::new(scenario, &mut GameRng::from_seed(seed))
}

/// The first three stories with these Rebellion Factors, in order.
fn stories_with(rfs: [u8; 3]) -> [Option<u8>; 3] {
    let mut used = Vec::new();
    rfs.map(|rf| {
        let s = cards()
            .stories
            .iter()
            .find(|s| s.rebellion == rf && !used.contains(&s.number))
            .expect("a story");
        used.push(s.number);
        Some(s.number)
    })
}

#[test]
fn a2040_4_1_each_side_is_dealt_9_cards_of_the_scenarios_deck() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let s = new(scenario, 7);
        assert_eq!(s.hands.federal.len(), OPENING_HAND);
        assert_eq!(s.hands.rebel.len(), OPENING_HAND);
        assert_eq!(s.deck.len(), 84 - 18);
        let all = s.deck.iter().chain(&s.hands.federal).chain(&s.hands.rebel);
        for &n in all {
            assert!(
                cards().event(n).expect("card").in_deck(scenario),
                "card {n}"
            );
        }
        assert_eq!(s.check_invariants(), Ok(()));
    }
}

#[test]
fn a2040_4_2_six_stories_three_in_the_pool_one_per_active_slot() {
    let s = new(Scenario::Patriot, 3);
    assert_eq!(s.news.pool.len(), 3);
    assert!(s.news.active.iter().all(Option::is_some));
    assert_eq!(s.news.deck.len(), 14);
    // The marker is set from the Active stories' Rebellion Factors.
    let rf: u32 = s
        .news
        .active
        .iter()
        .flatten()
        .map(|&n| u32::from(cards().story(n).expect("story").rebellion))
        .sum();
    assert_eq!(u32::from(s.rebellion_power()), rf.min(11));
}

#[test]
fn a2040_4_3_the_set_ups_resources_vp_and_edge() {
    let p = new(Scenario::Patriot, 1);
    assert_eq!((p.resources.federal, p.resources.rebel), (30, 30));
    assert_eq!((p.vp(Side::Federal), p.vp(Side::Rebel)), (21, 21));
    assert_eq!(p.edge(), Side::Rebel);
    assert_eq!(p.space(id("phoenix_suburb")).status, None);
    assert_eq!(p.space(id("midwest")).status, Some(Status::Defiance));
    assert_eq!(p.space(id("midwest")).sleepers, 4);
    assert_eq!(p.space(id("midwest")).active, 0);
    let r = new(Scenario::Resistance, 1);
    assert_eq!((r.vp(Side::Federal), r.vp(Side::Rebel)), (19, 19));
    assert_eq!(r.edge(), Side::Federal);
    assert_eq!(p.round, 1);
}

#[test]
fn a2040_12_4_both_sides_start_with_pieces() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let s = new(scenario, 1);
        assert!(s.pieces_on_map(Side::Federal) > 0 && s.pieces_on_map(Side::Rebel) > 0);
    }
    let p = new(Scenario::Patriot, 1);
    // 13 agents + 2 bases; 14 militia + 3 bases.
    assert_eq!(p.pieces_on_map(Side::Federal), 15);
    assert_eq!(p.pieces_on_map(Side::Rebel), 17);
}

#[test]
fn a2040_3_7_control_counts_units_and_bases() {
    let p = new(Scenario::Patriot, 1);
    // Midwest and Chicago suburb: 3 agents + a base against 4 militia: nobody.
    assert_eq!(p.control(id("midwest")), None);
    assert_eq!(p.control(id("chicago_suburb")), None);
    assert_eq!(p.control(id("texas")), Some(Side::Rebel));
    assert_eq!(p.control(id("washington_suburb")), Some(Side::Federal));
    assert_eq!(p.control(id("phoenix_suburb")), None);
    // Seed 12: after Patton's 4 agents the Midwest is the Federal's (7 + 1 against 4).
    let mut after = p.clone();
    after.spaces[usize::from(id("midwest"))].agents += 4;
    assert_eq!(after.control(id("midwest")), Some(Side::Federal));
}

#[test]
fn a2040_7_4_the_worked_examples_rebellion_power() {
    let mut s = new(Scenario::Patriot, 1);
    // Opening: Active RF 0, 2, 3 = 5, «5 spaces from the right ... RPF 2».
    s.news.active = stories_with([0, 2, 3]);
    assert_eq!((s.rebellion_power(), s.rpf()), (5, 2));
    // After Distract: 0 + 0 + 2, «the second space from the right ... an RPF of 0».
    s.news.active = stories_with([0, 0, 2]);
    assert_eq!((s.rebellion_power(), s.rpf()), (2, 0));
}

#[test]
fn a2040_10_10c_hacks_shift_the_rebellion_power_marker() {
    let mut s = new(Scenario::Patriot, 1);
    // Seed 10.4.3: «The sum of Rebellion Factors ... is 6 and there is a hack on the Rebel
    // server. The Rebellion Power marker goes on space 5.»
    s.news.active = stories_with([2, 2, 2]);
    s.hacked.rebel = 1;
    assert_eq!(s.rebellion_power(), 5);
    // «the News Cycle sums to 3 and there is still a hack on the Rebel HQ, but now there are
    // two hacks on the Federal HQ. The Rebellion Power marker is on space 4.»
    s.news.active = stories_with([1, 1, 1]);
    s.hacked.federal = 2;
    assert_eq!(s.rebellion_power(), 4);
    // «cannot go below 0 or above 11»; marked card effects count too (errata).
    s.news.active = stories_with([4, 4, 4]);
    s.hacked = Default::default();
    s.marked_power = 1;
    assert_eq!(s.rebellion_power(), 11);
    s.news.active = stories_with([0, 0, 0]);
    s.marked_power = -1;
    assert_eq!(s.rebellion_power(), 0);
}

#[test]
fn the_set_up_replays_from_its_seed() {
    assert_eq!(new(Scenario::Resistance, 42), new(Scenario::Resistance, 42));
    assert_ne!(
        new(Scenario::Resistance, 42).hands,
        new(Scenario::Resistance, 43).hands
    );
    let s = new(Scenario::Patriot, 9);
    let json = serde_json::to_string(&s).expect("serializes");
    assert_eq!(serde_json::from_str::<State>(&json).expect("reads back"), s);
}

#[test]
fn the_invariants_name_the_rule_broken() {
    let good = new(Scenario::Patriot, 5);
    let broken = |f: &dyn Fn(&mut State)| {
        let mut s = good.clone();
        f(&mut s);
        s.check_invariants()
    };
    assert_eq!(broken(&|s| s.spaces[0].agents = 30), Err("A2040-2.6"));
    assert_eq!(broken(&|s| s.spaces[0].rebel_bases = 3), Err("A2040-3.4"));
    assert_eq!(broken(&|s| s.spaces[0].unrest = 4), Err("A2040-3.4"));
    assert_eq!(broken(&|s| s.resources.rebel = 31), Err("A2040-5.4"));
    assert_eq!(broken(&|s| s.reserves.federal = 3), Err("A2040-7.7"));
    assert_eq!(broken(&|s| s.social_media = 6), Err("A2040-7.3"));
    assert_eq!(
        broken(&|s| s.deck.pop().map_or((), |_| ())),
        Err("A2040-4.1")
    );
    assert_eq!(broken(&|s| s.news.pool.clear()), Err("A2040-4.2"));
}
