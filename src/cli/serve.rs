//! `fabula serve`: the phone host without a window, for tests and benchmarks. Every seat plays
//! from a phone (or a test's WebSocket client); the built-in deck's pictures are served.

use super::output::{complain, one_line, say};
use super::simulate::parse_rules;
use super::{EXIT_USAGE, parse_flags};
use crate::deck::builtin_cards;
use crate::describe::config_error_text;
use crate::engine::{CardId, GameConfig, PlayerId, RecordedGame};
use crate::i18n::{self, Language};
use crate::phones::{CardTitles, HostOptions, PhoneHost, PictureSource};
use std::io::BufRead;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

/// Where `serve` listens unless told: this computer only. Phones on the home network need
/// `--bind` with an address of the network (or 0.0.0.0), asked for on purpose.
pub const DEFAULT_BIND: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// What `serve` was asked for.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The game's set-up (the built-in deck).
    pub config: GameConfig,
    /// Where to listen.
    pub bind: SocketAddr,
    /// The page's and refusals' language.
    pub language: Language,
}

/// Runs the command; returns the exit status.
pub fn serve_command(args: &[String]) -> u8 {
    let options = match parse_options(args) {
        Ok(options) => options,
        Err(message) => {
            complain!("fabula serve: {message}");
            return EXIT_USAGE;
        }
    };
    let game = match RecordedGame::new(options.config.clone()) {
        Ok(game) => game,
        Err(error) => {
            i18n::set_language(options.language);
            complain!("fabula serve: {}", config_error_text(&error));
            return EXIT_USAGE;
        }
    };
    // Pictures are decoded at full size before they shrink: as in the game window, keep those
    // large blocks from lingering in the heap once freed.
    crate::platform::return_large_blocks_promptly();
    let host_options = HostOptions {
        bind: options.bind,
        language: options.language,
        heartbeat: crate::phones::Heartbeat::default(),
        titles: Some(builtin_titles()),
    };
    let host = match PhoneHost::start(game, builtin_pictures(), &host_options) {
        Ok(host) => host,
        Err(error) => {
            complain!("fabula serve: {error}");
            return 1;
        }
    };
    // Listening on every interface, the links name this computer's home-network address.
    let shown = if options.bind.ip().is_unspecified() {
        crate::phones::home_network_address()
    } else {
        options.bind.ip()
    };
    for (seat, name) in options.config.players.iter().enumerate() {
        if let Some(url) = host.seat_url_at(PlayerId(seat as u8), shown) {
            say!("SEAT {} {url}", one_line(name));
        }
    }
    // The table's own screen (a TV): every move at once, in a place no guest can take.
    say!("TABLE {}", host.table_screen_url_at(shown));
    print_join_requests(&host);
    // Serve until standard input closes (or the process is killed), taking the table's
    // answers to latecomers from it.
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match answer_of(&line) {
            Some((name, accept)) => host.decide_join(name, accept),
            None if line.trim().is_empty() => {}
            None => complain!("fabula serve: expected ACCEPT NAME or DECLINE NAME, not {line:?}"),
        }
    }
    drop(host);
    0
}

/// A line of standard input as the table's answer to a latecomer: `ACCEPT NAME` or
/// `DECLINE NAME`.
fn answer_of(line: &str) -> Option<(&str, bool)> {
    let (word, name) = line.trim().split_once(' ')?;
    let accept = match word {
        "ACCEPT" => true,
        "DECLINE" => false,
        _ => return None,
    };
    Some((name.trim(), accept)).filter(|(name, _)| !name.is_empty())
}

/// Prints `JOIN NAME` once for each latecomer's request, as it arrives (on a thread of its
/// own, which ends with the host).
fn print_join_requests(host: &PhoneHost) {
    let mut asks = host.watch_join_requests();
    let printing = std::thread::Builder::new()
        .name("fabula-serve-joins".to_owned())
        .spawn(move || {
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread().build() else {
                return;
            };
            runtime.block_on(async move {
                let mut printed = 0;
                while asks.changed().await.is_ok() {
                    let news: Vec<_> = asks
                        .borrow_and_update()
                        .iter()
                        .filter(|ask| ask.id > printed)
                        .map(|ask| (ask.id, ask.name.clone()))
                        .collect();
                    for (id, name) in news {
                        printed = printed.max(id);
                        say!("JOIN {}", one_line(&name));
                    }
                }
            });
        });
    if let Err(error) = printing {
        complain!("fabula serve: cannot follow join requests: {error}");
    }
}

/// The built-in deck's pictures, by card id.
pub fn builtin_pictures() -> PictureSource {
    Arc::new(|card: CardId| {
        builtin_cards()
            .card(card.0 as usize)
            .map(|card| card.jpeg.to_vec())
    })
}

/// What the built-in deck's pictures are in words (their titles), by card id.
pub fn builtin_titles() -> CardTitles {
    let pool = crate::library::CardPool::builtin();
    CardTitles(Arc::new(move |card: CardId| pool.alt_text(card, &[])))
}

/// Reads the flags.
pub fn parse_options(args: &[String]) -> Result<ServeOptions, String> {
    let flags = parse_flags(
        args,
        &[
            "--rules",
            "--players",
            "--bind",
            "--port",
            "--seed",
            "--lang",
            "--cards",
        ],
    )?;
    let get = |name: &str| {
        flags
            .iter()
            .find(|(flag, _)| *flag == name)
            .map(|(_, value)| *value)
    };
    let rules = parse_rules(get("--rules").ok_or("missing --rules")?)?;
    let players: Vec<String> = get("--players")
        .ok_or("missing --players")?
        .split(',')
        .map(|name| name.trim().to_owned())
        .collect();
    let bind: IpAddr = match get("--bind") {
        Some(text) => text
            .parse()
            .map_err(|_| format!("--bind needs an IP address, not {text:?}"))?,
        None => DEFAULT_BIND,
    };
    let port: u16 = match get("--port") {
        Some(text) => text
            .parse()
            .map_err(|_| format!("--port needs a number from 0 to 65535, not {text:?}"))?,
        None => 0,
    };
    let seed: u64 = match get("--seed") {
        Some(text) => text
            .parse()
            .map_err(|_| "--seed needs a whole number".to_owned())?,
        None => rand::random(),
    };
    let language = match get("--lang") {
        Some(code) => Language::from_code(code)
            .ok_or_else(|| format!("unknown language {code:?} (nl, en, fr or pt-BR)"))?,
        None => Language::from_system(),
    };
    let config = match get("--cards") {
        Some("table") => GameConfig::on_the_table(rules, players, seed),
        None | Some("deck") => {
            let deck = (0..builtin_cards().len() as u32).map(CardId).collect();
            GameConfig::new(rules, players, deck, seed)
        }
        Some(other) => return Err(format!("--cards is deck or table, not {other:?}")),
    };
    Ok(ServeOptions {
        config,
        bind: SocketAddr::new(bind, port),
        language,
    })
}

#[cfg(test)]
mod tests {
    use super::parse_options;

    fn args(extra: &[&str]) -> Vec<String> {
        [
            "--rules",
            "classic",
            "--players",
            "Ada,Bo,Cy",
            "--seed",
            "1",
        ]
        .iter()
        .chain(extra)
        .map(|s| (*s).to_owned())
        .collect()
    }

    #[test]
    fn cards_table_serves_a_companion_game_and_a_wrong_value_is_named() {
        let table = parse_options(&args(&["--cards", "table"])).expect("options");
        assert!(table.config.cards_on_table && table.config.deck.is_empty());
        let deck = parse_options(&args(&[])).expect("options");
        assert!(!deck.config.cards_on_table && !deck.config.deck.is_empty());
        let wrong = parse_options(&args(&["--cards", "box"]))
            .err()
            .unwrap_or_default();
        assert!(wrong.contains("deck or table"), "{wrong}");
    }
}
