//! *Bloc by Bloc* (2016 edition)'s presentation: its words ([`text`]), its picture
//! ([`picture`]) and the [`Presentation`] the rest of the bot reaches it through.
//!
//! Game content (names, card texts) derives from Bloc by Bloc by Out of Order Games,
//! CC BY-NC-SA 4.0.

pub mod cli;
pub mod picture;
pub mod text;

use super::{factions, Presentation};
use crate::i18n::Catalog;
use crate::render::BoardPngs;
use crate::service::choice::Offer;
use crate::service::text::{ActionKind, LobbyOptions, Places};
use crate::service::ServiceError;
use crate::store::SeatRow;
use engine::{bxb2016::Phase, Message, Occupation, Role};
use engine::{
    bxb2016::{Action, Event, Game, GameConfig, GameView},
    Faction,
};

impl Presentation for Game {
    fn lobby_config(options: &LobbyOptions) -> GameConfig {
        text::lobby_config(options)
    }

    fn settings(c: &Catalog, config: &GameConfig) -> String {
        text::settings(c, config)
    }

    fn seats(config: &GameConfig) -> u8 {
        config.players
    }

    /// The factions three players asked for.
    fn starting_config(config: &GameConfig, seats: &[SeatRow], seed: u64) -> GameConfig {
        text::starting_config(config, seats, seed)
    }

    /// The four factions (R-SETUP-1), by their notation names.
    fn role_wishes(c: &Catalog, _: &GameConfig) -> Vec<(String, String)> {
        Faction::ALL
            .into_iter()
            .map(|f| (f.name().to_string(), text::faction_name(c, f)))
            .collect()
    }

    fn assign_seats(&self, lobby: &[SeatRow]) -> Vec<SeatRow> {
        text::assign_seats(self, lobby)
    }

    fn seating(&self, c: &Catalog, seats: &[SeatRow], mention: bool) -> String {
        text::seating(c, self, seats, mention)
    }

    fn role_name(&self, c: &Catalog, role: Role) -> String {
        Faction::from_role(role)
            .map_or_else(|| format!("#{}", role.0), |f| text::faction_name(c, f))
    }

    fn places(&self, _: &Catalog) -> Places {
        Places::of(self)
    }

    fn role_colour(role: Role) -> Option<u32> {
        Faction::from_role(role).map(faction_colour)
    }

    fn status(c: &Catalog, view: &GameView) -> String {
        text::status(c, view)
    }

    fn board_text(c: &Catalog, view: &GameView) -> String {
        text::board_text(c, view)
    }

    fn waiting(c: &Catalog, view: &GameView, name_of: &dyn Fn(Role) -> String) -> String {
        text::waiting(c, view, &|f: Faction| name_of(f.role()))
    }

    fn ending_text(c: &Catalog, view: &GameView) -> String {
        text::ending(c, view)
    }

    fn post_fields(c: &Catalog, view: &GameView) -> Vec<(String, String)> {
        vec![
            (
                crate::t!(c, "post-field-night"),
                crate::t!(
                    c,
                    "post-field-night-value",
                    night = view.night_number(),
                    left = view.nights_left()
                ),
            ),
            (
                crate::t!(c, "post-field-morale"),
                text::morale_label(c, view),
            ),
        ]
    }

    fn action_heading(
        &self,
        c: &Catalog,
        command: &engine::bxb2016::Command,
        name: &str,
    ) -> String {
        text::action_heading(c, self, command, name)
    }

    fn action_label(
        &self,
        c: &Catalog,
        command: &engine::bxb2016::Command,
        viewer: Option<Role>,
    ) -> String {
        text::action_label(c, self, command, viewer.and_then(Faction::from_role))
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        text::event_line(c, self, event)
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        text::event_lines(c, self, events)
    }

    /// Ending a faction's actions: what the coming Sunrise will do if nothing changes, on
    /// the board as the Sunrise begins (after the last police cards).
    fn turn_end_warnings(&self, c: &Catalog, command: &engine::bxb2016::Command) -> Vec<String> {
        if command.action != Action::EndActions {
            return Vec::new();
        }
        let view = self
            .at_sunrise_start(command.clone())
            .unwrap_or_else(|| self.view(None));
        text::sunrise_warnings(c, &view, command.by, &|x| text::district(c, self, x))
    }

    /// Dice still unspent when the faction ends its actions (R-TURN-4: they are lost).
    fn end_turn_caution(&self, c: &Catalog, command: &engine::bxb2016::Command) -> Option<String> {
        let turn = self.current_turn().filter(|t| t.faction == command.by)?;
        (command.action == Action::EndActions && !turn.dice.is_empty())
            .then(|| super::unspent_dice(c, &turn.dice))
    }

    /// The beginner game's start post says what to do on a first turn (R-MODE-4).
    fn first_turn_guide(&self, c: &Catalog) -> Option<String> {
        self.config()
            .beginner
            .then(|| crate::t!(c, "rules-first-turn"))
    }

    /// A faction's own action in its turn (not a decision answered for a card).
    fn in_current_turn(&self, command: &engine::bxb2016::Command) -> bool {
        self.current_turn().map(|t| t.faction) == Some(command.by) && !command.action.is_decision()
    }

    /// Two decisions of one kind may read alike: the decisions themselves are compared.
    fn same_wait(&self, after: &Game) -> bool {
        self.pending() == after.pending()
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        text::numbers::game_numbers(c, self, events)
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "bxb2016-started-title"),
            first: crate::t!(c, "bxb2016-started-first"),
        }
    }

    fn night(&self) -> u8 {
        self.night_number()
    }

    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        text::private_summary(c, self, &factions(roles), place)
    }

    fn secret_of(&self, role: Role) -> String {
        Faction::from_role(role)
            .filter(|&f| self.in_play(f))
            .map(|f| {
                let fs = self.faction(f);
                format!("{:?} {:?}", fs.hand, fs.agenda)
            })
            .unwrap_or_default()
    }

    /// A card given, offered, kept or handed on; the police deck's order.
    fn holds_secret(command: &engine::bxb2016::Command) -> bool {
        matches!(
            command.action,
            Action::Give { .. }
                | Action::OfferTrade { .. }
                | Action::Keep { .. }
                | Action::HandCard { .. }
                | Action::ArrangePolice { .. }
        )
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        text::offers(c, self, &factions(mine))
    }

    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String {
        text::choice_prompt(c, self, &factions(mine), any, waiting)
    }

    fn action_kind(command: &engine::bxb2016::Command) -> ActionKind {
        ActionKind::of(&command.action)
    }

    fn suggest(
        &self,
        c: &Catalog,
        revision: u64,
        mine: &[Role],
        kind: Option<ActionKind>,
        typed: &str,
        max: usize,
    ) -> Vec<(String, String)> {
        text::suggest(c, self, revision, &factions(mine), kind, typed, max)
    }

    /// End actions (R-TURN-4) for the faction of `mine` whose turn it is.
    fn end_turn(&self, mine: &[Role]) -> Option<engine::bxb2016::Command> {
        command_for(self, mine, None, Action::EndActions)
    }

    /// A gift (R-XCHG-1) or a trade offer of loot cards named as typed.
    fn read_exchange(
        &self,
        mine: &[Role],
        exchange: &super::RoleExchange,
    ) -> Result<engine::bxb2016::Command, ServiceError> {
        let Some(to) = Faction::from_role(exchange.to) else {
            return Err(ServiceError::NotSeated);
        };
        let give = text::parse_cards(&exchange.give)?;
        let action = match &exchange.take {
            None => Action::Give { to, cards: give },
            Some(take) => Action::OfferTrade {
                to,
                give,
                take: text::parse_cards(take)?,
            },
        };
        command_for(self, mine, exchange.from, action).ok_or(ServiceError::NotAPlayer)
    }

    /// The loot cards' names (R-LCARD), as the data spells them.
    fn exchange_cards() -> Vec<String> {
        engine::bxb2016::Rules::embedded()
            .loot
            .iter()
            .map(|card| card.name.clone())
            .collect()
    }

    /// The rulebook's scenarios (R-SCN), by name and key.
    fn scenarios() -> Vec<(String, String)> {
        engine::bxb2016::Rules::embedded()
            .scenarios
            .iter()
            .map(|s| (s.name.clone(), s.key.clone()))
            .collect()
    }

    fn read_command(
        &self,
        mine: &[Role],
        typed: &str,
    ) -> Result<engine::bxb2016::Command, Message> {
        text::read_command(self, &factions(mine), typed)
    }

    const RULE_PREFIX: &'static str = "R-";

    fn topics() -> &'static [&'static str] {
        &[
            "setup",
            "turn",
            "movement",
            "clashes",
            "barricades",
            "loot",
            "occupations",
            "police",
            "sunrise",
            "liberation",
            "winning",
        ]
    }

    fn topic_of_family(family: &str) -> Option<&'static str> {
        Some(match family {
            "SETUP" | "MODE" | "GEN" | "CITY" | "COMP" => "setup",
            "NIGHT" | "TURN" | "ACT" | "STOP" | "XCHG" | "LCARD" => "turn",
            "MOVE" => "movement",
            "ATK" | "REACT" => "clashes",
            "BARR" => "barricades",
            "LOOT" => "loot",
            "BUILD" | "SWAP" | "OCC" => "occupations",
            "POL" | "MORALE" => "police",
            "REP" => "sunrise",
            "LIB" | "MANI" => "liberation",
            "END" | "WIN" | "AGD" | "SCN" => "winning",
            _ => return None,
        })
    }

    /// Every occupation with what it does (issue 37).
    fn topic_extra(c: &Catalog, topic: &str) -> Option<String> {
        (topic == "occupations").then(|| {
            crate::service::rules::ability_list(
                c,
                Occupation::ALL
                    .into_iter()
                    .map(|o| (text::occupation_name(c, o), text::occupation_ability(c, o))),
            )
        })
    }

    fn rulebook_line(c: &Catalog) -> String {
        crate::t!(c, "rules-rulebook", url = "https://outofordergames.com")
    }

    fn board_png(
        c: &Catalog,
        view: &GameView,
        previous: Option<&GameView>,
    ) -> Result<BoardPngs, String> {
        picture::board_png(c, view, previous)
    }

    fn story_gif(c: &Catalog, frames: &[(GameView, String)]) -> Result<Option<Vec<u8>>, String> {
        picture::story_gif(c, frames)
    }

    fn in_turn(&self) -> bool {
        matches!(self.phase(), Phase::Turn(_))
    }

    /// A new night begins after the Sunrise (R-NIGHT).
    fn begins_interlude(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::NightStarted { .. }))
    }
}

/// A slash command's action for a faction of `mine`: the one named, else the one whose turn
/// it is and who may take such an action, else the first (the rules then say why not).
fn command_for(
    game: &Game,
    mine: &[Role],
    from: Option<Role>,
    action: Action,
) -> Option<engine::bxb2016::Command> {
    let by = match from {
        Some(role) => Faction::from_role(role)?,
        None => text::pick_faction(game, &factions(mine), &action)?,
    };
    Some(engine::bxb2016::Command { by, action })
}

/// A faction's colour on posts (the board's), as 0xRRGGBB.
pub(crate) fn faction_colour(f: Faction) -> u32 {
    let renderer::Rgb(r, g, b) = renderer::faction_color(f);
    (u32::from(r) << 16) | (u32::from(g) << 8) | u32::from(b)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::rulesets::config_for;
    use crate::service::text::LobbyDifficulty;
    use engine::{
        bxb2016::{Difficulty, Mode},
        AnyConfig, RulesetKey,
    };

    fn config(options: &LobbyOptions) -> GameConfig {
        match config_for(RulesetKey::Bxb2016, options).unwrap() {
            AnyConfig::Bxb2016(c) => c,
            other => panic!("a 2016 lobby made {other:?}"),
        }
    }

    /// The lobby's options make the 2016 configs `/game create` and `blocbot local` made
    /// before the seam (R-MODE-4: the beginner bundle; R-SCN: a scenario's modes).
    #[test]
    fn lobby_options_make_the_2016_configs_they_always_made() {
        let beginner = LobbyOptions {
            players: 3,
            beginner: true,
            cooperative: Some(false),
            difficulty: Some(LobbyDifficulty::Hard),
            nights: Some(7),
            ..LobbyOptions::default()
        };
        assert_eq!(
            config(&beginner),
            GameConfig {
                nights: Some(7),
                ..GameConfig::beginner(3)
            }
        );
        let full = LobbyOptions {
            players: 4,
            cooperative: Some(true),
            difficulty: Some(LobbyDifficulty::Hard),
            scenario: Some("smash_the_state".into()),
            ..LobbyOptions::default()
        };
        assert_eq!(
            config(&full),
            GameConfig {
                players: 4,
                mode: Mode::FullCoop,
                difficulty: Difficulty::Hard,
                scenario: Some("smash_the_state".into()),
                ..GameConfig::default()
            }
        );
        // `/game create` without `mode`: semi-cooperative, whatever the scenario (the
        // engine then refuses a scenario that allows only the cooperative game).
        let asked_semi = LobbyOptions {
            players: 4,
            cooperative: Some(false),
            scenario: Some("abolish_the_police".into()),
            ..LobbyOptions::default()
        };
        assert_eq!(config(&asked_semi).mode, Mode::SemiCoop);
        assert_eq!(config(&asked_semi).difficulty, Difficulty::Medium);
        // `blocbot local --scenario`: the cooperative game when the scenario allows
        // nothing else, semi-cooperative otherwise.
        let local = LobbyOptions {
            cooperative: None,
            ..asked_semi.clone()
        };
        assert_eq!(config(&local).mode, Mode::FullCoop);
        let local_semi = LobbyOptions {
            scenario: Some("smash_the_state".into()),
            ..local
        };
        assert_eq!(config(&local_semi).mode, Mode::SemiCoop);
    }
}
