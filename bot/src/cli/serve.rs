//! `blocbot` / `blocbot run`: the Discord bot, configured from the environment. Stops
//! cleanly on Ctrl-C or SIGTERM: no new interactions, what is in flight finishes, exit 0.
//! With `BLOCBOT_HTTP_LISTEN` it serves Discord's HTTP interactions endpoint instead of
//! connecting to the gateway (several processes behind a load balancer, on PostgreSQL).

use crate::discord::endpoint::EndpointOptions;
use crate::discord::signature::PublicKey;
use crate::discord::{self, BotOptions};
use crate::service::{ComputerPolicy, FaultPoint, Policy};
use crate::settings::{Settings, NO_TOKEN_HELP};
use std::sync::Arc;

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
    let env = |k: &str| std::env::var(k).ok().filter(|s| !s.is_empty());
    // Test-only: abort at a chosen point, as a crash would (bot/tests/kill_restart.rs).
    let fault = match env("BLOCBOT_FAULT") {
        Some(spec) => Some(Arc::new(FaultPoint::parse(&spec).ok_or_else(|| {
            anyhow::anyhow!("BLOCBOT_FAULT must be after-commit:N or after-delivery:N")
        })?)),
        None => None,
    };
    let endpoint = match env("BLOCBOT_HTTP_LISTEN") {
        Some(listen) => {
            let listen = listen.parse().map_err(|_| {
                anyhow::anyhow!(
                    "BLOCBOT_HTTP_LISTEN must be an address and port, such as 0.0.0.0:8080"
                )
            })?;
            let public_key = env("DISCORD_PUBLIC_KEY")
                .as_deref()
                .and_then(PublicKey::from_hex)
                .ok_or_else(|| {
                    anyhow::anyhow!(
                        "BLOCBOT_HTTP_LISTEN needs DISCORD_PUBLIC_KEY: the application's public key \
                         (64 hex digits, on the General Information page of the developer portal)"
                    )
                })?;
            // Test-only: a starved machine, for bot/tests/http_endpoint.rs.
            let dispatch_delay = env("BLOCBOT_TEST_DISPATCH_DELAY_MS")
                .and_then(|ms| ms.parse().ok())
                .map_or(std::time::Duration::ZERO, std::time::Duration::from_millis);
            Some(EndpointOptions {
                listen,
                public_key,
                dispatch_delay,
            })
        }
        None => None,
    };
    let options = BotOptions {
        dev_guild: settings.dev_guild,
        policy: Policy {
            reminder_every: settings.reminder_after,
            lobby_expiry: settings.lobby_expiry,
            open_games_per_user: settings.max_open_games,
            startup_check: settings.startup_check,
            archive_after: settings.archive_after,
            computer: ComputerPolicy {
                pause: settings.computer_pause,
                ..ComputerPolicy::default()
            },
            ..Policy::default()
        },
        default_turn_deadline: settings.turn_deadline,
        delivery_lease: settings.delivery_lease,
        api_base: env("DISCORD_API_BASE"),
        database_url: settings.database_url.clone(),
        fault,
        ..BotOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let database = match settings.database_url {
            Some(_) => "PostgreSQL (DATABASE_URL)".to_string(),
            None => settings.database_path.display().to_string(),
        };
        tracing::info!(database = %database, dev_guild = ?settings.dev_guild, "starting blocbot");
        match endpoint {
            Some(endpoint) => {
                discord::endpoint::run(
                    &token,
                    &settings.database_path,
                    options,
                    endpoint,
                    stop_signal(),
                )
                .await
            }
            None => discord::run(&token, &settings.database_path, options, stop_signal()).await,
        }
    })?;
    Ok(0)
}

/// Completes on Ctrl-C (SIGINT) or SIGTERM (what `docker stop`, systemd and Kubernetes
/// send).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; only Ctrl-C stops cleanly");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
