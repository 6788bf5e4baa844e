//! The fake's world: users, channels, messages, commands, interactions, the request log
//! and the REST routes that act on them. Everything here runs under one mutex and never
//! awaits.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::watch;

use crate::gateway::Gateway;
use crate::model::{
    FakeUser, FaultKind, InteractionHandle, InteractionKind, InteractionResponse, RecordedFile,
    RecordedRequest, Snowflake, StoredAttachment, StoredMessage,
};
use crate::util::{guess_content_type, png_size, timestamp_now, IdGen};

/// Permissions given to every member and to the app (all bits Discord defines today).
pub(crate) const ALL_PERMISSIONS: &str = "2251799813685247";
/// The same set as a number.
pub(crate) const ALL_PERMISSION_BITS: u64 = 2_251_799_813_685_247;
/// ADMINISTRATOR: sees every command whatever its `default_member_permissions`.
pub(crate) const ADMINISTRATOR: u64 = 1 << 3;

/// Fixed configuration of one fake.
#[derive(Debug, Clone)]
pub(crate) struct Config {
    pub token: String,
    pub bot_id: Snowflake,
    pub bot_name: String,
    pub application_id: Snowflake,
    pub heartbeat_interval_ms: u64,
    pub interaction_deadline: Option<Duration>,
    /// The bot's interactions endpoints: interactions are POSTed there (round robin),
    /// signed, instead of sent over the gateway. Empty: the gateway.
    pub endpoints: Vec<String>,
    /// The seed of the application's Ed25519 key pair (the fake signs with it).
    pub signing_seed: [u8; 32],
}

/// State shared by the HTTP server, the gateway and the test-facing API.
#[derive(Debug)]
pub(crate) struct Shared {
    pub state: Mutex<State>,
    pub changed: watch::Sender<u64>,
    pub shutdown: watch::Sender<bool>,
    pub config: Config,
    pub started: Instant,
    pub http_base: String,
    pub gateway_url: String,
}

impl Shared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wake everyone waiting for a change.
    pub(crate) fn bump(&self) {
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Channel {
    pub id: Snowflake,
    pub guild_id: Option<Snowflake>,
    pub name: String,
    /// For DM channels: the other user.
    pub recipient: Option<Snowflake>,
}

#[derive(Debug, Clone)]
pub(crate) struct Interaction {
    pub handle: InteractionHandle,
    pub sent_at: Instant,
    pub response: Option<InteractionResponse>,
    pub original_message: Option<Snowflake>,
    pub followups: Vec<Snowflake>,
    /// POSTed to the bot's interactions endpoint rather than sent over the gateway.
    pub via_endpoint: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct FaultRule {
    pub method: Option<String>,
    pub pattern: String,
    pub kind: FaultKind,
    pub remaining: u32,
}

/// A Discord-style error answer.
#[derive(Debug, Clone)]
pub(crate) struct ApiError {
    pub status: u16,
    pub code: u32,
    pub message: String,
}

impl ApiError {
    pub(crate) fn new(status: u16, code: u32, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
        }
    }

    fn invalid_form(message: impl Into<String>) -> Self {
        Self::new(400, 50035, format!("Invalid Form Body: {}", message.into()))
    }

    fn unknown_channel() -> Self {
        Self::new(404, 10003, "Unknown Channel")
    }

    fn unknown_message() -> Self {
        Self::new(404, 10008, "Unknown Message")
    }

    fn unknown_webhook() -> Self {
        Self::new(404, 10015, "Unknown Webhook")
    }

    fn unknown_interaction() -> Self {
        Self::new(404, 10062, "Unknown interaction")
    }

    pub(crate) fn body(&self) -> Value {
        let mut body = json!({ "message": self.message, "code": self.code });
        if self.code == 50035 {
            body["errors"] = json!({});
        }
        body
    }
}

/// A parsed REST request handed to [`State::handle`].
#[derive(Debug)]
pub(crate) struct Req<'a> {
    pub method: &'a str,
    /// Path segments after `/api/v10`.
    pub segs: Vec<&'a str>,
    pub query: Option<&'a str>,
    pub json: Option<&'a Value>,
    pub files: &'a [RecordedFile],
    pub authorization: Option<&'a str>,
    /// The body of the bot's HTTP response to a POSTed interaction, not a REST call.
    pub via_endpoint: bool,
}

impl Req<'_> {
    fn query_param(&self, name: &str) -> Option<&str> {
        self.query?.split('&').find_map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (k == name).then_some(v)
        })
    }
}

/// What a route answers.
#[derive(Debug)]
pub(crate) enum Reply {
    Json(u16, Value),
    NoContent,
    /// No route matched (answered 404 and flagged in the log).
    Unhandled,
}

#[derive(Debug)]
pub(crate) struct State {
    pub ids: IdGen,
    pub users: BTreeMap<Snowflake, FakeUser>,
    pub channels: BTreeMap<Snowflake, Channel>,
    pub dm_channels: HashMap<Snowflake, Snowflake>,
    pub messages: BTreeMap<Snowflake, StoredMessage>,
    pub global_commands: Vec<Value>,
    pub guild_commands: BTreeMap<Snowflake, Vec<Value>>,
    pub interactions: HashMap<String, Interaction>,
    pub requests: Vec<RecordedRequest>,
    pub faults: Vec<FaultRule>,
    pub closed_dms: HashSet<Snowflake>,
    /// Guild permissions of members set by a test; everyone else has all of them.
    pub member_permissions: HashMap<Snowflake, u64>,
    /// Users' Discord locales set by a test (an interaction's `locale`); `en-US` otherwise.
    pub user_locales: HashMap<Snowflake, String>,
    /// Guilds' preferred locales set by a test (an interaction's `guild_locale`).
    pub guild_locales: HashMap<Snowflake, String>,
    pub gw: Gateway,
    /// The bot's interactions endpoints (empty: the gateway), and the round robin over them.
    pub endpoints: Vec<String>,
    pub next_endpoint: usize,
    pub endpoint_answers: Vec<crate::model::EndpointAnswer>,
}

type Routed = Result<Reply, ApiError>;

impl State {
    pub(crate) fn new(config: &Config) -> Self {
        let mut users = BTreeMap::new();
        users.insert(
            config.bot_id,
            FakeUser {
                id: config.bot_id,
                name: config.bot_name.clone(),
            },
        );
        Self {
            ids: IdGen::new(),
            users,
            channels: BTreeMap::new(),
            dm_channels: HashMap::new(),
            messages: BTreeMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            interactions: HashMap::new(),
            requests: Vec::new(),
            faults: Vec::new(),
            closed_dms: HashSet::new(),
            member_permissions: HashMap::new(),
            user_locales: HashMap::new(),
            guild_locales: HashMap::new(),
            gw: Gateway::default(),
            endpoints: config.endpoints.clone(),
            next_endpoint: 0,
            endpoint_answers: Vec::new(),
        }
    }

    // ----- objects -------------------------------------------------------------------

    pub(crate) fn user_json(&self, cfg: &Config, id: Snowflake) -> Value {
        let name = self
            .users
            .get(&id)
            .map_or_else(|| format!("user{id}"), |u| u.name.clone());
        let bot = id == cfg.bot_id;
        json!({
            "id": id.to_string(),
            "username": name,
            "discriminator": "0",
            "global_name": if bot { Value::Null } else { Value::String(name.clone()) },
            "avatar": null,
            "bot": bot,
            "public_flags": 0,
            "flags": 0,
            "banner": null,
            "accent_color": null,
            "avatar_decoration_data": null,
            "collectibles": null,
            "primary_guild": null,
        })
    }

    /// A member's guild permissions (all of them unless a test set fewer).
    pub(crate) fn permissions_of(&self, user: Snowflake) -> u64 {
        self.member_permissions
            .get(&user)
            .copied()
            .unwrap_or(ALL_PERMISSION_BITS)
    }

    pub(crate) fn member_json(&self, cfg: &Config, user: Snowflake) -> Value {
        json!({
            "user": self.user_json(cfg, user),
            "nick": null,
            "avatar": null,
            "banner": null,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions_of(user).to_string(),
            "communication_disabled_until": null,
            "unusual_dm_activity_until": null,
        })
    }

    pub(crate) fn channel_json(&self, cfg: &Config, ch: &Channel) -> Value {
        let last = self
            .messages
            .values()
            .rev()
            .find(|m| m.channel_id == ch.id && !m.deleted)
            .map(|m| m.id.to_string());
        match (ch.guild_id, ch.recipient) {
            (Some(guild), _) => json!({
                "id": ch.id.to_string(),
                "type": 0,
                "guild_id": guild.to_string(),
                "name": ch.name,
                "position": 0,
                "permission_overwrites": [],
                "nsfw": false,
                "topic": null,
                "parent_id": null,
                "last_message_id": last,
                "rate_limit_per_user": 0,
                "flags": 0,
            }),
            (None, recipient) => json!({
                "id": ch.id.to_string(),
                "type": 1,
                "last_message_id": last,
                "flags": 0,
                "recipients": recipient.map(|r| vec![self.user_json(cfg, r)]).unwrap_or_default(),
            }),
        }
    }

    pub(crate) fn message_json(&self, cfg: &Config, m: &StoredMessage, http_base: &str) -> Value {
        let attachments: Vec<Value> = m
            .attachments
            .iter()
            .map(|a| {
                let url = format!(
                    "{http_base}/attachments/{}/{}/{}",
                    m.channel_id, a.id, a.filename
                );
                let mut att = json!({
                    "id": a.id.to_string(),
                    "filename": a.filename,
                    "size": a.data.len(),
                    "url": url,
                    "proxy_url": url,
                    "content_type": a.content_type,
                });
                if let Some(d) = &a.description {
                    att["description"] = json!(d);
                }
                if let Some((w, h)) = png_size(&a.data) {
                    att["width"] = json!(w);
                    att["height"] = json!(h);
                }
                att
            })
            .collect();
        let embeds: Vec<Value> = m
            .embeds
            .iter()
            .map(|e| {
                let mut e = e.clone();
                if let Some(obj) = e.as_object_mut() {
                    obj.entry("type").or_insert_with(|| json!("rich"));
                    obj.retain(|_, v| !v.is_null());
                }
                e
            })
            .collect();
        let kind = if m.interaction_id.is_some() && m.via_webhook && self.is_original(m) {
            20
        } else {
            0
        };
        let mut v = json!({
            "id": m.id.to_string(),
            "channel_id": m.channel_id.to_string(),
            "author": self.user_json(cfg, m.author_id),
            "content": m.content,
            "timestamp": m.timestamp,
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": embeds,
            "pinned": false,
            "type": kind,
            "flags": m.flags,
            "components": m.components,
        });
        if let Some(nonce) = &m.nonce {
            v["nonce"] = json!(nonce);
        }
        if m.via_webhook {
            v["webhook_id"] = json!(cfg.application_id.to_string());
            v["application_id"] = json!(cfg.application_id.to_string());
        }
        if let Some(iid) = m.interaction_id {
            if let Some(i) = self.interactions.values().find(|i| i.handle.id == iid) {
                v["interaction_metadata"] = json!({
                    "id": iid.to_string(),
                    "type": i.handle.kind.wire(),
                    "user": self.user_json(cfg, i.handle.user_id),
                    "authorizing_integration_owners": {},
                });
                // Discord names the message a component sat on (serenity 0.12 requires it
                // for component interactions).
                if let Some(clicked) = i.handle.message_id {
                    v["interaction_metadata"]["interacted_message_id"] = json!(clicked.to_string());
                }
            }
        }
        v
    }

    fn is_original(&self, m: &StoredMessage) -> bool {
        self.interactions
            .values()
            .any(|i| i.original_message == Some(m.id) && i.handle.kind == InteractionKind::Command)
    }

    pub(crate) fn app_json(&self, cfg: &Config) -> Value {
        json!({
            "id": cfg.application_id.to_string(),
            "name": cfg.bot_name,
            "icon": null,
            "description": "fakecord test application",
            "summary": "",
            "type": null,
            "bot_public": true,
            "bot_require_code_grant": false,
            "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
            "flags": 0,
            "owner": self.user_json(cfg, cfg.bot_id),
            "team": null,
            "bot": self.user_json(cfg, cfg.bot_id),
            "rpc_origins": [],
            "redirect_uris": [],
            "interactions_endpoint_url": null,
            "role_connections_verification_url": null,
            "tags": [],
            "integration_types_config": {"0": {}},
        })
    }

    // ----- channels and users ----------------------------------------------------------

    pub(crate) fn ensure_channel(
        &mut self,
        guild: Option<Snowflake>,
        channel: Snowflake,
        name: Option<&str>,
    ) {
        let entry = self.channels.entry(channel).or_insert_with(|| Channel {
            id: channel,
            guild_id: guild,
            name: name.map_or_else(|| format!("channel-{channel}"), str::to_owned),
            recipient: None,
        });
        if let Some(name) = name {
            entry.name = name.to_owned();
        }
    }

    pub(crate) fn dm_channel_for(&mut self, user: Snowflake) -> Snowflake {
        if let Some(c) = self.dm_channels.get(&user) {
            return *c;
        }
        let id = self.ids.next();
        self.channels.insert(
            id,
            Channel {
                id,
                guild_id: None,
                name: String::new(),
                recipient: Some(user),
            },
        );
        self.dm_channels.insert(user, id);
        id
    }

    // ----- faults ----------------------------------------------------------------------

    pub(crate) fn take_fault(&mut self, method: &str, api_path: &str) -> Option<FaultKind> {
        let idx = self.faults.iter().position(|f| {
            f.remaining > 0
                && f.method
                    .as_deref()
                    .is_none_or(|m| m.eq_ignore_ascii_case(method))
                && crate::util::path_matches(&f.pattern, api_path)
        })?;
        let rule = &mut self.faults[idx];
        rule.remaining -= 1;
        let kind = rule.kind.clone();
        if rule.remaining == 0 {
            self.faults.remove(idx);
        }
        Some(kind)
    }

    // ----- routing ---------------------------------------------------------------------

    /// Route a REST request. [`Reply::Unhandled`] means no route matched.
    pub(crate) fn handle(
        &mut self,
        cfg: &Config,
        http_base: &str,
        gateway_url: &str,
        req: &Req<'_>,
    ) -> Routed {
        let m = req.method;
        let s = req.segs.as_slice();
        // Routes that authenticate with the interaction token instead of the bot token.
        let token_routes = matches!(s, ["interactions", ..] | ["webhooks", ..]);
        if !token_routes && req.authorization != Some(format!("Bot {}", cfg.token).as_str()) {
            return Err(ApiError::new(401, 0, "401: Unauthorized"));
        }
        let app = cfg.application_id.to_string();
        match (m, s) {
            ("GET", ["gateway"]) => Ok(Reply::Json(200, json!({ "url": gateway_url }))),
            ("GET", ["gateway", "bot"]) => Ok(Reply::Json(
                200,
                json!({
                    "url": gateway_url,
                    "shards": 1,
                    "session_start_limit": {
                        "total": 1000, "remaining": 999, "reset_after": 86_400_000,
                        "max_concurrency": 1
                    }
                }),
            )),
            ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
                Ok(Reply::Json(200, self.app_json(cfg)))
            }
            ("GET", ["users", "@me"]) => {
                let mut u = self.user_json(cfg, cfg.bot_id);
                u["verified"] = json!(true);
                u["mfa_enabled"] = json!(false);
                Ok(Reply::Json(200, u))
            }
            ("GET", ["users", id]) => match parse_id(id).filter(|i| self.users.contains_key(i)) {
                Some(id) => Ok(Reply::Json(200, self.user_json(cfg, id))),
                None => Err(ApiError::new(404, 10013, "Unknown User")),
            },
            ("POST", ["users", "@me", "channels"]) => self.create_dm(cfg, req),
            ("GET", ["channels", c]) => {
                let ch = self.channel(c)?;
                Ok(Reply::Json(200, self.channel_json(cfg, &ch)))
            }
            ("POST", ["channels", c, "typing"]) => self.channel(c).map(|_| Reply::NoContent),
            ("GET", ["channels", c, "messages"]) => self.list_messages(cfg, http_base, c, req),
            ("POST", ["channels", c, "messages"]) => self.post_message(cfg, http_base, c, req),
            ("GET", ["channels", c, "messages", mid]) => {
                let msg = self.channel_message(c, mid)?;
                Ok(Reply::Json(200, self.message_json(cfg, &msg, http_base)))
            }
            ("PATCH", ["channels", c, "messages", mid]) => {
                let msg = self.channel_message(c, mid)?;
                if msg.author_id != cfg.bot_id {
                    return Err(ApiError::new(
                        403,
                        50005,
                        "Cannot edit a message authored by another user",
                    ));
                }
                self.edit_message(cfg, http_base, msg.id, req.json, req.files)
            }
            ("DELETE", ["channels", c, "messages", mid]) => {
                let msg = self.channel_message(c, mid)?;
                self.delete_message(msg.id)
            }
            ("GET", ["guilds", g, "members", u]) => {
                match (
                    parse_id(g),
                    parse_id(u).filter(|u| self.users.contains_key(u)),
                ) {
                    (Some(_), Some(u)) => Ok(Reply::Json(200, self.member_json(cfg, u))),
                    _ => Err(ApiError::new(404, 10007, "Unknown Member")),
                }
            }
            // Application commands.
            (_, ["applications", a, rest @ ..]) if *a != "@me" => {
                if *a != app {
                    return Err(ApiError::new(403, 50001, "Missing Access"));
                }
                let (guild, rest) = match rest {
                    ["guilds", g, rest @ ..] => match parse_id(g) {
                        Some(g) => (Some(g), rest),
                        None => return Err(ApiError::new(404, 10004, "Unknown Guild")),
                    },
                    _ => (None, rest),
                };
                match (m, rest) {
                    ("GET", ["commands"]) => Ok(Reply::Json(200, json!(self.commands(guild)))),
                    ("PUT", ["commands"]) => self.put_commands(cfg, guild, req.json),
                    ("POST", ["commands"]) => self.post_command(cfg, guild, req.json),
                    ("GET", ["commands", id]) => self
                        .find_command(guild, id)
                        .map(|c| Reply::Json(200, c))
                        .ok_or_else(unknown_command),
                    ("PATCH", ["commands", id]) => self.patch_command(cfg, guild, id, req.json),
                    ("DELETE", ["commands", id]) => self.delete_command(guild, id),
                    _ => Ok(Reply::Unhandled),
                }
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                self.interaction_callback(cfg, id, token, req)
            }
            (_, ["webhooks", a, token, rest @ ..]) => {
                if *a != app {
                    return Err(ApiError::unknown_webhook());
                }
                self.webhook(cfg, http_base, m, token, rest, req)
            }
            _ => Ok(Reply::Unhandled),
        }
    }

    fn channel(&self, c: &str) -> Result<Channel, ApiError> {
        parse_id(c)
            .and_then(|c| self.channels.get(&c))
            .cloned()
            .ok_or_else(ApiError::unknown_channel)
    }

    fn channel_message(&self, c: &str, mid: &str) -> Result<StoredMessage, ApiError> {
        let ch = self.channel(c)?;
        parse_id(mid)
            .and_then(|m| self.messages.get(&m))
            .filter(|m| m.channel_id == ch.id && !m.deleted)
            .cloned()
            .ok_or_else(ApiError::unknown_message)
    }

    fn create_dm(&mut self, cfg: &Config, req: &Req<'_>) -> Routed {
        let recipient = req
            .json
            .and_then(|j| j.get("recipient_id"))
            .and_then(|v| match v {
                Value::String(s) => parse_id(s),
                Value::Number(n) => n.as_u64(),
                _ => None,
            })
            .ok_or_else(|| ApiError::invalid_form("recipient_id is required"))?;
        if !self.users.contains_key(&recipient) || recipient == cfg.bot_id {
            return Err(ApiError::new(400, 50033, "Invalid Recipient(s)"));
        }
        let id = self.dm_channel_for(recipient);
        let ch = self
            .channels
            .get(&id)
            .cloned()
            .ok_or_else(ApiError::unknown_channel)?;
        Ok(Reply::Json(200, self.channel_json(cfg, &ch)))
    }

    fn list_messages(&self, cfg: &Config, http_base: &str, c: &str, req: &Req<'_>) -> Routed {
        let ch = self.channel(c)?;
        let limit = req
            .query_param("limit")
            .and_then(|l| l.parse::<usize>().ok())
            .unwrap_or(50)
            .clamp(1, 100);
        let list: Vec<Value> = self
            .messages
            .values()
            .rev()
            .filter(|m| m.channel_id == ch.id && !m.deleted)
            .take(limit)
            .map(|m| self.message_json(cfg, m, http_base))
            .collect();
        Ok(Reply::Json(200, Value::Array(list)))
    }

    fn post_message(&mut self, cfg: &Config, http_base: &str, c: &str, req: &Req<'_>) -> Routed {
        let ch = self.channel(c)?;
        if let Some(recipient) = ch.recipient {
            if self.closed_dms.contains(&recipient) {
                return Err(dms_closed());
            }
        }
        let body = req.json.cloned().unwrap_or(Value::Null);
        // `enforce_nonce`: a message of the same author with the same nonce is returned
        // instead of creating another (Discord checks the past few minutes; the fake
        // checks its whole history).
        if body.get("enforce_nonce").and_then(Value::as_bool) == Some(true) {
            if let Some(nonce) = nonce_of(&body) {
                if let Some(existing) = self
                    .messages
                    .values()
                    .find(|m| m.author_id == cfg.bot_id && m.nonce.as_deref() == Some(&nonce))
                {
                    return Ok(Reply::Json(
                        200,
                        self.message_json(cfg, existing, http_base),
                    ));
                }
            }
        }
        let id = self.create_message(cfg, &ch, &body, req.files, None, false, 0)?;
        let msg = self
            .messages
            .get(&id)
            .ok_or_else(ApiError::unknown_message)?;
        Ok(Reply::Json(200, self.message_json(cfg, msg, http_base)))
    }

    /// Create a message from a message-create body (`content`, `embeds`, `components`,
    /// `flags`, `attachments`) and uploaded files.
    #[allow(clippy::too_many_arguments)]
    fn create_message(
        &mut self,
        cfg: &Config,
        ch: &Channel,
        body: &Value,
        files: &[RecordedFile],
        interaction_id: Option<Snowflake>,
        via_webhook: bool,
        extra_flags: u64,
    ) -> Result<Snowflake, ApiError> {
        let content = body
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        check_content(&content)?;
        let embeds = array_of(body, "embeds");
        let components = array_of(body, "components");
        let attachments = self.new_attachments(body, files)?;
        check_embeds(&embeds, &attachments)?;
        let flags = body.get("flags").and_then(Value::as_u64).unwrap_or(0) | extra_flags;
        let loading = extra_flags & 128 != 0;
        if !loading
            && content.trim().is_empty()
            && embeds.is_empty()
            && attachments.is_empty()
            && components.is_empty()
            && body.get("poll").is_none_or(Value::is_null)
            && body.get("sticker_ids").is_none_or(Value::is_null)
        {
            return Err(ApiError::new(400, 50006, "Cannot send an empty message"));
        }
        let id = self.ids.next();
        self.messages.insert(
            id,
            StoredMessage {
                id,
                channel_id: ch.id,
                guild_id: ch.guild_id,
                author_id: cfg.bot_id,
                content,
                embeds,
                components,
                attachments,
                flags,
                timestamp: timestamp_now(),
                edited_timestamp: None,
                edits: 0,
                deleted: false,
                interaction_id,
                via_webhook,
                nonce: nonce_of(body),
            },
        );
        Ok(id)
    }

    /// Attachments for the uploaded files, named by the body's `attachments` entries.
    fn new_attachments(
        &mut self,
        body: &Value,
        files: &[RecordedFile],
    ) -> Result<Vec<StoredAttachment>, ApiError> {
        let declared = body
            .get("attachments")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let mut out = Vec::new();
        for f in files {
            let index = f
                .name
                .strip_prefix("files[")
                .and_then(|r| r.strip_suffix(']'))
                .map(str::to_owned);
            let entry = declared.iter().find(|a| {
                let id = match a.get("id") {
                    Some(Value::String(s)) => Some(s.clone()),
                    Some(Value::Number(n)) => Some(n.to_string()),
                    _ => None,
                };
                id.is_some() && id == index
            });
            let filename = entry
                .and_then(|e| e.get("filename"))
                .and_then(Value::as_str)
                .map(str::to_owned)
                .or_else(|| f.filename.clone())
                .ok_or_else(|| ApiError::invalid_form("file part without a filename"))?;
            let description = entry
                .and_then(|e| e.get("description"))
                .and_then(Value::as_str)
                .map(str::to_owned);
            let content_type = f
                .content_type
                .clone()
                .or_else(|| guess_content_type(&filename).map(str::to_owned));
            out.push(StoredAttachment {
                id: self.ids.next(),
                filename,
                content_type,
                data: f.data.clone(),
                description,
            });
        }
        Ok(out)
    }

    pub(crate) fn edit_message(
        &mut self,
        cfg: &Config,
        http_base: &str,
        id: Snowflake,
        body: Option<&Value>,
        files: &[RecordedFile],
    ) -> Routed {
        let empty = Value::Null;
        let body = body.unwrap_or(&empty);
        let new_attachments = self.new_attachments(body, files)?;
        let msg = self
            .messages
            .get_mut(&id)
            .filter(|m| !m.deleted)
            .ok_or_else(ApiError::unknown_message)?;
        if body.get("embeds").is_some() {
            // Checked before anything changes; an edit may point at a file it adds.
            let mut files = msg.attachments.clone();
            files.extend(new_attachments.iter().cloned());
            check_embeds(&array_of(body, "embeds"), &files)?;
        }
        if let Some(content) = body.get("content") {
            let content = content.as_str().unwrap_or_default().to_owned();
            check_content(&content)?;
            msg.content = content;
        }
        if body.get("embeds").is_some() {
            msg.embeds = array_of(body, "embeds");
        }
        if body.get("components").is_some() {
            msg.components = array_of(body, "components");
        }
        if let Some(flags) = body.get("flags").and_then(Value::as_u64) {
            // Only SUPPRESS_EMBEDS (4) can be changed by an edit; ephemeral stays.
            msg.flags = (msg.flags & !4) | (flags & 4);
        }
        match body.get("attachments").and_then(Value::as_array) {
            Some(keep) => {
                let keep_ids: HashSet<String> = keep
                    .iter()
                    .filter_map(|a| match a.get("id") {
                        Some(Value::String(s)) => Some(s.clone()),
                        Some(Value::Number(n)) => Some(n.to_string()),
                        _ => None,
                    })
                    .collect();
                msg.attachments
                    .retain(|a| keep_ids.contains(&a.id.to_string()));
                msg.attachments.extend(new_attachments);
            }
            None if body.get("attachments").is_some() => {
                // `"attachments": null` clears them.
                msg.attachments = new_attachments;
            }
            None => msg.attachments.extend(new_attachments),
        }
        msg.flags &= !128;
        msg.edits += 1;
        msg.edited_timestamp = Some(timestamp_now());
        let msg = msg.clone();
        Ok(Reply::Json(200, self.message_json(cfg, &msg, http_base)))
    }

    fn delete_message(&mut self, id: Snowflake) -> Routed {
        let msg = self
            .messages
            .get_mut(&id)
            .filter(|m| !m.deleted)
            .ok_or_else(ApiError::unknown_message)?;
        msg.deleted = true;
        Ok(Reply::NoContent)
    }

    // ----- application commands --------------------------------------------------------

    pub(crate) fn commands(&self, guild: Option<Snowflake>) -> Vec<Value> {
        match guild {
            None => self.global_commands.clone(),
            Some(g) => self.guild_commands.get(&g).cloned().unwrap_or_default(),
        }
    }

    fn commands_mut(&mut self, guild: Option<Snowflake>) -> &mut Vec<Value> {
        match guild {
            None => &mut self.global_commands,
            Some(g) => self.guild_commands.entry(g).or_default(),
        }
    }

    fn find_command(&self, guild: Option<Snowflake>, id: &str) -> Option<Value> {
        self.commands(guild)
            .into_iter()
            .find(|c| c.get("id").and_then(Value::as_str) == Some(id))
    }

    /// Build a command object from a create request, reusing the id of an existing command
    /// with the same name and type.
    fn command_object(
        &mut self,
        cfg: &Config,
        guild: Option<Snowflake>,
        req: &Value,
        existing: &[Value],
    ) -> Result<Value, ApiError> {
        validate_command(req)?;
        let name = req.get("name").and_then(Value::as_str).unwrap_or_default();
        let kind = req.get("type").and_then(Value::as_u64).unwrap_or(1);
        let old = existing.iter().find(|c| {
            c.get("name").and_then(Value::as_str) == Some(name)
                && c.get("type").and_then(Value::as_u64) == Some(kind)
        });
        let id = match old.and_then(|c| c.get("id")).and_then(Value::as_str) {
            Some(id) => id.to_owned(),
            None => self.ids.next().to_string(),
        };
        let perms = match req.get("default_member_permissions") {
            Some(Value::String(s)) => json!(s),
            Some(Value::Number(n)) => json!(n.to_string()),
            _ => Value::Null,
        };
        let mut cmd = json!({
            "id": id,
            "type": kind,
            "application_id": cfg.application_id.to_string(),
            "name": name,
            "name_localizations": req.get("name_localizations").cloned().unwrap_or(Value::Null),
            "description": req.get("description").and_then(Value::as_str).unwrap_or_default(),
            "description_localizations":
                req.get("description_localizations").cloned().unwrap_or(Value::Null),
            "options": req.get("options").map(normalize).filter(Value::is_array).unwrap_or(json!([])),
            "default_member_permissions": perms,
            "nsfw": req.get("nsfw").and_then(Value::as_bool).unwrap_or(false),
            "contexts": req.get("contexts").cloned().unwrap_or(Value::Null),
            "integration_types": req.get("integration_types").filter(|v| v.is_array())
                .cloned().unwrap_or(json!([0])),
        });
        if let Some(g) = guild {
            cmd["guild_id"] = json!(g.to_string());
        } else {
            cmd["dm_permission"] = req.get("dm_permission").cloned().unwrap_or(json!(true));
        }
        let unchanged = old.is_some_and(|o| {
            let mut a = o.clone();
            if let Some(obj) = a.as_object_mut() {
                obj.remove("version");
            }
            a == cmd
        });
        let version = match old.and_then(|o| o.get("version")).cloned() {
            Some(v) if unchanged => v,
            _ => json!(self.ids.next().to_string()),
        };
        cmd["version"] = version;
        Ok(cmd)
    }

    fn put_commands(
        &mut self,
        cfg: &Config,
        guild: Option<Snowflake>,
        body: Option<&Value>,
    ) -> Routed {
        let list = match body {
            Some(Value::Array(list)) => list.clone(),
            Some(Value::Null) | None => Vec::new(),
            Some(_) => return Err(ApiError::invalid_form("expected an array of commands")),
        };
        let existing = self.commands(guild);
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for req in &list {
            let cmd = self.command_object(cfg, guild, req, &existing)?;
            let key = (
                cmd.get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                cmd.get("type").and_then(Value::as_u64).unwrap_or(1),
            );
            if !seen.insert(key.clone()) {
                return Err(ApiError::invalid_form(format!(
                    "Application command names must be unique ({})",
                    key.0
                )));
            }
            out.push(cmd);
        }
        *self.commands_mut(guild) = out.clone();
        Ok(Reply::Json(200, Value::Array(out)))
    }

    fn post_command(
        &mut self,
        cfg: &Config,
        guild: Option<Snowflake>,
        body: Option<&Value>,
    ) -> Routed {
        let req = body.ok_or_else(|| ApiError::invalid_form("body required"))?;
        let existing = self.commands(guild);
        let cmd = self.command_object(cfg, guild, req, &existing)?;
        let id = cmd.get("id").cloned();
        let list = self.commands_mut(guild);
        let created = !list.iter().any(|c| c.get("id") == id.as_ref());
        list.retain(|c| c.get("id") != id.as_ref());
        list.push(cmd.clone());
        Ok(Reply::Json(if created { 201 } else { 200 }, cmd))
    }

    fn patch_command(
        &mut self,
        cfg: &Config,
        guild: Option<Snowflake>,
        id: &str,
        body: Option<&Value>,
    ) -> Routed {
        let old = self.find_command(guild, id).ok_or_else(unknown_command)?;
        let mut merged = old.clone();
        if let (Some(obj), Some(Value::Object(patch))) = (merged.as_object_mut(), body) {
            for (k, v) in patch {
                obj.insert(k.clone(), v.clone());
            }
        }
        let existing = self.commands(guild);
        let cmd = self.command_object(cfg, guild, &merged, &existing)?;
        let list = self.commands_mut(guild);
        for c in list.iter_mut() {
            if c.get("id").and_then(Value::as_str) == Some(id) {
                *c = cmd.clone();
            }
        }
        Ok(Reply::Json(200, cmd))
    }

    fn delete_command(&mut self, guild: Option<Snowflake>, id: &str) -> Routed {
        let list = self.commands_mut(guild);
        let before = list.len();
        list.retain(|c| c.get("id").and_then(Value::as_str) != Some(id));
        if list.len() == before {
            Err(unknown_command())
        } else {
            Ok(Reply::NoContent)
        }
    }

    // ----- interactions ----------------------------------------------------------------

    fn interaction_callback(
        &mut self,
        cfg: &Config,
        id: &str,
        token: &str,
        req: &Req<'_>,
    ) -> Routed {
        let inter = self
            .interactions
            .get(token)
            .filter(|i| Some(i.handle.id) == parse_id(id))
            .cloned()
            .ok_or_else(ApiError::unknown_interaction)?;
        // Discord: the callback route "is only valid for Interactions received over the
        // gateway"; a POSTed interaction is answered in the HTTP response.
        if inter.via_endpoint != req.via_endpoint {
            return Err(ApiError::new(
                400,
                0,
                "An interaction received by the interactions endpoint is answered in the HTTP response",
            ));
        }
        let latency = inter.sent_at.elapsed();
        if cfg.interaction_deadline.is_some_and(|d| latency > d) {
            return Err(ApiError::unknown_interaction());
        }
        if inter.response.is_some() {
            return Err(ApiError::new(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        let body = req
            .json
            .ok_or_else(|| ApiError::invalid_form("body required"))?;
        let kind = body
            .get("type")
            .and_then(Value::as_u64)
            .ok_or_else(|| ApiError::invalid_form("type is required"))?;
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        let ik = inter.handle.kind;
        let ch = self
            .channels
            .get(&inter.handle.channel_id)
            .cloned()
            .ok_or_else(ApiError::unknown_channel)?;
        let invalid = || {
            ApiError::invalid_form(format!(
                "interaction callback type {kind} is not valid for a {ik:?} interaction"
            ))
        };
        let message_id = match (kind, ik) {
            (
                4,
                InteractionKind::Command
                | InteractionKind::Component
                | InteractionKind::ModalSubmit,
            ) => {
                let id = self.create_message(
                    cfg,
                    &ch,
                    &data,
                    req.files,
                    Some(inter.handle.id),
                    true,
                    0,
                )?;
                Some(id)
            }
            (
                5,
                InteractionKind::Command
                | InteractionKind::Component
                | InteractionKind::ModalSubmit,
            ) => {
                let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) & 64;
                let id = self.create_message(
                    cfg,
                    &ch,
                    &json!({ "flags": flags }),
                    &[],
                    Some(inter.handle.id),
                    true,
                    128,
                )?;
                Some(id)
            }
            (6, InteractionKind::Component | InteractionKind::ModalSubmit) => {
                inter.handle.message_id
            }
            (7, InteractionKind::Component | InteractionKind::ModalSubmit) => {
                let target = inter.handle.message_id.ok_or_else(invalid)?;
                self.edit_message(cfg, "", target, Some(&data), req.files)?;
                Some(target)
            }
            (8, InteractionKind::Autocomplete) => {
                let choices = data
                    .get("choices")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                if choices > 25 {
                    return Err(ApiError::invalid_form("at most 25 autocomplete choices"));
                }
                None
            }
            (9, InteractionKind::Command | InteractionKind::Component) => None,
            _ => return Err(invalid()),
        };
        if let Some(i) = self.interactions.get_mut(token) {
            i.original_message = message_id;
            i.response = Some(InteractionResponse {
                kind: u8::try_from(kind).unwrap_or(0),
                data,
                latency,
                message_id,
            });
        }
        Ok(Reply::NoContent)
    }

    fn webhook(
        &mut self,
        cfg: &Config,
        http_base: &str,
        method: &str,
        token: &str,
        rest: &[&str],
        req: &Req<'_>,
    ) -> Routed {
        let inter = self
            .interactions
            .get(token)
            .cloned()
            .ok_or_else(ApiError::unknown_webhook)?;
        let acked = inter
            .response
            .as_ref()
            .is_some_and(|r| matches!(r.kind, 4..=7 | 9));
        if !acked {
            return Err(ApiError::unknown_webhook());
        }
        let target = |s: &State, which: &str| -> Result<Snowflake, ApiError> {
            let id = if which == "@original" {
                inter.original_message
            } else {
                parse_id(which).filter(|id| {
                    inter.original_message == Some(*id) || inter.followups.contains(id)
                })
            };
            id.filter(|id| s.messages.get(id).is_some_and(|m| !m.deleted))
                .ok_or_else(ApiError::unknown_message)
        };
        match (method, rest) {
            ("POST", []) => {
                let ch = self
                    .channels
                    .get(&inter.handle.channel_id)
                    .cloned()
                    .ok_or_else(ApiError::unknown_channel)?;
                let body = req.json.cloned().unwrap_or(Value::Null);
                let id = self.create_message(
                    cfg,
                    &ch,
                    &body,
                    req.files,
                    Some(inter.handle.id),
                    true,
                    0,
                )?;
                if let Some(i) = self.interactions.get_mut(token) {
                    i.followups.push(id);
                }
                let msg = self
                    .messages
                    .get(&id)
                    .ok_or_else(ApiError::unknown_message)?;
                Ok(Reply::Json(200, self.message_json(cfg, msg, http_base)))
            }
            ("GET", ["messages", which]) => {
                let id = target(self, which)?;
                let msg = self
                    .messages
                    .get(&id)
                    .ok_or_else(ApiError::unknown_message)?;
                Ok(Reply::Json(200, self.message_json(cfg, msg, http_base)))
            }
            ("PATCH", ["messages", which]) => {
                let id = target(self, which)?;
                self.edit_message(cfg, http_base, id, req.json, req.files)
            }
            ("DELETE", ["messages", which]) => {
                let id = target(self, which)?;
                self.delete_message(id)
            }
            _ => Err(ApiError::new(405, 0, "405: Method Not Allowed")),
        }
    }
}

/// Shape request-side command options like Discord's responses: null fields and empty
/// `choices` / `channel_types` / `options` lists are left out.
fn normalize(v: &Value) -> Value {
    match v {
        Value::Array(items) => Value::Array(items.iter().map(normalize).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, v)| {
                    let empty_list = matches!(k.as_str(), "choices" | "channel_types" | "options")
                        && v.as_array().is_some_and(Vec::is_empty);
                    !(v.is_null() || empty_list)
                })
                .map(|(k, v)| (k.clone(), normalize(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn unknown_command() -> ApiError {
    ApiError::new(404, 10063, "Unknown application command")
}

/// A message body's `nonce` (a string or an integer), as a string.
fn nonce_of(body: &Value) -> Option<String> {
    match body.get("nonce")? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

pub(crate) fn dms_closed() -> ApiError {
    ApiError::new(403, 50007, "Cannot send messages to this user")
}

pub(crate) fn parse_id(s: &str) -> Option<Snowflake> {
    s.parse().ok()
}

fn array_of(body: &Value, key: &str) -> Vec<Value> {
    body.get(key)
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

/// Discord's embed limits (`crate::embeds`), against the message's own files.
fn check_embeds(embeds: &[Value], attachments: &[StoredAttachment]) -> Result<(), ApiError> {
    let files: Vec<String> = attachments.iter().map(|a| a.filename.clone()).collect();
    crate::embeds::check(embeds, &files).map_err(ApiError::invalid_form)
}

fn check_content(content: &str) -> Result<(), ApiError> {
    let len = content.chars().count();
    if len > 2000 {
        return Err(ApiError::invalid_form(format!(
            "content: Must be 2000 or fewer in length (got {len})"
        )));
    }
    Ok(())
}

/// Discord's name rule for chat-input commands and options: 1-32 characters, lower case,
/// letters, digits, `-` and `_`.
fn valid_name(name: &str) -> bool {
    let len = name.chars().count();
    (1..=32).contains(&len)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

fn validate_command(req: &Value) -> Result<(), ApiError> {
    let name = req.get("name").and_then(Value::as_str).unwrap_or_default();
    let kind = req.get("type").and_then(Value::as_u64).unwrap_or(1);
    let desc = req
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if kind == 1 {
        if !valid_name(name) {
            return Err(ApiError::invalid_form(format!(
                "name: Command name {name:?} is invalid (1-32 lower-case letters, digits, - or _)"
            )));
        }
        let dlen = desc.chars().count();
        if !(1..=100).contains(&dlen) {
            return Err(ApiError::invalid_form(format!(
                "description: must be 1-100 characters (command {name:?})"
            )));
        }
    } else if !desc.is_empty() {
        return Err(ApiError::invalid_form(
            "description: user and message commands take no description",
        ));
    }
    validate_options(name, req.get("options"))
}

fn validate_options(context: &str, options: Option<&Value>) -> Result<(), ApiError> {
    let Some(options) = options.and_then(Value::as_array) else {
        return Ok(());
    };
    if options.len() > 25 {
        return Err(ApiError::invalid_form(format!(
            "{context}: at most 25 options"
        )));
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    for o in options {
        let name = o.get("name").and_then(Value::as_str).unwrap_or_default();
        let desc = o
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or_default();
        if !valid_name(name) {
            return Err(ApiError::invalid_form(format!(
                "{context}: option name {name:?} is invalid"
            )));
        }
        if !names.insert(name) {
            return Err(ApiError::invalid_form(format!(
                "{context}: duplicate option name {name:?}"
            )));
        }
        if !(1..=100).contains(&desc.chars().count()) {
            return Err(ApiError::invalid_form(format!(
                "{context}: option {name:?} needs a description of 1-100 characters"
            )));
        }
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        if matches!(kind, 1 | 2) {
            validate_options(&format!("{context} {name}"), o.get("options"))?;
            continue;
        }
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if required && seen_optional {
            return Err(ApiError::invalid_form(format!(
                "{context}: required option {name:?} must come before optional ones"
            )));
        }
        seen_optional |= !required;
        let choices = o
            .get("choices")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if choices > 25 {
            return Err(ApiError::invalid_form(format!(
                "{context}: option {name:?} has more than 25 choices"
            )));
        }
        if choices > 0 && o.get("autocomplete").and_then(Value::as_bool) == Some(true) {
            return Err(ApiError::invalid_form(format!(
                "{context}: option {name:?} cannot have both choices and autocomplete"
            )));
        }
    }
    Ok(())
}

/// Build the interaction-data `options` for a slash command or autocomplete from the
/// registered definition. `path` are the subcommand names after the command name.
pub(crate) fn build_command_options(
    command: &str,
    definition: &Value,
    path: &[&str],
    given: &[(&str, Value)],
    focused: Option<&str>,
    resolved: &mut Vec<(u64, Snowflake)>,
) -> Result<Vec<Value>, String> {
    let defs = definition
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if let Some((first, rest)) = path.split_first() {
        let sub = defs
            .iter()
            .find(|o| o.get("name").and_then(Value::as_str) == Some(first))
            .ok_or_else(|| format!("/{command} has no subcommand {first:?}"))?;
        let kind = sub.get("type").and_then(Value::as_u64).unwrap_or(0);
        if !matches!(kind, 1 | 2) {
            return Err(format!("{first:?} is not a subcommand (type {kind})"));
        }
        let inner = build_command_options(command, sub, rest, given, focused, resolved)?;
        return Ok(vec![
            json!({ "name": first, "type": kind, "options": inner }),
        ]);
    }
    if defs
        .iter()
        .any(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)))
    {
        return Err(format!("/{command} needs a subcommand"));
    }
    let mut out = Vec::new();
    for (name, value) in given {
        let def = defs
            .iter()
            .find(|o| o.get("name").and_then(Value::as_str) == Some(name))
            .ok_or_else(|| format!("no option {name:?}"))?;
        let kind = def.get("type").and_then(Value::as_u64).unwrap_or(3);
        let is_focused = focused == Some(*name);
        let wire_value = if is_focused {
            // Discord sends what the user has typed so far, as a string.
            match value {
                Value::String(s) => json!(s),
                other => json!(other.to_string()),
            }
        } else {
            let v = coerce_option(kind, value).map_err(|e| format!("option {name:?}: {e}"))?;
            if let Some(choices) = def.get("choices").and_then(Value::as_array) {
                if !choices.iter().any(|c| c.get("value") == Some(&v)) {
                    return Err(format!("option {name:?}: {v} is not one of the choices"));
                }
            }
            if matches!(kind, 6 | 9) {
                if let Some(id) = v.as_str().and_then(parse_id) {
                    resolved.push((kind, id));
                }
            }
            v
        };
        let mut opt = json!({ "name": name, "type": kind, "value": wire_value });
        if is_focused {
            opt["focused"] = json!(true);
        }
        out.push(opt);
    }
    if let Some(f) = focused {
        if !given.iter().any(|(n, _)| *n == f) {
            return Err(format!("focused option {f:?} must be among the options"));
        }
    } else {
        for def in &defs {
            let name = def.get("name").and_then(Value::as_str).unwrap_or_default();
            let required = def
                .get("required")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            if required && !given.iter().any(|(n, _)| *n == name) {
                return Err(format!("required option {name:?} is missing"));
            }
        }
    }
    Ok(out)
}

fn coerce_option(kind: u64, value: &Value) -> Result<Value, String> {
    match (kind, value) {
        (3, Value::String(_)) | (5, Value::Bool(_)) => Ok(value.clone()),
        (4, Value::Number(n)) if n.is_i64() || n.is_u64() => Ok(value.clone()),
        (10, Value::Number(_)) => Ok(value.clone()),
        (6..=9, Value::String(s)) if parse_id(s).is_some() => Ok(value.clone()),
        (6..=9, Value::Number(n)) if n.is_u64() => Ok(json!(n.to_string())),
        (11, _) => Err("attachment options are not supported by the fake".into()),
        _ => Err(format!("value {value} does not fit option type {kind}")),
    }
}
