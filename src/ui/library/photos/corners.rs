//! A photo with the card's outline on it and a handle at each corner: drag a handle where
//! the card's corner really is; the new corners go to the app when the drag ends (it then
//! straightens the card anew).

use super::view::{Corners, PhotoStage, PhotoView};
use crate::ui::command::PhotoCommand;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{EMBER, GOLD, NIGHT, TWILIGHT};
use egui::{Color32, Pos2, Rect, Sense, Shape, Stroke, pos2, vec2};

/// A corner handle's radius, and the square around it that takes the drag (a finger or a
/// mouse need not hit the dot).
const HANDLE_RADIUS: f32 = 8.0;
const HANDLE_GRIP: f32 = 30.0;

/// Draws `photo` fitted in `space`, with its draggable corners; pushes the new corners when a
/// drag ends.
pub fn photo_corners_ui(
    ui: &mut egui::Ui,
    photo: &PhotoView,
    space: egui::Vec2,
    commands: &mut Vec<UiCommand>,
) {
    let Some((texture, size)) = photo.photo else {
        let (rect, _) = ui.allocate_exact_size(space, Sense::hover());
        ui.painter()
            .rect_filled(rect, 10.0, TWILIGHT.gamma_multiply(0.5));
        return;
    };
    let scale = (space.x / size.x).min(space.y / size.y);
    let shown = size * scale;
    let (slot, response) = ui.allocate_exact_size(space, Sense::hover());
    let label = photo.name.photo_image();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let rect = Rect::from_center_size(slot.center(), shown);
    let painter = ui.painter_at(slot);
    let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
    painter.image(texture, rect, uv, Color32::WHITE);

    let to_screen = |(x, y): (f32, f32)| rect.min + vec2(x + 0.5, y + 0.5) * scale;
    let to_photo = |p: Pos2| {
        let at = (p - rect.min) / scale;
        [(at.x - 0.5).round() as i32, (at.y - 0.5).round() as i32]
    };
    let id = ui.scope_id().with(("photo-corners", photo.number));
    // While a corner is dragged, the outline follows the pointer; the app hears of it at the end.
    let mut live: [Pos2; 4] = ui
        .data(|d| d.get_temp::<[Pos2; 4]>(id))
        .unwrap_or_else(|| corners_on_screen(photo.corners, to_screen));
    let editable = photo.stage != PhotoStage::Finding;
    let mut finished = false;
    let mut dragging = false;
    let mut grips = Vec::with_capacity(4);
    for (corner, at) in live.iter_mut().enumerate() {
        let grip = Rect::from_center_size(*at, vec2(HANDLE_GRIP, HANDLE_GRIP));
        let sense = if editable {
            Sense::click_and_drag()
        } else {
            Sense::hover()
        };
        let handle = ui.interact(grip, id.with(corner), sense);
        let name = photo.name.corner(corner + 1);
        handle.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, editable, &name));
        if handle.dragged() {
            *at = rect.clamp(*at + handle.drag_delta());
            dragging = true;
        }
        finished |= handle.drag_stopped();
        let active = handle.dragged() || handle.hovered();
        grips.push((*at, active));
    }
    if finished {
        ui.data_mut(|d| d.remove::<[Pos2; 4]>(id));
        commands.push(UiCommand::Photos(PhotoCommand::MoveCorners {
            number: photo.number,
            corners: live.map(to_photo),
        }));
    } else if dragging {
        ui.data_mut(|d| d.insert_temp(id, live));
    }
    paint_outline(&painter, &live, photo.stage);
    for (at, active) in grips {
        if editable {
            paint_handle(&painter, at, active);
        }
    }
}

fn corners_on_screen(corners: Corners, to_screen: impl Fn((f32, f32)) -> Pos2) -> [Pos2; 4] {
    corners.map(to_screen)
}

/// The card's outline: gold where the finder found it, ember for the frame to be placed.
fn paint_outline(painter: &egui::Painter, corners: &[Pos2; 4], stage: PhotoStage) {
    let colour = match stage {
        PhotoStage::NotFound => EMBER,
        PhotoStage::Finding => GOLD.gamma_multiply(0.4),
        PhotoStage::Found | PhotoStage::Placed | PhotoStage::Accepted => GOLD,
    };
    // A dark line under the coloured one: the outline shows on pale and dark photos alike.
    let points = corners.to_vec();
    painter.add(Shape::closed_line(
        points.clone(),
        Stroke::new(4.0, NIGHT.gamma_multiply(0.7)),
    ));
    painter.add(Shape::closed_line(points, Stroke::new(2.0, colour)));
}

fn paint_handle(painter: &egui::Painter, at: Pos2, active: bool) {
    let radius = if active {
        HANDLE_RADIUS + 3.0
    } else {
        HANDLE_RADIUS
    };
    painter.circle(
        at,
        radius,
        NIGHT.gamma_multiply(0.85),
        Stroke::new(2.5, GOLD),
    );
    painter.circle_filled(at, 2.5, GOLD);
}
