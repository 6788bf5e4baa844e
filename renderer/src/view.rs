//! What the renderer's city entry points take: a view of a ruleset of the Bloc by Bloc
//! family, which it reads once into a [`Scene`] (the city, its pieces and the panel). Each
//! such ruleset implements [`RulesetView`] for its view type in its folder. Which picture a
//! game gets is the bot's choice, per ruleset (`bot/src/rulesets/<key>/picture.rs`), so the
//! renderer keeps no list of rulesets: a ruleset not on a city draws its own picture with the
//! core's canvas (as `toy/` does).

use crate::scene::Scene;

/// A redacted view of one ruleset's game (a spectator's: the bot passes no other) that the
/// renderer can draw.
pub trait RulesetView {
    /// What the image shows of this view.
    fn scene(&self) -> Scene;
}
