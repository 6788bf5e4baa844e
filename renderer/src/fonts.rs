//! The embedded fonts (DejaVu, see `assets/fonts/LICENSE-DejaVu.txt`), parsed once.

use crate::canvas::Style;
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::sync::OnceLock;

/// Characters below this code point have their glyph and advance in a table (Latin,
/// punctuation, the arrows and dashes the board uses): text is measured many times per
/// board, and looking glyphs up in the font's tables is the slow part.
const TABLE: u32 = 0x2200;

const REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSansCondensed-Bold.ttf");

/// Which embedded face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Condensed Bold: names, counts, labels.
    Bold,
}

/// The parsed faces.
#[derive(Debug)]
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// Glyph and advance at 1 px per em for characters below [`TABLE`], per face.
    metrics: [Vec<(GlyphId, f32)>; 2],
    /// Kerning at 1 px per em between ASCII characters, per face (`[a * 128 + b]`).
    ascii_kerning: [Vec<f32>; 2],
}

fn kerning_table(font: &FontRef<'static>) -> Vec<f32> {
    let unit = font.as_scaled(PxScale::from(1.0));
    let ids: Vec<GlyphId> = (0..128u8).map(|c| font.glyph_id(c as char)).collect();
    ids.iter()
        .flat_map(|&a| ids.iter().map(move |&b| (a, b)))
        .map(|(a, b)| unit.kern(a, b))
        .collect()
}

fn metrics_table(font: &FontRef<'static>) -> Vec<(GlyphId, f32)> {
    let unit = font.as_scaled(PxScale::from(1.0));
    (0..TABLE)
        .map(|c| {
            let id = char::from_u32(c).map_or(GlyphId(0), |ch| font.glyph_id(ch));
            (id, unit.h_advance(id))
        })
        .collect()
}

impl Fonts {
    pub fn get(&self, w: Weight) -> &FontRef<'static> {
        match w {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// A character's glyph and its advance at 1 px per em.
    pub fn glyph(&self, weight: Weight, ch: char) -> (GlyphId, f32) {
        let table = &self.metrics[(weight == Weight::Bold) as usize];
        match table.get(ch as usize) {
            Some(&m) => m,
            None => {
                let font = self.get(weight);
                let id = font.glyph_id(ch);
                (id, font.as_scaled(PxScale::from(1.0)).h_advance(id))
            }
        }
    }

    /// Kerning between two characters (and their glyphs) at 1 px per em.
    pub fn kern(&self, weight: Weight, pair: (char, GlyphId), next: (char, GlyphId)) -> f32 {
        if pair.0.is_ascii() && next.0.is_ascii() {
            let table = &self.ascii_kerning[(weight == Weight::Bold) as usize];
            return table
                .get(pair.0 as usize * 128 + next.0 as usize)
                .copied()
                .unwrap_or(0.0);
        }
        self.get(weight)
            .as_scaled(PxScale::from(1.0))
            .kern(pair.1, next.1)
    }

    /// The advance width of `text` at `style`'s size (layout units).
    pub fn text_width(&self, text: &str, style: Style) -> f32 {
        let mut w = 0.0;
        let mut prev: Option<(char, GlyphId)> = None;
        for ch in text.chars() {
            let (id, advance) = self.glyph(style.weight, ch);
            if let Some(p) = prev {
                w += self.kern(style.weight, p, (ch, id));
            }
            w += advance;
            prev = Some((ch, id));
        }
        w * style.size
    }

    /// `text`, cut with an ellipsis if it is wider than `max`.
    pub fn fit(&self, text: &str, style: Style, max: f32) -> String {
        if self.text_width(text, style) <= max {
            return text.to_string();
        }
        let room = max - self.text_width("…", style);
        let mut out = String::new();
        for ch in text.chars() {
            out.push(ch);
            if self.text_width(&out, style) > room {
                out.pop();
                break;
            }
        }
        format!("{}…", out.trim_end())
    }
}

/// The fonts, parsed on first use. An error means the embedded files are broken.
pub fn fonts() -> Result<&'static Fonts, String> {
    static FONTS: OnceLock<Result<Fonts, String>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let regular =
                FontRef::try_from_slice(REGULAR).map_err(|e| format!("DejaVuSans.ttf: {e}"))?;
            let bold = FontRef::try_from_slice(BOLD)
                .map_err(|e| format!("DejaVuSansCondensed-Bold.ttf: {e}"))?;
            let metrics = [metrics_table(&regular), metrics_table(&bold)];
            let ascii_kerning = [kerning_table(&regular), kerning_table(&bold)];
            Ok(Fonts {
                regular,
                bold,
                metrics,
                ascii_kerning,
            })
        })
        .as_ref()
        .map_err(Clone::clone)
}
