//! What every headless command shares: reading its flags, and the exit status of a command
//! line that breaks the rules.

/// Exit status for arguments or input that break the rules.
pub const EXIT_USAGE: u8 = 2;

/// Reads `--flag value` pairs; reports unknown flags and missing values.
pub(crate) fn parse_flags<'a>(
    args: &'a [String],
    known: &[&str],
) -> Result<Vec<(&'a str, &'a str)>, String> {
    let mut pairs = Vec::new();
    let mut iter = args.iter();
    while let Some(flag) = iter.next() {
        if !known.contains(&flag.as_str()) {
            return Err(format!("unknown argument {flag:?}"));
        }
        let value = iter.next().ok_or_else(|| format!("{flag} needs a value"))?;
        pairs.push((flag.as_str(), value.as_str()));
    }
    Ok(pairs)
}
