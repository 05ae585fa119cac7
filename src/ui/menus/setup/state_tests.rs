//! The set-up's pure rules: seating, teams, tokens, players of a resumed game, computer seats.

use super::*;
use crate::i18n::{Language, set_language};

fn six() -> SetupState {
    let mut state = SetupState::default();
    state.add_seat();
    state.add_seat();
    state
}

#[test]
fn classic_games_keep_the_list_as_the_seating() {
    let state = six();
    assert_eq!(state.seating(), [0, 1, 2, 3, 4, 5]);
    assert_eq!(state.tokens_in_play(), [0, 1, 2, 3, 4, 5]);
    assert!(state.team_names().is_empty());
    assert_eq!(state.end(), EndCondition::TargetScore(30));
}

#[test]
fn teammates_sit_opposite_and_share_a_colour() {
    set_language(Language::En);
    let mut state = six();
    state.choose_rules(RuleSet::Team);
    assert_eq!(state.teams.len(), 3);
    // Pairs (Ada, Bruno), (Chloé, Daan), (Élise, Femke): A1 B1 C1 A2 B2 C2.
    assert_eq!(
        state.names_in_play(),
        ["Ada", "Chloé", "Élise", "Bruno", "Daan", "Femke"]
    );
    let tokens = state.tokens_in_play();
    assert_eq!(tokens[0], state.teams[0].colour);
    assert_eq!(tokens[3], partner_of(state.teams[0].colour));
    assert_ne!(tokens[0], tokens[3]);
    assert_eq!(state.team_names(), ["Team Coral", "Team Sky", "Team Sun"]);
    assert_eq!(state.end(), EndCondition::Tellings(1));
    assert_eq!(state.turns(), 6);
}

#[test]
fn moving_a_player_across_a_pair_changes_partners() {
    let mut state = six();
    state.choose_rules(RuleSet::Team);
    state.starter = Some(1);
    state.move_seat(1, 1);
    assert_eq!(state.seats[1].name, "Chloé");
    assert_eq!(state.seats[2].name, "Bruno");
    // Bruno still tells first, from his new place.
    assert_eq!(state.starter, Some(2));
    assert_eq!(
        state.names_in_play()[state.starter_in_play().unwrap()],
        "Bruno"
    );
}

#[test]
fn a_team_colour_changes_its_default_name_but_not_a_chosen_one() {
    set_language(Language::En);
    let mut state = six();
    state.choose_rules(RuleSet::Team);
    state.next_team_colour(0);
    assert_eq!(state.teams[0].colour, 3, "the next colour no team has");
    assert_eq!(state.teams[0].name, "Team Mint");
    state.teams[1].name = "Owls".into();
    state.next_team_colour(1);
    assert_eq!(state.teams[1].name, "Owls");
}

#[test]
fn leaving_team_dixit_drops_the_teams() {
    let mut state = six();
    state.choose_rules(RuleSet::Team);
    state.choose_rules(RuleSet::Party);
    assert!(state.teams.is_empty());
    assert_eq!(state.end(), EndCondition::Tellings(1));
    state.choose_rules(RuleSet::Classic);
    assert_eq!(state.end(), EndCondition::TargetScore(30));
}

#[test]
fn a_resumed_team_game_comes_back_as_pairs_with_its_names() {
    set_language(Language::En);
    let names: Vec<String> = ["A1", "B1", "C1", "A2", "B2", "C2"]
        .map(String::from)
        .to_vec();
    let mut config = crate::engine::GameConfig::new(RuleSet::Team, names, Vec::new(), 1);
    config.team_names = vec!["Owls".into(), "Foxes".into(), "Hares".into()];
    let tokens = [4, 7, 9, partner_of(4), partner_of(7), partner_of(9)];
    let players: Vec<SavedPlayer> = config
        .players
        .iter()
        .zip(tokens)
        .map(|(n, t)| SavedPlayer {
            name: n.clone(),
            token: t as u8,
            computer: None,
            set_up_as_computer: None,
        })
        .collect();
    let mut state = SetupState::default();
    state.take_players_of(&config, &players);
    let listed: Vec<&str> = state.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(listed, ["A1", "A2", "B1", "B2", "C1", "C2"]);
    assert_eq!(state.teams[1].name, "Foxes");
    assert_eq!(state.teams[1].colour, 7);
    assert_eq!(state.names_in_play(), config.players);
    assert_eq!(state.tokens_in_play(), tokens);
    assert_eq!(state.end(), EndCondition::Tellings(1));
}

#[test]
fn a_resumed_classic_game_offers_its_players() {
    let names: Vec<String> = ["Zoë", "Yann", "Xu"].map(String::from).to_vec();
    let config = crate::engine::GameConfig::new(RuleSet::Classic, names, Vec::new(), 1);
    let players: Vec<SavedPlayer> = (0..3)
        .map(|i| SavedPlayer {
            name: config.players[i].clone(),
            token: (i * 2) as u8,
            computer: (i == 1).then_some(Level::Sage),
            set_up_as_computer: None,
        })
        .collect();
    let mut state = SetupState::default();
    state.take_players_of(&config, &players);
    assert_eq!(state.names_in_play(), ["Zoë", "Yann", "Xu"]);
    assert_eq!(state.tokens_in_play(), [0, 2, 4]);
    assert_eq!(state.end(), EndCondition::TargetScore(30));
    let sage = Controller::Computer(Level::Sage);
    assert_eq!(
        state.controllers_in_play(),
        [Controller::Laptop, sage, Controller::Laptop],
        "a resumed game's computer players stay computers"
    );
}

#[test]
fn a_seat_goes_round_person_and_the_three_computer_levels() {
    let mut state = SetupState::default();
    let kinds: Vec<Option<Level>> = (0..4)
        .map(|_| {
            state.next_player_kind(1);
            state.seats[1].computer
        })
        .collect();
    let levels = Level::ALL.map(Some);
    assert_eq!(kinds, [levels[0], levels[1], levels[2], None]);
    assert_eq!(
        state.seats[1].name, "Bruno",
        "a person's offered name comes back"
    );
    state.next_player_kind(2);
    assert_eq!(state.seats[2].name, "Nova", "a computer player's own name");
    state.seats[3].name = "Grandpa".into();
    state.next_player_kind(3);
    assert_eq!(state.seats[3].name, "Grandpa", "a typed name is kept");
    assert_eq!(
        state.controllers_in_play(),
        [
            Controller::Laptop,
            Controller::Laptop,
            Controller::Computer(Level::Dreamer),
            Controller::Computer(Level::Dreamer)
        ]
    );
    assert!(state.has_a_person());
}

#[test]
fn an_odd_table_has_no_full_teams_and_keeps_its_order() {
    let mut state = six();
    state.add_seat();
    state.choose_rules(RuleSet::Team);
    assert_eq!(state.seating(), (0..7).collect::<Vec<_>>());
    assert!(state.team_names().is_empty());
}
