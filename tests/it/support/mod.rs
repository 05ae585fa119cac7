//! What the tests share: engine games, the app in a harness, picture fixtures.

pub mod games;
pub mod harness;
pub mod pictures;
