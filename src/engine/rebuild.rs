//! Turning a stored state (a save from before records existed) into the actions that made it.
//!
//! The history of finished turns and the current turn say what every player did; those
//! actions are replayed through `apply` and the result must equal the stored state, field for
//! field, RNG included. So an old save is held to the same checks as a new one: a move the
//! engine refuses is named, and a stored fact that does not follow from the moves (a score,
//! a winner, a turn number) is named with the move after which it should have shown.

use super::action::Action;
use super::difference::{differs, finish, record_difference};
use super::ids::{CardId, PlayerId, TeamId};
use super::rebuild_error::RebuildError;
use super::record::{RecordedGame, ReplayError};
use super::state::{GameState, Phase, TurnRecord};

impl GameState {
    /// The record whose replay is exactly this state, if there is one.
    pub fn rebuild_record(&self) -> Result<RecordedGame, RebuildError> {
        let fresh = RecordedGame::new(self.config.clone())
            .map_err(|e| RebuildError::Replay(ReplayError::Config(e)))?;
        if self.phase == Phase::ChooseStoryteller {
            return finish(fresh, self);
        }
        let Some(first) = self
            .history
            .first()
            .map(|r| r.storyteller)
            .or_else(|| self.storyteller())
        else {
            return finish(fresh, self);
        };
        // The first storyteller was either named or drawn with the game's RNG; the RNG's
        // state tells which, so both are tried and the one that gets further wins.
        let named = match self.rebuild_from(fresh.clone(), Some(first)) {
            Ok(game) => return Ok(game),
            Err(error) => error,
        };
        let mut probe = fresh.clone();
        let drawn_same = probe
            .apply(Action::ChooseStoryteller { player: None })
            .is_ok()
            && probe.state().storyteller() == Some(first);
        if !drawn_same {
            return Err(named);
        }
        match self.rebuild_from(fresh, None) {
            Ok(game) => Ok(game),
            Err(drawn) if drawn.move_number() > named.move_number() => Err(drawn),
            Err(_) => Err(named),
        }
    }

    fn rebuild_from(
        &self,
        mut game: RecordedGame,
        first: Option<PlayerId>,
    ) -> Result<RecordedGame, RebuildError> {
        play(&mut game, Action::ChooseStoryteller { player: first })?;
        for (index, record) in self.history.iter().enumerate() {
            if index > 0 {
                play(&mut game, Action::NextTurn)?;
            }
            self.replay_turn(&mut game, record)?;
            if game.state().history.get(index) != Some(record) {
                return Err(differs(
                    &game,
                    record_difference(game.state(), index, record),
                ));
            }
        }
        let finished_turn = matches!(self.phase, Phase::Reveal | Phase::GameOver);
        if !self.history.is_empty() && (!finished_turn || self.phase == Phase::GameOver) {
            play(&mut game, Action::NextTurn)?;
        }
        if !finished_turn {
            self.replay_current_turn(&mut game)?;
        }
        finish(game, self)
    }

    /// Plays a finished turn as its record shows it.
    fn replay_turn(
        &self,
        game: &mut RecordedGame,
        record: &TurnRecord,
    ) -> Result<(), RebuildError> {
        let storyteller = record.storyteller;
        let owned = |player: PlayerId| -> Vec<CardId> {
            record
                .board
                .iter()
                .filter(|b| b.owner == player)
                .map(|b| b.card)
                .collect()
        };
        let told = owned(storyteller);
        if self.params.clue_first {
            play(
                game,
                Action::GiveClue {
                    player: storyteller,
                    clue: record.clue.clone(),
                },
            )?;
        } else {
            play(
                game,
                Action::Tell {
                    player: storyteller,
                    card: told.first().copied().unwrap_or(CardId(u32::MAX)),
                    clue: record.clue.clone(),
                },
            )?;
        }
        if self.params.teams {
            for team in 0..self.team_count() {
                let members = self.team_members(TeamId(team as u8));
                if self.team_of(storyteller) == Some(TeamId(team as u8)) {
                    continue;
                }
                let giver = members
                    .into_iter()
                    .find(|m| !owned(*m).is_empty())
                    .unwrap_or(members[0]);
                play(game, Action::NameGiver { player: giver })?;
            }
        }
        let mut submissions: Vec<(PlayerId, Vec<CardId>)> = Vec::new();
        for player in self.players() {
            let mut cards = owned(player);
            if player == storyteller && !self.params.everyone_plays {
                cards.retain(|c| told.first() != Some(c));
            }
            if !cards.is_empty() {
                submissions.push((player, cards));
            }
        }
        submit_in_recorded_order(game, &submissions, record)?;
        for player in self.players() {
            let slots = record
                .votes
                .get(player.index())
                .cloned()
                .unwrap_or_default();
            let red = self.params.everyone_plays && player == storyteller;
            if slots.is_empty() && !red {
                continue;
            }
            let red_token = if red { record.red_token } else { None };
            play(
                game,
                Action::Vote {
                    player,
                    slots,
                    red_token,
                },
            )?;
        }
        Ok(())
    }

    /// Plays the unfinished current turn as far as the stored state has it.
    fn replay_current_turn(&self, game: &mut RecordedGame) -> Result<(), RebuildError> {
        let Some(turn) = &self.turn else {
            return Ok(());
        };
        if matches!(self.phase, Phase::Telling | Phase::Clue) {
            return Ok(());
        }
        let storyteller = turn.storyteller;
        let clue = turn.clue.clone().unwrap_or_default();
        let at = |list: &Vec<Vec<CardId>>, player: PlayerId| {
            list.get(player.index()).cloned().unwrap_or_default()
        };
        if self.params.clue_first {
            play(
                game,
                Action::GiveClue {
                    player: storyteller,
                    clue,
                },
            )?;
        } else {
            let card = at(&turn.submissions, storyteller)
                .first()
                .copied()
                .unwrap_or(CardId(u32::MAX));
            play(
                game,
                Action::Tell {
                    player: storyteller,
                    card,
                    clue,
                },
            )?;
        }
        for giver in turn.givers.iter().flatten() {
            play(game, Action::NameGiver { player: *giver })?;
        }
        if self.phase == Phase::NamingGivers {
            return Ok(());
        }
        for player in self.players() {
            let told = player == storyteller && !self.params.everyone_plays;
            let cards = at(&turn.submissions, player);
            if !told && !cards.is_empty() {
                play(game, Action::Submit { player, cards })?;
            }
        }
        for player in self.players() {
            if turn.voted.get(player.index()).copied().unwrap_or(false) {
                let slots = turn.votes.get(player.index()).cloned().unwrap_or_default();
                let red = self.params.everyone_plays && player == storyteller;
                play(
                    game,
                    Action::Vote {
                        player,
                        slots,
                        red_token: if red { turn.red_token } else { None },
                    },
                )?;
            }
        }
        Ok(())
    }
}

/// Hands in every submission. With two cards each (three players) the order each pair was
/// handed in is not recorded but decides the board, so each order is tried until the board
/// is the recorded one; if none gives it, the cards go in as the board lists them.
fn submit_in_recorded_order(
    game: &mut RecordedGame,
    submissions: &[(PlayerId, Vec<CardId>)],
    record: &TurnRecord,
) -> Result<(), RebuildError> {
    let pairs: Vec<usize> = (0..submissions.len())
        .filter(|i| submissions[*i].1.len() == 2)
        .collect();
    // A real game has at most two pairs; a damaged one is not worth more tries.
    let orders: u32 = if pairs.len() <= 4 {
        1 << pairs.len()
    } else {
        1
    };
    for order in 1..orders {
        let mut attempt = game.clone();
        let mut ok = true;
        for (i, (player, cards)) in submissions.iter().enumerate() {
            let mut cards = cards.clone();
            if let Some(bit) = pairs.iter().position(|p| *p == i)
                && order & (1 << bit) != 0
            {
                cards.reverse();
            }
            ok &= attempt
                .apply(Action::Submit {
                    player: *player,
                    cards,
                })
                .is_ok();
        }
        if ok && attempt.state().board() == record.board.as_slice() {
            *game = attempt;
            return Ok(());
        }
    }
    for (player, cards) in submissions {
        play(
            game,
            Action::Submit {
                player: *player,
                cards: cards.clone(),
            },
        )?;
    }
    Ok(())
}

fn play(game: &mut RecordedGame, action: Action) -> Result<(), RebuildError> {
    let index = game.actions().len();
    game.apply(action.clone()).map_err(|error| {
        RebuildError::Replay(ReplayError::refused(
            index,
            action,
            error,
            &game.state().config.players,
        ))
    })?;
    Ok(())
}

#[cfg(test)]
#[path = "rebuild_tests.rs"]
mod tests;
