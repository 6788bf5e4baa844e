//! Fitting text into a length budget without breaking it. Cuts fall on grapheme boundaries
//! (never inside a character, an accented letter or an emoji sequence) and never inside a
//! Discord token such as a mention (`<@123>`), a channel link (`<#123>`) or a custom emoji.
//! Used for anything a user typed that is echoed back, and by `discord::limits` for
//! everything the bot sends.

use unicode_segmentation::UnicodeSegmentation;

/// The length of `s` as the limits are checked here: UTF-16 code units. That is never less
/// than the number of characters, so a text that fits by this measure fits whether the
/// receiver counts characters or UTF-16 units.
pub fn measure(s: &str) -> usize {
    s.encode_utf16().count()
}

/// What a cut text ends with.
pub const ELLIPSIS: &str = "…";

/// The longest `<...>` span treated as one token (mentions, channels, emojis, timestamps).
const TOKEN_MAX: usize = 100;

/// Byte ranges (start, end) of the `<...>` tokens of `s`: a `<`, 1 to 100 characters that are
/// neither whitespace nor angle brackets, and a `>`.
pub fn tokens(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut open: Option<(usize, usize)> = None; // (byte start, chars inside)
    for (i, c) in s.char_indices() {
        match (c, open) {
            ('<', _) => open = Some((i, 0)),
            ('>', Some((start, n))) if n > 0 => {
                out.push((start, i + 1));
                open = None;
            }
            (c, Some((start, n))) if !c.is_whitespace() && c != '>' && n < TOKEN_MAX => {
                open = Some((start, n + 1));
            }
            _ => open = None,
        }
    }
    out
}

/// The longest prefix of `s` (as a byte offset) measuring at most `max`, cut at a grapheme
/// boundary outside tokens; falls back to any grapheme, then character boundary when a single
/// token or grapheme is longer than `max`. Returns 0 only when `max` is 0.
fn prefix_end(s: &str, max: usize) -> usize {
    let toks = tokens(s);
    let mut next_token = 0;
    let (mut used, mut best_cut, mut best_grapheme) = (0, 0, 0);
    for (i, g) in s.grapheme_indices(true) {
        used += measure(g);
        if used > max {
            break;
        }
        let boundary = i + g.len();
        while toks
            .get(next_token)
            .is_some_and(|&(_, end)| end <= boundary)
        {
            next_token += 1;
        }
        let inside = toks
            .get(next_token)
            .is_some_and(|&(start, _)| start < boundary);
        best_grapheme = boundary;
        if !inside {
            best_cut = boundary;
        }
    }
    if best_cut > 0 {
        return best_cut;
    }
    if best_grapheme > 0 {
        return best_grapheme;
    }
    // One grapheme longer than the budget (e.g. a letter with thousands of accents).
    let mut used = 0;
    let mut end = 0;
    for (i, c) in s.char_indices() {
        used += c.len_utf16();
        if used > max {
            break;
        }
        end = i + c.len_utf8();
    }
    end
}

/// The last boundary of `s[..end]` that follows a whitespace grapheme and keeps at least half
/// of the piece, if any: a nicer place than `end` to cut a long line.
fn space_before(s: &str, end: usize) -> Option<usize> {
    s[..end]
        .grapheme_indices(true)
        .rev()
        .find(|&(i, g)| blank(g) && i + g.len() >= end / 2)
        .map(|(i, g)| i + g.len())
}

/// Whether a grapheme is only whitespace.
fn blank(g: &str) -> bool {
    g.chars().all(char::is_whitespace)
}

fn trim_start_graphemes(s: &str) -> &str {
    let start = s
        .grapheme_indices(true)
        .find(|(_, g)| !blank(g))
        .map_or(s.len(), |(i, _)| i);
    &s[start..]
}

fn trim_end_graphemes(s: &str) -> &str {
    let end = s
        .grapheme_indices(true)
        .rev()
        .find(|(_, g)| !blank(g))
        .map_or(0, |(i, g)| i + g.len());
    &s[..end]
}

/// `s` itself if it measures at most `max`, else its longest prefix that fits with an
/// ellipsis after it.
pub fn truncate(s: &str, max: usize) -> String {
    if measure(s) <= max {
        return s.to_string();
    }
    let room = max.saturating_sub(measure(ELLIPSIS));
    if room == 0 {
        return if max >= measure(ELLIPSIS) {
            ELLIPSIS.to_string()
        } else {
            String::new()
        };
    }
    let head = trim_end_graphemes(&s[..prefix_end(s, room)]);
    format!("{head}{ELLIPSIS}")
}

/// Splits `text` into pieces measuring at most `max` each (`max` > 0): whole lines where they
/// fit, long lines at a space where possible. Pieces are never blank; whitespace at a cut is
/// dropped. A blank text gives no piece. `max` is at least 2, the measure of any character.
pub fn split(text: &str, max: usize) -> Vec<String> {
    let max = max.max(2);
    let mut pieces = Vec::new();
    let mut current = String::new();
    let flush = |current: &mut String, pieces: &mut Vec<String>| {
        let piece = trim_end_graphemes(trim_start_graphemes(current));
        if !piece.is_empty() {
            pieces.push(piece.to_string());
        }
        current.clear();
    };
    for line in text.split('\n') {
        let sep = usize::from(!current.is_empty());
        if measure(&current) + sep + measure(line) <= max {
            if sep == 1 {
                current.push('\n');
            }
            current.push_str(line);
            continue;
        }
        flush(&mut current, &mut pieces);
        let mut rest = line;
        while measure(rest) > max {
            let end = prefix_end(rest, max);
            let end = space_before(rest, end).unwrap_or(end);
            let head = trim_end_graphemes(&rest[..end]);
            if !head.is_empty() {
                pieces.push(head.to_string());
            }
            rest = trim_start_graphemes(&rest[end..]);
        }
        current.push_str(rest);
    }
    flush(&mut current, &mut pieces);
    pieces
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use proptest::prelude::*;

    fn non_blank_graphemes(s: &str) -> Vec<String> {
        s.graphemes(true)
            .filter(|g| !blank(g))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn short_text_is_kept() {
        assert_eq!(truncate("hello", 5), "hello");
        assert_eq!(split("a\nb", 10), vec!["a\nb"]);
        assert!(split(" \n \n", 10).is_empty());
    }

    #[test]
    fn truncation_keeps_characters_and_mentions_whole() {
        assert_eq!(truncate("héllo wörld", 6), "héllo…");
        // A family emoji is one grapheme of 7 characters (11 UTF-16 units).
        let family = "👨‍👩‍👧‍👦";
        assert_eq!(truncate(&format!("ab{family}cd"), 12), "ab…");
        assert_eq!(truncate("see <@123456789012345678> now", 12), "see…");
        assert_eq!(truncate("abc", 0), "");
        assert_eq!(truncate("abc", 1), "…");
    }

    #[test]
    fn split_prefers_lines_then_spaces() {
        assert_eq!(split("aaa\nbbb\nccc", 7), vec!["aaa\nbbb", "ccc"]);
        assert_eq!(split("one two three", 8), vec!["one two", "three"]);
        // A token longer than the budget is cut all the same: nothing is ever lost.
        assert_eq!(
            split("<@123456789012345678>", 10),
            vec!["<@12345678", "9012345678", ">"]
        );
        assert_eq!(
            split("x <@123456789012345678> y", 22),
            vec!["x", "<@123456789012345678>", "y"]
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn truncate_always_fits(s in any::<String>(), max in 0usize..40) {
            let t = truncate(&s, max);
            prop_assert!(measure(&t) <= max);
            if measure(&s) <= max {
                prop_assert_eq!(&t, &s);
            } else if max > 0 {
                prop_assert!(t.ends_with(ELLIPSIS));
            }
        }

        #[test]
        fn split_fits_and_loses_nothing(
            s in prop_oneof![
                any::<String>(),
                "([a-zé👍 ]{0,12}(\n|<@[0-9]{1,19}>)?){0,40}",
            ],
            max in 2usize..60,
        ) {
            let pieces = split(&s, max);
            for p in &pieces {
                prop_assert!(measure(p) <= max, "{p:?} over {max}");
                prop_assert!(!non_blank_graphemes(p).is_empty(), "blank piece");
            }
            // Every grapheme that is not whitespace survives, in order; when no grapheme is
            // longer than the budget, re-segmenting the pieces gives the same graphemes, so
            // no cut fell inside one.
            let longest = s.graphemes(true).map(measure).max().unwrap_or(0);
            if longest <= max {
                let joined: Vec<String> = pieces.iter().flat_map(|p| non_blank_graphemes(p)).collect();
                prop_assert_eq!(joined, non_blank_graphemes(&s));
            } else {
                let joined: String = pieces.concat().chars().filter(|c| !c.is_whitespace()).collect();
                let original: String = s.chars().filter(|c| !c.is_whitespace()).collect();
                prop_assert_eq!(joined, original);
            }
        }

        #[test]
        fn split_never_cuts_a_mention(
            words in proptest::collection::vec("[a-z]{1,8}|<@[0-9]{17,19}>", 0..60),
            max in 25usize..80,
        ) {
            let text = words.join(" ");
            let mentions = |s: &str| tokens(s).len();
            let pieces = split(&text, max);
            prop_assert_eq!(pieces.iter().map(|p| mentions(p)).sum::<usize>(), mentions(&text));
        }
    }
}
