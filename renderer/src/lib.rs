//! Draws a game as a PNG a player can play from, mostly on a phone, and the whole game as
//! an animated GIF (the story).
//!
//! The renderer only ever receives a view (a [`RulesetView`]: 2016's `GameView` or
//! Uprising's; a ruleset not on a city, such as the test-only toy, draws with the core's
//! canvas from its own words): a game already redacted for one faction
//! or a spectator, so nothing secret can reach an image (it draws nothing from the viewer's
//! own hand or agenda either, so every seat and the spectators get the same picture). It
//! reads the view once into a [`Scene`] (what the image shows) and draws only from that.
//!
//! The core (canvas, palette, fonts, text fitting, the city, the title strip and legend,
//! the story GIF) is shared; each ruleset has a folder ([`bxb2016`], [`uprising`]) that
//! reads its view into the scene and draws its panel.
//! Every word comes from the caller through [`Labels`], so the board speaks the game's
//! language.
//!
//! The image is drawn straight into a palette of at most 256 colours (the board's flat
//! colours plus anti-aliasing blends) and stored as an indexed PNG: a third of the bytes of
//! RGB to fill and to compress. Fonts (DejaVu) are embedded and parsed once; shapes are
//! drawn with a few anti-aliased primitives of our own, text with `ab_glyph`.
//!
//! Game content (names) derives from Bloc by Bloc by Out of Order Games, CC BY-NC-SA 4.0.

pub mod a2040;
pub mod blockriot;
mod board;
pub mod bxb2016;
mod canvas;
mod changes;
pub mod feud;
mod fonts;
mod labels;
mod palette;
mod panel;
mod sample;
mod scene;
mod story;
mod theme;
pub mod uprising;
mod view;
engine::with_toy! {
    pub mod toy;
}

pub use bxb2016::story_gif;
pub use canvas::Rgb;
pub use changes::{CellChange, Changes};
pub use labels::{Label, Labels, UpLabel};
pub use panel::turn_card_overflows;
pub use scene::{Panel, Scene};
pub use story::{story_gif_of, StoryFrame, StoryOptions, StoryStats};
pub use theme::faction_color;
pub use theme::{MIN_TEXT, PHONE_WIDTH, WIDTH};
pub use uprising::{render_uprising_board, render_uprising_png, uprising_story_gif};
pub use view::RulesetView;

/// How to draw a view of type `V` (a ruleset's view that implements [`RulesetView`]).
pub struct RenderOptions<'a, V> {
    /// The view shown in the previous board posted for this game: everything that changed
    /// since (cops that moved, new occupations, liberated districts, blocs, barricades,
    /// loot) is highlighted in magenta with `+n`/`−n`/`NEW` badges.
    pub previous: Option<&'a V>,
    /// The words to print.
    pub labels: &'a dyn Labels,
    /// Pixels per layout unit: the layout is [`WIDTH`] units wide.
    pub scale: f32,
}

/// The posted board's scale: 1080 pixels wide. Text stays as legible on a phone at any
/// width (it scales with the image), and a smaller image is faster to draw, encode, send
/// and load.
pub const BOARD_SCALE: f32 = 1080.0 / WIDTH as f32;

// Not derived: a derive would ask `V: Copy` of the view type, and only a reference is held.
impl<V> Clone for RenderOptions<'_, V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for RenderOptions<'_, V> {}

impl<'a, V> RenderOptions<'a, V> {
    /// No highlights, [`BOARD_SCALE`].
    pub fn new(labels: &'a dyn Labels) -> RenderOptions<'a, V> {
        RenderOptions {
            previous: None,
            labels,
            scale: BOARD_SCALE,
        }
    }

    /// Highlights what changed since `previous`.
    pub fn since(self, previous: Option<&'a V>) -> RenderOptions<'a, V> {
        RenderOptions { previous, ..self }
    }
}

impl<V> std::fmt::Debug for RenderOptions<'_, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RenderOptions")
            .field("previous", &self.previous.is_some())
            .field("scale", &self.scale)
            .finish_non_exhaustive()
    }
}

/// Why a board could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The embedded fonts failed to parse (a broken build).
    #[error("embedded font: {0}")]
    Font(String),
    /// PNG or GIF encoding failed.
    #[error("encoding: {0}")]
    Encode(String),
}

/// A palette image: one index per pixel, row by row, into at most 256 colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexedImage {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
    pub palette: Vec<Rgb>,
}

impl IndexedImage {
    /// The colour of a pixel (black outside the image).
    pub fn rgb_at(&self, x: u32, y: u32) -> Rgb {
        if x >= self.width || y >= self.height {
            return Rgb(0, 0, 0);
        }
        let i = y as usize * self.width as usize + x as usize;
        self.pixels
            .get(i)
            .and_then(|&p| self.palette.get(p as usize))
            .copied()
            .unwrap_or(Rgb(0, 0, 0))
    }

    /// The image as 8-bit RGB triples, row by row.
    pub fn to_rgb_bytes(&self) -> Vec<u8> {
        self.pixels
            .iter()
            .flat_map(|&p| {
                let c = self
                    .palette
                    .get(p as usize)
                    .copied()
                    .unwrap_or(Rgb(0, 0, 0));
                [c.0, c.1, c.2]
            })
            .collect()
    }

    /// The part `[x, x+w) x [y, y+h)`, clipped to the image.
    pub fn crop(&self, x: u32, y: u32, w: u32, h: u32) -> IndexedImage {
        let x0 = x.min(self.width);
        let y0 = y.min(self.height);
        let x1 = x.saturating_add(w).min(self.width);
        let y1 = y.saturating_add(h).min(self.height);
        let mut pixels = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
        for yy in y0..y1 {
            let row = yy as usize * self.width as usize;
            pixels.extend_from_slice(&self.pixels[row + x0 as usize..row + x1 as usize]);
        }
        IndexedImage {
            width: x1 - x0,
            height: y1 - y0,
            pixels,
            palette: self.palette.clone(),
        }
    }
}

/// A drawn board: the image, the area that changed since the previous board (pixels), and
/// the smallest text drawn (pixels) for legibility checks.
#[derive(Clone, Debug)]
pub struct Board {
    pub image: IndexedImage,
    pub changed_area: Option<(u32, u32, u32, u32)>,
    pub smallest_text: Option<(f32, String)>,
}

impl Board {
    /// The drawn canvas as a board, with the layout box of what changed (`None`: no
    /// close-up), in the canvas's pixels.
    pub(crate) fn from_canvas(
        cv: canvas::Canvas<'_>,
        changed_area: Option<(u32, u32, u32, u32)>,
    ) -> Board {
        let smallest_text = cv.smallest_text().cloned();
        let (width, height) = (cv.width, cv.height);
        let (pixels, palette) = cv.into_parts();
        Board {
            image: IndexedImage {
                width,
                height,
                palette: palette.colors().to_vec(),
                pixels,
            },
            changed_area,
            smallest_text,
        }
    }

    /// A close-up of what changed (to attach beside the board), when the changes cover
    /// less than about half of the city; at least two tiles wide and high.
    pub fn changed_close_up(&self) -> Option<IndexedImage> {
        let (x, y, w, h) = self.changed_area?;
        Some(self.image.crop(x, y, w, h))
    }
}

/// Reads a view and draws it at `scale` into `palette`.
pub(crate) fn draw<'f>(
    fonts: &'f fonts::Fonts,
    scene: &Scene,
    previous: Option<&Scene>,
    labels: &dyn Labels,
    scale: f32,
    palette: palette::Palette,
    caption: Option<&str>,
) -> canvas::Canvas<'f> {
    let changes = previous.map_or_else(Changes::none, |p| Changes::between(p, scene));
    let legend_y = theme::PANEL_Y + scene.panel.height() + 12;
    let height = legend_y + panel::legend_height(fonts, labels, &scene.panel) + 8;
    let mut cv = canvas::Canvas::new(WIDTH, height, scale, theme::BACKGROUND, fonts, palette);
    panel::draw_header(&mut cv, scene.panel.night(), caption, labels);
    board::draw_board(&mut cv, scene, &changes, labels);
    scene
        .panel
        .draw(&mut cv, previous.map(|s| &s.panel), labels);
    panel::draw_legend(&mut cv, legend_y, labels, &scene.panel);
    cv
}

/// Draws `view`, a view of a ruleset of the Bloc by Bloc family.
pub fn render_board<V: RulesetView>(
    view: &V,
    options: &RenderOptions<'_, V>,
) -> Result<Board, RenderError> {
    let previous = options.previous.map(V::scene);
    render_scene(
        &view.scene(),
        previous.as_ref(),
        options.labels,
        options.scale,
    )
}

/// Draws a scene of any ruleset, highlighting what changed since `previous`.
pub(crate) fn render_scene(
    scene: &Scene,
    previous: Option<&Scene>,
    labels: &dyn Labels,
    scale: f32,
) -> Result<Board, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let cv = draw(
        fonts,
        scene,
        previous,
        labels,
        scale,
        sample::theme_palette(fonts),
        None,
    );
    let px = |v: u32| (v as f32 * cv.scale()).round() as u32;
    let changed_area = previous
        .and_then(|p| board::changed_area(&Changes::between(p, scene)))
        .map(|(x, y, w, h)| (px(x), px(y), px(w), px(h)));
    Ok(Board::from_canvas(cv, changed_area))
}

/// Draws `view` into a palette image.
pub fn render_image<V: RulesetView>(
    view: &V,
    options: &RenderOptions<'_, V>,
) -> Result<IndexedImage, RenderError> {
    render_board(view, options).map(|b| b.image)
}

/// Draws `view` and encodes it as an indexed PNG.
pub fn render_png<V: RulesetView>(
    view: &V,
    options: &RenderOptions<'_, V>,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_image(view, options)?)
}

/// Encodes a palette image as an 8-bit indexed PNG with the Paeth filter and fdeflate's
/// fast setting. See BENCHMARKS.md for the alternatives measured.
pub fn encode_png(img: &IndexedImage) -> Result<Vec<u8>, RenderError> {
    encode_png_with(img, |enc| {
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Paeth);
    })
}

/// Encodes a palette image as an 8-bit indexed PNG, `configure` choosing compression and
/// filter (the `encode_options` example compares them).
pub fn encode_png_with(
    img: &IndexedImage,
    configure: impl FnOnce(&mut png::Encoder<'_, &mut Vec<u8>>),
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(256 * 1024);
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut enc = png::Encoder::new(&mut out, img.width, img.height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(
        img.palette
            .iter()
            .flat_map(|c| [c.0, c.1, c.2])
            .collect::<Vec<u8>>(),
    );
    configure(&mut enc);
    let mut writer = enc.write_header().map_err(err)?;
    writer.write_image_data(&img.pixels).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}
