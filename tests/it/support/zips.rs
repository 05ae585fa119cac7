//! Zip archives made byte by byte in the tests, hostile ones included: any name (`../x`, an
//! absolute path), links, the password flag, entries that claim other sizes than they hold,
//! deflated bombs. A writer library would refuse to make most of these.

use flate2::Compression;
use flate2::write::DeflateEncoder;
use std::io::Write;

/// One entry to write.
pub struct Entry {
    /// Its name, as stored.
    pub name: String,
    /// Its contents, unpacked.
    pub data: Vec<u8>,
    /// Deflate it (else stored as it is).
    pub deflate: bool,
    /// A symbolic link (Unix mode 120777); `data` is its target.
    pub link: bool,
    /// The password flag (bit 0 of the flags), with nothing actually encrypted.
    pub encrypted: bool,
}

impl Entry {
    /// A stored file.
    pub fn file(name: &str, data: &[u8]) -> Entry {
        Entry {
            name: name.to_owned(),
            data: data.to_vec(),
            deflate: false,
            link: false,
            encrypted: false,
        }
    }

    /// A deflated file.
    pub fn deflated(name: &str, data: &[u8]) -> Entry {
        Entry {
            deflate: true,
            ..Entry::file(name, data)
        }
    }
}

/// The CRC-32 zip files check their entries with.
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A whole zip archive of `entries`.
pub fn zip(entries: &[Entry]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    for entry in entries {
        let packed = if entry.deflate {
            let mut encoder = DeflateEncoder::new(Vec::new(), Compression::best());
            encoder
                .write_all(&entry.data)
                .unwrap_or_else(|e| panic!("deflate: {e}"));
            encoder.finish().unwrap_or_else(|e| panic!("deflate: {e}"))
        } else {
            entry.data.clone()
        };
        let method: u16 = if entry.deflate { 8 } else { 0 };
        let flags: u16 = u16::from(entry.encrypted);
        let crc = crc32(&entry.data);
        let offset = out.len() as u32;
        let name = entry.name.as_bytes();
        let header = |signature: u32, central: bool| {
            let mut h = Vec::new();
            h.extend(signature.to_le_bytes());
            if central {
                // Made by Unix (3), version 2.0: the external attributes hold a Unix mode.
                h.extend(((3u16 << 8) | 0x14).to_le_bytes());
            }
            h.extend(20u16.to_le_bytes());
            h.extend(flags.to_le_bytes());
            h.extend(method.to_le_bytes());
            h.extend([0u8; 4]); // time and date
            h.extend(crc.to_le_bytes());
            h.extend((packed.len() as u32).to_le_bytes());
            h.extend((entry.data.len() as u32).to_le_bytes());
            h.extend((name.len() as u16).to_le_bytes());
            h.extend(0u16.to_le_bytes()); // extra field
            if central {
                h.extend(0u16.to_le_bytes()); // comment
                h.extend(0u16.to_le_bytes()); // disk
                h.extend(0u16.to_le_bytes()); // internal attributes
                let mode: u32 = if entry.link { 0o120_777 } else { 0o100_644 };
                h.extend((mode << 16).to_le_bytes());
                h.extend(offset.to_le_bytes());
            }
            h.extend(name);
            h
        };
        out.extend(header(0x0403_4B50, false));
        out.extend(&packed);
        central.extend(header(0x0201_4B50, true));
    }
    let start = out.len() as u32;
    out.extend(&central);
    out.extend(0x0605_4B50u32.to_le_bytes());
    out.extend([0u8; 4]); // disks
    out.extend((entries.len() as u16).to_le_bytes());
    out.extend((entries.len() as u16).to_le_bytes());
    out.extend((central.len() as u32).to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}
