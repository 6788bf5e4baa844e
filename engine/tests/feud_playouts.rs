//! Stack Feud's random playouts (issue 36): whole games of random listed commands, with
//! every player's standing orders drawn at random (`auto`, `ask`, `never` for hazards and
//! attack cards; `ask`, `weakest`, `strongest`, `never` for defensive fire), so that
//! hazard, attack and defensive-fire windows open, wait, close at once, and take defaults. No panic, every listed command and every default accepted, every game ends.
//!
//! The default run plays a few games; the long run (10,000 games, or `FEUD_PLAYOUTS`) is
//! left out of `cargo test`:
//!
//! ```sh
//! nice -n 10 cargo test --release -p engine --test feud_playouts -- --ignored
//! ```

use engine::feud::action::{Act, Event};
use engine::feud::state::{Fire, Game, Reaction, Stage};
use engine::shared::rng::GameRng;

#[derive(Default, Debug)]
struct Tally {
    games: u64,
    commands: u64,
    windows_waited: u64,
    cards_revealed: u64,
    endgames: u64,
    /// Defensive-fire windows that waited for someone asked, and those that opened and
    /// closed inside one command (every player's order automatic).
    defence_waited: u64,
    defence_at_once: u64,
    /// Defensive shots revealed.
    defence_shots: u64,
}

fn playout(players: u8, seed: u64, tally: &mut Tally) {
    let mut g = Game::new(players, seed).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
    let mut rng = GameRng::from_seed(seed ^ 0x0c4a_f00d);
    let reactions = [Reaction::Auto, Reaction::Ask, Reaction::Never];
    for o in &mut g.orders {
        o.hazards = reactions[rng.below(3) as usize];
        o.attacks = reactions[rng.below(3) as usize];
        o.defence = [Fire::Ask, Fire::Weakest, Fire::Strongest, Fire::Never][rng.below(4) as usize];
    }
    let mut steps = 0u64;
    while g.stage != Stage::Ended {
        assert!(steps < 80_000, "{players}p seed {seed}: no end");
        let legal = g.legal_commands();
        assert!(
            !legal.is_empty(),
            "{players}p seed {seed} step {steps}: nothing legal"
        );
        let c = if rng.below(4) == 0 {
            g.default_command()
                .unwrap_or_else(|| panic!("{players}p seed {seed}: no default"))
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        let ev = g
            .apply(c)
            .unwrap_or_else(|e| panic!("{players}p seed {seed} step {steps}: {c:?}: {e:?}"));
        let opened = ev.contains(&Event::DefenceOpened);
        for e in &ev {
            match e {
                Event::WindowOpened { .. } => tally.windows_waited += 1,
                Event::WindowClosed { plays } => tally.cards_revealed += plays.len() as u64,
                Event::DefenceClosed { shots } => {
                    tally.defence_shots += shots.len() as u64;
                    tally.defence_at_once += u64::from(opened);
                }
                _ => {}
            }
        }
        tally.defence_waited += u64::from(opened && g.stage == Stage::Defence);
        if matches!(c.act, Act::Ready) {
            assert!(g.stage != Stage::Window || g.window.is_some());
        }
        steps += 1;
    }
    tally.games += 1;
    tally.commands += steps;
    tally.endgames += u64::from(g.endgame);
}

fn run(games: u64) -> Tally {
    let mut tally = Tally::default();
    for i in 0..games {
        let players = 2 + (i % 3) as u8;
        playout(players, 0x5eed_0000 + i, &mut tally);
    }
    tally
}

#[test]
fn random_playouts_with_windows_end() {
    let t = run(24);
    assert_eq!(t.games, 24);
    assert!(t.windows_waited > 0 && t.cards_revealed > 0, "{t:?}");
    assert!(t.defence_waited > 0 && t.defence_at_once > 0, "{t:?}");
}

#[test]
#[ignore = "long: 10,000 games (FEUD_PLAYOUTS to choose)"]
fn long_random_playouts_never_panic() {
    let games = std::env::var("FEUD_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let t = run(games);
    println!("{t:?}");
    assert_eq!(t.games, games);
}
