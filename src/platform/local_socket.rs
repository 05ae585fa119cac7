//! A local socket named after a folder, the system's own: a Unix domain socket (in Linux's
//! abstract namespace, so nothing is left on disk; elsewhere a socket file in the folder) or,
//! on Windows, a named pipe (through `interprocess`, the one crate that speaks both).

use std::io;
use std::path::Path;

/// A connection, read and written as a byte stream.
#[cfg(unix)]
pub type Stream = std::os::unix::net::UnixStream;
/// A connection, read and written as a byte stream.
#[cfg(windows)]
pub type Stream = interprocess::local_socket::Stream;

/// Where the socket of `folder` is found: the same for every path naming the folder (`./x`,
/// `/home/a/x`) and for every version of Fabula (a fixed hash, not std's).
#[derive(Clone, Debug)]
pub struct Name {
    #[cfg(target_os = "linux")]
    address: std::os::unix::net::SocketAddr,
    #[cfg(all(unix, not(target_os = "linux")))]
    path: std::path::PathBuf,
    #[cfg(windows)]
    pipe: String,
}

impl Name {
    /// The socket of `folder` (which must exist).
    pub fn of(folder: &Path) -> io::Result<Self> {
        let folder = folder.canonicalize()?;
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325; // FNV-1a
        for byte in folder.as_os_str().as_encoded_bytes() {
            hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
        let name = format!("fabula-{hash:016x}.sock");
        #[cfg(target_os = "linux")]
        {
            use std::os::linux::net::SocketAddrExt as _;
            let address = std::os::unix::net::SocketAddr::from_abstract_name(name)?;
            Ok(Name { address })
        }
        #[cfg(all(unix, not(target_os = "linux")))]
        {
            let _ = name;
            Ok(Name {
                path: folder.join("fabula.sock"),
            })
        }
        #[cfg(windows)]
        Ok(Name { pipe: name })
    }

    /// Connects to the listener of this name.
    pub fn connect(&self) -> io::Result<Stream> {
        #[cfg(target_os = "linux")]
        return Stream::connect_addr(&self.address);
        #[cfg(all(unix, not(target_os = "linux")))]
        return Stream::connect(&self.path);
        #[cfg(windows)]
        {
            use interprocess::local_socket::{
                GenericNamespaced, ToNsName as _, traits::Stream as _,
            };
            Stream::connect(self.pipe.as_str().to_ns_name::<GenericNamespaced>()?)
        }
    }

    /// Listens under this name. Only the process holding the folder's lock calls this, so a
    /// socket file left by a killed holder is stale and goes first.
    pub fn listen(&self) -> io::Result<Listener> {
        #[cfg(target_os = "linux")]
        return std::os::unix::net::UnixListener::bind_addr(&self.address).map(Listener);
        #[cfg(all(unix, not(target_os = "linux")))]
        {
            let _ = std::fs::remove_file(&self.path);
            std::os::unix::net::UnixListener::bind(&self.path).map(Listener)
        }
        #[cfg(windows)]
        {
            use interprocess::local_socket::{GenericNamespaced, ListenerOptions, ToNsName as _};
            let name = self.pipe.as_str().to_ns_name::<GenericNamespaced>()?;
            ListenerOptions::new()
                .name(name)
                .create_sync()
                .map(Listener)
        }
    }
}

/// Listens for connections.
pub struct Listener(
    #[cfg(unix)] std::os::unix::net::UnixListener,
    #[cfg(windows)] interprocess::local_socket::Listener,
);

impl Listener {
    /// The connections as they come, forever.
    pub fn incoming(&self) -> impl Iterator<Item = Stream> + '_ {
        #[cfg(unix)]
        return self.0.incoming().flatten();
        #[cfg(windows)]
        {
            use interprocess::local_socket::traits::ListenerExt as _;
            self.0.incoming().flatten()
        }
    }
}
