//! Turning an outbox into Discord messages: public posts in the game's channel (with the
//! board and the "What can I do?" button), private messages by DM. A closed DM never
//! stops the game: the player is offered a "view hand" button instead.

use super::{limits, Data};
use crate::service::{Outbox, Post};
use crate::store::UserId;
use crate::{t, textfit};
use poise::serenity_prelude as serenity;

pub fn menu_button(data: &Data, game: i64) -> limits::Button {
    limits::Button {
        custom_id: format!("bb:menu:{game}"),
        label: t!(data.catalog(), "button-menu"),
        style: serenity::ButtonStyle::Primary,
    }
}

pub fn hand_button(data: &Data, game: i64) -> limits::Button {
    limits::Button {
        custom_id: format!("bb:hand:{game}"),
        label: t!(data.catalog(), "button-hand"),
        style: serenity::ButtonStyle::Secondary,
    }
}

/// The action rows of one "View my hand" button.
pub fn hand_button_rows(data: &Data, game: i64) -> Vec<serenity::CreateActionRow> {
    let mut rows = limits::Components::new();
    rows.buttons([hand_button(data, game)]);
    rows.into_rows()
}

fn post_messages(data: &Data, outbox: &Outbox, post: &Post) -> Vec<serenity::CreateMessage> {
    let ping: Vec<u64> = post.ping.iter().map(|u| u.0).collect();
    let mut messages = limits::channel_messages(&post.text, &ping);
    if messages.is_empty() && (post.board.is_some() || post.menu) {
        // A board or buttons still need a message to carry them.
        messages = limits::channel_messages(textfit::ELLIPSIS, &[]);
    }
    if let Some(m) = messages.pop() {
        let mut m = m;
        if let Some(img) = &post.board {
            m = m.add_file(serenity::CreateAttachment::bytes(
                img.png.clone(),
                img.file_name.clone(),
            ));
        }
        if let (true, Some(game)) = (post.menu, outbox.game) {
            let mut rows = limits::Components::new();
            rows.buttons([menu_button(data, game), hand_button(data, game)]);
            m = m.components(rows.into_rows());
        }
        messages.push(m);
    }
    messages
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
                for piece in limits::reply_pieces(&dm.text) {
                    let message = serenity::CreateMessage::new()
                        .content(piece)
                        .allowed_mentions(limits::allowed_mentions(&[]));
                    if let Err(e) = channel.send_message(http, message).await {
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
        let ping: Vec<u64> = others.iter().map(|u| u.0).collect();
        for (i, mut message) in
            limits::channel_messages(&t!(data.catalog(), "dm-closed-public"), &ping)
                .into_iter()
                .enumerate()
        {
            if i == 0 {
                message = message.components(hand_button_rows(data, game));
            }
            if let Err(e) = serenity::ChannelId::new(place.channel)
                .send_message(http, message)
                .await
            {
                tracing::warn!(error = %e, "could not post the closed-DM notice");
            }
        }
    }
}
