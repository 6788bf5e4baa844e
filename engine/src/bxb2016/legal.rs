//! `legal_actions`: the single source of what may be done now. The bot's autocomplete and
//! buttons, the random players of `simulate` and the property tests all read it.
//!
//! Every listed command is accepted by [`Game::apply`]. The list is complete except for
//! exchanges, where it offers single-card gifts (multi-card gifts and trades, which ask
//! for cards the offerer cannot see, are built by the player and checked by `apply`), and
//! for arranging more than 4 revealed police cards, where it lists the cards kept in their
//! revealed order with every allowed set of discards.

use crate::bxb2016::action::{Action, CardPlay, Command, Pay, Target};
use crate::bxb2016::data::{LootEffect, LootKind, Timing};
use crate::bxb2016::state::{Game, Pending, Phase};
use crate::bxb2016::turn::loot_is_basic;
use crate::shared::barricades::Barricades;
use crate::shared::city::ConnId;
use crate::shared::draw::CellSet;
use crate::shared::ids::{Cell, DistrictKind, Faction, Occupation};
use crate::shared::movement;
use smallvec::SmallVec;

impl Game {
    /// Every command that may be applied now, by whichever faction must act.
    pub fn legal_actions(&self) -> Vec<Command> {
        let mut out = Vec::with_capacity(256);
        if self.is_over() {
            return out;
        }
        if let Some(p) = self.pending.last() {
            let by = p.faction();
            for action in self.decision_options(p) {
                out.push(Command { by, action });
            }
            return out;
        }
        match &self.phase {
            Phase::ChooseStarts => {
                for f in self.to_act() {
                    for district in self.start_choices(f).iter() {
                        out.push(Command {
                            by: f,
                            action: Action::ChooseStart { district },
                        });
                    }
                }
            }
            Phase::Turn(t) => {
                let f = t.faction;
                for action in self.turn_options(f) {
                    out.push(Command { by: f, action });
                }
            }
            _ => {}
        }
        out
    }

    /// The districts `f` may choose as its start: free ones of its home kind (R-SETUP-10).
    pub(crate) fn start_choices(&self, f: Faction) -> CellSet {
        CellSet::from_cells(self.board.city.districts().filter(|c| {
            self.tile(*c).kind == f.home_kind()
                && self.board.districts[c.index()].occupation.is_none()
        }))
    }

    /// Legal commands for `f` only (empty when `f` need not act).
    pub fn legal_actions_for(&self, f: Faction) -> Vec<Command> {
        let mut v = self.legal_actions();
        v.retain(|c| c.by == f);
        v
    }

    /// The turn's distinct dice, ascending, kept in `buf` (none outside a turn).
    fn distinct_dice<'a>(&self, buf: &'a mut Distinct) -> &'a [u8] {
        buf.of(self.current_turn().map_or(&[][..], |t| &t.dice))
    }

    fn turn_options(&self, f: Faction) -> Vec<Action> {
        let mut out = Vec::with_capacity(256);
        self.turn_options_into(f, &mut out);
        out
    }

    /// The options of `f`'s turn, in the order [`Game::legal_actions`] lists them, into
    /// `out` (listed, or counted for a random draw: [`crate::shared::draw`]).
    pub(crate) fn turn_options_into(&self, f: Faction, out: &mut impl TurnSink) {
        // The distinct dice and the ways to pay a move, on the stack (issue 11: these
        // lists were allocated for every command of a playout).
        let mut dice_buf = Distinct::default();
        let dice = self.distinct_dice(&mut dice_buf);
        let smoke = self.current_turn().is_some_and(|t| t.smoke_bombs);
        // `f`'s occupations, looked up once for the whole listing (issue 11).
        let occ = self.occupations_of(f);
        let mut pays_buf = [Pay::Free; DISTINCT_ON_STACK + 1];
        let mut pays_heap = Vec::new();
        let free = self.social_center_free(f, occ.get(Occupation::SocialCenter));
        let pays: &[Pay] = if dice.len() < pays_buf.len() {
            for (slot, &d) in pays_buf.iter_mut().zip(dice) {
                *slot = Pay::Die(d);
            }
            &pays_buf[..dice.len() + usize::from(free)]
        } else {
            pays_heap.extend(dice.iter().map(|&d| Pay::Die(d)));
            if free {
                pays_heap.push(Pay::Free);
            }
            &pays_heap
        };
        let fs = &self.factions[f.index()];
        let strike_hall = occ.get(Occupation::StrikeHall).is_some();
        let cafe = occ.get(Occupation::ComradeCafe);
        // The same for every district: computed once (issue 11, search playouts).
        let police_set = self.police_set();
        let metro_open = !self.metro_locked();
        let mut reach = movement::SharedReach::new(&self.board.city, metro_open, police_set);
        let mut molotov_sets = None;
        let no_molotovs = [Vec::new()];
        let has_molotovs = fs.hand.iter().any(|&k| self.is_molotovs(k));
        // Only the districts where `f` has blocs list options here: found in one pass
        // over the counts rather than by asking every cell whether its tile is a
        // highway and then for `f`'s blocs (issue 11: 4,027 -> 3,730 instructions a
        // playout command).
        let blocs_at = self.blocs_set(f);
        let with_blocs = blocs_at.intersection(self.board.city.district_set());
        for from in with_blocs.iter() {
            let d = &self.board.districts[from.index()];
            let n = d.blocs_of(f);
            let police = d.has_police();
            // Movement.
            if !pays.is_empty() && (!police || smoke) {
                let to = reach
                    .reachable(from)
                    .intersection(self.board.city.district_set());
                out.moves(from, to, n, pays);
            }
            if !police {
                // Barricades.
                let per =
                    self.barricades_per_action_with(from, occ.get(Occupation::GuerrillaGarden));
                out.barricades(self, from, per, dice);
                // Loot, build, swap: cheap filters first, then the full check.
                let difficulty = self.difficulty(from);
                let shops = self.shopping_centers(from);
                let kind = self.tile(from).kind;
                let may_build_here = kind == f.home_kind()
                    || kind == DistrictKind::State
                    || kind == DistrictKind::Public;
                // Each candidate is offered as soon as it passes the full check.
                let mut offer = |a: Action| {
                    if self.check_advanced_with(f, &a, |o| occ.get(o)).is_ok() {
                        out.one(a);
                    }
                };
                for &die in dice {
                    let reaches = die >= difficulty;
                    // A loot the die cannot reach is offered only if it is basic here
                    // (R-OCC-N2, Comrade Cafe): a check per die spared (issue 11).
                    if d.graffiti + d.burned < shops && (reaches || loot_is_basic(false, cafe)) {
                        offer(Action::Loot {
                            district: from,
                            burn: false,
                            die,
                        });
                    }
                    if d.graffiti > 0 && (reaches || loot_is_basic(true, cafe)) {
                        offer(Action::Loot {
                            district: from,
                            burn: true,
                            die,
                        });
                    }
                    if may_build_here && (reaches || strike_hall) {
                        for &occupation in &fs.mat_occupations {
                            if d.occupation.is_none() && self.tile(from).has_occupation_circle() {
                                offer(Action::Build {
                                    district: from,
                                    occupation,
                                    die,
                                });
                            } else if d.occupation.is_some() {
                                offer(Action::Swap {
                                    district: from,
                                    occupation,
                                    die,
                                });
                            }
                        }
                    }
                }
            } else {
                // Attacks.
                let used = self.night.attacks_used[f.index()][from.index()];
                if used < n {
                    // The targets, in listing order, built afresh for each die (no list:
                    // issue 11).
                    let cops = if d.cops > 0 {
                        self.board.city.incident(from)
                    } else {
                        &[]
                    };
                    let targets = || {
                        (d.cops > 0)
                            .then_some(Target::Cop)
                            .into_iter()
                            .chain(cops.iter().map(|&conn| Target::KickOut {
                                to: self.board.city.connection(conn).other(from),
                                via: conn,
                            }))
                            .chain(d.van.is_some().then_some(Target::Van))
                    };
                    let difficulty = self.difficulty(from);
                    // Without a Molotovs card in hand the only set is the empty one, which
                    // needs no list (issue 11).
                    let sets: &[Vec<LootKind>] = if has_molotovs {
                        molotov_sets.get_or_insert_with(|| self.molotov_sets(f))
                    } else {
                        &no_molotovs
                    };
                    for set in sets {
                        // A set the check refuses is refused with every die and target.
                        let Ok((bonus, _)) = self.molotov_bonus(f, set) else {
                            continue;
                        };
                        for &die in dice
                            .iter()
                            .filter(|&&die| die.saturating_add(bonus) >= difficulty)
                        {
                            for target in targets() {
                                let a = Action::Attack {
                                    district: from,
                                    target,
                                    die,
                                    molotovs: set.clone(),
                                };
                                if self.check_attack_with(f, &a, |_| Ok(bonus)).is_ok() {
                                    out.one(a);
                                }
                            }
                        }
                    }
                }
            }
        }
        // Abilities.
        let uses = fs.uses;
        let ab = &self.rules().abilities;
        if let Some((_, lib)) = occ.get(Occupation::AssemblyHall) {
            if uses.assembly_hall < ab.assembly_hall.uses.at(lib) && fs.mat_blocs > 0 {
                for &die in dice {
                    out.one(Action::AssemblyHall { die });
                }
            }
        }
        if let Some((_, lib)) = occ.get(Occupation::HackerSpace) {
            if uses.hacker_space < ab.hacker_space.uses.at(lib) {
                for &die in dice {
                    out.one(Action::HackerSpace { die });
                }
            }
        }
        if let Some((_, lib)) = occ.get(Occupation::PropagandaWorkshop) {
            if uses.propaganda_workshop < self.propaganda_draws(lib) {
                out.one(Action::PropagandaWorkshop);
            }
        }
        // Loot cards.
        self.each_card_play(f, Timing::Turn, with_blocs, &mut TurnCards(out));
        // Gifts (single cards) to factions sharing a district.
        let mut kinds_buf = Distinct::default();
        let kinds = kinds_buf.of(&fs.hand);
        // The factions sharing a district with `f`, found in one pass over the districts
        // rather than one per recipient (issue 11: it was 6 % of a random playout).
        let mut shares = [false; 4];
        if !kinds.is_empty() {
            for at in blocs_at.iter() {
                let d = &self.board.districts[at.index()];
                for (share, &blocs) in shares.iter_mut().zip(&d.blocs) {
                    *share |= blocs > 0;
                }
            }
        }
        for &to in &self.cycle {
            if to == f || !shares[to.index()] {
                continue;
            }
            for &k in kinds {
                out.give(to, k);
            }
        }
        out.one(Action::EndActions);
    }

    /// Whether `f`'s Social Center (where it stands: `center`) still gives a free move.
    fn social_center_free(&self, f: Faction, center: Option<(Cell, bool)>) -> bool {
        match center {
            Some((_, lib)) => {
                self.factions[f.index()].uses.social_center
                    < self.rules().abilities.social_center.free_moves.at(lib)
            }
            None => false,
        }
    }

    /// Multisets of 1..=`max` connections from `from` that fit (R-BARR-3).
    pub(crate) fn barricade_sets(&self, from: Cell, max: u8) -> Vec<Vec<ConnId>> {
        let mut out = Vec::new();
        self.each_barricade_set(from, max, |set| out.push(set.to_vec()));
        out
    }

    /// How many [`Game::barricade_sets`] there are, without building them.
    pub(crate) fn barricade_set_count(&self, from: Cell, max: u8) -> u32 {
        let mut n = 0;
        self.each_barricade_set(from, max, |_| n += 1);
        n
    }

    /// The `k`-th of [`Game::barricade_sets`], the others not built (issue 11: a drawn
    /// barricade command built every set to keep one).
    pub(crate) fn nth_barricade_set(&self, from: Cell, max: u8, k: u32) -> Option<Vec<ConnId>> {
        let (mut seen, mut found) = (0, None);
        self.each_barricade_set(from, max, |set| {
            if seen == k {
                found = Some(set.to_vec());
            }
            seen += 1;
        });
        found
    }

    /// Calls `visit` with each of [`Game::barricade_sets`], in order.
    fn each_barricade_set(&self, from: Cell, max: u8, mut visit: impl FnMut(&[ConnId])) {
        let conns = self.board.city.incident(from);
        // The set being built lives on the stack for the usual sizes (at most three
        // barricades per action, R-OCC-N1): no allocation per listing (issue 11).
        let mut on_stack = [0 as ConnId; 8];
        let mut on_heap;
        let current: &mut [ConnId] = match on_stack.get_mut(..usize::from(max)) {
            Some(s) => s,
            None => {
                on_heap = vec![0 as ConnId; usize::from(max)];
                &mut on_heap
            }
        };
        let on = &self.board.barricades;
        self.barricade_sets_rec(from, conns, 0, on, current, 0, &mut visit);
    }

    /// Extends the set `current[..len]`, already placed on `on`, with connections from
    /// `conns[start..]`, while `current` has room, visiting each set that fits. Each step
    /// checks only the barricade it adds ([`Barricades::misfit_one`] on the board with the
    /// set so far), which is what [`Game::barricade_misfit`] decides for the whole set.
    #[allow(clippy::too_many_arguments)]
    fn barricade_sets_rec(
        &self,
        from: Cell,
        conns: &[ConnId],
        start: usize,
        on: &Barricades,
        current: &mut [ConnId],
        len: usize,
        visit: &mut impl FnMut(&[ConnId]),
    ) {
        if len >= current.len() {
            return;
        }
        let city = &self.board.city;
        let max = self.max_per_connection();
        for (i, &conn) in conns.iter().enumerate().skip(start) {
            if on.misfit_one(city, from, conn, max).is_some() {
                continue;
            }
            current[len] = conn;
            visit(&current[..=len]);
            if len + 1 < current.len() {
                let mut next = on.clone();
                next.place(city, from, conn);
                self.barricade_sets_rec(from, conns, i, &next, current, len + 1, visit);
            }
        }
    }

    /// Whether a loot card kind is a Molotovs card.
    fn is_molotovs(&self, k: LootKind) -> bool {
        matches!(
            self.rules().loot[k as usize].effect,
            LootEffect::Molotovs { .. }
        )
    }

    /// Every multiset of Molotovs cards in `f`'s hand (the empty one first).
    fn molotov_sets(&self, f: Faction) -> Vec<Vec<LootKind>> {
        // The Molotovs kinds in hand, ascending, with how many of each (on the stack for
        // the usual hands: issue 11, each kind's step allocated a list of lists).
        let mut counts: SmallVec<[(LootKind, usize); 4]> = SmallVec::new();
        for &k in &self.factions[f.index()].hand {
            if self.is_molotovs(k) {
                match counts.iter_mut().find(|(c, _)| *c == k) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((k, 1)),
                }
            }
        }
        counts.sort_unstable();
        sub_multisets(&counts)
    }

    /// Card plays `f` could make at `timing`.
    fn card_plays(&self, f: Faction, timing: Timing) -> Vec<CardPlay> {
        let mut out = Vec::new();
        let with_blocs = self
            .blocs_set(f)
            .intersection(self.board.city.district_set());
        self.each_card_play(f, timing, with_blocs, &mut out);
        out
    }

    /// Writes [`Game::card_plays`] to `out`, in order, without collecting them (issue 11:
    /// a random draw lists every turn's card plays; Bicycles and Dumpster Barricade come
    /// as blocks a counting sink need not build). `mine`: the districts holding `f`'s
    /// blocs (the turn listing has them already).
    fn each_card_play(&self, f: Faction, timing: Timing, mine: CellSet, out: &mut impl CardSink) {
        if self.factions[f.index()].hand.is_empty() {
            return;
        }
        let mut kinds_buf = Distinct::default();
        let kinds = kinds_buf.of(&self.factions[f.index()].hand);
        for &k in kinds {
            let card = &self.rules().loot[k as usize];
            if card.timing != timing {
                continue;
            }
            // Candidates are built legal (districts with blocs, reachable destinations,
            // fitting barricades); only the Medic Kit has conditions left to check.
            match card.effect {
                LootEffect::Molotovs { .. } => {}
                LootEffect::Fireworks { .. } => {
                    for c in mine
                        .iter()
                        .filter(|c| self.board.districts[c.index()].cops > 0)
                    {
                        for &via in self.board.city.incident(c) {
                            out.play(CardPlay::Fireworks {
                                district: c,
                                to: self.board.city.connection(via).other(c),
                                via,
                            });
                        }
                    }
                }
                LootEffect::SmokeBombs {} => out.play(CardPlay::SmokeBombs),
                LootEffect::PoliceScanner { .. } => out.play(CardPlay::PoliceScanner),
                LootEffect::RiotShields { .. } => {
                    for district in mine.iter() {
                        out.play(CardPlay::RiotShields { district });
                    }
                }
                LootEffect::Megaphone { .. } => {
                    for district in mine.iter() {
                        out.play(CardPlay::Megaphone { district });
                    }
                }
                LootEffect::MedicKit { .. } => {
                    for district in self.own_occupation_cells(f, false) {
                        let p = CardPlay::MedicKit { district };
                        if self.check_card(f, timing, &p).is_ok() {
                            out.play(p);
                        }
                    }
                }
                LootEffect::DumpsterBarricade { barricades } => {
                    for c in mine
                        .iter()
                        .filter(|c| !self.board.districts[c.index()].has_police())
                    {
                        out.dumpster(self, c, barricades);
                    }
                }
                LootEffect::Bicycles {} => {
                    let smoke = self.current_turn().is_some_and(|t| t.smoke_bombs);
                    for from in mine.iter() {
                        if self.board.districts[from.index()].has_police() && !smoke {
                            continue;
                        }
                        let to = self
                            .reachable(from)
                            .intersection(self.board.city.district_set());
                        out.bicycles(from, to, self.board.districts[from.index()].blocs_of(f));
                    }
                }
                LootEffect::EnergyDrinks {} => {
                    let mut dice_buf = Distinct::default();
                    for &die in self.distinct_dice(&mut dice_buf) {
                        out.play(CardPlay::EnergyDrinks { die });
                    }
                }
            }
        }
    }

    pub(super) fn decision_options(&self, p: &Pending) -> Vec<Action> {
        let mut v = Vec::new();
        self.decision_options_into(p, &mut v);
        v
    }

    /// [`Game::decision_options`] appended to `out` (a random draw lends the same list to
    /// every decision of a playout: issue 11).
    pub(super) fn decision_options_into(&self, p: &Pending, out: &mut Vec<Action>) {
        let f = p.faction();
        match p {
            Pending::Veto { .. } => out.extend([Action::Stop, Action::Allow]),
            Pending::Offer { to, take, .. } => {
                // The receiver can accept if its hand holds each asked card as often as
                // the trade asks for it.
                let hand = &self.factions[to.index()].hand;
                let times =
                    |cards: &[LootKind], c: LootKind| cards.iter().filter(|&&k| k == c).count();
                if take.iter().all(|&c| times(take, c) <= times(hand, c)) {
                    out.push(Action::Accept);
                }
                out.push(Action::Refuse);
            }
            Pending::Keep { drawn, keep, .. } => {
                let mut sets = Vec::new();
                choose_multisets(drawn, *keep as usize, &mut sets);
                out.extend(sets.into_iter().map(|cards| Action::Keep { cards }));
            }
            Pending::Casualties { district, n, .. } => {
                let blocs = self.board.districts[district.index()].blocs;
                let mut v = Vec::new();
                let mut losses = [0u8; 4];
                casualties_rec(&blocs, 0, *n, &mut losses, &mut v);
                out.extend(v.into_iter().map(|losses| Action::Casualties { losses }));
            }
            Pending::Window { timing, .. } => {
                out.extend(
                    self.card_plays(f, *timing)
                        .into_iter()
                        .map(Action::PlayCard),
                );
                out.push(Action::Pass);
            }
            Pending::OptionalDraw { .. } => out.extend([Action::Accept, Action::Pass]),
            Pending::PickDistricts { purpose, .. } => {
                out.extend(
                    self.pick_options(f, *purpose)
                        .into_iter()
                        .map(|district| Action::PickDistrict { district }),
                );
                out.push(Action::Pass);
            }
            Pending::PickBarricades { scope, .. } => {
                out.extend(self.barricade_options(f, *scope).into_iter().map(
                    |(district, connection)| Action::PickBarricade {
                        district,
                        connection,
                    },
                ));
                out.push(Action::Pass);
            }
            Pending::HandOut {
                cards, recipients, ..
            } => {
                let mut kinds = cards.clone();
                kinds.sort();
                kinds.dedup();
                out.extend(kinds.iter().flat_map(|&card| {
                    recipients
                        .iter()
                        .map(move |&to| Action::HandCard { card, to })
                }));
                out.push(Action::Pass);
            }
            Pending::ArrangePolice {
                cards, discard_max, ..
            } => out.extend(arrangements(cards.len(), *discard_max)),
            Pending::FreeMoves { .. } => {
                for from in self.board.city.districts() {
                    let n = self.board.districts[from.index()].blocs_of(f);
                    if n == 0 || self.board.districts[from.index()].has_police() {
                        continue;
                    }
                    let reach = self.reachable(from);
                    for to in self.board.city.districts().filter(|&c| reach.contains(c)) {
                        for blocs in 1..=n {
                            out.push(Action::Move {
                                from,
                                to,
                                blocs,
                                pay: Pay::Free,
                            });
                        }
                    }
                }
                out.push(Action::Pass);
            }
        }
    }
}

/// How many distinct values [`Distinct`] keeps on the stack.
const DISTINCT_ON_STACK: usize = 16;

/// The distinct values of a short list, ascending, kept on the stack when there are few
/// (a turn's dice, the kinds in a hand): listed for every command of a playout, they
/// were allocated each time (issue 11).
#[derive(Default)]
struct Distinct {
    on_stack: [u8; DISTINCT_ON_STACK],
    on_heap: Vec<u8>,
}

impl Distinct {
    /// The distinct values of `values`, ascending.
    fn of(&mut self, values: &[u8]) -> &[u8] {
        // Values below 64 (dice, loot kinds) as the bits of one word: set, then read back
        // in ascending order, with no sort (issue 11: a sort per listing).
        let mut bits = 0u64;
        let mut small = values.len() <= DISTINCT_ON_STACK;
        for &v in values {
            small &= v < 64;
            bits |= 1u64.checked_shl(u32::from(v)).unwrap_or(0);
        }
        if small {
            let mut kept = 0;
            while bits != 0 {
                if let Some(slot) = self.on_stack.get_mut(kept) {
                    *slot = bits.trailing_zeros() as u8;
                }
                kept += 1;
                bits &= bits - 1;
            }
            return self.on_stack.get(..kept).unwrap_or_default();
        }
        self.of_many(values)
    }

    /// [`Distinct::of`] for long lists or large values, sorted on the heap (out of line:
    /// the usual path stays small).
    #[cold]
    #[inline(never)]
    fn of_many(&mut self, values: &[u8]) -> &[u8] {
        self.on_heap = values.to_vec();
        self.on_heap.sort_unstable();
        self.on_heap.dedup();
        &self.on_heap
    }
}

/// Every sub-multiset of the multiset `counts` (distinct kinds, ascending, each with its
/// count), each sorted: the empty one first, then in ascending order of the number whose
/// mixed-radix digits are the kinds' counts in it (the first kind the most significant).
fn sub_multisets(counts: &[(LootKind, usize)]) -> Vec<Vec<LootKind>> {
    let total: usize = counts.iter().map(|&(_, n)| n + 1).product();
    let mut digits: SmallVec<[usize; 4]> = SmallVec::from_elem(0, counts.len());
    let mut sets = Vec::with_capacity(total);
    for index in 0..total {
        let mut rest = index;
        for (digit, &(_, n)) in digits.iter_mut().zip(counts).rev() {
            *digit = rest % (n + 1);
            rest /= n + 1;
        }
        let mut set = Vec::with_capacity(digits.iter().sum());
        for (&digit, &(k, _)) in digits.iter().zip(counts) {
            set.extend(std::iter::repeat_n(k, digit));
        }
        sets.push(set);
    }
    sets
}

fn choose_multisets(items: &[LootKind], k: usize, out: &mut Vec<Vec<LootKind>>) {
    let mut sorted = items.to_vec();
    sorted.sort();
    fn rec(
        items: &[LootKind],
        start: usize,
        k: usize,
        cur: &mut Vec<LootKind>,
        out: &mut Vec<Vec<LootKind>>,
    ) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        let mut prev = None;
        for i in start..items.len() {
            if prev == Some(items[i]) {
                continue;
            }
            prev = Some(items[i]);
            cur.push(items[i]);
            rec(items, i + 1, k, cur, out);
            cur.pop();
        }
    }
    rec(&sorted, 0, k.min(items.len()), &mut Vec::new(), out);
}

fn casualties_rec(blocs: &[u8; 4], i: usize, left: u8, cur: &mut [u8; 4], out: &mut Vec<[u8; 4]>) {
    if i == 4 {
        if left == 0 {
            out.push(*cur);
        }
        return;
    }
    for k in 0..=blocs[i].min(left) {
        cur[i] = k;
        casualties_rec(blocs, i + 1, left - k, cur, out);
    }
    cur[i] = 0;
}

/// Ways to arrange `n` revealed police cards with at most `discard_max` discards.
fn arrangements(n: usize, discard_max: u8) -> Vec<Action> {
    let mut out = Vec::new();
    let idx: Vec<u8> = (0..n as u8).collect();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() > discard_max as u32 {
            continue;
        }
        let discard: Vec<u8> = idx
            .iter()
            .copied()
            .filter(|i| mask & (1 << i) != 0)
            .collect();
        let keep: Vec<u8> = idx
            .iter()
            .copied()
            .filter(|i| mask & (1 << i) == 0)
            .collect();
        if n <= 4 {
            permutations(&keep, &mut |order| {
                out.push(Action::ArrangePolice {
                    discard: discard.clone(),
                    order,
                })
            });
        } else {
            out.push(Action::ArrangePolice {
                discard,
                order: keep,
            });
        }
    }
    out
}

fn permutations(items: &[u8], emit: &mut impl FnMut(Vec<u8>)) {
    fn rec(items: &mut Vec<u8>, k: usize, emit: &mut impl FnMut(Vec<u8>)) {
        if k == items.len() {
            emit(items.clone());
            return;
        }
        for i in k..items.len() {
            items.swap(k, i);
            rec(items, k + 1, emit);
            items.swap(k, i);
        }
    }
    rec(&mut items.to_vec(), 0, emit);
}

impl Game {
    /// The command to apply when the faction that must act is skipped (an admin's "skip",
    /// an idle timeout): end the turn, or the least intrusive answer to a pending decision
    /// (no veto, refuse the offer, keep the first cards, pass, put police cards back as
    /// they were). None when the game is over.
    pub fn default_command(&self) -> Option<Command> {
        if self.is_over() {
            return None;
        }
        if let Some(p) = self.pending.last() {
            let by = p.faction();
            let action = match p {
                Pending::Veto { .. } => Action::Allow,
                Pending::Offer { .. } => Action::Refuse,
                Pending::Keep { drawn, keep, .. } => Action::Keep {
                    cards: drawn.iter().copied().take(*keep as usize).collect(),
                },
                Pending::Casualties {
                    chooser,
                    district,
                    n,
                } => {
                    // The skipped chooser loses its own blocs first, then the others in
                    // night order.
                    let d = &self.board.districts[district.index()];
                    let mut losses = [0u8; 4];
                    let mut left = *n;
                    let mut order = vec![*chooser];
                    order.extend(self.night_order().into_iter().filter(|f| f != chooser));
                    for f in order {
                        let k = left.min(d.blocs_of(f));
                        losses[f.index()] = k;
                        left -= k;
                    }
                    Action::Casualties { losses }
                }
                Pending::ArrangePolice { cards, .. } => Action::ArrangePolice {
                    discard: Vec::new(),
                    order: (0..cards.len() as u8).collect(),
                },
                Pending::Window { .. }
                | Pending::OptionalDraw { .. }
                | Pending::PickDistricts { .. }
                | Pending::PickBarricades { .. }
                | Pending::HandOut { .. }
                | Pending::FreeMoves { .. } => Action::Pass,
            };
            return Some(Command { by, action });
        }
        match &self.phase {
            Phase::Turn(t) => Some(Command {
                by: t.faction,
                action: Action::EndActions,
            }),
            Phase::ChooseStarts => self.legal_actions().into_iter().next(),
            _ => None,
        }
    }
}

/// Where [`Game::turn_options_into`] writes: a list, or a counter for a random draw
/// ([`crate::bxb2016::draw`]). Blocks of similar commands come whole, so a counter need not
/// build them.
pub(crate) trait TurnSink {
    fn one(&mut self, action: Action);
    /// `from` to each of `to` (outermost), with 1..=`blocs` blocs, paid each of `pays`
    /// (innermost).
    fn moves(&mut self, from: Cell, to: CellSet, blocs: u8, pays: &[Pay]);
    /// Each of `game.barricade_sets(district, per)` (outer) with each of `dice` (inner).
    fn barricades(&mut self, game: &Game, district: Cell, per: u8, dice: &[u8]);
    /// A gift of one `card` to `to` (R-XCHG-1); a counting sink need not build its list.
    fn give(&mut self, to: Faction, card: LootKind) {
        self.one(Action::Give {
            to,
            cards: vec![card],
        });
    }
    /// Dumpster Barricade plays, as [`CardSink::dumpster`] lists them.
    fn dumpster(&mut self, game: &Game, district: Cell, barricades: u8)
    where
        Self: Sized,
    {
        Expand(self).dumpster(game, district, barricades);
    }
    /// Bicycles plays, as [`CardSink::bicycles`] lists them.
    fn bicycles(&mut self, from: Cell, to: CellSet, blocs: u8)
    where
        Self: Sized,
    {
        Expand(self).bicycles(from, to, blocs);
    }
}

/// A turn sink taking card plays one by one (the card blocks expanded).
struct Expand<'a, S>(&'a mut S);

impl<S: TurnSink> CardSink for Expand<'_, S> {
    fn play(&mut self, play: CardPlay) {
        self.0.one(Action::PlayCard(play));
    }
}

/// Where [`Game::each_card_play`] writes: a list, or a turn's sink. Bicycles and Dumpster
/// Barricade plays come as blocks, so a counting sink need not build them (issue 11).
pub(crate) trait CardSink {
    fn play(&mut self, play: CardPlay);
    /// Dumpster Barricade plays in `district`: each of `game.barricade_sets(district,
    /// barricades)`, in order.
    fn dumpster(&mut self, game: &Game, district: Cell, barricades: u8) {
        game.each_barricade_set(district, barricades, |set| {
            self.play(CardPlay::DumpsterBarricade {
                district,
                connections: set.to_vec(),
            })
        });
    }
    /// Bicycles plays from `from` to each of `to` (outer) with 1..=`blocs` blocs (inner).
    fn bicycles(&mut self, from: Cell, to: CellSet, blocs: u8) {
        for to in to.iter() {
            for blocs in 1..=blocs {
                self.play(CardPlay::Bicycles { from, to, blocs });
            }
        }
    }
}

impl CardSink for Vec<CardPlay> {
    fn play(&mut self, play: CardPlay) {
        self.push(play);
    }
}

/// A turn's card plays written to its [`TurnSink`], blocks passed on whole.
struct TurnCards<'a, S>(&'a mut S);

impl<S: TurnSink> CardSink for TurnCards<'_, S> {
    fn play(&mut self, play: CardPlay) {
        self.0.one(Action::PlayCard(play));
    }
    fn dumpster(&mut self, game: &Game, district: Cell, barricades: u8) {
        self.0.dumpster(game, district, barricades);
    }
    fn bicycles(&mut self, from: Cell, to: CellSet, blocs: u8) {
        self.0.bicycles(from, to, blocs);
    }
}

impl TurnSink for Vec<Action> {
    fn one(&mut self, action: Action) {
        self.push(action);
    }
    fn moves(&mut self, from: Cell, to: CellSet, blocs: u8, pays: &[Pay]) {
        for to in to.iter() {
            for k in 1..=blocs {
                for &pay in pays {
                    self.push(Action::Move {
                        from,
                        to,
                        blocs: k,
                        pay,
                    });
                }
            }
        }
    }
    fn barricades(&mut self, game: &Game, district: Cell, per: u8, dice: &[u8]) {
        if dice.is_empty() {
            return;
        }
        for connections in game.barricade_sets(district, per) {
            for &die in dice {
                self.push(Action::Barricade {
                    district,
                    connections: connections.clone(),
                    die,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The sub-multisets as the listing made them before `sub_multisets`: a kind at a time,
    /// each earlier set extended by 0 to `n` copies of it.
    fn sub_multisets_by_extension(counts: &[(LootKind, usize)]) -> Vec<Vec<LootKind>> {
        let mut sets = vec![Vec::new()];
        for &(k, n) in counts {
            let mut next = Vec::new();
            for s in &sets {
                for i in 0..=n {
                    let mut t: Vec<LootKind> = s.clone();
                    t.extend(std::iter::repeat_n(k, i));
                    next.push(t);
                }
            }
            sets = next;
        }
        sets
    }

    proptest! {
        /// R-LCARD-3: the Molotovs an attack may play are every sub-multiset of those in
        /// hand, listed in the order the listing has always used (random games keep their
        /// sequence).
        #[test]
        fn sub_multisets_are_listed_in_the_extension_order(
            kinds in prop::collection::btree_map(0u8..12, 1usize..4, 0..4)
        ) {
            let counts: Vec<(LootKind, usize)> = kinds.into_iter().collect();
            prop_assert_eq!(sub_multisets(&counts), sub_multisets_by_extension(&counts));
        }

        /// `Distinct::of` is the sorted, deduplicated list, whether its values fit the
        /// word of bits (below 64, at most `DISTINCT_ON_STACK`) or not.
        #[test]
        fn distinct_is_sorted_and_deduplicated(
            values in prop::collection::vec(prop_oneof![0u8..8, 0u8..64, any::<u8>()], 0..24)
        ) {
            let mut expected = values.clone();
            expected.sort_unstable();
            expected.dedup();
            let mut buf = Distinct::default();
            prop_assert_eq!(buf.of(&values), &expected[..]);
        }
    }
}
