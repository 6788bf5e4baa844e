//! Issue 12: `/game export` and spectators. While a game runs its export is public
//! information only (no seed, no agenda, no private move); once it has ended the export is
//! the whole game, which `blocbot scenario` replays to the stored final position. Someone
//! without a seat can follow with `/board`, `/status`, `/log` and `/game export`, and sees
//! nothing private.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::{text, Expense};
use bot::store::UserId;
use common::*;
use engine::bxb2016::notation::print_position;
use engine::bxb2016::{Game, GameConfig, Mode};
use engine::sim::RandomPlayer;

/// What no public text may hold while `game` runs: its seed, and each faction's agenda.
fn secrets_of(game: &Game, seed: u64) -> Vec<String> {
    let mut out = vec![seed.to_string()];
    for &f in game.cycle() {
        if let Some(agenda) = game
            .faction(f)
            .agenda
            .and_then(|a| engine::bxb2016::Rules::embedded().agendas.get(a as usize))
        {
            out.push(agenda.name.clone());
        }
    }
    out
}

/// Opens and starts a game on a seed nobody chose (so a secret one); returns that seed.
fn started_on_a_secret_seed(svc: &bot::service::GameService, config: GameConfig) -> u64 {
    let players = config.players;
    svc.create_lobby(PLACE, &player(0), bot::service::NewGame::new(config))
        .unwrap();
    for i in 1..players as u64 {
        svc.join(PLACE, &player(i), None, false).unwrap();
    }
    svc.start(PLACE, &player(0)).unwrap();
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    svc.store().game(id).unwrap().unwrap().seed
}

fn semi_coop(players: u8) -> GameConfig {
    GameConfig {
        players,
        mode: Mode::SemiCoop,
        ..GameConfig::default()
    }
}

#[test]
fn a_running_game_exports_public_moves_only_and_an_ended_one_replays() {
    // Random games until one exported a private move while running (random players
    // seldom give, trade or keep cards), each checked the same way.
    let mut private_moves = 0;
    for game_number in 1..=40 {
        private_moves += export_one_game(game_number);
        if private_moves > 0 {
            break;
        }
    }
    assert!(private_moves > 0, "some exports left out a private move");
}

/// Plays a random 4-player semi-cooperative game, checking its public export now and
/// then and its complete export at the end; returns how many private moves the public
/// exports left out.
fn export_one_game(game_number: u64) -> usize {
    let svc = service();
    let seed = started_on_a_secret_seed(&svc, semi_coop(4));
    let mut rng = RandomPlayer::new(game_number);
    let mut checked = 0;
    let mut private_moves = 0;
    let mut steps = 0;
    while let Some(result) = random_step(&svc, &mut rng, 4) {
        result.unwrap();
        steps += 1;
        if steps % 3 != 0 {
            continue;
        }
        let game = full_game(&svc);
        if game.is_over() {
            break;
        }
        // A spectator asks for it (a new one each time: one person asking this often
        // would be rate limited, which depends on how fast the test runs).
        svc.allow_expense(UserId(10_000 + steps as u64), PLACE, Expense::Messages(1))
            .unwrap();
        let public = svc.export(PLACE).unwrap();
        assert!(!public.complete);
        for secret in secrets_of(&game, seed) {
            assert!(
                !public.text.contains(&secret),
                "{secret} in {}",
                public.text
            );
        }
        assert!(public.text.starts_with("ruleset bxb2016\n# Public export"));
        // Each standing move is printed, or a comment names its author when it holds a
        // secret (a gift, a trade, kept or handed cards, the police order).
        let (_, moves) = public.text.split_once("\nactions\n").unwrap();
        let lines: Vec<&str> = moves.lines().collect();
        let mut replay = Game::new(game.config().clone(), seed).unwrap();
        let commands = standing_commands(&svc);
        assert_eq!(lines.len(), commands.len());
        for (line, command) in lines.iter().zip(&commands) {
            let any = engine::AnyCommand::Bxb2016(command.clone());
            if text::holds_secret(&any) {
                assert!(line.starts_with("# a private move by the"), "{line}");
                private_moves += 1;
            } else {
                assert_eq!(
                    *line,
                    engine::bxb2016::notation::print_command(&replay, command)
                );
            }
            replay.apply(command.clone()).unwrap();
        }
        checked += 1;
    }
    assert!(
        checked > 0,
        "the game ran long enough to export it while running"
    );

    // Ended: the whole game, with its seed, replays through `blocbot scenario`.
    let finished = full_game(&svc);
    assert!(finished.is_over());
    let export = svc.export(PLACE).unwrap();
    assert!(export.complete, "{}", export.text);
    assert!(export.text.contains(&format!("seed {seed}")));
    let dir = std::env::temp_dir().join(format!(
        "blocbot-export12-{}-{game_number}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(&export.file_name);
    std::fs::write(&file, &export.text).unwrap();
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .arg("scenario")
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let printed = String::from_utf8(run.stdout).unwrap();
    assert!(
        printed.starts_with(&print_position(&finished.to_position())),
        "{printed}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    private_moves
}

/// The standing commands of the stored game, in order.
fn standing_commands(svc: &bot::service::GameService) -> Vec<engine::bxb2016::Command> {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let mut out = Vec::new();
    for row in svc.store().log(id).unwrap() {
        match row.kind {
            bot::store::LogKind::Command => match row.command.unwrap() {
                engine::AnyCommand::Bxb2016(c) => out.push(c),
                other => panic!("a 2016 game's log holds {other:?}"),
            },
            bot::store::LogKind::Undo => {
                out.pop();
            }
            bot::store::LogKind::Admin => {}
        }
    }
    out
}

/// Someone without a seat follows the game: `/board`, `/status`, `/log` answer them, and
/// hold neither the seed nor an agenda.
#[test]
fn spectators_follow_with_board_status_and_log_and_see_nothing_private() {
    let svc = service();
    let seed = started_on_a_secret_seed(&svc, semi_coop(3));
    let mut rng = RandomPlayer::new(9);
    let watcher = spectator();
    assert!(svc.factions_of(PLACE, watcher.user).unwrap().is_empty());
    for step in 0..60 {
        let Some(result) = random_step(&svc, &mut rng, 3) else {
            break;
        };
        result.unwrap();
        if step % 10 != 0 {
            continue;
        }
        let game = full_game(&svc);
        if game.is_over() {
            break;
        }
        if step == 0 {
            // Rate limits count a spectator like anyone (one board image at a time).
            svc.allow_expense(watcher.user, PLACE, Expense::BoardImage)
                .unwrap();
            svc.allow_expense(watcher.user, PLACE, Expense::Messages(2))
                .unwrap();
        }
        let board = svc.board(PLACE).unwrap();
        let status = svc.status(PLACE).unwrap();
        let log = svc.public_log(PLACE, 30).unwrap();
        assert!(status.contains("Night"), "{status}");
        assert!(!log.is_empty());
        for secret in secrets_of(&game, seed) {
            for (what, text) in [("board", &board.text), ("status", &status), ("log", &log)] {
                assert!(!text.contains(&secret), "{secret} in /{what}: {text}");
            }
        }
        // The view the board image is drawn from is a spectator's.
        let view = svc.view_for(PLACE, None).unwrap();
        let json = serde_json::to_string(&view).unwrap();
        assert!(!json.contains(&format!("\"seed\":{seed}")));
    }
}

/// Issue 12: the post that ends a game tells it in numbers, counted from the log's public
/// events: the nights and liberations agree with the final status.
#[test]
fn the_ending_post_tells_the_game_in_numbers() {
    let svc = service();
    let seed = started_on_a_secret_seed(&svc, semi_coop(3));
    let mut rng = RandomPlayer::new(3);
    let mut last = None;
    while let Some(result) = random_step(&svc, &mut rng, 3) {
        last = Some(result.unwrap());
    }
    let ending = last.unwrap().posts.last().unwrap().text.clone();
    assert!(ending.contains("The game is over."), "{ending}");
    let numbers = ending
        .split("**The game in numbers**\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no numbers: {ending}"));
    let mut lines = numbers.lines();
    let city = lines.next().unwrap();
    let status = svc.status(PLACE).unwrap();
    let night = status
        .split("**Night ")
        .nth(1)
        .and_then(|s| s.split("**").next())
        .unwrap();
    let liberated = status
        .split("Liberated: ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .unwrap();
    let nights = if night == "1" {
        "1 night".to_string()
    } else {
        format!("{night} nights")
    };
    assert!(
        city.starts_with(&format!("{nights} · districts liberated: {liberated} ·")),
        "{city} / {status}"
    );
    let factions: Vec<&str> = lines.take_while(|l| l.starts_with("**")).collect();
    assert_eq!(factions.len(), 3, "{numbers}");
    for line in factions {
        // Fluent plurals: "1 cop defeated", "2 cops defeated" (the seed is secret, so
        // either may come).
        assert!(
            line.contains(" cops defeated · ") || line.contains(" 1 cop defeated · "),
            "{line}"
        );
        assert!(!line.contains(" 1 cops "), "{line}");
    }
    assert!(!ending.contains(&seed.to_string()));
}
