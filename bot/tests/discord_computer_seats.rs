//! Issue 11, "Where they play": one person against three computer seats in Discord (the
//! fake), and a computer's turn resumed by a restarted process.
//!
//! - `/game create ai:3 level:easy`: the lobby and the start post name the computer seats;
//!   the person plays simply (the first legal command of their faction) while the computers
//!   play theirs through their timers, to the end of a semi-cooperative 2016 game. Every
//!   request is valid against Discord's OpenAPI spec; no DM goes to anyone but the person,
//!   and no computer faction's agenda is named in the channel before the end reveals it.
//! - the `blocbot` process aborted right after committing a computer's move, before
//!   delivering it: restarted, it delivers that move and the computers go on.
#![allow(clippy::unwrap_used)]

mod table;

use bot::discord::{build_client, BotOptions};
use bot::service::{ComputerPolicy, Policy};
use bot::store::{GameStore, LogKind, SqliteStore};
use engine::notation::print_command;
use engine::{Faction, Game};
use fakecord::ValidateOptions;
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::{Duration, Instant};
use table::{Table, CHANNEL, WAIT};

/// The person's factions: those of the seat the person holds.
fn person_factions(game: &Game, seats: &[(u8, u64)], person: u64) -> Vec<Faction> {
    let Some(&(seat, _)) = seats.iter().find(|s| s.1 == person) else {
        return Vec::new();
    };
    game.cycle()
        .iter()
        .copied()
        .filter(|&f| game.faction(f).player == seat)
        .collect()
}

/// The person's simple play: the engine's default command (what a deadline plays: end
/// the actions, pass, allow...) when it is theirs, else their first legal command.
fn person_command(game: &Game, mine: &[Faction]) -> Option<engine::Command> {
    match engine::AnyGame::Bxb2016(game.clone()).default_command() {
        Some(engine::AnyCommand::Bxb2016(c)) if mine.contains(&c.by) => Some(c),
        _ => game
            .legal_actions()
            .into_iter()
            .find(|c| mine.contains(&c.by)),
    }
}

/// Plays until the game ends or `stop` says so: the person when it is their move, else
/// waits for the computers (failing if nothing moves for `WAIT`). Returns the person's
/// commands.
async fn play(table: &Table, stop: impl Fn(&Game, u64) -> bool) -> u32 {
    let person = &table.users[0];
    let mut commands = 0;
    let mut last_change = (0, Instant::now());
    loop {
        let (game, seats, revision) = table.game();
        if game.is_over() || stop(&game, revision) {
            return commands;
        }
        if revision != last_change.0 {
            last_change = (revision, Instant::now());
        }
        let mine = person_factions(&game, &seats, person.id);
        match person_command(&game, &mine) {
            Some(cmd) => {
                let text = print_command(&game, &cmd);
                let (reply, _) = table
                    .slash(person, "play", &[("action", json!(text))])
                    .await;
                assert!(
                    reply.content.starts_with("Done"),
                    "`{text}` refused: {}",
                    reply.content
                );
                commands += 1;
                assert!(commands < 3_000, "the game does not end");
            }
            None => {
                assert!(
                    last_change.1.elapsed() < WAIT,
                    "the computers stopped at revision {revision}"
                );
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_a_whole_game_against_three_computer_seats() {
    let dir = std::env::temp_dir().join(format!("blocbot-computers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = Table::new(1, dir.join("game.db")).await;
    let http = serenity::HttpBuilder::new(table.fake.token())
        .proxy(table.fake.http_url())
        .ratelimiter_disabled(true)
        .build();
    let options = BotOptions {
        policy: Policy {
            computer: ComputerPolicy {
                pause: Duration::ZERO,
                ..ComputerPolicy::default()
            },
            ..Policy::default()
        },
        timer_check_every: Duration::from_millis(50),
        ..BotOptions::default()
    };
    let mut client = build_client(http, &table.db, options).await.unwrap();
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    table
        .fake
        .wait_for_commands(None, &["game", "play"], WAIT)
        .await
        .unwrap();
    // Semi-cooperative with four seats: every computer faction has a secret agenda. Two
    // computer seats at create, the third from the lobby post's button.
    let (reply, _) = table
        .slash(
            &table.users[0],
            "game create",
            &[
                ("players", json!(4)),
                ("seed", json!(7)),
                ("ai", json!(2)),
                ("level", json!(0)),
            ],
        )
        .await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    let lobby = table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.content.contains("Computer 2, easy"),
            WAIT,
        )
        .await
        .unwrap();
    let button = lobby.components[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(button.starts_with("bb:addai:"), "{button}");
    let click = table
        .fake
        .click_button(&table.users[0], lobby.id, &button)
        .unwrap();
    assert_eq!(table.followup(&click).await.unwrap().content, "✓");
    let (reply, _) = table.slash(&table.users[0], "game start", &[]).await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    // The start post says which seats are computers, at which level, and what they play
    // ("• Computer 3, normal: Students").
    table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.text().contains("• Computer 3, normal: "),
            WAIT,
        )
        .await
        .expect("the start post names the computer seats");
    let commands = play(&table, |_, _| false).await;
    let (game, seats, _) = table.game();
    assert!(game.is_over());
    assert!(commands > 0, "the person played");
    let person = &table.users[0];
    let mine = person_factions(&game, &seats, person.id);
    // The last move's post (the ending) is delivered after its commit.
    table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.text().contains("The game is over."),
            WAIT,
        )
        .await
        .unwrap();

    // Computer moves were played by the bot, logged as such.
    let store = SqliteStore::open(&table.db).unwrap();
    let (id, _, _) = {
        let row = store.latest_game_in(CHANNEL).unwrap().unwrap();
        (row.id, row.status, row.revision)
    };
    let log = store.log(id).unwrap();
    assert!(log
        .iter()
        .any(|r| r.kind == LogKind::Command && r.note.as_deref() == Some("computer easy")));

    // No DM to anyone but the person; their DMs are theirs.
    for r in table.fake.requests() {
        if r.method == "POST" && r.path.ends_with("/users/@me/channels") {
            let to = r
                .json
                .as_ref()
                .and_then(|j| j["recipient_id"].as_str().map(String::from));
            assert_eq!(
                to,
                Some(person.id.to_string()),
                "a DM to someone else: {:?}",
                r.json
            );
        }
    }
    let dm = table
        .fake
        .existing_dm_channel(person)
        .expect("the person's DMs");
    for m in table.fake.all_messages() {
        assert!(
            m.channel_id == CHANNEL || m.channel_id == dm,
            "a message outside the channel and the person's DMs: {}",
            m.content
        );
    }
    // No computer faction's agenda named in the channel before the final reveal (R-AGD-3).
    let rules = engine::Rules::embedded();
    let channel = table.fake.messages_in(CHANNEL);
    let reveal_at = channel
        .iter()
        .position(|m| m.text().contains("agenda was"))
        .unwrap_or(channel.len());
    for m in &channel[..reveal_at] {
        let text = m.text();
        assert!(!text.contains("only you see this"), "{text}");
        for &f in game.cycle().iter().filter(|f| !mine.contains(f)) {
            if let Some(a) = game.faction(f).agenda {
                let name = &rules.agendas[a as usize].name;
                assert!(
                    !text.contains(name.as_str()),
                    "the {f} agenda named before the end: {text}"
                );
            }
        }
    }
    assert!(table.pngs_in_channel() > 0, "boards were posted");
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!(
        "{commands} commands by the person, {} log entries",
        log.len()
    );
    if let Some(m) = channel.last() {
        println!("{}", m.text());
    }
    let _ = tokio::time::timeout(Duration::from_secs(1), shards.shutdown_all()).await;
    task.abort();
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
fn spawn_bot(table: &Table, env: &[(&str, &str)]) -> std::process::Child {
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_blocbot"));
    cmd.env("DISCORD_TOKEN", table.fake.token())
        .env("DISCORD_API_BASE", table.fake.http_url())
        .env("DATABASE_PATH", &table.db)
        .env("DEV_GUILD_ID", "")
        .env("RUST_LOG", "warn")
        .env("COMPUTER_PAUSE_SECONDS", "0")
        .env("DELIVERY_LEASE_SECONDS", "1")
        .env_remove("BLOCBOT_FAULT")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.spawn().unwrap()
}

/// The process aborts right after committing a computer's move (before delivering it):
/// restarted, the next computer move is claimed from its durable timer and played, and the
/// aborted move's posts are delivered; every move is in the log once.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_process_resumes_the_computer_seats() {
    let dir = std::env::temp_dir().join(format!("blocbot-computers-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = Table::new(1, dir.join("game.db")).await;
    // Commits with deliveries: the lobby (1), the start (2), then moves; the 6th is one of
    // the computers' (the person only acts when the game waits for them).
    let mut bot = spawn_bot(&table, &[("BLOCBOT_FAULT", "after-commit:6")]);
    table
        .fake
        .wait_for_commands(None, &["game", "play"], WAIT)
        .await
        .unwrap();
    table
        .open_game(&[
            ("players", json!(4)),
            // A fixed seed fixes who moves when, so the 6th commit is a computer's.
            ("seed", json!(21)),
            ("ai", json!(3)),
            ("level", json!(0)),
        ])
        .await;
    // Play until the process dies (the person moves when asked).
    let start = Instant::now();
    loop {
        if let Some(status) = bot.try_wait().unwrap() {
            assert!(!status.success(), "the fault point aborts");
            break;
        }
        assert!(start.elapsed() < WAIT, "the fault point was not reached");
        let (game, seats, _) = table.game();
        let mine = person_factions(&game, &seats, table.users[0].id);
        if let Some(cmd) = person_command(&game, &mine) {
            let text = print_command(&game, &cmd);
            // The process may die while answering: no reply is fine.
            let _ = table.fake.send_slash_command(
                &table.users[0],
                Some(table::GUILD),
                CHANNEL,
                "play",
                &[("action", json!(text))],
            );
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (_, _, crashed_at) = table.game();
    let store = SqliteStore::open(&table.db).unwrap();
    let id = store.latest_game_in(CHANNEL).unwrap().unwrap().id;
    let last = store.log(id).unwrap().last().cloned().unwrap();
    assert!(
        last.note
            .as_deref()
            .is_some_and(|n| n.starts_with("computer")),
        "the aborted commit is a computer's move: {last:?}"
    );
    bot = spawn_bot(&table, &[]);
    table.fake.wait_until_connected(WAIT).await.unwrap();
    // The computers go on: five more moves, the person answering when asked.
    play(&table, |_, revision| revision >= crashed_at + 5).await;
    let log = store.log(id).unwrap();
    let seqs: Vec<u64> = log.iter().map(|r| r.seq).collect();
    assert_eq!(
        seqs,
        (1..=seqs.len() as u64).collect::<Vec<_>>(),
        "each move once"
    );
    assert!(
        log.iter()
            .any(|r| r.seq > crashed_at && r.note.as_deref() == Some("computer easy")),
        "a computer moved after the restart"
    );
    let _ = bot.kill();
    let _ = bot.wait();
    let _ = std::fs::remove_dir_all(&dir);
}

/// `/admin seat`: a server manager hands a computer's seat to a newcomer (who gets its
/// hand by DM and is pinged) and the newcomer's seat back to a computer; an unknown
/// faction is refused with the names to choose from.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_seat_hands_a_computer_seat_to_a_person_and_back() {
    let dir = std::env::temp_dir().join(format!("blocbot-computers-seat-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // users[0] plays (every fake member manages the server by default); users[1] comes later.
    let table = Table::new(2, dir.join("game.db")).await;
    let http = serenity::HttpBuilder::new(table.fake.token())
        .proxy(table.fake.http_url())
        .ratelimiter_disabled(true)
        .build();
    let options = BotOptions {
        // A long pause: the computers wait while the seats change hands.
        policy: Policy {
            computer: ComputerPolicy {
                pause: Duration::from_secs(3600),
                ..ComputerPolicy::default()
            },
            ..Policy::default()
        },
        ..BotOptions::default()
    };
    let mut client = build_client(http, &table.db, options).await.unwrap();
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    table
        .fake
        .wait_for_commands(None, &["game", "admin"], WAIT)
        .await
        .unwrap();
    let (alice, newcomer) = (&table.users[0], &table.users[1]);
    for (name, options) in [
        ("game create", vec![("players", json!(2)), ("ai", json!(1))]),
        ("game start", vec![]),
    ] {
        let (reply, _) = table.slash(alice, name, &options).await;
        assert_eq!(reply.content, "✓", "{}", reply.content);
    }
    let (game, seats, _) = table.game();
    let computer_seat = seats.iter().find(|s| s.1 == 0).unwrap().0;
    let faction = *game
        .cycle()
        .iter()
        .find(|&&f| game.faction(f).player == computer_seat)
        .unwrap();
    let (reply, _) = table
        .slash(alice, "admin seat", &[("faction", json!("Pirates"))])
        .await;
    assert!(
        reply.content.contains("There is no Pirates"),
        "{}",
        reply.content
    );
    let (reply, _) = table
        .slash(
            alice,
            "admin seat",
            &[
                ("faction", json!(faction.name())),
                ("to", json!(newcomer.id.to_string())),
            ],
        )
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
    let dm = table.fake.wait_for_dm(newcomer, WAIT).await.unwrap();
    assert!(dm.content.contains("only you see this"), "{}", dm.content);
    let handed = table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.content.contains("gave the seat of **Computer 1"),
            WAIT,
        )
        .await
        .unwrap();
    assert!(
        handed.content.contains(faction.name()),
        "{}",
        handed.content
    );
    assert_eq!(
        table.game().1.iter().filter(|s| s.1 == newcomer.id).count(),
        1
    );
    // And back to a computer.
    let (reply, _) = table
        .slash(
            alice,
            "admin seat",
            &[("faction", json!(faction.name())), ("level", json!(2))],
        )
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
    table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.content.contains("to **Computer 1, strong**"),
            WAIT,
        )
        .await
        .unwrap();
    assert!(table.game().1.iter().all(|s| s.1 != newcomer.id));
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let _ = tokio::time::timeout(Duration::from_secs(1), shards.shutdown_all()).await;
    task.abort();
    let _ = std::fs::remove_dir_all(&dir);
}
