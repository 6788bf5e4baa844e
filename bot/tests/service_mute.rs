//! Issue 12: `/game mute` — a player who muted a game is no longer mentioned when it is
//! their turn (their id leaves the posts' ping lists, hence Discord's `allowed_mentions`),
//! and `/game unmute` brings the pings back. Only a seated player may mute.
#![allow(clippy::unwrap_used)]

mod common;

use bot::service::{Proposal, ServiceError};
use common::*;
use engine::bxb2016::GameConfig;
use engine::sim::RandomPlayer;

/// Plays up to `steps` random commands; every user mentioned by their posts, in order.
fn pings_over(svc: &bot::service::GameService, rng: &mut RandomPlayer, steps: usize) -> usize {
    let mut pings = 0;
    for _ in 0..steps {
        let Some(result) = random_step(svc, rng, 3) else {
            break;
        };
        let out = result.unwrap();
        pings += out.posts.iter().map(|p| p.ping.len()).sum::<usize>();
    }
    pings
}

#[test]
fn muted_players_are_named_but_not_pinged_until_they_unmute() {
    let svc = service();
    started(&svc, GameConfig::beginner(3), 5);
    // A spectator holds no seat: nothing to mute.
    assert!(matches!(
        svc.set_muted(PLACE, &spectator(), true),
        Err(ServiceError::NotAPlayer)
    ));
    for i in 0..3 {
        let out = svc.set_muted(PLACE, &player(i), true).unwrap();
        assert!(out.posts.is_empty(), "muting is private");
        assert!(out.reply.unwrap().contains("no longer be mentioned"));
    }
    // Seed 5 with these random moves lasts about 43 commands, several turns in the first
    // 12 (which ping 6 times unmuted).
    let mut rng = RandomPlayer::new(3);
    assert_eq!(
        pings_over(&svc, &mut rng, 12),
        0,
        "a muted player was pinged"
    );
    for i in 0..3 {
        svc.set_muted(PLACE, &player(i), false).unwrap();
    }
    assert!(
        pings_over(&svc, &mut rng, 20) > 0,
        "nobody was pinged after unmuting"
    );
}

/// Issue 37: a post pings only people newly waited for: never the one who just acted, and
/// within a turn nobody who was already waited for (four simultaneous Start choices pinged
/// everyone still choosing again, 4 + 3 + 2 + 1).
#[test]
fn pings_go_only_to_people_newly_waited_for() {
    let svc = service();
    started(&svc, GameConfig::beginner(4), 7);
    let mut rng = RandomPlayer::new(7);
    let mut newly_pinged = 0;
    for _ in 0..60 {
        let game = full_game(&svc);
        if game.is_over() {
            break;
        }
        let waiting_before: Vec<_> = game
            .to_act()
            .into_iter()
            .map(|f| caller_for(&svc, f, 4).user)
            .collect();
        let Some(command) = rng.choose(&game) else {
            break;
        };
        let actor = caller_for(&svc, command.by, 4);
        let index = own_index(&svc, &command, 4).unwrap();
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        let out = svc
            .act(PLACE, &actor, Proposal::Choice(index), Some(revision))
            .unwrap();
        let turn_ended = out.posts.iter().any(|p| p.board.is_some());
        for post in &out.posts {
            assert!(
                !post.ping.contains(&actor.user),
                "the player who acted was pinged: {}",
                post.text
            );
            if !turn_ended {
                for u in &post.ping {
                    assert!(
                        !waiting_before.contains(u),
                        "{u:?} was already waited for: {}",
                        post.text
                    );
                }
            }
            newly_pinged += post.ping.len();
        }
    }
    assert!(newly_pinged > 0, "nobody was ever pinged");
}
