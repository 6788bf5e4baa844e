//! Setting up a position for a scenario or a test (not a rule of the game): every piece
//! comes from, and goes back to, its supply, so the invariants of a real game hold.

use crate::shared::city::Placed;
use crate::shared::dice::Dice;
use crate::shared::ids::{Cell, Faction};
use crate::uprising::data::data;
use crate::uprising::state::{shape, Game, LootToken, Occupation, Phase, Turn};

/// Why an edit cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditRefused;

impl Game {
    /// `n` blocs of `f` in `cell`, from or back to its supply.
    pub fn set_blocs(&mut self, cell: Cell, f: Faction, n: u8) -> Result<(), EditRefused> {
        let have = self.districts[cell.index()].blocs[f.index()];
        let s = self.fs_mut(f).ok_or(EditRefused)?;
        if n > have + s.supply {
            return Err(EditRefused);
        }
        s.supply = s.supply + have - n;
        self.districts[cell.index()].blocs[f.index()] = n;
        Ok(())
    }

    /// `n` squads in `cell`, from or back to Staging.
    pub fn set_squads(&mut self, cell: Cell, n: u8) -> Result<(), EditRefused> {
        let have = self.districts[cell.index()].squads;
        if n > have + self.staging_squads {
            return Err(EditRefused);
        }
        self.staging_squads = self.staging_squads + have - n;
        self.districts[cell.index()].squads = n;
        Ok(())
    }

    /// A van with `damage` in `cell` (None: no van), from or back to Staging.
    pub fn set_van(&mut self, cell: Cell, damage: Option<u8>) -> Result<(), EditRefused> {
        let had = self.districts[cell.index()].van.is_some();
        match (had, damage) {
            (false, Some(_)) if self.staging_vans == 0 => return Err(EditRefused),
            (false, Some(_)) => self.staging_vans -= 1,
            (true, None) => self.staging_vans += 1,
            _ => {}
        }
        if damage.is_some_and(|d| d > 2) {
            return Err(EditRefused);
        }
        self.districts[cell.index()].van = damage;
        Ok(())
    }

    /// An occupation in `cell` (None: none), from or back to the reserves.
    pub fn set_occupation(
        &mut self,
        cell: Cell,
        occ: Option<Occupation>,
    ) -> Result<(), EditRefused> {
        if let Some(o) = occ {
            let s = self.faction_state(o.owner).ok_or(EditRefused)?;
            if s.reserve[o.kind.index()] == 0 {
                return Err(EditRefused);
            }
        }
        if let Some(old) = self.districts[cell.index()].occupation.take() {
            if let Some(s) = self.fs_mut(old.owner) {
                s.reserve[old.kind.index()] += 1;
            }
        }
        if let Some(o) = occ {
            if let Some(s) = self.fs_mut(o.owner) {
                s.reserve[o.kind.index()] -= 1;
            }
        }
        self.districts[cell.index()].occupation = occ;
        Ok(())
    }

    /// `n` barricades on the link between `a` and `b` (the lowest link if two).
    pub fn set_barricades(&mut self, a: Cell, b: Cell, n: u8) -> Result<(), EditRefused> {
        let l = *self
            .city
            .connections_between(a, b)
            .first()
            .ok_or(EditRefused)?;
        let on = self.barricades.on_connection(&self.city, l);
        self.barricades.remove_count(&self.city, l, on);
        for _ in 0..n {
            if self.barricades.misfit(&self.city, a, &[l], 3).is_some() {
                return Err(EditRefused);
            }
            self.barricades.place(&self.city, a, l);
        }
        Ok(())
    }

    /// Flips `cell` to its liberated side, without the effects of a liberation.
    pub fn set_liberated(&mut self, cell: Cell) -> Result<(), EditRefused> {
        if self.city.is_highway(cell) {
            return Err(EditRefused);
        }
        let tile = self.city.tile_id(cell);
        self.districts[cell.index()].liberated = true;
        self.city.replace(cell, tile, shape(data(), tile, true));
        Ok(())
    }

    /// Puts the tile `key` in `cell` with `rotation`, swapping it with the tile that was
    /// there (the city keeps its 25 tiles).
    pub fn set_tile(&mut self, cell: Cell, key: &str, rotation: u8) -> Result<(), EditRefused> {
        let d = data();
        let tile = d.tile_by_key(key).ok_or(EditRefused)?;
        let from = self.city.find(tile).ok_or(EditRefused)?;
        let here = self.city.placed(cell);
        let mut cells = *self.city.cells();
        cells[from.index()] = Placed {
            tile: here.tile,
            rotation: here.rotation,
        };
        cells[cell.index()] = Placed {
            tile,
            rotation: rotation % 4,
        };
        let lib: Vec<bool> = self.districts.iter().map(|x| x.liberated).collect();
        self.districts.swap(from.index(), cell.index());
        // Each tile covers its Liberation card (U-CITY-4): the card moves with it.
        self.under.swap(from.index(), cell.index());
        self.districts[from.index()].liberated = lib[cell.index()];
        self.districts[cell.index()].liberated = lib[from.index()];
        self.city = crate::shared::city::City::new(cells, |t| shape(d, t, false)).into();
        for c in Cell::all() {
            if self.districts[c.index()].liberated {
                let t = self.city.tile_id(c);
                self.city.replace(c, t, shape(d, t, true));
            }
        }
        Ok(())
    }

    /// The dice of the turn in progress.
    pub fn set_dice(&mut self, dice: &[u8]) -> Result<(), EditRefused> {
        let t: &mut Turn = self.turn.as_mut().ok_or(EditRefused)?;
        t.dice = Dice::from_slice(dice);
        Ok(())
    }

    pub fn set_morale(&mut self, level: u8) -> Result<(), EditRefused> {
        if level as usize >= data().morale.len() {
            return Err(EditRefused);
        }
        self.morale = level;
        Ok(())
    }

    pub fn set_countdown(&mut self, step: u8) -> Result<(), EditRefused> {
        if step == 0 || step > data().countdown_start {
            return Err(EditRefused);
        }
        self.countdown = step;
        Ok(())
    }

    /// Puts the Reaction card `key` on top of the pile (from the pile or the discard).
    pub fn set_reaction_top(&mut self, key: &str) -> Result<(), EditRefused> {
        let card = data()
            .reactions
            .iter()
            .position(|c| c.key == key)
            .ok_or(EditRefused)? as u8;
        self.reaction_deck.retain(|&c| c != card);
        self.reaction_discard.retain(|&c| c != card);
        self.reaction_deck.push(card);
        Ok(())
    }

    /// Puts a Police Ops card `key` on top of the deck (from the deck or the discard).
    pub fn set_ops_top(&mut self, key: &str) -> Result<(), EditRefused> {
        let card = data()
            .police_ops
            .iter()
            .position(|c| c.key == key)
            .ok_or(EditRefused)? as u8;
        if let Some(i) = self.ops_deck.iter().position(|&c| c == card) {
            self.ops_deck.remove(i);
        } else if let Some(i) = self.ops_discard.iter().position(|&c| c == card) {
            self.ops_discard.remove(i);
        } else {
            return Err(EditRefused);
        }
        self.ops_deck.push(card);
        Ok(())
    }

    /// Gives `f` the loot card `key` from the deck or the discard.
    pub fn give_loot(&mut self, f: Faction, key: &str) -> Result<(), EditRefused> {
        let card = data()
            .loot
            .iter()
            .position(|c| c.key == key)
            .ok_or(EditRefused)? as u8;
        if let Some(i) = self.loot_deck.iter().position(|&c| c == card) {
            self.loot_deck.remove(i);
        } else if let Some(i) = self.loot_discard.iter().position(|&c| c == card) {
            self.loot_discard.remove(i);
        } else {
            return Err(EditRefused);
        }
        self.fs_mut(f).ok_or(EditRefused)?.hand.push(card);
        Ok(())
    }

    /// Puts `n` blocs of `f` at the meeting, from its supply.
    pub fn set_meeting(&mut self, f: Faction, n: u8) -> Result<(), EditRefused> {
        let s = self.fs_mut(f).ok_or(EditRefused)?;
        if n > s.meeting + s.supply {
            return Err(EditRefused);
        }
        s.supply = s.supply + s.meeting - n;
        s.meeting = n;
        Ok(())
    }

    /// Reveals Conditions cards until `n` are face up.
    pub fn set_conditions_up(&mut self, n: usize) -> Result<(), EditRefused> {
        while self.conditions_up.len() < n {
            let c = self.conditions_deck.pop().ok_or(EditRefused)?;
            self.conditions_up.push(c);
        }
        Ok(())
    }

    /// The Liberation card `key` under the tile in `cell` (U-CITY-1). A card under another
    /// tile trades places with this one; a card out of the game (AMB-22: 25 of the 35 are
    /// dealt) takes this one's place, which leaves the game.
    pub fn set_under(&mut self, cell: Cell, key: &str) -> Result<(), EditRefused> {
        if self.city.is_highway(cell) || self.districts[cell.index()].liberated {
            return Err(EditRefused);
        }
        let card = data()
            .liberation
            .iter()
            .position(|c| c.key == key)
            .ok_or(EditRefused)? as u8;
        let here = self.under.get(cell.index()).copied().ok_or(EditRefused)?;
        if let Some(j) = self.under.iter().position(|&c| c == Some(card)) {
            self.under[j] = here;
        }
        self.under[cell.index()] = Some(card);
        Ok(())
    }

    /// The loot tokens on the shopping centers of `cell` (U-LOOT-1), from or back to the
    /// supply: no more than its shopping centers, and on a liberated side only burnt ones
    /// (U-LIB-4c/d: the others became its printed graffiti).
    pub fn set_loot_tokens(&mut self, cell: Cell, tokens: &[LootToken]) -> Result<(), EditRefused> {
        if self.city.is_highway(cell) || tokens.len() > self.city.shopping_centers(cell) as usize {
            return Err(EditRefused);
        }
        let d = &self.districts[cell.index()];
        if d.liberated && tokens.contains(&LootToken::Graffiti) {
            return Err(EditRefused);
        }
        let supply = self.loot_tokens as usize + d.tokens.len();
        if tokens.len() > supply {
            return Err(EditRefused);
        }
        self.loot_tokens = (supply - tokens.len()) as u8;
        self.districts[cell.index()].tokens = tokens.to_vec();
        Ok(())
    }

    /// Turns the Conditions card `key` face up from the deck, at the end of the row.
    pub fn set_condition_up(&mut self, key: &str) -> Result<(), EditRefused> {
        let card = data()
            .conditions
            .iter()
            .position(|c| c.key == key)
            .ok_or(EditRefused)? as u8;
        let i = self
            .conditions_deck
            .iter()
            .position(|&c| c == card)
            .ok_or(EditRefused)?;
        self.conditions_deck.remove(i);
        self.conditions_up.push(card);
        Ok(())
    }

    /// Whether a position is in a night turn (editing dice needs one).
    pub fn in_turn(&self) -> bool {
        matches!(self.phase, Phase::Night { .. }) && self.turn.is_some()
    }
}

impl Game {
    /// Deals `f` the agenda `key` (semi-co-operative games; it stays secret).
    pub fn set_agenda(&mut self, f: Faction, key: &str) -> Result<(), EditRefused> {
        let a = data()
            .agendas
            .iter()
            .position(|a| a.key == key)
            .ok_or(EditRefused)? as u8;
        if self.config.mode == crate::uprising::state::Mode::Coop {
            return Err(EditRefused);
        }
        self.fs_mut(f).ok_or(EditRefused)?.agenda = Some(a);
        Ok(())
    }
}
