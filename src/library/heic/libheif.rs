//! libheif (`libheif.so.1`) opened at run time: a context reads the file from memory, its
//! primary image is decoded to interleaved 8-bit RGB with its rotation and mirroring applied,
//! and the rows are copied out. The library is opened once and kept for the process.

use super::HeicError;
use image::RgbImage;
use libloading::Library;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::sync::OnceLock;

/// libheif's names for RGB, interleaved RGB and the interleaved channel.
const COLORSPACE_RGB: c_int = 1;
const CHROMA_INTERLEAVED_RGB: c_int = 10;
const CHANNEL_INTERLEAVED: c_int = 10;

/// `struct heif_error`: a code (0 is success), a sub-code and a message.
#[repr(C)]
struct HeifError {
    code: c_int,
    subcode: c_int,
    message: *const c_char,
}

type AllocFn = unsafe extern "C" fn() -> *mut c_void;
type FreeFn = unsafe extern "C" fn(*mut c_void);
type ReadFn = unsafe extern "C" fn(*mut c_void, *const c_void, usize, *const c_void) -> HeifError;
type PrimaryFn = unsafe extern "C" fn(*mut c_void, *mut *mut c_void) -> HeifError;
type SideFn = unsafe extern "C" fn(*const c_void) -> c_int;
type DecodeFn =
    unsafe extern "C" fn(*const c_void, *mut *mut c_void, c_int, c_int, *const c_void) -> HeifError;
type PlaneFn = unsafe extern "C" fn(*const c_void, c_int, *mut c_int) -> *const u8;
type ReleaseFn = unsafe extern "C" fn(*const c_void);

/// The functions used, and the library that keeps them loaded. libheif's functions may be
/// called from several threads as long as each works on its own context, as every decode here
/// does: the import's workers share them.
struct Heif {
    alloc: AllocFn,
    free: FreeFn,
    read: ReadFn,
    primary: PrimaryFn,
    width: SideFn,
    height: SideFn,
    decode: DecodeFn,
    plane: PlaneFn,
    release_image: ReleaseFn,
    release_handle: ReleaseFn,
    _library: Library,
}

/// The library, opened on first use (`None`: not on this machine).
fn heif() -> Option<&'static Heif> {
    static HEIF: OnceLock<Option<Heif>> = OnceLock::new();
    HEIF.get_or_init(|| match Heif::open() {
        Ok(heif) => Some(heif),
        Err(why) => {
            log::info!("HEIC photos cannot be read here: {why}");
            None
        }
    })
    .as_ref()
}

pub fn available() -> bool {
    heif().is_some()
}

#[expect(
    unsafe_code,
    reason = "calls into libheif through functions loaded at run time"
)]
impl Heif {
    fn open() -> Result<Heif, String> {
        // SAFETY: loading libheif runs no code of ours; its initialisers are the library's own.
        let library = unsafe { Library::new("libheif.so.1") }.map_err(|e| e.to_string())?;
        // SAFETY: each symbol is looked up with libheif's own signature (libheif 1.x's C API).
        unsafe {
            Ok(Heif {
                alloc: *library
                    .get::<AllocFn>(b"heif_context_alloc\0")
                    .map_err(|e| e.to_string())?,
                free: *library
                    .get::<FreeFn>(b"heif_context_free\0")
                    .map_err(|e| e.to_string())?,
                read: *library
                    .get::<ReadFn>(b"heif_context_read_from_memory_without_copy\0")
                    .map_err(|e| e.to_string())?,
                primary: *library
                    .get::<PrimaryFn>(b"heif_context_get_primary_image_handle\0")
                    .map_err(|e| e.to_string())?,
                width: *library
                    .get::<SideFn>(b"heif_image_handle_get_width\0")
                    .map_err(|e| e.to_string())?,
                height: *library
                    .get::<SideFn>(b"heif_image_handle_get_height\0")
                    .map_err(|e| e.to_string())?,
                decode: *library
                    .get::<DecodeFn>(b"heif_decode_image\0")
                    .map_err(|e| e.to_string())?,
                plane: *library
                    .get::<PlaneFn>(b"heif_image_get_plane_readonly\0")
                    .map_err(|e| e.to_string())?,
                release_image: *library
                    .get::<ReleaseFn>(b"heif_image_release\0")
                    .map_err(|e| e.to_string())?,
                release_handle: *library
                    .get::<ReleaseFn>(b"heif_image_handle_release\0")
                    .map_err(|e| e.to_string())?,
                _library: library,
            })
        }
    }

    /// Decodes `bytes`; every object libheif made is released on every path.
    fn decode(&self, bytes: &[u8], max_pixels: u64) -> Result<RgbImage, HeicError> {
        let failed = |error: &HeifError| {
            // SAFETY: libheif's messages are static NUL-terminated strings (or null).
            let text = (!error.message.is_null()).then(|| {
                unsafe { CStr::from_ptr(error.message) }
                    .to_string_lossy()
                    .into_owned()
            });
            HeicError::Damaged(
                text.unwrap_or_else(|| format!("libheif error {}.{}", error.code, error.subcode)),
            )
        };
        // SAFETY: a fresh context, freed below whatever happens.
        let context = unsafe { (self.alloc)() };
        if context.is_null() {
            return Err(HeicError::Damaged("libheif could not start".into()));
        }
        let result = (|| {
            // SAFETY: `bytes` outlives the context (freed before this function returns).
            let read = unsafe {
                (self.read)(
                    context,
                    bytes.as_ptr().cast(),
                    bytes.len(),
                    std::ptr::null(),
                )
            };
            if read.code != 0 {
                return Err(failed(&read));
            }
            let mut handle = std::ptr::null_mut();
            // SAFETY: `handle` receives a new handle, released below.
            let primary = unsafe { (self.primary)(context, &raw mut handle) };
            if primary.code != 0 || handle.is_null() {
                return Err(failed(&primary));
            }
            let decoded = self.decode_handle(handle, max_pixels, &failed);
            // SAFETY: the handle came from libheif and is released once.
            unsafe { (self.release_handle)(handle) };
            decoded
        })();
        // SAFETY: the context came from `heif_context_alloc` and is freed once.
        unsafe { (self.free)(context) };
        result
    }

    fn decode_handle(
        &self,
        handle: *mut c_void,
        max_pixels: u64,
        failed: &dyn Fn(&HeifError) -> HeicError,
    ) -> Result<RgbImage, HeicError> {
        // SAFETY: a valid handle.
        let (width, height) = unsafe { ((self.width)(handle), (self.height)(handle)) };
        let (width, height) = (width.max(0) as u32, height.max(0) as u32);
        if u64::from(width) * u64::from(height) > max_pixels {
            return Err(HeicError::TooLarge { width, height });
        }
        let mut image = std::ptr::null_mut();
        // SAFETY: `image` receives a new image, released below; default options.
        let decode = unsafe {
            (self.decode)(
                handle,
                &raw mut image,
                COLORSPACE_RGB,
                CHROMA_INTERLEAVED_RGB,
                std::ptr::null(),
            )
        };
        if decode.code != 0 || image.is_null() {
            return Err(failed(&decode));
        }
        let mut stride: c_int = 0;
        // SAFETY: the interleaved plane of an RGB image; null when absent.
        let plane = unsafe { (self.plane)(image, CHANNEL_INTERLEAVED, &raw mut stride) };
        let copied = if plane.is_null() || stride < (3 * width) as c_int {
            Err(HeicError::Damaged("no RGB plane".into()))
        } else {
            let row = (3 * width) as usize;
            let mut pixels = Vec::with_capacity(row * height as usize);
            for y in 0..height as usize {
                // SAFETY: the plane holds `height` rows of `stride` bytes, each with `row`
                // bytes of pixels.
                let line =
                    unsafe { std::slice::from_raw_parts(plane.add(y * stride as usize), row) };
                pixels.extend_from_slice(line);
            }
            RgbImage::from_raw(width, height, pixels)
                .ok_or_else(|| HeicError::Damaged("short picture".into()))
        };
        // SAFETY: the image came from libheif and is released once.
        unsafe { (self.release_image)(image) };
        copied
    }
}

pub fn decode(bytes: &[u8], max_pixels: u64) -> Result<RgbImage, HeicError> {
    match heif() {
        Some(heif) => heif.decode(bytes, max_pixels),
        None => Err(HeicError::Damaged("libheif is not installed".into())),
    }
}
