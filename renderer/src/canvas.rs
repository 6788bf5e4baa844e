//! A small RGB canvas with the few anti-aliased primitives the board needs: rectangles,
//! rounded rectangles, circles, rings and ring sectors (highway ramps), thick segments,
//! triangles and text. Shapes are drawn from signed distances so that edges are smooth
//! on phones; straight axis-aligned edges on whole pixels are filled directly (fast).

use crate::fonts::{Fonts, Weight};
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A rasterized glyph: coverage (0-255) over a box placed relative to the pen position
/// on the baseline (whole pixels: text is always drawn at whole-pixel positions).
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
        (style.size * 16.0) as u32,
    );
    if let Some(b) = GLYPHS.with(|g| g.borrow().get(&key).cloned()) {
        return b;
    }
    let glyph = id.with_scale_and_position(style.size, point(0.0, 0.0));
    let bitmap = match font.outline_glyph(glyph) {
        Some(outline) => {
            let b = outline.px_bounds();
            let (w, h) = (b.width() as i32, b.height() as i32);
            let mut coverage = vec![0u8; (w.max(0) * h.max(0)) as usize];
            outline.draw(|gx, gy, c| {
                let i = (gy as i32 * w + gx as i32) as usize;
                if let Some(p) = coverage.get_mut(i) {
                    *p = (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
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

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// An RGB8 pixel buffer.
#[derive(Debug)]
pub struct Canvas<'f> {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
    fonts: &'f Fonts,
}

impl<'f> Canvas<'f> {
    pub fn new(width: u32, height: u32, background: Rgb, fonts: &'f Fonts) -> Canvas<'f> {
        let row: Vec<u8> = [background.0, background.1, background.2].repeat(width as usize);
        let data = row.repeat(height as usize);
        Canvas {
            width,
            height,
            data,
            fonts,
        }
    }

    #[inline]
    fn blend(&mut self, x: i32, y: i32, c: Rgb, alpha: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || alpha <= 0.0 {
            return;
        }
        let i = ((y as u32 * self.width + x as u32) * 3) as usize;
        let p = &mut self.data[i..i + 3];
        if alpha >= 1.0 {
            p[0] = c.0;
            p[1] = c.1;
            p[2] = c.2;
        } else {
            let a = alpha;
            let mix = |d: u8, s: u8| (d as f32 + (s as f32 - d as f32) * a + 0.5) as u8;
            p[0] = mix(p[0], c.0);
            p[1] = mix(p[1], c.1);
            p[2] = mix(p[2], c.2);
        }
    }

    /// Fills whole pixels `[x, x+w) x [y, y+h)`.
    pub fn rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb) {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w).min(self.width as i32);
        let y1 = (y + h).min(self.height as i32);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let row: Vec<u8> = [c.0, c.1, c.2].repeat((x1 - x0) as usize);
        for yy in y0..y1 {
            let start = ((yy as u32 * self.width + x0 as u32) * 3) as usize;
            self.data[start..start + row.len()].copy_from_slice(&row);
        }
    }

    /// Diagonal stripes (one pixel in three along x + y, 9 pixels wide) over a box.
    pub fn stripes(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb) {
        let x0 = x.max(0);
        let x1 = (x + w).min(self.width as i32);
        for yy in y.max(0)..(y + h).min(self.height as i32) {
            let row = (yy as u32 * self.width) as usize;
            for xx in x0..x1 {
                if ((xx + yy) / 9) % 3 == 0 {
                    let i = (row + xx as usize) * 3;
                    self.data[i] = c.0;
                    self.data[i + 1] = c.1;
                    self.data[i + 2] = c.2;
                }
            }
        }
    }

    /// An outline `t` pixels thick inside `[x, x+w) x [y, y+h)`.
    pub fn rect_outline(&mut self, x: i32, y: i32, w: i32, h: i32, t: i32, c: Rgb) {
        self.rect(x, y, w, t, c);
        self.rect(x, y + h - t, w, t, c);
        self.rect(x, y, t, h, c);
        self.rect(x + w - t, y, t, h, c);
    }

    /// A filled rectangle with anti-aliased rounded corners of radius `r`.
    pub fn round_rect(&mut self, x: i32, y: i32, w: i32, h: i32, r: i32, c: Rgb) {
        let r = r.min(w / 2).min(h / 2).max(0);
        self.rect(x + r, y, w - 2 * r, h, c);
        self.rect(x, y + r, r, h - 2 * r, c);
        self.rect(x + w - r, y + r, r, h - 2 * r, c);
        if r == 0 {
            return;
        }
        let rf = r as f32;
        // Corner centres.
        let corners = [
            (x + r, y + r, x, y),
            (x + w - r, y + r, x + w - r, y),
            (x + r, y + h - r, x, y + h - r),
            (x + w - r, y + h - r, x + w - r, y + h - r),
        ];
        for (cx, cy, bx, by) in corners {
            for yy in by..by + r {
                for xx in bx..bx + r {
                    let dx = xx as f32 + 0.5 - cx as f32;
                    let dy = yy as f32 + 0.5 - cy as f32;
                    let d = (dx * dx + dy * dy).sqrt();
                    self.blend(xx, yy, c, (rf - d + 0.5).clamp(0.0, 1.0));
                }
            }
        }
    }

    /// A rounded rectangle with a border `t` pixels thick.
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

    /// Generic anti-aliased fill from a signed distance (negative inside) over a box.
    fn fill_sdf(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        c: Rgb,
        sdf: impl Fn(f32, f32) -> f32,
    ) {
        let xa = x0.floor() as i32 - 1;
        let ya = y0.floor() as i32 - 1;
        let xb = x1.ceil() as i32 + 1;
        let yb = y1.ceil() as i32 + 1;
        for yy in ya.max(0)..yb.min(self.height as i32) {
            for xx in xa.max(0)..xb.min(self.width as i32) {
                let d = sdf(xx as f32 + 0.5, yy as f32 + 0.5);
                let a = (0.5 - d).clamp(0.0, 1.0);
                if a > 0.0 {
                    self.blend(xx, yy, c, a);
                }
            }
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb) {
        self.fill_sdf(cx - r, cy - r, cx + r, cy + r, c, |x, y| {
            ((x - cx) * (x - cx) + (y - cy) * (y - cy)).sqrt() - r
        });
    }

    /// A circle with a border.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, t: f32, fill: Rgb, border: Rgb) {
        self.circle(cx, cy, r, border);
        self.circle(cx, cy, r - t, fill);
    }

    /// A ring of radius `r` (its middle) and width `w`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, w: f32, c: Rgb) {
        let ro = r + w / 2.0;
        self.fill_sdf(cx - ro, cy - ro, cx + ro, cy + ro, c, |x, y| {
            (((x - cx) * (x - cx) + (y - cy) * (y - cy)).sqrt() - r).abs() - w / 2.0
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
        let outer = layers.first().map_or(0.0, |l| l.0);
        let (ro, ri) = (r + outer + 1.0, (r - outer - 1.0).max(0.0));
        let xa = (cx - ro).max(bx0).floor().max(0.0) as i32;
        let xb = (cx + ro).min(bx1).ceil().min(self.width as f32) as i32;
        let ya = (cy - ro).max(by0).floor().max(0.0) as i32;
        let yb = (cy + ro).min(by1).ceil().min(self.height as f32) as i32;
        for yy in ya..yb {
            let dy = yy as f32 + 0.5 - cy;
            for xx in xa..xb {
                let dx = xx as f32 + 0.5 - cx;
                let d2 = dx * dx + dy * dy;
                if d2 > ro * ro || d2 < ri * ri {
                    continue;
                }
                let d = (d2.sqrt() - r).abs();
                for &(half, c) in layers {
                    let a = (half + 0.5 - d).clamp(0.0, 1.0);
                    if a > 0.0 {
                        self.blend(xx, yy, c, a);
                    }
                }
            }
        }
    }

    /// A segment with round caps, `w` pixels wide.
    pub fn line(&mut self, ax: f32, ay: f32, bx: f32, by: f32, w: f32, c: Rgb) {
        let h = w / 2.0;
        let (dx, dy) = (bx - ax, by - ay);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        self.fill_sdf(
            ax.min(bx) - h,
            ay.min(by) - h,
            ax.max(bx) + h,
            ay.max(by) + h,
            c,
            |x, y| {
                let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
                let (px, py) = (ax + dx * t - x, ay + dy * t - y);
                (px * px + py * py).sqrt() - h
            },
        );
    }

    /// A filled convex polygon (points in either winding order).
    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Rgb) {
        if pts.len() < 3 {
            return;
        }
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in pts {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
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
        self.fill_sdf(x0, y0, x1, y1, c, |x, y| {
            edges
                .iter()
                .map(|&(nx, ny, k)| nx * x + ny * y + k)
                .fold(f32::MIN, f32::max)
        });
    }

    // ------------------------------------------------------------------ text

    /// The advance width of `text` in pixels.
    pub fn text_width(&self, text: &str, style: Style) -> f32 {
        let font = self
            .fonts
            .get(style.weight)
            .as_scaled(PxScale::from(style.size));
        let mut w = 0.0;
        let mut prev: Option<GlyphId> = None;
        for ch in text.chars() {
            let id = font.glyph_id(ch);
            if let Some(p) = prev {
                w += font.kern(p, id);
            }
            w += font.h_advance(id);
            prev = Some(id);
        }
        w
    }

    /// Draws one line of text; `y` is the top of the line box (ascent starts there).
    /// Returns the width drawn.
    pub fn text(&mut self, x: f32, y: f32, text: &str, style: Style, align: Align) -> f32 {
        let w = self.text_width(text, style);
        let x = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let font = self.fonts.get(style.weight);
        let scaled = font.as_scaled(PxScale::from(style.size));
        let baseline = (y + scaled.ascent()).round() as i32;
        let mut caret = x;
        let mut prev: Option<GlyphId> = None;
        for ch in text.chars() {
            let id = scaled.glyph_id(ch);
            if let Some(p) = prev {
                caret += scaled.kern(p, id);
            }
            let origin = caret.round() as i32;
            caret += scaled.h_advance(id);
            prev = Some(id);
            let bitmap = glyph_bitmap(font, style, id);
            let (gx0, gy0) = (origin + bitmap.x, baseline + bitmap.y);
            for gy in 0..bitmap.h {
                for gx in 0..bitmap.w {
                    let cov = bitmap.coverage[(gy * bitmap.w + gx) as usize];
                    if cov > 0 {
                        self.blend(gx0 + gx, gy0 + gy, style.color, cov as f32 / 255.0);
                    }
                }
            }
        }
        w
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
