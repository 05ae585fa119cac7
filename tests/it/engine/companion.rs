//! Companion mode ("Cards on the table"): every rule set's vectors played with the physical
//! cards agree with the engine's scoring, the place claims and votes are refused as with
//! pictures, and random games on the table always reach their end.

use crate::support::games::{points, score};
use fabula::engine::{
    Action, ConfigError, GameConfig, GameRng, GameState, Phase, PlayerId, Reason, RuleError,
    RuleSet, Slot, Task, TurnScore,
};

/// One round of the table, by names: who tells, who owns each place (place 1 first), the
/// votes, Party's red token and Team Dixit's teams.
struct TableRound<'a> {
    rules: RuleSet,
    players: &'a [&'a str],
    storyteller: &'a str,
    board: &'a [&'a str],
    votes: &'a [(&'a str, &'a [u8])],
    red_token: Option<u8>,
}

impl TableRound<'_> {
    fn seat(&self, name: &str) -> PlayerId {
        PlayerId(self.players.iter().position(|p| *p == name).expect("name") as u8)
    }

    /// Plays the round through the engine with the cards on the table, up to its score.
    fn play(&self) -> (GameState, TurnScore) {
        let names = self.players.iter().map(|n| (*n).to_owned()).collect();
        let mut game =
            GameState::new(GameConfig::on_the_table(self.rules, names, 7)).expect("set-up");
        let teller = self.seat(self.storyteller);
        game.apply(Action::ChooseStoryteller {
            player: Some(teller),
        })
        .expect("first storyteller");
        assert_eq!(game.task_of(teller), Some(Task::GiveClue));
        game.apply(Action::GiveClue {
            player: teller,
            clue: String::new(),
        })
        .expect("clue");
        if game.phase() == Phase::NamingGivers {
            // Each other team's giver is the member who owns a place.
            for owner in self.board {
                let player = self.seat(owner);
                if matches!(game.task_of(player), Some(Task::ChooseGiver { .. })) {
                    game.apply(Action::NameGiver { player }).expect("giver");
                }
            }
        }
        assert_eq!(game.phase(), Phase::Submitting);
        assert_eq!(game.table_places(), self.board.len());
        for player in game.players().collect::<Vec<_>>() {
            let places: Vec<Slot> = (0..self.board.len())
                .filter(|i| self.seat(self.board[*i]) == player)
                .map(Slot::from_index)
                .collect();
            if places.is_empty() {
                continue;
            }
            assert_eq!(
                game.task_of(player),
                Some(Task::Claim {
                    places: places.len()
                })
            );
            game.apply(Action::Claim { player, places }).expect("claim");
        }
        assert_eq!(game.phase(), Phase::Voting);
        for (name, slots) in self.votes {
            let player = self.seat(name);
            let red_token = (player == teller && self.rules == RuleSet::Party)
                .then(|| Slot(self.red_token.expect("red token")));
            game.apply(Action::Vote {
                player,
                slots: slots.iter().map(|s| Slot(*s)).collect(),
                red_token,
            })
            .expect("vote");
        }
        assert_eq!(game.phase(), Phase::Reveal);
        let score = game.turn_score().expect("scored").clone();
        (game, score)
    }

    /// The round on the table scores exactly as the reference scorer scores it.
    fn agrees(&self, teams: Option<&[u8]>) -> TurnScore {
        let (_, on_table) = self.play();
        let reference = score(
            self.rules,
            self.players,
            self.storyteller,
            self.board,
            self.votes,
            self.red_token,
            teams,
        );
        assert_eq!(on_table, reference);
        on_table
    }
}

#[test]
fn companion_vector_1_edition_2021() {
    let six = ["Pink", "Blue", "Green", "Purple", "Yellow", "Red"];
    let round = TableRound {
        rules: RuleSet::Edition2021,
        players: &six,
        storyteller: "Pink",
        board: &six,
        votes: &[
            ("Blue", &[1]),
            ("Green", &[1]),
            ("Red", &[4]),
            ("Purple", &[2]),
            ("Yellow", &[2]),
        ],
        red_token: None,
    };
    assert_eq!(points(&round.agrees(None)), [3, 5, 3, 1, 0, 0]);
}

#[test]
fn companion_vectors_2_to_4_classic() {
    let all_found = TableRound {
        rules: RuleSet::Classic,
        players: &["S", "A", "B", "C", "D"],
        storyteller: "S",
        board: &["A", "S", "B", "C", "D"],
        votes: &[("A", &[2]), ("B", &[2]), ("C", &[2]), ("D", &[2])],
        red_token: None,
    };
    assert_eq!(points(&all_found.agrees(None)), [0, 2, 2, 2, 2]);
    let nobody = TableRound {
        rules: RuleSet::Classic,
        players: &["S", "A", "B", "C"],
        storyteller: "S",
        board: &["S", "A", "B", "C"],
        votes: &[("A", &[4]), ("B", &[4]), ("C", &[2])],
        red_token: None,
    };
    assert_eq!(points(&nobody.agrees(None)), [0, 3, 2, 4]);
    let eight = ["S", "X", "A", "B", "C", "D", "E", "F"];
    let capped = TableRound {
        rules: RuleSet::Classic,
        players: &eight,
        storyteller: "S",
        board: &eight,
        votes: &[
            ("X", &[1]),
            ("A", &[2, 1]),
            ("B", &[2]),
            ("C", &[2, 6]),
            ("D", &[2, 3]),
            ("E", &[2, 4]),
            ("F", &[3]),
        ],
        red_token: None,
    };
    // X's bonus is capped at 3; X found it with a single vote: 3 + 3 + 1.
    let x = &capped.agrees(None).entries[1];
    let bonus = x
        .lines
        .iter()
        .find(|l| l.reason == Reason::VotesReceived { votes: 5 })
        .expect("bonus line");
    assert_eq!((bonus.points, x.points), (3, 7));
}

#[test]
fn companion_vector_5_party_with_the_red_token() {
    let eight = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];
    let round = TableRound {
        rules: RuleSet::Party,
        players: &eight,
        storyteller: "P1",
        board: &eight,
        votes: &[
            ("P1", &[3]),
            ("P2", &[3]),
            ("P3", &[3]),
            ("P4", &[3]),
            ("P5", &[3]),
            ("P6", &[3]),
            ("P7", &[2]),
            ("P8", &[2]),
        ],
        red_token: Some(2),
    };
    assert_eq!(points(&round.agrees(None)), [5, 5, 5, 5, 5, 5, 0, 0]);
}

#[test]
fn companion_three_players_claim_two_places_and_the_storyteller_one() {
    let round = TableRound {
        rules: RuleSet::Classic,
        players: &["S", "A", "B"],
        storyteller: "S",
        board: &["S", "A", "A", "B", "B"],
        votes: &[("A", &[1]), ("B", &[3])],
        red_token: None,
    };
    assert_eq!(points(&round.agrees(None)), [3, 4, 0]);
}

#[test]
fn companion_team_dixit_names_givers_then_claims() {
    let six = ["A1", "B1", "C1", "A2", "B2", "C2"];
    let round = TableRound {
        rules: RuleSet::Team,
        players: &six,
        storyteller: "A1",
        board: &["C2", "A1", "B1", "A2"],
        votes: &[("B2", &[2]), ("C1", &[3])],
        red_token: None,
    };
    assert_eq!(points(&round.agrees(Some(&[0, 1, 2, 0, 1, 2]))), [3, 4, 0]);
}

/// A classic game of four on the table, at its claims: Ada tells.
fn claiming() -> GameState {
    let names = ["Ada", "Bo", "Cy", "Di"].map(str::to_owned).to_vec();
    let mut game =
        GameState::new(GameConfig::on_the_table(RuleSet::Classic, names, 3)).expect("set-up");
    game.apply(Action::ChooseStoryteller {
        player: Some(PlayerId(0)),
    })
    .expect("start");
    game.apply(Action::GiveClue {
        player: PlayerId(0),
        clue: "a door".to_owned(),
    })
    .expect("clue");
    game
}

fn claim(player: u8, places: &[u8]) -> Action {
    Action::Claim {
        player: PlayerId(player),
        places: places.iter().map(|p| Slot(*p)).collect(),
    }
}

#[test]
fn companion_claims_are_refused_as_with_pictures_and_change_nothing() {
    let mut game = claiming();
    assert_eq!(game.table_places(), 4);
    game.apply(claim(1, &[2])).expect("Bo claims 2");
    let before = game.clone();
    let refusals = [
        (claim(2, &[2]), RuleError::PlaceTaken { slot: Slot(2) }),
        (
            claim(2, &[5]),
            RuleError::SlotOutOfRange {
                slot: Slot(5),
                slots: 4,
            },
        ),
        (
            claim(2, &[0]),
            RuleError::SlotOutOfRange {
                slot: Slot(0),
                slots: 4,
            },
        ),
        (
            claim(2, &[1, 3]),
            RuleError::WrongPlaceCount {
                expected: 1,
                got: 2,
            },
        ),
        (
            claim(1, &[3]),
            RuleError::AlreadySubmitted {
                player: PlayerId(1),
            },
        ),
        (
            Action::Submit {
                player: PlayerId(2),
                cards: vec![fabula::engine::CardId(1)],
            },
            RuleError::CardsAreOnTable,
        ),
    ];
    for (action, error) in refusals {
        assert_eq!(game.apply(action.clone()), Err(error), "{action:?}");
        assert_eq!(game, before, "{action:?} changed the game");
    }
    // Nobody sees another's claim: only one's own, and no other seat's.
    assert_eq!(game.player_view(PlayerId(1)).own_slots, vec![Slot(2)]);
    assert!(game.player_view(PlayerId(2)).own_slots.is_empty());
    assert!(game.public_view().board.is_empty());
}

#[test]
fn companion_votes_on_ones_own_place_are_refused_outside_party() {
    let mut game = claiming();
    for (player, place) in [(0, 3), (1, 1), (2, 4), (3, 2)] {
        game.apply(claim(player, &[place])).expect("claim");
    }
    assert_eq!(game.phase(), Phase::Voting);
    let board = game.public_view().board;
    assert_eq!(board.len(), 4);
    assert!(board.iter().all(|card| card.as_table_place().is_some()));
    let own = Action::Vote {
        player: PlayerId(1),
        slots: vec![Slot(1)],
        red_token: None,
    };
    assert_eq!(game.apply(own), Err(RuleError::OwnCard { slot: Slot(1) }));
    let storyteller = Action::Vote {
        player: PlayerId(0),
        slots: vec![Slot(1)],
        red_token: None,
    };
    assert_eq!(
        game.apply(storyteller),
        Err(RuleError::StorytellerCannotVote)
    );
}

#[test]
fn companion_everyone_may_claim_again_after_a_mistake() {
    let mut game = claiming();
    assert_eq!(
        game.apply(Action::ClaimAgain {
            player: PlayerId(2)
        }),
        Err(RuleError::NothingClaimed)
    );
    game.apply(claim(1, &[2]))
        .expect("Bo takes Cy's place by mistake");
    assert_eq!(
        game.apply(claim(2, &[2])),
        Err(RuleError::PlaceTaken { slot: Slot(2) })
    );
    assert_eq!(
        game.apply(Action::ClaimAgain {
            player: PlayerId(1)
        }),
        Err(RuleError::AlreadySubmitted {
            player: PlayerId(1)
        })
    );
    game.apply(Action::ClaimAgain {
        player: PlayerId(2),
    })
    .expect("claim again");
    assert!(game.player_view(PlayerId(1)).own_slots.is_empty());
    assert_eq!(game.task_of(PlayerId(1)), Some(Task::Claim { places: 1 }));
    game.apply(claim(2, &[2]))
        .expect("Cy's place is free again");
}

#[test]
fn companion_set_up_takes_no_deck_and_a_picture_game_no_claim() {
    let names: Vec<String> = ["Ada", "Bo", "Cy"].map(str::to_owned).to_vec();
    let mut config = GameConfig::on_the_table(RuleSet::Classic, names.clone(), 1);
    assert_eq!(config.validate(), Ok(()));
    config.deck = vec![fabula::engine::CardId(1)];
    assert_eq!(config.validate(), Err(ConfigError::DeckOnTable));
    let deck = (0..40).map(fabula::engine::CardId).collect();
    let mut pictures =
        GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 1)).expect("set-up");
    pictures
        .apply(Action::ChooseStoryteller {
            player: Some(PlayerId(0)),
        })
        .expect("start");
    assert_eq!(
        pictures.apply(claim(1, &[1])),
        Err(RuleError::NoPlacesToClaim)
    );
}

#[test]
fn companion_random_games_of_every_rule_set_reach_their_end() {
    let mut rng = GameRng::new(2026);
    for rules in RuleSet::ALL {
        for players in [3, 4, 6, 7, 8, 12] {
            if !rules.allows_player_count(players) {
                continue;
            }
            let names = (0..players).map(|i| format!("P{i}")).collect();
            let mut config = GameConfig::on_the_table(rules, names, players as u64);
            config.end = fabula::engine::EndCondition::Tellings(1);
            let mut game = GameState::new(config).expect("set-up");
            let mut moves = 0;
            while let Some(action) = game.random_action(&mut rng) {
                assert!(
                    game.legal_actions().contains(&action.canonical()),
                    "{action:?}"
                );
                game.apply(action).expect("a random legal move applies");
                assert!(game.hand(PlayerId(0)).is_empty(), "no card is ever dealt");
                moves += 1;
                assert!(moves < 2_000, "{rules} with {players} never ends");
            }
            assert_eq!(game.phase(), Phase::GameOver);
            assert_eq!(game.history().len(), players);
        }
    }
}
