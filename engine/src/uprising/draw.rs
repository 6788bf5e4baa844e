//! One uniformly random legal command without listing them all (issue 11): the turn's
//! options are counted in blocks ([`TurnSink`]) and only the drawn one is built. The
//! command drawn is exactly `legal_actions()[rng.below(len)]`, so random games keep their
//! sequence (see [`crate::shared::draw`]).

use crate::shared::draw::locate;
use crate::shared::ids::Faction;
use crate::shared::rng::GameRng;
use crate::uprising::action::{Act, Command};
use crate::uprising::state::{Game, Phase};
use crate::uprising::turn::{ByteSet, Moves, PaidGroup, Pay, Payments, TurnBuffers, TurnSink};

/// A block of turn options, counted but not built.
#[derive(Debug)]
enum Block {
    One(Act),
    /// A [`PaidGroup`]'s commands for each of `payments` (of the turn's dice), `count` in all.
    Paid {
        group: PaidGroup,
        payments: Payments,
        count: u32,
    },
    /// For each value of the turn's dice, the moves of `moves` with that die, then the
    /// `barricades` barricade actions from its district ([`Game::barricade_choices`], built
    /// only if drawn); `count` in all.
    PerDie {
        moves: Moves,
        barricades: u32,
        count: u32,
    },
}

impl Block {
    fn count(&self) -> u32 {
        match self {
            Block::One(_) => 1,
            Block::Paid { count, .. } => *count,
            Block::PerDie { count, .. } => *count,
        }
    }
}

/// Memory lent to [`Game::random_legal_action_in`] by a caller that draws many commands:
/// the block list and the turn listing's working lists and memos, kept between draws
/// rather than allocated for each (issue 11).
#[derive(Debug)]
pub struct DrawScratch {
    blocks: Vec<Block>,
    buffers: TurnBuffers,
}

impl Default for DrawScratch {
    fn default() -> DrawScratch {
        DrawScratch {
            // Room for a turn's blocks (issue 11: grown at the first draws of a playout).
            blocks: Vec::with_capacity(24),
            buffers: TurnBuffers::kept(),
        }
    }
}

/// The counting sink, its list borrowed from the scratch.
struct Blocks<'a> {
    blocks: &'a mut Vec<Block>,
    total: u32,
}

impl Blocks<'_> {
    #[inline]
    fn push(&mut self, block: Block) {
        self.total += block.count();
        self.blocks.push(block);
    }

    /// The `i`-th option of `f`'s turn with `dice` in `game`, in the listing's order
    /// (`buffers`, those the listing used).
    fn take(
        &self,
        game: &Game,
        f: Faction,
        dice: &[u8],
        i: u32,
        buffers: &mut TurnBuffers,
    ) -> Option<Act> {
        let (block, j) = locate(self.blocks, Block::count, i)?;
        Some(match block {
            Block::One(act) => act.clone(),
            &Block::Paid {
                group, payments, ..
            } => {
                let per = group.per_payment();
                let pay = Pay::new(payments, buffers.combos_of(dice), ByteSet::of(dice));
                group.nth(j % per)?.act(&pay.nth(j / per)?)
            }
            &Block::PerDie {
                moves, barricades, ..
            } => {
                let moving = moves.count();
                let per = moving + barricades;
                let die = ByteSet::of(dice).iter().nth((j / per) as usize)?;
                let r = j % per;
                if r < moving {
                    Moves { die, ..moves }.nth(r)?
                } else {
                    Act::Barricade {
                        from: moves.from,
                        toward: game.nth_barricade_choice(f, moves.from, r - moving)?,
                        die,
                    }
                }
            }
        })
    }
}

impl TurnSink for Blocks<'_> {
    #[inline]
    fn one(&mut self, act: Act) {
        self.push(Block::One(act));
    }
    #[inline]
    fn paid_group(&mut self, group: PaidGroup, pay: &Pay<'_>) {
        let count = group.per_payment() * pay.count();
        if count > 0 {
            self.push(Block::Paid {
                group,
                payments: pay.payments,
                count,
            });
        }
    }
    #[inline]
    fn per_die(&mut self, moves: Moves, barricades: u32, values: ByteSet) {
        let count = values.len() * (moves.count() + barricades);
        if count > 0 {
            self.push(Block::PerDie {
                moves,
                barricades,
                count,
            });
        }
    }
}

impl Game {
    /// A command drawn uniformly among [`Game::legal_actions`], without listing them: the
    /// one at index `rng.below(len)` of the list, drawing from `rng` exactly as that would
    /// (random games keep their sequence). `None` when nothing is legal (the game is over).
    pub fn random_legal_action(&self, rng: &mut GameRng) -> Option<Command> {
        let mut scratch = DrawScratch {
            blocks: Vec::with_capacity(24),
            buffers: TurnBuffers::default(),
        };
        self.random_legal_action_in(rng, &mut scratch)
    }

    /// [`Game::random_legal_action`], its block list kept in `scratch`.
    pub(crate) fn random_legal_action_in(
        &self,
        rng: &mut GameRng,
        scratch: &mut DrawScratch,
    ) -> Option<Command> {
        let turn = match (&self.phase, &self.turn) {
            (Phase::Night { .. }, Some(t)) if self.pending.is_empty() && self.outcome.is_none() => {
                t
            }
            // The start districts (U-SETUP): counted, and only the drawn one built, in
            // `legal_actions`' order (each faction still to choose, its districts in cell
            // order).
            (Phase::Setup, _) if self.pending.is_empty() && self.outcome.is_none() => {
                let sets = self.own_district_sets();
                let choices = self
                    .factions
                    .iter()
                    .filter(|s| !s.start_chosen)
                    .map(|s| (s.faction, sets[s.faction.index()]));
                let total: u32 = choices.clone().map(|(_, set)| set.len()).sum();
                if total == 0 {
                    return None;
                }
                let mut i = rng.below(total);
                for (by, set) in choices {
                    if i < set.len() {
                        return Some(Command {
                            by,
                            act: Act::Start { at: set.nth(i)? },
                        });
                    }
                    i -= set.len();
                }
                return None;
            }
            _ => {
                let mut legal = self.legal_actions();
                if legal.is_empty() {
                    return None;
                }
                let i = rng.below(legal.len() as u32) as usize;
                return Some(legal.swap_remove(i));
            }
        };
        let DrawScratch { blocks, buffers } = scratch;
        blocks.clear();
        let mut blocks = Blocks { blocks, total: 0 };
        self.turn_actions(turn.faction, &turn.dice, &mut blocks, buffers);
        let act = if blocks.total == 0 {
            None
        } else {
            let i = rng.below(blocks.total);
            blocks.take(self, turn.faction, &turn.dice, i, buffers)
        };
        Some(Command {
            by: turn.faction,
            act: act?,
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::seam::{assert_draws_the_listed_command, Search};
    use crate::uprising::search::Scratch;
    use crate::uprising::state::Config;

    /// Issue 11: one scratch lent to every draw of many games, and before each turn draw
    /// a draw on the same position with other dice of the same count (the dice subsets
    /// kept in the scratch belong to the dice they were made from) and one on the same
    /// position in another game's city (what the scratch keeps from the board belongs
    /// to the city it was made in): every draw is the listed command at the same index.
    #[test]
    fn a_scratch_kept_across_positions_draws_the_listed_command() {
        let mut scratch = Scratch::default();
        let mut checked = 0;
        let check = assert_draws_the_listed_command::<Game>;
        for seed in 0..40u64 {
            let mut game = Game::new(Config::default(), seed).unwrap();
            let elsewhere = Game::new(Config::default(), seed + 1000).unwrap().city;
            let mut rng = GameRng::from_seed(seed);
            loop {
                if let Some(t) = game.turn.as_ref().filter(|t| !t.dice.is_empty()) {
                    let mut other = game.clone();
                    let dice = t.dice.iter().map(|d| d % 6 + 1).collect();
                    if let Some(o) = other.turn.as_mut() {
                        o.dice = dice;
                    }
                    check(&other, &rng, &mut scratch);
                    let mut moved = game.clone();
                    moved.city = elsewhere.clone();
                    check(&moved, &rng, &mut scratch);
                    checked += 1;
                }
                check(&game, &rng, &mut scratch);
                let Some(c) = game.random_legal_command_in(&mut rng, &mut scratch) else {
                    break;
                };
                game.apply(c).unwrap();
            }
        }
        assert!(checked > 200, "{checked} turn positions");
    }
}
