//! `/rules [topic] [ruleset]` and the "why?" button under refusals (issue 12): the
//! project's summaries from `service::rules`, always private to the asker.

use super::{limits, place_of, Context, Data, Error};
use crate::service::rules;
use crate::store::UserId;
use engine::RulesetKey;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// The topics of both rulesets, once each, that contain what was typed.
async fn ac_topic(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_lowercase();
    let mut seen: Vec<&str> = Vec::new();
    for r in RulesetKey::ALL {
        for t in rules::topics(r) {
            if t.contains(&typed) && !seen.contains(t) {
                seen.push(t);
            }
        }
    }
    limits::autocomplete(seen.into_iter().map(|t| (t.to_string(), t.to_string())))
}

async fn ac_rules_ruleset(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_lowercase();
    limits::autocomplete(
        RulesetKey::ALL
            .into_iter()
            .filter(|r| r.as_str().contains(&typed))
            .map(|r| (r.as_str().to_string(), r.as_str().to_string())),
    )
}

/// The rules in short: a topic (movement, clashes, police, sunrise...) or the list.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "movement, clashes, barricades, loot, occupations, police, sunrise..."]
    #[autocomplete = "ac_topic"]
    topic: Option<String>,
    #[description = "Which game's rules (default: this channel's game)"]
    #[autocomplete = "ac_rules_ruleset"]
    ruleset: Option<String>,
) -> Result<(), Error> {
    let place = place_of(ctx);
    ctx.data().service.allow_expense(
        UserId(ctx.author().id.get()),
        place,
        crate::service::Expense::Messages(1),
    )?;
    // An unknown ruleset key reads as "this channel's game".
    let ruleset = ruleset.as_deref().and_then(|r| RulesetKey::parse(r.trim()));
    let text = ctx
        .data()
        .call(move |s| s.rules(place, topic.as_deref(), ruleset))
        .await?;
    let reply = CreateReply::default()
        .content(limits::one_message(&text))
        .ephemeral(true)
        .allowed_mentions(limits::allowed_mentions(&[]));
    ctx.send(reply).await?;
    Ok(())
}

/// The "why?" button for a refusal naming a rule, if it has one.
pub fn why_button(
    data: &Data,
    error: &crate::service::ServiceError,
) -> Option<serenity::CreateActionRow> {
    let rule = rules::refusal_rule(error)?;
    let id = rules::why_button_id(rule)?;
    Some(serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(id)
            .label(crate::t!(data.catalog(), "rules-why-button"))
            .style(serenity::ButtonStyle::Secondary),
    ]))
}

/// Answers a click on a "why?" button: the rule's summary, privately. Needs no game.
pub async fn answer_why(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<bool, Error> {
    let Some(rule) = rules::parse_why_button(&click.data.custom_id) else {
        return Ok(false);
    };
    let text = rules::why(data.catalog(), rule);
    let reply = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .ephemeral(true)
            .content(limits::one_message(&text))
            .allowed_mentions(limits::allowed_mentions(&[])),
    );
    click.create_response(http, reply).await?;
    Ok(true)
}
