//! Test support: an English table of labels (the bot's catalog is the real one; the
//! renderer holds no language) and the reference positions.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use engine::bxb2016::data::ScenarioObjective;
use engine::bxb2016::notation::{parse_position, parse_scenario, run_scenario};
use engine::uprising::data::Priority;
use engine::uprising::OccKind;
use engine::{
    bxb2016::{Game, GameView, Phase},
    Occupation,
};
use renderer::{Label, Labels, UpLabel};
use std::path::PathBuf;

/// English words for the board, with a status line composed from the view drawn.
#[derive(Debug, Default)]
pub struct English {
    pub status: String,
}

impl English {
    pub fn for_view(view: &GameView) -> English {
        let g = view;
        let status = match g.phase() {
            Phase::ChooseStarts => "Setup: choose Start districts".to_string(),
            Phase::Turn(t) => format!("The {}' turn", t.faction),
            Phase::Sunrise(_) => "Sunrise".to_string(),
            Phase::Ended(_) => "Game over".to_string(),
        };
        English { status }
    }
}

impl Labels for English {
    fn text(&self, label: Label<'_>) -> String {
        let data = engine::bxb2016::Rules::embedded();
        match label {
            Label::Night(n) => format!("Night {n}"),
            Label::NightsLeft(1) => "last night".into(),
            Label::NightsLeft(n) => format!("{n} nights left"),
            Label::Status => self.status.clone(),
            Label::District(key) => data
                .tiles
                .iter()
                .find(|t| t.key == key)
                .map_or(key.to_string(), |t| t.name.clone()),
            Label::Highway => "HIGHWAY".into(),
            Label::PoliceId(n) => format!("ID {n}"),
            Label::Faction(f) => f.name().into(),
            Label::FactionLetter(f) => f.name().chars().take(1).collect(),
            Label::Occupation(o) => match o {
                Occupation::Start => "Start",
                Occupation::AssemblyHall => "Assembly",
                Occupation::PeoplesKitchen => "Kitchen",
                Occupation::StrikeHall => "Strike",
                Occupation::PropagandaWorkshop => "Propaganda",
                Occupation::GuerrillaGarden => "Garden",
                Occupation::ComradeCafe => "Café",
                Occupation::SocialCenter => "Social",
                Occupation::HackerSpace => "Hacker",
                Occupation::MolotovFactory => "Molotov",
                Occupation::ScavengersHideout => "Scavengers",
            }
            .into(),
            Label::Kind(k) => k.name().into(),
            Label::PoliceCard(key) => data
                .police
                .iter()
                .find(|c| c.key == key)
                .map_or(key.to_string(), |c| c.name.clone()),
            Label::Morale(m) => m.into(),
            Label::Objective(None | Some(ScenarioObjective::AllStateOccupied)) => {
                "Every State district holds an occupation at Sunrise.".into()
            }
            Label::Objective(Some(o)) => match o {
                ScenarioObjective::AllStateOccupied => unreachable!("matched above"),
                ScenarioObjective::AllHighwayEntrancesBarricaded => {
                    "Every highway entrance holds a barricade."
                }
                ScenarioObjective::AllVansDestroyedAndNoCopsInCity => {
                    "All 6 vans destroyed and no cop left in the city."
                }
                ScenarioObjective::AllCommercialShopsBurned => "Every shopping center burned.",
                ScenarioObjective::EveryFactionOccupiesAllOwnDistricts => {
                    "Every faction occupies each of its own districts."
                }
                ScenarioObjective::EachFactionStateOrAllOwn => {
                    "Every faction occupies a State district or all of its own."
                }
                ScenarioObjective::TenDistrictsLiberated => "At least 10 districts liberated.",
                ScenarioObjective::AllStateOccupiedAndLiberated => {
                    "Every State district occupied and liberated."
                }
                ScenarioObjective::AllAdjacentToAutonomousZoneLiberatedAndNoPoliceThere => {
                    "Every district next to an Autonomous Zone liberated, no police in either."
                }
            }
            .into(),
            Label::Scenario(key) => data
                .scenario(key)
                .map_or(key.to_string(), |s| s.name.clone()),
            Label::NoScenario => "Insurrection".into(),
            Label::Delta(d) if d > 0 => format!("+{d}"),
            Label::Delta(d) => format!("−{}", -d),
            Label::New => "NEW".into(),
            Label::Hit => "HIT".into(),
            Label::Left => "left".into(),
            Label::PanelPolice => "POLICE".into(),
            Label::PanelTurn => "TURN ORDER".into(),
            Label::PanelGoal => "GOAL".into(),
            Label::MoraleLine(m, d) => format!("Morale: {m} · draws {d}"),
            Label::PoliceThisNight => "Police cards this night".into(),
            Label::NoneYet => "none yet".into(),
            Label::AndMore(n) => format!("… and {n} more"),
            Label::MetroOpen => "Metro open".into(),
            Label::MetroLocked(f) => format!("Metro locked ({})", f.name()),
            Label::Dice => "Dice".into(),
            Label::NoDice => "none left".into(),
            Label::InCity => "in city".into(),
            Label::OnMat => "on mat".into(),
            Label::Cards => "cards".into(),
            Label::Liberated => "Liberated districts".into(),
            Label::StagingCops => "Cops in staging".into(),
            Label::StagingVans => "Vans in staging".into(),
            Label::VansDestroyed => "Vans destroyed".into(),
            Label::BarricadeSupply => "Barricades left".into(),
            Label::OutOf(a, b) => format!("{a} of {b}"),
            Label::LegendLiberated => "liberated".into(),
            Label::LegendChanged => "changed since the last board".into(),
            Label::LegendDifficulty => "difficulty".into(),
            Label::LegendShops => "shops: unlooted, graffiti, burned".into(),
            Label::LegendBarricades => "barricades".into(),
            Label::LegendDeadEnd => "dead end".into(),
            Label::LegendMetro => "metro".into(),
            Label::LegendPolice => "riot cops, van".into(),
            Label::LegendOccupation => "occupation".into(),
            Label::LegendCircle => "free circle".into(),
            Label::LegendPoliceId => "police ID".into(),
            Label::Uprising(u) => uprising_english(u),
        }
    }
}

/// The Uprising board's own words, names from the Uprising data.
fn uprising_english(label: UpLabel<'_>) -> String {
    let d = engine::uprising::data::data();
    match label {
        UpLabel::District(key, liberated) => d
            .tile_by_key(key)
            .and_then(|id| d.tile(id))
            .map_or(key.to_string(), |t| t.side(liberated).name.clone()),
        UpLabel::Occupation(k) => match k {
            OccKind::Start => "Start",
            OccKind::Hall => "Hall",
            OccKind::Aid => "Aid",
        }
        .into(),
        UpLabel::ConditionsCard(key) => d
            .conditions
            .iter()
            .find(|c| c.key == key)
            .map_or(key.to_string(), |c| c.name.clone()),
        UpLabel::Morale(key) => d
            .morale
            .iter()
            .find(|m| m.key == key)
            .map_or(key.to_string(), |m| m.name.clone()),
        UpLabel::MoraleLine(m) => format!("Morale: {m}"),
        UpLabel::MoraleEffect(draws, steps) => {
            format!("{draws} Ops cards a turn · tank −{steps}")
        }
        UpLabel::ReactionTop => "Reaction pile: top card".into(),
        UpLabel::Priority(Priority::Highest) => "Highest ID first".into(),
        UpLabel::Priority(Priority::Lowest) => "Lowest ID first".into(),
        UpLabel::MetroLocked => "Metro locked".into(),
        UpLabel::StagingSquads => "Squads in staging".into(),
        UpLabel::StagingVans => "Vans in staging".into(),
        UpLabel::LootTokens => "Loot tokens left".into(),
        UpLabel::Supply => "supply".into(),
        UpLabel::PanelConditions => "COUNTDOWN · CONDITIONS".into(),
        UpLabel::ConditionsLeft(n) => format!("{n} more in the deck"),
        UpLabel::MeetingBlocs(1) => "At the meeting: 1 bloc".into(),
        UpLabel::MeetingBlocs(n) => format!("At the meeting: {n} blocs"),
        UpLabel::LegendPolice => "squads, van (dots: damage)".into(),
        UpLabel::LegendOccupation => "occupation: Start, Hall, Aid".into(),
        UpLabel::LegendShops => "shops: free, graffiti, burnt".into(),
    }
}

/// English words for an Uprising board, with a status line from the view drawn.
pub fn english_for_uprising(view: &engine::uprising::GameView) -> English {
    use engine::uprising::Phase as UpPhase;
    let status = match &view.phase {
        UpPhase::Setup => "Setup: choose Start districts".to_string(),
        UpPhase::Night { .. } => match view.to_act.first() {
            Some(f) => format!("The {f}' turn"),
            None => "Night".to_string(),
        },
        UpPhase::Sunrise { .. } => "Sunrise".to_string(),
        UpPhase::Over => "Game over".to_string(),
    };
    English { status }
}

/// Decodes a PNG into RGB bytes and its size.
pub fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let img = image::load_from_memory(png).unwrap().to_rgb8();
    (img.width(), img.height(), img.into_raw())
}

/// Mean absolute difference per channel, and the fraction of pixels where some channel
/// differs by more than 48.
pub fn diff(a: &[u8], b: &[u8]) -> (f64, f64) {
    let mut sum = 0u64;
    let mut differing = 0u64;
    for (pa, pb) in a.chunks(3).zip(b.chunks(3)) {
        let mut big = false;
        for c in 0..3 {
            let d = (pa[c] as i32 - pb[c] as i32).unsigned_abs();
            sum += d as u64;
            big |= d > 48;
        }
        differing += big as u64;
    }
    let n = (a.len() / 3).max(1) as f64;
    (sum as f64 / (n * 3.0), differing as f64 / n)
}

/// Compares a render with `tests/reference/NAME.png` (see `render.rs`): on a mismatch the
/// new render is written beside it as `NAME.new.png` for review.
pub fn check_reference(name: &str, png: &[u8]) {
    let reference = dir("reference").join(format!("{name}.png"));
    let fresh = dir("reference").join(format!("{name}.new.png"));
    if std::env::var_os("BLOCBOT_UPDATE_REFERENCE").is_some_and(|v| v == "1") {
        std::fs::write(&reference, png).unwrap();
        let _ = std::fs::remove_file(&fresh);
        return;
    }
    let expected = std::fs::read(&reference).unwrap_or_else(|e| {
        std::fs::write(&fresh, png).unwrap();
        panic!(
            "{}: {e}; new render in {}",
            reference.display(),
            fresh.display()
        )
    });
    let (ew, eh, expected) = decode(&expected);
    let (w, h, got) = decode(png);
    let same_size = (ew, eh) == (w, h);
    let (mean, frac) = if same_size {
        diff(&expected, &got)
    } else {
        (255.0, 1.0)
    };
    if !same_size || mean > 0.5 || frac > 0.002 {
        std::fs::write(&fresh, png).unwrap();
        panic!(
            "{name}: render differs from {} (size {:?} vs {:?}, mean abs diff {mean:.3}, \
             {:.3}% pixels differ); new render written to {} for review, \
             BLOCBOT_UPDATE_REFERENCE=1 to accept",
            reference.display(),
            (w, h),
            (ew, eh),
            frac * 100.0,
            fresh.display()
        );
    }
    let _ = std::fs::remove_file(&fresh);
}

pub fn dir(sub: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(sub)
}

/// The game a position or scenario file describes, and for a scenario the game before
/// its actions (what the previous image showed).
pub fn load(name: &str) -> (Game, Option<Game>) {
    let text = std::fs::read_to_string(dir("positions").join(format!("{name}.pos"))).unwrap();
    load_text(&text)
}

pub fn load_text(text: &str) -> (Game, Option<Game>) {
    if text.lines().any(|l| l.trim() == "actions") {
        let before = parse_scenario(text).unwrap().start.build().unwrap();
        let run = run_scenario(text).unwrap();
        assert!(run.error.is_none(), "{:?}", run.error);
        (run.game, Some(before))
    } else {
        let pos = parse_position(text).unwrap();
        (Game::from_position(&pos).unwrap(), None)
    }
}

/// Whether these events close a turn or a Sunrise (the moments the bot posts a board).
pub fn ends_a_turn(events: &[engine::bxb2016::Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            engine::bxb2016::Event::TurnStarted { .. }
                | engine::bxb2016::Event::SunriseStarted
                | engine::bxb2016::Event::NightStarted { .. }
                | engine::bxb2016::Event::GameEnded { .. }
        )
    })
}

/// Plays a game with `choose` and returns a board after every turn and Sunrise, with a
/// caption: the story's frames.
pub fn play_story(
    config: engine::bxb2016::GameConfig,
    seed: u64,
    max_commands: usize,
    mut choose: impl FnMut(&Game) -> Option<engine::bxb2016::Command>,
) -> Vec<(Game, String)> {
    let mut game = Game::new(config, seed).unwrap();
    let mut frames = Vec::new();
    for _ in 0..max_commands {
        let Some(cmd) = choose(&game) else { break };
        let by = cmd.by;
        let night = game.night_number();
        let was_turn = matches!(game.phase(), Phase::Turn(_));
        let events = game.apply(cmd).unwrap();
        if ends_a_turn(&events) {
            let caption = if game.is_over() {
                "The end".to_string()
            } else if was_turn {
                format!("Night {night} · after the {by}")
            } else {
                format!("Night {night} · Sunrise")
            };
            frames.push((game.clone(), caption));
        }
    }
    frames
}

/// A random player that keeps its blocs out of the police's reach: among the legal moves
/// it picks at random one that leaves the most blocs (of every faction) in districts
/// without police, so that games last (uniform random play implodes within two nights).
pub fn survivor(seed: u64) -> impl FnMut(&Game) -> Option<engine::bxb2016::Command> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let safe_blocs = |g: &Game| -> u32 {
        engine::Cell::all()
            .map(|c| g.district(c))
            .filter(|d| !d.has_police())
            .map(|d| d.total_blocs() as u32)
            .sum()
    };
    move |game: &Game| {
        let legal = game.legal_actions();
        let scored: Vec<(u32, &engine::bxb2016::Command)> = legal
            .iter()
            .map(|c| {
                let mut g = game.clone();
                let score = if g.apply(c.clone()).is_ok() {
                    safe_blocs(&g)
                } else {
                    0
                };
                (score, c)
            })
            .collect();
        let best = scored.iter().map(|s| s.0).max()?;
        let pool: Vec<&engine::bxb2016::Command> =
            scored.iter().filter(|s| s.0 == best).map(|s| s.1).collect();
        // xorshift: a stable sequence from the seed.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let n = pool.len() as u64;
        (n > 0).then(|| pool[(state % n) as usize].clone())
    }
}

// ----------------------------------------------------------------- Uprising

/// An Uprising position file (`tests/positions/uprising/NAME.scn`, the scenario notation):
/// the game at its end and, when a line reads `previous`, the game at that line (what the
/// previous board showed).
pub fn load_uprising(name: &str) -> (engine::uprising::Game, Option<engine::uprising::Game>) {
    let path = dir("positions")
        .join("uprising")
        .join(format!("{name}.scn"));
    let text = std::fs::read_to_string(&path).unwrap();
    load_uprising_text(&text)
}

pub fn load_uprising_text(text: &str) -> (engine::uprising::Game, Option<engine::uprising::Game>) {
    let run = |t: &str| {
        let report = engine::uprising::ruleset::run_scenario(t).unwrap();
        assert!(report.refused.is_none(), "{:?}", report.refused);
        report.game
    };
    let lines: Vec<&str> = text.lines().collect();
    match lines.iter().position(|l| l.trim() == "previous") {
        Some(i) => {
            let before = run(&lines[..i].join("\n"));
            let mut all = lines.clone();
            all.remove(i);
            (run(&all.join("\n")), Some(before))
        }
        None => (run(text), None),
    }
}

/// Whether Uprising events close a turn, a Sunrise or the game (the moments a board is
/// posted).
pub fn uprising_ends_a_turn(events: &[engine::uprising::Event]) -> bool {
    use engine::uprising::Event as E;
    events.iter().any(|e| {
        matches!(
            e,
            E::TurnBegan { .. } | E::SunriseBegan | E::NightBegan { .. } | E::GameEnded { .. }
        )
    })
}

/// Plays an Uprising game with random legal commands (a fixed xorshift from `seed`) and
/// returns a board after every turn and Sunrise, with a caption.
pub fn play_uprising(
    config: engine::uprising::Config,
    seed: u64,
    max_commands: usize,
) -> Vec<(engine::uprising::Game, String)> {
    let mut game = engine::uprising::Game::new(config, seed).unwrap();
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut frames = Vec::new();
    for _ in 0..max_commands {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let cmd = legal[(state % legal.len() as u64) as usize].clone();
        let night = game.view(None).night;
        let by = cmd.by;
        let events = game.apply(cmd).unwrap();
        if uprising_ends_a_turn(&events) {
            let caption = if game.is_over() {
                "The end".to_string()
            } else {
                format!("Night {night} · after the {by}")
            };
            frames.push((game.clone(), caption));
        }
    }
    frames
}
