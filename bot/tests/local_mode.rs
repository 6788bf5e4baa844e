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

/// `blocbot local --ruleset KEY`: a ruleset this build cannot play (its rules are not in
/// the engine yet) or does not know is refused with a message and exit code 2, before a
/// database or a board folder is touched.
#[test]
fn local_refuses_an_unplayable_or_unknown_ruleset() {
    let dir = temp_dir("ruleset");
    let mut a = args(&dir);
    a.ruleset = "uprising".into();
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    assert!(
        err.to_string()
            .contains("the Bloc by Bloc: Uprising rules cannot be played yet"),
        "{err}"
    );
    a.ruleset = "chess".into();
    let err = run_session(&a, "".as_bytes(), &mut Vec::new()).unwrap_err();
    assert!(
        err.to_string()
            .contains("There is no ruleset `chess`. Rulesets you can play: `bxb2016`."),
        "{err}"
    );
    assert!(!dir.join("boards").exists(), "nothing was written");

    // The binary: a message on stderr and exit code 2.
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_blocbot"))
        .args(["local", "--ruleset", "uprising", "--boards"])
        .arg(dir.join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("Uprising rules cannot be played yet"),
        "{stderr}"
    );
    assert!(run.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
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
        "Bloc by Bloc dans le terminal",
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
