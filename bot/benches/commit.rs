//! Issue 9: the cost of `synchronous=FULL`. One move's commit on the SQLite store (log
//! entry, snapshot, two outbox rows, timers: what `/play` writes), on a database file with
//! FULL (what the bot runs) and with NORMAL (what it ran before), in the same process one
//! after the other, so that the difference is the fsync and not the machine's mood.
#![allow(clippy::unwrap_used, missing_docs)]

use bot::store::{
    DeliveryBody, DeliveryTarget, GameStatus, GameStore, GameWrite, LogKind, NewDelivery,
    NewGameRecord, NewLogEntry, Place, SqliteStore, Timer, TimerKind, UserId,
};
use criterion::{criterion_group, criterion_main, Criterion};
use engine::bxb2016::{Game, GameConfig};
use std::time::Duration;

fn commit(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("blocbot-commit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = engine::AnyGame::Bxb2016(Game::new(GameConfig::default(), 1).unwrap());
    for mode in ["FULL", "NORMAL"] {
        let store = SqliteStore::open(&dir.join(format!("{mode}.db"))).unwrap();
        store
            .execute_raw(&format!("PRAGMA synchronous = {mode}"))
            .unwrap();
        let place = Place {
            guild: Some(1),
            channel: 2,
        };
        let (id, _) = store
            .create_game(NewGameRecord {
                place,
                creator: UserId(3),
                settings: engine::AnyConfig::Bxb2016(GameConfig::default()),
                seed: 1,
                seed_chosen: true,
                turn_deadline: Some(48 * 3600),
                locale: "en-US".into(),
                seats: Vec::new(),
                now: 0,
                interaction: None,
                open_game_limit: None,
                timers: Vec::new(),
                deliveries: Vec::new(),
            })
            .unwrap();
        let row = store.game(id).unwrap().unwrap();
        let mut start = GameWrite::new(&row, 1);
        start.status = Some(GameStatus::Active);
        start.snapshot = Some(game.clone());
        store.write(start).unwrap();
        let mut now = 2;
        c.bench_function(&format!("commit_one_move_synchronous_{mode}"), |b| {
            b.iter(|| {
                now += 1;
                let row = store.game(id).unwrap().unwrap();
                let mut w = GameWrite::new(&row, now);
                w.interaction = Some(now as u64);
                w.log = Some(NewLogEntry {
                    kind: LogKind::Admin,
                    user: Some(UserId(3)),
                    command: None,
                    events: Vec::new(),
                    note: Some("bench".into()),
                });
                w.snapshot = Some(game.clone());
                w.timers = Some(vec![
                    Timer {
                        kind: TimerKind::Reminder,
                        due_at: now + 86_400,
                    },
                    Timer {
                        kind: TimerKind::Deadline,
                        due_at: now + 172_800,
                    },
                ]);
                w.deliveries = vec![
                    NewDelivery {
                        target: DeliveryTarget::User(UserId(3)),
                        body: DeliveryBody::Direct {
                            text: "your hand".into(),
                            channel: Some(2),
                        },
                        lease: None,
                    },
                    NewDelivery {
                        target: DeliveryTarget::Channel(2),
                        body: DeliveryBody::Post {
                            text: "a move".into(),
                            ping: vec![UserId(3)],
                            menu: true,
                            lobby: false,
                            board: None,
                            story: false,
                        },
                        lease: None,
                    },
                ];
                store.write(w).unwrap();
            })
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(5));
    targets = commit
}
criterion_main!(benches);
