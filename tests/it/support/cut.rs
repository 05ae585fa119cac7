//! Text a player cannot read whole: words ended with "…" (an elided galley) or painted
//! wider than the clip rectangle they are drawn in (cut at a column's edge), and controls
//! that leave the window.

use egui::{Rect, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;

/// The words of every text drawn in the last frame that shows cut: ended with "…", or
/// reaching out sideways of its clip rectangle. (Text a scroll area hides above or below
/// is not cut: it scrolls into view whole.)
pub fn cut_texts(output: &egui::FullOutput) -> Vec<String> {
    fn walk(shape: &Shape, clip: Rect, out: &mut Vec<String>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            Shape::Text(text) => {
                let galley = &text.galley;
                let words = galley.text().trim();
                if words.is_empty() {
                    return;
                }
                let rect = galley.rect.translate(text.pos.to_vec2());
                let sideways = rect.min.x < clip.min.x - 1.0 || rect.max.x > clip.max.x + 1.0;
                let visible = rect.max.y > clip.min.y && rect.min.y < clip.max.y;
                if galley.elided || (sideways && visible) {
                    out.push(format!("{words:?} at {rect:?} in {clip:?}"));
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &output.shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out
}

/// Whether `node` is not seen whole: reaching outside `window`, or (enabled) clipped by a
/// scroll area that hides it below the fold, when `clickable` holds where each enabled control
/// of the last frame can be clicked (its rectangle cut to what its clip shows).
pub fn hidden(node: &egui_kittest::Node<'_>, window: Rect, clickable: &[Rect]) -> bool {
    let rect = node.rect();
    let enabled = !node.accesskit_node().is_disabled();
    let whole = clickable
        .iter()
        .any(|c| c.min.distance(rect.min) < 0.5 && c.max.distance(rect.max) < 0.5);
    !window.expand(0.5).contains_rect(rect) || (enabled && !whole)
}

/// The buttons, text fields, check boxes and sliders of the screen that a player cannot see
/// whole: outside the window `window`, or hidden below the fold of a scroll area (nothing
/// says they are there).
pub fn controls_outside<S>(harness: &Harness<'_, S>, window: Rect) -> Vec<String> {
    hidden_controls(harness, window)
        .into_iter()
        .map(|(label, rect)| format!("{label:?} at {rect:?}"))
        .collect()
}

/// The controls [`controls_outside`] finds: each one's accessible name and rectangle.
pub fn hidden_controls<S>(harness: &Harness<'_, S>, window: Rect) -> Vec<(String, Rect)> {
    use egui::accesskit::Role;
    let clickable = harness.ctx.interactive_rects_last_pass();
    harness
        .root()
        .children_recursive()
        .filter(|n| {
            matches!(
                n.accesskit_node().role(),
                Role::Button
                    | Role::TextInput
                    | Role::MultilineTextInput
                    | Role::CheckBox
                    | Role::Slider
                    | Role::SpinButton
                    | Role::RadioButton
                    | Role::ComboBox
            )
        })
        .filter(|n| hidden(n, window, &clickable))
        .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
        .collect()
}
