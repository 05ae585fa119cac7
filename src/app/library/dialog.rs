//! "Add folder..." and "Add zip or PDF...": the system's dialogs on a worker thread (the frame
//! never waits), and whether one can open at all.

use super::state::{CardLibrary, DIALOG_TOO_QUICK};
use crate::t;
use std::sync::Arc;
use std::sync::mpsc::{TryRecvError, channel};
use std::time::Instant;

impl CardLibrary {
    /// Opens the native folder dialog on a worker thread; the frame never waits for it.
    pub(in crate::app) fn pick_folder(&mut self) {
        self.pick(false);
    }

    /// Opens the native file dialog for a zip archive, a PDF or a sheet of cards.
    pub(in crate::app) fn pick_file(&mut self) {
        self.pick(true);
    }

    fn pick(&mut self, file: bool) {
        if self.dialog.is_some() || self.import.is_some() {
            return;
        }
        if !dialog_available() {
            self.no_dialog = true;
            return;
        }
        let (tx, rx) = channel();
        let ctx = self.ctx.clone();
        let title = if file {
            t!("library-file-dialog-title")
        } else {
            t!("library-dialog-title")
        };
        let spawned = std::thread::Builder::new()
            .name("folder-dialog".into())
            .spawn(move || {
                let dialog = rfd::AsyncFileDialog::new().set_title(title);
                let picked = if file {
                    let kinds = ["zip", "pdf", "jpg", "jpeg", "png", "webp", "tif", "tiff"];
                    block_on(dialog.add_filter("zip, PDF", &kinds).pick_file())
                } else {
                    block_on(dialog.pick_folder())
                };
                let _ = tx.send(picked.map(|handle| handle.path().to_path_buf()));
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => self.dialog = Some((Instant::now(), rx)),
            Err(_) => self.no_dialog = true,
        }
    }
}

impl CardLibrary {
    /// The dialog's answer, once it came: a folder to import, or the dialog never opened.
    pub(super) fn poll_dialog(&mut self) {
        let Some((opened, rx)) = &self.dialog else {
            return;
        };
        match rx.try_recv() {
            Ok(Some(folder)) => {
                self.dialog = None;
                self.no_dialog = false;
                self.import_folder(folder, None);
            }
            Ok(None) | Err(TryRecvError::Disconnected) => {
                self.no_dialog = opened.elapsed() < DIALOG_TOO_QUICK;
                self.dialog = None;
            }
            Err(TryRecvError::Empty) => {}
        }
    }
}

/// Whether a native folder dialog can open: always on Windows and macOS; on Linux and the
/// BSDs through the desktop portal (on the session bus) or `zenity`.
fn dialog_available() -> bool {
    if !cfg!(unix) || cfg!(target_os = "macos") {
        return true;
    }
    let session_bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty());
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    session_bus || zenity
}

/// Runs a future to its end on this (worker) thread.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    use std::task::{Context, Poll, Wake, Waker};
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut context = Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        match future.as_mut().poll(&mut context) {
            Poll::Ready(output) => return output,
            Poll::Pending => std::thread::park(),
        }
    }
}
