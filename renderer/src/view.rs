//! What the renderer's entry points take: a view of some ruleset, which it reads once into
//! a [`Scene`]. Each ruleset implements [`RulesetView`] for its view type in its folder;
//! [`engine::AnyView`] forwards to the variant's, so one call draws any game.

use crate::scene::Scene;
use engine::AnyView;

/// A redacted view of one ruleset's game (a spectator's: the bot passes no other) that the
/// renderer can draw.
pub trait RulesetView {
    /// What the image shows of this view.
    fn scene(&self) -> Scene;
}

impl RulesetView for AnyView {
    fn scene(&self) -> Scene {
        match self {
            AnyView::Bxb2016(v) => v.scene(),
            AnyView::Uprising(v) => v.scene(),
        }
    }
}
