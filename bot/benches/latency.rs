//! Issue 6 latency: a slash command sent through the fake Discord until the bot's reply
//! arrives, including the SQLite commit and the board render. Random legal moves of
//! 4-player games; prints p50 and p99 besides criterion's estimate (goal p99 <= 50 ms).
#![allow(clippy::unwrap_used, missing_docs)]

#[path = "../tests/table/mod.rs"]
mod table;

use bot::discord::{build_client, BotOptions};
use criterion::{criterion_group, criterion_main, Criterion};
use engine::bxb2016::notation::print_command;
use engine::sim::RandomPlayer;
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::Duration;
use table::{percentile, Table, WAIT};

fn latency(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = std::env::temp_dir().join(format!("blocbot-latency-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = rt.block_on(async {
        let table = Table::new(4, dir.join("bench.db")).await;
        let http = serenity::HttpBuilder::new(table.fake.token())
            .proxy(table.fake.http_url())
            .ratelimiter_disabled(true)
            .build();
        let mut client = build_client(http, &table.db, BotOptions::default())
            .await
            .unwrap();
        tokio::spawn(async move {
            let _ = client.start().await;
        });
        table
            .fake
            .wait_for_commands(None, &["game", "play"], WAIT)
            .await
            .unwrap();
        table.open_game(&[("players", json!(4))]).await;
        table
    });
    let mut player = RandomPlayer::new(1);
    let mut all = Vec::new();
    c.bench_function("slash_command_to_reply", |b| {
        b.iter_custom(|iters| {
            rt.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let (game, seats, _) = table.game();
                    if game.is_over() {
                        table.open_game(&[("players", json!(4))]).await;
                        continue;
                    }
                    let cmd = player.choose(&game).unwrap();
                    let user = table.user_of(&game, &seats, cmd.by).clone();
                    let text = print_command(&game, &cmd);
                    let (reply, took) =
                        table.slash(&user, "play", &[("action", json!(text))]).await;
                    assert!(reply.content.starts_with("Done"), "{}", reply.content);
                    total += took;
                    all.push(took);
                }
                total
            })
        })
    });
    all.sort();
    println!(
        "slash command -> reply over {} commands: p50 {:?}, p99 {:?}, max {:?}",
        all.len(),
        percentile(&all, 0.50),
        percentile(&all, 0.99),
        all.last().copied().unwrap_or_default()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(10));
    targets = latency
}
criterion_main!(benches);
