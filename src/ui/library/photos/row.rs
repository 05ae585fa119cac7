//! One photo on the panel: the photo with the card's corners, the card as straightened, what
//! the laptop found, and Accept or Retake.

use super::corners::photo_corners_ui;
use super::view::{PhotoName, PhotoStage, PhotoView};
use crate::t;
use crate::ui::command::PhotoCommand;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, EMBER, GOLD, LAVENDER, NIGHT, TWILIGHT};
use egui::{Color32, CornerRadius, Margin, Rect, RichText, Sense, pos2, vec2};

/// The height of a photo's row, in points: the photo and the card are this tall.
pub const ROW_HEIGHT: f32 = 270.0;
/// The width of Accept, Turn and Retake: one column of equal buttons (the longest words fit).
const BUTTON_WIDTH: f32 = 210.0;

/// Draws one photo's row; where it lies.
pub fn photo_row_ui(ui: &mut egui::Ui, photo: &PhotoView, commands: &mut Vec<UiCommand>) -> Rect {
    let accepted = photo.stage == PhotoStage::Accepted;
    let stroke = if accepted {
        egui::Stroke::new(1.5, GOLD)
    } else {
        egui::Stroke::new(1.0, TWILIGHT)
    };
    egui::Frame::new()
        .fill(NIGHT.gamma_multiply(0.55))
        .stroke(stroke)
        .corner_radius(CornerRadius::same(12))
        .inner_margin(Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let photo_width = (ui.available_width() * 0.45).clamp(200.0, 420.0);
                photo_corners_ui(ui, photo, vec2(photo_width, ROW_HEIGHT), commands);
                ui.add_space(12.0);
                card_ui(ui, photo);
                ui.add_space(12.0);
                ui.vertical(|ui| decision_ui(ui, photo, commands));
            });
        })
        .response
        .rect
}

/// The straightened card, or a soft placeholder while it is made.
fn card_ui(ui: &mut egui::Ui, photo: &PhotoView) {
    let size = vec2(ROW_HEIGHT * 2.0 / 3.0, ROW_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let label = photo.name.card();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let painter = ui.painter();
    theme::glow(
        painter,
        rect,
        10.0,
        Color32::from_rgba_unmultiplied(0xf2, 0xc2, 0x6b, 24),
        14.0,
    );
    match photo.card {
        Some(texture) => {
            let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
            painter.image(texture, rect, uv, Color32::WHITE);
            painter.rect_stroke(
                rect,
                4.0,
                egui::Stroke::new(1.0, GOLD.gamma_multiply(0.6)),
                egui::StrokeKind::Outside,
            );
        }
        None => {
            painter.rect_filled(rect, 8.0, TWILIGHT.gamma_multiply(0.6));
        }
    }
}

/// What the laptop found, and the player's two answers.
fn decision_ui(ui: &mut egui::Ui, photo: &PhotoView, commands: &mut Vec<UiCommand>) {
    // One width for the three buttons, grown with the text, and to the longest words of the
    // three ("Ondersteboven draaien").
    let widest = [
        (t!("photos-accept"), 20.0),
        (t!("photos-turn"), 18.0),
        (t!("photos-retake"), 18.0),
    ]
    .into_iter()
    .map(|(words, size)| {
        (ui.painter())
            .layout_no_wrap(words, theme::body(size), CREAM)
            .size()
            .x
    })
    .fold(0.0, f32::max)
        + 2.0 * ui.spacing().button_padding.x;
    let button_width = (BUTTON_WIDTH * theme::text_scale().max(1.0))
        .max(widest)
        .min(ui.available_width());
    ui.label(
        RichText::new(photo.name.title())
            .font(theme::display(24.0))
            .color(GOLD),
    );
    ui.add_space(4.0);
    let (text, colour) = match photo.stage {
        PhotoStage::Finding => (t!("photos-finding"), LAVENDER),
        PhotoStage::Found => (t!("photos-found"), CREAM),
        PhotoStage::NotFound => (t!("photos-not-found"), EMBER),
        PhotoStage::Placed => (t!("photos-placed"), CREAM),
        PhotoStage::Accepted => (t!("photos-accepted"), GOLD),
    };
    ui.horizontal(|ui| {
        if photo.stage == PhotoStage::Finding {
            ui.add(egui::Spinner::new().color(GOLD));
        }
        ui.add(egui::Label::new(RichText::new(text).font(theme::body(18.0)).color(colour)).wrap());
    });
    if let Some(earlier) = photo.same_as {
        ui.add_space(4.0);
        let note = PhotoName::same_as_note(&earlier);
        ui.add(
            egui::Label::new(RichText::new(note).font(theme::body(17.0)).color(LAVENDER)).wrap(),
        );
    }
    ui.add_space(12.0);
    let deciding = matches!(
        photo.stage,
        PhotoStage::Found | PhotoStage::NotFound | PhotoStage::Placed
    );
    if deciding {
        let accept = ui.add(
            egui::Button::new(
                RichText::new(t!("photos-accept"))
                    .font(theme::body(20.0))
                    .color(NIGHT),
            )
            .fill(GOLD)
            .corner_radius(CornerRadius::same(12))
            .min_size(vec2(button_width, 44.0)),
        );
        let name = photo.name.accept();
        accept.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if accept.clicked() {
            commands.push(UiCommand::Photos(PhotoCommand::Accept(photo.number)));
        }
        ui.add_space(6.0);
        let name = photo.name.turn();
        if quiet_button_ui(ui, &t!("photos-turn"), &name, button_width) {
            commands.push(UiCommand::Photos(PhotoCommand::Turn(photo.number)));
        }
        ui.add_space(6.0);
    }
    if photo.stage != PhotoStage::Finding {
        let name = photo.name.retake();
        if quiet_button_ui(ui, &t!("photos-retake"), &name, button_width) {
            commands.push(UiCommand::Photos(PhotoCommand::Retake(photo.number)));
        }
    }
}

/// Turn or Retake: `words` on the button, `name` (with the photo's number) for screen readers
/// and tests. Whether it was clicked.
fn quiet_button_ui(ui: &mut egui::Ui, words: &str, name: &str, width: f32) -> bool {
    let button = ui.add(
        egui::Button::new(RichText::new(words).font(theme::body(18.0)))
            .corner_radius(CornerRadius::same(12))
            .min_size(vec2(width, 40.0)),
    );
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
    button.clicked()
}
