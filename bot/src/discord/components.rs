//! Buttons and select menus. Custom ids carry the game id and, for moves, the game's
//! revision and the index of the command in `legal_actions()`; the service refuses a
//! stale revision, and the player gets a fresh menu instead.
//!
//! - `bb:menu:{game}`: "What can I do?" (an ephemeral menu of the clicker's choices)
//! - `bb:hand:{game}`: the clicker's hand and agenda, ephemeral
//! - `bb:do:{game}:{revision}:{index}`: play that command
//! - `bb:sel:{game}:{revision}`: a select menu whose values are command indexes
//! - `bb:grp:{game}:{revision}`: a select menu of groups of choices

use super::deliver::{hand_button_rows, DeliveryRun};
use super::{limits, Data, Error};
use crate::i18n::Catalog;
use crate::service::{Caller, Choices, Proposal, ServiceError};
use crate::store::{Place, UserId};
use crate::t;
use poise::serenity_prelude as serenity;

/// Buttons fit on four rows of five; the fifth row is left for navigation.
const MAX_BUTTONS: usize = 20;

/// The ephemeral menu for `choices`: buttons when few, select menus when many, a group
/// picker first when there are more groups than rows. `group` shows one group only.
pub fn choices_message(
    c: &Catalog,
    choices: &Choices,
    group: Option<usize>,
) -> (String, Vec<serenity::CreateActionRow>) {
    let (game, rev) = (choices.game, choices.revision);
    let groups: Vec<(usize, &crate::service::ChoiceGroup)> = match group {
        Some(g) => choices
            .groups
            .iter()
            .enumerate()
            .filter(|(i, _)| *i == g)
            .collect(),
        None => choices.groups.iter().enumerate().collect(),
    };
    let total: usize = groups.iter().map(|(_, g)| g.options.len()).sum();
    let mut rows = limits::Components::new();
    if total == 0 {
        return (choices.prompt.clone(), rows.into_rows());
    }
    if total <= MAX_BUTTONS {
        rows.buttons(
            groups
                .iter()
                .flat_map(|(_, g)| g.options.iter())
                .map(|o| limits::Button {
                    custom_id: format!("bb:do:{game}:{rev}:{}", o.index),
                    label: o.label.clone(),
                    style: serenity::ButtonStyle::Secondary,
                }),
        );
        return (choices.prompt.clone(), rows.into_rows());
    }
    // A group never holds more than a select menu's 25 options (the service pages them).
    if groups.len() <= limits::ACTION_ROWS_MAX {
        for (i, g) in &groups {
            rows.select(limits::Select {
                custom_id: format!("bb:sel:{game}:{rev}:{i}"),
                placeholder: g.title.clone(),
                options: g
                    .options
                    .iter()
                    .map(|o| limits::SelectOption {
                        label: o.label.clone(),
                        value: o.index.to_string(),
                    })
                    .collect(),
            });
        }
        return (choices.prompt.clone(), rows.into_rows());
    }
    // Too many groups for one menu each: pick a group first (25 to a menu, up to 5 menus).
    let pickers: Vec<&[(usize, &crate::service::ChoiceGroup)]> =
        groups.chunks(limits::SELECT_OPTIONS_MAX).collect();
    for (k, chunk) in pickers.iter().enumerate() {
        rows.select(limits::Select {
            custom_id: format!("bb:grp:{game}:{rev}:{k}"),
            placeholder: t!(c, "choices-group-placeholder"),
            options: chunk
                .iter()
                .map(|(i, g)| limits::SelectOption {
                    label: format!("{} ({})", g.title, g.options.len()),
                    value: i.to_string(),
                })
                .collect(),
        });
    }
    (
        format!("{}\n{}", choices.prompt, t!(c, "choices-more")),
        rows.into_rows(),
    )
}

fn caller_of(click: &serenity::ComponentInteraction) -> Caller {
    Caller {
        user: UserId(click.user.id.get()),
        name: click
            .user
            .global_name
            .clone()
            .unwrap_or_else(|| click.user.name.clone()),
        manage_server: click
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        interaction: Some(click.id.get()),
        locale: Some(click.locale.clone()),
    }
}

fn place_of(click: &serenity::ComponentInteraction) -> Place {
    Place {
        guild: click.guild_id.map(|g| g.get()),
        channel: click.channel_id.get(),
    }
}

/// A private follow-up of one message: longer texts are cut (menus and answers are short;
/// the hand, which may be long, is sent in pieces by the caller).
fn ephemeral(text: &str) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .ephemeral(true)
        .content(limits::one_message(text))
        .allowed_mentions(limits::allowed_mentions(&[]))
}

/// Routes gateway events: component clicks are ours; poise handles commands itself.
pub async fn handle_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    else {
        return Ok(());
    };
    if !click.data.custom_id.starts_with("bb:") {
        return Ok(());
    }
    let http = &framework.serenity_context.http;
    let data = framework.user_data;
    // "why?" under a refusal needs no game: answered at once, privately.
    match super::rules::answer_why(http, data, click).await {
        Ok(true) => return Ok(()),
        Ok(false) => {}
        Err(e) => {
            tracing::warn!(error = %e, "could not answer a why? click");
            return Ok(());
        }
    }
    // Answer within Discord's 3 seconds: defer first, then follow up privately.
    if let Err(e) = click.defer_ephemeral(http).await {
        tracing::warn!(error = %e, "could not acknowledge a click");
        return Ok(());
    }
    if let Err(e) = handle_click(http, data, click).await {
        let text = match e.downcast_ref::<ServiceError>() {
            Some(se) => {
                if se.is_internal() {
                    tracing::error!(error = %se, "service failure on a click");
                }
                se.user_message(data.reader(Some(&click.locale)))
            }
            None => {
                tracing::error!(error = %format!("{e:#}"), "click failed");
                t!(data.reader(Some(&click.locale)), "err-internal")
            }
        };
        let mut answer = ephemeral(&text);
        if let Some(row) = e
            .downcast_ref::<ServiceError>()
            .and_then(|se| super::rules::why_button(data, se))
        {
            answer = answer.components(vec![row]);
        }
        if let Err(e) = click.create_followup(http, answer).await {
            tracing::warn!(error = %e, "could not answer a click");
        }
    }
    Ok(())
}

async fn handle_click(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let parts: Vec<&str> = click.data.custom_id.split(':').collect();
    // Whoever clicked reads the answer, in their own language.
    let c = data.reader(Some(&click.locale));
    let place = place_of(click);
    let user = UserId(click.user.id.get());
    let game: i64 = parts.get(2).and_then(|g| g.parse().ok()).unwrap_or(-1);
    let current = data.call(move |s| s.game_here(place)).await?;
    if current.map(|(id, _, _)| id) != Some(game) {
        click
            .create_followup(http, ephemeral(&t!(c, "menu-old-game")))
            .await?;
        return Ok(());
    }
    let selected = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    match parts.get(1).copied() {
        Some("menu") => show_menu(http, data, click, place, user, None).await,
        Some("hand") => {
            let text = data.call(move |s| s.hand(place, user, c)).await?;
            for piece in limits::reply_pieces(&text) {
                click.create_followup(http, ephemeral(&piece)).await?;
            }
            Ok(())
        }
        // The lobby's "Add a computer player" (its creator only; the service checks).
        Some("addai") => {
            let caller = caller_of(click);
            let turn = data.lock_channel(place.channel).await;
            let outbox = data
                .call(move |s| s.add_computer(place, &caller, ai::Level::Normal))
                .await?;
            let mut slot = data.queue_delivery(turn);
            let answered = click
                .create_followup(http, ephemeral(&t!(data.catalog(), "reply-ok")))
                .await;
            slot.wait_for_earlier().await;
            let mut run = DeliveryRun::new(data, Some(user));
            run.deliver_held(http, &outbox.delivery_ids()).await;
            run.finish().await;
            answered?;
            Ok(())
        }
        Some("grp") => {
            let group = selected.and_then(|v| v.parse().ok());
            show_menu(http, data, click, place, user, group).await
        }
        Some("do") | Some("sel") => {
            let revision: Option<u64> = parts.get(3).and_then(|r| r.parse().ok());
            let index: Option<usize> = match parts.get(1).copied() {
                Some("do") => parts.get(4).and_then(|i| i.parse().ok()),
                _ => selected.and_then(|v| v.parse().ok()),
            };
            let Some(index) = index else {
                return Err(ServiceError::Stale.into());
            };
            let caller = caller_of(click);
            let turn = data.lock_channel(place.channel).await;
            let result = data
                .call(move |s| s.act(place, &caller, Proposal::Choice(index), revision))
                .await;
            match result {
                Ok(outbox) => {
                    // The answer first (issue 12: a click never waits for a DM or the
                    // board), then the DMs and posts; a closed DM of the clicker's gets a
                    // second private note with their hand.
                    let text = outbox.reply.clone().unwrap_or_else(|| t!(c, "reply-ok"));
                    let mut slot = data.queue_delivery(turn);
                    let answered = click.create_followup(http, ephemeral(&text)).await;
                    slot.wait_for_earlier().await;
                    let mut run = DeliveryRun::new(data, Some(user));
                    run.deliver_held(http, &outbox.private_deliveries()).await;
                    if run.closed().contains(&user) {
                        let note = t!(c, "dm-closed-ephemeral");
                        let rows = hand_button_rows(c, game);
                        if let Err(e) = click
                            .create_followup(http, ephemeral(&note).components(rows))
                            .await
                        {
                            tracing::warn!(error = %e, "could not tell the clicker their DMs are closed");
                        }
                    }
                    run.deliver_held(http, &outbox.post_deliveries()).await;
                    run.finish().await;
                    answered?;
                    Ok(())
                }
                Err(e) if matches!(e.downcast_ref::<ServiceError>(), Some(ServiceError::Stale)) => {
                    // Politely refuse, and offer what can be done now.
                    click
                        .create_followup(http, ephemeral(&ServiceError::Stale.user_message(c)))
                        .await?;
                    show_menu(http, data, click, place, user, None).await
                }
                Err(e) => Err(e),
            }
        }
        _ => Ok(()),
    }
}

async fn show_menu(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
    place: Place,
    user: UserId,
    group: Option<usize>,
) -> Result<(), Error> {
    let c = data.reader(Some(&click.locale));
    let choices = data.call(move |s| s.choices(place, user, c)).await?;
    let (text, rows) = choices_message(c, &choices, group);
    click
        .create_followup(http, ephemeral(&text).components(rows))
        .await?;
    Ok(())
}
