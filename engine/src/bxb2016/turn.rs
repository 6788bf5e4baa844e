//! A faction's Sunset step 2: actions (R-ACT, R-MOVE, R-BARR, R-LOOT, R-BUILD, R-SWAP,
//! R-STOP, R-ATK), reaction rolls (R-REACT), occupation abilities (R-OCC), loot cards
//! (R-LCARD) and exchanges (R-XCHG).

use crate::bxb2016::action::{unjoined_target, Action, CardPlay, Pay, Target};
use crate::bxb2016::data::{LootEffect, LootKind, Rules, Timing};
use crate::bxb2016::error::{
    moment, AbilityError, ActionError, AttackError, BarricadeError, BuildError, CardError,
    DecisionError, ExchangeError, LootError, Moment, MoveError,
};
use crate::bxb2016::event::{CancelReason, Event};
use crate::bxb2016::state::{Game, Pending, Phase};
use crate::shared::city::ConnId;
use crate::shared::dice;
use crate::shared::draw::CellSet;
use crate::shared::ids::{Cell, DistrictKind, Faction, Occupation, CELLS};
use crate::shared::movement;
use crate::shared::Checks;

pub(crate) use crate::shared::barricades::Misfit as BarricadeMisfit;

/// The district an action happens in (R-ACT-2), if any.
pub fn action_district(a: &Action) -> Option<Cell> {
    match a {
        Action::Move { from, .. } => Some(*from),
        Action::Barricade { district, .. }
        | Action::Loot { district, .. }
        | Action::Build { district, .. }
        | Action::Swap { district, .. }
        | Action::Attack { district, .. } => Some(*district),
        _ => None,
    }
}

/// A loot card's key, for errors; an unknown index reads `#N`.
/// Whether a loot (burning if `burn`) is basic with the faction's Comrade Cafe, where it
/// stands and whether liberated (R-OCC-N2: graffiti always, burning only liberated).
pub(crate) fn loot_is_basic(burn: bool, cafe: Option<(Cell, bool)>) -> bool {
    cafe.is_some_and(|(_, lib)| !burn || lib)
}

fn card_key(rules: &Rules, k: LootKind) -> String {
    rules
        .loot
        .get(k as usize)
        .map_or_else(|| format!("#{k}"), |c| c.key.clone())
}

impl Game {
    fn turn_mut(&mut self) -> Option<&mut crate::bxb2016::state::TurnState> {
        match &mut self.phase {
            Phase::Turn(t) => Some(t),
            _ => None,
        }
    }

    fn turn_faction(&self) -> Option<Faction> {
        self.current_turn().map(|t| t.faction)
    }

    pub(crate) fn choose_start(
        &mut self,
        f: Faction,
        c: Cell,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.check_cell(c)?;
        let tile = self.tile(c);
        if tile.kind != f.home_kind() {
            return Err(ActionError::Build(BuildError::StartNotInOwnDistrict {
                district: c,
                faction: f,
            }));
        }
        if self.board.districts[c.index()].occupation.is_some() {
            return Err(ActionError::Build(BuildError::StartOccupied {
                district: c,
            }));
        }
        let start_blocs = self
            .scenario()
            .and_then(|s| {
                if self.config.players == 3 {
                    s.start_blocs_3p.or(s.start_blocs)
                } else {
                    s.start_blocs
                }
            })
            .unwrap_or(self.rules().components.start_blocs);
        let fs = &mut self.factions[f.index()];
        fs.mat_occupations.retain(|&o| o != Occupation::Start);
        fs.start_chosen = true;
        self.board.districts[c.index()].occupation = Some((f, Occupation::Start));
        events.push(Event::StartChosen {
            faction: f,
            district: c,
        });
        self.form_blocs(f, c, start_blocs, events);
        Ok(())
    }

    pub(crate) fn check_cell(&self, c: Cell) -> Result<(), ActionError> {
        if c.index() >= CELLS {
            return Err(ActionError::NoSuchDistrict(c));
        }
        if self.board.city.is_highway(c) {
            return Err(ActionError::Highway(c));
        }
        Ok(())
    }

    fn has_bloc(&self, f: Faction, c: Cell) -> Result<(), ActionError> {
        if self.board.districts[c.index()].blocs_of(f) == 0 {
            return Err(ActionError::NoBloc(c));
        }
        Ok(())
    }

    fn police_free(&self, c: Cell) -> Result<(), ActionError> {
        if self.board.districts[c.index()].has_police() {
            return Err(ActionError::InClash(c));
        }
        Ok(())
    }

    fn has_die(&self, value: u8) -> Result<(), ActionError> {
        match self.current_turn() {
            Some(t) if t.dice.contains(&value) => Ok(()),
            _ => Err(ActionError::NoSuchDie(value)),
        }
    }

    fn die_reaches(&self, c: Cell, value: u8) -> Result<(), ActionError> {
        let difficulty = self.difficulty(c);
        if value < difficulty {
            return Err(ActionError::DieTooLow {
                district: c,
                difficulty,
                value,
            });
        }
        Ok(())
    }

    fn spend_die(&mut self, value: u8) {
        if let Some(t) = self.turn_mut() {
            if let Some(i) = t.dice.iter().position(|&d| d == value) {
                t.dice.remove(i);
            }
        }
    }

    pub(crate) fn turn_action(
        &mut self,
        f: Faction,
        action: Action,
        checks: Checks,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        // R-REACT-2: these end an unfinished attack sequence (checked first, then rolled
        // only once the new action proved legal).
        let ends_sequence = matches!(
            action,
            Action::Move { .. }
                | Action::Barricade { .. }
                | Action::Loot { .. }
                | Action::Build { .. }
                | Action::Swap { .. }
                | Action::EndActions
                | Action::PlayCard(CardPlay::Fireworks { .. })
                | Action::PlayCard(CardPlay::Bicycles { .. })
        );
        checks.run(|| self.validate_turn_action(f, &action))?;
        if let Action::Attack { district, .. } = &action {
            // An attack elsewhere closes the previous sequence (R-REACT-2).
            if let Some(prev) = self.current_turn().and_then(|t| t.attack_sequence) {
                if prev != *district {
                    self.end_attack_sequence(f, events);
                    if self.cancelled_by_reaction(f, &action, events) {
                        return Ok(());
                    }
                }
            }
            return self.attack(f, action, events);
        }
        if ends_sequence
            && self
                .current_turn()
                .is_some_and(|t| t.attack_sequence.is_some())
        {
            self.end_attack_sequence(f, events);
            if self.cancelled_by_reaction(f, &action, events) {
                return Ok(());
            }
        }
        match action {
            Action::Move {
                from,
                to,
                blocs,
                pay,
            } => {
                self.pay(f, pay);
                if let Some(t) = self.turn_mut() {
                    t.smoke_bombs = false;
                }
                self.do_move(f, from, to, blocs, events);
                Ok(())
            }
            Action::Barricade {
                district,
                connections,
                die,
            } => {
                self.spend_die(die);
                for c in connections {
                    self.place_barricade(f, district, c, events);
                }
                Ok(())
            }
            a @ (Action::Loot { .. } | Action::Build { .. } | Action::Swap { .. }) => {
                self.declare_advanced(f, a, events)
            }
            Action::AssemblyHall { die } => self.assembly_hall(f, die, events),
            Action::HackerSpace { die } => self.hacker_space(f, die, events),
            Action::PropagandaWorkshop => self.propaganda_workshop(f, events),
            Action::PlayCard(play) => self.play_turn_card(f, play, events),
            Action::Give { to, cards } => self.offer(f, to, cards, Vec::new(), events),
            Action::OfferTrade { to, give, take } => self.offer(f, to, give, take, events),
            Action::EndActions => {
                // A final reaction roll of 6 with People's Kitchen gives dice that must be
                // used this turn (R-OCC-C3), so the turn goes on.
                let extra = events.iter().any(|e| matches!(e, Event::ExtraDice { .. }));
                if !extra {
                    self.finish_turn(f, events);
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The reaction roll that closed an attack sequence (R-REACT-2) came first and may
    /// have changed the board (a cop arrived, a police card resolved). If the declared
    /// action is no longer possible it does not happen and costs nothing (R-ACT-6); the
    /// roll stands.
    fn cancelled_by_reaction(
        &mut self,
        f: Faction,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> bool {
        match self.validate_turn_action(f, action) {
            Ok(()) => false,
            Err(e) => {
                events.push(Event::ActionCancelled {
                    faction: f,
                    reason: CancelReason::Refused(e),
                });
                true
            }
        }
    }

    /// Checks a Sunset step 2 action without changing anything.
    pub(crate) fn validate_turn_action(
        &self,
        f: Faction,
        action: &Action,
    ) -> Result<(), ActionError> {
        match action {
            Action::Move {
                from,
                to,
                blocs,
                pay,
            } => {
                let smoke = self.current_turn().is_some_and(|t| t.smoke_bombs);
                self.check_move(f, *from, *to, *blocs, smoke)?;
                self.check_pay(f, *pay)
            }
            Action::Barricade {
                district,
                connections,
                die,
            } => {
                self.has_die(*die)?;
                self.check_barricade_action(f, *district, connections)
            }
            Action::Loot { .. } | Action::Build { .. } | Action::Swap { .. } => {
                self.check_advanced(f, action)
            }
            Action::Attack { .. } => self.check_attack(f, action),
            Action::PlayCard(play) => self.check_card(f, Timing::Turn, play),
            Action::EndActions
            | Action::AssemblyHall { .. }
            | Action::HackerSpace { .. }
            | Action::PropagandaWorkshop
            | Action::Give { .. }
            | Action::OfferTrade { .. } => Ok(()),
            Action::ChooseStart { .. } => Err(moment(Moment::StartAlreadyChosen)),
            _ => Err(moment(Moment::NoDecision)),
        }
    }

    // ------------------------------------------------------------------ movement

    /// R-MOVE-2..9. `smoke`: Smoke Bombs let the blocs leave a clash.
    pub(crate) fn check_move(
        &self,
        f: Faction,
        from: Cell,
        to: Cell,
        blocs: u8,
        smoke: bool,
    ) -> Result<(), ActionError> {
        self.check_cell(from)?;
        self.check_cell(to)?;
        let have = self.board.districts[from.index()].blocs_of(f);
        if have == 0 {
            return Err(ActionError::NoBloc(from));
        }
        if blocs == 0 || blocs > have {
            return Err(ActionError::Move(MoveError::BlocCount {
                district: from,
                have,
            }));
        }
        if from == to {
            return Err(ActionError::Move(MoveError::SameDistrict));
        }
        if !smoke && self.board.districts[from.index()].has_police() {
            return Err(ActionError::Move(MoveError::LeavingClash {
                district: from,
            }));
        }
        let reaches = movement::reaches(
            &self.board.city,
            from,
            to,
            !self.metro_locked(),
            self.police_set(),
        );
        if !reaches {
            return Err(ActionError::Move(MoveError::NoPath {
                from,
                to,
                metro_locked: self.metro_locked(),
            }));
        }
        Ok(())
    }

    /// Districts a movement from `from` can end in (R-MOVE-9): a search over connections
    /// and the metro (unless locked down) whose intermediate districts hold no police.
    pub fn reachable(&self, from: Cell) -> CellSet {
        movement::reachable(
            &self.board.city,
            from,
            !self.metro_locked(),
            self.police_set(),
        )
    }

    /// The cells where `f` has blocs, from one pass over the districts' counts.
    pub(crate) fn blocs_set(&self, f: Faction) -> CellSet {
        let bits = self
            .board
            .districts
            .iter()
            .enumerate()
            .fold(0, |m, (i, d)| m | u32::from(d.blocs_of(f) > 0) << i);
        CellSet::from_bits(bits)
    }

    /// The districts holding cops or a van.
    pub(crate) fn police_set(&self) -> CellSet {
        let bits = self
            .board
            .districts
            .iter()
            .enumerate()
            .fold(0, |m, (i, d)| m | u32::from(d.has_police()) << i);
        CellSet::from_bits(bits)
    }

    fn check_pay(&self, f: Faction, pay: Pay) -> Result<(), ActionError> {
        match pay {
            Pay::Die(v) => self.has_die(v),
            Pay::Free => {
                let (_, lib) = self
                    .ability(f, Occupation::SocialCenter)
                    .ok_or(ActionError::NoOccupation(Occupation::SocialCenter))?;
                let cap = self.rules().abilities.social_center.free_moves.at(lib);
                if self.factions[f.index()].uses.social_center >= cap {
                    return Err(ActionError::Ability(AbilityError::SocialCenterUsed {
                        uses: cap,
                    }));
                }
                Ok(())
            }
        }
    }

    fn pay(&mut self, f: Faction, pay: Pay) {
        match pay {
            Pay::Die(v) => self.spend_die(v),
            Pay::Free => self.factions[f.index()].uses.social_center += 1,
        }
    }

    pub(crate) fn do_move(
        &mut self,
        f: Faction,
        from: Cell,
        to: Cell,
        blocs: u8,
        events: &mut Vec<Event>,
    ) {
        self.board.districts[from.index()].blocs[f.index()] -= blocs;
        self.board.districts[to.index()].blocs[f.index()] += blocs;
        events.push(Event::BlocsMoved {
            faction: f,
            from,
            to,
            count: blocs,
        });
    }

    // ------------------------------------------------------------------ barricades

    /// Whether one more barricade fits on the border touching `district` along `conn`
    /// (R-BARR-3: no connection through that border may exceed 3; R-COMP-3: supply).
    pub fn can_barricade(&self, district: Cell, conn: ConnId) -> bool {
        let connections = self.board.city.connections();
        let Some(c) = connections.get(conn as usize) else {
            return false;
        };
        if c.a != district && c.b != district || self.board.barricade_supply() == 0 {
            return false;
        }
        let border = c.first_border_from(district);
        let max = self.max_per_connection();
        self.board
            .city
            .through(border)
            .iter()
            .all(|&i| self.connection_barricades(i) < max)
    }

    /// How many barricades one barricade action may place from `district` (R-BARR-6, R-OCC-N1).
    pub fn barricades_per_action(&self, f: Faction, district: Cell) -> u8 {
        self.barricades_per_action_with(district, self.ability(f, Occupation::GuerrillaGarden))
    }

    /// [`Game::barricades_per_action`] given where the Guerrilla Garden stands.
    pub(crate) fn barricades_per_action_with(
        &self,
        district: Cell,
        garden: Option<(Cell, bool)>,
    ) -> u8 {
        match garden {
            Some((g, _)) if g == district => self.rules().abilities.guerrilla_garden.barricades,
            Some((g, true)) if self.tile(g).kind == self.tile(district).kind => {
                self.rules().abilities.guerrilla_garden.barricades
            }
            _ => 1,
        }
    }

    fn check_barricade_action(
        &self,
        f: Faction,
        district: Cell,
        conns: &[ConnId],
    ) -> Result<(), ActionError> {
        self.check_cell(district)?;
        self.has_bloc(f, district)?;
        self.police_free(district)?;
        let max = self.barricades_per_action(f, district);
        if conns.is_empty() || conns.len() > max as usize {
            return Err(ActionError::Barricade(if max == 1 {
                BarricadeError::ExactlyOne
            } else {
                BarricadeError::GardenUpTo { max }
            }));
        }
        self.check_barricades(district, conns)
    }

    /// Simulates placing the barricades one after another.
    pub(crate) fn check_barricades(
        &self,
        district: Cell,
        conns: &[ConnId],
    ) -> Result<(), ActionError> {
        match self.barricade_misfit(district, conns) {
            None => Ok(()),
            Some(BarricadeMisfit::NoSuchConnection(conn)) => {
                Err(ActionError::Barricade(match unjoined_target(conn) {
                    Some((to, _)) => BarricadeError::NotJoined { district, to },
                    None => BarricadeError::NoSuchConnection(conn),
                }))
            }
            Some(BarricadeMisfit::NotTouching) => {
                Err(ActionError::Barricade(BarricadeError::NotTouching {
                    district,
                }))
            }
            Some(BarricadeMisfit::SupplyEmpty) => {
                Err(ActionError::Barricade(BarricadeError::SupplyEmpty))
            }
            Some(BarricadeMisfit::Full(a, b)) => {
                Err(ActionError::Barricade(BarricadeError::Full {
                    a,
                    b,
                    max: self.max_per_connection(),
                }))
            }
        }
    }

    /// Why the barricades would not fit, without building a message (legal_actions is hot).
    pub(crate) fn barricade_misfit(
        &self,
        district: Cell,
        conns: &[ConnId],
    ) -> Option<BarricadeMisfit> {
        self.board
            .barricades
            .misfit(&self.board.city, district, conns, self.max_per_connection())
    }

    /// At most this many barricades on one connection (R-BARR-3).
    pub(crate) fn max_per_connection(&self) -> u8 {
        self.rules().components.max_barricades_per_connection
    }

    pub(crate) fn place_barricade(
        &mut self,
        f: Faction,
        district: Cell,
        conn: ConnId,
        events: &mut Vec<Event>,
    ) {
        let border = self
            .board
            .barricades
            .place(&self.board.city, district, conn);
        events.push(Event::BarricadePlaced {
            faction: f,
            district,
            border,
        });
    }

    /// Dismantles every barricade on a connection (R-ATK-9).
    pub(crate) fn dismantle(&mut self, conn: ConnId, events: &mut Vec<Event>) {
        self.remove_barricades(conn, u8::MAX, events);
    }

    /// Takes up to `n` barricades off a connection back to the supply (R-POL-MOVE-9).
    pub(crate) fn remove_barricades(&mut self, conn: ConnId, n: u8, events: &mut Vec<Event>) {
        let (borders, count) = self.board.barricades.remove(&self.board.city, conn, n);
        if count > 0 {
            events.push(Event::BarricadesDismantled { borders, count });
        }
    }

    // ------------------------------------------------------------------ advanced actions

    /// Whether an advanced action is basic for `f` here (R-OCC-W1 Strike Hall, R-OCC-N2
    /// Comrade Cafe).
    pub fn is_basic(&self, f: Faction, action: &Action) -> bool {
        self.is_basic_with(action, |o| self.ability(f, o))
    }

    /// [`Game::is_basic`] with `f`'s abilities looked up by `ability`.
    fn is_basic_with(
        &self,
        action: &Action,
        ability: impl Fn(Occupation) -> Option<(Cell, bool)>,
    ) -> bool {
        match action {
            Action::Loot { burn, .. } => loot_is_basic(*burn, ability(Occupation::ComradeCafe)),
            Action::Build { district, .. } | Action::Swap { district, .. } => {
                match ability(Occupation::StrikeHall) {
                    Some((s, lib)) => {
                        s == *district
                            || self.board.city.are_adjacent(s, *district)
                            || (lib && self.tile(s).kind == self.tile(*district).kind)
                    }
                    None => false,
                }
            }
            _ => false,
        }
    }

    pub(crate) fn check_advanced(&self, f: Faction, action: &Action) -> Result<(), ActionError> {
        self.check_advanced_with(f, action, |o| self.ability(f, o))
    }

    /// [`Game::check_advanced`] with `f`'s abilities looked up by `ability` (a listing
    /// looks them up once: [`Game::occupations_of`]).
    pub(crate) fn check_advanced_with(
        &self,
        f: Faction,
        action: &Action,
        ability: impl Fn(Occupation) -> Option<(Cell, bool)>,
    ) -> Result<(), ActionError> {
        let (district, die) = match action {
            Action::Loot { district, die, .. }
            | Action::Build { district, die, .. }
            | Action::Swap { district, die, .. } => (*district, *die),
            _ => return Err(moment(Moment::NotAdvanced)),
        };
        self.check_cell(district)?;
        self.has_die(die)?;
        self.has_bloc(f, district)?;
        self.police_free(district)?;
        if !self.is_basic_with(action, ability) {
            self.die_reaches(district, die)?;
        }
        let d = &self.board.districts[district.index()];
        match action {
            Action::Loot { burn, .. } => {
                let shops = self.shopping_centers(district);
                if shops == 0 {
                    return Err(ActionError::Loot(LootError::NoShoppingCenter { district }));
                }
                if *burn && d.graffiti == 0 {
                    return Err(ActionError::Loot(LootError::NothingToBurn { district }));
                }
                if !*burn && d.graffiti + d.burned >= shops {
                    return Err(ActionError::Loot(LootError::AllLooted {
                        district,
                        can_burn: d.graffiti > 0,
                    }));
                }
            }
            Action::Build { occupation, .. } | Action::Swap { occupation, .. } => {
                let kind = self.tile(district).kind;
                if !(kind == f.home_kind()
                    || kind == DistrictKind::State
                    || kind == DistrictKind::Public)
                {
                    let (district, faction) = (district, f);
                    return Err(ActionError::Build(match action {
                        Action::Swap { .. } => BuildError::SwapWrongKind { district, faction },
                        _ => BuildError::WrongKind { district, faction },
                    }));
                }
                if !self.factions[f.index()]
                    .mat_occupations
                    .contains(occupation)
                {
                    return Err(ActionError::Build(BuildError::NotOnMat {
                        occupation: *occupation,
                    }));
                }
                let is_build = matches!(action, Action::Build { .. });
                if is_build {
                    if !self.tile(district).has_occupation_circle() {
                        return Err(ActionError::Build(BuildError::NoCircle { district }));
                    }
                    if d.occupation.is_some() {
                        return Err(ActionError::Build(BuildError::Occupied { district }));
                    }
                } else if d.occupation.is_none() {
                    return Err(ActionError::Build(BuildError::NothingToSwap { district }));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The faction that may stop an advanced action of `f` in `c` (R-STOP-1).
    pub fn veto_holder(&self, f: Faction, c: Cell) -> Option<Faction> {
        let d = &self.board.districts[c.index()];
        let max = *d.blocs.iter().max()?;
        let mut top = Faction::ALL.into_iter().filter(|g| d.blocs_of(*g) == max);
        let m = top.next()?;
        (top.next().is_none() && m != f && max > 0).then_some(m)
    }

    fn declare_advanced(
        &mut self,
        f: Faction,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let district = action_district(&action).unwrap_or(Cell(0));
        if let Some(m) = self.veto_holder(f, district) {
            // R-STOP-3 / AMB-16: asked before the die is committed.
            events.push(Event::ActionDeclared {
                faction: f,
                district,
                veto_by: m,
            });
            self.pending.push(Pending::Veto {
                by: m,
                actor: f,
                action,
            });
            return Ok(());
        }
        self.perform_advanced(f, action, events)
    }

    /// Carries out a Loot, Build or Swap that nobody stopped.
    pub(crate) fn perform_advanced(
        &mut self,
        f: Faction,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        // The position cannot have changed while the veto was pending, but check anyway:
        // a refused action must leave the game untouched.
        self.check_advanced(f, &action)?;
        let basic = self.is_basic(f, &action);
        let district = action_district(&action).unwrap_or(Cell(0));
        match action {
            Action::Loot { burn, die, .. } => {
                self.spend_die(die);
                let d = &mut self.board.districts[district.index()];
                if burn {
                    d.graffiti -= 1;
                    d.burned += 1;
                    self.board.burned_ever += 1;
                } else {
                    d.graffiti += 1;
                }
                events.push(Event::Looted {
                    faction: f,
                    district,
                    burned: burn,
                });
                // R-OCC-P2: Scavenger's Hideout draws 3 and keeps 2 (all 3 when liberated):
                // a choice to make after the reaction roll, or cards straight to the hand.
                let scavenger = &self.rules().abilities.scavengers_hideout;
                let keep_choice = match self.ability(f, Occupation::ScavengersHideout) {
                    Some((_, lib)) if scavenger.keep.at(lib) < scavenger.draw => {
                        let drawn = self.take_loot_cards(scavenger.draw, events);
                        Some((drawn, scavenger.keep.at(lib)))
                    }
                    Some(_) => {
                        self.draw_loot(f, scavenger.draw, events);
                        None
                    }
                    None => {
                        self.draw_loot(f, 1, events);
                        None
                    }
                };
                if !basic {
                    self.reaction(f, district, events);
                }
                if let Some((drawn, keep)) = keep_choice {
                    self.offer_keep(f, drawn, keep, events);
                }
            }
            Action::Build {
                occupation, die, ..
            } => {
                self.spend_die(die);
                self.factions[f.index()]
                    .mat_occupations
                    .retain(|&o| o != occupation);
                self.board.districts[district.index()].occupation = Some((f, occupation));
                events.push(Event::Built {
                    faction: f,
                    district,
                    occupation,
                });
                if !basic {
                    self.reaction(f, district, events);
                }
            }
            Action::Swap {
                occupation, die, ..
            } => {
                self.spend_die(die);
                let removed = self.board.districts[district.index()].occupation.take();
                if let Some((owner, occ)) = removed {
                    self.factions[owner.index()].mat_occupations.push(occ);
                }
                self.factions[f.index()]
                    .mat_occupations
                    .retain(|&o| o != occupation);
                self.board.districts[district.index()].occupation = Some((f, occupation));
                if let Some(removed) = removed {
                    events.push(Event::Swapped {
                        faction: f,
                        district,
                        removed,
                        placed: occupation,
                    });
                }
                if !basic {
                    self.reaction(f, district, events);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Takes up to `n` cards off the loot deck without putting them in a hand.
    pub(crate) fn take_loot_cards(&mut self, n: u8, events: &mut Vec<Event>) -> Vec<LootKind> {
        (0..n).filter_map(|_| self.take_loot_card(events)).collect()
    }

    /// Shows `drawn` to `f` and asks which `keep` to keep (or keeps all if there is no choice).
    pub(crate) fn offer_keep(
        &mut self,
        f: Faction,
        drawn: Vec<LootKind>,
        keep: u8,
        events: &mut Vec<Event>,
    ) {
        if drawn.len() <= keep as usize || drawn.iter().all(|&c| c == drawn[0]) {
            let keep = keep.min(drawn.len() as u8) as usize;
            let (kept, rest) = drawn.split_at(keep);
            self.factions[f.index()].hand.extend_from_slice(kept);
            if !kept.is_empty() {
                events.push(Event::LootDrawn {
                    faction: f,
                    cards: kept.to_vec(),
                });
            }
            if !rest.is_empty() {
                self.decks.loot_discard.extend_from_slice(rest);
                events.push(Event::LootDiscarded {
                    faction: f,
                    count: rest.len() as u8,
                });
            }
            return;
        }
        // The faction sees the drawn cards from now on and every seat sees a choice open:
        // the draw stands (R-OCC-S2, R-OCC-P2, R-LOOT-5; issue 33), so it gets an event
        // that reveals information and names no card.
        events.push(Event::LootOffered {
            faction: f,
            count: drawn.len() as u8,
            keep,
        });
        self.pending.push(Pending::Keep {
            faction: f,
            drawn,
            keep,
        });
    }

    pub(crate) fn answer_keep(
        &mut self,
        f: Faction,
        drawn: &[LootKind],
        keep: u8,
        cards: &[LootKind],
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if cards.len() != keep as usize {
            return Err(ActionError::Decision(DecisionError::KeepCount { keep }));
        }
        let mut rest = drawn.to_vec();
        for c in cards {
            match rest.iter().position(|x| x == c) {
                Some(i) => {
                    rest.remove(i);
                }
                None => {
                    return Err(ActionError::Decision(DecisionError::NotAmongDrawn {
                        card: card_key(self.rules(), *c),
                    }))
                }
            }
        }
        self.pending.pop();
        self.factions[f.index()].hand.extend_from_slice(cards);
        events.push(Event::LootDrawn {
            faction: f,
            cards: cards.to_vec(),
        });
        if !rest.is_empty() {
            events.push(Event::LootDiscarded {
                faction: f,
                count: rest.len() as u8,
            });
            self.decks.loot_discard.extend(rest);
        }
        Ok(())
    }

    // ------------------------------------------------------------------ attacks

    pub(crate) fn molotov_bonus(
        &self,
        f: Faction,
        molotovs: &[LootKind],
    ) -> Result<(u8, u8), ActionError> {
        // No card, no bonus: the factory boosts only cards played (most attacks play none).
        if molotovs.is_empty() {
            return Ok((0, 0));
        }
        let hand = &self.factions[f.index()].hand;
        let mut bonus = 0u8;
        for (i, &m) in molotovs.iter().enumerate() {
            let Some(card) = self.rules().loot.get(m as usize) else {
                return Err(ActionError::NoSuchCard(format!("#{m}")));
            };
            let LootEffect::Molotovs { bonus: b } = card.effect else {
                return Err(ActionError::Card(CardError::NotMolotovs {
                    card: card.key.clone(),
                }));
            };
            // Each card played is one of the hand: this copy of `m` needs as many in hand
            // as the cards so far name it (counted rather than taken from a copy).
            let named = molotovs.iter().take(i + 1).filter(|&&x| x == m).count();
            if hand.iter().filter(|&&h| h == m).count() < named {
                return Err(ActionError::NoSuchCard(card.key.clone()));
            }
            bonus = bonus.saturating_add(b);
        }
        // R-OCC-P1 / AMB-39: Molotov Factory boosts one card per turn (two when liberated).
        let factory = &self.rules().abilities.molotov_factory;
        let boosted = match self.ability(f, Occupation::MolotovFactory) {
            Some((_, lib)) => {
                let cap = factory.boosts.at(lib);
                (cap - self.factions[f.index()].uses.molotov_factory.min(cap))
                    .min(molotovs.len() as u8)
            }
            None => 0,
        };
        Ok((
            bonus.saturating_add(factory.bonus.saturating_mul(boosted)),
            boosted,
        ))
    }

    pub(crate) fn check_attack(&self, f: Faction, action: &Action) -> Result<(), ActionError> {
        self.check_attack_with(f, action, |molotovs| {
            self.molotov_bonus(f, molotovs).map(|(bonus, _)| bonus)
        })
    }

    /// [`Game::check_attack`], the Molotovs cards' bonus given by `bonus` (the listing
    /// works it out once per set of cards rather than for each die and target: issue 11).
    pub(crate) fn check_attack_with(
        &self,
        f: Faction,
        action: &Action,
        bonus: impl FnOnce(&[LootKind]) -> Result<u8, ActionError>,
    ) -> Result<(), ActionError> {
        let Action::Attack {
            district,
            target,
            die,
            molotovs,
        } = action
        else {
            return Err(moment(Moment::NotAnAttack));
        };
        let c = *district;
        self.check_cell(c)?;
        self.has_die(*die)?;
        self.has_bloc(f, c)?;
        let d = &self.board.districts[c.index()];
        if !d.has_police() {
            return Err(ActionError::NoClash(c));
        }
        if self.night.attacks_used[f.index()][c.index()] >= d.blocs_of(f) {
            return Err(ActionError::Attack(AttackError::AlreadyAttacked {
                district: c,
                blocs: d.blocs_of(f),
            }));
        }
        let value = die.saturating_add(bonus(molotovs)?);
        self.die_reaches(c, value)?;
        match *target {
            Target::Cop if d.cops == 0 => {
                Err(ActionError::Attack(AttackError::NoCop { district: c }))
            }
            Target::Van if d.van.is_none() => {
                Err(ActionError::Attack(AttackError::NoVan { district: c }))
            }
            Target::KickOut { to, via } => {
                if d.cops == 0 {
                    return Err(ActionError::Attack(AttackError::NoCopToKick {
                        district: c,
                    }));
                }
                self.check_kick_out(c, to, via)
            }
            _ => Ok(()),
        }
    }

    /// R-ATK-6..8: `to` must be adjacent to `from` along connection `via`.
    pub(crate) fn check_kick_out(
        &self,
        from: Cell,
        to: Cell,
        via: ConnId,
    ) -> Result<(), ActionError> {
        match self.board.city.connections().get(via as usize) {
            Some(c) if (c.a == from && c.b == to) || (c.b == from && c.a == to) => Ok(()),
            _ => Err(ActionError::Attack(AttackError::NotJoined { from, to })),
        }
    }

    pub(crate) fn kick_out(
        &mut self,
        f: Faction,
        from: Cell,
        to: Cell,
        via: ConnId,
        max: u8,
        events: &mut Vec<Event>,
    ) {
        let n = max.min(self.board.districts[from.index()].cops);
        self.board.districts[from.index()].cops -= n;
        self.board.districts[to.index()].cops += n;
        events.push(Event::CopsKickedOut {
            faction: f,
            from,
            to,
            count: n,
        });
        self.dismantle(via, events);
        self.clash_may_have_ended(from);
    }

    fn attack(
        &mut self,
        f: Faction,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Action::Attack {
            district: c,
            target,
            die,
            molotovs,
        } = action
        else {
            return Ok(());
        };
        let (_, boosted) = self.molotov_bonus(f, &molotovs)?;
        self.spend_die(die);
        for m in &molotovs {
            let hand = &mut self.factions[f.index()].hand;
            if let Some(i) = hand.iter().position(|h| h == m) {
                hand.remove(i);
            }
            self.decks.loot_discard.push(*m);
            events.push(Event::CardPlayed {
                faction: f,
                card: *m,
            });
        }
        self.factions[f.index()].uses.molotov_factory += boosted;
        self.night.attacks_used[f.index()][c.index()] += 1;
        if let Some(t) = self.turn_mut() {
            t.attack_sequence = Some(c);
        }
        match target {
            Target::Cop => {
                self.board.districts[c.index()].cops -= 1;
                self.board.staging_cops += 1;
                events.push(Event::CopDefeated {
                    faction: f,
                    district: c,
                });
            }
            Target::KickOut { to, via } => self.kick_out(f, c, to, via, 2, events),
            Target::Van => {
                let d = &mut self.board.districts[c.index()];
                let hits = d.van.unwrap_or(0) + 1;
                events.push(Event::VanHit {
                    faction: f,
                    district: c,
                    hits,
                });
                if hits >= 3 {
                    d.van = None;
                    self.board.vans_destroyed += 1;
                    events.push(Event::VanDestroyed { district: c });
                } else {
                    d.van = Some(hits);
                }
            }
        }
        // The sequence also ends when the clash is over (R-REACT-2).
        if !self.board.districts[c.index()].has_police() {
            self.clash_may_have_ended(c);
            self.end_attack_sequence(f, events);
        }
        Ok(())
    }

    /// Makes the single reaction roll of a finished attack sequence (R-REACT-2).
    pub(crate) fn end_attack_sequence(&mut self, f: Faction, events: &mut Vec<Event>) {
        let seq = self.turn_mut().and_then(|t| t.attack_sequence.take());
        if let Some(c) = seq {
            self.reaction(f, c, events);
        }
    }

    /// One reaction roll located in `c` (R-REACT-1).
    pub(crate) fn reaction(&mut self, f: Faction, c: Cell, events: &mut Vec<Event>) {
        let roll = self.rng.d6();
        events.push(Event::ReactionRolled {
            faction: f,
            district: c,
            roll,
        });
        match roll {
            1 if self.board.staging_cops > 0 => {
                self.board.staging_cops -= 1;
                self.board.districts[c.index()].cops += 1;
                events.push(Event::CopFromStaging { district: c });
            }
            2 => self.police_card(f, events),
            r if r == self.rules().abilities.peoples_kitchen.on_reaction => {
                if let Some((_, lib)) = self.ability(f, Occupation::PeoplesKitchen) {
                    let n = self.rules().abilities.peoples_kitchen.dice.at(lib);
                    let dice = dice::roll(&mut self.rng, n);
                    if let Some(t) = self.turn_mut() {
                        t.dice.extend_from_slice(&dice);
                    }
                    events.push(Event::ExtraDice { faction: f, dice });
                }
            }
            _ => {}
        }
    }

    // ------------------------------------------------------------------ abilities

    fn assembly_hall(
        &mut self,
        f: Faction,
        die: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let (c, lib) = self
            .ability(f, Occupation::AssemblyHall)
            .ok_or(ActionError::NoOccupation(Occupation::AssemblyHall))?;
        self.has_die(die)?;
        let hall = &self.rules().abilities.assembly_hall;
        let cap = hall.uses.at(lib);
        if self.factions[f.index()].uses.assembly_hall >= cap {
            return Err(ActionError::Ability(AbilityError::AssemblyHallUsed {
                uses: cap,
            }));
        }
        if self.factions[f.index()].mat_blocs == 0 {
            return Err(ActionError::Ability(AbilityError::NoBlocOnMat));
        }
        self.spend_die(die);
        self.factions[f.index()].uses.assembly_hall += 1;
        self.form_blocs(f, c, hall.blocs, events);
        Ok(())
    }

    fn hacker_space(
        &mut self,
        f: Faction,
        die: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let (_, lib) = self
            .ability(f, Occupation::HackerSpace)
            .ok_or(ActionError::NoOccupation(Occupation::HackerSpace))?;
        self.has_die(die)?;
        let hacker = &self.rules().abilities.hacker_space;
        let cap = hacker.uses.at(lib);
        if self.factions[f.index()].uses.hacker_space >= cap {
            return Err(ActionError::Ability(AbilityError::HackerSpaceUsed {
                uses: cap,
            }));
        }
        self.spend_die(die);
        self.factions[f.index()].uses.hacker_space += 1;
        let drawn = self.take_loot_cards(hacker.draw, events);
        self.offer_keep(f, drawn, hacker.keep, events);
        Ok(())
    }

    fn propaganda_workshop(
        &mut self,
        f: Faction,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let (_, lib) = self
            .ability(f, Occupation::PropagandaWorkshop)
            .ok_or(ActionError::NoOccupation(Occupation::PropagandaWorkshop))?;
        let draws = self.propaganda_draws(lib);
        if self.factions[f.index()].uses.propaganda_workshop >= draws {
            return Err(ActionError::Ability(AbilityError::PropagandaUsed {
                uses: draws,
            }));
        }
        self.factions[f.index()].uses.propaganda_workshop += 1;
        self.draw_loot(f, 1, events);
        Ok(())
    }

    /// Free loot cards the Propaganda Workshop draws per turn, one per command (R-OCC-W2).
    /// The rulebook reads "draw 2 free loot cards each turn" for the liberated workshop
    /// and sets no moment for them (the digest has no AMB reading on it): we read it as two
    /// draws the Workers may take at different moments of the turn, like the one draw of
    /// the unliberated workshop (issue 15).
    pub(crate) fn propaganda_draws(&self, liberated: bool) -> u8 {
        let workshop = &self.rules().abilities.propaganda_workshop;
        workshop.uses.saturating_mul(workshop.cards.at(liberated))
    }

    // ------------------------------------------------------------------ loot cards

    pub(crate) fn card_kind(&self, play: &CardPlay) -> LootKind {
        let key = match play {
            CardPlay::Fireworks { .. } => "fireworks",
            CardPlay::SmokeBombs => "smoke_bombs",
            CardPlay::PoliceScanner => "police_scanner",
            CardPlay::RiotShields { .. } => "riot_shields",
            CardPlay::Megaphone { .. } => "megaphone",
            CardPlay::MedicKit { .. } => "medic_kit",
            CardPlay::DumpsterBarricade { .. } => "dumpster_barricade",
            CardPlay::Bicycles { .. } => "bicycles",
            CardPlay::EnergyDrinks { .. } => "energy_drinks",
        };
        self.rules().loot_by_key(key).unwrap_or(0)
    }

    /// Checks a card play at `timing` (R-LCARD-1).
    pub(crate) fn check_card(
        &self,
        f: Faction,
        timing: Timing,
        play: &CardPlay,
    ) -> Result<(), ActionError> {
        let kind = self.card_kind(play);
        let card = &self.rules().loot[kind as usize];
        if !self.factions[f.index()].hand.contains(&kind) {
            return Err(ActionError::NoSuchCard(card.key.clone()));
        }
        if card.timing != timing {
            return Err(ActionError::Card(CardError::WrongTiming {
                card: card.key.clone(),
                timing: card.timing,
            }));
        }
        match play {
            CardPlay::Fireworks { district, to, via } => {
                self.check_cell(*district)?;
                self.has_bloc(f, *district)?;
                if self.board.districts[district.index()].cops == 0 {
                    return Err(ActionError::Card(CardError::FireworksNoCop {
                        district: *district,
                    }));
                }
                self.check_kick_out(*district, *to, *via)
            }
            CardPlay::SmokeBombs | CardPlay::PoliceScanner => Ok(()),
            CardPlay::RiotShields { district } | CardPlay::Megaphone { district } => {
                self.check_cell(*district)?;
                self.has_bloc(f, *district)
            }
            CardPlay::MedicKit { district } => {
                self.check_cell(*district)?;
                if !self
                    .board
                    .districts
                    .iter()
                    .any(|d| d.occupation.is_some_and(|(o, _)| o == f))
                {
                    return Err(ActionError::Card(CardError::MedicNoOccupation));
                }
                if self.board.districts[district.index()]
                    .occupation
                    .is_none_or(|(o, _)| o != f)
                {
                    return Err(ActionError::Card(CardError::MedicNotThere {
                        district: *district,
                    }));
                }
                if self.factions[f.index()].lost_this_sunrise == 0
                    || self.factions[f.index()].mat_blocs == 0
                {
                    return Err(ActionError::Card(CardError::MedicNoLosses));
                }
                Ok(())
            }
            CardPlay::DumpsterBarricade {
                district,
                connections,
            } => {
                self.check_cell(*district)?;
                self.has_bloc(f, *district)?;
                self.police_free(*district)?;
                // The same number `legal_actions` offers: the card's, from the data.
                let max = match card.effect {
                    LootEffect::DumpsterBarricade { barricades } => barricades,
                    _ => 0,
                };
                if connections.is_empty() || connections.len() > max as usize {
                    return Err(ActionError::Card(CardError::DumpsterCount { max }));
                }
                self.check_barricades(*district, connections)
            }
            CardPlay::Bicycles { from, to, blocs } => {
                let smoke = self.current_turn().is_some_and(|t| t.smoke_bombs);
                self.check_move(f, *from, *to, *blocs, smoke)
            }
            CardPlay::EnergyDrinks { die } => self.has_die(*die),
        }
    }

    fn discard_played(&mut self, f: Faction, kind: LootKind, events: &mut Vec<Event>) {
        let hand = &mut self.factions[f.index()].hand;
        if let Some(i) = hand.iter().position(|&h| h == kind) {
            hand.remove(i);
        }
        self.decks.loot_discard.push(kind);
        events.push(Event::CardPlayed {
            faction: f,
            card: kind,
        });
    }

    fn play_turn_card(
        &mut self,
        f: Faction,
        play: CardPlay,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let kind = self.card_kind(&play);
        let effect = self.rules().loot[kind as usize].effect.clone();
        self.discard_played(f, kind, events);
        match play {
            CardPlay::Fireworks { district, to, via } => {
                // R-LCARD-5 / R-REACT-4: not an attack; its own reaction roll.
                let cops = match effect {
                    LootEffect::Fireworks { cops } => cops,
                    _ => 0,
                };
                self.kick_out(f, district, to, via, cops, events);
                self.reaction(f, district, events);
            }
            CardPlay::SmokeBombs => {
                if let Some(t) = self.turn_mut() {
                    t.smoke_bombs = true;
                }
            }
            CardPlay::PoliceScanner => {
                let peek = match effect {
                    LootEffect::PoliceScanner { peek } => peek as usize,
                    _ => 0,
                };
                let n = peek.min(self.decks.police_deck.len());
                let top: Vec<_> = self
                    .decks
                    .police_deck
                    .split_off(self.decks.police_deck.len() - n);
                // The deck's top is its end; show top first.
                let cards: Vec<_> = top.into_iter().rev().collect();
                events.push(Event::PoliceCardsSeen {
                    faction: f,
                    cards: cards.clone(),
                });
                if !cards.is_empty() {
                    self.pending.push(Pending::ArrangePolice {
                        faction: f,
                        cards,
                        discard_max: 0,
                        public: false,
                    });
                }
            }
            CardPlay::DumpsterBarricade {
                district,
                connections,
            } => {
                for c in connections {
                    self.place_barricade(f, district, c, events);
                }
            }
            CardPlay::Bicycles { from, to, blocs } => {
                if let Some(t) = self.turn_mut() {
                    t.smoke_bombs = false;
                }
                self.do_move(f, from, to, blocs, events);
            }
            CardPlay::EnergyDrinks { die } => {
                let new = self.rng.d6();
                if let Some(t) = self.turn_mut() {
                    if let Some(i) = t.dice.iter().position(|&d| d == die) {
                        t.dice[i] = new;
                    }
                }
                events.push(Event::DieRerolled {
                    faction: f,
                    from: die,
                    to: new,
                });
            }
            CardPlay::RiotShields { .. }
            | CardPlay::Megaphone { .. }
            | CardPlay::MedicKit { .. } => {}
        }
        Ok(())
    }

    /// A card played in a Sunrise window (R-LCARD-2, AMB-60).
    pub(crate) fn play_card_in_window(
        &mut self,
        f: Faction,
        timing: Timing,
        play: CardPlay,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.check_card(f, timing, &play)?;
        let kind = self.card_kind(&play);
        let effect = self.rules().loot[kind as usize].effect.clone();
        self.discard_played(f, kind, events);
        match (play, effect) {
            (CardPlay::RiotShields { district }, LootEffect::RiotShields { reduce }) => {
                self.night.shields[district.index()] += reduce;
            }
            (CardPlay::Megaphone { district }, LootEffect::Megaphone { bonus }) => {
                self.night.megaphones[district.index()] += bonus;
            }
            (CardPlay::MedicKit { district }, LootEffect::MedicKit { max_blocs }) => {
                let n = max_blocs.min(self.factions[f.index()].lost_this_sunrise);
                let formed = self.form_blocs(f, district, n, events);
                self.factions[f.index()].lost_this_sunrise -= formed;
            }
            _ => {}
        }
        Ok(())
    }

    // ------------------------------------------------------------------ exchanges

    fn offer(
        &mut self,
        f: Faction,
        to: Faction,
        give: Vec<LootKind>,
        take: Vec<LootKind>,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if to == f || !self.in_play(to) {
            return Err(ActionError::Exchange(ExchangeError::NoSuchPartner));
        }
        if give.is_empty() && take.is_empty() {
            return Err(ActionError::Exchange(ExchangeError::Empty));
        }
        if self.turn_faction() != Some(f) {
            return Err(ActionError::Exchange(ExchangeError::NotYourTurn));
        }
        let together = self
            .board
            .districts
            .iter()
            .any(|d| d.blocs_of(f) > 0 && d.blocs_of(to) > 0);
        if !together {
            return Err(ActionError::Exchange(ExchangeError::NotTogether { to }));
        }
        let mut hand = self.factions[f.index()].hand.clone();
        for c in &give {
            match hand.iter().position(|h| h == c) {
                Some(i) => {
                    hand.remove(i);
                }
                None => return Err(ActionError::NoSuchCard(card_key(self.rules(), *c))),
            }
        }
        for c in &take {
            if self.rules().loot.get(*c as usize).is_none() {
                return Err(ActionError::NoSuchCard(format!("#{c}")));
            }
        }
        events.push(Event::OfferMade { from: f, to });
        self.pending.push(Pending::Offer {
            from: f,
            to,
            give,
            take,
        });
        Ok(())
    }

    pub(crate) fn answer_offer(
        &mut self,
        accept: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let Some(Pending::Offer {
            from,
            to,
            give,
            take,
        }) = self.pending.last().cloned()
        else {
            return Err(moment(Moment::NoOffer));
        };
        if !accept {
            self.pending.pop();
            events.push(Event::OfferRefused { from, to });
            return Ok(());
        }
        let mut theirs = self.factions[to.index()].hand.clone();
        for c in &take {
            match theirs.iter().position(|h| h == c) {
                Some(i) => {
                    theirs.remove(i);
                }
                None => {
                    return Err(ActionError::Exchange(ExchangeError::CannotGiveBack {
                        card: card_key(self.rules(), *c),
                    }))
                }
            }
        }
        self.pending.pop();
        for (a, b, cards) in [(from, to, &give), (to, from, &take)] {
            if cards.is_empty() {
                continue;
            }
            for c in cards {
                let hand = &mut self.factions[a.index()].hand;
                if let Some(i) = hand.iter().position(|h| h == c) {
                    hand.remove(i);
                }
                self.factions[b.index()].hand.push(*c);
            }
            events.push(Event::CardsGiven {
                from: a,
                to: b,
                cards: cards.clone(),
            });
        }
        Ok(())
    }

    /// Puts arranged police cards back on top, discarding some (Police Scanner, R-MANI-5).
    pub(crate) fn answer_arrange(
        &mut self,
        cards: &[crate::bxb2016::data::PoliceKind],
        discard_max: u8,
        discard: &[u8],
        order: &[u8],
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let n = cards.len();
        let mut all: Vec<u8> = discard.iter().chain(order).copied().collect();
        all.sort();
        if all != (0..n as u8).collect::<Vec<_>>() {
            return Err(ActionError::Decision(DecisionError::ArrangeEachOnce {
                n: n as u8,
            }));
        }
        if discard.len() > discard_max as usize {
            return Err(ActionError::Decision(DecisionError::DiscardAtMost {
                max: discard_max,
            }));
        }
        self.pending.pop();
        let discarded: Vec<_> = discard.iter().map(|&i| cards[i as usize]).collect();
        self.decks.police_discard.extend(discarded.iter().copied());
        // `order` lists the top card first; the deck's top is its end.
        for &i in order.iter().rev() {
            self.decks.police_deck.push(cards[i as usize]);
        }
        events.push(Event::PoliceCardsArranged {
            discarded,
            on_top: order.len() as u8,
        });
        Ok(())
    }
}
