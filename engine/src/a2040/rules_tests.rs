//! The rules of *2040* by rule id (A2040-5 to A2040-12), and the seed's worked example of
//! play (seed 12) replayed command by command with the results it states.

use super::action::{Act, Command, EndReason, Error, Event, HackEffect, Op};
use super::cards::{cards, Scenario};
use super::map::{map, Side, SpaceId, SpaceKind, Status};
use super::rules::{hand_size, Config, Game, Task};
use super::ruleset::{parse_command, print_command};
use super::state::News;
use crate::seam::Ruleset;
use crate::shared::rng::GameRng;

fn id(key: &str) -> SpaceId {
    map()
        .space_id(key)
        .unwrap_or_else(|| panic!("no space {key}"))
}

fn new(scenario: Scenario, seed: u64) -> Game {
    Game::new(
        Config {
            scenario,
            build_your_own: false,
        },
        seed,
    )
}

fn command(text: &str) -> Command {
    parse_command(text).unwrap_or_else(|e| panic!("`{text}` unreadable: {e}"))
}

fn run(g: &mut Game, text: &str) -> Vec<Event> {
    match g.apply(command(text)) {
        Ok(ev) => ev,
        Err(e) => panic!("`{text}` refused: {e}"),
    }
}

fn refusal(g: &Game, text: &str) -> Error {
    let before = g.clone();
    let mut t = g.clone();
    match t.apply(command(text)) {
        Ok(_) => panic!("`{text}` accepted"),
        Err(e) => {
            assert_eq!(t, before, "a refusal changed the game");
            e
        }
    }
}

/// A game whose top task is `task` for `side`'s turn, with `hand` for the Rebel.
fn with_hand(scenario: Scenario, rebel: &[u8], federal: &[u8]) -> Game {
    let mut g = new(scenario, 7);
    let mut all: Vec<u8> = g
        .state
        .deck
        .drain(..)
        .chain(g.state.hands.rebel.drain(..))
        .chain(g.state.hands.federal.drain(..))
        .filter(|c| !rebel.contains(c) && !federal.contains(c))
        .collect();
    all.sort_unstable();
    g.state.hands.rebel = rebel.to_vec();
    g.state.hands.federal = federal.to_vec();
    g.state.deck = all;
    g
}

fn story(rf: u8, not: &[u8], max_vf: u8) -> u8 {
    cards()
        .stories
        .iter()
        .find(|s| s.rebellion == rf && s.virality <= max_vf && !not.contains(&s.number))
        .map(|s| s.number)
        .unwrap_or_else(|| panic!("no story of RF {rf}"))
}

/// The worked example's opening (seed 12): #patriot, the Rebel holding 36, 11, 66, 60 and
/// the Federal 20, 41 (Jolly Roger), 15, 76 (five other cards each); Active stories RF 0, 2,
/// 3 (sum 5) and the pool 14 (the highest Virality), 3 "Consumer Confidence Rises" and a
/// lower one; the dice the example rolls.
fn worked_example() -> Game {
    let mut g = with_hand(Scenario::Patriot, &[36, 11, 66, 60], &[20, 41, 15, 76]);
    let extra: Vec<u8> = g.state.deck.drain(..10).collect();
    g.state.hands.rebel.extend(&extra[..5]);
    g.state.hands.federal.extend(&extra[5..]);
    let s1 = story(0, &[3], 5);
    let s2 = story(2, &[], 5);
    let s3 = story(3, &[14], 5);
    let low = story(1, &[], 4);
    let used = [s1, s2, s3, 14, 3, low];
    g.state.news = News {
        pool: vec![14, 3, low],
        active: [Some(s1), Some(s2), Some(s3)],
        deck: (1..=20).filter(|n| !used.contains(n)).collect(),
        discard: Vec::new(),
    };
    // Phoenix suburb tested 3; Washington suburb tested 5 after the Plague; attack 1 3 5 6;
    // Miami city tested 6.
    g.rng.force_dice(&[3, 5, 1, 3, 5, 6, 6]);
    g.forced_d20 = vec![3, 9, 13];
    g
}

#[test]
fn a2040_14_the_worked_example_replays_step_by_step() {
    let mut g = worked_example();
    assert_eq!(g.state.check_invariants(), Ok(()));
    assert_eq!(g.state.rebellion_power(), 5);
    assert_eq!(g.state.rpf(), 2);
    assert_eq!(g.state.vp(Side::Federal), 21);
    // The Rebel goes first (A2040-5.2): 36 Amnesty for its event, 4 militia (sleepers) in
    // suburban Washington (A2040-14).
    assert_eq!(g.actor(), Some(Side::Rebel));
    run(&mut g, "R play 36");
    run(&mut g, "R event");
    for _ in 0..4 {
        run(&mut g, "R at washington_suburb");
    }
    let wash = g.state.space(id("washington_suburb")).clone();
    assert_eq!((wash.sleepers, wash.active, wash.agents), (4, 0, 2));
    // 11 Patton is a Federal card: the Rebel puts its event first and the Federal places 6
    // agents (A2040-6.3): 4 in the Midwest, 2 in the Plains.
    run(&mut g, "R play 11");
    run(&mut g, "R event");
    assert_eq!(g.actor(), Some(Side::Federal), "the opponent resolves it");
    for _ in 0..4 {
        run(&mut g, "F at midwest");
    }
    run(&mut g, "F at plains");
    run(&mut g, "F at plains");
    assert_eq!(g.state.space(id("midwest")).agents, 7);
    // Then the Rebel's 2 Ops: Unrest, 2 + RPF 2 = 4 selections, $4 (A2040-8.1, 9.3).
    assert_eq!(g.actor(), Some(Side::Rebel));
    run(&mut g, "R op unrest");
    assert_eq!(g.state.resources.rebel, 26);
    run(&mut g, "R kind suburb");
    // The edge: Phoenix suburb chosen (A2040-8.4); tested 3: Anger (A2040-3.6); rolls 3, 9,
    // 13: Phoenix, Denver, Miami suburbs (A2040-8.3); Miami is Order: no Unrest.
    let ev = run(&mut g, "R at phoenix_suburb");
    let rolled: Vec<(SpaceId, Option<u8>)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Selected { space, roll } => Some((*space, *roll)),
            _ => None,
        })
        .collect();
    assert_eq!(
        rolled,
        vec![
            (id("phoenix_suburb"), None),
            (id("phoenix_suburb"), Some(3)),
            (id("denver_suburb"), Some(9)),
            (id("miami_suburb"), Some(13)),
        ]
    );
    assert!(ev.contains(&Event::Tested {
        space: id("phoenix_suburb"),
        roll: 3,
        to: Status::Anger
    }));
    // 2 Unrest > CF 1: Phoenix suburb shifts to Defiance, its Unrest removed.
    let phx = g.state.space(id("phoenix_suburb"));
    assert_eq!((phx.status, phx.unrest), (Some(Status::Defiance), 0));
    assert_eq!(g.state.space(id("denver_suburb")).unrest, 1);
    assert_eq!(g.state.space(id("miami_suburb")).unrest, 0);
    // The Federal's turn: 20 for Ops, Secure the Midwest (CF 2 <= 2 Ops, 7 agents = 4 + 3,
    // no Unrest): $4, Defiance -> Anger (A2040-10.6).
    assert_eq!(g.actor(), Some(Side::Federal));
    run(&mut g, "F play 20");
    run(&mut g, "F ops");
    run(&mut g, "F op secure");
    run(&mut g, "F at midwest");
    assert_eq!(g.state.resources.federal, 26);
    assert_eq!(g.state.space(id("midwest")).status, Some(Status::Anger));
    // Jolly Roger, a Rebel card, burnt on Social Media: the escape (A2040-10.9). B -> C.
    run(&mut g, "F play 41");
    run(&mut g, "F ops");
    let ev = run(&mut g, "F op social");
    assert!(ev.contains(&Event::EventIgnored { card: 41 }));
    assert_eq!(g.state.edge(), Side::Rebel);
    run(&mut g, "F track C");
    assert_eq!(g.state.edge(), Side::Rebel, "C is still red (A2040-7.3)");
    // Distract (A2040-10.8.4): the news cycles, 14 (highest Virality) to slot 1, a story
    // drawn to the pool; then 3 "Consumer Confidence Rises" replaces it: RF 0 + 0 + 2.
    run(&mut g, "F distract");
    assert_eq!(g.state.news.active[0], Some(14));
    assert_eq!(g.state.rebellion_power(), 5, "a 3 out, a 3 in");
    assert_eq!(g.state.news.pool.len(), 3);
    run(&mut g, "F story 3");
    assert_eq!(g.state.news.active[0], Some(3));
    assert_eq!(g.state.rebellion_power(), 2);
    assert_eq!(g.state.rpf(), 0);
    assert_eq!(g.net_selections(2), 2, "only the card's Ops now");
    // Back to the Rebel: 66 Super Bug (gray) for its event: Washington suburb wiped, the
    // Plague marker, tested 5: Defiance; Federal VP 21 -> 20.
    assert_eq!(g.actor(), Some(Side::Rebel));
    run(&mut g, "R play 66");
    run(&mut g, "R event");
    run(&mut g, "R at washington_suburb");
    let wash = g.state.space(id("washington_suburb"));
    assert_eq!((wash.agents, wash.militia()), (0, 0));
    assert_eq!(wash.status, Some(Status::Defiance));
    assert_eq!(g.flow.plague, Some(id("washington_suburb")));
    assert_eq!(g.state.vp(Side::Federal), 20);
    // 60 for Ops: Attack in the Midwest, $1; rolls 1 3 5 6 - 3 Ops - 1 Forest <= CF 1:
    // 3 hits, 4 agents left (A2040-9.5).
    run(&mut g, "R play 60");
    run(&mut g, "R ops");
    run(&mut g, "R op attack");
    let ev = run(&mut g, "R at midwest");
    assert!(ev.contains(&Event::AttackRolled {
        space: id("midwest"),
        rolls: vec![1, 3, 5, 6],
        hits: 3
    }));
    run(&mut g, "R done");
    assert_eq!(g.state.resources.rebel, 25);
    assert_eq!(g.state.space(id("midwest")).agents, 4);
    assert_eq!(g.state.space(id("midwest")).active, 4);
    // The Federal: 15 UAVs for Ops, Hunt in the Midwest and Chicago suburb, $5: the 4
    // active militia removed, 3 of 4 sleepers activated (A2040-10.4).
    run(&mut g, "F play 15");
    run(&mut g, "F ops");
    run(&mut g, "F op hunt");
    run(&mut g, "F at midwest");
    run(&mut g, "F at chicago_suburb");
    assert_eq!(g.state.resources.federal, 21);
    assert_eq!(g.state.space(id("midwest")).militia(), 0);
    let chi = g.state.space(id("chicago_suburb"));
    assert_eq!((chi.active, chi.sleepers), (3, 1));
    // 76 Open Borders for a Move of 3 groups: Midwest -> Chicago city $1; SF city -> Dallas
    // city $1 (Texas); LA city -> Miami city $2 (Texas, South), Miami tested 6: Defiance;
    // the bill $4, resources $17 (A2040-10.3).
    run(&mut g, "F play 76");
    run(&mut g, "F ops");
    run(&mut g, "F op move");
    run(&mut g, "F move 2 midwest chicago_city");
    assert_eq!(g.state.resources.federal, 20);
    let ev = run(&mut g, "F move 1 san_francisco_city dallas_city");
    assert_eq!(g.state.resources.federal, 19);
    let entered = ev.iter().find_map(|e| match e {
        Event::Moved { entered, .. } => Some(entered.clone()),
        _ => None,
    });
    let mesa = id("mesa");
    assert_eq!(
        entered.map(|e| e.iter().filter(|&&s| s == mesa).count()),
        Some(2),
        "the agent enters Mesa twice"
    );
    let ev = run(&mut g, "F move 1 los_angeles_city miami_city");
    assert!(ev.contains(&Event::Tested {
        space: id("miami_city"),
        roll: 6,
        to: Status::Defiance
    }));
    assert_eq!(g.state.resources.federal, 17);
    assert_eq!(g.state.space(id("chicago_city")).agents, 2);
    assert_eq!(g.state.space(id("dallas_city")).agents, 1);
    assert_eq!(g.state.space(id("miami_city")).agents, 1);
    // Play passes back to the Rebel for his next two cards.
    assert!(ev.contains(&Event::TurnPassed { to: Side::Rebel }));
    assert_eq!(g.actor(), Some(Side::Rebel));
    assert_eq!(g.state.check_invariants(), Ok(()));
}

#[test]
fn a2040_5_2_the_rebel_plays_two_cards_then_the_federal_two() {
    let mut g = new(Scenario::Patriot, 3);
    assert_eq!(g.actor(), Some(Side::Rebel));
    let mut turns = Vec::new();
    for _ in 0..4 {
        let side = g.flow.turn;
        turns.push(side);
        let card = g.state.hands.get(side)[0];
        let prefix = if side == Side::Rebel { "R" } else { "F" };
        run(&mut g, &format!("{prefix} play {card}"));
        run(&mut g, &format!("{prefix} ops"));
        while g.actor() != Some(g.flow.turn)
            || !matches!(g.flow.tasks.last(), Some(Task::ChooseOp { .. }))
        {
            match g.default_command() {
                Some(c) => {
                    g.apply(c).unwrap_or_else(|e| panic!("{e}"));
                }
                None => break,
            }
        }
        run(&mut g, &format!("{prefix} op reserves"));
        while !matches!(g.flow.tasks.last(), Some(Task::Card)) {
            let Some(c) = g.default_command() else { break };
            g.apply(c).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert_eq!(
        turns,
        vec![Side::Rebel, Side::Rebel, Side::Federal, Side::Federal]
    );
    assert_eq!(g.actor(), Some(Side::Rebel));
}

#[test]
fn a2040_5_2_refusals_name_the_rule() {
    let g = new(Scenario::Patriot, 3);
    let e = refusal(&g, "F play 1");
    assert_eq!((e.id, e.rule), ("a2040-err-not-your-turn", "A2040-5.2"));
    let missing = (1..=92)
        .find(|c| !g.state.hands.rebel.contains(c))
        .unwrap_or(0);
    let e = refusal(&g, &format!("R play {missing}"));
    assert_eq!((e.id, e.rule), ("a2040-err-not-in-hand", "A2040-5.2"));
    let e = refusal(&g, "R done");
    assert_eq!(e.rule, "A2040-5.2");
}

/// A game at the Rebel's operation choice for `card`.
fn at_op(card: u8) -> Game {
    let mut g = with_hand(Scenario::Patriot, &[card, 1, 2], &[3, 4, 5]);
    run(&mut g, &format!("R play {card}"));
    run(&mut g, "R ops");
    g
}

fn red_card(ops: u8) -> u8 {
    cards()
        .events
        .iter()
        .find(|c| c.ops == ops && c.colour == super::cards::Colour::Red && c.scenario.is_none())
        .map(|c| c.number)
        .unwrap_or(0)
}

#[test]
fn a2040_6_6_and_10_7_reserves_add_up_to_three_ops() {
    let mut g = at_op(red_card(2));
    run(&mut g, "R op reserves");
    assert_eq!(g.state.reserves.rebel, 2);
    let mut g = at_op(red_card(2));
    g.state.reserves.rebel = 2;
    let e = refusal(&g, "R op attack +2");
    assert_eq!((e.id, e.rule), ("a2040-err-ops-limit", "A2040-6.6"));
    let e = refusal(&g, "R op reserves +1");
    assert_eq!(e.rule, "A2040-10.7");
    let ev = run(&mut g, "R op hack +1");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::OperationChosen {
            ops: 3,
            reserve: 1,
            ..
        }
    )));
    assert_eq!(g.state.reserves.rebel, 1);
    let mut g = at_op(red_card(2));
    let e = refusal(&g, "R op attack +1");
    assert_eq!(e.rule, "A2040-10.7", "no reserve held");
    let e = refusal(&g, "R op tax");
    assert_eq!(e.rule, "A2040-9");
    let e = refusal(&g, "R op surge");
    assert_eq!((e.id, e.rule), ("a2040-err-surge-ops", "A2040-9.6"));
    g.state.resources.rebel = 1;
    let e = refusal(&g, "R op recruit");
    assert_eq!(e.rule, "A2040-5.4");
}

#[test]
fn a2040_6_3_an_enemy_card_gives_the_opponent_its_event_in_the_chosen_order() {
    // Ops first: the Rebel's operation, then the Federal resolves card 11.
    let mut g = with_hand(Scenario::Patriot, &[11, 1], &[3]);
    run(&mut g, "R play 11");
    run(&mut g, "R ops");
    assert_eq!(g.actor(), Some(Side::Rebel));
    run(&mut g, "R op reserves");
    assert_eq!(g.actor(), Some(Side::Federal));
    assert!(matches!(
        g.flow.tasks.last(),
        Some(Task::Place {
            by: Side::Federal,
            ..
        })
    ));
    // A friendly card's event is the player's own.
    let mut g = with_hand(Scenario::Patriot, &[36, 1], &[3]);
    run(&mut g, "R play 36");
    run(&mut g, "R event");
    assert_eq!(g.actor(), Some(Side::Rebel));
}

#[test]
fn a2040_10_9_only_the_first_social_media_card_of_a_round_escapes() {
    let blue: Vec<u8> = cards()
        .events
        .iter()
        .filter(|c| c.colour == super::cards::Colour::Blue && c.scenario.is_none())
        .map(|c| c.number)
        .take(2)
        .collect();
    let mut g = with_hand(Scenario::Patriot, &blue, &[3, 4]);
    run(&mut g, &format!("R play {}", blue[0]));
    run(&mut g, "R ops");
    let ev = run(&mut g, "R op social");
    assert!(ev.contains(&Event::EventIgnored { card: blue[0] }));
    while g.actor() == Some(Side::Rebel) && !matches!(g.flow.tasks.last(), Some(Task::Card)) {
        let Some(c) = g.default_command() else { break };
        g.apply(c).unwrap_or_else(|e| panic!("{e}"));
    }
    run(&mut g, &format!("R play {}", blue[1]));
    run(&mut g, "R ops");
    let ev = run(&mut g, "R op social");
    assert!(!ev.iter().any(|e| matches!(e, Event::EventIgnored { .. })));
}

#[test]
fn a2040_7_3_the_track_refuses_d_to_c() {
    let mut g = at_op(red_card(2));
    g.state.social_media = 3; // D
    run(&mut g, "R op social");
    let e = refusal(&g, "R track C");
    assert_eq!((e.id, e.rule), ("a2040-err-track", "A2040-7.3"));
    run(&mut g, "R track E");
    // Persuade costs 2 Ops and moves again (A2040-10.8.3).
    run(&mut g, "R persuade");
    run(&mut g, "R track F");
    assert_eq!(g.state.social_media, 5);
}

#[test]
fn a2040_7_2_the_edge_holder_breaks_a_virality_tie() {
    let mut g = at_op(red_card(2));
    let fives: Vec<u8> = cards()
        .stories
        .iter()
        .filter(|s| s.virality == 5)
        .map(|s| s.number)
        .collect();
    assert!(fives.len() >= 2);
    let others: Vec<u8> = (1..=20).filter(|n| !fives.contains(n)).collect();
    g.state.news = News {
        pool: vec![fives[0], fives[1], others[0]],
        active: [Some(others[1]), Some(others[2]), Some(others[3])],
        deck: others[4..].to_vec(),
        discard: Vec::new(),
    };
    g.state.social_media = 4; // E: the Federal's edge
    run(&mut g, "R op social");
    run(&mut g, "R track F");
    run(&mut g, "R distract");
    assert_eq!(
        g.actor(),
        Some(Side::Federal),
        "the edge decides, not the player"
    );
    assert!(matches!(g.flow.tasks.last(), Some(Task::NewsPromote)));
    let e = refusal(&g, &format!("F story {}", others[0]));
    assert_eq!(e.rule, "A2040-7.2");
    run(&mut g, &format!("F story {}", fives[1]));
    assert_eq!(g.state.news.active[0], Some(fives[1]));
    assert_eq!(g.state.news.pool.len(), 3);
    assert_eq!(
        g.actor(),
        Some(Side::Rebel),
        "Distract's replacement is the player's"
    );
}

#[test]
fn a2040_8_4_the_edge_chooses_one_selection_and_without_it_none() {
    let mut g = at_op(red_card(1));
    g.state.resources.rebel = 30;
    assert_eq!(g.chosen_selections(), 1);
    g.state.social_media = 4;
    assert_eq!(g.chosen_selections(), 0);
    run(&mut g, "R op fundraise");
    let ev = run(&mut g, "R kind region");
    let rolled = ev
        .iter()
        .filter(|e| matches!(e, Event::Selected { roll: Some(_), .. }))
        .count();
    assert_eq!(rolled, usize::from(g.net_selections(1)));
    for e in &ev {
        if let Event::Selected { space, .. } = e {
            assert_eq!(map().space(*space).kind, SpaceKind::Region, "A2040-8.2");
        }
    }
}

#[test]
fn a2040_9_1_fundraise_pays_twice_the_population_of_red_selections() {
    let mut g = at_op(red_card(1));
    g.state.resources.rebel = 0;
    g.forced_d20 = vec![3, 3, 3]; // region table 3: Texas (Revolt, population 3)
    run(&mut g, "R op fundraise");
    run(&mut g, "R kind region");
    run(&mut g, "R at midwest"); // Defiance, population 3
    let texas = map().space(id("texas")).population;
    let midwest = map().space(id("midwest")).population;
    let n = g.net_selections(1);
    assert_eq!(
        u32::from(g.state.resources.rebel),
        (2 * u32::from(midwest) + u32::from(n - 1) * 2 * u32::from(texas)).min(30)
    );
}

#[test]
fn a2040_9_2_recruit_places_militia_per_base_or_a_base() {
    let mut g = at_op(red_card(1));
    g.state.social_media = 4; // no edge: all rolled
                              // Rebellion Power position 3: RPF 1, so 1 Op gives 2 selections.
    g.state.marked_power = 3 - g.state.rebellion_power() as i8;
    assert_eq!(g.net_selections(1), 2);
    g.forced_d20 = vec![3, 3, 3, 3, 3, 3]; // Texas: Revolt, a Rebel base, 2 militia
    let before = g.state.space(id("texas")).sleepers;
    let n = g.net_selections(1);
    run(&mut g, "R op recruit");
    assert_eq!(g.state.resources.rebel, 30 - n);
    run(&mut g, "R kind region");
    assert!(matches!(g.flow.tasks.last(), Some(Task::Recruit { .. })));
    run(&mut g, "R militia texas");
    assert_eq!(
        g.state.space(id("texas")).sleepers,
        before + 2,
        "1 + 1 per base"
    );
    let e = refusal(&g, "R base midwest");
    assert_eq!(e.rule, "A2040-9.2");
    run(&mut g, "R base texas");
    let t = g.state.space(id("texas"));
    assert_eq!(t.rebel_bases, 2);
    assert_eq!(t.sleepers, before + 2 - 2);
}

#[test]
fn a2040_9_6_surge_needs_an_order_space_with_four_more_militia() {
    let three = red_card(3);
    let mut g = at_op(three);
    run(&mut g, "R op surge");
    let e = refusal(&g, "R at new_york_city");
    assert_eq!((e.id, e.rule), ("a2040-err-surge-space", "A2040-9.6"));
    g.state.spaces[usize::from(id("new_york_city"))].sleepers = 5;
    run(&mut g, "R at new_york_city");
    let ny = g.state.space(id("new_york_city"));
    assert_eq!((ny.status, ny.active), (Some(Status::Anger), 5));
    assert_eq!(g.state.resources.rebel, 27);
}

/// A game at the Federal's operation choice for a blue card of `ops` Ops.
fn federal_op(ops: u8) -> Game {
    let card = cards()
        .events
        .iter()
        .find(|c| c.ops == ops && c.colour == super::cards::Colour::Blue && c.scenario.is_none())
        .map(|c| c.number)
        .unwrap_or(0);
    let mut g = with_hand(Scenario::Patriot, &[], &[card, 1]);
    g.flow.turn = Side::Federal;
    run(&mut g, &format!("F play {card}"));
    run(&mut g, "F ops");
    g
}

#[test]
fn a2040_10_1_tax_order_spaces_unrest_without_agents() {
    let mut g = federal_op(2);
    g.state.resources.federal = 0;
    run(&mut g, "F op tax");
    let e = refusal(&g, "F at texas");
    assert_eq!(e.rule, "A2040-10.1");
    run(&mut g, "F at new_york_city"); // agent there
    run(&mut g, "F at new_york_suburb"); // none
    let pop = |k: &str| map().space(id(k)).population;
    assert_eq!(
        g.state.resources.federal,
        2 * pop("new_york_city") + 2 * pop("new_york_suburb")
    );
    assert_eq!(g.state.space(id("new_york_city")).unrest, 0);
    assert_eq!(g.state.space(id("new_york_suburb")).unrest, 1);
}

#[test]
fn a2040_10_2_deploy_places_ops_agents_then_maybe_a_base() {
    let mut g = federal_op(2);
    run(&mut g, "F op deploy");
    let e = refusal(&g, "F at texas");
    assert_eq!(e.rule, "A2040-10.2");
    run(&mut g, "F at seattle_city");
    run(&mut g, "F done");
    assert_eq!(g.state.space(id("seattle_city")).agents, 3);
    assert_eq!(g.state.resources.federal, 29);
    run(&mut g, "F base seattle_city");
    let s = g.state.space(id("seattle_city"));
    assert_eq!((s.agents, s.federal_bases), (1, 1));
}

/// A2040-10.2: "place up to Ops agents": fewer, or none (for the base), never more.
#[test]
fn a2040_10_2_deploy_places_up_to_ops_agents() {
    let mut g = federal_op(2);
    run(&mut g, "F op deploy");
    let legal = g.legal_commands();
    let listed = |t: &str| legal.iter().any(|c| print_command(c) == t);
    assert!(listed("F agents 0 seattle_city") && listed("F agents 1 seattle_city"));
    assert!(listed("F at seattle_city"), "the full Ops");
    assert!(!listed("F agents 2 seattle_city"), "the full Ops is `at`");
    let e = refusal(&g, "F agents 3 seattle_city");
    assert_eq!(e.rule, "A2040-10.2");
    run(&mut g, "F agents 1 seattle_city"); // 1 agent there already
    assert_eq!(g.state.space(id("seattle_city")).agents, 2);
    run(&mut g, "F agents 0 new_york_city");
    assert_eq!(g.state.space(id("new_york_city")).agents, 1);
    assert_eq!(g.state.resources.federal, 28, "$1 a space");
    // Only Deploy places fewer.
    let mut g = federal_op(2);
    run(&mut g, "F op pacify");
    let e = refusal(&g, "F agents 1 new_york_city");
    assert_eq!(e.rule, "A2040-10.2");
}

#[test]
fn a2040_10_5_pacify_where_the_federal_controls() {
    let mut g = federal_op(2);
    g.state.spaces[usize::from(id("chicago_suburb"))].unrest = 3;
    g.state.spaces[usize::from(id("new_york_city"))].unrest = 3;
    run(&mut g, "F op pacify");
    let e = refusal(&g, "F at chicago_suburb"); // 3 agents + base vs 4 militia: tie
    assert_eq!(e.rule, "A2040-10.5");
    run(&mut g, "F at new_york_city");
    assert_eq!(g.state.space(id("new_york_city")).unrest, 1);
}

#[test]
fn a2040_10_3_and_9_4_move_costs_and_arrests() {
    // A Rebel group by interstate loses a militia per entered space with agents.
    let mut g = at_op(red_card(2));
    run(&mut g, "R op move");
    let before = g.state.space(id("texas")).militia();
    let ev = run(&mut g, "R move 2 texas chicago_city");
    let arrested = ev.iter().find_map(|e| match e {
        Event::Moved { arrested, .. } => Some(*arrested),
        _ => None,
    });
    assert!(
        arrested.is_some_and(|a| a >= 1),
        "Chicago suburb has agents"
    );
    assert_eq!(g.state.space(id("texas")).militia(), before - 2);
    // Adjacent: free; a Mountain destination costs $1.
    let r = g.state.resources.rebel;
    run(&mut g, "R move 1 south appalachia");
    assert_eq!(g.state.resources.rebel, r - 1);
    // Canada is closed (A2040-3.3).
    let mut g = at_op(red_card(2));
    run(&mut g, "R op move");
    let e = refusal(&g, "R move 1 midwest canada");
    assert_eq!(e.rule, "A2040-3.3");
}

/// A2040-10.10, A2040-10.10f (Invade removes the opponent's Shield).
#[test]
fn a2040_10_10_a_shield_leaves_only_restore_secure_and_invade() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[6]);
    g.state.shields.federal = 1;
    run(&mut g, "R op hack");
    for h in ["intelligence", "theft", "dos"] {
        let e = refusal(&g, &format!("R hack {h}"));
        assert_eq!(e.rule, "A2040-10.10");
    }
    let e = refusal(&g, "R hack restore");
    assert_eq!(e.rule, "A2040-10.10d");
    run(&mut g, "R hack invade");
    assert_eq!(g.state.shields.federal, 0);
}

#[test]
fn a2040_10_10_denial_of_service_raises_rebellion_power() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[2]);
    let before = g.state.rebellion_power();
    run(&mut g, "R op hack");
    run(&mut g, "R hack dos");
    assert_eq!(g.state.hacked.federal, 1);
    assert_eq!(g.state.rebellion_power(), (before + 1).min(11));
}

#[test]
fn a2040_10_10a_intelligence_shows_the_hand_to_the_hacker_alone() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[6]);
    run(&mut g, "R op hack");
    let ev = run(&mut g, "R hack intelligence");
    let hand = g.state.hands.federal.clone();
    assert!(ev.contains(&Event::HandShown {
        to: Side::Rebel,
        hand: Some(hand.clone())
    }));
    assert_eq!(g.view(Some(Side::Rebel)).intel, Some(hand));
    assert_eq!(g.view(Some(Side::Federal)).intel, Some(Vec::new()));
    for e in &ev {
        if let Some(Event::HandShown { hand, .. }) =
            <Game as Ruleset>::redact(e, Some(super::ruleset::role(Side::Federal)))
        {
            assert_eq!(hand, None);
        }
    }
    // A sampled game keeps what the hacker saw (A2040-10.10a, issue 34).
    let twin = Game::determinize(&g.view(Some(Side::Rebel)), 99);
    assert_eq!(twin.state.hands.federal, g.state.hands.federal);
}

/// A2040-10.10b, A2040-11.5 (2d6).
#[test]
fn a2040_10_10b_theft_moves_two_dice_of_dollars() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[6, 4, 5]);
    g.state.resources.rebel = 10;
    run(&mut g, "R op hack");
    run(&mut g, "R hack theft");
    assert_eq!(
        (g.state.resources.rebel, g.state.resources.federal),
        (19, 21)
    );
}

/// Both hands played (to the discard).
fn empty_hands(g: &mut Game) {
    let cards: Vec<u8> = g
        .state
        .hands
        .rebel
        .drain(..)
        .chain(g.state.hands.federal.drain(..))
        .collect();
    g.state.discard.extend(cards);
}

#[test]
fn a2040_5_3_the_administration_phase() {
    let mut g = new(Scenario::Patriot, 5);
    empty_hands(&mut g);
    g.state.spaces[usize::from(id("texas"))].active = 4; // 6 militia: 2 desert
    g.state.reserves.rebel = 2;
    g.state.resources.federal = 15;
    g.state.resources.rebel = 5;
    g.flow.tasks = vec![Task::EndCard];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    while let Some(c) = g.default_command() {
        if !matches!(
            g.flow.tasks.last(),
            Some(Task::NewsPromote | Task::NewsFill)
        ) {
            break;
        }
        ev.extend(g.apply(c).unwrap_or_else(|e| panic!("{e}")));
    }
    let t = g.state.space(id("texas"));
    assert_eq!(
        (t.sleepers, t.active),
        (4, 0),
        "desertion, then every militia a sleeper"
    );
    assert_eq!(g.state.reserves.rebel, 0);
    // Funding: Federal 2 bases x $2, Rebel 3 bases x $1.
    assert_eq!(g.state.resources.federal, 19);
    assert_eq!(g.state.resources.rebel, 8);
    assert_eq!(g.state.hands.federal.len(), hand_size(19));
    assert_eq!(g.state.hands.rebel.len(), 7);
    assert_eq!(g.state.round, 2);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::RoundEnded { round: 1 })));
    assert_eq!(g.state.check_invariants(), Ok(()));
}

#[test]
fn a2040_12_2_domination_at_the_end_of_a_round() {
    let mut g = new(Scenario::Patriot, 5);
    empty_hands(&mut g);
    for s in map()
        .spaces
        .iter()
        .filter(|s| !s.foreign)
        .map(|s| s.key.clone())
    {
        g.state.spaces[usize::from(id(&s))].status = Some(Status::Revolt);
    }
    g.flow.tasks = vec![Task::EndCard];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    let o = g.outcome().unwrap_or_else(|| panic!("no end"));
    assert_eq!(o.winner, Side::Rebel);
    assert_eq!(o.reason, EndReason::Domination { decisive: true });
    assert_eq!(g.default_command(), None);
}

#[test]
fn a2040_12_3_endurance_ties_go_to_the_edge() {
    let mut g = new(Scenario::Patriot, 5);
    empty_hands(&mut g);
    let rest: Vec<u8> = g.state.deck.drain(..).collect();
    g.state.discard.extend(rest);
    g.flow.tasks = vec![Task::EndCard];
    assert_eq!(g.state.vp(Side::Federal), g.state.vp(Side::Rebel));
    let mut ev = Vec::new();
    g.advance(&mut ev);
    let o = g.outcome().unwrap_or_else(|| panic!("no end"));
    assert_eq!((o.winner, o.reason), (g.state.edge(), EndReason::Endurance));
}

#[test]
fn a2040_12_4_a_side_without_pieces_loses_at_once() {
    let mut g = at_op(red_card(2));
    for s in g.state.spaces.iter_mut() {
        s.agents = 0;
        s.federal_bases = 0;
    }
    let ev = run(&mut g, "R op reserves");
    assert!(ev.contains(&Event::GameEnded {
        winner: Side::Rebel,
        reason: EndReason::Military
    }));
}

#[test]
fn a2040_6_5_momentum_lasts_until_the_round_ends() {
    // 76 Open Borders for its event: borders open for the round.
    let mut g = with_hand(Scenario::Patriot, &[76, 1], &[3]);
    run(&mut g, "R play 76");
    run(&mut g, "R event");
    assert!(g.permitted(Side::Rebel, super::cards::Permission::Borders));
    assert_eq!(g.state.momentum.len(), 1);
    assert_eq!(g.state.check_invariants(), Ok(()));
    empty_hands(&mut g);
    g.flow.tasks = vec![Task::EndCard];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(ev.contains(&Event::MomentumEnded { card: 76 }));
    assert!(!g.permitted(Side::Rebel, super::cards::Permission::Borders));
}

#[test]
fn a2040_3_6_a_move_tests_only_its_destination() {
    let mut g = federal_op(2);
    run(&mut g, "F op move");
    g.rng.force_dice(&[2]);
    let ev = run(&mut g, "F move 1 los_angeles_city miami_city");
    let tested: Vec<SpaceId> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Tested { space, .. } => Some(*space),
            _ => None,
        })
        .collect();
    assert_eq!(tested, vec![id("miami_city")]);
    assert_eq!(g.state.space(id("miami_city")).status, Some(Status::Anger));
}

#[test]
fn a2040_15_1_random_games_keep_every_invariant_and_notation_round_trips() {
    for (scenario, seed) in [(Scenario::Patriot, 1), (Scenario::Resistance, 2)] {
        let mut g = new(scenario, seed);
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while g.outcome().is_none() && steps < 5_000 {
            let legal = g.legal_commands();
            assert!(!legal.is_empty(), "no legal command at step {steps}");
            for c in &legal {
                assert_eq!(parse_command(&print_command(c)).ok().as_ref(), Some(c));
            }
            let c = legal[rng.below(legal.len() as u32) as usize].clone();
            g.apply(c).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(g.check_invariants(), Ok(()), "step {steps}");
            steps += 1;
        }
        assert!(g.outcome().is_some(), "{scenario:?} did not end");
    }
}

#[test]
fn a2040_notation_refuses_garbage_without_panic() {
    let mut rng = GameRng::from_seed(4);
    let alphabet: Vec<char> = "RF playopsevn0123456789 _+,viamdkrgtx\u{e9}\u{0}"
        .chars()
        .collect();
    for _ in 0..10_000 {
        let n = rng.below(30) as usize;
        let s: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len() as u32) as usize])
            .collect();
        match parse_command(&s) {
            Ok(c) => assert_eq!(parse_command(&print_command(&c)).ok(), Some(c)),
            // Every refusal fits a Discord message (2,000 characters).
            Err(e) => assert!(crate::seam::Explain::message(&e).to_string().len() < 2_000),
        }
        let _ = super::ruleset::run_scenario(&s);
    }
    assert!(parse_command("R op hunt +0").is_err());
    assert!(parse_command("R move 01 texas south").is_err());
    assert_eq!(
        parse_command("F hack dos").ok(),
        Some(Command {
            by: Side::Federal,
            act: Act::Hack(HackEffect::DenialOfService)
        })
    );
    assert_eq!(
        parse_command("R op social +1").ok().map(|c| c.act),
        Some(Act::Op {
            op: Op::SocialMedia,
            reserve: 1
        })
    );
}

#[test]
fn a2040_scenario_files_replay_with_forced_dice() {
    let text = "scenario patriot\nseed 3\ndice 4\nd20 5\nactions\n";
    let report = super::ruleset::run_scenario(text).unwrap_or_else(|e| panic!("{e}"));
    assert!(report.refused.is_none());
    assert_eq!(report.game.forced_d20, vec![5]);
    let bad = super::ruleset::run_scenario("scenario patriot\nactions\nR play 200\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let (line, _, e) = bad.refused.unwrap_or_else(|| panic!("accepted"));
    assert_eq!((line, e.rule), (3, "A2040-5.2"));
}

#[test]
fn a2040_14_the_worked_example_file_replays() {
    let text = include_str!("../../data/a2040/worked-example.txt");
    let report = super::ruleset::run_scenario(text).unwrap_or_else(|e| panic!("{e}"));
    if let Some((line, text, e)) = &report.refused {
        panic!("line {line} `{text}` refused: {e}");
    }
    let g = report.game;
    let st = |k: &str| g.state.space(id(k)).clone();
    assert_eq!(st("phoenix_suburb").status, Some(Status::Defiance));
    assert_eq!(st("denver_suburb").unrest, 1);
    assert_eq!(st("midwest").status, Some(Status::Anger));
    assert_eq!((st("midwest").agents, st("midwest").militia()), (2, 0));
    assert_eq!(g.state.news.active[0], Some(3));
    assert_eq!(g.state.rpf(), 0);
    assert_eq!(st("washington_suburb").status, Some(Status::Defiance));
    assert_eq!(g.state.vp(Side::Federal), 20);
    assert_eq!(
        (st("chicago_suburb").active, st("chicago_suburb").sleepers),
        (3, 1)
    );
    assert_eq!(st("miami_city").status, Some(Status::Defiance));
    assert_eq!(
        (
            st("chicago_city").agents,
            st("dallas_city").agents,
            st("miami_city").agents
        ),
        (2, 1, 1)
    );
    assert_eq!(
        (g.state.resources.rebel, g.state.resources.federal),
        (25, 17)
    );
    assert_eq!(g.state.social_media, 2, "C");
    assert_eq!(g.actor(), Some(Side::Rebel));
    assert_eq!(g.check_invariants(), Ok(()));
}

#[test]
fn a2040_2_10_own_pieces_are_withdrawn_and_reused_when_the_stock_is_empty() {
    let mut g = with_hand(Scenario::Patriot, &[36, 1], &[3]);
    let e = refusal(&g, "R withdraw midwest agent");
    assert_eq!((e.id, e.rule), ("a2040-err-withdraw", "A2040-2.10"));
    let e = refusal(&g, "R withdraw texas active");
    assert_eq!(e.rule, "A2040-2.10");
    run(&mut g, "R withdraw texas sleeper");
    assert_eq!(g.state.space(id("texas")).sleepers, 1);
    assert!(matches!(g.flow.tasks.last(), Some(Task::Card)));
    // Every militia on the map: Amnesty's militia come from the space holding most.
    let on_map: u32 = g.state.spaces.iter().map(|s| u32::from(s.militia())).sum();
    let ny = usize::from(id("new_york_city"));
    g.state.spaces[ny].sleepers += (30 - on_map) as u8;
    let before = g.state.spaces[ny].sleepers;
    run(&mut g, "R play 36");
    run(&mut g, "R event");
    run(&mut g, "R at washington_suburb");
    assert_eq!(g.state.space(id("washington_suburb")).sleepers, 1);
    assert_eq!(g.state.spaces[ny].sleepers, before - 1);
    assert_eq!(g.check_invariants(), Ok(()));
}

/// A2040-1.1 (two sides), A2040-1.3 (both scenarios set up).
#[test]
fn a2040_1_1_and_1_3_two_sides_two_scenarios() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let g = new(scenario, 1);
        assert_eq!(
            g.roles(),
            vec![
                super::ruleset::role(Side::Rebel),
                super::ruleset::role(Side::Federal)
            ]
        );
        assert_eq!(g.check_invariants(), Ok(()));
    }
}

/// A2040-1.2, A2040-6.1: Ops or Event, one operation per card.
#[test]
fn a2040_1_2_and_6_1_a_card_is_ops_or_event_and_one_operation() {
    let mut g = with_hand(Scenario::Patriot, &[red_card(2), 1], &[3]);
    run(&mut g, &format!("R play {}", red_card(2)));
    let legal: Vec<Act> = g.legal_commands().into_iter().map(|c| c.act).collect();
    assert_eq!(legal, vec![Act::Ops, Act::Event]);
    run(&mut g, "R ops");
    run(&mut g, "R op reserves");
    let e = refusal(&g, "R op reserves");
    assert_eq!(e.rule, "A2040-5.2", "no second operation for the card");
}

/// A2040-2.1 (the board's news area), A2040-2.2, A2040-7.1 (Pool and Active slots 1-3).
#[test]
fn a2040_2_2_and_7_1_the_news_display() {
    let g = new(Scenario::Patriot, 9);
    assert_eq!(g.state.news.pool.len(), 3);
    assert!(g.state.news.active.iter().all(Option::is_some));
    assert_eq!(g.state.news.deck.len(), 14);
}

#[test]
fn a2040_2_7_militia_are_placed_as_sleepers_and_an_attack_activates_them() {
    let mut g = at_op(red_card(1));
    run(&mut g, "R op attack");
    let before = g.state.space(id("texas")).sleepers;
    run(&mut g, "R at texas");
    let t = g.state.space(id("texas"));
    assert_eq!((t.sleepers, t.active), (0, before));
}

#[test]
fn a2040_2_8_unrest_markers_stop_at_three() {
    let mut g = at_op(red_card(2));
    g.state.social_media = 4;
    g.forced_d20 = vec![3; 6];
    g.state.spaces[usize::from(id("texas"))].unrest = 3;
    g.state.spaces[usize::from(id("texas"))].status = Some(Status::Revolt);
    run(&mut g, "R op unrest");
    run(&mut g, "R kind region");
    // A 4th marker is ignored but paid (A2040-9.3); 3 is never more than Revolt's CF 3.
    assert_eq!(g.state.space(id("texas")).unrest, 3);
    assert_eq!(g.state.space(id("texas")).status, Some(Status::Revolt));
    assert_eq!(g.state.resources.rebel, 30 - g.net_selections(2));
}

/// A2040-2.9, A2040-11.1 (the test: 1-3 Anger, 4-6 Defiance), A2040-11.6 (d20 selections).
#[test]
fn a2040_2_9_and_11_6_dice_are_d6_and_d20() {
    let mut g = new(Scenario::Resistance, 11);
    let mut rng = GameRng::from_seed(5);
    for _ in 0..3_000 {
        if g.outcome().is_some() {
            break;
        }
        let legal = g.legal_commands();
        let c = legal[rng.below(legal.len() as u32) as usize].clone();
        for e in g.apply(c).unwrap_or_else(|e| panic!("{e}")) {
            match e {
                Event::Tested { roll, to, .. } => {
                    assert!((1..=6).contains(&roll));
                    assert_eq!(
                        to,
                        if roll <= 3 {
                            Status::Anger
                        } else {
                            Status::Defiance
                        }
                    );
                }
                Event::Selected { roll: Some(r), .. } => assert!((1..=20).contains(&r)),
                Event::AttackRolled { rolls, .. } => {
                    assert!(rolls.iter().all(|r| (1..=6).contains(r)))
                }
                _ => {}
            }
        }
    }
}

#[test]
fn a2040_5_1_a_round_is_actions_then_administration() {
    let mut g = new(Scenario::Patriot, 2);
    let mut steps = 0;
    while g.state.round == 1 && steps < 2_000 {
        let Some(c) = g.default_command() else { break };
        let ev = g.apply(c).unwrap_or_else(|e| panic!("{e}"));
        if ev.iter().any(|e| matches!(e, Event::RoundEnded { .. })) {
            assert!(g.state.hands.rebel.len() >= 7 || g.outcome().is_some());
        }
        steps += 1;
    }
    assert_eq!(g.state.round, 2);
    assert_eq!(g.flow.turn, Side::Rebel);
}

#[test]
fn a2040_6_2_an_event_overrides_a_rule_open_borders() {
    let mut g = with_hand(Scenario::Patriot, &[76, red_card(2)], &[3]);
    run(&mut g, "R play 76");
    run(&mut g, "R event");
    run(&mut g, &format!("R play {}", red_card(2)));
    run(&mut g, "R ops");
    run(&mut g, "R op move");
    run(&mut g, "R move 1 midwest canada");
    assert_eq!(g.state.space(id("canada")).militia(), 1);
}

#[test]
fn a2040_6_4_the_escape_is_once_a_round() {
    let mut g = at_op(red_card(2));
    run(&mut g, "R op social");
    assert!(g.flow.escape_used.rebel);
    g.state.hands.rebel.clear();
    g.state.hands.federal.clear();
    let rest: Vec<u8> = vec![1, 2, 3, 4, 5];
    g.state.discard.retain(|c| !rest.contains(c));
    g.flow.tasks = vec![Task::EndCard];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(
        !g.flow.escape_used.rebel,
        "reset by the Administration Phase"
    );
}

#[test]
fn a2040_7_5_resources_stay_within_0_and_30() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[6, 6, 6]);
    g.state.resources.rebel = 28;
    g.state.resources.federal = 30;
    run(&mut g, "R op hack");
    run(&mut g, "R hack theft");
    assert_eq!(
        (g.state.resources.rebel, g.state.resources.federal),
        (30, 18)
    );
}

/// A2040-7.6, A2040-10.10e (Secure: a Shield on one's own HQ).
#[test]
fn a2040_7_6_and_10_10e_f_shields_sit_on_the_hq() {
    let mut g = at_op(red_card(3));
    g.rng.force_dice(&[6, 6]);
    run(&mut g, "R op hack");
    run(&mut g, "R hack shield");
    assert_eq!(g.state.shields.rebel, 1);
    let e = refusal(&g, "R done");
    assert_eq!(e.rule, "A2040-5.2");
}

/// A2040-8, A2040-8.5.
#[test]
fn a2040_8_and_8_5_an_unmarked_selection_is_tested_first() {
    let mut g = at_op(red_card(1));
    g.state.social_media = 4;
    g.state.marked_power = -20;
    assert_eq!(g.net_selections(1), 1);
    g.forced_d20 = vec![3]; // suburbs: Phoenix (unmarked)
    g.rng.force_dice(&[5]);
    run(&mut g, "R op fundraise");
    let ev = run(&mut g, "R kind suburb");
    let tested = ev.iter().position(|e| matches!(e, Event::Tested { .. }));
    let paid = ev.iter().position(|e| matches!(e, Event::Resources { .. }));
    assert!(
        tested.is_some() && paid.is_none(),
        "fundraise in a full treasury"
    );
    assert_eq!(
        g.state.space(id("phoenix_suburb")).status,
        Some(Status::Defiance)
    );
}

#[test]
fn a2040_9_3_unrest_shifts_only_when_it_exceeds_the_cf() {
    let mut g = at_op(red_card(1));
    g.state.social_media = 4;
    g.state.marked_power = 3 - g.state.rebellion_power() as i8;
    g.forced_d20 = vec![8, 8]; // regions: Midwest (Defiance), twice
    run(&mut g, "R op unrest");
    run(&mut g, "R kind region");
    let m = g.state.space(id("midwest"));
    assert_eq!(
        (m.status, m.unrest),
        (Some(Status::Defiance), 2),
        "2 is not > CF 2"
    );
}

#[test]
fn a2040_10_8_social_media_moves_the_marker_then_buys_attacks() {
    let mut g = at_op(red_card(3));
    run(&mut g, "R op social");
    let e = refusal(&g, "R feed");
    assert_eq!(e.rule, "A2040-5.2", "the move comes first");
    run(&mut g, "R track A");
    // Feed (1): the story seen by its drawer alone, then pooled (A2040-10.8.1).
    let ev = run(&mut g, "R feed");
    let drawn = ev.iter().find_map(|e| match e {
        Event::StoryDrawn { story, .. } => *story,
        _ => None,
    });
    assert!(drawn.is_some());
    assert_eq!(g.view(Some(Side::Federal)).feed, None);
    assert_eq!(g.view(Some(Side::Rebel)).feed, drawn);
    run(&mut g, "R pool");
    assert_eq!(g.state.news.pool.len(), 4);
    // Censor (1): a pool story discarded (A2040-10.8.2).
    let victim = g.state.news.pool[0];
    run(&mut g, &format!("R censor {victim}"));
    assert!(g.state.news.discard.contains(&victim));
    let e = refusal(&g, "R distract");
    assert_eq!(e.rule, "A2040-10.8", "1 Op left");
}

#[test]
fn a2040_10_8_5_and_10_8_6_enrage_and_convert() {
    let mut g = at_op(red_card(3));
    run(&mut g, "R op social");
    run(&mut g, "R track A");
    run(&mut g, "R enrage midwest");
    assert_eq!(g.state.space(id("midwest")).status, Some(Status::Anger));
    let mut g = at_op(red_card(3));
    run(&mut g, "R op social");
    run(&mut g, "R track A");
    let e = refusal(&g, "R convert texas");
    assert_eq!(e.rule, "A2040-10.8.6");
    run(&mut g, "R convert midwest");
    let m = g.state.space(id("midwest"));
    assert_eq!((m.agents, m.sleepers), (2, 5));
}

#[test]
fn a2040_11_2_attack_hits_when_the_die_minus_ops_and_terrain_is_at_most_cf() {
    let mut g = at_op(red_card(1));
    g.rng.force_dice(&[2, 3]);
    run(&mut g, "R op attack");
    // Texas: open terrain, Revolt (CF 3), 2 militia; 2 - 1 <= 3 hits, 3 - 1 <= 3 hits; no
    // Federal piece there: nothing removed.
    let ev = run(&mut g, "R at texas");
    assert!(ev.contains(&Event::AttackRolled {
        space: id("texas"),
        rolls: vec![2, 3],
        hits: 2
    }));
}

#[test]
fn a2040_11_3_hunt_rolls_no_die() {
    let mut g = federal_op(1);
    run(&mut g, "F op hunt");
    let ev = run(&mut g, "F at chicago_suburb");
    assert!(!ev.iter().any(<Game as Ruleset>::reveals_information));
}

#[test]
fn a2040_11_4_and_11_5_hack_success_and_theft() {
    for (roll, ops, ok) in [(4, 1, true), (3, 1, false), (2, 3, true), (1, 3, false)] {
        let card = red_card(ops);
        let mut g = at_op(card);
        g.rng.force_dice(&[roll]);
        let ev = run(&mut g, "R op hack");
        assert!(ev.contains(&Event::HackRolled {
            side: Side::Rebel,
            roll,
            success: ok
        }));
    }
}

#[test]
fn a2040_13_1_both_start_with_30_dollars_and_9_cards() {
    for scenario in [Scenario::Patriot, Scenario::Resistance] {
        let g = new(scenario, 4);
        assert_eq!(
            (g.state.resources.federal, g.state.resources.rebel),
            (30, 30)
        );
        assert_eq!(
            (g.state.hands.federal.len(), g.state.hands.rebel.len()),
            (9, 9)
        );
    }
}

#[test]
fn a2040_15_2_a_named_route_is_checked() {
    let mut g = federal_op(2);
    run(&mut g, "F op move");
    let e = refusal(
        &g,
        "F move 1 los_angeles_city miami_city via texas,miami_city",
    );
    assert_eq!(e.rule, "A2040-15.2");
    run(
        &mut g,
        "F move 1 los_angeles_city miami_city via los_angeles_suburb,mesa,phoenix_suburb,mesa,plains,texas,dallas_suburb,south,miami_suburb,miami_city",
    );
    assert_eq!(g.state.space(id("miami_city")).agents, 1);
}

#[test]
fn a2040_15_3_vp_follow_the_board() {
    let mut g = federal_op(3);
    let before = g.state.vp(Side::Federal);
    g.state.spaces[usize::from(id("new_york_city"))].agents = 3;
    g.state.spaces[usize::from(id("new_york_city"))].status = Some(Status::Anger);
    assert_eq!(g.state.vp(Side::Federal), before - 3);
    run(&mut g, "F op secure");
    run(&mut g, "F at new_york_city");
    assert_eq!(g.state.vp(Side::Federal), before);
}

#[test]
fn a2040_13_4_build_your_own() {
    let mut g = Game::new(
        Config {
            scenario: Scenario::Resistance,
            build_your_own: true,
        },
        3,
    );
    assert_eq!(g.actor(), Some(Side::Federal));
    let e = refusal(&g, "F done");
    assert_eq!((e.id, e.rule), ("a2040-err-build", "A2040-13.4"));
    // Idle players: every default makes a legal set-up, then the Rebel's first card.
    let mut steps = 0;
    while !matches!(g.flow.tasks.last(), Some(Task::Card)) && steps < 200 {
        let c = g.default_command().unwrap_or_else(|| panic!("no default"));
        g.apply(c).unwrap_or_else(|e| panic!("{e}"));
        steps += 1;
    }
    assert_eq!(g.actor(), Some(Side::Rebel));
    assert_eq!(
        (g.state.vp(Side::Federal), g.state.vp(Side::Rebel)),
        (20, 20)
    );
    let m = map();
    let mut setup = m.resistance.clone();
    setup.status.clear();
    setup.agents.clear();
    setup.militia.clear();
    setup.federal_bases.clear();
    setup.rebel_bases.clear();
    for (i, sp) in g.state.spaces.iter().enumerate() {
        let s = i as SpaceId;
        if let Some(st) = sp.status {
            setup.status.push((s, st));
        }
        if sp.agents > 0 {
            setup.agents.push((s, sp.agents));
        }
        if sp.militia() > 0 {
            setup.militia.push((s, sp.militia()));
        }
        setup
            .federal_bases
            .extend(std::iter::repeat_n(s, usize::from(sp.federal_bases)));
        setup
            .rebel_bases
            .extend(std::iter::repeat_n(s, usize::from(sp.rebel_bases)));
    }
    assert_eq!(setup.check_build_your_own(m), Ok(()));
    assert_eq!(g.check_invariants(), Ok(()));
}
