//! The 92 Event cards and 20 Story cards of *2040* (A2040-2.4, A2040-2.5), read from
//! `engine/data/a2040/cards.toml`: the project's proposal, since the seed prints no card.
//!
//! An Event card is a number, a name key, an Ops value, a colour, an optional scenario tag,
//! an optional MOMENTUM duration and a list of [`Effect`]s over a small set of kinds. The
//! cards the seed's worked example plays keep the Ops, colour and effect it shows. Wording
//! lives in the bot's catalogs (`bot/locales/*/a2040-cards.ftl`).

use super::map::{map, Side, SpaceKind, Status, Terrain};
use serde::Deserialize;
use std::collections::HashSet;
use std::sync::OnceLock;

/// Blue (Federal-friendly), red (Rebel-friendly) or gray (neutral) (A2040-6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Colour {
    Blue,
    Red,
    Gray,
}

impl Colour {
    /// The side the card is friendly to; `None` for gray cards.
    pub fn friend(self) -> Option<Side> {
        match self {
            Colour::Blue => Some(Side::Federal),
            Colour::Red => Some(Side::Rebel),
            Colour::Gray => None,
        }
    }
}

/// The scenario a tagged card belongs to (A2040-4.1, seed 5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Scenario {
    Patriot,
    Resistance,
}

/// How long a MOMENTUM card stays in effect (A2040-6.5): the card names a time, else the
/// rest of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Momentum {
    Round,
    Game,
}

/// Who makes an effect's choices or whom it concerns. Coloured cards name a side; gray cards
/// name the player resolving the event (`Actor`) or the other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Who {
    Federal,
    Rebel,
    Actor,
    Opponent,
}

impl Who {
    /// The side meant, given the side resolving the event.
    pub fn side(self, actor: Side) -> Side {
        match self {
            Who::Federal => Side::Federal,
            Who::Rebel => Side::Rebel,
            Who::Actor => actor,
            Who::Opponent => actor.other(),
        }
    }
}

/// A kind of piece. `Unit` means the chooser's own unit (agent or militia) when placing,
/// units of either side when removing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Piece {
    Agent,
    Militia,
    FederalBase,
    RebelBase,
    Unit,
}

/// All the pieces in one space, or spread as the chooser likes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Spread {
    One,
    Any,
}

/// The Social Media attacks a card may give (A2040-10.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum NewsAction {
    Cycle,
    Feed,
    Censor,
}

/// Hack results a card may give without a roll (A2040-10.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum HackAction {
    DenialOfService,
    RestoreService,
    Shield,
    Invade,
}

/// Movement permissions (A2040-3.3, A2040-9.4, A2040-10.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Permission {
    /// Movement between the US and Canada or Mexico.
    Borders,
    /// Rebel interstate moves lose no militia to agents.
    NoArrests,
    /// Federal interstate moves pay no convoy security.
    NoConvoyFees,
}

/// The operations (A2040-9, A2040-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
pub enum Operation {
    Fundraise,
    Recruit,
    Unrest,
    Move,
    Attack,
    Surge,
    Tax,
    Deploy,
    Hunt,
    Pacify,
    Secure,
}

impl Operation {
    /// The side that may perform it (Move belongs to both).
    pub fn side(self) -> Option<Side> {
        use Operation::*;
        match self {
            Fundraise | Recruit | Unrest | Attack | Surge => Some(Side::Rebel),
            Tax | Deploy | Hunt | Pacify | Secure => Some(Side::Federal),
            Move => None,
        }
    }
}

/// Which spaces an effect may choose; every field given must hold. Canada and Mexico are
/// never chosen unless a card opens them (A2040-3.3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Where {
    #[serde(default)]
    pub kind: Option<SpaceKind>,
    /// The space must have one of these statuses (empty: any, unmarked included).
    #[serde(default)]
    pub status: Vec<Status>,
    #[serde(default)]
    pub terrain: Option<Terrain>,
    /// One named space (a key of the map).
    #[serde(default)]
    pub space: Option<String>,
}

/// One effect of an Event card.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(tag = "kind", deny_unknown_fields)]
pub enum Effect {
    /// `who` places `count` pieces (militia as sleepers), within the caps (A2040-2.10).
    Place {
        who: Who,
        piece: Piece,
        count: u8,
        spread: Spread,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// `who` removes `count` pieces of the kind named.
    Remove {
        who: Who,
        piece: Piece,
        count: u8,
        spread: Spread,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// `who` shifts `spaces` spaces one step toward Order (`Federal`) or Revolt (`Rebel`);
    /// an unmarked space is tested first (A2040-3.6).
    Shift {
        who: Who,
        toward: Side,
        spaces: u8,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// `who` adds (`change` > 0, not in Order, never shifting, A2040-9.3) or removes Unrest in
    /// each of `spaces` spaces.
    Unrest {
        who: Who,
        change: i8,
        spaces: u8,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// A side gains or loses dollars (clamped to 0-30, A2040-5.4).
    Resources { side: Who, amount: i8 },
    /// `who` takes `amount` dollars from the other side (as Theft, A2040-10.10b).
    Steal { who: Who, amount: u8 },
    /// The Social Media marker moves `steps` spaces toward `toward`'s edge, each a legal move
    /// (A2040-7.3).
    SocialMedia { toward: Who, steps: u8 },
    /// `who` performs a Social Media attack for free (A2040-10.8).
    News { who: Who, action: NewsAction },
    /// A marked shift of the Rebellion Power marker (A2040-7.4 with the errata); positive
    /// favours the Rebel. Lasts as the card's MOMENTUM says.
    RebellionPower { shift: i8 },
    /// `who` obtains a hack result without rolling; a Shield still protects against
    /// DenialOfService (A2040-10.10).
    Hack { who: Who, action: HackAction },
    /// Lasting change to Rebel Net Ops (A2040-8): `chosen` spaces chosen with the edge
    /// instead of 1 (Analytics, A2040-8.4), `selections` more or fewer selections (never fewer
    /// than the card's Ops).
    NetOps { chosen: u8, selections: i8 },
    /// A lasting movement permission for `side`.
    Permit { side: Who, permission: Permission },
    /// A lasting modifier on `side`'s operation: Hunt: extra effects per space; Tax: dollars
    /// per space; Move: dollars per group; Attack: subtracted from each roll.
    Modifier {
        side: Who,
        op: Operation,
        amount: i8,
    },
    /// `who` flips every militia to active in `spaces` spaces.
    Activate {
        who: Who,
        spaces: u8,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// Every unit of both sides in one space is eliminated, the Plague marker goes there and
    /// the space is tested as if unmarked (seed 12, card 66).
    Plague {
        who: Who,
        #[serde(default, rename = "where")]
        at: Where,
    },
    /// `who` performs `op` with `ops` Ops without paying its cost.
    FreeOp { who: Who, op: Operation, ops: u8 },
}

impl Effect {
    /// The kinds that only make sense as a lasting (MOMENTUM) effect.
    pub fn is_lasting(&self) -> bool {
        matches!(
            self,
            Effect::RebellionPower { .. }
                | Effect::NetOps { .. }
                | Effect::Permit { .. }
                | Effect::Modifier { .. }
        )
    }

    /// Who makes the effect's choices, if anyone does.
    pub fn chooser(&self) -> Option<Who> {
        match self {
            Effect::Place { who, .. }
            | Effect::Remove { who, .. }
            | Effect::Shift { who, .. }
            | Effect::Unrest { who, .. }
            | Effect::Steal { who, .. }
            | Effect::News { who, .. }
            | Effect::Hack { who, .. }
            | Effect::Activate { who, .. }
            | Effect::Plague { who, .. }
            | Effect::FreeOp { who, .. } => Some(*who),
            Effect::Resources { .. }
            | Effect::SocialMedia { .. }
            | Effect::RebellionPower { .. }
            | Effect::NetOps { .. }
            | Effect::Permit { .. }
            | Effect::Modifier { .. } => None,
        }
    }

    fn at(&self) -> Option<&Where> {
        match self {
            Effect::Place { at, .. }
            | Effect::Remove { at, .. }
            | Effect::Shift { at, .. }
            | Effect::Unrest { at, .. }
            | Effect::Activate { at, .. }
            | Effect::Plague { at, .. } => Some(at),
            _ => None,
        }
    }
}

/// One Event card (A2040-2.4).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventCard {
    /// 1 to 92.
    pub number: u8,
    /// Name key: `a2040-event-<number>-title` in the catalogs; the key names the card in data.
    pub key: String,
    /// 1 to 3.
    pub ops: u8,
    pub colour: Colour,
    #[serde(default)]
    pub scenario: Option<Scenario>,
    #[serde(default)]
    pub momentum: Option<Momentum>,
    pub effects: Vec<Effect>,
}

impl EventCard {
    /// Whether the card is in a scenario's deck (A2040-4.1).
    pub fn in_deck(&self, scenario: Scenario) -> bool {
        self.scenario.is_none_or(|s| s == scenario)
    }
}

/// One Story card (A2040-2.5).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryCard {
    /// 1 to 20.
    pub number: u8,
    pub key: String,
    /// Virality Factor.
    pub virality: u8,
    /// Rebellion Factor, 0 to 4.
    pub rebellion: u8,
}

impl StoryCard {
    /// 0-1 blue, 2 white (`None`), 3-4 red (A2040-2.5).
    pub fn colour(&self) -> Option<Side> {
        match self.rebellion {
            0 | 1 => Some(Side::Federal),
            2 => None,
            _ => Some(Side::Rebel),
        }
    }
}

/// Both decks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cards {
    /// In number order: `events[n - 1]` is card n.
    pub events: Vec<EventCard>,
    /// In number order.
    pub stories: Vec<StoryCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    event: Vec<EventCard>,
    story: Vec<StoryCard>,
}

/// Event cards (A2040-2.4) and Story cards (A2040-2.5).
pub const EVENTS: usize = 92;
pub const STORIES: usize = 20;
/// The project's split of the 92 (A2040-2.4 gives none): 76 common, 8 per scenario tag.
pub const TAGGED_PER_SCENARIO: usize = 8;

/// A card file that does not describe playable decks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("2040 cards.toml: card {card}: {rule}: {detail}")]
pub struct CardError {
    /// The card number (0 for the deck as a whole).
    pub card: u8,
    pub rule: &'static str,
    pub detail: String,
}

fn bad<T>(card: u8, rule: &'static str, detail: impl Into<String>) -> Result<T, CardError> {
    Err(CardError {
        card,
        rule,
        detail: detail.into(),
    })
}

impl Cards {
    /// The embedded file, parsed and checked.
    pub fn load() -> Result<Cards, CardError> {
        Cards::parse(include_str!("../../data/a2040/cards.toml"))
    }

    pub(crate) fn parse(text: &str) -> Result<Cards, CardError> {
        let raw: RawCards = toml::from_str(text).map_err(|e| CardError {
            card: 0,
            rule: "syntax",
            detail: e.to_string(),
        })?;
        let mut events = raw.event;
        let mut stories = raw.story;
        events.sort_by_key(|c| c.number);
        stories.sort_by_key(|c| c.number);
        if events.len() != EVENTS {
            return bad(
                0,
                "A2040-2.4",
                format!("{} Event cards, not {EVENTS}", events.len()),
            );
        }
        if stories.len() != STORIES {
            return bad(
                0,
                "A2040-2.5",
                format!("{} Story cards, not {STORIES}", stories.len()),
            );
        }
        let mut keys = HashSet::new();
        for (i, card) in events.iter().enumerate() {
            check_event(card, i + 1, &mut keys)?;
        }
        for scenario in [Scenario::Patriot, Scenario::Resistance] {
            let tagged = events
                .iter()
                .filter(|c| c.scenario == Some(scenario))
                .count();
            if tagged != TAGGED_PER_SCENARIO {
                return bad(0, "A2040-4.1", format!("{tagged} {scenario:?} cards"));
            }
        }
        for (i, story) in stories.iter().enumerate() {
            if usize::from(story.number) != i + 1 {
                return bad(
                    story.number,
                    "A2040-2.5",
                    "stories are numbered 1 to 20 once each",
                );
            }
            if story.rebellion > 4 || story.virality == 0 {
                return bad(
                    story.number,
                    "A2040-2.5",
                    "Rebellion Factor 0 to 4, Virality at least 1",
                );
            }
            if !keys.insert(format!("story:{}", story.key)) {
                return bad(story.number, "A2040-2.5", "duplicate key");
            }
        }
        Ok(Cards { events, stories })
    }

    /// Card `number` (1 to 92).
    pub fn event(&self, number: u8) -> Option<&EventCard> {
        self.events.get(usize::from(number).checked_sub(1)?)
    }

    pub fn event_by_key(&self, key: &str) -> Option<&EventCard> {
        self.events.iter().find(|c| c.key == key)
    }

    pub fn story(&self, number: u8) -> Option<&StoryCard> {
        self.stories.get(usize::from(number).checked_sub(1)?)
    }

    /// The Event deck of a scenario, in number order (A2040-4.1).
    pub fn deck(&self, scenario: Scenario) -> Vec<u8> {
        self.events
            .iter()
            .filter(|c| c.in_deck(scenario))
            .map(|c| c.number)
            .collect()
    }
}

fn check_event(
    card: &EventCard,
    expected: usize,
    keys: &mut HashSet<String>,
) -> Result<(), CardError> {
    let n = card.number;
    if usize::from(n) != expected {
        return bad(n, "A2040-2.4", "cards are numbered 1 to 92 once each");
    }
    if !keys.insert(card.key.clone()) || card.key.is_empty() {
        return bad(n, "A2040-2.4", "empty or duplicate key");
    }
    if !(1..=3).contains(&card.ops) {
        return bad(n, "A2040-6.6", "Ops are 1 to 3");
    }
    if card.effects.is_empty() {
        return bad(n, "A2040-2.4", "a card needs an effect");
    }
    let lasting = card.effects.iter().any(Effect::is_lasting);
    if lasting != card.momentum.is_some() {
        return bad(
            n,
            "A2040-6.5",
            "lasting effects need MOMENTUM, MOMENTUM needs a lasting effect",
        );
    }
    for effect in &card.effects {
        // The friendly side resolves its own event (A2040-6.3): a coloured card's choices are
        // its friend's; a gray card's are the resolving player's (or the other's).
        if let Some(who) = effect.chooser() {
            let ok = match card.colour.friend() {
                Some(Side::Federal) => who == Who::Federal,
                Some(Side::Rebel) => who == Who::Rebel,
                None => matches!(who, Who::Actor | Who::Opponent),
            };
            if !ok {
                return bad(
                    n,
                    "A2040-6.3",
                    format!("{:?} card chosen by {who:?}", card.colour),
                );
            }
        }
        check_effect(n, effect)?;
    }
    Ok(())
}

fn check_effect(n: u8, effect: &Effect) -> Result<(), CardError> {
    match effect {
        Effect::Place {
            who, piece, count, ..
        }
        | Effect::Remove {
            who, piece, count, ..
        } => {
            if *count == 0 || *count > 9 {
                return bad(n, "A2040-2.10", "1 to 9 pieces");
            }
            let placing = matches!(effect, Effect::Place { .. });
            if placing {
                let own = match piece {
                    Piece::Agent | Piece::FederalBase => Some(Side::Federal),
                    Piece::Militia | Piece::RebelBase => Some(Side::Rebel),
                    Piece::Unit => None,
                };
                let fixed = match who {
                    Who::Federal => Some(Side::Federal),
                    Who::Rebel => Some(Side::Rebel),
                    _ => None,
                };
                if own.is_some() && fixed.is_some() && own != fixed {
                    return bad(n, "A2040-2.10", "a side places its own pieces");
                }
                if own.is_none() && fixed.is_some() {
                    return bad(n, "A2040-2.10", "`Unit` is for gray cards");
                }
            }
        }
        Effect::Shift { spaces, .. } | Effect::Activate { spaces, .. } if *spaces == 0 => {
            return bad(n, "A2040-3.5", "at least one space");
        }
        Effect::Unrest { change, spaces, .. }
            if *change == 0 || change.unsigned_abs() > 3 || *spaces == 0 =>
        {
            return bad(
                n,
                "A2040-9.3",
                "Unrest changes by 1 to 3 in at least one space",
            );
        }
        Effect::Resources { amount, .. } if *amount == 0 || amount.unsigned_abs() > 30 => {
            return bad(n, "A2040-5.4", "a change of 1 to 30 dollars");
        }
        Effect::Steal { amount, .. } if *amount == 0 || *amount > 30 => {
            return bad(n, "A2040-5.4", "a theft of 1 to 30 dollars");
        }
        Effect::SocialMedia { steps, .. } if *steps == 0 || *steps > 5 => {
            return bad(n, "A2040-7.3", "1 to 5 steps");
        }
        Effect::RebellionPower { shift } if *shift == 0 || shift.unsigned_abs() > 11 => {
            return bad(n, "A2040-7.4", "a shift of 1 to 11");
        }
        Effect::NetOps { chosen, selections } if *chosen == 0 && *selections == 0 => {
            return bad(n, "A2040-8.1", "a Net Ops change changes something");
        }
        Effect::Modifier { amount, .. } if *amount == 0 => {
            return bad(n, "A2040-6.5", "a modifier of 0");
        }
        Effect::FreeOp { who, op, ops } => {
            if !(1..=3).contains(ops) {
                return bad(n, "A2040-6.6", "a free operation has 1 to 3 Ops");
            }
            let side = match who {
                Who::Federal => Some(Side::Federal),
                Who::Rebel => Some(Side::Rebel),
                _ => None,
            };
            if op.side().is_some() && op.side() != side {
                return bad(n, "A2040-9", "an operation of the other side");
            }
        }
        _ => {}
    }
    if let Some(at) = effect.at() {
        if let Some(key) = &at.space {
            let Some(id) = map().space_id(key) else {
                return bad(n, "A2040-3.1", format!("unknown space {key}"));
            };
            if map().space(id).foreign {
                return bad(n, "A2040-3.3", "Canada and Mexico are opened, not named");
            }
        }
        if at.terrain.is_some() && at.kind.is_some_and(|k| k != SpaceKind::Region) {
            return bad(n, "A2040-3.4", "terrain belongs to regions");
        }
    }
    Ok(())
}

/// The embedded cards. Panics only if the embedded file is broken, which the
/// `embedded_cards_load` test rules out; [`Cards::load`] returns the error instead.
pub fn cards() -> &'static Cards {
    static CARDS: OnceLock<Cards> = OnceLock::new();
    CARDS.get_or_init(|| match Cards::load() {
        Ok(c) => c,
        Err(e) => panic!("embedded 2040 cards are invalid: {e}"),
    })
}
