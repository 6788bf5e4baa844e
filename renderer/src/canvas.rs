//! A small palette-indexed canvas with the few anti-aliased primitives the board needs:
//! rectangles, rounded rectangles, circles, rings and ring sectors (highway ramps), thick
//! segments, convex polygons and text. Shapes are drawn from signed distances so that edges
//! are smooth on phones; straight axis-aligned edges on whole pixels are filled directly
//! (fast). Coverage is quantized to [`LEVELS`] steps so blends stay within the palette.

use crate::fonts::{Fonts, Weight};
use crate::palette::{Palette, LEVELS};
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A rasterized glyph: coverage in [`LEVELS`] steps over a box placed relative to the pen
/// position on the baseline (whole pixels: text is always drawn at whole-pixel positions).
#[derive(Debug)]
struct GlyphBitmap {
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    coverage: Vec<u8>,
}

thread_local! {
    /// Rasterizing outlines is the costliest part of drawing text, and a board uses few
    /// distinct (face, glyph, size) triples, so each is rasterized once per thread.
    static GLYPHS: RefCell<HashMap<(bool, u16, u32), Rc<GlyphBitmap>>> = RefCell::new(HashMap::new());
}

fn glyph_bitmap(font: &FontRef<'static>, style: Style, id: GlyphId) -> Rc<GlyphBitmap> {
    let key = (
        style.weight == Weight::Bold,
        id.0,
        (style.size * 16.0).round() as u32,
    );
    if let Some(b) = GLYPHS.with(|g| g.borrow().get(&key).cloned()) {
        return b;
    }
    // Drawn at the size the key names, so that a cached glyph is the same whoever drew it
    // first.
    let glyph = id.with_scale_and_position(key.2 as f32 / 16.0, point(0.0, 0.0));
    let bitmap = match font.outline_glyph(glyph) {
        Some(outline) => {
            let b = outline.px_bounds();
            let (w, h) = (b.width() as i32, b.height() as i32);
            let mut coverage = vec![0u8; (w.max(0) * h.max(0)) as usize];
            outline.draw(|gx, gy, c| {
                let i = (gy as i32 * w + gx as i32) as usize;
                if let Some(p) = coverage.get_mut(i) {
                    *p = (c.clamp(0.0, 1.0) * LEVELS as f32 + 0.5) as u8;
                }
            });
            GlyphBitmap {
                x: b.min.x as i32,
                y: b.min.y as i32,
                w,
                h,
                coverage,
            }
        }
        None => GlyphBitmap {
            x: 0,
            y: 0,
            w: 0,
            h: 0,
            coverage: Vec::new(),
        },
    };
    let bitmap = Rc::new(bitmap);
    GLYPHS.with(|g| {
        let mut g = g.borrow_mut();
        if g.len() > 8192 {
            g.clear();
        }
        g.insert(key, bitmap.clone());
    });
    bitmap
}

/// Coverage levels of a shape over a pixel box (row by row), for shapes drawn again and
/// again (chips' corners, discs, houses, stars): computed once per thread and geometry.
#[derive(Debug)]
struct Mask {
    w: i32,
    h: i32,
    levels: Vec<u8>,
}

thread_local! {
    static MASKS: RefCell<HashMap<Vec<i32>, Rc<Mask>>> = RefCell::new(HashMap::new());
    /// Finished blocks of pixels (palette indices of the theme palette): see
    /// [`Canvas::cached_block`].
    static BLOCKS: RefCell<HashMap<Vec<i32>, Rc<Vec<u8>>>> = RefCell::new(HashMap::new());
}

/// A length in sixteenths of a pixel: shapes closer than that share a mask.
fn q(v: f32) -> i32 {
    (v * 16.0).round() as i32
}

/// `v` on the sixteenth-of-a-pixel grid (exact in f32 for any canvas coordinate), so that
/// shapes with the same key are computed from the same numbers.
fn snap(v: f32) -> f32 {
    (v * 16.0).round() / 16.0
}

fn cached_mask(key: Vec<i32>, make: impl FnOnce() -> Mask) -> Rc<Mask> {
    if let Some(m) = MASKS.with(|m| m.borrow().get(&key).cloned()) {
        return m;
    }
    let mask = Rc::new(make());
    MASKS.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() > 4096 {
            m.clear();
        }
        m.insert(key, mask.clone());
    });
    mask
}

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const fn hex(v: u32) -> Rgb {
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }
    /// `self` mixed with `other` by `t` (0: self, 1: other).
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }
}

/// Horizontal text alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// A text style: weight, pixel size, colour.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub weight: Weight,
    pub size: f32,
    pub color: Rgb,
}

impl Style {
    pub const fn new(weight: Weight, size: f32, color: Rgb) -> Style {
        Style {
            weight,
            size,
            color,
        }
    }
}

/// A palette-indexed pixel buffer drawn in layout units: every coordinate and size is
/// multiplied by `scale` (1 for the posted board, less for the frames of the story GIF), so
/// one layout serves every size.
#[derive(Debug)]
pub struct Canvas<'f> {
    /// Size in pixels.
    pub width: u32,
    pub height: u32,
    /// One palette index per pixel, row by row.
    pub pixels: Vec<u8>,
    pub palette: Palette,
    scale: f32,
    fonts: &'f Fonts,
    /// The smallest text drawn so far, in pixels, and the text (legibility checks).
    smallest_text: Option<(f32, String)>,
    /// Pixels outside `[x0, x1) x [y0, y1)` are never written (the whole canvas, or a
    /// cached block while it is drawn).
    clip: (i32, i32, i32, i32),
}

impl<'f> Canvas<'f> {
    /// A canvas of `width` x `height` layout units at `scale`, filled with `background`,
    /// drawing into `palette` (a fresh one, or the one every frame of a GIF shares).
    pub fn new(
        width: i32,
        height: i32,
        scale: f32,
        background: Rgb,
        fonts: &'f Fonts,
        mut palette: Palette,
    ) -> Canvas<'f> {
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        let pw = ((width.max(1) as f32) * scale).round().max(1.0) as u32;
        let ph = ((height.max(1) as f32) * scale).round().max(1.0) as u32;
        let bg = palette.index_of(background);
        Canvas {
            width: pw,
            height: ph,
            pixels: vec![bg; pw as usize * ph as usize],
            palette,
            scale,
            fonts,
            smallest_text: None,
            clip: (0, 0, pw as i32, ph as i32),
        }
    }

    /// The pixels and the palette they index.
    pub fn into_parts(self) -> (Vec<u8>, Palette) {
        (self.pixels, self.palette)
    }

    /// The palette, grown by what was drawn.
    pub fn into_palette(self) -> Palette {
        self.palette
    }

    /// Pixels per layout unit.
    pub fn scale(&self) -> f32 {
        self.scale
    }

    /// The smallest text drawn, in pixels of this canvas, and that text.
    pub fn smallest_text(&self) -> Option<&(f32, String)> {
        self.smallest_text.as_ref()
    }

    /// A layout coordinate in whole pixels.
    #[inline]
    fn px(&self, v: i32) -> i32 {
        (v as f32 * self.scale).round() as i32
    }

    #[inline]
    fn put(&mut self, x: i32, y: i32, c: u8, alpha: f32) {
        let (cx0, cy0, cx1, cy1) = self.clip;
        if x < cx0 || y < cy0 || x >= cx1 || y >= cy1 {
            return;
        }
        let level = (alpha * LEVELS as f32 + 0.5) as u32;
        if level == 0 {
            return;
        }
        let i = y as usize * self.width as usize + x as usize;
        if level >= LEVELS {
            self.pixels[i] = c;
        } else {
            self.pixels[i] = self.palette.blend(self.pixels[i], c, level);
        }
    }

    /// Lays `mask` with its top-left pixel at `(x0, y0)`, clipped; `flip` mirrors it
    /// horizontally and/or vertically.
    fn blit_mask(&mut self, x0: i32, y0: i32, mask: &Mask, c: u8, flip: (bool, bool)) {
        let w = self.width as usize;
        let (cx0, cy0, cx1, cy1) = self.clip;
        for my in 0..mask.h {
            let yy = y0 + my;
            if yy < cy0 || yy >= cy1 {
                continue;
            }
            let sy = if flip.1 { mask.h - 1 - my } else { my };
            let row = (sy * mask.w) as usize;
            let dst = yy as usize * w;
            for mx in 0..mask.w {
                let xx = x0 + mx;
                if xx < cx0 || xx >= cx1 {
                    continue;
                }
                let sx = if flip.0 { mask.w - 1 - mx } else { mx };
                let level = mask.levels.get(row + sx as usize).copied().unwrap_or(0) as u32;
                if level == 0 {
                    continue;
                }
                let i = dst + xx as usize;
                self.pixels[i] = if level >= LEVELS {
                    c
                } else {
                    self.palette.blend(self.pixels[i], c, level)
                };
            }
        }
    }

    /// Draws the layout box `[x, x+w) x [y, y+h)` with `draw`, or copies the pixels that
    /// an earlier drawing with the same `key` left there. Only for content that depends on
    /// nothing but the key and a background that is the same wherever it is drawn (a
    /// highway tile's ramps): the key gets the box's size in pixels and its position
    /// within a pixel. A drawing that needed colours beyond the palette's fixed base is
    /// not kept.
    pub fn cached_block(
        &mut self,
        mut key: Vec<i32>,
        (x, y, w, h): (i32, i32, i32, i32),
        draw: impl FnOnce(&mut Canvas),
    ) {
        let (x0, y0, x1, y1) = (self.px(x), self.px(y), self.px(x + w), self.px(y + h));
        let inside = x0 >= 0 && y0 >= 0 && x1 <= self.width as i32 && y1 <= self.height as i32;
        key.extend([
            x1 - x0,
            y1 - y0,
            q(x as f32 * self.scale - x0 as f32),
            q(y as f32 * self.scale - y0 as f32),
            q(self.scale * 64.0),
        ]);
        let bw = (x1 - x0).max(0) as usize;
        let stride = self.width as usize;
        if inside {
            if let Some(block) = BLOCKS.with(|b| b.borrow().get(&key).cloned()) {
                for (row, src) in block.chunks(bw.max(1)).enumerate() {
                    let start = (y0 as usize + row) * stride + x0 as usize;
                    self.pixels[start..start + bw].copy_from_slice(src);
                }
                return;
            }
        }
        let full = self.clip;
        self.clip = (
            x0.max(full.0),
            y0.max(full.1),
            x1.min(full.2),
            y1.min(full.3),
        );
        draw(self);
        self.clip = full;
        let mut block = Vec::with_capacity(bw * (y1 - y0).max(0) as usize);
        if inside {
            for yy in y0..y1 {
                let start = yy as usize * stride + x0 as usize;
                block.extend_from_slice(&self.pixels[start..start + bw]);
            }
        }
        // Kept only if it uses nothing but the fixed base of the palette, whose indices
        // mean the same colours in every drawing.
        let frozen = self.palette.frozen();
        if inside && block.iter().all(|&p| (p as usize) < frozen) {
            BLOCKS.with(|b| {
                let mut b = b.borrow_mut();
                if b.len() > 256 {
                    b.clear();
                }
                b.insert(key, Rc::new(block));
            });
        }
    }

    /// Fills the pixel box `[x0, x1) x [y0, y1)` (pixels, clipped).
    fn fill_px(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, c: u8) {
        let (cx0, cy0, cx1, cy1) = self.clip;
        let x0 = x0.max(cx0).max(0) as usize;
        let y0 = y0.max(cy0).max(0) as usize;
        let x1 = x1.min(cx1).max(0) as usize;
        let y1 = y1.min(cy1).max(0) as usize;
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let w = self.width as usize;
        for yy in y0..y1 {
            self.pixels[yy * w + x0..yy * w + x1].fill(c);
        }
    }

    /// Fills whole pixels over the layout box `[x, x+w) x [y, y+h)`.
    pub fn rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb) {
        let c = self.palette.index_of(c);
        let (x0, y0, x1, y1) = (self.px(x), self.px(y), self.px(x + w), self.px(y + h));
        self.fill_px(x0, y0, x1, y1, c);
    }

    /// Diagonal stripes over a box: bands `band` units wide, one in `every` coloured.
    #[allow(clippy::too_many_arguments)]
    pub fn stripes(&mut self, x: i32, y: i32, w: i32, h: i32, band: i32, every: i32, c: Rgb) {
        let c = self.palette.index_of(c);
        let band = ((band as f32 * self.scale).round() as i32).max(1);
        let every = every.max(1);
        let (cx0, cy0, cx1, cy1) = self.clip;
        let (x0, y0) = (self.px(x).max(cx0), self.px(y).max(cy0));
        let x1 = self.px(x + w).min(cx1);
        let y1 = self.px(y + h).min(cy1);
        let wd = self.width as usize;
        let period = band * every;
        for yy in y0..y1 {
            // Coloured where (x + y) mod period < band: runs of `band` pixels.
            let row = yy as usize * wd;
            let phase = (x0 + yy).rem_euclid(period);
            let mut xx = x0 - phase;
            while xx < x1 {
                let (a, b) = (xx.max(x0), (xx + band).min(x1));
                if a < b {
                    self.pixels[row + a as usize..row + b as usize].fill(c);
                }
                xx += period;
            }
        }
    }

    /// An outline `t` units thick inside `[x, x+w) x [y, y+h)`.
    pub fn rect_outline(&mut self, x: i32, y: i32, w: i32, h: i32, t: i32, c: Rgb) {
        self.rect(x, y, w, t, c);
        self.rect(x, y + h - t, w, t, c);
        self.rect(x, y, t, h, c);
        self.rect(x + w - t, y, t, h, c);
    }

    /// A filled rectangle with anti-aliased rounded corners of radius `r`.
    pub fn round_rect(&mut self, x: i32, y: i32, w: i32, h: i32, r: i32, c: Rgb) {
        let ci = self.palette.index_of(c);
        let (x0, y0, x1, y1) = (self.px(x), self.px(y), self.px(x + w), self.px(y + h));
        let r = snap(
            (r as f32 * self.scale)
                .min((x1 - x0) as f32 / 2.0)
                .min((y1 - y0) as f32 / 2.0)
                .max(0.0),
        );
        let ri = r.ceil() as i32;
        // The cross of whole pixels, then the four corners from their distance.
        self.fill_px(x0 + ri, y0, x1 - ri, y1, ci);
        self.fill_px(x0, y0 + ri, x0 + ri, y1 - ri, ci);
        self.fill_px(x1 - ri, y0 + ri, x1, y1 - ri, ci);
        if ri == 0 {
            return;
        }
        // The top-left corner's coverage, mirrored for the other three.
        let mask = cached_mask(vec![0, q(r)], || {
            let mut levels = vec![0u8; (ri * ri) as usize];
            for yy in 0..ri {
                for xx in 0..ri {
                    let dx = (r - (xx as f32 + 0.5)).max(0.0);
                    let dy = (r - (yy as f32 + 0.5)).max(0.0);
                    let d = (dx * dx + dy * dy).sqrt();
                    let a = (r - d + 0.5).clamp(0.0, 1.0);
                    levels[(yy * ri + xx) as usize] = (a * LEVELS as f32 + 0.5) as u8;
                }
            }
            Mask {
                w: ri,
                h: ri,
                levels,
            }
        });
        self.blit_mask(x0, y0, &mask, ci, (false, false));
        self.blit_mask(x1 - ri, y0, &mask, ci, (true, false));
        self.blit_mask(x0, y1 - ri, &mask, ci, (false, true));
        self.blit_mask(x1 - ri, y1 - ri, &mask, ci, (true, true));
    }

    /// A rounded rectangle with a border `t` units thick.
    #[allow(clippy::too_many_arguments)]
    pub fn round_rect_bordered(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        r: i32,
        t: i32,
        fill: Rgb,
        border: Rgb,
    ) {
        self.round_rect(x, y, w, h, r, border);
        self.round_rect(x + t, y + t, w - 2 * t, h - 2 * t, (r - t).max(0), fill);
    }

    /// Anti-aliased fill of a shape given by its signed distance (pixels, negative inside)
    /// over the pixel box `[x0, x1) x [y0, y1)` (snapped geometry). The distance function
    /// takes coordinates relative to the box's whole-pixel corner `(xa, ya)`, and `key` is
    /// the shape's geometry in the same frame: its coverage is computed once per thread.
    #[allow(clippy::too_many_arguments)]
    fn fill_sdf(
        &mut self,
        key: Option<Vec<i32>>,
        (xa, ya): (i32, i32),
        x1: f32,
        y1: f32,
        c: Rgb,
        sdf: impl Fn(f32, f32) -> f32,
    ) {
        let c = self.palette.index_of(c);
        let xb = x1.ceil() as i32 + 1;
        let yb = y1.ceil() as i32 + 1;
        let (w, h) = ((xb - xa).max(0), (yb - ya).max(0));
        let make = || {
            let mut levels = vec![0u8; (w * h) as usize];
            for yy in 0..h {
                for xx in 0..w {
                    let d = sdf(xx as f32 + 0.5, yy as f32 + 0.5);
                    let a = (0.5 - d).clamp(0.0, 1.0);
                    levels[(yy * w + xx) as usize] = (a * LEVELS as f32 + 0.5) as u8;
                }
            }
            Mask { w, h, levels }
        };
        match key {
            Some(mut key) => {
                key.extend([w, h]);
                let mask = cached_mask(key, make);
                self.blit_mask(xa, ya, &mask, c, (false, false));
            }
            None => {
                let mask = make();
                self.blit_mask(xa, ya, &mask, c, (false, false));
            }
        }
    }

    /// The whole-pixel corner one pixel outside `(x0, y0)`: the frame shapes are computed in.
    fn frame(x0: f32, y0: f32) -> (i32, i32) {
        (x0.floor() as i32 - 1, y0.floor() as i32 - 1)
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb) {
        let s = self.scale;
        let (cx, cy, r) = (snap(cx * s), snap(cy * s), snap(r * s));
        let (xa, ya) = Self::frame(cx - r, cy - r);
        let (rx, ry) = (cx - xa as f32, cy - ya as f32);
        let key = vec![1, q(rx), q(ry), q(r)];
        self.fill_sdf(Some(key), (xa, ya), cx + r, cy + r, c, |x, y| {
            ((x - rx) * (x - rx) + (y - ry) * (y - ry)).sqrt() - r
        });
    }

    /// A circle with a border.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, t: f32, fill: Rgb, border: Rgb) {
        self.circle(cx, cy, r, border);
        self.circle(cx, cy, r - t, fill);
    }

    /// A ring of radius `r` (its middle) and width `w`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, w: f32, c: Rgb) {
        let s = self.scale;
        let (cx, cy, r, w) = (snap(cx * s), snap(cy * s), snap(r * s), snap(w * s));
        let ro = r + w / 2.0;
        let (xa, ya) = Self::frame(cx - ro, cy - ro);
        let (rx, ry) = (cx - xa as f32, cy - ya as f32);
        let key = vec![2, q(rx), q(ry), q(r), q(w)];
        self.fill_sdf(Some(key), (xa, ya), cx + ro, cy + ro, c, |x, y| {
            (((x - rx) * (x - rx) + (y - ry) * (y - ry)).sqrt() - r).abs() - w / 2.0
        });
    }

    /// A highway ramp: a quarter ring of radius `r` around `(cx, cy)` inside the box
    /// `[bx0, bx1] x [by0, by1]`, drawn in one pass as layers from the outside in (each
    /// `(half width, colour)`, widest first).
    #[allow(clippy::too_many_arguments)]
    pub fn ramp(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        layers: &[(f32, Rgb)],
        bx0: f32,
        by0: f32,
        bx1: f32,
        by1: f32,
    ) {
        let s = self.scale;
        let (cx, cy, r) = (cx * s, cy * s, r * s);
        let (bx0, by0, bx1, by1) = (bx0 * s, by0 * s, bx1 * s, by1 * s);
        let layers: Vec<(f32, u8)> = layers
            .iter()
            .map(|&(half, c)| (half * s, self.palette.index_of(c)))
            .collect();
        let outer = layers.first().map_or(0.0, |l| l.0);
        let (ro, ri) = (r + outer + 1.0, (r - outer - 1.0).max(0.0));
        // Pixels whose centre lies in the box.
        let (cx0, cy0, cx1, cy1) = self.clip;
        let first = |v: f32| (v - 0.5).ceil() as i32;
        let xa = first((cx - ro).max(bx0)).max(cx0);
        let xb = first((cx + ro).min(bx1)).min(cx1);
        let ya = first((cy - ro).max(by0)).max(cy0);
        let yb = first((cy + ro).min(by1)).min(cy1);
        for yy in ya..yb {
            let dy = yy as f32 + 0.5 - cy;
            // Only the pixels of the annulus on this row: |dx| between the inner and outer
            // circles' half-chords.
            let outer = (ro * ro - dy * dy).max(0.0).sqrt();
            let inner = (ri * ri - dy * dy).max(0.0).sqrt();
            let left = ((cx - outer).floor() as i32, (cx - inner).ceil() as i32);
            let right = ((cx + inner).floor() as i32, (cx + outer).ceil() as i32);
            for (s, e) in [left, right] {
                for xx in s.max(xa)..e.min(xb) {
                    let dx = xx as f32 + 0.5 - cx;
                    let d2 = dx * dx + dy * dy;
                    if d2 > ro * ro || d2 < ri * ri {
                        continue;
                    }
                    let d = (d2.sqrt() - r).abs();
                    // Layers are drawn outside in: start at the last one that covers the
                    // pixel fully, what lies under it would be hidden anyway.
                    let first = layers
                        .iter()
                        .rposition(|&(half, _)| half - 0.5 >= d)
                        .unwrap_or(0);
                    for &(half, c) in &layers[first..] {
                        let a = (half + 0.5 - d).clamp(0.0, 1.0);
                        if a > 0.0 {
                            self.put(xx, yy, c, a);
                        }
                    }
                }
            }
        }
    }

    /// A segment with round caps, `w` units wide.
    pub fn line(&mut self, ax: f32, ay: f32, bx: f32, by: f32, w: f32, c: Rgb) {
        let s = self.scale;
        let (ax, ay, bx, by) = (snap(ax * s), snap(ay * s), snap(bx * s), snap(by * s));
        let h = snap(w * s) / 2.0;
        let (xa, ya) = Self::frame(ax.min(bx) - h, ay.min(by) - h);
        let (ax, ay, bx, by) = (
            ax - xa as f32,
            ay - ya as f32,
            bx - xa as f32,
            by - ya as f32,
        );
        let (dx, dy) = (bx - ax, by - ay);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        let key = vec![4, q(ax), q(ay), q(bx), q(by), q(h)];
        let (x1, y1) = (ax.max(bx) + h + xa as f32, ay.max(by) + h + ya as f32);
        self.fill_sdf(Some(key), (xa, ya), x1, y1, c, |x, y| {
            let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
            let (px, py) = (ax + dx * t - x, ay + dy * t - y);
            (px * px + py * py).sqrt() - h
        });
    }

    /// A filled convex polygon (points in either winding order).
    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Rgb) {
        if pts.len() < 3 {
            return;
        }
        let s = self.scale;
        let pts: Vec<(f32, f32)> = pts
            .iter()
            .map(|&(x, y)| (snap(x * s), snap(y * s)))
            .collect();
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in &pts {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        let (xa, ya) = Self::frame(x0, y0);
        let pts: Vec<(f32, f32)> = pts
            .iter()
            .map(|&(x, y)| (x - xa as f32, y - ya as f32))
            .collect();
        // Signed area tells the winding; distances to edge lines, inside negative.
        let mut area = 0.0;
        for i in 0..pts.len() {
            let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
            area += a.0 * b.1 - b.0 * a.1;
        }
        let sign = if area > 0.0 { 1.0 } else { -1.0 };
        let edges: Vec<(f32, f32, f32)> = (0..pts.len())
            .map(|i| {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                let (nx, ny) = (b.1 - a.1, a.0 - b.0);
                let l = (nx * nx + ny * ny).sqrt().max(1e-6);
                let (nx, ny) = (nx / l * sign, ny / l * sign);
                (nx, ny, -(nx * a.0 + ny * a.1))
            })
            .collect();
        let mut key = vec![3];
        key.extend(pts.iter().flat_map(|&(x, y)| [q(x), q(y)]));
        self.fill_sdf(Some(key), (xa, ya), x1, y1, c, |x, y| {
            edges
                .iter()
                .map(|&(nx, ny, k)| nx * x + ny * y + k)
                .fold(f32::MIN, f32::max)
        });
    }

    // ------------------------------------------------------------------ text

    /// The advance width of `text` in layout units.
    pub fn text_width(&self, text: &str, style: Style) -> f32 {
        self.fonts.text_width(text, style)
    }

    /// The fonts (to measure text).
    pub fn fonts(&self) -> &'f Fonts {
        self.fonts
    }

    /// Draws one line of text; `y` is the top of the line box (ascent starts there).
    /// Returns the width drawn, in layout units.
    pub fn text(&mut self, x: f32, y: f32, text: &str, style: Style, align: Align) -> f32 {
        let w = self.text_width(text, style);
        let x = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let px_size = style.size * self.scale;
        if !text.trim().is_empty() && self.smallest_text.as_ref().is_none_or(|s| px_size < s.0) {
            self.smallest_text = Some((px_size, text.to_string()));
        }
        let color = self.palette.index_of(style.color);
        let font = self.fonts.get(style.weight);
        let scaled = font.as_scaled(PxScale::from(px_size));
        let pixel_style = Style {
            size: px_size,
            ..style
        };
        let baseline = (y * self.scale + scaled.ascent()).round() as i32;
        let mut caret = x * self.scale;
        let mut prev: Option<(char, GlyphId)> = None;
        for ch in text.chars() {
            let (id, advance) = self.fonts.glyph(style.weight, ch);
            if let Some(p) = prev {
                caret += self.fonts.kern(style.weight, p, (ch, id)) * px_size;
            }
            let origin = caret.round() as i32;
            caret += advance * px_size;
            prev = Some((ch, id));
            let bitmap = glyph_bitmap(font, pixel_style, id);
            self.glyph(origin + bitmap.x, baseline + bitmap.y, &bitmap, color);
        }
        w
    }

    /// Lays a glyph's coverage at pixel `(x0, y0)`, clipped to the canvas.
    fn glyph(&mut self, x0: i32, y0: i32, g: &GlyphBitmap, color: u8) {
        let w = self.width as i32;
        let (cx0, cy0, cx1, cy1) = self.clip;
        let gx_start = (cx0 - x0).max(0);
        let gx_end = g.w.min(cx1 - x0);
        let gy_start = (cy0 - y0).max(0);
        let gy_end = g.h.min(cy1 - y0);
        if gx_start >= gx_end || gy_start >= gy_end {
            return;
        }
        for gy in gy_start..gy_end {
            let src = (gy * g.w) as usize;
            let dst = ((y0 + gy) * w + x0) as usize;
            for gx in gx_start..gx_end {
                let level = g.coverage.get(src + gx as usize).copied().unwrap_or(0) as u32;
                if level == 0 {
                    continue;
                }
                let i = dst + gx as usize;
                self.pixels[i] = if level >= LEVELS {
                    color
                } else {
                    self.palette.blend(self.pixels[i], color, level)
                };
            }
        }
    }

    /// Text centred vertically on `cy` (using the font's cap height approximation).
    pub fn text_mid(&mut self, x: f32, cy: f32, text: &str, style: Style, align: Align) -> f32 {
        // DejaVu's cap height is ~0.73 em and its ascent ~0.93 em.
        let top = cy - style.size * 0.73 / 2.0 - style.size * (0.93 - 0.73);
        self.text(x, top, text, style, align)
    }

    /// Splits `text` into lines no wider than `max` (at spaces); a word wider than
    /// `max` stays whole on its own line.
    pub fn wrap(&self, text: &str, style: Style, max: f32) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut cur = String::new();
        for word in text.split_whitespace() {
            let candidate = if cur.is_empty() {
                word.to_string()
            } else {
                format!("{cur} {word}")
            };
            if cur.is_empty() || self.text_width(&candidate, style) <= max {
                cur = candidate;
            } else {
                lines.push(std::mem::take(&mut cur));
                cur = word.to_string();
            }
        }
        if !cur.is_empty() {
            lines.push(cur);
        }
        lines
    }
}
