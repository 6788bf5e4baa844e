//! *Stack Feud*'s presentation (`engine::feud`, issue 36): lobby options, seats and names,
//! the narration of every event, menus step by step (kind of action, then tenant, then
//! where or whom), typed moves, rules topics, the private summary (hand, face-down kit,
//! standing orders) and the picture. Every word is in `locales/*/feud.ftl`.
//!
//! Secrets stay private: public texts and pictures are built from spectator views and
//! spectator-redacted events only; another's card, defensive shot or orders read as "a card"
//! or "orders set" ([`text::command_label`]).

pub mod cli;
pub mod text;

use super::Presentation;
use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::{Offer, Step, StepKind};
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::store::SeatRow;
use crate::t;
use engine::feud::action::{Act, Command, Event};
use engine::feud::data::data;
use engine::feud::state::{Config, Game, Spot, Stage};
use engine::feud::view::{KitView, View};
use engine::seam::Ruleset;
use engine::{Message, Role};

use text::{player, secret_command};

/// The rules topics, in the order a new player meets them (`rules-feud-<topic>`).
const TOPICS: &[&str] = &[
    "setup", "turn", "movement", "conflict", "cards", "orders", "fire", "lockdown", "winning",
];

/// The view a public text is made from: a spectator's.
fn public(game: &Game) -> View {
    game.view(None)
}

impl Presentation for Game {
    /// 2 to 4 players (BM-1.1, BM-13.1; the engine refuses others).
    fn lobby_config(options: &LobbyOptions) -> Config {
        Config::new(options.players)
    }

    fn settings(c: &Catalog, config: &Config) -> String {
        t!(c, "feud-settings", players = config.players)
    }

    fn seats(config: &Config) -> u8 {
        config.players
    }

    /// Who plays which stack, one line a seat. Roles are the turn order, which the dice
    /// deal (BM-4.1): seat `s` plays the role whose `order` entry is `s`, not role `s`
    /// (the shared default's reading), so each line names the stack that seat really plays.
    fn seating(&self, c: &Catalog, seats: &[SeatRow], mention: bool) -> String {
        seats
            .iter()
            .map(|s| {
                let stack = Ruleset::roles(self)
                    .into_iter()
                    .find(|&r| Ruleset::seat_of(self, r).map(|x| x.0) == Some(s.seat))
                    .map(|r| self.role_name(c, r))
                    .unwrap_or_default();
                if mention && s.computer.is_none() {
                    t!(
                        c,
                        "seat-line",
                        name = s.name.as_str(),
                        user = s.user.0.to_string(),
                        factions = stack
                    )
                } else {
                    t!(
                        c,
                        "seat-line-local",
                        name = s.name.as_str(),
                        factions = stack
                    )
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Seats are dealt in join order; turn order and stacks are dealt by the dice
    /// (BM-4.1), so a wish could not be kept: none are offered.
    fn role_name(&self, c: &Catalog, role: Role) -> String {
        player(c, &self.boards, role.0)
    }

    /// Refusals name squares by their coordinates (`0/4/1`): no place names to add.
    fn places(&self, _: &Catalog) -> Places {
        Places::default()
    }

    /// The post's colour is the acting stack's, as the picture draws it (by board: the
    /// role's place in the turn order).
    fn role_colour(role: Role) -> Option<u32> {
        renderer::feud::STACK_COLOURS
            .get(usize::from(role.0))
            .copied()
    }

    fn status(c: &Catalog, view: &View) -> String {
        let mut lines = vec![t!(
            c,
            "feud-status",
            player = player(c, &view.boards, view.turn.player),
            cp = view.turn.cp,
            deck = view.deck,
            top = text::top_face(c, view.top)
        )];
        if view.endgame {
            lines.push(t!(c, "feud-status-lockdown", units = view.units.len()));
        }
        for p in 0..view.config.players {
            lines.push(player_line(c, view, p));
        }
        lines.join("\n")
    }

    fn board_text(c: &Catalog, view: &View) -> String {
        <Game as Presentation>::status(c, view)
    }

    fn waiting(c: &Catalog, view: &View, name_of: &dyn Fn(Role) -> String) -> String {
        let turn = name_of(Role(view.turn.player));
        match view.stage {
            Stage::Placing { player } => {
                t!(c, "feud-waiting-placing", player = name_of(Role(player)))
            }
            Stage::Command if view.turn.lockdown_due => {
                t!(c, "feud-waiting-lockdown-card", player = turn)
            }
            Stage::Command => t!(c, "feud-waiting-command", player = turn),
            Stage::Defence => t!(c, "feud-waiting-defence"),
            Stage::Window => t!(c, "feud-waiting-reactions"),
            Stage::Combat => t!(c, "feud-waiting-combat", player = turn),
            Stage::Discard => t!(c, "feud-waiting-discard", player = turn),
            Stage::Ended => t!(c, "feud-waiting-over"),
        }
    }

    /// The ruin points of every stack, fewest first, and the winners (BM-12.2).
    fn ending_text(c: &Catalog, view: &View) -> String {
        if view.stage != Stage::Ended {
            return t!(c, "feud-waiting-over");
        }
        // Ruin points are public (tenants lost, markers): a game dealt from the spectator's
        // view scores them exactly as the real one.
        let game = Game::determinize(view, 0);
        let mut lines = vec![if game.boards.iter().all(|b| b.collapsed) {
            t!(c, "feud-ending-all-fell")
        } else {
            t!(c, "feud-ending-lockdown")
        }];
        for (p, points, rank) in game.ranking() {
            lines.push(t!(
                c,
                "feud-ending-rank",
                rank = rank,
                player = player(c, &view.boards, p),
                points = points
            ));
        }
        lines.join("\n")
    }

    fn post_fields(c: &Catalog, view: &View) -> Vec<(String, String)> {
        let mut fields = vec![(t!(c, "feud-field-deck"), view.deck.to_string())];
        if view.stage != Stage::Ended {
            fields.push((
                t!(c, "post-field-turn"),
                player(c, &view.boards, view.turn.player),
            ));
        }
        if view.endgame {
            fields.push((
                t!(c, "feud-field-lockdown"),
                t!(c, "feud-field-lockdown-on"),
            ));
        }
        fields
    }

    fn action_heading(&self, c: &Catalog, command: &Command, name: &str) -> String {
        t!(
            c,
            "feud-heading",
            name = name,
            player = player(c, &self.boards, command.by),
            action = text::command_label(c, &public(self), command)
        )
    }

    fn action_label(&self, c: &Catalog, command: &Command, viewer: Option<Role>) -> String {
        text::command_label(c, &self.view(viewer.map(|r| r.0)), command)
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        text::event_line(c, &public(self), event)
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        text::event_lines(c, &public(self), events)
    }

    fn first_turn_guide(&self, c: &Catalog) -> Option<String> {
        Some(t!(c, "feud-guide"))
    }

    /// Nothing is taken back: every command spends clout or dice, or opens a window.
    fn in_current_turn(&self, _: &Command) -> bool {
        false
    }

    fn same_wait(&self, after: &Game) -> bool {
        Ruleset::to_act(self) == Ruleset::to_act(after)
            && self.stage == after.stage
            && self.turn.player == after.turn.player
            && self.window.as_ref().map(|w| w.kind) == after.window.as_ref().map(|w| w.kind)
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        let count = |f: &dyn Fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
        t!(
            c,
            "feud-numbers",
            turns = count(&|e| matches!(e, Event::TurnEnded { .. })),
            lost = count(&|e| matches!(e, Event::Left { .. })),
            fires = count(&|e| matches!(e, Event::Fire { .. })),
            collapses = count(&|e| matches!(e, Event::Collapsed { .. })),
            cards = count(&|e| matches!(e, Event::CardPlayed { .. }))
        )
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "feud-started-title"),
            first: crate::t!(c, "feud-started-first"),
        }
    }

    /// Feud has no nights: the cards left in the deck count the game down instead.
    fn night(&self) -> u8 {
        0
    }

    /// Each role's hand (both faces), face-down heavy kit and standing orders: for its
    /// owner only.
    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        let mut parts = vec![t!(c, "private-head", place = place)];
        for &role in roles {
            let view = self.view(Some(role.0));
            parts.push(t!(
                c,
                "feud-private-head",
                player = player(c, &self.boards, role.0)
            ));
            if view.own_hand.is_empty() {
                parts.push(t!(c, "feud-private-no-cards"));
            } else {
                parts.push(t!(c, "feud-private-hand"));
                for (i, card) in view.own_hand.iter().enumerate() {
                    parts.push(t!(
                        c,
                        "feud-private-card",
                        number = i,
                        card = text::feud_card(c, card.feud),
                        text = text::feud_card_text(c, card.feud),
                        lockdown = text::lockdown_card(c, card.lockdown),
                        lockdown_text = text::lockdown_card_text(c, card.lockdown)
                    ));
                }
            }
            for (id, t) in view.tenants.iter().enumerate() {
                if t.owner != role.0 || t.gone.is_some() {
                    continue;
                }
                for k in &t.kit {
                    if let KitView::Shown(k) = k {
                        let heavy = data()
                            .items
                            .get(usize::from(k.item))
                            .is_some_and(|i| i.heavy);
                        if heavy && !k.deployed {
                            parts.push(t!(
                                c,
                                "feud-private-face-down",
                                tenant = text::tenant(c, &view, id as u16),
                                kit = text::item(c, k.item)
                            ));
                        }
                    }
                }
            }
            if let Some(o) = &view.own_orders {
                parts.push(t!(c, "feud-private-orders", orders = text::orders(c, o)));
            }
            if let Some(w) = &view.window {
                if w.own_waiting {
                    parts.push(t!(c, "feud-private-asked"));
                }
            }
        }
        parts.join("\n")
    }

    fn secret_of(&self, role: Role) -> String {
        let p = usize::from(role.0);
        format!(
            "{:?} {:?} {:?}",
            self.hands.get(p),
            self.orders.get(p),
            self.window.as_ref().map(|w| w
                .staged
                .iter()
                .filter(|s| s.player == role.0)
                .collect::<Vec<_>>())
        )
    }

    fn holds_secret(command: &Command) -> bool {
        secret_command(command)
    }

    /// Standing orders are a private setting any seat changes at any time (issue 36).
    fn private_command(command: &Command) -> bool {
        matches!(command.act, Act::SetOrders { .. })
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        let view_of = |r: u8| self.view(Some(r));
        let mut legal = own_legal(self, mine);
        // The standing-order toggles are always there: after what the turn does, so the
        // menu opens on the game's choices (a stable sort keeps the rest in order).
        legal.sort_by_key(|(_, command)| matches!(command.act, Act::SetOrders { .. }));
        legal
            .into_iter()
            .map(|(index, command)| {
                let view = view_of(command.by);
                let label = text::command_label(c, &view, &command);
                // What rousing costs (BM-5.1; doubled beside a noise cannon, BM-11.3):
                // public, and what a rouse is chosen by.
                let cost = match command.act {
                    Act::Rouse { tenant } => self
                        .tenants
                        .get(usize::from(tenant))
                        .map(|t| self.rouse_cost(t)),
                    _ => None,
                };
                Offer::new(index, label, steps(c, &view, &command, cost))
            })
            .collect()
    }

    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String {
        if !any {
            return t!(c, "choices-none", waiting = waiting);
        }
        match self.stage {
            Stage::Placing { .. } => t!(c, "feud-prompt-placing"),
            Stage::Command if mine.contains(&Role(self.turn.player)) => {
                t!(c, "feud-prompt-command", cp = self.turn.cp)
            }
            Stage::Defence => t!(c, "feud-prompt-defence"),
            Stage::Window => t!(c, "feud-prompt-window"),
            Stage::Combat => t!(c, "feud-prompt-combat"),
            Stage::Discard => t!(c, "feud-prompt-discard"),
            _ => t!(c, "choices-turn"),
        }
    }

    fn action_kind(command: &Command) -> ActionKind {
        kind_of(command)
    }

    /// The notation (`P0 step t3 r`), the player's prefix optional for a caller with one
    /// role acting now (`step t3 r`).
    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Command, Message> {
        let text = super::with_player_prefix(typed, mine, &Ruleset::to_act(self));
        Ruleset::parse_command(self, &text).map_err(|e| engine::Explain::message(&e))
    }

    /// End the command phase (BM-5.1) or the combat phase (BM-5.4), for the player on turn.
    fn end_turn(&self, mine: &[Role]) -> Option<Command> {
        let by = self.turn.player;
        if !mine.contains(&Role(by)) {
            return None;
        }
        let act = match self.stage {
            Stage::Command => Act::EndCommand,
            Stage::Combat => Act::EndCombat,
            _ => return None,
        };
        Some(Command { by, act })
    }

    const RULE_PREFIX: &'static str = "BM-";

    fn topics() -> &'static [&'static str] {
        TOPICS
    }

    /// A BM id's family is its section (`BM-7.3` → `7.3`, section 7: attacks).
    fn topic_of_family(family: &str) -> Option<&'static str> {
        let section = family.split('.').next()?;
        Some(match section {
            "1" | "2" | "3" | "4" | "13" => "setup",
            "5" => "turn",
            "6" => "movement",
            "7" | "9" => "conflict",
            "8" => "fire",
            "10" => "cards",
            "11" => "lockdown",
            "12" => "winning",
            _ => return None,
        })
    }

    fn topic_extra(c: &Catalog, topic: &str) -> Option<String> {
        (topic == "orders").then(|| t!(c, "feud-rules-orders-extra"))
    }

    fn rulebook_line(c: &Catalog) -> String {
        t!(c, "feud-rulebook")
    }

    fn board_png(c: &Catalog, view: &View, previous: Option<&View>) -> Result<BoardPngs, String> {
        let board = renderer::feud::render_feud(view, previous, &words(c, view))
            .map_err(|e| e.to_string())?;
        crate::render::encode_board(&board)
    }

    fn story_gif(c: &Catalog, frames: &[(View, String)]) -> Result<Option<Vec<u8>>, String> {
        let Some((last, _)) = frames.last() else {
            return Ok(None);
        };
        let frames: Vec<(String, &View)> = frames.iter().map(|(v, cap)| (cap.clone(), v)).collect();
        renderer::feud::feud_story_gif(&frames, &words(c, last))
            .map(Some)
            .map_err(|e| e.to_string())
    }

    fn in_turn(&self) -> bool {
        matches!(self.stage, Stage::Command | Stage::Combat)
    }

    fn begins_interlude(events: &[Event]) -> bool {
        events.iter().any(|e| matches!(e, Event::LockdownBegan))
    }
}

/// One stack's line: tenants standing, lost, cards held.
fn player_line(c: &Catalog, view: &View, p: u8) -> String {
    let mine = view.tenants.iter().filter(|t| t.owner == p);
    let standing = mine.clone().filter(|t| t.gone.is_none()).count();
    let lost = mine.filter(|t| t.gone.is_some()).count();
    let board = view.boards.get(usize::from(p));
    let fires: u32 = board.map_or(0, |b| b.markers.iter().map(|m| u32::from(m.fire)).sum());
    let collapsed = board.map_or(0, |b| b.markers.iter().filter(|m| m.collapsed).count());
    let line = t!(
        c,
        "feud-status-player",
        player = player(c, &view.boards, p),
        standing = standing,
        lost = lost,
        cards = view.hands.get(usize::from(p)).copied().unwrap_or(0),
        fires = fires,
        collapsed = collapsed
    );
    if board.is_some_and(|b| b.collapsed) {
        t!(c, "feud-status-fallen", line = line)
    } else {
        line
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

/// The tenant a command acts with.
fn actor(act: &Act) -> Option<u16> {
    Some(match *act {
        Act::Rouse { tenant }
        | Act::Step { tenant, .. }
        | Act::Lift { tenant, .. }
        | Act::Drop { tenant }
        | Act::Ride { tenant, .. }
        | Act::Fly { tenant, .. }
        | Act::Draw { tenant }
        | Act::Discard { tenant, .. }
        | Act::SetUp { tenant, .. }
        | Act::Plant { tenant, .. }
        | Act::Power { tenant }
        | Act::Loot { tenant }
        | Act::Arson { tenant }
        | Act::Tag { tenant }
        | Act::Hose { tenant, .. } => tenant,
        Act::PassKit { from, .. } => from,
        Act::Shoot { shooter, .. } => shooter,
        Act::Assault { attacker, .. } => attacker,
        Act::Defend { shot } => shot.shooter,
        _ => return None,
    })
}

/// The square a command aims at, if any.
fn target(act: &Act) -> Option<Spot> {
    Some(match *act {
        Act::Place { at, .. } | Act::Shoot { at, .. } | Act::Hose { at, .. } => at,
        Act::Ride { to, .. } | Act::Fly { to, .. } => to,
        Act::Defend { shot } => shot.target,
        _ => return None,
    })
}

/// A command's steps: its kind, then the tenant acting, then where (the label, added by
/// [`Offer::new`], tells the rest apart).
fn steps(c: &Catalog, view: &View, command: &Command, rouse_cost: Option<u8>) -> Vec<Step> {
    let mut out = vec![Step::new(StepKind::Action, kind_label(c, &command.act))];
    if let Some(id) = actor(&command.act) {
        let who = text::tenant(c, view, id);
        let who = match rouse_cost {
            Some(cp) => t!(c, "feud-step-rouse", tenant = who, cp = cp),
            None => who,
        };
        out.push(Step::new(StepKind::Actor, who));
    }
    if let Some(at) = target(&command.act) {
        let kind = match command.act {
            Act::Ride { .. } | Act::Fly { .. } => StepKind::To,
            _ => StepKind::At,
        };
        out.push(Step::new(kind, text::spot_place(c, at)));
    }
    out
}

/// The first step: what kind of thing the command does.
fn kind_label(c: &Catalog, act: &Act) -> String {
    match kind_of(&Command { by: 0, act: *act }) {
        ActionKind::Start => t!(c, "feud-kind-place"),
        ActionKind::Move => t!(c, "feud-kind-move"),
        ActionKind::Attack => t!(c, "feud-kind-attack"),
        ActionKind::Loot => t!(c, "feud-kind-loot"),
        ActionKind::Card => t!(c, "feud-kind-card"),
        ActionKind::Ability => t!(c, "feud-kind-rouse"),
        ActionKind::Exchange => t!(c, "feud-kind-kit"),
        ActionKind::EndActions => t!(c, "feud-kind-end"),
        _ => t!(c, "feud-kind-other"),
    }
}

/// The menu group of a command for `/act`'s autocomplete.
fn kind_of(command: &Command) -> ActionKind {
    match command.act {
        Act::Place { .. } => ActionKind::Start,
        Act::Step { .. }
        | Act::Lift { .. }
        | Act::Drop { .. }
        | Act::Ride { .. }
        | Act::Fly { .. }
        | Act::EndMove => ActionKind::Move,
        Act::Shoot { .. } | Act::Assault { .. } | Act::Defend { .. } => ActionKind::Attack,
        Act::Loot { .. } | Act::Arson { .. } | Act::Tag { .. } | Act::Hose { .. } => {
            ActionKind::Loot
        }
        Act::Play { .. } | Act::DiscardCard { .. } => ActionKind::Card,
        Act::Rouse { .. } | Act::Deploy | Act::Power { .. } => ActionKind::Ability,
        Act::Draw { .. }
        | Act::Discard { .. }
        | Act::PassKit { .. }
        | Act::SetUp { .. }
        | Act::Plant { .. } => ActionKind::Exchange,
        Act::EndCommand | Act::EndCombat => ActionKind::EndActions,
        Act::SetOrders { .. } | Act::DefenceDone | Act::Ready => ActionKind::Decision,
    }
}

/// The picture's words: title, each stack's name and line, and the legend.
fn words(c: &Catalog, view: &View) -> renderer::feud::FeudWords {
    use renderer::feud::Swatch;
    let title = if view.endgame {
        t!(c, "feud-img-title-lockdown", deck = view.deck)
    } else {
        t!(c, "feud-img-title", deck = view.deck)
    };
    let stacks = (0..view.config.players)
        .map(|p| player(c, &view.boards, p))
        .collect();
    let lines = (0..view.config.players)
        .map(|p| player_line(c, view, p))
        .collect();
    renderer::feud::FeudWords {
        title,
        stacks,
        lines,
        legend: [
            (Swatch::Tenant, t!(c, "feud-legend-tenant")),
            (Swatch::Spent, t!(c, "feud-legend-spent")),
            (Swatch::Flat, t!(c, "feud-legend-flat")),
            (Swatch::Commons, t!(c, "feud-legend-commons")),
            (Swatch::Facility, t!(c, "feud-legend-facility")),
            (Swatch::OpenAir, t!(c, "feud-legend-open")),
            (Swatch::Sky, t!(c, "feud-legend-sky")),
            (Swatch::Skybridge, t!(c, "feud-legend-skybridge")),
            (Swatch::Freeway, t!(c, "feud-legend-freeway")),
            (Swatch::Rail, t!(c, "feud-legend-rail")),
            (Swatch::Lift, t!(c, "feud-legend-lift")),
            (Swatch::Car, t!(c, "feud-legend-car")),
            (Swatch::Fire, t!(c, "feud-legend-fire")),
            (Swatch::Damage, t!(c, "feud-legend-damage")),
            (Swatch::Collapsed, t!(c, "feud-legend-collapsed")),
            (Swatch::Unit, t!(c, "feud-legend-unit")),
            (Swatch::Changed, t!(c, "feud-legend-changed")),
        ]
        .into(),
        coords: t!(c, "feud-img-coords"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::choice::StepKind;

    /// BM-5.1: a rouse is chosen by what it costs, so the tenant step names the cost; the
    /// acting tenant is asked as "who acts", never as a district; the standing-order
    /// toggles come after the turn's own choices.
    #[test]
    fn bm_5_1_the_rouse_menu_names_each_tenants_cost() {
        let c = Catalog::english();
        let mut g = Game::new(2, 4).expect("set-up");
        let mut random = engine::sim::RandomPlayer::new(4);
        let mut steps = 0;
        while !Ruleset::legal_commands(&g)
            .iter()
            .any(|cmd| matches!(cmd.act, Act::Rouse { .. }))
        {
            let cmd = random.choose(&g).expect("a legal command");
            Ruleset::apply(&mut g, cmd).expect("legal");
            steps += 1;
            assert!(steps < 500, "no rouse came");
        }
        let player = g.turn.player;
        let offers = g.offers(c, &[Role(player)]);
        let rouse = offers
            .iter()
            .find(|o| o.label.starts_with("Rouse "))
            .expect("a rouse offer");
        let actor = rouse
            .steps
            .iter()
            .find(|s| s.kind == StepKind::Actor)
            .expect("the tenant step");
        assert!(actor.label.ends_with(" clout"), "{}", actor.label);
        assert!(!offers
            .iter()
            .any(|o| o.steps.iter().any(|s| s.kind == StepKind::From)));
        let first_orders = offers
            .iter()
            .position(|o| o.label.starts_with("Standing orders"));
        let last_other = offers
            .iter()
            .rposition(|o| !o.label.starts_with("Standing orders"));
        if let (Some(a), Some(b)) = (first_orders, last_other) {
            assert!(a > b, "orders before the turn's choices");
        }
    }
}
