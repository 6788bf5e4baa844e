//! Interstate movement over the network of [`Map`] (A2040-3.8, A2040-9.4, A2040-10.3,
//! A2040-15.2): which routes exist and the cheapest one.
//!
//! A route is the list of spaces it ENTERS: not the origin, always the destination
//! (the seed's example: «would have lost a second militia due to the agent in that space»),
//! a space entered twice listed twice. What a space costs depends on who moves: the Rebel
//! loses a militia per entered space holding agents, the Federal pays $1 per entered space
//! holding militia; the caller says which spaces are hostile.
//!
//! The search runs over stops (see `engine/data/a2040/interstates.toml`): riding to the next
//! or previous stop of an interstate enters that stop's space; a transfer (in a suburb, or at
//! a region junction) enters nothing; from a suburb stop a group may go through the city
//! (entering the city, not the suburb again) and back onto any stop of that suburb. A group
//! starting in a city boards by entering its suburb.

use super::map::{Map, MetroId, SpaceId, SpaceKind, StopId};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A route and what it costs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The spaces entered, in order; the last is the destination.
    pub entered: Vec<SpaceId>,
    /// How many entered spaces were hostile (arrests or dollars).
    pub cost: u32,
}

/// A search node: at a stop, inside a city entered from its suburb, or in the origin city.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Stop(StopId),
    Via(MetroId),
    Origin(MetroId),
}

impl Map {
    fn node_index(&self, n: Node) -> usize {
        let s = self.stops.len();
        let m = self.metros.len();
        match n {
            Node::Stop(i) => usize::from(i),
            Node::Via(i) => s + usize::from(i),
            Node::Origin(i) => s + m + usize::from(i),
        }
    }

    fn node_count(&self) -> usize {
        self.stops.len() + 2 * self.metros.len()
    }

    fn usable(&self, stop: StopId, foreign_open: bool) -> bool {
        foreign_open || !self.space(self.stops[usize::from(stop)].space).foreign
    }

    fn suburb_stops(&self, metro: MetroId) -> impl Iterator<Item = StopId> + '_ {
        let suburb = self.metros[usize::from(metro)].suburb;
        (0..self.stops.len() as StopId).filter(move |&i| self.stops[usize::from(i)].space == suburb)
    }

    /// Every move from a node: the next node and the space it enters, if any.
    fn edges(&self, n: Node, foreign_open: bool) -> Vec<(Node, Option<SpaceId>)> {
        let mut out = Vec::new();
        match n {
            Node::Stop(i) => {
                let stop = self.stops[usize::from(i)];
                let hw = &self.interstates[usize::from(stop.interstate)];
                let k = usize::from(stop.index);
                let prev = k.checked_sub(1).and_then(|p| hw.stops.get(p));
                for &next in prev.into_iter().chain(hw.stops.get(k + 1)) {
                    if self.usable(next, foreign_open) {
                        out.push((Node::Stop(next), Some(self.stops[usize::from(next)].space)));
                    }
                }
                for &t in &self.transfers[usize::from(i)] {
                    if self.usable(t, foreign_open) {
                        out.push((Node::Stop(t), None));
                    }
                }
                let space = self.space(stop.space);
                if let (SpaceKind::Suburb, Some(m)) = (space.kind, space.metro) {
                    out.push((Node::Via(m), Some(self.metros[usize::from(m)].city)));
                }
            }
            Node::Via(m) => out.extend(self.suburb_stops(m).map(|s| (Node::Stop(s), None))),
            Node::Origin(m) => {
                let suburb = self.metros[usize::from(m)].suburb;
                out.extend(self.suburb_stops(m).map(|s| (Node::Stop(s), Some(suburb))));
            }
        }
        out
    }

    fn starts(&self, from: SpaceId, foreign_open: bool) -> Vec<Node> {
        let space = self.space(from);
        match (space.kind, space.metro) {
            (SpaceKind::City, Some(m)) => vec![Node::Origin(m)],
            _ => (0..self.stops.len() as StopId)
                .filter(|&i| {
                    self.stops[usize::from(i)].space == from && self.usable(i, foreign_open)
                })
                .map(Node::Stop)
                .collect(),
        }
    }

    fn arrives(&self, n: Node, to: SpaceId) -> bool {
        match n {
            Node::Stop(i) => self.stops[usize::from(i)].space == to,
            Node::Via(m) => self.metros[usize::from(m)].city == to,
            Node::Origin(_) => false,
        }
    }

    /// The cheapest interstate route from `from` to `to` (A2040-15.2): fewest hostile
    /// entries, then fewest entries; `None` if no route joins them or `from == to`.
    /// Canada and Mexico are off the network unless `foreign_open` (A2040-3.3).
    pub fn cheapest_route(
        &self,
        from: SpaceId,
        to: SpaceId,
        foreign_open: bool,
        hostile: impl Fn(SpaceId) -> bool,
    ) -> Option<Route> {
        if from == to || usize::from(from.max(to)) >= self.spaces.len() {
            return None;
        }
        if !foreign_open && (self.space(from).foreign || self.space(to).foreign) {
            return None;
        }
        let n = self.node_count();
        let mut best: Vec<Option<(u32, u32)>> = vec![None; n];
        let mut pred: Vec<Option<(Node, Option<SpaceId>)>> = vec![None; n];
        let mut nodes: Vec<Option<Node>> = vec![None; n];
        let mut heap = BinaryHeap::new();
        for s in self.starts(from, foreign_open) {
            let i = self.node_index(s);
            best[i] = Some((0, 0));
            nodes[i] = Some(s);
            heap.push(Reverse((0u32, 0u32, i)));
        }
        while let Some(Reverse((cost, len, i))) = heap.pop() {
            if best[i] != Some((cost, len)) {
                continue;
            }
            let Some(node) = nodes[i] else { continue };
            if len > 0 && self.arrives(node, to) {
                let mut entered = Vec::new();
                let mut at = node;
                while let Some((p, space)) = pred[self.node_index(at)] {
                    entered.extend(space);
                    at = p;
                }
                entered.reverse();
                return Some(Route { entered, cost });
            }
            for (next, space) in self.edges(node, foreign_open) {
                let step = space.map_or(0, |s| u32::from(hostile(s)));
                let cand = (cost + step, len + u32::from(space.is_some()));
                let j = self.node_index(next);
                if best[j].is_none_or(|b| cand < b) {
                    best[j] = Some(cand);
                    pred[j] = Some((node, space));
                    nodes[j] = Some(next);
                    heap.push(Reverse((cand.0, cand.1, j)));
                }
            }
        }
        None
    }

    /// Whether a group in `from` can enter exactly the spaces `entered`, in order, by
    /// interstate (a route a player names, A2040-15.2). The last space is the destination.
    pub fn is_interstate_route(
        &self,
        from: SpaceId,
        entered: &[SpaceId],
        foreign_open: bool,
    ) -> bool {
        let Some(&last) = entered.last() else {
            return false;
        };
        if entered
            .iter()
            .chain([&from])
            .any(|&s| usize::from(s) >= self.spaces.len())
        {
            return false;
        }
        let n = self.node_count();
        let mut current = vec![false; n];
        let mut nodes: Vec<Option<Node>> = vec![None; n];
        for s in self.starts(from, foreign_open) {
            let i = self.node_index(s);
            current[i] = true;
            nodes[i] = Some(s);
        }
        for &space in entered {
            self.close(&mut current, &mut nodes, foreign_open);
            let mut next = vec![false; n];
            for i in 0..n {
                let (true, Some(node)) = (current[i], nodes[i]) else {
                    continue;
                };
                for (to, s) in self.edges(node, foreign_open) {
                    if s == Some(space) {
                        let j = self.node_index(to);
                        next[j] = true;
                        nodes[j] = Some(to);
                    }
                }
            }
            current = next;
        }
        (0..n).any(|i| current[i] && nodes[i].is_some_and(|node| self.arrives(node, last)))
    }

    /// Adds every node reachable without entering a space.
    fn close(&self, set: &mut [bool], nodes: &mut [Option<Node>], foreign_open: bool) {
        let mut todo: Vec<usize> = (0..set.len()).filter(|&i| set[i]).collect();
        while let Some(i) = todo.pop() {
            let Some(node) = nodes[i] else { continue };
            for (to, s) in self.edges(node, foreign_open) {
                let j = self.node_index(to);
                if s.is_none() && !set[j] {
                    set[j] = true;
                    nodes[j] = Some(to);
                    todo.push(j);
                }
            }
        }
    }
}
