//! Measured strength and balance (issue 11): whole games played by computer players, their
//! win rates with Wilson confidence intervals, nights played and causes of loss, written as
//! the Markdown of `docs/balance.md`. Long runs: `blocbot balance` or
//! `cargo run --release -p ai --bin balance` (see docs/balance.md for the exact commands).

use crate::play::play_to_end;
use crate::{Budget, Evaluate, Heuristic, Mcts, Policy, Random};
use engine::uprising::{self, EndReason as UpEnd};
use engine::{AnyConfig, Difficulty, EndReason, Game, GameConfig, Mode, Role};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The policies a table can seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seating {
    Random,
    Easy,
    Heuristic,
    /// Information-set MCTS with this many iterations per decision.
    Mcts(u32),
}

impl Seating {
    pub fn parse(key: &str, budget: u32) -> Option<Seating> {
        match key {
            "random" => Some(Seating::Random),
            "easy" => Some(Seating::Easy),
            "heuristic" | "normal" => Some(Seating::Heuristic),
            "mcts" | "strong" => Some(Seating::Mcts(budget)),
            _ => None,
        }
    }
    pub fn name(self) -> String {
        match self {
            Seating::Random => "random".into(),
            Seating::Easy => "easy".into(),
            Seating::Heuristic => "heuristic".into(),
            Seating::Mcts(n) => format!("mcts ({n} iterations)"),
        }
    }
    /// The policy, shared by every seat and game (policies hold no state), for any
    /// ruleset with an evaluation.
    pub fn policy<R: Evaluate + 'static>(self) -> &'static dyn Policy<R> {
        static RANDOM: Random = Random;
        static EASY: Heuristic = Heuristic {
            noise: 0.25,
            samples: 4,
        };
        static HEURISTIC: Heuristic = Heuristic {
            noise: 0.0,
            samples: 4,
        };
        static MCTS: Mcts = Mcts {
            exploration: 0.5,
            rollout_depth: 24,
            rollout_candidates: 3,
            root_width: 6,
        };
        match self {
            Seating::Random => &RANDOM,
            Seating::Easy => &EASY,
            Seating::Heuristic => &HEURISTIC,
            Seating::Mcts(_) => &MCTS,
        }
    }
    pub fn iterations(self) -> u32 {
        match self {
            Seating::Mcts(n) => n,
            _ => 1,
        }
    }
}

/// Games of one configuration with every seat played by one policy.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub games: u32,
    /// Games some faction won.
    pub wins: u32,
    pub nights: u64,
    pub commands: u64,
    /// Ending reasons (`implosion`, `time`, `won alone`, `success`, `success, nobody
    /// qualified`, `unfinished`), counted.
    pub endings: BTreeMap<&'static str, u32>,
}

impl Tally {
    pub fn rate(&self) -> f64 {
        f64::from(self.wins) / f64::from(self.games.max(1))
    }
    pub fn mean_nights(&self) -> f64 {
        self.nights as f64 / f64::from(self.games.max(1))
    }
}

/// Plays `games` games of `config` (seeds `seed..`) with `seating` in every seat, for
/// either ruleset.
pub fn tally(config: &AnyConfig, seating: Seating, games: u32, seed: u64) -> Result<Tally, String> {
    match config {
        AnyConfig::Bxb2016(config) => tally_of(
            seating,
            games,
            seed,
            |s| Game::new(config.clone(), s).map_err(|e| format!("{e:?}")),
            |g: &Game| {
                let ending = g.outcome().map(|o| {
                    let key = match o.reason {
                        EndReason::Implosion { .. } => "implosion",
                        EndReason::TimeRanOut => "time ran out",
                        EndReason::WonAlone { .. } => "won alone",
                        EndReason::InsurrectionSucceeded if o.winners.is_empty() => {
                            "success, no agenda met"
                        }
                        EndReason::InsurrectionSucceeded => "success",
                    };
                    (key, !o.winners.is_empty())
                });
                (ending, g.night_number())
            },
        ),
        AnyConfig::Uprising(config) => tally_of(
            seating,
            games,
            seed,
            |s| uprising::Game::new(config.clone(), s).map_err(|e| format!("{e:?}")),
            |g: &uprising::Game| {
                let ending = g.outcome().map(|o| {
                    let key = match o.reason {
                        UpEnd::CityLiberated => "city liberated",
                        UpEnd::WonAlone { .. } => "won alone",
                        UpEnd::SocialVictory => "social victory",
                        UpEnd::GameOver => "countdown ran out",
                        UpEnd::Crushed { .. } => "a faction crushed",
                    };
                    (key, !o.winners.is_empty())
                });
                (ending, g.night())
            },
        ),
    }
}

/// The games of one row for a ruleset `R`: `new_game` sets game `seed` up, `read` tells
/// how a finished game ended (its ending's name and whether anyone won) and its nights.
fn tally_of<R: Evaluate + 'static>(
    seating: Seating,
    games: u32,
    seed: u64,
    new_game: impl Fn(u64) -> Result<R, String>,
    read: impl Fn(&R) -> (Option<(&'static str, bool)>, u8),
) -> Result<Tally, String> {
    let mut t = Tally::default();
    let budget = Budget::iterations(seating.iterations());
    let policy = seating.policy::<R>();
    for i in 0..games {
        let s = seed.wrapping_add(u64::from(i));
        let mut g = new_game(s)?;
        let played = play_to_end(&mut g, &|_: Role| policy, s, &budget, 20_000)?;
        t.games += 1;
        t.commands += u64::from(played.commands);
        let (ending, nights) = read(&g);
        t.nights += u64::from(nights);
        let key = match ending {
            None => "unfinished",
            Some((key, won)) => {
                t.wins += u32::from(won);
                key
            }
        };
        *t.endings.entry(key).or_default() += 1;
    }
    Ok(t)
}

/// The Wilson score interval at 95 % for `wins` of `n`.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = f64::from(n);
    let p = f64::from(wins) / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One table row: a configuration's name and its tally.
pub fn row(label: &str, seating: Seating, t: &Tally) -> String {
    let (lo, hi) = wilson(t.wins, t.games);
    let endings: Vec<String> = t.endings.iter().map(|(k, v)| format!("{k} {v}")).collect();
    format!(
        "| {label} | {} | {} | {:.1} % | {:.1}-{:.1} % | {:.2} | {} |",
        seating.name(),
        t.games,
        100.0 * t.rate(),
        100.0 * lo,
        100.0 * hi,
        t.mean_nights(),
        endings.join(", ")
    )
}

pub const TABLE_HEAD: &str = "| configuration | players (policy) | games | win rate | 95 % Wilson | nights | endings |\n|---|---|---|---|---|---|---|";

/// A configuration of the balance table.
#[derive(Clone, Debug)]
pub struct Cell {
    pub label: String,
    pub config: AnyConfig,
}

/// Every scenario, difficulty and player count worth a row: the beginner game, the base
/// game cooperative and semi-cooperative at each difficulty for 2-4 players, and each
/// scenario at Medium with the player counts it allows.
pub fn cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for players in [2u8, 3, 4] {
        out.push(Cell {
            label: format!("bxb2016 beginner, {players}p"),
            config: AnyConfig::Bxb2016(GameConfig::beginner(players)),
        });
    }
    for difficulty in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        for (players, mode) in [
            (2u8, Mode::FullCoop),
            (3, Mode::FullCoop),
            (4, Mode::FullCoop),
            (3, Mode::SemiCoop),
            (4, Mode::SemiCoop),
        ] {
            out.push(Cell {
                label: format!(
                    "bxb2016 base, {difficulty:?}, {players}p {}",
                    mode_name(mode)
                ),
                config: AnyConfig::Bxb2016(GameConfig {
                    players,
                    mode,
                    difficulty,
                    ..GameConfig::default()
                }),
            });
        }
    }
    let rules = engine::Rules::embedded();
    for s in &rules.scenarios {
        for &players in s.players() {
            let mode = if s.allows(Mode::FullCoop) {
                Mode::FullCoop
            } else {
                Mode::SemiCoop
            };
            out.push(Cell {
                label: format!("bxb2016 {}, Medium, {players}p {}", s.key, mode_name(mode)),
                config: AnyConfig::Bxb2016(GameConfig {
                    players,
                    mode,
                    difficulty: Difficulty::Medium,
                    scenario: Some(s.key.clone()),
                    ..GameConfig::default()
                }),
            });
        }
    }
    out.extend(uprising_cells());
    out
}

/// Uprising has no scenarios: every difficulty (U-DIFF-1) for 1 to 4 players
/// cooperative, and the semi-cooperative and conflict modes at 4 players (U-SEMI).
pub fn uprising_cells() -> Vec<Cell> {
    let d = uprising::data::data();
    let mut out = Vec::new();
    for (i, level) in d.difficulties.iter().enumerate() {
        let difficulty = i as u8;
        let modes = [
            (1u8, uprising::Mode::Coop),
            (2, uprising::Mode::Coop),
            (3, uprising::Mode::Coop),
            (4, uprising::Mode::Coop),
            (4, uprising::Mode::SemiCoop),
            (4, uprising::Mode::Conflict),
        ];
        for (players, mode) in modes {
            let mode_name = match mode {
                uprising::Mode::Coop => "coop",
                uprising::Mode::SemiCoop => "semi-coop",
                uprising::Mode::Conflict => "conflict",
            };
            out.push(Cell {
                label: format!("uprising, {}, {players}p {mode_name}", level.name),
                config: AnyConfig::Uprising(uprising::Config {
                    players,
                    mode,
                    difficulty,
                    factions: None,
                }),
            });
        }
    }
    out
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::FullCoop => "coop",
        Mode::SemiCoop => "semi-coop",
    }
}

/// The Markdown body of a balance run: the strength comparison then the table.
pub fn report(
    strength: &[(String, Seating, Tally)],
    table: &[(String, Seating, Tally)],
    command: &str,
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Generated by `{command}`.\n");
    let _ = writeln!(s, "### Strength (same seeds for every policy)\n");
    let _ = writeln!(s, "{TABLE_HEAD}");
    for (label, seating, t) in strength {
        let _ = writeln!(s, "{}", row(label, *seating, t));
    }
    let _ = writeln!(s, "\n### Balance\n");
    let _ = writeln!(s, "{TABLE_HEAD}");
    for (label, seating, t) in table {
        let _ = writeln!(s, "{}", row(label, *seating, t));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wilson's interval: 0 of 10 and 10 of 10 stay inside [0, 1]; 50 of 100 is about
    /// 40-60 % (the textbook value 40.4-59.6 %).
    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.404).abs() < 0.001 && (hi - 0.596).abs() < 0.001,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert!(lo == 0.0 && hi > 0.25 && hi < 0.35);
        let (lo, hi) = wilson(10, 10);
        assert!(hi == 1.0 && lo > 0.65);
    }
}

/// What a balance run plays.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games per row of the balance table.
    pub games: u32,
    /// Games per policy in the strength comparison (random, heuristic).
    pub strength_games: u32,
    /// Games with the search in every seat (it is the slowest by far).
    pub search_games: u32,
    /// Search iterations per decision in the strength comparison.
    pub search_budget: u32,
    pub seed: u64,
    /// Only the rows (strength and balance) whose label contains this.
    pub filter: Option<String>,
}

/// Plays everything `options` asks for and returns the Markdown of docs/balance.md's
/// generated part. `progress` is told each finished row (the caller may print it).
pub fn generate(
    options: &Options,
    command: &str,
    progress: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let mut strength = Vec::new();
    let reference = [
        (
            "bxb2016 beginner, 4p",
            AnyConfig::Bxb2016(GameConfig::beginner(4)),
        ),
        (
            "bxb2016 base, Easy, 4p coop",
            AnyConfig::Bxb2016(GameConfig {
                mode: Mode::FullCoop,
                difficulty: Difficulty::Easy,
                ..GameConfig::default()
            }),
        ),
        (
            "uprising, Easy, 4p coop",
            AnyConfig::Uprising(uprising::Config {
                difficulty: 0,
                ..uprising::Config::default()
            }),
        ),
    ];
    let wanted = |label: &str| options.filter.as_deref().is_none_or(|f| label.contains(f));
    for (label, config) in reference.iter().filter(|(label, _)| wanted(label)) {
        for (seating, games) in [
            (Seating::Random, options.strength_games),
            (Seating::Heuristic, options.strength_games),
            (Seating::Mcts(options.search_budget), options.search_games),
        ] {
            if games == 0 {
                continue;
            }
            let t = tally(config, seating, games, options.seed)?;
            let r = row(label, seating, &t);
            progress(&r);
            strength.push((label.to_string(), seating, t));
        }
    }
    let mut table = Vec::new();
    for cell in cells().into_iter().filter(|c| wanted(&c.label)) {
        for seating in [Seating::Easy, Seating::Heuristic] {
            let t = tally(&cell.config, seating, options.games, options.seed)?;
            let r = row(&cell.label, seating, &t);
            progress(&r);
            table.push((cell.label.clone(), seating, t));
        }
    }
    Ok(report(&strength, &table, command))
}
