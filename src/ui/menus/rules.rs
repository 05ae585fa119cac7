//! The rules screen: the full rules of the current language (`locales/<lang>/rules.md`),
//! rendered with `egui_commonmark`, with a table of contents that jumps to each section.

use crate::i18n::{self, Language};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, GOLD, LAVENDER};
use egui::{RichText, TextStyle};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};

/// One heading of the rules and the Markdown under it (up to the next heading).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// 1 for the title, 2 for chapters, 3 for their parts.
    pub level: u8,
    /// The heading's text.
    pub title: String,
    /// The section's Markdown, heading line included.
    pub markdown: String,
}

/// Splits Markdown into sections at its `#`, `##` and `###` headings.
pub fn sections(markdown: &str) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    for line in markdown.lines() {
        let level = line.chars().take_while(|c| *c == '#').count();
        if (1..=3).contains(&level) && line[level..].starts_with(' ') {
            sections.push(Section {
                level: level as u8,
                title: line[level..].trim().to_owned(),
                markdown: String::new(),
            });
        } else if sections.is_empty() {
            sections.push(Section {
                level: 1,
                title: String::new(),
                markdown: String::new(),
            });
        }
        if let Some(section) = sections.last_mut() {
            section.markdown.push_str(line);
            section.markdown.push('\n');
        }
    }
    sections
}

/// What the rules screen remembers between frames.
#[derive(Default)]
pub struct RulesState {
    cache: CommonMarkCache,
    language: Option<Language>,
    sections: Vec<Section>,
    scroll_to: Option<usize>,
}

impl std::fmt::Debug for RulesState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RulesState")
            .field("language", &self.language)
            .field("sections", &self.sections.len())
            .finish_non_exhaustive()
    }
}

/// Draws the rules in the current language: contents on the left, the text on the right.
pub fn rules_ui(ui: &mut egui::Ui, state: &mut RulesState, commands: &mut Vec<UiCommand>) {
    let language = i18n::language();
    if state.language != Some(language) {
        state.sections = sections(i18n::rules_markdown(language));
        state.language = Some(language);
        state.scroll_to = None;
    }
    ui.horizontal(|ui| {
        crate::ui::widgets::back_and_title_ui(ui, &t!("rules-title"), commands);
    });
    ui.add_space(8.0);
    let height = ui.available_height() - 40.0;
    ui.horizontal_top(|ui| {
        let toc_width = (ui.available_width() * 0.28).clamp(240.0, 380.0);
        let column = egui::Layout::top_down(egui::Align::LEFT);
        ui.allocate_ui_with_layout(egui::vec2(toc_width, height), column, |ui| {
            ui.set_min_size(egui::vec2(toc_width, height));
            contents_ui(ui, state);
        });
        ui.add_space(24.0);
        let text_width = ui.available_width().min(900.0);
        ui.allocate_ui_with_layout(egui::vec2(text_width, height), column, |ui| {
            ui.set_min_size(egui::vec2(text_width, height));
            text_ui(ui, state);
        });
    });
    ui.add_space(4.0);
    crate::ui::widgets::key_hints_centered(ui, &[(&t!("key-esc"), &t!("common-back-hint"))]);
    if crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}

fn contents_ui(ui: &mut egui::Ui, state: &mut RulesState) {
    ui.label(
        RichText::new(t!("rules-contents"))
            .font(theme::display(28.0))
            .color(LAVENDER),
    );
    egui::ScrollArea::vertical()
        .id_salt("rules-contents")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 2.0;
            // Keep long titles off the scroll bar: they wrap instead.
            ui.set_max_width(ui.available_width() - 18.0);
            for (index, section) in state.sections.iter().enumerate() {
                if section.level == 1 {
                    continue;
                }
                let size = if section.level == 2 { 19.0 } else { 16.0 };
                let indent = if section.level == 2 { 0.0 } else { 18.0 };
                let color = if section.level == 2 { GOLD } else { LAVENDER };
                ui.horizontal(|ui| {
                    ui.add_space(indent);
                    let text = RichText::new(&section.title)
                        .font(theme::body(size))
                        .color(color);
                    let entry = egui::Button::new(text)
                        .frame(false)
                        .wrap_mode(egui::TextWrapMode::Wrap);
                    if ui.add(entry).clicked() {
                        state.scroll_to = Some(index);
                    }
                });
            }
        });
}

fn text_ui(ui: &mut egui::Ui, state: &mut RulesState) {
    let style = ui.style_mut();
    style.text_styles.insert(TextStyle::Body, theme::body(19.0));
    style
        .text_styles
        .insert(TextStyle::Heading, theme::display(40.0));
    style.spacing.item_spacing.y = 8.0;
    // Headings, bold terms and list numbers use egui's "strong" colour, which is the pressed
    // button's text colour (dark on gold); on the night background they need the gold.
    style.visuals.widgets.active.fg_stroke.color = GOLD;
    let scroll_to = state.scroll_to.take();
    egui::ScrollArea::vertical()
        .id_salt("rules-text")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (index, section) in state.sections.iter().enumerate() {
                if scroll_to == Some(index) {
                    ui.scroll_to_cursor(Some(egui::Align::TOP));
                }
                // One viewer per section: each needs its own id.
                ui.push_id(index, |ui| {
                    CommonMarkViewer::new()
                        .default_width(Some(ui.available_width() as usize))
                        .show(ui, &mut state.cache, &section.markdown);
                });
            }
            ui.add_space(40.0);
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_follow_the_headings() {
        let parts = sections("# Title\nintro\n## One\ntext\n### One a\nmore\n## Two\n");
        let titles: Vec<_> = parts.iter().map(|s| (s.level, s.title.as_str())).collect();
        assert_eq!(titles, [(1, "Title"), (2, "One"), (3, "One a"), (2, "Two")]);
        assert_eq!(parts[1].markdown, "## One\ntext\n");
    }

    #[test]
    fn every_language_has_the_same_contents() {
        let count = |l| sections(i18n::rules_markdown(l)).len();
        for language in Language::ALL {
            assert_eq!(count(language), count(Language::En));
        }
    }
}
