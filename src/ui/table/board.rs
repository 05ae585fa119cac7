//! The table display's board and points: the laptop's board widget at the table's scale,
//! with the voters' tokens on the cards, the owners under them and every scorer's points
//! with the engine's reasons, once the turn is scored; before the board is public, the cards
//! handed in, face down.
//!
//! A slot is named "Table slot N" (in the current language) for screen readers. Its
//! description names the card ("card #42") only because the public view holds the board
//! only once every card is in, and names the owner only from the reveal, which the public
//! view holds only once scored.

use super::layout::{TableView, one_line, paint_left_center, panel};
use crate::describe::{reason_lines, reason_lines_short, turn_standings};
use crate::engine::{CardId, Slot};
use crate::i18n::{self, Language};
use crate::t;
use crate::ui::game::{BoardStyle, SlotLook, board_ui_styled};
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{paint_red_token, paint_token, paint_voter_tokens};
use egui::{Rect, RichText, Sense, pos2, vec2};
use std::sync::OnceLock;

/// Accessible name of the table's slots before the number ("Table slot"), in the current
/// language. The board widget wants a `'static` name: each language's is made once.
pub fn slot_label() -> &'static str {
    static LABELS: [OnceLock<String>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let language = i18n::language();
    let index = language.index();
    LABELS[index].get_or_init(|| t!("table-slot"))
}

/// What a screen reader hears about slot `i` once scored: the card, its owner, whether it
/// is the storyteller's, its votes and the red token.
fn scored_description(card: CardId, owner: &str, teller: bool, votes: usize, red: bool) -> String {
    let mut words = vec![card_words(card), t!("table-slot-owner", name = owner)];
    if teller {
        words.push(t!("table-slot-storyteller"));
    }
    words.push(t!("table-slot-votes", votes = votes));
    if red {
        words.push(t!("table-slot-red"));
    }
    words.join(", ")
}

/// "card #42", or "place 3" for a place on the table (companion mode).
fn card_words(card: CardId) -> String {
    match card.as_table_place() {
        Some(place) => t!("table-slot-place", number = place.0),
        None => t!("table-slot-card", number = card.0),
    }
}

/// Draws the board filling `ui`: face-up cards in numbered slots (voting), plus tokens,
/// owners and the storyteller's glow once the public view has the reveal.
pub fn board_ui(ui: &mut egui::Ui, game: TableView<'_>, s: f32, text: f32) {
    let view = game.view;
    let n = view.board.len();
    let reveal = view.reveal.as_ref();
    let votes_on = reveal.map_or_else(|| vec![Vec::new(); n], |r| r.voters_by_slot(n));
    let looks: Vec<SlotLook> = (0..n)
        .map(|i| {
            let card = view.board[i];
            let Some(reveal) = reveal else {
                return SlotLook {
                    description: Some(card_words(card)),
                    ..SlotLook::default()
                };
            };
            let owner = reveal.owners.get(i).map_or("", |p| view.name(*p));
            let teller = reveal.storyteller_slot == Some(Slot::from_index(i));
            let red = reveal.red_token == Some(Slot::from_index(i));
            SlotLook {
                highlight: teller,
                caption: Some(owner.to_owned()),
                description: Some(scored_description(
                    card,
                    owner,
                    teller,
                    votes_on[i].len(),
                    red,
                )),
                ..SlotLook::default()
            }
        })
        .collect();
    let area = ui.available_size();
    let style = BoardStyle {
        scale: s * 1.6,
        label: slot_label(),
        min_text: super::layout::least_type(s, text),
        caption_text: 17.0 * s * 1.6 * text,
    };
    // Centre the board vertically: it rarely fills the height.
    let caption = if reveal.is_some() {
        crate::ui::game::caption_height(style)
    } else {
        0.0
    };
    let gap = 20.0 * style.scale;
    let (cols, size) = crate::ui::game::layout_with_gap(area, n, caption, gap);
    let rows = n.div_ceil(cols.max(1)) as f32;
    let used = rows * (size.y + caption) + (rows - 1.0) * gap;
    ui.add_space(((area.y - used) / 2.0).max(0.0));
    board_ui_styled(
        ui,
        game.table.art,
        &view.board,
        &looks,
        area,
        style,
        |painter, i, rect| {
            let Some(reveal) = reveal else { return };
            let r = (rect.width() * 0.1).clamp(10.0 * s, 30.0 * s);
            paint_voter_tokens(painter, rect, &votes_on[i], r, game.table);
            if reveal.red_token == Some(Slot::from_index(i)) {
                paint_red_token(painter, rect, r);
            }
        },
    );
}

/// The points of the turn: each scorer's gain, total and the reasons, in one column (or two
/// from seven scorers on), every word at least 24 points at 1080 lines (times the text size
/// `text` below 100%): reasons that do not fit their row end with "…" (the row's accessible
/// name keeps them whole). A larger text size makes the rows' type larger as far as the rows
/// have room.
pub fn points_ui(ui: &mut egui::Ui, game: TableView<'_>, s: f32, text: f32) {
    let view = game.view;
    let Some(reveal) = &view.reveal else { return };
    let rows = turn_standings(view, &reveal.score);
    let columns = if rows.len() > 6 { 2 } else { 1 };
    let per_column = rows.len().div_ceil(columns).max(1);
    panel(s).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(t!("table-points-title"))
                .font(theme::display(44.0 * s * text))
                .color(GOLD),
        );
        let gap = 24.0 * s;
        let least = super::layout::least_type(s, text);
        let width = ui.available_width();
        let column_w = (width - gap * (columns - 1) as f32) / columns as f32;
        let row_h =
            ((ui.available_height() - 4.0 * s) / per_column as f32).clamp(40.0 * s, 150.0 * s);
        let name_font = (row_h * 0.4).clamp(least, (32.0 * s * text).max(least));
        let reason_font = (24.0 * s * text).min(row_h * 0.3).max(least);
        let rows_of_reasons = ((row_h - name_font * 1.35) / (reason_font * 1.15))
            .floor()
            .max(0.0);
        let (area, _) =
            ui.allocate_exact_size(vec2(width, row_h * per_column as f32), Sense::hover());
        for (i, row) in rows.iter().enumerate() {
            let (column, place) = (i / per_column, i % per_column);
            let rect = egui::Rect::from_min_size(
                area.min + vec2(column as f32 * (column_w + gap), place as f32 * row_h),
                vec2(column_w, row_h),
            );
            let gained = reveal.score.points_of(row.scorer);
            let painter = ui.painter_at(rect);
            let top = rect.min.y + name_font * 0.7;
            let token_r = name_font * 0.45;
            let token_c = pos2(rect.min.x + token_r + 2.0, top);
            paint_token(&painter, token_c, token_r, game.table.token(row.player));
            let x = token_c.x + token_r + 12.0 * s;
            let total = painter.text(
                pos2(rect.max.x - 2.0, top),
                egui::Align2::RIGHT_CENTER,
                row.score.to_string(),
                theme::body(name_font),
                LAVENDER,
            );
            let gain = painter.text(
                pos2(total.min.x - 14.0 * s, top),
                egui::Align2::RIGHT_CENTER,
                format!("+{gained}"),
                theme::display(name_font * 1.2),
                GOLD,
            );
            let name = one_line(
                &painter,
                &row.name,
                theme::body(name_font),
                CREAM,
                gain.min.x - 10.0 * s - x,
            );
            paint_left_center(&painter, name, x, top);
            // In a few words on the screen; whole for screen readers.
            let reasons = reason_lines(view, row.scorer).join(", ");
            let short = reason_lines_short(view, row.scorer).join(" · ");
            if rows_of_reasons >= 1.0 {
                let mut job = egui::text::LayoutJob::simple(
                    short,
                    theme::body(reason_font),
                    LAVENDER,
                    rect.max.x - x,
                );
                job.wrap.max_rows = rows_of_reasons as usize;
                let galley = painter.layout_job(job);
                painter.galley(pos2(x, top + name_font * 0.65), galley, LAVENDER);
            }
            let label = t!(
                "table-points-label",
                name = row.name.as_str(),
                gained = gained,
                score = row.score,
                reasons = reasons.as_str()
            );
            let response = ui.interact(
                rect,
                ui.scope_id().with(("points", row.player)),
                Sense::hover(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        }
    });
}

/// While the cards come in: one face-down card per card handed in, and an empty place per
/// card still to come. Nothing says whose or which they are.
pub(super) fn face_down_ui(ui: &mut egui::Ui, game: TableView<'_>, s: f32) {
    let view = game.view;
    if view.cards_on_table {
        places_ui(ui, game, s);
        return;
    }
    let (done, acting) = view.progress();
    let per = view.params.cards_per_submission.max(1);
    // The storyteller's card is in from the start (except in Party, where they submit too).
    let told = usize::from(!view.params.everyone_plays);
    let total = acting * per + told;
    let placed = done * per + told;
    let area = ui.available_size();
    let gap = 20.0 * s;
    let (cols, size) = crate::ui::game::layout_with_gap(area, total, 0.0, gap);
    let rows = total.div_ceil(cols.max(1));
    let height = rows as f32 * (size.y + gap);
    let top = ui.max_rect().min.y + ((area.y - height) / 2.0).max(0.0);
    for i in 0..total {
        let (row, col) = (i / cols, i % cols);
        let in_row = (total - row * cols).min(cols) as f32;
        let row_w = in_row * size.x + (in_row - 1.0) * gap;
        let left = ui.max_rect().center().x - row_w / 2.0 + col as f32 * (size.x + gap);
        let rect = Rect::from_min_size(pos2(left, top + row as f32 * (size.y + gap)), size);
        let painter = ui.painter();
        let radius = (size.x * 0.06).clamp(4.0, 18.0);
        if i < placed {
            painter.rect_filled(rect, radius, TWILIGHT);
            painter.rect_stroke(
                rect.shrink(size.x * 0.06),
                radius,
                egui::Stroke::new(2.0 * s, GOLD.gamma_multiply(0.6)),
                egui::StrokeKind::Inside,
            );
            painter.circle_filled(rect.center(), size.x * 0.16, GOLD.gamma_multiply(0.35));
        } else {
            painter.rect_stroke(
                rect,
                radius,
                egui::Stroke::new(2.0 * s, LAVENDER.gamma_multiply(0.5)),
                egui::StrokeKind::Inside,
            );
        }
    }
    let response = ui.interact(
        ui.max_rect(),
        ui.scope_id().with("face down"),
        Sense::hover(),
    );
    let label = t!("table-face-down", placed = placed, total = total);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}

/// Companion mode, while the players tell their places: the numbered places the table lays
/// its cards out in (the cards themselves are on the real table).
fn places_ui(ui: &mut egui::Ui, game: TableView<'_>, s: f32) {
    let total = game.view.table_places;
    let places: Vec<CardId> = (0..total)
        .map(|i| CardId::table_place(Slot::from_index(i)))
        .collect();
    let looks = vec![SlotLook::default(); total];
    let area = ui.available_size();
    let style = BoardStyle {
        scale: s * 1.6,
        label: slot_label(),
        min_text: 0.0,
        caption_text: 0.0,
    };
    let gap = 20.0 * style.scale;
    let (cols, size) = crate::ui::game::layout_with_gap(area, total, 0.0, gap);
    let rows = total.div_ceil(cols.max(1)) as f32;
    let used = rows * size.y + (rows - 1.0) * gap;
    ui.add_space(((area.y - used) / 2.0).max(0.0));
    let response = ui
        .scope(|ui| {
            board_ui_styled(
                ui,
                game.table.art,
                &places,
                &looks,
                area,
                style,
                |_, _, _| {},
            );
        })
        .response;
    let label = t!("table-places-laid", total = total);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}
