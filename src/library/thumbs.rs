//! Thumbnails cached on disk: a library of hundreds of cards opens instantly the second time.
//!
//! A thumbnail is keyed by the picture's path, size and modification time and by the
//! thumbnail's own size and fit (the same idea as the freedesktop thumbnail spec), so an edited
//! or re-imported picture gets a fresh one. Its file name begins with a hash of the picture's
//! path alone, so the stale thumbnails of a re-imported deck can be found and removed.

use super::decode::{encode_jpeg, read_picture};
use super::picture::examine;
use super::pool::parallel_map;
use super::resize::Fit;
use super::skip::DecodeLimits;
use super::skip::SkipReason;
use image::RgbImage;
use std::collections::HashSet;
use std::fs::{self, Metadata};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::UNIX_EPOCH;

/// Raised when the way thumbnails are made or named changes, so old ones are not reused.
const CACHE_VERSION: u32 = 2;

/// JPEG quality of cached thumbnails: small files, no visible blocks at thumbnail size.
const THUMB_QUALITY: u8 = 85;

/// The size and fit of a thumbnail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThumbSpec {
    /// Box width in pixels.
    pub width: u32,
    /// Box height in pixels.
    pub height: u32,
    /// How the picture fills the box.
    pub fit: Fit,
}

impl ThumbSpec {
    /// The library screen's card thumbnails (2:3, cropped to the card's shape), at the size of
    /// the grid's textures so they are uploaded as they come from the disk. The importer makes
    /// these while it has the pixels at hand.
    pub const LIBRARY: ThumbSpec = ThumbSpec {
        width: 120,
        height: 180,
        fit: Fit::Fill,
    };
}

/// A folder of cached thumbnails.
#[derive(Clone, Debug)]
pub struct ThumbCache {
    dir: PathBuf,
}

impl ThumbCache {
    /// A cache in `dir` (created when the first thumbnail is stored).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        ThumbCache { dir: dir.into() }
    }

    /// The cache's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The thumbnail of `picture`: from the cache, or else decoded, stored and returned.
    /// Errors are the picture's own; a cache that cannot be written is only slower.
    pub fn thumbnail(
        &self,
        picture: &Path,
        spec: ThumbSpec,
        limits: &DecodeLimits,
    ) -> Result<RgbImage, SkipReason> {
        let meta = fs::metadata(picture).map_err(|err| SkipReason::Unreadable(err.to_string()))?;
        let file = self.file(picture, &meta, spec);
        if let Some(thumb) = load(&file) {
            return Ok(thumb);
        }
        let bytes = read_picture(picture, limits)?;
        let thumb = make(&bytes, picture, spec, limits)?;
        self.write(&file, &thumb);
        Ok(thumb)
    }

    /// The thumbnail of a picture held in memory (the built-in deck's), cached under `key`,
    /// which must change whenever the bytes do (their content hash).
    pub fn thumbnail_of_bytes(
        &self,
        key: &str,
        bytes: &[u8],
        spec: ThumbSpec,
        limits: &DecodeLimits,
    ) -> Result<RgbImage, SkipReason> {
        let mut prefix = xxhash_rust::xxh3::Xxh3::new();
        prefix.update(&CACHE_VERSION.to_le_bytes());
        prefix.update(b"bytes:");
        prefix.update(key.as_bytes());
        let file = self.named(&format!("{:016x}", prefix.digest()), spec, |_| {});
        if let Some(thumb) = load(&file) {
            return Ok(thumb);
        }
        // The path only matters for recognising camera RAW files by extension.
        let thumb = make(bytes, Path::new(key), spec, limits)?;
        self.write(&file, &thumb);
        Ok(thumb)
    }

    /// The cached thumbnail of `picture`, if there is a fresh one; never decodes the picture.
    pub fn cached(&self, picture: &Path, spec: ThumbSpec) -> Option<RgbImage> {
        let meta = fs::metadata(picture).ok()?;
        load(&self.file(picture, &meta, spec))
    }

    /// Thumbnails of many pictures, on `threads` threads (0: every core), in order.
    pub fn thumbnails(
        &self,
        pictures: &[PathBuf],
        spec: ThumbSpec,
        limits: &DecodeLimits,
        threads: usize,
    ) -> Vec<Result<RgbImage, SkipReason>> {
        let never = AtomicBool::new(false);
        parallel_map(pictures, threads, &never, |_, picture| {
            self.thumbnail(picture, spec, limits)
        })
        .unwrap_or_default()
    }

    /// Stores a thumbnail made elsewhere (the importer) for the file that will be at
    /// `picture` with metadata `meta`; returns the thumbnail's file if it was written.
    pub(crate) fn store(
        &self,
        picture: &Path,
        meta: &Metadata,
        spec: ThumbSpec,
        thumb: &RgbImage,
    ) -> Option<PathBuf> {
        let file = self.file(picture, meta, spec);
        self.write(&file, thumb).then_some(file)
    }

    /// Removes every thumbnail of `pictures` except those in `keep` (a re-imported deck's
    /// fresh ones), and what older versions of the cache or killed writers left behind.
    pub fn forget_all_but(&self, pictures: &[PathBuf], keep: &[PathBuf]) {
        let prefixes: HashSet<String> = pictures.iter().map(|p| path_prefix(p)).collect();
        let keep: HashSet<&Path> = keep.iter().map(PathBuf::as_path).collect();
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            // The cache writes only these names: `<prefix>-<key>.jpg` and `<...>.part`.
            let extension = path
                .extension()
                .and_then(|e| e.to_str())
                .unwrap_or_default();
            let stale = match (name.split_once('-'), extension) {
                (Some((prefix, _)), "jpg") => {
                    prefixes.contains(prefix) && !keep.contains(path.as_path())
                }
                // Version 1 named a thumbnail by one 32-digit hash.
                (None, "jpg") => name.len() == 36,
                // A write that never finished (the writer renames within milliseconds).
                (_, "part") => is_old(&path),
                _ => false,
            };
            if stale {
                let _ = fs::remove_file(&path);
            }
        }
    }

    fn file(&self, picture: &Path, meta: &Metadata, spec: ThumbSpec) -> PathBuf {
        let modified = meta
            .modified()
            .ok()
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |since| since.as_nanos());
        self.named(&path_prefix(picture), spec, |hasher| {
            hasher.update(&meta.len().to_le_bytes());
            hasher.update(&modified.to_le_bytes());
        })
    }

    /// The cache file for a picture known by `prefix`, its version by what `identify`
    /// hashes, at `spec`: `<prefix>-<32 hex digits>.jpg`.
    fn named(
        &self,
        prefix: &str,
        spec: ThumbSpec,
        identify: impl FnOnce(&mut xxhash_rust::xxh3::Xxh3),
    ) -> PathBuf {
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        identify(&mut hasher);
        hasher.update(&spec.width.to_le_bytes());
        hasher.update(&spec.height.to_le_bytes());
        hasher.update(&[u8::from(spec.fit == Fit::Fill)]);
        self.dir
            .join(format!("{prefix}-{:032x}.jpg", hasher.digest128()))
    }

    /// Writes through a temporary name so a reader never sees half a thumbnail; whether it
    /// was written. Failures are otherwise ignored on purpose: the cache only saves time.
    fn write(&self, file: &Path, thumb: &RgbImage) -> bool {
        static WRITES: AtomicU64 = AtomicU64::new(0);
        let Ok(bytes) = encode_jpeg(thumb, THUMB_QUALITY) else {
            return false;
        };
        let unique = WRITES.fetch_add(1, Ordering::Relaxed);
        let temp = file.with_extension(format!("{}-{unique}.part", std::process::id()));
        let written = fs::create_dir_all(&self.dir)
            .and_then(|()| fs::write(&temp, bytes))
            .and_then(|()| fs::rename(&temp, file));
        if written.is_err() {
            let _ = fs::remove_file(&temp);
        }
        written.is_ok()
    }
}

/// The part of a thumbnail's name that depends only on the picture's path (and the cache's
/// version): 16 hex digits.
fn path_prefix(picture: &Path) -> String {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(&CACHE_VERSION.to_le_bytes());
    hasher.update(picture.as_os_str().as_encoded_bytes());
    format!("{:016x}", hasher.digest())
}

/// Whether a file was last written over a minute ago.
fn is_old(path: &Path) -> bool {
    fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|time| time.elapsed().ok())
        .is_some_and(|age| age.as_secs() >= 60)
}

/// A thumbnail made from a picture's bytes, decoded no larger than it needs.
fn make(
    bytes: &[u8],
    path: &Path,
    spec: ThumbSpec,
    limits: &DecodeLimits,
) -> Result<RgbImage, SkipReason> {
    examine(bytes, path, limits)?.sized(bytes, path, (spec.width, spec.height, spec.fit), limits)
}

fn load(file: &Path) -> Option<RgbImage> {
    // A thumbnail is a few kilobytes; anything else in its place is not one.
    let bytes = crate::persist::read_regular(file, 4_000_000).ok()?;
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg)
        .ok()
        .map(image::DynamicImage::into_rgb8)
}
