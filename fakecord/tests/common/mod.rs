//! A minimal poise bot, built the way production builds it (only the base URL differs),
//! and helpers shared by the end-to-end tests.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use fakecord::{FakeDiscord, ValidateOptions};
use poise::serenity_prelude as serenity;
use poise::CreateReply;

pub const GUILD: u64 = 900_000_000_000_000_001;
pub const CHANNEL: u64 = 900_000_000_000_000_002;
pub const WAIT: Duration = Duration::from_secs(30);

/// A 1x1 PNG.
pub const PNG_1X1: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
    0x42, 0x60, 0x82,
];

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// An HTTP error the bot saw: status and Discord error code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeenError {
    pub what: String,
    pub status: u16,
    pub code: isize,
}

/// State shared between the bot and the test.
#[derive(Debug, Default, Clone)]
pub struct Data {
    pub errors: Arc<Mutex<Vec<SeenError>>>,
}

impl Data {
    fn record(&self, what: &str, e: &serenity::Error) {
        let (status, code) = match e {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
                (r.status_code.as_u16(), r.error.code)
            }
            _ => (0, 0),
        };
        self.errors.lock().unwrap().push(SeenError {
            what: what.to_owned(),
            status,
            code,
        });
    }

    pub fn errors(&self) -> Vec<SeenError> {
        self.errors.lock().unwrap().clone()
    }
}

/// Replies "pong".
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Defers, then follows up with a PNG board.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    ctx.send(
        CreateReply::default()
            .content("the board")
            .attachment(serenity::CreateAttachment::bytes(PNG_1X1, "board.png")),
    )
    .await?;
    Ok(())
}

async fn autocomplete_faction(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = ["anarchists", "neighbours", "students", "workers"]
        .into_iter()
        .filter(|f| f.starts_with(partial))
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Join a game as a faction.
#[poise::command(slash_command)]
async fn join(
    ctx: Context<'_>,
    #[description = "Your faction"]
    #[autocomplete = "autocomplete_faction"]
    faction: String,
    #[description = "Seat number"] seat: Option<i64>,
) -> Result<(), Error> {
    ctx.say(format!(
        "{} joined as {faction} (seat {seat:?})",
        ctx.author().name
    ))
    .await?;
    Ok(())
}

/// Sends buttons and a select menu; clicks are handled by the event handler.
#[poise::command(slash_command)]
async fn buttons(ctx: Context<'_>) -> Result<(), Error> {
    let row = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("btn:yes").label("Yes"),
        serenity::CreateButton::new("btn:no")
            .label("No")
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new("btn:later").label("Later"),
    ]);
    let menu = serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(
        "sel:faction",
        serenity::CreateSelectMenuKind::String {
            options: vec![
                serenity::CreateSelectMenuOption::new("Workers", "workers"),
                serenity::CreateSelectMenuOption::new("Students", "students"),
            ],
        },
    ));
    ctx.send(
        CreateReply::default()
            .content("vote?")
            .components(vec![row, menu]),
    )
    .await?;
    Ok(())
}

/// Sends a DM to the caller.
#[poise::command(slash_command)]
async fn secret(ctx: Context<'_>) -> Result<(), Error> {
    let dm = ctx
        .author()
        .direct_message(
            ctx,
            serenity::CreateMessage::new().content("your secret card"),
        )
        .await;
    match dm {
        Ok(_) => {
            ctx.send(
                CreateReply::default()
                    .content("sent you a DM")
                    .ephemeral(true),
            )
            .await?;
        }
        Err(e) => {
            ctx.data().record("dm", &e);
            ctx.send(
                CreateReply::default()
                    .content("I cannot DM you: please open your DMs")
                    .ephemeral(true),
            )
            .await?;
        }
    }
    Ok(())
}

/// Posts a plain channel message (with a PNG) and then acknowledges.
#[poise::command(slash_command)]
async fn post(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let sent = ctx
        .channel_id()
        .send_message(
            ctx,
            serenity::CreateMessage::new()
                .content("board update")
                .add_file(serenity::CreateAttachment::bytes(PNG_1X1, "board.png")),
        )
        .await;
    let text = match sent {
        Ok(m) => format!("posted {}", m.id),
        Err(e) => {
            ctx.data().record("post", &e);
            "post failed".to_owned()
        }
    };
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    else {
        return Ok(());
    };
    let id = click.data.custom_id.as_str();
    let result = match id {
        "btn:yes" | "btn:no" => {
            // Update the message in place (callback type 7).
            click
                .create_response(
                    ctx,
                    serenity::CreateInteractionResponse::UpdateMessage(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(format!("{} voted {}", click.user.name, &id[4..]))
                            .components(vec![]),
                    ),
                )
                .await
        }
        "btn:later" => {
            // Deferred update (type 6), then edit the original message.
            click.defer(ctx).await?;
            click
                .edit_response(
                    ctx,
                    serenity::EditInteractionResponse::new()
                        .content(format!("{} will decide later", click.user.name)),
                )
                .await
                .map(|_| ())
        }
        "sel:faction" => {
            let chosen = match &click.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
                _ => String::new(),
            };
            click
                .create_response(
                    ctx,
                    serenity::CreateInteractionResponse::Message(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(format!("you chose {chosen}"))
                            .ephemeral(true),
                    ),
                )
                .await
        }
        _ => Ok(()),
    };
    if let Err(e) = result {
        data.record(id, &e);
    }
    Ok(())
}

/// A running bot.
pub struct Bot {
    pub data: Data,
    pub shard_manager: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Bot {
    /// Shut the shards down (bounded: serenity waits up to 5 s for a shard that is
    /// between connections).
    pub async fn stop(self) {
        let _ =
            tokio::time::timeout(Duration::from_secs(1), self.shard_manager.shutdown_all()).await;
    }
}

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![ping(), board(), join(), buttons(), secret(), post()]
}

/// Start the bot against the fake exactly as production would, except for the proxy URL
/// (ratelimiter disabled, as the proxy requires).
pub async fn start_bot(fake: &FakeDiscord) -> Bot {
    let http = serenity::HttpBuilder::new(fake.token())
        .proxy(fake.http_url())
        .ratelimiter_disabled(true)
        .build();
    start_bot_with(fake, http).await
}

/// Start the bot with serenity's default Http (ratelimiter on, no proxy) whose reqwest
/// client reaches the fake as https://discord.com.
pub async fn start_production_bot(fake: &FakeDiscord) -> Bot {
    let http = serenity::HttpBuilder::new(fake.token())
        .client(fake.discord_com_client().unwrap())
        .build();
    start_bot_with(fake, http).await
}

pub async fn start_bot_with(fake: &FakeDiscord, http: serenity::Http) -> Bot {
    init_tracing();
    let data = Data::default();
    let setup_data = data.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(setup_data)
            })
        })
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await
            .expect("client builds");
    let shard_manager = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("client stopped: {e}");
        }
    });
    fake.wait_for_commands(
        None,
        &["ping", "board", "join", "buttons", "secret", "post"],
        WAIT,
    )
    .await
    .expect("the bot registers its commands");
    Bot {
        data,
        shard_manager,
        task,
    }
}

/// Everything serenity and poise log at WARN or above, across all tests of this binary.
pub fn captured_logs() -> String {
    LOGS.get()
        .map(|l| l.lock().unwrap().clone())
        .unwrap_or_default()
}

static LOGS: OnceLock<Arc<Mutex<String>>> = OnceLock::new();

#[derive(Clone)]
struct Capture(Arc<Mutex<String>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap()
            .push_str(&String::from_utf8_lossy(buf));
        std::io::stderr().write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

pub fn init_tracing() {
    let logs = LOGS
        .get_or_init(|| Arc::new(Mutex::new(String::new())))
        .clone();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(move || Capture(logs.clone()))
        .with_ansi(false)
        .try_init();
}

/// Assert that serenity never failed to deserialize anything the fake sent.
pub fn assert_no_deserialize_failures() {
    let logs = captured_logs();
    for needle in [
        "Err deserializing",
        "Failed to deserialize",
        "failed to deserialize",
    ] {
        assert!(
            !logs.contains(needle),
            "serenity could not parse something the fake sent:\n{logs}"
        );
    }
}

/// Assert every recorded request exists in Discord's spec and its body validates.
pub fn assert_requests_valid(fake: &FakeDiscord) {
    let strict = fake.validate_requests(ValidateOptions::strict());
    if !strict.is_empty() {
        eprintln!(
            "note: properties serenity sends that the spec does not declare:\n{}",
            strict.join("\n")
        );
    }
    let failures = fake.validate_requests(ValidateOptions::discord_accepts());
    assert!(
        failures.is_empty(),
        "requests that do not match Discord's OpenAPI spec:\n{}",
        failures.join("\n")
    );
    let unhandled: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| r.unhandled)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        unhandled.is_empty(),
        "routes the fake does not serve: {unhandled:?}"
    );
}
