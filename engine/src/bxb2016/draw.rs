//! One uniformly random legal command without listing them all (issue 11): the turn's
//! options are counted in blocks ([`TurnSink`]) and only the drawn one is built. The
//! command drawn is exactly `legal_actions()[rng.below(len)]`, so random games keep their
//! sequence (see [`crate::shared::draw`]).

use crate::bxb2016::action::{Action, CardPlay, Command, Pay};
use crate::bxb2016::data::LootKind;
use crate::bxb2016::legal::TurnSink;
use crate::bxb2016::state::{Game, Phase};
use crate::shared::draw::{locate, CellSet};
use crate::shared::ids::{Cell, Faction};
use crate::shared::rng::GameRng;

/// A block of turn options, counted but not built.
#[derive(Debug)]
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
    /// Dumpster Barricade plays: `sets` of `game.barricade_sets(district, barricades)`.
    Dumpster {
        district: Cell,
        barricades: u8,
        sets: u32,
    },
    /// Bicycles plays from `from` to each of `to` with 1..=`blocs` blocs.
    Bicycles {
        from: Cell,
        to: CellSet,
        blocs: u8,
    },
}

/// Memory lent to [`Game::random_legal_action_in`] by a caller that draws many commands:
/// the block list and a decision's options, kept between draws (the block list's
/// allocation, over 1 KB, cost about a tenth of a random playout: issue 11).
#[derive(Debug, Default)]
pub struct DrawScratch {
    blocks: Vec<Block>,
    /// A pending decision's options (issue 11: a list allocated per decision).
    options: Vec<Action>,
    pays: Vec<Pay>,
    dice: Vec<u8>,
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
            Block::Dumpster { sets, .. } => *sets,
            Block::Bicycles { to, blocs, .. } => to.len() * u32::from(*blocs),
        }
    }

    /// The `i`-th option, in the listing's order.
    fn take(&self, game: &Game, i: u32) -> Option<Action> {
        let (block, j) = locate(&self.blocks, |b| self.count(b), i)?;
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
                Some(Action::Barricade {
                    district: *district,
                    connections: game.nth_barricade_set(*district, *per, j / dice)?,
                    die: *self.dice.get((j % dice) as usize)?,
                })
            }
            Block::Dumpster {
                district,
                barricades,
                ..
            } => Some(Action::PlayCard(CardPlay::DumpsterBarricade {
                district: *district,
                connections: game.nth_barricade_set(*district, *barricades, j)?,
            })),
            Block::Bicycles { from, to, blocs } => {
                let blocs = u32::from(*blocs);
                Some(Action::PlayCard(CardPlay::Bicycles {
                    from: *from,
                    to: to.nth(j / blocs)?,
                    blocs: (j % blocs + 1) as u8,
                }))
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
            self.pays.extend_from_slice(pays);
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
            self.dice.extend_from_slice(dice);
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
    fn dumpster(&mut self, game: &Game, district: Cell, barricades: u8) {
        let sets = game.barricade_set_count(district, barricades);
        self.total += sets;
        self.blocks.push(Block::Dumpster {
            district,
            barricades,
            sets,
        });
    }
    fn bicycles(&mut self, from: Cell, to: CellSet, blocs: u8) {
        let block = Block::Bicycles { from, to, blocs };
        self.total += self.count(&block);
        self.blocks.push(block);
    }
}

impl Game {
    /// A command drawn uniformly among [`Game::legal_actions`], without listing them: the
    /// one at index `rng.below(len)` of the list, drawing from `rng` exactly as that would
    /// (random games keep their sequence). `None` when nothing is legal (the game is over).
    pub fn random_legal_action(&self, rng: &mut GameRng) -> Option<Command> {
        let mut scratch = DrawScratch {
            blocks: Vec::with_capacity(64),
            ..DrawScratch::default()
        };
        self.random_legal_action_in(rng, &mut scratch)
    }

    /// [`Game::random_legal_action`], its block list kept in `scratch`.
    pub(crate) fn random_legal_action_in(
        &self,
        rng: &mut GameRng,
        scratch: &mut DrawScratch,
    ) -> Option<Command> {
        let turn = match &self.phase {
            Phase::Turn(t) if self.pending.is_empty() && !self.is_over() => t.faction,
            _ if self.is_over() => return None,
            // A pending decision: its options drawn as `legal_actions` lists them, into the
            // scratch's list, without that list's commands (issue 11: allocations per
            // decision).
            _ if !self.pending.is_empty() => {
                let p = self.pending.last()?;
                let options = &mut scratch.options;
                options.clear();
                self.decision_options_into(p, options);
                if options.is_empty() {
                    return None;
                }
                let i = rng.below(options.len() as u32) as usize;
                return Some(Command {
                    by: p.faction(),
                    action: options.swap_remove(i),
                });
            }
            // The start choices, counted per faction (issue 11: every playout from a
            // fresh game listed them four times).
            Phase::ChooseStarts => {
                let choices = self.still_to_choose().map(|f| (f, self.start_choices(f)));
                let total = choices.clone().map(|(_, set)| set.len()).sum::<u32>();
                if total == 0 {
                    return None;
                }
                let mut i = rng.below(total);
                for (by, set) in choices {
                    if i < set.len() {
                        return Some(Command {
                            by,
                            action: Action::ChooseStart {
                                district: set.nth(i)?,
                            },
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
        let mut blocks = Blocks {
            blocks: std::mem::take(&mut scratch.blocks),
            pays: std::mem::take(&mut scratch.pays),
            dice: std::mem::take(&mut scratch.dice),
            total: 0,
        };
        blocks.blocks.clear();
        blocks.pays.clear();
        blocks.dice.clear();
        self.turn_options_into(turn, &mut blocks);
        let action = if blocks.total == 0 {
            None
        } else {
            let i = rng.below(blocks.total);
            blocks.take(self, i)
        };
        (scratch.blocks, scratch.pays, scratch.dice) = (blocks.blocks, blocks.pays, blocks.dice);
        Some(Command {
            by: turn,
            action: action?,
        })
    }
}
