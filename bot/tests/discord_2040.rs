//! Issue 34: two people play a whole *2040: An American Insurgency* game through the fake
//! Discord and the production client: `/game create ruleset:2040`, every move typed in
//! 2040's notation with `/play`, hands by direct message only (A2040-5.2), no hand in any
//! channel post, boards as images, the ending and its story, every request checked against
//! Discord's OpenAPI spec.
#![allow(clippy::unwrap_used)]

use bot::discord::BotOptions;
use engine::rng::GameRng;
use engine::{AnyGame, Role};
use fakecord::ValidateOptions;
use serde_json::json;

mod table;

use table::{roles_of, Scratch, Table, CHANNEL};

fn stored(table: &Table) -> (engine::a2040::Game, Vec<(u8, u64)>) {
    let (game, seats, _) = table.any_game();
    let AnyGame::A2040(game) = game else {
        panic!("a 2040 game")
    };
    (game, seats)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_a_2040_game_to_the_end() {
    let scratch = Scratch::new("a2040");
    let table = Table::new(2, scratch.db()).await;
    let bot = table
        .start_bot(BotOptions::default(), &["game", "play"])
        .await;
    table
        .open_game(&[
            ("players", json!(2)),
            ("seed", json!(4)),
            ("ruleset", json!("2040")),
            ("scenario", json!("patriot")),
        ])
        .await;
    let lobby = table.channel_post("opened a game").await;
    assert!(lobby.content.contains("2040"), "{}", lobby.content);

    // Each hand by DM, to its owner only.
    let (game, _) = stored(&table);
    let users: Vec<&fakecord::FakeUser> = table.users.iter().collect();
    let dms = table.private_summaries(&users).await;
    let title =
        |card: &u8| bot::i18n::Catalog::english().tr(&format!("a2040-event-{card}-title"), &[]);
    for (dm, side) in dms.iter().zip([
        engine::a2040::map::Side::Rebel,
        engine::a2040::map::Side::Federal,
    ]) {
        for card in game.state.hands.get(side) {
            assert!(dm.content.contains(&title(card)), "{}", dm.content);
        }
    }

    let mut rng = GameRng::from_seed(9);
    let mut commands = 0u32;
    loop {
        let (game, seats) = stored(&table);
        if game.outcome().is_some() {
            break;
        }
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
        let text = any.print_command(&cmd);
        let (reply, _) = table.slash(actor, "play", &[("action", json!(text))]).await;
        assert!(
            reply.content.starts_with("Done"),
            "`{text}` refused: {}",
            reply.content
        );
        commands += 1;
        assert!(commands < 8_000, "the game does not end");
    }
    table.wait_for_ending().await;
    let channel = table.fake.messages_in(CHANNEL);
    for m in &channel {
        let text = m.text();
        assert!(
            !text.contains("your hand:"),
            "a hand in the channel: {text}"
        );
    }
    assert!(table.pngs_in_channel() > 0, "no board image was posted");
    table.assert_story_gif_posted().await;
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{commands} 2040 commands through Discord");
    bot.stop().await;
}
