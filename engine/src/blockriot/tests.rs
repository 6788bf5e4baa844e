//! Tests on the data (every count and constraint the seed states) and on the rules, each
//! citing its BR id.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::action::{Act, CardTarget, Command, Error, Event, Target};
use super::board::{board, Dir, Sq, Terrain};
use super::data::{data, load, HouseExtra};
use super::state::{Config, EndReason, Game, Mode, Owner, Phase, Piece, Place};
use crate::seam::{Explain, Ruleset};

fn sq(name: &str) -> Sq {
    board().parse(name).unwrap()
}

fn cmd(by: u8, act: Act) -> Command {
    Command { by, act }
}

/// A 2-player competitive game past the keep step, on seat 0's action turn.
fn started(players: u8, mode: Mode) -> Game {
    let mut g = Game::new(
        Config {
            players,
            mode,
            ..Config::default()
        },
        7,
    )
    .unwrap();
    while let Phase::Keep(_) = g.public.phase {
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    g
}

/// Clears the board of player pieces and police (a test position).
fn bare(players: u8, mode: Mode) -> Game {
    let mut g = started(players, mode);
    for p in &mut g.pieces {
        if matches!(p.place, Place::Board(_)) {
            p.place = Place::Reserve;
        }
    }
    // One standing witness per player in its block's outer corner (the board's corner, far
    // from the hall, the police and the riot police), so nobody is dominated (BR-12.2) by
    // the clearing.
    for seat in 0..players {
        let corner = outer_corner(g.block_of(seat));
        put(&mut g, Owner::Player(seat), &board().name(corner), false);
    }
    g
}

/// The corner of a block's area that is a corner of the board.
pub(super) fn outer_corner(block: u8) -> Sq {
    let b = board();
    let a = b.blocks[usize::from(block)].area;
    let edge = b.size - 1;
    let x = if a[0] == 0 { 0 } else { edge };
    let y = if a[1] == 0 { 0 } else { edge };
    Sq(u16::from(y) * u16::from(b.size) + u16::from(x))
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

fn moves(g: &mut Game, left: u8) {
    g.public.phase = Phase::Moves { left, dice: false };
}

// ----- data (BR-2, BR-3, BR-4, BR-11) -----

#[test]
fn data_loads_and_counts_match_the_design() {
    let d = load().unwrap();
    assert_eq!(d.board.size, 21);
    assert_eq!(d.houses.len(), 40, "BR-2.5: 10 house tiles per block");
    assert_eq!(d.city_tiles.len(), 8);
    assert_eq!(d.hall.len(), 6);
    assert_eq!(d.green.len(), 30);
    assert_eq!(d.yellow.len(), 12);
    assert_eq!(d.blue.len(), 20);
    assert_eq!(d.red.len(), 10);
    assert_eq!(d.causes.len(), 5, "BR-11.1 to BR-11.5");
    // BR-2.2: 28 pieces per colour, several leaders (errata).
    assert_eq!(d.board.rioters_per_colour + d.board.leaders_per_colour, 28);
    assert!(d.board.leaders_per_colour >= 2);
    // BR-11.5: 900 wealth is reachable from the houses alone.
    let houses: u32 = d.houses.iter().map(|h| u32::from(h.wealth)).sum();
    assert!(houses >= 2 * 900, "{houses}");
    // BR-10.5: some house tiles call the police.
    assert!(d.houses.iter().any(|h| h.extra == HouseExtra::Police));
    // BR-6.2 (errata): every green card has a value to pay with.
    assert!(d.green_kinds.iter().all(|k| k.value > 0));
    assert!(d.blue_kinds.iter().all(|k| k.fee > 0));
    // BR-11.1: rival leaders by player count 2, 3, 4; each colour has enough.
    let seize = d.causes.iter().find(|c| c.key == "seize-leaders").unwrap();
    assert_eq!(seize.leaders, vec![2, 3, 4]);
    for (i, &need) in seize.leaders.iter().enumerate() {
        let rivals = i as u8 + 1;
        assert!(rivals * d.board.leaders_per_colour >= need);
    }
}

#[test]
fn board_has_the_seed_layout() {
    let b = board();
    // BR-4.2: the hall in the centre of the square; 9 spaces for 8 rioters and 1 leader
    // (BR-12.1).
    assert_eq!(b.hall.len(), 9);
    assert!(b.hall.contains(&sq("k11")));
    for &s in &b.hall {
        assert_eq!(b.terrain(s), Terrain::Hall);
    }
    // BR-4.2: a riot police on each corner, diagonal to the hall's corners.
    for &r in &b.riot_police_at {
        assert_eq!(b.terrain(r), Terrain::Square);
        assert!(b.hall.iter().any(|&h| b.ring8(h).contains(&r)));
    }
    // BR-2.1: 4 blocks; 10 houses each; a station; a car outside its garage.
    assert_eq!(b.blocks.len(), 4);
    assert_eq!(b.houses.len(), 40);
    for (i, block) in b.blocks.iter().enumerate() {
        assert_eq!(b.houses.iter().filter(|h| h.0 as usize == i).count(), 10);
        assert_eq!(block.start.len(), 8, "BR-4.5: 7 rioters and a leader");
        assert_eq!(block.station.len(), 4);
        // BR-4.4: the car touches the garage.
        assert!(b
            .neighbours(block.car)
            .any(|n| b.terrain(n) == Terrain::Garage(i as u8)));
        // The start corner is the block's inner corner (docs/blockriot-design.md, section
        // 1): its leader's space touches the two cities between it and the town square,
        // and lies diagonal to a riot police corner of the square.
        let leader = block.start[0];
        let cities: Vec<u8> = b
            .neighbours(leader)
            .filter_map(|n| match b.terrain(n) {
                Terrain::City(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(cities.len(), 2, "the leader's space touches two cities");
        assert!(b
            .riot_police_at
            .iter()
            .any(|&r| b.ring8(leader).contains(&r)));
    }
    // BR-9.1: every house, station and the hall can be surrounded by 5.
    for &(_, h) in &b.houses {
        let open = b
            .ring8(h)
            .iter()
            .filter(|&&s| matches!(b.terrain(s), Terrain::Street | Terrain::Start(_)))
            .count();
        assert!(open >= 5, "house {h}");
    }
    for block in &b.blocks {
        assert!(b.ring_of(&block.station).len() >= 5);
    }
    // BR-4.3 / BR-11.4: each city borders the square and touches two blocks.
    for city in &b.cities {
        assert!(city
            .iter()
            .any(|&s| b.neighbours(s).any(|n| b.terrain(n) == Terrain::Square)));
        let mut touched: Vec<u8> = city
            .iter()
            .flat_map(|&s| b.neighbours(s).collect::<Vec<_>>())
            .filter_map(|n| b.block_at(n))
            .collect();
        touched.sort_unstable();
        touched.dedup();
        assert_eq!(touched.len(), 2, "a city spans two blocks");
    }
}

#[test]
fn setup_follows_br_4() {
    for players in 2..=4 {
        let g = Game::new(
            Config {
                players,
                mode: Mode::Competitive,
                ..Config::default()
            },
            1,
        )
        .unwrap();
        // BR-4.5: 8 pieces per player on the board, 1 revealed leader.
        for s in 0..players {
            let mine: Vec<&Piece> = g
                .pieces
                .iter()
                .filter(|p| p.owner == Owner::Player(s) && matches!(p.place, Place::Board(_)))
                .collect();
            assert_eq!(mine.len(), 8);
            assert_eq!(mine.iter().filter(|p| p.leader && !p.concealed).count(), 1);
            assert_eq!(g.hand(s).len(), 4, "BR-4.6: 4 dealt");
            assert!(g.cause(s).is_some(), "BR-4.8");
        }
        // BR-4.2, BR-4.4.
        assert_eq!(
            g.pieces.iter().filter(|p| p.owner == Owner::Riot).count(),
            4
        );
        assert!(g.public.stations.iter().all(|s| s.police == 2));
        assert_eq!(g.public.yellow_row.len(), 3, "BR-4.7");
        assert_eq!(g.public.phase, Phase::Keep(0));
    }
    let coop = Game::new(
        Config {
            players: 3,
            mode: Mode::Coop,
            ..Config::default()
        },
        1,
    )
    .unwrap();
    assert!(
        (0..3).all(|s| coop.cause(s).is_none()),
        "BR-4.8: no cause in co-op"
    );
    assert!(Game::new(
        Config {
            players: 5,
            mode: Mode::Coop,
            ..Config::default()
        },
        1
    )
    .is_err());
}

// ----- the turn (BR-5, BR-6) -----

#[test]
fn keep_two_of_four_then_choose() {
    // BR-4.6: each player keeps 2; the others go face up to the discard.
    let mut g = Game::new(Config::default(), 3).unwrap();
    let h = g.hand(0).to_vec();
    let ev = g.apply(cmd(0, Act::Keep(h[0], h[2]))).unwrap();
    assert_eq!(g.hand(0), &[h[0], h[2]]);
    assert!(matches!(&ev[0], Event::Kept { discarded, .. } if discarded.len() == 2));
    assert_eq!(g.public.phase, Phase::Keep(1));
    // Keeping a card one does not hold is refused, naming BR-4.6.
    let other = g.hand(1).to_vec();
    let not_held = (0..30).find(|c| !other.contains(c)).unwrap();
    let e = g.apply(cmd(
        1,
        Act::Keep(other[0].min(not_held), other[0].max(not_held)),
    ));
    assert_eq!(e.unwrap_err().rule(), Some("BR-4.6"));
    for s in 1..4 {
        let c = g.default_command().unwrap();
        assert_eq!(c.by, s);
        g.apply(c).unwrap();
    }
    assert_eq!(g.public.phase, Phase::Choose);
}

#[test]
fn action_turn_has_three_moves_and_ends() {
    // BR-5.1: an action turn gives 3 moves.
    let mut g = started(2, Mode::Competitive);
    g.apply(cmd(0, Act::Action)).unwrap();
    assert_eq!(
        g.public.phase,
        Phase::Moves {
            left: 3,
            dice: false
        }
    );
    // BR-5.2: moves may be spread; the leader in the corner steps once the way is open.
    g.apply(cmd(
        0,
        Act::Step {
            from: sq("f7"),
            dir: Dir::N,
        },
    ))
    .unwrap();
    g.apply(cmd(
        0,
        Act::Step {
            from: sq("f6"),
            dir: Dir::W,
        },
    ))
    .unwrap();
    g.apply(cmd(
        0,
        Act::Step {
            from: sq("g6"),
            dir: Dir::W,
        },
    ))
    .unwrap();
    let e = g
        .apply(cmd(
            0,
            Act::Step {
                from: sq("f6"),
                dir: Dir::W,
            },
        ))
        .unwrap_err();
    assert_eq!(e, Error::NoMoves { need: 1, left: 0 });
    assert_eq!(e.rule(), Some("BR-5.2"));
    g.apply(cmd(0, Act::End)).unwrap();
    assert_eq!(g.public.turn, 1);
    assert_eq!(g.public.phase, Phase::Choose);
}

#[test]
fn dice_turn_charges_the_stack_then_pay_or_collect() {
    // BR-5.1, BR-6.1: a roll gives 2d6 moves and a blue card goes on the stack.
    let mut g = started(2, Mode::Competitive);
    g.rng.force_dice(&[6, 5]);
    let ev = g.apply(cmd(0, Act::Roll)).unwrap();
    assert!(ev.contains(&Event::Rolled {
        by: 0,
        dice: (6, 5)
    }));
    assert_eq!(
        g.public.phase,
        Phase::Moves {
            left: 11,
            dice: true
        }
    );
    assert_eq!(g.public.stack.len(), 1);
    // BR-9.2 (errata): no cards on a dice turn.
    let card = g.hand(0)[0];
    let e = g
        .apply(cmd(
            0,
            Act::Play {
                card,
                target: CardTarget::None,
            },
        ))
        .unwrap_err();
    assert_eq!(e.rule(), Some("BR-9.2"));
    g.apply(cmd(0, Act::End)).unwrap();
    assert_eq!(g.public.phase, Phase::Settle { paid: 0 });
    // BR-6.2: paying a card puts it face up on the stack.
    let fee = g.fee_due();
    assert!(fee > 0);
    g.apply(cmd(0, Act::Pay(super::action::PayItem::Green(card))))
        .unwrap();
    assert!(g
        .public
        .stack
        .contains(&super::state::StackItem::Green(card)));
    // Next player (seat 1) rolls and collects the whole stack: the card comes to them
    // (BR-6.3: green cards are kept) and the turn ends.
    if g.public.turn == 0 {
        // The card paid the whole fee or the hand ran out; either way the turn is over.
        let c = g.default_command().unwrap();
        g.apply(c).unwrap();
    }
    assert_eq!(g.public.turn, 1);
    g.apply(cmd(1, Act::Roll)).unwrap();
    g.apply(cmd(1, Act::End)).unwrap();
    let before = g.hand(1).len();
    let ev = g.apply(cmd(1, Act::Collect)).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BlueResolved { .. })));
    assert!(g.public.stack.is_empty());
    assert_eq!(g.hand(1).len(), before + 1);
    assert_eq!(g.public.turn, 0);
}

#[test]
fn fee_is_the_sum_of_the_stacks_blue_cards() {
    // BR-15.1 (our reading): the fee grows with the stack.
    let mut g = started(2, Mode::Competitive);
    g.public.stack = vec![
        super::state::StackItem::Blue(0),
        super::state::StackItem::Green(1),
        super::state::StackItem::Blue(19),
    ];
    let d = data();
    let want = d.blue_card(0).unwrap().fee + d.blue_card(19).unwrap().fee;
    assert_eq!(g.fee_due(), want);
}

// ----- movement (BR-7) -----

#[test]
fn leaping_crosses_a_unit_for_one_move() {
    // BR-7.2, BR-15.2: over a straight run of one's own pieces to the first free space.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Player(0), "e11", false);
    put(&mut g, Owner::Player(0), "e12", false);
    moves(&mut g, 1);
    let ev = g
        .apply(cmd(
            0,
            Act::Leap {
                from: sq("e10"),
                dir: Dir::S,
            },
        ))
        .unwrap();
    assert_eq!(
        ev[0],
        Event::Leapt {
            from: sq("e10"),
            to: sq("e13")
        }
    );
    // No leap without a piece of one's own alongside.
    moves(&mut g, 1);
    assert_eq!(
        g.apply(cmd(
            0,
            Act::Leap {
                from: sq("e13"),
                dir: Dir::E
            }
        )),
        Err(Error::NoLeap)
    );
}

#[test]
fn stunned_pieces_do_not_occupy_their_space() {
    // BR-3.2: a standing piece may move onto a stunned rioter.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let v = put(&mut g, Owner::Player(1), "e11", false);
    g.pieces[v].stunned = Some(0);
    moves(&mut g, 1);
    g.apply(cmd(
        0,
        Act::Step {
            from: sq("e10"),
            dir: Dir::S,
        },
    ))
    .unwrap();
    // A standing piece blocks.
    put(&mut g, Owner::Player(1), "e12", false);
    moves(&mut g, 1);
    assert_eq!(
        g.apply(cmd(
            0,
            Act::Step {
                from: sq("e11"),
                dir: Dir::S
            }
        )),
        Err(Error::Blocked { to: sq("e12") })
    );
}

// ----- conflict (BR-8) -----

#[test]
fn stun_then_capture_with_the_leader_price() {
    // BR-8.1: stun for 1 move; BR-8.2: capture a leader for 2 more (+1 masked).
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let l = put(&mut g, Owner::Player(1), "e11", true);
    g.pieces[l].masked = true;
    moves(&mut g, 3);
    let ev = g.apply(cmd(0, Act::Stun { at: sq("e11") })).unwrap();
    assert_eq!(
        ev[0],
        Event::Stunned {
            at: sq("e11"),
            owner: Owner::Player(1),
            leader: true
        }
    );
    assert_eq!(
        g.apply(cmd(0, Act::Capture { at: sq("e11") })),
        Err(Error::NoMoves { need: 3, left: 2 })
    );
    moves(&mut g, 3);
    g.apply(cmd(0, Act::Capture { at: sq("e11") })).unwrap();
    assert_eq!(g.pieces[l].place, Place::Hostage(0));
    assert!(g.public.players[0].captured_rival);
}

#[test]
fn attacks_never_cross_a_building_edge() {
    // BR-3.3: h9 is in the west city, i9 on the square... use a city edge: f9 (city) and
    // e9 (avenue).
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e9", false);
    put(&mut g, Owner::Player(1), "f9", false);
    moves(&mut g, 3);
    assert_eq!(
        g.apply(cmd(0, Act::Stun { at: sq("f9") })),
        Err(Error::NotAdjacent { at: sq("f9") })
    );
}

#[test]
fn a_stun_reveals_a_concealed_leader_and_views_hide_it_before() {
    // BR-7.3: a concealed leader is an ordinary rioter to the others until shown.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let l = put(&mut g, Owner::Player(1), "e11", true);
    g.pieces[l].concealed = true;
    let theirs = g.view(Some(0));
    let seen = theirs
        .pieces
        .iter()
        .find(|p| p.place == Place::Board(sq("e11")))
        .unwrap();
    assert!(!seen.leader && !seen.concealed);
    assert_eq!(theirs.concealed[1], 1);
    let own = g.view(Some(1));
    assert!(own
        .pieces
        .iter()
        .any(|p| p.place == Place::Board(sq("e11")) && p.leader && p.concealed));
    moves(&mut g, 1);
    g.apply(cmd(0, Act::Stun { at: sq("e11") })).unwrap();
    assert!(!g.pieces[l].concealed);
}

#[test]
fn revive_only_on_a_later_turn() {
    // BR-8.5: revived from the following turn by an adjacent standing friend.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let v = put(&mut g, Owner::Player(0), "e11", false);
    g.pieces[v].stunned = Some(g.public.turn_no);
    moves(&mut g, 1);
    assert_eq!(
        g.apply(cmd(0, Act::Revive { at: sq("e11") })),
        Err(Error::NotYet { at: sq("e11") })
    );
    g.pieces[v].stunned = Some(0);
    g.public.turn_no = 1;
    g.apply(cmd(0, Act::Revive { at: sq("e11") })).unwrap();
    assert_eq!(g.pieces[v].stunned, None);
}

#[test]
fn coop_players_do_not_attack_each_other() {
    // BR-1.2: co-op players unite.
    let mut g = bare(2, Mode::Coop);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Player(1), "e11", false);
    moves(&mut g, 3);
    assert_eq!(
        g.apply(cmd(0, Act::Stun { at: sq("e11") })),
        Err(Error::Coop)
    );
}

#[test]
fn capturing_police_costs_two_and_calls_a_blue_card() {
    // BR-8.3.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Police(0), "e11", false);
    moves(&mut g, 1);
    assert_eq!(
        g.apply(cmd(0, Act::Capture { at: sq("e11") })),
        Err(Error::NoMoves { need: 2, left: 1 })
    );
    moves(&mut g, 2);
    let hand = g.hand(0).len();
    let ev = g.apply(cmd(0, Act::Capture { at: sq("e11") })).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BlueResolved { .. })));
    assert_eq!(g.public.players[0].police_held, 1);
    assert_eq!(g.hand(0).len(), hand + 1);
}

// ----- looting (BR-9) -----

#[test]
fn looting_a_house_needs_five_round_it_and_three_moves() {
    // BR-9.1: surround with 5 or more, 3 moves; the tile is taken face up.
    let mut g = bare(2, Mode::Competitive);
    let (_, house) = board().houses[0];
    let ring = board().ring8(house);
    for &s in ring.iter().take(4) {
        put(&mut g, Owner::Player(0), &board().name(s), false);
    }
    moves(&mut g, 3);
    assert_eq!(
        g.apply(cmd(0, Act::Loot(Target::House(0)))),
        Err(Error::NotSurrounded { need: 5 })
    );
    let fifth = ring
        .iter()
        .copied()
        .find(|&s| g.standing(s).is_none() && g.passable(s) && !g.car_at(s))
        .unwrap();
    put(&mut g, Owner::Player(0), &board().name(fifth), false);
    let ev = g.apply(cmd(0, Act::Loot(Target::House(0)))).unwrap();
    assert!(matches!(ev[0], Event::Looted { by: 0, .. }));
    assert_eq!(g.public.players[0].loot.len(), 1);
    assert_eq!(g.public.players[0].houses_from[0], 1);
    // The site is rubble now: open ground.
    assert!(g.passable(house));
}

#[test]
fn a_station_is_looted_only_once_empty_of_police() {
    // BR-9.4: extract the police first (1 move each, no blue card), then loot.
    let mut g = bare(4, Mode::Competitive);
    let block = 1u8;
    let ring = g.station_ring(block);
    let free: Vec<Sq> = ring.iter().copied().filter(|&s| g.free(s)).collect();
    for &s in free.iter().take(5) {
        put(&mut g, Owner::Player(0), &board().name(s), false);
    }
    moves(&mut g, 3);
    assert_eq!(
        g.apply(cmd(0, Act::Loot(Target::Station(block)))),
        Err(Error::PoliceInside)
    );
    let ev = g.apply(cmd(0, Act::Extract { block })).unwrap();
    assert_eq!(ev, vec![Event::Extracted { by: 0, block }]);
    g.apply(cmd(0, Act::Extract { block })).unwrap();
    moves(&mut g, 3);
    // A rival prisoner perishes (BR-10.3); the station counts for Insurrection.
    let prisoner = put(&mut g, Owner::Player(2), "a1", false);
    g.pieces[prisoner].place = Place::Prison(block);
    g.apply(cmd(0, Act::Loot(Target::Station(block)))).unwrap();
    assert_eq!(g.pieces[prisoner].place, Place::Gone);
    assert_eq!(g.public.players[0].stations_taken, vec![block]);
}

// ----- police (BR-10) -----

#[test]
fn police_chase_and_arrest_to_the_blocks_station() {
    // BR-15.6, BR-8.6 (our reading): the arrested piece goes to the station of the block
    // where it stood.
    let mut g = bare(2, Mode::Competitive);
    // Seat 0's rioter stands in seat 1's block (Green, block 2), near a police piece.
    let b = board();
    let station = &b.blocks[2].station;
    let near = b.ring_of(station).into_iter().find(|&s| g.free(s)).unwrap();
    let cop_at = b.neighbours(near).find(|&s| g.free(s)).unwrap();
    let r = put(&mut g, Owner::Player(0), &b.name(near), false);
    let cop = put(&mut g, Owner::Police(0), &b.name(cop_at), false);
    let mut ev = Vec::new();
    assert!(g.chase(super::rules::From::Piece(cop), 3, Some(0), &mut ev));
    assert_eq!(g.pieces[r].place, Place::Prison(2));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Arrested {
            station: Some(2),
            ..
        }
    )));
}

#[test]
fn four_police_in_a_station_kill_its_prisoners() {
    // BR-10.3.
    let mut g = bare(2, Mode::Competitive);
    let p = put(&mut g, Owner::Player(1), "a1", true);
    g.pieces[p].place = Place::Prison(0);
    let mut ev = Vec::new();
    assert!(g.add_police(0, 2, &mut ev));
    assert_eq!(g.public.stations[0].police, 4);
    assert_eq!(g.pieces[p].place, Place::Gone);
}

// ----- winning (BR-11, BR-12) -----

#[test]
fn taking_the_town_hall_wins() {
    // BR-12.1: 8 rioters and a revealed leader in the hall's 9 spaces, and a hall tile.
    let mut g = bare(2, Mode::Competitive);
    let b = board();
    let hall: Vec<Sq> = b.hall.clone();
    for (i, &s) in hall.iter().enumerate().skip(1) {
        put(&mut g, Owner::Player(0), &b.name(s), i == 1);
    }
    put(&mut g, Owner::Player(1), "a21", false);
    // One space short: the last rioter steps in from the square.
    put(&mut g, Owner::Player(0), "j9", false);
    g.public.players[0].hall_looted = 1;
    moves(&mut g, 1);
    assert_eq!(hall[0], sq("j10"));
    let ev = g
        .apply(cmd(
            0,
            Act::Step {
                from: sq("j9"),
                dir: Dir::S,
            },
        ))
        .unwrap();
    assert!(ev.contains(&Event::GameEnded));
    let end = g.ending().unwrap();
    assert_eq!(end.winners, vec![crate::seam::Role(0)]);
    assert_eq!(
        g.public.outcome.unwrap().reason,
        EndReason::TownHall { coop: false }
    );
}

#[test]
fn the_last_player_able_to_move_wins_by_domination() {
    // BR-12.2: a rival with no standing piece is dominated; you inherit their loot.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Player(1), "e11", false);
    // A hall tile: no building tile to call up reinforcements with (BR-7.4).
    g.public.players[1]
        .loot
        .push(super::state::TileRef::Hall(3));
    // The rival's witness leaves: e11 is its last standing piece.
    let corner = outer_corner(g.block_of(1));
    let w = g.standing(corner).unwrap();
    g.pieces[w].place = Place::Reserve;
    moves(&mut g, 1);
    let ev = g.apply(cmd(0, Act::Stun { at: sq("e11") })).unwrap();
    assert!(ev.contains(&Event::Dominated {
        player: 1,
        heir: Some(0)
    }));
    assert!(g.public.players[0]
        .loot
        .contains(&super::state::TileRef::Hall(3)));
    assert_eq!(g.public.outcome.unwrap().reason, EndReason::Domination);
}

#[test]
fn seize_leaders_counts_rival_leaders_in_ones_own_station() {
    // BR-11.1: 2 rival leaders in a 2-player game.
    let mut g = bare(2, Mode::Competitive);
    let seize = data()
        .causes
        .iter()
        .position(|c| c.key == "seize-leaders")
        .unwrap() as u8;
    g.causes[0] = Some(seize);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Player(1), "e14", false);
    for _ in 0..2 {
        let l = put(&mut g, Owner::Player(1), "a1", true);
        g.pieces[l].place = Place::Prison(0);
    }
    assert!(g.cause_done(0));
    // Checked at the end of the holder's turn (our design): the cause wins.
    moves(&mut g, 0);
    let ev = g.apply(cmd(0, Act::End)).unwrap();
    assert!(ev.contains(&Event::CauseShown {
        player: 0,
        cause: seize
    }));
    assert!(matches!(
        g.public.outcome.unwrap().reason,
        EndReason::Cause { .. }
    ));
}

#[test]
fn seize_leaders_counts_rival_leaders_held_hostage() {
    // BR-11.1 with BR-8.2 and our BR-8.6 reading: rival leaders the holder captured
    // (hostages) count with those in its station; its own leaders and other seats'
    // hostages do not.
    let mut g = bare(3, Mode::Competitive);
    let seize = data()
        .causes
        .iter()
        .position(|c| c.key == "seize-leaders")
        .unwrap() as u8;
    g.causes[0] = Some(seize);
    put(&mut g, Owner::Player(0), "e10", false);
    put(&mut g, Owner::Player(1), "e14", false);
    put(&mut g, Owner::Player(2), "k14", false);
    let a = put(&mut g, Owner::Player(1), "a1", true);
    g.pieces[a].place = Place::Hostage(0);
    let b = put(&mut g, Owner::Player(2), "a2", true);
    g.pieces[b].place = Place::Prison(g.block_of(0));
    // A rival leader held by another seat is not ours.
    let c = put(&mut g, Owner::Player(2), "a3", true);
    g.pieces[c].place = Place::Hostage(1);
    assert!(!g.cause_done(0));
    // A rival rioter that is not a leader does not count either.
    let d = put(&mut g, Owner::Player(1), "a4", false);
    g.pieces[d].place = Place::Hostage(0);
    assert!(!g.cause_done(0));
    g.pieces[c].place = Place::Hostage(0);
    assert!(g.cause_done(0), "3 rival leaders seized in a 3-player game");
}

#[test]
fn loot_and_pillage_needs_a_capture_and_900() {
    // BR-11.5.
    let mut g = bare(2, Mode::Competitive);
    let lp = data()
        .causes
        .iter()
        .position(|c| c.key == "loot-and-pillage")
        .unwrap() as u8;
    g.causes[0] = Some(lp);
    for t in 0..6 {
        g.public.players[0]
            .loot
            .push(super::state::TileRef::Hall(t));
    }
    assert!(g.wealth(0) >= 900);
    assert!(!g.cause_done(0), "a rival rioter must be captured too");
    g.public.players[0].captured_rival = true;
    assert!(g.cause_done(0));
}

#[test]
fn the_round_limit_ends_the_game() {
    // BR-12.4 (our design): idle players lose to the police.
    let mut g = started(2, Mode::Coop);
    while let Some(c) = g.default_command() {
        g.apply(c).unwrap();
    }
    let o = g.public.outcome.clone().unwrap();
    assert_eq!(o.reason, EndReason::RoundLimit);
    assert!(o.winners.is_empty());
}

// ----- notation -----

#[test]
fn notation_round_trips_and_refuses_junk() {
    let g = started(4, Mode::Competitive);
    for c in g.legal_commands() {
        let text = g.print_command(&c);
        assert_eq!(g.parse_command(&text).unwrap(), c, "{text}");
    }
    for junk in [
        "",
        "P0",
        "P9 stepp a1 n",
        "P0 step z1 n",
        "P0 step a0 n",
        "P0 step a22 n",
        "P0 play 01",
        "P0 keep 1",
        "P0 step a1 x",
        "p0 end",
        "P0 end extra",
        "P0 step é1 n",
    ] {
        let e = g.parse_command(junk).unwrap_err();
        assert_eq!(e.rule(), Some("BR-5.2"));
    }
}

#[test]
fn a_scenario_file_replays_with_forced_dice() {
    // BR-5.1, BR-6.1: a dice turn read from a scenario.
    let text = "seed 3\nplayers 2\nmode competitive\ndice 2 3\nactions\n\
                P0 keep 0 1 # may be refused: the hand is the seed's\n";
    let report = Game::run_scenario(text).unwrap();
    let g = report.game;
    let keep = g.default_command();
    assert!(keep.is_some());
    let text2 = format!(
        "seed 3\nplayers 2\nmode competitive\ndice 2 3\nactions\n{}\n{}\nP0 roll\n",
        {
            let mut g = Game::new(
                Config {
                    players: 2,
                    mode: Mode::Competitive,
                    ..Config::default()
                },
                3,
            )
            .unwrap();
            let c = g.default_command().unwrap();
            g.apply(c).unwrap();
            super::ruleset::print_command(&c)
        },
        {
            let mut g = Game::new(
                Config {
                    players: 2,
                    mode: Mode::Competitive,
                    ..Config::default()
                },
                3,
            )
            .unwrap();
            let c = g.default_command().unwrap();
            g.apply(c).unwrap();
            super::ruleset::print_command(&g.default_command().unwrap())
        }
    );
    let report = Game::run_scenario(&text2).unwrap();
    assert!(
        report.refused.is_none(),
        "{:?}",
        report.refused.map(|r| r.1)
    );
    assert_eq!(report.game.public.last_roll, Some((2, 3)));
    assert_eq!(
        report.game.public.phase,
        Phase::Moves {
            left: 5,
            dice: true
        }
    );
}

#[test]
fn any_car_rides_once_burns_and_gives_a_green_card() {
    // BR-7.5 (errata: any vehicle): riders touching the car, a free street space, the car
    // burns there for good (BR-3.4), a green card, the turn ends.
    let mut g = bare(2, Mode::Competitive);
    let car = 1u8; // Red's car: not seat 0's own block.
    let at = g.public.cars[usize::from(car)].at;
    let next = board().neighbours(at).find(|&s| g.free(s)).unwrap();
    put(&mut g, Owner::Player(0), &board().name(next), false);
    moves(&mut g, 1);
    let hand = g.hand(0).len();
    let to = sq("c10");
    g.apply(cmd(0, Act::Ride { car, to })).unwrap();
    assert_eq!(
        g.public.cars[usize::from(car)],
        super::state::Car {
            at: to,
            burned: true
        }
    );
    assert!(!g.free(to));
    assert!(board().neighbours(to).any(|s| g.own_standing(s, 0)));
    assert_eq!(g.hand(0).len(), hand + 1);
    assert_eq!(g.public.turn, 1, "the ride ends the turn");
    // A start corner is no destination.
    let mut h = bare(2, Mode::Competitive);
    let at = h.public.cars[0].at;
    let next = board().neighbours(at).find(|&s| h.free(s)).unwrap();
    put(&mut h, Owner::Player(0), &board().name(next), false);
    moves(&mut h, 1);
    assert_eq!(
        h.apply(cmd(
            0,
            Act::Ride {
                car: 0,
                to: sq("b2")
            }
        )),
        Err(Error::Car)
    );
}

#[test]
fn the_first_rioter_in_a_city_turns_its_tile_up() {
    // BR-9.3: a face-down city tile shows when a rioter enters.
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e9", false);
    moves(&mut g, 1);
    let ev = g
        .apply(cmd(
            0,
            Act::Step {
                from: sq("e9"),
                dir: Dir::E,
            },
        ))
        .unwrap();
    let city = 3u8; // west
    let tile = g.city_tiles[usize::from(city)];
    assert!(ev.contains(&Event::CityShown { city, tile }));
    assert_eq!(g.public.city_shown[usize::from(city)], Some(tile));
    // The view shows it to everyone once turned up, and no face-down tile before.
    assert_eq!(
        g.view(None).public.city_shown[usize::from(city)],
        Some(tile)
    );
    assert_eq!(g.view(None).public.city_shown[0], None);
}

#[test]
fn a_bomb_stuns_unmasked_rioters_near_it() {
    // BR-2.7, our design of bombs: masks protect (BR-8.7).
    let mut g = bare(2, Mode::Competitive);
    put(&mut g, Owner::Player(0), "e10", false);
    let hit = put(&mut g, Owner::Player(1), "e13", false);
    let masked = put(&mut g, Owner::Player(1), "d13", false);
    g.pieces[masked].masked = true;
    g.public.players[0].bombs = 1;
    moves(&mut g, 1);
    g.apply(cmd(0, Act::Bomb { at: sq("e13") })).unwrap();
    assert!(g.pieces[hit].stunned.is_some());
    assert!(g.pieces[masked].stunned.is_none());
    assert_eq!(g.public.players[0].bombs, 0);
}
