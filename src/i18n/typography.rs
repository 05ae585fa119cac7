//! French typography, one convention everywhere a player reads French: a no-break space
//! (U+00A0) before `;` `:` `!` `?` `%` and `»` and after `«`, so the mark never wraps onto a
//! line of its own, and the typographic apostrophe `’`.
//!
//! The Fluent files and the rules are written this way (a test reads them with
//! [`french_faults`]); text made at run time, such as a computer player's clue, is set with
//! [`french`].

/// The space French puts before a high punctuation mark.
pub const NO_BREAK_SPACE: char = '\u{00A0}';

/// Marks preceded by a no-break space.
const SPACED_BEFORE: [char; 6] = [';', ':', '!', '?', '%', '»'];

/// `text` set by the French convention: straight apostrophes become ’, a plain space (or
/// none) before a high mark becomes a no-break space, and so does the one after «.
pub fn french(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        let previous = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        match c {
            '\'' => out.push('’'),
            ' ' | '\u{202F}' if next.is_some_and(|n| SPACED_BEFORE.contains(&n)) => {
                out.push(NO_BREAK_SPACE);
            }
            ' ' | '\u{202F}' if previous == Some('«') => out.push(NO_BREAK_SPACE),
            _ if SPACED_BEFORE.contains(&c) && previous.is_some_and(needs_space_before) => {
                out.push(NO_BREAK_SPACE);
                out.push(c);
            }
            '«' => {
                out.push(c);
                if next.is_some_and(|n| !n.is_whitespace()) {
                    out.push(NO_BREAK_SPACE);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether a mark right after `previous` lacks its space: after a word or a closing
/// parenthesis or quote, but not in "10:30", "1:2" or "?!".
fn needs_space_before(previous: char) -> bool {
    previous.is_alphabetic() || matches!(previous, ')' | '’' | '"' | '*')
}

/// Where `text` breaks the convention, each fault with a few characters around it.
pub fn french_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let around = |i: usize| -> String {
        let start = i.saturating_sub(12);
        let end = (i + 12).min(chars.len());
        chars[start..end].iter().collect()
    };
    let mut faults = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let previous = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        let fault = match c {
            '\'' => Some("straight apostrophe"),
            '\u{202F}' => Some("narrow no-break space (the convention is U+00A0)"),
            _ if SPACED_BEFORE.contains(&c) => match previous {
                Some(NO_BREAK_SPACE) => None,
                Some(' ') => Some("plain space before the mark"),
                Some(p) if needs_space_before(p) => Some("no space before the mark"),
                _ => None,
            },
            '«' if next != Some(NO_BREAK_SPACE) => Some("« without its no-break space"),
            _ => None,
        };
        if let Some(fault) = fault {
            faults.push(format!("{fault}: {:?}", around(i)));
        }
    }
    faults
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_text_is_set_with_no_break_spaces_and_curly_apostrophes() {
        let nb = NO_BREAK_SPACE;
        assert_eq!(
            french("Qui a laissé l'eau ? « Oui » : 100 %"),
            format!("Qui a laissé l’eau{nb}? «{nb}Oui{nb}»{nb}: 100{nb}%")
        );
        assert_eq!(french("Temps!"), format!("Temps{nb}!"));
        assert_eq!(french("10:30, 1:2"), "10:30, 1:2");
        let set = french("« l'arbre » : où ? ici !");
        assert!(french_faults(&set).is_empty(), "{:?}", french_faults(&set));
        assert_eq!(french(&set), set, "setting twice changes nothing");
        assert_eq!(french_faults("l'arbre").len(), 1);
        assert_eq!(french_faults("Temps !").len(), 1);
        assert_eq!(french_faults("Temps!").len(), 1);
        assert_eq!(french_faults("Temps\u{202F}!").len(), 1);
        assert_eq!(french_faults("« Oui\u{a0}»").len(), 1);
        assert!(french_faults("10:30 et 1:2, vraiment\u{a0}?!").is_empty());
    }
}
