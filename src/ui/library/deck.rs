//! One deck on the library screen: name, card count, the on/off switch, rename and remove for
//! imported decks, and the grid of thumbnails.

use super::view::{LibraryUiState, LibraryView};
use crate::engine::CardId;
use crate::library::{DeckKey, PoolDeck};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER, NIGHT, TWILIGHT};
use crate::ui::widgets::{CardArt, CardLook, card_ui};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Thumbnails in the grid, in points (2:3 like the cards).
/// A thumbnail's size in the grid, in points.
pub const THUMB: egui::Vec2 = egui::vec2(78.0, 117.0);

/// Draws one deck's panel.
pub fn deck_ui(
    ui: &mut egui::Ui,
    view: &LibraryView<'_>,
    deck: &PoolDeck,
    index: usize,
    state: &mut LibraryUiState,
    commands: &mut Vec<UiCommand>,
) {
    let enabled = !view.disabled.contains(&deck.key.setting());
    let fill = if enabled {
        DUSK.gamma_multiply(0.92)
    } else {
        NIGHT.gamma_multiply(0.85)
    };
    egui::Frame::new()
        .fill(fill)
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::same(14))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                if switch_ui(ui, enabled, &deck.name).clicked() {
                    commands.push(UiCommand::SetDeckEnabled {
                        deck: deck.key.clone(),
                        enabled: !enabled,
                    });
                }
                ui.add_space(6.0);
                title_ui(ui, deck, (enabled, view.learned), state, commands);
            });
            if let DeckKey::Imported(slug) = &deck.key
                && state.removing.as_deref() == Some(slug.as_str())
            {
                confirm_remove_ui(ui, deck, slug, state, commands);
            }
            if let DeckKey::Imported(slug) = &deck.key
                && state.forgetting.as_deref() == Some(slug.as_str())
            {
                confirm_forget_ui(ui, deck, slug, state, commands);
            }
            ui.add_space(8.0);
            grid_ui(ui, view, deck, index, enabled, state);
        });
}

/// A pill switch; its accessible name says which deck it switches.
fn switch_ui(ui: &mut egui::Ui, on: bool, deck: &str) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(52.0, 28.0), Sense::click());
    let label = t!("library-switch", deck = deck);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::CheckBox, true, on, &label));
    let response = response.on_hover_text(t!("library-switch-hint"));
    let how_on = ui.ctx().animate_bool(response.id, on);
    let painter = ui.painter();
    let track = if on { GOLD } else { TWILIGHT };
    painter.rect_filled(rect, CornerRadius::same(14), track);
    let x = egui::lerp(rect.left() + 14.0..=rect.right() - 14.0, how_on);
    painter.circle_filled(egui::pos2(x, rect.center().y), 11.0, CREAM);
    if response.hovered() {
        painter.rect_stroke(
            rect.expand(2.0),
            CornerRadius::same(16),
            egui::Stroke::new(1.5, LAVENDER),
            egui::StrokeKind::Outside,
        );
    }
    response
}

fn title_ui(
    ui: &mut egui::Ui,
    deck: &PoolDeck,
    (enabled, learned): (bool, &[String]),
    state: &mut LibraryUiState,
    commands: &mut Vec<UiCommand>,
) {
    let slug = match &deck.key {
        DeckKey::Imported(slug) => Some(slug.as_str()),
        DeckKey::Base | DeckKey::Builtin(_) => None,
    };
    if let (Some(slug), Some((renaming, text))) = (slug, state.renaming.as_mut())
        && renaming == slug
    {
        let caption = ui.label(
            RichText::new(t!("library-new-name"))
                .font(theme::body(17.0))
                .color(LAVENDER),
        );
        let edit = ui
            .add(
                egui::TextEdit::singleline(text)
                    .font(theme::display(26.0))
                    .desired_width(320.0)
                    .char_limit(60),
            )
            .labelled_by(caption.id);
        edit.request_focus();
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let save = ui.button(t!("library-rename-save")).clicked() || enter;
        let cancel = ui.button(t!("library-rename-cancel")).clicked()
            || ui.input(|i| i.key_pressed(egui::Key::Escape));
        if save && !text.trim().is_empty() {
            commands.push(UiCommand::RenameDeck {
                slug: slug.to_owned(),
                name: text.trim().to_owned(),
            });
            state.renaming = None;
        } else if cancel {
            state.renaming = None;
        }
        return;
    }
    let colour = if enabled { GOLD } else { LAVENDER };
    ui.label(
        RichText::new(&deck.name)
            .font(theme::display(28.0))
            .color(colour),
    );
    ui.add_space(8.0);
    let mut about = t!("library-card-count", count = deck.cards.len());
    if slug.is_none() {
        about = format!("{about} · {}", t!("library-builtin"));
    }
    if !enabled {
        about = format!("{about} · {}", t!("library-off"));
    }
    ui.label(RichText::new(about).font(theme::body(17.0)).color(LAVENDER));
    let Some(slug) = slug else { return };
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui.button(t!("library-remove")).clicked() {
            state.removing = Some(slug.to_owned());
        }
        if ui.button(t!("library-rename")).clicked() {
            state.renaming = Some((slug.to_owned(), deck.name.clone()));
        }
        if learned.iter().any(|l| l == slug) {
            let forget = ui
                .button(t!("library-forget-learning"))
                .on_hover_text(t!("library-forget-learning-hint"));
            if forget.clicked() {
                state.forgetting = Some(slug.to_owned());
            }
        }
    });
}

/// "Forget what the computer learned about DECK?", with the answer.
fn confirm_forget_ui(
    ui: &mut egui::Ui,
    deck: &PoolDeck,
    slug: &str,
    state: &mut LibraryUiState,
    commands: &mut Vec<UiCommand>,
) {
    let question = t!(
        "library-forget-learning-question",
        deck = deck.name.as_str()
    );
    let confirm = t!("library-forget-learning-confirm");
    let keep = t!("library-forget-learning-keep");
    if let Some(confirmed) = confirm_ui(ui, &question, &confirm, &keep) {
        if confirmed {
            commands.push(UiCommand::ForgetLearning(slug.to_owned()));
        }
        state.forgetting = None;
    }
}

/// "Remove DECK and its N cards?", with the answer.
fn confirm_remove_ui(
    ui: &mut egui::Ui,
    deck: &PoolDeck,
    slug: &str,
    state: &mut LibraryUiState,
    commands: &mut Vec<UiCommand>,
) {
    let question = t!(
        "library-remove-question",
        deck = deck.name.as_str(),
        count = deck.cards.len()
    );
    let confirm = t!("library-remove-confirm");
    let keep = t!("library-remove-keep");
    if let Some(confirmed) = confirm_ui(ui, &question, &confirm, &keep) {
        if confirmed {
            commands.push(UiCommand::RemoveDeck(slug.to_owned()));
        }
        state.removing = None;
    }
}

/// A question in ember with its ember button and a plain one to keep things as they are:
/// `Some(true)` when confirmed, `Some(false)` when kept, `None` while unanswered.
fn confirm_ui(ui: &mut egui::Ui, question: &str, confirm: &str, keep: &str) -> Option<bool> {
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(question).font(theme::body(18.0)).color(EMBER));
        let confirm_button =
            egui::Button::new(RichText::new(confirm).font(theme::body(18.0)).color(NIGHT))
                .fill(EMBER);
        if ui.add(confirm_button).clicked() {
            Some(true)
        } else if ui.button(keep).clicked() {
            Some(false)
        } else {
            None
        }
    })
    .inner
}

/// The deck's cards as a wrapping grid of thumbnails. Only the rows on screen ask for
/// pictures (the card widget paints only when visible), so a large library stays light.
fn grid_ui(
    ui: &mut egui::Ui,
    view: &LibraryView<'_>,
    deck: &PoolDeck,
    index: usize,
    enabled: bool,
    state: &mut LibraryUiState,
) {
    if deck.cards.is_empty() {
        ui.label(RichText::new(t!("library-deck-empty")).color(LAVENDER));
        return;
    }
    let gap = 8.0;
    let per_row = ((ui.available_width() + gap) / (THUMB.x + gap))
        .floor()
        .max(1.0) as usize;
    // Rows fill the deck's width: what is left over widens the gaps between cards a little.
    let spacing = if per_row > 1 {
        let left = ui.available_width() - per_row as f32 * THUMB.x;
        (left / (per_row - 1) as f32).clamp(gap, gap * 2.0)
    } else {
        gap
    };
    for (row_index, row) in deck.cards.chunks(per_row).enumerate() {
        // Rows off screen only take their space: no labels, no picture requests.
        let row_rect =
            egui::Rect::from_min_size(ui.cursor().min, vec2(ui.available_width(), THUMB.y));
        if !ui.is_rect_visible(row_rect) {
            ui.allocate_space(row_rect.size());
            ui.add_space(gap);
            continue;
        }
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = spacing;
            for (i, card) in row.iter().enumerate() {
                let number = row_index * per_row + i + 1;
                let label = t!("library-card", deck = deck.name.as_str(), number = number);
                let clicked = if enabled {
                    thumb_ui(ui, view.thumbs, *card, &label, THUMB)
                } else {
                    ui.scope(|ui| {
                        ui.multiply_opacity(0.45);
                        thumb_ui(ui, view.thumbs, *card, &label, THUMB)
                    })
                    .inner
                };
                if clicked {
                    state.zoom = Some((*card, index));
                }
            }
        });
        ui.add_space(gap);
    }
}

/// A thumbnail in the grid; a click opens the large view.
fn thumb_ui(
    ui: &mut egui::Ui,
    thumbs: &dyn CardArt,
    card: CardId,
    label: &str,
    size: egui::Vec2,
) -> bool {
    card_ui(ui, thumbs, card, size, &CardLook::new(label))
        .on_hover_text(t!("library-view-large"))
        .clicked()
}
