//! Issue 35: Block Riot is a registered ruleset. It plays through the game service (lobby,
//! seats, cards kept and causes by private message, menus step by step, typed moves read
//! from the notation, refusals with BR ids, board image, a whole game with computer seats)
//! and through `blocbot local`; no hand, cause, concealed leader or sealed curfew order ever
//! shows in a public post or picture.
#![allow(clippy::unwrap_used)]

mod common;

use ai::Level;
use bot::cli::local::{run_session, LocalArgs};
use bot::i18n::Catalog;
use bot::service::choice::StepOutcome;
use bot::service::{
    config_for, parse_ruleset, GameService, LobbyOptions, NewGame, Outbox, Proposal, ServiceError,
};
use common::{
    over, play_menus_to_the_end, play_menus_until, player, public_text, quick_service,
    started_against_computers, PLACE,
};
use engine::blockriot::{Act, Game, Mode};
use engine::seam::Ruleset;
use engine::{Role, RulesetKey};

fn riot_game(svc: &GameService) -> Game {
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_blockriot().cloned().expect("a Block Riot game")
}

/// The secrets of a game that no public text may hold: each seat's cause (BR-4.8), in the
/// catalog's words, and the private summary's lines (the hand, BR-4.6; the spaces of the
/// concealed leaders, BR-7.3). A leader concealed in view is public where it was
/// concealed (its event says so), so spaces alone are not secrets to look for; the views
/// and pictures hold none (`renderer/tests/blockriot.rs`).
fn secrets(game: &Game, c: &Catalog) -> Vec<String> {
    use bot::rulesets::blockriot::text;
    let mut out = vec![
        "Your green cards".to_string(),
        "Your concealed leaders".to_string(),
        "Your secret cause".to_string(),
        "Your sealed curfew order".to_string(),
    ];
    for seat in 0..game.config().players {
        if let Some(cause) = game.cause(seat) {
            out.push(text::cause_text(c, cause));
        }
    }
    out
}

#[test]
fn block_riot_plays_through_the_game_service() {
    let svc = quick_service();
    let key = parse_ruleset(Some("blockriot")).unwrap();
    assert_eq!(key, RulesetKey::BlockRiot);
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
        out.posts[0].text.contains("Block Riot"),
        "{}",
        out.posts[0].text
    );
    svc.join(PLACE, &player(1), None, false).unwrap();
    let started = svc.start(PLACE, &player(0)).unwrap();
    let game = riot_game(&svc);
    assert_eq!(game.config().mode, Mode::Competitive);

    // BR-4.8: each cause reaches its owner only, by private message.
    let c = Catalog::english();
    for seat in 0..2u8 {
        let cause = game.cause(seat).unwrap();
        let name = bot::rulesets::blockriot::text::cause(c, cause);
        let user = player(u64::from(seat)).user;
        let mine: String = started
            .private
            .iter()
            .filter(|m| m.user == user)
            .map(|m| m.text.as_str())
            .collect();
        assert!(
            mine.contains(&name),
            "seat {seat} gets its cause {name}: {mine}"
        );
        assert!(mine.contains("Your green cards"), "{mine}");
    }
    let public = public_text(std::slice::from_ref(&started));
    for secret in secrets(&game, c) {
        assert!(!public.contains(&secret), "{secret} in public: {public}");
    }

    // BR-4.6: the first seat keeps 2 of its 4 cards; its menu names them, the other's
    // menu is empty and a move out of turn is refused.
    let first = Ruleset::to_act(&game)[0];
    let me = player(u64::from(first.0));
    let other = player(u64::from(1 - first.0));
    let choices = svc.choices(PLACE, me.user, c).unwrap();
    assert!(
        choices.len() >= 6,
        "4 cards give 6 pairs: {}",
        choices.len()
    );
    let err = svc
        .act(PLACE, &other, Proposal::Text("end".into()), None)
        .unwrap_err();
    assert!(
        matches!(
            err,
            ServiceError::NotYourRole { .. } | ServiceError::Rules(..)
        ),
        "{err:?}"
    );
    let hand = game.hand(first.0).to_vec();
    let kept = svc
        .act(
            PLACE,
            &me,
            Proposal::Text(format!("keep {} {}", hand[0], hand[1])),
            None,
        )
        .unwrap();
    // The cards kept are the keeper's secret: the post says only that 2 were kept.
    let public = public_text(std::slice::from_ref(&kept));
    assert!(public.contains("keeps 2 green cards"), "{public}");
    let names = |card: u8| bot::rulesets::blockriot::text::green(c, card);
    assert!(
        !public.contains(&format!("Keep {} and {}", names(hand[0]), names(hand[1]))),
        "{public}"
    );
    let now = riot_game(&svc);
    let second = Ruleset::to_act(&now)[0];
    let hand2 = now.hand(second.0).to_vec();
    svc.act(
        PLACE,
        &player(u64::from(second.0)),
        Proposal::Text(format!("keep {} {}", hand2[2], hand2[3])),
        None,
    )
    .unwrap();

    // BR-5.1: an action turn, then a typed step read from the notation (`step c3 e`
    // without the player's prefix); a refused move names its rule.
    let now = riot_game(&svc);
    let turn = player(u64::from(now.public().turn));
    svc.act(PLACE, &turn, Proposal::Text("action".into()), None)
        .unwrap();
    let err = svc
        .act(PLACE, &turn, Proposal::Text("step u21 n".into()), None)
        .unwrap_err();
    let ServiceError::Rules(refusal, _) = &err else {
        panic!("{err:?}")
    };
    let rule = engine::Explain::rule(refusal);
    assert!(rule.is_some_and(|r| r.starts_with("BR-")), "{refusal:?}");
    let now = riot_game(&svc);
    let step = Ruleset::legal_commands(&now)
        .into_iter()
        .find(|cmd| matches!(cmd.act, Act::Step { .. }))
        .unwrap();
    let typed = now.print_command(&step);
    let typed = typed.split_once(' ').unwrap().1.to_string();
    let moved = svc
        .act(PLACE, &turn, Proposal::Text(typed.clone()), None)
        .unwrap();
    // Told to the player now, to the channel with the rest of the turn (issue 37).
    let reply = moved.reply.clone().unwrap_or_default();
    assert!(reply.contains("Move "), "{typed}: {reply}");
    assert!(moved.posts.is_empty(), "{:#?}", moved.posts);

    // The menu is step by step: a kind, then the piece, then where it goes.
    let ask = |path: &[usize]| match svc.choice_step(PLACE, turn.user, c, None, path).unwrap() {
        StepOutcome::Ask(view) => view.ask.expect("a choice to make"),
        other => panic!("{other:?}"),
    };
    let first_step = ask(&[]);
    let k = first_step
        .options
        .iter()
        .position(|o| o == "Move a piece")
        .unwrap_or_else(|| panic!("{:?}", first_step.options));
    let pieces = ask(&[k]);
    assert!(
        pieces.options.iter().all(|o| o.starts_with("Your ")),
        "{:?}",
        pieces.options
    );

    let ended = svc
        .act(PLACE, &turn, Proposal::Text("end".into()), None)
        .unwrap();
    let public = public_text(std::slice::from_ref(&ended));
    assert!(public.contains("Move "), "{typed}: {public}");
    // The board, drawn from the public view.
    let board = ended.posts.iter().find_map(|p| p.board);
    if let Some(board) = board {
        let image = svc.render_board(&board).unwrap().unwrap();
        assert_eq!(&image.png[1..4], b"PNG");
    }
    assert!(svc.status(PLACE).is_ok());
}

/// A whole game with computer seats only but one, which a person plays by menu: it ends
/// (a win, the police's round limit or domination), its narration never shows a secret, and
/// its story is a GIF.
#[test]
fn block_riot_plays_to_the_end_with_computer_seats() {
    let svc = quick_service();
    let c = Catalog::english();
    let mut outs = vec![started_against_computers(
        &svc,
        RulesetKey::BlockRiot,
        5,
        &[Level::Easy],
    )];
    let mut secrets_seen: Vec<String> = Vec::new();
    outs.extend(play_menus_to_the_end(&svc, 5000, |svc| {
        secrets_seen.extend(secrets(&riot_game(svc), c));
    }));
    assert!(over(&svc), "the game ends");
    let end = riot_game(&svc);
    assert!(Ruleset::ending(&end).is_some());
    let public = public_text(&outs);
    assert!(
        public.contains("win") || public.contains("police"),
        "{}",
        &public[public.len().saturating_sub(1500)..]
    );
    // BR-10.6: orders were sealed, and none was told in public before all were in.
    assert!(public.contains("Curfew!"), "no curfew in this game");
    assert!(public.contains("has sealed an order"), "{public}");
    assert!(!public.contains("seals the order"), "{public}");
    assert!(!public.contains("Curfew order:"), "{public}");
    secrets_seen.sort();
    secrets_seen.dedup();
    for secret in secrets_seen {
        // A cause shown by winning with it (BR-12.3) is public from then on.
        if public.contains("reveals their cause") {
            continue;
        }
        assert!(!public.contains(&secret), "{secret} in public");
    }
    let story = svc.story_gif(PLACE).unwrap().unwrap();
    assert_eq!(&story[..6], b"GIF89a");
    let _ = Role(0);
}

fn local_args(dir: &std::path::Path, ai: u8, lang: &str, full: bool) -> LocalArgs {
    LocalArgs {
        ruleset: "blockriot".into(),
        players: 2,
        people: None,
        full,
        difficulty: "medium".into(),
        scenario: None,
        variants: Vec::new(),
        seed: Some(9),
        boards: dir.to_path_buf(),
        db: None,
        auto: false,
        ai,
        level: "easy".into(),
        lang: lang.into(),
    }
}

/// `blocbot local --ruleset blockriot`: one person against a computer seat in French (the
/// co-operative game), then in English with secret causes; both play to the end.
#[test]
fn block_riot_plays_in_local_mode() {
    let dir = std::env::temp_dir().join(format!("blocbot-riot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, full, over) in [
        ("fr", false, "La partie est terminée"),
        ("en-US", true, "The game is over"),
    ] {
        let mut out = Vec::new();
        run_session(
            &local_args(&dir, 1, lang, full),
            "auto 100000\n".as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains(over),
            "{lang}: {}",
            &text[text.len().saturating_sub(1500)..]
        );
        assert!(text.contains("Block Riot"), "{text}");
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().count() > 0,
        "board images were written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A lobby seat may ask for a colour (BR-1.1): the first to ask gets it, the others fill
/// the rest in join order.
#[test]
fn a_colour_wished_is_dealt() {
    use bot::store::{SeatRow, UserId};
    let game = Game::new(
        engine::blockriot::Config {
            players: 3,
            ..engine::blockriot::Config::default()
        },
        1,
    )
    .unwrap();
    let row = |i: u64, wanted: Option<&str>| SeatRow {
        seat: 0,
        user: UserId(100 + i),
        name: format!("p{i}"),
        wanted: wanted.map(String::from),
        computer: None,
        former: None,
    };
    let lobby = [row(0, None), row(1, Some("green")), row(2, Some("green"))];
    let wishes =
        <Game as bot::rulesets::Presentation>::role_wishes(Catalog::english(), game.config());
    assert_eq!(wishes.len(), 3);
    assert_eq!(wishes[2].0, "green");
    let seats = <Game as bot::rulesets::Presentation>::assign_seats(&game, &lobby);
    let seat_of = |u: u64| {
        seats
            .iter()
            .find(|s| s.user == UserId(100 + u))
            .unwrap()
            .seat
    };
    assert_eq!(seat_of(1), 2, "the first to wish for Green gets it");
    assert_eq!(seat_of(0), 0);
    assert_eq!(seat_of(2), 1);
}

/// The seed's two optional rules are lobby variants (`/game create variant:`, `blocbot
/// local --variant`): BR-10.2's "the previous player steers the police" makes the police's
/// moves a decision of the player before the one on turn, told in public; an unknown
/// variant, or one asked of a game without variants, is refused naming what exists.
#[test]
fn the_lobby_switches_on_the_seeds_optional_rules() {
    let c = Catalog::english();
    let refused = |key: RulesetKey, variant: &str| -> String {
        let options = LobbyOptions {
            players: 2,
            variants: vec![variant.to_string()],
            ..LobbyOptions::default()
        };
        let error = config_for(key, &options).expect_err("refused");
        ServiceError::from_any(error).user_message(c)
    };
    let unknown = refused(RulesetKey::BlockRiot, "steered-police, gridlock");
    assert!(
        unknown.contains("`gridlock`") && unknown.contains("steered-police, spawn-inside-city"),
        "{unknown}"
    );
    let none = refused(RulesetKey::Bxb2016, "steered-police");
    assert!(none.contains("no rule variants"), "{none}");

    let svc = quick_service();
    let config = config_for(
        RulesetKey::BlockRiot,
        &LobbyOptions {
            players: 2,
            variants: vec!["Steered-Police".into()],
            ..LobbyOptions::default()
        },
    )
    .expect("a known variant, any case");
    let lobby = svc
        .create_lobby_with(
            PLACE,
            &player(0),
            NewGame::of(config).seed(7),
            &[Level::Easy],
        )
        .expect("lobby");
    assert!(
        public_text(&[lobby]).contains("variants: the previous player steers the police"),
        "the lobby says which rules are on"
    );
    let mut outs = vec![svc.start(PLACE, &player(0)).expect("start")];
    let game = riot_game(&svc);
    assert!(game.config().steered_police && !game.config().spawn_inside_city);
    let steered = |outs: &[Outbox]| public_text(outs).contains("sends the police after");
    outs.extend(play_menus_until(&svc, 3000, |_| {}, steered));
    assert!(
        public_text(&outs).contains("sends the police after"),
        "a player steered the police (BR-10.2)"
    );
}
