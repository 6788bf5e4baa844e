//! `/rules` (issue 12): every topic of every ruleset has its summary in both catalogs,
//! with rule ids of its ruleset, within one Discord message; refusals' rule ids lead to a
//! topic; the "why?" button's id stays within Discord's 100 characters.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::rules::{self, topics};
use engine::RulesetKey;

const DISCORD_MESSAGE_MAX: usize = 2000;

#[test]
fn every_topic_fits_one_message_in_both_languages() {
    for tag in ["en-US", "fr"] {
        let c = Catalog::for_locale(tag);
        for ruleset in RulesetKey::ALL {
            let prefix = format!("({}", bot::rulesets::rule_prefix(ruleset));
            for topic in topics(ruleset) {
                let text = rules::summary(c, ruleset, topic).unwrap();
                let n = text.chars().count();
                assert!(n <= DISCORD_MESSAGE_MAX, "{tag} {ruleset} {topic}: {n}");
                assert!(
                    text.contains(&prefix),
                    "{tag} {ruleset} {topic} cites no rule"
                );
                assert!(
                    text.contains(&bot::rulesets::rulebook_line(c, ruleset)),
                    "{tag} {ruleset} {topic}: no way to the full rules"
                );
                // No catalog id shows through (a missing message prints its id).
                assert!(!text.contains("rules-"), "{tag} {ruleset} {topic}: {text}");
            }
            let index = rules::index(c, ruleset);
            assert!(index.chars().count() <= DISCORD_MESSAGE_MAX);
            for topic in topics(ruleset) {
                assert!(index.contains(&format!("`{topic}`")));
            }
        }
    }
}

/// The topics the issue names are there for both Bloc by Bloc rulesets, with the link to
/// the publisher's rulebook.
#[test]
fn the_named_rule_areas_are_covered() {
    for ruleset in [RulesetKey::Bxb2016, RulesetKey::Uprising] {
        let text = rules::summary(Catalog::english(), ruleset, "movement").unwrap();
        assert!(text.contains("https://"), "{ruleset}: no link");
        for topic in [
            "setup",
            "movement",
            "clashes",
            "barricades",
            "loot",
            "occupations",
            "police",
            "sunrise",
            "liberation",
            "winning",
        ] {
            assert!(topics(ruleset).contains(&topic), "{ruleset}: {topic}");
        }
    }
    assert!(rules::summary(Catalog::english(), RulesetKey::Bxb2016, "meeting").is_none());
}

/// "why?": a refusal's rule id finds the summary of its area, of its own ruleset.
#[test]
fn why_leads_from_a_rule_to_its_topic() {
    let c = Catalog::english();
    for (rule, topic) in [
        ("R-MOVE-3", "movement"),
        ("R-ATK-3", "clashes"),
        ("R-BARR-3", "barricades"),
        ("R-LOOT-1", "loot"),
        ("R-BUILD-2", "occupations"),
        ("R-REP-4", "sunrise"),
        ("R-LIB-2", "liberation"),
        ("R-WIN-1", "winning"),
        ("U-MEET-1", "meeting"),
        ("U-VAN-4", "sunrise"),
        // Issue 37: the setup's refusals (a Start district) have their topic too.
        ("R-SETUP-10", "setup"),
        ("R-MODE-5", "setup"),
        ("U-SETUP-10", "setup"),
    ] {
        let ruleset = rules::ruleset_of_rule(rule);
        assert_eq!(rules::topic_of_rule(ruleset, rule), Some(topic), "{rule}");
        let why = rules::why(c, rule);
        assert!(why.contains(rule), "{why}");
        assert!(why.chars().count() <= DISCORD_MESSAGE_MAX, "{rule}");
    }
    let uprising = rules::why(c, "U-MOVE-3");
    assert!(uprising.contains("Uprising"), "{uprising}");
    // A rule no topic covers gets the list of topics.
    assert!(rules::why(c, "R-META-1").contains("`movement`"));
    let id = rules::why_button_id("R-MOVE-3").unwrap();
    assert_eq!(rules::parse_why_button(&id), Some("R-MOVE-3"));
    assert!(rules::why_button_id(&"R-".repeat(60)).is_none());
    assert!(rules::parse_why_button("bb:why:<@1>").is_none());
}

/// Issue 37: `/rules occupations` says what every occupation does, in both languages, by
/// its name as the menus write it; a missing text would show its catalog id.
#[test]
fn the_occupations_topic_says_what_each_occupation_does() {
    for tag in ["en-US", "fr"] {
        let c = Catalog::for_locale(tag);
        let text = rules::summary(c, RulesetKey::Bxb2016, "occupations").unwrap();
        for o in engine::Occupation::ALL {
            let name = bot::rulesets::bxb2016::text::occupation_name(c, o);
            assert!(text.contains(&format!("**{name}**")), "{tag}: {name}");
        }
        assert_eq!(text.matches("\n• ").count(), engine::Occupation::ALL.len());
        let up = rules::summary(c, RulesetKey::Uprising, "occupations").unwrap();
        assert_eq!(
            up.matches("\n• ").count(),
            engine::uprising::OccKind::ALL.len()
        );
        for t in [&text, &up] {
            assert!(!t.contains("-ability-"), "{tag}: {t}");
        }
    }
    let en = rules::summary(Catalog::english(), RulesetKey::Bxb2016, "occupations").unwrap();
    assert!(
        en.contains("**Hacker Space**: Spend any die: draw 2 loot cards"),
        "{en}"
    );
}
