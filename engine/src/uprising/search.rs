//! Uprising for computer players (issue 11): a full [`Game`] sampled from what one faction
//! sees, and commands applied in place for search playouts.
//!
//! Built from a [`GameView`] alone, so a decision made on a sample depends on the seat's
//! own view and its own seed, never on the real game's secrets. Drawn afresh, uniformly
//! within what the view fixes: the other factions' hands (sizes kept) and hidden agendas,
//! the cards another faction is choosing from (their number kept), the Loot deck and
//! discard (sizes kept: U-LOOT-5 shows neither), the Police Ops deck (its discard is face
//! up), the Reaction deck (its top card matches the public back, AMB-1), the Conditions
//! deck, the Liberation cards under the tiles (U-CITY-1), and the generator (future dice).
//! A sample, not a belief: nothing is inferred from what others did.
//!
//! Approximated: the Liberation cards already flipped are not remembered by the view, so
//! they may be dealt again under a tile; a setup that removed agendas (U-SEMI-1..3) is not
//! replayed, the hidden agendas come from every agenda not seen.

use crate::seam::{PlayoutScratch, Role, Search};
use crate::shared::barricades::Barricades;
use crate::shared::city::City;
use crate::shared::ids::{Border, Cell, Faction, BORDERS, CELLS};
use crate::shared::rng::GameRng;
use crate::shared::Checks;
use crate::uprising::action::{Command, Event};
use crate::uprising::draw::DrawScratch;
use crate::uprising::tiles::TiledCity;

use crate::uprising::data::{data, Requirement};
use crate::uprising::error::ActionError;
use crate::uprising::state::{shape, District, FactionState, Game, Outcome, Pending};
use crate::uprising::view::{GameView, HIDDEN_CARD};

/// Removes one copy of each of `known` from `pool` (a multiset), ignoring what is absent.
fn take_known(pool: &mut Vec<u8>, known: impl IntoIterator<Item = u8>) {
    for k in known {
        if let Some(i) = pool.iter().position(|&x| x == k) {
            pool.swap_remove(i);
        }
    }
}

/// The last `n` cards of `pool` (fewer if it runs short: a view edited by hand).
fn deal(pool: &mut Vec<u8>, n: usize) -> Vec<u8> {
    let n = n.min(pool.len());
    pool.split_off(pool.len() - n)
}

impl GameView {
    /// A game consistent with this view: public state copied, the viewer's own hand,
    /// agenda and drawn cards kept, everything else hidden from it dealt from `seed` (see
    /// the module documentation).
    pub fn determinize(&self, seed: u64) -> Game {
        let d = data();
        let mut rng = GameRng::from_seed(seed);
        let viewer = self.viewer;
        let in_play: Vec<Faction> = self.factions.iter().map(|f| f.faction).collect();

        // The city: tiles as placed, each with the face that is up (U-CITY-5).
        let mut placed = [crate::shared::city::Placed {
            tile: 0,
            rotation: 0,
        }; CELLS];
        let mut liberated_tiles = Vec::new();
        for dv in &self.districts {
            placed[dv.cell.index()] = dv.placed;
            if dv.liberated {
                liberated_tiles.push(dv.placed.tile);
            }
        }
        let city = City::new(placed, |t| shape(d, t, liberated_tiles.contains(&t)));
        let mut barricades = Barricades::new(
            self.barricades
                .iter()
                .fold(self.barricade_supply, |sum, &n| sum.saturating_add(n)),
        );
        for (b, &n) in self.barricades.iter().enumerate().take(BORDERS) {
            if n > 0 {
                barricades.set(Border(b as u8), n);
            }
        }
        let mut districts = vec![District::default(); CELLS];
        for dv in &self.districts {
            districts[dv.cell.index()] = District {
                blocs: dv.blocs,
                squads: dv.squads,
                van: dv.van,
                occupation: dv.occupation,
                tokens: dv.tokens.clone(),
                liberated: dv.liberated,
            };
        }

        // Loot (U-LOOT-5): every card the viewer does not hold or see is dealt to the
        // other hands, the hidden drawn cards, the deck and the discard, sizes kept.
        let mut loot: Vec<u8> = Vec::with_capacity(64);
        for (i, c) in d.loot.iter().enumerate() {
            loot.extend(std::iter::repeat_n(i as u8, c.count as usize));
        }
        take_known(&mut loot, self.hand.iter().copied());
        for p in &self.queue {
            if let Pending::KeepLoot { drawn, .. } = p {
                take_known(
                    &mut loot,
                    drawn.iter().copied().filter(|&c| c != HIDDEN_CARD),
                );
            }
        }
        rng.shuffle(&mut loot);
        let mut factions: Vec<FactionState> = Vec::with_capacity(self.factions.len());
        for fv in &self.factions {
            let own = Some(fv.faction) == viewer;
            factions.push(FactionState {
                faction: fv.faction,
                seat: fv.seat,
                supply: fv.supply,
                reserve: fv.reserve,
                meeting: fv.meeting,
                hand: if own {
                    self.hand.clone()
                } else {
                    deal(&mut loot, fv.hand_size)
                },
                agenda: if own { self.agenda } else { fv.revealed_agenda },
                revealed: fv.revealed_agenda.is_some(),
                token: fv.token,
                start_chosen: fv.start_chosen,
            });
        }
        let pending: Vec<Pending> = self
            .queue
            .iter()
            .map(|p| match p {
                Pending::KeepLoot {
                    faction,
                    drawn,
                    keep,
                } => Pending::KeepLoot {
                    faction: *faction,
                    drawn: drawn
                        .iter()
                        .map(|&c| {
                            if c == HIDDEN_CARD {
                                loot.pop().unwrap_or(0)
                            } else {
                                c
                            }
                        })
                        .collect(),
                    keep: *keep,
                },
                other => other.clone(),
            })
            .collect();
        let loot_deck = deal(&mut loot, self.loot_pile);
        let loot_discard = loot;

        // Hidden agendas (U-SEMI-9): from the agendas neither the viewer's nor revealed.
        if self.config.mode != crate::uprising::state::Mode::Coop {
            let mut agendas: Vec<u8> = (0..d.agendas.len() as u8).collect();
            take_known(&mut agendas, self.agenda);
            take_known(
                &mut agendas,
                self.factions.iter().filter_map(|f| f.revealed_agenda),
            );
            rng.shuffle(&mut agendas);
            for fs in factions.iter_mut() {
                if Some(fs.faction) != viewer && !fs.revealed {
                    fs.agenda = agendas.pop();
                }
            }
        }

        // Police Ops (U-SETUP-7): the level's deck less its face-up discard.
        let mut ops: Vec<u8> = Vec::new();
        for (i, card) in d.police_ops.iter().enumerate() {
            if card
                .in_deck_from
                .is_none_or(|from| from <= self.config.difficulty)
            {
                ops.extend(std::iter::repeat_n(i as u8, card.count as usize));
            }
        }
        take_known(&mut ops, self.ops_discard.iter().copied());
        rng.shuffle(&mut ops);
        let ops_deck = deal(&mut ops, self.ops_pile);

        // Reaction (U-PRIO-1, AMB-1): the rest of the deck, its top card one whose back
        // matches the public one.
        let mut reactions: Vec<u8> = (0..d.reactions.len() as u8).collect();
        take_known(&mut reactions, self.reaction_discard.iter().copied());
        rng.shuffle(&mut reactions);
        let mut reaction_deck = deal(&mut reactions, self.reaction_pile);
        let matches_back = |&c: &u8| {
            d.reactions
                .get(c as usize)
                .is_some_and(|r| r.priority == self.priority && r.metro == self.metro)
        };
        if let Some(i) = reaction_deck.iter().position(matches_back) {
            let last = reaction_deck.len() - 1;
            reaction_deck.swap(i, last);
        }

        // Conditions (U-SETUP-11): the cards of the factions in play, less those face up.
        let mut conditions: Vec<u8> = d
            .conditions
            .iter()
            .enumerate()
            .filter(|(_, card)| match card.requires {
                Requirement::District { tile } => d
                    .tile(tile)
                    .and_then(|t| t.owner())
                    .is_none_or(|f| in_play.contains(&f)),
                Requirement::Wild { .. } => true,
            })
            .map(|(i, _)| i as u8)
            .collect();
        take_known(&mut conditions, self.conditions_up.iter().copied());
        rng.shuffle(&mut conditions);
        let conditions_deck = deal(&mut conditions, self.conditions_pile);

        // Liberation cards (U-CITY-1): under every district still repressed.
        let mut lib: Vec<u8> = (0..d.liberation.len() as u8).collect();
        for p in &self.queue {
            if let Pending::LiberationChoice { card, .. } = p {
                take_known(&mut lib, [*card]);
            }
        }
        rng.shuffle(&mut lib);
        let under: Vec<Option<u8>> = Cell::all()
            .map(|c| {
                let repressed = !self.districts[c.index()].liberated && !city.is_highway(c);
                if repressed {
                    lib.pop()
                } else {
                    None
                }
            })
            .collect();

        let first = self
            .first
            .and_then(|f| in_play.iter().position(|&g| g == f))
            .unwrap_or(0) as u8;
        let outcome = match (&self.winners, &self.end_reason) {
            (Some(winners), Some(reason)) => Some(Outcome {
                winners: winners.clone(),
                reason: reason.clone(),
            }),
            _ => None,
        };
        Game {
            config: self.config.clone(),
            rng: GameRng::from_seed(rng.next_u64()),
            city: TiledCity::from(city),
            districts,
            barricades,
            under,
            factions,
            first,
            staging_squads: self.staging_squads,
            staging_vans: self.staging_vans,
            loot_tokens: self.loot_tokens,
            morale: self.morale,
            countdown: self.countdown,
            night: self.night,
            ops_deck,
            ops_discard: self.ops_discard.clone(),
            reaction_deck,
            reaction_discard: self.reaction_discard.clone(),
            loot_deck,
            loot_discard,
            conditions_deck,
            conditions_up: self.conditions_up.clone(),
            phase: self.phase.clone(),
            turn: self.turn.clone(),
            pending,
            attacks: self.attacks.clone(),
            played: self.played.clone(),
            outcome,
            counter: self.counter,
            sunrise: self.sunrise.clone(),
        }
    }
}

impl Search for Game {
    type Scratch = Scratch;
    fn viewer(view: &GameView) -> Option<Role> {
        view.viewer.map(Faction::role)
    }
    fn determinize(view: &GameView, seed: u64) -> Game {
        view.determinize(seed)
    }
    fn random_legal_command_in(&self, rng: &mut GameRng, scratch: &mut Scratch) -> Option<Command> {
        self.random_legal_action_in(rng, &mut scratch.draw)
    }
    fn apply_trusted_in(
        &mut self,
        command: Command,
        scratch: &mut Scratch,
    ) -> Result<(), ActionError> {
        self.apply_in_scratch(command, Checks::Make, scratch)
    }
    fn apply_listed_in(
        &mut self,
        command: Command,
        scratch: &mut Scratch,
    ) -> Result<(), ActionError> {
        self.apply_in_scratch(command, Checks::Listed, scratch)
    }
}

impl Game {
    /// [`Search::apply_trusted_in`] or [`Search::apply_listed_in`], as `checks` says.
    fn apply_in_scratch(
        &mut self,
        command: Command,
        checks: Checks,
        scratch: &mut Scratch,
    ) -> Result<(), ActionError> {
        if self.outcome.is_some() {
            return Err(ActionError::GameOver);
        }
        if !self.may_act(command.by) {
            return Err(ActionError::NotYourTurn {
                faction: command.by,
            });
        }
        // Events are built anyway (the rules push them as they go), into a list kept
        // between the commands of a playout.
        scratch.events.clear();
        self.apply_in_place_with(command, checks, &mut scratch.events)
    }
}

/// Uprising's [`Search::Scratch`]: the draw's block list and the events of one command.
pub type Scratch = PlayoutScratch<DrawScratch, Event>;

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use crate::seam::Ruleset;
    use crate::shared::rng::GameRng;
    use crate::uprising::state::{Config, Game, Mode};
    use proptest::prelude::*;

    fn played(seed: u64, steps: usize, players: u8, mode: Mode) -> Game {
        let config = Config {
            players,
            mode,
            ..Config::default()
        };
        let mut g = Game::new(config, seed).unwrap();
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        for _ in 0..steps {
            let legal = g.legal_actions();
            if legal.is_empty() {
                break;
            }
            let c = legal[rng.below(legal.len() as u32) as usize].clone();
            g.apply(c).unwrap();
        }
        g
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// A determinized game is a possible game (U-COMP-1 conservation and the other
        /// invariants), its viewer sees in it exactly what it saw, and it offers the same
        /// legal commands to that viewer; hidden things come from the sample's seed.
        #[test]
        fn a_determinized_game_looks_the_same_to_its_viewer(
            seed in 0u64..10_000,
            steps in 0usize..400,
            sample in 0u64..1_000,
        ) {
            let players = 2 + (seed % 3) as u8;
            let mode = match seed % 3 {
                0 => Mode::Coop,
                1 => Mode::SemiCoop,
                _ => Mode::Conflict,
            };
            let mode = if players < 3 { Mode::Coop } else { mode };
            let g = played(seed, steps, players, mode);
            let viewers = std::iter::once(None).chain(g.factions_in_play().into_iter().map(Some));
            for viewer in viewers {
                let view = g.view(viewer);
                let d = view.determinize(sample);
                prop_assert_eq!(d.check_invariants(), Ok(()));
                prop_assert_eq!(&d.view(viewer), &view);
                let mine = |game: &Game| -> Vec<crate::uprising::action::Command> {
                    game.legal_actions()
                        .into_iter()
                        .filter(|c| Some(c.by) == viewer)
                        .collect()
                };
                prop_assert_eq!(mine(&d), mine(&g));
                prop_assert_eq!(<Game as Ruleset>::to_act(&d), <Game as Ruleset>::to_act(&g));
            }
        }
    }

    /// Two samples with different seeds deal the hidden cards differently (the secrets
    /// come from the seed, not from the real game).
    #[test]
    fn samples_differ_in_what_the_viewer_cannot_see() {
        let g = played(3, 60, 4, Mode::SemiCoop);
        let viewer = g.factions_in_play()[0];
        let view = g.view(Some(viewer));
        let a = view.determinize(1);
        let b = view.determinize(2);
        assert_eq!(a.view(Some(viewer)), b.view(Some(viewer)));
        assert!(a.ops_deck != b.ops_deck || a.under != b.under || a.loot_deck != b.loot_deck);
    }
}
