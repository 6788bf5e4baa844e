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
    config_for, parse_ruleset, Caller, GameService, LobbyOptions, NewGame, Proposal, ServiceError,
};
use common::{
    over, play_menus_to_the_end, player, public_text, quick_service, started_against_computers,
    PLACE,
};
use engine::feud::data::data;
use engine::feud::state::Game;
use engine::seam::Ruleset;
use engine::RulesetKey;

fn feud_game(svc: &GameService) -> Game {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_feud().cloned().expect("a Stack Feud game")
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
    let mut outs = vec![started_against_computers(
        &svc,
        RulesetKey::Feud,
        5,
        &[Level::Easy],
    )];
    outs.extend(play_menus_to_the_end(&svc, 30_000, |_| {}));
    let c = Catalog::english();
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
        variants: Vec::new(),
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
        // Issue 36: the story of the game, a GIF beside the pictures.
        assert!(
            text.contains(&dir.join("story.gif").display().to_string()),
            "{lang}"
        );
        let story = std::fs::read(dir.join("story.gif")).unwrap();
        assert_eq!(&story[..6], b"GIF89a");
        let _ = std::fs::remove_file(dir.join("story.gif"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Starts a two-person Stack Feud game (seed `seed`) and plays the placements (BM-4.3)
/// through the service, each by the person to act.
fn two_people_placed(svc: &GameService, seed: u64) {
    let config = config_for(
        RulesetKey::Feud,
        &LobbyOptions {
            players: 2,
            ..LobbyOptions::default()
        },
    )
    .unwrap();
    svc.create_lobby(PLACE, &player(0), NewGame::of(config).seed(seed))
        .unwrap();
    svc.join(PLACE, &player(1), None, false).unwrap();
    svc.start(PLACE, &player(0)).unwrap();
    loop {
        let game = feud_game(svc);
        if !matches!(game.stage, engine::feud::state::Stage::Placing { .. }) {
            return;
        }
        let command = Ruleset::legal_commands(&game)[0];
        let who = player(u64::from(game.order[usize::from(command.by)]));
        svc.act(
            PLACE,
            &who,
            Proposal::Command(engine::AnyCommand::Feud(command)),
            None,
        )
        .unwrap();
    }
}

/// Issue 36, BM-10.3: a player sets standing orders privately while another is on turn:
/// no post, ping, narration or log line tells anyone; whose turn it is does not change;
/// the author alone hears of it; and the next window follows the new orders (it asks them).
#[test]
fn standing_orders_are_set_out_of_turn_without_a_trace() {
    use engine::feud::state::{Reaction, Stage};
    let svc = quick_service();
    two_people_placed(&svc, 11);
    let game = feud_game(&svc);
    assert_eq!(game.stage, Stage::Command);
    let on_turn = game.turn.player;
    let other = 1 - on_turn;
    let (me, them) = (
        player(u64::from(game.order[usize::from(other)])),
        player(u64::from(game.order[usize::from(on_turn)])),
    );
    let before_log = svc.public_log(PLACE, 1000).unwrap();
    let before_status = svc.status(PLACE).unwrap();
    let before_their_hand = svc.hand(PLACE, them.user, Catalog::english()).unwrap();
    let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
    let undo_answer = |who: &Caller| {
        svc.undo(PLACE, who)
            .map(|_| "undone".to_string())
            .unwrap_or_else(|e| e.user_message(Catalog::english()))
    };
    let before_undo = undo_answer(&them);

    // Typed without the prefix, out of turn.
    let out = svc
        .act(
            PLACE,
            &me,
            Proposal::Text("orders stop ask ask".into()),
            None,
        )
        .unwrap();
    assert!(out.posts.is_empty(), "no post: {:?}", out.posts);
    let reply = out.reply.clone().unwrap_or_default();
    assert!(reply.contains("Standing orders"), "{reply}");
    assert!(
        out.private.iter().all(|m| m.user == me.user),
        "only the author hears of it: {:?}",
        out.private
    );
    let game = feud_game(&svc);
    assert_eq!(game.turn.player, on_turn, "still their turn");
    assert_eq!(Ruleset::to_act(&game), vec![engine::Role(on_turn)]);
    assert_eq!(game.orders[usize::from(other)].hazards, Reaction::Ask);
    assert_eq!(game.orders[usize::from(other)].attacks, Reaction::Ask);
    assert!(game.orders[usize::from(other)].stop_lifts);
    // Nothing public moved: the log, the status, the other's private summary.
    assert_eq!(svc.public_log(PLACE, 1000).unwrap(), before_log);
    assert_eq!(svc.status(PLACE).unwrap(), before_status);
    assert_eq!(
        svc.hand(PLACE, them.user, Catalog::english()).unwrap(),
        before_their_hand
    );
    // Undo answers the player on turn as before (Stack Feud takes nothing back).
    assert_eq!(undo_answer(&them), before_undo);
    // Their own summary shows the new orders.
    let mine = svc.hand(PLACE, me.user, Catalog::english()).unwrap();
    assert!(
        mine.contains("stop rival lifts · hazard cards: ask"),
        "{mine}"
    );
    // Their old menu token still names the revision before: the one trace (a stale menu).
    assert!(svc.game_here(PLACE).unwrap().unwrap().2 > revision);

    // The game plays on (a move's end, a shot or an assault when listed, else a random
    // command, never an order) until a window waits: it waits for the player whose orders
    // now say `ask`, and only for them (everyone else's are the default `auto`).
    let mut outs = Vec::new();
    let mut asked = false;
    let mut random = engine::sim::RandomPlayer::new(7);
    for _ in 0..3_000 {
        let game = feud_game(&svc);
        if game.stage == Stage::Window {
            assert_eq!(Ruleset::to_act(&game), vec![engine::Role(other)]);
            asked = true;
            break;
        }
        if game.stage == Stage::Ended {
            break;
        }
        use engine::feud::action::Act;
        let legal: Vec<_> = Ruleset::legal_commands(&game)
            .into_iter()
            .filter(|c| !matches!(c.act, Act::SetOrders { .. }))
            .collect();
        let pick = legal
            .iter()
            .find(|c| {
                matches!(
                    c.act,
                    Act::EndMove | Act::Shoot { .. } | Act::Assault { .. }
                )
            })
            .copied()
            .or_else(|| random.choose(&game).filter(|c| legal.contains(c)))
            .unwrap_or(legal[0]);
        let who = player(u64::from(game.order[usize::from(pick.by)]));
        outs.push(
            svc.act(
                PLACE,
                &who,
                Proposal::Command(engine::AnyCommand::Feud(pick)),
                None,
            )
            .unwrap(),
        );
    }
    assert!(asked, "a window asked the player whose orders say ask");
    // The turn's posts never tell of the orders.
    let public = public_text(&outs);
    assert!(!public.contains("standing orders"), "{public}");
    assert!(!svc
        .public_log(PLACE, 1000)
        .unwrap()
        .contains("standing orders"));
}

/// BM-4.1: the dice deal the turn order, and a role is a place in it, so seat `s` (the
/// `s`th to join) plays the role whose `order` entry is `s`. The seating lines name the
/// stack each person really plays (the shared default would name role `s`'s).
#[test]
fn seating_lines_name_the_stack_each_person_plays() {
    // A seed whose dice put the seats out of join order.
    let seed = (1..200u64)
        .find(|&s| {
            let g = Game::new(3, s).unwrap();
            g.order
                .iter()
                .enumerate()
                .any(|(r, &seat)| r != usize::from(seat))
        })
        .unwrap();
    let svc = quick_service();
    let config = config_for(
        RulesetKey::Feud,
        &LobbyOptions {
            players: 3,
            ..LobbyOptions::default()
        },
    )
    .unwrap();
    svc.create_lobby(PLACE, &player(0), NewGame::of(config).seed(seed))
        .unwrap();
    for i in 1..3 {
        svc.join(PLACE, &player(i), None, false).unwrap();
    }
    let started = svc.start(PLACE, &player(0)).unwrap();
    let game = feud_game(&svc);
    let c = Catalog::english();
    let status = svc.status(PLACE).unwrap();
    let start_post = public_text(std::slice::from_ref(&started));
    let mut wrong = 0;
    for (role, &seat) in game.order.iter().enumerate() {
        let name = format!("(Player{seat}): ");
        let stack = bot::rulesets::feud::text::player(c, &game.boards, role as u8);
        let by_number = bot::rulesets::feud::text::player(c, &game.boards, seat);
        for text in [&status, &start_post] {
            let line = text
                .lines()
                .find(|l| l.contains(&name))
                .unwrap_or_else(|| panic!("no seating line for seat {seat}: {text}"));
            assert!(line.ends_with(&stack), "seat {seat} plays {stack}: {line}");
        }
        if by_number != stack {
            wrong += 1;
        }
    }
    assert!(
        wrong > 0,
        "seed {seed}: the default reading would have been right"
    );
}

/// What the service answers `p` for a probe, through the same steps as `GameService::act`
/// (`command_for`: read or pick the command, check the role is the caller's, then the
/// rules on a copy): a refusal's words, or what the command would do.
fn feud_answer(game: &engine::AnyGame, p: engine::Role, probe: &Proposal) -> (bool, String) {
    let c = Catalog::english();
    let mine = [p];
    let command = match probe {
        Proposal::Choice(i) => {
            match bot::service::own_legal_commands(game, &mine)
                .into_iter()
                .nth(*i)
            {
                Some(command) => command,
                None => return (true, ServiceError::Stale.user_message(c)),
            }
        }
        Proposal::Text(typed) => match bot::rulesets::read_command(game, &mine, typed) {
            Ok(command) => command,
            Err(why) => {
                let e = ServiceError::Unreadable(why, bot::rulesets::places(game));
                return (true, e.user_message(c));
            }
        },
        other => panic!("{other:?}"),
    };
    if command.role() != p {
        let role = command.role();
        let name = bot::rulesets::role_name(c, game, role);
        return (
            true,
            ServiceError::NotYourRole { role, name }.user_message(c),
        );
    }
    match game.clone().apply(command.clone()) {
        Ok(_) => (false, format!("applies {}", game.print_command(&command))),
        Err(e) => (true, ServiceError::rules(e, game).user_message(c)),
    }
}

/// Issue 36 (secrecy), issue 31: what a hostile player may try (a card they do not hold,
/// a card another holds, acting out of turn, answering another's window, menu indexes past
/// their own list) gets the very same answer whether or not anyone else holds such a
/// card: games dealt afresh from the prober's view (other hands, orders, staged cards,
/// deck order) answer alike. No refusal names a card the prober does not hold, tells
/// another's hand size (every index past the prober's own hand is refused alike) or shows
/// anyone's standing orders.
#[test]
fn refusals_are_the_same_whatever_the_others_hold() {
    use bot::rulesets::feud::text;
    use engine::feud::state::{Fire, Orders, Reaction, Stage};
    let c = Catalog::english();
    let mut compared = 0;
    let mut refusals = 0;
    let mut windows = 0;
    for seed in [3u64, 8] {
        let mut game = Game::new(3, seed).unwrap();
        // Windows wait for people (not every order is `auto`), and the orders differ from
        // the defaults a fresh deal gives the others.
        for (i, o) in game.orders.iter_mut().enumerate() {
            *o = Orders {
                stop_lifts: i % 2 == 0,
                hazards: Reaction::Ask,
                attacks: if i == 1 {
                    Reaction::Auto
                } else {
                    Reaction::Ask
                },
                defence: Fire::Ask,
            };
        }
        let mut player = engine::sim::RandomPlayer::new(seed);
        for step in 0..260usize {
            if Ruleset::ending(&game).is_some() {
                break;
            }
            let sample = step % 13 == 0 || (game.stage == Stage::Window && step % 3 == 0);
            if sample && !matches!(game.stage, Stage::Placing { .. }) {
                windows += usize::from(game.stage == Stage::Window);
                let any = engine::AnyGame::Feud(game.clone());
                for p in 0..3u8 {
                    let role = engine::Role(p);
                    let own = game.hands[usize::from(p)].len();
                    let mut probes: Vec<Proposal> =
                        (0..own_len(&any, role) + 3).map(Proposal::Choice).collect();
                    let mut typed = vec![
                        "ready".to_string(),
                        "endmove".into(),
                        "end".into(),
                        "done".into(),
                        "rouse t0".into(),
                        "endcombat".into(),
                        "discardcard 0".into(),
                        "discardcard 5".into(),
                    ];
                    for k in 0..6 {
                        typed.push(format!("play {k} -"));
                        typed.push(format!("play {k} t0"));
                        typed.push(format!("play {k} {}/3/1", (p + 1) % 3));
                    }
                    for o in (0..3u8).filter(|&o| o != p) {
                        typed.push(format!("P{o} ready"));
                        typed.push(format!("P{o} play 0 -"));
                        typed.push(format!("P{o} play 1 t0"));
                        typed.push(format!("P{o} orders pass never never"));
                    }
                    probes.extend(typed.into_iter().map(Proposal::Text));
                    // Card names the prober does not hold: another's, or none of theirs.
                    let mine: Vec<String> = game.hands[usize::from(p)]
                        .iter()
                        .flat_map(|k| {
                            [
                                text::feud_card(c, k.feud),
                                text::lockdown_card(c, k.lockdown),
                            ]
                        })
                        .collect();
                    let hidden: Vec<String> = game
                        .hands
                        .iter()
                        .enumerate()
                        .filter(|(o, _)| *o != usize::from(p))
                        .flat_map(|(_, h)| h.iter())
                        .flat_map(|k| {
                            [
                                text::feud_card(c, k.feud),
                                text::lockdown_card(c, k.lockdown),
                            ]
                        })
                        .filter(|name| !mine.contains(name))
                        .collect();
                    let mut past_own: Option<String> = None;
                    for probe in &probes {
                        let (refused, real) = feud_answer(&any, role, probe);
                        if refused {
                            refusals += 1;
                            for name in &hidden {
                                assert!(!real.contains(name.as_str()), "{probe:?}: {real}");
                            }
                            for order in ["stop rival lifts", "let lifts pass", "hazard cards:"] {
                                assert!(!real.contains(order), "{probe:?}: {real}");
                            }
                        }
                        // Every card index past the prober's own hand: one same answer.
                        if let Proposal::Text(t) = probe {
                            let k = t
                                .strip_prefix("play ")
                                .and_then(|r| r.split(' ').next())
                                .and_then(|k| k.parse::<usize>().ok());
                            if k.is_some_and(|k| k >= own) && t.ends_with(" -") {
                                match &past_own {
                                    Some(first) => assert_eq!(&real, first, "{probe:?}"),
                                    None => past_own = Some(real.clone()),
                                }
                            }
                        }
                        for k in 0..2u64 {
                            let twin =
                                bot::rulesets::twin(&any, role, seed * 1000 + step as u64 * 2 + k);
                            assert_eq!(
                                feud_answer(&twin, role, probe),
                                (refused, real.clone()),
                                "seed {seed} step {step} stage {:?}: P{p} asks {probe:?}",
                                game.stage
                            );
                            compared += 1;
                        }
                    }
                }
            }
            let Some(command) = player.choose(&game) else {
                break;
            };
            game.apply(command).unwrap();
        }
    }
    assert!(compared > 3_000, "{compared} answers compared");
    assert!(refusals > 1_000, "{refusals} refusals");
    assert!(windows > 0, "no open window probed");
}

fn own_len(game: &engine::AnyGame, role: engine::Role) -> usize {
    bot::service::own_legal_commands(game, &[role]).len()
}

/// A post's embed colour is the acting stack's, the colour its tenants and heading have in
/// the picture (by board: the role's place in the turn order, BM-4.1).
#[test]
fn the_post_colour_is_the_acting_stacks() {
    let svc = quick_service();
    two_people_placed(&svc, 6);
    let c = Catalog::english();
    let mut seen = std::collections::BTreeSet::new();
    let mut random = engine::sim::RandomPlayer::new(3);
    for _ in 0..400 {
        let game = feud_game(&svc);
        if Ruleset::ending(&game).is_some() {
            break;
        }
        let any = engine::AnyGame::Feud(game.clone());
        let acting = Ruleset::to_act(&game)[0];
        let card = bot::service::text::card::post_card(c, &any);
        assert_eq!(
            card.colour,
            renderer::feud::STACK_COLOURS[usize::from(acting.0)],
            "{:?}",
            game.stage
        );
        seen.insert(acting.0);
        let pick = random.choose(&game).unwrap();
        let who = player(u64::from(game.order[usize::from(pick.by)]));
        svc.act(
            PLACE,
            &who,
            Proposal::Command(engine::AnyCommand::Feud(pick)),
            None,
        )
        .unwrap();
    }
    assert_eq!(seen.len(), 2, "both stacks acted");
}
