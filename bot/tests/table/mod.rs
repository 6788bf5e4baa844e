//! A table of simulated players for the end-to-end tests: the fake Discord, its users, and
//! the bot's database read back to see what the bot committed.
#![allow(dead_code, clippy::unwrap_used)]

use bot::discord::{build_client, BotOptions};
use bot::service::{ComputerPolicy, Policy};
use bot::store::{GameStore, SqliteStore};
use engine::{bxb2016::Game, AnyCommand, AnyGame, Faction, Role};
use fakecord::{FakeDiscord, FakeUser, InteractionHandle, StoredMessage};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub const GUILD: u64 = 910_000_000_000_000_001;
pub const CHANNEL: u64 = 910_000_000_000_000_002;
pub const WAIT: Duration = Duration::from_secs(30);
pub const EPHEMERAL: u64 = 64;

/// A test's own directory under the system's temporary one (named after the test and
/// the process), emptied at the start and removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("blocbot-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// The bot's database in it.
    pub fn db(&self) -> PathBuf {
        self.0.join("game.db")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Bot options for games with computer seats: no pause before a computer's move, timers
/// looked at often.
pub fn quick_computers() -> BotOptions {
    BotOptions {
        policy: Policy {
            computer: ComputerPolicy {
                pause: Duration::ZERO,
                ..ComputerPolicy::default()
            },
            ..Policy::default()
        },
        timer_check_every: Duration::from_millis(50),
        ..BotOptions::default()
    }
}

/// The production client running in this process against the fake.
pub struct InProcessBot {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl InProcessBot {
    pub async fn stop(self) {
        let _ = tokio::time::timeout(Duration::from_secs(1), self.shards.shutdown_all()).await;
        self.task.abort();
    }
}

/// A seat's person or computer, as the tests see the stored seats: (seat, user id); a
/// computer seat's user id is 0.
pub type Seats = Vec<(u8, u64)>;

pub struct Table {
    pub fake: FakeDiscord,
    pub users: Vec<FakeUser>,
    pub db: PathBuf,
}

impl Table {
    /// A fake with a game channel and `players` users; `db` is where the bot keeps games.
    pub async fn new(players: u64, db: PathBuf) -> Table {
        let fake = FakeDiscord::start().await.unwrap();
        fake.guild_channel(GUILD, CHANNEL, "bloc-by-bloc");
        let users = (0..players)
            .map(|i| fake.user(2001 + i, &format!("player{i}")))
            .collect();
        Table { fake, users, db }
    }

    /// Starts the bot in this process (the production client, talking to the fake) and
    /// waits until it registered `commands`.
    pub async fn start_bot(&self, options: BotOptions, commands: &[&str]) -> InProcessBot {
        let http = serenity::HttpBuilder::new(self.fake.token())
            .proxy(self.fake.http_url())
            .ratelimiter_disabled(true)
            .build();
        let mut client = build_client(http, &self.db, options).await.unwrap();
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        self.fake
            .wait_for_commands(None, commands, WAIT)
            .await
            .unwrap();
        InProcessBot { shards, task }
    }

    /// Starts the `blocbot` binary against the fake on the table's database (warnings
    /// only, no fault point) with `env` added.
    #[cfg(unix)]
    pub fn spawn_bot_process(&self, env: &[(&str, &str)]) -> std::process::Child {
        use std::process::{Command, Stdio};
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_blocbot"));
        cmd.env("DISCORD_TOKEN", self.fake.token())
            .env("DISCORD_API_BASE", self.fake.http_url())
            .env("DATABASE_PATH", &self.db)
            .env("DEV_GUILD_ID", "")
            .env("RUST_LOG", "warn")
            .env_remove("BLOCBOT_FAULT")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.spawn().unwrap()
    }

    pub async fn followup(&self, i: &InteractionHandle) -> Option<StoredMessage> {
        self.fake.wait_for_followup(i, 0, WAIT).await.ok()
    }

    /// What the bot sent for interaction `i`, with the fake's status and when: to tell a
    /// bot that never answered from one whose answer came after Discord's 3 s (10062,
    /// Unknown interaction: a starved process) or was refused for its content.
    pub fn answers_to(&self, i: &InteractionHandle) -> String {
        let sent: Vec<String> = self
            .fake
            .requests()
            .iter()
            .filter(|r| r.path.contains(&i.token) || r.path.contains(&i.id.to_string()))
            .map(|r| {
                format!(
                    "{} {} -> {} at {:?}",
                    r.method,
                    r.api_path(),
                    r.status,
                    r.at
                )
            })
            .collect();
        if sent.is_empty() {
            "the bot sent nothing for it".to_string()
        } else {
            sent.join("; ")
        }
    }

    /// Sends a slash command and waits for the bot's reply; also returns the latency.
    pub async fn slash(
        &self,
        user: &FakeUser,
        name: &str,
        options: &[(&str, serde_json::Value)],
    ) -> (StoredMessage, Duration) {
        self.slash_in(CHANNEL, user, name, options).await
    }

    /// [`Table::slash`] in another channel of the guild.
    pub async fn slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, serde_json::Value)],
    ) -> (StoredMessage, Duration) {
        let sent = Instant::now();
        let i = self
            .fake
            .send_slash_command(user, Some(GUILD), channel, name, options)
            .unwrap();
        let reply = self
            .followup(&i)
            .await
            .unwrap_or_else(|| panic!("no reply to /{name}: {}", self.answers_to(&i)));
        (reply, sent.elapsed())
    }

    /// Creates, fills and starts a game of `players` seats.
    pub async fn open_game(&self, options: &[(&str, serde_json::Value)]) {
        let (reply, _) = self.slash(&self.users[0], "game create", options).await;
        assert_eq!(reply.content, "✓", "{}", reply.content);
        for u in &self.users[1..] {
            let (reply, _) = self.slash(u, "game join", &[]).await;
            assert_eq!(reply.content, "✓", "{}", reply.content);
        }
        let (reply, _) = self.slash(&self.users[0], "game start", &[]).await;
        assert_eq!(reply.content, "✓", "{}", reply.content);
    }

    /// The game as the bot committed it, with the seats (seat, user id) and the log length.
    pub fn game(&self) -> (Game, Seats, u64) {
        let (game, seats, revision) = self.any_game();
        let game = game.as_bxb2016().cloned().expect("a 2016 game");
        (game, seats, revision)
    }

    /// The channel's game as the bot committed it, of any ruleset.
    pub fn any_game(&self) -> (AnyGame, Seats, u64) {
        self.any_game_in(CHANNEL)
    }

    pub fn any_game_in(&self, channel: u64) -> (AnyGame, Seats, u64) {
        let store = SqliteStore::open(&self.db).unwrap();
        let record = store
            .load_in(channel, true)
            .unwrap()
            .expect("a game in the channel");
        let (_, game) = record.snapshot.expect("a snapshot");
        let seats = record
            .seats
            .into_iter()
            .map(|s| (s.seat, s.user.0))
            .collect();
        (game, seats, record.row.revision)
    }

    /// Waits for each of `users`' private summary by DM (hand, agenda: "only you see
    /// this"), sent when the game starts.
    pub async fn private_summaries(&self, users: &[&FakeUser]) -> Vec<StoredMessage> {
        let mut dms = Vec::new();
        for user in users {
            let dm = self.fake.wait_for_dm(user, WAIT).await.unwrap();
            assert!(dm.content.contains("only you see this"), "{}", dm.content);
            dms.push(dm);
        }
        dms
    }

    /// No DM went to anyone but `people`, and no message left the channel and their DMs:
    /// a computer seat (user id 0) is never written to.
    pub fn assert_dms_only_to(&self, people: &[&FakeUser]) {
        let ids: Vec<String> = people.iter().map(|u| u.id.to_string()).collect();
        for r in self.fake.requests() {
            if r.method == "POST" && r.path.ends_with("/users/@me/channels") {
                let to = r
                    .json
                    .as_ref()
                    .and_then(|j| j["recipient_id"].as_str().map(String::from));
                assert!(
                    to.as_ref().is_some_and(|t| ids.contains(t)),
                    "a DM to someone else: {:?}",
                    r.json
                );
            }
        }
        let dms: Vec<u64> = people
            .iter()
            .filter_map(|u| self.fake.existing_dm_channel(u))
            .collect();
        for m in self.fake.all_messages() {
            assert!(
                m.channel_id == CHANNEL || dms.contains(&m.channel_id),
                "a message outside the channel and the people's DMs: {}",
                m.content
            );
        }
    }

    /// Plays a game whose other seats are computers until it ends or `stop` says so:
    /// `person` moves through `/play` when the game waits for them (the engine's default
    /// command when it is theirs, as a deadline would play, else their first legal
    /// command), else the test waits for the computers, failing if nothing moves for
    /// `WAIT`. Returns the person's commands.
    pub async fn play_against_computers(
        &self,
        person: &FakeUser,
        stop: impl Fn(&AnyGame, u64) -> bool,
    ) -> u32 {
        let mut commands = 0;
        let mut last_change = (0, Instant::now());
        loop {
            let (game, seats, revision) = self.any_game();
            if game.ending().is_some() || stop(&game, revision) {
                return commands;
            }
            if revision != last_change.0 {
                last_change = (revision, Instant::now());
            }
            match person_command(&game, &roles_of(&game, &seats, person.id)) {
                Some(cmd) => {
                    self.play(person, &game.print_command(&cmd)).await;
                    commands += 1;
                    assert!(commands < 3_000, "the game does not end");
                }
                None => {
                    assert!(
                        last_change.1.elapsed() < WAIT,
                        "the computers stopped at revision {revision}"
                    );
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            }
        }
    }

    /// `/play` of a move in the notation as `user`, which the bot must accept.
    /// Plays `text` as `user` with `/play`, which must be accepted; returns how long the
    /// reply took.
    pub async fn play(&self, user: &FakeUser, text: &str) -> Duration {
        let (reply, took) = self.slash(user, "play", &[("action", json!(text))]).await;
        assert!(
            reply.content.starts_with("Done"),
            "`{text}` refused: {}",
            reply.content
        );
        took
    }

    pub fn user_of(&self, game: &Game, seats: &[(u8, u64)], f: Faction) -> &FakeUser {
        let seat = game.faction(f).player;
        let id = seats.iter().find(|s| s.0 == seat).map(|s| s.1).unwrap();
        self.users.iter().find(|u| u.id == id).unwrap()
    }

    /// The story GIF posted at the end of the game (issue 12), checked to be a GIF
    /// (`GIF89a`) and decoded: its bytes and frame count. None if none was posted.
    pub fn story_gif(&self) -> Option<(usize, usize)> {
        let messages = self.fake.messages_in(CHANNEL);
        let gif = messages
            .iter()
            .flat_map(|m| m.attachments.iter())
            .find(|a| a.filename == "story.gif")?;
        assert!(gif.data.starts_with(b"GIF89a"), "story.gif is not a GIF89a");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options
            .read_info(std::io::Cursor::new(gif.data.to_vec()))
            .expect("story.gif decodes");
        let mut frames = 0;
        while decoder.read_next_frame().expect("a valid frame").is_some() {
            frames += 1;
        }
        Some((gif.data.len(), frames))
    }

    /// Waits for the story GIF the ending post carries (drawn when the post is delivered,
    /// never on the reply path) and checks it: more than one frame, under Discord's limit.
    pub async fn assert_story_gif_posted(&self) {
        let deadline = Instant::now() + WAIT;
        while self.story_gif().is_none() && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let (bytes, frames) = self
            .story_gif()
            .expect("the story GIF is posted at the end");
        assert!(frames > 1, "a story of {frames} frame(s)");
        assert!(
            bytes <= bot::discord::limits::STORY_GIF_MAX,
            "{bytes} bytes"
        );
        println!("story.gif: {frames} frames, {bytes} bytes");
    }

    /// Waits until the post that ends the game reached the channel (it is delivered after
    /// the last move's commit and reply).
    pub async fn wait_for_ending(&self) {
        self.channel_post("The game is over.").await;
    }

    /// Waits for a message in the game's channel whose text (content and embeds) contains
    /// `text`: posts are delivered after the replies that cause them.
    pub async fn channel_post(&self, text: &str) -> StoredMessage {
        self.fake
            .wait_for_message(|m| m.channel_id == CHANNEL && m.text().contains(text), WAIT)
            .await
            .unwrap_or_else(|e| panic!("no post saying `{text}` in the channel: {e:?}"))
    }

    pub fn pngs_in_channel(&self) -> usize {
        self.fake
            .messages_in(CHANNEL)
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.data.starts_with(b"\x89PNG")))
            .count()
    }
}

/// The roles of the seat `user` holds.
pub fn roles_of(game: &AnyGame, seats: &[(u8, u64)], user: u64) -> Vec<Role> {
    let Some(&(seat, _)) = seats.iter().find(|s| s.1 == user) else {
        return Vec::new();
    };
    game.roles()
        .into_iter()
        .filter(|&r| game.seat_of(r).is_some_and(|s| s.0 == seat))
        .collect()
}

/// A person's simple play: the engine's default command (what a deadline plays: end the
/// actions, pass, allow...) when it is theirs, else their first legal command.
pub fn person_command(game: &AnyGame, mine: &[Role]) -> Option<AnyCommand> {
    match game.default_command() {
        Some(c) if mine.contains(&c.role()) => Some(c),
        _ => game
            .legal_commands()
            .into_iter()
            .find(|c| mine.contains(&c.role())),
    }
}

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Checks every channel post with a board: one embed whose image is that board's
/// attachment, with a colour and the fields named; pings only in the
/// content, each pinged user listed once in `allowed_mentions` and mentioned there.
/// Returns how many there were.
pub fn assert_board_posts_are_embeds(
    fake: &fakecord::FakeDiscord,
    channel: &[fakecord::StoredMessage],
    field_names: &[&str],
) -> usize {
    let mut boards = 0;
    for m in channel {
        let Some(png) = m.attachments.iter().find(|a| a.is_png()) else {
            continue;
        };
        boards += 1;
        assert_eq!(m.embeds.len(), 1, "{}", m.text());
        let e = &m.embeds[0];
        assert_eq!(
            e["image"]["url"],
            serde_json::json!(format!("attachment://{}", png.filename))
        );
        assert!(e["color"].as_u64().is_some());
        let fields = e["fields"].to_string();
        // The last board's card keeps only the Turn field ("the game is over"): the night
        // and countdown fields would read as a game going on (issue 37).
        let over = fields.contains("the game is over");
        for name in field_names {
            assert!(fields.contains(name) || over, "{fields}");
        }
        if over {
            assert_eq!(e["fields"].as_array().map(Vec::len), Some(1), "{fields}");
        }
        // What is left of the content once the mentions are gone is the ping line only.
        if !m.content.is_empty() {
            assert!(
                m.content.ends_with("the game waits for you."),
                "{}",
                m.content
            );
        }
    }
    for r in fake.requests() {
        let Some(j) = r.json.filter(|j| j.get("embeds").is_some()) else {
            continue;
        };
        let users: Vec<&str> = j["allowed_mentions"]["users"]
            .as_array()
            .map(|a| a.iter().filter_map(|u| u.as_str()).collect())
            .unwrap_or_default();
        let content = j["content"].as_str().unwrap_or_default();
        for (i, u) in users.iter().enumerate() {
            assert!(!users[..i].contains(u), "{u} twice: {j}");
            assert!(content.contains(&format!("<@{u}>")), "{u} not in {content}");
        }
    }
    boards
}
