//! Each seat's and each team's status at every phase of a Team Dixit turn, and of a classic
//! and a Party turn: what they really did or still have to do.

use super::*;
use crate::engine::{Action, CardId, GameConfig, GameState, RuleSet, Slot};
use crate::i18n::{Language, set_language};

const SKY: Scorer = Scorer::Team(TeamId(0));
const SUN: Scorer = Scorer::Team(TeamId(1));
const SEA: Scorer = Scorer::Team(TeamId(2));

fn p(seat: u8) -> PlayerId {
    PlayerId(seat)
}

/// Team Dixit with six: Sky (seats 0, 3), Sun (1, 4), Sea (2, 5); seat 0 tells.
fn team_game() -> GameState {
    let names = ["A1", "B1", "C1", "A2", "B2", "C2"]
        .map(String::from)
        .to_vec();
    let deck = (0..96).map(CardId).collect();
    let mut g = GameState::new(GameConfig::new(RuleSet::Team, names, deck, 7)).unwrap();
    g.apply(Action::ChooseStoryteller { player: Some(p(0)) })
        .unwrap();
    g
}

fn seats(g: &GameState) -> Vec<Option<SeatStatus>> {
    let view = g.public_view();
    g.players().map(|s| seat_status(&view, s)).collect()
}

fn teams(g: &GameState) -> Vec<Option<SeatStatus>> {
    let view = g.public_view();
    [SKY, SUN, SEA]
        .into_iter()
        .map(|t| scorer_status(&view, t))
        .collect()
}

fn submit(g: &mut GameState, seat: u8) {
    let card = g.hand(p(seat))[0];
    g.apply(Action::Submit {
        player: p(seat),
        cards: vec![card],
    })
    .unwrap();
}

fn vote(g: &mut GameState, seat: u8) {
    let own = g.own_slots(p(seat));
    let slot = (0..8).map(Slot::from_index).find(|s| !own.contains(s));
    g.apply(Action::Vote {
        player: p(seat),
        slots: vec![slot.unwrap()],
        red_token: None,
    })
    .unwrap();
}

use SeatStatus::{
    CardIn, Choosing, Chosen, HandsIn, Storyteller, ToHandIn, ToVote, Voted, VotesLater,
};

#[test]
fn a_team_turn_says_what_each_seat_and_team_did_or_still_does() {
    let mut g = team_game();
    assert_eq!(seats(&g), [Some(Storyteller), None, None, None, None, None]);
    assert_eq!(teams(&g), [Some(Storyteller), None, None]);
    let card = g.hand(p(0))[0];
    g.apply(Action::Tell {
        player: p(0),
        card,
        clue: "tide".into(),
    })
    .unwrap();
    // The teams choose: the storyteller's teammate hands in whatever the others decide.
    let choosing = Some(Choosing);
    assert_eq!(
        seats(&g),
        [
            Some(Storyteller),
            choosing,
            choosing,
            Some(HandsIn),
            choosing,
            choosing
        ]
    );
    assert_eq!(teams(&g), [Some(Storyteller), choosing, choosing]);
    g.apply(Action::NameGiver { player: p(4) }).unwrap();
    assert_eq!(
        seats(&g)[1..],
        [
            Some(VotesLater),
            choosing,
            Some(HandsIn),
            Some(HandsIn),
            choosing
        ]
    );
    assert_eq!(teams(&g), [Some(Storyteller), Some(Chosen), choosing]);
    g.apply(Action::NameGiver { player: p(2) }).unwrap();
    // Cards come in: voters hand in nothing and are not "card in".
    assert_eq!(
        seats(&g),
        [
            Some(Storyteller),
            Some(VotesLater),
            Some(ToHandIn),
            Some(ToHandIn),
            Some(ToHandIn),
            Some(VotesLater)
        ]
    );
    assert_eq!(teams(&g), [Some(ToHandIn); 3]);
    submit(&mut g, 4);
    assert_eq!(seats(&g)[4], Some(CardIn));
    assert_eq!(teams(&g), [Some(ToHandIn), Some(CardIn), Some(ToHandIn)]);
    submit(&mut g, 3);
    submit(&mut g, 2);
    // Voting: the givers' card is what they did; nobody has voted yet.
    assert_eq!(
        seats(&g),
        [
            Some(Storyteller),
            Some(ToVote),
            Some(CardIn),
            Some(CardIn),
            Some(CardIn),
            Some(ToVote)
        ]
    );
    assert_eq!(teams(&g), [Some(Storyteller), Some(ToVote), Some(ToVote)]);
    vote(&mut g, 5);
    assert_eq!(seats(&g)[5], Some(Voted));
    assert_eq!(teams(&g), [Some(Storyteller), Some(ToVote), Some(Voted)]);
}

#[test]
fn statuses_read_in_every_language() {
    for language in Language::ALL {
        set_language(language);
        let words: Vec<String> = [
            Storyteller,
            Choosing,
            Chosen,
            HandsIn,
            VotesLater,
            ToHandIn,
            CardIn,
            ToVote,
            Voted,
        ]
        .map(SeatStatus::text)
        .to_vec();
        for (i, word) in words.iter().enumerate() {
            assert!(!word.is_empty() && !word.contains("table-status"), "{word}");
            assert!(!words[..i].contains(word), "{language:?}: {word} twice");
        }
    }
    set_language(Language::En);
}
