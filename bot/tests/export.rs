//! Every game the bot stores exports as a scenario file that `blocbot scenario` replays to
//! the same final position (issue 15), including the games of the fixture database written
//! by an earlier build (whose logs name cards by number: they still read).
#![allow(clippy::unwrap_used)]

use bot::store::{GameStatus, GameStore, LogKind, LogRow, SqliteStore};
use engine::{AnyCommand, AnyConfig, AnyGame};

const FIXTURE: &str = "tests/fixtures/main-82a3bdf.db";

/// The commands that stand in a log: undone ones removed, admin notes skipped.
fn standing(log: &[LogRow]) -> Vec<AnyCommand> {
    let mut out = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => out.push(AnyCommand::Bxb2016(row.command.clone().unwrap())),
            LogKind::Undo => {
                out.pop().unwrap();
            }
            LogKind::Admin => {}
        }
    }
    out
}

#[test]
fn every_stored_game_exports_to_a_file_blocbot_scenario_replays() {
    let dir = std::env::temp_dir().join(format!("blocbot-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE),
        &db,
    )
    .unwrap();
    let store = SqliteStore::open(&db).unwrap();
    let mut games = store.games_with_status(GameStatus::Active).unwrap();
    games.extend(store.games_with_status(GameStatus::Ended).unwrap());
    assert_eq!(games.len(), 4, "three active games and one ended game");
    for row in games {
        let commands = standing(&store.log(row.id).unwrap());
        assert!(!commands.is_empty());
        let config = AnyConfig::Bxb2016(row.settings.clone());
        let mut stored = AnyGame::new(config.clone(), row.seed).unwrap();
        for c in &commands {
            stored.apply(c.clone()).unwrap();
        }
        let text = AnyGame::export_scenario(&config, row.seed, &commands).unwrap();
        assert!(text.starts_with("ruleset bxb2016\nsetup "), "{text}");
        let file = dir.join(format!("game-{}.scn", row.id));
        std::fs::write(&file, &text).unwrap();
        // `blocbot scenario` accepts it (exit code 0: nothing refused)...
        assert_eq!(bot::cli::scenario::run(&file, true).unwrap(), 0);
        // ...and reaches the stored game's position.
        let key = engine::seam::scenario::scenario_ruleset(&text).unwrap();
        let (replayed, refused) = AnyGame::run_scenario(key, &text).unwrap();
        assert!(refused.is_none());
        assert_eq!(replayed.print_position(), stored.print_position());
        if let Some((_, snapshot)) = store.snapshot(row.id).unwrap() {
            assert_eq!(replayed.as_bxb2016(), Some(&snapshot));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
