//! What every screen shares: cards, tokens, the theme, keys and their hints, notices, headers,
//! the language picker, the table display's toggle and the hourglass.

mod announce;
mod art;
mod card;
mod focus;
mod header;
mod hourglass;
mod keys;
mod language;
mod magnifier;
mod motion;
mod notice;
mod phone_mark;
mod qr;
mod switch;
mod table_toggle;
pub mod theme;
mod tokens;

pub use announce::announcer_ui;
pub use art::{CardArt, RED_TOKEN, Table, paint_red_token, paint_voter_tokens};
pub use card::{CardLook, card_picture_ui, card_ui, fit, paint_card, picture_node_ui};
pub use focus::{FOCUS_RING, focus_ring_ui};
pub use header::back_and_title_ui;
pub use hourglass::{
    hourglass_corner_ui, hourglass_label, hourglass_time_text, hourglass_ui, paint_hourglass,
    table_hourglass_ui, table_hourglass_width,
};
pub use keys::{
    DIGIT_KEYS, key_hint, key_hint_size, key_hints_centered, pressed, pressed_beside_focus,
    pressed_digit, pressed_digit_beside_focus,
};
pub use language::language_picker_ui;
pub use magnifier::magnifier_ui;
pub use motion::{Motion, reduce_motion, set_reduce_motion};
pub use notice::notices_ui;
pub use phone_mark::{
    left_mark_ui, level_hint, level_name, link_color, paint_computer_face, paint_phone,
    paint_phone_mark, phone_mark_text, phone_mark_ui, phone_mark_width,
};
pub use qr::{QUIET_ZONE, QrModules, qr_code_ui};
pub use switch::{labelled_switch_ui, switch_ui};
pub use table_toggle::table_toggle_ui;
pub use tokens::{
    PARTNERS, TOKENS, Token, TokenShape, paint_rabbit, paint_token, partner_of, seating_plan_ui,
    team_default_name, token, token_name, token_name_of,
};
