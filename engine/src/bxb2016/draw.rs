//! One uniformly random legal command without listing them all (issue 11): the turn's
//! options are counted in blocks ([`TurnSink`]) and only the drawn one is built. The
//! command drawn is exactly `legal_actions()[rng.below(len)]`, so random games keep their
//! sequence (see [`crate::shared::draw`]).

use crate::bxb2016::action::{Action, Command, Pay};
use crate::bxb2016::data::LootKind;
use crate::bxb2016::legal::TurnSink;
use crate::bxb2016::state::{Game, Phase};
use crate::shared::draw::{locate, CellSet};
use crate::shared::ids::{Cell, Faction};
use crate::shared::rng::GameRng;

/// A block of turn options, counted but not built.
enum Block {
    One(Action),
    /// A gift of one card, its card list built only if drawn (issue 11).
    Give {
        to: Faction,
        card: LootKind,
    },
    Moves {
        from: Cell,
        to: CellSet,
        blocs: u8,
    },
    /// `sets` of `game.barricade_sets(district, per)`, built only if drawn.
    Barricades {
        district: Cell,
        per: u8,
        sets: u32,
    },
}

/// The counting sink. The pays and dice are the same for every block of one turn.
#[derive(Default)]
struct Blocks {
    blocks: Vec<Block>,
    pays: Vec<Pay>,
    dice: Vec<u8>,
    total: u32,
}

impl Blocks {
    fn count(&self, b: &Block) -> u32 {
        match b {
            Block::One(_) | Block::Give { .. } => 1,
            Block::Moves { to, blocs, .. } => to.len() * u32::from(*blocs) * self.pays.len() as u32,
            Block::Barricades { sets, .. } => sets * self.dice.len() as u32,
        }
    }

    /// The `i`-th option, in the listing's order.
    fn take(mut self, game: &Game, i: u32) -> Option<Action> {
        let blocks = std::mem::take(&mut self.blocks);
        let (block, j) = locate(&blocks, |b| self.count(b), i)?;
        match block {
            Block::One(a) => Some(a.clone()),
            Block::Give { to, card } => Some(Action::Give {
                to: *to,
                cards: vec![*card],
            }),
            Block::Moves { from, to, blocs } => {
                let pays = self.pays.len() as u32;
                let per_destination = u32::from(*blocs) * pays;
                let to = to.nth(j / per_destination)?;
                let rest = j % per_destination;
                Some(Action::Move {
                    from: *from,
                    to,
                    blocs: (rest / pays + 1) as u8,
                    pay: *self.pays.get((rest % pays) as usize)?,
                })
            }
            Block::Barricades { district, per, .. } => {
                let dice = self.dice.len() as u32;
                let mut sets = game.barricade_sets(*district, *per);
                let k = (j / dice) as usize;
                if k >= sets.len() {
                    return None;
                }
                Some(Action::Barricade {
                    district: *district,
                    connections: sets.swap_remove(k),
                    die: *self.dice.get((j % dice) as usize)?,
                })
            }
        }
    }
}

impl TurnSink for Blocks {
    fn one(&mut self, action: Action) {
        self.total += 1;
        self.blocks.push(Block::One(action));
    }
    fn give(&mut self, to: Faction, card: LootKind) {
        self.total += 1;
        self.blocks.push(Block::Give { to, card });
    }
    fn moves(&mut self, from: Cell, to: CellSet, blocs: u8, pays: &[Pay]) {
        if self.pays.is_empty() {
            self.pays = pays.to_vec();
        }
        debug_assert_eq!(self.pays, pays);
        let block = Block::Moves { from, to, blocs };
        self.total += self.count(&block);
        self.blocks.push(block);
    }
    fn barricades(&mut self, game: &Game, district: Cell, per: u8, dice: &[u8]) {
        // Without a die there is no barricade to count (the block would hold none).
        if dice.is_empty() {
            return;
        }
        if self.dice.is_empty() {
            self.dice = dice.to_vec();
        }
        debug_assert_eq!(self.dice, dice);
        let sets = game.barricade_set_count(district, per);
        let block = Block::Barricades {
            district,
            per,
            sets,
        };
        self.total += self.count(&block);
        self.blocks.push(block);
    }
}

impl Game {
    /// A command drawn uniformly among [`Game::legal_actions`], without listing them: the
    /// one at index `rng.below(len)` of the list, drawing from `rng` exactly as that would
    /// (random games keep their sequence). `None` when nothing is legal (the game is over).
    pub fn random_legal_action(&self, rng: &mut GameRng) -> Option<Command> {
        let turn = match &self.phase {
            Phase::Turn(t) if self.pending.is_empty() && !self.is_over() => t.faction,
            _ => {
                let mut legal = self.legal_actions();
                if legal.is_empty() {
                    return None;
                }
                let i = rng.below(legal.len() as u32) as usize;
                return Some(legal.swap_remove(i));
            }
        };
        let mut blocks = Blocks {
            blocks: Vec::with_capacity(64),
            ..Blocks::default()
        };
        self.turn_options_into(turn, &mut blocks);
        if blocks.total == 0 {
            return None;
        }
        let i = rng.below(blocks.total);
        let action = blocks.take(self, i)?;
        Some(Command { by: turn, action })
    }
}
