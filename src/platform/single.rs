//! One Fabula window per data folder. The first process to start locks the folder (an advisory
//! lock on `fabula.lock` in it, which the system drops when the process ends, however it ends:
//! `kill -9` leaves nothing behind that blocks) and listens on a local socket named after the
//! folder ([`super::local_socket`]: a Unix domain socket, or a named pipe on Windows).
//! A later start finds the lock taken and asks on that socket for the first one's window to
//! come to the front; the first answers once its window has been told to. No answer within
//! [`ANSWER_WITHIN`] means the first one is hung: the caller decides what to do then.
//!
//! The lock file's existence means nothing, only its lock does: no marker goes stale.

use super::local_socket::{Listener, Name, Stream};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a later start waits for the first one's answer before calling it hung. A window
/// that is busy drawing answers within a frame; this is many frames even on a loaded machine.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// The lock's file, in the data folder.
pub const LOCK_FILE: &str = "fabula.lock";

/// The request a later start sends, and the answers.
const ASK: &[u8] = b"raise\n";
const RAISED: &str = "raised";
const STARTING: &str = "starting";

/// What a start found in the data folder.
pub enum Claim {
    /// Nobody held it: the folder is ours while this lives.
    First(Owner),
    /// Another process holds it and answered.
    HandedOver(Answer),
    /// Another process holds it and did not answer within [`ANSWER_WITHIN`].
    Unanswered,
    /// The folder could not be locked (a file system without locks, no permission): there is
    /// nobody to hand over to, and nobody to keep out.
    Unlockable(io::Error),
}

/// What the process holding the folder answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Its window was told to come to the front.
    Raised,
    /// Its window is not open yet: it will be in front when it opens.
    Starting,
}

/// Locks `folder` (created if missing) for this process, or asks the process holding it to
/// bring its window to the front.
pub fn claim(folder: &Path) -> Claim {
    let lock = match open_lock(folder) {
        Ok(lock) => lock,
        Err(error) => return Claim::Unlockable(error),
    };
    let name = match Name::of(folder) {
        Ok(name) => name,
        Err(error) => return Claim::Unlockable(error),
    };
    let deadline = Instant::now() + ANSWER_WITHIN;
    loop {
        match lock.try_lock() {
            Ok(()) => return Claim::First(Owner::listen(lock, &name)),
            Err(TryLockError::Error(error)) => return Claim::Unlockable(error),
            Err(TryLockError::WouldBlock) => {}
        }
        match ask(&name, deadline) {
            Asked::Answered(answer) => return Claim::HandedOver(answer),
            // The holder is between locking and listening, or ending: look again shortly.
            Asked::NobodyListens if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Asked::Silent | Asked::NobodyListens => return Claim::Unanswered,
        }
    }
}

/// The data folder's lock file, opened (not yet locked).
fn open_lock(folder: &Path) -> io::Result<File> {
    std::fs::create_dir_all(folder)?;
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(folder.join(LOCK_FILE))
}

enum Asked {
    Answered(Answer),
    Silent,
    NobodyListens,
}

/// Asks the holder on its socket. The exchange runs on a thread of its own so that a hung
/// holder (its socket accepting, nobody reading) costs only the wait until `deadline`.
fn ask(name: &Name, deadline: Instant) -> Asked {
    let (answered, answer) = channel();
    let name = name.clone();
    let asking = std::thread::Builder::new()
        .name("hand-over".into())
        .spawn(move || {
            let result = name.connect().map(|mut stream| {
                let mut line = String::new();
                let _ = stream.write_all(ASK);
                let _ = BufReader::new(stream.take(64)).read_line(&mut line);
                line
            });
            let _ = answered.send(result);
        });
    if asking.is_err() {
        return Asked::NobodyListens;
    }
    match answer.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        Ok(Ok(line)) => match line.trim() {
            RAISED => Asked::Answered(Answer::Raised),
            STARTING => Asked::Answered(Answer::Starting),
            // Closed without a word: the holder is ending (or is not Fabula).
            _ => Asked::NobodyListens,
        },
        Ok(Err(_)) => Asked::NobodyListens,
        Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => Asked::Silent,
    }
}

/// The data folder, held by this process: its lock, and the requests of later starts.
pub struct Owner {
    /// Held, never read: the lock lasts as long as the file stays open.
    _lock: File,
    requests: Arc<Requests>,
}

/// Requests waiting for the window, and how to wake it.
#[derive(Default)]
struct Requests {
    wake: Mutex<Option<Box<dyn Fn() + Send>>>,
    waiting: Mutex<Vec<Request>>,
}

/// A later start's request to bring the window to the front.
pub struct Request {
    /// Where the answer goes (`None`: it was answered "starting" already).
    asker: Option<Stream>,
}

impl Request {
    /// Tells the later start that the window was brought to the front.
    pub fn answer(self) {
        if let Some(mut asker) = self.asker {
            let _ = writeln!(asker, "{RAISED}");
        }
    }
}

impl Owner {
    /// Listens for later starts on a thread of its own. If the socket cannot be made, the
    /// folder is still held: later starts then wait and are told nobody answers.
    fn listen(lock: File, name: &Name) -> Self {
        let requests = Arc::new(Requests::default());
        match name.listen() {
            Ok(listener) => {
                let shared = Arc::clone(&requests);
                let listening = std::thread::Builder::new()
                    .name("hand-over listener".into())
                    .spawn(move || serve(&listener, &shared));
                if let Err(error) = listening {
                    log::warn!("a second start cannot reach this window: {error}");
                }
            }
            Err(error) => log::warn!("a second start cannot reach this window: {error}"),
        }
        Owner {
            _lock: lock,
            requests,
        }
    }

    /// From now on, `wake` is called (on the listener's thread) when a request arrives; the
    /// requests wait in [`Owner::requests`]. Before this, later starts are told "starting".
    pub fn wake_with(&self, wake: impl Fn() + Send + 'static) {
        *lock(&self.requests.wake) = Some(Box::new(wake));
    }

    /// The requests that arrived since the last call.
    pub fn requests(&self) -> Vec<Request> {
        std::mem::take(&mut *lock(&self.requests.waiting))
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Answers each later start on a thread of its own (one that never sends its line holds up
/// nobody else).
fn serve(listener: &Listener, requests: &Arc<Requests>) {
    for asker in listener.incoming() {
        let requests = Arc::clone(requests);
        let _ = std::thread::Builder::new()
            .name("hand-over".into())
            .spawn(move || take_request(asker, &requests));
    }
}

fn take_request(asker: Stream, requests: &Requests) {
    let mut reader = BufReader::new(asker);
    let mut line = String::new();
    if (&mut reader).take(64).read_line(&mut line).is_err() || line.as_bytes() != ASK {
        return;
    }
    let mut asker = reader.into_inner();
    let wake = lock(&requests.wake);
    let request = if wake.is_some() {
        Request { asker: Some(asker) }
    } else {
        let _ = writeln!(asker, "{STARTING}");
        Request { asker: None }
    };
    lock(&requests.waiting).push(request);
    if let Some(wake) = wake.as_ref() {
        wake();
    }
}
