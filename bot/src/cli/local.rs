//! `blocbot local`: a game in the terminal through the same game service as Discord.
//! Hotseat: any number of people share the keyboard, each running one or more seats.
//! Public posts print as they would appear in the channel, private messages under a
//! banner naming their reader, and every board image goes to a folder.

use crate::i18n::Catalog;
use crate::service::{
    config_for, parse_ruleset, text, Caller, Choices, GameService, LobbyDifficulty, LobbyOptions,
    NewGame, Outbox, Proposal, ServiceError,
};
use crate::store::{Place, SqliteStore, UserId};
use crate::t;
use anyhow::Context;
use engine::rng::GameRng;
use engine::AnyGame;
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(Debug, Clone, clap::Args)]
pub struct LocalArgs {
    /// The rules to play, by key: bxb2016 (Bloc by Bloc, 2016) or uprising (once playable).
    #[arg(long, default_value = "bxb2016")]
    pub ruleset: String,
    /// Number of players (seats): 2, 3 or 4. With 2, each seat runs two factions.
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// People at the keyboard; seats are shared out among them in turn (default: one per seat).
    #[arg(long)]
    pub people: Option<u8>,
    /// Play the full game instead of the beginner game (semi-cooperative with 3-4 players).
    #[arg(long)]
    pub full: bool,
    /// easy, medium or hard (full game only).
    #[arg(long, default_value = "medium")]
    pub difficulty: String,
    /// A scenario key (see engine/data/bxb2016/setup.toml).
    #[arg(long)]
    pub scenario: Option<String>,
    /// Fix the seed to replay the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Folder for the board images.
    #[arg(long, default_value = "boards")]
    pub boards: PathBuf,
    /// Keep the game in this SQLite file (default: in memory, gone on exit).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Play random legal moves to the end without asking (a demo, and a smoke test).
    #[arg(long)]
    pub auto: bool,
    /// The language of the game and of this program's own messages: en (English) or fr
    /// (French); any locale tag, such as fr-CA, is understood.
    #[arg(long, default_value = "en-US")]
    pub lang: String,
}

/// The local pseudo-channel.
const PLACE: Place = Place {
    guild: None,
    channel: 1,
};

fn person(c: &Catalog, i: u8) -> Caller {
    Caller::new(
        UserId(i as u64 + 1),
        t!(c, "local-player", number = i as u32 + 1),
    )
    .with_locale(c.tag())
}

/// Runs the terminal game on stdin/stdout.
pub fn run(args: &LocalArgs) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    run_session(args, stdin.lock(), stdout.lock())
}

/// The terminal game on any input and output (tests feed it a script).
pub fn run_session(
    args: &LocalArgs,
    mut input: impl BufRead,
    mut out: impl Write,
) -> anyhow::Result<()> {
    let catalog = Catalog::for_locale(&args.lang);
    // An unknown or unplayable ruleset, or settings that make no game (`--players 0`),
    // are refused before anything uses them.
    let refuse = |e: ServiceError| anyhow::anyhow!("{}", e.user_message(catalog));
    let options = options_from(args)?;
    let config = parse_ruleset(Some(&args.ruleset))
        .and_then(|key| config_for(key, &options).map_err(ServiceError::from_any))
        .map_err(refuse)?;
    AnyGame::new(config.clone(), 0)
        .map_err(ServiceError::from_any)
        .map_err(refuse)?;
    let players = text::seats_of(&config);
    let store = match &args.db {
        Some(path) => SqliteStore::open(path)
            .with_context(|| format!("cannot open the database {}", path.display()))?,
        None => SqliteStore::open_in_memory()?,
    };
    // Everyone at the keyboard reads the game's language.
    let svc = GameService::new(store, catalog);
    let people = args.people.unwrap_or(players).clamp(1, players);
    std::fs::create_dir_all(&args.boards)
        .with_context(|| format!("cannot create the board folder {}", args.boards.display()))?;
    let mut session = Session {
        svc: &svc,
        people,
        boards: args.boards.clone(),
        board_count: 0,
        out: &mut out,
    };
    writeln!(session.out, "{}", t!(svc.catalog(), "local-welcome"))?;
    if svc.game_here(PLACE)?.is_none_or(|(_, status, _)| {
        !matches!(
            status,
            crate::store::GameStatus::Active | crate::store::GameStatus::Lobby
        )
    }) {
        let creator = person(catalog, 0);
        let o = svc.create_lobby(
            PLACE,
            &creator,
            NewGame {
                config,
                seed: args.seed,
                turn_deadline: None,
                locale: Some(catalog.tag().to_string()),
            },
        )?;
        session.show(&o)?;
        for seat in 1..players {
            let who = person(catalog, seat % people);
            let o = svc.join(
                PLACE,
                &who,
                None,
                who.user == creator.user || seat >= people,
            )?;
            session.show(&o)?;
        }
        let o = svc.start(PLACE, &creator)?;
        session.show(&o)?;
    } else {
        writeln!(session.out, "{}", t!(svc.catalog(), "local-resuming"))?;
        writeln!(session.out, "{}", svc.status(PLACE)?)?;
    }
    let mut rng = GameRng::from_seed(args.seed.unwrap_or(0) ^ 0x10ca1);
    let mut auto_moves: u64 = if args.auto { u64::MAX } else { 0 };
    loop {
        let Some((who, choices)) = session.next_to_act()? else {
            writeln!(session.out, "{}", svc.status(PLACE)?)?;
            if let Some(gif) = svc.story_gif(PLACE)? {
                session.save_story(&gif)?;
            }
            writeln!(
                session.out,
                "{}",
                t!(
                    svc.catalog(),
                    "local-over",
                    boards = session.boards.display().to_string()
                )
            )?;
            return Ok(());
        };
        if auto_moves > 0 {
            auto_moves -= 1;
            let index = random_choice(&choices, &mut rng);
            let o = svc.act(PLACE, &who, Proposal::Choice(index), Some(choices.revision))?;
            session.show(&o)?;
            continue;
        }
        writeln!(session.out, "\n── {} ── {}", who.name, choices.prompt)?;
        for (i, g) in choices.groups.iter().enumerate() {
            writeln!(
                session.out,
                "  {:>2}) {} ({})",
                i + 1,
                g.title,
                g.options.len()
            )?;
        }
        write!(session.out, "{}> ", who.name)?;
        session.out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(session.out, "\n{}", t!(svc.catalog(), "local-bye"))?;
            return Ok(());
        }
        let line = line.trim();
        let mut words = line.split_whitespace();
        match words.next().unwrap_or("") {
            "" => continue,
            "help" | "?" => session.help()?,
            "quit" | "exit" => return Ok(()),
            "hand" => writeln!(session.out, "{}", svc.hand(PLACE, who.user, svc.catalog())?)?,
            "status" => writeln!(session.out, "{}", svc.status(PLACE)?)?,
            "board" => {
                let post = svc.board(PLACE)?;
                session.show_post_text(&post.text)?;
                if let Some(img) = &post.image {
                    session.save_board(img)?;
                }
            }
            "log" => writeln!(session.out, "{}", svc.public_log(PLACE, 30)?)?,
            "undo" => {
                let r = svc.undo(PLACE, &who);
                session.report(r)?;
            }
            "auto" => {
                auto_moves = words.next().and_then(|n| n.parse().ok()).unwrap_or(1);
            }
            first => {
                if let Ok(n) = first.parse::<usize>() {
                    let Some(group) = n.checked_sub(1).and_then(|i| choices.groups.get(i)) else {
                        writeln!(
                            session.out,
                            "{}",
                            t!(svc.catalog(), "local-no-option", number = n)
                        )?;
                        continue;
                    };
                    for (i, o) in group.options.iter().enumerate() {
                        writeln!(session.out, "     {:>2}) {}", i + 1, o.label)?;
                    }
                    write!(session.out, "{} [{}]> ", who.name, group.title)?;
                    session.out.flush()?;
                    let mut pick = String::new();
                    if input.read_line(&mut pick)? == 0 {
                        return Ok(());
                    }
                    let Some(option) = pick
                        .trim()
                        .parse::<usize>()
                        .ok()
                        .and_then(|k| k.checked_sub(1))
                        .and_then(|k| group.options.get(k))
                    else {
                        writeln!(session.out, "{}", t!(svc.catalog(), "local-cancelled"))?;
                        continue;
                    };
                    let r = svc.act(
                        PLACE,
                        &who,
                        Proposal::Choice(option.index),
                        Some(choices.revision),
                    );
                    session.report(r)?;
                } else {
                    // A command in the notation, e.g. `move B2 C3 1 die 4`.
                    let r = svc.act(
                        PLACE,
                        &who,
                        Proposal::Text(line.to_string()),
                        Some(choices.revision),
                    );
                    session.report(r)?;
                }
            }
        }
    }
}

/// A uniform pick among the choices, from a seeded generator (a seeded demo replays).
fn random_choice(choices: &Choices, rng: &mut GameRng) -> usize {
    let options: Vec<usize> = choices.options().map(|o| o.index).collect();
    let pick = rng.below(options.len().max(1) as u32) as usize;
    options.get(pick).copied().unwrap_or(0)
}

struct Session<'a, W: Write> {
    svc: &'a GameService,
    people: u8,
    boards: PathBuf,
    board_count: u32,
    out: &'a mut W,
}

impl<W: Write> Session<'_, W> {
    /// The first person with something to do, and their choices.
    fn next_to_act(&mut self) -> anyhow::Result<Option<(Caller, Choices)>> {
        match self.svc.game_here(PLACE)? {
            Some((_, crate::store::GameStatus::Active, _)) => {}
            _ => return Ok(None),
        }
        for i in 0..self.people {
            let who = person(self.svc.catalog(), i);
            let choices = self.svc.choices(PLACE, who.user, self.svc.catalog())?;
            if !choices.is_empty() {
                return Ok(Some((who, choices)));
            }
        }
        Ok(None)
    }

    /// Prints an outbox's messages (the terminal is their delivery) and marks them shown.
    fn show(&mut self, o: &Outbox) -> anyhow::Result<()> {
        for post in &o.posts {
            self.show_post_text(&post.text)?;
            if let Some(spec) = &post.board {
                if let Some(img) = self.svc.render_board(spec)? {
                    self.save_board(&img)?;
                }
            }
        }
        for dm in &o.private {
            let name = t!(self.svc.catalog(), "local-player", number = dm.user.0);
            writeln!(
                self.out,
                "\n┌── {}",
                t!(self.svc.catalog(), "local-private", name = name)
            )?;
            for l in dm.text.lines() {
                writeln!(self.out, "│ {l}")?;
            }
            writeln!(self.out, "└──")?;
        }
        self.svc.mark_shown(o)?;
        Ok(())
    }

    fn show_post_text(&mut self, text: &str) -> anyhow::Result<()> {
        // Discord markup reads fine in a terminal except for mentions.
        let plain = text.replace("**", "");
        writeln!(self.out, "\n{plain}")?;
        Ok(())
    }

    /// The story GIF of the game, beside its boards.
    fn save_story(&mut self, gif: &[u8]) -> anyhow::Result<()> {
        let path = self.boards.join("story.gif");
        std::fs::write(&path, gif).with_context(|| format!("cannot write {}", path.display()))?;
        writeln!(
            self.out,
            "{}",
            t!(
                self.svc.catalog(),
                "local-story-saved",
                path = path.display().to_string()
            )
        )?;
        Ok(())
    }

    fn save_board(&mut self, img: &crate::service::BoardImage) -> anyhow::Result<()> {
        self.board_count += 1;
        let path = self
            .boards
            .join(format!("{:04}-{}", self.board_count, img.file_name));
        std::fs::write(&path, &img.png)
            .with_context(|| format!("cannot write {}", path.display()))?;
        writeln!(
            self.out,
            "{}",
            t!(
                self.svc.catalog(),
                "local-board-saved",
                path = path.display().to_string()
            )
        )?;
        Ok(())
    }

    fn report(&mut self, r: Result<Outbox, ServiceError>) -> anyhow::Result<()> {
        match r {
            Ok(o) => self.show(&o),
            Err(e) if e.is_internal() => Err(e.into()),
            Err(e) => {
                writeln!(self.out, "✗ {}", e.user_message(self.svc.catalog()))?;
                Ok(())
            }
        }
    }

    fn help(&mut self) -> anyhow::Result<()> {
        writeln!(self.out, "{}", t!(self.svc.catalog(), "local-help"))?;
        Ok(())
    }
}

/// The lobby's options from the command line: the beginner game unless `--full` or a
/// scenario is asked for; a scenario played cooperatively when it allows nothing else.
fn options_from(args: &LocalArgs) -> anyhow::Result<LobbyOptions> {
    let full = args.full || args.scenario.is_some();
    let difficulty = match args.difficulty.as_str() {
        _ if !full => None,
        "easy" => Some(LobbyDifficulty::Easy),
        "medium" => Some(LobbyDifficulty::Medium),
        "hard" => Some(LobbyDifficulty::Hard),
        other => anyhow::bail!("unknown difficulty `{other}`: use easy, medium or hard"),
    };
    Ok(LobbyOptions {
        players: args.players,
        beginner: !full,
        cooperative: None,
        difficulty,
        scenario: args.scenario.clone(),
        nights: None,
    })
}
