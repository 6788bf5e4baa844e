//! The OpenAPI validator on Discord's bundled spec: known-good and known-bad bodies.
#![allow(clippy::unwrap_used)]

use fakecord::{OpenApi, SpecError, ValidateOptions};
use serde_json::{json, Value};

fn check(method: &str, path: &str, body: Value) -> Result<String, SpecError> {
    OpenApi::bundled()
        .validate_request(
            method,
            path,
            Some("application/json"),
            Some(&body),
            ValidateOptions::default(),
        )
        .map(|op| op.operation_id.clone())
}

fn errors(r: Result<String, SpecError>) -> Vec<String> {
    match r {
        Err(SpecError::Invalid { errors, .. }) => errors.iter().map(ToString::to_string).collect(),
        other => panic!("expected schema errors, got {other:?}"),
    }
}

#[test]
fn spec_loads_as_openapi_3_1() {
    let spec = OpenApi::bundled();
    assert_eq!(spec.document()["openapi"], "3.1.0");
    assert!(spec.operations().len() > 200, "{}", spec.operations().len());
    // Every route the fake serves exists in the spec.
    for (m, p) in [
        ("GET", "/api/v10/gateway"),
        ("GET", "/api/v10/gateway/bot"),
        ("GET", "/api/v10/oauth2/applications/@me"),
        ("GET", "/api/v10/users/@me"),
        ("POST", "/api/v10/users/@me/channels"),
        ("PUT", "/api/v10/applications/1/commands"),
        ("PUT", "/api/v10/applications/1/guilds/2/commands"),
        ("POST", "/api/v10/interactions/1/tok/callback"),
        ("POST", "/api/v10/webhooks/1/tok"),
        ("PATCH", "/api/v10/webhooks/1/tok/messages/@original"),
        ("DELETE", "/api/v10/webhooks/1/tok/messages/3"),
        ("POST", "/api/v10/channels/1/messages"),
        ("PATCH", "/api/v10/channels/1/messages/2"),
        ("GET", "/api/v10/channels/1"),
        ("POST", "/api/v10/channels/1/typing"),
        ("GET", "/api/v10/guilds/1/members/2"),
    ] {
        assert!(spec.find_operation(m, p).is_some(), "{m} {p}");
    }
}

#[test]
fn known_good_bodies_pass() {
    assert_eq!(
        check("POST", "/api/v10/channels/123/messages", json!({
            "content": "hello",
            "embeds": [{"title": "Board", "color": 16711680, "fields": [{"name": "a", "value": "b", "inline": true}]}],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "Yes", "custom_id": "yes"},
                {"type": 2, "style": 5, "label": "Rules", "url": "https://example.com"}
            ]}],
            "allowed_mentions": null,
            "tts": false
        }))
        .unwrap(),
        "create_message"
    );
    assert_eq!(
        check(
            "POST",
            "/api/v10/interactions/1/tok/callback",
            json!({
                "type": 4, "data": {"content": "pong", "flags": 64}
            })
        )
        .unwrap(),
        "create_interaction_response"
    );
    check(
        "POST",
        "/api/v10/interactions/1/tok/callback",
        json!({
            "type": 8, "data": {"choices": [{"name": "workers", "value": "workers"}]}
        }),
    )
    .unwrap();
    check("PUT", "/api/v10/applications/1/commands", json!([
        {"name": "ping", "description": "Ping", "type": 1},
        {"name": "join", "description": "Join", "options": [
            {"type": 3, "name": "faction", "description": "f", "required": true, "autocomplete": true}
        ]}
    ]))
    .unwrap();
    check(
        "POST",
        "/api/v10/users/@me/channels",
        json!({"recipient_id": "1001"}),
    )
    .unwrap();
    // Bodyless GETs validate too (operation lookup only).
    OpenApi::bundled()
        .validate_request(
            "GET",
            "/api/v10/users/@me",
            None,
            None,
            ValidateOptions::default(),
        )
        .unwrap();
}

#[test]
fn wrong_type_is_reported() {
    let e = errors(check(
        "POST",
        "/api/v10/channels/1/messages",
        json!({"content": 5}),
    ));
    assert!(
        e.iter()
            .any(|e| e.contains("/content") && e.contains("expected type")),
        "{e:?}"
    );
    let e = errors(check(
        "POST",
        "/api/v10/users/@me/channels",
        json!({"recipient_id": "abc"}),
    ));
    assert!(e.iter().any(|e| e.contains("does not match")), "{e:?}");
}

#[test]
fn missing_required_field_is_reported() {
    let e = errors(check(
        "PUT",
        "/api/v10/applications/1/commands",
        json!([{"description": "no name"}]),
    ));
    assert!(
        e.iter()
            .any(|e| e.contains("missing required property \"name\"")),
        "{e:?}"
    );
    let e = errors(check(
        "POST",
        "/api/v10/interactions/1/tok/callback",
        json!({"data": {"content": "x"}}),
    ));
    assert!(e.iter().any(|e| e.contains("\"type\"")), "{e:?}");
}

#[test]
fn enum_length_and_item_limits_are_reported() {
    let e = errors(check(
        "POST",
        "/api/v10/interactions/1/tok/callback",
        json!({"type": 42}),
    ));
    assert!(!e.is_empty());
    let long = "x".repeat(4001);
    let e = errors(check(
        "POST",
        "/api/v10/channels/1/messages",
        json!({"content": long}),
    ));
    assert!(e.iter().any(|e| e.contains("longer than 4000")), "{e:?}");
    let embeds: Vec<Value> = (0..11).map(|i| json!({"title": format!("{i}")})).collect();
    let e = errors(check(
        "POST",
        "/api/v10/channels/1/messages",
        json!({"embeds": embeds}),
    ));
    assert!(e.iter().any(|e| e.contains("more than 10")), "{e:?}");
    // A button without a style.
    let e = errors(check(
        "POST",
        "/api/v10/channels/1/messages",
        json!({
            "components": [{"type": 1, "components": [{"type": 2, "label": "Yes", "custom_id": "y"}]}]
        }),
    ));
    assert!(e.iter().any(|e| e.contains("style")), "{e:?}");
}

#[test]
fn unknown_operation_and_unexpected_body() {
    assert!(matches!(
        check("POST", "/api/v10/nope", json!({})),
        Err(SpecError::UnknownOperation { .. })
    ));
    assert!(matches!(
        check("DELETE", "/api/v10/users/@me", json!({})),
        Err(SpecError::UnknownOperation { .. })
    ));
    assert!(matches!(
        check("GET", "/api/v10/users/@me", json!({"x": 1})),
        Err(SpecError::UnexpectedBody { .. })
    ));
}

#[test]
fn integer_snowflakes_and_unknown_properties_are_options() {
    let body = json!({"content": "x", "attachments": [{"id": 0, "filename": "a.png"}]});
    let spec = OpenApi::bundled();
    let path = "/api/v10/channels/1/messages";
    assert!(spec
        .validate_request("POST", path, None, Some(&body), ValidateOptions::default())
        .is_err());
    spec.validate_request(
        "POST",
        path,
        None,
        Some(&body),
        ValidateOptions::discord_accepts(),
    )
    .unwrap();
    let typo = json!({"contnet": "x"});
    spec.validate_request(
        "POST",
        path,
        None,
        Some(&typo),
        ValidateOptions::discord_accepts(),
    )
    .unwrap();
    let e = spec
        .validate_request("POST", path, None, Some(&typo), ValidateOptions::strict())
        .unwrap_err();
    assert!(e.to_string().contains("\"contnet\" is not declared"), "{e}");
}

#[test]
fn multipart_payload_uses_the_multipart_schema() {
    let spec = OpenApi::bundled();
    let body = json!({"content": "board", "attachments": [{"id": "0", "filename": "board.png"}]});
    let op = spec
        .validate_request(
            "POST",
            "/api/v10/webhooks/1/tok",
            Some("multipart/form-data; boundary=xyz"),
            Some(&body),
            ValidateOptions::strict(),
        )
        .unwrap();
    assert_eq!(op.operation_id, "execute_webhook");
}

#[test]
fn openapi_3_0_nullable_and_composition() {
    let doc = json!({
        "openapi": "3.0.3",
        "paths": {"/things": {"post": {"operationId": "make", "requestBody": {"required": true,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}}}},
        "components": {"schemas": {
            "Thing": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"type": "object",
                "properties": {"size": {"type": "integer", "minimum": 1, "maximum": 3, "nullable": true}},
                "required": ["size"]}]},
            "Base": {"type": "object", "properties": {"kind": {"enum": ["a", "b"]},
                "tag": {"anyOf": [{"type": "string", "minLength": 2}, {"type": "integer"}]}},
                "required": ["kind"]}
        }}
    });
    let spec = OpenApi::from_json_str(&doc.to_string()).unwrap();
    let ok = |b: Value| {
        spec.validate_request("POST", "/things", None, Some(&b), ValidateOptions::strict())
            .is_ok()
    };
    assert!(ok(json!({"kind": "a", "size": null})));
    assert!(ok(json!({"kind": "b", "size": 2, "tag": "xy"})));
    assert!(ok(json!({"kind": "b", "size": 2, "tag": 7})));
    assert!(!ok(json!({"kind": "c", "size": 2})));
    assert!(!ok(json!({"kind": "a", "size": 4})));
    assert!(!ok(json!({"kind": "a"})));
    assert!(!ok(json!({"kind": "a", "size": 1, "tag": "x"})));
    assert!(
        !ok(json!({"kind": "a", "size": 1, "extra": true})),
        "strict: undeclared property"
    );
    assert!(
        spec.validate_request("POST", "/things", None, None, ValidateOptions::default())
            .is_err(),
        "body required"
    );
}
