//! Every reason, refusal and set-up objection reads as a real sentence in every language.

use super::*;
use crate::engine::{CardId, Phase, PlayerId, Slot, TeamId};
use crate::i18n::{Language, set_language};

fn line(reason: Reason, points: u32) -> ScoreLine {
    ScoreLine {
        player: PlayerId(0),
        reason,
        points,
    }
}

/// One example per reason, capped lines included.
fn reason_examples() -> Vec<ScoreLine> {
    vec![
        line(Reason::StorytellerSomeFound, 3),
        line(Reason::StorytellerEveryoneFound, 0),
        line(Reason::StorytellerNobodyFound, 0),
        line(Reason::FoundCard, 3),
        line(Reason::MissedCard, 0),
        line(Reason::EveryoneFound, 2),
        line(Reason::NobodyFound, 2),
        line(Reason::VotesReceived { votes: 2 }, 2),
        line(Reason::VotesReceived { votes: 4 }, 3),
        line(Reason::SingleVote, 1),
        line(Reason::PartyMatch { players: 3 }, 3),
        line(Reason::PartyMatch { players: 7 }, PARTY_CAP),
        line(Reason::PartyRedToken, 0),
        line(Reason::PartyAlone, 0),
    ]
}

/// Which variant a reason is; no wildcard, so a new reason must be added here (and above).
fn reason_variant(reason: Reason) -> usize {
    match reason {
        Reason::StorytellerSomeFound => 0,
        Reason::StorytellerEveryoneFound => 1,
        Reason::StorytellerNobodyFound => 2,
        Reason::FoundCard => 3,
        Reason::MissedCard => 4,
        Reason::EveryoneFound => 5,
        Reason::NobodyFound => 6,
        Reason::VotesReceived { .. } => 7,
        Reason::SingleVote => 8,
        Reason::PartyMatch { .. } => 9,
        Reason::PartyRedToken => 10,
        Reason::PartyAlone => 11,
    }
}

fn rule_error_examples() -> Vec<RuleError> {
    let player = PlayerId(1);
    vec![
        RuleError::WrongPhase {
            phase: Phase::Voting,
        },
        RuleError::UnknownPlayer {
            player: PlayerId(9),
        },
        RuleError::NotStoryteller { player },
        RuleError::NotASubmitter { player },
        RuleError::AlreadySubmitted { player },
        RuleError::CardNotInHand { card: CardId(7) },
        RuleError::WrongCardCount {
            expected: 1,
            got: 0,
        },
        RuleError::WrongCardCount {
            expected: 2,
            got: 1,
        },
        RuleError::SameCardTwice { card: CardId(7) },
        RuleError::ClueTooLong { max: 120 },
        RuleError::StorytellerCannotVote,
        RuleError::NotAVoter { player },
        RuleError::AlreadyVoted { player },
        RuleError::WrongVoteCount {
            min: 1,
            max: 1,
            got: 2,
        },
        RuleError::WrongVoteCount {
            min: 1,
            max: 2,
            got: 3,
        },
        RuleError::SlotOutOfRange {
            slot: Slot(9),
            slots: 6,
        },
        RuleError::SameSlotTwice { slot: Slot(2) },
        RuleError::OwnCard { slot: Slot(2) },
        RuleError::RedTokenMissing,
        RuleError::RedTokenNotAllowed,
        RuleError::GiverAlreadyNamed { team: TeamId(0) },
        RuleError::StorytellerTeam,
        RuleError::GameOver,
        RuleError::PlayerLeft { player },
        RuleError::NotBetweenTurns,
        RuleError::JoinCount {
            expected: 1,
            got: 2,
        },
        RuleError::JoinCount {
            expected: 2,
            got: 1,
        },
        RuleError::EmptyName,
        RuleError::NameTooLong { max: 24 },
        RuleError::NameTaken {
            name: "Ada".to_owned(),
        },
        RuleError::TableFull { max: 8 },
        RuleError::TooFewPlayers { min: 3 },
        RuleError::NotEnoughCards {
            needed: 48,
            available: 40,
        },
        RuleError::CardsAreOnTable,
        RuleError::NoPlacesToClaim,
        RuleError::WrongPlaceCount {
            expected: 1,
            got: 2,
        },
        RuleError::WrongPlaceCount {
            expected: 2,
            got: 1,
        },
        RuleError::SamePlaceTwice { slot: Slot(2) },
        RuleError::PlaceTaken { slot: Slot(3) },
        RuleError::NothingClaimed,
    ]
}

fn rule_error_variant(error: &RuleError) -> usize {
    match error {
        RuleError::WrongPhase { .. } => 0,
        RuleError::UnknownPlayer { .. } => 1,
        RuleError::NotStoryteller { .. } => 2,
        RuleError::NotASubmitter { .. } => 3,
        RuleError::AlreadySubmitted { .. } => 4,
        RuleError::CardNotInHand { .. } => 5,
        RuleError::WrongCardCount { .. } => 6,
        RuleError::SameCardTwice { .. } => 7,
        RuleError::ClueTooLong { .. } => 8,
        RuleError::StorytellerCannotVote => 9,
        RuleError::NotAVoter { .. } => 10,
        RuleError::AlreadyVoted { .. } => 11,
        RuleError::WrongVoteCount { .. } => 12,
        RuleError::SlotOutOfRange { .. } => 13,
        RuleError::SameSlotTwice { .. } => 14,
        RuleError::OwnCard { .. } => 15,
        RuleError::RedTokenMissing => 16,
        RuleError::RedTokenNotAllowed => 17,
        RuleError::GiverAlreadyNamed { .. } => 18,
        RuleError::StorytellerTeam => 19,
        RuleError::GameOver => 20,
        RuleError::PlayerLeft { .. } => 21,
        RuleError::NotBetweenTurns => 22,
        RuleError::JoinCount { .. } => 23,
        RuleError::EmptyName => 24,
        RuleError::NameTooLong { .. } => 25,
        RuleError::NameTaken { .. } => 26,
        RuleError::TableFull { .. } => 27,
        RuleError::TooFewPlayers { .. } => 28,
        RuleError::NotEnoughCards { .. } => 29,
        RuleError::CardsAreOnTable => 30,
        RuleError::NoPlacesToClaim => 31,
        RuleError::WrongPlaceCount { .. } => 32,
        RuleError::SamePlaceTwice { .. } => 33,
        RuleError::PlaceTaken { .. } => 34,
        RuleError::NothingClaimed => 35,
    }
}

fn config_error_examples() -> Vec<ConfigError> {
    let mut errors: Vec<ConfigError> = RuleSet::ALL
        .into_iter()
        .map(|rules| ConfigError::PlayerCount { rules, count: 13 })
        .collect();
    errors.extend([
        ConfigError::EmptyName { seat: 2 },
        ConfigError::NameTooLong {
            name: "Bartholomew the Magnificent".to_owned(),
        },
        ConfigError::DuplicateName {
            name: "Ada".to_owned(),
        },
        ConfigError::TeamNames { given: 2, teams: 3 },
        ConfigError::EmptyTeamName { team: 2 },
        ConfigError::DuplicateTeamName {
            name: "Owls".to_owned(),
        },
        ConfigError::NoEnd,
        ConfigError::DuplicateCard { card: CardId(12) },
        ConfigError::DeckTooSmall {
            have: 20,
            needed: 24,
        },
        ConfigError::DeckTooSmall {
            have: 23,
            needed: 24,
        },
        ConfigError::DeckOnTable,
        ConfigError::PlaceInDeck {
            card: CardId::table_place(Slot(1)),
        },
    ]);
    errors
}

fn config_error_variant(error: &ConfigError) -> usize {
    match error {
        ConfigError::PlayerCount { .. } => 0,
        ConfigError::EmptyName { .. } => 1,
        ConfigError::NameTooLong { .. } => 2,
        ConfigError::DuplicateName { .. } => 3,
        ConfigError::NoEnd => 4,
        ConfigError::DuplicateCard { .. } => 5,
        ConfigError::DeckTooSmall { .. } => 6,
        ConfigError::TeamNames { .. } => 7,
        ConfigError::EmptyTeamName { .. } => 8,
        ConfigError::DuplicateTeamName { .. } => 9,
        ConfigError::DeckOnTable => 10,
        ConfigError::PlaceInDeck { .. } => 11,
    }
}

/// A text that Fluent resolved completely: not empty, not an id, no unfilled `{$arg}`.
fn assert_real_text(text: &str, language: Language, what: &str) {
    assert!(!text.trim().is_empty(), "{language:?}: {what} is empty");
    let looks_like_id = ["reason-", "error-", "setup-"]
        .iter()
        .any(|prefix| text.starts_with(prefix));
    assert!(!looks_like_id, "{language:?}: {what} shows its id: {text}");
    assert!(
        !text.contains('{') && !text.contains('}'),
        "{language:?}: {what} has an unfilled argument: {text}"
    );
}

#[test]
fn the_examples_cover_every_variant() {
    let reasons: std::collections::BTreeSet<usize> = reason_examples()
        .iter()
        .map(|l| reason_variant(l.reason))
        .collect();
    assert_eq!(reasons.len(), 12);
    let rules: std::collections::BTreeSet<usize> = rule_error_examples()
        .iter()
        .map(rule_error_variant)
        .collect();
    assert_eq!(rules.len(), 36);
    let configs: std::collections::BTreeSet<usize> = config_error_examples()
        .iter()
        .map(config_error_variant)
        .collect();
    assert_eq!(configs.len(), 12);
}

#[test]
fn every_reason_refusal_and_objection_has_a_sentence_in_every_language() {
    for language in Language::ALL {
        set_language(language);
        let mut seen = std::collections::BTreeSet::new();
        for example in reason_examples() {
            let text = reason_text(&example);
            assert_real_text(&text, language, &format!("{:?}", example.reason));
            assert_real_text(&reason_line(&example), language, "a reason line");
            seen.insert(text);
        }
        assert_eq!(
            seen.len(),
            reason_examples().len(),
            "{language:?}: two reasons read the same"
        );
        for error in rule_error_examples() {
            assert_real_text(&rule_error_text(&error), language, &format!("{error:?}"));
        }
        for error in config_error_examples() {
            assert_real_text(&config_error_text(&error), language, &format!("{error:?}"));
        }
        for rules in RuleSet::ALL {
            assert_real_text(&rules_name(rules), language, &format!("{rules:?}"));
            assert_real_text(&rules_blurb(rules), language, &format!("{rules:?} blurb"));
        }
    }
    set_language(Language::En);
}

#[test]
fn reasons_count_votes_with_each_languages_plural() {
    let cases = [
        (
            Language::Nl,
            "1 stem op eigen kaart",
            "2 stemmen op eigen kaart",
        ),
        (
            Language::En,
            "1 vote on their card",
            "2 votes on their card",
        ),
        (Language::Fr, "1 vote sur sa carte", "2 votes sur sa carte"),
        (
            Language::PtBr,
            "1 voto na sua carta",
            "2 votos na sua carta",
        ),
    ];
    for (language, one, two) in cases {
        set_language(language);
        let single = line(Reason::VotesReceived { votes: 1 }, 1);
        let double = line(Reason::VotesReceived { votes: 2 }, 2);
        assert_eq!(reason_text(&single), one);
        assert_eq!(reason_text(&double), two);
    }
    set_language(Language::En);
    assert_eq!(
        reason_line(&line(Reason::VotesReceived { votes: 5 }, 3)),
        "+3: 5 votes on their card, capped at 3"
    );
    set_language(Language::Fr);
    assert_eq!(
        reason_line(&line(Reason::FoundCard, 3)),
        "+3\u{a0}: a trouvé la carte du conteur"
    );
    set_language(Language::En);
}

#[test]
fn set_up_objections_name_the_rule_set_and_the_missing_cards() {
    set_language(Language::En);
    let count = ConfigError::PlayerCount {
        rules: RuleSet::Edition2021,
        count: 9,
    };
    assert_eq!(
        config_error_text(&count),
        "The 2021 edition is for 3 to 8 players, not 9."
    );
    let deck = ConfigError::DeckTooSmall {
        have: 23,
        needed: 24,
    };
    assert!(config_error_text(&deck).ends_with("1 card is missing."));
    set_language(Language::Nl);
    assert_eq!(
        config_error_text(&count),
        "Editie 2021 is voor 3 tot 8 spelers, niet 9."
    );
    set_language(Language::PtBr);
    assert!(config_error_text(&deck).ends_with("falta 1 carta."));
    set_language(Language::En);
}

#[test]
fn every_reason_has_a_short_form_for_the_table_in_every_language() {
    for language in Language::ALL {
        set_language(language);
        for line in reason_examples() {
            let short = reason_short(&line);
            assert_real_text(&short, language, "a short reason");
            assert!(
                short.chars().count() < reason_line(&line).chars().count(),
                "{language:?}: {short:?} is no shorter"
            );
            let points = format!("+{}", line.points);
            assert!(short.starts_with(&points), "{short}");
            // "+1 1 vote" reads as "+11 vote": the points stand apart from a number after.
            let rest: Vec<char> = short[points.len()..].chars().take(2).collect();
            assert!(
                !(rest.first() == Some(&' ') && rest.get(1).is_some_and(char::is_ascii_digit)),
                "{language:?}: {short:?}"
            );
        }
    }
}
