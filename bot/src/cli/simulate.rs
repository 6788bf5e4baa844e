//! `blocbot simulate`: games to the end played by a policy in every seat (random legal
//! commands, the heuristic, or the search: issue 11), with outcome statistics.

use ai::balance::Seating;
use ai::play::play_to_end;
use ai::{Budget, Policy};
use engine::sim::{play_random, play_random_any};
use engine::{AnyConfig, Difficulty, EndReason, Game, GameConfig, Mode, Role, RulesetKey};
use std::collections::BTreeMap;
use std::time::Instant;

#[derive(Debug, Clone, clap::Args)]
pub struct SimulateArgs {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// First seed; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// 2, 3 or 4.
    #[arg(long, default_value_t = 4)]
    pub players: u8,
    /// A scenario key (see engine/data/bxb2016/setup.toml).
    #[arg(long)]
    pub scenario: Option<String>,
    /// easy, medium or hard.
    #[arg(long, default_value = "medium")]
    pub difficulty: String,
    /// Fully cooperative instead of semi-cooperative.
    #[arg(long)]
    pub coop: bool,
    /// Who plays every seat: random, easy, heuristic or mcts.
    #[arg(long, default_value = "random")]
    pub policy: String,
    /// Search iterations per decision (mcts).
    #[arg(long, default_value_t = ai::Level::STRONG_ITERATIONS)]
    pub budget: u32,
    /// The ruleset: bxb2016 or uprising.
    #[arg(long, default_value = "bxb2016")]
    pub ruleset: String,
}

pub fn run(args: &SimulateArgs) -> anyhow::Result<()> {
    match RulesetKey::parse(&args.ruleset) {
        Some(RulesetKey::Bxb2016) => {}
        Some(RulesetKey::Uprising) => return run_uprising(args),
        None => anyhow::bail!(
            "unknown ruleset `{}`: use bxb2016 or uprising",
            args.ruleset
        ),
    }
    let Some(seating) = Seating::parse(&args.policy, args.budget) else {
        anyhow::bail!(
            "unknown policy `{}`: use random, easy, heuristic or mcts",
            args.policy
        );
    };
    let difficulty = match args.difficulty.as_str() {
        "easy" => Difficulty::Easy,
        "medium" => Difficulty::Medium,
        "hard" => Difficulty::Hard,
        other => anyhow::bail!("unknown difficulty `{other}`: use easy, medium or hard"),
    };
    let scenario = args
        .scenario
        .as_deref()
        .and_then(|k| engine::Rules::embedded().scenario(k));
    let mode = match scenario {
        Some(s) if !s.allows(Mode::SemiCoop) => Mode::FullCoop,
        _ if args.coop => Mode::FullCoop,
        _ => Mode::SemiCoop,
    };
    let config = GameConfig {
        players: args.players,
        mode,
        difficulty,
        scenario: args.scenario.clone(),
        ..GameConfig::default()
    };
    engine::Game::new(config.clone(), args.seed).map_err(|e| anyhow::anyhow!("{e}"))?;
    let start = Instant::now();
    let mut tally = Tally::default();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let (outcome, game_nights, game_commands) = match seating {
            // The engine's own random player: the fastest path, as before.
            Seating::Random => {
                let r = play_random(config.clone(), seed, 200_000, false)
                    .map_err(|e| anyhow::anyhow!(e))?;
                (r.outcome, r.nights, r.commands)
            }
            _ => {
                let policy: &'static dyn Policy<Game> = seating.policy();
                let mut g = Game::new(config.clone(), seed).map_err(|e| anyhow::anyhow!("{e}"))?;
                let budget = Budget::iterations(args.budget);
                let played = play_to_end(&mut g, &|_: Role| policy, seed, &budget, 200_000)
                    .map_err(|e| anyhow::anyhow!(e))?;
                (g.outcome().cloned(), g.night_number(), played.commands)
            }
        };
        let ending = outcome.map(|o| {
            let key = match o.reason {
                EndReason::Implosion { .. } => "loss: a faction had no bloc in the city",
                EndReason::TimeRanOut => "loss: time ran out",
                EndReason::WonAlone { .. } => "win alone",
                EndReason::InsurrectionSucceeded => "insurrection succeeded",
            };
            (key, !o.winners.is_empty())
        });
        tally.add(ending, game_nights, game_commands);
    }
    println!(
        "{} games, {} players, {:?}, scenario {}, policy {}",
        args.games,
        args.players,
        mode,
        args.scenario.as_deref().unwrap_or("none"),
        seating.name()
    );
    tally.print(args.games, start);
    Ok(())
}

/// Games of *Uprising* grouped by the ending's message id (`uprising-end-*`): random
/// play through the engine's own player (`AnyGame`), the other policies through
/// `ai::play::play_to_end`.
fn run_uprising(args: &SimulateArgs) -> anyhow::Result<()> {
    let Some(seating) = Seating::parse(&args.policy, args.budget) else {
        anyhow::bail!(
            "unknown policy `{}`: use random, easy, heuristic or mcts",
            args.policy
        );
    };
    if args.scenario.is_some() {
        anyhow::bail!("uprising has no scenarios");
    }
    // Difficulty levels in the order of engine/data/uprising/setup.toml (U-DIFF-1).
    let difficulty = match args.difficulty.as_str() {
        "easy" => 0,
        "medium" => 1,
        "hard" => 2,
        "extra-hard" | "extra_hard" => 3,
        other => {
            anyhow::bail!("unknown difficulty `{other}`: use easy, medium, hard or extra-hard")
        }
    };
    let mode = if args.coop {
        engine::uprising::Mode::Coop
    } else {
        engine::uprising::Mode::SemiCoop
    };
    let up_config = engine::uprising::Config {
        players: args.players,
        mode,
        difficulty,
        ..engine::uprising::Config::default()
    };
    let config = AnyConfig::Uprising(up_config.clone());
    engine::AnyGame::new(config.clone(), args.seed).map_err(|e| anyhow::anyhow!("{e}"))?;
    let start = Instant::now();
    let mut tally = Tally::default();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        if seating == Seating::Random {
            let r = play_random_any(config.clone(), seed, 200_000, false)
                .map_err(|e| anyhow::anyhow!(e))?;
            let nights = r.game.as_uprising().map_or(0, |g| g.night());
            let ending = r.ending.map(|e| (e.reason.id, !e.winners.is_empty()));
            tally.add(ending, nights, r.commands);
            continue;
        }
        let policy: &'static dyn Policy<engine::uprising::Game> = seating.policy();
        let mut g = engine::uprising::Game::new(up_config.clone(), seed)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let budget = Budget::iterations(args.budget);
        let played = play_to_end(&mut g, &|_: Role| policy, seed, &budget, 200_000)
            .map_err(|e| anyhow::anyhow!(e))?;
        let ending = engine::Ruleset::ending(&g).map(|e| (e.reason.id, !e.winners.is_empty()));
        tally.add(ending, g.night(), played.commands);
    }
    println!(
        "{} games of uprising, {} players, {mode:?}, difficulty {}, policy {}",
        args.games,
        args.players,
        args.difficulty,
        seating.name()
    );
    tally.print(args.games, start);
    Ok(())
}

/// What the games of one run came to, for the summary both rulesets print.
#[derive(Default)]
struct Tally {
    by_reason: BTreeMap<&'static str, u64>,
    nights: u64,
    commands: u64,
    wins: u64,
    unfinished: u64,
}

impl Tally {
    /// One game: its ending (why, and whether anyone won; `None`: the command cap).
    fn add(&mut self, ending: Option<(&'static str, bool)>, nights: u8, commands: u32) {
        self.nights += u64::from(nights);
        self.commands += u64::from(commands);
        match ending {
            Some((reason, won)) => {
                self.wins += u64::from(won);
                *self.by_reason.entry(reason).or_default() += 1;
            }
            None => self.unfinished += 1,
        }
    }

    fn print(&self, games: u64, start: Instant) {
        let secs = start.elapsed().as_secs_f64();
        let n = games.max(1) as f64;
        for (k, v) in &self.by_reason {
            println!("  {v:>7}  {k}");
        }
        if self.unfinished > 0 {
            println!("  {:>7}  unfinished (command cap reached)", self.unfinished);
        }
        println!("  games with winners: {}", self.wins);
        println!(
            "  nights per game: {:.2}, commands per game: {:.1}",
            self.nights as f64 / n,
            self.commands as f64 / n
        );
        println!("  {:.0} games per second ({secs:.2} s)", n / secs);
    }
}
