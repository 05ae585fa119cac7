//! macOS's Image I/O: the photo read from memory, made at its full size with its orientation
//! applied (a "thumbnail" as large as the picture, which is how Image I/O turns a picture
//! upright), drawn into an RGB bitmap and copied out.

use super::HeicError;
use image::RgbImage;
use std::ffi::c_void;

type CfRef = *const c_void;

#[repr(C)]
#[derive(Clone, Copy)]
struct CgRect {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
}

/// `kCGImageAlphaNoneSkipLast`: four bytes a pixel, red first, the fourth unused.
const RGBX: u32 = 5;
/// `kCFNumberSInt64Type`.
const SINT64: isize = 4;

#[expect(unsafe_code, reason = "the system frameworks' C functions")]
#[link(name = "CoreFoundation", kind = "framework")]
unsafe extern "C" {
    fn CFDataCreate(allocator: CfRef, bytes: *const u8, length: isize) -> CfRef;
    fn CFNumberCreate(allocator: CfRef, kind: isize, value: *const c_void) -> CfRef;
    fn CFDictionaryCreate(
        allocator: CfRef,
        keys: *const CfRef,
        values: *const CfRef,
        count: isize,
        key_callbacks: *const c_void,
        value_callbacks: *const c_void,
    ) -> CfRef;
    fn CFRelease(object: CfRef);
    static kCFBooleanTrue: CfRef;
    static kCFTypeDictionaryKeyCallBacks: c_void;
    static kCFTypeDictionaryValueCallBacks: c_void;
}

#[expect(unsafe_code, reason = "the system frameworks' C functions")]
#[link(name = "ImageIO", kind = "framework")]
unsafe extern "C" {
    fn CGImageSourceCreateWithData(data: CfRef, options: CfRef) -> CfRef;
    fn CGImageSourceCreateImageAtIndex(source: CfRef, index: usize, options: CfRef) -> CfRef;
    fn CGImageSourceCreateThumbnailAtIndex(source: CfRef, index: usize, options: CfRef) -> CfRef;
    static kCGImageSourceCreateThumbnailFromImageAlways: CfRef;
    static kCGImageSourceCreateThumbnailWithTransform: CfRef;
    static kCGImageSourceThumbnailMaxPixelSize: CfRef;
}

#[expect(unsafe_code, reason = "the system frameworks' C functions")]
#[link(name = "CoreGraphics", kind = "framework")]
unsafe extern "C" {
    fn CGImageGetWidth(image: CfRef) -> usize;
    fn CGImageGetHeight(image: CfRef) -> usize;
    fn CGImageRelease(image: CfRef);
    fn CGColorSpaceCreateDeviceRGB() -> CfRef;
    fn CGColorSpaceRelease(space: CfRef);
    fn CGBitmapContextCreate(
        data: *mut c_void,
        width: usize,
        height: usize,
        bits_per_component: usize,
        bytes_per_row: usize,
        space: CfRef,
        bitmap_info: u32,
    ) -> *mut c_void;
    fn CGContextDrawImage(context: *mut c_void, rect: CgRect, image: CfRef);
    fn CGContextRelease(context: *mut c_void);
}

/// Image I/O is part of every macOS.
pub fn available() -> bool {
    true
}

#[expect(unsafe_code, reason = "calls into Image I/O and Core Graphics")]
pub fn decode(bytes: &[u8], max_pixels: u64) -> Result<RgbImage, HeicError> {
    let damaged = || HeicError::Damaged("Image I/O cannot read it".into());
    // SAFETY: every object created here is released once below, on every path.
    unsafe {
        let data = CFDataCreate(std::ptr::null(), bytes.as_ptr(), bytes.len() as isize);
        if data.is_null() {
            return Err(damaged());
        }
        let source = CGImageSourceCreateWithData(data, std::ptr::null());
        CFRelease(data);
        if source.is_null() {
            return Err(damaged());
        }
        // The picture as stored, only to learn its size: its pixels are not decoded yet.
        let stored = CGImageSourceCreateImageAtIndex(source, 0, std::ptr::null());
        if stored.is_null() {
            CFRelease(source);
            return Err(damaged());
        }
        let (width, height) = (CGImageGetWidth(stored), CGImageGetHeight(stored));
        CGImageRelease(stored);
        if (width as u64) * (height as u64) > max_pixels {
            CFRelease(source);
            return Err(HeicError::TooLarge {
                width: width as u32,
                height: height as u32,
            });
        }
        let side = width.max(height) as i64;
        let side_number = CFNumberCreate(std::ptr::null(), SINT64, (&raw const side).cast());
        let keys = [
            kCGImageSourceCreateThumbnailFromImageAlways,
            kCGImageSourceCreateThumbnailWithTransform,
            kCGImageSourceThumbnailMaxPixelSize,
        ];
        let values = [kCFBooleanTrue, kCFBooleanTrue, side_number];
        let options = CFDictionaryCreate(
            std::ptr::null(),
            keys.as_ptr(),
            values.as_ptr(),
            3,
            (&raw const kCFTypeDictionaryKeyCallBacks).cast(),
            (&raw const kCFTypeDictionaryValueCallBacks).cast(),
        );
        let upright = CGImageSourceCreateThumbnailAtIndex(source, 0, options);
        CFRelease(options);
        CFRelease(side_number);
        CFRelease(source);
        if upright.is_null() {
            return Err(damaged());
        }
        let (width, height) = (CGImageGetWidth(upright), CGImageGetHeight(upright));
        let mut rgbx = vec![0u8; width * height * 4];
        let space = CGColorSpaceCreateDeviceRGB();
        let context = CGBitmapContextCreate(
            rgbx.as_mut_ptr().cast(),
            width,
            height,
            8,
            width * 4,
            space,
            RGBX,
        );
        CGColorSpaceRelease(space);
        if context.is_null() {
            CGImageRelease(upright);
            return Err(damaged());
        }
        let whole = CgRect {
            x: 0.0,
            y: 0.0,
            width: width as f64,
            height: height as f64,
        };
        CGContextDrawImage(context, whole, upright);
        CGContextRelease(context);
        CGImageRelease(upright);
        let rgb: Vec<u8> = rgbx
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        RgbImage::from_raw(width as u32, height as u32, rgb).ok_or_else(damaged)
    }
}
