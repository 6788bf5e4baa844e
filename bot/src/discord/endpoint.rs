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

use super::signature::{PublicKey, Refusal};
use super::{framework_options, open_service, start_workers, BotOptions, Data, Error};
use anyhow::Context as _;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// Discord waits 3 s for the initial response; every command defers first, so this is
/// only reached by an interaction nothing answers (then Discord shows a failure).
const ANSWER_WITHIN: Duration = Duration::from_millis(2_800);
/// Discord's interaction payloads are small; anything larger is not Discord.
const MAX_BODY: usize = 1 << 20;
/// The stand-in shard's WebSocket path on the relay.
const STANDIN_PATH: &str = "/standin-gateway";

/// Where to listen and the key that proves a request is Discord's.
#[derive(Clone, Debug)]
pub struct EndpointOptions {
    /// `BLOCBOT_HTTP_LISTEN`, e.g. `0.0.0.0:8080` behind the load balancer.
    pub listen: SocketAddr,
    /// `DISCORD_PUBLIC_KEY`: the application's public key (developer portal).
    pub public_key: PublicKey,
}

/// The initial response poise sent, as the HTTP response will carry it.
#[derive(Debug)]
struct InitialResponse {
    content_type: Option<HeaderValue>,
    body: Bytes,
}

/// Between serenity's client and Discord (see the module comment).
#[derive(Debug)]
struct Relay {
    /// `https://discord.com`, or the fake's URL in tests (`DISCORD_API_BASE`).
    upstream: String,
    client: reqwest::Client,
    /// Interactions waiting for their initial response, by interaction id.
    waiting: Mutex<HashMap<u64, oneshot::Sender<InitialResponse>>>,
}

impl Relay {
    fn waiting(&self) -> std::sync::MutexGuard<'_, HashMap<u64, oneshot::Sender<InitialResponse>>> {
        self.waiting.lock().unwrap_or_else(|p| p.into_inner())
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
        waiting: Mutex::default(),
    });
    let relay_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("cannot open the relay's port on 127.0.0.1")?;
    let relay_addr = relay_listener.local_addr()?;
    let relay_app = axum::Router::new()
        .route(STANDIN_PATH, axum::routing::get(standin_gateway))
        .fallback(relay_request)
        .with_state(relay.clone());
    let relay_task = tokio::spawn(async move {
        if let Err(e) = axum::serve(relay_listener, relay_app).await {
            tracing::error!(error = %e, "the relay to Discord stopped");
        }
    });

    // Serenity routes through a proxy only with its ratelimiter off (serenity #1739); a
    // passing 429 is retried by the delivery worker like any other failure.
    let http = Arc::new(
        serenity::HttpBuilder::new(token)
            .proxy(format!("http://{relay_addr}"))
            .ratelimiter_disabled(true)
            .build(),
    );
    let application = http
        .get_current_application_info()
        .await
        .context("cannot read the application from Discord (is DISCORD_TOKEN right?)")?;
    http.set_application_id(application.id);

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
        format!("ws://{relay_addr}{STANDIN_PATH}"),
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
    });
    let app = axum::Router::new()
        .fallback(interaction_request)
        .with_state(bridge);
    let listener = tokio::net::TcpListener::bind(endpoint.listen)
        .await
        .with_context(|| format!("cannot listen on {}", endpoint.listen))?;
    tracing::info!(address = %listener.local_addr()?, "serving Discord interactions over HTTP");
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
        .context("the interactions endpoint failed")?;
    tracing::info!("stopping: no new interactions; finishing what is in flight");
    if data.drain().await {
        tracing::info!("stopped cleanly");
    } else {
        tracing::warn!("stopped with work still in flight");
    }
    relay_task.abort();
    Ok(())
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

/// A request from Discord (or from anyone: the signature decides).
async fn interaction_request(State(bridge): State<Arc<Bridge>>, request: Request) -> Response {
    if request.method() != Method::POST {
        return (StatusCode::METHOD_NOT_ALLOWED, "POST interactions here").into_response();
    }
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, MAX_BODY).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, "too large").into_response();
    };
    let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    if let Err(why) = bridge.public_key.verify(
        header("x-signature-ed25519"),
        header("x-signature-timestamp"),
        &body,
        now,
    ) {
        tracing::warn!(why = ?why, "refused an interaction request");
        let text = match why {
            Refusal::Stale => "stale request timestamp",
            _ => "invalid request signature",
        };
        return (StatusCode::UNAUTHORIZED, text).into_response();
    }
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
    let (answer, answered) = oneshot::channel();
    bridge.relay.waiting().insert(id, answer);
    let busy = bridge.data.busy();
    let dispatching = bridge.clone();
    tokio::spawn(async move {
        let _busy = busy;
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
    match tokio::time::timeout(ANSWER_WITHIN, answered).await {
        Ok(Ok(initial)) => {
            let mut response = Response::new(Body::from(initial.body));
            if let Some(content_type) = initial.content_type {
                response
                    .headers_mut()
                    .insert(header::CONTENT_TYPE, content_type);
            }
            response
        }
        _ => {
            bridge.relay.waiting().remove(&id);
            tracing::warn!(interaction = id, "no initial response in time");
            (StatusCode::INTERNAL_SERVER_ERROR, "no response").into_response()
        }
    }
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
async fn standin_gateway(upgrade: axum::extract::ws::WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(|mut socket| async move { while let Some(Ok(_)) = socket.recv().await {} })
}

/// A request from serenity: an initial response goes to the waiting HTTP request, anything
/// else to Discord.
async fn relay_request(State(relay): State<Arc<Relay>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, 64 << 20).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, "too large").into_response();
    };
    let path = parts.uri.path();
    if parts.method == Method::POST {
        if let Some(id) = callback_interaction(path) {
            let waiting = relay.waiting().remove(&id);
            return match waiting {
                Some(answer) => {
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
    forward(&relay, parts.method, &parts.uri, &parts.headers, body).await
}

/// The interaction id of `/api/v10/interactions/{id}/{token}/callback`.
fn callback_interaction(path: &str) -> Option<u64> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        ["api", _, "interactions", id, _, "callback"]
        | ["api", "interactions", id, _, "callback"] => id.parse().ok(),
        _ => None,
    }
}

fn unknown_interaction() -> Response {
    let mut response = json_response(r#"{"message":"Unknown interaction","code":10062}"#);
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
}

/// Sends serenity's request on to Discord and its answer back, headers included (rate
/// limit headers, `Retry-After`).
async fn forward(
    relay: &Relay,
    method: Method,
    uri: &axum::http::Uri,
    headers: &HeaderMap,
    body: Bytes,
) -> Response {
    let target = format!(
        "{}{}",
        relay.upstream,
        uri.path_and_query().map_or("/", |p| p.as_str())
    );
    let mut request = relay.client.request(method, &target).body(body);
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
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    for (name, value) in &answer_headers {
        if !matches!(
            name.as_str(),
            "content-length" | "connection" | "transfer-encoding"
        ) {
            response.headers_mut().insert(name, value.clone());
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::callback_interaction;

    #[test]
    fn finds_the_interaction_of_a_callback_and_nothing_else() {
        assert_eq!(
            callback_interaction("/api/v10/interactions/123/tok-en/callback"),
            Some(123)
        );
        assert_eq!(
            callback_interaction("/api/interactions/9/t/callback"),
            Some(9)
        );
        assert_eq!(
            callback_interaction("/api/v10/interactions/x/t/callback"),
            None
        );
        assert_eq!(callback_interaction("/api/v10/webhooks/1/t"), None);
        assert_eq!(callback_interaction("/api/v10/interactions/1/t"), None);
    }
}
