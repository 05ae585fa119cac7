//! Saves edited by hand or damaged so that they still parse, one of each kind of contradiction
//! players and tools produced: every one is refused, and a move that fails is named (its
//! number, who, and what), or else the first stored fact that does not follow from the moves.
//! Old saves (format 1, the whole state) are where these can be written; the new format stores
//! each fact once, so what is left to contradict there is the moves (see `refused_moves`).

use crate::support::saves::{
    refused_at_move, refused_parts, save_of, text_of, v1_text, voting_in_turn_two,
};
use fabula::engine::Action;
use fabula::persist::SaveFile;

/// `text` with the value of the field `path.last()` replaced, the field being found after
/// each earlier element of `path` in turn (anchors in the one-line format 1 text).
fn set(text: &str, path: &[&str], value: &str) -> String {
    let mut at = 0;
    for anchor in path {
        at += text[at..]
            .find(anchor)
            .unwrap_or_else(|| panic!("{anchor} not in {}", &text[at..]))
            + anchor.len();
    }
    let end = at + value_length(&text[at..]);
    format!("{}{value}{}", &text[..at], &text[end..])
}

/// The length of the RON value at the start of `text` (up to its `,` or closing bracket).
fn value_length(text: &str) -> usize {
    let mut depth = 0i32;
    let mut quoted = false;
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            _ if quoted => {}
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' | ',' if depth == 0 => return i,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// `text` with `insert` put right after the first `anchor`.
fn insert_after(text: &str, anchor: &str, insert: &str) -> String {
    let at = text.find(anchor).expect("anchor") + anchor.len();
    format!("{}{insert}{}", &text[..at], &text[at..])
}

/// The facts of the fixture the edits need.
struct Fixture {
    text: String,
    storyteller: usize,
    /// The voter who has voted, and one who has not.
    voted: usize,
    waiting: usize,
    /// Slot of each seat's card.
    slot_of: Vec<u8>,
    /// The owner of each slot's card.
    owners: Vec<u8>,
    /// The vote cast so far, as written.
    cast: String,
    /// Moves before the current turn's votes (the rebuilt record: choose, 3 turns of moves).
    before_votes: usize,
}

fn fixture() -> Fixture {
    let game = voting_in_turn_two();
    let state = game.state();
    let storyteller = state.storyteller().expect("a turn").index();
    let voted = state
        .players()
        .find(|p| p.index() != storyteller && state.has_acted(*p))
        .expect("a vote")
        .index();
    let waiting = state
        .players()
        .find(|p| !state.has_acted(*p))
        .expect("a voter to come")
        .index();
    let slot_of = state.players().map(|p| state.own_slots(p)[0].0).collect();
    let owners = state.board().iter().map(|b| b.owner.0).collect();
    let Some(Action::Vote { slots, .. }) = game.actions().last() else {
        panic!("the last move is the vote");
    };
    let cast = format!(
        "[{}]",
        slots
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    );
    let before_votes = game.actions().len() - 1;
    Fixture {
        text: v1_text(&save_of(game)),
        storyteller,
        voted,
        waiting,
        slot_of,
        owners,
        cast,
        before_votes,
    }
}

/// The current turn's votes and voted flags as written.
fn votes(f: &Fixture) -> (Vec<String>, Vec<String>) {
    let mut votes = vec!["[]".to_owned(); 4];
    votes[f.voted].clone_from(&f.cast);
    let mut voted = vec!["false".to_owned(); 4];
    "true".clone_into(&mut voted[f.voted]);
    (votes, voted)
}

/// Sets the current turn's votes and voted flags.
fn with_votes(f: &Fixture, votes: &[String], voted: &[String]) -> String {
    let text = set(
        &f.text,
        &["turn:Some((", "votes:"],
        &format!("[{}]", votes.join(",")),
    );
    set(
        &text,
        &["turn:Some((", "voted:"],
        &format!("[{}]", voted.join(",")),
    )
}

#[test]
fn the_untouched_fixture_loads_in_both_formats() {
    let f = fixture();
    let (old_votes, old_voted) = votes(&f);
    assert!(
        with_votes(&f, &old_votes, &old_voted) == f.text,
        "the fixture is as read"
    );
    let old = SaveFile::parse(&f.text).expect("format 1 loads");
    let new = SaveFile::parse(&text_of(&old)).expect("format 2 loads");
    assert_eq!(new.game.state(), old.game.state());
    assert_eq!(old.game.actions().len(), f.before_votes + 1);
}

#[test]
fn votes_the_rules_forbid_are_refused_at_their_move() {
    let f = fixture();
    let (votes, voted) = votes(&f);
    let name = |seat: usize| format!("P{}", seat + 1);
    // The storyteller voted.
    let other = f.slot_of[f.voted];
    let (mut with_teller, mut teller_voted) = (votes.clone(), voted.clone());
    with_teller[f.storyteller] = format!("[{other}]");
    teller_voted[f.storyteller] = "true".to_owned();
    let text = with_votes(&f, &with_teller, &teller_voted);
    let (number, detail) = refused_at_move(&text);
    let first_voter = f.storyteller.min(f.voted);
    let expected = f.before_votes + 1 + usize::from(first_voter != f.storyteller);
    assert_eq!(number, expected, "{detail}");
    assert!(
        detail.contains(&format!("{} votes for {other}", name(f.storyteller)))
            && detail.contains("the storyteller does not vote"),
        "{detail}"
    );

    let cast = |slots: &str| {
        let mut votes = votes.clone();
        let mut voted = voted.clone();
        votes[f.waiting] = slots.to_owned();
        voted[f.waiting] = "true".to_owned();
        refused_at_move(&with_votes(&f, &votes, &voted))
    };
    let waiting_number = f.before_votes + 1 + usize::from(f.voted < f.waiting);
    // A vote on the voter's own card.
    let (number, detail) = cast(&format!("[{}]", f.slot_of[f.waiting]));
    assert_eq!(number, waiting_number);
    assert!(
        detail.contains("nobody may vote for their own card"),
        "{detail}"
    );
    assert!(
        detail.contains(&format!("{} votes for", name(f.waiting))),
        "{detail}"
    );
    // Two votes where one is allowed (four players).
    let two = format!("[{},{}]", f.slot_of[f.storyteller], f.slot_of[f.voted]);
    let (number, detail) = cast(&two);
    assert_eq!(number, waiting_number);
    assert!(
        detail.contains("cast between 1 and 1 votes, not 2"),
        "{detail}"
    );
    // "Voted" without a vote.
    let (number, detail) = cast("[]");
    assert_eq!(number, waiting_number);
    assert!(detail.contains("not 0"), "{detail}");
}

#[test]
fn a_vote_without_its_voted_flag_is_a_fact_that_does_not_follow() {
    let f = fixture();
    let (mut votes, voted) = votes(&f);
    votes[f.waiting] = format!("[{}]", f.slot_of[f.storyteller]);
    let (number, detail) = refused_at_move(&with_votes(&f, &votes, &voted));
    assert_eq!(number, f.before_votes + 1);
    assert!(
        detail.starts_with("the votes of the turn do not follow"),
        "{detail}"
    );
}

#[test]
fn owners_scores_winners_and_turns_that_do_not_follow_are_refused() {
    let f = fixture();
    let last = f.before_votes + 1;
    let cases = [
        // Board owners that disagree with the submissions: slot 1 given to slot 2's owner.
        (
            set(
                &f.text,
                &["turn:Some((", "board:[(card:", "owner:"],
                &f.owners[1].to_string(),
            ),
            "the board",
        ),
        // A score that disagrees with the round history, and one that would wrap.
        (set(&f.text, &["scores:"], "[0,0,0,0]"), "the scores"),
        (
            set(&f.text, &["scores:"], "[4294967295,0,0,0]"),
            "the scores",
        ),
        // A winner in the middle of the game.
        (set(&f.text, &["winners:"], "[Player(0)]"), "the winners"),
        // A turn number far past the history.
        (
            set(&f.text, &["turn:Some((", "number:"], "57"),
            "the turn number",
        ),
        // Cards in hands that are not the ones the game dealt.
        (set(&f.text, &["hands:[["], "999"), "the hands"),
    ];
    for (text, what) in cases {
        let (number, detail) = refused_at_move(&text);
        assert!(detail.starts_with(what), "{what}: {detail}");
        assert!(detail.contains(&format!("after move {last}: ")), "{detail}");
        assert_eq!(number, last, "{detail}");
    }
    // A card owned by a player with no such seat is refused the same way.
    let (_, detail) = refused_at_move(&set(
        &f.text,
        &["turn:Some((", "board:[(card:", "owner:"],
        "200",
    ));
    assert!(detail.starts_with("the board"), "{detail}");
}

#[test]
fn a_target_reached_without_the_end_and_the_wrong_storyteller_fail_at_their_move() {
    let f = fixture();
    let save = SaveFile::parse(&f.text).expect("fixture");
    let after_turn_one = save.game.state().history()[0].score.entries.clone();
    let best = after_turn_one
        .iter()
        .map(|e| e.points)
        .max()
        .expect("points");
    // With this target the game ended at the end of turn 1: turn 2 cannot be told.
    let text = set(
        &f.text,
        &["config:(", "end:"],
        &format!("TargetScore({best})"),
    );
    let (number, detail) = refused_at_move(&text);
    let next_turn = save
        .game
        .actions()
        .iter()
        .position(|a| *a == Action::NextTurn)
        .expect("turn 1 ended");
    // The move after the next turn (numbers count from 1).
    let telling = next_turn + 2;
    assert_eq!(number, telling, "{detail}");
    assert!(
        detail.contains("tells card") && detail.contains("the game is over"),
        "{detail}"
    );
    // The wrong storyteller for the turn.
    let wrong = (f.storyteller + 1) % 4;
    let text = set(
        &f.text,
        &["turn:Some((", "storyteller:"],
        &wrong.to_string(),
    );
    let (number, detail) = refused_at_move(&text);
    assert_eq!(number, telling);
    assert!(
        detail.contains(&format!("P{} tells card", wrong + 1))
            && detail.contains("only the storyteller can do that"),
        "{detail}"
    );
}

#[test]
fn history_points_that_do_not_follow_from_its_votes_are_refused() {
    let f = fixture();
    let text = set(
        &f.text,
        &["history:[(", "score:(entries:[(", "points:"],
        "9",
    );
    let (number, detail) = refused_at_move(&text);
    assert!(
        detail.starts_with("the points of the round history do not follow"),
        "{detail}"
    );
    // Named after the vote that scored turn 1 (the last of turn 1's moves).
    let save = SaveFile::parse(&f.text).expect("fixture");
    let next_turn = save
        .game
        .actions()
        .iter()
        .position(|a| *a == Action::NextTurn)
        .expect("turn 1 ended");
    assert_eq!(number, next_turn);
}

#[test]
fn card_references_tokens_and_names_that_disagree_are_refused() {
    let f = fixture();
    let duplicated = set(&f.text, &["cards:[(", "id:"], "1000001");
    assert!(refused_parts(&duplicated).contains("card 1000001 is listed twice"));
    let unknown = insert_after(&f.text, "cards:[", "(id:5,deck:\"Dreams\",hash:\"h5\"),");
    assert!(refused_parts(&unknown).contains("card 5 has a picture but is not in the deck"));
    let missing = {
        let at = f.text.find("cards:[").expect("cards") + "cards:[".len();
        let first = value_length(&f.text[at..]);
        format!("{}{}", &f.text[..at], &f.text[at + first + 1..])
    };
    assert!(refused_parts(&missing).contains("a card of the deck has no picture"));
    let shared = set(&f.text, &["cards:[(", "hash:"], "\"h1000001\"");
    assert!(refused_parts(&shared).contains("cards share the picture"));
    let token = set(&f.text, &["players:[(", "token:"], "200");
    assert!(refused_parts(&token).contains("tokens go from 0 to 23"));
    let same_token = set(&f.text, &["players:[(", "token:"], "1");
    assert!(refused_parts(&same_token).contains("two players have token 1"));
    let renamed = set(&f.text, &["players:[(", "name:"], "\"Zed\"");
    assert!(refused_parts(&renamed).contains("player names differ"));
}
