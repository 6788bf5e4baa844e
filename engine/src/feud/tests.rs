//! The turn's rules, each test named by the rule id it checks (BM-*). Positions are built
//! by hand on a game whose set-up is done; dice are forced where a test needs them.

use super::action::{Act, Aim, Command, Event, On, Refusal};
use super::data::{data, Bag, Place, Special};
use super::geo::{walk, Dir};
use super::state::{DefenceShot, Fire, Game, Gone, InPlay, Kit, Orders, Reaction, Spot, Stage};
use crate::seam::Explain;

fn sp(board: u8, column: u8, level: u8) -> Spot {
    Spot {
        board,
        column,
        level,
    }
}

/// Standing orders that play no hazard or attack card, so that the tests of other rules
/// see no card strike (the cards' own tests set orders), and declare defensive fire by
/// hand (the defensive-fire orders' own tests set them).
fn quiet() -> Orders {
    Orders {
        stop_lifts: false,
        hazards: Reaction::Never,
        attacks: Reaction::Never,
        defence: Fire::Ask,
    }
}

/// A game after set-up with no tenant on the board, player 0 on turn with 12 CP; no
/// player's orders play cards.
fn bare(players: u8) -> Game {
    let mut g = Game::new(players, 11).expect("set-up");
    g.placing.iter_mut().for_each(Vec::clear);
    g.start_turn(0);
    g.turn.cp = 12;
    g.orders.iter_mut().for_each(|o| *o = quiet());
    g
}

fn item(key: &str) -> u8 {
    data()
        .items
        .iter()
        .position(|i| i.key == key)
        .and_then(|i| u8::try_from(i).ok())
        .expect("item")
}

/// Puts a tenant of a kind on the board (the first of that kind in the pile; the
/// contractor for "contractor"), with kit.
fn put(g: &mut Game, owner: u8, kind: &str, at: Spot, kit: &[&str]) -> u16 {
    let d = data();
    let k = d.kind(kind).expect("kind");
    let tenant = if k == d.contractor.kind {
        d.contractor
    } else {
        *d.pile.iter().find(|t| t.kind == k).expect("in pile")
    };
    let mut t = InPlay::new(owner, tenant, at);
    t.kit = kit
        .iter()
        .map(|key| Kit {
            item: item(key),
            deployed: false,
        })
        .collect();
    g.tenants.push(t);
    u16::try_from(g.tenants.len() - 1).expect("id")
}

fn cmd(g: &mut Game, by: u8, act: Act) -> Result<Vec<Event>, Refusal> {
    g.apply(Command { by, act })
}

fn ok(g: &mut Game, by: u8, act: Act) -> Vec<Event> {
    match cmd(g, by, act) {
        Ok(ev) => ev,
        Err(e) => panic!("{act:?} refused: {e:?}"),
    }
}

fn refused(g: &mut Game, by: u8, act: Act, why: Refusal) {
    let before = g.clone();
    assert_eq!(cmd(g, by, act), Err(why), "{act:?}");
    assert_eq!(*g, before, "a refusal changes nothing");
}

/// Rouses a tenant, ending the last mover's move first (its hazard window, BM-10.3), as
/// a player does before moving another counter.
fn roused(g: &mut Game, id: u16) {
    if g.turn.trail.as_ref().is_some_and(|t| t.tenant != id) && g.hazard_window_due() {
        ok(g, g.turn.player, Act::EndMove);
    }
    ok(g, g.turn.player, Act::Rouse { tenant: id });
}

fn at(g: &Game, id: u16) -> Spot {
    g.tenants[usize::from(id)].at
}

fn gone(g: &Game, id: u16) -> Option<Gone> {
    g.tenants[usize::from(id)].gone
}

// ---- set-up into the first turn -------------------------------------------------------

#[test]
fn bm_5_1_the_first_turn_rolls_two_dice_of_cp() {
    let mut g = Game::new(2, 5).expect("set-up");
    g.rng.force_dice(&[]);
    while let Stage::Placing { player } = g.stage {
        let spot = g
            .spots()
            .find(|&s| g.can_place(player, s).is_ok())
            .expect("a free square");
        let ev = ok(&mut g, player, Act::Place { which: 0, at: spot });
        assert!(matches!(ev[0], Event::Placed { .. }));
    }
    assert_eq!(g.stage, Stage::Command);
    assert_eq!(g.turn.player, 0);
    assert!((2..=12).contains(&g.turn.cp));
}

// ---- CP, deployment, rousing ---------------------------------------------------------------

#[test]
fn bm_5_1_deploy_costs_4_cp_and_lands_on_the_rolled_flat() {
    let mut g = bare(2);
    let pile = g.piles[0].len();
    g.rng.force_dice(&[3, 4]);
    let ev = ok(&mut g, 0, Act::Deploy);
    let (c, l) = data().layout.flat(34).expect("flat 34");
    assert!(ev.contains(&Event::Deployed {
        tenant: 0,
        at: sp(0, c, l)
    }));
    assert_eq!(g.turn.cp, 8);
    assert_eq!(g.piles[0].len(), pile - 1);
    // Its starting counter (BM-5.1), from the right bag.
    let t = &g.tenants[0];
    match t.tenant.starts {
        Some(bag) => assert_eq!(data().items[usize::from(t.kit[0].item)].bag, bag),
        None => assert!(t.kit.is_empty()),
    }
}

#[test]
fn bm_5_1_an_occupied_or_collapsed_flat_is_rolled_again() {
    let mut g = bare(2);
    let (c, l) = data().layout.flat(34).expect("flat");
    put(&mut g, 1, "resident", sp(0, c, l), &[]);
    let (c2, l2) = data().layout.flat(11).expect("flat");
    g.markers_mut(sp(0, c2, l2)).expect("sq").collapsed = true;
    g.rng.force_dice(&[3, 4, 1, 1, 2, 2]);
    let ev = ok(&mut g, 0, Act::Deploy);
    let (c3, l3) = data().layout.flat(22).expect("flat");
    assert!(ev.contains(&Event::Deployed {
        tenant: 1,
        at: sp(0, c3, l3)
    }));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::AddressRolled { free: false, .. }))
            .count(),
        2
    );
}

#[test]
fn bm_5_1_deploy_needs_4_cp_a_pile_and_no_lockdown() {
    let mut g = bare(2);
    g.turn.cp = 3;
    refused(&mut g, 0, Act::Deploy, Refusal::NoPoints);
    g.turn.cp = 12;
    g.endgame = true;
    refused(&mut g, 0, Act::Deploy, Refusal::CannotDeploy);
    g.endgame = false;
    g.piles[0].clear();
    refused(&mut g, 0, Act::Deploy, Refusal::CannotDeploy);
    assert_eq!(Refusal::CannotDeploy.rule(), Some("BM-5.1"));
}

#[test]
fn bm_5_1_rouse_costs_its_rouse_once_a_turn_own_tenants_only() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "crowd", sp(0, 3, 3), &[]);
    let b = put(&mut g, 1, "resident", sp(1, 3, 3), &[]);
    let ev = ok(&mut g, 0, Act::Rouse { tenant: a });
    assert_eq!(ev, vec![Event::Roused { tenant: a, cp: 3 }]);
    assert_eq!(g.turn.cp, 9);
    assert_eq!(g.tenants[usize::from(a)].mp, 3);
    refused(&mut g, 0, Act::Rouse { tenant: a }, Refusal::AlreadyRoused);
    refused(&mut g, 0, Act::Rouse { tenant: b }, Refusal::NotYours);
    refused(&mut g, 1, Act::Rouse { tenant: b }, Refusal::NotYourTurn);
    // BM-7.10: a spent tenant cannot be roused.
    let c = put(&mut g, 0, "resident", sp(0, 5, 3), &[]);
    g.tenants[usize::from(c)].spent = true;
    refused(&mut g, 0, Act::Rouse { tenant: c }, Refusal::Spent);
    g.turn.cp = 0;
    let d = put(&mut g, 0, "resident", sp(0, 6, 3), &[]);
    refused(&mut g, 0, Act::Rouse { tenant: d }, Refusal::NoPoints);
}

#[test]
fn bm_9_3_any_player_may_hire_a_drifter_for_the_turn() {
    let mut g = bare(2);
    let dr = put(&mut g, 1, "drifter", sp(0, 3, 3), &[]);
    roused(&mut g, dr);
    assert_eq!(g.tenants[usize::from(dr)].hired_by, Some(0));
    assert!(g.friendly(0, &g.tenants[usize::from(dr)]));
    // Nobody's once the turn is over: anyone may attack it.
    g.start_turn(1);
    assert!(!g.friendly(1, &g.tenants[usize::from(dr)]));
}

// ---- movement ---------------------------------------------------------------------

#[test]
fn bm_6_1_across_and_down_cost_1_up_costs_2_extra_mp_cost_cp() {
    let mut g = bare(2);
    // A resident of stride 4 on flat interior (5, 5).
    let t = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    roused(&mut g, t); // 11 CP
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 3);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Up,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 1);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Down,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 0);
    // BM-5.1: an extra MP for 1 CP each.
    let ev = ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Up,
        },
    );
    assert!(matches!(ev[0], Event::Moved { mp: 0, cp: 2, .. }));
    assert_eq!(g.turn.cp, 9);
    assert_eq!(at(&g, t), sp(0, 6, 6));
    // No diagonal: a step is one of four directions (BM-3.5).
    assert_eq!(Dir::ALL.len(), 4);
}

#[test]
fn bm_6_2_commons_and_forecourts_cost_nothing_commons_only_with_power() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 3, 3), &[]);
    roused(&mut g, t);
    // (4, 3) is a lift lobby: commons.
    assert_eq!(g.square(sp(0, 4, 3)).map(|s| s.place), Some(Place::Commons));
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 4);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Left,
        },
    );
    g.boards[0].power = false;
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 2);
    // The forecourt is free always.
    let f = put(&mut g, 0, "resident", sp(0, 2, 2), &[]);
    roused(&mut g, f);
    g.markers_mut(sp(0, 2, 2)).expect("sq");
    assert_eq!(
        g.square(sp(0, 2, 1)).map(|s| s.place),
        Some(Place::Forecourt)
    );
}

#[test]
fn bm_6_3_collapsed_squares_cost_one_more_to_enter_and_to_leave() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    g.markers_mut(sp(0, 6, 5)).expect("sq").collapsed = true;
    roused(&mut g, t);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 2);
    // Out of it into a lift lobby (commons, free): 1 for leaving.
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 1);
}

#[test]
fn bm_6_4_open_air_only_for_courtyards_and_broken_skybridges() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 2, 5), &[]);
    roused(&mut g, t);
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Left,
        },
        Refusal::Blocked,
    );
    // The forecourt (2, 1) to the courtyard (1, 1): allowed.
    let c = put(&mut g, 0, "resident", sp(0, 2, 1), &[]);
    roused(&mut g, c);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: c,
            dir: Dir::Left,
        },
    );
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: c,
            dir: Dir::Left,
        },
    );
    // Across the board edge into the next board's courtyard (BM-3.4)...
    let mut g2 = bare(2);
    let e = put(&mut g2, 0, "resident", sp(0, 11, 1), &[]);
    roused(&mut g2, e);
    ok(
        &mut g2,
        0,
        Act::Step {
            tenant: e,
            dir: Dir::Right,
        },
    );
    assert_eq!(at(&g2, e), sp(1, 0, 1));
    // ...but never off the closed ends of a 2-stack row.
    let w = put(&mut g2, 0, "resident", sp(0, 0, 1), &[]);
    roused(&mut g2, w);
    refused(
        &mut g2,
        0,
        Act::Step {
            tenant: w,
            dir: Dir::Left,
        },
        Refusal::Blocked,
    );
    // A working skybridge is ridden, not walked (BM-6.11).
    let l = put(&mut g2, 0, "resident", sp(0, 9, 6), &[]);
    roused(&mut g2, l);
    refused(
        &mut g2,
        0,
        Act::Step {
            tenant: l,
            dir: Dir::Right,
        },
        Refusal::Blocked,
    );
    // A stopped one (a hit on it) is walked like collapsed squares.
    g2.markers_mut(sp(0, 10, 6)).expect("sq").structure = 1;
    ok(
        &mut g2,
        0,
        Act::Step {
            tenant: l,
            dir: Dir::Right,
        },
    );
    assert_eq!(g2.tenants[usize::from(l)].mp, 2);
}

#[test]
fn bm_6_5_no_entering_an_occupied_square_on_foot() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    put(&mut g, 1, "resident", sp(0, 6, 5), &[]);
    put(&mut g, 0, "resident", sp(0, 5, 6), &[]);
    roused(&mut g, t);
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
        Refusal::Occupied,
    );
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Up,
        },
        Refusal::Occupied,
    );
    // BM-9.5: a vigilante may share a square with a friendly tenant.
    let v = put(&mut g, 0, "vigilante", sp(0, 5, 4), &[]);
    roused(&mut g, v);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: v,
            dir: Dir::Up,
        },
    );
    assert_eq!(at(&g, v), sp(0, 5, 5));
}

#[test]
fn bm_6_9_lifts_go_to_any_level_for_1_mp_unless_cut() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 4, 1), &[]);
    roused(&mut g, t);
    ok(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 9,
        },
    );
    assert_eq!(at(&g, t), sp(0, 4, 9));
    assert_eq!(g.tenants[usize::from(t)].mp, 3);
    // A collapse on the way blocks the shaft; so does a power cut.
    g.markers_mut(sp(0, 4, 5)).expect("sq").collapsed = true;
    refused(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 1,
        },
        Refusal::NoLift,
    );
    ok(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 6,
        },
    );
    g.boards[0].power = false;
    refused(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 8,
        },
        Refusal::NoLift,
    );
    // Not on a shaft.
    let u = put(&mut g, 0, "resident", sp(0, 5, 3), &[]);
    roused(&mut g, u);
    refused(
        &mut g,
        0,
        Act::Lift {
            tenant: u,
            level: 5,
        },
        Refusal::NoLift,
    );
}

#[test]
fn bm_6_9_a_lift_may_stop_on_an_enemy_and_standing_orders_halt_it() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 7, 1), &[]);
    let e = put(&mut g, 1, "resident", sp(0, 7, 5), &[]);
    roused(&mut g, t);
    // Passing by default (the owner's orders say never).
    let mut pass = g.clone();
    ok(
        &mut pass,
        0,
        Act::Lift {
            tenant: t,
            level: 8,
        },
    );
    assert_eq!(at(&pass, t), sp(0, 7, 8));
    // With the order set, the ride halts in the enemy's square.
    g.orders[1] = Orders {
        stop_lifts: true,
        ..quiet()
    };
    let ev = ok(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 8,
        },
    );
    assert!(ev.contains(&Event::LiftHalted {
        tenant: t,
        at: sp(0, 7, 5)
    }));
    assert_eq!(at(&g, t), at(&g, e));
    // Now it must fight (BM-6.5): it moves no further.
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Left,
        },
        Refusal::Fighting,
    );
}

#[test]
fn bm_6_10_the_drop_tube_falls_to_level_1_and_kills_through_a_collapse() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 6, 8), &[]);
    roused(&mut g, t);
    ok(&mut g, 0, Act::Drop { tenant: t });
    assert_eq!(at(&g, t), sp(0, 6, 1));
    let u = put(&mut g, 0, "resident", sp(0, 6, 9), &[]);
    g.markers_mut(sp(0, 6, 3)).expect("sq").collapsed = true;
    roused(&mut g, u);
    // Level 1 is taken by a friend.
    refused(&mut g, 0, Act::Drop { tenant: u }, Refusal::Occupied);
    g.tenants[usize::from(t)].at = sp(0, 5, 5);
    ok(&mut g, 0, Act::Drop { tenant: u });
    assert_eq!(gone(&g, u), Some(Gone::Destroyed));
    refused(&mut g, 0, Act::Drop { tenant: t }, Refusal::NoDropTube);
}

#[test]
fn bm_6_11_skybridge_rides_landing_to_landing_while_it_works() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 9, 6), &[]);
    roused(&mut g, t);
    assert_eq!(
        g.rides_from(sp(0, 9, 6)),
        vec![(sp(1, 2, 6), Place::Landing)]
    );
    // The outer landing of a 2-stack row leads nowhere.
    assert!(g.rides_from(sp(0, 2, 6)).is_empty());
    let mut cut = g.clone();
    cut.boards[1].power = false;
    refused(
        &mut cut,
        0,
        Act::Ride {
            tenant: t,
            to: sp(1, 2, 6),
        },
        Refusal::NoRide,
    );
    // It may end on an enemy's landing (BM-6.5 a).
    put(&mut g, 1, "resident", sp(1, 2, 6), &[]);
    ok(
        &mut g,
        0,
        Act::Ride {
            tenant: t,
            to: sp(1, 2, 6),
        },
    );
    assert_eq!(at(&g, t), sp(1, 2, 6));
    assert_eq!(g.tenants[usize::from(t)].mp, 3);
}

#[test]
fn bm_6_12_the_monorail_needs_a_car_and_carries_it() {
    let mut g = bare(3);
    let t = put(&mut g, 0, "resident", sp(0, 8, 10), &[]);
    roused(&mut g, t);
    assert!(g.rides_from(sp(0, 8, 10)).is_empty());
    g.markers_mut(sp(0, 8, 10)).expect("sq").car = true;
    // Both ways round a wrapping row (BM-13.3): the next stop on another board.
    let rides = g.rides_from(sp(0, 8, 10));
    assert!(rides.contains(&(sp(1, 3, 10), Place::Stop)));
    assert!(rides.contains(&(sp(2, 8, 10), Place::Stop)));
    ok(
        &mut g,
        0,
        Act::Ride {
            tenant: t,
            to: sp(1, 3, 10),
        },
    );
    assert!(g.markers(sp(1, 3, 10)).is_some_and(|m| m.car));
    assert!(!g.markers(sp(0, 8, 10)).is_some_and(|m| m.car));
    // A collapsed rail square cuts the line.
    g.markers_mut(sp(1, 2, 10)).expect("sq").collapsed = true;
    assert!(!g
        .rides_from(sp(1, 3, 10))
        .contains(&(sp(0, 8, 10), Place::Stop)));
    // BM-9.2: bruisers never ride it.
    let b = put(&mut g, 0, "bruiser", sp(0, 3, 10), &[]);
    g.markers_mut(sp(0, 3, 10)).expect("sq").car = true;
    roused(&mut g, b);
    refused(
        &mut g,
        0,
        Act::Ride {
            tenant: b,
            to: sp(2, 8, 10),
        },
        Refusal::KindCannot,
    );
}

#[test]
fn bm_6_13_the_freeway_runs_garage_to_garage_not_for_crowds() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 8, 2), &[]);
    roused(&mut g, t);
    assert_eq!(
        g.rides_from(sp(0, 8, 2)),
        vec![(sp(1, 3, 2), Place::Garage)]
    );
    let mut blocked = g.clone();
    blocked.markers_mut(sp(0, 9, 2)).expect("sq").collapsed = true;
    refused(
        &mut blocked,
        0,
        Act::Ride {
            tenant: t,
            to: sp(1, 3, 2),
        },
        Refusal::NoRide,
    );
    let c = put(&mut g, 0, "crowd", sp(0, 3, 2), &[]);
    roused(&mut g, c);
    refused(
        &mut g,
        0,
        Act::Ride {
            tenant: c,
            to: sp(1, 3, 2),
        },
        Refusal::NoRide,
    );
    ok(
        &mut g,
        0,
        Act::Ride {
            tenant: t,
            to: sp(1, 3, 2),
        },
    );
    assert_eq!(at(&g, t), sp(1, 3, 2));
    let mut g2 = bare(2);
    let c2 = put(&mut g2, 0, "crowd", sp(0, 8, 2), &[]);
    roused(&mut g2, c2);
    refused(
        &mut g2,
        0,
        Act::Ride {
            tenant: c2,
            to: sp(1, 3, 2),
        },
        Refusal::KindCannot,
    );
}

#[test]
fn bm_6_14_flight_from_a_balcony_ends_the_move() {
    let mut g = bare(2);
    let v = put(&mut g, 0, "vigilante", sp(0, 9, 8), &[]);
    roused(&mut g, v);
    ok(
        &mut g,
        0,
        Act::Fly {
            tenant: v,
            to: sp(1, 0, 7),
        },
    );
    assert_eq!(at(&g, v), sp(1, 0, 7));
    assert_eq!(g.tenants[usize::from(v)].mp, 0);
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: v,
            dir: Dir::Left,
        },
        Refusal::DrewKit,
    );
    // Not from inside the stack; not without flight.
    let w = put(&mut g, 0, "vigilante", sp(0, 5, 5), &[]);
    roused(&mut g, w);
    refused(
        &mut g,
        0,
        Act::Fly {
            tenant: w,
            to: sp(0, 0, 5),
        },
        Refusal::NoFlight,
    );
    let r = put(&mut g, 0, "resident", sp(0, 2, 8), &[]);
    roused(&mut g, r);
    refused(
        &mut g,
        0,
        Act::Fly {
            tenant: r,
            to: sp(0, 0, 5),
        },
        Refusal::NoFlight,
    );
    // A jet pack flies; a stop is reached through an intact rail portal (reading 2).
    let j = put(&mut g, 0, "resident", sp(0, 2, 1), &["jet_pack"]);
    roused(&mut g, j);
    assert!(g
        .flight_ends(sp(0, 2, 1), false)
        .contains(&(sp(1, 3, 10), false)));
    g.markers_mut(sp(1, 2, 10)).expect("sq").collapsed = true;
    refused(
        &mut g,
        0,
        Act::Fly {
            tenant: j,
            to: sp(1, 3, 10),
        },
        Refusal::NoFlight,
    );
    // With paint cans, the outer half of an empty window square.
    let mut g2 = bare(2);
    let p = put(
        &mut g2,
        0,
        "resident",
        sp(0, 9, 8),
        &["jet_pack", "paint_cans"],
    );
    roused(&mut g2, p);
    ok(
        &mut g2,
        0,
        Act::Fly {
            tenant: p,
            to: sp(1, 2, 5),
        },
    );
    assert!(g2.tenants[usize::from(p)].outside);
}

#[test]
fn bm_6_14_flyers_never_carry_heavy_kit() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 6, 4), &["jet_pack"]);
    let heavy = g.clone();
    let mut t2 = heavy.tenants[usize::from(t)].clone();
    t2.kit.push(Kit {
        item: item("rocket_tube"),
        deployed: false,
    });
    assert!(!g.kit_ok(&t2));
    roused(&mut g, t);
}

// ---- kit ------------------------------------------------------------------------

#[test]
fn bm_6_6_a_draw_at_a_market_ends_the_move() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 3, 1), &[]);
    // BM-6.6: no rousing needed.
    let gear = g.gear.len();
    ok(&mut g, 0, Act::Draw { tenant: t });
    assert_eq!(g.gear.len(), gear - 1);
    assert_eq!(g.tenants[usize::from(t)].kit.len(), 1);
    refused(&mut g, 0, Act::Draw { tenant: t }, Refusal::NoDraw);
}

#[test]
fn bm_6_6_lockups_give_arms_and_no_draw_in_a_fight() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 6, 4), &[]);
    let mut fight = g.clone();
    put(&mut fight, 1, "resident", sp(0, 6, 4), &[]);
    refused(&mut fight, 0, Act::Draw { tenant: t }, Refusal::NoDraw);
    ok(&mut g, 0, Act::Draw { tenant: t });
    let k = g.tenants[usize::from(t)].kit[0].item;
    assert_eq!(data().items[usize::from(k)].bag, Bag::Arms);
    // A flat is no place to draw.
    let u = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    refused(&mut g, 0, Act::Draw { tenant: u }, Refusal::NoDraw);
}

#[test]
fn bm_9_2_bruisers_put_flight_kit_back_and_draw_again() {
    let mut g = bare(2);
    let b = put(&mut g, 0, "bruiser", sp(0, 3, 1), &[]);
    g.gear = vec![item("knife"), item("jet_pack")];
    let ev = ok(&mut g, 0, Act::Draw { tenant: b });
    assert!(ev.iter().any(|e| matches!(e, Event::KitRedrawn { .. })));
    let kit = &g.tenants[usize::from(b)].kit;
    assert_eq!(kit.len(), 1);
    assert_eq!(kit[0].item, item("knife"));
    assert_eq!(g.gear, vec![item("jet_pack")]);
}

#[test]
fn bm_6_7_over_the_carry_limit_a_counter_must_be_discarded() {
    let mut g = bare(2);
    // A grit-1 resident holding one counter draws a second.
    let t = put(&mut g, 0, "resident", sp(0, 3, 1), &["knife"]);
    assert_eq!(g.tenants[usize::from(t)].tenant.grit, 1);
    ok(&mut g, 0, Act::Draw { tenant: t });
    assert_eq!(g.turn.must_discard, Some(t));
    refused(&mut g, 0, Act::EndCommand, Refusal::MustDiscard);
    let gear = g.gear.len();
    ok(&mut g, 0, Act::Discard { tenant: t, slot: 0 });
    assert_eq!(g.turn.must_discard, None);
    assert_eq!(g.gear.len(), gear + 1);
}

#[test]
fn bm_6_8_kit_passes_to_an_adjacent_roused_friend_for_1_mp() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "resident", sp(0, 5, 5), &["pistol"]);
    let b = put(&mut g, 0, "crowd", sp(0, 6, 5), &[]);
    refused(
        &mut g,
        0,
        Act::PassKit {
            from: a,
            slot: 0,
            to: b,
        },
        Refusal::NotRoused,
    );
    roused(&mut g, b);
    ok(
        &mut g,
        0,
        Act::PassKit {
            from: a,
            slot: 0,
            to: b,
        },
    );
    assert!(g.tenants[usize::from(a)].kit.is_empty());
    assert_eq!(g.tenants[usize::from(b)].mp, 2);
    let c = put(&mut g, 0, "resident", sp(0, 3, 5), &[]);
    roused(&mut g, c);
    refused(
        &mut g,
        0,
        Act::PassKit {
            from: b,
            slot: 0,
            to: c,
        },
        Refusal::NotAdjacent,
    );
}

#[test]
fn bm_6_15_heavy_kit_is_set_up_for_2_mp_and_folded_by_moving() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "crowd", sp(0, 5, 5), &["rocket_tube", "knife"]);
    roused(&mut g, t);
    refused(
        &mut g,
        0,
        Act::SetUp { tenant: t, slot: 1 },
        Refusal::NotHeavy,
    );
    ok(&mut g, 0, Act::SetUp { tenant: t, slot: 0 });
    assert!(g.tenants[usize::from(t)].kit[0].deployed);
    assert_eq!(g.tenants[usize::from(t)].mp, 1);
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert!(!g.tenants[usize::from(t)].kit[0].deployed);
}

#[test]
fn bm_9_9_the_plant_room_switches_the_power_for_1_mp() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(1, 5, 1), &[]);
    roused(&mut g, t);
    let ev = ok(&mut g, 0, Act::Power { tenant: t });
    assert_eq!(
        ev,
        vec![Event::PowerSwitched {
            board: 1,
            on: false
        }]
    );
    assert!(!g.boards[1].power);
    let u = put(&mut g, 0, "resident", sp(0, 6, 1), &[]);
    roused(&mut g, u);
    refused(&mut g, 0, Act::Power { tenant: u }, Refusal::NoPlantRoom);
}

#[test]
fn bm_9_7_a_breaching_charge_is_left_for_1_mp_and_goes_off_in_combat() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(1, 5, 5), &["breaching_charge"]);
    roused(&mut g, t);
    ok(&mut g, 0, Act::Plant { tenant: t, slot: 0 });
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.charges), Some(1));
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Left,
        },
    );
    // At the start of combat: a DAMAGE +4 shot at whoever is there, then D6 markers
    // (divided by 1, reading 10), each rolled for collapse.
    let e = put(&mut g, 1, "resident", sp(1, 5, 5), &[]);
    g.rng.force_dice(&[6, 2, 1, 1]);
    ok(&mut g, 0, Act::EndCommand);
    if g.stage == Stage::Defence {
        ok(&mut g, 1, Act::DefenceDone);
    }
    assert_eq!(gone(&g, e), Some(Gone::Destroyed));
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.structure), Some(2));
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.charges), Some(0));
}

// ---- command cards ----------------------------------------------------------------

fn give_card(g: &mut Game, player: u8, feud_key: &str) -> u8 {
    let d = data();
    let card = *d
        .deck
        .iter()
        .find(|c| d.feud_sides[usize::from(c.feud)].key == feud_key)
        .expect("card");
    g.hands[usize::from(player)].push(card);
    u8::try_from(g.hands[usize::from(player)].len() - 1).expect("index")
}

#[test]
fn bm_10_2_command_cards_in_the_command_phase() {
    let mut g = bare(2);
    let rally = give_card(&mut g, 0, "rally");
    ok(
        &mut g,
        0,
        Act::Play {
            card: rally,
            on: On::Nothing,
        },
    );
    assert_eq!(g.turn.cp, 15);
    assert_eq!(g.discard.len(), 1);
    let car = give_card(&mut g, 0, "monorail_car");
    refused(
        &mut g,
        0,
        Act::Play {
            card: car,
            on: On::Square(sp(1, 3, 10)),
        },
        Refusal::BadTarget,
    );
    ok(
        &mut g,
        0,
        Act::Play {
            card: car,
            on: On::Square(sp(0, 3, 10)),
        },
    );
    assert!(g.markers(sp(0, 3, 10)).is_some_and(|m| m.car));
    let t = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    let free = give_card(&mut g, 0, "favour_owed");
    let cp = g.turn.cp;
    ok(
        &mut g,
        0,
        Act::Play {
            card: free,
            on: On::Tenant(t),
        },
    );
    assert_eq!(g.turn.cp, cp);
    assert!(g.tenants[usize::from(t)].roused);
    let march = give_card(&mut g, 0, "forced_march");
    ok(
        &mut g,
        0,
        Act::Play {
            card: march,
            on: On::Tenant(t),
        },
    );
    assert_eq!(g.tenants[usize::from(t)].mp, 7);
    let wind = give_card(&mut g, 0, "second_wind");
    g.rng.force_dice(&[2, 3]);
    ok(
        &mut g,
        0,
        Act::Play {
            card: wind,
            on: On::Nothing,
        },
    );
    assert_eq!(g.turn.cp, cp + 5);
    // Hazard and attack cards are not command cards.
    let hazard = give_card(&mut g, 0, "guard_dog");
    refused(
        &mut g,
        0,
        Act::Play {
            card: hazard,
            on: On::Nothing,
        },
        Refusal::NotCommandCard,
    );
}

#[test]
fn bm_9_6_contractors_come_by_card_roused_and_limited() {
    let mut g = bare(2);
    let c = give_card(&mut g, 0, "hire_contractors");
    ok(
        &mut g,
        0,
        Act::Play {
            card: c,
            on: On::Square(sp(0, 5, 5)),
        },
    );
    let id = u16::try_from(g.tenants.len() - 1).expect("id");
    let t = &g.tenants[usize::from(id)];
    assert_eq!(t.tenant.kind, data().contractor.kind);
    assert!(t.roused);
    assert_eq!(t.kit.len(), 1);
    assert_eq!(data().items[usize::from(t.kit[0].item)].bag, Bag::Arms);
    // Never roused with CP.
    g.start_turn(0);
    refused(
        &mut g,
        0,
        Act::Rouse { tenant: id },
        Refusal::ContractorRouse,
    );
    // At most two in play with 2 stacks: then the card only rouses.
    let c2 = give_card(&mut g, 0, "hire_contractors");
    ok(
        &mut g,
        0,
        Act::Play {
            card: c2,
            on: On::Square(sp(0, 6, 5)),
        },
    );
    let c3 = give_card(&mut g, 0, "hire_contractors");
    refused(
        &mut g,
        0,
        Act::Play {
            card: c3,
            on: On::Square(sp(0, 6, 6)),
        },
        Refusal::BadTarget,
    );
    ok(
        &mut g,
        0,
        Act::Play {
            card: c3,
            on: On::Nothing,
        },
    );
    assert_eq!(g.contractors_in_play(), 2);
}

// ---- geometry ------------------------------------------------------------------------

#[test]
fn bm_3_4_the_row_wraps_with_3_or_4_stacks_only() {
    let g2 = bare(2);
    assert_eq!(g2.neighbour(sp(0, 0, 1), Dir::Left), None);
    assert_eq!(g2.neighbour(sp(1, 11, 1), Dir::Right), None);
    assert_eq!(g2.neighbour(sp(0, 11, 1), Dir::Right), Some(sp(1, 0, 1)));
    let g3 = bare(3);
    assert_eq!(g3.neighbour(sp(0, 0, 1), Dir::Left), Some(sp(2, 11, 1)));
    assert_eq!(g3.neighbour(sp(2, 11, 4), Dir::Right), Some(sp(0, 0, 4)));
    // Lines of fire wrap too.
    assert_eq!(g3.line_of_fire(sp(0, 0, 4), sp(2, 10, 4)), Some(2));
    assert_eq!(g2.line_of_fire(sp(0, 0, 4), sp(1, 10, 4)), None);
}

#[test]
fn bm_7_4_lines_of_fire_pass_open_air_and_end_in_building_squares() {
    let g = bare(2);
    assert_eq!(walk(2, 0), vec![(1, 0), (2, 0)]);
    assert_eq!(walk(2, 2), vec![(1, 1), (2, 2)]);
    assert_eq!(walk(1, 2), vec![(0, 1), (1, 1), (1, 2)]);
    // Window to window across the gap (board 0 column 9 to board 1 column 2).
    assert_eq!(g.line_of_fire(sp(0, 9, 5), sp(1, 2, 5)), Some(5));
    // Never through a window: from the gap into the interior behind it.
    assert_eq!(g.line_of_fire(sp(0, 10, 5), sp(1, 3, 5)), None);
    // Diagonally across open air to a window: range counts diagonals.
    assert_eq!(g.line_of_fire(sp(0, 11, 3), sp(1, 2, 6)), Some(3));
    // Into an interior square only straight.
    assert_eq!(g.line_of_fire(sp(0, 4, 11), sp(0, 4, 10)), Some(1));
    assert_eq!(g.line_of_fire(sp(0, 3, 11), sp(0, 4, 10)), None);
    // Inside the stack, neighbours see each other.
    assert_eq!(g.line_of_fire(sp(0, 5, 5), sp(0, 6, 5)), Some(1));
    assert_eq!(g.line_of_fire(sp(0, 5, 5), sp(0, 7, 5)), None);
    // A fallen stack is open air for lines of fire (BM-8.5).
    let mut fell = bare(2);
    fell.boards[1].collapsed = true;
    assert!(fell.line_of_fire(sp(0, 9, 5), sp(1, 9, 5)).is_some());
}

// ---- defensive fire -------------------------------------------------------------------

#[test]
fn bm_7_1_the_defence_window_opens_for_everyone_and_hides_the_declarations() {
    let mut g = bare(3);
    let me = put(&mut g, 0, "resident", sp(0, 9, 5), &[]);
    let armed = put(&mut g, 1, "resident", sp(0, 10, 5), &["pistol"]);
    // Player 2 has nothing near and no weapon: asked all the same.
    put(&mut g, 2, "resident", sp(2, 5, 5), &[]);
    ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Defence);
    let shot = DefenceShot {
        shooter: armed,
        slot: 0,
        target: sp(0, 9, 5),
    };
    refused(&mut g, 0, Act::Defend { shot }, Refusal::NotYourTurn);
    ok(&mut g, 1, Act::Defend { shot });
    assert_eq!(g.staged_shots.len(), 1);
    g.rng.force_dice(&[6]);
    ok(&mut g, 1, Act::DefenceDone);
    assert_eq!(g.stage, Stage::Defence, "waiting for player 2");
    assert_eq!(gone(&g, me), None, "nothing resolved before all are done");
    let ev = ok(&mut g, 2, Act::DefenceDone);
    assert!(ev.contains(&Event::CombatBegan));
    // 6 + 2 + 1 (open air? no: a window) - 1 = 7 >= 6.
    assert_eq!(gone(&g, me), Some(Gone::Destroyed));
    assert!(g.tenants[usize::from(armed)].spent);
}

#[test]
fn bm_7_1_no_window_without_a_tenant_beside_an_unspent_enemy() {
    let mut g = bare(2);
    put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    put(&mut g, 1, "resident", sp(1, 5, 5), &["rifle"]);
    ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Combat);
}

#[test]
fn bm_7_1_spent_defenders_stay_spent_until_their_own_end_phase() {
    let mut g = bare(2);
    put(&mut g, 0, "resident", sp(0, 9, 5), &[]);
    let d = put(&mut g, 1, "crowd", sp(0, 10, 5), &["pistol"]);
    ok(&mut g, 0, Act::EndCommand);
    g.rng.force_dice(&[1]);
    ok(
        &mut g,
        1,
        Act::Defend {
            shot: DefenceShot {
                shooter: d,
                slot: 0,
                target: sp(0, 9, 5),
            },
        },
    );
    ok(&mut g, 1, Act::DefenceDone);
    ok(&mut g, 0, Act::EndCombat);
    while g.stage == Stage::Discard {
        ok(&mut g, 0, Act::DiscardCard { card: 0 });
    }
    assert_eq!(g.turn.player, 1);
    assert!(g.tenants[usize::from(d)].spent);
    refused(&mut g, 1, Act::Rouse { tenant: d }, Refusal::Spent);
    ok(&mut g, 1, Act::EndCommand);
    if g.stage == Stage::Defence {
        ok(&mut g, 0, Act::DefenceDone);
    }
    ok(&mut g, 1, Act::EndCombat);
    while g.stage == Stage::Discard {
        ok(&mut g, 1, Act::DiscardCard { card: 0 });
    }
    assert!(!g.tenants[usize::from(d)].spent);
}

// ---- defensive-fire orders (docs/feud-design.md, section 8) -----------------------------

/// Player 0 on turn with a grit-1 resident in open air (0/10/4, +1 to hit) and a grit-5
/// crowd in a window (0/9/5), both beside player 1's resident in open air at 0/10/5 with
/// `kit` (heavy kit set up). Returns (resident, crowd, shooter).
fn under_fire(g: &mut Game, kit: &[&str]) -> (u16, u16, u16) {
    let weak = put(g, 0, "resident", sp(0, 10, 4), &[]);
    let strong = put(g, 0, "crowd", sp(0, 9, 5), &[]);
    let shooter = put(g, 1, "resident", sp(0, 10, 5), kit);
    for k in &mut g.tenants[usize::from(shooter)].kit {
        k.deployed = true;
    }
    (weak, strong, shooter)
}

fn set_fire(g: &mut Game, player: u8, fire: Fire) {
    g.orders[usize::from(player)].defence = fire;
}

fn closed_shots(ev: &[Event]) -> Vec<DefenceShot> {
    ev.iter()
        .find_map(|e| match e {
            Event::DefenceClosed { shots } => Some(shots.clone()),
            _ => None,
        })
        .expect("the window closed")
}

#[test]
fn bm_7_1_an_automatic_order_shoots_the_weakest_and_the_window_does_not_wait() {
    let mut g = bare(2);
    let (weak, strong, shooter) = under_fire(&mut g, &["beam_projector"]);
    set_fire(&mut g, 1, Fire::Weakest);
    g.rng.force_dice(&[2]);
    let ev = ok(&mut g, 0, Act::EndCommand);
    // Opened and closed inside player 0's command: nobody was asked.
    assert_eq!(g.stage, Stage::Combat);
    assert!(ev.contains(&Event::DefenceOpened));
    assert!(ev.contains(&Event::DefenceDeclared { player: 1 }));
    // The resident needs 6 - 6 - 1 + 1 = 0 (sure), the crowd 6 - 6 + 5 = 5: the resident.
    assert_eq!(
        closed_shots(&ev),
        vec![DefenceShot {
            shooter,
            slot: 0,
            target: sp(0, 10, 4),
        }]
    );
    assert_eq!(gone(&g, weak), Some(Gone::Destroyed));
    assert_eq!(gone(&g, strong), None);
    assert!(g.tenants[usize::from(shooter)].spent, "BM-7.1: flipped");
}

#[test]
fn bm_7_1_the_strongest_order_shoots_the_highest_grit_it_can_remove() {
    let mut g = bare(2);
    let (_, strong, shooter) = under_fire(&mut g, &["beam_projector"]);
    set_fire(&mut g, 1, Fire::Strongest);
    g.rng.force_dice(&[5]);
    let ev = ok(&mut g, 0, Act::EndCommand);
    assert_eq!(
        closed_shots(&ev),
        vec![DefenceShot {
            shooter,
            slot: 0,
            target: sp(0, 9, 5),
        }]
    );
    // 5 + 6 - 5 = 6: removed.
    assert_eq!(gone(&g, strong), Some(Gone::Destroyed));
}

#[test]
fn bm_7_1_an_automatic_order_holds_fire_when_no_shot_can_remove() {
    // A pistol (+2): the crowd needs 6 - 2 + 5 = 9, never; with the resident gone the
    // shooter holds fire and stays unspent.
    let mut g = bare(2);
    let (weak, _, shooter) = under_fire(&mut g, &["pistol"]);
    g.tenants[usize::from(weak)].gone = Some(Gone::Destroyed);
    set_fire(&mut g, 1, Fire::Strongest);
    let ev = ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Combat);
    assert_eq!(closed_shots(&ev), vec![]);
    assert!(!g.tenants[usize::from(shooter)].spent);
}

#[test]
fn bm_7_1_an_automatic_order_never_shoots_a_square_holding_its_own() {
    let mut g = bare(2);
    let (_, _, shooter) = under_fire(&mut g, &["beam_projector"]);
    // Player 1's own tenant is locked with the weak resident (BM-7.5).
    put(&mut g, 1, "resident", sp(0, 10, 4), &[]);
    set_fire(&mut g, 1, Fire::Weakest);
    let ev = ok(&mut g, 0, Act::EndCommand);
    assert_eq!(
        closed_shots(&ev),
        vec![DefenceShot {
            shooter,
            slot: 0,
            target: sp(0, 9, 5),
        }]
    );
}

#[test]
fn bm_7_1_ties_go_to_the_lowest_tenant_id_and_the_best_weapon() {
    let mut g = bare(2);
    // Two grit-1 residents, both in open air beside the shooter: the same die needed.
    let first = put(&mut g, 0, "resident", sp(0, 10, 6), &[]);
    put(&mut g, 0, "resident", sp(0, 10, 4), &[]);
    let shooter = put(
        &mut g,
        1,
        "resident",
        sp(0, 10, 5),
        &["knife", "pistol", "shotgun"],
    );
    assert!(first < shooter);
    let shots = g.auto_defence(1, Fire::Weakest);
    // The knife cannot shoot (RANGE 0); the shotgun (+3) beats the pistol (+2).
    assert_eq!(
        shots,
        vec![DefenceShot {
            shooter,
            slot: 2,
            target: sp(0, 10, 6),
        }]
    );
    // The same shots whatever the dice or the hands (only the position decides).
    let mut other = g.clone();
    other.rng = crate::shared::rng::GameRng::from_seed(99);
    other.hands.swap(0, 1);
    assert_eq!(other.auto_defence(1, Fire::Weakest), shots);
    assert_eq!(g.auto_defence(1, Fire::Never), vec![]);
    assert_eq!(g.auto_defence(1, Fire::Ask), vec![]);
}

#[test]
fn bm_7_1_the_never_order_is_never_asked_and_never_shoots() {
    let mut g = bare(2);
    let (weak, _, shooter) = under_fire(&mut g, &["beam_projector"]);
    set_fire(&mut g, 1, Fire::Never);
    let ev = ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Combat);
    assert_eq!(closed_shots(&ev), vec![]);
    assert_eq!(gone(&g, weak), None);
    assert!(!g.tenants[usize::from(shooter)].spent);
}

#[test]
fn bm_13_4_the_window_waits_for_the_asked_only_and_hides_who_declared() {
    use crate::seam::{Role, Ruleset};
    let mut g = bare(3);
    let (weak, _, shooter) = under_fire(&mut g, &["beam_projector"]);
    put(&mut g, 2, "resident", sp(2, 5, 5), &[]);
    set_fire(&mut g, 1, Fire::Weakest);
    set_fire(&mut g, 2, Fire::Ask);
    let ev = ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Defence);
    assert_eq!(g.to_act(), vec![2], "only the asked player");
    assert!(!ev.iter().any(|e| matches!(e, Event::DefenceClosed { .. })));
    // Player 1's shot is declared, seen by player 1 only; player 2 and a spectator learn
    // nothing of it (the events name no shot; views hold no other's declarations).
    assert_eq!(g.view(Some(1)).own_declared.map(|d| d.len()), Some(1));
    assert_eq!(g.view(Some(2)).own_declared, None);
    for viewer in [None, Some(Role(0)), Some(Role(2))] {
        let seen: Vec<Event> = ev
            .iter()
            .filter_map(|e| <Game as Ruleset>::redact(e, viewer))
            .collect();
        assert!(!seen.contains(&Event::DefenceDeclared { player: 1 }));
    }
    // The summary says what is awaited, never who.
    assert_eq!(
        <Game as Ruleset>::pending_summary(&g).map(|m| m.id),
        Some("feud-wait-reactions")
    );
    // Both revealed together when the asked player is done.
    g.rng.force_dice(&[1]);
    let ev = ok(&mut g, 2, Act::DefenceDone);
    assert_eq!(
        closed_shots(&ev),
        vec![DefenceShot {
            shooter,
            slot: 0,
            target: sp(0, 10, 4),
        }]
    );
    assert_eq!(gone(&g, weak), Some(Gone::Destroyed), "1 + 6 + 1 - 1 >= 6");
    assert_eq!(g.stage, Stage::Combat);
}

#[test]
fn bm_7_1_whether_the_window_waits_depends_on_orders_only() {
    // The same orders with and without a weapon, with other hands: the same wait.
    for fire in [Fire::Ask, Fire::Weakest, Fire::Strongest, Fire::Never] {
        let mut waits = Vec::new();
        for kit in [&["beam_projector"][..], &["pistol"][..], &[][..]] {
            for hand in [0usize, 3] {
                let mut g = bare(2);
                under_fire(&mut g, kit);
                g.hands[1].truncate(hand);
                set_fire(&mut g, 1, fire);
                ok(&mut g, 0, Act::EndCommand);
                waits.push((g.stage, g.to_act()));
            }
        }
        let first = waits[0].clone();
        assert!(waits.iter().all(|w| *w == first), "{fire:?}: {waits:?}");
        let asked = fire == Fire::Ask;
        assert_eq!(first.0 == Stage::Defence, asked, "{fire:?}");
    }
}

#[test]
fn bm_7_1_a_new_game_fires_at_the_weakest_and_old_orders_read_ask() {
    let g = Game::new(3, 4).expect("set-up");
    assert!(g.orders.iter().all(|o| o.defence == Fire::Weakest));
    let g = Game::with_config(
        super::state::Config {
            players: 2,
            defence: Fire::Ask,
        },
        4,
    )
    .expect("set-up");
    assert!(g.orders.iter().all(|o| o.defence == Fire::Ask));
    // Stored before the order existed: a config and orders without it read `ask`, what
    // those games played with (their logs replay unchanged).
    let config: super::state::Config =
        serde_json::from_str(r#"{"players":3}"#).expect("old config");
    assert_eq!(config.defence, Fire::Ask);
    let orders: Orders =
        serde_json::from_str(r#"{"stop_lifts":true,"hazards":"Auto","attacks":"Ask"}"#)
            .expect("old orders");
    assert_eq!(orders.defence, Fire::Ask);
}

#[test]
fn bm_7_1_defensive_fire_orders_in_the_notation() {
    use super::ruleset::{parse_command, print_command};
    let c = parse_command("P1 orders stop auto ask strongest").expect("reads");
    assert_eq!(
        c.act,
        Act::SetOrders {
            orders: Orders {
                stop_lifts: true,
                hazards: Reaction::Auto,
                attacks: Reaction::Ask,
                defence: Fire::Strongest,
            }
        }
    );
    assert_eq!(print_command(&c), "P1 orders stop auto ask strongest");
    // The three-word form written before the order existed reads `ask`.
    let old = parse_command("P1 orders pass never never").expect("reads");
    assert_eq!(print_command(&old), "P1 orders pass never never ask");
    for bad in [
        "P1 orders stop auto ask sometimes",
        "P1 orders stop auto ask weakest never",
        "P1 orders stop auto",
        "P1 orders stop weakest ask",
    ] {
        assert!(parse_command(bad).is_err(), "{bad}");
    }
    // Any seat sets it at any time, its author alone told; the window reads it next time.
    let mut g = bare(2);
    under_fire(&mut g, &["beam_projector"]);
    let c = parse_command("P1 orders pass never never never").expect("reads");
    assert_eq!(g.apply(c), Ok(vec![Event::OrdersSet { player: 1 }]));
    assert_eq!(g.orders[1].defence, Fire::Never);
    ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Combat);
}

// ---- combat -----------------------------------------------------------------------

fn to_combat(g: &mut Game) {
    ok(g, g.turn.player, Act::EndCommand);
    while g.stage == Stage::Defence {
        let p = (0..g.players())
            .find(|&p| g.turn.defence[usize::from(p)].is_none())
            .expect("someone to answer");
        ok(g, p, Act::DefenceDone);
    }
    assert_eq!(g.stage, Stage::Combat);
}

#[test]
fn bm_7_3_a_shot_kills_on_d6_plus_damage_plus_modifiers_minus_grit_of_6() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    let a = put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    let b = put(&mut g, 1, "crowd", sp(1, 1, 1), &[]);
    to_combat(&mut g);
    // Window target, grit 1: 5 + 2 - 1 = 6.
    g.rng.force_dice(&[5]);
    let ev = ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Tenants,
        },
    );
    assert!(ev.contains(&Event::Roll {
        die: 5,
        total: 6,
        needed: 6
    }));
    assert_eq!(gone(&g, a), Some(Gone::Destroyed));
    assert!(g.tenants[usize::from(s)].spent);
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 1, 1),
            aim: Aim::Tenants,
        },
        Refusal::Attacked,
    );
    let _ = b;
}

#[test]
fn bm_7_3_open_air_adds_one_and_range_and_line_of_fire_bind() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "resident", sp(0, 9, 1), &["pistol"]);
    let c = put(&mut g, 1, "crowd", sp(1, 0, 1), &[]);
    let far = put(&mut g, 1, "resident", sp(1, 9, 5), &[]);
    to_combat(&mut g);
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 9, 5),
            aim: Aim::Tenants,
        },
        Refusal::NoLineOfFire,
    );
    // Courtyard (open air): 6 + 2 + 1 - 5 = 4: no kill.
    g.rng.force_dice(&[6]);
    let ev = ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 0, 1),
            aim: Aim::Tenants,
        },
    );
    assert!(ev.contains(&Event::Roll {
        die: 6,
        total: 4,
        needed: 6
    }));
    assert_eq!(gone(&g, c), None);
    let _ = far;
}

#[test]
fn bm_7_5_close_assault_charge_and_the_tie_that_locks() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "resident", sp(0, 5, 5), &["knife"]);
    let b = put(&mut g, 1, "resident", sp(0, 6, 5), &[]);
    to_combat(&mut g);
    // a: 3 + 1 + 1 = 5; b: 4 + 1 = 5: locked.
    g.rng.force_dice(&[3, 4]);
    let ev = ok(
        &mut g,
        0,
        Act::Assault {
            attacker: a,
            target: b,
        },
    );
    assert!(ev.contains(&Event::Locked { a, b }));
    assert_eq!(at(&g, a), sp(0, 6, 5));
    assert!(g.tenants[usize::from(a)].spent);
    // The next turn of player 0: the assault is owed again, even spent.
    let mut h = g.clone();
    h.start_turn(0);
    h.stage = Stage::Combat;
    refused(&mut h, 0, Act::EndCombat, Refusal::MustAssault);
    h.rng.force_dice(&[6, 1]);
    ok(
        &mut h,
        0,
        Act::Assault {
            attacker: a,
            target: b,
        },
    );
    assert_eq!(gone(&h, b), Some(Gone::Destroyed));
}

#[test]
fn bm_9_2_a_charging_bruiser_adds_2() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "bruiser", sp(0, 5, 5), &[]);
    let b = put(&mut g, 1, "crowd", sp(0, 6, 5), &[]);
    to_combat(&mut g);
    // 1 + 4 + 2 = 7 against 1 + 5 = 6.
    g.rng.force_dice(&[1, 1]);
    ok(
        &mut g,
        0,
        Act::Assault {
            attacker: a,
            target: b,
        },
    );
    assert_eq!(gone(&g, b), Some(Gone::Destroyed));
}

#[test]
fn bm_5_3_attacks_come_in_order() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    to_combat(&mut g);
    g.rng.force_dice(&[1]);
    ok(&mut g, 0, Act::Arson { tenant: a });
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Tenants,
        },
        Refusal::Order,
    );
}

#[test]
fn bm_7_6_looting_a_market_draws_three() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "crowd", sp(1, 3, 1), &[]);
    to_combat(&mut g);
    g.rng.force_dice(&[1]);
    let ev = ok(&mut g, 0, Act::Loot { tenant: t });
    assert!(ev.contains(&Event::Looted { at: sp(1, 3, 1) }));
    assert_eq!(g.tenants[usize::from(t)].kit.len(), 3);
    let u = put(&mut g, 0, "crowd", sp(1, 3, 1), &[]);
    g.tenants[usize::from(u)].at = sp(1, 8, 1);
    g.markers_mut(sp(1, 8, 1)).expect("sq").looted = true;
    refused(&mut g, 0, Act::Loot { tenant: u }, Refusal::NoLoot);
    let v = put(&mut g, 0, "vigilante", sp(1, 5, 4), &[]);
    refused(
        &mut g,
        0,
        Act::Loot { tenant: v },
        Refusal::KindCannotAttack,
    );
}

#[test]
fn bm_7_7_arson_places_a_fire_on_6() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(1, 5, 5), &[]);
    let u = put(&mut g, 0, "resident", sp(1, 0, 5), &["jet_pack"]);
    to_combat(&mut g);
    g.rng.force_dice(&[5]);
    ok(&mut g, 0, Act::Arson { tenant: t });
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.fire), Some(1));
    refused(&mut g, 0, Act::Arson { tenant: u }, Refusal::NoFire);
}

#[test]
fn bm_7_8_tags_need_paint_and_a_flyer_for_windows() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(1, 4, 3), &["paint_cans"]);
    let w = put(&mut g, 0, "resident", sp(1, 2, 5), &["paint_cans"]);
    let f = put(
        &mut g,
        0,
        "resident",
        sp(1, 9, 5),
        &["paint_cans", "jet_pack"],
    );
    g.tenants[usize::from(f)].outside = true;
    let n = put(&mut g, 0, "resident", sp(1, 5, 5), &[]);
    to_combat(&mut g);
    ok(&mut g, 0, Act::Tag { tenant: t });
    refused(&mut g, 0, Act::Tag { tenant: w }, Refusal::NoTag);
    ok(&mut g, 0, Act::Tag { tenant: f });
    refused(&mut g, 0, Act::Tag { tenant: n }, Refusal::NoTag);
    // Ruin for player 1: a commons tag 2, a window tag 4.
    assert_eq!(g.ruin(1), 6);
}

#[test]
fn bm_7_9_hoses_fight_fires_around_a_hose_point() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 4, 5), &[]);
    let b = put(&mut g, 0, "bruiser", sp(0, 7, 5), &[]);
    g.markers_mut(sp(0, 5, 6)).expect("sq").fire = 2;
    to_combat(&mut g);
    refused(
        &mut g,
        0,
        Act::Hose {
            tenant: t,
            at: sp(0, 6, 6),
        },
        Refusal::NotAdjacent,
    );
    refused(
        &mut g,
        0,
        Act::Hose {
            tenant: t,
            at: sp(0, 5, 4),
        },
        Refusal::NoHose,
    );
    refused(
        &mut g,
        0,
        Act::Hose {
            tenant: b,
            at: sp(0, 6, 6),
        },
        Refusal::KindCannotAttack,
    );
    g.rng.force_dice(&[5, 4]);
    ok(
        &mut g,
        0,
        Act::Hose {
            tenant: t,
            at: sp(0, 5, 6),
        },
    );
    assert_eq!(g.markers(sp(0, 5, 6)).map(|m| m.fire), Some(1));
}

// ---- structure, collapse, fire --------------------------------------------------------

#[test]
fn bm_8_3_a_wall_is_hit_on_a_6_by_damage_6_and_rolls_to_collapse() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "crowd", sp(0, 9, 5), &["siege_gun"]);
    g.tenants[usize::from(s)].kit[0].deployed = true;
    let weak = put(&mut g, 0, "resident", sp(0, 5, 5), &["pistol"]);
    to_combat(&mut g);
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: weak,
            slot: 0,
            at: sp(0, 5, 6),
            aim: Aim::Structure,
        },
        Refusal::NotWeapon,
    );
    // Hit on 6; the first marker rolls a bare D6 (reading 3): 5 holds.
    g.rng.force_dice(&[6, 5]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Structure,
        },
    );
    assert_eq!(
        g.markers(sp(1, 2, 5)).map(|m| (m.structure, m.collapsed)),
        Some((1, false))
    );
    // A second marker: 5 + 1 collapses it.
    let mut ev = Vec::new();
    g.rng.force_dice(&[5, 1, 1, 1]);
    g.add_structure(sp(1, 2, 5), 1, &mut ev);
    assert!(g.collapsed(sp(1, 2, 5)));
    assert!(g.boards[1].collapse_this_turn);
}

#[test]
fn bm_8_4_a_collapse_clears_the_square_and_marks_above_then_right_then_left() {
    let mut g = bare(2);
    let victim = put(&mut g, 1, "resident", sp(0, 5, 5), &["pistol"]);
    g.markers_mut(sp(0, 5, 5)).expect("sq").fire = 2;
    let arms = g.gear.len();
    let mut ev = Vec::new();
    // Above (5,6): 6 collapses it, cascading to (5,7), (6,7), (4,7): 1, 1, 1 hold; then
    // above right (6,6): 1; above left (4,6): 1.
    g.rng.force_dice(&[6, 1, 1, 1, 1, 1]);
    g.collapse(sp(0, 5, 5), &mut ev);
    assert_eq!(gone(&g, victim), Some(Gone::Destroyed));
    assert_eq!(g.gear.len(), arms + 1);
    let m = g.markers(sp(0, 5, 5)).expect("sq");
    assert!(m.collapsed && m.fire == 0);
    assert!(g.collapsed(sp(0, 5, 6)));
    for s in [
        sp(0, 5, 7),
        sp(0, 6, 7),
        sp(0, 4, 7),
        sp(0, 6, 6),
        sp(0, 4, 6),
    ] {
        assert_eq!(g.markers(s).map(|m| m.structure), Some(1), "{s:?}");
    }
    let order: Vec<Spot> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Structure { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        vec![
            sp(0, 5, 6),
            sp(0, 5, 7),
            sp(0, 6, 7),
            sp(0, 4, 7),
            sp(0, 6, 6),
            sp(0, 4, 6)
        ]
    );
    // No more markers on a collapsed square.
    g.add_structure(sp(0, 5, 5), 1, &mut ev);
    assert_eq!(g.markers(sp(0, 5, 5)).map(|m| m.structure), Some(0));
}

#[test]
fn bm_8_6_skybridges_stop_collapse_and_sever() {
    let mut g = bare(2);
    let on = put(&mut g, 0, "vigilante", sp(0, 10, 6), &[]);
    let mut ev = Vec::new();
    g.add_structure(sp(0, 11, 6), 1, &mut ev);
    assert!(
        g.rides_from(sp(0, 9, 6)).is_empty(),
        "the first hit stops it"
    );
    g.add_structure(sp(0, 10, 6), 1, &mut ev);
    g.add_structure(sp(0, 10, 6), 1, &mut ev);
    assert!(g.collapsed(sp(0, 10, 6)));
    assert_eq!(gone(&g, on), Some(Gone::Destroyed));
    g.add_structure(sp(0, 10, 6), 1, &mut ev);
    assert!(g.markers(sp(0, 10, 6)).is_some_and(|m| m.severed));
    // Freeway: marker, then collapse.
    g.add_structure(sp(0, 10, 2), 1, &mut ev);
    assert!(!g.collapsed(sp(0, 10, 2)));
    g.add_structure(sp(0, 10, 2), 1, &mut ev);
    assert!(g.collapsed(sp(0, 10, 2)));
}

#[test]
fn bm_8_6_only_the_beam_projector_cuts_the_monorail() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "crowd", sp(0, 9, 9), &["beam_projector"]);
    g.tenants[usize::from(s)].kit[0].deployed = true;
    let t = put(&mut g, 0, "crowd", sp(0, 2, 9), &["siege_gun"]);
    g.tenants[usize::from(t)].kit[0].deployed = true;
    to_combat(&mut g);
    assert_eq!(g.structure_strength(sp(0, 10, 10), false), None);
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: t,
            slot: 0,
            at: sp(0, 1, 10),
            aim: Aim::Structure,
        },
        Refusal::BadTarget,
    );
    g.rng.force_dice(&[4]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(0, 10, 10),
            aim: Aim::Structure,
        },
    );
    assert!(g.collapsed(sp(0, 10, 10)));
}

#[test]
fn bm_9_8_the_drill_marks_its_own_square_without_a_roll() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "crowd", sp(1, 5, 5), &["core_drill"]);
    g.tenants[usize::from(t)].kit[0].deployed = true;
    to_combat(&mut g);
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: t,
            slot: 0,
            at: sp(1, 6, 5),
            aim: Aim::Structure,
        },
        Refusal::Range,
    );
    g.rng.force_dice(&[1]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: t,
            slot: 0,
            at: sp(1, 5, 5),
            aim: Aim::Structure,
        },
    );
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.structure), Some(1));
    assert_eq!(gone(&g, t), None);
}

#[test]
fn bm_9_7_rockets_explode_burn_and_home() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "crowd", sp(0, 9, 5), &["rocket_tube"]);
    g.tenants[usize::from(t)].kit[0].deployed = true;
    let e = put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    to_combat(&mut g);
    // Explosive: the load die 5 gives 3 markers; the shot at e: 6 + 3 - 1; collapse rolls
    // 1, 1, 1 hold.
    g.rng.force_dice(&[5, 6, 1, 1, 1]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: t,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Explosive,
        },
    );
    assert_eq!(gone(&g, e), Some(Gone::Destroyed));
    assert_eq!(g.markers(sp(1, 2, 5)).map(|m| m.structure), Some(3));
    // A beam projector set up in a window square guards its stack.
    let mut guarded = bare(2);
    let r = put(&mut guarded, 0, "crowd", sp(0, 9, 5), &["rocket_tube"]);
    guarded.tenants[usize::from(r)].kit[0].deployed = true;
    let l = put(&mut guarded, 1, "crowd", sp(1, 9, 5), &["beam_projector"]);
    guarded.tenants[usize::from(l)].kit[0].deployed = true;
    to_combat(&mut guarded);
    refused(
        &mut guarded,
        0,
        Act::Shoot {
            shooter: r,
            slot: 0,
            at: sp(1, 2, 6),
            aim: Aim::HomingIncendiary,
        },
        Refusal::BadTarget,
    );
}

#[test]
fn bm_9_9_a_lockup_given_a_marker_blows_on_5_or_6() {
    let mut g = bare(2);
    let near = put(&mut g, 1, "resident", sp(0, 5, 4), &[]);
    let mut ev = Vec::new();
    // Blast die 5: it collapses (the collapse cascades: 1, 1, 1 hold); the neighbour takes
    // a DAMAGE +3 shot: 4 + 3 - 1 = 6.
    g.rng.force_dice(&[5, 1, 1, 1, 4]);
    g.add_structure(sp(0, 6, 4), 1, &mut ev);
    assert!(g.collapsed(sp(0, 6, 4)));
    assert!(ev.contains(&Event::Blast { at: sp(0, 6, 4) }));
    assert_eq!(gone(&g, near), Some(Gone::Destroyed));
}

#[test]
fn bm_8_1_fires_grow_spread_and_are_lost() {
    let mut g = bare(2);
    let mut ev = Vec::new();
    let a = sp(0, 5, 5);
    for _ in 0..3 {
        g.add_fire(a, &mut ev);
    }
    assert_eq!(g.markers(a).map(|m| m.fire), Some(3));
    // A fourth spreads to the flat of a 2D6 address.
    g.rng.force_dice(&[1, 1]);
    g.add_fire(a, &mut ev);
    let (c, l) = data().layout.flat(11).expect("flat");
    assert_eq!(g.markers(sp(0, c, l)).map(|m| m.fire), Some(1));
    // Open air takes no fire.
    g.add_fire(sp(0, 0, 5), &mut ev);
    assert_eq!(g.markers(sp(0, 0, 5)).map(|m| m.fire), Some(0));
}

#[test]
fn bm_8_2_fire_damage_and_burning_tenants_in_the_end_phase() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    g.markers_mut(sp(0, 5, 5)).expect("sq").fire = 1;
    // The other stack's fire does not burn in this turn (reading 7).
    g.markers_mut(sp(1, 5, 5)).expect("sq").fire = 1;
    to_combat(&mut g);
    // Growth to 2; damage die 5: 5 + 2 >= 7: a marker, collapse roll 1 holds; the tenant:
    // 5 + 2 >= 7: destroyed.
    g.rng.force_dice(&[5, 1, 5]);
    ok(&mut g, 0, Act::EndCombat);
    assert_eq!(
        g.markers(sp(0, 5, 5)).map(|m| (m.fire, m.structure)),
        Some((2, 1))
    );
    assert_eq!(gone(&g, t), Some(Gone::Destroyed));
    assert_eq!(g.markers(sp(1, 5, 5)).map(|m| m.fire), Some(1));
}

#[test]
fn bm_8_2_a_1_or_2_puts_a_marker_out_unless_the_cistern_burst() {
    let mut g = bare(2);
    g.markers_mut(sp(0, 3, 3)).expect("sq").fire = 1;
    to_combat(&mut g);
    g.rng.force_dice(&[2]);
    ok(&mut g, 0, Act::EndCombat);
    assert_eq!(g.markers(sp(0, 3, 3)).map(|m| m.fire), Some(1));
    let mut h = bare(2);
    h.markers_mut(sp(0, 3, 3)).expect("sq").fire = 1;
    h.markers_mut(sp(0, 5, 9)).expect("cistern").structure = 1;
    assert!(h.cistern_destroyed(0));
    to_combat(&mut h);
    h.rng.force_dice(&[2]);
    ok(&mut h, 0, Act::EndCombat);
    assert_eq!(h.markers(sp(0, 3, 3)).map(|m| m.fire), Some(2));
}

#[test]
fn bm_8_5_total_collapse_on_5d6_at_most_the_collapse_markers() {
    let mut g = bare(2);
    let t = put(&mut g, 1, "resident", sp(1, 5, 5), &[]);
    for c in 2..10 {
        g.markers_mut(sp(1, c, 7)).expect("sq").collapsed = true;
    }
    g.boards[1].collapse_this_turn = true;
    to_combat(&mut g);
    g.hands[0].clear();
    g.rng.force_dice(&[1, 1, 2, 2, 2]);
    let ev = ok(&mut g, 0, Act::EndCombat);
    assert!(ev.contains(&Event::StackFell { board: 1 }));
    assert!(g.boards[1].collapsed);
    assert_eq!(gone(&g, t), Some(Gone::Destroyed));
    assert_eq!(g.ruin(1), 201);
    // No tenant may enter it; its owner deploys no more.
    assert!(g.collapsed(sp(1, 10, 6)));
    g.turn.cp = 12;
    refused(&mut g, 1, Act::Deploy, Refusal::CannotDeploy);
}

// ---- cards, the Lockdown, scoring -----------------------------------------------------

#[test]
fn bm_10_5_a_card_each_end_phase_and_a_fourth_is_discarded() {
    let mut g = bare(2);
    to_combat(&mut g);
    let deck = g.deck.len();
    ok(&mut g, 0, Act::EndCombat);
    assert_eq!(g.deck.len(), deck - 1);
    assert_eq!(g.stage, Stage::Discard);
    refused(
        &mut g,
        1,
        Act::DiscardCard { card: 0 },
        Refusal::NotYourTurn,
    );
    ok(&mut g, 0, Act::DiscardCard { card: 3 });
    assert_eq!(g.hands[0].len(), 3);
    assert_eq!(g.turn.player, 1);
    assert_eq!(g.stage, Stage::Command);
}

#[test]
fn bm_11_1_the_last_feud_card_brings_the_lockdown() {
    let mut g = bare(2);
    put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    g.deck.truncate(1);
    g.hands[0].clear();
    let aside = g.set_aside.len();
    to_combat(&mut g);
    let ev = ok(&mut g, 0, Act::EndCombat);
    assert!(ev.contains(&Event::LockdownBegan));
    assert!(g.endgame);
    assert_eq!(g.deck.len(), aside);
    // BM-11.2: a Lockdown card first, no deployment.
    assert!(g.turn.lockdown_due);
    refused(&mut g, 1, Act::Deploy, Refusal::LockdownFirst);
}

fn lockdown_card(g: &mut Game, player: u8, key: &str) -> u8 {
    let d = data();
    let card = *d
        .deck
        .iter()
        .find(|c| d.lockdown_sides[usize::from(c.lockdown)].key == key)
        .expect("card");
    g.hands[usize::from(player)] = vec![card];
    g.endgame = true;
    g.turn.lockdown_due = true;
    0
}

#[test]
fn bm_11_3_the_lockdown_effects() {
    let mut g = bare(2);
    let a = put(&mut g, 1, "resident", sp(1, 5, 5), &[]);
    let b = put(&mut g, 1, "resident", sp(1, 6, 6), &[]);
    let c = put(&mut g, 0, "resident", sp(1, 4, 3), &[]);
    let keep = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    // The chief warden: a square and its eight neighbours.
    let card = lockdown_card(&mut g, 0, "chief_warden");
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(a),
        },
    );
    assert_eq!(gone(&g, a), Some(Gone::Removed));
    assert_eq!(gone(&g, b), Some(Gone::Removed));
    assert_eq!(gone(&g, keep), None);
    // Removed tenants are no ruin (BM-11.4).
    assert_eq!(g.ruin(1), 0);
    // The shock cordon: only on commons or a courtyard.
    let card = lockdown_card(&mut g, 0, "shock_cordon");
    refused(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(keep),
        },
        Refusal::BadTarget,
    );
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(c),
        },
    );
    assert_eq!(gone(&g, c), Some(Gone::Removed));
    // The fire brigade: every fire of one stack.
    g.markers_mut(sp(1, 3, 3)).expect("sq").fire = 2;
    let card = lockdown_card(&mut g, 0, "fire_brigade");
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Square(sp(1, 0, 1)),
        },
    );
    assert_eq!(g.markers(sp(1, 3, 3)).map(|m| m.fire), Some(0));
    // A unit: two of each at most.
    for _ in 0..2 {
        let card = lockdown_card(&mut g, 0, "foam_truck");
        let free =
            g.lockdown_choices(data().lockdown_sides[usize::from(g.hands[0][0].lockdown)].effect);
        ok(&mut g, 0, Act::Play { card, on: free[0] });
    }
    let card = lockdown_card(&mut g, 0, "foam_truck");
    refused(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Square(sp(1, 11, 1)),
        },
        Refusal::BadTarget,
    );
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Nothing,
        },
    );
    assert_eq!(g.units.len(), 2);
}

#[test]
fn bm_11_3_the_drone_shoots_by_priority_each_combat_phase() {
    let mut g = bare(2);
    let plain = put(&mut g, 1, "resident", sp(1, 1, 1), &[]);
    let armed = put(&mut g, 1, "crowd", sp(1, 0, 3), &["rifle"]);
    g.endgame = true;
    g.units.push(super::state::Placed {
        unit: super::data::Unit::Drone,
        at: sp(0, 11, 3),
    });
    // The armed tenant first, closer or not: 1 + 6 + 1 - 5 = 3: survives; then a 6 kills.
    g.rng.force_dice(&[1]);
    to_combat(&mut g);
    assert_eq!(gone(&g, armed), None);
    assert_eq!(gone(&g, plain), None);
    let mut h = g.clone();
    h.stage = Stage::Command;
    h.rng.force_dice(&[6]);
    to_combat(&mut h);
    assert_eq!(gone(&h, armed), Some(Gone::Removed));
}

#[test]
fn bm_11_2_the_game_ends_when_no_tenant_is_left() {
    let mut g = bare(2);
    let a = put(&mut g, 1, "resident", sp(1, 5, 5), &[]);
    let card = lockdown_card(&mut g, 0, "wardens");
    let ev = ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(a),
        },
    );
    assert_eq!(gone(&g, a), Some(Gone::Removed));
    let _ = ev;
    ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Ended);
    refused(&mut g, 0, Act::EndCombat, Refusal::Over);
}

#[test]
fn bm_12_1_ruin_points_and_bm_12_2_the_ranking() {
    let mut g = bare(3);
    let lost = put(&mut g, 0, "resident", sp(0, 5, 5), &[]);
    g.tenants[usize::from(lost)].gone = Some(Gone::Destroyed);
    let removed = put(&mut g, 0, "resident", sp(0, 5, 6), &[]);
    g.tenants[usize::from(removed)].gone = Some(Gone::Removed);
    g.markers_mut(sp(0, 3, 3)).expect("sq").collapsed = true; // 6
    g.markers_mut(sp(0, 3, 4)).expect("sq").fire = 2; // 1
    g.markers_mut(sp(0, 5, 4)).expect("bank").looted = true; // 4
    g.markers_mut(sp(0, 3, 1)).expect("market").looted = true; // 2
    assert_eq!(g.ruin(0), 1 + 6 + 1 + 4 + 2);
    g.markers_mut(sp(1, 5, 5)).expect("sq").fire = 1;
    assert_eq!(g.ranking(), vec![(2, 0, 1), (1, 1, 2), (0, 14, 3)]);
    g.markers_mut(sp(2, 5, 5)).expect("sq").fire = 1;
    assert_eq!(g.ranking(), vec![(1, 1, 1), (2, 1, 1), (0, 14, 3)]);
}

#[test]
fn refusals_name_a_rule_and_a_feud_message() {
    for r in [
        Refusal::NoPoints,
        Refusal::Blocked,
        Refusal::NoLineOfFire,
        Refusal::MustAssault,
        Refusal::LockdownFirst,
        Refusal::NoRide,
    ] {
        assert!(r.message().id.starts_with("feud-err-"));
        assert!(r.rule().is_some_and(|id| id.starts_with("BM-")));
    }
}

#[test]
fn a_game_replays_from_its_seed() {
    let run = || {
        let mut g = bare(3);
        put(&mut g, 0, "resident", sp(0, 3, 1), &[]);
        g.rng.force_dice(&[]);
        let _ = cmd(&mut g, 0, Act::Draw { tenant: 0 });
        let _ = cmd(&mut g, 0, Act::Deploy);
        g
    };
    assert_eq!(run(), run());
    let _ = Special::None;
}

// ---- whole games -----------------------------------------------------------------------

/// Plays a game with random listed commands (and defaults every few steps): every listed
/// command is accepted, the default is accepted, and the game ends.
fn random_game(players: u8, seed: u64, max: usize) -> (Game, usize) {
    let mut g = Game::new(players, seed).expect("set-up");
    let mut rng = crate::shared::rng::GameRng::from_seed(seed ^ 0xfeed);
    let mut steps = 0;
    while g.stage != Stage::Ended {
        assert!(steps < max, "seed {seed}: no end in {max} commands");
        let legal = g.legal_commands();
        assert!(
            !legal.is_empty(),
            "seed {seed} step {steps}: nothing legal in {:?}",
            g.stage
        );
        let c = if steps % 4 == 3 {
            g.default_command().expect("a default before the end")
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        for p in g.to_act() {
            let _ = p;
        }
        if let Err(e) = g.apply(c) {
            panic!("seed {seed} step {steps}: listed {c:?} refused: {e:?}");
        }
        steps += 1;
    }
    (g, steps)
}

#[test]
fn random_games_end_for_2_3_and_4_players() {
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3), (2, 4)] {
        let (g, _) = random_game(players, seed, 60_000);
        assert_eq!(g.stage, Stage::Ended);
        assert!(g.ending_winners().iter().all(|&w| w < players));
    }
}

#[test]
fn idle_games_end_on_defaults_alone() {
    for players in 2..=4u8 {
        let mut g = Game::new(players, u64::from(players)).expect("set-up");
        let mut steps = 0;
        while let Some(c) = g.default_command() {
            g.apply(c).expect("the default is accepted");
            steps += 1;
            assert!(steps < 20_000);
        }
        assert_eq!(g.stage, Stage::Ended);
        assert!(g.endgame);
    }
}

// ---- notation ---------------------------------------------------------------------------

#[test]
fn every_listed_command_prints_and_reads_back() {
    use super::ruleset::{parse_command, print_command};
    let mut g = Game::new(3, 21).expect("set-up");
    let mut rng = crate::shared::rng::GameRng::from_seed(8);
    for _ in 0..400 {
        if g.stage == Stage::Ended {
            break;
        }
        let legal = g.legal_commands();
        for c in &legal {
            let text = print_command(c);
            assert_eq!(parse_command(&text), Ok(*c), "{text}");
        }
        let c = legal[rng.below(legal.len() as u32) as usize];
        g.apply(c).expect("listed");
    }
}

#[test]
fn a_scenario_runs_its_commands_with_forced_dice() {
    use crate::seam::Ruleset;
    // BM-5.1: the first player's CP are the forced 6 and 6 after set-up's own dice.
    let text = "# BM-4, BM-5.1\nseed 3\nplayers 2\nactions\n";
    let report = Game::run_scenario(text).expect("reads");
    assert!(report.refused.is_none());
    assert!(matches!(report.game.stage, Stage::Placing { player: 0 }));
    let mut lines = String::from(text);
    let g = &report.game;
    let spot = g
        .spots()
        .find(|&s| g.can_place(0, s).is_ok())
        .expect("free");
    lines.push_str(&format!(
        "P0 place 0 {}/{}/{}\nP0 deploy\n",
        spot.board, spot.column, spot.level
    ));
    let report = Game::run_scenario(&lines).expect("reads");
    let (line, text, why) = report.refused.expect("deploy is not a set-up command");
    assert_eq!(
        (line, text.as_str(), why),
        (6, "P0 deploy", Refusal::WrongPhase)
    );
    assert!(Game::run_scenario("seed x\n").is_err());
    assert!(Game::run_scenario("players 2\nactions\nP0 fly\n").is_err());
}

// ---- more of the Lockdown and the tenant types -----------------------------------------

#[test]
fn bm_11_3_gas_foam_contracts_void_and_the_noise_cannon() {
    let mut g = bare(2);
    let a = put(&mut g, 1, "resident", sp(1, 5, 5), &[]);
    let b = put(&mut g, 1, "resident", sp(1, 6, 6), &[]);
    let w = put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    // Sleep gas: an interior square and the interior squares around it, each on 1-4.
    let card = lockdown_card(&mut g, 0, "sleep_gas");
    refused(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(w),
        },
        Refusal::BadTarget,
    );
    g.rng.force_dice(&[4, 5]);
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(a),
        },
    );
    assert_eq!(gone(&g, a), Some(Gone::Removed));
    assert_eq!(gone(&g, b), None);
    // Sticky foam: any tenant, on 1-4.
    let card = lockdown_card(&mut g, 0, "sticky_foam");
    g.rng.force_dice(&[5]);
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Tenant(b),
        },
    );
    assert_eq!(gone(&g, b), None);
    // Contracts void: every contractor leaves.
    let c = put(&mut g, 0, "contractor", sp(0, 5, 5), &["rifle"]);
    let card = lockdown_card(&mut g, 0, "contracts_void");
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Nothing,
        },
    );
    assert_eq!(gone(&g, c), Some(Gone::Removed));
    // The noise cannon: rousing costs double beside it, attacks -1.
    let card = lockdown_card(&mut g, 0, "noise_cannon");
    ok(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Square(sp(1, 0, 9)),
        },
    );
    assert!(g.cannon_at(1));
    let r = put(&mut g, 0, "crowd", sp(1, 5, 3), &[]);
    assert_eq!(g.rouse_cost(&g.tenants[usize::from(r)]), 6);
    assert_eq!(g.target_bonus(sp(1, 5, 3)), -1);
    // A second cannon never goes beside the same stack.
    let card = lockdown_card(&mut g, 0, "noise_cannon");
    refused(
        &mut g,
        0,
        Act::Play {
            card,
            on: On::Square(sp(1, 1, 9)),
        },
        Refusal::BadTarget,
    );
}

#[test]
fn bm_9_5_a_vigilante_adds_its_grit_to_a_friend_in_close_assault() {
    let mut g = bare(2);
    let a = put(&mut g, 0, "crowd", sp(0, 6, 5), &[]);
    let b = put(&mut g, 1, "resident", sp(0, 5, 5), &[]);
    put(&mut g, 1, "vigilante", sp(0, 5, 5), &[]);
    to_combat(&mut g);
    // The charging crowd: 1 + 5 = 6; the defender: 3 + 1 + 3 (its vigilante) = 7.
    g.rng.force_dice(&[1, 3]);
    let ev = ok(
        &mut g,
        0,
        Act::Assault {
            attacker: a,
            target: b,
        },
    );
    assert!(ev.contains(&Event::Roll {
        die: 3,
        total: 7,
        needed: 0
    }));
    assert_eq!(gone(&g, a), Some(Gone::Destroyed));
    assert_eq!(gone(&g, b), None);
}

#[test]
fn bm_9_6_contractors_only_shoot_or_assault_and_must_assault_when_able() {
    let mut g = bare(2);
    let c = put(&mut g, 0, "contractor", sp(0, 5, 5), &["rifle"]);
    let e = put(&mut g, 1, "resident", sp(0, 6, 5), &[]);
    to_combat(&mut g);
    refused(
        &mut g,
        0,
        Act::Arson { tenant: c },
        Refusal::KindCannotAttack,
    );
    refused(&mut g, 0, Act::EndCombat, Refusal::MustAssault);
    assert_eq!(
        g.default_command().map(|c| c.act),
        Some(Act::Assault {
            attacker: c,
            target: e
        })
    );
}

#[test]
fn bm_6_14_a_glider_suit_flies_too_reading_1() {
    let mut g = bare(2);
    let t = put(&mut g, 0, "resident", sp(0, 2, 8), &["glider_suit"]);
    roused(&mut g, t);
    ok(
        &mut g,
        0,
        Act::Fly {
            tenant: t,
            to: sp(0, 0, 8),
        },
    );
    assert_eq!(at(&g, t), sp(0, 0, 8));
}

#[test]
fn views_hide_hands_orders_and_face_down_heavy_kit() {
    use super::view::KitView;
    let mut g = bare(2);
    let t = put(&mut g, 1, "crowd", sp(1, 5, 5), &["rocket_tube", "rifle"]);
    g.orders[1] = Orders {
        stop_lifts: true,
        ..quiet()
    };
    let mine = g.view(Some(1));
    let theirs = g.view(Some(0));
    let spectator = g.view(None);
    let kit = |v: &super::view::View| v.tenants[usize::from(t)].kit.clone();
    assert!(matches!(kit(&mine)[0], KitView::Shown(_)));
    assert_eq!(kit(&theirs)[0], KitView::FaceDown(Bag::Arms));
    assert!(matches!(kit(&theirs)[1], KitView::Shown(_)));
    assert_eq!(
        mine.own_orders,
        Some(Orders {
            stop_lifts: true,
            ..quiet()
        })
    );
    assert_eq!(theirs.own_orders, Some(quiet()));
    assert!(spectator.own_hand.is_empty() && spectator.own_orders.is_none());
    assert_eq!(theirs.hands, vec![3, 3]);
    // Set up, it is face up for all (BM-6.15).
    g.tenants[usize::from(t)].kit[0].deployed = true;
    assert!(matches!(
        g.view(Some(0)).tenants[usize::from(t)].kit[0],
        KitView::Shown(_)
    ));
    // The deck's visible face (reading 6).
    let top = g.deck.last().expect("deck").lockdown;
    assert_eq!(spectator.top, Some(super::view::TopFace::Lockdown(top)));
}

#[test]
fn bm_9_7_a_carried_charge_goes_off_on_a_6_when_its_carrier_is_attacked() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    let e = put(&mut g, 1, "crowd", sp(1, 2, 5), &["breaching_charge"]);
    to_combat(&mut g);
    // Set-off die 6: the +4 shot at the crowd (6 + 4 - 5 = 5: it holds; carried charges
    // were one), D6 = 2 markers (collapse rolls 1, 1); then the rifle's own shot: 6 + 2 - 5.
    g.rng.force_dice(&[6, 6, 2, 1, 1, 6]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Tenants,
        },
    );
    assert_eq!(g.markers(sp(1, 2, 5)).map(|m| m.structure), Some(2));
    assert!(g.tenants[usize::from(e)].kit.is_empty());
    assert_eq!(gone(&g, e), None);
}

#[test]
fn bm_9_8_a_firebomb_from_level_3_reaches_the_courtyard_and_the_next_forecourt() {
    let mut g = bare(2);
    let s = put(&mut g, 0, "resident", sp(0, 9, 4), &["firebomb"]);
    let low = put(&mut g, 0, "resident", sp(0, 9, 2), &["firebomb"]);
    let e = put(&mut g, 1, "resident", sp(1, 2, 1), &[]);
    put(&mut g, 1, "resident", sp(1, 0, 1), &[]);
    to_combat(&mut g);
    assert!(g.firebomb_reaches(sp(0, 9, 4), sp(1, 0, 1)));
    assert!(!g.firebomb_reaches(sp(0, 9, 4), sp(0, 1, 1)));
    // Not from level 2 (a freeway portal, and too low).
    refused(
        &mut g,
        0,
        Act::Shoot {
            shooter: low,
            slot: 0,
            at: sp(1, 2, 1),
            aim: Aim::Tenants,
        },
        Refusal::Range,
    );
    g.rng.force_dice(&[5]);
    ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 1),
            aim: Aim::Tenants,
        },
    );
    // 5 + 2 - 1 = 6 at a forecourt (a window square): destroyed, and a fire there.
    assert_eq!(gone(&g, e), Some(Gone::Destroyed));
    assert_eq!(g.markers(sp(1, 2, 1)).map(|m| m.fire), Some(1));
}

#[test]
fn hostile_positions_are_refused_or_play_without_panic() {
    use crate::seam::Ruleset;
    let (mut g, _) = (Game::new(3, 5).expect("set-up"), 0);
    let mut rng = crate::shared::rng::GameRng::from_seed(77);
    for _ in 0..60 {
        let legal = g.legal_commands();
        let c = legal[rng.below(legal.len() as u32) as usize];
        g.apply(c).expect("listed");
    }
    let text = g.print_position();
    assert_eq!(Game::parse_position(&text).as_ref(), Ok(&g));
    let bytes: Vec<char> = text.chars().collect();
    for case in 0..300 {
        let mut t = bytes.clone();
        for _ in 0..1 + case % 3 {
            let i = rng.below(t.len() as u32) as usize;
            if t[i].is_ascii_digit() {
                t[i] = char::from(b'0' + rng.below(10) as u8);
            }
        }
        let t: String = t.into_iter().collect();
        if let Ok(mut h) = Game::parse_position(&t) {
            for _ in 0..3 {
                let _ = h.default_command().map(|c| h.apply(c));
                let legal = h.legal_commands();
                if let Some(&c) = legal.first() {
                    let _ = h.apply(c);
                }
                let _ = h.view(Some(0));
            }
        }
    }
}

// ---- hazard and attack cards, and their windows (BM-10.3, BM-10.4) ---------------------

/// Replaces a player's hand with cards of these Feud kinds (in this order).
fn hand_of(g: &mut Game, player: u8, keys: &[&str]) {
    g.hands[usize::from(player)].clear();
    for k in keys {
        give_card(g, player, k);
    }
}

fn feud_key(feud: u8) -> &'static str {
    &data().feud_sides[usize::from(feud)].key
}

fn orders(g: &mut Game, player: u8, hazards: Reaction, attacks: Reaction) {
    g.orders[usize::from(player)] = Orders {
        hazards,
        attacks,
        ..quiet()
    };
}

fn grit(g: &Game, id: u16) -> i16 {
    i16::from(g.tenants[usize::from(id)].tenant.grit)
}

/// Player 0's resident walks out of a market (0/3/1) through the lift lobby (0/4/1) into
/// the plant room (0/5/1).
fn walk_out_of_the_market(g: &mut Game) -> u16 {
    let t = put(g, 0, "resident", sp(0, 3, 1), &[]);
    roused(g, t);
    ok(
        g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    ok(
        g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(at(g, t), sp(0, 5, 1));
    t
}

#[test]
fn bm_10_3_a_hazard_on_the_path_sends_the_mover_back_and_shoots_it() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Ask, Reaction::Never);
    hand_of(&mut g, 1, &["market_security", "steady_aim"]);
    let t = walk_out_of_the_market(&mut g);
    let path = g.turn.trail.clone().expect("a path");
    assert_eq!(path.squares, vec![sp(0, 3, 1), sp(0, 4, 1), sp(0, 5, 1)]);
    let ev = ok(&mut g, 0, Act::EndMove);
    assert!(matches!(ev[..], [Event::WindowOpened { .. }]));
    assert_eq!(g.stage, Stage::Window);
    assert_eq!(g.to_act(), vec![1]);
    // The staged play is its player's secret until the window closes.
    let before = g.view(Some(0));
    ok(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Square(sp(0, 3, 1)),
        },
    );
    let mut after = g.view(Some(0));
    after.counter = before.counter;
    assert_eq!(after, before, "player 0 sees nothing of the staged card");
    assert_eq!(g.view(Some(1)).window.expect("open").own_staged.len(), 1);
    // Resident in a market (interior, power on): D6 + 3 - grit >= 6.
    let die = u8::try_from(6 - 3 + grit(&g, t))
        .expect("a die")
        .clamp(1, 6);
    g.rng.force_dice(&[die]);
    let ev = ok(&mut g, 1, Act::Ready);
    let plays = ev.iter().find_map(|e| match e {
        Event::WindowClosed { plays } => Some(plays.clone()),
        _ => None,
    });
    let plays = plays.expect("revealed");
    assert_eq!(plays.len(), 1);
    assert_eq!(feud_key(plays[0].feud), "market_security");
    assert!(ev.contains(&Event::PushedBack {
        tenant: t,
        to: sp(0, 3, 1)
    }));
    assert_eq!(gone(&g, t), Some(Gone::Destroyed));
    assert_eq!(g.stage, Stage::Command);
    assert_eq!(g.hands[1].len(), 1, "the card left the hand");
    assert_eq!(g.discard.len(), 1);
}

#[test]
fn bm_10_3_a_survivor_stays_where_it_was_struck_and_may_carry_on() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Auto, Reaction::Never);
    hand_of(&mut g, 1, &["market_security"]);
    let t = walk_out_of_the_market(&mut g);
    let mp = g.tenants[usize::from(t)].mp;
    g.rng.force_dice(&[1]);
    // Nobody is asked (an `auto` order): the window opens and closes in one command.
    let ev = ok(&mut g, 0, Act::EndMove);
    assert!(!ev.iter().any(|e| matches!(e, Event::WindowOpened { .. })));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::WindowClosed { plays } if plays.len() == 1)));
    assert_eq!(gone(&g, t), None);
    assert_eq!(at(&g, t), sp(0, 3, 1), "sent back to the market");
    assert_eq!(g.tenants[usize::from(t)].mp, mp, "the MP spent are lost");
    ok(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Right,
        },
    );
    assert_eq!(
        g.turn.trail.as_ref().map(|p| p.squares.clone()),
        Some(vec![sp(0, 4, 1)])
    );
}

#[test]
fn bm_10_3_a_halt_stops_the_mover_in_the_lift_and_wastes_its_cp() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Auto, Reaction::Never);
    hand_of(&mut g, 1, &["lift_jam"]);
    let t = put(&mut g, 0, "resident", sp(0, 4, 1), &[]);
    roused(&mut g, t);
    ok(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 9,
        },
    );
    let cp = g.turn.cp;
    let ev = ok(&mut g, 0, Act::EndMove);
    assert!(ev.contains(&Event::Halted { tenant: t }));
    // The first lift square of the path: where it got in.
    assert_eq!(at(&g, t), sp(0, 4, 1));
    assert!(g.tenants[usize::from(t)].halted);
    assert_eq!(g.turn.cp, cp, "no CP back");
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: t,
            dir: Dir::Left,
        },
        Refusal::Halted,
    );
    refused(
        &mut g,
        0,
        Act::Lift {
            tenant: t,
            level: 5,
        },
        Refusal::Halted,
    );
    assert_eq!(Refusal::Halted.rule(), Some("BM-10.3"));
    // Halted for the turn only.
    g.start_turn(0);
    assert!(!g.tenants[usize::from(t)].halted);
}

#[test]
fn bm_10_3_refusals_of_hazards_and_of_moving_on() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Ask, Reaction::Never);
    hand_of(&mut g, 1, &["market_security", "steady_aim", "rally"]);
    refused(&mut g, 0, Act::EndMove, Refusal::NoMove);
    let other = put(&mut g, 0, "resident", sp(0, 8, 3), &[]);
    ok(&mut g, 0, Act::Rouse { tenant: other });
    let t = walk_out_of_the_market(&mut g);
    // BM-10.3: no other counter moves before the mover's hazards.
    refused(
        &mut g,
        0,
        Act::Step {
            tenant: other,
            dir: Dir::Left,
        },
        Refusal::EndMoveFirst,
    );
    assert!(!g
        .legal_commands()
        .iter()
        .any(|c| matches!(c.act, Act::Step { tenant, .. } if tenant == other)));
    ok(&mut g, 0, Act::EndMove);
    let sq = |c, l| On::Square(sp(0, c, l));
    refused(
        &mut g,
        0,
        Act::Play {
            card: 0,
            on: sq(3, 1),
        },
        Refusal::NotYourTurn,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 1,
            on: sq(3, 1),
        },
        Refusal::NotHazardCard,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 2,
            on: sq(3, 1),
        },
        Refusal::NotHazardCard,
    );
    // Not a market, a market off the path, not a square.
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: sq(5, 1),
        },
        Refusal::HazardTarget,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: sq(8, 1),
        },
        Refusal::HazardTarget,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Tenant(t),
        },
        Refusal::HazardTarget,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 7,
            on: sq(3, 1),
        },
        Refusal::NoSuchCard,
    );
    ok(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: sq(3, 1),
        },
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: sq(3, 1),
        },
        Refusal::CardStaged,
    );
    refused(&mut g, 0, Act::EndCommand, Refusal::NotYourTurn);
    for r in [
        Refusal::EndMoveFirst,
        Refusal::NoMove,
        Refusal::NotHazardCard,
        Refusal::HazardTarget,
    ] {
        assert_eq!(r.rule(), Some("BM-10.3"));
        assert!(r.message().id.starts_with("feud-err-"));
    }
    assert_eq!(Refusal::CardStaged.rule(), Some("BM-10.1"));
}

#[test]
fn bm_10_3_the_window_opens_on_public_facts_never_on_a_hand() {
    // Asked with no hazard card at all: only `ready` to answer, and that is the default.
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Ask, Reaction::Never);
    hand_of(&mut g, 1, &["steady_aim"]);
    walk_out_of_the_market(&mut g);
    ok(&mut g, 0, Act::EndMove);
    assert_eq!(g.stage, Stage::Window);
    let ready = Command {
        by: 1,
        act: Act::Ready,
    };
    assert_eq!(g.legal_commands(), vec![ready]);
    assert_eq!(g.default_command(), Some(ready));
    ok(&mut g, 1, Act::Ready);
    assert_eq!(g.stage, Stage::Command);

    // `never`, holding the very card: no wait and no play.
    let mut g = bare(2);
    hand_of(&mut g, 1, &["market_security"]);
    walk_out_of_the_market(&mut g);
    let ev = ok(&mut g, 0, Act::EndMove);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::WindowClosed { plays } if plays.is_empty())));
    assert_eq!(g.hands[1].len(), 1);

    // No card in another hand, or the Lockdown: no window, and moving on is free.
    let mut g = bare(2);
    g.hands[1].clear();
    let t = walk_out_of_the_market(&mut g);
    assert!(!g.hazard_window_due());
    refused(&mut g, 0, Act::EndMove, Refusal::NoMove);
    let mut h = bare(2);
    h.endgame = true;
    walk_out_of_the_market(&mut h);
    assert!(!h.hazard_window_due());
    let _ = t;
}

#[test]
fn bm_10_3_ending_the_command_phase_runs_the_last_hazard_window_first() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Ask, Reaction::Never);
    hand_of(&mut g, 1, &["market_security"]);
    walk_out_of_the_market(&mut g);
    ok(&mut g, 0, Act::EndCommand);
    assert_eq!(g.stage, Stage::Window);
    let ev = ok(&mut g, 1, Act::Ready);
    assert!(ev.contains(&Event::CombatBegan));
    assert_eq!(g.turn.trail, None);
}

#[test]
fn bm_10_4_steady_aim_adds_to_the_shot_die_played_by_the_order() {
    let mut g = bare(2);
    orders(&mut g, 0, Reaction::Never, Reaction::Auto);
    hand_of(&mut g, 0, &["steady_aim"]);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    let a = put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    to_combat(&mut g);
    // 3 + 2 (rifle) + 2 (card) - grit 1 = 6: without the card, 4.
    assert_eq!(grit(&g, a), 1);
    g.rng.force_dice(&[3]);
    let ev = ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Tenants,
        },
    );
    assert!(ev.contains(&Event::Roll {
        die: 3,
        total: 6,
        needed: 6
    }));
    assert_eq!(gone(&g, a), Some(Gone::Destroyed));
    assert!(g.hands[0].is_empty());
}

#[test]
fn bm_10_4_jammed_is_played_before_the_die_by_the_target_s_player() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Never, Reaction::Ask);
    hand_of(&mut g, 1, &["jammed", "rally"]);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    let a = put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    to_combat(&mut g);
    let shot = Act::Shoot {
        shooter: s,
        slot: 0,
        at: sp(1, 2, 5),
        aim: Aim::Tenants,
    };
    let ev = ok(&mut g, 0, shot);
    assert!(
        matches!(ev[..], [Event::WindowOpened { .. }]),
        "no die yet: {ev:?}"
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Tenant(a),
        },
        Refusal::AttackTarget,
    );
    refused(
        &mut g,
        1,
        Act::Play {
            card: 1,
            on: On::Nothing,
        },
        Refusal::NotAttackCard,
    );
    assert_eq!(Refusal::AttackTarget.rule(), Some("BM-10.4"));
    ok(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Nothing,
        },
    );
    // 5 + 2 - 2 - 1 = 4: the shot that would have killed misses.
    g.rng.force_dice(&[5]);
    let ev = ok(&mut g, 1, Act::Ready);
    assert!(ev.contains(&Event::Roll {
        die: 5,
        total: 4,
        needed: 6
    }));
    assert_eq!(gone(&g, a), None);
    assert!(g.tenants[usize::from(s)].spent);
    assert_eq!(g.stage, Stage::Combat);
}

#[test]
fn bm_10_4_brawl_goes_to_the_side_its_player_picks_and_hazards_strike_in_their_place() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Never, Reaction::Ask);
    hand_of(&mut g, 1, &["brawl", "guard_dog"]);
    let a = put(&mut g, 0, "resident", sp(0, 5, 5), &["knife"]);
    let b = put(&mut g, 1, "resident", sp(0, 6, 5), &[]);
    let c = put(&mut g, 1, "resident", sp(0, 8, 5), &[]);
    to_combat(&mut g);
    ok(
        &mut g,
        0,
        Act::Assault {
            attacker: a,
            target: b,
        },
    );
    assert_eq!(g.stage, Stage::Window);
    refused(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Tenant(c),
        },
        Refusal::AttackTarget,
    );
    // A hazard on a tenant standing in its place, in the combat phase (BM-10.3): not on
    // one's own.
    refused(
        &mut g,
        1,
        Act::Play {
            card: 1,
            on: On::Tenant(c),
        },
        Refusal::HazardTarget,
    );
    ok(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Tenant(b),
        },
    );
    ok(
        &mut g,
        1,
        Act::Play {
            card: 1,
            on: On::Tenant(a),
        },
    );
    // The hazard first: 1 + 2 - 1 = 2, a survives; then a: 3 + 1 + 1 = 5 against
    // b: 3 + 1 + 2 = 6.
    g.rng.force_dice(&[1, 3, 3]);
    let ev = ok(&mut g, 1, Act::Ready);
    assert!(ev.contains(&Event::Roll {
        die: 1,
        total: 2,
        needed: 6
    }));
    assert_eq!(gone(&g, a), Some(Gone::Destroyed));
    assert_eq!(gone(&g, b), None);
}

#[test]
fn bm_10_4_attack_cards_on_the_revealed_defensive_shots() {
    let mut g = bare(2);
    orders(&mut g, 0, Reaction::Never, Reaction::Ask);
    hand_of(&mut g, 0, &["jammed"]);
    let me = put(&mut g, 0, "resident", sp(0, 9, 5), &[]);
    let armed = put(&mut g, 1, "resident", sp(0, 10, 5), &["pistol"]);
    ok(&mut g, 0, Act::EndCommand);
    let shot = DefenceShot {
        shooter: armed,
        slot: 0,
        target: sp(0, 9, 5),
    };
    ok(&mut g, 1, Act::Defend { shot });
    let ev = ok(&mut g, 1, Act::DefenceDone);
    assert!(ev.contains(&Event::DefenceClosed { shots: vec![shot] }));
    assert_eq!(g.stage, Stage::Window);
    assert_eq!(g.to_act(), vec![0]);
    refused(
        &mut g,
        0,
        Act::Play {
            card: 0,
            on: On::Tenant(me),
        },
        Refusal::AttackTarget,
    );
    ok(
        &mut g,
        0,
        Act::Play {
            card: 0,
            on: On::Tenant(armed),
        },
    );
    // 6 + 2 - 2 - 1 = 5: missed (7 without the card).
    g.rng.force_dice(&[6]);
    let ev = ok(&mut g, 0, Act::Ready);
    assert!(ev.contains(&Event::CombatBegan));
    assert_eq!(gone(&g, me), None);
    assert!(g.tenants[usize::from(armed)].spent);
}

#[test]
fn bm_10_4_no_window_in_the_lockdown_or_with_empty_hands() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Never, Reaction::Ask);
    g.hands.iter_mut().for_each(Vec::clear);
    let s = put(&mut g, 0, "resident", sp(0, 9, 5), &["rifle"]);
    put(&mut g, 1, "resident", sp(1, 2, 5), &[]);
    to_combat(&mut g);
    assert!(!g.attack_window_due());
    g.rng.force_dice(&[1]);
    let ev = ok(
        &mut g,
        0,
        Act::Shoot {
            shooter: s,
            slot: 0,
            at: sp(1, 2, 5),
            aim: Aim::Tenants,
        },
    );
    assert!(ev.iter().any(|e| matches!(e, Event::Roll { .. })));
    let mut h = bare(2);
    h.endgame = true;
    assert!(!h.attack_window_due());
}

/// Plays random listed commands with every player asked in every window; returns the
/// printed commands and how many windows waited.
fn asked_game(players: u8, seed: u64, steps: usize) -> (Game, Vec<String>, usize) {
    use super::ruleset::print_command;
    let mut g = Game::new(players, seed).expect("set-up");
    for o in &mut g.orders {
        o.hazards = Reaction::Ask;
        o.attacks = Reaction::Ask;
    }
    let mut rng = crate::shared::rng::GameRng::from_seed(seed);
    let mut printed = Vec::new();
    let mut windows = 0;
    for _ in 0..steps {
        if g.stage == Stage::Ended {
            break;
        }
        let legal = g.legal_commands();
        // Orders stay `ask`: the toggles are skipped.
        let legal: Vec<Command> = legal
            .into_iter()
            .filter(|c| !matches!(c.act, Act::SetOrders { .. }))
            .collect();
        let c = legal[rng.below(legal.len() as u32) as usize];
        let ev = g.apply(c).expect("listed");
        windows += ev
            .iter()
            .filter(|e| matches!(e, Event::WindowOpened { .. }))
            .count();
        printed.push(print_command(&c));
    }
    (g, printed, windows)
}

#[test]
fn games_with_windows_replay_from_their_seed_and_commands() {
    use super::ruleset::parse_command;
    for (players, seed) in [(2u8, 5u64), (3, 6), (4, 7)] {
        let (g, printed, windows) = asked_game(players, seed, 3000);
        assert!(windows > 0, "{players} players: no window waited");
        let mut r = Game::new(players, seed).expect("set-up");
        for o in &mut r.orders {
            o.hazards = Reaction::Ask;
            o.attacks = Reaction::Ask;
        }
        for line in &printed {
            r.apply(parse_command(line).expect("reads"))
                .expect("replays");
        }
        assert_eq!(r, g);
    }
}

#[test]
fn views_of_an_open_window_hold_no_other_player_s_card_and_determinize_keeps_them() {
    let mut g = bare(3);
    orders(&mut g, 1, Reaction::Ask, Reaction::Never);
    orders(&mut g, 2, Reaction::Ask, Reaction::Never);
    hand_of(&mut g, 1, &["market_security"]);
    walk_out_of_the_market(&mut g);
    ok(&mut g, 0, Act::EndMove);
    ok(
        &mut g,
        1,
        Act::Play {
            card: 0,
            on: On::Square(sp(0, 3, 1)),
        },
    );
    ok(&mut g, 1, Act::Ready);
    // Player 1 answered, player 2 not yet: nobody but 1 sees 1's card or answer.
    assert_eq!(g.stage, Stage::Window);
    assert_eq!(g.to_act(), vec![2]);
    for viewer in [None, Some(0), Some(2)] {
        let v = g.view(viewer);
        let w = v.window.clone().expect("open");
        assert!(w.own_staged.is_empty(), "{viewer:?}");
        for seed in 0..4 {
            let twin = Game::determinize(&v, seed);
            assert_eq!(twin.view(viewer), v, "{viewer:?} seed {seed}");
            assert!(twin.consistent());
        }
    }
    let own = g.view(Some(1));
    let w = own.window.clone().expect("open");
    assert_eq!((w.own_staged.len(), w.own_waiting), (1, false));
    assert_eq!(Game::determinize(&own, 9).view(Some(1)), own);
    // The answer event is shown to its player only.
    use crate::seam::{Role, Ruleset};
    let answered = Event::Answered { player: 1 };
    assert_eq!(<Game as Ruleset>::redact(&answered, Some(Role(0))), None);
    assert_eq!(
        <Game as Ruleset>::redact(&answered, Some(Role(1))),
        Some(answered)
    );
}

/// Issue 36: standing orders are set by any seat at any time (BM-10.3's windows read
/// them), out of turn too, changing nothing else: not the stage, the turn, who is waited
/// for, nor anything another player or a spectator sees but the counter; and the next
/// window follows the new orders.
#[test]
fn bm_10_3_standing_orders_are_set_out_of_turn_privately() {
    let mut g = bare(2);
    orders(&mut g, 1, Reaction::Never, Reaction::Never);
    hand_of(&mut g, 1, &["market_security"]);
    let t = walk_out_of_the_market(&mut g);
    let (stage, turn, to_act) = (g.stage, g.turn.clone(), g.to_act());
    let (seen_by_0, seen_by_all) = (g.view(Some(0)), g.view(None));
    let asking = Orders {
        stop_lifts: true,
        hazards: Reaction::Ask,
        attacks: Reaction::Never,
        defence: Fire::Weakest,
    };
    let ev = ok(&mut g, 1, Act::SetOrders { orders: asking });
    assert_eq!(ev, vec![Event::OrdersSet { player: 1 }]);
    assert_eq!((g.stage, &g.turn, g.to_act()), (stage, &turn, to_act));
    // Only its author sees it, in view and event.
    for (viewer, before) in [(Some(0), seen_by_0), (None, seen_by_all)] {
        let mut after = g.view(viewer);
        after.counter = before.counter;
        assert_eq!(after, before, "{viewer:?} sees nothing of the new orders");
        let viewer = viewer.map(engine_role);
        assert_eq!(<Game as crate::seam::Ruleset>::redact(&ev[0], viewer), None);
    }
    assert_eq!(g.view(Some(1)).own_orders, Some(asking));
    // Not listed out of turn (the seam lists only the roles to act)...
    assert!(!g.legal_commands().iter().any(|c| c.by == 1));
    // ...and the next window asks player 1, as the new orders say.
    let ev = ok(&mut g, 0, Act::EndMove);
    assert!(ev.iter().any(|e| matches!(e, Event::WindowOpened { .. })));
    assert_eq!(g.to_act(), vec![1]);
    // In the window, the player on turn (not asked) sets orders too; still waiting on 1.
    ok(&mut g, 0, Act::SetOrders { orders: quiet() });
    assert_eq!(g.to_act(), vec![1]);
    assert_eq!(g.stage, Stage::Window);
    let _ = t;
    // A seat that does not exist sets nothing; over, nobody does.
    refused(
        &mut g,
        5,
        Act::SetOrders { orders: quiet() },
        Refusal::NotYourTurn,
    );
    g.stage = Stage::Ended;
    refused(&mut g, 1, Act::SetOrders { orders: quiet() }, Refusal::Over);
}

fn engine_role(p: u8) -> crate::seam::Role {
    crate::seam::Role(p)
}
