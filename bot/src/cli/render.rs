//! `blocbot render`: draws a board as the players see it (the spectator view) to a PNG.
//!
//! blocbot render --seed 7 --out board.png                      # a fresh random city
//! blocbot render --seed 7 --scenario collective_liberation      # a scenario's setup
//! blocbot render --position renderer/tests/positions/midgame.pos --out mid.png
//! blocbot render --seed 3 --play 60 --out board.png             # 60 random legal commands

use anyhow::Context;
use engine::notation::{parse_position, parse_scenario, run_scenario};
use engine::sim::RandomPlayer;
use engine::{Game, GameConfig, Mode, Phase};
use std::path::PathBuf;

#[derive(Debug, Clone, clap::Args)]
pub struct RenderArgs {
    /// Seed of a fresh game (ignored with --position, whose file names its seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A scenario key (see engine/data/bxb2016/setup.toml) for a fresh game.
    #[arg(long, conflicts_with = "position")]
    pub scenario: Option<String>,
    /// A position or scenario file (docs/notation.md). For a scenario file the changes
    /// made by its actions are highlighted.
    #[arg(long)]
    pub position: Option<PathBuf>,
    /// Players of a fresh game: 2, 3 or 4.
    #[arg(long, default_value_t = 4)]
    pub players: u8,
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
    let (mut game, mut before) = match &args.position {
        Some(file) => {
            let text = std::fs::read_to_string(file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            if text.lines().any(|l| l.trim() == "actions") {
                let start = parse_scenario(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?
                    .start
                    .build()
                    .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
                let run =
                    run_scenario(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
                if let Some((line, cmd, e)) = run.error {
                    anyhow::bail!("{}:{line}: `{cmd}` refused: {e}", file.display());
                }
                (run.game, Some(start))
            } else {
                let pos = parse_position(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
                let game = Game::from_position(&pos)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
                (game, None)
            }
        }
        None => {
            let mode = match args
                .scenario
                .as_deref()
                .and_then(|k| engine::Rules::embedded().scenario(k))
            {
                Some(s) if !s.allows(Mode::SemiCoop) => Mode::FullCoop,
                Some(_) | None => Mode::SemiCoop,
            };
            if let Some(k) = &args.scenario {
                if engine::Rules::embedded().scenario(k).is_none() {
                    anyhow::bail!(
                        "unknown scenario `{k}` (keys are in engine/data/bxb2016/setup.toml)"
                    );
                }
            }
            let config = GameConfig {
                players: args.players,
                mode,
                scenario: args.scenario.clone(),
                ..GameConfig::default()
            };
            let mut game = Game::new(config, args.seed).map_err(|e| anyhow::anyhow!("{e}"))?;
            // Every faction picks a Start district at random, as a fresh board looks.
            let mut player = RandomPlayer::new(args.seed);
            while matches!(game.phase(), Phase::ChooseStarts) {
                let Some(cmd) = player.choose(&game) else {
                    break;
                };
                game.apply(cmd).map_err(|e| anyhow::anyhow!("{e}"))?;
            }
            (game, None)
        }
    };
    let mut player = RandomPlayer::new(args.seed);
    let mut last_actor = None;
    for _ in 0..args.play {
        let Some(cmd) = player.choose(&game) else {
            break;
        };
        if last_actor != Some(cmd.by) {
            before = Some(game.clone());
            last_actor = Some(cmd.by);
        }
        game.apply(cmd).map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    let previous = before.map(|b| b.view(None));
    let catalog = crate::i18n::Catalog::for_locale(&args.lang);
    let pngs = crate::render::board_png(catalog, &game.view(None), previous.as_ref())
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    std::fs::write(&args.out, &pngs.board)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("{} ({} bytes)", args.out.display(), pngs.board.len());
    if let (Some(path), Some(png)) = (&args.close_up, &pngs.close_up) {
        std::fs::write(path, png).with_context(|| format!("cannot write {}", path.display()))?;
        println!("{} ({} bytes)", path.display(), png.len());
    }
    Ok(())
}
