//! fakecord: a fake Discord that speaks the real protocol on 127.0.0.1.
//!
//! [`FakeDiscord::start`] binds two loopback ports: one serves the REST API under
//! `/api/v10/...` (plus `GET /api/v10/gateway` and `/gateway/bot`), the other is the
//! WebSocket gateway (v10, JSON). A real serenity/poise client is pointed at it with
//!
//! ```ignore
//! let http = serenity::HttpBuilder::new(fake.token())
//!     .proxy(fake.http_url())
//!     .ratelimiter_disabled(true)
//!     .build();
//! let client = serenity::ClientBuilder::new_with_http(http, intents).framework(framework);
//! ```
//!
//! or, to keep serenity's ratelimiter (and its 429 retries) exactly as in production,
//! `HttpBuilder::new(fake.token()).client(fake.discord_com_client()?).build()`, which reaches
//! the fake as `https://discord.com` through its CONNECT proxy on 127.0.0.1.
//!
//! Tests then script users ([`FakeDiscord::user`], [`FakeDiscord::send_slash_command`],
//! [`FakeDiscord::click_button`], ...), wait for the bot's answers with timeouts, inject faults
//! ([`FakeDiscord::fail_next`], [`FakeDiscord::close_dms`], [`FakeDiscord::drop_connection`],
//! ...) and check every recorded request against Discord's OpenAPI description
//! ([`FakeDiscord::validate_requests`]). See README.md for what is and is not modelled.

pub mod embeds;
mod endpoint;
mod gateway;
mod model;
pub mod openapi;
mod rest;
mod state;
mod tls;
mod util;

use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::watch;
use tokio::task::JoinHandle;

pub use model::{
    is_png, EndpointAnswer, FakeError, FakeUser, FaultKind, GatewayFrame, GatewayStats,
    InteractionHandle, InteractionKind, InteractionResponse, RecordedFile, RecordedRequest,
    Snowflake, StoredAttachment, StoredMessage,
};
pub use openapi::{OpenApi, SchemaViolation, SpecError, ValidateOptions};

use gateway::ConnCmd;
use state::{
    build_command_options, Config, FaultRule, Interaction, Shared, State, ADMINISTRATOR,
    ALL_PERMISSIONS,
};

/// Environment variable naming a file to which [`FakeDiscord::write_record_from_env`] (and
/// dropping a [`FakeDiscord`]) appends the request log as JSON lines.
pub const RECORD_ENV: &str = "BLOCBOT_RECORD_REQUESTS";

/// Default bot token accepted by the fake.
pub const DEFAULT_TOKEN: &str = "fakecord.bot.token";
/// Default bot user id (also the application id).
pub const DEFAULT_BOT_ID: Snowflake = 1_100_000_000_000_000_001;

/// Configures a [`FakeDiscord`] before it starts.
#[derive(Debug, Clone)]
pub struct FakeDiscordBuilder {
    config: Config,
}

impl Default for FakeDiscordBuilder {
    fn default() -> Self {
        Self {
            config: Config {
                token: DEFAULT_TOKEN.to_owned(),
                bot_id: DEFAULT_BOT_ID,
                bot_name: "blocbot".to_owned(),
                application_id: DEFAULT_BOT_ID,
                heartbeat_interval_ms: 41_250,
                interaction_deadline: Some(Duration::from_secs(3)),
                endpoints: Vec::new(),
                // A fixed test key: the fake's public key is the same in every run.
                signing_seed: *b"fakecord application signing key",
            },
        }
    }
}

impl FakeDiscordBuilder {
    /// The bot token the fake accepts (REST `Authorization: Bot ...` and IDENTIFY).
    pub fn token(mut self, token: impl Into<String>) -> Self {
        self.config.token = token.into();
        self
    }

    /// Bot user id and name. The application id follows the bot id unless set separately.
    pub fn bot(mut self, id: Snowflake, name: impl Into<String>) -> Self {
        self.config.bot_id = id;
        self.config.application_id = id;
        self.config.bot_name = name.into();
        self
    }

    /// Application id (defaults to the bot id).
    pub fn application_id(mut self, id: Snowflake) -> Self {
        self.config.application_id = id;
        self
    }

    /// Heartbeat interval announced in HELLO (default 41 250 ms, like Discord).
    pub fn heartbeat_interval(mut self, interval: Duration) -> Self {
        self.config.heartbeat_interval_ms = u64::try_from(interval.as_millis()).unwrap_or(41_250);
        self
    }

    /// How long the bot has to answer an interaction callback (Discord: 3 s). `None` turns
    /// the check off. Late callbacks get 404 / 10062 "Unknown interaction".
    pub fn interaction_deadline(mut self, deadline: Option<Duration>) -> Self {
        self.config.interaction_deadline = deadline;
        self
    }

    /// POST interactions, signed, to these interactions endpoints (round robin, skipping
    /// one that refuses the connection) instead of sending them over the gateway; the
    /// HTTP response is the interaction's initial response. The bot needs
    /// [`FakeDiscord::public_key_hex`]. Endpoints may also be set after start
    /// ([`FakeDiscord::set_interactions_endpoints`]).
    pub fn interactions_endpoints(mut self, urls: Vec<String>) -> Self {
        self.config.endpoints = urls;
        self
    }

    /// Bind 127.0.0.1:0 twice (REST and gateway) and start serving.
    pub async fn start(self) -> Result<FakeDiscord, FakeError> {
        FakeDiscord::start_with(self.config).await
    }
}

/// A running fake Discord. Dropping it stops the servers and, when
/// `BLOCBOT_RECORD_REQUESTS` is set, appends the request log to that file.
#[derive(Debug)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
    recorded: Mutex<bool>,
    proxy_url: String,
    tls: tls::Tls,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        let _ = self.write_record_from_env();
        self.shared.shutdown.send_replace(true);
        for t in &self.tasks {
            t.abort();
        }
    }
}

static RECORD_FILE_LOCK: Mutex<()> = Mutex::new(());

impl FakeDiscord {
    /// Start a fake with default settings.
    pub async fn start() -> Result<FakeDiscord, FakeError> {
        FakeDiscordBuilder::default().start().await
    }

    /// A builder for non-default settings.
    pub fn builder() -> FakeDiscordBuilder {
        FakeDiscordBuilder::default()
    }

    async fn start_with(config: Config) -> Result<FakeDiscord, FakeError> {
        let http = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let gw = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let (http_addr, gw_addr) = (http.local_addr()?, gw.local_addr()?);
        // Discord answers at once: without TCP_NODELAY a response or gateway event written
        // in two parts waits for the client's delayed ACK (40 ms on Linux), a stall real
        // Discord does not have and that would show in every latency tail measured here.
        use axum::serve::ListenerExt;
        let http = http.tap_io(no_delay);
        let gw = gw.tap_io(no_delay);
        let proxy = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let proxy_url = format!("http://{}", proxy.local_addr()?);
        let tls = tls::Tls::generate().map_err(FakeError::Tls)?;
        let http_base = format!("http://{http_addr}");
        let gateway_url = format!("ws://{gw_addr}");
        let (changed, _) = watch::channel(0u64);
        let (shutdown, _) = watch::channel(false);
        let shared = Arc::new(Shared {
            state: Mutex::new(State::new(&config)),
            changed,
            shutdown,
            config,
            started: Instant::now(),
            http_base,
            gateway_url,
        });
        let rest_app = axum::Router::new()
            .fallback(rest::rest_handler)
            .with_state(Arc::clone(&shared));
        let gw_app = axum::Router::new()
            .fallback(gateway::ws_handler)
            .with_state(Arc::clone(&shared));
        let proxy_task = tokio::spawn(tls::serve_proxy(proxy, tls.clone(), rest_app.clone()));
        let tasks = vec![
            proxy_task,
            tokio::spawn(async move {
                if let Err(e) = axum::serve(http, rest_app).await {
                    tracing::error!("fakecord REST server stopped: {e}");
                }
            }),
            tokio::spawn(async move {
                if let Err(e) = axum::serve(gw, gw_app).await {
                    tracing::error!("fakecord gateway server stopped: {e}");
                }
            }),
        ];
        Ok(FakeDiscord {
            shared,
            tasks,
            recorded: Mutex::new(false),
            proxy_url,
            tls,
        })
    }

    // ----- identity and URLs -----------------------------------------------------------

    /// Base URL for serenity's `HttpBuilder::proxy`, e.g. `http://127.0.0.1:41234`.
    pub fn http_url(&self) -> &str {
        &self.shared.http_base
    }

    /// Gateway URL as returned by `GET /gateway`, e.g. `ws://127.0.0.1:41235`.
    pub fn gateway_url(&self) -> &str {
        &self.shared.gateway_url
    }

    /// URL of the fake's CONNECT proxy (it only tunnels to `discord.com:443`).
    pub fn proxy_url(&self) -> &str {
        &self.proxy_url
    }

    /// DER of the throw-away CA that signed the fake's `discord.com` certificate.
    pub fn ca_certificate_der(&self) -> &[u8] {
        &self.tls.ca_der
    }

    /// A reqwest client that reaches the fake as `https://discord.com`: all requests go
    /// through the fake's CONNECT proxy and only the fake's CA is trusted. Use it to run
    /// serenity exactly as in production, ratelimiter included (429s are retried):
    /// `HttpBuilder::new(fake.token()).client(fake.discord_com_client()?).build()`.
    pub fn discord_com_client(&self) -> Result<reqwest::Client, FakeError> {
        let e = |e: reqwest::Error| FakeError::Tls(e.to_string());
        reqwest::Client::builder()
            .use_rustls_tls()
            .tls_built_in_root_certs(false)
            .add_root_certificate(reqwest::Certificate::from_der(&self.tls.ca_der).map_err(e)?)
            .proxy(reqwest::Proxy::all(&self.proxy_url).map_err(e)?)
            .build()
            .map_err(e)
    }

    /// The bot token the fake accepts.
    pub fn token(&self) -> &str {
        &self.shared.config.token
    }

    /// Application id.
    pub fn application_id(&self) -> Snowflake {
        self.shared.config.application_id
    }

    /// Bot user id.
    pub fn bot_user_id(&self) -> Snowflake {
        self.shared.config.bot_id
    }

    // ----- world -----------------------------------------------------------------------

    /// Create (or rename) a scripted user.
    pub fn user(&self, id: Snowflake, name: &str) -> FakeUser {
        let user = FakeUser {
            id,
            name: name.to_owned(),
        };
        self.shared.lock().users.insert(id, user.clone());
        user
    }

    /// Register a guild text channel (channels are also created on first use by
    /// [`Self::send_slash_command`]).
    pub fn guild_channel(&self, guild: Snowflake, channel: Snowflake, name: &str) {
        self.shared
            .lock()
            .ensure_channel(Some(guild), channel, Some(name));
    }

    /// The DM channel between the bot and `user` (created if needed).
    pub fn dm_channel(&self, user: &FakeUser) -> Snowflake {
        self.shared.lock().dm_channel_for(user.id)
    }

    /// The DM channel with `user`, if the bot or a test has opened one.
    pub fn existing_dm_channel(&self, user: &FakeUser) -> Option<Snowflake> {
        self.shared.lock().dm_channels.get(&user.id).copied()
    }

    /// From now on, messages to this user's DM channel fail with 403 / 50007.
    pub fn close_dms(&self, user: &FakeUser) {
        self.shared.lock().closed_dms.insert(user.id);
    }

    /// Undo [`Self::close_dms`].
    pub fn open_dms(&self, user: &FakeUser) {
        self.shared.lock().closed_dms.remove(&user.id);
    }

    /// Sets a member's guild permissions (a bit set, as Discord's `permissions`); by default
    /// every member has all of them. The interaction's `member.permissions` carries it, and
    /// a command whose `default_member_permissions` the member lacks cannot be sent
    /// ([`FakeError::MissingPermissions`]), as Discord does not show it to them.
    pub fn set_permissions(&self, user: &FakeUser, permissions: u64) {
        self.shared
            .lock()
            .member_permissions
            .insert(user.id, permissions);
    }

    /// Sets a user's Discord locale (`fr`, `en-GB`...): their interactions carry it as
    /// `locale`. By default every user speaks `en-US`.
    pub fn set_locale(&self, user: &FakeUser, locale: &str) {
        self.shared
            .lock()
            .user_locales
            .insert(user.id, locale.to_owned());
    }

    /// Sets a guild's preferred locale: interactions there carry it as `guild_locale`
    /// (`en-US` by default).
    pub fn set_guild_locale(&self, guild: Snowflake, locale: &str) {
        self.shared
            .lock()
            .guild_locales
            .insert(guild, locale.to_owned());
    }

    // ----- the interactions endpoint ----------------------------------------------------

    /// The application's public key (64 hex digits), for the bot's `DISCORD_PUBLIC_KEY`.
    pub fn public_key_hex(&self) -> String {
        endpoint::public_key_hex(&self.shared.config.signing_seed)
    }

    /// The signature the fake would send for `timestamp` and `body`.
    pub fn sign(&self, timestamp: &str, body: &[u8]) -> String {
        endpoint::sign(&self.shared.config.signing_seed, timestamp, body)
    }

    /// The current Unix time as `X-Signature-Timestamp` carries it.
    pub fn timestamp_now(&self) -> String {
        endpoint::unix_now().to_string()
    }

    /// POSTs a raw body to an endpoint with the given headers (a test of what the bot
    /// refuses); returns the status and the body of the answer.
    pub async fn post_to_endpoint(
        &self,
        url: &str,
        body: &[u8],
        timestamp: Option<&str>,
        signature: Option<&str>,
    ) -> Result<(u16, String), FakeError> {
        let (status, _, bytes) = endpoint::post(
            url,
            body.to_vec(),
            timestamp,
            signature,
            Duration::from_secs(10),
        )
        .await
        .map_err(|e| FakeError::Endpoint(e.to_string()))?;
        Ok((status, String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// Sends a signed PING (what the developer portal does when the URL is saved) and
    /// returns the status and the JSON answer.
    pub async fn ping_endpoint(&self, url: &str) -> Result<(u16, Value), FakeError> {
        let body = serde_json::to_vec(&json!({
            "id": self.shared.lock().ids.next().to_string(),
            "application_id": self.shared.config.application_id.to_string(),
            "type": 1,
            "token": "fakecord-ping",
            "version": 1,
        }))
        .map_err(|e| FakeError::Endpoint(e.to_string()))?;
        let timestamp = self.timestamp_now();
        let signature = self.sign(&timestamp, &body);
        let (status, text) = self
            .post_to_endpoint(url, &body, Some(&timestamp), Some(&signature))
            .await?;
        Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
    }

    /// POST the next interactions to these endpoints (empty: the gateway again).
    pub fn set_interactions_endpoints(&self, urls: Vec<String>) {
        self.shared.lock().endpoints = urls;
    }

    /// What every POST of an interaction to an endpoint came to, in order.
    pub fn endpoint_answers(&self) -> Vec<EndpointAnswer> {
        self.shared.lock().endpoint_answers.clone()
    }

    // ----- scripted interactions -------------------------------------------------------

    /// Send a slash command (INTERACTION_CREATE type 2) as `user`. `name` may name a
    /// subcommand path (`"game join"`). Options are checked against the registered command
    /// (names, types, choices, required) and typed from its definition. With `guild: None`
    /// the command comes from the user's DM channel and `channel` is ignored.
    pub fn send_slash_command(
        &self,
        user: &FakeUser,
        guild: Option<Snowflake>,
        channel: Snowflake,
        name: &str,
        options: &[(&str, Value)],
    ) -> Result<InteractionHandle, FakeError> {
        self.command_interaction(user, guild, channel, name, options, None)
    }

    /// Send an autocomplete interaction (type 4) with `focused` as the focused option; its
    /// value is sent as the string typed so far.
    pub fn send_autocomplete(
        &self,
        user: &FakeUser,
        guild: Option<Snowflake>,
        channel: Snowflake,
        name: &str,
        options: &[(&str, Value)],
        focused: &str,
    ) -> Result<InteractionHandle, FakeError> {
        self.command_interaction(user, guild, channel, name, options, Some(focused))
    }

    fn command_interaction(
        &self,
        user: &FakeUser,
        guild: Option<Snowflake>,
        channel: Snowflake,
        name: &str,
        options: &[(&str, Value)],
        focused: Option<&str>,
    ) -> Result<InteractionHandle, FakeError> {
        let cfg = &self.shared.config;
        let mut parts = name.split_whitespace();
        let root = parts.next().unwrap_or_default();
        let path: Vec<&str> = parts.collect();
        let mut st = self.shared.lock();
        if !st.users.contains_key(&user.id) {
            return Err(FakeError::UnknownUser(user.id));
        }
        let is_chat = |c: &&Value| {
            c.get("name").and_then(Value::as_str) == Some(root)
                && c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1
        };
        let def = guild
            .and_then(|g| st.commands(Some(g)).iter().find(is_chat).cloned())
            .or_else(|| st.global_commands.iter().find(is_chat).cloned())
            .ok_or_else(|| FakeError::UnknownCommand(root.to_owned()))?;
        if guild.is_some() {
            let needed = def
                .get("default_member_permissions")
                .and_then(Value::as_str)
                .and_then(|p| p.parse::<u64>().ok());
            let has = st.permissions_of(user.id);
            if let Some(needed) = needed {
                if has & ADMINISTRATOR == 0 && has & needed != needed {
                    return Err(FakeError::MissingPermissions {
                        command: root.to_owned(),
                        needed,
                        has,
                    });
                }
            }
        }
        let mut resolved_ids = Vec::new();
        let opts = build_command_options(root, &def, &path, options, focused, &mut resolved_ids)
            .map_err(|reason| FakeError::BadOptions {
                command: name.to_owned(),
                reason,
            })?;
        let channel = match guild {
            Some(g) => {
                st.ensure_channel(Some(g), channel, None);
                channel
            }
            None => st.dm_channel_for(user.id),
        };
        let mut data = json!({
            "id": def.get("id").cloned().unwrap_or(Value::Null),
            "name": root,
            "type": 1,
            "options": opts,
        });
        if let Some(g) = def.get("guild_id") {
            data["guild_id"] = g.clone();
        }
        if !resolved_ids.is_empty() {
            let mut users = serde_json::Map::new();
            let mut members = serde_json::Map::new();
            for (_, id) in &resolved_ids {
                users.insert(id.to_string(), st.user_json(cfg, *id));
                if guild.is_some() {
                    let mut m = st.member_json(cfg, *id);
                    if let Some(o) = m.as_object_mut() {
                        o.remove("user");
                    }
                    members.insert(id.to_string(), m);
                }
            }
            data["resolved"] = json!({ "users": users, "members": members });
        }
        let kind = if focused.is_some() {
            InteractionKind::Autocomplete
        } else {
            InteractionKind::Command
        };
        Ok(self.send_interaction(&mut st, kind, user.id, guild, channel, data, None))
    }

    /// Click a button on a stored message (INTERACTION_CREATE type 3, component type 2).
    pub fn click_button(
        &self,
        user: &FakeUser,
        message: Snowflake,
        custom_id: &str,
    ) -> Result<InteractionHandle, FakeError> {
        self.component_interaction(user, message, custom_id, None)
    }

    /// Choose values in a select menu on a stored message. For string selects the values
    /// must be among the menu's options and within `min_values..=max_values`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: Snowflake,
        custom_id: &str,
        values: &[&str],
    ) -> Result<InteractionHandle, FakeError> {
        self.component_interaction(user, message, custom_id, Some(values))
    }

    /// A click a modified client could send: a button's custom id that is not on the
    /// message (a forged or damaged id). Discord forwards the custom id as given.
    pub fn click_forged(
        &self,
        user: &FakeUser,
        message: Snowflake,
        custom_id: &str,
    ) -> Result<InteractionHandle, FakeError> {
        let mut st = self.shared.lock();
        let msg = st
            .messages
            .get(&message)
            .filter(|m| !m.deleted)
            .cloned()
            .ok_or(FakeError::UnknownMessage(message))?;
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let message_json = st.message_json(&self.shared.config, &msg, &self.shared.http_base);
        Ok(self.send_interaction(
            &mut st,
            InteractionKind::Component,
            user.id,
            msg.guild_id,
            msg.channel_id,
            data,
            Some((message, message_json)),
        ))
    }

    fn component_interaction(
        &self,
        user: &FakeUser,
        message: Snowflake,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Result<InteractionHandle, FakeError> {
        let cfg = &self.shared.config;
        let mut st = self.shared.lock();
        if !st.users.contains_key(&user.id) {
            return Err(FakeError::UnknownUser(user.id));
        }
        let msg = st
            .messages
            .get(&message)
            .filter(|m| !m.deleted)
            .cloned()
            .ok_or(FakeError::UnknownMessage(message))?;
        let no = |reason: &str| FakeError::NoSuchComponent {
            message,
            custom_id: custom_id.to_owned(),
            reason: reason.to_owned(),
        };
        let component = msg.component(custom_id).ok_or_else(|| no("not found"))?;
        if component.get("disabled").and_then(Value::as_bool) == Some(true) {
            return Err(no("it is disabled"));
        }
        let ctype = component.get("type").and_then(Value::as_u64).unwrap_or(0);
        let mut data = json!({ "custom_id": custom_id, "component_type": ctype });
        match (values, ctype) {
            (None, 2) => {
                if component.get("style").and_then(Value::as_u64) == Some(5) {
                    return Err(no("link buttons do not send interactions"));
                }
            }
            (Some(values), 3 | 5 | 6 | 7 | 8) => {
                let min = component
                    .get("min_values")
                    .and_then(Value::as_u64)
                    .unwrap_or(1);
                let max = component
                    .get("max_values")
                    .and_then(Value::as_u64)
                    .unwrap_or(1);
                let n = values.len() as u64;
                if n < min || n > max {
                    return Err(no(&format!("{n} values outside {min}..={max}")));
                }
                if ctype == 3 {
                    let allowed: Vec<&str> = component
                        .get("options")
                        .and_then(Value::as_array)
                        .map(|o| o.iter().filter_map(|x| x.get("value")?.as_str()).collect())
                        .unwrap_or_default();
                    if let Some(bad) = values.iter().find(|v| !allowed.contains(v)) {
                        return Err(no(&format!("{bad:?} is not an option")));
                    }
                }
                data["values"] = json!(values);
            }
            (None, _) => return Err(no(&format!("component type {ctype} is not a button"))),
            (Some(_), _) => return Err(no(&format!("component type {ctype} is not a select"))),
        }
        let message_json = st.message_json(cfg, &msg, &self.shared.http_base);
        let handle = self.send_interaction(
            &mut st,
            InteractionKind::Component,
            user.id,
            msg.guild_id,
            msg.channel_id,
            data,
            Some((message, message_json)),
        );
        Ok(handle)
    }

    /// Submit a modal the bot opened in answer to `opened` (callback type 9). `fields` are
    /// `(custom_id, value)` of the text inputs.
    pub fn submit_modal(
        &self,
        user: &FakeUser,
        opened: &InteractionHandle,
        fields: &[(&str, &str)],
    ) -> Result<InteractionHandle, FakeError> {
        let mut st = self.shared.lock();
        let modal = st
            .interactions
            .get(&opened.token)
            .and_then(|i| i.response.clone())
            .filter(|r| r.kind == 9)
            .ok_or_else(|| FakeError::NoSuchComponent {
                message: opened.id,
                custom_id: String::new(),
                reason: "the bot did not answer this interaction with a modal".into(),
            })?;
        let custom_id = modal.data.get("custom_id").cloned().unwrap_or(Value::Null);
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, value)| {
                json!({ "type": 1, "components": [
                    { "type": 4, "custom_id": id, "value": value }
                ]})
            })
            .collect();
        let data = json!({ "custom_id": custom_id, "components": rows });
        let message = opened.message_id.and_then(|m| {
            let msg = st.messages.get(&m)?.clone();
            Some((
                m,
                st.message_json(&self.shared.config, &msg, &self.shared.http_base),
            ))
        });
        Ok(self.send_interaction(
            &mut st,
            InteractionKind::ModalSubmit,
            user.id,
            opened.guild_id,
            opened.channel_id,
            data,
            message,
        ))
    }

    #[allow(clippy::too_many_arguments)]
    fn send_interaction(
        &self,
        st: &mut State,
        kind: InteractionKind,
        user: Snowflake,
        guild: Option<Snowflake>,
        channel: Snowflake,
        data: Value,
        message: Option<(Snowflake, Value)>,
    ) -> InteractionHandle {
        let cfg = &self.shared.config;
        let id = st.ids.next();
        let token = format!("fakecord-interaction-{id:x}-{:x}", st.ids.next());
        let channel_obj = st
            .channels
            .get(&channel)
            .cloned()
            .map(|c| {
                let mut v = st.channel_json(cfg, &c);
                v["permissions"] = json!(st.permissions_of(user).to_string());
                v
            })
            .unwrap_or(Value::Null);
        let mut d = json!({
            "id": id.to_string(),
            "application_id": cfg.application_id.to_string(),
            "type": kind.wire(),
            "data": data,
            "channel_id": channel.to_string(),
            "channel": channel_obj,
            "token": token,
            "version": 1,
            "app_permissions": ALL_PERMISSIONS,
            "locale": st.user_locales.get(&user).map_or("en-US", String::as_str),
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
        });
        match guild {
            Some(g) => {
                d["guild_id"] = json!(g.to_string());
                d["guild_locale"] = json!(st.guild_locales.get(&g).map_or("en-US", String::as_str));
                d["member"] = st.member_json(cfg, user);
                d["authorizing_integration_owners"] = json!({ "0": g.to_string() });
                d["context"] = json!(0);
            }
            None => {
                d["user"] = st.user_json(cfg, user);
                d["authorizing_integration_owners"] = json!({ "0": "0" });
                d["context"] = json!(1);
            }
        }
        let message_id = message.as_ref().map(|(id, _)| *id);
        if let Some((_, m)) = message {
            d["message"] = m;
        }
        let handle = InteractionHandle {
            id,
            token: token.clone(),
            kind,
            user_id: user,
            channel_id: channel,
            guild_id: guild,
            message_id,
        };
        st.interactions.insert(
            token,
            Interaction {
                handle: handle.clone(),
                sent_at: Instant::now(),
                response: None,
                original_message: None,
                followups: Vec::new(),
                via_endpoint: !st.endpoints.is_empty(),
            },
        );
        if st.endpoints.is_empty() {
            st.gw.dispatch("INTERACTION_CREATE", d);
        } else {
            let first = st.next_endpoint;
            st.next_endpoint = st.next_endpoint.wrapping_add(1);
            tokio::spawn(endpoint::deliver(
                Arc::clone(&self.shared),
                d,
                first,
                handle.clone(),
            ));
        }
        self.shared.bump();
        handle
    }

    /// Send any dispatch event (op 0) with the next sequence number.
    pub fn dispatch_raw(&self, event: &str, d: Value) {
        self.shared.lock().gw.dispatch(event, d);
        self.shared.bump();
    }

    // ----- waiting -----------------------------------------------------------------------

    async fn wait_until<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Result<T, FakeError> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.shared.changed.subscribe();
        loop {
            if let Some(v) = check(&self.shared.lock()) {
                return Ok(v);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => {
                    return match check(&self.shared.lock()) {
                        Some(v) => Ok(v),
                        None => Err(FakeError::Timeout(timeout, what.to_owned())),
                    };
                }
            }
        }
    }

    /// Wait for the first recorded request (from the start of the log) matching `pred`.
    pub async fn wait_for_request(
        &self,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> Result<RecordedRequest, FakeError> {
        self.wait_for_request_after(0, pred, timeout).await
    }

    /// Wait for the first request with `index >= since` matching `pred` (use
    /// [`Self::request_count`] before acting to get `since`).
    pub async fn wait_for_request_after(
        &self,
        since: usize,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> Result<RecordedRequest, FakeError> {
        self.wait_until("a matching request", timeout, |st| {
            st.requests.iter().skip(since).find(|r| pred(r)).cloned()
        })
        .await
    }

    /// Wait until the bot has answered the interaction's callback.
    pub async fn wait_for_interaction_response(
        &self,
        interaction: &InteractionHandle,
        timeout: Duration,
    ) -> Result<InteractionResponse, FakeError> {
        let what = format!("the response to interaction {}", interaction.id);
        self.wait_until(&what, timeout, |st| {
            st.interactions
                .get(&interaction.token)
                .and_then(|i| i.response.clone())
        })
        .await
    }

    /// Wait for the `n`-th (0-based) follow-up message of an interaction.
    pub async fn wait_for_followup(
        &self,
        interaction: &InteractionHandle,
        n: usize,
        timeout: Duration,
    ) -> Result<StoredMessage, FakeError> {
        let what = format!("follow-up #{n} of interaction {}", interaction.id);
        self.wait_until(&what, timeout, |st| {
            let id = st.interactions.get(&interaction.token)?.followups.get(n)?;
            st.messages.get(id).cloned()
        })
        .await
    }

    /// Wait for a stored message (any channel, current state including edits) matching
    /// `pred`; returns the oldest match.
    pub async fn wait_for_message(
        &self,
        pred: impl Fn(&StoredMessage) -> bool,
        timeout: Duration,
    ) -> Result<StoredMessage, FakeError> {
        self.wait_until("a matching message", timeout, |st| {
            st.messages
                .values()
                .find(|m| !m.deleted && pred(m))
                .cloned()
        })
        .await
    }

    /// Wait for the first message the bot sent to `user`'s DM channel.
    pub async fn wait_for_dm(
        &self,
        user: &FakeUser,
        timeout: Duration,
    ) -> Result<StoredMessage, FakeError> {
        let what = format!("a DM to user {}", user.id);
        self.wait_until(&what, timeout, |st| {
            let ch = st.dm_channels.get(&user.id)?;
            st.messages
                .values()
                .find(|m| m.channel_id == *ch && !m.deleted)
                .cloned()
        })
        .await
    }

    /// Wait until all `names` are registered (globally with `guild: None`).
    pub async fn wait_for_commands(
        &self,
        guild: Option<Snowflake>,
        names: &[&str],
        timeout: Duration,
    ) -> Result<Vec<Value>, FakeError> {
        let what = format!("commands {names:?} to be registered");
        self.wait_until(&what, timeout, |st| {
            let cmds = st.commands(guild);
            let all = names.iter().all(|n| {
                cmds.iter()
                    .any(|c| c.get("name").and_then(Value::as_str) == Some(n))
            });
            all.then_some(cmds)
        })
        .await
    }

    /// Wait until the gateway counters satisfy `pred`.
    pub async fn wait_for_gateway(
        &self,
        pred: impl Fn(&GatewayStats) -> bool,
        timeout: Duration,
    ) -> Result<GatewayStats, FakeError> {
        self.wait_until("a gateway condition", timeout, |st| {
            pred(&st.gw.stats).then(|| st.gw.stats.clone())
        })
        .await
    }

    /// Wait until a client has identified (or resumed) and is attached.
    pub async fn wait_until_connected(&self, timeout: Duration) -> Result<GatewayStats, FakeError> {
        self.wait_for_gateway(|s| s.connected, timeout).await
    }

    // ----- faults ------------------------------------------------------------------------

    /// Answer the next request matching `method` (`"*"` for any) and `path_pattern` with
    /// `kind` instead of handling it. Patterns are paths with `*` or `{name}` for one
    /// segment and `**` for any rest, with or without `/api/v10`:
    /// `fail_next("POST", "/channels/*/messages", FaultKind::ServerError)`.
    pub fn fail_next(&self, method: &str, path_pattern: &str, kind: FaultKind) {
        self.fail_times(method, path_pattern, kind, 1);
    }

    /// Like [`Self::fail_next`] for the next `times` matching requests.
    pub fn fail_times(&self, method: &str, path_pattern: &str, kind: FaultKind, times: u32) {
        let method = (method != "*").then(|| method.to_ascii_uppercase());
        self.shared.lock().faults.push(FaultRule {
            method,
            pattern: path_pattern.to_owned(),
            kind,
            remaining: times,
        });
    }

    /// Remove all pending faults.
    pub fn clear_faults(&self) {
        self.shared.lock().faults.clear();
    }

    // ----- gateway controls ----------------------------------------------------------------

    fn gateway_cmd(&self, cmd: ConnCmd) -> Result<(), FakeError> {
        let ok = {
            let mut st = self.shared.lock();
            let closing = matches!(cmd, ConnCmd::Drop | ConnCmd::Close(..));
            let ok = st.gw.command(cmd);
            if ok && closing {
                // Detach now, so that everything dispatched from here on is buffered for
                // the RESUME (or the next session) instead of racing the dying socket.
                st.gw.detach_current();
            }
            ok
        };
        self.shared.bump();
        if ok {
            Ok(())
        } else {
            Err(FakeError::NotConnected)
        }
    }

    /// Send RECONNECT (op 7); the client should reconnect and RESUME.
    pub fn send_reconnect(&self) -> Result<(), FakeError> {
        self.gateway_cmd(ConnCmd::Text(json!({ "op": 7, "d": null }).to_string()))
    }

    /// Send INVALID_SESSION (op 9). With `resumable: false` the session is discarded, so the
    /// client must IDENTIFY again (serenity's shard queue waits up to 5 s between IDENTIFYs).
    pub fn send_invalid_session(&self, resumable: bool) -> Result<(), FakeError> {
        if !resumable {
            if let Some(s) = self.shared.lock().gw.session.as_mut() {
                s.resumable = false;
            }
        }
        self.gateway_cmd(ConnCmd::Text(
            json!({ "op": 9, "d": resumable }).to_string(),
        ))
    }

    /// Drop the TCP connection without a close frame; the session stays resumable.
    pub fn drop_connection(&self) -> Result<(), FakeError> {
        self.gateway_cmd(ConnCmd::Drop)
    }

    /// Close the connection with a close frame and `code` (e.g. 4000 unknown error, or
    /// 4009 session timed out, which makes the client re-identify).
    pub fn close_connection(&self, code: u16, reason: &str) -> Result<(), FakeError> {
        if matches!(code, 4007 | 4009) {
            if let Some(s) = self.shared.lock().gw.session.as_mut() {
                s.resumable = false;
            }
        }
        self.gateway_cmd(ConnCmd::Close(code, reason.to_owned()))
    }

    /// Ask the client for an immediate heartbeat (server op 1).
    pub fn request_heartbeat(&self) -> Result<(), FakeError> {
        let seq = self
            .shared
            .lock()
            .gw
            .session
            .as_ref()
            .map_or(Value::Null, |s| json!(s.seq));
        self.gateway_cmd(ConnCmd::Text(json!({ "op": 1, "d": seq }).to_string()))
    }

    /// Stop (or resume) acknowledging heartbeats; a client that misses an ACK reconnects.
    pub fn set_ignore_heartbeats(&self, ignore: bool) {
        self.shared.lock().gw.ignore_heartbeats = ignore;
    }

    /// Gateway counters.
    pub fn gateway_stats(&self) -> GatewayStats {
        self.shared.lock().gw.stats.clone()
    }

    /// Every frame clients sent (tokens redacted).
    pub fn gateway_frames(&self) -> Vec<GatewayFrame> {
        self.shared.lock().gw.frames.clone()
    }

    // ----- inspection ------------------------------------------------------------------------

    /// All recorded REST requests.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    /// Number of recorded requests (a cursor for [`Self::wait_for_request_after`]).
    pub fn request_count(&self) -> usize {
        self.shared.lock().requests.len()
    }

    /// A stored message by id (deleted ones included, flagged).
    pub fn message(&self, id: Snowflake) -> Option<StoredMessage> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// Live messages of a channel, oldest first.
    pub fn messages_in(&self, channel: Snowflake) -> Vec<StoredMessage> {
        self.shared
            .lock()
            .messages
            .values()
            .filter(|m| m.channel_id == channel && !m.deleted)
            .cloned()
            .collect()
    }

    /// All stored messages, oldest first.
    pub fn all_messages(&self) -> Vec<StoredMessage> {
        self.shared.lock().messages.values().cloned().collect()
    }

    /// The message JSON the fake returns for a stored message.
    pub fn message_json(&self, id: Snowflake) -> Option<Value> {
        let st = self.shared.lock();
        let m = st.messages.get(&id)?;
        Some(st.message_json(&self.shared.config, m, &self.shared.http_base))
    }

    /// Registered commands as the fake returns them (global with `None`).
    pub fn commands(&self, guild: Option<Snowflake>) -> Vec<Value> {
        self.shared.lock().commands(guild)
    }

    /// The bot's callback for an interaction, if it has answered.
    pub fn interaction_response(
        &self,
        interaction: &InteractionHandle,
    ) -> Option<InteractionResponse> {
        self.shared
            .lock()
            .interactions
            .get(&interaction.token)
            .and_then(|i| i.response.clone())
    }

    /// The original response (if any) followed by the follow-ups of an interaction.
    pub fn interaction_messages(&self, interaction: &InteractionHandle) -> Vec<StoredMessage> {
        let st = self.shared.lock();
        let Some(i) = st.interactions.get(&interaction.token) else {
            return Vec::new();
        };
        i.original_message
            .iter()
            .chain(&i.followups)
            .filter_map(|id| st.messages.get(id).cloned())
            .collect()
    }

    // ----- record and validation ------------------------------------------------------------

    /// The request log as JSON lines:
    /// `{"method","path","content_type","json","files":[{"name","filename","bytes","png"}]}`.
    pub fn to_json_lines(&self) -> String {
        let st = self.shared.lock();
        let mut out = String::new();
        for r in &st.requests {
            out.push_str(&r.to_json_line_value().to_string());
            out.push('\n');
        }
        out
    }

    /// Append the JSON lines to `path`.
    pub fn write_record(&self, path: &Path) -> std::io::Result<()> {
        let lines = self.to_json_lines();
        let _guard = RECORD_FILE_LOCK
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        f.write_all(lines.as_bytes())
    }

    /// If `BLOCBOT_RECORD_REQUESTS` is set, append the log to that file (once per fake;
    /// also done on drop). Returns whether it wrote.
    pub fn write_record_from_env(&self) -> std::io::Result<bool> {
        let Some(path) = std::env::var_os(RECORD_ENV).filter(|p| !p.is_empty()) else {
            return Ok(false);
        };
        let mut done = self
            .recorded
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if *done {
            return Ok(false);
        }
        self.write_record(Path::new(&path))?;
        *done = true;
        Ok(true)
    }

    /// Validate every recorded `/api` request against the bundled OpenAPI spec: the
    /// operation must exist and the JSON body (or multipart `payload_json`) must match its
    /// request-body schema. Returns one line per failure.
    pub fn validate_requests(&self, options: ValidateOptions) -> Vec<String> {
        let spec = OpenApi::bundled();
        self.requests()
            .iter()
            .filter(|r| r.path.starts_with("/api/"))
            .filter_map(|r| {
                spec.validate_request(
                    &r.method,
                    &r.path,
                    r.content_type.as_deref(),
                    r.json.as_ref(),
                    options,
                )
                .err()
                .map(|e| format!("#{} {} {}: {e}", r.index, r.method, r.path))
            })
            .collect()
    }
}

/// Sets TCP_NODELAY on an accepted connection (see where the listeners are bound).
fn no_delay(stream: &mut tokio::net::TcpStream) {
    if let Err(e) = stream.set_nodelay(true) {
        tracing::warn!("cannot set TCP_NODELAY: {e}");
    }
}
