//! Issue 36: two users play a *Stack Feud* game to its end through the fake Discord and the
//! production client: `/game create ruleset:feud`, every move typed in Stack Feud's
//! notation with `/play`, hands and standing orders by direct message only, a hazard window
//! answered by a player whose standing order says `ask` (BM-10.3; docs/feud-design.md §8),
//! the board posted as an image, and every request checked against Discord's OpenAPI spec.
//! Then four users, in a game where a building square collapses (BM-8.3) and the channel
//! is told.
#![allow(clippy::unwrap_used)]

use bot::discord::BotOptions;
use engine::feud::action::{Act, Command};
use engine::feud::state::{Fire, Game, Orders, Reaction, Stage};
use engine::seam::Ruleset;
use engine::sim::RandomPlayer;
use engine::AnyGame;
use fakecord::ValidateOptions;
use serde_json::json;

mod table;

use table::{Scratch, Table, CHANNEL, EPHEMERAL};

const SEED: u64 = 3;
const PLAYER_SEED: u64 = 5;

fn stored(table: &Table) -> (Game, Vec<(u8, u64)>) {
    let (game, seats, _) = table.any_game();
    let AnyGame::Feud(game) = game else {
        panic!("a Stack Feud game")
    };
    (game, seats)
}

/// Orders that ask for hazard cards and defensive fire (and play attack cards
/// automatically).
const ASK: Orders = Orders {
    stop_lifts: false,
    hazards: Reaction::Ask,
    attacks: Reaction::Auto,
    defence: Fire::Ask,
};

/// The players' policy: in a window, a card when one is legal, else ready; in a command
/// phase, standing orders that ask first; else every other command the engine's default
/// (what a deadline plays), else a random legal command.
fn policy(game: &Game, n: u32, asked_set: &mut [bool], random: &mut RandomPlayer) -> Command {
    let legal = Ruleset::legal_commands(game);
    if game.stage == Stage::Window {
        return legal
            .iter()
            .find(|c| matches!(c.act, Act::Play { .. }))
            .or_else(|| legal.iter().find(|c| c.act == Act::Ready))
            .copied()
            .expect("an answer");
    }
    if game.stage == Stage::Command {
        let by = game.turn.player;
        if let Some(done) = asked_set.get_mut(usize::from(by)) {
            if !*done {
                *done = true;
                return Command {
                    by,
                    act: Act::SetOrders { orders: ASK },
                };
            }
        }
    }
    // In the command phase, mostly moves and the rest of the phase's choices (ending it one
    // time in eight), so that tenants travel and hazard windows open.
    if game.stage == Stage::Command && !n.is_multiple_of(8) {
        let busy: Vec<&Command> = legal
            .iter()
            .filter(|c| !matches!(c.act, Act::EndCommand | Act::SetOrders { .. }))
            .collect();
        if !busy.is_empty() {
            let pick = (n as usize).wrapping_mul(2_654_435_761) % busy.len();
            return *busy[pick];
        }
    }
    if n.is_multiple_of(2) {
        if let Some(c) = Ruleset::default_command(game) {
            return c;
        }
    }
    random
        .choose(game)
        .or_else(|| Ruleset::default_command(game))
        .expect("a legal command")
}

fn user_of<'a>(table: &'a Table, seats: &[(u8, u64)], seat: u8) -> &'a fakecord::FakeUser {
    let id = seats.iter().find(|s| s.0 == seat).unwrap().1;
    table.users.iter().find(|u| u.id == id).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_users_play_a_stack_feud_game_to_the_end() {
    let scratch = Scratch::new("feud");
    let table = Table::new(2, scratch.db()).await;
    let bot = table
        .start_bot(BotOptions::default(), &["game", "play", "undo"])
        .await;
    table
        .open_game(&[
            ("players", json!(2)),
            ("seed", json!(SEED)),
            ("ruleset", json!("feud")),
        ])
        .await;
    let lobby = table.channel_post("opened a game").await;
    assert!(lobby.content.contains("Stack Feud"), "{}", lobby.content);

    // BM-4.4, BM-10.1: hands arrive by direct message.
    let (_, seats) = stored(&table);
    for seat in 0..2u8 {
        let user = user_of(&table, &seats, seat);
        let dm = table.private_summaries(&[user]).await.remove(0);
        assert!(dm.content.contains("Your hand"), "{}", dm.content);
    }

    let mut player = RandomPlayer::new(PLAYER_SEED);
    let mut commands = 0u32;
    let mut asked_set = [false; 2];
    let mut answered = 0u32;
    loop {
        let (game, seats) = stored(&table);
        if Ruleset::ending(&game).is_some() {
            break;
        }
        let cmd = policy(&game, commands, &mut asked_set, &mut player);
        if game.stage == Stage::Window {
            answered += 1;
        }
        let seat = game.order[usize::from(cmd.by)];
        let actor = user_of(&table, &seats, seat);
        let text = game.print_command(&cmd);
        let (reply, _) = table.slash(actor, "play", &[("action", json!(text))]).await;
        assert!(
            reply.content.starts_with("Done"),
            "`{text}` refused: {}",
            reply.content
        );
        commands += 1;
        assert!(commands < 5_000, "the game does not end");
    }
    assert!(
        answered > 0,
        "no window was answered by an `ask` player (BM-10.3) in {commands} commands"
    );

    let ended = table
        .fake
        .wait_for_message(
            |m| m.channel_id == CHANNEL && m.text().contains("The game is over"),
            std::time::Duration::from_secs(30),
        )
        .await;
    if ended.is_err() {
        let all = table.fake.messages_in(CHANNEL);
        let last: Vec<String> = all.iter().rev().take(3).map(|m| m.text()).collect();
        panic!("no ending post after {commands} commands; the last posts: {last:#?}");
    }
    let channel = table.fake.messages_in(CHANNEL);
    let c = bot::i18n::Catalog::english();
    let orders = bot::rulesets::feud::text::orders(c, &ASK);
    for m in channel.iter().filter(|m| m.flags & EPHEMERAL == 0) {
        let text = m.text();
        assert!(!text.contains("only you see this"), "a DM's text: {text}");
        assert!(!text.contains("Your hand"), "a hand: {text}");
        assert!(!text.contains(&orders), "standing orders: {text}");
    }
    let boards = table::assert_board_posts_are_embeds(&table.fake, &channel, &["Turn"]);
    assert!(boards > 3, "{boards} board posts");
    assert!(table.pngs_in_channel() > 0, "no board image was posted");
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{commands} Stack Feud commands through Discord, {answered} window answers");
    bot.stop().await;
}

/// What the players' policy makes of a game, played on the engine alone (the Discord run
/// applies the very same commands): whether a building square collapsed, how many window
/// answers, how many commands to the end.
#[derive(Debug, Default)]
struct Outcome {
    collapses: usize,
    answered: u32,
    commands: u32,
    ended: bool,
}

fn simulate(players: u8, seed: u64, player_seed: u64) -> Outcome {
    let mut game =
        <Game as Ruleset>::new_game(engine::feud::state::Config::new(players), seed).unwrap();
    let mut random = RandomPlayer::new(player_seed);
    let mut asked_set = vec![false; usize::from(players)];
    let mut out = Outcome::default();
    while out.commands < 3_000 {
        if Ruleset::ending(&game).is_some() {
            out.ended = true;
            break;
        }
        let cmd = policy(&game, out.commands, &mut asked_set, &mut random);
        if game.stage == Stage::Window {
            out.answered += 1;
        }
        let events = Ruleset::apply(&mut game, cmd).unwrap();
        out.collapses += events
            .iter()
            .filter(|e| matches!(e, engine::feud::action::Event::Collapsed { .. }))
            .count();
        out.commands += 1;
    }
    out
}

/// The 4-player game below: the seeds of the shortest game (331 commands, 32 squares
/// collapsed, 36 window answers) among the 117 of seeds 1..40 × 1..4 that end with a
/// collapse and a window answered (`simulate`; listed by `find_four_player_seeds`).
const SEED4: u64 = 17;
const PLAYER_SEED4: u64 = 1;

/// Lists seeds for the 4-player game: `cargo test -p bot --test discord_feud --
/// --ignored find_four_player_seeds --nocapture`.
#[test]
#[ignore]
fn find_four_player_seeds() {
    for seed in 1..40u64 {
        for player_seed in 1..4u64 {
            let o = simulate(4, seed, player_seed);
            if o.ended && o.collapses > 0 && o.answered > 0 {
                println!("seed {seed} player seed {player_seed}: {o:?}");
            }
        }
    }
}

/// Issue 36: four users play a Stack Feud game to its end through the fake Discord, with
/// `ask` orders answered in a window (BM-10.3) and a building square that collapses
/// (BM-8.3), which the channel is told of.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_users_play_a_stack_feud_game_with_a_collapse() {
    let expected = simulate(4, SEED4, PLAYER_SEED4);
    assert!(
        expected.ended && expected.collapses > 0 && expected.answered > 0,
        "seeds {SEED4}/{PLAYER_SEED4} no longer give a collapse and a window: {expected:?}"
    );
    let scratch = Scratch::new("feud4");
    let table = Table::new(4, scratch.db()).await;
    let bot = table
        .start_bot(BotOptions::default(), &["game", "play"])
        .await;
    table
        .open_game(&[
            ("players", json!(4)),
            ("seed", json!(SEED4)),
            ("ruleset", json!("feud")),
        ])
        .await;
    let mut player = RandomPlayer::new(PLAYER_SEED4);
    let mut commands = 0u32;
    let mut asked_set = [false; 4];
    let mut answered = 0u32;
    loop {
        let (game, seats) = stored(&table);
        if Ruleset::ending(&game).is_some() {
            break;
        }
        let cmd = policy(&game, commands, &mut asked_set, &mut player);
        if game.stage == Stage::Window {
            answered += 1;
        }
        let actor = user_of(&table, &seats, game.order[usize::from(cmd.by)]);
        table.play(actor, &game.print_command(&cmd)).await;
        commands += 1;
        assert!(commands < 3_000, "the game does not end");
    }
    assert_eq!((commands, answered), (expected.commands, expected.answered));
    table.wait_for_ending().await;
    let channel = table.fake.messages_in(CHANNEL);
    let told: Vec<String> = channel
        .iter()
        .filter(|m| m.flags & EPHEMERAL == 0)
        .map(|m| m.text())
        .collect();
    assert!(
        told.iter().any(|t| t.contains("collapses!")),
        "no collapse told in the channel"
    );
    let c = bot::i18n::Catalog::english();
    let orders = bot::rulesets::feud::text::orders(c, &ASK);
    for text in &told {
        assert!(!text.contains("Your hand"), "a hand: {text}");
        assert!(!text.contains(&orders), "standing orders: {text}");
    }
    let failures = table
        .fake
        .validate_requests(ValidateOptions::discord_accepts());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{commands} commands by four users, {answered} window answers");
    bot.stop().await;
}
