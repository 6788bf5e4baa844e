//! The ruleset seam in the bot: a game row says which ruleset it plays (schema 4), and a
//! row of a ruleset this build cannot play is refused with a message, never replayed as a
//! 2016 game.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::service::{GameService, ServiceError};
use bot::store::{GameStore, SqliteStore};
use common::*;
use engine::RulesetKey;
use std::sync::Arc;

/// The store reads a game's settings, log and snapshot as its row's ruleset's: a 2016
/// game whose row were relabelled `uprising` is reported as damage, never played as an
/// Uprising game (nor as 2016's); a key the build does not know is reported by name.
#[test]
fn a_row_is_read_as_its_own_ruleset_or_reported_as_damage() {
    let sqlite = Arc::new(SqliteStore::open_in_memory().unwrap());
    let store: Arc<dyn GameStore> = sqlite.clone();
    let svc = GameService::with_store(store.clone(), Catalog::english()).without_board_images();
    started(&svc, engine::bxb2016::GameConfig::beginner(2), 5);
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(
        store.game(id).unwrap().unwrap().ruleset,
        RulesetKey::Bxb2016
    );
    assert!(svc.status(PLACE).is_ok());

    sqlite
        .execute_raw(&format!(
            "UPDATE games SET ruleset = 'uprising' WHERE id = {id}"
        ))
        .unwrap();
    assert!(store.game(id).is_err(), "2016 settings are not Uprising's");
    let err = svc.status(PLACE).unwrap_err();
    assert!(err.is_internal(), "{err:?}");

    // A key this build does not know is reported by name (schema 11: the database lists
    // no keys, so a new ruleset needs no migration).
    sqlite
        .execute_raw(&format!(
            "UPDATE games SET ruleset = 'chess' WHERE id = {id}"
        ))
        .unwrap();
    let err = store.game(id).unwrap_err();
    assert!(err.to_string().contains("unknown ruleset `chess`"), "{err}");
}

/// `/game create ruleset:` through the service: the 2016 key (the default) opens a lobby
/// recorded as `bxb2016` in `games.ruleset` and named in the lobby post, `uprising` one
/// recorded as `uprising` (issue 10); an unknown key is refused by name and opens nothing.
#[test]
fn a_lobby_records_its_ruleset_and_an_unknown_one_is_refused() {
    use bot::service::{config_for, parse_ruleset, Caller, LobbyOptions, NewGame};
    let sqlite = Arc::new(SqliteStore::open_in_memory().unwrap());
    let store: Arc<dyn GameStore> = sqlite.clone();
    let svc = GameService::with_store(store.clone(), Catalog::english()).without_board_images();
    let options = LobbyOptions {
        players: 2,
        beginner: true,
        ..LobbyOptions::default()
    };
    let caller = Caller::new(bot::store::UserId(1), "alice");

    assert_eq!(parse_ruleset(None).unwrap(), RulesetKey::Bxb2016);
    let err = parse_ruleset(Some("chess")).unwrap_err();
    assert!(matches!(&err, ServiceError::UnknownRuleset(k) if k == "chess"));
    assert!(
        svc.game_here(PLACE).unwrap().is_none(),
        "nothing was opened"
    );

    let uprising = parse_ruleset(Some(" uprising ")).unwrap();
    let config = config_for(uprising, &options).unwrap();
    assert_eq!(config.ruleset(), RulesetKey::Uprising);
    let other = bot::store::Place {
        guild: PLACE.guild,
        channel: PLACE.channel + 1,
    };
    let out = svc
        .create_lobby(other, &caller, NewGame::of(config).seed(3))
        .unwrap();
    assert!(
        out.posts[0]
            .text
            .contains("opened a game of *Bloc by Bloc: Uprising*: 2 players · co-operative"),
        "{}",
        out.posts[0].text
    );
    let (id, _, _) = svc.game_here(other).unwrap().unwrap();
    assert_eq!(
        store.game(id).unwrap().unwrap().ruleset,
        RulesetKey::Uprising
    );

    let key = parse_ruleset(Some("bxb2016")).unwrap();
    let config = config_for(key, &options).unwrap();
    assert_eq!(config.ruleset(), RulesetKey::Bxb2016);
    let out = svc
        .create_lobby(PLACE, &caller, NewGame::of(config).seed(3))
        .unwrap();
    assert!(out.posts[0]
        .text
        .contains("opened a game of *Bloc by Bloc (2016)*"));
    assert!(svc
        .status(PLACE)
        .unwrap()
        .starts_with("Lobby (*Bloc by Bloc (2016)*): 2 players"));
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    assert_eq!(
        store.game(id).unwrap().unwrap().ruleset,
        RulesetKey::Bxb2016
    );
    assert_eq!(
        store.game(id).unwrap().unwrap().settings,
        engine::AnyConfig::Bxb2016(engine::bxb2016::GameConfig::beginner(2))
    );
}

/// A 2016 game played through the service (which holds it as an `AnyGame`) is the game
/// played directly by the engine with the same commands (R-META-4: a game replays
/// exactly from its config, seed and commands), whether the service reads it from its
/// snapshot or, without one, replays its log through the seam; undo goes through the
/// seam too.
#[test]
fn a_2016_game_through_the_seam_is_the_game_played_directly() {
    use bot::store::LogKind;
    use engine::sim::RandomPlayer;
    use engine::{
        bxb2016::{Game, GameConfig},
        AnyGame,
    };
    let sqlite = Arc::new(SqliteStore::open_in_memory().unwrap());
    let store: Arc<dyn GameStore> = sqlite.clone();
    let svc = GameService::with_store(store.clone(), Catalog::english()).without_board_images();
    let config = GameConfig {
        players: 3,
        ..GameConfig::default()
    };
    started(&svc, config.clone(), 21);
    let mut rng = RandomPlayer::new(21);
    for _ in 0..150 {
        match random_step(&svc, &mut rng, 3) {
            Some(result) => {
                result.unwrap();
            }
            None => break,
        }
    }
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let row = store.game(id).unwrap().unwrap();
    let log = store.log(id).unwrap();
    let engine::AnyConfig::Bxb2016(settings) = row.settings.clone() else {
        panic!("a 2016 game's settings are 2016's")
    };
    let mut direct = Game::new(settings, 21).unwrap();
    let mut commands = 0;
    for entry in &log {
        assert_eq!(
            entry.kind,
            LogKind::Command,
            "random play neither undoes nor skips"
        );
        let Some(engine::AnyCommand::Bxb2016(command)) = entry.command.clone() else {
            panic!("a 2016 game's log holds 2016 commands")
        };
        let events: Vec<engine::AnyEvent> = direct
            .apply(command)
            .unwrap()
            .into_iter()
            .map(engine::AnyEvent::Bxb2016)
            .collect();
        assert_eq!(
            events, entry.events,
            "the log holds the engine's own events"
        );
        commands += 1;
    }
    assert!(commands > 10, "{commands} commands played");
    let through_seam = svc.stored_any_game(PLACE).unwrap();
    assert_eq!(through_seam, AnyGame::Bxb2016(direct.clone()));
    svc.verify(id).unwrap();

    // Without the snapshot (a cache), the service replays the log through the seam.
    sqlite
        .execute_raw(&format!("DELETE FROM snapshots WHERE game_id = {id}"))
        .unwrap();
    assert_eq!(
        svc.stored_any_game(PLACE).unwrap(),
        AnyGame::Bxb2016(direct)
    );
    // And it plays on from there.
    let game = svc.stored_game::<engine::bxb2016::Game>(PLACE).unwrap();
    if let Some(first) = game.legal_actions().first() {
        let caller = caller_for(&svc, first.by, 3);
        let revision = store.game(id).unwrap().unwrap().revision;
        svc.act(
            PLACE,
            &caller,
            bot::service::Proposal::Choice(0),
            Some(revision),
        )
        .unwrap();
        assert_eq!(store.log(id).unwrap().len(), commands + 1);
    }
    svc.verify(id).unwrap();
}

/// A lobby's scenario is one its ruleset has, named by key or by name in any case; any
/// other is refused with the ruleset's scenarios listed, never replaced in silence by the
/// ruleset's default one (2040 used to start #patriot for a mistyped `#resistence`).
#[test]
fn a_scenario_the_ruleset_lacks_is_refused_not_replaced() {
    use bot::service::{config_for, LobbyOptions};
    let with = |scenario: &str| LobbyOptions {
        players: 2,
        scenario: Some(scenario.to_string()),
        ..LobbyOptions::default()
    };
    let refusal = |key: RulesetKey, scenario: &str| {
        let err = config_for(key, &with(scenario)).unwrap_err();
        ServiceError::from_any(err).user_message(Catalog::english())
    };

    let text = refusal(RulesetKey::A2040, "resistence");
    assert!(text.contains("`resistence`"), "{text}");
    assert!(text.contains("patriot, resistance, build"), "{text}");
    let config = config_for(RulesetKey::A2040, &with(" RESISTANCE ")).unwrap();
    assert_eq!(
        config,
        engine::AnyConfig::A2040(engine::a2040::Config {
            scenario: engine::a2040::cards::Scenario::Resistance,
            build_your_own: false,
        })
    );

    let text = refusal(RulesetKey::Uprising, "collective_liberation");
    assert!(text.contains("has no scenarios"), "{text}");
    let text = refusal(RulesetKey::Bxb2016, "nope");
    assert!(text.contains("routine_traffic_stop"), "{text}");

    // A 2016 scenario by its name, as a person reads it in the autocomplete.
    let rules = engine::bxb2016::Rules::embedded();
    let first = rules.scenarios.first().unwrap();
    let config = config_for(RulesetKey::Bxb2016, &with(&first.name.to_uppercase())).unwrap();
    let engine::AnyConfig::Bxb2016(config) = config else {
        panic!("a 2016 config");
    };
    assert_eq!(config.scenario.as_deref(), Some(first.key.as_str()));
    // No scenario at all is every ruleset's default.
    for key in [RulesetKey::Bxb2016, RulesetKey::Uprising, RulesetKey::A2040] {
        assert!(config_for(key, &with(" ")).is_ok(), "{key:?}");
    }
}

/// Each game's start post is its own: its title, its name once in the lobby line, and
/// its first step. Before, every game opened with 2016's "Each faction now chooses its
/// Start district (`/start`). Your loot cards and agenda arrive…", even a Stack Feud game.
#[test]
fn each_game_opens_with_its_own_first_step() {
    let cases = [
        (
            RulesetKey::Bxb2016,
            "The insurrection begins!",
            "Start district",
        ),
        (
            RulesetKey::Uprising,
            "The insurrection begins!",
            "Start district",
        ),
        (
            RulesetKey::A2040,
            "The insurgency begins!",
            "The Rebel plays two cards",
        ),
        (
            RulesetKey::BlockRiot,
            "The riot begins!",
            "each keeps 2 of their 4 cards",
        ),
        (RulesetKey::Feud, "The feud begins!", "places their tenants"),
    ];
    for (key, title, first) in cases {
        let svc = quick_service();
        let name = bot::service::text::ruleset_name(Catalog::english(), key);
        let opened = started_against_computers(&svc, key, 3, &[ai::Level::Easy]);
        let start = public_text(std::slice::from_ref(&opened));
        assert!(start.contains(title), "{key:?}: {start}");
        assert!(start.contains(first), "{key:?}: {start}");
        if !matches!(key, RulesetKey::Bxb2016 | RulesetKey::Uprising) {
            assert!(!start.contains("Start district"), "{key:?}: {start}");
            assert!(!start.contains("agenda"), "{key:?}: {start}");
        }
        // The lobby line is "opened a game of *NAME*: SETTINGS": the settings do not
        // name the game again.
        let options = bot::service::LobbyOptions {
            players: 2,
            ..bot::service::LobbyOptions::default()
        };
        let config = bot::service::config_for(key, &options).unwrap();
        let settings = bot::service::text::settings(Catalog::english(), &config);
        assert!(!settings.contains(&name), "{key:?}: {settings}");
    }
}
