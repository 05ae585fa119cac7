//! The Fluent bundles, one per language, built once from the files embedded at compile time.
//!
//! Each bundle counts by plural rules chosen for its language ([`Language::plural_rules`]):
//! Brazilian Portuguese puts zero in the plural ("Ana: 0 pontos"), where the rules CLDR
//! files under "pt" make 0 singular like 1.

use super::Language;
use fluent_templates::fluent_bundle::concurrent::FluentBundle;
use fluent_templates::fluent_bundle::{FluentArgs, FluentResource};
use std::sync::LazyLock;

/// Embeds every area's file in every language, and names the areas.
macro_rules! embed {
    ($($area:literal),* $(,)?) => {
        /// The Fluent files of each language, `locales/<lang>/<area>.ftl` (a test checks this
        /// list against the folders, so a new file is never left out).
        pub(super) const AREAS: &[&str] = &[$($area),*];

        /// The text of every Fluent file of `language`.
        fn sources(language: Language) -> Vec<&'static str> {
            match language {
                Language::Nl => vec![$(include_str!(concat!("../../locales/nl/", $area, ".ftl"))),*],
                Language::En => vec![$(include_str!(concat!("../../locales/en/", $area, ".ftl"))),*],
                Language::Fr => vec![$(include_str!(concat!("../../locales/fr/", $area, ".ftl"))),*],
                Language::PtBr => vec![$(include_str!(concat!("../../locales/pt-BR/", $area, ".ftl"))),*],
            }
        }
    };
}

embed!(
    "access",
    "app",
    "awards",
    "companion",
    "computer",
    "game",
    "hourglass",
    "joins",
    "library",
    "modes",
    "phones",
    "photos",
    "reasons",
    "saves",
    "seats",
    "sparks",
    "table",
    "text",
    "zoom",
);

/// The four bundles, in [`Language::ALL`] order.
static BUNDLES: LazyLock<[FluentBundle<FluentResource>; 4]> =
    LazyLock::new(|| Language::ALL.map(build));

fn build(language: Language) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![language.plural_rules()]);
    // Fluent wraps arguments in bidi isolation marks by default; all four languages run left
    // to right and the UI fonts have no glyph for the marks.
    bundle.set_use_isolating(false);
    for source in sources(language) {
        // A file that fails to parse keeps the messages it could read, and a message defined
        // twice keeps its last text: build defects the tests rule out (every file parses, no
        // id twice), so a player never meets them.
        let resource =
            FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| partial);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// Message `id` of `language` with `args`, if the language has it.
pub(super) fn format(language: Language, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let index = Language::ALL.iter().position(|l| *l == language)?;
    let bundle = &BUNDLES[index];
    let pattern = bundle.get_message(id)?.value()?;
    // A missing argument shows as its name in braces (the tests check every id's arguments).
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_templates::fluent_bundle::FluentValue;

    /// Each message of a Fluent file: its id, the variables it uses and those it selects on.
    fn messages(source: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for line in source.lines() {
            if line.starts_with(|c: char| c.is_ascii_alphabetic())
                && let Some((id, rest)) = line.split_once('=')
            {
                out.push((id.trim().to_owned(), rest.to_owned()));
            } else if line.starts_with(' ')
                && let Some((_, text)) = out.last_mut()
            {
                text.push_str(line);
            }
        }
        out.into_iter()
            .map(|(id, text)| {
                let mut variables = Vec::new();
                let mut selectors = Vec::new();
                for (i, _) in text.match_indices('$') {
                    let name: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    if text[i + 1 + name.len()..].trim_start().starts_with("->") {
                        selectors.push(name.clone());
                    }
                    variables.push(name);
                }
                (id, variables, selectors)
            })
            .collect()
    }

    #[test]
    fn every_brazilian_count_of_zero_is_said_in_the_plural() {
        let mut checked = 0;
        for source in sources(Language::PtBr) {
            for (id, variables, selectors) in messages(source) {
                if selectors.is_empty() {
                    continue;
                }
                let said = |count: u32| {
                    let mut args = FluentArgs::new();
                    for name in &variables {
                        let value = if selectors.contains(name) {
                            FluentValue::from(count)
                        } else {
                            FluentValue::from("X")
                        };
                        args.set(name.clone(), value);
                    }
                    format(Language::PtBr, &id, Some(&args)).unwrap()
                };
                // Zero takes the variant seven takes: the plural.
                assert_eq!(said(0), said(7).replace('7', "0"), "pt-BR {id}");
                checked += 1;
            }
        }
        assert!(checked > 50, "only {checked} messages count");
    }
}
