//! The ruleset seam in the bot: a game row says which ruleset it plays (schema 4), and a
//! row of a ruleset this build cannot play is refused with a message, never replayed as a
//! 2016 game.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::service::{GameService, ServiceError};
use bot::store::{GameStore, SqliteStore};
use common::*;
use engine::{AnyError, RulesetKey};
use std::sync::Arc;

#[test]
fn a_game_of_an_unplayable_ruleset_is_refused_with_a_message() {
    let sqlite = Arc::new(SqliteStore::open_in_memory().unwrap());
    let store: Arc<dyn GameStore> = sqlite.clone();
    let svc = GameService::with_store(store.clone(), Catalog::english()).without_board_images();
    started(&svc, engine::GameConfig::beginner(2), 5);
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
    assert_eq!(
        store.game(id).unwrap().unwrap().ruleset,
        RulesetKey::Uprising
    );
    let err = svc.status(PLACE).unwrap_err();
    assert!(
        matches!(
            err,
            ServiceError::Ruleset(AnyError::NotPlayable(RulesetKey::Uprising))
        ),
        "{err:?}"
    );
    let text = err.user_message(Catalog::english());
    assert!(
        text.contains("Bloc by Bloc: Uprising rules cannot be played yet"),
        "{text}"
    );
    assert!(!err.is_internal());

    // The database refuses a key it does not know.
    assert!(sqlite
        .execute_raw(&format!(
            "UPDATE games SET ruleset = 'chess' WHERE id = {id}"
        ))
        .is_err());
}
