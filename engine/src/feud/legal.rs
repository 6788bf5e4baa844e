//! Who acts, what they may do, and what is done for them when they do not answer: every
//! wait is a pending decision with a default command.
//!
//! The listing is built from the same checks `apply` makes, so every listed command is
//! accepted (the conformance suite plays them). It lists a useful subset where the accepted
//! set is vast (rocket and structure shots at building squares of other stacks only).

use super::action::{Act, Aim, Command, On, ARSON, ASSAULT, HOSING, LOOTING, SHOOTING, TAGGING};
use super::data::{data, CardType, FeudEffect, Kind, Place, Special};
use super::geo::Dir;
use super::state::{DefenceShot, Fire, Game, Orders, Reaction, Spot, Stage};

impl Game {
    /// The players who may act now, in turn order.
    pub fn to_act(&self) -> Vec<u8> {
        match self.stage {
            Stage::Placing { player } => vec![player],
            Stage::Command | Stage::Combat | Stage::Discard => vec![self.turn.player],
            Stage::Defence => (0..self.players())
                .filter(|&p| self.turn.defence[usize::from(p)].is_none())
                .collect(),
            Stage::Window => self
                .window
                .as_ref()
                .map(|w| {
                    (0..self.players())
                        .filter(|&p| w.waiting.get(usize::from(p)).copied().unwrap_or(false))
                        .collect()
                })
                .unwrap_or_default(),
            Stage::Ended => Vec::new(),
        }
    }

    fn accepts(&self, command: Command) -> bool {
        let mut g = self.clone();
        g.apply_in(command, &mut Vec::new()).is_ok()
    }

    fn ids(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.tenants.len())
            .filter_map(|i| u16::try_from(i).ok())
            .filter(|&i| self.tenants[usize::from(i)].on_board())
    }

    /// Whether `mp` MP can be paid for a tenant (its MP, then CP).
    fn can_pay(&self, id: u16, mp: u8) -> bool {
        let have = self.tenant(id).map_or(0, |t| t.mp);
        mp.saturating_sub(have) <= self.turn.cp
    }

    /// Whether `by` may rouse a tenant with CP or a free rouse (BM-5.1, BM-9.3): its own
    /// or a drifter, not roused yet, not spent (contractors: the free rouse only).
    fn may_rouse(&self, by: u8, t: &super::state::InPlay) -> bool {
        !t.roused && !t.spent && (t.owner == by || self.kind_of(t).hireable)
    }

    /// Whether an attack of a type may come now (BM-5.3, BM-7.5).
    fn step_ok(&self, step: u8) -> bool {
        step >= self.turn.combat_step && !(step > ASSAULT && self.assault_due(self.turn.player))
    }

    /// Every command that would be accepted now (a subset where noted above).
    pub fn legal_commands(&self) -> Vec<Command> {
        let mut out = Vec::new();
        match self.stage {
            Stage::Ended => {}
            Stage::Placing { player } => {
                let n = self.placing[usize::from(player)].len();
                for which in 0..n {
                    for at in self.spots() {
                        if self.can_place(player, at).is_ok() {
                            out.push(Command {
                                by: player,
                                act: Act::Place {
                                    which: which as u8,
                                    at,
                                },
                            });
                        }
                    }
                }
            }
            Stage::Command => self.command_listing(&mut out),
            Stage::Defence => {
                for p in self.to_act() {
                    out.push(Command {
                        by: p,
                        act: Act::DefenceDone,
                    });
                    self.defence_listing(p, &mut out);
                }
            }
            Stage::Combat => self.combat_listing(&mut out),
            Stage::Window => self.window_listing(&mut out),
            Stage::Discard => {
                let p = self.turn.player;
                for card in 0..self.hands[usize::from(p)].len() {
                    out.push(Command {
                        by: p,
                        act: Act::DiscardCard { card: card as u8 },
                    });
                }
            }
        }
        out
    }

    fn discards(&self, out: &mut Vec<Command>) -> bool {
        let Some(id) = self.turn.must_discard else {
            return false;
        };
        let by = self.turn.player;
        if let Ok(t) = self.tenant(id) {
            for slot in 0..t.kit.len() {
                out.push(Command {
                    by,
                    act: Act::Discard {
                        tenant: id,
                        slot: slot as u8,
                    },
                });
            }
        }
        true
    }

    fn command_listing(&self, out: &mut Vec<Command>) {
        let d = data();
        let by = self.turn.player;
        let cmd = |act| Command { by, act };
        if self.turn.lockdown_due {
            for (i, c) in self.hands[usize::from(by)].iter().enumerate() {
                let effect = d.lockdown_sides[usize::from(c.lockdown)].effect;
                let mut choices = self.lockdown_choices(effect);
                if self.lockdown_fits(effect, On::Nothing) {
                    choices.push(On::Nothing);
                }
                for on in choices {
                    out.push(cmd(Act::Play { card: i as u8, on }));
                }
            }
            return;
        }
        if self.discards(out) {
            return;
        }
        out.push(cmd(Act::EndCommand));
        // The last mover's hazard window first (BM-10.3): only it may move on meanwhile.
        let hazard_due = self.hazard_window_due();
        let mover = self.turn.trail.as_ref().map(|t| t.tenant);
        if hazard_due {
            out.push(cmd(Act::EndMove));
        }
        let orders = self.orders[usize::from(by)];
        let next = |r: Reaction| match r {
            Reaction::Auto => Reaction::Ask,
            Reaction::Ask => Reaction::Never,
            Reaction::Never => Reaction::Auto,
        };
        for o in [
            Orders {
                stop_lifts: !orders.stop_lifts,
                ..orders
            },
            Orders {
                hazards: next(orders.hazards),
                ..orders
            },
            Orders {
                attacks: next(orders.attacks),
                ..orders
            },
            Orders {
                defence: match orders.defence {
                    Fire::Ask => Fire::Weakest,
                    Fire::Weakest => Fire::Strongest,
                    Fire::Strongest => Fire::Never,
                    Fire::Never => Fire::Ask,
                },
                ..orders
            },
        ] {
            out.push(cmd(Act::SetOrders { orders: o }));
        }
        let can_deploy = !self.endgame
            && !self.boards[usize::from(by)].collapsed
            && !self.piles[usize::from(by)].is_empty()
            && self.turn.cp >= d.rules.command.deploy_cost;
        if can_deploy {
            out.push(cmd(Act::Deploy));
        }
        for id in self.ids() {
            let t = &self.tenants[usize::from(id)];
            let contractor = t.tenant.kind == d.contractor.kind;
            if self.may_rouse(by, t) && !contractor && self.rouse_cost(t) <= self.turn.cp {
                out.push(cmd(Act::Rouse { tenant: id }));
            }
            if self.friendly(by, t) && self.may_draw(by, id).is_ok() {
                out.push(cmd(Act::Draw { tenant: id }));
            }
            if !self.friendly(by, t) || !t.roused || t.drew || t.halted || self.with_enemy(by, id) {
                continue;
            }
            if !hazard_due || mover == Some(id) {
                self.moves_of(by, id, out);
            }
            for (slot, k) in t.kit.iter().enumerate() {
                let item = &d.items[usize::from(k.item)];
                let slot = slot as u8;
                if item.heavy && !k.deployed && self.can_pay(id, d.rules.movement.deploy_heavy) {
                    out.push(cmd(Act::SetUp { tenant: id, slot }));
                }
                if item.special == Special::Charge
                    && self.can_pay(id, d.rules.movement.leave_charge)
                {
                    out.push(cmd(Act::Plant { tenant: id, slot }));
                }
            }
            if self.square(t.at).map(|s| s.place) == Some(Place::PlantRoom)
                && !self.collapsed(t.at)
                && self.can_pay(id, d.rules.movement.switch_power)
            {
                out.push(cmd(Act::Power { tenant: id }));
            }
            // Kit passed to this roused tenant from a friend beside it.
            for from in self.ids() {
                let f = &self.tenants[usize::from(from)];
                if from == id || !self.friendly(by, f) || !self.adjacent(f.at, t.at) {
                    continue;
                }
                if f.outside || t.outside || !self.kind_of(t).carries_kit {
                    continue;
                }
                if !self.can_pay(id, d.rules.movement.pass_kit) {
                    continue;
                }
                for (slot, k) in f.kit.iter().enumerate() {
                    let mut after = t.clone();
                    after.kit.push(*k);
                    if self.kit_ok(&after) {
                        out.push(cmd(Act::PassKit {
                            from,
                            slot: slot as u8,
                            to: id,
                        }));
                    }
                }
            }
        }
        // Command cards, on every target they allow (the main game only, BM-11.1).
        let hand = if self.endgame {
            &[][..]
        } else {
            &self.hands[usize::from(by)][..]
        };
        for (i, c) in hand.iter().enumerate() {
            let side = &d.feud_sides[usize::from(c.feud)];
            if side.card_type != CardType::Command {
                continue;
            }
            let card = i as u8;
            let targets: Vec<On> = match side.effect {
                FeudEffect::Car {} => self
                    .spots()
                    .filter(|s| {
                        s.board == by && self.square(*s).map(|q| q.place) == Some(Place::Stop)
                    })
                    .map(On::Square)
                    .collect(),
                FeudEffect::Contractors {} => {
                    let mut v: Vec<On> = self
                        .spots()
                        .filter(|&s| self.standable(by, s))
                        .take(12)
                        .map(On::Square)
                        .collect();
                    v.push(On::Nothing);
                    v
                }
                FeudEffect::Stride { .. } => {
                    for id in self.ids() {
                        let t = &self.tenants[usize::from(id)];
                        if self.friendly(by, t) && t.roused && !t.drew {
                            out.push(cmd(Act::Play {
                                card,
                                on: On::Tenant(id),
                            }));
                        }
                    }
                    continue;
                }
                FeudEffect::FreeRouse {} => {
                    for id in self.ids() {
                        if self.may_rouse(by, &self.tenants[usize::from(id)]) {
                            out.push(cmd(Act::Play {
                                card,
                                on: On::Tenant(id),
                            }));
                        }
                    }
                    continue;
                }
                FeudEffect::RerollPoints {} | FeudEffect::Points { .. } => {
                    out.push(cmd(Act::Play {
                        card,
                        on: On::Nothing,
                    }));
                    continue;
                }
                _ => vec![On::Nothing],
            };
            for on in targets {
                let c = cmd(Act::Play { card, on });
                if self.accepts(c) {
                    out.push(c);
                }
            }
        }
    }

    /// Every move of a roused tenant: steps, lift levels, the drop tube, rides, flights.
    fn moves_of(&self, by: u8, id: u16, out: &mut Vec<Command>) {
        let d = data();
        let cmd = |act| Command { by, act };
        let t = &self.tenants[usize::from(id)];
        if !t.outside {
            for dir in Dir::ALL {
                if let Ok((_, cost)) = self.step_cost(by, id, dir) {
                    if self.can_pay(id, cost) {
                        out.push(cmd(Act::Step { tenant: id, dir }));
                    }
                }
            }
        }
        if self.can_pay(id, d.rules.movement.lift) {
            for level in 1..=d.layout.height {
                if let Some(path) = self.lift_path(t.at, level) {
                    if path
                        .last()
                        .is_some_and(|&to| self.may_join(by, id, to, false, true))
                    {
                        out.push(cmd(Act::Lift { tenant: id, level }));
                    }
                }
            }
        }
        let drop_to = Spot { level: 1, ..t.at };
        if self.square(t.at).is_some_and(|s| s.drop_tube.is_some())
            && t.at.level > 1
            && self.may_join(by, id, drop_to, false, true)
            && self.can_pay(id, d.rules.movement.drop_tube)
        {
            out.push(cmd(Act::Drop { tenant: id }));
        }
        if self.can_pay(id, d.rules.movement.ride) {
            let kind = self.kind_of(t);
            for (to, line) in self.rides_from(t.at) {
                let allowed = match line {
                    Place::Garage => kind.vehicles,
                    Place::Stop => kind.monorail,
                    _ => true,
                };
                if allowed && self.may_join(by, id, to, false, true) {
                    out.push(cmd(Act::Ride { tenant: id, to }));
                }
            }
        }
        let takeoff = t.outside
            || self.is_open(t.at)
            || self
                .square(t.at)
                .is_some_and(|s| matches!(s.place, Place::Balcony | Place::Forecourt));
        if self.flies(t) && t.mp > 0 && takeoff {
            let paint = t
                .kit
                .iter()
                .any(|k| d.items[usize::from(k.item)].special == Special::Paint);
            for (to, outside) in self.flight_ends(t.at, paint) {
                let empty = self.tenants_at(to).into_iter().all(|o| o == id);
                if (!outside || empty) && self.may_join(by, id, to, outside, false) {
                    out.push(cmd(Act::Fly { tenant: id, to }));
                }
            }
        }
    }

    fn defence_listing(&self, p: u8, out: &mut Vec<Command>) {
        let staged: Vec<u16> = self.staged_shots.iter().map(|s| s.shooter).collect();
        let targets: Vec<Spot> = self
            .ids()
            .filter(|&i| self.friendly(self.turn.player, &self.tenants[usize::from(i)]))
            .map(|i| self.tenants[usize::from(i)].at)
            .collect();
        for id in self.ids() {
            let t = &self.tenants[usize::from(id)];
            if t.owner != p || staged.contains(&id) {
                continue;
            }
            for slot in 0..t.kit.len() {
                for &target in &targets {
                    let shot = DefenceShot {
                        shooter: id,
                        slot: slot as u8,
                        target,
                    };
                    let c = Command {
                        by: p,
                        act: Act::Defend { shot },
                    };
                    if self.check_defence(p, shot).is_ok() && !out.contains(&c) {
                        out.push(c);
                    }
                }
            }
        }
    }

    /// Each waiting player: ready, or stage a card of the hand on a target it fits.
    fn window_listing(&self, out: &mut Vec<Command>) {
        let Some(w) = self.window.as_ref() else {
            return;
        };
        let targets = self.play_targets(&w.kind);
        for p in self.to_act() {
            out.push(Command {
                by: p,
                act: Act::Ready,
            });
            let hand = self.hands.get(usize::from(p)).map_or(0, Vec::len);
            for card in 0..hand {
                let Ok(card) = u8::try_from(card) else {
                    continue;
                };
                if w.staged.iter().any(|s| s.player == p && s.card == card) {
                    continue;
                }
                for &on in &targets {
                    if self.check_play(p, card, on, &w.kind).is_ok() {
                        out.push(Command {
                            by: p,
                            act: Act::Play { card, on },
                        });
                    }
                }
            }
        }
    }

    fn combat_listing(&self, out: &mut Vec<Command>) {
        let d = data();
        let by = self.turn.player;
        let cmd = |act| Command { by, act };
        if self.discards(out) {
            return;
        }
        if !self.assault_due(by) {
            out.push(cmd(Act::EndCombat));
        }
        let enemy_spots: Vec<Spot> = {
            let mut v: Vec<Spot> = self
                .ids()
                .filter(|&i| !self.friendly(by, &self.tenants[usize::from(i)]))
                .map(|i| self.tenants[usize::from(i)].at)
                .collect();
            v.sort();
            v.dedup();
            v
        };
        let walls: Vec<Spot> = self
            .spots()
            .filter(|s| s.board != by && self.square(*s).is_some_and(|q| q.kind != Kind::Open))
            .collect();
        for id in self.ids() {
            let t = &self.tenants[usize::from(id)];
            if !self.friendly(by, t) || t.attacked {
                continue;
            }
            if self.step_ok(SHOOTING) && !t.spent {
                for (slot, k) in t.kit.iter().enumerate() {
                    let slot = slot as u8;
                    let special = d.items[usize::from(k.item)].special;
                    let aims: &[Aim] = match special {
                        Special::Drill => &[Aim::Structure],
                        Special::Torch | Special::Firebomb => &[Aim::Tenants, Aim::Blaze],
                        Special::Rockets => &[
                            Aim::Explosive,
                            Aim::Incendiary,
                            Aim::HomingExplosive,
                            Aim::HomingIncendiary,
                        ],
                        _ => &[Aim::Tenants, Aim::Structure],
                    };
                    let weak = d.items[usize::from(k.item)]
                        .weapon
                        .is_none_or(|w| w.damage < d.rules.structure.rail_strength);
                    for &aim in aims {
                        if aim == Aim::Structure && weak && special != Special::Drill {
                            continue;
                        }
                        let spots: Vec<Spot> = match aim {
                            Aim::Tenants | Aim::Blaze => enemy_spots.clone(),
                            Aim::Structure if special == Special::Drill => vec![t.at],
                            _ => {
                                let mut v = enemy_spots.clone();
                                v.extend(walls.iter().copied());
                                v
                            }
                        };
                        for at in spots {
                            if self.check_shot(by, id, slot, at, aim).is_ok() {
                                out.push(cmd(Act::Shoot {
                                    shooter: id,
                                    slot,
                                    at,
                                    aim,
                                }));
                            }
                        }
                    }
                }
            }
            if self.step_ok(ASSAULT) {
                for target in self.assault_targets(by, id) {
                    out.push(cmd(Act::Assault {
                        attacker: id,
                        target,
                    }));
                }
            }
            if self.step_ok(LOOTING) && self.check_loot(by, id).is_ok() {
                out.push(cmd(Act::Loot { tenant: id }));
            }
            if self.step_ok(ARSON) && self.check_arson(by, id).is_ok() {
                out.push(cmd(Act::Arson { tenant: id }));
            }
            if self.step_ok(TAGGING) && self.check_tag(by, id).is_ok() {
                out.push(cmd(Act::Tag { tenant: id }));
            }
            if self.step_ok(HOSING) {
                for at in self.spots() {
                    if self.around(t.at, at) && self.check_hose(by, id, at).is_ok() {
                        out.push(cmd(Act::Hose { tenant: id, at }));
                    }
                }
            }
        }
    }

    /// What is done for a player who does not answer: place the next tenant on the first
    /// free square; play the first Lockdown card on its first target; discard the last
    /// counter or card; end the phase; pass in the defence window; make an owed close
    /// assault on the first target.
    pub fn default_command(&self) -> Option<Command> {
        let d = data();
        let by = self.turn.player;
        let cmd = |act| Some(Command { by, act });
        match self.stage {
            Stage::Ended => None,
            Stage::Placing { player } => {
                let at = self.spots().find(|&s| self.can_place(player, s).is_ok())?;
                Some(Command {
                    by: player,
                    act: Act::Place { which: 0, at },
                })
            }
            Stage::Defence => {
                let p = *self.to_act().first()?;
                Some(Command {
                    by: p,
                    act: Act::DefenceDone,
                })
            }
            // A player asked in a window who does not answer plays nothing (section 8).
            Stage::Window => {
                let p = *self.to_act().first()?;
                Some(Command {
                    by: p,
                    act: Act::Ready,
                })
            }
            Stage::Discard => {
                let n = self.hands[usize::from(by)].len();
                cmd(Act::DiscardCard {
                    card: u8::try_from(n.checked_sub(1)?).ok()?,
                })
            }
            Stage::Command | Stage::Combat => {
                if let Some(id) = self.turn.must_discard {
                    let n = self.tenant(id).ok()?.kit.len();
                    return cmd(Act::Discard {
                        tenant: id,
                        slot: u8::try_from(n.checked_sub(1)?).ok()?,
                    });
                }
                if self.stage == Stage::Command {
                    if self.turn.lockdown_due {
                        let c = self.hands[usize::from(by)].first()?;
                        let effect = d.lockdown_sides[usize::from(c.lockdown)].effect;
                        let on = self
                            .lockdown_choices(effect)
                            .into_iter()
                            .next()
                            .unwrap_or(On::Nothing);
                        return cmd(Act::Play { card: 0, on });
                    }
                    return cmd(Act::EndCommand);
                }
                for id in self.ids() {
                    if self.owes_assault(by, id) {
                        let target = *self.assault_targets(by, id).first()?;
                        return cmd(Act::Assault {
                            attacker: id,
                            target,
                        });
                    }
                }
                cmd(Act::EndCombat)
            }
        }
    }
}
