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
    pub dev_guild: Option<u64>,
    pub reminder_after: Duration,
}

#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("DEV_GUILD_ID must be a server id (a number), not `{0}`")]
    DevGuild(String),
    #[error("REMINDER_HOURS must be a whole number of hours, not `{0}`")]
    ReminderHours(String),
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
        let hours: u64 = match non_empty("REMINDER_HOURS") {
            Some(v) => v.parse().map_err(|_| SettingsError::ReminderHours(v))?,
            None => 24,
        };
        Ok(Settings {
            token: non_empty("DISCORD_TOKEN"),
            database_path: non_empty("DATABASE_PATH")
                .map_or_else(|| PathBuf::from("blocbot.db"), PathBuf::from),
            dev_guild,
            reminder_after: Duration::from_secs(hours.max(1) * 3600),
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
        assert_eq!(s.reminder_after, Duration::from_secs(24 * 3600));
        let bad = Settings::from_vars(|k| (k == "REMINDER_HOURS").then(|| "soon".to_string()));
        assert!(bad.is_err());
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
