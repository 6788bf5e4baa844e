//! What one player or a spectator sees (docs/feud-design.md, section 9): the public state,
//! every tenant with its kit as the viewer may see it, counts of every hidden pile, the face
//! of the deck's top card that is up, and the viewer's own hand, orders and declarations.
//! The type has no field for another's hand, orders or declarations, a pile's or a bag's
//! order, a face-down heavy counter of another, the deck's order or the generator.

use super::data::{data, Bag, Card, Tenant};
use super::state::{
    Board, Config, DefenceShot, Game, Gone, InPlay, Kit, Orders, Placed, Reaction, Spot, Stage,
    Staged, Trail, Turn, Window, WindowKind,
};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A kit counter as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KitView {
    Shown(Kit),
    /// Another player's heavy counter, carried face down (reading 15): only its bag.
    FaceDown(Bag),
}

/// A tenant as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TenantView {
    pub owner: u8,
    pub tenant: Tenant,
    pub at: Spot,
    pub kit: Vec<KitView>,
    pub spent: bool,
    pub outside: bool,
    pub gone: Option<Gone>,
    pub roused: bool,
    pub mp: u8,
    pub drew: bool,
    pub attacked: bool,
    pub hired_by: Option<u8>,
    pub fired: bool,
    pub halted: bool,
}

/// An open window as a viewer sees it: what it waits to resolve (public), and the
/// viewer's own part; never who else is asked or what they staged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowView {
    pub kind: WindowKind,
    pub own_waiting: bool,
    pub own_staged: Vec<Staged>,
}

/// The public part of the turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    pub player: u8,
    pub cp: u8,
    pub lockdown_due: bool,
    pub must_discard: Option<u16>,
    pub combat_step: u8,
    /// The moving tenant's path (public: every move is seen).
    pub trail: Option<Trail>,
}

/// The face of the deck's top card that is up (reading 6): its Lockdown side in the main
/// game, its Feud side in the Lockdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TopFace {
    Lockdown(u8),
    Feud(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<u8>,
    pub config: Config,
    pub order: Vec<u8>,
    pub boards: Vec<Board>,
    /// Tenants left in each pile (BM-4.3: order hidden from everyone).
    pub piles: Vec<u8>,
    /// Tenants drawn at set-up and not placed: how many, per player.
    pub placing: Vec<u8>,
    /// The viewer's own tenants waiting to be placed.
    pub own_placing: Vec<Tenant>,
    pub tenants: Vec<TenantView>,
    pub gear: u16,
    pub arms: u16,
    pub deck: u16,
    pub top: Option<TopFace>,
    pub set_aside: u16,
    pub discard: u16,
    /// Cards in each hand (BM-10.1: counts are public).
    pub hands: Vec<u8>,
    pub own_hand: Vec<Card>,
    pub own_orders: Option<Orders>,
    /// The viewer's shots declared in the open defence window, and its declaration once
    /// done.
    pub own_staged: Vec<DefenceShot>,
    pub own_declared: Option<Vec<DefenceShot>>,
    pub endgame: bool,
    pub units: Vec<Placed>,
    pub window: Option<WindowView>,
    pub turn: TurnView,
    pub stage: Stage,
    pub counter: u64,
}

fn count16(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

fn count8(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl Game {
    /// Whether `viewer` sees a tenant's counter: all but another's heavy counter carried
    /// face down.
    fn kit_seen(viewer: Option<u8>, t: &InPlay, k: &Kit) -> bool {
        !data().items[usize::from(k.item)].heavy || k.deployed || viewer == Some(t.owner)
    }

    /// The game as `viewer` (a player in turn order) may see it; `None`: a spectator.
    pub fn view(&self, viewer: Option<u8>) -> View {
        let d = data();
        let viewer = viewer.filter(|&v| v < self.players());
        let own_placing = viewer
            .and_then(|p| self.placing.get(usize::from(p)).cloned())
            .unwrap_or_default();
        let own_hand = viewer
            .and_then(|p| self.hands.get(usize::from(p)).cloned())
            .unwrap_or_default();
        let tenants = self
            .tenants
            .iter()
            .map(|t| TenantView {
                owner: t.owner,
                tenant: t.tenant,
                at: t.at,
                kit: t
                    .kit
                    .iter()
                    .map(|k| {
                        if Game::kit_seen(viewer, t, k) {
                            KitView::Shown(*k)
                        } else {
                            KitView::FaceDown(d.items[usize::from(k.item)].bag)
                        }
                    })
                    .collect(),
                spent: t.spent,
                outside: t.outside,
                gone: t.gone,
                roused: t.roused,
                mp: t.mp,
                drew: t.drew,
                attacked: t.attacked,
                hired_by: t.hired_by,
                fired: t.fired,
                halted: t.halted,
            })
            .collect();
        let window = self.window.as_ref().map(|w| WindowView {
            kind: w.kind,
            own_waiting: viewer
                .and_then(|p| w.waiting.get(usize::from(p)).copied())
                .unwrap_or(false),
            own_staged: w
                .staged
                .iter()
                .filter(|s| Some(s.player) == viewer)
                .copied()
                .collect(),
        });
        let top = self.deck.last().map(|c| {
            if self.endgame {
                TopFace::Feud(c.feud)
            } else {
                TopFace::Lockdown(c.lockdown)
            }
        });
        let own_staged = self
            .staged_shots
            .iter()
            .filter(|s| {
                viewer.is_some()
                    && self
                        .tenants
                        .get(usize::from(s.shooter))
                        .is_some_and(|t| Some(t.owner) == viewer)
            })
            .copied()
            .collect();
        View {
            viewer,
            config: self.config,
            order: self.order.clone(),
            boards: self.boards.clone(),
            piles: self.piles.iter().map(|p| count8(p.len())).collect(),
            placing: self.placing.iter().map(|p| count8(p.len())).collect(),
            own_placing,
            tenants,
            gear: count16(self.gear.len()),
            arms: count16(self.arms.len()),
            deck: count16(self.deck.len()),
            top,
            set_aside: count16(self.set_aside.len()),
            discard: count16(self.discard.len()),
            hands: self.hands.iter().map(|h| count8(h.len())).collect(),
            own_hand,
            own_orders: viewer.and_then(|p| self.orders.get(usize::from(p)).copied()),
            own_staged,
            own_declared: viewer
                .and_then(|p| self.turn.defence.get(usize::from(p)).cloned())
                .flatten()
                .filter(|_| viewer != Some(self.turn.player)),
            endgame: self.endgame,
            units: self.units.clone(),
            window,
            turn: TurnView {
                player: self.turn.player,
                cp: self.turn.cp,
                lockdown_due: self.turn.lockdown_due,
                must_discard: self.turn.must_discard,
                combat_step: self.turn.combat_step,
                trail: self.turn.trail.clone(),
            },
            stage: self.stage,
            counter: self.counter,
        }
    }

    /// A full game consistent with `view`: the public state as shown, the viewer's own
    /// secrets kept, everything else (piles, bags, face-down heavy counters, the deck and
    /// the other hands, the others' orders and declarations, future dice) dealt again from
    /// `seed` (Search::determinize).
    pub fn determinize(view: &View, seed: u64) -> Game {
        let d = data();
        let mut rng = GameRng::from_seed(seed);
        let players = view.config.players;
        let n = usize::from(players);
        let viewer = view.viewer;

        // Tenants: the others' face-down heavy counters are dealt from the pool of every
        // counter not in sight.
        let mut pool: Vec<u8> = Vec::new();
        for (i, item) in d.items.iter().enumerate() {
            let Ok(ix) = u8::try_from(i) else { continue };
            pool.extend(std::iter::repeat_n(
                ix,
                usize::from(d.item_count(item, players)),
            ));
        }
        let take = |pool: &mut Vec<u8>, item: u8| {
            if let Some(p) = pool.iter().position(|&x| x == item) {
                pool.remove(p);
            }
        };
        for t in &view.tenants {
            for k in &t.kit {
                if let KitView::Shown(k) = k {
                    take(&mut pool, k.item);
                }
            }
        }
        let charge = d
            .items
            .iter()
            .position(|i| i.special == super::data::Special::Charge)
            .and_then(|i| u8::try_from(i).ok());
        for b in &view.boards {
            for m in &b.markers {
                for _ in 0..m.charges {
                    if let Some(c) = charge {
                        take(&mut pool, c);
                    }
                }
            }
        }
        rng.shuffle(&mut pool);
        let mut tenants = Vec::with_capacity(view.tenants.len());
        for t in &view.tenants {
            let mut kit = Vec::with_capacity(t.kit.len());
            for k in &t.kit {
                match *k {
                    KitView::Shown(k) => kit.push(k),
                    KitView::FaceDown(bag) => {
                        let pick = pool.iter().position(|&i| {
                            let it = &d.items[usize::from(i)];
                            it.heavy && it.bag == bag
                        });
                        if let Some(p) = pick {
                            kit.push(Kit {
                                item: pool.remove(p),
                                deployed: false,
                            });
                        }
                    }
                }
            }
            tenants.push(InPlay {
                owner: t.owner,
                tenant: t.tenant,
                at: t.at,
                kit,
                spent: t.spent,
                outside: t.outside,
                gone: t.gone,
                roused: t.roused,
                mp: t.mp,
                drew: t.drew,
                attacked: t.attacked,
                hired_by: t.hired_by,
                fired: t.fired,
                halted: t.halted,
            });
        }
        let mut gear: Vec<u8> = pool
            .iter()
            .copied()
            .filter(|&i| d.items[usize::from(i)].bag == Bag::Gear)
            .collect();
        let mut arms: Vec<u8> = pool
            .iter()
            .copied()
            .filter(|&i| d.items[usize::from(i)].bag == Bag::Arms)
            .collect();
        gear.truncate(usize::from(view.gear));
        arms.truncate(usize::from(view.arms));

        // Piles and set-up draws: each stack's 18 less those seen.
        let mut piles = Vec::with_capacity(n);
        let mut placing = Vec::with_capacity(n);
        for p in 0..players {
            let mut rest: Vec<Tenant> = d.pile.clone();
            for t in view.tenants.iter().filter(|t| t.owner == p) {
                if let Some(i) = rest.iter().position(|x| *x == t.tenant) {
                    rest.remove(i);
                }
            }
            let own = Some(p) == viewer;
            if own {
                for t in &view.own_placing {
                    if let Some(i) = rest.iter().position(|x| x == t) {
                        rest.remove(i);
                    }
                }
            }
            rng.shuffle(&mut rest);
            let placed_n = usize::from(view.placing.get(usize::from(p)).copied().unwrap_or(0));
            let drawn = if own {
                view.own_placing.clone()
            } else {
                rest.split_off(rest.len().saturating_sub(placed_n))
            };
            rest.truncate(usize::from(
                view.piles.get(usize::from(p)).copied().unwrap_or(0),
            ));
            piles.push(rest);
            placing.push(drawn);
        }

        // Cards: every card but the viewer's hand, dealt to the deck (its top showing the
        // face in view), the other hands, the set-aside cards and the discards.
        let mut cards: Vec<Card> = d.deck.clone();
        for c in &view.own_hand {
            if let Some(i) = cards.iter().position(|x| x == c) {
                cards.remove(i);
            }
        }
        rng.shuffle(&mut cards);
        let top = view.top.and_then(|face| {
            let i = cards.iter().position(|c| match face {
                TopFace::Lockdown(l) => c.lockdown == l,
                TopFace::Feud(f) => c.feud == f,
            })?;
            Some(cards.remove(i))
        });
        let mut deal = |k: usize| -> Vec<Card> { cards.split_off(cards.len().saturating_sub(k)) };
        let mut hands = Vec::with_capacity(n);
        for p in 0..players {
            hands.push(if Some(p) == viewer {
                view.own_hand.clone()
            } else {
                deal(usize::from(
                    view.hands.get(usize::from(p)).copied().unwrap_or(0),
                ))
            });
        }
        let set_aside = deal(usize::from(view.set_aside));
        let discard = deal(usize::from(view.discard));
        let mut deck = deal(usize::from(view.deck).saturating_sub(usize::from(top.is_some())));
        deck.extend(top);

        // Others' orders are unknown: taken as the game's starting ones (public, in the
        // config), which most players keep.
        let mut orders = vec![
            Orders {
                defence: view.config.defence,
                ..Orders::default()
            };
            n
        ];
        let mut defence: Vec<Option<Vec<DefenceShot>>> = vec![None; n];
        if view.stage == Stage::Defence {
            if let Some(slot) = defence.get_mut(usize::from(view.turn.player)) {
                *slot = Some(Vec::new());
            }
        }
        if let Some(v) = viewer {
            if let (Some(o), Some(mine)) = (view.own_orders, orders.get_mut(usize::from(v))) {
                *mine = o;
            }
            if let Some(slot) = defence.get_mut(usize::from(v)) {
                if view.own_declared.is_some() {
                    slot.clone_from(&view.own_declared);
                }
            }
        }
        // An open window: the viewer's part as shown; every other player it concerns is
        // taken as asked and still to answer (their orders and plays are not known).
        let window = view.window.as_ref().map(|w| {
            let concerned =
                |p: u8| !matches!(w.kind, WindowKind::Hazard { .. }) || p != view.turn.player;
            let own_ask = |p: u8| {
                let o = view.own_orders.unwrap_or_default();
                let r = match w.kind {
                    WindowKind::Hazard { .. } => o.hazards,
                    _ => o.attacks,
                };
                concerned(p) && r == Reaction::Ask
            };
            let asked: Vec<bool> = (0..players)
                .map(|p| {
                    if Some(p) == viewer {
                        own_ask(p)
                    } else {
                        concerned(p)
                    }
                })
                .collect();
            let waiting: Vec<bool> = (0..players)
                .map(|p| {
                    if Some(p) == viewer {
                        w.own_waiting
                    } else {
                        concerned(p)
                    }
                })
                .collect();
            Window {
                kind: w.kind,
                asked,
                waiting,
                staged: w.own_staged.clone(),
            }
        });
        Game {
            config: view.config,
            order: view.order.clone(),
            boards: view.boards.clone(),
            piles,
            placing,
            tenants,
            gear,
            arms,
            deck,
            set_aside,
            hands,
            discard,
            endgame: view.endgame,
            units: view.units.clone(),
            orders,
            turn: Turn {
                player: view.turn.player,
                cp: view.turn.cp,
                lockdown_due: view.turn.lockdown_due,
                must_discard: view.turn.must_discard,
                combat_step: view.turn.combat_step,
                defence,
                trail: view.turn.trail.clone(),
            },
            staged_shots: view.own_staged.clone(),
            window,
            stage: view.stage,
            counter: view.counter,
            rng,
        }
    }
}
