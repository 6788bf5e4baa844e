//! Every word the image prints comes from the caller, so that the board speaks the game's
//! language: the renderer asks for a [`Label`] and draws the text it is given. The bot
//! answers from its message catalog (English by default); the renderer holds no language.

use engine::bxb2016::data::ScenarioObjective;
use engine::uprising::data::Priority;
use engine::uprising::OccKind;
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
    /// Words only the Uprising board prints.
    Uprising(UpLabel<'a>),
}

/// The words of the Uprising board (3rd edition) that the 2016 board has no use for. Names
/// are asked for by their key in `engine/data/uprising/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpLabel<'a> {
    /// A district's name by tile key, on its repressed or liberated face (U-DIST-5).
    District(&'a str, bool),
    /// An occupation token's short name on a tile ("Start", "Hall", "Aid").
    Occupation(OccKind),
    /// A Conditions card's name, by its key.
    ConditionsCard(&'a str),
    /// A police morale level's name, by its key ("Timid").
    Morale(&'a str),
    /// "Morale: Timid" (the level's name already translated).
    MoraleLine(&'a str),
    /// What the level does (U-MOR-1): "1 Police Ops card a turn · tank −1 a night"
    /// (cards drawn at each turn's start, countdown steps at Sunrise).
    MoraleEffect(u8, u8),
    /// The heading over the Reaction pile's top card back (U-PRIO-1, AMB-1).
    ReactionTop,
    /// The ID priority the top card shows: "Highest ID first" (U-PRIO-2).
    Priority(Priority),
    /// "Metro locked" (U-PRIO-3); open is [`Label::MetroOpen`].
    MetroLocked,
    /// "Squads in staging", "Vans in staging" (the numbers are drawn apart).
    StagingSquads,
    StagingVans,
    /// "Loot tokens left".
    LootTokens,
    /// Column head of the faction table: blocs in the supply.
    Supply,
    /// The third card's heading, over the countdown tank and the Conditions cards
    /// ("COUNTDOWN · CONDITIONS").
    PanelConditions,
    /// "3 more in the deck" (face-down Conditions cards, U-COND-6).
    ConditionsLeft(usize),
    /// "Meeting: 4 blocs on the deck" (U-MEET).
    MeetingBlocs(u8),
    /// Legend: squads and vans; occupation kinds; loot tokens.
    LegendPolice,
    LegendOccupation,
    LegendShops,
}

/// The caller's answers. Implemented by the bot over its message catalog; tests use a
/// small table of their own.
pub trait Labels {
    fn text(&self, label: Label<'_>) -> String;
}
