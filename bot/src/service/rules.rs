//! `/rules [topic]` and "why?": the project's own short summary of each rule area, per
//! ruleset, with its rule ids and a link to the publisher's rulebook (issue 12). The texts
//! live in the catalogs (`rules-<ruleset>-<topic>`); this module says which topics a
//! ruleset has, which topic a rule id belongs to, and puts a summary together.

use crate::i18n::Catalog;
use crate::t;
use engine::RulesetKey;

pub use crate::rulesets::{ruleset_of_rule, topic_of_rule, topics};

/// The summary of `topic` for `ruleset`: a heading, the text and the rulebook link; `None`
/// for a topic the ruleset does not have. Within one Discord message (a test checks).
pub fn summary(c: &Catalog, ruleset: RulesetKey, topic: &str) -> Option<String> {
    let topic = topics(ruleset).iter().find(|t| **t == topic)?;
    let body_id = format!("rules-{}-{topic}", ruleset.as_str());
    let title_id = format!("rules-title-{topic}");
    let mut body = c.tr(&body_id, &[]);
    if let Some(extra) = crate::rulesets::topic_extra(c, ruleset, topic) {
        body.push('\n');
        body.push_str(&extra);
    }
    Some(format!(
        "📖 **{}** — {}\n{}\n{}",
        c.tr(&title_id, &[]),
        c.tr(&format!("token-{}", ruleset.as_str()), &[]),
        body,
        rulebook_line(c, ruleset)
    ))
}

/// A list of named abilities (each occupation's, issue 37) under its heading.
pub fn ability_list(c: &Catalog, abilities: impl IntoIterator<Item = (String, String)>) -> String {
    let mut out = t!(c, "rules-abilities-heading");
    for (name, ability) in abilities {
        out.push_str("\n• ");
        out.push_str(&t!(c, "rules-ability-line", name = name, ability = ability));
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
    crate::rulesets::rulebook_line(c, ruleset)
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
                    .map_or(RulesetKey::default(), |row| row.ruleset),
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
