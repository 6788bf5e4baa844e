//! Issue 36: Stack Feud is a registered ruleset. It plays through the game service (lobby,
//! seats, hands and standing orders by private message, menus step by step, typed moves
//! read from the notation, refusals with BM ids, board image, a whole game with computer
//! seats) and through `blocbot local`; no hand, staged card or standing order ever shows in
//! a public post.
#![allow(clippy::unwrap_used)]

mod common;

use ai::Level;
use bot::cli::local::{run_session, LocalArgs};
use bot::i18n::Catalog;
use bot::service::choice::StepOutcome;
use bot::service::{
    config_for, parse_ruleset, Caller, ComputerPolicy, GameService, LobbyOptions, NewGame, Outbox,
    Policy, Proposal, ServiceError,
};
use bot::store::GameStatus;
use common::{player, service, PLACE};
use engine::feud::data::data;
use engine::feud::state::Game;
use engine::seam::Ruleset;
use engine::RulesetKey;
use std::time::Duration;

fn quick_service() -> GameService {
    service().with_policy(Policy {
        computer: ComputerPolicy {
            pause: Duration::ZERO,
            ..ComputerPolicy::default()
        },
        ..Policy::default()
    })
}

fn feud_game(svc: &GameService) -> Game {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_feud().cloned().expect("a Stack Feud game")
}

fn over(svc: &GameService) -> bool {
    svc.game_here(PLACE).unwrap().unwrap().1 != GameStatus::Active
}

fn run_timers(svc: &GameService) -> Vec<Outbox> {
    let mut all = Vec::new();
    loop {
        let fired = svc.fire_due_timers(10).unwrap();
        if fired.is_empty() {
            return all;
        }
        all.extend(fired);
    }
}

fn public_text(outs: &[Outbox]) -> String {
    let mut text = String::new();
    for out in outs {
        for post in &out.posts {
            text.push_str(&post.text);
            text.push('\n');
        }
    }
    text
}

/// What only a private summary may print: the headings of the hand and the orders, every
/// card's text (a hand lists its cards with their texts; a card played is named, never
/// described), face-down kit (docs/feud-design.md §9).
fn secrets(c: &Catalog) -> Vec<String> {
    use bot::rulesets::feud::text;
    let mut out = vec![
        "Your hand".to_string(),
        "Your standing orders".to_string(),
        "carries a face-down".to_string(),
        "You are asked".to_string(),
    ];
    for i in 0..data().feud_sides.len() {
        out.push(text::feud_card_text(c, i as u8));
    }
    for i in 0..data().lockdown_sides.len() {
        out.push(text::lockdown_card_text(c, i as u8));
    }
    out
}

#[test]
fn stack_feud_plays_through_the_game_service() {
    let svc = quick_service();
    let key = parse_ruleset(Some("feud")).unwrap();
    assert_eq!(key, RulesetKey::Feud);
    let config = config_for(
        key,
        &LobbyOptions {
            players: 2,
            ..LobbyOptions::default()
        },
    )
    .unwrap();
    let out = svc
        .create_lobby(PLACE, &player(0), NewGame::of(config).seed(11))
        .unwrap();
    assert!(
        out.posts[0].text.contains("Stack Feud"),
        "{}",
        out.posts[0].text
    );
    svc.join(PLACE, &player(1), None, false).unwrap();
    let started = svc.start(PLACE, &player(0)).unwrap();
    let c = Catalog::english();

    // BM-4.4, BM-10.1: each hand reaches its owner only, by private message, with the
    // standing orders (section 8 of the note).
    for seat in 0..2u64 {
        let user = player(seat).user;
        let mine: String = started
            .private
            .iter()
            .filter(|m| m.user == user)
            .map(|m| m.text.as_str())
            .collect();
        assert!(mine.contains("Your hand"), "seat {seat}: {mine}");
        assert!(mine.contains("Your standing orders"), "{mine}");
    }
    let public = public_text(std::slice::from_ref(&started));
    for secret in secrets(c) {
        assert!(!public.contains(&secret), "{secret} in public: {public}");
    }

    // BM-4.3: the first to place; the other's move is refused; a refusal names its BM id.
    let game = feud_game(&svc);
    let first = Ruleset::to_act(&game)[0];
    let seat_of = |role: engine::Role| u64::from(game.order[usize::from(role.0)]);
    let me = player(seat_of(first));
    let err = svc
        .act(PLACE, &me, Proposal::Text("step t999 r".into()), None)
        .unwrap_err();
    let ServiceError::Rules(refusal, _) = &err else {
        panic!("{err:?}")
    };
    let rule = engine::Explain::rule(refusal);
    assert!(rule.is_some_and(|r| r.starts_with("BM-")), "{refusal:?}");

    // The menu is step by step: a kind, then where.
    let ask = |path: &[usize]| match svc.choice_step(PLACE, me.user, c, None, path).unwrap() {
        StepOutcome::Ask(view) => view.ask.expect("a choice to make"),
        other => panic!("{other:?}"),
    };
    let kinds = ask(&[]);
    assert!(
        kinds.options.iter().any(|o| o == "Place a tenant") || !kinds.options.is_empty(),
        "{:?}",
        kinds.options
    );

    // A typed placement read from the notation without the player's prefix.
    let place = Ruleset::legal_commands(&game)[0];
    let typed = game.print_command(&place);
    let typed = typed.split_once(' ').unwrap().1.to_string();
    let placed = svc
        .act(PLACE, &me, Proposal::Text(typed.clone()), None)
        .unwrap();
    // Told to the player now, to the channel now or with the rest of the turn (issue 37).
    let told = format!(
        "{}\n{}",
        placed.reply.clone().unwrap_or_default(),
        public_text(std::slice::from_ref(&placed))
    );
    assert!(told.contains("Place "), "{typed}: {told}");
    let board = placed.posts.iter().find_map(|p| p.board);
    if let Some(board) = board {
        let image = svc.render_board(&board).unwrap().unwrap();
        assert_eq!(&image.png[1..4], b"PNG");
    }
    assert!(svc.status(PLACE).is_ok());
}

/// A whole game, a person by menu against a computer seat: it ends with every stack's ruin
/// points (BM-12.2), and no public post ever holds a hand, a card's text or orders.
#[test]
fn stack_feud_plays_to_the_end_with_computer_seats() {
    let svc = quick_service();
    let config = config_for(
        RulesetKey::Feud,
        &LobbyOptions {
            players: 2,
            ..LobbyOptions::default()
        },
    )
    .unwrap();
    svc.create_lobby_with(
        PLACE,
        &player(0),
        NewGame::of(config).seed(5),
        &[Level::Easy],
    )
    .unwrap();
    let mut outs = vec![svc.start(PLACE, &player(0)).unwrap()];
    let me: Caller = player(0);
    let c = Catalog::english();
    for _ in 0..30_000 {
        outs.extend(run_timers(&svc));
        if over(&svc) {
            break;
        }
        let Ok(choices) = svc.choices(PLACE, me.user, c) else {
            break;
        };
        let options: Vec<usize> = choices.options().map(|o| o.index).collect();
        if options.is_empty() {
            continue;
        }
        let pick = usize::try_from(choices.revision).unwrap_or(0) % options.len();
        if let Ok(out) = svc.act(
            PLACE,
            &me,
            Proposal::Choice(options[pick]),
            Some(choices.revision),
        ) {
            outs.push(out);
        }
    }
    assert!(over(&svc), "the game ends");
    let end = feud_game(&svc);
    assert!(Ruleset::ending(&end).is_some());
    let public = public_text(&outs);
    assert!(
        public.contains("ruin points"),
        "{}",
        &public[public.len().saturating_sub(1500)..]
    );
    for secret in secrets(c) {
        assert!(!public.contains(&secret), "{secret} in public");
    }
}

fn local_args(dir: &std::path::Path, lang: &str) -> LocalArgs {
    LocalArgs {
        ruleset: "feud".into(),
        players: 2,
        people: None,
        full: false,
        difficulty: "medium".into(),
        scenario: None,
        seed: Some(9),
        boards: dir.to_path_buf(),
        db: None,
        auto: false,
        ai: 1,
        level: "easy".into(),
        lang: lang.into(),
    }
}

/// `blocbot local --ruleset feud`: one person against a computer seat, in French and in
/// English; both play to the end.
#[test]
fn stack_feud_plays_in_local_mode() {
    let dir = std::env::temp_dir().join(format!("blocbot-feud-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, over) in [
        ("fr", "La partie est terminée"),
        ("en-US", "The game is over"),
    ] {
        let mut out = Vec::new();
        run_session(
            &local_args(&dir, lang),
            "auto 1000000\n".as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains(over),
            "{lang}: {}",
            &text[text.len().saturating_sub(1500)..]
        );
        assert!(text.contains("Stack Feud"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
