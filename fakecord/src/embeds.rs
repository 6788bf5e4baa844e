//! Discord's embed limits, checked on every message created or edited (issue 12). The
//! OpenAPI document bounds each text on its own; Discord also refuses what it cannot
//! express: more than 10 embeds, more than 6,000 characters of embed text in one message,
//! a field with a blank name or value. An image pointing at `attachment://NAME` must name a
//! file of the same message: Discord would show a broken image, the fake refuses it so a
//! test sees it.

use serde_json::Value;

pub const EMBEDS_MAX: usize = 10;
pub const TITLE_MAX: usize = 256;
pub const DESCRIPTION_MAX: usize = 4096;
pub const FIELDS_MAX: usize = 25;
pub const FIELD_NAME_MAX: usize = 256;
pub const FIELD_VALUE_MAX: usize = 1024;
pub const FOOTER_MAX: usize = 2048;
pub const AUTHOR_MAX: usize = 256;
/// Every title, description, field name and value, footer and author name of a message.
pub const TOTAL_MAX: usize = 6000;

/// Length as Discord counts it (UTF-16 code units, never fewer than characters).
fn len(s: &str) -> usize {
    s.encode_utf16().count()
}

fn text<'a>(v: &'a Value, path: &[&str]) -> &'a str {
    let mut at = v;
    for key in path {
        match at.get(key) {
            Some(next) => at = next,
            None => return "",
        }
    }
    at.as_str().unwrap_or_default()
}

fn bounded(what: &str, s: &str, max: usize) -> Result<usize, String> {
    let n = len(s);
    if n > max {
        return Err(format!(
            "{what}: Must be {max} or fewer in length (got {n})"
        ));
    }
    Ok(n)
}

/// Checks `embeds` against Discord's limits; `files` are the message's attachment names.
pub fn check(embeds: &[Value], files: &[String]) -> Result<(), String> {
    if embeds.len() > EMBEDS_MAX {
        return Err(format!(
            "embeds: Must be {EMBEDS_MAX} or fewer in length (got {})",
            embeds.len()
        ));
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let at = |what: &str| format!("embeds.{i}.{what}");
        total += bounded(&at("title"), text(e, &["title"]), TITLE_MAX)?;
        total += bounded(
            &at("description"),
            text(e, &["description"]),
            DESCRIPTION_MAX,
        )?;
        total += bounded(&at("footer.text"), text(e, &["footer", "text"]), FOOTER_MAX)?;
        total += bounded(&at("author.name"), text(e, &["author", "name"]), AUTHOR_MAX)?;
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default();
        if fields.len() > FIELDS_MAX {
            return Err(format!(
                "{}: Must be {FIELDS_MAX} or fewer in length (got {})",
                at("fields"),
                fields.len()
            ));
        }
        for (k, f) in fields.iter().enumerate() {
            for (key, max) in [("name", FIELD_NAME_MAX), ("value", FIELD_VALUE_MAX)] {
                let s = text(f, &[key]);
                if s.trim().is_empty() {
                    return Err(format!(
                        "{}: This field is required",
                        at(&format!("fields.{k}.{key}"))
                    ));
                }
                total += bounded(&at(&format!("fields.{k}.{key}")), s, max)?;
            }
        }
        for key in ["image", "thumbnail"] {
            let url = text(e, &[key, "url"]);
            if let Some(name) = url.strip_prefix("attachment://") {
                if !files.iter().any(|f| f == name) {
                    return Err(format!(
                        "{}: attachment://{name} names no file of this message",
                        at(&format!("{key}.url"))
                    ));
                }
            }
        }
    }
    if total > TOTAL_MAX {
        return Err(format!(
            "embeds: Embed size exceeds maximum size of {TOTAL_MAX} (got {total})"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn limits_are_enforced() {
        let ok = json!({"title": "t", "description": "d", "fields": [{"name": "n", "value": "v"}],
            "image": {"url": "attachment://board.png"}});
        assert!(check(std::slice::from_ref(&ok), &["board.png".into()]).is_ok());
        assert!(
            check(std::slice::from_ref(&ok), &[]).is_err(),
            "a missing attachment"
        );
        let blank = json!({"fields": [{"name": " ", "value": "v"}]});
        assert!(check(&[blank], &[]).is_err());
        let long = json!({"description": "x".repeat(4097)});
        assert!(check(&[long], &[]).is_err());
        // 👍 counts two UTF-16 units.
        let wide = json!({"title": "👍".repeat(129)});
        assert!(check(&[wide], &[]).is_err());
        let two = json!({"description": "x".repeat(3001)});
        assert!(
            check(&[two.clone(), two], &[]).is_err(),
            "over 6,000 in total"
        );
        let many = vec![json!({"title": "t"}); 11];
        assert!(check(&many, &[]).is_err());
        let fields: Vec<Value> = (0..26)
            .map(|_| json!({"name": "n", "value": "v"}))
            .collect();
        assert!(check(&[json!({ "fields": fields })], &[]).is_err());
    }
}
