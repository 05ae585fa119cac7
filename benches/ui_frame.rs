//! Headless frame-time benchmark of the reveal screen (filled in below).

fn main() {}
