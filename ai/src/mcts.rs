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
}

impl Default for Mcts {
    fn default() -> Mcts {
        Mcts {
            exploration: 0.5,
            rollout_depth: 24,
            rollout_candidates: 3,
            root_width: 6,
        }
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
    children: Vec<usize>,
}

/// The search's statistics for one decision (benchmarks, tests).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    pub iterations: u32,
    pub nodes: usize,
    /// Root visits per searched candidate, the heuristic's best first.
    pub visits: Vec<u32>,
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
            children: Vec::new(),
        }];
        // The root's candidates, best first by the normal level's ranking (its own turn
        // planned, on as many samples), so the search starts from what the normal level
        // would play and only spends its iterations deciding among its best few.
        let ranking = Heuristic::default();
        let samples: Vec<R> = (0..ranking.samples.max(1))
            .map(|_| R::determinize(view, rng.next_u64()))
            .collect();
        let candidates = samples[0].candidates(legal);
        let scores = Heuristic::planned_scores(&samples, &candidates, ranking.plan);
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
                        children: Vec::new(),
                    });
                    nodes[node].children.push(k);
                    path.push(k);
                    // Expanded: the rollout starts from here (a refusal ends it at once).
                    if game.apply_trusted(c).is_err() {
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
                if game.apply_trusted(c).is_err() {
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
                if game.apply_trusted(sample[i].clone()).is_err() {
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
            }
        }
        // Statistics and the choice over the root's candidates, best-first order.
        let visits: Vec<u32> = root
            .iter()
            .map(|c| {
                nodes[0]
                    .children
                    .iter()
                    .find(|&&k| nodes[k].command.as_ref() == Some(c))
                    .map_or(0, |&k| nodes[k].visits)
            })
            .collect();
        // The most visited; ties to the best mean reward, then the first.
        let score = |i: usize| -> (u32, f64) {
            let mean = nodes[0]
                .children
                .iter()
                .find(|&&k| nodes[k].command.as_ref() == Some(&root[i]))
                .map_or(0.0, |&k| {
                    nodes[k].reward / f64::from(nodes[k].visits.max(1))
                });
            (visits[i], mean)
        };
        let mut best = 0;
        for i in 1..root.len() {
            let (v, m) = score(i);
            let (bv, bm) = score(best);
            if v > bv || (v == bv && m > bm) {
                best = i;
            }
        }
        let chosen = legal.iter().position(|c| *c == root[best]).unwrap_or(0);
        Some((
            chosen,
            SearchStats {
                iterations,
                nodes: nodes.len(),
                visits,
            },
        ))
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
