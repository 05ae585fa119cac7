//! Who scores and how much: one row per scorer (a player, or a team of two), and the points
//! of the turn with the reasons worth showing.

use crate::engine::{PlayerId, PublicPlayer, PublicView, ScoreLine, Scorer, TeamId, TurnScore};
use crate::t;

/// One row of the standings: a player, or a team of two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Who scores.
    pub scorer: Scorer,
    /// "Ada", or the team's name ("Owls").
    pub name: String,
    /// A team's members, "Ada & Bruno" (`None` for a player).
    pub members: Option<String>,
    /// The token shown for them (a team shows its first member's).
    pub player: PlayerId,
    /// Total score.
    pub score: u32,
    /// The player (or the whole team) left the game: their score stays, marked as left, and
    /// they cannot win.
    pub left: bool,
}

/// The scorers in seating order with names, tokens and totals.
pub fn standings(view: &PublicView) -> Vec<Standing> {
    let mut rows: Vec<Standing> = view
        .scorers
        .iter()
        .enumerate()
        .map(|(i, scorer)| {
            let (name, members, player) = match scorer {
                Scorer::Player(p) => (view.name(*p).to_owned(), None, *p),
                Scorer::Team(t) => {
                    let first = view
                        .players
                        .iter()
                        .find(|p| p.team == Some(*t))
                        .map_or(PlayerId(0), |p| p.id);
                    (team_name(view, *t), Some(team_members(view, *t)), first)
                }
            };
            Standing {
                scorer: *scorer,
                name,
                members,
                player,
                score: view.scores.get(i).copied().unwrap_or(0),
                left: !view.players.iter().any(|p| {
                    p.present
                        && match scorer {
                            Scorer::Player(player) => p.id == *player,
                            Scorer::Team(team) => p.team == Some(*team),
                        }
                }),
            }
        })
        .collect();
    // Scorers are numbered in the order they sat down; a latecomer sits between two players
    // and stands there too (a team by its first member's seat).
    let seat = |player: PlayerId| view.seating.iter().position(|p| *p == player);
    rows.sort_by_key(|row| seat(row.player).unwrap_or(usize::MAX));
    rows
}

/// The standings of those who played a turn (`score` is that turn's): a latecomer seated at its
/// reveal, or one who left before it, has no points to show for it.
pub fn turn_standings(view: &PublicView, score: &TurnScore) -> Vec<Standing> {
    standings(view)
        .into_iter()
        .filter(|row| score.entries.iter().any(|e| e.scorer == row.scorer))
        .collect()
}

/// A team's name: the one given at set-up, or "Team 2".
pub fn team_name(view: &PublicView, team: TeamId) -> String {
    view.team_names
        .get(team.index())
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .map_or_else(
            || t!("team-default-name", number = team.index() + 1),
            str::to_owned,
        )
}

/// A team's members, "Ada & Bruno".
pub fn team_members(view: &PublicView, team: TeamId) -> String {
    let names: Vec<&str> = view
        .players
        .iter()
        .filter(|p: &&PublicPlayer| p.team == Some(team))
        .map(|p| p.name.as_str())
        .collect();
    names.join(" & ")
}

/// What a scorer is called: a player's name, or a team's name.
pub fn scorer_name(view: &PublicView, scorer: Scorer) -> String {
    match scorer {
        Scorer::Player(p) => view.name(p).to_owned(),
        Scorer::Team(t) => team_name(view, t),
    }
}

/// The score lines worth showing for one scorer: every line that scored, or the first line
/// when nothing scored (so a 0 is explained too).
pub fn shown_lines(score: &TurnScore, scorer: Scorer) -> Vec<&ScoreLine> {
    let Some(entry) = score.entries.iter().find(|e| e.scorer == scorer) else {
        return Vec::new();
    };
    let scoring: Vec<&ScoreLine> = entry.lines.iter().filter(|l| l.points > 0).collect();
    if scoring.is_empty() {
        entry.lines.iter().take(1).collect()
    } else {
        scoring
    }
}

/// The reason lines worth showing for one scorer at the reveal (see [`shown_lines`]), in the
/// current language, each with its points: "+2: 2 votes on their card".
pub fn reason_lines(view: &PublicView, scorer: Scorer) -> Vec<String> {
    view.reveal.as_ref().map_or_else(Vec::new, |reveal| {
        shown_lines(&reveal.score, scorer)
            .into_iter()
            .map(super::reason_line)
            .collect()
    })
}

/// The reasons worth showing for one scorer in a few words each, for the table display's
/// narrow rows: "+2: nobody found it", "+1: 1 vote".
pub fn reason_lines_short(view: &PublicView, scorer: Scorer) -> Vec<String> {
    view.reveal.as_ref().map_or_else(Vec::new, |reveal| {
        shown_lines(&reveal.score, scorer)
            .into_iter()
            .map(super::reason_short)
            .collect()
    })
}

/// The reasons of one scorer on one line, without the points (a finished turn's record has
/// the points in a column of their own).
pub fn reasons_without_points(score: &TurnScore, scorer: Scorer) -> String {
    shown_lines(score, scorer)
        .into_iter()
        .map(super::reason_text)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameConfig, GameState, Reason, RuleSet, ScoreEntry, TeamId};

    fn line(points: u32, reason: Reason) -> ScoreLine {
        ScoreLine {
            player: PlayerId(0),
            reason,
            points,
        }
    }

    #[test]
    fn players_stand_in_seating_order_with_their_totals() {
        let names = ["Ada", "Bo", "Cas"].map(String::from).to_vec();
        let deck = (0..40).map(crate::engine::CardId).collect();
        let game = GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 1)).unwrap();
        let rows = standings(&game.public_view());
        let named: Vec<(&str, u32)> = rows.iter().map(|r| (r.name.as_str(), r.score)).collect();
        assert_eq!(named, [("Ada", 0), ("Bo", 0), ("Cas", 0)]);
        assert_eq!(rows[1].player, PlayerId(1));
    }

    #[test]
    fn a_latecomer_stands_where_they_sit_not_last() {
        let names = ["Ada", "Bo", "Cas"].map(String::from).to_vec();
        let deck = (0..60).map(crate::engine::CardId).collect();
        let mut game = GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 1)).unwrap();
        let join = crate::engine::Action::Join {
            names: vec!["Mia".into()],
            after: PlayerId(1),
        };
        game.apply(join).unwrap();
        let rows = standings(&game.public_view());
        let named: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(named, ["Ada", "Bo", "Mia", "Cas"]);
        assert_eq!(rows[2].player, PlayerId(3));
    }

    #[test]
    fn a_team_stands_as_its_two_names_with_its_first_member_token() {
        let names: Vec<String> = ["A1", "B1", "C1", "A2", "B2", "C2"]
            .map(String::from)
            .to_vec();
        let deck = (0..60).map(crate::engine::CardId).collect();
        let game = GameState::new(GameConfig::new(RuleSet::Team, names, deck, 1)).unwrap();
        let rows = standings(&game.public_view());
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].scorer, Scorer::Team(TeamId(0)));
        crate::i18n::set_language(crate::i18n::Language::En);
        assert_eq!(rows[0].name, "Team 1");
        assert_eq!(rows[0].members.as_deref(), Some("A1 & A2"));
        assert_eq!(rows[0].player, PlayerId(0));
        assert_eq!(rows[2].members.as_deref(), Some("C1 & C2"));
    }

    #[test]
    fn teams_go_by_the_names_given_at_set_up() {
        crate::i18n::set_language(crate::i18n::Language::En);
        let names: Vec<String> = ["A1", "B1", "A2", "B2", "C1", "C2"]
            .map(String::from)
            .to_vec();
        let deck = (0..60).map(crate::engine::CardId).collect();
        let mut config = GameConfig::new(RuleSet::Team, names, deck, 1);
        config.team_names = vec!["Owls".into(), "Foxes".into(), " ".into()];
        assert!(config.validate().is_err(), "a blank team name is refused");
        config.team_names[2] = "Hares".into();
        let view = GameState::new(config).unwrap().public_view();
        assert_eq!(team_name(&view, TeamId(1)), "Foxes");
        assert_eq!(scorer_name(&view, Scorer::Team(TeamId(2))), "Hares");
        assert_eq!(team_members(&view, TeamId(0)), "A1 & B2");
        assert_eq!(scorer_name(&view, Scorer::Player(PlayerId(1))), "B1");
    }

    #[test]
    fn shown_lines_keep_what_scored_or_explain_a_zero() {
        let ada = Scorer::Player(PlayerId(0));
        let bo = Scorer::Player(PlayerId(1));
        let score = TurnScore {
            entries: vec![
                ScoreEntry {
                    scorer: ada,
                    points: 2,
                    lines: vec![
                        line(0, Reason::NobodyFound),
                        line(2, Reason::VotesReceived { votes: 2 }),
                    ],
                },
                ScoreEntry {
                    scorer: bo,
                    points: 0,
                    lines: vec![line(0, Reason::MissedCard), line(0, Reason::NobodyFound)],
                },
            ],
        };
        assert_eq!(shown_lines(&score, ada).len(), 1);
        assert_eq!(shown_lines(&score, ada)[0].points, 2);
        // Nothing scored: the first line says why.
        assert_eq!(shown_lines(&score, bo).len(), 1);
        assert_eq!(shown_lines(&score, bo)[0].reason, Reason::MissedCard);
        assert!(shown_lines(&score, Scorer::Player(PlayerId(5))).is_empty());
    }

    #[test]
    fn a_latecomer_has_no_row_in_the_points_of_a_turn_played_before_they_sat_down() {
        let names = ["Ada", "Bo", "Cas"].map(String::from).to_vec();
        let deck = (0..60).map(crate::engine::CardId).collect();
        let mut game = GameState::new(GameConfig::new(RuleSet::Classic, names, deck, 1)).unwrap();
        let played = TurnScore {
            entries: (0..3)
                .map(|i| ScoreEntry {
                    scorer: Scorer::Player(PlayerId(i)),
                    points: 0,
                    lines: vec![line(0, Reason::MissedCard)],
                })
                .collect(),
        };
        game.apply(crate::engine::Action::Join {
            names: vec!["Dee".into()],
            after: PlayerId(0),
        })
        .unwrap();
        let view = game.public_view();
        assert_eq!(standings(&view).len(), 4, "Dee stands with the others");
        let rows = turn_standings(&view, &played);
        let named: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(named, ["Ada", "Bo", "Cas"]);
    }
}
