//! Issue 6: four simulated users play a whole game through slash commands against the fake
//! Discord, with the production client (only the base URL changed). Along the way the fake
//! drops the gateway, asks for a RECONNECT and invalidates the session, answers a board post
//! with 500 and another with 429, and one player has closed DMs. Checks: a board PNG after
//! every turn and Sunrise, secrets only in their owner's DMs, out-of-turn moves refused
//! privately, every request valid against Discord's OpenAPI spec. Prints the slash-command
//! latency (sent -> reply, including the SQLite commit and the render).
#![allow(clippy::unwrap_used)]

use bot::discord::{build_client, BotOptions};
use engine::bxb2016::notation::print_command;
use engine::sim::RandomPlayer;
use fakecord::{FaultKind, ValidateOptions};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::{Duration, Instant};

mod table;

use table::{percentile, Table, CHANNEL, EPHEMERAL, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_users_play_a_seeded_game_to_the_end_through_faults() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("warn"))
        .with_test_writer()
        .try_init();
    let dir = std::env::temp_dir().join(format!("blocbot-full-game-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = Table::new(4, dir.join("game.db")).await;
    let http = serenity::HttpBuilder::new(table.fake.token())
        .proxy(table.fake.http_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = build_client(http, &table.db, BotOptions::default())
        .await
        .unwrap();
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    table
        .fake
        .wait_for_commands(None, &["game", "play"], WAIT)
        .await
        .unwrap();
    // One player never opens DMs: the game must go on and offer a "view hand" button.
    table.fake.close_dms(&table.users[3]);
    // A semi-cooperative 4-player game, so agendas are secret too.
    table
        .open_game(&[("players", json!(4)), ("seed", json!(7))])
        .await;

    let mut player = RandomPlayer::new(42);
    let mut latencies = Vec::new();
    let mut last_turn = None;
    let mut commands = 0u32;
    let mut checked_out_of_turn = false;
    loop {
        let (game, seats, _) = table.game();
        if game.is_over() {
            break;
        }
        // Faults mid-game, each followed by more play on the same client.
        match commands {
            6 => table.fake.drop_connection().unwrap(),
            12 => table.fake.send_reconnect().unwrap(),
            18 => table.fake.send_invalid_session(true).unwrap(),
            _ => {}
        }
        if matches!(commands, 6 | 12 | 18) {
            table.fake.wait_until_connected(WAIT).await.unwrap();
        }
        let cmd = player.choose(&game).expect("a legal command");
        let actor = table.user_of(&game, &seats, cmd.by);
        // Once: someone who does not run the acting faction tries to end its turn.
        if !checked_out_of_turn && matches!(game.phase(), engine::bxb2016::Phase::Turn(_)) {
            let other = table.users.iter().find(|u| {
                game.to_act()
                    .iter()
                    .all(|&f| table.user_of(&game, &seats, f).id != u.id)
            });
            if let Some(other) = other {
                let text = format!("{} end", engine::bxb2016::notation::faction_code(cmd.by));
                let (reply, _) = table.slash(other, "play", &[("action", json!(text))]).await;
                assert!(reply.flags & EPHEMERAL != 0, "refusals are private");
                assert!(!reply.content.starts_with("Done"), "{}", reply.content);
                assert_eq!(table.game().0, game, "a refused move changed the game");
                checked_out_of_turn = true;
            }
        }
        let ends_turn = matches!(cmd.action, engine::bxb2016::Action::EndActions);
        // Latency is measured on commands that meet no injected fault.
        let mut faulted = matches!(commands, 6 | 12 | 18);
        if ends_turn && commands.is_multiple_of(2) {
            faulted = true;
            // The board post after this turn meets a passing failure; the bot retries.
            let fault = if commands.is_multiple_of(4) {
                FaultKind::ServerError
            } else {
                FaultKind::rate_limited(0.05)
            };
            table
                .fake
                .fail_next("POST", "/api/v10/channels/{id}/messages", fault);
        }
        let pngs_before = table.pngs_in_channel();
        let text = print_command(&game, &cmd);
        let (reply, latency) = table.slash(actor, "play", &[("action", json!(text))]).await;
        assert!(
            reply.content.starts_with("Done"),
            "`{text}` refused: {}",
            reply.content
        );
        if !faulted {
            latencies.push(latency);
        }
        commands += 1;

        let (after, _, _) = table.game();
        let turn = (
            after.night_number(),
            after.current_turn().map(|t| t.faction),
        );
        if last_turn.is_some() && Some(turn) != last_turn || after.is_over() {
            // A new turn or the end: a board was posted for it (after any retries).
            table
                .fake
                .wait_for_message(
                    |m| {
                        m.channel_id == CHANNEL
                            && !m.attachments.is_empty()
                            && m.attachments[0].data.starts_with(b"\x89PNG")
                    },
                    WAIT,
                )
                .await
                .unwrap();
            let deadline = Instant::now() + WAIT;
            while table.pngs_in_channel() <= pngs_before && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            assert!(
                table.pngs_in_channel() > pngs_before,
                "no board after `{text}`"
            );
        }
        last_turn = Some(turn);
        assert!(commands < 2_000, "the game does not end");
    }
    let (game, seats, _) = table.game();
    assert!(game.is_over());
    // The ending (with the agendas' reveal) is delivered after the last move's reply.
    table.wait_for_ending().await;

    // Secrets: no DM text in the channel, and no agenda named there except where the end of
    // the game reveals them (R-AGD-3): "The Workers' agenda was Communard." and the final
    // "Agendas: Workers: Communard; ..." line, which must name each faction's real agenda.
    let agenda_of = |f: engine::Faction| {
        let a = game
            .faction(f)
            .agenda
            .expect("semi-cooperative: every faction has one");
        engine::bxb2016::Rules::embedded().agendas[a as usize]
            .name
            .clone()
    };
    // Issue 37: only the channel's latest post offers the game's buttons; every older
    // one lost them by an edit (the last edit follows the last post's send: waited for).
    let with_buttons = |m: &fakecord::StoredMessage| {
        let rows = serde_json::to_string(&m.components).unwrap_or_default();
        rows.contains("bb:menu:") || rows.contains("bb:addai:")
    };
    let deadline = Instant::now() + WAIT;
    let mut offering: Vec<u64>;
    loop {
        offering = table
            .fake
            .messages_in(CHANNEL)
            .iter()
            .filter(|m| with_buttons(m))
            .map(|m| m.id)
            .collect();
        if offering.len() <= 1 || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let posts_with_buttons_ever = table
        .fake
        .messages_in(CHANNEL)
        .iter()
        .filter(|m| m.edits > 0 && m.components.is_empty())
        .count();
    assert!(
        offering.len() <= 1,
        "older posts still offer the game's buttons: {offering:?}"
    );
    assert!(
        posts_with_buttons_ever > 10,
        "older posts had their buttons taken off ({posts_with_buttons_ever})"
    );
    // Issue 37: a post whose turn changed a few districts shows a close-up of them as its
    // image (legible at the ~400 pixels Discord draws it), the whole city beside it.
    let size = |png: &[u8]| -> (u32, u32) {
        let word = |at: usize| u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]);
        (word(16), word(20))
    };
    let mut close_ups = 0;
    for m in table.fake.messages_in(CHANNEL) {
        let Some(url) = m.embeds.first().and_then(|e| e["image"]["url"].as_str()) else {
            continue;
        };
        let pngs: Vec<_> = m.attachments.iter().filter(|a| a.is_png()).collect();
        if let Some(name) = url.strip_prefix("attachment://closeup-") {
            close_ups += 1;
            assert_eq!(pngs.len(), 2, "the close-up and the whole board");
            assert_eq!(
                pngs[1].filename, name,
                "the whole board beside its close-up"
            );
            let (part, whole) = (size(&pngs[0].data), size(&pngs[1].data));
            assert!(
                part.0 <= whole.0 && part.1 < whole.1,
                "{part:?} of {whole:?}"
            );
        }
    }
    assert!(close_ups > 0, "no post showed a close-up of its changes");
    let channel = table.fake.messages_in(CHANNEL);
    let mut reveals = 0;
    for m in &channel {
        let text = m.text();
        assert!(
            !text.contains("only you see this") && !text.contains("Agenda of the"),
            "a DM's text in the channel: {text}"
        );
        let mut rest = text.clone();
        for &f in game.cycle() {
            for reveal in [
                format!("The {}' agenda was {}.", f.name(), agenda_of(f)),
                format!("{}: {}", f.name(), agenda_of(f)),
            ] {
                if rest.contains(&reveal) {
                    reveals += 1;
                    rest = rest.replace(&reveal, "");
                }
            }
        }
        for a in &engine::bxb2016::Rules::embedded().agendas {
            assert!(
                !rest.contains(a.name.as_str()),
                "agenda `{}` named outside the final reveal: {text}",
                a.name,
            );
        }
    }
    assert!(
        reveals >= game.cycle().len(),
        "the end of the game reveals every agenda ({reveals} reveals)"
    );
    for u in &table.users[..3] {
        let dm = table
            .fake
            .existing_dm_channel(u)
            .expect("DMs for every open player");
        for m in table.fake.messages_in(dm) {
            assert!(m.content.contains("only you see this"), "{}", m.content);
        }
        assert!(seats.iter().any(|s| s.1 == u.id));
    }
    assert!(
        channel.iter().any(|m| m.content.contains("DMs are closed")
            && m.content.contains(&format!("<@{}>", table.users[3].id))),
        "the closed-DM player is offered the hand in the channel"
    );

    // Issue 12: the ending carries the story of the whole game, an animated GIF drawn
    // when the post is delivered (never on the reply path), under Discord's limit.
    table.assert_story_gif_posted().await;

    // Issue 12: every post with a board is an embed within Discord's limits (fakecord
    // refuses one that is not), carrying that board as its image.
    let boards = table::assert_board_posts_are_embeds(
        &table.fake,
        &channel,
        &["Night", "Police morale", "Turn"],
    );
    assert!(boards > 1, "{boards} board posts");

    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let _ = table.fake.write_record_from_env();

    latencies.sort();
    println!(
        "{commands} commands; slash command -> reply latency p50 {:?}, p99 {:?}, max {:?}",
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or_default()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), shards.shutdown_all()).await;
    task.abort();
    let _ = std::fs::remove_dir_all(&dir);
}
