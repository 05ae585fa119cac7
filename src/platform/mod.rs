//! What Fabula asks of the operating system beyond std, for every front end alike (the game
//! window and `fabula serve`): the memory allocator's tuning, and one window per data folder
//! (a lock that dies with its process, a local socket to hand over to the window holding it).
//! The one folder of the library with `unsafe` outside the sound backend, each call audited
//! where it stands.

mod local_socket;
mod memory;
pub mod single;

pub use memory::{release_embedded, return_freed_memory, return_large_blocks_promptly};
