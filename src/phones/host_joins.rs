//! The host's door for latecomers: the join link the table display shows, the requests
//! waiting, and the table's answers.

use super::host::PhoneHost;
use super::joins::{JoinAnswer, JoinAsk};
use std::net::{IpAddr, SocketAddr};
use tokio::sync::watch;

impl PhoneHost {
    /// The link a latecomer's phone opens to ask to join, with `ip` for the host's address
    /// (no secret in it: anyone may ask, only the table seats).
    pub fn join_url_at(&self, ip: IpAddr) -> String {
        format!(
            "http://{}/#join",
            SocketAddr::new(ip, self.address().port())
        )
    }

    /// The latecomers' requests waiting for the table's answer, oldest first.
    pub fn join_requests(&self) -> Vec<JoinAsk> {
        self.shared.joins.pending()
    }

    /// Follows the requests waiting (for `fabula serve`, which prints each one).
    pub fn watch_join_requests(&self) -> watch::Receiver<Vec<JoinAsk>> {
        self.shared.joins.subscribe()
    }

    /// Gives the table's answer to request `id` (the laptop's, at the end of a turn): its
    /// phone hears it at once, and a seated latecomer's page becomes that seat's. Publish the
    /// game with the new seat first, so its token exists. Whether the request still waited.
    pub fn answer_join(&self, id: u64, answer: JoinAnswer) -> bool {
        self.shared.joins.answer(id, answer)
    }

    /// Notes the table's answer to `name`'s request (`fabula serve`'s standard input): the
    /// host gives it at the next end of a turn, now if the turn has ended. A host that
    /// follows the laptop's game answers with [`PhoneHost::answer_join`] instead.
    pub fn decide_join(&self, name: &str, accept: bool) {
        self.shared.joins.decide(name, accept);
    }
}
