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
    let ruleset = ruleset_name(c, game.ruleset());
    let (turn, title) = if over {
        (
            t!(c, "post-field-turn-over"),
            t!(c, "post-title-over", ruleset = ruleset.as_str()),
        )
    } else if to_act.is_empty() {
        (t!(c, "post-field-turn-none"), ruleset.clone())
    } else {
        let who = role_list(c, game, &to_act);
        let title = t!(
            c,
            "post-title-turn",
            who = who.as_str(),
            ruleset = ruleset.as_str()
        );
        (who, title)
    };
    // Whose turn it is leads (issue 37): in the title, which Discord shows first and in
    // notifications, and as the first field.
    let mut fields = vec![(t!(c, "post-field-turn"), turn)];
    // The night and countdown fields describe a game going on ("8 nights left" read wrong
    // under the ending, issue 37); the ending's text gives the final numbers.
    if !over {
        fields.extend(crate::rulesets::post_fields(c, &view));
    }
    PostCard {
        title,
        colour,
        fields,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// The title and the first field say whose turn it is; the ending says so instead.
    #[test]
    fn whose_turn_leads_the_card() {
        let c = Catalog::english();
        let game = AnyGame::new(engine::bxb2016::GameConfig::default().into(), 3).unwrap();
        let card = post_card(c, &game);
        let who = role_list(c, &game, &game.to_act());
        assert!(!who.is_empty());
        assert_eq!(card.title, format!("Turn: {who} · Bloc by Bloc (2016)"));
        assert_eq!(card.fields[0], ("Turn".to_string(), who));
        let fr = post_card(Catalog::for_locale("fr"), &game);
        assert!(fr.title.starts_with("Tour : "), "{}", fr.title);
        assert!(card.fields.len() > 1, "the night's fields while it goes on");

        let mut player = engine::sim::RandomPlayer::new(3);
        let mut game = game;
        while game.ending().is_none() {
            let Some(command) = player.choose_any(&game) else {
                break;
            };
            game.apply(command).unwrap();
        }
        let card = post_card(c, &game);
        assert_eq!(card.title, "Game over · Bloc by Bloc (2016)");
        assert_eq!(card.fields.len(), 1, "{:?}", card.fields);
    }
}
