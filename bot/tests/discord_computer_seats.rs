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

use bot::discord::BotOptions;
use bot::service::{ComputerPolicy, DecisionHook, Policy};
use bot::store::{GameStore, LogKind, SqliteStore};
use engine::Faction;
use fakecord::ValidateOptions;
use serde_json::json;
use std::time::{Duration, Instant};
use table::{person_command, quick_computers, roles_of, Scratch, Table, CHANNEL, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_a_whole_game_against_three_computer_seats() {
    let scratch = Scratch::new("computers");
    let table = Table::new(1, scratch.db()).await;
    let bot = table.start_bot(quick_computers(), &["game", "play"]).await;
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
    let lobby = table.channel_post("Computer 2, easy").await;
    let buttons = lobby_buttons(&lobby);
    assert_eq!(
        buttons.iter().map(|b| b.1.as_str()).collect::<Vec<_>>(),
        [
            "Add a computer player (easy)",
            "Add a computer player (normal)",
            "Add a computer player (strong)"
        ]
    );
    let button = buttons[1].0.clone();
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
    table.channel_post("• Computer 3, normal: ").await;
    let person = &table.users[0];
    let commands = table.play_against_computers(person, |_, _| false).await;
    let (game, seats, _) = table.game();
    assert!(game.is_over());
    assert!(commands > 0, "the person played");
    let mine: Vec<Faction> = game
        .cycle()
        .iter()
        .copied()
        .filter(|&f| {
            seats
                .iter()
                .any(|s| s.1 == person.id && s.0 == game.faction(f).player)
        })
        .collect();
    // The last move's post (the ending) is delivered after its commit.
    table.wait_for_ending().await;

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
    assert!(
        table.fake.existing_dm_channel(person).is_some(),
        "the person's DMs"
    );
    table.assert_dms_only_to(&[person]);
    // No computer faction's agenda named in the channel before the final reveal (R-AGD-3).
    let rules = engine::bxb2016::Rules::embedded();
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
    bot.stop().await;
}

/// The bot process with computers moving at once and a short delivery lease.
#[cfg(unix)]
fn spawn_bot(table: &Table, env: &[(&str, &str)]) -> std::process::Child {
    let mut all = vec![
        ("COMPUTER_PAUSE_SECONDS", "0"),
        ("DELIVERY_LEASE_SECONDS", "1"),
    ];
    all.extend_from_slice(env);
    table.spawn_bot_process(&all)
}

/// The process aborts right after committing a computer's move (before delivering it):
/// restarted, the next computer move is claimed from its durable timer and played, and the
/// aborted move's posts are delivered; every move is in the log once.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_process_resumes_the_computer_seats() {
    let scratch = Scratch::new("computers-kill");
    let table = Table::new(1, scratch.db()).await;
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
        let (game, seats, _) = table.any_game();
        let mine = roles_of(&game, &seats, table.users[0].id);
        if let Some(cmd) = person_command(&game, &mine) {
            let text = game.print_command(&cmd);
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
    table
        .play_against_computers(&table.users[0], |_, revision| revision >= crashed_at + 5)
        .await;
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
}

/// `/admin seat`: a server manager hands a computer's seat to a newcomer (who gets its
/// hand by DM and is pinged) and the newcomer's seat back to a computer; an unknown
/// faction is refused with the names to choose from.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_seat_hands_a_computer_seat_to_a_person_and_back() {
    let scratch = Scratch::new("computers-seat");
    // users[0] plays (every fake member manages the server by default); users[1] comes later.
    let table = Table::new(2, scratch.db()).await;
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
    let bot = table.start_bot(options, &["game", "admin"]).await;
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
        .slash(alice, "admin seat", &[("role", json!("Pirates"))])
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
                ("role", json!(faction.name())),
                ("to", json!(newcomer.id.to_string())),
            ],
        )
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
    let dm = table.fake.wait_for_dm(newcomer, WAIT).await.unwrap();
    assert!(dm.content.contains("only you see this"), "{}", dm.content);
    let handed = table.channel_post("gave the seat of **Computer 1").await;
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
            &[("role", json!(faction.name())), ("level", json!(2))],
        )
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
    table.channel_post("to **Computer 1, strong**").await;
    assert!(table.game().1.iter().all(|s| s.1 != newcomer.id));
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    bot.stop().await;
}

/// One person and three easy computer seats play an *Uprising* game to its end (issue 11,
/// "Done when"): the person through `/play`, the computers through their timers and the
/// same commit path (logged as theirs, narrated, boards posted). Nothing is sent to a
/// computer seat; no agenda is named in the channel before the end (U-SEMI-3, U-SEMI-7);
/// every request is valid against Discord's spec. Returns the person's commands and the
/// computers' moves.
async fn uprising_against_three_computers(
    name: &str,
    seed: u64,
    cooperative: bool,
) -> (u32, usize) {
    let scratch = Scratch::new(name);
    let table = Table::new(1, scratch.db()).await;
    let bot = table.start_bot(quick_computers(), &["game", "play"]).await;
    let person = &table.users[0];
    let mut options = vec![
        ("players", json!(4)),
        ("seed", json!(seed)),
        ("ruleset", json!("uprising")),
        ("ai", json!(3)),
        ("level", json!(0)),
    ];
    if cooperative {
        options.push(("mode", json!(1)));
    }
    let (reply, _) = table.slash(person, "game create", &options).await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    let (reply, _) = table.slash(person, "game start", &[]).await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    table.channel_post("• Computer 3, easy: ").await;
    table.private_summaries(&[person]).await;
    let commands = table.play_against_computers(person, |_, _| false).await;
    let (game, _, _) = table.any_game();
    assert!(game.ending().is_some());
    assert!(game.as_uprising().is_some(), "an Uprising game");
    table.wait_for_ending().await;

    let store = SqliteStore::open(&table.db).unwrap();
    let id = store.latest_game_in(CHANNEL).unwrap().unwrap().id;
    let computer_moves = store
        .log(id)
        .unwrap()
        .iter()
        .filter(|r| r.kind == LogKind::Command && r.note.as_deref() == Some("computer easy"))
        .count();
    assert!(computer_moves > 0, "the computers moved");
    table.assert_dms_only_to(&[person]);
    // Before the ending, no DM text and no agenda in the channel (occupation names may
    // contain an agenda's: "Mutual Aid Center").
    let data = engine::uprising::data::data();
    let channel = table.fake.messages_in(CHANNEL);
    let end = channel
        .iter()
        .position(|m| m.text().contains("The game is over."))
        .expect("the ending is posted");
    for m in &channel[..end] {
        let text = m.text();
        assert!(!text.contains("only you see this"), "{text}");
        let mut rest = text.clone();
        for o in &data.occupations {
            rest = rest.replace(o.name.as_str(), "");
        }
        for a in &data.agendas {
            assert!(
                !rest.contains(a.name.as_str()),
                "agenda `{}` named before the end: {text}",
                a.name,
            );
        }
    }
    assert!(table.pngs_in_channel() > 0, "boards were posted");
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    bot.stop().await;
    (commands, computer_moves)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_an_uprising_game_against_three_computer_seats() {
    let (person, computers) = uprising_against_three_computers("computers-up", 5, false).await;
    println!("semi-cooperative Uprising: {person} moves by the person, {computers} by computers");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_a_cooperative_uprising_game_against_three_computer_seats() {
    let (person, computers) = uprising_against_three_computers("computers-up-coop", 9, true).await;
    println!("cooperative Uprising: {person} moves by the person, {computers} by computers");
}

/// Issue 11: computer moves of different games run side by side. Two games of computer
/// seats only; while one game's decision is held (a slow policy, through the test seam
/// before the real policy), the other keeps moving; released, the first moves on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_computer_in_one_game_does_not_hold_up_another() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    const SLOW: u64 = CHANNEL;
    const OTHER: u64 = CHANNEL + 1;
    let scratch = Scratch::new("computers-side-by-side");
    let table = Table::new(1, scratch.db()).await;
    table
        .fake
        .guild_channel(table::GUILD, OTHER, "second-table");
    // Once armed, a decision in the slow game waits until released.
    let armed = Arc::new(AtomicBool::new(false));
    let held = Arc::new(AtomicBool::new(false));
    let released = Arc::new(AtomicBool::new(false));
    // Released however the test ends: a held decision would keep the runtime waiting.
    struct Release(Arc<AtomicBool>);
    impl Drop for Release {
        fn drop(&mut self) {
            self.0.store(true, Ordering::SeqCst);
        }
    }
    let _release_at_the_end = Release(released.clone());
    let mut options = quick_computers();
    options.policy.computer.before_decision = Some(DecisionHook::new({
        let (armed, held, released) = (armed.clone(), held.clone(), released.clone());
        move |at| {
            if at.channel == SLOW && armed.load(Ordering::SeqCst) {
                held.store(true, Ordering::SeqCst);
                while !released.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
        }
    }));
    let bot = table.start_bot(options, &["game", "admin"]).await;
    let person = &table.users[0];
    for channel in [SLOW, OTHER] {
        for (name, options) in [
            (
                "game create",
                vec![
                    ("players", json!(2)),
                    ("seed", json!(3)),
                    ("ai", json!(1)),
                    ("level", json!(0)),
                ],
            ),
            ("game start", vec![]),
        ] {
            let (reply, _) = table.slash_in(channel, person, name, &options).await;
            assert_eq!(reply.content, "✓", "{}", reply.content);
        }
    }
    // The person's seat goes to a computer in each game; the slow game, armed while it
    // waits for the person, holds its first decision after that.
    let faction = wait_for_the_person(&table, SLOW).await;
    armed.store(true, Ordering::SeqCst);
    hand_seat_to_a_computer(&table, SLOW, faction).await;
    let start = Instant::now();
    while !held.load(Ordering::SeqCst) {
        assert!(
            start.elapsed() < WAIT,
            "the slow game's computer never decided"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let (_, _, slow_at) = table.any_game_in(SLOW);
    let faction = wait_for_the_person(&table, OTHER).await;
    hand_seat_to_a_computer(&table, OTHER, faction).await;
    // The slow game's decision is held; the other game plays on meanwhile.
    let (_, _, other_at) = table.any_game_in(OTHER);
    let start = Instant::now();
    loop {
        let (game, _, revision) = table.any_game_in(OTHER);
        if revision >= other_at + 20 || game.ending().is_some() {
            break;
        }
        assert!(
            start.elapsed() < WAIT,
            "the other game stopped at revision {revision} behind the slow one"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        table.any_game_in(SLOW).2,
        slow_at,
        "the held game did not move"
    );
    released.store(true, Ordering::SeqCst);
    let start = Instant::now();
    while table.any_game_in(SLOW).2 <= slow_at {
        assert!(
            start.elapsed() < WAIT,
            "the slow game did not move once released"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    bot.stop().await;
}

/// Waits until `channel`'s 2016 game waits for the person alone (no computer move in
/// flight there); one of the person's factions.
async fn wait_for_the_person(table: &Table, channel: u64) -> Faction {
    let person = &table.users[0];
    let start = Instant::now();
    loop {
        let (game, seats, _) = table.any_game_in(channel);
        let mine = roles_of(&game, &seats, person.id);
        if game.to_act().iter().all(|r| mine.contains(r)) {
            let game = game.as_bxb2016().cloned().unwrap();
            let seat = seats.iter().find(|s| s.1 == person.id).unwrap().0;
            return *game
                .cycle()
                .iter()
                .find(|&&f| game.faction(f).player == seat)
                .unwrap();
        }
        assert!(
            start.elapsed() < WAIT,
            "the game never waited for the person"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// `/admin seat`: the seat running `faction` goes to an easy computer.
async fn hand_seat_to_a_computer(table: &Table, channel: u64, faction: Faction) {
    let (reply, _) = table
        .slash_in(
            channel,
            &table.users[0],
            "admin seat",
            &[("role", json!(faction.name())), ("level", json!(0))],
        )
        .await;
    assert!(!reply.content.contains("went wrong"), "{}", reply.content);
}

/// The lobby post's buttons: (custom id, label).
fn lobby_buttons(lobby: &fakecord::StoredMessage) -> Vec<(String, String)> {
    lobby
        .components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            (
                b["custom_id"].as_str().unwrap().to_string(),
                b["label"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Issue 11: the lobby offers each computer level (a button per level, in the game's
/// language), and the seat added shows its level in the lobby and the start post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_offers_each_computer_level_in_the_games_language() {
    let scratch = Scratch::new("lobby-levels");
    let table = Table::new(1, scratch.db()).await;
    let bot = table.start_bot(quick_computers(), &["game", "play"]).await;
    let person = &table.users[0];
    let (reply, _) = table
        .slash(
            person,
            "game create",
            &[
                ("players", json!(3)),
                ("beginner", json!(true)),
                ("language", json!(1)),
            ],
        )
        .await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    let lobby = table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && !m.components.is_empty(),
            WAIT,
        )
        .await
        .unwrap();
    let buttons = lobby_buttons(&lobby);
    let labels: Vec<&str> = buttons.iter().map(|b| b.1.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Ajouter un joueur ordinateur (facile)",
            "Ajouter un joueur ordinateur (normal)",
            "Ajouter un joueur ordinateur (fort)"
        ]
    );
    // Strong, then easy: each seat says its level.
    for (index, shown) in [(2, "Ordinateur 1, fort"), (0, "Ordinateur 2, facile")] {
        let click = table
            .fake
            .click_button(person, lobby.id, &buttons[index].0)
            .unwrap();
        assert_eq!(table.followup(&click).await.unwrap().content, "✓");
        table.channel_post(shown).await;
    }
    let store = SqliteStore::open(&table.db).unwrap();
    let record = store.load_in(CHANNEL, true).unwrap().unwrap();
    let levels: Vec<_> = record.seats.iter().map(|s| s.computer).collect();
    assert_eq!(
        levels,
        [None, Some(ai::Level::Strong), Some(ai::Level::Easy)]
    );
    // A forged level is refused without adding a seat.
    let forged = buttons[0].0.replace(":easy", ":godlike");
    let click = table.fake.click_forged(person, lobby.id, &forged).unwrap();
    assert!(table.followup(&click).await.is_some());
    let record = store.load_in(CHANNEL, true).unwrap().unwrap();
    assert_eq!(record.seats.len(), 3);
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    bot.stop().await;
}
