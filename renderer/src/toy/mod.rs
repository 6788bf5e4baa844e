//! The test-only toy ruleset's picture (`engine::toy`, issue 33): a ruleset that is not on a
//! city draws its own picture with the core's canvas, palette and fonts, from words its
//! caller gives (no [`crate::Scene`], which is the Bloc by Bloc family's).

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::{self, Weight};
use crate::palette::Palette;
use crate::theme::{BACKGROUND, WIDTH};
use crate::{Board, RenderError, Rgb};

/// A player's row on the table: their name and the cards they played, in order.
#[derive(Clone, Debug)]
pub struct ToyRow<'a> {
    pub name: &'a str,
    pub cards: &'a [u8],
    /// Whether the game waits for this player (the row is outlined).
    pub to_act: bool,
}

const ROW_H: i32 = 150;
const TOP: i32 = 90;
const CARD_W: i32 = 80;
const CARD_H: i32 = 110;
const PAPER: Rgb = Rgb::hex(0xf4efe1);
const INK: Rgb = Rgb::hex(0x111111);
const LIGHT: Rgb = Rgb::hex(0xf0f0f0);
const TURN: Rgb = Rgb::hex(0xf2c14e);

/// The table: a title, then one row a player with the cards they played face up.
pub fn render_toy(title: &str, rows: &[ToyRow<'_>]) -> Result<Board, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    let cv = draw_table(fonts, title, rows, 1.0, Palette::with_capacity(256));
    Ok(Board::from_canvas(cv, None))
}

/// The story of a toy game as a looping GIF: one frame a table (its title the caption), at
/// half size, through the core's story encoder.
pub fn toy_story_gif(frames: &[(String, Vec<ToyRow<'_>>)]) -> Result<Vec<u8>, RenderError> {
    let fonts = fonts::fonts().map_err(RenderError::Font)?;
    // Every frame the size of the largest table, so the GIF keeps one size.
    let players = frames.iter().map(|(_, rows)| rows.len()).max().unwrap_or(0);
    let draw_frame = |i: usize, palette: Palette| {
        let (title, rows) = &frames[i];
        let mut padded: Vec<ToyRow<'_>> = rows.clone();
        padded.resize(
            players,
            ToyRow {
                name: "",
                cards: &[],
                to_act: false,
            },
        );
        draw_table(fonts, title, &padded, 0.5, palette)
    };
    crate::story::encode_story(
        frames.len(),
        Palette::with_capacity(256),
        120,
        600,
        draw_frame,
    )
    .map(|(gif, _)| gif)
}

fn draw_table<'f>(
    fonts: &'f fonts::Fonts,
    title: &str,
    rows: &[ToyRow<'_>],
    scale: f32,
    palette: Palette,
) -> Canvas<'f> {
    let rows_h = i32::try_from(rows.len()).unwrap_or(i32::MAX / ROW_H - 1);
    let height = TOP + rows_h.saturating_mul(ROW_H) + 20;
    let mut cv = Canvas::new(WIDTH, height, scale, BACKGROUND, fonts, palette);
    let title_style = Style::new(Weight::Bold, 40.0, LIGHT);
    cv.text(30.0, 56.0, title, title_style, Align::Left);
    for (i, row) in rows.iter().enumerate() {
        let y = TOP + i32::try_from(i).unwrap_or(0) * ROW_H;
        if row.to_act {
            cv.rect_outline(14, y - 6, WIDTH - 28, ROW_H - 12, 4, TURN);
        }
        let name_style = Style::new(Weight::Bold, 32.0, LIGHT);
        cv.text(30.0, (y + 70) as f32, row.name, name_style, Align::Left);
        for (j, card) in row.cards.iter().enumerate() {
            let x = 330 + i32::try_from(j).unwrap_or(0) * (CARD_W + 12);
            if x + CARD_W > WIDTH - 20 {
                break;
            }
            cv.round_rect(x, y + 8, CARD_W, CARD_H, 10, PAPER);
            let number = Style::new(Weight::Bold, 48.0, INK);
            cv.text_mid(
                (x + CARD_W / 2) as f32,
                (y + 8 + CARD_H / 2) as f32,
                &card.to_string(),
                number,
                Align::Center,
            );
        }
    }
    cv
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// A row a player, every word legible on a phone, and the waiting player outlined.
    #[test]
    fn the_toy_table_draws_a_row_a_player() {
        let rows = [
            ToyRow {
                name: "Ada",
                cards: &[3, 9],
                to_act: true,
            },
            ToyRow {
                name: "Bo",
                cards: &[],
                to_act: false,
            },
        ];
        let board = render_toy("High card", &rows).unwrap();
        assert_eq!(board.image.width, WIDTH as u32);
        assert_eq!(board.image.height, (TOP + 2 * ROW_H + 20) as u32);
        let (smallest, _) = board.smallest_text.unwrap();
        assert!(smallest >= crate::MIN_TEXT, "{smallest}");
        // The outline of the row waited for is drawn in the turn's colour.
        assert_eq!(board.image.rgb_at(16, (TOP + 20) as u32), TURN);
        assert_ne!(board.image.rgb_at(16, (TOP + ROW_H + 20) as u32), TURN);
    }

    /// The story: a GIF of one frame a table, one size whatever each table holds.
    #[test]
    fn the_toy_story_is_a_gif_of_its_tables() {
        let first = vec![ToyRow {
            name: "Ada",
            cards: &[],
            to_act: true,
        }];
        let second = vec![
            ToyRow {
                name: "Ada",
                cards: &[4],
                to_act: false,
            },
            ToyRow {
                name: "Bo",
                cards: &[],
                to_act: true,
            },
        ];
        let gif = toy_story_gif(&[("1".into(), first), ("2".into(), second)]).unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
        assert!(toy_story_gif(&[]).is_err());
    }
}
