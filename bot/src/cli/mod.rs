//! Command-line subcommands: the bot itself (`serve`), local terminal play, and the tools
//! that need no Discord (scenario replay, simulation).

pub mod balance;
pub mod loadtest;
pub mod local;
pub mod render;
pub mod scenario;
pub mod serve;
pub mod simulate;
pub mod strength;
