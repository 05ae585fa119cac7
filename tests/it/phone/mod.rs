//! Phones as private hands: whole games through WebSocket clients on loopback, attacks on the
//! host, and the headless `fabula serve`.

mod attacks;
mod browser;
mod browser_join;
mod browser_photos;
mod browser_turn;
mod client;
mod companion;
mod computer_seats;
mod games;
mod guests;
mod heartbeat;
#[cfg(target_os = "linux")]
mod join_screens;
mod joins;
mod languages;
mod laptop;
mod laptop_games;
mod laptop_joins;
mod page;
mod photos;
mod play;
#[cfg(target_os = "linux")]
mod screens;
mod waiting;
mod webkit;
