//! The four languages: Fluent messages and the rules text.

mod messages;
mod rules_text;
mod typography;
