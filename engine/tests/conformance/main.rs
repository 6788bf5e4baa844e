//! The ruleset conformance suite (issue 33): what every ruleset promises the rest of the
//! project through the seam, written once over `Ruleset + Search` and instantiated per
//! ruleset (`bxb2016`, `uprising`, and the test-only toy of `engine::toy`, which shows a game
//! that is not on a city can join). A ruleset joins by implementing [`Subject`] (its configs
//! and how much to play) and adding one `suite!` line at the bottom.
//!
//! Properties, each checked along random games of every listed config:
//! (a) a game replays from its config, seed and printed commands to the same state;
//! (b) a refused command changes nothing (commands legal elsewhere, mangled notation);
//! (c) every legal command applies, and its notation prints and parses back to itself;
//! (d) the default command, when there is one, is accepted;
//! (e) the stored state (and its `AnyGame` envelope, for a listed ruleset) round-trips;
//! (f) a view is unchanged when every secret its viewer may not know is dealt again;
//! (g) no undo crosses an event another seat saw;
//! (h) the in-place playout path (`random_legal_command_in`, `apply_listed_in`,
//!     `apply_trusted_in`) draws and applies exactly as the listing and `apply`;
//! (i) random games end without a panic: `CONFORMANCE_GAMES` per config (default small);
//!     the long run is
//!     `CONFORMANCE_GAMES=10000 cargo test --release -p engine --test conformance -- random_games`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use engine::seam::{AnyGame, Explain, Role, Ruleset, Search};
use engine::shared::rng::GameRng;
use serde::Serialize;
use std::fmt::Debug;

/// A ruleset's hooks for the suite.
pub trait Subject: Search {
    /// The configs to test, each with a short name for failure messages.
    fn configs() -> Vec<(&'static str, Self::Config)>;
    /// Games per config walked step by step for properties (a)-(h).
    const WALKS: u64;
    /// The most commands a walk plays (a walk stops earlier at the game's end).
    const WALK_STEPS: usize;
    /// Random games per config for (i) when `CONFORMANCE_GAMES` is not set.
    const GAMES: u64;
    /// The most commands of a random game: every game must end within it.
    const GAME_STEPS: usize;
    /// (g) must check at least this many commands that may be taken back, against at least
    /// this many twins, over all walks (so the property cannot pass by checking nothing).
    const MIN_UNDO: (usize, usize);
    /// The game as an `AnyGame`, for a ruleset in the engine's list (`None`: not listed yet).
    fn into_any(self) -> Option<AnyGame>;
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("unserializable: {e}"))
}

/// Where two texts first differ, with a little context (states and views are long).
fn first_difference(a: &str, b: &str) -> String {
    let at = a
        .char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((i, _), _)| i);
    let around = |s: &str| -> String { s.chars().skip(at.saturating_sub(80)).take(200).collect() };
    format!("\n  one:   …{}…\n  other: …{}…", around(a), around(b))
}

fn games_per_config<R: Subject>() -> u64 {
    std::env::var("CONFORMANCE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(R::GAMES)
}

/// The viewers of a game: every role and a spectator.
fn viewers<R: Ruleset>(game: &R) -> Vec<Option<Role>> {
    let mut out: Vec<Option<Role>> = game.roles().into_iter().map(Some).collect();
    out.push(None);
    out
}

/// At most `n` items of `items`, spread evenly over it (all when there are few).
fn spread<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    if items.len() <= n {
        return items.to_vec();
    }
    (0..n).map(|i| items[i * items.len() / n].clone()).collect()
}

/// Counts of what the walks checked, so a property cannot pass by checking nothing.
#[derive(Default, Debug)]
struct Tally {
    steps: usize,
    refused: usize,
    applied: usize,
    defaults: usize,
    views: usize,
    undoable: usize,
    twins: usize,
    unreplayable: usize,
}

/// (a)-(h) along `R::WALKS` random walks of every config.
fn walks<R: Subject>()
where
    R::Command: Debug,
    R::Event: Debug,
{
    let mut tally = Tally::default();
    // Commands seen legal somewhere: tried again where they are not (b).
    let mut pool: Vec<R::Command> = Vec::new();
    for (name, config) in R::configs() {
        for seed in 0..R::WALKS {
            walk::<R>(name, &config, seed, &mut pool, &mut tally);
        }
    }
    eprintln!("{}: {tally:?}", std::any::type_name::<R>());
    assert!(tally.steps > 100, "{tally:?}");
    assert!(tally.refused > 20, "too few refusals tried: {tally:?}");
    assert!(tally.applied > tally.steps, "{tally:?}");
    assert!(tally.defaults > 10, "{tally:?}");
    assert!(tally.views > tally.steps, "{tally:?}");
    let (undoable, twins) = R::MIN_UNDO;
    assert!(
        tally.undoable >= undoable && tally.twins >= twins,
        "(g) checked too little: {tally:?}"
    );
    // Rare: most commands that may be taken back are checked against their twins.
    assert!(
        tally.unreplayable * 20 < tally.twins.max(1),
        "{} of {} twins unreplayable",
        tally.unreplayable,
        tally.twins
    );
}

fn walk<R: Subject>(
    name: &str,
    config: &R::Config,
    seed: u64,
    pool: &mut Vec<R::Command>,
    tally: &mut Tally,
) where
    R::Command: Debug,
    R::Event: Debug,
{
    let at = |step: usize| format!("{} {name} seed {seed} step {step}", R::KEY);
    let Ok(mut game) = R::new_game(config.clone(), seed) else {
        panic!("{}: setup refused", at(0));
    };
    let mut rng = GameRng::from_seed(seed.wrapping_mul(7919) ^ 0x5eed);
    let mut printed: Vec<String> = Vec::new();
    let mut scratch = R::Scratch::default();
    for step in 0..R::WALK_STEPS {
        if game.ending().is_some() {
            assert!(
                game.default_command().is_none(),
                "{}: a default after the end",
                at(step)
            );
            break;
        }
        tally.steps += 1;
        let legal = game.legal_commands();
        assert!(
            !legal.is_empty(),
            "{}: no legal command before the end",
            at(step)
        );
        let state = json(&game);

        // (e) The stored state round-trips, as itself and in its envelope.
        let back: R = serde_json::from_str(&state).expect("the state reads back");
        assert_eq!(
            json(&back),
            state,
            "{}: the state does not round-trip",
            at(step)
        );
        // A field left out of the stored form is invisible in it: the game read back must
        // also play and show the same.
        assert_eq!(back.state_counter(), game.state_counter(), "{}", at(step));
        assert!(
            back.legal_commands() == legal,
            "{}: read back, other commands",
            at(step)
        );
        for viewer in viewers(&game) {
            let (shown, read) = (json(&game.view(viewer)), json(&back.view(viewer)));
            assert!(
                shown == read,
                "{}: read back, {viewer:?} sees otherwise{}",
                at(step),
                first_difference(&shown, &read)
            );
        }
        if let Some(any) = game.clone().into_any() {
            let text = serde_json::to_string(&any).unwrap();
            let read: AnyGame = serde_json::from_str(&text).expect("the envelope reads back");
            assert_eq!(read, any, "{}: the envelope does not round-trip", at(step));
            assert_eq!(json(&read), text);
        }

        // (c) Every legal command prints and reads back; a spread of them applies.
        let to_act = game.to_act();
        for command in &legal {
            assert!(
                to_act.contains(&R::command_role(command)),
                "{}: {command:?} listed for a role not to act",
                at(step)
            );
            let text = game.print_command(command);
            match game.parse_command(&text) {
                Ok(read) => assert!(
                    read == *command,
                    "{}: `{text}` reads as {read:?}, not {command:?}",
                    at(step)
                ),
                Err(e) => panic!(
                    "{}: `{text}` ({command:?}) unreadable: {}",
                    at(step),
                    e.message()
                ),
            }
        }
        for command in spread(&legal, 12) {
            let mut g = game.clone();
            if let Err(e) = g.apply(command.clone()) {
                panic!("{}: legal {command:?} refused: {}", at(step), e.message());
            }
            assert!(
                g.state_counter() > game.state_counter(),
                "{}: counter did not move",
                at(step)
            );
            tally.applied += 1;
        }

        // (b) A refused command changes nothing: commands legal elsewhere, and notation
        // mangled from this position's own.
        let mut tries: Vec<R::Command> = spread(pool, 6)
            .into_iter()
            .filter(|c| !legal.contains(c))
            .collect();
        for command in spread(&legal, 3) {
            let text = game.print_command(&command);
            for mangled in mangle(&text, &mut rng) {
                if let Ok(c) = game.parse_command(&mangled) {
                    if !legal.contains(&c) {
                        tries.push(c);
                    }
                }
            }
        }
        for command in tries {
            let mut g = game.clone();
            if g.apply(command.clone()).is_err() {
                tally.refused += 1;
                let after = json(&g);
                assert!(
                    after == state,
                    "{}: refused {command:?} changed the game{}",
                    at(step),
                    first_difference(&state, &after)
                );
            }
        }
        for command in spread(&legal, 2) {
            if pool.len() < 400 && !pool.contains(&command) {
                pool.push(command);
            }
        }

        // (d) The default command is accepted (some are answers the listing leaves out,
        // such as a 2016 Keep of a whole hand: accepted is the promise).
        if let Some(default) = game.default_command() {
            let mut g = game.clone();
            if let Err(e) = g.apply(default.clone()) {
                panic!("{}: default {default:?} refused: {}", at(step), e.message());
            }
            assert!(
                to_act.contains(&R::command_role(&default)),
                "{}: default of a role not to act",
                at(step)
            );
            tally.defaults += 1;
        }

        // (f) Every viewer's view survives a fresh deal of what it may not know; what a
        // spectator sees survives it too (a spectator knows no more than any role).
        for viewer in viewers(&game) {
            let view = game.view(viewer);
            let seen = json(&view);
            for sample in 0..2u64 {
                let twin = R::determinize(&view, seed ^ (step as u64) << 8 ^ sample);
                let twin_seen = json(&twin.view(viewer));
                assert!(
                    twin_seen == seen,
                    "{}: viewer {viewer:?}'s view depends on a secret it may not know{}",
                    at(step),
                    first_difference(&seen, &twin_seen)
                );
                let (spectator, twin_spectator) = (json(&game.view(None)), json(&twin.view(None)));
                assert!(
                    spectator == twin_spectator,
                    "{}: a spectator sees a secret of {viewer:?}'s deal{}",
                    at(step),
                    first_difference(&spectator, &twin_spectator)
                );
                tally.views += 1;
            }
        }

        // (h) The playout path: the draw is the listed command at the drawn index, with
        // the same draws; applying it in place gives the state `apply` gives.
        let mut listing = rng.clone();
        let expected = legal[listing.below(legal.len() as u32) as usize].clone();
        let mut drawing = rng.clone();
        let drawn = game.random_legal_command_in(&mut drawing, &mut scratch);
        assert_eq!(
            drawn.as_ref(),
            Some(&expected),
            "{}: the draw is not the listed command",
            at(step)
        );
        assert!(
            drawing == listing,
            "{}: the draw moved the generator otherwise",
            at(step)
        );
        let mut plain = rng.clone();
        assert_eq!(
            game.random_legal_command(&mut plain).as_ref(),
            Some(&expected),
            "{}",
            at(step)
        );
        assert!(plain == listing, "{}", at(step));
        rng = listing;
        let command = expected;

        let before = game.clone();
        let events = match game.apply(command.clone()) {
            Ok(events) => events,
            Err(e) => panic!("{}: legal {command:?} refused: {}", at(step), e.message()),
        };
        let applied = json(&game);
        let mut listed = before.clone();
        if let Err(e) = listed.apply_listed_in(command.clone(), &mut scratch) {
            panic!(
                "{}: listed {command:?} refused in place: {}",
                at(step),
                e.message()
            );
        }
        let mut trusted = before.clone();
        if let Err(e) = trusted.apply_trusted_in(command.clone(), &mut scratch) {
            panic!(
                "{}: trusted {command:?} refused in place: {}",
                at(step),
                e.message()
            );
        }
        for (path, g) in [("apply_listed_in", &listed), ("apply_trusted_in", &trusted)] {
            let other = json(g);
            assert!(
                other == applied,
                "{}: {path} of {command:?} differs from apply{}",
                at(step),
                first_difference(&applied, &other)
            );
        }
        printed.push(before.print_command(&command));

        // (g) No undo across an event another seat saw.
        if !events.iter().any(R::reveals_information) {
            tally.undoable += 1;
            undo_twins::<R>(&before, &game, &command, &events, seed, step, tally, &at);
        }
    }

    // (a) Replay from config, seed and printed commands.
    let mut replay = R::new_game(config.clone(), seed).ok().expect("setup");
    for (i, text) in printed.iter().enumerate() {
        let command = replay
            .parse_command(text)
            .unwrap_or_else(|e| panic!("{}: `{text}` unreadable: {}", at(i), e.message()));
        if let Err(e) = replay.apply(command) {
            panic!("{}: replayed `{text}` refused: {}", at(i), e.message());
        }
    }
    let (real, replayed) = (json(&game), json(&replay));
    assert!(
        real == replayed,
        "{}: the replay differs{}",
        at(printed.len()),
        first_difference(&real, &replayed)
    );
    assert_eq!(replay.state_counter(), game.state_counter());
    assert_eq!(replay.print_position(), game.print_position());
}

/// Mangled notation: a character dropped, changed or doubled, the text cut, a word from
/// elsewhere; what parses may name a command that is not legal here.
fn mangle(text: &str, rng: &mut GameRng) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return vec!["x".into()];
    }
    let i = rng.below(chars.len() as u32) as usize;
    let alphabet: Vec<char> = "0123456789abcdefghijklmnopqrstuvwxyz ->,:ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        .chars()
        .collect();
    let c = alphabet[rng.below(alphabet.len() as u32) as usize];
    let mut changed = chars.clone();
    changed[i] = c;
    let mut dropped = chars.clone();
    dropped.remove(i);
    let mut doubled = chars.clone();
    doubled.insert(i, chars[i]);
    let digits: String = chars
        .iter()
        .map(|&ch| {
            if ch.is_ascii_digit() {
                char::from(b'0' + rng.below(10) as u8)
            } else {
                ch
            }
        })
        .collect();
    vec![
        changed.into_iter().collect(),
        dropped.into_iter().collect(),
        doubled.into_iter().collect(),
        chars[..i].iter().collect(),
        digits,
        format!("{text} {c}"),
    ]
}

/// (g) (issue 31, R-ACT-6 for 2016 and the same promise for Uprising: "undo works until a
/// die, card or roll is revealed"). For a command none of whose events
/// `reveals_information`, every role of another seat (and a spectator) must see the very
/// same events and the very same view after it in a game dealt afresh from its view
/// before the command (`Search::determinize`): otherwise what it saw depended on a
/// secret, and an undo would take back what another player has already seen.
#[allow(clippy::too_many_arguments)]
fn undo_twins<R: Subject>(
    before: &R,
    game: &R,
    command: &R::Command,
    events: &[R::Event],
    seed: u64,
    step: usize,
    tally: &mut Tally,
    at: &dyn Fn(usize) -> String,
) where
    R::Command: Debug,
{
    let shown = |events: &[R::Event], viewer: Option<Role>| -> String {
        let redacted: Vec<R::Event> = events.iter().filter_map(|e| R::redact(e, viewer)).collect();
        json(&redacted)
    };
    let actor = R::command_role(command);
    let actor_seat = before.seat_of(actor);
    let mut others: Vec<Option<Role>> = before
        .roles()
        .into_iter()
        .filter(|&r| before.seat_of(r) != actor_seat)
        .map(Some)
        .collect();
    others.push(None);
    for viewer in others {
        let view_before = before.view(viewer);
        for sample in 0..2u64 {
            let twin = R::determinize(&view_before, seed ^ (step as u64) << 8 ^ sample ^ 0x9);
            let real_shown = shown(events, viewer);
            if !twin
                .legal_commands()
                .iter()
                .any(|c| R::command_role(c) == actor)
            {
                // The deal cannot replay the actor's own hidden decision (a Police
                // Scanner's arrangement of cards only it saw): nothing to compare.
                tally.unreplayable += 1;
                continue;
            }
            // The same command if the twin allows it; else any command of the actor's
            // that shows this viewer the same (a command hidden from it may name a card
            // the twin's hand does not hold). None: the viewer saw a secret.
            let candidates = std::iter::once(command.clone()).chain(
                twin.legal_commands()
                    .into_iter()
                    .filter(|c| R::command_role(c) == actor && c != command),
            );
            let mut matched = None;
            for candidate in candidates {
                let mut t = twin.clone();
                if let Ok(twin_events) = t.apply(candidate) {
                    if shown(&twin_events, viewer) == real_shown {
                        matched = Some(t);
                        break;
                    }
                }
            }
            let Some(twin) = matched else {
                let mut t = twin.clone();
                let twin_shown = t
                    .apply(command.clone())
                    .map(|e| shown(&e, viewer))
                    .unwrap_or_else(|_| "refused".into());
                panic!(
                    "{}: {command:?} may be taken back, yet viewer {viewer:?} saw events no \
                     other deal of the secrets it may not know gives{}",
                    at(step),
                    first_difference(&real_shown, &twin_shown)
                );
            };
            tally.twins += 1;
            let (real_after, twin_after) = (json(&game.view(viewer)), json(&twin.view(viewer)));
            assert!(
                real_after == twin_after,
                "{}: {command:?} may be taken back, yet viewer {viewer:?} sees a board that \
                 depends on a secret{}",
                at(step),
                first_difference(&real_after, &twin_after)
            );
        }
    }
}

/// (i) Random games of every config end without a panic or a refused listed command,
/// alternating the playout path, the transactional path and default commands (an idle
/// seat's skip), so that each meets every kind of decision.
fn random_games<R: Subject>()
where
    R::Command: Debug,
{
    let games = games_per_config::<R>();
    let started = std::time::Instant::now();
    let mut played = 0u64;
    for (name, config) in R::configs() {
        for seed in 0..games {
            let Ok(mut game) = R::new_game(config.clone(), seed) else {
                panic!("{} {name} seed {seed}: setup refused", R::KEY);
            };
            let mut rng = GameRng::from_seed(seed);
            let mut scratch = R::Scratch::default();
            let mut steps = 0;
            while game.ending().is_none() {
                assert!(
                    steps < R::GAME_STEPS,
                    "{} {name} seed {seed}: no end in {steps} commands",
                    R::KEY
                );
                let by_default = seed % 2 == 1 && steps % 3 == 0;
                let command = if by_default {
                    game.default_command()
                } else {
                    game.random_legal_command_in(&mut rng, &mut scratch)
                };
                let Some(command) = command else {
                    panic!(
                        "{} {name} seed {seed} step {steps}: nothing to play before the end",
                        R::KEY
                    );
                };
                let result = if steps % 2 == 0 && !by_default {
                    game.apply_listed_in(command.clone(), &mut scratch)
                } else {
                    game.apply(command.clone()).map(|_| ())
                };
                if let Err(e) = result {
                    panic!(
                        "{} {name} seed {seed} step {steps}: {command:?} refused: {}",
                        R::KEY,
                        e.message()
                    );
                }
                steps += 1;
            }
            played += 1;
        }
    }
    eprintln!(
        "{}: {played} random games in {:.1} s",
        R::KEY,
        started.elapsed().as_secs_f64()
    );
}

/// A game in which every seat is idle (only default commands) still ends: the bot's
/// timeouts and admin skips cannot stall a game (each config, a few seeds).
fn idle_games_end<R: Subject>()
where
    R::Command: Debug,
{
    for (name, config) in R::configs() {
        for seed in 0..3 {
            let mut game = R::new_game(config.clone(), seed).ok().expect("setup");
            let mut steps = 0;
            while let Some(command) = game.default_command() {
                if let Err(e) = game.apply(command.clone()) {
                    panic!(
                        "{} {name} seed {seed}: default {command:?} refused: {}",
                        R::KEY,
                        e.message()
                    );
                }
                steps += 1;
                assert!(
                    steps < R::GAME_STEPS,
                    "{} {name} seed {seed}: idle game did not end",
                    R::KEY
                );
            }
            assert!(
                game.ending().is_some(),
                "{} {name} seed {seed}: no default before the end",
                R::KEY
            );
        }
    }
}

/// The suite for one ruleset: a test module per property group.
macro_rules! suite {
    ($name:ident, $game:ty) => {
        mod $name {
            #[test]
            fn walks_keep_every_promise() {
                super::walks::<$game>();
            }
            #[test]
            fn random_games_end_without_panic() {
                super::random_games::<$game>();
            }
            #[test]
            fn idle_games_end() {
                super::idle_games_end::<$game>();
            }
        }
    };
}

impl Subject for engine::bxb2016::Game {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        use engine::bxb2016::{Difficulty, GameConfig, Mode};
        vec![
            ("semi-coop", GameConfig::default()),
            (
                "coop-easy",
                GameConfig {
                    players: 4,
                    mode: Mode::FullCoop,
                    difficulty: Difficulty::Easy,
                    ..GameConfig::default()
                },
            ),
            (
                "two-players",
                GameConfig {
                    players: 2,
                    ..GameConfig::default()
                },
            ),
            (
                "three-players",
                GameConfig {
                    players: 3,
                    mode: Mode::FullCoop,
                    ..GameConfig::default()
                },
            ),
            (
                "beginner",
                GameConfig {
                    beginner: true,
                    beginner_city: true,
                    mode: Mode::FullCoop,
                    difficulty: Difficulty::Easy,
                    ..GameConfig::default()
                },
            ),
        ]
    }
    const WALKS: u64 = 4;
    const WALK_STEPS: usize = 400;
    const GAMES: u64 = 20;
    const GAME_STEPS: usize = 50_000;
    const MIN_UNDO: (usize, usize) = (500, 1_000);
    fn into_any(self) -> Option<AnyGame> {
        Some(AnyGame::Bxb2016(self))
    }
}

impl Subject for engine::uprising::Game {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        use engine::uprising::{Config, Mode};
        [
            ("solo", 1, Mode::Coop),
            ("coop-2", 2, Mode::Coop),
            ("semi-coop-3", 3, Mode::SemiCoop),
            ("conflict-4", 4, Mode::Conflict),
            ("coop-4", 4, Mode::Coop),
        ]
        .into_iter()
        .map(|(name, players, mode)| {
            (
                name,
                Config {
                    players,
                    mode,
                    ..Config::default()
                },
            )
        })
        .collect()
    }
    const WALKS: u64 = 6;
    const WALK_STEPS: usize = 400;
    const GAMES: u64 = 40;
    const GAME_STEPS: usize = 50_000;
    const MIN_UNDO: (usize, usize) = (500, 1_000);
    fn into_any(self) -> Option<AnyGame> {
        Some(AnyGame::Uprising(self))
    }
}

suite!(bxb2016, engine::bxb2016::Game);
suite!(uprising, engine::uprising::Game);
suite!(toy_game, engine::toy::Toy);
suite!(blockriot, engine::blockriot::Game);
suite!(a2040, engine::a2040::Game);
suite!(feud, engine::feud::state::Game);

impl Subject for engine::toy::Toy {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        vec![
            ("two", engine::toy::ToyConfig { players: 2 }),
            ("three", engine::toy::ToyConfig { players: 3 }),
        ]
    }
    const WALKS: u64 = 40;
    const WALK_STEPS: usize = 200;
    const GAMES: u64 = 200;
    const GAME_STEPS: usize = 1_000;
    const MIN_UNDO: (usize, usize) = (100, 200);
    fn into_any(self) -> Option<AnyGame> {
        Some(AnyGame::Toy(self))
    }
}

/// Block Riot (issue 35): not yet in the engine's list of rulesets (the bot's plugin for it
/// is being built), so no `AnyGame` envelope.
impl Subject for engine::blockriot::Game {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        use engine::blockriot::{Config, Mode};
        vec![
            (
                "two",
                Config {
                    players: 2,
                    mode: Mode::Competitive,
                    ..Config::default()
                },
            ),
            (
                "three-coop",
                Config {
                    players: 3,
                    mode: Mode::Coop,
                    ..Config::default()
                },
            ),
            (
                "four",
                Config {
                    players: 4,
                    mode: Mode::Competitive,
                    ..Config::default()
                },
            ),
            // BR-10.2's option (the previous player steers the police) and BR-14.2's.
            (
                "three-steered",
                Config {
                    players: 3,
                    mode: Mode::Competitive,
                    steered_police: true,
                    spawn_inside_city: true,
                },
            ),
        ]
    }
    const WALKS: u64 = 3;
    const WALK_STEPS: usize = 250;
    const GAMES: u64 = 6;
    const GAME_STEPS: usize = 20_000;
    const MIN_UNDO: (usize, usize) = (200, 400);
    fn into_any(self) -> Option<AnyGame> {
        None
    }
}

/// 2040 (issue 34): not yet in the engine's list of rulesets (the plugin seam is another
/// engineer's), so no `AnyGame` envelope.
impl Subject for engine::a2040::Game {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        use engine::a2040::cards::Scenario;
        use engine::a2040::Config;
        vec![
            (
                "patriot",
                Config {
                    scenario: Scenario::Patriot,
                    build_your_own: false,
                },
            ),
            (
                "resistance",
                Config {
                    scenario: Scenario::Resistance,
                    build_your_own: false,
                },
            ),
            (
                "build-your-own",
                Config {
                    scenario: Scenario::Patriot,
                    build_your_own: true,
                },
            ),
        ]
    }
    const WALKS: u64 = 3;
    const WALK_STEPS: usize = 250;
    const GAMES: u64 = 6;
    const GAME_STEPS: usize = 20_000;
    const MIN_UNDO: (usize, usize) = (100, 200);
    fn into_any(self) -> Option<AnyGame> {
        None
    }
}

/// Stack Feud (issue 36): not yet in the engine's list of rulesets, so no `AnyGame`
/// envelope.
impl Subject for engine::feud::state::Game {
    fn configs() -> Vec<(&'static str, Self::Config)> {
        use engine::feud::state::Config;
        vec![
            // A new game's defensive-fire orders (automatic) with 2 and 4 players, and
            // every player asked with 3 (the windows that wait: docs/feud-design.md, 8).
            ("two", Config::new(2)),
            (
                "three",
                Config {
                    players: 3,
                    defence: engine::feud::state::Fire::Ask,
                },
            ),
            ("four", Config::new(4)),
        ]
    }
    const WALKS: u64 = 2;
    const WALK_STEPS: usize = 200;
    const GAMES: u64 = 4;
    const GAME_STEPS: usize = 60_000;
    const MIN_UNDO: (usize, usize) = (100, 200);
    fn into_any(self) -> Option<AnyGame> {
        None
    }
}
