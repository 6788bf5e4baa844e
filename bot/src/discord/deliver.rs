//! Delivering the outbox: public posts in the game's channel (with the board, drawn now
//! from the stored log, and the "What can I do?" button) and private messages by DM.
//!
//! Every message carries a nonce derived from its outbox row with `enforce_nonce`, so a
//! row sent again (after a crash between sending and recording it) is not posted twice:
//! Discord returns the first message instead. Passing failures (429, 5xx, network) are
//! retried with backoff; a closed DM (403, code 50007) is remembered so the user is not
//! tried again (each refusal counts toward Discord's invalid-request limit) until they
//! act, and the channel offers the "View my hand" button instead. A closed DM never stops
//! the game.

use super::{limits, Data};
use crate::i18n::Catalog;
use crate::service::{BoardImage, FaultAt, PostCard};
use crate::store::{Delivery, DeliveryBody, DeliveryId, DeliveryOutcome, DeliveryTarget, UserId};
use crate::{t, textfit};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The nonce of piece `piece` of outbox row `id`: `o<id>.<piece>` (at most 25 characters,
/// Discord's limit: an i64 id has at most 19 digits). The closed-DM notice of a row is
/// `n<id>`.
pub fn nonce(id: DeliveryId, piece: usize) -> String {
    format!("o{id}.{piece}")
}

fn notice_nonce(id: DeliveryId) -> String {
    format!("n{id}")
}

pub fn menu_button(c: &Catalog, game: i64) -> limits::Button {
    limits::Button {
        custom_id: format!("bb:menu:{game}"),
        label: t!(c, "button-menu"),
        style: serenity::ButtonStyle::Primary,
    }
}

pub fn hand_button(c: &Catalog, game: i64) -> limits::Button {
    limits::Button {
        custom_id: format!("bb:hand:{game}"),
        label: t!(c, "button-hand"),
        style: serenity::ButtonStyle::Secondary,
    }
}

/// The lobby's "Add a computer player (easy|normal|strong)" buttons, one per level
/// (issue 11): `bb:addai:{game}:{level}`.
pub fn add_computer_buttons(c: &Catalog, game: i64) -> Vec<limits::Button> {
    ai::Level::ALL
        .into_iter()
        .map(|level| limits::Button {
            custom_id: format!("bb:addai:{game}:{}", level.key()),
            label: t!(
                c,
                "button-add-computer-level",
                level = crate::service::level_name(c, level)
            ),
            style: serenity::ButtonStyle::Secondary,
        })
        .collect()
}

/// The action rows of one "View my hand" button.
pub fn hand_button_rows(c: &Catalog, game: i64) -> Vec<serenity::CreateActionRow> {
    let mut rows = limits::Components::new();
    rows.buttons([hand_button(c, game)]);
    rows.into_rows()
}

/// Quick retries of a message within one attempt, before the row waits for a later one.
const QUICK_RETRIES_MS: [u64; 2] = [250, 1_000];

/// A row that failed this many times is given up (recorded as failed).
const MAX_ATTEMPTS: u32 = 12;

/// When the next attempt of a row that failed `attempts` times comes: 5 s, 10 s, 20 s...
/// up to an hour.
fn retry_at(now: i64, attempts: u32) -> i64 {
    let delay = 5_i64.saturating_mul(1_i64 << attempts.min(10)).min(3600);
    now.saturating_add(delay)
}

/// Why a message was not sent.
#[derive(Debug)]
enum SendError {
    /// Worth another try later (429, 5xx, network).
    Transient(String),
    /// The user's DMs are closed (403, code 50007).
    DmsClosed,
    /// Will not succeed (unknown channel, missing access, invalid body).
    Permanent(String),
}

fn classify(e: &serenity::Error) -> SendError {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if status == 429 || r.status_code.is_server_error() {
                SendError::Transient(e.to_string())
            } else if status == 403 && r.error.code == 50007 {
                SendError::DmsClosed
            } else {
                SendError::Permanent(e.to_string())
            }
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => {
            SendError::Transient(e.to_string())
        }
        _ => SendError::Permanent(e.to_string()),
    }
}

/// Sends one message, retrying quickly when Discord answers 429 or 5xx; the id of the
/// message sent (or, for a nonce Discord has seen, of the first one).
async fn send(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::CreateMessage,
) -> Result<serenity::MessageId, SendError> {
    let mut attempt = 0;
    loop {
        match channel.send_message(http, message.clone()).await {
            Ok(sent) => return Ok(sent.id),
            Err(e) => match classify(&e) {
                SendError::Transient(why) if attempt < QUICK_RETRIES_MS.len() => {
                    tracing::info!(error = %why, attempt, "message failed; retrying");
                    tokio::time::sleep(Duration::from_millis(QUICK_RETRIES_MS[attempt])).await;
                    attempt += 1;
                }
                other => return Err(other),
            },
        }
    }
}

/// Delivers outbox rows in order, then records how each went in one write.
pub struct DeliveryRun<'a> {
    data: &'a Data,
    /// The user whose command made the change: a closed DM of theirs is told in their
    /// reply, not in the channel.
    requester: Option<UserId>,
    outcomes: Vec<(DeliveryId, DeliveryOutcome)>,
    closed: Vec<UserId>,
}

impl<'a> DeliveryRun<'a> {
    pub fn new(data: &'a Data, requester: Option<UserId>) -> DeliveryRun<'a> {
        DeliveryRun {
            data,
            requester,
            outcomes: Vec::new(),
            closed: Vec::new(),
        }
    }

    /// Users whose DMs turned out closed in this run.
    pub fn closed(&self) -> &[UserId] {
        &self.closed
    }

    /// Delivers the rows among `ids` this process still holds (a change's own).
    pub async fn deliver_held(&mut self, http: &serenity::Http, ids: &[DeliveryId]) {
        if ids.is_empty() {
            return;
        }
        let wanted = ids.to_vec();
        match self.data.call(move |s| s.held_deliveries(&wanted)).await {
            Ok(rows) => self.deliver(http, rows).await,
            // They stay in the outbox; the worker takes them when their lease ends.
            Err(e) => tracing::warn!(error = %format!("{e:#}"), "cannot read the outbox"),
        }
    }

    pub async fn deliver(&mut self, http: &serenity::Http, rows: Vec<Delivery>) {
        for row in rows {
            let outcome = self.deliver_one(http, &row).await;
            if !matches!(outcome, DeliveryOutcome::Delivered) {
                tracing::info!(delivery = row.id, outcome = ?outcome_name(&outcome), "delivery not done");
            }
            self.outcomes.push((row.id, outcome));
        }
    }

    /// Records the outcomes. A row whose record is lost (a crash right here) is sent
    /// again later with the same nonces, which Discord deduplicates.
    pub async fn finish(self) {
        if self.outcomes.is_empty() {
            return;
        }
        if let Some(fault) = self.data.service.fault() {
            fault.reached(FaultAt::AfterDelivery);
        }
        let retry = self
            .outcomes
            .iter()
            .any(|(_, o)| matches!(o, DeliveryOutcome::Retry { .. }));
        let outcomes = self.outcomes;
        if let Err(e) = self
            .data
            .call(move |s| s.finish_deliveries(&outcomes))
            .await
        {
            tracing::warn!(error = %format!("{e:#}"), "cannot record deliveries; they will be sent again");
        }
        if retry {
            self.data.wake_deliveries.notify_one();
        }
    }

    async fn deliver_one(&mut self, http: &serenity::Http, row: &Delivery) -> DeliveryOutcome {
        let result = match (&row.target, &row.body) {
            (DeliveryTarget::Channel(channel), DeliveryBody::Post { .. }) => {
                self.send_post(http, row, *channel).await
            }
            (DeliveryTarget::User(user), DeliveryBody::Direct { text, channel }) => {
                self.send_dm(http, row, *user, text, *channel).await
            }
            _ => Err(SendError::Permanent(format!(
                "outbox row {} mixes a target and a body of different kinds",
                row.id
            ))),
        };
        let now = self.data.service.now();
        match result {
            Ok(outcome) => outcome,
            Err(SendError::Transient(error)) if row.attempts + 1 < MAX_ATTEMPTS => {
                DeliveryOutcome::Retry {
                    at: retry_at(now, row.attempts),
                    error,
                }
            }
            Err(SendError::Transient(error)) => DeliveryOutcome::Failed {
                error: format!("gave up after {MAX_ATTEMPTS} attempts: {error}"),
            },
            Err(SendError::Permanent(error)) => {
                tracing::warn!(delivery = row.id, error = %error, "a message cannot be delivered");
                DeliveryOutcome::Failed { error }
            }
            Err(SendError::DmsClosed) => DeliveryOutcome::Undeliverable,
        }
    }

    /// The language of a game's public posts (the default one if the game is gone).
    async fn game_catalog(&self, game: i64) -> &'static Catalog {
        self.data
            .call(move |s| s.catalog_of_game(game))
            .await
            .unwrap_or_else(|_| self.data.catalog())
    }

    async fn send_post(
        &mut self,
        http: &serenity::Http,
        row: &Delivery,
        channel: u64,
    ) -> Result<DeliveryOutcome, SendError> {
        let DeliveryBody::Post {
            text,
            ping,
            menu,
            lobby,
            board,
            story,
        } = &row.body
        else {
            return Err(SendError::Permanent("not a post".into()));
        };
        // The board is drawn now, from the log: the image the change would have drawn,
        // with the facts of its embed (issue 12).
        let (image, card) = match board {
            Some(spec) => {
                let spec = *spec;
                match self.data.call(move |s| s.board_post(&spec)).await {
                    Ok((image, card)) => (image, Some(card)),
                    Err(e) => {
                        tracing::error!(delivery = row.id, error = %format!("{e:#}"), "cannot draw the board of a post");
                        (None, None)
                    }
                }
            }
            None => (None, None),
        };
        let (story_gif, story_note) = match (*story, row.game) {
            (true, Some(game)) => self.story_attachment(row, game).await,
            _ => (None, None),
        };
        let text = match story_note {
            Some(note) => format!("{text}\n\n{note}"),
            None => text.clone(),
        };
        // One door to Discord's limits: split at 2,000 characters (4,096 in an embed),
        // each user mentioned and listed once.
        let ping: Vec<u64> = ping.iter().map(|u| u.0).collect();
        let mut messages = match (&card, row.game) {
            // A post with a board is an embed: the narration inside, the board as its
            // image, the pings above it (mentions inside an embed never ping).
            (Some(card), Some(game)) => {
                let lead = if ping.is_empty() {
                    String::new()
                } else {
                    let c = self.game_catalog(game).await;
                    t!(c, "post-ping", mentions = limits::mention_list(&ping))
                };
                limits::embed_messages(&lead, &ping, &text, &post_embed(card, image.as_ref()))
            }
            _ => limits::channel_messages(&text, &ping),
        };
        if messages.is_empty() && (image.is_some() || *menu || *lobby) {
            // A board or buttons still need a message to carry them.
            messages = limits::channel_messages(textfit::ELLIPSIS, &[]);
        }
        let last = messages.len().saturating_sub(1);
        let channel = serenity::ChannelId::new(channel.max(1));
        for (i, message) in messages.into_iter().enumerate() {
            let mut m = message
                .nonce(serenity::Nonce::String(nonce(row.id, i)))
                .enforce_nonce(true);
            let mut with_buttons = false;
            if i == last {
                if let Some(img) = &image {
                    // The embed shows the close-up first (what changed, legible at the size
                    // Discord draws it); the whole city follows as an attachment of its own.
                    if let Some(close_up) = &img.close_up {
                        m = m.add_file(serenity::CreateAttachment::bytes(
                            close_up.clone(),
                            img.close_up_file_name(),
                        ));
                    }
                    m = m.add_file(serenity::CreateAttachment::bytes(
                        img.png.clone(),
                        img.file_name.clone(),
                    ));
                }
                if let Some(gif) = &story_gif {
                    m = m.add_file(serenity::CreateAttachment::bytes(gif.clone(), "story.gif"));
                }
                if let (true, Some(game)) = (*menu, row.game) {
                    let mut rows = limits::Components::new();
                    // Buttons under a public post speak the game's language.
                    let c = self.game_catalog(game).await;
                    rows.buttons([menu_button(c, game), hand_button(c, game)]);
                    m = m.components(rows.into_rows());
                    with_buttons = true;
                } else if let (true, Some(game)) = (*lobby, row.game) {
                    let mut rows = limits::Components::new();
                    let c = self.game_catalog(game).await;
                    rows.buttons(add_computer_buttons(c, game));
                    m = m.components(rows.into_rows());
                    with_buttons = true;
                }
            }
            let sent = send(http, channel, m).await?;
            if with_buttons {
                self.take_older_buttons_off(http, channel, sent).await;
            }
        }
        Ok(DeliveryOutcome::Delivered)
    }

    /// Issue 37: only a channel's latest post offers the game's buttons. The one `sent`
    /// replaces loses them (an edit of its components only; its text and board stay). A
    /// failed edit (the message was deleted, a passing error) is logged and left: the old
    /// buttons still answer with the game as it is now, so nothing is wrong, only noisier.
    async fn take_older_buttons_off(
        &self,
        http: &serenity::Http,
        channel: serenity::ChannelId,
        sent: serenity::MessageId,
    ) {
        let (channel_id, message_id) = (channel.get(), sent.get());
        let previous = match self
            .data
            .call(move |s| s.swap_menu_post(channel_id, message_id))
            .await
        {
            Ok(previous) => previous,
            Err(e) => {
                tracing::warn!(error = %format!("{e:#}"), "cannot record the post with buttons");
                return;
            }
        };
        let Some(previous) = previous else { return };
        let edit = serenity::EditMessage::new().components(Vec::new());
        if let Err(e) = channel
            .edit_message(http, serenity::MessageId::new(previous.max(1)), edit)
            .await
        {
            tracing::info!(message = previous, error = %e, "cannot take the buttons off an older post");
        }
    }

    /// The story GIF of an ended game (issue 12), drawn here, off the reply path; or a
    /// note in the game's language saying why the post goes without it (too large for
    /// Discord).
    async fn story_attachment(
        &self,
        row: &Delivery,
        game: i64,
    ) -> (Option<Vec<u8>>, Option<String>) {
        match self.data.call(move |s| s.story_gif_of_game(game)).await {
            Ok(Some(gif)) if gif.len() <= limits::STORY_GIF_MAX => (Some(gif), None),
            Ok(Some(gif)) => {
                tracing::warn!(
                    delivery = row.id,
                    bytes = gif.len(),
                    "the story GIF is too large for Discord"
                );
                let c = self.game_catalog(game).await;
                (None, Some(t!(c, "story-gif-too-large")))
            }
            Ok(None) => (None, None),
            Err(e) => {
                tracing::error!(delivery = row.id, error = %format!("{e:#}"), "cannot draw the story of a game");
                (None, None)
            }
        }
    }

    async fn send_dm(
        &mut self,
        http: &serenity::Http,
        row: &Delivery,
        user: UserId,
        text: &str,
        game_channel: Option<u64>,
    ) -> Result<DeliveryOutcome, SendError> {
        let known_closed = self
            .data
            .call(move |s| s.dms_closed(user))
            .await
            .unwrap_or(false);
        if !known_closed {
            match self.try_dm(http, row, user, text).await {
                Ok(()) => return Ok(DeliveryOutcome::Delivered),
                Err(SendError::DmsClosed) => {
                    tracing::info!(user = user.0, "direct messages are closed");
                    if let Err(e) = self.data.call(move |s| s.set_dms_closed(user)).await {
                        tracing::warn!(error = %format!("{e:#}"), "cannot remember closed DMs");
                    }
                }
                Err(other) => return Err(other),
            }
        }
        if !self.closed.contains(&user) {
            self.closed.push(user);
        }
        // The requester hears it in their reply; anyone else in the channel, with the
        // button that shows the hand privately.
        if self.requester != Some(user) {
            if let (Some(channel), Some(game)) = (game_channel, row.game) {
                let c = self.game_catalog(game).await;
                let notice = t!(c, "dm-closed-public");
                let Some(message) = limits::channel_messages(&notice, &[user.0])
                    .into_iter()
                    .next()
                else {
                    return Ok(DeliveryOutcome::Undeliverable);
                };
                let message = message
                    .nonce(serenity::Nonce::String(notice_nonce(row.id)))
                    .enforce_nonce(true)
                    .components(hand_button_rows(c, game));
                send(http, serenity::ChannelId::new(channel.max(1)), message).await?;
            }
        }
        Ok(DeliveryOutcome::Undeliverable)
    }

    async fn try_dm(
        &self,
        http: &serenity::Http,
        row: &Delivery,
        user: UserId,
        text: &str,
    ) -> Result<(), SendError> {
        let channel = serenity::UserId::new(user.0.max(1))
            .create_dm_channel(http)
            .await
            .map_err(|e| classify(&e))?;
        for (i, piece) in limits::reply_pieces(text).into_iter().enumerate() {
            let m = serenity::CreateMessage::new()
                .content(piece)
                .allowed_mentions(limits::allowed_mentions(&[]))
                .nonce(serenity::Nonce::String(nonce(row.id, i)))
                .enforce_nonce(true);
            send(http, channel.id, m).await?;
        }
        Ok(())
    }
}

/// The embed of a post with a board: the card's facts, side by side, and the board's
/// attachment as its image.
fn post_embed(card: &PostCard, image: Option<&BoardImage>) -> limits::Embed {
    limits::Embed {
        title: Some(card.title.clone()),
        fields: card
            .fields
            .iter()
            .map(|(name, value)| (name.clone(), value.clone(), true))
            .collect(),
        colour: Some(card.colour),
        image: image.map(|i| match i.close_up {
            Some(_) => i.close_up_file_name(),
            None => i.file_name.clone(),
        }),
        ..limits::Embed::default()
    }
}

fn outcome_name(o: &DeliveryOutcome) -> &'static str {
    match o {
        DeliveryOutcome::Delivered => "delivered",
        DeliveryOutcome::Retry { .. } => "retry",
        DeliveryOutcome::Failed { .. } => "failed",
        DeliveryOutcome::Undeliverable => "undeliverable",
    }
}

/// How many rows the worker claims at a time.
const WORKER_BATCH: usize = 20;

/// Delivers what changes left behind: rows of a process that died before sending them
/// (once their lease ends), and rows whose attempt failed and is due again. Runs at
/// start-up, then every `delivery_poll` or when a delivery asks for a retry.
pub fn spawn_delivery_worker(http: Arc<serenity::Http>, data: Data) {
    tokio::spawn(async move {
        loop {
            if data.is_stopping() {
                return;
            }
            let lease = data.options.delivery_lease;
            let claimed = {
                let _busy = data.busy();
                data.call(move |s| s.claim_due_deliveries(lease, WORKER_BATCH))
                    .await
            };
            let rows = match claimed {
                Ok(rows) => rows,
                Err(e) => {
                    tracing::warn!(error = %format!("{e:#}"), "cannot claim deliveries");
                    Vec::new()
                }
            };
            let full = rows.len() == WORKER_BATCH;
            for group in group_by_channel(rows) {
                let key = group.0;
                let _turn = data.lock_channel(key).await;
                let mut run = DeliveryRun::new(&data, None);
                run.deliver(&http, group.1).await;
                run.finish().await;
            }
            if full {
                continue;
            }
            tokio::select! {
                () = tokio::time::sleep(data.options.delivery_poll) => {}
                () = data.wake_deliveries.notified() => {
                    // Let the retry come due.
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
            }
        }
    });
}

/// Consecutive rows of one channel (a game's posts and its players' DMs), in order.
fn group_by_channel(rows: Vec<Delivery>) -> Vec<(u64, Vec<Delivery>)> {
    let mut groups: Vec<(u64, Vec<Delivery>)> = Vec::new();
    for row in rows {
        let key = match (&row.target, &row.body) {
            (DeliveryTarget::Channel(c), _) => *c,
            (
                _,
                DeliveryBody::Direct {
                    channel: Some(c), ..
                },
            ) => *c,
            (DeliveryTarget::User(u), _) => u.0,
        };
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, g)) => g.push(row),
            None => groups.push((key, vec![row])),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_fit_discord() {
        // The largest id and a high piece number stay within 25 characters.
        assert!(nonce(i64::MAX, 99).chars().count() <= 25);
        assert!(notice_nonce(i64::MAX).chars().count() <= 25);
        assert_ne!(nonce(12, 0), nonce(1, 20));
        assert_ne!(nonce(1, 0), nonce(1, 1));
    }

    #[test]
    fn retries_back_off_up_to_an_hour() {
        assert_eq!(retry_at(100, 0), 105);
        assert_eq!(retry_at(100, 1), 110);
        assert_eq!(retry_at(100, 3), 140);
        assert_eq!(retry_at(100, 30), 3700);
    }
}
