//! What the screens say about a game, computed from views and engine types only: reasons,
//! refusals, rule-set names. No egui here, so the laptop, the table display and (later) the
//! phones say the same words.

mod messages;

pub use messages::{
    config_error_text, reason_line, reason_text, rule_error_text, rules_blurb, rules_name,
};
