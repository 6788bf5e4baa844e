//! Applying commands: who may act now, the transactional `apply`, and the flow of a night
//! (turn start, police step, end of turn, Sunrise).

use crate::bxb2016::action::{Action, Command};
use crate::bxb2016::error::{moment, ActionError, Moment};
use crate::bxb2016::event::Event;
use crate::bxb2016::state::{Game, Pending, Phase, SunriseStep, TurnState};
use crate::shared::dice::{self, Dice};
use crate::shared::ids::{Faction, Occupation};
use crate::shared::Checks;

impl Game {
    /// Applies one command. On success the game has moved on and the events say what
    /// happened; on error the game is exactly as it was (R-ACT-6).
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, ActionError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.dispatch(command, Checks::Make, &mut events)?;
        next.advance(&mut events);
        next.state_counter += 1;
        #[cfg(debug_assertions)]
        if let Err(e) = next.check_invariants() {
            panic!("invariant broken after {events:?}: {e:?}");
        }
        *self = next;
        Ok(events)
    }

    /// The public board as `command`'s Sunrise begins, before any of it resolves (police
    /// cards of the last turn drawn, nobody defeated yet): what front ends warn about
    /// (issue 12). `None` when the command does not begin a Sunrise or is refused. The
    /// game itself does not change; the same draws happen as when it is applied.
    pub fn at_sunrise_start(&self, command: Command) -> Option<crate::bxb2016::view::GameView> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.dispatch(command, Checks::Make, &mut events).ok()?;
        events
            .contains(&Event::SunriseStarted)
            .then(|| next.view(None))
    }

    /// Applies a command known to be legal (taken from [`Game::legal_actions`]) without
    /// the copy [`Game::apply`] makes: the playout path of computer players' search, which
    /// owns its (determinized) game. Same result and events as `apply` for a legal
    /// command; after a refusal the game may be half-changed, so callers drop it then.
    pub fn apply_in_place(
        &mut self,
        command: Command,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.apply_in_place_with(command, Checks::Make, events)
    }

    /// [`Game::apply_in_place`]; with [`Checks::Listed`], for a command this very position
    /// listed ([`Game::legal_actions`] or a random draw from it), the turn action's checks,
    /// which the listing made, are not made again (issue 11: about a twentieth of a random
    /// playout; debug builds make them and panic if one fails).
    pub(crate) fn apply_in_place_with(
        &mut self,
        command: Command,
        checks: Checks,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        self.dispatch(command, checks, events)?;
        self.advance(events);
        self.state_counter += 1;
        Ok(())
    }

    /// The factions that may act now: the addressee of a pending decision, the faction
    /// whose turn it is, or every faction still to choose its Start district.
    pub fn to_act(&self) -> Vec<Faction> {
        to_act(self.pending(), &self.phase, &self.cycle, |f| {
            self.factions[f.index()].start_chosen
        })
    }

    /// The factions still to choose their Start district, in turn order: [`Game::to_act`]
    /// while starts are chosen, without its list (issue 11: two lists per start command).
    pub(super) fn still_to_choose(&self) -> impl Iterator<Item = Faction> + Clone + '_ {
        still_to_choose(&self.cycle, |f| self.factions[f.index()].start_chosen)
    }

    fn dispatch(
        &mut self,
        Command { by, action }: Command,
        checks: Checks,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if !self.in_play(by) {
            return Err(ActionError::NotInGame(by));
        }
        // Whether `by` may act, without listing who may (a list per command: issue 11).
        let may_act = match (self.pending.last(), &self.phase) {
            (Some(p), _) => p.faction() == by,
            (None, Phase::Turn(t)) => t.faction == by,
            (None, Phase::ChooseStarts) => self.still_to_choose().any(|f| f == by),
            _ => self.to_act().contains(&by),
        };
        if !may_act {
            let actors = self.to_act();
            // A Sunrise card the faction could not play anyway is refused for the card's
            // own rule (R-LCARD-4: Medic Kit with no occupation), not for the turn order:
            // no window was offered to it for that reason (AMB-60).
            if let (Phase::Sunrise(_), Action::PlayCard(play)) = (&self.phase, &action) {
                let timing = self.rules().loot[self.card_kind(play) as usize].timing;
                if let Err(e @ ActionError::Card(_)) = self.check_card(by, timing, play) {
                    return Err(e);
                }
            }
            return Err(ActionError::NotYourTurn { expected: actors });
        }
        if let Some(p) = self.pending.last().cloned() {
            return self.decide(by, p, action, events);
        }
        match &self.phase {
            Phase::ChooseStarts => match action {
                Action::ChooseStart { district } => self.choose_start(by, district, events),
                _ => Err(moment(Moment::ChooseStartFirst)),
            },
            Phase::Turn(_) => self.turn_action(by, action, checks, events),
            _ => Err(moment(Moment::NothingNow)),
        }
    }

    /// Runs everything that needs no input, until the game waits for a faction.
    pub(crate) fn advance(&mut self, events: &mut Vec<Event>) {
        // Bounded: every branch either waits, ends, or moves a step forward.
        for _ in 0..10_000 {
            if !self.pending.is_empty() || self.is_over() {
                return;
            }
            // The step is copied out, not the phase (a turn's phase holds its dice).
            let step = match &self.phase {
                Phase::Turn(_) | Phase::Ended(_) => return,
                Phase::ChooseStarts => None,
                Phase::Sunrise(step) => Some(*step),
            };
            match step {
                None => {
                    if self
                        .cycle
                        .iter()
                        .all(|f| self.factions[f.index()].start_chosen)
                    {
                        events.push(Event::NightStarted {
                            night: self.night.number,
                            nights_left: self.nights_left,
                            first: self.first_faction,
                        });
                        self.start_turn(self.first_faction, events);
                    } else {
                        return;
                    }
                }
                Some(step) => self.sunrise_step(step, events),
            }
        }
    }

    /// Sunset steps 1a-1b for `f` (R-TURN-2, R-TURN-3).
    pub(crate) fn start_turn(&mut self, f: Faction, events: &mut Vec<Event>) {
        events.push(Event::TurnStarted { faction: f });
        for l in self.lockdowns.iter_mut() {
            if l.holder == f {
                l.armed = true;
            }
        }
        if let Some(c) = self.occupation_cell(f, Occupation::Start) {
            self.form_blocs(f, c, self.rules().abilities.start.blocs, events);
        }
        // R-TURN-3: dice by blocs in the city, counted after the Start ability.
        let n = dice::dice_for_blocs(self.rules().dice.iter().copied(), self.blocs_in_city(f));
        let dice = dice::roll(&mut self.rng, n);
        events.push(Event::DiceRolled {
            faction: f,
            // A copy of the bytes (`clone` pushes them one by one).
            dice: Dice::from_slice(&dice),
        });
        self.phase = Phase::Turn(TurnState {
            faction: f,
            dice,
            attack_sequence: None,
            smoke_bombs: false,
        });
    }

    /// Sunset step 3 and the end of the turn (R-TURN-5..7).
    pub(crate) fn finish_turn(&mut self, f: Faction, events: &mut Vec<Event>) {
        // R-TURN-6 / R-MORALE-3: the count is read once, when the step begins.
        let count = self.rules().morale_draw(self.morale);
        for _ in 0..count {
            self.police_card(f, events);
            if self.is_over() {
                return;
            }
        }
        // R-TURN-7: a lockdown held by this faction since before this turn is discarded.
        let mut i = 0;
        while i < self.lockdowns.len() {
            let l = self.lockdowns[i];
            if l.holder == f && l.armed {
                self.lockdowns.remove(i);
                self.decks.police_discard.push(l.card);
                events.push(Event::MetroLockdownLifted { holder: f });
            } else {
                i += 1;
            }
        }
        self.factions[f.index()].uses = Default::default();
        self.night.turns_done += 1;
        let next = self
            .night
            .order_iter(&self.cycle)
            .nth(self.night.turns_done as usize);
        if let Some(next) = next {
            self.start_turn(next, events);
        } else {
            events.push(Event::SunriseStarted);
            for fs in self.factions.iter_mut() {
                fs.lost_this_sunrise = 0;
            }
            self.phase = Phase::Sunrise(SunriseStep::WindowBefore { next: 0 });
        }
    }

    /// Answers to the decision on top of the stack.
    fn decide(
        &mut self,
        by: Faction,
        pending: Pending,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        match (pending, action) {
            (Pending::Veto { actor, action, .. }, Action::Stop) => {
                self.pending.pop();
                let district = crate::bxb2016::turn::action_district(&action)
                    .unwrap_or(crate::shared::ids::Cell(0));
                events.push(Event::ActionStopped {
                    by,
                    faction: actor,
                    district,
                });
                Ok(())
            }
            (Pending::Veto { actor, action, .. }, Action::Allow) => {
                self.pending.pop();
                self.perform_advanced(actor, action, events)
            }
            (Pending::Offer { .. }, a @ (Action::Accept | Action::Refuse)) => {
                self.answer_offer(a == Action::Accept, events)
            }
            (Pending::Window { timing, .. }, Action::PlayCard(play)) => {
                self.play_card_in_window(by, timing, play, events)
            }
            (Pending::Window { .. }, Action::Pass) => {
                self.pending.pop();
                Ok(())
            }
            (
                Pending::FreeMoves { remaining, .. },
                Action::Move {
                    from,
                    to,
                    blocs,
                    pay: crate::bxb2016::action::Pay::Free,
                },
            ) => {
                self.check_move(by, from, to, blocs, false)?;
                self.do_move(by, from, to, blocs, events);
                self.pending.pop();
                if remaining > 1 {
                    self.pending.push(Pending::FreeMoves {
                        faction: by,
                        remaining: remaining - 1,
                    });
                }
                Ok(())
            }
            (Pending::FreeMoves { .. }, Action::Pass) => {
                self.pending.pop();
                Ok(())
            }
            (p, a) => self.decide_other(by, p, a, events),
        }
    }
}

/// Who may act, from public state alone (a game and a view share it): the addressee of a
/// pending decision, the faction whose turn it is, or every faction still to choose its
/// Start district.
pub(super) fn to_act(
    pending: Option<&Pending>,
    phase: &Phase,
    cycle: &[Faction],
    start_chosen: impl Fn(Faction) -> bool,
) -> Vec<Faction> {
    if let Some(p) = pending {
        return vec![p.faction()];
    }
    match phase {
        Phase::ChooseStarts => still_to_choose(cycle, &start_chosen).collect(),
        Phase::Turn(t) => vec![t.faction],
        _ => Vec::new(),
    }
}

/// The factions of `cycle` still to choose their Start district (R-SETUP-10).
fn still_to_choose<'a>(
    cycle: &'a [Faction],
    start_chosen: impl Fn(Faction) -> bool + Clone + 'a,
) -> impl Iterator<Item = Faction> + Clone + 'a {
    cycle.iter().copied().filter(move |&f| !start_chosen(f))
}
