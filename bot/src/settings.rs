//! Settings read from the environment (and a `.env` file): see `.env.example`.

use std::path::PathBuf;
use std::time::Duration;

/// Where to get a token, shown when it is missing.
pub const NO_TOKEN_HELP: &str = "\
blocbot needs a Discord bot token to connect, and DISCORD_TOKEN is not set.

To get one:
  1. Open https://discord.com/developers/applications and create an application.
  2. Under \"Bot\", reset the token and copy it.
  3. Put it in a .env file next to where you run blocbot (see .env.example):
       DISCORD_TOKEN=your-token-here
  4. Invite the bot with OAuth2 > URL Generator: scopes `bot` and `applications.commands`,
     permissions View Channels, Send Messages, Embed Links, Attach Files,
     Read Message History.

No Discord account at hand? Play in the terminal instead:
  cargo run --release -- local";

#[derive(Debug, Clone)]
pub struct Settings {
    pub token: Option<String>,
    pub database_path: PathBuf,
    /// `DATABASE_URL=postgres://...`: PostgreSQL instead of the SQLite file (several bot
    /// processes may share it). Never logged: it may hold a password.
    pub database_url: Option<String>,
    pub dev_guild: Option<u64>,
    pub reminder_after: Duration,
    /// The turn deadline of games created without choosing one; `None`: no deadline.
    pub turn_deadline: Option<Duration>,
    pub lobby_expiry: Duration,
    /// Open games (lobbies and games in play) one user may hold per server; `None`: any.
    pub max_open_games: Option<u32>,
    /// How long a process holds a delivery it claimed before another may retry it.
    pub delivery_lease: Duration,
    /// The pause before a computer seat's move, so people can follow (`COMPUTER_PAUSE_SECONDS`).
    pub computer_pause: Duration,
    /// How many active games the start-up check replays (`STARTUP_CHECK_GAMES`; `all`).
    pub startup_check: Option<usize>,
    /// Ended games move to the archive this long after their end (`ARCHIVE_AFTER_HOURS`;
    /// `never`).
    pub archive_after: Option<Duration>,
}

#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("DEV_GUILD_ID must be a server id (a number), not `{0}`")]
    DevGuild(String),
    #[error("{name} must be a whole number{unit}, not `{value}`")]
    Number {
        name: &'static str,
        unit: &'static str,
        value: String,
    },
}

impl Settings {
    /// Reads `.env` (if present) and the environment.
    pub fn from_env() -> Result<Settings, SettingsError> {
        // A missing .env file is normal; the environment may hold everything.
        let _ = dotenvy::dotenv();
        Settings::from_vars(|k| std::env::var(k).ok())
    }

    /// Reads the settings through `var` (tests pass a map).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Settings, SettingsError> {
        let non_empty = |k: &str| {
            var(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let dev_guild = match non_empty("DEV_GUILD_ID") {
            Some(v) => Some(v.parse().map_err(|_| SettingsError::DevGuild(v))?),
            None => None,
        };
        let number = |name: &'static str, unit: &'static str, default: u64| match non_empty(name) {
            Some(v) => v.parse::<u64>().map_err(|_| SettingsError::Number {
                name,
                unit,
                value: v,
            }),
            None => Ok(default),
        };
        let hours = number("REMINDER_HOURS", " of hours", 24)?;
        // 0 (or `none`) means games wait as long as it takes.
        let deadline = match non_empty("TURN_DEADLINE_HOURS") {
            Some(v) if v.eq_ignore_ascii_case("none") => 0,
            _ => number("TURN_DEADLINE_HOURS", " of hours (0: none)", 48)?,
        };
        let lobby_days = number("LOBBY_EXPIRY_DAYS", " of days", 7)?;
        let max_games = number("MAX_OPEN_GAMES_PER_USER", " (0: no limit)", 5)?;
        let lease = number("DELIVERY_LEASE_SECONDS", " of seconds", 30)?;
        let computer_pause = number("COMPUTER_PAUSE_SECONDS", " of seconds", 3)?;
        let startup_check = match non_empty("STARTUP_CHECK_GAMES") {
            Some(v) if v.eq_ignore_ascii_case("all") => None,
            _ => Some(number(
                "STARTUP_CHECK_GAMES",
                " of games (or `all`)",
                crate::service::STARTUP_CHECK_GAMES as u64,
            )?),
        };
        let archive_after = match non_empty("ARCHIVE_AFTER_HOURS") {
            Some(v) if v.eq_ignore_ascii_case("never") => None,
            _ => Some(number(
                "ARCHIVE_AFTER_HOURS",
                " of hours (or `never`)",
                crate::service::ARCHIVE_AFTER_SECS / 3600,
            )?),
        };
        Ok(Settings {
            token: non_empty("DISCORD_TOKEN"),
            database_path: non_empty("DATABASE_PATH")
                .map_or_else(|| PathBuf::from("blocbot.db"), PathBuf::from),
            database_url: non_empty("DATABASE_URL"),
            dev_guild,
            reminder_after: Duration::from_secs(hours.clamp(1, 24 * 365) * 3600),
            turn_deadline: (deadline > 0)
                .then(|| Duration::from_secs(deadline.min(24 * 365) * 3600)),
            lobby_expiry: Duration::from_secs(lobby_days.clamp(1, 365) * 86_400),
            max_open_games: (max_games > 0).then(|| u32::try_from(max_games).unwrap_or(u32::MAX)),
            delivery_lease: Duration::from_secs(lease.clamp(1, 3600)),
            computer_pause: Duration::from_secs(computer_pause.min(3600)),
            startup_check: startup_check.map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
            archive_after: archive_after.map(|h| Duration::from_secs(h.min(24 * 3650) * 3600)),
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn defaults_and_errors() {
        let s = Settings::from_vars(|_| None).unwrap();
        assert!(s.token.is_none());
        assert_eq!(s.database_path, PathBuf::from("blocbot.db"));
        assert_eq!(s.database_url, None);
        assert_eq!(s.reminder_after, Duration::from_secs(24 * 3600));
        assert_eq!(s.turn_deadline, Some(Duration::from_secs(48 * 3600)));
        assert_eq!(s.lobby_expiry, Duration::from_secs(7 * 86_400));
        assert_eq!(s.max_open_games, Some(5));
        assert_eq!(s.delivery_lease, Duration::from_secs(30));
        assert_eq!(s.startup_check, Some(200));
        assert_eq!(s.archive_after, Some(Duration::from_secs(24 * 3600)));
        let bad = Settings::from_vars(|k| (k == "REMINDER_HOURS").then(|| "soon".to_string()));
        assert!(bad.is_err());
        for var in [
            "TURN_DEADLINE_HOURS",
            "MAX_OPEN_GAMES_PER_USER",
            "LOBBY_EXPIRY_DAYS",
        ] {
            let bad = Settings::from_vars(|k| (k == var).then(|| "-1".to_string()));
            assert!(bad.unwrap_err().to_string().contains(var));
        }
        let none = Settings::from_vars(|k| match k {
            "TURN_DEADLINE_HOURS" => Some("none".into()),
            "MAX_OPEN_GAMES_PER_USER" => Some("0".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(none.turn_deadline, None);
        assert_eq!(none.max_open_games, None);
        let s = Settings::from_vars(|k| match k {
            "DISCORD_TOKEN" => Some("abc".into()),
            "DEV_GUILD_ID" => Some("123".into()),
            "REMINDER_HOURS" => Some("2".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(s.token.as_deref(), Some("abc"));
        assert_eq!(s.dev_guild, Some(123));
        assert_eq!(s.reminder_after, Duration::from_secs(7200));
    }
}
