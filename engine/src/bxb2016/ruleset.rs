//! The 2016 edition as a [`Ruleset`]: the seam's names for what [`Game`] already does.

use crate::bxb2016::action::Command;
use crate::bxb2016::draw::DrawScratch;
use crate::bxb2016::error::{ActionError, SetupError};
use crate::bxb2016::event::Event;
use crate::bxb2016::notation::{self, ScenarioError};
use crate::bxb2016::state::{EndReason, Game, GameConfig};
use crate::bxb2016::sunrise::describe_pending;
use crate::bxb2016::view::GameView;
use crate::seam::{
    faction_ruleset_methods, Arg, Message, PlayoutScratch, Role, Ruleset, ScenarioReport, Search,
    Seat,
};
use crate::shared::ids::Faction;
use crate::shared::rng::GameRng;
use crate::shared::Checks;

impl Ruleset for Game {
    const KEY: &'static str = "bxb2016";
    /// Version 1: the state as serialized since the ruleset seam.
    const FORMAT_VERSION: u32 = 1;

    type Config = GameConfig;
    type Command = Command;
    type Event = Event;
    type View = GameView;
    type Error = ActionError;
    type SetupError = SetupError;
    type NotationError = ScenarioError;

    faction_ruleset_methods!();

    fn roles(&self) -> Vec<Role> {
        self.cycle().iter().map(|f| f.role()).collect()
    }
    fn seat_of(&self, role: Role) -> Option<Seat> {
        let f = Faction::from_role(role)?;
        self.in_play(f).then(|| Seat(self.faction(f).player))
    }
    fn pending_summary(&self) -> Option<Message> {
        self.pending().map(describe_pending)
    }
    fn redact(event: &Event, viewer: Option<Role>) -> Option<Event> {
        event.redacted_for(viewer.and_then(Faction::from_role))
    }
    fn reveals_information(event: &Event) -> bool {
        event.reveals_information()
    }
    fn ends_turn(event: &Event) -> bool {
        event.ends_turn()
    }
    fn parse_command(&self, text: &str) -> Result<Command, ScenarioError> {
        Ok(notation::parse_command(self, text)?)
    }
    fn print_command(&self, command: &Command) -> String {
        notation::print_command(self, command)
    }
    fn print_position(&self) -> String {
        notation::print_position(&self.to_position())
    }
    fn parse_position(text: &str) -> Result<Game, ScenarioError> {
        let position = notation::parse_position(text)?;
        Game::from_position(&position).map_err(ScenarioError::Position)
    }
    fn scenario_start(config: &GameConfig, seed: u64) -> Result<String, SetupError> {
        // Refuse what `Game::new` refuses: the file must replay.
        Game::new(config.clone(), seed)?;
        Ok(notation::print_setup(config, seed))
    }
    fn run_scenario(text: &str) -> Result<ScenarioReport<Game>, ScenarioError> {
        let run = notation::run_scenario(text)?;
        Ok(ScenarioReport {
            game: run.game,
            log: run.log,
            refused: run.error,
        })
    }
}

impl Search for Game {
    fn viewer(view: &GameView) -> Option<Role> {
        view.viewer().map(Faction::role)
    }
    fn determinize(view: &GameView, seed: u64) -> Game {
        view.determinize(seed)
    }
    type Scratch = Scratch;
    fn random_legal_command_in(&self, rng: &mut GameRng, scratch: &mut Scratch) -> Option<Command> {
        self.random_legal_action_in(rng, &mut scratch.draw)
    }
    fn apply_trusted_in(
        &mut self,
        command: Command,
        scratch: &mut Scratch,
    ) -> Result<(), ActionError> {
        // Events are built anyway (the rules push them as they go), into a list kept
        // between commands; far less than the copy of the whole game `apply` makes.
        scratch.events.clear();
        self.apply_in_place(command, &mut scratch.events)
    }
    fn apply_listed_in(
        &mut self,
        command: Command,
        scratch: &mut Scratch,
    ) -> Result<(), ActionError> {
        scratch.events.clear();
        self.apply_in_place_with(command, Checks::Listed, &mut scratch.events)
    }
}

/// The 2016 edition's [`Search::Scratch`]: the draw's block list and the events of one
/// command.
pub type Scratch = PlayoutScratch<DrawScratch, Event>;

/// Why a game ended, for people (R-WIN-1).
pub(crate) fn ending_message(reason: &EndReason) -> Message {
    let role = |f: Faction| Arg::Role(f.role());
    match *reason {
        EndReason::Implosion { faction } => {
            Message::new("bxb2016-end-implosion").with("faction", role(faction))
        }
        EndReason::WonAlone { faction } => {
            Message::new("bxb2016-end-won-alone").with("faction", role(faction))
        }
        EndReason::InsurrectionSucceeded => Message::new("bxb2016-end-success"),
        EndReason::TimeRanOut => Message::new("bxb2016-end-time"),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::sim::RandomPlayer;

    /// The seam's answers are the game's: roles, seats, who acts, redaction (R-LOOT-5),
    /// and a position printed through the seam reads back as the same game.
    #[test]
    fn the_seam_speaks_for_the_2016_game() {
        let mut g = <Game as Ruleset>::new_game(GameConfig::beginner(3), 7).unwrap();
        assert_eq!(<Game as Ruleset>::roles(&g).len(), 3);
        for r in <Game as Ruleset>::roles(&g) {
            assert!(<Game as Ruleset>::seat_of(&g, r).is_some_and(|s| s.0 < 3));
        }
        assert_eq!(<Game as Ruleset>::seat_of(&g, Role(9)), None);
        let mut player = RandomPlayer::new(7);
        for _ in 0..40 {
            let to_act = <Game as Ruleset>::to_act(&g);
            let Some(cmd) = player.choose(&g) else { break };
            assert!(to_act.contains(&<Game as Ruleset>::command_role(&cmd)));
            let events = <Game as Ruleset>::apply(&mut g, cmd).unwrap();
            for e in &events {
                if e.is_private() {
                    assert_ne!(<Game as Ruleset>::redact(e, None).as_ref(), Some(e));
                    assert!(<Game as Ruleset>::reveals_information(e));
                }
            }
        }
        let text = <Game as Ruleset>::print_position(&g);
        let back = <Game as Ruleset>::parse_position(&text).unwrap();
        assert_eq!(<Game as Ruleset>::print_position(&back), text);
        let ending = <Game as Ruleset>::ending(&g);
        assert_eq!(ending.is_some(), g.is_over());
        if let (Some(e), Some(o)) = (ending, g.outcome()) {
            let winners: Vec<Role> = o.winners.iter().map(|f| f.role()).collect();
            assert_eq!(e.winners, winners);
        }
    }
}
