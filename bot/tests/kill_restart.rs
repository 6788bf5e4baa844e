//! Issue 6: the `blocbot` process is killed with SIGKILL at random points of a game, 20
//! times, and restarted on the same database (only the Discord base URL changed, through
//! `DISCORD_API_BASE`). No accepted action may be lost or applied twice, and the game must
//! finish. About 5 s, so it runs with the other tests.
#![allow(clippy::unwrap_used)]
#![cfg(unix)]

mod table;

use engine::notation::print_command;
use engine::rng::GameRng;
use engine::sim::RandomPlayer;
use serde_json::json;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use table::{Table, CHANNEL, WAIT};

fn spawn_bot(table: &Table) -> Child {
    Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .env("DISCORD_TOKEN", table.fake.token())
        .env("DISCORD_API_BASE", table.fake.http_url())
        .env("DATABASE_PATH", &table.db)
        .env("DEV_GUILD_ID", "")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_twenty_times_loses_no_accepted_action() {
    let dir = std::env::temp_dir().join(format!("blocbot-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = Table::new(4, dir.join("game.db")).await;
    let mut bot = spawn_bot(&table);
    table
        .fake
        .wait_for_commands(None, &["game", "play"], WAIT)
        .await
        .unwrap();
    table.open_game(&[("players", json!(4))]).await;

    let mut chance = GameRng::from_seed(7);
    let mut player = RandomPlayer::new(7);
    let mut kills = 0;
    // Every command the bot confirmed, with the log revision it must have reached.
    let mut confirmed: Vec<(String, u64)> = Vec::new();
    let mut sent = 0;
    while !table.game().0.is_over() {
        let (game, seats, revision) = table.game();
        let cmd = player.choose(&game).unwrap();
        let text = print_command(&game, &cmd);
        let user = table.user_of(&game, &seats, cmd.by).clone();
        let i = table
            .fake
            .send_slash_command(
                &user,
                Some(table::GUILD),
                CHANNEL,
                "play",
                &[("action", json!(text.clone()))],
            )
            .unwrap();
        sent += 1;
        // Kill the bot right after sending (0-40 ms: before or after it commits), 20 times.
        let kill_now = kills < 20;
        if kill_now {
            tokio::time::sleep(Duration::from_millis(u64::from(chance.below(40)))).await;
            bot.kill().unwrap();
            let _ = bot.wait();
            kills += 1;
            let (after, _, rev_after) = table.game();
            // Applied at most once: one entry at most, and either the old or the new game.
            assert!(
                rev_after == revision || rev_after == revision + 1,
                "{revision} -> {rev_after}"
            );
            if rev_after == revision {
                assert_eq!(after, game, "an unrecorded command changed the game");
            }
            bot = spawn_bot(&table);
            table.fake.wait_until_connected(WAIT).await.unwrap();
            // A command the dead process never answered may be redelivered; either way the
            // log moves by at most one.
            tokio::time::sleep(Duration::from_millis(200)).await;
            let (_, _, rev_later) = table.game();
            assert!(
                rev_later <= revision + 1,
                "applied twice: {revision} -> {rev_later}"
            );
            continue;
        }
        if let Some(reply) = table.followup(&i).await {
            if reply.content.starts_with("Done") {
                let (_, _, rev) = table.game();
                confirmed.push((text, rev));
            }
        }
        assert!(sent < 3_000, "the game does not end");
    }
    // Nothing confirmed was lost: the log reached every confirmed revision, in order.
    let (_, _, final_rev) = table.game();
    let mut last = 0;
    for (text, rev) in &confirmed {
        assert!(
            *rev > last && *rev <= final_rev,
            "`{text}` at revision {rev} is lost"
        );
        last = *rev;
    }
    assert_eq!(
        kills, 20,
        "the game ended before 20 kills; pick another seed"
    );
    let _ = bot.kill();
    let _ = bot.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
