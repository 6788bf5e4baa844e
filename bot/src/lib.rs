//! blocbot: the game service, persistence, message catalog, Discord front end and local
//! terminal mode. `main.rs` only parses the command line and calls into this library.

pub mod cli;
pub mod discord;
pub mod i18n;
pub mod render;
pub mod replay;
pub mod rulesets;
pub mod service;
pub mod settings;
pub mod store;
pub mod textfit;
