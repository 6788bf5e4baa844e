//! The Uprising board's words and drawing (issue 10): the renderer's Uprising scene fed
//! from an Uprising spectator view, every word from the catalog. Names of game content
//! (districts, Conditions cards, morale levels, factions, district types) come from the
//! Uprising data (`engine/data/uprising/`), in English or in the French of the seed as the
//! catalog's `img-up-data-language` says.

use super::{BoardLabels, BoardPngs};
use crate::i18n::Catalog;
use crate::t;
use engine::uprising::data::{data, Priority};
use engine::uprising::view::PendingView;
use engine::uprising::{EndReason, GameView, OccKind, Phase};
use engine::{DistrictKind, Faction};
use renderer::{Label, Labels, UpLabel};

/// Whether the catalog reads the data's French names (`name_fr`).
fn french(c: &Catalog) -> bool {
    t!(c, "img-up-data-language") == "fr"
}

/// A data name in the catalog's language.
fn pick<'a>(c: &Catalog, en: &'a str, fr: &'a str) -> &'a str {
    if french(c) {
        fr
    } else {
        en
    }
}

pub(crate) fn faction_name(c: &Catalog, f: Faction) -> String {
    data().faction(f).map_or_else(
        || f.name().to_string(),
        |d| pick(c, &d.name, &d.name_fr).to_string(),
    )
}

fn kind_name(c: &Catalog, k: DistrictKind) -> String {
    data().kind_name(k).map_or_else(
        || k.name().to_string(),
        |d| pick(c, &d.name, &d.name_fr).to_string(),
    )
}

/// The renderer's words for an Uprising board: the Uprising data's names, the 2016
/// board's words where the boards share them.
#[derive(Debug)]
pub struct UprisingLabels<'a> {
    shared: BoardLabels<'a>,
}

impl<'a> UprisingLabels<'a> {
    pub fn for_view(catalog: &'a Catalog, view: &GameView) -> UprisingLabels<'a> {
        UprisingLabels {
            shared: BoardLabels {
                catalog,
                status: status_line(catalog, view),
            },
        }
    }
}

impl Labels for UprisingLabels<'_> {
    fn text(&self, label: Label<'_>) -> String {
        let c = self.shared.catalog;
        match label {
            Label::Faction(f) => faction_name(c, f),
            Label::FactionLetter(f) => faction_name(c, f).chars().take(1).collect(),
            Label::Kind(k) => kind_name(c, k),
            Label::Uprising(u) => text(c, u),
            other => self.shared.text(other),
        }
    }
}

/// One line saying whose move it is, what the game waits for, or how it ended.
fn status_line(c: &Catalog, view: &GameView) -> String {
    let name = |f: Faction| faction_name(c, f);
    if let Some(reason) = &view.end_reason {
        let reason = match reason {
            EndReason::CityLiberated => t!(c, "uprising-end-city-liberated"),
            EndReason::WonAlone { faction } => {
                t!(c, "uprising-end-won-alone", faction = name(*faction))
            }
            EndReason::SocialVictory => t!(c, "uprising-end-social"),
            EndReason::GameOver => t!(c, "uprising-end-game-over"),
            EndReason::Crushed { faction } => {
                t!(c, "uprising-end-crushed", faction = name(*faction))
            }
        };
        return t!(c, "img-status-over", reason = reason);
    }
    if let Some(p) = &view.pending {
        let who = |f: &Faction| name(*f);
        let what = match p {
            PendingView::KeepLoot { faction, .. } => {
                t!(c, "uprising-pending-keep-loot", faction = who(faction))
            }
            PendingView::FreeMove { faction, .. } => {
                t!(c, "uprising-pending-free-move", faction = who(faction))
            }
            PendingView::LiberationChoice { faction, .. } => t!(
                c,
                "uprising-pending-liberation-choice",
                faction = faction.as_ref().map_or_else(String::new, who)
            ),
            PendingView::MeetingReturn { faction } => {
                t!(c, "uprising-pending-meeting-return", faction = who(faction))
            }
            PendingView::SocialVote { voters } => t!(
                c,
                "uprising-pending-social-vote",
                faction = voters.iter().map(who).collect::<Vec<_>>().join(", ")
            ),
            PendingView::SunriseLoot { faction } => {
                t!(c, "uprising-pending-sunrise-loot", faction = who(faction))
            }
            PendingView::ControlVeto { controller, .. } => {
                t!(
                    c,
                    "uprising-pending-control-veto",
                    faction = who(controller)
                )
            }
            PendingView::Casualties { decider, .. } => {
                t!(c, "uprising-pending-casualties", faction = who(decider))
            }
        };
        return t!(c, "img-status-waiting", what = what);
    }
    match view.phase {
        Phase::Setup => t!(c, "img-status-starts"),
        Phase::Night { seat } => {
            let Some(f) = view.factions.get(seat as usize).map(|f| f.faction) else {
                return t!(c, "img-status-starts");
            };
            if view.dice.is_empty() {
                t!(c, "img-status-turn-no-dice", faction = name(f))
            } else {
                let dice: Vec<String> = view.dice.iter().map(u8::to_string).collect();
                t!(
                    c,
                    "img-status-turn",
                    faction = name(f),
                    dice = dice.join(" ")
                )
            }
        }
        Phase::Sunrise { .. } => t!(c, "img-up-status-sunrise"),
        Phase::Over => t!(c, "img-up-status-over"),
    }
}

/// The Uprising board's own words.
pub(crate) fn text(c: &Catalog, label: UpLabel<'_>) -> String {
    let d = data();
    match label {
        UpLabel::District(key, liberated) => {
            d.tile_by_key(key).and_then(|id| d.tile(id)).map_or_else(
                || key.to_string(),
                |t| {
                    let side = t.side(liberated);
                    pick(c, &side.name, &side.name_fr).to_string()
                },
            )
        }
        UpLabel::Occupation(k) => match k {
            OccKind::Start => t!(c, "img-up-occupation-start"),
            OccKind::Hall => t!(c, "img-up-occupation-hall"),
            OccKind::Aid => t!(c, "img-up-occupation-aid"),
        },
        UpLabel::ConditionsCard(key) => d.conditions.iter().find(|k| k.key == key).map_or_else(
            || key.to_string(),
            |k| pick(c, &k.name, &k.name_fr).to_string(),
        ),
        UpLabel::Morale(key) => d.morale.iter().find(|m| m.key == key).map_or_else(
            || key.to_string(),
            |m| pick(c, &m.name, &m.name_fr).to_string(),
        ),
        UpLabel::MoraleLine(level) => t!(c, "img-up-morale", morale = level),
        UpLabel::MoraleEffect(draws, steps) => {
            t!(c, "img-up-morale-effect", draws = draws, steps = steps)
        }
        UpLabel::ReactionTop => t!(c, "img-up-reaction-top"),
        UpLabel::Priority(Priority::Highest) => t!(c, "img-up-priority-highest"),
        UpLabel::Priority(Priority::Lowest) => t!(c, "img-up-priority-lowest"),
        UpLabel::MetroLocked => t!(c, "img-up-metro-locked"),
        UpLabel::StagingSquads => t!(c, "img-up-staging-squads"),
        UpLabel::StagingVans => t!(c, "img-up-staging-vans"),
        UpLabel::LootTokens => t!(c, "img-up-loot-tokens"),
        UpLabel::Supply => t!(c, "img-up-supply"),
        UpLabel::PanelConditions => t!(c, "img-up-panel-conditions"),
        UpLabel::ConditionsLeft(n) => t!(c, "img-up-conditions-left", count = n),
        UpLabel::MeetingBlocs(n) => t!(c, "img-up-meeting", count = n),
        UpLabel::LegendPolice => t!(c, "img-up-legend-police"),
        UpLabel::LegendOccupation => t!(c, "img-up-legend-occupation"),
        UpLabel::LegendShops => t!(c, "img-up-legend-shops"),
    }
}

/// The Uprising board as PNG bytes (a spectator view, from the service), highlighting what
/// changed since `previous`, and a close-up of the change when it is small.
pub fn board_png(
    catalog: &Catalog,
    view: &GameView,
    previous: Option<&GameView>,
) -> Result<BoardPngs, String> {
    let labels = UprisingLabels::for_view(catalog, view);
    let options = renderer::RenderOptions::new(&labels).since(previous);
    let board = renderer::render_uprising_board(view, &options).map_err(|e| e.to_string())?;
    super::encode_board(&board)
}

/// The story of an Uprising game as an animated GIF: one frame per spectator view with its
/// caption (the boards posted after every turn and Sunrise); None without a frame.
pub fn story_gif(
    catalog: &Catalog,
    frames: &[(GameView, String)],
) -> Result<Option<Vec<u8>>, String> {
    let Some((last, _)) = frames.last() else {
        return Ok(None);
    };
    let labels = UprisingLabels::for_view(catalog, last);
    let frames: Vec<(&GameView, String)> = frames.iter().map(|(v, c)| (v, c.clone())).collect();
    let (gif, _) = renderer::uprising_story_gif(&frames, &renderer::StoryOptions::new(&labels))
        .map_err(|e| e.to_string())?;
    Ok(Some(gif))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use engine::uprising::{Config, Game, Mode};
    use engine::AnyView;

    /// A four-faction game after setup, at the First Faction's turn.
    fn game() -> Game {
        let config = Config {
            players: 4,
            mode: Mode::SemiCoop,
            ..Config::default()
        };
        let mut g = Game::new(config, 3).unwrap();
        while matches!(g.view(None).phase, Phase::Setup) {
            let c = g.default_command().unwrap();
            g.apply(c).unwrap();
        }
        g
    }

    /// Every faction's chip in the turn card shows its whole name, and every count heading
    /// shows whole, in English and French, for both editions (issue 13: "W Travailleurs"
    /// ran past its room).
    #[test]
    fn turn_card_chips_and_headings_fit_in_both_languages() {
        let uprising_view = game().view(None);
        let bxb_game = engine::Game::new(engine::GameConfig::default(), 3).unwrap();
        let bxb_view = bxb_game.view(None);
        let mut problems = Vec::new();
        for lang in ["en-US", "fr"] {
            let catalog = Catalog::for_locale(lang);
            let labels = UprisingLabels::for_view(catalog, &uprising_view);
            for p in renderer::turn_card_overflows(&labels, true).unwrap() {
                problems.push(format!("uprising {lang}: {p}"));
            }
            let labels = crate::render::BoardLabels::for_view(catalog, &bxb_view);
            for p in renderer::turn_card_overflows(&labels, false).unwrap() {
                problems.push(format!("2016 {lang}: {p}"));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// Game content names come from the Uprising data in the catalog's language; the
    /// board's own words from the catalog (issue 10).
    #[test]
    fn labels_speak_the_catalog_language() {
        let view = game().view(None);
        let tile = data().tile(view.districts[0].placed.tile).unwrap();
        for (lang, name, workers) in [
            ("en-US", &tile.repressed.name, "Workers"),
            ("fr", &tile.repressed.name_fr, "Travailleurs"),
        ] {
            let labels = UprisingLabels::for_view(Catalog::for_locale(lang), &view);
            let district = labels.text(Label::Uprising(UpLabel::District(&tile.key, false)));
            assert_eq!(&district, name, "{lang}");
            assert_eq!(labels.text(Label::Faction(Faction::Workers)), workers);
            assert!(labels.text(Label::Status).contains(workers), "{lang}");
        }
        let fr = UprisingLabels::for_view(Catalog::for_locale("fr"), &view);
        assert_eq!(
            fr.text(Label::Uprising(UpLabel::Occupation(OccKind::Start))),
            "Départ"
        );
    }

    #[test]
    fn the_status_line_says_how_the_game_ended() {
        let mut view = game().view(None);
        view.end_reason = Some(EndReason::Crushed {
            faction: Faction::Students,
        });
        let c = Catalog::english();
        let line = status_line(c, &view);
        assert!(
            line.contains("Students") && line.contains("no bloc left"),
            "{line}"
        );
    }

    /// `board_png_of` draws an Uprising view (in each language a different image), and a
    /// previous board of another ruleset highlights nothing rather than failing.
    #[test]
    fn board_png_of_draws_uprising_views() {
        let view = AnyView::Uprising(game().view(None));
        let en = super::super::board_png_of(Catalog::english(), &view, None).unwrap();
        let fr = super::super::board_png_of(Catalog::for_locale("fr"), &view, None).unwrap();
        assert_eq!(&en.board[..8], b"\x89PNG\r\n\x1a\n");
        assert!(en.board.len() < 300 * 1024);
        assert_ne!(en.board, fr.board);
        assert!(en.close_up.is_none());
    }
}
