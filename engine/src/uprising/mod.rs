//! *Bloc by Bloc: Uprising* (3rd edition), the second ruleset (issue 10, step 2).
//!
//! For now only its data: [`data::data`] loads and validates `engine/data/uprising/`. The
//! rules (ids U-* in `shared/rules/uprising-3e.md`) are built on top of it once the ruleset
//! seam has landed.

pub mod data;
