//! `blocbot local` plays a beginner game to the end, through the game service.
#![allow(clippy::unwrap_used)]

use bot::cli::local::{run_session, LocalArgs, CLEAR_SCREEN};

fn args(dir: &std::path::Path) -> LocalArgs {
    LocalArgs {
        ruleset: "bxb2016".into(),
        players: 2,
        people: Some(1),
        full: false,
        difficulty: "medium".into(),
        scenario: None,
        variants: Vec::new(),
        seed: Some(12),
        boards: dir.join("boards"),
        db: None,
        auto: false,
        ai: 0,
        level: "normal".into(),
        lang: "en-US".into(),
    }
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("blocbot-local-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn local_mode_plays_a_beginner_game_to_the_end() {
    let dir = temp_dir("auto");
    // A person at the keyboard: opens a menu, picks an option, looks at their hand and the
    // board, tries an unreadable move, then lets random moves finish the game.
    let script = "help\n1\n1\nhand\nstatus\nlog\nfly away\nauto 100000\n";
    let mut out = Vec::new();
    run_session(&args(&dir), script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("The insurrection begins"), "{text}");
    assert!(text.contains("private for Player 1"));
    assert!(
        text.contains("✗ Cannot read fly away. Type the number of an option"),
        "an unreadable move is refused with the terminal's hint: {text}"
    );
    // Issue 12: no Discord words or markup in the terminal.
    for discord in ["**", "`", "/game", "/actions", "docs/notation.md", "line 0"] {
        assert!(
            !text.contains(discord),
            "`{discord}` in the terminal: {text}"
        );
    }
    assert!(
        text.contains("The game is over."),
        "{}",
        &text[text.len().saturating_sub(2000)..]
    );
    // Issue 37: the seed was chosen at this terminal; its replay notice is said on the
    // first post and when `status` is asked for, not on every turn's post.
    assert_eq!(
        text.matches("Replay of seed 12").count(),
        2,
        "the replay notice, on the first post and the status: {text}"
    );
    let boards = std::fs::read_dir(dir.join("boards")).unwrap().count();
    assert!(boards > 0, "board images were written");
    // At the end, the story of the game beside its boards.
    assert!(text.contains("the story of the game saved to"), "{text}");
    let story = std::fs::read(dir.join("boards").join("story.gif")).unwrap();
    assert_eq!(&story[..6], b"GIF89a");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 11: `blocbot local --ai 3 --level easy`: one person against three computer seats.
/// The computers' moves print as the channel shows them; nothing private is printed for a
/// computer seat.
#[test]
fn local_mode_plays_against_computer_seats() {
    let dir = temp_dir("ai");
    let mut a = args(&dir);
    a.players = 4;
    a.people = None;
    a.ai = 3;
    a.level = "easy".into();
    let mut out = Vec::new();
    run_session(&a, "auto 100000\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("Computer 3, easy"), "{text}");
    assert!(
        text.contains("The game is over."),
        "{}",
        &text[text.len().saturating_sub(2000)..]
    );
    assert!(!text.contains("private for Computer"));
    // Only the person is asked: the computers play on their own.
    assert!(!text.contains("── Computer"));
    let mut bad = args(&dir);
    bad.ai = 2;
    let err = run_session(&bad, "".as_bytes(), &mut Vec::new()).unwrap_err();
    assert!(err.to_string().contains("at least one seat"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn local_mode_stops_cleanly_at_end_of_input() {
    let dir = temp_dir("eof");
    let mut out = Vec::new();
    run_session(&args(&dir), "".as_bytes(), &mut out).unwrap();
    assert!(String::from_utf8(out).unwrap().contains("Bye"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn impossible_settings_are_refused_without_a_panic() {
    // Issue 9: `blocbot local --players 0` panicked.
    let dir = temp_dir("players0");
    for players in [0, 1, 5, 255] {
        let mut a = args(&dir);
        a.players = players;
        let mut out = Vec::new();
        let err = run_session(&a, "".as_bytes(), &mut out).unwrap_err();
        assert!(err.to_string().contains("2 to 4 players"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `blocbot local --ruleset KEY`: a ruleset this build does not know is refused with a
/// message and exit code 2, before a database or a board folder is touched.
#[test]
fn local_refuses_an_unknown_ruleset() {
    let dir = temp_dir("ruleset");
    let mut a = args(&dir);
    a.ruleset = "chess".into();
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    // Every registered ruleset (the test build adds the toy after the two editions).
    let keys: Vec<String> = engine::RulesetKey::ALL
        .iter()
        .map(|k| format!("`{}`", k.as_str()))
        .collect();
    assert!(
        err.to_string().contains(&format!(
            "There is no ruleset `chess`. Rulesets you can play: {}.",
            keys.join(", ")
        )),
        "{err}"
    );
    assert!(err
        .to_string()
        .contains("Rulesets you can play: `bxb2016`, `uprising`"));
    assert!(!dir.join("boards").exists(), "nothing was written");

    // The binary: a message on stderr and exit code 2.
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .args(["local", "--ruleset", "chess", "--boards"])
        .arg(dir.join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("There is no ruleset `chess`"), "{stderr}");
    assert!(run.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `blocbot local --ruleset uprising` (issue 10): a hotseat Uprising game through the game
/// service, from the lobby to its end: a menu pick, the private hand, the status, the log,
/// an unreadable move refused, then the default and random moves to the end (U-WIN, U-LOSE).
#[test]
fn local_plays_an_uprising_game_to_the_end() {
    // Issue 32: a casualty decision (U-REACT-2c) is met and narrated on the way (3
    // players, seed 2, meets one).
    let mut casualties = 0;
    for (players, seed) in [(2, 12), (1, 3), (4, 8), (3, 2)] {
        let dir = temp_dir(&format!("uprising{players}"));
        let mut a = args(&dir);
        a.ruleset = "uprising".into();
        a.players = players;
        a.seed = Some(seed);
        let script = "help\n1\n1\nhand\nstatus\nlog\nfly away\nauto 100000\n";
        let mut out = Vec::new();
        run_session(&a, script.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let tail = &text[text.len().saturating_sub(3000)..];
        assert!(
            text.contains("opened a game of Bloc by Bloc: Uprising"),
            "{text}"
        );
        assert!(text.contains("private for Player 1"), "{text}");
        assert!(text.contains("Night 1 ·"), "the status: {text}");
        assert!(text.contains("Police Ops:"), "police ops are narrated");
        assert!(text.contains("Sunrise"), "a Sunrise is narrated");
        assert!(text.contains("The game is over."), "{tail}");
        casualties += text.matches("choose the blocs the squads defeat").count();
        let boards = std::fs::read_dir(dir.join("boards")).unwrap().count();
        assert!(boards > 1, "board images were written");
        let story = std::fs::read(dir.join("boards").join("story.gif")).unwrap();
        assert_eq!(&story[..6], b"GIF89a");
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(casualties > 0, "no casualty decision met");
}

/// The default ruleset is 2016's, and naming it changes nothing.
#[test]
fn local_plays_the_2016_rules_by_key() {
    let dir = temp_dir("bxb2016");
    let mut out = Vec::new();
    run_session(&args(&dir), "auto 5\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("opened a game of Bloc by Bloc (2016)"),
        "{text}"
    );
    assert!(
        text.contains("The insurrection begins! (Bloc by Bloc (2016))"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 13: `blocbot local --lang fr` speaks French: its own messages and help, the
/// game's posts, the private messages, and the names of factions, districts and cards.
#[test]
fn local_mode_speaks_french() {
    let dir = temp_dir("french");
    let mut a = args(&dir);
    a.lang = "fr-FR".into();
    let mut out = Vec::new();
    run_session(&a, "help\nhand\nstatus\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    for french in [
        "Bloc by Bloc (2016) dans le terminal",
        "L'insurrection commence",
        "privé pour Joueur 1",
        "personne d'autre ne les voit",
    ] {
        assert!(text.contains(french), "{french:?} missing:\n{text}");
    }
    for english in [
        "The insurrection begins",
        "only you see this",
        "Workers",
        "Neighbors",
        "Students",
        "Prisoners",
        "Morale: Timid",
    ] {
        assert!(!text.contains(english), "{english:?} in French:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two people at one keyboard play one move, then quit: the folder and all that was
/// written. Enter for: Player 1 takes the keyboard, hides; Player 2 takes it, hides; Player
/// 1 takes it for the first-turn guide (issue 12: only the first player gets it), hides;
/// Player 1 takes it for the first turn. Then a move, and quit (confirmed).
fn hotseat_transcript(name: &str) -> (std::path::PathBuf, String) {
    let dir = temp_dir(name);
    let mut a = args(&dir);
    a.people = Some(2);
    let script = "\n\n\n\n\n\n\n1\n1\nquit\ny\n";
    let mut out = Vec::new();
    run_session(&a, script.as_bytes(), &mut out).unwrap();
    (dir, String::from_utf8(out).unwrap())
}

/// Issue 12: in hotseat play nothing private is shown before the screen is cleared and
/// the keyboard handed to its reader; never two readers' secrets on one screen.
#[test]
fn hotseat_hands_the_keyboard_over_before_anything_private() {
    let (dir, text) = hotseat_transcript("handoff");
    assert!(!text.contains("look away"), "{text}");
    let screens: Vec<&str> = text.split(CLEAR_SCREEN).collect();
    let mut private_screens = 0;
    for (i, screen) in screens.iter().enumerate() {
        let readers: Vec<&str> = ["Player 1", "Player 2"]
            .into_iter()
            .filter(|p| {
                screen.contains(&format!("private for {p}"))
                    || screen.contains(&format!("── {p} ── Your turn"))
            })
            .collect();
        assert!(readers.len() <= 1, "two readers on one screen: {screen}");
        if let Some(reader) = readers.first() {
            private_screens += 1;
            let before = i.checked_sub(1).map(|j| screens[j]).unwrap_or("");
            assert!(
                before.contains(&format!("Pass the keyboard to {reader}, then press Enter.")),
                "{reader}'s secrets without a hand-off: {before:?} then {screen}"
            );
        }
    }
    // Two hands and Player 1's first menu (then the menu again after the move).
    assert!(private_screens >= 3, "{text}");
    assert!(text.contains("quit and lose it?"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 31: the clear before a hand-off empties the scrollback too (ESC[3J): a terminal
/// keeps nothing private of the previous reader, on the screen or above it. Read as a
/// terminal would: at each "Pass the keyboard" prompt, what it keeps is everything written
/// since the last scrollback clear.
#[test]
fn a_hand_off_leaves_nothing_private_in_the_scrollback() {
    let (dir, text) = hotseat_transcript("scrollback");
    const CLEAR_SCROLLBACK: &str = "\x1b[3J";
    let mut prompts = 0;
    for (at, _) in text.match_indices("Pass the keyboard to") {
        prompts += 1;
        let kept_from = text[..at]
            .rfind(CLEAR_SCROLLBACK)
            .map_or(0, |i| i + CLEAR_SCROLLBACK.len());
        let kept = &text[kept_from..at];
        assert!(
            !kept.contains("private for") && !kept.contains("── Your turn"),
            "the terminal still keeps a previous reader's secrets at a hand-off: {kept:?}"
        );
    }
    assert!(prompts >= 3, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 31: every option either applies to the chosen ruleset or is refused by name.
#[test]
fn uprising_options_apply_or_are_refused_by_name() {
    let dir = temp_dir("uprising-options");
    let up = |players: u8, full: bool, difficulty: &str| {
        let mut a = args(&dir);
        a.ruleset = "uprising".into();
        a.players = players;
        a.full = full;
        a.difficulty = difficulty.into();
        a
    };
    let status = |a: &LocalArgs| {
        let mut out = Vec::new();
        run_session(a, "status\n".as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    // A difficulty applies to the co-operative game, of any size, without --full.
    for (players, level, name) in [
        (3, "hard", "Hard"),
        (4, "easy", "Easy"),
        (2, "extra-hard", "Extra-hard"),
    ] {
        let text = status(&up(players, false, level));
        assert!(text.contains(name), "{players} players, {level}: {text}");
    }
    // The default is Medium, and no Easy is claimed for it.
    assert!(status(&up(3, false, "medium")).contains("Medium"));
    // --full is the semi-co-operative game, at the difficulty asked.
    let text = status(&up(4, true, "hard"));
    assert!(
        text.contains("Hard") && text.to_lowercase().contains("semi"),
        "{text}"
    );
    // Refused by name: --full with 2 players, --scenario, an unknown level, an empty key.
    let refused = |a: &LocalArgs| {
        run_session(a, "".as_bytes(), &mut Vec::new())
            .unwrap_err()
            .to_string()
    };
    assert!(refused(&up(2, true, "medium")).contains("--full"));
    let mut a = up(3, false, "medium");
    a.scenario = Some("the_spring".into());
    assert!(refused(&a).contains("--scenario"));
    assert!(refused(&up(3, false, "impossible")).contains("impossible"));
    let mut a = args(&dir);
    a.ruleset = "".into();
    assert!(
        refused(&a).contains("There is no ruleset"),
        "{}",
        refused(&a)
    );
    // 2016 has no Extra Hard.
    let mut a = args(&dir);
    a.full = true;
    a.difficulty = "extra-hard".into();
    assert!(refused(&a).contains("extra-hard"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 12: a game kept in memory only is not dropped by a stray `quit`.
#[test]
fn quit_on_an_unsaved_game_asks_first() {
    let dir = temp_dir("quit");
    let mut out = Vec::new();
    run_session(
        &args(&dir),
        "quit\nn\nstatus\nquit\ny\n".as_bytes(),
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.matches("quit and lose it? (y/N)").count(), 2, "{text}");
    let after_no = text.split("quit and lose it?").nth(1).unwrap();
    assert!(
        after_no.contains("Night 1"),
        "the game went on after `n`: {text}"
    );
    assert!(text
        .trim_end()
        .ends_with("(Use --db FILE to keep a game between sessions.)"));

    // With --db the game is saved: quit needs no confirmation.
    let mut a = args(&dir);
    a.db = Some(dir.join("saved.db"));
    let mut out = Vec::new();
    run_session(&a, "quit\n".as_bytes(), &mut out).unwrap();
    assert!(!String::from_utf8(out).unwrap().contains("lose it"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 12: `--scenario nope` says once that there is none, and lists the keys.
#[test]
fn an_unknown_scenario_is_refused_once_with_the_keys() {
    let dir = temp_dir("scenario");
    let mut a = args(&dir);
    a.scenario = Some("nope".into());
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("There is no scenario “nope”."),
        "{message}"
    );
    assert!(message.contains("routine_traffic_stop"), "{message}");
    assert!(message.contains("abolish_the_police"), "{message}");

    let run = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .args(["local", "--scenario", "nope", "--boards"])
        .arg(dir.join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(stderr.matches("nope").count(), 1, "{stderr}");
    assert!(stderr.contains("routine_traffic_stop"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 12 (R-MODE-4: the beginner game is played on Easy): `--difficulty` without
/// `--full` is refused instead of being silently dropped.
#[test]
fn a_difficulty_without_the_full_game_is_refused() {
    let dir = temp_dir("difficulty");
    let mut a = args(&dir);
    a.difficulty = "hard".into();
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    assert!(err.to_string().contains("add --full"), "{err}");
    a.full = true;
    let mut out = Vec::new();
    run_session(&a, "status\n".as_bytes(), &mut out).unwrap();
    assert!(String::from_utf8(out).unwrap().contains("Hard"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 12: resuming with `--db` says which new-game flags it ignores.
#[test]
fn resuming_a_stored_game_names_the_flags_it_ignores() {
    let dir = temp_dir("resume");
    let mut a = args(&dir);
    a.db = Some(dir.join("game.db"));
    run_session(&a, "auto 3\n".as_bytes(), &mut Vec::new()).unwrap();
    let mut out = Vec::new();
    run_session(&a, "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("Resuming the game"), "{text}");
    assert!(
        text.contains("Resuming the stored game: --seed only set up a new game"),
        "{text}"
    );
    a.seed = None;
    let mut out = Vec::new();
    run_session(&a, "quit\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(!text.contains("ignored"));
    // Issue 37: the goodbye of a stored game says where it stays, not how to keep one.
    assert!(text.contains("The game stays in"), "{text}");
    assert!(!text.contains("Use --db"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 37: a database whose game is over starts a new game and says so.
#[test]
fn a_stored_game_that_ended_is_not_resumed_in_silence() {
    let dir = temp_dir("ended");
    let mut a = args(&dir);
    a.db = Some(dir.join("game.db"));
    run_session(&a, "auto 100000\n".as_bytes(), &mut Vec::new()).unwrap();
    let mut out = Vec::new();
    run_session(&a, "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("is over; a new game starts"), "{text}");
    assert!(!text.contains("Resuming the game"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 12: a highway barricade reads the same in the menu and the narration (the border
/// it stands on), and what they show can be typed back.
#[test]
fn highway_barricades_read_alike_in_menus_and_narration_and_can_be_typed() {
    use bot::i18n::Catalog;
    use bot::service::text;
    use engine::{
        bxb2016::{Action, Game, GameConfig},
        AnyCommand, AnyEvent, AnyGame,
    };
    let c = Catalog::english();
    let mut found = 0;
    for seed in 0..40 {
        let mut game = Game::new(GameConfig::beginner(2), seed).unwrap();
        let mut player = engine::sim::RandomPlayer::new(seed);
        for _ in 0..200 {
            if game.is_over() {
                break;
            }
            let highway = game.legal_actions().into_iter().find(|cmd| {
                matches!(&cmd.action, Action::Barricade { connections, .. }
                    if connections.iter().any(|&k| game.city().connections()[k as usize].is_highway()))
            });
            if let Some(cmd) = highway {
                let Action::Barricade { die, .. } = &cmd.action else {
                    unreachable!()
                };
                let any = AnyGame::Bxb2016(game.clone());
                let label = text::action_label(c, &any, &AnyCommand::Bxb2016(cmd.clone()), None);
                let border = label
                    .split("(highway, border ")
                    .nth(1)
                    .and_then(|rest| rest.split(')').next())
                    .unwrap_or_else(|| panic!("no border in the menu's label: {label}"))
                    .to_string();
                let typed = format!("barricade {border} die {die}");
                let read = text::read_command(&any, &[cmd.by.role()], &typed).unwrap();
                assert_eq!(read, AnyCommand::Bxb2016(cmd.clone()), "{typed}");
                // Issue 37: the border reads the same written the other way round.
                let (a, b) = border.split_once('|').unwrap();
                let reversed = format!("barricade {b}|{a} die {die}");
                let read = text::read_command(&any, &[cmd.by.role()], &reversed).unwrap();
                assert_eq!(read, AnyCommand::Bxb2016(cmd.clone()), "{reversed}");
                let events = game.apply(cmd).unwrap();
                let narrated: Vec<String> = events
                    .into_iter()
                    .filter_map(|e| text::event_line(c, &any, &AnyEvent::Bxb2016(e)))
                    .collect();
                assert!(
                    narrated
                        .iter()
                        .any(|l| l.contains(&format!("border {border}"))),
                    "menu: {label}; narration: {narrated:?}"
                );
                found += 1;
                break;
            }
            let cmd = player.choose(&game).unwrap();
            game.apply(cmd).unwrap();
        }
        if found >= 3 {
            break;
        }
    }
    assert!(found >= 3, "random games offered highway barricades");
}

/// Issue 37: Uprising reads the words 2016's notation and the help use where they mean the
/// same (`die 4` for `d4`, `dice 3 4` for `d3+4`, `end` for `pass`).
#[test]
fn uprising_reads_the_shared_words_of_the_notation() {
    use bot::service::text;
    use engine::uprising::{Act, Config, Game};
    use engine::{AnyCommand, AnyGame};
    let mut game = Game::new(
        Config {
            players: 2,
            ..Config::default()
        },
        3,
    )
    .unwrap();
    while !game.in_turn() {
        let c = game.default_command().unwrap();
        game.apply(c).unwrap();
    }
    let any = AnyGame::Uprising(game.clone());
    let me = game.turn().unwrap().faction;
    let mine = [me.role()];
    let read = |typed: &str| text::read_command(&any, &mine, typed);
    assert_eq!(
        read("end").unwrap(),
        AnyCommand::Uprising(engine::uprising::Command {
            by: me,
            act: Act::Pass
        })
    );
    let legal = game.legal_actions();
    let one_die = legal
        .iter()
        .find(|c| matches!(c.act, Act::Move { .. }))
        .expect("a move");
    let printed = engine::Ruleset::print_command(&game, one_die);
    let Act::Move { die, .. } = one_die.act else {
        unreachable!()
    };
    let typed = printed.replace(&format!("d{die}"), &format!("die {die}"));
    assert_eq!(
        read(&typed).unwrap(),
        AnyCommand::Uprising(one_die.clone()),
        "{typed}"
    );
    if let Some(two) = legal
        .iter()
        .find(|c| matches!(&c.act, Act::Loot { dice, .. } if dice.len() == 2))
    {
        let printed = engine::Ruleset::print_command(&game, two);
        let Act::Loot { dice, .. } = &two.act else {
            unreachable!()
        };
        let typed = printed.replace(
            &format!("d{}+{}", dice[0], dice[1]),
            &format!("dice {} {}", dice[0], dice[1]),
        );
        assert_eq!(
            read(&typed).unwrap(),
            AnyCommand::Uprising(two.clone()),
            "{typed}"
        );
    }
}

/// Issue 37: the keyboard changes hands only when the reader changes (never "pass the
/// keyboard to Player 1" while Player 1 has it, one Enter to hide and one to take it), and
/// the reader who comes back is told what the clear took off the screen.
#[test]
fn hotseat_asks_only_when_the_reader_changes_and_recaps() {
    let (dir, text) = hotseat_transcript("reader-changes");
    let prompts: Vec<&str> = text
        .match_indices("Pass the keyboard to ")
        .map(|(at, _)| &text[at + 21..at + 29])
        .collect();
    assert!(prompts.len() >= 3, "{prompts:?}");
    for pair in prompts.windows(2) {
        assert_ne!(pair[0], pair[1], "asked twice for one reader: {prompts:?}");
    }
    // Each hand-off after the first hides the previous reader's secrets first.
    let hides = text.matches("Press Enter to hide this").count();
    assert_eq!(hides, prompts.len() - 1, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
    // Longer: moves by both players; a reader coming back gets the recap.
    let dir = temp_dir("recap");
    let mut a = args(&dir);
    a.people = Some(2);
    let script = format!("{}{}quit\ny\n", "\n".repeat(7), "1\n1\n".repeat(30));
    let mut out = Vec::new();
    run_session(&a, script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("Since you last had the keyboard:"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 37: the guides write `/rules sunrise` (`/règles` in French); local mode reads
/// `rules TOPIC` and `règles TOPIC` as it reads `help TOPIC`.
#[test]
fn local_mode_reads_rules_as_the_guides_write_it() {
    let dir = temp_dir("rules");
    let script = "rules sunrise\nrègles movement\nauto 100000\n";
    let mut out = Vec::new();
    run_session(&args(&dir), script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("After the last turn, Sunrise"), "{text}");
    assert!(text.contains("One die of any value moves"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 37: ending the turn with dice left asks first, as the Discord menu does (R-TURN-4:
/// unused dice are lost): the confirmation step says what is given up; `0` goes back and
/// keeps the turn, its one option ends it.
#[test]
fn ending_the_turn_with_dice_left_asks_first() {
    let dir = temp_dir("end-anyway");
    let mut a = args(&dir);
    a.players = 2;
    // Start districts (a faction, then its district; the last faction's one step), then
    // End actions (the action step's last option): back, then again and confirmed.
    let script = format!("{STARTS}6\n0\n6\n1\n");
    let mut out = Vec::new();
    run_session(&a, script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let asked = text.matches("End the turn?").count();
    assert_eq!(asked, 2, "{text}");
    assert!(
        text.contains("you still have 3 unspent dice (6, 6, 1)"),
        "{text}"
    );
    let (first, rest) = text.split_once("End the turn?").unwrap();
    let (after_back, after_yes) = rest.split_once("End the turn?").unwrap();
    assert!(
        first.contains("6) End actions"),
        "the end of the turn comes last: {first}"
    );
    assert!(!after_back.contains("Player 1 (Prisoners): End actions"));
    assert!(
        after_yes.contains("Player 1 (Prisoners): End actions"),
        "{after_yes}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The picks that place the four Start districts of a 2-player beginner game (seed 12).
const STARTS: &str = "1\n1\n1\n1\n1\n1\n1\n";

/// Issue 37: local mode walks a move one short step at a time, as Discord's menus do
/// (action, from, to, how many blocs with which die; a step with one answer is skipped), so
/// a move is a few picks, never a page of 189; `0` goes back a step; a destination where
/// the blocs would be lost at Sunrise is marked (R-REP-3).
#[test]
fn a_move_is_walked_step_by_step() {
    let dir = temp_dir("steps");
    let mut a = args(&dir);
    a.players = 2;
    // Move, back, Move again, the first destination, the first count and die.
    let script = format!("{STARTS}1\n0\n1\n1\n1\n");
    let mut out = Vec::new();
    run_session(&a, script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let turn = text
        .split_once("It is the turn of Prisoners (Player 1).")
        .unwrap()
        .1;
    let (walk, played) = turn
        .split_once("Player 1 (Prisoners): Move")
        .unwrap_or_else(|| panic!("the move was played: {turn}"));
    assert_eq!(
        walk.matches("Which action?").count(),
        2,
        "back, then again: {walk}"
    );
    assert!(walk.contains("   0) Back"), "{walk}");
    assert!(walk.contains("Toward where?"), "{walk}");
    assert!(walk.contains("How many blocs, with which die?"), "{walk}");
    assert!(
        walk.contains("⚠ a riot van: every bloc here is defeated at Sunrise (R-REP-3)"),
        "{walk}"
    );
    // Every list is short: no step offers more than 25 options.
    for line in walk.lines() {
        if let Some((number, _)) = line.trim_start().split_once(") ") {
            if let Ok(n) = number.parse::<usize>() {
                assert!(n <= 25, "a long list: {line}");
            }
        }
    }
    // The walk starts over after the move: the same player's next action.
    assert!(played.contains("Which action?"), "{played}");
    let _ = std::fs::remove_dir_all(&dir);
}
