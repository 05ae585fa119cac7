//! Helpers shared by the engine tests.

use fabula::engine::{
    Action, CardId, EndCondition, GameConfig, GameState, Phase, PlayerId, Round, RuleSet, Slot,
    TeamId, TurnScore,
};

/// Card ids far from every other number in a serialized view, so a view check can find them.
pub const CARD_BASE: u32 = 1_000_000;

/// A deck of `size` cards.
pub fn deck(size: usize) -> Vec<CardId> {
    (0..size as u32).map(|i| CardId(CARD_BASE + i)).collect()
}

/// Player names "P1".."Pn".
pub fn names(count: usize) -> Vec<String> {
    (1..=count).map(|i| format!("P{i}")).collect()
}

/// A new game with an 84-card deck.
pub fn game(rules: RuleSet, players: usize, seed: u64) -> GameState {
    GameState::new(GameConfig::new(rules, names(players), deck(84), seed)).expect("valid config")
}

/// A new game with a custom end condition.
pub fn game_with_end(rules: RuleSet, players: usize, seed: u64, end: EndCondition) -> GameState {
    let mut config = GameConfig::new(rules, names(players), deck(84), seed);
    config.end = end;
    GameState::new(config).expect("valid config")
}

/// Seat `i`.
pub fn p(i: u8) -> PlayerId {
    PlayerId(i)
}

/// Slot numbers (1-based) as slots.
pub fn slots(numbers: &[u8]) -> Vec<Slot> {
    numbers.iter().map(|n| Slot(*n)).collect()
}

/// Scores a round given by names, like the referee's file.
pub fn score(
    rules: RuleSet,
    players: &[&str],
    storyteller: &str,
    board: &[&str],
    votes: &[(&str, &[u8])],
    red_token: Option<u8>,
    teams: Option<&[u8]>,
) -> TurnScore {
    let names: Vec<String> = players.iter().map(|s| (*s).to_owned()).collect();
    let seat = |name: &str| PlayerId(players.iter().position(|p| *p == name).expect("name") as u8);
    let board: Vec<PlayerId> = board.iter().map(|n| seat(n)).collect();
    let mut vote_lists = vec![Vec::new(); players.len()];
    for (name, list) in votes {
        vote_lists[seat(name).index()] = slots(list);
    }
    let teams: Option<Vec<TeamId>> = teams.map(|t| t.iter().map(|i| TeamId(*i)).collect());
    let round = Round {
        rules,
        names: &names,
        storyteller: seat(storyteller),
        board: &board,
        votes: &vote_lists,
        red_token: red_token.map(Slot),
        teams: teams.as_deref(),
    };
    round.validate().expect("valid round");
    round.score()
}

/// Points per scorer, in order.
pub fn points(score: &TurnScore) -> Vec<u32> {
    score.entries.iter().map(|e| e.points).collect()
}

/// Starts the first turn with `storyteller`.
pub fn start(game: &mut GameState, storyteller: u8) {
    game.apply(Action::ChooseStoryteller {
        player: Some(p(storyteller)),
    })
    .expect("start");
}

/// Plays telling and submissions with each player's first card(s); returns at voting.
pub fn play_to_voting(game: &mut GameState) {
    let storyteller = game.storyteller().expect("turn");
    if game.phase() == Phase::Clue {
        game.apply(Action::GiveClue {
            player: storyteller,
            clue: "a clue".into(),
        })
        .expect("clue");
    } else if game.phase() == Phase::Telling {
        let card = game.hand(storyteller)[0];
        game.apply(Action::Tell {
            player: storyteller,
            card,
            clue: "a clue".into(),
        })
        .expect("tell");
    }
    while game.phase() == Phase::NamingGivers {
        let player = game
            .players()
            .find(|q| game.role(*q) == Some(fabula::engine::Role::Undecided))
            .expect("undecided");
        game.apply(Action::NameGiver { player }).expect("name");
    }
    let count = game.params().cards_per_submission;
    for player in game.players().collect::<Vec<_>>() {
        if game.submits(player) && game.phase() == Phase::Submitting && !game.has_acted(player) {
            let cards = game.hand(player)[..count].to_vec();
            game.apply(Action::Submit { player, cards })
                .expect("submit");
        }
    }
}

/// The slot of `owner`'s (first) card on the board.
pub fn slot_of(game: &GameState, owner: u8) -> Slot {
    game.own_slots(p(owner))[0]
}
