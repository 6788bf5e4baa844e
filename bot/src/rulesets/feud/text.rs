//! *Stack Feud*'s words: names of stacks, tenants, kit, cards and places, command labels
//! and the narration of every event, all from `locales/*/feud.ftl`.
//!
//! Secrets stay private: a card played, staged or discarded, a declared defensive shot and
//! standing orders read as "a card" or "orders set" unless the viewer is their author
//! ([`command_label`]).

use crate::i18n::Catalog;
use crate::t;
use engine::feud::action::{Act, Aim, Command, Event, On, Seen};
use engine::feud::data::{data, Bag, Place};
use engine::feud::geo::Dir;
use engine::feud::state::{Fire, Gone, Orders, Reaction, Spot, WindowKind};
use engine::feud::view::{TopFace, View};

/// A stack's name by its board's stack index (`stack.toml` keys).
pub fn stack(c: &Catalog, stack: u8) -> String {
    match data().layout.stacks.get(usize::from(stack)) {
        Some(key) => c.tr(&format!("feud-stack-{key}"), &[]),
        None => t!(c, "feud-stack-other", number = u32::from(stack) + 1),
    }
}

/// A player (in turn order) by the stack they hold in `boards`.
pub fn player(c: &Catalog, boards: &[engine::feud::state::Board], p: u8) -> String {
    match boards.get(usize::from(p)) {
        Some(b) => stack(c, b.stack),
        None => t!(c, "feud-stack-other", number = u32::from(p) + 1),
    }
}

/// A square as the notation writes it (`0/4/1`: board, column, level).
pub fn spot(s: Spot) -> String {
    format!("{}/{}/{}", s.board, s.column, s.level)
}

/// A square with what stands there: `0/4/1 (market)`.
pub fn spot_place(c: &Catalog, s: Spot) -> String {
    match data().layout.at(s.column, s.level) {
        Some(sq) => t!(c, "feud-spot", at = spot(s), place = place(c, sq.place)),
        None => spot(s),
    }
}

pub fn place(c: &Catalog, p: Place) -> String {
    let key = match p {
        Place::Sky => "sky",
        Place::Courtyard => "courtyard",
        Place::Skybridge => "skybridge",
        Place::Freeway => "freeway",
        Place::Rail => "rail",
        Place::Flat => "flat",
        Place::Commons => "commons",
        Place::Forecourt => "forecourt",
        Place::Balcony => "balcony",
        Place::Landing => "landing",
        Place::FreewayPortal => "freeway-portal",
        Place::Garage => "garage",
        Place::RailPortal => "rail-portal",
        Place::Tube => "tube",
        Place::Stop => "stop",
        Place::Lockup => "lockup",
        Place::Market => "market",
        Place::CreditUnion => "credit-union",
        Place::PlantRoom => "plant-room",
        Place::Cistern => "cistern",
    };
    c.tr(&format!("feud-place-{key}"), &[])
}

/// A tenant kind by index (`tenants.toml`).
pub fn kind(c: &Catalog, kind: u8) -> String {
    match data().kinds.get(usize::from(kind)) {
        Some(k) => c.tr(&format!("feud-kind-{}", k.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

/// A tenant by its id, with its kind when known: `t3 (bruiser)`.
pub fn tenant(c: &Catalog, view: &View, id: u16) -> String {
    match view.tenants.get(usize::from(id)) {
        Some(t) => t!(
            c,
            "feud-tenant",
            id = id.to_string(),
            kind = kind(c, t.tenant.kind)
        ),
        None => t!(c, "feud-tenant-bare", id = id.to_string()),
    }
}

pub fn item(c: &Catalog, item: u8) -> String {
    match data().items.get(usize::from(item)) {
        Some(i) => c.tr(&format!("feud-item-{}", i.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

fn bag(c: &Catalog, b: Bag) -> String {
    match b {
        Bag::Gear => t!(c, "feud-bag-gear"),
        Bag::Arms => t!(c, "feud-bag-arms"),
    }
}

/// A kit counter as an event shows it: its item, or its bag when face down.
pub fn seen(c: &Catalog, s: &Seen) -> String {
    match s.item {
        Some(i) => item(c, i),
        None => t!(c, "feud-kit-face-down", bag = bag(c, s.bag)),
    }
}

pub fn feud_card(c: &Catalog, side: u8) -> String {
    match data().feud_sides.get(usize::from(side)) {
        Some(s) => c.tr(&format!("feud-card-{}", s.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

pub fn lockdown_card(c: &Catalog, side: u8) -> String {
    match data().lockdown_sides.get(usize::from(side)) {
        Some(s) => c.tr(&format!("feud-lock-{}", s.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

/// What a card does, for its holder's private summary.
pub fn feud_card_text(c: &Catalog, side: u8) -> String {
    match data().feud_sides.get(usize::from(side)) {
        Some(s) => c.tr(&format!("feud-card-{}-text", s.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

pub fn lockdown_card_text(c: &Catalog, side: u8) -> String {
    match data().lockdown_sides.get(usize::from(side)) {
        Some(s) => c.tr(&format!("feud-lock-{}-text", s.key.replace('_', "-")), &[]),
        None => String::new(),
    }
}

pub fn top_face(c: &Catalog, top: Option<TopFace>) -> String {
    match top {
        Some(TopFace::Lockdown(s)) => lockdown_card(c, s),
        Some(TopFace::Feud(s)) => feud_card(c, s),
        None => t!(c, "feud-none"),
    }
}

fn dir(c: &Catalog, d: Dir) -> String {
    match d {
        Dir::Left => t!(c, "feud-dir-left"),
        Dir::Right => t!(c, "feud-dir-right"),
        Dir::Up => t!(c, "feud-dir-up"),
        Dir::Down => t!(c, "feud-dir-down"),
    }
}

fn aim(c: &Catalog, a: Aim) -> String {
    match a {
        Aim::Tenants => t!(c, "feud-aim-tenants"),
        Aim::Structure => t!(c, "feud-aim-structure"),
        Aim::Blaze => t!(c, "feud-aim-blaze"),
        Aim::Explosive => t!(c, "feud-aim-explosive"),
        Aim::Incendiary => t!(c, "feud-aim-incendiary"),
        Aim::HomingExplosive => t!(c, "feud-aim-homing-explosive"),
        Aim::HomingIncendiary => t!(c, "feud-aim-homing-incendiary"),
    }
}

pub fn reaction(c: &Catalog, r: Reaction) -> String {
    match r {
        Reaction::Auto => t!(c, "feud-reaction-auto"),
        Reaction::Ask => t!(c, "feud-reaction-ask"),
        Reaction::Never => t!(c, "feud-reaction-never"),
    }
}

pub fn fire(c: &Catalog, f: Fire) -> String {
    match f {
        Fire::Ask => t!(c, "feud-fire-ask"),
        Fire::Weakest => t!(c, "feud-fire-weakest"),
        Fire::Strongest => t!(c, "feud-fire-strongest"),
        Fire::Never => t!(c, "feud-fire-never"),
    }
}

pub fn orders(c: &Catalog, o: &Orders) -> String {
    t!(
        c,
        "feud-orders",
        lifts = if o.stop_lifts {
            t!(c, "feud-orders-stop")
        } else {
            t!(c, "feud-orders-pass")
        },
        hazards = reaction(c, o.hazards),
        attacks = reaction(c, o.attacks),
        defence = fire(c, o.defence)
    )
}

/// The standing orders of `to` that differ from `from`, each with its heading, and their
/// values now (short: a menu option holds 100 characters): a toggle's label names what it changes, not all four orders to compare.
fn orders_change(c: &Catalog, from: &Orders, to: &Orders) -> Option<(String, String)> {
    let lifts = |stop: bool| {
        if stop {
            t!(c, "feud-orders-stop")
        } else {
            t!(c, "feud-orders-pass")
        }
    };
    let mut change = Vec::new();
    let mut now = Vec::new();
    if from.stop_lifts != to.stop_lifts {
        change.push(t!(c, "feud-orders-lifts", lifts = lifts(to.stop_lifts)));
        now.push(lifts(from.stop_lifts));
    }
    for (id, a, b) in [
        ("feud-orders-hazards", from.hazards, to.hazards),
        ("feud-orders-attacks", from.attacks, to.attacks),
    ] {
        if a != b {
            change.push(c.tr(id, &[("cards", reaction(c, b).into())]));
            now.push(reaction(c, a));
        }
    }
    if from.defence != to.defence {
        change.push(t!(c, "feud-orders-defence", fire = fire(c, to.defence)));
        now.push(fire(c, from.defence));
    }
    (!change.is_empty()).then(|| (change.join(" · "), now.join(" · ")))
}

/// The kit slot `slot` of tenant `id` as the viewer sees it.
fn slot(c: &Catalog, view: &View, id: u16, slot: u8) -> String {
    use engine::feud::view::KitView;
    let kit = view
        .tenants
        .get(usize::from(id))
        .and_then(|t| t.kit.get(usize::from(slot)));
    match kit {
        Some(KitView::Shown(k)) => item(c, k.item),
        Some(KitView::FaceDown(b)) => t!(c, "feud-kit-face-down", bag = bag(c, *b)),
        None => t!(c, "feud-kit-slot", slot = u32::from(slot)),
    }
}

/// The card `card` of `by`'s hand, when the viewer is `by` (else "a card").
fn hand_card(c: &Catalog, view: &View, by: u8, card: u8) -> String {
    if view.viewer == Some(by) {
        if let Some(k) = view.own_hand.get(usize::from(card)) {
            return if view.endgame {
                lockdown_card(c, k.lockdown)
            } else {
                feud_card(c, k.feud)
            };
        }
    }
    t!(c, "feud-a-card")
}

fn on(c: &Catalog, view: &View, o: On) -> String {
    match o {
        On::Nothing => t!(c, "feud-on-nothing"),
        On::Tenant(id) => tenant(c, view, id),
        On::Square(s) => spot_place(c, s),
    }
}

/// A command's label as `view`'s viewer may read it (a spectator's view: no secrets).
pub fn command_label(c: &Catalog, view: &View, command: &Command) -> String {
    let own = view.viewer == Some(command.by);
    let tn = |id| tenant(c, view, id);
    match command.act {
        // The counters still to place are face down to the others (BM-4.3): they read
        // "a tenant"; the owner sees what each is, with the numbers to choose by (several
        // residents differ only in them).
        Act::Place { which, at } => match view.own_placing.get(usize::from(which)) {
            Some(t) if own => t!(
                c,
                "feud-act-place",
                kind = kind(c, t.kind),
                rouse = t.rouse,
                grit = t.grit,
                stride = t.stride,
                at = spot_place(c, at)
            ),
            _ => t!(c, "feud-act-place-hidden", at = spot_place(c, at)),
        },
        Act::Deploy => t!(c, "feud-act-deploy", cp = data().rules.command.deploy_cost),
        Act::Rouse { tenant } => t!(c, "feud-act-rouse", tenant = tn(tenant)),
        Act::Step { tenant, dir: d } => {
            t!(c, "feud-act-step", tenant = tn(tenant), dir = dir(c, d))
        }
        Act::Lift { tenant, level } => {
            t!(c, "feud-act-lift", tenant = tn(tenant), level = level)
        }
        Act::Drop { tenant } => t!(c, "feud-act-drop", tenant = tn(tenant)),
        Act::Ride { tenant, to } => {
            t!(
                c,
                "feud-act-ride",
                tenant = tn(tenant),
                dest = spot_place(c, to)
            )
        }
        Act::Fly { tenant, to } => {
            t!(
                c,
                "feud-act-fly",
                tenant = tn(tenant),
                dest = spot_place(c, to)
            )
        }
        Act::Draw { tenant } => t!(c, "feud-act-draw", tenant = tn(tenant)),
        Act::Discard { tenant, slot: s } => t!(
            c,
            "feud-act-discard",
            tenant = tn(tenant),
            kit = slot(c, view, tenant, s)
        ),
        Act::PassKit { from, slot: s, to } => t!(
            c,
            "feud-act-pass",
            giver = tn(from),
            kit = slot(c, view, from, s),
            taker = tn(to)
        ),
        Act::SetUp { tenant, slot: s } => t!(
            c,
            "feud-act-setup",
            tenant = tn(tenant),
            kit = slot(c, view, tenant, s)
        ),
        Act::Plant { tenant, slot: _ } => t!(c, "feud-act-plant", tenant = tn(tenant)),
        Act::Power { tenant } => t!(c, "feud-act-power", tenant = tn(tenant)),
        Act::Play { card, on: o } if own => t!(
            c,
            "feud-act-play",
            card = hand_card(c, view, command.by, card),
            target = on(c, view, o)
        ),
        Act::Play { .. } => t!(c, "feud-act-play-hidden"),
        Act::SetOrders { orders: o } if own => {
            match view.own_orders.and_then(|now| orders_change(c, &now, &o)) {
                Some((change, now)) => t!(c, "feud-act-orders-change", change = change, now = now),
                None => t!(c, "feud-act-orders", orders = orders(c, &o)),
            }
        }
        Act::SetOrders { .. } => t!(c, "feud-act-orders-hidden"),
        Act::EndMove => t!(c, "feud-act-end-move"),
        Act::EndCommand => t!(c, "feud-act-end-command"),
        Act::Defend { shot } if own => t!(
            c,
            "feud-act-defend",
            tenant = tn(shot.shooter),
            kit = slot(c, view, shot.shooter, shot.slot),
            target = spot_place(c, shot.target)
        ),
        Act::Defend { .. } => t!(c, "feud-act-defend-hidden"),
        Act::DefenceDone => t!(c, "feud-act-defence-done"),
        Act::Shoot {
            shooter,
            slot: s,
            at,
            aim: a,
        } => t!(
            c,
            "feud-act-shoot",
            tenant = tn(shooter),
            kit = slot(c, view, shooter, s),
            target = spot_place(c, at),
            aim = aim(c, a)
        ),
        Act::Assault { attacker, target } => t!(
            c,
            "feud-act-assault",
            tenant = tn(attacker),
            target = tn(target)
        ),
        Act::Loot { tenant } => t!(c, "feud-act-loot", tenant = tn(tenant)),
        Act::Arson { tenant } => t!(c, "feud-act-arson", tenant = tn(tenant)),
        Act::Tag { tenant } => t!(c, "feud-act-tag", tenant = tn(tenant)),
        Act::Hose { tenant, at } => t!(
            c,
            "feud-act-hose",
            tenant = tn(tenant),
            target = spot_place(c, at)
        ),
        Act::EndCombat => t!(c, "feud-act-end-combat"),
        Act::DiscardCard { card } if own => t!(
            c,
            "feud-act-discard-card",
            card = hand_card(c, view, command.by, card)
        ),
        Act::DiscardCard { .. } => t!(c, "feud-act-discard-card-hidden"),
        Act::Ready => t!(c, "feud-act-ready"),
    }
}

/// Whether a command's content is its author's secret until the game reveals it: a card
/// chosen, a defensive shot declared, standing orders.
pub fn secret_command(command: &Command) -> bool {
    matches!(
        command.act,
        Act::Play { .. } | Act::SetOrders { .. } | Act::Defend { .. } | Act::DiscardCard { .. }
    )
}

fn gone(c: &Catalog, g: Gone) -> String {
    match g {
        Gone::Destroyed => t!(c, "feud-gone-destroyed"),
        Gone::Removed => t!(c, "feud-gone-removed"),
    }
}

fn window(c: &Catalog, view: &View, k: WindowKind) -> String {
    match k {
        WindowKind::Hazard { tenant, .. } => {
            t!(c, "feud-window-hazard", tenant = tenant_of(c, view, tenant))
        }
        WindowKind::Shot { shooter, .. } => {
            t!(c, "feud-window-shot", tenant = tenant_of(c, view, shooter))
        }
        WindowKind::Assault { attacker, .. } => {
            t!(
                c,
                "feud-window-assault",
                tenant = tenant_of(c, view, attacker)
            )
        }
        WindowKind::Defence => t!(c, "feud-window-defence"),
    }
}

fn tenant_of(c: &Catalog, view: &View, id: u16) -> String {
    tenant(c, view, id)
}

/// One line of narration for an event already redacted for its audience; `view` names the
/// tenants and stacks (a public view after the event).
/// The lines of one command's events. A defensive-fire window that opens and closes in the
/// same command (every other player answered by a standing order, BM-7.1, docs/feud-design.md
/// section 8) is told as one line, not as stacks "declaring" shots nobody was asked for.
pub fn event_lines(c: &Catalog, view: &View, events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(event) = events.get(i) {
        if matches!(event, Event::DefenceOpened) {
            let declared = events
                .iter()
                .skip(i + 1)
                .take_while(|e| matches!(e, Event::DefenceDeclared { .. }))
                .count();
            if matches!(
                events.get(i + 1 + declared),
                Some(Event::DefenceClosed { .. })
            ) {
                out.push(t!(c, "feud-ev-defence-by-orders"));
                i += 1 + declared;
                continue;
            }
        }
        out.extend(event_line(c, view, event));
        i += 1;
    }
    out
}

pub fn event_line(c: &Catalog, view: &View, event: &Event) -> Option<String> {
    let tn = |id| tenant(c, view, id);
    let pl = |p| player(c, &view.boards, p);
    Some(match event {
        Event::Placed { tenant, at } => {
            t!(
                c,
                "feud-ev-placed",
                tenant = tn(*tenant),
                at = spot_place(c, *at)
            )
        }
        Event::TurnBegan { player, cp } => {
            t!(c, "feud-ev-turn-began", player = pl(*player), cp = *cp)
        }
        Event::KitDrawn { tenant, kit } => {
            t!(
                c,
                "feud-ev-kit-drawn",
                tenant = tn(*tenant),
                kit = seen(c, kit)
            )
        }
        Event::KitRedrawn { tenant, item: i } => {
            t!(
                c,
                "feud-ev-kit-redrawn",
                tenant = tn(*tenant),
                kit = item(c, *i)
            )
        }
        Event::KitDiscarded { tenant, kit } => {
            t!(
                c,
                "feud-ev-kit-discarded",
                tenant = tn(*tenant),
                kit = seen(c, kit)
            )
        }
        Event::KitPassed { from, to, kit } => t!(
            c,
            "feud-ev-kit-passed",
            giver = tn(*from),
            taker = tn(*to),
            kit = seen(c, kit)
        ),
        Event::KitSetUp { tenant, item: i } => {
            t!(
                c,
                "feud-ev-kit-set-up",
                tenant = tn(*tenant),
                kit = item(c, *i)
            )
        }
        Event::ChargePlanted { tenant, at } => t!(
            c,
            "feud-ev-charge-planted",
            tenant = tn(*tenant),
            at = spot_place(c, *at)
        ),
        Event::AddressRolled { address, free } => {
            if *free {
                t!(c, "feud-ev-address-free", address = *address)
            } else {
                t!(c, "feud-ev-address-taken", address = *address)
            }
        }
        Event::Deployed { tenant, at } => {
            t!(
                c,
                "feud-ev-deployed",
                tenant = tn(*tenant),
                at = spot_place(c, *at)
            )
        }
        Event::DeployFailed => t!(c, "feud-ev-deploy-failed"),
        Event::Roused { tenant, cp } => {
            t!(c, "feud-ev-roused", tenant = tn(*tenant), cp = *cp)
        }
        Event::Moved { tenant, to, .. } => {
            t!(
                c,
                "feud-ev-moved",
                tenant = tn(*tenant),
                dest = spot_place(c, *to)
            )
        }
        Event::LiftHalted { tenant, at } => t!(
            c,
            "feud-ev-lift-halted",
            tenant = tn(*tenant),
            at = spot_place(c, *at)
        ),
        Event::PowerSwitched { board, on } => {
            let stack = pl(*board);
            if *on {
                t!(c, "feud-ev-power-on", stack = stack)
            } else {
                t!(c, "feud-ev-power-off", stack = stack)
            }
        }
        Event::CardPlayed {
            player,
            feud,
            lockdown,
        } => {
            let card = match (feud, lockdown) {
                (Some(f), _) => feud_card(c, *f),
                (None, Some(l)) => lockdown_card(c, *l),
                (None, None) => t!(c, "feud-a-card"),
            };
            t!(c, "feud-ev-card-played", player = pl(*player), card = card)
        }
        Event::PointsGained { cp } => t!(c, "feud-ev-points-gained", cp = *cp),
        Event::CarPlaced { at } => t!(c, "feud-ev-car-placed", at = spot_place(c, *at)),
        Event::OrdersSet { player } => t!(c, "feud-ev-orders-set", player = pl(*player)),
        Event::DefenceOpened => t!(c, "feud-ev-defence-opened"),
        Event::DefenceDeclared { player } => {
            t!(c, "feud-ev-defence-declared", player = pl(*player))
        }
        Event::DefenceClosed { shots } => {
            if shots.is_empty() {
                t!(c, "feud-ev-defence-none")
            } else {
                let list: Vec<String> = shots
                    .iter()
                    .map(|s| {
                        t!(
                            c,
                            "feud-shot",
                            tenant = tn(s.shooter),
                            target = spot(s.target)
                        )
                    })
                    .collect();
                t!(
                    c,
                    "feud-ev-defence-closed",
                    count = shots.len(),
                    shots = list.join("; ")
                )
            }
        }
        Event::CombatBegan => t!(c, "feud-ev-combat-began"),
        Event::Roll { die, total, needed } => t!(
            c,
            "feud-ev-roll",
            die = *die,
            total = i64::from(*total),
            needed = i64::from(*needed)
        ),
        Event::Left { tenant, how } => {
            t!(c, "feud-ev-left", tenant = tn(*tenant), how = gone(c, *how))
        }
        Event::Locked { a, b } => t!(c, "feud-ev-locked", first = tn(*a), second = tn(*b)),
        Event::Looted { at } => t!(c, "feud-ev-looted", at = spot_place(c, *at)),
        Event::Fire { at, markers } => {
            t!(c, "feud-ev-fire", at = spot_place(c, *at), count = *markers)
        }
        Event::FireLost => t!(c, "feud-ev-fire-lost"),
        Event::FireOut { at, markers } => t!(
            c,
            "feud-ev-fire-out",
            at = spot_place(c, *at),
            count = *markers
        ),
        Event::Structure { at, markers } => t!(
            c,
            "feud-ev-structure",
            at = spot_place(c, *at),
            count = *markers
        ),
        Event::Collapsed { at } => t!(c, "feud-ev-collapsed", at = spot_place(c, *at)),
        Event::Blast { at } => t!(c, "feud-ev-blast", at = spot_place(c, *at)),
        Event::Tagged { at } => t!(c, "feud-ev-tagged", at = spot_place(c, *at)),
        Event::StackFell { board } => t!(c, "feud-ev-stack-fell", stack = pl(*board)),
        Event::CardDrawn { player } => t!(c, "feud-ev-card-drawn", player = pl(*player)),
        Event::CardDiscarded { player } => {
            t!(c, "feud-ev-card-discarded", player = pl(*player))
        }
        Event::LockdownBegan => t!(c, "feud-ev-lockdown-began"),
        Event::UnitPlaced { at } => t!(c, "feud-ev-unit-placed", at = spot_place(c, *at)),
        Event::TurnEnded { player } => t!(c, "feud-ev-turn-ended", player = pl(*player)),
        Event::GameEnded => t!(c, "feud-ev-game-ended"),
        Event::WindowOpened { kind } => window(c, view, *kind),
        Event::Staged { player } => t!(c, "feud-ev-staged", player = pl(*player)),
        Event::Answered { player } => t!(c, "feud-ev-answered", player = pl(*player)),
        Event::WindowClosed { plays } => {
            if plays.is_empty() {
                t!(c, "feud-ev-window-none")
            } else {
                let list: Vec<String> = plays
                    .iter()
                    .map(|p| {
                        t!(
                            c,
                            "feud-play",
                            player = pl(p.player),
                            card = feud_card(c, p.feud),
                            target = on(c, view, p.on)
                        )
                    })
                    .collect();
                t!(
                    c,
                    "feud-ev-window-closed",
                    count = plays.len(),
                    plays = list.join("; ")
                )
            }
        }
        Event::PushedBack { tenant, to } => t!(
            c,
            "feud-ev-pushed-back",
            tenant = tn(*tenant),
            dest = spot_place(c, *to)
        ),
        Event::Halted { tenant } => t!(c, "feud-ev-halted", tenant = tn(*tenant)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::feud::state::Game;

    /// BM-7.1 with standing orders (docs/feud-design.md, section 8): a window every order
    /// answered at once is one line; a window that waits for someone says the stacks
    /// declare, and the ones already done are named.
    #[test]
    fn bm_7_1_a_window_closed_by_orders_is_told_as_one_line() {
        let c = Catalog::english();
        let view = Game::new(3, 1).expect("set-up").view(None);
        let at_once = [
            Event::DefenceOpened,
            Event::DefenceDeclared { player: 1 },
            Event::DefenceDeclared { player: 2 },
            Event::DefenceClosed { shots: Vec::new() },
        ];
        let lines = event_lines(c, &view, &at_once);
        assert_eq!(
            lines,
            [
                t!(c, "feud-ev-defence-by-orders"),
                t!(c, "feud-ev-defence-none")
            ]
        );
        let waiting = [Event::DefenceOpened, Event::DefenceDeclared { player: 2 }];
        let lines = event_lines(c, &view, &waiting);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0], t!(c, "feud-ev-defence-opened"));
        assert!(!lines.iter().any(|l| l.contains("standing orders")));
    }

    /// BM-4.3: the counters to place are face down to the others. The owner's menu names
    /// each with its rouse, grit and stride (two residents differ only in them); the
    /// public line says "a tenant", never the kind.
    #[test]
    fn bm_4_3_placing_names_the_tenant_to_its_owner_only() {
        use engine::seam::Ruleset;
        let c = Catalog::english();
        let g = Game::new(2, 1).expect("set-up");
        let place = Ruleset::legal_commands(&g)
            .into_iter()
            .find(|cmd| matches!(cmd.act, Act::Place { .. }))
            .expect("a placing");
        let own = command_label(c, &g.view(Some(place.by)), &place);
        assert!(own.contains("(rouse "), "{own}");
        assert!(
            own.contains(", grit ") && own.contains(", stride "),
            "{own}"
        );
        let public = command_label(c, &g.view(None), &place);
        assert!(public.starts_with("Place a tenant on "), "{public}");
        for k in 0..data().kinds.len() {
            let name = kind(c, u8::try_from(k).expect("a kind"));
            assert!(!public.contains(&name), "{public}");
        }
    }

    /// BM-6.9, BM-7.1 (standing orders): a toggle's label names the order it changes and
    /// what it is now, not all four orders to compare line by line.
    #[test]
    fn a_standing_order_toggle_names_what_it_changes() {
        let c = Catalog::english();
        let g = Game::new(2, 1).expect("set-up");
        let view = g.view(Some(0));
        let now = view.own_orders.expect("own orders");
        let toggled = Orders {
            stop_lifts: !now.stop_lifts,
            ..now
        };
        let command = Command {
            by: 0,
            act: Act::SetOrders { orders: toggled },
        };
        let label = command_label(c, &view, &command);
        let (to, from) = if now.stop_lifts {
            ("let lifts pass", "stop rival lifts")
        } else {
            ("stop rival lifts", "let lifts pass")
        };
        assert_eq!(label, format!("Standing orders: lifts: {to} (now: {from})"));
        assert!(!label.contains("defensive fire"), "{label}");
        // Someone else's toggle is never spelt out.
        let public = command_label(c, &g.view(None), &command);
        assert_eq!(public, "Set standing orders");
        // Every toggle (a change of one order) fits a menu option (100 characters), in
        // both languages.
        for lang in ["en-US", "fr"] {
            let c = Catalog::for_locale(lang);
            for fire in [Fire::Ask, Fire::Weakest, Fire::Strongest, Fire::Never] {
                if fire == now.defence {
                    continue;
                }
                let act = Act::SetOrders {
                    orders: Orders {
                        defence: fire,
                        ..now
                    },
                };
                let label = command_label(c, &view, &Command { by: 0, act });
                assert!(label.chars().count() <= 100, "{label}");
            }
        }
    }
}
