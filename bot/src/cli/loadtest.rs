//! `blocbot loadtest`: N live games whose players act at random through the game service
//! on a real store (an SQLite file with `synchronous=FULL`, or PostgreSQL with
//! `--database-url`), then a cold start on the stored games (issue 14; BENCHMARKS.md).
//!
//! Prints sustained durable actions per second (an action counts once the service
//! returned, that is once its commit is on disk), p50/p99 latency per action, memory per
//! live game (RSS growth / N) and the cold start: opening the store until the bot is ready,
//! and the full replay check it runs in the background.
//!
//! Each action carries its own interaction id and its messages are marked delivered, as
//! the Discord front end does, and the delivery worker's periodic claim runs every two
//! seconds, so the outbox and interaction ids grow (and are pruned) as in production. A
//! game that ends is replaced by a new one in its channel: the live games stay N.
//! `--time-scale 60 --report-every 10` compresses an hour of the bot's clock into a
//! minute and prints the database's size as it goes (the soak run of issue 39): the whole
//! file or database, the hot tables apart from the archive (ended games move there
//! `--archive-after-hours` after their end), and the rows of each.

use crate::i18n::Catalog;
use crate::service::{Caller, GameService, NewGame, Policy, Proposal, ServiceError};
use crate::store::{GameStore, Place, UserId};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, clap::Args)]
pub struct LoadtestArgs {
    /// The ruleset every game plays (bxb2016, uprising, 2040, blockriot or feud): two players, its beginner
    /// settings.
    #[arg(long, default_value = "bxb2016")]
    pub ruleset: String,
    /// Live games (two players each).
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// How long players act, after every game has started.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
    /// PostgreSQL (`postgres://...`) instead of a fresh SQLite file in a temporary
    /// directory. The games are added to what the database holds.
    #[arg(long)]
    pub database_url: Option<String>,
    /// Threads acting at once (Discord interactions handled in parallel). Each waits for
    /// the fsync of its group commit, so more of them share each fsync.
    #[arg(long, default_value_t = 64)]
    pub workers: usize,
    /// The bot's clock runs this many times faster than real time (soak runs: pruning
    /// and every other age-based rule see hours pass in minutes).
    #[arg(long, default_value_t = 1)]
    pub time_scale: u32,
    /// Print the database's size every this many seconds of the run (0: at the end only).
    #[arg(long, default_value_t = 0)]
    pub report_every: u64,
    /// Ended games move to the archive this many hours (of the bot's clock) after their
    /// end, as `ARCHIVE_AFTER_HOURS` does for the bot.
    #[arg(long, default_value_t = crate::service::ARCHIVE_AFTER_SECS / 3600)]
    pub archive_after_hours: u64,
    /// PostgreSQL connections the bot keeps (the bot's own default unless set): the
    /// actions in flight at once, so the commits that can share one WAL flush.
    #[arg(long, default_value_t = crate::store::POSTGRES_POOL_SIZE)]
    pub pool_size: u32,
}

/// The resident memory of this process, in bytes (Linux; `None` elsewhere).
fn rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// A small deterministic generator per worker (splitmix64): players pick among their
/// legal moves at random.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One live game of the load: its channel and its two players.
#[derive(Clone, Copy)]
struct LiveGame {
    place: Place,
    players: [UserId; 2],
}

fn caller(user: UserId) -> Caller {
    Caller::new(user, format!("load{}", user.0))
}

/// Creates, joins and starts a game, its messages marked sent as the front end does.
fn start_game(service: &GameService, g: &LiveGame, new: NewGame) -> Result<(), ServiceError> {
    service.mark_shown(&service.create_lobby(g.place, &caller(g.players[0]), new)?)?;
    service.mark_shown(&service.join(g.place, &caller(g.players[1]), None, false)?)?;
    service.mark_shown(&service.start(g.place, &caller(g.players[0]))?)
}

fn open_store(args: &LoadtestArgs, path: &std::path::Path) -> anyhow::Result<Arc<dyn GameStore>> {
    Ok(match args.database_url.as_deref() {
        Some(url) => Arc::new(crate::store::PgStore::connect(url, args.pool_size)?),
        None => crate::store::open(None, path)?,
    })
}

/// Runs `f` on `workers` threads over the indices `0..n`, split evenly.
fn in_parallel<T: Send>(
    n: usize,
    workers: usize,
    f: impl Fn(usize, std::ops::Range<usize>) -> T + Sync,
) -> Vec<T> {
    let workers = workers.clamp(1, n.max(1));
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let range = (n * w / workers)..(n * (w + 1) / workers);
                let f = &f;
                s.spawn(move || f(w, range))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    })
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// What the database holds: its size on disk and the rows of the tables that grow with
/// every action whatever happens to games (outbox, interaction ids).
fn footprint(args: &LoadtestArgs, path: &std::path::Path) -> anyhow::Result<String> {
    const COUNTS: &str = "(SELECT count(*) FROM outbox), (SELECT count(*) FROM interactions), \
         (SELECT count(*) FROM games), (SELECT count(*) FROM log), \
         (SELECT count(*) FROM archived_games), (SELECT count(*) FROM archived_log)";
    let (bytes, hot, counts): (i64, i64, [i64; 6]) = match &args.database_url {
        Some(url) => {
            let mut client = url.parse::<postgres::Config>()?.connect(postgres::NoTls)?;
            let row = client.query_one(
                &format!(
                    "SELECT pg_database_size(current_database()), \
                     (SELECT sum(pg_total_relation_size(c.oid))::BIGINT FROM pg_class c \
                      JOIN pg_namespace n ON n.oid = c.relnamespace \
                      WHERE c.relkind = 'r' AND n.nspname = current_schema() \
                        AND c.relname NOT LIKE 'archived%'), {COUNTS}"
                ),
                &[],
            )?;
            let mut counts = [0; 6];
            for (i, c) in counts.iter_mut().enumerate() {
                *c = row.try_get(i + 2)?;
            }
            (row.try_get(0)?, row.try_get(1)?, counts)
        }
        None => {
            let len = |p: &std::path::Path| std::fs::metadata(p).map_or(0, |m| m.len() as i64);
            let wal = path.with_extension("db-wal");
            let conn = rusqlite::Connection::open_with_flags(
                path,
                rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
            )?;
            let counts = conn.query_row(&format!("SELECT {COUNTS}"), [], |r| {
                let mut counts = [0; 6];
                for (i, c) in counts.iter_mut().enumerate() {
                    *c = r.get(i)?;
                }
                Ok(counts)
            })?;
            // Pages in use by the hot tables and their indexes (dbstat may be missing).
            let hot = conn
                .query_row(
                    "SELECT sum(pgsize) FROM dbstat WHERE name NOT LIKE 'archived%'",
                    [],
                    |r| r.get::<_, Option<i64>>(0),
                )
                .ok()
                .flatten()
                .unwrap_or(-1);
            (len(path) + len(&wal), hot, counts)
        }
    };
    let [outbox, interactions, games, log, archived, archived_log] = counts;
    let hot = if hot < 0 {
        "?".to_string()
    } else {
        format!("{:.1}", hot as f64 / 1e6)
    };
    Ok(format!(
        "database {:.1} MB (hot tables {hot} MB), outbox {outbox} rows, interaction ids \
         {interactions}, games {games} (log {log} rows), archived games {archived} (log \
         {archived_log} rows)",
        bytes as f64 / 1e6
    ))
}

pub fn run(args: &LoadtestArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.games > 0, "--games must be at least 1");
    let dir = std::env::temp_dir().join(format!("blocbot-loadtest-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path: PathBuf = dir.join("load.db");
    let result = measure(args, &path);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(args: &LoadtestArgs, path: &std::path::Path) -> anyhow::Result<()> {
    let store_name = if args.database_url.is_some() {
        "PostgreSQL"
    } else {
        "SQLite (synchronous=FULL)"
    };
    let ruleset = crate::service::parse_ruleset(Some(&args.ruleset))?;
    let config = crate::service::config_for(
        ruleset,
        &crate::service::LobbyOptions {
            players: 2,
            beginner: true,
            ..crate::service::LobbyOptions::default()
        },
    )?;
    println!(
        "loadtest: {} games of {ruleset}, {} s, {} workers, {store_name}{}",
        args.games,
        args.seconds,
        args.workers,
        if args.database_url.is_some() {
            format!(" ({} connections)", args.pool_size)
        } else {
            String::new()
        }
    );
    // Channels and users of this run are new, even on a database that holds earlier runs.
    let mut seed = [0u8; 8];
    getrandom::fill(&mut seed).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    let run_base = (u64::from_le_bytes(seed) >> 24) << 20;
    let games: Vec<LiveGame> = (0..args.games as u64)
        .map(|i| LiveGame {
            place: Place {
                guild: Some(run_base + i / 100),
                channel: run_base + i,
            },
            players: [
                UserId(run_base + 2 * i + 1_000_000_000),
                UserId(run_base + 2 * i + 1_000_000_001),
            ],
        })
        .collect();

    let rss_before = rss_bytes();
    // The bot's clock: real time, `--time-scale` times faster from the start of the run.
    let scale = i64::from(args.time_scale.max(1));
    let origin = Instant::now();
    let epoch = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)?
        .as_secs() as i64;
    let clock = Arc::new(move || epoch + origin.elapsed().as_secs() as i64 * scale);
    let service = GameService::with_store(open_store(args, path)?, Catalog::english())
        .without_board_images()
        .with_clock(clock)
        .with_policy(Policy {
            archive_after: Some(Duration::from_secs(
                args.archive_after_hours.saturating_mul(3600),
            )),
            ..Policy::default()
        });
    // Interaction ids of this run: new, like the channels.
    let interactions = AtomicU64::new(run_base);
    let setup = Instant::now();
    let created = in_parallel(games.len(), args.workers, |_, range| {
        for (i, g) in games[range.clone()].iter().enumerate() {
            let new = NewGame::of(config.clone()).seed((range.start + i) as u64);
            start_game(&service, g, new)?;
        }
        Ok::<_, ServiceError>(())
    });
    for r in created {
        r?;
    }
    let setup = setup.elapsed();
    println!(
        "setup: {} games created, joined and started in {:.1} s ({:.0} writes/s)",
        games.len(),
        setup.as_secs_f64(),
        (3 * games.len()) as f64 / setup.as_secs_f64()
    );

    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let deadline = Duration::from_secs(args.seconds);
    let results = std::thread::scope(|s| {
        let timer = s.spawn(|| {
            std::thread::sleep(deadline);
            stop.store(true, Ordering::SeqCst);
        });
        // The delivery worker's poll (it also prunes what is old), and the size reports.
        let poll = s.spawn(|| {
            let mut last_report = Instant::now();
            while !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_secs(2));
                if let Err(e) = service.claim_due_deliveries(Duration::from_secs(30), 20) {
                    eprintln!("delivery poll failed: {e}");
                }
                let every = Duration::from_secs(args.report_every);
                if args.report_every > 0 && last_report.elapsed() >= every {
                    last_report = Instant::now();
                    match footprint(args, path) {
                        Ok(f) => println!(
                            "at {:.0} s (bot clock +{} min): {f}",
                            started.elapsed().as_secs_f64(),
                            started.elapsed().as_secs() * scale as u64 / 60
                        ),
                        Err(e) => eprintln!("cannot measure the database: {e}"),
                    }
                }
            }
        });
        let out = in_parallel(games.len(), args.workers, |w, range| {
            let mut rng = Rng(run_base ^ (w as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
            let mut latencies = Vec::new();
            let (mut refused, mut ended) = (0u64, 0usize);
            let mut live: Vec<LiveGame> = games[range].to_vec();
            while !stop.load(Ordering::SeqCst) && !live.is_empty() {
                let at = rng.below(live.len());
                let g = live[at];
                // The player the game waits for, and one of their legal moves.
                let mut chosen = None;
                for user in g.players {
                    match service.choices(g.place, user, service.catalog()) {
                        Ok(c) if !c.is_empty() => {
                            let options: Vec<usize> = c
                                .groups
                                .iter()
                                .flat_map(|g| g.options.iter().map(|o| o.index))
                                .collect();
                            chosen = Some((user, options[rng.below(options.len())], c.revision));
                            break;
                        }
                        Ok(_) => {}
                        Err(ServiceError::NoGame) => break,
                        Err(e) => return Err(e),
                    }
                }
                let Some((user, index, revision)) = chosen else {
                    // Ended (or waiting on nobody seated): a new game takes its channel,
                    // so the live games stay as many.
                    ended += 1;
                    let new = NewGame::of(config.clone()).seed(rng.next());
                    if start_game(&service, &g, new).is_err() {
                        live.swap_remove(at);
                    }
                    continue;
                };
                let mut by = caller(user);
                by.interaction = Some(interactions.fetch_add(1, Ordering::Relaxed));
                let t = Instant::now();
                match service.act(g.place, &by, Proposal::Choice(index), Some(revision)) {
                    Ok(out) => {
                        latencies.push(t.elapsed());
                        // Sent at once, as the front end does.
                        service.mark_shown(&out)?;
                    }
                    Err(e) if e.is_internal() => return Err(e),
                    Err(_) => refused += 1,
                }
            }
            Ok((latencies, refused, ended))
        });
        stop.store(true, Ordering::SeqCst);
        let _ = timer.join();
        let _ = poll.join();
        out
    });
    let elapsed = started
        .elapsed()
        .min(deadline.max(Duration::from_millis(1)));
    let rss_after = rss_bytes();
    let mut latencies = Vec::new();
    let (mut refused, mut ended) = (0, 0);
    for r in results {
        let (l, r, e) = r?;
        latencies.extend(l);
        refused += r;
        ended += e;
    }
    latencies.sort_unstable();
    println!(
        "actions: {} durable in {:.1} s = {:.0} actions/s; p50 {:.2} ms, p99 {:.2} ms \
         ({refused} refused, {ended} games ended and replaced)",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
    );
    match (rss_before, rss_after) {
        (Some(a), Some(b)) => println!(
            "memory: RSS {:.1} MB -> {:.1} MB, {:.1} KB per live game",
            a as f64 / 1e6,
            b as f64 / 1e6,
            b.saturating_sub(a) as f64 / 1e3 / games.len() as f64
        ),
        _ => println!("memory: RSS not available on this system"),
    }
    println!("at the end: {}", footprint(args, path)?);
    drop(service);

    // Cold start, as `blocbot run` does it: open the store (migrations checked) and the
    // game service, then ready; the replay check of every active game runs after, in the
    // background.
    let cold = Instant::now();
    let service = GameService::with_store(open_store(args, path)?, Catalog::english());
    let ready = cold.elapsed();
    let active = service
        .store()
        .games_with_status(crate::store::GameStatus::Active)?
        .len();
    let sampled = Instant::now();
    let sample = service.verify_sample(service.policy().startup_check, 1)?;
    let sampled = sampled.elapsed();
    let replay = Instant::now();
    let failed = service.verify_all_active()?;
    let replay = replay.elapsed();
    println!(
        "cold start: ready in {:.3} s with {active} active games stored; background replay \
         check of {} of them (what start-up runs) {:.2} s, of all of them {:.2} s ({} failed)",
        ready.as_secs_f64(),
        sample.checked,
        sampled.as_secs_f64(),
        replay.as_secs_f64(),
        failed.len() + sample.failed.len()
    );
    anyhow::ensure!(
        failed.is_empty() && sample.failed.is_empty(),
        "stored games failed the replay check"
    );
    Ok(())
}
