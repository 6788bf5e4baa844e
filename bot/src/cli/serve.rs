//! `blocbot` / `blocbot run`: the Discord bot, configured from the environment.

use crate::discord::{self, BotOptions};
use crate::settings::{Settings, NO_TOKEN_HELP};

/// Runs the bot until it stops; returns the process exit code.
pub fn run() -> anyhow::Result<i32> {
    let settings = Settings::from_env()?;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
    let Some(token) = settings.token.clone() else {
        eprintln!("{NO_TOKEN_HELP}");
        return Ok(2);
    };
    let options = BotOptions {
        dev_guild: settings.dev_guild,
        reminder_after: settings.reminder_after,
        api_base: std::env::var("DISCORD_API_BASE")
            .ok()
            .filter(|s| !s.is_empty()),
        ..BotOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        tracing::info!(database = %settings.database_path.display(), dev_guild = ?settings.dev_guild, "starting blocbot");
        tokio::select! {
            result = discord::run(&token, &settings.database_path, options) => result,
            _ = tokio::signal::ctrl_c() => {
                // Every accepted move is already committed; nothing to flush.
                tracing::info!("stopping");
                Ok(())
            }
        }
    })?;
    Ok(0)
}
