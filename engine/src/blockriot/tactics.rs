//! Reinforcements (BR-7.4, BR-14.2), yellow trading (BR-9.2), overpowering by surrounding
//! (BR-8.4), extraction from cities and the hall (BR-9.4) and masks passed within a unit
//! (BR-8.7).

use super::action::{Act, Error, Event, PayItem, Spawn};
use super::board::{board, Sq, Terrain};
use super::data::data;
use super::state::*;

impl Game {
    // ----- reinforcements (BR-7.4) -----

    fn reserve(&self, seat: u8) -> Vec<usize> {
        let mut out: Vec<usize> = (0..self.pieces.len())
            .filter(|&i| {
                self.pieces[i].owner == Owner::Player(seat)
                    && self.pieces[i].place == Place::Reserve
            })
            .collect();
        // «accompanied by a revealed leader (until all leaders depleted)»: one leader first.
        out.sort_by_key(|&i| (!self.pieces[i].leader, i));
        if let Some(&first) = out.first() {
            let rest: Vec<usize> = out[1..].to_vec();
            let (mut plain, leaders): (Vec<usize>, Vec<usize>) =
                rest.into_iter().partition(|&i| !self.pieces[i].leader);
            plain.extend(leaders);
            out = std::iter::once(first).chain(plain).collect();
        }
        out
    }

    /// A looted building tile pays for reinforcements («1 looted building tile»: a house
    /// or city tile; hall tiles are not buildings').
    fn building_tile(t: TileRef) -> bool {
        matches!(t, TileRef::House(_) | TileRef::City(_))
    }

    /// Whether a player could call up reinforcements on a turn of theirs (BR-12.2: such a
    /// player is not dominated).
    pub(crate) fn may_call_up(&self, seat: u8) -> bool {
        !self.reserve(seat).is_empty()
            && self.public.players[usize::from(seat)]
                .loot
                .iter()
                .any(|&t| Game::building_tile(t))
    }

    /// Where reinforcements come in, in order (BR-7.4: «in and around the start position or
    /// an occupied city»; BR-14.2: inside the city only with the option).
    pub(crate) fn spawn_spaces(&self, seat: u8, at: Spawn) -> Vec<Sq> {
        let b = board();
        let open = |s: Sq| {
            matches!(
                b.terrain(s),
                Terrain::Street | Terrain::Start(_) | Terrain::Square
            ) && self.free(s)
        };
        match at {
            Spawn::Start => {
                let block = self.block_of(seat);
                let corner = b.blocks[usize::from(block)].start[0];
                let mut v: Vec<Sq> = (0..b.len() as u16)
                    .map(Sq)
                    .filter(|&s| b.distance(s, corner) <= 4 && open(s))
                    .filter(|&s| b.block_at(s) == Some(block))
                    .collect();
                v.sort_by_key(|&s| (b.distance(s, corner), s));
                v
            }
            Spawn::City(city) => {
                let Some(cells) = b.cities.get(usize::from(city)) else {
                    return Vec::new();
                };
                let mut v: Vec<Sq> = Vec::new();
                if self.config.spawn_inside_city {
                    v.extend(cells.iter().copied().filter(|&s| self.free(s)));
                }
                v.extend(b.ring_of(cells).into_iter().filter(|&s| open(s)));
                v
            }
        }
    }

    pub(crate) fn check_reinforce(
        &self,
        seat: u8,
        tile: TileRef,
        n: u8,
        at: Spawn,
    ) -> Result<(), Error> {
        if n == 0
            || !Game::building_tile(tile)
            || !self.public.players[usize::from(seat)].loot.contains(&tile)
            || self.reserve(seat).len() < usize::from(n)
        {
            return Err(Error::Reinforce);
        }
        if let Spawn::City(city) = at {
            if usize::from(city) >= board().cities.len() || !self.occupies(seat, city) {
                return Err(Error::Reinforce);
            }
        }
        if self.spawn_spaces(seat, at).len() < usize::from(n) {
            return Err(Error::Reinforce);
        }
        Ok(())
    }

    /// The tile goes onto the stack, `n` pieces come in (a leader first while there is
    /// one, revealed), and the turn ends at once, with no campaign fee (BR-7.4).
    pub(crate) fn reinforce(
        &mut self,
        seat: u8,
        tile: TileRef,
        n: u8,
        at: Spawn,
        ev: &mut Vec<Event>,
    ) {
        self.hand_over(seat, PayItem::Tile(tile));
        self.public.stack.push(StackItem::Tile(tile));
        let spaces = self.spawn_spaces(seat, at);
        let pieces = self.reserve(seat);
        let mut placed = Vec::new();
        let mut leader = false;
        for (&i, &s) in pieces.iter().zip(spaces.iter()).take(usize::from(n)) {
            let p = &mut self.pieces[i];
            p.place = Place::Board(s);
            p.concealed = false;
            leader |= p.leader;
            placed.push((i, s));
        }
        ev.push(Event::Reinforced {
            by: seat,
            at: placed.iter().map(|&(_, s)| s).collect(),
            leader,
        });
        for (i, s) in placed {
            self.entered(i, s, s, ev);
        }
        self.public.phase = Phase::Moves {
            left: 0,
            dice: false,
        };
        self.end_turn(ev);
    }

    // ----- trading (BR-9.2) -----

    /// One item towards the yellow card; once paid, it is taken and the row refilled.
    pub(crate) fn give(&mut self, seat: u8, item: PayItem, ev: &mut Vec<Event>) {
        let Phase::Trade { card, paid, left } = self.public.phase else {
            return;
        };
        let value = self.hand_over(seat, item);
        match item {
            PayItem::Green(c) => self.public.green_discard.push(c),
            PayItem::Yellow(c) => self.public.yellow_discard.push(c),
            PayItem::Tile(t) => self.public.spent_tiles.push(t),
        }
        ev.push(Event::Given { by: seat, item });
        let paid = paid.saturating_add(value);
        let need = data().yellow_card(card).map_or(0, |k| k.value);
        if paid < need {
            self.public.phase = Phase::Trade { card, paid, left };
            return;
        }
        self.public.yellow_row.retain(|&c| c != card);
        self.public.players[usize::from(seat)].yellows.push(card);
        ev.push(Event::Traded { by: seat, card });
        if self.yellow_deck.is_empty() {
            self.yellow_deck = std::mem::take(&mut self.public.yellow_discard);
            self.rng.shuffle(&mut self.yellow_deck);
        }
        if let Some(c) = self.yellow_deck.pop() {
            self.public.yellow_row.push(c);
            ev.push(Event::YellowDealt { card: c });
        }
        self.public.yellow_deck = self.yellow_deck.len() as u8;
        self.public.phase = Phase::Moves { left, dice: false };
    }

    // ----- overpowering (BR-8.4) -----

    /// «3 rioters can effectively overpower any rival or police by surrounding your target
    /// on any 2 sides (while connected or 3 sides if separate)»: own standing pieces on two
    /// sides at a corner and the space between them, or on three sides; all in the
    /// target's building or all outside it (BR-3.3).
    pub(crate) fn overpowered(&self, at: Sq, seat: u8) -> bool {
        let b = board();
        let (x, y) = b.xy(at);
        let (x, y) = (i32::from(x), i32::from(y));
        let mine = |dx: i32, dy: i32| {
            b.at(x + dx, y + dy)
                .is_some_and(|s| self.own_standing(s, seat) && b.region(s) == b.region(at))
        };
        let sides = [(0, -1), (1, 0), (0, 1), (-1, 0)];
        let held: Vec<bool> = sides.iter().map(|&(dx, dy)| mine(dx, dy)).collect();
        if held.iter().filter(|&&h| h).count() >= 3 {
            return true;
        }
        (0..4).any(|k| {
            let j = (k + 1) % 4;
            held[k] && held[j] && mine(sides[k].0 + sides[j].0, sides[k].1 + sides[j].1)
        })
    }

    pub(crate) fn check_overpower(&self, seat: u8, at: Sq) -> Result<(), Error> {
        let i = self.standing(at).ok_or(Error::NoTarget { at })?;
        match self.pieces[i].owner {
            Owner::Player(o) if o == seat => return Err(Error::NoTarget { at }),
            Owner::Player(_) if self.config.mode == Mode::Coop => return Err(Error::Coop),
            _ => {}
        }
        if !self.overpowered(at, seat) {
            return Err(Error::NotOverpowered { at });
        }
        Ok(())
    }

    /// Captured without a stun, at the flat price (BR-15.3, our design).
    pub(crate) fn overpower(&mut self, seat: u8, at: Sq, ev: &mut Vec<Event>) {
        if let Some(i) = self.standing(at) {
            self.capture(seat, i, at, ev);
        }
    }

    // ----- extraction (BR-9.4) -----

    /// The piece extraction would take at `at`: a standing rival or police piece, else a
    /// stunned rival (chosen by what everyone sees).
    fn extract_target(&self, seat: u8, at: Sq) -> Option<usize> {
        let coop = self.config.mode == Mode::Coop;
        if let Some(i) = self.standing(at) {
            return match self.pieces[i].owner {
                Owner::Player(o) if o == seat || coop => None,
                _ => Some(i),
            };
        }
        if coop {
            return None;
        }
        self.capture_target(at, seat).map(|(i, _)| i)
    }

    pub(crate) fn check_extract_piece(&self, seat: u8, at: Sq) -> Result<(), Error> {
        let b = board();
        let building: Vec<Sq> = match b.terrain(at) {
            Terrain::City(c) => b.cities[usize::from(c)].clone(),
            Terrain::Hall => b.hall.clone(),
            _ => return Err(Error::NotInside { at }),
        };
        self.extract_target(seat, at)
            .ok_or(Error::NotInside { at })?;
        let need = data().board.rules.surround;
        if self.ring_count(&b.ring_of(&building), seat) < need {
            return Err(Error::NotSurrounded { need });
        }
        Ok(())
    }

    /// «Extract rivals and police from any town hall, cities or police station ...
    /// Rioters held hostage»; police leave the board (no card, as from a station).
    pub(crate) fn extract_piece(&mut self, seat: u8, at: Sq, ev: &mut Vec<Event>) {
        let Some(i) = self.extract_target(seat, at) else {
            return;
        };
        let p = self.pieces[i];
        ev.push(Event::PieceExtracted {
            by: seat,
            at,
            owner: p.owner,
            leader: p.leader,
        });
        match p.owner {
            Owner::Player(_) => {
                let q = &mut self.pieces[i];
                q.place = Place::Hostage(seat);
                q.stunned = None;
                q.masked = false;
                q.concealed = false;
                self.public.players[usize::from(seat)].captured_rival = true;
            }
            Owner::Police(_) => {
                self.pieces.remove(i);
                self.public.police_supply += 1;
            }
            Owner::Riot => {
                self.pieces.remove(i);
                self.public.riot_supply += 1;
            }
        }
    }

    // ----- masks (BR-8.7) -----

    pub(crate) fn check_pass_mask(&self, seat: u8, from: Sq, to: Sq) -> Result<(), Error> {
        if self.public.mask_passed || from == to {
            return Err(Error::Mask);
        }
        let masked = |s: Sq| self.standing(s).map(|i| self.pieces[i].masked);
        if !self.own_standing(from, seat)
            || masked(from) != Some(true)
            || !self.own_standing(to, seat)
            || masked(to) != Some(false)
            || !self.unit(from, seat).contains(&to)
        {
            return Err(Error::Mask);
        }
        Ok(())
    }

    /// «Can be moved within unit during turn»: free, once a turn (our design).
    pub(crate) fn pass_mask(&mut self, from: Sq, to: Sq, ev: &mut Vec<Event>) {
        if let (Some(a), Some(b)) = (self.standing(from), self.standing(to)) {
            self.pieces[a].masked = false;
            self.pieces[b].masked = true;
            self.public.mask_passed = true;
            ev.push(Event::MaskPassed { from, to });
        }
    }

    /// The candidates of this module for an ordinary turn's moves.
    pub(crate) fn tactic_candidates(&self, seat: u8, mine: &[Sq], acts: &mut Vec<Act>) {
        let b = board();
        let mut inside: Vec<Sq> = self
            .pieces
            .iter()
            .filter_map(|p| match p.place {
                Place::Board(s) if b.region(s).is_some() && p.owner != Owner::Player(seat) => {
                    Some(s)
                }
                _ => None,
            })
            .collect();
        inside.sort_unstable();
        inside.dedup();
        acts.extend(inside.into_iter().map(|at| Act::ExtractPiece { at }));
        if !self.public.mask_passed {
            for &s in mine {
                if self.standing(s).is_some_and(|i| self.pieces[i].masked) {
                    for t in self.unit(s, seat) {
                        if t != s {
                            acts.push(Act::PassMask { from: s, to: t });
                        }
                    }
                }
            }
        }
        acts.extend(
            self.public
                .yellow_row
                .iter()
                .map(|&card| Act::Trade { card }),
        );
        if let Phase::Moves { left, .. } = self.public.phase {
            let mut tiles: Vec<TileRef> = self.public.players[usize::from(seat)]
                .loot
                .iter()
                .copied()
                .filter(|&t| Game::building_tile(t))
                .collect();
            tiles.sort_unstable();
            tiles.dedup();
            let mut spawns = vec![Spawn::Start];
            spawns.extend(
                (0..b.cities.len() as u8)
                    .filter(|&c| self.occupies(seat, c))
                    .map(Spawn::City),
            );
            let most = left.min(self.reserve(seat).len() as u8);
            for &tile in &tiles {
                for n in 1..=most {
                    for &at in &spawns {
                        acts.push(Act::Reinforce { tile, n, at });
                    }
                }
            }
        }
    }
}
