//! What the editions of the Bloc by Bloc family share: grid ids, the seeded generator, the
//! city's tile geometry and its generator, movement through the city, barricades and their
//! rule family, police groups moving, dice; whether a command's checks are still to make.

pub mod barricades;
mod checks;
pub mod city;
pub mod dice;
pub mod draw;
pub mod ids;
pub mod movement;
pub mod police;
pub mod rng;

pub(crate) use checks::Checks;
