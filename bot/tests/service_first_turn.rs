//! Issue 12: the beginner game's first-turn guide goes to the person who acts first, by
//! DM and in their language; the channel's start post stays short for everyone.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::NewGame;
use common::{caller_for, player, service, PLACE};
use engine::bxb2016::GameConfig;

const GUIDE_EN: &str = "Your first turn";
const GUIDE_FR: &str = "Votre premier tour";

#[test]
fn the_first_turn_guide_goes_only_to_the_first_player() {
    for seed in 0..8 {
        let svc = service();
        // Player 1 speaks French: their DMs follow their own locale (issue 13).
        svc.create_lobby(
            PLACE,
            &player(0),
            NewGame::new(GameConfig::beginner(3)).seed(seed),
        )
        .unwrap();
        svc.join(PLACE, &player(1).with_locale("fr"), None, false)
            .unwrap();
        svc.join(PLACE, &player(2), None, false).unwrap();
        let out = svc.start(PLACE, &player(0)).unwrap();
        for text in out.public_texts() {
            assert!(
                !text.contains(GUIDE_EN),
                "seed {seed}: the guide in the channel: {text}"
            );
        }
        let game = common::full_game(&svc);
        let first = game.to_act()[0];
        let first_user = caller_for(&svc, first, 3).user;
        let guides: Vec<_> = out
            .private
            .iter()
            .filter(|m| m.text.contains(GUIDE_EN) || m.text.contains(GUIDE_FR))
            .collect();
        assert_eq!(guides.len(), 1, "seed {seed}: one guide");
        assert_eq!(
            guides[0].user, first_user,
            "seed {seed}: to the first player"
        );
        let wanted = if first_user == player(1).user {
            GUIDE_FR
        } else {
            GUIDE_EN
        };
        assert!(
            guides[0].text.contains(wanted),
            "seed {seed}: in the reader's language: {}",
            guides[0].text
        );
    }
}

#[test]
fn a_full_game_sends_no_guide() {
    // Only the beginner game has one (the rules' own walkthrough is for it).
    let svc = service();
    let config = GameConfig {
        players: 3,
        ..GameConfig::default()
    };
    assert!(!config.beginner);
    let out = common::started(&svc, config, 4);
    assert!(out
        .private
        .iter()
        .all(|m| !m.text.contains(GUIDE_EN) && !m.text.contains(GUIDE_FR)));
}
