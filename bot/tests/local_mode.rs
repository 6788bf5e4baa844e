//! `blocbot local` plays a beginner game to the end, through the game service.
#![allow(clippy::unwrap_used)]

use bot::cli::local::{run_session, LocalArgs};

fn args(dir: &std::path::Path) -> LocalArgs {
    LocalArgs {
        ruleset: "bxb2016".into(),
        players: 2,
        people: Some(1),
        full: false,
        difficulty: "easy".into(),
        scenario: None,
        seed: Some(12),
        boards: dir.join("boards"),
        db: None,
        auto: false,
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
        text.contains("Pick a move from `/actions`"),
        "an unreadable move is refused"
    );
    assert!(
        text.contains("The game is over."),
        "{}",
        &text[text.len().saturating_sub(2000)..]
    );
    let boards = std::fs::read_dir(dir.join("boards")).unwrap().count();
    assert!(boards > 0, "board images were written");
    // At the end, the story of the game beside its boards.
    assert!(text.contains("the story of the game saved to"), "{text}");
    let story = std::fs::read(dir.join("boards").join("story.gif")).unwrap();
    assert_eq!(&story[..6], b"GIF89a");
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
    assert!(
        err.to_string()
            .contains("There is no ruleset `chess`. Rulesets you can play: `bxb2016`, `uprising`."),
        "{err}"
    );
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
    for (players, seed) in [(2, 12), (1, 3), (4, 8)] {
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
            text.contains("opened a game of *Bloc by Bloc: Uprising*"),
            "{text}"
        );
        assert!(text.contains("private for Player 1"), "{text}");
        assert!(text.contains("**Night 1**"), "the status: {text}");
        assert!(text.contains("Police Ops:"), "police ops are narrated");
        assert!(text.contains("Sunrise"), "a Sunrise is narrated");
        assert!(text.contains("The game is over."), "{tail}");
        let boards = std::fs::read_dir(dir.join("boards")).unwrap().count();
        assert!(boards > 1, "board images were written");
        let story = std::fs::read(dir.join("boards").join("story.gif")).unwrap();
        assert_eq!(&story[..6], b"GIF89a");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The default ruleset is 2016's, and naming it changes nothing.
#[test]
fn local_plays_the_2016_rules_by_key() {
    let dir = temp_dir("bxb2016");
    let mut out = Vec::new();
    run_session(&args(&dir), "auto 5\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("opened a game of *Bloc by Bloc (2016)*"),
        "{text}"
    );
    assert!(
        text.contains("The insurrection begins! (*Bloc by Bloc (2016)*)"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
