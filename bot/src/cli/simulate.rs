//! `blocbot simulate`: games to the end played by a policy in every seat (random legal
//! commands, the heuristic, or the search: issue 11), with outcome statistics.

use super::rulesets::{dispatch, explain, parse_key, CliRuleset, GameOptions, WithRuleset};
use ai::balance::Seating;
use ai::play::play_to_end;
use ai::{Budget, Policy};
use engine::sim::play_random_game;
use engine::Role;
use std::collections::BTreeMap;
use std::fmt::{Debug, Display};
use std::time::Instant;

#[derive(Debug, Clone, clap::Args)]
pub struct SimulateArgs {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// First seed; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Players (seats), as the ruleset allows: 2016 2-4, Uprising 1-4, 2040 2, Block Riot
    /// and Stack Feud 2-4.
    #[arg(long, default_value_t = 4)]
    pub players: u8,
    /// A scenario key (2016: see engine/data/bxb2016/setup.toml).
    #[arg(long)]
    pub scenario: Option<String>,
    /// easy, medium or hard (Uprising also extra-hard).
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
    /// The ruleset, by key: bxb2016, uprising, 2040, blockriot or feud.
    #[arg(long, default_value = "bxb2016")]
    pub ruleset: String,
}

pub fn run(args: &SimulateArgs) -> anyhow::Result<()> {
    dispatch(parse_key(&args.ruleset)?, Simulate(args))
}

/// `blocbot simulate` for the ruleset [`dispatch`] picks.
struct Simulate<'a>(&'a SimulateArgs);

impl WithRuleset for Simulate<'_> {
    type Output = anyhow::Result<()>;
    fn run<R: CliRuleset>(self) -> anyhow::Result<()>
    where
        R::Command: Debug,
        R::Error: Display,
        R::SetupError: Display,
    {
        simulate::<R>(self.0)
    }
}

/// Games of ruleset `R` grouped by how they ended: random play through the engine's own
/// player (`engine::sim`, the fastest path), the other policies through
/// `ai::play::play_to_end`.
fn simulate<R: CliRuleset>(args: &SimulateArgs) -> anyhow::Result<()>
where
    R::Command: Debug,
    R::Error: Display,
    R::SetupError: Display,
{
    let Some(seating) = Seating::parse(&args.policy, args.budget) else {
        anyhow::bail!(
            "unknown policy `{}`: use random, easy, heuristic or mcts",
            args.policy
        );
    };
    let options = GameOptions {
        players: args.players,
        difficulty: args.difficulty.clone(),
        scenario: args.scenario.clone(),
        coop: args.coop,
    };
    let config = R::config_of(&options)?;
    // A refused setup is refused once, in words, before any game.
    R::new_game(config.clone(), args.seed).map_err(|e| anyhow::anyhow!(explain(None, &e)))?;
    let start = Instant::now();
    let mut tally = Tally::default();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let (game, commands) = if seating == Seating::Random {
            let r = play_random_game::<R>(config.clone(), seed, 200_000, false)
                .map_err(|e| anyhow::anyhow!(e))?;
            (r.game, r.commands)
        } else {
            let policy: &'static dyn Policy<R> = seating.policy();
            let mut g = R::new_game(config.clone(), seed)
                .map_err(|e| anyhow::anyhow!(explain(None, &e)))?;
            let budget = Budget::iterations(args.budget);
            let played = play_to_end(&mut g, &|_: Role| policy, seed, &budget, 200_000)
                .map_err(|e| anyhow::anyhow!(e))?;
            (g, played.commands)
        };
        tally.add(game.ending_name(), game.rounds(), commands);
    }
    println!(
        "{} games of {}, {}, policy {}",
        args.games,
        R::KEY,
        R::describe(&config, &options),
        seating.name()
    );
    tally.print(args.games, start);
    Ok(())
}

/// What the games of one run came to, for the summary both rulesets print.
#[derive(Default)]
struct Tally {
    by_reason: BTreeMap<&'static str, u64>,
    /// Rounds ([`ai::Evaluate::rounds`]: nights in the Bloc by Bloc games).
    rounds: u64,
    commands: u64,
    wins: u64,
    unfinished: u64,
}

impl Tally {
    /// One game: its ending (why, and whether anyone won; `None`: the command cap).
    fn add(&mut self, ending: Option<(&'static str, bool)>, rounds: u8, commands: u32) {
        self.rounds += u64::from(rounds);
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
            "  rounds per game (nights in Bloc by Bloc): {:.2}, commands per game: {:.1}",
            self.rounds as f64 / n,
            self.commands as f64 / n
        );
        println!("  {:.0} games per second ({secs:.2} s)", n / secs);
    }
}
