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
            .any(|e| e.contains("/content") && e.contains("is not of type")),
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
            .any(|e| e.contains("\"name\" is a required property")),
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
    assert!(e.to_string().contains("'contnet' was unexpected"), "{e}");
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

/// The keywords Discord's document uses in its schemas, found by walking them.
fn keywords_used(spec: &OpenApi) -> std::collections::BTreeSet<String> {
    fn walk(schema: &Value, out: &mut std::collections::BTreeSet<String>) {
        let Some(obj) = schema.as_object() else {
            return;
        };
        for (key, value) in obj {
            out.insert(key.clone());
            match key.as_str() {
                "properties" | "patternProperties" | "$defs" => {
                    for sub in value.as_object().into_iter().flat_map(|m| m.values()) {
                        walk(sub, out);
                    }
                }
                "items"
                | "additionalProperties"
                | "not"
                | "contains"
                | "if"
                | "then"
                | "else"
                | "propertyNames"
                | "unevaluatedProperties"
                | "unevaluatedItems" => walk(value, out),
                "allOf" | "anyOf" | "oneOf" | "prefixItems" => {
                    for sub in value.as_array().into_iter().flatten() {
                        walk(sub, out);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = std::collections::BTreeSet::new();
    let doc = spec.document();
    for schema in doc["components"]["schemas"].as_object().unwrap().values() {
        walk(schema, &mut out);
    }
    for op in spec.operations() {
        if op.has_request_body() {
            for ct in ["application/json", "multipart/form-data"] {
                if let Some(s) = op.request_schema(Some(ct)) {
                    walk(s, &mut out);
                }
            }
        }
    }
    out
}

/// Keywords that only annotate (the spec's own words, or formats Discord checks itself).
const ANNOTATIONS: [&str; 5] = [
    "description",
    "title",
    "format",
    "contentEncoding",
    "x-discord-union",
];

/// Every assertion keyword the document uses is enforced: for each, a schema using it, a
/// value it accepts and one it refuses, through the same validator as real requests. A
/// keyword new to the document fails this test until it is listed here.
#[test]
fn every_keyword_the_spec_uses_is_enforced() {
    let spec = OpenApi::bundled();
    let cases: Vec<(&str, Value, Value, Value)> = vec![
        (
            "type",
            json!({"type": ["integer", "null"]}),
            json!(null),
            json!("1"),
        ),
        (
            "$ref",
            json!({"$ref": "#/components/schemas/SnowflakeType"}),
            json!("123"),
            json!("abc"),
        ),
        ("const", json!({"const": 4}), json!(4), json!(5)),
        ("enum", json!({"enum": [1, 2]}), json!(2), json!(3)),
        (
            "properties",
            json!({"type": "object", "properties": {"a": {"type": "string"}}}),
            json!({"a": "x"}),
            json!({"a": 1}),
        ),
        (
            "required",
            json!({"type": "object", "required": ["a"]}),
            json!({"a": 1}),
            json!({}),
        ),
        (
            "additionalProperties",
            json!({"type": "object", "additionalProperties": {"type": "integer"}}),
            json!({"x": 1}),
            json!({"x": "1"}),
        ),
        (
            "maxProperties",
            json!({"type": "object", "maxProperties": 1}),
            json!({"a": 1}),
            json!({"a": 1, "b": 2}),
        ),
        (
            "minProperties",
            json!({"type": "object", "minProperties": 1}),
            json!({"a": 1}),
            json!({}),
        ),
        (
            "items",
            json!({"type": "array", "items": {"type": "integer"}}),
            json!([1]),
            json!(["1"]),
        ),
        ("minItems", json!({"minItems": 1}), json!([1]), json!([])),
        (
            "maxItems",
            json!({"maxItems": 1}),
            json!([1]),
            json!([1, 2]),
        ),
        (
            "uniqueItems",
            json!({"uniqueItems": true}),
            json!(["1", "2"]),
            json!(["1", "1"]),
        ),
        (
            "minLength",
            json!({"minLength": 2}),
            json!("ab"),
            json!("a"),
        ),
        // Characters, not bytes: two accented letters are two.
        (
            "maxLength",
            json!({"maxLength": 2}),
            json!("éé"),
            json!("abc"),
        ),
        (
            "pattern",
            json!({"pattern": "^[0-9]+$"}),
            json!("12"),
            json!("1a"),
        ),
        ("minimum", json!({"minimum": 0}), json!(0), json!(-1)),
        ("maximum", json!({"maximum": 9}), json!(9), json!(10)),
        (
            "oneOf",
            json!({"oneOf": [{"type": "integer"}, {"minimum": 0}]}),
            json!(-1),
            json!(1),
        ),
        (
            "anyOf",
            json!({"anyOf": [{"type": "integer"}, {"type": "null"}]}),
            json!(null),
            json!("x"),
        ),
        (
            "allOf",
            json!({"allOf": [{"minimum": 0}, {"maximum": 9}]}),
            json!(5),
            json!(10),
        ),
    ];
    let used = keywords_used(spec);
    for keyword in &used {
        assert!(
            ANNOTATIONS.contains(&keyword.as_str()) || cases.iter().any(|c| c.0 == keyword),
            "the spec uses `{keyword}`, which no case here checks"
        );
    }
    for (keyword, schema, good, bad) in &cases {
        assert!(
            used.contains(*keyword),
            "`{keyword}` is not in the spec any more"
        );
        let ok = spec.validate_value(schema, good, ValidateOptions::default());
        assert!(ok.is_empty(), "{keyword}: {good} refused: {ok:?}");
        let refused = spec.validate_value(schema, bad, ValidateOptions::default());
        assert!(!refused.is_empty(), "{keyword}: {bad} accepted");
    }
}

/// Issue 9's bug on the real operation: one person holding two seats was mentioned twice in
/// `allowed_mentions.users`, which the spec forbids (`uniqueItems`), so Discord would refuse
/// the whole message.
#[test]
fn repeated_allowed_mentions_are_refused() {
    let body = |users: Value| json!({"content": "<@1> <@2>", "allowed_mentions": {"parse": [], "users": users}});
    check(
        "POST",
        "/api/v10/channels/1/messages",
        body(json!(["1", "2"])),
    )
    .unwrap();
    let e = errors(check(
        "POST",
        "/api/v10/channels/1/messages",
        body(json!(["1", "2", "1"])),
    ));
    assert!(
        e.iter().any(|e| e.contains("/allowed_mentions/users")),
        "{e:?}"
    );
    // Over 100 users, too.
    let many: Vec<String> = (1..=101).map(|i| i.to_string()).collect();
    assert!(check("POST", "/api/v10/channels/1/messages", body(json!(many))).is_err());
}

/// A multipart body is checked through its `payload_json` part, with the multipart schema.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn multipart_payload_json_is_validated() {
    let fake = fakecord::FakeDiscord::start().await.unwrap();
    fake.guild_channel(1, 10, "general");
    let client = reqwest::Client::new();
    let send = |payload: Value| {
        let boundary = "fakecordboundary";
        let body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n{payload}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\u{89}PNG\r\n--{boundary}--\r\n"
        );
        client
            .post(format!("{}/api/v10/channels/10/messages", fake.http_url()))
            .header("Authorization", format!("Bot {}", fake.token()))
            .header(
                "Content-Type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
    };
    let good = json!({"content": "board", "attachments": [{"id": "0", "filename": "a.png"}],
        "allowed_mentions": {"parse": [], "users": ["5"]}});
    send(good).await.unwrap();
    assert!(fake
        .validate_requests(ValidateOptions::discord_accepts())
        .is_empty());
    let bad = json!({"content": "board", "allowed_mentions": {"parse": [], "users": ["5", "5"]}});
    send(bad).await.unwrap();
    let failures = fake.validate_requests(ValidateOptions::discord_accepts());
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(
        failures[0].contains("allowed_mentions/users"),
        "{}",
        failures[0]
    );
    let recorded = fake.requests();
    let last = recorded.last().unwrap();
    assert!(last
        .content_type
        .as_deref()
        .unwrap()
        .starts_with("multipart/"));
    assert_eq!(last.files.len(), 1);
}
