//! What the game service hands back after a request: messages to deliver, with no Discord
//! types. Every post and private message of a change is also written, in the change's own
//! transaction, as an outbox row ([`crate::store::NewDelivery`]); `delivery` names it, and
//! the Discord layer delivers it from there (local mode prints it and marks it shown;
//! tests read the texts).

use crate::store::{
    BoardSpec, DeliveryBody, DeliveryId, DeliveryTarget, GameId, Lease, NewDelivery, Place, UserId,
};

/// Everything to deliver after one request, in order.
#[derive(Clone, Debug, Default)]
pub struct Outbox {
    pub game: Option<GameId>,
    pub place: Option<Place>,
    /// The game's revision after the request (what new buttons must carry).
    pub revision: u64,
    /// A reply only the requester sees (Discord: ephemeral). Not stored: it answers the
    /// interaction, which dies with the process anyway.
    pub reply: Option<String>,
    /// Public posts in the game's channel. Built from the spectator view only.
    pub posts: Vec<Post>,
    /// Private messages (Discord: DMs): hands and agendas, to their owners only.
    pub private: Vec<PrivateMessage>,
}

/// A public channel post.
#[derive(Clone, Debug, Default)]
pub struct Post {
    /// Its outbox row, once written.
    pub delivery: Option<DeliveryId>,
    pub text: String,
    /// The board, drawn from the spectator view when the post is delivered.
    pub board: Option<BoardSpec>,
    /// Users to mention (whose turn or decision it is).
    pub ping: Vec<UserId>,
    /// Attach the "What can I do?" button.
    pub menu: bool,
    /// A lobby post: attach the "Add a computer player" button (issue 11).
    pub lobby: bool,
    /// The game's last post: attach its story GIF, drawn when delivered (issue 12).
    pub story: bool,
}

/// A drawn board: the whole city, and a close-up of what changed when that is a small part
/// of it (issue 37: in Discord a post's image is drawn about 400 pixels wide, where a close-up
/// of a few districts stays legible and the whole city does not).
#[derive(Clone, Debug)]
pub struct BoardImage {
    pub png: Vec<u8>,
    pub file_name: String,
    pub close_up: Option<Vec<u8>>,
}

impl BoardImage {
    /// The close-up's file name, beside the board's.
    pub fn close_up_file_name(&self) -> String {
        format!("closeup-{}", self.file_name)
    }
}

/// A private message for one user.
#[derive(Clone, Debug)]
pub struct PrivateMessage {
    /// Its outbox row, once written.
    pub delivery: Option<DeliveryId>,
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

    /// A lobby post in the channel, with the "Add a computer player" button.
    pub fn lobby_post(game: GameId, place: Place, text: String) -> Outbox {
        let mut out = Outbox::channel_post(game, place, text);
        for p in &mut out.posts {
            p.lobby = true;
        }
        out
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

    /// The outbox rows to write: the private messages first, then the posts (the order
    /// they are delivered in).
    pub(super) fn deliveries(&self, lease: Option<Lease>) -> Vec<NewDelivery> {
        let channel = self.place.map(|p| p.channel);
        let mut out = Vec::new();
        for dm in &self.private {
            out.push(NewDelivery {
                target: DeliveryTarget::User(dm.user),
                body: DeliveryBody::Direct {
                    text: dm.text.clone(),
                    channel,
                },
                lease,
            });
        }
        if let Some(channel) = channel {
            for post in &self.posts {
                out.push(NewDelivery {
                    target: DeliveryTarget::Channel(channel),
                    body: DeliveryBody::Post {
                        text: post.text.clone(),
                        ping: post.ping.clone(),
                        menu: post.menu,
                        lobby: post.lobby,
                        board: post.board,
                        story: post.story,
                    },
                    lease,
                });
            }
        }
        out
    }

    /// Names the written rows, in the order of [`Outbox::deliveries`].
    pub(super) fn set_delivery_ids(&mut self, ids: &[DeliveryId]) {
        let mut ids = ids.iter().copied();
        for dm in &mut self.private {
            dm.delivery = ids.next();
        }
        if self.place.is_some() {
            for post in &mut self.posts {
                post.delivery = ids.next();
            }
        }
    }

    /// The outbox rows of the private messages.
    pub fn private_deliveries(&self) -> Vec<DeliveryId> {
        self.private.iter().filter_map(|m| m.delivery).collect()
    }

    /// The outbox rows of the public posts.
    pub fn post_deliveries(&self) -> Vec<DeliveryId> {
        self.posts.iter().filter_map(|p| p.delivery).collect()
    }

    /// Every outbox row, private messages first.
    pub fn delivery_ids(&self) -> Vec<DeliveryId> {
        let mut ids = self.private_deliveries();
        ids.extend(self.post_deliveries());
        ids
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

/// One legal command: its index among the reader's own legal commands at `revision`
/// (`service::own_legal_commands`), and a label.
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
