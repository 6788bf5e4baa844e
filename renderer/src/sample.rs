//! The theme's palette, built once per process by drawing a sample board that shows every
//! kind of piece, badge and highlight. Every board starts from it, so the anti-aliasing
//! blends that matter most have exact entries whatever the board shows, the result does
//! not depend on what a thread drew before, and the story GIF's global palette is the same
//! table.

use crate::fonts::Fonts;
use crate::labels::{Label, Labels};
use crate::palette::Palette;
use crate::scene::{OccupationName, Scene};
use engine::{
    bxb2016::{Game, GameConfig},
    Faction, Occupation,
};
use std::sync::OnceLock;

/// Words of a typical length: the sample is drawn for its colours, not its text.
struct SampleLabels;

impl Labels for SampleLabels {
    fn text(&self, label: Label<'_>) -> String {
        match label {
            Label::FactionLetter(_) => "W".into(),
            Label::Delta(_) => "+1".into(),
            _ => "Sample text 123".into(),
        }
    }
}

/// A board with every piece: blocs of each faction, cops, vans at 0-2 hits, occupations,
/// looted and burned shops, liberated districts, barricades; and a previous board so that
/// every highlight is drawn too.
fn sample_scenes() -> Option<(Scene, Scene)> {
    let game = Game::new(GameConfig::default(), 7).ok()?;
    let before = Scene::of(&game.view(None));
    let mut after = before.clone();
    for (i, cell) in after.cells.iter_mut().enumerate() {
        if cell.is_highway() {
            continue;
        }
        let f = Faction::ALL[i % 4];
        cell.blocs[f.index()] = 1 + (i % 3) as u8;
        cell.blocs[(f.index() + 1) % 4] = (i % 2) as u8;
        cell.cops = (i % 4) as u8;
        cell.van = match i % 4 {
            0 => None,
            n => Some(n as u8 - 1),
        };
        if i % 3 == 0 {
            cell.occupation = Some((f, OccupationName::Bxb2016(Occupation::PeoplesKitchen)));
            cell.circle = None;
        }
        cell.liberated = i % 5 == 1;
        let shops: u8 = cell.shops.iter().sum();
        cell.shops = [
            shops.saturating_sub(2),
            shops.min(1),
            shops.saturating_sub(1).min(1),
        ];
    }
    for (i, b) in after.barricades.iter_mut().enumerate() {
        if after.streets.get(i).copied().unwrap_or(false) {
            *b = (i % 4) as u8;
        }
    }
    after.metro_locked = true;
    Some((after, before))
}

/// The theme's palette (a copy to draw into).
pub fn theme_palette(fonts: &Fonts) -> Palette {
    static THEME: OnceLock<Palette> = OnceLock::new();
    THEME
        .get_or_init(|| {
            let mut palette = Palette::with_capacity(256);
            if let Some((scene, previous)) = sample_scenes() {
                // The sizes drawn in practice: the posted board and the story's frames.
                for scale in [crate::BOARD_SCALE, 1.0, 0.5] {
                    palette = crate::draw(
                        fonts,
                        &scene,
                        Some(&previous),
                        &SampleLabels,
                        scale,
                        palette,
                        Some("Sample caption"),
                    )
                    .into_palette();
                }
            }
            palette.complete_ramps();
            palette.freeze();
            palette
        })
        .clone()
}
