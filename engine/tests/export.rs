//! Every stored game can be written as a scenario file that replays to the same final
//! position (issue 15): a stored game is a ruleset, a config, a seed and the log's
//! commands; `seam::scenario::export` writes it and `run_scenario` (or `blocbot scenario`)
//! replays it. Property tests over random games of every playable ruleset.
#![allow(clippy::unwrap_used)]

use engine::seam::scenario::{export, scenario_ruleset};
use engine::{bxb2016::GameConfig, AnyCommand, AnyConfig, AnyGame, Ruleset, RulesetKey};
use proptest::prelude::*;

/// A small seeded generator for choosing among legal commands (splitmix64).
struct Chooser(u64);

impl Chooser {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Plays up to `steps` random legal commands of any ruleset: the game and its commands.
fn random_game(config: AnyConfig, seed: u64, steps: usize) -> (AnyGame, Vec<AnyCommand>) {
    let mut game = AnyGame::new(config, seed).unwrap();
    let mut chooser = Chooser(seed);
    let mut commands = Vec::new();
    for _ in 0..steps {
        let legal = game.legal_commands();
        if legal.is_empty() {
            break;
        }
        let command = legal[chooser.pick(legal.len())].clone();
        game.apply(command.clone()).unwrap();
        commands.push(command);
    }
    (game, commands)
}

/// The exported file names its ruleset and replays every command to the same position.
fn assert_export_replays(config: AnyConfig, seed: u64, steps: usize) {
    let (game, commands) = random_game(config.clone(), seed, steps);
    let text = AnyGame::export_scenario(&config, seed, &commands).unwrap();
    let key = scenario_ruleset(&text).unwrap();
    assert_eq!(key, game.ruleset());
    let (replayed, refused) = AnyGame::run_scenario(key, &text).unwrap();
    assert!(refused.is_none(), "{refused:?}\n{text}");
    assert_eq!(replayed.print_position(), game.print_position(), "\n{text}");
    assert_eq!(replayed.state_counter(), game.state_counter());
    assert_eq!(replayed, game);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// 2016 games of every player count and option, at any point (mid-decision included).
    #[test]
    fn a_2016_game_exports_to_a_file_that_replays_it(
        seed in any::<u64>(),
        players in 2u8..=4,
        beginner_city in any::<bool>(),
        semi in any::<bool>(),
        steps in 0usize..500,
    ) {
        let config = GameConfig {
            players,
            beginner_city,
            mode: if semi { engine::bxb2016::Mode::SemiCoop } else { engine::bxb2016::Mode::FullCoop },
            ..GameConfig::default()
        };
        assert_export_replays(AnyConfig::Bxb2016(config), seed, steps);
    }

    /// Every playable ruleset's default game: a ruleset joins this test when it becomes
    /// playable (Uprising included), with no change here.
    #[test]
    fn a_game_of_every_ruleset_exports_to_a_file_that_replays_it(
        seed in any::<u64>(),
        steps in 0usize..300,
    ) {
        for key in RulesetKey::ALL.into_iter().filter(|k| k.playable()) {
            assert_export_replays(AnyConfig::default_for(key).unwrap(), seed, steps);
        }
    }
}

/// Issue 31: a game stored before the loot windows opened for every hand keeps its rule in
/// the exported file (`windows=playable`, `windows playable`), so it replays the same.
#[test]
fn a_game_of_the_old_window_rule_exports_with_its_rule() {
    use engine::ids::LootWindows;
    for seed in 0..12u64 {
        let old_2016 = GameConfig {
            loot_windows: LootWindows::Playable,
            ..GameConfig::default()
        };
        let old_uprising = engine::uprising::Config {
            players: 3,
            mode: engine::uprising::Mode::SemiCoop,
            loot_windows: LootWindows::Playable,
            ..engine::uprising::Config::default()
        };
        // Issue 32: and one stored before the casualties became a decision.
        let by_rule = engine::uprising::Config {
            casualties: engine::uprising::Casualties::ByRule,
            ..old_uprising.clone()
        };
        for config in [
            AnyConfig::Bxb2016(old_2016),
            AnyConfig::Uprising(old_uprising),
            AnyConfig::Uprising(by_rule),
        ] {
            assert_export_replays(config, seed, 400);
        }
    }
}

#[test]
fn an_exported_2016_file_reads_like_a_hand_written_one() {
    let config = GameConfig::beginner(3);
    let (game, commands) = random_game(AnyConfig::Bxb2016(config.clone()), 5, 12);
    let g = game.as_bxb2016().unwrap();
    let commands: Vec<_> = commands
        .into_iter()
        .filter_map(|c| <engine::bxb2016::Game as engine::seam::Member>::of_command(&c).cloned())
        .collect();
    let text = export::<engine::bxb2016::Game>(&config, 5, &commands).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("ruleset bxb2016"));
    assert!(lines
        .next()
        .unwrap()
        .starts_with("setup players=3 mode=coop"));
    assert_eq!(lines.next(), Some("seed 5"));
    assert_eq!(lines.next(), Some("actions"));
    assert_eq!(lines.count(), 12);
    // The 2016 reader takes the file as it is, `ruleset` line included.
    let run = engine::bxb2016::notation::run_scenario(&text).unwrap();
    assert!(run.error.is_none());
    assert_eq!(&run.game, g);
    // A file naming another ruleset is not read as 2016.
    assert!(scenario_ruleset("# a comment\nruleset chess\nsetup players=4\n").is_err());
    assert_eq!(
        scenario_ruleset("setup players=4\nseed 1\nactions\n").unwrap(),
        RulesetKey::Bxb2016
    );
    assert!(engine::bxb2016::notation::run_scenario(
        "ruleset uprising\nsetup players=4\nactions\n"
    )
    .is_err());
    // A log whose command is refused does not export.
    let mut bad = commands.clone();
    bad.insert(
        0,
        engine::bxb2016::Command {
            by: engine::Faction::Workers,
            action: engine::bxb2016::Action::EndActions,
        },
    );
    assert!(export::<engine::bxb2016::Game>(&config, 5, &bad).is_err());
    let _ = <engine::bxb2016::Game as Ruleset>::KEY;
}
