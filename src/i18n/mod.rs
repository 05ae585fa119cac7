//! Every word a player reads, in Dutch, English, French and Brazilian Portuguese.
//!
//! UI strings live in Fluent files under `locales/<lang>/*.ftl`, embedded in the binary at
//! compile time; the full rules are one Markdown file per language (`locales/<lang>/rules.md`).
//! Screens ask for text with the [`t!`](crate::t) macro by message id:
//!
//! ```
//! fabula::i18n::set_language(fabula::i18n::Language::Nl);
//! assert_eq!(fabula::t!("common-points", count = 1), "1 punt");
//! assert_eq!(fabula::t!("common-points", count = 2), "2 punten");
//! ```
//!
//! The language is per thread: the app sets it at the start of every frame from its settings,
//! so parallel tests (each driving its own app on its own thread) never see each other's choice.

mod bundles;
mod language;
pub mod typography;

pub use language::Language;

use fluent_templates::fluent_bundle::{FluentArgs, FluentValue};
use std::cell::Cell;

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::En) };
}

/// Sets the language of this thread's text.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language of this thread's text.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// The text of message `id` in the current language (English where a translation is missing;
/// the id itself for an unknown id, which the tests rule out).
pub fn tr(id: &str) -> String {
    lookup(language(), id, None)
}

/// The text of message `id` in `language`, if that language has it (no English stand-in):
/// for texts that have another source when a language lacks them.
pub fn tr_in(language: Language, id: &str) -> Option<String> {
    bundles::format(language, id, None)
}

/// The text of message `id` with named arguments (numbers choose plural forms).
pub fn tr_args(id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    lookup(language(), id, Some(&fluent))
}

/// The message in `language`, else in English, else its id.
fn lookup(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    bundles::format(language, id, args)
        .or_else(|| bundles::format(Language::En, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// A value usable as a Fluent argument: text, or a number (which picks the plural form).
pub trait Arg {
    /// The Fluent value.
    fn into_fluent(self) -> FluentValue<'static>;
}

impl Arg for &str {
    fn into_fluent(self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

impl Arg for String {
    fn into_fluent(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn into_fluent(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

macro_rules! number_args {
    ($($ty:ty),*) => {$(
        impl Arg for $ty {
            fn into_fluent(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}

number_args!(u8, u16, u32, u64, usize, i32, i64);

/// Converts a value for [`tr_args`] (used by the [`t!`](crate::t) macro).
pub fn arg(value: impl Arg) -> FluentValue<'static> {
    value.into_fluent()
}

/// The text of a message in the current language: `t!("id")`, or with arguments
/// `t!("id", name = value, count = 3)`. Ids are string literals so a test can find every id
/// the code uses.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args($id, &[$((stringify!($name), $crate::i18n::arg($value))),+])
    };
}

/// The Fluent files every language's words are built from, by area (`locales/<lang>/<area>.ftl`).
pub fn areas() -> &'static [&'static str] {
    bundles::AREAS
}

/// The full rules in `language`, as Markdown.
pub fn rules_markdown(language: Language) -> &'static str {
    match language {
        Language::Nl => include_str!("../../locales/nl/rules.md"),
        Language::En => include_str!("../../locales/en/rules.md"),
        Language::Fr => include_str!("../../locales/fr/rules.md"),
        Language::PtBr => include_str!("../../locales/pt-BR/rules.md"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_follow_each_language() {
        let cases = [
            (Language::Nl, "1 punt", "2 punten"),
            (Language::En, "1 point", "2 points"),
            (Language::Fr, "1 point", "2 points"),
            (Language::PtBr, "1 ponto", "2 pontos"),
        ];
        for (language, one, two) in cases {
            set_language(language);
            assert_eq!(crate::t!("common-points", count = 1), one);
            assert_eq!(crate::t!("common-points", count = 2), two);
        }
        set_language(Language::Fr);
        assert_eq!(crate::t!("common-points", count = 0), "0 point");
    }

    #[test]
    fn brazilian_zero_is_plural_and_one_singular() {
        set_language(Language::PtBr);
        let standing = |score: u32| crate::t!("table-standing-label", name = "Ana", score = score);
        assert_eq!(standing(0), "Ana: 0 pontos");
        assert_eq!(standing(1), "Ana: 1 ponto");
        assert_eq!(standing(2), "Ana: 2 pontos");
        assert_eq!(crate::t!("table-slot-votes", votes = 0), "0 votos");
        assert_eq!(
            crate::t!("library-cards-on", count = 0),
            "0 cartas ativadas."
        );
        set_language(Language::Fr);
        let nb = typography::NO_BREAK_SPACE;
        let standing = crate::t!("table-standing-label", name = "Ana", score = 0);
        assert_eq!(standing, format!("Ana{nb}: 0 point"));
        set_language(Language::En);
    }

    #[test]
    fn unknown_ids_show_themselves() {
        assert_eq!(tr("no-such-message"), "no-such-message");
    }
}
