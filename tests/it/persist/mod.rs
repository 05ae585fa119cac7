//! Saves on disk: formats, damaged files, and a writer killed mid-save.

#[cfg(unix)]
mod crash;
mod saves;
