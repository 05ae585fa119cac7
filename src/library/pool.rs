//! A small work pool on scoped threads: every core decodes, results come back in input order.
//!
//! Scoped threads borrow the caller's data directly, so no `Arc`, no channel and no extra
//! dependency (rayon) is needed for this one fan-out.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The number of worker threads to use when the caller says 0: every core.
pub(crate) fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// Runs `work` on every item using `threads` threads (0: every core) and returns the results
/// in item order, or `None` when `cancel` was set before all items were done.
pub(crate) fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    cancel: &AtomicBool,
    work: impl Fn(usize, &T) -> R + Sync,
) -> Option<Vec<R>> {
    let threads = if threads == 0 {
        default_threads()
    } else {
        threads
    };
    let threads = threads.clamp(1, items.len().max(1));
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut done = Vec::new();
        while !cancel.load(Ordering::Relaxed) {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(index) else { break };
            done.push((index, work(index, item)));
        }
        done
    };
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|_| scope.spawn(worker)).collect();
        handles
            .into_iter()
            .flat_map(|handle| match handle.join() {
                Ok(done) => done,
                // A panicking decoder is a bug: surface it on the caller's thread.
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    if cancel.load(Ordering::Relaxed) && results.len() < items.len() {
        return None;
    }
    results.sort_unstable_by_key(|(index, _)| *index);
    Some(results.into_iter().map(|(_, result)| result).collect())
}
