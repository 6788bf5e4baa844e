//! Issue 9 through the real client against fakecord: a passing 5xx on a DM is retried
//! (not taken for closed DMs); a user whose DMs are closed (403, code 50007) is
//! remembered, so the bot does not keep hitting Discord with requests it will refuse (each
//! counts toward the 10,000 invalid requests per 10 minutes) and the channel offers "View
//! my hand" instead; costly public commands are rate-limited with a private refusal.
#![allow(clippy::unwrap_used)]

mod table;

use bot::discord::{build_client, BotOptions};
use bot::store::{GameStore, SqliteStore, UserId};
use fakecord::{FakeUser, FaultKind};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::Duration;
use table::{Table, CHANNEL, GUILD, WAIT};

struct Bot {
    shards: std::sync::Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl Bot {
    async fn start(table: &Table) -> Bot {
        let http = serenity::HttpBuilder::new(table.fake.token())
            .proxy(table.fake.http_url())
            .ratelimiter_disabled(true)
            .build();
        let options = BotOptions {
            delivery_poll: Duration::from_millis(200),
            ..BotOptions::default()
        };
        let mut client = build_client(http, &table.db, options).await.unwrap();
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        table
            .fake
            .wait_for_commands(None, &["game", "play", "admin"], WAIT)
            .await
            .unwrap();
        Bot { shards, task }
    }

    async fn stop(self) {
        let _ = tokio::time::timeout(Duration::from_secs(1), self.shards.shutdown_all()).await;
        self.task.abort();
    }
}

fn fresh(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("blocbot-delivery-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// POSTs the bot made to a user's DM channel, and how many Discord refused with 403.
fn dm_posts(table: &Table, user: &FakeUser) -> (usize, usize) {
    let Some(channel) = table.fake.existing_dm_channel(user) else {
        return (0, 0);
    };
    let path = format!("/api/v10/channels/{channel}/messages");
    let posts: Vec<_> = table
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .collect();
    let refused = posts.iter().filter(|r| r.status == 403).count();
    (posts.len(), refused)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_passing_dm_failure_is_retried_not_taken_for_closed_dms() {
    let dir = fresh("transient");
    let table = Table::new(2, dir.join("game.db")).await;
    let bot = Bot::start(&table).await;
    let alice = table.users[0].clone();
    // Alice's DM channel answers 500 three times: the first attempt and its two quick
    // retries. The delivery then waits for a later attempt, which succeeds.
    let dm = table.fake.dm_channel(&alice);
    table.fake.fail_times(
        "POST",
        &format!("/channels/{dm}/messages"),
        FaultKind::ServerError,
        3,
    );
    // Not the beginner game: its first-turn guide is one more DM (issue 12).
    table.open_game(&[("players", json!(2))]).await;
    let message = table.fake.wait_for_dm(&alice, WAIT).await.unwrap();
    assert!(
        message.content.contains("only you see this"),
        "{}",
        message.content
    );
    let (posts, refused) = dm_posts(&table, &alice);
    assert_eq!((posts, refused), (4, 0));
    // Never taken for closed DMs: no notice, not remembered.
    assert!(!table
        .fake
        .messages_in(CHANNEL)
        .iter()
        .any(|m| m.content.contains("DMs are closed")));
    let store = SqliteStore::open(&table.db).unwrap();
    assert!(!store.dms_closed(UserId(alice.id)).unwrap());
    bot.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_remembered_not_retried() {
    let dir = fresh("closed");
    let table = Table::new(3, dir.join("game.db")).await;
    let bot = Bot::start(&table).await;
    let (alice, bob, carol) = (
        table.users[0].clone(),
        table.users[1].clone(),
        table.users[2].clone(),
    );
    table.fake.close_dms(&carol);
    let (reply, _) = table
        .slash(
            &alice,
            "game create",
            &[("players", json!(2)), ("beginner", json!(true))],
        )
        .await;
    assert_eq!(reply.content, "✓");
    let (reply, _) = table.slash(&bob, "game join", &[]).await;
    assert_eq!(reply.content, "✓");
    let (reply, _) = table.slash(&alice, "game start", &[]).await;
    assert_eq!(reply.content, "✓");
    // Carol takes Bob's seat: her hand cannot go by DM (refused once), so the channel
    // offers the button.
    let replace = |old: &FakeUser, new: &FakeUser| {
        vec![
            ("old", json!(old.id.to_string())),
            ("new", json!(new.id.to_string())),
        ]
    };
    let (reply, _) = table
        .slash(&alice, "admin replace", &replace(&bob, &carol))
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
    let notice = closed_dms_notice(&table).await;
    assert!(notice.content.contains(&format!("<@{}>", carol.id)));
    assert_eq!(dm_posts(&table, &carol), (1, 1));
    let store = SqliteStore::open(&table.db).unwrap();
    assert!(store.dms_closed(UserId(carol.id)).unwrap());
    // Bob back, then Carol again: the bot remembers and does not ask Discord again.
    table
        .slash(&alice, "admin replace", &replace(&carol, &bob))
        .await;
    table
        .slash(&alice, "admin replace", &replace(&bob, &carol))
        .await;
    table
        .fake
        .wait_for_message(
            |m| {
                m.channel_id == CHANNEL && m.content.contains("DMs are closed") && m.id != notice.id
            },
            WAIT,
        )
        .await
        .unwrap();
    assert_eq!(
        dm_posts(&table, &carol),
        (1, 1),
        "closed DMs were tried again"
    );
    bot.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// Costly public commands are rate-limited per user and channel, and the refusal is
/// private (sent before the public defer) and says when to try again. The deadline chosen
/// at /game create is announced in the lobby post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_beyond_the_limit_is_refused_privately() {
    let dir = fresh("limits");
    let table = Table::new(2, dir.join("game.db")).await;
    let bot = Bot::start(&table).await;
    let alice = table.users[0].clone();
    let (reply, _) = table
        .slash(
            &alice,
            "game create",
            &[
                ("players", json!(2)),
                ("beginner", json!(true)),
                ("deadline", json!(0)), // the first choice: 12 hours
            ],
        )
        .await;
    assert_eq!(reply.content, "✓");
    table.channel_post("Each wait lasts at most 12 hours").await;
    let (reply, _) = table.slash(&table.users[1], "game join", &[]).await;
    assert_eq!(reply.content, "✓");
    let (reply, _) = table.slash(&alice, "game start", &[]).await;
    assert_eq!(reply.content, "✓");
    for _ in 0..3 {
        let i = table
            .fake
            .send_slash_command(&alice, Some(GUILD), CHANNEL, "board", &[])
            .unwrap();
        let shown = table.fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
        assert!(!shown.is_ephemeral());
        assert!(shown
            .attachments
            .iter()
            .any(|a| a.data.starts_with(b"\x89PNG")));
    }
    let i = table
        .fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "board", &[])
        .unwrap();
    let refused = table
        .fake
        .wait_for_interaction_response(&i, WAIT)
        .await
        .unwrap();
    // A reply (type 4), not a public defer, flagged ephemeral (64).
    assert_eq!(refused.kind, 4, "{:?}", refused.data);
    let text = refused.data["content"].as_str().unwrap_or_default();
    assert!(text.contains("Try again in"), "{text}");
    assert_eq!(refused.data["flags"].as_u64().map(|f| f & 64), Some(64));
    // Someone else may still look.
    let i = table
        .fake
        .send_slash_command(&table.users[1], Some(GUILD), CHANNEL, "board", &[])
        .unwrap();
    assert!(!table
        .fake
        .wait_for_followup(&i, 0, WAIT)
        .await
        .unwrap()
        .is_ephemeral());
    bot.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// The channel's first "DMs are closed" notice (with its "View my hand" button).
async fn closed_dms_notice(table: &Table) -> fakecord::StoredMessage {
    table.channel_post("DMs are closed").await
}

/// What a click on the notice's "View my hand" answered `user`, every piece joined.
async fn hand_answer(table: &Table, user: &FakeUser, notice: &fakecord::StoredMessage) -> String {
    let button = notice.components[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(button.starts_with("bb:hand:"), "{button}");
    let click = table.fake.click_button(user, notice.id, &button).unwrap();
    let first = table
        .followup(&click)
        .await
        .expect("an answer to the click");
    assert_eq!(first.flags & table::EPHEMERAL, table::EPHEMERAL);
    // A long answer comes in pieces, sent one after the other.
    let mut pieces = vec![first.content];
    while let Ok(more) = table
        .fake
        .wait_for_followup(&click, pieces.len(), Duration::from_millis(500))
        .await
    {
        pieces.push(more.content);
    }
    pieces.join("\n")
}

/// Issue 12: the beginner game's first-turn guide, when its reader's DMs are closed, takes
/// the path a hand takes: the channel's "DMs are closed" notice offers "View my hand", and
/// that private answer carries the guide for the person who acts first until they have
/// played (and never for the others).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_dms_closed_the_first_turn_guide_comes_with_the_hand() {
    const GUIDE: &str = "Your first turn";
    let dir = fresh("guide");
    let table = Table::new(3, dir.join("game.db")).await;
    let bot = Bot::start(&table).await;
    for user in &table.users {
        table.fake.close_dms(user);
    }
    table
        .open_game(&[("players", json!(3)), ("beginner", json!(true))])
        .await;
    let notice = closed_dms_notice(&table).await;
    let (game, seats, _) = table.game();
    let first = table.user_of(&game, &seats, game.to_act()[0]).clone();
    for user in &table.users {
        let answer = hand_answer(&table, user, &notice).await;
        assert!(answer.contains("only you see this"), "{answer}");
        assert_eq!(
            answer.contains(GUIDE),
            user.id == first.id,
            "{}: {answer}",
            user.name
        );
    }
    // Once they have played, the guide is no longer due.
    let (game, seats, _) = table.any_game();
    let mine = table::roles_of(&game, &seats, first.id);
    let command = table::person_command(&game, &mine).unwrap();
    let (reply, _) = table
        .slash(
            &first,
            "play",
            &[("action", json!(game.print_command(&command)))],
        )
        .await;
    assert!(reply.content.starts_with("Done"), "{}", reply.content);
    let answer = hand_answer(&table, &first, &notice).await;
    assert!(!answer.contains(GUIDE), "{answer}");
    let invalid = table
        .fake
        .validate_requests(fakecord::ValidateOptions::discord_accepts());
    assert!(invalid.is_empty(), "{}", invalid.join("\n"));
    bot.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}
