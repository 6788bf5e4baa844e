//! What a move costs on PostgreSQL in round trips (issue 39: "one move in one or two round
//! trips"): the store talks to the test server through a counting proxy, and a typical
//! move's write (log entry, snapshot, timers, deliveries, interaction) at most two, the
//! read before it and the record of its messages sent one each (the pool no longer checks a
//! connection with a query of its own). A whole move through the game service takes 5
//! today (issue 39 asks 2): the read and the write, the duplicate check being folded into
//! the write's claim, plus 3 more the service makes (not yet traced).
//! Skipped without `BLOCBOT_TEST_DATABASE_URL` (see `tests/pg`).
#![allow(clippy::unwrap_used)]

mod conformance;
mod pg;

use bot::i18n::Catalog;
use bot::service::{Caller, GameService, NewGame, Proposal, ServiceError};
use bot::store::{
    DeliveryBody, DeliveryOutcome, DeliveryState, DeliveryTarget, GameStore, GameWrite, Lease,
    NewDelivery, PgStore, Place, Timer, TimerKind, UserId,
};
use engine::{bxb2016::GameConfig, AnyConfig, AnyGame};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// A TCP proxy in front of the server that counts round trips: the server's
/// ReadyForQuery messages, one for each query or Sync the client sends and then waits on.
/// (Counting turns of the conversation instead would see one query as two when the
/// server answers the first part of a large message before the rest has arrived.)
struct Proxy {
    port: u16,
    trips: Arc<AtomicU64>,
}

/// Counts the ReadyForQuery ('Z') messages in the server's stream, fed as it comes.
struct ReadyCounter {
    pending: Vec<u8>,
    started: bool,
}

impl ReadyCounter {
    fn feed(&mut self, bytes: &[u8]) -> u64 {
        // A lone 'N' or 'S' first: the answer to an SSL request, which has no length.
        if !self.started && bytes.len() == 1 && matches!(bytes[0], b'N' | b'S') {
            self.started = true;
            return 0;
        }
        self.started = true;
        self.pending.extend_from_slice(bytes);
        let mut ready = 0;
        loop {
            let Some(header) = self.pending.get(..5) else {
                return ready;
            };
            let len = u32::from_be_bytes([header[1], header[2], header[3], header[4]]) as usize;
            if self.pending.len() < 1 + len {
                return ready;
            }
            if header[0] == b'Z' {
                ready += 1;
            }
            self.pending.drain(..1 + len);
        }
    }
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
                let (mut c_in, mut c_out) = (client.try_clone().unwrap(), client);
                let (mut s_in, mut s_out) = (server.try_clone().unwrap(), server);
                let trips = counted.clone();
                std::thread::spawn(move || {
                    let mut buf = [0u8; 65536];
                    while let Ok(n @ 1..) = c_in.read(&mut buf) {
                        if s_out.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                });
                std::thread::spawn(move || {
                    let mut buf = [0u8; 65536];
                    let mut counter = ReadyCounter {
                        pending: Vec::new(),
                        started: false,
                    };
                    while let Ok(n @ 1..) = s_in.read(&mut buf) {
                        trips.fetch_add(counter.feed(&buf[..n]), Ordering::SeqCst);
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

    let before = proxy.trips();
    let sent: Vec<_> = written
        .deliveries
        .iter()
        .map(|id| (*id, DeliveryOutcome::Delivered))
        .collect();
    store.finish_deliveries(4, &sent, 3_001).unwrap();
    let finish_trips = proxy.trips() - before;
    for id in &written.deliveries {
        assert_eq!(
            store.delivery_state(*id).unwrap(),
            Some(DeliveryState::Delivered)
        );
    }

    eprintln!("round trips: write {write_trips}, load {load_trips}, sent {finish_trips}");
    // Counted as the server's ReadyForQuery messages, the write is 2 on this connection
    // (the older count by turns of the conversation saw 1 or 2 for the same write); the
    // goal is one or two (issue 39).
    assert!(
        write_trips <= 2,
        "a move's write took {write_trips} round trips"
    );
    assert_eq!(
        load_trips, 1,
        "reading a game took {load_trips} round trips"
    );
    assert_eq!(
        finish_trips, 1,
        "recording 3 messages sent took {finish_trips} round trips"
    );
}

/// A whole move as a button click makes it (rule-free: any legal choice), through the game
/// service: the read (the game, its seats, snapshot, muted pings and locales in one query)
/// and the write (2 on a fresh connection), and for a move told to the channel the log (a
/// turn's post tells its earlier moves): 4 and 2 measured, issue 39 asks 1-2. A second
/// delivery of the same interaction is still refused as a duplicate.
#[test]
fn a_move_through_the_service_takes_few_round_trips() {
    let Some((store, proxy)) = store_behind_proxy() else {
        return;
    };
    let service =
        GameService::with_store(Arc::new(store), Catalog::english()).without_board_images();
    let place = Place {
        guild: Some(1),
        channel: 10,
    };
    let who = |u: u64| Caller::new(UserId(u), format!("p{u}"));
    let config = bot::service::config_for(
        bot::service::parse_ruleset(Some("bxb2016")).unwrap(),
        &bot::service::LobbyOptions {
            players: 2,
            beginner: true,
            ..bot::service::LobbyOptions::default()
        },
    )
    .unwrap();
    service
        .create_lobby(place, &who(1), NewGame::of(config).seed(3))
        .unwrap();
    service.join(place, &who(2), None, false).unwrap();
    service.start(place, &who(1)).unwrap();
    let (user, choices) = [1, 2]
        .into_iter()
        .map(|u| {
            (
                u,
                service
                    .choices(place, UserId(u), service.catalog())
                    .unwrap(),
            )
        })
        .find(|(_, c)| !c.is_empty())
        .unwrap();
    let index = choices.groups[0].options[0].index;
    let mut by = who(user);
    by.interaction = Some(500);

    let before = proxy.trips();
    let told = service
        .act(place, &by, Proposal::Choice(index), Some(choices.revision))
        .unwrap();
    let move_trips = proxy.trips() - before;
    assert_eq!(told.posts.len(), 1, "the channel hears of a Start at once");
    // The load (with the seats' muted pings and locales), the log for the turn's earlier
    // moves, the write (2 on a fresh connection).
    eprintln!("round trips: a move told to the channel {move_trips}");
    assert!(move_trips <= 4, "a move took {move_trips} round trips");

    // A move within a turn (told to its player alone, issue 37): the load and the write.
    let mut held_trips = None;
    for _ in 0..40 {
        let Some((user, choices)) = [1, 2]
            .into_iter()
            .map(|u| {
                (
                    u,
                    service
                        .choices(place, UserId(u), service.catalog())
                        .unwrap(),
                )
            })
            .find(|(_, c)| !c.is_empty())
        else {
            break;
        };
        // Anything but ending the turn (listed last).
        let options: Vec<usize> = choices.options().map(|o| o.index).collect();
        let index = options[0];
        let before = proxy.trips();
        let out = service
            .act(
                place,
                &who(user),
                Proposal::Choice(index),
                Some(choices.revision),
            )
            .unwrap();
        if out.posts.is_empty() {
            held_trips = Some(proxy.trips() - before);
            break;
        }
    }
    let held_trips = held_trips.expect("a move within a turn");
    eprintln!("round trips: a move within a turn {held_trips}");
    assert!(
        held_trips <= 2,
        "a move within a turn took {held_trips} round trips"
    );

    // Discord delivers the click again: refused as a duplicate, not as a stale menu.
    let again = service.act(place, &by, Proposal::Choice(index), Some(choices.revision));
    assert!(
        matches!(again, Err(ServiceError::Duplicate)),
        "a repeated interaction gave {again:?}"
    );
}
