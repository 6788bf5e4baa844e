//! The facts a post with a board shows beside its narration (issue 12, "feel native in
//! Discord"): the colour of the faction whose turn it is, the night, the police's morale
//! (and Uprising's countdown), and whose turn it is. Drawn only from a spectator's view,
//! in the reader's catalog; Discord turns them into an embed's colour and fields.

use super::{bxb2016, role_list, ruleset_name, uprising};
use crate::i18n::Catalog;
use crate::t;
use engine::{AnyGame, AnyView, Faction};

/// The colour of a post when no faction is to act (Sunrise, the end): the police's blue.
pub const NO_FACTION_COLOUR: u32 = 0x1565c0;

/// An embed's facts, before Discord's limits are applied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PostCard {
    pub title: String,
    /// 0xRRGGBB.
    pub colour: u32,
    /// (name, value), shown side by side.
    pub fields: Vec<(String, String)>,
}

/// The facts of `game` as a spectator sees it.
pub fn post_card(c: &Catalog, game: &AnyGame) -> PostCard {
    let to_act = game.to_act();
    let acting: Vec<Faction> = to_act
        .iter()
        .copied()
        .filter_map(Faction::from_role)
        .collect();
    let view = game.view(None);
    let over = game.ending().is_some();
    let colour = match acting.first() {
        Some(&f) if !over => colour_of(f),
        _ => NO_FACTION_COLOUR,
    };
    let turn = if over {
        t!(c, "post-field-turn-over")
    } else if to_act.is_empty() {
        t!(c, "post-field-turn-none")
    } else {
        role_list(c, game, &to_act)
    };
    let mut fields = Vec::new();
    match &view {
        AnyView::Bxb2016(v) => {
            fields.push((
                t!(c, "post-field-night"),
                t!(
                    c,
                    "post-field-night-value",
                    night = v.night_number(),
                    left = v.nights_left()
                ),
            ));
            fields.push((t!(c, "post-field-morale"), bxb2016::morale_label(c, v)));
        }
        AnyView::Uprising(v) => {
            fields.push((
                t!(c, "post-field-night"),
                t!(c, "post-field-round-value", night = v.night),
            ));
            fields.push((
                t!(c, "post-field-morale"),
                uprising::morale_name(c, v.morale),
            ));
            fields.push((
                t!(c, "post-field-countdown"),
                uprising::countdown_name(c, v.countdown),
            ));
        }
    }
    fields.push((t!(c, "post-field-turn"), turn));
    PostCard {
        title: ruleset_name(c, game.ruleset()),
        colour,
        fields,
    }
}

fn colour_of(f: Faction) -> u32 {
    let renderer::Rgb(r, g, b) = renderer::faction_color(f);
    (u32::from(r) << 16) | (u32::from(g) << 8) | u32::from(b)
}
