//! The accessibility tree as a screen reader reads it, checked: every control (a node a player
//! can click, focus, type in or turn) has a name, every image has words, and the pictures of
//! the cards a screen shows are there under their alt text. The walks of the menus and
//! of whole games (`access_menus.rs`, `keys_only.rs`) call it on every screen.

use egui::accesskit::{Action, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use std::collections::BTreeSet;

/// Roles a player acts on (whether or not the node says it takes a click).
const CONTROLS: [Role; 13] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::Switch,
    Role::Slider,
    Role::SpinButton,
    Role::TextInput,
    Role::MultilineTextInput,
    Role::ComboBox,
    Role::Link,
    Role::MenuItem,
    Role::Tab,
    Role::ListBoxOption,
];

/// What a walk has seen, for its report.
#[derive(Debug, Default)]
pub struct Walk {
    /// The screens checked, by name.
    pub screens: BTreeSet<String>,
    /// Controls checked (each time a screen showed them).
    pub controls: usize,
    /// Card pictures found under their alt text.
    pub pictures: usize,
}

impl Walk {
    /// One line for the test's output.
    pub fn report(&self, what: &str) -> String {
        format!(
            "{what}: {} screens, {} named controls, {} card pictures with alt text",
            self.screens.len(),
            self.controls,
            self.pictures
        )
    }
}

/// Checks the tree of `h` now, as screen `screen`: fails on a control without a name or an
/// image without words, and unless every one of `pictures` (alt texts) is an image's name.
pub fn check_screen<S>(h: &Harness<'_, S>, screen: &str, pictures: &[String], walk: &mut Walk) {
    let mut unnamed = Vec::new();
    let mut images = Vec::new();
    for node in h.root().children_recursive() {
        let node = node.accesskit_node();
        let role = node.role();
        let data = node.data();
        // egui's own scroll bars are dragged, not read: a screen reader scrolls by moving
        // its focus, and egui gives them no name to set.
        if role == Role::ScrollBar {
            continue;
        }
        let acts = data.supports_action(Action::Click) || data.supports_action(Action::Focus);
        let control = acts || CONTROLS.contains(&role);
        let mut name = node.label().unwrap_or_default();
        // A text (selectable, so it takes the focus) is named by its own words.
        if role == Role::Label && name.is_empty() {
            name = node.value().unwrap_or_default();
            // A blank line between paragraphs (the rules' Markdown) has nothing to say.
            if name.trim().is_empty() {
                continue;
            }
        }
        if role == Role::Image {
            if name.trim().is_empty() {
                unnamed.push(format!("an image at {:?}", node.bounding_box()));
            }
            images.push(name);
        } else if control {
            if name.trim().is_empty() {
                let value = node.value().unwrap_or_default();
                unnamed.push(format!(
                    "a {role:?} ({value:?}) at {:?}",
                    node.bounding_box()
                ));
            } else if role != Role::Label {
                walk.controls += 1;
            }
        }
    }
    assert!(
        unnamed.is_empty(),
        "{screen}: without a name: {}",
        unnamed.join("; ")
    );
    for alt in pictures {
        assert!(
            images.iter().any(|i| i == alt),
            "{screen}: no picture says {alt:?} (images: {images:?})"
        );
    }
    walk.pictures += pictures.len();
    walk.screens.insert(screen.to_owned());
}

/// The name of the node with the keyboard focus, if any.
pub fn focused<S>(h: &Harness<'_, S>) -> Option<String> {
    h.root()
        .children_recursive()
        .find(|n| n.accesskit_node().is_focused())
        .map(|n| n.accesskit_node().label().unwrap_or_default())
}

/// Whether `words` are said anywhere on the screen (a label, a value or a description).
pub fn says<S>(h: &Harness<'_, S>, words: &str) -> bool {
    h.root().children_recursive().any(|n| {
        let node = n.accesskit_node();
        [node.label(), node.value(), node.description()]
            .into_iter()
            .flatten()
            .any(|text| text.contains(words))
    })
}

/// What the screen reader's live region says now (the game's last announcement).
pub fn announced<S>(h: &Harness<'_, S>) -> Option<String> {
    h.query_by_role(Role::Status)
        .and_then(|n| n.accesskit_node().label())
}
