//! Issue 9, "the seed gives everything away": hidden draws derive from the game's seed, so
//! a seed someone chose is public knowledge. Such a game is a replay, and the lobby, the
//! start, every board post, `/board` and `/status` say so; a random seed is never shown and
//! never announced.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::service::{GameService, NewGame, Outbox};
use bot::store::SqliteStore;
use common::*;
use engine::bxb2016::GameConfig;
use engine::sim::RandomPlayer;

const NOTICE: &str = "Replay of seed";

/// Boards on: a post names its board (drawn only when delivered, so this costs nothing).
fn service_with_boards() -> GameService {
    GameService::new(SqliteStore::open_in_memory().unwrap(), Catalog::english())
}

fn post_texts(out: &Outbox) -> Vec<(String, bool)> {
    out.posts
        .iter()
        .map(|p| (p.text.clone(), p.board.is_some()))
        .collect()
}

#[test]
fn a_chosen_seed_is_announced_on_the_lobby_the_start_and_every_board() {
    let svc = service_with_boards();
    let lobby = svc
        .create_lobby(
            PLACE,
            &player(0),
            NewGame::new(GameConfig::beginner(2)).seed(4242),
        )
        .unwrap();
    assert!(
        lobby.posts[0].text.contains("Replay of seed 4242"),
        "{}",
        lobby.posts[0].text
    );
    assert!(
        svc.status(PLACE).unwrap().contains(NOTICE),
        "the lobby's /status"
    );
    svc.join(PLACE, &player(1), None, false).unwrap();
    let start = svc.start(PLACE, &player(0)).unwrap();
    let board_posts: Vec<&String> = start
        .posts
        .iter()
        .filter(|p| p.board.is_some())
        .map(|p| &p.text)
        .collect();
    assert!(!board_posts.is_empty(), "{:?}", start.posts);
    for text in board_posts {
        assert!(text.contains("Replay of seed 4242"), "start: {text}");
    }
    // Every later board post, /board and /status.
    let mut rng = RandomPlayer::new(4242);
    let mut boards = 0;
    while boards < 6 {
        let Some(step) = random_step(&svc, &mut rng, 2) else {
            break;
        };
        for (text, has_board) in post_texts(&step.unwrap()) {
            if has_board {
                boards += 1;
                assert!(text.contains("Replay of seed 4242"), "board post: {text}");
            }
        }
    }
    assert!(boards > 0, "the game posted boards");
    assert!(svc.board(PLACE).unwrap().text.contains(NOTICE), "/board");
    assert!(svc.status(PLACE).unwrap().contains(NOTICE), "/status");
}

#[test]
fn a_random_seed_is_never_announced_nor_shown() {
    let svc = service_with_boards();
    let lobby = svc
        .create_lobby(PLACE, &player(0), NewGame::new(GameConfig::beginner(2)))
        .unwrap();
    svc.join(PLACE, &player(1), None, false).unwrap();
    let start = svc.start(PLACE, &player(0)).unwrap();
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let row = svc.store().game(id).unwrap().unwrap();
    assert!(!row.seed_chosen);
    let seed = row.seed.to_string();
    let mut texts: Vec<String> = post_texts(&lobby)
        .into_iter()
        .chain(post_texts(&start))
        .map(|(t, _)| t)
        .collect();
    let mut rng = RandomPlayer::new(1);
    for _ in 0..200 {
        let Some(step) = random_step(&svc, &mut rng, 2) else {
            break;
        };
        texts.extend(post_texts(&step.unwrap()).into_iter().map(|(t, _)| t));
    }
    texts.push(svc.board(PLACE).unwrap().text);
    texts.push(svc.status(PLACE).unwrap());
    for text in texts {
        assert!(!text.contains(NOTICE), "{text}");
        assert!(
            !text.contains(&seed),
            "the random seed {seed} shown: {text}"
        );
    }
}

#[test]
fn random_seeds_differ_from_game_to_game() {
    let seeds: Vec<u64> = (0..8)
        .map(|_| {
            let svc = service();
            svc.create_lobby(PLACE, &player(0), NewGame::new(GameConfig::beginner(2)))
                .unwrap();
            let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
            svc.store().game(id).unwrap().unwrap().seed
        })
        .collect();
    let mut distinct = seeds.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), seeds.len(), "{seeds:?}");
}
