//! `blocbot local`: a game in the terminal through the same game service as Discord.
//! Hotseat: any number of people share the keyboard, each running one or more seats.
//! Public posts print as they would appear in the channel, without Discord's markup and
//! command names; anything private (a hand, an agenda, a turn's menu, which lists the
//! cards one can play) is shown only after a hand-off: the screen is cleared and the
//! keyboard passed to its reader, who presses Enter. Every board image goes to a folder.

use crate::i18n::Catalog;
use crate::service::choice::{step_title, Ask, StepOutcome};
use crate::service::LobbyOptions;
use crate::service::{
    parse_ruleset, text, Caller, Choices, ComputerPolicy, GameService, NewGame, Outbox, Policy,
    Posts, Proposal, ServiceError,
};
use crate::store::{Place, SqliteStore, UserId};
use crate::t;
use anyhow::Context;
use engine::rng::GameRng;
use engine::{AnyConfig, AnyGame};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(Debug, Clone, clap::Args)]
pub struct LocalArgs {
    /// The rules to play, by key: bxb2016 (Bloc by Bloc, 2016), uprising (Bloc by Bloc:
    /// Uprising, 3rd edition), 2040 (2040: An American Insurgency), blockriot (Block Riot)
    /// or feud (Stack Feud).
    #[arg(long, default_value = "bxb2016")]
    pub ruleset: String,
    /// Number of players (seats), as the ruleset allows: 2016 2-4 (with 2, each seat runs
    /// two factions), Uprising 1-4, 2040 2, Block Riot and Stack Feud 2-4.
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// People at the keyboard; seats are shared out among them in turn (default: one per seat).
    #[arg(long)]
    pub people: Option<u8>,
    /// 2016: the full game instead of the beginner game (semi-cooperative with 3-4
    /// players). Uprising: the semi-cooperative game (3 or 4 players) instead of the
    /// cooperative one.
    #[arg(long)]
    pub full: bool,
    /// 2016: easy, medium or hard (the full game only: refused without --full or
    /// --scenario). Uprising: easy, medium, hard or extra-hard, in either mode.
    #[arg(long, default_value = "medium")]
    pub difficulty: String,
    /// A 2016 scenario key (see engine/data/bxb2016/setup.toml); Uprising has none.
    #[arg(long)]
    pub scenario: Option<String>,
    /// Rule variants, by key, repeatable or comma-separated (Block Riot: steered-police,
    /// spawn-inside-city); `/game create variant:` in Discord.
    #[arg(long = "variant", value_delimiter = ',')]
    pub variants: Vec<String>,
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
    /// Seats played by the computer (at most every seat but one); their moves print as
    /// the channel would show them.
    #[arg(long, default_value_t = 0)]
    pub ai: u8,
    /// The computer players' level: easy, normal or strong.
    #[arg(long, default_value = "normal")]
    pub level: String,
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
    // An empty key is no ruleset here (`/game create` without one plays the default).
    let key = match args.ruleset.trim() {
        "" => Err(ServiceError::UnknownRuleset(args.ruleset.clone())),
        typed => parse_ruleset(Some(typed)),
    }
    .map_err(refuse)?;
    let config = crate::cli::rulesets::dispatch(key, LocalConfig { args, catalog })?;
    AnyGame::new(config.clone(), 0)
        .map_err(ServiceError::from_any)
        .map_err(refuse)?;
    let players = text::seats_of(&config);
    let level = ai::Level::parse(&args.level.to_lowercase())
        .ok_or_else(|| anyhow::anyhow!("--level must be easy, normal or strong"))?;
    if args.ai >= players {
        anyhow::bail!(
            "--ai must leave at least one seat to a person (at most {})",
            players - 1
        );
    }
    let humans = players - args.ai;
    let store = match &args.db {
        Some(path) => SqliteStore::open(path)
            .with_context(|| format!("cannot open the database {}", path.display()))?,
        None => SqliteStore::open_in_memory()?,
    };
    // Everyone at the keyboard reads the game's language. Computer seats move as soon as it
    // is their turn: the terminal prints their moves.
    let svc = GameService::new(store, catalog).with_policy(Policy {
        computer: ComputerPolicy {
            pause: std::time::Duration::ZERO,
            ..ComputerPolicy::default()
        },
        // The terminal prints each post as the action's narration.
        posts: Posts::PerAction,
        ..Policy::default()
    });
    let people = args.people.unwrap_or(humans).clamp(1, humans);
    std::fs::create_dir_all(&args.boards)
        .with_context(|| format!("cannot create the board folder {}", args.boards.display()))?;
    let mut session = Session {
        svc: &svc,
        people,
        boards: args.boards.clone(),
        board_count: 0,
        input: &mut input,
        out: &mut out,
        keyboard: None,
        private_on_screen: false,
        public: Vec::new(),
        seen: HashMap::new(),
        seen_by_all: 0,
        typed_ahead: None,
        auto: args.auto,
        replay_notice: None,
        replay_notice_shown: false,
    };
    session.print(&t!(
        svc.catalog(),
        "local-welcome",
        game = crate::service::text::ruleset_name(svc.catalog(), key)
    ))?;
    let here = svc.game_here(PLACE)?;
    let live = |status: &crate::store::GameStatus| {
        matches!(
            status,
            crate::store::GameStatus::Active | crate::store::GameStatus::Lobby
        )
    };
    if here.as_ref().is_some_and(|(_, status, _)| !live(status)) {
        // A finished game is not resumed: say so rather than start anew in silence.
        writeln!(session.out, "{}", t!(svc.catalog(), "local-previous-over"))?;
    }
    if here.is_none_or(|(_, status, _)| !live(&status)) {
        let creator = person(catalog, 0);
        let o = svc.create_lobby_with(
            PLACE,
            &creator,
            NewGame {
                config,
                seed: args.seed,
                turn_deadline: None,
                locale: Some(catalog.tag().to_string()),
            },
            &vec![level; args.ai as usize],
        )?;
        session.show(&o)?;
        for seat in 1..humans {
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
        let ignored = ignored_on_resume(args);
        if !ignored.is_empty() {
            writeln!(
                session.out,
                "{}",
                t!(
                    svc.catalog(),
                    "local-ignored-flags",
                    flags = ignored.join(", ")
                )
            )?;
        }
        let status = svc.status(PLACE)?;
        session.print(&status)?;
    }
    let mut rng = GameRng::from_seed(args.seed.unwrap_or(0) ^ 0x10ca1);
    let mut auto_moves: u64 = if args.auto { u64::MAX } else { 0 };
    // The steps taken toward a move, and for whom at which revision.
    let mut path: Vec<usize> = Vec::new();
    let mut path_at: Option<(UserId, u64)> = None;
    loop {
        session.run_computers()?;
        let Some((who, choices)) = session.next_to_act()? else {
            let status = session.quiet_notice(&svc.status(PLACE)?)?;
            session.print(&status)?;
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
        session.auto = auto_moves > 0;
        if auto_moves > 0 {
            if let Some(o) = auto_move(&svc, &who, &choices, &mut rng)? {
                auto_moves -= 1;
                session.show(&o)?;
            }
            continue;
        }
        // The menu lists the cards one may play: it is private to whoever acts.
        if !session.hand_off(&who)? {
            writeln!(session.out, "\n{}", bye(svc.catalog(), args))?;
            return Ok(());
        }
        // The move is walked step by step, as Discord's menus walk it (issue 37): action,
        // from, to, how many with which die, each a short numbered list; `0` goes back.
        // The path holds while the same reader faces the same position.
        if path_at != Some((who.user, choices.revision)) {
            path.clear();
            path_at = Some((who.user, choices.revision));
        }
        let at = Some((choices.game, choices.revision));
        let ask = match svc.choice_step(PLACE, who.user, svc.catalog(), at, &path)? {
            StepOutcome::Ask(view) | StepOutcome::MovedOn(view) => view.ask,
            StepOutcome::Chosen { .. } | StepOutcome::Unreadable | StepOutcome::OtherGame => {
                path.clear();
                continue;
            }
        };
        if path.is_empty() {
            writeln!(session.out, "\n── {} ── {}", who.name, choices.prompt)?;
        }
        session.private_on_screen = session.people > 1;
        let options = ask.as_ref().map_or(0, |a| a.options.len());
        if let Some(ask) = &ask {
            session.print_step(svc.catalog(), ask, !path.is_empty())?;
        }
        write!(session.out, "{}> ", who.name)?;
        session.out.flush()?;
        let Some(line) = session.read_line()? else {
            writeln!(session.out, "\n{}", bye(svc.catalog(), args))?;
            return Ok(());
        };
        let line = line.trim().to_string();
        let mut words = line.split_whitespace();
        match words.next().unwrap_or("") {
            "" => continue,
            // `rules` and `règles` as the guides write them (`/rules sunrise`, issue 37).
            "help" | "?" | "rules" | "règles" | "aide" => match words.next() {
                // `help TOPIC`: the same summaries as `/rules TOPIC` (issue 12).
                Some(topic) => {
                    let summary = svc.rules(PLACE, Some(topic), None)?;
                    session.print(&summary)?;
                }
                None => session.help()?,
            },
            "quit" | "exit" => {
                // A game in memory is gone once the program ends: ask first.
                if args.db.is_some() || session.confirm_quit()? {
                    writeln!(session.out, "{}", bye(svc.catalog(), args))?;
                    return Ok(());
                }
            }
            "hand" => {
                let hand = svc.hand(PLACE, who.user, svc.catalog())?;
                session.print(&hand)?;
            }
            "status" => {
                let status = svc.status(PLACE)?;
                session.print(&status)?;
            }
            "board" => {
                let post = svc.board(PLACE)?;
                session.show_post_text(&post.text)?;
                if let Some(img) = &post.image {
                    session.save_board(img)?;
                }
            }
            "log" => {
                let log = svc.public_log(PLACE, 30)?;
                session.print(&log)?;
            }
            "undo" => {
                let r = svc.undo(PLACE, &who);
                session.report(r)?;
            }
            "auto" => {
                auto_moves = words.next().and_then(|n| n.parse().ok()).unwrap_or(1);
            }
            first => {
                if let Ok(n) = first.parse::<usize>() {
                    if n == 0 && !path.is_empty() {
                        path.pop();
                        continue;
                    }
                    if n == 0 || n > options {
                        writeln!(
                            session.out,
                            "{}",
                            t!(svc.catalog(), "local-no-option", number = n)
                        )?;
                        continue;
                    }
                    path.push(n - 1);
                    match svc.choice_step(PLACE, who.user, svc.catalog(), at, &path)? {
                        // A step further: the loop shows it.
                        StepOutcome::Ask(_) => {}
                        StepOutcome::Chosen { index, revision } => {
                            path.clear();
                            let r = svc.act(PLACE, &who, Proposal::Choice(index), Some(revision));
                            session.report(r)?;
                        }
                        StepOutcome::MovedOn(_)
                        | StepOutcome::Unreadable
                        | StepOutcome::OtherGame => path.clear(),
                    }
                } else {
                    // A command in the notation, e.g. `move B2 C3 1 die 4`.
                    let r = svc.act(
                        PLACE,
                        &who,
                        Proposal::Text(line.clone()),
                        Some(choices.revision),
                    );
                    session.report(r)?;
                }
            }
        }
    }
}

/// Plays a random pick among `choices` for `who`. `None` when the game moved on meanwhile:
/// another process playing the same `--db` (or a computer's timer) changed it since the
/// choices were read, so the caller looks at the game again rather than stopping.
fn auto_move(
    svc: &GameService,
    who: &Caller,
    choices: &Choices,
    rng: &mut GameRng,
) -> Result<Option<Outbox>, ServiceError> {
    let index = random_choice(choices, rng);
    match svc.act(PLACE, who, Proposal::Choice(index), Some(choices.revision)) {
        Ok(o) => Ok(Some(o)),
        Err(e @ (ServiceError::Stale | ServiceError::Busy | ServiceError::GameOver)) => {
            // Only a game that really moved on: a refusal of this very revision would come
            // back every time.
            let now = svc.game_here(PLACE)?.map(|(_, _, revision)| revision);
            if matches!(e, ServiceError::Busy) || now != Some(choices.revision) {
                Ok(None)
            } else {
                Err(e)
            }
        }
        Err(e) => Err(e),
    }
}

/// A uniform pick among the choices, from a seeded generator (a seeded demo replays).
fn random_choice(choices: &Choices, rng: &mut GameRng) -> usize {
    let options: Vec<usize> = choices.options().map(|o| o.index).collect();
    let pick = rng.below(options.len().max(1) as u32) as usize;
    options.get(pick).copied().unwrap_or(0)
}

/// Clears a terminal, its scrollback too, and puts the cursor home: what one reader saw is
/// gone before the next sits down, and scrolling up finds nothing of it (issue 31: ESC[2J
/// alone leaves the screen in the scrollback of xterm, GNOME Terminal, iTerm and tmux;
/// ESC[3J, which `clear` also sends, empties it).
pub const CLEAR_SCREEN: &str = "\x1b[H\x1b[2J\x1b[3J";

/// The goodbye: where the game stays when it has a database file, how to keep one when not.
fn bye(c: &Catalog, args: &LocalArgs) -> String {
    match &args.db {
        Some(file) => t!(c, "local-bye-kept", file = file.display().to_string()),
        None => t!(c, "local-bye"),
    }
}

struct Session<'a, R: BufRead, W: Write> {
    svc: &'a GameService,
    people: u8,
    boards: PathBuf,
    board_count: u32,
    input: &'a mut R,
    out: &'a mut W,
    /// The person (index) who was last handed the keyboard; None before anyone was.
    keyboard: Option<u8>,
    /// Something private to the person at the keyboard is on the screen: they hide it
    /// before the keyboard goes to someone else (and only then: issue 37).
    private_on_screen: bool,
    /// The public posts printed so far, for each reader's recap.
    public: Vec<String>,
    /// How many of `public` each person saw (at the keyboard when they were printed).
    seen: HashMap<u8, usize>,
    /// How many of `public` were printed before anyone took the keyboard (seen by all).
    seen_by_all: usize,
    /// A line typed at a hand-off prompt: the new reader's first input, not lost.
    typed_ahead: Option<String>,
    /// Random moves are being played: nobody reads, so private messages stay hidden.
    auto: bool,
    /// The replay notice of a chosen seed, once known, and whether it was printed: the
    /// person at the terminal chose the seed, so it is said once, not on every turn's
    /// post (issue 37; `status` still says it when asked).
    replay_notice: Option<String>,
    replay_notice_shown: bool,
}

impl<R: BufRead, W: Write> Session<'_, R, W> {
    /// The next line typed, without its line end; None at the end of input.
    fn read_line(&mut self) -> anyhow::Result<Option<String>> {
        if let Some(line) = self.typed_ahead.take() {
            return Ok(Some(line));
        }
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim_end_matches(['\r', '\n']).to_string()))
    }

    /// Prints text meant for the terminal (see [`for_terminal`]).
    fn print(&mut self, text: &str) -> anyhow::Result<()> {
        writeln!(self.out, "{}", for_terminal(text))?;
        Ok(())
    }

    /// Before something private to `who` in a game several people share: the reader at
    /// the keyboard hides what is private to them, the screen is cleared and the program
    /// waits until `who` has the keyboard, then tells them what happened since they last
    /// held it. Nothing to do with one person at the keyboard, or when `who` already holds
    /// it. False at the end of input.
    fn hand_off(&mut self, who: &Caller) -> anyhow::Result<bool> {
        let index = person_index(who.user);
        if self.people <= 1 || self.keyboard == Some(index) {
            return Ok(true);
        }
        if std::mem::take(&mut self.private_on_screen) {
            write!(
                self.out,
                "{} ",
                t!(self.svc.catalog(), "local-hide-private")
            )?;
            self.out.flush()?;
            let mut line = String::new();
            if self.input.read_line(&mut line)? == 0 {
                return Ok(false);
            }
        }
        write!(
            self.out,
            "{CLEAR_SCREEN}{} ",
            t!(
                self.svc.catalog(),
                "local-pass-keyboard",
                name = who.name.as_str()
            )
        )?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(false);
        }
        // What the new reader typed instead of only Enter is their first input.
        let typed = line.trim();
        if !typed.is_empty() {
            self.typed_ahead = Some(typed.to_string());
        }
        write!(self.out, "{CLEAR_SCREEN}")?;
        self.keyboard = Some(index);
        self.recap(index)?;
        Ok(true)
    }

    /// The public posts `index` has not seen (the clear took them off the screen), the
    /// last few of them: what happened since they last held the keyboard.
    fn recap(&mut self, index: u8) -> anyhow::Result<()> {
        const RECAP_POSTS: usize = 6;
        let from = self
            .seen
            .get(&index)
            .copied()
            .unwrap_or(0)
            .max(self.seen_by_all);
        let missed = self.public.len().saturating_sub(from);
        if missed > 0 {
            writeln!(self.out, "{}", t!(self.svc.catalog(), "local-recap"))?;
            let start = self.public.len() - missed.min(RECAP_POSTS);
            for text in &self.public[start..] {
                writeln!(self.out, "\n{}", for_terminal(text))?;
            }
        }
        self.seen.insert(index, self.public.len());
        Ok(())
    }

    /// `quit` on a game kept in memory only: true if the person confirms.
    fn confirm_quit(&mut self) -> anyhow::Result<bool> {
        write!(
            self.out,
            "{} ",
            t!(self.svc.catalog(), "local-quit-confirm")
        )?;
        self.out.flush()?;
        let answer = self.read_line()?.unwrap_or_else(|| "y".into());
        let yes = t!(self.svc.catalog(), "local-yes");
        let answer = answer.trim().to_lowercase();
        Ok(answer == "y"
            || answer == "yes"
            || answer.chars().next().is_some_and(|c| yes.starts_with(c)))
    }

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

    /// Plays every computer move now due (their timers), printing what the channel would
    /// show: narration and boards, never a computer seat's cards.
    fn run_computers(&mut self) -> anyhow::Result<()> {
        loop {
            let fired = self.svc.fire_due_timers(10)?;
            if fired.is_empty() {
                return Ok(());
            }
            for o in &fired {
                self.show(o)?;
            }
        }
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
        let shared = self.people > 1;
        for dm in &o.private {
            let reader = person(self.svc.catalog(), person_index(dm.user));
            if shared && self.auto {
                writeln!(
                    self.out,
                    "{}",
                    t!(
                        self.svc.catalog(),
                        "local-private-hidden",
                        name = reader.name.as_str()
                    )
                )?;
                continue;
            }
            if !self.hand_off(&reader)? {
                break;
            }
            writeln!(
                self.out,
                "\n┌── {}",
                t!(
                    self.svc.catalog(),
                    "local-private",
                    name = reader.name.as_str()
                )
            )?;
            for l in for_terminal(&dm.text).lines() {
                writeln!(self.out, "│ {l}")?;
            }
            writeln!(self.out, "└──")?;
            // The reader hides it when the keyboard goes to someone else (`hand_off`).
            self.private_on_screen = shared;
        }
        self.svc.mark_shown(o)?;
        Ok(())
    }

    /// `text` without the replay notice once it was printed (see `replay_notice`).
    fn quiet_notice(&mut self, text: &str) -> anyhow::Result<String> {
        if self.replay_notice.is_none() {
            self.replay_notice = self.svc.replay_notice(PLACE)?;
        }
        let Some(notice) = &self.replay_notice else {
            return Ok(text.to_string());
        };
        if self.replay_notice_shown {
            return Ok(text.replace(&format!("\n{notice}"), ""));
        }
        self.replay_notice_shown = text.contains(notice.as_str());
        Ok(text.to_string())
    }

    fn show_post_text(&mut self, text: &str) -> anyhow::Result<()> {
        let text = self.quiet_notice(text)?;
        let text = text.as_str();
        writeln!(self.out, "\n{}", for_terminal(text))?;
        self.public.push(text.to_string());
        match self.keyboard {
            Some(k) => {
                self.seen.insert(k, self.public.len());
            }
            None => self.seen_by_all = self.public.len(),
        }
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
            Err(ServiceError::Unreadable(why, places)) => {
                // Discord's hint (pick from `/actions`) means nothing here.
                let c = self.svc.catalog();
                let reason = capitalized(&text::render_with(c, &places, &why));
                let line = t!(c, "local-unreadable", reason = reason);
                writeln!(self.out, "✗ {}", for_terminal(&line))?;
                Ok(())
            }
            Err(e) => {
                let line = e.user_message(self.svc.catalog());
                writeln!(self.out, "✗ {}", for_terminal(&line))?;
                Ok(())
            }
        }
    }

    /// One step of a move: what has been chosen so far, what is asked, the numbered
    /// options with what each does (an occupation's ability, the warnings before ending a
    /// turn), the end of the turn set apart, and `0` to go back.
    fn print_step(&mut self, c: &Catalog, ask: &Ask, can_go_back: bool) -> anyhow::Result<()> {
        if !ask.so_far.is_empty() {
            let so_far = t!(c, "step-so-far", path = ask.so_far.join(" › "));
            writeln!(self.out, "  {}", for_terminal(&so_far))?;
        }
        writeln!(self.out, "  {}", step_title(c, ask.kind))?;
        let others = ask.ends_turn.iter().any(|e| !e);
        for (i, label) in ask.options.iter().enumerate() {
            let ends_turn = ask.ends_turn.get(i).copied().unwrap_or(false);
            if ends_turn && others && i > 0 {
                writeln!(self.out, "     ──")?;
            }
            writeln!(self.out, "  {:>2}) {}", i + 1, for_terminal(label))?;
            if let Some(Some(note)) = ask.notes.get(i) {
                for line in for_terminal(note).lines() {
                    writeln!(self.out, "        {line}")?;
                }
            }
        }
        if can_go_back {
            writeln!(self.out, "   0) {}", t!(c, "step-back"))?;
        }
        Ok(())
    }

    fn help(&mut self) -> anyhow::Result<()> {
        let help = t!(self.svc.catalog(), "local-help");
        self.print(&help)?;
        // The rule topics `help TOPIC` explains (issue 12).
        let topics = self.svc.rules(PLACE, None, None)?;
        self.print(&topics)
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The person at the keyboard a local user id stands for (see [`person`]).
fn person_index(user: UserId) -> u8 {
    u8::try_from(user.0.saturating_sub(1)).unwrap_or(u8::MAX)
}

/// A text written for Discord, for a terminal: no markdown (`**bold**`, `*italics*`,
/// backticks), no lines about Discord's own commands (`/game join`), slash commands named
/// as the word one types here (`/start` -> `start`), and no documentation path the players
/// do not have.
pub fn for_terminal(text: &str) -> String {
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.contains("`/game") {
            continue;
        }
        let mut plain = line.replace(['*', '`'], "");
        while let Some(end) = plain.find("docs/notation.md)") {
            let Some(open) = plain[..end].rfind('(') else {
                break;
            };
            let close = end + "docs/notation.md)".len();
            let start = plain[..open].trim_end().len();
            plain.replace_range(start..close, "");
        }
        let words: Vec<String> = plain
            .split(' ')
            .map(
                |w| match w.strip_prefix("(/").or_else(|| w.strip_prefix('/')) {
                    Some(rest) if rest.starts_with(|c: char| c.is_ascii_lowercase()) => {
                        let open = if w.starts_with('(') { "(" } else { "" };
                        format!("{open}{rest}")
                    }
                    _ => w.to_string(),
                },
            )
            .collect();
        lines.push(words.join(" "));
    }
    lines.join("\n")
}

/// The flags of a new game given on the command line while a stored game is resumed
/// (`--db`): they cannot change it, so the player is told.
fn ignored_on_resume(args: &LocalArgs) -> Vec<&'static str> {
    let mut ignored = Vec::new();
    if args.ruleset != "bxb2016" {
        ignored.push("--ruleset");
    }
    if args.players != 2 {
        ignored.push("--players");
    }
    if args.full {
        ignored.push("--full");
    }
    if args.difficulty != "medium" {
        ignored.push("--difficulty");
    }
    if args.scenario.is_some() {
        ignored.push("--scenario");
    }
    if args.seed.is_some() {
        ignored.push("--seed");
    }
    ignored
}

/// The game's config from the command line, for the ruleset `key`: every flag either
/// applies to it or is refused by name (issue 31); each ruleset reads its own
/// (`CliRuleset::local_config`), and the engine refuses settings that make no game.
struct LocalConfig<'a> {
    args: &'a LocalArgs,
    catalog: &'static Catalog,
}

impl crate::cli::rulesets::WithRuleset for LocalConfig<'_> {
    type Output = anyhow::Result<AnyConfig>;
    fn run<R: crate::cli::rulesets::CliRuleset>(self) -> anyhow::Result<AnyConfig>
    where
        R::Command: std::fmt::Debug,
        R::Error: std::fmt::Display,
        R::SetupError: std::fmt::Display,
    {
        let refuse = |e: ServiceError| anyhow::anyhow!("{}", e.user_message(self.catalog));
        let config = R::local_config(self.args, |options| {
            // The variants are no ruleset's business to forward: every one goes in.
            let options = &LobbyOptions {
                variants: self.args.variants.clone(),
                ..options.clone()
            };
            crate::rulesets::config_for(R::RULESET, options)
                .map_err(ServiceError::from_any)
                .map_err(refuse)
                .and_then(|any| {
                    R::of_config(&any)
                        .cloned()
                        .ok_or_else(|| anyhow::anyhow!("{}", R::RULESET))
                })
        })?;
        Ok(R::wrap_config(config))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// Issue 31: another process playing the same `--db` moves between the moment `--auto`
    /// reads its choices and its move: the move is refused as out of date, and `--auto`
    /// looks at the game again instead of exiting with "that button or choice is out of
    /// date".
    #[test]
    fn auto_play_goes_on_when_another_process_moved_first() {
        let dir = std::env::temp_dir().join(format!("blocbot-local-race-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("race.db");
        let _ = std::fs::remove_file(&path);
        let c = Catalog::english();
        let open = || GameService::new(SqliteStore::open(&path).unwrap(), c).without_board_images();
        let (mine, theirs) = (open(), open());
        let creator = person(c, 0);
        mine.create_lobby(
            PLACE,
            &creator,
            NewGame::new(engine::bxb2016::GameConfig::beginner(2)).seed(4),
        )
        .unwrap();
        mine.join(PLACE, &creator, None, true).unwrap();
        mine.start(PLACE, &creator).unwrap();
        let stale = mine.choices(PLACE, creator.user, c).unwrap();
        assert!(!stale.is_empty());
        // The other process plays first.
        let fresh = theirs.choices(PLACE, creator.user, c).unwrap();
        let first = fresh.options().next().unwrap().index;
        theirs
            .act(
                PLACE,
                &creator,
                Proposal::Choice(first),
                Some(fresh.revision),
            )
            .unwrap();
        let mut rng = GameRng::from_seed(1);
        assert!(auto_move(&mine, &creator, &stale, &mut rng)
            .unwrap()
            .is_none());
        // Read again, the choices play.
        let again = mine.choices(PLACE, creator.user, c).unwrap();
        assert!(auto_move(&mine, &creator, &again, &mut rng)
            .unwrap()
            .is_some());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
