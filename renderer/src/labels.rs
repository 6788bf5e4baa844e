//! Every word the image prints comes from the caller, so that the board speaks the game's
//! language: the renderer asks for a [`Label`] and draws the text it is given. The bot
//! answers from its message catalog (English by default); the renderer holds no language.

use engine::data::ScenarioObjective;
use engine::{DistrictKind, Faction, Occupation};

/// A piece of text the board needs. Names are asked for by their data key, numbers are
/// passed as arguments; the answer should be short (it is drawn at a fixed size).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label<'a> {
    /// "Night 4".
    Night(u8),
    /// "5 nights left", "last night" (1), "0 nights left".
    NightsLeft(u8),
    /// One line saying whose move it is or how the game ended; the caller composes it
    /// from the view it rendered.
    Status,
    /// A district's name, by its tile key.
    District(&'a str),
    /// The word on a highway tile ("HIGHWAY").
    Highway,
    /// A tile's police ID, for the police cards that pick the lowest or highest ("ID 17").
    PoliceId(u8),
    /// A faction's name ("Workers").
    Faction(Faction),
    /// A faction's one-letter cue on pieces ("W").
    FactionLetter(Faction),
    /// An occupation's short name on a tile ("Kitchen" for the People's Kitchen).
    Occupation(Occupation),
    /// A district type, for the legend ("State").
    Kind(DistrictKind),
    /// A police card's name, by its key.
    PoliceCard(&'a str),
    /// A police morale step's name, by its data label ("Timid").
    Morale(&'a str),
    /// The insurrection's objective in a sentence (None: the standard game's).
    Objective(Option<ScenarioObjective>),
    /// A scenario's name, by its key.
    Scenario(&'a str),
    /// The standard game's name where a scenario's would stand ("Insurrection").
    NoScenario,
    /// "+2", "−1": a count that changed since the previous board.
    Delta(i16),
    /// The badge on something new since the previous board ("NEW").
    New,
    /// The badge on a van hit since the previous board ("HIT").
    Hit,
    /// Where every cop (or the van) left since the previous board: "left".
    Left,
    /// Panel headings.
    PanelPolice,
    PanelTurn,
    PanelGoal,
    /// "Morale: Confident · draws 2 cards" (label already translated, draws).
    MoraleLine(&'a str, u8),
    /// "Police cards this night".
    PoliceThisNight,
    /// "none yet".
    NoneYet,
    /// "… and 3 more".
    AndMore(usize),
    /// "Metro open" / "Metro locked down (Workers hold the card)".
    MetroOpen,
    MetroLocked(Faction),
    /// "Dice".
    Dice,
    /// "no dice".
    NoDice,
    /// Column heads of the faction table: blocs in the city, on the mat, cards in hand.
    InCity,
    OnMat,
    Cards,
    /// The numbers under the goal.
    Liberated,
    StagingCops,
    StagingVans,
    VansDestroyed,
    BarricadeSupply,
    /// "3 of 10" (liberated so far, needed) for goals that count.
    OutOf(u8, u8),
    /// Legend entries.
    LegendLiberated,
    LegendChanged,
    LegendDifficulty,
    LegendShops,
    LegendBarricades,
    LegendDeadEnd,
    LegendMetro,
    LegendPolice,
    LegendOccupation,
    LegendCircle,
    LegendPoliceId,
}

/// The caller's answers. Implemented by the bot over its message catalog; tests use a
/// small table of their own.
pub trait Labels {
    fn text(&self, label: Label<'_>) -> String;
}
