//! The Discord front end (poise 0.7 / serenity 0.12). Commands are thin adapters: they
//! read the interaction, call the game service on a blocking thread, and deliver the
//! outbox. No SQL and no rules here.

mod commands;
mod components;
mod deliver;
pub mod limits;

use crate::i18n::Catalog;
use crate::service::{Caller, GameService, ServiceError};
use crate::store::{Place, Store, UserId};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How the bot runs, besides its token and database.
#[derive(Clone, Debug)]
pub struct BotOptions {
    /// Register commands in this server only (development: instant updates). Otherwise
    /// commands are registered globally.
    pub dev_guild: Option<u64>,
    /// Ping the players a game waits for after this long without a move.
    pub reminder_after: Duration,
    /// How often to look for idle games.
    pub reminder_check_every: Duration,
    /// Talk to this base URL instead of https://discord.com (`DISCORD_API_BASE`; tests only).
    pub api_base: Option<String>,
}

impl Default for BotOptions {
    fn default() -> Self {
        BotOptions {
            dev_guild: None,
            reminder_after: Duration::from_secs(24 * 3600),
            reminder_check_every: Duration::from_secs(600),
            api_base: None,
        }
    }
}

/// Shared by every command and event.
#[derive(Clone)]
pub struct Data {
    pub service: Arc<GameService>,
    pub options: BotOptions,
    /// One lock per channel, held from a change to the end of its delivery, so the posts
    /// of one game appear in the order of its moves.
    channel_locks: Arc<std::sync::Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>>,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

impl Data {
    pub fn new(service: Arc<GameService>, options: BotOptions) -> Data {
        Data {
            service,
            options,
            channel_locks: Arc::default(),
        }
    }

    pub fn catalog(&self) -> &'static Catalog {
        self.service.catalog()
    }

    /// Waits for the channel's turn: changes to one game are applied and delivered one at
    /// a time.
    pub async fn lock_channel(&self, channel: u64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.channel_locks.lock().unwrap_or_else(|p| p.into_inner());
            locks.entry(channel).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// Runs a service call on a blocking thread (SQLite and rendering block).
    pub async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&GameService) -> Result<T, ServiceError> + Send + 'static,
    ) -> Result<T, Error> {
        let service = self.service.clone();
        let result = tokio::task::spawn_blocking(move || f(&service))
            .await
            .context("the game service task failed")?;
        result.map_err(Error::from)
    }
}

/// The production entry point: builds the HTTP client from the token.
pub async fn run(token: &str, db_path: &Path, options: BotOptions) -> anyhow::Result<()> {
    let http = match &options.api_base {
        // A Discord stand-in (the end-to-end tests' fake): same client, other base URL.
        // Serenity routes through a proxy only with its ratelimiter off (serenity #1739).
        Some(base) => serenity::HttpBuilder::new(token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::HttpBuilder::new(token).build(),
    };
    run_with_http(http, db_path, options).await
}

/// Runs the bot with a given HTTP client until it stops. End-to-end tests pass one built
/// with `HttpBuilder::new(token).proxy(url).ratelimiter_disabled(true)` to talk to a fake
/// Discord; production passes one built from the token alone.
pub async fn run_with_http(
    http: serenity::Http,
    db_path: &Path,
    options: BotOptions,
) -> anyhow::Result<()> {
    let mut client = build_client(http, db_path, options).await?;
    client
        .start()
        .await
        .context("the Discord connection failed")?;
    Ok(())
}

/// Builds the client (not yet connected). Tests keep its `shard_manager` to stop it.
pub async fn build_client(
    http: serenity::Http,
    db_path: &Path,
    options: BotOptions,
) -> anyhow::Result<serenity::Client> {
    let store = Store::open(db_path).with_context(|| {
        format!(
            "cannot open the database {} (set DATABASE_PATH to a writable file)",
            db_path.display()
        )
    })?;
    let service = Arc::new(GameService::new(store, Catalog::english()));
    let failed = service.verify_all_active()?;
    for (id, why) in &failed {
        tracing::error!(
            game = id,
            why = why.as_str(),
            "a stored game does not replay from its log"
        );
    }
    let data = Data::new(service, options);
    let framework = framework(data);
    // Slash commands and components need no privileged intents.
    let intents = serenity::GatewayIntents::non_privileged();
    serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("cannot build the Discord client")
}

fn framework(data: Data) -> poise::Framework<Data, Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(components::handle_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match data.options.dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(guild),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                spawn_reminders(ctx.http.clone(), data.clone());
                Ok(data)
            })
        })
        .build()
}

/// Pings idle games now and then.
fn spawn_reminders(http: Arc<serenity::Http>, data: Data) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(data.options.reminder_check_every);
        loop {
            tick.tick().await;
            let idle = data.options.reminder_after.as_secs() as i64;
            match data.call(move |s| s.remind_idle(idle)).await {
                Ok(outboxes) => {
                    for outbox in outboxes {
                        deliver::deliver_posts(&http, &data, &outbox).await;
                    }
                }
                Err(e) => tracing::warn!(error = %e, "reminder check failed"),
            }
        }
    });
}

/// One place where errors become replies: rules and lobby errors are friendly ephemeral
/// messages naming the rule; anything else is logged and apologized for.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let catalog = ctx.data().catalog();
            let text = match error.downcast_ref::<ServiceError>() {
                Some(e) if !e.is_internal() => e.user_message(catalog),
                Some(e) => {
                    tracing::error!(error = %e, command = %ctx.command().name, "service failure");
                    e.user_message(catalog)
                }
                None => {
                    tracing::error!(error = %format!("{error:#}"), command = %ctx.command().name, "command failed");
                    crate::t!(catalog, "err-internal")
                }
            };
            let reply = poise::CreateReply::default()
                .content(limits::one_message(&text))
                .ephemeral(true)
                .allowed_mentions(limits::allowed_mentions(&[]));
            if let Err(e) = ctx.send(reply).await {
                tracing::warn!(error = %e, "could not send an error reply");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The caller of a command, as the service knows them.
fn caller_of(ctx: Context<'_>) -> Caller {
    let user = ctx.author();
    let (manage_server, interaction) = match ctx {
        poise::Context::Application(a) => (
            a.interaction
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_guild()),
            Some(a.interaction.id.get()),
        ),
        poise::Context::Prefix(_) => (false, None),
    };
    Caller {
        user: UserId(user.id.get()),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        manage_server,
        interaction,
    }
}

fn place_of(ctx: Context<'_>) -> Place {
    Place {
        guild: ctx.guild_id().map(|g| g.get()),
        channel: ctx.channel_id().get(),
    }
}
