//! The writer thread: saves and settings reach the disk (temp file, fsync, rename) without
//! a frame ever waiting for it. A save that fails (a full disk) is tried again every few
//! seconds until it succeeds or a newer save of the game replaces it; the file keeps the last
//! save that succeeded meanwhile (the atomic write never leaves half a file).

use super::notices::FileProblem;
use crate::engine::GameRecord;
use crate::persist::{Autosaver, SavedPhones, Settings};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A game's record and its phones, as a save writes them.
pub(super) type SaveContent = Box<(GameRecord, Option<SavedPhones>)>;

/// Work for the writer.
pub(super) enum Job {
    /// A game's record (and its phones), to its save file.
    Save(Autosaver, SaveContent),
    /// The settings, to their file.
    Settings(PathBuf, Box<Settings>),
    /// Answer once everything before is written.
    Flush(Sender<()>),
}

/// What the writer did.
pub(super) struct Written {
    /// How long the write took.
    pub took: Duration,
    /// Why it failed.
    pub error: Option<FileProblem>,
}

/// A thread that writes saves and settings. Jobs queued while it was busy are coalesced to
/// the newest per file, so a burst of moves costs one write and the UI never waits for a
/// disk sync. Dropping it writes what is still queued, then ends the thread.
pub(super) struct SaveWriter {
    jobs: Option<Sender<Job>>,
    /// Reports of finished writes.
    pub done: Receiver<Written>,
    thread: Option<JoinHandle<()>>,
}

impl SaveWriter {
    /// Starts the thread (`None`, after telling stderr, if the OS refuses).
    pub fn start() -> Option<Self> {
        let (jobs, queue) = channel::<Job>();
        let (report, done) = channel();
        let thread = std::thread::Builder::new()
            .name("autosave".into())
            .spawn(move || write_loop(&queue, &report));
        match thread {
            Ok(thread) => Some(SaveWriter {
                jobs: Some(jobs),
                done,
                thread: Some(thread),
            }),
            Err(err) => {
                log::error!("cannot start the autosave thread: {err}");
                None
            }
        }
    }

    /// Queues a job.
    pub fn send(&self, job: Job) {
        // A closed channel means the thread died; its last error was already reported.
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(job);
        }
    }

    /// Waits until everything queued so far is on disk.
    pub fn flush(&self) {
        let (ack, acked) = channel();
        self.send(Job::Flush(ack));
        let _ = acked.recv();
    }
}

impl Drop for SaveWriter {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// How long a save that failed (a full disk) waits before the writer tries it again, unless
/// a newer save of the same game comes first.
pub(super) const RETRY_AFTER: Duration = Duration::from_secs(5);

fn write_loop(queue: &Receiver<Job>, report: &Sender<Written>) {
    // The newest save of each game whose last write failed, and when to try them again.
    let mut failed: Vec<(Autosaver, SaveContent)> = Vec::new();
    let mut retry_at: Option<Instant> = None;
    loop {
        let first = match retry_at {
            None => match queue.recv() {
                Ok(job) => Some(job),
                Err(_) => return,
            },
            Some(at) => match queue.recv_timeout(at.saturating_duration_since(Instant::now())) {
                Ok(job) => Some(job),
                Err(RecvTimeoutError::Timeout) => None,
                // Closing: one last try of what failed, then the thread ends.
                Err(RecvTimeoutError::Disconnected) => {
                    write_saves(std::mem::take(&mut failed), report);
                    return;
                }
            },
        };
        let retrying = first.is_none();
        let mut saves = if retrying {
            std::mem::take(&mut failed)
        } else {
            Vec::new()
        };
        let mut settings: Vec<(PathBuf, Box<Settings>)> = Vec::new();
        let mut acks = Vec::new();
        for job in first.into_iter().chain(queue.try_iter()) {
            match job {
                Job::Save(saver, record) => {
                    saves.retain(|(s, _)| s.path() != saver.path());
                    saves.push((saver, record));
                }
                Job::Settings(path, value) => {
                    settings.retain(|(p, _)| *p != path);
                    settings.push((path, value));
                }
                Job::Flush(ack) => acks.push(ack),
            }
        }
        // A newer save of a game replaces its failed one.
        failed.retain(|(f, _)| saves.iter().all(|(s, _)| s.path() != f.path()));
        failed.extend(write_saves(saves, report));
        retry_at = match (failed.is_empty(), retry_at) {
            (true, _) => None,
            (false, Some(at)) if !retrying => Some(at),
            (false, _) => Some(Instant::now() + RETRY_AFTER),
        };
        for (path, value) in settings {
            let start = Instant::now();
            let error = value.save(&path).err().map(|e| FileProblem::new(&path, &e));
            let _ = report.send(Written {
                took: start.elapsed(),
                error,
            });
        }
        for ack in acks {
            let _ = ack.send(());
        }
    }
}

/// Writes each save, reporting each; returns those that failed (to be tried again).
fn write_saves(
    saves: Vec<(Autosaver, SaveContent)>,
    report: &Sender<Written>,
) -> Vec<(Autosaver, SaveContent)> {
    let mut failed = Vec::new();
    for (saver, content) in saves {
        let start = Instant::now();
        let (record, phones) = &*content;
        let error = saver
            .save(record, phones.as_ref())
            .err()
            .map(|e| FileProblem::new(saver.path(), &e));
        let _ = report.send(Written {
            took: start.elapsed(),
            error: error.clone(),
        });
        if error.is_some() {
            failed.push((saver, content));
        }
    }
    failed
}
