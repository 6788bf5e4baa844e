//! The state of a game of *Stack Feud* and its set-up (BM-4) for 2, 3 and 4 players.
//!
//! Set-up ends when every player has placed their first four tenants; the first player's
//! command phase then starts (the turn's rules: [`super::rules`]). Every random choice
//! comes from the game's [`GameRng`], so a game replays from its seed.

use super::data::{data, Bag, Card, Kind, Place, Tenant, Unit};
use crate::seam::{Explain, Message};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A square of the row of stacks: the board (0 = first placed, BM-4.1), column and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Spot {
    pub board: u8,
    pub column: u8,
    pub level: u8,
}

/// The markers on one square (BM-2.5); all zero at set-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Markers {
    pub fire: u8,
    pub structure: u8,
    pub collapsed: bool,
    pub looted: bool,
    pub tagged: bool,
    /// A skybridge square cut by its third hit (BM-8.6).
    pub severed: bool,
    /// A monorail car stands here (BM-6.12).
    pub car: bool,
    /// Breaching charges left here, going off at the start of the next combat phase
    /// (BM-9.7).
    pub charges: u8,
}

/// One stack's board in the row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// An index into the layout's stack keys (BM-4.1: dealt at random).
    pub stack: u8,
    /// The player owning it, an index into [`Game::order`].
    pub owner: u8,
    /// One per square of the layout, in its order; stored sparsely (only squares with a
    /// marker), as most squares have none.
    #[serde(with = "sparse")]
    pub markers: Vec<Markers>,
    /// The plant room's switch (BM-9.9): lifts, skybridges and free commons need it on.
    pub power: bool,
    /// The whole stack fell (BM-8.5).
    pub collapsed: bool,
    /// A square of this stack collapsed during the current turn (BM-8.5).
    pub collapse_this_turn: bool,
}

/// The markers of a board as `(square count, [(index, markers)])` for the squares with
/// any.
mod sparse {
    use super::Markers;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(markers: &[Markers], s: S) -> Result<S::Ok, S::Error> {
        let set: Vec<(usize, &Markers)> = markers
            .iter()
            .enumerate()
            .filter(|(_, m)| **m != Markers::default())
            .collect();
        (markers.len(), set).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Markers>, D::Error> {
        let (len, set): (usize, Vec<(usize, Markers)>) = Deserialize::deserialize(d)?;
        if len > 1 << 16 {
            return Err(serde::de::Error::custom("too many squares"));
        }
        let mut out = vec![Markers::default(); len];
        for (i, m) in set {
            *out.get_mut(i)
                .ok_or_else(|| serde::de::Error::custom("square out of range"))? = m;
        }
        Ok(out)
    }
}

/// A kit counter carried by a tenant: an item index, and whether a heavy one is set up
/// (BM-6.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kit {
    pub item: u8,
    pub deployed: bool,
}

/// How a tenant left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gone {
    /// Destroyed: counts for its owner's ruin points (BM-7.11, BM-12.1).
    Destroyed,
    /// Taken by the Wardens: does not count (BM-11.4).
    Removed,
}

/// A tenant that has been on the board. Its index in [`Game::tenants`] is its id for the
/// whole game; a tenant that left stays in the list with [`InPlay::gone`] set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    /// The player whose pile it came from (or who hired the contractor, BM-9.6).
    pub owner: u8,
    pub tenant: Tenant,
    pub at: Spot,
    /// BM-6.7.
    pub kit: Vec<Kit>,
    /// The seed's "flipped" (BM-7.1, BM-7.10).
    pub spent: bool,
    /// A flyer on the outer half of a window square (BM-6.5, BM-6.14).
    pub outside: bool,
    pub gone: Option<Gone>,
    /// Roused this turn (BM-5.1: once a turn).
    pub roused: bool,
    /// Movement points left this turn.
    pub mp: u8,
    /// Drew a kit counter this command phase: it moves no further (BM-6.6).
    pub drew: bool,
    /// Made its attack of this combat phase (BM-7.2).
    pub attacked: bool,
    /// A drifter roused by another player this turn (BM-9.3).
    pub hired_by: Option<u8>,
    /// Has fired a weapon this game (BM-11.3: the drone's second priority).
    pub fired: bool,
    /// Forced to stay by a hazard card: it moves no further this turn (BM-10.3).
    #[serde(default)]
    pub halted: bool,
}

impl InPlay {
    /// A tenant as it comes onto the board.
    pub fn new(owner: u8, tenant: Tenant, at: Spot) -> InPlay {
        InPlay {
            owner,
            tenant,
            at,
            kit: Vec::new(),
            spent: false,
            outside: false,
            gone: None,
            roused: false,
            mp: 0,
            drew: false,
            attacked: false,
            hired_by: None,
            fired: false,
            halted: false,
        }
    }

    pub fn on_board(&self) -> bool {
        self.gone.is_none()
    }
}

/// The phases of a turn (BM-5) and what else the game can wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// A player places their first tenants, in board order (BM-4.3).
    Placing { player: u8 },
    /// The command phase of the player on turn (BM-5.1).
    Command,
    /// The defensive-fire window (BM-5.2, BM-7.1): every other player declares, in private.
    Defence,
    /// The combat phase (BM-5.3).
    Combat,
    /// A hazard or attack window is open (BM-10.3, BM-10.4): the players asked by their
    /// standing orders stage their cards in private (docs/feud-design.md, section 8).
    Window,
    /// The end phase waits for the player on turn to discard down to the hand limit
    /// (BM-10.5).
    Discard,
    /// The game is over (BM-11.2, BM-12.3).
    Ended,
}

/// A shot declared in the defensive-fire window, revealed when the window closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceShot {
    pub shooter: u16,
    pub slot: u8,
    pub target: Spot,
}

/// One Wardens' unit on the board (BM-11.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub unit: Unit,
    pub at: Spot,
}

/// What a standing order does when a window opens (docs/feud-design.md, section 8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reaction {
    /// The rules code plays the first card that fits, at most one a window.
    #[default]
    Auto,
    /// The player is asked, whatever their hand holds.
    Ask,
    /// Nothing is played.
    Never,
}

/// What a player's unspent tenants do when the defensive-fire window opens (BM-7.1,
/// BM-13.4; docs/feud-design.md, section 8). The automatic orders pick the same shots for
/// the same position, whatever anyone holds: see [`Game::auto_defence`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fire {
    /// The player declares by hand; the window waits for them. The reading of orders and
    /// games stored before defensive-fire orders existed (their logs replay unchanged).
    #[default]
    Ask,
    /// Every tenant that may shoot shoots the enemy it most likely removes.
    Weakest,
    /// Every tenant that may shoot shoots the enemy of the highest grit.
    Strongest,
    /// Nobody shoots; the player is never asked.
    Never,
}

impl Fire {
    /// Whether the rules code declares for the player (the window does not wait for them).
    pub fn automatic(self) -> bool {
        self != Fire::Ask
    }
}

/// A player's standing orders, set privately (docs/feud-design.md, section 8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Halt enemy lift rides passing a square of one's tenants (BM-6.9).
    pub stop_lifts: bool,
    /// Hazard cards against another stack's moving tenant (BM-10.3).
    #[serde(default)]
    pub hazards: Reaction,
    /// Attack cards before the dice of shots and close assaults (BM-10.4).
    #[serde(default)]
    pub attacks: Reaction,
    /// Defensive fire (BM-7.1, BM-13.4). Orders written before it existed read `ask`.
    #[serde(default)]
    pub defence: Fire,
}

/// The squares the moving tenant has been in during its move (BM-10.3: "in or passing
/// through"), in order, its square before the move first. A hazard may strike it on any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trail {
    pub tenant: u16,
    pub squares: Vec<Spot>,
}

/// What an open window waits to resolve (all public: the move or the attack was made).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WindowKind {
    /// The moving tenant of [`Turn::trail`]: hazard cards (BM-10.3). `then_end`: the
    /// command phase ends once it closes.
    Hazard { tenant: u16, then_end: bool },
    /// A combat-phase shot, not rolled yet (BM-10.4).
    Shot {
        shooter: u16,
        slot: u8,
        at: Spot,
        aim: super::action::Aim,
    },
    /// A close assault, not rolled yet (BM-10.4).
    Assault { attacker: u16, target: u16 },
    /// The defensive shots just revealed, not rolled yet (BM-7.1, BM-10.4).
    Defence,
}

/// A card staged in a window: the `card`-th of the player's hand, on a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Staged {
    pub player: u8,
    pub card: u8,
    pub on: super::action::On,
}

/// An open window (docs/feud-design.md, section 8). It opens on public facts only; the
/// players whose orders say `ask` are asked (whatever their hand), the others' orders are
/// applied when it closes, and every play is revealed together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub kind: WindowKind,
    /// Per player in turn order: asked (its own staged plays count, not its orders).
    pub asked: Vec<bool>,
    /// Per player: still to answer.
    pub waiting: Vec<bool>,
    /// Staged plays, each seen by its player only until the window closes.
    pub staged: Vec<Staged>,
}

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// The player on turn, in turn order.
    pub player: u8,
    /// Command points left (BM-5.1).
    pub cp: u8,
    /// The endgame: a Lockdown card must be played before anything else (BM-11.2).
    pub lockdown_due: bool,
    /// A tenant over its carry limit, which must discard first (BM-6.7).
    pub must_discard: Option<u16>,
    /// The last type of attack made this combat phase (BM-5.3: shooting, close assault,
    /// looting, arson, tagging, hosing, in that order).
    pub combat_step: u8,
    /// The defensive-fire window: each player's declared shots, `None` until they are done.
    pub defence: Vec<Option<Vec<DefenceShot>>>,
    /// The tenant moving now and where it has been (BM-10.3).
    #[serde(default)]
    pub trail: Option<Trail>,
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

/// The message id, for the command-line tools (the bot words it from the catalogs).
impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

/// The options of a game: the number of players (BM-1.1, BM-13.1), and the defensive-fire
/// order every player starts with (docs/feud-design.md, section 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    /// The defensive-fire order of every player at the start: [`Fire::Weakest`] for a new
    /// game (a silent seat never stalls the window). A game stored before this setting
    /// existed reads [`Fire::Ask`], what it played with, so its log replays unchanged.
    #[serde(default)]
    pub defence: Fire,
}

impl Config {
    /// A new game's options for `players` players.
    pub fn new(players: u8) -> Config {
        Config {
            players,
            defence: Fire::Weakest,
        }
    }
}

impl Default for Config {
    fn default() -> Config {
        Config::new(2)
    }
}

/// A game of *Stack Feud*.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub config: Config,
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
    /// Played and discarded cards, shuffled into the Lockdown deck (BM-11.1).
    pub discard: Vec<Card>,
    /// The Wardens have arrived: the Lockdown sides are used (BM-11).
    pub endgame: bool,
    /// The Wardens' units on the board (BM-11.3).
    pub units: Vec<Placed>,
    /// Each player's standing orders (private).
    pub orders: Vec<Orders>,
    pub turn: Turn,
    /// Shots declared in the open defensive-fire window by players not done yet: each
    /// seen only by its declarer until the window closes (docs/feud-design.md, section 8).
    pub staged_shots: Vec<DefenceShot>,
    /// The open hazard or attack window (BM-10.3, BM-10.4).
    #[serde(default)]
    pub window: Option<Window>,
    pub stage: Stage,
    /// Accepted commands so far.
    pub counter: u64,
    pub rng: GameRng,
}

impl Game {
    /// Sets a game up for `players` players (BM-4): stacks dealt at random, a D6 each
    /// (re-rolling ties) for the order, the bags filled, the piles shuffled and four tenants
    /// drawn each, the deck shuffled, cards set aside and three dealt each.
    pub fn new(players: u8, seed: u64) -> Result<Game, SetupError> {
        Game::with_config(Config::new(players), seed)
    }

    /// [`Game::new`] with every option of `config`.
    pub fn with_config(config: Config, seed: u64) -> Result<Game, SetupError> {
        let players = config.players;
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
                power: true,
                collapsed: false,
                collapse_this_turn: false,
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
            config,
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
            discard: Vec::new(),
            endgame: false,
            units: Vec::new(),
            orders: vec![
                Orders {
                    defence: config.defence,
                    ..Orders::default()
                };
                n
            ],
            turn: Turn {
                player: 0,
                cp: 0,
                lockdown_due: false,
                must_discard: None,
                combat_step: 0,
                defence: vec![None; n],
                trail: None,
            },
            staged_shots: Vec::new(),
            window: None,
            stage: Stage::Placing { player: 0 },
            counter: 0,
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
        if self.tenants.iter().any(|t| t.on_board() && t.at == at) {
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
        let mut placed = InPlay::new(player, tenant, at);
        let drawn = match tenant.starts {
            Some(Bag::Gear) => self.gear.pop(),
            Some(Bag::Arms) => self.arms.pop(),
            None => None,
        };
        placed.kit.extend(drawn.map(|item| Kit {
            item,
            deployed: false,
        }));
        self.tenants.push(placed);
        self.counter += 1;
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
        if next >= players {
            // BM-5: the first player's turn begins.
            self.start_turn(0);
        } else {
            self.stage = Stage::Placing { player: next };
        }
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
            assert_eq!(game.stage, Stage::Command);
            assert_eq!(game.turn.player, 0);
            assert!((2..=12).contains(&game.turn.cp));
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
                        assert_eq!(d.items[usize::from(t.kit[0].item)].bag, bag);
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
