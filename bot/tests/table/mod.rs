//! A table of simulated players for the end-to-end tests: the fake Discord, its users, and
//! the bot's database read back to see what the bot committed.
#![allow(dead_code, clippy::unwrap_used)]

use bot::store::{GameStore, SqliteStore};
use engine::{Faction, Game};
use fakecord::{FakeDiscord, FakeUser, InteractionHandle, StoredMessage};
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub const GUILD: u64 = 910_000_000_000_000_001;
pub const CHANNEL: u64 = 910_000_000_000_000_002;
pub const WAIT: Duration = Duration::from_secs(30);
pub const EPHEMERAL: u64 = 64;

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

    pub async fn followup(&self, i: &InteractionHandle) -> Option<StoredMessage> {
        self.fake.wait_for_followup(i, 0, WAIT).await.ok()
    }

    /// Sends a slash command and waits for the bot's reply; also returns the latency.
    pub async fn slash(
        &self,
        user: &FakeUser,
        name: &str,
        options: &[(&str, serde_json::Value)],
    ) -> (StoredMessage, Duration) {
        let sent = Instant::now();
        let i = self
            .fake
            .send_slash_command(user, Some(GUILD), CHANNEL, name, options)
            .unwrap();
        let reply = self
            .followup(&i)
            .await
            .unwrap_or_else(|| panic!("no reply to /{name}"));
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
    pub fn game(&self) -> (Game, Vec<(u8, u64)>, u64) {
        let store = SqliteStore::open(&self.db).unwrap();
        let record = store
            .load_in(CHANNEL, true)
            .unwrap()
            .expect("a game in the channel");
        let (_, game) = record.snapshot.expect("a snapshot");
        let game = game.as_bxb2016().cloned().expect("a 2016 game");
        let seats = record
            .seats
            .into_iter()
            .map(|s| (s.seat, s.user.0))
            .collect();
        (game, seats, record.row.revision)
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

    pub fn pngs_in_channel(&self) -> usize {
        self.fake
            .messages_in(CHANNEL)
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.data.starts_with(b"\x89PNG")))
            .count()
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
        for name in field_names {
            assert!(fields.contains(name), "{fields}");
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
