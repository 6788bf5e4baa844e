//! `/rules [topic]` and "why?": the project's own short summary of each rule area, per
//! ruleset, with its rule ids and a link to the publisher's rulebook (issue 12). The texts
//! live in the catalogs (`rules-<ruleset>-<topic>`); this module says which topics a
//! ruleset has, which topic a rule id belongs to, and puts a summary together.

use crate::i18n::Catalog;
use crate::t;
use engine::RulesetKey;

/// The rule areas of a ruleset, in the order a new player meets them.
pub fn topics(ruleset: RulesetKey) -> &'static [&'static str] {
    match ruleset {
        RulesetKey::Bxb2016 => &[
            "turn",
            "movement",
            "clashes",
            "barricades",
            "loot",
            "occupations",
            "police",
            "sunrise",
            "liberation",
            "winning",
        ],
        RulesetKey::Uprising => &[
            "turn",
            "movement",
            "clashes",
            "barricades",
            "loot",
            "occupations",
            "police",
            "sunrise",
            "liberation",
            "meeting",
            "winning",
        ],
    }
}

/// The topic a rule id belongs to (`R-MOVE-3` → `movement`, `U-REACT-2` → `sunrise`), by
/// its family; `None` for families no topic covers (setup, data).
pub fn topic_of_rule(ruleset: RulesetKey, rule: &str) -> Option<&'static str> {
    let family = rule.split('-').nth(1)?;
    let topic = match (ruleset, family) {
        (RulesetKey::Bxb2016, "NIGHT" | "TURN" | "ACT" | "STOP" | "XCHG" | "LCARD") => "turn",
        (RulesetKey::Bxb2016, "MOVE") => "movement",
        (RulesetKey::Bxb2016, "ATK" | "REACT") => "clashes",
        (RulesetKey::Bxb2016, "BARR") => "barricades",
        (RulesetKey::Bxb2016, "LOOT") => "loot",
        (RulesetKey::Bxb2016, "BUILD" | "SWAP" | "OCC") => "occupations",
        (RulesetKey::Bxb2016, "POL" | "MORALE") => "police",
        (RulesetKey::Bxb2016, "REP") => "sunrise",
        (RulesetKey::Bxb2016, "LIB" | "MANI") => "liberation",
        (RulesetKey::Bxb2016, "END" | "WIN" | "AGD" | "SCN") => "winning",
        (RulesetKey::Uprising, "NIGHT" | "DICE" | "ACT" | "FAC" | "LCARD" | "FLOW") => "turn",
        (RulesetKey::Uprising, "MOVE") => "movement",
        (RulesetKey::Uprising, "ATK") => "clashes",
        (RulesetKey::Uprising, "BAR") => "barricades",
        (RulesetKey::Uprising, "LOOT") => "loot",
        (RulesetKey::Uprising, "OCC") => "occupations",
        (RulesetKey::Uprising, "OPS" | "MOR" | "PRIO") => "police",
        (RulesetKey::Uprising, "DAY" | "REACT" | "VAN") => "sunrise",
        (RulesetKey::Uprising, "LIB") => "liberation",
        (RulesetKey::Uprising, "MEET" | "AG" | "COND") => "meeting",
        (RulesetKey::Uprising, "WIN" | "LOSE" | "CD" | "SEMI") => "winning",
        _ => return None,
    };
    Some(topic)
}

/// The ruleset a rule id is from: `U-*` are Uprising's, the rest 2016's.
pub fn ruleset_of_rule(rule: &str) -> RulesetKey {
    if rule.starts_with("U-") {
        RulesetKey::Uprising
    } else {
        RulesetKey::Bxb2016
    }
}

/// The summary of `topic` for `ruleset`: a heading, the text and the rulebook link; `None`
/// for a topic the ruleset does not have. Within one Discord message (a test checks).
pub fn summary(c: &Catalog, ruleset: RulesetKey, topic: &str) -> Option<String> {
    let topic = topics(ruleset).iter().find(|t| **t == topic)?;
    let body_id = format!("rules-{}-{topic}", ruleset.as_str());
    let title_id = format!("rules-title-{topic}");
    let mut body = c.tr(&body_id, &[]);
    if *topic == "occupations" {
        body.push('\n');
        body.push_str(&abilities(c, ruleset));
    }
    Some(format!(
        "📖 **{}** — {}\n{}\n{}",
        c.tr(&title_id, &[]),
        c.tr(&format!("token-{}", ruleset.as_str()), &[]),
        body,
        rulebook_line(c, ruleset)
    ))
}

/// Every occupation of `ruleset` with what it does (issue 37).
fn abilities(c: &Catalog, ruleset: RulesetKey) -> String {
    let line =
        |name: String, ability: String| t!(c, "rules-ability-line", name = name, ability = ability);
    let lines: Vec<String> = match ruleset {
        RulesetKey::Bxb2016 => engine::Occupation::ALL
            .into_iter()
            .map(|o| {
                line(
                    super::text::bxb2016::occupation_name(c, o),
                    super::text::bxb2016::occupation_ability(c, o),
                )
            })
            .collect(),
        RulesetKey::Uprising => engine::uprising::OccKind::ALL
            .into_iter()
            .map(|k| {
                line(
                    super::text::uprising::occupation_name(c, k),
                    super::text::uprising::occupation_ability(c, k),
                )
            })
            .collect(),
    };
    let mut out = t!(c, "rules-abilities-heading");
    for l in lines {
        out.push_str("\n• ");
        out.push_str(&l);
    }
    out
}

/// The list of topics of `ruleset`, for `/rules` without a topic and `help` in local mode.
pub fn index(c: &Catalog, ruleset: RulesetKey) -> String {
    let mut lines = vec![t!(
        c,
        "rules-index",
        ruleset = c.tr(&format!("token-{}", ruleset.as_str()), &[])
    )];
    for topic in topics(ruleset) {
        lines.push(format!(
            "• `{topic}`: {}",
            c.tr(&format!("rules-title-{topic}"), &[])
        ));
    }
    lines.push(rulebook_line(c, ruleset));
    lines.join("\n")
}

/// The answer to "why?" under a refusal: the rule id and the summary of its area, or the
/// list of topics when no topic covers the rule (setup).
pub fn why(c: &Catalog, rule: &str) -> String {
    let ruleset = ruleset_of_rule(rule);
    let summary = topic_of_rule(ruleset, rule)
        .and_then(|topic| summary(c, ruleset, topic))
        .unwrap_or_else(|| index(c, ruleset));
    t!(c, "rules-why", rule = rule, summary = summary)
}

fn rulebook_line(c: &Catalog, ruleset: RulesetKey) -> String {
    t!(
        c,
        "rules-rulebook",
        url = match ruleset {
            RulesetKey::Bxb2016 | RulesetKey::Uprising => "https://outofordergames.com",
        }
    )
}

/// The custom id of the "why?" button under a refusal naming `rule` (at most 100
/// characters: rule ids are short, and a longer one gets no button).
pub fn why_button_id(rule: &str) -> Option<String> {
    let id = format!("bb:why:{rule}");
    (id.len() <= 100
        && rule
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '-'))
    .then_some(id)
}

/// The rule id a "why?" button carries, if `custom_id` is one.
pub fn parse_why_button(custom_id: &str) -> Option<&str> {
    custom_id
        .strip_prefix("bb:why:")
        .filter(|r| !r.is_empty() && r.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-'))
}

/// The rule a refusal names, for its "why?" button.
pub fn refusal_rule(e: &super::ServiceError) -> Option<&'static str> {
    use engine::Explain;
    match e {
        super::ServiceError::Rules(e, _) => e.rule(),
        super::ServiceError::Ruleset(e) => e.rule(),
        _ => None,
    }
}

impl super::GameService {
    /// `/rules [topic]`: the summary of `topic` (or the list of topics) for `ruleset`, else
    /// for the game in `place`, else for the 2016 rules. An unknown topic gets the list.
    pub fn rules(
        &self,
        place: crate::store::Place,
        topic: Option<&str>,
        ruleset: Option<RulesetKey>,
    ) -> super::ServiceResult<String> {
        let c = self.catalog;
        let ruleset = match ruleset {
            Some(r) => r,
            None => match self.store.open_game_in(place.channel)? {
                Some(row) => row.ruleset,
                None => self
                    .store
                    .latest_game_in(place.channel)?
                    .map_or(RulesetKey::Bxb2016, |row| row.ruleset),
            },
        };
        let topic = topic.map(|t| t.trim().to_lowercase());
        Ok(match topic.as_deref() {
            None | Some("") => index(c, ruleset),
            Some(t) => summary(c, ruleset, t).unwrap_or_else(|| {
                t!(
                    c,
                    "rules-unknown-topic",
                    topic = super::echo(t, super::ECHO_MAX),
                    index = index(c, ruleset)
                )
            }),
        })
    }
}
