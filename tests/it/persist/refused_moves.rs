//! Saves of the current format store each fact once; what can still contradict the rules is
//! the moves themselves, and the set-up. Each broken move is refused at its number, in the
//! engine's words; a set-up the engine would not start is refused too.

use crate::support::saves::{refused_at_move, refused_parts, save_of, text_of, voting_in_turn_two};
use fabula::persist::{LoadError, SaveFile};

#[test]
fn moves_of_the_new_format_that_break_the_rules_are_refused_at_their_number() {
    let game = voting_in_turn_two();
    let moves = game.actions().len();
    let storyteller = game.state().storyteller().expect("turn").0;
    let text = text_of(&save_of(game));
    let append = |action: &str| {
        let end = text.rfind("    ],").expect("end of the actions");
        format!("{}        {action},\n{}", &text[..end], &text[end..])
    };
    let cases = [
        (
            format!("Vote(player: {storyteller}, slots: [1], red_token: None)"),
            "the storyteller does not vote",
        ),
        (
            "Vote(player: 9, slots: [1], red_token: None)".to_owned(),
            "there is no player 9",
        ),
        (
            "Tell(player: 0, card: 1000000, clue: \"\")".to_owned(),
            "cannot be done now",
        ),
        ("NextTurn".to_owned(), "cannot be done now"),
    ];
    for (action, why) in cases {
        let (number, detail) = refused_at_move(&append(&action));
        assert_eq!(number, moves + 1, "{detail}");
        assert!(
            detail.starts_with(&format!("move {}", moves + 1)),
            "{detail}"
        );
        assert!(detail.contains(why), "{detail}");
    }
}

#[test]
fn a_move_changed_in_the_middle_is_named_and_nothing_after_it_counts() {
    let game = voting_in_turn_two();
    let text = text_of(&save_of(game.clone()));
    // The storyteller of turn 1 tells a card that is not in their hand.
    let tell = text.find("Tell(").expect("a telling");
    let card = tell + text[tell..].find("card: ").expect("card") + "card: ".len();
    let end = card + text[card..].find(',').expect("end");
    let changed = format!("{}999{}", &text[..card], &text[end..]);
    let (number, detail) = refused_at_move(&changed);
    assert_eq!(number, 2, "{detail}");
    assert!(
        detail.starts_with("move 2 (P2 tells card 999) cannot be played: that card is not in"),
        "{detail}"
    );
    // The same save, untouched, replays to the game it was written from.
    let loaded = SaveFile::parse(&text).expect("loads");
    assert_eq!(loaded.game, game);
}

#[test]
fn a_set_up_the_engine_would_not_start_is_refused() {
    let text = text_of(&save_of(voting_in_turn_two()));
    // Names alike but for case, or too long; two cards with one id or one picture; tokens
    // out of range or shared.
    let cases = [
        (
            text.replacen("\"P2\"", "\"p1\"", 1),
            "two players are called \"p1\"",
        ),
        (
            text.replacen("\"P3\"", &format!("{:?}", "N".repeat(500)), 1),
            "is too long (at most 24 characters)",
        ),
        (
            text.replacen("id: 1000001,", "id: 1000000,", 1),
            "card 1000000 is listed twice",
        ),
        (
            text.replacen("hash: \"h1000001\"", "hash: \"h1000000\"", 1),
            "cards share the picture h1000000",
        ),
        (
            text.replacen("token: 2", "token: 24", 1),
            "tokens go from 0 to 23",
        ),
        (
            text.replacen("token: 2", "token: 1", 1),
            "two players have token 1",
        ),
    ];
    for (changed, words) in cases {
        assert_ne!(changed, text);
        let reason = refused_parts(&changed);
        assert!(reason.contains(words), "{words}: {reason}");
    }
    // A field the format does not have is damage, not something to ignore.
    let extra = text.replacen("seed:", "scores: [99], seed:", 1);
    assert!(matches!(
        SaveFile::parse(&extra),
        Err(LoadError::Corrupt { .. })
    ));
}
