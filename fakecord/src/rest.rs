//! The HTTP side: body parsing (JSON and multipart), fault injection, recording, routing.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State as AxState};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use bytes::Bytes;
use serde_json::{json, Value};

use crate::model::{FaultKind, RecordedFile, RecordedRequest};
use crate::openapi::strip_api_prefix;
use crate::state::{dms_closed, parse_id, ApiError, Reply, Req, Shared};

const MAX_BODY: usize = 64 * 1024 * 1024;

struct ParsedBody {
    json: Option<Value>,
    files: Vec<RecordedFile>,
    fields: Vec<(String, String)>,
    error: Option<String>,
}

async fn parse_body(content_type: Option<&str>, body: Bytes) -> ParsedBody {
    let mut parsed = ParsedBody {
        json: None,
        files: Vec::new(),
        fields: Vec::new(),
        error: None,
    };
    if body.is_empty() {
        return parsed;
    }
    let ct = content_type.unwrap_or_default();
    let essence = ct
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    match essence.as_str() {
        "application/json" => match serde_json::from_slice(&body) {
            Ok(v) => parsed.json = Some(v),
            Err(e) => parsed.error = Some(format!("invalid JSON body: {e}")),
        },
        "multipart/form-data" => {
            let boundary = match multer::parse_boundary(ct) {
                Ok(b) => b,
                Err(e) => {
                    parsed.error = Some(format!("multipart without boundary: {e}"));
                    return parsed;
                }
            };
            let stream =
                futures_util::stream::once(async move { Ok::<Bytes, std::io::Error>(body) });
            let mut multipart = multer::Multipart::new(stream, boundary);
            loop {
                match multipart.next_field().await {
                    Ok(Some(field)) => {
                        let name = field.name().unwrap_or_default().to_owned();
                        let filename = field.file_name().map(str::to_owned);
                        let part_type = field.content_type().map(ToString::to_string);
                        let data = match field.bytes().await {
                            Ok(d) => d,
                            Err(e) => {
                                parsed.error = Some(format!("multipart part {name}: {e}"));
                                break;
                            }
                        };
                        if name == "payload_json" {
                            match serde_json::from_slice(&data) {
                                Ok(v) => parsed.json = Some(v),
                                Err(e) => parsed.error = Some(format!("invalid payload_json: {e}")),
                            }
                        } else if filename.is_some() || name.starts_with("files[") || name == "file"
                        {
                            parsed.files.push(RecordedFile {
                                name,
                                filename,
                                content_type: part_type,
                                data,
                            });
                        } else {
                            parsed
                                .fields
                                .push((name, String::from_utf8_lossy(&data).into_owned()));
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        parsed.error = Some(format!("malformed multipart body: {e}"));
                        break;
                    }
                }
            }
            if parsed.json.is_none() && !parsed.fields.is_empty() {
                let obj: serde_json::Map<String, Value> = parsed
                    .fields
                    .iter()
                    .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                    .collect();
                parsed.json = Some(Value::Object(obj));
            }
        }
        _ => parsed.error = Some(format!("unsupported content type {ct:?}")),
    }
    parsed
}

fn json_response(status: u16, body: &Value, extra: &[(&'static str, String)]) -> Response {
    let mut resp = Response::new(Body::from(body.to_string()));
    *resp.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let headers: &mut HeaderMap = resp.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    for (name, value) in extra {
        if let Ok(v) = HeaderValue::from_str(value) {
            headers.insert(*name, v);
        }
    }
    resp
}

fn error_response(e: &ApiError) -> Response {
    json_response(e.status, &e.body(), &[])
}

fn fault_response(kind: &FaultKind, path: &str) -> Option<(u16, Response)> {
    match kind {
        FaultKind::RateLimited {
            retry_after,
            global,
        } => {
            let ra = format!("{retry_after}");
            let mut headers = vec![
                ("retry-after", ra.clone()),
                ("x-ratelimit-limit", "5".to_owned()),
                ("x-ratelimit-remaining", "0".to_owned()),
                ("x-ratelimit-reset-after", ra.clone()),
                ("x-ratelimit-bucket", format!("fakecord-{}", path.len())),
                (
                    "x-ratelimit-scope",
                    if *global { "global" } else { "user" }.to_owned(),
                ),
            ];
            if *global {
                headers.push(("x-ratelimit-global", "true".to_owned()));
            }
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": global,
            });
            Some((429, json_response(429, &body, &headers)))
        }
        FaultKind::ServerError => Some((
            500,
            json_response(
                500,
                &json!({ "message": "500: Internal Server Error", "code": 0 }),
                &[],
            ),
        )),
        FaultKind::DmsClosed => Some((403, error_response(&dms_closed()))),
        FaultKind::Status {
            status,
            code,
            message,
        } => Some((
            *status,
            json_response(*status, &json!({ "message": message, "code": code }), &[]),
        )),
        FaultKind::Delay(_) => None,
    }
}

pub(crate) async fn rest_handler(AxState(shared): AxState<Arc<Shared>>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let method = parts.method.as_str().to_ascii_uppercase();
    let path = parts.uri.path().to_owned();
    let query = parts.uri.query().map(str::to_owned);

    if method == "GET" && path.starts_with("/attachments/") {
        return serve_attachment(&shared, &path);
    }

    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let authorization = parts
        .headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let bytes = match axum::body::to_bytes(body, MAX_BODY).await {
        Ok(b) => b,
        Err(e) => {
            return json_response(
                400,
                &json!({ "message": format!("body: {e}"), "code": 0 }),
                &[],
            )
        }
    };
    let request = Incoming {
        method,
        path,
        query,
        content_type,
        authorization,
        via_endpoint: false,
    };
    process(&shared, request, bytes).await
}

/// A request to route, from the bot's REST calls or (`via_endpoint`) the body of its HTTP
/// response to a POSTed interaction, which Discord takes as the interaction's callback.
pub(crate) struct Incoming {
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    pub content_type: Option<String>,
    pub authorization: Option<String>,
    pub via_endpoint: bool,
}

/// Parses, routes, records (for [`crate::FakeDiscord::validate_requests`]) and answers.
pub(crate) async fn process(shared: &Shared, request: Incoming, bytes: Bytes) -> Response {
    let Incoming {
        method,
        path,
        query,
        content_type,
        authorization,
        via_endpoint,
    } = request;
    let parsed = parse_body(content_type.as_deref(), bytes).await;
    let api_path = strip_api_prefix(&path).to_owned();

    let fault = shared.lock().take_fault(&method, &api_path);
    if let Some(FaultKind::Delay(d)) = &fault {
        tokio::time::sleep(*d).await;
    }

    let (status, response, unhandled) = match fault
        .as_ref()
        .and_then(|f| fault_response(f, &api_path))
    {
        Some((status, resp)) => (status, resp, false),
        None => {
            let mut st = shared.lock();
            let result = if !path.starts_with("/api/") {
                Ok(Reply::Unhandled)
            } else if let Some(err) = &parsed.error {
                Err(ApiError::new(
                    400,
                    50109,
                    format!("The request body contains invalid JSON: {err}"),
                ))
            } else {
                let req = Req {
                    method: &method,
                    segs: api_path.split('/').filter(|s| !s.is_empty()).collect(),
                    query: query.as_deref(),
                    json: parsed.json.as_ref(),
                    files: &parsed.files,
                    authorization: authorization.as_deref(),
                    via_endpoint,
                };
                st.handle(&shared.config, &shared.http_base, &shared.gateway_url, &req)
            };
            match result {
                Ok(Reply::Json(status, body)) => (status, json_response(status, &body, &[]), false),
                Ok(Reply::NoContent) => {
                    let mut resp = Response::new(Body::empty());
                    *resp.status_mut() = StatusCode::NO_CONTENT;
                    (204, resp, false)
                }
                Ok(Reply::Unhandled) => {
                    tracing::warn!("fakecord: no route for {method} {path}");
                    let e = ApiError::new(404, 0, "404: Not Found");
                    (404, error_response(&e), true)
                }
                Err(e) => (e.status, error_response(&e), false),
            }
        }
    };

    {
        let mut st = shared.lock();
        let index = st.requests.len();
        st.requests.push(RecordedRequest {
            index,
            at: shared.started.elapsed(),
            method,
            path,
            query,
            content_type,
            json: parsed.json,
            files: parsed.files,
            form_fields: parsed.fields,
            body_error: parsed.error,
            status,
            fault,
            unhandled,
            via_endpoint,
        });
    }
    shared.bump();
    response
}

fn serve_attachment(shared: &Shared, path: &str) -> Response {
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let found = match segs.as_slice() {
        ["attachments", channel, id, ..] => {
            let (channel, id) = (parse_id(channel), parse_id(id));
            let st = shared.lock();
            st.messages
                .values()
                .filter(|m| Some(m.channel_id) == channel)
                .flat_map(|m| m.attachments.iter())
                .find(|a| Some(a.id) == id)
                .map(|a| (a.data.clone(), a.content_type.clone()))
        }
        _ => None,
    };
    match found {
        Some((data, ct)) => {
            let mut resp = Response::new(Body::from(data));
            if let Some(v) = ct.and_then(|c| HeaderValue::from_str(&c).ok()) {
                resp.headers_mut().insert(header::CONTENT_TYPE, v);
            }
            resp
        }
        None => error_response(&ApiError::new(404, 0, "404: Not Found")),
    }
}
