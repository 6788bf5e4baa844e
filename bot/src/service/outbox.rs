//! What the game service hands back after a request: messages to deliver, with no Discord
//! types. The Discord layer turns them into messages; local mode prints them; tests read
//! them.

use crate::store::{GameId, Place, UserId};

/// Everything to deliver after one request, in order.
#[derive(Clone, Debug, Default)]
pub struct Outbox {
    pub game: Option<GameId>,
    pub place: Option<Place>,
    /// The game's revision after the request (what new buttons must carry).
    pub revision: u64,
    /// A reply only the requester sees (Discord: ephemeral).
    pub reply: Option<String>,
    /// Public posts in the game's channel. Built from the spectator view only.
    pub posts: Vec<Post>,
    /// Private messages (Discord: DMs): hands and agendas, to their owners only.
    pub private: Vec<PrivateMessage>,
}

/// A public channel post.
#[derive(Clone, Debug, Default)]
pub struct Post {
    pub text: String,
    /// The board, drawn from the spectator view.
    pub board: Option<BoardImage>,
    /// Users to mention (whose turn or decision it is).
    pub ping: Vec<UserId>,
    /// Attach the "What can I do?" button.
    pub menu: bool,
}

#[derive(Clone, Debug)]
pub struct BoardImage {
    pub png: Vec<u8>,
    pub file_name: String,
}

/// A private message for one user.
#[derive(Clone, Debug)]
pub struct PrivateMessage {
    pub user: UserId,
    pub text: String,
}

impl Outbox {
    /// One text post in the game's channel (lobby news and the like).
    pub fn channel_post(game: GameId, place: Place, text: String) -> Outbox {
        Outbox {
            game: Some(game),
            place: Some(place),
            posts: vec![Post {
                text,
                ..Post::default()
            }],
            ..Outbox::default()
        }
    }

    pub fn reply(text: impl Into<String>) -> Outbox {
        Outbox {
            reply: Some(text.into()),
            ..Outbox::default()
        }
    }

    /// Every text in the outbox that anyone but one user may read.
    pub fn public_texts(&self) -> impl Iterator<Item = &str> {
        self.posts.iter().map(|p| p.text.as_str())
    }
}

/// The legal actions of one user, grouped for menus (Discord buttons and select menus,
/// local mode's numbered list).
#[derive(Clone, Debug, Default)]
pub struct Choices {
    pub game: GameId,
    pub revision: u64,
    /// What the user is asked (their turn, a decision, nothing).
    pub prompt: String,
    pub groups: Vec<ChoiceGroup>,
}

#[derive(Clone, Debug)]
pub struct ChoiceGroup {
    pub title: String,
    pub options: Vec<ChoiceOption>,
}

/// One legal command: its index in `Game::legal_actions()` at `revision`, and a label.
#[derive(Clone, Debug)]
pub struct ChoiceOption {
    pub index: usize,
    pub label: String,
}

impl Choices {
    pub fn len(&self) -> usize {
        self.groups.iter().map(|g| g.options.len()).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn options(&self) -> impl Iterator<Item = &ChoiceOption> {
        self.groups.iter().flat_map(|g| g.options.iter())
    }
}
