//! What every ruleset of the Bloc by Bloc family shares: grid ids, the seeded generator,
//! the city's tile geometry.

pub mod city;
pub mod ids;
pub mod rng;
