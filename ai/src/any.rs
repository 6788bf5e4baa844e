//! Computer players for a game of any ruleset: what the game service calls for a computer
//! seat (it holds an [`AnyGame`](engine::AnyGame)).

use crate::{Budget, Level, LevelPolicy, Policy};
use engine::rng::GameRng;
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
    let mut rng = GameRng::from_seed(seed);
    let policy = LevelPolicy::new(level);
    match view {
        AnyView::Bxb2016(view) => {
            let legal: Option<Vec<engine::Command>> = legal
                .iter()
                .map(|c| match c {
                    AnyCommand::Bxb2016(c) => Some(c.clone()),
                    AnyCommand::Uprising(_) => None,
                })
                .collect();
            Policy::<engine::Game>::choose(&policy, view, &legal?, &mut rng, budget)
                .map(AnyCommand::Bxb2016)
        }
        AnyView::Uprising(view) => {
            let legal: Option<Vec<engine::uprising::Command>> = legal
                .iter()
                .map(|c| match c {
                    AnyCommand::Uprising(c) => Some(c.clone()),
                    AnyCommand::Bxb2016(_) => None,
                })
                .collect();
            Policy::<engine::uprising::Game>::choose(&policy, view, &legal?, &mut rng, budget)
                .map(AnyCommand::Uprising)
        }
    }
}
