//! A test-only toy ruleset (issue 33): proof that a game that is not Bloc by Bloc, with no
//! city and no factions, joins the seam through one registry line, passes the conformance
//! suite and plays through the bot's game service and `blocbot local`. Compiled only with the
//! engine's `toy` feature, which the workspace's tests turn on (dev-dependencies) and a
//! release build never has.
//!
//! *High card*: (TOY-1) 2 or 3 players, cards 1 to 9 shuffled from the seed, 3 dealt to each
//! (a hidden hand), the rest face down. (TOY-2) In turn, a player plays a card from their
//! hand face up and draws the top card (only the drawer sees it), or passes. (TOY-3) The
//! game ends when every player has passed in a row, when no one holds a card, or after 30
//! turns; the highest total of played cards wins (ties share the win). (TOY-4) Notation:
//! `P1 play 5`, `P0 pass`.

use crate::seam::{Ending, Explain, Message, Role, Ruleset, ScenarioReport, Search, Seat};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

const CARDS: u8 = 9;
const HAND: usize = 3;
const MAX_TURNS: u32 = 30;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToyConfig {
    pub players: u8,
}

impl Default for ToyConfig {
    fn default() -> ToyConfig {
        ToyConfig { players: 3 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toy {
    config: ToyConfig,
    /// Each player's hand, sorted (a hand is a set: its order tells nothing).
    hands: Vec<Vec<u8>>,
    /// Face down; the last card is the top.
    pile: Vec<u8>,
    /// Played cards in order: (player, card).
    table: Vec<(u8, u8)>,
    turn: u8,
    passes: u8,
    turns: u32,
    counter: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    Play(u8),
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    pub by: u8,
    pub act: Act,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Played {
        by: u8,
        card: u8,
    },
    /// `card` is `None` in what others see.
    Drew {
        by: u8,
        card: Option<u8>,
    },
    Passed {
        by: u8,
    },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<Role>,
    pub config: ToyConfig,
    /// The viewer's own hand (none for a spectator).
    pub hand: Option<Vec<u8>>,
    pub hand_sizes: Vec<u8>,
    pub pile_size: u8,
    pub table: Vec<(u8, u8)>,
    pub turn: u8,
    pub passes: u8,
    pub turns: u32,
    pub counter: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToyError {
    Players,
    NotYourTurn,
    NotInHand,
    Over,
    Notation,
}

/// Not English: the message id (see [`Message`]'s `Display`).
impl std::fmt::Display for ToyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl Explain for ToyError {
    fn message(&self) -> Message {
        Message::new(match self {
            ToyError::Players => "toy-err-players",
            ToyError::NotYourTurn => "toy-err-turn",
            ToyError::NotInHand => "toy-err-hand",
            ToyError::Over => "toy-err-over",
            ToyError::Notation => "toy-err-notation",
        })
    }
    /// The toy's rules, numbered as in the module's text.
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            ToyError::Players => "TOY-1",
            ToyError::NotYourTurn | ToyError::NotInHand => "TOY-2",
            ToyError::Over => "TOY-3",
            ToyError::Notation => "TOY-4",
        })
    }
}

impl View {
    /// Whether the game has ended (TOY-3), as everyone can see.
    pub fn over(&self) -> bool {
        self.passes >= self.config.players
            || self.hand_sizes.iter().all(|&n| n == 0)
            || self.turns >= MAX_TURNS
    }
}

impl Toy {
    /// Whether the game has ended (TOY-3).
    pub fn over(&self) -> bool {
        self.passes >= self.config.players
            || self.hands.iter().all(Vec::is_empty)
            || self.turns >= MAX_TURNS
    }
    /// The total of the cards `player` has played (TOY-3).
    pub fn total(&self, player: u8) -> u32 {
        self.table
            .iter()
            .filter(|(p, _)| *p == player)
            .map(|(_, c)| u32::from(*c))
            .sum()
    }
    /// The player whose turn it is.
    pub fn turn(&self) -> u8 {
        self.turn
    }
    /// Turns played so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// A player's hand (empty for a player not in the game).
    pub fn hand(&self, player: u8) -> &[u8] {
        self.hands.get(player as usize).map_or(&[], Vec::as_slice)
    }
    /// The cards played, in order, with their players.
    pub fn table(&self) -> &[(u8, u8)] {
        &self.table
    }
    /// A game from its parts, dealt by `deal` (setup and determinization share it).
    fn dealt(config: ToyConfig, mut cards: Vec<u8>, rng: &mut GameRng, sizes: &[u8]) -> Toy {
        rng.shuffle(&mut cards);
        let hands = sizes
            .iter()
            .map(|&n| {
                let mut hand: Vec<u8> = (0..n).filter_map(|_| cards.pop()).collect();
                hand.sort_unstable();
                hand
            })
            .collect();
        Toy {
            config,
            hands,
            pile: cards,
            table: Vec::new(),
            turn: 0,
            passes: 0,
            turns: 0,
            counter: 0,
        }
    }
}

impl Ruleset for Toy {
    const KEY: &'static str = "toy";
    const FORMAT_VERSION: u32 = 1;
    type Config = ToyConfig;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Error = ToyError;
    type SetupError = ToyError;
    type NotationError = ToyError;

    fn new_game(config: ToyConfig, seed: u64) -> Result<Toy, ToyError> {
        if !(2..=3).contains(&config.players) {
            return Err(ToyError::Players);
        }
        let sizes = vec![HAND as u8; config.players as usize];
        Ok(Toy::dealt(
            config,
            (1..=CARDS).collect(),
            &mut GameRng::from_seed(seed),
            &sizes,
        ))
    }
    fn config(&self) -> &ToyConfig {
        &self.config
    }
    fn roles(&self) -> Vec<Role> {
        (0..self.config.players).map(Role).collect()
    }
    fn seat_of(&self, role: Role) -> Option<Seat> {
        (role.0 < self.config.players).then_some(Seat(role.0))
    }
    fn to_act(&self) -> Vec<Role> {
        if self.over() {
            Vec::new()
        } else {
            vec![Role(self.turn)]
        }
    }
    fn legal_commands(&self) -> Vec<Command> {
        if self.over() {
            return Vec::new();
        }
        let by = self.turn;
        self.hands[by as usize]
            .iter()
            .map(|&c| Command {
                by,
                act: Act::Play(c),
            })
            .chain(std::iter::once(Command { by, act: Act::Pass }))
            .collect()
    }
    fn command_role(command: &Command) -> Role {
        Role(command.by)
    }
    /// Checks everything before changing anything (transactional without a copy).
    fn apply(&mut self, command: Command) -> Result<Vec<Event>, ToyError> {
        if self.over() {
            return Err(ToyError::Over);
        }
        if command.by != self.turn {
            return Err(ToyError::NotYourTurn);
        }
        let by = command.by;
        let mut events = Vec::new();
        match command.act {
            Act::Play(card) => {
                let hand = &mut self.hands[by as usize];
                let Some(at) = hand.iter().position(|&c| c == card) else {
                    return Err(ToyError::NotInHand);
                };
                hand.remove(at);
                self.table.push((by, card));
                events.push(Event::Played { by, card });
                if let Some(drawn) = self.pile.pop() {
                    hand.push(drawn);
                    hand.sort_unstable();
                    events.push(Event::Drew {
                        by,
                        card: Some(drawn),
                    });
                }
                self.passes = 0;
            }
            Act::Pass => {
                self.passes += 1;
                events.push(Event::Passed { by });
            }
        }
        self.turn = (self.turn + 1) % self.config.players;
        self.turns += 1;
        self.counter += 1;
        Ok(events)
    }
    fn pending_summary(&self) -> Option<Message> {
        None
    }
    fn default_command(&self) -> Option<Command> {
        (!self.over()).then_some(Command {
            by: self.turn,
            act: Act::Pass,
        })
    }
    fn view(&self, viewer: Option<Role>) -> View {
        let own = viewer.filter(|r| r.0 < self.config.players);
        View {
            viewer: own,
            config: self.config.clone(),
            hand: own.map(|r| self.hands[r.0 as usize].clone()),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            pile_size: self.pile.len() as u8,
            table: self.table.clone(),
            turn: self.turn,
            passes: self.passes,
            turns: self.turns,
            counter: self.counter,
        }
    }
    fn ending(&self) -> Option<Ending> {
        if !self.over() {
            return None;
        }
        let best = (0..self.config.players).map(|p| self.total(p)).max()?;
        Some(Ending {
            winners: (0..self.config.players)
                .filter(|&p| self.total(p) == best)
                .map(Role)
                .collect(),
            reason: Message::new("toy-end"),
        })
    }
    fn state_counter(&self) -> u64 {
        self.counter
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        Some(match *event {
            Event::Drew { by, .. } if viewer != Some(Role(by)) => Event::Drew { by, card: None },
            e => e,
        })
    }
    fn reveals_information(event: &Event) -> bool {
        !matches!(event, Event::Passed { .. })
    }
    fn ends_turn(_: &Event) -> bool {
        true
    }
    /// `P1 play 5`, `P0 pass`.
    fn parse_command(&self, text: &str) -> Result<Command, ToyError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let by = words
            .first()
            .and_then(|w| w.strip_prefix('P'))
            .and_then(|n| n.parse().ok())
            .ok_or(ToyError::Notation)?;
        let act = match words.get(1..) {
            Some(["pass"]) => Act::Pass,
            Some(["play", n]) => Act::Play(n.parse().map_err(|_| ToyError::Notation)?),
            _ => return Err(ToyError::Notation),
        };
        Ok(Command { by, act })
    }
    fn print_command(&self, command: &Command) -> String {
        match command.act {
            Act::Pass => format!("P{} pass", command.by),
            Act::Play(c) => format!("P{} play {c}", command.by),
        }
    }
    fn print_position(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
    fn parse_position(text: &str) -> Result<Toy, ToyError> {
        serde_json::from_str(text).map_err(|_| ToyError::Notation)
    }
    /// A scenario file: the position on its first line that is not blank, then `actions`
    /// (optional), then a command a line (blank lines skipped; line numbers as in the file).
    fn run_scenario(text: &str) -> Result<ScenarioReport<Toy>, ToyError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty());
        let (_, first) = lines.next().ok_or(ToyError::Notation)?;
        let mut game = Toy::parse_position(first)?;
        let mut log = Vec::new();
        for (number, line) in lines {
            if line == "actions" {
                continue;
            }
            let command = game.parse_command(line)?;
            if let Some(stop) =
                ScenarioReport::play_line(&mut game, &mut log, number, line, command)
            {
                return Ok(stop);
            }
        }
        Ok(ScenarioReport {
            game,
            log,
            refused: None,
        })
    }
}

impl Search for Toy {
    type Scratch = ();
    fn viewer(view: &View) -> Option<Role> {
        view.viewer
    }
    /// Public state as shown, the viewer's hand kept; the cards it has not seen (others'
    /// hands and the pile) dealt again from `seed`.
    fn determinize(view: &View, seed: u64) -> Toy {
        let own = view.hand.clone().unwrap_or_default();
        let unseen: Vec<u8> = (1..=CARDS)
            .filter(|c| !own.contains(c) && !view.table.iter().any(|(_, t)| t == c))
            .collect();
        let mut sizes = view.hand_sizes.clone();
        if let Some(r) = view.viewer {
            sizes[r.0 as usize] = 0;
        }
        let mut game = Toy::dealt(
            view.config.clone(),
            unseen,
            &mut GameRng::from_seed(seed),
            &sizes,
        );
        if let Some(r) = view.viewer {
            game.hands[r.0 as usize] = own;
        }
        game.table = view.table.clone();
        game.turn = view.turn;
        game.passes = view.passes;
        game.turns = view.turns;
        game.counter = view.counter;
        game
    }
}
