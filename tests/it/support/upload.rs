//! Sending photos to the laptop's photo host as the phone page does, over plain HTTP on
//! loopback (blocking: usable between the frames of a UI test).

use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// The address and token in a photo page link (`http://127.0.0.1:port/#token`).
pub fn address_and_token(url: &str) -> (SocketAddr, String) {
    let rest = url.strip_prefix("http://").unwrap();
    let (address, token) = rest.split_once("/#").unwrap();
    let address: SocketAddr = address.parse().unwrap();
    assert!(address.ip().is_loopback(), "tests talk to loopback only");
    (address, token.to_owned())
}

/// POSTs `body` to `/photo?lang=…`; `length` overrides the announced length (and then only
/// that many bytes are sent, if fewer). Returns the status and the JSON answer.
pub fn post_photo(
    address: SocketAddr,
    token: Option<&str>,
    body: &[u8],
    lang: &str,
    length: Option<u64>,
) -> (u16, Value) {
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(30)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_mins(2)))
        .unwrap();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let announced = length.unwrap_or(body.len() as u64);
    let head = format!(
        "POST /photo?lang={lang} HTTP/1.1\r\nHost: {address}\r\n{auth}Content-Type: image/jpeg\r\n\
         Content-Length: {announced}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).unwrap();
    let sent = body.len().min(announced as usize);
    // A refusal may come before the whole body is sent: the host then closes the socket.
    let _ = stream.write_all(&body[..sent]);
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    let head_end = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no answer: {}", String::from_utf8_lossy(&response)));
    let head = String::from_utf8_lossy(&response[..head_end]).to_string();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let json = serde_json::from_slice(&response[head_end + 4..]).unwrap_or(Value::Null);
    (status, json)
}

/// A JPEG of `pixels`, as the phone page makes it.
pub fn phone_jpeg(pixels: &image::RgbImage) -> Vec<u8> {
    fabula::library::encode_jpeg(pixels, 88).unwrap()
}

/// `pixels` as the photos panel sees them: sent as a [`phone_jpeg`] and decoded the panel's
/// way. Its JPEG decoder is not `image`'s: about one pixel in seventeen differs, by one to four
/// levels, enough to tip a card the finder only just finds.
pub fn as_the_panel_decodes(pixels: &image::RgbImage) -> image::RgbImage {
    fabula::phones::upload::UploadLimits::default()
        .decode(&phone_jpeg(pixels))
        .unwrap()
}

/// Waits until nothing listens at `address` any more (a closed panel's host), at most two
/// minutes (a bound for a hang, not a speed).
pub fn wait_until_closed(address: SocketAddr) {
    let started = std::time::Instant::now();
    while TcpStream::connect_timeout(&address, Duration::from_millis(200)).is_ok() {
        assert!(
            started.elapsed() < Duration::from_mins(2),
            "still listening after the panel closed"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
