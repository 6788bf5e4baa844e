//! Riot police, tear gas and the curfew (BR-10.5, BR-10.6, BR-10.7, BR-14.3).
//!
//! A red card resolves at once and starts a curfew (BR-10.5); so does the blue "curfew"
//! card (BR-10.6's «Random Police Action»). On a dice turn the curfew waits until the
//! stack is settled (BR-6.3). In a curfew the starter rolls two dice each round, a 7 ends it and the turn (BR-10.6); otherwise every seat gives one sealed order
//! (a one-move command, or stay), a secret until all are in, and the orders resolve in seat
//! order from the starter. An order the board no longer allows by then is void. Everyone
//! may agree to end a curfew after idle rounds (BR-14.3).

use super::action::{Act, Error, Event, Order};
use super::board::{board, Dir, Sq};
use super::data::{data, RiotAction};
use super::rules::{From, Quarry};
use super::state::*;

impl Game {
    /// Riot police act (a red card) and a curfew begins, ending the turn (BR-8.3, BR-9.1,
    /// BR-10.5); on a dice turn, once the stack is settled (BR-6.3).
    pub(crate) fn riot(&mut self, ev: &mut Vec<Event>) {
        match self.public.phase {
            Phase::Moves { dice: true, .. } => {
                self.public.curfew_due = true;
                self.close_moves(ev);
            }
            // A collected stack: the curfew once the stack is done (BR-6.3).
            Phase::Settle { .. } => self.public.curfew_due = true,
            _ => self.start_curfew(ev),
        }
    }

    /// A red card, then the curfew's first roll (BR-10.5, BR-10.6). A curfew started in a
    /// curfew hands the dice to its starter («unless another player starts another
    /// curfew»).
    pub(crate) fn start_curfew(&mut self, ev: &mut Vec<Event>) {
        let by = self.public.turn;
        self.resolve_red(ev);
        if self.public.outcome.is_some() {
            return;
        }
        ev.push(Event::CurfewStarted { by });
        self.public.curfew = Some(Curfew {
            starter: by,
            rounds: 0,
            waiting: vec![false; usize::from(self.config.players)],
            idle: 0,
        });
        self.curfew_roll(ev);
    }

    /// The starter's roll: a 7 ends the curfew and the turn, else a round of orders.
    fn curfew_roll(&mut self, ev: &mut Vec<Event>) {
        let Some(by) = self.public.curfew.as_ref().map(|c| c.starter) else {
            return;
        };
        let dice = (self.rng.d6(), self.rng.d6());
        self.public.last_roll = Some(dice);
        ev.push(Event::CurfewRolled { by, dice });
        if dice.0 + dice.1 == data().board.rules.curfew_end {
            self.end_curfew(false, ev);
            return;
        }
        let players = self.config.players;
        let alive: Vec<bool> = (0..players)
            .map(|q| !self.public.players[usize::from(q)].dominated)
            .collect();
        for o in &mut self.orders {
            *o = None;
        }
        if let Some(c) = self.public.curfew.as_mut() {
            c.rounds += 1;
            c.waiting = alive;
        }
        self.public.phase = Phase::Curfew;
    }

    fn end_curfew(&mut self, agreed: bool, ev: &mut Vec<Event>) {
        ev.push(Event::CurfewEnded { agreed });
        self.public.curfew = None;
        for o in &mut self.orders {
            *o = None;
        }
        // «Play returns to normal once a 7 is rolled (ends turn, next player gets the dice)».
        self.end_turn(ev);
    }

    // ----- orders -----

    /// Whether `seat` may give `order` now: one move at most, on the board as it stands.
    pub(crate) fn check_order(&self, seat: u8, order: Order) -> Result<(), Error> {
        let rules = &data().board.rules;
        match order {
            Order::Stay => Ok(()),
            Order::Cease => {
                let idle = self.public.curfew.as_ref().map_or(0, |c| c.idle);
                if idle >= rules.curfew_idle {
                    Ok(())
                } else {
                    Err(Error::NotIdle {
                        rounds: rules.curfew_idle,
                    })
                }
            }
            _ => {
                let Some(act) = order.act() else {
                    return Ok(());
                };
                if self.cost(&act, seat) > 1 {
                    return Err(Error::CurfewMove);
                }
                self.check_move(seat, act, false, board(), rules)
            }
        }
    }

    pub(crate) fn order_candidates(&self, seat: u8) -> Vec<Act> {
        let b = board();
        let mut mine: Vec<Sq> = self
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Player(seat) && p.stunned.is_none())
            .filter_map(|p| match p.place {
                Place::Board(s) => Some(s),
                _ => None,
            })
            .collect();
        mine.sort_unstable();
        let mut near: Vec<Sq> = mine.iter().flat_map(|&s| b.neighbours(s)).collect();
        near.sort_unstable();
        near.dedup();
        let mut out = vec![Order::Stay, Order::Cease];
        for &s in &mine {
            for dir in Dir::ALL {
                out.push(Order::Step { from: s, dir });
                out.push(Order::Leap { from: s, dir });
            }
            out.push(Order::Conceal { at: s });
            out.push(Order::Reveal { at: s });
        }
        for &t in &near {
            out.push(Order::Stun { at: t });
            out.push(Order::Capture { at: t });
            out.push(Order::Revive { at: t });
        }
        out.into_iter().map(Act::Order).collect()
    }

    /// An order goes in, sealed; the last one in resolves the round.
    pub(crate) fn seal(&mut self, seat: u8, order: Order, ev: &mut Vec<Event>) {
        if let Some(o) = self.orders.get_mut(usize::from(seat)) {
            *o = Some(order);
        }
        if let Some(c) = self.public.curfew.as_mut() {
            if let Some(w) = c.waiting.get_mut(usize::from(seat)) {
                *w = false;
            }
        }
        ev.push(Event::OrderSealed {
            by: seat,
            order: Some(order),
        });
        if self.to_act().is_empty() {
            self.resolve_round(ev);
        }
    }

    /// Every order shown, then each in seat order from the starter (BR-10.6).
    pub(crate) fn resolve_round(&mut self, ev: &mut Vec<Event>) {
        let Some(starter) = self.public.curfew.as_ref().map(|c| c.starter) else {
            return;
        };
        let n = self.config.players;
        let mut orders = Vec::new();
        for k in 0..n {
            let seat = (starter + k) % n;
            if let Some(o) = self
                .orders
                .get_mut(usize::from(seat))
                .and_then(Option::take)
            {
                orders.push((seat, o));
            }
        }
        ev.push(Event::OrdersShown {
            orders: orders.clone(),
        });
        let agreed = !orders.is_empty() && orders.iter().all(|&(_, o)| o == Order::Cease);
        let mut acted = false;
        for (seat, order) in orders {
            if self.public.outcome.is_some() {
                return;
            }
            let Some(act) = order.act() else {
                continue;
            };
            if self.public.players[usize::from(seat)].dominated
                || self.check_order(seat, order).is_err()
            {
                ev.push(Event::OrderVoid { by: seat });
                continue;
            }
            acted = true;
            self.one_move(seat, act, ev);
            if self.public.curfew.is_none() || self.public.phase != Phase::Curfew {
                // A new curfew (riot police captured) took over.
                return;
            }
        }
        if self.public.outcome.is_some() {
            return;
        }
        if let Some(c) = self.public.curfew.as_mut() {
            c.idle = if acted { 0 } else { c.idle.saturating_add(1) };
        }
        // BR-14.3: «Curfew may cease if all players agree after several rounds of
        // inactivity».
        if agreed {
            self.end_curfew(true, ev);
            return;
        }
        // A curfew round is a turn for the gas and for stuns (BR-10.7, BR-8.5).
        self.public.turn_no += 1;
        self.shrink_gas();
        self.curfew_roll(ev);
    }

    // ----- red cards and gas -----

    fn draw_red(&mut self) -> Option<u8> {
        if self.red_deck.is_empty() {
            self.red_deck = std::mem::take(&mut self.public.red_discard);
            self.rng.shuffle(&mut self.red_deck);
        }
        let c = self.red_deck.pop();
        self.public.red_deck = self.red_deck.len() as u8;
        c
    }

    /// A red card against the player on turn (our design of the red deck, `cards.toml`);
    /// no effect: +1 police in their station (BR-10.2).
    fn resolve_red(&mut self, ev: &mut Vec<Event>) {
        let Some(card) = self.draw_red() else {
            return;
        };
        self.public.red_discard.push(card);
        let Some(kind) = data().red_card(card) else {
            return;
        };
        ev.push(Event::RedResolved { card });
        let seat = self.public.turn;
        if self.steered() && kind.action != RiotAction::Gas {
            // BR-10.2 (the option): «Previous player controls police as directed by blue or
            // red action cards».
            let only = if kind.action == RiotAction::Kettle {
                self.largest_unit(seat)
            } else {
                Vec::new()
            };
            let cops = self.cops_on_board().into_iter().map(Some).collect();
            self.queue_police(cops, self.block_of(seat), kind.reach, only);
            return;
        }
        let effect = match kind.action {
            RiotAction::Advance => self.riot_chase(kind.reach, Quarry::Seat(Some(seat)), ev),
            RiotAction::Gas => self.gas_densest(seat, kind.reach, ev),
            RiotAction::Kettle => {
                let unit = self.largest_unit(seat);
                !unit.is_empty() && self.riot_chase(kind.reach, Quarry::At(unit), ev)
            }
        };
        if !effect {
            self.add_police(self.block_of(seat), 1, ev);
        }
    }

    /// Every riot police piece, and every police piece on the board (they «flip over to
    /// riot police» in a curfew), goes after the quarry, in board order.
    fn riot_chase(&mut self, reach: u8, quarry: Quarry, ev: &mut Vec<Event>) -> bool {
        let mut any = false;
        for s in self.cops_on_board() {
            if let Some(i) = self.standing(s) {
                any |= self.chase_quarry(From::Piece(i), reach, &quarry, ev);
            }
        }
        any
    }

    /// The spaces of every riot police and police piece on the board, sorted.
    fn cops_on_board(&self) -> Vec<Sq> {
        let mut cops: Vec<Sq> = self
            .pieces
            .iter()
            .filter(|p| matches!(p.owner, Owner::Riot | Owner::Police(_)))
            .filter_map(|p| match p.place {
                Place::Board(s) => Some(s),
                _ => None,
            })
            .collect();
        cops.sort_unstable();
        cops
    }

    /// The player's largest unit (ties: the one with the lowest space).
    fn largest_unit(&self, seat: u8) -> Vec<Sq> {
        let mut seen: Vec<Sq> = Vec::new();
        let mut best: Vec<Sq> = Vec::new();
        let mut mine: Vec<Sq> = self
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Player(seat) && p.stunned.is_none())
            .filter_map(|p| match p.place {
                Place::Board(s) => Some(s),
                _ => None,
            })
            .collect();
        mine.sort_unstable();
        for s in mine {
            if seen.contains(&s) {
                continue;
            }
            let unit = self.unit(s, seat);
            seen.extend(&unit);
            if unit.len() > best.len() {
                best = unit;
            }
        }
        best
    }

    /// Whether a space is under gas: within a cloud's radius, and not sheltered by a
    /// building the cloud is not in (BR-10.7: «Rioters in cities are unaffected unless
    /// police target that city specifically»).
    pub(crate) fn in_gas(&self, s: Sq) -> bool {
        let b = board();
        self.public.clouds.iter().any(|c| {
            b.distance(c.at, s) <= u16::from(c.radius)
                && (b.region(s).is_none() || b.region(s) == b.region(c.at))
        })
    }

    /// BR-10.7: the cloud lands where it stuns most of the player's unmasked standing
    /// rioters (ties: the lowest space); none to gas: no effect.
    fn gas_densest(&mut self, seat: u8, radius: u8, ev: &mut Vec<Event>) -> bool {
        let b = board();
        let targets: Vec<Sq> = self
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Player(seat) && p.stunned.is_none() && !p.masked)
            .filter_map(|p| match p.place {
                Place::Board(s) => Some(s),
                _ => None,
            })
            .collect();
        let mut best: Option<(usize, Sq)> = None;
        for centre in (0..b.len() as u16).map(Sq) {
            let hit = targets
                .iter()
                .filter(|&&s| {
                    b.distance(centre, s) <= u16::from(radius)
                        && (b.region(s).is_none() || b.region(s) == b.region(centre))
                })
                .count();
            if hit > 0 && best.is_none_or(|(n, _)| hit > n) {
                best = Some((hit, centre));
            }
        }
        let Some((_, at)) = best else {
            return false;
        };
        self.gas(at, radius, ev);
        true
    }

    /// A cloud lands: unmasked rioters in it are stunned, police in it turn riot police.
    pub(crate) fn gas(&mut self, at: Sq, radius: u8, ev: &mut Vec<Event>) {
        self.public.clouds.push(Cloud { at, radius });
        ev.push(Event::Gassed { at, radius });
        let mut hit: Vec<(Sq, usize)> = self
            .pieces
            .iter()
            .enumerate()
            .filter_map(|(i, p)| match p.place {
                Place::Board(s) if self.in_gas(s) && p.stunned.is_none() => Some((s, i)),
                _ => None,
            })
            .collect();
        hit.sort_unstable();
        for (s, i) in hit {
            match self.pieces[i].owner {
                Owner::Player(_) if !self.pieces[i].masked => self.stun(i, ev),
                Owner::Police(_) => {
                    self.pieces[i].owner = Owner::Riot;
                    ev.push(Event::PoliceFlipped { at: s });
                }
                _ => {}
            }
        }
    }

    /// Each cloud loses a ring; a cloud of radius 0 clears (BR-10.7: «Retracting 1 square
    /// per turn until depleted»).
    pub(crate) fn shrink_gas(&mut self) {
        self.public.clouds.retain(|c| c.radius > 0);
        for c in &mut self.public.clouds {
            c.radius -= 1;
        }
    }
}
