//! Step-by-step choices through the fake Discord (issue 12), for both rulesets: a player
//! opens "What can I do?" (`/actions`) and makes a move one step at a time, each click
//! updating the same ephemeral message (UPDATE_MESSAGE) and the last one playing the move;
//! Back and Cancel; a choice made stale by another move is refused with "the game moved
//! on" and a fresh menu; a forged custom id and another user's click are refused privately
//! and leave the menu alone. Every request is checked against Discord's OpenAPI spec.
#![allow(clippy::unwrap_used)]

use bot::discord::{build_client, BotOptions};
use bot::store::{GameStore, SqliteStore};
use engine::AnyGame;
use fakecord::{FakeUser, StoredMessage, ValidateOptions};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

mod table;

use table::{Table, CHANNEL, EPHEMERAL, WAIT};

/// The game as the bot committed it, its seats (seat, user) and revision.
fn stored(table: &Table) -> (AnyGame, Vec<(u8, u64)>, u64) {
    let store = SqliteStore::open(&table.db).unwrap();
    let record = store.load_in(CHANNEL, true).unwrap().expect("a game");
    let (_, game) = record.snapshot.expect("a snapshot");
    let seats = record
        .seats
        .into_iter()
        .map(|s| (s.seat, s.user.0))
        .collect();
    (game, seats, record.row.revision)
}

/// A user who must act now.
fn actor(table: &Table) -> &FakeUser {
    let (game, seats, _) = stored(table);
    let role = game.legal_commands()[0].role();
    let seat = game.seat_of(role).unwrap().0;
    let id = seats.iter().find(|s| s.0 == seat).unwrap().1;
    table.users.iter().find(|u| u.id == id).unwrap()
}

/// One option of a step: a button's custom id, or a select's id and value.
#[derive(Clone, Debug)]
struct Pick {
    custom_id: String,
    value: Option<String>,
    label: String,
}

/// The step's options (nav buttons left out), checked against Discord's limits: at most
/// five rows, 25 options to a select, ids within 100 characters, labels all distinct.
fn picks(menu: &StoredMessage) -> Vec<Pick> {
    assert!(menu.components.len() <= 5, "{:?}", menu.components);
    let mut out = Vec::new();
    for row in &menu.components {
        for comp in row["components"].as_array().unwrap() {
            let id = comp["custom_id"].as_str().unwrap().to_string();
            assert!(id.chars().count() <= 100, "{id}");
            match comp["type"].as_u64() {
                // Options are primary, or secondary when they end the turn (issue 37);
                // Back and Cancel navigate.
                Some(2)
                    if matches!(comp["style"].as_u64(), Some(1 | 2))
                        && !matches!(comp["label"].as_str(), Some("Back" | "Cancel")) =>
                {
                    out.push(Pick {
                        custom_id: id,
                        value: None,
                        label: comp["label"].as_str().unwrap().to_string(),
                    })
                }
                Some(3) => {
                    let options = comp["options"].as_array().unwrap();
                    assert!(options.len() <= 25);
                    for o in options {
                        out.push(Pick {
                            custom_id: id.clone(),
                            value: Some(o["value"].as_str().unwrap().to_string()),
                            label: o["label"].as_str().unwrap().to_string(),
                        });
                    }
                }
                _ => {}
            }
        }
    }
    let mut labels: Vec<&str> = out.iter().map(|p| p.label.as_str()).collect();
    labels.sort_unstable();
    labels.dedup();
    assert_eq!(labels.len(), out.len(), "labels alike: {out:?}");
    out
}

/// A nav button (Back or Cancel) by its label.
fn nav(menu: &StoredMessage, label: &str) -> String {
    menu.components
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap().iter())
        .find(|c| c["label"] == label)
        .and_then(|c| c["custom_id"].as_str())
        .unwrap_or_else(|| panic!("no {label} in {:?}", menu.components))
        .to_string()
}

/// Clicks `pick` on `menu` as `user`; the callback's type and the message afterwards.
async fn click(table: &Table, user: &FakeUser, menu: &StoredMessage, pick: &Pick) -> (u8, Value) {
    let fake = &table.fake;
    let i = match &pick.value {
        None => fake.click_button(user, menu.id, &pick.custom_id).unwrap(),
        Some(v) => fake
            .select(user, menu.id, &pick.custom_id, &[v.as_str()])
            .unwrap(),
    };
    let response = fake.wait_for_interaction_response(&i, WAIT).await.unwrap();
    (response.kind, response.data)
}

/// Opens `/actions` as `user` and walks it, preferring `prefer` at each step (else the
/// first option), until the move is played; the number of clicks, the pick labels and how
/// many choices the menu offers next.
async fn walk(table: &Table, user: &FakeUser, prefer: &str) -> (usize, Vec<String>, usize) {
    let fake = &table.fake;
    let (_, _, revision) = stored(table);
    let (mut menu, _) = table.slash(user, "actions", &[]).await;
    assert_eq!(menu.flags & EPHEMERAL, EPHEMERAL, "private");
    let mut chosen = Vec::new();
    loop {
        let options = picks(&menu);
        assert!(!options.is_empty(), "nothing to pick: {}", menu.content);
        let pick = options
            .iter()
            .find(|p| p.label == prefer)
            .unwrap_or(&options[0])
            .clone();
        chosen.push(pick.label.clone());
        let (kind, _) = click(table, user, &menu, &pick).await;
        if kind == 6 {
            // The move: the menu says it is done and stays open on the next choices,
            // drawn at the game's new revision (issue 37: no "What can I do?" again).
            let id = menu.id;
            let done = fake
                .wait_for_message(|m| m.id == id && m.content.starts_with("Done"), WAIT)
                .await
                .unwrap();
            let now = stored(table).2;
            assert!(now > revision, "the move was played");
            let next = picks(&done);
            if next.is_empty() {
                assert!(
                    done.content.contains("Nothing for you to do right now"),
                    "{}",
                    done.content
                );
            }
            for p in &next {
                let drawn_at: u64 = p.custom_id.split(':').nth(3).unwrap().parse().unwrap();
                assert!(drawn_at > revision, "drawn after the move: {}", p.custom_id);
            }
            return (chosen.len(), chosen, next.len());
        }
        assert_eq!(kind, 7, "each step updates the same message");
        menu = fake.message(menu.id).unwrap();
    }
}

async fn scenario(ruleset: &str, players: u64, seed: u64) {
    let dir = std::env::temp_dir().join(format!("blocbot-steps-{ruleset}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let table = Table::new(players, dir.join("game.db")).await;
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
    let fake = &table.fake;
    fake.wait_for_commands(None, &["game", "actions"], WAIT)
        .await
        .unwrap();
    table
        .open_game(&[
            ("players", json!(players)),
            ("seed", json!(seed)),
            ("ruleset", json!(ruleset)),
        ])
        .await;

    // Moves made step by step until one took several steps (action, from, to, ...).
    let mut long_walk = None;
    let mut stayed_open = 0;
    for _ in 0..40 {
        let user = actor(&table);
        let (clicks, chosen, next) = walk(&table, user, "Move").await;
        stayed_open += usize::from(next > 0);
        if clicks >= 3 && chosen.first().is_some_and(|c| c == "Move") {
            long_walk = Some(chosen);
            break;
        }
    }
    let chosen = long_walk.expect("a move made in several steps");
    assert!(
        stayed_open > 0,
        "after an action with more to do, the menu stays open"
    );
    eprintln!("{ruleset}: {chosen:?}");

    // Back returns to the step before; Cancel closes the menu.
    let user = actor(&table);
    let (root, _) = table.slash(user, "actions", &[]).await;
    let first = picks(&root)[0].clone();
    let (kind, _) = click(&table, user, &root, &first).await;
    if kind == 6 {
        // A lone command was played (its answer follows the acknowledgement).
        let id = root.id;
        fake.wait_for_message(|m| m.id == id && m.content.starts_with("Done"), WAIT)
            .await
            .unwrap();
    } else {
        let second = fake.message(root.id).unwrap();
        let back = nav(&second, "Back");
        let i = fake.click_button(user, root.id, &back).unwrap();
        assert_eq!(
            fake.wait_for_interaction_response(&i, WAIT)
                .await
                .unwrap()
                .kind,
            7
        );
        let again = fake.message(root.id).unwrap();
        assert_eq!(
            again.content, root.content,
            "Back shows the first step again"
        );
        let cancel = nav(&again, "Cancel");
        let i = fake.click_button(user, root.id, &cancel).unwrap();
        assert_eq!(
            fake.wait_for_interaction_response(&i, WAIT)
                .await
                .unwrap()
                .kind,
            7
        );
        let closed = fake.message(root.id).unwrap();
        assert!(
            closed.content.starts_with("Cancelled"),
            "{}",
            closed.content
        );
        assert!(closed.components.is_empty());
    }

    // A stale choice: a menu opened, then the game moves on through another menu.
    let user = actor(&table);
    let (old, _) = table.slash(user, "actions", &[]).await;
    walk(&table, user, "").await;
    let stale = picks(&old)[0].clone();
    let (kind, data) = click(&table, user, &old, &stale).await;
    assert_eq!(kind, 7, "the stale menu is redrawn in place");
    let content = data["content"].as_str().unwrap();
    assert!(content.contains("moved on"), "{content}");

    // Another user's click on this menu, and forged ids, are refused privately; the menu
    // stays as it was.
    let user = actor(&table);
    let (menu, _) = table.slash(user, "actions", &[]).await;
    let other = table.users.iter().find(|u| u.id != user.id).unwrap();
    let pick = picks(&menu)[0].clone();
    let (kind, data) = click(&table, other, &menu, &pick).await;
    assert_eq!(kind, 4, "a new message, not an update");
    assert_eq!(data["flags"].as_u64().unwrap() & EPHEMERAL, EPHEMERAL);
    let text = data["content"].as_str().unwrap();
    assert!(text.contains("belongs to another player"), "{text}");
    // The user's own id with a path that leads nowhere, and ids that do not parse.
    let (head, _) = pick.custom_id.rsplit_once(':').unwrap();
    for forged in [
        format!("{head}:zz.zz"),
        format!("{head}:0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0"),
        "bb:st:1:2".to_string(),
        "bb:st:999:0:0:".to_string(),
        format!("bb:sp:{}:0", "9".repeat(40)),
    ] {
        let i = fake.click_forged(user, menu.id, &forged).unwrap();
        let response = fake.wait_for_interaction_response(&i, WAIT).await.unwrap();
        assert_eq!(response.kind, 4, "{forged}");
        let text = response.data["content"].as_str().unwrap();
        assert!(
            text.contains("cannot be read") || text.contains("belongs to another"),
            "{forged}: {text}"
        );
    }
    let unchanged = fake.message(menu.id).unwrap();
    assert_eq!(unchanged.content, menu.content);
    assert_eq!(unchanged.edits, menu.edits);

    let failures = fake.validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    shards.shutdown_all().await;
    task.abort();
}

/// 2016 (R-TURN-4, R-MOVE-1: a move names its origin, destination, blocs and die).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_2016_move_step_by_step() {
    scenario("bxb2016", 2, 7).await;
}

/// Uprising (U-MOVE-1).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uprising_move_step_by_step() {
    scenario("uprising", 3, 11).await;
}
