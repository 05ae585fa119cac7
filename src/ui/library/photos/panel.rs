//! The panel as a whole: on the left the QR code and the address; on the right the deck's name
//! with "Add to the deck" and its report, above every photo, newest first.

use super::anchor::{RowSpan, anchor_of, kept_offset};
use super::row::photo_row_ui;
use super::view::{PhotoReport, PhotoStage, PhotosUiState, PhotosView};
use crate::t;
use crate::ui::command::PhotoCommand;
use crate::ui::command::UiCommand;
use crate::ui::widgets::qr_code_ui;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER};
use egui::{CornerRadius, Margin, RichText, vec2};

/// The left column's width, in points.
const SIDE_WIDTH: f32 = 300.0;
/// The QR code's side, in points: big enough for a phone held at arm's length.
const QR_SIDE: f32 = 230.0;
/// The deck name's field, in points: a name and a date fit in every language ("Photos de
/// téléphone 2026-11-28" is the longest default).
const DECK_NAME_WIDTH: f32 = 320.0;

/// Draws the panel over the library's decks.
pub fn photos_panel_ui(
    ui: &mut egui::Ui,
    view: &PhotosView<'_>,
    state: &mut PhotosUiState,
    commands: &mut Vec<UiCommand>,
) {
    egui::Frame::new()
        .fill(DUSK)
        .stroke(egui::Stroke::new(1.0, GOLD.gamma_multiply(0.5)))
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::same(16))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.set_min_height(ui.available_height());
            ui.horizontal_top(|ui| {
                // Wider with larger text (a third at most), and scrolling when its words run
                // past the window's bottom.
                // The scroll bar's room comes on top, so the title and Close keep their row.
                let scroll = egui::style::ScrollStyle::solid();
                let side_width =
                    SIDE_WIDTH * theme::text_scale().clamp(1.0, 1.35) + scroll.allocated_width();
                ui.vertical(|ui| {
                    ui.set_width(side_width);
                    ui.spacing_mut().scroll = scroll;
                    egui::ScrollArea::vertical()
                        .id_salt("photos side")
                        .show(ui, |ui| side_ui(ui, view, commands));
                });
                ui.add_space(18.0);
                ui.vertical(|ui| {
                    deck_ui(ui, view, state, commands);
                    ui.add_space(12.0);
                    photos_ui(ui, view, state, commands);
                });
            });
        });
    let typing = ui.ctx().egui_wants_keyboard_input();
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Photos(PhotoCommand::Close));
    }
}

/// The title, Close, the code and the address.
fn side_ui(ui: &mut egui::Ui, view: &PhotosView<'_>, commands: &mut Vec<UiCommand>) {
    let title = RichText::new(t!("photos-title"))
        .font(theme::display(28.0))
        .color(GOLD);
    let close_words = RichText::new(t!("photos-close")).font(theme::body(18.0));
    // Close beside the title when both fit the column (not with large text), else under it.
    let measure = |text: &RichText, font| {
        (ui.painter())
            .layout_no_wrap(text.text().to_owned(), font, GOLD)
            .size()
            .x
    };
    let row = measure(&title, theme::display(28.0))
        + measure(&close_words, theme::body(18.0))
        + 2.0 * ui.spacing().button_padding.x
        + 2.0 * ui.spacing().item_spacing.x;
    let close = |ui: &mut egui::Ui, commands: &mut Vec<UiCommand>| {
        if ui.add(egui::Button::new(close_words.clone())).clicked() {
            commands.push(UiCommand::Photos(PhotoCommand::Close));
        }
    };
    if row <= ui.available_width() {
        ui.horizontal(|ui| {
            ui.label(title);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                close(ui, commands);
            });
        });
    } else {
        ui.add(egui::Label::new(title).wrap());
        close(ui, commands);
    }
    ui.add_space(10.0);
    if let Some(problem) = view.problem {
        ui.add(
            egui::Label::new(RichText::new(problem).font(theme::body(17.0)).color(EMBER)).wrap(),
        );
    } else {
        // A smaller code on a short window: the words under it stay in view.
        let side = QR_SIDE.min(ui.available_height() * 0.4).max(120.0);
        ui.vertical_centered(|ui| {
            qr_code_ui(ui, view.qr, side, &t!("photos-qr-label"));
        });
        ui.add_space(10.0);
        body(ui, &t!("photos-scan"), CREAM);
        ui.add_space(6.0);
        body(ui, &t!("photos-address"), LAVENDER);
        ui.add(
            egui::Label::new(
                RichText::new(view.url)
                    .font(egui::FontId::monospace(theme::sized(
                        13.0,
                        theme::text_scale(),
                    )))
                    .color(CREAM),
            )
            .wrap(),
        );
        if !view.reachable {
            body(ui, &t!("photos-loopback"), EMBER);
        }
        ui.add_space(4.0);
        ui.label(
            RichText::new(t!("photos-listening"))
                .font(theme::body(15.0))
                .italics()
                .color(LAVENDER),
        );
    }
}

fn body(ui: &mut egui::Ui, text: &str, colour: egui::Color32) {
    ui.add(egui::Label::new(RichText::new(text).font(theme::body(17.0)).color(colour)).wrap());
}

/// The deck's name, "Add N cards to the deck", and how the last adding went: one bar above
/// the photos.
fn deck_ui(
    ui: &mut egui::Ui,
    view: &PhotosView<'_>,
    state: &mut PhotosUiState,
    commands: &mut Vec<UiCommand>,
) {
    let accepted = view
        .photos
        .iter()
        .filter(|p| p.stage == PhotoStage::Accepted)
        .count();
    // The button goes under the name when larger text leaves no room beside it.
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(
            RichText::new(t!("photos-deck-name"))
                .font(theme::body(17.0))
                .color(LAVENDER),
        );
        let name = state
            .deck_name
            .get_or_insert_with(|| view.default_deck.to_owned());
        ui.add(
            egui::TextEdit::singleline(name)
                .font(theme::body(18.0))
                .desired_width(DECK_NAME_WIDTH * theme::text_scale().max(1.0))
                .margin(vec2(8.0, 6.0)),
        )
        .labelled_by(label.id);
        ui.add_space(8.0);
        let typed = name.trim().to_owned();
        let words = if accepted == 0 {
            t!("photos-add-none")
        } else {
            t!("photos-add", count = accepted)
        };
        let add = ui.add_enabled(
            accepted > 0 && !view.adding && !typed.is_empty(),
            theme::primary_button(&words).min_size(vec2(0.0, 44.0)),
        );
        if add.clicked() {
            commands.push(UiCommand::Photos(PhotoCommand::AddToDeck(typed)));
        }
        if view.adding {
            ui.add_space(6.0);
            ui.add(egui::Spinner::new().color(GOLD));
            body(ui, &t!("photos-adding"), LAVENDER);
        }
    });
    match view.report {
        Some(PhotoReport::Added {
            deck,
            added,
            already,
        }) => {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                let said = t!("photos-report-added", count = *added, deck = deck.as_str());
                ui.label(RichText::new(said).font(theme::body(17.0)).color(GOLD));
                if *already > 0 {
                    let already = t!("photos-report-already", count = *already);
                    ui.label(
                        RichText::new(already)
                            .font(theme::body(17.0))
                            .color(LAVENDER),
                    );
                }
            });
        }
        Some(PhotoReport::Failed(why)) => {
            ui.add_space(4.0);
            body(
                ui,
                &t!("photos-report-failed", reason = why.as_str()),
                EMBER,
            );
        }
        None => {}
    }
}

/// Every photo, newest first, or a word on what will come. The row in view stays where it is
/// while photos arrive above it (see [`super::anchor`]).
fn photos_ui(
    ui: &mut egui::Ui,
    view: &PhotosView<'_>,
    state: &mut PhotosUiState,
    commands: &mut Vec<UiCommand>,
) {
    if view.photos.is_empty() {
        state.anchor = None;
        ui.add_space(40.0);
        ui.vertical_centered(|ui| {
            waiting_card_ui(ui);
            ui.add_space(18.0);
            ui.add(
                egui::Label::new(
                    RichText::new(t!("photos-none-yet"))
                        .font(theme::body(20.0))
                        .italics()
                        .color(LAVENDER),
                )
                .wrap(),
            );
        });
        return;
    }
    let mut list = egui::ScrollArea::vertical()
        .id_salt("phone-photos")
        .auto_shrink([false, false]);
    if let Some(offset) = state.scroll_to.take() {
        list = list.vertical_scroll_offset(offset);
    }
    let output = list.show(ui, |ui| {
        let list_top = ui.cursor().top();
        let mut rows: Vec<RowSpan> = Vec::with_capacity(view.photos.len());
        for photo in view.photos {
            // A photo of several cards: how many were found, above its first card.
            if let Some((1, count)) = photo.name.card_of {
                let found = t!(
                    "photos-cards-found",
                    number = photo.name.photo,
                    count = count
                );
                ui.label(RichText::new(found).font(theme::display(22.0)).color(GOLD));
                ui.add_space(4.0);
            }
            let row = photo_row_ui(ui, photo, commands);
            rows.push((photo.number, row.top() - list_top, row.bottom() - list_top));
            ui.add_space(10.0);
        }
        rows
    });
    let offset = output.state.clamped_offset().y;
    if let Some(kept) = kept_offset(state.anchor, &output.inner, offset) {
        // Drawn again at once with the row back in place, so that no frame shows it moved.
        state.scroll_to = Some(kept);
        state.anchor = anchor_of(&output.inner, kept);
        ui.ctx()
            .request_discard("a photo's row moved under the player");
        ui.ctx().request_repaint();
    } else {
        state.anchor = anchor_of(&output.inner, offset);
    }
}

/// An empty card's outline with gold corners: where the first photo's card will be.
fn waiting_card_ui(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(vec2(120.0, 180.0), egui::Sense::hover());
    let painter = ui.painter();
    let corners = [
        rect.left_top(),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
    ];
    let outline: Vec<egui::Pos2> = corners.iter().chain(&corners[..1]).copied().collect();
    painter.add(egui::Shape::dashed_line(
        &outline,
        egui::Stroke::new(1.5, LAVENDER.gamma_multiply(0.6)),
        8.0,
        6.0,
    ));
    for corner in corners {
        painter.circle(
            corner,
            6.0,
            DUSK,
            egui::Stroke::new(2.0, GOLD.gamma_multiply(0.8)),
        );
    }
}
