//! The links the laptop shows: each seat's (with its token), the table's own screen's (with
//! the table's code), and the anonymous table page's. The secret part follows `#`, the part
//! of a link a browser never sends in a request.

use super::host::PhoneHost;
use crate::engine::PlayerId;
use std::net::{IpAddr, SocketAddr};
use std::sync::PoisonError;

impl PhoneHost {
    /// The link for `seat`'s phone: the page, with the seat's token after `#`.
    pub fn seat_url(&self, seat: PlayerId) -> Option<String> {
        self.seat_url_at(seat, self.address().ip())
    }

    /// [`PhoneHost::seat_url`] with `ip` for the host's address (listening on every
    /// interface, the host gives phones the one of the home network).
    pub fn seat_url_at(&self, seat: PlayerId, ip: IpAddr) -> Option<String> {
        let tokens = self
            .shared
            .tokens
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        let token = tokens.token(seat)?;
        Some(format!("{}/#{}", self.origin(ip), token.reveal()))
    }

    /// The link for the table's own screen (a TV's browser): the public table with every move
    /// at once, in a place no guest can take. Short enough to type with a remote; shown on the
    /// laptop only.
    pub fn table_screen_url(&self) -> String {
        self.table_screen_url_at(self.address().ip())
    }

    /// [`PhoneHost::table_screen_url`] with `ip` for the host's address.
    pub fn table_screen_url_at(&self, ip: IpAddr) -> String {
        let code = self.shared.table_code.reveal();
        format!("{}/#table-{code}", self.origin(ip))
    }

    /// The link for the anonymous table page: the same public table for any device, as a
    /// guest (a moment behind the game, and closed first in a crowd).
    pub fn table_url(&self) -> String {
        self.table_url_at(self.address().ip())
    }

    /// [`PhoneHost::table_url`] with `ip` for the host's address.
    pub fn table_url_at(&self, ip: IpAddr) -> String {
        format!("{}/#table", self.origin(ip))
    }

    /// `http://ip:port`, the host's port at `ip`.
    fn origin(&self, ip: IpAddr) -> String {
        format!("http://{}", SocketAddr::new(ip, self.address().port()))
    }
}
