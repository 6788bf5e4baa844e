//! What a move costs on PostgreSQL in round trips (issue 39: "one move in one or two round
//! trips"): the store talks to the test server through a counting proxy, and a typical
//! move's write (log entry, snapshot, timers, deliveries, interaction) and the read before
//! it must each take at most two: the pool's check of the connection and the statement.
//! Skipped without `BLOCBOT_TEST_DATABASE_URL` (see `tests/pg`).
#![allow(clippy::unwrap_used)]

mod conformance;
mod pg;

use bot::store::{
    DeliveryBody, DeliveryTarget, GameStore, GameWrite, Lease, NewDelivery, PgStore, Timer,
    TimerKind, UserId,
};
use engine::{bxb2016::GameConfig, AnyConfig, AnyGame};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;

/// A TCP proxy in front of the server that counts round trips: the times the server
/// answers after the client spoke (the client waits for each answer before it goes on).
struct Proxy {
    port: u16,
    trips: Arc<AtomicU64>,
}

impl Proxy {
    fn start(upstream: (String, u16)) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let trips = Arc::new(AtomicU64::new(0));
        let counted = trips.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let Ok(server) = TcpStream::connect((upstream.0.as_str(), upstream.1)) else {
                    return;
                };
                // 1: the client spoke last; 2: the server did.
                let last = Arc::new(AtomicU8::new(0));
                let (mut c_in, mut c_out) = (client.try_clone().unwrap(), client);
                let (mut s_in, mut s_out) = (server.try_clone().unwrap(), server);
                let (last_c, last_s, trips) = (last.clone(), last, counted.clone());
                std::thread::spawn(move || {
                    let mut buf = [0u8; 65536];
                    while let Ok(n @ 1..) = c_in.read(&mut buf) {
                        // Before forwarding: the answer cannot come sooner.
                        last_c.store(1, Ordering::SeqCst);
                        if s_out.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                });
                std::thread::spawn(move || {
                    let mut buf = [0u8; 65536];
                    while let Ok(n @ 1..) = s_in.read(&mut buf) {
                        if last_s.swap(2, Ordering::SeqCst) == 1 {
                            trips.fetch_add(1, Ordering::SeqCst);
                        }
                        if c_out.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                });
            }
        });
        Proxy { port, trips }
    }

    fn trips(&self) -> u64 {
        self.trips.load(Ordering::SeqCst)
    }
}

/// A store on a fresh schema of the test server, through a counting proxy.
fn store_behind_proxy() -> Option<(PgStore, Proxy)> {
    let direct = pg::fresh_schema()?;
    let host = match direct.get_hosts().first() {
        Some(postgres::config::Host::Tcp(h)) => h.clone(),
        _ => {
            eprintln!("NOTICE: round trips SKIPPED: the test server is not on TCP");
            return None;
        }
    };
    let port = direct.get_ports().first().copied().unwrap_or(5432);
    let proxy = Proxy::start((host, port));
    let mut config = postgres::Config::new();
    config.host("127.0.0.1").port(proxy.port);
    if let Some(user) = direct.get_user() {
        config.user(user);
    }
    if let Some(password) = direct.get_password() {
        config.password(password);
    }
    if let Some(db) = direct.get_dbname() {
        config.dbname(db);
    }
    if let Some(options) = direct.get_options() {
        config.options(options);
    }
    Some((PgStore::connect_with(config, 1).unwrap(), proxy))
}

fn post(text: &str, lease: Option<Lease>) -> NewDelivery {
    NewDelivery {
        target: DeliveryTarget::Channel(10),
        body: DeliveryBody::Post {
            text: text.into(),
            ping: vec![UserId(2)],
            menu: true,
            lobby: false,
            board: None,
            story: false,
        },
        lease,
    }
}

#[test]
fn a_move_is_one_statement_each_way() {
    let Some((store, proxy)) = store_behind_proxy() else {
        return;
    };
    let row = conformance::active_game(&store);

    // What a move writes: log entry, snapshot, timers, its posts and DMs, the interaction.
    let lease = Lease {
        owner: 4,
        until: 9_999,
    };
    let mut w = GameWrite::new(&row, 3_000);
    w.interaction = Some(77);
    w.log = Some(conformance::admin_entry("moved"));
    w.snapshot = Some(AnyGame::new(AnyConfig::Bxb2016(GameConfig::beginner(2)), 5).unwrap());
    w.timers = Some(vec![
        Timer {
            kind: TimerKind::Reminder,
            due_at: 4_000,
        },
        Timer {
            kind: TimerKind::Deadline,
            due_at: 6_000,
        },
    ]);
    w.deliveries = vec![
        post("moved", Some(lease)),
        post("board", Some(lease)),
        NewDelivery {
            target: DeliveryTarget::User(UserId(2)),
            body: DeliveryBody::Direct {
                text: "your hand".into(),
                channel: Some(10),
            },
            lease: Some(lease),
        },
    ];
    w.dms_reopened = Some(UserId(1));
    let before = proxy.trips();
    let written = store.write(w).unwrap();
    let write_trips = proxy.trips() - before;
    assert_eq!(written.deliveries.len(), 3);

    let before = proxy.trips();
    let record = store.load_in(10, false).unwrap().unwrap();
    let load_trips = proxy.trips() - before;
    assert_eq!(record.row.revision, written.revision);
    assert_eq!(record.seats.len(), 2);

    eprintln!("round trips: write {write_trips}, load {load_trips}");
    assert!(
        write_trips <= 2,
        "a move's write took {write_trips} round trips"
    );
    assert!(
        load_trips <= 2,
        "reading a game took {load_trips} round trips"
    );
}
