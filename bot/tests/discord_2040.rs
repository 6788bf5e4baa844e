//! Issue 34: *2040: An American Insurgency* played to the end through the fake Discord and
//! the production client: two people, a game of each scenario (#patriot, #resistance), and
//! one person against a computer seat (`ai:1`). `/game create ruleset:2040`, every move
//! typed in 2040's notation with `/play`, hands by direct message only (A2040-5.2). Hidden
//! information: no card of a hand (nor of the deck) is named in any channel post, the board
//! picture is drawn from the spectator view, which holds no hand, and a refusal to play the
//! opponent's card reads as one to play a card still in the deck. Every request is checked
//! against Discord's OpenAPI spec.
#![allow(clippy::unwrap_used)]

use bot::discord::BotOptions;
use engine::a2040::cards::Scenario;
use engine::a2040::map::Side;
use engine::a2040::rules::Task;
use engine::rng::GameRng;
use engine::{AnyGame, Role};
use fakecord::ValidateOptions;
use serde_json::json;
use std::time::Duration;

mod table;

use table::{quick_computers, roles_of, Scratch, Table, CHANNEL};

fn stored(table: &Table) -> (engine::a2040::Game, Vec<(u8, u64)>) {
    let (game, seats, _) = table.any_game();
    let AnyGame::A2040(game) = game else {
        panic!("a 2040 game")
    };
    (game, seats)
}

fn title(card: u8) -> String {
    bot::i18n::Catalog::english().tr(&format!("a2040-event-{card}-title"), &[])
}

/// The spectator view, which the board picture is drawn from, holds no hand, no card seen
/// by Intelligence and no fed story (A2040-5.2, A2040-10.10a, A2040-10.8.1).
fn assert_spectator_view_secret_free(game: &engine::a2040::Game) {
    let v = game.view(None);
    assert!(v.hand.is_none() && v.intel.is_none() && v.feed.is_none());
}

/// No channel post names a card that never left a hand or the deck (A2040-5.2).
fn assert_no_hidden_card_in_channel(table: &Table, game: &engine::a2040::Game) {
    let hidden: Vec<u8> = [Side::Rebel, Side::Federal]
        .into_iter()
        .flat_map(|s| game.state.hands.get(s).iter().copied())
        .chain(game.state.deck.iter().copied())
        .collect();
    for m in table.fake.messages_in(CHANNEL) {
        let text = m.text();
        assert!(
            !text.contains("your hand:"),
            "a hand in the channel: {text}"
        );
        for &card in &hidden {
            assert!(
                !text.contains(&title(card)),
                "hidden card #{card} ({}) in the channel: {text}",
                title(card)
            );
        }
    }
}

/// At the first card of the game: the side on turn asking to play a card of the
/// opponent's hand is refused exactly as for a card still in the deck (the refusal tells
/// nothing of where the card is), and names neither.
async fn assert_refusal_tells_no_hand(table: &Table) {
    let (game, seats) = stored(table);
    let any = AnyGame::A2040(game.clone());
    let Some(Task::Card) = game.flow.tasks.last() else {
        panic!("a card to play first")
    };
    let role = any.to_act()[0];
    let side = if role.0 == 0 {
        Side::Rebel
    } else {
        Side::Federal
    };
    let letter = if side == Side::Rebel { "R" } else { "F" };
    let actor = table
        .users
        .iter()
        .find(|u| roles_of(&any, &seats, u.id).contains(&role))
        .unwrap();
    let theirs = game.state.hands.get(side.other())[0];
    let deck = game.state.deck[0];
    let mut replies = Vec::new();
    for card in [theirs, deck] {
        let (reply, _) = table
            .slash(
                actor,
                "play",
                &[("action", json!(format!("{letter} play {card}")))],
            )
            .await;
        assert!(!reply.content.starts_with("Done"), "{}", reply.content);
        assert!(
            !reply.content.contains(&title(card)),
            "a refusal names a hidden card: {}",
            reply.content
        );
        replies.push(reply.content.replace(&card.to_string(), "#"));
    }
    assert_eq!(
        replies[0], replies[1],
        "the refusal tells a hand from the deck"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_a_2040_patriot_game_to_the_end() {
    two_people_play(Scenario::Patriot, 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_a_2040_resistance_game_to_the_end() {
    two_people_play(Scenario::Resistance, 5).await;
}

async fn two_people_play(scenario: Scenario, seed: u64) {
    let word = match scenario {
        Scenario::Patriot => "patriot",
        Scenario::Resistance => "resistance",
    };
    let scratch = Scratch::new(&format!("a2040-{word}"));
    let table = Table::new(2, scratch.db()).await;
    let bot = table
        .start_bot(BotOptions::default(), &["game", "play"])
        .await;
    table
        .open_game(&[
            ("players", json!(2)),
            ("seed", json!(seed)),
            ("ruleset", json!("2040")),
            ("scenario", json!(word)),
        ])
        .await;
    let lobby = table.channel_post("opened a game").await;
    assert!(lobby.content.contains("2040"), "{}", lobby.content);
    assert_eq!(stored(&table).0.config.scenario, scenario);

    // Each hand by DM, to its owner only.
    let (game, _) = stored(&table);
    let users: Vec<&fakecord::FakeUser> = table.users.iter().collect();
    let dms = table.private_summaries(&users).await;
    for (dm, side) in dms.iter().zip([Side::Rebel, Side::Federal]) {
        for &card in game.state.hands.get(side) {
            assert!(dm.content.contains(&title(card)), "{}", dm.content);
        }
    }
    assert_refusal_tells_no_hand(&table).await;

    let mut rng = GameRng::from_seed(9);
    let mut commands = 0u32;
    let mut slowest = (Duration::ZERO, String::new());
    loop {
        let (game, seats) = stored(&table);
        if game.outcome().is_some() {
            break;
        }
        assert_spectator_view_secret_free(&game);
        let any = AnyGame::A2040(game.clone());
        // Mostly the default move (it finishes steps: the game moves on), else a random
        // legal one.
        let legal = any.legal_commands();
        let cmd = match any.default_command() {
            Some(c) if !commands.is_multiple_of(4) => c,
            _ => legal[rng.below(legal.len() as u32) as usize].clone(),
        };
        let role: Role = cmd.role();
        let actor = table
            .users
            .iter()
            .find(|u| roles_of(&any, &seats, u.id).contains(&role))
            .unwrap();
        let took = table.play(actor, &any.print_command(&cmd)).await;
        slowest = slowest.max((took, any.print_command(&cmd)));
        commands += 1;
        assert!(commands < 8_000, "the game does not end");
    }
    table.wait_for_ending().await;
    let (game, _) = stored(&table);
    assert_no_hidden_card_in_channel(&table, &game);
    assert!(table.pngs_in_channel() > 0, "no board image was posted");
    table.assert_story_gif_posted().await;
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!(
        "{commands} 2040 #{word} commands through Discord; the slowest reply {:?} (`{}`)",
        slowest.0, slowest.1
    );
    bot.stop().await;
}

/// One person against a computer seat (`ai:1`), the person the Rebel, to the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_2040_against_the_computer() {
    let scratch = Scratch::new("a2040-computer");
    let table = Table::new(1, scratch.db()).await;
    let bot = table.start_bot(quick_computers(), &["game", "play"]).await;
    let person = &table.users[0];
    let (reply, _) = table
        .slash(
            person,
            "game create",
            &[
                ("players", json!(2)),
                ("seed", json!(6)),
                ("ruleset", json!("2040")),
                ("scenario", json!("resistance")),
                ("ai", json!(1)),
                ("level", json!(1)),
            ],
        )
        .await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    let (reply, _) = table.slash(person, "game start", &[]).await;
    assert_eq!(reply.content, "✓", "{}", reply.content);
    // After every change, the picture's view holds no secret and the person one side.
    let commands = table
        .play_against_computers(person, |any, _| {
            let AnyGame::A2040(game) = any else {
                panic!("a 2040 game")
            };
            assert_spectator_view_secret_free(game);
            let (_, seats, _) = table.any_game();
            assert_eq!(roles_of(any, &seats, person.id).len(), 1, "one side");
            false
        })
        .await;
    assert!(commands > 0, "the person played");
    table.wait_for_ending().await;
    let (game, _) = stored(&table);
    assert_no_hidden_card_in_channel(&table, &game);
    // Direct messages go to the person only: the computer's hand is nobody's.
    table.assert_dms_only_to(&[person]);
    assert!(table.pngs_in_channel() > 0, "no board image was posted");
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{commands} commands of the person against the computer");
    bot.stop().await;
}
