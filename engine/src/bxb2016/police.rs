//! Police ops cards (R-POL): drawing, morale, and every card type. No card needs a player
//! decision, so police turns run straight through.

use crate::bxb2016::data::{PoliceEffect, PoliceKind, Priority};
use crate::bxb2016::event::Event;
use crate::bxb2016::state::{Game, Lockdown};
use crate::shared::barricades::BarricadeRule;
use crate::shared::ids::{Cell, Faction};
use crate::shared::police::plan_group_move;

/// Riot cops stopped by `b` barricades out of `m` movers (R-POL-MOVE-8).
pub fn stopped_by_barricades(m: u8, b: u8) -> u8 {
    BarricadeRule::BXB2016.stopped(m, b)
}

impl Game {
    fn police_id(&self, c: Cell) -> u8 {
        self.tile(c).police_id
    }

    /// Sorts cells by police ID as a card's priority says (R-POL-MOVE-5, R-POL-HR-3).
    fn by_priority(&self, cells: &mut [Cell], p: Priority) {
        cells.sort_by_key(|&c| self.police_id(c));
        if p == Priority::Highest {
            cells.reverse();
        }
    }

    /// The first of `cells` in [`Game::by_priority`]'s order, without a list (issue 11:
    /// riot cop movement looked for one target per group). The stable sort's ties agree:
    /// the first lowest ID, or (the order reversed) the last highest.
    fn first_by_priority(&self, cells: impl Iterator<Item = Cell>, p: Priority) -> Option<Cell> {
        match p {
            Priority::Lowest => cells.min_by_key(|&c| self.police_id(c)),
            Priority::Highest => cells.max_by_key(|&c| self.police_id(c)),
        }
    }

    /// Draws one police ops card and resolves it in full (R-POL-STEP-1). `current` is the
    /// faction whose turn it is.
    pub(crate) fn police_card(&mut self, current: Faction, events: &mut Vec<Event>) {
        let Some(card) = self.take_police_card(events) else {
            return;
        };
        self.resolve_police_card(current, card, events);
    }

    pub(crate) fn resolve_police_card(
        &mut self,
        current: Faction,
        card: PoliceKind,
        events: &mut Vec<Event>,
    ) {
        let def = &self.rules().police[card as usize];
        events.push(Event::PoliceCardDrawn { card });
        self.police_this_night.push(card);
        // R-POL-3: "+1 police morale" applies at once, before the rest of the card.
        if def.morale > 0 {
            self.change_morale(def.morale as i8, events);
        }
        let mut discard = true;
        match def.effect.clone() {
            PoliceEffect::RiotCopMovement { target, priority } => {
                self.cops_advance(target, priority, events)
            }
            PoliceEffect::Reinforcements { per_van, priority } => {
                self.reinforce(per_van, priority, events)
            }
            PoliceEffect::EmergencyReinforcements { max_vans_in_city } => {
                self.emergency_reinforcements(max_vans_in_city, events)
            }
            PoliceEffect::StrategicRotation { threshold, keep } => {
                for c in Cell::all() {
                    let cops = self.board.districts[c.index()].cops;
                    if cops >= threshold {
                        self.cops_to_staging(c, cops - keep, events);
                    }
                }
            }
            PoliceEffect::TacticalRetreat {} => {
                for c in Cell::all() {
                    let d = &self.board.districts[c.index()];
                    if d.cops == 1 && d.van.is_none() && d.total_blocs() == 0 {
                        self.cops_to_staging(c, 1, events);
                    }
                }
            }
            PoliceEffect::Maneuvers {} => self.maneuvers(events),
            PoliceEffect::MetroLockdown {} => {
                // R-POL-ML-2: in front of the faction to the left of the current one.
                let holder = self.left_of(current);
                self.lockdowns.push(Lockdown {
                    card,
                    holder,
                    armed: false,
                });
                events.push(Event::MetroLockdown { holder });
                discard = false;
            }
            PoliceEffect::ChiefOfPoliceFired {} => {
                // R-POL-CPF-1: everything else back into the deck; this card alone discarded.
                self.decks
                    .police_deck
                    .append(&mut self.decks.police_discard);
                self.rng.shuffle(&mut self.decks.police_deck);
                events.push(Event::DeckReshuffled {
                    deck: crate::bxb2016::event::Deck::Police,
                });
            }
            PoliceEffect::ParamilitaryOperations {} => self.paramilitary(events),
        }
        if discard {
            self.decks.police_discard.push(card);
        }
    }

    /// Riot cop movement (R-POL-MOVE-1..11), computed from a snapshot, applied at once.
    fn cops_advance(
        &mut self,
        target: crate::shared::ids::DistrictKind,
        priority: Priority,
        events: &mut Vec<Event>,
    ) {
        let mut plans = Vec::new();
        for x in self.board.city.districts() {
            let d = &self.board.districts[x.index()];
            // R-POL-MOVE-2: groups of 2+ cops not in a clash.
            if d.cops < 2 || d.total_blocs() > 0 {
                continue;
            }
            let targets = self
                .board
                .city
                .neighbour_set(x)
                .iter()
                .filter(|&y| self.tile(y).kind == target);
            let Some(to) = self.first_by_priority(targets, priority) else {
                continue;
            };
            // R-POL-MOVE-7 / AMB-23: the route with the fewest barricades, then the lowest
            // index; every cop but one moves (R-POL-MOVE-3).
            if let Some(plan) = plan_group_move(
                &self.board.city,
                &self.board.barricades,
                &BarricadeRule::BXB2016,
                x,
                to,
                d.cops - 1,
            ) {
                plans.push(plan);
            }
        }
        for p in &plans {
            self.board.districts[p.from.index()].cops -= p.advance;
            self.board.districts[p.to.index()].cops += p.advance;
            events.push(Event::CopsAdvanced {
                from: p.from,
                to: p.to,
                moved: p.advance,
                stopped: p.stopped,
            });
        }
        // R-POL-MOVE-9: barricades that stopped anyone are dismantled once all moves are done.
        for p in &plans {
            let present = self.connection_barricades(p.route);
            let n = BarricadeRule::BXB2016.dismantled(p.stopped, present);
            self.remove_barricades(p.route, n, events);
        }
    }

    /// Heavy/Light Reinforcements (R-POL-HR-1..3).
    fn reinforce(&mut self, per_van: u8, priority: Priority, events: &mut Vec<Event>) {
        let mut vans: Vec<Cell> = Cell::all()
            .filter(|c| self.board.districts[c.index()].van == Some(0))
            .collect();
        self.by_priority(&mut vans, priority);
        for c in vans {
            let n = per_van.min(self.board.staging_cops);
            if n == 0 {
                break;
            }
            self.board.staging_cops -= n;
            self.board.districts[c.index()].cops += n;
            events.push(Event::CopsReinforced {
                district: c,
                count: n,
            });
        }
    }

    /// R-POL-ER-1..3, AMB-24.
    fn emergency_reinforcements(&mut self, max: u8, events: &mut Vec<Event>) {
        if self.vans_in_city() >= max || self.board.staging_vans == 0 {
            return;
        }
        let best = self
            .board
            .city
            .districts()
            .filter(|c| {
                let d = &self.board.districts[c.index()];
                d.cops >= 1 && d.van.is_none()
            })
            .max_by_key(|&c| self.police_id(c));
        if let Some(c) = best {
            self.board.staging_vans -= 1;
            self.board.districts[c.index()].van = Some(0);
            events.push(Event::VanPlaced { district: c });
        }
    }

    /// Maneuvers (R-POL-MAN-1..2, AMB-25).
    fn maneuvers(&mut self, events: &mut Vec<Event>) {
        let undamaged: Vec<Cell> = Cell::all()
            .filter(|c| self.board.districts[c.index()].van == Some(0))
            .collect();
        let k = undamaged.len();
        if k == 0 {
            return;
        }
        let mut candidates: Vec<Cell> = self
            .board
            .city
            .districts()
            .filter(|c| {
                let d = &self.board.districts[c.index()];
                (d.van.is_some() || d.cops >= 1) && !matches!(d.van, Some(h) if h > 0)
            })
            .collect();
        self.by_priority(&mut candidates, Priority::Highest);
        candidates.truncate(k);
        for &c in &undamaged {
            self.board.districts[c.index()].van = None;
        }
        for &c in &candidates {
            self.board.districts[c.index()].van = Some(0);
        }
        let left: Vec<Cell> = undamaged
            .iter()
            .copied()
            .filter(|c| !candidates.contains(c))
            .collect();
        let arrived: Vec<Cell> = candidates
            .iter()
            .copied()
            .filter(|c| !undamaged.contains(c))
            .collect();
        for (from, to) in left.iter().zip(&arrived) {
            events.push(Event::VanMoved {
                from: *from,
                to: *to,
            });
        }
        for c in left {
            self.clash_may_have_ended(c);
        }
    }

    /// Paramilitary Operations, the data file's proposal (AMB-27, data file 4.1).
    fn paramilitary(&mut self, events: &mut Vec<Event>) {
        let mut raided: Vec<Cell> = self
            .board
            .city
            .districts()
            .filter(|c| {
                let d = &self.board.districts[c.index()];
                d.occupation.is_some() && d.total_blocs() == 0 && !d.has_police()
            })
            .collect();
        self.by_priority(&mut raided, Priority::Highest);
        for c in raided {
            if self.board.staging_cops == 0 {
                break;
            }
            self.board.staging_cops -= 1;
            self.board.districts[c.index()].cops += 1;
            events.push(Event::CopFromStaging { district: c });
        }
    }
}
