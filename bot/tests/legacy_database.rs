//! A database written by an earlier blocbot still works: the fixture
//! `fixtures/main-82a3bdf.db` was made by main at commit 82a3bdf (see fixtures/README.md).
//! This build migrates it, loads each game, replays its log to the state the old build
//! stored, and plays the active games on to their end.
#![allow(clippy::unwrap_used)]

use bot::i18n::Catalog;
use bot::service::{Caller, GameService, Proposal};
use bot::store::{GameStatus, Place, SqliteStore, UserId};
use engine::sim::RandomPlayer;
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/main-82a3bdf.db";

/// The active games of the fixture and how many seats each has.
const ACTIVE: [(Place, u64); 3] = [
    (
        Place {
            guild: Some(100),
            channel: 200,
        },
        4,
    ),
    (
        Place {
            guild: Some(100),
            channel: 201,
        },
        3,
    ),
    (
        Place {
            guild: None,
            channel: 1,
        },
        2,
    ),
];

fn copy_of_fixture(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("blocbot-legacy-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.db");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE),
        &path,
    )
    .unwrap();
    path
}

/// The snapshots as the old build wrote them, by game id, read before any migration.
fn old_snapshots(path: &std::path::Path) -> Vec<(i64, Value)> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut stmt = conn
        .prepare("SELECT game_id, state_json FROM snapshots ORDER BY game_id")
        .unwrap();
    let rows = stmt
        .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))
        .unwrap();
    rows.map(|r| {
        let (id, json) = r.unwrap();
        (id, serde_json::from_str(&json).unwrap())
    })
    .collect()
}

fn who(i: u64) -> Caller {
    Caller::new(UserId(1000 + i), format!("Player{i}"))
}

/// The public numbers of an old snapshot, to compare with the game this build loads.
fn public_numbers(old: &Value) -> Value {
    let districts: Vec<Value> = old["districts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            serde_json::json!([
                d["blocs"],
                d["cops"],
                d["van"],
                d["occupation"],
                d["liberated"],
                d["graffiti"],
                d["burned"]
            ])
        })
        .collect();
    serde_json::json!({
        "counter": old["state_counter"],
        "morale": old["morale"],
        "nights_left": old["nights_left"],
        "night": old["night"]["number"],
        "barricades": old["barricades"],
        "districts": districts,
        "hands": old["factions"].as_array().unwrap().iter().map(|f| f["hand"].clone()).collect::<Vec<_>>(),
    })
}

/// The same numbers, read from the game this build loaded.
fn loaded_numbers(svc: &GameService, place: Place) -> Value {
    let g = svc.stored_game::<engine::bxb2016::Game>(place).unwrap();
    let districts: Vec<Value> = engine::Cell::all()
        .map(|c| {
            let d = g.district(c);
            serde_json::json!([
                d.blocs,
                d.cops,
                d.van,
                d.occupation,
                d.liberated,
                d.graffiti,
                d.burned
            ])
        })
        .collect();
    let barricades: Vec<u8> = (0..engine::ids::BORDERS as u8)
        .map(|b| g.barricades_on(engine::ids::Border(b)))
        .collect();
    serde_json::json!({
        "counter": g.state_counter(),
        "morale": g.morale(),
        "nights_left": g.nights_left(),
        "night": g.night_number(),
        "barricades": barricades,
        "districts": districts,
        "hands": engine::Faction::ALL.iter().map(|&f| g.faction(f).hand.clone()).collect::<Vec<_>>(),
    })
}

#[test]
fn a_database_of_the_previous_build_migrates_loads_replays_and_plays_on() {
    let path = copy_of_fixture("play");
    let old = old_snapshots(&path);
    assert_eq!(old.len(), 4, "three active games and one ended game");
    let svc = GameService::new(SqliteStore::open(&path).unwrap(), Catalog::english())
        .without_board_images();
    // Every active game replays from its seed and log to its snapshot.
    assert_eq!(svc.verify_all_active().unwrap(), Vec::new());
    for (place, _) in ACTIVE {
        let (id, status, _) = svc.game_here(place).unwrap().unwrap();
        assert_eq!(status, GameStatus::Active);
        let (_, old_state) = old.iter().find(|(g, _)| *g == id).unwrap();
        assert_eq!(
            loaded_numbers(&svc, place),
            public_numbers(old_state),
            "game {id} loads as the old build left it"
        );
        assert!(svc.status(place).unwrap().contains("Night"));
        assert!(svc.board(place).unwrap().text.contains("Staging"));
        assert!(!svc.public_log(place, 20).unwrap().is_empty());
        assert!(!svc
            .hand(place, who(0).user, svc.catalog())
            .unwrap()
            .is_empty());
    }
    // The finished game can still be looked at; the lobby still takes players.
    let ended = Place {
        guild: Some(100),
        channel: 202,
    };
    assert!(svc.status(ended).unwrap().contains("over"));
    let lobby = Place {
        guild: Some(100),
        channel: 203,
    };
    svc.join(lobby, &who(1), None, false).unwrap();
    // The active games play on to their end.
    for (place, players) in ACTIVE {
        let mut rng = RandomPlayer::new(place.channel);
        let mut steps = 0;
        loop {
            let (id, status, revision) = svc.game_here(place).unwrap().unwrap();
            if status != GameStatus::Active {
                break;
            }
            let _ = id;
            let game = svc.stored_game::<engine::bxb2016::Game>(place).unwrap();
            let cmd = rng.choose(&game).unwrap();
            let caller = (0..players)
                .map(who)
                .find(|c| svc.factions_of(place, c.user).unwrap().contains(&cmd.by))
                .unwrap();
            let wanted = engine::AnyCommand::Bxb2016(cmd.clone());
            let index = svc
                .choice_index(place, caller.user, &wanted)
                .unwrap()
                .unwrap();
            svc.act(place, &caller, Proposal::Choice(index), Some(revision))
                .unwrap();
            steps += 1;
            assert!(steps < 50_000);
        }
        let (id, status, _) = svc.game_here(place).unwrap().unwrap();
        assert_eq!(status, GameStatus::Ended);
        svc.verify(id).unwrap();
    }
    // Schema 3: the old games are 2016 games, and their snapshots are rewritten in the
    // ruleset envelope as they move on.
    for (place, _) in ACTIVE {
        let (id, _, _) = svc.game_here(place).unwrap().unwrap();
        let row = svc.store().game(id).unwrap().unwrap();
        assert_eq!(row.ruleset, engine::RulesetKey::Bxb2016);
    }
    let conn = rusqlite::Connection::open(&path).unwrap();
    let envelopes: Vec<String> = conn
        .prepare("SELECT state_json FROM snapshots WHERE game_id IN (1, 2, 5)")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(envelopes.len(), 3);
    for json in envelopes {
        assert!(
            json.starts_with(r#"{"ruleset":"bxb2016","format_version":1,"state":{"#),
            "{}",
            json.chars().take(80).collect::<String>()
        );
    }
    drop(svc);
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}
