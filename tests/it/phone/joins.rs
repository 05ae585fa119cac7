//! Latecomers joining from a phone, through `fabula serve` on loopback: the request is printed
//! as `JOIN NAME`, answered on standard input, and given at the end of a turn.

use super::client::{PATIENCE, Phone, config, runtime};
use super::play::command_of;
use fabula::engine::{Action, GameRng, Phase, PlayerId, RecordedGame, RuleSet};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;

/// A running `fabula serve`: its seats' tokens, the address, its later lines and its input.
struct Served {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    tokens: Vec<String>,
    address: SocketAddr,
}

impl Served {
    fn start(rules: &str, players: &str, seed: u64) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fabula"))
            .args(["serve", "--rules", rules, "--players", players])
            .args(["--bind", "127.0.0.1", "--port", "0", "--lang", "en"])
            .args(["--seed", &seed.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                if tx.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        let mut tokens = Vec::new();
        let address = loop {
            let line = lines.recv_timeout(PATIENCE).unwrap();
            let words: Vec<&str> = line.split(' ').collect();
            match words[0] {
                "SEAT" => tokens.push(words[2].rsplit('#').next().unwrap().to_owned()),
                "TABLE" => {
                    let url = words[1].strip_prefix("http://").unwrap();
                    break url.split('/').next().unwrap().parse().unwrap();
                }
                _ => panic!("{line}"),
            }
        };
        Served {
            stdin: child.stdin.take(),
            child,
            lines,
            tokens,
            address,
        }
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("serve prints a line")
    }

    fn answer(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn stop(mut self) {
        drop(self.stdin.take());
        assert!(self.child.wait().unwrap().success());
        assert!(self.lines.try_recv().is_err(), "no other line");
    }
}

/// The first message that is not a state or a presence.
async fn answer(phone: &mut Phone) -> Value {
    phone.answer().await.expect("the host answers")
}

/// Plays random legal moves from the seats' phones until `stop` holds of the mirror's phase.
async fn play_until(
    phones: &mut [Phone],
    mirror: &mut RecordedGame,
    rng: &mut GameRng,
    stop: impl Fn(Phase) -> bool,
) {
    while !stop(mirror.state().phase()) {
        let mut action = mirror.state().random_action(rng).expect("a move");
        if let Action::ChooseStoryteller { player } = &mut action {
            *player = None;
        }
        let (seat, command) = command_of(&action);
        let phone = phones.iter_mut().find(|p| p.seat == Some(seat)).unwrap();
        phone.send(&command).await;
        mirror.apply(action).unwrap();
        let rev = mirror.actions().len() as u64;
        for phone in phones.iter_mut() {
            phone.wait_for(rev).await;
        }
    }
}

#[test]
fn phone_join_serve_seats_mia_at_the_reveal_and_her_phone_plays_the_next_turn() {
    let mut served = Served::start("classic", "Ada,Bo,Cy", 7);
    let names = ["Ada", "Bo", "Cy"].map(str::to_owned).to_vec();
    let mut mirror = RecordedGame::new(config(RuleSet::Classic, names, 7)).unwrap();
    let mut rng = GameRng::new(3);
    runtime().block_on(async {
        let mut phones = Vec::new();
        for token in &served.tokens {
            phones.push(Phone::join(served.address, Some(token)).await);
        }
        // Mid-turn: Mia asks, the table says yes, and she waits for the end of the turn.
        play_until(&mut phones, &mut mirror, &mut rng, |p| {
            p != Phase::ChooseStoryteller
        })
        .await;
        let mut mia = Phone::join_in(served.address, None, Some("fr-FR")).await;
        mia.send(&json!({"do": "ask_join", "name": "  Mia "})).await;
        let waiting = answer(&mut mia).await;
        assert_eq!(waiting, json!({"type": "join_waiting", "name": "Mia"}));
        assert_eq!(served.next_line(), "JOIN Mia");
        served.answer("ACCEPT Mia");
        play_until(&mut phones, &mut mirror, &mut rng, |p| p == Phase::Reveal).await;
        // Seated at the reveal, after the last seat, with a link of her own.
        let joined = answer(&mut mia).await;
        assert_eq!(joined["type"], "joined", "{joined}");
        let token = joined["token"].as_str().unwrap().to_owned();
        assert_eq!(token.len(), 32);
        assert!(mia.next().await.is_none(), "the guest's connection ends");
        let join = Action::Join {
            names: vec!["Mia".to_owned()],
            after: PlayerId(2),
        };
        mirror.apply(join).unwrap();
        let rev = mirror.actions().len() as u64;
        let mut mia = Phone::join(served.address, Some(&token)).await;
        assert_eq!(mia.seat, Some(3));
        let state = mia.wait_for(rev).await;
        assert_eq!(state["view"]["public"]["players"][3]["name"], "Mia");
        assert_eq!(state["view"]["hand"].as_array().unwrap().len(), 6);
        phones.push(mia);
        // The next turn, Mia's move made on her phone.
        play_until(&mut phones, &mut mirror, &mut rng, |p| p != Phase::Reveal).await;
        play_until(&mut phones, &mut mirror, &mut rng, |p| p == Phase::Reveal).await;
        let mia = phones.last().unwrap();
        let last = mia.log.iter().rev().find(|m| m["type"] == "state").unwrap();
        assert_eq!(
            last["view"]["public"]["players"].as_array().unwrap().len(),
            4
        );
        assert!(
            last["view"]["public"]["reveal"]["owners"]
                .as_array()
                .unwrap()
                .contains(&json!(3)),
            "Mia's card is on the board"
        );
    });
    served.stop();
}

#[test]
fn phone_join_serve_declines_politely_and_refuses_bad_requests() {
    let mut served = Served::start("classic", "Ada,Bo,Cy", 8);
    runtime().block_on(async {
        let mut ada = Phone::join(served.address, Some(&served.tokens[0])).await;
        let mut noa = Phone::join_in(served.address, None, Some("nl-BE")).await;
        for (name, refusal) in [
            ("   ", "Typ eerst je naam."),
            (
                "No\u{7}a",
                "Een naam mag geen onzichtbare of stuurtekens bevatten.",
            ),
            ("ada", "ada zit al aan tafel: kies een andere naam."),
            (&"x".repeat(25), "Een naam heeft hoogstens 24 tekens."),
        ] {
            noa.send(&json!({"do": "ask_join", "name": name})).await;
            let answer = answer(&mut noa).await;
            assert_eq!(answer, json!({"type": "join_refused", "reason": refusal}));
        }
        noa.send(&json!({"do": "ask_join", "name": "Noa", "seat": 1}))
            .await;
        assert_eq!(answer(&mut noa).await["type"], "error", "no extra fields");
        noa.send(&json!({"do": "ask_join", "name": "Noa"})).await;
        assert_eq!(answer(&mut noa).await["type"], "join_waiting");
        noa.send(&json!({"do": "ask_join", "name": "Noa 2"})).await;
        let again = answer(&mut noa).await;
        assert_eq!(
            again["reason"],
            "Je hebt het al gevraagd: de tafel antwoordt aan het eind van de beurt."
        );
        assert_eq!(served.next_line(), "JOIN Noa");
        // Before the first turn the answer is given at once.
        served.answer("DECLINE Noa");
        let declined = answer(&mut noa).await;
        assert_eq!(
            declined["reason"],
            "De tafel kan je deze keer niet laten meespelen. Bedankt voor het vragen!"
        );
        // Nobody joined: Ada's table still has three seats, and Noa's page may ask again.
        ada.send(&json!({"do": "choose_storyteller"})).await;
        let state = ada.wait_for(1).await;
        assert_eq!(
            state["view"]["public"]["players"].as_array().unwrap().len(),
            3
        );
        noa.send(&json!({"do": "ask_join", "name": "Noa"})).await;
        assert_eq!(answer(&mut noa).await["type"], "join_waiting");
        assert_eq!(served.next_line(), "JOIN Noa");
    });
    served.stop();
}

#[test]
fn phone_join_a_full_table_answers_at_once() {
    let served = Served::start("edition2021", "A,B,C,D,E,F,G,H", 9);
    runtime().block_on(async {
        let mut late = Phone::join(served.address, None).await;
        late.send(&json!({"do": "ask_join", "name": "Ivo"})).await;
        let full = answer(&mut late).await;
        assert_eq!(
            full,
            json!({"type": "join_refused", "reason": "The table is full: it cannot take another player."})
        );
    });
    served.stop();
}
