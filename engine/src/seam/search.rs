//! What computer players need from a ruleset beyond playing it (issue 11): a full game
//! sampled from what one role sees, and a fast path for commands known to be legal.
//!
//! A separate trait from [`Ruleset`], so a ruleset can be played before it can be searched;
//! the `ai` crate works over any `R: Search`.

use crate::seam::{Role, Ruleset};
use crate::shared::rng::GameRng;

/// A ruleset computer players can search.
pub trait Search: Ruleset {
    /// Who looks at this view (`None`: a spectator).
    fn viewer(view: &Self::View) -> Option<Role>;

    /// A full game consistent with `view`: public state as shown, the viewer's own secrets
    /// kept, everything hidden from it (other hands and agendas, deck orders, face-down
    /// cards, future dice) drawn from `seed`. It reads nothing but the view, so a decision
    /// made on it cannot depend on another role's secrets.
    fn determinize(view: &Self::View, seed: u64) -> Self;

    /// Applies a command taken from [`Ruleset::legal_commands`] in place, without the copy
    /// that makes [`Ruleset::apply`] transactional. After a refusal the game is unspecified:
    /// callers (search playouts on a game they own) drop it. A ruleset with a faster path
    /// writes [`Search::apply_trusted_in`]; this one lends it a fresh scratch.
    fn apply_trusted(&mut self, command: Self::Command) -> Result<(), Self::Error> {
        self.apply_trusted_in(command, &mut Self::Scratch::default())
    }

    /// Memory a caller that plays many commands (a playout) lends to
    /// [`Search::random_legal_command_in`] and [`Search::apply_trusted_in`], kept between
    /// commands so that their working lists are allocated once, not per command.
    type Scratch: Default;

    /// [`Ruleset::random_legal_command`] (the same command, the same draws), working in
    /// `scratch`.
    fn random_legal_command_in(
        &self,
        rng: &mut GameRng,
        scratch: &mut Self::Scratch,
    ) -> Option<Self::Command> {
        let _ = scratch;
        self.random_legal_command(rng)
    }

    /// [`Search::apply_trusted`], working in `scratch`. By default the transactional
    /// [`Ruleset::apply`].
    fn apply_trusted_in(
        &mut self,
        command: Self::Command,
        scratch: &mut Self::Scratch,
    ) -> Result<(), Self::Error> {
        let _ = scratch;
        self.apply(command).map(|_| ())
    }

    /// [`Search::apply_trusted_in`] for a command this very position listed (taken from
    /// its [`Ruleset::legal_commands`] or drawn by [`Search::random_legal_command_in`]):
    /// checks the listing made are not made again (issue 11: random playouts and search
    /// rollouts). A command from anywhere else, such as a search tree's move replayed on
    /// another determinization, goes to [`Search::apply_trusted_in`], which refuses what
    /// is illegal. By default that.
    fn apply_listed_in(
        &mut self,
        command: Self::Command,
        scratch: &mut Self::Scratch,
    ) -> Result<(), Self::Error> {
        self.apply_trusted_in(command, scratch)
    }
}

/// The usual [`Search::Scratch`]: a ruleset's working memory for random draws (`Draw`)
/// and the events of one command, both kept between the commands of a playout.
#[derive(Debug)]
pub struct PlayoutScratch<Draw, Event> {
    pub(crate) draw: Draw,
    pub(crate) events: Vec<Event>,
}

// By hand: the derive would ask for `Event: Default`, which an empty list does not need.
impl<Draw: Default, Event> Default for PlayoutScratch<Draw, Event> {
    fn default() -> Self {
        PlayoutScratch {
            draw: Draw::default(),
            events: Vec::new(),
        }
    }
}

/// Checks that `game` draws, in `scratch`, the command its listing has at the index the
/// generator picks, moving the generator as that pick does (the draw tests of each
/// ruleset, issue 11).
#[cfg(test)]
pub(crate) fn assert_draws_the_listed_command<R: Search>(
    game: &R,
    rng: &GameRng,
    scratch: &mut R::Scratch,
) where
    R::Command: std::fmt::Debug,
{
    let legal = game.legal_commands();
    let mut listing = rng.clone();
    let expected =
        (!legal.is_empty()).then(|| legal[listing.below(legal.len() as u32) as usize].clone());
    let mut drawing = rng.clone();
    assert_eq!(
        game.random_legal_command_in(&mut drawing, scratch),
        expected
    );
    assert_eq!(drawing, listing);
}
