//! The Windows Imaging Component: with Microsoft's HEIF Image Extensions installed (it comes
//! with most Windows 10 and 11 systems, or from the Store), WIC decodes HEIC photos like any
//! other picture. The photo is read from memory, its first frame converted to 8-bit RGB and
//! copied out; WIC's HEIF decoder turns the picture upright itself.

use super::HeicError;
use image::RgbImage;
use std::sync::OnceLock;
use windows::Win32::Graphics::Imaging::{
    CLSID_WICImagingFactory, GUID_ContainerFormatHeif, GUID_WICPixelFormat24bppRGB,
    IWICImagingFactory, WICConvertBitmapSource, WICDecodeMetadataCacheOnDemand,
};
use windows::Win32::System::Com::{
    CLSCTX_INPROC_SERVER, COINIT_MULTITHREADED, CoCreateInstance, CoInitializeEx,
};

/// A WIC factory for this thread (COM started on it first).
#[expect(unsafe_code, reason = "COM calls into the Windows Imaging Component")]
fn factory() -> Result<IWICImagingFactory, HeicError> {
    // SAFETY: COM is started for this thread (a second start on it is harmless) before the
    // factory is made.
    unsafe {
        let _ = CoInitializeEx(None, COINIT_MULTITHREADED);
        CoCreateInstance(&CLSID_WICImagingFactory, None, CLSCTX_INPROC_SERVER)
            .map_err(|err| HeicError::Damaged(err.message()))
    }
}

/// Whether WIC has a HEIF decoder (the extension is installed), looked up once.
#[expect(unsafe_code, reason = "COM calls into the Windows Imaging Component")]
pub fn available() -> bool {
    static AVAILABLE: OnceLock<bool> = OnceLock::new();
    *AVAILABLE.get_or_init(|| {
        factory().is_ok_and(|factory| {
            // SAFETY: asks the factory for a decoder of a container format; none is made
            // when the extension is missing.
            unsafe { factory.CreateDecoder(&GUID_ContainerFormatHeif, std::ptr::null()) }.is_ok()
        })
    })
}

#[expect(unsafe_code, reason = "COM calls into the Windows Imaging Component")]
pub fn decode(bytes: &[u8], max_pixels: u64) -> Result<RgbImage, HeicError> {
    let damaged = |err: windows::core::Error| HeicError::Damaged(err.message());
    let factory = factory()?;
    // SAFETY: the stream reads from `bytes`, which outlives every object made from it here.
    unsafe {
        let stream = factory.CreateStream().map_err(damaged)?;
        stream.InitializeFromMemory(bytes).map_err(damaged)?;
        let decoder = factory
            .CreateDecoderFromStream(&stream, std::ptr::null(), WICDecodeMetadataCacheOnDemand)
            .map_err(damaged)?;
        let frame = decoder.GetFrame(0).map_err(damaged)?;
        let (mut width, mut height) = (0u32, 0u32);
        frame
            .GetSize(&raw mut width, &raw mut height)
            .map_err(damaged)?;
        if u64::from(width) * u64::from(height) > max_pixels {
            return Err(HeicError::TooLarge { width, height });
        }
        let rgb = WICConvertBitmapSource(&GUID_WICPixelFormat24bppRGB, &frame).map_err(damaged)?;
        let mut pixels = vec![0u8; width as usize * height as usize * 3];
        rgb.CopyPixels(std::ptr::null(), width * 3, &mut pixels)
            .map_err(damaged)?;
        RgbImage::from_raw(width, height, pixels)
            .ok_or_else(|| HeicError::Damaged("short picture".into()))
    }
}
