//! The legal moves of a position: the full list (for tests, hints and AI seats) and a
//! cheap uniformly random pick per actor (for the simulator).

use super::action::Action;
use super::ids::{CardId, PlayerId, Slot};
use super::rng::GameRng;
use super::roles::Role;
use super::state::{GameState, Phase};

impl GameState {
    /// Every action `apply` would accept now, in canonical form (see [`Action::canonical`]):
    /// clues empty, card and slot lists sorted. Any clue up to the length limit is also legal,
    /// and so is companion mode's [`Action::ClaimAgain`] once someone has claimed: a
    /// correction of a mistake, not a move of the game, so it is not listed.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        let storyteller = self.storyteller();
        match self.phase() {
            Phase::ChooseStoryteller => {
                actions.push(Action::ChooseStoryteller { player: None });
                actions.extend(
                    self.present_players()
                        .into_iter()
                        .map(|p| Action::ChooseStoryteller { player: Some(p) }),
                );
            }
            Phase::Telling => {
                if let Some(player) = storyteller {
                    actions.extend(self.hand(player).iter().map(|card| Action::Tell {
                        player,
                        card: *card,
                        clue: String::new(),
                    }));
                }
            }
            Phase::Clue => actions.extend(storyteller.map(|player| Action::GiveClue {
                player,
                clue: String::new(),
            })),
            // A first choice, or a team naming its other member instead.
            Phase::NamingGivers => actions.extend(
                self.players()
                    .filter(|p| matches!(self.role(*p), Some(Role::Undecided | Role::Voter)))
                    .map(|player| Action::NameGiver { player }),
            ),
            Phase::Submitting if self.cards_on_table() => {
                let free = self.free_places();
                for player in self.players().filter(|p| !self.has_acted(*p)) {
                    for places in combinations(&free, self.places_to_claim(player)) {
                        actions.push(Action::Claim { player, places });
                    }
                }
            }
            Phase::Submitting => {
                for player in self.players().filter(|p| !self.has_acted(*p)) {
                    for cards in combinations(self.hand(player), self.params().cards_per_submission)
                    {
                        actions.push(Action::Submit { player, cards });
                    }
                }
            }
            Phase::Voting => {
                for player in self.players().filter(|p| !self.has_acted(*p)) {
                    self.push_votes(player, &mut actions);
                }
            }
            Phase::Reveal => actions.push(Action::NextTurn),
            Phase::GameOver => {}
        }
        actions
    }

    fn votable_slots(&self, player: PlayerId) -> Vec<Slot> {
        let own = self.own_slots(player);
        (0..self.board().len())
            .map(Slot::from_index)
            .filter(|slot| self.params().everyone_plays || !own.contains(slot))
            .collect()
    }

    fn push_votes(&self, player: PlayerId, actions: &mut Vec<Action>) {
        let slots = self.votable_slots(player);
        let red_slots: Vec<Option<Slot>> =
            if self.params().everyone_plays && self.storyteller() == Some(player) {
                (0..self.board().len())
                    .map(|i| Some(Slot::from_index(i)))
                    .collect()
            } else {
                vec![None]
            };
        for count in 1..=self.params().max_votes {
            for choice in combinations(&slots, count) {
                for red_token in &red_slots {
                    actions.push(Action::Vote {
                        player,
                        slots: choice.clone(),
                        red_token: *red_token,
                    });
                }
            }
        }
    }

    /// A uniformly random legal action for whoever acts first in seating order, without
    /// building the whole list (the simulator calls this millions of times). Team Dixit's
    /// teams only make first choices here, so every playout moves on.
    pub fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        let pick_cards = |hand: &[CardId], count: usize, rng: &mut GameRng| {
            let mut cards = hand.to_vec();
            rng.shuffle(&mut cards);
            cards.truncate(count);
            cards
        };
        let storyteller = self.storyteller();
        Some(match self.phase() {
            Phase::ChooseStoryteller => Action::ChooseStoryteller {
                player: (rng.below(2) == 0).then(|| {
                    let present = self.present_players();
                    present[rng.below(present.len())]
                }),
            },
            Phase::Telling => {
                let player = storyteller?;
                let hand = self.hand(player);
                Action::Tell {
                    player,
                    card: hand[rng.below(hand.len())],
                    clue: String::from("a dream"),
                }
            }
            Phase::Clue => Action::GiveClue {
                player: storyteller?,
                clue: String::from("a dream"),
            },
            // Only first choices: a change of mind is legal but never moves the game on.
            Phase::NamingGivers => {
                let undecided: Vec<PlayerId> = self
                    .players()
                    .filter(|p| self.role(*p) == Some(Role::Undecided))
                    .collect();
                Action::NameGiver {
                    player: undecided[rng.below(undecided.len())],
                }
            }
            Phase::Submitting if self.cards_on_table() => {
                let player = self.players().find(|p| !self.has_acted(*p))?;
                Action::Claim {
                    player,
                    places: pick_places(self.free_places(), self.places_to_claim(player), rng),
                }
            }
            Phase::Submitting => {
                let player = self.players().find(|p| !self.has_acted(*p))?;
                Action::Submit {
                    player,
                    cards: pick_cards(self.hand(player), self.params().cards_per_submission, rng),
                }
            }
            Phase::Voting => {
                let player = self.players().find(|p| !self.has_acted(*p))?;
                let mut slots = self.votable_slots(player);
                rng.shuffle(&mut slots);
                slots.truncate(1 + rng.below(self.params().max_votes));
                let red_token = (self.params().everyone_plays && storyteller == Some(player))
                    .then(|| Slot::from_index(rng.below(self.board().len())));
                Action::Vote {
                    player,
                    slots,
                    red_token,
                }
            }
            Phase::Reveal => Action::NextTurn,
            Phase::GameOver => return None,
        })
    }
}

/// `count` of `places` chosen by chance.
fn pick_places(mut places: Vec<Slot>, count: usize, rng: &mut GameRng) -> Vec<Slot> {
    rng.shuffle(&mut places);
    places.truncate(count);
    places
}

/// All `count`-element subsets of `items`, each sorted, for `count` of 1 or 2.
fn combinations<T: Copy + Ord>(items: &[T], count: usize) -> Vec<Vec<T>> {
    let mut sorted = items.to_vec();
    sorted.sort_unstable();
    match count {
        1 => sorted.iter().map(|item| vec![*item]).collect(),
        2 => sorted
            .iter()
            .enumerate()
            .flat_map(|(i, a)| sorted[i + 1..].iter().map(move |b| vec![*a, *b]))
            .collect(),
        _ => Vec::new(),
    }
}
