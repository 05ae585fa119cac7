//! Team Dixit's public moment: every team but the storyteller's decides, openly, which of its
//! two members hands in its card. No hand is shown: the choice is made at the table.

use crate::describe::{team_members, team_name};
use crate::engine::{Move, PlayerId, PublicView, Role, TeamId};
use crate::hotseat::{GameCommand, SeatLink};
use crate::t;
use crate::ui::command::UiCommand;
use crate::ui::widgets::theme::{self, CREAM, DUSK, GOLD, LAVENDER, NIGHT};
use crate::ui::widgets::{Table, key_hints_centered, paint_token, pressed_digit};
use egui::{CornerRadius, Margin, RichText, Sense, vec2};

/// The teams of the game, in team order, with their members.
fn teams(view: &PublicView) -> Vec<(TeamId, Vec<PlayerId>)> {
    let count = view
        .players
        .iter()
        .filter_map(|p| p.team)
        .map(|t| t.0)
        .max();
    (0..count.map_or(0, |c| c + 1))
        .map(|t| {
            let team = TeamId(t);
            let members = view
                .players
                .iter()
                .filter(|p| p.team == Some(team))
                .map(|p| p.id)
                .collect();
            (team, members)
        })
        .collect()
}

/// Whether every member of a team is a computer player: the team chooses by itself, and no
/// person is asked to.
fn computers_only(table: Table<'_>, members: &[PlayerId]) -> bool {
    !members.is_empty()
        && members
            .iter()
            .all(|m| matches!(table.link(*m), SeatLink::Computer { .. }))
}

/// The members the teams choose between, team by team as the rows show them: the choices the
/// digit keys pick. Every team of people but the storyteller's, chosen or not, so that a key
/// means the same player for as long as the screen is shown (a team may change its mind until
/// every team has chosen). A team of computer players chooses by itself.
fn choices(view: &PublicView, table: Table<'_>) -> Vec<PlayerId> {
    teams(view)
        .into_iter()
        .filter(|(_, members)| !computers_only(table, members))
        .flat_map(|(_, members)| members)
        .filter(|m| {
            matches!(
                view.players.get(m.index()).and_then(|p| p.role),
                Some(Role::Undecided | Role::Voter | Role::Giver)
            ) && !is_storyteller_team(view, *m)
        })
        .collect()
}

/// Whether `player` is in the storyteller's team (whose teammate always hands in).
fn is_storyteller_team(view: &PublicView, player: PlayerId) -> bool {
    let team = |p: PlayerId| view.players.get(p.index()).and_then(|p| p.team);
    view.storyteller.is_some_and(|s| team(s) == team(player))
}

/// Whether `player` is their team's named giver.
fn is_named(view: &PublicView, player: PlayerId) -> bool {
    view.players.get(player.index()).and_then(|p| p.role) == Some(Role::Giver)
}

/// The command naming `player`, unless they are named already (naming them again would
/// change nothing).
fn name_giver(view: &PublicView, player: PlayerId, commands: &mut Vec<UiCommand>) {
    if !is_named(view, player) {
        commands.push(UiCommand::Game(GameCommand::Move(Move::NameGiver {
            player,
        })));
    }
}

/// Draws the choice of givers: a row per team, with a button per member for the teams of
/// people still deciding, what each other team decided, and under a person's team with a
/// computer partner that partner's `advice` (the partner, and whom it would name).
pub fn givers_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    advice: Option<(PlayerId, PlayerId)>,
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    let choices = choices(view, table);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(t!("givers-title"))
                .font(theme::display(44.0))
                .color(GOLD),
        );
        theme::do_now(ui, &t!("hint-givers"));
        if let Some(clue) = view.clue.as_deref().filter(|c| !c.trim().is_empty()) {
            ui.label(
                RichText::new(t!("card-clue", clue = clue))
                    .font(theme::display(30.0))
                    .italics()
                    .color(CREAM),
            );
        }
        ui.add_space(12.0);
        for (team, members) in teams(view) {
            team_row_ui(ui, view, team, &members, &choices, table, commands);
            if let Some((adviser, named)) = advice.filter(|(a, _)| members.contains(a))
                && members.iter().any(|m| choices.contains(m))
            {
                advice_ui(ui, view, adviser, named);
            }
            ui.add_space(8.0);
        }
        let keys = format!("1-{}", choices.len().max(1));
        key_hints_centered(ui, &[(&keys, &t!("givers-hint-pick"))]);
    });
    if let Some(i) = pressed_digit(ui)
        && let Some(player) = choices.get(i)
    {
        name_giver(view, *player, commands);
    }
}

fn team_row_ui(
    ui: &mut egui::Ui,
    view: &PublicView,
    team: TeamId,
    members: &[PlayerId],
    choices: &[PlayerId],
    table: Table<'_>,
    commands: &mut Vec<UiCommand>,
) {
    egui::Frame::new()
        .fill(DUSK.gamma_multiply(0.85))
        .corner_radius(CornerRadius::same(16))
        .inner_margin(Margin::symmetric(18, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width().min(900.0));
            ui.horizontal(|ui| {
                for member in members {
                    let (dot, _) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::hover());
                    paint_token(ui.painter(), dot.center(), 9.0, table.token(*member));
                }
                ui.label(
                    RichText::new(team_name(view, team))
                        .font(theme::display(26.0))
                        .color(GOLD),
                );
                ui.label(
                    RichText::new(team_members(view, team))
                        .font(theme::body(16.0))
                        .color(LAVENDER),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let deciding: Vec<&PlayerId> =
                        members.iter().filter(|m| choices.contains(m)).collect();
                    if deciding.is_empty() {
                        let text = if computers_only(table, members)
                            && !is_storyteller_team(view, members[0])
                        {
                            computers_choice_text(view, members)
                        } else {
                            decided_text(view, members)
                        };
                        ui.label(RichText::new(text).font(theme::body(18.0)).color(CREAM));
                        return;
                    }
                    // Right to left: the last member's button first; the named one is lit,
                    // the other stays a way to change the team's mind.
                    for member in deciding.iter().rev() {
                        let number = choices.iter().position(|c| c == *member).unwrap_or(0) + 1;
                        let text = t!("givers-button", name = view.name(**member));
                        let named = is_named(view, **member);
                        let words =
                            RichText::new(format!("{number}  {text}")).font(theme::body(19.0));
                        // The named member in gold, as the start menu's chosen button: seen
                        // from across the table.
                        let button = if named {
                            egui::Button::new(words.color(NIGHT).strong()).fill(GOLD)
                        } else {
                            egui::Button::new(words)
                        }
                        .selected(named)
                        .min_size(vec2(180.0, 40.0));
                        let response = ui.add(button);
                        // Screen readers (and tests) hear the choice without its key number.
                        response.widget_info(|| {
                            egui::WidgetInfo::selected(egui::Role::Button, true, named, &text)
                        });
                        if response.clicked() {
                            name_giver(view, **member, commands);
                        }
                    }
                });
            });
        });
}

/// A computer partner's advice under its team's row: the person decides.
fn advice_ui(ui: &mut egui::Ui, view: &PublicView, adviser: PlayerId, named: PlayerId) {
    let text = if named == adviser {
        t!("givers-advice-self", name = view.name(adviser))
    } else {
        t!(
            "givers-advice-partner",
            name = view.name(adviser),
            partner = view.name(named)
        )
    };
    ui.label(
        RichText::new(text)
            .font(theme::body(17.0))
            .italics()
            .color(LAVENDER),
    );
}

/// What a team of computer players chose, or that it is choosing.
fn computers_choice_text(view: &PublicView, members: &[PlayerId]) -> String {
    match members.iter().copied().find(|m| is_named(view, *m)) {
        Some(giver) => t!("givers-computers-chose", name = view.name(giver)),
        None => t!("givers-computers-choosing"),
    }
}

/// What a team that is not deciding does: it tells, or its giver was named.
fn decided_text(view: &PublicView, members: &[PlayerId]) -> String {
    let find = |role: Role| {
        members
            .iter()
            .copied()
            .find(|m| view.players.get(m.index()).and_then(|p| p.role) == Some(role))
    };
    match (find(Role::Storyteller), find(Role::Giver)) {
        (Some(teller), Some(giver)) => t!(
            "givers-storyteller-team",
            teller = view.name(teller),
            giver = view.name(giver)
        ),
        (None, Some(giver)) => t!("givers-named", name = view.name(giver)),
        _ => String::new(),
    }
}
