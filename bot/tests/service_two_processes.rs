//! Two game services on one database stand for two bot processes (issue 14): each serves
//! games of its own servers and both serve one shared game, a click redelivered to both is
//! applied once, and when one dies mid-game (its messages claimed but not sent) the other
//! goes on with the game and sends what the dead one left, nothing lost or doubled.
//! Runs on PostgreSQL (the deployment with several processes) and on an SQLite file.
#![allow(clippy::unwrap_used)]

mod pg;

use bot::i18n::Catalog;
use bot::service::{Caller, GameService, NewGame, Proposal};
use bot::store::{DeliveryId, DeliveryOutcome, GameStore, PgStore, Place, SqliteStore, UserId};
use engine::bxb2016::GameConfig;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

const LEASE: Duration = Duration::from_secs(30);

struct World {
    clock: Arc<AtomicI64>,
    next_interaction: AtomicU64,
}

impl World {
    fn process(&self, store: Arc<dyn GameStore>) -> GameService {
        let clock = self.clock.clone();
        GameService::with_store(store, Catalog::english())
            .with_clock(Arc::new(move || clock.load(Ordering::SeqCst)))
            .with_delivery_lease(LEASE)
            .without_board_images()
    }

    fn caller(&self, user: UserId) -> Caller {
        let mut c = Caller::new(user, format!("u{}", user.0));
        c.interaction = Some(self.next_interaction.fetch_add(1, Ordering::SeqCst));
        c
    }
}

fn place(n: u64) -> Place {
    Place {
        guild: Some(n),
        channel: 100 + n,
    }
}

fn players(n: u64) -> [UserId; 2] {
    [UserId(10 * n + 1), UserId(10 * n + 2)]
}

/// Opens, fills and starts game `n` on `svc`, which sends what that produced.
fn start(world: &World, svc: &GameService, n: u64, sent: &mut Vec<DeliveryId>) {
    let [a, b] = players(n);
    let outs = [
        svc.create_lobby(
            place(n),
            &world.caller(a),
            NewGame::new(GameConfig::beginner(2)).seed(n),
        )
        .unwrap(),
        svc.join(place(n), &world.caller(b), None, false).unwrap(),
        svc.start(place(n), &world.caller(a)).unwrap(),
    ];
    for out in outs {
        deliver(svc, &out.delivery_ids(), sent);
    }
}

/// The player game `n` waits for and one of their moves (the first: deterministic).
fn next_move(svc: &GameService, n: u64) -> Option<(UserId, usize, u64)> {
    for user in players(n) {
        let c = svc.choices(place(n), user, svc.catalog()).unwrap();
        if let Some(index) = c
            .groups
            .iter()
            .flat_map(|g| &g.options)
            .map(|o| o.index)
            .next()
        {
            return Some((user, index, c.revision));
        }
    }
    None
}

/// Plays one move of game `n` on `svc`; the ids of its deliveries.
fn play(world: &World, svc: &GameService, n: u64) -> Vec<DeliveryId> {
    let (user, index, revision) = next_move(svc, n).expect("the game goes on");
    let out = svc
        .act(
            place(n),
            &world.caller(user),
            Proposal::Choice(index),
            Some(revision),
        )
        .unwrap();
    out.delivery_ids()
}

/// Sends what a process holds of `ids` (as its delivery worker does) and records it.
fn deliver(svc: &GameService, ids: &[DeliveryId], sent: &mut Vec<DeliveryId>) {
    let held = svc.held_deliveries(ids).unwrap();
    let outcomes: Vec<_> = held
        .iter()
        .map(|d| (d.id, DeliveryOutcome::Delivered))
        .collect();
    sent.extend(held.iter().map(|d| d.id));
    svc.finish_deliveries(&outcomes).unwrap();
}

fn commands_in_log(store: &dyn GameStore, svc: &GameService, n: u64) -> usize {
    let id = svc.game_here(place(n)).unwrap().unwrap().0;
    store
        .log(id)
        .unwrap()
        .iter()
        .filter(|r| r.command.is_some())
        .count()
}

fn two_processes(open: impl Fn() -> Arc<dyn GameStore>) {
    let world = World {
        clock: Arc::new(AtomicI64::new(1_000_000)),
        next_interaction: AtomicU64::new(1),
    };
    let store_a = open();
    let store_b = open();
    let a = world.process(store_a);
    let b = world.process(store_b.clone());
    // Game 1 in a server process A serves, game 2 in one B serves, game 3 shared.
    let (mut sent_a, mut sent_b) = (Vec::new(), Vec::new());
    start(&world, &a, 1, &mut sent_a);
    start(&world, &b, 2, &mut sent_b);
    start(&world, &a, 3, &mut sent_a);
    let mut acknowledged = [0usize; 4];
    for round in 0..6 {
        let ids = play(&world, &a, 1);
        deliver(&a, &ids, &mut sent_a);
        acknowledged[1] += 1;
        let ids = play(&world, &b, 2);
        deliver(&b, &ids, &mut sent_b);
        acknowledged[2] += 1;
        // The shared game moves on either process.
        let (svc, sent) = if round % 2 == 0 {
            (&a, &mut sent_a)
        } else {
            (&b, &mut sent_b)
        };
        let ids = play(&world, svc, 3);
        deliver(svc, &ids, sent);
        acknowledged[3] += 1;
    }
    // One click of the shared game reaches both processes at once (a redelivery, or two
    // processes behind a balancer): it is applied once.
    let (user, index, revision) = next_move(&b, 3).unwrap();
    let click = world.caller(user);
    let outcomes: Vec<_> = std::thread::scope(|s| {
        [&a, &b]
            .map(|svc| {
                let click = click.clone();
                s.spawn(move || svc.act(place(3), &click, Proposal::Choice(index), Some(revision)))
            })
            .map(|h| h.join().unwrap())
            .into_iter()
            .collect()
    });
    let applied: Vec<_> = outcomes.iter().filter(|r| r.is_ok()).collect();
    assert_eq!(applied.len(), 1, "{outcomes:?}");
    for refused in outcomes.iter().filter_map(|r| r.as_ref().err()) {
        assert!(!refused.is_internal(), "{refused}");
    }
    acknowledged[3] += 1;
    // Whichever applied it delivers its messages.
    for (svc, sent, out) in [
        (&a, &mut sent_a, &outcomes[0]),
        (&b, &mut sent_b, &outcomes[1]),
    ] {
        if let Ok(out) = out {
            deliver(svc, &out.delivery_ids(), sent);
        }
    }

    // Process A acknowledges one more move of each of its games, then dies before sending
    // what followed (its rows stay claimed by it).
    let orphans: BTreeSet<DeliveryId> = [1, 3]
        .into_iter()
        .flat_map(|n| {
            acknowledged[n as usize] += 1;
            play(&world, &a, n)
        })
        .collect();
    assert!(!orphans.is_empty());
    drop(a);

    // B serves every game now. While A's lease lasts its rows are left alone...
    assert!(b.claim_due_deliveries(LEASE, 100).unwrap().is_empty());
    for n in [1, 2, 3] {
        let ids = play(&world, &b, n);
        deliver(&b, &ids, &mut sent_b);
        acknowledged[n as usize] += 1;
    }
    // ...and after it, B takes them over and sends them, once.
    world
        .clock
        .fetch_add(LEASE.as_secs() as i64 + 1, Ordering::SeqCst);
    let rescued = b.claim_due_deliveries(LEASE, 100).unwrap();
    let rescued_ids: BTreeSet<_> = rescued.iter().map(|d| d.id).collect();
    assert_eq!(rescued_ids, orphans);
    let outcomes: Vec<_> = rescued
        .iter()
        .map(|d| (d.id, DeliveryOutcome::Delivered))
        .collect();
    sent_b.extend(rescued_ids.iter().copied());
    b.finish_deliveries(&outcomes).unwrap();

    // Every acknowledged move is in its game's log once; every message was sent once.
    for n in [1u64, 2, 3] {
        assert_eq!(
            commands_in_log(store_b.as_ref(), &b, n),
            acknowledged[n as usize],
            "game {n}"
        );
    }
    let counts = store_b.outbox_counts().unwrap();
    assert_eq!(counts.pending, 0, "{counts:?}");
    let mut all: Vec<_> = sent_a.iter().chain(&sent_b).copied().collect();
    let sent_total = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), sent_total, "a message was sent twice");
    // Everything the games produced from the lobby on was sent.
    assert_eq!(counts.delivered as usize, sent_total);
}

#[test]
fn two_processes_on_postgresql() {
    let Some(config) = pg::fresh_schema() else {
        return;
    };
    two_processes(move || Arc::new(PgStore::connect_with(config.clone(), 4).unwrap()));
}

#[test]
fn two_processes_on_one_sqlite_file() {
    let dir = std::env::temp_dir().join(format!("blocbot-two-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.db");
    two_processes(|| Arc::new(SqliteStore::open(&path).unwrap()));
    let _ = std::fs::remove_dir_all(&dir);
}
