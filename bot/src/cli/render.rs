//! `blocbot render`: draws a board of any ruleset as the players see it (the spectator
//! view) to a PNG.
//!
//! blocbot render --seed 7 --out board.png                      # a fresh random city
//! blocbot render --seed 7 --scenario collective_liberation      # a 2016 scenario's setup
//! blocbot render --ruleset uprising --seed 7 --out up.png       # a fresh Uprising city
//! blocbot render --position renderer/tests/positions/midgame.pos --out mid.png
//! blocbot render --position renderer/tests/positions/uprising/midnight.scn --out up.png
//! blocbot render --seed 3 --play 60 --out board.png             # 60 random legal commands
//!
//! One path for every ruleset: [`board`] builds the game (and the one to highlight changes
//! from) for the ruleset [`super::rulesets::dispatch`] picks; the bot's
//! [`crate::render::board_png`] draws it with the catalog's words.

use super::rulesets::{
    dispatch, explain, file_ruleset, parse_key, CliRuleset, GameOptions, WithRuleset,
};
use anyhow::Context;
use engine::seam::scenario::without_ruleset_line;
use engine::sim::RandomPlayer;
use engine::AnyGame;
use std::fmt::{Debug, Display};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, clap::Args)]
pub struct RenderArgs {
    /// Seed of a fresh game (ignored with --position, whose file names its seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The ruleset of a fresh game, or of a --position file without a `ruleset` line:
    /// bxb2016, uprising, 2040, blockriot or feud (default bxb2016).
    #[arg(long)]
    pub ruleset: Option<String>,
    /// A scenario key (2016: see engine/data/bxb2016/setup.toml) for a fresh game.
    #[arg(long, conflicts_with = "position")]
    pub scenario: Option<String>,
    /// A position or scenario file of any ruleset (docs/notation.md). For a scenario file
    /// the changes made by its actions are highlighted (or by the lines after a line
    /// `previous`).
    #[arg(long)]
    pub position: Option<PathBuf>,
    /// Players of a fresh game: 2, 3 or 4 (Uprising: 1 to 4; 2040: 2).
    #[arg(long, default_value_t = 4)]
    pub players: u8,
    /// Difficulty of a fresh game: easy, medium or hard (Uprising also extra-hard).
    #[arg(long, default_value = "medium")]
    pub difficulty: String,
    /// A fresh game fully cooperative instead of semi-cooperative.
    #[arg(long)]
    pub coop: bool,
    /// Then play this many random legal commands (seeded by --seed); the changes made by
    /// the last faction's commands are highlighted.
    #[arg(long, default_value_t = 0)]
    pub play: u32,
    /// Where to write the PNG.
    #[arg(long, default_value = "board.png")]
    pub out: PathBuf,
    /// Also write a close-up of the districts that changed (when they are few) here.
    #[arg(long)]
    pub close_up: Option<PathBuf>,
    /// The language of the board's labels: en (English) or fr (French).
    #[arg(long, default_value = "en-US")]
    pub lang: String,
}

pub fn run(args: &RenderArgs) -> anyhow::Result<()> {
    run_to(args, &mut std::io::stdout())
}

/// [`run`], telling what it wrote to `out`.
pub fn run_to(args: &RenderArgs, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    let pngs = render(args)?;
    std::fs::write(&args.out, &pngs.board)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    writeln!(out, "{} ({} bytes)", args.out.display(), pngs.board.len())?;
    match (&args.close_up, &pngs.close_up) {
        (Some(path), Some(png)) => {
            std::fs::write(path, png)
                .with_context(|| format!("cannot write {}", path.display()))?;
            writeln!(out, "{} ({} bytes)", path.display(), png.len())?;
        }
        // Asked for but none drawn: say why rather than write nothing in silence (issue 37).
        (Some(path), None) => {
            let c = crate::i18n::Catalog::for_locale(&args.lang);
            writeln!(
                out,
                "{}",
                crate::t!(c, "render-no-close-up", file = path.display().to_string())
            )?;
        }
        (None, _) => {}
    }
    Ok(())
}

/// The board `args` asks for as PNG bytes (and its close-up), without writing them.
pub fn render(args: &RenderArgs) -> anyhow::Result<crate::render::BoardPngs> {
    let file = match &args.position {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            Some((path.as_path(), text))
        }
        None => None,
    };
    let key = match &file {
        Some((path, text)) => file_ruleset(text, args.ruleset.as_deref())
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
        None => parse_key(args.ruleset.as_deref().unwrap_or("bxb2016"))?,
    };
    let file = file.as_ref().map(|(p, t)| (*p, t.as_str()));
    let (game, before) = dispatch(key, Board { args, file })?;
    let previous = before.map(|b| b.view(None));
    let catalog = crate::i18n::Catalog::for_locale(&args.lang);
    crate::render::board_png(catalog, &game.view(None), previous.as_ref())
        .map_err(|e| anyhow::anyhow!("cannot draw the board: {e}"))
}

/// The game to draw and the one to highlight changes from, for the ruleset of the key.
struct Board<'a> {
    args: &'a RenderArgs,
    file: Option<(&'a Path, &'a str)>,
}

impl WithRuleset for Board<'_> {
    type Output = anyhow::Result<(AnyGame, Option<AnyGame>)>;
    fn run<R: CliRuleset>(self) -> Self::Output
    where
        R::Command: Debug,
        R::Error: Display,
        R::SetupError: Display,
    {
        let (game, before) = board::<R>(self.args, self.file)?;
        Ok((game.wrap_game(), before.map(R::wrap_game)))
    }
}

/// A game of ruleset `R` from a file or a seed, then `--play` random commands; with the
/// game before the changes to highlight.
fn board<R: CliRuleset>(
    args: &RenderArgs,
    file: Option<(&Path, &str)>,
) -> anyhow::Result<(R, Option<R>)>
where
    R::Command: Debug,
    R::Error: Display,
    R::SetupError: Display,
{
    let (mut game, mut before) = match file {
        Some((path, text)) => from_file::<R>(path, text)?,
        None => (fresh::<R>(args)?, None),
    };
    let mut player = RandomPlayer::new(args.seed);
    let mut last_actor = None;
    for _ in 0..args.play {
        let Some(cmd) = player.choose(&game) else {
            break;
        };
        let actor = R::command_role(&cmd);
        if last_actor != Some(actor) {
            before = Some(game.clone());
            last_actor = Some(actor);
        }
        game.apply(cmd)
            .map_err(|e| anyhow::anyhow!("a random command was refused: {}", explain(None, &e)))?;
    }
    Ok((game, before))
}

/// A new game of the flags' options, every faction's start chosen at random (as a fresh
/// board looks).
fn fresh<R: CliRuleset>(args: &RenderArgs) -> anyhow::Result<R>
where
    R::Command: Debug,
    R::Error: Display,
    R::SetupError: Display,
{
    let config = R::config_of(&GameOptions {
        players: args.players,
        difficulty: args.difficulty.clone(),
        scenario: args.scenario.clone(),
        coop: args.coop,
    })?;
    let mut game = R::new_game(config, args.seed)
        .map_err(|e| anyhow::anyhow!("cannot set the game up: {}", explain(None, &e)))?;
    let mut player = RandomPlayer::new(args.seed);
    while game.choosing_starts() {
        let Some(cmd) = player.choose(&game) else {
            break;
        };
        game.apply(cmd)
            .map_err(|e| anyhow::anyhow!("a random start was refused: {}", explain(None, &e)))?;
    }
    Ok(game)
}

/// The game a file describes, and the one before its changes: the lines before a line
/// `previous` (the renderer's reference positions), or the start before `actions`.
/// A file that is no scenario is read as a position (the ruleset's own notation, `#`
/// comment lines left out: what `blocbot scenario` prints).
fn from_file<R: CliRuleset>(path: &Path, text: &str) -> anyhow::Result<(R, Option<R>)>
where
    R::Command: Debug,
    R::Error: Display,
    R::SetupError: Display,
{
    let body = without_ruleset_line(text);
    let lines: Vec<&str> = body.lines().collect();
    let replay = |t: &str| -> anyhow::Result<R> {
        let report = R::run_scenario(t)
            .map_err(|e| anyhow::anyhow!("{}: {}", path.display(), explain(None, &e)))?;
        if let Some((line, command, e)) = report.refused {
            let any = report.game.wrap_game();
            anyhow::bail!(
                "{}:{line}: `{command}` refused: {}",
                path.display(),
                explain(Some(&any), &e)
            );
        }
        Ok(report.game)
    };
    if let Some(i) = lines.iter().position(|l| l.trim() == "previous") {
        let before = replay(&lines[..i].join("\n"))?;
        // Blanked, not removed: the refusals' line numbers stay the file's.
        let mut all = lines.clone();
        all[i] = "";
        return Ok((replay(&all.join("\n"))?, Some(before)));
    }
    if let Some(i) = lines.iter().position(|l| l.trim() == "actions") {
        let start = replay(&lines[..=i].join("\n"))?;
        return Ok((replay(&body)?, Some(start)));
    }
    match replay(&body) {
        Ok(game) => Ok((game, None)),
        Err(scenario_error) => {
            let position: Vec<&str> = lines
                .iter()
                .copied()
                .filter(|l| !l.trim_start().starts_with('#'))
                .collect();
            // The scenario reader's complaint is the clearer one when neither reads.
            R::parse_position(&position.join("\n"))
                .map(|g| (g, None))
                .map_err(|_| scenario_error)
        }
    }
}
