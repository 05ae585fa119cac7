//! Process-wide memory tuning for the game window.
//!
//! glibc's allocator serves a large block with its own `mmap` and returns it to the system when
//! freed, but after the first such free it raises that size threshold to the freed block's size
//! (up to 32 MB). From then on decoded pictures and, on software renderers, textures (1-6 MB
//! each) come from the heap instead, and the holes they leave when a texture is dropped are
//! rarely returned: in a 12-player game with a 500-card library that kept about 30 MB more
//! resident than needed. Fixing the threshold keeps the first behaviour for the whole run.

/// Large blocks (128 KiB and more) keep being mapped separately and go back to the system as
/// soon as they are freed. Call once, before the window opens.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(
    unsafe_code,
    reason = "one audited call to glibc's mallopt, see SAFETY below"
)]
pub fn return_large_blocks_promptly() {
    const THRESHOLD: libc::c_int = 128 * 1024;
    // SAFETY: `mallopt` only changes allocator parameters; it is safe to call at any time, and
    // this runs on the main thread before any other thread of ours exists.
    let changed = unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, THRESHOLD) };
    if changed == 0 {
        // Only memory use is at stake: go on with glibc's defaults.
        log::warn!("could not tune the memory allocator; carrying on");
    }
}

/// Other systems' allocators need no tuning.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn return_large_blocks_promptly() {}
