//! The game's screens on the laptop: privacy, hand, board, vote, reveal, end, and their widgets.

mod awards;
mod board;
mod board_screen;
mod claim;
mod clue;
mod end;
mod givers;
mod hand;
mod join_prompt;
mod judge;
mod passing;
mod phones;
mod phones_waiting;
mod privacy;
mod reveal;
mod scoreboard;
mod seat_changes;
mod seat_list;
mod seats_panel;
mod sparks;
mod track;
mod vote;
mod vote_state;
mod vote_zoom;
mod wheel;
mod zoom;

pub use crate::ui::widgets::{QUIET_ZONE, QrModules, qr_code_ui};
pub use awards::{AwardSizes, award_sizes_to_fit, awards_panel_ui};
pub use board::{BoardStyle, SlotLook, board_ui_styled, caption_height, layout_with_gap};
pub use board_screen::board_screen_ui;
pub use claim::{ClaimState, claim_move, claim_ui};
pub use clue::{clue_move, clue_ui};
pub use end::end_ui;
pub use givers::givers_ui;
pub use hand::{HandState, hand_move, hand_ui};
pub use join_prompt::{JoinPrompt, join_prompt_ui};
pub use judge::Judge;
pub use passing::hands_passed_ui;
pub use phones::{PairingView, ShownCode, pairing_ui};
pub use phones_waiting::phones_waiting_ui;
pub use privacy::{PrivacyExtras, privacy_ui};
pub use reveal::reveal_ui;
pub use seat_changes::{
    JoinChoices, JoinForm, JoinPlays, SeatChanges, join_form_ui, leave_prompt_ui,
};
pub use seats_panel::{SeatsView, seats_button_ui, seats_panel_ui};
pub use sparks::SparksState;
pub use track::{Rabbit, RabbitMove, TrackText, moving_track_ui, track_ui};
pub use vote::vote_ui;
pub use vote_state::{VoteState, vote_move};
