//! Discord's HTTP interactions endpoint (issue 14, "Deployment shapes"): instead of a
//! gateway connection, Discord POSTs every interaction to a URL, signed with Ed25519, and
//! takes the HTTP response as the interaction's initial response. Several processes behind
//! a load balancer serve the same application; the state of every game is in the store.
//!
//! The commands are the gateway's, dispatched through poise unchanged. Two pieces make
//! that possible without a second implementation:
//! - **The relay.** poise answers an interaction with `POST /interactions/{id}/{token}/
//!   callback`, which Discord accepts only for interactions received over the gateway; here
//!   the answer must be the body of the HTTP response. So serenity's client talks to a
//!   relay on 127.0.0.1 (serenity's `proxy` setting): the relay hands a callback to the
//!   request waiting for it and answers serenity 204, and forwards every other request to
//!   Discord as it is.
//! - **A stand-in shard.** poise's dispatch needs a `serenity::Context`, which holds a
//!   shard messenger, which serenity only builds from a connected shard. The shard is
//!   connected to a WebSocket on the relay that never speaks: no gateway traffic, nothing
//!   sent through it (no command of blocbot touches the gateway).
//!
//! Without the gateway's Ready event, the application id is read from Discord at start-up
//! and the commands are registered then.
//!
//! **Late answers.** Every command defers first, but on a starved machine (or while a
//! process is still cold) poise's deferral can reach the relay after Discord's 3 s. The
//! endpoint then answers the HTTP request itself with a private deferral before the time
//! is up, and applies poise's late initial response on top of it: a deferral is already
//! done (204), a message becomes the edit of the deferred one. The command itself runs to
//! its end either way; only its first answer may turn private (never the other way).
//!
//! **Limits** (issue 31). The endpoint is on the Internet and anyone may connect, so what
//! an unsigned client can hold is bounded: headers within [`HEADERS_WITHIN`] (which also
//! closes idle keep-alive connections), a body within [`BODY_WITHIN`] of its headers, at
//! most [`MAX_BODY`] bytes, and only after the signature headers are present, well formed
//! and recent (the body is never read otherwise). At most [`MAX_CONNECTIONS`] are open;
//! a new one past that closes the oldest still waiting for its headers, else the oldest
//! reading a body, never one serving a verified interaction: a genuine request sends its
//! headers at once and needs its connection for milliseconds, so clients that stall
//! cannot keep Discord out unless they open connections faster than that.
//!
//! **The relay's secret.** Any local process could reach a relay on 127.0.0.1, and the
//! relay adds nothing but forwards with the bot's token (serenity puts it in the
//! request). So its paths start with a random secret made at start, which only serenity's
//! proxy URL carries; anything else is refused unforwarded.
//!
//! **Rate limits.** serenity's ratelimiter is off behind a proxy (serenity #1739), so the
//! relay keeps the limits instead: it waits out a 429 (its `retry_after`) and sends the
//! request again, a few times at most, and holds later requests to a bucket Discord said
//! is spent (`X-RateLimit-Remaining: 0`) until it resets. It also keeps the process under
//! Discord's global 50 requests a second before Discord refuses any: every request but
//! interaction responses and follow-ups takes a slot such that no second holds more than
//! 50 (one budget for all the process's deliveries; per process, not per bot).

use super::signature::{Claim, PublicKey, Refusal};
use super::{framework_options, open_service, start_workers, BotOptions, Data, Error};
use anyhow::Context as _;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::serve::ListenerExt as _;
use bytes::Bytes;
use poise::serenity_prelude as serenity;
use std::collections::{BTreeMap, HashMap};
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot, watch, Notify};

/// Discord waits 3 s for the initial response. Past this, the endpoint defers on poise's
/// behalf (see "Late answers" above), leaving a margin for the response to travel.
pub const ANSWER_WITHIN: Duration = Duration::from_millis(2_500);
/// A client must send a request's headers within this, counted from the end of the
/// previous request on a keep-alive connection (so it is also the idle timeout). Discord
/// sends them at once.
pub const HEADERS_WITHIN: Duration = Duration::from_secs(3);
/// A body must arrive within this after its headers; past it the answer is 408 and the
/// connection is closed. Discord sends it at once, and a body still arriving after 2 s
/// could not be answered within Discord's 3 s anyway.
pub const BODY_WITHIN: Duration = Duration::from_secs(2);
/// The largest body read. Discord's largest interaction is a click on a message at its
/// limits (2,000 characters of content, 6,000 of embeds, components) with resolved
/// users and members: tens of KiB. A larger Content-Length is refused (413) unread; a
/// chunked body is cut off here.
pub const MAX_BODY: usize = 128 << 10;
/// Connections open at once; past it, one is closed for the new one (see
/// [`Connections::admit`]). Under the usual 1,024 file descriptors.
pub const MAX_CONNECTIONS: usize = 512;
/// hyper's read buffer (headers must fit it): 16 KiB, not its 400 KiB default, so that
/// [`MAX_CONNECTIONS`] stalled clients hold little memory.
const READ_BUFFER: usize = 16 << 10;
/// A 429 is waited out and the request sent again this many times at most.
const RATE_LIMIT_RETRIES: u32 = 3;
/// A 429 asking for a longer wait than this is handed back (serenity's caller, e.g. the
/// delivery worker, retries later) rather than holding the request.
const RATE_LIMIT_LONGEST_WAIT: Duration = Duration::from_secs(30);
/// The stand-in shard's WebSocket path on the relay.
const STANDIN_PATH: &str = "/standin-gateway";

/// Where to listen and the key that proves a request is Discord's.
#[derive(Clone, Debug)]
pub struct EndpointOptions {
    /// `BLOCBOT_HTTP_LISTEN`, e.g. `0.0.0.0:8080` behind the load balancer.
    pub listen: SocketAddr,
    /// `DISCORD_PUBLIC_KEY`: the application's public key (developer portal).
    pub public_key: PublicKey,
    /// Test-only (`BLOCBOT_TEST_DISPATCH_DELAY_MS`): every interaction waits this long
    /// before poise sees it, as on a machine starved of CPU. Zero in production.
    pub dispatch_delay: Duration,
}

/// The initial response poise sent, as the HTTP response will carry it.
#[derive(Debug)]
struct InitialResponse {
    content_type: Option<HeaderValue>,
    body: Bytes,
}

/// Where an interaction in flight stands with its initial response.
#[derive(Debug)]
enum Pending {
    /// The HTTP request waits for poise's initial response.
    Waiting(oneshot::Sender<InitialResponse>),
    /// Nothing came in time: the HTTP response was a private deferral, and poise's initial
    /// response, when it comes, is applied on top of it.
    Deferred,
}

/// Between serenity's client and Discord (see the module comment).
#[derive(Debug)]
struct Relay {
    /// `https://discord.com`, or the fake's URL in tests (`DISCORD_API_BASE`).
    upstream: String,
    client: reqwest::Client,
    /// The application's id, for the webhook routes of late answers.
    application: OnceLock<u64>,
    /// Interactions in flight, by interaction id.
    waiting: Mutex<HashMap<u64, Pending>>,
    /// The first segment of every path on the relay (see the module comment).
    secret: String,
    /// Discord's rate limits as its answers told them.
    limits: Mutex<RateLimits>,
}

impl Relay {
    fn waiting(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Pending>> {
        lock(&self.waiting)
    }

    fn limits(&self) -> std::sync::MutexGuard<'_, RateLimits> {
        lock(&self.limits)
    }
}

/// Discord's global limit: requests a bot may send per second, interaction responses and
/// follow-ups (`/interactions/...`, `/webhooks/...`) apart. The relay keeps every other
/// request under it before Discord has to refuse one (issue 39).
const GLOBAL_PER_SECOND: usize = 50;

/// Until when requests must wait before they are sent to Discord.
#[derive(Debug, Default)]
struct RateLimits {
    /// Every request (a global 429).
    global: Option<Instant>,
    /// Per route (see [`route_key`]): its bucket is spent until then.
    routes: HashMap<String, Instant>,
    /// When the last [`GLOBAL_PER_SECOND`] requests bound by the global limit were (or
    /// will be) sent, oldest first.
    sent: std::collections::VecDeque<Instant>,
}

/// Whether a request counts toward the global limit: interaction responses and their
/// webhook follow-ups do not.
fn bound_by_global_limit(path_and_query: &str) -> bool {
    let segments: Vec<&str> = path_and_query
        .split('?')
        .next()
        .unwrap_or_default()
        .split('/')
        .filter(|s| !s.is_empty())
        .collect();
    let rest = match segments.as_slice() {
        ["api", version, rest @ ..] if version.starts_with('v') => rest,
        ["api", rest @ ..] => rest,
        rest => rest,
    };
    !matches!(rest.first(), Some(&("interactions" | "webhooks")))
}

impl RateLimits {
    /// Reserves a slot under the global limit for a request at `now`: how long to wait so
    /// that no second holds more than [`GLOBAL_PER_SECOND`] of them.
    fn reserve_global(&mut self, now: Instant) -> Duration {
        let at = match self.sent.len() {
            n if n < GLOBAL_PER_SECOND => now,
            n => now.max(self.sent[n - GLOBAL_PER_SECOND] + Duration::from_secs(1)),
        };
        self.sent.push_back(at);
        while self.sent.len() > GLOBAL_PER_SECOND {
            self.sent.pop_front();
        }
        at.saturating_duration_since(now)
    }

    /// How long a request on `route` must wait from `now`.
    fn wait(&self, route: &str, now: Instant) -> Duration {
        let until = self
            .global
            .into_iter()
            .chain(self.routes.get(route).copied())
            .max();
        until.map_or(Duration::ZERO, |until| until.saturating_duration_since(now))
    }

    fn hold(&mut self, route: &str, until: Instant, now: Instant) {
        // Forget spent buckets now and then: one route per channel and webhook token.
        if self.routes.len() >= 1024 {
            self.routes.retain(|_, until| *until > now);
        }
        self.routes.insert(route.to_owned(), until);
    }
}

/// What every request handler shares.
struct Bridge {
    context: serenity::Context,
    options: poise::FrameworkOptions<Data, Error>,
    data: Data,
    shard_manager: Arc<serenity::ShardManager>,
    relay: Arc<Relay>,
    public_key: PublicKey,
    dispatch_delay: Duration,
}

/// Serves interactions over HTTP until `shutdown` completes, then stops taking requests
/// and finishes what is in flight (as the gateway mode does).
pub async fn run(
    token: &str,
    db_path: &Path,
    options: BotOptions,
    endpoint: EndpointOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let relay = Arc::new(Relay {
        upstream: options
            .api_base
            .clone()
            .unwrap_or_else(|| "https://discord.com".to_string())
            .trim_end_matches('/')
            .to_string(),
        client: reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .context("cannot build the HTTP client")?,
        application: OnceLock::new(),
        waiting: Mutex::default(),
        secret: relay_secret()?,
        limits: Mutex::default(),
    });
    let relay_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("cannot open the relay's port on 127.0.0.1")?;
    let relay_addr = relay_listener.local_addr()?;
    // The address only (tests look for it); the secret stays in this process.
    tracing::info!(relay = %relay_addr, "relaying to Discord from 127.0.0.1");
    let relay_base = format!("{relay_addr}/{}", relay.secret);
    let relay_listener = relay_listener.tap_io(no_delay);
    let relay_app = axum::Router::new()
        .fallback(relay_request)
        .with_state(relay.clone());
    let relay_task = tokio::spawn(async move {
        if let Err(e) = axum::serve(relay_listener, relay_app).await {
            tracing::error!(error = %e, "the relay to Discord stopped");
        }
    });

    // Serenity routes through a proxy only with its ratelimiter off (serenity #1739); the
    // relay keeps the rate limits instead. serenity replaces `https://discord.com` in its
    // URLs with the proxy's, so the secret path segment is kept.
    let http = Arc::new(
        serenity::HttpBuilder::new(token)
            .proxy(format!("http://{relay_base}"))
            .ratelimiter_disabled(true)
            .build(),
    );
    let application = http
        .get_current_application_info()
        .await
        .context("cannot read the application from Discord (is DISCORD_TOKEN right?)")?;
    http.set_application_id(application.id);
    let _ = relay.application.set(application.id.get());

    let data = Data::new(open_service(db_path, &options).await?, options);
    let options = framework_options();
    match data.options.dev_guild {
        Some(guild) => {
            poise::builtins::register_in_guild(&http, &options.commands, guild.into()).await?
        }
        None => poise::builtins::register_globally(&http, &options.commands).await?,
    }
    let (context, shard_manager, _runner) = standin_context(
        token,
        http.clone(),
        format!("ws://{relay_base}{STANDIN_PATH}"),
    )
    .await?;
    start_workers(http.clone(), data.clone());

    let bridge = Arc::new(Bridge {
        context,
        options,
        data: data.clone(),
        shard_manager,
        relay,
        public_key: endpoint.public_key,
        dispatch_delay: endpoint.dispatch_delay,
    });
    let listener = tokio::net::TcpListener::bind(endpoint.listen)
        .await
        .with_context(|| format!("cannot listen on {}", endpoint.listen))?;
    tracing::info!(address = %listener.local_addr()?, "serving Discord interactions over HTTP");
    serve(listener, bridge, shutdown).await;
    tracing::info!("stopping: no new interactions; finishing what is in flight");
    if data.drain().await {
        tracing::info!("stopped cleanly");
    } else {
        tracing::warn!("stopped with work still in flight");
    }
    relay_task.abort();
    Ok(())
}

/// The relay's path secret: 128 random bits, as hex.
fn relay_secret() -> anyhow::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness for the relay: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// One open connection to the endpoint.
#[derive(Debug, Default)]
struct Slot {
    /// What it is doing, a [`Stage`]: which connections are closed first past the cap.
    stage: AtomicU8,
    /// Closes the connection (see [`Connections::admit`]).
    evict: Notify,
}

/// What a connection is doing, from the cheapest to close to the dearest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Stage {
    /// Waiting for a request's headers (new, idle or stalled): a client with a request
    /// sends its headers at once.
    Headers = 0,
    /// Reading the body of a request whose signature headers are well formed (anyone
    /// can forge those, but must at least send them).
    Body = 1,
    /// Serving an interaction whose signature is verified: Discord's, never closed.
    Verified = 2,
}

/// Holds a connection at a stage while it lives; back to [`Stage::Headers`] after.
struct Staged<'a>(&'a Slot);

impl<'a> Staged<'a> {
    fn enter(slot: &'a Slot, stage: Stage) -> Self {
        slot.stage.store(stage as u8, Ordering::SeqCst);
        Staged(slot)
    }
}

impl Drop for Staged<'_> {
    fn drop(&mut self) {
        self.0.stage.store(Stage::Headers as u8, Ordering::SeqCst);
    }
}

/// The open connections, oldest first.
#[derive(Debug, Default)]
struct Connections {
    next: u64,
    open: BTreeMap<u64, Arc<Slot>>,
}

impl Connections {
    /// Makes room for a new connection: past [`MAX_CONNECTIONS`], the oldest one
    /// waiting for headers is closed, else the oldest reading a body. `None` if every one
    /// serves a verified interaction (the new one is closed then: that is Discord's own
    /// load, beyond what one process takes).
    fn admit(&mut self) -> Option<(u64, Arc<Slot>)> {
        if self.open.len() >= MAX_CONNECTIONS {
            let oldest_at = |stage: Stage| {
                self.open
                    .iter()
                    .find(|(_, slot)| slot.stage.load(Ordering::SeqCst) == stage as u8)
                    .map(|(id, _)| *id)
            };
            let oldest = oldest_at(Stage::Headers).or_else(|| oldest_at(Stage::Body))?;
            if let Some(slot) = self.open.remove(&oldest) {
                slot.evict.notify_one();
            }
        }
        let id = self.next;
        self.next += 1;
        let slot = Arc::new(Slot::default());
        self.open.insert(id, slot.clone());
        Some((id, slot))
    }
}

/// Removes a connection from [`Connections`] when its task ends, however it ends.
struct Registered {
    connections: Arc<Mutex<Connections>>,
    id: u64,
}

impl Drop for Registered {
    fn drop(&mut self) {
        lock(&self.connections).open.remove(&self.id);
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

/// Serves the endpoint until `shutdown` completes, then stops accepting, lets every
/// connection finish the request in flight, and returns when all are closed.
async fn serve(
    listener: tokio::net::TcpListener,
    bridge: Arc<Bridge>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(HEADERS_WITHIN)
        .max_buf_size(READ_BUFFER);
    let connections = Arc::new(Mutex::new(Connections::default()));
    let (stop, stopping) = watch::channel(false);
    // Every connection task holds a sender: when all are dropped, all are closed.
    let (open, mut all_closed) = mpsc::channel::<()>(1);
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors, or a connection reset before it was
                    // accepted: pause rather than spin.
                    tracing::debug!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
        };
        let Some((id, slot)) = lock(&connections).admit() else {
            tracing::warn!("every connection serves an interaction: one refused");
            continue;
        };
        let mut stream = stream;
        no_delay(&mut stream);
        let registered = Registered {
            connections: connections.clone(),
            id,
        };
        let bridge = bridge.clone();
        let http = http.clone();
        let mut stopping = stopping.clone();
        let open = open.clone();
        tokio::spawn(async move {
            let _open = open;
            let _registered = registered;
            let for_requests = slot.clone();
            let service = hyper::service::service_fn(move |request: hyper::Request<_>| {
                let bridge = bridge.clone();
                let slot = for_requests.clone();
                async move {
                    let request = request.map(Body::new);
                    Ok::<_, Infallible>(interaction_request(bridge, &slot, request).await)
                }
            });
            let connection = http.serve_connection(hyper_util::rt::TokioIo::new(stream), service);
            tokio::pin!(connection);
            enum End {
                Closed,
                Evicted,
                Stopping,
            }
            let end = tokio::select! {
                result = connection.as_mut() => {
                    if let Err(e) = result {
                        // A client too slow, or gone: routine on the Internet.
                        tracing::debug!(error = %e, "an interactions connection failed");
                    }
                    End::Closed
                }
                () = slot.evict.notified() => End::Evicted,
                _ = stopping.wait_for(|stop| *stop) => End::Stopping,
            };
            match end {
                End::Closed => {}
                End::Evicted => tracing::debug!("closed the oldest connection for a new one"),
                End::Stopping => {
                    // Finishes the request in flight, if any, then closes.
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
        });
    }
    drop(listener);
    let _ = stop.send(true);
    drop(open);
    let _ = all_closed.recv().await;
}

/// A `serenity::Context` for poise's dispatch, with its shard connected to the relay's
/// silent WebSocket. The runner is returned so that it lives as long as the context.
async fn standin_context(
    token: &str,
    http: Arc<serenity::Http>,
    ws_url: String,
) -> anyhow::Result<(
    serenity::Context,
    Arc<serenity::ShardManager>,
    serenity::ShardRunner,
)> {
    let data = Arc::new(serenity::prelude::RwLock::new(
        serenity::prelude::TypeMap::new(),
    ));
    let cache = Arc::new(serenity::Cache::new());
    let ws_url = Arc::new(tokio::sync::Mutex::new(ws_url));
    let intents = serenity::GatewayIntents::empty();
    let (shard_manager, _monitor) = serenity::ShardManager::new(serenity::ShardManagerOptions {
        data: data.clone(),
        event_handlers: Vec::new(),
        raw_event_handlers: Vec::new(),
        framework: Arc::new(OnceLock::new()),
        shard_index: 0,
        shard_init: 0,
        shard_total: 1,
        ws_url: ws_url.clone(),
        cache: cache.clone(),
        http: http.clone(),
        intents,
        presence: None,
    });
    let info = serenity::ShardInfo {
        id: serenity::ShardId(0),
        total: 1,
    };
    let shard = serenity::Shard::new(ws_url, token, info, intents, None)
        .await
        .context("cannot connect the stand-in shard to the relay")?;
    let runner = serenity::ShardRunner::new(serenity::ShardRunnerOptions {
        data: data.clone(),
        event_handlers: Vec::new(),
        raw_event_handlers: Vec::new(),
        framework: None,
        manager: shard_manager.clone(),
        shard,
        cache: cache.clone(),
        http: http.clone(),
    });
    let context = serenity::Context {
        data,
        shard: serenity::ShardMessenger::new(&runner),
        shard_id: serenity::ShardId(0),
        http,
        cache,
    };
    Ok((context, shard_manager, runner))
}

/// A request from Discord (or from anyone: the signature decides). Every refusal closes
/// the connection: its body may be unread, and the client is not Discord.
async fn interaction_request(bridge: Arc<Bridge>, slot: &Slot, request: Request) -> Response {
    if request.method() != Method::POST {
        return closing(StatusCode::METHOD_NOT_ALLOWED, "POST interactions here");
    }
    let (parts, body) = request.into_parts();
    let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // The signature's headers before a byte of the body: without them, nothing is read.
    let claim = match Claim::from_headers(
        header("x-signature-ed25519"),
        header("x-signature-timestamp"),
        now,
    ) {
        Ok(claim) => claim,
        Err(why) => return refused(why),
    };
    let declared = header(header::CONTENT_LENGTH.as_str()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > MAX_BODY as u64) {
        return closing(StatusCode::PAYLOAD_TOO_LARGE, "too large");
    }
    let _reading = Staged::enter(slot, Stage::Body);
    let body = match tokio::time::timeout(BODY_WITHIN, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(body)) => body,
        // Chunked past the cap, or the client went away.
        Ok(Err(_)) => return closing(StatusCode::PAYLOAD_TOO_LARGE, "too large"),
        Err(_) => return closing(StatusCode::REQUEST_TIMEOUT, "body too slow"),
    };
    if let Err(why) = bridge.public_key.verify_claim(&claim, &body) {
        return refused(why);
    }
    // Discord's: this connection is not closed for a newer one while it is served.
    let _verified = Staged::enter(slot, Stage::Verified);
    let interaction: serenity::Interaction = match serde_json::from_slice(&body) {
        Ok(i) => i,
        Err(e) => {
            tracing::warn!(error = %e, "a signed request is not an interaction");
            return (StatusCode::BAD_REQUEST, "not an interaction").into_response();
        }
    };
    if matches!(interaction, serenity::Interaction::Ping(_)) {
        return json_response(r#"{"type":1}"#);
    }
    if bridge.data.is_stopping() {
        // The load balancer sends it to another process.
        return (StatusCode::SERVICE_UNAVAILABLE, "stopping").into_response();
    }
    let id = interaction.id().get();
    let deferral = late_deferral(&interaction);
    let (answer, mut answered) = oneshot::channel();
    bridge.relay.waiting().insert(id, Pending::Waiting(answer));
    let busy = bridge.data.busy();
    let dispatching = bridge.clone();
    tokio::spawn(async move {
        let _busy = busy;
        if !dispatching.dispatch_delay.is_zero() {
            tokio::time::sleep(dispatching.dispatch_delay).await;
        }
        let framework = poise::FrameworkContext {
            serenity_context: &dispatching.context,
            options: &dispatching.options,
            user_data: &dispatching.data,
            shard_manager: &dispatching.shard_manager,
        };
        poise::dispatch_event(
            framework,
            serenity::FullEvent::InteractionCreate { interaction },
        )
        .await;
        // Nothing answered (an unknown button): stop waiting now.
        dispatching.relay.waiting().remove(&id);
    });
    let initial = tokio::select! {
        initial = &mut answered => initial.ok(),
        () = tokio::time::sleep(ANSWER_WITHIN) => {
            // Under the lock, so that poise's answer is either taken by this request or
            // applied on top of the deferral, never lost between the two.
            let deferred = {
                let mut waiting = bridge.relay.waiting();
                match (waiting.remove(&id), deferral) {
                    (Some(Pending::Waiting(_)), Some(deferral)) => {
                        waiting.insert(id, Pending::Deferred);
                        Some(Ok(deferral))
                    }
                    (Some(Pending::Waiting(_)), None) => Some(Err(())),
                    // The relay took the answer just now: it is on its way.
                    (Some(Pending::Deferred) | None, _) => None,
                }
            };
            match deferred {
                Some(Ok(deferral)) => {
                    tracing::warn!(interaction = id, "no initial response in time: deferred for it");
                    return json_response(deferral);
                }
                Some(Err(())) => {
                    tracing::warn!(interaction = id, "no initial response in time");
                    return (StatusCode::INTERNAL_SERVER_ERROR, "no response").into_response();
                }
                None => answered.await.ok(),
            }
        }
    };
    match initial {
        Some(initial) => {
            let mut response = Response::new(Body::from(initial.body));
            if let Some(content_type) = initial.content_type {
                response
                    .headers_mut()
                    .insert(header::CONTENT_TYPE, content_type);
            }
            response
        }
        // Dispatch ended without an answer (an unknown button).
        None => (StatusCode::INTERNAL_SERVER_ERROR, "no response").into_response(),
    }
}

/// What the endpoint answers when poise has not answered in time: a private deferral
/// (the command or click goes on and edits it), or no suggestions for an autocomplete,
/// which cannot be deferred.
fn late_deferral(interaction: &serenity::Interaction) -> Option<&'static str> {
    match interaction {
        serenity::Interaction::Command(_)
        | serenity::Interaction::Component(_)
        | serenity::Interaction::Modal(_) => Some(r#"{"type":5,"data":{"flags":64}}"#),
        serenity::Interaction::Autocomplete(_) => Some(r#"{"type":8,"data":{"choices":[]}}"#),
        _ => None,
    }
}

/// Discord requires a 401 for a request it did not sign.
fn refused(why: Refusal) -> Response {
    tracing::warn!(why = ?why, "refused an interaction request");
    let text = match why {
        Refusal::Stale => "stale request timestamp",
        _ => "invalid request signature",
    };
    closing(StatusCode::UNAUTHORIZED, text)
}

/// A refusal that closes the connection after it.
fn closing(status: StatusCode, text: &'static str) -> Response {
    let mut response = (status, text).into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

fn json_response(body: &'static str) -> Response {
    let mut response = Response::new(Body::from(body));
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// The stand-in shard's WebSocket: accepts and stays silent until closed.
fn standin_gateway(upgrade: axum::extract::ws::WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(|mut socket| async move { while let Some(Ok(_)) = socket.recv().await {} })
}

/// `path` without its first segment if that is `secret` (compared in constant time: a
/// local process could time it otherwise).
fn strip_secret<'a>(secret: &str, path: &'a str) -> Option<&'a str> {
    let (given, rest) = path.strip_prefix('/')?.split_at_checked(secret.len())?;
    let differ = given
        .bytes()
        .zip(secret.bytes())
        .fold(0u8, |differ, (a, b)| differ | (a ^ b));
    (differ == 0 && rest.starts_with('/')).then_some(rest)
}

/// A request from serenity: an initial response goes to the waiting HTTP request, anything
/// else to Discord. Without the relay's secret, nothing.
async fn relay_request(State(relay): State<Arc<Relay>>, request: Request) -> Response {
    let (mut parts, body) = request.into_parts();
    let Some(path) = strip_secret(&relay.secret, parts.uri.path()) else {
        tracing::warn!("refused a request to the relay without its secret");
        return StatusCode::NOT_FOUND.into_response();
    };
    let path = path.to_owned();
    if path == STANDIN_PATH {
        use axum::extract::FromRequestParts as _;
        return match axum::extract::ws::WebSocketUpgrade::from_request_parts(&mut parts, &()).await
        {
            Ok(upgrade) => standin_gateway(upgrade),
            Err(refusal) => refusal.into_response(),
        };
    }
    let Ok(body) = axum::body::to_bytes(body, 64 << 20).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, "too large").into_response();
    };
    let path_and_query = match parts.uri.query() {
        Some(query) => format!("{path}?{query}"),
        None => path.clone(),
    };
    if parts.method == Method::POST {
        if let Some((id, token)) = callback_interaction(&path) {
            let waiting = relay.waiting().remove(&id);
            return match waiting {
                Some(Pending::Deferred) => late_callback(&relay, token, &parts.headers, body).await,
                Some(Pending::Waiting(answer)) => {
                    let initial = InitialResponse {
                        content_type: parts.headers.get(header::CONTENT_TYPE).cloned(),
                        body,
                    };
                    // Gone only if the request timed out meanwhile: Discord's answer then.
                    match answer.send(initial) {
                        Ok(()) => StatusCode::NO_CONTENT.into_response(),
                        Err(_) => unknown_interaction(),
                    }
                }
                None => unknown_interaction(),
            };
        }
    }
    forward(&relay, parts.method, &path_and_query, &parts.headers, body).await
}

/// The interaction id and token of `/api/v10/interactions/{id}/{token}/callback`.
fn callback_interaction(path: &str) -> Option<(u64, &str)> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        ["api", _, "interactions", id, token, "callback"]
        | ["api", "interactions", id, token, "callback"] => Some((id.parse().ok()?, token)),
        _ => None,
    }
}

/// poise's initial response to an interaction the endpoint already deferred (privately):
/// a deferral is done already; a message (new, or the update of a clicked one) becomes
/// the edit of the deferred message. Anything else (a modal, files) cannot follow a
/// deferral and is refused as Discord refuses a second response.
async fn late_callback(relay: &Relay, token: &str, headers: &HeaderMap, body: Bytes) -> Response {
    let callback: Option<serde_json::Value> = serde_json::from_slice(&body).ok();
    let kind = callback
        .as_ref()
        .and_then(|c| c.get("type"))
        .and_then(serde_json::Value::as_u64);
    match (kind, callback, relay.application.get()) {
        (Some(5 | 6), _, _) => StatusCode::NO_CONTENT.into_response(),
        (Some(4 | 7), Some(mut callback), Some(application)) => {
            let mut data = callback
                .get_mut("data")
                .map(serde_json::Value::take)
                .unwrap_or_else(|| serde_json::json!({}));
            // The deferral chose privacy; flags cannot change in an edit.
            if let Some(data) = data.as_object_mut() {
                data.remove("flags");
            }
            let path = format!("/api/v10/webhooks/{application}/{token}/messages/@original");
            let edit = forward(
                relay,
                Method::PATCH,
                &path,
                headers,
                Bytes::from(data.to_string()),
            )
            .await;
            if edit.status().is_success() {
                StatusCode::NO_CONTENT.into_response()
            } else {
                edit
            }
        }
        _ => {
            tracing::warn!(kind = ?kind, "a late initial response cannot follow the deferral");
            unknown_interaction()
        }
    }
}

fn unknown_interaction() -> Response {
    let mut response = json_response(r#"{"message":"Unknown interaction","code":10062}"#);
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
}

/// Sends serenity's request on to Discord and its answer back, headers included (rate
/// limit headers, `Retry-After`). Waits for the rate limits Discord announced first, and
/// sends again after a 429 (see the module comment).
async fn forward(
    relay: &Relay,
    method: Method,
    path_and_query: &str,
    headers: &HeaderMap,
    body: Bytes,
) -> Response {
    let target = format!("{}{path_and_query}", relay.upstream);
    let route = route_key(&method, path_and_query);
    let global = bound_by_global_limit(path_and_query);
    let mut attempt = 0;
    loop {
        let wait = relay.limits().wait(&route, Instant::now());
        if !wait.is_zero() {
            tracing::debug!(route, ?wait, "waiting for Discord's rate limit");
            tokio::time::sleep(wait.min(RATE_LIMIT_LONGEST_WAIT)).await;
        }
        if global {
            // Every delivery of the process passes here: one budget for all of them.
            let wait = relay.limits().reserve_global(Instant::now());
            if !wait.is_zero() {
                tracing::debug!(route, ?wait, "waiting under the global limit");
                tokio::time::sleep(wait).await;
            }
        }
        let mut request = relay
            .client
            .request(method.clone(), &target)
            .body(body.clone());
        for (name, value) in headers {
            if !matches!(
                name.as_str(),
                "host" | "content-length" | "connection" | "transfer-encoding"
            ) {
                request = request.header(name, value);
            }
        }
        let answer = match request.send().await {
            Ok(a) => a,
            Err(e) => {
                tracing::warn!(error = %e, "the relay could not reach Discord");
                return (StatusCode::BAD_GATEWAY, "Discord unreachable").into_response();
            }
        };
        let status = answer.status();
        let answer_headers = answer.headers().clone();
        let bytes = answer.bytes().await.unwrap_or_default();
        let now = Instant::now();
        let limited = note_limits(
            &mut relay.limits(),
            &route,
            status,
            &answer_headers,
            &bytes,
            now,
        );
        match limited {
            Some(wait) if attempt < RATE_LIMIT_RETRIES && wait <= RATE_LIMIT_LONGEST_WAIT => {
                attempt += 1;
                tracing::info!(
                    route,
                    ?wait,
                    attempt,
                    "rate limited by Discord: sending again after the wait"
                );
            }
            _ => return relayed(status, &answer_headers, bytes),
        }
    }
}

/// Records what Discord's answer says of its rate limits; for a 429, returns how long to
/// wait before sending again.
fn note_limits(
    limits: &mut RateLimits,
    route: &str,
    status: StatusCode,
    headers: &HeaderMap,
    body: &[u8],
    now: Instant,
) -> Option<Duration> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let seconds = |text: &str| {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(|s| Duration::from_secs_f64(s.min(86_400.0)))
    };
    if status == StatusCode::TOO_MANY_REQUESTS {
        let json: Option<serde_json::Value> = serde_json::from_slice(body).ok();
        // The body's `retry_after` is precise; the header is rounded up to seconds.
        let wait = json
            .as_ref()
            .and_then(|j| j.get("retry_after"))
            .and_then(serde_json::Value::as_f64)
            .and_then(|s| seconds(&s.to_string()))
            .or_else(|| header("retry-after").and_then(seconds))
            .unwrap_or(Duration::from_secs(1));
        let global = header("x-ratelimit-global").is_some_and(|g| g.eq_ignore_ascii_case("true"))
            || json
                .as_ref()
                .and_then(|j| j.get("global"))
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false);
        if global {
            limits.global = Some(now + wait);
        } else {
            limits.hold(route, now + wait, now);
        }
        return Some(wait);
    }
    let spent = header("x-ratelimit-remaining").is_some_and(|r| r.trim() == "0");
    match header("x-ratelimit-reset-after").and_then(seconds) {
        Some(reset) if spent => limits.hold(route, now + reset, now),
        _ => {
            limits.routes.remove(route);
        }
    }
    None
}

/// Discord's rate limit bucket of a request, as near as its path tells: the method and
/// the path with ids blanked, but for the major parameters Discord keeps buckets apart by
/// (a channel, a guild, a webhook and its token).
fn route_key(method: &Method, path_and_query: &str) -> String {
    let path = path_and_query.split('?').next().unwrap_or_default();
    let mut key = method.as_str().to_owned();
    let mut previous = "";
    for segment in path.split('/').filter(|s| !s.is_empty()) {
        key.push('/');
        let major = matches!(previous, "channels" | "guilds" | "webhooks");
        if !major && segment.bytes().all(|b| b.is_ascii_digit()) {
            key.push_str("{id}");
        } else {
            key.push_str(segment);
        }
        previous = segment;
    }
    key
}

/// Discord's answer as serenity gets it.
fn relayed(status: StatusCode, headers: &HeaderMap, body: Bytes) -> Response {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    for (name, value) in headers {
        if !matches!(
            name.as_str(),
            "content-length" | "connection" | "transfer-encoding"
        ) {
            response.headers_mut().insert(name, value.clone());
        }
    }
    response
}

/// TCP_NODELAY on an accepted connection: an answer written in two parts (headers, then
/// body) must not wait for the peer's delayed ACK (40 ms on Linux) under Nagle's
/// algorithm; Discord allows 3 s for the whole answer.
fn no_delay(stream: &mut tokio::net::TcpStream) {
    if let Err(e) = stream.set_nodelay(true) {
        tracing::warn!(error = %e, "cannot set TCP_NODELAY on an interactions connection");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relay_takes_only_paths_under_its_secret() {
        let secret = "0123456789abcdef";
        assert_eq!(
            strip_secret(secret, "/0123456789abcdef/api/v10/users/@me"),
            Some("/api/v10/users/@me")
        );
        for refused in [
            "/api/v10/users/@me",
            "/0123456789abcdee/api/v10/users/@me",
            "/0123456789abcdef",
            "/0123456789abcdefX/api",
            "/0123456789abcde/api/v10/users/@me",
            "/",
            "",
            "/é123456789abcdef/api",
        ] {
            assert_eq!(strip_secret(secret, refused), None, "{refused:?}");
        }
    }

    #[test]
    fn routes_keep_their_major_parameters_apart() {
        let post = |p: &str| route_key(&Method::POST, p);
        assert_eq!(
            post("/api/v10/channels/12/messages?x=1"),
            "POST/api/v10/channels/12/messages"
        );
        assert_ne!(
            post("/api/v10/channels/12/messages"),
            post("/api/v10/channels/13/messages")
        );
        assert_eq!(
            route_key(&Method::PATCH, "/api/v10/channels/12/messages/99"),
            route_key(&Method::PATCH, "/api/v10/channels/12/messages/98")
        );
        assert_ne!(
            post("/api/v10/webhooks/1/token-a"),
            post("/api/v10/webhooks/1/token-b")
        );
    }

    #[test]
    fn a_429_and_a_spent_bucket_hold_their_route() {
        let now = Instant::now();
        let mut limits = RateLimits::default();
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("2"));
        let body = br#"{"message":"You are being rate limited.","retry_after":1.5,"global":false}"#;
        let wait = note_limits(
            &mut limits,
            "a",
            StatusCode::TOO_MANY_REQUESTS,
            &headers,
            body,
            now,
        );
        assert_eq!(
            wait,
            Some(Duration::from_millis(1_500)),
            "the body is precise"
        );
        assert_eq!(limits.wait("a", now), Duration::from_millis(1_500));
        assert_eq!(limits.wait("b", now), Duration::ZERO);
        // Without a body, the header.
        assert_eq!(
            note_limits(
                &mut limits,
                "c",
                StatusCode::TOO_MANY_REQUESTS,
                &headers,
                b"",
                now
            ),
            Some(Duration::from_secs(2))
        );
        // Global: everything waits.
        headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        note_limits(
            &mut limits,
            "d",
            StatusCode::TOO_MANY_REQUESTS,
            &headers,
            b"",
            now,
        );
        assert_eq!(limits.wait("b", now), Duration::from_secs(2));
        // A success that spends the bucket holds the route until it resets; one that
        // does not frees it.
        let mut limits = RateLimits::default();
        let mut ok = HeaderMap::new();
        ok.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
        ok.insert("x-ratelimit-reset-after", HeaderValue::from_static("0.25"));
        assert_eq!(
            note_limits(&mut limits, "a", StatusCode::OK, &ok, b"", now),
            None
        );
        assert_eq!(limits.wait("a", now), Duration::from_millis(250));
        ok.insert("x-ratelimit-remaining", HeaderValue::from_static("4"));
        note_limits(&mut limits, "a", StatusCode::OK, &ok, b"", now);
        assert_eq!(limits.wait("a", now), Duration::ZERO);
    }

    #[test]
    fn past_the_cap_the_cheapest_oldest_connection_makes_room() {
        let mut connections = Connections::default();
        let slots: Vec<_> = (0..MAX_CONNECTIONS)
            .map(|_| connections.admit().expect("room"))
            .collect();
        // The oldest serves a verified interaction, the next reads a body: the third,
        // waiting for headers, goes.
        let _verified = Staged::enter(&slots[0].1, Stage::Verified);
        let _reading = Staged::enter(&slots[1].1, Stage::Body);
        let (id, _) = connections.admit().expect("room made");
        assert_eq!(id, MAX_CONNECTIONS as u64);
        assert_eq!(connections.open.len(), MAX_CONNECTIONS);
        assert!(connections.open.contains_key(&0) && connections.open.contains_key(&1));
        assert!(
            !connections.open.contains_key(&2),
            "the oldest waiting is closed"
        );
        // Told to close (the permit waits for its task).
        assert!(futures_now(slots[2].1.evict.notified()));
        // Only bodies and verified ones left: the oldest body goes.
        let open: Vec<_> = connections.open.values().cloned().collect();
        let bodies: Vec<_> = open[2..]
            .iter()
            .map(|s| Staged::enter(s, Stage::Body))
            .collect();
        connections.admit().expect("room made");
        assert!(
            !connections.open.contains_key(&1),
            "the oldest body is closed"
        );
        // All verified: the new connection is refused.
        drop(bodies);
        let open: Vec<_> = connections.open.values().cloned().collect();
        let _all: Vec<_> = open
            .iter()
            .map(|s| Staged::enter(s, Stage::Verified))
            .collect();
        assert!(connections.admit().is_none());
    }

    /// Whether a future is ready at once.
    fn futures_now<F: std::future::Future>(future: F) -> bool {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            tokio::time::timeout(Duration::from_millis(1), future)
                .await
                .is_ok()
        })
    }

    #[test]
    fn finds_the_interaction_of_a_callback_and_nothing_else() {
        assert_eq!(
            callback_interaction("/api/v10/interactions/123/tok-en/callback"),
            Some((123, "tok-en"))
        );
        assert_eq!(
            callback_interaction("/api/interactions/9/t/callback"),
            Some((9, "t"))
        );
        assert_eq!(
            callback_interaction("/api/v10/interactions/x/t/callback"),
            None
        );
        assert_eq!(callback_interaction("/api/v10/webhooks/1/t"), None);
        assert_eq!(callback_interaction("/api/v10/interactions/1/t"), None);
    }

    /// No second holds more than 50 requests bound by the global limit, however many
    /// come at once; interaction responses and follow-ups are not counted.
    #[test]
    fn the_global_limit_spaces_requests_to_fifty_a_second() {
        let mut limits = RateLimits::default();
        let start = Instant::now();
        let mut at: Vec<Instant> = (0..175)
            .map(|_| start + limits.reserve_global(start))
            .collect();
        // Some arrive later, while earlier ones still wait.
        let later = start + Duration::from_millis(1_500);
        at.extend((0..25).map(|_| later + limits.reserve_global(later)));
        at.sort();
        for (i, first) in at.iter().enumerate() {
            let within = at[i..]
                .iter()
                .take_while(|t| t.duration_since(*first) < Duration::from_secs(1))
                .count();
            assert!(
                within <= GLOBAL_PER_SECOND,
                "{within} requests within a second"
            );
        }
        assert_eq!(at[49], start, "the first 50 go at once");
        assert_eq!(at[50], start + Duration::from_secs(1));
        assert_eq!(at[199], start + Duration::from_secs(3));

        for path in [
            "/api/v10/interactions/1/token/callback",
            "/api/v10/webhooks/2/token/messages/@original",
            "/api/webhooks/2/token",
        ] {
            assert!(!bound_by_global_limit(path), "{path}");
        }
        for path in [
            "/api/v10/channels/3/messages",
            "/api/v10/users/@me/channels",
            "/api/v10/applications/2/commands?with_localizations=true",
        ] {
            assert!(bound_by_global_limit(path), "{path}");
        }
    }
}
