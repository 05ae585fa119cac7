//! The writer thread: saves and settings reach the disk (temp file, fsync, rename) without
//! a frame ever waiting for it.

use super::notices::FileProblem;
use crate::engine::GameRecord;
use crate::persist::{Autosaver, SavedPhones, Settings};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
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

fn write_loop(queue: &Receiver<Job>, report: &Sender<Written>) {
    while let Ok(first) = queue.recv() {
        let mut saves: Vec<(Autosaver, SaveContent)> = Vec::new();
        let mut settings: Vec<(PathBuf, Box<Settings>)> = Vec::new();
        let mut acks = Vec::new();
        for job in std::iter::once(first).chain(queue.try_iter()) {
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
        for (saver, record) in saves {
            let start = Instant::now();
            let (record, phones) = &*record;
            let error = saver
                .save(record, phones.as_ref())
                .err()
                .map(|e| FileProblem::new(saver.path(), &e));
            let _ = report.send(Written {
                took: start.elapsed(),
                error,
            });
        }
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
