//! Every game the bot stores exports as a scenario file that `blocbot scenario` replays to
//! the same final position (issue 15), including the games of the fixture database written
//! by an earlier build (whose logs name cards by number: they still read).
#![allow(clippy::unwrap_used)]

use bot::store::{GameStatus, GameStore, LogKind, LogRow, SqliteStore};
use engine::{AnyCommand, AnyGame};

const FIXTURE: &str = "tests/fixtures/main-82a3bdf.db";

/// The commands that stand in a log: undone ones removed, admin notes skipped.
fn standing(log: &[LogRow]) -> Vec<AnyCommand> {
    let mut out = Vec::new();
    for row in log {
        match row.kind {
            LogKind::Command => out.push(row.command.clone().unwrap()),
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
        let config = row.settings.clone();
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
            assert_eq!(replayed, snapshot);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

mod common;

/// `/play` (and local mode, which goes through the same service) reads a command naming a
/// connection that does not exist and refuses it with the rule, not as unreadable text
/// (issue 15: the notation reads syntax only).
#[test]
fn play_refuses_a_barricade_to_a_district_not_joined_with_its_rule() {
    use bot::service::{Proposal, ServiceError};
    let svc = common::service();
    common::started(&svc, engine::bxb2016::GameConfig::beginner(2), 5);
    // Everyone places their Start; then the first faction has blocs at its Start.
    loop {
        let game = common::full_game(&svc);
        if game.current_turn().is_some() {
            break;
        }
        let command = game.legal_actions()[0].clone();
        let who = common::caller_for(&svc, command.by, 2);
        svc.act(common::PLACE, &who, Proposal::Choice(0), None)
            .unwrap();
    }
    let game = common::full_game(&svc);
    let turn = game.current_turn().unwrap();
    let (faction, die) = (turn.faction, turn.dice[0]);
    let home = engine::Cell::all()
        .find(|&c| game.district(c).blocs_of(faction) > 0 && !game.district(c).has_police())
        .unwrap();
    // A district no street or highway joins to it (the diagonals, the far side).
    let unjoined = engine::Cell::all()
        .find(|&c| c != home && game.city().connections_between(home, c).is_empty())
        .unwrap();
    let who = common::caller_for(&svc, faction, 2);
    let err = svc
        .act(
            common::PLACE,
            &who,
            Proposal::Text(format!("barricade {home} {unjoined} die {die}")),
            None,
        )
        .unwrap_err();
    assert!(
        matches!(
            err,
            ServiceError::Rules(
                engine::AnyError::Bxb2016Action(engine::bxb2016::ActionError::Barricade(
                    engine::bxb2016::error::BarricadeError::NotJoined { .. }
                )),
                _
            )
        ),
        "{err:?}"
    );
}

/// `blocbot scenario` on a file whose command names a connection that does not exist: the
/// file runs, the command is refused (exit 1, the error in JSON), not unreadable (exit 2).
#[test]
fn blocbot_scenario_refuses_a_connection_that_does_not_exist_with_exit_1() {
    let dir = std::env::temp_dir().join(format!("blocbot-unjoined-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("unjoined.scn");
    std::fs::write(
        &file,
        "ruleset bxb2016\nposition v1\nconfig players=4 mode=coop difficulty=easy beginner-city\n\
         seed 1\nnight 1 left 6 morale 0 first W\nturn W dice 1\ndistrict A1 W1\nactions\n\
         W barricade A1 B2 die 1\n",
    )
    .unwrap();
    assert_eq!(bot::cli::scenario::run(&file, true).unwrap(), 1);
    std::fs::write(&file, "ruleset chess\nsetup players=4\nactions\n").unwrap();
    assert!(bot::cli::scenario::run(&file, true).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}
