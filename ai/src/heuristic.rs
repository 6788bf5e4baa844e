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

/// One ply of look-ahead, extended along the seat's own turn: each candidate command is
/// played on a few determinizations of the view (the same samples for all, so they are
/// compared under the same luck), then, when the ruleset names steps that pay off only
/// together with it ([`Evaluate::follow_ups`]: the hits after a move next to a van), the
/// best of those is played greedily for up to `plan` more steps. A candidate is worth the
/// best position [`Evaluate::evaluate`] sees along that chain, each read once the seat's
/// turn would end there. Explainable: the score is a sum of named terms (see the
/// ruleset's evaluation).
#[derive(Clone, Copy, Debug)]
pub struct Heuristic {
    /// Probability of choosing a candidate at random instead (the easy level's noise).
    pub noise: f64,
    /// Determinizations each candidate is scored on.
    pub samples: u32,
    /// Follow-up steps planned after each candidate within the seat's turn (0: one ply).
    pub plan: u8,
    /// Deal the samples from the ruleset's [`Evaluate::turn_key`] when it names one (the
    /// same samples for every decision of a turn), else from the generator.
    pub shared_samples: bool,
}

impl Default for Heuristic {
    fn default() -> Heuristic {
        Heuristic::NORMAL
    }
}

impl Heuristic {
    /// The normal level: no noise, 4 samples, 3 follow-up steps (the other levels and
    /// the measuring seatings are this with one number changed). 12 samples were tried
    /// (issue 38, docs/balance.md): fewer faults, no more wins on fresh seeds, three
    /// times the decision time.
    pub const NORMAL: Heuristic = Heuristic {
        noise: 0.0,
        samples: 4,
        plan: 3,
        shared_samples: false,
    };

    pub fn noisy(noise: f64) -> Heuristic {
        Heuristic {
            noise,
            ..Heuristic::default()
        }
    }

    /// The best of `candidates` for their role, by one ply of look-ahead on each of
    /// `games` (the scores summed: several samples smooth the luck of one).
    pub(crate) fn best_on<R: Evaluate>(games: &[R], candidates: &[R::Command]) -> Option<usize> {
        Heuristic::best_planned(games, candidates, 0)
    }

    /// [`Heuristic::best_on`] with each candidate followed by up to `plan` planned steps.
    fn best_planned<R: Evaluate>(
        games: &[R],
        candidates: &[R::Command],
        plan: u8,
    ) -> Option<usize> {
        let scores = Heuristic::planned_scores(games, candidates, plan);
        let mut best: Option<(usize, f64)> = None;
        for (i, &score) in scores.iter().enumerate() {
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((i, score));
            }
        }
        best.map(|(i, _)| i)
    }

    /// Each candidate's score summed over `games`, followed by up to `plan` planned steps.
    pub(crate) fn planned_scores<R: Evaluate>(
        games: &[R],
        candidates: &[R::Command],
        plan: u8,
    ) -> Vec<f64> {
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
                score += planned(g, c.clone(), role, plan);
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
        let key = if self.shared_samples {
            R::turn_key(view)
        } else {
            None
        };
        let games: Vec<R> = match key {
            Some(key) => {
                let mut deal = GameRng::from_seed(key);
                (0..self.samples.max(1))
                    .map(|_| R::determinize(view, deal.next_u64()))
                    .collect()
            }
            None => (0..self.samples.max(1))
                .map(|_| R::determinize(view, rng.next_u64()))
                .collect(),
        };
        let candidates = games[0].candidates(legal);
        if self.noise > 0.0 && f64::from(rng.below(1 << 20)) < self.noise * f64::from(1 << 20) {
            return Some(candidates[rng.below(candidates.len() as u32) as usize].clone());
        }
        let i = Heuristic::best_planned(&games, &candidates, self.plan).unwrap_or(0);
        candidates
            .get(i)
            .cloned()
            .or_else(|| legal.first().cloned())
    }
}

/// The best of: `game` (just after `last`) with the seat's turn ended, and the positions
/// reached by playing greedily, for up to `steps` more, the follow-up of `last` that looks
/// best once the turn ends.
fn planned<R: Evaluate>(game: R, last: R::Command, role: Role, steps: u8) -> f64 {
    let settled = |g: &R| {
        let mut g = g.clone();
        settle(&mut g, role);
        g.evaluate(role)
    };
    let mut best = settled(&game);
    let (mut game, mut last) = (game, last);
    for _ in 0..steps {
        if game.ending().is_some() || game.to_act() != [role] {
            break;
        }
        let mut next: Option<(R, R::Command, f64)> = None;
        for f in game.follow_ups(&last) {
            let mut g = game.clone();
            if g.apply_trusted(f.clone()).is_err() {
                continue;
            }
            let score = settled(&g);
            if next.as_ref().is_none_or(|(_, _, s)| score > *s) {
                next = Some((g, f, score));
            }
        }
        let Some((g, f, score)) = next else { break };
        best = best.max(score);
        (game, last) = (g, f);
    }
    best
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
