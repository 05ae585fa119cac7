//! The photo host: listens on the home network while the library's "Add cards from phones"
//! panel is open, on its own small tokio runtime and thread, with the game host's listener
//! (each socket takes a place among the guests, a request that never finishes is dropped).
//! Photos that pass every check reach the app through a channel; nothing here waits on the
//! app, and the app never waits on the network.

use super::checks::{PhotoRate, UploadLimits};
use super::desk::{Desk, ReceivedPhoto};
use super::routes;
use crate::i18n::Language;
use crate::phones::follow::Wake;
use crate::phones::guests::Sockets;
use crate::phones::limits::Limits;
use crate::phones::listener::{CappedListener, Peer, listen};
use crate::phones::options::HostError;
use crate::phones::token::random_hex;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

/// How long a socket may take to send its whole photo before the host answers: a megabyte
/// over a weak Wi-Fi takes seconds, a camera's full-size file longer.
const FIRST_ANSWER: Duration = Duration::from_mins(1);

/// How the photo host listens and speaks.
#[derive(Clone, Copy, Debug)]
pub struct PhotoHostOptions {
    /// Where to listen (port 0: any free port).
    pub bind: SocketAddr,
    /// The language of refusals when the phone names none.
    pub language: Language,
    /// What an upload may be.
    pub limits: UploadLimits,
}

/// A running photo host. Dropping it stops listening at once; connections still open end
/// on the host's thread, never on the caller's.
pub struct PhotoHost {
    address: SocketAddr,
    token: String,
    photos: Receiver<ReceivedPhoto>,
    waiting: Arc<AtomicUsize>,
    stop: watch::Sender<bool>,
}

impl PhotoHost {
    /// Starts listening; `wake` is called (from the host's thread) when a photo arrives.
    pub fn start(options: &PhotoHostOptions, wake: Wake) -> Result<PhotoHost, HostError> {
        let (listener, address) = listen(options.bind)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            // Decoding holds a whole photo: one at a time keeps memory and the CPU for the
            // finder and the window.
            .max_blocking_threads(1)
            .thread_name("fabula-photos")
            .enable_all()
            .build()
            .map_err(HostError::Runtime)?;
        let token = random_hex().map_err(HostError::Random)?;
        let (sender, photos) = channel();
        let waiting = Arc::new(AtomicUsize::new(0));
        let desk = Arc::new(Desk {
            token: token.clone(),
            language: options.language,
            limits: options.limits,
            rate: PhotoRate::default(),
            failures: Limits::default(),
            photos: Mutex::new(sender),
            waiting: waiting.clone(),
            numbers: AtomicU64::new(0),
            wake,
        });
        let (stop, mut stopping) = watch::channel(false);
        let app = routes::router(desk).into_make_service_with_connect_info::<Peer>();
        std::thread::Builder::new()
            .name("fabula-photos-host".to_owned())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        log::error!("the photo host cannot take its socket");
                        return;
                    };
                    let listener = CappedListener::new(listener, Sockets::default(), FIRST_ANSWER);
                    let mut until = stopping.clone();
                    let served = axum::serve(listener, app).with_graceful_shutdown(async move {
                        let _ = until.wait_for(|stop| *stop).await;
                    });
                    // An upload that never ends must not keep the thread alive after the stop.
                    tokio::select! {
                        result = served => {
                            if let Err(error) = result {
                                log::warn!("the photo host stopped: {error}");
                            }
                        }
                        () = async move {
                            let _ = stopping.wait_for(|stop| *stop).await;
                            tokio::time::sleep(Duration::from_secs(1)).await;
                        } => {}
                    }
                });
                // An upload still arriving is cut off: the panel that wanted it is closed.
                runtime.shutdown_timeout(Duration::from_millis(200));
            })
            .map_err(HostError::Runtime)?;
        Ok(PhotoHost {
            address,
            token,
            photos,
            waiting,
            stop,
        })
    }

    /// Where the host listens, with its real port.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The link for phones at `ip` (this computer's address on the home network): the page,
    /// with the panel's token after `#` (the part of a link a browser never sends).
    pub fn url_at(&self, ip: IpAddr) -> String {
        let at = SocketAddr::new(ip, self.address.port());
        format!("http://{at}/#{}", self.token)
    }

    /// The link at the address the host listens on.
    pub fn url(&self) -> String {
        self.url_at(self.address.ip())
    }

    /// The photos that arrived since the last call, in order.
    pub fn received(&self) -> Vec<ReceivedPhoto> {
        self.photos.try_iter().collect()
    }

    /// Tells the host how many photos wait on the laptop for a decision: at the limit, new
    /// ones are refused until some are accepted or dropped.
    pub fn set_waiting(&self, photos: usize) {
        self.waiting
            .store(photos, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Drop for PhotoHost {
    fn drop(&mut self) {
        // The listener closes with the serve loop; the thread is not waited for.
        self.stop.send_replace(true);
    }
}
