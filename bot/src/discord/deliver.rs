//! Turning an outbox into Discord messages: public posts in the game's channel (with the
//! board and the "What can I do?" button), private messages by DM. A closed DM never
//! stops the game: the player is offered a "view hand" button instead.

use super::Data;
use crate::service::{Outbox, Post};
use crate::store::UserId;
use crate::t;
use poise::serenity_prelude as serenity;

/// Discord refuses messages over 2000 characters.
const MAX_MESSAGE: usize = 1900;

/// Splits a text at line ends into pieces Discord accepts.
pub fn split_message(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let mut line = line.to_string();
        while line.chars().count() > MAX_MESSAGE {
            let head: String = line.chars().take(MAX_MESSAGE).collect();
            line = line.chars().skip(MAX_MESSAGE).collect();
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(head);
        }
        if current.chars().count() + line.chars().count() + 1 > MAX_MESSAGE && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() || out.is_empty() {
        out.push(current);
    }
    out
}

pub fn menu_button(data: &Data, game: i64) -> serenity::CreateButton {
    serenity::CreateButton::new(format!("bb:menu:{game}"))
        .label(t!(data.catalog(), "button-menu"))
        .style(serenity::ButtonStyle::Primary)
}

pub fn hand_button(data: &Data, game: i64) -> serenity::CreateButton {
    serenity::CreateButton::new(format!("bb:hand:{game}"))
        .label(t!(data.catalog(), "button-hand"))
        .style(serenity::ButtonStyle::Secondary)
}

fn post_messages(data: &Data, outbox: &Outbox, post: &Post) -> Vec<serenity::CreateMessage> {
    let mentions: String = post.ping.iter().map(|u| format!("<@{}> ", u.0)).collect();
    let text = format!("{mentions}{}", post.text);
    let pieces = split_message(&text);
    let last = pieces.len().saturating_sub(1);
    pieces
        .into_iter()
        .enumerate()
        .map(|(i, piece)| {
            let mut m = serenity::CreateMessage::new()
                .content(piece)
                .allowed_mentions(
                    serenity::CreateAllowedMentions::new()
                        .users(post.ping.iter().map(|u| serenity::UserId::new(u.0))),
                );
            if i == last {
                if let Some(img) = &post.board {
                    m = m.add_file(serenity::CreateAttachment::bytes(
                        img.png.clone(),
                        img.file_name.clone(),
                    ));
                }
                if let (true, Some(game)) = (post.menu, outbox.game) {
                    m = m.components(vec![serenity::CreateActionRow::Buttons(vec![
                        menu_button(data, game),
                        hand_button(data, game),
                    ])]);
                }
            }
            m
        })
        .collect()
}

/// Posts the outbox's public messages in its channel.
pub async fn deliver_posts(http: &serenity::Http, data: &Data, outbox: &Outbox) {
    let Some(place) = outbox.place else { return };
    let channel = serenity::ChannelId::new(place.channel);
    for post in &outbox.posts {
        for message in post_messages(data, outbox, post) {
            if let Err(e) = send_with_retry(http, channel, message).await {
                tracing::warn!(error = %e, channel = place.channel, "could not post in the game channel");
            }
        }
    }
}

/// Delays before the retries of a channel post that Discord refused for a passing reason.
const RETRY_DELAYS_MS: [u64; 3] = [250, 1_000, 3_000];

/// Posts a message, retrying when Discord answers 429 (rate limited) or a 5xx error. The
/// action it reports is already committed, so the board must not be lost to a hiccup.
async fn send_with_retry(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::CreateMessage,
) -> Result<serenity::Message, serenity::Error> {
    let mut attempt = 0;
    loop {
        match channel.send_message(http, message.clone()).await {
            Ok(m) => return Ok(m),
            Err(e) if attempt < RETRY_DELAYS_MS.len() && is_transient(&e) => {
                tracing::info!(error = %e, attempt, "channel post failed; retrying");
                tokio::time::sleep(std::time::Duration::from_millis(RETRY_DELAYS_MS[attempt]))
                    .await;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// 429 and 5xx answers are worth another try; anything else (403, 404) is not.
fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16() == 429 || r.status_code.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Sends the private messages; returns the users whose DMs are closed.
pub async fn deliver_private(http: &serenity::Http, outbox: &Outbox) -> Vec<UserId> {
    let mut failed = Vec::new();
    for dm in &outbox.private {
        let user = serenity::UserId::new(dm.user.0);
        let mut ok = true;
        match user.create_dm_channel(http).await {
            Ok(channel) => {
                for piece in split_message(&dm.text) {
                    if let Err(e) = channel
                        .send_message(http, serenity::CreateMessage::new().content(piece))
                        .await
                    {
                        tracing::info!(error = %e, user = dm.user.0, "direct message refused");
                        ok = false;
                        break;
                    }
                }
            }
            Err(e) => {
                tracing::info!(error = %e, user = dm.user.0, "cannot open a direct message");
                ok = false;
            }
        }
        if !ok && !failed.contains(&dm.user) {
            failed.push(dm.user);
        }
    }
    failed
}

/// Everything: DMs, public posts, and a public "view hand" offer for anyone other than
/// the requester whose DMs are closed. Returns whether the requester's own DM failed.
pub async fn deliver_all(
    http: &serenity::Http,
    data: &Data,
    outbox: &Outbox,
    requester: UserId,
) -> bool {
    let failed = deliver_private(http, outbox).await;
    deliver_public(http, data, outbox, &failed, requester).await;
    failed.contains(&requester)
}

/// The public part: the posts, then the closed-DM notice for the others in `failed`. Slash
/// commands send it after their reply, so the reply never waits for the board upload.
pub async fn deliver_public(
    http: &serenity::Http,
    data: &Data,
    outbox: &Outbox,
    failed: &[UserId],
    requester: UserId,
) {
    deliver_posts(http, data, outbox).await;
    let others: Vec<UserId> = failed.iter().copied().filter(|u| *u != requester).collect();
    if let (false, Some(place), Some(game)) = (others.is_empty(), outbox.place, outbox.game) {
        let mentions: String = others.iter().map(|u| format!("<@{}> ", u.0)).collect();
        let message = serenity::CreateMessage::new()
            .content(format!(
                "{mentions}{}",
                t!(data.catalog(), "dm-closed-public")
            ))
            .allowed_mentions(
                serenity::CreateAllowedMentions::new()
                    .users(others.iter().map(|u| serenity::UserId::new(u.0))),
            )
            .components(vec![serenity::CreateActionRow::Buttons(vec![hand_button(
                data, game,
            )])]);
        if let Err(e) = serenity::ChannelId::new(place.channel)
            .send_message(http, message)
            .await
        {
            tracing::warn!(error = %e, "could not post the closed-DM notice");
        }
    }
}
