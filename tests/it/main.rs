//! Fabula's integration tests, in one binary so that eframe, wgpu and kittest are linked once;
//! one module per area.
#![expect(
    clippy::expect_used,
    clippy::unwrap_used,
    reason = "helpers outside #[test] functions fail loudly too: a missing node, game or file is a failure"
)]

mod cli;
mod computer;
mod engine;
mod i18n;
mod layers;
mod library;
mod persist;
mod phone;
mod support;
mod ui;
