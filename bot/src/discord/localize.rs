//! Discord's localizations of the slash commands, generated at start-up from the catalogs
//! (`bot/locales/<tag>/commands.ftl`), as poise's `fluent_localization` example does:
//! each command, option and choice has one message whose value is its name (for choices,
//! its label) and whose `.description` attribute is its description. English is the
//! default Discord shows, written once, in the commands' code (the English catalog only
//! names them, so that every language has the same ids); every other embedded locale that
//! Discord knows becomes a `name_localizations` / `description_localizations` entry. A
//! translation that is missing is left out (Discord then shows English), never filled
//! with English.
//!
//! Ids: `cmd-<qualified name>` for commands (`cmd-game-create`), `opt-<command>-<option>`
//! for options (`opt-game-create-players`), `choice-<label>` for choices
//! (`choice-semi-cooperative-agendas`), every run of other characters as one dash.

use super::{Data, Error};
use crate::i18n::{Catalog, FALLBACK};
use std::borrow::Cow;

/// The locales Discord accepts as keys of its localizations (its documentation's list).
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A catalog id from a command path or a choice label: lowercase ASCII letters and
/// digits, every other run of characters one dash.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

fn command_id(qualified_name: &str) -> String {
    format!("cmd-{}", slug(qualified_name))
}

fn option_id(qualified_name: &str, option: &str) -> String {
    format!("opt-{}-{}", slug(qualified_name), slug(option))
}

fn choice_id(label: &str) -> String {
    format!("choice-{}", slug(label))
}

/// The catalogs that localize the commands: every embedded locale but English that
/// Discord knows, with its Discord locale key.
fn translations() -> Vec<(&'static str, &'static Catalog)> {
    Catalog::locales()
        .filter(|tag| *tag != FALLBACK && DISCORD_LOCALES.contains(tag))
        .map(|tag| (tag, Catalog::for_locale(tag)))
        .collect()
}

fn push(
    list: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>,
    key: &str,
    text: String,
) {
    list.to_mut()
        .push((Cow::Owned(key.to_string()), Cow::Owned(text)));
}

/// Adds every other language's names and descriptions to the commands.
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    // Subcommands' ids are their whole path (`game create`), which poise fills in only
    // when the framework is built.
    poise::framework::set_qualified_names(commands);
    let others = translations();
    for command in commands {
        localize_command(command, &others);
    }
}

fn localize_command(
    command: &mut poise::Command<Data, Error>,
    others: &[(&'static str, &'static Catalog)],
) {
    let id = command_id(&command.qualified_name);
    for (locale, catalog) in others {
        if let Some(name) = catalog.own(&id, None) {
            push(&mut command.name_localizations, locale, name);
        }
        if let Some(text) = catalog.own(&id, Some("description")) {
            push(&mut command.description_localizations, locale, text);
        }
    }
    let qualified = command.qualified_name.to_string();
    for parameter in &mut command.parameters {
        let id = option_id(&qualified, &parameter.name);
        for (locale, catalog) in others {
            if let Some(name) = catalog.own(&id, None) {
                push(&mut parameter.name_localizations, locale, name);
            }
            if let Some(text) = catalog.own(&id, Some("description")) {
                push(&mut parameter.description_localizations, locale, text);
            }
        }
        for choice in parameter.choices.to_mut() {
            let id = choice_id(&choice.name);
            for (locale, catalog) in others {
                if let Some(label) = catalog.own(&id, None) {
                    push(&mut choice.localizations, locale, label);
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        localize_command(sub, others);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn localized() -> Vec<poise::Command<Data, Error>> {
        let mut commands = super::super::commands::all();
        localize(&mut commands);
        commands
    }

    /// Every command, option and choice, with its catalog id: (id, kind, English name).
    fn every_entry(
        commands: &[poise::Command<Data, Error>],
        out: &mut Vec<(String, &'static str, String)>,
    ) {
        for c in commands {
            out.push((command_id(&c.qualified_name), "command", c.name.to_string()));
            for p in &c.parameters {
                out.push((
                    option_id(&c.qualified_name, &p.name),
                    "option",
                    p.name.to_string(),
                ));
                for choice in p.choices.iter() {
                    out.push((choice_id(&choice.name), "choice", choice.name.to_string()));
                }
            }
            every_entry(&c.subcommands, out);
        }
    }

    /// Discord's rule for command and option names (its documentation's regex
    /// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lowercase where a letter has case).
    fn valid_name(name: &str) -> bool {
        let count = name.chars().count();
        (1..=32).contains(&count)
            && name
                .chars()
                .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
            && name.chars().all(|c| !c.is_uppercase())
    }

    /// The spec's bounds (`discord-api-spec/openapi.json`): names 1-32 characters,
    /// descriptions and choice labels 1-100.
    fn spec_bounds() -> (usize, usize) {
        let spec: serde_json::Value =
            serde_json::from_str(fakecord::openapi::BUNDLED_SPEC).unwrap();
        let option = &spec["components"]["schemas"]["ApplicationCommandStringOption"]["properties"];
        let name = option["name_localizations"]["additionalProperties"]["maxLength"]
            .as_u64()
            .unwrap() as usize;
        let description = option["description_localizations"]["additionalProperties"]["maxLength"]
            .as_u64()
            .unwrap() as usize;
        (name, description)
    }

    /// Issue 13: every command, option and choice is in every catalog (English names, and
    /// French names, descriptions and labels), and every generated name is one Discord
    /// accepts; no two siblings share a localized name.
    #[test]
    fn every_command_is_localized_with_valid_names() {
        let (name_max, text_max) = spec_bounds();
        let commands = localized();
        let mut entries = Vec::new();
        every_entry(&commands, &mut entries);
        assert!(entries.len() > 50, "only {} entries", entries.len());
        let mut problems = Vec::new();
        for tag in Catalog::locales() {
            let catalog = Catalog::for_locale(tag);
            for (id, kind, english) in &entries {
                match catalog.own(id, None) {
                    None => problems.push(format!("{tag} {id}: missing")),
                    Some(name) if *kind != "choice" && !valid_name(&name) => {
                        problems.push(format!("{tag} {id}: {name:?} is no valid name"))
                    }
                    Some(name) if *kind != "choice" && name.chars().count() > name_max => {
                        problems.push(format!("{tag} {id}: {name:?} too long"))
                    }
                    Some(label) if label.is_empty() || label.chars().count() > text_max => {
                        problems.push(format!("{tag} {id}: label {label:?}"))
                    }
                    // English names are the code's: the catalog must agree with them.
                    Some(name) if tag == FALLBACK && name != *english => problems.push(format!(
                        "{tag} {id}: {name:?}, the command says {english:?}"
                    )),
                    Some(_) => {}
                }
                if *kind != "choice" && tag != FALLBACK {
                    match catalog.own(id, Some("description")) {
                        Some(d) if !d.is_empty() && d.chars().count() <= text_max => {}
                        other => problems.push(format!("{tag} {id}.description: {other:?}")),
                    }
                }
            }
        }
        problems.sort();
        problems.dedup();
        assert!(problems.is_empty(), "{}", problems.join("\n"));

        // Localized names are unique among siblings (Discord refuses duplicates).
        fn unique(commands: &[poise::Command<Data, Error>], problems: &mut Vec<String>) {
            let mut seen = std::collections::HashSet::new();
            for c in commands {
                for (locale, name) in c.name_localizations.iter() {
                    if !seen.insert((locale.to_string(), name.to_string())) {
                        problems.push(format!("{locale}: {name} twice"));
                    }
                }
                let mut options = std::collections::HashSet::new();
                for p in &c.parameters {
                    for (locale, name) in p.name_localizations.iter() {
                        if !options.insert((locale.to_string(), name.to_string())) {
                            problems.push(format!("{} {locale}: {name} twice", c.qualified_name));
                        }
                    }
                }
                unique(&c.subcommands, problems);
            }
        }
        unique(&commands, &mut problems);
        assert!(problems.is_empty(), "{}", problems.join("\n"));

        // What Discord receives: French localizations on a command, an option and a choice.
        let game = commands.iter().find(|c| c.name == "game").unwrap();
        let game = serde_json::to_value(game.create_as_slash_command().unwrap()).unwrap();
        assert!(
            game["description_localizations"]["fr"].is_string(),
            "{game}"
        );
        let json = game["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "create")
            .unwrap();
        assert!(json["name_localizations"]["fr"].is_string(), "{json}");
        assert!(
            json["description_localizations"]["fr"].is_string(),
            "{json}"
        );
        let players = &json["options"][0];
        assert!(players["name_localizations"]["fr"].is_string(), "{players}");
        let mode = json["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "mode")
            .unwrap();
        assert!(
            mode["choices"][0]["name_localizations"]["fr"].is_string(),
            "{mode}"
        );
    }

    /// Discord shows command and option descriptions as plain text: a backtick there is
    /// shown as it is (issue 37), in every language.
    #[test]
    fn descriptions_carry_no_markdown() {
        fn check(commands: &[poise::Command<Data, Error>], problems: &mut Vec<String>) {
            for c in commands {
                let mut texts: Vec<String> = c.description.iter().map(|d| d.to_string()).collect();
                texts.extend(
                    c.description_localizations
                        .iter()
                        .map(|(_, d)| d.to_string()),
                );
                for p in &c.parameters {
                    texts.extend(p.description.iter().map(|d| d.to_string()));
                    texts.extend(
                        p.description_localizations
                            .iter()
                            .map(|(_, d)| d.to_string()),
                    );
                }
                for text in texts {
                    if text.contains('`') || text.contains("**") {
                        problems.push(format!("{}: {text}", c.qualified_name));
                    }
                }
                check(&c.subcommands, problems);
            }
        }
        let mut problems = Vec::new();
        check(&localized(), &mut problems);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn slugs_are_catalog_ids() {
        assert_eq!(slug("game create"), "game-create");
        assert_eq!(
            slug("semi-cooperative (agendas)"),
            "semi-cooperative-agendas"
        );
        assert_eq!(
            slug("none (wait as long as it takes)"),
            "none-wait-as-long-as-it-takes"
        );
        assert_eq!(slug("Français"), "fran-ais");
        assert_eq!(slug("end_actions"), "end-actions");
    }
}
