//! Small helpers: snowflakes, timestamps, PNG sizes, path patterns.

use std::time::{SystemTime, UNIX_EPOCH};

use crate::model::Snowflake;

/// Discord's epoch (2015-01-01) in milliseconds since the Unix epoch.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Generates increasing snowflakes shaped like Discord's (timestamp << 22 | counter).
#[derive(Debug)]
pub(crate) struct IdGen {
    last: u64,
}

impl IdGen {
    pub(crate) fn new() -> Self {
        Self { last: 0 }
    }

    pub(crate) fn next(&mut self) -> Snowflake {
        let ms = now_ms().saturating_sub(DISCORD_EPOCH_MS);
        let candidate = (ms << 22) | (1 << 17);
        self.last = if candidate > self.last {
            candidate
        } else {
            self.last + 1
        };
        self.last
    }
}

pub(crate) fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

/// The current time as Discord formats it: `2024-05-01T12:34:56.789000+00:00`.
pub(crate) fn timestamp_now() -> String {
    let (secs, micros) = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| (d.as_secs(), d.subsec_micros()))
        .unwrap_or((0, 0));
    format_timestamp(secs, micros)
}

pub(crate) fn format_timestamp(secs: u64, micros: u32) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{micros:06}+00:00",
        rem / 3600,
        (rem / 60) % 60,
        rem % 60
    )
}

/// Howard Hinnant's `civil_from_days`.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let m = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// Width and height from a PNG's IHDR chunk.
pub(crate) fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if !crate::model::is_png(data) || data.len() < 24 || &data[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
    Some((w, h))
}

/// A content type guessed from a file name.
pub(crate) fn guess_content_type(filename: &str) -> Option<&'static str> {
    let ext = filename.rsplit('.').next()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "txt" => "text/plain; charset=utf-8",
        "json" => "application/json",
        _ => return None,
    })
}

/// Whether `path` (without `/api/v10`) matches `pattern`. Pattern segments: a literal,
/// `*` or `{name}` (any one segment), or `**` (any rest, including nothing). A pattern
/// may include the `/api/v10` prefix; it is stripped.
pub(crate) fn path_matches(pattern: &str, path: &str) -> bool {
    let pattern = crate::openapi::strip_api_prefix(pattern);
    let pat: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match_segments(&pat, &segs)
}

fn match_segments(pat: &[&str], segs: &[&str]) -> bool {
    match (pat.first(), segs.first()) {
        (None, None) => true,
        (Some(&"**"), _) => (0..=segs.len()).any(|skip| match_segments(&pat[1..], &segs[skip..])),
        (Some(p), Some(s)) => {
            let one = *p == "*" || (p.starts_with('{') && p.ends_with('}')) || p == s;
            one && match_segments(&pat[1..], &segs[1..])
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps() {
        assert_eq!(format_timestamp(0, 0), "1970-01-01T00:00:00.000000+00:00");
        assert_eq!(
            format_timestamp(1_709_251_199, 5),
            "2024-02-29T23:59:59.000005+00:00"
        );
    }

    #[test]
    fn patterns() {
        assert!(path_matches(
            "/channels/*/messages",
            "/channels/12/messages"
        ));
        assert!(path_matches(
            "/api/v10/channels/{channel_id}/messages",
            "/channels/12/messages"
        ));
        assert!(!path_matches(
            "/channels/*/messages",
            "/channels/12/messages/3"
        ));
        assert!(path_matches(
            "/webhooks/**",
            "/webhooks/1/tok/messages/@original"
        ));
        assert!(path_matches("**", "/users/@me"));
    }

    #[test]
    fn ids_increase() {
        let mut g = IdGen::new();
        let a = g.next();
        let b = g.next();
        assert!(b > a);
    }
}
