//! A card of the vote board enlarged: its number, the voter's tokens that may go on it
//! ("Vote for this card", the second vote or the red token), the other cards a key away, and
//! the way back to the board with the token placed.

use super::vote_state::{
    Second, VoteState, first_enabled, red_enabled, second_enabled, second_kind,
};
use super::wheel::WheelState;
use super::zoom::{ZoomAction, ZoomOutcome, ZoomView, zoom_ui};
use crate::engine::PlayerView;
use crate::t;
use crate::ui::widgets::CardArt;

/// What the enlarged slot `index` shows to this voter.
fn zoom_view(view: &PlayerView, state: &VoteState, index: usize) -> ZoomView {
    let n = view.public.board.len();
    let kind = second_kind(view);
    let first_ok = first_enabled(view).get(index).copied().unwrap_or(false);
    let first_here = state.first.touched && state.first.selected(n) == index;
    let second_here = kind == Second::Token && state.second.selected(n + 1) == index + 1;
    let red_here = kind == Second::Red && state.red.touched && state.red.selected(n) == index;
    let mut actions = vec![ZoomAction {
        label: if kind == Second::Red {
            t!("zoom-green-token")
        } else {
            t!("zoom-vote")
        },
        enabled: first_ok && !first_here,
    }];
    match kind {
        Second::Token => actions.push(ZoomAction {
            label: t!("zoom-second-vote"),
            enabled: second_enabled(view, state)
                .get(index + 1)
                .copied()
                .unwrap_or(false)
                && !second_here,
        }),
        Second::Red => actions.push(ZoomAction {
            label: t!("zoom-red-token"),
            enabled: !red_here,
        }),
        Second::None => {}
    }
    let status = [
        (first_here, t!("zoom-voted")),
        (second_here, t!("zoom-second-voted")),
        (red_here, t!("zoom-red-placed")),
    ]
    .into_iter()
    .filter(|(here, _)| *here)
    .map(|(_, words)| words)
    .collect::<Vec<_>>();
    ZoomView {
        card: view.public.board[index],
        index,
        count: n,
        title: t!("zoom-slot-title", number = index + 1, count = n),
        clue: view.public.clue.clone(),
        image_label: t!("zoom-slot-zoomed", number = index + 1),
        back: t!("zoom-back-board"),
        status: (!status.is_empty()).then(|| status.join(" ")),
        why_not: (!first_ok).then(|| t!("vote-own-card", slot = index + 1)),
        selected: first_here || second_here,
        actions,
    }
}

/// Draws the enlarged slot `state.zoom` and does what the voter asks: place a token on it
/// (then back to the board, where the vote is cast), show another card, or go back.
pub(super) fn vote_zoom_ui(
    ui: &mut egui::Ui,
    art: &dyn CardArt,
    view: &PlayerView,
    state: &mut VoteState,
) {
    let n = view.public.board.len();
    let Some(index) = state.zoom.filter(|i| *i < n) else {
        state.zoom = None;
        return;
    };
    let zoom = zoom_view(view, state, index);
    match zoom_ui(ui, art, &zoom) {
        ZoomOutcome::Stay => {}
        ZoomOutcome::Back => state.zoom = None,
        ZoomOutcome::Show(other) => state.zoom = Some(other),
        ZoomOutcome::Act(0) => {
            state.first.select(index, &first_enabled(view));
            state.active = 0;
            state.own_card_picked = None;
            state.same_card_picked = None;
            // A second token on the card the first now takes gives way.
            if second_kind(view) == Second::Token && state.second.selected(n + 1) == index + 1 {
                state.second = WheelState::default();
            }
            state.zoom = None;
        }
        ZoomOutcome::Act(_) => {
            match second_kind(view) {
                Second::Token => {
                    let enabled = second_enabled(view, state);
                    state.second.select(index + 1, &enabled);
                }
                Second::Red => state.red.select(index, &red_enabled(view)),
                Second::None => {}
            }
            state.active = 1;
            state.own_card_picked = None;
            state.same_card_picked = None;
            state.zoom = None;
        }
    }
}
