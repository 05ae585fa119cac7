//! A card enlarged to fill the screen, for looking closely at a picture: its number, its
//! neighbours a key away, what the player may do with it (vote for it, choose it) and the way
//! back. The vote board and the hand open it with a card's magnifier.

use crate::engine::CardId;
use crate::t;
use crate::ui::widgets::CardArt;
use crate::ui::widgets::theme::{self, CREAM, EMBER, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{CardLook, fit, paint_card, picture_node_ui};
use egui::{RichText, Sense, vec2};

/// One thing the player may do with the enlarged card (a button under it).
#[derive(Clone, Debug)]
pub struct ZoomAction {
    /// The button's words ("Vote for this card").
    pub label: String,
    /// Whether it may be done with this card (one's own card takes no vote).
    pub enabled: bool,
}

/// What the enlarged card shows.
#[derive(Clone, Debug)]
pub struct ZoomView {
    /// The card.
    pub card: CardId,
    /// Its place among the cards it was enlarged from, from 0.
    pub index: usize,
    /// How many cards there are to leaf through.
    pub count: usize,
    /// The line above it ("Card 3 of 7").
    pub title: String,
    /// The clue, when there is one to look at the card against.
    pub clue: Option<String>,
    /// The card's name for screen readers and tests.
    pub image_label: String,
    /// The way back's words ("Back to the board").
    pub back: String,
    /// What already lies on it, if anything ("Your vote is on this card.").
    pub status: Option<String>,
    /// Why an action cannot be taken, if one cannot.
    pub why_not: Option<String>,
    /// Drawn with the chosen card's glow.
    pub selected: bool,
    /// The buttons beside the way back; the first enabled one is gold and Enter's.
    pub actions: Vec<ZoomAction>,
}

/// What the player asked for on the enlarged card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoomOutcome {
    /// Still looking.
    Stay,
    /// Back to the board or hand.
    Back,
    /// Show the card at this index instead.
    Show(usize),
    /// Take the action at this index of [`ZoomView::actions`].
    Act(usize),
}

/// Height kept under the card for the buttons and key hints, and for each line of words.
const FOOTER: f32 = 116.0;
const FOOTER_LINE: f32 = 30.0;

/// Draws `view`'s card as large as the screen allows, with arrows to its neighbours and its
/// actions under it. Keys: Left/Right the other cards, digits a card by number, Enter the
/// gold button, Esc back.
pub fn zoom_ui(ui: &mut egui::Ui, art: &dyn CardArt, view: &ZoomView) -> ZoomOutcome {
    let mut outcome = ZoomOutcome::Stay;
    let count = view.count.max(1);
    let previous = (view.index + count - 1) % count;
    let next = (view.index + 1) % count;
    let primary = view.actions.iter().position(|a| a.enabled);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(&view.title)
                .font(theme::display(34.0))
                .color(GOLD),
        );
        if let Some(clue) = view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("card-clue", clue = clue))
                    .font(theme::display(26.0))
                    .italics()
                    .color(CREAM),
            );
        }
        ui.add_space(4.0);
        let arrow = 56.0;
        let gap = ui.spacing().item_spacing.x;
        let room = vec2(
            ui.available_width() - 2.0 * (arrow + gap) - 20.0,
            ui.available_height()
                - FOOTER
                - FOOTER_LINE
                    * (usize::from(view.status.is_some()) + usize::from(view.why_not.is_some()))
                        as f32,
        );
        let size = fit(room);
        let row = size.x + 2.0 * (arrow + gap);
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - row).max(0.0) / 2.0);
            let both = count > 1;
            if arrow_ui(ui, size.y, arrow, Arrow::Previous, both).clicked() {
                outcome = ZoomOutcome::Show(previous);
            }
            let (rect, response) = ui.allocate_exact_size(size, Sense::click());
            let name = view.image_label.clone();
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
            picture_node_ui(ui, art, view.card, rect, response.id);
            let mut look = CardLook::new(&view.image_label);
            look.badge = Some(view.index + 1);
            look.selected = view.selected;
            look.badge_scale = 1.6;
            paint_card(ui.painter(), art, view.card, rect, &look);
            if response.secondary_clicked() {
                outcome = ZoomOutcome::Back;
            }
            if arrow_ui(ui, size.y, arrow, Arrow::Next, both).clicked() {
                outcome = ZoomOutcome::Show(next);
            }
        });
        ui.add_space(6.0);
        if let Some(status) = &view.status {
            ui.label(RichText::new(status).font(theme::body(18.0)).color(GOLD));
        }
        if let Some(why) = &view.why_not {
            ui.label(RichText::new(why).font(theme::body(18.0)).color(EMBER));
        }
        if let Some(act) = buttons_ui(ui, view, primary) {
            outcome = act;
        }
        crate::ui::widgets::key_hints_centered(
            ui,
            &[
                (&t!("vote-key-left-right"), &t!("zoom-hint-browse")),
                (&t!("key-enter"), &t!("zoom-hint-act")),
                (&t!("key-esc"), &t!("zoom-hint-back")),
            ],
        );
    });
    let key = |key| crate::ui::widgets::pressed_beside_focus(ui, key);
    if key(egui::Key::Escape) {
        outcome = ZoomOutcome::Back;
    } else if key(egui::Key::ArrowLeft) {
        outcome = ZoomOutcome::Show(previous);
    } else if key(egui::Key::ArrowRight) {
        outcome = ZoomOutcome::Show(next);
    } else if key(egui::Key::Enter)
        && let Some(primary) = primary
    {
        outcome = ZoomOutcome::Act(primary);
    } else if let Some(i) =
        crate::ui::widgets::pressed_digit_beside_focus(ui).filter(|i| *i < count)
    {
        outcome = ZoomOutcome::Show(i);
    }
    if outcome != ZoomOutcome::Stay {
        // The screen changes after it was drawn: draw it again at once.
        ui.ctx().request_repaint();
    }
    outcome
}

/// The way back and the actions, side by side and centred on their measured width.
fn buttons_ui(ui: &mut egui::Ui, view: &ZoomView, primary: Option<usize>) -> Option<ZoomOutcome> {
    let mut outcome = None;
    let font = theme::body(20.0);
    let padding = 2.0 * ui.spacing().button_padding.x;
    let gap = ui.spacing().item_spacing.x;
    let measure = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font.clone(), CREAM)
            .size()
            .x
            + padding
    };
    let width = measure(&view.back)
        + view
            .actions
            .iter()
            .map(|a| measure(&a.label).max(220.0) + gap)
            .sum::<f32>();
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        let back = egui::Button::new(RichText::new(&view.back).font(font.clone()).color(CREAM))
            .min_size(vec2(0.0, 50.0))
            .fill(TWILIGHT);
        if ui.add(back).clicked() {
            outcome = Some(ZoomOutcome::Back);
        }
        for (i, action) in view.actions.iter().enumerate() {
            let button = if Some(i) == primary {
                theme::primary_button(&action.label)
            } else {
                egui::Button::new(RichText::new(&action.label).font(font.clone()).color(CREAM))
                    .min_size(vec2(220.0, 50.0))
            };
            if ui.add_enabled(action.enabled, button).clicked() {
                outcome = Some(ZoomOutcome::Act(i));
            }
        }
    });
    outcome
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Arrow {
    Previous,
    Next,
}

/// A tall button beside the card with a painted arrow, to the previous or next card.
fn arrow_ui(
    ui: &mut egui::Ui,
    height: f32,
    width: f32,
    arrow: Arrow,
    enabled: bool,
) -> egui::Response {
    let label = match arrow {
        Arrow::Previous => t!("zoom-previous"),
        Arrow::Next => t!("zoom-next"),
    };
    let size = vec2(width, (height * 0.3).clamp(60.0, 140.0));
    let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let rect = egui::Rect::from_center_size(rect.center(), size);
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(
        rect,
        ui.scope_id().with(("zoom arrow", arrow == Arrow::Next)),
        sense,
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
    if !enabled {
        return response;
    }
    let lit = response.hovered() || response.has_focus();
    let painter = ui.painter();
    let fill = if lit {
        TWILIGHT
    } else {
        TWILIGHT.gamma_multiply(0.6)
    };
    painter.rect_filled(rect, 14.0, fill);
    let c = rect.center();
    let s = 12.0;
    let dir = if arrow == Arrow::Previous { -1.0 } else { 1.0 };
    let color = if lit { GOLD } else { LAVENDER };
    painter.add(egui::Shape::convex_polygon(
        vec![
            c + vec2(dir * s, 0.0),
            c + vec2(-dir * s * 0.7, -s),
            c + vec2(-dir * s * 0.7, s),
        ],
        color,
        egui::Stroke::NONE,
    ));
    response.on_hover_text(label)
}
