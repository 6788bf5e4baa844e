//! Text for people, per ruleset: each ruleset's presentation (command labels, event
//! lines, status and board text) lives in its own module; the service reaches it through
//! these re-exports. A second ruleset adds its module beside `bxb2016` and its arms where
//! the service matches on the game's ruleset.

mod bxb2016;

pub use bxb2016::*;
