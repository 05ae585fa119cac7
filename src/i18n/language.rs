//! The four languages of the rulebooks and how the system's locale picks one.

use fluent_templates::LanguageIdentifier;
use fluent_templates::langid;

/// A language Fabula speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// Dutch (`nl`).
    Nl,
    /// English (`en`), also the fallback for any other system language.
    #[default]
    En,
    /// French (`fr`).
    Fr,
    /// Brazilian Portuguese (`pt-BR`).
    PtBr,
}

impl Language {
    /// Every language, in the order the picker shows them.
    pub const ALL: [Language; 4] = [Language::Nl, Language::En, Language::Fr, Language::PtBr];

    /// The language's place in [`Language::ALL`], for tables kept per language.
    pub fn index(self) -> usize {
        match self {
            Language::Nl => 0,
            Language::En => 1,
            Language::Fr => 2,
            Language::PtBr => 3,
        }
    }

    /// The code used in the settings and the `locales/` folder names.
    pub fn code(self) -> &'static str {
        match self {
            Language::Nl => "nl",
            Language::En => "en",
            Language::Fr => "fr",
            Language::PtBr => "pt-BR",
        }
    }

    /// The language's name in itself, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::Nl => "Nederlands",
            Language::En => "English",
            Language::Fr => "Français",
            Language::PtBr => "Português (Brasil)",
        }
    }

    /// The language of a locale tag such as `nl-BE`, `fr_CA.UTF-8`, `pt-BR` or `en`; any
    /// Portuguese gets Brazilian Portuguese, the only Portuguese here.
    pub fn from_code(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "nl" => Some(Language::Nl),
            "en" => Some(Language::En),
            "fr" => Some(Language::Fr),
            "pt" => Some(Language::PtBr),
            _ => None,
        }
    }

    /// The first of the system's preferred languages that Fabula speaks; English otherwise.
    pub fn from_system() -> Language {
        Self::first_known(sys_locale::get_locales())
    }

    /// The first tag of `tags` that names a language Fabula speaks; English otherwise.
    pub fn first_known(tags: impl IntoIterator<Item = impl AsRef<str>>) -> Language {
        tags.into_iter()
            .find_map(|tag| Self::from_code(tag.as_ref()))
            .unwrap_or_default()
    }

    /// The locale whose CLDR plural rules the language's messages count by. Brazilian usage
    /// puts zero in the plural ("0 pontos", "0 votos"), which the rules CLDR files under "pt"
    /// miss (they make 0 singular, like 1); the rules it gives European Portuguese (only 1 is
    /// singular) are Brazil's. French keeps its own: "0 point" is French.
    pub(super) fn plural_rules(self) -> LanguageIdentifier {
        match self {
            Language::Nl => langid!("nl"),
            Language::En => langid!("en"),
            Language::Fr => langid!("fr"),
            Language::PtBr => langid!("pt-PT"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn each_language_stands_at_its_index_in_all() {
        for (index, language) in Language::ALL.into_iter().enumerate() {
            assert_eq!(language.index(), index, "{language:?}");
        }
    }

    #[test]
    fn system_tags_map_to_the_nearest_language() {
        assert_eq!(Language::from_code("nl-BE"), Some(Language::Nl));
        assert_eq!(Language::from_code("fr_CA.UTF-8"), Some(Language::Fr));
        assert_eq!(Language::from_code("pt-PT"), Some(Language::PtBr));
        assert_eq!(Language::from_code("pt-BR"), Some(Language::PtBr));
        assert_eq!(Language::from_code("de-DE"), None);
        assert_eq!(Language::first_known(["de-DE", "fr-FR"]), Language::Fr);
        assert_eq!(Language::first_known(["ja-JP"]), Language::En);
        assert_eq!(Language::first_known(Vec::<String>::new()), Language::En);
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
    }
}
