//! Issue 13, end to end: the production Discord client against `fakecord`, in a French
//! server where Alice reads French and Bob English. The channel (posts, buttons, board)
//! speaks the game's language, French here; each private reply (ephemeral answers,
//! refusals, hands) and each direct message speaks its reader's own.
#![allow(clippy::unwrap_used)]

use bot::discord::{build_client, BotOptions};
use fakecord::{FakeDiscord, FakeUser, InteractionHandle, StoredMessage, ValidateOptions};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::Duration;

const GUILD: u64 = 910_000_000_000_000_001;
const CHANNEL: u64 = 910_000_000_000_000_002;
const WAIT: Duration = Duration::from_secs(20);

struct Running {
    fake: FakeDiscord,
    shards: std::sync::Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    dir: std::path::PathBuf,
}

impl Running {
    async fn start(name: &str) -> Running {
        let fake = FakeDiscord::start().await.unwrap();
        let dir = std::env::temp_dir().join(format!("blocbot-lang-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let http = serenity::HttpBuilder::new(fake.token())
            .proxy(fake.http_url())
            .ratelimiter_disabled(true)
            .build();
        let mut client = build_client(http, &dir.join("lang.db"), BotOptions::default())
            .await
            .unwrap();
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        fake.wait_for_commands(None, &["game", "hand", "start"], WAIT)
            .await
            .unwrap();
        fake.guild_channel(GUILD, CHANNEL, "bloc-par-bloc");
        Running {
            fake,
            shards,
            task,
            dir,
        }
    }

    async fn stop(self) {
        let _ = tokio::time::timeout(Duration::from_secs(1), self.shards.shutdown_all()).await;
        self.task.abort();
        let _ = std::fs::remove_dir_all(&self.dir);
    }

    /// `user` runs a slash command in the channel; its private answer.
    async fn command(
        &self,
        user: &FakeUser,
        name: &str,
        options: &[(&str, serde_json::Value)],
    ) -> StoredMessage {
        let i = self
            .fake
            .send_slash_command(user, Some(GUILD), CHANNEL, name, options)
            .unwrap();
        self.followup(&i).await
    }

    async fn followup(&self, i: &InteractionHandle) -> StoredMessage {
        self.fake.wait_for_followup(i, 0, WAIT).await.unwrap()
    }

    async fn channel_message(&self, needle: &str) -> StoredMessage {
        self.fake
            .wait_for_message(
                |m| m.channel_id == CHANNEL && m.text().contains(needle),
                WAIT,
            )
            .await
            .unwrap_or_else(|e| {
                let seen: Vec<String> = self
                    .fake
                    .messages_in(CHANNEL)
                    .into_iter()
                    .map(|m| m.text())
                    .collect();
                panic!("{e}: {needle:?} not in {seen:#?}")
            })
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_game_with_an_english_player() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("warn,bot=info"))
        .with_test_writer()
        .try_init();
    let run = Running::start("fr-en").await;
    let fake = &run.fake;
    // The commands were registered with French names and descriptions from the catalog.
    let game = fake
        .commands(None)
        .into_iter()
        .find(|c| c["name"] == "game")
        .unwrap();
    assert_eq!(game["name_localizations"]["fr"], "partie", "{game}");
    let create = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "create")
        .unwrap()
        .clone();
    assert_eq!(create["name_localizations"]["fr"], "créer", "{create}");
    assert!(create["description_localizations"]["fr"]
        .as_str()
        .is_some_and(|d| d.starts_with("Ouvrir")));

    // A French server: a game created without `language:` speaks the server's language.
    fake.set_guild_locale(GUILD, "fr");
    let alice = fake.user(2001, "alice");
    let bob = fake.user(2002, "bob");
    let carol = fake.user(2003, "carol");
    fake.set_locale(&alice, "fr");
    fake.set_locale(&bob, "en-GB");
    fake.set_locale(&carol, "fr-CA");

    // A refusal is private: in its reader's language (Bob reads English, Carol French).
    let refused = run.command(&bob, "game start", &[]).await;
    assert!(refused.content.contains("no game"), "{}", refused.content);
    let refused = run.command(&carol, "game start", &[]).await;
    assert!(
        refused.content.contains("Il n'y a pas de partie"),
        "{}",
        refused.content
    );

    let reply = run
        .command(
            &alice,
            "game create",
            &[("players", json!(2)), ("beginner", json!(true))],
        )
        .await;
    assert_eq!(reply.content, "✓");
    let lobby = run.channel_message("a ouvert une partie").await;
    assert!(lobby.content.contains("**alice**"), "{}", lobby.content);
    // Bob, who reads English, joins: the channel still speaks French.
    assert_eq!(run.command(&bob, "game join", &[]).await.content, "✓");
    run.channel_message("a rejoint la partie").await;
    assert_eq!(run.command(&bob, "game start", &[]).await.content, "✓");
    let start = run.channel_message("L'insurrection commence").await;
    // The buttons under a public post speak the game's language too.
    let buttons = start.components[0].to_string();
    assert!(buttons.contains("Que puis-je faire ?"), "{buttons}");
    assert!(start.attachments[0].data.starts_with(b"\x89PNG"));
    // Issue 12: the embed's fields and the ping line are French too.
    let fields = start.embeds[0]["fields"].to_string();
    for name in ["Nuit", "Moral de la police", "Tour"] {
        assert!(fields.contains(name), "{fields}");
    }
    assert!(
        start.content.ends_with("la partie vous attend."),
        "{}",
        start.content
    );

    // Direct messages: each player's last known locale.
    let alice_dm = fake.wait_for_dm(&alice, WAIT).await.unwrap();
    assert!(
        alice_dm.content.contains("personne d'autre ne les voit"),
        "{}",
        alice_dm.content
    );
    let bob_dm = fake.wait_for_dm(&bob, WAIT).await.unwrap();
    assert!(
        bob_dm.content.contains("only you see this"),
        "{}",
        bob_dm.content
    );

    // Ephemeral answers: each reader's language, whatever the game's.
    let hand = run.command(&bob, "hand", &[]).await;
    assert!(
        hand.content.contains("only you see this"),
        "{}",
        hand.content
    );
    assert_eq!(hand.flags & 64, 64, "ephemeral");
    let hand = run.command(&alice, "hand", &[]).await;
    assert!(
        hand.content.contains("personne d'autre ne les voit"),
        "{}",
        hand.content
    );
    let not_playing = run.command(&carol, "hand", &[]).await;
    assert!(
        not_playing.content.contains("Vous ne jouez pas"),
        "{}",
        not_playing.content
    );

    // Bob plays his Start district through autocomplete (in English) and hears "Done";
    // the narration in the channel is French.
    let waiting_for: Vec<&FakeUser> = vec![&alice, &bob];
    let mut played = 0;
    for user in waiting_for {
        let ac = fake
            .send_autocomplete(
                user,
                Some(GUILD),
                CHANNEL,
                "start",
                &[("district", json!(""))],
                "district",
            )
            .unwrap();
        fake.wait_for_interaction_response(&ac, WAIT).await.unwrap();
        let choices = fake.interaction_response(&ac).unwrap().data["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let Some(first) = choices.first() else {
            continue;
        };
        let value = first["value"].as_str().unwrap().to_string();
        let done = run
            .command(user, "start", &[("district", json!(value))])
            .await;
        if user.id == bob.id {
            assert!(done.content.starts_with("Done"), "{}", done.content);
        } else {
            assert!(done.content.starts_with("Fait"), "{}", done.content);
        }
        played += 1;
    }
    assert!(played >= 1, "nobody could choose a Start district");
    // Public posts only: ephemeral answers live in the channel too, seen by one person.
    let public: Vec<StoredMessage> = fake
        .messages_in(CHANNEL)
        .into_iter()
        .filter(|m| m.flags & 64 == 0)
        .collect();
    assert!(public.len() >= 4, "{public:#?}");
    for m in public {
        let text = m.text();
        assert!(
            !text.contains("only you see this") && !text.contains("Done:"),
            "English or a secret in the French channel: {text}"
        );
    }

    let failures = fake.validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    run.stop().await;
}
