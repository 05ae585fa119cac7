//! The guests' pace: the table page's state follows the game only once the seats were told,
//! and, with many guests, at most so often. A move then wakes the seats' few connections
//! alone; however many guests there are, they cost at most one round of writing per
//! [`pause_for`], never one per move, and never before the players' phones.

use super::guests::Sockets;
use super::snapshot::Snapshot;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The pause between two rounds of guests' states, per open guest: a round of writing to
/// hundreds of sockets takes the host's threads a while, and the seats need them between.
const PAUSE_PER_GUEST: Duration = Duration::from_micros(200);
/// The longest pause (with hundreds of guests): a table page a tenth of a second behind the
/// game is not seen to be.
pub const LONGEST_PAUSE: Duration = Duration::from_millis(100);
/// How long after a change the guests wait for it, per open guest, so the seats' messages
/// leave first.
const SEATS_FIRST_PER_GUEST: Duration = Duration::from_micros(20);

/// The pause after a round of writing to `guests` guests (none for a few table pages).
pub fn pause_for(guests: usize) -> Duration {
    PAUSE_PER_GUEST
        .saturating_mul(u32::try_from(guests).unwrap_or(u32::MAX))
        .min(LONGEST_PAUSE)
}

/// Passes the newest of `snapshots` on to `guests` at the guests' pace (a burst of changes
/// reaches them as its newest), until the game's channel closes.
pub async fn pace_guests(
    mut snapshots: watch::Receiver<Arc<Snapshot>>,
    guests: watch::Sender<Arc<Snapshot>>,
    sockets: Sockets,
) {
    loop {
        if snapshots.changed().await.is_err() {
            return;
        }
        let open = sockets.guests();
        let seats_first = SEATS_FIRST_PER_GUEST.saturating_mul(u32::try_from(open).unwrap_or(0));
        if seats_first.is_zero() {
            tokio::task::yield_now().await;
        } else {
            tokio::time::sleep(seats_first.min(LONGEST_PAUSE / 10)).await;
        }
        let newest = snapshots.borrow_and_update().clone();
        guests.send_replace(newest);
        let pause = pause_for(open);
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pause_grows_with_the_guests_up_to_a_tenth_of_a_second() {
        assert_eq!(pause_for(0), Duration::ZERO);
        assert!(pause_for(2) < Duration::from_millis(1));
        assert!(pause_for(100) < pause_for(200));
        assert_eq!(pause_for(512), LONGEST_PAUSE);
        assert_eq!(pause_for(usize::MAX), LONGEST_PAUSE);
    }
}
