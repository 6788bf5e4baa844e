//! Public value types: users, stored messages, recorded requests, faults, interactions.

use std::time::Duration;

use bytes::Bytes;
use serde_json::{json, Value};

/// A Discord id.
pub type Snowflake = u64;

/// A scripted user (created with [`crate::FakeDiscord::user`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeUser {
    /// User id.
    pub id: Snowflake,
    /// Username.
    pub name: String,
}

/// What the fake answers instead of handling a request (see [`crate::FakeDiscord::fail_next`]).
#[derive(Debug, Clone, PartialEq)]
pub enum FaultKind {
    /// HTTP 429 with `Retry-After` / `X-RateLimit-*` headers and a JSON body
    /// `{"message","retry_after","global"}`. `retry_after` is in seconds; the fake sends it
    /// unrounded in the `Retry-After` header too (Discord rounds the header up to whole
    /// seconds) so that tests stay fast.
    RateLimited {
        /// Seconds to wait.
        retry_after: f64,
        /// Whether this is the global limit (adds `X-RateLimit-Global: true`).
        global: bool,
    },
    /// HTTP 500 with `{"message": "500: Internal Server Error", "code": 0}`.
    ServerError,
    /// HTTP 403 with Discord error 50007 "Cannot send messages to this user".
    DmsClosed,
    /// Any status and Discord error code.
    Status {
        /// HTTP status.
        status: u16,
        /// Discord JSON error code.
        code: u32,
        /// Error message.
        message: String,
    },
    /// Handle the request normally, but only after this delay.
    Delay(Duration),
}

impl FaultKind {
    /// A non-global 429.
    pub fn rate_limited(retry_after: f64) -> Self {
        FaultKind::RateLimited {
            retry_after,
            global: false,
        }
    }
}

/// A file part of a multipart request.
#[derive(Debug, Clone)]
pub struct RecordedFile {
    /// Form field name (`files[0]`).
    pub name: String,
    /// File name given by the client.
    pub filename: Option<String>,
    /// Content type of the part, if any.
    pub content_type: Option<String>,
    /// The bytes.
    pub data: Bytes,
}

impl RecordedFile {
    /// Whether the bytes start with the PNG signature.
    pub fn is_png(&self) -> bool {
        is_png(&self.data)
    }
}

/// `true` if `data` starts with the 8-byte PNG signature.
pub fn is_png(data: &[u8]) -> bool {
    data.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A])
}

/// One REST request as the fake received it.
#[derive(Debug, Clone)]
pub struct RecordedRequest {
    /// Position in the log (0-based).
    pub index: usize,
    /// Time since the fake started.
    pub at: Duration,
    /// HTTP method (upper case).
    pub method: String,
    /// Path as received, e.g. `/api/v10/channels/1/messages` (no query).
    pub path: String,
    /// Query string, if any.
    pub query: Option<String>,
    /// `Content-Type` header.
    pub content_type: Option<String>,
    /// JSON body, or the parsed `payload_json` part of a multipart body.
    pub json: Option<Value>,
    /// Non-JSON parts of a multipart body.
    pub files: Vec<RecordedFile>,
    /// Other text fields of a multipart body (besides `payload_json`).
    pub form_fields: Vec<(String, String)>,
    /// Why the body could not be parsed, if it could not.
    pub body_error: Option<String>,
    /// Status the fake answered with.
    pub status: u16,
    /// The fault injected for this request, if any.
    pub fault: Option<FaultKind>,
    /// `true` when no route of the fake handled the request (answered 404).
    pub unhandled: bool,
    /// `true` for the bot's HTTP response to a POSTed interaction, recorded as the
    /// callback it stands for (`POST .../interactions/{id}/{token}/callback`).
    pub via_endpoint: bool,
}

impl RecordedRequest {
    /// The path without the `/api/v10` prefix.
    pub fn api_path(&self) -> &str {
        crate::openapi::strip_api_prefix(&self.path)
    }

    /// The JSON line shape used by `BLOCBOT_RECORD_REQUESTS`:
    /// `{"method","path","content_type","json","files":[{"name","filename","bytes","png"}]}`.
    pub fn to_json_line_value(&self) -> Value {
        json!({
            "method": self.method,
            "path": self.path,
            "content_type": self.content_type,
            "json": self.json,
            "files": self.files.iter().map(|f| json!({
                "name": f.name,
                "filename": f.filename,
                "bytes": f.data.len(),
                "png": f.is_png(),
            })).collect::<Vec<_>>(),
        })
    }
}

/// An attachment stored with a message.
#[derive(Debug, Clone)]
pub struct StoredAttachment {
    /// Attachment id.
    pub id: Snowflake,
    /// File name.
    pub filename: String,
    /// Content type, guessed from the part or the name.
    pub content_type: Option<String>,
    /// The bytes.
    pub data: Bytes,
    /// Optional description (alt text).
    pub description: Option<String>,
}

impl StoredAttachment {
    /// Whether the bytes are a PNG.
    pub fn is_png(&self) -> bool {
        is_png(&self.data)
    }
}

/// A message as the fake stores it.
#[derive(Debug, Clone)]
pub struct StoredMessage {
    /// Message id.
    pub id: Snowflake,
    /// Channel id (guild text channel or DM channel).
    pub channel_id: Snowflake,
    /// Guild id, for guild channels.
    pub guild_id: Option<Snowflake>,
    /// Author (the bot for everything the bot sends).
    pub author_id: Snowflake,
    /// Content.
    pub content: String,
    /// Embeds as sent.
    pub embeds: Vec<Value>,
    /// Components as sent (action rows).
    pub components: Vec<Value>,
    /// Attachments.
    pub attachments: Vec<StoredAttachment>,
    /// Message flags (64 = ephemeral, 128 = loading/deferred).
    pub flags: u64,
    /// Creation timestamp (ISO 8601).
    pub timestamp: String,
    /// Last edit timestamp.
    pub edited_timestamp: Option<String>,
    /// Number of edits applied.
    pub edits: u32,
    /// Set when the message was deleted.
    pub deleted: bool,
    /// The interaction this message answers (original response or follow-up).
    pub interaction_id: Option<Snowflake>,
    /// `true` for messages created through an interaction webhook.
    pub via_webhook: bool,
    /// The `nonce` the message was created with, as a string.
    pub nonce: Option<String>,
}

impl StoredMessage {
    /// Whether the message is ephemeral (flag 64).
    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// `custom_id`s of all components, depth-first.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        for c in &self.components {
            collect_custom_ids(c, &mut out);
        }
        out
    }

    /// Find a component by `custom_id`.
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.components
            .iter()
            .find_map(|c| find_component(c, custom_id))
    }

    /// Everything a reader sees as text: the content, then each embed's title,
    /// description, fields (`name: value`) and footer, a line each.
    pub fn text(&self) -> String {
        let mut lines = vec![self.content.clone()];
        let s = |v: &Value, key: &str| v.get(key).and_then(Value::as_str).map(str::to_owned);
        for e in &self.embeds {
            lines.extend(s(e, "title"));
            lines.extend(s(e, "description"));
            for f in e
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                if let (Some(n), Some(v)) = (s(f, "name"), s(f, "value")) {
                    lines.push(format!("{n}: {v}"));
                }
            }
            if let Some(footer) = e.get("footer") {
                lines.extend(s(footer, "text"));
            }
        }
        lines.retain(|l| !l.is_empty());
        lines.join("\n")
    }
}

fn collect_custom_ids(c: &Value, out: &mut Vec<String>) {
    if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
        out.push(id.to_owned());
    }
    if let Some(children) = c.get("components").and_then(Value::as_array) {
        for child in children {
            collect_custom_ids(child, out);
        }
    }
    if let Some(acc) = c.get("accessory") {
        collect_custom_ids(acc, out);
    }
}

fn find_component<'a>(c: &'a Value, custom_id: &str) -> Option<&'a Value> {
    if c.get("custom_id").and_then(Value::as_str) == Some(custom_id) {
        return Some(c);
    }
    c.get("components")
        .and_then(Value::as_array)
        .and_then(|children| children.iter().find_map(|x| find_component(x, custom_id)))
        .or_else(|| {
            c.get("accessory")
                .and_then(|a| find_component(a, custom_id))
        })
}

/// Kinds of interactions the fake can send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InteractionKind {
    /// A slash command (type 2).
    Command,
    /// A message component: button or select (type 3).
    Component,
    /// Autocomplete (type 4).
    Autocomplete,
    /// Modal submit (type 5).
    ModalSubmit,
}

impl InteractionKind {
    /// The wire value.
    pub fn wire(self) -> u8 {
        match self {
            InteractionKind::Command => 2,
            InteractionKind::Component => 3,
            InteractionKind::Autocomplete => 4,
            InteractionKind::ModalSubmit => 5,
        }
    }
}

/// What one POST of an interaction to a bot's endpoint came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndpointAnswer {
    pub interaction: Snowflake,
    /// The endpoint's URL.
    pub endpoint: String,
    /// The HTTP status, when the endpoint answered.
    pub status: Option<u16>,
    /// Why there was no answer (connection refused: the next endpoint is tried).
    pub error: Option<String>,
}

/// A handle to an interaction the fake sent over the gateway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InteractionHandle {
    /// Interaction id.
    pub id: Snowflake,
    /// Interaction token.
    pub token: String,
    /// Kind.
    pub kind: InteractionKind,
    /// The user who triggered it.
    pub user_id: Snowflake,
    /// Channel.
    pub channel_id: Snowflake,
    /// Guild, if not in a DM.
    pub guild_id: Option<Snowflake>,
    /// For components: the message the component was on.
    pub message_id: Option<Snowflake>,
}

/// The bot's answer to an interaction (`POST /interactions/{id}/{token}/callback`).
#[derive(Debug, Clone, PartialEq)]
pub struct InteractionResponse {
    /// Callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete,
    /// 9 modal.
    pub kind: u8,
    /// The callback's `data`, `Value::Null` if absent.
    pub data: Value,
    /// Time from sending the interaction to receiving the callback.
    pub latency: Duration,
    /// The message created or updated by the callback, if any.
    pub message_id: Option<Snowflake>,
}

impl InteractionResponse {
    /// Autocomplete choices (`data.choices`) for a type-8 response.
    pub fn choices(&self) -> Vec<Value> {
        self.data
            .get("choices")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
}

/// Counters of the gateway side.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GatewayStats {
    /// WebSocket connections accepted.
    pub connections: u32,
    /// IDENTIFY (op 2) received.
    pub identifies: u32,
    /// RESUME (op 6) received.
    pub resumes: u32,
    /// RESUME accepted (a RESUMED dispatch was sent).
    pub resumed: u32,
    /// RESUME refused (answered with INVALID_SESSION false).
    pub resumes_refused: u32,
    /// HEARTBEAT (op 1) received.
    pub heartbeats: u32,
    /// READY dispatches sent.
    pub readies: u32,
    /// Whether a connection with a live session (READY or RESUMED sent) is attached now.
    pub connected: bool,
    /// Dispatches sent (all sessions).
    pub dispatches: u64,
    /// The current session id.
    pub session_id: Option<String>,
    /// `intents` of the last IDENTIFY.
    pub intents: Option<u64>,
}

/// A frame the client sent over the gateway.
#[derive(Debug, Clone)]
pub struct GatewayFrame {
    /// Time since the fake started.
    pub at: Duration,
    /// Connection number (1-based).
    pub connection: u32,
    /// The opcode.
    pub op: u64,
    /// The payload (`d`); tokens are replaced by `"<redacted>"`.
    pub d: Value,
}

/// Errors from the scripted-users API and the waiting helpers.
#[derive(Debug, thiserror::Error)]
pub enum FakeError {
    /// A wait ran out of time.
    #[error("timed out after {0:?} waiting for {1}")]
    Timeout(Duration, String),
    /// No command of that name is registered (global or in the guild).
    #[error("no application command named {0:?} is registered")]
    UnknownCommand(String),
    /// Option problems (unknown name, missing required, wrong type).
    #[error("bad options for /{command}: {reason}")]
    BadOptions {
        /// Command name.
        command: String,
        /// What is wrong.
        reason: String,
    },
    /// No such message.
    #[error("unknown message {0}")]
    UnknownMessage(Snowflake),
    /// No component with that custom id on the message (or it is disabled / the wrong kind).
    #[error("message {message} has no usable component {custom_id:?}: {reason}")]
    NoSuchComponent {
        /// Message id.
        message: Snowflake,
        /// Requested custom id.
        custom_id: String,
        /// Why it cannot be used.
        reason: String,
    },
    /// No such user was created with [`crate::FakeDiscord::user`].
    #[error("unknown user {0}")]
    UnknownUser(Snowflake),
    /// POSTing to an interactions endpoint failed.
    #[error("interactions endpoint: {0}")]
    Endpoint(String),
    /// I/O error (binding sockets, writing the record file).
    #[error("i/o: {0}")]
    Io(#[from] std::io::Error),
    /// Setting up the TLS side (certificates, client) failed.
    #[error("tls: {0}")]
    Tls(String),
    /// There is no gateway connection to act on.
    #[error("no gateway connection is attached")]
    NotConnected,
    /// The command's `default_member_permissions` hide it from this member (Discord does not
    /// show it, so they cannot send it).
    #[error("/{command} needs permissions {needed:#x}; the member has {has:#x}")]
    MissingPermissions {
        /// Command name.
        command: String,
        /// The command's `default_member_permissions`.
        needed: u64,
        /// The member's permissions.
        has: u64,
    },
}
