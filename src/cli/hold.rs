//! `fabula hold`: claims the data folder exactly as the game window does, without a window,
//! so that the one-window rule can be tested with real processes where no display is (and a
//! script can keep the window out of a folder while it works on it). As the first, it prints
//! `holding`, then `raised` for each later start it answers, until standard input closes; as a
//! later start, it prints what the window would have done.

use super::EXIT_USAGE;
use super::output::{complain, say};
use crate::platform::single::{Answer, Claim, claim};
use std::sync::mpsc::channel;

/// Exit status of a later start whose holder did not answer (the window would ask).
pub const EXIT_UNANSWERED: u8 = 3;

/// Runs the command; returns the exit status.
pub fn hold_command(args: &[String]) -> u8 {
    let never_answer = match args {
        [] => false,
        [flag] if flag == "--never-answer" => true,
        _ => {
            complain!("fabula hold: the only option is --never-answer");
            return EXIT_USAGE;
        }
    };
    let Some(folder) = crate::persist::data_dir() else {
        complain!("fabula hold: this system has no data folder; set FABULA_DATA_DIR");
        return 1;
    };
    match claim(&folder) {
        Claim::First(owner) => {
            enum Event {
                Asked,
                InputClosed,
            }
            let (events, next) = channel();
            let asked = events.clone();
            owner.wake_with(move || {
                let _ = asked.send(Event::Asked);
            });
            let _ = std::thread::Builder::new()
                .name("input".into())
                .spawn(move || {
                    let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
                    let _ = events.send(Event::InputClosed);
                });
            say!("holding {}", folder.display());
            // A hung window takes requests and never answers them: kept here, unanswered.
            let mut unanswered = Vec::new();
            while let Ok(Event::Asked) = next.recv() {
                for request in owner.requests() {
                    if never_answer {
                        unanswered.push(request);
                    } else {
                        say!("raised");
                        request.answer();
                    }
                }
            }
            0
        }
        Claim::HandedOver(Answer::Raised) => {
            say!("handed over: the window holding this folder came to the front");
            0
        }
        Claim::HandedOver(Answer::Starting) => {
            say!("handed over: the window holding this folder is opening");
            0
        }
        Claim::Unanswered => {
            say!("no answer: the process holding this folder does not answer");
            EXIT_UNANSWERED
        }
        Claim::Unlockable(error) => {
            complain!("fabula hold: {}: {error}", folder.display());
            1
        }
    }
}
