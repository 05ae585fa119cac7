//! The set-up screen: players with names and tokens in seating order, the rule set, the
//! target score and who tells first. Whether the set-up can start is the engine's call
//! ([`crate::engine::GameConfig::validate`]); this screen only shows the answer.

use crate::describe::{rules_blurb, rules_name};
use crate::engine::RuleSet;
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, EMBER, GOLD, LAVENDER, TWILIGHT};
use crate::ui::widgets::{TOKENS, paint_token, token};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// Names offered to new seats, so that a quick game needs no typing.
const DEFAULT_NAMES: [&str; 12] = [
    "Ada", "Bruno", "Chloé", "Daan", "Élise", "Femke", "Gaspard", "Hugo", "Inês", "João", "Karel",
    "Lúcia",
];

/// One seat being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The player's name as typed.
    pub name: String,
    /// Index into [`TOKENS`].
    pub token: usize,
}

/// The set-up being edited. Seat order is storyteller order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupState {
    /// The seats, clockwise.
    pub seats: Vec<SeatSetup>,
    /// Classic or 2021 edition.
    pub rules: RuleSet,
    /// Points that end the game.
    pub target: u32,
    /// Seat index of the first storyteller, or `None` for a random one.
    pub starter: Option<usize>,
}

impl Default for SetupState {
    fn default() -> Self {
        SetupState {
            seats: (0..4)
                .map(|i| SeatSetup {
                    name: DEFAULT_NAMES[i].to_owned(),
                    token: i,
                })
                .collect(),
            rules: RuleSet::Classic,
            target: 30,
            starter: None,
        }
    }
}

impl SetupState {
    fn add_seat(&mut self) {
        let used: Vec<usize> = self.seats.iter().map(|s| s.token).collect();
        let token = (0..TOKENS.len()).find(|t| !used.contains(t)).unwrap_or(0);
        let name = DEFAULT_NAMES
            .iter()
            .find(|n| !self.seats.iter().any(|s| s.name.trim() == **n))
            .map_or_else(|| t!("setup-default-name"), |n| (*n).to_owned());
        self.seats.push(SeatSetup { name, token });
    }

    /// Gives seat `i` the next token nobody else holds.
    fn next_token(&mut self, i: usize) {
        let used: Vec<usize> = self.seats.iter().map(|s| s.token).collect();
        let start = self.seats[i].token;
        if let Some(t) = (1..TOKENS.len())
            .map(|d| (start + d) % TOKENS.len())
            .find(|t| !used.contains(t))
        {
            self.seats[i].token = t;
        }
    }
}

fn section(ui: &mut egui::Ui, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.9))
        .corner_radius(CornerRadius::same(18))
        .inner_margin(Margin::same(18))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(title).font(theme::display(28.0)).color(GOLD));
            ui.add_space(6.0);
            add(ui);
        });
}

/// The seat numbers' font: the display face, whose digits differ in width.
fn seat_number_font() -> egui::FontId {
    theme::display(24.0)
}

/// The width of the seat number column: the widest number a seat can have, so that every
/// row's token, name field and buttons line up.
fn seat_number_width(ui: &egui::Ui) -> f32 {
    (1..=TOKENS.len())
        .map(|n| {
            ui.painter()
                .layout_no_wrap(n.to_string(), seat_number_font(), LAVENDER)
                .size()
                .x
        })
        .fold(0.0, f32::max)
        .ceil()
}

fn seat_row(
    ui: &mut egui::Ui,
    state: &mut SetupState,
    i: usize,
    number_width: f32,
    moves: &mut Option<(usize, isize)>,
) {
    let n = i + 1;
    let count = state.seats.len();
    ui.horizontal(|ui| {
        // Fixed-width columns for the number and the token (digits differ in width).
        ui.add_sized(
            vec2(number_width, 40.0),
            egui::Label::new(
                RichText::new(format!("{n}"))
                    .font(seat_number_font())
                    .color(LAVENDER),
            ),
        );
        let tok = token(state.seats[i].token);
        let (rect, response) = ui.allocate_exact_size(vec2(40.0, 40.0), Sense::click());
        let name = crate::ui::widgets::token_name(tok);
        let label = t!("setup-token-of", seat = n, token = name);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            ui.painter().circle_filled(rect.center(), 20.0, TWILIGHT);
        }
        paint_token(ui.painter(), rect.center(), 14.0, tok);
        if response.on_hover_text(t!("setup-token-hover")).clicked() {
            state.next_token(i);
        }
        let name_label = t!("setup-name-of", seat = n);
        ui.add(
            egui::TextEdit::singleline(&mut state.seats[i].name)
                .font(theme::body(20.0))
                .desired_width(260.0)
                .char_limit(crate::engine::MAX_NAME_CHARS)
                .hint_text(name_label.as_str()),
        )
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label));
        if icon_button(ui, i > 0, Icon::Up, &t!("setup-move-up", seat = n)).clicked() {
            *moves = Some((i, -1));
        }
        if icon_button(
            ui,
            i + 1 < count,
            Icon::Down,
            &t!("setup-move-down", seat = n),
        )
        .clicked()
        {
            *moves = Some((i, 1));
        }
        if icon_button(ui, count > 3, Icon::Remove, &t!("setup-remove", seat = n)).clicked() {
            *moves = Some((i, 0));
        }
    });
}

#[derive(Clone, Copy)]
enum Icon {
    Up,
    Down,
    Remove,
}

/// A small square button with a painted icon (fonts need not have arrow glyphs).
fn icon_button(ui: &mut egui::Ui, enabled: bool, icon: Icon, label: &str) -> egui::Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(vec2(36.0, 36.0), sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    let visuals = if enabled {
        ui.style().interact(&response)
    } else {
        &ui.visuals().widgets.noninteractive
    };
    let painter = ui.painter();
    painter.rect(
        rect,
        10.0,
        visuals.bg_fill,
        visuals.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let color = if enabled { CREAM } else { TWILIGHT };
    let c = rect.center();
    let s = 7.0;
    match icon {
        Icon::Up | Icon::Down => {
            let dir = if matches!(icon, Icon::Up) { -1.0 } else { 1.0 };
            let points = vec![
                c + vec2(0.0, dir * s),
                c + vec2(-s, -dir * s * 0.7),
                c + vec2(s, -dir * s * 0.7),
            ];
            painter.add(egui::Shape::convex_polygon(
                points,
                color,
                egui::Stroke::NONE,
            ));
        }
        Icon::Remove => {
            let stroke = egui::Stroke::new(2.5, color);
            painter.line_segment([c + vec2(-s, -s), c + vec2(s, s)], stroke);
            painter.line_segment([c + vec2(-s, s), c + vec2(s, -s)], stroke);
        }
    }
    response.on_hover_text(label)
}

/// Draws the set-up screen. `problem` is the engine's objection to the set-up, if any.
pub fn setup_ui(
    ui: &mut egui::Ui,
    state: &mut SetupState,
    problem: Option<&str>,
    commands: &mut Vec<UiCommand>,
) {
    // Enter in a name or number field only confirms that field; it must not start the game.
    let typing = ui.ctx().egui_wants_keyboard_input();
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(t!("setup-title"))
                .font(theme::display(48.0))
                .color(GOLD),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t!("common-back")).clicked() {
                commands.push(UiCommand::ToStart);
            }
        });
    });
    theme::do_now(ui, &t!("hint-setup"));
    ui.add_space(8.0);
    let mut moves = None;
    ui.columns(2, |cols| {
        section(&mut cols[0], &t!("setup-players"), |ui| {
            let number_width = seat_number_width(ui);
            for i in 0..state.seats.len() {
                seat_row(ui, state, i, number_width, &mut moves);
            }
            ui.add_space(6.0);
            let full = state.seats.len() >= TOKENS.len();
            if ui
                .add_enabled(!full, egui::Button::new(t!("setup-add-player")))
                .clicked()
            {
                state.add_seat();
            }
        });
        let ui = &mut cols[1];
        section(ui, &t!("setup-rules"), |ui| {
            for rules in [RuleSet::Classic, RuleSet::Edition2021] {
                let selected = state.rules == rules;
                let text = RichText::new(rules_name(rules)).font(theme::body(21.0));
                if ui.selectable_label(selected, text).clicked() {
                    state.rules = rules;
                }
                ui.label(
                    RichText::new(rules_blurb(rules))
                        .font(theme::body(16.0))
                        .color(LAVENDER),
                );
                ui.add_space(4.0);
            }
        });
        ui.add_space(12.0);
        section(ui, &t!("setup-game"), |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(t!("setup-play-to"));
                ui.add(
                    egui::DragValue::new(&mut state.target)
                        .range(1..=200)
                        .speed(0.2)
                        .custom_formatter(|n, _| t!("common-points", count = n as u32))
                        .custom_parser(leading_number),
                )
                .labelled_by(label.id);
            });
            ui.horizontal(|ui| {
                let label = ui.label(t!("setup-first-storyteller"));
                let current = state
                    .starter
                    .and_then(|i| state.seats.get(i))
                    .map_or_else(|| t!("setup-random"), |s| s.name.clone());
                egui::ComboBox::from_id_salt("starter")
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut state.starter, None, t!("setup-random"));
                        for (i, seat) in state.seats.iter().enumerate() {
                            ui.selectable_value(&mut state.starter, Some(i), seat.name.as_str());
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
        });
        ui.add_space(16.0);
        ui.vertical_centered(|ui| {
            if let Some(problem) = problem {
                ui.label(RichText::new(problem).font(theme::body(19.0)).color(EMBER));
            } else {
                let n = state.seats.len();
                ui.label(RichText::new(t!("setup-ready", count = n)).color(CREAM));
            }
            ui.add_space(8.0);
            let start =
                ui.add_enabled(problem.is_none(), theme::primary_button(&t!("setup-start")));
            if start.clicked() {
                commands.push(UiCommand::StartGame);
            }
            crate::ui::widgets::key_hints_centered(
                ui,
                &[
                    (&t!("key-enter"), &t!("setup-hint-start")),
                    (&t!("key-esc"), &t!("setup-hint-back")),
                ],
            );
        });
    });
    if let Some((i, delta)) = moves {
        apply_move(state, i, delta);
    }
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Enter) && problem.is_none() {
        commands.push(UiCommand::StartGame);
    }
    if !typing && crate::ui::widgets::pressed(ui, egui::Key::Escape) {
        commands.push(UiCommand::ToStart);
    }
}

/// The number a player typed into the target field, with or without the word "points".
fn leading_number(text: &str) -> Option<f64> {
    let digits: String = text
        .trim()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Moves seat `i` by `delta` (0 removes it), keeping the chosen first storyteller on the
/// same person.
fn apply_move(state: &mut SetupState, i: usize, delta: isize) {
    let starter_name = state
        .starter
        .and_then(|s| state.seats.get(s))
        .map(|s| s.name.clone());
    if delta == 0 {
        state.seats.remove(i);
    } else {
        let j = i.saturating_add_signed(delta).min(state.seats.len() - 1);
        state.seats.swap(i, j);
    }
    state.starter = starter_name.and_then(|name| state.seats.iter().position(|s| s.name == name));
}
