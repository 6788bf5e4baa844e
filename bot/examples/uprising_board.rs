//! Draws an Uprising position (the scenario notation; a line `previous` marks the board
//! the highlights compare with) with the bot's catalog in a language, as the bot posts it.
//! The README's French Uprising board is made with it:
//!
//! cargo run -p bot --example uprising_board -- \
//!     renderer/tests/positions/uprising/midnight.scn fr docs/board-uprising.fr.png

use anyhow::Context;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file, lang, out] = args.as_slice() else {
        anyhow::bail!("usage: uprising_board FILE.scn LANG OUT.png");
    };
    let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
    let run = |t: &str| -> anyhow::Result<engine::uprising::Game> {
        let report = engine::uprising::ruleset::run_scenario(t)
            .map_err(|e| anyhow::anyhow!("{file}: {e:?}"))?;
        if let Some((line, cmd, e)) = report.refused {
            anyhow::bail!("{file}:{line}: `{cmd}` refused: {e:?}");
        }
        Ok(report.game)
    };
    let lines: Vec<&str> = text.lines().collect();
    let (game, before) = match lines.iter().position(|l| l.trim() == "previous") {
        Some(i) => {
            let before = run(&lines[..i].join("\n"))?;
            let mut all = lines.clone();
            all.remove(i);
            (run(&all.join("\n"))?, Some(before))
        }
        None => (run(&text)?, None),
    };
    let catalog = bot::i18n::Catalog::for_locale(lang);
    let previous = before.map(|b| b.view(None));
    let pngs =
        bot::rulesets::uprising::picture::board_png(catalog, &game.view(None), previous.as_ref())
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    std::fs::write(out, &pngs.board).with_context(|| format!("cannot write {out}"))?;
    println!("{out} ({} bytes)", pngs.board.len());
    Ok(())
}
