//! Playing whole games with a policy per role: `blocbot simulate`, `blocbot balance`,
//! tests. The game is the real one (transactional `apply`); each policy sees only its
//! role's view and legal commands.

use crate::{Budget, Policy};
use engine::rng::GameRng;
use engine::{Role, Search};

/// How a game played by policies went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Commands applied.
    pub commands: u32,
    /// Whether the game ended (otherwise the command cap stopped it).
    pub ended: bool,
}

/// The commands `role` may give now.
pub fn legal_for<R: Search>(game: &R, role: Role) -> Vec<R::Command> {
    let mut legal = game.legal_commands();
    legal.retain(|c| R::command_role(c) == role);
    legal
}

/// Plays `game` on until it ends or `max_commands` were applied: whoever must act (the
/// first of them when several may) is asked through `policy_for(role)` with its own view,
/// its legal commands and a generator seeded from `seed`, the role and the move number.
pub fn play_to_end<R: Search>(
    game: &mut R,
    policy_for: &dyn Fn(Role) -> &'static dyn Policy<R>,
    seed: u64,
    budget: &Budget<'_>,
    max_commands: u32,
) -> Result<Played, String> {
    let mut commands = 0;
    while commands < max_commands {
        if game.ending().is_some() {
            return Ok(Played {
                commands,
                ended: true,
            });
        }
        let Some(&role) = game.to_act().first() else {
            break;
        };
        let legal = legal_for(game, role);
        let view = game.view(Some(role));
        let mut rng = GameRng::from_seed(
            seed ^ (u64::from(role.0) << 56) ^ u64::from(commands).wrapping_mul(0x9e37_79b9),
        );
        let Some(command) = policy_for(role).choose(&view, &legal, &mut rng, budget) else {
            break;
        };
        game.apply(command)
            .map_err(|_| format!("seed {seed}: a policy chose a refused command"))?;
        commands += 1;
    }
    Ok(Played {
        commands,
        ended: game.ending().is_some(),
    })
}
