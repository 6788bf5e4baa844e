//! *Stack Feud* (key `feud`): the mechanics of the 1987 game of seed 004 (with its 3-4
//! player expansion; seed `shared/seeds/004_*`, rule ids `BM-*` of `shared/rules/block-mania.md`)
//! under the project's own theme: rival residential stacks feuding across skybridges, lifts,
//! freeways and the monorail until the Wardens lock the district down.
//!
//! The design, the map from the seed's terms to this module's, and what exists so far:
//! `docs/feud-design.md` (section 11: what is built and what is not). The data ([`data`]),
//! the state and set-up ([`state`]), geometry and lines of fire ([`geo`]), the command phase
//! ([`rules`]), defensive fire and combat ([`fight`]), hazard and attack cards and their
//! windows ([`cards`]), fire, collapse, the end phase, the Lockdown and scoring ([`ruin`]),
//! the listing and defaults ([`legal`]), views ([`view`]) and `impl Ruleset` with its
//! notation ([`ruleset`]). Not registered in `registry!` yet.
//!
//! Code: MIT OR Apache-2.0. The data in `engine/data/feud/` is the project's proposal for
//! what the seed does not print, under the same licence.

pub mod action;
pub mod cards;
pub mod data;
pub mod fight;
pub mod geo;
pub mod legal;
pub mod ruin;
pub mod rules;
pub mod ruleset;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;
