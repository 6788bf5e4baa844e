//! The embedded fonts (DejaVu, see `assets/fonts/LICENSE-DejaVu.txt`), parsed once.

use ab_glyph::FontRef;
use std::sync::OnceLock;

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
}

impl Fonts {
    pub fn get(&self, w: Weight) -> &FontRef<'static> {
        match w {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
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
            Ok(Fonts { regular, bold })
        })
        .as_ref()
        .map_err(Clone::clone)
}
