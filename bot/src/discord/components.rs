//! Buttons and select menus. Custom ids carry the game id and, for moves, the game's
//! revision and the index of the command among the clicker's own legal commands
//! (`service::own_legal_commands`); the service refuses a
//! stale revision, and the player gets a fresh menu instead.
//!
//! - `bb:menu:{game}`: "What can I do?" (an ephemeral menu of the clicker's choices)
//! - `bb:hand:{game}`: the clicker's hand and agenda, ephemeral
//! - `bb:addai:{game}:{level}`: the lobby's "Add a computer player" at that level (no
//!   level: normal, as the lobby's one button drew it before)
//! - `bb:do:{game}:{revision}:{index}`: play that command
//! - `bb:sel:{game}:{revision}`: a select menu whose values are command indexes (menus
//!   drawn before step-by-step choices)
//! - `bb:st:`, `bb:sp:`, `bb:sx:`: step-by-step choices (`choice.rs`)

use super::deliver::{hand_button_rows, DeliveryRun};
use super::{limits, Data, Error};
use crate::service::{Caller, Proposal, ServiceError};
use crate::store::{Place, UserId};
use crate::t;
use poise::serenity_prelude as serenity;

pub(super) fn caller_of(click: &serenity::ComponentInteraction) -> Caller {
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

pub(super) fn place_of(click: &serenity::ComponentInteraction) -> Place {
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
    // Step-by-step choices answer by updating their own message.
    if super::choice::is_step(&click.data.custom_id) {
        if let Err(e) = super::choice::handle(http, data, click).await {
            tracing::warn!(error = %format!("{e:#}"), "could not answer a step click");
        }
        return Ok(());
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
        Some("menu") => show_menu(http, data, click, place, user).await,
        Some("hand") => {
            let text = data.call(move |s| s.hand(place, user, c)).await?;
            for piece in limits::reply_pieces(&text) {
                click.create_followup(http, ephemeral(&piece)).await?;
            }
            Ok(())
        }
        // The lobby's "Add a computer player (level)" (its creator only; the service
        // checks). A button drawn before levels were offered names none: normal.
        Some("addai") => {
            let Some(level) = parts
                .get(3)
                .map_or(Some(ai::Level::Normal), |k| ai::Level::parse(k))
            else {
                click
                    .create_followup(http, ephemeral(&t!(c, "step-unreadable")))
                    .await?;
                return Ok(());
            };
            let caller = caller_of(click);
            let turn = data.lock_channel(place.channel).await;
            let outbox = data
                .call(move |s| s.add_computer(place, &caller, level))
                .await?;
            let mut slot = data.queue_delivery(turn);
            let answered = click
                .create_followup(http, ephemeral(&t!(c, "reply-ok")))
                .await;
            slot.wait_for_earlier().await;
            let mut run = DeliveryRun::new(data, Some(user));
            run.deliver_held(http, &outbox.delivery_ids()).await;
            run.finish().await;
            answered?;
            Ok(())
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
            play_choice(
                http,
                data,
                click,
                caller,
                (game, index, revision),
                Answer::FollowUp,
            )
            .await
        }
        _ => Ok(()),
    }
}

/// How the answer to a played choice is given: a new private message (the click was
/// deferred as one), or in place of the deferred or acknowledged message (step menus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Answer {
    FollowUp,
    Edit,
}

async fn answer(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    how: Answer,
    text: &str,
    rows: Vec<serenity::CreateActionRow>,
) -> Result<(), serenity::Error> {
    match how {
        Answer::FollowUp => click
            .create_followup(http, ephemeral(text).components(rows))
            .await
            .map(|_| ()),
        Answer::Edit => click
            .edit_response(
                http,
                serenity::EditInteractionResponse::new()
                    .content(limits::one_message(text))
                    .components(rows)
                    .allowed_mentions(limits::allowed_mentions(&[])),
            )
            .await
            .map(|_| ()),
    }
}

/// Plays the command at `index` of the clicker's own legal commands (at `revision`), as
/// `/play` does, then delivers what it changed. The answer comes first (issue 12: a
/// click never waits for a DM or the board); a stale choice gets a fresh menu.
pub(super) async fn play_choice(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
    caller: Caller,
    (game, index, revision): (i64, usize, Option<u64>),
    how: Answer,
) -> Result<(), Error> {
    let c = data.reader(Some(&click.locale));
    let place = place_of(click);
    let user = caller.user;
    let turn = data.lock_channel(place.channel).await;
    let result = data
        .call(move |s| s.act(place, &caller, Proposal::Choice(index), revision))
        .await;
    match result {
        Ok(outbox) => {
            let mut text = outbox.reply.clone().unwrap_or_else(|| t!(c, "reply-ok"));
            // A step menu stays open on the clicker's next choices (issue 37: each action
            // used to start again from the channel's "What can I do?"); the menu is drawn
            // after the command is stored, from the game as it now stands.
            let mut rows = Vec::new();
            if how == Answer::Edit {
                let (next, next_rows) = super::choice::first_step(data, place, user, c).await?;
                text = [text, next].join("\n\n");
                rows = next_rows;
            }
            let mut slot = data.queue_delivery(turn);
            let answered = answer(http, click, how, &text, rows).await;
            slot.wait_for_earlier().await;
            let mut run = DeliveryRun::new(data, Some(user));
            run.deliver_held(http, &outbox.private_deliveries()).await;
            if run.closed().contains(&user) {
                // A closed DM of the clicker's: a second private note with their hand.
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
            drop(turn);
            // Politely refuse, and offer what can be done now.
            let note = ServiceError::Stale.user_message(c);
            let (text, rows) = super::choice::first_step(data, place, user, c).await?;
            answer(http, click, how, &format!("{note}\n{text}"), rows).await?;
            Ok(())
        }
        Err(e) if how == Answer::Edit => {
            drop(turn);
            // The menu is replaced by the refusal (with "why?" when it names a rule).
            let text = match e.downcast_ref::<ServiceError>() {
                Some(se) => se.user_message(c),
                None => {
                    tracing::error!(error = %format!("{e:#}"), "a step click failed");
                    t!(c, "err-internal")
                }
            };
            let rows = e
                .downcast_ref::<ServiceError>()
                .and_then(|se| super::rules::why_button(data, se))
                .into_iter()
                .collect();
            answer(http, click, how, &text, rows).await?;
            Ok(())
        }
        Err(e) => Err(e),
    }
}

async fn show_menu(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
    place: Place,
    user: UserId,
) -> Result<(), Error> {
    let c = data.reader(Some(&click.locale));
    let (text, rows) = super::choice::first_step(data, place, user, c).await?;
    click
        .create_followup(http, ephemeral(&text).components(rows))
        .await?;
    Ok(())
}
