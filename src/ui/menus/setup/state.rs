//! The set-up being edited: seats, rule set, how the game ends, who tells first, and in Team
//! Dixit the teams. Pure: the seating order, tokens and names a game starts with are computed
//! here (and unit-tested), the screen only edits them.

use crate::computer::Level;
use crate::engine::{EndCondition, RuleSet};
use crate::hotseat::Controller;
use crate::persist::SavedPlayer;
use crate::t;
use crate::ui::widgets::{TOKENS, partner_of, team_default_name};

/// Names offered to new seats, so that a quick game needs no typing.
const DEFAULT_NAMES: [&str; 12] = [
    "Ada", "Bruno", "Chloé", "Daan", "Élise", "Femke", "Gaspard", "Hugo", "Inês", "João", "Karel",
    "Lúcia",
];

/// Names offered to computer players: their own, so the table tells them from people.
const COMPUTER_NAMES: [&str; 12] = [
    "Nova", "Pixel", "Echo", "Orion", "Luma", "Vega", "Atlas", "Iris", "Zephyr", "Cosmo", "Mira",
    "Quill",
];

/// One seat being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The player's name as typed.
    pub name: String,
    /// Index into [`TOKENS`] (in Team Dixit the team's colour decides instead).
    pub token: usize,
    /// A computer player of this level plays the seat; `None`: a person.
    pub computer: Option<Level>,
}

/// A team of Team Dixit: seats `2t` and `2t + 1` of the set-up list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamSetup {
    /// The team's name as typed.
    pub name: String,
    /// The team's colour: index into [`TOKENS`] (its first member has that token, the second
    /// its partner: the same colour, another shape).
    pub colour: usize,
}

/// How the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndMode {
    /// At the end of the turn in which someone reached [`SetupState::target`] points.
    Points,
    /// When every player has told [`SetupState::tellings`] times.
    Tellings,
}

/// The set-up being edited. Seat order is storyteller order, except in Team Dixit, where the
/// list holds the teams pair by pair and [`SetupState::seating`] seats teammates opposite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupState {
    /// The seats, clockwise (Team Dixit: pair by pair).
    pub seats: Vec<SeatSetup>,
    /// The rule set.
    pub rules: RuleSet,
    /// Points that end the game ([`EndMode::Points`]).
    pub target: u32,
    /// Times each player tells ([`EndMode::Tellings`]).
    pub tellings: u32,
    /// How the game ends.
    pub end_mode: EndMode,
    /// Seat index (in `seats`) of the first storyteller, or `None` for a random one.
    pub starter: Option<usize>,
    /// Team Dixit: one team per pair of seats.
    pub teams: Vec<TeamSetup>,
    /// Players may hold their hand on their phones (the game listens on the network).
    pub phones: bool,
    /// The game plays with the hourglass (a house rule; off unless chosen).
    pub hourglass: bool,
    /// The hourglass's times, kept while it is off.
    pub hourglass_times: crate::hotseat::HourglassTimes,
    /// Companion mode: the table plays its own physical cards; the game keeps the secrets
    /// and the score (no deck needed, no computer players).
    pub cards_on_table: bool,
}

impl Default for SetupState {
    fn default() -> Self {
        SetupState {
            seats: (0..4)
                .map(|i| SeatSetup {
                    name: DEFAULT_NAMES[i].to_owned(),
                    token: i,
                    computer: None,
                })
                .collect(),
            rules: RuleSet::Classic,
            target: 30,
            tellings: 1,
            end_mode: EndMode::Points,
            starter: None,
            teams: Vec::new(),
            phones: false,
            hourglass: false,
            hourglass_times: crate::hotseat::HourglassTimes::default(),
            cards_on_table: false,
        }
    }
}

impl SetupState {
    /// Chooses a rule set, with its usual end: points for the classic games, one telling
    /// each for Party and Team Dixit.
    pub fn choose_rules(&mut self, rules: RuleSet) {
        self.rules = rules;
        self.end_mode = match rules.default_end() {
            EndCondition::TargetScore(_) => EndMode::Points,
            EndCondition::Tellings(_) => EndMode::Tellings,
        };
        self.sync_teams();
    }

    /// How the game ends, for the engine.
    pub fn end(&self) -> EndCondition {
        match self.end_mode {
            EndMode::Points => EndCondition::TargetScore(self.target),
            EndMode::Tellings => EndCondition::Tellings(self.tellings),
        }
    }

    /// The number of turns a game that ends by tellings lasts.
    pub fn turns(&self) -> u32 {
        self.tellings * self.seats.len() as u32
    }

    /// Adds a seat with a free token and a default name.
    pub fn add_seat(&mut self) {
        let used: Vec<usize> = self.seats.iter().map(|s| s.token).collect();
        let token = (0..TOKENS.len()).find(|t| !used.contains(t)).unwrap_or(0);
        let name = DEFAULT_NAMES
            .iter()
            .find(|n| !self.seats.iter().any(|s| s.name.trim() == **n))
            .map_or_else(|| t!("setup-default-name"), |n| (*n).to_owned());
        self.seats.push(SeatSetup {
            name,
            token,
            computer: None,
        });
        self.sync_teams();
    }

    /// Seat `i` played by the next choice: a person, then a computer player of each level
    /// from the gentlest, then a person again. A seat becoming a computer player takes a
    /// computer's name if it had a name offered to people (and the other way round).
    pub fn next_player_kind(&mut self, i: usize) {
        let Some(seat) = self.seats.get(i) else {
            return;
        };
        let next = match seat.computer {
            None => Some(Level::Dreamer),
            Some(level) => Level::from_number(level.number() + 1),
        };
        let name = seat.name.trim().to_owned();
        let offered = |names: &[&str]| name.is_empty() || names.contains(&name.as_str());
        let rename = match (seat.computer.is_some(), next.is_some()) {
            (false, true) if offered(&DEFAULT_NAMES) => Some(&COMPUTER_NAMES),
            (true, false) if offered(&COMPUTER_NAMES) => Some(&DEFAULT_NAMES),
            _ => None,
        };
        if let Some(names) = rename {
            let free = names
                .iter()
                .find(|n| !self.seats.iter().any(|s| s.name.trim() == **n));
            if let Some(free) = free {
                (*free).clone_into(&mut self.seats[i].name);
            }
        }
        self.seats[i].computer = next;
    }

    /// Who plays each seat, in seating order (people at this computer until a phone joins).
    pub fn controllers_in_play(&self) -> Vec<Controller> {
        self.seating()
            .into_iter()
            .map(|i| match self.seats[i].computer {
                Some(level) => Controller::Computer(level),
                None => Controller::Laptop,
            })
            .collect()
    }

    /// Whether at least one person plays (a table of computers alone has nobody to watch).
    pub fn has_a_person(&self) -> bool {
        self.seats.iter().any(|s| s.computer.is_none())
    }

    /// Gives seat `i` the next token nobody else holds.
    pub fn next_token(&mut self, i: usize) {
        let used: Vec<usize> = self.seats.iter().map(|s| s.token).collect();
        let start = self.seats[i].token;
        if let Some(t) = (1..TOKENS.len())
            .map(|d| (start + d) % TOKENS.len())
            .find(|t| !used.contains(t))
        {
            self.seats[i].token = t;
        }
    }

    /// Moves seat `i` by `delta` (0 removes it), keeping the chosen first storyteller on the
    /// same person. In Team Dixit moving a player across a pair changes partners.
    pub fn move_seat(&mut self, i: usize, delta: isize) {
        let starter_name = self
            .starter
            .and_then(|s| self.seats.get(s))
            .map(|s| s.name.clone());
        if delta == 0 {
            self.seats.remove(i);
        } else {
            let j = i.saturating_add_signed(delta).min(self.seats.len() - 1);
            self.seats.swap(i, j);
        }
        self.starter = starter_name.and_then(|name| self.seats.iter().position(|s| s.name == name));
        self.sync_teams();
    }

    /// Keeps one team per pair of seats in Team Dixit (new pairs get a free colour and its
    /// name), and none otherwise.
    pub fn sync_teams(&mut self) {
        if self.rules != RuleSet::Team {
            self.teams.clear();
            return;
        }
        let pairs = self.seats.len() / 2;
        self.teams.truncate(pairs);
        while self.teams.len() < pairs {
            let used: Vec<usize> = self.teams.iter().map(|t| t.colour).collect();
            let colour = (0..TOKENS.len()).find(|c| !used.contains(c)).unwrap_or(0);
            self.teams.push(TeamSetup {
                name: team_default_name(colour),
                colour,
            });
        }
    }

    /// Gives team `t` the next colour no other team has; a name still the old colour's
    /// default follows the colour.
    pub fn next_team_colour(&mut self, t: usize) {
        let used: Vec<usize> = self.teams.iter().map(|team| team.colour).collect();
        let Some(team) = self.teams.get_mut(t) else {
            return;
        };
        if let Some(colour) = (1..TOKENS.len())
            .map(|d| (team.colour + d) % TOKENS.len())
            .find(|c| !used.contains(c))
        {
            if team.name.trim() == team_default_name(team.colour) {
                team.name = team_default_name(colour);
            }
            team.colour = colour;
        }
    }

    /// The team seat `i` belongs to, when seats are teams.
    pub fn team_of(&self, i: usize) -> Option<usize> {
        (self.teamed() && i < self.seats.len()).then_some(i / 2)
    }

    /// Whether seats are teams here (Team Dixit with a pair for everyone).
    fn teamed(&self) -> bool {
        self.rules == RuleSet::Team && self.teams.len() * 2 == self.seats.len()
    }

    /// The seats (indexes into `seats`) in the order they sit and tell: as listed, or in Team
    /// Dixit every team's first member, then every team's second, so teammates sit opposite.
    pub fn seating(&self) -> Vec<usize> {
        if !self.teamed() {
            return (0..self.seats.len()).collect();
        }
        let pairs = self.teams.len();
        (0..pairs)
            .map(|t| 2 * t)
            .chain((0..pairs).map(|t| 2 * t + 1))
            .collect()
    }

    /// The token of seat `i` (an index into `seats`): its own, or its team's colour.
    pub fn token_of(&self, i: usize) -> usize {
        if self.teamed()
            && let Some(team) = self.teams.get(i / 2)
        {
            return if i.is_multiple_of(2) {
                team.colour
            } else {
                partner_of(team.colour)
            };
        }
        self.seats.get(i).map_or(0, |s| s.token)
    }

    /// The players' names in seating order.
    pub fn names_in_play(&self) -> Vec<String> {
        self.seating()
            .into_iter()
            .map(|i| self.seats[i].name.trim().to_owned())
            .collect()
    }

    /// The tokens in seating order.
    pub fn tokens_in_play(&self) -> Vec<usize> {
        self.seating()
            .into_iter()
            .map(|i| self.token_of(i))
            .collect()
    }

    /// The teams' names in the engine's team order (team `t` is seats `t` and `t + teams`
    /// of the seating, which [`SetupState::seating`] makes pair `t` of the list).
    pub fn team_names(&self) -> Vec<String> {
        if !self.teamed() {
            return Vec::new();
        }
        self.teams
            .iter()
            .map(|t| t.name.trim().to_owned())
            .collect()
    }

    /// Offers the players of a game (as they sat, with their tokens) for the next one: the set
    /// of a resumed game. Team Dixit's seating goes back to pairs, with the teams' names and
    /// colours.
    pub fn take_players_of(&mut self, config: &crate::engine::GameConfig, players: &[SavedPlayer]) {
        let seat = |i: usize| SeatSetup {
            name: config.players.get(i).cloned().unwrap_or_default(),
            token: players
                .get(i)
                .map_or(i, |p| usize::from(p.token) % TOKENS.len()),
            computer: players.get(i).and_then(|p| p.computer),
        };
        let count = config.players.len();
        self.rules = config.rules;
        self.starter = None;
        if config.rules == RuleSet::Team && count.is_multiple_of(2) {
            let teams = count / 2;
            self.seats = (0..teams)
                .flat_map(|t| [seat(t), seat(t + teams)])
                .collect();
            self.teams = (0..teams)
                .map(|t| {
                    let colour = seat(t).token;
                    let name = config
                        .team_names
                        .get(t)
                        .cloned()
                        .unwrap_or_else(|| team_default_name(colour));
                    TeamSetup { name, colour }
                })
                .collect();
        } else {
            self.seats = (0..count).map(seat).collect();
        }
        self.end_mode = match config.end {
            EndCondition::TargetScore(points) => {
                self.target = points;
                EndMode::Points
            }
            EndCondition::Tellings(times) => {
                self.tellings = times;
                EndMode::Tellings
            }
        };
        self.sync_teams();
    }

    /// The first storyteller's place in the seating order, if one was chosen.
    pub fn starter_in_play(&self) -> Option<usize> {
        let starter = self.starter?;
        self.seating().iter().position(|i| *i == starter)
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
