//! The 2016 board's words and drawing: the renderer's 2016 scene fed from a 2016 spectator
//! view, every word from the catalog ([`BoardLabels`]).

use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::t;
use engine::bxb2016::data::ScenarioObjective;
use engine::{
    bxb2016::{EndReason, GameView, Phase},
    Occupation,
};
use renderer::{Label, Labels};

use super::text::{data_name, faction_name, morale_name};

/// The renderer's words from the catalog, with the status line of the view being drawn.
#[derive(Debug)]
pub struct BoardLabels<'a> {
    catalog: &'a Catalog,
    status: String,
}

impl<'a> BoardLabels<'a> {
    pub fn for_view(catalog: &'a Catalog, view: &GameView) -> BoardLabels<'a> {
        BoardLabels::with_status(catalog, status_line(catalog, view))
    }

    /// The words of the Bloc by Bloc boards with another ruleset's status line (Uprising
    /// shares the city's words).
    pub(crate) fn with_status(catalog: &'a Catalog, status: String) -> BoardLabels<'a> {
        BoardLabels { catalog, status }
    }

    pub(crate) fn catalog(&self) -> &'a Catalog {
        self.catalog
    }
}

/// One line saying whose move it is, or how the game ended.
fn status_line(c: &Catalog, g: &GameView) -> String {
    if let Some(o) = g.outcome() {
        let reason = match o.reason {
            EndReason::Implosion { faction } => {
                t!(c, "end-implosion", faction = faction_name(c, faction))
            }
            EndReason::WonAlone { faction } => {
                t!(c, "end-won-alone", faction = faction_name(c, faction))
            }
            EndReason::InsurrectionSucceeded => t!(c, "end-success"),
            EndReason::TimeRanOut => t!(c, "end-time"),
        };
        return t!(c, "img-status-over", reason = reason);
    }
    if let Some(p) = g.pending() {
        let places = super::text::Places::new(g.rules(), g.board());
        let what = super::text::render_with(c, &places, &engine::bxb2016::describe_pending(p));
        return t!(c, "img-status-waiting", what = what);
    }
    match g.phase() {
        Phase::ChooseStarts => t!(c, "img-status-starts"),
        Phase::Turn(t) if t.dice.is_empty() => {
            t!(
                c,
                "img-status-turn-no-dice",
                faction = faction_name(c, t.faction)
            )
        }
        Phase::Turn(t) => {
            let dice: Vec<String> = t.dice.iter().map(|d| d.to_string()).collect();
            t!(
                c,
                "img-status-turn",
                faction = faction_name(c, t.faction),
                dice = dice.join(" ")
            )
        }
        Phase::Sunrise(_) | Phase::Ended(_) => t!(c, "img-status-sunrise"),
    }
}

impl Labels for BoardLabels<'_> {
    fn text(&self, label: Label<'_>) -> String {
        let c = self.catalog;
        let data = engine::bxb2016::Rules::embedded();
        match label {
            Label::Night(n) => t!(c, "img-night", night = n),
            Label::NightsLeft(n) => t!(c, "img-nights-left", left = n),
            Label::Status => self.status.clone(),
            // Game content names come from `names.ftl`, else from the game data.
            Label::District(key) => data
                .tiles
                .iter()
                .find(|t| t.key == key)
                .map_or_else(|| key.to_string(), |t| data_name(c, "tile", key, &t.name)),
            Label::Highway => t!(c, "img-highway"),
            Label::PoliceId(id) => t!(c, "img-police-id", id = id),
            Label::Faction(f) => faction_name(c, f),
            // The initial of the faction's name in the reader's language (Travailleurs: T).
            Label::FactionLetter(f) => faction_name(c, f).chars().take(1).collect(),
            Label::Occupation(o) => c.tr(occupation_id(o), &[]),
            Label::Kind(k) => {
                let id = format!("bxb2016-kind-{}", k.name().to_lowercase());
                if c.has(&id) {
                    c.tr(&id, &[])
                } else {
                    k.name().to_string()
                }
            }
            Label::PoliceCard(key) => data
                .police
                .iter()
                .find(|p| p.key == key)
                .map_or_else(|| key.to_string(), |p| data_name(c, "police", key, &p.name)),
            Label::Morale(m) => morale_name(c, m),
            Label::Objective(o) => c.tr(objective_id(o), &[]),
            Label::Scenario(key) => data.scenario(key).map_or_else(
                || key.to_string(),
                |s| data_name(c, "scenario", key, &s.name),
            ),
            Label::NoScenario => t!(c, "img-no-scenario"),
            Label::Delta(d) if d > 0 => format!("+{d}"),
            Label::Delta(d) => format!("−{}", d.unsigned_abs()),
            Label::New => t!(c, "img-new"),
            Label::Hit => t!(c, "img-hit"),
            Label::Left => t!(c, "img-left"),
            Label::PanelPolice => t!(c, "img-panel-police"),
            Label::PanelTurn => t!(c, "img-panel-turn"),
            Label::PanelGoal => t!(c, "img-panel-goal"),
            Label::MoraleLine(morale, draws) => {
                t!(c, "img-morale", morale = morale, draws = draws)
            }
            Label::PoliceThisNight => t!(c, "img-police-this-night"),
            Label::NoneYet => t!(c, "img-none-yet"),
            Label::AndMore(n) => t!(c, "img-and-more", count = n),
            Label::MetroOpen => t!(c, "img-metro-open"),
            Label::MetroLocked(f) => t!(c, "img-metro-locked", faction = faction_name(c, f)),
            Label::Dice => t!(c, "img-dice"),
            Label::NoDice => t!(c, "img-no-dice"),
            Label::InCity => t!(c, "img-in-city"),
            Label::OnMat => t!(c, "img-on-mat"),
            Label::Cards => t!(c, "img-cards"),
            Label::Liberated => t!(c, "img-liberated"),
            Label::StagingCops => t!(c, "img-staging-cops"),
            Label::StagingVans => t!(c, "img-staging-vans"),
            Label::VansDestroyed => t!(c, "img-vans-destroyed"),
            Label::BarricadeSupply => t!(c, "img-barricade-supply"),
            Label::OutOf(have, need) => t!(c, "img-out-of", have = have, need = need),
            Label::LegendLiberated => t!(c, "img-legend-liberated"),
            Label::LegendChanged => t!(c, "img-legend-changed"),
            Label::LegendDifficulty => t!(c, "img-legend-difficulty"),
            Label::LegendShops => t!(c, "img-legend-shops"),
            Label::LegendBarricades => t!(c, "img-legend-barricades"),
            Label::LegendDeadEnd => t!(c, "img-legend-dead-end"),
            Label::LegendMetro => t!(c, "img-legend-metro"),
            Label::LegendPolice => t!(c, "img-legend-police"),
            Label::LegendOccupation => t!(c, "img-legend-occupation"),
            Label::LegendCircle => t!(c, "img-legend-circle"),
            Label::LegendPoliceId => t!(c, "img-legend-police-id"),
            Label::Uprising(u) => crate::rulesets::uprising::picture::text(c, u),
        }
    }
}

fn occupation_id(o: Occupation) -> &'static str {
    match o {
        Occupation::Start => "img-occupation-start",
        Occupation::AssemblyHall => "img-occupation-assembly",
        Occupation::PeoplesKitchen => "img-occupation-kitchen",
        Occupation::StrikeHall => "img-occupation-strike",
        Occupation::PropagandaWorkshop => "img-occupation-propaganda",
        Occupation::GuerrillaGarden => "img-occupation-garden",
        Occupation::ComradeCafe => "img-occupation-cafe",
        Occupation::SocialCenter => "img-occupation-social",
        Occupation::HackerSpace => "img-occupation-hacker",
        Occupation::MolotovFactory => "img-occupation-molotov",
        Occupation::ScavengersHideout => "img-occupation-scavengers",
    }
}

/// The insurrection's objective (R-WIN-1.3, R-SCN), in the project's words.
fn objective_id(o: Option<ScenarioObjective>) -> &'static str {
    match o {
        None | Some(ScenarioObjective::AllStateOccupied) => "img-objective-all-state",
        Some(ScenarioObjective::AllHighwayEntrancesBarricaded) => "img-objective-highway-entrances",
        Some(ScenarioObjective::AllVansDestroyedAndNoCopsInCity) => "img-objective-vans-and-cops",
        Some(ScenarioObjective::AllCommercialShopsBurned) => "img-objective-shops-burned",
        Some(ScenarioObjective::EveryFactionOccupiesAllOwnDistricts) => {
            "img-objective-own-districts"
        }
        Some(ScenarioObjective::EachFactionStateOrAllOwn) => "img-objective-state-or-own",
        Some(ScenarioObjective::TenDistrictsLiberated) => "img-objective-ten-liberated",
        Some(ScenarioObjective::AllStateOccupiedAndLiberated) => "img-objective-state-liberated",
        Some(ScenarioObjective::AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere) => {
            "img-objective-autonomous-zone"
        }
    }
}

/// The board as PNG bytes, highlighting what changed since `previous` (the view of the
/// previous board posted in the channel).
pub fn board_png(
    catalog: &Catalog,
    view: &GameView,
    previous: Option<&GameView>,
) -> Result<BoardPngs, String> {
    let labels = BoardLabels::for_view(catalog, view);
    let options = renderer::RenderOptions::new(&labels).since(previous);
    let board = renderer::render_board(view, &options).map_err(|e| e.to_string())?;
    crate::render::encode_board(&board)
}

/// The story of a 2016 game as an animated GIF from its frames (see
/// [`renderer::story_gif`]): None without a frame.
pub fn story_gif(
    catalog: &Catalog,
    boards: &[(GameView, String)],
) -> Result<Option<Vec<u8>>, String> {
    let Some((last, _)) = boards.last() else {
        return Ok(None);
    };
    let labels = BoardLabels::for_view(catalog, last);
    let frames: Vec<renderer::StoryFrame<_>> = boards
        .iter()
        .map(|(view, caption)| renderer::StoryFrame {
            view,
            caption: caption.clone(),
        })
        .collect();
    let (gif, _) = renderer::story_gif(&frames, &renderer::StoryOptions::new(&labels))
        .map_err(|e| e.to_string())?;
    Ok(Some(gif))
}
