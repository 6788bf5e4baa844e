//! Discord's limits in one place. Every message, reply, menu, embed and autocomplete answer
//! the bot builds passes through here, so Discord never refuses one for its size or shape
//! (a refused message is a lost board, hand or answer). Lengths are measured with
//! [`textfit::measure`] (UTF-16 units, never less than characters); texts are cut with
//! [`textfit`], which never cuts inside a character or a mention.
//!
//! The numbers are Discord's documented limits (also in its OpenAPI description, which the
//! tests below check these builders against).

use crate::textfit;
use poise::serenity_prelude as serenity;

/// Message content.
pub const CONTENT_MAX: usize = 2000;
/// Users in `allowed_mentions.users` (the list must also hold each id once).
pub const MENTIONS_MAX: usize = 100;
/// Component custom ids.
pub const CUSTOM_ID_MAX: usize = 100;
/// Autocomplete choices in one answer (also options per command and choices per option).
pub const CHOICES_MAX: usize = 25;
/// An autocomplete choice's name and string value.
pub const CHOICE_NAME_MAX: usize = 100;
pub const CHOICE_VALUE_MAX: usize = 100;
/// Action rows per message, buttons per row (a select menu fills a row alone).
pub const ACTION_ROWS_MAX: usize = 5;
pub const BUTTONS_PER_ROW: usize = 5;
pub const BUTTON_LABEL_MAX: usize = 80;
/// Select menus: options, the label, value and description of an option, the placeholder.
pub const SELECT_OPTIONS_MAX: usize = 25;
pub const SELECT_OPTION_TEXT_MAX: usize = 100;
pub const SELECT_PLACEHOLDER_MAX: usize = 150;
/// An attachment's size for a bot in a server without boosts (10 MiB).
pub const ATTACHMENT_MAX: usize = 10 * 1024 * 1024;
/// The story GIF attached to a game's last post: well under [`ATTACHMENT_MAX`], leaving
/// room for the board beside it and a phone's download.
pub const STORY_GIF_MAX: usize = ATTACHMENT_MAX * 4 / 5;
/// Embeds.
pub const EMBEDS_MAX: usize = 10;
pub const EMBED_TITLE_MAX: usize = 256;
pub const EMBED_DESCRIPTION_MAX: usize = 4096;
pub const EMBED_FIELDS_MAX: usize = 25;
pub const EMBED_FIELD_NAME_MAX: usize = 256;
pub const EMBED_FIELD_VALUE_MAX: usize = 1024;
pub const EMBED_FOOTER_MAX: usize = 2048;
pub const EMBED_AUTHOR_MAX: usize = 256;
/// The sum of every text of every embed of one message.
pub const EMBED_TOTAL_MAX: usize = 6000;

// ------------------------------------------------------------------------- mentions

/// The user ids mentioned in `text` (`<@id>` or `<@!id>`), in order of first mention, once
/// each.
pub fn mentioned_users(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for (start, end) in textfit::tokens(text) {
        let inner = &text[start + 1..end - 1];
        let Some(digits) = inner.strip_prefix("@!").or_else(|| inner.strip_prefix('@')) else {
            continue;
        };
        if let Ok(id) = digits.parse::<u64>() {
            if id != 0 && !out.contains(&id) && digits.bytes().all(|b| b.is_ascii_digit()) {
                out.push(id);
            }
        }
    }
    out
}

/// `ids` without zeros and repeats, in order, at most `max`.
fn unique(ids: impl IntoIterator<Item = u64>, max: usize) -> Vec<u64> {
    let mut out = Vec::new();
    for id in ids {
        if id != 0 && !out.contains(&id) && out.len() < max {
            out.push(id);
        }
    }
    out
}

/// Allowed mentions: exactly these users (unique, at most 100), never @everyone or roles.
pub fn allowed_mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(
        unique(users.iter().copied(), MENTIONS_MAX)
            .into_iter()
            .map(serenity::UserId::new),
    )
}

/// One message of a text that may need several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub content: String,
    /// The users this message pings: those asked for that it mentions, once each.
    pub ping: Vec<u64>,
}

/// A text and the users to ping, as messages that fit: the users the text does not already
/// mention are mentioned once in front, the text is split at line ends, and each message
/// pings the users it mentions (unique, at most 100). A blank text with nobody to ping gives
/// no message.
pub fn compose(text: &str, ping: &[u64]) -> Vec<Piece> {
    let wanted = unique(ping.iter().copied(), usize::MAX);
    let already = mentioned_users(text);
    let prefix: String = wanted
        .iter()
        .filter(|u| !already.contains(u))
        .map(|u| format!("<@{u}> "))
        .collect();
    textfit::split(&format!("{prefix}{text}"), CONTENT_MAX)
        .into_iter()
        .map(|content| {
            let ping = unique(
                mentioned_users(&content)
                    .into_iter()
                    .filter(|u| wanted.contains(u)),
                MENTIONS_MAX,
            );
            Piece { content, ping }
        })
        .collect()
}

/// Channel messages for a text and the users to ping (see [`compose`]).
pub fn channel_messages(text: &str, ping: &[u64]) -> Vec<serenity::CreateMessage> {
    compose(text, ping)
        .into_iter()
        .map(|p| {
            serenity::CreateMessage::new()
                .content(p.content)
                .allowed_mentions(allowed_mentions(&p.ping))
        })
        .collect()
}

/// The pieces of a private reply or direct message (nobody is pinged). Never empty: a blank
/// text gives one ellipsis, since an acknowledged interaction must be answered.
pub fn reply_pieces(text: &str) -> Vec<String> {
    let pieces = textfit::split(text, CONTENT_MAX);
    if pieces.is_empty() {
        vec![textfit::ELLIPSIS.to_string()]
    } else {
        pieces
    }
}

/// One message's worth of `text`, cut with an ellipsis if longer.
pub fn one_message(text: &str) -> String {
    reply_pieces(&textfit::truncate(text, CONTENT_MAX)).remove(0)
}

// ----------------------------------------------------------------------- components

/// A button before the limits are applied.
#[derive(Clone, Debug)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: serenity::ButtonStyle,
}

/// A string select menu before the limits are applied.
#[derive(Clone, Debug)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

#[derive(Clone, Debug)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
}

/// A label Discord accepts: cut to `max`, never empty.
fn label(text: &str, max: usize) -> String {
    let t = textfit::truncate(text.trim(), max);
    if t.is_empty() {
        textfit::ELLIPSIS.to_string()
    } else {
        t
    }
}

/// Action rows under Discord's limits: at most five rows, five buttons to a row, one select
/// menu per row with 1 to 25 options of unique values, every custom id at most 100
/// characters. What does not fit is left out (callers offer fewer choices at a time).
#[derive(Debug, Default)]
pub struct Components {
    rows: Vec<serenity::CreateActionRow>,
    /// Custom ids in use: Discord wants them unique within a message.
    ids: Vec<String>,
}

impl Components {
    pub fn new() -> Components {
        Components::default()
    }

    /// Rows still free.
    pub fn rows_left(&self) -> usize {
        ACTION_ROWS_MAX - self.rows.len()
    }

    /// Adds buttons, five to a row, as long as rows are free; returns how many were placed.
    /// A button whose custom id is too long or already used is skipped (a click could not
    /// name it).
    pub fn buttons(&mut self, buttons: impl IntoIterator<Item = Button>) -> usize {
        let mut made = Vec::new();
        for b in buttons {
            if made.len() == self.rows_left() * BUTTONS_PER_ROW {
                break;
            }
            if !self.claim_id(&b.custom_id) {
                continue;
            }
            made.push(
                serenity::CreateButton::new(b.custom_id)
                    .label(label(&b.label, BUTTON_LABEL_MAX))
                    .style(b.style),
            );
        }
        for chunk in made.chunks(BUTTONS_PER_ROW) {
            self.rows
                .push(serenity::CreateActionRow::Buttons(chunk.to_vec()));
        }
        made.len()
    }

    /// Takes `custom_id` for one component if it fits and is not yet used.
    fn claim_id(&mut self, custom_id: &str) -> bool {
        let ok = !custom_id.is_empty()
            && textfit::measure(custom_id) <= CUSTOM_ID_MAX
            && !self.ids.iter().any(|i| i == custom_id);
        if ok {
            self.ids.push(custom_id.to_string());
        }
        ok
    }

    /// Adds a select menu in a row of its own; false when no row is free, its custom id is
    /// too long, or no option has a usable value. Options beyond 25 and repeated values are
    /// left out.
    pub fn select(&mut self, select: Select) -> bool {
        if self.rows_left() == 0 || self.ids.contains(&select.custom_id) {
            return false;
        }
        let mut values: Vec<&str> = Vec::new();
        let mut options = Vec::new();
        for o in &select.options {
            let fits = !o.value.is_empty() && textfit::measure(&o.value) <= SELECT_OPTION_TEXT_MAX;
            if !fits || values.contains(&o.value.as_str()) {
                continue;
            }
            if options.len() == SELECT_OPTIONS_MAX {
                break;
            }
            values.push(&o.value);
            options.push(serenity::CreateSelectMenuOption::new(
                label(&o.label, SELECT_OPTION_TEXT_MAX),
                o.value.clone(),
            ));
        }
        if options.is_empty() || !self.claim_id(&select.custom_id) {
            return false;
        }
        let mut menu = serenity::CreateSelectMenu::new(
            select.custom_id,
            serenity::CreateSelectMenuKind::String { options },
        );
        if !select.placeholder.trim().is_empty() {
            menu = menu.placeholder(textfit::truncate(
                &select.placeholder,
                SELECT_PLACEHOLDER_MAX,
            ));
        }
        self.rows.push(serenity::CreateActionRow::SelectMenu(menu));
        true
    }

    pub fn into_rows(self) -> Vec<serenity::CreateActionRow> {
        self.rows
    }
}

// --------------------------------------------------------------------- autocomplete

/// An autocomplete answer: at most 25 choices, names cut to 100 characters (never empty),
/// and choices whose value is longer than 100 characters left out (a cut value would mean
/// something else).
pub fn autocomplete(
    choices: impl IntoIterator<Item = (String, String)>,
) -> serenity::CreateAutocompleteResponse {
    let choices = choices
        .into_iter()
        .filter(|(_, value)| textfit::measure(value) <= CHOICE_VALUE_MAX)
        .take(CHOICES_MAX)
        .map(|(name, value)| {
            let name = if name.trim().is_empty() {
                &value
            } else {
                &name
            };
            serenity::AutocompleteChoice::new(label(name, CHOICE_NAME_MAX), value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

// ---------------------------------------------------------------------------- embeds

/// An embed before the limits are applied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: Option<String>,
    pub description: Option<String>,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
    pub footer: Option<String>,
    /// 0xRRGGBB (a faction's colour).
    pub colour: Option<u32>,
    /// The file name of an attachment of the same message to show as the embed's image
    /// (`attachment://<name>`); left out unless the name is plain ASCII (letters, digits,
    /// `.`, `-`, `_`), as Discord needs to match it.
    pub image: Option<String>,
}

impl Embed {
    /// The sum Discord caps at 6,000.
    pub fn total(&self) -> usize {
        let m = |s: &Option<String>| s.as_deref().map_or(0, textfit::measure);
        m(&self.title)
            + m(&self.description)
            + m(&self.footer)
            + self
                .fields
                .iter()
                .map(|(n, v, _)| textfit::measure(n) + textfit::measure(v))
                .sum::<usize>()
    }

    /// The embed cut to Discord's limits: each text to its own limit (field names and
    /// values never empty), at most 25 fields, and a total of at most 6,000 (by shortening
    /// the description, then dropping fields from the end, then the footer).
    pub fn fit(&self) -> Embed {
        let cut = |s: &Option<String>, max| s.as_deref().map(|s| textfit::truncate(s, max));
        let mut e = Embed {
            title: cut(&self.title, EMBED_TITLE_MAX),
            description: cut(&self.description, EMBED_DESCRIPTION_MAX),
            fields: self
                .fields
                .iter()
                .take(EMBED_FIELDS_MAX)
                .map(|(n, v, inline)| {
                    (
                        label(n, EMBED_FIELD_NAME_MAX),
                        label(v, EMBED_FIELD_VALUE_MAX),
                        *inline,
                    )
                })
                .collect(),
            footer: cut(&self.footer, EMBED_FOOTER_MAX),
            colour: self.colour.map(|c| c & 0x00ff_ffff),
            image: self.image.clone().filter(|n| attachment_name_ok(n)),
        };
        if e.total() > EMBED_TOTAL_MAX {
            if let Some(d) = &e.description {
                let over = e.total() - EMBED_TOTAL_MAX;
                let keep = textfit::measure(d).saturating_sub(over);
                e.description = Some(textfit::truncate(d, keep)).filter(|d| !d.is_empty());
            }
        }
        while e.total() > EMBED_TOTAL_MAX && e.fields.pop().is_some() {}
        if e.total() > EMBED_TOTAL_MAX {
            e.footer = None;
        }
        e
    }

    /// The serenity builder of the fitted embed.
    pub fn build(&self) -> serenity::CreateEmbed {
        let e = self.fit();
        let mut out = serenity::CreateEmbed::new();
        if let Some(t) = e.title {
            out = out.title(t);
        }
        if let Some(d) = e.description {
            out = out.description(d);
        }
        out = out.fields(e.fields);
        if let Some(f) = e.footer {
            out = out.footer(serenity::CreateEmbedFooter::new(f));
        }
        if let Some(c) = e.colour {
            out = out.colour(c);
        }
        if let Some(name) = e.image {
            out = out.image(format!("attachment://{name}"));
        }
        out
    }
}

/// A file name an embed can point at with `attachment://`.
fn attachment_name_ok(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// The least room an embed's description keeps beside the card's title and fields: a
/// card too large for it loses fields, then its footer (never the narration).
const DESCRIPTION_ROOM_MIN: usize = 1000;

/// `<@a> <@b>`: each user once, at most 100.
pub fn mention_list(users: &[u64]) -> String {
    unique(users.iter().copied(), MENTIONS_MAX)
        .iter()
        .map(|u| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A public post as messages with embeds (issue 12): `lead` (the line that pings `ping`)
/// is the content of the first message, since mentions inside an embed never ping; the
/// `text` fills the embeds' descriptions, split at line ends so that each embed stays
/// within 4,096 characters and, with the card's title and fields, within the 6,000 a
/// message may carry; the card's title is on the first embed, its fields, footer and
/// image on the last, its colour on all. One embed per message, so the last message can
/// carry the image's attachment and the buttons.
pub fn embed_messages(
    lead: &str,
    ping: &[u64],
    text: &str,
    card: &Embed,
) -> Vec<serenity::CreateMessage> {
    let mut frame = Embed {
        description: None,
        ..card.clone()
    }
    .fit();
    while EMBED_TOTAL_MAX - frame.total() < DESCRIPTION_ROOM_MIN && frame.fields.pop().is_some() {}
    if EMBED_TOTAL_MAX - frame.total() < DESCRIPTION_ROOM_MIN {
        frame.footer = None;
    }
    let room = (EMBED_TOTAL_MAX - frame.total()).min(EMBED_DESCRIPTION_MAX);
    let mut pieces: Vec<Option<String>> =
        textfit::split(text, room).into_iter().map(Some).collect();
    if pieces.is_empty() {
        pieces.push(None);
    }
    let last = pieces.len() - 1;
    let mut lead_pieces = compose(lead, ping);
    let first_lead = if lead_pieces.is_empty() {
        None
    } else {
        Some(lead_pieces.remove(lead_pieces.len() - 1))
    };
    // A lead longer than one message (over ~90 mentions) goes first, alone.
    let mut out: Vec<serenity::CreateMessage> = lead_pieces
        .into_iter()
        .map(|p| {
            serenity::CreateMessage::new()
                .content(p.content)
                .allowed_mentions(allowed_mentions(&p.ping))
        })
        .collect();
    for (i, description) in pieces.into_iter().enumerate() {
        let mut embed = Embed {
            title: if i == 0 { frame.title.clone() } else { None },
            description,
            colour: frame.colour,
            ..Embed::default()
        };
        if i == last {
            embed.fields = frame.fields.clone();
            embed.footer = frame.footer.clone();
            embed.image = frame.image.clone();
        }
        if embed.total() == 0 {
            embed.description = Some(textfit::ELLIPSIS.to_string());
        }
        let mut m = serenity::CreateMessage::new().embed(embed.build());
        m = match (i, &first_lead) {
            (0, Some(p)) => m
                .content(p.content.clone())
                .allowed_mentions(allowed_mentions(&p.ping)),
            _ => m.allowed_mentions(allowed_mentions(&[])),
        };
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use fakecord::{OpenApi, ValidateOptions};
    use proptest::prelude::*;
    use serde_json::{json, Value};

    /// Validates a message body against Discord's description of `POST
    /// /channels/{id}/messages`, plus the limits the description leaves out.
    fn assert_valid_message(body: &Value) {
        let spec = OpenApi::bundled();
        if let Err(e) = spec.validate_request(
            "POST",
            "/api/v10/channels/1/messages",
            None,
            Some(body),
            ValidateOptions::discord_accepts(),
        ) {
            panic!("{e}\n{body}");
        }
        let content = body["content"].as_str().unwrap_or_default();
        assert!(textfit::measure(content) <= CONTENT_MAX);
        assert!(
            !content.trim().is_empty() || body.get("embeds").is_some(),
            "a blank message"
        );
        let users = body["allowed_mentions"]["users"].as_array().unwrap();
        let mut seen = Vec::new();
        for u in users {
            let id: u64 = u.as_str().unwrap().parse().unwrap();
            assert!(!seen.contains(&id), "{id} twice in allowed_mentions");
            assert!(
                mentioned_users(content).contains(&id),
                "{id} allowed but not mentioned"
            );
            seen.push(id);
        }
        assert!(seen.len() <= MENTIONS_MAX);
        assert_eq!(body["allowed_mentions"]["parse"], json!([]), "no @everyone");
    }

    #[test]
    fn one_person_with_two_seats_is_pinged_once() {
        // The bug of issue 9: the same id twice in the list and in the content.
        let pieces = compose("It is your turn.", &[7, 8, 7]);
        assert_eq!(pieces.len(), 1);
        assert_eq!(pieces[0].content, "<@7> <@8> It is your turn.");
        assert_eq!(pieces[0].ping, vec![7, 8]);
        // A user the text already mentions is not mentioned again in front.
        let pieces = compose("• <@7> (Ann): Workers\n• <@8> (Bo): Students", &[7, 8]);
        assert_eq!(pieces[0].content.matches("<@7>").count(), 1);
        assert_eq!(pieces[0].ping, vec![7, 8]);
        for m in channel_messages("x", &[7, 7]) {
            assert_valid_message(&serde_json::to_value(&m).unwrap());
        }
    }

    #[test]
    fn long_posts_are_split_and_each_piece_pings_its_own_mentions() {
        let text = format!("{}\n<@9> your turn", "line\n".repeat(600));
        let pieces = compose(&text, &[9]);
        assert!(pieces.len() > 1);
        assert!(pieces[..pieces.len() - 1].iter().all(|p| p.ping.is_empty()));
        assert_eq!(pieces.last().unwrap().ping, vec![9]);
    }

    #[test]
    fn components_keep_to_five_rows() {
        let mut c = Components::new();
        let buttons = (0..40).map(|i| Button {
            custom_id: format!("b{i}"),
            label: "x".repeat(200),
            style: serenity::ButtonStyle::Secondary,
        });
        assert_eq!(c.buttons(buttons), 25);
        assert!(!c.select(Select {
            custom_id: "s".into(),
            placeholder: String::new(),
            options: vec![SelectOption {
                label: "a".into(),
                value: "a".into()
            }],
        }));
        let rows = c.into_rows();
        let body = json!({"content": "menu", "components": rows});
        assert_valid_message(
            &json!({"content": "menu", "components": body["components"], "allowed_mentions": {"parse": [], "users": []}}),
        );
    }

    #[test]
    fn autocomplete_drops_long_values_and_cuts_names() {
        let r = autocomplete((0..40).map(|i| ("n".repeat(150), "v".repeat(90 + i))));
        let v = serde_json::to_value(&r).unwrap();
        let choices = v["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 11);
        assert!(choices
            .iter()
            .all(|c| c["name"].as_str().unwrap().chars().count() <= 100));
    }

    fn arb_text() -> impl Strategy<Value = String> {
        prop_oneof![
            any::<String>(),
            "([a-zé👍 ]{0,30}(\n|<@[0-9]{1,3}>|<@!?1[0-9]{17}>)?){0,150}",
        ]
    }

    /// A message with embeds: valid for the spec, within fakecord's embed limits (the
    /// 6,000 total, attachment names), pings only where the content mentions them.
    fn assert_valid_embed_message(body: &Value, files: &[String]) {
        assert_valid_message(body);
        let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
        if let Err(e) = fakecord::embeds::check(&embeds, files) {
            panic!("{e}\n{body}");
        }
    }

    fn hostile_card(name: &str) -> Embed {
        Embed {
            title: Some(name.repeat(40)),
            fields: (0..30)
                .map(|i| (name.repeat(i), name.repeat(100), true))
                .collect(),
            footer: Some(name.repeat(500)),
            colour: Some(0x1ff_ffff),
            image: Some("board-n2.png".into()),
            ..Embed::default()
        }
    }

    #[test]
    fn a_post_with_a_board_is_an_embed_and_pings_in_its_content() {
        let card = Embed {
            title: Some("Bloc by Bloc".into()),
            fields: vec![("Night".into(), "2".into(), true)],
            colour: Some(0xf7c515),
            image: Some("board.png".into()),
            ..Embed::default()
        };
        let text = "<@7> (Ann) ends the turn.\nThe police advance.";
        let messages = embed_messages("<@7> <@8>: your move", &[7, 8, 7], text, &card);
        assert_eq!(messages.len(), 1);
        let body = serde_json::to_value(&messages[0]).unwrap();
        assert_valid_embed_message(&body, &["board.png".into()]);
        assert_eq!(body["content"], json!("<@7> <@8>: your move"));
        assert_eq!(body["allowed_mentions"]["users"], json!(["7", "8"]));
        let e = &body["embeds"][0];
        assert_eq!(e["description"], json!(text));
        assert_eq!(e["image"]["url"], json!("attachment://board.png"));
        assert_eq!(e["color"], json!(0xf7c515));
        assert_eq!(e["fields"][0]["name"], json!("Night"));
        // A name Discord could not match is not pointed at.
        let odd = Embed {
            image: Some("board n2.png".into()),
            ..card
        };
        let body = serde_json::to_value(&embed_messages("", &[], "x", &odd)[0]).unwrap();
        assert!(body["embeds"][0].get("image").is_none(), "{body}");
    }

    #[test]
    fn a_hostile_long_name_cannot_push_an_embed_past_a_limit() {
        // The narration names the player a hundred times; the card repeats the name too.
        for name in ["x", "👍🏽", "é\u{301}", "<@123>", "a\n"] {
            let line = format!("**{}** moves.\n", name.repeat(300));
            let text = line.repeat(100);
            let messages = embed_messages("<@9>: go", &[9], &text, &hostile_card(name));
            assert!(messages.len() > 1);
            let last = messages.len() - 1;
            let mut told = String::new();
            for (i, m) in messages.iter().enumerate() {
                let body = serde_json::to_value(m).unwrap();
                assert_valid_embed_message(&body, &["board-n2.png".into()]);
                let e = &body["embeds"][0];
                assert_eq!(
                    e.get("image").is_some(),
                    i == last,
                    "{name}: image on the last"
                );
                assert_eq!(
                    e.get("fields")
                        .is_some_and(|f| f.as_array().is_some_and(|f| !f.is_empty())),
                    i == last
                );
                assert_eq!(
                    body["allowed_mentions"]["users"].as_array().unwrap().len(),
                    usize::from(i == 0)
                );
                assert!(e["color"].as_u64().unwrap() <= 0xff_ffff);
                told.push_str(e["description"].as_str().unwrap());
            }
            // Nothing of the narration is lost: the pieces hold every character but the
            // line ends they were split at.
            let kept = |s: &str| s.chars().filter(|c| !c.is_whitespace()).count();
            assert_eq!(kept(&told), kept(&text), "{name}");
        }
    }

    proptest! {
        // Each case validates up to a dozen messages against the spec: fewer cases.
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn every_embed_post_is_valid(
            text in arb_text(),
            lead in arb_text(),
            name in arb_text(),
            ping in proptest::collection::vec(1u64..200, 0..120),
            repeat in 1usize..8,
        ) {
            let text = text.repeat(repeat);
            for m in embed_messages(&lead, &ping, &text, &hostile_card(&name)) {
                let body = serde_json::to_value(&m).unwrap();
                prop_assert!(body["embeds"].as_array().is_none_or(|e| e.len() <= 1));
                assert_valid_embed_message(&body, &["board-n2.png".into()]);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn every_channel_message_is_valid(
            text in arb_text(),
            ping in proptest::collection::vec(prop_oneof![1u64..5, 100_000_000_000_000_000u64..100_000_000_000_000_004], 0..150),
            repeat in 1usize..4,
        ) {
            let text = text.repeat(repeat);
            for m in channel_messages(&text, &ping) {
                assert_valid_message(&serde_json::to_value(&m).unwrap());
            }
            // Each user asked for is pinged in some message, unless more than 100 were asked.
            let pieces = compose(&text, &ping);
            let wanted = unique(ping.iter().copied(), usize::MAX);
            if wanted.len() <= MENTIONS_MAX {
                for u in &wanted {
                    prop_assert!(pieces.iter().any(|p| p.ping.contains(u)), "{u} not pinged");
                }
            }
            // The text's own mentions are not repeated by the ping prefix.
            for u in mentioned_users(&text) {
                let before = text.matches(&format!("<@{u}>")).count();
                let after: usize = pieces.iter().map(|p| p.content.matches(&format!("<@{u}>")).count()).sum();
                prop_assert!(after <= before.max(1));
            }
        }

        #[test]
        fn replies_fit(text in arb_text(), repeat in 1usize..30) {
            let text = text.repeat(repeat);
            for p in reply_pieces(&text) {
                prop_assert!(textfit::measure(&p) <= CONTENT_MAX && !p.trim().is_empty());
            }
            let one = one_message(&text);
            prop_assert!(textfit::measure(&one) <= CONTENT_MAX && !one.trim().is_empty());
        }

        #[test]
        fn menus_fit(
            labels in proptest::collection::vec(arb_text(), 0..60),
            ids in proptest::collection::vec("[a-z:0-9]{0,120}", 0..60),
            selects in proptest::collection::vec((arb_text(), 0usize..40), 0..7),
        ) {
            let mut c = Components::new();
            c.buttons(labels.iter().zip(&ids).map(|(l, id)| Button {
                custom_id: id.clone(),
                label: l.clone(),
                style: serenity::ButtonStyle::Primary,
            }));
            for (i, (placeholder, n)) in selects.iter().enumerate() {
                c.select(Select {
                    custom_id: format!("sel:{i}"),
                    placeholder: placeholder.clone(),
                    options: labels.iter().cycle().take(*n).enumerate().map(|(k, l)| SelectOption {
                        label: l.clone(),
                        value: (k % 30).to_string(),
                    }).collect(),
                });
            }
            let rows = c.into_rows();
            prop_assert!(rows.len() <= ACTION_ROWS_MAX);
            let body = json!({"content": "menu", "components": rows, "allowed_mentions": {"parse": [], "users": []}});
            assert_valid_message(&body);
            let mut ids = Vec::new();
            for row in body["components"].as_array().unwrap() {
                let inner = row["components"].as_array().unwrap();
                prop_assert!(!inner.is_empty() && inner.len() <= BUTTONS_PER_ROW);
                for comp in inner {
                    let id = comp["custom_id"].as_str().unwrap();
                    prop_assert!(!id.is_empty() && textfit::measure(id) <= CUSTOM_ID_MAX);
                    prop_assert!(!ids.contains(&id), "custom id {} twice", id);
                    ids.push(id);
                    if let Some(options) = comp["options"].as_array() {
                        prop_assert!(inner.len() == 1 && !options.is_empty() && options.len() <= SELECT_OPTIONS_MAX);
                        let mut values: Vec<&str> = options.iter().map(|o| o["value"].as_str().unwrap()).collect();
                        values.sort_unstable();
                        values.dedup();
                        prop_assert_eq!(values.len(), options.len(), "repeated values");
                    }
                }
            }
        }

        #[test]
        fn autocomplete_answers_fit(choices in proptest::collection::vec((arb_text(), "[ -~]{0,130}"), 0..60)) {
            let r = autocomplete(choices);
            let body = json!({"type": 8, "data": r});
            let spec = OpenApi::bundled();
            if let Err(e) = spec.validate_request("POST", "/api/v10/interactions/1/t/callback", None, Some(&body), ValidateOptions::discord_accepts()) {
                panic!("{e}\n{body}");
            }
            let choices = body["data"]["choices"].as_array().unwrap();
            prop_assert!(choices.len() <= CHOICES_MAX);
            for c in choices {
                let name = c["name"].as_str().unwrap();
                prop_assert!(!name.is_empty() && textfit::measure(name) <= CHOICE_NAME_MAX);
                prop_assert!(textfit::measure(c["value"].as_str().unwrap()) <= CHOICE_VALUE_MAX);
            }
        }

        #[test]
        fn embeds_fit(
            title in proptest::option::of(arb_text()),
            description in proptest::option::of(arb_text()),
            fields in proptest::collection::vec((arb_text(), arb_text(), any::<bool>()), 0..40),
            footer in proptest::option::of(arb_text()),
            repeat in 1usize..12,
        ) {
            let e = Embed {
                title,
                description: description.map(|d| d.repeat(repeat)),
                fields: fields.into_iter().map(|(n, v, i)| (n, v.repeat(repeat), i)).collect(),
                footer,
                ..Embed::default()
            };
            let fitted = e.fit();
            prop_assert!(fitted.total() <= EMBED_TOTAL_MAX);
            prop_assert!(fitted.fields.len() <= EMBED_FIELDS_MAX);
            let body = json!({"content": "x", "embeds": [e.build()], "allowed_mentions": {"parse": [], "users": []}});
            assert_valid_message(&body);
            let built = &body["embeds"][0];
            for (key, max) in [("title", EMBED_TITLE_MAX), ("description", EMBED_DESCRIPTION_MAX)] {
                if let Some(s) = built[key].as_str() {
                    prop_assert!(textfit::measure(s) <= max);
                }
            }
            for f in built["fields"].as_array().into_iter().flatten() {
                let (n, v) = (f["name"].as_str().unwrap(), f["value"].as_str().unwrap());
                prop_assert!(!n.is_empty() && textfit::measure(n) <= EMBED_FIELD_NAME_MAX);
                prop_assert!(!v.is_empty() && textfit::measure(v) <= EMBED_FIELD_VALUE_MAX);
            }
        }
    }
}
