//! Hazard and attack cards (BM-10.3, BM-10.4) and the windows in which they interrupt
//! play, fitted to asynchronous play (docs/feud-design.md, section 8).
//!
//! A **hazard window** follows a tenant's move: it opens when the player on turn ends
//! that move (`EndMove`) or the command phase (moving another counter before is refused);
//! the other players may strike the mover on any square of its path that a hazard card
//! names, sending it back there. An **attack window** comes before the
//! dice of each combat-phase shot and close assault, and once before the revealed
//! defensive shots; anyone may play attack cards, and hazards against an enemy standing in
//! the card's place.
//!
//! Whether a window opens depends on public facts only (the path, the attack, hand
//! sizes and the deck's list of kinds), never on a hand. Each concerned player's standing
//! order then says what happens: `Ask` makes them a pending decision (whatever they
//! hold), `Auto` plays the first card that fits when the window closes, `Never` nothing.
//! Staged plays stay private and are revealed together when the window closes, resolved
//! in seat order from the player on turn; a window nobody is asked in closes at once.

use super::action::{Act, Event, On, Played, Refusal};
use super::data::{data, CardType, FeudEffect, HazardAt};
use super::rules::Done;
use super::state::{Game, Gone, Reaction, Spot, Stage, Staged, Trail, Window, WindowKind};

impl Game {
    // ---- the mover's path ---------------------------------------------------------------

    /// Records a move of `id` from `from` through `entered` (BM-10.3): a new path when
    /// another tenant moves, else the same path grows.
    pub(crate) fn note_move(&mut self, id: u16, from: Spot, entered: &[Spot]) {
        match self.turn.trail.as_mut() {
            Some(t) if t.tenant == id => t.squares.extend_from_slice(entered),
            _ => {
                let mut squares = vec![from];
                squares.extend_from_slice(entered);
                self.turn.trail = Some(Trail {
                    tenant: id,
                    squares,
                });
            }
        }
    }

    /// Whether a square of the mover's path could take it back: where it stands, or a
    /// square still free and standing (the seed's "move back into the location").
    fn strikable(&self, id: u16, at: Spot) -> bool {
        let Ok(t) = self.tenant(id) else { return false };
        t.at == at
            || (self.tenants_at(at).is_empty()
                && !self.collapsed(at)
                && self
                    .boards
                    .get(usize::from(at.board))
                    .is_some_and(|b| !b.collapsed))
    }

    /// The squares of the mover's path a hazard naming `place` may strike, in path order.
    pub fn hazard_squares(&self, place: HazardAt) -> Vec<Spot> {
        let Some(trail) = self.turn.trail.as_ref() else {
            return Vec::new();
        };
        let mut out: Vec<Spot> = Vec::new();
        for &s in &trail.squares {
            let named = self.square(s).is_some_and(|q| place.matches(q));
            if named && !out.contains(&s) && self.strikable(trail.tenant, s) {
                out.push(s);
            }
        }
        out
    }

    /// Whether the mover's hazard window opens (public facts only): the main game, the
    /// mover still on the board, another player holding a card, and a square of its path
    /// that some hazard kind of the deck names.
    pub fn hazard_window_due(&self) -> bool {
        let d = data();
        let Some(trail) = self.turn.trail.as_ref() else {
            return false;
        };
        if self.endgame || self.tenant(trail.tenant).is_err() {
            return false;
        }
        let p = self.turn.player;
        let others_hold = self
            .hands
            .iter()
            .enumerate()
            .any(|(q, h)| q != usize::from(p) && !h.is_empty());
        others_hold
            && d.feud_sides.iter().any(|side| match side.effect {
                FeudEffect::Shot { at, .. } | FeudEffect::Halt { at } => {
                    !self.hazard_squares(at).is_empty()
                }
                _ => false,
            })
    }

    /// Whether an attack window opens before dice: the main game and any card in a hand.
    pub fn attack_window_due(&self) -> bool {
        !self.endgame && self.hands.iter().any(|h| !h.is_empty())
    }

    pub(crate) fn end_move(&mut self, ev: &mut Vec<Event>) -> Done {
        let tenant = self
            .turn
            .trail
            .as_ref()
            .map(|t| t.tenant)
            .ok_or(Refusal::NoMove)?;
        if !self.hazard_window_due() {
            return Err(Refusal::NoMove);
        }
        self.open_window(
            WindowKind::Hazard {
                tenant,
                then_end: false,
            },
            ev,
        );
        Ok(())
    }

    // ---- windows ----------------------------------------------------------------------

    /// Whether a player may play cards in a window of this kind: hazards are the other
    /// players' (BM-10.3, reading 4), attack cards anyone's (BM-10.4).
    fn concerned(&self, kind: &WindowKind, player: u8) -> bool {
        match kind {
            WindowKind::Hazard { .. } => player != self.turn.player,
            _ => true,
        }
    }

    fn order_for(&self, kind: &WindowKind, player: u8) -> Reaction {
        let o = self
            .orders
            .get(usize::from(player))
            .copied()
            .unwrap_or_default();
        match kind {
            WindowKind::Hazard { .. } => o.hazards,
            _ => o.attacks,
        }
    }

    /// Opens a window: the players whose orders say `ask` wait; if none, it closes at once.
    pub(crate) fn open_window(&mut self, kind: WindowKind, ev: &mut Vec<Event>) {
        let n = self.players();
        let asked: Vec<bool> = (0..n)
            .map(|p| self.concerned(&kind, p) && self.order_for(&kind, p) == Reaction::Ask)
            .collect();
        self.window = Some(Window {
            kind,
            waiting: asked.clone(),
            asked,
            staged: Vec::new(),
        });
        if self
            .window
            .as_ref()
            .is_some_and(|w| w.waiting.contains(&true))
        {
            self.stage = Stage::Window;
            ev.push(Event::WindowOpened { kind });
        } else {
            self.close_window(ev);
        }
    }

    pub(crate) fn window_phase(&mut self, by: u8, act: Act, ev: &mut Vec<Event>) -> Done {
        let w = self.window.as_ref().ok_or(Refusal::WrongPhase)?;
        if !w.waiting.get(usize::from(by)).copied().unwrap_or(false) {
            return Err(Refusal::NotYourTurn);
        }
        let kind = w.kind;
        match act {
            Act::Play { card, on } => {
                if w.staged.iter().any(|s| s.player == by && s.card == card) {
                    return Err(Refusal::CardStaged);
                }
                self.check_play(by, card, on, &kind)?;
                if let Some(w) = self.window.as_mut() {
                    w.staged.push(Staged {
                        player: by,
                        card,
                        on,
                    });
                }
                ev.push(Event::Staged { player: by });
                Ok(())
            }
            Act::Ready => {
                if let Some(w) = self.window.as_mut() {
                    if let Some(slot) = w.waiting.get_mut(usize::from(by)) {
                        *slot = false;
                    }
                }
                ev.push(Event::Answered { player: by });
                if self
                    .window
                    .as_ref()
                    .is_some_and(|w| !w.waiting.contains(&true))
                {
                    self.close_window(ev);
                }
                Ok(())
            }
            _ => Err(Refusal::WrongPhase),
        }
    }

    /// Checks one card play in a window of `kind` by `by` (the card not staged yet).
    pub fn check_play(&self, by: u8, card: u8, on: On, kind: &WindowKind) -> Done {
        let d = data();
        let c = *self
            .hands
            .get(usize::from(by))
            .and_then(|h| h.get(usize::from(card)))
            .ok_or(Refusal::NoSuchCard)?;
        if !self.concerned(kind, by) {
            return Err(Refusal::NotYourTurn);
        }
        let side = &d.feud_sides[usize::from(c.feud)];
        match *kind {
            WindowKind::Hazard { tenant, .. } => {
                if side.card_type != CardType::Hazard {
                    return Err(Refusal::NotHazardCard);
                }
                let place = match side.effect {
                    FeudEffect::Shot { at, .. } | FeudEffect::Halt { at } => at,
                    _ => return Err(Refusal::NotHazardCard),
                };
                let On::Square(s) = on else {
                    return Err(Refusal::HazardTarget);
                };
                let mover = self.tenant(tenant).map_err(|_| Refusal::HazardTarget)?;
                if self.friendly(by, mover) || !self.hazard_squares(place).contains(&s) {
                    return Err(Refusal::HazardTarget);
                }
                Ok(())
            }
            _ => match side.card_type {
                CardType::Command => Err(Refusal::NotAttackCard),
                CardType::Hazard => {
                    // BM-10.3: "in the location in the defensive fire or combat phase";
                    // a halt has nothing left to stop there.
                    let FeudEffect::Shot { at: place, .. } = side.effect else {
                        return Err(Refusal::HazardTarget);
                    };
                    let On::Tenant(id) = on else {
                        return Err(Refusal::HazardTarget);
                    };
                    let t = self.tenant(id).map_err(|_| Refusal::HazardTarget)?;
                    let named = self.square(t.at).is_some_and(|q| place.matches(q));
                    if self.friendly(by, t) || !named || t.outside {
                        return Err(Refusal::HazardTarget);
                    }
                    Ok(())
                }
                CardType::Attack => {
                    let ok = match (side.effect, *kind, on) {
                        (FeudEffect::Roll { .. }, WindowKind::Shot { .. }, On::Nothing) => true,
                        (
                            FeudEffect::Roll { .. } | FeudEffect::Assault { .. },
                            WindowKind::Assault { attacker, target },
                            On::Tenant(x),
                        ) => x == attacker || x == target,
                        (FeudEffect::Roll { .. }, WindowKind::Defence, On::Tenant(x)) => {
                            self.revealed_shots().iter().any(|s| s.shooter == x)
                        }
                        _ => false,
                    };
                    if ok {
                        Ok(())
                    } else {
                        Err(Refusal::AttackTarget)
                    }
                }
            },
        }
    }

    /// The targets a card could be played on in a window, before checking.
    pub fn play_targets(&self, kind: &WindowKind) -> Vec<On> {
        match *kind {
            WindowKind::Hazard { .. } => self
                .turn
                .trail
                .as_ref()
                .map(|t| {
                    let mut v: Vec<On> = Vec::new();
                    for &s in &t.squares {
                        if !v.contains(&On::Square(s)) {
                            v.push(On::Square(s));
                        }
                    }
                    v
                })
                .unwrap_or_default(),
            _ => {
                let mut v = vec![On::Nothing];
                v.extend(
                    (0..self.tenants.len())
                        .filter_map(|i| u16::try_from(i).ok())
                        .filter(|&i| self.tenant(i).is_ok())
                        .map(On::Tenant),
                );
                v
            }
        }
    }

    /// What a player's `Auto` order plays when a window closes: the first card of the hand
    /// that fits and helps its side, on its first target, at most one card a window. Hazards
    /// only after moves, attack cards only before dice (docs/feud-design.md, section 8).
    fn auto_play(&self, p: u8, kind: &WindowKind) -> Option<(u8, On)> {
        let d = data();
        let hand = self.hands.get(usize::from(p))?;
        let mine = |id: u16| self.tenant(id).is_ok_and(|t| self.friendly(p, t));
        for (i, c) in hand.iter().enumerate() {
            let card = u8::try_from(i).ok()?;
            let side = &d.feud_sides[usize::from(c.feud)];
            let wanted: Vec<On> = match (*kind, side.effect) {
                (WindowKind::Hazard { .. }, FeudEffect::Shot { .. } | FeudEffect::Halt { .. }) => {
                    self.play_targets(kind)
                }
                (WindowKind::Shot { shooter, at, .. }, FeudEffect::Roll { modifier }) => {
                    let targeted = self.tenants_at(at).into_iter().any(mine);
                    let helps = if modifier > 0 {
                        mine(shooter)
                    } else {
                        targeted
                    };
                    if helps {
                        vec![On::Nothing]
                    } else {
                        Vec::new()
                    }
                }
                (
                    WindowKind::Assault { attacker, target },
                    FeudEffect::Roll { modifier } | FeudEffect::Assault { modifier },
                ) => {
                    let (own, foe) = if mine(attacker) {
                        (attacker, target)
                    } else if mine(target) {
                        (target, attacker)
                    } else {
                        continue;
                    };
                    vec![On::Tenant(if modifier > 0 { own } else { foe })]
                }
                (WindowKind::Defence, FeudEffect::Roll { modifier }) => self
                    .revealed_shots()
                    .iter()
                    .filter(|s| {
                        if modifier > 0 {
                            mine(s.shooter)
                        } else {
                            self.tenants_at(s.target).into_iter().any(mine)
                        }
                    })
                    .map(|s| On::Tenant(s.shooter))
                    .collect(),
                _ => Vec::new(),
            };
            if let Some(&on) = wanted
                .iter()
                .find(|&&on| self.check_play(p, card, on, kind).is_ok())
            {
                return Some((card, on));
            }
        }
        None
    }

    /// Closes the open window: the plays of the players asked and what the others' orders
    /// play, revealed together and resolved in seat order from the player on turn; then
    /// what the window waited for.
    pub(crate) fn close_window(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let Some(w) = self.window.take() else { return };
        let n = self.players();
        let first = self.turn.player;
        let mut plays: Vec<Staged> = Vec::new();
        for k in 0..n {
            let p = (first + k) % n;
            if w.asked.get(usize::from(p)).copied().unwrap_or(false) {
                plays.extend(w.staged.iter().filter(|s| s.player == p).copied());
            } else if self.concerned(&w.kind, p) && self.order_for(&w.kind, p) == Reaction::Auto {
                if let Some((card, on)) = self.auto_play(p, &w.kind) {
                    plays.push(Staged {
                        player: p,
                        card,
                        on,
                    });
                }
            }
        }
        // The cards leave the hands (highest index first, so the others stay put).
        let mut revealed: Vec<Played> = Vec::with_capacity(plays.len());
        for s in &plays {
            if let Some(c) = self
                .hands
                .get(usize::from(s.player))
                .and_then(|h| h.get(usize::from(s.card)))
            {
                revealed.push(Played {
                    player: s.player,
                    feud: c.feud,
                    on: s.on,
                });
            }
        }
        let mut order: Vec<(u8, u8)> = plays.iter().map(|s| (s.player, s.card)).collect();
        order.sort_unstable_by_key(|&(_, card)| std::cmp::Reverse(card));
        for (p, card) in order {
            if let Some(h) = self.hands.get_mut(usize::from(p)) {
                if usize::from(card) < h.len() {
                    let c = h.remove(usize::from(card));
                    self.discard.push(c);
                }
            }
        }
        ev.push(Event::WindowClosed {
            plays: revealed.clone(),
        });

        // Hazards first (they strike at once, BM-10.3), then the attack with its modifiers.
        let mut mods: Vec<(On, i16)> = Vec::new();
        for play in &revealed {
            match d.feud_sides[usize::from(play.feud)].effect {
                FeudEffect::Shot { damage, .. } => {
                    let target = match (w.kind, play.on) {
                        (WindowKind::Hazard { tenant, .. }, On::Square(s)) => {
                            self.push_back(tenant, s, ev);
                            Some(tenant)
                        }
                        (_, On::Tenant(id)) => Some(id),
                        _ => None,
                    };
                    if let Some(id) = target {
                        self.hazard_shot(id, damage, ev);
                    }
                }
                FeudEffect::Halt { .. } => {
                    if let (WindowKind::Hazard { tenant, .. }, On::Square(s)) = (w.kind, play.on) {
                        self.push_back(tenant, s, ev);
                        if let Ok(t) = self.tenant_mut(tenant) {
                            // BM-10.3: it stays, and the CP spent on it are wasted.
                            t.halted = true;
                            t.mp = 0;
                            ev.push(Event::Halted { tenant });
                        }
                    }
                }
                FeudEffect::Roll { modifier } | FeudEffect::Assault { modifier } => {
                    mods.push((play.on, i16::from(modifier)));
                }
                _ => {}
            }
        }
        let sum = |on: On| -> i16 { mods.iter().filter(|m| m.0 == on).map(|m| m.1).sum() };
        match w.kind {
            WindowKind::Hazard { tenant, then_end } => {
                self.stage = Stage::Command;
                // A survivor may go on moving (BM-10.3): a fresh path from here.
                self.turn.trail = Some(Trail {
                    tenant,
                    squares: Vec::new(),
                });
                if then_end {
                    self.end_command_now(ev);
                }
            }
            WindowKind::Shot {
                shooter,
                slot,
                at,
                aim,
            } => {
                self.stage = Stage::Combat;
                let by = self.turn.player;
                // A hazard may have changed the shooter (gone, or its kit): re-checked.
                let still = self.tenant(shooter).is_ok()
                    && self.check_shot(by, shooter, slot, at, aim).is_ok();
                if still {
                    self.fire_shot(shooter, slot, at, aim, sum(On::Nothing), ev);
                } else if let Ok(t) = self.tenant_mut(shooter) {
                    t.spent = true;
                    t.attacked = true;
                }
            }
            WindowKind::Assault { attacker, target } => {
                self.stage = Stage::Combat;
                let by = self.turn.player;
                let still = self.assault_targets(by, attacker).contains(&target);
                if still {
                    let (a, b) = (sum(On::Tenant(attacker)), sum(On::Tenant(target)));
                    let _ = self.fight(attacker, target, a, b, ev);
                } else if let Ok(t) = self.tenant_mut(attacker) {
                    t.spent = true;
                    t.attacked = true;
                }
            }
            WindowKind::Defence => {
                let per_shot: Vec<(u16, i16)> = mods
                    .iter()
                    .filter_map(|&(on, m)| match on {
                        On::Tenant(id) => Some((id, m)),
                        _ => None,
                    })
                    .collect();
                self.fire_defence(&per_shot, ev);
            }
        }
    }

    /// BM-10.3: "the phasing player may have to move back into the location it passed
    /// through". The MP spent since are lost.
    fn push_back(&mut self, id: u16, to: Spot, ev: &mut Vec<Event>) {
        let Ok(t) = self.tenant(id) else { return };
        if t.at == to || !self.strikable(id, to) {
            return;
        }
        if let Ok(t) = self.tenant_mut(id) {
            t.at = to;
            t.outside = false;
            for k in &mut t.kit {
                k.deployed = false;
            }
        }
        ev.push(Event::PushedBack { tenant: id, to });
    }

    /// A hazard's shooting attack on one tenant (BM-10.3): D6 + the card's DAMAGE + the
    /// square's modifiers − grit ≥ 6 destroys it; a carried charge may go off first.
    fn hazard_shot(&mut self, id: u16, damage: u8, ev: &mut Vec<Event>) {
        self.carried_charge(id, ev);
        let Ok(t) = self.tenant(id) else { return };
        let (at, grit) = (t.at, i16::from(t.tenant.grit));
        let bonus = i16::from(damage) + self.target_bonus(at);
        let die = self.rng.d6();
        let kill = i16::from(data().rules.combat.kill_at);
        let total = i16::from(die) + bonus - grit;
        ev.push(Event::Roll {
            die,
            total,
            needed: kill,
        });
        if total >= kill {
            self.remove(id, Gone::Destroyed, ev);
        }
    }
}
