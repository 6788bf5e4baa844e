//! Conversions between stored columns and domain values, shared by every [`GameStore`]
//! implementation so that SQLite and PostgreSQL read and write the same data the same way
//! (JSON in TEXT columns, Discord ids as signed 64-bit integers, the snapshot envelope).
//!
//! [`GameStore`]: super::GameStore

use super::{
    Delivery, DeliveryBody, DeliveryTarget, GameRow, GameStatus, GameWrite, LogKind, LogRow, Place,
    SeatRow, StoreError, StoreResult, UserId,
};
use engine::seam::Untagged;
use engine::{AnyCommand, AnyConfig, AnyEvent, AnyGame, RulesetKey};
use serde::Serialize;

pub(super) fn to_sql_id(id: u64) -> i64 {
    // Discord snowflakes are below 2^63; a larger id is stored bit-for-bit.
    id as i64
}

pub(super) fn from_sql_id(id: i64) -> u64 {
    id as u64
}

/// The columns of `games`, in the order [`GameRowRaw`] reads them.
pub(super) const GAME_COLUMNS: &str = "id, guild_id, channel_id, creator_id, status, \
     settings_json, seed, revision, version, turn_deadline_secs, created_at, updated_at, \
     seed_chosen, ruleset, locale";

/// A `games` row as stored.
pub(super) struct GameRowRaw {
    pub id: i64,
    pub guild: Option<i64>,
    pub channel: i64,
    pub creator: i64,
    pub status: String,
    pub settings: String,
    pub seed: i64,
    pub revision: i64,
    pub version: i64,
    pub deadline: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    pub seed_chosen: bool,
    pub ruleset: String,
    pub locale: String,
}

pub(super) fn finish_game_row(raw: GameRowRaw) -> StoreResult<GameRow> {
    let ruleset = parse_ruleset(&raw.ruleset)?;
    Ok(GameRow {
        id: raw.id,
        place: Place {
            guild: raw.guild.map(from_sql_id),
            channel: from_sql_id(raw.channel),
        },
        creator: UserId(from_sql_id(raw.creator)),
        status: GameStatus::parse(&raw.status)?,
        settings: read_config(ruleset, &raw.settings)?,
        seed: raw.seed as u64,
        seed_chosen: raw.seed_chosen,
        revision: raw.revision as u64,
        version: raw.version as u64,
        turn_deadline: raw.deadline.map(|d| d.max(0) as u64),
        created_at: raw.created_at,
        updated_at: raw.updated_at,
        ruleset,
        locale: raw.locale,
    })
}

fn parse_ruleset(key: &str) -> StoreResult<RulesetKey> {
    RulesetKey::parse(key).ok_or_else(|| StoreError::Corrupt(format!("unknown ruleset `{key}`")))
}

// Settings, commands and events are stored as their ruleset's own JSON, without the
// seam's `{"bxb2016": ...}` tag: the `games.ruleset` column says how to read them, and a
// 2016 row reads and writes exactly as it did before the store knew other rulesets.

/// A value of the game's ruleset as stored: its own JSON, without the tag.
struct AsStored<'a, T>(&'a T);

impl<T: Untagged> Serialize for AsStored<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize_untagged(s)
    }
}

fn to_json<T: Untagged>(value: &T) -> StoreResult<String> {
    Ok(serde_json::to_string(&AsStored(value))?)
}

/// Stored JSON read as `ruleset`'s (the whole text: nothing may follow the value).
fn from_json<T: Untagged>(ruleset: RulesetKey, json: &str) -> StoreResult<T> {
    let mut de = serde_json::Deserializer::from_str(json);
    let value = T::deserialize_untagged(ruleset, &mut de)?;
    de.end()?;
    Ok(value)
}

/// Refuses a write whose settings, command, events or snapshot are of another ruleset
/// than the game's: they would be stored where nothing can read them back.
pub(super) fn write_fits_ruleset(w: &GameWrite, game: RulesetKey) -> StoreResult<()> {
    match write_ruleset(w)? {
        Some(other) if other != game => Err(StoreError::Corrupt(format!(
            "a write of {other} data to game {} of {game}",
            w.game
        ))),
        _ => Ok(()),
    }
}

/// The one ruleset of the data a write carries (`None` if it carries none). A write mixing
/// rulesets is refused: whatever the game's, part of it could never be read back.
pub(super) fn write_ruleset(w: &GameWrite) -> StoreResult<Option<RulesetKey>> {
    let mut found = Vec::new();
    found.extend(w.settings.as_ref().map(AnyConfig::ruleset));
    found.extend(w.snapshot.as_ref().map(AnyGame::ruleset));
    if let Some(entry) = &w.log {
        found.extend(entry.command.as_ref().map(Untagged::ruleset));
        found.extend(entry.events.iter().map(Untagged::ruleset));
    }
    let first = found.first().copied();
    match found.into_iter().find(|&k| Some(k) != first) {
        Some(other) => Err(StoreError::Corrupt(format!(
            "a write mixing {} and {other} data to game {}",
            first.map_or("", |k| k.as_str()),
            w.game
        ))),
        None => Ok(first),
    }
}

/// A game's settings as stored in `games.settings_json`.
pub(super) fn config_json(config: &AnyConfig) -> StoreResult<String> {
    to_json(config)
}

/// Stored settings, read as `ruleset`'s.
pub(super) fn read_config(ruleset: RulesetKey, json: &str) -> StoreResult<AnyConfig> {
    from_json(ruleset, json)
}

/// A command as stored in `log.command_json`.
pub(super) fn command_json(command: &AnyCommand) -> StoreResult<String> {
    to_json(command)
}

fn read_command(ruleset: RulesetKey, json: &str) -> StoreResult<AnyCommand> {
    from_json(ruleset, json)
}

/// Events as stored in `log.events_json`: a JSON array of the ruleset's events.
pub(super) fn events_json(events: &[AnyEvent]) -> StoreResult<String> {
    let items = events
        .iter()
        .map(to_json)
        .collect::<StoreResult<Vec<_>>>()?;
    Ok(format!("[{}]", items.join(",")))
}

fn read_events(ruleset: RulesetKey, json: &str) -> StoreResult<Vec<AnyEvent>> {
    let mut de = serde_json::Deserializer::from_str(json);
    let events = AnyEvent::deserialize_untagged_list(ruleset, &mut de)?;
    de.end()?;
    Ok(events)
}

pub(super) fn seat_row(
    seat: i64,
    user: i64,
    name: String,
    wanted: Option<String>,
    computer: Option<String>,
    former: Option<i64>,
) -> StoreResult<SeatRow> {
    Ok(SeatRow {
        seat: u8::try_from(seat).map_err(|_| StoreError::Corrupt(format!("seat {seat}")))?,
        user: UserId(from_sql_id(user)),
        name,
        wanted,
        computer: match computer {
            Some(key) => {
                Some(ai::Level::parse(&key).ok_or_else(|| {
                    StoreError::Corrupt(format!("unknown computer level `{key}`"))
                })?)
            }
            None => None,
        },
        former: former.map(|u| UserId(from_sql_id(u))),
    })
}

/// A `log` row as stored.
pub(super) struct LogRowRaw {
    pub seq: i64,
    pub kind: String,
    pub user: Option<i64>,
    pub command: Option<String>,
    pub events: String,
    pub note: Option<String>,
    pub created_at: i64,
    /// The game's `games.ruleset`, which says how to read the command and events.
    pub ruleset: String,
}

pub(super) fn finish_log_row(raw: LogRowRaw) -> StoreResult<LogRow> {
    let ruleset = parse_ruleset(&raw.ruleset)?;
    Ok(LogRow {
        seq: raw.seq as u64,
        kind: LogKind::parse(&raw.kind)?,
        user: raw.user.map(|u| UserId(from_sql_id(u))),
        command: raw.command.map(|c| read_command(ruleset, &c)).transpose()?,
        events: read_events(ruleset, &raw.events)?,
        note: raw.note,
        created_at: raw.created_at,
    })
}

/// A stored snapshot (the log seq it includes and its JSON) as a game.
pub(super) fn decode_snapshot(seq: i64, json: &str) -> StoreResult<Option<(u64, AnyGame)>> {
    // A snapshot is a cache: one of another format version (written by another build)
    // reads as none, and the game service replays the log. Anything else unreadable is
    // damage, reported.
    #[derive(serde::Deserialize)]
    struct Envelope {
        ruleset: RulesetKey,
        format_version: u32,
    }
    let envelope: Envelope = serde_json::from_str(json)?;
    if envelope.ruleset.format_version() != Some(envelope.format_version) {
        return Ok(None);
    }
    Ok(Some((seq as u64, serde_json::from_str::<AnyGame>(json)?)))
}

/// A game as a snapshot: the ruleset envelope `{ruleset, format_version, state}`.
pub(super) fn snapshot_json(game: &AnyGame) -> StoreResult<String> {
    Ok(serde_json::to_string(game)?)
}

/// Where a delivery goes, as the `(channel_id, user_id)` columns.
pub(super) fn target_columns(target: DeliveryTarget) -> (Option<i64>, Option<i64>) {
    match target {
        DeliveryTarget::Channel(c) => (Some(to_sql_id(c)), None),
        DeliveryTarget::User(u) => (None, Some(to_sql_id(u.0))),
    }
}

/// The columns of `outbox`, in the order [`DeliveryRaw`] reads them.
pub(super) const DELIVERY_COLUMNS: &str =
    "id, game_id, channel_id, user_id, body_json, attempts, created_at";

/// An `outbox` row as stored.
pub(super) struct DeliveryRaw {
    pub id: i64,
    pub game: Option<i64>,
    pub channel: Option<i64>,
    pub user: Option<i64>,
    pub body: String,
    pub attempts: i64,
    pub created_at: i64,
}

pub(super) fn finish_delivery(raw: DeliveryRaw) -> StoreResult<Delivery> {
    let target = match (raw.channel, raw.user) {
        (Some(c), None) => DeliveryTarget::Channel(from_sql_id(c)),
        (None, Some(u)) => DeliveryTarget::User(UserId(from_sql_id(u))),
        _ => {
            return Err(StoreError::Corrupt(format!(
                "outbox row {} has no single target",
                raw.id
            )))
        }
    };
    let body: DeliveryBody = serde_json::from_str(&raw.body)?;
    Ok(Delivery {
        id: raw.id,
        game: raw.game,
        target,
        body,
        attempts: u32::try_from(raw.attempts).unwrap_or(u32::MAX),
        created_at: raw.created_at,
    })
}
