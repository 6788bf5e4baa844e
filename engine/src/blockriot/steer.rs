//! The game option «The previous player controls the police» (BR-10.2). With it, the
//! police a blue card sends out (a patrol leaving a station, a raid's pieces on the board)
//! wait for the previous player in turn order, who names the rioter of the current player
//! each piece goes after; the police then take the shortest path to it («Always take the
//! path best suited to the police») and arrest it if they reach it. The default command is
//! the automation's own choice (BR-15.6). Red cards' riot police (advance, kettle) are
//! steered the same way (a kettle only after the largest unit); tear gas and the stations'
//! thresholds stay automated.

use super::action::{Error, Event};
use super::board::Sq;
use super::rules::{From, Quarry};
use super::state::*;

impl Game {
    /// The seat before `seat` in turn order that is still in the game.
    fn previous_player(&self, seat: u8) -> Option<u8> {
        let n = self.config.players;
        (1..n)
            .map(|k| (seat + n - k) % n)
            .find(|&q| !self.public.players[usize::from(q)].dominated)
    }

    /// Whether the police of a blue card wait for a player (the option is on and there is
    /// a previous player).
    pub(crate) fn steered(&self) -> bool {
        self.config.steered_police && self.previous_player(self.public.turn).is_some()
    }

    /// Queues a card's police moves (patrol: `n` out of the block's station; raid: every
    /// police piece on the board; a red card: every riot and police piece on the board),
    /// after the rioters on `only` if any.
    pub(crate) fn queue_police(
        &mut self,
        pieces: Vec<Option<Sq>>,
        block: u8,
        reach: u8,
        only: Vec<Sq>,
    ) {
        let target = self.public.turn;
        let Some(by) = self.previous_player(target) else {
            return;
        };
        let st = self.public.steering.get_or_insert(Steering {
            by,
            jobs: Vec::new(),
            effect: Vec::new(),
            resume: Phase::Choose,
            finish: false,
        });
        let group = st.effect.len() as u8;
        st.effect.push((block, false));
        for piece in pieces {
            st.jobs.push(Job {
                piece,
                block,
                reach,
                target,
                only: only.clone(),
                group,
            });
        }
    }

    fn job_source(&self, job: &Job) -> Option<From> {
        match job.piece {
            Some(s) => self
                .standing(s)
                .filter(|&i| matches!(self.pieces[i].owner, Owner::Police(_) | Owner::Riot))
                .map(From::Piece),
            None => {
                let st = self.public.stations[usize::from(job.block)];
                (st.standing && st.police > 0).then_some(From::Station(job.block))
            }
        }
    }

    /// The standing rioters of the first job's target.
    pub(crate) fn steer_candidates(&self) -> Vec<Sq> {
        let Some(job) = self.public.steering.as_ref().and_then(|st| st.jobs.first()) else {
            return Vec::new();
        };
        let mut out: Vec<Sq> = self
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Player(job.target) && p.stunned.is_none())
            .filter_map(|p| match p.place {
                Place::Board(s) if job.only.is_empty() || job.only.contains(&s) => Some(s),
                _ => None,
            })
            .collect();
        out.sort_unstable();
        out
    }

    pub(crate) fn check_steer(&self, at: Sq) -> Result<(), Error> {
        if self.steer_candidates().contains(&at) {
            Ok(())
        } else {
            Err(Error::NotQuarry { at })
        }
    }

    /// What the automation would pick for the first job (BR-15.6), else the first rioter.
    pub(crate) fn auto_quarry(&self) -> Option<Sq> {
        let st = self.public.steering.as_ref()?;
        let job = st.jobs.first()?;
        let quarry = if job.only.is_empty() {
            Quarry::Seat(Some(job.target))
        } else {
            Quarry::At(job.only.clone())
        };
        self.job_source(job)
            .and_then(|from| self.plan(from, &quarry))
            .map(|p| p.victim)
            .or_else(|| self.steer_candidates().first().copied())
    }

    /// Drops the jobs that cannot be done (no police to send, no rioter to chase); when
    /// none is left, the police are done: a card that did nothing adds a police (BR-10.2)
    /// and play goes back where it was. Call after a command queued jobs or steered one.
    pub(crate) fn run_steering(&mut self, ev: &mut Vec<Event>) {
        loop {
            let Some(st) = self.public.steering.as_ref() else {
                return;
            };
            let Some(job) = st.jobs.first().cloned() else {
                break;
            };
            if self.job_source(&job).is_some() && !self.steer_candidates().is_empty() {
                if self.public.phase != Phase::Steer {
                    let phase = self.public.phase;
                    if let Some(st) = self.public.steering.as_mut() {
                        st.resume = phase;
                    }
                    self.public.phase = Phase::Steer;
                }
                return;
            }
            if let Some(st) = self.public.steering.as_mut() {
                st.jobs.remove(0);
            }
        }
        let Some(st) = self.public.steering.take() else {
            return;
        };
        for (block, any) in st.effect {
            if !any {
                self.add_police(block, 1, ev);
            }
        }
        if self.public.phase == Phase::Steer {
            self.public.phase = st.resume;
        }
        if st.finish && self.public.outcome.is_none() {
            self.finish_turn(ev);
        }
    }

    /// The steering player's choice for the first job: the police piece goes after the
    /// rioter at `at` by the shortest path.
    pub(crate) fn steer(&mut self, at: Sq, ev: &mut Vec<Event>) {
        let Some(st) = self.public.steering.as_mut() else {
            return;
        };
        let by = st.by;
        if st.jobs.is_empty() {
            return;
        }
        let job = st.jobs.remove(0);
        ev.push(Event::Steered { by, at });
        if let Some(from) = self.job_source(&job) {
            if let Some(plan) = self.plan(from, &Quarry::At(vec![at])) {
                self.follow(from, job.reach, plan, ev);
                if let Some(e) = self
                    .public
                    .steering
                    .as_mut()
                    .and_then(|st| st.effect.get_mut(usize::from(job.group)))
                {
                    e.1 = true;
                }
            }
        }
        self.run_steering(ev);
    }
}
