//! The baseline and the hand-written player.

use crate::{Budget, Evaluate, Policy};
use engine::rng::GameRng;
use engine::{Role, Search};

/// Uniform among the legal commands: the baseline the others are measured against.
#[derive(Clone, Copy, Debug, Default)]
pub struct Random;

impl<R: Search> Policy<R> for Random {
    fn choose(
        &self,
        _view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        _budget: &Budget<'_>,
    ) -> Option<R::Command> {
        if legal.is_empty() {
            return None;
        }
        Some(legal[rng.below(legal.len() as u32) as usize].clone())
    }
}

/// One ply of look-ahead: each candidate command is played on one determinization of the
/// view (the same sample for all, so they are compared under the same luck), and the one
/// whose result [`Evaluate::evaluate`] scores best for the seat is chosen. Explainable:
/// the score is a sum of named terms (see the ruleset's evaluation).
#[derive(Clone, Copy, Debug)]
pub struct Heuristic {
    /// Probability of choosing a candidate at random instead (the easy level's noise).
    pub noise: f64,
    /// Determinizations each candidate is scored on.
    pub samples: u32,
}

impl Default for Heuristic {
    fn default() -> Heuristic {
        Heuristic {
            noise: 0.0,
            samples: 4,
        }
    }
}

impl Heuristic {
    pub fn noisy(noise: f64) -> Heuristic {
        Heuristic {
            noise,
            ..Heuristic::default()
        }
    }

    /// The best of `candidates` for their role, by one ply of look-ahead on each of
    /// `games` (the scores summed: several samples smooth the luck of one).
    pub(crate) fn best_on<R: Evaluate>(games: &[R], candidates: &[R::Command]) -> Option<usize> {
        let scores = Heuristic::scores(games, candidates);
        let mut best: Option<(usize, f64)> = None;
        for (i, &score) in scores.iter().enumerate() {
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((i, score));
            }
        }
        best.map(|(i, _)| i)
    }

    /// Each candidate's one-ply score summed over `games` (see [`Heuristic::best_on`]).
    pub(crate) fn scores<R: Evaluate>(games: &[R], candidates: &[R::Command]) -> Vec<f64> {
        let Some(first) = candidates.first() else {
            return Vec::new();
        };
        let role = R::command_role(first);
        let mut out = Vec::with_capacity(candidates.len());
        for c in candidates {
            let mut score = 0.0;
            for game in games {
                let mut g = game.clone();
                // A candidate a sample refuses (it differs from the real game in what the
                // seat cannot see) scores nothing there.
                if g.apply_trusted(c.clone()).is_err() {
                    continue;
                }
                settle(&mut g, role);
                score += g.evaluate(role);
            }
            out.push(score);
        }
        out
    }
}

impl<R: Evaluate> Policy<R> for Heuristic {
    fn choose(
        &self,
        view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        _budget: &Budget<'_>,
    ) -> Option<R::Command> {
        match legal {
            [] => return None,
            [only] => return Some(only.clone()),
            _ => {}
        }
        let games: Vec<R> = (0..self.samples.max(1))
            .map(|_| R::determinize(view, rng.next_u64()))
            .collect();
        let candidates = games[0].candidates(legal);
        if self.noise > 0.0 && f64::from(rng.below(1 << 20)) < self.noise * f64::from(1 << 20) {
            return Some(candidates[rng.below(candidates.len() as u32) as usize].clone());
        }
        let i = Heuristic::best_on(&games, &candidates).unwrap_or(0);
        candidates
            .get(i)
            .cloned()
            .or_else(|| legal.first().cloned())
    }
}

/// Plays the seat's default commands (end the turn, pass, allow) for as long as only `role`
/// must act, so every candidate is scored at the same moment: once the seat is done and
/// the police step that follows has run. Without this, ending a turn would look better or
/// worse than an action only because the game moved on (the next faction's Start bloc, the
/// police cards).
pub(crate) fn settle<R: Search>(game: &mut R, role: Role) {
    for _ in 0..64 {
        if game.ending().is_some() || game.to_act() != [role] {
            return;
        }
        let Some(c) = game.default_command() else {
            return;
        };
        if game.apply_trusted(c).is_err() {
            return;
        }
    }
}
