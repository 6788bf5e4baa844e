//! *Bloc by Bloc: Uprising* (3rd edition)'s presentation: its words ([`text`]), its
//! picture ([`picture`]) and the [`Presentation`] the rest of the bot reaches it through.
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
use crate::store::SeatRow;
use engine::uprising::{Act, Command, Config, Event, Game, GameView, OccKind, Phase};
use engine::{Faction, Message, Role};

impl Presentation for Game {
    fn lobby_config(options: &LobbyOptions) -> Config {
        text::lobby_config(options)
    }

    fn settings(c: &Catalog, config: &Config) -> String {
        text::settings(c, config)
    }

    fn seats(config: &Config) -> u8 {
        config.players
    }

    fn starting_config(config: &Config, seats: &[SeatRow], _: u64) -> Config {
        text::starting_config(config, seats)
    }

    fn seating(&self, c: &Catalog, seats: &[SeatRow], mention: bool) -> String {
        text::seating(c, self, seats, mention)
    }

    fn role_name(&self, c: &Catalog, role: Role) -> String {
        Faction::from_role(role)
            .map_or_else(|| format!("#{}", role.0), |f| text::faction_name(c, f))
    }

    fn places(&self, c: &Catalog) -> Places {
        text::places(c, self)
    }

    fn role_colour(role: Role) -> Option<u32> {
        Faction::from_role(role).map(super::bxb2016::faction_colour)
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

    /// The night, the police's morale and the countdown (U-CD).
    fn post_fields(c: &Catalog, view: &GameView) -> Vec<(String, String)> {
        vec![
            (
                crate::t!(c, "post-field-night"),
                crate::t!(c, "post-field-round-value", night = view.night),
            ),
            (
                crate::t!(c, "post-field-morale"),
                text::morale_name(c, view.morale),
            ),
            (
                crate::t!(c, "post-field-countdown"),
                text::countdown_name(c, view.countdown),
            ),
        ]
    }

    fn action_heading(&self, c: &Catalog, command: &Command, name: &str) -> String {
        text::action_heading(c, self, command, name)
    }

    fn action_label(&self, c: &Catalog, command: &Command, viewer: Option<Role>) -> String {
        text::action_label(c, self, command, viewer.and_then(Faction::from_role))
    }

    fn event_line(&self, c: &Catalog, event: &Event) -> Option<String> {
        text::event_line(c, self, event)
    }

    fn event_lines(&self, c: &Catalog, events: &[Event]) -> Vec<String> {
        text::event_lines(c, self, events)
    }

    /// Uprising's Sunrise follows the last turn's end with no police move between.
    fn turn_end_warnings(&self, c: &Catalog, command: &Command) -> Vec<String> {
        if command.act == Act::Pass {
            text::sunrise_warnings(c, self, command.by)
        } else {
            Vec::new()
        }
    }

    /// Dice still unspent when the faction passes (U-DICE: they are lost).
    fn end_turn_caution(&self, c: &Catalog, command: &Command) -> Option<String> {
        let turn = self.turn().filter(|t| t.faction == command.by)?;
        (command.act == Act::Pass && !turn.dice.is_empty())
            .then(|| super::unspent_dice(c, &turn.dice))
    }

    /// A turn's own action (not a decision answered for a card or the meeting).
    fn in_current_turn(&self, command: &Command) -> bool {
        self.turn().map(|t| t.faction) == Some(command.by)
            && self.pending().is_none()
            && text::menus::kind_of(&command.act) != ActionKind::Decision
    }

    fn same_wait(&self, after: &Game) -> bool {
        self.pending() == after.pending()
    }

    fn game_numbers(&self, c: &Catalog, events: &[Event]) -> String {
        text::numbers::game_numbers(c, self, events)
    }

    fn opening(&self, c: &Catalog) -> super::Opening {
        super::Opening {
            title: crate::t!(c, "uprising-started-title"),
            first: crate::t!(c, "uprising-started-first"),
        }
    }

    fn night(&self) -> u8 {
        Game::night(self)
    }

    fn private_summary(&self, c: &Catalog, roles: &[Role], place: &str) -> String {
        text::private_summary(c, self, &factions(roles), place)
    }

    fn secret_of(&self, role: Role) -> String {
        Faction::from_role(role)
            .map(|f| text::secret_of(self, f))
            .unwrap_or_default()
    }

    /// Loot cards kept or given (U-LOOT-5).
    fn holds_secret(command: &Command) -> bool {
        matches!(command.act, Act::Keep { .. } | Act::Give { .. })
    }

    fn offers(&self, c: &Catalog, mine: &[Role]) -> Vec<Offer> {
        text::menus::offers(c, self, &factions(mine))
    }

    fn choice_prompt(&self, c: &Catalog, mine: &[Role], any: bool, waiting: &str) -> String {
        text::menus::choice_prompt(c, self, &factions(mine), any, waiting)
    }

    fn action_kind(command: &Command) -> ActionKind {
        text::menus::kind_of(&command.act)
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
        text::menus::suggest(c, self, revision, &factions(mine), kind, typed, max)
    }

    /// Pass (U-NIGHT: a turn ends when its faction passes), for the faction of `mine` whose
    /// turn it is.
    fn end_turn(&self, mine: &[Role]) -> Option<Command> {
        let mine = factions(mine);
        let by = self
            .turn()
            .map(|t| t.faction)
            .filter(|f| mine.contains(f))
            .or_else(|| mine.first().copied())?;
        Some(Command { by, act: Act::Pass })
    }

    fn read_command(&self, mine: &[Role], typed: &str) -> Result<Command, Message> {
        text::read_command(self, &factions(mine), typed)
    }

    const RULE_PREFIX: &'static str = "U-";

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
            "meeting",
            "winning",
        ]
    }

    fn topic_of_family(family: &str) -> Option<&'static str> {
        Some(match family {
            "SETUP" | "DIFF" | "CITY" | "COMP" | "MAP" | "DIST" | "NAMED" => "setup",
            "NIGHT" | "DICE" | "ACT" | "FAC" | "LCARD" | "FLOW" => "turn",
            "MOVE" => "movement",
            "ATK" => "clashes",
            "BAR" => "barricades",
            "LOOT" => "loot",
            "OCC" => "occupations",
            "OPS" | "MOR" | "PRIO" => "police",
            "DAY" | "REACT" | "VAN" => "sunrise",
            "LIB" => "liberation",
            "MEET" | "AG" | "COND" => "meeting",
            "WIN" | "LOSE" | "CD" | "SEMI" => "winning",
            _ => return None,
        })
    }

    /// Every occupation with what it does (issue 37).
    fn topic_extra(c: &Catalog, topic: &str) -> Option<String> {
        (topic == "occupations").then(|| {
            crate::service::rules::ability_list(
                c,
                OccKind::ALL
                    .into_iter()
                    .map(|k| (text::occupation_name(c, k), text::occupation_ability(c, k))),
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
        matches!(self.phase(), Phase::Night { .. })
    }

    /// The Sunrise begins after the night's last turn (U-DAY).
    fn begins_interlude(events: &[Event]) -> bool {
        events.iter().any(|e| matches!(e, Event::SunriseBegan))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::rulesets::{config_for, presentable};
    use crate::service::text::LobbyDifficulty;
    use engine::{AnyConfig, RulesetKey};

    /// Every ruleset the engine plays is presentable, and Uprising's lobby options make
    /// its configs: 1-4 players (U-FLOW-5), semi-co-operative only with 3 or 4 (U-SEMI-1),
    /// the difficulty by its level (U-DIFF-1).
    #[test]
    fn uprising_lobby_options_make_its_configs() {
        for key in RulesetKey::ALL {
            assert_eq!(presentable(key), key.playable(), "{key}");
        }
        let config = |options: LobbyOptions| match config_for(RulesetKey::Uprising, &options) {
            Ok(AnyConfig::Uprising(c)) => c,
            other => panic!("an Uprising lobby made {other:?}"),
        };
        let semi = config(LobbyOptions {
            players: 4,
            cooperative: Some(false),
            difficulty: Some(LobbyDifficulty::Hard),
            ..LobbyOptions::default()
        });
        assert_eq!(semi.players, 4);
        assert_eq!(semi.mode, engine::uprising::Mode::SemiCoop);
        assert_eq!(
            engine::uprising::data::data().difficulties[semi.difficulty as usize].key,
            "hard"
        );
        let two = config(LobbyOptions {
            players: 2,
            cooperative: Some(false),
            ..LobbyOptions::default()
        });
        assert_eq!(two.mode, engine::uprising::Mode::Coop);
        assert_eq!(
            two.difficulty,
            engine::uprising::Config::default().difficulty
        );
        let local_beginner = config(LobbyOptions {
            players: 3,
            beginner: true,
            ..LobbyOptions::default()
        });
        assert_eq!(local_beginner.mode, engine::uprising::Mode::Coop);
    }
}
