//! Commands: who may act, what is legal, and applying one (transactionally).

use crate::shared::barricades::Barricades;
use crate::shared::city::{City, ConnId};
use crate::shared::dice::Dice;
use crate::shared::draw::{known_or, CellSet};
use crate::shared::ids::DistrictKind;
use crate::shared::ids::{Cell, Faction, CELLS};
use crate::shared::movement;
use crate::shared::Checks;
use crate::uprising::action::{Act, Command, Event};
use crate::uprising::data::{data, Circle, Effect, FactionAbility, Priority, Requirement, Timing};
use crate::uprising::error::ActionError;
use crate::uprising::state::{Game, LootToken, OccKind, Occupation, Pending, Phase, MAX_PER_LINK};

/// A sorted multiset of at most 8 dice (a payment), held inline (turn options are counted
/// without allocating, issue 11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PaidDice {
    len: u8,
    v: [u8; 8],
}

impl PaidDice {
    /// One die of value `v`.
    fn one(v: u8) -> PaidDice {
        PaidDice {
            len: 1,
            v: [v, 0, 0, 0, 0, 0, 0, 0],
        }
    }
    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.v[..self.len as usize]
    }
}

/// Distinct multisets of `dice` (sorted), the empty one excluded, with their sums,
/// appended to `out` (a playout lends it, issue 11), in the order of the first subset
/// of dice positions (as a bit mask, ascending) that makes each.
fn subsets(dice: &[u8], out: &mut Vec<(PaidDice, u16)>) {
    let n = dice.len().min(8);
    // At most 2^n - 1 subsets: one allocation instead of the vector's doublings.
    out.reserve((1usize << n) - 1);
    // The indices by ascending value, sorted once: a subset picked in this order is sorted.
    let mut order = [0usize; 8];
    for (i, o) in order.iter_mut().enumerate().take(n) {
        *o = i;
    }
    order[..n].sort_by_key(|&i| dice[i]);
    // The first mask making a multiset takes, of each value, its lowest positions (a
    // higher one in place of a lower one of the same value makes a larger mask): a mask
    // is the first of its multiset when each position it takes has the previous
    // position of the same value taken too (`earlier[i]`, that position's bit; 0 for a
    // value's first position). No comparison with the multisets already made (issue 11).
    let mut earlier = [0u32; 8];
    for i in 0..n {
        if let Some(j) = (0..i).rev().find(|&j| dice[j] == dice[i]) {
            earlier[i] = 1 << j;
        }
    }
    for mask in 1u32..(1 << n) {
        let mut s = PaidDice::default();
        let mut sum = 0u16;
        let mut needs = 0u32;
        for &i in order[..n].iter().filter(|&&i| mask & (1 << i) != 0) {
            s.v[s.len as usize] = dice[i];
            s.len += 1;
            sum += u16::from(dice[i]);
            needs |= earlier[i];
        }
        if needs & !mask == 0 {
            out.push((s, sum));
        }
    }
}

/// [`subsets`] of the rolls met before, by roll (issue 11: a playout lists the options
/// at every command, each time with a roll met many times before): a table of
/// [`SubsetMemo::SLOTS`] slots, a roll in the one its hash picks, replacing the roll
/// there. The lists are made one after the other into one vector, which starts again
/// when it is full. An empty slot holds no roll (not even the empty one).
///
/// A slot is a few bytes and owns no memory: a playout that lends fresh buffers makes
/// the table with one write per slot and drops it with one free (issue 11: a slot that
/// owned its list cost a playout's scratch about 12 instructions per slot to make and
/// drop).
#[derive(Debug)]
pub(crate) struct SubsetMemo {
    slots: [SubsetSlot; SubsetMemo::SLOTS],
    /// The lists, each where its slot says.
    made: Vec<(PaidDice, u16)>,
}

impl Default for SubsetMemo {
    fn default() -> SubsetMemo {
        SubsetMemo {
            slots: [SubsetSlot::EMPTY; SubsetMemo::SLOTS],
            made: Vec::with_capacity(SubsetMemo::MADE_AT_FIRST),
        }
    }
}

/// A roll and where its multisets are in [`SubsetMemo::made`].
#[derive(Clone, Copy, Debug)]
struct SubsetSlot {
    /// The roll's dice, as [`PaidDice::v`]'s bytes.
    dice: u64,
    /// The roll's length; [`SubsetSlot::EMPTY`] for a slot that holds no roll.
    len: u8,
    count: u8,
    start: u16,
}

impl SubsetSlot {
    const EMPTY: SubsetSlot = SubsetSlot {
        dice: 0,
        len: u8::MAX,
        count: 0,
        start: 0,
    };
}

impl SubsetMemo {
    const SLOTS: usize = 512;
    /// The lists' vector starts again past this many multisets (about 16 per roll, in
    /// every slot twice over; below `u16::MAX`, a slot's start).
    const MADE: usize = 16_384;
    /// The lists' room in a new memo: a random playout meets about 15 rolls of up to 30
    /// multisets (issue 11: a playout lent a fresh scratch grew the vector about 7 times).
    const MADE_AT_FIRST: usize = 512;

    /// `subsets(dice)`, made once per roll.
    pub(crate) fn of(&mut self, dice: &[u8]) -> &[(PaidDice, u16)] {
        // The roll as `subsets` reads it: its first 8 dice.
        let mut roll = PaidDice::default();
        for (slot, &d) in roll.v.iter_mut().zip(dice) {
            *slot = d;
            roll.len += 1;
        }
        let key = u64::from_le_bytes(roll.v);
        let hash = (key ^ u64::from(roll.len) << 56).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // Below `SLOTS`, the table's length.
        let at = (hash >> 55) as usize % Self::SLOTS;
        let mut slot = self.slots[at];
        if slot.dice != key || slot.len != roll.len {
            // At most 255 multisets (of 8 dice).
            if self.made.len() + 255 > Self::MADE {
                // Every slot's list goes with the vector.
                self.made.clear();
                self.slots.fill(SubsetSlot::EMPTY);
            }
            let start = self.made.len();
            subsets(dice, &mut self.made);
            slot = SubsetSlot {
                dice: key,
                len: roll.len,
                count: (self.made.len() - start) as u8,
                start: start as u16,
            };
            self.slots[at] = slot;
        }
        let start = usize::from(slot.start);
        self.made
            .get(start..start + usize::from(slot.count))
            .unwrap_or(&[])
    }
}

/// The distinct values of a list of bytes, in ascending order, held inline (a die's
/// faces, a hand's card kinds: no vector per turn listing, issue 11).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ByteSet([u64; 4]);

impl ByteSet {
    pub(crate) fn of(bytes: &[u8]) -> ByteSet {
        let mut set = ByteSet::default();
        for &b in bytes {
            set.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
        set
    }
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    pub(crate) fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    pub(crate) fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut bits = w;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Some((i as u8) << 6 | b)
            })
        })
    }
}

/// The working lists of [`Game::turn_actions`], lent by its caller (a playout keeps them
/// between draws, issue 11).
#[derive(Debug, Default)]
pub(crate) struct TurnBuffers {
    /// Only in buffers kept between listings (a playout's scratch): a single listing
    /// makes its lists afresh rather than fill tables it would drop. Boxed: a scratch
    /// holding them stays a few words to move.
    memos: Option<Box<Memos>>,
    /// The roll's multisets, for a listing without memos.
    combos: Vec<(PaidDice, u16)>,
    placeable: Vec<(OccKind, Option<Cell>)>,
}

/// What buffers kept between listings remember.
#[derive(Debug, Default)]
struct Memos {
    subsets: SubsetMemo,
    listing: ListingMemo,
}

impl TurnBuffers {
    /// Buffers lent by a caller that lists many positions (the memos are used).
    pub(crate) fn kept() -> TurnBuffers {
        TurnBuffers {
            memos: Some(Box::default()),
            combos: Vec::new(),
            // Room for the usual lists (issue 11: grown at the first listings of a playout).
            placeable: Vec::with_capacity(8),
        }
    }

    /// [`subsets`] of `dice`: from the memo when the buffers have one.
    pub(crate) fn combos_of(&mut self, dice: &[u8]) -> &[(PaidDice, u16)] {
        let memo = self.memos.as_deref_mut().map(|m| &mut m.subsets);
        roll_multisets(memo, &mut self.combos, dice)
    }
}

/// [`subsets`] of `dice`: from `memo` if there is one, else made into `fresh` (a function
/// of the fields, so that the listing can borrow the buffers' other fields beside it).
fn roll_multisets<'a>(
    memo: Option<&'a mut SubsetMemo>,
    fresh: &'a mut Vec<(PaidDice, u16)>,
    dice: &[u8],
) -> &'a [(PaidDice, u16)] {
    match memo {
        Some(memo) => memo.of(dice),
        None => {
            fresh.clear();
            subsets(dice, fresh);
            fresh
        }
    }
}

/// What a turn listing computes per district from the board rather than from the dice,
/// kept between listings while its inputs stay as they were (issue 11: a search playout
/// lists the options at every command, and most commands move blocs or build, leaving
/// the police and the barricades alone). An entry is known when its district's bit is
/// set in the table's mask (forgetting a table clears its mask only).
#[derive(Debug, Default)]
pub(crate) struct ListingMemo {
    /// The city the entries were made in, by its connections
    /// ([`crate::shared::city::City::same_geometry`]; held, so that they cannot be freed
    /// and their address reused by another city).
    city: Option<crate::shared::city::City>,
    /// The barricades the counts were made on.
    barricades: Option<Barricades>,
    /// [`Game::barricade_choice_count`] by barricades per action (1 to 3) and district.
    barricade_counts: [([u32; CELLS], u32); 3],
    /// Whether the metro was open, and the police, when the destinations were found.
    movement: Option<(bool, CellSet)>,
    /// [`Game::destination_set`] by district: around the police, and through them.
    around_police: ([CellSet; CELLS], u32),
    through_police: ([CellSet; CELLS], u32),
}

impl ListingMemo {
    /// Forgets the entries whose inputs changed: `game`'s city, barricades, metro and
    /// `police` (the districts holding police).
    fn refresh(&mut self, game: &Game, police: CellSet) {
        if !self
            .city
            .as_ref()
            .is_some_and(|c| c.same_geometry(&game.city))
        {
            *self = ListingMemo {
                city: Some(City::clone(&game.city)),
                ..ListingMemo::default()
            };
        }
        if self.barricades.as_ref() != Some(&game.barricades) {
            self.barricades = Some(game.barricades.clone());
            for (_, known) in &mut self.barricade_counts {
                *known = 0;
            }
        }
        let movement = (game.metro_open(), police);
        if self.movement != Some(movement) {
            self.movement = Some(movement);
            self.around_police.1 = 0;
            self.through_police.1 = 0;
        }
    }

    /// [`ListingMemo::barricade_choice_count`] in `memo`, or counted without one.
    fn barricade_choice_count_in(
        memo: Option<&mut ListingMemo>,
        game: &Game,
        f: Faction,
        at: Cell,
    ) -> u32 {
        match memo {
            Some(memo) => memo.barricade_choice_count(game, f, at),
            None => game.barricade_choice_count(f, at),
        }
    }

    /// [`ListingMemo::destinations`] in `memo`, or found without one.
    fn destinations_in(
        memo: Option<&mut ListingMemo>,
        game: &Game,
        at: Cell,
        police: CellSet,
        around: bool,
    ) -> CellSet {
        match memo {
            Some(memo) => memo.destinations(game, at, police, around),
            None => game.destination_set(at, if around { police } else { CellSet::default() }),
        }
    }

    /// [`Game::barricade_choice_count`] of `f` from `at`, counted once per barricades.
    fn barricade_choice_count(&mut self, game: &Game, f: Faction, at: Cell) -> u32 {
        let per_action = usize::from(game.barricades_per_action(f));
        let Some((counts, known)) = self.barricade_counts.get_mut(per_action.wrapping_sub(1))
        else {
            return game.barricade_choice_count(f, at);
        };
        known_or(counts, known, at, || game.barricade_choice_count(f, at))
    }

    /// [`Game::destination_set`] from `at`, around `police` (the districts holding police,
    /// as given to [`ListingMemo::refresh`]) or through them.
    fn destinations(&mut self, game: &Game, at: Cell, police: CellSet, around: bool) -> CellSet {
        let ((sets, known), avoid) = if around {
            (&mut self.around_police, police)
        } else {
            (&mut self.through_police, CellSet::default())
        };
        known_or(sets, known, at, || game.destination_set(at, avoid))
    }
}

/// No link toward a cell in [`Game::links_toward`]: more barricades than any link holds,
/// and no connection's index.
const NO_LINK: (u8, ConnId) = (u8::MAX, ConnId::MAX);

/// How many multisets of `k` among `n` (non-decreasing `k`-tuples): C(n + k - 1, k).
fn multisets(n: u32, k: u32) -> u32 {
    // Each step is C(n + i, i + 1), an integer.
    (0..k).fold(1u64, |c, i| c * u64::from(n + i) / u64::from(i + 1)) as u32
}

/// Index combinations of `k` among `n`.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::new();
    fn rec(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            rec(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    rec(0, n, k, &mut cur, &mut out);
    out
}

impl Game {
    /// The factions that may act now.
    pub fn to_act(&self) -> Vec<Faction> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        if let Some(p) = self.pending.first() {
            return p.faction().into_iter().collect();
        }
        match self.phase {
            Phase::Setup => self
                .factions
                .iter()
                .filter(|s| !s.start_chosen)
                .map(|s| s.faction)
                .collect(),
            Phase::Night { .. } => self.turn.iter().map(|t| t.faction).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether `f` is among [`Game::to_act`] (without listing them).
    pub(crate) fn may_act(&self, f: Faction) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        if let Some(p) = self.pending.first() {
            return p.faction() == Some(f);
        }
        match self.phase {
            Phase::Setup => self
                .factions
                .iter()
                .any(|s| !s.start_chosen && s.faction == f),
            Phase::Night { .. } => self.turn.as_ref().is_some_and(|t| t.faction == f),
            _ => false,
        }
    }

    fn ability(&self, f: Faction) -> Option<&'static FactionAbility> {
        data().faction(f).map(|d| &d.ability)
    }

    fn barricades_per_action(&self, f: Faction) -> u8 {
        match self.ability(f) {
            Some(FactionAbility::BarricadesPerAction { count }) => *count,
            _ => 1,
        }
    }

    fn attack_bonus(&self, f: Faction) -> u8 {
        match self.ability(f) {
            Some(FactionAbility::AttackBonus { bonus }) => *bonus,
            _ => 0,
        }
    }

    fn builds_with_any_die(&self, f: Faction) -> bool {
        matches!(self.ability(f), Some(FactionAbility::BuildAnyDie {}))
    }

    /// Students (U-FAC-4, AMB-5): a move of at most this many blocs ignores police.
    fn lone_bloc_limit(&self, f: Faction) -> u8 {
        match self.ability(f) {
            Some(FactionAbility::LoneBlocIgnoresPolice { blocs }) => *blocs,
            _ => 0,
        }
    }

    fn molotov(&self) -> Option<(u8, u8)> {
        data()
            .loot
            .iter()
            .enumerate()
            .find_map(|(i, c)| match c.effect {
                Effect::AttackBonus { bonus } if c.timing == Timing::Turn => Some((i as u8, bonus)),
                _ => None,
            })
    }

    fn molotovs_in_hand(&self, f: Faction) -> u8 {
        let Some((m, _)) = self.molotov() else {
            return 0;
        };
        self.faction_state(f)
            .map_or(0, |s| s.hand.iter().filter(|&&c| c == m).count() as u8)
    }

    fn mine(&self, f: Faction, at: Cell) -> u8 {
        self.districts[at.index()].blocs[f.index()]
    }

    /// Where a movement of `blocs` blocs of `f` from `from` may end (U-MOVE-3..5).
    pub fn destinations(&self, f: Faction, from: Cell, blocs: u8) -> Vec<Cell> {
        self.destination_cells(f, from, blocs).iter().collect()
    }

    /// [`Game::destinations`] as a set.
    fn destination_cells(&self, f: Faction, from: Cell, blocs: u8) -> CellSet {
        self.police_in_the_way(f, from, blocs)
            .map_or(CellSet::default(), |police| {
                self.destination_set(from, police)
            })
    }

    /// Whether `to` is among [`Game::destinations`] (without finding them all).
    fn may_move_to(&self, f: Faction, from: Cell, blocs: u8, to: Cell) -> bool {
        self.police_in_the_way(f, from, blocs)
            .is_some_and(|police| {
                self.city.district_set().contains(to)
                    && movement::reaches(&self.city, from, to, self.metro_open(), police)
            })
    }

    /// The police a movement of `blocs` blocs of `f` from `from` may not pass through:
    /// none for a Students lone bloc (U-FAC-4, AMB-5), else the districts holding police;
    /// `None` when the blocs may not leave (a clash, U-MOVE-3).
    fn police_in_the_way(&self, f: Faction, from: Cell, blocs: u8) -> Option<CellSet> {
        if blocs <= self.lone_bloc_limit(f) {
            return Some(CellSet::default());
        }
        if self.districts[from.index()].has_police() {
            return None;
        }
        Some(self.police_set())
    }

    /// The districts a movement from `from` may end in, passing through none of `police`
    /// (empty: through police, U-MOVE-3..5).
    fn destination_set(&self, from: Cell, police: CellSet) -> CellSet {
        movement::reachable(&self.city, from, self.metro_open(), police)
            .intersection(self.city.district_set())
    }

    /// The districts holding police (squads or a van).
    fn police_set(&self) -> CellSet {
        let bits = self
            .districts
            .iter()
            .enumerate()
            .fold(0, |m, (i, d)| m | u32::from(d.has_police()) << i);
        CellSet::from_bits(bits)
    }

    /// Whether a Build by `f` may go in `at` (U-OCC-1, U-OCC-2).
    fn may_build_in(&self, f: Faction, at: Cell) -> bool {
        match self.circle(at) {
            Some(Circle::Faction) => self.kind(at).and_then(DistrictKind::faction) == Some(f),
            Some(Circle::Open) => true,
            None => false,
        }
    }

    /// Occupation kinds `f` can place, with the relocation source if needed (U-OCC-4).
    fn placeable(&self, f: Faction, at: Cell) -> Vec<(OccKind, Option<Cell>)> {
        let mut out = Vec::new();
        self.placeable_into(f, at, &mut out);
        out
    }

    /// [`Game::placeable`] into `out` (cleared first).
    fn placeable_into(&self, f: Faction, at: Cell, out: &mut Vec<(OccKind, Option<Cell>)>) {
        out.clear();
        let Some(s) = self.faction_state(f) else {
            return;
        };
        let all_out = s.reserve.iter().all(|&r| r == 0);
        for k in OccKind::ALL {
            if s.reserve[k.index()] > 0 {
                out.push((k, None));
            } else if all_out {
                for c in self.occupation_cells(f, Some(k)) {
                    if c != at {
                        out.push((k, Some(c)));
                    }
                }
            }
        }
    }

    /// Every command that would be accepted now.
    pub fn legal_actions(&self) -> Vec<Command> {
        let mut out = Vec::new();
        if self.outcome.is_some() {
            return out;
        }
        if let Some(p) = self.pending.first() {
            let Some(by) = p.faction() else { return out };
            let mut push = |act| out.push(Command { by, act });
            match p {
                Pending::KeepLoot { drawn, keep, .. } => {
                    let k = (*keep as usize).min(drawn.len());
                    let mut seen: Vec<Vec<u8>> = Vec::new();
                    for idx in combinations(drawn.len(), k) {
                        let mut cards: Vec<u8> = idx.iter().map(|&i| drawn[i]).collect();
                        cards.sort_unstable();
                        if !seen.contains(&cards) {
                            seen.push(cards.clone());
                            push(Act::Keep { cards });
                        }
                    }
                }
                Pending::FreeMove { from, max, .. } => {
                    push(Act::FreeMove {
                        to: *from,
                        blocs: 0,
                    });
                    let have = self.mine(by, *from).min(*max);
                    for blocs in 1..=have {
                        for to in self.free_move_targets(*from) {
                            push(Act::FreeMove { to, blocs });
                        }
                    }
                }
                Pending::LiberationChoice { card, .. } => {
                    let n = data()
                        .liberation
                        .get(*card as usize)
                        .map_or(0, |c| c.options.len());
                    for option in 0..n as u8 {
                        push(Act::Choose { option });
                    }
                }
                Pending::MeetingReturn { .. } => {
                    // The whole return to each district, then, where there are two or
                    // more districts to return to, part of them to one (AMB-15: «A
                    // et/ou B»; the rest by a further return).
                    let options = self.return_options(by);
                    for &to in &options {
                        push(Act::Return { to, blocs: None });
                    }
                    let there = self.faction_state(by).map_or(0, |s| s.meeting);
                    if options.len() >= 2 {
                        for &to in &options {
                            for n in 1..there {
                                push(Act::Return { to, blocs: Some(n) });
                            }
                        }
                    }
                }
                Pending::Casualties { at, losses, .. } => {
                    for split in self.casualty_splits(*at, *losses) {
                        push(Act::Casualties { losses: split });
                    }
                }
                Pending::SocialVote { .. } => {
                    push(Act::Vote { yes: true });
                    push(Act::Vote { yes: false });
                }
                Pending::SunriseLoot { window, .. } => {
                    push(Act::Pass);
                    for card in self.window_cards(by, *window) {
                        for at in self.sunrise_targets(by, card) {
                            push(Act::Play { card, at, to: None });
                        }
                    }
                }
                Pending::ControlVeto { .. } => {
                    push(Act::Veto { allow: true });
                    push(Act::Veto { allow: false });
                }
            }
            return out;
        }
        match self.phase {
            Phase::Setup => {
                for s in self.factions.iter().filter(|s| !s.start_chosen) {
                    for at in self.own_districts(s.faction) {
                        out.push(Command {
                            by: s.faction,
                            act: Act::Start { at },
                        });
                    }
                }
            }
            Phase::Night { .. } => {
                if let Some(t) = &self.turn {
                    let mut listing = Listing {
                        game: self,
                        by: t.faction,
                        out: &mut out,
                        barricades: None,
                    };
                    let mut buffers = TurnBuffers::default();
                    self.turn_actions(t.faction, &t.dice, &mut listing, &mut buffers);
                }
            }
            _ => {}
        }
        out
    }

    fn free_move_targets(&self, from: Cell) -> Vec<Cell> {
        if self.districts[from.index()].has_police() {
            return Vec::new();
        }
        movement::reachable(&self.city, from, self.metro_open(), self.police_set())
            .intersection(self.city.district_set())
            .iter()
            .collect()
    }

    /// [`Game::turn_actions`]' pass over the districts: those holding police, those where
    /// `f` has blocs or an occupation (as bits), and whether one of `f`'s occupations
    /// stands in a liberated district. Without short circuits (`|`, `&` on booleans):
    /// every district is read. Not inlined: in the listing's large body the loop's sums
    /// were kept on the stack (issue 11: 25 instructions a district, here 21; 4,165 ->
    /// 4,086 a playout command).
    #[inline(never)]
    fn listing_scan(&self, f: Faction) -> (CellSet, CellSet, bool) {
        let mut police_bits = 0u32;
        let mut visit_bits = 0u32;
        let mut own_liberated = false;
        for (i, d) in self.districts.iter().enumerate() {
            let own = d.occupation.is_some_and(|o| o.owner == f);
            // A faction's index is below 4: no bounds check.
            let blocs = d.blocs[f.index()] > 0;
            police_bits |= u32::from(d.has_police()) << i;
            visit_bits |= u32::from(blocs | own) << i;
            own_liberated |= own & d.liberated;
        }
        (
            CellSet::from_bits(police_bits),
            CellSet::from_bits(visit_bits),
            own_liberated,
        )
    }

    /// The options of `f`'s turn with `dice`, in the order [`Game::legal_actions`] lists
    /// them, into `out` (listed, or counted for a random draw: [`crate::shared::draw`]).
    /// Its working lists are in `buffers` (kept by a caller that lists many positions).
    pub(crate) fn turn_actions(
        &self,
        f: Faction,
        dice: &[u8],
        out: &mut impl TurnSink,
        buffers: &mut TurnBuffers,
    ) {
        out.one(Act::Pass);
        let TurnBuffers {
            memos,
            combos: fresh_combos,
            placeable,
        } = buffers;
        let (subset_memo, mut memo) = match memos.as_deref_mut() {
            Some(Memos { subsets, listing }) => (Some(subsets), Some(listing)),
            None => (None, None),
        };
        let values = ByteSet::of(dice);
        let combos = roll_multisets(subset_memo, fresh_combos, dice);
        // The faction's lookups, once per listing rather than once per district (issue 11).
        let fs = self.faction_state(f);
        let hand = fs.map_or(ByteSet::default(), |s| ByteSet::of(&s.hand));
        let lone = self.lone_bloc_limit(f);
        let any_die = self.builds_with_any_die(f);
        // One pass over the districts (issue 11, search playouts): the police (the same
        // for every district), and the districts with options, those where `f` has blocs
        // or an occupation (the others list nothing); whether one of `f`'s occupations
        // stands in a liberated district (no Conditions card asking for one completes
        // without).
        let (police, visit, own_liberated) = self.listing_scan(f);
        if let Some(memo) = memo.as_deref_mut() {
            memo.refresh(self, police);
        }
        for at in visit.intersection(self.city.district_set()).iter() {
            let here = self.mine(f, at);
            let di = &self.districts[at.index()];
            // Only districts with blocs need the difficulty (looked up in the data).
            let diff = if here > 0 { self.difficulty(at) } else { 0 };
            if here > 0 && !di.has_police() {
                // Where blocs may go, computed once: small groups ignore the police
                // (U-MOVE-5), the others do not.
                let through_police = if lone > 0 {
                    ListingMemo::destinations_in(memo.as_deref_mut(), self, at, police, false)
                } else {
                    CellSet::default()
                };
                let around_police = if here > lone {
                    ListingMemo::destinations_in(memo.as_deref_mut(), self, at, police, true)
                } else {
                    CellSet::default()
                };
                let barricades =
                    ListingMemo::barricade_choice_count_in(memo.as_deref_mut(), self, f, at);
                // U-MOVE-1, U-MEET-1; U-BAR-1, U-BAR-2.
                let moves = Moves {
                    from: at,
                    die: 0,
                    blocs: here,
                    lone,
                    through: through_police,
                    around: around_police,
                };
                out.per_die(moves, barricades, values);
                // U-LOOT-1.
                if self.free_shopping_centers(at) > 0 && self.loot_tokens > 0 {
                    let pay = Pay::new(Payments::SumAtLeast(u16::from(diff)), combos, values);
                    out.paid_group(PaidGroup::Loot { at }, &pay);
                }
                // U-OCC-1, U-OCC-3.
                let pay = Pay::new(
                    if any_die {
                        Payments::EachDie
                    } else {
                        Payments::SumAtLeast(u16::from(diff))
                    },
                    combos,
                    values,
                );
                if pay.count() > 0 {
                    self.placeable_into(f, at, placeable);
                    let build = di.occupation.is_none() && self.may_build_in(f, at);
                    for &(kind, relocate) in placeable.iter() {
                        let group = PaidGroup::Occupy {
                            at,
                            kind,
                            relocate,
                            build,
                            swap: self.swap_allowed(f, at, kind),
                        };
                        out.paid_group(group, &pay);
                    }
                }
            }
            // U-ATK.
            if here > 0 && di.has_police() && self.attacks[f.index()][at.index()] < here {
                let bonus = self.attack_bonus(f);
                let mol = self.molotov().map_or(0, |(_, b)| b);
                for molotovs in 0..=self.molotovs_in_hand(f) {
                    let extra = u16::from(bonus) + u16::from(molotovs) * u16::from(mol);
                    let group = PaidGroup::Attack {
                        at,
                        molotovs,
                        squads: di.squads > 0,
                        pushes: self.city.neighbour_set(at),
                        van: di.van.is_some(),
                    };
                    let pay = Pay::new(
                        Payments::SumAtLeast(u16::from(diff).saturating_sub(extra)),
                        combos,
                        values,
                    );
                    out.paid_group(group, &pay);
                }
            }
            // Occupation abilities (U-OCC-6..9): no bloc needed.
            if let Some(o) = di.occupation {
                let used = self.turn.as_ref().is_some_and(|t| t.used.contains(&at));
                if o.owner == f && !used {
                    for die in values.iter() {
                        match o.kind {
                            OccKind::Hall if fs.is_some_and(|s| s.supply > 0) => {
                                out.one(Act::Hall { at, die })
                            }
                            OccKind::Aid => out.one(Act::Aid { at, die }),
                            _ => {}
                        }
                    }
                }
            }
            // Loot cards (U-LOOT-6, U-LOOT-7): where you have blocs.
            if here > 0 {
                for card in hand.iter() {
                    for to in self.play_targets(f, card, at) {
                        out.one(Act::Play { card, at, to });
                    }
                }
            }
        }
        // U-LOOT-8: give a card to a faction met in a district (nothing to give: no
        // district to scan).
        if !hand.is_empty() {
            // Where each faction has blocs, one pass over the districts' counts (without
            // a branch), highways left out after.
            let mut present = [0u32; 4];
            for (i, d) in self.districts.iter().enumerate() {
                for (bits, &n) in present.iter_mut().zip(&d.blocs) {
                    *bits |= u32::from(n > 0) << i;
                }
            }
            let district_bits = self.city.district_set().bits();
            for bits in &mut present {
                *bits &= district_bits;
            }
            let with_f = present.get(f.index()).copied().unwrap_or(0);
            for other in self.factions.iter().map(|s| s.faction) {
                let meets =
                    other != f && present.get(other.index()).is_some_and(|&b| b & with_f != 0);
                if meets {
                    for card in hand.iter() {
                        out.one(Act::Give { card, to: other });
                    }
                }
            }
        }
        // U-COND-3, AMB-17.
        let token = fs.and_then(|s| s.token);
        for &card in &self.conditions_up {
            if token != Some(card)
                && self.token_free(card)
                && self.completes_knowing(f, card, own_liberated)
            {
                out.one(Act::Token { card });
            }
        }
    }

    /// [`Game::completes`], told whether one of `f`'s occupations stands in a liberated
    /// district: without one, only a card asking for no district completes (AMB-19), and
    /// no district need be looked at (issue 11: the turn listing knows it from its pass).
    fn completes_knowing(&self, f: Faction, card: u8, own_liberated: bool) -> bool {
        if own_liberated {
            return self.completes(f, card);
        }
        data()
            .conditions
            .get(card as usize)
            .is_some_and(|c| matches!(c.requires, Requirement::Wild { count: 0, .. }))
    }

    fn token_free(&self, card: u8) -> bool {
        self.factions.iter().all(|s| s.token != Some(card))
    }

    /// Every barricade action `f` may take from `at`, in listing order.
    pub(crate) fn barricade_choices(&self, f: Faction, at: Cell) -> Vec<Vec<Cell>> {
        let mut out = Vec::new();
        self.each_barricade_choice(f, at, |toward| {
            out.push(toward.to_vec());
            true
        });
        out
    }

    /// How many barricade actions `f` may take from `at` (counted, not built).
    fn barricade_choice_count(&self, f: Faction, at: Cell) -> u32 {
        // Where no link from `at` holds enough barricades to fill up with what one action
        // places, and the supply has them, every choice fits: the count is the number of
        // non-decreasing tuples of neighbours (issue 11: most districts, most of the
        // time). A link through one of `at`'s borders leaves `at` (links cross highways,
        // never districts: `links_through_a_districts_borders_leave_it`), so `at`'s own
        // links are all the R-BARR-3 check reads.
        let per_action = u32::from(self.barricades_per_action(f));
        let neighbours = self.city.neighbour_set(at).len();
        let most = self
            .city
            .incident(at)
            .iter()
            .map(|&l| self.barricades.on_connection(&self.city, l))
            .max()
            .unwrap_or(0);
        if neighbours > 0
            && per_action > 0
            && u32::from(self.barricades.supply()) >= per_action
            && u32::from(most) + per_action - 1 < u32::from(MAX_PER_LINK)
        {
            return multisets(neighbours, per_action);
        }
        let mut n = 0;
        self.each_barricade_choice(f, at, |_| {
            n += 1;
            true
        });
        n
    }

    /// The `j`-th barricade action of `f` from `at`, in listing order.
    pub(crate) fn nth_barricade_choice(&self, f: Faction, at: Cell, j: u32) -> Option<Vec<Cell>> {
        let mut left = j;
        let mut found = None;
        self.each_barricade_choice(f, at, |toward| {
            if left == 0 {
                found = Some(toward.to_vec());
                return false;
            }
            left -= 1;
            true
        });
        found
    }

    /// Visits the barricade actions of `f` from `at` (the neighbours each barricade goes
    /// toward) in listing order, while `visit` says to go on.
    fn each_barricade_choice(&self, f: Faction, at: Cell, mut visit: impl FnMut(&[Cell]) -> bool) {
        let mut adj = [Cell(0); CELLS];
        let mut count = 0;
        for c in self.city.neighbour_set(at).iter() {
            adj[count] = c;
            count += 1;
        }
        let adj = &adj[..count];
        // A district whose every street ends at a dead end has nowhere to barricade
        // towards (found by computer players' games: the tuple below indexed `adj[0]`).
        if adj.is_empty() {
            return;
        }
        // An empty supply fits no barricade (`misfit_one`'s first refusal for every link).
        if self.barricades.supply() == 0 {
            return;
        }
        let n = self.barricades_per_action(f) as usize;
        if n == 1 {
            // One barricade: each neighbour's link (as `link_toward`) from one pass over
            // the district's connections.
            let best = self.links_toward(&self.barricades, at);
            for &to in adj {
                let Some(&(_, l)) = best.get(to.index()).filter(|b| **b != NO_LINK) else {
                    continue;
                };
                // `misfit` of one link is `misfit_one` on the board (no probe copied).
                let fits = self
                    .barricades
                    .misfit_one(&self.city, at, l, MAX_PER_LINK)
                    .is_none();
                if fits && !visit(&[to]) {
                    return;
                }
            }
            return;
        }
        // Non-decreasing index tuples (the order of one action's barricades is irrelevant),
        // in lexicographic order, depth first: a prefix's barricades are placed on a probe
        // once for all its extensions, and a prefix that does not fit ends them all (as
        // `barricades_fit` checks a tuple's barricades in order and stops at the first).
        // At most 8 barricades per action on the stack; more (no faction has them) on the heap.
        let mut toward_stack = [Cell(0); 8];
        let mut toward_heap;
        let toward: &mut [Cell] = if n <= 8 {
            &mut toward_stack[..n]
        } else {
            toward_heap = vec![Cell(0); n];
            &mut toward_heap
        };
        let mut probe = self.barricades.clone();
        self.barricade_tuples(at, adj, 0, &mut probe, toward, 0, &mut visit);
    }

    /// The non-decreasing tuples from `adj[first..]` at position `k` on, each barricade
    /// checked on `probe` (the tuple's first `k` placed); false when `visit` says to stop.
    #[allow(clippy::too_many_arguments)]
    fn barricade_tuples(
        &self,
        at: Cell,
        adj: &[Cell],
        first: usize,
        probe: &mut Barricades,
        toward: &mut [Cell],
        k: usize,
        visit: &mut impl FnMut(&[Cell]) -> bool,
    ) -> bool {
        // Each neighbour's link on this probe, in one pass (not one per neighbour).
        let best = self.links_toward(probe, at);
        for (i, &to) in adj.iter().enumerate().skip(first) {
            let Some(&(_, l)) = best.get(to.index()).filter(|b| **b != NO_LINK) else {
                continue;
            };
            if probe.misfit_one(&self.city, at, l, MAX_PER_LINK).is_some() {
                continue;
            }
            toward[k] = to;
            if k + 1 == toward.len() {
                if !visit(toward) {
                    return false;
                }
                continue;
            }
            let saved = probe.clone();
            probe.place(&self.city, at, l);
            let go_on = self.barricade_tuples(at, adj, i, probe, toward, k + 1, visit);
            *probe = saved;
            if !go_on {
                return false;
            }
        }
        true
    }

    /// Each neighbour's link from `at` with the barricades `on`, by cell index: the one
    /// [`Game::link_toward_on`] picks (fewest barricades, then the lowest link), found in
    /// one pass over the district's connections (issue 11: barricade counting), beside
    /// its barricades; `NO_LINK` where no connection leads.
    #[inline(always)]
    fn links_toward(&self, on: &Barricades, at: Cell) -> [(u8, ConnId); CELLS] {
        let mut best = [NO_LINK; CELLS];
        for &l in self.city.incident(at) {
            let to = self.city.connection(l).other(at);
            let key = on.route_key(&self.city, l);
            if let Some(b) = best.get_mut(to.index()) {
                if key < *b {
                    *b = key;
                }
            }
        }
        best
    }

    /// The link a barricade from `at` toward `to` goes on: fewest barricades, then the
    /// lowest link (AMB-38).
    fn link_toward(&self, at: Cell, to: Cell) -> Option<crate::shared::city::ConnId> {
        self.link_toward_on(&self.barricades, at, to)
    }

    /// [`Game::link_toward`] with the barricades `on` (a probe).
    fn link_toward_on(
        &self,
        on: &Barricades,
        at: Cell,
        to: Cell,
    ) -> Option<crate::shared::city::ConnId> {
        on.least_barricaded_route(&self.city, at, to)
    }

    fn barricades_fit(&self, at: Cell, toward: &[Cell]) -> bool {
        // One barricade: nothing placed before it, so no probe to copy.
        if let [to] = toward {
            return self.link_toward(at, *to).is_some_and(|l| {
                self.barricades
                    .misfit(&self.city, at, &[l], MAX_PER_LINK)
                    .is_none()
            });
        }
        let mut probe = self.barricades.clone();
        for &to in toward {
            let Some(l) = self.link_toward_on(&probe, at, to) else {
                return false;
            };
            if probe.misfit(&self.city, at, &[l], MAX_PER_LINK).is_some() {
                return false;
            }
            probe.place(&self.city, at, l);
        }
        true
    }

    fn swap_allowed(&self, f: Faction, at: Cell, kind: OccKind) -> bool {
        let Some(o) = self.districts[at.index()].occupation else {
            return false;
        };
        if o.owner == f {
            o.kind != kind
        } else {
            matches!(
                self.kind(at),
                Some(DistrictKind::State) | Some(DistrictKind::Public)
            )
        }
    }

    /// Where a turn loot card can be played from `at`, with its second district.
    fn play_targets(&self, f: Faction, card: u8, at: Cell) -> Vec<Option<Cell>> {
        let Some(c) = data().loot.get(card as usize) else {
            return Vec::new();
        };
        if c.timing != Timing::Turn {
            return Vec::new();
        }
        let di = &self.districts[at.index()];
        match c.effect {
            Effect::PushSquads { .. } if di.squads > 0 => {
                self.city.adjacent(at).into_iter().map(Some).collect()
            }
            Effect::PlaceBarricades { barricades } => self
                .city
                .adjacent(at)
                .into_iter()
                .filter(|&to| self.barricades_fit(at, &vec![to; barricades as usize]))
                .map(Some)
                .collect(),
            Effect::MoveBlocs { blocs } => {
                let n = blocs.min(self.mine(f, at));
                self.destinations(f, at, n.max(self.lone_bloc_limit(f) + 1))
                    .into_iter()
                    .map(Some)
                    .collect()
            }
            Effect::FormBlocs { .. } if self.faction_state(f).is_some_and(|s| s.supply > 0) => {
                vec![None]
            }
            Effect::Graffiti { .. }
                if self.free_shopping_centers(at) > 0 && self.loot_tokens > 0 =>
            {
                vec![None]
            }
            _ => Vec::new(),
        }
    }

    /// Every way `losses` squad hits can fall on the blocs in `at` (U-REACT-2c): each
    /// faction's count, in the canonical form of [`Act::Casualties`].
    fn casualty_splits(&self, at: Cell, losses: u8) -> Vec<Vec<(Faction, u8)>> {
        let blocs = self.districts[at.index()].blocs;
        let mut out = Vec::new();
        let mut counts = [0u8; 4];
        split_losses(&blocs, 0, losses, &mut counts, &mut out);
        out
    }

    /// What to do for a faction that does not answer.
    pub fn default_command(&self) -> Option<Command> {
        if self.outcome.is_some() {
            return None;
        }
        if let Some(p) = self.pending.first() {
            let by = p.faction()?;
            let act = match p {
                Pending::KeepLoot { drawn, keep, .. } => {
                    let mut cards: Vec<u8> = drawn.iter().take(*keep as usize).copied().collect();
                    cards.sort_unstable();
                    Act::Keep { cards }
                }
                Pending::FreeMove { from, .. } => Act::FreeMove {
                    to: *from,
                    blocs: 0,
                },
                Pending::LiberationChoice { .. } => Act::Choose { option: 0 },
                Pending::MeetingReturn { .. } => Act::Return {
                    to: *self
                        .by_priority(self.return_options(by), Priority::Lowest)
                        .first()?,
                    blocs: None,
                },
                Pending::SocialVote { .. } => Act::Vote { yes: false },
                Pending::SunriseLoot { .. } => Act::Pass,
                // AMB-32: an unanswered veto allows.
                Pending::ControlVeto { .. } => Act::Veto { allow: true },
                // AMB-45: the decider's own blocs first.
                Pending::Casualties { at, losses, .. } => Act::Casualties {
                    losses: canonical_losses(self.default_casualties(*at, *losses)),
                },
            };
            return Some(Command { by, act });
        }
        match self.phase {
            Phase::Setup => {
                let s = self.factions.iter().find(|s| !s.start_chosen)?;
                let at = *self
                    .by_priority(self.own_districts(s.faction), Priority::Lowest)
                    .first()?;
                Some(Command {
                    by: s.faction,
                    act: Act::Start { at },
                })
            }
            Phase::Night { .. } => self.turn.as_ref().map(|t| Command {
                by: t.faction,
                act: Act::Pass,
            }),
            _ => None,
        }
    }

    /// Applies one command, or refuses it and changes nothing.
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Event>, ActionError> {
        if self.outcome.is_some() {
            return Err(ActionError::GameOver);
        }
        if self.faction_state(cmd.by).is_none() {
            return Err(ActionError::NotInPlay { faction: cmd.by });
        }
        if !self.may_act(cmd.by) {
            return Err(ActionError::NotYourTurn { faction: cmd.by });
        }
        let mut next = self.clone();
        let mut ev = Vec::new();
        next.apply_in_place(cmd, &mut ev)?;
        #[cfg(debug_assertions)]
        if let Err(e) = next.check_invariants() {
            panic!("invariant broken after a command: {e:?}");
        }
        *self = next;
        Ok(ev)
    }

    /// The body of [`Game::apply`] without its copy: after a refusal the game is left
    /// half-changed (computer players' playouts drop it, `engine::Search::apply_trusted`).
    pub(crate) fn apply_in_place(
        &mut self,
        cmd: Command,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.apply_in_place_with(cmd, Checks::Make, ev)
    }

    /// [`Game::apply_in_place`], the checks the listing made not made again when `checks`
    /// says the command was listed by this position (issue 11).
    pub(crate) fn apply_in_place_with(
        &mut self,
        cmd: Command,
        checks: Checks,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.execute(cmd, checks, ev)?;
        self.check_tokens(ev);
        self.check_crushed(ev);
        // The checks again only if the game moved on: they change nothing twice over the
        // same position (issue 11: most commands leave the turn going).
        if self.advance(ev) {
            self.check_tokens(ev);
            self.check_crushed(ev);
        }
        self.counter += 1;
        Ok(())
    }

    fn spend(&mut self, dice: &[u8]) -> Result<u16, ActionError> {
        let t = self.turn.as_mut().ok_or(ActionError::WrongDecision)?;
        if dice.is_empty() {
            return Err(ActionError::OneDie);
        }
        // One die (moves, Meetings, barricades, occupations' abilities: most commands of
        // a playout, issue 11): there or not, found once.
        if let [v] = dice {
            let i = t
                .dice
                .iter()
                .position(|x| x == v)
                .ok_or(ActionError::NoSuchDie { value: *v })?;
            t.dice.remove(i);
            return Ok(u16::from(*v));
        }
        // Every die checked before any is spent (a refusal changes nothing).
        for (k, &v) in dice.iter().enumerate() {
            let wanted = dice[..=k].iter().filter(|&&x| x == v).count();
            if t.dice.iter().filter(|&&x| x == v).count() < wanted {
                return Err(ActionError::NoSuchDie { value: v });
            }
        }
        for &v in dice {
            if let Some(i) = t.dice.iter().position(|&x| x == v) {
                t.dice.remove(i);
            }
        }
        Ok(dice.iter().map(|&x| u16::from(x)).sum())
    }

    fn check_cell(&self, c: Cell) -> Result<(), ActionError> {
        if c.index() >= self.districts.len() || self.city.is_highway(c) {
            return Err(ActionError::NoSuchDistrict);
        }
        Ok(())
    }

    /// Blocs of `f` at `at`, not in a clash (U-ACT-4).
    fn calm(&self, f: Faction, at: Cell) -> Result<u8, ActionError> {
        self.check_cell(at)?;
        let n = self.mine(f, at);
        if n == 0 {
            return Err(ActionError::NoBlocs { at });
        }
        if self.districts[at.index()].has_police() {
            return Err(ActionError::InClash { at });
        }
        Ok(n)
    }

    fn at_least(&self, at: Cell, value: u16) -> Result<(), ActionError> {
        let diff = self.difficulty(at);
        if value < u16::from(diff) {
            return Err(ActionError::DieTooLow {
                at,
                difficulty: diff,
                value: value.min(255) as u8,
            });
        }
        Ok(())
    }

    fn execute(
        &mut self,
        cmd: Command,
        checks: Checks,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let f = cmd.by;
        if let Some(p) = self.pending.first().cloned() {
            return self.answer(f, p, cmd.act, ev);
        }
        match (&self.phase, cmd.act) {
            (Phase::Setup, Act::Start { at }) => {
                self.check_cell(at)?;
                // `own_districts(f).contains(&at)` without the list (issue 11).
                if self.kind(at) != Some(f.home_kind()) {
                    return Err(ActionError::CannotBuildHere { at });
                }
                self.place_start(f, at, ev);
                Ok(())
            }
            (Phase::Night { .. }, act) => self.turn_act(f, act, checks, ev),
            _ => Err(ActionError::WrongDecision),
        }
    }

    /// U-SETUP-10: the Start, the starting blocs, barricades towards van districts.
    fn place_start(&mut self, f: Faction, at: Cell, ev: &mut Vec<Event>) {
        let d = data();
        let blocs = d
            .players
            .iter()
            .find(|r| r.players == self.config.players)
            .map_or(1, |r| r.starting_blocs);
        if let Some(s) = self.fs_mut(f) {
            s.start_chosen = true;
            s.reserve[OccKind::Start.index()] = s.reserve[OccKind::Start.index()].saturating_sub(1);
        }
        self.districts[at.index()].occupation = Some(Occupation {
            owner: f,
            kind: OccKind::Start,
        });
        let formed = self.form_blocs(f, at, blocs);
        ev.push(Event::StartPlaced {
            faction: f,
            at,
            blocs: formed,
        });
        // The neighbours and their connections without lists (issue 11).
        for n in self.city.neighbour_set(at).iter() {
            if self.districts[n.index()].van.is_none() {
                continue;
            }
            for l in self.city.routes_between(at, n) {
                for _ in 0..d.police_setup.barricades_towards_vans {
                    if self
                        .barricades
                        .misfit_one(&self.city, at, l, MAX_PER_LINK)
                        .is_some()
                    {
                        break;
                    }
                    self.barricades.place(&self.city, at, l);
                    ev.push(Event::BarricadePlaced {
                        from: at,
                        toward: n,
                    });
                }
            }
        }
    }

    fn answer(
        &mut self,
        f: Faction,
        p: Pending,
        act: Act,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        match (p, act) {
            (Pending::KeepLoot { drawn, keep, .. }, Act::Keep { cards }) => {
                if cards.len() != (keep as usize).min(drawn.len()) {
                    return Err(ActionError::BadChoice);
                }
                let mut rest = drawn.clone();
                for c in &cards {
                    let i = rest
                        .iter()
                        .position(|x| x == c)
                        .ok_or(ActionError::BadChoice)?;
                    rest.remove(i);
                }
                self.pending.remove(0);
                self.loot_discard.extend(rest);
                if let Some(s) = self.fs_mut(f) {
                    s.hand.extend(cards.iter().copied());
                }
                ev.push(Event::LootKept {
                    faction: f,
                    count: cards.len() as u8,
                    cards,
                });
                Ok(())
            }
            (Pending::FreeMove { from, max, .. }, Act::FreeMove { to, blocs }) => {
                if blocs > 0 {
                    self.check_cell(to)?;
                    if blocs > max || blocs > self.mine(f, from) {
                        return Err(ActionError::NoBlocs { at: from });
                    }
                    if !self.free_move_targets(from).contains(&to) {
                        return Err(ActionError::Unreachable { from, to });
                    }
                    self.move_blocs(f, from, to, blocs, ev);
                }
                self.pending.remove(0);
                Ok(())
            }
            (
                Pending::LiberationChoice {
                    at,
                    card,
                    choosers,
                    mut chosen,
                },
                Act::Choose { option },
            ) => {
                let n = data()
                    .liberation
                    .get(card as usize)
                    .map_or(0, |c| c.options.len());
                if option as usize >= n {
                    return Err(ActionError::BadChoice);
                }
                chosen.push((f, option));
                ev.push(Event::OptionChosen { faction: f, option });
                self.pending.remove(0);
                if chosen.len() == choosers.len() {
                    self.resolve_liberation(at, card, &chosen, ev);
                } else {
                    self.pending.insert(
                        0,
                        Pending::LiberationChoice {
                            at,
                            card,
                            choosers,
                            chosen,
                        },
                    );
                }
                Ok(())
            }
            (Pending::MeetingReturn { .. }, Act::Return { to, blocs }) => {
                if !self.return_options(f).contains(&to) {
                    return Err(ActionError::BadChoice);
                }
                let there = self.faction_state(f).map_or(0, |s| s.meeting);
                // AMB-15 («n'importe quel quartier où elle a construit une occupation»):
                // some of the blocs here, the others by a further return.
                let blocs = match blocs {
                    None => there,
                    Some(n) if n >= 1 && n <= there => n,
                    Some(_) => return Err(ActionError::BadChoice),
                };
                if let Some(s) = self.fs_mut(f) {
                    s.meeting -= blocs;
                }
                self.districts[to.index()].blocs[f.index()] += blocs;
                ev.push(Event::MeetingReturned {
                    faction: f,
                    to,
                    blocs,
                });
                if blocs == there {
                    self.pending.remove(0);
                }
                Ok(())
            }
            (Pending::Casualties { at, losses, .. }, Act::Casualties { losses: split }) => {
                if !self.casualty_splits(at, losses).contains(&split) {
                    return Err(ActionError::BadChoice);
                }
                let mut chosen = [0u8; 4];
                for &(g, n) in &split {
                    chosen[g.index()] = n;
                }
                self.sunrise.casualties.push((at, chosen));
                ev.push(Event::CasualtiesChosen {
                    by: f,
                    at,
                    losses: split,
                });
                self.pending.remove(0);
                Ok(())
            }
            (Pending::SunriseLoot { .. }, Act::Pass) => {
                self.pending.remove(0);
                Ok(())
            }
            (Pending::SunriseLoot { window, .. }, Act::Play { card, at, to: None }) => {
                if !self.window_cards(f, window).contains(&card)
                    || !self.sunrise_targets(f, card).contains(&at)
                {
                    return Err(ActionError::NoSuchCard);
                }
                self.discard_from_hand(f, card);
                ev.push(Event::LootPlayed {
                    faction: f,
                    card,
                    at,
                });
                match data().loot.get(card as usize).map(|c| c.effect) {
                    Some(Effect::SaveBlocs { blocs }) => self.sunrise.saved.push((at, f, blocs)),
                    Some(Effect::CancelSquadAttacks { squads }) => {
                        self.sunrise.calmed.push((at, squads))
                    }
                    Some(Effect::LiberationBonus { blocs }) => self.sunrise.bonus.push((at, blocs)),
                    _ => {}
                }
                Ok(())
            }
            (
                Pending::ControlVeto {
                    controller,
                    command,
                },
                Act::Veto { allow },
            ) => {
                self.pending.remove(0);
                if allow {
                    self.turn_act_unvetted(command.by, command.act, Checks::Make, ev)
                } else {
                    let at = match command.act {
                        Act::Build { at, .. } | Act::Swap { at, .. } => at,
                        _ => return Err(ActionError::WrongDecision),
                    };
                    ev.push(Event::Vetoed { at, by: controller });
                    Ok(())
                }
            }
            (Pending::SocialVote { voters, mut yes }, Act::Vote { yes: agree }) => {
                ev.push(Event::Voted {
                    faction: f,
                    yes: agree,
                });
                self.pending.remove(0);
                if agree {
                    yes.push(f);
                    if yes.len() == voters.len() {
                        self.finish(voters, crate::uprising::state::EndReason::SocialVictory, ev);
                    } else {
                        self.pending.insert(0, Pending::SocialVote { voters, yes });
                    }
                }
                Ok(())
            }
            _ => Err(ActionError::WrongDecision),
        }
    }

    fn move_blocs(&mut self, f: Faction, from: Cell, to: Cell, blocs: u8, ev: &mut Vec<Event>) {
        self.districts[from.index()].blocs[f.index()] -= blocs;
        self.districts[to.index()].blocs[f.index()] += blocs;
        ev.push(Event::Moved {
            faction: f,
            from,
            to,
            blocs,
        });
    }

    /// The faction with strictly the most blocs in `at`, if not `f` (U-SEMI-6).
    pub fn controller(&self, at: Cell, f: Faction) -> Option<Faction> {
        if self.config.mode == crate::uprising::state::Mode::Coop {
            return None;
        }
        let blocs = self.districts[at.index()].blocs;
        let most = *blocs.iter().max()?;
        let top: Vec<Faction> = self
            .factions_in_play()
            .into_iter()
            .filter(|g| blocs[g.index()] == most && most > 0)
            .collect();
        match top.as_slice() {
            [c] if *c != f => Some(*c),
            _ => None,
        }
    }

    /// Districts where a Sunrise card of `f` can be played (U-LOOT-7: where `f` has
    /// blocs; the Medic Kit also needs one of `f`'s occupations in the city).
    fn sunrise_targets(&self, f: Faction, card: u8) -> Vec<Cell> {
        let needs_occupation = data()
            .loot
            .get(card as usize)
            .is_some_and(|c| matches!(c.effect, Effect::SaveBlocs { .. }));
        if needs_occupation && self.occupation_cells(f, None).is_empty() {
            return Vec::new();
        }
        self.city
            .districts()
            .filter(|&c| self.mine(f, c) > 0)
            .collect()
    }

    fn turn_act(
        &mut self,
        f: Faction,
        act: Act,
        checks: Checks,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        // U-SEMI-6, AMB-32: a Build or Swap in a district another faction controls waits
        // for its answer (checked first, so only a valid action is put to the vote).
        if let Act::Build { at, .. } | Act::Swap { at, .. } = act {
            self.check_cell(at)?;
            if let Some(controller) = self.controller(at, f) {
                let mut probe = self.clone();
                probe.turn_act_unvetted(f, act.clone(), checks, &mut Vec::new())?;
                self.pending.insert(
                    0,
                    Pending::ControlVeto {
                        controller,
                        command: Box::new(Command { by: f, act }),
                    },
                );
                return Ok(());
            }
        }
        self.turn_act_unvetted(f, act, checks, ev)
    }

    fn turn_act_unvetted(
        &mut self,
        f: Faction,
        act: Act,
        checks: Checks,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        match act {
            Act::Pass => {
                self.end_turn(ev);
                Ok(())
            }
            Act::Move {
                from,
                to,
                blocs,
                die,
            } => {
                self.check_cell(from)?;
                self.check_cell(to)?;
                if blocs == 0 || blocs > self.mine(f, from) {
                    return Err(ActionError::NoBlocs { at: from });
                }
                // The search through the city, the costliest check of a playout's commands.
                if !checks.hold(|| self.may_move_to(f, from, blocs, to)) {
                    return Err(ActionError::Unreachable { from, to });
                }
                self.spend(&[die])?;
                self.move_blocs(f, from, to, blocs, ev);
                Ok(())
            }
            Act::Meeting { from, blocs, die } => {
                let have = self.calm(f, from)?;
                if blocs == 0 || blocs > have {
                    return Err(ActionError::NoBlocs { at: from });
                }
                self.spend(&[die])?;
                self.districts[from.index()].blocs[f.index()] -= blocs;
                if let Some(s) = self.fs_mut(f) {
                    s.meeting += blocs;
                }
                ev.push(Event::ToMeeting { faction: f, blocs });
                Ok(())
            }
            Act::Barricade { from, toward, die } => {
                self.calm(f, from)?;
                let n = self.barricades_per_action(f);
                if toward.len() != n as usize {
                    return Err(ActionError::BarricadeCount { expected: n });
                }
                for &to in &toward {
                    if !self.city.are_adjacent(from, to) {
                        return Err(ActionError::NotAdjacent { from, to });
                    }
                }
                if !self.barricades_fit(from, &toward) {
                    return Err(ActionError::BarricadesDoNotFit);
                }
                self.spend(&[die])?;
                for to in toward {
                    if let Some(l) = self.link_toward(from, to) {
                        self.barricades.place(&self.city, from, l);
                        ev.push(Event::BarricadePlaced { from, toward: to });
                    }
                }
                Ok(())
            }
            Act::Loot { at, graffiti, dice } => {
                self.calm(f, at)?;
                if self.free_shopping_centers(at) == 0 {
                    return Err(ActionError::NoShoppingCenter { at });
                }
                if self.loot_tokens == 0 {
                    return Err(ActionError::NoLootToken);
                }
                let v = self.spend(&dice)?;
                self.at_least(at, v)?;
                self.loot_tokens -= 1;
                self.districts[at.index()].tokens.push(if graffiti {
                    LootToken::Graffiti
                } else {
                    LootToken::Burnt
                });
                ev.push(Event::Looted {
                    faction: f,
                    at,
                    graffiti,
                });
                if !graffiti {
                    // U-LOOT-2: burn draws one card.
                    self.draw_loot(f, 1, 1, ev);
                }
                Ok(())
            }
            Act::Build {
                at,
                kind,
                dice,
                relocate,
            } => {
                self.calm(f, at)?;
                if self.districts[at.index()].occupation.is_some() || !self.may_build_in(f, at) {
                    return Err(ActionError::CannotBuildHere { at });
                }
                self.pay_occupation(f, at, &dice)?;
                self.take_occupation(f, kind, relocate, at, ev)?;
                self.districts[at.index()].occupation = Some(Occupation { owner: f, kind });
                ev.push(Event::Built {
                    faction: f,
                    at,
                    kind,
                });
                // U-OCC-1, U-MOR-3: morale drops with every Build (AMB-7: relocations too).
                self.morale_by(-1, ev);
                Ok(())
            }
            Act::Swap {
                at,
                kind,
                dice,
                relocate,
            } => {
                self.calm(f, at)?;
                if !self.swap_allowed(f, at, kind) {
                    return Err(ActionError::CannotSwap { at });
                }
                self.pay_occupation(f, at, &dice)?;
                self.take_occupation(f, kind, relocate, at, ev)?;
                self.evict(at, ev);
                self.districts[at.index()].occupation = Some(Occupation { owner: f, kind });
                ev.push(Event::Built {
                    faction: f,
                    at,
                    kind,
                });
                Ok(())
            }
            Act::Hall { at, die } | Act::Aid { at, die } => {
                self.check_cell(at)?;
                let want = if matches!(act, Act::Hall { .. }) {
                    OccKind::Hall
                } else {
                    OccKind::Aid
                };
                let ok = self.districts[at.index()]
                    .occupation
                    .is_some_and(|o| o.owner == f && o.kind == want)
                    && !self.turn.as_ref().is_some_and(|t| t.used.contains(&at));
                if !ok {
                    return Err(ActionError::AbilityUnavailable { at });
                }
                if want == OccKind::Hall && self.faction_state(f).is_none_or(|s| s.supply == 0) {
                    return Err(ActionError::NoSupply);
                }
                self.spend(&[die])?;
                if let Some(t) = self.turn.as_mut() {
                    t.used.push(at);
                }
                let d = data();
                let ability = d
                    .occupations
                    .iter()
                    .find(|o| crate::uprising::state::occ_kind(o.kind) == want);
                match ability.map(|o| &o.ability) {
                    Some(crate::uprising::data::OccupationAbility::FormBlocs { blocs }) => {
                        let k = self.form_blocs(f, at, *blocs);
                        ev.push(Event::BlocsFormed {
                            faction: f,
                            at,
                            blocs: k,
                        });
                    }
                    Some(crate::uprising::data::OccupationAbility::LootPerGraffiti {
                        cards_per_graffiti,
                        keep,
                    }) => {
                        let mut g = u16::from(self.graffiti(at));
                        for n in self.city.adjacent(at) {
                            g += u16::from(self.graffiti(n));
                        }
                        let draw = (g * u16::from(*cards_per_graffiti)).min(45) as u8;
                        self.draw_loot(f, draw, *keep, ev);
                    }
                    _ => {}
                }
                Ok(())
            }
            Act::Defeat { at, dice, molotovs } => {
                self.attack(f, at, &dice, molotovs, ev)?;
                if self.districts[at.index()].squads == 0 {
                    return Err(ActionError::NoSquad { at });
                }
                self.districts[at.index()].squads -= 1;
                self.staging_squads += 1;
                ev.push(Event::SquadDefeated { at });
                Ok(())
            }
            Act::Push {
                at,
                to,
                dice,
                molotovs,
            } => {
                self.check_cell(to)?;
                if !self.city.are_adjacent(at, to) {
                    return Err(ActionError::NotAdjacent { from: at, to });
                }
                self.attack(f, at, &dice, molotovs, ev)?;
                if self.districts[at.index()].squads == 0 {
                    return Err(ActionError::NoSquad { at });
                }
                self.push_squads(at, to, 2, ev);
                Ok(())
            }
            Act::HitVan { at, dice, molotovs } => {
                self.attack(f, at, &dice, molotovs, ev)?;
                let Some(dmg) = self.districts[at.index()].van else {
                    return Err(ActionError::NoVan { at });
                };
                if dmg + 1 >= 3 {
                    self.districts[at.index()].van = None;
                    self.staging_vans += 1;
                    ev.push(Event::VanDestroyed { at });
                    self.morale_by(-1, ev);
                } else {
                    self.districts[at.index()].van = Some(dmg + 1);
                    ev.push(Event::VanHit {
                        at,
                        damage: dmg + 1,
                    });
                }
                Ok(())
            }
            Act::Play { card, at, to } => {
                self.check_cell(at)?;
                if self.mine(f, at) == 0 {
                    return Err(ActionError::NoBlocs { at });
                }
                let in_hand = self
                    .faction_state(f)
                    .is_some_and(|s| s.hand.contains(&card));
                if !in_hand || !self.play_targets(f, card, at).contains(&to) {
                    return Err(ActionError::NoSuchCard);
                }
                let Some(c) = data().loot.get(card as usize) else {
                    return Err(ActionError::NoSuchCard);
                };
                self.discard_from_hand(f, card);
                ev.push(Event::LootPlayed {
                    faction: f,
                    card,
                    at,
                });
                match (c.effect, to) {
                    (Effect::PushSquads { squads }, Some(to)) => {
                        self.push_squads(at, to, squads, ev)
                    }
                    (Effect::PlaceBarricades { barricades }, Some(to)) => {
                        for _ in 0..barricades {
                            if let Some(l) = self.link_toward(at, to) {
                                self.barricades.place(&self.city, at, l);
                                ev.push(Event::BarricadePlaced {
                                    from: at,
                                    toward: to,
                                });
                            }
                        }
                    }
                    (Effect::MoveBlocs { blocs }, Some(to)) => {
                        let n = blocs.min(self.mine(f, at));
                        self.move_blocs(f, at, to, n, ev);
                    }
                    (e, _) => self.apply_effect(f, at, e, true, ev),
                }
                Ok(())
            }
            Act::Give { card, to } => {
                let shares = self
                    .city
                    .districts()
                    .any(|c| self.mine(f, c) > 0 && self.mine(to, c) > 0);
                let has = self
                    .faction_state(f)
                    .is_some_and(|s| s.hand.contains(&card));
                if to == f || !shares || !has || self.faction_state(to).is_none() {
                    return Err(ActionError::NoSuchCard);
                }
                if let Some(s) = self.fs_mut(f) {
                    if let Some(i) = s.hand.iter().position(|&c| c == card) {
                        s.hand.remove(i);
                    }
                }
                if let Some(s) = self.fs_mut(to) {
                    s.hand.push(card);
                }
                ev.push(Event::LootGiven { from: f, to });
                Ok(())
            }
            Act::Token { card } => {
                let token = self.faction_state(f).and_then(|s| s.token);
                if !self.conditions_up.contains(&card)
                    || token == Some(card)
                    || !self.token_free(card)
                    || !self.completes(f, card)
                {
                    return Err(ActionError::CannotPlaceToken);
                }
                if let Some(old) = token {
                    ev.push(Event::TokenRemoved {
                        faction: f,
                        card: old,
                    });
                }
                if let Some(s) = self.fs_mut(f) {
                    s.token = Some(card);
                }
                ev.push(Event::TokenPlaced { faction: f, card });
                Ok(())
            }
            _ => Err(ActionError::WrongDecision),
        }
    }

    fn discard_from_hand(&mut self, f: Faction, card: u8) {
        if let Some(s) = self.fs_mut(f) {
            if let Some(i) = s.hand.iter().position(|&c| c == card) {
                s.hand.remove(i);
                self.loot_discard.push(card);
            }
        }
    }

    /// U-ATK-2, AMB-25: up to `n` squads into `to`; the barricades of the crossed link go.
    fn push_squads(&mut self, at: Cell, to: Cell, n: u8, ev: &mut Vec<Event>) {
        let k = n.min(self.districts[at.index()].squads);
        if let Some(l) = self.city.connections_between(at, to).into_iter().next() {
            let on = self.barricades.on_connection(&self.city, l);
            self.barricades.remove_count(&self.city, l, on);
        }
        self.districts[at.index()].squads -= k;
        self.districts[to.index()].squads += k;
        ev.push(Event::SquadsPushed {
            from: at,
            to,
            squads: k,
        });
    }

    /// U-ATK-0, U-FAC-1, U-LOOT-7: checks and pays an attack.
    fn attack(
        &mut self,
        f: Faction,
        at: Cell,
        dice: &[u8],
        molotovs: u8,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.check_cell(at)?;
        let here = self.mine(f, at);
        if here == 0 {
            return Err(ActionError::NoBlocs { at });
        }
        if !self.districts[at.index()].has_police() {
            return Err(ActionError::NoClash { at });
        }
        if self.attacks[f.index()][at.index()] >= here {
            return Err(ActionError::AttacksSpent { at });
        }
        if molotovs > self.molotovs_in_hand(f) {
            return Err(ActionError::NoSuchCard);
        }
        let v = self.spend(dice)?;
        let mol = self.molotov().map_or(0, |(_, b)| b);
        let value = v + u16::from(self.attack_bonus(f)) + u16::from(molotovs) * u16::from(mol);
        self.at_least(at, value)?;
        // Each Molotov is a loot card played from a hidden hand to the discard (U-LOOT-5,
        // U-LOOT-6, U-LOOT-7, U-SEMI-9): every seat sees it, so it is told as played like
        // any other card, and the attack stands (issue 33: no undo once a card is seen).
        if let Some((m, _)) = self.molotov() {
            for _ in 0..molotovs {
                self.discard_from_hand(f, m);
                ev.push(Event::LootPlayed {
                    faction: f,
                    card: m,
                    at,
                });
            }
        }
        self.attacks[f.index()][at.index()] += 1;
        Ok(())
    }

    /// U-DICE-4, U-FAC-2 (AMB-27: the Workers still spend exactly one die).
    fn pay_occupation(&mut self, f: Faction, at: Cell, dice: &[u8]) -> Result<(), ActionError> {
        if self.builds_with_any_die(f) {
            if dice.len() != 1 {
                return Err(ActionError::OneDie);
            }
            self.spend(dice)?;
            return Ok(());
        }
        let v = self.spend(dice)?;
        self.at_least(at, v)
    }

    /// Takes an occupation of `kind` from the reserve, or from the city (U-OCC-4).
    fn take_occupation(
        &mut self,
        f: Faction,
        kind: OccKind,
        relocate: Option<Cell>,
        at: Cell,
        ev: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if !self.placeable(f, at).contains(&(kind, relocate)) {
            return Err(ActionError::NoOccupation);
        }
        match relocate {
            None => {
                if let Some(s) = self.fs_mut(f) {
                    s.reserve[kind.index()] -= 1;
                }
            }
            Some(from) => {
                self.districts[from.index()].occupation = None;
                ev.push(Event::Evicted {
                    at: from,
                    occupation: Occupation { owner: f, kind },
                    by: None,
                });
            }
        }
        Ok(())
    }
}

/// Where [`Game::turn_actions`] writes: a list, or a counter for a random draw
/// ([`crate::uprising::draw`]). Blocks of similar commands come whole, so a counter need
/// not build them.
pub(crate) trait TurnSink {
    fn one(&mut self, act: Act);
    /// The commands of `group` for each payment of `pay`, payment by payment (built only
    /// if listed or drawn).
    fn paid_group(&mut self, group: PaidGroup, pay: &Pay<'_>);
    /// For each die value of `values` in turn: the moves and Meetings of `moves` with
    /// that die ([`Moves`], its own die ignored), then the `barricades` barricade actions
    /// from its district ([`Game::barricade_choices`]) paid with that die.
    fn per_die(&mut self, moves: Moves, barricades: u32, values: ByteSet);
}

/// The moves and Meetings paid with one die from one district (U-MOVE-1, U-MEET-1), in
/// listing order: for 1 to `blocs` blocs, a move to each district of `through` (at most
/// `lone` blocs: they ignore the police, U-MOVE-5) or of `around`, then the Meeting.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Moves {
    pub from: Cell,
    pub die: u8,
    pub blocs: u8,
    pub lone: u8,
    pub through: CellSet,
    pub around: CellSet,
}

impl Moves {
    fn to(&self, blocs: u8) -> CellSet {
        if blocs <= self.lone {
            self.through
        } else {
            self.around
        }
    }

    /// How many commands: each bloc count's moves and its Meeting.
    pub(crate) fn count(&self) -> u32 {
        let lone = u32::from(self.lone.min(self.blocs));
        let rest = u32::from(self.blocs) - lone;
        lone * (self.through.len() + 1) + rest * (self.around.len() + 1)
    }

    /// The `j`-th command, in listing order.
    pub(crate) fn nth(&self, mut j: u32) -> Option<Act> {
        for blocs in 1..=self.blocs {
            let to = self.to(blocs);
            if j < to.len() {
                return Some(Act::Move {
                    from: self.from,
                    to: to.nth(j)?,
                    blocs,
                    die: self.die,
                });
            }
            j -= to.len();
            if j == 0 {
                return Some(Act::Meeting {
                    from: self.from,
                    blocs,
                    die: self.die,
                });
            }
            j -= 1;
        }
        None
    }
}

/// The dice that may pay for a group of commands, in listing order.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Payments {
    /// Each distinct die alone (U-FAC: a faction building with any die).
    EachDie,
    /// Each distinct multiset of the dice ([`subsets`]) adding up to at least this.
    SumAtLeast(u16),
}

/// [`Payments`] with the roll they are taken from: its distinct values and its multisets.
pub(crate) struct Pay<'a> {
    pub payments: Payments,
    combos: &'a [(PaidDice, u16)],
    values: ByteSet,
    /// How many payments (counted once, asked by every group they pay for).
    count: u32,
}

impl<'a> Pay<'a> {
    pub(crate) fn new(payments: Payments, combos: &'a [(PaidDice, u16)], values: ByteSet) -> Self {
        let count = match payments {
            Payments::EachDie => values.len(),
            Payments::SumAtLeast(min) => {
                combos.iter().filter(|(_, sum)| *sum >= min).count() as u32
            }
        };
        Pay {
            payments,
            combos,
            values,
            count,
        }
    }

    /// How many payments.
    pub(crate) fn count(&self) -> u32 {
        self.count
    }

    /// Every payment, in listing order.
    fn each(&self) -> impl Iterator<Item = PaidDice> + '_ {
        // One of the two parts is empty.
        let (single, min) = match self.payments {
            Payments::EachDie => (Some(self.values.iter().map(PaidDice::one)), None),
            Payments::SumAtLeast(min) => (None, Some(min)),
        };
        let sums = self
            .combos
            .iter()
            .filter(move |(_, sum)| min.is_some_and(|m| *sum >= m))
            .map(|(s, _)| *s);
        single.into_iter().flatten().chain(sums)
    }

    /// The `p`-th payment.
    pub(crate) fn nth(&self, p: u32) -> Option<PaidDice> {
        self.each().nth(p as usize)
    }
}

/// Commands that differ only in their payment, listed payment by payment: per payment,
/// [`PaidGroup::per_payment`] commands in this order.
#[derive(Clone, Copy, Debug)]
pub(crate) enum PaidGroup {
    /// U-LOOT-1: without graffiti, then with.
    Loot { at: Cell },
    /// U-OCC-1, U-OCC-3: a Build (if `build`), then a Swap (if `swap`) of one kind.
    Occupy {
        at: Cell,
        kind: OccKind,
        relocate: Option<Cell>,
        build: bool,
        swap: bool,
    },
    /// U-ATK: against the squads (if `squads`: defeat them, or push them to each of
    /// `pushes`), then against the van (if `van`).
    Attack {
        at: Cell,
        molotovs: u8,
        squads: bool,
        pushes: CellSet,
        van: bool,
    },
}

impl PaidGroup {
    /// How many commands each payment makes.
    pub(crate) fn per_payment(&self) -> u32 {
        match *self {
            PaidGroup::Loot { .. } => 2,
            PaidGroup::Occupy { build, swap, .. } => u32::from(build) + u32::from(swap),
            PaidGroup::Attack {
                squads,
                pushes,
                van,
                ..
            } => u32::from(squads) * (1 + pushes.len()) + u32::from(van),
        }
    }

    /// The `r`-th command of one payment (`r` below [`PaidGroup::per_payment`]).
    pub(crate) fn nth(&self, r: u32) -> Option<Paid> {
        match *self {
            PaidGroup::Loot { at } => (r < 2).then_some(Paid::Loot {
                at,
                graffiti: r == 1,
            }),
            PaidGroup::Occupy {
                at,
                kind,
                relocate,
                build,
                swap,
            } => match (r, build, swap) {
                (0, true, _) => Some(Paid::Build { at, kind, relocate }),
                (0, false, true) | (1, true, true) => Some(Paid::Swap { at, kind, relocate }),
                _ => None,
            },
            PaidGroup::Attack {
                at,
                molotovs,
                squads,
                pushes,
                van,
            } => {
                let against_squads = if squads { 1 + pushes.len() } else { 0 };
                if r == 0 && squads {
                    Some(Paid::Defeat { at, molotovs })
                } else if r < against_squads {
                    Some(Paid::Push {
                        at,
                        to: pushes.nth(r - 1)?,
                        molotovs,
                    })
                } else if r == against_squads && van {
                    Some(Paid::HitVan { at, molotovs })
                } else {
                    None
                }
            }
        }
    }
}

/// A turn command paid with dice, without its dice: counted options need not allocate.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Paid {
    Loot {
        at: Cell,
        graffiti: bool,
    },
    Build {
        at: Cell,
        kind: OccKind,
        relocate: Option<Cell>,
    },
    Swap {
        at: Cell,
        kind: OccKind,
        relocate: Option<Cell>,
    },
    Defeat {
        at: Cell,
        molotovs: u8,
    },
    Push {
        at: Cell,
        to: Cell,
        molotovs: u8,
    },
    HitVan {
        at: Cell,
        molotovs: u8,
    },
}

impl Paid {
    /// The command paid with `dice`.
    pub(crate) fn act(self, dice: &PaidDice) -> Act {
        let dice = Dice::from_slice(dice.as_slice());
        match self {
            Paid::Loot { at, graffiti } => Act::Loot { at, graffiti, dice },
            Paid::Build { at, kind, relocate } => Act::Build {
                at,
                kind,
                dice,
                relocate,
            },
            Paid::Swap { at, kind, relocate } => Act::Swap {
                at,
                kind,
                dice,
                relocate,
            },
            Paid::Defeat { at, molotovs } => Act::Defeat { at, dice, molotovs },
            Paid::Push { at, to, molotovs } => Act::Push {
                at,
                to,
                dice,
                molotovs,
            },
            Paid::HitVan { at, molotovs } => Act::HitVan { at, dice, molotovs },
        }
    }
}

/// The listing sink: every command of `by`, in order.
struct Listing<'a> {
    game: &'a Game,
    by: Faction,
    out: &'a mut Vec<Command>,
    /// The barricade actions of the last district asked, built once for all its dice.
    barricades: Option<(Cell, Vec<Vec<Cell>>)>,
}

impl TurnSink for Listing<'_> {
    fn one(&mut self, act: Act) {
        self.out.push(Command { by: self.by, act });
    }
    fn paid_group(&mut self, group: PaidGroup, pay: &Pay<'_>) {
        for dice in pay.each() {
            for r in 0..group.per_payment() {
                if let Some(paid) = group.nth(r) {
                    self.one(paid.act(&dice));
                }
            }
        }
    }
    fn per_die(&mut self, moves: Moves, barricades: u32, values: ByteSet) {
        for die in values.iter() {
            self.moves(Moves { die, ..moves });
            if barricades > 0 {
                self.barricades(moves.from, die);
            }
        }
    }
}

impl Listing<'_> {
    fn moves(&mut self, m: Moves) {
        for blocs in 1..=m.blocs {
            for to in m.to(blocs).iter() {
                self.one(Act::Move {
                    from: m.from,
                    to,
                    blocs,
                    die: m.die,
                });
            }
            self.one(Act::Meeting {
                from: m.from,
                blocs,
                die: m.die,
            });
        }
    }
    fn barricades(&mut self, from: Cell, die: u8) {
        if self.barricades.as_ref().is_none_or(|(at, _)| *at != from) {
            self.barricades = Some((from, self.game.barricade_choices(self.by, from)));
        }
        let Some((_, choices)) = &self.barricades else {
            return;
        };
        for toward in choices {
            self.out.push(Command {
                by: self.by,
                act: Act::Barricade {
                    from,
                    toward: toward.clone(),
                    die,
                },
            });
        }
    }
}

/// The ways to take `left` blocs from `blocs[i..]` (each faction at most what it has), in
/// lexicographic order of the counts, pushed to `out` in canonical form.
fn split_losses(
    blocs: &[u8; 4],
    i: usize,
    left: u8,
    counts: &mut [u8; 4],
    out: &mut Vec<Vec<(Faction, u8)>>,
) {
    if i == blocs.len() {
        if left == 0 {
            out.push(canonical_losses(
                Faction::ALL
                    .into_iter()
                    .map(|f| (f, counts[f.index()]))
                    .collect(),
            ));
        }
        return;
    }
    let rest: u8 = blocs[i + 1..].iter().sum();
    for n in 0..=blocs[i].min(left) {
        if left - n <= rest {
            counts[i] = n;
            split_losses(blocs, i + 1, left - n, counts, out);
        }
    }
    counts[i] = 0;
}

/// Losses in the form [`Act::Casualties`] holds: in faction order, without zeros.
fn canonical_losses(mut losses: Vec<(Faction, u8)>) -> Vec<(Faction, u8)> {
    losses.retain(|&(_, n)| n > 0);
    losses.sort_by_key(|&(f, _)| f.index());
    losses
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::shared::rng::GameRng;
    use crate::uprising::state::Config;

    /// [`subsets`] as it was first written: every mask's multiset, kept unless an equal
    /// one was made before (the reference for the test below).
    fn subsets_by_comparison(dice: &[u8]) -> Vec<(PaidDice, u16)> {
        let n = dice.len().min(8);
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| dice[i]);
        let mut out: Vec<(PaidDice, u16)> = Vec::new();
        for mask in 1u32..(1 << n) {
            let mut s = PaidDice::default();
            let mut sum = 0u16;
            for &i in order.iter().filter(|&&i| mask & (1 << i) != 0) {
                s.v[s.len as usize] = dice[i];
                s.len += 1;
                sum += u16::from(dice[i]);
            }
            if !out.iter().any(|(o, t)| *t == sum && *o == s) {
                out.push((s, sum));
            }
        }
        out
    }

    /// U-DICE-3 (dice may be added together): the payment options are the distinct multisets of the
    /// dice, in the order of their first subset, for every roll of up to 5 dice (the most
    /// the dice table gives) and some of 8 (the most [`PaidDice`] holds).
    #[test]
    fn dice_subsets_are_the_distinct_multisets_in_first_mask_order() {
        let mut out = Vec::new();
        let mut rolls: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..5 {
            let longer: Vec<Vec<u8>> = rolls
                .iter()
                .filter(|r| r.len() == rolls.last().map_or(0, Vec::len))
                .flat_map(|r| {
                    (1..=6).map(move |v| {
                        let mut r = r.clone();
                        r.push(v);
                        r
                    })
                })
                .collect();
            rolls.extend(longer);
        }
        rolls.extend([vec![6, 6, 6, 6, 6, 6, 6, 6], vec![3, 1, 3, 2, 1, 3, 2, 1]]);
        assert_eq!(rolls.len(), 1 + 6 + 36 + 216 + 1296 + 7776 + 2);
        for roll in &rolls {
            out.clear();
            subsets(roll, &mut out);
            assert_eq!(out, subsets_by_comparison(roll), "{roll:?}");
        }
    }

    /// Issue 11: the memo answers every roll as `subsets` does, for random rolls of 0 to
    /// 8 dice (a die of 0 too, as an edited position could hold) met in any order, rolls
    /// sharing a slot, and the lists' vector filled and started again many times over.
    #[test]
    fn the_subset_memo_answers_as_subsets_does() {
        let mut memo = SubsetMemo::default();
        let mut rng = GameRng::from_seed(11);
        let mut made = 0;
        for _ in 0..30_000 {
            let len = rng.below(9) as usize;
            let roll: Vec<u8> = (0..len).map(|_| rng.below(7) as u8).collect();
            let mut expected = Vec::new();
            subsets(&roll, &mut expected);
            made += expected.len();
            assert_eq!(memo.of(&roll), expected, "{roll:?}");
        }
        assert!(made > 4 * SubsetMemo::MADE, "{made} multisets");
    }

    /// Up to `tries` barricades placed on random links from a random end, where they fit.
    fn crowd_with_barricades(g: &mut Game, rng: &mut GameRng, tries: u64) {
        for _ in 0..tries {
            let l = rng.below(g.city.connections().len() as u32) as ConnId;
            let c = g.city.connection(l);
            let from = if rng.below(2) == 0 { c.a } else { c.b };
            if g.barricades
                .misfit(&g.city, from, &[l], MAX_PER_LINK)
                .is_none()
            {
                g.barricades.place(&g.city, from, l);
            }
        }
    }

    /// One barricade per action: the choices counted in one pass over a district's
    /// connections are the neighbours where [`Game::barricades_fit`] (the link found by
    /// `link_toward`) says one fits, in order, on boards crowded with barricades.
    #[test]
    fn one_barricade_choices_are_the_neighbours_where_one_fits() {
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut g = Game::new(Config::default(), seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            crowd_with_barricades(&mut g, &mut rng, seed * 3);
            for at in g.city.districts() {
                let want: Vec<Vec<Cell>> = g
                    .city
                    .neighbour_set(at)
                    .iter()
                    .filter(|&to| g.barricades_fit(at, &[to]))
                    .map(|to| vec![to])
                    .collect();
                for f in g.factions_in_play() {
                    if g.barricades_per_action(f) == 1 {
                        assert_eq!(g.barricade_choices(f, at), want, "seed {seed}, {at:?}");
                        assert_eq!(g.barricade_choice_count(f, at) as usize, want.len());
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100);
    }

    /// R-BARR-3's check from a district reads its own links only: every link through
    /// one of its links' first borders leaves it (links cross highways, never districts),
    /// in random cities (what `barricade_choice_count`'s shortcut relies on).
    #[test]
    fn links_through_a_districts_borders_leave_it() {
        for seed in 0..60u64 {
            let g = Game::new(Config::default(), seed).unwrap();
            for at in g.city.districts() {
                for &l in g.city.incident(at) {
                    let border = g.city.connection(l).first_border_from(at);
                    for k in g.city.through(border) {
                        assert!(g.city.incident(at).contains(k), "seed {seed}, {at:?}");
                    }
                }
            }
        }
    }

    /// Every count of barricade actions is the number of choices listed one by one: with
    /// the supply short of an action's barricades, and with none on the board (where the
    /// count needs no listing), for every faction.
    #[test]
    fn barricade_counts_match_the_choices_with_a_short_supply_or_an_empty_board() {
        assert_eq!(
            (multisets(5, 1), multisets(5, 2), multisets(4, 3)),
            (5, 15, 20)
        );
        for seed in 0..20u64 {
            let mut g = Game::new(Config::default(), seed).unwrap();
            for supply in [0, 1, 2, 20] {
                g.barricades = Barricades::new(supply);
                for at in g.city.districts() {
                    for f in g.factions_in_play() {
                        assert_eq!(
                            g.barricade_choice_count(f, at) as usize,
                            g.barricade_choices(f, at).len(),
                            "seed {seed}, supply {supply}, {f:?} at {at:?}"
                        );
                    }
                }
            }
        }
    }

    /// Two barricades per action (the Neighbors): the choices counted depth first, each
    /// level's links found in one pass over the district's connections, are the
    /// non-decreasing neighbour pairs [`Game::barricades_fit`] accepts (its links found
    /// one by one by `link_toward_on`), in order, on boards crowded with barricades (some
    /// with two routes to one neighbour, one fuller than the other).
    #[test]
    fn two_barricade_choices_are_the_pairs_that_fit() {
        let mut checked = 0;
        let mut some = 0;
        for seed in 0..60u64 {
            let mut g = Game::new(Config::default(), seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            crowd_with_barricades(&mut g, &mut rng, seed * 2);
            // A neighbour joined by several routes, every route one barricade short of
            // full: where the first barricade of a pair fills its route, the second takes
            // another (the probe's links, not the board's).
            let doubles: Vec<(Cell, Cell)> = g
                .city
                .districts()
                .flat_map(|at| g.city.neighbour_set(at).iter().map(move |to| (at, to)))
                .filter(|&(at, to)| g.city.routes_between(at, to).nth(1).is_some())
                .collect();
            if !doubles.is_empty() {
                let (at, to) = doubles[rng.below(doubles.len() as u32) as usize];
                let routes: Vec<ConnId> = g.city.routes_between(at, to).collect();
                for l in routes {
                    while g.barricades.on_connection(&g.city, l) + 1 < MAX_PER_LINK
                        && g.barricades
                            .misfit(&g.city, at, &[l], MAX_PER_LINK)
                            .is_none()
                    {
                        g.barricades.place(&g.city, at, l);
                    }
                }
            }
            for at in g.city.districts() {
                let adj: Vec<Cell> = g.city.neighbour_set(at).iter().collect();
                let mut want: Vec<Vec<Cell>> = Vec::new();
                for (i, &a) in adj.iter().enumerate() {
                    for &b in &adj[i..] {
                        if g.barricades_fit(at, &[a, b]) {
                            want.push(vec![a, b]);
                        }
                    }
                }
                for f in g.factions_in_play() {
                    if g.barricades_per_action(f) == 2 {
                        assert_eq!(g.barricade_choices(f, at), want, "seed {seed}, {at:?}");
                        assert_eq!(g.barricade_choice_count(f, at) as usize, want.len());
                        for (j, w) in want.iter().enumerate() {
                            assert_eq!(g.nth_barricade_choice(f, at, j as u32).as_ref(), Some(w));
                        }
                        checked += 1;
                        some += usize::from(!want.is_empty());
                    }
                }
            }
        }
        assert!(
            checked > 100 && some > 50,
            "{checked} districts, {some} with choices"
        );
    }

    /// Issue 11: the turn listing checks Conditions cards district by district only when
    /// its pass over the districts found one of the faction's occupations in a liberated
    /// district; its Token options are still the cards [`Game::completes`] accepts, on
    /// positions of random games where districts were liberated and occupied at random.
    #[test]
    fn token_options_are_the_completed_cards() {
        let mut checked = 0;
        let mut completed = 0;
        for seed in 0..40u64 {
            let mut g = Game::new(Config::default(), seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..300 {
                if let Some(f) = g.turn.as_ref().map(|t| t.faction) {
                    let mut probe = g.clone();
                    let cells: Vec<Cell> = probe.city.districts().collect();
                    for at in cells {
                        let d = &mut probe.districts[at.index()];
                        match rng.below(4) {
                            0 => d.liberated = true,
                            1 => {
                                d.liberated = true;
                                d.occupation = Some(Occupation {
                                    owner: f,
                                    kind: OccKind::Hall,
                                });
                            }
                            _ => {}
                        }
                    }
                    if probe.pending.is_empty() && probe.outcome.is_none() {
                        let token = probe.faction_state(f).and_then(|s| s.token);
                        let want: Vec<u8> = probe
                            .conditions_up
                            .iter()
                            .copied()
                            .filter(|&c| {
                                token != Some(c) && probe.token_free(c) && probe.completes(f, c)
                            })
                            .collect();
                        let got: Vec<u8> = probe
                            .legal_actions()
                            .into_iter()
                            .filter_map(|c| match c.act {
                                Act::Token { card } => Some(card),
                                _ => None,
                            })
                            .collect();
                        assert_eq!(got, want, "seed {seed}");
                        checked += 1;
                        completed += usize::from(!want.is_empty());
                    }
                }
                let Some(c) = g.random_legal_action(&mut rng) else {
                    break;
                };
                g.apply(c).unwrap();
            }
        }
        assert!(
            checked > 200 && completed > 50,
            "{checked} turns, {completed} with tokens"
        );
    }
}
