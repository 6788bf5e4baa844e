//! The rules: setup (BR-4), the turn (BR-5, BR-6), movement (BR-7), conflict (BR-8),
//! looting (BR-9), the automated police (BR-10) and the ends of the game (BR-11, BR-12).
//!
//! Every command is checked by [`Game::check`] before it changes anything, and
//! [`Game::legal_commands`] is the candidates that pass it, so the listing and `apply`
//! never disagree.

use super::action::{Act, CardTarget, Command, Error, Event, Order, PayItem, SetupError, Target};
use super::board::{board, Dir, Sq, Terrain};
use super::data::{data, CityKind, Effect, HouseExtra, PoliceAction};
use super::state::*;
use crate::shared::rng::GameRng;

/// Where a police piece starts a chase from.
#[derive(Clone, Copy)]
pub(crate) enum From {
    Piece(usize),
    Station(u8),
}

/// What a police piece goes after: a player's standing rioters (any player's: `None`), or
/// the rioters standing on these spaces.
#[derive(Clone, Debug)]
pub(crate) enum Quarry {
    Seat(Option<u8>),
    At(Vec<Sq>),
}

/// A chase worked out: the distance to the space beside the victim, the victim's space,
/// and the path from the start to that space.
pub(crate) struct Plan {
    pub dist: u16,
    pub victim: Sq,
    pub path: Vec<Sq>,
}

impl Game {
    /// The block a seat plays (2 players: opposite corners).
    pub fn block_of(&self, seat: u8) -> u8 {
        if self.config.players == 2 {
            seat * 2
        } else {
            seat
        }
    }

    fn seat_of_block(&self, block: u8) -> Option<u8> {
        (0..self.config.players).find(|&s| self.block_of(s) == block)
    }

    /// BR-4: the board, pieces, tiles and decks, all shuffled from `seed`.
    pub fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        if !(2..=4).contains(&config.players) {
            return Err(SetupError(config.players));
        }
        let d = data();
        let b = board();
        let mut rng = GameRng::from_seed(seed);
        let players = config.players;
        let mut pieces = Vec::new();
        for seat in 0..players {
            let block = &b.blocks[usize::from(if players == 2 { seat * 2 } else { seat })];
            for (i, &s) in block.start.iter().enumerate() {
                pieces.push(Piece {
                    place: Place::Board(s),
                    owner: Owner::Player(seat),
                    leader: i == 0,
                    concealed: false,
                    masked: false,
                    stunned: None,
                });
            }
            let on_board = block.start.len() as u8;
            for i in 0..(d.board.rioters_per_colour + d.board.leaders_per_colour)
                .saturating_sub(on_board)
            {
                pieces.push(Piece {
                    place: Place::Reserve,
                    owner: Owner::Player(seat),
                    leader: i + 1 < d.board.leaders_per_colour,
                    concealed: false,
                    masked: false,
                    stunned: None,
                });
            }
        }
        for &s in &b.riot_police_at {
            pieces.push(Piece {
                place: Place::Board(s),
                owner: Owner::Riot,
                leader: false,
                concealed: false,
                masked: false,
                stunned: None,
            });
        }
        let mut houses: Vec<u8> = (0..d.houses.len() as u8).collect();
        rng.shuffle(&mut houses);
        let mut cities: Vec<u8> = (0..d.city_tiles.len() as u8).collect();
        rng.shuffle(&mut cities);
        let spare_city = cities.split_off(b.cities.len().min(cities.len()));
        let mut hall_pile: Vec<u8> = (0..d.hall.len() as u8).collect();
        rng.shuffle(&mut hall_pile);
        let deck = |n: usize, rng: &mut GameRng| {
            let mut v: Vec<u8> = (0..n as u8).collect();
            rng.shuffle(&mut v);
            v
        };
        let mut green_deck = deck(d.green.len(), &mut rng);
        let mut yellow_deck = deck(d.yellow.len(), &mut rng);
        let blue_deck = deck(d.blue.len(), &mut rng);
        let red_deck = deck(d.red.len(), &mut rng);
        let mut causes = vec![None; usize::from(players)];
        if config.mode == Mode::Competitive {
            let mut all = deck(d.causes.len(), &mut rng);
            for c in causes.iter_mut() {
                *c = all.pop();
            }
        }
        let mut hands = Vec::new();
        for _ in 0..players {
            let mut hand: Vec<u8> = (0..d.board.rules.green_dealt)
                .filter_map(|_| green_deck.pop())
                .collect();
            hand.sort_unstable();
            hands.push(hand);
        }
        let yellow_row: Vec<u8> = (0..d.board.rules.yellow_row)
            .filter_map(|_| yellow_deck.pop())
            .collect();
        let per_station = d.board.police_per_station;
        let public = Public {
            players: hands
                .iter()
                .map(|h| PlayerPublic {
                    hand_size: h.len() as u8,
                    loot: Vec::new(),
                    bombs: 0,
                    houses_from: vec![0; b.blocks.len()],
                    captured_rival: false,
                    stations_taken: Vec::new(),
                    hall_looted: 0,
                    police_held: 0,
                    riot_held: 0,
                    dominated: false,
                    yellows: Vec::new(),
                })
                .collect(),
            cars: b
                .blocks
                .iter()
                .map(|bl| Car {
                    at: bl.car,
                    burned: false,
                })
                .collect(),
            stations: b
                .blocks
                .iter()
                .map(|_| Station {
                    police: per_station,
                    standing: true,
                })
                .collect(),
            city_shown: vec![None; b.cities.len()],
            hall_left: hall_pile.len() as u8,
            houses_shown: Vec::new(),
            green_discard: Vec::new(),
            green_deck: green_deck.len() as u8,
            yellow_row,
            yellow_deck: yellow_deck.len() as u8,
            blue_discard: Vec::new(),
            blue_deck: blue_deck.len() as u8,
            red_deck: red_deck.len() as u8,
            stack: Vec::new(),
            police_supply: d
                .board
                .police
                .saturating_sub(per_station * b.blocks.len() as u8),
            riot_supply: d
                .board
                .riot_police
                .saturating_sub(b.riot_police_at.len() as u8),
            turn: 0,
            round: 1,
            turn_no: 0,
            phase: Phase::Keep(0),
            last_roll: None,
            outcome: None,
            counter: 0,
            curfew: None,
            curfew_due: false,
            clouds: Vec::new(),
            red_discard: Vec::new(),
            yellow_discard: Vec::new(),
            spent_tiles: Vec::new(),
            mask_passed: false,
            steering: None,
        };
        Ok(Game {
            config,
            public,
            pieces,
            house_tiles: houses.into_iter().map(Some).collect(),
            city_tiles: cities,
            spare_city,
            hall_pile,
            hands,
            causes,
            green_deck,
            yellow_deck,
            blue_deck,
            red_deck,
            orders: vec![None; usize::from(players)],
            rng,
        })
    }

    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn public(&self) -> &Public {
        &self.public
    }
    pub fn hand(&self, seat: u8) -> &[u8] {
        self.hands.get(usize::from(seat)).map_or(&[], Vec::as_slice)
    }
    pub fn cause(&self, seat: u8) -> Option<u8> {
        self.causes.get(usize::from(seat)).copied().flatten()
    }
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Who may act now: the seat on turn, or in a curfew round every seat whose order is
    /// not in yet (BR-10.6), or the player steering the police (BR-10.2).
    pub fn to_act(&self) -> Vec<u8> {
        if self.public.outcome.is_some() {
            return Vec::new();
        }
        match self.public.phase {
            Phase::Keep(s) => vec![s],
            Phase::Curfew => self.public.curfew.as_ref().map_or_else(Vec::new, |c| {
                (0..self.config.players)
                    .filter(|&s| c.waiting.get(usize::from(s)).copied().unwrap_or(false))
                    .collect()
            }),
            Phase::Steer => self.public.steering.iter().map(|st| st.by).collect(),
            _ => vec![self.public.turn],
        }
    }

    /// The first of [`Game::to_act`].
    pub fn actor(&self) -> Option<u8> {
        self.to_act().first().copied()
    }

    /// A seat's sealed curfew order, if it gave one this round.
    pub fn order(&self, seat: u8) -> Option<Order> {
        self.orders.get(usize::from(seat)).copied().flatten()
    }

    // ----- looking at the board -----

    pub(crate) fn standing(&self, s: Sq) -> Option<usize> {
        self.pieces
            .iter()
            .position(|p| p.place == Place::Board(s) && p.stunned.is_none())
    }
    pub(crate) fn own_standing(&self, s: Sq, seat: u8) -> bool {
        self.standing(s)
            .is_some_and(|i| self.pieces[i].owner == Owner::Player(seat))
    }
    pub(crate) fn car_at(&self, s: Sq) -> bool {
        self.public.cars.iter().any(|c| c.at == s)
    }
    /// Whether a piece may stand on `s` at all (BR-3.2, BR-3.4).
    pub(crate) fn passable(&self, s: Sq) -> bool {
        match board().terrain(s) {
            Terrain::House(h) => self
                .house_tiles
                .get(usize::from(h))
                .is_some_and(Option::is_none),
            Terrain::Station(b) => !self.public.stations[usize::from(b)].standing,
            Terrain::Garage(_) => false,
            _ => true,
        }
    }
    pub(crate) fn free(&self, s: Sq) -> bool {
        self.passable(s) && self.standing(s).is_none() && !self.car_at(s)
    }
    pub(crate) fn ring_count(&self, ring: &[Sq], seat: u8) -> u8 {
        ring.iter().filter(|&&s| self.own_standing(s, seat)).count() as u8
    }
    /// An own standing piece next to `s`, in the same building or both outside (BR-3.3).
    pub(crate) fn attacker_next_to(&self, s: Sq, seat: u8) -> bool {
        let b = board();
        b.neighbours(s)
            .any(|n| self.own_standing(n, seat) && b.region(n) == b.region(s))
    }
    pub(crate) fn station_ring(&self, block: u8) -> Vec<Sq> {
        board().ring_of(&board().blocks[usize::from(block)].station)
    }
    pub(crate) fn has_standing(&self, seat: u8) -> bool {
        self.pieces.iter().any(|p| {
            p.owner == Owner::Player(seat)
                && matches!(p.place, Place::Board(_))
                && p.stunned.is_none()
        })
    }
    /// BR-9.3: a revealed leader and two more of the player's pieces standing in the city.
    pub fn occupies(&self, seat: u8, city: u8) -> bool {
        let cells = &board().cities[usize::from(city)];
        let mine: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| {
                p.owner == Owner::Player(seat)
                    && p.stunned.is_none()
                    && matches!(p.place, Place::Board(s) if cells.contains(&s))
            })
            .collect();
        mine.iter().any(|p| p.leader && !p.concealed) && mine.len() >= 3
    }
    /// Wealth of the tiles a player holds (BR-11.5).
    pub fn wealth(&self, seat: u8) -> u32 {
        self.public.players.get(usize::from(seat)).map_or(0, |p| {
            p.loot.iter().map(|t| u32::from(tile_value(*t))).sum()
        })
    }

    // ----- checking -----

    /// The moves a command of `seat` costs (BR-5.2, BR-8.2, BR-8.3, BR-8.4, BR-9.1, BR-7.4).
    pub(crate) fn cost(&self, act: &Act, seat: u8) -> u8 {
        let r = &data().board.rules;
        match *act {
            Act::Step { .. }
            | Act::Leap { .. }
            | Act::Stun { .. }
            | Act::Revive { .. }
            | Act::Conceal { .. }
            | Act::Reveal { .. }
            | Act::Extract { .. }
            | Act::Bomb { .. }
            | Act::Ride { .. }
            | Act::ExtractPiece { .. } => 1,
            Act::Overpower { .. } => r.overpower_cost,
            Act::Reinforce { n, .. } => n,
            Act::Loot(_) => r.loot_cost,
            Act::Capture { at } => match self.capture_target(at, seat) {
                Some((i, _)) => {
                    let p = &self.pieces[i];
                    match p.owner {
                        // BR-10.6: in a curfew every cop is riot police.
                        Owner::Police(_) if self.public.curfew.is_some() => 3,
                        Owner::Police(_) => 2,
                        Owner::Riot => 3,
                        Owner::Player(_) => 1 + u8::from(p.leader) + u8::from(p.masked),
                    }
                }
                None => 1,
            },
            _ => 0,
        }
    }

    /// What a capture at `at` takes: a standing police piece, else a stunned rival
    /// (chosen by what everyone sees: owner, leader, mask).
    pub(crate) fn capture_target(&self, at: Sq, seat: u8) -> Option<(usize, bool)> {
        if let Some(i) = self.standing(at) {
            if matches!(self.pieces[i].owner, Owner::Police(_) | Owner::Riot) {
                return Some((i, true));
            }
        }
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.place == Place::Board(at)
                    && p.stunned.is_some()
                    && matches!(p.owner, Owner::Player(o) if o != seat)
            })
            .min_by_key(|(_, p)| (p.owner, p.leader, p.masked))
            .map(|(i, _)| (i, false))
    }

    pub(crate) fn own_stunned(&self, at: Sq, seat: u8) -> Option<usize> {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.place == Place::Board(at) && p.stunned.is_some() && p.owner == Owner::Player(seat)
            })
            .min_by_key(|(_, p)| (!p.leader, p.masked, p.stunned))
            .map(|(i, _)| i)
    }

    /// Where a leap of `seat`'s piece on `from` toward `dir` lands (BR-7.2, our reading:
    /// through the whole own group in a straight line, on the first free space beyond),
    /// from public positions only; `None` if it may not leap that way.
    pub fn leap_landing(&self, from: Sq, dir: Dir, seat: u8) -> Option<Sq> {
        let b = board();
        let mut at = b.step(from, dir)?;
        if !self.own_standing(at, seat) {
            return None;
        }
        while self.own_standing(at, seat) {
            at = b.step(at, dir)?;
        }
        self.free(at).then_some(at)
    }

    /// A prisoner of `seat` that a Bail card frees, with the space it walks out to.
    pub(crate) fn bail_target(&self, seat: u8) -> Option<(usize, Sq)> {
        let b = board();
        let mut best: Option<(u8, bool, usize, Sq)> = None;
        for (i, p) in self.pieces.iter().enumerate() {
            let Place::Prison(block) = p.place else {
                continue;
            };
            if p.owner != Owner::Player(seat) || !self.public.stations[usize::from(block)].standing
            {
                continue;
            }
            let cells = &b.blocks[usize::from(block)].station;
            let mut out: Vec<Sq> = cells
                .iter()
                .flat_map(|&c| b.neighbours(c))
                .filter(|&s| self.free(s))
                .collect();
            out.sort_unstable();
            if let Some(&s) = out.first() {
                let key = (block, !p.leader, i, s);
                if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                    best = Some(key);
                }
            }
        }
        best.map(|(_, _, i, s)| (i, s))
    }

    fn riders(&self, car: u8, seat: u8) -> Vec<Sq> {
        let Some(c) = self.public.cars.get(usize::from(car)) else {
            return Vec::new();
        };
        let mut out: Vec<Sq> = board()
            .neighbours(c.at)
            .filter(|&s| self.own_standing(s, seat))
            .collect();
        out.sort_unstable();
        out.truncate(usize::from(data().board.rules.car_riders));
        out
    }

    /// Whether `command` would be accepted now (without changing anything).
    pub fn check(&self, command: &Command) -> Result<(), Error> {
        if self.public.outcome.is_some() {
            return Err(Error::Over);
        }
        if !self.to_act().contains(&command.by) {
            return Err(Error::NotYourTurn);
        }
        let seat = command.by;
        let b = board();
        let rules = &data().board.rules;
        match (self.public.phase, command.act) {
            (Phase::Keep(_), Act::Keep(a, c)) => {
                let hand = self.hand(seat);
                if a >= c || !hand.contains(&a) || !hand.contains(&c) {
                    return Err(Error::Keep);
                }
                Ok(())
            }
            (Phase::Choose, Act::Action | Act::Roll) => Ok(()),
            (Phase::Settle { .. }, Act::Collect) => Ok(()),
            (Phase::Settle { .. }, Act::Pay(item)) => {
                if self.holds(seat, item) {
                    Ok(())
                } else {
                    Err(Error::NotHeld)
                }
            }
            (Phase::Curfew, Act::Order(order)) => self.check_order(seat, order),
            (Phase::Trade { .. }, Act::Give(item)) => {
                if self.holds(seat, item) {
                    Ok(())
                } else {
                    Err(Error::NotHeld)
                }
            }
            (Phase::Steer, Act::Steer { at }) => self.check_steer(at),
            (Phase::Moves { .. }, Act::End) => Ok(()),
            (Phase::Moves { left, dice }, act) => {
                if matches!(
                    act,
                    Act::Keep(..)
                        | Act::Action
                        | Act::Roll
                        | Act::Pay(_)
                        | Act::Collect
                        | Act::Order(_)
                        | Act::Give(_)
                        | Act::Steer { .. }
                ) {
                    return Err(Error::WrongPhase);
                }
                let need = self.cost(&act, seat);
                if need > left {
                    return Err(Error::NoMoves { need, left });
                }
                self.check_move(seat, act, dice, b, rules)
            }
            _ => Err(Error::WrongPhase),
        }
    }

    pub(crate) fn check_move(
        &self,
        seat: u8,
        act: Act,
        dice: bool,
        b: &super::board::Board,
        rules: &super::data::Rules,
    ) -> Result<(), Error> {
        let coop = self.config.mode == Mode::Coop;
        match act {
            Act::Step { from, dir } => {
                if !self.own_standing(from, seat) {
                    return Err(Error::NoPiece { at: from });
                }
                let to = b.step(from, dir).ok_or(Error::Blocked { to: from })?;
                if !self.free(to) {
                    return Err(Error::Blocked { to });
                }
                Ok(())
            }
            Act::Leap { from, dir } => {
                if !self.own_standing(from, seat) {
                    return Err(Error::NoPiece { at: from });
                }
                self.leap_landing(from, dir, seat)
                    .map(|_| ())
                    .ok_or(Error::NoLeap)
            }
            Act::Stun { at } => {
                if coop {
                    return Err(Error::Coop);
                }
                let target = self.standing(at).ok_or(Error::NoTarget { at })?;
                if !matches!(self.pieces[target].owner, Owner::Player(o) if o != seat) {
                    return Err(Error::NoTarget { at });
                }
                if !self.attacker_next_to(at, seat) {
                    return Err(Error::NotAdjacent { at });
                }
                Ok(())
            }
            Act::Capture { at } => {
                let (_, police) = self
                    .capture_target(at, seat)
                    .ok_or(Error::NotStunned { at })?;
                if coop && !police {
                    return Err(Error::Coop);
                }
                if !self.attacker_next_to(at, seat) {
                    return Err(Error::NotAdjacent { at });
                }
                Ok(())
            }
            Act::Revive { at } => {
                let i = self.own_stunned(at, seat).ok_or(Error::NotStunned { at })?;
                if self.pieces[i].stunned >= Some(self.public.turn_no) {
                    return Err(Error::NotYet { at });
                }
                if self.standing(at).is_some() {
                    return Err(Error::Blocked { to: at });
                }
                if !b.neighbours(at).any(|n| self.own_standing(n, seat)) {
                    return Err(Error::NotAdjacent { at });
                }
                // BR-10.7: «Rioters remain in this position until the gas clears».
                if self.in_gas(at) {
                    return Err(Error::Gassed { at });
                }
                Ok(())
            }
            Act::Conceal { at } | Act::Reveal { at } => {
                let conceal = matches!(act, Act::Conceal { .. });
                match self.standing(at).map(|i| self.pieces[i]) {
                    Some(p)
                        if p.owner == Owner::Player(seat) && p.leader && p.concealed != conceal =>
                    {
                        Ok(())
                    }
                    _ => Err(Error::NotLeader { at }),
                }
            }
            Act::Loot(target) => {
                let ring = match target {
                    Target::House(h) => {
                        let (_, s) = *b.houses.get(usize::from(h)).ok_or(Error::NothingToLoot)?;
                        if !self
                            .house_tiles
                            .get(usize::from(h))
                            .is_some_and(Option::is_some)
                        {
                            return Err(Error::NothingToLoot);
                        }
                        b.ring8(s)
                    }
                    Target::Station(block) => {
                        let st = self
                            .public
                            .stations
                            .get(usize::from(block))
                            .ok_or(Error::NothingToLoot)?;
                        if !st.standing {
                            return Err(Error::NothingToLoot);
                        }
                        if st.police > 0 {
                            return Err(Error::PoliceInside);
                        }
                        self.station_ring(block)
                    }
                    Target::Hall => {
                        if self.hall_pile.is_empty() {
                            return Err(Error::NothingToLoot);
                        }
                        b.ring_of(&b.hall)
                    }
                };
                if self.ring_count(&ring, seat) < rules.surround {
                    return Err(Error::NotSurrounded {
                        need: rules.surround,
                    });
                }
                Ok(())
            }
            Act::Extract { block } => {
                let st = self
                    .public
                    .stations
                    .get(usize::from(block))
                    .ok_or(Error::NothingToLoot)?;
                if !st.standing || st.police == 0 {
                    return Err(Error::NothingToLoot);
                }
                if self.ring_count(&self.station_ring(block), seat) < rules.surround {
                    return Err(Error::NotSurrounded {
                        need: rules.surround,
                    });
                }
                Ok(())
            }
            Act::Play { card, target } => {
                if dice {
                    return Err(Error::ActionTurnOnly);
                }
                if !self.hand(seat).contains(&card) {
                    return Err(Error::NotHeld);
                }
                let kind = data().green_card(card).ok_or(Error::NotHeld)?;
                self.check_card(seat, kind.effect, target)
            }
            Act::PlayYellow { card, target } => {
                if dice {
                    return Err(Error::ActionTurnOnly);
                }
                if !self.public.players[usize::from(seat)]
                    .yellows
                    .contains(&card)
                {
                    return Err(Error::NotHeld);
                }
                let kind = data().yellow_card(card).ok_or(Error::NotHeld)?;
                self.check_card(seat, kind.effect, target)
            }
            Act::Trade { card } => {
                if dice {
                    return Err(Error::ActionTurnOnly);
                }
                if !self.public.yellow_row.contains(&card) {
                    return Err(Error::NotInRow);
                }
                let need = data().yellow_card(card).map_or(0, |k| k.value);
                if self.holdings(seat) < u32::from(need) {
                    return Err(Error::CannotAfford { need });
                }
                Ok(())
            }
            Act::Reinforce { tile, n, at } => self.check_reinforce(seat, tile, n, at),
            Act::Overpower { at } => self.check_overpower(seat, at),
            Act::ExtractPiece { at } => self.check_extract_piece(seat, at),
            Act::PassMask { from, to } => self.check_pass_mask(seat, from, to),
            Act::Bomb { at } => {
                if self.public.players[usize::from(seat)].bombs == 0 {
                    return Err(Error::NoBomb);
                }
                let reach = u16::from(rules.bomb_reach);
                let near = self.pieces.iter().any(|p| {
                    p.owner == Owner::Player(seat)
                        && p.stunned.is_none()
                        && matches!(p.place, Place::Board(s) if b.distance(s, at) <= reach)
                });
                if !near || usize::from(at.0) >= b.len() {
                    return Err(Error::BadTarget);
                }
                Ok(())
            }
            Act::Ride { car, to } => {
                let c = self.public.cars.get(usize::from(car)).ok_or(Error::Car)?;
                if c.burned || self.riders(car, seat).is_empty() {
                    return Err(Error::Car);
                }
                if usize::from(to.0) >= b.len()
                    || b.terrain(to) != Terrain::Street
                    || !self.free(to)
                {
                    return Err(Error::Car);
                }
                Ok(())
            }
            _ => Err(Error::WrongPhase),
        }
    }

    // ----- listing -----

    /// Every command `check` accepts now.
    pub fn legal_commands(&self) -> Vec<Command> {
        let mut out = Vec::new();
        for by in self.to_act() {
            out.extend(
                self.candidates(by)
                    .into_iter()
                    .map(|act| Command { by, act })
                    .filter(|c| self.check(c).is_ok()),
            );
        }
        out
    }

    fn candidates(&self, by: u8) -> Vec<Act> {
        let mut acts = Vec::new();
        match self.public.phase {
            Phase::Keep(_) => {
                let h = self.hand(by);
                for (i, &a) in h.iter().enumerate() {
                    for &c in &h[i + 1..] {
                        acts.push(Act::Keep(a, c));
                    }
                }
            }
            Phase::Choose => acts.extend([Act::Action, Act::Roll]),
            Phase::Settle { .. } => {
                acts.extend(self.items(by).into_iter().map(Act::Pay));
                acts.push(Act::Collect);
            }
            Phase::Moves { .. } => acts = self.move_candidates(by),
            Phase::Curfew => acts = self.order_candidates(by),
            Phase::Trade { .. } => acts.extend(self.items(by).into_iter().map(Act::Give)),
            Phase::Steer => acts.extend(
                self.steer_candidates()
                    .into_iter()
                    .map(|at| Act::Steer { at }),
            ),
        }
        acts
    }

    /// Everything `seat` could pay with, each once (BR-6.2, BR-9.2).
    pub(crate) fn items(&self, seat: u8) -> Vec<PayItem> {
        let mut out: Vec<PayItem> = self.hand(seat).iter().map(|&c| PayItem::Green(c)).collect();
        let me = &self.public.players[usize::from(seat)];
        let mut yellows = me.yellows.clone();
        yellows.sort_unstable();
        yellows.dedup();
        out.extend(yellows.into_iter().map(PayItem::Yellow));
        let mut loot = me.loot.clone();
        loot.sort_unstable();
        loot.dedup();
        out.extend(loot.into_iter().map(PayItem::Tile));
        out
    }

    fn move_candidates(&self, seat: u8) -> Vec<Act> {
        let b = board();
        let mut mine: Vec<Sq> = Vec::new();
        let mut targets: Vec<Sq> = Vec::new();
        for p in &self.pieces {
            if let Place::Board(s) = p.place {
                if p.owner == Owner::Player(seat) && p.stunned.is_none() {
                    mine.push(s);
                }
            }
        }
        mine.sort_unstable();
        for &s in &mine {
            targets.extend(b.neighbours(s));
        }
        targets.sort_unstable();
        targets.dedup();
        let mut acts = Vec::new();
        for &s in &mine {
            for dir in Dir::ALL {
                acts.push(Act::Step { from: s, dir });
                acts.push(Act::Leap { from: s, dir });
            }
            acts.push(Act::Conceal { at: s });
            acts.push(Act::Reveal { at: s });
        }
        for &t in &targets {
            acts.push(Act::Stun { at: t });
            acts.push(Act::Capture { at: t });
            acts.push(Act::Revive { at: t });
        }
        for h in 0..b.houses.len() as u8 {
            acts.push(Act::Loot(Target::House(h)));
        }
        for block in 0..b.blocks.len() as u8 {
            acts.push(Act::Loot(Target::Station(block)));
            acts.push(Act::Extract { block });
        }
        acts.push(Act::Loot(Target::Hall));
        let targets_of = |mine: &[Sq]| {
            let mut t = vec![CardTarget::None];
            t.extend(mine.iter().map(|&s| CardTarget::At(s)));
            t.extend((0..self.config.players).map(CardTarget::Player));
            t
        };
        for &card in self.hand(seat) {
            for target in targets_of(&mine) {
                acts.push(Act::Play { card, target });
            }
        }
        let mut yellows = self.public.players[usize::from(seat)].yellows.clone();
        yellows.sort_unstable();
        yellows.dedup();
        for card in yellows {
            for target in targets_of(&mine) {
                acts.push(Act::PlayYellow { card, target });
            }
        }
        if self.public.players[usize::from(seat)].bombs > 0 {
            let reach = u16::from(data().board.rules.bomb_reach);
            let mut spots: Vec<Sq> = (0..b.len() as u16)
                .map(Sq)
                .filter(|&t| mine.iter().any(|&s| b.distance(s, t) <= reach))
                .collect();
            spots.sort_unstable();
            acts.extend(spots.into_iter().map(|at| Act::Bomb { at }));
        }
        for car in 0..self.public.cars.len() as u8 {
            if !self.public.cars[usize::from(car)].burned && !self.riders(car, seat).is_empty() {
                for to in 0..b.len() as u16 {
                    acts.push(Act::Ride { car, to: Sq(to) });
                }
            }
        }
        for &t in &targets {
            acts.push(Act::Overpower { at: t });
        }
        self.tactic_candidates(seat, &mine, &mut acts);
        acts.push(Act::End);
        acts
    }

    // ----- applying -----

    /// Applies a command or refuses it, changing nothing (transactional by a copy).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, Error> {
        self.check(&command)?;
        let mut next = self.clone();
        let mut events = Vec::new();
        next.execute(command, &mut events);
        next.public.counter += 1;
        *self = next;
        Ok(events)
    }

    /// Applies a command already checked, in place.
    pub(crate) fn apply_checked(&mut self, command: Command, events: &mut Vec<Event>) {
        self.execute(command, events);
        self.public.counter += 1;
    }

    fn spend(&mut self, n: u8) {
        if let Phase::Moves { left, dice } = self.public.phase {
            self.public.phase = Phase::Moves {
                left: left.saturating_sub(n),
                dice,
            };
        }
    }

    fn execute(&mut self, command: Command, ev: &mut Vec<Event>) {
        let seat = command.by;
        let cost = self.cost(&command.act, seat);
        match command.act {
            Act::Keep(a, c) => {
                let hand = std::mem::take(&mut self.hands[usize::from(seat)]);
                let (kept, discarded): (Vec<u8>, Vec<u8>) =
                    hand.into_iter().partition(|&x| x == a || x == c);
                self.public.green_discard.extend(&discarded);
                self.hands[usize::from(seat)] = kept;
                self.sync_hand(seat);
                ev.push(Event::Kept {
                    by: seat,
                    discarded,
                });
                self.public.phase = if seat + 1 < self.config.players {
                    Phase::Keep(seat + 1)
                } else {
                    Phase::Choose
                };
            }
            Act::Action => {
                self.public.phase = Phase::Moves {
                    left: data().board.rules.action_moves,
                    dice: false,
                };
                ev.push(Event::TurnChosen {
                    by: seat,
                    dice: false,
                });
            }
            Act::Roll => {
                let dice = (self.rng.d6(), self.rng.d6());
                self.public.last_roll = Some(dice);
                ev.push(Event::TurnChosen {
                    by: seat,
                    dice: true,
                });
                ev.push(Event::Rolled { by: seat, dice });
                self.public.phase = Phase::Moves {
                    left: dice.0 + dice.1,
                    dice: true,
                };
                // BR-6.1, BR-15.4: the charge is a blue card on the stack.
                if let Some(card) = self.draw_blue() {
                    self.public.stack.push(StackItem::Blue(card));
                    ev.push(Event::Charged { card });
                }
            }
            Act::Step { .. }
            | Act::Leap { .. }
            | Act::Stun { .. }
            | Act::Capture { .. }
            | Act::Revive { .. }
            | Act::Conceal { .. }
            | Act::Reveal { .. } => {
                self.spend(cost);
                self.one_move(seat, command.act, ev);
            }
            Act::Order(order) => self.seal(seat, order, ev),
            Act::Reinforce { tile, n, at } => {
                self.spend(cost);
                self.reinforce(seat, tile, n, at, ev);
            }
            Act::Trade { card } => {
                if let Phase::Moves { left, .. } = self.public.phase {
                    self.public.phase = Phase::Trade {
                        card,
                        paid: 0,
                        left,
                    };
                }
                ev.push(Event::TradeStarted { by: seat, card });
            }
            Act::Give(item) => self.give(seat, item, ev),
            Act::PlayYellow { card, target } => self.play_yellow(seat, card, target, ev),
            Act::Overpower { at } => {
                self.spend(cost);
                self.overpower(seat, at, ev);
            }
            Act::ExtractPiece { at } => {
                self.spend(cost);
                self.extract_piece(seat, at, ev);
            }
            Act::PassMask { from, to } => self.pass_mask(from, to, ev),
            Act::Steer { at } => self.steer(at, ev),
            Act::Loot(target) => {
                self.spend(cost);
                self.loot(seat, target, ev);
            }
            Act::Extract { block } => {
                self.spend(cost);
                // BR-9.4: defeated police leave the board, no blue card.
                let st = &mut self.public.stations[usize::from(block)];
                st.police = st.police.saturating_sub(1);
                self.public.police_supply += 1;
                ev.push(Event::Extracted { by: seat, block });
            }
            Act::Play { card, target } => self.play(seat, card, target, ev),
            Act::Bomb { at } => {
                self.spend(cost);
                self.bomb(seat, at, ev);
            }
            Act::Ride { car, to } => {
                self.spend(cost);
                self.ride(seat, car, to, ev);
                self.close_moves(ev);
            }
            Act::End => self.close_moves(ev),
            Act::Pay(item) => {
                let value = self.hand_over(seat, item);
                self.public.stack.push(match item {
                    PayItem::Green(c) => StackItem::Green(c),
                    PayItem::Tile(t) => StackItem::Tile(t),
                    PayItem::Yellow(c) => StackItem::Yellow(c),
                });
                ev.push(Event::Paid { by: seat, item });
                if let Phase::Settle { paid } = self.public.phase {
                    let paid = paid.saturating_add(value);
                    self.public.phase = Phase::Settle { paid };
                    let nothing_left = self.items(seat).is_empty();
                    if paid >= self.fee_due() {
                        self.finish_turn(ev);
                    } else if nothing_left {
                        // Cannot afford the rest: the stack must be collected (BR-6.2).
                        self.collect(seat, ev);
                    }
                }
            }
            Act::Collect => self.collect(seat, ev),
        }
        if self.public.steering.is_some() && self.public.phase != Phase::Steer {
            self.run_steering(ev);
        }
        self.after(ev);
    }

    /// The effect of a one-move command (an ordinary turn's, or a curfew order's).
    pub(crate) fn one_move(&mut self, seat: u8, act: Act, ev: &mut Vec<Event>) {
        match act {
            Act::Step { from, dir } => {
                if let (Some(i), Some(to)) = (self.standing(from), board().step(from, dir)) {
                    self.pieces[i].place = Place::Board(to);
                    ev.push(Event::Moved { from, to });
                    self.entered(i, from, to, ev);
                }
            }
            Act::Leap { from, dir } => {
                if let (Some(i), Some(to)) =
                    (self.standing(from), self.leap_landing(from, dir, seat))
                {
                    self.pieces[i].place = Place::Board(to);
                    ev.push(Event::Leapt { from, to });
                    self.entered(i, from, to, ev);
                }
            }
            Act::Stun { at } => {
                if let Some(i) = self.standing(at) {
                    self.stun(i, ev);
                }
            }
            Act::Capture { at } => {
                if let Some((i, _)) = self.capture_target(at, seat) {
                    self.capture(seat, i, at, ev);
                }
            }
            Act::Revive { at } => {
                if let Some(i) = self.own_stunned(at, seat) {
                    self.pieces[i].stunned = None;
                    ev.push(Event::Revived { at });
                }
            }
            Act::Conceal { at } | Act::Reveal { at } => {
                if let Some(i) = self.standing(at) {
                    let conceal = matches!(act, Act::Conceal { .. });
                    self.pieces[i].concealed = conceal;
                    ev.push(if conceal {
                        Event::Concealed { at }
                    } else {
                        Event::Revealed { at }
                    });
                }
            }
            _ => {}
        }
    }

    /// Whether `seat` holds `item` (BR-6.2, BR-9.2).
    pub(crate) fn holds(&self, seat: u8, item: PayItem) -> bool {
        let me = &self.public.players[usize::from(seat)];
        match item {
            PayItem::Green(c) => self.hand(seat).contains(&c),
            PayItem::Tile(t) => me.loot.contains(&t),
            PayItem::Yellow(c) => me.yellows.contains(&c),
        }
    }

    /// What an item is worth (BR-6.2: cards and tiles by their value).
    pub(crate) fn item_value(item: PayItem) -> u16 {
        match item {
            PayItem::Green(c) => data().green_card(c).map_or(0, |k| k.value),
            PayItem::Yellow(c) => data().yellow_card(c).map_or(0, |k| k.value),
            PayItem::Tile(t) => tile_value(t),
        }
    }

    /// Everything `seat` could pay with, added up.
    pub(crate) fn holdings(&self, seat: u8) -> u32 {
        let me = &self.public.players[usize::from(seat)];
        self.hand(seat)
            .iter()
            .map(|&c| PayItem::Green(c))
            .chain(me.yellows.iter().map(|&c| PayItem::Yellow(c)))
            .chain(me.loot.iter().map(|&t| PayItem::Tile(t)))
            .map(|i| u32::from(Game::item_value(i)))
            .sum()
    }

    /// Takes an item from `seat` (it goes where the caller puts it); its value.
    pub(crate) fn hand_over(&mut self, seat: u8, item: PayItem) -> u16 {
        let me = usize::from(seat);
        match item {
            PayItem::Green(c) => {
                self.hands[me].retain(|&x| x != c);
                self.sync_hand(seat);
            }
            PayItem::Tile(t) => {
                let loot = &mut self.public.players[me].loot;
                if let Some(i) = loot.iter().position(|&x| x == t) {
                    loot.remove(i);
                }
            }
            PayItem::Yellow(c) => self.public.players[me].yellows.retain(|&x| x != c),
        }
        Game::item_value(item)
    }

    /// Whether a card with `effect` may be played on `target` (BR-2.6).
    fn check_card(&self, seat: u8, effect: Effect, target: CardTarget) -> Result<(), Error> {
        let ok = match (effect, target) {
            (Effect::Moves | Effect::Bomb, CardTarget::None) => true,
            (Effect::Mask, CardTarget::At(s)) => self.standing(s).is_some_and(|i| {
                self.pieces[i].owner == Owner::Player(seat) && !self.pieces[i].masked
            }),
            (Effect::Expose, CardTarget::Player(q)) => q != seat && q < self.config.players,
            (Effect::Bail, CardTarget::None) => self.bail_target(seat).is_some(),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Error::BadTarget)
        }
    }

    /// The fee due: the sum of the blue cards' fees on the stack (BR-15.1, our reading).
    pub fn fee_due(&self) -> u16 {
        self.public
            .stack
            .iter()
            .filter_map(|i| match i {
                StackItem::Blue(c) => data().blue_card(*c).map(|k| k.fee),
                _ => None,
            })
            .sum()
    }

    pub(crate) fn sync_hand(&mut self, seat: u8) {
        let s = usize::from(seat);
        self.hands[s].sort_unstable();
        self.public.players[s].hand_size = self.hands[s].len() as u8;
    }

    pub(crate) fn draw_green(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if self.green_deck.is_empty() {
            self.green_deck = std::mem::take(&mut self.public.green_discard);
            self.rng.shuffle(&mut self.green_deck);
        }
        if let Some(c) = self.green_deck.pop() {
            self.hands[usize::from(seat)].push(c);
            self.sync_hand(seat);
            ev.push(Event::CardDrawn {
                by: seat,
                card: Some(c),
            });
        }
        self.public.green_deck = self.green_deck.len() as u8;
    }

    pub(crate) fn draw_blue(&mut self) -> Option<u8> {
        if self.blue_deck.is_empty() {
            self.blue_deck = std::mem::take(&mut self.public.blue_discard);
            self.rng.shuffle(&mut self.blue_deck);
        }
        let c = self.blue_deck.pop();
        self.public.blue_deck = self.blue_deck.len() as u8;
        c
    }

    /// A dice turn's moves end in settling the stack; an action turn's end the turn.
    pub(crate) fn close_moves(&mut self, ev: &mut Vec<Event>) {
        match self.public.phase {
            Phase::Moves { dice: true, .. } => self.public.phase = Phase::Settle { paid: 0 },
            Phase::Moves { dice: false, .. } => self.finish_turn(ev),
            _ => {}
        }
    }

    /// A piece arrived on `to`: a face-down city turns up (BR-9.3).
    pub(crate) fn entered(&mut self, i: usize, from: Sq, to: Sq, ev: &mut Vec<Event>) {
        let b = board();
        // BR-10.7: walking into the gas stuns an unmasked rioter.
        if matches!(self.pieces[i].owner, Owner::Player(_))
            && !self.pieces[i].masked
            && self.in_gas(to)
        {
            self.stun(i, ev);
        }
        let Terrain::City(city) = b.terrain(to) else {
            return;
        };
        let _ = from;
        if self.public.city_shown[usize::from(city)].is_some() {
            return;
        }
        let Some(&tile) = self.city_tiles.get(usize::from(city)) else {
            return;
        };
        self.public.city_shown[usize::from(city)] = Some(tile);
        ev.push(Event::CityShown { city, tile });
        let Owner::Player(seat) = self.pieces[i].owner else {
            return;
        };
        let Some(t) = data().city_tiles.get(usize::from(tile)) else {
            return;
        };
        match t.kind {
            CityKind::Cache => self.public.players[usize::from(seat)]
                .loot
                .push(TileRef::City(tile)),
            CityKind::Masks => {
                self.pieces[i].masked = true;
                ev.push(Event::Masked { at: to });
            }
            CityKind::Supplies => {
                self.draw_green(seat, ev);
                self.draw_green(seat, ev);
            }
            CityKind::Bomb => {
                self.public.players[usize::from(seat)].bombs += 1;
                ev.push(Event::BombGained { by: seat });
            }
            CityKind::Ambush => self.arrest(i, None, ev),
        }
    }

    pub(crate) fn stun(&mut self, i: usize, ev: &mut Vec<Event>) {
        let turn_no = self.public.turn_no;
        let p = &mut self.pieces[i];
        let Place::Board(at) = p.place else {
            return;
        };
        p.stunned = Some(turn_no);
        // «Stunned leaders remain revealed after being revived»: a stun shows the flag.
        p.concealed = false;
        ev.push(Event::Stunned {
            at,
            owner: p.owner,
            leader: p.leader,
        });
    }

    pub(crate) fn capture(&mut self, seat: u8, i: usize, at: Sq, ev: &mut Vec<Event>) {
        let p = self.pieces[i];
        ev.push(Event::Captured {
            by: seat,
            at,
            owner: p.owner,
            leader: p.leader,
        });
        let me = usize::from(seat);
        match p.owner {
            Owner::Police(_) if self.public.curfew.is_some() => {
                // BR-10.6: in a curfew every cop is riot police.
                self.pieces.remove(i);
                self.public.players[me].riot_held += 1;
                self.draw_green(seat, ev);
                self.riot(ev);
            }
            Owner::Police(_) => {
                // BR-8.3: a hostage, +1 green, a blue card at once.
                self.pieces.remove(i);
                self.public.players[me].police_held += 1;
                self.draw_green(seat, ev);
                if let Some(card) = self.draw_blue() {
                    self.resolve_blue(card, ev);
                    self.public.blue_discard.push(card);
                }
            }
            Owner::Riot => {
                // BR-8.3: +1 green, a red card at once, a curfew.
                self.pieces.remove(i);
                self.public.players[me].riot_held += 1;
                self.draw_green(seat, ev);
                self.riot(ev);
            }
            Owner::Player(_) => {
                let q = &mut self.pieces[i];
                q.place = Place::Hostage(seat);
                q.stunned = None;
                q.masked = false;
                q.concealed = false;
                self.public.players[me].captured_rival = true;
            }
        }
    }

    fn loot(&mut self, seat: u8, target: Target, ev: &mut Vec<Event>) {
        let b = board();
        let me = usize::from(seat);
        match target {
            Target::House(h) => {
                let Some(tile) = self
                    .house_tiles
                    .get_mut(usize::from(h))
                    .and_then(Option::take)
                else {
                    return;
                };
                let (block, s) = b.houses[usize::from(h)];
                self.public.houses_shown.push(tile);
                self.public.houses_shown.sort_unstable();
                self.public.players[me].loot.push(TileRef::House(tile));
                self.public.players[me].houses_from[usize::from(block)] += 1;
                ev.push(Event::Looted {
                    by: seat,
                    target,
                    tile: Some(TileRef::House(tile)),
                });
                match data().houses.get(usize::from(tile)).map(|t| t.extra) {
                    Some(HouseExtra::Green) => self.draw_green(seat, ev),
                    Some(HouseExtra::Mask) => {
                        let ring = b.ring8(s);
                        if let Some(&at) = ring.iter().find(|&&r| {
                            self.standing(r).is_some_and(|i| {
                                self.pieces[i].owner == Owner::Player(seat)
                                    && !self.pieces[i].masked
                            })
                        }) {
                            if let Some(i) = self.standing(at) {
                                self.pieces[i].masked = true;
                                ev.push(Event::Masked { at });
                            }
                        }
                    }
                    Some(HouseExtra::Police) => {
                        if let Some(card) = self.draw_blue() {
                            self.resolve_blue(card, ev);
                            self.public.blue_discard.push(card);
                        }
                    }
                    _ => {}
                }
            }
            Target::Station(block) => {
                let ring = self.station_ring(block);
                let mut free: Vec<Sq> = ring.into_iter().filter(|&s| self.free(s)).collect();
                free.reverse();
                let mut perished = 0u8;
                for i in 0..self.pieces.len() {
                    if self.pieces[i].place != Place::Prison(block) {
                        continue;
                    }
                    if self.pieces[i].owner == Owner::Player(seat) {
                        // Your own prisoners walk out (our reading of «Break out»).
                        self.pieces[i].place = free.pop().map_or(Place::Reserve, Place::Board);
                    } else {
                        self.pieces[i].place = Place::Gone;
                        perished += 1;
                    }
                }
                self.public.stations[usize::from(block)].standing = false;
                if self.seat_of_block(block).is_some_and(|s| s != seat) {
                    self.public.players[me].stations_taken.push(block);
                }
                ev.push(Event::Looted {
                    by: seat,
                    target,
                    tile: None,
                });
                if perished > 0 {
                    ev.push(Event::Perished {
                        block,
                        count: perished,
                    });
                }
            }
            Target::Hall => {
                let Some(tile) = self.hall_pile.pop() else {
                    return;
                };
                self.public.hall_left = self.hall_pile.len() as u8;
                self.public.players[me].loot.push(TileRef::Hall(tile));
                self.public.players[me].hall_looted += 1;
                ev.push(Event::Looted {
                    by: seat,
                    target,
                    tile: Some(TileRef::Hall(tile)),
                });
                // BR-9.1: «riot police take action and a curfew begins immediately ending
                // your turn».
                self.riot(ev);
            }
        }
    }

    fn play(&mut self, seat: u8, card: u8, target: CardTarget, ev: &mut Vec<Event>) {
        let Some(kind) = data().green_card(card) else {
            return;
        };
        self.hands[usize::from(seat)].retain(|&c| c != card);
        self.sync_hand(seat);
        self.public.green_discard.push(card);
        ev.push(Event::CardPlayed { by: seat, card });
        self.card_effect(seat, kind.effect, kind.n, target, ev);
    }

    /// BR-2.6: «Yellow action cards act exactly like green»; played, it is discarded face up.
    fn play_yellow(&mut self, seat: u8, card: u8, target: CardTarget, ev: &mut Vec<Event>) {
        let Some(kind) = data().yellow_card(card) else {
            return;
        };
        self.public.players[usize::from(seat)]
            .yellows
            .retain(|&c| c != card);
        self.public.yellow_discard.push(card);
        ev.push(Event::YellowPlayed { by: seat, card });
        self.card_effect(seat, kind.effect, kind.n, target, ev);
    }

    /// A green or yellow card's effect (`cards.toml`): moves = n more moves; mask = n pieces
    /// masked, the named one then the nearest of its unit; expose = a rival's concealed
    /// leaders shown and n more moves; bail = n prisoners out; bomb = n bombs.
    fn card_effect(
        &mut self,
        seat: u8,
        effect: Effect,
        n: u8,
        target: CardTarget,
        ev: &mut Vec<Event>,
    ) {
        let more = |g: &mut Game, k: u8| {
            if let Phase::Moves { left, dice } = g.public.phase {
                g.public.phase = Phase::Moves {
                    left: left.saturating_add(k),
                    dice,
                };
            }
        };
        match (effect, target) {
            (Effect::Moves, _) => more(self, n),
            (Effect::Mask, CardTarget::At(at)) => {
                let unit = self.unit(at, seat);
                let mut done = 0;
                for s in unit {
                    if done == n {
                        break;
                    }
                    if let Some(i) = self.standing(s) {
                        if !self.pieces[i].masked {
                            self.pieces[i].masked = true;
                            ev.push(Event::Masked { at: s });
                            done += 1;
                        }
                    }
                }
            }
            (Effect::Expose, CardTarget::Player(q)) => {
                self.expose(q, ev);
                more(self, n);
            }
            (Effect::Bail, _) => {
                for _ in 0..n.max(1) {
                    if let Some((i, at)) = self.bail_target(seat) {
                        self.pieces[i].place = Place::Board(at);
                        ev.push(Event::Freed { at });
                    }
                }
            }
            (Effect::Bomb, _) => {
                self.public.players[usize::from(seat)].bombs += n.max(1);
                ev.push(Event::BombGained { by: seat });
            }
            _ => {}
        }
    }

    /// The unit of `at` (BR-7.2: own standing pieces touching side by side), nearest first.
    pub(crate) fn unit(&self, at: Sq, seat: u8) -> Vec<Sq> {
        let b = board();
        if !self.own_standing(at, seat) {
            return Vec::new();
        }
        let mut out = vec![at];
        let mut k = 0;
        while k < out.len() {
            let c = out[k];
            for n in b.neighbours(c) {
                if self.own_standing(n, seat) && !out.contains(&n) {
                    out.push(n);
                }
            }
            k += 1;
        }
        out
    }

    pub(crate) fn expose(&mut self, q: u8, ev: &mut Vec<Event>) -> bool {
        let mut count = 0;
        for p in &mut self.pieces {
            if p.owner == Owner::Player(q) && p.concealed {
                p.concealed = false;
                count += 1;
            }
        }
        ev.push(Event::Exposed { player: q, count });
        count > 0
    }

    fn bomb(&mut self, seat: u8, at: Sq, ev: &mut Vec<Event>) {
        let b = board();
        self.public.players[usize::from(seat)].bombs -= 1;
        ev.push(Event::Bombed { by: seat, at });
        let blast = u16::from(data().board.rules.bomb_blast);
        let mut hit: Vec<(Sq, usize)> = Vec::new();
        for (i, p) in self.pieces.iter().enumerate() {
            if let Place::Board(s) = p.place {
                // Masks stop bombs; a building shelters unless the bomb is inside it.
                let sheltered = b.region(s).is_some() && b.region(s) != b.region(at);
                if matches!(p.owner, Owner::Player(_))
                    && p.stunned.is_none()
                    && !p.masked
                    && !sheltered
                    && b.distance(s, at) <= blast
                {
                    hit.push((s, i));
                }
            }
        }
        hit.sort_unstable();
        for (_, i) in hit {
            self.stun(i, ev);
        }
    }

    fn ride(&mut self, seat: u8, car: u8, to: Sq, ev: &mut Vec<Event>) {
        let b = board();
        let riders: Vec<usize> = self
            .riders(car, seat)
            .into_iter()
            .filter_map(|s| self.standing(s))
            .collect();
        for &i in &riders {
            self.pieces[i].place = Place::Reserve;
        }
        // A rider with no room to step out stays off the board, shown for what it is (a
        // concealed leader is hidden only on the board).
        self.public.cars[usize::from(car)] = Car {
            at: to,
            burned: true,
        };
        ev.push(Event::Rode { by: seat, car, to });
        // Riders leave by the nearest free spaces (BFS through open ground).
        let mut seen = vec![false; b.len()];
        let mut queue = std::collections::VecDeque::from([to]);
        seen[usize::from(to.0)] = true;
        let mut spots = Vec::new();
        while let Some(s) = queue.pop_front() {
            if spots.len() == riders.len() {
                break;
            }
            if s != to && self.free(s) {
                spots.push(s);
            }
            for n in b.neighbours(s) {
                if !seen[usize::from(n.0)] && self.passable(n) {
                    seen[usize::from(n.0)] = true;
                    queue.push_back(n);
                }
            }
        }
        for (k, &i) in riders.iter().enumerate() {
            if let Some(&s) = spots.get(k) {
                self.pieces[i].place = Place::Board(s);
                self.entered(i, to, s, ev);
            } else {
                self.pieces[i].place = Place::Reserve;
                self.pieces[i].concealed = false;
            }
        }
        self.draw_green(seat, ev);
    }

    fn collect(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let stack = std::mem::take(&mut self.public.stack);
        // BR-6.3: every blue action in stack order, then the goods.
        for item in &stack {
            if let StackItem::Blue(c) = item {
                self.resolve_blue(*c, ev);
            }
        }
        let (mut greens, mut tiles) = (0u8, 0u8);
        for item in stack {
            match item {
                StackItem::Blue(c) => self.public.blue_discard.push(c),
                StackItem::Green(c) => {
                    self.hands[usize::from(seat)].push(c);
                    greens += 1;
                }
                StackItem::Yellow(c) => self.public.players[usize::from(seat)].yellows.push(c),
                StackItem::Tile(t) => {
                    // BR-6.3: tiles are exchanged 2 for 1 green card; they leave the game.
                    self.public.spent_tiles.push(t);
                    tiles += 1;
                }
            }
        }
        self.sync_hand(seat);
        ev.push(Event::Collected {
            by: seat,
            greens,
            tiles,
        });
        for _ in 0..tiles / 2 {
            self.draw_green(seat, ev);
        }
        if let Some(st) = self.public.steering.as_mut() {
            // The turn ends once the steered police are done.
            st.finish = true;
        } else if self.public.outcome.is_none() {
            self.finish_turn(ev);
        }
    }

    // ----- police (BR-10), automated -----

    /// A blue card's action against the player on turn (BR-10.2); no effect: +1 police in
    /// their station.
    pub(crate) fn resolve_blue(&mut self, card: u8, ev: &mut Vec<Event>) {
        let Some(kind) = data().blue_card(card) else {
            return;
        };
        ev.push(Event::BlueResolved { card });
        let seat = self.public.turn;
        let block = self.block_of(seat);
        if self.steered() && matches!(kind.action, PoliceAction::Patrol | PoliceAction::Raid) {
            // BR-10.2 (the option): the previous player steers these police.
            let pieces: Vec<Option<Sq>> = if kind.action == PoliceAction::Patrol {
                vec![None; usize::from(kind.n)]
            } else {
                let mut v: Vec<Sq> = self
                    .pieces
                    .iter()
                    .filter(|p| matches!(p.owner, Owner::Police(_)))
                    .filter_map(|p| match p.place {
                        Place::Board(s) => Some(s),
                        _ => None,
                    })
                    .collect();
                v.sort_unstable();
                v.into_iter().map(Some).collect()
            };
            self.queue_police(pieces, block, kind.reach, Vec::new());
            return;
        }
        let effect = match kind.action {
            PoliceAction::Patrol => {
                let mut any = false;
                for _ in 0..kind.n {
                    let st = self.public.stations[usize::from(block)];
                    if st.standing && st.police > 0 {
                        any |= self.chase(From::Station(block), kind.reach, Some(seat), ev);
                    }
                }
                any
            }
            PoliceAction::Raid => {
                let mut on_board: Vec<(Sq, usize)> = self
                    .pieces
                    .iter()
                    .enumerate()
                    .filter_map(|(i, p)| match (p.owner, p.place) {
                        (Owner::Police(_), Place::Board(s)) => Some((s, i)),
                        _ => None,
                    })
                    .collect();
                on_board.sort_unstable();
                let mut any = false;
                for (_, i) in on_board {
                    any |= self.chase(From::Piece(i), kind.reach, Some(seat), ev);
                }
                any
            }
            PoliceAction::Reinforce => self.add_police(block, kind.n, ev),
            PoliceAction::Search => self.expose(seat, ev),
            PoliceAction::Curfew => {
                self.riot(ev);
                true
            }
        };
        if !effect {
            self.add_police(block, 1, ev);
        }
    }

    /// Adds police to a station, then its thresholds (BR-10.3).
    pub(crate) fn add_police(&mut self, block: u8, n: u8, ev: &mut Vec<Event>) -> bool {
        let k = n.min(self.public.police_supply);
        if k == 0 {
            return false;
        }
        self.public.police_supply -= k;
        self.public.stations[usize::from(block)].police += k;
        ev.push(Event::PoliceAdded { block, count: k });
        let seat = self.public.turn;
        if !self.public.stations[usize::from(block)].standing {
            // BR-10.3: a looted station's new police chase the nearest rioter at once.
            for _ in 0..k {
                self.chase(From::Station(block), u8::MAX, None, ev);
            }
            return true;
        }
        if self.public.stations[usize::from(block)].police >= 6 {
            for _ in 0..3 {
                self.chase(From::Station(block), u8::MAX, Some(seat), ev);
            }
        }
        self.perish(block, ev);
        true
    }

    /// BR-10.3: with 4 or more police, the prisoners perish.
    fn perish(&mut self, block: u8, ev: &mut Vec<Event>) {
        if self.public.stations[usize::from(block)].police < 4 {
            return;
        }
        let mut count = 0;
        for p in &mut self.pieces {
            if p.place == Place::Prison(block) {
                p.place = Place::Gone;
                count += 1;
            }
        }
        if count > 0 {
            ev.push(Event::Perished { block, count });
        }
    }

    /// A police piece chases the nearest standing rioter of `target` (any player's when
    /// `None`) by the shortest orthogonal path, ties to the lower space, up to `reach`
    /// spaces, and arrests it if it ends beside it (BR-15.6, our rule). Whether it did
    /// anything.
    pub(crate) fn chase(
        &mut self,
        from: From,
        reach: u8,
        target: Option<u8>,
        ev: &mut Vec<Event>,
    ) -> bool {
        self.chase_quarry(from, reach, &Quarry::Seat(target), ev)
    }

    /// [`Game::chase`] after any quarry.
    pub(crate) fn chase_quarry(
        &mut self,
        from: From,
        reach: u8,
        quarry: &Quarry,
        ev: &mut Vec<Event>,
    ) -> bool {
        match self.plan(from, quarry) {
            Some(plan) => {
                self.follow(from, reach, plan, ev);
                true
            }
            None => false,
        }
    }

    /// The shortest path to the nearest quarry (ties: the lower space), without moving.
    pub(crate) fn plan(&self, from: From, quarry: &Quarry) -> Option<Plan> {
        let b = board();
        let sources: Vec<Sq> = match from {
            From::Piece(i) => match self.pieces[i].place {
                Place::Board(s) => vec![s],
                _ => return None,
            },
            From::Station(block) => {
                let cells = &b.blocks[usize::from(block)].station;
                let mut v: Vec<Sq> = if self.public.stations[usize::from(block)].standing {
                    cells.iter().flat_map(|&c| b.neighbours(c)).collect()
                } else {
                    cells.clone()
                };
                v.sort_unstable();
                v.dedup();
                v.retain(|&s| self.free(s));
                v
            }
        };
        let is_target = |g: &Game, s: Sq| {
            g.standing(s)
                .is_some_and(|i| match (g.pieces[i].owner, quarry) {
                    (Owner::Player(o), Quarry::Seat(target)) => target.is_none_or(|t| t == o),
                    (Owner::Player(_), Quarry::At(spaces)) => spaces.contains(&s),
                    _ => false,
                })
        };
        let n = b.len();
        let mut parent: Vec<Option<Sq>> = vec![None; n];
        let mut dist: Vec<u16> = vec![u16::MAX; n];
        let mut queue = std::collections::VecDeque::new();
        for &s in &sources {
            dist[usize::from(s.0)] = 0;
            queue.push_back(s);
        }
        let mut best: Option<(u16, Sq, Sq)> = None;
        while let Some(c) = queue.pop_front() {
            let d = dist[usize::from(c.0)];
            if best.is_some_and(|(bd, _, _)| d > bd) {
                break;
            }
            for nb in b.neighbours(c) {
                if is_target(self, nb) && best.is_none_or(|(bd, bt, _)| (d, nb) < (bd, bt)) {
                    best = Some((d, nb, c));
                }
            }
            for nb in b.neighbours(c) {
                if dist[usize::from(nb.0)] == u16::MAX && self.free(nb) {
                    dist[usize::from(nb.0)] = d + 1;
                    parent[usize::from(nb.0)] = Some(c);
                    queue.push_back(nb);
                }
            }
        }
        let (d, victim, stop) = best?;
        let mut path = vec![stop];
        while let Some(p) = parent[usize::from(path[path.len() - 1].0)] {
            path.push(p);
        }
        path.reverse();
        Some(Plan {
            dist: d,
            victim,
            path,
        })
    }

    /// Moves the police piece along a planned path, up to `reach`; arrests the victim if
    /// it ends beside it.
    pub(crate) fn follow(&mut self, from: From, reach: u8, plan: Plan, ev: &mut Vec<Event>) {
        let Plan {
            dist: d,
            victim,
            path,
        } = plan;
        let end = path[usize::from(reach).min(path.len() - 1)];
        let idx = match from {
            From::Piece(i) => {
                let start = path[0];
                if end != start {
                    self.pieces[i].place = Place::Board(end);
                    ev.push(Event::PoliceMoved {
                        from: start,
                        to: end,
                    });
                }
                i
            }
            From::Station(block) => {
                let st = &mut self.public.stations[usize::from(block)];
                st.police = st.police.saturating_sub(1);
                self.pieces.push(Piece {
                    place: Place::Board(end),
                    owner: Owner::Police(block),
                    leader: false,
                    concealed: false,
                    masked: false,
                    stunned: None,
                });
                ev.push(Event::PoliceLeft { block, to: end });
                self.pieces.len() - 1
            }
        };
        if d <= u16::from(reach) {
            if let Some(v) = self.standing(victim) {
                let home = match self.pieces[idx].owner {
                    Owner::Police(h) => Some(h),
                    _ => None,
                };
                self.arrest(v, home, ev);
            }
        }
    }

    /// BR-8.6 (our reading): to the station of the block where the arrest happens; outside
    /// the blocks, to the police's own (else the player on turn's); a removed station sends
    /// to the nearest standing one; none left: the piece perishes.
    pub(crate) fn arrest(&mut self, i: usize, home: Option<u8>, ev: &mut Vec<Event>) {
        let b = board();
        let Place::Board(at) = self.pieces[i].place else {
            return;
        };
        let Owner::Player(owner) = self.pieces[i].owner else {
            return;
        };
        let standing = |g: &Game, s: u8| g.public.stations[usize::from(s)].standing;
        let turn_block = self.block_of(self.public.turn);
        let first = b.block_at(at).or(home).unwrap_or(turn_block);
        let dest = if standing(self, first) {
            Some(first)
        } else {
            (0..b.blocks.len() as u8)
                .filter(|&s| standing(self, s))
                .min_by_key(|&s| {
                    let c = b.blocks[usize::from(s)].station[0];
                    (b.distance(at, c), s)
                })
        };
        let p = &mut self.pieces[i];
        p.stunned = None;
        p.masked = false;
        p.concealed = false;
        p.place = dest.map_or(Place::Gone, Place::Prison);
        ev.push(Event::Arrested {
            at,
            owner,
            leader: p.leader,
            station: dest,
        });
        if let Some(s) = dest {
            self.perish(s, ev);
        }
    }

    // ----- turns and ends (BR-5, BR-11, BR-12) -----

    pub(crate) fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        if self.public.curfew_due && self.public.outcome.is_none() {
            // BR-6.3: the curfew imposed on a dice turn comes once the stack is settled.
            self.public.curfew_due = false;
            self.start_curfew(ev);
            return;
        }
        self.end_turn(ev);
    }

    /// The turn is over: the holder's cause (BR-12.3), then the next player.
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.public.turn;
        ev.push(Event::TurnEnded { by: seat });
        if self.public.outcome.is_none() && self.cause_done(seat) {
            let cause = self.cause(seat).unwrap_or(0);
            ev.push(Event::CauseShown {
                player: seat,
                cause,
            });
            self.end(vec![seat], EndReason::Cause { cause }, ev);
            return;
        }
        self.advance(ev);
    }

    fn advance(&mut self, ev: &mut Vec<Event>) {
        let n = self.config.players;
        let mut next = self.public.turn;
        for _ in 0..n {
            next = (next + 1) % n;
            if next == 0 {
                self.public.round += 1;
                if self.public.round > data().board.rules.round_limit {
                    self.end(Vec::new(), EndReason::RoundLimit, ev);
                    return;
                }
                ev.push(Event::RoundStarted {
                    round: self.public.round,
                });
            }
            if !self.public.players[usize::from(next)].dominated {
                break;
            }
        }
        self.public.turn = next;
        self.public.turn_no += 1;
        self.public.phase = Phase::Choose;
        self.public.curfew = None;
        for o in &mut self.orders {
            *o = None;
        }
        self.public.mask_passed = false;
        self.shrink_gas();
    }

    pub(crate) fn end(&mut self, winners: Vec<u8>, reason: EndReason, ev: &mut Vec<Event>) {
        if self.public.outcome.is_none() {
            self.public.outcome = Some(Outcome { winners, reason });
            ev.push(Event::GameEnded);
        }
    }

    /// After every command: the town hall (BR-12.1), then domination (BR-12.2).
    fn after(&mut self, ev: &mut Vec<Event>) {
        if self.public.outcome.is_some() {
            return;
        }
        let b = board();
        let coop = self.config.mode == Mode::Coop;
        let in_hall: Vec<Piece> = b
            .hall
            .iter()
            .filter_map(|&s| self.standing(s).map(|i| self.pieces[i]))
            .collect();
        if in_hall.len() == b.hall.len()
            && in_hall.iter().any(|p| p.leader && !p.concealed)
            && in_hall.iter().all(|p| matches!(p.owner, Owner::Player(_)))
        {
            let owners: Vec<u8> = in_hall
                .iter()
                .filter_map(|p| match p.owner {
                    Owner::Player(o) => Some(o),
                    _ => None,
                })
                .collect();
            if coop {
                if self.public.players.iter().any(|p| p.hall_looted > 0) {
                    let all = (0..self.config.players).collect();
                    self.end(all, EndReason::TownHall { coop: true }, ev);
                    return;
                }
            } else if let Some(&o) = owners.first() {
                if owners.iter().all(|&x| x == o)
                    && self.public.players[usize::from(o)].hall_looted > 0
                {
                    self.end(vec![o], EndReason::TownHall { coop: false }, ev);
                    return;
                }
            }
        }
        // Domination: no standing piece and no way to call reinforcements (BR-7.4).
        let turn = self.public.turn;
        let mut turn_lost = false;
        for q in 0..self.config.players {
            if self.public.players[usize::from(q)].dominated
                || self.has_standing(q)
                || self.may_call_up(q)
            {
                continue;
            }
            self.public.players[usize::from(q)].dominated = true;
            let loot = std::mem::take(&mut self.public.players[usize::from(q)].loot);
            let heir =
                (q != turn && !self.public.players[usize::from(turn)].dominated).then_some(turn);
            match heir {
                Some(h) => self.public.players[usize::from(h)].loot.extend(loot),
                None => self
                    .public
                    .stack
                    .extend(loot.into_iter().map(StackItem::Tile)),
            }
            ev.push(Event::Dominated { player: q, heir });
            turn_lost |= q == turn;
            // A dominated seat gives no more curfew orders.
            if let Some(c) = self.public.curfew.as_mut() {
                if let Some(w) = c.waiting.get_mut(usize::from(q)) {
                    *w = false;
                }
            }
            if let Some(o) = self.orders.get_mut(usize::from(q)) {
                *o = None;
            }
        }
        let alive: Vec<u8> = (0..self.config.players)
            .filter(|&q| !self.public.players[usize::from(q)].dominated)
            .collect();
        if alive.is_empty() {
            self.end(Vec::new(), EndReason::AllDominated, ev);
        } else if !coop && alive.len() == 1 {
            self.end(alive, EndReason::Domination, ev);
        } else if turn_lost && !matches!(self.public.phase, Phase::Keep(_)) {
            ev.push(Event::TurnEnded { by: turn });
            self.public.curfew_due = false;
            self.public.steering = None;
            self.advance(ev);
        } else if self.public.phase == Phase::Curfew && self.to_act().is_empty() {
            // The last waiting seat was dominated: the round resolves.
            self.resolve_round(ev);
        }
    }

    /// BR-11: whether a player's cause is complete.
    pub fn cause_done(&self, seat: u8) -> bool {
        let Some(cause) = self.cause(seat) else {
            return false;
        };
        let Some(c) = data().causes.get(usize::from(cause)) else {
            return false;
        };
        let me = &self.public.players[usize::from(seat)];
        let players = self.config.players;
        let rivals: Vec<u8> = (0..players).filter(|&q| q != seat).collect();
        match c.key.as_str() {
            "seize-leaders" => {
                let need = c
                    .leaders
                    .get(usize::from(players.saturating_sub(2)))
                    .copied()
                    .unwrap_or(u8::MAX);
                let mine = self.block_of(seat);
                let held = self
                    .pieces
                    .iter()
                    .filter(|p| {
                        // BR-8.6 / BR-11.1 (our reading, errata BR-8.6): a rival leader is
                        // seized when it sits in your block's station or you hold it hostage
                        // (BR-8.2), so the holder can win the cause by play, not only by
                        // the police's luck.
                        p.leader
                            && (p.place == Place::Prison(mine) || p.place == Place::Hostage(seat))
                            && matches!(p.owner, Owner::Player(o) if o != seat)
                    })
                    .count();
                held >= usize::from(need)
            }
            "ruinous" => {
                let from: Vec<u8> = rivals
                    .iter()
                    .map(|&q| me.houses_from[usize::from(self.block_of(q))])
                    .collect();
                me.captured_rival
                    && from.iter().all(|&n| n > 0)
                    && from.iter().map(|&n| u16::from(n)).sum::<u16>() >= u16::from(c.houses)
            }
            "insurrection" => {
                me.captured_rival
                    && me
                        .stations_taken
                        .iter()
                        .any(|&b| rivals.iter().any(|&q| self.block_of(q) == b))
                    && me.hall_looted > 0
                    && me.riot_held > 0
            }
            "city-regulator" => {
                let n = (0..board().cities.len() as u8)
                    .filter(|&city| self.occupies(seat, city))
                    .count();
                me.captured_rival && n >= usize::from(c.cities)
            }
            "loot-and-pillage" => me.captured_rival && self.wealth(seat) >= u32::from(c.wealth),
            _ => false,
        }
    }

    /// What to do for a player who does not answer: keep the two most valuable cards, take
    /// an action turn, end it, collect the stack.
    pub fn default_command(&self) -> Option<Command> {
        let by = self.actor()?;
        let act = match self.public.phase {
            Phase::Keep(_) => {
                let mut h: Vec<u8> = self.hand(by).to_vec();
                h.sort_by_key(|&c| {
                    (
                        std::cmp::Reverse(data().green_card(c).map_or(0, |k| k.value)),
                        c,
                    )
                });
                let (a, c) = (*h.first()?, *h.get(1)?);
                Act::Keep(a.min(c), a.max(c))
            }
            Phase::Choose => Act::Action,
            Phase::Moves { .. } => Act::End,
            Phase::Settle { .. } => Act::Collect,
            // BR-10.6: an order not given in time is "stay".
            Phase::Curfew => Act::Order(Order::Stay),
            // The trade goes through with the most valuable items first.
            Phase::Trade { .. } => {
                let mut items = self.items(by);
                items.sort_by_key(|&i| std::cmp::Reverse(Game::item_value(i)));
                Act::Give(*items.first()?)
            }
            // BR-15.6: the automation's own choice.
            Phase::Steer => Act::Steer {
                at: self.auto_quarry()?,
            },
        };
        Some(Command { by, act })
    }
}

/// A tile's wealth (BR-2.5).
pub fn tile_value(t: TileRef) -> u16 {
    let d = data();
    match t {
        TileRef::House(i) => d.houses.get(usize::from(i)).map_or(0, |h| h.wealth),
        TileRef::City(i) => d.city_tiles.get(usize::from(i)).map_or(0, |c| c.wealth),
        TileRef::Hall(i) => d.hall.get(usize::from(i)).copied().unwrap_or(0),
    }
}
