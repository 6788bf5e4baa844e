//! Computer players for blocbot (issue 11): policies that choose one of a seat's legal
//! commands from that seat's view, for any ruleset implementing [`engine::Search`].
//!
//! Honest by type: a [`Policy`] receives the seat's view (a type that cannot hold another
//! seat's secret), the seat's legal commands (public, or the seat's own cards), its own
//! generator and a [`Budget`]; never the game. To look ahead it samples a full game
//! consistent with the view through [`engine::Search::determinize`].
//!
//! - [`Random`]: uniform among the legal commands (the baseline).
//! - [`Heuristic`]: one ply of look-ahead scored by the ruleset's [`Evaluate`] (liberation
//!   progress, Sunrise threats, survival, objectives, the seat's own agenda), with optional
//!   noise for the easy level.
//! - [`Mcts`]: information-set Monte Carlo tree search; each iteration searches a fresh
//!   determinization, rollouts follow a sampled heuristic, leaves are scored by [`Evaluate`].
//!
//! Pure and deterministic like the engine: no I/O, no clock of its own (a time budget reads
//! the [`Clock`] its caller passes), every random choice from the [`GameRng`] passed in.

pub mod a2040;
pub mod any;
pub mod balance;
mod blockriot;
mod bxb2016;
mod evaluate;
mod feud;
mod heuristic;
mod mcts;
pub mod play;
mod uprising;
engine::with_toy! {
    mod toy;
}

pub use evaluate::Evaluate;
pub use heuristic::{Heuristic, Random};
pub use mcts::{Mcts, Rewards, SearchStats};

use engine::rng::GameRng;
use engine::Search;
use std::time::Duration;

/// Elapsed time, as the caller measures it (the bot passes `Instant::elapsed`); the crate
/// itself reads no clock.
pub trait Clock {
    fn elapsed(&self) -> Duration;
}

/// How much a policy may think: a number of search iterations, and optionally a time limit
/// read from the caller's [`Clock`]. With iterations only, a decision is a function of the
/// view, the legal commands and the generator: replayable.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    pub iterations: u32,
    pub time: Option<(Duration, &'a dyn Clock)>,
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("iterations", &self.iterations)
            .field("time", &self.time.map(|(d, _)| d))
            .finish()
    }
}

impl<'a> Budget<'a> {
    pub fn iterations(iterations: u32) -> Budget<'a> {
        Budget {
            iterations,
            time: None,
        }
    }
    /// At most `iterations`, and stop once `clock` passes `limit`.
    pub fn timed(iterations: u32, limit: Duration, clock: &'a dyn Clock) -> Budget<'a> {
        Budget {
            iterations,
            time: Some((limit, clock)),
        }
    }
    pub(crate) fn out_of_time(&self) -> bool {
        self.past(1.0)
    }
    /// Whether the clock has passed `share` of the time limit (never without one).
    pub(crate) fn past(&self, share: f64) -> bool {
        self.time
            .is_some_and(|(limit, clock)| clock.elapsed() >= limit.mul_f64(share))
    }
}

/// Chooses a command for the seat whose view it is given.
///
/// `legal` holds the commands that seat may give now (the caller takes them from the game:
/// they depend on public state and the seat's own cards only). `None` when `legal` is empty.
pub trait Policy<R: Search> {
    fn choose(
        &self,
        view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        budget: &Budget<'_>,
    ) -> Option<R::Command>;
}

/// The levels players choose from (issue 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// The heuristic with noise: a quarter of its choices among the candidates at random.
    Easy,
    /// The heuristic: the best-looking command one ply ahead.
    Normal,
    /// Information-set MCTS with heuristic rollouts.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
    pub fn parse(key: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == key)
    }
    /// The strong level's default budget: iterations that fit in well under a second on
    /// one core of the project's machine (BENCHMARKS.md), and the second as a hard limit
    /// when the caller passes a clock.
    pub const STRONG_ITERATIONS: u32 = 300;
    pub const STRONG_TIME: Duration = Duration::from_secs(1);
}

/// The policy of a level, as one value the service can hold per seat.
#[derive(Clone, Copy, Debug)]
pub enum LevelPolicy {
    Easy(Heuristic),
    Normal(Heuristic),
    Strong(Mcts),
}

impl LevelPolicy {
    pub fn new(level: Level) -> LevelPolicy {
        match level {
            Level::Easy => LevelPolicy::Easy(Heuristic::noisy(0.25)),
            Level::Normal => LevelPolicy::Normal(Heuristic::default()),
            Level::Strong => LevelPolicy::Strong(Mcts::default()),
        }
    }
}

impl<R: Evaluate> Policy<R> for LevelPolicy {
    fn choose(
        &self,
        view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        budget: &Budget<'_>,
    ) -> Option<R::Command> {
        let level = match self {
            LevelPolicy::Easy(_) => Level::Easy,
            LevelPolicy::Normal(_) => Level::Normal,
            LevelPolicy::Strong(_) => Level::Strong,
        };
        if let Some(own) = R::own_policy(level) {
            return own.choose(view, legal, rng, budget);
        }
        match self {
            LevelPolicy::Easy(h) | LevelPolicy::Normal(h) => {
                Policy::<R>::choose(h, view, legal, rng, budget)
            }
            LevelPolicy::Strong(m) => Policy::<R>::choose(m, view, legal, rng, budget),
        }
    }
}
