//! One uniformly random legal command without listing them all (issue 11): the turn's
//! options are counted in blocks ([`TurnSink`]) and only the drawn one is built. The
//! command drawn is exactly `legal_actions()[rng.below(len)]`, so random games keep their
//! sequence (see [`crate::shared::draw`]).

use crate::shared::draw::{locate, CellSet};
use crate::shared::ids::Cell;
use crate::shared::rng::GameRng;
use crate::uprising::action::{Act, Command};
use crate::uprising::state::{Game, Phase};
use crate::uprising::turn::TurnSink;

/// A block of turn options, counted but not built.
enum Block {
    One(Act),
    Moves {
        from: Cell,
        to: CellSet,
        blocs: u8,
        die: u8,
    },
    /// `choices` indexes [`Blocks::choices`].
    Barricades {
        from: Cell,
        choices: usize,
        die: u8,
    },
}

/// The counting sink.
#[derive(Default)]
struct Blocks {
    blocks: Vec<Block>,
    /// The barricade choices of each district, kept once for all its dice.
    choices: Vec<(Cell, Vec<Vec<Cell>>)>,
    total: u32,
}

impl Blocks {
    fn count(&self, b: &Block) -> u32 {
        match b {
            Block::One(_) => 1,
            Block::Moves { to, .. } => to.len(),
            Block::Barricades { choices, .. } => self
                .choices
                .get(*choices)
                .map_or(0, |(_, c)| c.len() as u32),
        }
    }

    fn push(&mut self, block: Block) {
        self.total += self.count(&block);
        self.blocks.push(block);
    }

    /// The `i`-th option, in the listing's order.
    fn take(&self, i: u32) -> Option<Act> {
        let (block, j) = locate(&self.blocks, |b| self.count(b), i)?;
        Some(match block {
            Block::One(act) => act.clone(),
            &Block::Moves {
                from,
                to,
                blocs,
                die,
            } => Act::Move {
                from,
                to: to.nth(j)?,
                blocs,
                die,
            },
            &Block::Barricades { from, choices, die } => Act::Barricade {
                from,
                toward: self.choices.get(choices)?.1.get(j as usize)?.clone(),
                die,
            },
        })
    }
}

impl TurnSink for Blocks {
    fn one(&mut self, act: Act) {
        self.push(Block::One(act));
    }
    fn moves(&mut self, from: Cell, to: CellSet, blocs: u8, die: u8) {
        self.push(Block::Moves {
            from,
            to,
            blocs,
            die,
        });
    }
    fn barricades(&mut self, from: Cell, choices: &[Vec<Cell>], die: u8) {
        if choices.is_empty() {
            return;
        }
        if self.choices.last().is_none_or(|(at, _)| *at != from) {
            self.choices.push((from, choices.to_vec()));
        }
        let index = self.choices.len() - 1;
        self.push(Block::Barricades {
            from,
            choices: index,
            die,
        });
    }
}

impl Game {
    /// A command drawn uniformly among [`Game::legal_actions`], without listing them: the
    /// one at index `rng.below(len)` of the list, drawing from `rng` exactly as that would
    /// (random games keep their sequence). `None` when nothing is legal (the game is over).
    pub fn random_legal_action(&self, rng: &mut GameRng) -> Option<Command> {
        let turn = match (&self.phase, &self.turn) {
            (Phase::Night { .. }, Some(t)) if self.pending.is_empty() && self.outcome.is_none() => {
                t
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
        let mut blocks = Blocks::default();
        self.turn_actions(turn.faction, &turn.dice, &mut blocks);
        if blocks.total == 0 {
            return None;
        }
        let i = rng.below(blocks.total);
        let act = blocks.take(i)?;
        Some(Command {
            by: turn.faction,
            act,
        })
    }
}
