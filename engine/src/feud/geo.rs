//! The geometry of the row of stacks: neighbouring squares across board edges and the
//! wrap-around with 3-4 players (BM-3.4, BM-3.5, BM-13.3), range and line of fire (BM-7.3,
//! BM-7.4).

use super::data::{data, Kind, Square};
use super::state::{Game, Markers, Spot};
use serde::{Deserialize, Serialize};

/// A step on the board: orthogonal only (BM-3.5, BM-6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Left,
    Right,
    Up,
    Down,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Left, Dir::Right, Dir::Up, Dir::Down];
}

impl Game {
    /// The number of players (and boards).
    pub fn players(&self) -> u8 {
        u8::try_from(self.boards.len()).unwrap_or(u8::MAX)
    }

    /// Whether the row wraps around (BM-3.4: with 3-4 players).
    pub fn wraps(&self) -> bool {
        self.boards.len() >= 3
    }

    /// The layout square of a spot.
    pub fn square(&self, at: Spot) -> Option<&'static Square> {
        if usize::from(at.board) >= self.boards.len() {
            return None;
        }
        data().layout.at(at.column, at.level)
    }

    fn index(at: Spot) -> usize {
        let layout = &data().layout;
        usize::from(at.level.saturating_sub(1)) * usize::from(layout.width) + usize::from(at.column)
    }

    /// The markers of a spot (spots off the row have none).
    pub fn markers(&self, at: Spot) -> Option<&Markers> {
        self.square(at)?;
        self.boards
            .get(usize::from(at.board))?
            .markers
            .get(Game::index(at))
    }

    pub fn markers_mut(&mut self, at: Spot) -> Option<&mut Markers> {
        self.square(at)?;
        self.boards
            .get_mut(usize::from(at.board))?
            .markers
            .get_mut(Game::index(at))
    }

    /// Whether a spot's square is collapsed.
    pub fn collapsed(&self, at: Spot) -> bool {
        self.markers(at).is_some_and(|m| m.collapsed)
    }

    /// The square `dx` columns right and `dy` levels up, across board edges; off the row's
    /// closed ends with 2 players, around the row with 3-4 (BM-3.4).
    pub fn offset(&self, from: Spot, dx: i32, dy: i32) -> Option<Spot> {
        let layout = &data().layout;
        let width = i32::from(layout.width);
        let total = width * i32::try_from(self.boards.len()).ok()?;
        let mut x = i32::from(from.board) * width + i32::from(from.column) + dx;
        if self.wraps() {
            x = x.rem_euclid(total);
        } else if x < 0 || x >= total {
            return None;
        }
        let level = i32::from(from.level) + dy;
        if level < 1 || level > i32::from(layout.height) {
            return None;
        }
        Some(Spot {
            board: u8::try_from(x / width).ok()?,
            column: u8::try_from(x % width).ok()?,
            level: u8::try_from(level).ok()?,
        })
    }

    /// The orthogonal neighbour in a direction.
    pub fn neighbour(&self, from: Spot, dir: Dir) -> Option<Spot> {
        match dir {
            Dir::Left => self.offset(from, -1, 0),
            Dir::Right => self.offset(from, 1, 0),
            Dir::Up => self.offset(from, 0, 1),
            Dir::Down => self.offset(from, 0, -1),
        }
    }

    /// The column and level differences from `a` to `b`: one pair, or two with a wrapping
    /// row (the short way and the long way round).
    pub fn deltas(&self, a: Spot, b: Spot) -> Vec<(i32, i32)> {
        let width = i32::from(data().layout.width);
        let total = width * i32::try_from(self.boards.len()).unwrap_or(1);
        let xa = i32::from(a.board) * width + i32::from(a.column);
        let xb = i32::from(b.board) * width + i32::from(b.column);
        let dy = i32::from(b.level) - i32::from(a.level);
        let dx = xb - xa;
        if !self.wraps() || dx == 0 {
            return vec![(dx, dy)];
        }
        let other = if dx > 0 { dx - total } else { dx + total };
        vec![(dx, dy), (other, dy)]
    }

    /// Whether a line of fire may pass through a square: open air, or any square of a
    /// stack that fell (BM-7.4, BM-8.5).
    pub fn see_through(&self, at: Spot) -> bool {
        let fallen = self
            .boards
            .get(usize::from(at.board))
            .is_some_and(|b| b.collapsed);
        fallen || self.square(at).is_some_and(|s| s.kind == Kind::Open)
    }

    /// Whether a square is open air for the rules of fire (a fallen stack's too).
    pub fn is_open(&self, at: Spot) -> bool {
        self.see_through(at)
    }

    /// The range of a shot from `from` to `to` if a line of fire exists (BM-7.3, BM-7.4):
    /// the line between the squares' centres passes only through open air; it may end in a
    /// window or interior square, and into an interior square only straight along a level
    /// or a column. The range is the shortest count of squares, diagonals counting one
    /// where the shot crosses open air. `None`: no line of fire.
    pub fn line_of_fire(&self, from: Spot, to: Spot) -> Option<u8> {
        if from == to {
            return Some(0);
        }
        let target_interior =
            !self.see_through(to) && self.square(to).is_some_and(|s| s.kind == Kind::Interior);
        let mut best: Option<u8> = None;
        for (dx, dy) in self.deltas(from, to) {
            if target_interior && dx != 0 && dy != 0 {
                continue;
            }
            let cells = walk(dx, dy);
            let mut clear = true;
            let mut crosses_open = self.see_through(from) || self.see_through(to);
            for &(cx, cy) in &cells[..cells.len().saturating_sub(1)] {
                match self.offset(from, cx, cy) {
                    Some(s) if self.see_through(s) => crosses_open = true,
                    _ => {
                        clear = false;
                        break;
                    }
                }
            }
            if !clear {
                continue;
            }
            let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
            let range = if ax == 0 || ay == 0 || !crosses_open {
                ax + ay
            } else {
                ax.max(ay)
            };
            let range = u8::try_from(range).unwrap_or(u8::MAX);
            best = Some(best.map_or(range, |b| b.min(range)));
        }
        best
    }

    /// Defensive-fire adjacency (BM-7.1): one square away orthogonally, or diagonally when
    /// both squares are open air, or one open air and the other a window.
    pub fn defence_adjacent(&self, a: Spot, b: Spot) -> bool {
        self.deltas(a, b).iter().any(|&(dx, dy)| {
            let (ax, ay) = (dx.abs(), dy.abs());
            if ax + ay == 1 {
                return true;
            }
            if ax == 1 && ay == 1 {
                let open_a = self.is_open(a);
                let open_b = self.is_open(b);
                let window = |s: Spot| self.square(s).is_some_and(|q| q.kind == Kind::Window);
                let one_open =
                    |open: bool, other: Spot| open && (self.is_open(other) || window(other));
                return one_open(open_a, b) || one_open(open_b, a);
            }
            false
        })
    }

    /// Orthogonally adjacent (BM-6.8, BM-7.5).
    pub fn adjacent(&self, a: Spot, b: Spot) -> bool {
        self.deltas(a, b)
            .iter()
            .any(|&(dx, dy)| dx.abs() + dy.abs() == 1)
    }

    /// Adjacent orthogonally or diagonally (BM-7.9, BM-11.3).
    pub fn around(&self, a: Spot, b: Spot) -> bool {
        a != b
            && self
                .deltas(a, b)
                .iter()
                .any(|&(dx, dy)| dx.abs() <= 1 && dy.abs() <= 1)
    }

    /// Every spot of the row.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + '_ {
        let layout = &data().layout;
        (0..self.players()).flat_map(move |board| {
            layout.squares().map(move |(column, level, _)| Spot {
                board,
                column,
                level,
            })
        })
    }
}

/// The squares a line from the centre of one square to the centre of another at offset
/// `(dx, dy)` passes through, in order, the target last and the start left out; a line
/// through a corner goes diagonally, touching neither side square.
pub fn walk(dx: i32, dy: i32) -> Vec<(i32, i32)> {
    let (nx, ny) = (dx.abs(), dy.abs());
    let (sx, sy) = (dx.signum(), dy.signum());
    let (mut ix, mut iy, mut x, mut y) = (0, 0, 0, 0);
    let mut cells = Vec::new();
    while ix < nx || iy < ny {
        let decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
        if decision == 0 {
            x += sx;
            y += sy;
            ix += 1;
            iy += 1;
        } else if decision < 0 {
            x += sx;
            ix += 1;
        } else {
            y += sy;
            iy += 1;
        }
        cells.push((x, y));
    }
    cells
}
