//! Tales: the second built-in deck, a grammar of stories rather than of objects. From a seed:
//! a place you could stand in, a protagonist (or two) doing something there, the weather and
//! time of day, and one of five painting styles. The tags say truthfully what was drawn.

mod actions;
mod cast;
mod duos;
mod figure;
mod heads;
mod look;
mod outside;
mod places;
mod pose;
mod props;
mod rooms;
mod stage;
pub mod style;
mod waters;
mod weather;

use fabula::deck::CardTags;

use crate::canvas::Canvas;
use crate::rng::Rng;
use crate::scene::{CARD_HEIGHT, CARD_WIDTH, Painted};
use actions::{ACTIONS, Action};
use cast::{CAST, Kind};
use duos::{DUOS, Duo};
use look::{Look, Weather};
use places::{PLACES, Place, Set, Spot};
use stage::Stage;
use style::Style;

/// What happens on the card.
pub enum Story {
    /// One protagonist doing something.
    Alone(&'static Kind, &'static Action),
    /// Two characters together.
    Together(&'static Kind, &'static Kind, &'static Duo),
}

/// The choices a seed makes, before any painting.
pub struct Recipe {
    pub place: &'static Place,
    pub style: Style,
    pub weather: Weather,
    pub story: Story,
}

const WEATHERS: &[(Weather, f32)] = &[
    (Weather::Clear, 0.34),
    (Weather::Rain, 0.12),
    (Weather::Snow, 0.1),
    (Weather::Fog, 0.1),
    (Weather::Wind, 0.08),
    (Weather::Autumn, 0.1),
    (Weather::Blossom, 0.1),
    (Weather::UpwardRain, 0.06),
];

/// A stand-in for the place's set before it is painted, for choosing an action that suits it.
fn sketch(place: &Place) -> Set {
    let mut set = if place.indoors {
        Set::inside(0.0, 400.0)
    } else {
        Set::outside(0.0, 400.0)
    };
    if place.water {
        set = set.with(Spot::Water(0.0));
    }
    if place.name == "bedroom" {
        set = set.with(Spot::Bed(0.0, 0.0, [0.0; 3]));
    }
    set
}

impl Recipe {
    pub fn from_seed(seed: u64) -> Recipe {
        let mut rng = Rng::new(seed ^ 0x7A1E_0000);
        let place = rng.pick(PLACES);
        // Glow is Dreams' style: one tale in six keeps it, the others share four new ones.
        let style = if rng.chance(0.16) {
            Style::Glow
        } else {
            *rng.pick(&Style::ALL[1..])
        };
        let weather = if place.indoors && !rng.chance(0.08) {
            Weather::Clear
        } else {
            let mut roll = rng.unit();
            WEATHERS
                .iter()
                .find(|(_, p)| {
                    roll -= p;
                    roll < 0.0
                })
                .map_or(Weather::Clear, |(w, _)| *w)
        };
        let hero = rng.pick(CAST);
        let story = if rng.chance(0.22) {
            let other = rng.pick(CAST);
            Story::Together(hero, other, rng.pick(DUOS))
        } else {
            let set = sketch(place);
            let fitting: Vec<&'static Action> =
                ACTIONS.iter().filter(|a| (a.fits)(&set, hero)).collect();
            let action = *rng.pick(&fitting);
            Story::Alone(hero, action)
        };
        Recipe {
            place,
            style,
            weather,
            story,
        }
    }

    /// The protagonist's tag.
    pub fn hero(&self) -> &'static str {
        match self.story {
            Story::Alone(k, _) | Story::Together(k, _, _) => k.name,
        }
    }

    /// The action's tag.
    pub fn action(&self) -> &'static str {
        match self.story {
            Story::Alone(_, a) => a.name,
            Story::Together(_, _, d) => d.name,
        }
    }
}

/// Paints the tale for `seed`. Same seed, same pixels.
pub fn paint(seed: u64) -> Option<Painted> {
    let recipe = Recipe::from_seed(seed);
    let mut rng = Rng::new(seed ^ 0x7A1E_C0DE);
    let look = Look::choose(&mut rng, recipe.weather, recipe.place.indoors);
    let mood = *rng.pick(look.moods);
    let canvas = Canvas::new(CARD_WIDTH, CARD_HEIGHT)?;
    let mut stage = Stage::new(canvas, look, recipe.style, seed);
    let set = (recipe.place.paint)(&mut stage);
    let flip = actions::choose_side(&mut stage);
    let (relation, second) = match recipe.story {
        Story::Alone(hero, action) => {
            (action.act)(&mut stage, &set, hero, flip);
            ("alone", None)
        }
        Story::Together(hero, other, duo) => {
            (duo.meet)(&mut stage, &set, hero, other, flip);
            (duo.name, Some(other.name))
        }
    };
    weather::overlay(&mut stage);
    let (paper, ink) = (stage.look.paper, stage.look.ink);
    let mut finish_rng = rng.fork(3);
    let noise = stage.noise.clone();
    recipe
        .style
        .finish(&mut stage.canvas, paper, ink, &noise, &mut finish_rng);
    let hero = recipe.hero();
    let mut motifs = vec![hero.to_string()];
    if let Some(second) = second
        && second != hero
    {
        motifs.push(second.to_string());
    }
    for m in &stage.drawn {
        if !motifs.iter().any(|n| n == m) {
            motifs.push((*m).to_string());
        }
    }
    let title = crate::tale_titles::title_of(seed)
        .map_or_else(|| working_title(&recipe), |t| t.en.to_string());
    Some(Painted {
        image: stage.canvas.to_rgb_image(),
        title,
        tags: CardTags {
            layout: recipe.place.name.to_string(),
            motifs,
            palette: stage.look.name.to_string(),
            mood: mood.to_string(),
            relation: relation.to_string(),
            protagonist: hero.to_string(),
            action: recipe.action().to_string(),
        },
    })
}

/// A plain title for an uncurated candidate.
fn working_title(recipe: &Recipe) -> String {
    let text = match recipe.story {
        Story::Alone(hero, action) => {
            format!("The {} {} ({})", hero.name, action.name, recipe.place.name)
        }
        Story::Together(a, b, duo) => format!("{} and {}: {}", a.name, b.name, duo.name),
    };
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// What a candidate is, without painting it: style, weather and story (for choosing seeds).
pub fn describe(seed: u64) -> String {
    let r = Recipe::from_seed(seed);
    format!(
        "{}\t{}\t{:?}\t{}\t{}",
        r.place.name,
        r.style.name(),
        r.weather,
        r.hero(),
        r.action()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recipes_cover_places_styles_cast_and_actions() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..3000 {
            let r = Recipe::from_seed(seed);
            seen.insert(r.place.name);
            seen.insert(r.style.name());
            seen.insert(r.hero());
            seen.insert(r.action());
        }
        for name in PLACES.iter().map(|p| p.name) {
            assert!(seen.contains(name), "{name}");
        }
        for name in CAST.iter().map(|k| k.name) {
            assert!(seen.contains(name), "{name}");
        }
        for name in ACTIONS
            .iter()
            .map(|a| a.name)
            .chain(DUOS.iter().map(|d| d.name))
        {
            assert!(seen.contains(name), "{name}");
        }
        for style in Style::ALL {
            assert!(seen.contains(style.name()));
        }
    }

    #[test]
    fn every_look_is_readable_against_its_paper() {
        for look in Look::all() {
            let luma = |c: [f32; 3]| 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
            assert!(luma(look.paper) - luma(look.ink) > 0.5, "{}", look.name);
        }
    }
}
