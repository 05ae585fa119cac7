//! Import benchmark: 84 JPEG "scans" of 1024 x 1536 (one Dixit box), imported in release; the
//! same box as a zip archive; and sheets: ten 300-dpi flatbed scans of nine cards, and a
//! two-page print-and-play PDF of 9 + 7 cards.
//!
//! `cargo bench --bench import` prints the wall time of whole imports (all cores, and one
//! thread), the cost of re-encoding every card, the libjpeg-turbo floor (`djpeg -scale 1/4`
//! over the same files, when installed), the time to load 500+ cached thumbnails, then the
//! zip archive's and the sheets' imports.

#[allow(dead_code, reason = "the tests' PDF maker; the bench uses part of it")]
#[path = "../tests/it/support/pdfs.rs"]
mod pdfs;
#[allow(
    dead_code,
    unused_imports,
    reason = "the tests' photo and document makers; the bench uses part of them"
)]
#[path = "../tests/it/support/photos/mod.rs"]
mod photos;
#[allow(dead_code, reason = "the tests' zip maker; the bench uses part of it")]
#[path = "../tests/it/support/zips.rs"]
mod zips;

use fabula::library::{DecodeLimits, ImportOptions, Library, ThumbCache, ThumbSpec};
use std::path::Path;
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

const CARDS: u32 = 84;

/// A scan-like picture: smooth shapes plus sensor noise, so it compresses like a photo.
fn scan(seed: u32) -> Vec<u8> {
    let (width, height) = (1024u32, 1536u32);
    let mut state = seed.wrapping_mul(747_796_405).wrapping_add(2_891_336_453);
    let mut pixels = Vec::with_capacity((width * height * 3) as usize);
    for y in 0..height {
        for x in 0..width {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let noise = (state & 15) as i32 - 8;
            let wave =
                ((x as f32 / 37.0 + seed as f32).sin() * (y as f32 / 53.0).cos() * 60.0) as i32;
            let channel = |base: i32| (base + wave + noise).clamp(0, 255) as u8;
            pixels.push(channel((x * 200 / width) as i32 + 20));
            pixels.push(channel((y * 180 / height) as i32 + 30));
            pixels.push(channel(((x + y + seed * 97) % 256) as i32 / 2 + 60));
        }
    }
    let mut out = Vec::new();
    let encoded = jpeg_encoder::Encoder::new(&mut out, 90).encode(
        &pixels,
        width as u16,
        height as u16,
        jpeg_encoder::ColorType::Rgb,
    );
    assert!(encoded.is_ok());
    out
}

fn import(folder: &Path, options: &ImportOptions) -> (Duration, Library, tempfile::TempDir) {
    import_cards(folder, options, CARDS as usize)
}

/// Imports `source` into a fresh library; the time, which must give `cards` cards.
fn import_cards(
    source: &Path,
    options: &ImportOptions,
    cards: usize,
) -> (Duration, Library, tempfile::TempDir) {
    let root = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let library = Library::new(root.path());
    let never = AtomicBool::new(false);
    let start = Instant::now();
    let report = library
        .import(source, Some("Bench"), options, &|_| {}, &never)
        .unwrap_or_else(|e| panic!("import: {e}"));
    let took = start.elapsed();
    assert_eq!(report.added(), cards, "{:?}", report.skipped);
    (took, library, root)
}

/// The box zipped, the sheets and the PDF, each imported whole (best of 3).
fn sources(folder: &Path) {
    let all = ImportOptions::default();
    let mut entries = Vec::new();
    for seed in 0..CARDS {
        let name = format!("box/scan-{seed:03}.jpg");
        let bytes = std::fs::read(folder.join(format!("scan-{seed:03}.jpg")))
            .unwrap_or_else(|e| panic!("read: {e}"));
        entries.push(zips::Entry::file(&name, &bytes));
    }
    let place = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let archive = place.path().join("box.zip");
    std::fs::write(&archive, zips::zip(&entries)).unwrap_or_else(|e| panic!("write: {e}"));
    println!(
        "the box as a zip archive:      {:>8.3?}",
        best_of(3, || import_cards(&archive, &all, CARDS as usize).0)
    );

    let sheets = place.path().join("sheets");
    for seed in 0..10 {
        let kind = [photos::SheetKind::WhiteScan, photos::SheetKind::DarkScan][seed % 2];
        let turn = [1.5, -2.0, 0.5][seed % 3];
        let sheet = photos::sheet(kind, (3, 3), 9, 2480, turn, 100 + seed as u64);
        let jpeg = fabula::library::encode_jpeg(&sheet.pixels, 90)
            .unwrap_or_else(|e| panic!("encode: {e}"));
        std::fs::create_dir_all(&sheets).unwrap_or_else(|e| panic!("folder: {e}"));
        std::fs::write(sheets.join(format!("sheet-{seed:02}.jpg")), jpeg)
            .unwrap_or_else(|e| panic!("write: {e}"));
    }
    println!(
        "10 sheet scans (2480x3507, 9 cards each) to 90 cards: {:>8.3?}",
        best_of(3, || import_cards(&sheets, &all, 90).0)
    );
    let pdf = place.path().join("deck.pdf");
    std::fs::write(&pdf, pdfs::nine_and_seven()).unwrap_or_else(|e| panic!("write: {e}"));
    println!(
        "a two-page PDF of 9 + 7 cards: {:>8.3?}",
        best_of(3, || import_cards(&pdf, &all, 16).0)
    );
}

/// CPU time (user + system) this process has used so far, from /proc (Linux): unlike wall
/// time, it does not grow when other programs share the cores.
fn cpu_time() -> Option<Duration> {
    stat_ticks(11)
}

/// CPU time of finished child processes (djpeg), from /proc like [`cpu_time`].
fn children_cpu_time() -> Option<Duration> {
    stat_ticks(13)
}

/// The sum of the user and system tick fields starting at `first` (after the command name).
fn stat_ticks(first: usize) -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split(' ').collect();
    let ticks: u64 =
        fields.get(first)?.parse::<u64>().ok()? + fields.get(first + 1)?.parse::<u64>().ok()?;
    // The kernel reports in clock ticks of 1/100 s on Linux.
    Some(Duration::from_millis(ticks * 10))
}

fn best_of(runs: usize, mut once: impl FnMut() -> Duration) -> Duration {
    (0..runs).map(|_| once()).min().unwrap_or_default()
}

fn main() {
    let folder = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let mut total_bytes = 0;
    for seed in 0..CARDS {
        let bytes = scan(seed);
        total_bytes += bytes.len();
        std::fs::write(folder.path().join(format!("scan-{seed:03}.jpg")), bytes)
            .unwrap_or_else(|e| panic!("write: {e}"));
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!(
        "{CARDS} scans of 1024x1536, {:.0} KB each on average; {cores} cores",
        total_bytes as f64 / f64::from(CARDS) / 1024.0
    );

    let all = ImportOptions::default();
    let warm = import(folder.path(), &all);
    let cpu_before = cpu_time();
    let import_all = best_of(5, || import(folder.path(), &all).0);
    println!("import, all cores:             {import_all:>8.3?}  (best of 5)");
    let mut cpu_per_import = Duration::ZERO;
    if let (Some(before), Some(after)) = (cpu_before, cpu_time()) {
        let per_import = after.saturating_sub(before) / 5;
        cpu_per_import = per_import;
        println!(
            "  CPU time per import:         {per_import:>8.3?}  (on {cores} idle cores: about {:.3?} wall)",
            per_import / cores as u32
        );
    }
    let one = ImportOptions {
        threads: 1,
        ..ImportOptions::default()
    };
    println!(
        "import, 1 thread:              {:>8.3?}",
        best_of(3, || import(folder.path(), &one).0)
    );
    let reencode = ImportOptions {
        keep_fitting_jpegs: false,
        ..ImportOptions::default()
    };
    println!(
        "import, re-encode every card:  {:>8.3?}",
        best_of(3, || import(folder.path(), &reencode).0)
    );
    let no_thumbs = ImportOptions {
        thumbnail: None,
        ..ImportOptions::default()
    };
    println!(
        "import, no thumbnails:         {:>8.3?}",
        best_of(3, || import(folder.path(), &no_thumbs).0)
    );

    let children_before = children_cpu_time();
    if let Some(floor) = djpeg_floor(folder.path(), cores) {
        if let (Some(before), Some(after)) = (children_before, children_cpu_time()) {
            let per_run = after.saturating_sub(before) / 3;
            println!(
                "  djpeg CPU time per run:      {per_run:>8.3?}  (import CPU / djpeg CPU = {:.1}x)",
                cpu_per_import.as_secs_f64() / per_run.as_secs_f64()
            );
        }
        println!(
            "djpeg -scale 1/4, {cores} in parallel: {floor:>8.3?}  (import / djpeg = {:.1}x)",
            import_all.as_secs_f64() / floor.as_secs_f64()
        );
    } else {
        println!("djpeg not found (apt-get install libjpeg-turbo-progs) : no floor measured");
    }

    sources(folder.path());

    // Second start of a 504-card library: every thumbnail comes from the disk cache.
    let (_, library, root) = warm;
    let cards: Vec<_> = library.decks().decks[0].card_paths();
    let many: Vec<_> = cards.iter().cycle().take(504).cloned().collect();
    let limits = DecodeLimits::default();
    let thumbs = library.thumbs();
    let hits = best_of(3, || {
        let start = Instant::now();
        let loaded = thumbs.thumbnails(&many, ThumbSpec::LIBRARY, &limits, 0);
        assert!(loaded.iter().all(Result::is_ok));
        start.elapsed()
    });
    println!("504 cached thumbnails, all cores: {hits:>8.3?}");
    let cold = ThumbCache::new(root.path().join("cold"));
    let start = Instant::now();
    let made = cold.thumbnails(&cards, ThumbSpec::LIBRARY, &limits, 0);
    assert!(made.iter().all(Result::is_ok));
    println!(
        "84 thumbnails made from cards (cache miss): {:>8.3?}",
        start.elapsed()
    );
    if let Ok(status) = std::fs::read_to_string("/proc/self/status")
        && let Some(line) = status.lines().find(|l| l.starts_with("VmHWM"))
    {
        let peak = line.trim_start_matches("VmHWM:").trim();
        println!("peak memory of this benchmark process: {peak}");
    }
}

/// libjpeg-turbo decoding at a quarter scale: the fastest way to look at every pixel block.
fn djpeg_floor(folder: &Path, cores: usize) -> Option<Duration> {
    Command::new("djpeg").arg("-version").output().ok()?;
    let script = format!(
        "ls {dir}/*.jpg | xargs -P {cores} -n 1 sh -c 'djpeg -scale 1/4 \"$0\" > /dev/null'",
        dir = folder.display()
    );
    let runs = (0..3).map(|_| {
        let start = Instant::now();
        let status = Command::new("sh").arg("-c").arg(&script).status().ok()?;
        status.success().then(|| start.elapsed())
    });
    runs.collect::<Option<Vec<_>>>()?.into_iter().min()
}
