//! Property tests over random games (R-META-4 determinism, R-ACT-6 transactional refusal,
//! R-LOOT-5 / R-AGD-3 hidden information, and the conservation invariants).
#![allow(clippy::unwrap_used)]

use engine::bxb2016::action::{Action, CardPlay, Command, Pay, Target};
use engine::bxb2016::sim::play_random;
use engine::bxb2016::{Event, Game, GameConfig, Mode, Pending};
use engine::ids::{Cell, Faction, Occupation};
use engine::sim::RandomPlayer;
use proptest::prelude::*;

fn config(i: u64) -> GameConfig {
    let players = 2 + (i % 3) as u8;
    GameConfig {
        players,
        mode: if i.is_multiple_of(2) {
            Mode::SemiCoop
        } else {
            Mode::FullCoop
        },
        beginner_city: i.is_multiple_of(5),
        ..GameConfig::default()
    }
}

/// A game after `steps` random legal commands, and the events of the last one.
fn walk(seed: u64, steps: usize) -> (Game, Vec<Event>) {
    let mut g = Game::new(config(seed), seed).unwrap();
    let mut player = RandomPlayer::new(seed);
    let mut last = Vec::new();
    for _ in 0..steps {
        let Some(cmd) = player.choose(&g) else { break };
        last = g.apply(cmd).unwrap();
    }
    (g, last)
}

// ------------------------------------------------------------------ random actions

fn faction() -> impl Strategy<Value = Faction> {
    prop::sample::select(Faction::ALL.to_vec())
}

/// Mostly real cells, sometimes off the grid.
fn any_cell() -> impl Strategy<Value = Cell> {
    prop_oneof![9 => 0u8..25, 1 => 25u8..=255].prop_map(Cell)
}

fn die() -> impl Strategy<Value = u8> {
    prop_oneof![9 => 1u8..=6, 1 => any::<u8>()]
}

fn loot() -> impl Strategy<Value = u8> {
    prop_oneof![9 => 0u8..12, 1 => any::<u8>()]
}

fn cards() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(loot(), 0..4)
}

fn conn() -> impl Strategy<Value = u16> {
    prop_oneof![9 => 0u16..80, 1 => any::<u16>()]
}

fn occupation() -> impl Strategy<Value = Occupation> {
    let all: Vec<Occupation> = Faction::ALL
        .iter()
        .flat_map(|f| Occupation::of_faction(*f))
        .collect();
    prop::sample::select(all)
}

fn pay() -> impl Strategy<Value = Pay> {
    prop_oneof![die().prop_map(Pay::Die), Just(Pay::Free)]
}

fn card_play() -> impl Strategy<Value = CardPlay> {
    prop_oneof![
        (any_cell(), any_cell(), conn()).prop_map(|(district, to, via)| CardPlay::Fireworks {
            district,
            to,
            via
        }),
        Just(CardPlay::SmokeBombs),
        Just(CardPlay::PoliceScanner),
        any_cell().prop_map(|district| CardPlay::RiotShields { district }),
        any_cell().prop_map(|district| CardPlay::Megaphone { district }),
        any_cell().prop_map(|district| CardPlay::MedicKit { district }),
        (any_cell(), prop::collection::vec(conn(), 0..4)).prop_map(|(district, connections)| {
            CardPlay::DumpsterBarricade {
                district,
                connections,
            }
        }),
        (any_cell(), any_cell(), 0u8..12).prop_map(|(from, to, blocs)| CardPlay::Bicycles {
            from,
            to,
            blocs
        }),
        die().prop_map(|die| CardPlay::EnergyDrinks { die }),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    let target = prop_oneof![
        Just(Target::Cop),
        Just(Target::Van),
        (any_cell(), conn()).prop_map(|(to, via)| Target::KickOut { to, via }),
    ];
    prop_oneof![
        any_cell().prop_map(|district| Action::ChooseStart { district }),
        (any_cell(), any_cell(), 0u8..12, pay()).prop_map(|(from, to, blocs, pay)| Action::Move {
            from,
            to,
            blocs,
            pay
        }),
        (any_cell(), prop::collection::vec(conn(), 0..4), die()).prop_map(
            |(district, connections, die)| Action::Barricade {
                district,
                connections,
                die
            }
        ),
        (any_cell(), any::<bool>(), die()).prop_map(|(district, burn, die)| Action::Loot {
            district,
            burn,
            die
        }),
        (any_cell(), occupation(), die()).prop_map(|(district, occupation, die)| Action::Build {
            district,
            occupation,
            die
        }),
        (any_cell(), occupation(), die()).prop_map(|(district, occupation, die)| Action::Swap {
            district,
            occupation,
            die
        }),
        (any_cell(), target, die(), cards()).prop_map(|(district, target, die, molotovs)| {
            Action::Attack {
                district,
                target,
                die,
                molotovs,
            }
        }),
        die().prop_map(|die| Action::AssemblyHall { die }),
        die().prop_map(|die| Action::HackerSpace { die }),
        Just(Action::PropagandaWorkshop),
        card_play().prop_map(Action::PlayCard),
        (faction(), cards()).prop_map(|(to, cards)| Action::Give { to, cards }),
        (faction(), cards(), cards()).prop_map(|(to, give, take)| Action::OfferTrade {
            to,
            give,
            take
        }),
        Just(Action::EndActions),
        Just(Action::Stop),
        Just(Action::Allow),
        Just(Action::Accept),
        Just(Action::Refuse),
        cards().prop_map(|cards| Action::Keep { cards }),
        prop::array::uniform4(0u8..6).prop_map(|losses| Action::Casualties { losses }),
        Just(Action::Pass),
        any_cell().prop_map(|district| Action::PickDistrict { district }),
        (any_cell(), conn()).prop_map(|(district, connection)| Action::PickBarricade {
            district,
            connection
        }),
        (loot(), faction()).prop_map(|(card, to)| Action::HandCard { card, to }),
        (
            prop::collection::vec(0u8..8, 0..4),
            prop::collection::vec(0u8..8, 0..6)
        )
            .prop_map(|(discard, order)| Action::ArrangePolice { discard, order }),
    ]
}

/// Legal commands the list leaves out by design (see `legal_actions`' documentation).
fn unlisted_by_design(a: &Action) -> bool {
    matches!(
        a,
        Action::Give { .. } | Action::OfferTrade { .. } | Action::ArrangePolice { .. }
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// R-ACT-6: a command that is not legal is refused with a typed error, never a panic,
    /// and the game is exactly as before.
    #[test]
    fn random_commands_are_refused_cleanly(seed in 0u64..400, steps in 0usize..70, tries in prop::collection::vec((faction(), action()), 1..24)) {
        let (g, _) = walk(seed, steps);
        let legal = g.legal_actions();
        for (by, action) in tries {
            let cmd = Command { by, action };
            let mut h = g.clone();
            match h.apply(cmd.clone()) {
                Ok(_) => prop_assert!(
                    legal.contains(&cmd) || unlisted_by_design(&cmd.action),
                    "accepted but not in legal_actions: {cmd:?}"
                ),
                Err(_) => {
                    prop_assert!(!legal.contains(&cmd), "a listed command was refused: {cmd:?}");
                    prop_assert_eq!(&h, &g);
                }
            }
        }
    }

    /// Every listed command applies, and the invariants hold after each (issue 3).
    #[test]
    fn every_legal_command_applies(seed in 0u64..400, steps in 0usize..70) {
        let (g, _) = walk(seed, steps);
        for cmd in g.legal_actions().into_iter().take(40) {
            let mut h = g.clone();
            prop_assert!(h.apply(cmd.clone()).is_ok(), "legal command refused: {cmd:?}");
            prop_assert!(h.check_invariants().is_ok(), "{:?}", h.check_invariants());
        }
    }

    /// R-LOOT-5 / R-AGD-3 / section 28.4: views and events never show another faction's
    /// hand or agenda.
    #[test]
    fn views_and_events_hide_secrets(seed in 0u64..400, steps in 1usize..70) {
        let (g, events) = walk(seed, steps);
        let over = g.is_over();
        let viewers: Vec<Option<Faction>> = std::iter::once(None).chain(g.cycle().iter().map(|f| Some(*f))).collect();
        for v in viewers {
            let view = g.view(v);
            match v {
                Some(f) => {
                    prop_assert_eq!(view.hand(), &g.faction(f).hand[..]);
                    prop_assert_eq!(view.agenda(), g.faction(f).agenda);
                }
                None => {
                    prop_assert!(view.hand().is_empty());
                    prop_assert!(view.agenda().is_none());
                }
            }
            for f in Faction::ALL {
                prop_assert_eq!(view.hand_size(f) as usize, g.faction(f).hand.len());
            }
            if !over {
                prop_assert!(view.revealed_agendas().is_empty());
            }
            // A pending decision's private cards only for its addressee.
            if let Some(p) = view.pending() {
                let mine = v == Some(p.faction());
                match p {
                    Pending::Keep { drawn, .. } if !mine => prop_assert!(drawn.is_empty()),
                    Pending::HandOut { cards, .. } if !mine => prop_assert!(cards.is_empty()),
                    Pending::ArrangePolice { cards, public: false, .. } if !mine => prop_assert!(cards.is_empty()),
                    _ => {}
                }
            }
            for e in &events {
                match e.redacted_for(v) {
                    Some(Event::LootDrawn { faction, .. }) => prop_assert_eq!(Some(faction), v),
                    Some(Event::CardsGiven { from, to, .. }) => prop_assert!(v == Some(from) || v == Some(to)),
                    Some(Event::AgendaDealt { faction, .. }) => prop_assert_eq!(Some(faction), v),
                    Some(Event::PoliceCardsSeen { faction, .. }) => prop_assert_eq!(Some(faction), v),
                    _ => {}
                }
            }
        }
    }

    /// Serde: a mid-game game survives a JSON round trip unchanged.
    #[test]
    fn json_round_trip(seed in 0u64..400, steps in 0usize..70) {
        let (g, _) = walk(seed, steps);
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &g);
        // And it plays on identically.
        let (mut a, mut b) = (g.clone(), back);
        let mut player = RandomPlayer::new(seed + 1);
        for _ in 0..30 {
            let Some(cmd) = player.choose(&a) else { break };
            prop_assert_eq!(a.apply(cmd.clone()), b.apply(cmd));
        }
        prop_assert_eq!(a, b);
    }

    /// R-META-4: the same seed and the same commands give the same game.
    #[test]
    fn same_seed_same_commands_same_game(seed in any::<u64>(), steps in 0usize..70) {
        let (a, _) = walk(seed, steps);
        let (b, _) = walk(seed, steps);
        prop_assert_eq!(a, b);
    }
}

/// R-META-4: 1,000 random games replay exactly from their seed and command log.
#[test]
fn replaying_1000_random_games_reproduces_the_final_state() {
    for seed in 0..1000u64 {
        let cfg = config(seed);
        let r = play_random(cfg.clone(), seed, 400, true).unwrap();
        let mut g = Game::new(cfg, seed).unwrap();
        for cmd in &r.log {
            g.apply(cmd.clone()).unwrap();
        }
        assert_eq!(g, r.game, "seed {seed}");
    }
}

/// Invariants after every single action of whole games (also checked inside `apply` in
/// debug builds).
#[test]
fn invariants_hold_through_whole_games() {
    for seed in 0..40u64 {
        let mut g = Game::new(config(seed), seed).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(cmd) = player.choose(&g) {
            g.apply(cmd).unwrap();
            assert_eq!(g.check_invariants(), Ok(()), "seed {seed}");
        }
        assert!(g.is_over(), "seed {seed}");
    }
}
