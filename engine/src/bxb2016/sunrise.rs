//! Sunrise: Police Repression (R-REP), District Liberation (R-LIB) with manifestations
//! (R-MANI), and Next Night? with every end condition (R-END, R-WIN, R-AGD, R-SCN).

use crate::bxb2016::action::Action;
use crate::bxb2016::data::{
    LootEffect, ManifestationEffect, Mode, Objective, ScenarioObjective, Timing, WinKind,
};
use crate::bxb2016::error::{ActionError, DecisionError};
use crate::bxb2016::event::{DefeatCause, Event};
use crate::bxb2016::state::{
    BarricadeScope, EndOrder, EndReason, Game, Outcome, Pending, Phase, PickPurpose, SunriseStep,
    Task,
};
use crate::seam::{Arg, Message};
use crate::shared::ids::{Cell, DistrictKind, Faction, LootWindows, Occupation, CELLS};

impl Game {
    pub(crate) fn sunrise_step(&mut self, step: SunriseStep, events: &mut Vec<Event>) {
        match step {
            SunriseStep::WindowBefore { next } => {
                if !self.offer_window(next, Timing::RepressionBefore, |n| {
                    SunriseStep::WindowBefore { next: n }
                }) {
                    self.repair_and_vans_attack(events);
                    self.phase = Phase::Sunrise(SunriseStep::CopsAttack { next: 0 });
                }
            }
            SunriseStep::CopsAttack { next } => self.cops_attack_from(next, events),
            SunriseStep::WindowAfter { next } => {
                if !self.offer_window(next, Timing::RepressionAfter, |n| {
                    SunriseStep::WindowAfter { next: n }
                }) {
                    self.phase = Phase::Sunrise(SunriseStep::WindowLiberation { next: 0 });
                }
            }
            SunriseStep::WindowLiberation { next } => {
                if !self.offer_window(next, Timing::Liberation, |n| {
                    SunriseStep::WindowLiberation { next: n }
                }) {
                    self.phase = Phase::Sunrise(SunriseStep::Liberation);
                }
            }
            SunriseStep::Liberation => {
                if let Some(task) = self.tasks.pop_front() {
                    self.run_task(task, events);
                } else if let Some(c) = self.next_liberation() {
                    self.liberate(c, events);
                } else {
                    self.phase = Phase::Sunrise(SunriseStep::Reveal);
                }
            }
            SunriseStep::Reveal => {
                self.phase = Phase::Sunrise(SunriseStep::End);
                if let Some((total, discard_max, chooser)) = self.night.reveal.take() {
                    // R-MANI-5: reveal the summed count once, without reshuffling.
                    let n = (total as usize).min(self.decks.police_deck.len());
                    let top: Vec<_> = self
                        .decks
                        .police_deck
                        .split_off(self.decks.police_deck.len() - n);
                    let cards: Vec<_> = top.into_iter().rev().collect();
                    if !cards.is_empty() {
                        events.push(Event::PoliceCardsRevealed {
                            cards: cards.clone(),
                        });
                        self.pending.push(Pending::ArrangePolice {
                            faction: chooser,
                            cards,
                            discard_max,
                            public: true,
                        });
                    }
                }
            }
            SunriseStep::End => self.next_night(events),
        }
    }

    /// Offers a loot window to the next faction (in this night's order) with a card in
    /// hand. Returns false when nobody is left (AMB-60). Not only to a faction holding a
    /// card it could play there: whom the game waits for is public, so that would tell
    /// everyone who holds such a card (issue 31; hand sizes are public). A faction without
    /// one answers "pass", its only choice.
    fn offer_window(&mut self, next: u8, timing: Timing, step: impl Fn(u8) -> SunriseStep) -> bool {
        let order = self.night.order_iter(&self.cycle);
        for (i, f) in order.enumerate().skip(next as usize) {
            let offered = match self.config.loot_windows {
                LootWindows::EveryHand => !self.factions[f.index()].hand.is_empty(),
                LootWindows::Playable => self.window_has_play(f, timing),
            };
            if offered {
                self.phase = Phase::Sunrise(step(i as u8 + 1));
                self.pending.push(Pending::Window { faction: f, timing });
                return true;
            }
        }
        false
    }

    /// Whether `f` holds a card of this timing that it could legally play now (the window
    /// rule of games stored before issue 31, `LootWindows::Playable`).
    fn window_has_play(&self, f: Faction, timing: Timing) -> bool {
        let fs = &self.factions[f.index()];
        fs.hand.iter().any(|&k| {
            let card = &self.rules().loot[k as usize];
            card.timing == timing
                && match card.effect {
                    LootEffect::RiotShields { .. } | LootEffect::Megaphone { .. } => {
                        self.board.districts.iter().any(|d| d.blocs_of(f) > 0)
                    }
                    LootEffect::MedicKit { .. } => {
                        fs.lost_this_sunrise > 0
                            && fs.mat_blocs > 0
                            && self
                                .board
                                .districts
                                .iter()
                                .any(|d| d.occupation.is_some_and(|(o, _)| o == f))
                    }
                    _ => false,
                }
        })
    }

    /// R-REP-2 (A) and R-REP-3 (B).
    fn repair_and_vans_attack(&mut self, events: &mut Vec<Event>) {
        for c in Cell::all() {
            if let Some(h) = self.board.districts[c.index()].van.as_mut() {
                if *h > 0 {
                    events.push(Event::VanRepaired {
                        district: c,
                        hits: *h,
                    });
                }
                *h = 0;
            }
        }
        events.push(Event::VansRepaired);
        for c in Cell::all() {
            if self.board.districts[c.index()].van.is_none() {
                continue;
            }
            let losses = self.board.districts[c.index()].blocs;
            self.defeat(c, losses, Some(DefeatCause::Van), events);
            self.evict(c, events);
        }
    }

    /// R-REP-4..6, one district at a time from `next`; a shared clash asks for casualties.
    fn cops_attack_from(&mut self, next: u8, events: &mut Vec<Event>) {
        for i in next as usize..CELLS {
            let c = Cell(i as u8);
            let d = &self.board.districts[i];
            let n = d.cops.saturating_sub(self.night.shields[i]);
            let b = d.total_blocs();
            if n == 0 || (b == 0 && d.occupation.is_none()) {
                continue;
            }
            let cause = Some(DefeatCause::Cops { cops: n, blocs: b });
            if n > b {
                let losses = d.blocs;
                self.defeat(c, losses, cause, events);
                self.evict(c, events);
                continue;
            }
            let present: Vec<Faction> = Faction::ALL
                .into_iter()
                .filter(|f| d.blocs_of(*f) > 0)
                .collect();
            if present.len() == 1 || n == b {
                let mut losses = [0u8; 4];
                if n == b {
                    losses = d.blocs;
                } else {
                    losses[present[0].index()] = n;
                }
                self.defeat(c, losses, cause, events);
                continue;
            }
            // R-REP-6: the faction with the most blocs chooses; ties to the earliest this night.
            let chooser = self.most_blocs_in(c, &present);
            self.phase = Phase::Sunrise(SunriseStep::CopsAttack { next: i as u8 + 1 });
            self.pending.push(Pending::Casualties {
                chooser,
                district: c,
                n,
            });
            return;
        }
        self.phase = Phase::Sunrise(SunriseStep::WindowAfter { next: 0 });
    }

    /// Among `among`, the faction with the most blocs in `c`; ties go to the one acting
    /// earliest this night (R-REP-6, AMB-31).
    pub(crate) fn most_blocs_in(&self, c: Cell, among: &[Faction]) -> Faction {
        let order = self.night_order();
        let d = &self.board.districts[c.index()];
        let mut best = among[0];
        for &f in &order {
            if among.contains(&f)
                && (d.blocs_of(f) > d.blocs_of(best)
                    || (d.blocs_of(f) == d.blocs_of(best)
                        && order_pos(&order, f) < order_pos(&order, best)))
            {
                best = f;
            }
        }
        best
    }

    fn defeat(
        &mut self,
        c: Cell,
        losses: [u8; 4],
        cause: Option<DefeatCause>,
        events: &mut Vec<Event>,
    ) {
        if losses.iter().all(|&l| l == 0) {
            return;
        }
        for f in Faction::ALL {
            let k = losses[f.index()];
            self.board.districts[c.index()].blocs[f.index()] -= k;
            let fs = &mut self.factions[f.index()];
            fs.mat_blocs += k;
            fs.lost_this_sunrise += k;
        }
        events.push(Event::BlocsDefeated {
            district: c,
            losses,
            cause,
        });
    }

    /// The district to liberate next: qualifying, highest police ID (R-LIB-2, R-LIB-3, AMB-29).
    fn next_liberation(&self) -> Option<Cell> {
        self.board
            .city
            .districts()
            .filter(|&c| {
                let d = &self.board.districts[c.index()];
                let t = self.tile(c);
                !d.liberated
                    && t.liberatable()
                    && d.occupation.is_some()
                    && (d.total_blocs() + self.night.megaphones[c.index()]) as u16
                        >= 2 * self.difficulty(c) as u16
            })
            .max_by_key(|&c| self.tile(c).police_id)
    }

    /// R-LIB-4..7.
    fn liberate(&mut self, c: Cell, events: &mut Vec<Event>) {
        let d = &mut self.board.districts[c.index()];
        d.graffiti = 0;
        d.burned = 0;
        d.liberated = true;
        self.board.districts_liberated += 1;
        events.push(Event::Liberated { district: c });
        let Some(card) = self.manifestations.reveal(c) else {
            return;
        };
        events.push(Event::ManifestationRevealed { district: c, card });
        // R-MANI-2: every manifestation lowers morale by 1.
        self.change_morale(-1, events);
        self.queue_manifestation(c, card, events);
    }

    fn queue_manifestation(&mut self, here: Cell, card: u8, events: &mut Vec<Event>) {
        let ldd = self.difficulty(here);
        let i = (ldd.clamp(2, 5) - 2) as usize;
        let order = self.night_order();
        let liberating: Vec<Faction> = order
            .iter()
            .copied()
            .filter(|f| self.board.districts[here.index()].blocs_of(*f) > 0)
            .collect();
        if liberating.is_empty() {
            return;
        }
        let chooser = self.most_blocs_in(here, &liberating);
        let all: Vec<Faction> = order.clone();
        let mut tasks: Vec<Task> = Vec::new();
        use ManifestationEffect as M;
        match self.rules().manifestations[card as usize].effect.clone() {
            M::LootEach { n } => {
                for &f in &liberating {
                    tasks.push(Task::Decide(Pending::OptionalDraw {
                        faction: f,
                        n: n[i],
                    }));
                }
            }
            M::LootEachKeep { draw, keep } => {
                for &f in &liberating {
                    tasks.push(Task::DrawKeep {
                        faction: f,
                        draw: draw[i],
                        keep: keep[i],
                    });
                }
            }
            M::LootChooserShare { n } => {
                let recipients = liberating
                    .iter()
                    .copied()
                    .filter(|&f| f != chooser)
                    .collect();
                tasks.push(Task::DrawShare {
                    faction: chooser,
                    n: n[i],
                    recipients,
                });
            }
            M::LootAndFormHere { loot, blocs } => {
                for &f in &liberating {
                    tasks.push(Task::Draw {
                        faction: f,
                        n: loot[i],
                    });
                    tasks.push(Task::Form {
                        faction: f,
                        district: here,
                        n: blocs[i],
                    });
                }
            }
            M::FormHere { n } => {
                for &f in &liberating {
                    tasks.push(Task::Form {
                        faction: f,
                        district: here,
                        n: n[i],
                    });
                }
            }
            M::FormAtStart { n } => {
                for &f in &liberating {
                    tasks.push(Task::FormAtStart {
                        faction: f,
                        n: n[i],
                    });
                }
            }
            M::FormAtOwnOccupation { n } => {
                for &f in &liberating {
                    tasks.push(Task::FormAtOccupation {
                        faction: f,
                        n: n[i],
                        liberated_only: false,
                    });
                }
            }
            M::FormAllFactions { n } => {
                for &f in &all {
                    tasks.push(Task::FormAtOccupation {
                        faction: f,
                        n: n[i],
                        liberated_only: false,
                    });
                }
            }
            M::FormAtLiberatedOccupation { n } => {
                for &f in &liberating {
                    tasks.push(Task::FormAtOccupation {
                        faction: f,
                        n: n[i],
                        liberated_only: true,
                    });
                }
            }
            M::RemoveCopsAnywhere { n } => tasks.push(remove_cops(chooser, None, n[i])),
            M::RemoveCopsHereAndAdjacent { n } => {
                let cops = self.board.districts[here.index()].cops;
                self.cops_to_staging(here, cops, events);
                tasks.push(remove_cops(chooser, Some(here), n[i]));
            }
            M::RemoveCopsAdjacent { n } => tasks.push(remove_cops(chooser, Some(here), n[i])),
            M::RemoveSoloCops { all } => {
                for c in Cell::all() {
                    let d = &self.board.districts[c.index()];
                    if d.cops == 1 && (all[i] == 1 || d.van.is_none()) {
                        self.cops_to_staging(c, 1, events);
                    }
                }
            }
            M::VanAnywhere { van } => {
                if van[i] > 0 {
                    tasks.push(Task::Decide(Pending::PickDistricts {
                        faction: chooser,
                        purpose: PickPurpose::Van {
                            destroy: van[i] == 2,
                        },
                        remaining: 1,
                    }));
                }
            }
            M::VanNear { van } => {
                let mut near = self.board.city.adjacent(here);
                near.push(here);
                let target = near
                    .into_iter()
                    .filter(|c| self.board.districts[c.index()].van.is_some())
                    .max_by_key(|&c| self.tile(c).police_id);
                if let (Some(c), true) = (target, van[i] > 0) {
                    self.remove_van(c, van[i] == 2, events);
                }
            }
            M::BarricadesHere { n } => tasks.push(Task::Decide(Pending::PickBarricades {
                faction: chooser,
                scope: BarricadeScope::Around(here),
                remaining: n[i],
            })),
            M::BarricadesEach { n } => {
                for &f in &liberating {
                    tasks.push(Task::Decide(Pending::PickBarricades {
                        faction: f,
                        scope: BarricadeScope::OwnPoliceFree,
                        remaining: n[i],
                    }));
                }
            }
            M::BarricadesHighway { n } => tasks.push(Task::Decide(Pending::PickBarricades {
                faction: chooser,
                scope: BarricadeScope::HighwayEntrances,
                remaining: n[i],
            })),
            M::RevealPolice { reveal, discard } => {
                // AMB-30: add up, resolve once after the last liberation; the first card's
                // chooser decides.
                let (t, d, who) = self.night.reveal.unwrap_or((0, 0, chooser));
                self.night.reveal = Some((t + reveal[i], d + discard[i], who));
            }
            M::ExtraMorale { extra } => self.change_morale(-(extra[i] as i8), events),
            M::ExtraMoraleAndRemoveCops { extra, n } => {
                self.change_morale(-(extra[i] as i8), events);
                tasks.push(remove_cops(chooser, None, n[i]));
            }
            M::FreeMovesEach { n } => {
                for &f in &liberating {
                    tasks.push(Task::Decide(Pending::FreeMoves {
                        faction: f,
                        remaining: n[i],
                    }));
                }
            }
            M::LootPerOccupation { cap } => {
                for &f in &liberating {
                    let occ = self
                        .board
                        .districts
                        .iter()
                        .filter(|d| d.occupation.is_some_and(|(o, _)| o == f))
                        .count() as u8;
                    tasks.push(Task::Draw {
                        faction: f,
                        n: occ.min(cap[i]),
                    });
                }
            }
            M::LootAllFactions {
                all: n,
                liberating_extra,
            } => {
                for &f in &all {
                    let extra = if liberating.contains(&f) {
                        liberating_extra[i]
                    } else {
                        0
                    };
                    tasks.push(Task::Draw {
                        faction: f,
                        n: n[i] + extra,
                    });
                }
            }
        }
        self.tasks.extend(tasks);
    }

    pub(crate) fn remove_van(&mut self, c: Cell, destroy: bool, events: &mut Vec<Event>) {
        if self.board.districts[c.index()].van.take().is_none() {
            return;
        }
        if destroy {
            self.board.vans_destroyed += 1;
            events.push(Event::VanDestroyed { district: c });
        } else {
            self.board.staging_vans += 1;
            events.push(Event::VanToStaging { district: c });
        }
        self.clash_may_have_ended(c);
    }

    fn run_task(&mut self, task: Task, events: &mut Vec<Event>) {
        match task {
            Task::Decide(p) => {
                if self.decision_has_options(&p) {
                    self.pending.push(p);
                }
            }
            Task::Draw { faction, n } => {
                self.draw_loot(faction, n, events);
            }
            Task::DrawKeep {
                faction,
                draw,
                keep,
            } => {
                let drawn = self.take_loot_cards(draw, events);
                self.offer_keep(faction, drawn, keep, events);
            }
            Task::DrawShare {
                faction,
                n,
                recipients,
            } => {
                let cards = self.take_loot_cards(n, events);
                if recipients.is_empty() || cards.is_empty() {
                    self.factions[faction.index()]
                        .hand
                        .extend_from_slice(&cards);
                    if !cards.is_empty() {
                        events.push(Event::LootDrawn { faction, cards });
                    }
                } else {
                    self.pending.push(Pending::HandOut {
                        faction,
                        cards,
                        recipients,
                    });
                }
            }
            Task::Form {
                faction,
                district,
                n,
            } => {
                self.form_blocs(faction, district, n, events);
            }
            Task::FormAtStart { faction, n } => {
                if let Some(c) = self.occupation_cell(faction, Occupation::Start) {
                    self.form_blocs(faction, c, n, events);
                }
            }
            Task::FormAtOccupation {
                faction,
                n,
                liberated_only,
            } => {
                let options = self.own_occupation_cells(faction, liberated_only);
                match options.as_slice() {
                    [] => {}
                    [only] => {
                        self.form_blocs(faction, *only, n, events);
                    }
                    _ => {
                        if self.factions[faction.index()].mat_blocs > 0 {
                            self.pending.push(Pending::PickDistricts {
                                faction,
                                purpose: PickPurpose::FormBlocs { n, liberated_only },
                                remaining: 1,
                            });
                        }
                    }
                }
            }
        }
    }

    pub(crate) fn own_occupation_cells(&self, f: Faction, liberated_only: bool) -> Vec<Cell> {
        Cell::all()
            .filter(|c| {
                let d = &self.board.districts[c.index()];
                d.occupation.is_some_and(|(o, _)| o == f) && (!liberated_only || d.liberated)
            })
            .collect()
    }

    /// Districts a manifestation pick may name now.
    pub fn pick_options(&self, f: Faction, purpose: PickPurpose) -> Vec<Cell> {
        match purpose {
            PickPurpose::RemoveCop { near } => Cell::all()
                .filter(|&c| {
                    self.board.districts[c.index()].cops > 0
                        && near.is_none_or(|n| self.board.city.are_adjacent(n, c))
                })
                .collect(),
            PickPurpose::FormBlocs { liberated_only, .. } => {
                self.own_occupation_cells(f, liberated_only)
            }
            PickPurpose::Van { .. } => Cell::all()
                .filter(|c| self.board.districts[c.index()].van.is_some())
                .collect(),
        }
    }

    /// Barricade placements a manifestation pick may name now: (district, connection).
    pub fn barricade_options(
        &self,
        f: Faction,
        scope: BarricadeScope,
    ) -> Vec<(Cell, crate::shared::city::ConnId)> {
        let entrances = if scope == BarricadeScope::HighwayEntrances {
            self.board.city.highway_entrances()
        } else {
            Vec::new()
        };
        let mut out = Vec::new();
        for c in self.board.city.districts() {
            let ok = match scope {
                BarricadeScope::Around(x) => x == c,
                BarricadeScope::OwnPoliceFree => {
                    let d = &self.board.districts[c.index()];
                    d.blocs_of(f) > 0 && !d.has_police()
                }
                BarricadeScope::HighwayEntrances => true,
            };
            if !ok {
                continue;
            }
            for &conn in self.board.city.incident(c) {
                let k = self.board.city.connection(conn);
                if scope == BarricadeScope::HighwayEntrances
                    && !entrances.contains(&k.first_border_from(c))
                {
                    continue;
                }
                if self.can_barricade(c, conn) {
                    out.push((c, conn));
                }
            }
        }
        out
    }

    fn decision_has_options(&self, p: &Pending) -> bool {
        match p {
            Pending::PickDistricts {
                faction, purpose, ..
            } => !self.pick_options(*faction, *purpose).is_empty(),
            Pending::PickBarricades { faction, scope, .. } => {
                !self.barricade_options(*faction, *scope).is_empty()
            }
            Pending::FreeMoves { faction, .. } => self
                .board
                .districts
                .iter()
                .any(|d| d.blocs_of(*faction) > 0 && !d.has_police()),
            Pending::OptionalDraw { .. } => {
                !(self.decks.loot_deck.is_empty() && self.decks.loot_discard.is_empty())
            }
            _ => true,
        }
    }

    /// Answers to the decisions not handled in [`Game::decide`].
    pub(crate) fn decide_other(
        &mut self,
        by: Faction,
        pending: Pending,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        match (pending, action) {
            (Pending::Keep { drawn, keep, .. }, Action::Keep { cards }) => {
                self.answer_keep(by, &drawn, keep, &cards, events)
            }
            (Pending::Casualties { district, n, .. }, Action::Casualties { losses }) => {
                let d = &self.board.districts[district.index()];
                if losses.iter().map(|&l| l as u16).sum::<u16>() != n as u16 {
                    return Err(ActionError::Decision(DecisionError::CasualtyCount {
                        n,
                        district,
                    }));
                }
                if Faction::ALL
                    .iter()
                    .any(|f| losses[f.index()] > d.blocs_of(*f))
                {
                    return Err(ActionError::Decision(DecisionError::CasualtyTooMany));
                }
                let cause = Some(DefeatCause::Cops {
                    cops: n,
                    blocs: d.total_blocs(),
                });
                self.pending.pop();
                self.defeat(district, losses, cause, events);
                Ok(())
            }
            (Pending::OptionalDraw { n, .. }, Action::Accept) => {
                self.pending.pop();
                self.draw_loot(by, n, events);
                Ok(())
            }
            // `refuse` reads as naturally as `pass` for declining a draw (docs/notation.md).
            (Pending::OptionalDraw { .. }, Action::Pass | Action::Refuse)
            | (Pending::PickDistricts { .. }, Action::Pass)
            | (Pending::PickBarricades { .. }, Action::Pass) => {
                self.pending.pop();
                Ok(())
            }
            (
                Pending::PickDistricts {
                    purpose, remaining, ..
                },
                Action::PickDistrict { district },
            ) => {
                if !self.pick_options(by, purpose).contains(&district) {
                    return Err(ActionError::Decision(DecisionError::NotAPick { district }));
                }
                self.pending.pop();
                match purpose {
                    PickPurpose::RemoveCop { .. } => self.cops_to_staging(district, 1, events),
                    PickPurpose::FormBlocs { n, .. } => {
                        self.form_blocs(by, district, n, events);
                    }
                    PickPurpose::Van { destroy } => self.remove_van(district, destroy, events),
                }
                let more = Pending::PickDistricts {
                    faction: by,
                    purpose,
                    remaining: remaining - 1,
                };
                if remaining > 1
                    && self.decision_has_options(&more)
                    && !matches!(purpose, PickPurpose::FormBlocs { .. })
                {
                    self.pending.push(more);
                }
                Ok(())
            }
            (
                Pending::PickBarricades {
                    scope, remaining, ..
                },
                Action::PickBarricade {
                    district,
                    connection,
                },
            ) => {
                if !self
                    .barricade_options(by, scope)
                    .contains(&(district, connection))
                {
                    return Err(ActionError::Decision(DecisionError::BarricadeNotThere));
                }
                self.pending.pop();
                self.place_barricade(by, district, connection, events);
                let more = Pending::PickBarricades {
                    faction: by,
                    scope,
                    remaining: remaining - 1,
                };
                if remaining > 1 && self.decision_has_options(&more) {
                    self.pending.push(more);
                }
                Ok(())
            }
            (
                Pending::HandOut {
                    cards, recipients, ..
                },
                Action::HandCard { card, to },
            ) => {
                if !recipients.contains(&to) {
                    return Err(ActionError::Decision(DecisionError::NotRecipient { to }));
                }
                let Some(i) = cards.iter().position(|&c| c == card) else {
                    return Err(ActionError::Decision(DecisionError::NotDrawn));
                };
                let mut rest = cards.clone();
                rest.remove(i);
                self.pending.pop();
                self.factions[to.index()].hand.push(card);
                events.push(Event::CardsGiven {
                    from: by,
                    to,
                    cards: vec![card],
                });
                if rest.is_empty() {
                    return Ok(());
                }
                self.pending.push(Pending::HandOut {
                    faction: by,
                    cards: rest,
                    recipients,
                });
                Ok(())
            }
            (Pending::HandOut { cards, .. }, Action::Pass) => {
                self.pending.pop();
                self.factions[by.index()].hand.extend_from_slice(&cards);
                events.push(Event::LootDrawn { faction: by, cards });
                Ok(())
            }
            (
                Pending::ArrangePolice {
                    cards, discard_max, ..
                },
                Action::ArrangePolice { discard, order },
            ) => self.answer_arrange(&cards, discard_max, &discard, &order, events),
            (p, _) => Err(ActionError::Decision(DecisionError::Expected(p.kind()))),
        }
    }

    // ------------------------------------------------------------------ the end

    /// Sunrise step 3 (R-END, R-WIN-1).
    fn next_night(&mut self, events: &mut Vec<Event>) {
        if let Some(outcome) = self.end_check() {
            for f in self.cycle.clone() {
                if let Some(agenda) = self.factions[f.index()].agenda {
                    events.push(Event::AgendaRevealed { faction: f, agenda });
                }
            }
            events.push(Event::GameEnded {
                outcome: outcome.clone(),
            });
            self.phase = Phase::Ended(outcome);
            return;
        }
        // R-END-2: the first faction marker passes left; the countdown moves.
        self.nights_left -= 1;
        self.night.first = ((self.night.first as usize + 1) % self.cycle.len()) as u8;
        self.first_faction = self.cycle[self.night.first as usize];
        self.night.number += 1;
        self.night.turns_done = 0;
        self.night.attacks_used = [[0; CELLS]; 4];
        self.night.shields = [0; CELLS];
        self.night.megaphones = [0; CELLS];
        self.night.reveal = None;
        self.police_this_night.clear();
        events.push(Event::FirstFactionPassed {
            to: self.first_faction,
        });
        events.push(Event::NightStarted {
            night: self.night.number,
            nights_left: self.nights_left,
            first: self.first_faction,
        });
        self.start_turn(self.first_faction, events);
    }

    /// The end conditions in the order of R-WIN-1 (AMB-33), or None to play on.
    pub fn end_check(&self) -> Option<Outcome> {
        let implosion = || {
            self.cycle
                .iter()
                .find(|&&f| self.blocs_in_city(f) == 0)
                .map(|&f| Outcome {
                    reason: EndReason::Implosion { faction: f },
                    winners: Vec::new(),
                })
        };
        // R-WIN-3 / R-SCN-AZ1-3: nobody wins by any route while police hold an Autonomous Zone.
        let blocked = self
            .scenario()
            .is_some_and(|s| s.no_win_while_police_in_autonomous_zone)
            && self.police_in_autonomous_zone();
        // Win Alone (semi-cooperative only); two at once: the game goes on (AMB-61).
        let alone = || {
            if blocked || self.config.mode != Mode::SemiCoop {
                return None;
            }
            let alone: Vec<Faction> = self
                .cycle
                .iter()
                .copied()
                .filter(|&f| self.completes(f, WinKind::Alone))
                .collect();
            match alone.as_slice() {
                [f] => Some(Outcome {
                    reason: EndReason::WonAlone { faction: *f },
                    winners: vec![*f],
                }),
                _ => None,
            }
        };
        // Insurrection successful (or the scenario's objective).
        let success = || {
            if blocked || !self.objective_met() {
                return None;
            }
            let winners = match self.config.mode {
                Mode::FullCoop => self.cycle.clone(),
                Mode::SemiCoop => self
                    .cycle
                    .iter()
                    .copied()
                    .filter(|&f| self.completes(f, WinKind::Cooperatively))
                    .collect(),
            };
            Some(Outcome {
                reason: EndReason::InsurrectionSucceeded,
                winners,
            })
        };
        let decided = match self.config.end_order {
            EndOrder::Recommended => implosion().or_else(alone).or_else(success),
            EndOrder::Rulebook => success().or_else(alone).or_else(implosion),
        };
        // Time runs out only if none of the above (R-WIN-1.4, R-END-3, AMB-32).
        decided.or_else(|| {
            (self.nights_left <= 1).then(|| Outcome {
                reason: EndReason::TimeRanOut,
                winners: Vec::new(),
            })
        })
    }

    fn police_in_autonomous_zone(&self) -> bool {
        self.board
            .city
            .districts()
            .any(|c| self.tile(c).autonomous_zone && self.board.districts[c.index()].has_police())
    }

    fn liberated_of_kind(&self, kind: DistrictKind) -> usize {
        self.cells_of_kind(kind)
            .filter(|c| self.board.districts[c.index()].liberated)
            .count()
    }

    fn cells_of_kind(&self, kind: DistrictKind) -> impl Iterator<Item = Cell> + '_ {
        self.board
            .city
            .districts()
            .filter(move |&c| self.tile(c).kind == kind)
    }

    /// The insurrection objective: the base game's (R-WIN-1.3) or the scenario's (R-SCN).
    pub fn objective_met(&self) -> bool {
        let all_state_occupied = || {
            self.cells_of_kind(DistrictKind::State)
                .all(|c| self.board.districts[c.index()].occupation.is_some())
        };
        let occupies_all_own = |f: Faction| {
            self.cells_of_kind(f.home_kind()).all(|c| {
                self.board.districts[c.index()]
                    .occupation
                    .is_some_and(|(o, _)| o == f)
            })
        };
        let Some(s) = self.scenario() else {
            return all_state_occupied();
        };
        match s.objective {
            ScenarioObjective::AllStateOccupied => all_state_occupied(),
            ScenarioObjective::AllHighwayEntrancesBarricaded => {
                let e = self.board.city.highway_entrances();
                !e.is_empty() && e.iter().all(|&b| self.barricades_on(b) > 0)
            }
            ScenarioObjective::AllVansDestroyedAndNoCopsInCity => {
                self.board.vans_destroyed == self.rules().components.vans
                    && self.cops_in_city() == 0
            }
            ScenarioObjective::AllCommercialShopsBurned => self
                .cells_of_kind(DistrictKind::Commercial)
                .all(|c| self.board.districts[c.index()].burned >= self.shopping_centers(c)),
            ScenarioObjective::EveryFactionOccupiesAllOwnDistricts => {
                self.cycle.iter().all(|&f| occupies_all_own(f))
            }
            ScenarioObjective::EachFactionStateOrAllOwn => self.cycle.iter().all(|&f| {
                self.cells_of_kind(DistrictKind::State).any(|c| {
                    self.board.districts[c.index()]
                        .occupation
                        .is_some_and(|(o, _)| o == f)
                }) || occupies_all_own(f)
            }),
            ScenarioObjective::TenDistrictsLiberated => {
                self.board.districts.iter().filter(|d| d.liberated).count() >= 10
            }
            ScenarioObjective::AllStateOccupiedAndLiberated => {
                self.cells_of_kind(DistrictKind::State).all(|c| {
                    self.board.districts[c.index()].occupation.is_some()
                        && self.board.districts[c.index()].liberated
                })
            }
            ScenarioObjective::AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere => {
                let zones: Vec<Cell> = self
                    .board
                    .city
                    .districts()
                    .filter(|&c| self.tile(c).autonomous_zone)
                    .collect();
                // AMB-49: the union of districts adjacent to either zone.
                let around = zones
                    .iter()
                    .flat_map(|&z| self.board.city.neighbour_set(z).iter())
                    .filter(|c| !zones.contains(c) && self.tile(*c).liberatable());
                let mut around = around.peekable();
                around.peek().is_some()
                    && around.all(|c| self.board.districts[c.index()].liberated)
                    && !self.police_in_autonomous_zone()
            }
        }
    }

    /// Whether `f` completes every objective of some option of that kind on its agenda.
    pub fn completes(&self, f: Faction, kind: WinKind) -> bool {
        let Some(a) = self.factions[f.index()].agenda else {
            return false;
        };
        self.rules().agendas[a as usize]
            .options
            .iter()
            .filter(|o| o.win == kind)
            .any(|o| o.objectives.iter().all(|obj| self.objective_holds(f, obj)))
    }

    /// How far `f` is along the closest option of that kind on its agenda: objectives met
    /// and objectives in that option (`None` without such an option). For computer
    /// players' evaluation; an agenda is `f`'s secret, so read it only from `f`'s side.
    pub fn agenda_progress(&self, f: Faction, kind: WinKind) -> Option<(u8, u8)> {
        let a = self.factions[f.index()].agenda?;
        self.rules().agendas[a as usize]
            .options
            .iter()
            .filter(|o| o.win == kind)
            .map(|o| {
                let met = o
                    .objectives
                    .iter()
                    .filter(|obj| self.objective_holds(f, obj));
                (met.count() as u8, o.objectives.len() as u8)
            })
            .max_by(|a, b| (a.0 * b.1).cmp(&(b.0 * a.1)))
    }

    /// One agenda objective for `f` (data file section 7, R-AGD-4).
    pub(crate) fn objective_holds(&self, f: Faction, o: &Objective) -> bool {
        let lib = |c: Cell| self.board.districts[c.index()].liberated;
        let owner = |c: Cell| self.board.districts[c.index()].occupation.map(|(o, _)| o);
        match *o {
            Objective::Success {} => self.objective_met(),
            Objective::AdjacentLiberatedPair {} => self
                .board
                .city
                .districts()
                .any(|c| lib(c) && self.board.city.neighbour_set(c).iter().any(lib)),
            Objective::DistrictsLiberated { min } => {
                self.board.districts.iter().filter(|d| d.liberated).count() >= min as usize
            }
            Objective::OwnFactionDistrictsLiberated { min } => {
                self.liberated_of_kind(f.home_kind()) >= min as usize
            }
            Objective::OwnOccupations { min } => {
                Cell::all().filter(|&c| owner(c) == Some(f)).count() >= min as usize
            }
            Objective::PublicLiberated { min } => {
                self.liberated_of_kind(DistrictKind::Public) >= min as usize
            }
            Objective::AssemblyHallInStateOrPublic {} => self
                .occupation_cell(f, Occupation::AssemblyHall)
                .is_some_and(|c| {
                    matches!(
                        self.tile(c).kind,
                        DistrictKind::State | DistrictKind::Public
                    )
                }),
            Objective::VansDestroyed { min } => self.board.vans_destroyed >= min,
            Objective::CopsInCityAtMost { max } => self.cops_in_city() <= max,
            Objective::StateLiberated { min } => {
                self.liberated_of_kind(DistrictKind::State) >= min as usize
            }
            Objective::PeoplesKitchenLiberated {} => self
                .occupation_cell(f, Occupation::PeoplesKitchen)
                .is_some_and(lib),
            Objective::EveryFactionBlocsInCity { min } => {
                self.cycle.iter().all(|&g| self.blocs_in_city(g) >= min)
            }
            Objective::OwnBlocsInCity { min } => self.blocs_in_city(f) >= min,
            Objective::OwnStateOccupations { min } => {
                self.cells_of_kind(DistrictKind::State)
                    .filter(|&c| owner(c) == Some(f))
                    .count()
                    >= min as usize
            }
            Objective::StrictlyMostBlocsInCity {} => {
                let mine = self.blocs_in_city(f);
                self.cycle
                    .iter()
                    .all(|&g| g == f || self.blocs_in_city(g) < mine)
            }
            Objective::OccupyAllOwnDistricts {} => self
                .cells_of_kind(f.home_kind())
                .all(|c| owner(c) == Some(f)),
            Objective::NoOtherStateOccupation {} => self
                .cells_of_kind(DistrictKind::State)
                .all(|c| owner(c).is_none_or(|o| o == f)),
            Objective::BurnedShops { min } => self.burned_on_board() >= min,
        }
    }
}

fn remove_cops(chooser: Faction, near: Option<Cell>, n: u8) -> Task {
    Task::Decide(Pending::PickDistricts {
        faction: chooser,
        purpose: PickPurpose::RemoveCop { near },
        remaining: n,
    })
}

fn order_pos(order: &[Faction], f: Faction) -> usize {
    order.iter().position(|&g| g == f).unwrap_or(usize::MAX)
}

/// What the pending decision expects, as a message (`bxb2016-pending-*`).
pub fn describe_pending(p: &Pending) -> Message {
    let role = |f: Faction| Arg::Role(f.role());
    let m = Message::new;
    match p {
        Pending::Veto { by, actor, .. } => m("bxb2016-pending-veto")
            .with("by", role(*by))
            .with("actor", role(*actor)),
        Pending::Offer { to, .. } => m("bxb2016-pending-offer").with("faction", role(*to)),
        Pending::Keep { faction, keep, .. } => m("bxb2016-pending-keep")
            .with("faction", role(*faction))
            .with("keep", Arg::number(*keep)),
        Pending::Casualties { chooser, n, .. } => m("bxb2016-pending-casualties")
            .with("faction", role(*chooser))
            .with("count", Arg::number(*n)),
        Pending::Window { faction, .. } => {
            m("bxb2016-pending-window").with("faction", role(*faction))
        }
        Pending::OptionalDraw { faction, n } => m("bxb2016-pending-optional-draw")
            .with("faction", role(*faction))
            .with("count", Arg::number(*n)),
        Pending::PickDistricts { faction, .. } => {
            m("bxb2016-pending-pick-districts").with("faction", role(*faction))
        }
        Pending::PickBarricades { faction, .. } => {
            m("bxb2016-pending-pick-barricades").with("faction", role(*faction))
        }
        Pending::HandOut { faction, .. } => {
            m("bxb2016-pending-hand-out").with("faction", role(*faction))
        }
        Pending::ArrangePolice { faction, .. } => {
            m("bxb2016-pending-arrange-police").with("faction", role(*faction))
        }
        Pending::FreeMoves { faction, .. } => {
            m("bxb2016-pending-free-moves").with("faction", role(*faction))
        }
    }
}
