//! The private hand screen: the storyteller picks a card and a clue, every other player picks
//! the card(s) they hand in. Cards are drawn large; any card can be zoomed to the full window.

use super::judge::{Judge, Judged};
use super::zoom::{ZoomAction, ZoomOutcome, ZoomView, zoom_ui};
use crate::engine::{CardId, Move, PlayerView, Task};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::Table;
use crate::ui::widgets::theme::{self, CREAM, EMBER, GOLD, LAVENDER};
use crate::ui::widgets::{CardLook, card_ui, fit, magnifier_ui};
use egui::{RichText, vec2};

/// What the player has chosen so far on their hand screen. Reset for every private turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandState {
    /// Selected cards, oldest first.
    pub selected: Vec<CardId>,
    /// The clue being typed (storyteller only).
    pub clue: String,
    /// The card shown full-window, if any.
    pub zoom: Option<CardId>,
    /// "Need an idea?" (storyteller only).
    pub sparks: super::sparks::SparksState,
}

impl HandState {
    /// Toggles `card`, keeping at most `max` selected (the oldest choice gives way).
    pub fn toggle(&mut self, card: CardId, max: usize) {
        if let Some(pos) = self.selected.iter().position(|c| *c == card) {
            self.selected.remove(pos);
        } else {
            if self.selected.len() >= max.max(1) {
                self.selected.remove(0);
            }
            self.selected.push(card);
        }
    }
}

/// Whether this seat's task is to tell (rather than to hand in cards).
fn telling(view: &PlayerView) -> bool {
    view.task == Some(Task::Tell)
}

/// How many cards this screen asks for: one to tell, or as many as the task says.
pub fn wanted(view: &PlayerView) -> usize {
    match view.task {
        Some(Task::Submit { cards }) => cards,
        _ => 1,
    }
}

/// The move the confirm button makes with the current choice.
pub fn hand_move(view: &PlayerView, state: &HandState) -> Move {
    if telling(view) {
        Move::Tell {
            card: state.selected.first().copied().unwrap_or(CardId(u32::MAX)),
            clue: state.clue.trim().to_owned(),
        }
    } else {
        Move::Submit {
            cards: state.selected.clone(),
        }
    }
}

/// Draws the hand screen. `judge` says why the chosen move may not be made now, if it may
/// not (asked once, when the confirm button is drawn); `typed_only`: a computer player is at
/// the table, so the clue field says the clue must be typed.
pub fn hand_ui(
    ui: &mut egui::Ui,
    view: &PlayerView,
    state: &mut HandState,
    judge: Judge<'_>,
    typed_only: bool,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let telling = telling(view);
    let want = wanted(view);
    if let Some(card) = state.zoom {
        hand_zoom_ui(ui, view, state, card, table);
        return;
    }
    let name = view.public.name(view.seat);
    ui.vertical_centered(|ui| {
        ui.add_space(8.0);
        let title = if telling {
            t!("hand-title-storyteller", name = name)
        } else {
            t!("hand-title-submit", name = name, count = want)
        };
        ui.label(RichText::new(title).font(theme::display(44.0)).color(GOLD));
        if telling {
            theme::do_now(ui, &t!("hint-storyteller"));
        } else {
            theme::do_now(ui, &t!("hint-submit", count = want));
            let clue = view.public.clue.as_deref().filter(|c| !c.trim().is_empty());
            match clue {
                Some(clue) => ui.label(
                    RichText::new(t!("card-clue", clue = clue))
                        .font(theme::display(38.0))
                        .italics()
                        .color(CREAM),
                ),
                None => ui.label(RichText::new(t!("hand-clue-aloud")).color(LAVENDER)),
            };
        }
    });
    ui.add_space(14.0);
    let footer = 190.0;
    let area = vec2(
        ui.available_width(),
        (ui.available_height() - footer).max(120.0),
    );
    let n = view.hand.len().max(1) as f32;
    let gap = 18.0;
    let size = fit(vec2((area.x - gap * (n + 1.0)) / n, area.y - 20.0));
    let row_width = size.x * n + gap * (n - 1.0);
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - row_width).max(0.0) / 2.0);
        ui.spacing_mut().item_spacing.x = gap;
        for (i, card) in view.hand.iter().enumerate() {
            let label = t!("card-label", number = i + 1);
            let mut look = CardLook::new(&label);
            look.badge = Some(i + 1);
            look.selected = state.selected.contains(card);
            let response = card_ui(ui, table.art, *card, size, &look);
            if response.clicked() {
                state.toggle(*card, want);
            }
            let enlarge = t!("zoom-enlarge-card", number = i + 1);
            let magnifier = magnifier_ui(ui, response.rect, &enlarge);
            if magnifier.clicked() || response.double_clicked() || response.secondary_clicked() {
                state.zoom = Some(*card);
            }
        }
    });
    ui.add_space(16.0);
    let mut started_clue = false;
    let mut judged = None;
    ui.vertical_centered(|ui| {
        if telling {
            let row = ui.horizontal(|ui| {
                let width = 520.0;
                let clue = t!("hand-clue");
                let label_width = ui
                    .painter()
                    .layout_no_wrap(
                        clue.clone(),
                        egui::TextStyle::Body.resolve(ui.style()),
                        CREAM,
                    )
                    .size()
                    .x;
                let row = width
                    + label_width
                    + ui.spacing().item_spacing.x
                    + super::sparks::sparks_button_width(ui, &state.sparks);
                ui.add_space((ui.available_width() - row).max(0.0) / 2.0);
                let label = ui.label(clue);
                let field = ui.add(
                    egui::TextEdit::singleline(&mut state.clue)
                        .font(theme::body(22.0))
                        .desired_width(width)
                        .char_limit(crate::engine::MAX_CLUE_CHARS)
                        .hint_text(if typed_only {
                            t!("clue-placeholder-typed")
                        } else {
                            t!("hand-clue-placeholder")
                        }),
                );
                field.clone().labelled_by(label.id);
                super::sparks::sparks_button_ui(ui, &mut state.sparks);
                // Words typed before clicking the field start the clue (digits still pick
                // cards): the field then has the keyboard, as Party's clue field has.
                if !field.has_focus() {
                    let typed: String = ui.input(|i| {
                        i.events
                            .iter()
                            .filter_map(|e| match e {
                                egui::Event::Text(text) => Some(text.as_str()),
                                _ => None,
                            })
                            .collect()
                    });
                    if typed
                        .chars()
                        .any(|c| !c.is_ascii_digit() && !c.is_whitespace())
                    {
                        state.clue.push_str(&typed);
                        field.request_focus();
                        started_clue = true;
                    }
                }
            });
            super::sparks::sparks_floating_ui(ui, &mut state.sparks, row.response.rect);
            ui.add_space(8.0);
        }
        let text = if telling {
            t!("hand-tell")
        } else {
            t!("hand-submit", count = want)
        };
        let zoom_text = t!("hand-zoom");
        // The move as chosen now, judged once: the button makes exactly this move.
        let chosen = Judged::new(Some(hand_move(view, state)), judge);
        let ready = chosen.blocker.is_none();
        ui.horizontal(|ui| {
            // Centre the Zoom button and the confirm button side by side, as wide as their words.
            let measure = |text: &str, font: egui::FontId| {
                ui.painter()
                    .layout_no_wrap(text.to_owned(), font, CREAM)
                    .size()
                    .x
            };
            let padding = 2.0 * ui.spacing().button_padding.x;
            let zoom_width = measure(&zoom_text, egui::TextStyle::Button.resolve(ui.style()))
                .max(ui.spacing().interact_size.x)
                + padding;
            let confirm_width = (measure(&text, theme::body(22.0)) + padding).max(220.0);
            let width = zoom_width + confirm_width + ui.spacing().item_spacing.x;
            ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
            let zoom = ui.add_enabled(!view.hand.is_empty(), egui::Button::new(zoom_text));
            if zoom.clicked() {
                state.zoom = state.selected.last().or(view.hand.first()).copied();
            }
            if ui
                .add_enabled(ready, theme::primary_button(&text))
                .clicked()
                && let Some(one) = chosen.chosen.clone()
            {
                commands.push(UiCommand::Game(one.into()));
            }
        });
        let hint = match chosen.blocker.as_deref() {
            Some(_) if state.selected.len() < want => t!("hand-choose", count = want),
            Some(reason) => reason.to_owned(),
            None => String::new(),
        };
        if !hint.is_empty() {
            let color = if state.selected.len() < want {
                LAVENDER
            } else {
                EMBER
            };
            ui.label(RichText::new(hint).color(color));
        }
        judged = Some(chosen);
        let digits = format!("1-{}", view.hand.len());
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&digits, &t!("hand-hint-pick")),
                ("Z", &t!("hand-hint-zoom")),
                (&t!("key-enter"), &t!("hand-hint-confirm")),
                (&t!("key-esc"), &t!("hand-hint-clear")),
            ],
        );
    });
    if let Some(i) = crate::ui::widgets::pressed_digit(ui)
        && let Some(card) = view.hand.get(i)
    {
        state.toggle(*card, want);
    }
    if !started_clue && crate::ui::widgets::pressed(ui, egui::Key::Z) {
        // The card chosen last, or the first of the hand before any is chosen.
        state.zoom = state.selected.last().or(view.hand.first()).copied();
    }
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        state.selected.clear();
    }
    if state.zoom.is_some() {
        // The enlarged card replaces this screen: draw it at once.
        ui.ctx().request_repaint();
    }
    // Enter confirms even from the clue field: typing the clue and pressing Enter is natural.
    if ui.input(|i| i.key_pressed(egui::Key::Enter))
        && let Some(judged) = judged
        && let Some(one) = judged.on_enter(Some(hand_move(view, state)), judge)
    {
        commands.push(UiCommand::Game(one.into()));
    }
}

/// The hand's card `card` enlarged: its number, "Choose this card" (or put it back), the
/// other cards a key away, and the way back to the hand.
fn hand_zoom_ui(
    ui: &mut egui::Ui,
    view: &PlayerView,
    state: &mut HandState,
    card: CardId,
    table: Table<'_>,
) {
    let Some(index) = view.hand.iter().position(|c| *c == card) else {
        state.zoom = None;
        return;
    };
    let chosen = state.selected.contains(&card);
    let zoom = ZoomView {
        card,
        index,
        count: view.hand.len(),
        title: t!(
            "zoom-card-title",
            number = index + 1,
            count = view.hand.len()
        ),
        // The storyteller's own clue is still being typed: only the others see one.
        clue: view.public.clue.clone(),
        image_label: t!("card-zoomed", number = index + 1),
        back: t!("zoom-back-hand"),
        status: chosen.then(|| t!("zoom-chosen")),
        why_not: None,
        selected: chosen,
        actions: vec![ZoomAction {
            label: if chosen {
                t!("zoom-unchoose")
            } else {
                t!("zoom-choose")
            },
            enabled: true,
        }],
    };
    match zoom_ui(ui, table.art, &zoom) {
        ZoomOutcome::Stay => {}
        ZoomOutcome::Back => state.zoom = None,
        ZoomOutcome::Show(other) => state.zoom = view.hand.get(other).copied(),
        ZoomOutcome::Act(_) => {
            state.toggle(card, wanted(view));
            state.zoom = None;
        }
    }
}
