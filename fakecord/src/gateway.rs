//! The gateway (v10, JSON text frames): HELLO, IDENTIFY/READY, heartbeats, dispatches with
//! sequence numbers, RESUME with replay, RECONNECT, INVALID_SESSION and dropped connections.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxState;
use axum::response::Response;
use futures_util::SinkExt;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::model::{GatewayFrame, GatewayStats};
use crate::state::{Config, Shared, State};

/// A command to a connection task.
#[derive(Debug)]
pub(crate) enum ConnCmd {
    Text(String),
    Close(u16, String),
    /// Drop the TCP connection without a close frame.
    Drop,
}

#[derive(Debug, Clone)]
pub(crate) struct Conn {
    pub id: u32,
    pub tx: mpsc::UnboundedSender<ConnCmd>,
}

#[derive(Debug, Clone)]
pub(crate) struct LoggedEvent {
    pub seq: u64,
    pub t: String,
    pub d: Value,
    pub delivered: bool,
}

#[derive(Debug)]
pub(crate) struct Session {
    pub id: String,
    pub seq: u64,
    pub log: Vec<LoggedEvent>,
    pub resumable: bool,
}

#[derive(Debug, Default)]
pub(crate) struct Gateway {
    pub stats: GatewayStats,
    pub frames: Vec<GatewayFrame>,
    pub session: Option<Session>,
    /// The connection the session is attached to (after READY or RESUMED).
    pub conn: Option<Conn>,
    /// The newest connection, attached or not (for RECONNECT / drop before IDENTIFY).
    pub latest: Option<Conn>,
    /// Dispatches with no session to carry them yet.
    pub pending: Vec<(String, Value)>,
    pub next_conn: u32,
    pub ignore_heartbeats: bool,
    pub sessions_created: u64,
}

impl Gateway {
    /// Send (or queue) a dispatch event.
    pub(crate) fn dispatch(&mut self, t: &str, d: Value) {
        let Some(session) = self.session.as_mut() else {
            self.pending.push((t.to_owned(), d));
            return;
        };
        session.seq += 1;
        let seq = session.seq;
        let mut delivered = false;
        if let Some(conn) = &self.conn {
            let frame = json!({ "op": 0, "t": t, "s": seq, "d": d });
            delivered = conn.tx.send(ConnCmd::Text(frame.to_string())).is_ok();
            if delivered {
                self.stats.dispatches += 1;
            }
        }
        session.log.push(LoggedEvent {
            seq,
            t: t.to_owned(),
            d,
            delivered,
        });
    }

    /// Send a command to the attached connection (or the newest one).
    pub(crate) fn command(&self, cmd: ConnCmd) -> bool {
        self.conn
            .as_ref()
            .or(self.latest.as_ref())
            .is_some_and(|c| c.tx.send(cmd).is_ok())
    }

    /// Detach whichever connection is attached (or newest).
    pub(crate) fn detach_current(&mut self) {
        if let Some(id) = self.conn.as_ref().or(self.latest.as_ref()).map(|c| c.id) {
            self.detach(id);
        }
    }

    fn detach(&mut self, conn_id: u32) {
        if self.conn.as_ref().is_some_and(|c| c.id == conn_id) {
            self.conn = None;
            self.stats.connected = false;
        }
        if self.latest.as_ref().is_some_and(|c| c.id == conn_id) {
            self.latest = None;
        }
    }
}

pub(crate) async fn ws_handler(
    AxState(shared): AxState<Arc<Shared>>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.on_upgrade(move |socket| connection(shared, socket))
}

async fn connection(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn_id = {
        let mut st = shared.lock();
        st.gw.next_conn += 1;
        st.gw.stats.connections += 1;
        let id = st.gw.next_conn;
        st.gw.latest = Some(Conn { id, tx: tx.clone() });
        id
    };
    shared.bump();
    let hello =
        json!({ "op": 10, "d": { "heartbeat_interval": shared.config.heartbeat_interval_ms } });
    let _ = tx.send(ConnCmd::Text(hello.to_string()));
    let mut shutdown = shared.shutdown.subscribe();
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    client_frame(&shared, conn_id, &tx, text.as_str());
                    shared.bump();
                }
                Some(Ok(Message::Binary(_))) => {
                    tracing::warn!("fakecord gateway: binary frames (ETF/compression) are not supported");
                }
                Some(Ok(Message::Close(_))) => {
                    // Complete the closing handshake (tungstenite queued the echo).
                    let _ = socket.close().await;
                    break;
                }
                Some(Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
            cmd = rx.recv() => match cmd {
                Some(ConnCmd::Text(text)) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Some(ConnCmd::Close(code, reason)) => {
                    let _ = socket
                        .send(Message::Close(Some(CloseFrame { code, reason: reason.into() })))
                        .await;
                    break;
                }
                Some(ConnCmd::Drop) | None => break,
            },
            _ = shutdown.changed() => break,
        }
    }
    drop(socket);
    {
        let mut st = shared.lock();
        st.gw.detach(conn_id);
    }
    shared.bump();
}

fn redact(d: &Value) -> Value {
    let mut d = d.clone();
    if let Some(obj) = d.as_object_mut() {
        if obj.contains_key("token") {
            obj.insert("token".into(), json!("<redacted>"));
        }
    }
    d
}

fn token_ok(cfg: &Config, d: &Value) -> bool {
    let t = d.get("token").and_then(Value::as_str).unwrap_or_default();
    t == cfg.token || t.strip_prefix("Bot ") == Some(cfg.token.as_str())
}

fn client_frame(shared: &Shared, conn_id: u32, tx: &mpsc::UnboundedSender<ConnCmd>, text: &str) {
    let cfg = &shared.config;
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        let _ = tx.send(ConnCmd::Close(4002, "Error while decoding payload.".into()));
        return;
    };
    let op = frame.get("op").and_then(Value::as_u64).unwrap_or(u64::MAX);
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    let mut st = shared.lock();
    let at = shared.started.elapsed();
    st.gw.frames.push(GatewayFrame {
        at,
        connection: conn_id,
        op,
        d: redact(&d),
    });
    let conn = Conn {
        id: conn_id,
        tx: tx.clone(),
    };
    match op {
        1 => {
            st.gw.stats.heartbeats += 1;
            if !st.gw.ignore_heartbeats {
                let _ = tx.send(ConnCmd::Text(json!({ "op": 11 }).to_string()));
            }
        }
        2 => identify(&mut st, shared, conn, &d),
        6 => resume(&mut st, cfg, conn, &d),
        3 | 4 | 8 | 31 => {} // presence, voice state, request members, soundboard: ignored
        _ => {
            let _ = tx.send(ConnCmd::Close(4001, "Unknown opcode.".into()));
        }
    }
}

fn identify(st: &mut State, shared: &Shared, conn: Conn, d: &Value) {
    let cfg = &shared.config;
    st.gw.stats.identifies += 1;
    if !token_ok(cfg, d) {
        let _ = conn
            .tx
            .send(ConnCmd::Close(4004, "Authentication failed.".into()));
        return;
    }
    if st.gw.conn.as_ref().is_some_and(|c| c.id == conn.id) {
        let _ = conn
            .tx
            .send(ConnCmd::Close(4005, "Already authenticated.".into()));
        return;
    }
    st.gw.stats.intents = d.get("intents").and_then(Value::as_u64);
    // Events the old session never delivered are handed to the new one (see README).
    let mut carried: Vec<(String, Value)> = st
        .gw
        .session
        .take()
        .map(|s| {
            s.log
                .into_iter()
                .filter(|e| !e.delivered)
                .map(|e| (e.t, e.d))
                .collect()
        })
        .unwrap_or_default();
    carried.append(&mut st.gw.pending);
    st.gw.sessions_created += 1;
    let session_id = format!(
        "{:016x}{:016x}",
        st.ids.next(),
        st.gw.sessions_created.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    );
    st.gw.session = Some(Session {
        id: session_id.clone(),
        seq: 0,
        log: Vec::new(),
        resumable: true,
    });
    st.gw.conn = Some(conn);
    st.gw.stats.connected = true;
    st.gw.stats.readies += 1;
    st.gw.stats.session_id = Some(session_id.clone());
    let shard = d.get("shard").cloned().unwrap_or(json!([0, 1]));
    let mut user = st.user_json(cfg, cfg.bot_id);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    let ready = json!({
        "v": 10,
        "user": user,
        "guilds": [],
        "session_id": session_id,
        "resume_gateway_url": shared.gateway_url,
        "shard": shard,
        "application": { "id": cfg.application_id.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "user_settings": {},
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "session_type": "normal",
        "auth_session_id_hash": "",
    });
    st.gw.dispatch("READY", ready);
    for (t, d) in carried {
        st.gw.dispatch(&t, d);
    }
}

fn resume(st: &mut State, cfg: &Config, conn: Conn, d: &Value) {
    st.gw.stats.resumes += 1;
    let wanted = d
        .get("session_id")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let from = d.get("seq").and_then(Value::as_u64).unwrap_or(0);
    let ok = token_ok(cfg, d)
        && st
            .gw
            .session
            .as_ref()
            .is_some_and(|s| s.resumable && s.id == wanted && from <= s.seq);
    if !ok {
        st.gw.stats.resumes_refused += 1;
        let _ = conn
            .tx
            .send(ConnCmd::Text(json!({ "op": 9, "d": false }).to_string()));
        return;
    }
    // Replay everything after the client's last sequence number, then RESUMED.
    if let Some(session) = st.gw.session.as_mut() {
        for e in session.log.iter_mut().filter(|e| e.seq > from) {
            let frame = json!({ "op": 0, "t": e.t, "s": e.seq, "d": e.d });
            e.delivered = conn.tx.send(ConnCmd::Text(frame.to_string())).is_ok();
            st.gw.stats.dispatches += 1;
        }
    }
    st.gw.conn = Some(conn);
    st.gw.stats.connected = true;
    st.gw.stats.resumed += 1;
    st.gw.dispatch("RESUMED", json!({ "_trace": ["fakecord"] }));
    let pending = std::mem::take(&mut st.gw.pending);
    for (t, d) in pending {
        st.gw.dispatch(&t, d);
    }
}
