//! The game in numbers, posted when an Uprising game ends (issue 12): what the city saw
//! (nights, liberations, vans destroyed) and what each faction did, counted from the
//! game's events as a spectator sees them, so nothing secret is counted or named; an
//! agenda appears only once revealed (U-SEMI-7).

use super::{agenda_name, faction_name};
use crate::i18n::Catalog;
use crate::t;
use engine::uprising::{Event, Game};
use engine::Faction;

/// What one faction did over the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FactionNumbers {
    /// Liberations it took part in: it had blocs there and chose a Liberation card
    /// option (U-LCARD-2).
    pub liberations: u32,
    pub blocs_lost: u32,
    pub squads_defeated: u32,
    pub squads_pushed: u32,
    pub van_hits: u32,
    pub built: u32,
    pub loots: u32,
    pub cards_played: u32,
}

/// The game's numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameNumbers {
    pub liberated: u32,
    pub vans_destroyed: u32,
    /// Indexed by `Faction::index`.
    pub factions: [FactionNumbers; 4],
}

/// Counts `events` (the whole game's, already redacted for a spectator). Attacks name no
/// faction in their events: they belong to the faction whose turn it is (U-ATK); those
/// of a Liberation card at Sunrise belong to nobody.
pub fn count(events: &[Event]) -> GameNumbers {
    let mut n = GameNumbers::default();
    let mut turn: Option<Faction> = None;
    for e in events {
        let mut of_turn = |add: &dyn Fn(&mut FactionNumbers)| {
            if let Some(f) = turn {
                add(&mut n.factions[f.index()]);
            }
        };
        match e {
            Event::TurnBegan { faction } => turn = Some(*faction),
            Event::TurnEnded { .. } | Event::SunriseBegan => turn = None,
            Event::SquadDefeated { .. } => of_turn(&|m| m.squads_defeated += 1),
            Event::SquadsPushed { squads, .. } => {
                of_turn(&|m| m.squads_pushed += u32::from(*squads))
            }
            Event::VanHit { .. } => of_turn(&|m| m.van_hits += 1),
            Event::Liberated { .. } => n.liberated += 1,
            Event::VanDestroyed { .. } => n.vans_destroyed += 1,
            Event::OptionChosen { faction, .. } => n.factions[faction.index()].liberations += 1,
            Event::BlocsLost { faction, blocs, .. } => {
                n.factions[faction.index()].blocs_lost += u32::from(*blocs)
            }
            Event::Built { faction, .. } => n.factions[faction.index()].built += 1,
            Event::Looted { faction, .. } => n.factions[faction.index()].loots += 1,
            Event::LootPlayed { faction, .. } => n.factions[faction.index()].cards_played += 1,
            _ => {}
        }
    }
    n
}

/// The numbers as a post: the city's line, then one line per faction in play with its
/// agenda once revealed.
pub fn game_numbers(c: &Catalog, game: &Game, events: &[Event]) -> String {
    let n = count(events);
    let mut lines = vec![
        t!(c, "numbers-title"),
        t!(
            c,
            "numbers-city",
            nights = game.night(),
            liberated = n.liberated,
            vans = n.vans_destroyed
        ),
    ];
    for f in game.view(None).factions {
        let m = n.factions[f.faction.index()];
        let mut line = t!(
            c,
            "up-numbers-faction",
            faction = faction_name(c, f.faction),
            liberations = m.liberations,
            lost = m.blocs_lost,
            defeated = m.squads_defeated,
            pushed = m.squads_pushed,
            hits = m.van_hits,
            built = m.built,
            loots = m.loots,
            cards = m.cards_played
        );
        if let Some(a) = f.revealed_agenda {
            line.push_str(" · ");
            line.push_str(&t!(c, "up-numbers-agenda", agenda = agenda_name(c, a)));
        }
        lines.push(line);
    }
    lines.join("\n")
}
