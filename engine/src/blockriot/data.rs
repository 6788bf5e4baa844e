//! The data of *Block Riot* (issue 35): board, tiles, decks and causes, from the TOML files
//! in `engine/data/blockriot/`, embedded at compile time, read and checked once ([`data`]).
//!
//! Every value is the blocbot project's proposal (the seed prints no board, tile or card
//! list): `docs/blockriot-design.md` gives each its reason. Raw structures deny unknown
//! fields, so a misspelt key is an error, not a silently ignored value.

use serde::Deserialize;
use std::sync::OnceLock;

const BOARD: &str = include_str!("../../data/blockriot/board.toml");
const TILES: &str = include_str!("../../data/blockriot/tiles.toml");
const CARDS: &str = include_str!("../../data/blockriot/cards.toml");

/// An area `[x0, y0, x1, y1]`, inclusive.
pub type Rect = [u8; 4];

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBoard {
    pub size: u8,
    pub rioters_per_colour: u8,
    pub leaders_per_colour: u8,
    pub police: u8,
    pub riot_police: u8,
    pub police_per_station: u8,
    pub town_square: Rect,
    pub town_hall: Rect,
    pub riot_police_at: Vec<[u8; 2]>,
    pub cities: Vec<Rect>,
    pub block: Vec<String>,
    pub blocks: Vec<RawBlock>,
    pub rules: Rules,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBlock {
    pub key: String,
    pub mirror_x: bool,
    pub mirror_y: bool,
}

/// The numbers of the rules (BR-5.1, BR-4.6, BR-4.7, BR-9.1, BR-12.4, BR-7.5).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub action_moves: u8,
    pub green_dealt: u8,
    pub green_kept: u8,
    pub yellow_row: u8,
    pub surround: u8,
    pub loot_cost: u8,
    pub round_limit: u16,
    pub bomb_reach: u8,
    pub bomb_blast: u8,
    pub car_riders: u8,
    /// BR-8.4 (our design): the flat price of overpowering by surrounding.
    pub overpower_cost: u8,
    /// BR-10.6: the curfew's roll that ends it.
    pub curfew_end: u8,
    /// BR-14.3: idle curfew rounds before everyone may agree to end it.
    pub curfew_idle: u8,
}

/// What a house tile gives besides its wealth (BR-2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HouseExtra {
    None,
    Green,
    Mask,
    Police,
}

/// What a city tile does when it is turned up (BR-9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CityKind {
    Cache,
    Masks,
    Supplies,
    Bomb,
    Ambush,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTiles {
    houses: Vec<(u16, HouseExtra, u8)>,
    cities: Vec<RawCity>,
    hall: Vec<u16>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCity {
    key: String,
    kind: CityKind,
    wealth: u16,
    count: u8,
}

/// What a green or yellow card does (BR-2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Effect {
    Moves,
    Mask,
    Expose,
    Bail,
    Bomb,
}

/// A police action of a blue card (BR-10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PoliceAction {
    Patrol,
    Raid,
    Reinforce,
    Search,
    /// BR-10.6: riot police act and a curfew begins.
    Curfew,
}

/// A riot-police action of a red card (BR-10.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RiotAction {
    Advance,
    Gas,
    Kettle,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub key: String,
    pub name: String,
    pub text: String,
    pub effect: Effect,
    pub n: u8,
    pub value: u16,
    pub count: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlueCard {
    pub key: String,
    pub action: PoliceAction,
    pub n: u8,
    pub reach: u8,
    pub fee: u16,
    pub count: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedCard {
    pub key: String,
    pub action: RiotAction,
    pub reach: u8,
    pub count: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CauseCard {
    pub key: String,
    pub rule: String,
    #[serde(default)]
    pub leaders: Vec<u8>,
    #[serde(default)]
    pub houses: u8,
    #[serde(default)]
    pub cities: u8,
    #[serde(default)]
    pub wealth: u16,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    green: Vec<Card>,
    yellow: Vec<Card>,
    blue: Vec<BlueCard>,
    red: Vec<RedCard>,
    causes: Vec<CauseCard>,
}

/// A house tile: one physical tile of the 40 (BR-2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseTile {
    pub wealth: u16,
    pub extra: HouseExtra,
}

/// A city tile: one physical tile (BR-9.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CityTile {
    pub key: String,
    pub kind: CityKind,
    pub wealth: u16,
}

/// Everything the ruleset reads, with every deck expanded to one entry per physical card
/// (an index into these lists is a card's identity in the game).
#[derive(Debug)]
pub struct BlockRiotData {
    pub board: RawBoard,
    pub houses: Vec<HouseTile>,
    pub city_tiles: Vec<CityTile>,
    pub hall: Vec<u16>,
    /// Each physical green card's kind (an index into `green_kinds`).
    pub green: Vec<usize>,
    pub green_kinds: Vec<Card>,
    pub yellow: Vec<usize>,
    pub yellow_kinds: Vec<Card>,
    pub blue: Vec<usize>,
    pub blue_kinds: Vec<BlueCard>,
    pub red: Vec<usize>,
    pub red_kinds: Vec<RedCard>,
    pub causes: Vec<CauseCard>,
}

impl BlockRiotData {
    pub fn green_card(&self, id: u8) -> Option<&Card> {
        self.green_kinds.get(*self.green.get(id as usize)?)
    }
    pub fn blue_card(&self, id: u8) -> Option<&BlueCard> {
        self.blue_kinds.get(*self.blue.get(id as usize)?)
    }
    pub fn yellow_card(&self, id: u8) -> Option<&Card> {
        self.yellow_kinds.get(*self.yellow.get(id as usize)?)
    }
    pub fn red_card(&self, id: u8) -> Option<&RedCard> {
        self.red_kinds.get(*self.red.get(id as usize)?)
    }
}

fn expand<T>(kinds: &[T], count: impl Fn(&T) -> u8) -> Vec<usize> {
    kinds
        .iter()
        .enumerate()
        .flat_map(|(i, k)| std::iter::repeat_n(i, count(k) as usize))
        .collect()
}

/// Reads the three files; an error names what is wrong.
pub fn load() -> Result<BlockRiotData, String> {
    let board: RawBoard = toml::from_str(BOARD).map_err(|e| format!("board.toml: {e}"))?;
    let tiles: RawTiles = toml::from_str(TILES).map_err(|e| format!("tiles.toml: {e}"))?;
    let cards: RawCards = toml::from_str(CARDS).map_err(|e| format!("cards.toml: {e}"))?;
    let houses = tiles
        .houses
        .iter()
        .flat_map(|&(wealth, extra, n)| {
            std::iter::repeat_n(HouseTile { wealth, extra }, n as usize)
        })
        .collect();
    let city_tiles = tiles
        .cities
        .iter()
        .flat_map(|c| {
            std::iter::repeat_n(
                CityTile {
                    key: c.key.clone(),
                    kind: c.kind,
                    wealth: c.wealth,
                },
                c.count as usize,
            )
        })
        .collect();
    let data = BlockRiotData {
        green: expand(&cards.green, |c| c.count),
        yellow: expand(&cards.yellow, |c| c.count),
        blue: expand(&cards.blue, |c| c.count),
        red: expand(&cards.red, |c| c.count),
        green_kinds: cards.green,
        yellow_kinds: cards.yellow,
        blue_kinds: cards.blue,
        red_kinds: cards.red,
        causes: cards.causes,
        houses,
        city_tiles,
        hall: tiles.hall,
        board,
    };
    validate(&data)?;
    Ok(data)
}

fn validate(d: &BlockRiotData) -> Result<(), String> {
    let b = &d.board;
    if b.block.len() != 8 || b.block.iter().any(|r| r.chars().count() != 8) {
        return Err("block: 8 rows of 8".into());
    }
    if b.blocks.len() != 4 || b.cities.len() != 4 || b.riot_police_at.len() != 4 {
        return Err("4 blocks, 4 cities, 4 riot police (BR-2.1, BR-4.2)".into());
    }
    if d.green.len() > 250 || d.blue.len() > 250 || d.yellow.len() > 250 || d.houses.len() > 250 {
        return Err("a deck or tile list over 250 (ids are u8)".into());
    }
    if d.causes.len() != 5 {
        return Err("5 causes (BR-11.1 to BR-11.5)".into());
    }
    for k in &d.green_kinds {
        if k.value == 0 {
            return Err(format!(
                "green {}: a value is needed to pay (BR-6.2)",
                k.key
            ));
        }
    }
    Ok(())
}

static DATA: OnceLock<BlockRiotData> = OnceLock::new();

/// The data, read once. The files are part of the build and tested, so a failure here is a
/// broken build, not user input.
#[allow(clippy::expect_used)]
pub fn data() -> &'static BlockRiotData {
    DATA.get_or_init(|| load().expect("engine/data/blockriot is valid (tested)"))
}
