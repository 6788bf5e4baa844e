//! One uniformly random legal command without listing them all (issue 11): the turn's
//! options are counted in blocks ([`TurnSink`]) and only the drawn one is built. The
//! command drawn is exactly `legal_actions()[rng.below(len)]`, so random games keep their
//! sequence (see [`crate::shared::draw`]).

use crate::bxb2016::action::{Action, CardPlay, Command, Pay};
use crate::bxb2016::data::LootKind;
use crate::bxb2016::legal::TurnSink;
use crate::bxb2016::state::{Game, Phase};
use crate::shared::barricades::Barricades;
use crate::shared::city::City;
use crate::shared::draw::{known_or, locate, CellSet};
use crate::shared::ids::{Cell, Faction, CELLS};
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
/// the block list, a decision's options and the barricade counts, kept between draws
/// (the block list's allocation, over 1 KB, cost about a tenth of a random playout:
/// issue 11).
#[derive(Debug)]
pub struct DrawScratch {
    blocks: Vec<Block>,
    /// A pending decision's options (issue 11: a list allocated per decision).
    options: Vec<Action>,
    pays: Vec<Pay>,
    dice: Vec<u8>,
    /// Only in a scratch kept between draws (a single draw would fill a table it drops).
    /// Boxed: the scratch stays a few words to move.
    counts: Option<Box<BarricadeCounts>>,
}

impl Default for DrawScratch {
    fn default() -> DrawScratch {
        DrawScratch {
            blocks: Vec::new(),
            options: Vec::new(),
            pays: Vec::new(),
            dice: Vec::new(),
            counts: Some(Box::default()),
        }
    }
}

/// Barricades per set counted in [`BarricadeCounts`]: 1 to this (Guerrilla Garden's,
/// R-OCC-N1, and the Dumpster Barricade's numbers stay within it); other sizes are counted
/// each time.
const COUNTED_SET_SIZES: usize = 4;

/// [`Game::barricade_set_count`] by set size and district, kept between draws while its
/// inputs stay as they were (issue 11: counting the barricade sets was about 310
/// instructions of each random-playout command, and most commands leave the barricades
/// alone). An entry is known when its district's bit is set in its table's mask.
#[derive(Debug, Default)]
struct BarricadeCounts {
    /// The city the counts were made in, by its connections ([`City::same_geometry`];
    /// held, so that they cannot be freed and their address reused by another city).
    city: Option<City>,
    /// The barricades, and the most a connection holds (R-BARR-3), they were made on.
    on: Option<(Barricades, u8)>,
    counts: [([u32; CELLS], u32); COUNTED_SET_SIZES],
}

impl BarricadeCounts {
    /// Forgets the counts if `game`'s city, barricades or maximum differ from theirs.
    fn refresh(&mut self, game: &Game) {
        let city = &game.board.city;
        if !self.city.as_ref().is_some_and(|c| c.same_geometry(city)) {
            self.city = Some(city.clone());
            self.forget();
        }
        let max = game.max_per_connection();
        if !self
            .on
            .as_ref()
            .is_some_and(|(on, m)| *m == max && *on == game.board.barricades)
        {
            self.on = Some((game.board.barricades.clone(), max));
            self.forget();
        }
    }

    fn forget(&mut self) {
        for (_, known) in &mut self.counts {
            *known = 0;
        }
    }

    /// [`Game::barricade_set_count`], counted once per district, set size and barricades
    /// (the memo refreshed for `game`).
    fn count(&mut self, game: &Game, from: Cell, max: u8) -> u32 {
        let compute = || game.barricade_set_count(from, max);
        match self.counts.get_mut(usize::from(max).wrapping_sub(1)) {
            Some((table, known)) => known_or(table, known, from, compute),
            None => compute(),
        }
    }
}

/// The counting sink, its lists borrowed from the scratch. The pays and dice are the same
/// for every block of one turn.
struct Blocks<'a> {
    blocks: &'a mut Vec<Block>,
    pays: &'a mut Vec<Pay>,
    dice: &'a mut Vec<u8>,
    total: u32,
    /// Refreshed for the game listed.
    counts: Option<&'a mut BarricadeCounts>,
}

impl Blocks<'_> {
    /// [`Game::barricade_set_count`], from the memo when the sink has one.
    fn barricade_set_count(&mut self, game: &Game, from: Cell, max: u8) -> u32 {
        match self.counts.as_deref_mut() {
            Some(memo) => memo.count(game, from, max),
            None => game.barricade_set_count(from, max),
        }
    }
}

impl Blocks<'_> {
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
        let (block, j) = locate(self.blocks, |b| self.count(b), i)?;
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

impl TurnSink for Blocks<'_> {
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
        let sets = self.barricade_set_count(game, district, per);
        let block = Block::Barricades {
            district,
            per,
            sets,
        };
        self.total += self.count(&block);
        self.blocks.push(block);
    }
    fn dumpster(&mut self, game: &Game, district: Cell, barricades: u8) {
        let sets = self.barricade_set_count(game, district, barricades);
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
            options: Vec::new(),
            pays: Vec::new(),
            dice: Vec::new(),
            counts: None,
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
        let DrawScratch {
            blocks,
            pays,
            dice,
            counts,
            ..
        } = scratch;
        blocks.clear();
        pays.clear();
        dice.clear();
        let mut counts = counts.as_deref_mut();
        if let Some(memo) = counts.as_deref_mut() {
            memo.refresh(self);
        }
        let mut blocks = Blocks {
            blocks,
            pays,
            dice,
            total: 0,
            counts,
        };
        self.turn_options_into(turn, &mut blocks);
        let action = if blocks.total == 0 {
            None
        } else {
            let i = rng.below(blocks.total);
            blocks.take(self, i)
        };
        Some(Command {
            by: turn,
            action: action?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bxb2016::data::{DataFiles, Rules, RulesRef};
    use crate::bxb2016::ruleset::Scratch;
    use crate::bxb2016::GameConfig;
    use crate::seam::{assert_draws_the_listed_command, Search};

    /// Issue 11: one scratch lent to every draw of many games, and before each turn draw
    /// a draw on the same position in another game's city, with no barricades, and with
    /// another most barricades per connection (the counts the scratch keeps belong to the
    /// city, the barricades and the maximum they were made on): every draw is the listed
    /// command at the same index.
    #[test]
    fn a_scratch_kept_across_positions_draws_the_listed_command() {
        let mut files = DataFiles::embedded();
        files.setup = files.setup.replace(
            "max_barricades_per_connection = 3",
            "max_barricades_per_connection = 1",
        );
        // Leaked: a game holds `&'static` data; one copy per test is harmless.
        let one_per_connection = RulesRef::new(Box::leak(Box::new(
            Rules::from_files(&files).expect("the changed data"),
        )));
        let mut scratch = Scratch::default();
        let mut checked = 0;
        let check = assert_draws_the_listed_command::<Game>;
        for seed in 0..24u64 {
            let config = GameConfig {
                players: 2 + (seed % 3) as u8,
                ..GameConfig::default()
            };
            let mut game = Game::new(config.clone(), seed).expect("a game");
            let elsewhere = Game::new(config, seed + 1000).expect("a game").board.city;
            let mut rng = GameRng::from_seed(seed);
            loop {
                let on = &game.board.barricades;
                let barricaded = u16::from(on.supply()) < on.total();
                if matches!(game.phase, Phase::Turn(_)) && barricaded {
                    let mut moved = game.clone();
                    moved.board.city = elsewhere.clone();
                    check(&moved, &rng, &mut scratch);
                    let mut cleared = game.clone();
                    let all = u8::try_from(game.board.barricades.total()).expect("a box's supply");
                    cleared.board.barricades = Barricades::new(all);
                    check(&cleared, &rng, &mut scratch);
                    let mut stricter = game.clone();
                    stricter.rules = one_per_connection;
                    check(&stricter, &rng, &mut scratch);
                    checked += 1;
                }
                check(&game, &rng, &mut scratch);
                let Some(c) = game.random_legal_command_in(&mut rng, &mut scratch) else {
                    break;
                };
                game.apply(c).expect("a listed command");
            }
        }
        assert!(checked > 200, "{checked} turn positions with barricades");
    }
}
