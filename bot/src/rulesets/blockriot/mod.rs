//! *Block Riot*'s presentation (`engine::blockriot`, issue 35): its lobby options, seats and
//! names, the narration of every event, menus step by step (piece, then path, then
//! action), typed moves, rules topics, the private summary (hand, cause, concealed
//! leaders, sealed curfew order) and the board's picture. Every word is in
//! `locales/*/blockriot.ftl`.
//!
//! Secrets stay private: another's kept cards and sealed curfew orders read as "a card
//! kept" and "a sealed order" ([`text::command_label`]); public texts and pictures are
//! built from spectator views and spectator-redacted events only.

pub mod cli;
pub mod text;

use super::Presentation;
use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::store::SeatRow;
use crate::t;
use engine::blockriot::{
    Act, Command, Config, EndReason, Event, Game, Mode, Order, Owner, Phase, Place, Sq, View,
};
use engine::seam::Ruleset;
use engine::{Message, Role};
use renderer::blockriot::{Mark, RiotWords};

use text::{player, secret_command};

/// The colours' keys for a lobby's wishes (`/game join role:`), in seat order.
const COLOUR_KEYS: [&str; 4] = ["purple", "red", "green", "yellow"];

/// The lobby's variant keys (`/game create variant:`, `blocbot local --variant`).
const VARIANT_STEERED_POLICE: &str = "steered-police";
const VARIANT_SPAWN_INSIDE: &str = "spawn-inside-city";

/// The rules topics, in the order a new player meets them (`rules-blockriot-<topic>`).
const TOPICS: &[&str] = &[
    "setup", "turn", "movement", "conflict", "looting", "stack", "police", "curfew", "causes",
    "winning",
];

impl Presentation for Game {
    /// The seed's player counts (BR-1.1, 2 to 4; the engine refuses others); co-operative
    /// when asked, or for a beginner game (BR-1.2: co-op is the beginners' mode).
    /// The seed's two optional rules (BR-10.2, BR-14.2) as the lobby's variants.
    fn lobby_config(options: &LobbyOptions) -> Config {
        let coop = options.cooperative.unwrap_or(options.beginner);
        let on = |key: &str| options.variants.iter().any(|v| v == key);
        Config {
            players: options.players,
            mode: if coop { Mode::Coop } else { Mode::Competitive },
            steered_police: on(VARIANT_STEERED_POLICE),
            spawn_inside_city: on(VARIANT_SPAWN_INSIDE),
        }
    }

    fn settings(c: &Catalog, config: &Config) -> String {
        let settings = match config.mode {
            Mode::Competitive => t!(c, "blockriot-settings", players = config.players),
            Mode::Coop => t!(c, "blockriot-settings-coop", players = config.players),
        };
        let mut variants = Vec::new();
        if config.steered_police {
            variants.push(t!(c, "blockriot-variant-steered-police"));
        }
        if config.spawn_inside_city {
            variants.push(t!(c, "blockriot-variant-spawn-inside-city"));
        }
        if variants.is_empty() {
            settings
        } else {
            t!(
                c,
                "blockriot-settings-variants",
                settings = settings,
                variants = variants.join(", ")
            )
        }
    }

    /// BR-10.2's "the previous player steers the police" and BR-14.2's reinforcements
    /// spawning inside an occupied city (docs/blockriot-design.md).
    fn variants() -> Vec<(String, String)> {
        let c = Catalog::english();
        vec![
            (
                format!(
                    "{VARIANT_STEERED_POLICE}: {}",
                    t!(c, "blockriot-variant-steered-police")
                ),
                VARIANT_STEERED_POLICE.to_string(),
            ),
            (
                format!(
                    "{VARIANT_SPAWN_INSIDE}: {}",
                    t!(c, "blockriot-variant-spawn-inside-city")
                ),
                VARIANT_SPAWN_INSIDE.to_string(),
            ),
        ]
    }

    fn seats(config: &Config) -> u8 {
        config.players
    }

    /// The colours in play (BR-1.1: Purple, Red, Green, Yellow, one block each), by key.
    fn role_wishes(c: &Catalog, config: &Config) -> Vec<(String, String)> {
        (0..config.players.min(4))
            .map(|s| (COLOUR_KEYS[usize::from(s)].to_string(), player(c, s)))
            .collect()
    }

    /// Each wished colour to the first who asked for it, then the rest in the order people
    /// joined.
    /// A wish names a colour; the rest take the colours left in join order.
    fn assign_seats(&self, lobby: &[SeatRow]) -> Vec<SeatRow> {
        let players = usize::from(self.config().players);
        super::seats_by_wish(lobby, players, |wish| {
            COLOUR_KEYS.iter().position(|k| *k == wish)
        })
    }

    fn role_name(&self, c: &Catalog, role: Role) -> String {
        player(c, role.0)
    }

    /// Refusals name spaces by their coordinates (`k11`): no place names to add.
    fn places(&self, _: &Catalog) -> Places {
        Places::default()
    }

    fn role_colour(role: Role) -> Option<u32> {
        renderer::blockriot::SEAT_COLOURS
            .get(usize::from(role.0))
            .copied()
    }

    fn status(c: &Catalog, view: &View) -> String {
        let p = &view.public;
        let mut lines = vec![t!(
            c,
            "blockriot-status",
            round = p.round,
            limit = engine::blockriot::data::data().board.rules.round_limit,
            player = player(c, p.turn),
            police = p.police_supply,
            riot = p.riot_supply
        )];
        if let Some(cf) = &p.curfew {
            lines.push(t!(c, "blockriot-status-curfew", rounds = cf.rounds));
        }
        if !p.clouds.is_empty() {
            lines.push(t!(c, "blockriot-status-gas", clouds = p.clouds.len()));
        }
        for seat in 0..view.config.players {
            lines.push(text::player_line(c, view, seat));
        }
        let row: Vec<String> = p.yellow_row.iter().map(|&y| text::yellow(c, y)).collect();
        if !row.is_empty() {
            lines.push(t!(c, "blockriot-status-row", cards = row.join(", ")));
        }
        if !p.stack.is_empty() {
            lines.push(t!(
                c,
                "blockriot-status-stack",
                count = p.stack.len(),
                fee = stack_fee(view)
            ));
        }
        lines.join("\n")
    }

    fn board_text(c: &Catalog, view: &View) -> String {
        <Game as Presentation>::status(c, view)
    }

    fn waiting(c: &Catalog, view: &View, name_of: &dyn Fn(Role) -> String) -> String {
        text::waiting(c, view, &|s| name_of(Role(s)))
    }

    fn ending_text(c: &Catalog, view: &View) -> String {
        let Some(o) = &view.public.outcome else {
            return t!(c, "blockriot-waiting-over");
        };
        let winners: Vec<String> = o.winners.iter().map(|&w| player(c, w)).collect();
        let winners = winners.join(", ");
        match o.reason {
            EndReason::TownHall { coop: true } => t!(c, "blockriot-ending-hall-coop"),
            EndReason::TownHall { coop: false } => {
                t!(c, "blockriot-ending-hall", winners = winners)
            }
            EndReason::Domination => t!(c, "blockriot-ending-domination", winners = winners),
            EndReason::Cause { cause } => t!(
                c,
                "blockriot-ending-cause",
                winners = winners,
                cause = text::cause(c, cause)
            ),
            EndReason::RoundLimit => t!(c, "blockriot-ending-round-limit"),
            EndReason::AllDominated => t!(c, "blockriot-ending-all-dominated"),
        }
    }

    fn post_fields(c: &Catalog, view: &View) -> Vec<(String, String)> {
        let p = &view.public;
        let mut fields = vec![(
            t!(c, "blockriot-field-round"),
            t!(
                c,
                "blockriot-field-round-value",
                round = p.round,
                limit = engine::blockriot::data::data().board.rules.round_limit
            ),
        )];
        if p.outcome.is_none() {
            fields.push((t!(c, "post-field-turn"), player(c, p.turn)));
        }
        if let Some(cf) = &p.curfew {
            fields.push((
                t!(c, "blockriot-field-curfew"),
                t!(c, "blockriot-field-curfew-value", rounds = cf.rounds),
            ));
        }
        fields
    }

    fn action_heading(&self, c: &Catalog, command: &Command, name: &str) -> String {
        t!(
            c,
            "blockriot-heading",
            name = name,
            player = player(c, command.by),
            action = text::command_label(c, command, None)
        )
    }

    fn action_label(&self, c: &Catalog, command: &Command, viewer: Option<Role>) -> String {
        text::command_label(c, command, viewer.map(|r| r.0))
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        text::event_line(c, event)
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        events
            .iter()
            .filter_map(|e| text::event_line(c, e))
            .collect()
    }

    fn first_turn_guide(&self, c: &Catalog) -> Option<String> {
        Some(t!(c, "blockriot-guide"))
    }

    /// A move of the turn in progress may be taken back by its author (the service refuses
    /// when it showed something, `reveals_information`).
    fn in_current_turn(&self, command: &Command) -> bool {
        let p = self.public();
        p.outcome.is_none()
            && command.by == p.turn
            && matches!(p.phase, Phase::Moves { .. } | Phase::Trade { .. })
            && !matches!(
                command.act,
                Act::End | Act::Order(_) | Act::Keep(..) | Act::Steer { .. }
            )
    }

    fn same_wait(&self, after: &Game) -> bool {
        let (a, b) = (self.public(), after.public());
        let phase = |p: &Phase| std::mem::discriminant(p);
        Ruleset::to_act(self) == Ruleset::to_act(after)
            && phase(&a.phase) == phase(&b.phase)
            && a.round == b.round
            && a.curfew.as_ref().map(|c| c.rounds) == b.curfew.as_ref().map(|c| c.rounds)
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        let count = |f: &dyn Fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
        t!(
            c,
            "blockriot-numbers",
            rounds = self.public().round,
            captures = count(&|e| matches!(e, Event::Captured { .. })),
            loots = count(&|e| matches!(e, Event::Looted { .. })),
            arrests = count(&|e| matches!(e, Event::Arrested { .. })),
            curfews = count(&|e| matches!(e, Event::CurfewStarted { .. }))
        )
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "blockriot-started-title"),
            first: crate::t!(c, "blockriot-started-first"),
        }
    }

    fn night(&self) -> u8 {
        u8::try_from(self.public().round).unwrap_or(u8::MAX)
    }

    /// Each role's cause, hand, concealed leaders and sealed order: for its owner only.
    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        let mut parts = vec![t!(c, "private-head", place = place)];
        for &role in roles {
            let seat = role.0;
            let view = self.view(Some(seat));
            parts.push(t!(c, "blockriot-private-head", player = player(c, seat)));
            match view.cause {
                Some(k) => parts.push(t!(
                    c,
                    "blockriot-private-cause",
                    cause = text::cause(c, k),
                    text = text::cause_text(c, k)
                )),
                None if view.config.mode == Mode::Coop => {
                    parts.push(t!(c, "blockriot-private-coop"));
                }
                None => {}
            }
            let hand = view.hand.clone().unwrap_or_default();
            if hand.is_empty() {
                parts.push(t!(c, "blockriot-private-no-cards"));
            } else {
                parts.push(t!(c, "blockriot-private-hand"));
                for card in hand {
                    parts.push(t!(
                        c,
                        "blockriot-private-card",
                        card = text::green(c, card),
                        text = text::green_text(c, card)
                    ));
                }
            }
            let hidden: Vec<String> = own_concealed(self, seat)
                .iter()
                .map(ToString::to_string)
                .collect();
            if !hidden.is_empty() {
                parts.push(t!(c, "blockriot-private-concealed", at = hidden.join(", ")));
            }
            if let Some(order) = view.order {
                parts.push(t!(
                    c,
                    "blockriot-private-order",
                    order = text::act_label(c, &Act::Order(order))
                ));
            }
        }
        parts.join("\n")
    }

    fn secret_of(&self, role: Role) -> String {
        format!(
            "{:?} {:?} {:?} {:?}",
            self.hand(role.0),
            self.cause(role.0),
            own_concealed(self, role.0),
            self.order(role.0)
        )
    }

    fn holds_secret(command: &Command) -> bool {
        secret_command(command)
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        own_legal(self, mine)
            .into_iter()
            .map(|(index, command)| {
                let label = text::act_label_in(c, self, command.by, &command.act);
                Offer::new(index, label, steps(self, c, &command))
            })
            .collect()
    }

    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String {
        if !any {
            return t!(c, "choices-none", waiting = waiting);
        }
        let p = self.public();
        match p.phase {
            Phase::Curfew => t!(c, "blockriot-prompt-curfew"),
            Phase::Keep(_) => t!(c, "blockriot-prompt-keep"),
            Phase::Steer => t!(c, "blockriot-prompt-steer"),
            Phase::Choose => t!(c, "blockriot-prompt-choose"),
            Phase::Settle { .. } => t!(c, "blockriot-prompt-settle", fee = self.fee_due()),
            Phase::Moves { left, .. } if mine.contains(&Role(p.turn)) => {
                t!(c, "blockriot-prompt-moves", left = left)
            }
            _ => t!(c, "choices-turn"),
        }
    }

    fn action_kind(command: &Command) -> ActionKind {
        kind_of(command)
    }

    /// The notation (`P0 step c3 e`), the player's prefix optional for a caller with one
    /// seat in play now (`step c3 e`).
    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Command, Message> {
        let text = super::with_player_prefix(typed, mine, &Ruleset::to_act(self));
        Ruleset::parse_command(self, &text).map_err(|e| engine::Explain::message(&e))
    }

    /// End the turn (BR-5.1), for the player of `mine` whose turn it is.
    fn end_turn(&self, mine: &[Role]) -> Option<Command> {
        let turn = self.public().turn;
        let by = mine.iter().find(|r| r.0 == turn).or(mine.first())?.0;
        Some(Command { by, act: Act::End })
    }

    const RULE_PREFIX: &'static str = "BR-";

    fn topics() -> &'static [&'static str] {
        TOPICS
    }

    /// A BR id's family is its section (`BR-8.2` → `8.2`, section 8: conflict).
    fn topic_of_family(family: &str) -> Option<&'static str> {
        let section = family.split('.').next()?;
        Some(match section {
            "1" | "2" | "4" | "14" => "setup",
            "5" | "13" => "turn",
            "3" | "7" => "movement",
            "8" => "conflict",
            "9" => "looting",
            "6" => "stack",
            "10" => "police",
            "11" => "causes",
            "12" => "winning",
            _ => return None,
        })
    }

    fn topic_extra(c: &Catalog, topic: &str) -> Option<String> {
        (topic == "curfew").then(|| t!(c, "blockriot-rules-curfew-extra"))
    }

    fn rulebook_line(c: &Catalog) -> String {
        t!(c, "blockriot-rulebook")
    }

    fn board_png(c: &Catalog, view: &View, previous: Option<&View>) -> Result<BoardPngs, String> {
        let board = renderer::blockriot::render_riot(view, previous, &words(c, view))
            .map_err(|e| e.to_string())?;
        crate::render::encode_board(&board)
    }

    fn story_gif(c: &Catalog, frames: &[(View, String)]) -> Result<Option<Vec<u8>>, String> {
        let _ = c;
        if frames.is_empty() {
            return Ok(None);
        }
        let frames: Vec<(String, &View)> = frames.iter().map(|(v, cap)| (cap.clone(), v)).collect();
        renderer::blockriot::riot_story_gif(&frames)
            .map(Some)
            .map_err(|e| e.to_string())
    }

    fn in_turn(&self) -> bool {
        self.public().outcome.is_none()
            && !matches!(self.public().phase, Phase::Curfew | Phase::Keep(_))
    }

    fn begins_interlude(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::CurfewStarted { .. }))
    }
}

/// The campaign stack's fee as the status shows it (BR-6.2).
fn stack_fee(view: &View) -> u32 {
    use engine::blockriot::data::data;
    view.public
        .stack
        .iter()
        .map(|i| match i {
            engine::blockriot::state::StackItem::Blue(b) => {
                u32::from(data().blue_card(*b).map_or(0, |k| k.fee))
            }
            _ => 0,
        })
        .sum()
}

/// The spaces of `seat`'s concealed leaders (its own secret, BR-7.3).
fn own_concealed(game: &Game, seat: u8) -> Vec<Sq> {
    let mut at: Vec<Sq> = game
        .pieces()
        .iter()
        .filter(|p| p.owner == Owner::Player(seat) && p.concealed)
        .filter_map(|p| match p.place {
            Place::Board(s) => Some(s),
            _ => None,
        })
        .collect();
    at.sort_unstable();
    at
}

/// The caller's legal commands with their index among them (what a choice token counts).
fn own_legal(game: &Game, mine: &[Role]) -> Vec<(usize, Command)> {
    Ruleset::legal_commands(game)
        .into_iter()
        .filter(|c| mine.contains(&Game::command_role(c)))
        .enumerate()
        .collect()
}

/// The piece a command moves or acts with, and where it goes in words: a space, or for a
/// sealed curfew leap the direction (it lands where the orders' resolution finds room,
/// BR-10.6).
fn piece_and_path(game: &Game, c: &Catalog, command: &Command) -> Option<(Sq, String)> {
    let to = |s: Sq| t!(c, "blockriot-step-to", at = s.to_string());
    Some(match command.act {
        Act::Step { from, .. } => (from, to(text::landing(&command.act)?)),
        Act::Leap { from, dir } => (from, to(game.leap_landing(from, dir, command.by)?)),
        Act::PassMask { from, to: dest } => (from, to(dest)),
        Act::Order(order) => match order.act()? {
            Act::Leap { from, dir } => (
                from,
                t!(c, "blockriot-step-toward", dir = text::direction(c, dir)),
            ),
            act => {
                return piece_and_path(
                    game,
                    c,
                    &Command {
                        by: command.by,
                        act,
                    },
                )
            }
        },
        _ => return None,
    })
}

/// The piece of `seat` at `s` as its owner reads it: `Your leader at c3`.
fn own_piece(c: &Catalog, game: &Game, seat: u8, s: Sq) -> String {
    let leader = game
        .pieces()
        .iter()
        .any(|p| p.place == Place::Board(s) && p.owner == Owner::Player(seat) && p.leader);
    if leader {
        t!(c, "blockriot-step-leader", at = s.to_string())
    } else {
        t!(c, "blockriot-step-rioter", at = s.to_string())
    }
}

/// A command's steps: its kind, then (for a piece's move) the piece and where it goes,
/// then what tells the rest apart (the label, added by [`Offer::new`]).
fn steps(game: &Game, c: &Catalog, command: &Command) -> Vec<Step> {
    let kind = kind_label(c, &command.act);
    let mut out = vec![Step::new(StepKind::Action, kind)];
    if let Some((from, to)) = piece_and_path(game, c, command) {
        out.push(Step::new(
            StepKind::Actor,
            own_piece(c, game, command.by, from),
        ));
        out.push(Step::new(StepKind::To, to));
    } else if let Some(at) = target_of(&command.act) {
        out.push(Step::new(
            StepKind::To,
            t!(c, "blockriot-step-at", at = at.to_string()),
        ));
    }
    out
}

/// The space a one-space command aims at.
fn target_of(act: &Act) -> Option<Sq> {
    Some(match *act {
        Act::Stun { at }
        | Act::Capture { at }
        | Act::Revive { at }
        | Act::Conceal { at }
        | Act::Reveal { at }
        | Act::Bomb { at }
        | Act::Overpower { at }
        | Act::ExtractPiece { at }
        | Act::Steer { at } => at,
        Act::Ride { to, .. } => to,
        Act::Order(o) => return o.act().as_ref().and_then(target_of),
        _ => return None,
    })
}

/// The first step: what kind of thing the command does.
fn kind_label(c: &Catalog, act: &Act) -> String {
    match act {
        Act::Keep(..) => t!(c, "blockriot-kind-keep"),
        Act::Action | Act::Roll => t!(c, "blockriot-kind-turn"),
        Act::Step { .. } | Act::Leap { .. } | Act::Ride { .. } | Act::PassMask { .. } => {
            t!(c, "blockriot-kind-move")
        }
        Act::Stun { .. }
        | Act::Capture { .. }
        | Act::Overpower { .. }
        | Act::Bomb { .. }
        | Act::ExtractPiece { .. } => t!(c, "blockriot-kind-fight"),
        Act::Revive { .. } | Act::Conceal { .. } | Act::Reveal { .. } => {
            t!(c, "blockriot-kind-leader")
        }
        Act::Loot(_) | Act::Extract { .. } => t!(c, "blockriot-kind-loot"),
        Act::Play { .. } | Act::PlayYellow { .. } | Act::Trade { .. } => {
            t!(c, "blockriot-kind-card")
        }
        Act::Reinforce { .. } => t!(c, "blockriot-kind-reinforce"),
        Act::Pay(_) | Act::Collect | Act::Give(_) => t!(c, "blockriot-kind-pay"),
        Act::End => t!(c, "blockriot-kind-end"),
        Act::Order(Order::Stay | Order::Cease) => t!(c, "blockriot-kind-order-stay"),
        Act::Order(_) => t!(c, "blockriot-kind-order-move"),
        Act::Steer { .. } => t!(c, "blockriot-kind-steer"),
    }
}

/// The menu group of a command for `/act`'s autocomplete.
fn kind_of(command: &Command) -> ActionKind {
    match command.act {
        Act::Step { .. } | Act::Leap { .. } | Act::Ride { .. } | Act::PassMask { .. } => {
            ActionKind::Move
        }
        Act::Stun { .. }
        | Act::Capture { .. }
        | Act::Overpower { .. }
        | Act::Bomb { .. }
        | Act::ExtractPiece { .. } => ActionKind::Attack,
        Act::Loot(_) | Act::Extract { .. } => ActionKind::Loot,
        Act::Play { .. } | Act::PlayYellow { .. } | Act::Trade { .. } | Act::Keep(..) => {
            ActionKind::Card
        }
        Act::Revive { .. } | Act::Conceal { .. } | Act::Reveal { .. } | Act::Reinforce { .. } => {
            ActionKind::Ability
        }
        Act::Pay(_) | Act::Give(_) => ActionKind::Exchange,
        Act::End => ActionKind::EndActions,
        Act::Action | Act::Roll | Act::Collect | Act::Order(_) | Act::Steer { .. } => {
            ActionKind::Decision
        }
    }
}

/// The picture's words: title, each player's line and the legend.
fn words(c: &Catalog, view: &View) -> RiotWords {
    let p = &view.public;
    let title = match &p.curfew {
        Some(cf) => t!(
            c,
            "blockriot-img-title-curfew",
            round = p.round,
            rounds = cf.rounds
        ),
        None => t!(c, "blockriot-img-title", round = p.round),
    };
    let mut lines: Vec<(Option<u8>, String)> = (0..view.config.players)
        .map(|s| (Some(s), text::player_line(c, view, s)))
        .collect();
    if p.outcome.is_none() {
        lines.push((None, text::waiting(c, view, &|s| player(c, s))));
    }
    let mut legend: Vec<(Mark, String)> = (0..view.config.players)
        .map(|s| (Mark::Rioter(s), text::colour(c, s)))
        .collect();
    legend.extend([
        (Mark::Leader(0), t!(c, "blockriot-legend-leader")),
        (Mark::Police, t!(c, "blockriot-legend-police")),
        (Mark::RiotPolice, t!(c, "blockriot-legend-riot")),
        (Mark::Stunned, t!(c, "blockriot-legend-stunned")),
        (Mark::Masked, t!(c, "blockriot-legend-masked")),
        (Mark::Hall, t!(c, "blockriot-legend-hall")),
        (Mark::City, t!(c, "blockriot-legend-city")),
        (Mark::House, t!(c, "blockriot-legend-house")),
        (Mark::Rubble, t!(c, "blockriot-legend-rubble")),
        (Mark::Station, t!(c, "blockriot-legend-station")),
        (Mark::Car, t!(c, "blockriot-legend-car")),
        (Mark::Gas, t!(c, "blockriot-legend-gas")),
        (Mark::Changed, t!(c, "blockriot-legend-changed")),
    ]);
    RiotWords {
        title,
        lines,
        legend,
    }
}
