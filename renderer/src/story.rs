//! The story of a game as an animated GIF: one frame per board (after every turn and every
//! Sunrise), each captioned with its night and what just happened, each highlighting what
//! changed since the frame before.
//!
//! The frames share one global palette (every frame is drawn into the same table, so a
//! first pass only collects the colours), and each frame after the first stores only the
//! rectangle that changed, with unchanged pixels inside it transparent, which LZW packs to
//! almost nothing. Frames are drawn at a reduced scale: a phone shows them about 400 px
//! wide anyway, and a smaller frame loads faster.

use crate::canvas::Canvas;
use crate::labels::Labels;
use crate::palette::Palette;
use crate::scene::Scene;
use crate::{draw, fonts, RenderError, RulesetView};
use std::borrow::Cow;

/// One frame of the story: a spectator's view of any ruleset (2016's by default) and its
/// caption ("Night 3 · the Workers").
#[derive(Clone, Debug)]
pub struct StoryFrame<'a, V> {
    pub view: &'a V,
    pub caption: String,
}

/// How to draw the story.
#[derive(Clone, Copy)]
pub struct StoryOptions<'a> {
    pub labels: &'a dyn Labels,
    /// Frame size relative to the posted board (1280 px wide): 0.5 gives 640 px frames.
    pub scale: f32,
    /// Time on each frame, in hundredths of a second.
    pub delay: u16,
    /// Time on the last frame (the end of the game), in hundredths of a second.
    pub last_delay: u16,
}

impl std::fmt::Debug for StoryOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoryOptions")
            .field("scale", &self.scale)
            .field("delay", &self.delay)
            .field("last_delay", &self.last_delay)
            .finish_non_exhaustive()
    }
}

impl<'a> StoryOptions<'a> {
    /// 640 px frames, 1.2 s each, 6 s on the last.
    pub fn new(labels: &'a dyn Labels) -> StoryOptions<'a> {
        StoryOptions {
            labels,
            scale: 0.5,
            delay: 120,
            last_delay: 600,
        }
    }
}

/// What was encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoryStats {
    pub frames: usize,
    pub width: u16,
    pub height: u16,
    pub colors: usize,
}

/// The palette index that marks "unchanged since the previous frame".
const TRANSPARENT: u8 = 255;

/// Encodes the frames, views of a ruleset of the city family, as
/// a looping GIF. An empty list gives an error.
pub fn story_gif_of<V: RulesetView>(
    frames: &[StoryFrame<'_, V>],
    options: &StoryOptions<'_>,
) -> Result<(Vec<u8>, StoryStats), RenderError> {
    let scenes: Vec<(Scene, &str)> = frames
        .iter()
        .map(|f| (f.view.scene(), f.caption.as_str()))
        .collect();
    story_of_scenes(&scenes, options)
}

/// The story of scenes of any ruleset, each with its caption.
pub(crate) fn story_of_scenes(
    frames: &[(Scene, &str)],
    options: &StoryOptions<'_>,
) -> Result<(Vec<u8>, StoryStats), RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let scenes: Vec<&Scene> = frames.iter().map(|(s, _)| s).collect();
    let draw_frame = |i: usize, palette: Palette| {
        let previous = i.checked_sub(1).and_then(|p| scenes.get(p).copied());
        let caption = frames.get(i).map(|(_, c)| *c);
        draw(
            fonts,
            scenes[i],
            previous,
            options.labels,
            options.scale,
            palette,
            caption,
        )
    };
    let start = crate::sample::theme_palette(fonts);
    encode_story(
        frames.len(),
        start,
        options.delay,
        options.last_delay,
        draw_frame,
    )
}

/// The story's encoder, for any ruleset's picture: `draw_frame(i, palette)` draws frame `i`
/// (of `count`, all of one size) into `palette`, shared by every frame. Each frame shows for
/// `delay` hundredths of a second, the last for `last_delay`. No frame is an error.
pub(crate) fn encode_story<'f>(
    count: usize,
    start: Palette,
    delay: u16,
    last_delay: u16,
    draw_frame: impl Fn(usize, Palette) -> Canvas<'f>,
) -> Result<(Vec<u8>, StoryStats), RenderError> {
    if count == 0 {
        return Err(RenderError::Encode(
            "a story needs at least one frame".into(),
        ));
    }
    // Pass 1: the colours of every frame, so that one global table serves them all.
    let mut palette = start.with_capacity_of(TRANSPARENT as usize);
    for i in 0..count {
        palette = draw_frame(i, palette).into_palette();
    }
    let colors = palette.len();
    let mut table = palette.rgb_bytes();
    table.resize(256 * 3, 0);

    // Pass 2: the same drawing maps to the same indices; keep only what changed.
    let enc_err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let last = count - 1;
    let delay = |i: usize| if i == last { last_delay } else { delay };
    let first = draw_frame(0, palette);
    let size = (
        u16::try_from(first.width).map_err(|_| RenderError::Encode("frame too wide".into()))?,
        u16::try_from(first.height).map_err(|_| RenderError::Encode("frame too tall".into()))?,
    );
    let (mut previous, mut palette) = first.into_parts();
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, size.0, size.1, &table).map_err(enc_err)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(enc_err)?;
        encoder
            .write_frame(&full_frame(&previous, size.0, size.1, delay(0)))
            .map_err(enc_err)?;
        for i in 1..count {
            let cv = draw_frame(i, palette);
            if (cv.width, cv.height) != (size.0 as u32, size.1 as u32) {
                return Err(RenderError::Encode("frames differ in size".into()));
            }
            let (pixels, pal) = cv.into_parts();
            palette = pal;
            encoder
                .write_frame(&changed_frame(&previous, &pixels, size.0, delay(i)))
                .map_err(enc_err)?;
            previous = pixels;
        }
    }
    Ok((
        out,
        StoryStats {
            frames: count,
            width: size.0,
            height: size.1,
            colors,
        },
    ))
}

fn full_frame(pixels: &[u8], w: u16, h: u16, delay: u16) -> gif::Frame<'static> {
    gif::Frame {
        width: w,
        height: h,
        delay,
        dispose: gif::DisposalMethod::Keep,
        buffer: Cow::Owned(pixels.to_vec()),
        ..gif::Frame::default()
    }
}

/// The bounding box of the pixels that differ, unchanged pixels inside it transparent. An
/// unchanged frame is a single transparent pixel (it still shows for its delay).
fn changed_frame(prev: &[u8], cur: &[u8], w: u16, delay: u16) -> gif::Frame<'static> {
    let width = w as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0usize, 0usize);
    for (y, (a, b)) in prev.chunks(width).zip(cur.chunks(width)).enumerate() {
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0 = y0.min(y);
        y1 = y + 1;
    }
    if x0 == usize::MAX {
        return gif::Frame {
            width: 1,
            height: 1,
            delay,
            dispose: gif::DisposalMethod::Keep,
            transparent: Some(TRANSPARENT),
            buffer: Cow::Owned(vec![TRANSPARENT]),
            ..gif::Frame::default()
        };
    }
    let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
    for y in y0..y1 {
        let row = y * width;
        for x in x0..x1 {
            let (p, q) = (prev[row + x], cur[row + x]);
            buffer.push(if p == q { TRANSPARENT } else { q });
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}
