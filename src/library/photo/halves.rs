//! Two halves of a piece of work at once, on two cores: the finder's search and the
//! straightening of a photo's cards.

use std::sync::Mutex;

/// `here()` and `there()`, `there` on a second thread when one can be started (else after
/// `here`, on this one). A panic in either reaches the caller.
pub(super) fn both<H, T, RH, RT>(here: H, there: T) -> (RH, RT)
where
    H: FnOnce() -> RH,
    T: FnOnce() -> RT + Send,
    RT: Send,
{
    let waiting = Mutex::new(Some(there));
    // Whoever runs first takes `there`: the second thread, or this one when none started.
    let run_there = || waiting.lock().ok()?.take().map(|there| there());
    std::thread::scope(|scope| {
        let other = std::thread::Builder::new()
            .name("card finder".to_owned())
            .spawn_scoped(scope, run_there);
        let from_here = here();
        let from_there = match other {
            Ok(other) => other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => run_there(),
        };
        let Some(from_there) = from_there else {
            unreachable!("`there` is taken once, by the thread that runs it");
        };
        (from_here, from_there)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_halves_are_done_and_a_panic_reaches_the_caller() {
        let data = [1, 2, 3];
        let (sum, product) = both(|| data.iter().sum::<i32>(), || data.iter().product::<i32>());
        assert_eq!((sum, product), (6, 6));
        let panicked = std::panic::catch_unwind(|| both(|| 1, || -> i32 { panic!("there") }));
        assert!(panicked.is_err());
    }
}
