//! The seats panel, over the game on the laptop: who plays each seat, with the buttons that
//! hand a seat to a computer player (someone has to leave) and give it back to a person. It
//! opens from the privacy and waiting screens only, so no seat has a private screen open
//! while it changes hands.

use super::seat_list::{SeatList, seat_label_ui, seat_list_ui, where_ui};
use crate::computer::Level;
use crate::engine::{PlayerId, PublicView};
use crate::hotseat::SeatLink;
use crate::t;
use crate::ui::command::{SeatsCommand, UiCommand};
use crate::ui::widgets::theme::{self, CREAM, GOLD, LAVENDER};
use crate::ui::widgets::{Table, key_hints_centered, level_hint, level_name, pressed};
use egui::{RichText, vec2};

/// What the seats panel shows: per seat, where it plays and, for a computer player, its
/// level.
#[derive(Clone, Copy, Debug)]
pub struct SeatsView<'a> {
    /// Per seat, where it plays.
    pub links: &'a [SeatLink],
    /// Per seat, the level of the computer player playing it.
    pub levels: &'a [Option<Level>],
    /// Per seat, whether a computer player played it when the game was set up (a person
    /// there took a computer's seat; a computer there is back at its own).
    pub set_up_computers: &'a [bool],
    /// Seats may play on phones in this game.
    pub phones: bool,
    /// Per seat, whether its player is at the table (one who left keeps a row, marked).
    pub present: &'a [bool],
    /// Seats may change now (between two turns): players may leave, and join.
    pub between_turns: bool,
    /// Team Dixit: pairs join and leave.
    pub pairs: bool,
    /// The last join or leave, in words, while it may be taken back.
    pub undo: Option<&'a str>,
}

/// Draws the seats panel: one row per seat, and "Done" (Enter or Esc).
pub fn seats_panel_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seats: SeatsView<'_>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let intro = if seats.between_turns {
        t!("seats-intro-between")
    } else {
        t!("seats-intro")
    };
    let changes_room = if seats.between_turns || seats.undo.is_some() {
        58.0
    } else {
        0.0
    } + if seats.pairs { PLAN_HEIGHT + 12.0 } else { 0.0 };
    let list = SeatList {
        title: &t!("seats-title"),
        intro: &intro,
        seats: seats.links.len(),
        order: &view.seating,
        max_width: 1100.0,
        // Between turns a row of changes (add, undo) stands over "Done".
        room_needed: 300.0 + changes_room,
        room_below: 120.0 + changes_room,
        id_salt: "seats panel",
    };
    seat_list_ui(
        ui,
        &list,
        |ui, seat, commands| {
            let link = seats.links[seat.index()];
            let level = seats.levels.get(seat.index()).copied().flatten();
            let row = SeatRow {
                link,
                level,
                set_up_as_computer: seats.set_up_computers.get(seat.index()) == Some(&true),
                phones: seats.phones,
                presence: match seats.present.get(seat.index()) {
                    Some(false) => Presence::Left,
                    _ if seats.between_turns => Presence::MayLeave,
                    _ => Presence::Seated,
                },
            };
            seat_row_ui(ui, view, seat, row, table, commands);
        },
        |ui, commands| {
            ui.add_space(16.0);
            if seats.pairs {
                // Team Dixit: who sits opposite whom, as the seats are now.
                plan_ui(ui, view, table);
            }
            changes_ui(ui, seats, commands);
            if ui.add(theme::primary_button(&t!("seats-done"))).clicked() {
                commands.push(UiCommand::Seats(SeatsCommand::Close));
            }
            let keys = format!("{} / {}", t!("key-enter"), t!("key-esc"));
            key_hints_centered(ui, &[(&keys, &t!("seats-hint-done"))]);
        },
        commands,
    );
    if pressed(ui, egui::Key::Enter) || pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::Seats(SeatsCommand::Close));
    }
}

/// Between turns (the reveal): the button that opens the seats panel, to add a player or
/// let one leave.
pub fn seats_button_ui(ui: &mut egui::Ui, commands: &mut Vec<UiCommand>) {
    let text = RichText::new(t!("reveal-seats")).font(theme::body(17.0));
    let button = egui::Button::new(text).min_size(vec2(160.0, 38.0));
    let response = ui.add(button);
    if response.on_hover_text(t!("reveal-seats-hint")).clicked() {
        commands.push(UiCommand::Seats(SeatsCommand::Open));
    }
}

/// The height of Team Dixit's plan of the table under the seats.
const PLAN_HEIGHT: f32 = 120.0;

/// Team Dixit: the players present around the table, teammates opposite.
fn plan_ui(ui: &mut egui::Ui, view: &PublicView, table: Table<'_>) {
    let seating = if view.seating.is_empty() {
        view.players.iter().map(|p| p.id).collect()
    } else {
        view.seating.clone()
    };
    let present: Vec<PlayerId> = (seating.into_iter())
        .filter(|p| view.players.get(p.index()).is_some_and(|p| p.present))
        .collect();
    let names: Vec<String> = present.iter().map(|p| view.name(*p).to_owned()).collect();
    let tokens: Vec<usize> = present
        .iter()
        .map(|p| table.tokens.get(p.index()).map_or(0, |t| t.index()))
        .collect();
    ui.scope(|ui| {
        ui.set_max_width(520.0);
        crate::ui::widgets::seating_plan_ui(ui, &names, &tokens, PLAN_HEIGHT);
    });
    ui.add_space(12.0);
}

/// Between turns: "Add a player" (or a pair), and the undo of the last join or leave.
fn changes_ui(ui: &mut egui::Ui, seats: SeatsView<'_>, commands: &mut Vec<UiCommand>) {
    if !seats.between_turns && seats.undo.is_none() {
        return;
    }
    let add = if seats.pairs {
        t!("seats-add-pair")
    } else {
        t!("seats-add")
    };
    let font = theme::body(19.0);
    let measure = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font.clone(), CREAM)
            .size()
            .x
            + 40.0
    };
    let width = measure(&add) + seats.undo.map_or(0.0, |u| measure(u) + 16.0);
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        let button = |text: &str| {
            egui::Button::new(RichText::new(text).font(font.clone()).color(GOLD))
                .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.7)))
                .min_size(vec2(0.0, 42.0))
        };
        if seats.between_turns && ui.add(button(&add)).clicked() {
            commands.push(UiCommand::Seats(SeatsCommand::OpenJoin));
        }
        if let Some(undo) = seats.undo {
            ui.add_space(16.0);
            if ui.add(button(undo)).clicked() {
                commands.push(UiCommand::Seats(SeatsCommand::UndoChange));
            }
        }
    });
    ui.add_space(12.0);
}

/// What one row of the seats panel knows of its seat.
#[derive(Clone, Copy)]
struct SeatRow {
    link: SeatLink,
    level: Option<Level>,
    set_up_as_computer: bool,
    phones: bool,
    /// At the table, and whether they may leave now.
    presence: Presence,
}

/// Whether a row's player is at the table, and may leave now.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Presence {
    /// They left the game: the row says so, and offers nothing.
    Left,
    /// At the table, in the middle of a turn.
    Seated,
    /// At the table, between turns: the row offers "Leaves".
    MayLeave,
}

/// The words of a seat's buttons, by who plays it now and who played it at set-up: a person
/// takes back their own seat or takes a computer's; a person's seat is played for them by a
/// computer, a computer's seat goes back to it.
fn change_words(row: SeatRow, name: &str) -> (String, String) {
    if row.set_up_as_computer {
        (
            t!("seats-take-over", name = name),
            t!("seats-take-over-phone", name = name),
        )
    } else {
        (
            t!("seats-take-back", name = name),
            t!("seats-take-back-phone", name = name),
        )
    }
}

/// One seat: token, name, who plays it, and the buttons that change it, right-aligned.
fn seat_row_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    seat: PlayerId,
    row: SeatRow,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let SeatRow { link, level, .. } = row;
    let name = view.name(seat);
    ui.horizontal(|ui| {
        seat_label_ui(ui, table.token(seat), name);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let button = |text: String, color| {
                egui::Button::new(RichText::new(text).font(theme::body(17.0)).color(color))
                    .stroke(egui::Stroke::new(1.5, GOLD.gamma_multiply(0.6)))
                    .min_size(vec2(0.0, 38.0))
            };
            let send = |c| UiCommand::Seats(c);
            if row.presence == Presence::Left {
                let left = RichText::new(t!("seats-left")).font(theme::body(18.0));
                ui.label(left.italics().color(LAVENDER));
                return;
            }
            if row.presence == Presence::MayLeave {
                // Short on the button; the whole sentence for screen readers and the hover.
                let words = t!("seats-leave-of", name = name);
                let response = ui.add(button(t!("seats-leave"), CREAM));
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &words));
                if response.on_hover_text(&words).clicked() {
                    commands.push(send(SeatsCommand::Leave(seat)));
                }
            }
            match (link, level) {
                (SeatLink::Computer { .. }, Some(level)) => {
                    let (here, on_phone) = change_words(row, name);
                    // Short on the button (the row is full); the whole sentence for screen
                    // readers and the hover.
                    if row.phones {
                        let response = ui.add(button(t!("seats-on-phone"), GOLD));
                        response.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &on_phone)
                        });
                        if response.on_hover_text(&on_phone).clicked() {
                            commands.push(send(SeatsCommand::ToPhone(seat)));
                        }
                    }
                    if ui.add(button(here, GOLD)).clicked() {
                        commands.push(send(SeatsCommand::TakeBack(seat)));
                    }
                    // The level can change between moves: a click gives the next one.
                    let next = Level::from_number(level.number() % 3 + 1).unwrap_or(level);
                    let change = button(level_name(level), CREAM);
                    let label = t!("seats-level-of", name = name, level = level_name(level));
                    let response = ui.add(change);
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if response.on_hover_text(level_hint(level)).clicked() {
                        commands.push(send(SeatsCommand::HandOver(seat, next)));
                    }
                }
                // A computer player cannot see the cards on a real table.
                (SeatLink::Laptop | SeatLink::Phone { .. }, _) if view.cards_on_table => {}
                // A seat on a phone goes to the computer straight away (its phone is told).
                (SeatLink::Laptop | SeatLink::Phone { .. }, _)
                | (SeatLink::Computer { .. }, None) => {
                    let words = if row.set_up_as_computer {
                        t!("seats-hand-back", name = name)
                    } else {
                        t!("seats-hand-over", name = name)
                    };
                    if ui.add(button(words, CREAM)).clicked() {
                        commands.push(send(SeatsCommand::HandOver(seat, Level::Teller)));
                    }
                }
            }
            ui.add_space(10.0);
            where_ui(ui, link);
        });
    });
}
