//! The one place the bot draws: board images and the story GIF. It only ever hands the
//! renderer [`GameView`]s, and the service only ever passes spectator views, so an image
//! cannot show a secret. Every word on an image comes from the catalog ([`BoardLabels`]).
//!
//! "What changed" on a board is measured from the previous board posted in the game's
//! channel: the board after the latest turn or Sunrise before the current one. The log
//! holds every command with its events, so that board is rebuilt by replaying the log;
//! nothing more is stored.

use crate::i18n::Catalog;
use crate::replay::{apply_standing, standing, Standing};
use crate::service::text::bxb2016::{data_name, faction_name, morale_name};
use crate::store::LogRow;
use crate::t;
use engine::data::ScenarioObjective;
use engine::{
    AnyCommand, AnyConfig, AnyEvent, AnyGame, AnyView, EndReason, Event, GameConfig, GameView,
    Occupation, Phase,
};
use renderer::{Label, Labels};

pub mod uprising;

// ----------------------------------------------------------------- any ruleset
//
// What the service asks of the renderer, for a game of any ruleset: the renderer reads any
// ruleset's view (`renderer::RulesetView`); each `match` here picks a ruleset's words or
// its story's frames (2016's: the functions below). A new ruleset adds its arm here.

/// The board of a game of any ruleset as PNG bytes (spectator views only, from the
/// service), highlighting what changed since `previous`. Each ruleset gives its words; the
/// renderer draws any ruleset's view in one call.
pub fn board_png_of(
    catalog: &Catalog,
    view: &AnyView,
    previous: Option<&AnyView>,
) -> Result<BoardPngs, String> {
    let labels: Box<dyn Labels + '_> = match view {
        AnyView::Bxb2016(v) => Box::new(BoardLabels::for_view(catalog, v)),
        AnyView::Uprising(v) => Box::new(uprising::UprisingLabels::for_view(catalog, v)),
    };
    // A board of another ruleset has nothing to compare with.
    let previous = previous.filter(|p| std::mem::discriminant(*p) == std::mem::discriminant(view));
    let options = renderer::RenderOptions::new(labels.as_ref()).since(previous);
    let board = renderer::render_board(view, &options).map_err(|e| e.to_string())?;
    encode_board(&board)
}

/// [`story_gif`] for a game of any ruleset.
pub fn story_gif_of(
    catalog: &Catalog,
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
) -> Result<Option<Vec<u8>>, String> {
    match config {
        AnyConfig::Bxb2016(c) => story_gif(catalog, c, seed, log),
        AnyConfig::Uprising(_) => {
            uprising::story_gif(catalog, &uprising_story_boards(catalog, config, seed, log)?)
        }
    }
}

/// The boards of a whole Uprising game, as posted after every turn and Sunrise, each with
/// its caption: the Any-typed log replayed from the start, a spectator view per frame.
pub fn uprising_story_boards(
    catalog: &Catalog,
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
) -> Result<Vec<(engine::uprising::GameView, String)>, String> {
    use engine::uprising::{Event as UpEvent, Phase as UpPhase};
    let mut game = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut frames = Vec::new();
    for Standing {
        command, events, ..
    } in standing(log)?
    {
        let Some(before) = game.as_uprising() else {
            return Err("an Uprising story of another ruleset's game".into());
        };
        let night = before.night();
        let was_turn = matches!(before.phase(), UpPhase::Night { .. });
        apply_standing(&mut game, &[command])?;
        if !ends_a_turn(events) {
            continue;
        }
        let Some(after) = game.as_uprising() else {
            return Err("an Uprising story of another ruleset's game".into());
        };
        let sunrise = events
            .iter()
            .any(|e| matches!(e, AnyEvent::Uprising(UpEvent::SunriseBegan)));
        let faction = match command {
            AnyCommand::Uprising(c) => uprising::faction_name(catalog, c.by),
            AnyCommand::Bxb2016(c) => faction_name(catalog, c.by),
        };
        let caption = story_caption(catalog, night, &faction, was_turn, sunrise, after.is_over());
        frames.push((after.view(None), caption));
    }
    Ok(frames)
}

/// A story frame's caption: the night and who just played, then Sunrise, or the end.
fn story_caption(
    catalog: &Catalog,
    night: u8,
    faction: &str,
    was_turn: bool,
    sunrise: bool,
    over: bool,
) -> String {
    if over {
        t!(catalog, "img-caption-end", night = night)
    } else if was_turn && sunrise {
        t!(
            catalog,
            "img-caption-turn-sunrise",
            night = night,
            faction = faction
        )
    } else if was_turn {
        t!(
            catalog,
            "img-caption-turn",
            night = night,
            faction = faction
        )
    } else {
        t!(catalog, "img-caption-sunrise", night = night)
    }
}

// ----------------------------------------------------------------- 2016

/// The renderer's words from the catalog, with the status line of the view being drawn.
#[derive(Debug)]
pub struct BoardLabels<'a> {
    catalog: &'a Catalog,
    status: String,
}

impl<'a> BoardLabels<'a> {
    pub fn for_view(catalog: &'a Catalog, view: &GameView) -> BoardLabels<'a> {
        BoardLabels {
            catalog,
            status: status_line(catalog, view),
        }
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
        let places = crate::service::text::Places::new(g.rules(), g.board());
        let what = crate::service::text::render_with(c, &places, &engine::describe_pending(p));
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
        let data = engine::Rules::embedded();
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
            Label::FactionLetter(f) => f.name().chars().take(1).collect(),
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
            Label::Uprising(u) => uprising::text(c, u),
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

/// A drawn board: the PNG, and a close-up of what changed when that is a small part of
/// the city (to attach beside it).
#[derive(Clone, Debug)]
pub struct BoardPngs {
    pub board: Vec<u8>,
    pub close_up: Option<Vec<u8>>,
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
    encode_board(&board)
}

/// A drawn board of any ruleset and its close-up as PNG bytes.
fn encode_board(board: &renderer::Board) -> Result<BoardPngs, String> {
    let png = renderer::encode_png(&board.image).map_err(|e| e.to_string())?;
    let close_up = match board.changed_close_up() {
        Some(img) => Some(renderer::encode_png(&img).map_err(|e| e.to_string())?),
        None => None,
    };
    Ok(BoardPngs {
        board: png,
        close_up,
    })
}

/// Whether these events close a turn or a Sunrise: the moments a board is posted.
pub fn ends_a_turn(events: &[AnyEvent]) -> bool {
    events.iter().any(AnyEvent::ends_turn)
}

/// The log entry after which the board posted before entry `upto` (included) was drawn:
/// the last standing command up to it that closed a turn or a Sunrise; 0 (the game's
/// start) if none did.
pub fn last_board_seq(log: &[LogRow], upto: u64) -> Result<u64, String> {
    let end = log.partition_point(|r| r.seq <= upto);
    Ok(standing(&log[..end])?
        .iter()
        .rev()
        .find(|s| ends_a_turn(s.events))
        .map_or(0, |s| s.seq))
}

/// The game as the board posted before the latest one showed it: after the last command
/// that closed a turn or a Sunrise, among all standing commands but the last one when
/// `before_latest` (the board being drawn follows that last command); the game's start if
/// none did.
pub fn previous_board(
    config: &AnyConfig,
    seed: u64,
    log: &[LogRow],
    before_latest: bool,
) -> Result<AnyGame, String> {
    let commands = standing(log)?;
    let considered = if before_latest {
        commands.len().saturating_sub(1)
    } else {
        commands.len()
    };
    let upto = commands
        .iter()
        .take(considered)
        .rposition(|s| ends_a_turn(s.events))
        .map_or(0, |i| i + 1);
    let mut game = AnyGame::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let replayed: Vec<&AnyCommand> = commands.iter().take(upto).map(|s| s.command).collect();
    apply_standing(&mut game, &replayed)?;
    Ok(game)
}

/// The boards of a whole game, as posted after every turn and Sunrise, each with its
/// caption (the night and who just played): the story's frames.
pub fn story_boards(
    catalog: &Catalog,
    config: &GameConfig,
    seed: u64,
    log: &[LogRow],
) -> Result<Vec<(GameView, String)>, String> {
    let mut any =
        AnyGame::new(AnyConfig::Bxb2016(config.clone()), seed).map_err(|e| e.to_string())?;
    let mut frames = Vec::new();
    for Standing {
        command, events, ..
    } in standing(log)?
    {
        let (night, was_turn) = match any.as_bxb2016() {
            Some(g) => (g.night_number(), matches!(g.phase(), Phase::Turn(_))),
            None => return Err("a 2016 story of another ruleset's game".into()),
        };
        apply_standing(&mut any, &[command])?;
        if !ends_a_turn(events) {
            continue;
        }
        let Some(game) = any.as_bxb2016() else {
            return Err("a 2016 story of another ruleset's game".into());
        };
        let new_night = events
            .iter()
            .any(|e| matches!(e, AnyEvent::Bxb2016(Event::NightStarted { .. })));
        let faction = match command {
            AnyCommand::Bxb2016(c) => faction_name(catalog, c.by),
            AnyCommand::Uprising(c) => uprising::faction_name(catalog, c.by),
        };
        let caption = story_caption(
            catalog,
            night,
            &faction,
            was_turn,
            new_night,
            game.is_over(),
        );
        frames.push((game.view(None), caption));
    }
    Ok(frames)
}

/// The story of a whole game as an animated GIF (see [`renderer::story_gif`]): None when
/// no turn has been played.
pub fn story_gif(
    catalog: &Catalog,
    config: &GameConfig,
    seed: u64,
    log: &[LogRow],
) -> Result<Option<Vec<u8>>, String> {
    let boards = story_boards(catalog, config, seed, log)?;
    let Some((last, _)) = boards.last() else {
        return Ok(None);
    };
    let labels = BoardLabels::for_view(catalog, last);
    let frames: Vec<renderer::StoryFrame> = boards
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
