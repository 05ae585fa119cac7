//! Process-wide memory tuning, for the game window and `fabula serve` alike.
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

/// Lets the system take back the memory pages of `bytes`, a picture compiled into the binary
/// that was just decoded: they are clean pages of the executable file, read again from it
/// should the picture be decoded again. Without this every built-in picture ever shown stays
/// resident (19 MB for the whole deck), on top of its decoded texture.
#[cfg(target_os = "linux")]
#[expect(
    unsafe_code,
    reason = "one audited call to madvise on read-only pages, see SAFETY below"
)]
pub fn release_embedded(bytes: &'static [u8]) {
    const PAGE: usize = 4096;
    let start = (bytes.as_ptr() as usize).next_multiple_of(PAGE);
    let end = (bytes.as_ptr() as usize + bytes.len()) / PAGE * PAGE;
    if end <= start {
        return;
    }
    // SAFETY: the range lies inside `bytes`, which is `'static` read-only data of the
    // executable (never written, so its pages are the file's own). For such a private file
    // mapping MADV_DONTNEED only drops the resident copies; the next read faults them in again
    // from the file, unchanged. Whole pages only: the rounding keeps neighbours untouched.
    let done =
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_DONTNEED) };
    if done != 0 {
        log::debug!("the system kept a built-in picture's pages resident");
    }
}

/// Other systems keep the pages: only memory use is at stake.
#[cfg(not(target_os = "linux"))]
pub fn release_embedded(_bytes: &'static [u8]) {}

/// Hands the free memory inside the allocator's heaps back to the system. Textures of card
/// pictures come and go (1-6 MB each on a software renderer) and leave free holes the
/// allocator keeps; trimming now and then kept the window benchmark's peak 7 MB lower. Cheap
/// (well under a millisecond for this game's heap): the app calls it about once a second.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(
    unsafe_code,
    reason = "one audited call to glibc's malloc_trim, see SAFETY below"
)]
pub fn return_freed_memory() {
    // SAFETY: `malloc_trim` only releases free memory of the allocator's own heaps; it takes
    // the allocator's locks and may be called from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Other systems' allocators return memory by themselves.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn return_freed_memory() {}

#[cfg(test)]
mod tests {
    /// Read-only bytes of the test binary, as a built-in picture is of the game's: five pages
    /// and more, in a pattern that a page of zeros would not match.
    static PICTURE: [u8; 5 * 4096 + 123] = {
        let mut bytes = [0; 5 * 4096 + 123];
        let mut at = 0;
        while at < bytes.len() {
            bytes[at] = (at * 31 % 251) as u8;
            at += 1;
        }
        bytes
    };

    #[test]
    fn a_released_picture_reads_the_same_afterwards() {
        let before = PICTURE.to_vec();
        super::release_embedded(&PICTURE);
        assert_eq!(PICTURE.as_slice(), before.as_slice());
        // Twice, and on a slice smaller than a page: nothing to release, nothing breaks.
        super::release_embedded(&PICTURE);
        super::release_embedded(&PICTURE[..100]);
        assert_eq!(PICTURE.as_slice(), before.as_slice());
    }
}
