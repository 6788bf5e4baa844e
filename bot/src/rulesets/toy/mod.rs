//! The test-only toy ruleset's presentation (`engine::toy`, issue 33): proof that a game
//! that is not Bloc by Bloc joins the bot through one registry line and this folder, and
//! plays through the game service and `blocbot local`. Compiled only when the engine has its
//! `toy` feature (the workspace's tests); every word is in `locales/*/toy.ftl`.

pub mod cli;

use super::Presentation;
use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::t;
use engine::seam::Ruleset;
use engine::toy::{Act, Command, Event, Toy, ToyConfig, View};
use engine::{Message, Role};

/// A player's name (`Player 1`), counted from 1 for people.
fn player(c: &Catalog, by: u8) -> String {
    t!(c, "toy-player", number = u32::from(by) + 1)
}

/// Cards as `3, 7, 9`, or a dash for none.
fn cards(c: &Catalog, list: &[u8]) -> String {
    if list.is_empty() {
        t!(c, "toy-no-cards")
    } else {
        list.iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The cards each player has played, in order.
fn played(view: &View, by: u8) -> Vec<u8> {
    view.table
        .iter()
        .filter(|(p, _)| *p == by)
        .map(|(_, card)| *card)
        .collect()
}

fn total(view: &View, by: u8) -> u32 {
    played(view, by).iter().map(|&c| u32::from(c)).sum()
}

fn label(c: &Catalog, command: &Command) -> String {
    match command.act {
        Act::Play(card) => t!(c, "toy-label-play", card = card),
        Act::Pass => t!(c, "toy-label-pass"),
    }
}

impl Presentation for Toy {
    fn lobby_config(options: &LobbyOptions) -> ToyConfig {
        ToyConfig {
            players: options.players,
        }
    }

    fn settings(c: &Catalog, config: &ToyConfig) -> String {
        t!(c, "toy-settings", players = config.players)
    }

    fn seats(config: &ToyConfig) -> u8 {
        config.players
    }

    /// Seats in the order people joined (the toy has no roles to wish for).
    fn role_name(&self, c: &Catalog, role: Role) -> String {
        player(c, role.0)
    }

    /// The toy names no place.
    fn places(&self, _: &Catalog) -> Places {
        Places::default()
    }

    fn role_colour(_: Role) -> Option<u32> {
        None
    }

    fn status(c: &Catalog, view: &View) -> String {
        let mut lines = vec![t!(
            c,
            "toy-status",
            turn = view.turns + 1,
            pile = view.pile_size
        )];
        for by in 0..view.config.players {
            lines.push(t!(
                c,
                "toy-status-player",
                player = player(c, by),
                total = total(view, by),
                cards = cards(c, &played(view, by))
            ));
        }
        lines.join("\n")
    }

    fn board_text(c: &Catalog, view: &View) -> String {
        Self::status(c, view)
    }

    fn waiting(c: &Catalog, view: &View, name_of: &dyn Fn(Role) -> String) -> String {
        if view.over() {
            t!(c, "toy-waiting-over")
        } else {
            t!(c, "toy-waiting", player = name_of(Role(view.turn)))
        }
    }

    fn ending_text(c: &Catalog, view: &View) -> String {
        let best = (0..view.config.players)
            .map(|p| total(view, p))
            .max()
            .unwrap_or(0);
        let winners: Vec<String> = (0..view.config.players)
            .filter(|&p| total(view, p) == best)
            .map(|p| player(c, p))
            .collect();
        t!(
            c,
            "toy-ending",
            winners = winners.join(", "),
            total = best
        )
    }

    fn post_fields(c: &Catalog, view: &View) -> Vec<(String, String)> {
        vec![(
            t!(c, "post-field-turn"),
            if view.over() {
                t!(c, "post-field-turn-over")
            } else {
                player(c, view.turn)
            },
        )]
    }

    fn action_heading(&self, c: &Catalog, command: &Command, name: &str) -> String {
        t!(
            c,
            "toy-heading",
            name = name,
            player = player(c, command.by),
            action = label(c, command)
        )
    }

    /// Every toy command is public (a card played is shown face up).
    fn action_label(&self, c: &Catalog, command: &Command, _: Option<Role>) -> String {
        label(c, command)
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        Some(match *event {
            Event::Played { by, card } => {
                t!(c, "toy-event-played", player = player(c, by), card = card)
            }
            Event::Drew {
                by,
                card: Some(card),
            } => t!(c, "toy-event-drew-own", player = player(c, by), card = card),
            Event::Drew { by, card: None } => {
                t!(c, "toy-event-drew", player = player(c, by))
            }
            Event::Passed { by } => t!(c, "toy-event-passed", player = player(c, by)),
        })
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        events.iter().filter_map(|e| self.event_line(c, e)).collect()
    }

    /// Every toy command ends its player's turn: none is ever taken back.
    fn in_current_turn(&self, _: &Command) -> bool {
        false
    }

    fn same_wait(&self, after: &Toy) -> bool {
        self.turn() == after.turn() && self.over() == after.over()
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        let plays = events
            .iter()
            .filter(|e| matches!(e, Event::Played { .. }))
            .count();
        let passes = events
            .iter()
            .filter(|e| matches!(e, Event::Passed { .. }))
            .count();
        t!(c, "toy-numbers", plays = plays, passes = passes)
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "toy-started-title"),
            first: crate::t!(c, "toy-started-first"),
        }
    }

    /// A round is a turn of every player.
    fn night(&self) -> u8 {
        let players = u32::from(self.config().players.max(1));
        u8::try_from(self.turns() / players + 1).unwrap_or(u8::MAX)
    }

    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        roles
            .iter()
            .map(|&r| {
                t!(
                    c,
                    "toy-private",
                    place = place,
                    player = player(c, r.0),
                    cards = cards(c, self.hand(r.0))
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn secret_of(&self, role: Role) -> String {
        cards(crate::i18n::Catalog::english(), self.hand(role.0))
    }

    fn holds_secret(_: &Command) -> bool {
        false
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        own_legal(self, mine)
            .into_iter()
            .map(|(index, command)| {
                let kind = match command.act {
                    Act::Play(_) => t!(c, "toy-kind-play"),
                    Act::Pass => t!(c, "toy-kind-pass"),
                };
                Offer::new(
                    index,
                    label(c, &command),
                    vec![Step::new(StepKind::Action, kind)],
                )
            })
            .collect()
    }

    fn choice_prompt(&self, c: &Catalog, _: &[Role], any: bool, waiting: &str) -> String {
        if any {
            t!(c, "choices-turn")
        } else {
            t!(c, "choices-none", waiting = waiting)
        }
    }

    fn action_kind(command: &Command) -> ActionKind {
        kind_of(command)
    }

    /// The toy's notation (`P1 play 5`), the player's prefix optional for a caller with one
    /// seat.
    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Command, Message> {
        let typed = typed.trim();
        let prefixed = match mine {
            [only] if !typed.starts_with('P') => format!("P{} {typed}", only.0),
            _ => typed.to_string(),
        };
        self.parse_command(&prefixed)
            .map_err(|e| engine::Explain::message(&e))
    }

    /// Pass (TOY-2), for the player of `mine` whose turn it is.
    fn end_turn(&self, mine: &[Role]) -> Option<Command> {
        let by = mine
            .iter()
            .find(|r| r.0 == self.turn())
            .or(mine.first())?
            .0;
        Some(Command { by, act: Act::Pass })
    }

    const RULE_PREFIX: &'static str = "TOY-";

    fn topics() -> &'static [&'static str] {
        &["turn", "winning"]
    }

    fn topic_of_family(family: &str) -> Option<&'static str> {
        match family {
            "1" | "2" | "4" => Some("turn"),
            "3" => Some("winning"),
            _ => None,
        }
    }

    /// The toy has no rulebook: its summaries are all its rules.
    fn rulebook_line(c: &Catalog) -> String {
        t!(c, "toy-rulebook")
    }

    fn board_png(c: &Catalog, view: &View, _: Option<&View>) -> Result<BoardPngs, String> {
        let names: Vec<String> = (0..view.config.players).map(|p| player(c, p)).collect();
        let cards: Vec<Vec<u8>> = (0..view.config.players).map(|p| played(view, p)).collect();
        let rows: Vec<renderer::toy::ToyRow<'_>> = names
            .iter()
            .zip(&cards)
            .enumerate()
            .map(|(p, (name, cards))| renderer::toy::ToyRow {
                name,
                cards,
                to_act: !view.over() && usize::from(view.turn) == p,
            })
            .collect();
        let title = t!(c, "toy-img-title", turn = view.turns + 1);
        let board = renderer::toy::render_toy(&title, &rows).map_err(|e| e.to_string())?;
        crate::render::encode_board(&board)
    }

    /// One frame a table, captioned as the service captions each frame.
    fn story_gif(c: &Catalog, frames: &[(View, String)]) -> Result<Option<Vec<u8>>, String> {
        if frames.is_empty() {
            return Ok(None);
        }
        // Each frame's names and played cards, which its rows borrow.
        type Table<'v> = (Vec<String>, Vec<Vec<u8>>, &'v View);
        let tables: Vec<Table<'_>> = frames
            .iter()
            .map(|(view, _)| {
                let players = 0..view.config.players;
                (
                    players.clone().map(|p| player(c, p)).collect(),
                    players.map(|p| played(view, p)).collect(),
                    view,
                )
            })
            .collect();
        let story: Vec<(String, Vec<renderer::toy::ToyRow<'_>>)> = tables
            .iter()
            .zip(frames)
            .map(|((names, cards, view), (_, caption))| {
                let rows = names
                    .iter()
                    .zip(cards)
                    .enumerate()
                    .map(|(p, (name, cards))| renderer::toy::ToyRow {
                        name,
                        cards,
                        to_act: !view.over() && usize::from(view.turn) == p,
                    })
                    .collect();
                (caption.clone(), rows)
            })
            .collect();
        renderer::toy::toy_story_gif(&story)
            .map(Some)
            .map_err(|e| e.to_string())
    }

    fn in_turn(&self) -> bool {
        !self.over()
    }

    fn begins_interlude(_: &[Event]) -> bool {
        false
    }
}

/// The caller's legal commands with their index among them (what a choice token counts).
fn own_legal(game: &Toy, mine: &[Role]) -> Vec<(usize, Command)> {
    game.legal_commands()
        .into_iter()
        .filter(|c| mine.contains(&Toy::command_role(c)))
        .enumerate()
        .collect()
}

/// The menu group a toy command belongs to: playing a card, or ending the turn.
fn kind_of(command: &Command) -> ActionKind {
    match command.act {
        Act::Play(_) => ActionKind::Card,
        Act::Pass => ActionKind::EndActions,
    }
}
