//! Computer players: legal moves in random games of every rule set, the headless `fabula bot`
//! commands, and clues in four languages (the golden sets themselves are judged by the unit
//! tests in `src/computer/judge.rs`).

mod cli;
mod imported;
mod properties;
mod telling;
