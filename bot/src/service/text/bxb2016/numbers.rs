//! The game in numbers, posted when a 2016 game ends (issue 12): what the city saw
//! (liberations, vans destroyed, nights) and what each faction did, counted from the
//! game's events as a spectator sees them, so nothing secret is counted or named.

use crate::i18n::Catalog;
use crate::t;
use engine::{Event, Faction, Game};

/// What one faction did over the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FactionNumbers {
    pub cops_defeated: u32,
    pub van_hits: u32,
    pub barricades: u32,
    pub built: u32,
    pub loots: u32,
    pub cards_played: u32,
    pub blocs_lost: u32,
}

/// The game's numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameNumbers {
    pub liberated: u32,
    pub vans_destroyed: u32,
    pub nights: u32,
    /// Indexed by `Faction::index`.
    pub factions: [FactionNumbers; 4],
}

/// Counts `events` (the whole game's, already redacted for a spectator).
pub fn count(events: &[Event]) -> GameNumbers {
    let mut n = GameNumbers::default();
    for e in events {
        match e {
            Event::Liberated { .. } => n.liberated += 1,
            Event::VanDestroyed { .. } => n.vans_destroyed += 1,
            Event::NightStarted { .. } => n.nights += 1,
            Event::CopDefeated { faction, .. } => n.factions[faction.index()].cops_defeated += 1,
            Event::VanHit { faction, .. } => n.factions[faction.index()].van_hits += 1,
            Event::BarricadePlaced { faction, .. } => n.factions[faction.index()].barricades += 1,
            Event::Built { faction, .. } => n.factions[faction.index()].built += 1,
            Event::Looted { faction, .. } => n.factions[faction.index()].loots += 1,
            Event::CardPlayed { faction, .. } => n.factions[faction.index()].cards_played += 1,
            Event::BlocsDefeated { losses, .. } => {
                for f in Faction::ALL {
                    n.factions[f.index()].blocs_lost += u32::from(losses[f.index()]);
                }
            }
            _ => {}
        }
    }
    n
}

/// The numbers as a post: the city's line, then one line per faction in play.
pub fn game_numbers(c: &Catalog, game: &Game, events: &[Event]) -> String {
    let n = count(events);
    let mut lines = vec![
        t!(c, "numbers-title"),
        t!(
            c,
            "numbers-city",
            nights = n.nights,
            liberated = n.liberated,
            vans = n.vans_destroyed
        ),
    ];
    for &f in game.cycle() {
        let m = n.factions[f.index()];
        lines.push(t!(
            c,
            "numbers-faction",
            faction = super::faction_name(c, f),
            cops = m.cops_defeated,
            hits = m.van_hits,
            barricades = m.barricades,
            built = m.built,
            loots = m.loots,
            cards = m.cards_played,
            lost = m.blocs_lost
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use crate::i18n::Catalog;
    use crate::t;

    fn line(c: &Catalog, n: u32) -> String {
        t!(
            c,
            "numbers-faction",
            faction = "W",
            cops = n,
            hits = n,
            barricades = n,
            built = n,
            loots = n,
            cards = n,
            lost = n
        )
    }

    #[test]
    fn the_numbers_agree_in_number_in_both_languages() {
        // Issue 12: "1 blocs lost" was printed; Fluent's plural rules choose the form.
        let en = Catalog::english();
        let one = line(en, 1);
        for s in [
            "1 cop defeated",
            "1 van hit ",
            "1 barricade ",
            "1 occupation built",
            "1 loot ",
            "1 card played",
            "1 bloc lost",
        ] {
            assert!(one.contains(s), "{s}: {one}");
        }
        let two = line(en, 2);
        assert!(
            two.contains("2 cops defeated") && two.contains("2 blocs lost"),
            "{two}"
        );
        // French treats 0 and 1 alike (CLDR "one").
        let fr = Catalog::for_locale("fr");
        for n in [0, 1] {
            let l = line(fr, n);
            assert!(l.contains(&format!("{n} bloc perdu")), "{l}");
            assert!(l.contains(&format!("{n} carte jouée")), "{l}");
        }
        let l = line(fr, 3);
        assert!(
            l.contains("3 blocs perdus") && l.contains("3 CRS vaincus"),
            "{l}"
        );
    }
}
