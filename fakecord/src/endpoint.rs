//! Discord's side of the HTTP interactions endpoint: an interaction is POSTed to the bot,
//! signed with the application's Ed25519 key (`X-Signature-Ed25519` over
//! `X-Signature-Timestamp` + body), and the HTTP response is the interaction's initial
//! response. With several endpoints the fake acts as their load balancer too: round robin,
//! and an endpoint that refuses the connection (a dead process) is skipped for the next.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::header;
use ring::signature::{Ed25519KeyPair, KeyPair};
use serde_json::Value;

use crate::model::{EndpointAnswer, InteractionHandle};
use crate::rest::{process, Incoming};
use crate::state::Shared;

fn client() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(reqwest::Client::new)
}

fn key_pair(seed: &[u8; 32]) -> Ed25519KeyPair {
    // Any 32 bytes are a valid Ed25519 seed; the error is unreachable.
    Ed25519KeyPair::from_seed_unchecked(seed).unwrap_or_else(|_| unreachable!("32-byte seed"))
}

pub(crate) fn public_key_hex(seed: &[u8; 32]) -> String {
    hex(key_pair(seed).public_key().as_ref())
}

/// The signature Discord would put in `X-Signature-Ed25519`.
pub(crate) fn sign(seed: &[u8; 32], timestamp: &str, body: &[u8]) -> String {
    let mut message = timestamp.as_bytes().to_vec();
    message.extend_from_slice(body);
    hex(key_pair(seed).sign(&message).as_ref())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// POSTs `body` with the given timestamp and signature headers (each omitted when `None`);
/// returns the status, content type and body of the answer.
pub(crate) async fn post(
    url: &str,
    body: Vec<u8>,
    timestamp: Option<&str>,
    signature: Option<&str>,
    timeout: Duration,
) -> Result<(u16, Option<String>, bytes::Bytes), reqwest::Error> {
    let mut request = client()
        .post(url)
        .timeout(timeout)
        .header(header::CONTENT_TYPE, "application/json")
        .body(body);
    if let Some(t) = timestamp {
        request = request.header("X-Signature-Timestamp", t);
    }
    if let Some(s) = signature {
        request = request.header("X-Signature-Ed25519", s);
    }
    let answer = request.send().await?;
    let status = answer.status().as_u16();
    let content_type = answer
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    Ok((status, content_type, answer.bytes().await?))
}

/// Delivers one interaction: to `endpoints[first % n]`, then the next ones while the
/// connection is refused; a 200 answer is applied as the interaction's callback (routed,
/// recorded and validated like the REST callback).
pub(crate) async fn deliver(
    shared: Arc<Shared>,
    payload: Value,
    first: usize,
    handle: InteractionHandle,
) {
    let endpoints = shared.lock().endpoints.clone();
    let body = serde_json::to_vec(&payload).unwrap_or_default();
    // Discord waits 3 s for the initial response.
    let timeout = shared
        .config
        .interaction_deadline
        .unwrap_or(Duration::from_secs(30));
    for attempt in 0..endpoints.len() {
        let url = &endpoints[(first + attempt) % endpoints.len()];
        let timestamp = unix_now().to_string();
        let signature = sign(&shared.config.signing_seed, &timestamp, &body);
        let sent = post(
            url,
            body.clone(),
            Some(&timestamp),
            Some(&signature),
            timeout,
        )
        .await;
        let mut answer = EndpointAnswer {
            interaction: handle.id,
            endpoint: url.clone(),
            status: None,
            error: None,
        };
        match sent {
            Err(e) => {
                let refused = e.is_connect();
                answer.error = Some(e.to_string());
                shared.lock().endpoint_answers.push(answer);
                shared.bump();
                if refused {
                    continue;
                }
                return;
            }
            Ok((status, content_type, bytes)) => {
                answer.status = Some(status);
                shared.lock().endpoint_answers.push(answer);
                if status == 200 {
                    let request = Incoming {
                        method: "POST".to_owned(),
                        path: format!(
                            "/api/v10/interactions/{}/{}/callback",
                            handle.id, handle.token
                        ),
                        query: None,
                        content_type,
                        authorization: None,
                        via_endpoint: true,
                    };
                    process(&shared, request, bytes).await;
                } else {
                    shared.bump();
                }
                return;
            }
        }
    }
}
