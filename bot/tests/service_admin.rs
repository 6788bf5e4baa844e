//! Issue 9, "Admin actions leak": referee commands never show their author anyone's
//! secrets, seats never move to someone who plays or to the admin, the creator's powers are
//! bounded, and every referee action is announced in the channel.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::{Caller, GameService, NewGame, Outbox, ServiceError, CREATOR_SKIP_AFTER_SECS};
use bot::store::{GameStatus, SqliteStore, UserId};
use common::*;
use engine::bxb2016::{GameConfig, Mode, Pending};
use engine::sim::RandomPlayer;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

fn manager() -> Caller {
    let mut admin = Caller::new(UserId(7777), "Moderator");
    admin.manage_server = true;
    admin
}

/// Every text of `out` that its requester or the channel reads.
fn seen_by_requester_and_channel(out: &Outbox) -> Vec<&str> {
    out.reply
        .iter()
        .map(String::as_str)
        .chain(out.public_texts())
        .collect()
}

/// Plays random games until one waits for a faction to choose which drawn cards to keep.
/// Keep decisions are rare in random play: seed 172 is the first to reach one (searching
/// from 0); the search goes on from there if the engine changes.
fn game_waiting_on_keep(svc: &GameService) -> u8 {
    let players = 4;
    for seed in 172..772u64 {
        let config = GameConfig {
            players,
            mode: Mode::SemiCoop,
            ..GameConfig::default()
        };
        if let Some((_, GameStatus::Active, _)) = svc.game_here(PLACE).unwrap() {
            svc.end_game(PLACE, &manager()).unwrap();
        }
        started(svc, config, seed);
        let mut rng = RandomPlayer::new(seed);
        while let Some(step) = random_step(svc, &mut rng, players) {
            step.unwrap();
            if matches!(full_game(svc).pending(), Some(Pending::Keep { .. })) {
                return players;
            }
        }
    }
    panic!("no random game reached a Keep decision");
}

#[test]
fn skipping_a_keep_shows_the_admin_no_card() {
    let svc = service();
    let players = game_waiting_on_keep(&svc);
    let game = full_game(&svc);
    let Some(Pending::Keep { faction, drawn, .. }) = game.pending().cloned() else {
        unreachable!()
    };
    let drawn_names: Vec<String> = drawn
        .iter()
        .map(|&k| {
            engine::bxb2016::Rules::embedded().loot[k as usize]
                .name
                .clone()
        })
        .collect();
    let owner = caller_for(&svc, faction, players);
    // A manager who is not playing skips the Keep.
    let out = svc.skip_turn(PLACE, &manager()).unwrap();
    for text in seen_by_requester_and_channel(&out) {
        for name in &drawn_names {
            assert!(
                !text.contains(name.as_str()),
                "`{name}` shown to the admin or the channel: {text}"
            );
        }
    }
    let reply = out.reply.clone().unwrap();
    assert!(reply.contains(faction.name()), "{reply}");
    // The announcement says who skipped.
    assert!(
        out.posts
            .iter()
            .any(|p| p.text.contains("Moderator") && p.text.contains("skipped")),
        "{:?}",
        out.posts
    );
    // The skipped seat's owner learns what they kept, privately.
    let kept = full_game(&svc).faction(faction).hand.clone();
    assert!(!kept.is_empty());
    let dm: Vec<_> = out
        .private
        .iter()
        .filter(|m| m.user == owner.user)
        .collect();
    assert_eq!(dm.len(), 1, "the owner gets their new hand");
    let kept_name = &engine::bxb2016::Rules::embedded().loot[kept[kept.len() - 1] as usize].name;
    assert!(dm[0].text.contains(kept_name.as_str()), "{}", dm[0].text);
    // Nobody else receives that seat's cards.
    for m in &out.private {
        let theirs = svc.factions_of(PLACE, m.user).unwrap();
        assert!(
            theirs.contains(&faction) || !m.text.contains(&format!("**{}** —", faction.name())),
            "{:?} got the {faction}' hand",
            m.user
        );
    }
}

#[test]
fn seats_never_move_to_a_player_or_to_the_admin() {
    let svc = service();
    let config = GameConfig {
        players: 4,
        mode: Mode::SemiCoop,
        ..GameConfig::default()
    };
    started(&svc, config, 21);
    let (victim, ally) = (player(1), player(2));
    // The creator, with no server permission, cannot move a seat at all.
    assert!(matches!(
        svc.replace_player(PLACE, &player(0), victim.user, player(0).user, "Player0")
            .unwrap_err(),
        ServiceError::ManagersOnly
    ));
    // A manager cannot give a seat to someone who plays, nor to themselves.
    let admin = manager();
    for (new, name) in [(ally.user, "Player2"), (admin.user, "Moderator")] {
        assert!(matches!(
            svc.replace_player(PLACE, &admin, victim.user, new, name)
                .unwrap_err(),
            ServiceError::SeatToPlayer
        ));
    }
    // Nor move a seat nobody holds.
    assert!(matches!(
        svc.replace_player(PLACE, &admin, UserId(31337), UserId(4242), "Newcomer")
            .unwrap_err(),
        ServiceError::NotSeated
    ));
    assert_eq!(svc.factions_of(PLACE, ally.user).unwrap().len(), 1);
    // Someone new takes over: announced with who did it, the hand goes to them only.
    let mine = svc.factions_of(PLACE, victim.user).unwrap();
    let out = svc
        .replace_player(PLACE, &admin, victim.user, UserId(4242), "Newcomer")
        .unwrap();
    assert_eq!(svc.factions_of(PLACE, UserId(4242)).unwrap(), mine);
    let post = &out.posts[0].text;
    assert!(
        post.contains("Moderator") && post.contains("Player1") && post.contains("Newcomer"),
        "{post}"
    );
    assert_eq!(out.private.len(), 1);
    assert_eq!(out.private[0].user, UserId(4242));
    let game = full_game(&svc);
    let agenda = game.faction(mine[0]).agenda.unwrap();
    let agenda_name = &engine::bxb2016::Rules::embedded().agendas[agenda as usize].name;
    for text in seen_by_requester_and_channel(&out) {
        assert!(!text.contains(agenda_name.as_str()), "{text}");
        for &k in &game.faction(mine[0]).hand {
            assert!(
                !text.contains(&engine::bxb2016::Rules::embedded().loot[k as usize].name),
                "{text}"
            );
        }
    }
    assert!(out.private[0].text.contains(agenda_name.as_str()));
}

#[test]
fn a_seat_may_move_between_the_seats_of_one_person() {
    // Someone holding every seat already sees every hand: nothing to protect.
    let svc = service();
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame {
            config: engine::AnyConfig::Bxb2016(GameConfig::beginner(2)),
            seed: Some(3),
            turn_deadline: None,
            locale: None,
        },
    )
    .unwrap();
    svc.join(PLACE, &player(0), None, true).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
    svc.replace_player(PLACE, &manager(), player(0).user, player(0).user, "Player0")
        .unwrap();
}

#[test]
fn the_creator_skips_only_waits_that_last() {
    let now = Arc::new(AtomicI64::new(1_000_000));
    let clock = now.clone();
    let svc = GameService::new(
        SqliteStore::open_in_memory().unwrap(),
        bot::i18n::Catalog::english(),
    )
    .without_board_images()
    .with_clock(Arc::new(move || clock.load(Ordering::SeqCst)));
    started(&svc, GameConfig::beginner(4), 8);
    let creator = player(0);
    // Play until the game waits for someone other than the creator.
    let mut rng = RandomPlayer::new(8);
    loop {
        let game = full_game(&svc);
        let waits_on_creator = game
            .to_act()
            .iter()
            .all(|&f| caller_for(&svc, f, 4).user == creator.user);
        if !waits_on_creator {
            break;
        }
        random_step(&svc, &mut rng, 4).unwrap().unwrap();
    }
    let err = svc.skip_turn(PLACE, &creator).unwrap_err();
    assert!(
        matches!(err, ServiceError::SkipTooEarly { hours: 12 }),
        "{err:?}"
    );
    assert!(err.user_message(svc.catalog()).contains("12 hours"));
    // Another player may not skip at all.
    assert!(matches!(
        svc.skip_turn(PLACE, &player(1)).unwrap_err(),
        ServiceError::NotAllowed
    ));
    now.fetch_add(CREATOR_SKIP_AFTER_SECS, Ordering::SeqCst);
    let out = svc.skip_turn(PLACE, &creator).unwrap();
    assert!(
        out.posts[0].text.contains("Player0"),
        "{}",
        out.posts[0].text
    );

    // The creator may end the game; the channel is told who did.
    let out = svc.end_game(PLACE, &creator).unwrap();
    assert!(
        out.posts[0].text.contains("Player0"),
        "{}",
        out.posts[0].text
    );
}

#[test]
fn the_creator_may_skip_their_own_wait_at_once() {
    let svc = service();
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame {
            config: engine::AnyConfig::Bxb2016(GameConfig::beginner(2)),
            seed: Some(5),
            turn_deadline: None,
            locale: None,
        },
    )
    .unwrap();
    svc.join(PLACE, &player(0), None, true).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
    svc.skip_turn(PLACE, &player(0)).unwrap();
}
