//! Computer players for a game of any ruleset: what the game service calls for a computer
//! seat (it holds an [`AnyGame`](engine::AnyGame)).

use crate::{Budget, Evaluate, Level, LevelPolicy, Policy};
use engine::rng::GameRng;
use engine::seam::Member;
use engine::{AnyCommand, AnyView};

/// The command a computer seat of `level` gives, from its view and its legal commands
/// (the service takes both from the game for the seat's role), with a generator seeded by
/// `seed` (the service may derive it from the game's state counter, so a replay decides
/// the same). `None` when the seat has nothing to do, or when `legal` holds commands of
/// another ruleset than the view's.
pub fn choose(
    level: Level,
    view: &AnyView,
    legal: &[AnyCommand],
    seed: u64,
    budget: &Budget<'_>,
) -> Option<AnyCommand> {
    choose_any(level, view, legal, seed, budget)
}

/// `choose` for every listed ruleset (`engine::registry!`): a ruleset without its
/// `impl Evaluate` is a compile error here.
macro_rules! choose_dispatch {
    ($( $(#[$meta:meta])* $v:ident = $key:literal => $game:ty { $($engine_only:tt)* } ),+ $(,)?) => {
        fn choose_any(
            level: Level,
            view: &AnyView,
            legal: &[AnyCommand],
            seed: u64,
            budget: &Budget<'_>,
        ) -> Option<AnyCommand> {
            match view {
                $( AnyView::$v(view) => choose_in::<$game>(level, view, legal, seed, budget), )+
            }
        }
    };
}

engine::registry!(choose_dispatch);

/// The command a computer seat of `level` gives in a game of the ruleset `R`; `None` when
/// `legal` holds a command of another ruleset.
fn choose_in<R: Evaluate + Member>(
    level: Level,
    view: &R::View,
    legal: &[AnyCommand],
    seed: u64,
    budget: &Budget<'_>,
) -> Option<AnyCommand> {
    let mut rng = GameRng::from_seed(seed);
    let policy = LevelPolicy::new(level);
    let legal: Option<Vec<R::Command>> = legal.iter().map(|c| R::of_command(c).cloned()).collect();
    Policy::<R>::choose(&policy, view, &legal?, &mut rng, budget).map(R::wrap_command)
}
