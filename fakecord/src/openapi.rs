//! Discord's official OpenAPI 3.1 description, used to check what a bot sends.
//!
//! [`OpenApi`] finds the operation for a recorded request (method + path template, literal
//! segments before parameters) and validates the JSON body (or the `payload_json` part of a
//! multipart body) against the operation's request-body schema with the `jsonschema` crate,
//! as JSON Schema Draft 2020-12 (the dialect of OpenAPI 3.1): every keyword the document
//! uses is enforced by a complete implementation (`tests/validator.rs` lists them by scanning
//! the document and breaks each once). Annotations (`format`, `contentEncoding`,
//! `description`, `title`, `x-*`) are not assertions. OpenAPI 3.0's `nullable` is read as
//! "or null", for documents that still use it.
//!
//! [`ValidateOptions`] adapts the document where it is stricter than Discord itself
//! (integer snowflakes, permission bit sets as strings) or looser than a test wants
//! (properties no schema declares); each is a rewrite of the schemas before compiling.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::{json, Value};

/// The OpenAPI document shipped in `spec/openapi.json` (Discord's, MIT licence).
pub const BUNDLED_SPEC: &str = include_str!("../spec/openapi.json");

/// Errors from loading a spec or validating a request against it.
#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    /// The document is not JSON or lacks `paths`.
    #[error("invalid OpenAPI document: {0}")]
    InvalidDocument(String),
    /// No operation matches the method and path.
    #[error("no operation in the spec for {method} {path}")]
    UnknownOperation {
        /// HTTP method.
        method: String,
        /// Request path (without `/api/v10` and query).
        path: String,
    },
    /// The operation takes no request body but one was sent.
    #[error("{operation_id} takes no request body, but one was sent")]
    UnexpectedBody {
        /// The matched operation.
        operation_id: String,
    },
    /// The body does not satisfy the request-body schema.
    #[error("{operation_id}: request body does not match the schema:\n{}", format_errors(.errors))]
    Invalid {
        /// The matched operation.
        operation_id: String,
        /// What is wrong, one entry per violation.
        errors: Vec<SchemaViolation>,
    },
}

fn format_errors(errors: &[SchemaViolation]) -> String {
    errors
        .iter()
        .map(|e| format!("  - {e}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One schema violation: where in the instance, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaViolation {
    /// JSON pointer into the validated value (`""` is the root).
    pub instance_path: String,
    /// Human-readable description.
    pub message: String,
}

impl fmt::Display for SchemaViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = if self.instance_path.is_empty() {
            "/"
        } else {
            &self.instance_path
        };
        write!(f, "at {at}: {}", self.message)
    }
}

/// Options for validation. The default is the document's own semantics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ValidateOptions {
    /// Report object properties that no schema declares (see module docs).
    pub deny_unknown_properties: bool,
    /// Accept a non-negative JSON integer where the spec asks for a `SnowflakeType`
    /// string. Discord's API coerces both; serenity sends the `id` of a new attachment
    /// (`"attachments":[{"id":0,...}]`) as an integer.
    pub accept_integer_snowflakes: bool,
    /// Accept a string of digits for `default_member_permissions`: Discord documents
    /// permission bit sets as strings (and serenity sends `"32"`), while the OpenAPI
    /// description types the field as an integer. Discord accepts both.
    pub accept_string_permissions: bool,
}

impl ValidateOptions {
    /// What Discord's API accepts: the spec, plus integer snowflakes and string permissions.
    pub fn discord_accepts() -> Self {
        Self {
            deny_unknown_properties: false,
            accept_integer_snowflakes: true,
            accept_string_permissions: true,
        }
    }

    /// [`Self::discord_accepts`] plus [`Self::deny_unknown_properties`].
    pub fn strict() -> Self {
        Self {
            deny_unknown_properties: true,
            ..Self::discord_accepts()
        }
    }
}

/// An operation of the spec: method, path template and id.
#[derive(Debug, Clone)]
pub struct Operation {
    /// Lower-case HTTP method as in the document (`post`, `patch`, ...).
    pub method: String,
    /// Path template, e.g. `/channels/{channel_id}/messages`.
    pub template: String,
    /// The document's `operationId`.
    pub operation_id: String,
    segments: Vec<Segment>,
    /// Request-body schemas by content type.
    bodies: Vec<(String, Value)>,
    body_required: bool,
}

impl Operation {
    /// Whether the spec gives this operation a request body.
    pub fn has_request_body(&self) -> bool {
        !self.bodies.is_empty()
    }

    /// The request-body schema for a content type (falls back to `application/json`).
    pub fn request_schema(&self, content_type: Option<&str>) -> Option<&Value> {
        let wanted = content_type
            .map(|c| c.split(';').next().unwrap_or(c).trim().to_ascii_lowercase())
            .unwrap_or_else(|| "application/json".to_owned());
        self.bodies
            .iter()
            .find(|(ct, _)| *ct == wanted)
            .or_else(|| self.bodies.iter().find(|(ct, _)| ct == "application/json"))
            .map(|(_, s)| s)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Literal(String),
    Param,
}

/// A loaded OpenAPI document with an operation index.
#[derive(Debug)]
pub struct OpenApi {
    doc: Value,
    operations: Vec<Operation>,
    /// Compiled validators by (schema, options).
    compiled: Mutex<HashMap<(String, ValidateOptions), Arc<jsonschema::Validator>>>,
}

impl OpenApi {
    /// Parse a document.
    pub fn from_json_str(text: &str) -> Result<Self, SpecError> {
        let doc: Value =
            serde_json::from_str(text).map_err(|e| SpecError::InvalidDocument(e.to_string()))?;
        let paths = doc
            .get("paths")
            .and_then(Value::as_object)
            .ok_or_else(|| SpecError::InvalidDocument("no `paths` object".into()))?;
        let mut operations = Vec::new();
        for (template, item) in paths {
            let Some(item) = item.as_object() else {
                continue;
            };
            let segments = split_path(template)
                .map(|s| {
                    if s.starts_with('{') && s.ends_with('}') {
                        Segment::Param
                    } else {
                        Segment::Literal(s.to_owned())
                    }
                })
                .collect::<Vec<_>>();
            for (method, op) in item {
                if !matches!(
                    method.as_str(),
                    "get" | "put" | "post" | "delete" | "patch" | "head" | "options"
                ) {
                    continue;
                }
                let operation_id = op
                    .get("operationId")
                    .and_then(Value::as_str)
                    .unwrap_or("unnamed")
                    .to_owned();
                let mut bodies = Vec::new();
                let mut body_required = false;
                if let Some(rb) = op.get("requestBody") {
                    body_required = rb.get("required").and_then(Value::as_bool) == Some(true);
                    if let Some(content) = rb.get("content").and_then(Value::as_object) {
                        for (ct, media) in content {
                            if let Some(schema) = media.get("schema") {
                                bodies.push((ct.to_ascii_lowercase(), schema.clone()));
                            }
                        }
                    }
                }
                operations.push(Operation {
                    method: method.clone(),
                    template: template.clone(),
                    operation_id,
                    segments: segments.clone(),
                    bodies,
                    body_required,
                });
            }
        }
        Ok(Self {
            doc,
            operations,
            compiled: Mutex::new(HashMap::new()),
        })
    }

    /// The bundled Discord spec, parsed once per process.
    pub fn bundled() -> &'static OpenApi {
        static SPEC: OnceLock<OpenApi> = OnceLock::new();
        SPEC.get_or_init(|| match OpenApi::from_json_str(BUNDLED_SPEC) {
            Ok(spec) => spec,
            // The file is part of this crate and checked by its tests.
            Err(e) => panic!("bundled OpenAPI spec does not load: {e}"),
        })
    }

    /// The raw document.
    pub fn document(&self) -> &Value {
        &self.doc
    }

    /// All operations.
    pub fn operations(&self) -> &[Operation] {
        &self.operations
    }

    /// Find the operation for `method` and `path`. The path may carry the `/api/v10` (or
    /// `/api`) prefix and a query string; both are ignored. Literal segments win over
    /// parameters (`/users/@me/channels` before `/users/{user_id}/...`).
    pub fn find_operation(&self, method: &str, path: &str) -> Option<&Operation> {
        let method = method.to_ascii_lowercase();
        let path = strip_api_prefix(path);
        let segs: Vec<&str> = split_path(path).collect();
        self.operations
            .iter()
            .filter(|op| op.method == method && op.segments.len() == segs.len())
            .filter_map(|op| {
                let mut literals = 0usize;
                for (seg, actual) in op.segments.iter().zip(&segs) {
                    match seg {
                        Segment::Literal(l) if l == actual => literals += 1,
                        Segment::Literal(_) => return None,
                        Segment::Param => {}
                    }
                }
                Some((literals, op))
            })
            .max_by_key(|(literals, _)| *literals)
            .map(|(_, op)| op)
    }

    /// Validate a request body. `body` is the JSON body, or the parsed `payload_json` of a
    /// multipart body, or `None` when nothing was sent. Returns the matched operation.
    pub fn validate_request(
        &self,
        method: &str,
        path: &str,
        content_type: Option<&str>,
        body: Option<&Value>,
        options: ValidateOptions,
    ) -> Result<&Operation, SpecError> {
        let op = self
            .find_operation(method, path)
            .ok_or_else(|| SpecError::UnknownOperation {
                method: method.to_owned(),
                path: strip_api_prefix(path).to_owned(),
            })?;
        match (body, op.request_schema(content_type)) {
            (None, Some(_)) if op.body_required => Err(SpecError::Invalid {
                operation_id: op.operation_id.clone(),
                errors: vec![SchemaViolation {
                    instance_path: String::new(),
                    message: "request body is required".into(),
                }],
            }),
            (None, _) => Ok(op),
            (Some(_), None) => Err(SpecError::UnexpectedBody {
                operation_id: op.operation_id.clone(),
            }),
            (Some(body), Some(schema)) => {
                let errors = self.validate_value(schema, body, options);
                if errors.is_empty() {
                    Ok(op)
                } else {
                    Err(SpecError::Invalid {
                        operation_id: op.operation_id.clone(),
                        errors,
                    })
                }
            }
        }
    }

    /// Validate `instance` against the component schema `name` (e.g. `MessageResponse`).
    pub fn validate_component(
        &self,
        name: &str,
        instance: &Value,
        options: ValidateOptions,
    ) -> Vec<SchemaViolation> {
        let schema = serde_json::json!({ "$ref": format!("#/components/schemas/{name}") });
        self.validate_value(&schema, instance, options)
    }

    /// Validate `instance` against an arbitrary schema of this document (its `$ref`s point
    /// into this document's `components`).
    pub fn validate_value(
        &self,
        schema: &Value,
        instance: &Value,
        options: ValidateOptions,
    ) -> Vec<SchemaViolation> {
        let validator = match self.compiled(schema, options) {
            Ok(v) => v,
            Err(message) => {
                return vec![SchemaViolation {
                    instance_path: String::new(),
                    message,
                }]
            }
        };
        let mut errors: Vec<SchemaViolation> = validator
            .iter_errors(instance)
            .map(|e| SchemaViolation {
                instance_path: e.instance_path().as_str().to_owned(),
                message: e.to_string(),
            })
            .collect();
        if errors.iter().any(|e| e.message.contains("Of")) {
            // "not valid under any of the schemas listed in 'oneOf'": say why, from the
            // branches' own errors (the first few, deepest first).
            let evaluation = validator.evaluate(instance);
            let mut detail: Vec<(bool, SchemaViolation)> = evaluation
                .iter_errors()
                .map(|e| {
                    // A branch whose `type` discriminator differs is the wrong kind of
                    // component; the branches of the right kind say what is wrong.
                    let wrong_kind = e.instance_location.as_str().ends_with("/type")
                        && (e.schema_location.ends_with("/enum")
                            || e.schema_location.ends_with("/const"));
                    let violation = SchemaViolation {
                        instance_path: e.instance_location.as_str().to_owned(),
                        message: format!("(in {}) {}", e.schema_location, e.error),
                    };
                    (wrong_kind, violation)
                })
                .filter(|(_, d)| !errors.contains(d))
                .collect();
            detail.sort_by_key(|(wrong_kind, d)| {
                (
                    *wrong_kind,
                    std::cmp::Reverse(d.instance_path.matches('/').count()),
                )
            });
            errors.extend(detail.into_iter().map(|(_, d)| d).take(6));
        }
        errors
    }

    /// The compiled validator of `schema` under `options` (compiled once per process).
    fn compiled(
        &self,
        schema: &Value,
        options: ValidateOptions,
    ) -> Result<Arc<jsonschema::Validator>, String> {
        let key = (schema.to_string(), options);
        let mut cache = self
            .compiled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(v) = cache.get(&key) {
            return Ok(Arc::clone(v));
        }
        let mut root = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "allOf": [prepare(schema, &self.doc, options, true)],
        });
        if let Some(components) = self.doc.get("components") {
            root["components"] = prepare(components, &self.doc, options, false);
        }
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(false)
            .build(&root)
            .map_err(|e| format!("the schema does not compile: {e}"))?;
        let validator = Arc::new(validator);
        cache.insert(key, Arc::clone(&validator));
        Ok(validator)
    }
}

/// Keywords whose value is one subschema.
const ONE_SCHEMA: [&str; 7] = [
    "items",
    "additionalProperties",
    "not",
    "contains",
    "if",
    "then",
    "else",
];
/// Keywords whose value is a list of subschemas.
const SCHEMA_LISTS: [&str; 4] = ["allOf", "anyOf", "oneOf", "prefixItems"];
/// Keywords whose value maps names to subschemas.
const SCHEMA_MAPS: [&str; 5] = [
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "schemas",
];

/// A copy of `node` (a schema, or `components`) rewritten for `options`. `direct` says the
/// schema applies to a value by itself (a property, an item, a branch of `oneOf`, a request
/// body) rather than as one part of an `allOf`: only there may "no other property" be
/// asserted, since `unevaluatedProperties` sees the properties of every part.
fn prepare(node: &Value, doc: &Value, options: ValidateOptions, direct: bool) -> Value {
    let Some(obj) = node.as_object() else {
        return node.clone();
    };
    let mut out = serde_json::Map::new();
    for (key, value) in obj {
        let rewritten = match key.as_str() {
            k if ONE_SCHEMA.contains(&k) && value.is_object() => {
                prepare(value, doc, options, true)
            }
            k if SCHEMA_LISTS.contains(&k) => Value::Array(
                value
                    .as_array()
                    .map(|list| {
                        list.iter()
                            .map(|s| prepare(s, doc, options, k != "allOf"))
                            .collect()
                    })
                    .unwrap_or_default(),
            ),
            k if SCHEMA_MAPS.contains(&k) => Value::Object(
                value
                    .as_object()
                    .map(|map| {
                        map.iter()
                            .map(|(name, s)| {
                                // Definitions are not positions; properties are.
                                let direct = k == "properties" || k == "patternProperties";
                                let mut s = prepare(s, doc, options, direct);
                                if k == "properties"
                                    && name == "default_member_permissions"
                                    && options.accept_string_permissions
                                {
                                    s = json!({"anyOf": [s, {"type": "string", "pattern": "^[0-9]+$"}]});
                                }
                                if k == "schemas"
                                    && name == "SnowflakeType"
                                    && options.accept_integer_snowflakes
                                {
                                    s = json!({"anyOf": [s, {"type": "integer", "minimum": 0}]});
                                }
                                (name.clone(), s)
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            ),
            "nullable" => continue,
            _ => value.clone(),
        };
        out.insert(key.clone(), rewritten);
    }
    if options.deny_unknown_properties
        && direct
        && !out.contains_key("unevaluatedProperties")
        && closes_properties(node, doc, 0)
    {
        out.insert("unevaluatedProperties".into(), Value::Bool(false));
    }
    let schema = Value::Object(out);
    if obj.get("nullable").and_then(Value::as_bool) == Some(true) {
        json!({"anyOf": [{"type": "null"}, schema]})
    } else {
        schema
    }
}

/// Whether `schema` declares the properties of an object (itself, through `$ref` or an
/// `allOf` part) without leaving others open (`additionalProperties`).
fn closes_properties(schema: &Value, doc: &Value, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    let Some(obj) = schema.as_object() else {
        return false;
    };
    if obj.contains_key("additionalProperties") || obj.contains_key("patternProperties") {
        return false;
    }
    if let Some(target) = obj
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix('#'))
        .and_then(|pointer| doc.pointer(pointer))
    {
        if closes_properties(target, doc, depth + 1) {
            return true;
        }
    }
    obj.contains_key("properties")
        || obj
            .get("allOf")
            .and_then(Value::as_array)
            .is_some_and(|all| all.iter().any(|s| closes_properties(s, doc, depth + 1)))
}

/// Strip `/api/v10`, `/api/v9` or `/api` and a query string from a request path.
pub fn strip_api_prefix(path: &str) -> &str {
    let path = path.split('?').next().unwrap_or(path);
    for prefix in ["/api/v10", "/api/v9", "/api"] {
        if let Some(rest) = path.strip_prefix(prefix) {
            if rest.is_empty() || rest.starts_with('/') {
                return rest;
            }
        }
    }
    path
}

fn split_path(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use serde_json::json;

    #[test]
    fn prefix_is_stripped() {
        assert_eq!(strip_api_prefix("/api/v10/users/@me?x=1"), "/users/@me");
        assert_eq!(strip_api_prefix("/users/@me"), "/users/@me");
        assert_eq!(strip_api_prefix("/apiary"), "/apiary");
    }

    #[test]
    fn literal_segments_win() {
        let spec = OpenApi::bundled();
        let op = spec
            .find_operation("PATCH", "/api/v10/webhooks/1/tok/messages/@original")
            .unwrap();
        assert_eq!(
            op.template,
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
        );
    }

    #[test]
    fn integers_compare_exactly() {
        let schema = json!({"type": "integer", "minimum": -9223372036854775808i64, "maximum": 9223372036854775807i64});
        let spec = OpenApi::bundled();
        assert!(
            spec.validate_value(&schema, &json!(u64::MAX), ValidateOptions::default())
                .len()
                == 1
        );
        assert!(spec
            .validate_value(&schema, &json!(5), ValidateOptions::default())
            .is_empty());
    }
}
