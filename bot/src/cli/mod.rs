//! Command-line subcommands: the bot itself (`serve`), local terminal play, and the tools
//! that need no Discord (scenario replay, simulation, drawing, balance), each one path for
//! every ruleset ([`rulesets`]).

pub mod balance;
pub mod loadtest;
pub mod local;
pub mod render;
pub mod rulesets;
pub mod scenario;
pub mod serve;
pub mod simulate;
pub mod strength;
