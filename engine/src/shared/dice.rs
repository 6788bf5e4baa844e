//! Action dice: how many a faction rolls for its blocs in the city (R-TURN-3, U-DICE), by
//! a table the edition's data gives.

use crate::shared::rng::GameRng;

/// A turn's dice, inline up to eight (more spill to the heap). A roll, its event's copy and
/// each command paying with dice were an allocation apiece (issue 11). Serialized as a
/// list, as the `Vec<u8>` it replaces was, so stored games read the same.
pub type Dice = smallvec::SmallVec<[u8; 8]>;

/// The number of dice for `blocs` blocs in the city: the last row of `table` (`(at least
/// this many blocs, dice)`, sorted by blocs) that applies; 0 if none does.
pub fn dice_for_blocs(table: impl IntoIterator<Item = (u8, u8)>, blocs: u8) -> u8 {
    table
        .into_iter()
        .take_while(|&(min, _)| blocs >= min)
        .last()
        .map_or(0, |(_, dice)| dice)
}

/// Rolls `n` six-sided dice.
pub fn roll(rng: &mut GameRng, n: u8) -> Dice {
    (0..n).map(|_| rng.d6()).collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn r_turn_3_dice_table() {
        let table = [(0, 3), (6, 4), (9, 5)];
        let dice: Vec<u8> = (0..=10)
            .map(|b| dice_for_blocs(table.iter().copied(), b))
            .collect();
        assert_eq!(dice, [3, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5]);
    }

    /// Stored games and commands read the same: `Dice` is written and read as the list
    /// of numbers `Vec<u8>` was, inline or spilled past eight dice.
    #[test]
    fn dice_are_written_and_read_as_the_list_they_replaced() {
        for n in [0u8, 1, 3, 8, 9, 11] {
            let list: Vec<u8> = (0..n).map(|i| i % 6 + 1).collect();
            let dice: Dice = list.iter().copied().collect();
            let written = serde_json::to_string(&list).unwrap();
            assert_eq!(serde_json::to_string(&dice).unwrap(), written);
            let read: Dice = serde_json::from_str(&written).unwrap();
            assert_eq!(read[..], list[..]);
        }
    }
}
