//! What a screen reader announces as the game moves on: who tells, how many have handed in or
//! voted, the reveal's result, the winner. Said from the public view only, so it may be heard
//! by everyone at the table, whatever screen the laptop shows.

use super::{phase_text, scorer_name, storyteller_card_text, winners_text};
use crate::engine::{Phase, PublicView};
use crate::t;

/// The sentence announced for the game as it stands: "Ada is the storyteller", "Voting: 2
/// of 4 have voted", at the reveal whose card it was and every scorer's points of the turn,
/// at the end who won. A new sentence is a new announcement.
pub fn announcement(view: &PublicView) -> String {
    let teller = view.storyteller.map_or("", |s| view.name(s));
    match view.phase {
        Phase::Telling | Phase::Clue => t!("table-is-storyteller", name = teller),
        Phase::Reveal => {
            let points = turn_points(view);
            t!(
                "announce-reveal",
                card = storyteller_card_text(view),
                points = points
            )
        }
        Phase::GameOver => winners_text(view),
        Phase::ChooseStoryteller | Phase::NamingGivers | Phase::Submitting | Phase::Voting => {
            phase_text(view)
        }
    }
}

/// "Ada: 3 points; Bruno: 0 points" for the turn just scored (nothing before it is).
fn turn_points(view: &PublicView) -> String {
    let Some(reveal) = view.reveal.as_ref() else {
        return String::new();
    };
    let separator = t!("announce-points-separator");
    (view.scorers.iter())
        .map(|scorer| {
            let count = reveal.score.points_of(*scorer);
            let name = scorer_name(view, *scorer);
            t!("announce-scorer-points", name = name, count = count)
        })
        .collect::<Vec<_>>()
        .join(&separator)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, CardId, GameConfig, GameState, PlayerId, RuleSet, Slot};
    use crate::i18n::{self, Language};

    fn game() -> GameState {
        let names = ["Ada", "Bruno", "Chloé", "Daan"].map(String::from).to_vec();
        let deck = (0..84).map(CardId).collect();
        GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 5)).unwrap()
    }

    #[test]
    fn each_phase_is_announced_from_the_public_view() {
        i18n::set_language(Language::En);
        let mut game = game();
        let ada = PlayerId(0);
        game.apply(Action::ChooseStoryteller { player: Some(ada) })
            .unwrap();
        assert_eq!(announcement(&game.public_view()), "Ada is the storyteller");
        let card = game.hand(ada)[0];
        let clue = "moonlit".to_owned();
        game.apply(Action::Tell {
            player: ada,
            card,
            clue,
        })
        .unwrap();
        for seat in 1..4 {
            let player = PlayerId(seat);
            let cards = vec![game.hand(player)[0]];
            game.apply(Action::Submit { player, cards }).unwrap();
        }
        let teller_slot = (game.board().iter())
            .position(|b| b.owner == ada)
            .map(Slot::from_index)
            .unwrap();
        for seat in 1..4 {
            let player = PlayerId(seat);
            let slots = vec![teller_slot];
            game.apply(Action::Vote {
                player,
                slots,
                red_token: None,
            })
            .unwrap();
            if seat == 2 {
                let two = announcement(&game.public_view());
                assert_eq!(two, "Voting: 2 of 3 have voted");
            }
        }
        // Everyone found it: the storyteller scores nothing, the others 2 each.
        let view = game.public_view();
        let reveal = announcement(&view);
        assert!(
            reveal.starts_with(&storyteller_card_text(&view)),
            "{reveal}"
        );
        assert!(
            reveal.contains(
                "This turn: Ada: 0 points, Bruno: 2 points, Chloé: 2 points, Daan: 2 points"
            ),
            "{reveal}"
        );
    }
}
