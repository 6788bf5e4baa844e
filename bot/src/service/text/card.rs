//! The facts a post with a board shows beside its narration (issue 12, "feel native in
//! Discord"): the colour of the faction whose turn it is, the night, the police's morale
//! (and Uprising's countdown), and whose turn it is. Drawn only from a spectator's view,
//! in the reader's catalog; Discord turns them into an embed's colour and fields.

use super::{role_list, ruleset_name};
use crate::i18n::Catalog;
use crate::t;
use engine::AnyGame;

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
    let view = game.view(None);
    let over = game.ending().is_some();
    let colour = to_act
        .first()
        .filter(|_| !over)
        .and_then(|&role| crate::rulesets::role_colour(game, role))
        .unwrap_or(NO_FACTION_COLOUR);
    let turn = if over {
        t!(c, "post-field-turn-over")
    } else if to_act.is_empty() {
        t!(c, "post-field-turn-none")
    } else {
        role_list(c, game, &to_act)
    };
    let mut fields = crate::rulesets::post_fields(c, &view);
    fields.push((t!(c, "post-field-turn"), turn));
    PostCard {
        title: ruleset_name(c, game.ruleset()),
        colour,
        fields,
    }
}
