//! Reading a file that anyone could have put there: only a regular file, opened so that a
//! FIFO cannot block (it is refused once open), and never more than a limit, so a file
//! swapped for a pipe, a link to `/dev/zero` or a huge sparse file cannot hang or flood the
//! game. Saves, settings, round files, deck manifests and card pictures all come through here.

use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;
use thiserror::Error;

/// Why a file was not read.
#[derive(Debug, Error)]
pub enum ReadError {
    /// The operating system refused (missing, no permission, ...).
    #[error("{0}")]
    Io(#[from] io::Error),
    /// A FIFO, device, socket or folder where a file was expected.
    #[error("not a regular file")]
    NotAFile,
    /// Larger than any real file of its kind.
    #[error("too large ({} MB; the limit is {} MB)", megabytes(*size), megabytes(*limit))]
    TooLarge {
        /// The file's size in bytes (at least; it may be growing).
        size: u64,
        /// The limit in bytes.
        limit: u64,
    },
}

/// Bytes as whole megabytes (rounded up), for messages.
pub fn megabytes(bytes: u64) -> u64 {
    bytes.div_ceil(1_000_000)
}

/// Opens `path` for reading if it is a regular file (links are followed), with its size. A
/// FIFO is opened without waiting for a writer, then refused.
pub fn open_regular(path: &Path) -> Result<(File, u64), ReadError> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Non-blocking only matters for the open of a FIFO; reads of a regular file ignore it.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    // The type of what was opened, not of what the name pointed at a moment before.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    Ok((file, meta.len()))
}

/// Reads a whole regular file of at most `limit` bytes.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (file, size) = open_regular(path)?;
    read_opened(file, size, limit)
}

/// Reads an opened file of (stated) `size` bytes, refusing more than `limit`, even if the
/// file grows while it is read.
pub fn read_opened(file: File, size: u64, limit: u64) -> Result<Vec<u8>, ReadError> {
    if size > limit {
        return Err(ReadError::TooLarge { size, limit });
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_small_file_and_refuses_a_large_one_or_a_folder() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.ron");
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_regular(&path, 5).unwrap(), b"12345");
        assert!(matches!(
            read_regular(&path, 4),
            Err(ReadError::TooLarge { size: 5, limit: 4 })
        ));
        assert!(matches!(
            read_regular(dir.path(), 100),
            Err(ReadError::NotAFile | ReadError::Io(_))
        ));
        assert!(matches!(
            read_regular(&dir.path().join("missing"), 100),
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound
        ));
        assert_eq!(
            ReadError::TooLarge {
                size: 3_000_000_000,
                limit: 32_000_000
            }
            .to_string(),
            "too large (3000 MB; the limit is 32 MB)"
        );
    }
}
