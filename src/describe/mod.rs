//! What the screens say about a game, computed from views and engine types only: headlines,
//! standings, statuses, which reasons to show, refusals, rule-set names. No egui here, so the
//! laptop, the table display and (later) the phones say the same words.

mod messages;
mod standings;
mod status;
mod turn;

pub use messages::{
    config_error_text, reason_line, reason_short, reason_text, rule_error_text, rules_blurb,
    rules_name,
};
pub use standings::{
    Standing, reason_lines, reason_lines_short, reasons_without_points, scorer_name, shown_lines,
    standings, team_members, team_name,
};
pub use status::{SeatStatus, scorer_status, seat_status, waiting_text};
pub use turn::{Headline, headline, phase_text, privacy_task, storyteller_card_text, winners_text};
