//! The state of a game of *Bloc by Bloc: Uprising* and its setup (U-SETUP, U-CITY, U-DIFF).
//!
//! Every number comes from [`data()`]; every random draw from the game's [`GameRng`], so a
//! game replays exactly from its config, seed and commands (R-META-4 holds for both
//! rulesets).

use crate::shared::barricades::{BarricadeRule, Barricades, Dismantling, TwoBarricades};
use crate::shared::city::{self, City, TileShape};
use crate::shared::dice::Dice;
use crate::shared::ids::{Cell, DistrictKind, Faction, LootWindows, CELLS};
use crate::shared::rng::GameRng;
use crate::uprising::data::{
    data, AgendaFamily, Circle, Letter, Metro, OpsEffect, Priority, Requirement, TileId,
    UprisingData, WildType,
};
use crate::uprising::error::SetupError;
use crate::uprising::tiles::TiledCity;
use serde::{Deserialize, Serialize};

/// The Uprising barricade rule (U-OPS-4): 2 barricades stop at most 2 squads (AMB-2), and
/// as many barricades go as squads were stopped (AMB-3).
pub const BARRICADE_RULE: BarricadeRule = BarricadeRule {
    two: TwoBarricades::StopAtMost(2),
    dismantling: Dismantling::AsManyAsStopped,
};

/// Barricades a link holds at most (U-MAP-6).
pub const MAX_PER_LINK: u8 = 3;

/// Co-operative, semi-co-operative, or semi-co-operative in conflict mode (U-FLOW-4,
/// U-SEMI-3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    Coop,
    SemiCoop,
    Conflict,
}

/// The options of an Uprising game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 1 to 4 (U-FLOW-5); one player runs two factions.
    pub players: u8,
    pub mode: Mode,
    /// Index into the data's difficulty levels (U-DIFF-1).
    pub difficulty: u8,
    /// The factions in seating order; `None`: dealt at random (U-SETUP-9).
    pub factions: Option<Vec<Faction>>,
    /// Whom a Sunrise loot window is offered to (issue 31; a stored config without it
    /// keeps the old rule, and is written as before).
    #[serde(default, skip_serializing_if = "LootWindows::is_playable")]
    pub loot_windows: LootWindows,
    /// Who picks the blocs a squad attack defeats (issue 32; a stored config without it
    /// keeps the old rule, and is written as before).
    #[serde(default, skip_serializing_if = "Casualties::is_by_rule")]
    pub casualties: Casualties,
}

/// Who picks which blocs a squad attack defeats when several factions share the district
/// and not all of their blocs fall (U-REACT-2c: «la faction qui a le plus de blocs dans le
/// quartier décide quels blocs sont vaincus»; AMB-45).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Casualties {
    /// Nobody is asked: AMB-45's default order (the deciding faction's own blocs first,
    /// then the others' in turn order). Every game stored before issue 32 (a config
    /// without the field reads as this), so its log replays.
    #[default]
    ByRule,
    /// The deciding faction chooses, a pending decision whose default command is that
    /// order: every new game.
    Chosen,
}

impl Casualties {
    /// The rule of games stored before issue 32, which their configs do not write.
    pub fn is_by_rule(&self) -> bool {
        *self == Casualties::ByRule
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            players: 4,
            mode: Mode::Coop,
            difficulty: data().default_difficulty,
            factions: None,
            loot_windows: LootWindows::EveryHand,
            casualties: Casualties::Chosen,
        }
    }
}

/// The three occupation kinds (U-COMP-2); the index is the reserve slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OccKind {
    Start,
    Hall,
    Aid,
}

impl OccKind {
    pub const ALL: [OccKind; 3] = [OccKind::Start, OccKind::Hall, OccKind::Aid];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn code(self) -> &'static str {
        match self {
            OccKind::Start => "start",
            OccKind::Hall => "hall",
            OccKind::Aid => "aid",
        }
    }
    pub fn parse(s: &str) -> Option<OccKind> {
        OccKind::ALL.into_iter().find(|k| k.code() == s)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Occupation {
    pub owner: Faction,
    pub kind: OccKind,
}

/// A loot token on a shopping center (U-LOOT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LootToken {
    Burnt,
    Graffiti,
}

/// What stands in one cell.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct District {
    /// Per faction, by [`Faction::index`].
    pub blocs: [u8; 4],
    pub squads: u8,
    /// A van and its damage, 0 to 2 (U-ATK-3).
    pub van: Option<u8>,
    pub occupation: Option<Occupation>,
    pub tokens: Vec<LootToken>,
    pub liberated: bool,
}

impl District {
    pub fn total_blocs(&self) -> u8 {
        self.blocs.iter().sum()
    }
    /// U-ACT-2: a bloc here is in a clash.
    pub fn has_police(&self) -> bool {
        // No short circuit: scans over every district run without a branch (issue 11).
        (self.squads > 0) | self.van.is_some()
    }
}

/// A faction in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionState {
    pub faction: Faction,
    pub seat: u8,
    /// Blocs in the supply (U-COMP-3).
    pub supply: u8,
    /// Occupation tokens in the reserve, by [`OccKind::index`].
    pub reserve: [u8; 3],
    /// Blocs on the Conditions deck (U-MEET).
    pub meeting: u8,
    /// Loot cards (kind indices into the data); secret (U-LOOT-5).
    pub hand: Vec<u8>,
    /// Secret until revealed (U-SEMI-7).
    pub agenda: Option<u8>,
    pub revealed: bool,
    /// The Conditions card (data index) the token sits on (U-COND-3).
    pub token: Option<u8>,
    pub start_chosen: bool,
}

/// The step of Sunrise in progress (U-DAY-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Loot cards played before the Reaction card (U-DAY-2, AMB-42).
    ReactionLoot,
    Reaction,
    /// The squads attack once every casualty decision of the Reaction step is made
    /// (U-REACT-2c); reached only when one was asked.
    SquadAttacks,
    /// Loot cards played before liberation.
    LiberationLoot,
    Liberation,
    Meeting,
    Win,
    Countdown,
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Factions choose their starting districts (U-SETUP-10).
    Setup,
    /// The faction at this index of the seating order plays its turn.
    Night {
        seat: u8,
    },
    Sunrise {
        step: Step,
    },
    Over,
}

/// The faction whose turn it is, and its dice (U-NIGHT).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub faction: Faction,
    /// Unspent dice values (U-DICE-2).
    pub dice: Dice,
    /// Occupations whose ability was used this turn (U-OCC-6).
    pub used: Vec<Cell>,
}

/// A decision the game waits for, out of the ordinary turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Keep `keep` of the drawn loot cards (U-OCC-9, Liberation cards).
    KeepLoot {
        faction: Faction,
        drawn: Vec<u8>,
        keep: u8,
    },
    /// A free movement of up to `max` blocs from `from` (Liberation cards, Bicycles).
    FreeMove {
        faction: Faction,
        from: Cell,
        max: u8,
    },
    /// Liberating factions choose an option, one at a time (U-LCARD-2).
    LiberationChoice {
        at: Cell,
        card: u8,
        choosers: Vec<Faction>,
        chosen: Vec<(Faction, u8)>,
    },
    /// Meeting blocs come back (U-AG-3).
    MeetingReturn { faction: Faction },
    /// A loot window at Sunrise: play cards of this timing, then pass (U-DAY-2, AMB-42).
    SunriseLoot { faction: Faction, window: Window },
    /// The controlling faction allows or forbids a Build or Swap there (U-SEMI-6,
    /// AMB-32).
    ControlVeto {
        controller: Faction,
        command: Box<crate::uprising::action::Command>,
    },
    /// The faction with the most blocs in `at` picks which `losses` blocs the squads
    /// defeat there (U-REACT-2c, AMB-45).
    Casualties {
        at: Cell,
        decider: Faction,
        losses: u8,
    },
    /// Revealed Social factions agree to end the game or not (U-SEMI-8b).
    SocialVote {
        voters: Vec<Faction>,
        yes: Vec<Faction>,
    },
}

impl Pending {
    /// Who decides.
    pub fn faction(&self) -> Option<Faction> {
        match self {
            Pending::KeepLoot { faction, .. }
            | Pending::SunriseLoot { faction, .. }
            | Pending::ControlVeto {
                controller: faction,
                ..
            }
            | Pending::FreeMove { faction, .. }
            | Pending::MeetingReturn { faction }
            | Pending::Casualties {
                decider: faction, ..
            } => Some(*faction),
            Pending::LiberationChoice {
                choosers, chosen, ..
            } => choosers.get(chosen.len()).copied(),
            Pending::SocialVote { voters, yes } => {
                voters.iter().find(|v| !yes.contains(v)).copied()
            }
        }
    }
}

/// The two Sunrise loot windows (loot.toml `timing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    BeforeReaction,
    BeforeLiberation,
}

/// What Sunrise loot cards changed for this Sunrise only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SunriseMods {
    /// Blocs of a faction in a district that police attacks cannot take (Medic Kit).
    pub saved: Vec<(Cell, Faction, u8)>,
    /// Squads in a district that do not attack (Smoke Bombs).
    pub calmed: Vec<(Cell, u8)>,
    /// Extra blocs counted for liberation in a district (Megaphone).
    pub bonus: Vec<(Cell, u8)>,
    /// The Reaction card drawn, while casualty decisions hold its attacks (U-REACT-2c).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reaction: Option<u8>,
    /// The blocs each faction loses in a district, as its decider chose (U-REACT-2c).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub casualties: Vec<(Cell, [u8; 4])>,
}

/// Why the game ended (U-WIN, U-LOSE).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// Every faction's token is on a completed Conditions card (U-WIN-1).
    CityLiberated,
    /// A revealed Vanguardist or Sectarian agenda (U-SEMI-8a).
    WonAlone { faction: Faction },
    /// Revealed Social factions agreed to end the game (U-SEMI-8b).
    SocialVictory,
    /// The countdown reached Game Over (U-LOSE-1).
    GameOver,
    /// A faction has no bloc left in the city (U-LOSE-2).
    Crushed { faction: Faction },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Faction>,
    pub reason: EndReason,
}

/// A game of Uprising. Fields are private to the ruleset; front ends read a [`view`].
///
/// [`view`]: crate::uprising::view
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) rng: GameRng,
    pub(crate) city: TiledCity,
    pub(crate) districts: Vec<District>,
    pub(crate) barricades: Barricades,
    /// The Liberation card under each cell (secret until the flip, U-CITY-1).
    pub(crate) under: Vec<Option<u8>>,
    /// In seating (turn) order.
    pub(crate) factions: Vec<FactionState>,
    /// Index in `factions` of the First Faction flame (U-FLOW-3).
    pub(crate) first: u8,
    pub(crate) staging_squads: u8,
    pub(crate) staging_vans: u8,
    pub(crate) loot_tokens: u8,
    /// Index into the data's morale levels (U-MOR).
    pub(crate) morale: u8,
    pub(crate) countdown: u8,
    pub(crate) night: u8,
    pub(crate) ops_deck: Vec<u8>,
    pub(crate) ops_discard: Vec<u8>,
    /// The top card is the last element (its back is public, AMB-1).
    pub(crate) reaction_deck: Vec<u8>,
    pub(crate) reaction_discard: Vec<u8>,
    pub(crate) loot_deck: Vec<u8>,
    pub(crate) loot_discard: Vec<u8>,
    pub(crate) conditions_deck: Vec<u8>,
    pub(crate) conditions_up: Vec<u8>,
    pub(crate) phase: Phase,
    pub(crate) turn: Option<Turn>,
    pub(crate) pending: Vec<Pending>,
    /// Attacks per faction and district this night (U-ATK-0, AMB-29).
    pub(crate) attacks: Vec<[u8; CELLS]>,
    /// Factions in the order they played this night (U-REACT-2c ties, U-SEMI-8a).
    pub(crate) played: Vec<Faction>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) counter: u64,
    #[serde(default)]
    pub(crate) sunrise: SunriseMods,
}

/// The shape of a tile's face for the shared city geometry (U-CITY-5).
pub(crate) fn shape(d: &UprisingData, tile: TileId, liberated: bool) -> TileShape {
    match d.tile(tile) {
        Some(t) => {
            let side = t.side(liberated);
            TileShape {
                streets: side.streets,
                ramps: t.ramps.clone(),
                metro: side.metro,
            }
        }
        None => TileShape::default(),
    }
}

impl Game {
    /// Sets a game up (U-SETUP-1..14) up to the choice of starting districts.
    pub fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        let d = data();
        let row = d
            .players
            .iter()
            .find(|r| r.players == config.players)
            .ok_or(SetupError::Players(config.players))?;
        if config.mode != Mode::Coop && !row.semi_coop {
            return Err(SetupError::SemiCoopPlayers(config.players));
        }
        let level = d
            .difficulties
            .get(config.difficulty as usize)
            .ok_or(SetupError::Difficulty(config.difficulty))?;
        let _ = level;
        let mut rng = GameRng::from_seed(seed);

        // U-SETUP-9: factions dealt at random, or as the config says.
        let factions: Vec<Faction> = match &config.factions {
            Some(list) => {
                let mut seen = Vec::new();
                for f in list {
                    if seen.contains(f) {
                        return Err(SetupError::FactionTwice(*f));
                    }
                    seen.push(*f);
                }
                if list.len() != row.factions as usize {
                    return Err(SetupError::FactionCount {
                        expected: row.factions,
                        got: list.len() as u8,
                    });
                }
                list.clone()
            }
            None => {
                let mut all = Faction::ALL.to_vec();
                rng.shuffle(&mut all);
                all.truncate(row.factions as usize);
                all
            }
        };

        // U-CITY-1..6: Liberation cards dealt under the cells, piles shuffled and rotated,
        // connectivity re-rolled.
        let mut lib: Vec<u8> = (0..d.liberation.len() as u8).collect();
        rng.shuffle(&mut lib);
        let mut piles: Vec<Vec<TileId>> = vec![Vec::new(); 3];
        for (i, t) in d.tiles.iter().enumerate() {
            piles[letter_index(t.letter)].push(i as TileId);
        }
        let placement: [Cell; CELLS] = std::array::from_fn(|i| Cell(i as u8));
        let pile_of = |i: usize| letter_index(d.mat[i / 5][i % 5]);
        let city = city::generate(
            &piles,
            &placement,
            pile_of,
            |t| shape(d, t, false),
            &mut rng,
        )
        .map_err(|_| SetupError::Disconnected)?;
        let under: Vec<Option<u8>> = (0..CELLS)
            .map(|i| {
                let highway = city.is_highway(Cell(i as u8));
                (!highway).then(|| lib.get(i).copied()).flatten()
            })
            .collect();

        let c = &d.components;
        let mut districts = vec![District::default(); CELLS];
        let mut staging_squads = c.squads;
        let mut staging_vans = c.vans;
        // U-SETUP-5: every State district gets a van and 3 squads.
        for cell in Cell::all() {
            let kind = d.tile(city.tile_id(cell)).map(|t| t.kind);
            if kind == Some(DistrictKind::State) {
                let s = &d.police_setup;
                if staging_vans >= s.vans_per_state_district && s.vans_per_state_district > 0 {
                    staging_vans -= s.vans_per_state_district;
                    districts[cell.index()].van = Some(0);
                }
                let squads = s.squads_per_state_district.min(staging_squads);
                staging_squads -= squads;
                districts[cell.index()].squads = squads;
            }
        }

        // U-SETUP-7, U-DIFF-1: the Police Ops deck with the level's Reinforcements.
        let mut ops_deck = Vec::new();
        for (i, card) in d.police_ops.iter().enumerate() {
            let included = card
                .in_deck_from
                .is_none_or(|from| from <= config.difficulty);
            if included {
                ops_deck.extend(std::iter::repeat_n(i as u8, card.count as usize));
            }
        }
        rng.shuffle(&mut ops_deck);
        // U-SETUP-8: the Reaction deck.
        let mut reaction_deck: Vec<u8> = (0..d.reactions.len() as u8).collect();
        rng.shuffle(&mut reaction_deck);
        // U-SETUP-3: the Loot deck.
        let mut loot_deck = Vec::new();
        for (i, card) in d.loot.iter().enumerate() {
            loot_deck.extend(std::iter::repeat_n(i as u8, card.count as usize));
        }
        rng.shuffle(&mut loot_deck);

        // U-SETUP-11, U-SETUP-14: Conditions cards of absent factions' districts removed.
        let mut conditions_deck: Vec<u8> = d
            .conditions
            .iter()
            .enumerate()
            .filter(|(_, card)| match card.requires {
                Requirement::District { tile } => d
                    .tile(tile)
                    .and_then(|t| t.owner())
                    .is_none_or(|f| factions.contains(&f)),
                Requirement::Wild { .. } => true,
            })
            .map(|(i, _)| i as u8)
            .collect();
        rng.shuffle(&mut conditions_deck);
        let conditions_up: Vec<u8> = conditions_deck.pop().into_iter().collect();

        let per_kind = |k: OccKind| {
            d.occupations
                .iter()
                .find(|o| occ_kind(o.kind) == k)
                .map_or(0, |o| o.per_faction)
        };
        let reserve = [
            per_kind(OccKind::Start),
            per_kind(OccKind::Hall),
            per_kind(OccKind::Aid),
        ];
        let n = factions.len() as u8;
        let mut states: Vec<FactionState> = factions
            .iter()
            .enumerate()
            .map(|(i, &f)| FactionState {
                faction: f,
                // U-FLOW-5: a solo player runs both factions.
                seat: if config.players == 1 { 0 } else { i as u8 },
                supply: c.blocs_per_faction,
                reserve,
                meeting: 0,
                hand: Vec::new(),
                agenda: None,
                revealed: false,
                token: None,
                start_chosen: false,
            })
            .collect();
        // U-SETUP-12: the flame to a random faction.
        let first = rng.below(u32::from(n)) as u8;
        // U-SETUP-13, U-SEMI-1..3: agendas.
        if config.mode != Mode::Coop {
            let mut agendas: Vec<u8> = (0..d.agendas.len() as u8).collect();
            let family = |i: u8| d.agendas.get(i as usize).map(|a| a.family);
            let remove_one = |agendas: &mut Vec<u8>,
                              rng: &mut GameRng,
                              pick: &dyn Fn(u8) -> bool| {
                let cands: Vec<usize> = (0..agendas.len()).filter(|&j| pick(agendas[j])).collect();
                if !cands.is_empty() {
                    let j = cands[rng.below(cands.len() as u32) as usize];
                    agendas.remove(j);
                }
            };
            if n == 3 {
                remove_one(&mut agendas, &mut rng, &|i| {
                    matches!(
                        family(i),
                        Some(AgendaFamily::Vanguardist | AgendaFamily::Sectarian)
                    )
                });
                remove_one(&mut agendas, &mut rng, &|i| {
                    family(i) == Some(AgendaFamily::Social)
                });
            }
            if config.mode == Mode::Conflict {
                remove_one(&mut agendas, &mut rng, &|i| {
                    family(i) == Some(AgendaFamily::Social)
                });
            }
            rng.shuffle(&mut agendas);
            for s in states.iter_mut() {
                s.agenda = agendas.pop();
            }
        }

        Ok(Game {
            config,
            rng,
            city: TiledCity::from(city),
            districts,
            barricades: Barricades::new(c.barricades),
            under,
            factions: states,
            first,
            staging_squads,
            staging_vans,
            loot_tokens: c.loot_tokens,
            morale: d.morale_start,
            countdown: d.countdown_start,
            night: 1,
            ops_deck,
            ops_discard: Vec::new(),
            reaction_deck,
            reaction_discard: Vec::new(),
            loot_deck,
            loot_discard: Vec::new(),
            conditions_deck,
            conditions_up,
            phase: Phase::Setup,
            turn: None,
            pending: Vec::new(),
            attacks: vec![[0; CELLS]; 4],
            played: Vec::new(),
            outcome: None,
            counter: 0,
            sunrise: SunriseMods::default(),
        })
    }

    // ---- reading the board ----

    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn city(&self) -> &City {
        &self.city
    }
    pub fn district(&self, cell: Cell) -> &District {
        &self.districts[cell.index()]
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn turn(&self) -> Option<&Turn> {
        self.turn.as_ref()
    }
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.first()
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    pub fn countdown(&self) -> u8 {
        self.countdown
    }
    pub fn morale(&self) -> u8 {
        self.morale
    }
    pub fn night(&self) -> u8 {
        self.night
    }
    pub fn state_counter(&self) -> u64 {
        self.counter
    }
    pub fn barricades(&self) -> &Barricades {
        &self.barricades
    }
    pub fn staging(&self) -> (u8, u8) {
        (self.staging_squads, self.staging_vans)
    }
    pub fn factions_in_play(&self) -> Vec<Faction> {
        self.factions.iter().map(|s| s.faction).collect()
    }
    pub fn faction_state(&self, f: Faction) -> Option<&FactionState> {
        self.factions.iter().find(|s| s.faction == f)
    }
    pub(crate) fn fs_mut(&mut self, f: Faction) -> Option<&mut FactionState> {
        self.factions.iter_mut().find(|s| s.faction == f)
    }
    pub fn conditions_up(&self) -> &[u8] {
        &self.conditions_up
    }
    /// Factions in turn order starting from the First Faction (U-FLOW-3).
    pub fn turn_order(&self) -> Vec<Faction> {
        self.turn_order_seq().collect()
    }
    /// [`Game::turn_order`] without a vector and without borrowing the game (issue 11:
    /// every Sunrise walks it several times).
    pub(crate) fn turn_order_seq(
        &self,
    ) -> std::iter::Flatten<std::array::IntoIter<Option<Faction>, 4>> {
        let n = self.factions.len();
        let mut order = [None; 4];
        for (i, o) in order.iter_mut().enumerate().take(n) {
            *o = Some(self.factions[(self.first as usize + i) % n].faction);
        }
        order.into_iter().flatten()
    }
    pub fn first_faction(&self) -> Option<Faction> {
        self.factions.get(self.first as usize).map(|s| s.faction)
    }

    pub fn kind(&self, cell: Cell) -> Option<DistrictKind> {
        self.city.kind(cell)
    }
    /// The police ID of the face that is up (U-DIST-5).
    pub fn police_id(&self, cell: Cell) -> u8 {
        let lib = self.districts[cell.index()].liberated;
        self.city.police_id(cell, lib)
    }
    /// The printed difficulty of the face that is up (U-DIST-4).
    pub fn difficulty(&self, cell: Cell) -> u8 {
        let lib = self.districts[cell.index()].liberated;
        self.city.difficulty(cell, lib)
    }
    pub(crate) fn circle(&self, cell: Cell) -> Option<Circle> {
        let lib = self.districts[cell.index()].liberated;
        self.city.circle(cell, lib)
    }
    /// The Liberation card under the tile in `cell` (a secret: scenario checks only).
    pub(crate) fn under_card(&self, cell: Cell) -> Option<u8> {
        self.under.get(cell.index()).copied().flatten()
    }

    /// Shopping centers still to loot on a repressed district (U-LOOT-4, AMB-30).
    pub fn free_shopping_centers(&self, cell: Cell) -> u8 {
        let d = &self.districts[cell.index()];
        if d.liberated {
            return 0;
        }
        let sites = self.city.shopping_centers(cell);
        sites.saturating_sub(d.tokens.len() as u8)
    }
    /// Graffiti in one district (U-OCC-10, AMB-31).
    pub fn graffiti(&self, cell: Cell) -> u8 {
        let d = &self.districts[cell.index()];
        let tokens = d
            .tokens
            .iter()
            .filter(|t| **t == LootToken::Graffiti)
            .count() as u8;
        if d.liberated {
            let burnt = d.tokens.iter().filter(|t| **t == LootToken::Burnt).count() as u8;
            let printed = self.city.printed_graffiti(cell);
            printed.saturating_sub(burnt) + tokens
        } else {
            tokens
        }
    }

    /// The back of the Reaction pile's top card (U-PRIO-1, AMB-1).
    pub fn signals(&self) -> (Priority, Metro) {
        let d = data();
        self.reaction_deck
            .last()
            .and_then(|&i| d.reactions.get(i as usize))
            .map_or((Priority::Highest, Metro::Open), |c| (c.priority, c.metro))
    }
    pub fn metro_open(&self) -> bool {
        self.signals().1 == Metro::Open
    }

    /// Cells sorted by police ID, preferred first under `priority` (U-PRIO-2).
    pub(crate) fn by_priority(&self, mut cells: Vec<Cell>, priority: Priority) -> Vec<Cell> {
        in_priority_order(&mut cells, |&c| self.police_id(c), priority);
        cells
    }

    /// The first of [`Game::by_priority`]'s order, without sorting or a list (issue 11:
    /// police moves at every turn and Sunrise).
    pub(crate) fn preferred(
        &self,
        cells: impl IntoIterator<Item = Cell>,
        priority: Priority,
    ) -> Option<Cell> {
        // A stable ascending sort puts the first of the lowest IDs first; reversed, the
        // last of the highest.
        let mut best: Option<(u8, Cell)> = None;
        for c in cells {
            let k = self.police_id(c);
            let better = best.is_none_or(|(b, _)| {
                if priority == Priority::Highest {
                    k >= b
                } else {
                    k < b
                }
            });
            if better {
                best = Some((k, c));
            }
        }
        best.map(|(_, c)| c)
    }

    /// Blocs of `f` in the city, meeting blocs included (U-MEET-2).
    pub fn blocs_in_city(&self, f: Faction) -> u8 {
        let on_board: u8 = self.districts.iter().map(|d| d.blocs[f.index()]).sum();
        on_board + self.faction_state(f).map_or(0, |s| s.meeting)
    }

    /// Whether `f` has completed Conditions card `card` (U-COND-2, AMB-18, AMB-19).
    pub fn completes(&self, f: Faction, card: u8) -> bool {
        let Some(c) = data().conditions.get(card as usize) else {
            return false;
        };
        let mine = |cell: Cell| {
            let d = &self.districts[cell.index()];
            d.liberated && d.occupation.is_some_and(|o| o.owner == f)
        };
        match c.requires {
            Requirement::District { tile } => self.city.find(tile).is_some_and(mine),
            Requirement::Wild { district, count } => {
                let kind = match district {
                    WildType::State => DistrictKind::State,
                    WildType::Public => DistrictKind::Public,
                    WildType::OwnFaction => f.home_kind(),
                };
                let n = Cell::all()
                    .filter(|&cell| self.kind(cell) == Some(kind) && mine(cell))
                    .count();
                n >= count as usize
            }
        }
    }

    /// Whether an agenda's objective is met (U-SEMI-4, U-SEMI-5, AMB-33).
    pub fn agenda_met(&self, f: Faction) -> bool {
        let Some(s) = self.faction_state(f) else {
            return false;
        };
        let Some(a) = s.agenda.and_then(|i| data().agendas.get(i as usize)) else {
            return false;
        };
        match a.objective {
            crate::uprising::data::Objective::ConditionsToken {} => s.token.is_some(),
            crate::uprising::data::Objective::Occupations { district, count } => {
                let n = Cell::all()
                    .filter(|&c| {
                        self.kind(c) == Some(district)
                            && self.districts[c.index()]
                                .occupation
                                .is_some_and(|o| o.owner == f)
                    })
                    .count();
                n >= count as usize
            }
        }
    }

    /// Districts of `f`'s own type (U-SETUP-10, AMB-15).
    pub fn own_districts(&self, f: Faction) -> Vec<Cell> {
        self.own_district_sets()[f.index()].iter().collect()
    }

    /// Every faction's [`Game::own_districts`] as a set (by `Faction::index`), from one pass over
    /// the cells: the setup's random draw counts them for each faction still to choose
    /// (issue 11: each cell's kind is looked up once, not once per faction).
    pub(crate) fn own_district_sets(&self) -> [crate::shared::draw::CellSet; 4] {
        let mut bits = [0u32; 4];
        for c in Cell::all() {
            let Some(kind) = self.kind(c) else { continue };
            // Without a branch: which faction's kind a cell is cannot be predicted.
            for f in Faction::ALL {
                bits[f.index()] |= u32::from(kind == f.home_kind()) << c.index();
            }
        }
        bits.map(crate::shared::draw::CellSet::from_bits)
    }

    /// Pieces the game holds, for the conservation invariant: (blocs per faction,
    /// occupations per faction, squads, vans, barricades, loot tokens, loot cards).
    pub fn piece_totals(&self) -> ([u8; 4], [u8; 4], u16, u8, u16, u16, usize) {
        let mut blocs = [0u8; 4];
        let mut occs = [0u8; 4];
        for s in &self.factions {
            blocs[s.faction.index()] = self.blocs_in_city(s.faction) + s.supply;
            occs[s.faction.index()] = s.reserve.iter().sum();
        }
        for d in &self.districts {
            if let Some(o) = d.occupation {
                occs[o.owner.index()] += 1;
            }
        }
        let squads: u16 = self
            .districts
            .iter()
            .map(|d| u16::from(d.squads))
            .sum::<u16>()
            + u16::from(self.staging_squads);
        let vans =
            self.districts.iter().filter(|d| d.van.is_some()).count() as u8 + self.staging_vans;
        let tokens: u16 = self
            .districts
            .iter()
            .map(|d| d.tokens.len() as u16)
            .sum::<u16>()
            + u16::from(self.loot_tokens);
        let mut cards = self.loot_deck.len() + self.loot_discard.len();
        for s in &self.factions {
            cards += s.hand.len();
        }
        for p in &self.pending {
            if let Pending::KeepLoot { drawn, .. } = p {
                cards += drawn.len();
            }
        }
        (
            blocs,
            occs,
            squads,
            vans,
            self.barricades.total(),
            tokens,
            cards,
        )
    }

    /// Debug check after every command: pieces and cards are conserved (U-COMP-1).
    pub fn check_invariants(&self) -> Result<(), Breach> {
        let d = data();
        let c = &d.components;
        let (blocs, occs, squads, vans, barricades, tokens, cards) = self.piece_totals();
        for s in &self.factions {
            let i = s.faction.index();
            if blocs[i] != c.blocs_per_faction {
                return Err(Breach::Blocs {
                    faction: s.faction,
                    count: u32::from(blocs[i]),
                });
            }
            if occs[i] != 5 {
                return Err(Breach::Occupations {
                    faction: s.faction,
                    count: u32::from(occs[i]),
                });
            }
        }
        let counts = [
            (Piece::Squads, u32::from(squads), c.squads),
            (Piece::Vans, u32::from(vans), c.vans),
            (Piece::Barricades, u32::from(barricades), c.barricades),
            (Piece::LootTokens, u32::from(tokens), c.loot_tokens),
        ];
        for (piece, count, expected) in counts {
            if count != u32::from(expected) {
                return Err(Breach::Count {
                    piece,
                    count,
                    expected: u32::from(expected),
                });
            }
        }
        let deck: usize = d.loot.iter().map(|l| l.count as usize).sum();
        if cards != deck {
            return Err(Breach::Count {
                piece: Piece::LootCards,
                count: cards as u32,
                expected: deck as u32,
            });
        }
        if self.reaction_deck.len() + self.reaction_discard.len() != d.reactions.len() {
            return Err(Breach::ReactionCards);
        }
        if self.reaction_deck.is_empty() {
            return Err(Breach::NoReactionTop);
        }
        for cell in Cell::all() {
            let di = &self.districts[cell.index()];
            if self.city.is_highway(cell)
                && (di.total_blocs() > 0 || di.squads > 0 || di.van.is_some())
            {
                return Err(Breach::HighwayPieces(cell));
            }
            if di.van.is_some_and(|dmg| dmg > 2) {
                return Err(Breach::VanDamage(cell));
            }
        }
        for s in &self.factions {
            if let Some(card) = s.token {
                if !self.completes(s.faction, card) {
                    return Err(Breach::TokenOnIncompleteCard { faction: s.faction });
                }
            }
        }
        let ops_all: usize = self.ops_deck.len() + self.ops_discard.len();
        if ops_all == 0 {
            return Err(Breach::NoPoliceOps);
        }
        Ok(())
    }
}

/// What an Uprising conservation check found wrong (U-COMP): typed, so nothing in the
/// engine words it (as 2016's `Breach`); a debug build panics with it after a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// A faction's blocs in the city, in its supply and elsewhere are not its full set.
    Blocs { faction: Faction, count: u32 },
    /// A faction's occupations are not its five.
    Occupations { faction: Faction, count: u32 },
    /// A kind of piece or card does not add up to the box's count.
    Count {
        piece: Piece,
        count: u32,
        expected: u32,
    },
    /// Reaction cards missing from the deck and discard, or twice.
    ReactionCards,
    /// No reaction card on top of the deck (U-PRIO-6).
    NoReactionTop,
    /// Pieces on a highway.
    HighwayPieces(Cell),
    /// A van damaged more than twice.
    VanDamage(Cell),
    /// A token stays on an objective card no longer completed (U-COND-4).
    TokenOnIncompleteCard { faction: Faction },
    /// No Police Ops card in the deck or the discard.
    NoPoliceOps,
}

/// The counted components of [`Breach::Count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Squads,
    Vans,
    Barricades,
    LootTokens,
    LootCards,
}

pub(crate) fn letter_index(l: Letter) -> usize {
    match l {
        Letter::A => 0,
        Letter::B => 1,
        Letter::C => 2,
    }
}

pub(crate) fn occ_kind(k: crate::uprising::data::OccupationKind) -> OccKind {
    use crate::uprising::data::OccupationKind as K;
    match k {
        K::FactionStart => OccKind::Start,
        K::AssemblyHall => OccKind::Hall,
        K::MutualAidCenter => OccKind::Aid,
    }
}

/// The ops card's effect (for readers outside the module).
pub fn ops_effect(card: u8) -> Option<&'static OpsEffect> {
    data().police_ops.get(card as usize).map(|c| &c.effect)
}

/// Puts `items` in police priority order given each one's police ID (U-PRIO-2: a stable
/// sort by ID, reversed under `Highest`), in place; [`Game::by_priority`] is this for
/// cells (issue 11: the police moves sort on the stack with their IDs looked up once).
pub(crate) fn in_priority_order<T>(
    items: &mut [T],
    police_id: impl Fn(&T) -> u8,
    priority: Priority,
) {
    items.sort_by_key(police_id);
    if priority == Priority::Highest {
        items.reverse();
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// U-COMP: a new game adds up; one bloc too many, a van too damaged or a squad too
    /// many is named by a typed breach (no English built in the engine).
    #[test]
    fn u_comp_breaches_are_typed() {
        let game = Game::new(Config::default(), 3).unwrap();
        assert_eq!(game.check_invariants(), Ok(()));
        let district = Cell::all().find(|c| !game.city.is_highway(*c)).unwrap();
        let faction = game.factions[0].faction;
        let mut extra_bloc = game.clone();
        extra_bloc.districts[district.index()].blocs[faction.index()] += 1;
        assert!(matches!(
            extra_bloc.check_invariants(),
            Err(Breach::Blocs { faction: f, .. }) if f == faction
        ));
        let mut extra_squad = game.clone();
        extra_squad.districts[district.index()].squads += 1;
        assert!(matches!(
            extra_squad.check_invariants(),
            Err(Breach::Count {
                piece: Piece::Squads,
                ..
            })
        ));
    }

    /// U-PRIO-2, issue 11: [`Game::preferred`] is the first of [`Game::by_priority`]'s
    /// order, ties included (equal police IDs: the first of them under `Lowest`, the last
    /// under `Highest`), over the districts of every state of many random games: every
    /// cell, the highways alone (all of police ID 0, so all tied), random subsets in random
    /// order and lists that name a cell twice.
    #[test]
    fn preferred_is_the_first_by_priority() {
        let (mut states, mut lists_with_ties) = (0, 0);
        for seed in 0..60u64 {
            let mut game = Game::new(Config::default(), seed).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0x5eed);
            let all: Vec<Cell> = Cell::all().collect();
            let highways: Vec<Cell> = Cell::all().filter(|&c| game.city.is_highway(c)).collect();
            loop {
                states += 1;
                let mut lists = vec![all.clone(), highways.clone(), Vec::new()];
                for _ in 0..8 {
                    let mut l = all.clone();
                    rng.shuffle(&mut l);
                    l.truncate(1 + rng.below(l.len() as u32) as usize);
                    // Name one cell twice now and then (a tie with itself).
                    if rng.below(3) == 0 {
                        let again = l[rng.below(l.len() as u32) as usize];
                        l.insert(rng.below(l.len() as u32 + 1) as usize, again);
                    }
                    lists.push(l);
                }
                for l in lists {
                    let mut ids: Vec<u8> = l.iter().map(|&c| game.police_id(c)).collect();
                    ids.sort_unstable();
                    if ids.windows(2).any(|w| w[0] == w[1]) {
                        lists_with_ties += 1;
                    }
                    for p in [Priority::Lowest, Priority::Highest] {
                        assert_eq!(
                            game.preferred(l.iter().copied(), p),
                            game.by_priority(l.clone(), p).first().copied(),
                            "seed {seed}, state {states}, {p:?}, cells {l:?}"
                        );
                    }
                }
                let Some(c) = game.random_legal_action(&mut rng) else {
                    break;
                };
                game.apply(c).unwrap();
            }
        }
        assert!(states > 1000, "{states} states");
        assert!(lists_with_ties > 3000, "{lists_with_ties} lists with ties");
    }
}
