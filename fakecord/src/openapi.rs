//! A focused validator for Discord's official OpenAPI 3.1 description.
//!
//! It finds the operation for a recorded request (method + path template) and validates the
//! JSON body (or the `payload_json` part of a multipart body) against the operation's
//! request-body schema. It understands the keywords that occur in Discord's document:
//! `$ref` (local), `type` (single or list, including `"null"`), OpenAPI 3.0 `nullable`,
//! `const`, `enum`, `properties`, `required`, `additionalProperties`, `minProperties`,
//! `maxProperties`, `items`, `minItems`, `maxItems`, `uniqueItems`, `minLength`, `maxLength`,
//! `pattern`, `minimum`, `maximum`, `allOf`, `anyOf` and `oneOf`. Annotations (`format`,
//! `contentEncoding`, `description`, `title`, `x-*`) are ignored.
//!
//! [`ValidateOptions::deny_unknown_properties`] adds one check the document itself does not
//! make: a property that no schema on the path declares is reported (Discord ignores unknown
//! fields, so a misspelt field would otherwise pass silently).

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, OnceLock};

use regex::Regex;
use serde_json::Value;

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
#[derive(Debug, Clone, Copy, Default)]
pub struct ValidateOptions {
    /// Report object properties that no schema declares (see module docs).
    pub deny_unknown_properties: bool,
    /// Accept a non-negative JSON integer where the spec asks for a `SnowflakeType`
    /// string. Discord's API coerces both; serenity sends the `id` of a new attachment
    /// (`"attachments":[{"id":0,...}]`) as an integer.
    pub accept_integer_snowflakes: bool,
}

impl ValidateOptions {
    /// What Discord's API accepts: the spec, plus integer snowflakes.
    pub fn discord_accepts() -> Self {
        Self {
            deny_unknown_properties: false,
            accept_integer_snowflakes: true,
        }
    }

    /// [`Self::discord_accepts`] plus [`Self::deny_unknown_properties`].
    pub fn strict() -> Self {
        Self {
            deny_unknown_properties: true,
            accept_integer_snowflakes: true,
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
    regexes: Mutex<HashMap<String, Option<Regex>>>,
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
            regexes: Mutex::new(HashMap::new()),
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

    /// Validate `instance` against an arbitrary schema of this document.
    pub fn validate_value(
        &self,
        schema: &Value,
        instance: &Value,
        options: ValidateOptions,
    ) -> Vec<SchemaViolation> {
        let mut errors = Vec::new();
        let mut v = Validator {
            spec: self,
            options,
            depth: 0,
        };
        v.validate(
            schema,
            instance,
            "",
            &mut errors,
            options.deny_unknown_properties,
        );
        errors
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> Result<&'a Value, String> {
        let mut current = schema;
        for _ in 0..32 {
            match current.get("$ref").and_then(Value::as_str) {
                Some(reference) => {
                    let pointer = reference
                        .strip_prefix('#')
                        .ok_or_else(|| format!("non-local $ref {reference}"))?;
                    current = self
                        .doc
                        .pointer(pointer)
                        .ok_or_else(|| format!("unresolvable $ref {reference}"))?;
                }
                None => return Ok(current),
            }
        }
        Err("$ref chain too long".into())
    }

    fn pattern_matches(&self, pattern: &str, s: &str) -> Result<bool, String> {
        let mut cache = self
            .regexes
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let re = cache
            .entry(pattern.to_owned())
            .or_insert_with(|| Regex::new(pattern).ok());
        match re {
            Some(re) => Ok(re.is_match(s)),
            None => Err(format!("unsupported pattern {pattern:?}")),
        }
    }

    /// Property names declared by `schema`, following `$ref` and `allOf`.
    fn declared_properties<'a>(&'a self, schema: &'a Value, out: &mut Vec<&'a str>, depth: u32) {
        if depth > 16 {
            return;
        }
        let Ok(schema) = self.resolve(schema) else {
            return;
        };
        if let Some(props) = schema.get("properties").and_then(Value::as_object) {
            out.extend(props.keys().map(String::as_str));
        }
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            for s in all {
                self.declared_properties(s, out, depth + 1);
            }
        }
    }

    fn closes_properties(&self, schema: &Value, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        let Ok(schema) = self.resolve(schema) else {
            return false;
        };
        if schema.get("additionalProperties").is_some() {
            return false;
        }
        schema.get("properties").is_some()
            || schema
                .get("allOf")
                .and_then(Value::as_array)
                .is_some_and(|all| all.iter().any(|s| self.closes_properties(s, depth + 1)))
    }
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

struct Validator<'a> {
    spec: &'a OpenApi,
    options: ValidateOptions,
    depth: u32,
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn has_type(v: &Value, ty: &str) -> bool {
    match ty {
        "null" => v.is_null(),
        "boolean" => v.is_boolean(),
        "string" => v.is_string(),
        "array" => v.is_array(),
        "object" => v.is_object(),
        "number" => v.is_number(),
        "integer" => match v {
            Value::Number(n) => {
                n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
            }
            _ => false,
        },
        _ => false,
    }
}

#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Num {
    Int(i128),
    Float(f64),
}

fn num(v: &Value) -> Option<Num> {
    let n = v.as_number()?;
    if let Some(i) = n.as_i64() {
        Some(Num::Int(i128::from(i)))
    } else if let Some(u) = n.as_u64() {
        Some(Num::Int(i128::from(u)))
    } else {
        n.as_f64().map(Num::Float)
    }
}

fn num_lt(a: Num, b: Num) -> bool {
    match (a, b) {
        (Num::Int(a), Num::Int(b)) => a < b,
        #[allow(clippy::cast_precision_loss)]
        (Num::Int(a), Num::Float(b)) => (a as f64) < b,
        #[allow(clippy::cast_precision_loss)]
        (Num::Float(a), Num::Int(b)) => a < (b as f64),
        (Num::Float(a), Num::Float(b)) => a < b,
    }
}

fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(_), Value::Number(_)) => match (num(a), num(b)) {
            (Some(x), Some(y)) => !num_lt(x, y) && !num_lt(y, x),
            _ => false,
        },
        _ => a == b,
    }
}

fn push(errors: &mut Vec<SchemaViolation>, path: &str, message: impl Into<String>) {
    errors.push(SchemaViolation {
        instance_path: path.to_owned(),
        message: message.into(),
    });
}

fn escape_pointer(s: &str) -> String {
    s.replace('~', "~0").replace('/', "~1")
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 60 {
        let cut: String = s.chars().take(57).collect();
        format!("{cut}...")
    } else {
        s
    }
}

impl Validator<'_> {
    fn validate(
        &mut self,
        schema: &Value,
        inst: &Value,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
        strict: bool,
    ) {
        if self.depth > 64 {
            push(errors, path, "schema nesting too deep");
            return;
        }
        if self.options.accept_integer_snowflakes
            && inst.as_u64().is_some()
            && schema
                .get("$ref")
                .and_then(Value::as_str)
                .is_some_and(|r| r.ends_with("/SnowflakeType"))
        {
            return;
        }
        let schema = match self.spec.resolve(schema) {
            Ok(s) => s,
            Err(e) => {
                push(errors, path, e);
                return;
            }
        };
        let Some(obj) = schema.as_object() else {
            if schema == &Value::Bool(false) {
                push(errors, path, "no value is allowed here");
            }
            return;
        };
        self.depth += 1;

        let nullable = obj.get("nullable").and_then(Value::as_bool) == Some(true);
        if nullable && inst.is_null() {
            self.depth -= 1;
            return;
        }

        if let Some(ty) = obj.get("type") {
            let ok = match ty {
                Value::String(t) => has_type(inst, t),
                Value::Array(ts) => ts
                    .iter()
                    .filter_map(Value::as_str)
                    .any(|t| has_type(inst, t)),
                _ => true,
            };
            if !ok {
                push(
                    errors,
                    path,
                    format!(
                        "expected type {}, got {} {}",
                        ty,
                        type_name(inst),
                        short(inst)
                    ),
                );
                self.depth -= 1;
                return;
            }
        }
        if let Some(c) = obj.get("const") {
            if !json_eq(c, inst) {
                push(
                    errors,
                    path,
                    format!("expected const {c}, got {}", short(inst)),
                );
            }
        }
        if let Some(Value::Array(values)) = obj.get("enum") {
            if !values.iter().any(|v| json_eq(v, inst)) {
                push(
                    errors,
                    path,
                    format!(
                        "{} is not one of {}",
                        short(inst),
                        Value::Array(values.clone())
                    ),
                );
            }
        }

        match inst {
            Value::String(s) => self.check_string(obj, s, path, errors),
            Value::Number(_) => Self::check_number(obj, inst, path, errors),
            Value::Array(items) => self.check_array(obj, items, path, errors, strict),
            Value::Object(map) => self.check_object(schema, obj, map, path, errors, strict),
            _ => {}
        }

        if let Some(Value::Array(all)) = obj.get("allOf") {
            for sub in all {
                // Unknown-property checking happens below with the union of all branches.
                self.validate(sub, inst, path, errors, false);
            }
            if strict && inst.is_object() && obj.get("properties").is_none() {
                self.check_unknown(schema, inst, path, errors);
            }
        }
        if let Some(Value::Array(any)) = obj.get("anyOf") {
            self.check_alternatives(any, inst, path, errors, strict, false);
        }
        if let Some(Value::Array(one)) = obj.get("oneOf") {
            self.check_alternatives(one, inst, path, errors, strict, true);
        }
        self.depth -= 1;
    }

    fn check_string(
        &self,
        obj: &serde_json::Map<String, Value>,
        s: &str,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
    ) {
        let len = s.chars().count() as u64;
        if let Some(min) = obj.get("minLength").and_then(Value::as_u64) {
            if len < min {
                push(errors, path, format!("string shorter than {min} ({len})"));
            }
        }
        if let Some(max) = obj.get("maxLength").and_then(Value::as_u64) {
            if len > max {
                push(errors, path, format!("string longer than {max} ({len})"));
            }
        }
        if let Some(p) = obj.get("pattern").and_then(Value::as_str) {
            match self.spec.pattern_matches(p, s) {
                Ok(true) => {}
                Ok(false) => push(errors, path, format!("{s:?} does not match {p:?}")),
                Err(e) => push(errors, path, e),
            }
        }
    }

    fn check_number(
        obj: &serde_json::Map<String, Value>,
        inst: &Value,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
    ) {
        let Some(n) = num(inst) else { return };
        if let Some(min) = obj.get("minimum").and_then(num) {
            if num_lt(n, min) {
                push(
                    errors,
                    path,
                    format!("{inst} is below the minimum {}", obj["minimum"]),
                );
            }
        }
        if let Some(max) = obj.get("maximum").and_then(num) {
            if num_lt(max, n) {
                push(
                    errors,
                    path,
                    format!("{inst} is above the maximum {}", obj["maximum"]),
                );
            }
        }
    }

    fn check_array(
        &mut self,
        obj: &serde_json::Map<String, Value>,
        items: &[Value],
        path: &str,
        errors: &mut Vec<SchemaViolation>,
        strict: bool,
    ) {
        let len = items.len() as u64;
        if let Some(min) = obj.get("minItems").and_then(Value::as_u64) {
            if len < min {
                push(
                    errors,
                    path,
                    format!("array has {len} items, fewer than {min}"),
                );
            }
        }
        if let Some(max) = obj.get("maxItems").and_then(Value::as_u64) {
            if len > max {
                push(
                    errors,
                    path,
                    format!("array has {len} items, more than {max}"),
                );
            }
        }
        if obj.get("uniqueItems").and_then(Value::as_bool) == Some(true) {
            for (i, a) in items.iter().enumerate() {
                if items[..i].iter().any(|b| json_eq(a, b)) {
                    push(errors, path, format!("duplicate item {}", short(a)));
                    break;
                }
            }
        }
        if let Some(item_schema) = obj.get("items") {
            for (i, item) in items.iter().enumerate() {
                self.validate(item_schema, item, &format!("{path}/{i}"), errors, strict);
            }
        }
    }

    fn check_object(
        &mut self,
        schema: &Value,
        obj: &serde_json::Map<String, Value>,
        map: &serde_json::Map<String, Value>,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
        strict: bool,
    ) {
        let count = map.len() as u64;
        if let Some(min) = obj.get("minProperties").and_then(Value::as_u64) {
            if count < min {
                push(
                    errors,
                    path,
                    format!("object has fewer than {min} properties"),
                );
            }
        }
        if let Some(max) = obj.get("maxProperties").and_then(Value::as_u64) {
            if count > max {
                push(
                    errors,
                    path,
                    format!("object has more than {max} properties"),
                );
            }
        }
        if let Some(Value::Array(required)) = obj.get("required") {
            for r in required.iter().filter_map(Value::as_str) {
                if !map.contains_key(r) {
                    push(errors, path, format!("missing required property {r:?}"));
                }
            }
        }
        let props = obj.get("properties").and_then(Value::as_object);
        for (key, value) in map {
            let child = format!("{path}/{}", escape_pointer(key));
            if let Some(prop_schema) = props.and_then(|p| p.get(key)) {
                self.validate(prop_schema, value, &child, errors, strict);
            } else if let Some(additional) = obj.get("additionalProperties") {
                match additional {
                    Value::Bool(false) => {
                        push(errors, path, format!("property {key:?} is not allowed"));
                    }
                    Value::Object(_) => self.validate(additional, value, &child, errors, strict),
                    _ => {}
                }
            }
        }
        if strict && props.is_some() {
            self.check_unknown(schema, &Value::Object(map.clone()), path, errors);
        }
    }

    fn check_unknown(
        &self,
        schema: &Value,
        inst: &Value,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
    ) {
        if !self.spec.closes_properties(schema, 0) {
            return;
        }
        let Some(map) = inst.as_object() else { return };
        let mut declared = Vec::new();
        self.spec.declared_properties(schema, &mut declared, 0);
        for key in map.keys() {
            if !declared.contains(&key.as_str()) {
                push(
                    errors,
                    path,
                    format!("property {key:?} is not declared by the schema"),
                );
            }
        }
    }

    fn check_alternatives(
        &mut self,
        alternatives: &[Value],
        inst: &Value,
        path: &str,
        errors: &mut Vec<SchemaViolation>,
        strict: bool,
        exactly_one: bool,
    ) {
        let mut results = Vec::with_capacity(alternatives.len());
        for alt in alternatives {
            let mut errs = Vec::new();
            self.validate(alt, inst, path, &mut errs, strict);
            results.push(errs);
        }
        let passing = results.iter().filter(|e| e.is_empty()).count();
        if passing == 0 {
            // Report the closest branch: prefer branches whose discriminator (a `type`
            // property) matched, then those that got past the root type check, then the
            // fewest violations.
            let discriminator = format!("{path}/type");
            let best = results
                .iter()
                .enumerate()
                .min_by_key(|(_, errs)| {
                    let wrong_kind = errs.iter().any(|e| e.instance_path == discriminator);
                    let wrong_type = errs
                        .iter()
                        .any(|e| e.instance_path == path && e.message.starts_with("expected type"));
                    let shallow = errs.iter().all(|e| e.instance_path == path);
                    (wrong_kind, wrong_type, shallow, errs.len())
                })
                .map(|(i, errs)| (i, errs.clone()));
            let label = if exactly_one { "oneOf" } else { "anyOf" };
            match best {
                Some((i, errs)) => {
                    let name = describe(&alternatives[i]);
                    push(
                        errors,
                        path,
                        format!(
                            "matches none of the {} {label} alternatives; closest is {name}:",
                            alternatives.len()
                        ),
                    );
                    errors.extend(errs);
                }
                None => push(errors, path, format!("empty {label}")),
            }
        } else if exactly_one && passing > 1 {
            let names: Vec<String> = alternatives
                .iter()
                .zip(&results)
                .filter(|(_, e)| e.is_empty())
                .map(|(a, _)| describe(a))
                .collect();
            push(
                errors,
                path,
                format!(
                    "matches {passing} oneOf alternatives ({})",
                    names.join(", ")
                ),
            );
        }
    }
}

fn describe(schema: &Value) -> String {
    schema
        .get("$ref")
        .and_then(Value::as_str)
        .map(|r| r.rsplit('/').next().unwrap_or(r).to_owned())
        .unwrap_or_else(|| short(schema))
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
