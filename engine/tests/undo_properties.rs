//! No undo crosses an event another seat has seen (issue 31, R-ACT-6 for 2016 and the same
//! promise for Uprising: "undo works until a die, card or roll is revealed").
//!
//! The service lets a command be taken back when none of its events
//! `reveals_information`. This test holds that answer to what the command really showed:
//! for every such command of random games of each ruleset, and for every role of another
//! seat (and a spectator), a game dealt afresh from that role's view before the command
//! (`Search::determinize`: every secret the role may not know drawn again) must accept the
//! same command and show the role the very same events and the very same view after it.
//! If the command could be refused there, or showed something else, then what the role saw
//! depended on a secret: the command revealed it, and an undo would let the actor take back
//! what another player has already seen (a played card, a gift the receiver read by DM).
//!
//! Written once over the seam (`Ruleset` + `Search`), so every ruleset that plays with
//! computer players is held to it by adding one line below.

use engine::seam::{Role, Ruleset, Search};
use engine::shared::rng::GameRng;
use serde::Serialize;

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("unserializable: {e}"))
}

/// Where two texts first differ, with a little context (views are long).
fn first_difference(a: &str, b: &str) -> String {
    let at = a
        .char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((i, _), _)| i);
    let around = |s: &str| -> String { s.chars().skip(at.saturating_sub(80)).take(200).collect() };
    format!("\n  real: …{}…\n  twin: …{}…", around(a), around(b))
}

/// The viewers that are not the actor's seat: every role seated elsewhere, and a spectator.
fn other_viewers<R: Ruleset>(game: &R, actor: Role) -> Vec<Option<Role>> {
    let actor_seat = game.seat_of(actor);
    let mut out: Vec<Option<Role>> = game
        .roles()
        .into_iter()
        .filter(|&r| game.seat_of(r) != actor_seat)
        .map(Some)
        .collect();
    out.push(None);
    out
}

/// What `viewer` is shown of `events`.
fn shown<R: Ruleset>(events: &[R::Event], viewer: Option<Role>) -> String {
    let redacted: Vec<R::Event> = events.iter().filter_map(|e| R::redact(e, viewer)).collect();
    json(&redacted)
}

/// Plays `games` random games of each config and checks every command that may be taken
/// back; returns how many such commands were checked against how many twins.
fn check_ruleset<R: Search>(configs: &[R::Config], games: u64, max_steps: usize) -> (usize, usize)
where
    R::Command: std::fmt::Debug,
{
    let mut undoable = 0;
    let mut twins = 0;
    let mut unreplayable = 0;
    for (k, config) in configs.iter().enumerate() {
        for seed in 0..games {
            let Ok(mut game) = R::new_game(config.clone(), seed) else {
                panic!("config {k} seed {seed}: setup refused");
            };
            let mut rng = GameRng::from_seed(seed.wrapping_mul(7919) ^ k as u64);
            for step in 0..max_steps {
                if game.ending().is_some() {
                    break;
                }
                let Some(command) = game.random_legal_command(&mut rng) else {
                    break;
                };
                let before = game.clone();
                let events = match game.apply(command.clone()) {
                    Ok(events) => events,
                    Err(_) => panic!("config {k} seed {seed} step {step}: a legal command refused"),
                };
                if events.iter().any(R::reveals_information) {
                    continue;
                }
                undoable += 1;
                let actor = R::command_role(&command);
                for viewer in other_viewers(&before, actor) {
                    let view_before = before.view(viewer);
                    // Two fresh deals of what this viewer cannot see.
                    for sample in 0..2u64 {
                        let twin = R::determinize(&view_before, seed ^ (step as u64) << 8 ^ sample);
                        let (real_view, twin_view) = (json(&view_before), json(&twin.view(viewer)));
                        assert!(
                            real_view == twin_view,
                            "config {k} seed {seed} step {step}: the twin is not dealt from the view{}",
                            first_difference(&real_view, &twin_view)
                        );
                        // The same command if the twin allows it; else any command of the
                        // actor's that shows this viewer the same (a command hidden from it,
                        // such as an offer of cards only its receiver sees, may name a card
                        // the twin's hand does not hold). None: the viewer saw a secret.
                        let real_shown = shown::<R>(&events, viewer);
                        if !twin
                            .legal_commands()
                            .iter()
                            .any(|c| R::command_role(c) == actor)
                        {
                            // The deal cannot replay the actor's own hidden decision (a
                            // Police Scanner's arrangement of cards only it saw): nothing
                            // the viewer could compare, so nothing it learns here.
                            unreplayable += 1;
                            continue;
                        }
                        let candidates = std::iter::once(command.clone()).chain(
                            twin.legal_commands()
                                .into_iter()
                                .filter(|c| R::command_role(c) == actor && *c != command),
                        );
                        let mut matched = None;
                        for candidate in candidates {
                            let mut t = twin.clone();
                            if let Ok(twin_events) = t.apply(candidate) {
                                if shown::<R>(&twin_events, viewer) == real_shown {
                                    matched = Some(t);
                                    break;
                                }
                            }
                        }
                        let Some(twin) = matched else {
                            let mut t = twin.clone();
                            let twin_shown = t
                                .apply(command.clone())
                                .map(|e| shown::<R>(&e, viewer))
                                .unwrap_or_else(|_| "refused".into());
                            panic!(
                                "config {k} seed {seed} step {step}: {command:?} may be taken back, \
                                 yet viewer {viewer:?} saw events no other deal of the secrets \
                                 it may not know gives: it revealed something{}",
                                first_difference(&real_shown, &twin_shown)
                            );
                        };
                        twins += 1;
                        let (real_after, twin_after) =
                            (json(&game.view(viewer)), json(&twin.view(viewer)));
                        assert!(
                            real_after == twin_after,
                            "config {k} seed {seed} step {step}: {command:?} may be taken back, \
                             yet viewer {viewer:?} sees a board that depends on a secret{}",
                            first_difference(&real_after, &twin_after)
                        );
                    }
                }
            }
        }
    }
    // Rare: most commands that may be taken back are checked against their twins.
    assert!(
        unreplayable * 20 < twins.max(1),
        "{unreplayable} of {twins} twins unreplayable"
    );
    (undoable, twins)
}

#[test]
fn no_2016_undo_crosses_an_event_another_seat_saw() {
    use engine::{Difficulty, GameConfig, Mode};
    let configs = [
        GameConfig::default(),
        GameConfig {
            players: 4,
            mode: Mode::FullCoop,
            difficulty: Difficulty::Easy,
            ..GameConfig::default()
        },
        GameConfig {
            players: 2,
            ..GameConfig::default()
        },
    ];
    let (undoable, twins) = check_ruleset::<engine::bxb2016::Game>(&configs, 6, 400);
    assert!(
        undoable > 500 && twins > 1_000,
        "{undoable} commands, {twins} twins"
    );
}

#[test]
fn no_uprising_undo_crosses_an_event_another_seat_saw() {
    use engine::uprising::{Config, Mode};
    let configs: Vec<Config> = [(2, Mode::Coop), (3, Mode::SemiCoop), (4, Mode::Conflict)]
        .into_iter()
        .map(|(players, mode)| Config {
            players,
            mode,
            ..Config::default()
        })
        .collect();
    let (undoable, twins) = check_ruleset::<engine::uprising::Game>(&configs, 12, 400);
    assert!(
        undoable > 500 && twins > 1_000,
        "{undoable} commands, {twins} twins"
    );
}
