//! Fire, structural damage, collapse and total collapse (BM-8, BM-9.9), the end phase
//! (BM-5.4, BM-10.5), the Lockdown (BM-11) and ruin points with the ranking (BM-12).
//! Every die comes from the game's generator, so all of it replays from the seed.

use super::action::{Event, On, Refusal};
use super::data::{data, Kind, LockdownEffect, Place, Unit};
use super::rules::Done;
use super::state::{Game, Gone, Placed, Spot, Stage};

impl Game {
    // ---- fire -------------------------------------------------------------------------

    /// One fire marker on a square (BM-8.1): never in open air or on a collapsed square; a
    /// fourth spreads to the flat of a 2D6 address in the same stack, and is lost if that
    /// flat has three, is collapsed (or the stack fell). A garage or lockup may go up
    /// (BM-9.9).
    pub(crate) fn add_fire(&mut self, at: Spot, ev: &mut Vec<Event>) {
        let max = data().rules.fire.max_markers;
        if self.is_open(at) || self.collapsed(at) {
            ev.push(Event::FireLost);
            return;
        }
        let now = self.markers(at).map_or(0, |m| m.fire);
        if now >= max {
            let address = self.rng.d6() * 10 + self.rng.d6();
            ev.push(Event::Roll {
                die: address,
                total: i16::from(address),
                needed: 0,
            });
            let Some((column, level)) = data().layout.flat(address) else {
                ev.push(Event::FireLost);
                return;
            };
            let to = Spot {
                board: at.board,
                column,
                level,
            };
            let full = self.markers(to).is_none_or(|m| m.fire >= max);
            if full || self.collapsed(to) || self.is_open(to) {
                ev.push(Event::FireLost);
                return;
            }
            self.place_fire(to, ev);
            return;
        }
        self.place_fire(at, ev);
    }

    fn place_fire(&mut self, at: Spot, ev: &mut Vec<Event>) {
        let markers = match self.markers_mut(at) {
            Some(m) => {
                m.fire += 1;
                m.fire
            }
            None => return,
        };
        ev.push(Event::Fire { at, markers });
        if matches!(
            self.square(at).map(|s| s.place),
            Some(Place::Garage | Place::Lockup)
        ) {
            self.blast_check(at, ev);
        }
    }

    /// BM-9.9: a lockup given any marker, or a garage given a fire, goes up on 5-6: it
    /// collapses and every tenant around it takes a DAMAGE +3 shot.
    fn blast_check(&mut self, at: Spot, ev: &mut Vec<Event>) {
        let s = &data().rules.structure;
        let die = self.rng.d6();
        ev.push(Event::Roll {
            die,
            total: i16::from(die),
            needed: i16::from(s.blast_from),
        });
        if die < s.blast_from || self.collapsed(at) {
            return;
        }
        ev.push(Event::Blast { at });
        self.collapse(at, ev);
        let around: Vec<Spot> = self.spots().filter(|&o| self.around(at, o)).collect();
        for o in around {
            if !self.tenants_at(o).is_empty() {
                self.shoot_tenants(o, i16::from(s.blast_damage), None, ev);
            }
        }
    }

    /// Whether a stack's cistern is destroyed (BM-9.9: by its first structural marker).
    pub fn cistern_destroyed(&self, board: u8) -> bool {
        self.spots().any(|s| {
            s.board == board
                && self.square(s).map(|q| q.place) == Some(Place::Cistern)
                && self
                    .markers(s)
                    .is_some_and(|m| m.structure > 0 || m.collapsed)
        })
    }

    // ---- structure and collapse ---------------------------------------------------------

    /// Places `n` structural markers on a square, one by one, each rolled for collapse
    /// (BM-8.3: D6 + the markers there before it ≥ 6, reading 3); skybridges and freeway
    /// squares count hits instead (BM-8.6); the monorail only falls to the beam projector.
    pub(crate) fn add_structure(&mut self, at: Spot, n: u8, ev: &mut Vec<Event>) {
        let s = &data().rules.structure;
        for _ in 0..n {
            let Some(sq) = self.square(at) else { return };
            if self
                .boards
                .get(usize::from(at.board))
                .is_none_or(|b| b.collapsed)
            {
                return;
            }
            let Some(m) = self.markers(at) else { return };
            let (before, collapsed, severed) = (m.structure, m.collapsed, m.severed);
            match sq.place {
                Place::Skybridge => {
                    if severed {
                        return;
                    }
                    let hits = before + 1;
                    if let Some(m) = self.markers_mut(at) {
                        m.structure = hits;
                    }
                    ev.push(Event::Structure { at, markers: hits });
                    if hits == 2 {
                        self.collapse(at, ev);
                    } else if hits >= s.skybridge_hits {
                        // The third hit severs it; anyone on it is lost.
                        if let Some(m) = self.markers_mut(at) {
                            m.severed = true;
                        }
                        for id in self.tenants_at(at) {
                            self.remove(id, Gone::Destroyed, ev);
                        }
                        return;
                    }
                    continue;
                }
                Place::Freeway => {
                    if collapsed {
                        return;
                    }
                    if let Some(m) = self.markers_mut(at) {
                        m.structure = before + 1;
                    }
                    ev.push(Event::Structure {
                        at,
                        markers: before + 1,
                    });
                    if before + 1 >= s.freeway_hits {
                        self.collapse(at, ev);
                        return;
                    }
                    continue;
                }
                _ if sq.kind == Kind::Open || collapsed => return,
                _ => {}
            }
            if let Some(m) = self.markers_mut(at) {
                m.structure = before + 1;
            }
            ev.push(Event::Structure {
                at,
                markers: before + 1,
            });
            if sq.place == Place::Cistern && before == 0 {
                // BM-9.9: the cistern bursts, putting out the fires under it.
                for dx in -1..=1 {
                    if let Some(below) = self.offset(at, dx, -1) {
                        if let Some(m) = self.markers_mut(below) {
                            m.fire = 0;
                        }
                    }
                }
            }
            if sq.place == Place::Lockup {
                self.blast_check(at, ev);
                if self.collapsed(at) {
                    return;
                }
            }
            let die = self.rng.d6();
            let total = i16::from(die) + i16::from(before);
            let needed = i16::from(s.collapse_at);
            ev.push(Event::Roll { die, total, needed });
            if total >= needed {
                self.collapse(at, ev);
                return;
            }
        }
    }

    /// A square collapses (BM-8.4): everything in it goes (tenants destroyed, kit back to
    /// the bags, cars, charges, tags, fire and structural markers); then a structural marker,
    /// rolled, on the building square above, above right and above left, in that order.
    pub(crate) fn collapse(&mut self, at: Spot, ev: &mut Vec<Event>) {
        if self.collapsed(at) {
            return;
        }
        let building = self.square(at).is_some_and(|s| s.kind != Kind::Open);
        // A skybridge keeps counting its hits towards the third, which severs it (BM-8.6).
        let bridge = self.square(at).map(|s| s.place) == Some(Place::Skybridge);
        for id in self.tenants_at(at) {
            self.remove(id, Gone::Destroyed, ev);
        }
        let charges = match self.markers_mut(at) {
            Some(m) => {
                m.collapsed = true;
                m.fire = 0;
                if !bridge {
                    m.structure = 0;
                }
                m.tagged = false;
                m.car = false;
                std::mem::take(&mut m.charges)
            }
            None => return,
        };
        for _ in 0..charges {
            self.return_charge();
        }
        if building {
            if let Some(b) = self.boards.get_mut(usize::from(at.board)) {
                b.collapse_this_turn = true;
            }
        }
        ev.push(Event::Collapsed { at });
        for (dx, dy) in [(0, 1), (1, 1), (-1, 1)] {
            let Some(up) = self.offset(at, dx, dy) else {
                continue;
            };
            let block = self.square(up).is_some_and(|s| s.kind != Kind::Open);
            if block && !self.collapsed(up) {
                self.add_structure(up, 1, ev);
            }
        }
    }

    /// The collapse markers on a board (BM-8.5, BM-12.1).
    pub fn collapse_markers(&self, board: u8) -> u16 {
        let n = self
            .spots()
            .filter(|&s| s.board == board && self.collapsed(s))
            .count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }

    /// BM-8.5: the whole stack falls: its tenants destroyed, its markers cleared, its
    /// skybridge, monorail and freeway squares collapsed, the board open air for lines of
    /// fire and closed to tenants.
    fn stack_falls(&mut self, board: u8, ev: &mut Vec<Event>) {
        let spots: Vec<Spot> = self.spots().filter(|s| s.board == board).collect();
        for s in &spots {
            for id in self.tenants_at(*s) {
                self.remove(id, Gone::Destroyed, ev);
            }
        }
        for s in spots {
            let line = self.square(s).is_some_and(|q| {
                matches!(q.place, Place::Skybridge | Place::Rail | Place::Freeway)
            });
            let charges = match self.markers_mut(s) {
                Some(m) => {
                    let c = std::mem::take(&mut m.charges);
                    *m = Default::default();
                    m.collapsed = line;
                    c
                }
                None => 0,
            };
            for _ in 0..charges {
                self.return_charge();
            }
        }
        self.units
            .retain(|u| u.at.board != board || u.unit == Unit::Cannon);
        if let Some(b) = self.boards.get_mut(usize::from(board)) {
            b.collapsed = true;
            b.power = false;
        }
        ev.push(Event::StackFell { board });
    }

    // ---- the end phase ----------------------------------------------------------------

    /// The end phase (BM-5.4): fires in the stack on turn (reading 7), a card drawn; then,
    /// unless a card must be discarded first, the rest of the turn.
    pub(crate) fn end_phase(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        if self
            .boards
            .get(usize::from(p))
            .is_some_and(|b| !b.collapsed)
        {
            self.fires(p, ev);
        }
        self.draw_card(p, ev);
        let limit = usize::from(data().rules.cards.hand_limit);
        if self
            .hands
            .get(usize::from(p))
            .is_some_and(|h| h.len() > limit)
        {
            self.stage = Stage::Discard;
            return;
        }
        self.finish_turn(ev);
    }

    /// BM-8.1, BM-8.2: every burning square of the board gains a marker; then each rolls
    /// for fire damage; then every tenant in a burning square of it rolls to survive.
    fn fires(&mut self, board: u8, ev: &mut Vec<Event>) {
        let f = &data().rules.fire;
        let burning = |g: &Game| -> Vec<Spot> {
            g.spots()
                .filter(|&s| s.board == board && g.markers(s).is_some_and(|m| m.fire > 0))
                .collect()
        };
        for at in burning(self) {
            self.add_fire(at, ev);
        }
        let dry = self.cistern_destroyed(board);
        for at in burning(self) {
            let fire = self.markers(at).map_or(0, |m| m.fire);
            if fire == 0 {
                continue;
            }
            let die = self.rng.d6();
            if die <= f.fades_up_to && !dry {
                ev.push(Event::Roll {
                    die,
                    total: i16::from(die),
                    needed: i16::from(f.fades_up_to),
                });
                if let Some(m) = self.markers_mut(at) {
                    m.fire -= 1;
                }
                continue;
            }
            let total = i16::from(die) + i16::from(fire);
            ev.push(Event::Roll {
                die,
                total,
                needed: i16::from(f.damage_at),
            });
            if total >= i16::from(f.damage_at) {
                self.add_structure(at, 1, ev);
            }
        }
        for at in burning(self) {
            let fire = self.markers(at).map_or(0, |m| m.fire);
            for id in self.tenants_at(at) {
                let die = self.rng.d6();
                let total = i16::from(die) + i16::from(fire);
                ev.push(Event::Roll {
                    die,
                    total,
                    needed: i16::from(f.burns_tenant_at),
                });
                if total >= i16::from(f.burns_tenant_at) {
                    self.remove(id, Gone::Destroyed, ev);
                }
            }
        }
    }

    /// BM-10.5, BM-11.1: one card; drawing the last Feud card brings the Wardens: the
    /// discards and the set-aside cards become the Lockdown deck.
    fn draw_card(&mut self, p: u8, ev: &mut Vec<Event>) {
        for _ in 0..data().rules.cards.draw {
            let Some(card) = self.deck.pop() else { break };
            if let Some(h) = self.hands.get_mut(usize::from(p)) {
                h.push(card);
            }
            ev.push(Event::CardDrawn { player: p });
            if self.deck.is_empty() && !self.endgame {
                self.endgame = true;
                let mut deck = std::mem::take(&mut self.discard);
                deck.append(&mut self.set_aside);
                self.rng.shuffle(&mut deck);
                self.deck = deck;
                ev.push(Event::LockdownBegan);
            }
        }
    }

    pub(crate) fn discard_card(&mut self, by: u8, card: u8, ev: &mut Vec<Event>) -> Done {
        let hand = self
            .hands
            .get_mut(usize::from(by))
            .ok_or(Refusal::NoSuchCard)?;
        if usize::from(card) >= hand.len() {
            return Err(Refusal::NoSuchCard);
        }
        let c = hand.remove(usize::from(card));
        self.discard.push(c);
        ev.push(Event::CardDiscarded { player: by });
        self.finish_turn(ev);
        Ok(())
    }

    /// The rest of the end phase: the total-collapse check of every stack that lost a
    /// building square this turn (BM-8.5: 5D6 ≤ its collapse markers), the owner's spent
    /// tenants turned back (BM-7.1), and the next player's turn.
    fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        let s = &data().rules.structure;
        let p = self.turn.player;
        for b in 0..self.players() {
            let board = &self.boards[usize::from(b)];
            if board.collapsed || !board.collapse_this_turn {
                continue;
            }
            let mut total = 0u16;
            for _ in 0..s.catastrophe_dice {
                total += u16::from(self.rng.d6());
            }
            let markers = self.collapse_markers(b);
            ev.push(Event::Roll {
                die: 0,
                total: i16::try_from(total).unwrap_or(i16::MAX),
                needed: i16::try_from(markers).unwrap_or(i16::MAX),
            });
            if total <= markers {
                self.stack_falls(b, ev);
            }
        }
        for t in &mut self.tenants {
            if t.owner == p {
                t.spent = false;
            }
        }
        ev.push(Event::TurnEnded { player: p });
        self.check_end(ev);
        if self.stage == Stage::Ended {
            return;
        }
        let next = (p + 1) % self.players();
        ev.extend(self.start_turn(next));
    }

    /// The game ends when every stack has fallen (BM-8.5, BM-12.3), or in the Lockdown when
    /// no tenant is left (BM-11.2) or no Lockdown card is left to play (a reading: the deck
    /// and every hand empty, so nothing could remove the last tenants).
    pub(crate) fn check_end(&mut self, ev: &mut Vec<Event>) {
        if self.stage == Stage::Ended || matches!(self.stage, Stage::Placing { .. }) {
            return;
        }
        let all_fell = self.boards.iter().all(|b| b.collapsed);
        let lockdown_over = self.endgame
            && (!self.tenants.iter().any(|t| t.on_board())
                || (self.deck.is_empty() && self.hands.iter().all(Vec::is_empty)));
        if all_fell || lockdown_over {
            self.stage = Stage::Ended;
            ev.push(Event::GameEnded);
        }
    }

    // ---- the Lockdown -----------------------------------------------------------------

    /// Whether a Lockdown effect may be played on a target (BM-11.3). `On::Nothing` only
    /// when no target is possible (or the unit's two markers are out).
    pub fn lockdown_fits(&self, effect: LockdownEffect, on: On) -> bool {
        let d = data();
        let tenant_ok =
            |id: u16, f: &dyn Fn(&Game, Spot) -> bool| self.tenant(id).is_ok_and(|t| f(self, t.at));
        match (effect, on) {
            (LockdownEffect::RemoveOn { .. } | LockdownEffect::RemoveOne {}, On::Tenant(id))
            | (LockdownEffect::Sweep {}, On::Tenant(id)) => tenant_ok(id, &|_, _| true),
            (LockdownEffect::Cordon {}, On::Tenant(id)) => tenant_ok(id, &|g, at| {
                g.square(at)
                    .is_some_and(|s| matches!(s.place, Place::Commons | Place::Courtyard))
            }),
            (LockdownEffect::Gas { .. }, On::Tenant(id)) => tenant_ok(id, &|g, at| {
                g.square(at).is_some_and(|s| s.kind == Kind::Interior)
            }),
            (LockdownEffect::Douse {}, On::Square(at)) => {
                at.column == 0
                    && at.level == 1
                    && self
                        .spots()
                        .any(|s| s.board == at.board && self.markers(s).is_some_and(|m| m.fire > 0))
            }
            (LockdownEffect::Unit { unit }, On::Square(at)) => {
                let out = self.units.iter().filter(|u| u.unit == unit).count();
                if out >= usize::from(d.rules.wardens.units_of_each) {
                    return false;
                }
                let Some(sq) = self.square(at) else {
                    return false;
                };
                let free = !self.units.iter().any(|u| u.at == at);
                let standing = self
                    .boards
                    .get(usize::from(at.board))
                    .is_some_and(|b| !b.collapsed);
                free && standing
                    && match unit {
                        Unit::Drone => sq.kind == Kind::Open,
                        Unit::Truck => sq.place == Place::Courtyard,
                        Unit::Cannon => sq.kind == Kind::Open && !self.cannon_at(at.board),
                    }
            }
            (LockdownEffect::DismissContractors {}, On::Nothing) => true,
            (effect, On::Nothing) => self.lockdown_choices(effect).is_empty(),
            _ => false,
        }
    }

    /// Every target a Lockdown effect may be played on (empty: only `On::Nothing`).
    pub fn lockdown_choices(&self, effect: LockdownEffect) -> Vec<On> {
        let mut out = Vec::new();
        match effect {
            LockdownEffect::DismissContractors {} => return out,
            LockdownEffect::Douse {} | LockdownEffect::Unit { .. } => {
                for at in self.spots() {
                    if self.lockdown_fits(effect, On::Square(at)) {
                        out.push(On::Square(at));
                    }
                }
            }
            _ => {
                for i in 0..self.tenants.len() {
                    let Ok(id) = u16::try_from(i) else { continue };
                    if self.lockdown_fits(effect, On::Tenant(id)) {
                        out.push(On::Tenant(id));
                    }
                }
            }
        }
        out
    }

    /// BM-11.2, BM-11.3: the one Lockdown card of the turn. Tenants it takes are removed,
    /// not destroyed (BM-11.4).
    pub(crate) fn play_lockdown(&mut self, by: u8, card: u8, on: On, ev: &mut Vec<Event>) -> Done {
        let d = data();
        if !self.turn.lockdown_due {
            return Err(Refusal::WrongPhase);
        }
        let c = *self
            .hands
            .get(usize::from(by))
            .and_then(|h| h.get(usize::from(card)))
            .ok_or(Refusal::NoSuchCard)?;
        let effect = d.lockdown_sides[usize::from(c.lockdown)].effect;
        if !self.lockdown_fits(effect, on) {
            return Err(Refusal::BadTarget);
        }
        self.hands[usize::from(by)].remove(usize::from(card));
        self.discard.push(c);
        self.turn.lockdown_due = false;
        ev.push(Event::CardPlayed {
            player: by,
            feud: None,
            lockdown: Some(c.lockdown),
        });
        let removed_on = |g: &mut Game, id: u16, max: u8, ev: &mut Vec<Event>| {
            let die = g.rng.d6();
            ev.push(Event::Roll {
                die,
                total: i16::from(die),
                needed: i16::from(max),
            });
            if die <= max {
                g.remove(id, Gone::Removed, ev);
            }
        };
        match (effect, on) {
            (LockdownEffect::RemoveOn { max_roll, .. }, On::Tenant(id)) => {
                removed_on(self, id, max_roll, ev);
            }
            (LockdownEffect::RemoveOne {} | LockdownEffect::Cordon {}, On::Tenant(id)) => {
                self.remove(id, Gone::Removed, ev);
            }
            (LockdownEffect::Douse {}, On::Square(at)) => {
                let spots: Vec<Spot> = self.spots().filter(|s| s.board == at.board).collect();
                for s in spots {
                    if let Some(m) = self.markers_mut(s) {
                        m.fire = 0;
                    }
                }
            }
            (LockdownEffect::Unit { unit }, On::Square(at)) => {
                self.units.push(Placed { unit, at });
                ev.push(Event::UnitPlaced { at });
            }
            (LockdownEffect::DismissContractors {}, _) => {
                let k = d.contractor.kind;
                let ids: Vec<u16> = (0..self.tenants.len())
                    .filter_map(|i| u16::try_from(i).ok())
                    .filter(|&i| self.tenant(i).is_ok_and(|t| t.tenant.kind == k))
                    .collect();
                for id in ids {
                    self.remove(id, Gone::Removed, ev);
                }
            }
            (LockdownEffect::Sweep {}, On::Tenant(id)) => {
                let at = self.tenant(id)?.at;
                let ids: Vec<u16> = (0..self.tenants.len())
                    .filter_map(|i| u16::try_from(i).ok())
                    .filter(|&i| {
                        self.tenant(i)
                            .is_ok_and(|t| t.at == at || self.around(at, t.at))
                    })
                    .collect();
                for i in ids {
                    self.remove(i, Gone::Removed, ev);
                }
            }
            (LockdownEffect::Gas { max_roll }, On::Tenant(id)) => {
                let at = self.tenant(id)?.at;
                let ids: Vec<u16> = (0..self.tenants.len())
                    .filter_map(|i| u16::try_from(i).ok())
                    .filter(|&i| {
                        self.tenant(i).is_ok_and(|t| {
                            (t.at == at || self.around(at, t.at))
                                && self.square(t.at).is_some_and(|s| s.kind == Kind::Interior)
                        })
                    })
                    .collect();
                for i in ids {
                    removed_on(self, i, max_roll, ev);
                }
            }
            _ => {}
        }
        Ok(())
    }

    // ---- ruin points ------------------------------------------------------------------

    /// A player's ruin points (BM-12.1): each of their tenants destroyed (not those the
    /// Wardens removed, BM-11.4; not contractors, hired muscle and no tenant of the stack,
    /// a reading); in their stack, 6 per collapse marker, 1 per burning square, 4 per credit
    /// union or lockup square collapsed or looted, 2 per looted market, 4 per tag on a window
    /// square, 2 per tag on commons; 200 if the stack fell.
    pub fn ruin(&self, player: u8) -> u16 {
        let d = data();
        let s = &d.rules.score;
        let mut points: u16 = 0;
        let lost = self
            .tenants
            .iter()
            .filter(|t| {
                t.owner == player
                    && t.gone == Some(Gone::Destroyed)
                    && t.tenant.kind != d.contractor.kind
            })
            .count();
        points = points.saturating_add(s.lost_tenant.saturating_mul(lost as u16));
        let Some(board) = self.boards.get(usize::from(player)) else {
            return points;
        };
        if board.collapsed {
            return points.saturating_add(s.stack_collapsed);
        }
        for at in self.spots().filter(|x| x.board == player) {
            let (Some(sq), Some(m)) = (self.square(at), self.markers(at)) else {
                continue;
            };
            if m.collapsed {
                points = points.saturating_add(s.collapse_marker);
            }
            if m.fire > 0 {
                points = points.saturating_add(s.burning_square);
            }
            match sq.place {
                Place::CreditUnion | Place::Lockup if m.collapsed || m.looted => {
                    points = points.saturating_add(s.bank_or_lockup);
                }
                Place::Market if m.looted => points = points.saturating_add(s.market_looted),
                _ => {}
            }
            if m.tagged {
                if sq.kind == Kind::Window {
                    points = points.saturating_add(s.tag_window);
                } else if sq.place == Place::Commons {
                    points = points.saturating_add(s.tag_commons);
                }
            }
        }
        points
    }

    /// The winners: the players with the fewest ruin points (BM-12.2).
    pub fn ending_winners(&self) -> Vec<u8> {
        let ranking = self.ranking();
        ranking.iter().filter(|r| r.2 == 1).map(|r| r.0).collect()
    }

    /// The players ranked by ruin points, fewest first (BM-12.2): (player, points, rank),
    /// equal points sharing a rank.
    pub fn ranking(&self) -> Vec<(u8, u16, u8)> {
        let mut rows: Vec<(u8, u16)> = (0..self.players()).map(|p| (p, self.ruin(p))).collect();
        rows.sort_by_key(|&(p, r)| (r, p));
        let mut out = Vec::with_capacity(rows.len());
        for (i, &(p, r)) in rows.iter().enumerate() {
            let rank = match out.last() {
                Some(&(_, prev, rank)) if prev == r => rank,
                _ => u8::try_from(i + 1).unwrap_or(u8::MAX),
            };
            out.push((p, r, rank));
        }
        out
    }
}
