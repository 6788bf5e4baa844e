//! Issue 10: three users play a semi-co-operative *Bloc by Bloc: Uprising* game to its end
//! through the fake Discord and the production client: `/game create ruleset:uprising`,
//! every move typed in Uprising's notation with `/play`, an `/undo`, hands and agendas by
//! direct message only, agendas named in the channel only once the game is over
//! (U-SEMI-7), and every request checked against Discord's OpenAPI spec.
#![allow(clippy::unwrap_used)]

use bot::discord::BotOptions;
use engine::sim::RandomPlayer;
use engine::{AnyGame, Faction};
use fakecord::ValidateOptions;
use serde_json::json;

mod table;

use table::{Scratch, Table, CHANNEL, EPHEMERAL};

/// The Uprising game the bot committed, and the user id of each seat.
fn stored(table: &Table) -> (engine::uprising::Game, Vec<(u8, u64)>) {
    let (game, seats, _) = table.any_game();
    let AnyGame::Uprising(game) = game else {
        panic!("an Uprising game")
    };
    (game, seats)
}

fn user_of<'a>(
    table: &'a Table,
    game: &engine::uprising::Game,
    seats: &[(u8, u64)],
    f: Faction,
) -> &'a fakecord::FakeUser {
    let seat = game.faction_state(f).unwrap().seat;
    let id = seats.iter().find(|s| s.0 == seat).unwrap().1;
    table.users.iter().find(|u| u.id == id).unwrap()
}

fn agenda_names() -> Vec<String> {
    engine::uprising::data::data()
        .agendas
        .iter()
        .map(|a| a.name.clone())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_users_play_an_uprising_game_to_the_end() {
    let scratch = Scratch::new("uprising");
    let table = Table::new(3, scratch.db()).await;
    let bot = table
        .start_bot(BotOptions::default(), &["game", "play", "undo"])
        .await;
    table
        .open_game(&[
            ("players", json!(3)),
            ("seed", json!(11)),
            ("ruleset", json!("uprising")),
        ])
        .await;
    // The lobby post is delivered after the command's reply.
    let lobby = table.channel_post("opened a game").await;
    assert!(
        lobby
            .content
            .contains("*Bloc by Bloc: Uprising*: 3 players · semi-co-operative"),
        "{}",
        lobby.content
    );

    // Hands and agendas arrive by direct message (U-SEMI-3).
    let (game, seats) = stored(&table);
    for &f in &game.factions_in_play() {
        let user = user_of(&table, &game, &seats, f);
        let dm = table.private_summaries(&[user]).await.remove(0);
        let agenda = game.view(Some(f)).agenda.unwrap();
        let name = &engine::uprising::data::data().agendas[agenda as usize].name;
        assert!(dm.content.contains(name.as_str()), "{}", dm.content);
    }

    let mut player = RandomPlayer::new(5);
    let mut commands = 0u32;
    let mut undone = false;
    // Issue 32: the casualties of a squad attack, chosen by a player through `/play`.
    let mut casualties = 0u32;
    loop {
        let (game, seats) = stored(&table);
        if game.is_over() {
            break;
        }
        let any = AnyGame::Uprising(game.clone());
        // The default move when there is one (it ends turns: the game moves on), else a
        // random legal one.
        let cmd = if commands.is_multiple_of(3) {
            any.default_command()
        } else {
            None
        }
        .or_else(|| player.choose_any(&any))
        .expect("a legal command");
        let engine::AnyCommand::Uprising(up) = &cmd else {
            panic!("an Uprising command")
        };
        let actor = user_of(&table, &game, &seats, up.by);
        let text = any.print_command(&cmd);
        let (reply, _) = table.slash(actor, "play", &[("action", json!(text))]).await;
        assert!(
            reply.content.starts_with("Done"),
            "`{text}` refused: {}",
            reply.content
        );
        commands += 1;
        casualties += u32::from(matches!(up.act, engine::uprising::Act::Casualties { .. }));
        // Once: a move that revealed nothing (a bloc moved with a die already rolled) is
        // taken back with /undo, and the game is as it was before it.
        if !undone && matches!(up.act, engine::uprising::Act::Move { .. }) {
            let (reply, _) = table.slash(actor, "undo", &[]).await;
            assert!(reply.flags & EPHEMERAL != 0);
            let (after_undo, _) = stored(&table);
            assert_eq!(
                after_undo, game,
                "undo restores the game: {}",
                reply.content
            );
            undone = true;
        }
        assert!(commands < 3_000, "the game does not end");
    }
    assert!(undone, "an undo was tried");
    assert!(casualties > 0, "no casualty decision met (U-REACT-2c)");
    let (game, _) = stored(&table);
    assert!(game.is_over());

    // Agendas: in DMs during the game, named in the channel only by the final reveal.
    table.wait_for_ending().await;
    let channel = table.fake.messages_in(CHANNEL);
    let end = channel
        .iter()
        .position(|m| m.text().contains("The game is over."))
        .expect("the ending is posted");
    for m in &channel[..end] {
        let text = m.text();
        assert!(
            !text.contains("only you see this"),
            "a DM's text in the channel: {text}"
        );
        // Occupation names may contain an agenda's ("Mutual Aid Center").
        let mut rest = text.clone();
        for o in &engine::uprising::data::data().occupations {
            rest = rest.replace(o.name.as_str(), "");
        }
        for name in agenda_names() {
            if !text.contains("reveal their agenda") {
                assert!(
                    !rest.contains(name.as_str()),
                    "agenda `{name}` named before the end: {text}"
                );
            }
        }
    }
    // Issue 12: every post with a board is an embed within Discord's limits, its board
    // inside, with Uprising's fields.
    let boards = table::assert_board_posts_are_embeds(
        &table.fake,
        &channel,
        &["Night", "Police morale", "Countdown", "Turn"],
    );
    assert!(boards > 5, "{boards} board posts");
    // The Uprising board is posted as an image (the renderer's Uprising scene).
    assert!(table.pngs_in_channel() > 0, "no board image was posted");
    // Issue 12: the ending carries the story of the whole game, an animated GIF drawn
    // when the post is delivered, well under Discord's attachment limit.
    table.assert_story_gif_posted().await;
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{commands} Uprising commands through Discord");
    bot.stop().await;
}
