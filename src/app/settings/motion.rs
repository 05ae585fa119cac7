//! The system's wish for less motion, where it is cheap and safe to ask: GNOME's
//! `enable-animations` (through `gsettings`) on Linux and the other Unixes, macOS's "Reduce
//! motion" (through `defaults`). Asked once on a thread of its own when the window opens (a
//! command takes about a tenth of a second), so the first frame does not wait for it; until it
//! answers, and wherever the system says nothing, the screens move. Windows' "Show animations
//! in Windows" needs a call into its API, which the window layer does not make: there the
//! setting on the settings screen is the way (see docs/accessibility.md).

use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, channel};

/// The system's answer, once it came.
pub(in crate::app) struct SystemMotion {
    answer: Option<Receiver<Option<bool>>>,
    /// Whether the system asks for less motion (`None`: it did not say, or not yet).
    reduces: Option<bool>,
}

impl SystemMotion {
    /// Nothing asked (tests): the system is taken to say nothing.
    pub(in crate::app) fn unknown() -> Self {
        SystemMotion {
            answer: None,
            reduces: None,
        }
    }

    /// Asks the system on a thread of its own.
    pub(in crate::app) fn ask() -> Self {
        let (tx, rx) = channel();
        let asked = std::thread::Builder::new()
            .name("system motion".into())
            .spawn(move || {
                let _ = tx.send(system_reduces_motion());
            });
        if let Err(error) = asked {
            log::warn!("cannot ask the system about reduced motion: {error}");
        }
        SystemMotion {
            answer: Some(rx),
            reduces: None,
        }
    }

    /// Whether the system asks for less motion, as far as known now.
    pub(in crate::app) fn reduces(&mut self) -> Option<bool> {
        if let Some(rx) = &self.answer
            && let Ok(answer) = rx.try_recv()
        {
            self.reduces = answer;
            self.answer = None;
        }
        self.reduces
    }
}

/// The first line a command prints, if it ran and succeeded.
#[cfg_attr(not(unix), expect(dead_code, reason = "asked on the Unixes"))]
fn first_line(program: &str, args: &[&str]) -> Option<String> {
    let output = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    text.lines().next().map(|l| l.trim().to_owned())
}

/// Whether the desktop asks for less motion (`None`: it does not say).
#[cfg(all(unix, not(target_os = "macos")))]
fn system_reduces_motion() -> Option<bool> {
    let args = ["get", "org.gnome.desktop.interface", "enable-animations"];
    read_gnome(&first_line("gsettings", &args)?)
}

/// Whether macOS's "Reduce motion" is on (`None`: it does not say).
#[cfg(target_os = "macos")]
fn system_reduces_motion() -> Option<bool> {
    let args = ["read", "com.apple.universalaccess", "reduceMotion"];
    read_macos(&first_line("defaults", &args)?)
}

/// Elsewhere the system is not asked.
#[cfg(not(unix))]
fn system_reduces_motion() -> Option<bool> {
    None
}

/// GNOME's `enable-animations` as `gsettings` prints it: animations off asks for less motion.
#[cfg_attr(
    any(target_os = "macos", not(unix)),
    cfg_attr(not(test), expect(dead_code, reason = "read on Linux"))
)]
fn read_gnome(line: &str) -> Option<bool> {
    match line {
        "false" => Some(true),
        "true" => Some(false),
        _ => None,
    }
}

/// macOS's `reduceMotion` as `defaults` prints it.
#[cfg_attr(
    not(target_os = "macos"),
    cfg_attr(not(test), expect(dead_code, reason = "read on macOS"))
)]
fn read_macos(line: &str) -> Option<bool> {
    match line {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_systems_words_for_less_motion_are_read() {
        assert_eq!(read_gnome("false"), Some(true));
        assert_eq!(read_gnome("true"), Some(false));
        assert_eq!(read_gnome("No such schema"), None);
        assert_eq!(read_macos("1"), Some(true));
        assert_eq!(read_macos("0"), Some(false));
        assert_eq!(read_macos(""), None);
        assert_eq!(SystemMotion::unknown().reduces(), None);
    }
}
