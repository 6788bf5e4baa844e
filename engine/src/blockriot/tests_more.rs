//! Tests of the second session's rules: the curfew and its sealed orders, red cards and
//! tear gas, reinforcements, trading, overpowering, extraction, masks passed, the
//! steered-police option; each cites its BR id.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::action::{Act, CardTarget, Command, Error, Event, Order, PayItem, Spawn, Target};
use super::board::{board, Dir, Sq};
use super::data::data;
use super::state::{Config, Game, Mode, Owner, Phase, Piece, Place, StackItem, TileRef};
use super::tests::outer_corner;
use crate::seam::{Explain, Role, Ruleset};

fn sq(name: &str) -> Sq {
    board().parse(name).unwrap()
}

fn cmd(by: u8, act: Act) -> Command {
    Command { by, act }
}

fn config(players: u8, mode: Mode) -> Config {
    Config {
        players,
        mode,
        ..Config::default()
    }
}

/// Past the keep step, every player piece off the board but one witness per player in its
/// start corner (so nobody is dominated by the clearing).
fn bare_with(config: Config) -> Game {
    let players = config.players;
    let mut g = Game::new(config, 7).unwrap();
    while let Phase::Keep(_) = g.public.phase {
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    for p in &mut g.pieces {
        if matches!(p.place, Place::Board(_)) && matches!(p.owner, Owner::Player(_)) {
            p.place = Place::Reserve;
        }
    }
    // The witnesses stand in their blocks' outer corners (far from the hall and police).
    for seat in 0..players {
        let corner = outer_corner(g.block_of(seat));
        put(&mut g, Owner::Player(seat), &board().name(corner), false);
    }
    g
}

fn bare(players: u8, mode: Mode) -> Game {
    bare_with(config(players, mode))
}

fn put(g: &mut Game, owner: Owner, at: &str, leader: bool) -> usize {
    g.pieces.push(Piece {
        place: Place::Board(sq(at)),
        owner,
        leader,
        concealed: false,
        masked: false,
        stunned: None,
    });
    g.pieces.len() - 1
}

fn moves(g: &mut Game, left: u8, dice: bool) {
    g.public.phase = Phase::Moves { left, dice };
}

/// The red card on top of the red deck: the first of this kind.
fn red_on_top(g: &mut Game, key: &str) {
    let id = (0..data().red.len() as u8)
        .find(|&c| data().red_card(c).unwrap().key == key)
        .unwrap();
    g.red_deck.retain(|&c| c != id);
    g.red_deck.push(id);
}

/// A curfew started by seat 0 on an action turn, with a first roll of 3 + 4 = 7 avoided.
fn in_curfew(players: u8) -> Game {
    let mut g = bare(players, Mode::Competitive);
    // A red card with no effect on a lone witness far from the police: "advance" moves
    // the riot police but arrests nobody this far away.
    red_on_top(&mut g, "advance");
    g.rng.force_dice(&[2, 3]);
    moves(&mut g, 3, false);
    let mut ev = Vec::new();
    g.riot(&mut ev);
    assert!(ev.contains(&Event::CurfewStarted { by: 0 }));
    assert_eq!(g.public.phase, Phase::Curfew);
    g
}

// ----- the curfew (BR-10.6) -----

#[test]
fn curfew_orders_are_sealed_until_all_are_in_then_resolve_in_seat_order() {
    // BR-10.6: every player moves at once; orders are secrets like a hand; resolution in
    // seat order from the starter.
    let mut g = in_curfew(3);
    assert_eq!(g.to_act(), vec![0, 1, 2]);
    assert_eq!(
        Ruleset::to_act(&g),
        vec![Role(0), Role(1), Role(2)],
        "each waiting seat is a pending decision"
    );
    assert!(g.pending_summary().is_some());
    put(&mut g, Owner::Player(1), "e10", false);
    put(&mut g, Owner::Player(2), "e12", false);
    // Seat 1 and seat 2 both aim at e11: seat 1 resolves first (seat order from 0).
    let ev = g
        .apply(cmd(
            1,
            Act::Order(Order::Step {
                from: sq("e10"),
                dir: Dir::S,
            }),
        ))
        .unwrap();
    // What the others see of it: that it is in, not what it is.
    for viewer in [Some(Role(0)), Some(Role(2)), None] {
        let shown: Vec<Event> = ev.iter().filter_map(|e| Game::redact(e, viewer)).collect();
        assert_eq!(shown, vec![Event::OrderSealed { by: 1, order: None }]);
        let v = g.view(viewer.map(|r| r.0));
        assert_eq!(v.order, None);
        assert_eq!(
            v.public.curfew.as_ref().unwrap().waiting,
            vec![true, false, true]
        );
    }
    assert_eq!(
        g.view(Some(1)).order,
        Some(Order::Step {
            from: sq("e10"),
            dir: Dir::S
        })
    );
    // No second order (the seat is no longer waiting), and a move costing more than one is
    // no order (BR-10.6: one move).
    assert_eq!(
        g.apply(cmd(1, Act::Order(Order::Stay))),
        Err(Error::NotYourTurn)
    );
    g.apply(cmd(
        2,
        Act::Order(Order::Step {
            from: sq("e12"),
            dir: Dir::N,
        }),
    ))
    .unwrap();
    g.rng.force_dice(&[1, 2]);
    let ev = g.apply(cmd(0, Act::Order(Order::Stay))).unwrap();
    let shown = ev
        .iter()
        .find_map(|e| match e {
            Event::OrdersShown { orders } => Some(orders.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        shown.iter().map(|o| o.0).collect::<Vec<_>>(),
        vec![0, 1, 2],
        "seat order from the starter"
    );
    assert!(ev.contains(&Event::Moved {
        from: sq("e10"),
        to: sq("e11")
    }));
    assert!(ev.contains(&Event::OrderVoid { by: 2 }));
    // The starter rolled again (1 + 2): a new round of orders.
    assert!(ev.contains(&Event::CurfewRolled {
        by: 0,
        dice: (1, 2)
    }));
    assert_eq!(g.public.phase, Phase::Curfew);
    assert_eq!(g.to_act(), vec![0, 1, 2]);
}

#[test]
fn the_default_order_is_stay_and_a_seven_ends_the_curfew_and_the_turn() {
    // BR-10.6: «Play returns to normal once a 7 is rolled (ends turn, next player gets the
    // dice)»; an idle seat's order is "stay".
    let mut g = in_curfew(2);
    let d = g.default_command().unwrap();
    assert_eq!(d, cmd(0, Act::Order(Order::Stay)));
    g.apply(d).unwrap();
    g.rng.force_dice(&[3, 4]);
    let d = g.default_command().unwrap();
    assert_eq!(d.by, 1);
    let ev = g.apply(d).unwrap();
    assert!(ev.contains(&Event::CurfewEnded { agreed: false }));
    assert!(g.public.curfew.is_none());
    assert_eq!(g.public.turn, 1);
    assert_eq!(g.public.phase, Phase::Choose);
}

#[test]
fn a_curfew_order_is_one_move_and_stuns_last_a_round() {
    // BR-10.6: one move per round; a capture dearer than one move is refused.
    let mut g = in_curfew(2);
    put(&mut g, Owner::Player(0), "e10", false);
    let l = put(&mut g, Owner::Player(1), "e11", true);
    g.pieces[l].stunned = Some(0);
    let e = g
        .apply(cmd(0, Act::Order(Order::Capture { at: sq("e11") })))
        .unwrap_err();
    assert_eq!(e, Error::CurfewMove);
    assert_eq!(e.rule(), Some("BR-10.6"));
    // A plain stunned rioter is one move: accepted.
    g.pieces[l].leader = false;
    g.apply(cmd(0, Act::Order(Order::Capture { at: sq("e11") })))
        .unwrap();
}

#[test]
fn looting_a_hall_tile_starts_a_curfew_after_the_stack_on_a_dice_turn() {
    // BR-9.1, BR-10.5: riot police act and a curfew begins; BR-6.3: on a dice turn the
    // stack is settled first.
    let mut g = bare(2, Mode::Competitive);
    let ring = board().ring_of(&board().hall);
    for &s in ring.iter().take(5) {
        if g.free(s) {
            put(&mut g, Owner::Player(0), &board().name(s), false);
        }
    }
    for &s in ring.iter().skip(5) {
        if g.ring_count(&ring, 0) >= 5 {
            break;
        }
        if g.free(s) {
            put(&mut g, Owner::Player(0), &board().name(s), false);
        }
    }
    let mut h = g.clone();
    // Action turn: the curfew starts at once.
    moves(&mut g, 3, false);
    g.rng.force_dice(&[1, 1]);
    let ev = g.apply(cmd(0, Act::Loot(Target::Hall))).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::RedResolved { .. })));
    assert!(ev.contains(&Event::CurfewStarted { by: 0 }));
    assert_eq!(g.public.phase, Phase::Curfew);
    // Dice turn: settle, then the curfew.
    moves(&mut h, 3, true);
    h.public.stack.push(StackItem::Blue(0));
    let ev = h.apply(cmd(0, Act::Loot(Target::Hall))).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::CurfewStarted { .. })));
    assert_eq!(h.public.phase, Phase::Settle { paid: 0 });
    assert!(h.public.curfew_due);
    h.rng.force_dice(&[1, 1]);
    let ev = h.apply(cmd(0, Act::Collect)).unwrap();
    let collected = ev
        .iter()
        .position(|e| matches!(e, Event::Collected { .. }))
        .unwrap();
    let started = ev
        .iter()
        .position(|e| matches!(e, Event::CurfewStarted { .. }))
        .unwrap();
    assert!(collected < started);
    assert_eq!(h.public.phase, Phase::Curfew);
}

#[test]
fn capturing_riot_police_plays_a_red_card_and_starts_a_curfew() {
    // BR-8.3: +1 green, a red card at once, a curfew.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Riot, "e11", false);
    moves(&mut g, 3, false);
    g.rng.force_dice(&[6, 6]);
    let hand = g.hand(0).len();
    let ev = g.apply(cmd(0, Act::Capture { at: sq("e11") })).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::RedResolved { .. })));
    assert!(ev.contains(&Event::CurfewStarted { by: 0 }));
    assert_eq!(g.public.players[0].riot_held, 1);
    assert!(g.hand(0).len() > hand);
    // BR-10.6: in the curfew every cop is riot police (3 moves to capture).
    put(&mut g, Owner::Police(1), "e12", false);
    assert_eq!(
        g.cost(&Act::Capture { at: sq("e12") }, 0),
        3,
        "police are riot police in a curfew"
    );
}

#[test]
fn tear_gas_stuns_the_unmasked_until_it_clears() {
    // BR-10.7: a 2-move radius; masks and riot police immune; cities shelter unless
    // targeted; stunned rioters stay so while the gas remains; it shrinks each turn.
    // The avenue north of the north city (i1..m5 is street; the city is i6..m8).
    let mut g = bare(2, Mode::Competitive);
    let a = put(&mut g, Owner::Player(0), "k4", false);
    let b = put(&mut g, Owner::Player(0), "k3", false);
    let masked = put(&mut g, Owner::Player(0), "j4", false);
    g.pieces[masked].masked = true;
    let cop = put(&mut g, Owner::Police(0), "k2", false);
    let sheltered = put(&mut g, Owner::Player(1), "k6", false);
    let mut ev = Vec::new();
    g.gas(sq("k4"), 2, &mut ev);
    assert!(g.pieces[a].stunned.is_some() && g.pieces[b].stunned.is_some());
    assert!(g.pieces[masked].stunned.is_none());
    assert!(g.pieces[sheltered].stunned.is_none());
    assert_eq!(g.pieces[cop].owner, Owner::Riot, "police flip in the gas");
    // No revival under the gas.
    put(&mut g, Owner::Player(0), "k5", false);
    g.public.turn_no += 1;
    moves(&mut g, 3, false);
    let e = g.apply(cmd(0, Act::Revive { at: sq("k4") }));
    assert_eq!(e, Err(Error::Gassed { at: sq("k4") }));
    assert_eq!(e.unwrap_err().rule(), Some("BR-10.7"));
    // Walking into it stuns an unmasked rioter.
    let c = put(&mut g, Owner::Player(0), "m3", false);
    g.apply(cmd(
        0,
        Act::Step {
            from: sq("m3"),
            dir: Dir::W,
        },
    ))
    .unwrap();
    assert!(g.pieces[c].stunned.is_some());
    // Three turns: radius 2, 1, 0, then clear.
    for left in [1, 0] {
        g.shrink_gas();
        assert_eq!(g.public.clouds[0].radius, left);
    }
    g.shrink_gas();
    assert!(g.public.clouds.is_empty());
}

#[test]
fn a_gas_card_lands_on_the_densest_group() {
    // BR-10.7 with our red deck: the cloud where it stuns most of the player's rioters.
    let mut g = bare(2, Mode::Competitive);
    for s in ["e10", "e11", "d11"] {
        put(&mut g, Owner::Player(0), s, false);
    }
    red_on_top(&mut g, "tear-gas");
    g.rng.force_dice(&[1, 1]);
    moves(&mut g, 3, false);
    let mut ev = Vec::new();
    g.riot(&mut ev);
    let (at, radius) = ev
        .iter()
        .find_map(|e| match e {
            Event::Gassed { at, radius } => Some((*at, *radius)),
            _ => None,
        })
        .unwrap();
    assert_eq!(radius, 2);
    assert!(["e10", "e11", "d11"]
        .iter()
        .all(|s| board().distance(at, sq(s)) <= 2));
}

#[test]
fn everyone_may_agree_to_end_an_idle_curfew() {
    // BR-14.3: «Curfew may cease if all players agree after several rounds of inactivity».
    let mut g = in_curfew(2);
    let e = g.apply(cmd(0, Act::Order(Order::Cease))).unwrap_err();
    assert_eq!(e, Error::NotIdle { rounds: 2 });
    assert_eq!(e.rule(), Some("BR-14.3"));
    for _ in 0..2 {
        g.rng.force_dice(&[1, 1]);
        g.apply(cmd(0, Act::Order(Order::Stay))).unwrap();
        g.apply(cmd(1, Act::Order(Order::Stay))).unwrap();
    }
    assert_eq!(g.public.curfew.as_ref().unwrap().idle, 2);
    g.apply(cmd(0, Act::Order(Order::Cease))).unwrap();
    // Not unanimous: the curfew goes on.
    g.rng.force_dice(&[1, 1]);
    g.apply(cmd(1, Act::Order(Order::Stay))).unwrap();
    assert!(g.public.curfew.is_some());
    g.apply(cmd(0, Act::Order(Order::Cease))).unwrap();
    let ev = g.apply(cmd(1, Act::Order(Order::Cease))).unwrap();
    assert!(ev.contains(&Event::CurfewEnded { agreed: true }));
    assert_eq!(g.public.turn, 1);
}

// ----- reinforcements (BR-7.4, BR-14.2, BR-12.2) -----

#[test]
fn reinforcements_cost_a_building_tile_and_end_the_turn() {
    // BR-7.4: 1 looted building tile onto the stack, 1 move a piece, a revealed leader
    // first, at the start position; the turn ends with no campaign fee.
    let mut g = bare(2, Mode::Competitive);
    moves(&mut g, 3, true);
    let e = g.apply(cmd(
        0,
        Act::Reinforce {
            tile: TileRef::House(4),
            n: 2,
            at: Spawn::Start,
        },
    ));
    assert_eq!(e, Err(Error::Reinforce));
    assert_eq!(e.unwrap_err().rule(), Some("BR-7.4"));
    g.public.players[0].loot.push(TileRef::Hall(1));
    assert_eq!(
        g.apply(cmd(
            0,
            Act::Reinforce {
                tile: TileRef::Hall(1),
                n: 2,
                at: Spawn::Start,
            },
        )),
        Err(Error::Reinforce),
        "a hall tile is no building tile"
    );
    g.public.players[0].loot.push(TileRef::House(4));
    assert_eq!(
        g.apply(cmd(
            0,
            Act::Reinforce {
                tile: TileRef::House(4),
                n: 4,
                at: Spawn::Start,
            },
        )),
        Err(Error::NoMoves { need: 4, left: 3 })
    );
    let ev = g
        .apply(cmd(
            0,
            Act::Reinforce {
                tile: TileRef::House(4),
                n: 3,
                at: Spawn::Start,
            },
        ))
        .unwrap();
    let Some(Event::Reinforced { at, leader, .. }) = ev
        .iter()
        .find(|e| matches!(e, Event::Reinforced { .. }))
        .cloned()
    else {
        panic!("{ev:?}")
    };
    assert_eq!(at.len(), 3);
    assert!(leader, "accompanied by a revealed leader");
    let corner = board().blocks[0].start[0];
    assert!(at.iter().all(|&s| board().distance(s, corner) <= 4));
    assert!(g.public.stack.contains(&StackItem::Tile(TileRef::House(4))));
    assert_eq!(g.public.turn, 1, "ends the turn, no settling of the stack");
    assert_eq!(g.public.phase, Phase::Choose);
}

#[test]
fn reinforcements_may_come_round_an_occupied_city_and_inside_with_the_option() {
    // BR-7.4: «placed in and around the start position or an occupied city»; BR-14.2:
    // spawning inside the city is the option.
    for inside in [false, true] {
        let mut g = bare_with(Config {
            spawn_inside_city: inside,
            ..config(2, Mode::Competitive)
        });
        let city = 3u8; // west, f9..h13
        put(&mut g, Owner::Player(0), "f9", true);
        put(&mut g, Owner::Player(0), "f10", false);
        assert!(!g.occupies(0, city));
        put(&mut g, Owner::Player(0), "f11", false);
        assert!(
            g.occupies(0, city),
            "BR-9.3: a revealed leader and two more"
        );
        g.public.players[0].loot.push(TileRef::House(2));
        moves(&mut g, 3, false);
        let ev = g
            .apply(cmd(
                0,
                Act::Reinforce {
                    tile: TileRef::House(2),
                    n: 2,
                    at: Spawn::City(city),
                },
            ))
            .unwrap();
        let at = ev
            .iter()
            .find_map(|e| match e {
                Event::Reinforced { at, .. } => Some(at.clone()),
                _ => None,
            })
            .unwrap();
        let cells = &board().cities[usize::from(city)];
        assert_eq!(at.iter().all(|s| cells.contains(s)), inside, "{at:?}");
        assert!(at
            .iter()
            .all(|&s| cells.contains(&s) || board().ring_of(cells).contains(&s)));
    }
}

#[test]
fn a_player_who_can_still_call_up_reinforcements_is_not_dominated() {
    // BR-12.2 with BR-7.4: no standing piece, but a building tile and a reserve.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let last = put(&mut g, Owner::Player(1), "e11", false);
    let corner = outer_corner(g.block_of(1));
    let w = g.standing(corner).unwrap();
    g.pieces[w].place = Place::Reserve;
    g.public.players[1].loot.push(TileRef::House(9));
    moves(&mut g, 1, false);
    let ev = g.apply(cmd(0, Act::Stun { at: sq("e11") })).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Dominated { .. })));
    assert!(g.pieces[last].stunned.is_some());
    assert!(g.public.outcome.is_none());
}

// ----- trading and yellow cards (BR-9.2, BR-2.6) -----

#[test]
fn a_yellow_card_is_traded_for_as_much_on_an_action_turn() {
    // BR-9.2: «exchange a yellow impact card to the same or more value», action turns only.
    let mut g = bare(2, Mode::Competitive);
    let card = g.public.yellow_row[0];
    let value = data().yellow_card(card).unwrap().value;
    moves(&mut g, 3, true);
    assert_eq!(
        g.apply(cmd(0, Act::Trade { card })),
        Err(Error::ActionTurnOnly)
    );
    moves(&mut g, 3, false);
    g.hands[0].clear();
    g.sync_hand(0);
    let e = g.apply(cmd(0, Act::Trade { card })).unwrap_err();
    assert_eq!(e, Error::CannotAfford { need: value });
    assert_eq!(e.rule(), Some("BR-9.2"));
    let not_in_row = (0..12).find(|c| !g.public.yellow_row.contains(c)).unwrap();
    assert_eq!(
        g.apply(cmd(0, Act::Trade { card: not_in_row })),
        Err(Error::NotInRow)
    );
    // Two hall tiles (150 or more each) pay for any yellow card.
    g.public.players[0].loot = vec![TileRef::Hall(0), TileRef::Hall(5)];
    g.apply(cmd(0, Act::Trade { card })).unwrap();
    assert_eq!(
        g.public.phase,
        Phase::Trade {
            card,
            paid: 0,
            left: 3
        }
    );
    let mut ev = Vec::new();
    while matches!(g.public.phase, Phase::Trade { .. }) {
        let d = g.default_command().unwrap();
        assert!(matches!(d.act, Act::Give(_)));
        ev = g.apply(d).unwrap();
    }
    assert!(ev.contains(&Event::Traded { by: 0, card }));
    assert!(g.public.players[0].yellows.contains(&card));
    assert_eq!(g.public.yellow_row.len(), 3, "the row is refilled");
    assert!(!g.public.yellow_row.contains(&card));
    assert_eq!(
        g.public.phase,
        Phase::Moves {
            left: 3,
            dice: false
        }
    );
}

#[test]
fn a_yellow_card_plays_like_a_green_one() {
    // BR-2.6: «Yellow action cards act exactly like green».
    let mut g = bare(2, Mode::Competitive);
    let strike = (0..12u8)
        .find(|&c| data().yellow_card(c).unwrap().key == "general-strike")
        .unwrap();
    g.public.players[0].yellows.push(strike);
    moves(&mut g, 1, false);
    g.apply(cmd(
        0,
        Act::PlayYellow {
            card: strike,
            target: CardTarget::None,
        },
    ))
    .unwrap();
    assert_eq!(
        g.public.phase,
        Phase::Moves {
            left: 6,
            dice: false
        }
    );
    assert!(g.public.yellow_discard.contains(&strike));
    // Gas Masks: the named piece and its unit.
    let masks = (0..12u8)
        .find(|&c| data().yellow_card(c).unwrap().key == "gas-masks")
        .unwrap();
    g.public.players[0].yellows.push(masks);
    let unit: Vec<usize> = ["e10", "e11", "e12", "e13"]
        .iter()
        .map(|s| put(&mut g, Owner::Player(0), s, false))
        .collect();
    g.apply(cmd(
        0,
        Act::PlayYellow {
            card: masks,
            target: CardTarget::At(sq("e11")),
        },
    ))
    .unwrap();
    assert_eq!(unit.iter().filter(|&&i| g.pieces[i].masked).count(), 3);
    assert!(g.pieces[unit[1]].masked);
    assert!(!g.holds(0, PayItem::Yellow(strike)), "played, it is gone");
}

// ----- overpowering, extraction, masks (BR-8.4, BR-9.4, BR-8.7) -----

#[test]
fn three_rioters_overpower_on_two_connected_sides_or_three_sides() {
    // BR-8.4, BR-15.3: no stun, a flat 2 moves whatever the target.
    let mut g = bare(2, Mode::Competitive);
    // The avenue north of the north city.
    let target = put(&mut g, Owner::Player(1), "k3", true);
    g.pieces[target].concealed = true;
    put(&mut g, Owner::Player(0), "k2", false);
    put(&mut g, Owner::Player(0), "k4", false);
    moves(&mut g, 3, false);
    // Two opposite sides: not surrounded.
    let e = g
        .apply(cmd(0, Act::Overpower { at: sq("k3") }))
        .unwrap_err();
    assert_eq!(e, Error::NotOverpowered { at: sq("k3") });
    assert_eq!(e.rule(), Some("BR-8.4"));
    // Two sides at a corner, connected by the third: k2, l2, l3.
    let mut h = g.clone();
    put(&mut h, Owner::Player(0), "l2", false);
    assert!(!h.overpowered(sq("k3"), 0));
    put(&mut h, Owner::Player(0), "l3", false);
    assert!(h.overpowered(sq("k3"), 0));
    // Three separate sides: k2, k4 and j3.
    put(&mut g, Owner::Player(0), "j3", false);
    moves(&mut g, 1, false);
    assert_eq!(
        g.apply(cmd(0, Act::Overpower { at: sq("k3") })),
        Err(Error::NoMoves { need: 2, left: 1 }),
        "the price is the same for a concealed leader"
    );
    moves(&mut g, 2, false);
    let ev = g.apply(cmd(0, Act::Overpower { at: sq("k3") })).unwrap();
    assert!(ev.contains(&Event::Captured {
        by: 0,
        at: sq("k3"),
        owner: Owner::Player(1),
        leader: true
    }));
    assert_eq!(g.pieces[target].place, Place::Hostage(0));
    assert!(g.public.players[0].captured_rival);
}

#[test]
fn rivals_and_police_are_extracted_from_a_surrounded_city() {
    // BR-9.4: 5 round the building, 1 move a piece, rivals held hostage.
    let mut g = bare(2, Mode::Competitive);
    let city = board().cities[0].clone(); // north, i6..m8
    let rival = put(&mut g, Owner::Player(1), "k7", false);
    let cop = put(&mut g, Owner::Police(0), "j7", false);
    let _ = cop;
    let ring = board().ring_of(&city);
    let mut placed = 0;
    for &s in &ring {
        if placed < 4 && g.free(s) {
            put(&mut g, Owner::Player(0), &board().name(s), false);
            placed += 1;
        }
    }
    moves(&mut g, 3, false);
    assert_eq!(
        g.apply(cmd(0, Act::ExtractPiece { at: sq("k7") })),
        Err(Error::NotSurrounded { need: 5 })
    );
    let fifth = ring.iter().copied().find(|&s| g.free(s)).unwrap();
    put(&mut g, Owner::Player(0), &board().name(fifth), false);
    assert_eq!(
        g.apply(cmd(0, Act::ExtractPiece { at: sq("e10") })),
        Err(Error::NotInside { at: sq("e10") })
    );
    g.apply(cmd(0, Act::ExtractPiece { at: sq("k7") })).unwrap();
    assert_eq!(g.pieces[rival].place, Place::Hostage(0));
    let supply = g.public.police_supply;
    let ev = g.apply(cmd(0, Act::ExtractPiece { at: sq("j7") })).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::BlueResolved { .. })));
    assert_eq!(g.public.police_supply, supply + 1);
}

#[test]
fn a_mask_passes_within_a_unit_once_a_turn() {
    // BR-8.7: «Can be moved within unit during turn» (free, once a turn: our design).
    let mut g = bare(2, Mode::Competitive);
    let a = put(&mut g, Owner::Player(0), "e10", false);
    let b = put(&mut g, Owner::Player(0), "e11", false);
    let c = put(&mut g, Owner::Player(0), "e12", false);
    let apart = put(&mut g, Owner::Player(0), "g12", false);
    let _ = apart;
    g.pieces[a].masked = true;
    moves(&mut g, 3, false);
    let e = g.apply(cmd(
        0,
        Act::PassMask {
            from: sq("e10"),
            to: sq("g12"),
        },
    ));
    assert_eq!(e, Err(Error::Mask));
    assert_eq!(e.unwrap_err().rule(), Some("BR-8.7"));
    g.apply(cmd(
        0,
        Act::PassMask {
            from: sq("e10"),
            to: sq("e12"),
        },
    ))
    .unwrap();
    assert!(!g.pieces[a].masked && g.pieces[c].masked && !g.pieces[b].masked);
    assert_eq!(
        g.public.phase,
        Phase::Moves {
            left: 3,
            dice: false
        }
    );
    assert_eq!(
        g.apply(cmd(
            0,
            Act::PassMask {
                from: sq("e12"),
                to: sq("e11"),
            },
        )),
        Err(Error::Mask)
    );
}

// ----- the previous player steers the police (BR-10.2, the option) -----

#[test]
fn with_the_option_the_previous_player_steers_a_patrol() {
    // BR-10.2: «The previous player controls the police»; a pending decision with the
    // automation's choice as its default (BR-15.6).
    let mut g = bare_with(Config {
        steered_police: true,
        ..config(3, Mode::Competitive)
    });
    let patrol = (0..data().blue.len() as u8)
        .find(|&c| data().blue_card(c).unwrap().key == "patrol")
        .unwrap();
    // Seat 0's rioters: a near one beside its own station (in the block's outer part) and
    // the witness, moved to the far start corner (the block's inner corner).
    let b = board();
    let corner = b.blocks[0].start[0];
    let w = g.standing(outer_corner(0)).unwrap();
    g.pieces[w].place = Place::Board(corner);
    let station = &b.blocks[0].station;
    let ring = b.ring_of(station);
    let near = ring.iter().copied().find(|&s| g.free(s)).unwrap();
    put(&mut g, Owner::Player(0), &b.name(near), false);
    g.public.stack = vec![StackItem::Blue(patrol)];
    g.public.phase = Phase::Settle { paid: 0 };
    let ev = g.apply(cmd(0, Act::Collect)).unwrap();
    assert!(ev.contains(&Event::BlueResolved { card: patrol }));
    assert_eq!(g.public.phase, Phase::Steer);
    assert_eq!(g.to_act(), vec![2], "the previous player of seat 0");
    assert!(g.pending_summary().is_some());
    // The corner witness is a rioter of seat 0 too: the steering player may pick it.
    let e = g.apply(cmd(2, Act::Steer { at: sq("k11") })).unwrap_err();
    assert_eq!(e.rule(), Some("BR-10.2"));
    let d = g.default_command().unwrap();
    assert_eq!(
        d,
        cmd(2, Act::Steer { at: near }),
        "the nearest, as automated"
    );
    let ev = g.apply(cmd(2, Act::Steer { at: corner })).unwrap();
    assert!(ev.contains(&Event::Steered { by: 2, at: corner }));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::PoliceLeft { block: 0, .. })));
    // The turn ends once the police are done (the stack was collected).
    assert_eq!(g.public.turn, 1);
    assert_eq!(g.public.phase, Phase::Choose);
}

// ----- notation -----

#[test]
fn the_new_commands_print_and_read_back() {
    let g = bare(2, Mode::Competitive);
    for act in [
        Act::Order(Order::Stay),
        Act::Order(Order::Cease),
        Act::Order(Order::Step {
            from: sq("c3"),
            dir: Dir::E,
        }),
        Act::Order(Order::Capture { at: sq("d4") }),
        Act::Reinforce {
            tile: TileRef::House(7),
            n: 3,
            at: Spawn::Start,
        },
        Act::Reinforce {
            tile: TileRef::City(2),
            n: 1,
            at: Spawn::City(3),
        },
        Act::Trade { card: 5 },
        Act::Give(PayItem::Green(12)),
        Act::Give(PayItem::Yellow(3)),
        Act::Give(PayItem::Tile(TileRef::Hall(1))),
        Act::Pay(PayItem::Yellow(4)),
        Act::PlayYellow {
            card: 5,
            target: CardTarget::At(sq("c3")),
        },
        Act::PlayYellow {
            card: 9,
            target: CardTarget::Player(1),
        },
        Act::Overpower { at: sq("d4") },
        Act::ExtractPiece { at: sq("k11") },
        Act::Extract { block: 1 },
        Act::PassMask {
            from: sq("c3"),
            to: sq("d3"),
        },
        Act::Steer { at: sq("c3") },
    ] {
        let c = cmd(1, act);
        let text = g.print_command(&c);
        assert_eq!(g.parse_command(&text).unwrap(), c, "{text}");
    }
    for junk in [
        "P0 order",
        "P0 order end",
        "P0 order loot hall",
        "P0 reinforce 0x house 1",
        "P0 reinforce 2 hall",
        "P0 give house",
        "P0 trade",
        "P0 mask c3",
        "P0 steer",
        "P0 play yellow",
    ] {
        assert!(g.parse_command(junk).is_err(), "{junk}");
    }
}

#[test]
fn a_scenario_sets_the_options_and_plays_a_curfew_order() {
    // BR-10.2, BR-14.2: the options in a scenario's header; BR-10.6: orders in notation.
    let start = Game::scenario_start(
        &Config {
            steered_police: true,
            spawn_inside_city: true,
            ..config(2, Mode::Competitive)
        },
        5,
    )
    .unwrap();
    assert!(start.contains("option steered-police\n"));
    assert!(start.contains("option spawn-inside-city\n"));
    let report = Game::run_scenario(&format!("{start}actions\n")).unwrap();
    assert!(report.game.config.steered_police && report.game.config.spawn_inside_city);
    // An order outside a curfew is refused with its rule.
    let mut g = report.game;
    while let Phase::Keep(_) = g.public.phase {
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    let c = g.parse_command("P0 order stay").unwrap();
    assert_eq!(g.apply(c).unwrap_err().rule(), Some("BR-5.1"));
}

#[test]
fn a_blue_curfew_card_in_a_collected_stack_starts_a_curfew_once_the_stack_is_done() {
    // BR-10.6: «Curfew is triggered by ... Random Police Action, Campaign stack»; BR-6.3:
    // «the curfew and any red cards are played after the stack has been completed».
    let mut g = bare(2, Mode::Competitive);
    let curfew = (0..data().blue.len() as u8)
        .find(|&c| data().blue_card(c).unwrap().key == "curfew")
        .unwrap();
    let search = (0..data().blue.len() as u8)
        .find(|&c| data().blue_card(c).unwrap().key == "search")
        .unwrap();
    g.public.stack = vec![StackItem::Blue(curfew), StackItem::Blue(search)];
    g.public.phase = Phase::Settle { paid: 0 };
    red_on_top(&mut g, "advance");
    g.rng.force_dice(&[5, 5]);
    let ev = g.apply(cmd(0, Act::Collect)).unwrap();
    let pos = |f: &dyn Fn(&Event) -> bool| ev.iter().position(f).unwrap();
    let searched = pos(&|e| *e == Event::BlueResolved { card: search });
    let collected = pos(&|e| matches!(e, Event::Collected { .. }));
    let red = pos(&|e| matches!(e, Event::RedResolved { .. }));
    let started = pos(&|e| matches!(e, Event::CurfewStarted { by: 0 }));
    assert!(searched < collected && collected < red && red < started);
    assert_eq!(g.public.phase, Phase::Curfew);
    // BR-6.4: the stack is frozen in a curfew: no turn choice, no dice turn.
    assert_eq!(g.apply(cmd(0, Act::Roll)), Err(Error::WrongPhase));
}

#[test]
fn a_kettle_sends_the_riot_police_after_the_largest_unit() {
    // BR-10.4, BR-10.5 (our red deck): riot police «roam troublesome player blocks».
    let mut g = bare(2, Mode::Competitive);
    // A unit of three next to the square's north-west riot police (i9), a lone rioter far.
    for s in ["i5", "j5", "k5"] {
        put(&mut g, Owner::Player(0), s, false);
    }
    red_on_top(&mut g, "kettle");
    g.rng.force_dice(&[1, 1]);
    moves(&mut g, 3, false);
    let mut ev = Vec::new();
    g.riot(&mut ev);
    let arrested: Vec<Sq> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Arrested { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    assert!(!arrested.is_empty(), "{ev:?}");
    assert!(arrested
        .iter()
        .all(|s| ["i5", "j5", "k5"].contains(&board().name(*s).as_str())));
}

#[test]
fn a_sealed_order_may_be_taken_back_until_the_round_resolves() {
    // BR-10.6 with issue 31's undo: an order in shows nothing the others may not know.
    let mut g = in_curfew(2);
    let ev = g.apply(cmd(1, Act::Order(Order::Stay))).unwrap();
    assert!(!ev.iter().any(Game::reveals_information));
    g.rng.force_dice(&[1, 1]);
    let ev = g.apply(cmd(0, Act::Order(Order::Stay))).unwrap();
    assert!(ev.iter().any(Game::reveals_information));
}

#[test]
fn with_the_option_the_previous_player_steers_a_red_cards_riot_police_too() {
    // BR-10.2: «Previous player controls police as directed by blue or red action cards»;
    // the curfew's orders wait until the riot police are done.
    let mut g = bare_with(Config {
        steered_police: true,
        ..config(3, Mode::Competitive)
    });
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Riot, "e11", false);
    red_on_top(&mut g, "advance");
    g.rng.force_dice(&[1, 1]);
    moves(&mut g, 3, false);
    let ev = g.apply(cmd(0, Act::Capture { at: sq("e11") })).unwrap();
    assert!(ev.contains(&Event::CurfewStarted { by: 0 }));
    assert_eq!(g.public.phase, Phase::Steer);
    assert_eq!(g.to_act(), vec![2]);
    let jobs = g.public.steering.as_ref().unwrap().jobs.len();
    assert_eq!(jobs, 4, "the four riot police of the square");
    let mut steered = 0;
    while g.public.phase == Phase::Steer {
        let d = g.default_command().unwrap();
        assert_eq!(d.by, 2);
        g.apply(d).unwrap();
        steered += 1;
    }
    assert!(steered >= 1);
    assert_eq!(g.public.phase, Phase::Curfew);
    assert_eq!(g.to_act(), vec![0, 1, 2]);
}
