//! Self-play: whole games of computer players on the built-in deck, judged by listeners of
//! three kinds. The storyteller and the cards handed in are always the computer's; the votes
//! are cast by the listener under test: this bot, a literal listener that only hears the words
//! of a card's tags and title, or a noisy one (the bot's hearing with much chance). Measured
//! per listener: how often the storyteller hits the sweet spot (some but not all voters find
//! the card), how often votes find the storyteller's card against chance, how many clues are a
//! tag word itself, and how fast the computer decides. Used by `fabula bot selfplay` and the
//! benchmark.

use crate::computer::judge::overlap_fits;
use crate::computer::{CardKnowledge, Level, decide, fits};
use crate::engine::{
    Action, Actors, CardId, GameConfig, GameRng, GameState, PlayerView, RuleSet, Slot, TableTask,
    Task,
};
use crate::i18n::Language;
use std::time::{Duration, Instant};

/// Spread of the noisy listener's chance (on fits that run from 0 to about 1).
const NOISY_SPREAD: f32 = 0.25;

/// Who casts the votes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListenerKind {
    /// The computer player itself.
    Bot,
    /// Hears only the words of a card's tags and title.
    Literal,
    /// The computer's hearing with much chance.
    Noisy,
}

impl ListenerKind {
    /// Every kind.
    pub const ALL: [ListenerKind; 3] = [
        ListenerKind::Bot,
        ListenerKind::Literal,
        ListenerKind::Noisy,
    ];

    /// The kind's name as printed.
    pub fn name(self) -> &'static str {
        match self {
            ListenerKind::Bot => "bot",
            ListenerKind::Literal => "literal",
            ListenerKind::Noisy => "noisy",
        }
    }
}

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct SelfplayOptions {
    /// The rule set.
    pub rules: RuleSet,
    /// Players per game.
    pub players: usize,
    /// Games per listener kind.
    pub games: u64,
    /// The clues' language.
    pub language: Language,
    /// Every computer's level.
    pub level: Level,
    /// Seed of the first game.
    pub seed: u64,
}

/// What one listener kind measured.
#[derive(Clone, Debug, Default)]
pub struct ListenerReport {
    /// Turns told with a card (not Party's blind clues).
    pub tellings: u32,
    /// Of those, turns where some but not all voters found the storyteller's card.
    pub sweet: u32,
    /// Votes cast (first tokens) on a turn told with a card.
    pub votes: u32,
    /// Of those, votes on the storyteller's card.
    pub found: u32,
    /// The sum of each vote's chance of finding the card blindly.
    pub chance: f64,
    /// Clues that are one tag word of their card, nothing more.
    pub tag_word_clues: u32,
    /// The computer's decisions and the time they took.
    pub decisions: u64,
    /// Time spent deciding.
    pub decision_time: Duration,
    /// Every decision's time, for percentiles.
    pub decision_times: Vec<Duration>,
    /// Dixit Party: turns judged (a blind clue names no card).
    pub party_turns: u32,
    /// Dixit Party: the sum over turns of the share of green votes on the most voted card.
    pub agreement: f64,
    /// Dixit Party: turns whose red token lay on a most voted card.
    pub red_on_crowd: u32,
}

impl ListenerReport {
    /// Share of tellings in the sweet spot.
    pub fn sweet_rate(&self) -> f64 {
        ratio(self.sweet.into(), self.tellings.into())
    }

    /// Share of votes that found the card.
    pub fn accuracy(&self) -> f64 {
        ratio(self.found.into(), self.votes.into())
    }

    /// Accuracy over the accuracy of blind votes.
    pub fn over_chance(&self) -> f64 {
        ratio(self.accuracy(), ratio(self.chance, self.votes.into()))
    }

    /// Share of clues that are a tag word itself.
    pub fn tag_word_rate(&self) -> f64 {
        ratio(self.tag_word_clues.into(), self.tellings.into())
    }

    /// Dixit Party: the mean share of green votes on the turn's most voted card.
    pub fn agreement_rate(&self) -> f64 {
        ratio(self.agreement, self.party_turns.into())
    }

    /// Dixit Party: the share of turns whose red token lay on a most voted card.
    pub fn red_on_crowd_rate(&self) -> f64 {
        ratio(self.red_on_crowd.into(), self.party_turns.into())
    }

    /// Decisions per second.
    pub fn decisions_per_second(&self) -> f64 {
        ratio(self.decisions as f64, self.decision_time.as_secs_f64())
    }
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { 0.0 }
}

/// Plays `options.games` games for each listener kind.
pub fn selfplay(
    options: &SelfplayOptions,
    knowledge: &CardKnowledge,
) -> Result<Vec<(ListenerKind, ListenerReport)>, String> {
    ListenerKind::ALL
        .into_iter()
        .map(|kind| Ok((kind, play_games(options, knowledge, kind)?)))
        .collect()
}

fn play_games(
    options: &SelfplayOptions,
    knowledge: &CardKnowledge,
    kind: ListenerKind,
) -> Result<ListenerReport, String> {
    let names: Vec<String> = (1..=options.players).map(|i| format!("C{i}")).collect();
    let deck = knowledge.cards();
    let mut report = ListenerReport::default();
    for game_index in 0..options.games {
        let seed = options.seed.wrapping_add(game_index);
        let config = GameConfig::new(options.rules, names.clone(), deck.clone(), seed);
        let mut game = GameState::new(config).map_err(|e| e.to_string())?;
        let mut rng = GameRng::new(seed ^ 0xb07);
        let mut moves: u64 = 0;
        loop {
            let action = match game.actors() {
                Actors::Nobody => break,
                Actors::Table(TableTask::ChooseStoryteller) => {
                    Action::ChooseStoryteller { player: None }
                }
                Actors::Table(TableTask::NextTurn) => {
                    judge_turn(&game, knowledge, options.language, &mut report);
                    Action::NextTurn
                }
                Actors::Seats(seats) => {
                    let move_seed = seed.wrapping_mul(1_000_003).wrapping_add(moves);
                    let mut decided = None;
                    // A Team member whose team has chosen its giver keeps a task (to change
                    // the team's mind) and passes it: the next seat with a move plays.
                    for (seat, task) in seats {
                        let view = game.player_view(seat);
                        let start = Instant::now();
                        let action =
                            decide(&view, knowledge, options.level, options.language, move_seed)
                                .map(|one| one.action_for(seat));
                        let took = start.elapsed();
                        report.decisions += 1;
                        report.decision_time += took;
                        report.decision_times.push(took);
                        if let Some(action) = action {
                            decided = Some((view, task, action));
                            break;
                        }
                    }
                    let (view, task, action) = decided.ok_or_else(|| {
                        format!("game {game_index}: no seat with a task has a move")
                    })?;
                    listen(
                        kind,
                        action,
                        &view,
                        task,
                        knowledge,
                        options.language,
                        &mut rng,
                    )
                }
            };
            moves += 1;
            game.apply(action.clone())
                .map_err(|e| format!("game {game_index}: {action:?} refused: {e}"))?;
        }
    }
    Ok(report)
}

/// The vote of a listener of `kind` in place of the bot's (the bot's own move otherwise).
fn listen(
    kind: ListenerKind,
    decided: Action,
    view: &PlayerView,
    task: Task,
    knowledge: &CardKnowledge,
    language: Language,
    rng: &mut GameRng,
) -> Action {
    let Task::Vote {
        own_card_allowed, ..
    } = task
    else {
        return decided;
    };
    let clue = view.public.clue.as_deref().unwrap_or("");
    let board = &view.public.board;
    let scores: Vec<f32> = match kind {
        ListenerKind::Bot => return decided,
        ListenerKind::Literal => overlap_fits(knowledge, clue, language, board),
        ListenerKind::Noisy => fits(knowledge, clue, language, board)
            .into_iter()
            .map(|s| s + gumbel(rng))
            .collect(),
    };
    let mut best: Option<(f32, u32, usize)> = None;
    for (i, score) in scores.iter().enumerate() {
        if !own_card_allowed && view.own_slots.contains(&Slot::from_index(i)) {
            continue;
        }
        let tie = rng.next_u32();
        // Ties (the literal listener's equal counts) are broken by chance.
        if best.is_none_or(|(s, t, _)| score.total_cmp(&s).then(tie.cmp(&t)).is_gt()) {
            best = Some((*score, tie, i));
        }
    }
    // Party's storyteller keeps the computer's red token.
    let red_token = match &decided {
        Action::Vote { red_token, .. } => *red_token,
        _ => None,
    };
    match best {
        Some((_, _, i)) => Action::Vote {
            player: view.seat,
            slots: vec![Slot::from_index(i)],
            red_token,
        },
        None => decided,
    }
}

fn gumbel(rng: &mut GameRng) -> f32 {
    let u = (f64::from(rng.next_u32()) / 4_294_967_296.0).clamp(1e-7, 1.0 - 1e-7);
    (-f64::from(NOISY_SPREAD) * (-u.ln()).ln()) as f32
}

/// Scores the turn just revealed (Party's apart: its clue names no card).
fn judge_turn(
    game: &GameState,
    knowledge: &CardKnowledge,
    language: Language,
    report: &mut ListenerReport,
) {
    let Some(turn) = game.history().last() else {
        return;
    };
    if game.params().everyone_plays {
        judge_party_turn(turn, report);
        return;
    }
    let Some(told) = turn.board.iter().position(|b| b.owner == turn.storyteller) else {
        return;
    };
    let told_slot = Slot::from_index(told);
    let mut voters = 0;
    let mut found = 0;
    for (player, votes) in turn.votes.iter().enumerate() {
        let Some(first) = votes.first() else { continue };
        voters += 1;
        report.votes += 1;
        if *first == told_slot {
            report.found += 1;
        }
        if votes.contains(&told_slot) {
            found += 1;
        }
        let own = turn
            .board
            .iter()
            .filter(|b| b.owner.index() == player)
            .count();
        report.chance += 1.0 / (turn.board.len() - own).max(1) as f64;
    }
    report.tellings += 1;
    if found >= 1 && found < voters {
        report.sweet += 1;
    }
    if is_tag_word(knowledge, &turn.clue, turn.board[told].card, language) {
        report.tag_word_clues += 1;
    }
}

/// Dixit Party: how much the green votes agree on one card (what scores), and whether the
/// storyteller's red token found the crowd's card.
fn judge_party_turn(turn: &crate::engine::TurnRecord, report: &mut ListenerReport) {
    let mut counts = vec![0u32; turn.board.len()];
    for slot in turn.votes.iter().filter_map(|v| v.first()) {
        if let Some(count) = slot.index().and_then(|i| counts.get_mut(i)) {
            *count += 1;
        }
    }
    let votes: u32 = counts.iter().sum();
    let most = counts.iter().copied().max().unwrap_or(0);
    if votes == 0 {
        return;
    }
    report.party_turns += 1;
    report.agreement += f64::from(most) / f64::from(votes);
    if turn
        .red_token
        .and_then(Slot::index)
        .is_some_and(|red| counts.get(red) == Some(&most))
    {
        report.red_on_crowd += 1;
    }
}

/// Whether `clue` is one word that is a tag word of `card`.
fn is_tag_word(knowledge: &CardKnowledge, clue: &str, card: CardId, language: Language) -> bool {
    overlap_fits(knowledge, clue, language, &[card])
        .first()
        .is_some_and(|n| *n >= 1.0)
        && knowledge.lexicon(language).content_words(clue).len() == 1
}
