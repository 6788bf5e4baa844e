//! *2040: An American Insurgency*'s presentation (key `2040`, issue 34): lobby options to
//! config, the two sides, narration of every event with its consequences, status, menus of
//! the legal commands step by step (the engine already asks one step a command: card, Ops
//! or Event, operation, space type, spaces, groups), every card and operation explained
//! where it is chosen, typed moves in the engine's notation, rules topics (`A2040-`), hands
//! and what Intelligence showed by private message, and the picture. Every word is in
//! `locales/*/a2040.ftl` and `a2040-cards.ftl`.
//!
//! Secrecy: public texts are built from a spectator's view and spectator-redacted events;
//! a view holds no other hand, no deck order and no story a Feed drew for the other side.

pub mod cli;

use super::Presentation;
use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::store::SeatRow;
use crate::t;
use engine::a2040::action::{Attack, HackEffect, PieceKind};
use engine::a2040::cards::{cards, Colour, Scenario};
use engine::a2040::map::{map, Side, SpaceId, SpaceKind, Status};
use engine::a2040::rules::{Config, Task};
use engine::a2040::ruleset::{role, side_of};
use engine::a2040::state::State;
use engine::a2040::{Act, Command, Event, Game, Op, View};
use engine::seam::Ruleset;
use engine::{Message, Role};

// ------------------------------------------------------------------ words

/// The role keys a lobby seat may wish for, by seat (`Role`): the Rebel's, the Federal's.
const SIDE_KEYS: [&str; 2] = ["rebel", "federal"];

fn side_name(c: &Catalog, side: Side) -> String {
    match side {
        Side::Rebel => t!(c, "a2040-side-rebel"),
        Side::Federal => t!(c, "a2040-side-federal"),
    }
}

fn scenario_name(c: &Catalog, s: Scenario) -> String {
    match s {
        Scenario::Patriot => t!(c, "a2040-scenario-patriot"),
        Scenario::Resistance => t!(c, "a2040-scenario-resistance"),
    }
}

/// A space's name by its map key (`a2040-space-<key>`).
fn space(c: &Catalog, s: SpaceId) -> String {
    match map().spaces.get(usize::from(s)) {
        Some(sp) => c.tr(&format!("a2040-space-{}", sp.key), &[]),
        None => format!("#{s}"),
    }
}

fn status_name(c: &Catalog, s: Option<Status>) -> String {
    match s {
        None => t!(c, "a2040-status-none"),
        Some(Status::Order) => t!(c, "a2040-status-order"),
        Some(Status::Anger) => t!(c, "a2040-status-anger"),
        Some(Status::Defiance) => t!(c, "a2040-status-defiance"),
        Some(Status::Revolt) => t!(c, "a2040-status-revolt"),
    }
}

fn kind_name(c: &Catalog, k: SpaceKind) -> String {
    match k {
        SpaceKind::City => t!(c, "a2040-kind-city"),
        SpaceKind::Suburb => t!(c, "a2040-kind-suburb"),
        SpaceKind::Region => t!(c, "a2040-kind-region"),
    }
}

fn colour_name(c: &Catalog, colour: Colour) -> String {
    match colour {
        Colour::Blue => t!(c, "a2040-colour-blue"),
        Colour::Red => t!(c, "a2040-colour-red"),
        Colour::Gray => t!(c, "a2040-colour-gray"),
    }
}

fn piece(c: &Catalog, p: PieceKind, count: u8) -> String {
    c.tr(
        &format!("a2040-piece-{}", p.word()),
        &[("count", count.into())],
    )
}

fn op_name(c: &Catalog, op: Op) -> String {
    c.tr(&format!("a2040-op-{}", op.word()), &[])
}

fn op_help(c: &Catalog, op: Op) -> String {
    c.tr(&format!("a2040-op-{}-help", op.word()), &[])
}

fn attack_word(a: Attack) -> &'static str {
    match a {
        Attack::Feed => "feed",
        Attack::Persuade => "persuade",
        Attack::Distract => "distract",
    }
}

fn hack_name(c: &Catalog, h: HackEffect) -> String {
    c.tr(&format!("a2040-hack-{}", h.word()), &[])
}

fn card_title(c: &Catalog, card: u8) -> String {
    c.tr(&format!("a2040-event-{card}-title"), &[])
}

fn card_text(c: &Catalog, card: u8) -> String {
    c.tr(&format!("a2040-event-{card}-text"), &[])
}

fn story_title(c: &Catalog, story: u8) -> String {
    c.tr(&format!("a2040-story-{story}-title"), &[])
}

fn track_name(t: u8) -> String {
    map()
        .social_media
        .names
        .get(usize::from(t))
        .cloned()
        .unwrap_or_else(|| t.to_string())
}

/// A card as a menu or narration shows it: title, number, Ops and colour.
fn card_label(c: &Catalog, card: u8) -> String {
    match cards().event(card) {
        Some(e) => t!(
            c,
            "a2040-label-play",
            title = card_title(c, card),
            card = card,
            ops = e.ops,
            colour = colour_name(c, e.colour)
        ),
        None => format!("#{card}"),
    }
}

fn list_or_none(c: &Catalog, items: Vec<String>) -> String {
    if items.is_empty() {
        t!(c, "a2040-none")
    } else {
        items.join(", ")
    }
}

/// The public state a view shows, as the engine's `State` (derived figures: VP, edge,
/// Rebellion Power). The hands and decks it deals are made up and never read.
fn public_state(view: &View) -> State {
    Game::determinize(view, 0).state
}

/// The side the game waits for, from the public course of play.
fn actor_of(view: &View) -> Option<Side> {
    Game::determinize(view, 0).actor()
}

fn label(c: &Catalog, command: &Command) -> String {
    match &command.act {
        Act::Play(n) => card_label(c, *n),
        Act::Ops => t!(c, "a2040-label-ops"),
        Act::Event => t!(c, "a2040-label-event"),
        Act::Op { op, reserve: 0 } => t!(c, "a2040-label-op", op = op_name(c, *op)),
        Act::Op { op, reserve } => t!(
            c,
            "a2040-label-op-reserve",
            op = op_name(c, *op),
            reserve = *reserve
        ),
        Act::Kind(k) => t!(c, "a2040-label-kind", kind = kind_name(c, *k)),
        Act::At(s) => space(c, *s),
        Act::Unit(s, side) => t!(
            c,
            "a2040-label-unit",
            side = side_name(c, *side),
            space = space(c, *s)
        ),
        Act::Militia(s) => t!(c, "a2040-label-militia", space = space(c, *s)),
        Act::Base(s) => t!(c, "a2040-label-base", space = space(c, *s)),
        Act::Agents(s, n) => t!(c, "a2040-label-agents", count = *n, space = space(c, *s)),
        Act::Group {
            from,
            to,
            count,
            via,
        } if via.is_empty() => t!(
            c,
            "a2040-label-group",
            count = *count,
            origin = space(c, *from),
            dest = space(c, *to)
        ),
        Act::Group {
            from,
            to,
            count,
            via,
        } => t!(
            c,
            "a2040-label-group-via",
            count = *count,
            origin = space(c, *from),
            dest = space(c, *to),
            via = via
                .iter()
                .map(|&s| space(c, s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Act::Track(n) => t!(c, "a2040-label-track", track = track_name(*n)),
        Act::Attack(a) => c.tr(&format!("a2040-attack-{}", attack_word(*a)), &[]),
        Act::Censor(n) => t!(c, "a2040-label-censor", story = story_title(c, *n)),
        Act::Enrage(s) => t!(c, "a2040-label-enrage", space = space(c, *s)),
        Act::Convert(s) => t!(c, "a2040-label-convert", space = space(c, *s)),
        Act::Pool => t!(c, "a2040-label-pool"),
        Act::Discard => t!(c, "a2040-label-discard"),
        Act::Story(n) => t!(c, "a2040-label-story", story = story_title(c, *n)),
        Act::Hack(h) => t!(c, "a2040-label-hack", hack = hack_name(c, *h)),
        Act::Done => t!(c, "a2040-label-done"),
        Act::Withdraw(s, p) => t!(
            c,
            "a2040-label-withdraw",
            piece = piece(c, *p, 1),
            space = space(c, *s)
        ),
    }
}

/// What a choice does, for someone who never read the rulebook.
fn note(c: &Catalog, command: &Command) -> Option<String> {
    Some(match &command.act {
        Act::Play(n) => card_text(c, *n),
        Act::Ops => t!(c, "a2040-ops-help"),
        Act::Event => t!(c, "a2040-event-help"),
        Act::Op { op, .. } => op_help(c, *op),
        Act::Attack(a) => c.tr(&format!("a2040-attack-{}-help", attack_word(*a)), &[]),
        Act::Censor(_) => t!(c, "a2040-censor-help"),
        Act::Enrage(_) => t!(c, "a2040-enrage-help"),
        Act::Convert(_) => t!(c, "a2040-convert-help"),
        Act::Hack(h) => c.tr(&format!("a2040-hack-{}-help", h.word()), &[]),
        _ => return None,
    })
}

/// The first steps of a command's menu: what kind of choice, then its group (a space's
/// type, a group's origin and destination), so that no menu holds more than Discord's 25.
fn steps(c: &Catalog, command: &Command) -> Vec<Step> {
    // What a choice does goes on its last step (the detail `Offer::new` adds).
    let action = |id: &str| Step::new(StepKind::Action, c.tr(id, &[]));
    let kind_of_space = |s: SpaceId| {
        let sp = map().space(s);
        if sp.foreign {
            t!(c, "a2040-step-foreign")
        } else {
            kind_name(c, sp.kind)
        }
    };
    let mut out = match &command.act {
        Act::Play(_) => vec![action("a2040-step-play")],
        Act::Ops | Act::Event => vec![action("a2040-step-use")],
        Act::Op { .. } => vec![action("a2040-step-op")],
        Act::Kind(_) => vec![action("a2040-step-kind")],
        Act::At(s) | Act::Enrage(s) | Act::Convert(s) => vec![
            action("a2040-step-space"),
            Step::new(StepKind::At, kind_of_space(*s)),
        ],
        Act::Unit(s, _) => vec![
            action("a2040-step-unit"),
            Step::new(StepKind::At, kind_of_space(*s)),
        ],
        Act::Militia(_) | Act::Base(_) => vec![action("a2040-step-recruit")],
        // Fewer agents than the Ops (A2040-10.2): its own entry, then the space's type.
        Act::Agents(s, _) => vec![
            action("a2040-step-deploy-fewer"),
            Step::new(StepKind::At, kind_of_space(*s)),
            Step::new(StepKind::At, space(c, *s)),
        ],
        // Origin, the destination's type, the destination, the count: each step within
        // a menu's 25 options.
        Act::Group {
            from, to, count, ..
        } => vec![
            action("a2040-step-group"),
            Step::new(StepKind::From, kind_of_space(*from)),
            Step::new(StepKind::From, space(c, *from)),
            Step::new(StepKind::To, kind_of_space(*to)),
            Step::new(StepKind::To, space(c, *to)),
            Step::new(StepKind::Count, count.to_string()),
        ],
        Act::Track(_) => vec![action("a2040-step-track")],
        Act::Attack(_) => vec![action("a2040-step-attack")],
        Act::Censor(_) | Act::Story(_) | Act::Pool | Act::Discard => {
            vec![action("a2040-step-story")]
        }
        Act::Hack(_) => vec![action("a2040-step-hack")],
        Act::Done => vec![action("a2040-step-done")],
        Act::Withdraw(s, _) => vec![
            action("a2040-step-withdraw"),
            Step::new(StepKind::From, kind_of_space(*s)),
            Step::new(StepKind::From, space(c, *s)),
        ],
    };
    out.retain(|s| !s.label.is_empty());
    out
}

/// The menu group a command belongs to (autocomplete's filter).
fn kind_of(command: &Command) -> ActionKind {
    match command.act {
        Act::Play(_) | Act::Ops | Act::Event => ActionKind::Card,
        Act::Group { .. } => ActionKind::Move,
        Act::Attack(_) => ActionKind::Attack,
        Act::Done => ActionKind::EndActions,
        _ => ActionKind::Decision,
    }
}

/// The caller's legal commands with their index among them (what a choice token counts).
fn own_legal(game: &Game, mine: &[Role]) -> Vec<(usize, Command)> {
    Ruleset::legal_commands(game)
        .into_iter()
        .filter(|c| mine.contains(&Game::command_role(c)))
        .enumerate()
        .collect()
}

fn task_message(task: Option<&Task>) -> &'static str {
    match task {
        Some(Task::Build { .. }) => "a2040-pending-build",
        Some(Task::Card) => "a2040-pending-card",
        Some(Task::Use { .. }) => "a2040-pending-use",
        Some(Task::ChooseOp { .. }) => "a2040-pending-operation",
        Some(Task::Place { .. } | Task::Remove { .. } | Task::Pick { .. }) => "a2040-pending-event",
        Some(Task::NetKind { .. }) => "a2040-pending-net-kind",
        Some(Task::NetChoose { .. }) => "a2040-pending-net-choose",
        Some(Task::Recruit { .. }) => "a2040-pending-recruit",
        Some(Task::Groups { .. }) => "a2040-pending-groups",
        Some(Task::Spaces { .. }) => "a2040-pending-spaces",
        Some(Task::DeployBase { .. }) => "a2040-pending-deploy-base",
        Some(Task::SmTrack { .. }) => "a2040-pending-track",
        Some(Task::SmAttacks { .. }) => "a2040-pending-attacks",
        Some(Task::FeedChoice { .. }) => "a2040-pending-feed",
        Some(Task::Censor { .. }) => "a2040-pending-censor",
        Some(Task::Distract { .. }) => "a2040-pending-distract",
        Some(Task::HackChoice { .. }) => "a2040-pending-hack",
        Some(Task::NewsPromote) => "a2040-pending-news-tie",
        Some(Task::NewsFill) => "a2040-pending-news-trim",
        _ => "a2040-pending-none",
    }
}

fn vp(view: &View) -> (u32, u32) {
    let s = public_state(view);
    (s.vp(Side::Rebel), s.vp(Side::Federal))
}

/// The pieces and Unrest of a space, as `, 3 agents, 2 sleeper militia, 1 Unrest`.
fn space_pieces(c: &Catalog, s: &engine::a2040::state::SpaceState) -> String {
    let mut parts = Vec::new();
    for (kind, n) in [
        (PieceKind::Agent, s.agents),
        (PieceKind::FederalBase, s.federal_bases),
        (PieceKind::Sleeper, s.sleepers),
        (PieceKind::Active, s.active),
        (PieceKind::RebelBase, s.rebel_bases),
    ] {
        if n > 0 {
            parts.push(piece(c, kind, n));
        }
    }
    if s.unrest > 0 {
        parts.push(t!(c, "a2040-unrest", count = s.unrest));
    }
    parts.iter().map(|p| format!(", {p}")).collect()
}

/// The panel's lines: money, hands, the Social Media edge, Rebellion Power, news, hacks,
/// MOMENTUM, the Plague marker.
fn panel_lines(c: &Catalog, view: &View) -> Vec<String> {
    let state = public_state(view);
    let mut lines = vec![
        t!(
            c,
            "a2040-status-money",
            rebel = view.resources.rebel,
            federal = view.resources.federal,
            rrebel = view.reserves.rebel,
            rfederal = view.reserves.federal
        ),
        t!(
            c,
            "a2040-status-hands",
            rebel = view.hand_sizes.rebel,
            federal = view.hand_sizes.federal,
            deck = view.deck,
            discard = view.discard.len()
        ),
        t!(
            c,
            "a2040-status-social",
            track = track_name(view.social_media),
            edge = side_name(c, state.edge())
        ),
        t!(
            c,
            "a2040-status-power",
            power = state.rebellion_power(),
            factor = state.rpf()
        ),
        t!(
            c,
            "a2040-status-news",
            active = list_or_none(
                c,
                view.active
                    .iter()
                    .flatten()
                    .map(|&n| story_title(c, n))
                    .collect()
            ),
            pool = list_or_none(c, view.pool.iter().map(|&n| story_title(c, n)).collect())
        ),
        t!(
            c,
            "a2040-status-hacks",
            hrebel = view.hacked.rebel,
            hfederal = view.hacked.federal,
            srebel = view.shields.rebel,
            sfederal = view.shields.federal
        ),
    ];
    if !view.momentum.is_empty() {
        lines.push(t!(
            c,
            "a2040-status-momentum",
            cards = view
                .momentum
                .iter()
                .map(|m| card_title(c, m.card))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if let Some(s) = view.flow.plague {
        lines.push(t!(c, "a2040-status-plague", space = space(c, s)));
    }
    lines
}

fn words(c: &Catalog, view: &View) -> renderer::a2040::Words {
    renderer::a2040::Words {
        title: t!(
            c,
            "a2040-img-title",
            scenario = scenario_name(c, view.config.scenario),
            round = view.round
        ),
        spaces: (0..map().spaces.len())
            .map(|i| space(c, u8::try_from(i).unwrap_or(u8::MAX)))
            .collect(),
        vp: t!(c, "a2040-img-vp"),
        social: t!(c, "a2040-img-social"),
        power: t!(c, "a2040-img-power"),
        rebel: side_name(c, Side::Rebel),
        federal: side_name(c, Side::Federal),
        metros: map()
            .metros
            .iter()
            .map(|m| c.tr(&format!("a2040-metro-{}", m.key), &[]))
            .collect(),
        lines: {
            let mut lines = panel_lines(c, view);
            lines.push(t!(c, "a2040-legend-metro"));
            lines
        },
        legend: [
            t!(c, "a2040-legend-agent"),
            t!(c, "a2040-legend-sleeper"),
            t!(c, "a2040-legend-active"),
            t!(c, "a2040-legend-base"),
            t!(c, "a2040-legend-unrest"),
        ],
    }
}

impl Presentation for Game {
    /// The scenario by its key (`patriot`, `resistance`, `build` for build-your-own with
    /// #patriot's cards); the other lobby options do not apply to 2040.
    fn lobby_config(options: &LobbyOptions) -> Config {
        match options.scenario.as_deref() {
            Some("resistance") => Config {
                scenario: Scenario::Resistance,
                build_your_own: false,
            },
            Some("build") => Config {
                scenario: Scenario::Patriot,
                build_your_own: true,
            },
            _ => Config::default(),
        }
    }

    fn settings(c: &Catalog, config: &Config) -> String {
        t!(
            c,
            "a2040-settings",
            scenario = scenario_name(c, config.scenario),
            build = u8::from(config.build_your_own)
        )
    }

    fn seats(_: &Config) -> u8 {
        2
    }

    /// Either side may be asked for (`/game join role:rebel`), so one person picks their
    /// side against the computer.
    fn role_wishes(c: &Catalog, _: &Config) -> Vec<(String, String)> {
        [Side::Rebel, Side::Federal]
            .into_iter()
            .map(|s| {
                (
                    SIDE_KEYS[usize::from(role(s).0)].to_string(),
                    side_name(c, s),
                )
            })
            .collect()
    }

    /// A side asked for first (in join order), then the rest in join order: seat 0 is the
    /// Rebel, seat 1 the Federal.
    /// A wish names a side; the rest take the sides left in join order.
    fn assign_seats(&self, lobby: &[SeatRow]) -> Vec<SeatRow> {
        super::seats_by_wish(lobby, SIDE_KEYS.len(), |wish| {
            SIDE_KEYS.iter().position(|k| *k == wish)
        })
    }

    fn role_name(&self, c: &Catalog, r: Role) -> String {
        side_of(r).map_or_else(|| format!("#{}", r.0), |s| side_name(c, s))
    }

    /// 2040's messages name no district of the Bloc by Bloc city.
    fn places(&self, _: &Catalog) -> Places {
        Places::default()
    }

    fn role_colour(r: Role) -> Option<u32> {
        match side_of(r)? {
            Side::Rebel => Some(0xc0392b),
            Side::Federal => Some(0x1f4f99),
        }
    }

    fn status(c: &Catalog, view: &View) -> String {
        let (rebel, federal) = vp(view);
        let mut lines = vec![
            t!(
                c,
                "a2040-status-round",
                round = view.round,
                scenario = scenario_name(c, view.config.scenario),
                turn = side_name(c, view.flow.turn),
                plays = u32::from(view.flow.plays.min(1)) + 1
            ),
            t!(c, "a2040-status-vp", rebel = rebel, federal = federal),
        ];
        lines.extend(panel_lines(c, view));
        lines.join("\n")
    }

    /// The status, then every space with a marker or a piece.
    fn board_text(c: &Catalog, view: &View) -> String {
        let mut lines = vec![Self::status(c, view)];
        for (i, s) in view.spaces.iter().enumerate() {
            let id = u8::try_from(i).unwrap_or(u8::MAX);
            let pieces = space_pieces(c, s);
            if s.status.is_none() && pieces.is_empty() {
                continue;
            }
            lines.push(t!(
                c,
                "a2040-space-line",
                space = space(c, id),
                status = status_name(c, s.status),
                pieces = pieces
            ));
        }
        lines.join("\n")
    }

    fn waiting(c: &Catalog, view: &View, name_of: &dyn Fn(Role) -> String) -> String {
        match actor_of(view) {
            Some(side) if view.flow.outcome.is_none() => t!(
                c,
                "a2040-waiting",
                name = name_of(role(side)),
                side = side_name(c, side),
                what = c.tr(task_message(view.flow.tasks.last()), &[])
            ),
            _ => t!(c, "a2040-waiting-over"),
        }
    }

    fn ending_text(c: &Catalog, view: &View) -> String {
        let (rebel, federal) = vp(view);
        match view.flow.outcome {
            Some(o) => t!(
                c,
                "a2040-ending",
                winner = side_name(c, o.winner),
                reason = c.tr(engine::a2040::ruleset::ending_message(o.reason).id, &[]),
                rebel = rebel,
                federal = federal
            ),
            None => t!(c, "a2040-waiting-over"),
        }
    }

    fn post_fields(c: &Catalog, view: &View) -> Vec<(String, String)> {
        let (rebel, federal) = vp(view);
        vec![
            (t!(c, "a2040-field-round"), view.round.to_string()),
            (
                t!(c, "a2040-field-vp"),
                t!(c, "a2040-field-vp-value", rebel = rebel, federal = federal),
            ),
        ]
    }

    fn action_heading(&self, c: &Catalog, command: &Command, name: &str) -> String {
        t!(
            c,
            "a2040-heading",
            name = name,
            side = side_name(c, command.by),
            action = label(c, command)
        )
    }

    /// Every 2040 command is public: a card played is face up, and no command names a
    /// hidden story or card.
    fn action_label(&self, c: &Catalog, command: &Command, _: Option<Role>) -> String {
        label(c, command)
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        event_line(c, event)
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        events.iter().filter_map(|e| event_line(c, e)).collect()
    }

    fn first_turn_guide(&self, c: &Catalog) -> Option<String> {
        Some(t!(c, "a2040-first-turn"))
    }

    /// A step of the card in play, by the side playing it: taken back while the card lasts.
    fn in_current_turn(&self, command: &Command) -> bool {
        self.outcome().is_none()
            && self.actor() == Some(command.by)
            && !matches!(command.act, Act::Play(_))
            && !matches!(self.flow.tasks.last(), Some(Task::Card))
    }

    fn same_wait(&self, after: &Game) -> bool {
        self.actor() == after.actor()
            && self.flow.tasks.last() == after.flow.tasks.last()
            && self.outcome() == after.outcome()
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
        let dice: usize = events
            .iter()
            .map(|e| match e {
                Event::AttackRolled { rolls, .. } => rolls.len(),
                _ => 0,
            })
            .sum();
        t!(
            c,
            "a2040-numbers",
            rounds = self.state.round,
            cards = count(|e| matches!(e, Event::CardPlayed { .. })),
            events = count(|e| matches!(e, Event::EventResolved { .. })),
            dice = dice,
            hacks = count(|e| matches!(e, Event::HackRolled { .. }))
        )
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "a2040-started-title"),
            first: crate::t!(c, "a2040-started-first"),
        }
    }

    fn night(&self) -> u8 {
        u8::try_from(self.state.round).unwrap_or(u8::MAX)
    }

    /// A side's hand (each card's title, Ops, colour and text), what Intelligence showed
    /// of the other hand, and a story its Feed drew.
    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        let mut out = Vec::new();
        for &r in roles {
            let Some(side) = side_of(r) else { continue };
            let view = Game::view(self, Some(side));
            out.push(t!(
                c,
                "a2040-private-head",
                place = place,
                side = side_name(c, side)
            ));
            let hand = view.hand.unwrap_or_default();
            if hand.is_empty() {
                out.push(t!(c, "a2040-private-empty"));
            }
            for card in hand {
                if let Some(e) = cards().event(card) {
                    out.push(t!(
                        c,
                        "a2040-private-card",
                        card = card,
                        title = card_title(c, card),
                        ops = e.ops,
                        colour = colour_name(c, e.colour),
                        text = card_text(c, card)
                    ));
                }
            }
            let intel = view.intel.unwrap_or_default();
            if !intel.is_empty() {
                out.push(t!(
                    c,
                    "a2040-private-intel",
                    cards = intel
                        .iter()
                        .map(|&n| card_label(c, n))
                        .collect::<Vec<_>>()
                        .join("; ")
                ));
            }
            if let Some(story) = view.feed {
                out.push(t!(c, "a2040-private-feed", story = story_title(c, story)));
            }
        }
        out.join("\n")
    }

    fn secret_of(&self, r: Role) -> String {
        let Some(side) = side_of(r) else {
            return String::new();
        };
        let v = Game::view(self, Some(side));
        format!("{:?} {:?} {:?}", v.hand, v.intel, v.feed)
    }

    fn holds_secret(_: &Command) -> bool {
        false
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        own_legal(self, mine)
            .into_iter()
            .map(|(index, command)| {
                let mut offer = Offer::new(index, label(c, &command), steps(c, &command));
                if let (Some(last), Some(n)) = (offer.steps.last_mut(), note(c, &command)) {
                    last.note = Some(n);
                }
                offer
            })
            .collect()
    }

    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String {
        match self.actor() {
            Some(side) if any && mine.contains(&role(side)) => t!(
                c,
                "a2040-choices",
                what = c.tr(task_message(self.flow.tasks.last()), &[])
            ),
            _ => t!(c, "choices-none", waiting = waiting),
        }
    }

    fn action_kind(command: &Command) -> ActionKind {
        kind_of(command)
    }

    /// The engine's notation (`R play 36`, `F op hunt`), the side letter optional for a
    /// caller with one side.
    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Command, Message> {
        let typed = typed.trim();
        let lettered = typed.starts_with("R ") || typed.starts_with("F ");
        let full = match mine {
            [only] if !lettered => {
                let letter = match side_of(*only) {
                    Some(Side::Federal) => "F",
                    _ => "R",
                };
                format!("{letter} {typed}")
            }
            _ => typed.to_string(),
        };
        Ruleset::parse_command(self, &full).map_err(|e| engine::Explain::message(&e))
    }

    /// `done` for the side the game waits for among `mine` (finishing spaces, groups or
    /// attacks); the rules refuse it when nothing is to finish.
    fn end_turn(&self, mine: &[Role]) -> Option<Command> {
        let by = mine
            .iter()
            .filter_map(|&r| side_of(r))
            .find(|&s| self.actor() == Some(s))
            .or_else(|| mine.first().and_then(|&r| side_of(r)))?;
        Some(Command { by, act: Act::Done })
    }

    fn scenarios() -> Vec<(String, String)> {
        let c = Catalog::english();
        ["patriot", "resistance", "build"]
            .iter()
            .map(|k| {
                let name = match *k {
                    "patriot" => scenario_name(c, Scenario::Patriot),
                    "resistance" => scenario_name(c, Scenario::Resistance),
                    _ => t!(c, "a2040-scenario-build"),
                };
                (
                    t!(c, "a2040-scenario-choice", scenario = name),
                    k.to_string(),
                )
            })
            .collect()
    }

    const RULE_PREFIX: &'static str = "A2040-";

    fn topics() -> &'static [&'static str] {
        &[
            "basics",
            "cards",
            "winning",
            "news",
            "netops",
            "rebel",
            "federal",
            "shared",
            "admin",
            "scenarios",
        ]
    }

    /// A rule id's family is its section number (`A2040-10.8.1` → `10`).
    fn topic_of_family(family: &str) -> Option<&'static str> {
        let section: u8 = family.split('.').next()?.parse().ok()?;
        Some(match section {
            1..=4 => "basics",
            5 if family.starts_with("5.3") => "admin",
            5 | 6 => "cards",
            7 => "news",
            8 => "netops",
            9 => "rebel",
            10 if ["10.7", "10.8", "10.9", "10.10"]
                .iter()
                .any(|p| family == *p || family.starts_with(&format!("{p}."))) =>
            {
                "shared"
            }
            10 | 11 => "federal",
            12 => "winning",
            13 => "scenarios",
            _ => return None,
        })
    }

    fn rulebook_line(c: &Catalog) -> String {
        t!(c, "a2040-rulebook")
    }

    fn board_png(c: &Catalog, view: &View, previous: Option<&View>) -> Result<BoardPngs, String> {
        let board = renderer::a2040::render_2040(view, previous, &words(c, view))
            .map_err(|e| e.to_string())?;
        crate::render::encode_board(&board)
    }

    /// One frame a board posted, its caption the title.
    fn story_gif(c: &Catalog, frames: &[(View, String)]) -> Result<Option<Vec<u8>>, String> {
        if frames.is_empty() {
            return Ok(None);
        }
        let drawn: Vec<(View, renderer::a2040::Words)> = frames
            .iter()
            .map(|(view, caption)| {
                let mut w = words(c, view);
                w.title = caption.clone();
                (view.clone(), w)
            })
            .collect();
        renderer::a2040::story_gif_2040(&drawn)
            .map(Some)
            .map_err(|e| e.to_string())
    }

    fn in_turn(&self) -> bool {
        self.outcome().is_none()
    }

    fn begins_interlude(events: &[Event]) -> bool {
        events.iter().any(|e| matches!(e, Event::RoundEnded { .. }))
    }
}

/// One line of narration for an event already redacted for its audience.
fn event_line(c: &Catalog, event: &Event) -> Option<String> {
    Some(match event {
        Event::CardPlayed { side, card } => {
            let (ops, colour) = cards()
                .event(*card)
                .map_or((0, Colour::Gray), |e| (e.ops, e.colour));
            t!(
                c,
                "a2040-ev-played",
                side = side_name(c, *side),
                card = *card,
                title = card_title(c, *card),
                ops = ops,
                colour = colour_name(c, colour)
            )
        }
        Event::CardUsed {
            side, ops, enemy, ..
        } => {
            let id = match (ops, enemy) {
                (true, false) => "a2040-ev-used-ops",
                (true, true) => "a2040-ev-used-ops-enemy",
                (false, false) => "a2040-ev-used-event",
                (false, true) => "a2040-ev-used-event-enemy",
            };
            c.tr(
                id,
                &[
                    ("side", side_name(c, *side).into()),
                    ("other", side_name(c, side.other()).into()),
                ],
            )
        }
        Event::OperationChosen {
            side,
            op,
            ops,
            reserve: 0,
        } => t!(
            c,
            "a2040-ev-operation",
            side = side_name(c, *side),
            op = op_name(c, *op),
            ops = *ops
        ),
        Event::OperationChosen {
            side,
            op,
            ops,
            reserve,
        } => t!(
            c,
            "a2040-ev-operation-reserve",
            side = side_name(c, *side),
            op = op_name(c, *op),
            ops = *ops,
            reserve = *reserve
        ),
        Event::EventIgnored { card } => t!(c, "a2040-ev-ignored", card = *card),
        Event::EventResolved { card, by } => t!(
            c,
            "a2040-ev-resolved",
            side = side_name(c, *by),
            card = *card,
            title = card_title(c, *card)
        ),
        Event::Tested { space: s, roll, to } => t!(
            c,
            "a2040-ev-tested",
            space = space(c, *s),
            roll = *roll,
            status = status_name(c, Some(*to))
        ),
        Event::Selected {
            space: s,
            roll: Some(roll),
        } => t!(
            c,
            "a2040-ev-selected-roll",
            space = space(c, *s),
            roll = *roll
        ),
        Event::Selected {
            space: s,
            roll: None,
        } => t!(c, "a2040-ev-selected", space = space(c, *s)),
        Event::Placed {
            space: s,
            piece: p,
            count,
        } => t!(
            c,
            "a2040-ev-placed",
            piece = piece(c, *p, *count),
            space = space(c, *s)
        ),
        Event::Removed {
            space: s,
            piece: p,
            count,
        } => t!(
            c,
            "a2040-ev-removed",
            piece = piece(c, *p, *count),
            space = space(c, *s)
        ),
        Event::Flipped {
            space: s,
            count,
            active: true,
        } => t!(
            c,
            "a2040-ev-flipped-active",
            count = *count,
            space = space(c, *s)
        ),
        Event::Flipped {
            space: s,
            count,
            active: false,
        } => t!(
            c,
            "a2040-ev-flipped-sleeper",
            count = *count,
            space = space(c, *s)
        ),
        Event::Shifted { space: s, from, to } => t!(
            c,
            "a2040-ev-shifted",
            space = space(c, *s),
            before = status_name(c, *from),
            after = status_name(c, Some(*to))
        ),
        Event::UnrestChanged { space: s, from, to } => t!(
            c,
            "a2040-ev-unrest",
            space = space(c, *s),
            from = *from,
            to = *to
        ),
        Event::Resources { side, from, to } => t!(
            c,
            "a2040-ev-resources",
            side = side_name(c, *side),
            from = *from,
            to = *to
        ),
        Event::Reserve { side, from, to } => t!(
            c,
            "a2040-ev-reserve",
            side = side_name(c, *side),
            from = *from,
            to = *to
        ),
        Event::Moved {
            side,
            from,
            to,
            count,
            entered,
            arrested,
        } => {
            let mut line = if entered.len() > 1 {
                t!(
                    c,
                    "a2040-ev-moved-route",
                    side = side_name(c, *side),
                    count = *count,
                    origin = space(c, *from),
                    dest = space(c, *to),
                    route = entered
                        .iter()
                        .map(|&s| space(c, s))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            } else {
                t!(
                    c,
                    "a2040-ev-moved",
                    side = side_name(c, *side),
                    count = *count,
                    origin = space(c, *from),
                    dest = space(c, *to)
                )
            };
            if *arrested > 0 {
                line.push(' ');
                line.push_str(&t!(c, "a2040-ev-arrested", count = *arrested));
            }
            line
        }
        Event::AttackRolled {
            space: s,
            rolls,
            hits,
        } => t!(
            c,
            "a2040-ev-attack",
            space = space(c, *s),
            rolls = rolls
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            hits = *hits
        ),
        Event::SocialMediaMoved { from, to } => t!(
            c,
            "a2040-ev-social",
            from = track_name(*from),
            to = track_name(*to)
        ),
        Event::StoryDrawn {
            by: None,
            story: Some(n),
        } => t!(c, "a2040-ev-story-drawn", story = story_title(c, *n)),
        Event::StoryDrawn {
            by: Some(_),
            story: Some(n),
        } => t!(c, "a2040-ev-story-fed-own", story = story_title(c, *n)),
        Event::StoryDrawn {
            by: Some(by),
            story: None,
        } => t!(c, "a2040-ev-story-fed", side = side_name(c, *by)),
        Event::StoryDrawn {
            by: None,
            story: None,
        } => return None,
        Event::StoryPooled { story } => {
            t!(c, "a2040-ev-story-pooled", story = story_title(c, *story))
        }
        Event::StoryDiscarded { story } => {
            t!(
                c,
                "a2040-ev-story-discarded",
                story = story_title(c, *story)
            )
        }
        Event::StoryActivated { story } => {
            t!(c, "a2040-ev-story-active", story = story_title(c, *story))
        }
        Event::StoriesShuffled => t!(c, "a2040-ev-stories-shuffled"),
        Event::HackRolled {
            side,
            roll,
            success,
        } => t!(
            c,
            "a2040-ev-hack-rolled",
            side = side_name(c, *side),
            roll = *roll,
            success = u8::from(*success)
        ),
        Event::Hacked { side, effect } => t!(
            c,
            "a2040-ev-hacked",
            side = side_name(c, *side),
            hack = hack_name(c, *effect)
        ),
        Event::TheftRolled { dice } => t!(c, "a2040-ev-theft", a = dice[0], b = dice[1]),
        Event::HandShown { to, hand: None } => {
            t!(c, "a2040-ev-hand-shown", side = side_name(c, *to))
        }
        Event::HandShown {
            hand: Some(hand), ..
        } => t!(
            c,
            "a2040-ev-hand-shown-own",
            cards = list_or_none(c, hand.iter().map(|&n| card_label(c, n)).collect())
        ),
        Event::MomentumStarted { card } => t!(
            c,
            "a2040-ev-momentum",
            card = *card,
            title = card_title(c, *card)
        ),
        Event::MomentumEnded { card } => t!(
            c,
            "a2040-ev-momentum-end",
            card = *card,
            title = card_title(c, *card)
        ),
        Event::Plagued { space: s } => t!(c, "a2040-ev-plague", space = space(c, *s)),
        Event::TurnPassed { to } => t!(c, "a2040-ev-turn", side = side_name(c, *to)),
        Event::RoundEnded { round } => t!(c, "a2040-ev-round", round = *round),
        Event::HandDealt {
            side,
            count,
            cards: None,
        } => t!(
            c,
            "a2040-ev-dealt",
            side = side_name(c, *side),
            count = *count
        ),
        Event::HandDealt {
            cards: Some(hand), ..
        } => t!(
            c,
            "a2040-ev-dealt-own",
            cards = list_or_none(c, hand.iter().map(|&n| card_label(c, n)).collect())
        ),
        Event::GameEnded { winner, .. } => {
            t!(c, "a2040-ev-ended", side = side_name(c, *winner))
        }
    })
}
