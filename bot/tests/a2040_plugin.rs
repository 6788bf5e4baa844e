//! Issue 34: *2040: An American Insurgency* plays in the bot like any registered ruleset:
//! through the game service (lobby, two seats, hands by private message, step-by-step
//! choices with every card and operation explained, typed moves in the notation, refusals
//! with their A2040 rule, the board image, the ending), against a computer seat to the
//! end, and through `blocbot local --ruleset 2040`; no hand, deck order or story a Feed
//! drew reaches a public post or picture.
#![allow(clippy::unwrap_used)]

mod common;

use ai::Level;
use bot::cli::local::{run_session, LocalArgs};
use bot::i18n::Catalog;
use bot::service::{
    config_for, parse_ruleset, Caller, GameService, LobbyOptions, NewGame, Proposal, ServiceError,
};
use bot::store::COMPUTER_USER;
use common::{over, player, quick_service, run_timers, service, PLACE};
use engine::a2040::cards::cards;
use engine::a2040::map::Side;
use engine::a2040::Game;
use engine::seam::Ruleset;
use engine::RulesetKey;

fn a2040_game(svc: &GameService) -> Game {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_a2040().cloned().expect("a 2040 game")
}

/// The title of an Event card as the English catalog words it.
fn title(card: u8) -> String {
    Catalog::english().tr(&format!("a2040-event-{card}-title"), &[])
}

/// What a post must never hold while `game` is the state: either hand's card titles as a
/// hand is listed, the deck's next cards, a story a Feed drew.
fn assert_no_secret(game: &Game, public: &str) {
    let labels = |cards: &[u8]| -> Vec<String> { cards.iter().map(|&c| title(c)).collect() };
    for side in [Side::Rebel, Side::Federal] {
        let hand = game.state.hands.get(side);
        // A hand is secret as a whole: a public text naming every card of it leaks it
        // (a single title may be public: a card once played is face up).
        if hand.len() >= 3 {
            let named = labels(hand)
                .iter()
                .filter(|t| public.contains(t.as_str()))
                .count();
            assert!(
                named < hand.len(),
                "the {side:?} hand {hand:?} in public: {public}"
            );
        }
    }
    assert!(
        !public.contains("your hand") && !public.contains("You are dealt"),
        "{public}"
    );
    if let Some(story) = game.feed {
        let fed = Catalog::english().tr(&format!("a2040-story-{story}-title"), &[]);
        assert!(
            !public.contains(&format!("Your Feed draws “{fed}”")),
            "{public}"
        );
    }
}

/// Two people in the lobby: the key reads as `2040`, the first to join is the Rebel, each
/// hand reaches its owner only, the menus explain cards and operations, a typed move and a
/// refusal, the board image.
#[test]
fn two_people_start_a_2040_game_through_the_service() {
    let svc = service();
    let key = parse_ruleset(Some("2040")).unwrap();
    assert_eq!(key, RulesetKey::A2040);
    let config = config_for(
        key,
        &LobbyOptions {
            players: 2,
            scenario: Some("patriot".into()),
            ..LobbyOptions::default()
        },
    )
    .unwrap();
    let out = svc
        .create_lobby(PLACE, &player(0), NewGame::of(config).seed(3))
        .unwrap();
    assert!(
        out.posts[0].text.contains("2040: An American Insurgency"),
        "{}",
        out.posts[0].text
    );
    svc.join(PLACE, &player(1), None, false).unwrap();
    let started = svc.start(PLACE, &player(0)).unwrap();
    let game = a2040_game(&svc);

    // Each hand by DM to its owner, with each card's text; none in public (A2040-5.2).
    for (seat, side) in [(0u64, Side::Rebel), (1, Side::Federal)] {
        let user = player(seat).user;
        let dm: String = started
            .private
            .iter()
            .filter(|m| m.user == user)
            .map(|m| m.text.as_str())
            .collect();
        for &card in game.state.hands.get(side) {
            assert!(dm.contains(&title(card)), "{side:?} misses #{card}: {dm}");
        }
        let other = game.state.hands.get(side.other());
        assert!(
            other.iter().any(|&c| !dm.contains(&title(c))),
            "the other hand in a DM: {dm}"
        );
    }
    let public: String = started.posts.iter().map(|p| p.text.as_str()).collect();
    assert_no_secret(&game, &public);

    // The Rebel's menu: one option a card of the hand, its text beside it (A2040-5.2).
    let rebel = player(0);
    let choices = svc.choices(PLACE, rebel.user, Catalog::english()).unwrap();
    // Withdrawing a piece is also offered before a card (A2040-2.10).
    assert!(choices.len() >= game.state.hands.rebel.len());
    let offers = bot::service::text::offers(
        Catalog::english(),
        &engine::AnyGame::A2040(game.clone()),
        &[engine::Role(0)],
    );
    let notes: Vec<String> = offers
        .iter()
        .filter_map(|o| o.steps.last().and_then(|s| s.note.clone()))
        .collect();
    let card = game.state.hands.rebel[0];
    let text = Catalog::english().tr(&format!("a2040-event-{card}-text"), &[]);
    assert!(notes.contains(&text), "{notes:?}");

    // The Federal may not play now: refused, nothing changes.
    let before = a2040_game(&svc);
    let err = svc
        .act(
            PLACE,
            &player(1),
            Proposal::Text(format!("play {}", game.state.hands.federal[0])),
            None,
        )
        .unwrap_err();
    assert!(
        matches!(
            err,
            ServiceError::NotYourRole { .. } | ServiceError::Rules(..)
        ),
        "{err:?}"
    );
    assert_eq!(a2040_game(&svc), before);

    // A card the Rebel does not hold: the rules refuse it and name A2040-5.2's family.
    let missing = game.state.hands.federal[0];
    let err = svc
        .act(
            PLACE,
            &rebel,
            Proposal::Text(format!("play {missing}")),
            None,
        )
        .unwrap_err();
    let ServiceError::Rules(refusal, _) = &err else {
        panic!("{err:?}")
    };
    assert!(refusal.to_string().contains("A2040-"), "{refusal}");

    // A typed move in the notation, the side letter left out: the card is named to its
    // player now, and to the channel with the rest of the turn (issue 37).
    let out = svc
        .act(PLACE, &rebel, Proposal::Text(format!("play {card}")), None)
        .unwrap();
    let reply = out.reply.clone().unwrap_or_default();
    assert!(reply.contains(&title(card)), "{reply}");
    assert!(out.posts.is_empty(), "{:#?}", out.posts);

    // The next step's menu: Ops or Event, each explained (A2040-6.1).
    let choices = svc.choices(PLACE, rebel.user, Catalog::english()).unwrap();
    let labels: Vec<&str> = choices
        .groups
        .iter()
        .flat_map(|g| g.options.iter().map(|o| o.label.as_str()))
        .collect();
    assert!(
        labels.iter().any(|l| l.starts_with("Use for Ops — ")),
        "{labels:?}"
    );

    // French readers get French.
    let fr = svc
        .choices(PLACE, rebel.user, Catalog::for_locale("fr"))
        .unwrap();
    let labels: Vec<&str> = fr
        .groups
        .iter()
        .flat_map(|g| g.options.iter().map(|o| o.label.as_str()))
        .collect();
    assert!(
        labels.iter().any(|l| l.starts_with("Utiliser les Ops")),
        "{labels:?}"
    );

    // The Rebel plays on (first choices) until the channel is told: the card is narrated
    // there with the rest of the turn, and nothing secret.
    let mut told = None;
    for _ in 0..200 {
        let choices = svc.choices(PLACE, rebel.user, Catalog::english()).unwrap();
        let Some(pick) = choices.options().map(|o| o.index).next() else {
            break;
        };
        let out = svc
            .act(
                PLACE,
                &rebel,
                Proposal::Choice(pick),
                Some(choices.revision),
            )
            .unwrap();
        if !out.posts.is_empty() {
            told = Some(out);
            break;
        }
    }
    let out = told.expect("the channel is told of the Rebel's turn");
    let public: String = out.posts.iter().map(|p| p.text.as_str()).collect();
    assert!(public.contains(&title(card)), "{public}");
    assert!(public.contains("Rebel plays"), "{public}");
    assert_no_secret(&a2040_game(&svc), &public);

    // The board as a PNG; the status names VP and the Social Media edge.
    let board = out.posts.iter().find_map(|p| p.board);
    if let Some(board) = board {
        let image = svc.render_board(&board).unwrap().unwrap();
        assert_eq!(&image.png[1..4], b"PNG");
    }
    let status = svc.status(PLACE).unwrap();
    assert!(status.contains("VP"), "{status}");
    assert!(status.contains("holds the edge"), "{status}");
}

/// One person (the Rebel, by choices) against a computer Federal, to the end: every
/// computer move through the service's timers, no DM to the computer, no secret in any
/// public post, and the ending names a winner and its victory (A2040-12).
#[test]
fn one_person_plays_a_whole_2040_game_against_the_computer() {
    let svc = quick_service();
    let config = config_for(RulesetKey::A2040, &LobbyOptions::default()).unwrap();
    svc.create_lobby_with(
        PLACE,
        &player(0),
        NewGame::of(config).seed(21),
        &[Level::Easy],
    )
    .unwrap();
    let start = svc.start(PLACE, &player(0)).unwrap();
    let me: Caller = player(0);
    let mut outs = vec![start];
    outs.extend(run_timers(&svc));
    let mut steps = 0;
    while !over(&svc) {
        steps += 1;
        assert!(steps < 20_000, "the game did not end");
        let choices = svc.choices(PLACE, me.user, svc.catalog()).ok();
        let options: Vec<usize> = choices
            .as_ref()
            .map(|c| c.options().map(|o| o.index).collect())
            .unwrap_or_default();
        if let (Some(choices), false) = (&choices, options.is_empty()) {
            let pick = options[usize::try_from(choices.revision).unwrap_or(0) % options.len()];
            let out = svc
                .act(PLACE, &me, Proposal::Choice(pick), Some(choices.revision))
                .unwrap();
            let public: String = out.posts.iter().map(|p| p.text.as_str()).collect();
            if !over(&svc) {
                assert_no_secret(&a2040_game(&svc), &public);
            }
            outs.push(out);
        }
        let fired = run_timers(&svc);
        assert!(
            !fired.is_empty() || !options.is_empty() || over(&svc),
            "the game waits for nobody"
        );
        outs.extend(fired);
    }
    for o in &outs {
        assert!(o.private.iter().all(|m| m.user != COMPUTER_USER));
    }
    let last: String = outs
        .iter()
        .rev()
        .take(3)
        .flat_map(|o| o.posts.iter().map(|p| p.text.as_str()))
        .collect();
    assert!(last.contains(" wins: "), "{last}");
    let game = a2040_game(&svc);
    assert!(game.ending().is_some());
    let story = svc.story_gif(PLACE).unwrap().unwrap();
    assert_eq!(&story[..6], b"GIF89a");
}

fn local_args(dir: &std::path::Path, ai: u8, lang: &str) -> LocalArgs {
    LocalArgs {
        ruleset: "2040".into(),
        players: 2,
        people: if ai == 0 { Some(2) } else { None },
        full: false,
        difficulty: "medium".into(),
        scenario: Some("resistance".into()),
        variants: Vec::new(),
        seed: Some(8),
        boards: dir.to_path_buf(),
        db: None,
        auto: false,
        ai,
        level: "easy".into(),
        lang: lang.into(),
    }
}

/// `blocbot local --ruleset 2040 --scenario resistance`: against a computer seat, in
/// French, to the end; the board images are written.
#[test]
fn a_2040_game_plays_to_the_end_in_local_mode() {
    let dir = std::env::temp_dir().join(format!("blocbot-2040-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut out = Vec::new();
    run_session(
        &local_args(&dir, 1, "fr"),
        "auto 100000\n".as_bytes(),
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains(" gagne : "),
        "{}",
        &text[text.len().saturating_sub(2000)..]
    );
    assert!(text.contains("Rebelle"), "French words");
    assert!(
        std::fs::read_dir(&dir).unwrap().count() > 0,
        "board images were written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every card of both scenarios has its title and text in both catalogs' own bundles, and
/// every message id the engine names has its words.
#[test]
fn every_2040_word_is_in_both_catalogs() {
    for tag in ["en-US", "fr"] {
        let c = Catalog::for_locale(tag);
        for e in &cards().events {
            for id in [
                format!("a2040-event-{}-title", e.number),
                format!("a2040-event-{}-text", e.number),
            ] {
                assert!(c.own(&id, None).is_some(), "{tag} {id}");
            }
        }
        for s in &cards().stories {
            let id = format!("a2040-story-{}-title", s.number);
            assert!(c.own(&id, None).is_some(), "{tag} {id}");
        }
        for sp in &engine::a2040::map::map().spaces {
            let id = format!("a2040-space-{}", sp.key);
            assert!(c.own(&id, None).is_some(), "{tag} {id}");
        }
    }
}

/// Issue 34's "step by step": along random games of both scenarios, every legal command of
/// the side to act is reached by exactly one path of choices, and every step holds 2 to 25
/// options (a Discord menu), each option distinct.
#[test]
fn every_2040_menu_fits_discord() {
    use bot::service::choice::{every_ask, every_path};
    use engine::a2040::cards::Scenario;
    use engine::a2040::Config;
    use engine::rng::GameRng;
    let c = Catalog::english();
    let mut widest = 0;
    for (seed, scenario) in [(1u64, Scenario::Patriot), (2, Scenario::Resistance)] {
        let mut game = Game::new(
            Config {
                scenario,
                build_your_own: false,
            },
            seed,
        );
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..1500 {
            let Some(&actor) = Ruleset::to_act(&game).first() else {
                break;
            };
            let any = engine::AnyGame::A2040(game.clone());
            let offers = bot::service::text::offers(c, &any, &[actor]);
            let legal = Ruleset::legal_commands(&game);
            assert_eq!(offers.len(), legal.len());
            let mut reached: Vec<usize> = every_path(&offers).into_iter().map(|(_, i)| i).collect();
            reached.sort_unstable();
            assert_eq!(reached, (0..legal.len()).collect::<Vec<_>>());
            for (path, ask) in every_ask(&offers) {
                let n = ask.options.len();
                widest = widest.max(n);
                assert!(
                    (2..=25).contains(&n),
                    "{n} options at {path:?}: {:?}",
                    ask.options
                );
                let mut seen = ask.options.clone();
                seen.sort();
                seen.dedup();
                assert_eq!(seen.len(), n, "{:?}", ask.options);
            }
            let pick = legal[rng.below(legal.len() as u32) as usize].clone();
            game.apply(pick).unwrap();
        }
    }
    assert!(widest > 5, "{widest}");
}

/// `/game join role:federal` (issue 33's role wishes): either side may be asked for; a
/// wish is honoured whatever the join order, the others fill the rest (Rebel seat 0).
#[test]
fn a_side_may_be_wished_for() {
    use bot::rulesets::Presentation;
    use bot::store::{SeatRow, UserId};
    let wishes = <Game as Presentation>::role_wishes(Catalog::english(), &Default::default());
    assert_eq!(
        wishes,
        vec![
            ("rebel".to_string(), "Rebel".to_string()),
            ("federal".to_string(), "Federal".to_string())
        ]
    );
    let row = |user: u64, wanted: Option<&str>| SeatRow {
        seat: 0,
        user: UserId(user),
        name: format!("P{user}"),
        wanted: wanted.map(String::from),
        computer: None,
        former: None,
    };
    let game = Game::new(Default::default(), 1);
    let seats = game.assign_seats(&[row(1, None), row(2, Some("rebel"))]);
    assert_eq!(seats[0].seat, 1, "the first joiner takes the side left");
    assert_eq!(seats[1].seat, 0, "the wish for the Rebel is honoured");
    let seats = game.assign_seats(&[row(1, Some("federal")), row(2, None)]);
    assert_eq!((seats[0].seat, seats[1].seat), (1, 0));
}
