//! What the commands print. A closed output (`fabula load-check FILE | head -1`) is not an
//! error worth a panic: the lines that cannot be written are dropped and the command ends as
//! it would have. Names from the disk are printed on one line each, whatever they contain.

use std::fmt;
use std::io::{self, Write};

/// Prints a line on standard output; a closed output is ignored.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::cli::output::line(&mut std::io::stdout(), format_args!($($arg)*))
    };
}

/// Prints a line on standard error; a closed output is ignored.
macro_rules! complain {
    ($($arg:tt)*) => {
        $crate::cli::output::line(&mut std::io::stderr(), format_args!($($arg)*))
    };
}

pub(crate) use {complain, say};

/// Writes one line; any failure (a closed pipe, a full disk) only loses the line.
pub fn line(stream: &mut dyn Write, args: fmt::Arguments<'_>) {
    let _ = stream
        .write_fmt(args)
        .and_then(|()| stream.write_all(b"\n"));
}

/// Prints a message on standard error without ever panicking (for `main`).
pub fn print_error(message: &str) {
    line(&mut io::stderr(), format_args!("{message}"));
}

/// Text on one line: control characters (a newline in a file name) are escaped as `\n`,
/// `\t` or `\u{..}`, so every printed line is one file.
pub fn one_line(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_owned();
    }
    text.chars()
        .map(|c| match c {
            '\n' => "\\n".to_owned(),
            '\r' => "\\r".to_owned(),
            '\t' => "\\t".to_owned(),
            c if c.is_control() => c.escape_unicode().to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_with_a_newline_is_printed_on_one_line() {
        assert_eq!(one_line("cards/a.jpg"), "cards/a.jpg");
        assert_eq!(
            one_line("cards/evil\nSKIP x.jpg\t\u{7}"),
            "cards/evil\\nSKIP x.jpg\\t\\u{7}"
        );
    }
}
