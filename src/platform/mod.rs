//! What Fabula asks of the operating system beyond std, for every front end alike (the game
//! window and `fabula serve`): today the memory allocator's tuning. The one folder of the
//! library with `unsafe` outside the sound backend, each call audited where it stands.

mod memory;

pub use memory::{release_embedded, return_freed_memory, return_large_blocks_promptly};
