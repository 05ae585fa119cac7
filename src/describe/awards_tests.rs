//! The awards and the Hall of fame counted from hand-made records, scored by the engine.

use super::*;
use crate::describe::{HallOfFame, award_texts};
use crate::engine::{
    BoardCard, CardId, GameConfig, GameState, PlayerId, Round, RuleSet, Scorer, Slot, TeamId,
    TurnRecord,
};
use crate::i18n::{Language, set_language};

const NAMES: [&str; 4] = ["Ada", "Bo", "Cas", "Dee"];

fn view(rules: RuleSet, names: &[&str]) -> PublicView {
    let names = names.iter().map(|n| (*n).to_owned()).collect();
    let deck = (0..120).map(CardId).collect();
    GameState::new(GameConfig::new(rules, names, deck, 3))
        .unwrap()
        .public_view()
}

/// A scored turn: `board` lists each slot's owner, `votes` each player's slots (1-based).
fn turn(view: &PublicView, storyteller: u8, board: &[u8], votes: &[&[u8]]) -> TurnRecord {
    turn_with_red(view, storyteller, board, votes, None)
}

fn turn_with_red(
    view: &PublicView,
    storyteller: u8,
    board: &[u8],
    votes: &[&[u8]],
    red: Option<u8>,
) -> TurnRecord {
    let names: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
    let owners: Vec<PlayerId> = board.iter().map(|o| PlayerId(*o)).collect();
    let votes: Vec<Vec<Slot>> = votes
        .iter()
        .map(|v| v.iter().map(|s| Slot(*s)).collect())
        .collect();
    let teams: Option<Vec<TeamId>> = view
        .params
        .teams
        .then(|| view.players.iter().filter_map(|p| p.team).collect());
    let round = Round {
        rules: view.rules,
        names: &names,
        storyteller: PlayerId(storyteller),
        board: &owners,
        votes: &votes,
        red_token: red.map(Slot),
        teams: teams.as_deref(),
    };
    round.validate().unwrap();
    TurnRecord {
        number: 1,
        storyteller: PlayerId(storyteller),
        clue: format!("clue of {}", names[storyteller as usize]),
        board: owners
            .iter()
            .enumerate()
            .map(|(i, owner)| BoardCard {
                card: CardId(i as u32),
                owner: *owner,
            })
            .collect(),
        score: round.score(),
        votes,
        red_token: red.map(Slot),
    }
}

/// Four classic turns (see each line) with ties for the bluffer, the mind reader and the
/// perfect storyteller.
fn classic_evening() -> (PublicView, Vec<TurnRecord>) {
    let view = view(RuleSet::Classic, &NAMES);
    let history = vec![
        // Ada tells; Bo finds it, Cas and Dee fall for Bo's card.
        turn(&view, 0, &[0, 1, 2, 3], &[&[], &[1], &[2], &[2]]),
        // Bo tells; nobody finds it, two votes on Cas's card, one on Dee's.
        turn(&view, 1, &[1, 0, 2, 3], &[&[3], &[], &[4], &[3]]),
        // Cas tells; everyone finds it.
        turn(&view, 2, &[2, 0, 1, 3], &[&[1], &[1], &[], &[1]]),
        // Dee tells; Ada and Cas find it, Bo votes Ada's card.
        turn(&view, 3, &[3, 0, 1, 2], &[&[1], &[2], &[1], &[]]),
    ];
    (view, history)
}

fn players(ids: &[u8]) -> Vec<Scorer> {
    ids.iter().map(|i| Scorer::Player(PlayerId(*i))).collect()
}

fn find(awards: &[Award], kind: AwardKind) -> Option<&Award> {
    awards.iter().find(|a| a.kind == kind)
}

#[test]
fn every_classic_award_is_counted_from_the_record_and_ties_share() {
    let (view, history) = classic_evening();
    let earned = awards(&view, &history);
    let bluffer = find(&earned, AwardKind::Bluffer).unwrap();
    assert_eq!(
        (bluffer.winners.clone(), bluffer.count),
        (players(&[1, 2]), 2)
    );
    let reader = find(&earned, AwardKind::MindReader).unwrap();
    assert_eq!(
        (reader.winners.clone(), reader.count),
        (players(&[0, 1]), 2)
    );
    let teller = find(&earned, AwardKind::Storyteller).unwrap();
    assert_eq!(
        (teller.winners.clone(), teller.count),
        (players(&[0, 3]), 1)
    );
    let sphinx = find(&earned, AwardKind::Sphinx).unwrap();
    assert_eq!((sphinx.winners.clone(), sphinx.count), (players(&[1]), 1));
    // Bo's first turn: 3 for finding it and 2 for the votes on his card.
    let best = find(&earned, AwardKind::BestTurn).unwrap();
    assert_eq!((best.winners.clone(), best.count), (players(&[1]), 5));
    assert!(find(&earned, AwardKind::Trickster).is_none());
    assert!(find(&earned, AwardKind::InTune).is_none());
    assert!(award_goes_to(&view, bluffer, PlayerId(2)));
    assert!(!award_goes_to(&view, bluffer, PlayerId(0)));
}

#[test]
fn an_award_nobody_earned_is_not_shown() {
    let view = view(RuleSet::Classic, &NAMES);
    assert!(awards(&view, &[]).is_empty());
    // Every turn everyone finds it: no perfect storyteller, no sphinx, no bluffer.
    let history: Vec<TurnRecord> = (0..4u8)
        .map(|teller| {
            let board: Vec<u8> = (0..4).map(|k| (teller + k) % 4).collect();
            let votes: Vec<&[u8]> = (0..4)
                .map(|p| if p == teller { &[][..] } else { &[1][..] })
                .collect();
            turn(&view, teller, &board, &votes)
        })
        .collect();
    let kinds: Vec<AwardKind> = awards(&view, &history).iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [AwardKind::MindReader, AwardKind::BestTurn]);
    let reader = find(&awards(&view, &history), AwardKind::MindReader)
        .cloned()
        .unwrap();
    assert_eq!((reader.winners.len(), reader.count), (4, 3));
}

#[test]
fn a_player_who_left_keeps_the_awards_they_earned() {
    let (mut view, history) = classic_evening();
    view.players[1].present = false;
    let earned = awards(&view, &history);
    assert!(award_goes_to(
        &view,
        find(&earned, AwardKind::Sphinx).unwrap(),
        PlayerId(1)
    ));
    assert!(award_goes_to(
        &view,
        find(&earned, AwardKind::BestTurn).unwrap(),
        PlayerId(1)
    ));
}

#[test]
fn party_awards_count_the_red_token_and_votes_together() {
    let names = ["Ada", "Bo", "Cas", "Dee", "Eli", "Fay"];
    let view = view(RuleSet::Party, &names);
    // Ada tells and puts the red token on card 2: Cas and Dee are caught there; Bo, Eli and
    // Fay vote together on card 3 (Cas's), Ada on 4.
    let one = turn_with_red(
        &view,
        0,
        &[0, 1, 2, 3, 4, 5],
        &[&[4], &[3], &[2], &[2], &[3], &[3]],
        Some(2),
    );
    let earned = awards(&view, &[one]);
    let trickster = find(&earned, AwardKind::Trickster).unwrap();
    assert_eq!(
        (trickster.winners.clone(), trickster.count),
        (players(&[0]), 2)
    );
    let in_tune = find(&earned, AwardKind::InTune).unwrap();
    assert_eq!(
        (in_tune.winners.clone(), in_tune.count),
        (players(&[1, 4, 5]), 1)
    );
    // Votes on one's own card are allowed in Party but draw nothing: Bo's card 2 drew
    // Cas's and Dee's votes, Cas's card 3 drew three.
    let bluffer = find(&earned, AwardKind::Bluffer).unwrap();
    assert_eq!((bluffer.winners.clone(), bluffer.count), (players(&[2]), 3));
    assert!(find(&earned, AwardKind::MindReader).is_none());
    assert!(find(&earned, AwardKind::Storyteller).is_none());
}

#[test]
fn team_awards_go_to_players_and_the_best_turn_to_a_team() {
    let names = ["A1", "B1", "C1", "A2", "B2", "C2"];
    let view = view(RuleSet::Team, &names);
    // A1 tells, A2 (teammate) and B1 and C2 hand in; the voters B2 and C1: C1 finds it, B2
    // votes A2's card.
    let one = turn(&view, 0, &[0, 3, 1, 5], &[&[], &[], &[1], &[], &[2], &[]]);
    let earned = awards(&view, &[one]);
    let reader = find(&earned, AwardKind::MindReader).unwrap();
    assert_eq!(reader.winners, players(&[2]));
    let bluffer = find(&earned, AwardKind::Bluffer).unwrap();
    assert_eq!((bluffer.winners.clone(), bluffer.count), (players(&[3]), 1));
    let best = find(&earned, AwardKind::BestTurn).unwrap();
    assert!(best.winners.iter().all(|w| matches!(w, Scorer::Team(_))));
    set_language(Language::En);
    let texts = award_texts(
        &view,
        &[turn(
            &view,
            0,
            &[0, 3, 1, 5],
            &[&[], &[], &[1], &[], &[2], &[]],
        )],
    );
    let best = texts
        .iter()
        .find(|t| t.kind == AwardKind::BestTurn)
        .unwrap();
    assert!(best.names.starts_with("Team "), "{}", best.names);
}

#[test]
fn award_lines_say_why_with_plurals_in_every_language() {
    let (view, history) = classic_evening();
    set_language(Language::En);
    let texts = award_texts(&view, &history);
    let line = |kind| texts.iter().find(|t| t.kind == kind).unwrap().why.clone();
    assert_eq!(
        line(AwardKind::Bluffer),
        "Bo & Cas each drew 2 votes to their own cards"
    );
    assert_eq!(
        line(AwardKind::Sphinx),
        "Bo told one clue that nobody found"
    );
    assert_eq!(
        line(AwardKind::BestTurn),
        "Bo scored 5 points in a single turn"
    );
    set_language(Language::Nl);
    let texts = award_texts(&view, &history);
    let sphinx = texts.iter().find(|t| t.kind == AwardKind::Sphinx).unwrap();
    assert_eq!(sphinx.why, "Bo gaf één hint die niemand vond");
    for language in Language::ALL {
        set_language(language);
        for text in award_texts(&view, &history) {
            assert!(!text.title.starts_with("award-") && !text.why.starts_with("award-"));
            assert!(text.why.contains(&text.names), "{language:?}: {}", text.why);
        }
    }
    set_language(Language::En);
}

#[test]
fn the_hall_of_fame_adds_games_wins_awards_and_records_by_name() {
    let (mut first, history) = classic_evening();
    first.winners = players(&[1]);
    // A second game: Bo again, and a newcomer; Ada is not there.
    let mut second = view(RuleSet::Classic, &["Bo", "Cas", "Dee", "Zoe"]);
    second.winners = players(&[3]);
    let second_history = vec![turn(&second, 3, &[3, 0, 1, 2], &[&[3], &[2], &[1], &[]])];
    let hall = HallOfFame::from_games([
        (&first, history.as_slice()),
        (&second, second_history.as_slice()),
    ]);
    assert_eq!(hall.games, 2);
    let entry = |name: &str| {
        hall.entries
            .iter()
            .find(|e| e.name == name)
            .unwrap()
            .clone()
    };
    assert_eq!((entry("Bo").games, entry("Bo").wins), (2, 1));
    assert_eq!((entry("Ada").games, entry("Ada").wins), (1, 0));
    // Bo: bluffer, mind reader, sphinx and best turn in the first game; the second game's
    // bluffer, shared with Cas (one vote each).
    assert_eq!(entry("Bo").awards, 5);
    assert_eq!(hall.entries[0].name, "Bo", "most wins first");
    assert_eq!(hall.most_votes(&[]), Some(("Bo", 2)));
    let (who, clue) = hall.best_clue(&[]).unwrap();
    // Ada, Dee and Zoe each scored 3 with a clue: the first name wins the tie.
    assert_eq!(
        (who, clue.clue.as_str(), clue.points),
        ("Ada", "clue of Ada", 3)
    );
    let left_out = vec!["Ada".to_owned(), "Bo".to_owned()];
    assert!(
        hall.shown(&left_out)
            .all(|e| e.name != "Bo" && e.name != "Ada")
    );
    assert_eq!(hall.best_clue(&left_out).unwrap().0, "Dee");
    assert_eq!(hall.most_votes(&left_out), Some(("Cas", 2)));
}
