//! The real game window on a virtual screen (Xvfb, which the suite needs: `.ci/test` installs
//! it): a later start hands over to it, the window answering from a frame once it has told the
//! system to bring it to the front, and exits 0; a later start of the window beside a first
//! that never answers asks the player instead of opening the game.

use super::one_window::{Holder, PATIENCE, fabula_on, run, wait_for_exit};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A virtual screen on a display number of its own, closed when dropped.
struct Xvfb {
    server: Child,
    display: String,
}

impl Xvfb {
    fn start() -> Self {
        let mut server = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb runs (apt-get install xvfb): these tests open real windows");
        let mut number = String::new();
        let stdout = server.stdout.take().expect("stdout");
        BufReader::new(stdout)
            .read_line(&mut number)
            .expect("display");
        Xvfb {
            server,
            display: format!(":{}", number.trim()),
        }
    }

    /// The game window on this screen, on the data folder `dir`, its log in `log`.
    fn window(&self, dir: &Path, log: &Path) -> Command {
        let mut command = fabula_on(dir);
        let log = std::fs::File::create(log).expect("log");
        command
            .env("DISPLAY", &self.display)
            .env("FABULA_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(log);
        command
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// Waits until `done` while `window` runs (its log shown if it ends or time runs out).
fn while_running(window: &mut Child, log: &Path, what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done() {
        let log = || std::fs::read_to_string(log).unwrap_or_default();
        if let Some(status) = window.try_wait().expect("wait") {
            panic!("the window ended ({status}) before {what}: {}", log());
        }
        assert!(Instant::now() < deadline, "no {what}: {}", log());
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn a_later_start_hands_over_to_the_real_window_which_answers_from_a_frame() {
    let screen = Xvfb::start();
    let dir = tempfile::tempdir().expect("dir");
    let log = dir.path().join("first.log");
    let mut first = screen.window(dir.path(), &log).spawn().expect("window");
    // Once the window holds the folder (a later start must not come first and hold it)...
    while_running(&mut first, &log, "lock taken", || {
        let lock = std::fs::File::open(dir.path().join("fabula.lock"));
        lock.is_ok_and(|l| matches!(l.try_lock(), Err(std::fs::TryLockError::WouldBlock)))
    });
    // ...later starts are told it is opening; once a frame runs, the window answers.
    while_running(&mut first, &log, "answer from the window's frame", || {
        let mut later = fabula_on(dir.path());
        later.arg("hold");
        let later = run(later);
        assert!(later.status.success(), "{later:?}");
        String::from_utf8_lossy(&later.stdout).contains("came to the front")
    });
    // The window's own later start: handed over, exit 0, no second window.
    let second = run(screen.window(dir.path(), &dir.path().join("second.log")));
    assert!(second.status.success(), "{second:?}");
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(said.contains("already open"), "{said}");
    let _ = first.kill();
    let _ = wait_for_exit(&mut first);
}

#[test]
fn the_real_window_asks_when_the_first_does_not_answer() {
    let screen = Xvfb::start();
    let dir = tempfile::tempdir().expect("dir");
    let hung = Holder::first_on(dir.path(), &["--never-answer"]);
    let log = dir.path().join("second.log");
    let mut second = screen.window(dir.path(), &log).spawn().expect("window");
    while_running(&mut second, &log, "question", || {
        let said = std::fs::read_to_string(&log).unwrap_or_default();
        said.contains("does not answer")
    });
    let _ = second.kill();
    let _ = wait_for_exit(&mut second);
    assert!(hung.close().success());
}
