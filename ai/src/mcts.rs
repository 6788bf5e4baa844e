//! Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
//! Whitehouse 2012), for any ruleset with an evaluation.
//!
//! Each iteration samples a full game consistent with the seat's view
//! ([`engine::Search::determinize`]: other hands, agendas, deck orders, face-down cards and
//! future dice drawn afresh), then walks the one tree shared by all samples: a node's
//! children are commands; selection considers only the children legal in this sample and
//! scores them by UCB1 with availability counts (how often each was legal); the first
//! untried legal command is expanded. A rollout then plays on with a sampled heuristic
//! (the best of a few random candidates, one ply ahead) for a bounded number of commands,
//! and the leaf is scored for every role by [`Evaluate::evaluate`]. Each node keeps the
//! reward of the role that chose its command, so cooperative roles pursue the shared goal
//! and, in the semi-cooperative game, each role its own agenda too.
//!
//! The search only overrules a ranking by the normal level's planner: its root searches
//! the planner's best few commands, ranked on three times the normal level's samples
//! ([`Mcts::ranking_samples`]; that alone wins 2016 games twice as often, docs/balance.md),
//! and it plays another than the ranking's first choice only when that one's mean reward
//! is higher by more than the rollouts' noise (a one-sided Welch test on the two
//! candidates' rewards). Rollouts play a weaker player than the normal level, so a small
//! lead among a few noisy rollouts says less than the planner's planned turn.
//!
//! Deterministic for a given view, generator and iteration budget. Playouts run on the
//! sample in place ([`engine::Search::apply_trusted`]): the sample is the search's own.

use crate::heuristic::Heuristic;
use crate::{Budget, Evaluate, Policy};
use engine::rng::GameRng;
use engine::Role;

/// Search parameters; the defaults are the strong level's.
#[derive(Clone, Copy, Debug)]
pub struct Mcts {
    /// UCB1 exploration constant (rewards are in `[0, 1]`).
    pub exploration: f64,
    /// Commands a rollout plays past the tree before the leaf is scored.
    pub rollout_depth: u32,
    /// Candidates the rollout heuristic compares at each step.
    pub rollout_candidates: u32,
    /// The root's commands searched: the normal level's best this many (its planned turn,
    /// on its samples);
    /// the rest of a large list (dozens of moves) would each get a visit or two.
    pub root_width: usize,
    /// How many standard errors a candidate's mean reward must exceed the normal level's
    /// choice by to be played instead (1.645: one-sided 95 %).
    pub overrule_z: f64,
    /// Visits both candidates need before the search may overrule the normal level.
    pub overrule_visits: u32,
    /// Determinizations the root's ranking plans each candidate on (the normal level uses
    /// [`Heuristic::default`]'s, 12 since issue 38). More samples average out more of the hidden cards and
    /// the police's luck; docs/balance.md measures what they are worth.
    pub ranking_samples: u32,
}

impl Mcts {
    /// The strong level's parameters (a constant, so static seatings can hold it).
    pub const STRONG: Mcts = Mcts {
        exploration: 0.5,
        rollout_depth: 24,
        rollout_candidates: 3,
        root_width: 6,
        overrule_z: 1.645,
        overrule_visits: 4,
        ranking_samples: 12,
    };
}

impl Default for Mcts {
    fn default() -> Mcts {
        Mcts::STRONG
    }
}

#[derive(Debug)]
struct Node<C> {
    command: Option<C>,
    /// The role that chose `command` (whose reward this node keeps).
    role: Role,
    visits: u32,
    /// How many times this node was legal when its parent was selected from.
    available: u32,
    reward: f64,
    /// The sum of squared rewards (the rewards' variance, for overruling).
    reward_sq: f64,
    children: Vec<usize>,
}

/// The search's statistics for one decision (benchmarks, tests).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    pub iterations: u32,
    pub nodes: usize,
    /// Root visits per searched candidate, the heuristic's best first.
    pub visits: Vec<u32>,
    /// Whether the search played another command than the normal level's first choice.
    pub overruled: bool,
}

/// One root candidate's rewards: visits, sum, sum of squares.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rewards {
    pub visits: u32,
    pub sum: f64,
    pub sum_sq: f64,
}

impl Rewards {
    fn mean(&self) -> f64 {
        self.sum / f64::from(self.visits.max(1))
    }

    /// The squared standard error of the mean (sample variance over visits).
    fn error_sq(&self) -> f64 {
        if self.visits < 2 {
            return f64::INFINITY;
        }
        let n = f64::from(self.visits);
        let variance = ((self.sum_sq - self.sum * self.sum / n) / (n - 1.0)).max(0.0);
        variance / n
    }
}

impl Mcts {
    /// Runs the search and returns the chosen index into `legal` with its statistics. The
    /// root searches the heuristic's best [`Mcts::root_width`] commands; with fewer
    /// iterations than that, it is the heuristic's choice.
    pub fn search<R: Evaluate>(
        &self,
        view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        budget: &Budget<'_>,
    ) -> Option<(usize, SearchStats)> {
        let me = R::command_role(legal.first()?);
        if legal.len() == 1 {
            return Some((0, SearchStats::default()));
        }
        let mut nodes: Vec<Node<R::Command>> = vec![Node {
            command: None,
            role: me,
            visits: 0,
            available: 0,
            reward: 0.0,
            reward_sq: 0.0,
            children: Vec::new(),
        }];
        // The root's candidates, best first by the normal level's ranking (its own turn
        // planned) on `ranking_samples` samples, so the search starts from what the normal
        // level would play with more samples and only spends its iterations deciding
        // among its best few.
        let ranking = Heuristic::default();
        // The samples' seeds are drawn in order (the generator moves on as if all were
        // dealt); each sample is dealt when it is scored, sample by sample (the same sums
        // as all at once), so that under a time limit the samples past the normal level's
        // own stop once half the time is gone, undealt: the ranking then leaves the
        // search its share of the second.
        let first = R::determinize(view, rng.next_u64());
        let later: Vec<u64> = (1..self.ranking_samples.max(1))
            .map(|_| rng.next_u64())
            .collect();
        let candidates = first.candidates(legal);
        let mut scores = vec![0.0; candidates.len()];
        let mut score = |sample: &R| {
            let one =
                Heuristic::planned_scores(std::slice::from_ref(sample), &candidates, ranking.plan);
            for (total, add) in scores.iter_mut().zip(one) {
                *total += add;
            }
        };
        score(&first);
        for (k, &seed) in (1..).zip(&later) {
            if k >= ranking.samples as usize && budget.past(0.5) {
                break;
            }
            score(&R::determinize(view, seed));
        }
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        order.sort_by(|&a, &b| {
            scores[b]
                .partial_cmp(&scores[a])
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let root: Vec<R::Command> = order
            .iter()
            .take(self.root_width.max(1))
            .map(|&i| candidates[i].clone())
            .collect();
        let mut iterations = 0;
        let mut path: Vec<usize> = Vec::with_capacity(64);
        // Working memory of the in-place applications, lent for the whole search.
        let mut scratch = R::Scratch::default();
        while iterations < budget.iterations.max(1) && !(iterations > 0 && budget.out_of_time()) {
            iterations += 1;
            let mut game = R::determinize(view, rng.next_u64());
            path.clear();
            path.push(0);
            let mut node = 0;
            let mut depth_left = self.rollout_depth;
            // Selection and expansion.
            loop {
                if game.ending().is_some() {
                    break;
                }
                let here = if node == 0 {
                    root.clone()
                } else {
                    let all = game.legal_commands();
                    game.candidates(&all)
                };
                if here.is_empty() {
                    break;
                }
                // Children legal in this sample, and the first untried command.
                let mut untried = None;
                let mut legal_children = Vec::with_capacity(here.len());
                for c in &here {
                    match nodes[node]
                        .children
                        .iter()
                        .find(|&&k| nodes[k].command.as_ref() == Some(c))
                    {
                        Some(&k) => legal_children.push(k),
                        None => {
                            if untried.is_none() {
                                untried = Some(c.clone());
                            }
                        }
                    }
                }
                for &k in &legal_children {
                    nodes[k].available += 1;
                }
                if let Some(c) = untried {
                    let k = nodes.len();
                    nodes.push(Node {
                        role: R::command_role(&c),
                        command: Some(c.clone()),
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                        reward_sq: 0.0,
                        children: Vec::new(),
                    });
                    nodes[node].children.push(k);
                    path.push(k);
                    // Expanded: the rollout starts from here (a refusal ends it at once).
                    if game.apply_trusted_in(c, &mut scratch).is_err() {
                        depth_left = 0;
                    }
                    break;
                }
                let pick = legal_children.iter().copied().max_by(|&a, &b| {
                    self.ucb(&nodes[a])
                        .partial_cmp(&self.ucb(&nodes[b]))
                        .unwrap_or(std::cmp::Ordering::Equal)
                });
                let Some(k) = pick else { break };
                path.push(k);
                node = k;
                let Some(c) = nodes[k].command.clone() else {
                    break;
                };
                if game.apply_trusted_in(c, &mut scratch).is_err() {
                    depth_left = 0;
                    break;
                }
                depth_left = depth_left.saturating_sub(1);
            }
            // Rollout with the sampled heuristic.
            for _ in 0..depth_left {
                if game.ending().is_some() {
                    break;
                }
                let all = game.legal_commands();
                if all.is_empty() {
                    break;
                }
                let cands = game.candidates(&all);
                let sample: Vec<R::Command> = (0..self.rollout_candidates.max(1))
                    .map(|_| cands[rng.below(cands.len() as u32) as usize].clone())
                    .collect();
                let i = Heuristic::best_on(std::slice::from_ref(&game), &sample).unwrap_or(0);
                // Listed by this very position: its checks are not made again.
                if game
                    .apply_listed_in(sample[i].clone(), &mut scratch)
                    .is_err()
                {
                    break;
                }
            }
            // Backpropagation: each node gets the reward of the role that chose it.
            let mut cache: Vec<(Role, f64)> = Vec::with_capacity(4);
            for &k in &path {
                let role = nodes[k].role;
                let value = match cache.iter().find(|(r, _)| *r == role) {
                    Some(&(_, v)) => v,
                    None => {
                        let v = game.evaluate(role);
                        cache.push((role, v));
                        v
                    }
                };
                nodes[k].visits += 1;
                nodes[k].reward += value;
                nodes[k].reward_sq += value * value;
            }
        }
        // Statistics and the choice over the root's candidates, best-first order.
        let rewards: Vec<Rewards> = root
            .iter()
            .map(|c| {
                nodes[0]
                    .children
                    .iter()
                    .find(|&&k| nodes[k].command.as_ref() == Some(c))
                    .map_or(Rewards::default(), |&k| Rewards {
                        visits: nodes[k].visits,
                        sum: nodes[k].reward,
                        sum_sq: nodes[k].reward_sq,
                    })
            })
            .collect();
        let best = self.choose_root(&rewards);
        let visits = rewards.iter().map(|r| r.visits).collect();
        let chosen = legal.iter().position(|c| *c == root[best]).unwrap_or(0);
        Some((
            chosen,
            SearchStats {
                iterations,
                nodes: nodes.len(),
                visits,
                overruled: best != 0,
            },
        ))
    }

    /// The root candidate to play, given each one's rewards, the normal level's choice
    /// first: that one, unless the candidate with the best mean reward among those visited
    /// [`Mcts::overrule_visits`] times beats it by more than [`Mcts::overrule_z`] standard
    /// errors of the difference.
    pub fn choose_root(&self, rewards: &[Rewards]) -> usize {
        let enough = |r: &Rewards| r.visits >= self.overrule_visits.max(2);
        let Some(planned) = rewards.first().filter(|r| enough(r)) else {
            return 0;
        };
        let challenger = rewards
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, r)| enough(r))
            .max_by(|(_, a), (_, b)| {
                a.mean()
                    .partial_cmp(&b.mean())
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
        match challenger {
            Some((i, r)) => {
                let lead = r.mean() - planned.mean();
                let noise = (r.error_sq() + planned.error_sq()).sqrt();
                if lead > 0.0 && lead > self.overrule_z * noise {
                    i
                } else {
                    0
                }
            }
            None => 0,
        }
    }

    fn ucb<C>(&self, n: &Node<C>) -> f64 {
        if n.visits == 0 {
            return f64::INFINITY;
        }
        let visits = f64::from(n.visits);
        n.reward / visits + self.exploration * (f64::from(n.available.max(1)).ln() / visits).sqrt()
    }
}

impl<R: Evaluate> Policy<R> for Mcts {
    fn choose(
        &self,
        view: &R::View,
        legal: &[R::Command],
        rng: &mut GameRng,
        budget: &Budget<'_>,
    ) -> Option<R::Command> {
        let (i, _) = self.search::<R>(view, legal, rng, budget)?;
        legal.get(i).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::{Mcts, Rewards};

    /// `n` rewards alternating between `mean - spread` and `mean + spread`.
    fn rewards(n: u32, mean: f64, spread: f64) -> Rewards {
        let mut r = Rewards::default();
        for i in 0..n {
            let v = if i % 2 == 0 {
                mean - spread
            } else {
                mean + spread
            };
            r.visits += 1;
            r.sum += v;
            r.sum_sq += v * v;
        }
        r
    }

    #[test]
    fn the_normal_levels_choice_stands_unless_another_is_clearly_better() {
        let search = Mcts::STRONG;
        // A lead smaller than the rollouts' noise: the normal level's choice.
        let noisy = [rewards(20, 0.50, 0.2), rewards(20, 0.55, 0.2)];
        assert_eq!(search.choose_root(&noisy), 0);
        // The same lead with little noise: overruled.
        let clear = [rewards(20, 0.50, 0.01), rewards(20, 0.55, 0.01)];
        assert_eq!(search.choose_root(&clear), 1);
        // The best mean among the challengers is the one tested.
        let three = [
            rewards(30, 0.40, 0.01),
            rewards(30, 0.45, 0.01),
            rewards(30, 0.60, 0.01),
        ];
        assert_eq!(search.choose_root(&three), 2);
        // A worse challenger never overrules, however certain.
        let worse = [rewards(20, 0.50, 0.0), rewards(20, 0.40, 0.0)];
        assert_eq!(search.choose_root(&worse), 0);
    }

    #[test]
    fn too_few_visits_never_overrule() {
        let search = Mcts::STRONG;
        // A clear lead seen in fewer rollouts than required, on either side.
        let few = [rewards(20, 0.50, 0.01), rewards(3, 0.90, 0.01)];
        assert_eq!(search.choose_root(&few), 0);
        let planned_few = [rewards(3, 0.10, 0.01), rewards(20, 0.90, 0.01)];
        assert_eq!(search.choose_root(&planned_few), 0);
        assert_eq!(search.choose_root(&[]), 0);
        assert_eq!(search.choose_root(&[rewards(20, 0.5, 0.1)]), 0);
    }
}
