//! The library's "Add cards from phones" in the app: the photo host while the panel is open,
//! the finder's thread, each photo's textures and corners, and adding the accepted cards to
//! a deck on a thread of its own. The window never waits for the network, a decode or the
//! disk: every answer arrives through a channel, polled once a frame.

mod apply;
mod desk;
mod finder;

pub(in crate::app) use desk::PhotoDesk;
