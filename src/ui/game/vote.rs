//! The private voting screen: the board with the voter's own card(s) disabled, and the voting
//! wheel. In classic games of 7 or more a second wheel places the optional second token; in
//! Dixit Party every card may be chosen (one's own too) and the storyteller's second wheel
//! places the red token.

use super::board::{SlotClick, SlotLook, board_ui};
use super::judge::{Judge, Judged};
use super::vote_state::{
    Second, VoteState, first_enabled, red_enabled, second_enabled, second_kind, vote_move,
    vote_task,
};
use super::wheel::{WheelSpec, wheel_ui};
use crate::engine::PlayerView;
use crate::hotseat::GameCommand;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::TokenShape;
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{RED_TOKEN, Table, Token, paint_red_token};
use egui::{RichText, vec2};

/// Draws the voting screen. `judge` says why the vote as chosen cannot be cast, if it cannot
/// (asked once, when the cast button is drawn).
pub fn vote_ui(
    ui: &mut egui::Ui,
    view: &PlayerView,
    state: &mut VoteState,
    judge: Judge<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    if state.zoom.is_some() {
        super::vote_zoom::vote_zoom_ui(ui, table.art, view, state);
        return;
    }
    let n = view.public.board.len();
    let kind = second_kind(view);
    // Two wheels: a second token, or the storyteller's red token in Party.
    let two = kind != Second::None;
    let red = kind == Second::Red;
    let enabled = first_enabled(view);
    let name = view.public.name(view.seat);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(if vote_task(view).1 {
                t!("vote-title-party", name = name)
            } else {
                t!("vote-title", name = name)
            })
            .font(theme::display(40.0))
            .color(GOLD),
        );
        let hint = match (kind, vote_task(view).1) {
            (Second::Red, _) => t!("hint-vote-party-storyteller"),
            (_, true) => t!("hint-vote-party"),
            (Second::Token, false) => t!("hint-vote-two"),
            (_, false) => t!("hint-vote"),
        };
        theme::do_now(ui, &hint);
        if let Some(clue) = view.public.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("card-clue", clue = clue))
                    .font(theme::display(32.0))
                    .italics()
                    .color(CREAM),
            );
        }
    });
    ui.add_space(10.0);
    let avail = ui.available_size();
    let side = (avail.x * 0.3).clamp(280.0, 520.0);
    let board_area = vec2(avail.x - side - 30.0, avail.y - 10.0);
    let mut chosen_slot = None;
    let mut cast = false;
    let mut judged = None;
    // The dials' ids: Tab moves the focus between them.
    let mut dials: [Option<egui::Id>; 2] = [None, None];
    ui.horizontal_top(|ui| {
        let looks: Vec<SlotLook> = (0..n)
            .map(|i| SlotLook {
                selected: (state.first.touched && state.first.selected(n) == i)
                    || (kind == Second::Token && state.second.selected(n + 1) == i + 1),
                disabled: !enabled[i],
                // A numbered place on a real table has no picture to enlarge.
                zoomable: !view.public.cards_on_table,
                ..SlotLook::default()
            })
            .collect();
        ui.allocate_ui(board_area, |ui| {
            chosen_slot = board_ui(
                ui,
                table.art,
                &view.public.board,
                &looks,
                board_area,
                |painter, i, rect| {
                    // The red token, on the card the storyteller chose for it.
                    if red && state.red.touched && state.red.selected(n) == i {
                        paint_red_token(painter, rect, (rect.width() * 0.1).clamp(8.0, 20.0));
                    }
                },
            );
        });
        ui.add_space(20.0);
        ui.vertical_centered(|ui| {
            ui.set_width(side);
            let options: Vec<String> = (1..=n).map(|s| s.to_string()).collect();
            let token = table.token(view.seat);
            // The wheels take the height left after the words, the button, the key hints and
            // the way back (measured the frame before), so nothing falls off the bottom of a
            // short window.
            let rest_id = ui.scope_id().with(("vote side rest", two));
            let rest: f32 =
                ui.data(|d| d.get_temp(rest_id))
                    .unwrap_or(if two { 380.0 } else { 280.0 });
            let top = ui.cursor().top();
            let room = (avail.y - rest).max(120.0);
            let diameter = if two {
                (room / 1.85).min(side)
            } else {
                (avail.y * 0.55).min(room).min(side)
            };
            ui.label(
                RichText::new(match kind {
                    Second::Token => t!("vote-first-token"),
                    Second::Red => t!("vote-green-token"),
                    Second::None => t!("vote-your-vote"),
                })
                .font(theme::body(18.0))
                .color(LAVENDER),
            );
            let wheel_label = t!("vote-wheel");
            let spec = WheelSpec {
                label: &wheel_label,
                options: &options,
                enabled: &enabled,
                token,
                active: state.active == 0,
            };
            let first = wheel_ui(ui, &mut state.first, &spec, diameter);
            if first.clicked() || first.has_focus() {
                state.active = 0;
            }
            dials[0] = Some(first.id);
            if red {
                let red_enabled = red_enabled(view);
                ui.label(
                    RichText::new(t!("vote-red-token"))
                        .font(theme::body(18.0))
                        .color(LAVENDER),
                );
                let red_label = t!("vote-red-wheel");
                let spec = WheelSpec {
                    label: &red_label,
                    options: &options,
                    enabled: &red_enabled,
                    token: Token {
                        color: RED_TOKEN,
                        shape: TokenShape::Circle,
                    },
                    active: state.active == 1,
                };
                let dial = wheel_ui(ui, &mut state.red, &spec, diameter * 0.85);
                if dial.clicked() || dial.has_focus() {
                    state.active = 1;
                }
                dials[1] = Some(dial.id);
            } else if two {
                let mut options2 = vec!["–".to_owned()];
                options2.extend(options.iter().cloned());
                let enabled2 = second_enabled(view, state);
                ui.label(
                    RichText::new(t!("vote-second-token"))
                        .font(theme::body(18.0))
                        .color(LAVENDER),
                );
                let second_label = t!("vote-second-wheel");
                let spec = WheelSpec {
                    label: &second_label,
                    options: &options2,
                    enabled: &enabled2,
                    token,
                    active: state.active == 1,
                };
                let dial = wheel_ui(ui, &mut state.second, &spec, diameter * 0.85);
                if dial.clicked() || dial.has_focus() {
                    state.active = 1;
                }
                dials[1] = Some(dial.id);
            }
            ui.add_space(10.0);
            let chosen = Judged::new(vote_move(view, state), judge);
            let ok = chosen.blocker.is_none() && chosen.chosen.is_some();
            if ui
                .add_enabled(ok, theme::primary_button(&t!("vote-cast")))
                .clicked()
                && let Some(one) = chosen.chosen.clone()
            {
                commands.push(UiCommand::Game(one.into()));
                cast = true;
            }
            if let Some(slot) = state.own_card_picked {
                let text = t!("vote-own-card", slot = slot + 1);
                ui.label(RichText::new(text).color(theme::EMBER));
            } else if let Some(slot) = state.same_card_picked {
                let text = t!("vote-same-card", slot = slot + 1);
                ui.label(RichText::new(text).color(theme::EMBER));
            } else if !state.first.touched {
                ui.label(RichText::new(t!("vote-turn-the-wheel")).color(LAVENDER));
            } else if red && !state.red.touched {
                ui.label(RichText::new(t!("vote-place-red")).color(LAVENDER));
            } else if let Some(reason) = &chosen.blocker {
                ui.label(RichText::new(reason).color(theme::EMBER));
            }
            judged = Some(chosen);
            ui.add_space(6.0);
            let mut hints = vec![
                (format!("1-{}", n.min(10)), t!("vote-hint-slot")),
                (t!("vote-key-left-right"), t!("vote-hint-turn")),
            ];
            if two {
                let other = if red {
                    t!("vote-hint-other-dial")
                } else {
                    t!("vote-hint-other-token")
                };
                hints.push((t!("vote-key-tab"), other));
            }
            if !view.public.cards_on_table {
                hints.push(("Z".to_owned(), t!("vote-hint-zoom")));
            }
            hints.push((t!("key-enter"), t!("vote-hint-vote")));
            hints.push((t!("key-esc"), t!("vote-hint-clear-or-hide")));
            // As many hints on a line as the column holds (the words differ per language).
            let mut rows: Vec<Vec<(&str, &str)>> = Vec::new();
            let mut used = f32::INFINITY;
            for (k, w) in &hints {
                let width =
                    crate::ui::widgets::key_hint_size(ui, k, w).x + ui.spacing().item_spacing.x;
                if used + width > side {
                    rows.push(Vec::new());
                    used = 0.0;
                }
                used += width;
                if let Some(row) = rows.last_mut() {
                    row.push((k.as_str(), w.as_str()));
                }
            }
            for row in rows {
                crate::ui::widgets::key_hints_centered(ui, &row);
            }
            ui.add_space(6.0);
            let back = egui::Button::new(
                RichText::new(t!("vote-not-me", name = name))
                    .font(theme::body(16.0))
                    .color(LAVENDER),
            );
            if ui.add(back).clicked() {
                commands.push(UiCommand::Game(GameCommand::BackToPrivacy));
            }
            let wheels = diameter * if two { 1.85 } else { 1.0 };
            let drawn = ui.cursor().top() - top - wheels;
            if (drawn - rest).abs() > 1.0 {
                ui.data_mut(|d| d.insert_temp(rest_id, drawn));
                ui.ctx().request_repaint();
            }
        });
    });
    let second_enabled = second_enabled(view, state);
    let red_enabled = red_enabled(view);
    let pick = |state: &mut VoteState, index: usize| {
        // One's own card cannot take a token: say so, and leave the dials where they were.
        let own = !enabled.get(index).copied().unwrap_or(true);
        state.own_card_picked = (own && !(state.active == 1 && red)).then_some(index);
        state.same_card_picked = None;
        if state.own_card_picked.is_some() {
            return;
        }
        if state.active == 1 && red {
            state.red.select(index, &red_enabled);
        } else if state.active == 1 && two {
            let en = &second_enabled;
            // Both tokens cannot go on one card: say so, and leave the second where it was.
            if en[index + 1] {
                state.second.select(index + 1, en);
            } else {
                state.same_card_picked = Some(index);
            }
        } else {
            state.first.select(index, &enabled);
        }
    };
    // Tab is this screen's own key (the other token), but egui also hands its keyboard focus to
    // a card or the button with it; that focus must not swallow the screen's keys afterwards.
    let key = |key| crate::ui::widgets::pressed_beside_focus(ui, key);
    let enter = key(egui::Key::Enter);
    // Enter casts the vote: egui also reports it as a click on the focused card, which must not
    // move a token first.
    match chosen_slot {
        Some(SlotClick::Zoom(i)) => state.zoom = Some(i),
        Some(SlotClick::Choose(i)) if !enter => pick(state, i),
        _ => {}
    }
    // Z enlarges the card the active token is on (the first card before any is chosen).
    if key(egui::Key::Z) && !view.public.cards_on_table {
        let on = match (state.active, kind) {
            (1, Second::Red) if state.red.touched => Some(state.red.selected(n)),
            (1, Second::Token) => state.second.selected(n + 1).checked_sub(1),
            _ => state.first.touched.then(|| state.first.selected(n)),
        };
        state.zoom = Some(on.unwrap_or(0).min(n.saturating_sub(1)));
    }
    if state.zoom.is_some() {
        // The enlarged card replaces this screen: draw it at once.
        ui.ctx().request_repaint();
    }
    if let Some(i) = crate::ui::widgets::pressed_digit_beside_focus(ui).filter(|i| *i < n) {
        pick(state, i);
    }
    let step = i32::from(key(egui::Key::ArrowRight)) - i32::from(key(egui::Key::ArrowLeft));
    if step != 0 {
        if state.active == 1 && red {
            state.red.step(step, &red_enabled);
        } else if state.active == 1 && two {
            state.second.step(step, &second_enabled);
        } else {
            state.first.step(step, &enabled);
        }
    }
    // Read Tab from the raw events: egui consumes it for focus moves once a card has focus.
    let tab = ui.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab,
                    pressed: true,
                    repeat: false,
                    ..
                }
            )
        })
    });
    // With two dials Tab means one thing: the other dial, which then holds the keyboard
    // focus (and its ring). With one dial, Tab moves the focus as anywhere else.
    // A focused dial keeps Left/Right for turning (and, with two dials, Tab for the other).
    let filter = egui::EventFilter {
        tab: two,
        horizontal_arrows: true,
        ..egui::EventFilter::default()
    };
    for dial in dials.into_iter().flatten() {
        ui.memory_mut(|m| m.set_focus_lock_filter(dial, filter));
    }
    if two && tab {
        state.active = 1 - state.active;
        if let Some(dial) = dials[state.active] {
            ui.memory_mut(|m| m.request_focus(dial));
        }
    }
    // Esc clears a choice; with nothing chosen it hides the screen again (the wrong player
    // said "I am ...").
    if key(egui::Key::Escape) {
        if *state == VoteState::default() {
            commands.push(UiCommand::Game(GameCommand::BackToPrivacy));
        } else {
            *state = VoteState::default();
        }
    }
    // A focused Cast button has already cast it on this Enter.
    if enter
        && !cast
        && let Some(judged) = judged
        && let Some(one) = judged.on_enter(vote_move(view, state), judge)
    {
        commands.push(UiCommand::Game(one.into()));
    }
}
