//! What one faction or a spectator may see of an Uprising game. The types here have no
//! field for the generator, a deck's order, another faction's hand or hidden agenda, or
//! the Liberation cards under the tiles; the Reaction pile shows only its top card's back
//! (AMB-1).

use crate::shared::city::Placed;
use crate::shared::ids::CELLS;
use crate::shared::ids::{Cell, Faction};
use crate::uprising::data::{Metro, Priority};
use crate::uprising::state::{
    Config, EndReason, Game, LootToken, Mode, Occupation, Pending, Phase, SunriseMods, Turn,
};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DistrictView {
    pub cell: Cell,
    pub placed: Placed,
    pub liberated: bool,
    pub police_id: u8,
    pub difficulty: u8,
    pub blocs: [u8; 4],
    pub squads: u8,
    pub van: Option<u8>,
    pub occupation: Option<Occupation>,
    pub tokens: Vec<LootToken>,
    pub graffiti: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FactionView {
    pub faction: Faction,
    pub seat: u8,
    pub supply: u8,
    pub reserve: [u8; 3],
    pub meeting: u8,
    pub hand_size: usize,
    pub token: Option<u8>,
    /// The agenda, once revealed (U-SEMI-7).
    pub revealed_agenda: Option<u8>,
    /// Whether its starting district is chosen (U-SETUP-10).
    pub start_chosen: bool,
}

/// A decision awaited, without its secret parts (drawn cards are shown to the drawer only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PendingView {
    KeepLoot {
        faction: Faction,
        drawn: Vec<u8>,
        keep: u8,
    },
    FreeMove {
        faction: Faction,
        from: Cell,
        max: u8,
    },
    LiberationChoice {
        at: Cell,
        card: u8,
        faction: Option<Faction>,
    },
    MeetingReturn {
        faction: Faction,
    },
    SocialVote {
        voters: Vec<Faction>,
    },
    SunriseLoot {
        faction: Faction,
    },
    /// The blocs in `at` are public: so is the decision.
    Casualties {
        at: Cell,
        decider: Faction,
        losses: u8,
    },
    /// The command awaiting the veto is public: it was announced at the table.
    ControlVeto {
        controller: Faction,
        at: Option<Cell>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameView {
    pub viewer: Option<Faction>,
    pub mode: Mode,
    pub night: u8,
    pub phase: Phase,
    pub countdown: u8,
    pub morale: u8,
    pub first: Option<Faction>,
    pub to_act: Vec<Faction>,
    pub districts: Vec<DistrictView>,
    /// Barricades per border (index = border id).
    pub barricades: Vec<u8>,
    pub barricade_supply: u8,
    pub staging_squads: u8,
    pub staging_vans: u8,
    pub loot_tokens: u8,
    pub factions: Vec<FactionView>,
    /// The Reaction pile's top card back (U-PRIO-1, AMB-1).
    pub priority: Priority,
    pub metro: Metro,
    pub reaction_pile: usize,
    pub reaction_discard: Vec<u8>,
    pub ops_pile: usize,
    pub ops_discard: Vec<u8>,
    pub loot_pile: usize,
    pub loot_discard_size: usize,
    pub conditions_up: Vec<u8>,
    pub conditions_pile: usize,
    pub dice: Vec<u8>,
    pub pending: Option<PendingView>,
    /// The viewer's own hand and agenda.
    pub hand: Vec<u8>,
    pub agenda: Option<u8>,
    pub winners: Option<Vec<Faction>>,
    pub end_reason: Option<EndReason>,
    /// The rest of the public bookkeeping, so a computer player can rebuild a game from
    /// its view alone (`engine::Search::determinize`, `uprising/search.rs`).
    pub config: Config,
    /// The turn in progress: its faction, dice and used occupations (U-NIGHT, U-OCC-6).
    pub turn: Option<Turn>,
    /// Attacks per faction (by [`Faction::index`]) and district this night (U-ATK-0).
    pub attacks: Vec<[u8; CELLS]>,
    /// Factions in the order they played this night (U-REACT-2c).
    pub played: Vec<Faction>,
    /// What Sunrise loot cards changed for this Sunrise (played face up).
    pub sunrise: SunriseMods,
    /// Every awaited decision, top first, with the cards another faction drew replaced by
    /// [`HIDDEN_CARD`] (their number is public, their faces are not: U-LOOT-5).
    pub queue: Vec<Pending>,
    /// Commands applied so far (the state counter).
    pub counter: u64,
}

/// Stands for a loot card the viewer may not see, in [`GameView::queue`].
pub const HIDDEN_CARD: u8 = u8::MAX;

impl Game {
    pub fn view(&self, viewer: Option<Faction>) -> GameView {
        let districts = Cell::all()
            .map(|c| {
                let d = &self.districts[c.index()];
                DistrictView {
                    cell: c,
                    placed: self.city.placed(c),
                    liberated: d.liberated,
                    police_id: self.police_id(c),
                    difficulty: self.difficulty(c),
                    blocs: d.blocs,
                    squads: d.squads,
                    van: d.van,
                    occupation: d.occupation,
                    tokens: d.tokens.clone(),
                    graffiti: self.graffiti(c),
                }
            })
            .collect();
        let own = viewer.and_then(|f| self.faction_state(f));
        let (priority, metro) = self.signals();
        let pending = self.pending.first().map(|p| match p {
            Pending::KeepLoot {
                faction,
                drawn,
                keep,
            } => PendingView::KeepLoot {
                faction: *faction,
                drawn: if viewer == Some(*faction) {
                    drawn.clone()
                } else {
                    Vec::new()
                },
                keep: *keep,
            },
            Pending::FreeMove { faction, from, max } => PendingView::FreeMove {
                faction: *faction,
                from: *from,
                max: *max,
            },
            Pending::LiberationChoice { at, card, .. } => PendingView::LiberationChoice {
                at: *at,
                card: *card,
                faction: p.faction(),
            },
            Pending::MeetingReturn { faction } => PendingView::MeetingReturn { faction: *faction },
            Pending::SocialVote { voters, .. } => PendingView::SocialVote {
                voters: voters.clone(),
            },
            Pending::SunriseLoot { faction, .. } => PendingView::SunriseLoot { faction: *faction },
            Pending::Casualties {
                at,
                decider,
                losses,
            } => PendingView::Casualties {
                at: *at,
                decider: *decider,
                losses: *losses,
            },
            Pending::ControlVeto {
                controller,
                command,
            } => PendingView::ControlVeto {
                controller: *controller,
                at: match command.act {
                    crate::uprising::action::Act::Build { at, .. }
                    | crate::uprising::action::Act::Swap { at, .. } => Some(at),
                    _ => None,
                },
            },
        });
        GameView {
            viewer,
            mode: self.config.mode,
            night: self.night,
            phase: self.phase.clone(),
            countdown: self.countdown,
            morale: self.morale,
            first: self.first_faction(),
            to_act: self.to_act(),
            districts,
            barricades: (0..crate::shared::ids::BORDERS as u8)
                .map(|b| self.barricades.on(crate::shared::ids::Border(b)))
                .collect(),
            barricade_supply: self.barricades.supply(),
            staging_squads: self.staging_squads,
            staging_vans: self.staging_vans,
            loot_tokens: self.loot_tokens,
            factions: self
                .factions
                .iter()
                .map(|s| FactionView {
                    faction: s.faction,
                    seat: s.seat,
                    supply: s.supply,
                    reserve: s.reserve,
                    meeting: s.meeting,
                    hand_size: s.hand.len(),
                    token: s.token,
                    // Every agenda is shown once the game is over (the project's reading: the
                    // seed hides only what is still in play, U-SEMI-9; 2016 says so, R-AGD-3).
                    revealed_agenda: if s.revealed || self.is_over() {
                        s.agenda
                    } else {
                        None
                    },
                    start_chosen: s.start_chosen,
                })
                .collect(),
            priority,
            metro,
            reaction_pile: self.reaction_deck.len(),
            reaction_discard: self.reaction_discard.clone(),
            ops_pile: self.ops_deck.len(),
            ops_discard: self.ops_discard.clone(),
            loot_pile: self.loot_deck.len(),
            loot_discard_size: self.loot_discard.len(),
            conditions_up: self.conditions_up.clone(),
            conditions_pile: self.conditions_deck.len(),
            dice: self.turn.as_ref().map_or(Vec::new(), |t| t.dice.to_vec()),
            pending,
            hand: own.map_or(Vec::new(), |s| s.hand.clone()),
            agenda: own.and_then(|s| s.agenda),
            winners: self.outcome.as_ref().map(|o| o.winners.clone()),
            end_reason: self.outcome.as_ref().map(|o| o.reason.clone()),
            config: self.config.clone(),
            turn: self.turn.clone(),
            attacks: self.attacks.clone(),
            played: self.played.clone(),
            sunrise: self.sunrise.clone(),
            queue: self
                .pending
                .iter()
                .map(|p| match p {
                    Pending::KeepLoot {
                        faction,
                        drawn,
                        keep,
                    } if viewer != Some(*faction) => Pending::KeepLoot {
                        faction: *faction,
                        drawn: vec![HIDDEN_CARD; drawn.len()],
                        keep: *keep,
                    },
                    other => other.clone(),
                })
                .collect(),
            counter: self.counter,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::uprising::state::Config;

    /// Views leak no secret (U-LOOT-5, U-SEMI-9, U-CITY-1, AMB-1): changing every secret a
    /// viewer may not know (the generator, deck orders, Liberation cards under the tiles,
    /// other factions' hands and hidden agendas) leaves that viewer's view unchanged.
    #[test]
    fn views_do_not_change_with_the_secrets_they_must_not_show() {
        for seed in 0..20u64 {
            let config = Config {
                players: 4,
                mode: Mode::SemiCoop,
                ..Config::default()
            };
            let mut g = Game::new(config, seed).unwrap();
            for _ in 0..(seed * 7) {
                let Some(c) = g.default_command() else { break };
                g.apply(c).unwrap();
            }
            for f in g.factions_in_play() {
                g.give_loot(f, "molotov").unwrap();
                g.give_loot(f, "flyers").unwrap();
            }
            for viewer in [None, Some(g.factions[0].faction)] {
                let mut h = g.clone();
                h.rng = crate::shared::rng::GameRng::from_seed(seed + 1000);
                h.ops_deck.reverse();
                h.loot_deck.reverse();
                h.conditions_deck.reverse();
                // The pile's top card back is public; the order below it is not.
                let top = h.reaction_deck.pop();
                h.reaction_deck.reverse();
                h.reaction_deck.extend(top);
                for u in h.under.iter_mut() {
                    *u = u.map(|c| (c + 1) % 35);
                }
                for s in h.factions.iter_mut() {
                    if Some(s.faction) != viewer {
                        s.hand = s.hand.iter().map(|c| (c + 1) % 9).collect();
                        if !s.revealed && !g.is_over() {
                            s.agenda = s.agenda.map(|a| (a + 1) % 6);
                        }
                    }
                }
                let a = serde_json::to_string(&g.view(viewer)).unwrap();
                let b = serde_json::to_string(&h.view(viewer)).unwrap();
                assert_eq!(a, b, "seed {seed}, viewer {viewer:?}");
            }
        }
    }
}
