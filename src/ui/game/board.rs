//! The board: up to twelve numbered slots in one or two rows, like the printed board,
//! holding the cards in the engine's order.

use crate::engine::CardId;
use crate::t;
use crate::ui::widgets::CardArt;
use crate::ui::widgets::theme::{self, CREAM};
use crate::ui::widgets::{CardLook, card_ui, fit, magnifier_ui};
use egui::{Rect, Vec2, vec2};

/// How one slot is drawn.
#[derive(Clone, Debug, Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent visual flags of one slot"
)]
pub struct SlotLook {
    /// Chosen by the current player.
    pub selected: bool,
    /// Cannot be chosen (the player's own card while voting).
    pub disabled: bool,
    /// Highlighted for all (the storyteller's card at the reveal).
    pub highlight: bool,
    /// A line under the card (the owner's name at the reveal).
    pub caption: Option<String>,
    /// Extra words for screen readers (the table display names a card only once it is public).
    pub description: Option<String>,
    /// Has a magnifier in its corner, to look at it enlarged (the vote board).
    pub zoomable: bool,
}

/// What the player did to a slot of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotClick {
    /// Clicked the card: choose it.
    Choose(usize),
    /// Clicked its magnifier, double-clicked or right-clicked it: enlarge it.
    Zoom(usize),
}

/// The size and names of a board: the laptop's at scale 1, the table display's larger.
#[derive(Clone, Copy, Debug)]
pub struct BoardStyle<'a> {
    /// Multiplies the gaps and the captions' height and type.
    pub scale: f32,
    /// Accessible name of a slot before its number ("Slot" gives "Slot 3").
    pub label: &'a str,
    /// The smallest type on the board, in points (the table display's is read from afar).
    pub min_text: f32,
    /// The captions' type when it fits, in points; 0 for the usual size of the scale. Larger
    /// than usual (the table display's text size above 100%), a caption keeps to one line.
    pub caption_text: f32,
}

impl BoardStyle<'_> {
    /// The captions' largest type.
    fn largest_caption(&self) -> f32 {
        let usual = 17.0 * self.scale;
        if self.caption_text > 0.0 {
            self.caption_text
        } else {
            usual
        }
        .max(self.min_text)
    }

    /// Whether the captions are larger than the scale's usual type (then on one line).
    fn large_captions(&self) -> bool {
        self.largest_caption() > 17.0 * self.scale * 1.05
    }
}

const GAP: f32 = 20.0;

/// Cards per row and card size for `n` cards in `area` with `gap` between cards: one, two or
/// three rows, whichever shows the cards largest (`caption` is the height kept under each card).
pub fn layout_with_gap(area: Vec2, n: usize, caption: f32, gap: f32) -> (usize, Vec2) {
    let n = n.max(1);
    (1..=3usize)
        .map(|rows| {
            let cols = n.div_ceil(rows);
            let rows = n.div_ceil(cols) as f32;
            let size = fit(vec2(
                (area.x - gap * (cols as f32 - 1.0)) / cols as f32,
                (area.y - gap * (rows - 1.0)) / rows - caption,
            ));
            (cols, size)
        })
        .max_by(|a, b| a.1.x.total_cmp(&b.1.x))
        .unwrap_or((n, fit(area)))
}

/// The owner's name under a card, whole: it may reach into the gaps beside its card, and
/// a long name (or a long translation of "storyteller") takes smaller type, down to the
/// board's least, then a second line. It is drawn over `rect` without widening the card's
/// column, so the cards stay evenly spaced.
fn caption_ui(
    ui: &mut egui::Ui,
    rect: Rect,
    caption: &str,
    color: egui::Color32,
    (gap, shared): (f32, Option<f32>),
    style: BoardStyle<'_>,
) {
    let width = rect.width() + gap * 0.9;
    let size = shared.unwrap_or_else(|| fitted_caption_size(ui, caption, width, style));
    let wide = Rect::from_min_size(
        egui::pos2(
            rect.center().x - width / 2.0,
            rect.top() + 2.0 * style.scale,
        ),
        vec2(width, rect.height().max(size * 2.6)),
    );
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(wide)
            .layout(egui::Layout::top_down(egui::Align::Center)),
    );
    // At most the lines `caption_height` makes room for; a longer name ends with "…".
    let mut job =
        egui::text::LayoutJob::simple(caption.to_owned(), theme::body(size), color, width);
    job.halign = egui::Align::Center;
    job.wrap.max_rows = if style.large_captions() { 1 } else { 2 };
    child.add(egui::Label::new(job).halign(egui::Align::Center));
}

/// The type a caption takes to fit `width`: the board's largest, or smaller down to its least.
fn fitted_caption_size(ui: &egui::Ui, caption: &str, width: f32, style: BoardStyle<'_>) -> f32 {
    let largest = style.largest_caption();
    let least = (12.5 * style.scale).max(style.min_text).min(largest);
    let measured = ui
        .painter()
        .layout_no_wrap(caption.to_owned(), theme::body(largest), CREAM)
        .size()
        .x;
    if measured <= width {
        largest
    } else {
        (largest * width / measured).max(least)
    }
}

/// The one type every caption takes when they are larger than usual: the smallest they fit.
fn shared_caption_size<'c>(
    ui: &egui::Ui,
    captions: impl Iterator<Item = &'c str>,
    width: f32,
    style: BoardStyle<'_>,
) -> f32 {
    captions
        .map(|caption| fitted_caption_size(ui, caption, width, style))
        .fold(style.largest_caption(), f32::min)
}

/// The height under a card for its caption: one line of larger type when the captions are
/// larger than the board's own (the table display's text size above 100%); the cards get
/// smaller for it.
pub fn caption_height(style: BoardStyle<'_>) -> f32 {
    if style.large_captions() {
        style.largest_caption() * 1.45
    } else {
        30.0 * style.scale
    }
}

/// Draws the board. `decorate` paints on top of each card (tokens at the reveal).
/// Returns what was done to a slot, if anything.
pub fn board_ui(
    ui: &mut egui::Ui,
    art: &dyn CardArt,
    cards: &[CardId],
    looks: &[SlotLook],
    area: Vec2,
    decorate: impl FnMut(&egui::Painter, usize, Rect),
) -> Option<SlotClick> {
    let label = t!("board-slot");
    let style = BoardStyle {
        scale: 1.0,
        label: &label,
        min_text: 0.0,
        caption_text: 0.0,
    };
    board_ui_styled(ui, art, cards, looks, area, style, decorate)
}

/// [`board_ui`] at another scale and with other slot names (the table display).
pub fn board_ui_styled(
    ui: &mut egui::Ui,
    art: &dyn CardArt,
    cards: &[CardId],
    looks: &[SlotLook],
    area: Vec2,
    style: BoardStyle<'_>,
    mut decorate: impl FnMut(&egui::Painter, usize, Rect),
) -> Option<SlotClick> {
    let n = cards.len();
    let has_captions = looks.iter().any(|l| l.caption.is_some());
    let caption_h = if has_captions {
        caption_height(style)
    } else {
        0.0
    };
    let gap = GAP * style.scale;
    let (cols, size) = layout_with_gap(area, n, caption_h, gap);
    // Larger than usual, each caption keeps to one line: all take the type the longest one
    // fits, so a short name does not stand out over a long one.
    let shared = style.large_captions().then(|| {
        let captions = looks.iter().filter_map(|l| l.caption.as_deref());
        shared_caption_size(ui, captions, size.x + gap * 0.9, style)
    });
    let mut clicked = None;
    ui.vertical(|ui| {
        ui.spacing_mut().item_spacing = vec2(gap, gap);
        for row in cards.chunks(cols).enumerate() {
            let (r, row_cards) = row;
            let width = size.x * row_cards.len() as f32 + gap * (row_cards.len() as f32 - 1.0);
            ui.horizontal(|ui| {
                ui.add_space((area.x - width).max(0.0) / 2.0);
                for (c, card) in row_cards.iter().enumerate() {
                    let i = r * cols + c;
                    let slot = looks.get(i).cloned().unwrap_or_default();
                    ui.vertical(|ui| {
                        ui.spacing_mut().item_spacing.y = 4.0 * style.scale;
                        let label = format!("{} {}", style.label, i + 1);
                        let mut look = CardLook::new(&label);
                        look.badge = Some(i + 1);
                        look.selected = slot.selected;
                        look.enabled = !slot.disabled;
                        look.dimmed = slot.disabled;
                        look.highlight = slot.highlight;
                        look.badge_scale = style.scale;
                        look.badge_min_text = style.min_text;
                        let response = card_ui(ui, art, *card, size, &look);
                        if let Some(description) = &slot.description {
                            // After what the picture shows, when the card says it.
                            ui.ctx().accesskit_node_builder(response.id, |node| {
                                let words = match node.description() {
                                    Some(picture) => format!("{picture}; {description}"),
                                    None => description.clone(),
                                };
                                node.set_description(words);
                            });
                        }
                        decorate(ui.painter(), i, response.rect);
                        if response.clicked() {
                            clicked = Some(SlotClick::Choose(i));
                        }
                        if slot.zoomable {
                            let enlarge = t!("zoom-enlarge-slot", number = i + 1);
                            let magnifier = magnifier_ui(ui, response.rect, &enlarge);
                            // One's own card cannot be clicked: its magnifier still works.
                            if magnifier.clicked()
                                || response.double_clicked()
                                || response.secondary_clicked()
                            {
                                clicked = Some(SlotClick::Zoom(i));
                            }
                        }
                        if let Some(caption) = &slot.caption {
                            let color = if slot.highlight { theme::GOLD } else { CREAM };
                            let (rect, _) = ui.allocate_exact_size(
                                vec2(size.x, caption_h - 4.0 * style.scale),
                                egui::Sense::hover(),
                            );
                            caption_ui(ui, rect, caption, color, (gap, shared), style);
                        }
                    });
                }
            });
        }
    });
    clicked
}
