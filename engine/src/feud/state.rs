//! The state of a game of *Stack Feud* and its set-up (BM-4) for 2, 3 and 4 players.
//!
//! Set-up ends when every player has placed their first four tenants ([`Stage::Ready`]);
//! the turn's phases come next (docs/feud-design.md, section 11). Every random choice comes
//! from the game's [`GameRng`], so a game replays from its seed.

use super::data::{data, Bag, Card, Kind, Place, Tenant};
use crate::seam::{Explain, Message};
use crate::shared::rng::GameRng;

/// A tenant's place on the row of stacks: the board (0 = first placed, BM-4.1), column and
/// level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub board: u8,
    pub column: u8,
    pub level: u8,
}

/// The markers on one square (BM-2.5); all zero at set-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Markers {
    pub fire: u8,
    pub structure: u8,
    pub collapsed: bool,
    pub looted: bool,
    pub tagged: bool,
}

/// One stack's board in the row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// An index into the layout's stack keys (BM-4.1: dealt at random).
    pub stack: u8,
    /// The player owning it, an index into [`Game::players`]' seats.
    pub owner: u8,
    /// One per square of the layout, in its order.
    pub markers: Vec<Markers>,
}

/// A tenant on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InPlay {
    /// The player whose pile it came from.
    pub owner: u8,
    pub tenant: Tenant,
    pub at: Spot,
    /// Item indices into the data's items (BM-6.7).
    pub kit: Vec<u8>,
    pub spent: bool,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A player places their first tenants, in board order (BM-4.3).
    Placing { player: u8 },
    /// Set-up is over; the first player's command phase is next.
    Ready,
}

/// A refused set-up command: a message id for the bot's catalogs and the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 4 players (BM-1.1, BM-13.1).
    Players,
    /// Not this player's placement (BM-4.3).
    NotYourTurn,
    /// No such tenant waiting to be placed (BM-4.3).
    NoSuchTenant,
    /// Not a square of the player's own stack a tenant may stand on (BM-4.3).
    NotOwnStack,
    /// The square holds a tenant (BM-6.5).
    Occupied,
}

impl Explain for SetupError {
    fn message(&self) -> Message {
        Message::new(match self {
            SetupError::Players => "feud-err-players",
            SetupError::NotYourTurn => "feud-err-not-your-placement",
            SetupError::NoSuchTenant => "feud-err-no-such-tenant",
            SetupError::NotOwnStack => "feud-err-not-own-stack",
            SetupError::Occupied => "feud-err-occupied",
        })
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            SetupError::Players => "BM-1.1",
            SetupError::Occupied => "BM-6.5",
            _ => "BM-4.3",
        })
    }
}

/// A game of *Stack Feud*.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Players in turn order, which is the order the boards were placed (BM-4.1, BM-5).
    /// Each value is the seat the player had at the table, 0-based.
    pub order: Vec<u8>,
    /// The row of boards; board `i` belongs to the `i`-th player in turn order.
    pub boards: Vec<Board>,
    /// Each player's face-down pile; the top is the end (BM-4.3).
    pub piles: Vec<Vec<Tenant>>,
    /// Each player's tenants drawn at set-up and not yet placed.
    pub placing: Vec<Vec<Tenant>>,
    pub tenants: Vec<InPlay>,
    /// The two bags of kit, item indices; drawn from the end (BM-4.2).
    pub gear: Vec<u8>,
    pub arms: Vec<u8>,
    /// The draw deck; the top is the end (BM-4.4).
    pub deck: Vec<Card>,
    /// The cards set aside until the endgame (BM-4.4, BM-11.1).
    pub set_aside: Vec<Card>,
    /// Each player's hand, in turn order (BM-4.4).
    pub hands: Vec<Vec<Card>>,
    pub stage: Stage,
    pub rng: GameRng,
}

impl Game {
    /// Sets a game up for `players` players (BM-4): stacks dealt at random, a D6 each
    /// (re-rolling ties) for the order, the bags filled, the piles shuffled and four tenants
    /// drawn each, the deck shuffled, cards set aside and three dealt each.
    pub fn new(players: u8, seed: u64) -> Result<Game, SetupError> {
        let d = data();
        let rules = &d.rules;
        if players < rules.players_min || players > rules.players_max {
            return Err(SetupError::Players);
        }
        let set_aside = rules.set_aside(players).ok_or(SetupError::Players)?;
        let mut rng = GameRng::from_seed(seed);
        let n = usize::from(players);

        // BM-4.1: each rolls a D6, re-rolling ties; the lowest places first.
        let mut rolls: Vec<(u8, u8)> = (0..players).map(|p| (rng.d6(), p)).collect();
        loop {
            rolls.sort_unstable();
            let tied = rolls.windows(2).any(|w| w[0].0 == w[1].0);
            if !tied {
                break;
            }
            for i in 0..rolls.len() {
                let shares = rolls
                    .iter()
                    .enumerate()
                    .any(|(j, r)| j != i && r.0 == rolls[i].0);
                if shares {
                    rolls[i].0 = rng.d6();
                }
            }
        }
        let order: Vec<u8> = rolls.iter().map(|&(_, p)| p).collect();

        // BM-4.1: blocks dealt at random.
        let mut stacks: Vec<u8> = (0..d.layout.stacks.len())
            .filter_map(|i| u8::try_from(i).ok())
            .collect();
        rng.shuffle(&mut stacks);
        let squares = usize::from(d.layout.width) * usize::from(d.layout.height);
        let boards = (0..players)
            .map(|i| Board {
                stack: stacks[usize::from(i)],
                owner: i,
                markers: vec![Markers::default(); squares],
            })
            .collect();

        // BM-4.2, BM-13.1: the bags, with the expansion's counters for 3-4 players.
        let mut gear = Vec::new();
        let mut arms = Vec::new();
        for (i, item) in d.items.iter().enumerate() {
            let Ok(index) = u8::try_from(i) else { continue };
            let bag = if item.bag == Bag::Gear {
                &mut gear
            } else {
                &mut arms
            };
            bag.extend(std::iter::repeat_n(
                index,
                usize::from(d.item_count(item, players)),
            ));
        }
        rng.shuffle(&mut gear);
        rng.shuffle(&mut arms);

        // BM-4.3: piles shuffled, four drawn each.
        let first = usize::from(rules.setup.first_tenants);
        let mut piles = Vec::with_capacity(n);
        let mut placing = Vec::with_capacity(n);
        for _ in 0..n {
            let mut pile = d.pile.clone();
            rng.shuffle(&mut pile);
            let drawn = pile.split_off(pile.len().saturating_sub(first));
            piles.push(pile);
            placing.push(drawn);
        }

        // BM-4.4, BM-13.2: shuffle, set aside, deal three each.
        let mut deck = d.deck.clone();
        rng.shuffle(&mut deck);
        let aside = deck.split_off(deck.len().saturating_sub(usize::from(set_aside)));
        let mut hands = vec![Vec::new(); n];
        for _ in 0..rules.setup.deal {
            for hand in hands.iter_mut() {
                if let Some(card) = deck.pop() {
                    hand.push(card);
                }
            }
        }

        Ok(Game {
            order,
            boards,
            piles,
            placing,
            tenants: Vec::new(),
            gear,
            arms,
            deck,
            set_aside: aside,
            hands,
            stage: Stage::Placing { player: 0 },
            rng,
        })
    }

    /// Whether a tenant may be placed on a square at set-up: a square of the own stack a
    /// tenant may stand on (a window or interior square, not the monorail's tube or portals
    /// nor a freeway portal, which only rides cross: docs/feud-design.md, section 10), and
    /// holding no tenant (BM-4.3, BM-6.5).
    pub fn can_place(&self, player: u8, at: Spot) -> Result<(), SetupError> {
        if at.board != player {
            return Err(SetupError::NotOwnStack);
        }
        let square = data()
            .layout
            .at(at.column, at.level)
            .ok_or(SetupError::NotOwnStack)?;
        let standable = square.kind != Kind::Open
            && !matches!(
                square.place,
                Place::Tube | Place::RailPortal | Place::FreewayPortal
            );
        if !standable {
            return Err(SetupError::NotOwnStack);
        }
        if self.tenants.iter().any(|t| t.at == at) {
            return Err(SetupError::Occupied);
        }
        Ok(())
    }

    /// Places the `which`-th of a player's drawn tenants (BM-4.3); a tenant marked to start
    /// with arms or gear draws one counter of that bag (BM-4.3, BM-5.1). Refused commands
    /// change nothing.
    pub fn place(&mut self, player: u8, which: usize, at: Spot) -> Result<(), SetupError> {
        if self.stage != (Stage::Placing { player }) {
            return Err(SetupError::NotYourTurn);
        }
        let waiting = self
            .placing
            .get(usize::from(player))
            .ok_or(SetupError::NotYourTurn)?;
        let tenant = *waiting.get(which).ok_or(SetupError::NoSuchTenant)?;
        self.can_place(player, at)?;

        if let Some(list) = self.placing.get_mut(usize::from(player)) {
            list.remove(which);
        }
        let mut kit = Vec::new();
        let drawn = match tenant.starts {
            Some(Bag::Gear) => self.gear.pop(),
            Some(Bag::Arms) => self.arms.pop(),
            None => None,
        };
        kit.extend(drawn);
        self.tenants.push(InPlay {
            owner: player,
            tenant,
            at,
            kit,
            spent: false,
        });
        // BM-4.3: players place in board order; the next one when all four are down.
        let players = u8::try_from(self.placing.len()).unwrap_or(u8::MAX);
        let mut next = player;
        while self
            .placing
            .get(usize::from(next))
            .is_some_and(|l| l.is_empty())
        {
            next += 1;
        }
        self.stage = if next >= players {
            Stage::Ready
        } else {
            Stage::Placing { player: next }
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn free_spots(game: &Game, player: u8) -> Vec<Spot> {
        let layout = &data().layout;
        layout
            .squares()
            .map(|(column, level, _)| Spot {
                board: player,
                column,
                level,
            })
            .filter(|&s| game.can_place(player, s).is_ok())
            .collect()
    }

    fn placed(players: u8, seed: u64) -> Game {
        let mut game = Game::new(players, seed).expect("set-up");
        while let Stage::Placing { player } = game.stage {
            let spot = free_spots(&game, player)[0];
            game.place(player, 0, spot).expect("legal placement");
        }
        game
    }

    #[test]
    fn bm_1_1_two_to_four_players() {
        assert_eq!(Game::new(1, 1).err(), Some(SetupError::Players));
        assert_eq!(Game::new(5, 1).err(), Some(SetupError::Players));
        for players in 2..=4 {
            assert!(Game::new(players, 7).is_ok());
        }
    }

    #[test]
    fn bm_4_setup_counts_for_2_3_and_4_players() {
        let d = data();
        for (players, aside) in [(2u8, 16usize), (3, 12), (4, 6)] {
            let game = Game::new(players, 42).expect("set-up");
            let n = usize::from(players);
            // BM-4.1: one board each, distinct stacks, an order that is a permutation.
            assert_eq!(game.boards.len(), n);
            let mut stacks: Vec<_> = game.boards.iter().map(|b| b.stack).collect();
            stacks.sort_unstable();
            stacks.dedup();
            assert_eq!(stacks.len(), n);
            let mut order = game.order.clone();
            order.sort_unstable();
            assert_eq!(order, (0..players).collect::<Vec<_>>());
            // BM-4.3: four drawn from a pile of 18.
            assert!(game.placing.iter().all(|p| p.len() == 4));
            assert!(game.piles.iter().all(|p| p.len() == d.pile.len() - 4));
            // BM-4.4: set aside, three dealt each, the rest to draw.
            assert_eq!(game.set_aside.len(), aside);
            assert!(game.hands.iter().all(|h| h.len() == 3));
            assert_eq!(game.deck.len(), d.deck.len() - aside - 3 * n);
            // BM-4.2, BM-13.1: the bags, bigger with the expansion.
            let total: usize = d
                .items
                .iter()
                .map(|i| usize::from(d.item_count(i, players)))
                .sum();
            assert_eq!(game.gear.len() + game.arms.len(), total);
            assert_eq!(game.stage, Stage::Placing { player: 0 });
        }
    }

    #[test]
    fn set_up_replays_from_its_seed() {
        assert_eq!(Game::new(3, 99), Game::new(3, 99));
        assert_ne!(Game::new(3, 99), Game::new(3, 100));
    }

    #[test]
    fn bm_4_3_placement_in_board_order_then_ready() {
        for players in 2..=4u8 {
            let game = placed(players, 5);
            assert_eq!(game.stage, Stage::Ready);
            assert_eq!(game.tenants.len(), 4 * usize::from(players));
            for p in 0..players {
                let own: Vec<_> = game.tenants.iter().filter(|t| t.owner == p).collect();
                assert_eq!(own.len(), 4);
                assert!(own.iter().all(|t| t.at.board == p));
            }
        }
    }

    #[test]
    fn bm_4_3_starting_kit_is_drawn_from_its_bag() {
        let d = data();
        for seed in 0..20 {
            let game = placed(4, seed);
            for t in &game.tenants {
                match t.tenant.starts {
                    Some(bag) => {
                        assert_eq!(t.kit.len(), 1);
                        assert_eq!(d.items[usize::from(t.kit[0])].bag, bag);
                    }
                    None => assert!(t.kit.is_empty()),
                }
            }
        }
    }

    #[test]
    fn bm_4_3_refusals_change_nothing() {
        let mut game = Game::new(2, 3).expect("set-up");
        let before = game.clone();
        let own = free_spots(&game, 0)[0];
        // Not this player's turn.
        assert_eq!(game.place(1, 0, own), Err(SetupError::NotYourTurn));
        // Another stack, open air, the monorail tube.
        let other = Spot { board: 1, ..own };
        assert_eq!(game.place(0, 0, other), Err(SetupError::NotOwnStack));
        let sky = Spot {
            board: 0,
            column: 0,
            level: 5,
        };
        assert_eq!(game.place(0, 0, sky), Err(SetupError::NotOwnStack));
        let tube = Spot {
            board: 0,
            column: 5,
            level: 10,
        };
        assert_eq!(data().layout.at(5, 10).map(|s| s.place), Some(Place::Tube));
        assert_eq!(game.place(0, 0, tube), Err(SetupError::NotOwnStack));
        assert_eq!(game.place(0, 9, own), Err(SetupError::NoSuchTenant));
        assert_eq!(game, before);
        // BM-6.5: one tenant a square.
        game.place(0, 0, own).expect("legal");
        let after = game.clone();
        assert_eq!(game.place(0, 0, own), Err(SetupError::Occupied));
        assert_eq!(game, after);
        assert_eq!(SetupError::Occupied.rule(), Some("BM-6.5"));
        assert_eq!(SetupError::NotOwnStack.rule(), Some("BM-4.3"));
    }
}
