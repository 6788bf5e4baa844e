//! The public board of a 2016 game: the city, the pieces on each district, barricades and
//! the police supply. Everything here is visible to every player (R-LOOT-5 lists what is
//! not), so a view can hold a copy; face-down manifestations live elsewhere
//! ([`Manifestations`]).

use crate::bxb2016::data::{ManifestationId, Rules, Tile};
use crate::shared::barricades::Barricades;
use crate::shared::city::{City, ConnId};
use crate::shared::ids::{Border, Cell, Faction, Occupation, CELLS};
use serde::{Deserialize, Serialize};

/// Everything about one district in play (R-CITY-5), as every player sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct District {
    pub blocs: [u8; 4],
    pub cops: u8,
    /// The riot van's hits this night (0, 1 or 2), if a van is here.
    pub van: Option<u8>,
    pub occupation: Option<(Faction, Occupation)>,
    /// Shopping centers showing graffiti / burned; the rest are unlooted (R-LOOT-2).
    pub graffiti: u8,
    pub burned: u8,
    pub liberated: bool,
}

impl District {
    pub fn total_blocs(&self) -> u8 {
        self.blocs.iter().sum()
    }
    pub fn has_police(&self) -> bool {
        // No short circuit: scans over every district run without a branch (issue 11).
        (self.cops > 0) | self.van.is_some()
    }
    pub fn blocs_of(&self, f: Faction) -> u8 {
        self.blocs[f.index()]
    }
    /// Whether nothing stands here and nothing happened here.
    pub fn is_empty(&self) -> bool {
        self.total_blocs() == 0
            && self.cops == 0
            && self.van.is_none()
            && self.occupation.is_none()
            && self.graffiti == 0
            && self.burned == 0
            && !self.liberated
    }
}

/// The city and every public piece on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub(super) city: City,
    pub(super) districts: [District; CELLS],
    pub(super) barricades: Barricades,
    pub(super) staging_cops: u8,
    pub(super) staging_vans: u8,
    pub(super) vans_destroyed: u8,
    pub(super) districts_liberated: u8,
    /// Shopping centers burned over the whole game (some agendas count them).
    pub(super) burned_ever: u16,
}

impl Board {
    /// An empty board on `city`: every cop, van and barricade in its supply.
    pub(super) fn new(city: City, cops: u8, vans: u8, barricades: u8) -> Board {
        Board {
            city,
            districts: Default::default(),
            barricades: Barricades::new(barricades),
            staging_cops: cops,
            staging_vans: vans,
            vans_destroyed: 0,
            districts_liberated: 0,
            burned_ever: 0,
        }
    }

    pub fn city(&self) -> &City {
        &self.city
    }
    /// The tile in `c`, from the game's tile catalog `r`.
    pub fn tile(&self, r: &'static Rules, c: Cell) -> &'static Tile {
        r.tile(self.city.tile_id(c))
    }
    /// The current difficulty of a district: the face-up side's (R-CITY-13).
    pub fn difficulty(&self, r: &'static Rules, c: Cell) -> u8 {
        let t = self.tile(r, c);
        if self.districts[c.index()].liberated {
            t.liberated_difficulty.unwrap_or(t.difficulty)
        } else {
            t.difficulty
        }
    }
    /// Shopping centers on the face-up side (R-CITY-12).
    pub fn shopping_centers(&self, r: &'static Rules, c: Cell) -> u8 {
        if self.districts[c.index()].liberated {
            0
        } else {
            self.tile(r, c).shopping_centers
        }
    }
    pub fn district(&self, c: Cell) -> &District {
        &self.districts[c.index()]
    }
    pub fn districts(&self) -> &[District; CELLS] {
        &self.districts
    }
    pub fn barricades(&self) -> &Barricades {
        &self.barricades
    }
    pub fn barricades_on(&self, b: Border) -> u8 {
        self.barricades.on(b)
    }
    /// Barricades on a connection: the sum over its borders (R-BARR-1).
    pub fn connection_barricades(&self, id: ConnId) -> u8 {
        self.barricades.on_connection(&self.city, id)
    }
    pub fn barricade_supply(&self) -> u8 {
        self.barricades.supply()
    }
    /// Riot cops and vans in the staging area.
    pub fn staging(&self) -> (u8, u8) {
        (self.staging_cops, self.staging_vans)
    }
    pub fn vans_destroyed(&self) -> u8 {
        self.vans_destroyed
    }
    pub fn districts_liberated(&self) -> u8 {
        self.districts_liberated
    }
    pub fn burned_ever(&self) -> u16 {
        self.burned_ever
    }
    pub fn blocs_in_city(&self, f: Faction) -> u8 {
        self.districts.iter().map(|d| d.blocs[f.index()]).sum()
    }
    pub fn cops_in_city(&self) -> u8 {
        self.districts.iter().map(|d| d.cops).sum()
    }
    pub fn vans_in_city(&self) -> u8 {
        self.districts.iter().filter(|d| d.van.is_some()).count() as u8
    }
    pub fn burned_on_board(&self) -> u8 {
        self.districts.iter().map(|d| d.burned).sum()
    }
    /// Where `f`'s occupation `o` stands, if it is in the city.
    pub fn occupation_cell(&self, f: Faction, o: Occupation) -> Option<Cell> {
        let i = self
            .districts
            .iter()
            .position(|d| d.occupation == Some((f, o)))?;
        Some(Cell(i as u8))
    }
    /// Districts holding one of `f`'s occupations (liberated ones only if asked).
    pub fn own_occupation_cells(&self, f: Faction, liberated_only: bool) -> Vec<Cell> {
        Cell::all()
            .filter(|c| {
                let d = &self.districts[c.index()];
                d.occupation.is_some_and(|(o, _)| o == f) && (!liberated_only || d.liberated)
            })
            .collect()
    }
    /// Whether `f` and `g` both have a bloc in some district (R-XCHG-1).
    pub fn share_a_district(&self, f: Faction, g: Faction) -> bool {
        self.districts
            .iter()
            .any(|d| d.blocs_of(f) > 0 && d.blocs_of(g) > 0)
    }
}

/// The manifestation cards (R-GEN-2, R-MANI): face down under the tiles (secret), in the
/// box unseen (secret), or revealed by a liberation (public).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifestations {
    pub(super) under: [Option<ManifestationId>; CELLS],
    pub(super) boxed: Vec<ManifestationId>,
    pub(super) revealed: Vec<ManifestationId>,
}

impl Manifestations {
    /// Cards revealed so far, in order: public.
    pub fn revealed(&self) -> &[ManifestationId] {
        &self.revealed
    }
    /// Takes the card under `c` to reveal it.
    pub(super) fn reveal(&mut self, c: Cell) -> Option<ManifestationId> {
        let card = self.under[c.index()].take()?;
        self.revealed.push(card);
        Some(card)
    }
    /// Every card, wherever it is (conservation checks).
    pub(super) fn all(&self) -> impl Iterator<Item = ManifestationId> + '_ {
        self.under
            .iter()
            .flatten()
            .chain(&self.boxed)
            .chain(&self.revealed)
            .copied()
    }
}

/// The loot and police ops decks (R-SETUP-3, R-SETUP-7): the order of a draw pile is
/// secret; the top is the end of the vector.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decks {
    pub(super) loot_deck: Vec<crate::bxb2016::data::LootKind>,
    pub(super) loot_discard: Vec<crate::bxb2016::data::LootKind>,
    pub(super) police_deck: Vec<crate::bxb2016::data::PoliceKind>,
    pub(super) police_discard: Vec<crate::bxb2016::data::PoliceKind>,
    /// Police cards out of play (difficulty, scenarios).
    pub(super) boxed_police: Vec<crate::bxb2016::data::PoliceKind>,
}
