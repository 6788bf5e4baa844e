//! The random draw of search playouts (issue 11): `Ruleset::random_legal_command` draws
//! only listed commands, exactly the one `legal_commands()[rng.below(len)]` gives (so
//! random games keep their sequence), and applying in place, checked or as listed, ends
//! where `apply` does.
#![allow(clippy::unwrap_used)]

use engine::rng::GameRng;
use engine::{
    bxb2016::{GameConfig, Mode},
    Search,
};
use std::fmt::Debug;

/// Plays `commands` random commands from `game`, checking every draw and every in-place
/// application against the listing and the transactional `apply`.
fn check_draws<R: Search>(mut game: R, seed: u64, commands: u32) -> u32
where
    R::Command: Debug,
    R::Error: Debug,
{
    let mut rng = GameRng::from_seed(seed);
    let mut played = 0;
    // One working memory for the whole game, as a playout lends it: what one command
    // leaves in it must not change the next.
    let mut scratch = R::Scratch::default();
    while played < commands {
        let legal = game.legal_commands();
        let mut listing = rng.clone();
        let expected =
            (!legal.is_empty()).then(|| legal[listing.below(legal.len() as u32) as usize].clone());
        let mut in_scratch = rng.clone();
        let drawn = game.random_legal_command(&mut rng);
        assert_eq!(drawn, expected, "seed {seed}, command {played}");
        // The generator moved exactly as the listing's draw moves it.
        assert_eq!(rng, listing, "seed {seed}, command {played}");
        let drawn_in = game.random_legal_command_in(&mut in_scratch, &mut scratch);
        assert_eq!(
            drawn_in, expected,
            "seed {seed}, command {played} (in scratch)"
        );
        assert_eq!(
            in_scratch, listing,
            "seed {seed}, command {played} (in scratch)"
        );
        let Some(cmd) = drawn else { break };
        let mut in_place = game.clone();
        in_place
            .apply_trusted_in(cmd.clone(), &mut scratch)
            .unwrap();
        // Applied as listed: the checks the listing made are not made again.
        let mut as_listed = game.clone();
        as_listed
            .apply_listed_in(cmd.clone(), &mut scratch)
            .unwrap();
        game.apply(cmd).unwrap();
        assert_eq!(
            in_place.print_position(),
            game.print_position(),
            "seed {seed}, command {played}: in place differs from apply"
        );
        assert_eq!(
            as_listed.print_position(),
            game.print_position(),
            "seed {seed}, command {played}: applied as listed differs from apply"
        );
        played += 1;
    }
    played
}

/// 2016: beginner, both modes, 2 to 4 players, every difficulty (R-SETUP, R-MODE).
#[test]
fn the_2016_draw_is_the_listed_command_at_the_same_index() {
    let mut total = 0;
    for seed in 0..24u64 {
        let config = if seed % 6 == 0 {
            GameConfig::beginner(3)
        } else {
            GameConfig {
                players: 2 + (seed % 3) as u8,
                mode: if seed % 2 == 0 {
                    Mode::SemiCoop
                } else {
                    Mode::FullCoop
                },
                ..GameConfig::default()
            }
        };
        let game = engine::bxb2016::Game::new(config, seed).unwrap();
        total += check_draws(game, seed, 3_000);
    }
    // The games went past setup into turns, where the draw counts instead of listing.
    assert!(total > 24 * 30, "only {total} commands");
}

/// Uprising: 1 to 4 players, every mode, difficulties 0 to 2 (U-SETUP).
#[test]
fn the_uprising_draw_is_the_listed_command_at_the_same_index() {
    use engine::uprising::{Config, Game, Mode};
    let mut total = 0;
    for seed in 0..18u64 {
        let players = 1 + (seed % 4) as u8;
        let mode = match seed % 3 {
            0 if players >= 3 => Mode::SemiCoop,
            1 if players >= 2 => Mode::Conflict,
            _ => Mode::Coop,
        };
        let config = Config {
            players,
            mode,
            difficulty: (seed % 3) as u8,
            ..Config::default()
        };
        let Ok(game) = Game::new(config, seed) else {
            continue;
        };
        total += check_draws(game, seed, 3_000);
    }
    assert!(total > 18 * 10, "only {total} commands");
}

/// Random games are deterministic: one seed, one game (whichever way commands are drawn).
#[test]
fn one_seed_plays_one_game() {
    for seed in [3u64, 17] {
        let a =
            engine::bxb2016::sim::play_random(GameConfig::default(), seed, 5_000, true).unwrap();
        let b =
            engine::bxb2016::sim::play_random(GameConfig::default(), seed, 5_000, true).unwrap();
        assert_eq!(a.log, b.log);
        let config = engine::AnyConfig::Uprising(engine::uprising::Config::default());
        let a = engine::sim::play_random_any(config.clone(), seed, 5_000, true).unwrap();
        let b = engine::sim::play_random_any(config, seed, 5_000, true).unwrap();
        assert_eq!(a.log, b.log);
    }
}

/// FNV-1a over the text of every position of the game: a fingerprint of how it went.
///
/// An Uprising position is hashed as the JSON of its state, as it was printed when these
/// were pinned (issue 32 prints positions as scenario lines).
fn fingerprint<R: Search>(mut game: R, seed: u64) -> u64
where
    R::Error: Debug,
{
    let as_pinned = |g: &R| match R::KEY {
        "uprising" => serde_json::to_string(g).unwrap(),
        _ => g.print_position(),
    };
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..5_000 {
        let Some(cmd) = game.random_legal_command(&mut rng) else {
            break;
        };
        game.apply_trusted(cmd).unwrap();
        for byte in as_pinned(&game).bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// Issue 11: speeding the engine up must not change a single game. These fingerprints of
/// whole random games (every position, both rulesets, several seeds) were taken on main
/// before the bit-set reachability and the counted barricade sets (eec2753), and taken
/// again when issue 31 opened the Sunrise loot windows to every faction with a card in hand
/// (whom the game waits for must not tell who holds a card of that window; an Uprising
/// position, printed as JSON, names that rule); a change that
/// alters any rule outcome, draw or listing order changes them.
///
/// Issue 32 made the casualties of a squad attack a decision (U-REACT-2c) and listed the
/// split meeting returns (AMB-15): the Uprising games of a new config changed (third
/// column), while a game under the rule stored games keep (`Casualties::ByRule`, AMB-45's
/// order applied by the engine) is exactly the game it was (second column).
#[test]
fn random_games_are_the_ones_main_played() {
    let by_rule = engine::uprising::Config {
        casualties: engine::uprising::Casualties::ByRule,
        ..engine::uprising::Config::default()
    };
    let fingerprints: Vec<(u64, u64, u64)> = [2u64, 5, 11, 23]
        .iter()
        .map(|&seed| {
            let old = engine::bxb2016::Game::new(GameConfig::default(), seed).unwrap();
            let kept = engine::uprising::Game::new(by_rule.clone(), seed).unwrap();
            let up =
                engine::uprising::Game::new(engine::uprising::Config::default(), seed).unwrap();
            (
                fingerprint(old, seed),
                fingerprint(kept, seed),
                fingerprint(up, seed),
            )
        })
        .collect();
    assert_eq!(
        fingerprints,
        [
            (
                0xb331_3395_3f17_4644,
                0xdb94_9ca2_3b5f_5eae,
                0x6ccf_f774_84fb_f4a8
            ),
            (
                0x0978_182c_f8df_6788,
                0xbbfe_1ca6_f237_e00f,
                0xa925_c9b2_a801_b37f
            ),
            (
                0x7617_f45f_97f6_8d80,
                0x9d41_9260_e91a_0225,
                0x16c0_0f97_bcac_a7a3
            ),
            (
                0xa23e_f44f_3028_7b62,
                0x0a8a_3ac7_74f9_5209,
                0xb10a_9398_5e5e_bd39
            ),
        ]
    );
}
