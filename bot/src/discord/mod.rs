//! The Discord front end (poise 0.7 / serenity 0.12). Commands are thin adapters: they
//! read the interaction, call the game service on a blocking thread, and deliver the
//! outbox rows the change wrote. Background workers deliver rows left behind (a crash, a
//! Discord hiccup) and fire due timers. No SQL and no rules here.

mod choice;
mod commands;
mod components;
mod deliver;
pub mod endpoint;
pub mod limits;
pub mod localize;
mod rules;
mod seats;
pub mod signature;

use crate::i18n::Catalog;
use crate::service::{Caller, FaultPoint, GameService, Policy, ServiceError};
use crate::store::{Place, TimerClaim, UserId};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::future::Future;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

pub use deliver::nonce;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How the bot runs, besides its token and database.
#[derive(Clone, Debug)]
pub struct BotOptions {
    /// Register commands in this server only (development: instant updates). Otherwise
    /// commands are registered globally.
    pub dev_guild: Option<u64>,
    /// Reminders, lobby expiry, per-user limits, rate limits.
    pub policy: Policy,
    /// The turn deadline of a game created without choosing one; `None`: no deadline.
    pub default_turn_deadline: Option<Duration>,
    /// How often to look for due timers (reminders, deadlines, expired lobbies).
    pub timer_check_every: Duration,
    /// How often to look for deliveries left behind.
    pub delivery_poll: Duration,
    /// How long a process holds a delivery it claimed before another may retry it.
    pub delivery_lease: Duration,
    /// At shutdown, how long to wait for commands and deliveries in flight.
    pub shutdown_grace: Duration,
    /// Talk to this base URL instead of https://discord.com (`DISCORD_API_BASE`; tests only).
    pub api_base: Option<String>,
    /// A test-only crash point (`BLOCBOT_FAULT`).
    pub fault: Option<Arc<FaultPoint>>,
    /// `DATABASE_URL`: PostgreSQL instead of the SQLite file at the database path.
    pub database_url: Option<String>,
}

impl Default for BotOptions {
    fn default() -> Self {
        BotOptions {
            dev_guild: None,
            policy: Policy::default(),
            default_turn_deadline: Some(Duration::from_secs(48 * 3600)),
            // Often enough for computer seats' moves, due a few seconds after the
            // change before them (ComputerPolicy::pause).
            timer_check_every: Duration::from_secs(2),
            delivery_poll: Duration::from_secs(2),
            delivery_lease: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(30),
            api_base: None,
            fault: None,
            database_url: None,
        }
    }
}

/// Counts work that must finish before the process exits: commands being handled and
/// deliveries being sent.
#[derive(Debug, Default)]
struct InFlight {
    count: AtomicUsize,
    idle: tokio::sync::Notify,
}

/// Held while one piece of work is in flight.
#[derive(Debug)]
pub struct Busy(Arc<InFlight>);

impl Drop for Busy {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Shared by every command and event.
#[derive(Clone)]
pub struct Data {
    pub service: Arc<GameService>,
    pub options: BotOptions,
    /// One lock per channel, held from a change to the end of its delivery, so the posts
    /// of one game appear in the order of its moves.
    channel_locks: Arc<std::sync::Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>>,
    /// Per channel, the signal that the last queued delivery finished: a change's posts
    /// wait for the earlier change's posts, but not under the channel lock, so the next
    /// command is applied and answered while they go out.
    delivery_chain: Arc<std::sync::Mutex<HashMap<u64, tokio::sync::oneshot::Receiver<()>>>>,
    in_flight: Arc<InFlight>,
    stopping: Arc<AtomicBool>,
    /// Wakes the delivery worker (a delivery failed and waits for its retry).
    wake_deliveries: Arc<tokio::sync::Notify>,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// A channel's turn: the lock on the channel, and a mark that work is in flight.
#[derive(Debug)]
pub struct ChannelTurn {
    _lock: tokio::sync::OwnedMutexGuard<()>,
    busy: Busy,
    channel: u64,
}

/// A change's place in its channel's queue of deliveries, taken under the channel lock
/// (so in the order of the changes) and kept after it is released.
#[derive(Debug)]
pub struct DeliverySlot {
    earlier: Option<tokio::sync::oneshot::Receiver<()>>,
    /// Dropped when this delivery is over: the next one may start.
    _done: tokio::sync::oneshot::Sender<()>,
    _busy: Busy,
}

impl DeliverySlot {
    /// Waits until the deliveries of earlier changes to the channel are over (sent, or
    /// left to the delivery worker).
    pub async fn wait_for_earlier(&mut self) {
        if let Some(earlier) = self.earlier.take() {
            // A dropped sender is the signal: the earlier delivery is over either way.
            let _ = earlier.await;
        }
    }
}

impl Data {
    pub fn new(service: Arc<GameService>, options: BotOptions) -> Data {
        Data {
            service,
            options,
            channel_locks: Arc::default(),
            delivery_chain: Arc::default(),
            in_flight: Arc::default(),
            stopping: Arc::default(),
            wake_deliveries: Arc::default(),
        }
    }

    /// The service's default language (see [`Data::reader`]).
    pub fn catalog(&self) -> &'static Catalog {
        self.service.catalog()
    }

    /// The catalog of one reader: the locale their interaction carries.
    pub fn reader(&self, locale: Option<&str>) -> &'static Catalog {
        self.service.reader(locale)
    }

    /// Marks work in flight until the returned value is dropped.
    pub fn busy(&self) -> Busy {
        self.in_flight.count.fetch_add(1, Ordering::SeqCst);
        Busy(self.in_flight.clone())
    }

    /// Waits for the channel's turn: changes to one game are applied and delivered one at
    /// a time.
    pub async fn lock_channel(&self, channel: u64) -> ChannelTurn {
        let busy = self.busy();
        let lock = {
            let mut locks = self.channel_locks.lock().unwrap_or_else(|p| p.into_inner());
            locks.entry(channel).or_default().clone()
        };
        ChannelTurn {
            _lock: lock.lock_owned().await,
            busy,
            channel,
        }
    }

    /// Ends a channel's turn for changes and queues its deliveries behind the earlier
    /// ones (issue 12: the reply and the next command do not wait for a board upload).
    pub fn queue_delivery(&self, turn: ChannelTurn) -> DeliverySlot {
        let (done, signal) = tokio::sync::oneshot::channel();
        let earlier = {
            let mut chain = self
                .delivery_chain
                .lock()
                .unwrap_or_else(|p| p.into_inner());
            chain.insert(turn.channel, signal)
        };
        DeliverySlot {
            earlier,
            _done: done,
            _busy: turn.busy,
        }
    }

    /// Runs a service call on a blocking thread (SQLite and rendering block).
    pub async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&GameService) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, Error> {
        let service = self.service.clone();
        let result = tokio::task::spawn_blocking(move || f(&service))
            .await
            .context("the game service task failed")?;
        result.map_err(Error::from)
    }

    pub fn is_stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// Stops the workers from taking new work and waits (up to the grace period) for
    /// everything in flight to finish. True if everything finished.
    async fn drain(&self) -> bool {
        self.stopping.store(true, Ordering::SeqCst);
        self.wake_deliveries.notify_waiters();
        let wait = async {
            loop {
                let idle = self.in_flight.idle.notified();
                if self.in_flight.count.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(self.options.shutdown_grace, wait)
            .await
            .is_ok()
    }
}

/// Marks every event as work in flight while poise handles it, so a shutdown waits for
/// the commands and clicks it already received.
struct Tracked {
    inner: poise::Framework<Data, Error>,
    in_flight: Arc<InFlight>,
}

#[serenity::async_trait]
impl serenity::Framework for Tracked {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        self.in_flight.count.fetch_add(1, Ordering::SeqCst);
        let _busy = Busy(self.in_flight.clone());
        self.inner.dispatch(ctx, event).await;
    }
}

/// The production entry point: builds the HTTP client from the token, runs until
/// `shutdown` completes, then stops taking interactions, finishes what is in flight and
/// returns.
pub async fn run(
    token: &str,
    db_path: &Path,
    options: BotOptions,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let http = match &options.api_base {
        // A Discord stand-in (the end-to-end tests' fake): same client, other base URL.
        // Serenity routes through a proxy only with its ratelimiter off (serenity #1739).
        Some(base) => serenity::HttpBuilder::new(token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::HttpBuilder::new(token).build(),
    };
    run_with_http(http, db_path, options, shutdown).await
}

/// Runs the bot with a given HTTP client until it stops or `shutdown` completes.
/// End-to-end tests pass one built with
/// `HttpBuilder::new(token).proxy(url).ratelimiter_disabled(true)` to talk to a fake
/// Discord; production passes one built from the token alone.
pub async fn run_with_http(
    http: serenity::Http,
    db_path: &Path,
    options: BotOptions,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let (mut client, data) = build(http, db_path, options).await?;
    let shards = client.shard_manager.clone();
    let mut running = tokio::spawn(async move { client.start().await });
    tokio::select! {
        ended = &mut running => {
            ended
                .context("the Discord client task failed")?
                .context("the Discord connection failed")?;
            return Ok(());
        }
        () = shutdown => {}
    }
    tracing::info!("stopping: no new interactions; finishing what is in flight");
    // Closing the gateway stops new interactions; what was received still finishes.
    shards.shutdown_all().await;
    if data.drain().await {
        tracing::info!("stopped cleanly");
    } else {
        // Anything unsent is still in the outbox and goes out at the next start.
        tracing::warn!("stopped with work still in flight");
    }
    running.abort();
    Ok(())
}

/// Builds the client (not yet connected). Tests keep its `shard_manager` to stop it.
pub async fn build_client(
    http: serenity::Http,
    db_path: &Path,
    options: BotOptions,
) -> anyhow::Result<serenity::Client> {
    Ok(build(http, db_path, options).await?.0)
}

async fn build(
    http: serenity::Http,
    db_path: &Path,
    options: BotOptions,
) -> anyhow::Result<(serenity::Client, Data)> {
    let data = Data::new(open_service(db_path, &options).await?, options);
    let framework = Tracked {
        inner: framework(data.clone()),
        in_flight: data.in_flight.clone(),
    };
    // Slash commands and components need no privileged intents.
    let intents = serenity::GatewayIntents::non_privileged();
    let client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    Ok((client, data))
}

/// Opens the store and the game service, and starts the replay check of the stored games
/// in the background. Shared by the gateway and the HTTP endpoint.
async fn open_service(db_path: &Path, options: &BotOptions) -> anyhow::Result<Arc<GameService>> {
    // Opening the store and replaying the stored games block (and PostgreSQL's client
    // runs its own runtime): off the async threads.
    let db_path = db_path.to_path_buf();
    let url = options.database_url.clone();
    let (policy, lease, fault) = (
        options.policy.clone(),
        options.delivery_lease,
        options.fault.clone(),
    );
    let service = tokio::task::spawn_blocking(move || {
        let store = crate::store::open(url.as_deref(), &db_path).with_context(|| match url {
            Some(_) => "cannot use the PostgreSQL database of DATABASE_URL".to_string(),
            None => format!(
                "cannot open the database {} (set DATABASE_PATH to a writable file)",
                db_path.display()
            ),
        })?;
        let service = GameService::with_store(store, Catalog::english())
            .with_policy(policy)
            .with_delivery_lease(lease)
            .with_fault(fault);
        anyhow::Ok(Arc::new(service))
    })
    .await
    .context("opening the database failed")??;
    // A sample of the active games (`STARTUP_CHECK_GAMES`, the ones changed last among
    // them) is replayed from its log to check its snapshot, in the background: start-up
    // waits for no history, and the check does not grow with the games stored (10,000
    // took 27 s in full on PostgreSQL; BENCHMARKS.md, "Load"). A game that fails is
    // reported.
    let checking = service.clone();
    let sample = checking.policy().startup_check;
    let mut seed = [0u8; 8];
    // A fixed seed if the system has no randomness: the recent half is still checked.
    let _ = getrandom::fill(&mut seed);
    tokio::task::spawn_blocking(move || {
        match checking.verify_sample(sample, u64::from_le_bytes(seed)) {
            Ok(done) => {
                tracing::info!(
                    checked = done.checked,
                    of = done.of,
                    failed = done.failed.len(),
                    "replay check of the stored games"
                );
                for (id, why) in &done.failed {
                    tracing::error!(
                        game = id,
                        why = why.as_str(),
                        "a stored game does not replay from its log"
                    );
                }
            }
            Err(e) => tracing::error!(error = %e, "the replay check of the stored games failed"),
        }
    });
    Ok(service)
}

/// The commands, the error handler and the component handler: what both the gateway's
/// framework and the HTTP endpoint dispatch to.
fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: {
            let mut all = commands::all();
            localize::localize(&mut all);
            all
        },
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| Box::pin(components::handle_event(framework, event)),
        ..Default::default()
    }
}

/// Starts the workers that deliver outbox rows left behind and fire due timers.
fn start_workers(http: Arc<serenity::Http>, data: Data) {
    deliver::spawn_delivery_worker(http.clone(), data.clone());
    spawn_timers(http, data);
}

fn framework(data: Data) -> poise::Framework<Data, Error> {
    poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match data.options.dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(guild),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                // Deliveries a previous run left behind go out now, then whatever fails.
                start_workers(ctx.http.clone(), data.clone());
                Ok(data)
            })
        })
        .build()
}

/// Fires due timers (reminders, deadlines, expired lobbies, computer moves) now and then,
/// and delivers what they wrote.
///
/// Claims are fired side by side, up to one per core (a strong computer move thinks about
/// a second): one game's move does not wait behind another's. Each claim takes its
/// channel's turn before firing, like a person's command, so one game's changes are
/// applied and delivered in order; a claim is fired once (its lease, and the write that
/// fires it).
fn spawn_timers(http: Arc<serenity::Http>, data: Data) {
    tokio::spawn(async move {
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
        let permits = Arc::new(tokio::sync::Semaphore::new(workers));
        // A fired timer may make the next one due at once (computer seats without a
        // pause play one after another): look again then, not at the next tick.
        let look_again = Arc::new(tokio::sync::Notify::new());
        let mut tick = tokio::time::interval(data.options.timer_check_every);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                _ = look_again.notified() => {}
            }
            loop {
                if data.is_stopping() {
                    return;
                }
                // Claim only what can start now: a claim waiting for a worker would
                // hold its lease idle.
                let free = permits.available_permits();
                if free == 0 {
                    break;
                }
                let claims = match data.call(move |s| s.claim_due_timers(free)).await {
                    Ok(claims) if !claims.is_empty() => claims,
                    Ok(_) => break,
                    Err(e) => {
                        tracing::warn!(error = %e, "timer check failed");
                        break;
                    }
                };
                for claim in claims {
                    let Ok(permit) = permits.clone().acquire_owned().await else {
                        return;
                    };
                    let (http, data, look_again) = (http.clone(), data.clone(), look_again.clone());
                    tokio::spawn(async move {
                        fire_and_deliver(&http, &data, claim).await;
                        drop(permit);
                        look_again.notify_one();
                    });
                }
            }
        }
    });
}

/// Fires one claimed timer in its channel's turn and delivers what it wrote.
async fn fire_and_deliver(http: &serenity::Http, data: &Data, claim: TimerClaim) {
    let _busy = data.busy();
    let place = match data.call(move |s| s.timer_place(&claim)).await {
        Ok(Some(place)) => place,
        // The game is gone: the store drops its timers.
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(game = claim.game, error = %e, "timer check failed");
            return;
        }
    };
    let turn = data.lock_channel(place.channel).await;
    let outbox = match data.call(move |s| Ok(s.fire_claimed(&claim))).await {
        Ok(Some(outbox)) => outbox,
        Ok(None) => return,
        Err(e) => {
            // The blocking task itself failed (fire_claimed catches the rest): the
            // lease lets another claim retry it later.
            tracing::warn!(game = claim.game, error = %e, "a timer task failed");
            return;
        }
    };
    let mut slot = data.queue_delivery(turn);
    slot.wait_for_earlier().await;
    let mut run = deliver::DeliveryRun::new(data, None);
    run.deliver_held(http, &outbox.delivery_ids()).await;
    run.finish().await;
}

/// One place where errors become replies: rules and lobby errors are friendly ephemeral
/// messages naming the rule; anything else is logged and apologized for.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let catalog = ctx.data().reader(ctx.locale());
            let text = match error.downcast_ref::<ServiceError>() {
                Some(e) if !e.is_internal() => e.user_message(catalog),
                Some(e) => {
                    tracing::error!(error = %e, command = %ctx.command().name, "service failure");
                    e.user_message(catalog)
                }
                None => {
                    tracing::error!(error = %format!("{error:#}"), command = %ctx.command().name, "command failed");
                    crate::t!(catalog, "err-internal")
                }
            };
            let mut reply = poise::CreateReply::default()
                .content(limits::one_message(&text))
                .ephemeral(true)
                .allowed_mentions(limits::allowed_mentions(&[]));
            // Every refusal naming a rule offers "why?" (issue 12).
            if let Some(row) = error
                .downcast_ref::<ServiceError>()
                .and_then(|e| rules::why_button(ctx.data(), e))
            {
                reply = reply.components(vec![row]);
            }
            if let Err(e) = ctx.send(reply).await {
                tracing::warn!(error = %e, "could not send an error reply");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The caller of a command, as the service knows them.
fn caller_of(ctx: Context<'_>) -> Caller {
    let user = ctx.author();
    let (manage_server, interaction) = match ctx {
        poise::Context::Application(a) => (
            a.interaction
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_guild()),
            Some(a.interaction.id.get()),
        ),
        poise::Context::Prefix(_) => (false, None),
    };
    Caller {
        user: UserId(user.id.get()),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        manage_server,
        interaction,
        locale: ctx.locale().map(str::to_string),
    }
}

fn place_of(ctx: Context<'_>) -> Place {
    Place {
        guild: ctx.guild_id().map(|g| g.get()),
        channel: ctx.channel_id().get(),
    }
}
