//! Several `blocbot` processes serving the same live games through Discord's HTTP
//! interactions endpoint, on one PostgreSQL (issue 39, README "Several processes").
//!
//! ```sh
//! cargo build --release -p bot --bin blocbot
//! cargo run --release -p bot --example processes_load -- \
//!     --database-url postgres://... --processes 1,2 --games 10000 --seconds 15
//! ```
//!
//! For each process count, in a fresh schema of the database: the games (two players,
//! 2016 beginner) are created through the game service, their set-up messages marked sent;
//! then that many real `blocbot` processes start in HTTP mode (`BLOCBOT_HTTP_LISTEN`) with
//! fakecord as Discord, fakecord's round robin in front of them, so every game is served by
//! every process. Client tasks send signed `/play` interactions with random legal moves
//! (one game at a time each, chosen from a copy of the game they keep by applying each
//! confirmed move) for the given seconds. A move counts when its reply ("Done: ...")
//! arrives.
//!
//! Then the checks of the issue: every game's log grew by exactly its confirmed moves
//! (none lost, none applied twice), and once the outbox has drained (the processes send at
//! most 50 requests a second each, Discord's limit) every message was sent once (by its
//! nonce) and every delivered row reached Discord. One line of results per process count.
#![allow(missing_docs)]

use bot::i18n::Catalog;
use bot::service::{config_for, Caller, GameService, LobbyOptions, NewGame};
use bot::store::{GameStore, PgStore, Place, UserId};
use clap::Parser;
use engine::bxb2016::notation::print_command;
use engine::bxb2016::Game;
use engine::sim::RandomPlayer;
use engine::RulesetKey;
use fakecord::{FakeDiscord, FakeUser};
use serde_json::json;
use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
struct Args {
    /// PostgreSQL (`postgres://...`; default `BLOCBOT_TEST_DATABASE_URL`); each run uses
    /// a fresh schema of it, dropped after.
    #[arg(long)]
    database_url: Option<String>,
    /// Process counts to measure in turn, comma-separated (`1,2`).
    #[arg(long, value_delimiter = ',', default_value = "1,2")]
    processes: Vec<usize>,
    /// Live games (two players each).
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// How long the clients play.
    #[arg(long, default_value_t = 15)]
    seconds: u64,
    /// Interactions in flight at once (each client waits for its move's reply).
    #[arg(long, default_value_t = 64)]
    clients: usize,
    /// The bot binary (`cargo build --release -p bot --bin blocbot`).
    #[arg(long, default_value = "target/release/blocbot")]
    binary: String,
    /// How long to wait for the outbox to drain after the run.
    #[arg(long, default_value_t = 300)]
    drain_seconds: u64,
}

/// One live game: where it is, its players (fakecord users by seat) and the copy the
/// client keeps.
struct Live {
    guild: u64,
    channel: u64,
    seats: HashMap<u8, FakeUser>,
    game: Game,
    revision: u64,
    confirmed: u64,
}

/// A bot process; killed when dropped.
struct Process {
    child: Child,
    log: std::path::PathBuf,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn base_url(args: &Args) -> &str {
    args.database_url.as_deref().unwrap_or_default()
}

/// The store, dropped off the async threads (the PostgreSQL client runs its own runtime),
/// also when a run stops early on an error.
struct Store(Option<Arc<dyn GameStore>>);

impl Store {
    fn get(&self) -> Arc<dyn GameStore> {
        self.0.clone().expect("present until dropped")
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        let store = self.0.take();
        tokio::task::block_in_place(|| drop(store));
    }
}

fn free_port() -> anyhow::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

/// A new schema on the server, and a URL whose connections use it.
fn fresh_schema(base: &str, tag: &str) -> anyhow::Result<(String, String)> {
    let schema = format!(
        "load_{tag}_{}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)?
            .as_micros()
    );
    let config: postgres::Config = base.parse()?;
    let mut client = config.connect(postgres::NoTls)?;
    client.batch_execute(&format!("CREATE SCHEMA {schema}"))?;
    let separator = if base.contains('?') { '&' } else { '?' };
    Ok((
        format!("{base}{separator}options=-c%20search_path%3D{schema}"),
        schema,
    ))
}

fn drop_schema(base: &str, schema: &str) -> anyhow::Result<()> {
    let config: postgres::Config = base.parse()?;
    let mut client = config.connect(postgres::NoTls)?;
    client.batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))?;
    Ok(())
}

/// The outbox rows: (id, state).
fn outbox_states(url: &str) -> anyhow::Result<Vec<(i64, String)>> {
    let config: postgres::Config = url.parse()?;
    let mut client = config.connect(postgres::NoTls)?;
    Ok(client
        .query("SELECT id, state FROM outbox ORDER BY id", &[])?
        .into_iter()
        .map(|r| (r.get::<_, i64>(0), r.get::<_, String>(1)))
        .collect())
}

fn spawn(binary: &str, fake: &FakeDiscord, port: u16, url: &str) -> anyhow::Result<Process> {
    let log = std::env::temp_dir().join(format!(
        "blocbot-processes-load-{}-{port}.log",
        std::process::id()
    ));
    let file = std::fs::File::create(&log)?;
    let child = Command::new(binary)
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_BASE", fake.http_url())
        .env("BLOCBOT_HTTP_LISTEN", format!("127.0.0.1:{port}"))
        .env("DISCORD_PUBLIC_KEY", fake.public_key_hex())
        .env_remove("DATABASE_PATH")
        .env("DATABASE_URL", url)
        .env("DEV_GUILD_ID", "")
        .env("STARTUP_CHECK_GAMES", "0")
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .env_remove("BLOCBOT_FAULT")
        .stdin(Stdio::null())
        .stdout(Stdio::from(file.try_clone()?))
        .stderr(Stdio::from(file))
        .spawn()?;
    Ok(Process { child, log })
}

async fn wait_ready(fake: &FakeDiscord, url: &str) -> anyhow::Result<()> {
    let start = Instant::now();
    loop {
        if let Ok((200, _)) = fake.ping_endpoint(url).await {
            return Ok(());
        }
        if start.elapsed() > Duration::from_secs(90) {
            anyhow::bail!("{url} never answered a PING");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)].as_secs_f64() * 1e3
}

/// The games created and started through the game service, their messages marked sent.
/// A game set up: its guild, its channel and its seats (seat, user id).
type Placed = (u64, u64, Vec<(u8, u64)>);

fn set_up(args: &Args, url: &str, base: u64) -> anyhow::Result<Vec<Placed>> {
    let store: Arc<dyn GameStore> = Arc::new(PgStore::connect(url, 16)?);
    let service = GameService::with_store(store.clone(), Catalog::english()).without_board_images();
    let config = config_for(
        RulesetKey::Bxb2016,
        &LobbyOptions {
            players: 2,
            beginner: true,
            ..LobbyOptions::default()
        },
    )
    .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let workers = 16.min(args.games.max(1));
    std::thread::scope(|s| -> anyhow::Result<()> {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (service, config) = (&service, &config);
                s.spawn(move || -> anyhow::Result<()> {
                    for i in (w..args.games).step_by(workers) {
                        let i = i as u64;
                        let place = Place {
                            guild: Some(base + i / 100),
                            channel: base + 1_000_000 + i,
                        };
                        let user = |k: u64| Caller::new(UserId(base + 2_000_000 + 2 * i + k), "p");
                        let new = NewGame::of(config.clone()).seed(i);
                        let shown = |o| service.mark_shown(&o).map_err(|e| anyhow::anyhow!("{e}"));
                        shown(
                            service
                                .create_lobby(place, &user(0), new)
                                .map_err(|e| anyhow::anyhow!("{e}"))?,
                        )?;
                        shown(
                            service
                                .join(place, &user(1), None, false)
                                .map_err(|e| anyhow::anyhow!("{e}"))?,
                        )?;
                        shown(
                            service
                                .start(place, &user(0))
                                .map_err(|e| anyhow::anyhow!("{e}"))?,
                        )?;
                    }
                    Ok(())
                })
            })
            .collect();
        for h in handles {
            h.join()
                .map_err(|_| anyhow::anyhow!("a set-up thread panicked"))??;
        }
        Ok(())
    })?;
    (0..args.games as u64)
        .map(|i| {
            let record = store
                .load_in(base + 1_000_000 + i, false)?
                .ok_or_else(|| anyhow::anyhow!("game {i} missing"))?;
            let seats = record.seats.iter().map(|s| (s.seat, s.user.0)).collect();
            Ok((base + i / 100, base + 1_000_000 + i, seats))
        })
        .collect()
}

/// The game in a channel and its revision, as committed.
fn committed(store: &dyn GameStore, channel: u64) -> anyhow::Result<(Game, u64)> {
    let record = store
        .load_in(channel, false)?
        .ok_or_else(|| anyhow::anyhow!("no game in {channel}"))?;
    let (_, game) = record
        .snapshot
        .ok_or_else(|| anyhow::anyhow!("no snapshot in {channel}"))?;
    let game = game
        .as_bxb2016()
        .cloned()
        .ok_or_else(|| anyhow::anyhow!("not a 2016 game"))?;
    Ok((game, record.row.revision))
}

/// What one run measured.
struct Outcome {
    processes: usize,
    confirmed: u64,
    seconds: f64,
    latencies: Vec<Duration>,
    refused: u64,
    unanswered: u64,
    log_mismatches: usize,
    served: Vec<usize>,
    drained_in: Option<f64>,
    messages: usize,
    doubled: usize,
    missing: usize,
    set_up_seconds: f64,
}

async fn run(args: &Args, processes: usize) -> anyhow::Result<Outcome> {
    let (url, schema) =
        tokio::task::block_in_place(|| fresh_schema(base_url(args), &format!("p{processes}")))?;
    let base = 960_000_000_000_000_000 + (processes as u64) * 10_000_000;
    let set_up_started = Instant::now();
    let placed = tokio::task::block_in_place(|| set_up(args, &url, base))?;
    let set_up_seconds = set_up_started.elapsed().as_secs_f64();
    let store = Store(Some(tokio::task::block_in_place(|| {
        PgStore::connect(&url, 4).map(|s| Arc::new(s) as Arc<dyn GameStore>)
    })?));
    // Rows written by the set-up were marked sent without Discord: only later ones count.
    let first_of_the_run = tokio::task::block_in_place(|| outbox_states(&url))?
        .last()
        .map_or(0, |(id, _)| *id);

    let fake = FakeDiscord::builder().start().await?;
    let mut users: HashMap<u64, FakeUser> = HashMap::new();
    let mut lives = Vec::with_capacity(placed.len());
    for (guild, channel, seats) in placed {
        fake.guild_channel(guild, channel, &format!("game-{channel}"));
        let (game, revision) =
            tokio::task::block_in_place(|| committed(store.get().as_ref(), channel))?;
        let seats = seats
            .into_iter()
            .map(|(seat, id)| {
                let user = users
                    .entry(id)
                    .or_insert_with(|| fake.user(id, &format!("player{id}")))
                    .clone();
                (seat, user)
            })
            .collect();
        lives.push(Live {
            guild,
            channel,
            seats,
            game,
            revision,
            confirmed: 0,
        });
    }

    let mut bots = Vec::new();
    let mut urls = Vec::new();
    for _ in 0..processes {
        let port = free_port()?;
        bots.push(spawn(&args.binary, &fake, port, &url)?);
        urls.push(format!("http://127.0.0.1:{port}/interactions"));
    }
    for u in &urls {
        wait_ready(&fake, u).await?;
    }
    fake.wait_for_commands(None, &["game", "play"], Duration::from_secs(60))
        .await?;
    fake.set_interactions_endpoints(urls.clone());

    // Each client plays its own games, one move at a time.
    let clients = args.clients.clamp(1, lives.len().max(1));
    let mut shares: Vec<Vec<Live>> = (0..clients).map(|_| Vec::new()).collect();
    for (i, live) in lives.into_iter().enumerate() {
        shares[i % clients].push(live);
    }
    let fake = Arc::new(fake);
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (k, mut share) in shares.into_iter().enumerate() {
        let (fake, stop, store) = (fake.clone(), stop.clone(), store.get());
        tasks.push(tokio::spawn(async move {
            let mut player = RandomPlayer::new(k as u64 + 1);
            let mut latencies = Vec::new();
            let (mut refused, mut unanswered) = (0u64, 0u64);
            let mut at = 0;
            while !stop.load(Ordering::SeqCst) && !share.is_empty() {
                at = (at + 1) % share.len();
                let live = &mut share[at];
                if live.game.is_over() {
                    share.swap_remove(at);
                    continue;
                }
                let Some(cmd) = player.choose(&live.game) else {
                    share.swap_remove(at);
                    continue;
                };
                let seat = live.game.faction(cmd.by).player;
                let Some(user) = live.seats.get(&seat) else {
                    share.swap_remove(at);
                    continue;
                };
                let sent = Instant::now();
                let Ok(i) = fake.send_slash_command(
                    user,
                    Some(live.guild),
                    live.channel,
                    "play",
                    &[("action", json!(print_command(&live.game, &cmd)))],
                ) else {
                    refused += 1;
                    continue;
                };
                match fake.wait_for_followup(&i, 0, Duration::from_secs(30)).await {
                    Ok(m) if m.content.starts_with("Done") => {
                        latencies.push(sent.elapsed());
                        live.confirmed += 1;
                        if live.game.apply(cmd).is_err() {
                            refused += 1;
                        }
                    }
                    Ok(_) => {
                        // Refused (the copy is out of step, or the move was stale): read
                        // the game again.
                        refused += 1;
                        let store = store.clone();
                        let channel = live.channel;
                        if let Ok(Ok((game, _))) =
                            tokio::task::spawn_blocking(move || committed(store.as_ref(), channel))
                                .await
                        {
                            live.game = game;
                        }
                    }
                    Err(_) => unanswered += 1,
                }
            }
            (share, latencies, refused, unanswered)
        }));
    }
    tokio::time::sleep(Duration::from_secs(args.seconds)).await;
    stop.store(true, Ordering::SeqCst);
    let mut latencies = Vec::new();
    let (mut refused, mut unanswered) = (0, 0);
    let mut finished = Vec::new();
    for t in tasks {
        let (share, l, r, u) = t.await?;
        latencies.extend(l);
        refused += r;
        unanswered += u;
        finished.extend(share);
    }
    let seconds = started.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let confirmed = latencies.len() as u64;

    // Every confirmed move once in the log (games that ended left the clients' lists:
    // their moves are counted in `confirmed` but not checked here).
    let mut log_mismatches = 0;
    for live in &finished {
        let (_, now) =
            tokio::task::block_in_place(|| committed(store.get().as_ref(), live.channel))?;
        if now != live.revision + live.confirmed {
            log_mismatches += 1;
        }
    }
    let answers = fake.endpoint_answers();
    let served = urls
        .iter()
        .map(|u| {
            answers
                .iter()
                .filter(|a| a.endpoint == *u && a.status == Some(200))
                .count()
        })
        .collect();

    // Every message once: wait for the outbox to drain, then compare with Discord.
    let drain_started = Instant::now();
    let drained_in = loop {
        let states = tokio::task::block_in_place(|| outbox_states(&url))?;
        if states
            .iter()
            .all(|(id, s)| *id <= first_of_the_run || s != "pending")
        {
            break Some(drain_started.elapsed().as_secs_f64());
        }
        if drain_started.elapsed() > Duration::from_secs(args.drain_seconds) {
            break None;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    };
    let mut by_nonce: HashMap<String, usize> = HashMap::new();
    for m in fake.all_messages() {
        if let Some(n) = m.nonce {
            *by_nonce.entry(n).or_default() += 1;
        }
    }
    let doubled = by_nonce.values().filter(|n| **n > 1).count();
    let missing = tokio::task::block_in_place(|| outbox_states(&url))?
        .into_iter()
        .filter(|(id, state)| {
            *id > first_of_the_run
                && state == "delivered"
                && !by_nonce.contains_key(&bot::discord::nonce(*id, 0))
        })
        .count();
    let messages = by_nonce.len();
    for b in &bots {
        eprintln!("process log: {}", b.log.display());
    }
    drop(bots);
    // The PostgreSQL client blocks (it runs its own runtime): never on the async threads.
    drop(store);
    tokio::task::block_in_place(|| {
        if let Err(e) = drop_schema(base_url(args), &schema) {
            eprintln!("could not drop schema {schema}: {e}");
        }
    });
    Ok(Outcome {
        processes,
        confirmed,
        seconds,
        latencies,
        refused,
        unanswered,
        log_mismatches,
        served,
        drained_in,
        messages,
        doubled,
        missing,
        set_up_seconds,
    })
}

#[tokio::main(flavor = "multi_thread", worker_threads = 4)]
async fn main() -> anyhow::Result<()> {
    let mut args = Args::parse();
    if args.database_url.is_none() {
        args.database_url = std::env::var("BLOCBOT_TEST_DATABASE_URL").ok();
    }
    let Some(database_url) = args.database_url.clone() else {
        anyhow::bail!("give --database-url postgres://... (or BLOCBOT_TEST_DATABASE_URL)");
    };
    let args = Args {
        database_url: Some(database_url),
        ..args
    };
    println!(
        "| processes | games | confirmed moves | moves/s | p50 / p99 reply | refused | unanswered | log off | answered by each | outbox drained | messages (doubled, missing) | set-up |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for &processes in &args.processes {
        let o = run(&args, processes).await?;
        println!(
            "| {} | {} | {} | {:.0} | {:.1} / {:.1} ms | {} | {} | {} | {} | {} | {} ({}, {}) | {:.1} s |",
            o.processes,
            args.games,
            o.confirmed,
            o.confirmed as f64 / o.seconds,
            percentile(&o.latencies, 0.5),
            percentile(&o.latencies, 0.99),
            o.refused,
            o.unanswered,
            o.log_mismatches,
            o.served
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" + "),
            o.drained_in
                .map(|s| format!("in {s:.1} s"))
                .unwrap_or_else(|| "not drained".into()),
            o.messages,
            o.doubled,
            o.missing,
            o.set_up_seconds,
        );
    }
    Ok(())
}
