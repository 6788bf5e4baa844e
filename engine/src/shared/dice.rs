//! Action dice: how many a faction rolls for its blocs in the city (R-TURN-3, U-DICE), by
//! a table the edition's data gives.

use crate::shared::rng::GameRng;

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
pub fn roll(rng: &mut GameRng, n: u8) -> Vec<u8> {
    (0..n).map(|_| rng.d6()).collect()
}

#[cfg(test)]
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
}
