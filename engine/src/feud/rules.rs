//! The turn: its start, the command phase (BM-5.1, BM-6, BM-10.2) and the dispatch of
//! every command. Combat is in [`super::fight`], fire, collapse and the end phase in
//! [`super::ruin`].
//!
//! `apply` is transactional: the game is copied, the command applied to the copy, and the
//! copy kept only if the command was accepted.

use super::action::{Act, Command, Event, On, Refusal, Seen};
use super::data::{
    data, Bag, CardType, FeudEffect, Kind, Place, Special, Square, Tenant, TenantKind,
};
use super::geo::Dir;
use super::state::{Game, Gone, InPlay, Kit, Spot, Stage};

pub(crate) type Done = Result<(), Refusal>;

impl Game {
    // ---- who and what ----------------------------------------------------------------

    pub fn kind_of(&self, t: &InPlay) -> &'static TenantKind {
        &data().kinds[usize::from(t.tenant.kind)]
    }

    pub(crate) fn tenant(&self, id: u16) -> Result<&InPlay, Refusal> {
        self.tenants
            .get(usize::from(id))
            .filter(|t| t.on_board())
            .ok_or(Refusal::NoSuchTenant)
    }

    pub(crate) fn tenant_mut(&mut self, id: u16) -> Result<&mut InPlay, Refusal> {
        self.tenants
            .get_mut(usize::from(id))
            .filter(|t| t.on_board())
            .ok_or(Refusal::NoSuchTenant)
    }

    /// Whether a tenant fights for `player` now: its own tenants, or a drifter it hired
    /// this turn (BM-9.3: a drifter is nobody's until roused).
    pub fn friendly(&self, player: u8, t: &InPlay) -> bool {
        if self.kind_of(t).hireable {
            t.hired_by == Some(player)
        } else {
            t.owner == player
        }
    }

    /// The ids of the tenants on a square.
    pub fn tenants_at(&self, at: Spot) -> Vec<u16> {
        self.tenants
            .iter()
            .enumerate()
            .filter(|(_, t)| t.on_board() && t.at == at)
            .filter_map(|(i, _)| u16::try_from(i).ok())
            .collect()
    }

    /// Whether a tenant shares its square with a tenant not friendly to `player`.
    pub fn with_enemy(&self, player: u8, id: u16) -> bool {
        let Ok(t) = self.tenant(id) else { return false };
        self.tenants_at(t.at).into_iter().any(|o| {
            o != id
                && self
                    .tenants
                    .get(usize::from(o))
                    .is_some_and(|x| !self.friendly(player, x) && x.outside == t.outside)
        })
    }

    /// Whether a tenant can fly: by kind, or with a flight counter (BM-6.14).
    pub fn flies(&self, t: &InPlay) -> bool {
        let d = data();
        self.kind_of(t).flies
            || t.kit
                .iter()
                .any(|k| d.items[usize::from(k.item)].special == Special::Flight)
    }

    /// Whether a tenant's kit is within its carry limit, with no heavy counter on a flyer
    /// (BM-6.7, BM-6.14).
    pub fn kit_ok(&self, t: &InPlay) -> bool {
        let d = data();
        let heavy = t.kit.iter().any(|k| d.items[usize::from(k.item)].heavy);
        t.kit.len() <= usize::from(t.tenant.grit) && !(heavy && self.flies(t))
    }

    /// The player on turn.
    pub fn on_turn(&self) -> u8 {
        self.turn.player
    }

    // ---- the turn -----------------------------------------------------------------------

    /// Starts a player's turn: the turn's marks cleared and 2D6 CP rolled (BM-5.1); in the
    /// endgame a Lockdown card is due first (BM-11.2).
    pub(crate) fn start_turn(&mut self, player: u8) -> Vec<Event> {
        for t in &mut self.tenants {
            t.roused = false;
            t.mp = 0;
            t.drew = false;
            t.attacked = false;
            t.hired_by = None;
            t.halted = false;
        }
        for b in &mut self.boards {
            b.collapse_this_turn = false;
        }
        let d = data();
        let mut cp = 0u8;
        for _ in 0..d.rules.command.dice {
            cp = cp.saturating_add(self.rng.d6());
        }
        self.turn.player = player;
        self.turn.cp = cp;
        self.turn.must_discard = None;
        self.turn.combat_step = 0;
        self.turn.trail = None;
        self.window = None;
        for slot in &mut self.turn.defence {
            *slot = None;
        }
        self.turn.lockdown_due = self.endgame
            && self
                .hands
                .get(usize::from(player))
                .is_some_and(|h| !h.is_empty());
        self.stage = Stage::Command;
        vec![Event::TurnBegan { player, cp }]
    }

    /// Applies one command, or refuses it and changes nothing.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, Refusal> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_in(command, &mut events)?;
        next.counter += 1;
        *self = next;
        Ok(events)
    }

    /// Applies a command in place; after a refusal the game is unspecified.
    pub(crate) fn apply_in(&mut self, command: Command, ev: &mut Vec<Event>) -> Done {
        let by = command.by;
        if self.stage == Stage::Ended {
            return Err(Refusal::Over);
        }
        // Standing orders are a player's private setting, not a move (issue 36): any seat
        // sets its own at any time, whoever is to act, and nothing else changes (stage,
        // turn, window, who is waited for). Only its author's view shows it.
        if let Act::SetOrders { orders } = command.act {
            *self
                .orders
                .get_mut(usize::from(by))
                .ok_or(Refusal::NotYourTurn)? = orders;
            ev.push(Event::OrdersSet { player: by });
            return Ok(());
        }
        if let Act::Place { which, at } = command.act {
            let Stage::Placing { player } = self.stage else {
                return Err(Refusal::WrongPhase);
            };
            if player != by {
                return Err(Refusal::NotYourTurn);
            }
            let id = u16::try_from(self.tenants.len()).unwrap_or(u16::MAX);
            let was_placing = self.stage;
            self.place(by, usize::from(which), at)
                .map_err(|e| match e {
                    super::state::SetupError::NoSuchTenant => Refusal::NoSuchTenant,
                    super::state::SetupError::Occupied => Refusal::Occupied,
                    super::state::SetupError::NotYourTurn => Refusal::NotYourTurn,
                    _ => Refusal::NoSuchSquare,
                })?;
            // `place` counts itself; `apply` counts again.
            self.counter -= 1;
            ev.push(Event::Placed { tenant: id, at });
            if was_placing != self.stage && self.stage == Stage::Command {
                ev.push(Event::TurnBegan {
                    player: self.turn.player,
                    cp: self.turn.cp,
                });
            }
            return Ok(());
        }
        match self.stage {
            Stage::Placing { .. } | Stage::Ended => Err(Refusal::WrongPhase),
            Stage::Command => {
                if by != self.turn.player {
                    return Err(Refusal::NotYourTurn);
                }
                self.command_phase(by, command.act, ev)
            }
            Stage::Defence => self.defence_phase(by, command.act, ev),
            Stage::Window => self.window_phase(by, command.act, ev),
            Stage::Combat => {
                if by != self.turn.player {
                    return Err(Refusal::NotYourTurn);
                }
                self.combat_phase(by, command.act, ev)
            }
            Stage::Discard => {
                if by != self.turn.player {
                    return Err(Refusal::NotYourTurn);
                }
                let Act::DiscardCard { card } = command.act else {
                    return Err(Refusal::WrongPhase);
                };
                self.discard_card(by, card, ev)
            }
        }
    }

    fn command_phase(&mut self, by: u8, act: Act, ev: &mut Vec<Event>) -> Done {
        if self.turn.lockdown_due && !matches!(act, Act::Play { .. }) {
            return Err(Refusal::LockdownFirst);
        }
        if let Some(t) = self.turn.must_discard {
            if !matches!(act, Act::Discard { tenant, .. } if tenant == t) {
                return Err(Refusal::MustDiscard);
            }
        }
        match act {
            Act::Deploy => self.deploy(by, ev),
            Act::Rouse { tenant } => self.rouse(by, tenant, false, ev),
            Act::Step { tenant, dir } => self.step(by, tenant, dir, ev),
            Act::Lift { tenant, level } => self.lift(by, tenant, level, ev),
            Act::Drop { tenant } => self.drop_tube(by, tenant, ev),
            Act::Ride { tenant, to } => self.ride(by, tenant, to, ev),
            Act::Fly { tenant, to } => self.fly(by, tenant, to, ev),
            Act::Draw { tenant } => self.draw_kit(by, tenant, ev),
            Act::Discard { tenant, slot } => self.discard_kit(by, tenant, slot, ev),
            Act::PassKit { from, slot, to } => self.pass_kit(by, from, slot, to, ev),
            Act::SetUp { tenant, slot } => self.set_up(by, tenant, slot, ev),
            Act::Plant { tenant, slot } => self.plant(by, tenant, slot, ev),
            Act::Power { tenant } => self.power(by, tenant, ev),
            Act::Play { card, on } => {
                if self.endgame {
                    self.play_lockdown(by, card, on, ev)
                } else {
                    self.play_command(by, card, on, ev)
                }
            }
            Act::EndMove => self.end_move(ev),
            Act::EndCommand => {
                self.end_command(ev);
                Ok(())
            }
            _ => Err(Refusal::WrongPhase),
        }
    }

    // ---- CP and tenants -----------------------------------------------------------------

    /// Spends CP (BM-5.1).
    fn spend(&mut self, cp: u8) -> Done {
        self.turn.cp = self.turn.cp.checked_sub(cp).ok_or(Refusal::NoPoints)?;
        Ok(())
    }

    /// Pays `mp` movement points for a roused tenant: its MP first, then 1 CP for each
    /// one it lacks (BM-5.1). Returns (MP, CP) paid.
    fn pay_mp(&mut self, id: u16, mp: u8) -> Result<(u8, u8), Refusal> {
        let have = self.tenant(id)?.mp;
        let from_mp = have.min(mp);
        let cp = (mp - from_mp) * data().rules.command.extra_mp_cost;
        self.spend(cp)?;
        self.tenant_mut(id)?.mp = have - from_mp;
        Ok((from_mp, cp))
    }

    /// A tenant the player on turn may move now: friendly, roused, not halted by a draw,
    /// not fighting in its square.
    fn mover(&self, by: u8, id: u16) -> Result<&InPlay, Refusal> {
        let t = self.tenant(id)?;
        if !self.friendly(by, t) {
            return Err(Refusal::NotYours);
        }
        if !t.roused {
            return Err(Refusal::NotRoused);
        }
        if t.drew {
            return Err(Refusal::DrewKit);
        }
        if t.halted {
            return Err(Refusal::Halted);
        }
        if self.with_enemy(by, id) {
            return Err(Refusal::Fighting);
        }
        Ok(t)
    }

    /// A tenant that may start or go on moving: a mover, and no other tenant's move
    /// waiting for its hazard window (BM-10.3: hazards come before another counter moves).
    fn walker(&self, by: u8, id: u16) -> Result<&InPlay, Refusal> {
        if self
            .turn
            .trail
            .as_ref()
            .is_some_and(|t| t.tenant != id && self.hazard_window_due())
        {
            return Err(Refusal::EndMoveFirst);
        }
        self.mover(by, id)
    }

    /// The rouse cost of a tenant: doubled in a stack beside a noise cannon (BM-11.3).
    pub fn rouse_cost(&self, t: &InPlay) -> u8 {
        let cannon = self.cannon_at(t.at.board);
        t.tenant.rouse.saturating_mul(if cannon { 2 } else { 1 })
    }

    fn rouse(&mut self, by: u8, id: u16, free: bool, ev: &mut Vec<Event>) -> Done {
        let t = self.tenant(id)?;
        let hireable = self.kind_of(t).hireable;
        if !hireable && t.owner != by {
            return Err(Refusal::NotYours);
        }
        if t.roused {
            return Err(Refusal::AlreadyRoused);
        }
        if t.spent {
            return Err(Refusal::Spent);
        }
        let contractor = t.tenant.kind == data().contractor.kind;
        if contractor && !free {
            return Err(Refusal::ContractorRouse);
        }
        let cost = if free { 0 } else { self.rouse_cost(t) };
        self.spend(cost)?;
        let t = self.tenant_mut(id)?;
        t.roused = true;
        t.mp = t.tenant.stride;
        if hireable {
            t.hired_by = Some(by);
        }
        ev.push(Event::Roused {
            tenant: id,
            cp: cost,
        });
        Ok(())
    }

    /// BM-5.1: 4 CP, the top of the pile to the flat of a 2D6 address; an occupied or
    /// collapsed flat is rolled again, at most 36 times, after which the CP are kept
    /// (docs/feud-design.md, section 10).
    fn deploy(&mut self, by: u8, ev: &mut Vec<Event>) -> Done {
        let d = data();
        let board = self.boards.get(usize::from(by)).ok_or(Refusal::NotYours)?;
        let pile = self.piles.get(usize::from(by)).ok_or(Refusal::NotYours)?;
        if self.endgame || board.collapsed || pile.is_empty() {
            return Err(Refusal::CannotDeploy);
        }
        if self.turn.cp < d.rules.command.deploy_cost {
            return Err(Refusal::NoPoints);
        }
        for _ in 0..36 {
            let address = self.rng.d6() * 10 + self.rng.d6();
            let Some((column, level)) = d.layout.flat(address) else {
                continue;
            };
            let at = Spot {
                board: by,
                column,
                level,
            };
            let free = !self.collapsed(at) && self.tenants_at(at).is_empty();
            ev.push(Event::AddressRolled { address, free });
            if !free {
                continue;
            }
            self.spend(d.rules.command.deploy_cost)?;
            let tenant = self.piles[usize::from(by)]
                .pop()
                .ok_or(Refusal::CannotDeploy)?;
            let id = self.bring_on(by, tenant, at, ev);
            ev.push(Event::Deployed { tenant: id, at });
            return Ok(());
        }
        ev.push(Event::DeployFailed);
        Ok(())
    }

    /// Puts a tenant on the board with its starting counter, if any (BM-5.1).
    pub(crate) fn bring_on(
        &mut self,
        owner: u8,
        tenant: Tenant,
        at: Spot,
        ev: &mut Vec<Event>,
    ) -> u16 {
        let id = u16::try_from(self.tenants.len()).unwrap_or(u16::MAX);
        self.tenants.push(InPlay::new(owner, tenant, at));
        if let Some(bag) = tenant.starts {
            if let Some(item) = self.draw_from(bag) {
                if let Some(t) = self.tenants.last_mut() {
                    t.kit.push(Kit {
                        item,
                        deployed: false,
                    });
                }
                ev.push(Event::KitDrawn {
                    tenant: id,
                    kit: Seen::of(owner, item),
                });
            }
        }
        id
    }

    pub(crate) fn draw_from(&mut self, bag: Bag) -> Option<u8> {
        match bag {
            Bag::Gear => self.gear.pop(),
            Bag::Arms => self.arms.pop(),
        }
    }

    /// A counter back into its bag, at a random place (BM-7.11).
    pub(crate) fn return_kit(&mut self, item: u8) {
        let bag = data().items[usize::from(item)].bag;
        let list = match bag {
            Bag::Gear => &mut self.gear,
            Bag::Arms => &mut self.arms,
        };
        let at = self.rng.below(list.len() as u32 + 1) as usize;
        list.insert(at, item);
    }

    /// A breaching charge that went off or was buried goes back to its bag (BM-7.11).
    pub(crate) fn return_charge(&mut self) {
        let item = data()
            .items
            .iter()
            .position(|i| i.special == Special::Charge)
            .and_then(|i| u8::try_from(i).ok());
        if let Some(item) = item {
            self.return_kit(item);
        }
    }

    /// A tenant leaves the board; its kit goes back to the bags (BM-7.11).
    pub(crate) fn remove(&mut self, id: u16, how: Gone, ev: &mut Vec<Event>) {
        let Some(t) = self.tenants.get_mut(usize::from(id)) else {
            return;
        };
        if t.gone.is_some() {
            return;
        }
        t.gone = Some(how);
        let kit = std::mem::take(&mut t.kit);
        for k in kit {
            self.return_kit(k.item);
        }
        if self.turn.must_discard == Some(id) {
            self.turn.must_discard = None;
        }
        ev.push(Event::Left { tenant: id, how });
    }

    // ---- movement -------------------------------------------------------------------

    /// Whether `player`'s tenant `id` may join the tenants on `to`: an empty square; an
    /// enemy's, when `ride` (lift, drop tube, rides, BM-6.5 a); a window square where one
    /// is inside and the other outside (BM-6.5 b); a vigilante joining one friendly tenant
    /// (BM-9.5). Never a square of two fighting tenants (BM-7.5).
    pub(crate) fn may_join(
        &self,
        player: u8,
        id: u16,
        to: Spot,
        outside: bool,
        ride: bool,
    ) -> bool {
        let here: Vec<&InPlay> = self
            .tenants_at(to)
            .into_iter()
            .filter(|&o| o != id)
            .filter_map(|o| self.tenants.get(usize::from(o)))
            .collect();
        if here.is_empty() {
            return true;
        }
        let Ok(me) = self.tenant(id) else {
            return false;
        };
        if here.len() == 1 {
            let o = here[0];
            let window = self.square(to).is_some_and(|s| s.kind == Kind::Window);
            if window && o.outside != outside {
                return true;
            }
            if ride && !self.friendly(player, o) {
                return true;
            }
            if self.kind_of(me).flies
                && !self.kind_of(me).carries_kit
                && self.friendly(player, o)
                && !self.kind_of(o).flies
            {
                return true;
            }
        }
        false
    }

    /// Whether a board's skybridge between two landings works (BM-6.11, BM-9.9): both
    /// stacks standing with power on, no landing collapsed, no skybridge square hit.
    fn skybridge_works(&self, from: Spot, line: &[Spot], to: Spot) -> bool {
        let powered = |b: u8| {
            self.boards
                .get(usize::from(b))
                .is_some_and(|x| x.power && !x.collapsed)
        };
        powered(from.board)
            && powered(to.board)
            && !self.collapsed(from)
            && !self.collapsed(to)
            && line.iter().all(|&s| {
                self.markers(s)
                    .is_some_and(|m| m.structure == 0 && !m.collapsed && !m.severed)
            })
    }

    /// Whether a square is a skybridge that does not work now (walked as collapsed,
    /// BM-6.11).
    fn broken_skybridge(&self, at: Spot) -> bool {
        if self.square(at).map(|s| s.place) != Some(Place::Skybridge) {
            return false;
        }
        let m = self.markers(at);
        if m.is_some_and(|m| m.severed) {
            return false;
        }
        // Find the skybridge's landings along the level.
        let ends = [Dir::Left, Dir::Right].map(|dir| {
            let mut s = at;
            let mut line = vec![at];
            loop {
                let n = self.neighbour(s, dir)?;
                match self.square(n).map(|q| q.place) {
                    Some(Place::Skybridge) => {
                        line.push(n);
                        s = n;
                    }
                    Some(Place::Landing) => return Some((n, line)),
                    _ => return None,
                }
            }
        });
        match ends {
            [Some((a, mut l1)), Some((b, l2))] => {
                l1.extend(l2);
                !self.skybridge_works(a, &l1, b)
            }
            // A dead end off the row's closed edge: never a working ride.
            _ => true,
        }
    }

    fn board_fallen(&self, at: Spot) -> bool {
        self.boards
            .get(usize::from(at.board))
            .is_none_or(|b| b.collapsed)
    }

    /// The cost of one step on foot, or why it is refused (BM-6.1 to BM-6.5, BM-8.4,
    /// BM-8.5, BM-8.6, BM-9.9).
    pub fn step_cost(&self, by: u8, id: u16, dir: Dir) -> Result<(Spot, u8), Refusal> {
        let d = data();
        let t = self.tenant(id)?;
        let from = t.at;
        let to = self.neighbour(from, dir).ok_or(Refusal::Blocked)?;
        let square = self.square(to).ok_or(Refusal::Blocked)?;
        if self.board_fallen(to) {
            return Err(Refusal::Blocked);
        }
        let m = self.markers(to).ok_or(Refusal::Blocked)?;
        if m.severed {
            return Err(Refusal::Blocked);
        }
        let broken_bridge = self.broken_skybridge(to);
        let walkable = match square.place {
            Place::Courtyard => true,
            Place::Skybridge => broken_bridge,
            Place::Tube | Place::RailPortal | Place::FreewayPortal => false,
            _ => square.kind != Kind::Open,
        };
        if !walkable {
            return Err(Refusal::Blocked);
        }
        if !self.may_join(by, id, to, false, false) {
            return Err(Refusal::Occupied);
        }
        let mv = &d.rules.movement;
        let base = match dir {
            Dir::Up => mv.up,
            Dir::Down => mv.down,
            Dir::Left | Dir::Right => mv.across,
        };
        let powered = self
            .boards
            .get(usize::from(to.board))
            .is_some_and(|b| b.power);
        let free = square.place == Place::Forecourt || (square.place == Place::Commons && powered);
        let mut cost = if free { 0 } else { base };
        if m.collapsed || broken_bridge {
            cost += mv.collapsed_extra;
        }
        if self.collapsed(from) || self.broken_skybridge(from) {
            cost += mv.collapsed_extra;
        }
        Ok((to, cost))
    }

    fn moved_to(&mut self, id: u16, to: Spot, outside: bool) -> Done {
        let t = self.tenant_mut(id)?;
        t.at = to;
        t.outside = outside;
        // BM-6.15: moving folds heavy kit away.
        for k in &mut t.kit {
            k.deployed = false;
        }
        Ok(())
    }

    fn step(&mut self, by: u8, id: u16, dir: Dir, ev: &mut Vec<Event>) -> Done {
        let from = self.walker(by, id)?.at;
        if self.tenant(id)?.outside {
            // A flyer on a window's outer half leaves it by flight (BM-6.14).
            return Err(Refusal::Blocked);
        }
        let (to, cost) = self.step_cost(by, id, dir)?;
        let (mp, cp) = self.pay_mp(id, cost)?;
        self.moved_to(id, to, false)?;
        self.note_move(id, from, &[to]);
        ev.push(Event::Moved {
            tenant: id,
            to,
            mp,
            cp,
        });
        Ok(())
    }

    /// The squares of a lift from one level to another, both ends included, and whether the
    /// ride is possible: the power on, nothing collapsed on the way (BM-6.9, BM-8.4).
    pub fn lift_path(&self, from: Spot, level: u8) -> Option<Vec<Spot>> {
        let layout = &data().layout;
        let shaft = layout.lifts.get(usize::from(self.square(from)?.lift?))?;
        if level == from.level || level < shaft.from || level > shaft.to {
            return None;
        }
        if !self.boards.get(usize::from(from.board))?.power || self.board_fallen(from) {
            return None;
        }
        let levels: Vec<u8> = if level > from.level {
            (from.level..=level).collect()
        } else {
            (level..=from.level).rev().collect()
        };
        let path: Vec<Spot> = levels
            .into_iter()
            .map(|l| Spot { level: l, ..from })
            .collect();
        if path.iter().any(|&s| self.collapsed(s)) {
            return None;
        }
        Some(path)
    }

    fn lift(&mut self, by: u8, id: u16, level: u8, ev: &mut Vec<Event>) -> Done {
        let from = self.walker(by, id)?.at;
        let path = self.lift_path(from, level).ok_or(Refusal::NoLift)?;
        let mut to = *path.last().ok_or(Refusal::NoLift)?;
        if !self.may_join(by, id, to, false, true) {
            return Err(Refusal::Occupied);
        }
        // BM-6.9: an enemy whose owner's standing order says so halts the ride in its
        // square (a forced close assault).
        for &s in &path[1..path.len() - 1] {
            let halts = self.tenants_at(s).into_iter().any(|o| {
                self.tenants.get(usize::from(o)).is_some_and(|x| {
                    !self.friendly(by, x)
                        && !self.kind_of(x).hireable
                        && self
                            .orders
                            .get(usize::from(x.owner))
                            .is_some_and(|o| o.stop_lifts)
                })
            });
            if halts && self.may_join(by, id, s, false, true) {
                to = s;
                ev.push(Event::LiftHalted { tenant: id, at: s });
                break;
            }
        }
        let (mp, cp) = self.pay_mp(id, data().rules.movement.lift)?;
        self.moved_to(id, to, false)?;
        // Every level the car passed, up to where it stopped.
        let passed: Vec<Spot> = path
            .iter()
            .skip(1)
            .copied()
            .take_while(|&s| s != to)
            .chain(std::iter::once(to))
            .collect();
        self.note_move(id, from, &passed);
        ev.push(Event::Moved {
            tenant: id,
            to,
            mp,
            cp,
        });
        Ok(())
    }

    fn drop_tube(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let from = self.walker(by, id)?.at;
        let square = self.square(from).ok_or(Refusal::NoDropTube)?;
        if square.drop_tube.is_none() || from.level <= 1 {
            return Err(Refusal::NoDropTube);
        }
        let to = Spot { level: 1, ..from };
        if !self.may_join(by, id, to, false, true) {
            return Err(Refusal::Occupied);
        }
        let (mp, cp) = self.pay_mp(id, data().rules.movement.drop_tube)?;
        // BM-6.10: a drop through a collapsed square destroys the tenant.
        let through_collapse = (1..from.level).any(|l| self.collapsed(Spot { level: l, ..from }));
        self.moved_to(id, to, false)?;
        let passed: Vec<Spot> = (1..from.level)
            .rev()
            .map(|l| Spot { level: l, ..from })
            .collect();
        self.note_move(id, from, &passed);
        ev.push(Event::Moved {
            tenant: id,
            to,
            mp,
            cp,
        });
        if through_collapse {
            self.remove(id, Gone::Destroyed, ev);
        }
        Ok(())
    }

    /// Where rides from a square lead (BM-6.11 to BM-6.13, BM-13.3): from a landing along a
    /// working skybridge to the next landing; from a garage along the freeway to the next
    /// garage; from a stop with a car along the monorail to the first stop of another board.
    /// Each with the squares it passes.
    pub fn rides_from(&self, from: Spot) -> Vec<(Spot, Place)> {
        let Some(square) = self.square(from) else {
            return Vec::new();
        };
        if self.board_fallen(from) || self.collapsed(from) {
            return Vec::new();
        }
        let (line, end): (&[Place], Place) = match square.place {
            Place::Landing => (&[Place::Skybridge], Place::Landing),
            Place::Garage => (&[Place::Freeway, Place::FreewayPortal], Place::Garage),
            Place::Stop => {
                if !self.markers(from).is_some_and(|m| m.car) {
                    return Vec::new();
                }
                (
                    &[Place::Rail, Place::RailPortal, Place::Tube, Place::Stop],
                    Place::Stop,
                )
            }
            _ => return Vec::new(),
        };
        let mut out = Vec::new();
        for dir in [Dir::Left, Dir::Right] {
            let mut s = from;
            let mut passed = Vec::new();
            for _ in 0..usize::from(data().layout.width) * self.boards.len() {
                let Some(n) = self.neighbour(s, dir) else {
                    break;
                };
                if n == from {
                    break;
                }
                let Some(place) = self.square(n).map(|q| q.place) else {
                    break;
                };
                if self.board_fallen(n) {
                    break;
                }
                if place == end && (end != Place::Stop || n.board != from.board) {
                    let ok = match end {
                        Place::Landing => self.skybridge_works(from, &passed, n),
                        _ => !self.collapsed(n),
                    };
                    if ok {
                        out.push((n, square.place));
                    }
                    break;
                }
                if !line.contains(&place) || self.collapsed(n) {
                    break;
                }
                passed.push(n);
                s = n;
            }
        }
        out
    }

    fn ride(&mut self, by: u8, id: u16, to: Spot, ev: &mut Vec<Event>) -> Done {
        let t = self.walker(by, id)?;
        let kind = self.kind_of(t);
        let from = t.at;
        let (_, line) = self
            .rides_from(from)
            .into_iter()
            .find(|&(s, _)| s == to)
            .ok_or(Refusal::NoRide)?;
        match line {
            Place::Garage if !kind.vehicles => return Err(Refusal::KindCannot),
            Place::Stop if !kind.monorail => return Err(Refusal::KindCannot),
            _ => {}
        }
        if !self.may_join(by, id, to, false, true) {
            return Err(Refusal::Occupied);
        }
        let (mp, cp) = self.pay_mp(id, data().rules.movement.ride)?;
        if line == Place::Stop {
            // The car carries its rider (a reading: the seed moves the tenant "in" it).
            if let Some(m) = self.markers_mut(from) {
                m.car = false;
            }
            if let Some(m) = self.markers_mut(to) {
                m.car = true;
            }
        }
        self.moved_to(id, to, false)?;
        self.note_move(id, from, &[to]);
        ev.push(Event::Moved {
            tenant: id,
            to,
            mp,
            cp,
        });
        Ok(())
    }

    /// Where a flight from a square may end (BM-6.14, readings 1, 2 and 8 of the design
    /// note): open air (not a severed skybridge), a balcony or a courtyard of the own or an
    /// adjacent board; a stop through its stack's intact rail portal; an adjacent stack's
    /// garage through its intact freeway portal; with paint cans, the outer half of an
    /// empty window square. Whether the squares are free is checked apart.
    pub fn flight_ends(&self, from: Spot, paint: bool) -> Vec<(Spot, bool)> {
        let layout = &data().layout;
        let n = self.players();
        let near = |b: u8| {
            let diff = (i16::from(b) - i16::from(from.board)).unsigned_abs();
            diff == 0 || diff == 1 || (self.wraps() && diff == u16::from(n) - 1)
        };
        let mut out = Vec::new();
        for at in self.spots() {
            if at == from || !near(at.board) || self.board_fallen(at) {
                continue;
            }
            let Some(sq) = self.square(at) else { continue };
            let m = self.markers(at);
            let portal_ok = |portal: Place| {
                // The portal on the same level beside the square, towards the facade.
                [Dir::Left, Dir::Right].iter().any(|&dir| {
                    self.neighbour(at, dir).is_some_and(|p| {
                        self.square(p).is_some_and(|q| q.place == portal) && !self.collapsed(p)
                    })
                })
            };
            let ok = match sq.place {
                Place::Skybridge => !m.is_some_and(|m| m.severed),
                p if p.is_open() => true,
                Place::Balcony => !self.collapsed(at),
                Place::Stop => !self.collapsed(at) && portal_ok(Place::RailPortal),
                Place::Garage => {
                    at.board != from.board && !self.collapsed(at) && portal_ok(Place::FreewayPortal)
                }
                _ => false,
            };
            if ok {
                out.push((at, false));
            } else if paint && sq.kind == Kind::Window && !self.collapsed(at) {
                out.push((at, true));
            }
        }
        let _ = layout;
        out
    }

    fn fly(&mut self, by: u8, id: u16, to: Spot, ev: &mut Vec<Event>) -> Done {
        let t = self.walker(by, id)?;
        if !self.flies(t) || t.mp == 0 {
            return Err(Refusal::NoFlight);
        }
        let from = t.at;
        let takeoff = t.outside
            || self.is_open(from)
            || self
                .square(from)
                .is_some_and(|s| matches!(s.place, Place::Balcony | Place::Forecourt));
        if !takeoff {
            return Err(Refusal::NoFlight);
        }
        let d = data();
        let paint = t
            .kit
            .iter()
            .any(|k| d.items[usize::from(k.item)].special == Special::Paint);
        let (_, outside) = self
            .flight_ends(from, paint)
            .into_iter()
            .find(|&(s, _)| s == to)
            .ok_or(Refusal::NoFlight)?;
        if outside && !self.tenants_at(to).into_iter().all(|o| o == id) {
            // BM-6.14: only an empty window square.
            return Err(Refusal::Occupied);
        }
        if !self.may_join(by, id, to, outside, false) {
            return Err(Refusal::Occupied);
        }
        // BM-6.14: a flight costs all the tenant's MP and ends its movement.
        let mp = self.tenant(id)?.mp;
        self.moved_to(id, to, outside)?;
        self.note_move(id, from, &[to]);
        let t = self.tenant_mut(id)?;
        t.mp = 0;
        t.drew = true;
        ev.push(Event::Moved {
            tenant: id,
            to,
            mp,
            cp: 0,
        });
        Ok(())
    }

    // ---- kit ------------------------------------------------------------------------

    /// Whether a tenant may draw now (BM-6.6): friendly (drifters only once hired), at a
    /// market or lockup that stands, with a counter in its bag, not drawn yet this phase,
    /// no fight in the square, and a kind that carries kit.
    pub fn may_draw(&self, by: u8, id: u16) -> Result<Bag, Refusal> {
        let t = self.tenant(id)?;
        if !self.friendly(by, t) {
            return Err(Refusal::NotYours);
        }
        if t.drew || !self.kind_of(t).carries_kit || self.with_enemy(by, id) || t.outside {
            return Err(Refusal::NoDraw);
        }
        let bag = match self.square(t.at).map(|s| s.place) {
            Some(Place::Market) => Bag::Gear,
            Some(Place::Lockup) => Bag::Arms,
            _ => return Err(Refusal::NoDraw),
        };
        if self.collapsed(t.at) || self.board_fallen(t.at) {
            return Err(Refusal::NoDraw);
        }
        let empty = match bag {
            Bag::Gear => self.gear.is_empty(),
            Bag::Arms => self.arms.is_empty(),
        };
        if empty {
            return Err(Refusal::NoDraw);
        }
        Ok(bag)
    }

    /// Draws one counter for a tenant. A kind that may not keep flight kit puts a flight
    /// counter back and draws again (BM-9.2, BM-9.4): drawn here as one uniform pick among
    /// the bag's other counters, which is where redrawing until one comes ends; nothing if
    /// the bag holds only flight kit.
    pub(crate) fn give_drawn(&mut self, id: u16, bag: Bag, ev: &mut Vec<Event>) -> Done {
        let d = data();
        let keeps_flight = {
            let t = self.tenant(id)?;
            self.kind_of(t).flight_kit
        };
        let Some(item) = self.draw_from(bag) else {
            return Ok(());
        };
        let flight = |i: u8| d.items[usize::from(i)].special == Special::Flight;
        let item = if flight(item) && !keeps_flight {
            self.return_kit(item);
            ev.push(Event::KitRedrawn { tenant: id, item });
            let list = match bag {
                Bag::Gear => &self.gear,
                Bag::Arms => &self.arms,
            };
            let others: Vec<usize> = (0..list.len()).filter(|&i| !flight(list[i])).collect();
            if others.is_empty() {
                return Ok(());
            }
            let pick = others[self.rng.below(others.len() as u32) as usize];
            match bag {
                Bag::Gear => self.gear.remove(pick),
                Bag::Arms => self.arms.remove(pick),
            }
        } else {
            item
        };
        let t = self.tenant_mut(id)?;
        t.kit.push(Kit {
            item,
            deployed: false,
        });
        let owner = t.owner;
        ev.push(Event::KitDrawn {
            tenant: id,
            kit: Seen::of(owner, item),
        });
        Ok(())
    }

    /// Marks a tenant over its limit as the one that must discard (BM-6.7).
    pub(crate) fn check_limit(&mut self, id: u16) {
        if let Ok(t) = self.tenant(id) {
            if !self.kit_ok(t) {
                self.turn.must_discard = Some(id);
            } else if self.turn.must_discard == Some(id) {
                self.turn.must_discard = None;
            }
        }
    }

    fn draw_kit(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let bag = self.may_draw(by, id)?;
        self.give_drawn(id, bag, ev)?;
        let t = self.tenant_mut(id)?;
        t.drew = true;
        t.mp = 0;
        self.check_limit(id);
        Ok(())
    }

    fn discard_kit(&mut self, by: u8, id: u16, slot: u8, ev: &mut Vec<Event>) -> Done {
        if self.turn.must_discard != Some(id) {
            return Err(Refusal::WrongPhase);
        }
        let t = self.tenant(id)?;
        if t.owner != by && !self.friendly(by, t) {
            return Err(Refusal::NotYours);
        }
        if usize::from(slot) >= t.kit.len() {
            return Err(Refusal::NoSuchKit);
        }
        let owner = t.owner;
        let k = self.tenant_mut(id)?.kit.remove(usize::from(slot));
        self.return_kit(k.item);
        ev.push(Event::KitDiscarded {
            tenant: id,
            kit: Seen::of(owner, k.item),
        });
        self.check_limit(id);
        Ok(())
    }

    fn pass_kit(&mut self, by: u8, from: u16, slot: u8, to: u16, ev: &mut Vec<Event>) -> Done {
        let giver = self.tenant(from)?;
        if !self.friendly(by, giver) {
            return Err(Refusal::NotYours);
        }
        let item = giver
            .kit
            .get(usize::from(slot))
            .ok_or(Refusal::NoSuchKit)?
            .item;
        let (a, outside) = (giver.at, giver.outside);
        let receiver = self.mover(by, to)?;
        if from == to || !self.adjacent(a, receiver.at) || outside || receiver.outside {
            return Err(Refusal::NotAdjacent);
        }
        if !self.kind_of(receiver).carries_kit {
            return Err(Refusal::KindCannot);
        }
        let mut after = receiver.clone();
        after.kit.push(Kit {
            item,
            deployed: false,
        });
        if !self.kit_ok(&after) {
            return Err(Refusal::CarryLimit);
        }
        self.pay_mp(to, data().rules.movement.pass_kit)?;
        self.tenant_mut(from)?.kit.remove(usize::from(slot));
        self.tenant_mut(to)?.kit.push(Kit {
            item,
            deployed: false,
        });
        let owner = self.tenant(from)?.owner;
        ev.push(Event::KitPassed {
            from,
            to,
            kit: Seen::of(owner, item),
        });
        Ok(())
    }

    fn set_up(&mut self, by: u8, id: u16, slot: u8, ev: &mut Vec<Event>) -> Done {
        let t = self.mover(by, id)?;
        let k = *t.kit.get(usize::from(slot)).ok_or(Refusal::NoSuchKit)?;
        if !data().items[usize::from(k.item)].heavy || k.deployed {
            return Err(Refusal::NotHeavy);
        }
        self.pay_mp(id, data().rules.movement.deploy_heavy)?;
        if let Some(k) = self.tenant_mut(id)?.kit.get_mut(usize::from(slot)) {
            k.deployed = true;
        }
        ev.push(Event::KitSetUp {
            tenant: id,
            item: k.item,
        });
        Ok(())
    }

    fn plant(&mut self, by: u8, id: u16, slot: u8, ev: &mut Vec<Event>) -> Done {
        let t = self.mover(by, id)?;
        let at = t.at;
        let k = *t.kit.get(usize::from(slot)).ok_or(Refusal::NoSuchKit)?;
        if data().items[usize::from(k.item)].special != Special::Charge {
            return Err(Refusal::NotCharge);
        }
        self.pay_mp(id, data().rules.movement.leave_charge)?;
        self.tenant_mut(id)?.kit.remove(usize::from(slot));
        if let Some(m) = self.markers_mut(at) {
            m.charges += 1;
        }
        ev.push(Event::ChargePlanted { tenant: id, at });
        Ok(())
    }

    fn power(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let at = self.mover(by, id)?.at;
        if self.square(at).map(|s| s.place) != Some(Place::PlantRoom) || self.collapsed(at) {
            return Err(Refusal::NoPlantRoom);
        }
        self.pay_mp(id, data().rules.movement.switch_power)?;
        let b = self
            .boards
            .get_mut(usize::from(at.board))
            .ok_or(Refusal::NoPlantRoom)?;
        b.power = !b.power;
        ev.push(Event::PowerSwitched {
            board: at.board,
            on: b.power,
        });
        Ok(())
    }

    // ---- command cards ----------------------------------------------------------------

    /// Whether a square of the own stack is one a tenant may be put on (BM-4.3, BM-9.6):
    /// the set-up rule, and not collapsed.
    pub fn standable(&self, player: u8, at: Spot) -> bool {
        let Some(sq) = self.square(at) else {
            return false;
        };
        at.board == player
            && standable_square(sq)
            && !self.collapsed(at)
            && !self.board_fallen(at)
            && self.tenants_at(at).is_empty()
    }

    fn play_command(&mut self, by: u8, card: u8, on: On, ev: &mut Vec<Event>) -> Done {
        let d = data();
        let c = *self
            .hands
            .get(usize::from(by))
            .and_then(|h| h.get(usize::from(card)))
            .ok_or(Refusal::NoSuchCard)?;
        let side = &d.feud_sides[usize::from(c.feud)];
        if side.card_type != CardType::Command {
            return Err(Refusal::NotCommandCard);
        }
        match (side.effect, on) {
            (FeudEffect::RerollPoints {}, On::Nothing) => {
                // BM-10.2: a second roll of the command dice, for CP only (a reading: its
                // points are added to those left).
                let mut cp = 0u8;
                for _ in 0..d.rules.command.dice {
                    cp = cp.saturating_add(self.rng.d6());
                }
                self.turn.cp = self.turn.cp.saturating_add(cp);
                ev.push(Event::PointsGained { cp });
            }
            (FeudEffect::Points { cp }, On::Nothing) => {
                self.turn.cp = self.turn.cp.saturating_add(cp);
                ev.push(Event::PointsGained { cp });
            }
            (FeudEffect::Car {}, On::Square(at)) => {
                let ok = at.board == by
                    && self.square(at).map(|s| s.place) == Some(Place::Stop)
                    && !self.collapsed(at)
                    && !self.board_fallen(at)
                    && !self.markers(at).is_some_and(|m| m.car);
                if !ok {
                    return Err(Refusal::BadTarget);
                }
                if let Some(m) = self.markers_mut(at) {
                    m.car = true;
                }
                ev.push(Event::CarPlaced { at });
            }
            (FeudEffect::Contractors {}, on) => {
                let max = d.rules.contractors_max(self.players()).unwrap_or(0);
                let in_play = self.contractors_in_play();
                match on {
                    On::Square(at) if in_play < max && self.standable(by, at) => {
                        let id = self.bring_on(by, d.contractor, at, ev);
                        ev.push(Event::Deployed { tenant: id, at });
                    }
                    On::Nothing if in_play >= max || !self.any_standable(by) => {}
                    _ => return Err(Refusal::BadTarget),
                }
                // BM-9.6: every contractor of the player is roused.
                let ids: Vec<u16> = (0..self.tenants.len())
                    .filter_map(|i| u16::try_from(i).ok())
                    .filter(|&i| {
                        self.tenant(i).is_ok_and(|t| {
                            t.owner == by && t.tenant.kind == d.contractor.kind && !t.roused
                        })
                    })
                    .collect();
                for id in ids {
                    if !self.tenant(id)?.spent {
                        self.rouse(by, id, true, ev)?;
                    }
                }
            }
            (FeudEffect::Stride { mp }, On::Tenant(id)) => {
                let t = self.tenant(id)?;
                if !self.friendly(by, t) || !t.roused || t.drew {
                    return Err(Refusal::BadTarget);
                }
                let t = self.tenant_mut(id)?;
                t.mp = t.mp.saturating_add(mp);
            }
            (FeudEffect::FreeRouse {}, On::Tenant(id)) => {
                let t = self.tenant(id)?;
                if t.owner != by && !self.kind_of(t).hireable {
                    return Err(Refusal::BadTarget);
                }
                self.rouse(by, id, true, ev)?;
            }
            _ => return Err(Refusal::BadTarget),
        }
        let c = self.hands[usize::from(by)].remove(usize::from(card));
        self.discard.push(c);
        ev.push(Event::CardPlayed {
            player: by,
            feud: Some(c.feud),
            lockdown: None,
        });
        Ok(())
    }

    pub(crate) fn contractors_in_play(&self) -> u8 {
        let k = data().contractor.kind;
        let n = self
            .tenants
            .iter()
            .filter(|t| t.on_board() && t.tenant.kind == k)
            .count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    fn any_standable(&self, player: u8) -> bool {
        self.spots().any(|s| self.standable(player, s))
    }

    /// The command phase ends (BM-5.1): the defensive-fire window opens if any tenant of
    /// the stack on turn stands within one square of another player's unspent tenant
    /// (public positions only, docs/feud-design.md, section 8); else combat begins.
    fn end_command(&mut self, ev: &mut Vec<Event>) {
        // BM-10.3: the last mover's hazards come before the command phase ends.
        if let Some(tenant) = self.turn.trail.as_ref().map(|t| t.tenant) {
            if self.hazard_window_due() {
                self.open_window(
                    super::state::WindowKind::Hazard {
                        tenant,
                        then_end: true,
                    },
                    ev,
                );
                return;
            }
        }
        self.end_command_now(ev);
    }

    /// The command phase ends, its last hazard window closed.
    pub(crate) fn end_command_now(&mut self, ev: &mut Vec<Event>) {
        self.turn.trail = None;
        if self.defence_opens() {
            self.open_defence(ev);
        } else {
            self.begin_combat(ev);
        }
    }
}

/// A square a tenant may stand on when put on the board (BM-4.3, section 10 of the note).
pub fn standable_square(sq: &Square) -> bool {
    sq.kind != Kind::Open
        && !matches!(
            sq.place,
            Place::Tube | Place::RailPortal | Place::FreewayPortal
        )
}
