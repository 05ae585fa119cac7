//! What the screens say about a game, computed from views and engine types only: headlines,
//! standings, statuses, which reasons to show, refusals, rule-set names, the awards and the
//! Hall of fame, clue sparks, the pace of the rabbits' hop. No egui here, so the laptop, the table display and (later) the
//! phones say the same words.

mod announce;
mod award_text;
mod awards;
mod hall;
mod hop;
mod messages;
mod sparks;
mod standings;
mod status;
mod turn;

pub use announce::announcement;
pub use award_text::{AwardText, award_text, award_texts};
pub use awards::{Award, AwardKind, award_goes_to, awards, votes_drawn};
pub use hall::{BestClue, HallEntry, HallOfFame};
pub use hop::{HOP_PAUSE, HOP_SECONDS, hop_progress, hop_reached_at};
pub use messages::{
    config_error_text, reason_line, reason_short, reason_text, refusal_text, rule_error_text,
    rules_blurb, rules_name,
};
pub use sparks::{SPARK_KINDS, SparkKind, draw_sparks, spark_text};
pub use standings::{
    Standing, reason_lines, reason_lines_short, reasons_without_points, scorer_name, shown_lines,
    standings, team_members, team_name, turn_standings,
};
pub use status::{SeatStatus, scorer_status, seat_status, waiting_text};
pub use turn::{Headline, headline, phase_text, privacy_task, storyteller_card_text, winners_text};
