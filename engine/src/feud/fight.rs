//! Defensive fire (BM-7.1, BM-13.4) and the combat phase (BM-5.3, BM-7.2 to BM-7.9): shots
//! at tenants and at squares, close assaults and charges, looting, arson, tagging and
//! hosing; breaching charges going off (BM-9.7) and the Wardens' automatic units
//! (BM-11.3) at its start.

use super::action::{
    Act, Aim, Event, Refusal, Seen, ARSON, ASSAULT, HOSING, LOOTING, SHOOTING, TAGGING,
};
use super::data::{data, Bag, Kind, Place, Special, Unit, UNLIMITED};
use super::rules::Done;
use super::state::{DefenceShot, Fire, Game, Gone, Spot, Stage, WindowKind};

/// One resolved shot's numbers at one target: D6 + bonus − strength ≥ `kill_at`.
fn hits(die: u8, bonus: i16, strength: i16) -> (bool, i16, i16) {
    let kill = i16::from(data().rules.combat.kill_at);
    let total = i16::from(die) + bonus - strength;
    (total >= kill, total, kill)
}

impl Game {
    /// Whether a noise cannon stands beside a board (BM-11.3).
    pub fn cannon_at(&self, board: u8) -> bool {
        self.units
            .iter()
            .any(|u| u.unit == Unit::Cannon && u.at.board == board)
    }

    // ---- defensive fire -----------------------------------------------------------

    /// Whether the defensive-fire window opens: a tenant of the player on turn within one
    /// square (BM-7.1's adjacency) of an unspent tenant of another player. Only public facts
    /// decide it, so it opens whether or not anyone holds a weapon.
    pub fn defence_opens(&self) -> bool {
        let p = self.turn.player;
        let mine: Vec<Spot> = self
            .tenants
            .iter()
            .filter(|t| t.on_board() && self.friendly(p, t))
            .map(|t| t.at)
            .collect();
        self.tenants.iter().any(|t| {
            t.on_board()
                && !t.spent
                && t.owner != p
                && !self.kind_of(t).hireable
                && mine.iter().any(|&m| self.defence_adjacent(t.at, m))
        })
    }

    /// A weapon a tenant may shoot with now: a counter with RANGE at least 1 (the drill
    /// 0), heavy ones set up (BM-6.15, BM-7.3). Returns the item index.
    pub fn shooting_weapon(&self, id: u16, slot: u8) -> Result<u8, Refusal> {
        let t = self.tenant(id)?;
        let k = *t.kit.get(usize::from(slot)).ok_or(Refusal::NoSuchKit)?;
        let item = &data().items[usize::from(k.item)];
        let w = item.weapon.ok_or(Refusal::NotWeapon)?;
        if w.range == 0 && item.special != Special::Drill {
            return Err(Refusal::NotWeapon);
        }
        if item.heavy && !k.deployed {
            return Err(Refusal::NotSetUp);
        }
        Ok(k.item)
    }

    /// Checks a defensive shot (BM-7.1): the declarer's own unspent tenant, not declared
    /// yet, a weapon of RANGE 1 or more, at a square holding a tenant of the player on turn
    /// one square away.
    pub fn check_defence(&self, by: u8, shot: DefenceShot) -> Done {
        let t = self.tenant(shot.shooter)?;
        if t.owner != by || self.kind_of(t).hireable || by == self.turn.player {
            return Err(Refusal::NotYours);
        }
        if t.spent {
            return Err(Refusal::Spent);
        }
        let declared = self
            .turn
            .defence
            .get(usize::from(by))
            .ok_or(Refusal::NotYourTurn)?;
        if declared.is_some() {
            return Err(Refusal::Declared);
        }
        let item = self.shooting_weapon(shot.shooter, shot.slot)?;
        if data().items[usize::from(item)].special == Special::Drill {
            return Err(Refusal::NotWeapon);
        }
        let p = self.turn.player;
        let target_there = self.tenants_at(shot.target).into_iter().any(|o| {
            self.tenants
                .get(usize::from(o))
                .is_some_and(|x| self.friendly(p, x))
        });
        if !target_there {
            return Err(Refusal::BadTarget);
        }
        if !self.defence_adjacent(t.at, shot.target) {
            return Err(Refusal::NotAdjacent);
        }
        Ok(())
    }

    /// Opens the defensive-fire window (BM-5.2, BM-7.1, BM-13.4) for every other player.
    /// Each player's standing order decides (docs/feud-design.md, section 8): `ask` waits
    /// for the player's declarations; an automatic order declares for them at once
    /// ([`Game::auto_defence`]) and they are done. Whether the window waits depends on the
    /// orders only; if nobody is asked it opens and closes in this command.
    pub(crate) fn open_defence(&mut self, ev: &mut Vec<Event>) {
        let p = self.turn.player;
        let n = self.players();
        ev.push(Event::DefenceOpened);
        self.stage = Stage::Defence;
        let declared: Vec<Option<Vec<DefenceShot>>> = (0..n)
            .map(|q| {
                let fire = self
                    .orders
                    .get(usize::from(q))
                    .map_or(Fire::Ask, |o| o.defence);
                if q == p {
                    Some(Vec::new())
                } else if fire.automatic() {
                    Some(self.auto_defence(q, fire))
                } else {
                    None
                }
            })
            .collect();
        for (q, d) in (0..n).zip(&declared) {
            if q != p && d.is_some() {
                ev.push(Event::DefenceDeclared { player: q });
            }
        }
        self.turn.defence = declared;
        if self.turn.defence.iter().all(Option::is_some) {
            self.resolve_defence(ev);
        }
    }

    /// The shots an automatic defensive-fire order declares for `by` (BM-7.1; the digest's
    /// note on asynchronous play: "always shoot the weakest target in range"). Each unspent
    /// tenant of `by` that may fire now (own, not a drifter, a weapon of RANGE 1 or more
    /// other than the drill, heavy ones set up), in id order, takes its weapon of the
    /// highest DAMAGE (the first such slot on a tie) and considers every square
    /// [`Game::check_defence`] accepts that holds no tenant of `by` (never a shot that may
    /// hit its own), and only tenants that shot can remove (the die needed, `kill_at` −
    /// DAMAGE − the square's modifiers + grit, is 6 or less: a tenant holds fire rather
    /// than spend itself on a shot that cannot succeed). Among those tenants of the player
    /// on turn, `weakest` shoots the one needing the lowest die, then the lowest grit, then
    /// the lowest id; `strongest` the highest grit, then the lowest die, then the lowest
    /// id. Several shooters may pick one target. `ask` and `never` declare nothing. Only
    /// the position decides (never a hand); the shots stay hidden until revealed with the
    /// others'.
    pub fn auto_defence(&self, by: u8, fire: Fire) -> Vec<DefenceShot> {
        if !matches!(fire, Fire::Weakest | Fire::Strongest) || by == self.turn.player {
            return Vec::new();
        }
        let d = data();
        let p = self.turn.player;
        let kill = i16::from(d.rules.combat.kill_at);
        let mut out = Vec::new();
        for (i, t) in self.tenants.iter().enumerate() {
            let Ok(shooter) = u16::try_from(i) else {
                continue;
            };
            if !t.on_board() || t.owner != by || t.spent || self.kind_of(t).hireable {
                continue;
            }
            let mut weapon: Option<(u8, i16)> = None;
            for slot in 0..t.kit.len() {
                let Ok(slot) = u8::try_from(slot) else {
                    continue;
                };
                let Ok(item) = self.shooting_weapon(shooter, slot) else {
                    continue;
                };
                let item = &d.items[usize::from(item)];
                if item.special == Special::Drill {
                    continue;
                }
                let damage = i16::from(item.weapon.map_or(0, |w| w.damage));
                if weapon.is_none_or(|(_, best)| damage > best) {
                    weapon = Some((slot, damage));
                }
            }
            let Some((slot, damage)) = weapon else {
                continue;
            };
            let mut choice: Option<((i16, i16, u16), Spot)> = None;
            for (j, e) in self.tenants.iter().enumerate() {
                let Ok(id) = u16::try_from(j) else {
                    continue;
                };
                if !e.on_board() || !self.friendly(p, e) {
                    continue;
                }
                let shot = DefenceShot {
                    shooter,
                    slot,
                    target: e.at,
                };
                if self.check_defence(by, shot).is_err() {
                    continue;
                }
                let own_there = self.tenants_at(e.at).into_iter().any(|o| {
                    self.tenants
                        .get(usize::from(o))
                        .is_some_and(|x| self.friendly(by, x))
                });
                if own_there {
                    continue;
                }
                let grit = i16::from(e.tenant.grit);
                let die = kill - damage - self.target_bonus(e.at) + grit;
                if die > 6 {
                    continue;
                }
                let key = if fire == Fire::Weakest {
                    (die, grit, id)
                } else {
                    (-grit, die, id)
                };
                if choice.is_none_or(|(best, _)| key < best) {
                    choice = Some((key, e.at));
                }
            }
            if let Some((_, target)) = choice {
                out.push(DefenceShot {
                    shooter,
                    slot,
                    target,
                });
            }
        }
        out
    }

    pub(crate) fn defence_phase(&mut self, by: u8, act: Act, ev: &mut Vec<Event>) -> Done {
        if self
            .turn
            .defence
            .get(usize::from(by))
            .is_none_or(|d| d.is_some())
        {
            return Err(Refusal::NotYourTurn);
        }
        match act {
            Act::Defend { shot } => {
                self.check_defence(by, shot)?;
                if self.staged_shots.iter().any(|s| s.shooter == shot.shooter) {
                    return Err(Refusal::Declared);
                }
                self.staged_shots.push(shot);
                Ok(())
            }
            Act::DefenceDone => {
                let mine: Vec<DefenceShot> = self
                    .staged_shots
                    .iter()
                    .filter(|s| self.tenant(s.shooter).is_ok_and(|t| t.owner == by))
                    .copied()
                    .collect();
                self.staged_shots.retain(|s| !mine.contains(s));
                self.turn.defence[usize::from(by)] = Some(mine);
                ev.push(Event::DefenceDeclared { player: by });
                if self.turn.defence.iter().all(Option::is_some) {
                    self.resolve_defence(ev);
                }
                Ok(())
            }
            _ => Err(Refusal::WrongPhase),
        }
    }

    /// Every declaration revealed together (docs/feud-design.md, section 8); the attack
    /// window before their dice (BM-10.4), then the shots, then the combat phase.
    pub(crate) fn resolve_defence(&mut self, ev: &mut Vec<Event>) {
        let all = self.revealed_shots();
        ev.push(Event::DefenceClosed { shots: all.clone() });
        if !all.is_empty() && self.attack_window_due() {
            self.open_window(WindowKind::Defence, ev);
        } else {
            self.fire_defence(&[], ev);
        }
    }

    /// The declared defensive shots, in seat order from the player on turn.
    pub fn revealed_shots(&self) -> Vec<DefenceShot> {
        let n = self.players();
        let p = self.turn.player;
        (1..n)
            .flat_map(|k| {
                self.turn
                    .defence
                    .get(usize::from((p + k) % n))
                    .cloned()
                    .flatten()
                    .unwrap_or_default()
            })
            .collect()
    }

    /// The revealed defensive shots rolled, each with the attack cards played on it
    /// (`mods`: shooter, modifier); then the combat phase.
    pub(crate) fn fire_defence(&mut self, mods: &[(u16, i16)], ev: &mut Vec<Event>) {
        for s in self.revealed_shots() {
            let still = self.tenant(s.shooter).is_ok_and(|t| !t.spent);
            let Ok(item) = self.shooting_weapon(s.shooter, s.slot) else {
                continue;
            };
            if !still {
                continue;
            }
            let damage = data().items[usize::from(item)]
                .weapon
                .map_or(0, |w| w.damage);
            let modifier: i16 = mods.iter().filter(|m| m.0 == s.shooter).map(|m| m.1).sum();
            self.shoot_tenants(s.target, i16::from(damage) + modifier, Some(s.shooter), ev);
            if let Ok(t) = self.tenant_mut(s.shooter) {
                t.spent = true;
                t.fired = true;
            }
        }
        self.begin_combat(ev);
    }

    // ---- shots ------------------------------------------------------------------------

    /// The modifiers of a shot at a tenant in a square (BM-7.3, BM-9.9, BM-11.3): +1 in open
    /// air or commons (a courtyard is open air: one +1, reading 12), −1 at an interior square
    /// of a stack with the power off, −1 in a stack beside a noise cannon.
    pub fn target_bonus(&self, at: Spot) -> i16 {
        let c = &data().rules.combat;
        let Some(sq) = self.square(at) else { return 0 };
        let mut bonus = 0;
        if self.is_open(at) || sq.place == Place::Commons {
            bonus += i16::from(c.open_bonus);
        }
        let board = self.boards.get(usize::from(at.board));
        if sq.kind == Kind::Interior && board.is_some_and(|b| !b.power && !b.collapsed) {
            bonus += i16::from(c.power_off_interior);
        }
        if self.cannon_at(at.board) {
            bonus += i16::from(c.noise_cannon);
        }
        bonus
    }

    /// A shooting attack at every tenant in a square, each rolled apart (BM-7.3, BM-7.5's
    /// locked squares, BM-9.5); the shooter's own tenant is never its own target.
    pub(crate) fn shoot_tenants(
        &mut self,
        at: Spot,
        damage: i16,
        shooter: Option<u16>,
        ev: &mut Vec<Event>,
    ) {
        let bonus = damage + self.target_bonus(at);
        for id in self.tenants_at(at) {
            if Some(id) == shooter {
                continue;
            }
            self.carried_charge(id, ev);
            if self.tenant(id).is_err() {
                continue;
            }
            let grit = self.tenant(id).map_or(0, |t| i16::from(t.tenant.grit));
            let die = self.rng.d6();
            let (kill, total, needed) = hits(die, bonus, grit);
            ev.push(Event::Roll { die, total, needed });
            if kill {
                self.remove(id, Gone::Destroyed, ev);
            }
        }
    }

    /// The STRENGTH of a square shot at as a structure, if it is one (BM-8.3, BM-8.6): a
    /// building square 6 (the lockup 8), a skybridge or freeway square 6, the monorail track
    /// 4 (the beam projector only).
    pub fn structure_strength(&self, at: Spot, laser: bool) -> Option<u8> {
        let s = &data().rules.structure;
        let sq = self.square(at)?;
        if self.boards.get(usize::from(at.board))?.collapsed {
            return None;
        }
        let m = self.markers(at)?;
        if sq.place == Place::Skybridge {
            // BM-8.6: a collapsed skybridge can still be hit a third time, to sever it.
            return (!m.severed).then_some(s.square_strength);
        }
        if m.collapsed {
            return None;
        }
        match sq.place {
            Place::Lockup => Some(s.lockup_strength),
            Place::Skybridge | Place::Freeway => Some(s.square_strength),
            Place::Rail if laser => Some(s.rail_strength),
            _ if sq.kind != Kind::Open => Some(s.square_strength),
            _ => None,
        }
    }

    /// A shot at a square itself: D6 + DAMAGE − STRENGTH ≥ 6 (no open-air bonus) places a
    /// structural marker (BM-8.3).
    fn shoot_structure(
        &mut self,
        at: Spot,
        damage: u8,
        laser: bool,
        modifier: i16,
        ev: &mut Vec<Event>,
    ) {
        let Some(strength) = self.structure_strength(at, laser) else {
            return;
        };
        let cannon = if self.cannon_at(at.board) {
            i16::from(data().rules.combat.noise_cannon)
        } else {
            0
        };
        let die = self.rng.d6();
        let bonus = i16::from(damage) + cannon + modifier;
        let (hit, total, needed) = hits(die, bonus, i16::from(strength));
        ev.push(Event::Roll { die, total, needed });
        if hit {
            if self.square(at).map(|s| s.place) == Some(Place::Rail) {
                // BM-8.6: one hit collapses the track.
                self.collapse(at, ev);
            } else {
                self.add_structure(at, 1, ev);
            }
        }
    }

    /// Checks a shot of the combat phase and returns the item used.
    pub fn check_shot(&self, by: u8, id: u16, slot: u8, at: Spot, aim: Aim) -> Result<u8, Refusal> {
        let t = self.tenant(id)?;
        self.attacker(by, id)?;
        if self.with_enemy(by, id) {
            return Err(Refusal::Fighting);
        }
        if t.spent {
            return Err(Refusal::Spent);
        }
        let item_ix = self.shooting_weapon(id, slot)?;
        let item = &data().items[usize::from(item_ix)];
        let w = item.weapon.ok_or(Refusal::NotWeapon)?;
        self.square(at).ok_or(Refusal::NoSuchSquare)?;
        let special = item.special;
        let aim_ok = match aim {
            Aim::Tenants => special != Special::Drill,
            Aim::Structure => matches!(special, Special::None | Special::Laser | Special::Drill),
            Aim::Blaze => matches!(special, Special::Torch | Special::Firebomb),
            Aim::Explosive | Aim::Incendiary | Aim::HomingExplosive | Aim::HomingIncendiary => {
                special == Special::Rockets
            }
        };
        if !aim_ok {
            return Err(Refusal::NotWeapon);
        }
        if special == Special::Drill {
            // BM-9.8: only its own square (reading 13: range 0 for it alone).
            return if at == t.at && self.structure_strength(at, false).is_some() {
                Ok(item_ix)
            } else {
                Err(Refusal::Range)
            };
        }
        if at == t.at {
            return Err(Refusal::Range);
        }
        let homing = matches!(aim, Aim::HomingExplosive | Aim::HomingIncendiary);
        if homing {
            // BM-9.7: unlimited range to any window or open-air square.
            let ok = self.is_open(at) || self.square(at).is_some_and(|s| s.kind == Kind::Window);
            if !ok {
                return Err(Refusal::BadTarget);
            }
        } else if !(special == Special::Firebomb && self.firebomb_reaches(t.at, at)) {
            let range = self.line_of_fire(t.at, at).ok_or(Refusal::NoLineOfFire)?;
            if w.range != UNLIMITED && range > w.range {
                return Err(Refusal::Range);
            }
        }
        if special == Special::Rockets && self.projector_guards(at.board) {
            // BM-9.7: a beam projector set up in a window guards its stack from rockets.
            return Err(Refusal::BadTarget);
        }
        let enemy_there = self.tenants_at(at).into_iter().any(|o| {
            self.tenants
                .get(usize::from(o))
                .is_some_and(|x| !self.friendly(by, x))
        });
        match aim {
            Aim::Tenants | Aim::Blaze if !enemy_there => Err(Refusal::BadTarget),
            Aim::Structure => {
                let strength = self
                    .structure_strength(at, special == Special::Laser)
                    .ok_or(Refusal::BadTarget)?;
                // Only a weapon that can hit at all (BM-8.3: DAMAGE at least the STRENGTH).
                if w.damage < strength {
                    return Err(Refusal::NotWeapon);
                }
                Ok(item_ix)
            }
            _ => Ok(item_ix),
        }
    }

    /// BM-9.8: a firebomb thrown from a window on level 3 or higher reaches the courtyard
    /// below it, towards the next stack, and that stack's forecourt (the four gap squares and
    /// the facade square beyond them on level 1, on the side the window faces).
    pub fn firebomb_reaches(&self, from: Spot, to: Spot) -> bool {
        let d = data();
        let Some(sq) = self.square(from) else {
            return false;
        };
        if sq.kind != Kind::Window || from.level < d.specials.firebomb_high_level || to.level != 1 {
            return false;
        }
        let faces_right = from.column >= d.layout.width / 2;
        let place = self.square(to).map(|s| s.place);
        self.deltas(from, to).iter().any(|&(dx, _)| {
            let ahead = if faces_right { dx } else { -dx };
            match place {
                Some(Place::Courtyard) => (1..=4).contains(&ahead),
                Some(Place::Forecourt) => ahead == 5 && to.board != from.board,
                _ => false,
            }
        })
    }

    /// Whether a beam projector is set up in a window square of a board (BM-9.7).
    pub fn projector_guards(&self, board: u8) -> bool {
        self.tenants.iter().any(|t| {
            t.on_board()
                && t.at.board == board
                && self.square(t.at).is_some_and(|s| s.kind == Kind::Window)
                && t.kit.iter().any(|k| {
                    k.deployed && data().items[usize::from(k.item)].special == Special::Laser
                })
        })
    }

    fn shoot(
        &mut self,
        by: u8,
        id: u16,
        slot: u8,
        at: Spot,
        aim: Aim,
        ev: &mut Vec<Event>,
    ) -> Done {
        let item_ix = self.check_shot(by, id, slot, at, aim)?;
        self.step_to(SHOOTING)?;
        let drill = data().items[usize::from(item_ix)].special == Special::Drill;
        if !drill && self.attack_window_due() {
            // BM-10.4: attack cards before the dice.
            self.open_window(
                WindowKind::Shot {
                    shooter: id,
                    slot,
                    at,
                    aim,
                },
                ev,
            );
        } else {
            self.fire_shot(id, slot, at, aim, 0, ev);
        }
        Ok(())
    }

    /// A checked shot rolled, `modifier` added to every attack die of it (BM-10.4).
    pub(crate) fn fire_shot(
        &mut self,
        id: u16,
        slot: u8,
        at: Spot,
        aim: Aim,
        modifier: i16,
        ev: &mut Vec<Event>,
    ) {
        let Some(item_ix) = self
            .tenant(id)
            .ok()
            .and_then(|t| t.kit.get(usize::from(slot)))
            .map(|k| k.item)
        else {
            return;
        };
        let d = data();
        let item = &d.items[usize::from(item_ix)];
        let sp = &d.specials;
        let damage = item.weapon.map_or(0, |w| w.damage);
        let laser = item.special == Special::Laser;
        match aim {
            Aim::Tenants => {
                self.shoot_tenants(at, i16::from(damage) + modifier, Some(id), ev);
                if matches!(item.special, Special::Torch | Special::Firebomb) {
                    self.add_fire_n(at, sp.fire_light, ev);
                }
            }
            Aim::Blaze => {
                self.shoot_tenants(at, i16::from(damage) + modifier, Some(id), ev);
                self.add_fire_n(at, sp.fire_heavy, ev);
                self.use_up(id, slot);
            }
            Aim::Structure if item.special == Special::Drill => {
                // BM-9.8: one marker, no hit roll, no tenant harmed.
                self.add_structure(at, 1, ev);
            }
            Aim::Structure => self.shoot_structure(at, damage, laser, modifier, ev),
            Aim::Explosive | Aim::HomingExplosive => {
                let (dmg, markers) = if aim == Aim::Explosive {
                    let die = self.rng.d6();
                    ev.push(Event::Roll {
                        die,
                        total: i16::from(die),
                        needed: 0,
                    });
                    (
                        sp.rocket_explosive_damage,
                        sp.rocket_explosive_markers[usize::from(die - 1)],
                    )
                } else {
                    (sp.homing_explosive_damage, sp.homing_explosive_markers)
                };
                self.shoot_tenants(at, i16::from(dmg) + modifier, Some(id), ev);
                self.add_structure(at, markers, ev);
            }
            Aim::Incendiary | Aim::HomingIncendiary => {
                let (dmg, fires) = if aim == Aim::Incendiary {
                    (sp.rocket_incendiary_damage, sp.rocket_incendiary_fires)
                } else {
                    (sp.homing_incendiary_damage, sp.homing_incendiary_fires)
                };
                self.shoot_tenants(at, i16::from(dmg) + modifier, Some(id), ev);
                self.add_fire_n(at, fires, ev);
            }
        }
        self.after_attack(id);
        if let Ok(t) = self.tenant_mut(id) {
            t.fired = true;
        }
    }

    /// A torch or firebomb used up goes back to its bag (BM-9.7).
    fn use_up(&mut self, id: u16, slot: u8) {
        let mut gone = None;
        if let Ok(t) = self.tenant_mut(id) {
            if usize::from(slot) < t.kit.len() {
                gone = Some(t.kit.remove(usize::from(slot)).item);
            }
        }
        if let Some(item) = gone {
            self.return_kit(item);
        }
    }

    fn add_fire_n(&mut self, at: Spot, n: u8, ev: &mut Vec<Event>) {
        for _ in 0..n {
            self.add_fire(at, ev);
        }
    }

    // ---- the combat phase -----------------------------------------------------------

    /// The combat phase begins (BM-5.3): breaching charges go off (BM-9.7), then the
    /// Wardens' units act (BM-11.3).
    pub(crate) fn begin_combat(&mut self, ev: &mut Vec<Event>) {
        self.stage = Stage::Combat;
        self.turn.combat_step = SHOOTING;
        ev.push(Event::CombatBegan);
        let charged: Vec<Spot> = self
            .spots()
            .filter(|&s| self.markers(s).is_some_and(|m| m.charges > 0))
            .collect();
        for at in charged {
            let charges = self
                .markers_mut(at)
                .map(|m| std::mem::take(&mut m.charges))
                .unwrap_or_default();
            for _ in 0..charges {
                self.explode(at, ev);
            }
        }
        self.units_act(ev);
        self.check_end(ev);
    }

    /// A breaching charge goes off (BM-9.7): a DAMAGE +4 shot at everyone in the square,
    /// then a D6 divided by the printed divisor (1, reading 10) of structural markers; the
    /// counter goes back to its bag.
    fn explode(&mut self, at: Spot, ev: &mut Vec<Event>) {
        let d = data();
        self.shoot_tenants(at, i16::from(d.specials.charge_damage), None, ev);
        let die = self.rng.d6();
        let div = d.specials.charge_markers_divisor.max(1);
        let markers = die.div_ceil(div);
        ev.push(Event::Roll {
            die,
            total: i16::from(markers),
            needed: 0,
        });
        self.add_structure(at, markers, ev);
        self.return_charge();
    }

    /// BM-9.7: a tenant attacked while carrying a breaching charge sets one off on a 6 (one
    /// roll an attack, a reading), before the attack is rolled.
    pub(crate) fn carried_charge(&mut self, id: u16, ev: &mut Vec<Event>) {
        let d = data();
        let Ok(t) = self.tenant(id) else { return };
        let Some(slot) = t
            .kit
            .iter()
            .position(|k| d.items[usize::from(k.item)].special == Special::Charge)
        else {
            return;
        };
        let at = t.at;
        let die = self.rng.d6();
        ev.push(Event::Roll {
            die,
            total: i16::from(die),
            needed: i16::from(d.specials.charge_sets_off_on),
        });
        if die < d.specials.charge_sets_off_on {
            return;
        }
        if let Ok(t) = self.tenant_mut(id) {
            t.kit.remove(slot);
        }
        self.explode(at, ev);
    }

    /// A tenant that may make an attack for the player on turn (BM-7.2, BM-9.3: a drifter
    /// only once hired).
    fn attacker(&self, by: u8, id: u16) -> Done {
        let t = self.tenant(id)?;
        if !self.friendly(by, t) {
            return Err(Refusal::NotYours);
        }
        if t.attacked {
            return Err(Refusal::Attacked);
        }
        Ok(())
    }

    /// The attack types come in order (BM-5.3).
    fn step_to(&mut self, step: u8) -> Done {
        if step < self.turn.combat_step {
            return Err(Refusal::Order);
        }
        if step > ASSAULT && self.assault_due(self.turn.player) {
            return Err(Refusal::MustAssault);
        }
        self.turn.combat_step = step;
        Ok(())
    }

    fn after_attack(&mut self, id: u16) {
        if let Ok(t) = self.tenant_mut(id) {
            t.spent = true;
            t.attacked = true;
        }
    }

    /// Whether a close assault is still owed (BM-7.5: a tenant sharing a square with an
    /// enemy; BM-9.6: an unspent contractor with an enemy beside it).
    pub fn assault_due(&self, by: u8) -> bool {
        (0..self.tenants.len())
            .filter_map(|i| u16::try_from(i).ok())
            .any(|id| self.owes_assault(by, id))
    }

    pub fn owes_assault(&self, by: u8, id: u16) -> bool {
        let Ok(t) = self.tenant(id) else { return false };
        if !self.friendly(by, t) || t.attacked {
            return false;
        }
        if self.with_enemy(by, id) {
            return true;
        }
        t.tenant.kind == data().contractor.kind
            && !t.spent
            && self
                .assault_targets(by, id)
                .iter()
                .any(|&o| self.tenant(o).is_ok_and(|x| x.at != t.at))
    }

    /// The tenants `id` may close-assault (BM-7.5): an enemy in its square (never one on the
    /// other half of a window square, BM-6.14), or, unspent, an enemy one square away
    /// orthogonally whose square it may charge into.
    pub fn assault_targets(&self, by: u8, id: u16) -> Vec<u16> {
        let Ok(t) = self.tenant(id) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, o) in self.tenants.iter().enumerate() {
            let Ok(oid) = u16::try_from(i) else { continue };
            if oid == id || !o.on_board() || self.friendly(by, o) {
                continue;
            }
            if o.at == t.at {
                if o.outside == t.outside {
                    out.push(oid);
                }
                continue;
            }
            if t.spent || o.outside || t.outside || !self.adjacent(t.at, o.at) {
                continue;
            }
            // Never into a square where two sides are locked in a fight (BM-7.5); a
            // vigilante beside its friend is no fight (BM-9.5).
            let owners: Vec<u8> = self
                .tenants_at(o.at)
                .into_iter()
                .filter_map(|x| self.tenants.get(usize::from(x)).map(|x| x.owner))
                .collect();
            let locked = owners.windows(2).any(|w| w[0] != w[1]);
            let enterable = !self.board_fallen_at(o.at)
                && !self.markers(o.at).is_some_and(|m| m.severed)
                && !locked;
            if enterable {
                out.push(oid);
            }
        }
        out
    }

    fn board_fallen_at(&self, at: Spot) -> bool {
        self.boards
            .get(usize::from(at.board))
            .is_none_or(|b| b.collapsed)
    }

    /// A side's close-assault total (BM-7.5): D6 + grit + every non-heavy weapon's DAMAGE
    /// (+ a bruiser's charge bonus, + a friendly vigilante's grit in the square).
    fn assault_total(
        &mut self,
        id: u16,
        charging: bool,
        modifier: i16,
        ev: &mut Vec<Event>,
    ) -> i16 {
        let d = data();
        let Ok(t) = self.tenant(id) else { return 0 };
        let owner_side = t.owner;
        let at = t.at;
        let mut total = i16::from(t.tenant.grit) + modifier;
        for k in &t.kit {
            let item = &d.items[usize::from(k.item)];
            if !item.heavy {
                total += i16::from(item.weapon.map_or(0, |w| w.damage));
            }
        }
        if charging {
            total += i16::from(self.kind_of(t).charge_bonus);
        }
        for o in self.tenants_at(at) {
            if o == id {
                continue;
            }
            if let Ok(x) = self.tenant(o) {
                let k = self.kind_of(x);
                if k.flies && !k.carries_kit && x.owner == owner_side {
                    total += i16::from(x.tenant.grit);
                }
            }
        }
        if self.cannon_at(at.board) {
            total += i16::from(d.rules.combat.noise_cannon);
        }
        let die = self.rng.d6();
        ev.push(Event::Roll {
            die,
            total: total + i16::from(die),
            needed: 0,
        });
        total + i16::from(die)
    }

    fn assault(&mut self, by: u8, id: u16, target: u16, ev: &mut Vec<Event>) -> Done {
        self.attacker(by, id)?;
        if !self.assault_targets(by, id).contains(&target) {
            return Err(Refusal::NotAdjacent);
        }
        self.step_to(ASSAULT)?;
        if self.attack_window_due() {
            // BM-10.4: attack cards before the dice.
            self.open_window(
                WindowKind::Assault {
                    attacker: id,
                    target,
                },
                ev,
            );
            Ok(())
        } else {
            self.fight(id, target, 0, 0, ev)
        }
    }

    /// A checked close assault rolled, with each side's card modifiers (BM-7.5, BM-10.4).
    pub(crate) fn fight(
        &mut self,
        id: u16,
        target: u16,
        mod_a: i16,
        mod_b: i16,
        ev: &mut Vec<Event>,
    ) -> Done {
        let to = self.tenant(target)?.at;
        let charging = self.tenant(id)?.at != to;
        if charging {
            // BM-7.5: the charge is a free move into the target's square.
            let t = self.tenant_mut(id)?;
            t.at = to;
            t.outside = false;
            for k in &mut t.kit {
                k.deployed = false;
            }
        }
        self.carried_charge(target, ev);
        if self.tenant(target).is_err() || self.tenant(id).is_err() {
            // The charge took the fight away.
            self.after_attack(id);
            return Ok(());
        }
        let a = self.assault_total(id, charging, mod_a, ev);
        let b = self.assault_total(target, false, mod_b, ev);
        let torch = |g: &Game, i: u16| {
            g.tenant(i).is_ok_and(|t| {
                t.kit.iter().any(|k| {
                    matches!(
                        data().items[usize::from(k.item)].special,
                        Special::Torch | Special::Firebomb
                    )
                })
            })
        };
        let fire = torch(self, id) || torch(self, target);
        if a > b {
            self.remove(target, Gone::Destroyed, ev);
        } else if b > a {
            self.remove(id, Gone::Destroyed, ev);
        } else {
            ev.push(Event::Locked { a: id, b: target });
        }
        if fire {
            // BM-9.7: a torch or firebomb in a close assault adds a fire.
            self.add_fire(to, ev);
        }
        self.after_attack(id);
        Ok(())
    }

    /// Whether a tenant may make the attacks other than shooting and assault (BM-7.6 to
    /// BM-7.9): unspent, not fighting, a kind that may (BM-9.5, BM-9.6).
    fn plain_attacker(&self, by: u8, id: u16) -> Result<Spot, Refusal> {
        self.attacker(by, id)?;
        let t = self.tenant(id)?;
        if t.spent {
            return Err(Refusal::Spent);
        }
        if self.with_enemy(by, id) {
            return Err(Refusal::Fighting);
        }
        if t.tenant.kind == data().contractor.kind {
            return Err(Refusal::KindCannotAttack);
        }
        Ok(t.at)
    }

    pub fn check_loot(&self, by: u8, id: u16) -> Result<Option<Bag>, Refusal> {
        let at = self.plain_attacker(by, id)?;
        let t = self.tenant(id)?;
        if !self.kind_of(t).loots_and_burns || t.outside {
            return Err(Refusal::KindCannotAttack);
        }
        let m = self.markers(at).ok_or(Refusal::NoLoot)?;
        if m.looted || m.collapsed {
            return Err(Refusal::NoLoot);
        }
        match self.square(at).map(|s| s.place) {
            Some(Place::Market) => Ok(Some(Bag::Gear)),
            Some(Place::Lockup) => Ok(Some(Bag::Arms)),
            Some(Place::CreditUnion) => Ok(None),
            _ => Err(Refusal::NoLoot),
        }
    }

    fn loot(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let bag = self.check_loot(by, id)?;
        self.step_to(LOOTING)?;
        let t = self.tenant(id)?;
        let (at, grit) = (t.at, t.tenant.grit);
        let die = self.rng.d6();
        let total = i16::from(die) + i16::from(grit);
        let needed = i16::from(data().rules.combat.loot_at);
        ev.push(Event::Roll { die, total, needed });
        if total >= needed {
            if let Some(m) = self.markers_mut(at) {
                m.looted = true;
            }
            ev.push(Event::Looted { at });
            if let Some(bag) = bag {
                for _ in 0..data().rules.combat.loot_draws {
                    self.give_drawn(id, bag, ev)?;
                }
                self.check_limit(id);
            }
        }
        self.after_attack(id);
        Ok(())
    }

    pub fn check_arson(&self, by: u8, id: u16) -> Result<Spot, Refusal> {
        let at = self.plain_attacker(by, id)?;
        let t = self.tenant(id)?;
        if !self.kind_of(t).loots_and_burns || t.outside {
            return Err(Refusal::KindCannotAttack);
        }
        // Fire never stays in open air (BM-8.1) nor on a collapsed square (BM-8.4).
        if self.is_open(at) || self.collapsed(at) {
            return Err(Refusal::NoFire);
        }
        Ok(at)
    }

    fn arson(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let at = self.check_arson(by, id)?;
        self.step_to(ARSON)?;
        let grit = self.tenant(id)?.tenant.grit;
        let die = self.rng.d6();
        let total = i16::from(die) + i16::from(grit);
        let needed = i16::from(data().rules.combat.arson_at);
        ev.push(Event::Roll { die, total, needed });
        if total >= needed {
            self.add_fire(at, ev);
        }
        self.after_attack(id);
        Ok(())
    }

    pub fn check_tag(&self, by: u8, id: u16) -> Result<Spot, Refusal> {
        let at = self.plain_attacker(by, id)?;
        let t = self.tenant(id)?;
        let paint = t
            .kit
            .iter()
            .any(|k| data().items[usize::from(k.item)].special == Special::Paint);
        if !paint {
            return Err(Refusal::NoTag);
        }
        let sq = self.square(at).ok_or(Refusal::NoTag)?;
        let m = self.markers(at).ok_or(Refusal::NoTag)?;
        // BM-7.8: one tag a square; a window square only from its outer half (a flyer).
        if m.tagged || m.collapsed || self.is_open(at) || (sq.kind == Kind::Window && !t.outside) {
            return Err(Refusal::NoTag);
        }
        Ok(at)
    }

    fn tag(&mut self, by: u8, id: u16, ev: &mut Vec<Event>) -> Done {
        let at = self.check_tag(by, id)?;
        self.step_to(TAGGING)?;
        if let Some(m) = self.markers_mut(at) {
            m.tagged = true;
        }
        ev.push(Event::Tagged { at });
        self.after_attack(id);
        Ok(())
    }

    pub fn check_hose(&self, by: u8, id: u16, to: Spot) -> Done {
        let at = self.plain_attacker(by, id)?;
        let t = self.tenant(id)?;
        if !self.kind_of(t).fights_fire {
            return Err(Refusal::KindCannotAttack);
        }
        if !self.square(at).is_some_and(|s| s.hose) || self.collapsed(at) {
            return Err(Refusal::NoHose);
        }
        if !self.around(at, to) {
            return Err(Refusal::NotAdjacent);
        }
        if self.markers(to).is_none_or(|m| m.fire == 0) {
            return Err(Refusal::NoHose);
        }
        Ok(())
    }

    fn hose(&mut self, by: u8, id: u16, to: Spot, ev: &mut Vec<Event>) -> Done {
        self.check_hose(by, id, to)?;
        self.step_to(HOSING)?;
        let grit = self.tenant(id)?.tenant.grit;
        let fires = self.markers(to).map_or(0, |m| m.fire);
        let needed = i16::from(data().rules.combat.hose_at);
        for _ in 0..fires {
            let die = self.rng.d6();
            let total = i16::from(die) + i16::from(grit);
            ev.push(Event::Roll { die, total, needed });
            if total >= needed {
                if let Some(m) = self.markers_mut(to) {
                    m.fire = m.fire.saturating_sub(1);
                }
            }
        }
        let left = self.markers(to).map_or(0, |m| m.fire);
        ev.push(Event::FireOut {
            at: to,
            markers: left,
        });
        self.after_attack(id);
        Ok(())
    }

    pub(crate) fn combat_phase(&mut self, by: u8, act: Act, ev: &mut Vec<Event>) -> Done {
        if let Some(t) = self.turn.must_discard {
            if !matches!(act, Act::Discard { tenant, .. } if tenant == t) {
                return Err(Refusal::MustDiscard);
            }
        }
        match act {
            Act::Shoot {
                shooter,
                slot,
                at,
                aim,
            } => self.shoot(by, shooter, slot, at, aim, ev),
            Act::Assault { attacker, target } => self.assault(by, attacker, target, ev),
            Act::Loot { tenant } => self.loot(by, tenant, ev),
            Act::Arson { tenant } => self.arson(by, tenant, ev),
            Act::Tag { tenant } => self.tag(by, tenant, ev),
            Act::Hose { tenant, at } => self.hose(by, tenant, at, ev),
            Act::Discard { tenant, slot } => self.discard_in_combat(by, tenant, slot, ev),
            Act::EndCombat => {
                if self.assault_due(by) {
                    return Err(Refusal::MustAssault);
                }
                self.end_phase(ev);
                Ok(())
            }
            _ => Err(Refusal::WrongPhase),
        }
    }

    fn discard_in_combat(&mut self, by: u8, id: u16, slot: u8, ev: &mut Vec<Event>) -> Done {
        if self.turn.must_discard != Some(id) {
            return Err(Refusal::WrongPhase);
        }
        if !self.tenant(id).is_ok_and(|t| self.friendly(by, t)) {
            return Err(Refusal::NotYours);
        }
        let t = self.tenant_mut(id)?;
        if usize::from(slot) >= t.kit.len() {
            return Err(Refusal::NoSuchKit);
        }
        let owner = t.owner;
        let k = t.kit.remove(usize::from(slot));
        self.return_kit(k.item);
        ev.push(Event::KitDiscarded {
            tenant: id,
            kit: Seen::of(owner, k.item),
        });
        self.check_limit(id);
        Ok(())
    }

    // ---- the Wardens' units ----------------------------------------------------------

    /// Each combat phase the drones and foam trucks act (BM-11.3): a drone shoots DAMAGE +6
    /// at unlimited range at one tenant in its line of fire, chosen by priority (a set-up
    /// heavy counter, has fired, armed, closest; then at random); a truck foams one in its
    /// line of fire (closest, highest grit, a crowd; then at random), removing it on 1-4.
    fn units_act(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let units = self.units.clone();
        for u in units {
            if u.unit == Unit::Cannon {
                continue;
            }
            let mut cands: Vec<(u16, [i16; 3])> = Vec::new();
            for (i, t) in self.tenants.iter().enumerate() {
                let Ok(id) = u16::try_from(i) else { continue };
                if !t.on_board() {
                    continue;
                }
                let Some(range) = self.line_of_fire(u.at, t.at) else {
                    continue;
                };
                let range = i16::from(range);
                let key = match u.unit {
                    Unit::Drone => {
                        let heavy = t.kit.iter().any(|k| k.deployed);
                        let armed = t
                            .kit
                            .iter()
                            .any(|k| d.items[usize::from(k.item)].weapon.is_some());
                        let first = if heavy {
                            0
                        } else if t.fired {
                            1
                        } else if armed {
                            2
                        } else {
                            3
                        };
                        [first, range, 0]
                    }
                    _ => {
                        let crowd = self.kind_of(t).key == "crowd";
                        [range, -i16::from(t.tenant.grit), i16::from(!crowd)]
                    }
                };
                cands.push((id, key));
            }
            let Some(best) = cands.iter().map(|c| c.1).min() else {
                continue;
            };
            let tied: Vec<u16> = cands.iter().filter(|c| c.1 == best).map(|c| c.0).collect();
            let pick = tied[self.rng.below(tied.len() as u32) as usize];
            let die = self.rng.d6();
            match u.unit {
                Unit::Drone => {
                    let Ok(t) = self.tenant(pick) else { continue };
                    let (at, grit) = (t.at, i16::from(t.tenant.grit));
                    let bonus = i16::from(d.rules.wardens.drone_damage) + self.target_bonus(at);
                    let (kill, total, needed) = hits(die, bonus, grit);
                    ev.push(Event::Roll { die, total, needed });
                    if kill {
                        self.remove(pick, Gone::Removed, ev);
                    }
                }
                _ => {
                    let needed = i16::from(d.rules.wardens.foam_removes_up_to);
                    ev.push(Event::Roll {
                        die,
                        total: i16::from(die),
                        needed,
                    });
                    if die <= d.rules.wardens.foam_removes_up_to {
                        self.remove(pick, Gone::Removed, ev);
                    }
                }
            }
        }
    }
}
