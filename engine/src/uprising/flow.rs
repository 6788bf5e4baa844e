//! What happens without a choice: the start of a turn (Police Ops, forming, dice), Sunrise
//! (Reaction card, van, liberation, meeting, win check, countdown) and the effects of
//! Liberation cards.

use crate::shared::dice::{self, Dice};
use crate::shared::ids::{Cell, DistrictKind, Faction, LootWindows, CELLS};
use crate::shared::police::plan_group_move;
use crate::uprising::action::{Event, Repression};
use crate::uprising::data::{
    data, AgendaFamily, Effect, OpsEffect, Place, Priority, ReactionTarget, Timing,
};
use crate::uprising::state::{
    in_priority_order, shape, Casualties, EndReason, FactionState, Game, LootToken, OccKind,
    Outcome, Pending, Phase, Step, Turn, Window, BARRICADE_RULE, MAX_PER_LINK,
};

impl Game {
    /// Runs the game on until a decision is needed or it is over.
    /// Returns whether anything happened (a turn began, a Sunrise step ran).
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) -> bool {
        let mut moved = false;
        loop {
            if self.outcome.is_some() || !self.pending.is_empty() {
                return moved;
            }
            match self.phase.clone() {
                Phase::Over => return moved,
                Phase::Setup => {
                    if self.factions.iter().all(|s| s.start_chosen) {
                        self.begin_night(ev);
                    } else {
                        return moved;
                    }
                }
                Phase::Night { seat } => {
                    if self.turn.is_some() {
                        return moved;
                    }
                    self.begin_turn(seat, ev);
                }
                Phase::Sunrise { step } => self.sunrise_step(step, ev),
            }
            moved = true;
        }
    }

    fn begin_night(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Night { seat: self.first };
        self.turn = None;
        self.played.clear();
        // Four zeroed rows, in the vector's own memory (no allocation).
        self.attacks.clear();
        self.attacks.resize(4, [0; CELLS]);
        ev.push(Event::NightBegan { night: self.night });
    }

    /// U-NIGHT-1..5: Police Ops, the Start forms a bloc, dice are rolled.
    fn begin_turn(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let Some(f) = self.factions.get(seat as usize).map(|s| s.faction) else {
            self.phase = Phase::Over;
            return;
        };
        ev.push(Event::TurnBegan { faction: f });
        self.played.push(f);
        let d = data();
        // U-NIGHT-2, U-NIGHT-3: the draw size is fixed before the cards move morale.
        let draw = d.morale.get(self.morale as usize).map_or(1, |m| m.ops_draw);
        for _ in 0..draw {
            self.draw_ops(ev);
        }
        // U-NIGHT-4, U-OCC-7: the Faction Start forms a bloc.
        let start = Cell::all().find(|&c| {
            self.districts[c.index()]
                .occupation
                .is_some_and(|o| o.owner == f && o.kind == OccKind::Start)
        });
        if let Some(at) = start {
            let formed = self.form_blocs(f, at, 1);
            if formed > 0 {
                ev.push(Event::BlocsFormed {
                    faction: f,
                    at,
                    blocs: formed,
                });
            }
        }
        // U-NIGHT-5, U-DICE-1.
        let steps = d.dice.iter().map(|s| (s.min_blocs, s.dice));
        let n = dice::dice_for_blocs(steps, self.blocs_in_city(f));
        let rolled = dice::roll(&mut self.rng, n);
        ev.push(Event::DiceRolled {
            faction: f,
            // A copy of the bytes (`clone` pushes them one by one).
            dice: Dice::from_slice(&rolled),
        });
        self.turn = Some(Turn {
            faction: f,
            dice: rolled,
            used: Vec::new(),
        });
    }

    /// Forms up to `n` blocs of `f` at `at` from the supply (U-COMP-3); returns how many.
    pub(crate) fn form_blocs(&mut self, f: Faction, at: Cell, n: u8) -> u8 {
        if self.city.is_highway(at) {
            return 0;
        }
        let Some(s) = self.fs_mut(f) else { return 0 };
        let k = n.min(s.supply);
        s.supply -= k;
        self.districts[at.index()].blocs[f.index()] += k;
        k
    }

    pub(crate) fn morale_by(&mut self, change: i8, ev: &mut Vec<Event>) {
        let top = data().morale.len().saturating_sub(1) as i16;
        // U-MOR-4, AMB-20: clamped at both ends.
        let level = (i16::from(self.morale) + i16::from(change)).clamp(0, top) as u8;
        if level != self.morale {
            self.morale = level;
            ev.push(Event::Morale { level });
        }
    }

    /// U-COMP-4, AMB-43: a deck is refilled from its discard when the last card is gone.
    fn draw_ops(&mut self, ev: &mut Vec<Event>) {
        if self.ops_deck.is_empty() {
            self.ops_deck = std::mem::take(&mut self.ops_discard);
            self.rng.shuffle(&mut self.ops_deck);
        }
        let Some(card) = self.ops_deck.pop() else {
            return;
        };
        ev.push(Event::OpsDrawn { card });
        let d = data();
        if let Some(c) = d.police_ops.get(card as usize) {
            match c.effect {
                OpsEffect::SquadMovement { target } => self.squad_movement(target, ev),
                OpsEffect::Reinforcements {
                    squads_per_van,
                    vans,
                } => self.reinforcements(squads_per_van, vans, ev),
            }
            // U-NIGHT-3: "+1 police morale".
            if c.morale > 0 {
                self.morale_by(c.morale as i8, ev);
            }
        }
        self.ops_discard.push(card);
    }

    /// U-OPS-3 with the snapshot reading AMB-4.
    pub(crate) fn squad_movement(&mut self, target: DistrictKind, ev: &mut Vec<Event>) {
        let (priority, _) = self.signals();
        // The districts of the card's type, as a set kept beside the city (issue 11: each
        // neighbour of every source had its type looked up; playouts draw a card a turn).
        let targets = self.city.of_kind(target);
        // The sources in `by_priority`'s order with their squads, on the stack (issue 11).
        // Each with its police ID, looked up once rather than at every comparison. A
        // source with no district of the type beside it moves nothing whatever its place
        // in the order (the types never change), so it is left out before the sort.
        let mut snapshot = [(0u8, Cell(0), 0u8); CELLS];
        let mut len = 0;
        for c in Cell::all() {
            let d = &self.districts[c.index()];
            if d.squads >= 2
                && d.occupation.is_none()
                && !self.city.neighbour_set(c).intersection(targets).is_empty()
            {
                snapshot[len] = (self.police_id(c), c, d.squads);
                len += 1;
            }
        }
        in_priority_order(&mut snapshot[..len], |&(id, ..)| id, priority);
        for &(_, from, n) in &snapshot[..len] {
            let cands = self.city.neighbour_set(from).intersection(targets).iter();
            let Some(to) = self.preferred(cands, priority) else {
                continue;
            };
            let movers = n - 1;
            let Some(plan) = plan_group_move(
                &self.city,
                &self.barricades,
                &BARRICADE_RULE,
                from,
                to,
                movers,
            ) else {
                continue;
            };
            let on = self.barricades.on_connection(&self.city, plan.route);
            let dismantle = BARRICADE_RULE.dismantled(plan.stopped, on);
            let removed = self
                .barricades
                .remove_count(&self.city, plan.route, dismantle);
            self.districts[from.index()].squads -= plan.advance;
            self.districts[to.index()].squads += plan.advance;
            ev.push(Event::SquadsMoved {
                from,
                to,
                advanced: plan.advance,
                stopped: plan.stopped,
                barricades_removed: removed,
            });
        }
    }

    /// U-OPS-5, U-OPS-6, AMB-23, AMB-24.
    pub(crate) fn reinforcements(&mut self, per_van: u8, vans: u8, ev: &mut Vec<Event>) {
        let (priority, _) = self.signals();
        let mut van_cells = [(0u8, Cell(0)); CELLS];
        let mut len = 0;
        for c in Cell::all().filter(|&c| self.districts[c.index()].van == Some(0)) {
            van_cells[len] = (self.police_id(c), c);
            len += 1;
        }
        in_priority_order(&mut van_cells[..len], |&(id, _)| id, priority);
        for &(_, at) in &van_cells[..len] {
            let k = per_van.min(self.staging_squads);
            if k == 0 {
                break;
            }
            self.staging_squads -= k;
            self.districts[at.index()].squads += k;
            ev.push(Event::SquadsDeployed { at, squads: k });
        }
        for _ in 0..vans {
            if self.staging_vans == 0 {
                break;
            }
            let cands = Cell::all().filter(|&c| {
                let d = &self.districts[c.index()];
                d.squads >= 1 && d.van.is_none()
            });
            let Some(at) = self.preferred(cands, Priority::Highest) else {
                break;
            };
            self.staging_vans -= 1;
            self.districts[at.index()].van = Some(0);
            ev.push(Event::VanDeployed { at });
        }
    }

    /// Ends the turn of the faction at `seat` (U-NIGHT-7): next faction, or Sunrise.
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let Some(t) = self.turn.take() else { return };
        ev.push(Event::TurnEnded { faction: t.faction });
        let n = self.factions.len() as u8;
        let Phase::Night { seat } = self.phase else {
            return;
        };
        let next = (seat + 1) % n;
        if next == self.first {
            self.phase = Phase::Sunrise {
                step: Step::ReactionLoot,
            };
            ev.push(Event::SunriseBegan);
        } else {
            self.phase = Phase::Night { seat: next };
        }
    }

    fn sunrise_step(&mut self, step: Step, ev: &mut Vec<Event>) {
        self.sunrise_step_body(step, ev);
        // U-COND-4, U-SEMI-7, U-LOSE-2: what holds "immediately" is checked after every
        // step, before the next one looks at it (issue 32: the step-4 win check saw tokens
        // the step-1 attacks had already made incomplete). The evictions of the attacks
        // themselves check the tokens as they happen (`evict_by`).
        self.check_tokens(ev);
        self.check_crushed(ev);
    }

    fn sunrise_step_body(&mut self, step: Step, ev: &mut Vec<Event>) {
        match step {
            Step::ReactionLoot => {
                self.open_window(Window::BeforeReaction);
                self.phase = Phase::Sunrise {
                    step: Step::Reaction,
                };
            }
            Step::Reaction => {
                let step = if self.reaction(ev) {
                    Step::LiberationLoot
                } else {
                    Step::SquadAttacks
                };
                self.phase = Phase::Sunrise { step };
            }
            Step::SquadAttacks => {
                if let Some(card) = self.sunrise.reaction {
                    self.squads_attack(card, ev);
                }
                self.phase = Phase::Sunrise {
                    step: Step::LiberationLoot,
                };
            }
            Step::LiberationLoot => {
                self.open_window(Window::BeforeLiberation);
                self.phase = Phase::Sunrise {
                    step: Step::Liberation,
                };
            }
            Step::Liberation => {
                if !self.liberate_next(ev) {
                    self.phase = Phase::Sunrise {
                        step: Step::Meeting,
                    };
                }
            }
            Step::Meeting => {
                self.meeting(ev);
                self.phase = Phase::Sunrise { step: Step::Win };
            }
            Step::Win => {
                self.win_check(ev);
                if self.outcome.is_none() {
                    self.phase = Phase::Sunrise {
                        step: Step::Countdown,
                    };
                }
            }
            Step::Countdown => self.countdown_step(ev),
        }
    }

    /// U-DAY-2, AMB-42: every faction holding a card of this window may play, in turn
    /// order. The window opens for every faction with a card in hand, playable now or not:
    /// whom the game waits for is public, and a window offered only to the holders of such
    /// a card would tell everyone who holds one (issue 31; hand sizes are public). A
    /// faction without one answers "pass", its only choice.
    fn open_window(&mut self, window: Window) {
        for f in self.turn_order_seq() {
            let offered = match self.config.loot_windows {
                LootWindows::EveryHand => self.faction_state(f).is_some_and(|s| !s.hand.is_empty()),
                LootWindows::Playable => self
                    .faction_state(f)
                    .is_some_and(|s| s.hand.iter().any(|&c| fits_window(c, window))),
            };
            if offered {
                self.pending
                    .push(Pending::SunriseLoot { faction: f, window });
            }
        }
    }

    /// The loot cards (kinds, once each) `f` may play in `window`.
    pub(crate) fn window_cards(&self, f: Faction, window: Window) -> Vec<u8> {
        let mut out: Vec<u8> = self
            .faction_state(f)
            .map_or(&[][..], |s| &s.hand[..])
            .iter()
            .copied()
            .filter(|&c| fits_window(c, window))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Blocs of `f` at `at` that a police attack takes, after Medic Kits (U-LOOT-7).
    fn after_saves(&mut self, at: Cell, f: Faction, lose: u8) -> u8 {
        let mut lose = lose;
        for (c, g, n) in self.sunrise.saved.iter_mut() {
            if *c == at && *g == f {
                let k = lose.min(*n);
                *n -= k;
                lose -= k;
            }
        }
        lose
    }

    /// U-REACT-1..3, U-VAN, U-PRIO-5/6: the card, the repairs and the vans; then the
    /// squads, unless a casualty decision holds them (`Step::SquadAttacks` resumes).
    /// Whether the attacks are done.
    pub(crate) fn reaction(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(card) = self.reaction_deck.pop() else {
            return true;
        };
        ev.push(Event::ReactionDrawn { card });
        // a. Repair.
        let mut repaired = false;
        for di in self.districts.iter_mut() {
            if let Some(dmg) = di.van.as_mut() {
                if *dmg > 0 {
                    *dmg = 0;
                    repaired = true;
                }
            }
        }
        if repaired {
            ev.push(Event::VansRepaired);
        }
        // b. Vans wipe their district (AMB-35: before the squads). Nothing saves from a
        // van: «Chaque fourgon de CRS défait tous les blocs et expulse toute occupation
        // dans son quartier.» (seed 003; the Medic Kit only saves blocs squads defeat).
        for at in Cell::all() {
            if self.districts[at.index()].van.is_some() {
                let blocs = self.districts[at.index()].blocs;
                for (i, &b) in blocs.iter().enumerate() {
                    if let (Some(f), true) = (Faction::from_index(i), b > 0) {
                        self.lose_blocs_to(f, at, b, Some(Repression::Van), ev);
                    }
                }
                self.evict_by(at, Some(Repression::Van), ev);
            }
        }
        // The card is read again when the attacks resume; it is discarded now, before
        // any decision, so that a top card exists while the game waits (nothing drawn
        // between here and the attacks depends on the order).
        self.discard_reaction(card);
        if self.config.casualties == Casualties::Chosen && self.ask_casualties() {
            self.sunrise.reaction = Some(card);
            return false;
        }
        self.squads_attack(card, ev);
        true
    }

    /// The squads' attack (U-REACT-2c) and the rest of the Reaction card `card`: the van
    /// moves and squads deploy (U-VAN).
    pub(crate) fn squads_attack(&mut self, card: u8, ev: &mut Vec<Event>) {
        let d = data();
        // Blocs defeated by squads but saved by a Medic Kit, set aside until every squad
        // has attacked (they are not attacked twice where they go).
        let mut rescued: Vec<(Cell, Faction, u8, Option<Repression>)> = Vec::new();
        // c. Squads attack: blocs first, then the occupation (U-REACT-2c).
        for at in Cell::all() {
            let Some((k, b)) = self.squad_attack_at(at) else {
                continue;
            };
            let by = Some(Repression::Squads {
                squads: k,
                blocs: b,
            });
            // Without blocs nobody loses any: no order to work out (issue 11).
            if b > 0 {
                for (f, lose) in self.casualties_at(at, k.min(b)) {
                    if lose > 0 {
                        // A saved bloc is still defeated (it absorbs the squad's attack)
                        // but leaves for an occupation rather than the supply (Medic Kit).
                        let lost = self.after_saves(at, f, lose);
                        let saved = lose - lost;
                        if saved > 0 {
                            self.districts[at.index()].blocs[f.index()] -= saved;
                            rescued.push((at, f, saved, by));
                        }
                        self.lose_blocs_to(f, at, lost, by, ev);
                    }
                }
            }
            if k > b {
                self.evict_by(at, by, ev);
            }
        }
        self.sunrise.casualties.clear();
        self.sunrise.reaction = None;
        self.place_rescued(&rescued, ev);
        // U-VAN: the van in the lowest-ID van district moves.
        let Some(c) = d.reactions.get(card as usize) else {
            return;
        };
        let vans = Cell::all().filter(|&x| self.districts[x.index()].van.is_some());
        if let Some(start) = self.preferred(vans, Priority::Lowest) {
            let cands = match c.destination.district {
                ReactionTarget::State => self.city.of_kind(DistrictKind::State),
                ReactionTarget::Public => self.city.of_kind(DistrictKind::Public),
                ReactionTarget::Any => self.city.district_set(),
            };
            let cands = cands.iter();
            if let Some(dest) = self.preferred(cands, c.destination.pick) {
                // U-PRIO-5: the drawn card's own priority steers the van.
                let stop = self.van_path(start, dest, c.priority);
                if stop != start {
                    let dmg = self.districts[start.index()].van.take();
                    self.districts[stop.index()].van = dmg;
                    ev.push(Event::VanMoved {
                        from: start,
                        to: stop,
                    });
                }
                let k = c.deploy.min(self.staging_squads);
                if k > 0 {
                    self.staging_squads -= k;
                    self.districts[stop.index()].squads += k;
                    ev.push(Event::SquadsDeployed {
                        at: stop,
                        squads: k,
                    });
                }
            }
        }
    }

    /// The drawn Reaction card goes to the discard; U-PRIO-6: a top card always exists.
    fn discard_reaction(&mut self, card: u8) {
        self.reaction_discard.push(card);
        if self.reaction_deck.is_empty() {
            self.reaction_deck = std::mem::take(&mut self.reaction_discard);
            self.rng.shuffle(&mut self.reaction_deck);
        }
    }

    /// The Medic Kit's saved blocs (loot.toml `SaveBlocs`): defeated by squads, they go
    /// to a district holding one of the faction's occupations «instead of your supply»,
    /// once every squad has attacked. The district is the lowest-ID one holding an
    /// occupation of the faction (made by rule: the card is the project's proposal, the
    /// seed says only «Vous ne pouvez pas utiliser la carte Medic Kit si vous n'avez aucune
    /// occupation dans la ville»). If the attacks left the faction no occupation, nowhere
    /// is one to go: the blocs go back to the supply as the defeated blocs they are.
    fn place_rescued(
        &mut self,
        rescued: &[(Cell, Faction, u8, Option<Repression>)],
        ev: &mut Vec<Event>,
    ) {
        for &(from, f, n, by) in rescued {
            match self.preferred(self.occupation_cells(f, None), Priority::Lowest) {
                Some(to) => {
                    self.districts[to.index()].blocs[f.index()] += n;
                    ev.push(Event::BlocsSaved {
                        faction: f,
                        from,
                        to,
                        blocs: n,
                    });
                }
                None => {
                    if let Some(s) = self.fs_mut(f) {
                        s.supply += n;
                    }
                    ev.push(Event::BlocsLost {
                        at: from,
                        faction: f,
                        blocs: n,
                        by,
                    });
                }
            }
        }
    }

    /// The squads that attack in `at` and the blocs there, if any squad attacks: none
    /// where a van is (it has wiped the district) and none a Smoke Bomb calmed.
    fn squad_attack_at(&self, at: Cell) -> Option<(u8, u8)> {
        let calmed: u8 = self
            .sunrise
            .calmed
            .iter()
            .filter(|(c, _)| *c == at)
            .map(|(_, n)| *n)
            .sum();
        let k = self.districts[at.index()].squads.saturating_sub(calmed);
        if k == 0 || self.districts[at.index()].van.is_some() {
            return None;
        }
        Some((k, self.districts[at.index()].total_blocs()))
    }

    /// U-REACT-2c: «la faction qui a le plus de blocs dans le quartier décide quels blocs
    /// sont vaincus». A decision wherever the squads defeat some blocs but not all and
    /// more than one faction has blocs there (otherwise nothing is left to choose), asked
    /// of the deciding faction district by district (`Pending::Casualties`). Whether any
    /// was asked.
    fn ask_casualties(&mut self) -> bool {
        let mut asked = false;
        for at in Cell::all() {
            let Some((k, b)) = self.squad_attack_at(at) else {
                continue;
            };
            let factions = self.districts[at.index()]
                .blocs
                .iter()
                .filter(|&&n| n > 0)
                .count();
            if k >= b || factions < 2 {
                continue;
            }
            if let Some(decider) = self.casualty_order(at).next() {
                self.pending.push(Pending::Casualties {
                    at,
                    decider,
                    losses: k,
                });
                asked = true;
            }
        }
        asked
    }

    /// The blocs each faction loses in `at` to `losses` squad hits: as the decider chose,
    /// or in AMB-45's default order.
    fn casualties_at(&self, at: Cell, losses: u8) -> Vec<(Faction, u8)> {
        if let Some((_, chosen)) = self.sunrise.casualties.iter().find(|(c, _)| *c == at) {
            return Faction::ALL
                .into_iter()
                .map(|f| (f, chosen[f.index()]))
                .collect();
        }
        self.default_casualties(at, losses)
    }

    /// AMB-45's default: the deciding faction loses its own blocs first, then the others
    /// in [`Game::casualty_order`]; the default command of a casualty decision.
    pub(crate) fn default_casualties(&self, at: Cell, losses: u8) -> Vec<(Faction, u8)> {
        let mut left = losses;
        let mut out = Vec::new();
        for f in self.casualty_order(at) {
            let lose = self.districts[at.index()].blocs[f.index()].min(left);
            left -= lose;
            out.push((f, lose));
        }
        out
    }

    /// U-REACT-2c, AMB-45: the majority faction decides (the first of this order) and, by
    /// default, loses its own blocs first; a tie goes to the faction that played earliest
    /// this night. The others follow in that order (those that played, then the rest in
    /// turn order). On the stack (issue 11).
    fn casualty_order(&self, at: Cell) -> std::iter::Take<std::array::IntoIter<Faction, 4>> {
        let blocs = self.districts[at.index()].blocs;
        let mut order = [Faction::Workers; 4];
        let mut len = 0;
        for f in self.played.iter().copied().chain(self.turn_order_seq()) {
            if len < order.len() && !order[..len].contains(&f) {
                order[len] = f;
                len += 1;
            }
        }
        // The first of the most blocs (a later one must have strictly more).
        let mut decider = 0;
        for i in 1..len {
            if blocs[order[i].index()] > blocs[order[decider].index()] {
                decider = i;
            }
        }
        order[..=decider].rotate_right(1);
        order.into_iter().take(len)
    }

    pub(crate) fn lose_blocs(&mut self, f: Faction, at: Cell, n: u8, ev: &mut Vec<Event>) {
        self.lose_blocs_to(f, at, n, None, ev);
    }

    /// Takes `n` blocs of `f` at `at` back to its supply; `by`: the police attack doing it.
    fn lose_blocs_to(
        &mut self,
        f: Faction,
        at: Cell,
        n: u8,
        by: Option<Repression>,
        ev: &mut Vec<Event>,
    ) {
        let have = self.districts[at.index()].blocs[f.index()];
        let k = n.min(have);
        if k == 0 {
            return;
        }
        self.districts[at.index()].blocs[f.index()] -= k;
        if let Some(s) = self.fs_mut(f) {
            s.supply += k;
        }
        ev.push(Event::BlocsLost {
            at,
            faction: f,
            blocs: k,
            by,
        });
    }

    /// The occupation goes back to its owner's reserve (U-OCC-11).
    pub(crate) fn evict(&mut self, at: Cell, ev: &mut Vec<Event>) {
        self.evict_by(at, None, ev);
    }

    /// Evicts the occupation at `at`; `by`: the police attack doing it.
    fn evict_by(&mut self, at: Cell, by: Option<Repression>, ev: &mut Vec<Event>) {
        if let Some(o) = self.districts[at.index()].occupation.take() {
            if let Some(s) = self.fs_mut(o.owner) {
                s.reserve[o.kind.index()] += 1;
            }
            ev.push(Event::Evicted {
                at,
                occupation: o,
                by,
            });
            // U-COND-4: «Si les attaques de la police […] rendent inachevés les objectifs
            // d'une carte Conditions […] (par exemple, l'occupation est expulsée), retirez
            // immédiatement votre jeton.» A Swap (no `by`) puts its own token back first;
            // its command is checked when it is done.
            if by.is_some() {
                self.check_tokens(ev);
            }
        }
    }

    /// U-VAN-3..5, U-VAN-8: where the van stops, barricades on its way removed.
    pub(crate) fn van_path(&mut self, start: Cell, dest: Cell, priority: Priority) -> Cell {
        let dist = self.distances_to(dest);
        if dist[start.index()] == u8::MAX {
            return start; // AMB-8: unreachable, the van stays.
        }
        // At most one step per district: the path on the stack (issue 11).
        let mut path = [start; CELLS + 1];
        let mut len = 1;
        let mut cur = start;
        while cur != dest && len < path.len() {
            let cands = self
                .city
                .neighbour_set(cur)
                .iter()
                .filter(|n| dist[n.index()].wrapping_add(1) == dist[cur.index()]);
            let Some(next) = self.preferred(cands, priority) else {
                break;
            };
            path[len] = next;
            len += 1;
            cur = next;
        }
        let path = &path[..len];
        let mut stop_at = 0;
        for i in 0..path.len().saturating_sub(1) {
            let (a, b) = (path[i], path[i + 1]);
            let Some(link) = self.barricades.least_barricaded_route(&self.city, a, b) else {
                break;
            };
            let on = self.barricades.on_connection(&self.city, link);
            self.barricades.remove_count(&self.city, link, on);
            // U-VAN-4: three barricades stop the van before the link.
            if on >= MAX_PER_LINK {
                break;
            }
            stop_at = i + 1;
        }
        // U-VAN-5, AMB-8: step back while another van is there.
        while stop_at > 0 && self.districts[path[stop_at].index()].van.is_some() {
            stop_at -= 1;
        }
        path[stop_at]
    }

    /// Street/highway distance of every district to `to` (no metro, U-VAN-3).
    fn distances_to(&self, to: Cell) -> [u8; CELLS] {
        let mut dist = [u8::MAX; CELLS];
        dist[to.index()] = 0;
        // A breadth-first queue on the stack: each district enters it once.
        let mut queue = [to; CELLS];
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let c = queue[head];
            head += 1;
            for n in self.city.neighbour_set(c).iter() {
                if dist[n.index()] == u8::MAX {
                    dist[n.index()] = dist[c.index()] + 1;
                    queue[tail] = n;
                    tail += 1;
                }
            }
        }
        dist
    }

    /// Districts eligible for liberation now (U-LIB-1, U-LIB-2).
    pub fn eligible(&self) -> Vec<Cell> {
        self.eligible_iter().collect()
    }

    /// [`Game::eligible`] without the list.
    fn eligible_iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.city.districts().filter(|&c| {
            let d = &self.districts[c.index()];
            if d.liberated || d.has_police() {
                return false;
            }
            let public = self.kind(c) == Some(DistrictKind::Public);
            let near = self
                .city
                .neighbour_set(c)
                .iter()
                .any(|n| self.districts[n.index()].liberated);
            let bonus: u8 = self
                .sunrise
                .bonus
                .iter()
                .filter(|(x, _)| *x == c)
                .map(|(_, n)| *n)
                .sum();
            (public || near)
                && u16::from(d.total_blocs()) + u16::from(bonus)
                    >= 2 * u16::from(self.difficulty(c))
        })
    }

    /// Liberates one eligible district (AMB-13: the lowest ID first); false if none.
    ///
    /// Made by rule, not asked (issue 32's review): the seed names nobody to choose the
    /// order. Liberation is no faction's act: «La libération n'est pas une action que les
    /// factions peuvent entreprendre pendant leur tour. La libération se produit
    /// automatiquement si les 3 conditions suivantes sont remplies», and «Plusieurs
    /// quartiers libérés au cours d'une même journée peuvent l'être dans n'importe quel
    /// ordre.» (seed 003, Sunrise step 2). Every eligible district is liberated in the
    /// loop (the re-check after each liberation is the seed's «peuvent devenir éligibles
    /// à la libération au cours de cette étape»), so the order decides only what a
    /// Liberation card's effects do to the next one; the lowest ID fixes it.
    fn liberate_next(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(at) = self.preferred(self.eligible_iter(), Priority::Lowest) else {
            return false;
        };
        self.liberate(at, ev);
        true
    }

    /// U-LIB-3, U-LIB-4.
    pub(crate) fn liberate(&mut self, at: Cell, ev: &mut Vec<Event>) {
        let d = data();
        let tile = self.city.tile_id(at);
        self.districts[at.index()].liberated = true;
        self.city.replace(at, tile, shape(d, tile, true));
        // c, d: graffiti tokens give way to the printed graffiti; burnt ones stay.
        let before = self.districts[at.index()].tokens.len();
        self.districts[at.index()]
            .tokens
            .retain(|t| *t == LootToken::Burnt);
        self.loot_tokens += (before - self.districts[at.index()].tokens.len()) as u8;
        let card = self.under.get_mut(at.index()).and_then(Option::take);
        ev.push(Event::Liberated { at, card });
        self.morale_by(-1, ev);
        // e: a Public district turns the countdown back (AMB-14: never past the start).
        if self.kind(at) == Some(DistrictKind::Public) {
            self.countdown = (self.countdown + 1).min(d.countdown_start);
            ev.push(Event::Countdown {
                step: self.countdown,
            });
        }
        if let Some(card) = card {
            let choosers: Vec<Faction> = self
                .turn_order_seq()
                .filter(|f| self.districts[at.index()].blocs[f.index()] > 0)
                .collect();
            if !choosers.is_empty() {
                self.pending.push(Pending::LiberationChoice {
                    at,
                    card,
                    choosers,
                    chosen: Vec::new(),
                });
            }
        }
    }

    /// U-LCARD-3: every faction's chosen outcome, in turn order.
    pub(crate) fn resolve_liberation(
        &mut self,
        at: Cell,
        card: u8,
        chosen: &[(Faction, u8)],
        ev: &mut Vec<Event>,
    ) {
        let Some(c) = data().liberation.get(card as usize) else {
            return;
        };
        let mut city_done: Vec<u8> = Vec::new();
        for &(f, option) in chosen {
            let Some(o) = c.options.get(option as usize) else {
                continue;
            };
            let unanimous = chosen.iter().all(|&(_, x)| x == option);
            let mut effects: Vec<Effect> = o.effects.clone();
            effects.extend(if unanimous { &o.unanimous } else { &o.divided });
            let first_of_option = !city_done.contains(&option);
            city_done.push(option);
            for e in effects {
                self.apply_effect(f, at, e, first_of_option, ev);
            }
        }
    }

    /// One effect of the shared vocabulary; choices inside an effect are made by the
    /// rule written next to each (see the data's README).
    ///
    /// Made by rule, not asked (issue 32's review): the seed gives each liberating faction
    /// one choice, the card's option («Toutes les cartes Libération […] donnent ensuite à
    /// chaque faction libératrice […] un choix à faire», asked: `Pending::LiberationChoice`),
    /// then the outcomes are resolved, not chosen: «Une fois que chaque faction libératrice
    /// a fait son choix, retournez la carte. Lisez à haute voix et résolvez les résultats
    /// choisis.» (seed 003, Liberation cards). So where an outcome's barricades go
    /// (`PlaceBarricades`: the least-barricaded links) and which districts its graffiti,
    /// squads and formed blocs take (`Graffiti`, `SquadsToStaging`, `SquadsFromStaging`,
    /// `FormBlocs`: by police ID) are the card's text, here a rule (the cards themselves are
    /// the project's proposal, GAP-7). The one movement an outcome orders is asked
    /// (`MoveBlocs`: a pending free move), as the seed makes it a move: «Lorsque vous
    /// déplacez des blocs pour résoudre un choix de carte de libération, suivez toutes
    /// les règles de mouvement normales.»
    pub(crate) fn apply_effect(
        &mut self,
        f: Faction,
        at: Cell,
        e: Effect,
        city_effects: bool,
        ev: &mut Vec<Event>,
    ) {
        let (priority, _) = self.signals();
        match e {
            Effect::FormBlocs { blocs, at: place } => {
                let target = match place {
                    Place::Here | Place::Adjacent | Place::Anywhere => Some(at),
                    Place::Start => self
                        .occupation_cells(f, Some(OccKind::Start))
                        .first()
                        .copied(),
                    // The lowest-ID district holding one of the faction's occupations.
                    Place::Occupation => self
                        .by_priority(self.occupation_cells(f, None), Priority::Lowest)
                        .first()
                        .copied(),
                };
                if let Some(t) = target {
                    let k = self.form_blocs(f, t, blocs);
                    if k > 0 {
                        ev.push(Event::BlocsFormed {
                            faction: f,
                            at: t,
                            blocs: k,
                        });
                    }
                }
            }
            Effect::MoveBlocs { blocs } if self.districts[at.index()].blocs[f.index()] > 0 => {
                self.pending.push(Pending::FreeMove {
                    faction: f,
                    from: at,
                    max: blocs,
                });
            }
            Effect::PlaceBarricades { barricades } => {
                // The links of `at` with the fewest barricades, lowest link first.
                for _ in 0..barricades {
                    let best = self
                        .city
                        .incident(at)
                        .iter()
                        .copied()
                        .filter(|&l| {
                            self.barricades
                                .misfit(&self.city, at, &[l], MAX_PER_LINK)
                                .is_none()
                        })
                        .min_by_key(|&l| (self.barricades.on_connection(&self.city, l), l));
                    let Some(l) = best else { break };
                    self.barricades.place(&self.city, at, l);
                    let toward = self.city.connection(l).other(at);
                    ev.push(Event::BarricadePlaced { from: at, toward });
                }
            }
            Effect::Graffiti { tokens, at: place } => {
                let mut cells = match place {
                    Place::Adjacent => self.city.adjacent(at),
                    _ => vec![at],
                };
                cells = self.by_priority(cells, Priority::Lowest);
                let mut left = tokens;
                for c in cells {
                    while left > 0 && self.free_shopping_centers(c) > 0 && self.loot_tokens > 0 {
                        self.loot_tokens -= 1;
                        self.districts[c.index()].tokens.push(LootToken::Graffiti);
                        left -= 1;
                        ev.push(Event::Looted {
                            faction: f,
                            at: c,
                            graffiti: true,
                        });
                    }
                }
            }
            Effect::DrawLoot { draw, keep } => self.draw_loot(f, draw, keep, ev),
            Effect::LoseBlocs { blocs } => self.lose_blocs(f, at, blocs, ev),
            Effect::AttendMeeting { blocs } => {
                let k = blocs.min(self.districts[at.index()].blocs[f.index()]);
                if k > 0 {
                    self.districts[at.index()].blocs[f.index()] -= k;
                    if let Some(s) = self.fs_mut(f) {
                        s.meeting += k;
                    }
                    ev.push(Event::ToMeeting {
                        faction: f,
                        blocs: k,
                    });
                }
            }
            Effect::SquadsToStaging { squads, from } if city_effects => {
                let cells = match from {
                    Place::Adjacent => self.city.adjacent(at),
                    _ => self.city.districts().collect(),
                };
                // The districts with the most squads first, then the lowest ID.
                let mut cells = self.by_priority(cells, Priority::Lowest);
                cells.sort_by_key(|c| std::cmp::Reverse(self.districts[c.index()].squads));
                let mut left = squads;
                for c in cells {
                    while left > 0 && self.districts[c.index()].squads > 0 {
                        self.districts[c.index()].squads -= 1;
                        self.staging_squads += 1;
                        left -= 1;
                        ev.push(Event::SquadDefeated { at: c });
                    }
                }
            }
            Effect::SquadsFromStaging { squads, to } if city_effects => {
                let target = match to {
                    Place::Adjacent => self
                        .by_priority(self.city.adjacent(at), priority)
                        .first()
                        .copied(),
                    _ => Some(at),
                };
                if let Some(t) = target {
                    let k = squads.min(self.staging_squads);
                    if k > 0 {
                        self.staging_squads -= k;
                        self.districts[t.index()].squads += k;
                        ev.push(Event::SquadsDeployed { at: t, squads: k });
                    }
                }
            }
            Effect::Morale { change } if city_effects => self.morale_by(change, ev),
            Effect::Countdown { change } if city_effects => {
                let start = data().countdown_start as i16;
                let step = (i16::from(self.countdown) - i16::from(change)).clamp(0, start) as u8;
                self.countdown = step.max(1);
                ev.push(Event::Countdown {
                    step: self.countdown,
                });
            }
            Effect::RevealConditions { cards } if city_effects => {
                let mut revealed = Vec::new();
                for _ in 0..cards {
                    if let Some(c) = self.conditions_deck.pop() {
                        self.conditions_up.push(c);
                        revealed.push(c);
                    }
                }
                if !revealed.is_empty() {
                    ev.push(Event::MeetingHeld {
                        blocs: 0,
                        revealed: revealed.clone(),
                    });
                    self.auto_tokens(&revealed, ev);
                }
            }
            // City effects already applied for this option, and the loot-only effects
            // (played through their own commands).
            _ => {}
        }
    }

    pub(crate) fn occupation_cells(&self, f: Faction, kind: Option<OccKind>) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| {
                self.districts[c.index()]
                    .occupation
                    .is_some_and(|o| o.owner == f && kind.is_none_or(|k| o.kind == k))
            })
            .collect()
    }

    /// Draws `draw` loot cards; more than `keep` asks which to keep (U-OCC-9).
    pub(crate) fn draw_loot(&mut self, f: Faction, draw: u8, keep: u8, ev: &mut Vec<Event>) {
        let mut drawn = Vec::new();
        for _ in 0..draw {
            if self.loot_deck.is_empty() {
                self.loot_deck = std::mem::take(&mut self.loot_discard);
                self.rng.shuffle(&mut self.loot_deck);
            }
            if let Some(c) = self.loot_deck.pop() {
                drawn.push(c);
            }
        }
        if drawn.is_empty() {
            return;
        }
        ev.push(Event::LootDrawn {
            faction: f,
            count: drawn.len() as u8,
            cards: drawn.clone(),
        });
        if drawn.len() as u8 <= keep {
            if let Some(s) = self.fs_mut(f) {
                s.hand.extend(drawn);
            }
        } else {
            self.pending.push(Pending::KeepLoot {
                faction: f,
                drawn,
                keep,
            });
        }
    }

    /// U-AG-1..4.
    fn meeting(&mut self, ev: &mut Vec<Event>) {
        let pool_start: u8 = self.factions.iter().map(|s| s.meeting).sum();
        if pool_start == 0 {
            return;
        }
        let mut pool = pool_start;
        let mut revealed = Vec::new();
        while !self.conditions_deck.is_empty() && pool as usize >= self.conditions_up.len() {
            pool -= self.conditions_up.len() as u8;
            if let Some(c) = self.conditions_deck.pop() {
                self.conditions_up.push(c);
                revealed.push(c);
            }
        }
        ev.push(Event::MeetingHeld {
            blocs: pool_start,
            revealed: revealed.clone(),
        });
        self.auto_tokens(&revealed, ev);
        for f in self.turn_order_seq() {
            if self.faction_state(f).is_some_and(|s| s.meeting > 0) {
                self.pending.push(Pending::MeetingReturn { faction: f });
            }
        }
    }

    /// U-AG-4: a faction without a token puts it at once on a revealed card it completes.
    fn auto_tokens(&mut self, revealed: &[u8], ev: &mut Vec<Event>) {
        for f in self.turn_order_seq() {
            if self.faction_state(f).is_none_or(|s| s.token.is_some()) {
                continue;
            }
            let free = |g: &Game, c: u8| g.factions.iter().all(|s| s.token != Some(c));
            if let Some(&card) = revealed
                .iter()
                .find(|&&c| free(self, c) && self.completes(f, c))
            {
                if let Some(s) = self.fs_mut(f) {
                    s.token = Some(card);
                }
                ev.push(Event::TokenPlaced { faction: f, card });
            }
        }
    }

    /// Where meeting blocs of `f` may return (U-AG-3, AMB-15).
    pub fn return_options(&self, f: Faction) -> Vec<Cell> {
        let occ = self.occupation_cells(f, None);
        if occ.is_empty() {
            self.own_districts(f)
        } else {
            occ
        }
    }

    /// U-WIN-1, U-SEMI-7, U-SEMI-8.
    fn win_check(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        if self.config.mode == crate::uprising::state::Mode::Coop {
            if self.factions.iter().all(|s| s.token.is_some()) {
                self.finish(self.factions_in_play(), EndReason::CityLiberated, ev);
            }
            return;
        }
        for f in self.turn_order_seq() {
            let met = self.agenda_met(f);
            let Some(s) = self.fs_mut(f) else { continue };
            if met && !s.revealed {
                s.revealed = true;
                if let Some(agenda) = s.agenda {
                    ev.push(Event::AgendaRevealed { faction: f, agenda });
                }
            } else if !met && s.revealed {
                s.revealed = false;
                ev.push(Event::AgendaHidden { faction: f });
            }
        }
        let family = |g: &Game, f: Faction| {
            g.faction_state(f)
                .and_then(|s| s.agenda)
                .and_then(|a| d.agendas.get(a as usize))
                .map(|a| a.family)
        };
        let revealed: Vec<Faction> = self
            .played
            .clone()
            .into_iter()
            .filter(|&f| self.faction_state(f).is_some_and(|s| s.revealed))
            .collect();
        if let Some(&alone) = revealed
            .iter()
            .find(|&&f| family(self, f).is_some_and(|x| x != AgendaFamily::Social))
        {
            self.finish(vec![alone], EndReason::WonAlone { faction: alone }, ev);
            return;
        }
        let social: Vec<Faction> = revealed
            .into_iter()
            .filter(|&f| family(self, f) == Some(AgendaFamily::Social))
            .collect();
        if social.len() >= 2 {
            self.pending.push(Pending::SocialVote {
                voters: social,
                yes: Vec::new(),
            });
        }
    }

    /// U-CD-1, U-LOSE-1.
    fn countdown_step(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let steps = d
            .morale
            .get(self.morale as usize)
            .map_or(1, |m| m.countdown_steps);
        self.countdown = self.countdown.saturating_sub(steps);
        ev.push(Event::Countdown {
            step: self.countdown,
        });
        if self.countdown == 0 {
            self.finish(Vec::new(), EndReason::GameOver, ev);
            return;
        }
        let n = self.factions.len() as u8;
        self.first = (self.first + 1) % n;
        if let Some(f) = self.first_faction() {
            ev.push(Event::FlamePassed { faction: f });
        }
        self.night += 1;
        self.sunrise = Default::default();
        self.begin_night(ev);
    }

    /// U-LOSE-2: a faction with no bloc in the city ends the game at once.
    pub(crate) fn check_crushed(&mut self, ev: &mut Vec<Event>) {
        if self.outcome.is_some() || self.phase == Phase::Setup {
            return;
        }
        // Whether each faction has a bloc on the board, in one pass over the districts: a
        // byte of the OR of every district's counts is zero only if that faction has none
        // anywhere (issue 11: this runs twice a command). The first crushed in turn order,
        // as `turn_order` lists them.
        let present = self
            .districts
            .iter()
            .fold(0u32, |any, d| any | u32::from_ne_bytes(d.blocs))
            .to_ne_bytes();
        let is_crushed = |s: &FactionState| present[s.faction.index()] == 0 && s.meeting == 0;
        // Nearly always nobody is: the turn order is looked at only if somebody is.
        if !self.factions.iter().any(is_crushed) {
            return;
        }
        let n = self.factions.len();
        let crushed = (0..n)
            .map(|i| &self.factions[(self.first as usize + i) % n])
            .find(|s| is_crushed(s))
            .map(|s| s.faction);
        if let Some(f) = crushed {
            self.finish(Vec::new(), EndReason::Crushed { faction: f }, ev);
        }
    }

    /// U-COND-4: tokens on cards no longer completed come off; then U-SEMI-7: a revealed
    /// agenda whose objective is no longer met goes back to hidden at once («il reste face
    /// visible jusqu'à la fin de la partie ou jusqu'à ce que l'objectif de la carte ne soit
    /// plus atteint, auquel cas il retourne dans la main»). Agendas are revealed only at
    /// Sunrise step 4 (`win_check`).
    pub(crate) fn check_tokens(&mut self, ev: &mut Vec<Event>) {
        for i in 0..self.factions.len() {
            let f = self.factions[i].faction;
            if let Some(card) = self.factions[i].token {
                if !self.completes(f, card) {
                    self.factions[i].token = None;
                    ev.push(Event::TokenRemoved { faction: f, card });
                }
            }
        }
        for i in 0..self.factions.len() {
            let f = self.factions[i].faction;
            if self.factions[i].revealed && !self.agenda_met(f) {
                self.factions[i].revealed = false;
                ev.push(Event::AgendaHidden { faction: f });
            }
        }
    }

    pub(crate) fn finish(&mut self, winners: Vec<Faction>, reason: EndReason, ev: &mut Vec<Event>) {
        ev.push(Event::GameEnded {
            winners: winners.clone(),
            reason: reason.clone(),
        });
        self.outcome = Some(Outcome { winners, reason });
        self.phase = Phase::Over;
        self.turn = None;
        // Cards still waiting to be kept go to the discard (card conservation).
        self.sunrise.reaction = None;
        self.sunrise.casualties.clear();
        for p in std::mem::take(&mut self.pending) {
            if let Pending::KeepLoot { drawn, .. } = p {
                self.loot_discard.extend(drawn);
            }
        }
    }
}

/// Whether loot card `c` is played in `window` (U-DAY-2).
fn fits_window(c: u8, window: Window) -> bool {
    data().loot.get(c as usize).is_some_and(|l| {
        matches!(
            (l.timing, window),
            (Timing::BeforeReaction, Window::BeforeReaction)
                | (Timing::BeforeLiberation, Window::BeforeLiberation)
        )
    })
}
