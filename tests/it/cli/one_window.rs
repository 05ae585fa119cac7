//! One window per data folder, with real processes on one temporary data folder
//! (`FABULA_DATA_DIR`): a later start hands over to the first, which answers, and exits 0; a
//! first killed with SIGKILL leaves nothing that blocks; a hung first (stopped, or taking
//! requests it never answers) is reported within the later start's patience. `fabula hold`
//! claims the folder exactly as the window does, without a display; the real window is
//! started under Xvfb in `one_window_xvfb.rs`.

use std::io::{BufRead, BufReader, Read as _};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// Upper bound of every wait: far beyond what any step takes on a busy machine, only there so
/// that a broken build fails instead of hanging.
pub(super) const PATIENCE: Duration = Duration::from_mins(3);

/// `fabula` on the data folder `dir`, with no display (a window would fail to open).
pub(super) fn fabula_on(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_fabula"));
    command
        .env("FABULA_DATA_DIR", dir)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null());
    command
}

/// A process holding the data folder, its output read line by line.
pub(super) struct Holder {
    pub child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Holder {
    /// Starts `command` (stdout read here, stdin kept open until [`Holder::close`]).
    pub(super) fn start(mut command: Command) -> Self {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = send.send(line);
            }
        });
        let input = child.stdin.take();
        Holder {
            child,
            input,
            lines,
        }
    }

    /// `fabula hold` as the first on `dir`, once it says it holds the folder.
    pub(super) fn first_on(dir: &Path, args: &[&str]) -> Self {
        let mut command = fabula_on(dir);
        command.arg("hold").args(args);
        let holder = Holder::start(command);
        let line = holder.next_line();
        assert!(line.starts_with("holding "), "{line}");
        holder
    }

    /// The next line it prints.
    pub(super) fn next_line(&self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("the holder prints its next line")
    }

    /// Closes its input (a holder then ends) and waits for its status.
    pub(super) fn close(mut self) -> std::process::ExitStatus {
        drop(self.input.take());
        wait_for_exit(&mut self.child)
    }
}

/// Waits for `child` to end, within [`PATIENCE`].
pub(super) fn wait_for_exit(child: &mut Child) -> std::process::ExitStatus {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the process did not end within {PATIENCE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `command` to its end (within [`PATIENCE`]), with its output.
pub(super) fn run(mut command: Command) -> Output {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let status = wait_for_exit(&mut child);
    let mut output = Output {
        status,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let _ = child
        .stdout
        .take()
        .expect("out")
        .read_to_end(&mut output.stdout);
    let _ = child
        .stderr
        .take()
        .expect("err")
        .read_to_end(&mut output.stderr);
    output
}

fn later_hold(dir: &Path) -> Output {
    let mut command = fabula_on(dir);
    command.arg("hold");
    run(command)
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_later_start_of_the_window_hands_over_to_the_first_and_exits_0() {
    let dir = tempfile::tempdir().expect("dir");
    let first = Holder::first_on(dir.path(), &[]);
    // The game window's own start: it hands over before opening any window (there is no
    // display here: opening one would fail).
    let second = run(fabula_on(dir.path()));
    assert!(second.status.success(), "{second:?}");
    assert_eq!(first.next_line(), "raised", "the first got the request");
    // Again, by a path naming the same folder otherwise.
    let mut third = fabula_on(&dir.path().join(".").join("saves").join(".."));
    third.arg("hold");
    let third = run(third);
    assert!(third.status.success(), "{third:?}");
    assert!(stdout(&third).starts_with("handed over: "), "{third:?}");
    assert_eq!(first.next_line(), "raised");
    assert!(first.close().success());
}

#[test]
fn headless_commands_run_beside_a_window_holding_the_folder() {
    let dir = tempfile::tempdir().expect("dir");
    let first = Holder::first_on(dir.path(), &[]);
    let mut simulate = fabula_on(dir.path());
    simulate.args(["simulate", "--rules", "classic", "--players", "3"]);
    simulate.args(["--games", "1", "--seed", "5"]);
    let simulate = run(simulate);
    assert!(simulate.status.success(), "{simulate:?}");
    assert!(stdout(&simulate).contains("invariants: ok"));
    assert!(first.close().success());
}

#[test]
fn a_first_killed_with_sigkill_leaves_nothing_that_blocks_the_next_start() {
    let dir = tempfile::tempdir().expect("dir");
    let mut first = Holder::first_on(dir.path(), &[]);
    first.child.kill().expect("SIGKILL");
    let _ = wait_for_exit(&mut first.child);
    // The next start holds the folder at once, as if nobody had been there.
    let next = Holder::first_on(dir.path(), &[]);
    let later = later_hold(dir.path());
    assert!(later.status.success(), "{later:?}");
    assert_eq!(next.next_line(), "raised");
    assert!(next.close().success());
}

#[cfg(unix)]
#[test]
fn a_stopped_first_is_reported_as_not_answering_and_answers_again_when_it_goes_on() {
    let dir = tempfile::tempdir().expect("dir");
    let first = Holder::first_on(dir.path(), &[]);
    let pid = first.child.id().to_string();
    let signal = |name: &str| {
        let sent = Command::new("kill").args([name, &pid]).status();
        assert!(sent.expect("kill runs").success());
    };
    signal("-STOP");
    let later = later_hold(dir.path());
    signal("-CONT");
    assert_eq!(
        later.status.code(),
        Some(i32::from(fabula::cli::EXIT_UNANSWERED)),
        "{later:?}"
    );
    assert!(stdout(&later).starts_with("no answer: "), "{later:?}");
    // Going on, the first answers the request it was sent while stopped, then new ones.
    assert_eq!(first.next_line(), "raised");
    let again = later_hold(dir.path());
    assert!(again.status.success(), "{again:?}");
    assert_eq!(first.next_line(), "raised");
    assert!(first.close().success());
}

#[test]
fn a_first_that_takes_requests_and_never_answers_is_reported_as_hung() {
    let dir = tempfile::tempdir().expect("dir");
    let first = Holder::first_on(dir.path(), &["--never-answer"]);
    let later = later_hold(dir.path());
    assert_eq!(
        later.status.code(),
        Some(i32::from(fabula::cli::EXIT_UNANSWERED)),
        "{later:?}"
    );
    assert!(stdout(&later).starts_with("no answer: "), "{later:?}");
    assert!(first.close().success());
}
