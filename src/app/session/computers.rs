//! Computer players in a game on the laptop: their choices are made on a worker thread (the
//! window never waits on them), and made after a natural pause as ordinary moves, through
//! the session's one entry ([`HotSeat::submit`]).
//!
//! Each frame the hot-seat flow names the computer seat to act now
//! ([`HotSeat::computer_turn`]); its seat's view goes to the worker, which answers with the
//! move and wakes the window. The move is made once it has arrived and the pause (from
//! when the seat's turn began) is over; a turn that changed meanwhile (a move elsewhere, an
//! undo, the seat taken back) drops the answer and asks again. The seed of each move comes
//! from the game, so the same game at the same moment gives the same move.

use super::computer_cards::{GameDeck, ImportedCards, TaughtTurn};
use crate::computer::{CardKnowledge, Level, TableTurn, decide};
use crate::engine::{CardId, Move, PlayerId, PlayerView, Task};
use crate::hotseat::{ComputerTurn, HotSeat, Source};
use crate::i18n::Language;
use std::collections::VecDeque;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a computer player seems to think before a task (zero in tests).
pub type PauseFn = fn(Task, bool) -> Duration;

/// What the worker is asked.
enum Job {
    /// A choice to make.
    Decide {
        turn: ComputerTurn,
        view: Box<PlayerView>,
        language: Language,
        /// Only advice for a person (Team Dixit's choice of giver): answered, never applied.
        advice: bool,
    },
    /// A turn with a person's clue, to learn from and keep with the deck.
    Learn(TaughtTurn),
}

/// The worker's answer.
struct Answer {
    turn: ComputerTurn,
    one: Option<Move>,
    /// Advice to a person (what a computer partner would choose), not a move.
    advice: bool,
}

/// What the worker answered: the move, or nothing to do (the seat had no task).
enum Answered {
    Act(Move),
    Nothing,
}

/// The move being prepared.
struct Pending {
    turn: ComputerTurn,
    /// When the pause is over.
    due: Instant,
    /// The worker's answer, once it came.
    answer: Option<Answered>,
}

/// The computer players of the game in progress.
pub(super) struct ComputerPlayers {
    jobs: mpsc::Sender<Job>,
    answers: mpsc::Receiver<Answer>,
    pending: Option<Pending>,
    /// A computer partner's advice on who hands in its team's card: the turn asked for, and
    /// the member it would name once it answered.
    advice: Option<(ComputerTurn, Option<PlayerId>)>,
    /// A turn whose move the engine refused (never, by the policy's promise): not asked
    /// again, so a bad answer cannot spin.
    refused: Option<ComputerTurn>,
    pause: PauseFn,
}

impl ComputerPlayers {
    /// Starts the worker (it reads what the computer knows of the built-in cards first, then
    /// of the game's imported cards: what the pictures show and what the table taught),
    /// waking the window through `ctx` when an answer is ready. Between jobs it prepares the
    /// clues of the hands it was shown, so that a later telling does not wait for them.
    pub(super) fn start(ctx: &egui::Context, pause: PauseFn, cards: ImportedCards) -> Self {
        let (jobs, job_queue) = mpsc::channel::<Job>();
        let (answer_to, answers) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("computer players".into())
            .spawn(move || {
                let knowledge = CardKnowledge::builtin().or_else(|error| {
                    log::error!("the computer players cannot read their card knowledge: {error}");
                    CardKnowledge::new()
                });
                let mut knowledge = match knowledge {
                    Ok(knowledge) => knowledge,
                    Err(error) => {
                        log::error!("the computer players cannot read their lexicons: {error}");
                        return;
                    }
                };
                let ImportedCards {
                    pictures,
                    mut decks,
                    library,
                    ..
                } = cards;
                for (card, picture) in &pictures {
                    knowledge.add_picture(*card, picture);
                }
                for deck in &decks {
                    knowledge.add_learning(&deck.learning, &deck.ids);
                }
                // Cards whose clues to prepare while no job waits (the hands of the seats
                // that asked), so that a telling later finds them ready.
                let mut to_prepare: VecDeque<(CardId, Language, Level)> = VecDeque::new();
                loop {
                    let job = match job_queue.try_recv() {
                        Ok(job) => job,
                        Err(mpsc::TryRecvError::Disconnected) => return,
                        Err(mpsc::TryRecvError::Empty) => {
                            if let Some((card, language, level)) = to_prepare.pop_front() {
                                knowledge.prepare_card_clues(card, language, level);
                                continue;
                            }
                            match job_queue.recv() {
                                Ok(job) => job,
                                Err(_) => return,
                            }
                        }
                    };
                    let (turn, view, language, advice) = match job {
                        Job::Decide {
                            turn,
                            view,
                            language,
                            advice,
                        } => (turn, view, language, advice),
                        Job::Learn(taught) => {
                            learn(&knowledge, &mut decks, library.as_ref(), &taught);
                            continue;
                        }
                    };
                    let one = decide(&view, &knowledge, turn.level, language, turn.seed);
                    let hand = view.hand.iter().map(|card| (*card, language, turn.level));
                    to_prepare.extend(hand);
                    let answer = Answer { turn, one, advice };
                    if answer_to.send(answer).is_err() {
                        return;
                    }
                    ctx.request_repaint();
                }
            });
        if let Err(error) = spawned {
            log::error!("cannot start the computer players: {error}");
        }
        ComputerPlayers {
            jobs,
            answers,
            pending: None,
            advice: None,
            refused: None,
            pause,
        }
    }

    /// Learns from a turn with a person's clue (on the worker), for the next game.
    pub(super) fn learn(&self, taught: TaughtTurn) {
        if self.jobs.send(Job::Learn(taught)).is_err() {
            log::error!("the computer players' worker has stopped");
        }
    }

    /// The seat thinking now, if any.
    pub(super) fn thinking(&self) -> Option<PlayerId> {
        self.pending.as_ref().map(|p| p.turn.seat)
    }

    /// Between frames: asks the worker for the move due, applies the moves that are ready
    /// and whose pause is over, and wakes the window when the next pause ends.
    pub(super) fn poll(&mut self, hotseat: &mut HotSeat, ctx: &egui::Context, language: Language) {
        while let Ok(answer) = self.answers.try_recv() {
            if answer.advice {
                if let Some((turn, named)) = &mut self.advice
                    && *turn == answer.turn
                    && let Some(Move::NameGiver { player }) = answer.one
                {
                    *named = Some(player);
                }
                continue;
            }
            if let Some(pending) = &mut self.pending
                && pending.turn == answer.turn
            {
                pending.answer = Some(match answer.one {
                    Some(one) => Answered::Act(one),
                    None => Answered::Nothing,
                });
            }
        }
        let adviser = hotseat.giver_adviser();
        if self.advice.as_ref().map(|(turn, _)| *turn) != adviser {
            self.advice = adviser.map(|turn| {
                self.send(turn, hotseat, language, true);
                (turn, None)
            });
        }
        // At most one move per seat and moment; a few in a row when the pauses are zero.
        for _ in 0..=hotseat.tokens().len() {
            let wanted = hotseat.computer_turn().filter(|t| self.refused != Some(*t));
            if self.pending.as_ref().map(|p| p.turn) != wanted {
                self.pending = wanted.map(|turn| self.ask(turn, hotseat, language));
            }
            let Some(pending) = &mut self.pending else {
                return;
            };
            let now = Instant::now();
            if now < pending.due {
                ctx.request_repaint_after(pending.due - now);
                return;
            }
            let Some(answer) = pending.answer.take() else {
                return; // the worker wakes the window when it answers
            };
            let pending_turn = pending.turn;
            let seat = pending_turn.seat;
            self.pending = None;
            match answer {
                Answered::Act(one)
                    if hotseat.submit(Source::Computer, Some(seat), &one).is_ok() => {}
                Answered::Act(one) => {
                    log::warn!("a computer player's move was refused: {one:?}");
                    self.refused = Some(pending_turn);
                    return;
                }
                Answered::Nothing => {
                    log::warn!("a computer player found nothing to do");
                    self.refused = Some(pending_turn);
                    return;
                }
            }
        }
    }

    /// What a computer partner would choose for its team, while a person chooses: its seat
    /// and the member it would name.
    pub(super) fn advice(&self) -> Option<(PlayerId, PlayerId)> {
        self.advice
            .as_ref()
            .and_then(|(turn, named)| named.map(|n| (turn.seat, n)))
    }

    /// Sends `turn` to the worker (clues in the screens' `language`), for a move or advice.
    fn send(&self, turn: ComputerTurn, hotseat: &HotSeat, language: Language, advice: bool) {
        let job = Job::Decide {
            turn,
            view: Box::new(hotseat.player_view(turn.seat)),
            language,
            advice,
        };
        if self.jobs.send(job).is_err() {
            log::error!("the computer players' worker has stopped");
        }
    }

    /// Sends `turn` to the worker for a move; the pause starts now.
    fn ask(&self, turn: ComputerTurn, hotseat: &HotSeat, language: Language) -> Pending {
        self.send(turn, hotseat, language, false);
        Pending {
            turn,
            due: Instant::now() + (self.pause)(turn.task, turn.only_computers_left),
            answer: None,
        }
    }
}

/// Teaches each deck of the game what the turn taught about its cards, and keeps it.
fn learn(
    knowledge: &CardKnowledge,
    decks: &mut [GameDeck],
    library: Option<&crate::library::Library>,
    taught: &TaughtTurn,
) {
    for deck in decks {
        let mine = |hash: &String| deck.ids.contains_key(hash);
        let turn = TableTurn {
            clue: &taught.clue,
            language: taught.language,
            storyteller_card: (taught.storyteller_card.as_ref())
                .filter(|h| mine(h))
                .map(String::as_str),
            handed_in: (taught.handed_in.iter().filter(|h| mine(h)))
                .map(String::as_str)
                .collect(),
            voted: (taught.voted.iter().filter(|h| mine(h)))
                .map(String::as_str)
                .collect(),
        };
        if turn.storyteller_card.is_none() && turn.handed_in.is_empty() && turn.voted.is_empty() {
            continue;
        }
        deck.learning.learn(knowledge, &turn);
        if let Some(library) = library
            && let Err(error) = library.save_learning(&deck.slug, &deck.learning)
        {
            log::warn!("what the computer learned cannot be kept: {error}");
        }
    }
}
