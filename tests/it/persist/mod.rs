//! Saves on disk: formats, damaged files, contradictions, and a writer killed mid-save.

mod awards;
mod contradictions;
#[cfg(unix)]
mod crash;
mod formats;
mod refused_moves;
mod saves;
mod seats;
